/* mays_puzzle.h - one open May's Journey room, its rules with no screen (the contract's pure half,
 * docs/architecture.md): May walking (levers she pulls, keys she takes, the coding tile that opens
 * the code panel, the way out), moving blocks sliding while she walks, the pupil's code run with the
 * game's clock (a command's animation takes pz_speed_ms of the settings' speed), Restart, Play
 * again, tries and the first solve (PzPlay: a run opens the way, walking out solves it). May's
 * screen is its face (game/ui/mays); `loopling-gen replay` drives the same rules. Any number can be
 * open at once; a room is not copied once open (its session points at its level). */
#ifndef PUZZLE_MAYS_PUZZLE_H
#define PUZZLE_MAYS_PUZZLE_H

#include "core/replay.h"
#include "modes/mays/level.h"
#include "modes/mays/mays_session.h"
#include "puzzle/play.h"

#define MJ_STEPS_PER_FRAME 4000 /* language steps per 1/60 s at most */
#define MJ_WALK_TICKS 7        /* one step of May's (at the Normal speed's 400 ms) */
#define MJ_MAX_QUIET_TICKS 400 /* world ticks that change nothing, run in one tick of the clock at most */
#define MJ_TICK_FRAMES 30      /* a world tick every half second while May walks */

typedef struct MjPuzzle {
    MjLevel level;
    MjWorld world;          /* the room May walks in (after the last run, if any) */
    MjWorld before;         /* before the last step or command, for the face's animation */
    MjSession session;      /* the code; its world is copied from and back to world */
    PzPlay play;
    char *text;             /* the code as the pupil has it now (owned) */
    int anim_ticks, anim_total;
    int facing;             /* MjDir May looks */
    int coding;             /* the code panel is open (May stands on the coding tile) */
    int running;            /* the code is being played */
    int failed_object;      /* the object that could not do its command, or -1 */
    int won;                /* May made it out */
    int solved_run;         /* the last run met the room's goal: May may walk out */
    int steps;              /* May's steps */
    int left_coding_tile;   /* May has stepped off the coding tile since the panel closed */
    int tick_wait;          /* ticks until the next world tick while May walks */
    MjWorld run_base;       /* every Run starts from this: the room as May's walking left it */
    int has_run_base;
    int setting, format;    /* the settings' speed; the replay format whose rules it keeps */
} MjPuzzle;

/* What an action or a tick did, for the face's words and the host. */
typedef struct MjDid {
    int stepped;            /* May moved */
    int lever;              /* she pulled object lever-1 by walking into it (0: none) */
    int took_key;           /* she picked up a key */
    int opened_panel;       /* she stepped onto the coding tile: the code panel opened */
    int at_exit;            /* she stands at the exit (won says whether she made it out) */
    int acted;              /* a command or a world tick of the run (animate before -> world) */
    int mistakes;           /* Run: the code did not compile (session.errors says where) */
    int ended;              /* a try ended: solved says whether it opened the way ... */
    int solved;
    int commands;           /* ... with these commands carried out */
    int first_solve;        /* May walked out for the first time */
} MjDid;

/* A room on level (copied) with the settings' speed, kept to replay format `format`'s rules. */
void mj_puzzle_open(MjPuzzle *p, const MjLevel *level, PzKind kind, int lesson, int par, int setting, int format);
void mj_puzzle_close(MjPuzzle *p);
/* May can take a step now (not while stepping, coding or gone). */
int mj_puzzle_can_walk(const MjPuzzle *p);
/* One step (or a turn to a wall). Returns 0 when she cannot walk now. */
int mj_puzzle_walk(MjPuzzle *p, MjDir dir, MjDid *out);
/* The code panel again while May stands on the coding tile. Returns 1 when it opened. */
int mj_puzzle_open_panel(MjPuzzle *p, MjDid *out);
/* Close it so May can walk (not while the code runs). Returns 1 when it closed. */
int mj_puzzle_close_panel(MjPuzzle *p);
/* The code now. */
void mj_puzzle_set_text(MjPuzzle *p, const char *text);
/* Run the code (from the start: see LP_REPLAY_RUN_FROM_START). Returns 0 when it cannot run now. */
int mj_puzzle_run(MjPuzzle *p, MjDid *out);
/* Restart: the room as it began, May where she stands; a run going ends. 0 when not coding. */
int mj_puzzle_restart(MjPuzzle *p, MjDid *out);
/* Play again after May made it out: the room as it began, May at its entrance. 0 when not won. */
int mj_puzzle_again(MjPuzzle *p);
/* One tick of the game's clock. */
void mj_puzzle_tick(MjPuzzle *p, MjDid *out);
/* A replay's recorded action (walk, panel, an edit made whole, run, restart, stop = Play again):
 * 1 when it is one of May's. */
int mj_puzzle_apply(MjPuzzle *p, const LpReplayEvent *e, MjDid *out);
/* The room moves by itself (a moving block slides) while May walks: the world ticks every
 * MJ_TICK_FRAMES, tick_wait ticks from now. */
int mj_puzzle_world_moves(const MjPuzzle *p);
/* The keys the room needs that May has not picked up yet. */
int mj_puzzle_keys_missing(const MjPuzzle *p);

#endif
