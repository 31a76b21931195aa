/* solver.h - the fewest tiles that win a toy-car board, by the game's own rules. Pure C.
 * A tile is picked up the first time the car drives onto its cell, so every plan is a set of
 * choices made when the car first enters an empty cell: no tile, or a tile of a direction left
 * in the tray. The search walks those choices depth-first with a growing tile limit (iterative
 * deepening), under a node budget so it never runs away on large boards. */
#ifndef TC_SOLVER_H
#define TC_SOLVER_H

#include "toycar.h"

/* Fewest tiles from the board's inventory that win, trying limits 0..max_tiles. Returns that
 * number, or -1 when no plan with at most max_tiles tiles wins. *proven is 1 when the answer
 * is exact (the search finished within node_budget), 0 when the budget ran out first. */
int tc_fewest_tiles(const TcBoard *board, int max_tiles, long node_budget, int *proven);

#endif
