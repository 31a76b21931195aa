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

/* Worlds come in fours: the same robot cell, hands and boxes facing north, east, south and west
 * (BotsFacing order), numbered 4k to 4k + 3, so a turn's target is a sibling and needs no edge.
 * The other actions' targets are stored, in action order. A reverse edge is its source world
 * with its action in the top 3 bits (REV_SHIFT). */
#define REV_SHIFT 29
#define REV_MAX_WORLDS (1 << REV_SHIFT)
#define TURNS (1u << BOTS_TURN_LEFT | 1u << BOTS_TURN_RIGHT)

/* Backward breadth-first search from the solved worlds over the edges whose action is not in
 * excluded; dist[i] gets the plain actions from i to a solved world, -1 when none. */
static void backward(int n, const uint32_t *rev_start, const uint32_t *rev, const uint8_t *moves,
                     unsigned excluded, int32_t *dist, int32_t *queue)
{
    int head = 0, tail = 0;
    for (int i = 0; i < n; i++) {
        dist[i] = moves[i] ? -1 : 0; /* a turn never fails, so only a solved world has no move */
        if (!moves[i]) queue[tail++] = i;
    }
    while (head < tail) {
        int t = queue[head++];
        if (moves[t]) { /* its siblings turn into it (a solved world's siblings are solved) */
            int left_from = (t & ~3) | ((t + 1) & 3), right_from = (t & ~3) | ((t + 3) & 3);
            if (!(excluded >> BOTS_TURN_LEFT & 1u) && dist[left_from] < 0) {
                dist[left_from] = dist[t] + 1;
                queue[tail++] = left_from;
            }
            if (!(excluded >> BOTS_TURN_RIGHT & 1u) && dist[right_from] < 0) {
                dist[right_from] = dist[t] + 1;
                queue[tail++] = right_from;
            }
        }
        for (uint32_t e = rev_start[t]; e < rev_start[t + 1]; e++) {
            int s = (int)(rev[e] & (REV_MAX_WORLDS - 1));
            if (dist[s] >= 0 || (excluded >> (rev[e] >> REV_SHIFT) & 1u)) continue;
            dist[s] = dist[t] + 1;
            queue[tail++] = s;
        }
    }
}

int bots_par_bounds_init(BotsParBounds *b, const BotsWorld *start, int max_states)
{
    return bots_par_bounds_init_until(b, start, max_states, NULL, NULL);
}

/* Grows *p (of *cap elements of size each) to hold at least want; 0 when out of memory. */
static int grow(void **p, size_t *cap, size_t want, size_t each)
{
    if (want <= *cap) return 1;
    size_t c = *cap ? *cap : 4096;
    while (c < want)
        c *= 2;
    void *q = realloc(*p, c * each);
    if (!q) return 0;
    *p = q;
    *cap = c;
    return 1;
}

/* The four worlds of key's robot cell, hands and boxes; returns the one key faces, -1 when the
 * set is full. */
static int add_four(BotsStateSet *set, uint8_t *key)
{
    int facing = key[1] & 3, at = -1;
    for (int f = 0; f < 4; f++) {
        key[1] = (uint8_t)((key[1] & ~3) | f);
        int i = bots_set_add(set, key, bots_key_hash(key, set->key_len), 0);
        if (i < 0) return -1;
        if (f == facing) at = i;
    }
    key[1] = (uint8_t)((key[1] & ~3) | facing);
    return at;
}

/* Forward: every world and where each of its possible actions leads. A run reaches every world
 * of a four it enters except the solved ones no action leads to (a run stops at a solved world,
 * so it never turns there); more than max_states such worlds stop it. */
static int enumerate(BotsParBounds *b, const BotsWorld *start, int max_states, BotsKeepGoing keep_going,
                     void *user)
{
    int total = b->total_boxes, key_len = 2 + total, unsolved = 0;
    uint8_t key[2 + BOTS_KEY_MAX_BOXES], *entered = NULL;
    size_t world_cap = 0, first_cap = 0, edge_cap = 0, entered_cap = 0, edges = 0;
    int ok = 1;
    for (int i = 0; i < b->states.count && ok; i++) {
        if (keep_going && i % 4096 == 4095 && !keep_going(user, 0, 0)) {
            ok = 0;
            break;
        }
        size_t want = (size_t)i + 2;
        if (!grow((void **)&b->moves, &world_cap, want, 1) ||
            !grow((void **)&b->first, &first_cap, want, sizeof *b->first) ||
            !grow((void **)&b->to, &edge_cap, edges + BOTS_ACTION_COUNT, sizeof *b->to)) {
            ok = 0;
            break;
        }
        BotsWorld w;
        bots_key_world(start, b->states.keys + (size_t)i * (size_t)key_len, total, &w);
        b->first[i] = (uint32_t)edges;
        b->moves[i] = 0;
        if (!bots_solved(&w)) {
            unsolved++;
            b->moves[i] = (uint8_t)TURNS;
        }
        for (int a = 0; a < BOTS_ACTION_COUNT && b->moves[i]; a++) {
            BotsWorld next = w;
            if ((TURNS >> a & 1u) || bots_step(&next, (BotsAction)a) != BOTS_OK) continue;
            bots_key_of(&next, total, key);
            int to = bots_set_find(&b->states, key, bots_key_hash(key, key_len));
            if (to < 0) to = add_four(&b->states, key);
            if (to < 0 || to >= REV_MAX_WORLDS || edges >= UINT32_MAX) { /* too many worlds */
                ok = 0;
                break;
            }
            if ((size_t)to >= entered_cap) {
                size_t old = entered_cap;
                if (!grow((void **)&entered, &entered_cap, (size_t)to + 1, 1)) {
                    ok = 0;
                    break;
                }
                memset(entered + old, 0, entered_cap - old);
            }
            entered[to] = 1;
            b->moves[i] |= (uint8_t)(1u << a);
            b->to[edges++] = to;
        }
        b->first[i + 1] = (uint32_t)edges;
        if (unsolved > max_states) ok = 0; /* too many worlds */
    }
    /* Every unsolved world is reached (by a turn from the one its four was entered at); a solved
     * one when entered, or at the start. */
    int reached = unsolved;
    for (int i = 0; ok && i < b->states.count; i++)
        reached += !b->moves[i] && (i == b->start_at || ((size_t)i < entered_cap && entered[i]));
    free(entered);
    return ok && reached <= max_states;
}

/* The listed steps (the table, when there is one, replaces them). */
static void free_listed(BotsParBounds *b)
{
    free(b->moves);
    free(b->first);
    free(b->to);
    b->moves = NULL;
    b->first = NULL;
    b->to = NULL;
}

static int init(BotsParBounds *b, const BotsWorld *start, int max_states, BotsKeepGoing keep_going,
                void *user, int table_max)
{
    memset(b, 0, sizeof *b);
    b->start = *start;
    int total = bots_key_boxes(start);
    if (total > BOTS_KEY_MAX_BOXES) return 0;
    b->total_boxes = total;
    if (max_states <= 0) max_states = BOTS_PAR_BOUNDS_STATES;
    if (max_states > BOTS_PAR_BOUNDS_MAX_STATES) max_states = BOTS_PAR_BOUNDS_MAX_STATES;
    /* Every world a run reaches brings at most three siblings it does not. */
    bots_set_init(&b->states, 2 + total, 4 * max_states + 4);
    uint8_t key[2 + BOTS_KEY_MAX_BOXES];
    bots_key_of(start, total, key);
    b->start_at = add_four(&b->states, key);
    if (b->start_at < 0) return 0;
    int ok = enumerate(b, start, max_states, keep_going, user);
    int n = b->states.count;
    /* The search goes by number: the look-up table is built again only when bots_par_bounds_lookup
     * asks, so neither the reverse edges nor the search need room for it. */
    bots_set_drop_slots(&b->states);
    uint32_t *rev_start = NULL, *rev = NULL;
    int32_t *queue = NULL;
    if (ok) {
        size_t edges = b->first[n];
        rev_start = calloc((size_t)n + 1, sizeof *rev_start);
        rev = malloc((edges ? edges : 1) * sizeof *rev);
        queue = malloc((size_t)n * sizeof *queue);
        b->need = calloc((size_t)n, sizeof *b->need);
        ok = rev_start && rev && queue && b->need;
    }
    if (ok) {
        /* Reverse edges but the turns', grouped by target (a counting sort). */
        for (size_t e = 0; e < b->first[n]; e++)
            rev_start[b->to[e] + 1]++;
        for (int i = 0; i < n; i++)
            rev_start[i + 1] += rev_start[i];
        uint32_t *fill = (uint32_t *)queue; /* each target's next free slot, while filling */
        memcpy(fill, rev_start, (size_t)n * sizeof *fill);
        for (int i = 0; i < n; i++) {
            uint32_t e = b->first[i];
            for (int a = 0; a < BOTS_ACTION_COUNT; a++)
                if ((b->moves[i] & ~TURNS) >> a & 1u)
                    rev[fill[b->to[e++]]++] = (uint32_t)i | (uint32_t)a << REV_SHIFT;
        }
        /* The distances go straight into the set's values, the last search's without exclusions. */
        int32_t *dist = b->states.values;
        for (int e = 0; e < EXCLUSIONS && ok; e++) {
            backward(n, rev_start, rev, b->moves, exclusion_mask(e), dist, queue);
            for (int i = 0; i < n; i++)
                if (dist[i] < 0) b->need[i] |= (uint16_t)(1u << e);
            ok = !keep_going || keep_going(user, 0, 0); /* a pass over millions of worlds takes a while */
        }
        if (ok) backward(n, rev_start, rev, b->moves, 0, dist, queue);
    }
    free(rev_start);
    free(rev);
    free(queue);
    /* A table steps faster (one look-up, a cache line a state) where its memory is small. */
    if (ok && n <= table_max && (b->next = malloc((size_t)n * BOTS_ACTION_COUNT * sizeof *b->next))) {
        for (int i = 0; i < n; i++)
            for (int a = 0; a < BOTS_ACTION_COUNT; a++)
                b->next[(size_t)i * BOTS_ACTION_COUNT + (size_t)a] = bots_par_bounds_next_listed(b, i, a);
        free_listed(b);
    }
    b->ready = ok;
    if (!b->ready) bots_par_bounds_free(b);
    return b->ready;
}

int bots_par_bounds_init_until(BotsParBounds *b, const BotsWorld *start, int max_states,
                               BotsKeepGoing keep_going, void *user)
{
    return init(b, start, max_states, keep_going, user, BOTS_PAR_BOUNDS_TABLE);
}

int bots_par_bounds_init_listed(BotsParBounds *b, const BotsWorld *start, int max_states)
{
    return init(b, start, max_states, NULL, NULL, 0);
}

void bots_par_bounds_free(BotsParBounds *b)
{
    bots_set_free(&b->states);
    free(b->need);
    free(b->next);
    b->need = NULL;
    b->next = NULL;
    free_listed(b);
    b->ready = 0;
}

int bots_par_bounds_lookup(BotsParBounds *b, const BotsWorld *w, unsigned *need)
{
    if (need) *need = 0;
    if (!b->ready || (!b->states.slots && !bots_set_rehash(&b->states))) return -2;
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
    static const uint8_t bits[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
    unsigned alone = need & ~written & ((1u << BOTS_ACTION_COUNT) - 1u);
    int missing = bits[alone & 15u] + bits[alone >> 4];
    for (int e = BOTS_ACTION_COUNT; e < EXCLUSIONS; e++) {
        unsigned pair = exclusion_mask(e);
        /* A pair is covered by a written member, or by a needed member already counted. */
        if ((need >> e & 1u) && !(written & pair) && !(need & pair)) missing++;
    }
    return missing;
}
