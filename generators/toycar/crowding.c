/* crowding.c - NSGA-II crowding distance for one front in integer arithmetic: each objective
 * adds (next - prev) * 2^20 / (max - min) over the neighbouring distinct points; boundary
 * points get TC_CROWDING_INF. Identical points are one point here, so they all get the same
 * distance (deterministic whatever their indices). Depends on toycar_gen.h only. */
#include "toycar_gen.h"

#define CROWDING_SCALE (INT64_C(1) << 20)

static int64_t term(int prev, int next, int lo, int hi)
{
    if (hi == lo) return 0; /* one value only: the objective says nothing about crowding */
    int64_t d = (int64_t)next - prev;
    if (d < 0) d = -d;
    return d * CROWDING_SCALE / ((int64_t)hi - lo);
}

void tc_crowding(const int *f1, const int *f2, const int *members, int count, int64_t *dist)
{
    if (count <= 0) return;
    int lo1 = f1[members[0]], hi1 = f1[members[0]], lo2 = f2[members[0]], hi2 = f2[members[0]];
    for (int j = 1; j < count; j++) {
        int m = members[j];
        if (f1[m] < lo1) lo1 = f1[m];
        if (f1[m] > hi1) hi1 = f1[m];
        if (f2[m] < lo2) lo2 = f2[m];
        if (f2[m] > hi2) hi2 = f2[m];
    }
    /* Walk runs of identical points: [s, e) is one distinct point. */
    int prev = -1; /* a member of the previous run, -1 before the first */
    for (int s = 0; s < count;) {
        int p = members[s], e = s + 1;
        while (e < count && f1[members[e]] == f1[p] && f2[members[e]] == f2[p]) e++;
        int64_t d;
        if (prev < 0 || e == count) {
            d = TC_CROWDING_INF;
        } else {
            int next = members[e];
            d = term(f1[prev], f1[next], lo1, hi1) + term(f2[prev], f2[next], lo2, hi2);
        }
        for (int j = s; j < e; j++) dist[members[j]] = d;
        prev = p;
        s = e;
    }
}
