/* rng.h - deterministic random numbers (PCG32, O'Neill 2014) with seeded streams.
 * Pure C, no SDL, no globals: every user owns an LpRng. The same (seed, stream) gives the
 * same sequence on every build and platform; nothing here uses floating point. */
#ifndef LP_RNG_H
#define LP_RNG_H

#include <stdint.h>

typedef struct LpRng {
    uint64_t state;
    uint64_t inc; /* odd; selects the stream */
} LpRng;

/* Well-known stream numbers, so independent consumers of one seed never share numbers. */
enum {
    LP_STREAM_GA = 1,      /* toy-car genetic algorithm */
    LP_STREAM_BOARD = 2,   /* toy-car board builder (Fig. 4) */
    LP_STREAM_BOTS_GEN = 3, /* robot puzzle generator (paper 001) */
    LP_STREAM_LUA = 4,      /* math.random inside the sandboxed Lua host */
    LP_STREAM_COSMETIC = 9 /* UI effects; never used by rules or generators */
};

/* Seed a generator: the caller owns the struct. */
void lp_rng_init(LpRng *rng, uint64_t seed, uint64_t stream);
/* Next 32 uniformly distributed bits. */
uint32_t lp_rng_next(LpRng *rng);
/* Uniform integer in [0, bound) without modulo bias; bound 0 returns 0. */
uint32_t lp_rng_below(LpRng *rng, uint32_t bound);
/* Uniform integer in [lo, hi] (inclusive); requires lo <= hi. */
int32_t lp_rng_range(LpRng *rng, int32_t lo, int32_t hi);
/* True with probability num/den (integer odds, no floats). */
int lp_rng_chance(LpRng *rng, uint32_t num, uint32_t den);

#endif
