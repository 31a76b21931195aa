/* sim_figure.h - loopling-gen simulate's figure (sim_figure.c): simulated pupils' difficulty per
 * puzzle, a panel per skill, each pupil from below and from above, the skill's +-1 band shaded.
 * Pure C on an LpCanvas (core/canvas.h); the PNG is the only I/O. */
#ifndef LP_SIM_FIGURE_H
#define LP_SIM_FIGURE_H

#include "core/diag.h"

/* One simulated pupil: the difficulty of each of its puzzles, in order. */
typedef struct SimFigRun {
    int skill;
    int from_above; /* 1: the model started above the skill (drawn in vermillion), 0 below (blue) */
    int settled;    /* the puzzle it settled at (1-based), 0 never */
    int count;
    const int *difficulty;
} SimFigRun;

/* Draws the runs (a panel per skill, in the order the skills first come) on a ladder 0..top,
 * puzzles 1..puzzles, under title, as a PNG at path. Returns 1, or 0 with diag. */
int sim_figure_write(const char *path, const char *title, int top, int puzzles, const SimFigRun *runs,
                     int run_count, LpDiag *diag);

#endif
