/* solver.h - exact searches over robot puzzles: the fewest plain actions that solve a world, and
 * a prover that a level's par is the fewest commands of any robot program. Pure C, no SDL, no
 * clock; depends on bots.h (the rules, used as they are), level.h and bots_lang.h (found programs
 * are confirmed by the game's own runner). Memory is allocated here and freed before returning.
 *
 * bots_solve_shortest_actions proves: no sequence of fewer than *len plain actions presses every
 * switch at the same moment (solved is checked after each action, as the game does), or, when
 * it returns BOTS_SOLVE_NONE, that no sequence of at most max_actions actions does. It is a
 * breadth-first search over world states (robot x, y, facing, carrying, and where every box is;
 * terrain and switches never change), each state stored once in a hash set. At most
 * BOTS_SOLVE_MAX_STATES states are kept (about 40 MB with 16 boxes); past that it returns
 * BOTS_SOLVE_UNKNOWN rather than guess.
 *
 * bots_prove_par proves, when it returns BOTS_PAR_PROVEN: no robot program with fewer commands
 * than the level's par solves it, where a program is built from the 8 actions,
 * `repeat (k) { ... }` with k from 2 to max_repeat (default 9; max_repeat_main for a repeat written
 * in the main program; bodies of any shape, nested), and
 * functions A-F (definitions, calls from anywhere, recursion included: with no conditions a
 * recursive call repeats the same actions until the switches are pressed, an action fails or
 * the language's call-depth limit stops it). Commands are counted as the game scores them: each
 * action, repeat and call counts 1, a function body's commands count once, a definition itself 0.
 * Candidates run on copies of the world with bots_step, solved checked after each action; a
 * failing action kills the candidate. Every program it finds is run again by bots_run_program
 * (with the language's step and call-depth limits) and counts only when that solves it too.
 * Programs are generated in the order they run (each command is chosen when it first runs, a
 * repeat's count when its first pass ends), so a prefix that fails is never extended. Skipped,
 * because a program with no more commands does the same: commands after the solving action,
 * repeat counts 0 and 1, empty bodies, functions whose body is one command or that have one call
 * site, repeats whose only command is a repeat with the product within max_repeat, recursion
 * inside an unfinished repeat, turn runs other than turnRight, turnRight turnRight and turnLeft,
 * pickUp then putDown, and (in the main program, which runs once) forward then backward or the
 * reverse, a repeat whose first pass changes nothing, repeat counts past a repeated world, and
 * main-program states (world, functions, last commands) already reached with no more commands.
 * Inside a function or another repeat (search version 2), a repeat whose first pass changes
 * nothing, and counts from twice the passes after which a pass first ends where the repeat
 * began: every action moves the robot, turns it or moves a box by the same steps wherever it
 * succeeds, so passes that bring one world back bring back every world they succeed from (the
 * repeat does what its body alone does, one command less; a count past twice that period visits
 * no world a count one period smaller does not, and ends in the same one); a function whose body
 * brings the world back (every call but one that solves could go, that one written in place);
 * `x; repeat (k) { ... x }` (written as `repeat (k) { x ... } x`, the same commands and actions);
 * `repeat (2) { x }` for one action or call x (written as `x x`).
 * Search version 3 also cuts `repeat (k) { repeat (b) { x } }` where passes of x bring the world
 * back after p of them and k * b is 2p or more: by the argument above, k * b passes of x do what
 * k * b - p do, and so what r passes do, r from p to 2p - 1 (r = p + (k * b - p) mod p), which
 * `repeat (r) { x }` writes with one command fewer (when r is a count it may write).
 * Search version 4 also cuts, because a program with fewer commands does the same (or as many
 * commands and one function fewer; none of the rewrites below adds a function, so no chain of
 * them goes round): a finished function of 2 commands with only 2 calls (its body written at both
 * calls costs the same: a finished function never recurses, so its calls run its body and nothing
 * else); a function whose calls (2 up to max_repeat of them) are all side by side in one sequence
 * (`repeat (s) { body }` is one command fewer); and commands side by side in one sequence that only
 * turn (turns, and calls to finished functions whose every action is a turn) with more commands than
 * the fewest that turn as far: none, turnRight, turnLeft, turnRight turnRight, or one call to a
 * finished function that turns round (turns never fail nor solve; a call left out lowers its
 * function's calls, and a function left with one call or none is written in place or dropped,
 * shorter still).
 * With par_bounds.h (unless desc->no_bounds, or the start world reaches more than
 * max_bound_states worlds) it also cuts a candidate that enters a world from which no action
 * sequence solves, or whose commands plus those still needed (actions every solution from its
 * world needs that the text lacks, a repeat or call when the world is more plain actions from
 * solved than commands are left) exceed the budget: none of these can solve within it. With the
 * bounds ready it also goes by world number (each world a program reaches is one they enumerated,
 * and a step is a look-up in their table): the same nodes in the same order, about 2.4 times faster.
 * Not covered: repeat counts above max_repeat (max_repeat_main in the main program), and the text-only
 * language (while, if, variables): the prover searches what the blocks can build. It gives up
 * (BOTS_PAR_GAVE_UP) after max_nodes search nodes; its hash set keeps at most max_states entries (then it
 * stops adding, which only slows it). */
#ifndef BOTS_SOLVER_H
#define BOTS_SOLVER_H

#include "bots.h"
#include "level.h"
#include "par_bounds.h"

#define BOTS_SOLVE_MAX_STATES (1 << 20)

typedef enum BotsSolveStatus {
    BOTS_SOLVE_FOUND = 0, /* out[0..*len) is a shortest solution */
    BOTS_SOLVE_NONE,      /* no solution with at most max_actions actions exists */
    BOTS_SOLVE_UNKNOWN    /* the state cap (or memory) ran out first */
} BotsSolveStatus;

/* Fewest plain actions from start (max_actions >= 1 bounds the length; out, which may be NULL,
 * has room for max_actions actions). *len is set to the length when found, else -1. */
BotsSolveStatus bots_solve_shortest_actions(const BotsWorld *start, int max_actions, BotsAction *out, int *len);

typedef enum BotsParStatus {
    BOTS_PAR_PROVEN = 0, /* no program with fewer commands than par solves the level */
    BOTS_PAR_SHORTER,    /* one does: BotsProveResult.program, with .commands commands */
    BOTS_PAR_GAVE_UP     /* the node budget (or memory) ran out first */
} BotsParStatus;

/* Settings; zero means the default. */
typedef struct BotsProveDesc {
    long long max_nodes; /* search nodes before giving up; 0: 200,000,000 */
    int max_repeat;      /* the largest repeat count tried, 2..99; 0: 9 */
    int max_repeat_main; /* the largest count of a repeat written in the main program; 0 (or less than
                            max_repeat): max_repeat */
    int max_states;      /* entries of the main-program state set; 0: BOTS_SOLVE_MAX_STATES */
    int max_commands;    /* search programs with at most this many commands; 0: par - 1 */
    int no_bounds;       /* 1: search without par_bounds.h's bounds (to cross-check them) */
    int max_bound_states; /* worlds par_bounds may enumerate; 0: BOTS_PAR_BOUNDS_STATES */
    /* NULL, or asked every BOTS_PROVE_ASK_EVERY nodes (par_bounds.h): 0 stops the search (it
     * gives up), so a search on another thread can be left (the long search below). */
    BotsKeepGoing keep_going;
    void *user;
    /* 0: the newest search (BOTS_PROVE_VERSION, 4); 3: the game's before version 4's function
     * and turn cuts, 2: before version 3's nested repeat cut (both kept to compare with and to
     * finish proofs begun with them); 1: the search robot generators 2-7 decide with,
     * kept as it was (a share code opens what its verdicts made): without version 2's cuts, and a
     * main-program repeat tried again after one begun later at its depth was searched compared
     * its passes with that one's start world, not its own. */
    int version;
    /* parts > 1: search only part `part` (1 to parts) of every budget's programs. The nodes at
     * depth BOTS_PROVE_SPLIT_DEPTH of each budget's search are dealt to the parts in turn (the
     * first to part 1); above that depth every part walks the same nodes, the main program's seen
     * states neither read nor kept there. Every program is in one part's share, so the level's
     * par is proven when every part proves it (each can run on another core or machine, or
     * another day); a part that finds a shorter program proves par too high (the program is the
     * shortest of its share, not always of all). */
    int part, parts;
    /* 1: search every program of up to max_commands (or par - 1) commands in one pass instead
     * of one command count after another. A proof takes about an eighth fewer nodes (the passes
     * below the last are skipped); a program found is one of at most that many commands, not
     * always a shortest one, and searched_below stays 1 until the pass ends. With parts, each
     * part's share of the pass is its share of the last count's search. */
    int one_pass;
} BotsProveDesc;
#define BOTS_PROVE_VERSION 4
#define BOTS_PROVE_SPLIT_DEPTH 5
#define BOTS_PROVE_ASK_EVERY 16384

typedef struct BotsProveResult {
    BotsParStatus status;
    int commands;                    /* BOTS_PAR_SHORTER: the found program's commands */
    char program[BOTS_SOLUTION_MAX]; /* BOTS_PAR_SHORTER: the program (Loopling text); else "" */
    int searched_below;              /* every program with fewer commands than this was searched */
    long long nodes;                 /* search nodes used */
    long long rejected;              /* finds the language's limits refused (kept searching) */
} BotsProveResult;

/* Search every program with fewer commands than level->par (or at most desc->max_commands),
 * shortest first, so a found program is a shortest one. desc may be NULL. */
BotsParStatus bots_prove_par(const BotsLevel *level, const BotsProveDesc *desc, BotsProveResult *out);

/* The par label a robot puzzle shows (par_proven.c): a search small enough to run when a puzzle
 * opens, the same on every machine (nodes, not time). Lessons' pars are proven by the tests
 * with no limit; a puzzle whose par this cannot prove words it as a target. */
#define BOTS_PAR_QUICK_NODES 20000LL  /* first, search nodes without par_bounds.h ... */
#define BOTS_PAR_LABEL_NODES 100000LL /* ... then search nodes with its bounds, ... */
#define BOTS_PAR_SMALL 11             /* (for a par of at most this many commands, ... */
#define BOTS_PAR_SMALL_NODES 300000LL /* ... this many: where more nodes still settle pars) */
#define BOTS_PAR_LABEL_STATES 30000   /* ... from at most this many worlds; */
#define BOTS_PAR_DEEP_CLOSE 2         /* when that ended this close to par (bots_par_proven only), */
#define BOTS_PAR_DEEP_NODES 1000000LL /* this many more nodes, */
#define BOTS_PAR_DEEP_STATES 400000   /* the bounds from at most this many worlds */

#define BOTS_PAR_REPEAT_MAIN                                                                                 \
    99 /* the label's largest count of a main-program repeat: the blocks'                                    \
        * largest (blocks.h BOTS_REPEAT_MAX) */

/* 1 when bots_prove_par proves level's par: first with no bounds in BOTS_PAR_QUICK_NODES nodes
 * (most small puzzles), then with par_bounds.h's (BOTS_PAR_LABEL_STATES worlds) in max_nodes
 * nodes (0: BOTS_PAR_LABEL_NODES, or BOTS_PAR_SMALL_NODES for a par up to BOTS_PAR_SMALL), and
 * when that gave up with every program up to par - BOTS_PAR_DEEP_CLOSE - 1 commands searched,
 * once more with BOTS_PAR_DEEP_STATES worlds in BOTS_PAR_DEEP_NODES nodes (about a second at
 * most; the loop templates at size 8 need it, the sizes above never come that close). Repeats
 * written in the main program get every count from 2 to BOTS_PAR_REPEAT_MAIN (cheap: the search
 * stops at a pass that ends in a world an earlier one ended in), repeats inside a function or
 * another repeat counts 2 to 9. The newest search (BOTS_PROVE_VERSION). out (may be NULL) gets
 * the last search's result, its nodes the sum of all. */
int bots_par_proven(const BotsLevel *level, long long max_nodes, BotsProveResult *out);

/* The label robot generator 2 decides with (generators/bots/generate.c): the same, with counts 2
 * to 9 everywhere, BOTS_PAR_GEN2_NODES (max_nodes 0), no deep search and search version 1, as when
 * generator 2 was made. Its puzzles depend on every verdict, so this never changes (a share code opens the
 * same puzzle); the game shows bots_par_proven. */
int bots_par_proven_gen2(const BotsLevel *level, long long max_nodes, BotsProveResult *out);

/* The label robot generator 3 decides with: the game's without its deep search (a main-program
 * repeat's every count, to BOTS_PAR_REPEAT_MAIN; max_nodes 0: BOTS_PAR_GEN3_SMALL_NODES for a par
 * of at most BOTS_PAR_GEN3_SMALL commands, else BOTS_PAR_GEN3_NODES), search version 1. Never
 * changes either. */
int bots_par_proven_gen3(const BotsLevel *level, long long max_nodes, BotsProveResult *out);
/* What generators 3-5 ask of a level bots_par_proven_gen3 (max_nodes 0) gave up on, from that
 * result (gen3, updated): the game's deeper search as it was when they were made (search version
 * 1), all that bots_par_proven then ran beyond generator 3's two searches. Never changes. */
int bots_par_proven_after_gen3(const BotsLevel *level, BotsProveResult *gen3);

/* The long search (the robot screen runs it on another thread while the pupil plays a puzzle
 * whose par the label left a target): the same search with the bounds from every world the level
 * reaches, up to BOTS_PAR_LONG_STATES (about 33 bytes a world at the peak), and every
 * main-program repeat count, in BOTS_PAR_LONG_NODES nodes (minutes on one core at most; fixed in
 * nodes, so the verdict is the same on every machine, only later on a slow one). keep_going (may
 * be NULL) is asked as in BotsProveDesc; when it stops the search the result says gave up. Proven
 * here, par is proven; shorter, the program found is a shortest one. It gives up early where it
 * has no hope (bots_par_long_hopeless), rather than keep a core busy for minutes for nothing. */
#define BOTS_PAR_LONG_NODES 1000000000LL
#define BOTS_PAR_LONG_STATES 12000000
BotsParStatus bots_par_search_long(const BotsLevel *level, BotsKeepGoing keep_going, void *user,
                                   BotsProveResult *out);
/* The long search with max_nodes nodes instead of BOTS_PAR_LONG_NODES (loopling-gen bots
 * --long-nodes: hours on one core, for the puzzles whose proofs take thousands of millions of
 * nodes), and without bots_par_long_hopeless: the caller chose to spend them (a rule in shares of
 * the budget gave up on a long_function (12) puzzle at 2,000 million of 100,000 million nodes,
 * 3 commands below par, docs/robot.md). max_nodes 0: bots_par_search_long. */
BotsParStatus bots_par_search_long_nodes(const BotsLevel *level, long long max_nodes,
                                         BotsKeepGoing keep_going, void *user, BotsProveResult *out);
/* 1 when a long search at nodes, with every program below searched_below commands searched, is
 * too far from par to finish in BOTS_PAR_LONG_NODES: from BOTS_PAR_HOPELESS_NODES nodes on, still
 * BOTS_PAR_HOPELESS_SHORT or more commands below par, or from BOTS_PAR_HOPELESS_LATE_NODES on, one
 * command fewer (each command more costs five to ten times the nodes; every proof measured was
 * at most 2 below par at the first, 1 at the second, docs/robot.md). */
int bots_par_long_hopeless(long long nodes, int searched_below, int par);
#define BOTS_PAR_HOPELESS_NODES 20000000LL
#define BOTS_PAR_HOPELESS_SHORT 3
#define BOTS_PAR_HOPELESS_LATE_NODES 200000000LL

#define BOTS_PAR_GEN2_NODES 100000LL
#define BOTS_PAR_GEN3_NODES 100000LL
#define BOTS_PAR_GEN3_SMALL 11
#define BOTS_PAR_GEN3_SMALL_NODES 300000LL

/* "proven", "shorter" or "gave up". */
const char *bots_par_status_name(BotsParStatus status);

#endif
