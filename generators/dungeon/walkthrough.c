/* walkthrough.c - a way through a world, as a pupil walks it (dungeon_gen.h): from where the pupil
 * stands, the nearest thing that opens more of the dungeon (a key not yet held, the terminal of an
 * unsolved puzzle), walked to by a breadth-first search over what dg_passable lets through now,
 * each step taken by dg_step (so a locked door opens, a key is picked up, exactly as in the game);
 * at a terminal the puzzle counts as solved; when nothing is left to open, the stairs. Chests and
 * side rooms without keys are left. A teacher reads it as the dungeon's solution; the game's
 * end-to-end test walks it through the real input path. */
#include <stdlib.h>
#include <string.h>

#include "dungeon/dungeon_gen.h"

/* The first step toward the nearest tile for which goal() says yes, or -1 when none is reachable. */
static int first_step(const DgWorld *w, const DgExplorer *e, const int *ctx,
                      int (*goal)(const DgWorld *, const DgExplorer *, const int *, int, int))
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    int16_t from[DG_MAP_H][DG_MAP_W]; /* the first step that reached a tile, -1 unseen */
    int16_t queue[DG_MAP_W * DG_MAP_H][2];
    memset(from, 0xff, sizeof from);
    int head = 0, tail = 0;
    from[e->y][e->x] = 4;
    queue[tail][0] = (int16_t)e->x, queue[tail++][1] = (int16_t)e->y;
    while (head < tail) {
        int x = queue[head][0], y = queue[head++][1];
        if ((x != e->x || y != e->y) && goal(w, e, ctx, x, y)) return from[y][x];
        for (int d = 0; d < 4; d++) {
            int nx = x + dx[d], ny = y + dy[d];
            if (nx < 0 || ny < 0 || nx >= w->w || ny >= w->h || from[ny][nx] >= 0) continue;
            if (!dg_passable(w, e->keys, e->solved, nx, ny)) continue;
            from[ny][nx] = (int16_t)(from[y][x] == 4 ? d : from[y][x]);
            queue[tail][0] = (int16_t)nx, queue[tail++][1] = (int16_t)ny;
        }
    }
    return -1;
}

static int is_key(const DgWorld *w, const DgExplorer *e, const int *ctx, int x, int y)
{
    (void)ctx;
    int k = dg_world_key_at(w, x, y);
    return k >= 0 && !(e->keys >> k & 1u);
}

static int is_terminal(const DgWorld *w, const DgExplorer *e, const int *ctx, int x, int y)
{
    (void)ctx;
    int r = w->owner[y][x];
    int tx, ty;
    return r >= 0 && w->rooms[r].puzzle >= 0 && !(e->solved >> r & 1u) && dg_world_terminal(w, r, &tx, &ty) &&
           tx == x && ty == y;
}

static int is_stairs(const DgWorld *w, const DgExplorer *e, const int *ctx, int x, int y)
{
    (void)e, (void)ctx;
    return w->tile[y][x] == DG_STAIRS;
}

static int is_target(const DgWorld *w, const DgExplorer *e, const int *ctx, int x, int y)
{
    (void)w, (void)e;
    return x == ctx[0] && y == ctx[1];
}

int dg_step_toward(const DgWorld *w, const DgExplorer *e, int tx, int ty)
{
    if (tx < 0 || ty < 0 || tx >= w->w || ty >= w->h || (tx == e->x && ty == e->y)) return -1;
    int goal[2] = {tx, ty};
    int d = first_step(w, e, goal, is_target);
    if (d >= 0) return d;
    /* not walkable (a chest, a shut door, a wall): toward its nearest neighbour, then into it */
    int dist = abs(tx - e->x) + abs(ty - e->y);
    if (dist == 1) return tx > e->x ? DG_EAST : tx < e->x ? DG_WEST : ty > e->y ? DG_SOUTH : DG_NORTH;
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    for (int k = 0; k < 4; k++) {
        goal[0] = tx + dx[k], goal[1] = ty + dy[k];
        if (goal[0] == e->x && goal[1] == e->y) return (k + 2) % 4;
        if ((d = first_step(w, e, goal, is_target)) >= 0) return d;
    }
    return -1;
}

int dg_walkthrough(const DgWorld *w, DgWalkthrough *out)
{
    memset(out, 0, sizeof *out);
    DgExplorer e;
    dg_explorer_start(w, &e);
    while (!e.done && out->count < DG_WALK_MAX) {
        int d = first_step(w, &e, NULL, is_key);
        if (d < 0) d = first_step(w, &e, NULL, is_terminal);
        if (d < 0) d = first_step(w, &e, NULL, is_stairs);
        if (d < 0) return 0;
        DgStepped s;
        dg_step(w, &e, (DgSide)d, &s);
        if (s.event == DG_EV_BUMP || s.event == DG_EV_LOCKED || s.event == DG_EV_GATE_SHUT) return 0; /* cannot be */
        out->moves[out->count] = (int8_t)d;
        out->puzzle[out->count++] = (int8_t)(s.event == DG_EV_TERMINAL ? s.room : -1);
        if (s.event == DG_EV_TERMINAL) dg_solve(w, &e, s.room);
    }
    return e.done;
}
