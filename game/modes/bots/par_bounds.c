/* par_bounds.c - every reachable world of a robot level, how far each is from solved and which
 * actions every solution from it needs (par_bounds.h says why they bound every program).
 * Depends on bots.h (every action through bots_step) and world_keys.h. */
#include "par_bounds.h"

#include <stdlib.h>
#include <string.h>

/* The excluded action sets whose worlds get a need bit: each action alone, then the pairs. */
#define EXCLUSIONS (BOTS_ACTION_COUNT + 3)

static unsigned exclusion_mask(int e)
{
    switch (e - BOTS_ACTION_COUNT) {
    case 0: return 1u << BOTS_TURN_LEFT | 1u << BOTS_TURN_RIGHT;
    case 1: return 1u << BOTS_FORWARD | 1u << BOTS_BACKWARD;
    case 2: return 1u << BOTS_CLIMB_UP | 1u << BOTS_CLIMB_DOWN;
    default: return 1u << e;
    }
}

/* Backward breadth-first search from the solved worlds over the edges whose action is not in
 * excluded; dist[i] gets the plain actions from i to a solved world, -1 when none. */
static void backward(int n, const int32_t *rev_start, const int32_t *rev_src, const uint8_t *rev_act,
                     const uint8_t *solved, unsigned excluded, int32_t *dist, int32_t *queue)
{
    int head = 0, tail = 0;
    for (int i = 0; i < n; i++) {
        dist[i] = solved[i] ? 0 : -1;
        if (solved[i]) queue[tail++] = i;
    }
    while (head < tail) {
        int t = queue[head++];
        for (int e = rev_start[t]; e < rev_start[t + 1]; e++) {
            int s = rev_src[e];
            if (dist[s] >= 0 || (excluded >> rev_act[e] & 1u)) continue;
            dist[s] = dist[t] + 1;
            queue[tail++] = s;
        }
    }
}

int bots_par_bounds_init(BotsParBounds *b, const BotsWorld *start, int max_states)
{
    return bots_par_bounds_init_until(b, start, max_states, NULL, NULL);
}

int bots_par_bounds_init_until(BotsParBounds *b, const BotsWorld *start, int max_states,
                               BotsKeepGoing keep_going, void *user)
{
    memset(b, 0, sizeof *b);
    b->start = *start;
    int total = bots_key_boxes(start);
    if (total > BOTS_KEY_MAX_BOXES) return 0;
    b->total_boxes = total;
    if (max_states <= 0) max_states = BOTS_PAR_BOUNDS_STATES;
    bots_set_init(&b->states, 2 + total, max_states);
    uint8_t key[2 + BOTS_KEY_MAX_BOXES];
    bots_key_of(start, total, key);
    if (bots_set_add(&b->states, key, bots_key_hash(key, 2 + total), 0) < 0) return 0;
    /* Forward: every world, the target of each of its 8 actions (-1: impossible). */
    int32_t *adj = NULL;
    uint8_t *solved = NULL;
    int cap = 0, ok = 1;
    for (int i = 0; i < b->states.count && ok; i++) {
        if (keep_going && i % 4096 == 4095 && !keep_going(user, 0, 0)) {
            ok = 0;
            break;
        }
        if (i >= cap) {
            cap = cap ? cap * 2 : 4096;
            int32_t *a = realloc(adj, (size_t)cap * BOTS_ACTION_COUNT * sizeof *a);
            uint8_t *s = a ? realloc(solved, (size_t)cap) : NULL;
            if (a) adj = a;
            if (!s) {
                ok = 0;
                break;
            }
            solved = s;
        }
        BotsWorld w;
        bots_key_world(start, b->states.keys + (size_t)i * (size_t)(2 + total), total, &w);
        solved[i] = (uint8_t)bots_solved(&w);
        for (int a = 0; a < BOTS_ACTION_COUNT; a++) {
            int32_t to = -1;
            BotsWorld next = w;
            if (!solved[i] && bots_step(&next, (BotsAction)a) == BOTS_OK) {
                bots_key_of(&next, total, key);
                uint64_t h = bots_key_hash(key, 2 + total);
                to = bots_set_find(&b->states, key, h);
                if (to < 0) to = bots_set_add(&b->states, key, h, 0);
                if (to < 0) ok = 0; /* too many worlds */
            }
            adj[(size_t)i * BOTS_ACTION_COUNT + (size_t)a] = to;
        }
    }
    int n = b->states.count;
    int32_t *rev_start = NULL, *rev_src = NULL, *dist = NULL, *queue = NULL;
    uint8_t *rev_act = NULL;
    if (ok) {
        rev_start = calloc((size_t)n + 1, sizeof *rev_start);
        rev_src = malloc((size_t)n * BOTS_ACTION_COUNT * sizeof *rev_src);
        rev_act = malloc((size_t)n * BOTS_ACTION_COUNT);
        dist = malloc((size_t)n * sizeof *dist);
        queue = malloc((size_t)n * sizeof *queue);
        b->need = calloc((size_t)n, sizeof *b->need);
        ok = rev_start && rev_src && rev_act && dist && queue && b->need;
    }
    if (ok) {
        /* Reverse edges, grouped by target (a counting sort). */
        for (size_t e = 0; e < (size_t)n * BOTS_ACTION_COUNT; e++)
            if (adj[e] >= 0) rev_start[adj[e] + 1]++;
        for (int i = 0; i < n; i++)
            rev_start[i + 1] += rev_start[i];
        for (int i = 0; i < n; i++)
            queue[i] = rev_start[i];
        for (int i = 0; i < n; i++)
            for (int a = 0; a < BOTS_ACTION_COUNT; a++) {
                int32_t to = adj[(size_t)i * BOTS_ACTION_COUNT + (size_t)a];
                if (to < 0) continue;
                rev_src[queue[to]] = i;
                rev_act[queue[to]++] = (uint8_t)a;
            }
        for (int e = 0; e < EXCLUSIONS; e++) {
            backward(n, rev_start, rev_src, rev_act, solved, exclusion_mask(e), dist, queue);
            for (int i = 0; i < n; i++)
                if (dist[i] < 0) b->need[i] |= (uint16_t)(1u << e);
        }
        backward(n, rev_start, rev_src, rev_act, solved, 0, dist, queue);
        for (int i = 0; i < n; i++)
            b->states.values[i] = dist[i];
        b->next = adj; /* kept: the prover steps through it */
        adj = NULL;
        b->ready = 1;
    }
    free(adj);
    free(solved);
    free(rev_start);
    free(rev_src);
    free(rev_act);
    free(dist);
    free(queue);
    if (!b->ready) bots_par_bounds_free(b);
    return b->ready;
}

void bots_par_bounds_free(BotsParBounds *b)
{
    bots_set_free(&b->states);
    free(b->need);
    free(b->next);
    b->need = NULL;
    b->next = NULL;
    b->ready = 0;
}

int bots_par_bounds_lookup(const BotsParBounds *b, const BotsWorld *w, unsigned *need)
{
    if (need) *need = 0;
    if (!b->ready) return -2;
    uint8_t key[2 + BOTS_KEY_MAX_BOXES];
    bots_key_of(w, b->total_boxes, key);
    int at = bots_set_find(&b->states, key, bots_key_hash(key, 2 + b->total_boxes));
    if (at < 0) return -2;
    int d = b->states.values[at];
    if (need && d >= 0) *need = b->need[at];
    return d;
}

int bots_par_bounds_missing(unsigned need, unsigned written)
{
    int missing = 0;
    for (int a = 0; a < BOTS_ACTION_COUNT; a++)
        missing += (need >> a & 1u) && !(written >> a & 1u);
    for (int e = BOTS_ACTION_COUNT; e < EXCLUSIONS; e++) {
        unsigned pair = exclusion_mask(e);
        /* A pair is covered by a written member, or by a needed member already counted. */
        if ((need >> e & 1u) && !(written & pair) && !(need & pair)) missing++;
    }
    return missing;
}
