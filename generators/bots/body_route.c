/* body_route.c - generator 7's look at a function template's body (bots_gen.h): a run of moves
 * and turns in the body that another route, written with a repeat, takes to the same place in
 * fewer commands, so the program is shorter and its par too high. Seen at long_function (12):
 * BT6N-2CJW-78T0's body ends `turnRight(); backward(); turnRight(); forward(); forward();`, which
 * leaves the robot where `backward(); repeat (2) { turnLeft(); forward(); }` does (four commands
 * for five), and the program with that body solves the puzzle in 18 commands for 19 (found by
 * `loopling-gen par` after 75,070 million nodes). A route that ends the body may also end facing
 * another way, the turns after the calls in the main program changed to match: seed 7's third
 * candidate ends its body `backward(); backward(); turnRight(); forward(); forward();`, and
 * `repeat (2) { backward(); backward(); turnLeft(); }` ends on that cell a quarter turn further
 * right, so `A(); forward(); climbUp(); A(); turnRight(); climbDown(); A();` becomes `A();
 * turnLeft(); forward(); climbUp(); A(); climbDown(); A();` (as many commands) and the whole is 18
 * for 19. The other route is as long as the run or longer, so the run may still be a shortest
 * route (generator 7's check for detours keeps it); this check drops it. Routes tried: up to 2
 * moves and turns, a repeat (2 to 4 times) of up to 3, up to 2 more, cheapest first, ending as the
 * run does (bots_gen_net_step); the game's runner decides whether the program solves the puzzle.
 * Depends on bots_gen.h and bots_lang.h; allocates nothing. */
#include <stdio.h>
#include <string.h>

#include "bots_gen.h"
#include "modes/bots/bots_lang.h"

#define ROUTE_EDGE 2   /* moves and turns before and after the repeat, at most */
#define ROUTE_INNER BOTS_GEN_SEQ_MAX /* in the repeat, at most */
#define ROUTE_COUNT 4  /* times the repeat runs: 2 to this */
#define ROUTE_RUNS 200 /* programs run by the game's runner, at most, a candidate */

/* The program after the function's definition when its body ends facing d quarter turns further
 * right than as written (d 1 to 3): the plain actions, then the main program with the turns after
 * every call but a last one changed to face as before, as few as write that (a call's moves and
 * a move's steps depend only on which way the robot faces). Into out; *delta gets the commands
 * it adds (fewer: negative). 0 when the main program holds anything but actions and calls of the
 * function (another function, a repeat). */
static int turned_main(const BotsTemplate *t, const BotsGenSolution *sol, int plain, int d, char *out, size_t size,
                       int *delta)
{
    enum { CALL = BOTS_GEN_CALL_STEP };
    int tok[BOTS_GEN_MAX_ACTIONS], def;
    int n = bots_gen_main_steps(t, sol, &def, tok, BOTS_GEN_MAX_ACTIONS);
    if (n < 0) return 0;
    out[0] = '\0';
    *delta = 0;
    for (int x = 0; x < plain; x++)
        bots_gen_append(out, size, "%s();\n", bots_action_name((BotsAction)sol->actions[x]));
    for (int x = 0; x < n; x++) {
        if (tok[x] != CALL) {
            bots_gen_append(out, size, "%s();\n", bots_action_name((BotsAction)tok[x]));
            continue;
        }
        bots_gen_append(out, size, "%c();\n", 'A' + t->stmts[def].func);
        int y = x + 1, q = 0;
        for (; y < n && (tok[y] == BOTS_TURN_LEFT || tok[y] == BOTS_TURN_RIGHT); y++)
            q += tok[y] == BOTS_TURN_RIGHT ? 1 : 3;
        if (y == n) continue; /* nothing after it moves: its turns (if any) stay as written */
        q = ((q - d) % 4 + 4) % 4;
        static const int turns[4][2] = {
            {0, 0}, {BOTS_TURN_RIGHT, 0}, {BOTS_TURN_RIGHT, BOTS_TURN_RIGHT}, {BOTS_TURN_LEFT, 0}};
        int written = q == 2 ? 2 : q != 0;
        for (int w = 0; w < written; w++)
            bots_gen_append(out, size, "%s();\n", bots_action_name((BotsAction)turns[q][w]));
        *delta += written - (y - x - 1);
        x = y - 1;
    }
    return 1;
}

/* The body with b[j..i) written as p, repeat (count) { q }, e; then rest: the level's program
 * after the body as written (the main program, other functions), or turned_main's. */
static void write_program(const BotsGenSolution *sol, int plain, int body, int func, int j, int i,
                          const BotsGenSeqs *s, const int route[4], const char *rest, char *out, size_t size)
{
    out[0] = '\0';
    bots_gen_append(out, size, "function %c() {\n", 'A' + func);
    for (int x = 0; x < j; x++)
        bots_gen_append(out, size, "%s();\n", bots_action_name((BotsAction)sol->actions[plain + x]));
    bots_gen_write_seq(s, route[0], out, size);
    bots_gen_append(out, size, "repeat (%d) {\n", route[3]);
    bots_gen_write_seq(s, route[1], out, size);
    bots_gen_append(out, size, "}\n");
    bots_gen_write_seq(s, route[2], out, size);
    for (int x = i; x < body; x++)
        bots_gen_append(out, size, "%s();\n", bots_action_name((BotsAction)sol->actions[plain + x]));
    bots_gen_append(out, size, "}\n%s", rest);
}

/* The body's runs of moves and turns with a wildcard-made one (a teacher's text is theirs), b[j..i),
 * sorted by net so a route's finds its runs at once. */
typedef struct Run {
    long key;
    int j, i;
} Run;

static long net_key(BotsGenNet n)
{
    return (((long)(n.dx + 64) * 128 + (n.dy + 64)) * 128 + (n.dz + 64)) * 4 + n.facing;
}

static int runs_of(const BotsGenSolution *sol, int plain, int body, Run *runs)
{
    int n = 0;
    for (int j = 0; j < body; j++) {
        BotsGenNet net = {0, 0, 0, BOTS_NORTH};
        int wild = 0;
        for (int i = j + 1; i <= body && bots_gen_is_move(sol->actions[plain + i - 1]); i++) {
            net = bots_gen_net_step(net, sol->actions[plain + i - 1]);
            wild |= sol->from_wildcard[plain + i - 1];
            if (!wild || i - j < 3) continue; /* a repeat and one command in it cost two */
            Run r = {net_key(net), j, i};
            int at = n++;
            for (; at > 0 && (runs[at - 1].key > r.key ||
                              (runs[at - 1].key == r.key && runs[at - 1].i - runs[at - 1].j < r.i - r.j));
                 at--)
                runs[at] = runs[at - 1]; /* by net, the longest first */
            runs[at] = r;
        }
    }
    return n;
}

int bots_gen_body_route(const BotsTemplate *t, const BotsGenSolution *sol, const BotsLevel *level,
                        char *program, size_t size)
{
    if (program && size) program[0] = '\0';
    int plain, body;
    if (!bots_gen_plain_then_function(t, sol, &plain, &body)) return 0;
    /* The level's program after the function's definition (its body is plain actions). */
    const char *rest = strstr(level->solution, "\n}\n");
    if (strncmp(level->solution, "function ", 9) != 0 || !rest) return 0;
    rest += 3;
    int def = 0;
    while (t->stmts[def].kind != BOTS_TMPL_DEFINE)
        def = t->stmts[def].end; /* bots_gen_plain_then_function found one at the top level */
    int func = t->stmts[def].func;
    Run runs[BOTS_GEN_SIZE_MAX * BOTS_GEN_SIZE_MAX];
    int n_runs = runs_of(sol, plain, body, runs), longest = 0;
    for (int r = 0; r < n_runs; r++)
        if (runs[r].i - runs[r].j > longest) longest = runs[r].i - runs[r].j;
    if (n_runs == 0) return 0;
    /* A run that ends the body may end facing another way (d quarter turns further right), the
     * main program's turns after the calls changed to match (delta[d] commands more or fewer). */
    char turned[4][BOTS_SOLUTION_MAX];
    int ok[4] = {1, 0, 0, 0}, delta[4] = {0, 0, 0, 0}, most_saved = 0;
    for (int d = 1; d < 4; d++) {
        ok[d] = turned_main(t, sol, plain, d, turned[d], sizeof turned[d], &delta[d]);
        if (ok[d] && -delta[d] > most_saved) most_saved = -delta[d];
    }
    BotsGenSeqs s;
    bots_gen_make_seqs(&s);
    int edge_end = 1 + 6 + 36; /* the sequences of up to ROUTE_EDGE */
    int tried = 0;
    /* Cheapest routes first: commands = |p| + 1 + |q| + |e|. */
    for (int commands = 2; commands < longest + most_saved && commands <= 1 + 2 * ROUTE_EDGE + ROUTE_INNER;
         commands++)
        for (int p = 0; p < edge_end; p++)
            for (int q = 1; q < s.n; q++) {
                int e_len = commands - 1 - s.len[p] - s.len[q];
                if (e_len < 0 || e_len > ROUTE_EDGE) continue;
                if (s.net[q].dx == 0 && s.net[q].dy == 0 && s.net[q].facing == BOTS_NORTH) continue;
                for (int count = 2; count <= ROUTE_COUNT; count++) {
                    BotsGenNet pq = s.net[p];
                    for (int k = 0; k < count; k++)
                        pq = bots_gen_net_then(pq, s.net[q]);
                    for (int e = 0; e < edge_end; e++) {
                        if (s.len[e] != e_len) continue;
                        BotsGenNet net = bots_gen_net_then(pq, s.net[e]);
                        for (int d = 0; d < 4; d++) {
                            if (!ok[d]) continue;
                            BotsGenNet as_run = net;
                            as_run.facing = (net.facing + 4 - d) % 4;
                            long key = net_key(as_run);
                            int lo = 0, hi = n_runs;
                            while (lo < hi) { /* the first run of this net */
                                int mid = (lo + hi) / 2;
                                if (runs[mid].key < key)
                                    lo = mid + 1;
                                else
                                    hi = mid;
                            }
                            for (int r = lo; r < n_runs && runs[r].key == key; r++) {
                                if (commands + delta[d] >= runs[r].i - runs[r].j || (d && runs[r].i != body))
                                    continue;
                                if (tried++ >= ROUTE_RUNS) return 0;
                                char text[BOTS_SOLUTION_MAX];
                                write_program(sol, plain, body, func, runs[r].j, runs[r].i, &s,
                                              (const int[4]){p, q, e, count}, d ? turned[d] : rest, text,
                                              sizeof text);
                                if (bots_gen_solves_below_par(level, text, program, size)) return 1;
                            }
                        }
                    }
                }
            }
    return 0;
}
