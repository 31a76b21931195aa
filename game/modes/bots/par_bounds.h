/* par_bounds.h - what every solution of a robot level must do, known before any program is
 * tried: the par prover's admissible bounds (solver.c). Pure C, no SDL, no clock; depends on
 * bots.h and world_keys.h. bots_par_bounds_init allocates; bots_par_bounds_free releases.
 *
 * From the start world it enumerates every world a run can reach (every sequence of possible
 * actions, stopping at a solved world, as the game's runner stops), up to max_states worlds;
 * when there are more, it is not ready and bounds nothing. For each reachable world it knows:
 *  - the fewest plain actions from it to a solved world, or that none can follow (dead: a box
 *    dropped where no switch can get it, the robot down a drop it cannot climb back ...). Every
 *    program runs through reachable worlds only, so one that enters a dead world never solves.
 *  - which actions every solution from it needs: an action (or, for the pairs turnLeft or
 *    turnRight, forward or backward, climbUp or climbDown, one of the two) without which no
 *    solved world can be reached. A program's actions all come from its text, so its text
 *    holds each of them; bots_par_bounds_missing counts the commands still to write. */
#ifndef BOTS_PAR_BOUNDS_H
#define BOTS_PAR_BOUNDS_H

#include "bots.h"
#include "world_keys.h"

#define BOTS_PAR_BOUNDS_STATES 400000        /* the default cap of enumerated worlds */
#define BOTS_PAR_BOUNDS_MAX_STATES 100000000 /* the most any search may ask for */
#define BOTS_PAR_BOUNDS_TABLE 1048576        /* up to this many states, the steps in a table */

/* need bits: 1 << action for an action needed on its own, then the three pairs. */
#define BOTS_NEED_TURN (1u << 8)
#define BOTS_NEED_MOVE (1u << 9)
#define BOTS_NEED_CLIMB (1u << 10)

typedef struct BotsParBounds {
    int ready;       /* 1: every reachable world is in states */
    int total_boxes; /* key length - 2 */
    BotsWorld start;
    BotsStateSet states; /* value: plain actions to a solved world, -1 dead (0: solved); in
                            fours, one per facing (par_bounds.c), so a few solved ones a run
                            never reaches may be among them */
    int start_at;        /* the start world's state */
    uint16_t *need;      /* per state: the need bits */
    /* Where each action leads, by bots_par_bounds_next. Up to BOTS_PAR_BOUNDS_TABLE states, a
     * table: per state, per action, the state it leads to (-1 when the action fails, or the state
     * is solved: a run stops there). Above, in less memory: per state, the actions that lead
     * somewhere (bit 1 << action) and where its edges begin in `to`, which holds their targets in
     * action order but the turns' (a turn leads to a sibling of the same four: par_bounds.c). */
    int32_t *next;
    uint8_t *moves;
    uint32_t *first; /* count + 1 entries */
    int32_t *to;
} BotsParBounds;

/* bots_par_bounds_next from the listed edges (moves, first, to). */
static inline int32_t bots_par_bounds_next_listed(const BotsParBounds *b, int32_t at, int a)
{
    static const uint8_t bits[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
    unsigned m = b->moves[at];
    if (!(m >> a & 1u)) return -1;
    if (a == BOTS_TURN_LEFT) return (at & ~3) | ((at + 3) & 3);
    if (a == BOTS_TURN_RIGHT) return (at & ~3) | ((at + 1) & 3);
    unsigned below = m & ((1u << a) - 1u) & ~(1u << BOTS_TURN_LEFT | 1u << BOTS_TURN_RIGHT);
    return b->to[b->first[at] + bits[below & 15u] + bits[below >> 4]];
}

/* The state action a leads to from state at, -1 when the action fails or at is solved. */
static inline int32_t bots_par_bounds_next(const BotsParBounds *b, int32_t at, int a)
{
    return b->next ? b->next[(size_t)at * BOTS_ACTION_COUNT + (size_t)a]
                   : bots_par_bounds_next_listed(b, at, a);
}

/* Asked now and then by a long search (the prover, these bounds): the search nodes so far and the
 * commands below which every program was searched (0 while the bounds enumerate); 0 stops it. */
typedef int (*BotsKeepGoing)(void *user, long long nodes, int searched_below);

/* Enumerate from start (max_states <= 0: BOTS_PAR_BOUNDS_STATES). Returns b->ready; when 0
 * (too many worlds, out of memory) every lookup says unknown. */
int bots_par_bounds_init(BotsParBounds *b, const BotsWorld *start, int max_states);
/* The same, asking keep_going(user, 0, 0) (when not NULL) every 4,096 worlds: 0 stops it (not
 * ready). */
int bots_par_bounds_init_until(BotsParBounds *b, const BotsWorld *start, int max_states,
                               BotsKeepGoing keep_going, void *user);
/* The same with the steps always listed, never in a table, whatever the count (the tests check
 * both ways step alike). */
int bots_par_bounds_init_listed(BotsParBounds *b, const BotsWorld *start, int max_states);
void bots_par_bounds_free(BotsParBounds *b);

/* For a world w: -2 unknown (not ready, or not reachable from the start), -1 dead, else the
 * fewest plain actions to a solved world; *need (when not NULL) gets its need bits (0 unless
 * the result is >= 0). The first look-up builds the states' table (the prover never needs it). */
int bots_par_bounds_lookup(BotsParBounds *b, const BotsWorld *w, unsigned *need);

/* Commands a program must still write for the need bits, given the actions its text already
 * holds (bit 1 << action in written): one per needed action it lacks, one per pair it holds
 * neither of. */
int bots_par_bounds_missing(unsigned need, unsigned written);

#endif
