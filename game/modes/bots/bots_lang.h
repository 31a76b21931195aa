/* bots_lang.h - the robot mode's binding to the Loopling language (lang/lang.h): the host table
 * that lets a program say forward(); ... putDown(); and define functions A-F, and a headless
 * runner that plays a program on a level. Pure C, no SDL. This is the only robot file that
 * includes lang.h; callers see the host table as an opaque struct.
 *
 * A robot program is solved as soon as every switch is pressed after one of its actions (the
 * rest of the program does not run). It failed when an action was impossible (the message
 * says why, the line and column are the failing statement's) or when it ended without
 * solving. It is an error when it does not compile or the language stops it (too many steps,
 * functions calling themselves forever ...). */
#ifndef BOTS_LANG_H
#define BOTS_LANG_H

#include "bots.h"
#include "level.h"

struct LangHost;

typedef enum BotsRunResult { BOTS_RUN_SOLVED = 0, BOTS_RUN_FAILED, BOTS_RUN_ERROR } BotsRunResult;

typedef struct BotsRunReport {
    BotsRunResult result;
    char message[320]; /* what the pupil reads ("" when solved) */
    int line, column;  /* the error or the failing statement, 1-based; 0 when solved */
    int steps;         /* language steps run (lang_vm_steps) */
    int commands;      /* the score: LangCounts.commands of the program; 0 when it did not compile */
    int actions;       /* robot actions carried out */
    BotsWorld world;   /* the world when the run stopped */
} BotsRunReport;

/* The static host table: no objects, the eight actions in BotsAction order (forward backward
 * turnLeft turnRight climbUp climbDown pickUp putDown, no arguments), functions named A to F.
 * Its command callback takes a BotsWorld * as the VM's world, runs bots_step, and on an
 * impossible action copies bots_result_message into why and returns false. */
const struct LangHost *bots_lang_host(void);

/* Compile src (NUL-terminated) and run it on a fresh copy of the level's start world, with the
 * language's default step and call-depth limits. Fills out; returns out->result. */
BotsRunResult bots_run_program(const BotsLevel *level, const char *src, BotsRunReport *out);

/* The language limits bots_run_program runs with: steps (every action costs at least one) and
 * call depth. The solver simulates at least this much and confirms its finds with the runner. */
void bots_run_limits(int *max_steps, int *max_call_depth);

/* A level's own check: its solution, run by bots_run_program, solves it with at most par
 * commands. Returns 1, or 0 with why (what is wrong, in words). out gets the run. */
int bots_verify_level(const BotsLevel *level, BotsRunReport *out, char *why, int why_size);

/* "solved", "failed" or "error" (the words of loopling-gen run --json). */
const char *bots_run_result_name(BotsRunResult result);

#endif
