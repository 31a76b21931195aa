/* alternative_paths.c - generator 4's step 5b: the paper's path "fluidity" made to do what paper
 * 000 says it does ("This allows levels to have alternative working equally difficult solutions,
 * of the same length as the provided solution code"). After the maze path (paths.c), one
 * mini-map in two whose object takes a single Move or Rotate command is opened for one of that
 * command's alternatives - another of the four moves, or turning the other way - picked at
 * random among those that can be opened: walls the path step put on free tiles (MjMiniMap.closed)
 * become the ground the object needs where the alternative takes it (floor under a high object,
 * the gap under a low one), then floor where the avatar must walk to cross: from EN to a tile
 * the alternative makes walkable, then from EX to it without touching what the start reaches, on
 * as few walls as possible (0-1 breadth-first searches). Kept only when the start still does not cross (the
 * puzzle is still needed), the solution still crosses and reaches the shape's path tiles, and
 * the alternative crosses; else the mini-map is as the path step left it. Every world is judged
 * by the game's own rules (mj_move, mj_rotate, mj_settle). Depends on mays_build.h and mays.h. */
#include <string.h>

#include "mays_build.h"

static const int ddx[4] = {0, 1, 0, -1};
static const int ddy[4] = {-1, 0, 1, 0};

#define MAX_ALTERNATIVES 3

/* One alternative of the object's command: a move's direction (MjDir) or a rotation's way (1 right). */
typedef struct Alternative {
    int rotate;
    int value;
} Alternative;

/* A wall the path step closed becomes ground g in both maps (and in w, the alternative's world). */
static void open_tile(MjMiniMap *m, MjWorld *w, int x, int y, int g)
{
    m->solution.ground[y][x] = m->initial.ground[y][x] = w->ground[y][x] = (uint8_t)g;
    m->closed[y][x] = 0;
}

/* The ground an object of this height needs on (x,y), opened when the path step closed it. */
static void make_room(MjMiniMap *m, MjWorld *w, int x, int y, int high)
{
    if (mj_minimap_interior(m, x, y) && m->closed[y][x] && !m->keep[y][x])
        open_tile(m, w, x, y, high ? MJ_FLOOR : MJ_VOID);
}

/* The object's command, n times, as the alternative: into w (a copy of the start), making room. */
static int run_alternative(MjMiniMap *m, MjWorld *w, const MjAction *act, Alternative alt)
{
    char why[160];
    MjObject *o = &w->objects[m->object];
    for (int k = 0; k < act->n; k++) {
        if (alt.rotate) {
            if (o->kind == MJ_LBLOCK) {
                int xs[3], ys[3];
                mj_gen_turned_tiles(o, alt.value, xs, ys);
                for (int t = 1; t < 3; t++)
                    make_room(m, w, xs[t], ys[t], o->high);
            }
            if (!mj_rotate(w, m->object, alt.value, why, sizeof why)) return 0;
        } else {
            make_room(m, w, o->x + ddx[alt.value], o->y + ddy[alt.value], o->high);
            if (!mj_move(w, m->object, (MjDir)alt.value, why, sizeof why)) return 0;
        }
    }
    mj_settle(w);
    return 1;
}

/* 0-1 breadth-first search from (x0,y0) over the mini-map: a tile walkable in the alternative's
 * world (walk) costs nothing, a closed wall off the objects' tiles one (it would become floor); a
 * tile in avoid is never entered. dist -1 where it can't go; from, the step that reached a tile. */
static void search(const MjMiniMap *m, const uint8_t walk[MJ_MAX_H][MJ_MAX_W],
                   const uint8_t avoid[MJ_MAX_H][MJ_MAX_W], int x0, int y0, int dist[MJ_MAX_H][MJ_MAX_W],
                   int8_t from[MJ_MAX_H][MJ_MAX_W])
{
    for (int y = 0; y < MJ_MAX_H; y++)
        for (int x = 0; x < MJ_MAX_W; x++) {
            dist[y][x] = -1;
            from[y][x] = -1;
        }
    /* A deque in a ring: cost-0 steps go to the front, cost-1 steps to the back. */
    enum { RING = MJ_MAX_W * MJ_MAX_H * 4 };
    int qx[RING], qy[RING], qd[RING], head = 0, tail = 0;
    qx[tail] = x0;
    qy[tail] = y0;
    qd[tail] = 0;
    tail++;
    dist[y0][x0] = 0;
    while (head != tail) {
        int cx = qx[head], cy = qy[head], cd = qd[head];
        head = (head + 1) % RING;
        if (cd != dist[cy][cx]) continue; /* a stale entry */
        for (int dir = 0; dir < 4; dir++) {
            int nx = cx + ddx[dir], ny = cy + ddy[dir];
            if (nx < 0 || ny < 0 || nx >= m->w || ny >= m->h) continue;
            int cost = avoid[ny][nx]                                                             ? -1
                       : walk[ny][nx]                                                            ? 0
                       : mj_minimap_interior(m, nx, ny) && m->closed[ny][nx] && !m->keep[ny][nx] ? 1
                                                                                                 : -1;
            int nd = cd + cost;
            if (cost < 0 || (dist[ny][nx] >= 0 && dist[ny][nx] <= nd)) continue;
            dist[ny][nx] = nd;
            from[ny][nx] = (int8_t)dir;
            if (cost == 0) {
                head = (head + RING - 1) % RING;
                qx[head] = nx;
                qy[head] = ny;
                qd[head] = nd;
            } else {
                qx[tail] = nx;
                qy[tail] = ny;
                qd[tail] = nd;
                tail = (tail + 1) % RING;
            }
        }
    }
}

/* Floor on the closed walls of the search's way back from (x,y) to its start. */
static void open_back(MjMiniMap *m, MjWorld *w, const uint8_t walk[MJ_MAX_H][MJ_MAX_W],
                      const int8_t from[MJ_MAX_H][MJ_MAX_W], int x, int y)
{
    for (int guard = 0; from[y][x] >= 0 && guard < MJ_MAX_W * MJ_MAX_H; guard++) {
        if (!walk[y][x]) open_tile(m, w, x, y, MJ_FLOOR);
        int dir = from[y][x];
        x -= ddx[dir];
        y -= ddy[dir];
    }
}

/* What step 5b keeps: the alternative crosses, the start still does not, the solution still does
 * and still reaches the shape's path tiles. */
static int keeps(const MjMiniMap *m, const MjWorld *w)
{
    return mj_minimap_crossable(m, w) && !mj_minimap_crossable(m, &m->initial) &&
           mj_minimap_crossable(m, &m->solution) && mj_minimap_reaches_shape(m);
}

#define KEYS_TRIED 6

/* The avatar's way across w (the alternative's world), on the fewest closed walls, through a key:
 * a tile the alternative makes walkable and the start does not have. First EN to the key; then
 * EX to the key without touching what the start reaches from EN, nor opening a wall beside it
 * (else the start would cross without the key). The closest KEYS_TRIED keys are tried in turn
 * until one keeps (keeps()). 0 when none does (m and w as they were). */
static int open_way(MjMiniMap *m, MjWorld *w)
{
    uint8_t walk[MJ_MAX_H][MJ_MAX_W], start[MJ_MAX_H][MJ_MAX_W], none[MJ_MAX_H][MJ_MAX_W];
    mj_gen_walk(w, walk);
    mj_gen_walk(&m->initial, start);
    walk[m->ex_y][m->ex_x] = 1;
    memset(none, 0, sizeof none);
    int from_en[MJ_MAX_H][MJ_MAX_W], from_ex[MJ_MAX_H][MJ_MAX_W];
    int8_t back_en[MJ_MAX_H][MJ_MAX_W], back_ex[MJ_MAX_H][MJ_MAX_W];
    search(m, walk, none, m->en_x, m->en_y, from_en, back_en);
    uint8_t tried[MJ_MAX_H][MJ_MAX_W];
    memset(tried, 0, sizeof tried);
    const MjMiniMap map_before = *m;
    const MjWorld world_before = *w;
    for (int k = 0; k < KEYS_TRIED; k++) {
        int best = -1, kx = 0, ky = 0;
        for (int y = 1; y < m->h - 1; y++)
            for (int x = 1; x < m->w - 1; x++) {
                if (tried[y][x] || !walk[y][x] || start[y][x] || from_en[y][x] < 0) continue;
                if (best < 0 || from_en[y][x] < best) best = from_en[y][x], kx = x, ky = y;
            }
        if (best < 0) return 0;
        tried[ky][kx] = 1;
        open_back(m, w, walk, back_en, kx, ky);
        /* What the start reaches now, and the walls beside it: the EX half keeps off them. */
        uint8_t reach[MJ_MAX_H][MJ_MAX_W], avoid[MJ_MAX_H][MJ_MAX_W];
        mj_gen_reach(&m->initial, m->en_x, m->en_y, reach);
        memset(avoid, 0, sizeof avoid);
        for (int y = 0; y < m->h; y++)
            for (int x = 0; x < m->w; x++) {
                if (!reach[y][x]) continue;
                avoid[y][x] = 1;
                for (int d = 0; d < 4; d++) {
                    int nx = x + ddx[d], ny = y + ddy[d];
                    if (nx >= 0 && ny >= 0 && nx < m->w && ny < m->h && !walk[ny][nx]) avoid[ny][nx] = 1;
                }
            }
        avoid[ky][kx] = 0;
        search(m, walk, avoid, m->ex_x, m->ex_y, from_ex, back_ex);
        if (from_ex[ky][kx] >= 0) {
            open_back(m, w, walk, back_ex, kx, ky);
            if (keeps(m, w)) return 1;
        }
        *m = map_before;
        *w = world_before;
    }
    return 0;
}

/* The alternatives of the object's one command; 0 when it has none here. */
static int alternatives_of(const MjMiniMap *m, const MjCodeObject *obj, Alternative out[MAX_ALTERNATIVES])
{
    const MjAction *act = mj_gen_single_action(obj);
    if (!act) return 0;
    if (m->family == MJ_FAM_BLOCK_ROTATE && !strcmp(act->command, "Rotate")) {
        out[0] = (Alternative){.rotate = 1, .value = strcmp(act->arg, "right") != 0};
        return 1;
    }
    if (m->family != MJ_FAM_BLOCK_MOVE && m->family != MJ_FAM_STATUE_MOVE) return 0;
    int own = mj_gen_move_dir(act->command), n = 0;
    if (own < 0) return 0;
    for (int d = 0; d < 4; d++)
        if (d != own) out[n++] = (Alternative){.rotate = 0, .value = d};
    return n;
}

int mj_open_alternative(MjMiniMap *m, const MjCodeObject *obj, LpRng *rng)
{
    Alternative alts[MAX_ALTERNATIVES];
    int n = m->kind == MJ_SHAPE_MAZE ? alternatives_of(m, obj, alts) : 0;
    if (n == 0 || lp_rng_below(rng, 2) != 0) return 0;
    for (int i = n - 1; i > 0; i--) { /* tried in a random order */
        int j = (int)lp_rng_below(rng, (uint32_t)(i + 1));
        Alternative t = alts[i];
        alts[i] = alts[j];
        alts[j] = t;
    }
    MjMiniMap before = *m;
    for (int i = 0; i < n; i++) {
        MjWorld w = m->initial;
        if (run_alternative(m, &w, &obj->actions[0], alts[i]) && (keeps(m, &w) || open_way(m, &w))) return 1;
        *m = before;
    }
    return 0;
}
