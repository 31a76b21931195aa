/* mutation.c - the paper's mutation (section 3.3, Fig. 8): each gene mutates with probability
 * 1/l and then changes to another direction, is removed, or gets a random gene inserted after
 * it (a third each; a removal at length 1 or an insertion at TC_GENOME_MAX becomes a change).
 * Rather than one draw per gene, one draw picks how many genes to skip before the next
 * mutation (a geometric distribution, tabulated in integers), so a genome costs about two
 * draws. Depends on toycar_gen.h and the PCG32 rng. */
#include "toycar_gen.h"

#include <string.h>

void tc_mutation_init(TcMutation *m)
{
    memset(m, 0, sizeof *m);
    for (int l = 1; l <= TC_GENOME_MAX; l++) {
        uint64_t v = UINT64_C(1) << 32; /* P(no mutation in 0 genes) = 1 */
        for (int k = 1; k < 64; k++) {
            v = v * (uint64_t)(l - 1) / (uint64_t)l;
            m->keep[l][k] = (uint32_t)v;
        }
        for (int b = 0; b < 256; b++) {
            uint32_t r = (uint32_t)b << 24;
            int skip = 0;
            while (skip < 63 && r < m->keep[l][skip + 1]) skip++;
            m->guess[l][b] = (uint8_t)skip;
        }
    }
}

void tc_mutate(const TcMutation *m, TcGenome *g, LpRng *rng)
{
    int l = g->length;
    if (l < 1 || l > TC_GENOME_MAX) return;
    const uint32_t *keep = m->keep[l];
    int i = 0, remaining = l; /* g->moves[i] is the next original gene to consider */
    for (;;) {
        uint32_t r = lp_rng_next(rng);
        /* Genes left alone before the next mutation: how many leading keep[1..63] exceed r
         * (keep decreases). The bucket of r's top byte bounds it; step down to the exact
         * value, rarely more than once. */
        int skip = m->guess[l][r >> 24];
        while (skip > 0 && r >= keep[skip]) skip--;
        if (skip >= remaining) return;
        i += skip;
        remaining -= skip + 1;
        /* One draw picks the operation (a third each) and its direction: 36 = 3 x 12. */
        uint32_t pick = tc_rng_below(rng, 36), op = pick / 12, sub = pick % 12;
        if (op == 1 && g->length > 1) { /* remove: the next original gene moves to i */
            for (int j = i; j + 1 < g->length; j++) g->moves[j] = g->moves[j + 1];
            g->length--;
        } else if (op == 2 && g->length < TC_GENOME_MAX) { /* insert a random gene after i */
            for (int j = g->length; j > i + 1; j--) g->moves[j] = g->moves[j - 1];
            g->moves[i + 1] = (uint8_t)(sub % 4);
            g->length++;
            i += 2;
        } else { /* change to one of the three other directions (sub / 4 is uniform in 0..2) */
            g->moves[i] = (uint8_t)((g->moves[i] + 1u + sub / 4) & 3u);
            i++;
        }
    }
}
