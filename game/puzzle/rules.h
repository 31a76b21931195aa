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

#include "core/sharecode.h"

#define PZ_API_VERSION 1

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
} PzRules;

/* The one list of modes, by LpMode; NULL for a mode this build cannot play (the dungeon, until
 * it comes). */
extern const PzRules *const pz_rules[LP_MODE_COUNT];
/* The mode called name ("bots"), or NULL. */
const PzRules *pz_rules_named(const char *name);
/* The playable modes' names joined by sep ("toycar, bots, mays"), for messages. */
const char *pz_rules_names(const char *sep);

/* A share code made by generator version `version` of this game's (what code_opens checks
 * first): 1, or 0 with why naming the generator ("toy-car", "robot") and both versions. */
int pz_code_version_ok(const LpShareParams *code, int version, const char *generator, char *why, int why_size);

extern const PzRules pz_toycar_rules;
extern const PzRules pz_bots_rules;
extern const PzRules pz_mays_rules;

#endif
