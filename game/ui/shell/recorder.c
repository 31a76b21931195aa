/* recorder.c - records the pupil's attempts at the level on screen (replay_ui.h) and, once it is
 * solved, offers "Save replay" over the screen (a button, or Ctrl+S). Files are written through
 * core/replay.c and lp_file_write_atomic into <saves>/replays/. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "core/i18n.h"
#include "core/levelfile.h"
#include "core/save.h"
#include "ui/shell/replay_ui.h"
#include "ui/widgets/widgets.h"

static Recorder *rec_of(App *app) { return app->rec; }

int replay_playing(const App *app) { return app->player != NULL; }

static uint32_t now_tick(App *app)
{
    Recorder *r = rec_of(app);
    uint64_t t = app->ticks - r->start_tick;
    return t > LP_REPLAY_MAX_TICK ? LP_REPLAY_MAX_TICK : (uint32_t)t;
}

void rec_end(App *app)
{
    Recorder *r = rec_of(app);
    if (!r || r->hosted) return;
    r->active = 0;
    r->solved = 0;
    r->saved = 0;
    r->error[0] = '\0';
    lp_replay_clear_events(&r->replay);
    lp_buf_clear(&r->code);
    lp_buf_puts(&r->code, "");
}

void rec_begin(App *app, const char *mode, const char *title, const char *code, const char *level_text)
{
    if (app->player) {
        replay_player_level_ready(app);
        return;
    }
    Recorder *r = rec_of(app);
    if (!r || r->hosted) return;
    rec_end(app);
    /* the title names the mode: "Robot: First steps" (also in the file's name) */
    const char *shown = lp_replay_mode_title(mode);
    char full[sizeof r->replay.title];
    if (title && !strncmp(title, shown, strlen(shown))) snprintf(full, sizeof full, "%s", title);
    /* TRANSLATORS: a replay's level when it has no title ("Robot: a level") */
    else snprintf(full, sizeof full, "%s: %s", shown, title && *title ? title : N_("a level")); /* English in the file */
    lp_replay_set_level(&r->replay, mode, full, code, level_text);
    snprintf(r->replay.game, sizeof r->replay.game, "%s", LOOPLING_VERSION);
    r->replay.anim_speed = (int)app->settings.anim_speed;
    r->start_tick = app->ticks;
    r->active = 1;
}

void rec_begin_file(App *app, const char *mode, const char *title, const char *code, const char *level_path)
{
    LpBuf text;
    lp_buf_init(&text);
    LpDiag diag;
    int have = level_path && lp_levelfile_read(&text, level_path, &diag) && text.data;
    rec_begin(app, mode, title, code, have ? text.data : NULL);
    lp_buf_free(&text);
}

void rec_event(App *app, LpReplayKind kind, int a, int b, int c)
{
    Recorder *r = rec_of(app);
    if (app->player || !r || !r->active) return;
    lp_replay_add(&r->replay, now_tick(app), kind, a, b, c, NULL);
}

void rec_event_text(App *app, LpReplayKind kind, int a, const char *text)
{
    Recorder *r = rec_of(app);
    if (app->player || !r || !r->active) return;
    lp_replay_add(&r->replay, now_tick(app), kind, a, 0, 0, text);
}

void rec_host(App *app, int on)
{
    Recorder *r = rec_of(app);
    if (r) r->hosted = on;
}

void rec_code(App *app, const char *text)
{
    Recorder *r = rec_of(app);
    if (app->player || !r || !r->active || !text) return;
    if (r->code.data && !strcmp(r->code.data, text)) return;
    lp_replay_add_edit(&r->replay, now_tick(app), r->code.data ? r->code.data : "", text);
    lp_buf_clear(&r->code);
    lp_buf_puts(&r->code, text);
}

void rec_outcome(App *app, int solved, int tries, int commands)
{
    if (app->player) {
        replay_player_outcome(app, solved, tries, commands);
        return;
    }
    Recorder *r = rec_of(app);
    if (!r || !r->active) return;
    lp_replay_add(&r->replay, now_tick(app), LP_RE_OUTCOME, solved ? 1 : 0, tries, commands, NULL);
}

void rec_solved(App *app, int tries, int commands)
{
    if (app->player) {
        replay_player_solved(app, tries, commands);
        return;
    }
    Recorder *r = rec_of(app);
    if (!r || !r->active || r->replay.has_result) return; /* the first solve is the result */
    lp_replay_set_result(&r->replay, now_tick(app), 1, tries, commands);
    r->solved = 1;
    r->saved = 0;
    r->error[0] = '\0';
    r->offer_tick = app->ticks;
}

/* A file name from the pupil, the title and the time: "ada-lesson-3-boxes-20261121-0842.replay"
 * (letters with accents plain: "jurgen-...", for any folder a teacher copies it to). */
static void file_name(App *app, char *out, int size)
{
    char slug[96];
    int n = 0;
    char src[160];
    snprintf(src, sizeof src, "%s %s", app->has_profile ? app->profile.name : "pupil", rec_of(app)->replay.title);
    for (const char *p = src; *p && n < (int)sizeof slug - 1; p++) {
        char c = *p;
        int plain = lp_latin_plain_letter(p); /* "Jürgen": jurgen */
        if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
        if (plain) c = (char)plain, p++;
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) slug[n++] = c;
        else if (n > 0 && slug[n - 1] != '-') slug[n++] = '-';
    }
    while (n > 0 && slug[n - 1] == '-') n--;
    slug[n] = '\0';
    time_t t = time(NULL);
    struct tm tm;
    char stamp[32] = "0";
    if (localtime_r(&t, &tm)) strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    snprintf(out, (size_t)size, "%s-%s", slug[0] ? slug : "replay", stamp);
}

int rec_save(App *app, char *out, int out_size)
{
    Recorder *r = rec_of(app);
    if (!r || !r->active || !r->solved) {
        /* TRANSLATORS: after "Not saved: " */
        snprintf(out, (size_t)out_size, "%s", _("there is no solved level to save yet"));
        return 0;
    }
    if (r->replay.failed) {
        /* TRANSLATORS: after "Not saved: " */
        snprintf(out, (size_t)out_size, "%s", _("this attempt was too long to keep as a replay"));
        return 0;
    }
    char dir[1100];
    snprintf(dir, sizeof dir, "%s/replays", app->saves_dir);
    if (mkdir(dir, 0755) != 0 && errno != EEXIST) {
        LpDiag diag;
        int err = errno;
        /* TRANSLATORS: for a teacher, after the folder's name; %s is the system's reason */
        lp_diag_set(&diag, dir, 0, _("cannot create the folder: %s"), strerror(err));
        diag.sys_errno = err;
        app_report_problem(app, APP_SAVING_REPLAY, &diag); /* the words and the detail */
        /* TRANSLATORS: after "Not saved: " */
        snprintf(out, (size_t)out_size, "%s", _("ask your teacher"));
        return 0;
    }
    char name[160], path[1300];
    file_name(app, name, sizeof name);
    snprintf(path, sizeof path, "%s/%s.replay", dir, name);
    struct stat st;
    for (int i = 2; stat(path, &st) == 0 && i < 100; i++) snprintf(path, sizeof path, "%s/%s-%d.replay", dir, name, i);
    LpBuf bytes;
    lp_buf_init(&bytes);
    lp_replay_write(&r->replay, &bytes);
    LpDiag diag = {0};
    int bytes_failed = bytes.failed;
    int ok = !bytes_failed && lp_file_write_atomic(path, NULL, bytes.data, bytes.count, &diag);
    lp_buf_free(&bytes);
    if (!ok) {
        if (bytes_failed) lp_diag_set(&diag, path, 0, "%s", _("out of memory"));
        app_report_problem(app, APP_SAVING_REPLAY, &diag); /* the words and the detail */
        /* TRANSLATORS: after "Not saved: " */
        snprintf(out, (size_t)out_size, "%s", _("ask your teacher"));
        return 0;
    }
    snprintf(out, (size_t)out_size, "%s", path);
    return 1;
}

/* ---- the "Save replay" offer ---------------------------------------------------------------- */

#define OFFER_W 236
#define OFFER_H 50

void rec_offer_at(App *app, int x, int y)
{
    Recorder *r = rec_of(app);
    if (!r) return;
    r->offer_x = x;
    r->offer_y = y;
}

void rec_offer_here(App *app)
{
    Recorder *r = rec_of(app);
    if (r) r->offer_frame = app->gfx.frame;
}

/* Whether the offer was in the frame drawn last (its host drew it there). */
static int offer_shown(const App *app, const Recorder *r)
{
    return r->offer_frame == app->gfx.frame;
}

/* Where the screen said (a free spot in its solved layout), else the bottom right corner. */
static SDL_Rect offer_rect(const Recorder *r)
{
    if (r->offer_x || r->offer_y) return (SDL_Rect){r->offer_x, r->offer_y, OFFER_W, OFFER_H};
    return (SDL_Rect){APP_W - OFFER_W - 14, APP_H - OFFER_H - 12, OFFER_W, OFFER_H};
}

static void save_now(App *app)
{
    Recorder *r = rec_of(app);
    char out[1300];
    if (rec_save(app, out, sizeof out)) {
        r->saved = 1;
        const char *slash = strrchr(out, '/');
        snprintf(r->saved_path, sizeof r->saved_path, "%s", out);
        /* TRANSLATORS: %s is the replay file's name */
        snprintf(r->error, sizeof r->error, _("Saved as %s"), slash ? slash + 1 : out);
    } else {
        /* TRANSLATORS: %s is the reason (there is no solved level to save yet...) */
        snprintf(r->error, sizeof r->error, _("Not saved: %s"), out);
    }
    r->offer_tick = app->ticks;
}

int rec_event_input(App *app, const SDL_Event *ev)
{
    if (app->player) {
        replay_player_event(app, ev);
        return 1;
    }
    Recorder *r = rec_of(app);
    if (!r || !r->active || !r->solved) return 0;
    if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_s && (ev->key.keysym.mod & KMOD_CTRL)) {
        save_now(app);
        return 1;
    }
    if (ev->type == SDL_MOUSEBUTTONDOWN && ev->button.button == SDL_BUTTON_LEFT && !r->saved &&
        offer_shown(app, r)) {
        SDL_Point p = {ev->button.x, ev->button.y};
        SDL_Rect b = offer_rect(r);
        if (SDL_PointInRect(&p, &b)) {
            save_now(app);
            return 1;
        }
    }
    return 0;
}

void rec_draw(App *app)
{
    if (app->player) {
        replay_player_draw(app);
        return;
    }
    Recorder *r = rec_of(app);
    if (!r || !r->active || !r->solved) return;
    Gfx *g = &app->gfx;
    SDL_Rect b = offer_rect(r);
    if (!r->saved && offer_shown(app, r)) {
        Button button = {b, "", TEX_ICON_STAR, BUTTON_BLUE, 1, 0, 24};
        snprintf(button.label, sizeof button.label, "%s", N_("Save replay")); /* drawn translated */
        int hover = app->mouse_x >= b.x && app->mouse_x < b.x + b.w && app->mouse_y >= b.y && app->mouse_y < b.y + b.h;
        button_draw(&button, g, hover, 0, 0);
        gfx_clickable(g, b, "Save replay");
    }
    if (r->error[0] && app->ticks - r->offer_tick < 6 * APP_TICK_HZ) {
        int w, h;
        gfx_text_size(g, FONT_BOLD, r->error, 20, &w, &h);
        if (w > APP_W - 16 - 24)
            w = APP_W - 16 - 24; /* a longer one shrinks in its box (or is counted past it) */
        SDL_Rect box = {b.x + b.w / 2 - (w + 24) / 2, b.y + (r->saved ? 5 : -46), w + 24, 40};
        if (box.x + box.w > APP_W - 8) box.x = APP_W - 8 - box.w;
        if (box.x < 8) box.x = 8;
        gfx_cover_text(g, box);
        gfx_round_rect(g, box, 10, COL_INK);
        gfx_text_in(g, FONT_BOLD, r->error, 20, r->saved ? COL_WHITE : COL_YELLOW,
                    (SDL_Rect){box.x + 12, box.y + 2, box.w - 24, box.h - 4}, ALIGN_LEFT, 0);
    }
}

void recorder_state(App *app, LpBuf *o)
{
    Recorder *r = rec_of(app);
    if (!r) return;
    SDL_Rect b = offer_rect(r);
    lp_buf_printf(o, ",\"recording\":{\"active\":%d,\"events\":%d,\"solved\":%d,\"saved\":%d,\"offer\":[%d,%d],\"path\":",
                  r->active, r->replay.count, r->solved, r->saved, b.x, b.y);
    lp_buf_json_string(o, r->saved ? r->saved_path : "");
    lp_buf_puts(o, "}");
}

int rec_still_for(App *app)
{
    Recorder *r = rec_of(app);
    if (!r || !r->active || !r->solved || !r->error[0]) return -1;
    uint64_t until = r->offer_tick + 6 * APP_TICK_HZ;
    return app->ticks < until ? (int)(until - app->ticks) : -1;
}
