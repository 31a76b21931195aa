/* toycar_puzzle.c - one open toy-car puzzle's rules (toycar_puzzle.h). */
#include "puzzle/toycar_puzzle.h"

#include <string.h>

#include "modes/toycar/par_prover.h"

void tc_puzzle_open(TcPuzzle *p, const TcLevel *level, PzKind kind, int lesson, int setting, int format)
{
    TcLevel copy = *level; /* level may be p->level itself */
    memset(p, 0, sizeof *p);
    p->level = copy;
    tc_world_init(&p->world, &p->level.board);
    pz_play_open(&p->play, LP_MODE_TOYCAR, kind, lesson, level->tile_count);
    pz_play_describe(&p->play, p->level.code, 0); /* arrows: sequences, no constructs */
    p->play.par_proven = tc_par_proven(&p->level, TC_PAR_OPEN_BUDGET);
    p->setting = setting < 0 ? 0 : setting > 2 ? 2 : setting;
    p->speed = p->setting; /* the speed button starts at the setting */
    p->format = format;
}

int tc_par_proven(const TcLevel *level, long budget)
{
    int proven = 0;
    if (level->tile_count <= 0) return 1; /* nothing to place: nothing fewer */
    return tc_prove_fewest(&level->board, level->tile_count - 1, budget, &proven) < 0 && proven;
}

int tc_puzzle_step_ms(const TcPuzzle *p) { return pz_step_ms(p->format, p->setting, p->speed); }

TcPlaceResult tc_puzzle_place(TcPuzzle *p, int x, int y, TcDir dir) { return tc_place(&p->world, x, y, dir); }

TcPlaceResult tc_puzzle_take(TcPuzzle *p, int x, int y) { return tc_take(&p->world, x, y); }

TcPlaceResult tc_puzzle_move(TcPuzzle *p, int from_x, int from_y, int to_x, int to_y)
{
    return tc_move(&p->world, from_x, from_y, to_x, to_y);
}

void tc_puzzle_clear(TcPuzzle *p) { tc_clear(&p->world); }

int tc_puzzle_run(TcPuzzle *p)
{
    TcWorld *w = &p->world;
    if (w->status == TC_DRIVING) return 0;
    if (w->status != TC_PLANNING) tc_reset(w);
    pz_play_try(&p->play);
    tc_play(w);
    p->step_ms_left = tc_puzzle_step_ms(p);
    p->anim_from_x = w->car_x;
    p->anim_from_y = w->car_y;
    p->anim_elapsed_ms = p->step_ms_left;
    return 1;
}

TcStatus tc_puzzle_stop(TcPuzzle *p)
{
    TcStatus was = p->world.status;
    if (was == TC_DRIVING) pz_play_stop(&p->play); /* the try counted when it began */
    tc_reset(&p->world);
    return was;
}

void tc_puzzle_speed(TcPuzzle *p, int speed)
{
    if (speed >= 0 && speed <= 2) p->speed = speed;
}

void tc_puzzle_tick(TcPuzzle *p, TcTicked *out)
{
    memset(out, 0, sizeof *out);
    pz_play_tick(&p->play);
    TcWorld *w = &p->world;
    if (w->status != TC_DRIVING) return;
    const int tick_ms = 1000 / PZ_TICK_HZ;
    int step_ms = tc_puzzle_step_ms(p);
    p->anim_elapsed_ms += tick_ms;
    p->step_ms_left -= tick_ms;
    if (p->step_ms_left > 0) return;
    p->step_ms_left += step_ms;
    p->anim_from_x = w->car_x;
    p->anim_from_y = w->car_y;
    p->anim_elapsed_ms = 0;
    TcStatus s = tc_step(w);
    out->stepped = 1;
    if (s == TC_DRIVING) return;
    out->ended = 1;
    out->status = s;
    out->commands = tc_plan_count(w);
    out->first_solve = pz_play_end(&p->play, s == TC_WON, out->commands);
}

int tc_puzzle_apply(TcPuzzle *p, const LpReplayEvent *e)
{
    switch (e->kind) {
    case LP_RE_PLACE:
        if (e->c >= TC_LEFT && e->c <= TC_DOWN) tc_puzzle_place(p, e->a, e->b, (TcDir)e->c);
        return 1;
    case LP_RE_REMOVE: tc_puzzle_take(p, e->a, e->b); return 1;
    case LP_RE_CLEAR: tc_puzzle_clear(p); return 1;
    case LP_RE_RUN: tc_puzzle_run(p); return 1;
    case LP_RE_STOP: tc_puzzle_stop(p); return 1;
    case LP_RE_SPEED: tc_puzzle_speed(p, e->a); return 1;
    default: return 0; /* other modes' actions */
    }
}
