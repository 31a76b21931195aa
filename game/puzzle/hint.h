/* hint.h - where a hint points (issue 7's tries_before_hint and hint_style, core/config.h):
 * after a class's number of tries at a puzzle, the three mode screens offer a hint that names
 * ("words") or marks ("highlight") the place to look, found by comparing the pupil's work with
 * the puzzle's own solution. No SDL here: pure comparisons, tested through the game (e2e). */
#ifndef PUZZLE_HINT_H
#define PUZZLE_HINT_H

#include "modes/mays/mays.h"
#include "modes/toycar/level.h"
#include "modes/toycar/toycar.h"

/* Toy car: the first cell where the pupil's arrows and the level's intended tiles differ: an
 * intended tile missing or turned another way (*want its TcDir), else an arrow the solution has
 * no use for (*want TC_NO_DIR). Returns 0 when the arrows are the intended ones. */
int hint_toycar_cell(const TcLevel *level, const TcWorld *world, int *x, int *y, int *want);
/* Robot: the 1-based line of program where it parts from solution (both read as blocks and
 * written in the blocks' layout when they can be, so spacing does not count); 0 when they agree.
 * A program shorter than the solution points at its last line. */
int hint_bots_line(const char *program, const char *solution);
/* May's Journey: the object the hint points at (index in world), or -1: the first object the
 * solution commands that the program never names, else the first object on the first line where
 * the two differ. */
int hint_mays_object(const MjWorld *world, const char *program, const char *solution);

#endif
