/* combine.c - step 6 of paper 000 ("Mini-map Combination"): the mini-maps joined from the entry
 * to the exit in the order and arrangement of least cost. Two mini-maps whose EX and EN are on
 * opposing edges share that edge and the door in it: cost 0. Otherwise the second is set beside
 * the first and a corridor is dug between the two openings (cost: its tiles), never touching
 * another corridor or opening, so no corridor makes a way round a puzzle. The room is the
 * bounding box; it must fit the style's largest room (mays_build.h: 20 x 14 for generator 2,
 * MJ_MAX_W x MJ_MAX_H for 3) with the entry and the exit in its outer wall.
 * Depends on mays_build.h. */
#include <string.h>

#include "mays_build.h"

static const int ddx[4] = {0, 1, 0, -1};
static const int ddy[4] = {-1, 0, 1, 0};

enum { C_FREE = 0, C_MAP = 1, C_CORRIDOR = 2 };

typedef struct Canvas {
    uint8_t what[MJ_CANVAS_H][MJ_CANVAS_W]; /* C_* */
    uint8_t map[MJ_CANVAS_H][MJ_CANVAS_W];  /* mini-map index + 1 */
    uint8_t ring[MJ_CANVAS_H][MJ_CANVAS_W]; /* a ring tile of its mini-map */
    uint8_t door[MJ_CANVAS_H][MJ_CANVAS_W]; /* an opening (EN or EX) */
    int ox[MJ_GEN_MAX_MAPS], oy[MJ_GEN_MAX_MAPS];
    int x0, y0, x1, y1; /* bounding box so far (inclusive) */
    int cost;
    int max_w, max_h; /* the largest room */
} Canvas;

static int in_canvas(int x, int y)
{
    return x >= 0 && y >= 0 && x < MJ_CANVAS_W && y < MJ_CANVAS_H;
}

/* Can mini-map b go at (bx, by)? shared: the one tile it may share as a door (-1 none). */
static int fits(const Canvas *c, const MjMiniMap *b, int bx, int by, int sx, int sy)
{
    if (bx < 0 || by < 0 || bx + b->w > MJ_CANVAS_W || by + b->h > MJ_CANVAS_H) return 0;
    int x0 = c->x0 < bx ? c->x0 : bx, y0 = c->y0 < by ? c->y0 : by;
    int x1 = c->x1 > bx + b->w - 1 ? c->x1 : bx + b->w - 1,
        y1 = c->y1 > by + b->h - 1 ? c->y1 : by + b->h - 1;
    if (x1 - x0 + 1 > c->max_w || y1 - y0 + 1 > c->max_h) return 0;
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            int cx = bx + x, cy = by + y;
            int ring = x == 0 || y == 0 || x == b->w - 1 || y == b->h - 1;
            int bdoor = (x == b->en_x && y == b->en_y) || (x == b->ex_x && y == b->ex_y);
            int shared = cx == sx && cy == sy;
            if (c->what[cy][cx] == C_CORRIDOR) return 0;
            if (c->what[cy][cx] == C_MAP) {
                if (!ring || !c->ring[cy][cx]) return 0;
                if ((bdoor || c->door[cy][cx]) && !shared) return 0;
            }
            /* Its openings must not open onto a corridor. */
            if (bdoor && !shared) {
                int side = (x == b->en_x && y == b->en_y) ? b->en_side : b->ex_side;
                int ax = cx + ddx[side], ay = cy + ddy[side];
                if (in_canvas(ax, ay) && c->what[ay][ax] != C_FREE) return 0;
            }
        }
    return 1;
}

static void put(Canvas *c, const MjMiniMap *b, int index, int bx, int by)
{
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            int cx = bx + x, cy = by + y;
            int ring = x == 0 || y == 0 || x == b->w - 1 || y == b->h - 1;
            int bdoor = (x == b->en_x && y == b->en_y) || (x == b->ex_x && y == b->ex_y);
            if (c->what[cy][cx] == C_MAP) { /* a ring shared with an earlier mini-map */
                c->ring[cy][cx] = 1;
            } else {
                c->what[cy][cx] = C_MAP;
                c->map[cy][cx] = (uint8_t)(index + 1);
                c->ring[cy][cx] = (uint8_t)ring;
            }
            if (bdoor) c->door[cy][cx] = 1;
        }
    c->ox[index] = bx;
    c->oy[index] = by;
    if (bx < c->x0) c->x0 = bx;
    if (by < c->y0) c->y0 = by;
    if (bx + b->w - 1 > c->x1) c->x1 = bx + b->w - 1;
    if (by + b->h - 1 > c->y1) c->y1 = by + b->h - 1;
}

/* A corridor tile may go here: free, and touching no corridor or opening but its own ends. */
static int corridor_ok(const Canvas *c, const uint8_t tmp[MJ_CANVAS_H][MJ_CANVAS_W], int x, int y, int ax,
                       int ay, int bx, int by)
{
    if (!in_canvas(x, y) || c->what[y][x] != C_FREE || tmp[y][x]) return 0;
    for (int d = 0; d < 4; d++) {
        int nx = x + ddx[d], ny = y + ddy[d];
        if (!in_canvas(nx, ny)) continue;
        if ((nx == ax && ny == ay) || (nx == bx && ny == by)) continue;
        if (c->what[ny][nx] == C_CORRIDOR || c->door[ny][nx] || tmp[ny][nx] == 2) return 0;
    }
    return 1;
}

/* Shortest corridor from (sx,sy) to (tx,ty) (both outside tiles of the openings (ax,ay) and
 * (bx,by)); tmp marks b's tentative rectangle (1) and its openings (2). Length, or -1. Fills
 * path_x/path_y when not NULL. */
static int corridor(const Canvas *c, const uint8_t tmp[MJ_CANVAS_H][MJ_CANVAS_W], int sx, int sy, int tx,
                    int ty, int ax, int ay, int bx, int by, int limit, int *path_x, int *path_y)
{
    if (!corridor_ok(c, tmp, sx, sy, ax, ay, bx, by) || !corridor_ok(c, tmp, tx, ty, ax, ay, bx, by))
        return -1;
    static const int max = MJ_CANVAS_W * MJ_CANVAS_H;
    int16_t qx[MJ_CANVAS_W * MJ_CANVAS_H], qy[MJ_CANVAS_W * MJ_CANVAS_H];
    int8_t from[MJ_CANVAS_H][MJ_CANVAS_W];
    int16_t dist[MJ_CANVAS_H][MJ_CANVAS_W];
    memset(dist, 0xff, sizeof dist);
    int head = 0, tail = 0;
    dist[sy][sx] = 0;
    from[sy][sx] = -1;
    qx[tail] = (int16_t)sx;
    qy[tail++] = (int16_t)sy;
    while (head < tail && tail < max) {
        int x = qx[head], y = qy[head++];
        if (x == tx && y == ty) break;
        if (dist[y][x] >= limit) continue;
        for (int d = 0; d < 4; d++) {
            int nx = x + ddx[d], ny = y + ddy[d];
            if (!in_canvas(nx, ny) || dist[ny][nx] >= 0) continue;
            if (!corridor_ok(c, tmp, nx, ny, ax, ay, bx, by)) continue;
            dist[ny][nx] = (int16_t)(dist[y][x] + 1);
            from[ny][nx] = (int8_t)d;
            qx[tail] = (int16_t)nx;
            qy[tail++] = (int16_t)ny;
        }
    }
    if (dist[ty][tx] < 0) return -1;
    int len = dist[ty][tx] + 1;
    if (path_x) {
        int x = tx, y = ty;
        for (int k = 0; k < len; k++) {
            path_x[k] = x;
            path_y[k] = y;
            int d = from[y][x];
            if (d < 0) break;
            x -= ddx[d];
            y -= ddy[d];
        }
    }
    return len;
}

#define CORRIDOR_REACH 4
#define CORRIDOR_MAX 12

/* Place b after a (placed): the cheapest spot. Returns the cost, -1 when none. Applies it. */
static int place_next(Canvas *c, const MjMiniMap *a, int ia, const MjMiniMap *b, int ib)
{
    int ex = c->ox[ia] + a->ex_x, ey = c->oy[ia] + a->ex_y;
    if (b->en_side == ((a->ex_side + 2) & 3)) {
        int bx = ex - b->en_x, by = ey - b->en_y;
        if (fits(c, b, bx, by, ex, ey)) {
            put(c, b, ib, bx, by);
            return 0;
        }
    }
    int sx = ex + ddx[a->ex_side], sy = ey + ddy[a->ex_side];
    if (!in_canvas(sx, sy) || c->what[sy][sx] != C_FREE) return -1;
    uint8_t tmp[MJ_CANVAS_H][MJ_CANVAS_W];
    memset(tmp, 0, sizeof tmp); /* each candidate's rectangle is cleared again after it */
    int best = -1, best_bx = 0, best_by = 0, best_area = 0;
    for (int dy = -CORRIDOR_REACH; dy <= CORRIDOR_REACH; dy++)
        for (int dx = -CORRIDOR_REACH; dx <= CORRIDOR_REACH; dx++) {
            if ((dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy) > CORRIDOR_REACH) continue;
            int tx = sx + dx, ty = sy + dy; /* the tile outside b's EN */
            int enx = tx - ddx[b->en_side], eny = ty - ddy[b->en_side];
            int bx = enx - b->en_x, by = eny - b->en_y;
            if (!fits(c, b, bx, by, -1, -1)) continue;
            /* b must not touch a's rectangle through shared walls here: keep it simple. */
            for (int y = 0; y < b->h; y++)
                for (int x = 0; x < b->w; x++)
                    tmp[by + y][bx + x] = 1;
            tmp[by + b->ex_y][bx + b->ex_x] = 2;
            int len = corridor(c, tmp, sx, sy, tx, ty, ex, ey, enx, eny, CORRIDOR_MAX, NULL, NULL);
            for (int y = 0; y < b->h; y++)
                memset(&tmp[by + y][bx], 0, (size_t)b->w);
            if (len < 0) continue;
            int x0 = c->x0 < bx ? c->x0 : bx, y0 = c->y0 < by ? c->y0 : by;
            int x1 = c->x1 > bx + b->w - 1 ? c->x1 : bx + b->w - 1,
                y1 = c->y1 > by + b->h - 1 ? c->y1 : by + b->h - 1;
            int area = (x1 - x0 + 1) * (y1 - y0 + 1);
            if (best < 0 || len < best || (len == best && area < best_area)) {
                best = len;
                best_bx = bx;
                best_by = by;
                best_area = area;
            }
        }
    if (best < 0) return -1;
    int enx = best_bx + b->en_x, eny = best_by + b->en_y;
    int tx = enx + ddx[b->en_side], ty = eny + ddy[b->en_side];
    memset(tmp, 0, sizeof tmp);
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++)
            tmp[best_by + y][best_bx + x] = 1;
    tmp[best_by + b->ex_y][best_bx + b->ex_x] = 2;
    int px[CORRIDOR_MAX + 2], py[CORRIDOR_MAX + 2];
    int len = corridor(c, tmp, sx, sy, tx, ty, ex, ey, enx, eny, CORRIDOR_MAX, px, py);
    if (len < 0) return -1;
    put(c, b, ib, best_bx, best_by);
    for (int k = 0; k < len; k++) {
        c->what[py[k]][px[k]] = C_CORRIDOR;
        if (px[k] < c->x0) c->x0 = px[k];
        if (py[k] < c->y0) c->y0 = py[k];
        if (px[k] > c->x1) c->x1 = px[k];
        if (py[k] > c->y1) c->y1 = py[k];
    }
    return len;
}

/* Lay out one order; 1 and the room in out, or 0. */
static int lay_out(const MjGenStyle *style, const MjMiniMap *maps, const int *order, int n, Canvas *c,
                   MjCombined *out)
{
    memset(c, 0, sizeof *c);
    c->max_w = style->room_w;
    c->max_h = style->room_h;
    const MjMiniMap *first = &maps[order[0]];
    int fx = (MJ_CANVAS_W - first->w) / 2, fy = (MJ_CANVAS_H - first->h) / 2;
    c->x0 = fx;
    c->y0 = fy;
    c->x1 = fx + first->w - 1;
    c->y1 = fy + first->h - 1;
    put(c, first, order[0], fx, fy);
    for (int k = 1; k < n; k++) {
        int cost = place_next(c, &maps[order[k - 1]], order[k - 1], &maps[order[k]], order[k]);
        if (cost < 0) return 0;
        c->cost += cost;
    }
    /* Corridors on the edge of the box need a wall beyond them. */
    int x0 = c->x0, y0 = c->y0, x1 = c->x1, y1 = c->y1;
    for (int y = c->y0; y <= c->y1; y++)
        for (int x = c->x0; x <= c->x1; x++) {
            if (c->what[y][x] != C_CORRIDOR) continue;
            if (x == c->x0) x0 = c->x0 - 1;
            if (x == c->x1) x1 = c->x1 + 1;
            if (y == c->y0) y0 = c->y0 - 1;
            if (y == c->y1) y1 = c->y1 + 1;
        }
    if (x1 - x0 + 1 > c->max_w || y1 - y0 + 1 > c->max_h || x0 < 0 || y0 < 0) return 0;
    const MjMiniMap *last = &maps[order[n - 1]];
    int enx = c->ox[order[0]] + first->en_x, eny = c->oy[order[0]] + first->en_y;
    int exx = c->ox[order[n - 1]] + last->ex_x, exy = c->oy[order[n - 1]] + last->ex_y;
    /* The entry and the exit open onto the outside of the room. */
    int eox = enx + ddx[first->en_side], eoy = eny + ddy[first->en_side];
    int xox = exx + ddx[last->ex_side], xoy = exy + ddy[last->ex_side];
    if (eox >= x0 && eox <= x1 && eoy >= y0 && eoy <= y1) return 0;
    if (xox >= x0 && xox <= x1 && xoy >= y0 && xoy <= y1) return 0;
    memset(out, 0, sizeof *out);
    out->w = x1 - x0 + 1;
    out->h = y1 - y0 + 1;
    out->count = n;
    out->cost = c->cost;
    for (int k = 0; k < n; k++) {
        out->order[k] = order[k];
        out->ox[order[k]] = c->ox[order[k]] - x0;
        out->oy[order[k]] = c->oy[order[k]] - y0;
    }
    out->en_x = enx - x0;
    out->en_y = eny - y0;
    out->ex_x = exx - x0;
    out->ex_y = exy - y0;
    for (int y = 0; y < out->h; y++)
        for (int x = 0; x < out->w; x++) {
            int cx = x + x0, cy = y + y0;
            out->ground[y][x] = MJ_WALL;
            if (c->what[cy][cx] == C_CORRIDOR) {
                out->ground[y][x] = MJ_FLOOR;
            } else if (c->what[cy][cx] == C_MAP) {
                int i = c->map[cy][cx] - 1;
                out->owner[y][x] = (uint8_t)(i + 1);
                out->ground[y][x] = maps[i].initial.ground[cy - c->oy[i]][cx - c->ox[i]];
                if (c->door[cy][cx]) out->ground[y][x] = MJ_FLOOR; /* a shared opening */
            }
        }
    /* An exit door the mini-map holds keeps its wall under it. */
    if (last->exit_door) out->ground[out->ex_y][out->ex_x] = MJ_WALL;
    return 1;
}

int mj_combine_pair_cost(const MjMiniMap *a, const MjMiniMap *b)
{
    Canvas c;
    memset(&c, 0, sizeof c);
    c.max_w = MJ_MAX_W;
    c.max_h = MJ_MAX_H;
    int fx = (MJ_CANVAS_W - a->w) / 2, fy = (MJ_CANVAS_H - a->h) / 2;
    c.x0 = fx;
    c.y0 = fy;
    c.x1 = fx + a->w - 1;
    c.y1 = fy + a->h - 1;
    put(&c, a, 0, fx, fy);
    return place_next(&c, a, 0, b, 1);
}

static int next_permutation(int *p, int n)
{
    int i = n - 2;
    while (i >= 0 && p[i] >= p[i + 1])
        i--;
    if (i < 0) return 0;
    int j = n - 1;
    while (p[j] <= p[i])
        j--;
    int t = p[i];
    p[i] = p[j];
    p[j] = t;
    for (int a = i + 1, b = n - 1; a < b; a++, b--) {
        t = p[a];
        p[a] = p[b];
        p[b] = t;
    }
    return 1;
}

int mj_combine(const MjGenStyle *style, const MjMiniMap *maps, int n, LpRng *rng, int (*accept)(const MjCombined *c, void *ctx),
               void *ctx, MjCombined *out)
{
    if (n < 1 || n > MJ_GEN_MAX_MAPS) return 0;
    Canvas canvas;
    MjCombined trial;
    int order[MJ_GEN_MAX_MAPS], found = 0, best_cost = 0, best_area = 0, ties = 0;
    for (int i = 0; i < n; i++)
        order[i] = i;
    do {
        /* A mini-map holding the room's exit door goes last. */
        int bad = 0;
        for (int k = 0; k < n - 1; k++)
            bad |= maps[order[k]].exit_door;
        if (bad || !lay_out(style, maps, order, n, &canvas, &trial)) continue;
        if (accept && !accept(&trial, ctx)) continue;
        int area = trial.w * trial.h;
        if (!found || trial.cost < best_cost || (trial.cost == best_cost && area < best_area)) {
            *out = trial;
            best_cost = trial.cost;
            best_area = area;
            found = 1;
            ties = 1;
        } else if (trial.cost == best_cost && area == best_area && lp_rng_below(rng, (uint32_t)++ties) == 0) {
            *out = trial;
        }
    } while (next_permutation(order, n));
    return found;
}
