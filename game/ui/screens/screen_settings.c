/* screen_settings.c - fullscreen, text size, animation speed and the class settings (a teacher's
 * file from scripts/difficulty/, core/config.h); saved at once, the class settings applied at
 * once. Enter/Space or a click changes a setting; Left/Right too; Escape goes back.
 * A --config file given on the command line wins for the run and is shown as such. */
#include <stdio.h>
#include <string.h>

#include "ui/shell/app.h"
#include "ui/screens/chrome.h"
#include "ui/widgets/widgets.h"

enum { SET_FULLSCREEN, SET_TEXT, SET_SPEED, SET_CLASS, SET_BACK };

#define CLASS_FILES_MAX 24

static ButtonList set_buttons;
static const char *const text_names[3] = {"Small", "Medium", "Large"};
static const char *const speed_names[3] = {"Slow", "Normal", "Fast"};
/* The class settings to pick from: [0] "" (the game's defaults), then the .lua files of scripts/difficulty/.
 */
static char class_files[CLASS_FILES_MAX + 1][LP_CONFIG_NAME];
static int class_count;
static char class_about[200]; /* the chosen file's own first line, "" for none */

/* The index of the saved choice in class_files, or -1 when it is not there any more. */
static int class_index(const App *app)
{
    for (int i = 0; i < class_count; i++)
        if (!strcmp(class_files[i], app->settings.class_config)) return i;
    return -1;
}

/* A settings file's first comment line without its name: "-- gentle_class.lua - an example: ..." */
static void read_about(const App *app, const char *name)
{
    class_about[0] = '\0';
    if (!name[0]) {
        snprintf(class_about, sizeof class_about,
                 "Every mode open, every lesson, puzzles at the game's own pace.");
        return;
    }
    char rel[128], path[1200], line[256] = "";
    snprintf(rel, sizeof rel, "scripts/difficulty/%s", name);
    app_data_path(app, rel, path, sizeof path);
    FILE *f = fopen(path, "rb");
    if (!f) return;
    if (!fgets(line, sizeof line, f)) line[0] = '\0';
    fclose(f);
    line[strcspn(line, "\r\n")] = '\0';
    if (strncmp(line, "--", 2) != 0) return;
    const char *p = line + 2;
    while (*p == ' ' || *p == '-')
        p++;
    const char *dash = strstr(p, " - ");
    if (dash && !strncmp(p, name, strlen(name))) p = dash + 3;
    snprintf(class_about, sizeof class_about, "%s", p);
    if (class_about[0] >= 'a' && class_about[0] <= 'z') class_about[0] = (char)(class_about[0] - 'a' + 'A');
}

static void relabel(App *app)
{
    snprintf(set_buttons.items[SET_FULLSCREEN].label, sizeof set_buttons.items[0].label, "%s",
             app->settings.fullscreen ? "On" : "Off");
    snprintf(set_buttons.items[SET_TEXT].label, sizeof set_buttons.items[0].label, "%s",
             text_names[app->settings.text_size]);
    snprintf(set_buttons.items[SET_SPEED].label, sizeof set_buttons.items[0].label, "%s",
             speed_names[app->settings.anim_speed]);
    const char *name = app->settings.class_config;
    if (app->opts.config) {
        /* --config holds this run: shown, not changed here */
        const char *slash = strrchr(app->opts.config, '/');
        snprintf(set_buttons.items[SET_CLASS].label, sizeof set_buttons.items[0].label, "%s",
                 slash ? slash + 1 : app->opts.config);
        set_buttons.items[SET_CLASS].enabled = 0;
        class_about[0] = '\0';
        return;
    }
    snprintf(set_buttons.items[SET_CLASS].label, sizeof set_buttons.items[0].label, "%s",
             name[0] ? name : "Game defaults");
    read_about(app, name);
}

static void settings_enter(App *app)
{
    class_count = 0;
    class_files[class_count++][0] = '\0';
    char paths[CLASS_FILES_MAX][256];
    int n = app_list_files(app, "scripts/difficulty", ".lua", paths, CLASS_FILES_MAX);
    for (int i = 0; i < n; i++) {
        const char *slash = strrchr(paths[i], '/');
        const char *base = slash ? slash + 1 : paths[i];
        if (strlen(base) < LP_CONFIG_NAME) snprintf(class_files[class_count++], LP_CONFIG_NAME, "%s", base);
    }
    buttons_init(&set_buttons, 1);
    int x = 720, w = 300, h = 66;
    buttons_add(&set_buttons, (SDL_Rect){x, 146, w, h}, "", -1, BUTTON_BLUE);
    buttons_add(&set_buttons, (SDL_Rect){x, 226, w, h}, "", -1, BUTTON_BLUE);
    buttons_add(&set_buttons, (SDL_Rect){x, 306, w, h}, "", TEX_ICON_SPEED, BUTTON_BLUE);
    buttons_add(&set_buttons, (SDL_Rect){620, 424, 400, h}, "", -1, BUTTON_BLUE);
    buttons_add(&set_buttons, (SDL_Rect){APP_W / 2 - 150, 614, 300, 72}, "Back", TEX_ICON_BACK,
                BUTTON_ORANGE);
    for (int i = SET_FULLSCREEN; i <= SET_CLASS; i++)
        set_buttons.items[i].text_px = 28;
    relabel(app);
}

static void change_class(App *app, int delta)
{
    int i = class_index(app);
    if (i < 0)
        i = 0;
    else
        i = (i + class_count + delta) % class_count;
    snprintf(app->settings.class_config, sizeof app->settings.class_config, "%s", class_files[i]);
    app->notice[0] = '\0';
    app_apply_config(app); /* at once */
}

static void change(App *app, int which, int delta)
{
    if (which == SET_FULLSCREEN) app_set_fullscreen(app, !app->settings.fullscreen);
    if (which == SET_TEXT) app->settings.text_size = (TextSize)((app->settings.text_size + 3 + delta) % 3);
    if (which == SET_SPEED)
        app->settings.anim_speed = (AnimSpeed)((app->settings.anim_speed + 3 + delta) % 3);
    if (which == SET_CLASS && app->opts.config) return; /* --config holds this run */
    if (which == SET_CLASS) change_class(app, delta);
    app_save_settings(app);
    relabel(app);
}

static void settings_event(App *app, const SDL_Event *ev)
{
    if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_ESCAPE || k == SDLK_BACKSPACE) {
            app_go(app, SCREEN_MENU);
            return;
        }
        if ((k == SDLK_LEFT || k == SDLK_RIGHT) && set_buttons.focus < SET_BACK) {
            change(app, set_buttons.focus, k == SDLK_LEFT ? -1 : 1);
            set_buttons.show_focus = 1;
            return;
        }
    }
    int hit = buttons_event(&set_buttons, ev);
    /* a click on the class button's "<" end goes back through the files */
    SDL_Rect cb = set_buttons.items[SET_CLASS].rect;
    int back = hit == SET_CLASS && ev->type == SDL_MOUSEBUTTONUP && ev->button.x < cb.x + cb.w / 4;
    if (hit == SET_BACK)
        app_go(app, SCREEN_MENU);
    else if (hit >= 0)
        change(app, hit, back ? -1 : 1);
}

static void settings_update(App *app)
{
    (void)app;
}

/* "Toy Car, May's Journey" */
static void mode_list(const LpConfig *c, char *out, size_t size)
{
    out[0] = '\0';
    for (int i = 0; i < lp_config_mode_count(c); i++) {
        size_t n = strlen(out);
        snprintf(out + n, size - n, "%s%s", i ? ", " : "", lp_mode_title((LpMode)lp_config_mode(c, i)));
    }
}

/* The largest size from px down to 12 at which text wrapped to w is at most h high (at large
 * text sizes the card's last line ran into the Back button). */
static int fit_px(Gfx *g, const char *text, int px, int w, int h)
{
    while (px > 12 && gfx_text_wrap_height(g, text, px, w) > h) px--;
    return px;
}

/* The card under the class settings: what the file is for, what is in force, or why not. */
static void draw_class_card(App *app, SDL_Rect r)
{
    Gfx *g = &app->gfx;
    gfx_round_rect(g, r, 16, (SDL_Color){255, 255, 255, 215});
    int x = r.x + 20, y = r.y + 10, w = r.w - 40, bottom = r.y + r.h - 4;
    char modes[80], line[400];
    mode_list(&app->config, modes, sizeof modes);
    int style = lp_config_hint_style(&app->config);
    if (style == LP_HINT_NONE)
        snprintf(line, sizeof line, "Open: %s.  Hints: none.", modes);
    else
        snprintf(line, sizeof line, "Open: %s.  Hints: %s, after %d tries.", modes,
                 style == LP_HINT_HIGHLIGHT ? "the place is marked" : "in words",
                 lp_config_tries_before_hint(&app->config));
    if (app->opts.config) {
        y += gfx_text_wrap(g, "Chosen on the command line (--config) for this run.", 18, COL_BLUE, x, y, w,
                           ALIGN_LEFT) +
             2;
    } else if (class_about[0]) { /* leaves room for the Open line at 16 px */
        int room = bottom - y - 4 - gfx_text_wrap_height(g, line, 16, w);
        y += gfx_text_wrap(g, class_about, fit_px(g, class_about, 20, w, room), COL_INK, x, y, w, ALIGN_LEFT) + 4;
    }
    if (app->config_warning[0]) {
        gfx_text_wrap(g, app->config_warning, 16, COL_VERMILLION, x, y, w, ALIGN_LEFT);
        return;
    }
    if (!app->opts.config && class_index(app) < 0) {
        gfx_text_wrap(g, "This file is not in scripts/difficulty/ any more: the game's defaults apply.", 18,
                      COL_VERMILLION, x, y, w, ALIGN_LEFT);
        return;
    }
    gfx_text_wrap(g, line, fit_px(g, line, 18, w, bottom - y), COL_MUTED, x, y, w, ALIGN_LEFT);
}

static void settings_draw(App *app)
{
    Gfx *g = &app->gfx;
    draw_backdrop(app);
    gfx_panel(g, (SDL_Rect){190, 24, 900, 676});
    gfx_text_in(g, FONT_BOLD, "Settings", 48, COL_INK, (SDL_Rect){220, 34, 840, 70}, ALIGN_CENTER, 0);
    static const char *const names[4] = {"Full screen", "Text size", "Animation speed", "Class settings"};
    for (int i = 0; i < 4; i++) {
        SDL_Rect r = set_buttons.items[i].rect;
        gfx_text_in(g, FONT_BOLD, names[i], 30, COL_INK, (SDL_Rect){250, r.y, r.x - 262, r.h}, ALIGN_LEFT, 0);
    }
    if (app->problem_detail[0]) {
        /* for the teacher: the last saving problem as the log has it (file and reason) */
        char line[720];
        snprintf(line, sizeof line, "For teachers, the last saving problem: %s", app->problem_detail);
        gfx_text_in(g, FONT_BOLD, line, 15, COL_VERMILLION, (SDL_Rect){260, 370, 760, 38}, ALIGN_LEFT, TEXT_WRAP | TEXT_TOP);
    } else {
        gfx_text_in(g, FONT_BOLD, "Tip: F11 switches full screen anywhere.", 18, COL_MUTED, (SDL_Rect){260, 376, 760, 30},
                    ALIGN_LEFT, 0);
    }
    /* the teacher's part, set apart by a rule */
    gfx_fill(g, (SDL_Rect){240, 410, 800, 2}, COL_PANEL_EDGE);
    gfx_text_in(g, FONT_BOLD, "For teachers: a settings file", 17, COL_MUTED, (SDL_Rect){250, 488, 360, 26}, ALIGN_LEFT, 0);
    buttons_draw(&set_buttons, g, app->mouse_x, app->mouse_y);
    /* the class button cycles both ways: say so on it */
    SDL_Rect cb = set_buttons.items[SET_CLASS].rect;
    if (set_buttons.items[SET_CLASS].enabled) {
        gfx_text(g, "<", 28, COL_WHITE, cb.x + 22, cb.y + 14, ALIGN_CENTER);
        gfx_text(g, ">", 28, COL_WHITE, cb.x + cb.w - 22, cb.y + 14, ALIGN_CENTER);
    }
    draw_class_card(app, (SDL_Rect){240, 516, 800, 90});
}

static void settings_state(App *app, LpBuf *o)
{
    lp_buf_printf(o, ",\"class_choice\":%d,\"class_choices\":[", class_index(app));
    for (int i = 0; i < class_count; i++) {
        lp_buf_puts(o, i ? "," : "");
        lp_buf_json_string(o, class_files[i][0] ? class_files[i] : "Game defaults");
    }
    lp_buf_puts(o, "]");
    static const char *const names[] = {"btn_fullscreen", "btn_text", "btn_speed", "btn_class", "btn_back"};
    for (int i = 0; i <= SET_BACK; i++) {
        SDL_Rect r = set_buttons.items[i].rect;
        lp_buf_printf(o, ",\"%s\":[%d,%d,%d,%d]", names[i], r.x, r.y, r.w, r.h);
    }
}

static int settings_still_for(App *app)
{
    (void)app;
    return -1;
}

const Screen screen_settings = {"settings",    settings_enter, settings_event, settings_update,
                                settings_draw, NULL,           settings_state, NULL, settings_still_for};
