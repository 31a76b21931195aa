/* screen_settings.c - fullscreen, text size, animation speed and language (the left column;
 * core/i18n.h), sound (the right: effects volume, music on or off and its volume, all sound on or
 * off, ui/shell/sound.h) and the class settings (a teacher's file from scripts/difficulty/,
 * core/config.h); saved at once, the class settings applied at once. Enter/Space or a click
 * changes a setting (a volume's left half turns it down); Left/Right too; Escape goes back.
 * A --config file given on the command line wins for the run and is shown as such. */
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"

#include "ui/shell/app.h"
#include "ui/shell/sound.h"
#include "ui/screens/chrome.h"
#include "ui/screens/teacher_panel.h"
#include "ui/widgets/widgets.h"

/* Buttons, in the keyboard's order: the left column, the right, the teacher's, Back. */
enum { SET_FULLSCREEN, SET_TEXT, SET_SPEED, SET_LANGUAGE, SET_SFX, SET_MUSIC, SET_MUSIC_VOLUME, SET_MUTE, SET_CLASS, SET_TEACHER,
       SET_BACK };
#define SET_ROWS SET_CLASS /* the rows of the two columns */

/* The columns' geometry: a row's label and its button (four rows a column). */
#define ROW_Y(i) (118 + 68 * (i))
#define ROW_H 58
static const SDL_Rect column_label[2] = {{120, 0, 245, ROW_H}, {680, 0, 260, ROW_H}};
static const SDL_Rect column_button[2] = {{375, 0, 255, ROW_H}, {950, 0, 220, ROW_H}};

#define CLASS_FILES_MAX 24

static ButtonList set_buttons;
/* English: the buttons' labels (and names in --state "clickables"), drawn translated */
/* TRANSLATORS: text sizes, on a settings button */
static const char *const text_names[3] = {N_("Small"), N_("Medium"), N_("Large")};
/* TRANSLATORS: animation speeds, on a settings button */
static const char *const speed_names[3] = {N_("Slow"), N_("Normal"), N_("Fast")};
/* The class settings to pick from: [0] "" (the game's defaults), then the .lua files of scripts/difficulty/.
 */
static char class_files[CLASS_FILES_MAX + 1][LP_CONFIG_NAME];
static int class_count;
static char class_about[320]; /* the chosen file's own first line, "" for none */

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
        snprintf(class_about, sizeof class_about, "%s",
                 _("Every mode open, every lesson, puzzles at the game's own pace."));
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
             /* TRANSLATORS: full screen is on / off, on a settings button */
             app->settings.fullscreen ? N_("On") : N_("Off"));
    snprintf(set_buttons.items[SET_TEXT].label, sizeof set_buttons.items[0].label, "%s",
             text_names[app->settings.text_size]);
    snprintf(set_buttons.items[SET_SPEED].label, sizeof set_buttons.items[0].label, "%s",
             speed_names[app->settings.anim_speed]);
    /* a language by its own name (as a pupil looks for it); Auto says which one it found */
    Button *lang = &set_buttons.items[SET_LANGUAGE];
    if (app->settings.language >= 0)
        snprintf(lang->label, sizeof lang->label, "%s", lp_lang_name((LpLang)app->settings.language));
    else
        /* TRANSLATORS: the language setting when it follows the computer's; %s is the language found ("Deutsch") */
        snprintf(lang->label, sizeof lang->label, _("Auto (%s)"), lp_lang_name(lp_i18n_get()));
    lang->verbatim = 1;
    const char *name = app->settings.class_config;
    if (app->opts.config) {
        /* --config holds this run: shown, not changed here */
        const char *slash = strrchr(app->opts.config, '/');
        snprintf(set_buttons.items[SET_CLASS].label, sizeof set_buttons.items[0].label, "%s",
                 slash ? slash + 1 : app->opts.config);
        set_buttons.items[SET_CLASS].verbatim = 1; /* a file's name */
        set_buttons.items[SET_CLASS].enabled = 0;
        class_about[0] = '\0';
        return;
    }
    /* a teacher PIN locks the class settings until it is typed (teacher_panel.h) */
    set_buttons.items[SET_CLASS].enabled = !teacher_locked(app);
    /* TRANSLATORS: on the class settings button when no settings file is chosen */
    snprintf(set_buttons.items[SET_CLASS].label, sizeof set_buttons.items[0].label, "%s", name[0] ? name : N_("Game defaults"));
    set_buttons.items[SET_CLASS].verbatim = name[0] != '\0'; /* a file's name as it is */
    read_about(app, name);
}

/* The sound rows' labels (again each tick: the M key may change them on this screen too). */
static void relabel_sound(const App *app)
{
    Button *b = set_buttons.items;
    snprintf(b[SET_SFX].label, sizeof b[0].label, "%d", app->settings.sfx_volume);
    snprintf(b[SET_MUSIC].label, sizeof b[0].label, "%s", app->settings.music ? N_("On") : N_("Off"));
    snprintf(b[SET_MUSIC_VOLUME].label, sizeof b[0].label, "%d", app->settings.music_volume);
    snprintf(b[SET_MUTE].label, sizeof b[0].label, "%s", app->settings.mute ? N_("Off") : N_("On"));
    b[SET_SFX].verbatim = b[SET_MUSIC_VOLUME].verbatim = 1; /* numbers */
    b[SET_MUSIC_VOLUME].enabled = app->settings.music; /* no music, no volume to set */
}

/* The teacher's button: "Set a teacher PIN" while there is none, else "Teacher". */
static void relabel_teacher(const App *app)
{
    Button *b = &set_buttons.items[SET_TEACHER];
    /* TRANSLATORS: a settings button: a teacher chooses a PIN that locks the class settings */
    snprintf(b->label, sizeof b->label, "%s", app->settings.teacher_pin[0] ? N_("Teacher") : N_("Set a teacher PIN"));
    b->hidden = app->opts.config != NULL; /* --config holds this run */
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
    set_buttons.keys_need_ring = BUTTONS_KEYS_SHOW_RING;
    const char *unset = ""; /* labelled by relabel(): no words for translators here */
    for (int i = 0; i < SET_ROWS; i++) {
        int column = i >= SET_SFX, row = column ? i - SET_SFX : i;
        SDL_Rect r = column_button[column];
        r.y = ROW_Y(row);
        buttons_add(&set_buttons, r, unset, i == SET_SPEED ? TEX_ICON_SPEED : -1, BUTTON_BLUE);
    }
    buttons_add(&set_buttons, (SDL_Rect){400, 444, 420, ROW_H}, unset, -1, BUTTON_BLUE);
    /* the teacher's button: set the PIN, or type it; labelled by relabel_teacher() */
    buttons_add(&set_buttons, (SDL_Rect){840, 444, 320, ROW_H}, unset, TEX_ICON_LOCK, BUTTON_GREEN);
    set_buttons.items[SET_TEACHER].text_px = 24;
    /* TRANSLATORS: a button that goes back to the menu (every menu-like screen's "Back") */
    buttons_add(&set_buttons, (SDL_Rect){APP_W / 2 - 150, 620, 300, 68}, N_("Back"), TEX_ICON_BACK,
                BUTTON_ORANGE);
    for (int i = SET_FULLSCREEN; i <= SET_CLASS; i++)
        set_buttons.items[i].text_px = 26;
    relabel(app);
    relabel_sound(app);
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

static int step_volume(int v, int delta) { return v + delta < 0 ? 0 : v + delta > 10 ? 10 : v + delta; }

static void change(App *app, int which, int delta)
{
    if (!set_buttons.items[which].enabled) return;
    Settings *set = &app->settings;
    if (which == SET_SFX) set->sfx_volume = step_volume(set->sfx_volume, delta);
    if (which == SET_MUSIC) set->music = !set->music;
    if (which == SET_MUSIC_VOLUME) set->music_volume = step_volume(set->music_volume, delta);
    if (which == SET_MUTE) set->mute = !set->mute;
    if (which >= SET_SFX && which <= SET_MUTE) {
        sound_apply_settings(app);
        sound_play(app, SND_CLICK); /* heard at the new volume */
        relabel_sound(app);
    }
    if (which == SET_FULLSCREEN) app_set_fullscreen(app, !app->settings.fullscreen);
    if (which == SET_TEXT) app->settings.text_size = (TextSize)((app->settings.text_size + 3 + delta) % 3);
    if (which == SET_SPEED)
        app->settings.anim_speed = (AnimSpeed)((app->settings.anim_speed + 3 + delta) % 3);
    if (which == SET_LANGUAGE) { /* Auto, English, Deutsch, Español, round */
        int n = LP_LANG_COUNT + 1;
        app->settings.language = (app->settings.language + 1 + delta + n) % n - 1;
        app->opts.lang = -1; /* chosen here: it wins over --lang from now on */
        app_apply_language(app);
    }
    if (which == SET_CLASS && app->opts.config) return; /* --config holds this run */
    if (which == SET_CLASS) change_class(app, delta);
    app_save_settings(app);
    relabel(app);
}

static void settings_event(App *app, const SDL_Event *ev)
{
    if (teacher_panel_is_open()) {
        teacher_panel_event(app, ev);
        if (!teacher_panel_is_open()) relabel(app); /* the lock may have changed */
        return;
    }
    if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_ESCAPE || k == SDLK_BACKSPACE) {
            app_go(app, SCREEN_MENU);
            return;
        }
        /* Left and Right change the setting whose ring shows, as Enter and Space press it
         * (BUTTONS_KEYS_SHOW_RING): with none showing yet, the first key only shows it */
        if ((k == SDLK_LEFT || k == SDLK_RIGHT) && set_buttons.focus < SET_TEACHER) {
            if (set_buttons.show_focus) change(app, set_buttons.focus, k == SDLK_LEFT ? -1 : 1);
            set_buttons.show_focus = 1;
            return;
        }
    }
    int hit = buttons_event(&set_buttons, ev);
    /* a click on the class button's "<" end goes back through the files, on a volume's left half down */
    SDL_Rect cb = hit >= 0 ? set_buttons.items[hit].rect : (SDL_Rect){0, 0, 0, 0};
    int volume = hit == SET_SFX || hit == SET_MUSIC_VOLUME;
    int back = (hit == SET_CLASS || volume) && ev->type == SDL_MOUSEBUTTONUP &&
               ev->button.x < cb.x + (volume ? cb.w / 2 : cb.w / 4);
    if (hit == SET_BACK)
        app_go(app, SCREEN_MENU);
    else if (hit == SET_TEACHER)
        teacher_panel_open(app);
    else if (hit >= 0)
        change(app, hit, back ? -1 : 1);
}

static void settings_update(App *app)
{
    relabel_sound(app);
    relabel_teacher(app);
}

/* "Toy Car, May's Journey" */
static void mode_list(const LpConfig *c, char *out, size_t size)
{
    out[0] = '\0';
    for (int i = 0; i < lp_config_mode_count(c); i++) {
        size_t n = strlen(out);
        snprintf(out + n, size - n, "%s%s", i ? ", " : "", _(lp_mode_title((LpMode)lp_config_mode(c, i))));
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
    char modes[200], line[600];
    mode_list(&app->config, modes, sizeof modes);
    int style = lp_config_hint_style(&app->config);
    int tries = lp_config_tries_before_hint(&app->config);
    if (style == LP_HINT_NONE)
        /* TRANSLATORS: the class settings in force; %s lists the modes open ("Toy Car, Robot") */
        snprintf(line, sizeof line, _("Open: %s.  Hints: none."), modes);
    else if (style == LP_HINT_HIGHLIGHT)
        snprintf(line, sizeof line,
                 /* TRANSLATORS: the class settings in force; %s lists the modes open ("Toy Car, Robot"), %d is
                  * how many tries at a puzzle come before a hint (which marks the place of the mistake) */
                 lp_trn("Open: %s.  Hints: the place is marked, after %d try.",
                        "Open: %s.  Hints: the place is marked, after %d tries.", tries),
                 modes, tries);
    else
        snprintf(line, sizeof line,
                 /* TRANSLATORS: the class settings in force; %s lists the modes open ("Toy Car, Robot"), %d is
                  * how many tries at a puzzle come before a hint (said in words) */
                 lp_trn("Open: %s.  Hints: in words, after %d try.", "Open: %s.  Hints: in words, after %d tries.",
                        tries),
                 modes, tries);
    if (teacher_locked(app)) {
        /* TRANSLATORS: on the settings screen when a teacher PIN is set */
        y += gfx_text_wrap(g, _("Locked by your teacher: only the teacher can change the class settings."), 18,
                           COL_BLUE, x, y, w, ALIGN_LEFT) +
             2;
    } else if (app->opts.config) {
        /* TRANSLATORS: keep --config (what was typed) */
        y += gfx_text_wrap(g, _("Chosen on the command line (--config) for this run."), 18, COL_BLUE, x, y, w,
                           ALIGN_LEFT) +
             2;
    } else if (class_about[0]) { /* leaves room for the Open line at 16 px */
        int room = bottom - y - 4 - gfx_text_wrap_height(g, line, 16, w);
        y += gfx_text_wrap(g, class_about, fit_px(g, class_about, 20, w, room), COL_INK, x, y, w, ALIGN_LEFT) + 4;
    }
    if (app->config_warning[0]) {
        /* a Lua error's words can be long: they shrink to the panel's bottom */
        gfx_text_in(g, FONT_BOLD, app->config_warning, 16, COL_VERMILLION, (SDL_Rect){x, y, w, bottom - y},
                    ALIGN_LEFT, TEXT_WRAP | TEXT_TOP);
        return;
    }
    if (!app->opts.config && class_index(app) < 0) {
        /* TRANSLATORS: keep the folder's name scripts/difficulty/ */
        gfx_text_wrap(g, _("This file is not in scripts/difficulty/ any more: the game's defaults apply."), 18,
                      COL_VERMILLION, x, y, w, ALIGN_LEFT);
        return;
    }
    gfx_text_wrap(g, line, fit_px(g, line, 18, w, bottom - y), COL_MUTED, x, y, w, ALIGN_LEFT);
}

/* "−" and "+" at a volume button's ends (its left half turns it down, its right half up). */
static void draw_volume_ends(Gfx *g, const Button *b)
{
    SDL_Color c = b->enabled ? COL_WHITE : (SDL_Color){235, 235, 235, 150};
    gfx_text_in(g, FONT_BOLD, "\xe2\x88\x92", 28, c, (SDL_Rect){b->rect.x + 8, b->rect.y - 2, 34, b->rect.h},
                ALIGN_CENTER, 0);
    gfx_text_in(g, FONT_BOLD, "+", 28, c, (SDL_Rect){b->rect.x + b->rect.w - 42, b->rect.y - 2, 34, b->rect.h},
                ALIGN_CENTER, 0);
}

static void settings_draw(App *app)
{
    Gfx *g = &app->gfx;
    draw_backdrop(app);
    gfx_panel(g, (SDL_Rect){80, 20, 1120, 684});
    /* TRANSLATORS: the settings screen's title (also the menu's button) */
    gfx_text_in(g, FONT_BOLD, _("Settings"), 44, COL_INK, (SDL_Rect){110, 26, 1060, 60}, ALIGN_CENTER, 0);
    /* TRANSLATORS: the settings screen's two columns: how the screen looks, and sound */
    static const char *const heads[2] = {N_("Screen"), N_("Sound")};
    /* TRANSLATORS: the settings' names, beside their buttons */
    static const char *const names[SET_ROWS] = {N_("Full screen"), N_("Text size"),    N_("Animation speed"),
                                                N_("Language"),    N_("Sound effects"), N_("Music"),    N_("Music volume"),
                                                N_("All sound")};
    for (int column = 0; column < 2; column++)
        gfx_text_in(g, FONT_BOLD, _(heads[column]), 20, COL_MUTED,
                    (SDL_Rect){column_label[column].x, 86, 520, 28}, ALIGN_LEFT, 0);
    gfx_fill(g, (SDL_Rect){655, 96, 2, 276}, COL_PANEL_EDGE);
    /* every setting's name at one size, the largest at which each fits its box (one name shrunk
     * alone beside its full-size neighbours looked like two kinds of label) */
    SDL_Rect class_box = {120, 444, 270, ROW_H};
    int tw, th,
        label_px = gfx_text_fit(g, FONT_BOLD, _("Class settings"), 26, class_box.w, class_box.h, TEXT_WRAP,
                                &tw, &th);
    for (int i = 0; i < SET_ROWS; i++) {
        SDL_Rect box = column_label[i >= SET_SFX];
        int px = gfx_text_fit(g, FONT_BOLD, _(names[i]), 26, box.w, box.h, TEXT_WRAP, &tw, &th);
        label_px = px < label_px ? px : label_px;
    }
    for (int i = 0; i < SET_ROWS; i++) {
        SDL_Rect box = column_label[i >= SET_SFX];
        box.y = set_buttons.items[i].rect.y;
        gfx_text_in(g, FONT_BOLD, _(names[i]), label_px, COL_INK, box, ALIGN_LEFT, TEXT_WRAP);
    }
    if (app->problem_detail[0]) {
        /* for the teacher: the last saving problem as the log has it (file and reason) */
        char line[900];
        /* TRANSLATORS: %s is the file and the reason, as the log has them */
        snprintf(line, sizeof line, _("For teachers, the last saving problem: %s"), app->problem_detail);
        gfx_text_in(g, FONT_BOLD, line, 15, COL_VERMILLION, (SDL_Rect){120, 386, 1040, 38}, ALIGN_LEFT, TEXT_WRAP | TEXT_TOP);
    } else {
        /* TRANSLATORS: F11 and M are keys */
        gfx_text_in(g, FONT_BOLD, _("Tip: F11 switches full screen anywhere, and M turns all sound off and on."), 18,
                    COL_MUTED, (SDL_Rect){120, 390, 1040, 30}, ALIGN_LEFT, 0);
    }
    /* the teacher's part, set apart by a rule */
    gfx_fill(g, (SDL_Rect){120, 430, 1040, 2}, COL_PANEL_EDGE);
    /* TRANSLATORS: the settings' names, beside their buttons */
    gfx_text_in(g, FONT_BOLD, _("Class settings"), label_px, COL_INK, class_box, ALIGN_LEFT, TEXT_WRAP);
    buttons_draw(&set_buttons, g, app->mouse_x, app->mouse_y);
    draw_volume_ends(g, &set_buttons.items[SET_SFX]);
    draw_volume_ends(g, &set_buttons.items[SET_MUSIC_VOLUME]);
    /* the class button cycles both ways: say so on it */
    SDL_Rect cb = set_buttons.items[SET_CLASS].rect;
    if (set_buttons.items[SET_CLASS].enabled) {
        gfx_text(g, "<", 26, COL_WHITE, cb.x + 22, cb.y + 12, ALIGN_CENTER);
        gfx_text(g, ">", 26, COL_WHITE, cb.x + cb.w - 22, cb.y + 12, ALIGN_CENTER);
    }
    draw_class_card(app, (SDL_Rect){120, 512, 1040, 98});
    teacher_panel_draw(app);
}

static void settings_state(App *app, LpBuf *o)
{
    lp_buf_printf(o, ",\"class_choice\":%d,\"class_choices\":[", class_index(app));
    for (int i = 0; i < class_count; i++) {
        lp_buf_puts(o, i ? "," : "");
        lp_buf_json_string(o, class_files[i][0] ? class_files[i] : "Game defaults");
    }
    lp_buf_puts(o, "]");
    lp_buf_printf(o, ",\"teacher_pin_set\":%s,\"class_locked\":%s,\"teacher_panel\":",
                  app->settings.teacher_pin[0] ? "true" : "false", teacher_locked(app) ? "true" : "false");
    lp_buf_json_string(o, teacher_panel_mode());
    lp_buf_puts(o, ",\"teacher_error\":");
    lp_buf_json_string(o, teacher_panel_error());
    static const char *const names[] = {"btn_fullscreen", "btn_text",  "btn_speed", "btn_language", "btn_sfx_volume",
                                        "btn_music",      "btn_music_volume", "btn_mute", "btn_class", "btn_teacher",
                                        "btn_back"};
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
