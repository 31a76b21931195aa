/* sim_pupil.h - a simulated pupil plays a mode's puzzles made for them (sim_pupil.c), for
 * loopling-gen simulate (cmd_simulate.c): through the real generators, the real player models
 * and the shell's result rules. Each puzzle's difficulty is a step on the mode's ladder, 0 the
 * easiest (sim_pupil.c says how each mode counts). */
#ifndef LP_SIM_PUPIL_H
#define LP_SIM_PUPIL_H

#include <stddef.h>

#include "core/config.h"
#include "core/save.h"
#include "core/sharecode.h"
#include "puzzle/play.h"

#define SIM_MAX_PUZZLES 200
#define SIM_SOLVE_SECONDS 40 /* a skill pupil's solve */
#define SIM_QUICK_SECONDS 20 /* always-solves */
#define SIM_FAIL_TRIES 6     /* a skill pupil above their skill gives up after this many tries */
#define SIM_FAIL_SECONDS 360
#define SIM_QUIT_SECONDS 60 /* gives-up: one try, then the next puzzle */

typedef enum SimKind { SIM_SKILL = 0, SIM_GIVES_UP, SIM_ALWAYS_SOLVES } SimKind;

typedef struct SimRow {
    int difficulty;
    int solved, tries;
    char code[LP_SHARECODE_MAX];
    char detail[64]; /* the puzzle's own parameters, as JSON members */
    char model[200]; /* the model after its result, as a JSON object */
} SimRow;

typedef struct Sim {
    LpMode mode;
    SimKind kind;
    int skill;
    int puzzles;
    LpConfig config;
    LpProfile *profile;
    PzPlay play;  /* the puzzle on screen; its result may still be waiting (a give-up) */
    int open_row; /* its row, -1 none */
    int start;    /* --start: the ladder step the model starts at, -1 the class's start */
    int top;      /* the ladder's top step (filled by sim_play) */
    char template_used[LP_CONFIG_NAME]; /* the robot: the template played (filled by sim_play) */
    int smallest;                       /* the robot: its smallest size, difficulty 0 */
    int labels; /* 1: a robot row says whether the game's par label proves its par (a sweep, which
                   shows no rows, leaves that search out) */
    SimRow rows[SIM_MAX_PUZZLES];
    int count; /* rows made */
} Sim;

/* Plays s->puzzles puzzles of s->mode for s->profile (a new pupil, initialised by the caller)
 * with s->config, s->kind, s->skill and s->start set and everything else zero, open_row -1;
 * template_arg: the robot's template instead of the last lesson's (NULL). Fills rows, count,
 * top. Returns 0, 1 when a generator made no puzzle (said on stderr), 2 on bad input (said). */
int sim_play(Sim *s, const char *template_arg);
/* The first puzzle (1-based) from which every difficulty to the last stays within 1 of want;
 * 0 none. */
int sim_settled_at(const Sim *s, int want);

#endif
