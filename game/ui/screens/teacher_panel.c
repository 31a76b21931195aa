/* teacher_panel.c - the teacher PIN panel over the settings screen (teacher_panel.h). Five wrong
 * PINs in a row make it wait a minute before the next, so that trying every PIN takes days. */
#include "ui/screens/teacher_panel.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"

#include "ui/widgets/widgets.h"

typedef enum PanelMode { PANEL_CLOSED = 0, PANEL_NEW, PANEL_CONFIRM, PANEL_PIN, PANEL_MENU } PanelMode;

#define WRONG_BEFORE_WAIT 5
#define WAIT_TICKS (60 * APP_TICK_HZ)

/* The panel: shorter for the menu, which has no PIN box. */
static SDL_Rect panel_rect(void);

static PanelMode mode;
static ButtonList buttons;
static int b_ok, b_cancel, b_progress, b_remove;
static char typed[LP_PIN_MAX + 1];
static char first[LP_PIN_MAX + 1]; /* a new PIN, typed the first time */
static char error[400];
static int wrong;            /* wrong PINs in a row */
static uint64_t wait_until;  /* no PIN is checked before this tick */

static SDL_Rect panel_rect(void) { return mode == PANEL_MENU ? (SDL_Rect){330, 170, 620, 320} : (SDL_Rect){330, 170, 620, 400}; }

int teacher_locked(const App *app)
{
    return app->settings.teacher_pin[0] && !app->teacher_unlocked && !app->opts.config;
}

static void set_mode(PanelMode m)
{
    mode = m;
    typed[0] = '\0';
    buttons_init(&buttons, 0);
    b_ok = b_cancel = b_progress = b_remove = -1;
    if (m == PANEL_MENU) {
        /* TRANSLATORS: a button on the teacher's panel: every pupil's progress on this computer */
        b_progress = buttons_add(&buttons, (SDL_Rect){370, 300, 540, 72}, N_("Class progress"), TEX_ICON_TROPHY, BUTTON_GREEN);
        /* TRANSLATORS: a button on the teacher's panel: no PIN any more, the class settings open to all */
        b_remove = buttons_add(&buttons, (SDL_Rect){370, 390, 260, 72}, N_("Remove PIN"), -1, BUTTON_ORANGE);
        /* TRANSLATORS: a button that closes the teacher's panel */
        b_cancel = buttons_add(&buttons, (SDL_Rect){650, 390, 260, 72}, N_("Done"), TEX_ICON_BACK, BUTTON_BLUE);
    } else if (m != PANEL_CLOSED) {
        /* TRANSLATORS: a button that takes the PIN typed */
        b_ok = buttons_add(&buttons, (SDL_Rect){370, 470, 260, 72}, N_("OK"), TEX_ICON_LOCK, BUTTON_GREEN);
        b_cancel = buttons_add(&buttons, (SDL_Rect){650, 470, 260, 72}, N_("Cancel"), TEX_ICON_BACK, BUTTON_BLUE);
    }
    buttons.focus = 0;
    buttons.show_focus = 1;
}

void teacher_panel_open(App *app)
{
    error[0] = '\0';
    set_mode(!app->settings.teacher_pin[0] ? PANEL_NEW : teacher_locked(app) ? PANEL_PIN : PANEL_MENU);
}

int teacher_panel_is_open(void) { return mode != PANEL_CLOSED; }

const char *teacher_panel_mode(void)
{
    static const char *const names[] = {"", "new", "confirm", "pin", "menu"};
    return names[mode];
}

const char *teacher_panel_error(void) { return error; }

static void save(App *app)
{
    app_save_settings(app);
}

static void submit(App *app)
{
    if (mode == PANEL_PIN && app->ticks < wait_until) {
        /* TRANSLATORS: after five wrong teacher PINs */
        snprintf(error, sizeof error, "%s", _("Too many wrong PINs: wait a minute, then try again."));
        typed[0] = '\0';
        return;
    }
    if (!lp_pin_format_ok(typed)) {
        /* TRANSLATORS: %d and %d: the shortest and longest PIN */
        snprintf(error, sizeof error, _("A teacher PIN is %d to %d digits."), LP_PIN_MIN, LP_PIN_MAX);
        typed[0] = '\0';
        return;
    }
    error[0] = '\0';
    if (mode == PANEL_NEW) {
        memcpy(first, typed, sizeof first);
        set_mode(PANEL_CONFIRM);
        return;
    } else if (mode == PANEL_CONFIRM) {
        if (strcmp(first, typed) != 0) {
            /* TRANSLATORS: a new teacher PIN typed twice, differently */
            snprintf(error, sizeof error, "%s", _("The two PINs were not the same. Choose a PIN again."));
            set_mode(PANEL_NEW);
            return;
        }
        LpDiag d = {0};
        if (!lp_pin_hash(typed, app->settings.teacher_pin, sizeof app->settings.teacher_pin, &d)) {
            snprintf(error, sizeof error, "%s", d.message);
            app->settings.teacher_pin[0] = '\0';
            set_mode(PANEL_NEW);
            return;
        }
        app->teacher_unlocked = 1; /* the teacher is here: the settings stay open until the menu */
        save(app);
        set_mode(PANEL_MENU);
    } else if (mode == PANEL_PIN) {
        if (!lp_pin_check(typed, app->settings.teacher_pin)) {
            wrong++;
            if (wrong >= WRONG_BEFORE_WAIT) {
                wrong = 0;
                wait_until = app->ticks + WAIT_TICKS;
            }
            /* TRANSLATORS: the teacher PIN typed was wrong */
            snprintf(error, sizeof error, "%s", _("That is not the teacher PIN."));
            typed[0] = '\0';
            return;
        }
        wrong = 0;
        app->teacher_unlocked = 1;
        set_mode(PANEL_MENU);
    }
    memset(first, 0, sizeof first);
}

void teacher_panel_event(App *app, const SDL_Event *ev)
{
    int typing = mode == PANEL_NEW || mode == PANEL_CONFIRM || mode == PANEL_PIN;
    if (ev->type == SDL_TEXTINPUT) {
        for (const char *c = ev->text.text; typing && *c; c++) {
            size_t n = strlen(typed);
            if (*c >= '0' && *c <= '9' && n < LP_PIN_MAX) {
                typed[n] = *c;
                typed[n + 1] = '\0';
            }
        }
        return;
    }
    if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_ESCAPE) {
            set_mode(PANEL_CLOSED);
            return;
        }
        if (typing && k == SDLK_BACKSPACE) {
            size_t n = strlen(typed);
            if (n) typed[n - 1] = '\0';
            return;
        }
        if (typing && (k == SDLK_RETURN || k == SDLK_KP_ENTER)) {
            submit(app);
            return;
        }
    }
    int hit = buttons_event(&buttons, ev);
    if (hit < 0) {
        if (ev->type == SDL_MOUSEBUTTONUP) { /* a click outside the panel closes it, as Cancel does */
            SDL_Point p = {ev->button.x, ev->button.y};
            SDL_Rect r = panel_rect();
            if (!SDL_PointInRect(&p, &r)) set_mode(PANEL_CLOSED);
        }
        return;
    }
    if (hit == b_cancel) {
        set_mode(PANEL_CLOSED);
    } else if (hit == b_ok) {
        submit(app);
    } else if (hit == b_progress) {
        set_mode(PANEL_CLOSED);
        app_go(app, SCREEN_CLASS);
    } else if (hit == b_remove) {
        app->settings.teacher_pin[0] = '\0';
        save(app);
        set_mode(PANEL_CLOSED);
    }
}

void teacher_panel_draw(App *app)
{
    if (mode == PANEL_CLOSED) return;
    Gfx *g = &app->gfx;
    gfx_fill(g, (SDL_Rect){0, 0, APP_W, APP_H}, (SDL_Color){20, 30, 50, 110});
    gfx_cover(g, (SDL_Rect){0, 0, APP_W, APP_H});
    SDL_Rect pr = panel_rect();
    gfx_panel(g, pr);
    SDL_Rect head = {pr.x + 30, pr.y + 20, pr.w - 60, 110};
    const char *say = "";
    /* TRANSLATORS: the teacher's panel, when no PIN is set yet */
    if (mode == PANEL_NEW) say = _("Choose a teacher PIN (4 to 8 digits). With it, pupils cannot change the class settings.");
    /* TRANSLATORS: the teacher's panel: the new PIN a second time */
    else if (mode == PANEL_CONFIRM) say = _("Type the same PIN once more.");
    /* TRANSLATORS: the teacher's panel, when the class settings are locked */
    else if (mode == PANEL_PIN) say = _("The class settings are locked. Teacher PIN:");
    /* TRANSLATORS: the teacher's panel, after the right PIN */
    else say = _("Class settings open until you go back to the menu.");
    gfx_text_in(g, FONT_BOLD, say, 28, COL_INK, head, ALIGN_CENTER, TEXT_WRAP);
    if (mode != PANEL_MENU) {
        SDL_Rect box = {470, 310, 340, 72};
        gfx_round_rect(g, box, 14, COL_PANEL_EDGE);
        gfx_round_rect(g, (SDL_Rect){box.x + 3, box.y + 3, box.w - 6, box.h - 6}, 12, COL_WHITE);
        size_t n = strlen(typed);
        for (size_t i = 0; i < n; i++) /* one dot a digit: never the digits themselves */
            gfx_round_rect(g, (SDL_Rect){box.x + 24 + (int)i * 38, box.y + 24, 24, 24}, 12, COL_INK);
        if (app_blink_on(app)) gfx_fill(g, (SDL_Rect){box.x + 24 + (int)n * 38, box.y + 14, 4, 44}, COL_INK);
    }
    if (error[0])
        gfx_text_in(g, FONT_BOLD, error, 20, COL_VERMILLION,
                    (SDL_Rect){370, mode == PANEL_MENU ? 236 : 392, 540, 70}, ALIGN_CENTER, TEXT_WRAP | TEXT_TOP);
    buttons_draw(&buttons, g, app->mouse_x, app->mouse_y);
}
