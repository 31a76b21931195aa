/* constraint_checker.c - the paper's constraint checker: three categories (program, world,
 * educational), two named constraints each, defined precisely in bots_gen.h. Every world check
 * plays the actions with the game's rules (bots_step) on the normalised start world.
 * Depends on bots_gen.h and bots.h. */
#include <string.h>

#include "bots_gen.h"

static const char *const names[BOTS_CONSTRAINT_COUNT] = {
    [BOTS_C_NO_CANCELLING_ACTIONS] = "no_cancelling_actions",
    [BOTS_C_NO_WASTED_TURNS] = "no_wasted_turns",
    [BOTS_C_NOT_SOLVED_AT_START] = "not_solved_at_start",
    [BOTS_C_SOLVED_ONLY_AT_THE_END] = "solved_only_at_the_end",
    [BOTS_C_NO_UNINTENDED_LOOPS] = "no_unintended_loops",
    [BOTS_C_NO_UNUSED_ELEMENTS] = "no_unused_elements",
};

const char *bots_constraint_name(BotsConstraint c)
{
    return (int)c >= 0 && c < BOTS_CONSTRAINT_COUNT ? names[c] : "";
}

const char *bots_constraint_category(BotsConstraint c)
{
    if ((int)c < 0 || c >= BOTS_CONSTRAINT_COUNT) return "";
    return c <= BOTS_C_NO_WASTED_TURNS ? "program" : c <= BOTS_C_SOLVED_ONLY_AT_THE_END ? "world" : "educational";
}

static int is_turn(int a)
{
    return a == BOTS_TURN_LEFT || a == BOTS_TURN_RIGHT;
}

static int any_wild(const BotsGenSolution *s, int from, int to)
{
    for (int i = from; i <= to; i++)
        if (s->from_wildcard[i]) return 1;
    return 0;
}

/* ---- program constraints ---------------------------------------------------------------------- */

static int opposite(int a, int b)
{
    return (a == BOTS_FORWARD && b == BOTS_BACKWARD) || (a == BOTS_BACKWARD && b == BOTS_FORWARD) ||
           (a == BOTS_TURN_LEFT && b == BOTS_TURN_RIGHT) || (a == BOTS_TURN_RIGHT && b == BOTS_TURN_LEFT);
}

static int no_cancelling_actions(const BotsGenSolution *s)
{
    const uint8_t *a = s->actions;
    for (int i = 0; i + 1 < s->count; i++)
        if (opposite(a[i], a[i + 1]) && any_wild(s, i, i + 1)) return 0;
    /* A box taken and put back (or put and taken back) with only turns between, facing the
     * same way: the same column, and the robot never left its cell. */
    for (int i = 0; i < s->count; i++) {
        if (a[i] != BOTS_PICK_UP && a[i] != BOTS_PUT_DOWN) continue;
        int turn = 0, j = i + 1;
        for (; j < s->count && is_turn(a[j]); j++) turn += a[j] == BOTS_TURN_RIGHT ? 1 : 3;
        if (j >= s->count) break;
        int other = a[i] == BOTS_PICK_UP ? BOTS_PUT_DOWN : BOTS_PICK_UP;
        if (a[j] == other && turn % 4 == 0 && any_wild(s, i, j)) return 0;
    }
    return 1;
}

static int no_wasted_turns(const BotsGenSolution *s)
{
    const uint8_t *a = s->actions;
    /* a wildcard's turn at the very end decides nothing; the template's own (Figure 3) is the teacher's */
    if (s->count > 0 && is_turn(a[s->count - 1]) && s->from_wildcard[s->count - 1]) return 0;
    for (int i = 0; i + 2 < s->count; i++)
        if (is_turn(a[i]) && a[i] == a[i + 1] && a[i] == a[i + 2] && any_wild(s, i, i + 2)) return 0;
    return 1;
}

/* ---- world constraints ------------------------------------------------------------------------ */

static int not_solved_at_start(const BotsGenSolution *s)
{
    return bots_switch_count(&s->start) > 0 && !bots_solved(&s->start);
}

static int world_well_formed(const BotsWorld *w)
{
    if (w->width < 1 || w->depth < 1 || w->width > BOTS_MAX_W || w->depth > BOTS_MAX_D) return 0;
    for (int y = 0; y < w->depth; y++)
        for (int x = 0; x < w->width; x++) {
            int t = w->terrain[y][x];
            if (t > BOTS_MAX_TERRAIN || w->boxes[y][x] > BOTS_MAX_BOXES) return 0;
            if (t == 0 && (w->boxes[y][x] || w->switches[y][x])) return 0;
        }
    return bots_in_grid(w, w->robot_x, w->robot_y) && w->terrain[w->robot_y][w->robot_x] > 0;
}

static int solved_only_at_the_end(const BotsGenSolution *s)
{
    if (!world_well_formed(&s->start) || s->count < 1) return 0;
    return bots_gen_solved_at(&s->start, s->actions, s->count, bots_gen_pressing(s->actions, s->from_wildcard, s->count));
}

/* ---- educational constraints ------------------------------------------------------------------ */

#define MAX_TOKENS (BOTS_TMPL_MAX_STMTS * BOTS_TMPL_WILDCARD_MAX)

/* The written program as tokens: actions 0..7, calls 100 + function, repeats 200 + index
 * (each repeat unique). block[] numbers the block each token is written in. */
typedef struct Written {
    int n;
    int token[MAX_TOKENS];
    uint8_t wild[MAX_TOKENS];
    int16_t block[MAX_TOKENS];
} Written;

static void put(Written *w, int token, int wild, int block)
{
    if (w->n >= MAX_TOKENS) return;
    w->token[w->n] = token;
    w->wild[w->n] = (uint8_t)wild;
    w->block[w->n] = (int16_t)block;
    w->n++;
}

/* Writes the block [from, to) (numbered `block`) and, after it, the blocks it owns. */
static void write_block(const BotsTemplate *t, const BotsGenSolution *s, int from, int to, int block, Written *w)
{
    for (int j = from; j < to; j = t->stmts[j].end) {
        const BotsTmplStmt *st = &t->stmts[j];
        switch ((BotsTmplKind)st->kind) {
        case BOTS_TMPL_ACTION: put(w, st->action, 0, block); break;
        case BOTS_TMPL_WILDCARD:
            for (int k = 0; k < st->count && k < s->wild_len[j]; k++) put(w, s->wild[j][k], 1, block);
            break;
        case BOTS_TMPL_REPEAT: put(w, 200 + j, 0, block); break;
        case BOTS_TMPL_DEFINE:
        case BOTS_TMPL_CALL: put(w, 100 + st->func, 0, block); break;
        }
    }
    for (int j = from; j < to; j = t->stmts[j].end)
        if (t->stmts[j].kind == BOTS_TMPL_REPEAT || t->stmts[j].kind == BOTS_TMPL_DEFINE)
            write_block(t, s, j + 1, t->stmts[j].end, j + 1, w);
}

/* The whole program: the main program's block first (numbered 0), then each block it owns. */
static void write_program(const BotsTemplate *t, const BotsGenSolution *s, Written *w)
{
    w->n = 0;
    write_block(t, s, 0, t->count, 0, w);
}

static int same_run(const Written *w, int p, int q, int k)
{
    for (int i = 0; i < k; i++)
        if (w->token[p + i] != w->token[q + i]) return 0;
    return 1;
}

static int wild_in(const Written *w, int from, int n)
{
    for (int i = from; i < from + n; i++)
        if (w->wild[i]) return 1;
    return 0;
}

/* One block's tokens [from, to): a loop would shorten a wildcard-made run? body: it is a
 * repeat or function body (a body that is copies of a shorter block is a loop in disguise). */
static int block_has_loop(const Written *w, int from, int to, int body)
{
    int n = to - from;
    for (int p = from; p < to; p++)
        for (int k = 1; p + 2 * k <= to; k++) {
            int r = 1;
            while (p + (r + 1) * k <= to && same_run(w, p, p + r * k, k)) r++;
            int shorter = (k == 1 && r >= 3) || (k >= 2 && r >= 2) || (body && r >= 2 && r * k == n);
            if (shorter && wild_in(w, p, r * k)) return 1;
        }
    return 0;
}

static int no_unintended_loops(const BotsTemplate *t, const BotsGenSolution *s)
{
    Written w;
    write_program(t, s, &w);
    for (int from = 0; from < w.n;) {
        int to = from;
        while (to < w.n && w.block[to] == w.block[from]) to++;
        if (block_has_loop(&w, from, to, w.block[from] != 0)) return 0;
        from = to;
    }
    /* A wildcard-made block of three actions written twice: a function would shorten it. */
    for (int p = 0; p + 3 <= w.n; p++) {
        if (w.block[p] != w.block[p + 2]) continue;
        for (int q = p + 3; q + 3 <= w.n; q++) {
            if (w.block[q] != w.block[q + 2] || !same_run(&w, p, q, 3)) continue;
            if (w.token[p] >= 200 || w.token[p + 1] >= 200 || w.token[p + 2] >= 200) continue;
            if (wild_in(&w, p, 3) || wild_in(&w, q, 3)) return 0;
        }
    }
    return 1;
}

/* 1 when every call of a function (token) is in the main program, written next to the same action
 * (after it, or before it), at least twice, once by a wildcard. After: the last call may end the
 * program instead, the puzzle being solved inside it. */
static int folds_at(const Written *w, int main_end, int token, int after)
{
    int same = 0, wild = 0, action = -1;
    for (int i = 0; i < w->n; i++) {
        if (w->token[i] != token) continue;
        if (i >= main_end) return 0; /* called from a body too: moving an action changes that run */
        int j = after ? i + 1 : i - 1;
        if (after && j == main_end) continue;
        if (j < 0 || j >= main_end || w->token[j] >= 100 || (action >= 0 && w->token[j] != action)) return 0;
        action = w->token[j];
        wild |= w->wild[j];
        same++;
    }
    return same >= 2 && wild;
}

int bots_gen_call_step_folds(const BotsTemplate *t, const BotsGenSolution *s)
{
    Written w;
    write_program(t, s, &w);
    int main_end = 0;
    while (main_end < w.n && w.block[main_end] == 0)
        main_end++;
    for (int f = 0; f < BOTS_TMPL_FUNCTIONS; f++)
        if (folds_at(&w, main_end, 100 + f, 1) || folds_at(&w, main_end, 100 + f, 0)) return 1;
    return 0;
}

static int no_unused_elements(const BotsGenSolution *s)
{
    const BotsWorld *start = &s->start;
    uint8_t used[BOTS_MAX_D][BOTS_MAX_W], low[BOTS_MAX_D][BOTS_MAX_W];
    BotsWorld w = *start;
    for (int y = 0; y < start->depth; y++)
        for (int x = 0; x < start->width; x++) {
            used[y][x] = start->boxes[y][x] > 0;
            low[y][x] = start->boxes[y][x];
            if (start->switches[y][x] && bots_switch_pressed(start, x, y)) return 0; /* nothing to press */
        }
    used[w.robot_y][w.robot_x] = 1;
    for (int i = 0; i < s->count; i++) {
        if (bots_step(&w, (BotsAction)s->actions[i]) != BOTS_OK) return 0;
        used[w.robot_y][w.robot_x] = 1;
        for (int y = 0; y < w.depth; y++)
            for (int x = 0; x < w.width; x++) {
                if (w.boxes[y][x]) used[y][x] = 1;
                if (w.boxes[y][x] < low[y][x]) low[y][x] = w.boxes[y][x];
            }
    }
    for (int y = 0; y < start->depth; y++)
        for (int x = 0; x < start->width; x++) {
            if (low[y][x] > 0) return 0; /* a box at the bottom of its pile never moved */
            if (start->terrain[y][x] > 0 && !used[y][x]) return 0;
        }
    return 1;
}

int bots_constraint_ok(BotsConstraint c, const BotsTemplate *t, const BotsGenSolution *s)
{
    switch (c) {
    case BOTS_C_NO_CANCELLING_ACTIONS: return no_cancelling_actions(s);
    case BOTS_C_NO_WASTED_TURNS: return no_wasted_turns(s);
    case BOTS_C_NOT_SOLVED_AT_START: return not_solved_at_start(s);
    case BOTS_C_SOLVED_ONLY_AT_THE_END: return solved_only_at_the_end(s);
    case BOTS_C_NO_UNINTENDED_LOOPS: return no_unintended_loops(t, s);
    case BOTS_C_NO_UNUSED_ELEMENTS: return no_unused_elements(s);
    case BOTS_CONSTRAINT_COUNT: break;
    }
    return 0;
}

BotsConstraint bots_check_constraints(const BotsTemplate *t, const BotsGenSolution *s)
{
    for (int c = 0; c < BOTS_CONSTRAINT_COUNT; c++)
        if (!bots_constraint_ok((BotsConstraint)c, t, s)) return (BotsConstraint)c;
    return BOTS_CONSTRAINT_COUNT;
}
