/* next.h - the next puzzle made for a pupil: which template and size (robot), which ladder step
 * (May's Journey), chosen from the class settings and the pupil's player models. One rule for the
 * game's screens and for loopling-gen simulate, so a simulated pupil meets the puzzles a real one
 * would. Pure C: no SDL, no clock, no files (a template comes in loaded).
 *
 * The puzzle on screen may still be waiting for its result: the shell reports a made puzzle the
 * pupil tried and left unsolved as given up only when the next one is shown (session.h's
 * play_left). The choices below count it already, as the pupil's progress will (`leaving`, the
 * play of the puzzle on screen; NULL: none). */
#ifndef PUZZLE_NEXT_H
#define PUZZLE_NEXT_H

#include <stddef.h>
#include <stdint.h>

#include "bots/bots_gen.h"
#include "core/config.h"
#include "core/save.h"
#include "dungeon/dungeon_gen.h"
#include "mays/mays_share.h"
#include "puzzle/play.h"

/* ---- the robot ---------------------------------------------------------------------------- */

/* The template "a new puzzle like this" uses after a level: the level's own (a generated one's
 * `template:`), else for a lesson the loop template, or the function template when its solution
 * defines a function; then kept to the class's templates (when it is not one of them: the first
 * of them of the same kind, function or loop, else their first). out: at least LP_CONFIG_NAME. */
void pz_next_bots_template(const LpConfig *config, const char *level_template, const char *level_solution,
                           char *out, size_t out_size);

/* The size to ask the template for: the robot model's (the class's start, min and max sizes;
 * the puzzle being left counted as given up when it will be), past `too_small` when the template
 * is known to make nothing at that size or below (0: nothing known), at most BOTS_GEN_SIZE_MAX. */
int pz_next_bots_size(const LpProfile *profile, const LpConfig *config, const PzPlay *leaving, int too_small);

/* Make the puzzle: `t` (as loaded) resized to the first size from `size` up to `size_max` at which
 * it gives a puzzle for `seed` with robot generator `version` (0: the newest; a shared code's own) (a size
 * that runs out of attempts is too small for the template's fixed actions: the next is tried). Returns 1 with
 * out and *made_size; 0 with diag (a template that cannot work names its line; running out at size_max says
 * how to change the template). *too_small: the biggest size that ran out of attempts, 0 none. */
int pz_next_bots_make(const BotsTemplate *t, int version, int size, int size_max, uint32_t seed,
                      BotsGenPuzzle *out, int *made_size, int *too_small, LpDiag *diag);

/* A made puzzle (not a shared one) is on screen at `size`: the model goes on from the size the
 * pupil really meets (a template's smallest size may be above what the model asked). Call it after
 * the puzzle before it was reported (play_left). */
void pz_next_bots_shown(LpProfile *profile, const LpConfig *config, int size);

/* The smallest size at which `t` makes puzzles, at least `lo`: the first size from lo up that
 * pz_next_bots_make reaches for the probe seed PZ_NEXT_PROBE_SEED. A property of the template's
 * shape (its fixed actions and wildcards), the same for every seed the tests tried; the robot's
 * difficulty ladder starts there. 0 when it makes none. */
#define PZ_NEXT_PROBE_SEED 1u
int pz_next_bots_smallest(const BotsTemplate *t, int lo);

/* ---- May's Journey ------------------------------------------------------------------------ */

/* The next room of the adaptive sequence ("Level >" after the last lesson or a made room): the
 * May's model's ladder step (the class's start step; the room being left counted as given up
 * when it will be) as a room description, seeded by pz_seed (generated: rooms made this visit). */
MjShareRoom pz_next_mays_room(const LpProfile *profile, const LpConfig *config, const PzPlay *leaving,
                              int generated);

/* The 0-based ladder index that room asks for (what pz_next_mays_room used). */
int pz_next_mays_index(const LpProfile *profile, const LpConfig *config, const PzPlay *leaving);

/* ---- the dungeon -------------------------------------------------------------------------- */

/* The dungeon's ladder (the profile's dungeon_level, its step): a step is a flowchart's place
 * (first_visit.lua 0, clockwork_castle.lua 1, long_quest.lua 2) plus how many of its options that
 * read a player model may say yes. A dungeon made for the pupil is made at their step; finishing
 * it moves the step one up, leaving it with a puzzle given up one down (pz_progress_record).
 *
 * The flowchart (a file in scripts/dungeons/) the pupil's next dungeon is made from: the class's,
 * else the hardest shipped one whose place is at most the step (a step above the ladder's top,
 * after a dungeon finished at the top, makes the top's dungeon, and is stored as the top when it
 * begins). */
const char *pz_next_dungeon_flowchart(const LpProfile *profile, const LpConfig *config);
/* A flowchart's place on the ladder (its file name as pz_next_dungeon_flowchart gives it; the
 * class's own flowchart: 0, so its options alone are the ladder). */
int pz_next_dungeon_place(const LpConfig *config, const char *flowchart);
/* What the dungeon's model options read of the pupil, as the dungeon's screen reads them, capped:
 * at most (step - the flowchart's place) of them say yes. */
DgPupil pz_next_dungeon_pupil(const LpProfile *profile, const LpConfig *config);
/* The step the next dungeon is made at, once its flowchart is loaded and found to have
 * `model_options` options that read a model (dg_share_model_options): the pupil's step, at most
 * the flowchart's place plus those. For pz_progress_dungeon_begun. */
int pz_next_dungeon_played(const LpProfile *profile, const LpConfig *config, int model_options);

/* ---- any mode ----------------------------------------------------------------------------- */

/* The profile as it will be once `leaving` is left: when it is a made puzzle, tried and
 * unsolved and not reported yet, its give-up recorded as the shell will record it
 * (pz_play_report, then pz_progress_record); else a copy. out may not be profile. */
void pz_next_after_leaving(const LpProfile *profile, const LpConfig *config, const PzPlay *leaving,
                           LpProfile *out);

#endif
