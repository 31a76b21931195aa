/* play.h - one open puzzle as the pupil feels it, the same in every mode (docs/design.md, "One
 * puzzle, one set of rules"): what a try is, what a hint costs, how long it took, and the first
 * solve, whose stars are fixed then (Play again never takes a star away). Pure C: a screen tells it
 * what happened and ticks it; --state, the win panel, the replay and the pupil's progress read it.
 *
 *   try    a Run that ended, solved or not, including one whose code did not compile. A run that
 *          is paused, stepped or sped up is still the same try; a new try begins when the pupil
 *          presses Run (or Step, or Play) after the last one ended or after an edit.
 *   time   game ticks (60 a second) from the moment the puzzle was ready to its first solve.
 *   stars  pz_stars(par, commands) of the first solve, one rule for every mode. */
#ifndef PUZZLE_PLAY_H
#define PUZZLE_PLAY_H

#include <stdint.h>

#include "puzzle/result.h"

#define PZ_TICK_HZ 60

typedef struct PzPlay {
    LpMode mode;
    PzKind kind;
    int lesson;         /* PZ_KIND_LESSON: its place in the mode's list */
    int par;            /* the fewest commands known to solve it; 0 unknown */
    int par_proven;     /* 1: no shorter solution exists, so every face may call par "par": the robot's
                         * lessons (proven by the tests) or bots_par_proven at open, the toy car's
                         * tc_par_proven at open; 0 (pz_play_open's, May's rooms): a target, worded
                         * as one (issue 19) */
    int tries;          /* tries begun (a try under way counts) */
    int running;        /* a try is under way */
    int hints;          /* hints shown */
    uint32_t ticks;     /* time at the puzzle until its first solve */
    int solved;         /* the first solve happened: the fields below are fixed */
    int solved_tries;
    int solved_commands;
    int solved_seconds;
    int stars;          /* 1-3 from the first solve; 0 unsolved */
    int best_commands;  /* fewest commands of any solve (Play again may do better) */
    int reported;       /* its result went to the pupil's progress (solved, or given up) */
    int reported_commands; /* the commands it went with */
    int solve_later;    /* a solving try only opens the way (May's Journey): pz_play_finish solves */
    int pending;        /* ... the last try opened it */
    int pending_commands; /* ... with these commands */
    int gave_up;        /* a dungeon: its puzzles left unsolved after a try (PzResult.gave_up) */
    char code[24];      /* its share code ("" none): pz_play_describe */
    unsigned concepts;  /* LP_CONCEPT_ bits of its solution: pz_play_describe */

} PzPlay;

/* A fresh puzzle: no tries, no time, unsolved. */
void pz_play_open(PzPlay *p, LpMode mode, PzKind kind, int lesson, int par);
/* What the pupil's log keeps of the puzzle: its share code (NULL or "" none) and the concepts its
 * solution uses (pz_concepts). */
void pz_play_describe(PzPlay *p, const char *code, unsigned concepts);
/* The LP_CONCEPT_ bits (core/save.h) a program in the Loopling language uses: loops, functions,
 * conditionals; 0 for text that does not parse. */
unsigned pz_concepts(const char *program);
/* One game tick at the puzzle: time runs until the first solve. */
void pz_play_tick(PzPlay *p);
/* A try begins (Run, Step or Play on a program or board not yet tried since its last change).
 * Ignored while one is under way. */
void pz_play_try(PzPlay *p);
/* The try under way ended (began now when none was: a program that did not compile ends as it
 * starts). Returns 1 when it is the puzzle's first solve. */
int pz_play_end(PzPlay *p, int solved, int commands);
/* solve_later: the avatar went through the way the last solving try opened. Returns 1 when it is
 * the puzzle's first solve (0 when no try opened it). */
int pz_play_finish(PzPlay *p);
/* The pupil stopped the try under way (Stop, Reset): it counted when it began; nothing else. */
void pz_play_stop(PzPlay *p);
/* A hint was shown. */
void pz_play_hint(PzPlay *p);
/* Seconds at the puzzle (to the first solve). */
int pz_play_seconds(const PzPlay *p);

/* The speeds a pupil picks (0 slow, 1 normal, 2 fast): milliseconds of one animation step. */
int pz_speed_ms(int speed);
/* One step of a mode's animation at the speed button's `speed`, in the rules of replay format
 * `format` (core/replay.h; LP_REPLAY_VERSION for a pupil playing now): that speed's own time
 * (format 1 scaled the settings' time, `setting`, by the button: x2, x1, x2/3). */
int pz_step_ms(int format, int setting, int speed);

/* Stars for a solve with `commands` against `par`, one rule for every mode: 3 at par or under,
 * 2 within pz_star_slack(par) more, else 1. par 0 (unknown): 3. */
int pz_stars(int par, int commands);
/* How many commands over par still earn 2 stars: a quarter of par, at least 2. */
int pz_star_slack(int par);
/* The most commands that earn `stars` (2 or 3) against par; 0 when par is unknown. */
int pz_star_limit(int par, int stars);

/* The result to give the pupil's progress when the puzzle is solved (first solve) or left unsolved
 * (outcome PZ_GAVE_UP; whether an untried puzzle counts is the progress's rule, progress.h).
 * Returns 0, writing nothing, when there is nothing (more) to give: already reported, or a
 * give-up of a solved puzzle. Marks it reported. A lesson solved again with fewer commands than
 * reported is reported again (its best goes down; the stars stay). */
int pz_play_report(PzPlay *p, PzOutcome outcome, PzResult *out);

/* The --state view: code is the puzzle's share code ("" none). */
PzStatus pz_play_status(const PzPlay *p, const char *code);

#endif
