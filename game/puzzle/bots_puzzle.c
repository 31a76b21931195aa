/* bots_puzzle.c - one open robot puzzle's rules (bots_puzzle.h). */
#include "puzzle/bots_puzzle.h"

#include <stdlib.h>
#include <string.h>

#include "modes/bots/solver.h"

void bots_puzzle_open(BotsPuzzle *p, const BotsLevel *level, PzKind kind, int lesson, int setting, int format)
{
    bots_puzzle_open_labelled(p, level, kind, lesson, setting, format, -1);
}

void bots_puzzle_open_labelled(BotsPuzzle *p, const BotsLevel *level, PzKind kind, int lesson, int setting, int format,
                               int par_proven)
{
    BotsLevel *copy = malloc(sizeof *copy); /* level may be p->level itself */
    if (copy) *copy = *level;
    memset(p, 0, sizeof *p);
    if (copy) p->level = *copy;
    free(copy);
    bots_session_init(&p->session, &p->level);
    pz_play_open(&p->play, LP_MODE_BOTS, kind, lesson, p->level.par);
    pz_play_describe(&p->play, p->level.code, pz_concepts(p->level.solution));
    p->text = calloc(1, 1);
    p->play.par_proven =
        kind == PZ_KIND_LESSON || (par_proven >= 0 ? par_proven : bots_par_proven(&p->level, 0, NULL));
    p->setting = setting < 0 ? 0 : setting > 2 ? 2 : setting;
    p->format = format;
    /* the speed button starts at the setting (format 1's started at Normal) */
    p->speed = format >= 1 && format < LP_REPLAY_ONE_SPEED ? 1 : p->setting;
}

void bots_puzzle_set_kind(BotsPuzzle *p, PzKind kind, int lesson)
{
    int was_lesson = p->play.kind == PZ_KIND_LESSON;
    p->play.kind = kind;
    p->play.lesson = lesson;
    if (was_lesson != (kind == PZ_KIND_LESSON))
        p->play.par_proven = kind == PZ_KIND_LESSON || bots_par_proven(&p->level, 0, NULL);
}

void bots_puzzle_close(BotsPuzzle *p)
{
    bots_session_free(&p->session);
    free(p->text);
    p->text = NULL;
}

void bots_puzzle_set_text(BotsPuzzle *p, const char *text)
{
    if (!text) text = "";
    if (p->text && !strcmp(p->text, text)) return;
    size_t n = strlen(text);
    char *copy = malloc(n + 1);
    if (!copy) return;
    memcpy(copy, text, n + 1);
    free(p->text);
    p->text = copy;
    p->changes++;
}

int bots_puzzle_action_ticks(const BotsPuzzle *p)
{
    int ticks = pz_step_ms(p->format, p->setting, p->speed) * PZ_TICK_HZ / 1000;
    return ticks < 2 ? 2 : ticks;
}

/* Compile the text when it changed since the last run: a new try. 0 when it has mistakes (that
 * try ends at once, in out). */
static int prepare(BotsPuzzle *p, BotsTicked *out)
{
    int fresh = p->session.state == BOTS_SESSION_IDLE || p->changes != p->compiled;
    if (!fresh && p->session.state == BOTS_SESSION_RUNNING) return 1;
    pz_play_stop(&p->play); /* a paused run edited and run again: that try is over */
    pz_play_try(&p->play);
    int ok = bots_session_load(&p->session, p->text ? p->text : "");
    p->compiled = p->changes;
    if (ok) return 1;
    out->mistakes = 1;
    if (p->format >= 1 && p->format < LP_REPLAY_TRIES_COUNT_UNCOMPILED) { /* format 1: not a try */
        p->play.tries--;
        p->play.running = 0;
        return 0;
    }
    out->ended = 1;
    out->commands = 0;
    out->first_solve = pz_play_end(&p->play, 0, 0);
    return 0;
}

/* A new try when the program is not running as compiled. */
static int ready(BotsPuzzle *p, BotsTicked *out)
{
    if (p->session.state == BOTS_SESSION_RUNNING && p->changes == p->compiled) return 1;
    bots_session_clear(&p->session);
    return prepare(p, out);
}

static void finished(BotsPuzzle *p, BotsTicked *out)
{
    BotsSessionState s = p->session.state;
    if (s == BOTS_SESSION_RUNNING || s == BOTS_SESSION_IDLE) return;
    p->playing = 0;
    out->ended = 1;
    out->commands = p->session.counts.commands;
    out->first_solve = pz_play_end(&p->play, s == BOTS_SESSION_SOLVED, out->commands);
}

/* Advance by one action (or to the program's end). */
static void advance_one(BotsPuzzle *p, BotsTicked *out)
{
    if (bots_session_advance(&p->session, BOTS_STEPS_PER_TICK)) {
        p->anim_total = p->anim_ticks = bots_puzzle_action_ticks(p);
        out->acted = 1;
    }
    if (p->session.state != BOTS_SESSION_RUNNING && p->anim_ticks == 0) finished(p, out);
}

void bots_puzzle_run(BotsPuzzle *p, BotsTicked *out)
{
    memset(out, 0, sizeof *out);
    if (p->playing) { /* Pause */
        p->playing = 0;
        return;
    }
    if (!ready(p, out)) return;
    p->playing = 1;
}

void bots_puzzle_step(BotsPuzzle *p, BotsTicked *out)
{
    memset(out, 0, sizeof *out);
    if (!ready(p, out)) return;
    p->playing = 0;
    p->anim_ticks = 0;
    advance_one(p, out);
}

int bots_puzzle_back(BotsPuzzle *p)
{
    BotsSession *s = &p->session;
    if (s->vm == NULL || s->actions == 0) return 0;
    p->playing = 0;
    bots_session_seek(s, s->actions - 1);
    p->anim_ticks = p->anim_total = 0;
    return 1;
}

void bots_puzzle_stop(BotsPuzzle *p)
{
    pz_play_stop(&p->play);
    bots_session_clear(&p->session);
    p->anim_ticks = p->anim_total = 0;
    p->playing = 0;
}

void bots_puzzle_speed(BotsPuzzle *p, int speed)
{
    if (speed >= 0 && speed <= 2) p->speed = speed;
}

void bots_puzzle_tick(BotsPuzzle *p, BotsTicked *out)
{
    memset(out, 0, sizeof *out);
    pz_play_tick(&p->play);
    BotsSessionState s = p->session.state;
    /* editing after a finished run starts a new attempt from the start */
    if (s != BOTS_SESSION_IDLE && !p->playing && s != BOTS_SESSION_RUNNING && p->changes != p->compiled) {
        bots_puzzle_stop(p);
        out->back_to_start = 1;
    }
    if (p->anim_ticks > 0) {
        p->anim_ticks--;
        if (p->anim_ticks == 0 && p->session.state != BOTS_SESSION_RUNNING) finished(p, out);
    } else if (p->playing) {
        advance_one(p, out);
    }
}

int bots_puzzle_apply(BotsPuzzle *p, const LpReplayEvent *e, BotsTicked *out)
{
    memset(out, 0, sizeof *out);
    switch ((LpReplayKind)e->kind) {
    case LP_RE_RUN: bots_puzzle_run(p, out); return 1;
    case LP_RE_STEP: bots_puzzle_step(p, out); return 1;
    case LP_RE_BACK: bots_puzzle_back(p); return 1;
    case LP_RE_STOP: bots_puzzle_stop(p); return 1;
    case LP_RE_SPEED: bots_puzzle_speed(p, e->a); return 1;
    case LP_RE_EDIT:
        if (e->text) bots_puzzle_set_text(p, e->text);
        return 1;
    default: return 0; /* the view's turns and tabs, or another mode's */
    }
}
