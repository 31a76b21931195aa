/* app.c - what every screen asks of the app: switching screens, the data and saves folders, the
 * settings file, the class settings, the pupil's profile (open, save, problems said in a child's
 * words). The window and the loop are loop.c's. */
#include "ui/shell/app.h"
#include "core/i18n.h"
#include "core/lessoncode.h"
#include "core/settings.h"
#include "core/sharecode.h"
#include "puzzle/play.h"
#include "puzzle/progress.h"
#include "puzzle/rules.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "core/buf.h"

int app_busy_jobs;
SDL_atomic_t app_jobs_running;

void app_go(App *app, ScreenId screen)
{
    app->next_screen = screen;
    app->switching = 1;
}


int app_text_percent(const App *app)
{
    static const int pct[3] = {85, 100, 120};
    return pct[app->settings.text_size];
}

void app_data_path(const App *app, const char *rel, char *out, int out_size)
{
    snprintf(out, (size_t)out_size, "%s/%s", app->data_dir, rel);
}

static int by_name(const void *a, const void *b) { return strcmp(a, b); }

int app_list_files(const App *app, const char *rel_dir, const char *suffix, char (*out)[256], int max)
{
    char dir[1100];
    app_data_path(app, rel_dir, dir, sizeof dir);
    DIR *d = opendir(dir);
    if (!d) return 0;
    size_t m = strlen(suffix);
    int count = 0;
    struct dirent *e;
    while (count < max && (e = readdir(d)) != NULL) {
        size_t n = strlen(e->d_name);
        if (n <= m || strcmp(e->d_name + n - m, suffix) != 0) continue;
        if (out) snprintf(out[count], sizeof out[0], "%s/%s", dir, e->d_name);
        count++;
    }
    closedir(d);
    if (out) qsort(out, (size_t)count, sizeof out[0], by_name);
    return count;
}

static int dir_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* mkdir -p; returns 1 when the folder exists afterwards. */
static int make_dirs(const char *path)
{
    char tmp[1024];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++) {
        if (*p != '/') continue;
        *p = '\0';
        mkdir(tmp, 0755);
        *p = '/';
    }
    mkdir(tmp, 0755);
    return dir_exists(tmp);
}

/* Installed copies find their data beside the binary (../share/loopling); a build run from
 * the source tree uses the tree itself and its portable saves/ folder. */
int app_find_data_dir(char *out, int size)
{
    char *base = SDL_GetBasePath();
    char installed[1024] = "";
    if (base) {
        snprintf(installed, sizeof installed, "%s../share/loopling", base);
        SDL_free(base);
    }
    char probe[1100];
    snprintf(probe, sizeof probe, "%s/assets/sprites", installed);
    int is_installed = installed[0] && dir_exists(probe);
    snprintf(out, (size_t)size, "%s", is_installed ? installed : LOOPLING_SOURCE_DIR);
    return is_installed;
}

int app_lesson_code(LpMode mode, const char *path, char (*files)[256], int count, char *out)
{
    out[0] = '\0';
    for (int i = 0; i < count && path; i++)
        if (!strcmp(files[i], path)) return lp_lesson_code_of_file(mode, i + 1 > 63 ? 63 : i + 1, path, out);
    return 0;
}

static void find_folders(App *app)
{
    int is_installed = app_find_data_dir(app->data_dir, sizeof app->data_dir);
    if (app->opts.saves_dir) {
        snprintf(app->saves_dir, sizeof app->saves_dir, "%s", app->opts.saves_dir);
    } else if (is_installed) {
        char *pref = SDL_GetPrefPath("Loopling", "loopling");
        snprintf(app->saves_dir, sizeof app->saves_dir, "%s", pref ? pref : ".");
        SDL_free(pref);
        size_t n = strlen(app->saves_dir);
        if (n > 1 && app->saves_dir[n - 1] == '/') app->saves_dir[n - 1] = '\0';
    } else {
        snprintf(app->saves_dir, sizeof app->saves_dir, "%s/saves", LOOPLING_SOURCE_DIR);
    }
}

/* ---- settings ---------------------------------------------------------------------------- */

static void load_settings(App *app)
{
    char path[1100], why[256];
    snprintf(path, sizeof path, "%s/settings.cfg", app->saves_dir);
    LpSettings s;
    lp_settings_defaults(&s);
    LpBuf text;
    lp_buf_init(&text);
    LpDiag diag = {0};
    /* no settings yet: the defaults */
    if (lp_buf_read_file(&text, path, LP_SETTINGS_MAX_BYTES, why, sizeof why) &&
        !lp_settings_parse(text.data, text.count, path, &s, &diag))
        snprintf(app->notice, sizeof app->notice, "%s:%d: %s", path, diag.line, diag.message); /* the whole path */
    lp_buf_free(&text);
    app->settings = (Settings){s.fullscreen, (TextSize)s.text_size, (AnimSpeed)s.anim_speed};
    snprintf(app->settings.class_config, sizeof app->settings.class_config, "%s", s.class_config);
    snprintf(app->settings.teacher_pin, sizeof app->settings.teacher_pin, "%s", s.teacher_pin);
    app->settings.language = s.language;
    app->settings.sfx_volume = s.sfx_volume, app->settings.music_volume = s.music_volume;
    app->settings.music = s.music, app->settings.mute = s.mute;
    app_apply_language(app);
}

void app_apply_language(App *app)
{
    int lang = app->opts.lang >= 0 ? app->opts.lang : app->settings.language;
    lp_i18n_set(lang >= 0 ? (LpLang)lang : lp_i18n_system_lang());
}

void app_save_settings(App *app)
{
    char path[1100];
    snprintf(path, sizeof path, "%s/settings.cfg", app->saves_dir);
    LpSettings s = {app->settings.fullscreen, (int)app->settings.text_size, app->own_anim_speed ? app->own_anim_speed - 1 : (int)app->settings.anim_speed};
    snprintf(s.class_config, sizeof s.class_config, "%s", app->settings.class_config);
    snprintf(s.teacher_pin, sizeof s.teacher_pin, "%s", app->settings.teacher_pin);
    s.language = app->settings.language;
    s.sfx_volume = app->settings.sfx_volume, s.music_volume = app->settings.music_volume;
    s.music = app->settings.music, s.mute = app->settings.mute;
    LpBuf body;
    lp_buf_init(&body);
    lp_settings_write(&s, &body);
    LpDiag diag = {0};
    if (body.failed) lp_diag_set(&diag, path, 0, "%s", _("out of memory"));
    if (body.failed || !lp_file_write_atomic(path, NULL, body.data, body.count, &diag))
        app_report_problem(app, APP_SAVING_SETTINGS, &diag);
    lp_buf_free(&body);
    app->gfx.text_percent = app_text_percent(app);
}

/* ---- class settings (core/config.h) --------------------------------------------------------- */

void app_apply_config(App *app)
{
    char path[1400];
    const char *name = NULL;
    if (app->opts.config) {
        snprintf(path, sizeof path, "%s", app->opts.config);
        const char *slash = strrchr(app->opts.config, '/');
        name = slash ? slash + 1 : app->opts.config;
    } else if (app->settings.class_config[0]) {
        snprintf(path, sizeof path, "%s/scripts/difficulty/%s", app->data_dir, app->settings.class_config);
        name = app->settings.class_config;
    }
    lp_config_defaults(&app->config);
    app->config_name[0] = '\0';
    app->config_warning[0] = '\0';
    if (!name) return;
    LpDiag diag = {0};
    LpConfig c;
    if (lp_config_load(path, app->data_dir, &c, &diag)) {
        app->config = c;
        snprintf(app->config_name, sizeof app->config_name, "%s", name);
        return;
    }
    char why[560];
    lp_diag_format(&diag, why, sizeof why);
    /* a shipped file is named from the data folder, as a teacher finds it */
    size_t d = strlen(app->data_dir);
    const char *shown = !strncmp(why, app->data_dir, d) && why[d] == '/' ? why + d + 1 : why;
    snprintf(app->config_warning, sizeof app->config_warning,
             /* TRANSLATORS: %s is the settings file and what is wrong in it (file:line: reason) */
             _("The class settings were not used: %s. The game's default settings apply."), shown);
    snprintf(app->notice, sizeof app->notice, "%s", app->config_warning);
}

int app_mode_unlocked(const App *app, LpMode mode)
{
    for (int i = 0; i < lp_config_mode_count(&app->config); i++)
        if (lp_config_mode(&app->config, i) == (int)mode) return 1;
    return 0;
}

int app_lesson_files(const App *app, LpMode mode, char (*out)[256], int max)
{
    const char *rel = lp_lesson_dir(mode);
    if (!rel) return 0;
    const LpConfigLevels *levels = lp_config_levels(&app->config, mode);
    if (levels->count == 0) return app_list_files(app, rel, ".level", out, max);
    int n = levels->count < max ? levels->count : max;
    for (int i = 0; out && i < n; i++)
        snprintf(out[i], sizeof out[0], "%s/%s/%s.level", app->data_dir, rel, levels->names[i]);
    return n;
}

int app_lesson_count(const App *app, LpMode mode) { return app_lesson_files(app, mode, NULL, LP_TUTORIAL_MAX); }

int app_hint_style_due(const App *app, int tries)
{
    int style = lp_config_hint_style(&app->config);
    if (style == LP_HINT_NONE || tries < lp_config_tries_before_hint(&app->config)) return 0;
    return style;
}

const char *app_notice_text(const App *app) { return app->notice[0] ? app->notice : app->config_warning; }

void app_save_profile(App *app)
{
    if (!app->has_profile || app->player) return; /* a replay's guest pupil is never saved */
    if (app->profile_no_save) return;             /* said so when the profile opened */
    LpDiag diag = {0};
    if (!lp_profile_save(app->saves_dir, &app->profile, &diag)) app_report_problem(app, APP_SAVING_PROGRESS, &diag);
}

void app_record_result(App *app, const PzResult *result)
{
    if (app->player) return; /* a replay's guest */
    if (pz_progress_record(&app->profile, &app->config, result)) app_save_profile(app);
}

void app_report_problem(App *app, AppSaving what, const LpDiag *diag)
{
    char detail[600];
    lp_diag_format(diag, detail, sizeof detail);
    snprintf(app->problem_detail, sizeof app->problem_detail, "%s", detail);
    /* one sentence for each thing that could not be saved, and one for each reason */
    const char *log, *sentence, *why;
    if (what == APP_SAVING_SETTINGS) {
        /* TRANSLATORS: on the terminal, for a teacher: %s is the file and the reason */
        log = _("could not save your settings: %s");
        /* TRANSLATORS: shown to the pupil; %s is one of the reasons (the disk is full...) */
        sentence = _("Sorry, your settings could not be saved: %s. What was saved before is safe.");
    } else if (what == APP_SAVING_REPLAY) {
        /* TRANSLATORS: on the terminal, for a teacher: %s is the file and the reason */
        log = _("could not save the replay: %s");
        /* TRANSLATORS: shown to the pupil; %s is one of the reasons (the disk is full...) */
        sentence = _("Sorry, the replay could not be saved: %s. What was saved before is safe.");
    } else {
        /* TRANSLATORS: on the terminal, for a teacher: %s is the file and the reason */
        log = _("could not save your progress: %s");
        /* TRANSLATORS: shown to the pupil; %s is one of the reasons (the disk is full...) */
        sentence = _("Sorry, your progress could not be saved: %s. What was saved before is safe.");
    }
    char line[900];
    snprintf(line, sizeof line, log, detail);
    fprintf(stderr, "loopling: %s\n", line); /* cleaned by lp_diag_set */
    int e = diag->sys_errno;
    int newer = diag->newer; /* a newer Loopling's save (save_files.c) */
    if (e == ENOSPC || e == EDQUOT)
        /* TRANSLATORS: the reason in "Sorry, ... could not be saved: %s. What was saved before is safe." */
        why = _("the computer's disk is full. Ask your teacher to make some room");
    else if (e == EROFS || e == EACCES || e == EPERM)
        /* TRANSLATORS: the reason in "Sorry, ... could not be saved: %s. What was saved before is safe." */
        why = _("Loopling is not allowed to save in its folder on this computer. Ask your teacher");
    else if (newer)
        /* TRANSLATORS: the reason in "Sorry, ... could not be saved: %s. What was saved before is safe." */
        why = _("a newer Loopling saved this pupil meanwhile, and it was kept. Ask your teacher to update Loopling");
    else
        /* TRANSLATORS: the reason in "Sorry, ... could not be saved: %s. What was saved before is safe." */
        why = _("something went wrong with the computer's files. Ask your teacher");
    char words[900];
    snprintf(words, sizeof words, sentence, why);
    snprintf(app->notice, sizeof app->notice, "%s", words);
    snprintf(app->toast, sizeof app->toast, "%s", words);
    app->toast_until = app->ticks + 10 * APP_TICK_HZ;
}

void app_draw_toast(App *app)
{
    if (!app->toast[0] || app->ticks >= app->toast_until) return;
    /* over a mode's screen only: the menu screens show the same words in their notice box */
    if (app->screen != SCREEN_PLAY) return;
    Gfx *g = &app->gfx;
    int w = 760;
    int h = gfx_text_wrap_height(g, app->toast, 20, w - 48) + 28;
    SDL_Rect r = {(APP_W - w) / 2, APP_H - h - 24, w, h};
    gfx_cover_text(g, r);
    gfx_panel(g, r);
    gfx_text_in(g, FONT_BOLD, app->toast, 20, COL_VERMILLION, (SDL_Rect){r.x + 24, r.y + 14, w - 48, h - 28},
                ALIGN_LEFT, TEXT_WRAP | TEXT_TOP);
}

void app_set_fullscreen(App *app, int on)
{
    app->settings.fullscreen = on;
    if (app->opts.frames > 0) return; /* headless runs keep their fixed window */
    SDL_SetWindowFullscreen(app->window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
}

/* "20261124-101500": the name stamp of files set aside today. */
static void file_stamp(char *out, size_t size)
{
    time_t now = time(NULL);
    struct tm tm;
    if (localtime_r(&now, &tm)) strftime(out, size, "%Y%m%d-%H%M%S", &tm);
    else snprintf(out, size, "%lld", (long long)now);
}

int app_open_profile(App *app, const char *name, char *why, int why_size)
{
    char file[LP_NAME_MAX + 16], current[LP_NAME_MAX + 16] = "";
    lp_profile_file_name(name, file, sizeof file);
    if (app->has_profile) lp_profile_file_name(app->profile.name, current, sizeof current);
    /* The same pupil again: nothing to open (what is in memory is what gets saved). */
    if (app->has_profile && app->profile_lock.fd >= 0 && !strcmp(file, current)) return 1;
    char stamp[32];
    file_stamp(stamp, sizeof stamp);
    static LpProfile opened;
    static LpOpenReport report;
    LpFileLock lock;
    LpOpenResult r = lp_profile_open(app->saves_dir, name, stamp, &opened, &lock, &report);
    if (r == LP_OPEN_BUSY || r == LP_OPEN_FAILED) {
        char detail[600];
        lp_diag_format(&report.diag, detail, sizeof detail);
        fprintf(stderr, "loopling: %s\n", detail);
        if (r == LP_OPEN_BUSY)
            snprintf(why, (size_t)why_size,
                     /* TRANSLATORS: %s is a pupil's name */
                     _("%s is already playing in another Loopling window on this computer. Close that one "
                       "first, or pick another name."), name);
        else
            /* TRANSLATORS: %s is a pupil's name */
            snprintf(why, (size_t)why_size, _("%s can't be opened here. Ask your teacher."), name);
        return 0;
    }
    lp_profile_close(&app->profile_lock); /* the previous pupil's */
    app->profile_lock = lock;
    app->profile = opened;
    app->has_profile = 1;
    app->profile_opened++;
    app->profile_no_save = report.no_save;
    char detail[700];
    lp_diag_format(&report.diag, detail, sizeof detail);
    const char *who = app->profile.name;
    const char *aside = report.aside[0][0] ? report.aside[0] : report.aside[1];
    const char *aside_name = strrchr(aside, '/') ? strrchr(aside, '/') + 1 : aside;
    switch (r) {
    case LP_OPEN_FROM_BACKUP:
        snprintf(app->notice, sizeof app->notice,
                 /* TRANSLATORS: both %s are the pupil's name */
                 _("%s's latest save was damaged, so %s goes on from the save before it. A little "
                   "progress may be missing."), who, who);
        break;
    case LP_OPEN_NEWER:
        /* whole sentences for each case: kept as a named file or not, a fresh start or an older save */
        if (aside_name[0] && report.fresh)
            snprintf(app->notice, sizeof app->notice,
                     /* TRANSLATORS: the first %s is the pupil's name, the second a file's name */
                     _("%s's progress was saved by a newer Loopling, which this one can't read. It is kept safe as "
                       "%s. Here, you start from the beginning. Ask your teacher to update Loopling."),
                     who, aside_name);
        else if (aside_name[0])
            snprintf(app->notice, sizeof app->notice,
                     /* TRANSLATORS: the first %s is the pupil's name, the second a file's name */
                     _("%s's progress was saved by a newer Loopling, which this one can't read. It is kept safe as "
                       "%s. Here, you go on from an older save. Ask your teacher to update Loopling."),
                     who, aside_name);
        else if (report.fresh)
            snprintf(app->notice, sizeof app->notice,
                     /* TRANSLATORS: %s is the pupil's name */
                     _("%s's progress was saved by a newer Loopling, which this one can't read. It is kept safe. "
                       "Here, you start from the beginning. Ask your teacher to update Loopling."),
                     who);
        else
            snprintf(app->notice, sizeof app->notice,
                     /* TRANSLATORS: %s is the pupil's name */
                     _("%s's progress was saved by a newer Loopling, which this one can't read. It is kept safe. "
                       "Here, you go on from an older save. Ask your teacher to update Loopling."),
                     who);
        break;
    case LP_OPEN_DAMAGED:
        if (aside_name[0])
            snprintf(app->notice, sizeof app->notice,
                     /* TRANSLATORS: the first two %s are the pupil's name, the last a file's name */
                     _("%s's saved progress could not be read, so %s starts from the beginning. The damaged files "
                       "are kept for your teacher as %s."), who, who, aside_name);
        else
            snprintf(app->notice, sizeof app->notice,
                     /* TRANSLATORS: both %s are the pupil's name */
                     _("%s's saved progress could not be read, so %s starts from the beginning. The damaged files "
                       "are kept for your teacher."), who, who);
        break;
    default: break;
    }
    if (r != LP_OPEN_OK && r != LP_OPEN_NEW) {
        /* over a mode's screen too, when --mode or --level skips the menu */
        snprintf(app->toast, sizeof app->toast, "%s", app->notice);
        app->toast_until = app->ticks + 10 * APP_TICK_HZ;
        snprintf(app->problem_detail, sizeof app->problem_detail, "%s", detail);
        fputs("loopling: ", stderr);
        if (aside[0])
            /* TRANSLATORS: on the terminal, for a teacher: the problem, then the file it was moved to */
            fprintf(stderr, _("%s; set aside as %s\n"), detail, aside);
        else
            fprintf(stderr, "%s\n", detail);
    }
    if (report.no_save) {
        char detail2[600];
        lp_diag_format(&report.save_diag, detail2, sizeof detail2);
        fputs("loopling: ", stderr);
        /* TRANSLATORS: on the terminal, for a teacher: the pupil's name, then why */
        fprintf(stderr, _("%s: nothing is saved this time: %s\n"), who, detail2);
        size_t n = strlen(app->notice);
        /* after the notice above, or alone */
        snprintf(app->notice + n, sizeof app->notice - n, " %s",
                 _("This time nothing is saved, so that the old files stay as they are: ask your teacher."));
    } else if (r != LP_OPEN_OK) {
        app_save_profile(app); /* a main copy again at once: the next session opens this one */
    }
    return 1;
}

ScreenId app_play_screen(App *app, LpMode mode)
{
    if ((int)mode < 0 || mode >= LP_MODE_COUNT || !pz_rules[mode]) return SCREEN_MENU;
    app->play_mode = mode;
    return SCREEN_PLAY;
}

const char *app_screen_name(const App *app)
{
    return app->screen == SCREEN_PLAY ? lp_mode_name(app->play_mode) : app->screens[app->screen]->name;
}

const char *app_level_for(const App *app, LpMode mode)
{
    return app->opts.level && app->opts.level_mode == mode ? app->opts.level : NULL;
}

ScreenId app_first_screen(App *app)
{
    if (app->opts.level) return app_play_screen(app, app->opts.level_mode);
    const PzRules *rules = app->opts.mode ? pz_rules_named(app->opts.mode) : NULL;
    if (!rules) return SCREEN_MENU;
    if (app_mode_unlocked(app, rules->mode)) return app_play_screen(app, rules->mode);
    snprintf(app->notice, sizeof app->notice,
             /* TRANSLATORS: the first %s is a mode (Toy Car, Robot...), the second a settings file's name */
             _("%s is closed for now: your class settings (%s) open only the modes below."), _(lp_mode_title(rules->mode)),
             app->config_name[0] ? app->config_name : "?");
    return SCREEN_MENU;
}

int app_prepare(App *app)
{
    find_folders(app);
    if (!make_dirs(app->saves_dir)) {
        int err = errno;
        fputs("loopling: ", stderr);
        /* TRANSLATORS: on the terminal: a folder, then the system's reason */
        fprintf(stderr, _("%s: cannot create the saves folder: %s\n"), app->saves_dir, strerror(err));
        return 0;
    }
    char settings_path[1100];
    snprintf(settings_path, sizeof settings_path, "%s/settings.cfg", app->saves_dir);
    lp_file_clean_temps(settings_path, 0); /* what a killed Loopling left while saving them */
    load_settings(app);
    app_apply_config(app);
    return 1;
}
