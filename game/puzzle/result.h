/* result.h - how a puzzle ended, as every host learns it (a mode's screen today; the play screen,
 * the replay player and the dungeon as the puzzle contract grows): what it was, solved or given
 * up, tries, time, commands against par. Pure C. */
#ifndef PUZZLE_RESULT_H
#define PUZZLE_RESULT_H

#include "core/buf.h"
#include "core/mode.h"

/* Where the puzzle came from, as the pupil's progress sees it. */
typedef enum PzKind {
    PZ_KIND_LESSON = 0, /* lesson `lesson` of the mode's list */
    PZ_KIND_MADE,       /* made for this pupil by the player model */
    PZ_KIND_OTHER       /* shared (a code or a file), or made like another: moves no model */
} PzKind;

typedef enum PzOutcome { PZ_OPEN = 0, PZ_SOLVED, PZ_GAVE_UP } PzOutcome;

typedef struct PzResult {
    LpMode mode;
    PzKind kind;
    int lesson;          /* PZ_KIND_LESSON: 0-based place in the mode's lesson list */
    PzOutcome outcome;
    int tries;           /* runs that ended, until solved or left */
    int seconds;         /* time at the puzzle */
    int commands;        /* the solving commands (robot) or tiles (toy car); 0 unsolved */
    int par;             /* the puzzle's par (0 unknown) */
    int gave_up;         /* the dungeon: its puzzles given up (left unsolved after a try) */
    int hints;           /* hints shown */
    char code[24];       /* its share code, "" when it has none */
    unsigned concepts;   /* LP_CONCEPT_ bits (core/save.h) its solution uses */
    int again;           /* a lesson solved again with fewer commands: only its best moves */
} PzResult;

/* The puzzle on screen, as --state reports it in every mode (tests read it mode-blind). */
typedef struct PzStatus {
    LpMode mode;
    PzKind kind;
    const char *code;    /* its share code, "" when it has none */
    int tries;           /* runs that ended */
    int hints;           /* hints shown */
    int seconds;         /* time at the puzzle */
    int stars;           /* the stars the screen shows, 0 unsolved */
    PzOutcome outcome;   /* PZ_OPEN or PZ_SOLVED */
    int running;         /* a try is under way */
} PzStatus;

/* Append ,"puzzle":{"mode","source","code","tries","hints","time","stars","outcome","running"}. */
void pz_status_json(LpBuf *out, const PzStatus *status);

#endif
