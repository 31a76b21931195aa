/* shared_function.c - generator 8's look at a function template (bots_gen_plain_then_function's
 * shape): a second function of 2 or 3 moves and turns, called in the first one's body and in the
 * main program in place of short runs of moves and turns that end where the calls (with a move or
 * a turn beside them) end, so the program is shorter and its par too high. Seen at long_function
 * (12): BT7V-2C9M-NJDP's body holds `turnRight(); backward(); turnRight();` and `turnLeft();
 * forward();`, and its main program `turnLeft(); forward();`; with `function B() { turnLeft();
 * forward(); }` they are `B(); turnLeft();`, `B();` and `B();` (turnRight, backward, turnRight
 * leaves the robot where turnLeft, forward, turnLeft does), 18 commands for 19 (found by the long
 * search after 35,570 million nodes). As generator 7's body route check does (body_route.c), the
 * body's last run may also end facing another way, written as a route with a repeat, the main
 * program's turns after the calls changed to match: BT7S-2C4K-XQSQ's body ends `turnRight();
 * backward(); backward(); turnRight(); forward();`, which `turnLeft(); forward(); repeat (2) {
 * forward(); turnLeft(); }` ends a quarter turn further left, and its main program `A(); climbUp();
 * turnRight(); A(); turnLeft(); backward(); A();` becomes `A(); turnRight(); climbUp(); turnRight();
 * A(); backward(); A();`, where `function B() { turnRight(); climbUp(); turnRight(); }` writes the
 * body's `turnRight(); climbUp(); turnRight();` and the main program's as one call each: 18 for 19
 * (the long search: 40,504 million nodes). A move or a turn, when it succeeds, moves or turns the
 * robot by the same steps wherever it is (bots_step), so a run and its replacement that end alike
 * (BotsGenNet) leave the same world when both succeed; a route is tried only on the cells its run
 * stepped on, and the game's runner decides whether the shorter program solves the level. When it
 * says no, the program is written again with only the pieces the calls run exactly as written:
 * BT7Y-2CTF-QK4P's `climbUp(); forward();`, twice in the body and once in the main program (18 for
 * 19, the long search: 11,198 million nodes), where the cheapest writing (17) steps elsewhere and
 * fails. Depends on bots_gen.h and bots_lang.h; allocates nothing. */
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
#define ROUTE_COUNT 4 /* a route's repeat runs 2 to 4 times */
#define CELLS_MAX (BOTS_GEN_SIZE_MAX + 2)

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
 * parts: the plain actions, the body, the main program after them; the body may end in a route
 * written with a repeat in place of its last run of moves and turns. */
typedef struct Items {
    int n, part[3]; /* where the plain actions, the body (before a route) and the main program end */
    int main_at;    /* where the main program begins */
    int route_cost,
        route_wild;   /* the route's commands (0: none) and whether the run it writes had a wildcard */
    char route[256];  /* its text */
    int a[ITEMS_MAX]; /* an action, or BOTS_GEN_CALL_STEP */
    uint8_t wild[ITEMS_MAX];
    int swap[ITEMS_MAX]; /* the best writing: -1 as written, -2 inside a piece, else the swap a
                            piece ending here is written as */
} Items;

/* 1 when swap r, its calls written out as f (flen moves and turns), is piece[0, k) itself. */
static int runs_as(const Swaps *s, int r, const int *f, int flen, const int *piece, int k)
{
    int at = 0;
    for (int x = 0; x < s->len[r]; x++) {
        int calls = s->a[r][x] == CALL;
        for (int y = 0; y < (calls ? flen : 1); y++, at++)
            if (at >= k || piece[at] != (calls ? f[y] : bots_gen_moves[s->a[r][x]])) return 0;
    }
    return at == k;
}

/* The fewest commands writing items[from, to) with swaps in place of pieces of moves and turns
 * that end alike (literal: only pieces a swap runs as written, calls of f written out); *wild
 * gets whether a replaced piece holds a wildcard-made action (a teacher's own text is theirs), the
 * items' swap the writing. */
static int fewest(Items *it, int from, int to, const Swaps *s, const int *f, int flen, int literal, int *wild)
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
                    if (s->len[r] >= k || !bots_gen_net_same(s->net[r], net) ||
                        (literal && !runs_as(s, r, f, flen, &it->a[j], k)))
                        continue;
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

/* Tries every second function of len moves and turns (f, filled from position at) with each of
 * the nv ways to write the rest (v); 1 when one makes a shorter program the runner solves the
 * level with. */
static int try_functions(Items *v, int nv, const BotsLevel *level, char func, int *f, int at, int len,
                         int *runs, char *program, size_t size)
{
    if (at < len) {
        for (int i = 0; i < 6; i++) {
            f[at] = bots_gen_moves[i];
            if (try_functions(v, nv, level, func, f, at + 1, len, runs, program, size)) return 1;
        }
        return 0;
    }
    BotsGenNet fn = {0, 0, 0, BOTS_NORTH};
    for (int i = 0; i < len; i++)
        fn = bots_gen_net_step(fn, f[i]);
    if (fn.dx == 0 && fn.dy == 0 && fn.dz == 0 && fn.facing == BOTS_NORTH) return 0; /* changes nothing */
    Swaps s;
    make_swaps(&s, fn);
    /* Each way to write the rest with pieces that end alike first; when the runner says no (a
     * step on the way fails, or the solve comes elsewhere), with only pieces the calls run as
     * written (some of the first, so never fewer commands). */
    for (int x = 0; x < 2 * nv; x++) {
        Items *it = &v[x / 2];
        int literal = x % 2, commands = len + it->route_cost, wild = it->route_wild, w;
        const int from[3] = {0, it->part[0], it->main_at};
        for (int p = 0; p < 3; p++) {
            commands += fewest(it, from[p], it->part[p], &s, f, len, literal, &w);
            wild |= w;
        }
        if (!wild || commands >= level->par || *runs >= SHARED_RUNS) continue;
        ++*runs;
        char second = func == 'F' ? 'E' : (char)(func + 1);
        char text[BOTS_SOLUTION_MAX] = "";
        bots_gen_append(text, sizeof text, "function %c() {\n", func);
        write_items(it, it->part[0], it->part[1], &s, func, second, text, sizeof text);
        bots_gen_append(text, sizeof text, "%s}\nfunction %c() {\n", it->route, second);
        for (int i = 0; i < len; i++)
            bots_gen_append(text, sizeof text, "%s();\n", bots_action_name((BotsAction)f[i]));
        bots_gen_append(text, sizeof text, "}\n");
        write_items(it, 0, it->part[0], &s, func, second, text, sizeof text);
        write_items(it, it->main_at, it->part[2], &s, func, second, text, sizeof text);
        if (bots_gen_solves_below_par(level, text, program, size)) return 1;
    }
    return 0;
}

/* The cells a run of moves and turns steps on (its start included), at most CELLS_MAX. */
typedef struct Cells {
    int n;
    BotsGenNet at[CELLS_MAX];
} Cells;

/* 1 when the actions a[0, len), from net n (updated), step only on cells of run (whose world is
 * known: a route elsewhere would likely meet a wall or a step the run never met). */
static int on_cells(const Cells *run, BotsGenNet *n, const uint8_t *a, int len)
{
    for (int k = 0; k < len; k++) {
        *n = bots_gen_net_step(*n, a[k]);
        int found = 0;
        for (int c = 0; c < run->n && !found; c++)
            found = run->at[c].dx == n->dx && run->at[c].dy == n->dy && run->at[c].dz == n->dz;
        if (!found) return 0;
    }
    return 1;
}

/* The fewest commands, at most max, of a route p, repeat (count) { r }, e (p and e up to 2 moves
 * and turns, r 1 to 3, count 2 to ROUTE_COUNT) or of plain moves and turns p, e that ends at want
 * stepping only on the cells of run; its text into out. 0 when none does. */
static int cheapest_route(const BotsGenSeqs *q, const Cells *run, BotsGenNet want, int max, char *out, size_t size)
{
    int edge = 1 + 6 + 36, best = max + 1, bp = 0, br = -1, bc = 0, be = 0;
    for (int p = 0; p < edge; p++)
        for (int e = 0; e < edge; e++) {
            int plain = q->len[p] + q->len[e];
            BotsGenNet n = {0, 0, 0, BOTS_NORTH};
            if (plain < best && plain > 0 &&
                bots_gen_net_same(bots_gen_net_then(q->net[p], q->net[e]), want) &&
                on_cells(run, &n, q->a[p], q->len[p]) && on_cells(run, &n, q->a[e], q->len[e]))
                best = plain, bp = p, br = -1, be = e;
            for (int r = 1; r < q->n; r++) {
                if (plain + 1 + q->len[r] >= best) continue;
                n = q->net[p];
                for (int c = 2; c <= ROUTE_COUNT; c++) {
                    n = bots_gen_net_then(n, q->net[r]);
                    if (c == 2) n = bots_gen_net_then(n, q->net[r]);
                    if (!bots_gen_net_same(bots_gen_net_then(n, q->net[e]), want)) continue;
                    BotsGenNet w = {0, 0, 0, BOTS_NORTH};
                    int ok = on_cells(run, &w, q->a[p], q->len[p]);
                    for (int k = 0; k < c && ok; k++)
                        ok = on_cells(run, &w, q->a[r], q->len[r]);
                    if (ok && on_cells(run, &w, q->a[e], q->len[e])) {
                        best = plain + 1 + q->len[r], bp = p, br = r, bc = c, be = e;
                        break;
                    }
                }
            }
        }
    if (best > max) return 0;
    out[0] = '\0';
    bots_gen_write_seq(q, bp, out, size);
    if (br >= 0) {
        bots_gen_append(out, size, "repeat (%d) {\n", bc);
        bots_gen_write_seq(q, br, out, size);
        bots_gen_append(out, size, "}\n");
    }
    bots_gen_write_seq(q, be, out, size);
    return best;
}

/* The ways generator 7's body route check (body_route.c) lets a body end: v[0] as written; then,
 * for each d of 1 to 3 quarter turns further right, the body's last run of moves and turns
 * written as the cheapest route that ends there (a repeat may write it; at most one command more
 * than the run), the main program's turns after every call with moves after it changed to match.
 * Returns how many. */
static int variants(Items *v)
{
    const Items *it = &v[0];
    int j = it->part[1];
    while (j > it->part[0] && bots_gen_is_move(it->a[j - 1]))
        j--;
    if (j == it->part[1]) return 1;
    BotsGenNet run = {0, 0, 0, BOTS_NORTH};
    Cells cells = {1, {run}};
    int run_wild = 0;
    for (int i = j; i < it->part[1]; i++) {
        run = bots_gen_net_step(run, it->a[i]);
        run_wild |= it->wild[i];
        if (cells.n < CELLS_MAX) cells.at[cells.n++] = run;
    }
    BotsGenSeqs q;
    bots_gen_make_seqs(&q);
    int nv = 1;
    for (int d = 1; d < 4; d++) {
        Items *t = &v[nv];
        BotsGenNet want = run;
        want.facing = (run.facing + d) % 4;
        t->route_cost = cheapest_route(&q, &cells, want, it->part[1] - j + 1, t->route, sizeof t->route);
        if (!t->route_cost) continue;
        t->route_wild = run_wild;
        memcpy(t->a, it->a, (size_t)j * sizeof t->a[0]);
        memcpy(t->wild, it->wild, (size_t)j);
        t->part[0] = it->part[0];
        t->part[1] = j;
        t->main_at = t->n = j;
        for (int x = it->main_at; x < it->part[2] && t->n + 2 < ITEMS_MAX; x++) {
            t->a[t->n] = it->a[x];
            t->wild[t->n++] = it->wild[x];
            if (it->a[x] != BOTS_GEN_CALL_STEP) continue;
            int y = x + 1, turn = 0, wild = 1;
            for (; y < it->part[2] && (it->a[y] == BOTS_TURN_LEFT || it->a[y] == BOTS_TURN_RIGHT); y++) {
                turn += it->a[y] == BOTS_TURN_RIGHT ? 1 : 3;
                wild &= it->wild[y];
            }
            if (y == it->part[2]) continue; /* nothing after it moves: its turns stay as written */
            turn = ((turn - d) % 4 + 4) % 4;
            for (int k = 0; k < (turn == 2 ? 2 : turn != 0); k++) {
                t->a[t->n] = turn == 3 ? BOTS_TURN_LEFT : BOTS_TURN_RIGHT;
                t->wild[t->n++] = (uint8_t)wild;
            }
            x = y - 1;
        }
        t->part[2] = t->n;
        nv++;
    }
    return nv;
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
    Items v[4];
    Items *it = &v[0];
    it->n = it->route_cost = it->route_wild = 0;
    it->route[0] = '\0';
    for (int i = 0; i < plain + body; i++) {
        it->a[it->n] = sol->actions[i];
        it->wild[it->n++] = sol->from_wildcard[i];
    }
    it->part[0] = plain;
    it->part[1] = it->main_at = it->n;
    /* The main program's steps; its actions' wildcards where they run (a call runs the body). */
    for (int x = 0, at = plain; x < n; x++) {
        it->a[it->n] = steps[x];
        it->wild[it->n++] = steps[x] == BOTS_GEN_CALL_STEP ? 0 : sol->from_wildcard[at];
        at += steps[x] == BOTS_GEN_CALL_STEP ? body : 1;
    }
    it->part[2] = it->n;
    int nv = variants(v);
    int f[SHARED_MAX], runs = 0;
    for (int len = SHARED_MIN; len <= SHARED_MAX; len++)
        if (try_functions(v, nv, level, func, f, 0, len, &runs, program, size)) return 1;
    return 0;
}
