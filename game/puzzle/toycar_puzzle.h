/* toycar_puzzle.h - one open toy-car puzzle, its rules with no screen (the contract's pure half,
 * docs/architecture.md): the board, the pupil's arrows, Play and Stop, the car stepping with the
 * game's clock (60 ticks a second, a step every pz_step_ms), tries and the first solve (PzPlay).
 * The toy car's screen is its face (game/ui/toycar); `loopling-gen replay` drives the same rules
 * with a replay's recorded actions and no window. Any number can be open at once. */
#ifndef PUZZLE_TOYCAR_PUZZLE_H
#define PUZZLE_TOYCAR_PUZZLE_H

#include "core/replay.h"
#include "modes/toycar/level.h"
#include "modes/toycar/toycar.h"
#include "puzzle/play.h"

typedef struct TcPuzzle {
    TcLevel level;
    TcWorld world;
    PzPlay play;
    int speed;            /* the speed button: 0 slow, 1 normal, 2 fast */
    int setting;          /* the settings' speed, and ... */
    int format;           /* ... the replay format whose rules it keeps (pz_step_ms) */
    int step_ms_left;     /* until the car's next step */
    int anim_elapsed_ms;  /* since its last step (the face slides the car from anim_from) */
    int anim_from_x, anim_from_y;
} TcPuzzle;

/* Search-node budget of tc_par_proven when a puzzle opens: on the 1,000 boards of loopling-gen
 * sweep a proof takes a median of about 10 ms and at most about 35 ms of processor time; a board
 * it cannot finish keeps its par worded as a target. Nodes, not time, bound it, so a board is
 * proven or not the same on every machine. */
#define TC_PAR_OPEN_BUDGET 40000L

/* 1 when the level's par (its intended tile count) is proven the fewest that win: the par prover
 * (modes/toycar/par_prover.h) ruled out every plan with fewer tiles within budget nodes. */
int tc_par_proven(const TcLevel *level, long budget);

/* What a tick or an action did, for the host (messages, the replay, the pupil's progress). */
typedef struct TcTicked {
    int stepped;          /* the car moved */
    int ended;            /* a try ended: ... */
    TcStatus status;      /* ... how (TC_WON, a failure) */
    int commands;         /* ... with this many arrows */
    int first_solve;      /* ... and it was the puzzle's first solve */
} TcTicked;

/* A puzzle on level (copied), with the settings' speed, kept to the rules of replay format
 * `format` (LP_REPLAY_VERSION for a pupil playing now). kind and lesson as PzPlay's. */
void tc_puzzle_open(TcPuzzle *p, const TcLevel *level, PzKind kind, int lesson, int setting, int format);
/* Milliseconds of one car step now. */
int tc_puzzle_step_ms(const TcPuzzle *p);
/* The pupil's arrows (tc_place and its kin; a change only while planning). */
TcPlaceResult tc_puzzle_place(TcPuzzle *p, int x, int y, TcDir dir);
TcPlaceResult tc_puzzle_take(TcPuzzle *p, int x, int y);
TcPlaceResult tc_puzzle_move(TcPuzzle *p, int from_x, int from_y, int to_x, int to_y);
void tc_puzzle_clear(TcPuzzle *p);
/* Play: a new try from the start with the arrows as placed. 0 when the car already drives. */
int tc_puzzle_run(TcPuzzle *p);
/* Stop, Reset, Play again: the car back at the start, the arrows where they are. Returns the
 * status it had. */
TcStatus tc_puzzle_stop(TcPuzzle *p);
void tc_puzzle_speed(TcPuzzle *p, int speed);
/* One tick of the game's clock (1/60 s). */
void tc_puzzle_tick(TcPuzzle *p, TcTicked *out);
/* One of a replay's recorded actions (place, remove, clear, run, stop, speed), as the screen
 * applies the pupil's: returns 1 when it is one of the toy car's. */
int tc_puzzle_apply(TcPuzzle *p, const LpReplayEvent *e);

#endif
