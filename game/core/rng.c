/* rng.c - PCG32 (XSH RR variant). Depends on nothing but <stdint.h>. */
#include "rng.h"

#include <assert.h>

void lp_rng_init(LpRng *rng, uint64_t seed, uint64_t stream)
{
    rng->state = 0u;
    rng->inc = (stream << 1u) | 1u;
    lp_rng_next(rng);
    rng->state += seed;
    lp_rng_next(rng);
}

uint32_t lp_rng_next(LpRng *rng)
{
    uint64_t old = rng->state;
    rng->state = old * 6364136223846793005ULL + rng->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

uint32_t lp_rng_below(LpRng *rng, uint32_t bound)
{
    if (bound == 0u) return 0u;
    /* Reject the low values that would make the modulo uneven (PCG's reference method). */
    uint32_t threshold = (uint32_t)(-bound) % bound;
    for (;;) {
        uint32_t r = lp_rng_next(rng);
        if (r >= threshold) return r % bound;
    }
}

int32_t lp_rng_range(LpRng *rng, int32_t lo, int32_t hi)
{
    assert(lo <= hi);
    uint32_t span = (uint32_t)((int64_t)hi - (int64_t)lo + 1);
    return (int32_t)((int64_t)lo + (int64_t)lp_rng_below(rng, span));
}

int lp_rng_chance(LpRng *rng, uint32_t num, uint32_t den)
{
    return lp_rng_below(rng, den) < num;
}
