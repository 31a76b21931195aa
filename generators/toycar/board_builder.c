/* board_builder.c - paper 003's Fig. 4 with integer odds: turn a move sequence into a board.
 * The car starts at (0, 0) facing moves[0]; each move walks a straight segment of at least one
 * cell, stopping after each cell with a chance that grows by CHANGE_STEP per mille per cell
 * (Fig. 4's "increase"). The last cell of segment i is the turn cell where the tile for
 * move i + 1 goes, the goal is the path's last cell, each segment gets one flag, and every cell
 * off the path becomes a rock with probability 70%.
 *
 * Beyond the paper: Fig. 4 alone often draws paths the game cannot play (a turn cell the car
 * already drove over would pick its tile up too early; long loopy sequences run off any board).
 * So the walk backtracks: Fig. 4's draw is the first length tried for each segment, the other
 * lengths follow in random order, and a segment is kept only when its end cell is fresh (never
 * driven over before) and the path still fits on a TC_MAX_W x TC_MAX_H board. The search has a
 * node budget, and the result is still certified by the game's rules in generate.c.
 * The random stream is a pure function of (seed, attempt).
 *
 * Version 2 (toycar_gen.h): the walk gives each segment its flag as it goes (flag_then_walk), on a
 * cell of the segment other than its end, and keeps every flag apart from the others: no two on
 * one row stretch or one column stretch (a stretch is a row or column piece without rock or goal,
 * as the par prover reads the board). Between a new flag and the nearest flag each way along its
 * row and column a rock goes on a cell the path has not used, and the rest of the walk keeps off
 * rocks. So segments are at least two cells long, and the path may touch the board's edge (the
 * margin is kept where it fits). Then no run of the car collects two flags, every flag off the
 * first run needs an arrow of its own, and the par (an arrow a segment after the first) is the
 * fewest: the par prover's bound says so at once. Relaxed attempts (attempt >=
 * TC_BUILD_STRICT_ATTEMPTS, generate.c's last resort) also allow one-cell segments, without a
 * flag; their pars are left to the prover.
 * Depends on toycar_gen.h, the toy-car rules and the PCG32 rng. */
#include "toycar_gen.h"

#include <string.h>

#define CHANGE_STEP 250     /* per mille added to the chance of turning, per cell walked */
#define OBSTACLE_KEEP 300   /* per mille: below this an off-path cell stays empty */
#define SEGMENT_MAX ((1000 + CHANGE_STEP - 1) / CHANGE_STEP) /* the chance reaches 1000 */
#define PATH_MAX (TC_GENOME_MAX * SEGMENT_MAX)
#define NODE_BUDGET 4000    /* segments tried per attempt before giving up */
#define ROCKS_MAX (4 * TC_GENOME_MAX) /* version 2: two rocks a flag at most on its row, two on its column */
/* Walk coordinates relative to the start; the size limit keeps them inside +-TC_MAX_W. */
#define SPAN_W (2 * TC_MAX_W + 1)
#define SPAN_H (2 * TC_MAX_H + 1)

enum { MARK_PATH = 1, MARK_TURN = 2, MARK_FLAG = 4, MARK_ROCK = 8 };

typedef struct Walk {
    const uint8_t *moves;
    int length;
    int version;
    int relaxed; /* version 2 after TC_BUILD_STRICT_ATTEMPTS: segments of one cell and segments
                    without a flag allowed, as last resorts (a par the prover may not prove) */
    LpRng *rng;
    int px[PATH_MAX + 1], py[PATH_MAX + 1];
    int seg[TC_GENOME_MAX + 1]; /* segment i is path[seg[i] + 1 .. seg[i + 1]] */
    int count;
    uint8_t visits[SPAN_H][SPAN_W];
    int nodes;
    /* Version 2: each segment's flag, and the rocks that keep the flags apart. */
    int flag_x[TC_GENOME_MAX], flag_y[TC_GENOME_MAX];
    int rock_x[ROCKS_MAX], rock_y[ROCKS_MAX], rocks;
    uint8_t marks[SPAN_H][SPAN_W]; /* MARK_TURN (a segment's end), MARK_FLAG, MARK_ROCK */
} Walk;

/* Fig. 4's draw: walk one cell, then stop with a chance that grows by CHANGE_STEP per cell. */
static int fig4_length(LpRng *rng)
{
    int len = 0, change = 0;
    do {
        len++;
        change += CHANGE_STEP;
    } while (!((int)lp_rng_below(rng, 1000) < change));
    return len;
}

static int fits(const Walk *w, int upto)
{
    int minx = 0, maxx = 0, miny = 0, maxy = 0;
    for (int j = 0; j < upto; j++) {
        if (w->px[j] < minx) minx = w->px[j];
        if (w->px[j] > maxx) maxx = w->px[j];
        if (w->py[j] < miny) miny = w->py[j];
        if (w->py[j] > maxy) maxy = w->py[j];
    }
    int margins = w->version >= 2 ? 1 : 3; /* version 2: the path may reach the board's edge */
    return maxx - minx + margins <= TC_MAX_W && maxy - miny + margins <= TC_MAX_H;
}

static uint8_t *visit(Walk *w, int x, int y) { return &w->visits[y + TC_MAX_H][x + TC_MAX_W]; }
static uint8_t *marks(Walk *w, int x, int y) { return &w->marks[y + TC_MAX_H][x + TC_MAX_W]; }
static int in_span(int x, int y) { return x >= -TC_MAX_W && x <= TC_MAX_W && y >= -TC_MAX_H && y <= TC_MAX_H; }

static int walk_from(Walk *w, int i);

/* Version 2: keep a flag at (x, y) apart from the nearest flag one way along a row or column:
 * nothing to do when a rock or no flag comes first; else a rock on a random cell between them
 * that the path has not used (and so never will: the walk keeps off rocks). 0 when there is none. */
static int rock_between(Walk *w, int x, int y, int dx, int dy)
{
    int room[TC_MAX_W > TC_MAX_H ? 2 * TC_MAX_W : 2 * TC_MAX_H], n = 0;
    for (int cx = x + dx, cy = y + dy; in_span(cx, cy); cx += dx, cy += dy) {
        if (*marks(w, cx, cy) & MARK_ROCK) return 1;
        if (*marks(w, cx, cy) & MARK_FLAG) {
            if (n == 0 || w->rocks == ROCKS_MAX) return 0;
            int r = room[lp_rng_below(w->rng, (uint32_t)n)];
            int rx = x + dx * r, ry = y + dy * r;
            *marks(w, rx, ry) |= MARK_ROCK;
            w->rock_x[w->rocks] = rx, w->rock_y[w->rocks] = ry, w->rocks++;
            return 1;
        }
        if (!*visit(w, cx, cy)) room[n++] = cx != x ? (cx - x) * dx : (cy - y) * dy;
    }
    return 1;
}

/* Version 2: segment i was just walked (path[base .. base + len - 1]); give it a flag on one of its
 * cells (not its end, the start, another segment's end or a flag), apart from every earlier flag,
 * then walk on. Candidates in random order; a failed one takes its rocks back. */
static int flag_then_walk(Walk *w, int i, int base, int len)
{
    int cand[SEGMENT_MAX], n = 0;
    for (int c = 0; c + 1 < len; c++) {
        int x = w->px[base + c], y = w->py[base + c];
        if ((x == 0 && y == 0) || (*marks(w, x, y) & (MARK_TURN | MARK_FLAG))) continue;
        cand[n++] = c;
    }
    for (int k = n - 1; k > 0; k--) {
        int r = (int)lp_rng_below(w->rng, (uint32_t)(k + 1)), t = cand[k];
        cand[k] = cand[r];
        cand[r] = t;
    }
    for (int k = 0; k < n; k++) {
        int x = w->px[base + cand[k]], y = w->py[base + cand[k]], rocks = w->rocks;
        if (rock_between(w, x, y, -1, 0) && rock_between(w, x, y, 1, 0) && rock_between(w, x, y, 0, -1) &&
            rock_between(w, x, y, 0, 1)) {
            *marks(w, x, y) |= MARK_FLAG;
            w->flag_x[i] = x, w->flag_y[i] = y;
            if (walk_from(w, i + 1)) return 1;
            *marks(w, x, y) &= (uint8_t)~MARK_FLAG;
        }
        while (w->rocks > rocks) {
            w->rocks--;
            *marks(w, w->rock_x[w->rocks], w->rock_y[w->rocks]) &= (uint8_t)~MARK_ROCK;
        }
        if (w->nodes > NODE_BUDGET) return 0;
    }
    if (len > 1) return 0;
    /* A segment of one cell (relaxed attempts only) has no flag. */
    w->flag_x[i] = TC_MAX_W + 1;
    return walk_from(w, i + 1);
}

static int walk_from(Walk *w, int i)
{
    if (i == w->length) return 1;
    if (++w->nodes > NODE_BUDGET) return 0;
    /* Fig. 4's length first, then the others in random order. */
    int order[SEGMENT_MAX], n = 0;
    int first = fig4_length(w->rng), shortest = w->version >= 2 ? 2 : 1; /* version 2: room for a flag */
    if (first < shortest) first = shortest;
    order[n++] = first;
    for (int len = shortest; len <= SEGMENT_MAX; len++)
        if (len != first) order[n++] = len;
    int shuffled = n;
    if (shortest > 1 && w->relaxed)
        order[n++] = 1; /* version 2: one cell, with no flag, only when nothing longer fits */
    for (int k = shuffled - 1; k > 1; k--) {
        int r = 1 + (int)lp_rng_below(w->rng, (uint32_t)k);
        int t = order[k];
        order[k] = order[r];
        order[r] = t;
    }
    int dir = w->moves[i], base = w->count;
    int x0 = w->px[base - 1], y0 = w->py[base - 1];
    for (int k = 0; k < n; k++) {
        int len = order[k];
        int ex = x0 + tc_dx[dir] * len, ey = y0 + tc_dy[dir] * len;
        if (!in_span(ex, ey)) continue;
        /* The segment's end is a turn cell (or the goal): the car must arrive there first time. */
        if (*visit(w, ex, ey)) continue;
        int rock = 0;
        for (int c = 1; c <= len; c++) {
            w->px[base + c - 1] = x0 + tc_dx[dir] * c;
            w->py[base + c - 1] = y0 + tc_dy[dir] * c;
            rock |= *marks(w, w->px[base + c - 1], w->py[base + c - 1]) & MARK_ROCK;
        }
        if (rock || !fits(w, base + len)) continue;
        for (int c = 0; c < len; c++) (*visit(w, w->px[base + c], w->py[base + c]))++;
        w->count = base + len;
        w->seg[i + 1] = w->count - 1;
        *marks(w, ex, ey) |= MARK_TURN;
        if (w->version >= 2 ? flag_then_walk(w, i, base, len) : walk_from(w, i + 1)) return 1;
        *marks(w, ex, ey) &= (uint8_t)~MARK_TURN;
        for (int c = 0; c < len; c++) (*visit(w, w->px[base + c], w->py[base + c]))--;
        w->count = base;
        if (w->nodes > NODE_BUDGET) return 0;
    }
    return 0;
}

int tc_build_board(const uint8_t *moves, int length, uint64_t seed, int attempt, int version,
                   TcBuildResult *out)
{
    memset(out, 0, sizeof *out);
    if (length < 1 || length > TC_GENOME_MAX || length - 1 > TC_MAX_TILES) return 0;
    for (int i = 0; i < length; i++)
        if (moves[i] > TC_DOWN) return 0;
    LpRng rng;
    lp_rng_init(&rng, seed, LP_STREAM_BOARD + 16u * (uint64_t)attempt);

    Walk walk = {0};
    Walk *w = &walk;
    w->moves = moves;
    w->length = length;
    w->rng = &rng;
    w->version = version;
    w->relaxed = attempt >= TC_BUILD_STRICT_ATTEMPTS;
    w->count = 1;
    w->px[0] = w->py[0] = 0;
    w->seg[0] = 0;
    *visit(w, 0, 0) = 1;
    if (!walk_from(w, 0)) return 0;
    int count = w->count;
    int *px = w->px, *py = w->py, *seg = w->seg;

    /* Normalise to the bounding box plus a one-cell margin. */
    int minx = 0, maxx = 0, miny = 0, maxy = 0;
    for (int j = 0; j < count; j++) {
        if (px[j] < minx) minx = px[j];
        if (px[j] > maxx) maxx = px[j];
        if (py[j] < miny) miny = py[j];
        if (py[j] > maxy) maxy = py[j];
    }
    /* A one-cell margin where it fits (always in version 1). */
    int mx = maxx - minx + 3 <= TC_MAX_W, my = maxy - miny + 3 <= TC_MAX_H;
    int width = maxx - minx + 1 + 2 * mx, height = maxy - miny + 1 + 2 * my;
    int ox = mx - minx, oy = my - miny;
    for (int j = 0; j < count; j++) px[j] += ox, py[j] += oy;

    uint8_t mark[TC_MAX_H][TC_MAX_W];
    memset(mark, 0, sizeof mark);
    for (int j = 0; j < count; j++) mark[py[j]][px[j]] |= MARK_PATH;
    int sx = px[0], sy = py[0], gx = px[count - 1], gy = py[count - 1];

    /* Tiles: the turn into move i + 1 happens on the last cell of segment i (fresh cells, so
     * never the start, the goal, or another turn). */
    for (int i = 0; i + 1 < length; i++) {
        int tx = px[seg[i + 1]], ty = py[seg[i + 1]];
        mark[ty][tx] |= MARK_TURN;
        out->tiles[out->tile_count++] = (TcTile){tx, ty, (TcDir)moves[i + 1]};
    }

    /* Flags: one per segment, on a cell that is not a turn, the start, the goal or a flag (version
     * 2: and apart). */
    for (int i = 0; version >= 2 && i < length; i++)
        if (w->flag_x[i] <= TC_MAX_W) mark[w->flag_y[i] + oy][w->flag_x[i] + ox] |= MARK_FLAG;
    for (int r = 0; version >= 2 && r < w->rocks; r++)
        mark[w->rock_y[r] + oy][w->rock_x[r] + ox] |= MARK_ROCK;
    for (int i = 0; version < 2 && i < length; i++) {
        int cand[SEGMENT_MAX + 1], nc = 0;
        for (int j = seg[i] + 1; j <= seg[i + 1]; j++) {
            int cx = px[j], cy = py[j];
            if (mark[cy][cx] & (MARK_TURN | MARK_FLAG)) continue;
            if ((cx == sx && cy == sy) || (cx == gx && cy == gy)) continue;
            cand[nc++] = j;
        }
        if (nc == 0) continue;
        int j = cand[lp_rng_below(&rng, (uint32_t)nc)];
        mark[py[j]][px[j]] |= MARK_FLAG;
    }

    TcBoard *b = &out->board;
    b->width = width;
    b->height = height;
    b->car_x = sx;
    b->car_y = sy;
    b->heading = (TcDir)moves[0];
    for (int cy = 0; cy < height; cy++)
        for (int cx = 0; cx < width; cx++) {
            if (mark[cy][cx] & MARK_FLAG)
                b->cells[cy][cx] = TC_FLAG;
            else if (!(mark[cy][cx] & MARK_PATH) && (int)lp_rng_below(&rng, 1000) >= OBSTACLE_KEEP)
                b->cells[cy][cx] = TC_OBSTACLE;
            else if (mark[cy][cx] & MARK_ROCK)
                b->cells[cy][cx] = TC_OBSTACLE;
        }
    b->cells[gy][gx] = TC_GOAL;
    for (int t = 0; t < out->tile_count; t++) b->inventory[out->tiles[t].dir]++;
    return 1;
}
