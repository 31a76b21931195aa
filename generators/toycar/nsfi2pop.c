/* nsfi2pop.c - NSFI-2POP (paper 003, sections 2.3 and 3.3): FI-2POP's feasible and
 * infeasible populations, the feasible one ranked NSGA-II style (front, then crowding).
 * Each generation:
 *   1. split the population by feasibility (tc_violations == 0);
 *   2. rank: feasible by (front, crowding descending, index), infeasible by (violations,
 *      index);
 *   3. elite: elite_percent of the population, copied unaltered: the best feasible
 *      individuals first, topped up with the best infeasible ones; a genome already in the
 *      elite is skipped, so the elite is never a block of clones;
 *   4. offspring fill the rest, from each population in proportion to its size: tournament
 *      parents (feasible) or roulette parents (infeasible), crossover, mutation;
 *   5. children land in either population next generation by their own feasibility.
 * Restarts: the loop objective is deceptive near saturation (5 * loops close to length): a
 * population that settles on loops starting at the wrong offset cannot shift them without
 * losing a loop first. When the best distance to the targets has not improved for
 * STALL_GENERATIONS generations (and is not 0), the population is re-seeded; the best
 * individual of earlier epochs is kept aside for the result.
 * All memory is one block allocated per run; nothing is allocated inside the loop.
 * Depends on toycar_gen.h and the other pipeline steps. */
#include "core/i18n.h"
#include "toycar_gen.h"

#include <stdlib.h>
#include <string.h>

#define STALL_GENERATIONS 50 /* measured: 20 seeds x all 197 reachable targets all exact */

typedef struct GaWork {
    int n;
    int target_length, target_loops;
    TcGenome *pop, *next;       /* n each */
    int *viol, *loops;          /* per individual of pop */
    int *next_viol, *next_loops;
    int *feas, *infeas;         /* individuals of each population, in index order */
    int nf, ni;
    int *f1, *f2;               /* objectives of feas[k] */
    int *ivio;                  /* violations of infeas[k] */
    int *front, *order, *scratch;
    int64_t *crowd;
    int *rank, *rank_tmp;       /* one front (or the infeasible population) in rank order */
    int *elite;                 /* chosen individuals */
    int *set;                   /* the elite's genomes (set_insert) */
    int set_mask;
    int *roulette_members;
    TcRoulette roulette;
    TcMutation mutation;
} GaWork;

static GaWork *work_create(int n)
{
    int set_size = 16;
    while (set_size < 2 * n) set_size *= 2;
    size_t ints = (size_t)n;
    size_t bytes = sizeof(GaWork) + 2 * ints * sizeof(TcGenome) + 2 * ints * sizeof(int64_t) +
                   (16 * ints + (size_t)TC_NDS_SCRATCH(n) + (size_t)set_size) * sizeof(int);
    GaWork *w = calloc(1, bytes);
    if (!w) return NULL;
    /* Carve the block in decreasing alignment: genomes and int64 first, then ints. */
    TcGenome *g = (TcGenome *)(w + 1);
    w->pop = g;
    w->next = g + n;
    int64_t *q = (int64_t *)(g + 2 * n);
    w->crowd = q;
    int *p = (int *)(q + 2 * n);
    int **arrays[] = {&w->viol, &w->loops, &w->next_viol, &w->next_loops, &w->feas,
                      &w->infeas, &w->f1, &w->f2, &w->ivio, &w->front, &w->order, &w->rank,
                      &w->rank_tmp, &w->elite, &w->roulette_members};
    for (size_t a = 0; a < sizeof arrays / sizeof arrays[0]; a++, p += n) *arrays[a] = p;
    w->scratch = p;
    p += TC_NDS_SCRATCH(n);
    w->set = p;
    w->set_mask = set_size - 1;
    w->n = n;
    tc_mutation_init(&w->mutation);
    return w;
}

static void evaluate(const TcGenome *g, int *viol, int *loops)
{
    *viol = tc_violations(g->moves, g->length);
    *loops = *viol == 0 ? tc_count_loops(g->moves, g->length) : 0;
}

static int gap(int a, int b)
{
    return a > b ? a - b : b - a;
}

/* Step 1 and 2: split by feasibility, compute objectives, fronts and crowding. */
static void split_and_rank(GaWork *w)
{
    w->nf = w->ni = 0;
    for (int i = 0; i < w->n; i++) {
        if (w->viol[i] == 0) {
            int k = w->nf++;
            w->feas[k] = i;
            w->f1[k] = gap(w->pop[i].length, w->target_length);
            w->f2[k] = gap(w->loops[i], w->target_loops);
        } else {
            int k = w->ni++;
            w->infeas[k] = i;
            w->ivio[k] = w->viol[i];
        }
    }
    if (w->nf == 0) return;
    tc_nondominated_sort(w->f1, w->f2, w->nf, w->front, w->order, w->scratch);
    for (int s = 0; s < w->nf;) {
        int e = s + 1;
        while (e < w->nf && w->front[w->order[e]] == w->front[w->order[s]]) e++;
        tc_crowding(w->f1, w->f2, w->order + s, e - s, w->crowd);
        s = e;
    }
}

/* ---- the elite ---------------------------------------------------------------------------- */

static uint32_t genome_hash(const TcGenome *g)
{
    uint32_t h = 2166136261u ^ (uint32_t)g->length; /* FNV-1a */
    for (int i = 0; i < g->length; i++) h = (h ^ g->moves[i]) * 16777619u;
    return h;
}

/* Insert genome base[i] into an open-addressing set of indices (+1; 0 = empty). Returns 0
 * when an identical genome is already there. */
static int set_insert(int *set, int mask, const TcGenome *base, int i)
{
    const TcGenome *g = &base[i];
    for (uint32_t s = genome_hash(g) & (uint32_t)mask;; s = (s + 1) & (uint32_t)mask) {
        int e = set[s] - 1;
        if (e < 0) {
            set[s] = i + 1;
            return 1;
        }
        const TcGenome *o = &base[e];
        if (o->length == g->length && memcmp(o->moves, g->moves, (size_t)g->length) == 0)
            return 0;
    }
}

/* Add individual i to the elite unless an identical genome is already there. */
static void elite_add(GaWork *w, int i, int *taken)
{
    if (set_insert(w->set, w->set_mask, w->pop, i)) w->elite[(*taken)++] = i;
}

/* Sort a[0, n) (positions into feas) by (crowding descending, position); tmp holds n. */
static void sort_by_crowding(const int64_t *crowd, int *a, int *tmp, int n)
{
    for (int width = 1; width < n; width *= 2) {
        for (int lo = 0; lo < n; lo += 2 * width) {
            int mid = lo + width < n ? lo + width : n;
            int hi = lo + 2 * width < n ? lo + 2 * width : n;
            int i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                int take_j = crowd[a[j]] > crowd[a[i]] || (crowd[a[j]] == crowd[a[i]] && a[j] < a[i]);
                tmp[k++] = take_j ? a[j++] : a[i++];
            }
            while (i < mid) tmp[k++] = a[i++];
            while (j < hi) tmp[k++] = a[j++];
        }
        memcpy(a, tmp, (size_t)n * sizeof *a);
    }
}

/* Choose up to `count` distinct genomes: feasible by (front, crowding desc, index), then
 * infeasible by (violations, index). Returns how many were chosen (w->elite). */
static int choose_elite(GaWork *w, int count)
{
    int taken = 0;
    memset(w->set, 0, ((size_t)w->set_mask + 1) * sizeof *w->set);
    for (int s = 0; s < w->nf && taken < count;) {
        int e = s + 1;
        while (e < w->nf && w->front[w->order[e]] == w->front[w->order[s]]) e++;
        memcpy(w->rank, w->order + s, (size_t)(e - s) * sizeof *w->rank);
        sort_by_crowding(w->crowd, w->rank, w->rank_tmp, e - s);
        for (int j = 0; j < e - s && taken < count; j++) elite_add(w, w->feas[w->rank[j]], &taken);
        s = e;
    }
    if (taken < count && w->ni > 0) {
        /* Infeasible in (violations, index) order: a counting sort by violations. */
        enum { LEVELS = TC_GENOME_MAX + 1 };
        int start[LEVELS + 1] = {0};
        for (int k = 0; k < w->ni; k++) start[(w->ivio[k] < LEVELS ? w->ivio[k] : LEVELS - 1) + 1]++;
        for (int v = 1; v <= LEVELS; v++) start[v] += start[v - 1];
        for (int k = 0; k < w->ni; k++) w->rank[start[w->ivio[k] < LEVELS ? w->ivio[k] : LEVELS - 1]++] = k;
        for (int j = 0; j < w->ni && taken < count; j++) elite_add(w, w->infeas[w->rank[j]], &taken);
    }
    return taken;
}

/* ---- one generation ----------------------------------------------------------------------- */

/* Crossover a and b, mutate and evaluate the children straight into the next population's
 * slots (the second only when `both`). Returns the next free slot. */
static int make_children(GaWork *w, const TcGenome *a, const TcGenome *b, int slot, int both,
                         LpRng *rng)
{
    TcGenome spare;
    TcGenome *c1 = &w->next[slot], *c2 = both ? &w->next[slot + 1] : &spare;
    tc_crossover(a, b, c1, c2, rng);
    for (int k = 0; k <= both; k++, slot++) {
        tc_mutate(&w->mutation, &w->next[slot], rng);
        evaluate(&w->next[slot], &w->next_viol[slot], &w->next_loops[slot]);
    }
    return slot;
}

/* Steps 3-5: build the next generation into w->next, then swap. */
static void next_generation(GaWork *w, int elite_percent, LpRng *rng)
{
    int n = w->n, nf = w->nf, ni = w->ni;
    int elite = n * elite_percent / 100;
    if (elite < 1 && elite_percent > 0) elite = 1;
    /* Children take the low indices and the elite the high ones: among equally ranked
     * individuals the lower index wins, so a new child displaces an old elite member of the
     * same rank and the elite keeps drifting over neutral ground instead of freezing. */
    int kept = choose_elite(w, elite);
    int children = n - kept;
    for (int j = 0; j < kept; j++) {
        int i = w->elite[j];
        w->next[children + j] = w->pop[i];
        w->next_viol[children + j] = w->viol[i];
        w->next_loops[children + j] = w->loops[i];
    }

    int cf = ni == 0 ? children : (int)(((int64_t)children * nf + n / 2) / n);
    int ci = children - cf;
    int slot = 0;
    for (int made = 0; made < cf; made += 2) {
        const TcGenome *a = &w->pop[w->feas[tc_select_tournament(w->f1, w->f2, nf, rng)]];
        const TcGenome *b = &w->pop[w->feas[tc_select_tournament(w->f1, w->f2, nf, rng)]];
        slot = make_children(w, a, b, slot, made + 1 < cf, rng);
    }
    if (ci > 0) tc_roulette_init(&w->roulette, w->ivio, ni, w->roulette_members);
    for (int made = 0; made < ci; made += 2) {
        const TcGenome *a = &w->pop[w->infeas[tc_select_roulette(&w->roulette, rng)]];
        const TcGenome *b = &w->pop[w->infeas[tc_select_roulette(&w->roulette, rng)]];
        slot = make_children(w, a, b, slot, made + 1 < ci, rng);
    }

    TcGenome *t = w->pop;
    w->pop = w->next;
    w->next = t;
    int *v = w->viol;
    w->viol = w->next_viol;
    w->next_viol = v;
    int *l = w->loops;
    w->loops = w->next_loops;
    w->next_loops = l;
}

/* Random genomes of random lengths around the target, evaluated. They all start on one
 * random axis, so any two share the axis at every index and single-point crossover between
 * them never joins two moves on the same axis (an infeasible child). Measured: this doubles
 * how often an epoch reaches saturated targets such as {40, 8}. */
static void seed_population(GaWork *w, LpRng *rng)
{
    int vertical = (int)(lp_rng_next(rng) >> 31);
    for (int i = 0; i < w->n; i++) {
        int length = tc_genome_initial_length(w->target_length, rng);
        tc_genome_random_on_axis(&w->pop[i], length, vertical, rng);
        evaluate(&w->pop[i], &w->viol[i], &w->loops[i]);
    }
}

/* The best feasible position: closest to both targets, then front, then index; -1 if none. */
static int best_feasible(const GaWork *w)
{
    int best = -1;
    for (int k = 0; k < w->nf; k++) {
        int d = w->f1[k] + w->f2[k];
        if (best < 0 || d < w->f1[best] + w->f2[best] ||
            (d == w->f1[best] + w->f2[best] && w->front[k] < w->front[best]))
            best = k;
    }
    return best;
}

static int same_genome(const TcGenome *a, const uint8_t *moves, int length)
{
    return a->length == length && memcmp(a->moves, moves, (size_t)length) == 0;
}

/* The final population's other distinct feasible individuals at the chosen one's distance. */
static void collect_alternates(const GaWork *w, const TcGenome *chosen, int sum, TcGaResult *out)
{
    for (int k = 0; k < w->nf && out->alternates < TC_GA_ALTERNATES; k++) {
        const TcGenome *g = &w->pop[w->feas[k]];
        int seen = w->f1[k] + w->f2[k] != sum || same_genome(g, chosen->moves, chosen->length);
        for (int a = 0; a < out->alternates && !seen; a++) seen = same_genome(g, out->alt_moves[a], out->alt_length[a]);
        if (seen) continue;
        memcpy(out->alt_moves[out->alternates], g->moves, (size_t)g->length);
        out->alt_length[out->alternates++] = (uint8_t)g->length;
    }
}

static int clamp(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

int tc_ga_run(const TcGaDesc *desc, TcGaResult *out, LpDiag *diag)
{
    memset(out, 0, sizeof *out);
    int n = clamp(desc->population ? desc->population : 500, 4, TC_GA_POPULATION_MAX);
    int generations = desc->generations > 0 ? desc->generations : 1000;
    int elite_percent = clamp(desc->elite_percent ? desc->elite_percent : 10, 0, 100);

    GaWork *w = work_create(n);
    if (!w) return lp_diag_set(diag, "", 0, _("out of memory for a population of %d"), n);
    w->target_length = clamp(desc->target_length ? desc->target_length : 3, 1, TC_GENOME_MAX);
    w->target_loops = clamp(desc->target_loops, 0, TC_GENOME_MAX / 5);

    LpRng rng;
    lp_rng_init(&rng, desc->seed, LP_STREAM_GA);
    seed_population(w, &rng);

    TcGenome kept; /* the best individual of earlier epochs */
    int kept_sum = -1, kept_loops = 0;
    int epoch_best = -1, stall = 0;
    for (int gen = 0; gen < generations; gen++) {
        if (desc->cancel && *desc->cancel) {
            free(w);
            return lp_diag_set(diag, "", 0, "%s", _("generation cancelled"));
        }
        if (desc->progress) desc->progress(desc->progress_user, gen, generations);
        split_and_rank(w);
        int b = best_feasible(w);
        int sum = b < 0 ? -1 : w->f1[b] + w->f2[b];
        if (sum >= 0 && (epoch_best < 0 || sum < epoch_best)) {
            epoch_best = sum;
            stall = 0;
        } else {
            stall++;
        }
        if (b >= 0 && sum > 0 && stall >= STALL_GENERATIONS &&
            generations - gen > STALL_GENERATIONS / 2) {
            if (kept_sum < 0 || sum < kept_sum) {
                kept = w->pop[w->feas[b]];
                kept_sum = sum;
                kept_loops = w->loops[w->feas[b]];
            }
            seed_population(w, &rng);
            epoch_best = -1;
            stall = 0;
            continue;
        }
        next_generation(w, elite_percent, &rng);
    }
    split_and_rank(w);
    if (desc->progress) desc->progress(desc->progress_user, generations, generations);

    /* The result: the final population's best, unless an earlier epoch did strictly better. */
    int best = best_feasible(w);
    const TcGenome *g = best >= 0 ? &w->pop[w->feas[best]] : NULL;
    int loops = best >= 0 ? w->loops[w->feas[best]] : 0;
    if (kept_sum >= 0 && (best < 0 || kept_sum < w->f1[best] + w->f2[best])) {
        g = &kept;
        loops = kept_loops;
    }
    if (!g) {
        free(w);
        return lp_diag_set(diag, "", 0, _("no feasible move sequence after %d generations"),
                           generations);
    }
    memcpy(out->moves, g->moves, (size_t)g->length);
    out->length = g->length;
    out->loops = loops;
    out->feasible = 1;
    collect_alternates(w, g, g == &kept ? kept_sum : w->f1[best] + w->f2[best], out);
    free(w);
    return 1;
}
