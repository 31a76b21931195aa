/* paths.c - step 5 of paper 000 ("Path Creation"): the reward-path algorithm for shapes whose
 * gameplay reveals a reward, and the maze-path algorithm for shapes that make or block the way.
 * Walkability is always the game's (mj_reachable / mj_walkable on the mini-map's worlds), judged
 * as mj_solved judges it: a moving block still moving is no bridge and in the way on its whole
 * track. Depends on mays_build.h and mays.h. */
#include <string.h>

#include "mays_build.h"

static const int ddx[4] = {0, 1, 0, -1};
static const int ddy[4] = {-1, 0, 1, 0};

/* A copy of w that the plain rules judge as mj_solved does. */
static void steady_copy(const MjWorld *w, MjWorld *c)
{
    *c = *w;
    for (int i = 0; i < c->object_count; i++) {
        MjObject *o = &c->objects[i];
        if (o->kind != MJ_MOVING || !o->moving) continue;
        if (o->high)
            for (int k = 0; k < o->track_len; k++) {
                int x = o->x0 + k * o->track_dx, y = o->y0 + k * o->track_dy;
                if (x >= 0 && y >= 0 && x < c->width && y < c->height) c->ground[y][x] = MJ_WALL;
            }
        o->x = o->y = -100; /* no bridge */
        o->x0 = o->y0 = -100;
    }
}

void mj_gen_reach(const MjWorld *w, int x, int y, uint8_t reach[MJ_MAX_H][MJ_MAX_W])
{
    MjWorld c;
    steady_copy(w, &c);
    mj_reachable(&c, x, y, reach);
}

void mj_gen_walk(const MjWorld *w, uint8_t walk[MJ_MAX_H][MJ_MAX_W])
{
    MjWorld c;
    steady_copy(w, &c);
    mj_walk_grid(&c, walk);
}

int mj_minimap_crossable(const MjMiniMap *m, const MjWorld *w)
{
    uint8_t reach[MJ_MAX_H][MJ_MAX_W];
    mj_gen_reach(w, m->en_x, m->en_y, reach);
    return reach[m->ex_y][m->ex_x];
}

int mj_minimap_reaches_shape(const MjMiniMap *m)
{
    if (!m->shape) return 1;
    uint8_t reach[MJ_MAX_H][MJ_MAX_W];
    int computed = 0;
    for (int y = 0; y < m->shape->h; y++)
        for (int x = 0; x < m->shape->w; x++) {
            if (!m->shape->reach[y][x]) continue;
            int mx = m->shape_x + x, my = m->shape_y + y;
            if (mx < 0 || my < 0 || mx >= m->w || my >= m->h) return 0;
            if (!computed) {
                mj_gen_reach(&m->solution, m->en_x, m->en_y, reach);
                computed = 1;
            }
            if (!reach[my][mx]) return 0;
        }
    return 1;
}

static void set_ground(MjMiniMap *m, int x, int y, int g)
{
    m->solution.ground[y][x] = m->initial.ground[y][x] = (uint8_t)g;
}

int mj_minimap_interior(const MjMiniMap *m, int x, int y)
{
    return x > 0 && y > 0 && x < m->w - 1 && y < m->h - 1;
}

/* BFS over tiles that are free or in ok[][], from (x0,y0); dist in d (-1 unreachable). Neighbour
 * order is shuffled once per call so equal paths vary with the seed. */
static void bfs(const MjMiniMap *m, const uint8_t ok[MJ_MAX_H][MJ_MAX_W], int x0, int y0, LpRng *rng,
                int d[MJ_MAX_H][MJ_MAX_W], int8_t from[MJ_MAX_H][MJ_MAX_W])
{
    int order[4] = {0, 1, 2, 3};
    for (int i = 3; i > 0; i--) {
        int j = (int)lp_rng_below(rng, (uint32_t)(i + 1)), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    for (int y = 0; y < MJ_MAX_H; y++)
        for (int x = 0; x < MJ_MAX_W; x++) {
            d[y][x] = -1;
            from[y][x] = -1;
        }
    int qx[MJ_MAX_W * MJ_MAX_H], qy[MJ_MAX_W * MJ_MAX_H], head = 0, tail = 0;
    d[y0][x0] = 0;
    qx[tail] = x0;
    qy[tail++] = y0;
    while (head < tail) {
        int cx = qx[head], cy = qy[head++];
        for (int k = 0; k < 4; k++) {
            int dir = order[k], nx = cx + ddx[dir], ny = cy + ddy[dir];
            if (nx < 0 || ny < 0 || nx >= m->w || ny >= m->h || d[ny][nx] >= 0) continue;
            int pass = ok[ny][nx] || (mj_minimap_interior(m, nx, ny) && !m->fixed[ny][nx]);
            if (!pass) continue;
            d[ny][nx] = d[cy][cx] + 1;
            from[ny][nx] = (int8_t)dir;
            qx[tail] = nx;
            qy[tail++] = ny;
        }
    }
}

/* Draw the BFS path ending at (x,y) back to its start: free tiles become floor; all on the path. */
static void draw_back(MjMiniMap *m, const int8_t from[MJ_MAX_H][MJ_MAX_W], int x, int y,
                      uint8_t drawn[MJ_MAX_H][MJ_MAX_W])
{
    for (int guard = 0; guard < MJ_MAX_W * MJ_MAX_H; guard++) {
        if (!m->fixed[y][x]) {
            set_ground(m, x, y, MJ_FLOOR);
            m->fixed[y][x] = 1;
            drawn[y][x] = 1;
        }
        m->path[y][x] = 1;
        int dir = from[y][x];
        if (dir < 0) return;
        x -= ddx[dir];
        y -= ddy[dir];
    }
}

/* The tiles that are walkable in the solved map (ok for paths), and the key tiles. */
static int key_tiles(MjMiniMap *m, uint8_t ws[MJ_MAX_H][MJ_MAX_W], uint8_t key[MJ_MAX_H][MJ_MAX_W])
{
    uint8_t wi[MJ_MAX_H][MJ_MAX_W];
    mj_gen_walk(&m->solution, ws);
    mj_gen_walk(&m->initial, wi);
    ws[m->en_y][m->en_x] = 1;
    ws[m->ex_y][m->ex_x] = 1;
    int n = 0;
    memset(key, 0, sizeof(uint8_t) * MJ_MAX_H * MJ_MAX_W);
    for (int y = 1; y < m->h - 1; y++)
        for (int x = 1; x < m->w - 1; x++)
            if (ws[y][x] && !wi[y][x]) key[y][x] = 1, n++;
    if (!n)
        for (int y = 1; y < m->h - 1; y++)
            for (int x = 1; x < m->w - 1; x++)
                if (ws[y][x]) key[y][x] = 1, n++;
    return n;
}

/* The closest key tile to (x,y) by BFS distance (ties broken by rng); 0 when none. */
static int closest(const MjMiniMap *m, const uint8_t ws[MJ_MAX_H][MJ_MAX_W],
                   const uint8_t key[MJ_MAX_H][MJ_MAX_W], int x, int y, LpRng *rng, int *kx, int *ky)
{
    int d[MJ_MAX_H][MJ_MAX_W];
    int8_t from[MJ_MAX_H][MJ_MAX_W];
    bfs(m, ws, x, y, rng, d, from);
    int best = -1, ties = 0;
    for (int ty = 0; ty < m->h; ty++)
        for (int tx = 0; tx < m->w; tx++) {
            if (!key[ty][tx] || d[ty][tx] < 0) continue;
            if (best < 0 || d[ty][tx] < best) {
                best = d[ty][tx];
                ties = 1;
                *kx = tx;
                *ky = ty;
            } else if (d[ty][tx] == best && lp_rng_below(rng, (uint32_t)++ties) == 0) {
                *kx = tx;
                *ky = ty;
            }
        }
    return best >= 0;
}

/* Draw a shortest path between two tiles through free and solved-walkable tiles. */
static int connect(MjMiniMap *m, const uint8_t ws[MJ_MAX_H][MJ_MAX_W], int x0, int y0, int x1, int y1,
                   LpRng *rng, uint8_t drawn[MJ_MAX_H][MJ_MAX_W])
{
    int d[MJ_MAX_H][MJ_MAX_W];
    int8_t from[MJ_MAX_H][MJ_MAX_W];
    bfs(m, ws, x0, y0, rng, d, from);
    if (d[y1][x1] < 0) return 0;
    draw_back(m, from, x1, y1, drawn);
    return 1;
}

/* Free tiles left become wall. */
static void close_free(MjMiniMap *m)
{
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++)
            if (!m->fixed[y][x]) {
                set_ground(m, x, y, MJ_WALL);
                m->fixed[y][x] = 1;
            }
}

int mj_maze_path(const MjGenStyle *style, MjMiniMap *m, LpRng *rng)
{
    uint8_t ws[MJ_MAX_H][MJ_MAX_W], key[MJ_MAX_H][MJ_MAX_W], drawn[MJ_MAX_H][MJ_MAX_W];
    memset(drawn, 0, sizeof drawn);
    memset(m->path, 0, sizeof m->path);
    memset(m->closed, 0, sizeof m->closed);
    int ax = m->en_x, ay = m->en_y, bx = m->ex_x, by = m->ex_y;
    if (key_tiles(m, ws, key)) {
        if (!closest(m, ws, key, m->en_x, m->en_y, rng, &ax, &ay)) return 0;
        if (!closest(m, ws, key, m->ex_x, m->ex_y, rng, &bx, &by)) return 0;
    }
    if (!connect(m, ws, m->en_x, m->en_y, ax, ay, rng, drawn)) return 0;
    if (!connect(m, ws, m->ex_x, m->ex_y, bx, by, rng, drawn)) return 0;
    /* a to b through what is walkable when solved (and free tiles). */
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++)
            if (m->path[y][x]) ws[y][x] = 1;
    if (!connect(m, ws, ax, ay, bx, by, rng, drawn)) return 0;
    /* Everything not drawn is closed for now; the solved map must cross. */
    uint8_t was_free[MJ_MAX_H][MJ_MAX_W];
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++) {
            was_free[y][x] = !m->fixed[y][x];
            if (was_free[y][x]) set_ground(m, x, y, MJ_WALL);
        }
    if (!mj_minimap_crossable(m, &m->solution)) return 0;
    /* Remove tiles that let the initial map cross, as long as the solution path stays. */
    for (int guard = 0; guard < MJ_MAX_W * MJ_MAX_H && mj_minimap_crossable(m, &m->initial); guard++) {
        uint8_t reach_en[MJ_MAX_H][MJ_MAX_W];
        mj_gen_reach(&m->initial, m->en_x, m->en_y, reach_en);
        int cx[MJ_MAX_W * MJ_MAX_H], cy[MJ_MAX_W * MJ_MAX_H], n = 0;
        for (int y = 0; y < m->h; y++)
            for (int x = 0; x < m->w; x++)
                if (reach_en[y][x] && drawn[y][x] && !m->path[y][x]) cx[n] = x, cy[n++] = y;
        if (!n) return 0; /* only the solution path itself joins them: no puzzle here */
        int k = (int)lp_rng_below(rng, (uint32_t)n);
        set_ground(m, cx[k], cy[k], MJ_WALL);
        drawn[cy[k]][cx[k]] = 0;
    }
    /* Add some tiles back beside the path, for wider and varied shapes. */
    int tries = (int)lp_rng_range(rng, 2, 10);
    for (int t = 0; t < tries; t++) {
        int cx[MJ_MAX_W * MJ_MAX_H], cy[MJ_MAX_W * MJ_MAX_H], n = 0;
        for (int y = 1; y < m->h - 1; y++)
            for (int x = 1; x < m->w - 1; x++) {
                if (!was_free[y][x] || drawn[y][x]) continue;
                int next = 0;
                for (int d = 0; d < 4; d++)
                    next |= drawn[y + ddy[d]][x + ddx[d]];
                if (next) cx[n] = x, cy[n++] = y;
            }
        if (!n) break;
        int k = (int)lp_rng_below(rng, (uint32_t)n);
        set_ground(m, cx[k], cy[k], MJ_FLOOR);
        if (mj_minimap_crossable(m, &m->initial)) {
            set_ground(m, cx[k], cy[k], MJ_WALL);
            was_free[cy[k]][cx[k]] = 0; /* tried */
        } else {
            drawn[cy[k]][cx[k]] = 1;
            if (style->fluid) m->fixed[cy[k]][cx[k]] = 1; /* v2, v3: closed again below */
        }
    }
    for (int y = 1; y < m->h - 1; y++)
        for (int x = 1; x < m->w - 1; x++)
            m->closed[y][x] = !m->fixed[y][x];
    close_free(m);
    return mj_minimap_crossable(m, &m->solution) && !mj_minimap_crossable(m, &m->initial) &&
           mj_minimap_reaches_shape(m);
}

/* Can the avatar reach (walk into) every lever of the initial map from EN? */
static int levers_reachable(const MjMiniMap *m)
{
    uint8_t reach[MJ_MAX_H][MJ_MAX_W];
    mj_gen_reach(&m->initial, m->en_x, m->en_y, reach);
    for (int i = 0; i < m->initial.object_count; i++) {
        const MjObject *o = &m->initial.objects[i];
        if (o->kind != MJ_LEVER) continue;
        int ok = 0;
        for (int d = 0; d < 4 && !ok; d++) {
            int x = o->x + ddx[d], y = o->y + ddy[d];
            ok = x >= 0 && y >= 0 && x < m->w && y < m->h && reach[y][x];
        }
        if (!ok) return 0;
    }
    return 1;
}

static int reward_ok(const MjMiniMap *m)
{
    return mj_minimap_crossable(m, &m->solution) && mj_minimap_crossable(m, &m->initial) &&
           levers_reachable(m) && mj_minimap_reaches_shape(m);
}

int mj_reward_path(MjMiniMap *m, int threshold, LpRng *rng)
{
    uint8_t filled[MJ_MAX_H][MJ_MAX_W];
    memset(filled, 0, sizeof filled);
    memset(m->path, 0, sizeof m->path);
    memset(m->closed, 0, sizeof m->closed);
    for (int y = 1; y < m->h - 1; y++)
        for (int x = 1; x < m->w - 1; x++)
            if (!m->fixed[y][x]) {
                set_ground(m, x, y, MJ_FLOOR);
                m->fixed[y][x] = 1;
                filled[y][x] = 1;
            }
    /* The tiles in front of EN and EX stay: the openings need them. */
    filled[m->en_y - (m->en_side == MJ_NORTH   ? -1
                      : m->en_side == MJ_SOUTH ? 1
                                               : 0)][m->en_x - (m->en_side == MJ_WEST   ? -1
                                                                : m->en_side == MJ_EAST ? 1
                                                                                        : 0)] = 0;
    filled[m->ex_y - (m->ex_side == MJ_NORTH   ? -1
                      : m->ex_side == MJ_SOUTH ? 1
                                               : 0)][m->ex_x - (m->ex_side == MJ_WEST   ? -1
                                                                : m->ex_side == MJ_EAST ? 1
                                                                                        : 0)] = 0;
    if (!reward_ok(m)) return 0;
    int corners[4][2] = {{1, 1}, {m->w - 2, 1}, {1, m->h - 2}, {m->w - 2, m->h - 2}};
    for (int i = 3; i > 0; i--) {
        int j = (int)lp_rng_below(rng, (uint32_t)(i + 1));
        int tx = corners[i][0], ty = corners[i][1];
        corners[i][0] = corners[j][0];
        corners[i][1] = corners[j][1];
        corners[j][0] = tx;
        corners[j][1] = ty;
    }
    for (int c = 0; c < 4; c++) {
        int x = corners[c][0], y = corners[c][1], removed = 0;
        while (removed < threshold && filled[y][x]) {
            set_ground(m, x, y, MJ_WALL);
            filled[y][x] = 0;
            if (!reward_ok(m)) {
                set_ground(m, x, y, MJ_FLOOR); /* not valid: it would break a path */
                break;
            }
            removed++;
            int nx[4], ny[4], n = 0;
            for (int d = 0; d < 4; d++) {
                int ax = x + ddx[d], ay = y + ddy[d];
                if (mj_minimap_interior(m, ax, ay) && filled[ay][ax]) nx[n] = ax, ny[n++] = ay;
            }
            if (!n) break;
            int k = (int)lp_rng_below(rng, (uint32_t)n);
            x = nx[k];
            y = ny[k];
        }
    }
    /* The solution path, for the record: what EN reaches when solved. */
    uint8_t reach[MJ_MAX_H][MJ_MAX_W];
    mj_gen_reach(&m->solution, m->en_x, m->en_y, reach);
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++)
            m->path[y][x] = reach[y][x];
    return reward_ok(m);
}
