/* par_prover.h - proves a toy-car board's fewest winning tiles faster, by the game's own rules.
 * Pure C, no clock, no allocation: the same board gives the same answer on every build.
 *
 * The search is solver.c's (every plan is a set of choices made when the car first enters an
 * empty cell), run as branch and bound and pruned by an admissible lower bound on the tiles
 * still needed, a relaxation of the rules that never overstates:
 *  - the car drives in straight runs, and every run after the current one starts with a tile on
 *    a cell not driven over yet;
 *  - a run drives along one stretch (a row or column piece with no obstacle or goal), so every
 *    flag not yet collected, off the current run, needs a later run along its row stretch or its
 *    column stretch: the later runs' stretches are a vertex cover of the bipartite graph whose
 *    edges are those flags, at least its maximum matching (Konig); a flag whose stretches have
 *    no free cell left (or no tile of their axis left in the tray) cannot be collected;
 *  - runs on new stretches alternate rows and columns, so k flags that only a row stretch can
 *    reach, on k different rows, need about 2k more runs.
 * A plan the search finds is a real win under the rules (the driving is the rules'), so finding
 * one with fewer tiles than the par refutes the par whatever the budget. */
#ifndef TC_PAR_PROVER_H
#define TC_PAR_PROVER_H

#include "toycar.h"

/* As tc_fewest_tiles (solver.h): the fewest tiles from the board's inventory that win, trying
 * at most max_tiles, or -1 when no plan with at most max_tiles wins. *proven is 1 when the
 * answer is exact (the search finished within node_budget nodes), 0 when the budget ran out
 * (then a return >= 0 is still a plan that wins with that many tiles, maybe not the fewest). */
int tc_prove_fewest(const TcBoard *board, int max_tiles, long node_budget, int *proven);

/* The lower bound alone at the start: no plan that wins uses fewer tiles (for tests). */
int tc_par_lower_bound(const TcBoard *board);

#endif
