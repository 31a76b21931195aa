/* seed.h - the seed of the next puzzle made for a pupil: a different puzzle each time, the same
 * one for the same pupil at the same point of their journey. Pure C. */
#ifndef PUZZLE_SEED_H
#define PUZZLE_SEED_H

#include <stdint.h>

#include "core/mode.h"
#include "core/save.h"

/* A 30-bit seed (what a share code holds) from the pupil's name, the mode's model history and
 * solved count, how many puzzles this visit made already (generated) and, for the robot, the
 * template's name; the dungeon's from the name and the dungeons begun. The three modes' formulas are kept bit for bit as they were first shipped:
 * pupils' next puzzles, and the tests' expectations, depend on them (test_puzzle_seed pins them). */
uint32_t pz_seed(const LpProfile *profile, LpMode mode, int generated, const char *template_name);

#endif
