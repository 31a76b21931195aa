/* genome.c - variable-length genomes of L R U D moves and random genome creation (paper 003,
 * section 3.3, "Genome representation"). A random genome is a random walk that turns at
 * every move (each move is one of the two directions across the previous one), so it starts
 * feasible; the infeasible population fills up from mutation and crossover.
 * Depends on toycar_gen.h and the PCG32 rng. */
#include "toycar_gen.h"

void tc_genome_random_on_axis(TcGenome *g, int length, int vertical, LpRng *rng)
{
    if (length < 1) length = 1;
    if (length > TC_GENOME_MAX) length = TC_GENOME_MAX;
    g->length = length;
    /* Bit 1 of a TcDir is its axis (L R = 0, U D = 1), bit 0 picks the direction on it; one
     * 32-bit draw gives 32 such choices. */
    unsigned axis = vertical ? 1u : 0u;
    uint32_t bits = 0;
    for (int i = 0; i < length; i++, axis ^= 1u) {
        if ((i & 31) == 0) bits = lp_rng_next(rng);
        g->moves[i] = (uint8_t)((axis << 1) | (bits & 1u));
        bits >>= 1;
    }
    for (int i = length; i < TC_GENOME_MAX; i++) g->moves[i] = 0; /* defined bytes throughout */
}

void tc_genome_random(TcGenome *g, int length, LpRng *rng)
{
    tc_genome_random_on_axis(g, length, (int)(lp_rng_next(rng) >> 31), rng);
}

int tc_genome_initial_length(int target_length, LpRng *rng)
{
    int lo = target_length - 2, hi = target_length + 2;
    if (lo < 1) lo = 1;
    if (hi > TC_GENOME_MAX) hi = TC_GENOME_MAX;
    if (lo > hi) lo = hi;
    return (int)lp_rng_range(rng, lo, hi);
}
