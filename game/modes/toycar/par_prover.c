/* par_prover.c - the fewest winning tiles, proven with a lower bound (see par_prover.h).
 * Depends on toycar.h only. */
#include "par_prover.h"

#include <stdint.h>
#include <string.h>

#define POINTS_MAX 64                                   /* flags the bound tracks */
#define LINES_MAX (2 * TC_MAX_W * TC_MAX_H)             /* row and column stretches */
#define CELL_WORDS ((TC_MAX_W * TC_MAX_H + 63) / 64)    /* cells driven over, one bit each */
#define CANNOT 1000                                     /* tiles needed when no plan can win */

typedef struct Prover {
    const TcBoard *board;
    int points;                                 /* tracked flags */
    int8_t point_at[TC_MAX_H][TC_MAX_W];        /* flag index, or -1 */
    int point_x[POINTS_MAX], point_y[POINTS_MAX];
    /* A stretch is a longest row or column piece without obstacle or goal: a run drives along
     * one stretch, and starts on one of its cells with a tile (or at the car's start). */
    int16_t stretch[2][TC_MAX_H][TC_MAX_W];     /* [0] the row's, [1] the column's, or -1 */
    int stretches;
    int turn_cells[LINES_MAX];                  /* cells of a stretch a tile may still go on */
    uint64_t visited[CELL_WORDS];               /* cells the car has driven over */
    uint64_t collected;                         /* tracked flags collected */
    int inventory[4];
    int limit;
    long nodes, budget;
    int out_of_budget;
    /* Scratch for the matching. */
    uint32_t stamp, seen[LINES_MAX], forced_seen[LINES_MAX];
    int8_t local[LINES_MAX];
} Prover;

static int tileable(const Prover *p, int x, int y)
{
    const TcBoard *b = p->board;
    return b->cells[y][x] == TC_EMPTY && !(x == b->car_x && y == b->car_y);
}

static void find_stretches(Prover *p)
{
    const TcBoard *b = p->board;
    memset(p->stretch, -1, sizeof p->stretch);
    p->stretches = 0;
    for (int axis = 0; axis < 2; axis++) {
        int outer = axis ? b->width : b->height, inner = axis ? b->height : b->width;
        for (int o = 0; o < outer; o++) {
            int current = -1;
            for (int i = 0; i < inner; i++) {
                int x = axis ? o : i, y = axis ? i : o;
                if (b->cells[y][x] == TC_OBSTACLE || b->cells[y][x] == TC_GOAL) {
                    current = -1;
                    continue;
                }
                if (current < 0) {
                    current = p->stretches++;
                    p->turn_cells[current] = 0;
                }
                p->stretch[axis][y][x] = (int16_t)current;
                p->turn_cells[current] += tileable(p, x, y);
            }
        }
    }
}

static void find_points(Prover *p)
{
    const TcBoard *b = p->board;
    memset(p->point_at, -1, sizeof p->point_at);
    p->points = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            /* Leaving out flags beyond the last bit only weakens the bound. */
            if (b->cells[y][x] != TC_FLAG || p->points >= POINTS_MAX) continue;
            p->point_x[p->points] = x, p->point_y[p->points] = y;
            p->point_at[y][x] = (int8_t)p->points++;
        }
}

/* Points on the car's straight run from (x, y) with heading: up to an obstacle, the edge, or the
 * goal; *goal is set when the run reaches the goal. */
static uint64_t run_points(const Prover *p, int x, int y, TcDir heading, int *goal)
{
    const TcBoard *b = p->board;
    uint64_t on = 0;
    *goal = 0;
    for (;;) {
        x += tc_dx[heading];
        y += tc_dy[heading];
        if (x < 0 || y < 0 || x >= b->width || y >= b->height || b->cells[y][x] == TC_OBSTACLE) return on;
        if (b->cells[y][x] == TC_GOAL) {
            *goal = 1;
            return on;
        }
        if (p->point_at[y][x] >= 0) on |= UINT64_C(1) << p->point_at[y][x];
    }
}

/* Kuhn's augmenting path from left vertex u (bitmask adjacency). */
static int augment(int u, const uint64_t *adj, int *match_right, uint64_t *tried)
{
    uint64_t next = adj[u] & ~*tried;
    while (next) {
        int v = __builtin_ctzll(next);
        next &= next - 1;
        *tried |= UINT64_C(1) << v;
        if (match_right[v] < 0 || augment(match_right[v], adj, match_right, tried)) {
            match_right[v] = u;
            return 1;
        }
    }
    return 0;
}

/* Local index of stretch key among one side's vertices (a private one when key < 0); a new
 * vertex starts with no edges. */
static int vertex(Prover *p, int key, int *n, uint64_t *adj)
{
    if (key >= 0 && p->seen[key] == p->stamp) return p->local[key];
    int v = (*n)++;
    if (adj) adj[v] = 0;
    if (key >= 0) {
        p->seen[key] = p->stamp;
        p->local[key] = (int8_t)v;
    }
    return v;
}

/* Tiles still needed from (x, y) with heading (at least), or CANNOT; the work stops once the
 * answer is known to be over cap or to stay within it (what it returns is still a bound).
 * Every flag left off the current run lies on a later run, which drives along the flag's row
 * stretch or its column stretch and started with a tile on a cell of it not yet driven over
 * (moving straight never leaves a stretch). So the later runs' stretches cover every such flag:
 * at least a minimum vertex cover of the graph whose vertices are stretches and whose edges are
 * flags (row stretch to column stretch). That graph is bipartite, so the cover's size is its
 * maximum matching (Konig). A flag with no usable stretch cannot be collected. */
static int tiles_needed(Prover *p, int x, int y, TcDir heading, int cap)
{
    int goal = 0;
    uint64_t all = p->points == 64 ? ~UINT64_C(0) : (UINT64_C(1) << p->points) - 1;
    uint64_t left = all & ~p->collected & ~run_points(p, x, y, heading, &goal);
    if (!left) return goal ? 0 : 1;
    int rows_ok = p->inventory[TC_LEFT] + p->inventory[TC_RIGHT] > 0;
    int cols_ok = p->inventory[TC_UP] + p->inventory[TC_DOWN] > 0;
    uint64_t adj[POINTS_MAX];
    int nl = 0, nr = 0, forced[2] = {0, 0};
    int axis = heading == TC_UP || heading == TC_DOWN, current = p->stretch[axis][y][x];
    p->stamp++;
    while (left) {
        int i = __builtin_ctzll(left);
        left &= left - 1;
        int fx = p->point_x[i], fy = p->point_y[i];
        int row = p->stretch[0][fy][fx], col = p->stretch[1][fy][fx];
        int use_row = rows_ok && p->turn_cells[row] > 0, use_col = cols_ok && p->turn_cells[col] > 0;
        if (!use_row && !use_col) return CANNOT;
        int only = use_row && !use_col ? 0 : !use_row && use_col ? 1 : -1;
        int line = only == 0 ? row : col;
        if (only >= 0 && line != current && p->forced_seen[line] != p->stamp) {
            p->forced_seen[line] = p->stamp;
            forced[only]++;
        }
        int u = vertex(p, use_row ? row : -1, &nl, adj);
        int v = vertex(p, use_col ? col : -1, &nr, NULL);
        adj[u] |= UINT64_C(1) << v;
    }
    /* Runs on new stretches alternate between rows and columns (two runs in a row on one axis
     * share their turn cell, so their stretch), the first after the current one across it. */
    int across = 2 * forced[!axis] - 1, along = 2 * forced[axis];
    int alternating = across > along ? across : along;
    if (alternating > cap) return alternating;
    /* A matching found part way is a bound too: stop once it is over cap, or cannot get there. */
    int match_right[POINTS_MAX];
    for (int v = 0; v < nr; v++) match_right[v] = -1;
    int matched = 0;
    for (int u = 0; u < nl && matched <= cap && matched + nl - u > cap; u++) {
        uint64_t tried = 0;
        matched += augment(u, adj, match_right, &tried);
    }
    return matched > alternating ? matched : alternating;
}

static int cell_bit(const Prover *p, int x, int y)
{
    return (int)(p->visited[(y * TC_MAX_W + x) >> 6] >> ((y * TC_MAX_W + x) & 63) & 1);
}

static void set_cell(Prover *p, int x, int y, int on)
{
    uint64_t bit = UINT64_C(1) << ((y * TC_MAX_W + x) & 63);
    if (on) p->visited[(y * TC_MAX_W + x) >> 6] |= bit;
    else p->visited[(y * TC_MAX_W + x) >> 6] &= ~bit;
    if (tileable(p, x, y)) {
        p->turn_cells[p->stretch[0][y][x]] += on ? -1 : 1;
        p->turn_cells[p->stretch[1][y][x]] += on ? -1 : 1;
    }
}

/* Drive from (x, y) with heading; returns the tiles of a plan within the limit that wins from
 * here (used included), or -1. */
static int drive(Prover *p, int x, int y, TcDir heading, int flags_left, int used)
{
    const TcBoard *b = p->board;
    for (;;) {
        x += tc_dx[heading];
        y += tc_dy[heading];
        if (x < 0 || y < 0 || x >= b->width || y >= b->height) return -1;
        TcCell c = (TcCell)b->cells[y][x];
        if (c == TC_OBSTACLE) return -1;
        if (c == TC_GOAL) return flags_left == 0 ? used : -1;
        if (c == TC_FLAG) {
            if (!cell_bit(p, x, y)) {
                uint64_t before = p->collected;
                if (p->point_at[y][x] >= 0) p->collected |= UINT64_C(1) << p->point_at[y][x];
                set_cell(p, x, y, 1);
                int won = drive(p, x, y, heading, flags_left - 1, used);
                set_cell(p, x, y, 0);
                p->collected = before;
                return won;
            }
            continue;
        }
        if (cell_bit(p, x, y) || (x == b->car_x && y == b->car_y)) continue;
        /* First visit of an empty cell: no tile, or any tile that turns the car, as long as
         * the tiles used plus those still needed stay within the limit. (Driving on without a
         * tile is not bounded here: it costs nothing and its bound is checked at the next turn.) */
        if (++p->nodes > p->budget) {
            p->out_of_budget = 1;
            return -1;
        }
        set_cell(p, x, y, 1);
        int won = drive(p, x, y, heading, flags_left, used);
        for (int d = 0; won < 0 && d < 4 && used < p->limit && !p->out_of_budget; d++) {
            if (d == (int)heading || p->inventory[d] == 0) continue;
            p->inventory[d]--;
            if (used + 1 + tiles_needed(p, x, y, (TcDir)d, p->limit - used - 1) <= p->limit)
                won = drive(p, x, y, (TcDir)d, flags_left, used + 1);
            p->inventory[d]++;
        }
        set_cell(p, x, y, 0);
        return won;
    }
}

static void prover_init(Prover *p, const TcBoard *board, long node_budget)
{
    memset(p, 0, sizeof *p);
    p->board = board;
    p->budget = node_budget;
    memcpy(p->inventory, board->inventory, sizeof p->inventory);
    find_stretches(p);
    find_points(p);
}

int tc_par_lower_bound(const TcBoard *board)
{
    Prover p;
    prover_init(&p, board, 0);
    return tiles_needed(&p, board->car_x, board->car_y, board->heading, CANNOT);
}

int tc_prove_fewest(const TcBoard *board, int max_tiles, long node_budget, int *proven)
{
    Prover p;
    prover_init(&p, board, node_budget);
    int flags = tc_board_flags(board), found = -1;
    /* Branch and bound: search every plan within the limit; each win found lowers the limit
     * below its tiles, until a search finishes with no win (the last win is the fewest). */
    p.limit = max_tiles;
    if (tiles_needed(&p, board->car_x, board->car_y, board->heading, max_tiles) <= max_tiles)
        while (p.limit >= 0) {
            int won = drive(&p, board->car_x, board->car_y, board->heading, flags, 0);
            if (won < 0) break;
            found = won;
            p.limit = won - 1;
        }
    if (proven) *proven = !p.out_of_budget;
    return found;
}
