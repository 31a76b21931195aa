/* screen_profiles.c - "Who is playing?": pick a saved pupil or type a new name.
 * Typing always goes to the name box; Up/Down/Tab choose a pupil; Enter starts. Each pupil's
 * "..." button (or F2 on the chosen pupil, or a right-click) opens pupil_panel.c: Rename, Remove. */
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"

#include "ui/shell/app.h"
#include "ui/screens/chrome.h"
#include "ui/screens/pupil_panel.h"
#include "ui/widgets/widgets.h"

#define PROFILES_SHOWN 8

static ButtonList pro_buttons; /* the pupils, then "Start" */
static char pro_names[PROFILES_SHOWN][LP_NAME_MAX];
static int pro_count;
static int pro_start;          /* index of the Start button */
static char pro_typed[LP_NAME_MAX];
static char pro_error[640];

/* The "..." button beside pupil i, which opens their panel. */
static SDL_Rect manage_rect(int i)
{
    SDL_Rect r = pro_buttons.items[i].rect;
    return (SDL_Rect){r.x + r.w + 10, r.y + 5, 58, r.h - 10};
}

static void profiles_enter(App *app)
{
    pro_count = lp_profile_list(app->saves_dir, pro_names, PROFILES_SHOWN);
    buttons_init(&pro_buttons, 1);
    for (int i = 0; i < pro_count; i++) {
        int col = i % 2, row = i / 2;
        int b = buttons_add(&pro_buttons, (SDL_Rect){224 + col * 426, 200 + row * 86, 338, 72},
                            /* a long name takes the icon's room too (the "..." button took some) */
                            pro_names[i], strlen(pro_names[i]) > 20 ? -1 : TEX_ICON_PUPIL, BUTTON_BLUE);
        pro_buttons.items[b].text_px = 28;
        pro_buttons.items[b].verbatim = 1; /* a name, not a word to translate */
    }
    /* TRANSLATORS: a button that starts playing as the name typed */
    pro_start = buttons_add(&pro_buttons, (SDL_Rect){790, 580, 240, 76}, N_("Start"), TEX_ICON_PLAY, BUTTON_GREEN);
    pro_buttons.focus = pro_count > 0 ? 0 : pro_start;
    pro_typed[0] = '\0';
    pro_error[0] = '\0';
    SDL_StartTextInput();
}

static void profiles_leave(App *app)
{
    (void)app;
    SDL_StopTextInput();
}

static void choose(App *app, const char *typed)
{
    char name[LP_NAME_MAX];
    if (!lp_profile_name_from_typed(typed, name, pro_error, sizeof pro_error)) return;
    app->notice[0] = '\0';
    if (!app_open_profile(app, name, pro_error, sizeof pro_error)) return; /* playing elsewhere: said so */
    app_go(app, app_first_screen(app));
}

static void profiles_event(App *app, const SDL_Event *ev)
{
    if (pupil_panel_is_open()) {
        if (pupil_panel_event(app, ev)) {
            char typed[LP_NAME_MAX];
            memcpy(typed, pro_typed, sizeof typed);
            profiles_enter(app); /* the pupils changed: list them again */
            memcpy(pro_typed, typed, sizeof typed);
        }
        return;
    }
    if (ev->type == SDL_MOUSEBUTTONUP) {
        SDL_Point p = {ev->button.x, ev->button.y};
        for (int i = 0; i < pro_count; i++) {
            SDL_Rect r = manage_rect(i);
            if ((ev->button.button == SDL_BUTTON_LEFT && SDL_PointInRect(&p, &r)) ||
                (ev->button.button == SDL_BUTTON_RIGHT && SDL_PointInRect(&p, &pro_buttons.items[i].rect))) {
                pro_buttons.pressed = -1;
                pupil_panel_open(pro_names[i]);
                return;
            }
        }
    }
    if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_F2 && pro_buttons.focus >= 0 &&
        pro_buttons.focus < pro_count) {
        pupil_panel_open(pro_names[pro_buttons.focus]);
        return;
    }
    if (ev->type == SDL_TEXTINPUT) {
        size_t n = strlen(pro_typed), add = strlen(ev->text.text);
        if (n + add < sizeof pro_typed) memcpy(pro_typed + n, ev->text.text, add + 1);
        pro_error[0] = '\0';
        return;
    }
    if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_BACKSPACE) {
            size_t n = strlen(pro_typed);
            while (n > 0 && (pro_typed[n - 1] & 0xC0) == 0x80) n--; /* whole UTF-8 characters */
            if (n > 0) n--;
            pro_typed[n] = '\0';
            return;
        }
        if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && pro_typed[0]) {
            choose(app, pro_typed);
            return;
        }
        /* Enter with no name typed and no ring on a name picked the first pupil on the list, unseen:
         * another child played as them. It says what to do and shows the ring (arrows move it,
         * the next Enter picks the name in it). */
        if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && !pro_buttons.show_focus) {
            snprintf(pro_error, sizeof pro_error, "%s", _("Type your name first, or pick it above."));
            pro_buttons.show_focus = 1;
            return;
        }
        if (k == SDLK_ESCAPE) {
            /* a name being typed is cleared first, as a text box does (a pupil undoing a typo
             * must not close the game); then back to the menu, or, before anyone plays, quit */
            if (pro_typed[0]) {
                pro_typed[0] = '\0';
                pro_error[0] = '\0';
            } else if (app->has_profile) {
                app_go(app, SCREEN_MENU);
            } else {
                app->quit = 1;
            }
            return;
        }
        if (k == SDLK_SPACE) return; /* a space belongs to the typed name */
    }
    int hit = buttons_event(&pro_buttons, ev);
    if (hit == pro_start) {
        if (pro_typed[0]) choose(app, pro_typed);
        else snprintf(pro_error, sizeof pro_error, "%s", _("Type your name first, or pick it above."));
    } else if (hit >= 0) {
        choose(app, pro_names[hit]);
    }
}

static void profiles_update(App *app) { (void)app; }

static void profiles_draw(App *app)
{
    Gfx *g = &app->gfx;
    draw_backdrop(app);
    gfx_panel(g, (SDL_Rect){200, 40, 880, 640});
    gfx_text_in(g, FONT_BOLD, _("Who is playing?"), 52, COL_INK, (SDL_Rect){220, 56, 840, 70}, ALIGN_CENTER, 0);
    const char *notice = app_notice_text(app);
    if (notice[0]) {
        /* a notice (a pupil playing elsewhere, the class settings' warning) in the subtitle's
         * place, under the title rather than over it */
        int h = gfx_text_wrap_height(g, notice, 18, 780) + 16;
        SDL_Rect r = {240, 128, 800, h > 70 ? 70 : h};
        gfx_round_rect(g, r, 12, (SDL_Color){255, 255, 255, 220});
        gfx_text_in(g, FONT_BOLD, notice, 18, COL_VERMILLION, (SDL_Rect){r.x + 10, r.y + 6, 780, r.h - 10}, ALIGN_LEFT,
                    TEXT_WRAP | TEXT_TOP);
    } else {
        gfx_text_in(g, FONT_BOLD, pro_count ? _("Pick your name, or type a new one below.") : _("Type your name to start."), 24,
                    COL_MUTED, (SDL_Rect){220, 128, 840, 40}, ALIGN_CENTER, 0);
    }
    /* TRANSLATORS: beside the box where a new pupil types their name */
    gfx_text_in(g, FONT_BOLD, _("New pupil:"), 30, COL_INK, (SDL_Rect){230, 584, 192, 64}, ALIGN_LEFT, 0);
    text_field_draw(g, (SDL_Rect){430, 584, 340, 64}, FONT_BOLD, pro_typed, 30,
                    app_blink_on(app) && !pupil_panel_is_open());
    if (pro_error[0]) {
        int h = gfx_text_wrap_height(g, pro_error, 22, 780);
        if (h > 80) h = 80;
        gfx_text_in(g, FONT_BOLD, pro_error, 22, COL_VERMILLION, (SDL_Rect){250, 570 - h, 780, h}, ALIGN_LEFT, TEXT_WRAP);
    }
    /* the very first time, no pupil yet: the game's own name where the pupils will be */
    if (pro_count == 0) gfx_sprite(g, TEX_LOGO, (SDL_Rect){APP_W / 2 - 288, 282, 576, 180});
    buttons_draw(&pro_buttons, g, app->mouse_x, app->mouse_y);
    for (int i = 0; i < pro_count; i++) {
        SDL_Rect r = manage_rect(i);
        SDL_Point m = {app->mouse_x, app->mouse_y};
        gfx_round_rect(g, r, 14, COL_PANEL_EDGE);
        gfx_round_rect(g, (SDL_Rect){r.x + 3, r.y + 3, r.w - 6, r.h - 6}, 12,
                       SDL_PointInRect(&m, &r) ? COL_SKY : COL_WHITE);
        for (int d = -1; d <= 1; d++) /* three dots: "more for this pupil" */
            gfx_round_rect(g, (SDL_Rect){r.x + r.w / 2 - 4 + d * 14, r.y + r.h / 2 - 4, 8, 8}, 4, COL_INK);
        char name[LP_NAME_MAX + 16];
        snprintf(name, sizeof name, "... %s", pro_names[i]); /* its name in --state, for tests */
        gfx_clickable(g, r, name);
    }
    pupil_panel_draw(app);
}

static void profiles_state(App *app, LpBuf *o)
{
    (void)app;
    lp_buf_puts(o, ",\"profiles_typed\":");
    lp_buf_json_string(o, pro_typed);
    lp_buf_puts(o, ",\"profiles_error\":");
    lp_buf_json_string(o, pro_error);
    lp_buf_puts(o, ",\"pupil_panel\":");
    lp_buf_json_string(o, pupil_panel_mode());
    lp_buf_puts(o, ",\"pupil_panel_error\":");
    lp_buf_json_string(o, pupil_panel_error());
}

static int profiles_still_for(App *app) { return app_still_blink(app); } /* the caret */

/* A name is typed here: M is a letter, not the mute key. */
static int profiles_typing(App *app)
{
    (void)app;
    return 1;
}

const Screen screen_profiles = {"profiles", profiles_enter, profiles_event, profiles_update, profiles_draw,
                                profiles_leave,     profiles_state, NULL,            profiles_still_for, profiles_typing};
