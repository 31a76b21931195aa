/* solution_generator.c - the paper's check-and-simulate solution generator. The world is a
 * BOTS_GRID x BOTS_GRID grid of columns, all unknown at first, with the robot in the middle.
 * Every template statement is simulated in order (repeats and calls unrolled). An action is
 * valid when the game's rules (bots_check, on a 3 x 3 BotsWorld window around the robot) allow
 * it on the decided cells, or when deciding the unknown cell it needs makes it valid:
 *   forward, backward  ground at the robot's height
 *   climb up / down    ground one higher / one lower
 *   pick up            a box at the robot's level (ground at its height with one box)
 *   put down           ground at or one below the robot's height (random), no box
 * and the new column keeps the world within 16 x 16 columns and 8 levels of terrain. Heights
 * are relative while generating (the start column is BOTS_GEN_BASE_HEIGHT); normalising makes
 * the lowest column height 1, so a world may climb or descend from its start as it likes. A wildcard, the first time it runs, picks
 * each action at random (our PCG32) from all valid ones and simulates it; later iterations and
 * calls replay the same text, which must stay valid. Beyond the paper (each only saves
 * attempts): a dead end inside a wildcard tries its other valid actions (depth first, bounded),
 * a dead end in a later top-level statement goes back to the state before the last top-level
 * statement that wrote wildcard text (bounded), and a wildcard's last action
 * must also keep the fixed action that follows it possible (one step of lookahead: far fewer
 * attempts are abandoned, and nothing else changes). Any impossible fixed or replayed action, or
 * a wildcard with no valid action, abandons the attempt. At the end the world is normalised
 * (puzzle_formatter.c) and switches are placed where the puzzle ends. Depends on bots_gen.h and
 * the rules (bots.h), which carry out every action. */
#include <string.h>

#include "bots_gen.h"

#define WINDOW 3 /* the rules' view: 3 x 3 columns, robot in the middle */
#define WILDCARD_BUDGET 48 /* actions one wildcard may try, backtracking included */
#define RETRIES 8          /* returns to a kept state per attempt (bots_gen_solution) */

typedef struct Sim {
    int final_stmt; /* the WILDCARD whose last action ends the program (-1 when a fixed one does) */
    const BotsTemplate *t;
    LpRng *rng;
    BotsGenSolution *s;
    BotsGenGrid *g;
    BotsWorld view;
} Sim;

static BotsGenCell *cell(BotsGenGrid *g, int x, int y)
{
    return &g->cells[y][x];
}

static int standing_height(const BotsGenGrid *g)
{
    const BotsGenCell *c = &g->cells[g->robot_y][g->robot_x];
    return c->terrain + c->boxes;
}

/* The cell an action needs (0 for turns): dx, dy from the robot. */
static int target_of(BotsAction a, BotsFacing facing, int *dx, int *dy)
{
    int dir = (int)facing;
    switch (a) {
    case BOTS_BACKWARD: dir = (dir + 2) % 4; /* fall through */
    case BOTS_FORWARD:
    case BOTS_CLIMB_UP:
    case BOTS_CLIMB_DOWN:
    case BOTS_PICK_UP:
    case BOTS_PUT_DOWN:
        *dx = bots_dx[dir];
        *dy = bots_dy[dir];
        return 1;
    default: return 0;
    }
}

/* Would a column of terrain t keep every height within BOTS_MAX_TERRAIN levels? */
static int span_ok(const BotsGenGrid *g, int t)
{
    int lo = t < g->min_h ? t : g->min_h, hi = t > g->max_h ? t : g->max_h;
    return hi - lo + 1 <= BOTS_MAX_TERRAIN;
}

/* What an unknown cell must hold for action a to work; 0 when nothing can. The put-down
 * height is the highest choice here; apply() draws the real one. */
static int decide(const Sim *m, BotsAction a, int x, int y, BotsGenCell *out)
{
    const BotsGenGrid *g = m->g;
    int h = standing_height(g);
    memset(out, 0, sizeof *out);
    out->known = 1;
    switch (a) {
    case BOTS_FORWARD:
    case BOTS_BACKWARD: out->terrain = (uint8_t)h; break;
    case BOTS_CLIMB_UP: out->terrain = (uint8_t)(h + 1); break;
    case BOTS_CLIMB_DOWN: out->terrain = (uint8_t)(h - 1); break;
    case BOTS_PICK_UP:
        if (g->carrying) return 0;
        out->terrain = (uint8_t)h;
        out->boxes0 = out->boxes = 1;
        break;
    case BOTS_PUT_DOWN:
        if (!g->carrying) return 0;
        out->terrain = (uint8_t)h;
        break;
    default: return 0;
    }
    if (!span_ok(g, out->terrain)) return 0;
    /* The new column must keep the world within the level's 16 x 16. */
    int lo_x = x < g->min_x ? x : g->min_x, hi_x = x > g->max_x ? x : g->max_x;
    int lo_y = y < g->min_y ? y : g->min_y, hi_y = y > g->max_y ? y : g->max_y;
    if (hi_x - lo_x + 1 > BOTS_MAX_W || hi_y - lo_y + 1 > BOTS_MAX_D) return 0;
    return x > 0 && y > 0 && x < BOTS_GRID - 1 && y < BOTS_GRID - 1;
}

/* Copy the 3 x 3 columns around the robot into the rules' view (unknown: no ground). */
static void load_view(Sim *m)
{
    const BotsGenGrid *g = m->g;
    BotsWorld *v = &m->view;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            const BotsGenCell *c = &g->cells[g->robot_y + dy][g->robot_x + dx];
            v->terrain[1 + dy][1 + dx] = c->known ? c->terrain : 0;
            v->boxes[1 + dy][1 + dx] = c->known ? c->boxes : 0;
        }
    v->robot_x = v->robot_y = 1;
    v->facing = g->facing;
    v->carrying = g->carrying;
}

/* Is action a valid now (view loaded)? Fills *decision when it needs an unknown cell. */
static int valid(Sim *m, BotsAction a, int *needs, BotsGenCell *decision)
{
    int dx, dy;
    *needs = 0;
    if (!target_of(a, m->g->facing, &dx, &dy)) return bots_check(&m->view, a) == BOTS_OK;
    int x = m->g->robot_x + dx, y = m->g->robot_y + dy;
    if (m->g->cells[y][x].known) return bots_check(&m->view, a) == BOTS_OK;
    if (!decide(m, a, x, y, decision)) return 0;
    *needs = 1;
    uint8_t t = m->view.terrain[1 + dy][1 + dx], b = m->view.boxes[1 + dy][1 + dx];
    m->view.terrain[1 + dy][1 + dx] = decision->terrain;
    m->view.boxes[1 + dy][1 + dx] = decision->boxes;
    int ok = bots_check(&m->view, a) == BOTS_OK;
    m->view.terrain[1 + dy][1 + dx] = t;
    m->view.boxes[1 + dy][1 + dx] = b;
    return ok;
}

/* What apply() may change, to take a trial action back. */
typedef struct Undo {
    int x, y; /* the cell the action needs (the robot's own when none) */
    BotsGenCell cell;
    int min_x, min_y, max_x, max_y, min_h, max_h, robot_x, robot_y, carrying, count;
    BotsFacing facing;
} Undo;

static void save(const Sim *m, BotsAction a, Undo *u)
{
    const BotsGenGrid *g = m->g;
    int dx = 0, dy = 0;
    target_of(a, g->facing, &dx, &dy);
    u->x = g->robot_x + dx;
    u->y = g->robot_y + dy;
    u->cell = g->cells[u->y][u->x];
    u->min_x = g->min_x, u->min_y = g->min_y, u->max_x = g->max_x, u->max_y = g->max_y;
    u->min_h = g->min_h, u->max_h = g->max_h;
    u->robot_x = g->robot_x, u->robot_y = g->robot_y, u->carrying = g->carrying, u->facing = g->facing;
    u->count = m->s->count;
}

static void restore(Sim *m, const Undo *u)
{
    BotsGenGrid *g = m->g;
    g->cells[u->y][u->x] = u->cell;
    g->min_x = u->min_x, g->min_y = u->min_y, g->max_x = u->max_x, g->max_y = u->max_y;
    g->min_h = u->min_h, g->max_h = u->max_h;
    g->robot_x = u->robot_x, g->robot_y = u->robot_y, g->carrying = u->carrying, g->facing = u->facing;
    m->s->count = u->count;
}

/* Carry out a valid action: decide its cell if needed, step the rules' view, copy it back. */
static int apply_as(Sim *m, BotsAction a, int from_wildcard, int lower)
{
    BotsGenGrid *g = m->g;
    BotsGenSolution *s = m->s;
    if (s->count >= BOTS_GEN_MAX_ACTIONS) return 0;
    load_view(m);
    int needs, dx = 0, dy = 0;
    BotsGenCell decision;
    if (!valid(m, a, &needs, &decision)) return 0;
    target_of(a, g->facing, &dx, &dy);
    if (needs) {
        int x = g->robot_x + dx, y = g->robot_y + dy;
        if (a == BOTS_PUT_DOWN && lower && span_ok(g, decision.terrain - 1)) /* flush, or one lower */
            decision.terrain = (uint8_t)(decision.terrain - 1);
        if (decision.terrain < g->min_h) g->min_h = decision.terrain;
        if (decision.terrain > g->max_h) g->max_h = decision.terrain;
        *cell(g, x, y) = decision;
        if (x < g->min_x) g->min_x = x;
        if (x > g->max_x) g->max_x = x;
        if (y < g->min_y) g->min_y = y;
        if (y > g->max_y) g->max_y = y;
        m->view.terrain[1 + dy][1 + dx] = decision.terrain;
        m->view.boxes[1 + dy][1 + dx] = decision.boxes;
    }
    if (bots_step(&m->view, a) != BOTS_OK) return 0;
    if (dx || dy) cell(g, g->robot_x + dx, g->robot_y + dy)->boxes = m->view.boxes[1 + dy][1 + dx];
    g->robot_x += m->view.robot_x - 1;
    g->robot_y += m->view.robot_y - 1;
    g->facing = m->view.facing;
    g->carrying = m->view.carrying;
    s->actions[s->count] = (uint8_t)a;
    s->from_wildcard[s->count] = (uint8_t)from_wildcard;
    s->count++;
    return 1;
}

/* Carry out a valid action; next is the action known to follow it (-1 when unknown). A box put
 * down on a new column lands flush with the robot or one lower, at random, unless only one of
 * the two keeps next possible. */
static int apply_next(Sim *m, BotsAction a, int from_wildcard, int next)
{
    if (a != BOTS_PUT_DOWN) return apply_as(m, a, from_wildcard, 0);
    int lower = (int)lp_rng_below(m->rng, 2);
    if (next >= 0) {
        Undo u;
        save(m, a, &u);
        if (apply_as(m, a, from_wildcard, lower)) {
            int needs;
            BotsGenCell decision;
            load_view(m);
            if (valid(m, (BotsAction)next, &needs, &decision)) return 1;
        }
        restore(m, &u);
        lower = !lower;
    }
    return apply_as(m, a, from_wildcard, lower);
}

/* Would the fixed action `next` still be possible after action a? (One step of lookahead.) */
static int keeps_next_possible(Sim *m, BotsAction a, int next)
{
    Undo u;
    save(m, a, &u);
    int ok = apply_next(m, a, 1, next);
    if (ok) {
        int needs;
        BotsGenCell decision;
        load_view(m);
        ok = valid(m, (BotsAction)next, &needs, &decision);
    }
    restore(m, &u);
    return ok;
}

/* True when b right after a undoes it (forward/backward, turn left/right, pick up/put down,
 * either order). */
static int undoes(int a, int b)
{
    return (a == BOTS_FORWARD && b == BOTS_BACKWARD) || (a == BOTS_BACKWARD && b == BOTS_FORWARD) ||
           (a == BOTS_TURN_LEFT && b == BOTS_TURN_RIGHT) || (a == BOTS_TURN_RIGHT && b == BOTS_TURN_LEFT) ||
           (a == BOTS_PICK_UP && b == BOTS_PUT_DOWN) || (a == BOTS_PUT_DOWN && b == BOTS_PICK_UP);
}

/* The valid actions for a wildcard's next action; for its last one, next is the fixed action
 * the template runs right after it (-1 when there is none), and the valid ones are those that
 * keep it possible. Returns how many. */
static int wildcard_options(Sim *m, int next, BotsAction options[BOTS_ACTION_COUNT])
{
    int n = 0;
    load_view(m);
    for (int a = 0; a < BOTS_ACTION_COUNT; a++) {
        int needs;
        BotsGenCell decision;
        if (valid(m, (BotsAction)a, &needs, &decision)) options[n++] = (BotsAction)a;
    }
    /* Never undo the previous action or make a third turn the same way: the constraint checker
     * would reject it anyway (this only saves attempts). */
    const BotsGenSolution *sol = m->s;
    int prev = sol->count > 0 ? sol->actions[sol->count - 1] : -1;
    int prev2 = sol->count > 1 ? sol->actions[sol->count - 2] : -1;
    int kept = 0;
    for (int i = 0; i < n; i++) {
        int a = (int)options[i];
        if (undoes(prev, a) || (next >= 0 && undoes(a, next))) continue;
        if ((a == BOTS_TURN_LEFT || a == BOTS_TURN_RIGHT) && a == prev && a == prev2) continue;
        options[kept++] = options[i];
    }
    n = kept;
    if (next >= 0) {
        kept = 0;
        for (int i = 0; i < n; i++)
            if (keeps_next_possible(m, options[i], next)) options[kept++] = options[i];
        n = kept;
    }
    return n;
}

/* Write wildcard stmt's text from action k on: a valid action at random, simulated, then the
 * rest. Beyond the paper, a dead end further on takes the action back and tries another of the
 * valid ones (depth first, in random order, *budget actions tried in all), so a wildcard is
 * abandoned only when its budget runs out. The first choice is the paper's random pick. */
static int write_wildcard(Sim *m, int stmt, int k, int count, int next, int *budget)
{
    BotsAction options[BOTS_ACTION_COUNT];
    int n = wildcard_options(m, k + 1 == count ? next : -1, options);
    if (stmt == m->final_stmt && k + 1 == count) { /* the program's last action must press something */
        int kept = 0;
        for (int i = 0; i < n; i++)
            if (options[i] != BOTS_TURN_LEFT && options[i] != BOTS_TURN_RIGHT && options[i] != BOTS_PICK_UP)
                options[kept++] = options[i];
        n = kept;
    }
    BotsGenSolution *s = m->s;
    while (n > 0 && *budget > 0) {
        (*budget)--;
        int i = (int)lp_rng_below(m->rng, (uint32_t)n);
        BotsAction a = options[i];
        options[i] = options[--n];
        Undo u;
        save(m, a, &u);
        if (!apply_next(m, a, 1, k + 1 == count ? next : -1)) {
            restore(m, &u);
            continue;
        }
        s->wild[stmt][k] = (uint8_t)a;
        s->wild_len[stmt] = (uint8_t)(k + 1);
        if (k + 1 == count || write_wildcard(m, stmt, k + 1, count, next, budget)) return 1;
        restore(m, &u);
        s->wild_len[stmt] = (uint8_t)k;
    }
    return 0;
}

/* The fixed action that runs first in the statement at j (-1 when it does not start with one). */
static int first_action(const BotsTemplate *t, int j, int to)
{
    if (j >= to) return -1;
    const BotsTmplStmt *st = &t->stmts[j];
    switch ((BotsTmplKind)st->kind) {
    case BOTS_TMPL_ACTION: return st->action;
    case BOTS_TMPL_REPEAT:
    case BOTS_TMPL_DEFINE: return first_action(t, j + 1, st->end);
    case BOTS_TMPL_CALL: {
        int d = t->define_at[st->func];
        return d < 0 ? -1 : first_action(t, d + 1, t->stmts[d].end);
    }
    default: return -1;
    }
}

/* A fixed turn: at the program's end it presses nothing (bots_gen_pressing). */
static int fixed_turn(const BotsTmplStmt *s)
{
    return s->kind == BOTS_TMPL_ACTION && (s->action == BOTS_TURN_LEFT || s->action == BOTS_TURN_RIGHT);
}

/* The WILDCARD statement whose last action is the last pressing one the block [from, to) runs
 * (the template's own turns at the end left out), or -1. */
static int final_wildcard(const BotsTemplate *t, int from, int to)
{
    int last = -1;
    for (int j = from; j < to; j = t->stmts[j].end)
        if (!fixed_turn(&t->stmts[j])) last = j;
    if (last < 0) return -1;
    const BotsTmplStmt *s = &t->stmts[last];
    switch ((BotsTmplKind)s->kind) {
    case BOTS_TMPL_WILDCARD: return s->count > 0 ? last : -1;
    case BOTS_TMPL_REPEAT:
    case BOTS_TMPL_DEFINE: return final_wildcard(t, last + 1, s->end);
    case BOTS_TMPL_CALL: {
        int d = t->define_at[s->func];
        return d < 0 ? -1 : final_wildcard(t, d + 1, t->stmts[d].end);
    }
    default: return -1;
    }
}

/* True when the statements [from, to) write wildcard text the first time they run. */
static int writes_text(const BotsTemplate *t, int from, int to)
{
    for (int j = from; j < to; j++)
        if (t->stmts[j].kind == BOTS_TMPL_WILDCARD && t->stmts[j].count > 0) return 1;
    return 0;
}

/* Runs the block [from, to); follow is the fixed action that runs right after it, or -1. */
static int run_block(Sim *m, int from, int to, int follow)
{
    const BotsTemplate *t = m->t;
    BotsGenSolution *s = m->s;
    for (int j = from; j < to; j = t->stmts[j].end) {
        const BotsTmplStmt *st = &t->stmts[j];
        int after = st->end < to ? first_action(t, st->end, to) : follow;
        switch ((BotsTmplKind)st->kind) {
        case BOTS_TMPL_ACTION:
            if (!apply_next(m, (BotsAction)st->action, 0, after)) return 0;
            break;
        case BOTS_TMPL_WILDCARD:
            if (s->wild_len[j] < st->count) { /* the first run writes the text */
                int budget = WILDCARD_BUDGET;
                if (!write_wildcard(m, j, 0, st->count, after, &budget)) return 0;
            } else { /* later iterations and calls replay it */
                for (int k = 0; k < st->count; k++)
                    if (!apply_next(m, (BotsAction)s->wild[j][k], 1, k + 1 < st->count ? s->wild[j][k + 1] : after))
                        return 0;
            }
            break;
        case BOTS_TMPL_REPEAT: {
            /* Every iteration but the last is followed by the body's own first action. */
            int again = first_action(t, j + 1, st->end);
            for (int i = 0; i < st->count; i++)
                if (!run_block(m, j + 1, st->end, i + 1 < st->count ? again : after)) return 0;
            break;
        }
        case BOTS_TMPL_DEFINE:
            if (!run_block(m, j + 1, st->end, after)) return 0;
            break;
        case BOTS_TMPL_CALL: {
            int d = t->define_at[st->func];
            if (d < 0 || !run_block(m, d + 1, t->stmts[d].end, after)) return 0;
            break;
        }
        }
    }
    return 1;
}

int bots_gen_solution(const BotsTemplate *t, LpRng *rng, BotsGenSolution *out)
{
    memset(out->wild_len, 0, sizeof out->wild_len);
    out->count = 0;
    BotsGenGrid *g = &out->grid;
    memset(g, 0, sizeof *g);
    int mid = BOTS_GRID / 2;
    g->start_x = g->robot_x = g->min_x = g->max_x = mid;
    g->start_y = g->robot_y = g->min_y = g->max_y = mid;
    g->start_facing = g->facing = (BotsFacing)lp_rng_below(rng, 4);
    BotsGenCell *c = cell(g, mid, mid);
    c->known = 1;
    c->terrain = BOTS_GEN_BASE_HEIGHT;
    g->min_h = g->max_h = BOTS_GEN_BASE_HEIGHT;
    Sim m = {.final_stmt = final_wildcard(t, 0, t->count), .t = t, .rng = rng, .s = out, .g = g};
    bots_world_init(&m.view, WINDOW, WINDOW);
    /* The top-level statements in order. Before each one that writes wildcard text, the state
     * is kept; a dead end later goes back to the last such point (when it is not the very
     * start, where going back is just a new attempt) at most RETRIES times. */
    BotsGenGrid kept_grid;
    int kept_at = -1, kept_count = 0, retries = 0;
    for (int j = 0; j < t->count;) {
        int end = t->stmts[j].end;
        if (writes_text(t, j, end) && out->count > 0) {
            kept_grid = *g;
            kept_at = j;
            kept_count = out->count;
        }
        if (run_block(&m, j, end, first_action(t, end, t->count))) {
            j = end;
            continue;
        }
        if (kept_at < 0 || retries++ >= RETRIES) return 0;
        *g = kept_grid;
        out->count = kept_count;
        for (int k = kept_at; k < t->count; k++) out->wild_len[k] = 0;
        j = kept_at;
    }
    if (!bots_gen_normalise(g, &out->start)) return 0;
    int pressing = bots_gen_pressing(out->actions, out->from_wildcard, out->count);
    return bots_gen_place_switches(&out->start, out->actions, out->count, pressing) ? 1 : -1;
}

/* ---- unrolling a filled-in template ----------------------------------------------------------- */

static int flatten_block(const BotsTemplate *t, BotsGenSolution *s, int from, int to)
{
    for (int j = from; j < to; j = t->stmts[j].end) {
        const BotsTmplStmt *st = &t->stmts[j];
        switch ((BotsTmplKind)st->kind) {
        case BOTS_TMPL_ACTION:
        case BOTS_TMPL_WILDCARD: {
            int n = st->kind == BOTS_TMPL_ACTION ? 1 : st->count;
            if (st->kind == BOTS_TMPL_WILDCARD && s->wild_len[j] < n) return 0;
            for (int k = 0; k < n; k++) {
                if (s->count >= BOTS_GEN_MAX_ACTIONS) return 0;
                s->actions[s->count] = st->kind == BOTS_TMPL_ACTION ? st->action : s->wild[j][k];
                s->from_wildcard[s->count++] = st->kind == BOTS_TMPL_WILDCARD;
            }
            break;
        }
        case BOTS_TMPL_REPEAT:
            for (int i = 0; i < st->count; i++)
                if (!flatten_block(t, s, j + 1, st->end)) return 0;
            break;
        case BOTS_TMPL_DEFINE:
            if (!flatten_block(t, s, j + 1, st->end)) return 0;
            break;
        case BOTS_TMPL_CALL: {
            int d = t->define_at[st->func];
            if (d < 0 || !flatten_block(t, s, d + 1, t->stmts[d].end)) return 0;
            break;
        }
        }
    }
    return 1;
}

int bots_gen_flatten(const BotsTemplate *t, BotsGenSolution *s)
{
    s->count = 0;
    return flatten_block(t, s, 0, t->count);
}

/* ---- switches --------------------------------------------------------------------------------- */

int bots_gen_pressing(const uint8_t *actions, const uint8_t *from_wildcard, int count)
{
    int n = count;
    while (n > 0 && (actions[n - 1] == BOTS_TURN_LEFT || actions[n - 1] == BOTS_TURN_RIGHT) &&
           !(from_wildcard && from_wildcard[n - 1]))
        n--;
    return n;
}

int bots_gen_solved_at(const BotsWorld *start, const uint8_t *actions, int count, int pressing)
{
    BotsWorld w = *start;
    if (pressing < 1 || pressing > count || bots_solved(&w)) return 0;
    for (int i = 0; i < count; i++) {
        if (bots_step(&w, (BotsAction)actions[i]) != BOTS_OK) return 0;
        if (bots_solved(&w) != (i >= pressing - 1)) return 0;
    }
    return 1;
}

int bots_gen_place_switches(BotsWorld *start, const uint8_t *actions, int count, int pressing)
{
    BotsWorld end = *start;
    for (int i = 0; i < count; i++)
        if (bots_step(&end, (BotsAction)actions[i]) != BOTS_OK) return 0;
    uint8_t boxed[BOTS_MAX_D][BOTS_MAX_W] = {{0}}; /* all of it: it is copied whole into a world */
    int any_box = 0;
    for (int y = 0; y < start->depth; y++)
        for (int x = 0; x < start->width; x++) {
            boxed[y][x] = end.boxes[y][x] > 0 && start->boxes[y][x] == 0;
            any_box |= boxed[y][x];
        }
    /* Boxes alone, then boxes and robot, then the robot alone (only without boxes). */
    for (int option = 0; option < 3; option++) {
        if (option < 2 && !any_box) continue;
        if (option == 2 && any_box) break;
        BotsWorld w = *start;
        memset(w.switches, 0, sizeof w.switches);
        if (option < 2) memcpy(w.switches, boxed, sizeof boxed);
        if (option > 0) w.switches[end.robot_y][end.robot_x] = 1;
        if (bots_gen_solved_at(&w, actions, count, pressing)) {
            *start = w;
            return 1;
        }
    }
    return 0;
}
