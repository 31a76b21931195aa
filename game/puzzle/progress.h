/* progress.h - what a finished puzzle writes into the pupil's profile: lessons done, best scores,
 * the player model's record of a puzzle made for them. One function for every mode, so no screen
 * writes progress itself; a replay (a guest) never calls it. Pure C. */
#ifndef PUZZLE_PROGRESS_H
#define PUZZLE_PROGRESS_H

#include "core/config.h"
#include "core/playermodel.h"
#include "core/save.h"
#include "puzzle/result.h"

/* Record result in profile under the class settings config. Returns 1 when the profile changed
 * (or the mode always saves after a puzzle, as the toy car does), so the caller saves it. The
 * rules, per mode:
 *  - a lesson solved: the mode's lessons done reach lesson + 1; the toy car's and the robot's
 *    best (fewest tiles, fewest commands) for that lesson is kept;
 *  - a puzzle made for the pupil: its player model records tries, time and whether it was
 *    solved (the robot's also whether at par), and the mode's solved count grows. The robot and
 *    May's Journey do not count a puzzle left without a single try; the toy car does.
 *  - a dungeon (any kind) finished or left: dungeon.done grows when finished, dungeon.gave_up
 *    becomes the puzzles given up in it (PzResult.gave_up);
 *  - anything else (shared, made like another): nothing. */
int pz_progress_record(LpProfile *profile, const LpConfig *config, const PzResult *result);

/* A dungeon made for the pupil begins: the next one will be another (dungeon.visits). */
void pz_progress_dungeon_begun(LpProfile *profile);

/* The player models' parameters from the class settings. */
LpTcParams pz_toycar_params(const LpConfig *config);
LpBmParams pz_bots_params(const LpConfig *config);

#endif
