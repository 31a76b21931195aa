/* toycar_gen.h - the toy-car generator of paper 003: NSFI-2POP evolves a move sequence to the
 * player model's targets (length, loops), Fig. 4 turns the moves into a board, and every board
 * is certified by the game's own rules (game/modes/toycar) before it is returned.
 * Pure C, no SDL, no clock, no globals: a pure function of (GENERATOR_VERSION, desc, seed).
 *
 * Pipeline, one file per step:
 *   genome.c            variable-length move sequences (L R U D), random genomes
 *   feasibility.c       the paper's constraints: no opposite or equal neighbours
 *   objectives.c        loop counting and the two objectives (distance to targets)
 *   nondominated_sort.c fronts for two objectives in O(N log N), ties kept together
 *   crowding.c          crowding distance in integer arithmetic, tied points equal
 *   selection.c         binary tournament (feasible) and roulette wheel (infeasible)
 *   crossover.c         single-point crossover for variable lengths
 *   mutation.c          per-gene 1/l mutation: change, remove, insert
 *   nsfi2pop.c          the two-population loop with 10% elitism
 *   board_builder.c     Fig. 4: moves -> board (car, flags, goal, obstacles)
 *   generate.c          GA + builder + certification, rebuilt until certified */
#ifndef TC_TOYCAR_GEN_H
#define TC_TOYCAR_GEN_H

#include <stdint.h>

#include "core/diag.h"
#include "modes/toycar/toycar.h"

#define TC_GEN_VERSION 1
#define TC_GENOME_MAX 48 /* longest move sequence (target length up to 41) */

/* How a loop is counted (paper 003, section 3.1 and Fig. 3): five consecutive moves that go
 * through all four directions and come back to the first one (e.g. L U R D L). Loops are
 * counted greedily from the left without overlap. */
int tc_count_loops(const uint8_t *moves, int length);

/* Settings: zero means default (STYLE.md rule 6). */
typedef struct TcGaDesc {
    uint64_t seed;
    int target_length;   /* 0 -> 3 */
    int target_loops;    /* 0 -> 0 */
    int population;      /* 0 -> 500 */
    int generations;     /* 0 -> 1000 */
    int elite_percent;   /* 0 -> 10 */
    /* Optional: polled once per generation from the generating thread. */
    void (*progress)(void *user, int generation, int generations);
    void *progress_user;
    const volatile int *cancel; /* when non-NULL and non-zero, stop early (returns 0) */
} TcGaDesc;

typedef struct TcGaResult {
    uint8_t moves[TC_GENOME_MAX]; /* TcDir values */
    int length;
    int loops;
    int feasible; /* 1 when the best individual satisfies both constraints */
} TcGaResult;

/* Run NSFI-2POP. Returns 1 with the best feasible individual (closest to both targets), 0 when
 * cancelled or when no feasible individual exists (diag says which). */
int tc_ga_run(const TcGaDesc *desc, TcGaResult *out, LpDiag *diag);

typedef struct TcBuildResult {
    TcBoard board;
    TcTile tiles[TC_MAX_TILES]; /* intended placement */
    int tile_count;
} TcBuildResult;

/* Fig. 4: turn moves into a board. attempt selects a different random stream for rebuilds.
 * Returns 1 when the board fits in TC_MAX_W x TC_MAX_H and every intended tile lands on its
 * own empty cell (it is not yet certified), else 0. */
int tc_build_board(const uint8_t *moves, int length, uint64_t seed, int attempt,
                   TcBuildResult *out);

typedef struct TcGenResult {
    TcBuildResult build;   /* the certified board and its intended tiles */
    TcGaResult ga;         /* the solution (moves) it was built from */
    int verified;          /* 1: the intended tiles, placed, solve the board (tc_certify) */
    int build_attempts;    /* boards built until one was certified */
} TcGenResult;

/* The whole pipeline: GA, then Fig. 4 rebuilt until tc_certify passes (bounded attempts). */
int tc_generate(const TcGaDesc *desc, TcGenResult *out, LpDiag *diag);

#endif
