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
 *  - a lesson solved: see below; the toy car's and the robot's
 *    best (fewest tiles, fewest commands) for that lesson is kept;
 *  - a puzzle made for the pupil: its player model records tries, time and whether it was
 *    solved (the robot's also whether at par), and the mode's solved count grows. The robot and
 *    May's Journey do not count a puzzle left without a single try; the toy car does.
 *  - a dungeon (any kind) finished or left: dungeon.done grows when finished, dungeon.gave_up
 *    becomes the puzzles given up in it (PzResult.gave_up); one made for the pupil also moves
 *    the dungeon's ladder step (dungeon.level, the step it was made at): one up when finished,
 *    one down (not below 0) when left with a puzzle given up;
 *  - anything else (shared, made like another): nothing but the log.
 * Every result but a puzzle left without a single try (and a lesson's better solve reported
 * again) also goes into the profile's puzzle log (save.h), for the teacher's report. A lesson
 * solved sets its bit in the mode's lessons_solved; the done count is the first lesson not yet
 * solved, so a lesson skipped (a class with lesson_order "free") is never counted as done. */
int pz_progress_record(LpProfile *profile, const LpConfig *config, const PzResult *result);

/* The lessons of mode the pupil solved (bit i = lesson i; 0 for a mode without lessons). */
unsigned pz_lessons_solved(const LpProfile *profile, LpMode mode);
/* How many of a mode's first `count` lessons the pupil solved. */
int pz_lessons_solved_count(const LpProfile *profile, LpMode mode, int count);
/* Whether lesson `lesson` of mode may be opened: always when the class lets pupils roam
 * (lesson_order "free"); in order, the first lesson, a lesson solved before, and the one after
 * a solved lesson. */
int pz_lesson_opens(const LpProfile *profile, const LpConfig *config, LpMode mode, int lesson);

/* A dungeon made for the pupil begins: the next one will be another (dungeon.visits), and its
 * result moves the ladder step from `level`, the step it was made at (pz_next_dungeon_played). */
void pz_progress_dungeon_begun(LpProfile *profile, int level);

/* The player models' parameters from the class settings. */
LpTcParams pz_toycar_params(const LpConfig *config);
LpBmParams pz_bots_params(const LpConfig *config);

#endif
