/* selection.c - parent selection (paper 003, section 3.3): binary tournament by Pareto
 * dominance for the feasible population, roulette wheel with integer weights for the
 * infeasible one (weight 65536 / (1 + violations), so fewer violations are likelier).
 * Depends on toycar_gen.h and the PCG32 rng. */
#include "toycar_gen.h"

#define ROULETTE_K 65536u

int tc_dominates(int a1, int a2, int b1, int b2)
{
    return a1 <= b1 && a2 <= b2 && (a1 < b1 || a2 < b2);
}

int tc_select_tournament(const int *f1, const int *f2, int n, LpRng *rng)
{
    int a = (int)tc_rng_below(rng, (uint32_t)n);
    int b = (int)tc_rng_below(rng, (uint32_t)n);
    if (tc_dominates(f1[a], f2[a], f1[b], f2[b])) return a;
    if (tc_dominates(f1[b], f2[b], f1[a], f2[a])) return b;
    return (lp_rng_next(rng) >> 31) ? b : a;
}

void tc_roulette_init(TcRoulette *r, const int *violations, int n, int *members)
{
    enum { LEVELS = TC_GENOME_MAX + 1 };
    int count[LEVELS] = {0}, slot[LEVELS];
    for (int i = 0; i < n; i++) {
        int v = violations[i] < 0 ? 0 : violations[i] < LEVELS ? violations[i] : LEVELS - 1;
        count[v]++;
    }
    r->levels = 0;
    r->total = 0;
    r->members = members;
    int next = 0;
    for (int v = 0; v < LEVELS; v++) {
        slot[v] = next;
        if (count[v] == 0) continue;
        int l = r->levels++;
        r->weight[l] = ROULETTE_K / (1u + (uint32_t)v);
        r->total += r->weight[l] * (uint32_t)count[v];
        r->end[l] = r->total;
        r->first[l] = next;
        next += count[v];
    }
    for (int i = 0; i < n; i++) {
        int v = violations[i] < 0 ? 0 : violations[i] < LEVELS ? violations[i] : LEVELS - 1;
        members[slot[v]++] = i;
    }
}

int tc_select_roulette(const TcRoulette *r, LpRng *rng)
{
    uint32_t x = tc_rng_below(rng, r->total);
    int l = 0;
    while (x >= r->end[l]) l++;
    uint32_t start = l ? r->end[l - 1] : 0u;
    /* Inside a level every individual weighs the same. */
    return r->members[r->first[l] + (int)((x - start) / r->weight[l])];
}
