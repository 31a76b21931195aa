/* mays_puzzle.c - one open May's Journey room's rules (mays_puzzle.h). */
#include "puzzle/mays_puzzle.h"

#include <stdlib.h>
#include <string.h>

static int anim_ticks(const MjPuzzle *p, int base)
{
    int t = base * pz_speed_ms(p->setting) / 400;
    return t < 2 ? 2 : t;
}

void mj_puzzle_open(MjPuzzle *p, const MjLevel *level, PzKind kind, int lesson, int par, int setting, int format)
{
    MjLevel *copy = malloc(sizeof *copy); /* level may be p->level itself */
    if (copy) *copy = *level;
    memset(p, 0, sizeof *p);
    if (copy) p->level = *copy;
    free(copy);
    pz_play_open(&p->play, LP_MODE_MAYS, kind, lesson, par);
    p->play.solve_later = 1; /* a run opens the way; May walking out solves it */
    mj_world_from_level(&p->world, &p->level);
    p->before = p->world;
    p->facing = MJ_EAST;
    p->failed_object = -1;
    p->left_coding_tile = 1;
    p->tick_wait = 0; /* moving blocks tick from the room's first tick */
    mj_session_init(&p->session, &p->level);
    const char *code = mj_level_panel_code(&p->level);
    p->text = malloc(strlen(code) + 1);
    if (p->text) strcpy(p->text, code);
    p->setting = setting < 0 ? 0 : setting > 2 ? 2 : setting;
    p->format = format;
}

void mj_puzzle_close(MjPuzzle *p)
{
    mj_session_free(&p->session);
    free(p->text);
    p->text = NULL;
}

int mj_puzzle_keys_missing(const MjPuzzle *p)
{
    int n = 0;
    for (int i = 0; i < p->world.object_count; i++) {
        const MjObject *o = &p->world.objects[i];
        if (o->kind == MJ_KEY && o->reward && !o->taken) n++;
    }
    return n;
}

/* What May finds where she stands: the coding tile, a key, the way out. */
static void after_step(MjPuzzle *p, int took_key, MjDid *out)
{
    if (mj_on_coding_tile(&p->world)) {
        if (p->left_coding_tile) {
            p->coding = 1;
            p->left_coding_tile = 0;
            out->opened_panel = 1;
        }
        return;
    }
    p->left_coding_tile = 1;
    out->took_key = took_key;
    if (!mj_at_exit(&p->world)) return;
    out->at_exit = 1;
    /* the code must have opened the way: riding a sliding block, or slipping past a moving one,
     * is not the puzzle */
    if (p->solved_run && mj_puzzle_keys_missing(p) == 0) {
        p->won = 1;
        out->commands = p->play.pending_commands;
        out->first_solve = pz_play_finish(&p->play);
    }
}

int mj_puzzle_can_walk(const MjPuzzle *p) { return !p->won && p->anim_ticks <= 0 && !p->coding; }

int mj_puzzle_walk(MjPuzzle *p, MjDir dir, MjDid *out)
{
    memset(out, 0, sizeof *out);
    if (!mj_puzzle_can_walk(p)) return 0;
    p->facing = dir;
    MjWorld prev = p->world;
    int keys = prev.keys_taken;
    if (!mj_avatar_step(&p->world, dir)) return 1;
    p->has_run_base = 0; /* the next Run starts from where May's walking leaves the room */
    p->before = prev;
    p->steps++;
    p->anim_total = p->anim_ticks = anim_ticks(p, MJ_WALK_TICKS);
    out->stepped = 1;
    for (int i = 0; i < prev.object_count; i++) /* a lever flipped by walking into it */
        if (prev.objects[i].kind == MJ_LEVER && prev.objects[i].lever_right != p->world.objects[i].lever_right)
            out->lever = i + 1;
    after_step(p, p->world.keys_taken > keys, out);
    return 1;
}

int mj_puzzle_open_panel(MjPuzzle *p, MjDid *out)
{
    memset(out, 0, sizeof *out);
    if (p->coding || p->won || !mj_on_coding_tile(&p->world)) return 0;
    p->left_coding_tile = 1;
    after_step(p, 0, out);
    return out->opened_panel;
}

int mj_puzzle_close_panel(MjPuzzle *p)
{
    if (!p->coding || p->running) return 0;
    p->coding = 0;
    p->running = 0;
    return 1;
}

void mj_puzzle_set_text(MjPuzzle *p, const char *text)
{
    if (!text) text = "";
    if (p->text && !strcmp(p->text, text)) return;
    char *copy = malloc(strlen(text) + 1);
    if (!copy) return;
    strcpy(copy, text);
    free(p->text);
    p->text = copy;
}

int mj_puzzle_run(MjPuzzle *p, MjDid *out)
{
    memset(out, 0, sizeof *out);
    if (p->running || !p->coding) return 0;
    if (p->format >= LP_REPLAY_RUN_FROM_START) {
        if (p->has_run_base) { /* what an earlier run moved goes back first */
            p->world = p->run_base;
            p->before = p->world;
            p->anim_ticks = 0;
        } else {
            p->run_base = p->world;
            p->has_run_base = 1;
        }
    }
    p->solved_run = 0;
    p->session.world = p->world;
    int ok = mj_session_load(&p->session, p->text ? p->text : "");
    pz_play_try(&p->play);
    if (!ok) { /* a try that did not get to run */
        out->mistakes = out->ended = 1;
        out->first_solve = pz_play_end(&p->play, 0, 0);
        return 1;
    }
    p->failed_object = -1;
    p->running = 1;
    return 1;
}

int mj_puzzle_restart(MjPuzzle *p, MjDid *out)
{
    memset(out, 0, sizeof *out);
    if (!p->coding) return 0;
    if (p->running) {
        out->ended = 1;
        out->commands = p->session.commands_done;
        out->first_solve = pz_play_end(&p->play, 0, out->commands);
    }
    p->running = 0;
    p->has_run_base = 0;
    int x = p->world.avatar_x, y = p->world.avatar_y;
    mj_session_reset(&p->session);
    mj_world_from_level(&p->world, &p->level);
    p->world.avatar_x = x; /* May stays where she stands */
    p->world.avatar_y = y;
    p->session.world = p->world;
    p->before = p->world;
    p->anim_ticks = 0;
    p->failed_object = -1;
    p->solved_run = 0;
    return 1;
}

int mj_puzzle_again(MjPuzzle *p)
{
    if (!p->won) return 0;
    mj_session_reset(&p->session);
    mj_world_from_level(&p->world, &p->level);
    p->session.world = p->world;
    p->before = p->world;
    p->anim_ticks = 0;
    p->facing = MJ_EAST;
    p->won = 0;
    p->solved_run = 0;
    p->has_run_base = 0;
    p->failed_object = -1;
    p->left_coding_tile = 1;
    p->coding = 0;
    p->running = 0;
    p->play.pending = 0;
    return 1;
}

static int has_movers(const MjWorld *w)
{
    for (int i = 0; i < w->object_count; i++)
        if (w->objects[i].kind == MJ_MOVING && w->objects[i].moving) return 1;
    return 0;
}

int mj_puzzle_world_moves(const MjPuzzle *p) { return !p->running && !p->coding && !p->won && has_movers(&p->world); }

/* The run's end: whether it opened the way. */
static void run_finished(MjPuzzle *p, MjDid *out)
{
    MjSession *s = &p->session;
    p->running = 0;
    if (s->state == MJ_SESSION_DONE) {
        p->solved_run = s->solved;
        out->solved = s->solved;
    } else if (s->state == MJ_SESSION_FAILED || s->state == MJ_SESSION_STOPPED) {
        p->solved_run = 0;
        p->failed_object = s->failed_object;
    } else {
        return;
    }
    out->ended = 1;
    out->commands = s->commands_done;
    out->first_solve = pz_play_end(&p->play, out->solved, out->commands);
}

static void advance(MjPuzzle *p, MjDid *out)
{
    MjSession *s = &p->session;
    MjWorld prev = s->world;
    MjEvent ev = MJ_EVENT_NONE;
    /* ticks that move nothing are not worth a frame: run on to something the pupil can see */
    for (int i = 0; i < MJ_MAX_QUIET_TICKS; i++) {
        ev = mj_session_advance(s, MJ_STEPS_PER_FRAME);
        if (ev != MJ_EVENT_TICK || memcmp(s->world.objects, prev.objects, sizeof prev.objects) != 0) break;
    }
    if (ev == MJ_EVENT_COMMAND || ev == MJ_EVENT_TICK) {
        p->before = prev;
        p->world = s->world;
        p->anim_total = p->anim_ticks = anim_ticks(p, ev == MJ_EVENT_COMMAND ? 14 : 8);
        out->acted = 1;
    }
    p->world = s->world;
    if (s->state != MJ_SESSION_RUNNING && p->anim_ticks == 0) run_finished(p, out);
}

void mj_puzzle_tick(MjPuzzle *p, MjDid *out)
{
    memset(out, 0, sizeof *out);
    pz_play_tick(&p->play);
    if (mj_puzzle_world_moves(p) && --p->tick_wait <= 0) {
        /* moving blocks keep sliding while May walks, a tile every half second */
        p->tick_wait = MJ_TICK_FRAMES;
        int ax = p->before.avatar_x, ay = p->before.avatar_y;
        mj_tick(&p->world);
        p->before = p->world; /* blocks jump a tile; May's step (if any) still slides */
        if (p->anim_ticks > 0) {
            p->before.avatar_x = ax;
            p->before.avatar_y = ay;
        }
    }
    if (p->anim_ticks > 0) p->anim_ticks--;
    else if (p->running) advance(p, out);
}

int mj_puzzle_apply(MjPuzzle *p, const LpReplayEvent *e, MjDid *out)
{
    memset(out, 0, sizeof *out);
    switch ((LpReplayKind)e->kind) {
    case LP_RE_WALK:
        if (e->a >= MJ_NORTH && e->a <= MJ_WEST) mj_puzzle_walk(p, (MjDir)e->a, out);
        return 1;
    case LP_RE_PANEL:
        if (e->a) mj_puzzle_open_panel(p, out);
        else mj_puzzle_close_panel(p);
        return 1;
    case LP_RE_EDIT:
        if (e->text) mj_puzzle_set_text(p, e->text);
        return 1;
    case LP_RE_RUN: mj_puzzle_run(p, out); return 1;
    case LP_RE_RESTART: mj_puzzle_restart(p, out); return 1;
    case LP_RE_STOP: mj_puzzle_again(p); return 1;
    default: return 0;
    }
}
