/* screen_code.c - "Enter a code": a pupil types (or pastes, Ctrl+V) a share code read out by a
 * friend or a teacher; Enter opens it in its own mode, exactly as `loopling --level CODE` does.
 * The codec forgives case, spaces, dashes and the letters I, L, O, U (core/sharecode.h); a wrong
 * code keeps the pupil here with the codec's words. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "puzzle/ref.h"
#include "ui/shell/app.h"
#include "core/sharecode.h"
#include "ui/screens/chrome.h"
#include "ui/widgets/widgets.h"

#define CODE_TYPED_MAX 24

enum { CB_OPEN, CB_BACK };

static ButtonList code_buttons;
static char code_typed[CODE_TYPED_MAX];
static char code_error[640];

static void code_enter(App *app)
{
    if (app->opts.level == app->opened_level) app->opts.level = NULL;
    buttons_init(&code_buttons, 0);
    /* TRANSLATORS: a button that opens the level of the share code typed */
    buttons_add(&code_buttons, (SDL_Rect){APP_W / 2 + 20, 470, 260, 78}, N_("Open"), TEX_ICON_PLAY, BUTTON_GREEN);
    /* TRANSLATORS: a button that goes back to the menu (every menu-like screen's "Back") */
    buttons_add(&code_buttons, (SDL_Rect){APP_W / 2 - 280, 470, 260, 78}, N_("Back"), TEX_ICON_BACK, BUTTON_ORANGE);
    code_buttons.focus = CB_OPEN;
    code_typed[0] = '\0';
    code_error[0] = '\0';
    SDL_StartTextInput();
}

static void code_leave(App *app)
{
    (void)app;
    SDL_StopTextInput();
}

/* Keep what a code can hold: letters, digits, dashes and spaces, shown in capitals. */
static void type_text(const char *text)
{
    size_t n = strlen(code_typed);
    for (; *text && n + 1 < sizeof code_typed; text++) {
        unsigned char c = (unsigned char)*text;
        if (isalnum(c) || c == '-' || c == ' ') code_typed[n++] = (char)toupper(c);
    }
    code_typed[n] = '\0';
    code_error[0] = '\0';
}

static void open_typed(App *app)
{
    LpShareParams sp;
    LpDiag diag = {0};
    if (!code_typed[0]) {
        /* TRANSLATORS: keep the share code as it is */
        snprintf(code_error, sizeof code_error, "%s", _("Type the code first, like TC1F-3H00-0005."));
        return;
    }
    if (!lp_sharecode_decode(code_typed, &sp, &diag)) {
        lp_diag_format(&diag, code_error, sizeof code_error);
        return;
    }
    /* a lesson's code opens its lesson file */
    PzRef ref;
    if (!pz_ref_parse(code_typed, app->data_dir, &ref, code_error, sizeof code_error)) return;
    snprintf(app->opened_level, sizeof app->opened_level, "%s", pz_ref_arg(&ref));
    app->opts.level = app->opened_level;
    app->opts.level_mode = ref.mode;
    app->notice[0] = '\0';
    app_go(app, app_play_screen(app, ref.mode));
}

static void code_event(App *app, const SDL_Event *ev)
{
    if (ev->type == SDL_TEXTINPUT) {
        type_text(ev->text.text);
        return;
    }
    if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_BACKSPACE) {
            size_t n = strlen(code_typed);
            if (n > 0) code_typed[n - 1] = '\0';
            code_error[0] = '\0';
            return;
        }
        if (k == SDLK_v && (ev->key.keysym.mod & KMOD_CTRL)) {
            char *clip = SDL_GetClipboardText();
            if (clip) type_text(clip);
            SDL_free(clip);
            return;
        }
        if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
            open_typed(app);
            return;
        }
        if (k == SDLK_ESCAPE) {
            app_go(app, SCREEN_MENU);
            return;
        }
        if (k == SDLK_SPACE) return; /* typed text, not a button press */
    }
    switch (buttons_event(&code_buttons, ev)) {
    case CB_OPEN: open_typed(app); break;
    case CB_BACK: app_go(app, SCREEN_MENU); break;
    default: break;
    }
}

static void code_update(App *app) { (void)app; }

static void code_draw(App *app)
{
    Gfx *g = &app->gfx;
    draw_backdrop(app);
    gfx_panel(g, (SDL_Rect){200, 120, 880, 480});
    /* TRANSLATORS: the title of the screen where a share code is typed (also the menu's button) */
    gfx_text_in(g, FONT_BOLD, _("Enter a code"), 52, COL_INK, (SDL_Rect){220, 140, 840, 76}, ALIGN_CENTER, 0);
    /* TRANSLATORS: Enter is the key */
    gfx_text_in(g, FONT_BOLD, _("Type the code someone read out to you, then press Enter."), 24, COL_MUTED,
                (SDL_Rect){220, 220, 840, 50}, ALIGN_CENTER, TEXT_WRAP);
    text_field_draw(g, (SDL_Rect){APP_W / 2 - 260, 290, 520, 72}, FONT_MONO, code_typed, 36,
                    app_blink_on(app));
    if (code_error[0])
        gfx_text_in(g, FONT_BOLD, code_error, 22, COL_VERMILLION, (SDL_Rect){240, 376, 800, 110}, ALIGN_LEFT,
                    TEXT_WRAP | TEXT_TOP);
    else
        gfx_text_in(g, FONT_BOLD, _("Capitals or small letters, with or without dashes: both work."), 20, COL_MUTED,
                    (SDL_Rect){240, 380, 800, 40}, ALIGN_CENTER, 0);
    buttons_draw(&code_buttons, g, app->mouse_x, app->mouse_y);
    draw_notice(app);
}

static void code_state(App *app, LpBuf *o)
{
    (void)app;
    lp_buf_puts(o, ",\"code\":{\"typed\":");
    lp_buf_json_string(o, code_typed);
    lp_buf_puts(o, ",\"error\":");
    lp_buf_json_string(o, code_error);
    lp_buf_puts(o, "}");
}

static int code_still_for(App *app) { return app_still_blink(app); } /* the caret */

/* The code is typed here: M is a letter, not the mute key. */
static int code_typing(App *app)
{
    (void)app;
    return 1;
}

const Screen screen_code = {"code", code_enter, code_event, code_update, code_draw, code_leave, code_state, NULL,
                            code_still_for, code_typing};
