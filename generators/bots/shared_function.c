/* shared_function.c - generator 8's look at a function template (bots_gen_plain_then_function's
 * shape): a second function of 2 or 3 moves and turns, called in the first one's body and in the
 * main program in place of short runs of moves and turns that end where the calls (with a move or
 * a turn beside them) end, so the program is shorter and its par too high. Seen at long_function
 * (12): BT7V-2C9M-NJDP's body holds `turnRight(); backward(); turnRight();` and `turnLeft();
 * forward();`, and its main program `turnLeft(); forward();`; with `function B() { turnLeft();
 * forward(); }` they are `B(); turnLeft();`, `B();` and `B();` (turnRight, backward, turnRight
 * leaves the robot where turnLeft, forward, turnLeft does), 18 commands for 19 (found by the long
 * search after 35,570 million nodes). A move or a turn, when it succeeds, moves or turns the robot
 * by the same steps wherever it is (bots_step), so a run and its replacement that end alike
 * (BotsGenNet) leave the same world when both succeed; the game's runner decides whether the
 * shorter program does. Depends on bots_gen.h and bots_lang.h; allocates nothing. */
#include <stdio.h>
#include <string.h>

#include "bots_gen.h"
#include "modes/bots/bots_lang.h"

#define SHARED_MIN 2    /* the second function: 2 ... */
#define SHARED_MAX 3    /* ... or 3 moves and turns */
#define PIECE_MAX 4     /* a run's piece replaced: up to 4 moves and turns ... */
#define SWAP_MAX 3      /* ... by up to 3 calls, moves and turns, one call at least */
#define SHARED_RUNS 200 /* programs run by the game's runner, at most, a candidate */
#define CALL 6          /* in a replacement: the second function */
#define SWAPS (7 + 49 + 343)
#define ITEMS_MAX (BOTS_GEN_MAX_ACTIONS + 2)

/* The replacements for one second function: every sequence of up to SWAP_MAX calls (CALL), moves
 * and turns with a call in it, and its net. */
typedef struct Swaps {
    int n;
    uint8_t len[SWAPS];
    uint8_t a[SWAPS][SWAP_MAX];
    BotsGenNet net[SWAPS];
} Swaps;

static void make_swaps(Swaps *s, BotsGenNet fn)
{
    s->n = 0;
    for (int len = 1; len <= SWAP_MAX; len++) {
        int count = 1;
        for (int k = 0; k < len; k++)
            count *= 7;
        for (int code = 0; code < count; code++) {
            BotsGenNet net = {0, 0, 0, BOTS_NORTH};
            int c = code, calls = 0;
            for (int k = 0; k < len; k++, c /= 7) {
                int x = c % 7;
                s->a[s->n][k] = (uint8_t)x;
                calls += x == CALL;
                net = x == CALL ? bots_gen_net_then(net, fn) : bots_gen_net_step(net, bots_gen_moves[x]);
            }
            if (!calls) continue;
            s->len[s->n] = (uint8_t)len;
            s->net[s->n++] = net;
        }
    }
}

/* The program as items: an action, or the first function's call (definition or not), in three
 * parts: the plain actions, the body, the main program after them. */
typedef struct Items {
    int n, part[3];   /* part[k]: where part k ends */
    int a[ITEMS_MAX]; /* an action, or BOTS_GEN_CALL_STEP */
    uint8_t wild[ITEMS_MAX];
    int swap[ITEMS_MAX]; /* the best writing: -1 as written, -2 inside a piece, else the swap a
                            piece ending here is written as */
} Items;

/* The fewest commands writing items[from, to) with swaps in place of pieces of moves and turns
 * that end alike; *wild gets whether a replaced piece holds a wildcard-made action (a teacher's
 * own text is theirs), the items' swap the writing. */
static int fewest(Items *it, int from, int to, const Swaps *s, int *wild)
{
    enum { FAR = 100000 };
    int best[ITEMS_MAX + 1][2], fr[ITEMS_MAX + 1][2], sw[ITEMS_MAX + 1][2], fw[ITEMS_MAX + 1][2];
    for (int i = from; i <= to; i++)
        for (int w = 0; w < 2; w++)
            best[i][w] = FAR, fr[i][w] = sw[i][w] = fw[i][w] = -1;
    best[from][0] = 0;
    for (int i = from + 1; i <= to; i++)
        for (int w = 0; w < 2; w++) {
            if (best[i - 1][w] < FAR && best[i - 1][w] + 1 < best[i][w]) {
                best[i][w] = best[i - 1][w] + 1;
                fr[i][w] = i - 1, sw[i][w] = -1, fw[i][w] = w;
            }
            BotsGenNet net = {0, 0, 0, BOTS_NORTH};
            int piece_wild = 0;
            /* Pieces it[j, i), built backwards: net is the piece's. */
            BotsGenNet steps[PIECE_MAX];
            int k = 0;
            for (int j = i - 1;
                 j >= from && k < PIECE_MAX && it->a[j] != BOTS_GEN_CALL_STEP && bots_gen_is_move(it->a[j]);
                 j--) {
                steps[k++] = bots_gen_net_step((BotsGenNet){0, 0, 0, BOTS_NORTH}, it->a[j]);
                piece_wild |= it->wild[j];
                net = (BotsGenNet){0, 0, 0, BOTS_NORTH};
                for (int x = k - 1; x >= 0; x--)
                    net = bots_gen_net_then(net, steps[x]);
                if (k < 2 || best[j][w] >= FAR) continue;
                for (int r = 0; r < s->n; r++) {
                    if (s->len[r] >= k || !bots_gen_net_same(s->net[r], net)) continue;
                    int to_w = w || piece_wild;
                    if (best[j][w] + s->len[r] < best[i][to_w]) {
                        best[i][to_w] = best[j][w] + s->len[r];
                        fr[i][to_w] = j, sw[i][to_w] = r, fw[i][to_w] = w;
                    }
                }
            }
        }
    int w = best[to][1] <= best[to][0] ? 1 : 0;
    *wild = w;
    for (int i = to; i > from;) {
        int j = fr[i][w];
        it->swap[i - 1] = sw[i][w];
        for (int x = j; x < i - 1; x++)
            it->swap[x] = -2;
        w = fw[i][w];
        i = j;
    }
    return best[to][*wild];
}

static void write_items(const Items *it, int from, int to, const Swaps *s, char func, char second, char *out,
                        size_t size)
{
    for (int i = from; i < to; i++) {
        if (it->swap[i] == -2) continue;
        if (it->swap[i] >= 0) {
            int r = it->swap[i];
            for (int k = 0; k < s->len[r]; k++)
                if (s->a[r][k] == CALL)
                    bots_gen_append(out, size, "%c();\n", second);
                else
                    bots_gen_append(out, size, "%s();\n", bots_action_name((BotsAction)bots_gen_moves[s->a[r][k]]));
        } else if (it->a[i] == BOTS_GEN_CALL_STEP)
            bots_gen_append(out, size, "%c();\n", func);
        else
            bots_gen_append(out, size, "%s();\n", bots_action_name((BotsAction)it->a[i]));
    }
}

/* Tries every second function of len moves and turns (f, filled from position at); 1 when one
 * makes a shorter program the runner solves the level with. */
static int try_functions(Items *it, const BotsLevel *level, char func, int *f, int at, int len, int *runs,
                         char *program, size_t size)
{
    if (at < len) {
        for (int i = 0; i < 6; i++) {
            f[at] = bots_gen_moves[i];
            if (try_functions(it, level, func, f, at + 1, len, runs, program, size)) return 1;
        }
        return 0;
    }
    BotsGenNet fn = {0, 0, 0, BOTS_NORTH};
    for (int i = 0; i < len; i++)
        fn = bots_gen_net_step(fn, f[i]);
    if (fn.dx == 0 && fn.dy == 0 && fn.dz == 0 && fn.facing == BOTS_NORTH) return 0; /* changes nothing */
    Swaps s;
    make_swaps(&s, fn);
    int commands = len, wild = 0;
    for (int p = 0; p < 3; p++) {
        int w;
        commands += fewest(it, p ? it->part[p - 1] : 0, it->part[p], &s, &w);
        wild |= w;
    }
    if (!wild || commands >= level->par || *runs >= SHARED_RUNS) return 0;
    ++*runs;
    char second = func == 'F' ? 'E' : (char)(func + 1);
    char text[BOTS_SOLUTION_MAX] = "";
    bots_gen_append(text, sizeof text, "function %c() {\n", func);
    write_items(it, it->part[0], it->part[1], &s, func, second, text, sizeof text);
    bots_gen_append(text, sizeof text, "}\nfunction %c() {\n", second);
    for (int i = 0; i < len; i++)
        bots_gen_append(text, sizeof text, "%s();\n", bots_action_name((BotsAction)f[i]));
    bots_gen_append(text, sizeof text, "}\n");
    write_items(it, 0, it->part[0], &s, func, second, text, sizeof text);
    write_items(it, it->part[1], it->part[2], &s, func, second, text, sizeof text);
    BotsRunReport report; /* the game's runner has the last word */
    if (bots_run_program(level, text, &report) != BOTS_RUN_SOLVED || report.commands >= level->par) return 0;
    if (program && size) snprintf(program, size, "%s", text);
    return 1;
}

int bots_gen_shared_function(const BotsTemplate *t, const BotsGenSolution *sol, const BotsLevel *level,
                             char *program, size_t size)
{
    if (program && size) program[0] = '\0';
    int plain, body, def;
    if (!bots_gen_plain_then_function(t, sol, &plain, &body)) return 0;
    int steps[BOTS_GEN_MAX_ACTIONS];
    int n = bots_gen_main_steps(t, sol, &def, steps, BOTS_GEN_MAX_ACTIONS);
    if (n < 1 || plain + body + n > ITEMS_MAX) return 0;
    char func = (char)('A' + t->stmts[def].func);
    Items it;
    it.n = 0;
    for (int i = 0; i < plain + body; i++) {
        it.a[it.n] = sol->actions[i];
        it.wild[it.n++] = sol->from_wildcard[i];
        if (i + 1 == plain) it.part[0] = it.n;
    }
    if (plain == 0) it.part[0] = 0;
    it.part[1] = it.n;
    /* The main program's steps; its actions' wildcards where they run (a call runs the body). */
    for (int x = 0, at = plain; x < n; x++) {
        it.a[it.n] = steps[x];
        it.wild[it.n++] = steps[x] == BOTS_GEN_CALL_STEP ? 0 : sol->from_wildcard[at];
        at += steps[x] == BOTS_GEN_CALL_STEP ? body : 1;
    }
    it.part[2] = it.n;
    int f[SHARED_MAX], runs = 0;
    for (int len = SHARED_MIN; len <= SHARED_MAX; len++)
        if (try_functions(&it, level, func, f, 0, len, &runs, program, size)) return 1;
    return 0;
}
