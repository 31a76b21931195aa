/* app.c - window, renderer, fixed-timestep loop, screens, settings file, saves folder,
 * headless runs (--frames/--screenshot) and test hooks (--input/--state). */
#include "app.h"
#include "core/lessoncode.h"
#include "core/settings.h"
#include "core/sharecode.h"
#include "replay_ui.h"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#define STB_IMAGE_WRITE_IMPLEMENTATION
#define STBIW_WINDOWS_UTF8
#include <stb_image_write.h>

#include "core/buf.h"
#include "script.h"

int app_busy_jobs;

void app_go(App *app, ScreenId screen)
{
    app->next_screen = screen;
    app->switching = 1;
}

int app_step_ms(const App *app)
{
    static const int ms[3] = {420, 260, 130};
    return ms[app->settings.anim_speed];
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

int app_lesson_code_path(const char *data_dir, const char *arg, char *path, int size, char *why, int why_size)
{
    LpShareParams sp;
    if (!arg || !lp_sharecode_decode(arg, &sp, NULL) || !lp_lesson_is(&sp)) return -1;
    char dir[1200];
    const char *rel = lp_lesson_dir(sp.mode);
    snprintf(dir, sizeof dir, "%s/%s", data_dir, rel ? rel : "levels/none");
    LpDiag diag = {0};
    if (lp_lesson_find(rel ? dir : NULL, &sp, path, (size_t)size, &diag)) return 1;
    snprintf(why, (size_t)why_size, "%s", diag.message);
    return 0;
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
}

void app_save_settings(App *app)
{
    char path[1100];
    snprintf(path, sizeof path, "%s/settings.cfg", app->saves_dir);
    LpSettings s = {app->settings.fullscreen, (int)app->settings.text_size, replay_player_saved_anim_speed(app)};
    snprintf(s.class_config, sizeof s.class_config, "%s", app->settings.class_config);
    LpBuf body;
    lp_buf_init(&body);
    lp_settings_write(&s, &body);
    LpDiag diag = {0};
    if (body.failed) lp_diag_set(&diag, path, 0, "out of memory");
    if (body.failed || !lp_file_write_atomic(path, NULL, body.data, body.count, &diag))
        app_report_problem(app, "your settings", &diag);
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
             "The class settings were not used: %s. The game's default settings apply.", shown);
    snprintf(app->notice, sizeof app->notice, "%s", app->config_warning);
}

int app_mode_unlocked(const App *app, int mode)
{
    for (int i = 0; i < lp_config_mode_count(&app->config); i++)
        if (lp_config_mode(&app->config, i) == mode) return 1;
    return 0;
}

int app_lesson_files(const App *app, int mode, char (*out)[256], int max)
{
    const char *name = lp_config_mode_name(mode);
    char rel[64];
    snprintf(rel, sizeof rel, "levels/%s", name);
    const LpConfigLevels *levels = lp_config_levels(&app->config, mode);
    if (levels->count == 0) return app_list_files(app, rel, ".level", out, max);
    int n = levels->count < max ? levels->count : max;
    for (int i = 0; out && i < n; i++)
        snprintf(out[i], sizeof out[0], "%s/%s/%s.level", app->data_dir, rel, levels->names[i]);
    return n;
}

int app_hint_style_due(const App *app, int tries)
{
    int style = lp_config_hint_style(&app->config);
    if (style == LP_HINT_NONE || tries < lp_config_tries_before_hint(&app->config)) return 0;
    return style;
}

LpTcParams app_tc_params(const App *app)
{
    LpTcParams p;
    lp_config_toycar(&app->config, &p.start_length, &p.start_loops, &p.length_step, NULL, NULL);
    return p;
}

LpBmParams app_bm_params(const App *app)
{
    LpBmParams p;
    lp_config_bots(&app->config, &p.start_size, &p.min_size, &p.max_size);
    return p;
}

const char *app_notice_text(const App *app) { return app->notice[0] ? app->notice : app->config_warning; }

void app_save_profile(App *app)
{
    if (!app->has_profile || app->player) return; /* a replay's guest pupil is never saved */
    if (app->profile_no_save) return;             /* said so when the profile opened */
    LpDiag diag = {0};
    if (!lp_profile_save(app->saves_dir, &app->profile, &diag)) app_report_problem(app, "your progress", &diag);
}

void app_report_problem(App *app, const char *what, const LpDiag *diag)
{
    char detail[600];
    lp_diag_format(diag, detail, sizeof detail);
    snprintf(app->problem_detail, sizeof app->problem_detail, "%s", detail);
    fprintf(stderr, "loopling: could not save %s: %s\n", what, detail); /* cleaned by lp_diag_set */
    int e = diag->sys_errno;
    const char *why = e == ENOSPC || e == EDQUOT ? "the computer's disk is full. Ask your teacher to make some room"
                      : e == EROFS || e == EACCES || e == EPERM
                          ? "Loopling is not allowed to save in its folder on this computer. Ask your teacher"
                      : strstr(diag->message, "newer Loopling")
                          ? "a newer Loopling saved this pupil meanwhile, and it was kept. Ask your teacher to "
                            "update Loopling"
                          : "something went wrong with the computer's files. Ask your teacher";
    char words[400];
    snprintf(words, sizeof words, "Sorry, %s could not be saved: %s. What was saved before is safe.", what, why);
    snprintf(app->notice, sizeof app->notice, "%s", words);
    snprintf(app->toast, sizeof app->toast, "%s", words);
    app->toast_until = app->ticks + 10 * APP_TICK_HZ;
}

void app_draw_toast(App *app)
{
    if (!app->toast[0] || app->ticks >= app->toast_until) return;
    /* over a mode's screen only: the menu screens show the same words in their notice box */
    if (app->screen != SCREEN_TOYCAR && app->screen != SCREEN_BOTS && app->screen != SCREEN_MAYS) return;
    Gfx *g = &app->gfx;
    int w = 760;
    int h = gfx_text_wrap_height(g, app->toast, 20, w - 48) + 28;
    SDL_Rect r = {(APP_W - w) / 2, APP_H - h - 24, w, h};
    gfx_panel(g, r);
    gfx_text_wrap(g, app->toast, 20, COL_VERMILLION, r.x + 24, r.y + 14, w - 48, ALIGN_LEFT);
}

void app_set_fullscreen(App *app, int on)
{
    app->settings.fullscreen = on;
    if (app->opts.frames > 0) return; /* headless runs keep their fixed window */
    SDL_SetWindowFullscreen(app->window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
}

/* ---- screenshots and state ----------------------------------------------------------------- */

static int write_screenshot(App *app, const char *path)
{
    int w, h;
    SDL_GetRendererOutputSize(app->renderer, &w, &h);
    unsigned char *pixels = SDL_malloc((size_t)w * (size_t)h * 4);
    if (!pixels) return 0;
    int ok = SDL_RenderReadPixels(app->renderer, NULL, SDL_PIXELFORMAT_ABGR8888, pixels, w * 4) == 0 &&
             stbi_write_png(path, w, h, 4, pixels, w * 4) != 0;
    SDL_free(pixels);
    if (!ok) fprintf(stderr, "loopling: %s: cannot write the screenshot\n", path);
    return ok;
}

static void write_state(App *app)
{
    LpBuf o;
    lp_buf_init(&o);
    lp_buf_puts(&o, "{\"screen\":");
    lp_buf_json_string(&o, app->screens[app->screen]->name);
    lp_buf_printf(&o, ",\"ticks\":%llu,\"profile\":", (unsigned long long)app->ticks);
    lp_buf_json_string(&o, app->has_profile ? app->profile.name : "");
    lp_buf_printf(&o, ",\"fullscreen\":%d,\"text_size\":%d,\"anim_speed\":%d,\"notice\":",
                  app->settings.fullscreen, (int)app->settings.text_size, (int)app->settings.anim_speed);
    lp_buf_json_string(&o, app_notice_text(app));
    lp_buf_puts(&o, ",\"toast\":");
    lp_buf_json_string(&o, app->ticks < app->toast_until ? app->toast : "");
    lp_buf_puts(&o, ",\"problem_detail\":");
    lp_buf_json_string(&o, app->problem_detail);
    lp_buf_printf(&o, ",\"profile_locked\":%s,\"profile_no_save\":%d", app->profile_lock.fd >= 0 ? "true" : "false",
                  app->profile_no_save);
    lp_buf_puts(&o, ",\"config\":");
    lp_buf_json_string(&o, app->config_name);
    lp_buf_puts(&o, ",\"class_config\":");
    lp_buf_json_string(&o, app->settings.class_config);
    lp_buf_printf(&o, ",\"config_from_command_line\":%s,\"modes\":[", app->opts.config ? "true" : "false");
    for (int i = 0; i < lp_config_mode_count(&app->config); i++)
        lp_buf_printf(&o, "%s\"%s\"", i ? "," : "", lp_config_mode_name(lp_config_mode(&app->config, i)));
    lp_buf_printf(&o, "],\"tries_before_hint\":%d,\"hint_style\":\"%s\"", lp_config_tries_before_hint(&app->config),
                  lp_config_hint_style_name(lp_config_hint_style(&app->config)));
    if (app->has_profile) {
        /* the targets the next generated puzzle is made for (a new pupil: the class's start) */
        int length, loops;
        LpTcParams tp = app_tc_params(app);
        lp_tcmodel_targets_p(&app->profile.toycar_model, &tp, &length, &loops);
        lp_buf_printf(&o, ",\"target_length\":%d,\"target_loops\":%d,\"tutorial_done\":%d,\"solved\":%d",
                      length, loops, app->profile.toycar_tutorial_done, app->profile.toycar_solved);
    }
    if (app->screens[app->screen]->state) app->screens[app->screen]->state(app, &o);
    recorder_state(app, &o);
    replay_player_state(app, &o);
    lp_buf_puts(&o, "}\n");
    FILE *f = fopen(app->opts.state_path, "wb");
    if (f) {
        fwrite(o.data, 1, o.count, f);
        fclose(f);
    } else {
        fprintf(stderr, "loopling: %s: cannot write state: %s\n", app->opts.state_path, strerror(errno));
    }
    lp_buf_free(&o);
}

/* ---- the loop ------------------------------------------------------------------------------ */

static void handle_global(App *app, const SDL_Event *ev)
{
    if (ev->type == SDL_MOUSEMOTION) {
        app->mouse_x = ev->motion.x;
        app->mouse_y = ev->motion.y;
    } else if (ev->type == SDL_MOUSEBUTTONDOWN || ev->type == SDL_MOUSEBUTTONUP) {
        app->mouse_x = ev->button.x;
        app->mouse_y = ev->button.y;
    } else if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_F11 || (k == SDLK_RETURN && (ev->key.keysym.mod & KMOD_ALT))) {
            app_set_fullscreen(app, !app->settings.fullscreen);
            app_save_settings(app);
        }
    } else if (ev->type == SDL_CONTROLLERDEVICEADDED) {
        SDL_GameControllerOpen(ev->cdevice.which);
    } else if (ev->type == SDL_CONTROLLERBUTTONDOWN) {
        /* A gamepad works every screen through the keys they already know: the d-pad is the
         * arrow keys, A is Enter, B is Esc, Start is F5 (Run), Back is Tab. */
        SDL_Keycode key = app_pad_key(ev->cbutton.button);
        if (key != SDLK_UNKNOWN) {
            SDL_Event k = {0};
            k.type = SDL_KEYDOWN;
            k.key.state = SDL_PRESSED;
            k.key.keysym.sym = key;
            k.key.keysym.scancode = SDL_GetScancodeFromKey(key);
            SDL_PushEvent(&k);
            k.type = SDL_KEYUP;
            k.key.state = SDL_RELEASED;
            SDL_PushEvent(&k);
        }
    }
}

SDL_Keycode app_pad_key(int button)
{
    switch (button) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP: return SDLK_UP;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return SDLK_DOWN;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return SDLK_LEFT;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return SDLK_RIGHT;
    case SDL_CONTROLLER_BUTTON_A: return SDLK_RETURN;
    case SDL_CONTROLLER_BUTTON_B: return SDLK_ESCAPE;
    case SDL_CONTROLLER_BUTTON_START: return SDLK_F5;
    case SDL_CONTROLLER_BUTTON_BACK: return SDLK_TAB;
    default: return SDLK_UNKNOWN;
    }
}

static void draw_frame(App *app)
{
    gfx_begin_frame(&app->gfx);
    SDL_SetRenderDrawColor(app->renderer, 0, 0, 0, 255);
    SDL_RenderClear(app->renderer);
    app->screens[app->screen]->draw(app);
    rec_draw(app);
    app_draw_toast(app);
}

static int run_loop(App *app)
{
    const int headless = app->opts.frames > 0;
    const Uint64 freq = SDL_GetPerformanceFrequency();
    Uint64 last = SDL_GetPerformanceCounter();
    double acc = 0.0;
    int status = 0;
    while (!app->quit) {
        if (headless && app->ticks >= (uint64_t)app->opts.frames) break;
        if (app->script) script_push(app->script, app->ticks);
        SDL_Event ev;
        while (SDL_PollEvent(&ev)) {
            if (ev.type == SDL_QUIT) {
                app->quit = 1;
                break;
            }
            handle_global(app, &ev);
            if (!rec_event_input(app, &ev)) app->screens[app->screen]->event(app, &ev);
        }
        int updates = 0;
        if (headless) {
            /* One tick per frame, but never while a background job runs: scripts stay
             * deterministic however fast or slow the machine is. */
            while (app_busy_jobs > 0) {
                SDL_Delay(1);
                if (app->player && !replay_player_started(app)) replay_player_tick(app); /* its clock starts as recorded */
                else app->screens[app->screen]->update(app);
            }
            updates = 1;
        } else {
            Uint64 now = SDL_GetPerformanceCounter();
            acc += (double)(now - last) / (double)freq;
            last = now;
            if (acc > 0.25) acc = 0.25;
            while (acc >= 1.0 / APP_TICK_HZ) {
                acc -= 1.0 / APP_TICK_HZ;
                updates++;
            }
        }
        for (int i = 0; i < updates && !app->quit; i++) {
            if (app->player) replay_player_tick(app);
            else app->screens[app->screen]->update(app);
            app->ticks++;
            if (app->switching) {
                app->switching = 0;
                rec_end(app); /* a recording belongs to the screen that made it, */
                rec_offer_at(app, 0, 0); /* and so does where its Save replay goes */
                if (app->screens[app->screen]->leave) app->screens[app->screen]->leave(app);
                app->screen = app->next_screen;
                app->screens[app->screen]->enter(app);
            }
        }
        int last_frame = headless && app->ticks >= (uint64_t)app->opts.frames;
        if (!headless || last_frame) {
            draw_frame(app);
            if (last_frame && app->opts.screenshot && !write_screenshot(app, app->opts.screenshot))
                status = 1;
            SDL_RenderPresent(app->renderer);
        }
        if (!headless) SDL_Delay(1);
    }
    return status;
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
                     "%s is already playing in another Loopling window on this computer. Close that one "
                     "first, or pick another name.", name);
        else
            snprintf(why, (size_t)why_size, "%s can't be opened here. Ask your teacher.", name);
        return 0;
    }
    lp_profile_close(&app->profile_lock); /* the previous pupil's */
    app->profile_lock = lock;
    app->profile = opened;
    app->has_profile = 1;
    app->profile_no_save = report.no_save;
    char detail[700];
    lp_diag_format(&report.diag, detail, sizeof detail);
    const char *who = app->profile.name;
    const char *aside = report.aside[0][0] ? report.aside[0] : report.aside[1];
    const char *aside_name = strrchr(aside, '/') ? strrchr(aside, '/') + 1 : aside;
    switch (r) {
    case LP_OPEN_FROM_BACKUP:
        snprintf(app->notice, sizeof app->notice,
                 "%s's latest save was damaged, so %s goes on from the save before it. A little "
                 "progress may be missing.", who, who);
        break;
    case LP_OPEN_NEWER:
        snprintf(app->notice, sizeof app->notice,
                 "%s's progress was saved by a newer Loopling, which this one can't read. It is kept safe%s%s. "
                 "%s. Ask your teacher to update Loopling.", who, aside_name[0] ? " as " : "", aside_name,
                 report.fresh ? "Here, you start from the beginning" : "Here, you go on from an older save");
        break;
    case LP_OPEN_DAMAGED:
        snprintf(app->notice, sizeof app->notice,
                 "%s's saved progress could not be read, so %s starts from the beginning. The damaged files "
                 "are kept for your teacher%s%s.", who, who, aside_name[0] ? " as " : "", aside_name);
        break;
    default: break;
    }
    if (r != LP_OPEN_OK && r != LP_OPEN_NEW) {
        /* over a mode's screen too, when --mode or --level skips the menu */
        snprintf(app->toast, sizeof app->toast, "%s", app->notice);
        app->toast_until = app->ticks + 10 * APP_TICK_HZ;
        snprintf(app->problem_detail, sizeof app->problem_detail, "%s", detail);
        fprintf(stderr, "loopling: %s%s%s\n", detail, aside[0] ? "; set aside as " : "", aside);
    }
    if (report.no_save) {
        char detail2[600];
        lp_diag_format(&report.save_diag, detail2, sizeof detail2);
        fprintf(stderr, "loopling: %s: nothing is saved this time: %s\n", who, detail2);
        size_t n = strlen(app->notice);
        snprintf(app->notice + n, sizeof app->notice - n,
                 " This time nothing is saved, so that the old files stay as they are: ask your teacher.");
    } else if (r != LP_OPEN_OK) {
        app_save_profile(app); /* a main copy again at once: the next session opens this one */
    }
    return 1;
}

ScreenId app_first_screen(App *app)
{
    ScreenId s = app_start_screen(&app->opts);
    if (!app->opts.mode) return s;
    int mode = s == SCREEN_BOTS ? LP_CONFIG_BOTS : s == SCREEN_MAYS ? LP_CONFIG_MAYS : LP_CONFIG_TOYCAR;
    if (app_mode_unlocked(app, mode)) return s;
    static const char *const titles[] = {"", "Toy Car", "Robot", "May's Journey"};
    snprintf(app->notice, sizeof app->notice,
             "%s is closed for now: your class settings (%s) open only the modes below.", titles[mode],
             app->config_name[0] ? app->config_name : "?");
    return SCREEN_MENU;
}

ScreenId app_start_screen(const AppOptions *opts)
{
    char why[200];
    if (opts->mode)
        return !strcmp(opts->mode, "bots") ? SCREEN_BOTS : !strcmp(opts->mode, "mays") ? SCREEN_MAYS : SCREEN_TOYCAR;
    if (!opts->level) return SCREEN_MENU;
    if (mays_level_arg(opts->level, why, sizeof why) == 1) return SCREEN_MAYS;
    return bots_level_arg(opts->level, why, sizeof why) == 1 ? SCREEN_BOTS : SCREEN_TOYCAR;
}

int app_run(const AppOptions *opts)
{
    static App app_storage;
    App *app = &app_storage;
    memset(app, 0, sizeof *app);
    app->profile_lock.fd = -1;
    app->opts = *opts;
    app->screens[SCREEN_PROFILES] = &screen_profiles;
    app->screens[SCREEN_MENU] = &screen_menu;
    app->screens[SCREEN_SETTINGS] = &screen_settings;
    app->screens[SCREEN_TOYCAR] = &screen_toycar;
    app->screens[SCREEN_BOTS] = &screen_bots;
    app->screens[SCREEN_MAYS] = &screen_mays;
    app->screens[SCREEN_CODE] = &screen_code;
    static Recorder recorder;
    lp_replay_init(&recorder.replay);
    lp_buf_init(&recorder.code);
    app->rec = &recorder;

    if (opts->input_script) {
        char why[512];
        app->script = script_load(opts->input_script, why, sizeof why);
        if (!app->script) {
            fprintf(stderr, "loopling: %s\n", why);
            return 2;
        }
    }
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
        fprintf(stderr, "loopling: cannot start SDL: %s\n", SDL_GetError());
        script_destroy(app->script);
        return 1;
    }
    /* Gamepads are welcome but not needed: without the subsystem the keyboard still works. */
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0)
        fprintf(stderr, "loopling: no gamepad support here: %s\n", SDL_GetError());
    if (TTF_Init() != 0 || (IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
        fprintf(stderr, "loopling: cannot start SDL_ttf/SDL_image: %s\n", SDL_GetError());
        SDL_Quit();
        return 1;
    }
    find_folders(app);
    if (!make_dirs(app->saves_dir)) {
        fprintf(stderr, "loopling: %s: cannot create the saves folder: %s\n", app->saves_dir, strerror(errno));
        SDL_Quit();
        return 2;
    }
    char settings_path[1100];
    snprintf(settings_path, sizeof settings_path, "%s/settings.cfg", app->saves_dir);
    lp_file_clean_temps(settings_path, 0); /* what a killed Loopling left while saving them */
    load_settings(app);
    app_apply_config(app);
    const int headless = opts->frames > 0;
    Uint32 wflags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (!headless && app->settings.fullscreen) wflags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    app->window = SDL_CreateWindow("Loopling", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, APP_W,
                                   APP_H, wflags);
    if (app->window) {
        app->renderer = SDL_CreateRenderer(app->window, -1,
                                           headless ? SDL_RENDERER_SOFTWARE
                                                    : SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
        if (!app->renderer) app->renderer = SDL_CreateRenderer(app->window, -1, SDL_RENDERER_SOFTWARE);
    }
    if (!app->renderer) {
        fprintf(stderr, "loopling: cannot open a window: %s\n", SDL_GetError());
        SDL_Quit();
        return 1;
    }
    SDL_RenderSetLogicalSize(app->renderer, APP_W, APP_H);
    SDL_SetWindowMinimumSize(app->window, 640, 360);
    char sprites[1100], why[1400];
    app_data_path(app, "assets/sprites", sprites, sizeof sprites);
    int status = 0;
    if (!gfx_init(&app->gfx, app->renderer, sprites, LOOPLING_FONT, LOOPLING_MONO_FONT, why, sizeof why)) {
        fprintf(stderr, "loopling: %s\n", why);
        status = 1;
    } else {
        SDL_Surface *icon = NULL;
        char icon_path[1200];
        app_data_path(app, "packaging/icons/loopling.png", icon_path, sizeof icon_path);
        if ((icon = IMG_Load(icon_path)) != NULL) {
            SDL_SetWindowIcon(app->window, icon);
            SDL_FreeSurface(icon);
        }
        app->gfx.text_percent = app_text_percent(app);
        if (opts->replay) {
            char reason[1400];
            if (!replay_player_open(app, opts->replay, reason, sizeof reason)) {
                fprintf(stderr, "loopling: --replay %s\n", reason);
                status = 2;
            } else {
                lp_profile_init(&app->profile, "Replay"); /* a guest: nothing is saved */
                app->has_profile = 1;
            }
        } else if (opts->profile) {
            if (!lp_profile_name_ok(opts->profile)) {
                fprintf(stderr, "loopling: --profile '%s': a name is 1 to 31 letters, digits, spaces, - or _\n",
                        opts->profile);
                status = 2;
            } else if (!app_open_profile(app, opts->profile, app->notice, sizeof app->notice)) {
                fprintf(stderr, "loopling: --profile %s: %s\n", opts->profile, app->notice); /* then "Who is playing?" */
            }
        }
        if (status == 0) {
            app->screen = !app->has_profile ? SCREEN_PROFILES : app_first_screen(app);
            app->screens[app->screen]->enter(app);
            status = run_loop(app);
            if (opts->state_path) write_state(app);
            if (app->screens[app->screen]->leave) app->screens[app->screen]->leave(app);
        }
        replay_player_close(app);
        gfx_free(&app->gfx);
    }
    lp_profile_close(&app->profile_lock);
    script_destroy(app->script);
    lp_replay_free(&recorder.replay);
    lp_buf_free(&recorder.code);
    SDL_DestroyRenderer(app->renderer);
    SDL_DestroyWindow(app->window);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
    return status;
}
