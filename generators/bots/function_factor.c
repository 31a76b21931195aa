/* function_factor.c - generator 6's look at a loop template's body (bots_gen.h): a function of a
 * few moves and turns, called in the body in place of runs of moves and turns that end where its
 * calls end, so the program is shorter and its par too high. Seen at long_loop (12): a body with
 * `turnRight(); forward();` written three times, or with `turnRight(); forward(); turnLeft();` and
 * `turnLeft(); backward(); backward(); turnRight();`, which end where one and two calls of
 * `function A() { turnLeft(); backward(); turnRight(); }` do. A move or a turn, when it succeeds,
 * moves or turns the robot by the same steps wherever it is (bots_step), so a run and the calls
 * that end alike leave the same world when both succeed; the game's runner decides whether the
 * shorter program does. Depends on bots_gen.h and bots_lang.h; allocates nothing. */
#include <stdio.h>
#include <string.h>

#include "bots_gen.h"
#include "modes/bots/bots_lang.h"

#define FACTOR_MIN 2    /* a function of 2 ... */
#define FACTOR_MAX 4    /* ... to 4 moves and turns */
#define FACTOR_CALLS 4  /* a run written as up to 4 calls in a row */
#define FACTOR_RUNS 200 /* programs run by the game's runner, at most, a candidate */
#define BODY_MAX (BOTS_GEN_SIZE_MAX + 1)

typedef BotsGenNet Net;

/* The body's runs of moves and turns, b[j..i), their nets (valid[j][i] 0 when the run holds
 * another action) and whether a wildcard wrote any of it. */
typedef struct Runs {
    int n;
    const uint8_t *b;
    int literal; /* 1: a run is replaced only when it is the function's moves and turns as written */
    const int *f;
    int len;
    Net net[BODY_MAX + 1][BODY_MAX + 1];
    uint8_t valid[BODY_MAX + 1][BODY_MAX + 1];
    uint8_t wild[BODY_MAX + 1][BODY_MAX + 1];
} Runs;

/* 1 when b[j..i) is the function's text m times. */
static int written(const Runs *r, int j, int i, int m)
{
    if (i - j != m * r->len) return 0;
    for (int x = j; x < i; x++)
        if (r->b[x] != r->f[(x - j) % r->len]) return 0;
    return 1;
}

/* The fewest commands writing the body with calls of f (ends[m - 1]: where m calls end), with at
 * least one run a wildcard wrote among those replaced (a teacher's own text stays theirs): into
 * calls[i] (0: b[i - 1] written, -1: inside a replaced run, else the run ending at i written as
 * calls[i] calls). Returns the commands, or a large number when no run is replaced so. */
static int fewest(const Runs *r, const Net ends[FACTOR_CALLS], int calls[BODY_MAX + 1])
{
    enum { FAR = 1000 };
    int best[BODY_MAX + 1][2], fr[BODY_MAX + 1][2], ca[BODY_MAX + 1][2], fw[BODY_MAX + 1][2];
    for (int i = 0; i <= BODY_MAX; i++)
        for (int w = 0; w < 2; w++)
            best[i][w] = FAR, fr[i][w] = ca[i][w] = fw[i][w] = 0;
    best[0][0] = 0;
    for (int i = 1; i <= r->n; i++)
        for (int w = 0; w < 2; w++) {
            if (best[i - 1][w] + 1 < best[i][w]) {
                best[i][w] = best[i - 1][w] + 1;
                fr[i][w] = i - 1, ca[i][w] = 0, fw[i][w] = w;
            }
            for (int j = 0; j < i; j++) {
                if (!r->valid[j][i]) continue;
                for (int m = 1; m <= FACTOR_CALLS && m < i - j + 1; m++) {
                    if (!bots_gen_net_same(r->net[j][i], ends[m - 1]) || (r->literal && !written(r, j, i, m)))
                        continue;
                    int to = w || r->wild[j][i];
                    if (best[j][w] + m < best[i][to]) {
                        best[i][to] = best[j][w] + m;
                        fr[i][to] = j, ca[i][to] = m, fw[i][to] = w;
                    }
                }
            }
        }
    if (best[r->n][1] >= FAR) return FAR;
    for (int i = r->n, w = 1; i > 0;) {
        calls[i] = ca[i][w];
        int j = fr[i][w];
        w = fw[i][w];
        for (int x = j + 1; x < i; x++)
            calls[x] = -1; /* inside a replaced run */
        i = j;
    }
    return best[r->n][1];
}

static void write_program(const Runs *r, int k, const int *f, int len, const int calls[BODY_MAX + 1],
                          char *out, size_t size)
{
    out[0] = '\0';
    bots_gen_append(out, size, "function A() {\n");
    for (int i = 0; i < len; i++)
        bots_gen_append(out, size, "  %s();\n", bots_action_name((BotsAction)f[i]));
    bots_gen_append(out, size, "}\nrepeat (%d) {\n", k);
    for (int i = 1; i <= r->n; i++) {
        if (calls[i] == 0) bots_gen_append(out, size, "  %s();\n", bots_action_name((BotsAction)r->b[i - 1]));
        for (int c = 0; c < calls[i]; c++)
            bots_gen_append(out, size, "  A();\n");
    }
    bots_gen_append(out, size, "}\n");
}

/* Tries every function of len moves and turns (f, filled from position at); 1 when one makes a
 * shorter program the runner solves the level with. */
static int try_functions(Runs *r, const BotsLevel *level, int k, int *f, int at, int len, int *runs,
                         char *program, size_t size)
{
    if (at < len) {
        for (int i = 0; i < 6; i++) {
            f[at] = bots_gen_moves[i];
            if (try_functions(r, level, k, f, at + 1, len, runs, program, size)) return 1;
        }
        return 0;
    }
    Net ends[FACTOR_CALLS], n = {0, 0, 0, BOTS_NORTH};
    for (int m = 0; m < FACTOR_CALLS; m++) {
        for (int i = 0; i < len; i++)
            n = bots_gen_net_step(n, f[i]);
        ends[m] = n;
    }
    if (ends[0].dx == 0 && ends[0].dy == 0 && ends[0].facing == BOTS_NORTH) return 0; /* changes nothing */
    /* Runs that end alike first; when the runner says no (a step on the way fails, or the solve
     * comes elsewhere), runs that are the function's own text (they run as written). Those are
     * some of the first, so never fewer commands: past par at the first, there is no second. */
    r->f = f;
    r->len = len;
    for (r->literal = 0; r->literal < 2; r->literal++) {
        int calls[BODY_MAX + 1];
        int commands = 1 + len + fewest(r, ends, calls);
        if (commands >= level->par || *runs >= FACTOR_RUNS) break;
        ++*runs;
        char text[BOTS_SOLUTION_MAX];
        write_program(r, k, f, len, calls, text, sizeof text);
        if (bots_gen_solves_below_par(level, text, program, size)) return 1;
    }
    return 0;
}

int bots_gen_factored_loop(const BotsTemplate *t, const BotsGenSolution *sol, const BotsLevel *level,
                           char *program, size_t size)
{
    if (program && size) program[0] = '\0';
    int k = bots_gen_plain_loop(t);
    if (k < 2 || sol->count % k) return 0;
    Runs r = {.n = sol->count / k, .b = sol->actions};
    if (r.n < 2 || r.n > BODY_MAX - 1) return 0;
    for (int j = 0; j < r.n; j++) {
        Net n = {0, 0, 0, BOTS_NORTH};
        int wild = 0;
        for (int i = j + 1; i <= r.n && bots_gen_is_move(r.b[i - 1]); i++) {
            n = bots_gen_net_step(n, r.b[i - 1]);
            wild |= sol->from_wildcard[i - 1];
            r.net[j][i] = n;
            r.valid[j][i] = 1;
            r.wild[j][i] = (uint8_t)wild;
        }
    }
    int f[FACTOR_MAX], runs = 0;
    for (int len = FACTOR_MIN; len <= FACTOR_MAX; len++)
        if (try_functions(&r, level, k, f, 0, len, &runs, program, size)) return 1;
    return 0;
}
