/* par_proven.c - the par labels: bots_prove_par within fixed node budgets (solver.h). Depends on
 * solver.h only. */
#include "solver.h"

/* The nodes with the bounds: max_nodes when given, else small_nodes for a par of at most small
 * commands, nodes above. */
static long long budget(const BotsLevel *level, long long max_nodes, int small, long long small_nodes,
                        long long nodes)
{
    if (max_nodes > 0) return max_nodes;
    return level->par <= small ? small_nodes : nodes;
}

/* One more search (BotsProveDesc.version: version) with the bounds, from max_states worlds in
 * max_nodes nodes; out's nodes count every search so far. */
static void search_more(const BotsLevel *level, long long max_nodes, int max_states, int max_repeat_main,
                        int version, BotsProveResult *out)
{
    long long spent = out->nodes;
    BotsProveDesc desc = {.max_nodes = max_nodes,
                          .max_repeat_main = max_repeat_main,
                          .max_bound_states = max_states,
                          .version = version};
    bots_prove_par(level, &desc, out);
    out->nodes += spent;
}

/* Close to a proof (every program up to par - BOTS_PAR_DEEP_CLOSE - 1 commands searched): the
 * bounds from many more worlds, and more nodes, usually finish it. Further below, more nodes never
 * did (docs/robot.md), and the puzzle would only open later. out holds the search so far. */
static int deeper(const BotsLevel *level, int max_repeat_main, int version, BotsProveResult *out)
{
    if (out->status == BOTS_PAR_GAVE_UP && out->searched_below + BOTS_PAR_DEEP_CLOSE >= level->par)
        search_more(level, BOTS_PAR_DEEP_NODES, BOTS_PAR_DEEP_STATES, max_repeat_main, version, out);
    return out->status == BOTS_PAR_PROVEN;
}

/* The game's label (version 0: the newest search) or a generator's (version 1, as it was). */
static int label(const BotsLevel *level, long long max_nodes, int max_repeat_main, int deep, int version,
                 BotsProveResult *out)
{
    BotsProveResult ignored;
    if (!out) out = &ignored;
    /* Building the bounds costs more than most small proofs: try without them first. */
    bots_prove_par(level,
                   &(BotsProveDesc){.max_nodes = BOTS_PAR_QUICK_NODES,
                                    .max_repeat_main = max_repeat_main,
                                    .no_bounds = 1,
                                    .version = version},
                   out);
    if (out->status != BOTS_PAR_GAVE_UP) return out->status == BOTS_PAR_PROVEN;
    search_more(level, max_nodes, BOTS_PAR_LABEL_STATES, max_repeat_main, version, out);
    return deep ? deeper(level, max_repeat_main, version, out) : out->status == BOTS_PAR_PROVEN;
}

int bots_par_proven(const BotsLevel *level, long long max_nodes, BotsProveResult *out)
{
    /* Small pars get more nodes: at short_function (4), par 11, some programs of 8 commands are
     * found only after about 148,000; above 11 even 2,000,000 settle next to none (docs/robot.md). */
    max_nodes = budget(level, max_nodes, BOTS_PAR_SMALL, BOTS_PAR_SMALL_NODES, BOTS_PAR_LABEL_NODES);
    return label(level, max_nodes, BOTS_PAR_REPEAT_MAIN, 1, 0, out);
}

int bots_par_proven_gen2(const BotsLevel *level, long long max_nodes, BotsProveResult *out)
{
    return label(level, max_nodes > 0 ? max_nodes : BOTS_PAR_GEN2_NODES, 0, 0, 1, out);
}

int bots_par_proven_gen3(const BotsLevel *level, long long max_nodes, BotsProveResult *out)
{
    max_nodes = budget(level, max_nodes, BOTS_PAR_GEN3_SMALL, BOTS_PAR_GEN3_SMALL_NODES, BOTS_PAR_GEN3_NODES);
    return label(level, max_nodes, BOTS_PAR_REPEAT_MAIN, 0, 1, out);
}

int bots_par_proven_after_gen3(const BotsLevel *level, BotsProveResult *gen3)
{
    /* The game's label as generator 5 was made with it (search version 1): generator 3's two
     * searches, then its deeper search, which is all that is left to run. */
    return deeper(level, BOTS_PAR_REPEAT_MAIN, 1, gen3);
}

int bots_par_long_hopeless(long long nodes, int searched_below, int par)
{
    if (searched_below <= 0) return 0;
    return (nodes >= BOTS_PAR_HOPELESS_NODES && searched_below + BOTS_PAR_HOPELESS_SHORT <= par) ||
           (nodes >= BOTS_PAR_HOPELESS_LATE_NODES && searched_below + BOTS_PAR_HOPELESS_SHORT - 1 <= par);
}

/* The long search's own question before the caller's. */
typedef struct LongAsk {
    BotsKeepGoing keep_going;
    void *user;
    int par;
    int hopeless; /* 1: give up where bots_par_long_hopeless says (the game's budget only) */
} LongAsk;

static int long_keep_going(void *user, long long nodes, int searched_below)
{
    const LongAsk *ask = user;
    if (ask->hopeless && bots_par_long_hopeless(nodes, searched_below, ask->par)) return 0;
    return !ask->keep_going || ask->keep_going(ask->user, nodes, searched_below);
}

BotsParStatus bots_par_search_long_nodes(const BotsLevel *level, long long max_nodes,
                                         BotsKeepGoing keep_going, void *user, BotsProveResult *out)
{
    LongAsk ask = {keep_going, user, level->par, max_nodes <= 0};
    BotsProveDesc desc = {.max_nodes = max_nodes > 0 ? max_nodes : BOTS_PAR_LONG_NODES,
                          .max_repeat_main = BOTS_PAR_REPEAT_MAIN,
                          .max_bound_states = BOTS_PAR_LONG_STATES,
                          .keep_going = long_keep_going,
                          .user = &ask};
    return bots_prove_par(level, &desc, out);
}

BotsParStatus bots_par_search_long(const BotsLevel *level, BotsKeepGoing keep_going, void *user,
                                   BotsProveResult *out)
{
    return bots_par_search_long_nodes(level, 0, keep_going, user, out);
}
