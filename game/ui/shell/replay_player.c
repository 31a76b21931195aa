/* replay_player.c - `loopling --replay FILE` (replay_ui.h): feeds a replay's actions to the
 * play screen's session (pz_session_act, the pupil's own path) at their ticks, with pause, speed
 * and a timeline to scrub, and says at the end whether it reached the result it recorded. The bar
 * sits over the top of the screen. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "ui/shell/replay_ui.h"
#include "ui/shell/sound.h"
#include "ui/widgets/widgets.h"

#define BAR_H 86   /* two rows: the controls, then what is happening */
#define ROW2_Y 56
#define TRACK_X0 580
#define TRACK_X1 1080
#define SEEK_BUDGET 2400 /* ticks run per frame while seeking (40 s of play) */
#define END_GRACE 60     /* ticks played after the last action before the end is called */

static const int speed_num[] = {1, 1, 2, 4, 8};
static const int speed_den[] = {2, 1, 1, 1, 1};
static const char *const speed_names[] = {"1/2x", "1x", "2x", "4x", "8x"};
#define SPEEDS 5

typedef enum { PB_RESTART, PB_PLAY, PB_SPEED, PB_QUIT, PB_COUNT } PlayerButton;

struct ReplayPlayer {
    LpReplay replay;
    char path[1024];
    int started;          /* the screen said its level is ready */
    uint32_t clock;       /* ticks since then */
    uint32_t solved_tick; /* the clock when the level was solved (the recording's result tick, when the
                             rules and their timing are the same) */
    uint32_t length;      /* the replay's last tick */
    int next;             /* the next event to play */
    LpBuf code, scratch;  /* the program text so far */
    int paused, speed, half;
    int seeking, need_restart;
    uint32_t seek_to;
    int finished;
    int dragging;
    char times[40]; /* the time drawn last ("0:02 / 0:05"), measured for --state */
    uint32_t drag_tick;
    int restarts;
    /* what playback reached, beside what was recorded */
    int outcome_next;     /* index of the next recorded outcome to compare with */
    int outcomes_recorded, outcomes_seen, outcomes_same;
    int solved, tries, commands;
    int bad_edits;        /* edits that did not fit the text (a damaged replay) */
    SDL_Rect buttons[PB_COUNT];
};

static ReplayPlayer *P(App *app) { return app->player; }

static int count_outcomes(const LpReplay *r)
{
    int n = 0;
    for (int i = 0; i < r->count; i++) n += r->events[i].kind == LP_RE_OUTCOME;
    return n;
}

int replay_player_open(App *app, const char *path, char *why, int why_size)
{
    ReplayPlayer *p = calloc(1, sizeof *p);
    if (!p) {
        snprintf(why, (size_t)why_size, "%s", _("out of memory"));
        return 0;
    }
    lp_replay_init(&p->replay);
    LpDiag diag;
    if (!lp_replay_load(path, &p->replay, &diag)) {
        lp_diag_format(&diag, why, why_size);
        free(p);
        return 0;
    }
    snprintf(p->path, sizeof p->path, "%s", path);
    lp_buf_init(&p->code);
    lp_buf_init(&p->scratch);
    lp_buf_puts(&p->code, "");
    p->speed = 1;
    p->length = lp_replay_length(&p->replay);
    p->outcomes_recorded = count_outcomes(&p->replay);
    app->own_anim_speed = (int)app->settings.anim_speed + 1;
    app->settings.anim_speed = (AnimSpeed)p->replay.anim_speed; /* runs take the recorded time */
    app->player = p;
    return 1;
}

void replay_player_close(App *app)
{
    ReplayPlayer *p = P(app);
    if (!p) return;
    app->settings.anim_speed = (AnimSpeed)(app->own_anim_speed - 1);
    app->own_anim_speed = 0;
    lp_replay_free(&p->replay);
    lp_buf_free(&p->code);
    lp_buf_free(&p->scratch);
    free(p);
    app->player = NULL;
}

void replay_player_level_ready(App *app)
{
    ReplayPlayer *p = P(app);
    if (p->started) return; /* the screen moved on (it should not): the replay keeps its level */
    p->started = 1;
    p->clock = 0;
}

int replay_format(const App *app) { return app->player ? ((const ReplayPlayer *)app->player)->replay.version : 0; }

void replay_player_outcome(App *app, int solved, int tries, int commands)
{
    ReplayPlayer *p = P(app); /* (the rules keep each format's own try: game/puzzle) */
    p->outcomes_seen++;
    for (int i = p->outcome_next; i < p->replay.count; i++) {
        const LpReplayEvent *e = &p->replay.events[i];
        if (e->kind != LP_RE_OUTCOME) continue;
        p->outcome_next = i + 1;
        if (e->a == (solved ? 1 : 0) && e->b == tries && e->c == commands) p->outcomes_same++;
        return;
    }
    p->outcome_next = p->replay.count; /* an outcome the recording does not have */
}

void replay_player_solved(App *app, int tries, int commands)
{
    ReplayPlayer *p = P(app);
    if (p->solved) return;
    p->solved = 1;
    p->solved_tick = p->clock;
    p->tries = tries;
    p->commands = commands;
}

static int same_result(const ReplayPlayer *p)
{
    const LpReplay *r = &p->replay;
    int result_same = r->has_result ? (p->solved == r->result_solved && p->tries == r->result_tries &&
                                       p->commands == r->result_commands)
                                    : !p->solved;
    return result_same && p->outcomes_seen == p->outcomes_recorded && p->outcomes_same == p->outcomes_seen &&
           p->bad_edits == 0;
}

/* Start the level again (scrubbing back). */
static void restart(App *app)
{
    ReplayPlayer *p = P(app);
    const Screen *s = app->screens[app->screen];
    if (s->leave) s->leave(app);
    p->started = 0;
    p->clock = 0;
    p->next = 0;
    p->finished = 0;
    p->outcome_next = p->outcomes_seen = p->outcomes_same = 0;
    p->solved = p->tries = p->commands = 0;
    p->solved_tick = 0;
    p->bad_edits = 0;
    lp_buf_clear(&p->code);
    lp_buf_puts(&p->code, "");
    p->restarts++;
    s->enter(app);
}

/* The actions due now, to the screen. */
static void dispatch(App *app)
{
    ReplayPlayer *p = P(app);
    const Screen *s = app->screens[app->screen];
    while (p->next < p->replay.count && p->replay.events[p->next].tick <= p->clock) {
        const LpReplayEvent *e = &p->replay.events[p->next++];
        if (e->kind == LP_RE_OUTCOME) continue; /* compared when the screen reports its own */
        LpReplayEvent ev = *e;
        if (e->kind == LP_RE_EDIT) {
            if (!lp_replay_apply_edit(e, p->code.data, &p->scratch)) {
                p->bad_edits++;
                continue;
            }
            lp_buf_clear(&p->code);
            lp_buf_puts(&p->code, p->scratch.data);
            ev.text = p->code.data; /* the whole program text */
        }
        if (s->replay) s->replay(app, &ev);
    }
}

/* One tick of play: the due actions, the screen's update. */
static void step(App *app)
{
    ReplayPlayer *p = P(app);
    if (p->started) dispatch(app);
    app->screens[app->screen]->update(app);
    if (p->started) {
        p->clock++;
        if (p->clock >= p->length + END_GRACE && p->next >= p->replay.count) p->finished = 1;
    }
}

void replay_player_tick(App *app)
{
    ReplayPlayer *p = P(app);
    if (p->seeking) {
        if (p->need_restart) { /* decided once, when the seek was asked for */
            p->need_restart = 0;
            restart(app);
        }
        sound_quiet(app, 1); /* seconds of play run in a frame: not heard */
        for (int n = 0; n < SEEK_BUDGET && p->seeking; n++) {
            if (p->started && p->clock >= p->seek_to) p->seeking = 0;
            else if (!p->started && app_busy_jobs > 0) { /* the level is still being made: look once */
                step(app);
                break;
            }
            else step(app);
        }
        sound_quiet(app, 0);
        return;
    }
    if (!p->started) {
        step(app);
        return;
    }
    if (p->paused || p->finished) return;
    if (speed_den[p->speed] > 1 && (p->half ^= 1)) return;
    for (int i = 0; i < speed_num[p->speed] && !p->finished; i++) step(app);
}

static void seek(App *app, uint32_t tick)
{
    ReplayPlayer *p = P(app);
    uint32_t end = p->length + END_GRACE;
    if (tick > end) tick = end;
    p->seeking = 1;
    p->seek_to = tick;
    if (tick < p->clock || (tick == 0 && p->started)) {
        p->need_restart = 1; /* back: open the level again and run forward */
        p->finished = 0;
    }
}

/* ---- the bar --------------------------------------------------------------------------- */

static void layout(ReplayPlayer *p)
{
    p->buttons[PB_RESTART] = (SDL_Rect){386, 6, 44, 44};
    p->buttons[PB_PLAY] = (SDL_Rect){438, 6, 44, 44};
    p->buttons[PB_SPEED] = (SDL_Rect){490, 8, 62, 40};
    p->buttons[PB_QUIT] = (SDL_Rect){APP_W - 56, 6, 44, 44};
}

static uint32_t track_tick(const ReplayPlayer *p, int x)
{
    if (x < TRACK_X0) x = TRACK_X0;
    if (x > TRACK_X1) x = TRACK_X1;
    uint64_t end = p->length + END_GRACE;
    return (uint32_t)((uint64_t)(x - TRACK_X0) * end / (TRACK_X1 - TRACK_X0));
}

static int track_x(const ReplayPlayer *p, uint32_t tick)
{
    uint64_t end = p->length + END_GRACE;
    if (tick > end) tick = (uint32_t)end;
    return TRACK_X0 + (int)((uint64_t)tick * (TRACK_X1 - TRACK_X0) / end);
}

static void toggle_pause(ReplayPlayer *p, App *app)
{
    if (p->finished) {
        seek(app, 0);
        p->paused = 0;
        return;
    }
    p->paused = !p->paused;
}

void replay_player_event(App *app, const SDL_Event *ev)
{
    ReplayPlayer *p = P(app);
    layout(p);
    if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        uint32_t five = 5 * APP_TICK_HZ;
        if (k == SDLK_ESCAPE) app->quit = 1;
        else if (k == SDLK_SPACE || k == SDLK_k || k == SDLK_RETURN) toggle_pause(p, app);
        else if (k == SDLK_LEFT || k == SDLK_j) seek(app, p->clock > five ? p->clock - five : 0);
        else if (k == SDLK_RIGHT || k == SDLK_l) seek(app, p->clock + five);
        else if (k == SDLK_HOME) seek(app, 0);
        else if (k == SDLK_END) seek(app, p->length + END_GRACE);
        else if ((k == SDLK_PLUS || k == SDLK_EQUALS || k == SDLK_KP_PLUS || k == SDLK_UP) && p->speed < SPEEDS - 1)
            p->speed++;
        else if ((k == SDLK_MINUS || k == SDLK_KP_MINUS || k == SDLK_DOWN) && p->speed > 0)
            p->speed--;
        return;
    }
    if (ev->type == SDL_MOUSEBUTTONDOWN && ev->button.button == SDL_BUTTON_LEFT) {
        SDL_Point pt = {ev->button.x, ev->button.y};
        if (SDL_PointInRect(&pt, &p->buttons[PB_RESTART])) seek(app, 0);
        else if (SDL_PointInRect(&pt, &p->buttons[PB_PLAY])) toggle_pause(p, app);
        else if (SDL_PointInRect(&pt, &p->buttons[PB_SPEED])) p->speed = (p->speed + 1) % SPEEDS;
        else if (SDL_PointInRect(&pt, &p->buttons[PB_QUIT])) app->quit = 1;
        else if (pt.y < ROW2_Y - 4 && pt.x >= TRACK_X0 - 12 && pt.x <= TRACK_X1 + 12) {
            p->dragging = 1;
            p->drag_tick = track_tick(p, pt.x);
        }
    } else if (ev->type == SDL_MOUSEMOTION && p->dragging) {
        p->drag_tick = track_tick(p, ev->motion.x);
    } else if (ev->type == SDL_MOUSEBUTTONUP && ev->button.button == SDL_BUTTON_LEFT && p->dragging) {
        p->dragging = 0;
        seek(app, track_tick(p, ev->button.x));
    }
}

static void format_time(uint32_t ticks, char *out, size_t size)
{
    uint32_t s = ticks / APP_TICK_HZ;
    snprintf(out, size, "%u:%02u", (unsigned)(s / 60), (unsigned)(s % 60));
}

static void draw_play_icon(Gfx *g, SDL_Rect r, int paused)
{
    int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    if (paused) {
        for (int i = 0; i < 14; i++) gfx_fill(g, (SDL_Rect){cx - 6 + i * 12 / 14, cy - 9 + i * 9 / 14, 2, 18 - 2 * (i * 9 / 14)}, COL_WHITE);
    } else {
        gfx_round_rect(g, (SDL_Rect){cx - 9, cy - 10, 6, 20}, 2, COL_WHITE);
        gfx_round_rect(g, (SDL_Rect){cx + 3, cy - 10, 6, 20}, 2, COL_WHITE);
    }
}

/* What a run reached, as a phrase for the sentences below ("solved in 2 tries, 5 commands"). */
static void result_words(const ReplayPlayer *p, int solved, int tries, int commands, char *out, size_t size)
{
    int dungeon = !strcmp(p->replay.mode, "dungeon");
    char done[80], used[80];
    if (!solved && dungeon) {
        /* TRANSLATORS: a dungeon replay's result, in "it was %s, this time %s" */
        snprintf(out, size, "%s", _("the stairs not reached"));
    } else if (!solved) {
        /* TRANSLATORS: a replay's result, in "it was %s, this time %s" */
        snprintf(out, size, "%s", _("not solved"));
    } else if (dungeon) {
        snprintf(done, sizeof done, lp_trn("%d step", "%d steps", commands), commands);
        /* TRANSLATORS: in "the stairs in 12 steps, 3 tries at puzzles" (a dungeon replay's result) */
        snprintf(used, sizeof used, lp_trn("%d try at puzzles", "%d tries at puzzles", tries), tries);
        /* TRANSLATORS: a dungeon replay's result: "the stairs in 12 steps, 3 tries at puzzles" */
        snprintf(out, size, _("the stairs in %s, %s"), done, used);
    } else {
        snprintf(done, sizeof done, lp_trn("%d try", "%d tries", tries), tries);
        if (!strcmp(p->replay.mode, "toycar"))
            /* TRANSLATORS: the toy car's arrow tiles used, in "solved in 2 tries, 5 tiles" */
            snprintf(used, sizeof used, lp_trn("%d tile", "%d tiles", commands), commands);
        else
            snprintf(used, sizeof used, lp_trn("%d command", "%d commands", commands), commands);
        /* TRANSLATORS: a replay's result: "solved in 2 tries, 5 commands" */
        snprintf(out, size, _("solved in %s, %s"), done, used);
    }
}

/* The time's box: between the track and the close button (its box ran under the button, which
 * covered the last digit at the large text size; now the text shrinks to fit). */
static SDL_Rect times_box(const ReplayPlayer *p)
{
    return (SDL_Rect){TRACK_X1 + 20, 10, p->buttons[PB_QUIT].x - 8 - TRACK_X1 - 20, 36};
}

void replay_player_draw(App *app)
{
    ReplayPlayer *p = P(app);
    Gfx *g = &app->gfx;
    layout(p);
    SDL_SetRenderDrawBlendMode(g->renderer, SDL_BLENDMODE_BLEND);
    gfx_fill(g, (SDL_Rect){0, 0, APP_W, BAR_H}, (SDL_Color){27, 36, 56, 255});
    gfx_fill(g, (SDL_Rect){0, BAR_H, APP_W, 3}, COL_PURPLE);
    gfx_cover(g, (SDL_Rect){0, 0, APP_W, BAR_H + 3}); /* the bar hides the screen's top bar and its buttons */
    /* the badge and the title */
    gfx_round_rect(g, (SDL_Rect){14, 12, 104, 32}, 10, COL_PURPLE);
    /* TRANSLATORS: the badge at the top left while a replay plays (capitals, short: about 8 letters fit) */
    gfx_text_in(g, FONT_BOLD, _("REPLAY"), 20, COL_WHITE, (SDL_Rect){18, 12, 96, 32}, ALIGN_CENTER, 0);
    /* the mode beside the badge; the level's title goes on the second row */
    const char *mode = lp_replay_mode_title(p->replay.mode);
    gfx_text_in(g, FONT_BOLD, _(mode), 22, COL_WHITE, (SDL_Rect){132, 10, p->buttons[0].x - 140, 36}, ALIGN_LEFT, 0);
    /* buttons */
    SDL_Color btn = {86, 180, 233, 255};
    for (int i = 0; i < PB_COUNT; i++) {
        SDL_Rect r = p->buttons[i];
        int hover = app->mouse_x >= r.x && app->mouse_x < r.x + r.w && app->mouse_y >= r.y && app->mouse_y < r.y + r.h;
        SDL_Color c = i == PB_QUIT ? COL_ORANGE : btn;
        if (hover) c = COL_YELLOW;
        gfx_round_rect(g, r, 12, c);
        gfx_clickable(g, r, "replay bar");
    }
    SDL_Rect rr = p->buttons[PB_RESTART];
    gfx_fill(g, (SDL_Rect){rr.x + 12, rr.y + 12, 4, 20}, COL_WHITE);
    for (int i = 0; i < 14; i++) gfx_fill(g, (SDL_Rect){rr.x + 17 + i, rr.y + 22 - i * 10 / 13, 2, 2 * (i * 10 / 13) + 1}, COL_WHITE);
    draw_play_icon(g, p->buttons[PB_PLAY], p->paused || p->finished);
    SDL_Rect sr = p->buttons[PB_SPEED];
    gfx_text_in(g, FONT_BOLD, speed_names[p->speed], 20, COL_INK, (SDL_Rect){sr.x + 2, sr.y, sr.w - 4, sr.h}, ALIGN_CENTER, 0);
    SDL_Rect q = p->buttons[PB_QUIT];
    gfx_line(g, (float)q.x + 14, (float)q.y + 14, (float)q.x + 30, (float)q.y + 30, 4, COL_WHITE);
    gfx_line(g, (float)q.x + 30, (float)q.y + 14, (float)q.x + 14, (float)q.y + 30, 4, COL_WHITE);
    /* the timeline: the track, what has been played, a mark per run and per outcome */
    int cy = 28;
    uint32_t at = p->dragging ? p->drag_tick : (p->seeking ? p->seek_to : p->clock);
    gfx_round_rect(g, (SDL_Rect){TRACK_X0, cy - 5, TRACK_X1 - TRACK_X0, 10}, 5, (SDL_Color){70, 82, 110, 255});
    gfx_round_rect(g, (SDL_Rect){TRACK_X0, cy - 5, track_x(p, at) - TRACK_X0 + 1, 10}, 5, btn);
    for (int i = 0; i < p->replay.count; i++) {
        const LpReplayEvent *e = &p->replay.events[i];
        int x = track_x(p, e->tick);
        if (e->kind == LP_RE_RUN || e->kind == LP_RE_STEP) gfx_fill(g, (SDL_Rect){x - 1, cy - 13, 3, 8}, COL_WHITE);
        else if (e->kind == LP_RE_OUTCOME) gfx_circle(g, x, cy + 12, 4, e->a ? COL_GREEN : COL_VERMILLION);
    }
    gfx_circle(g, track_x(p, at), cy, 12, COL_INK);
    gfx_circle(g, track_x(p, at), cy, 9, COL_WHITE);
    char now[16], all[16];
    format_time(at, now, sizeof now);
    format_time(p->length + END_GRACE, all, sizeof all);
    snprintf(p->times, sizeof p->times, "%s / %s", now, all);
    gfx_text_in(g, FONT_BOLD, p->times, 20, COL_WHITE, times_box(p), ALIGN_LEFT, 0);
    /* the second row: what is happening (opening, seeking, the keys, the result at the end) */
    char msg[600];
    SDL_Color c = (SDL_Color){70, 82, 110, 255}, ink = COL_WHITE;
    if (!p->started || p->seeking) {
        snprintf(msg, sizeof msg, "%s", p->seeking ? _("Finding the moment...") : _("Opening the level..."));
    } else if (p->finished) {
        char got[200], want[200];
        result_words(p, p->solved, p->tries, p->commands, got, sizeof got);
        result_words(p, p->replay.has_result && p->replay.result_solved, p->replay.result_tries,
                     p->replay.result_commands, want, sizeof want);
        ink = COL_INK;
        if (same_result(p)) {
            char same[500];
            /* TRANSLATORS: at the end of a replay; %s is its result ("solved in 2 tries, 5 commands"); Space is a key */
            snprintf(same, sizeof same, _("The same result as when it was recorded: %s.   Space: watch again"), got);
            snprintf(msg, sizeof msg, "\xE2\x9C\x93 %s", same); /* a tick before it */
            c = COL_GREEN;
        } else {
            /* TRANSLATORS: at the end of a replay: the recorded result, then this playback's ("solved in 2 tries, 5 commands") */
            snprintf(msg, sizeof msg, _("Not the recorded result: it was %s, this time %s."), want, got);
            c = COL_ORANGE;
        }
    } else if (p->paused) {
        /* TRANSLATORS: the replay bar's keys while paused: Space, Left/Right, +/-, Home and Esc are keys (one line: keep it short) */
        snprintf(msg, sizeof msg, "%s", _("Paused.   Space: play   Left/Right: 5 s back/on   +/-: speed   Home: start again   Esc: stop"));
    } else {
        /* TRANSLATORS: the replay bar's keys while playing: Space, Left/Right, +/-, Home and Esc are keys (one line: keep it short) */
        snprintf(msg, sizeof msg, "%s", _("Space: pause   Left/Right: 5 s back/on   +/-: speed   Home: start again   Esc: stop"));
    }
    int w, h;
    gfx_text_fit(g, FONT_BOLD, msg, 18, APP_W - 56, 26, 0, &w, &h);
    if (w > APP_W - 56) w = APP_W - 56;
    gfx_round_rect(g, (SDL_Rect){14, ROW2_Y, w + 28, 26}, 9, c);
    gfx_text_in(g, FONT_BOLD, msg, 18, ink, (SDL_Rect){28, ROW2_Y, w + 1, 26}, ALIGN_LEFT, 0);
    /* the level's title at the right of the second row, cut to what is left */
    char title[200];
    const char *t = p->replay.title[0] ? p->replay.title : mode;
    size_t skip = strlen(mode);
    if (!strncmp(t, mode, skip) && t[skip] == ':' && t[skip + 1] == ' ') t += skip + 2; /* the mode is shown */
    snprintf(title, sizeof title, "%s", _(t)); /* a lesson's title, or "a level", in the pupil's language */
    int room = APP_W - 14 - (14 + w + 28 + 24), tw, th;
    for (size_t n = strlen(title); n > 4; n--) {
        gfx_text_size(g, FONT_BOLD, title, 18, &tw, &th);
        if (tw <= room) break;
        while (n > 1 && ((unsigned char)title[n - 1] & 0xC0) == 0x80) n--; /* whole UTF-8 characters */
        memcpy(title + n - 1, "...", 4);
    }
    if (room > 60) gfx_text(g, title, 18, COL_YELLOW, APP_W - 14, ROW2_Y + 2, ALIGN_RIGHT);
}

void replay_player_state(App *app, LpBuf *o)
{
    ReplayPlayer *p = P(app);
    if (!p) return;
    const LpReplay *r = &p->replay;
    SDL_Rect tb = times_box(p);
    int times_w = 0, times_h = 0;
    gfx_text_fit(&app->gfx, FONT_BOLD, p->times, 20, tb.w, tb.h, 0, &times_w, &times_h);
    int times_end = tb.x + (times_w < tb.w ? times_w : tb.w);
    lp_buf_puts(o, ",\"replay\":{\"mode\":");
    lp_buf_json_string(o, r->mode);
    lp_buf_puts(o, ",\"title\":");
    lp_buf_json_string(o, r->title);
    lp_buf_printf(
        o,
        ",\"started\":%d,\"clock\":%u,\"length\":%u,\"events\":%d,\"played\":%d,\"paused\":%d,"
        "\"speed\":\"%s\",\"finished\":%d,\"restarts\":%d,\"outcomes_recorded\":%d,\"outcomes_seen\":%d,"
        "\"outcomes_same\":%d,\"solved\":%d,\"tries\":%d,\"commands\":%d,\"recorded_solved\":%d,"
        "\"recorded_tries\":%d,\"recorded_commands\":%d,\"same_result\":%s,\"solved_tick\":%u,"
        "\"recorded_tick\":%u,\"times_end\":%d,\"close_x\":%d}",
        p->started, (unsigned)p->clock, (unsigned)p->length, r->count, p->next, p->paused,
        speed_names[p->speed], p->finished, p->restarts, p->outcomes_recorded, p->outcomes_seen,
        p->outcomes_same, p->solved, p->tries, p->commands, r->has_result && r->result_solved,
        r->result_tries, r->result_commands, same_result(p) ? "true" : "false", (unsigned)p->solved_tick,
        (unsigned)r->result_tick, times_end, p->buttons[PB_QUIT].x);
}
