/* genome.c - variable-length genomes of L R U D moves and random genome creation (paper 003,
 * section 3.3, "Genome representation"). Depends on toycar_gen.h and the PCG32 rng. */
#include "toycar_gen.h"
#include <stdlib.h>

void tc_genome_random(TcGenome *g, int length, LpRng *rng)
{
    if (length < 1) length = 1;
    if (length > TC_GENOME_MAX) length = TC_GENOME_MAX;
    g->length = length;
    /* One 32-bit draw gives 16 moves of 2 bits each. */
    uint32_t bits = 0;
    for (int i = 0; i < length; i++) {
        if ((i & 15) == 0) bits = lp_rng_next(rng);
        g->moves[i] = i ? (uint8_t)(((g->moves[i-1] & 2u) ^ 2u) | (bits & 1u)) : (uint8_t)(bits & 3u);
        bits >>= 2;
    }
    for (int i = length; i < TC_GENOME_MAX; i++) g->moves[i] = 0; /* defined bytes throughout */
}

int tc_genome_initial_length(int target_length, LpRng *rng)
{
    int spread = target_length / 4 > 2 ? target_length / 4 : 2;
    int lo = target_length - spread, hi = target_length + spread;
    if (getenv("LENMODE") && atoi(getenv("LENMODE")) == 1) lo = target_length, hi = target_length + 8;
    if (getenv("LENMODE") && atoi(getenv("LENMODE")) == 2) lo = target_length - 2, hi = target_length + 2;
    if (getenv("LENMODE") && atoi(getenv("LENMODE")) == 3) lo = target_length / 2, hi = target_length + 8;
    if (lo < 1) lo = 1;
    if (hi > TC_GENOME_MAX) hi = TC_GENOME_MAX;
    if (lo > hi) lo = hi;
    return (int)lp_rng_range(rng, lo, hi);
}
