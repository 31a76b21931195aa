/* pupil_panel.c - the pupil screen's panel for one pupil (pupil_panel.h): Rename and Remove,
 * the latter asked again. The files are core/save_manage.c's business; a pupil this window has
 * open is saved and let go first, and opened again under the new name after a rename. */
#include "ui/screens/pupil_panel.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"

#include "ui/widgets/widgets.h"

typedef enum PanelMode { PANEL_CLOSED = 0, PANEL_MENU, PANEL_RENAME, PANEL_REMOVE } PanelMode;

static const SDL_Rect panel_rect = {330, 190, 620, 360};

static PanelMode mode;
static ButtonList buttons;
static int b_rename, b_remove, b_ok, b_cancel;
static char who[LP_NAME_MAX];
static char typed[LP_NAME_MAX];
static char error[640];

static void set_mode(PanelMode m)
{
    mode = m;
    error[0] = '\0';
    buttons_init(&buttons, 0);
    b_rename = b_remove = b_ok = b_cancel = -1;
    SDL_Rect left = {370, 448, 260, 72}, right = {650, 448, 260, 72};
    if (m == PANEL_MENU) {
        /* TRANSLATORS: a button: give a pupil another name */
        b_rename = buttons_add(&buttons, (SDL_Rect){370, 290, 260, 72}, N_("Rename"), TEX_ICON_PUPIL, BUTTON_BLUE);
        /* TRANSLATORS: a button: take a pupil off the list (their files are kept) */
        b_remove = buttons_add(&buttons, (SDL_Rect){650, 290, 260, 72}, N_("Remove"), -1, BUTTON_ORANGE);
        /* TRANSLATORS: a button that closes a panel without changing anything */
        b_cancel = buttons_add(&buttons, (SDL_Rect){510, 448, 260, 72}, N_("Cancel"), TEX_ICON_BACK, BUTTON_BLUE);
    } else if (m == PANEL_RENAME) {
        b_ok = buttons_add(&buttons, left, N_("Rename"), TEX_ICON_PUPIL, BUTTON_GREEN);
        b_cancel = buttons_add(&buttons, right, N_("Cancel"), TEX_ICON_BACK, BUTTON_BLUE);
        snprintf(typed, sizeof typed, "%s", who);
    } else if (m == PANEL_REMOVE) {
        b_ok = buttons_add(&buttons, left, N_("Remove"), -1, BUTTON_ORANGE);
        b_cancel = buttons_add(&buttons, right, N_("Cancel"), TEX_ICON_BACK, BUTTON_BLUE);
    }
    /* Removing is never the key a child presses by chance: Cancel has the focus there. */
    buttons.focus = m == PANEL_REMOVE ? b_cancel : 0;
    buttons.show_focus = 1;
}

void pupil_panel_open(const char *name)
{
    snprintf(who, sizeof who, "%s", name);
    set_mode(PANEL_MENU);
}

int pupil_panel_is_open(void) { return mode != PANEL_CLOSED; }

const char *pupil_panel_mode(void)
{
    static const char *const names[] = {"", "menu", "rename", "remove"};
    return names[mode];
}

const char *pupil_panel_error(void) { return error; }

/* 1 when this window has the pupil called name open. */
static int is_current(App *app, const char *name)
{
    if (!app->has_profile || app->player) return 0;
    char a[LP_NAME_MAX + 16], b[LP_NAME_MAX + 16];
    lp_profile_file_name(app->profile.name, a, sizeof a);
    lp_profile_file_name(name, b, sizeof b);
    return strcmp(a, b) == 0;
}

/* The pupil this window plays is saved and let go, so their lock is free to change the files. */
static void let_go(App *app)
{
    app_save_profile(app);
    lp_profile_close(&app->profile_lock);
    app->has_profile = 0;
}

static void say_problem(const LpDiag *d)
{
    char detail[700];
    lp_diag_format(d, detail, sizeof detail);
    fprintf(stderr, "loopling: %s\n", detail);
    snprintf(error, sizeof error, "%s", d->message);
}

static int do_rename(App *app)
{
    char name[LP_NAME_MAX];
    if (!lp_profile_name_from_typed(typed, name, error, sizeof error)) return 0;
    if (!strcmp(name, who)) { /* nothing to change */
        mode = PANEL_CLOSED;
        return 0;
    }
    int current = is_current(app, who);
    if (current) let_go(app);
    LpDiag d = {0};
    int ok = lp_profile_rename(app->saves_dir, who, name, &d);
    char why[640] = "";
    if (current) app_open_profile(app, ok ? name : who, why, sizeof why);
    if (!ok) {
        say_problem(&d);
        return 0;
    }
    mode = PANEL_CLOSED;
    return 1;
}

static int do_remove(App *app)
{
    int current = is_current(app, who);
    if (current) let_go(app);
    LpDiag d = {0};
    if (!lp_profile_remove(app->saves_dir, who, &d)) {
        char why[640] = "";
        if (current) app_open_profile(app, who, why, sizeof why);
        say_problem(&d);
        return 0;
    }
    mode = PANEL_CLOSED;
    return 1;
}

int pupil_panel_event(App *app, const SDL_Event *ev)
{
    if (ev->type == SDL_TEXTINPUT) {
        if (mode != PANEL_RENAME) return 0;
        size_t n = strlen(typed), add = strlen(ev->text.text);
        if (n + add < sizeof typed) memcpy(typed + n, ev->text.text, add + 1);
        error[0] = '\0';
        return 0;
    }
    if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_ESCAPE) {
            mode = mode == PANEL_MENU ? PANEL_CLOSED : PANEL_MENU;
            if (mode == PANEL_MENU) set_mode(PANEL_MENU);
            return 0;
        }
        if (mode == PANEL_RENAME) {
            if (k == SDLK_BACKSPACE) {
                size_t n = strlen(typed);
                while (n > 0 && (typed[n - 1] & 0xC0) == 0x80) n--; /* whole UTF-8 characters */
                if (n > 0) n--;
                typed[n] = '\0';
                return 0;
            }
            if (k == SDLK_RETURN || k == SDLK_KP_ENTER) return do_rename(app);
            if (k == SDLK_SPACE) return 0; /* a space belongs to the name */
        }
    }
    int hit = buttons_event(&buttons, ev);
    if (hit < 0) {
        /* a click outside the panel closes it, as Cancel does */
        if (ev->type == SDL_MOUSEBUTTONUP) {
            SDL_Point p = {ev->button.x, ev->button.y};
            if (!SDL_PointInRect(&p, &panel_rect)) mode = PANEL_CLOSED;
        }
        return 0;
    }
    if (hit == b_cancel) {
        mode = PANEL_CLOSED;
    } else if (hit == b_rename) {
        set_mode(PANEL_RENAME);
    } else if (hit == b_remove) {
        set_mode(PANEL_REMOVE);
    } else if (hit == b_ok) {
        return mode == PANEL_RENAME ? do_rename(app) : do_remove(app);
    }
    return 0;
}

void pupil_panel_draw(App *app)
{
    if (mode == PANEL_CLOSED) return;
    Gfx *g = &app->gfx;
    gfx_fill(g, (SDL_Rect){0, 0, 1280, 720}, (SDL_Color){20, 30, 50, 110});
    gfx_cover(g, (SDL_Rect){0, 0, 1280, 720});
    gfx_panel(g, panel_rect);
    SDL_Rect inner = {panel_rect.x + 30, panel_rect.y + 20, panel_rect.w - 60, 60};
    char line[300], name[LP_NAME_MAX + 8] = "";
    /* in a sentence (rename, remove), a long name gives way (with "...") so it still wraps in its box */
    if (mode != PANEL_MENU) gfx_text_shorten(g, FONT_BOLD, who, 20, inner.w / 2, 0, name, sizeof name);
    if (mode == PANEL_MENU) {
        gfx_text_in(g, FONT_BOLD, who, 40, COL_INK, inner, ALIGN_CENTER, TEXT_SHORTEN);
    } else if (mode == PANEL_RENAME) {
        /* TRANSLATORS: %s is a pupil's name; a box for the new name follows */
        snprintf(line, sizeof line, _("A new name for %s:"), name);
        gfx_text_in(g, FONT_BOLD, line, 30, COL_INK, (SDL_Rect){inner.x, inner.y - 6, inner.w, 72}, ALIGN_LEFT,
                    TEXT_WRAP); /* a long name takes two lines */
        text_field_draw(g, (SDL_Rect){370, 290, 540, 64}, FONT_BOLD, typed, 30, app_blink_on(app));
    } else {
        /* TRANSLATORS: %s is a pupil's name; saves/removed is a folder's name: keep it as it is */
        snprintf(line, sizeof line, _("Remove %s? Their progress is kept in saves/removed."), name);
        gfx_text_in(g, FONT_BOLD, line, 30, COL_INK, (SDL_Rect){inner.x, inner.y, inner.w, 150}, ALIGN_CENTER,
                    TEXT_WRAP);
    }
    if (error[0])
        gfx_text_in(g, FONT_BOLD, error, 20, COL_VERMILLION, (SDL_Rect){370, 366, 540, 72}, ALIGN_LEFT,
                    TEXT_WRAP | TEXT_TOP);
    buttons_draw(&buttons, g, app->mouse_x, app->mouse_y);
}
