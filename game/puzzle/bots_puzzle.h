/* bots_puzzle.h - one open robot puzzle, its rules with no screen (the contract's pure half,
 * docs/architecture.md): the level, the pupil's program text, Run and Pause, Step, Step back and
 * Stop, the robot acting with the game's clock (an action every pz_step_ms, 60 ticks a second),
 * tries and the first solve (PzPlay). The robot's screen is its face (game/ui/bots: the blocks,
 * the editor, the view, the words); `loopling-gen replay` drives the same rules with a replay's
 * recorded actions. Any number can be open at once; a puzzle is not copied once open (its session
 * points at its level). */
#ifndef PUZZLE_BOTS_PUZZLE_H
#define PUZZLE_BOTS_PUZZLE_H

#include "core/replay.h"
#include "modes/bots/bots_session.h"
#include "puzzle/play.h"

#define BOTS_STEPS_PER_TICK 2000 /* language steps per tick: an endless loop ends in 5 ticks */

typedef struct BotsPuzzle {
    BotsLevel level;
    BotsSession session;
    PzPlay play;
    char *text;           /* the program as the pupil has it now (owned) */
    unsigned changes;     /* text changes so far ... */
    unsigned compiled;    /* ... when the session's program was compiled */
    int playing;          /* Run: it advances by itself (else paused, or stepping) */
    int anim_ticks, anim_total; /* the last action's animation, ticks left of all */
    int speed, setting, format; /* the speed button, the settings' speed, the rules' replay format */
} BotsPuzzle;

/* What an action or a tick did, for the face's words and marks and for the host. */
typedef struct BotsTicked {
    int acted;            /* an action was carried out (animate before -> world) */
    int back_to_start;    /* an edit after a finished run put the robot back */
    int mistakes;         /* the program did not compile (session.errors says where) */
    int ended;            /* a try ended: session.state says how (IDLE: it did not compile) ... */
    int commands;         /* ... with these commands */
    int first_solve;      /* ... and it was the puzzle's first solve */
} BotsTicked;

/* A puzzle on level (copied), its program text "" and the robot at the start; a puzzle that is
 * not a lesson has its par searched (bots_par_proven, a fixed node budget). */
void bots_puzzle_open(BotsPuzzle *p, const BotsLevel *level, PzKind kind, int lesson, int setting, int format);
/* The same, with the par's label already searched (par_proven 0 or 1, e.g. on the worker thread
 * that made the puzzle, so opening it never waits); -1 searches it here. */
void bots_puzzle_open_labelled(BotsPuzzle *p, const BotsLevel *level, PzKind kind, int lesson, int setting, int format,
                               int par_proven);
void bots_puzzle_close(BotsPuzzle *p);
/* Say what kind of puzzle an open one is after all (a level file found to be a lesson's, or
 * not): its play's kind and lesson, and its par label as bots_puzzle_open would set it. */
void bots_puzzle_set_kind(BotsPuzzle *p, PzKind kind, int lesson);
/* The program text now (an edit when it differs). */
void bots_puzzle_set_text(BotsPuzzle *p, const char *text);
/* Run (or Pause while running), Step and Step back, as the buttons do. A Run or a Step on a program
 * not compiled since its last change is a new try; one that does not compile ends at once (out). */
void bots_puzzle_run(BotsPuzzle *p, BotsTicked *out);
void bots_puzzle_step(BotsPuzzle *p, BotsTicked *out);
/* Returns 0 when there is no action to go back over. */
int bots_puzzle_back(BotsPuzzle *p);
/* Stop: the robot back at the start, the program forgotten (a stopped try counted when it began). */
void bots_puzzle_stop(BotsPuzzle *p);
void bots_puzzle_speed(BotsPuzzle *p, int speed);
/* Ticks one action's animation takes at the speed now. */
int bots_puzzle_action_ticks(const BotsPuzzle *p);
/* One tick of the game's clock: an edit after a finished run goes back to the start; the
 * animation runs down, then the next action while playing; a run's end. */
void bots_puzzle_tick(BotsPuzzle *p, BotsTicked *out);
/* A replay's recorded action (run, step, back, stop, speed, and an edit whose text is the whole
 * program): 1 when it is one of the robot's rules' (turn and view are the face's). */
int bots_puzzle_apply(BotsPuzzle *p, const LpReplayEvent *e, BotsTicked *out);

#endif
