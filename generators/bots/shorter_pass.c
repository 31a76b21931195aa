/* shorter_pass.c - generator 4's look at a loop template's passes (bots_gen.h): a loop whose
 * every pass a shorter body makes, so its par is too high. For each way to cut the run into a
 * plain start and passes (the template's own cut, or one begun a few actions in), a breadth-first
 * search from the first pass's start finds every world within a pass and one action, and the
 * routes from it to where that pass ends are tried, shortest first (none that undoes a step at
 * once: a shorter route does the same); a route whose program (with nested repeats) is shorter
 * than the pass, and which repeated from there solves the puzzle, is such a body.
 * Generator 5 looks at a function template's calls the same way (bots_gen_shorter_call_pass): the
 * function's body written out, then a route, as one pass of a loop; the routes depth first from
 * where the body first ends, each written with nested repeats and repeated from there. Generator 7
 * nests that pass in another repeat (bots_gen_nested_call_pass): the body and the route to the
 * second call twice, then a route that ends where the route to the third call would. Depends on
 * bots_gen.h, bots_lang.h and world_keys.h; the runner confirms a find (candidate_text.c);
 * allocates and frees its search. */
#include <stdlib.h>
#include <string.h>

#include "bots_gen.h"
#include "modes/bots/bots_lang.h"
#include "modes/bots/world_keys.h"

#define PASS_MAX_WORLDS 200000 /* a search from one pass start looks no further */
#define PASS_MAX_ROUTES 20000  /* routes tried per cut */
#define PASS_INNER_REPEAT 9    /* a repeat inside the loop counts 2 to 9, as the prover's */
#define PASS_MAIN_REPEAT 99    /* the loop itself: every count the blocks allow */
#define PASS_ROUTE_MAX (BOTS_GEN_SIZE_MAX + 1) /* a route is at most a pass and one action */
#define NESTED_ROUTE_MAX 4                     /* generator 7: the outer repeat's route, at most */
#define NESTED_RUNS 200                        /* programs run by the game's runner, at most, a candidate */

/* 1 when a[i..j) is a[i..i + p) run 2 to PASS_INNER_REPEAT times in a row. */
static int repeats(const uint8_t *a, int i, int j, int p)
{
    int len = j - i;
    if (p * 2 > len || len % p || len / p > PASS_INNER_REPEAT) return 0;
    for (int x = i + p; x < j; x++)
        if (a[x] != a[x - p]) return 0;
    return 1;
}

/* The fewest commands of a program running exactly a[0..n): actions, and repeats of a block that
 * runs 2 to PASS_INNER_REPEAT times in a row (the smallest program of the string, by parts).
 * c[i][j] gets every part's; write_part writes one from them. */
static int program_commands(const uint8_t *a, int n, int c[PASS_ROUTE_MAX + 1][PASS_ROUTE_MAX + 1])
{
    for (int len = 1; len <= n; len++)
        for (int i = 0; i + len <= n; i++) {
            int j = i + len, best = len;
            for (int k = i + 1; k < j; k++)
                if (c[i][k] + c[k][j] < best) best = c[i][k] + c[k][j];
            for (int p = 1; p * 2 <= len; p++)
                if (repeats(a, i, j, p) && 1 + c[i][i + p] < best) best = 1 + c[i][i + p];
            c[i][j] = best;
        }
    return c[0][n];
}

/* Writes a[i..j) as plain actions, one a line. */
static void write_actions(const uint8_t *a, int i, int j, char *out, size_t size)
{
    for (int x = i; x < j; x++)
        bots_gen_append(out, size, "%s();\n", bots_action_name((BotsAction)a[x]));
}

/* Writes a[i..j) as program_commands found it, one command a line. */
static void write_part(const uint8_t *a, int i, int j, int c[PASS_ROUTE_MAX + 1][PASS_ROUTE_MAX + 1],
                       char *out, size_t size)
{
    if (c[i][j] == j - i) {
        write_actions(a, i, j, out, size);
        return;
    }
    for (int k = i + 1; k < j; k++)
        if (c[i][k] + c[k][j] == c[i][j]) {
            write_part(a, i, k, c, out, size);
            write_part(a, k, j, c, out, size);
            return;
        }
    for (int p = 1; p * 2 <= j - i; p++)
        if (repeats(a, i, j, p) && 1 + c[i][i + p] == c[i][j]) {
            bots_gen_append(out, size, "repeat (%d) {\n", (j - i) / p);
            write_part(a, i, i + p, c, out, size);
            bots_gen_append(out, size, "}\n");
            return;
        }
}

/* The passes body[0..n), run again and again from start, take to solve it (every action
 * possible, solved at some action; at most PASS_MAIN_REPEAT), or 0. */
static int repeated_solves(const BotsWorld *start, const uint8_t *body, int n)
{
    BotsWorld w = *start;
    for (int pass = 1; pass <= PASS_MAIN_REPEAT; pass++) {
        BotsWorld before = w;
        for (int i = 0; i < n; i++) {
            if (bots_step(&w, (BotsAction)body[i]) != BOTS_OK) return 0;
            if (bots_solved(&w)) return pass >= 2 ? pass : 0;
        }
        if (bots_world_equal(&w, &before)) return 0; /* a pass that changes nothing goes nowhere */
    }
    return 0;
}

/* Worlds found from a pass's start, each with its distance from there and every step into it
 * from a world found before (its links): the routes are the paths back through them. */
typedef struct Search {
    BotsStateSet set;
    int32_t *dist, *head;           /* per world: distance, first of its links (-1) */
    int32_t *link_next, *link_from; /* per link */
    uint8_t *link_act;
    int links, link_cap;
} Search;

static int add_link(Search *s, int to, int from, int action)
{
    if (s->links == s->link_cap) {
        int cap = s->link_cap ? s->link_cap * 2 : 4096;
        int32_t *n = realloc(s->link_next, (size_t)cap * sizeof *n);
        if (n) s->link_next = n;
        int32_t *f = n ? realloc(s->link_from, (size_t)cap * sizeof *f) : NULL;
        if (f) s->link_from = f;
        uint8_t *a = f ? realloc(s->link_act, (size_t)cap) : NULL;
        if (!a) return 0;
        s->link_act = a;
        s->link_cap = cap;
    }
    s->link_next[s->links] = s->head[to];
    s->link_from[s->links] = from;
    s->link_act[s->links] = (uint8_t)action;
    s->head[to] = s->links++;
    return 1;
}

/* Breadth-first from start to depth max_depth (not through solved worlds: a run stops there),
 * linking every step between the worlds found; returns target's index, or -1 when not reached
 * (or the search grew too big). */
static int search_to(Search *s, const BotsWorld *start, const BotsWorld *target, int max_depth)
{
    int total = bots_key_boxes(start), key_len = 2 + total;
    uint8_t key[2 + BOTS_KEY_MAX_BOXES];
    bots_key_of(start, total, key);
    bots_set_add(&s->set, key, bots_key_hash(key, key_len), 0);
    s->dist[0] = 0;
    s->head[0] = -1;
    for (int i = 0; i < s->set.count && s->dist[i] < max_depth; i++) {
        BotsWorld w;
        bots_key_world(start, s->set.keys + (size_t)i * (size_t)key_len, total, &w);
        if (bots_solved(&w)) continue;
        for (int a = 0; a < BOTS_ACTION_COUNT; a++) {
            BotsWorld next = w;
            if (bots_step(&next, (BotsAction)a) != BOTS_OK) continue;
            bots_key_of(&next, total, key);
            uint64_t h = bots_key_hash(key, key_len);
            int at = bots_set_find(&s->set, key, h);
            if (at < 0) {
                at = bots_set_add(&s->set, key, h, 0);
                if (at < 0) return -1;
                s->dist[at] = s->dist[i] + 1;
                s->head[at] = -1;
            }
            if (!add_link(s, at, i, a)) return -1;
        }
    }
    bots_key_of(target, total, key);
    return bots_set_find(&s->set, key, bots_key_hash(key, key_len));
}

/* 1 when action a then b undo each other (a turn and back, a step and back): a route with them
 * does what the route without them does. */
static int undoes(int a, int b)
{
    return (a == BOTS_TURN_LEFT && b == BOTS_TURN_RIGHT) || (a == BOTS_TURN_RIGHT && b == BOTS_TURN_LEFT) ||
           (a == BOTS_FORWARD && b == BOTS_BACKWARD) || (a == BOTS_BACKWARD && b == BOTS_FORWARD);
}

typedef struct Routes {
    const Search *s;
    const BotsWorld *from; /* the pass's start */
    uint8_t route[PASS_ROUTE_MAX];
    int len, tried, limit; /* limit: fewer commands than this */
    int passes;            /* once found: how many passes solve it */
    int c[PASS_ROUTE_MAX + 1][PASS_ROUTE_MAX + 1];
} Routes;

/* Walks back from world at (route[0..d) still to fill, route[d..len) filled) through every link
 * from a world near enough the start; 1 when a route found is a shorter body that solves. */
static int walk_back(Routes *r, int at, int d)
{
    if (d == 0) {
        if (at != 0) return 0;
        r->tried++;
        if (program_commands(r->route, r->len, r->c) >= r->limit) return 0;
        r->passes = repeated_solves(r->from, r->route, r->len);
        return r->passes > 0;
    }
    for (int e = r->s->head[at]; e >= 0 && r->tried < PASS_MAX_ROUTES; e = r->s->link_next[e]) {
        int a = r->s->link_act[e], from = r->s->link_from[e];
        if (r->s->dist[from] > d - 1 || (d < r->len && undoes(a, r->route[d]))) continue;
        r->route[d - 1] = (uint8_t)a;
        if (walk_back(r, from, d - 1)) return 1;
    }
    return 0;
}

/* The loop template's shape this looks at: the whole template one repeat of actions and
 * wildcards. Returns the repeat's count, or 0. */
int bots_gen_plain_loop(const BotsTemplate *t)
{
    if (t->count < 2 || t->stmts[0].kind != BOTS_TMPL_REPEAT || t->stmts[0].end != t->count) return 0;
    for (int j = 1; j < t->count; j++)
        if (t->stmts[j].kind != BOTS_TMPL_ACTION && t->stmts[j].kind != BOTS_TMPL_WILDCARD) return 0;
    return t->stmts[0].count;
}

int bots_gen_shorter_pass(const BotsTemplate *t, const BotsGenSolution *sol, char *program, size_t size)
{
    if (program && size) program[0] = '\0';
    int k = bots_gen_plain_loop(t);
    if (k < 2 || sol->count % k) return 0;
    int body = sol->count / k;
    if (body < 2 || body > BOTS_GEN_SIZE_MAX) return 0;
    /* The worlds after the first 2 x body actions. */
    BotsWorld *at = malloc((size_t)(2 * body + 1) * sizeof *at);
    Search s = {0};
    s.dist = malloc(PASS_MAX_WORLDS * sizeof *s.dist);
    s.head = malloc(PASS_MAX_WORLDS * sizeof *s.head);
    int shorter = 0;
    if (at && s.dist && s.head) {
        at[0] = sol->start;
        for (int i = 0; i < 2 * body; i++) {
            at[i + 1] = at[i];
            bots_step(&at[i + 1], (BotsAction)sol->actions[i]);
        }
        /* Cut after `plain` plain actions: they, then a repeat of a body from at[plain] to
         * at[plain + body], is shorter when that body has fewer than body - plain commands; a
         * route one action longer than that may still have fewer, written with a nested repeat. */
        for (int plain = 0; plain < body - 1 && !shorter; plain++) {
            bots_set_init(&s.set, 2 + bots_key_boxes(&sol->start), PASS_MAX_WORLDS);
            s.links = 0;
            int longest = body - plain + 1;
            int goal = search_to(&s, &at[plain], &at[plain + body], longest);
            Routes r = {.s = &s, .from = &at[plain], .limit = body - plain};
            for (r.len = goal > 0 ? s.dist[goal] : longest + 1; r.len <= longest; r.len++)
                if ((shorter = walk_back(&r, goal, r.len))) break;
            if (shorter && program && size) { /* r.c is the found route's */
                write_actions(sol->actions, 0, plain, program, size);
                bots_gen_append(program, size, "repeat (%d) {\n", r.passes);
                write_part(r.route, 0, r.len, r.c, program, size);
                bots_gen_append(program, size, "}\n");
            }
            bots_set_free(&s.set);
        }
    }
    free(at);
    free(s.dist);
    free(s.head);
    free(s.link_next);
    free(s.link_from);
    free(s.link_act);
    return shorter;
}

/* ---- generator 5: a function's calls as a loop's passes ---- */

#define CALL_MAX_ROUTES 200000 /* routes looked at, a candidate */

/* Routes after the function's body, depth first from where it first ends. */
typedef struct CallPass {
    uint8_t run[BOTS_GEN_SIZE_MAX + PASS_ROUTE_MAX]; /* the body, then the route */
    int body, len, budget, longest, tried, passes;
    const BotsWorld *from; /* where the body first runs */
    int c[PASS_ROUTE_MAX + 1][PASS_ROUTE_MAX + 1];
} CallPass;

/* The route so far (len actions) ends in w: 1 when it, or one longer, is such a pass. */
static int route_from(CallPass *r, const BotsWorld *w, int len)
{
    const uint8_t *route = r->run + r->body;
    if (len > 0 && r->tried++ < CALL_MAX_ROUTES && program_commands(route, len, r->c) <= r->budget) {
        BotsWorld again = *w; /* the body runs from here: the next pass can begin */
        int ok = 1;
        for (int i = 0; i < r->body && ok; i++)
            ok = bots_step(&again, (BotsAction)r->run[i]) == BOTS_OK;
        if (ok && (r->passes = repeated_solves(r->from, r->run, r->body + len)) > 0) {
            r->len = len; /* r->c is the found route's */
            return 1;
        }
    }
    if (len == r->longest) return 0;
    for (int a = 0; a < BOTS_ACTION_COUNT && r->tried < CALL_MAX_ROUTES; a++) {
        if (len > 0 && undoes(route[len - 1], a)) continue;
        BotsWorld next = *w;
        if (bots_step(&next, (BotsAction)a) != BOTS_OK || bots_solved(&next)) continue;
        r->run[r->body + len] = (uint8_t)a;
        if (route_from(r, &next, len + 1)) return 1;
    }
    return 0;
}

int bots_gen_plain_then_function(const BotsTemplate *t, const BotsGenSolution *sol, int *plain, int *body)
{
    *plain = *body = 0;
    int j = 0;
    for (; j < t->count && t->stmts[j].kind != BOTS_TMPL_DEFINE; j = t->stmts[j].end) {
        const BotsTmplStmt *st = &t->stmts[j];
        if (st->kind != BOTS_TMPL_ACTION && st->kind != BOTS_TMPL_WILDCARD) return 0;
        *plain += st->kind == BOTS_TMPL_WILDCARD ? sol->wild_len[j] : 1;
    }
    if (j == t->count) return 0;
    for (int k = j + 1; k < t->stmts[j].end; k++) {
        const BotsTmplStmt *st = &t->stmts[k];
        if (st->kind != BOTS_TMPL_ACTION && st->kind != BOTS_TMPL_WILDCARD) return 0;
        *body += st->kind == BOTS_TMPL_WILDCARD ? sol->wild_len[k] : 1;
    }
    for (int k = 0; k < t->count; k++)
        if (t->stmts[k].kind == BOTS_TMPL_REPEAT) return 0;
    return *body >= 1 && *body <= BOTS_GEN_SIZE_MAX && *plain + *body <= sol->count;
}

int bots_gen_shorter_call_pass(const BotsTemplate *t, const BotsGenSolution *sol, const BotsLevel *level,
                               char *program, size_t size)
{
    if (program && size) program[0] = '\0';
    int plain, body;
    if (!bots_gen_plain_then_function(t, sol, &plain, &body)) return 0;
    /* The plain actions, then a repeat of the body and a route: fewer commands than par. */
    int budget = level->par - 2 - plain - body;
    if (budget < 1) return 0;
    BotsWorld from = sol->start, after;
    for (int i = 0; i < plain; i++)
        if (bots_step(&from, (BotsAction)sol->actions[i]) != BOTS_OK) return 0;
    CallPass r = {.body = body, .budget = budget, .from = &from};
    r.longest = budget + 2 < PASS_ROUTE_MAX ? budget + 2 : PASS_ROUTE_MAX;
    memcpy(r.run, sol->actions + plain, (size_t)body);
    after = from;
    for (int i = 0; i < body; i++)
        if (bots_step(&after, (BotsAction)r.run[i]) != BOTS_OK || bots_solved(&after)) return 0;
    if (!route_from(&r, &after, 0)) return 0;
    char text[BOTS_SOLUTION_MAX] = "";
    write_actions(sol->actions, 0, plain, text, sizeof text);
    bots_gen_append(text, sizeof text, "repeat (%d) {\n", r.passes);
    write_actions(r.run, 0, body, text, sizeof text);
    write_part(r.run + body, 0, r.len, r.c, text, sizeof text);
    bots_gen_append(text, sizeof text, "}\n");
    return bots_gen_solves_below_par(level, text, program, size);
}

int bots_gen_main_steps(const BotsTemplate *t, const BotsGenSolution *sol, int *def, int *steps, int max)
{
    *def = 0;
    while (t->stmts[*def].kind != BOTS_TMPL_DEFINE)
        *def = t->stmts[*def].end; /* bots_gen_plain_then_function found one at the top level */
    int n = 0;
    steps[n++] = BOTS_GEN_CALL_STEP; /* the definition runs it there */
    for (int k = t->stmts[*def].end; k < t->count; k = t->stmts[k].end) {
        const BotsTmplStmt *st = &t->stmts[k];
        if (st->kind == BOTS_TMPL_CALL && st->func == t->stmts[*def].func && n < max) steps[n++] = BOTS_GEN_CALL_STEP;
        else if (st->kind == BOTS_TMPL_ACTION && n < max) steps[n++] = st->action;
        else if (st->kind == BOTS_TMPL_WILDCARD)
            for (int w = 0; w < sol->wild_len[k] && n < max; w++)
                steps[n++] = sol->wild[k][w];
        else return -1;
    }
    return n;
}

/* The main program after the definition as a route r1, a call, a route r3 and a call
 * (short_function, long_function): 1 with the routes' actions, else 0. */
static int two_more_calls(const BotsTemplate *t, const BotsGenSolution *sol, uint8_t *r1, int *n1, uint8_t *r3,
                          int *n3)
{
    int steps[BOTS_GEN_MAX_ACTIONS], def;
    int n = bots_gen_main_steps(t, sol, &def, steps, BOTS_GEN_MAX_ACTIONS), calls = 0;
    *n1 = *n3 = 0;
    for (int x = 1; x < n; x++) {
        if (steps[x] == BOTS_GEN_CALL_STEP) {
            if (++calls > 2) return 0;
            continue;
        }
        if (calls == 2) return 0; /* anything after the last call */
        int *len = calls == 0 ? n1 : n3;
        if (*len >= BOTS_GEN_SIZE_MAX) return 0;
        (calls == 0 ? r1 : r3)[(*len)++] = (uint8_t)steps[x];
    }
    return calls == 2 && *n1 > 0 && *n3 > 0;
}

int bots_gen_nested_call_pass(const BotsTemplate *t, const BotsGenSolution *sol, const BotsLevel *level,
                              char *program, size_t size)
{
    if (program && size) program[0] = '\0';
    int plain, body, n1, n3;
    uint8_t r1[BOTS_GEN_SIZE_MAX], r3[BOTS_GEN_SIZE_MAX];
    if (!bots_gen_plain_then_function(t, sol, &plain, &body) || !two_more_calls(t, sol, r1, &n1, r3, &n3) ||
        body + n1 > PASS_ROUTE_MAX)
        return 0;
    /* The body and r1 as one pass of the inner repeat, written as shortly as repeats write it. */
    uint8_t pass[PASS_ROUTE_MAX];
    memcpy(pass, sol->actions + plain, (size_t)body);
    memcpy(pass + body, r1, (size_t)n1);
    int c[PASS_ROUTE_MAX + 1][PASS_ROUTE_MAX + 1], c2[PASS_ROUTE_MAX + 1][PASS_ROUTE_MAX + 1];
    int inner = program_commands(pass, body + n1, c);
    /* r2 after the second pass must end where r3 does from there: r1 then r2 ends as r3. */
    BotsGenNet want = {0, 0, 0, BOTS_NORTH}, after_r1 = {0, 0, 0, BOTS_NORTH};
    for (int i = 0; i < n3; i++)
        want = bots_gen_net_step(want, r3[i]);
    for (int i = 0; i < n1; i++)
        after_r1 = bots_gen_net_step(after_r1, r1[i]);
    static const uint8_t moves[6] = {BOTS_FORWARD,    BOTS_BACKWARD, BOTS_TURN_LEFT,
                                     BOTS_TURN_RIGHT, BOTS_CLIMB_UP, BOTS_CLIMB_DOWN};
    int tried = 0;
    for (int len = 1; len <= NESTED_ROUTE_MAX; len++) {
        int count = 1;
        for (int k = 0; k < len; k++)
            count *= 6;
        for (int code = 0; code < count; code++) {
            uint8_t r2[NESTED_ROUTE_MAX];
            BotsGenNet net = after_r1;
            for (int k = 0, x = code; k < len; k++, x /= 6) {
                r2[k] = moves[x % 6];
                net = bots_gen_net_step(net, r2[k]);
            }
            if (!bots_gen_net_same(net, want)) continue;
            int commands = plain + 2 + inner + program_commands(r2, len, c2);
            if (commands >= level->par || tried++ >= NESTED_RUNS) continue;
            char text[BOTS_SOLUTION_MAX] = "";
            write_actions(sol->actions, 0, plain, text, sizeof text);
            bots_gen_append(text, sizeof text, "repeat (2) {\nrepeat (2) {\n");
            write_part(pass, 0, body + n1, c, text, sizeof text);
            bots_gen_append(text, sizeof text, "}\n");
            write_part(r2, 0, len, c2, text, sizeof text);
            bots_gen_append(text, sizeof text, "}\n");
            if (bots_gen_solves_below_par(level, text, program, size)) return 1;
        }
    }
    return 0;
}
