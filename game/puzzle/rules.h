/* rules.h - the pure half of a mode, as every host sees it (docs/architecture.md): its names, and
 * which puzzles it can open. One table per mode (toycar_rules.c, bots_rules.c, mays_rules.c), all
 * listed once in registry.c; the menu, --mode, --level, "Enter a code", replays and --state iterate
 * that list, never a list of their own. No SDL, no App, no clock, no file writes.
 *
 * The table grows as the puzzle contract moves out of the mode screens (building a level,
 * applying a pupil's action, a tick, a reset, a hint, the state): a field added here is zero in a
 * table that does not fill it, so adding one breaks nobody. */
#ifndef PUZZLE_RULES_H
#define PUZZLE_RULES_H

#include "core/replay.h"
#include "core/sharecode.h"
#include "puzzle/play.h"

#define PZ_API_VERSION 1

/* How a host opens a puzzle through its mode's rules: a level file's text, or a share code (made
 * again by the mode's generator; data_dir finds the shipped templates and grammar). */
typedef struct PzOpen {
    const char *level_text;  /* a level file's text, or NULL: */
    const char *code;        /* a share code of this mode */
    const char *data_dir;    /* the shipped data (levels, scripts/templates, scripts/grammars) */
    PzKind kind;
    int lesson;
    int setting;             /* the settings' animation speed (0..2) */
    int format;              /* the replay format whose rules it keeps (LP_REPLAY_VERSION now) */
} PzOpen;

/* What an action or a tick did, in every mode's terms. */
typedef struct PzDid {
    int ended;               /* a try ended: ... */
    int solved;              /* ... whether it solved it (May's Journey: opened the way) ... */
    int commands;            /* ... with these commands */
    int result;              /* the puzzle was solved for the first time (PzPlay has the solve) */
} PzDid;

typedef struct PzRules {
    int api;                 /* PZ_API_VERSION */
    LpMode mode;             /* its name and title: lp_mode_name, lp_mode_title (core/mode.h) */
    /* A share code of this mode (as typed, and decoded into params; not a lesson's): 1 when this
     * game makes its puzzle, 0 with why in words (another generator version, parameters no
     * puzzle has). */
    int (*code_opens)(const char *code, const LpShareParams *params, char *why, int why_size);
    /* A level file whose mode: key names this mode: 1 when it loads (and is certified where the
     * mode certifies), 0 with why (file:line: reason). */
    int (*file_opens)(const char *path, char *why, int why_size);
    /* The puzzle itself, any number at once: open (NULL with diag on failure), close, a recorded
     * action (an edit's text whole), one tick of the game's clock, "nothing happens without an
     * action", and its PzPlay (tries, the first solve). The mode's screen is a face over these. */
    void *(*open)(const PzOpen *how, LpDiag *diag);
    void (*close)(void *puzzle);
    void (*apply)(void *puzzle, const LpReplayEvent *action, PzDid *out);
    void (*tick)(void *puzzle, PzDid *out);
    int (*still)(const void *puzzle);
    const PzPlay *(*play)(const void *puzzle);
} PzRules;

/* The one list of modes, by LpMode; NULL for a mode this build cannot play. */
extern const PzRules *const pz_rules[LP_MODE_COUNT];
/* The mode called name ("bots"), or NULL. */
const PzRules *pz_rules_named(const char *name);
/* The playable modes' names joined by sep ("toycar, bots, mays"), for messages. */
const char *pz_rules_names(const char *sep);

/* A share code made by a generator version this game still makes, oldest..newest (what code_opens
 * checks first): 1, or 0 with why naming the generator ("toy-car", "robot") and the versions. */
int pz_code_version_ok(const LpShareParams *code, int oldest, int newest, const char *generator, char *why,
                       int why_size);

extern const PzRules pz_toycar_rules;
extern const PzRules pz_bots_rules;
extern const PzRules pz_mays_rules;
extern const PzRules pz_dungeon_rules;

#endif
