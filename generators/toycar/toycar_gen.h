/* toycar_gen.h - the toy-car generator of paper 003: NSFI-2POP evolves a move sequence to the
 * player model's targets (length, loops), Fig. 4 turns the moves into a board, and every board
 * is certified by the game's own rules (game/modes/toycar) before it is returned.
 * Pure C, no SDL, no clock, no globals: a pure function of (generator version, desc, seed).
 *
 * Versions (a share code names its version; both stay callable, golden codes hold both):
 *   1  the paper's Fig. 4 as first built: a segment may be one cell long (then it has no flag),
 *      flags anywhere on their segment; pars proven only now and then (docs/toycar.md).
 *   2  every segment at least two cells with one flag, no two flags on one row stretch or one
 *      column stretch (rocks between them, placed as the walk goes; the path may touch the edge):
 *      each flag needs an arrow of its own, so the par is the fewest by the par prover's bound,
 *      and generate.c keeps a board only when the prover proves it (more GA runs before a
 *      relaxed last resort whose par may stay unproven: none of the 1,000 sweep boards needed it).
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
#include "core/rng.h"
#include "modes/toycar/toycar.h"

#define TC_GEN_VERSION 2     /* what new puzzles are made with */
#define TC_GEN_VERSION_MIN 1 /* the oldest version this build still makes (old share codes) */
#define TC_GENOME_MAX 48 /* longest move sequence (target length up to 41) */

/* How a loop is counted (paper 003, section 3.1 and Fig. 3): five consecutive moves that go
 * through all four directions and come back to the first one (e.g. L U R D L). Loops are
 * counted greedily from the left without overlap. */
int tc_count_loops(const uint8_t *moves, int length);

/* Settings: zero means default (STYLE.md rule 6). */
typedef struct TcGaDesc {
    uint64_t seed;
    int version;         /* 0 -> TC_GEN_VERSION; TC_GEN_VERSION_MIN.. for old codes */
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

#define TC_GA_ALTERNATES 16 /* other individuals as close to the targets, kept for version 2 */

typedef struct TcGaResult {
    uint8_t moves[TC_GENOME_MAX]; /* TcDir values */
    int length;
    int loops;
    int feasible; /* 1 when the best individual satisfies both constraints */
    /* Up to TC_GA_ALTERNATES other distinct feasible individuals of the final population exactly
     * as close to both targets, in population order (generate.c's version 2 builds boards from
     * them before it runs the GA again). */
    int alternates;
    uint8_t alt_moves[TC_GA_ALTERNATES][TC_GENOME_MAX];
    uint8_t alt_length[TC_GA_ALTERNATES];
} TcGaResult;

/* Run NSFI-2POP. Returns 1 with the best feasible individual (closest to both targets), 0 when
 * cancelled or when no feasible individual exists (diag says which). */
int tc_ga_run(const TcGaDesc *desc, TcGaResult *out, LpDiag *diag);

typedef struct TcBuildResult {
    TcBoard board;
    TcTile tiles[TC_MAX_TILES]; /* intended placement */
    int tile_count;
} TcBuildResult;

/* Fig. 4: turn moves into a board, as generator `version` (1 or 2; see the top) builds it.
 * attempt selects a different random stream for rebuilds. Returns 1 when the board fits in
 * TC_MAX_W x TC_MAX_H and every intended tile lands on its own empty cell (it is not yet
 * certified), else 0 (for version 2 also when no flag layout keeps every flag apart). */
int tc_build_board(const uint8_t *moves, int length, uint64_t seed, int attempt, int version,
                   TcBuildResult *out);

typedef struct TcGenResult {
    TcBuildResult build;   /* the certified board and its intended tiles */
    TcGaResult ga;         /* the solution (moves) it was built from */
    int verified;          /* 1: the intended tiles, placed, solve the board (tc_certify) */
    int build_attempts;    /* boards built until one was certified */
    int par_proven;        /* 1: no plan with fewer tiles wins (version 1: solver.c's search;
                              version 2: the par prover, as the game proves it) */
    int version;           /* the generator version that made it */
} TcGenResult;

/* The whole pipeline: GA, then Fig. 4 rebuilt until tc_certify passes (bounded attempts). */
int tc_generate(const TcGaDesc *desc, TcGenResult *out, LpDiag *diag);

/* ---- Pipeline steps (one file each; exposed for the unit tests) ------------------------- */

#define TC_GA_POPULATION_MAX 20000 /* keeps the roulette's integer weights within 32 bits */
#define TC_CROWDING_INF INT64_MAX  /* crowding distance of a front's boundary points */
#define TC_BUILD_MAX_ATTEMPTS 4000 /* boards tried per GA solution in tc_generate */
#define TC_BUILD_STRICT_ATTEMPTS 3  /* version 2: strict boards (one flag a segment, all apart) a sequence */
#define TC_BUILD_RELAXED_ATTEMPTS 40 /* version 2: relaxed boards (one-cell segments allowed) at the end */
#define TC_GA_MAX_RUNS_V2 32         /* version 2: GA runs tried for a strict board */
#define TC_PAR_BUDGET 20000       /* solver nodes spent proving the par of one board */
#define TC_PAR_PROVER_BUDGET 40000 /* version 2: par prover nodes per board (the game's open-time budget) */
#define TC_GA_MAX_RUNS 8           /* GA runs (derived seeds) tc_generate tries */

/* genome.c: a variable-length move sequence (TcDir values), stored inline so populations are
 * flat arrays. */
typedef struct TcGenome {
    uint8_t moves[TC_GENOME_MAX];
    int length; /* 1..TC_GENOME_MAX */
} TcGenome;

/* A random feasible genome: the first move is random on the given axis (0: L R, 1: U D) and
 * every further move is one of the two directions across the previous one. */
void tc_genome_random_on_axis(TcGenome *g, int length, int vertical, LpRng *rng);
/* The same on a random axis. */
void tc_genome_random(TcGenome *g, int length, LpRng *rng);
/* A random initial length around target_length: target +- 2, clamped to 1..TC_GENOME_MAX. */
int tc_genome_initial_length(int target_length, LpRng *rng);

/* feasibility.c: constraint violations, the number of neighbours that are opposite or equal
 * (0 = feasible). The paper's Feasibility is its negation. */
int tc_violations(const uint8_t *moves, int length);
int tc_feasibility(const uint8_t *moves, int length);

/* objectives.c: the two objectives, both minimised (distance to the player model's targets). */
typedef struct TcObjectives {
    int length_gap; /* |length - target_length| */
    int loops_gap;  /* |loops - target_loops| */
    int loops;
} TcObjectives;
TcObjectives tc_objectives(const uint8_t *moves, int length, int target_length,
                           int target_loops);

/* nondominated_sort.c: Pareto fronts of n points (f1[i], f2[i]), both minimised and >= 0, in
 * O(n log n). Fills front[i] (0 = best) and order = indices sorted by (front, f1, f2, index);
 * identical points share a front. scratch holds TC_NDS_SCRATCH(n) ints. Returns the number of
 * fronts. */
#define TC_NDS_SCRATCH(n) (4 * (n) + 2)
int tc_nondominated_sort(const int *f1, const int *f2, int n, int *front, int *order,
                         int *scratch);

/* crowding.c: NSGA-II crowding distance of one front, integer only (each objective adds
 * (next - prev) * 2^20 / (max - min)). members lists the front's indices sorted by (f1, f2),
 * as tc_nondominated_sort leaves them; dist[members[j]] is written. Identical points get the
 * same distance; boundary points get TC_CROWDING_INF. */
void tc_crowding(const int *f1, const int *f2, const int *members, int count, int64_t *dist);

/* selection.c */
/* 1 when (a1, a2) Pareto-dominates (b1, b2) (both minimised). */
int tc_dominates(int a1, int a2, int b1, int b2);
/* Binary tournament over n >= 1 points: two random picks, the dominating one wins, otherwise
 * a random one of the pair. Returns its index. */
int tc_select_tournament(const int *f1, const int *f2, int n, LpRng *rng);
/* Roulette wheel over n individuals with weight 65536 / (1 + violations[i]) (violations
 * above TC_GENOME_MAX count as TC_GENOME_MAX). Individuals are bucketed by violations, so a
 * draw costs one random number and a short walk over the distinct violation counts. */
typedef struct TcRoulette {
    int levels;                            /* distinct violation counts present */
    uint32_t total;                        /* sum of all weights */
    uint32_t weight[TC_GENOME_MAX + 1];    /* per level: weight of one individual */
    uint32_t end[TC_GENOME_MAX + 1];       /* per level: cumulative weight up to its end */
    int first[TC_GENOME_MAX + 1];          /* per level: its first slot in members */
    int *members;                          /* n indices grouped by level, index order */
} TcRoulette;
/* members is caller-owned storage for n ints (n <= TC_GA_POPULATION_MAX, n >= 1). */
void tc_roulette_init(TcRoulette *r, const int *violations, int n, int *members);
/* An index drawn with probability proportional to its weight. */
int tc_select_roulette(const TcRoulette *r, LpRng *rng);

/* A uniform integer in [0, bound) from PCG32 (Lemire's multiply-shift with rejection: exact,
 * and cheaper than lp_rng_below's division in the GA's inner loop); bound 0 returns 0. */
static inline uint32_t tc_rng_below(LpRng *rng, uint32_t bound)
{
    uint64_t m = (uint64_t)lp_rng_next(rng) * bound;
    uint32_t low = (uint32_t)m;
    if (low < bound) {
        uint32_t threshold = (uint32_t)(-bound) % bound;
        while (low < threshold) {
            m = (uint64_t)lp_rng_next(rng) * bound;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

/* crossover.c: single-point crossover for variable lengths. The cut is drawn in
 * [0, min(la, lb)); c1 = b[0, cut) + a[cut, la) keeps a's length, c2 = a[0, cut) + b[cut, lb)
 * keeps b's. */
void tc_crossover(const TcGenome *a, const TcGenome *b, TcGenome *c1, TcGenome *c2,
                  LpRng *rng);

/* mutation.c: every gene mutates with probability 1/l (l = length before mutating): it
 * changes to another direction, is removed (never below length 1) or gets a random gene
 * inserted after it (never above TC_GENOME_MAX). The caller owns the table (init once). */
typedef struct TcMutation {
    /* keep[l][k]: 2^32 * P(none of the next k genes mutates) for genome length l, k >= 1
     * (64 columns so a branchless binary search needs no bounds checks). */
    uint32_t keep[TC_GENOME_MAX + 1][64];
    /* guess[l][b]: the skip for r = b << 24, an upper bound for every r in that bucket. */
    uint8_t guess[TC_GENOME_MAX + 1][256];
} TcMutation;
void tc_mutation_init(TcMutation *m);
void tc_mutate(const TcMutation *m, TcGenome *g, LpRng *rng);

#endif
