/* metrics.c - a dungeon's shape in four numbers (metrics.h; DUNGEON.md 3.10), all in thousandths,
 * integer arithmetic only (rounded down), read from the world a pupil walks:
 *
 *   linearity       rooms on the main path (DgWorldRoom.main) * 1000 / rooms.
 *   backtracking    room re-entries on the complete walk * 1000 / rooms; -1 when there is none.
 *   density         walkable tiles * 1000 / the tiles of the bounding box of every non-empty tile.
 *   corridor_share  corridor tiles * 1000 / walkable tiles.
 *
 * Walkable tiles are those dg_tile_walkable says (floor, rug, door, terminal, key, stairs; a locked
 * door counts) inside the map; corridor tiles are the corridors' tiles (DgWorldCorridor) inside it.
 *
 * The complete walk, in the room graph: rooms are nodes; two rooms are joined when a door of one
 * leads to the other (DgWorldDoor room/to) or a corridor runs between them (its from/to). Passing
 * between two joined rooms needs every key that a door between them locks and every gate room
 * that a door between them waits for (a lock or gate blocks both ways, as dg_passable does). The
 * walker starts in the entrance holding nothing and keeps a stack of goals, first the exit room:
 *   1. When the top goal can be reached with the keys held and puzzles solved, the walker goes
 *      there by the shortest way (breadth first, rooms tried in index order), pops it, and solves
 *      the goal room's puzzle (the gate it opens is open from then on).
 *   2. Otherwise the walker takes the shortest way to the goal with every door open and finds its
 *      first blocked step. The first thing missing there becomes the new goal (pushed): the room
 *      where the lowest missing key lies, else the lowest missing gate's puzzle room. A goal that
 *      is already waiting on the stack, a key lying in no room, or no way at all: no complete walk.
 * Entering a room picks up every key lying in it (the start room's too). Each room entered that had
 * been entered before is one re-entry. So targets are visited in the order the way to the stairs
 * needs them; keys and puzzles that the way to the stairs never needs (a side room's puzzle, a key
 * whose door the walk never meets) are left. The walk is shortest leg by leg in that order, as
 * metazelda's key levels are walked, not over every order. */
#include <string.h>

#include "dungeon/metrics.h"

/* The room graph: who is joined to whom, and what passing between them needs. */
typedef struct Graph {
    int n;
    uint8_t joined[DG_MAX_ROOMS][DG_MAX_ROOMS];
    uint32_t keys[DG_MAX_ROOMS][DG_MAX_ROOMS];  /* bit k: key k needed */
    uint32_t gates[DG_MAX_ROOMS][DG_MAX_ROOMS]; /* bit r: room r's puzzle solved needed */
} Graph;

static int room_ok(const DgWorld *w, int r)
{
    return r >= 0 && r < w->room_count && r < DG_MAX_ROOMS;
}

static void build_graph(const DgWorld *w, Graph *g)
{
    memset(g, 0, sizeof *g);
    g->n = w->room_count < DG_MAX_ROOMS ? w->room_count : DG_MAX_ROOMS;
    for (int i = 0; i < w->door_count && i < DG_MAX_WORLD_DOORS; i++) {
        const DgWorldDoor *d = &w->doors[i];
        int a = d->room, b = d->to;
        if (!room_ok(w, a) || !room_ok(w, b) || a == b) continue;
        uint32_t k = d->lock > 0 && d->lock <= DG_MAX_KEYS ? 1u << (d->lock - 1) : 0;
        uint32_t s = room_ok(w, d->gate - 1) ? 1u << (d->gate - 1) : 0;
        g->joined[a][b] = g->joined[b][a] = 1;
        g->keys[a][b] |= k, g->keys[b][a] |= k;
        g->gates[a][b] |= s, g->gates[b][a] |= s;
    }
    for (int c = 0; c < w->corridor_count && c < DG_MAX_CORRIDORS; c++) {
        int a = w->corridors[c].from, b = w->corridors[c].to;
        if (room_ok(w, a) && room_ok(w, b) && a != b) g->joined[a][b] = g->joined[b][a] = 1;
    }
}

static int passable(const Graph *g, int a, int b, uint32_t keys, uint32_t solved, int all_open)
{
    if (!g->joined[a][b]) return 0;
    return all_open || (!(g->keys[a][b] & ~keys) && !(g->gates[a][b] & ~solved));
}

/* The shortest way from `from` to `to` (rooms tried in index order): path[0] = from .. path[n-1] =
 * to. Returns n, or 0 when there is none. */
static int shortest(const Graph *g, int from, int to, uint32_t keys, uint32_t solved, int all_open,
                    int path[DG_MAX_ROOMS])
{
    int prev[DG_MAX_ROOMS], queue[DG_MAX_ROOMS], head = 0, tail = 0;
    for (int i = 0; i < g->n; i++)
        prev[i] = -2;
    prev[from] = -1;
    queue[tail++] = from;
    while (head < tail && prev[to] == -2) {
        int a = queue[head++];
        for (int b = 0; b < g->n; b++)
            if (prev[b] == -2 && passable(g, a, b, keys, solved, all_open)) prev[b] = a, queue[tail++] = b;
    }
    if (prev[to] == -2) return 0;
    int n = 0;
    for (int r = to; r >= 0; r = prev[r])
        n++;
    int i = n;
    for (int r = to; r >= 0; r = prev[r])
        path[--i] = r;
    return n;
}

/* The room whose rectangle holds (x, y), or -1. */
static int room_holding(const DgWorld *w, int x, int y)
{
    for (int r = 0; r < w->room_count && r < DG_MAX_ROOMS; r++) {
        const DgWorldRoom *rm = &w->rooms[r];
        if (x >= rm->x && y >= rm->y && x < rm->x + rm->w && y < rm->y + rm->h) return r;
    }
    return -1;
}

/* The re-entries of the complete walk (the top of this file), or -1 when there is none. */
static int complete_walk(const DgWorld *w)
{
    Graph g;
    build_graph(w, &g);
    if (!room_ok(w, w->entrance) || !room_ok(w, w->exit) || g.n == 0) return -1;
    int key_room[DG_MAX_KEYS];
    for (int k = 0; k < DG_MAX_KEYS; k++)
        key_room[k] = k < w->key_count ? room_holding(w, w->keys[k].x, w->keys[k].y) : -1;
    uint32_t keys = 0, solved = 0, entered = 0;
    int reentries = 0, here = w->entrance;
    int stack[DG_MAX_ROOMS + 1], top = 0, path[DG_MAX_ROOMS];
    stack[top++] = w->exit;
    entered |= 1u << here;
    for (int k = 0; k < w->key_count && k < DG_MAX_KEYS; k++)
        if (key_room[k] == here) keys |= 1u << k;
    /* Each push waits on a goal not on the stack, and each pop gains a key or a solve for good, so
     * this ends; the bound is a guard. */
    for (int guard = 0; top > 0; guard++) {
        if (guard > 4 * (DG_MAX_ROOMS + DG_MAX_KEYS)) return -1;
        int goal = stack[top - 1];
        int n = shortest(&g, here, goal, keys, solved, 0, path);
        if (n > 0) {
            for (int i = 1; i < n; i++) {
                int r = path[i];
                if (entered >> r & 1u) reentries++;
                entered |= 1u << r;
                for (int k = 0; k < w->key_count && k < DG_MAX_KEYS; k++)
                    if (key_room[k] == r) keys |= 1u << k;
            }
            here = goal;
            solved |= 1u << goal;
            top--;
            continue;
        }
        n = shortest(&g, here, goal, keys, solved, 1, path);
        if (n < 2) return -1;
        int i = 0;
        while (i + 1 < n && passable(&g, path[i], path[i + 1], keys, solved, 0))
            i++;
        if (i + 1 >= n) return -1;
        uint32_t need_keys = g.keys[path[i]][path[i + 1]] & ~keys;
        uint32_t need_gates = g.gates[path[i]][path[i + 1]] & ~solved;
        int next = -1;
        if (need_keys) {
            int k = 0;
            while (!(need_keys >> k & 1u))
                k++;
            next = key_room[k];
        } else if (need_gates) {
            int r = 0;
            while (!(need_gates >> r & 1u))
                r++;
            next = r;
        }
        for (int s = 0; s < top; s++)
            if (stack[s] == next) next = -1;
        if (next < 0 || top > DG_MAX_ROOMS) return -1;
        stack[top++] = next;
    }
    return reentries;
}

void dg_metrics(const DgWorld *w, DgMetrics *out)
{
    memset(out, 0, sizeof *out);
    out->rooms = w->room_count;
    for (int r = 0; r < w->room_count && r < DG_MAX_ROOMS; r++)
        out->main_rooms += w->rooms[r].main != 0;
    int width = w->w < DG_MAP_W ? w->w : DG_MAP_W, height = w->h < DG_MAP_H ? w->h : DG_MAP_H;
    int x0 = width, y0 = height, x1 = -1, y1 = -1;
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++) {
            DgTile t = (DgTile)w->tile[y][x];
            if (t == DG_EMPTY) continue;
            out->floor_tiles += dg_tile_walkable(t);
            if (x < x0) x0 = x;
            if (x > x1) x1 = x;
            if (y < y0) y0 = y;
            if (y > y1) y1 = y;
        }
    for (int c = 0; c < w->corridor_count && c < DG_MAX_CORRIDORS; c++)
        for (int i = 0; i < w->corridors[c].count && i < DG_CORRIDOR_MAX; i++) {
            int x = w->corridors[c].tiles[i][0], y = w->corridors[c].tiles[i][1];
            out->corridor_tiles += x >= 0 && y >= 0 && x < width && y < height;
        }
    if (out->rooms > 0) out->linearity = out->main_rooms * 1000 / out->rooms;
    if (x1 >= 0) out->density = out->floor_tiles * 1000 / ((x1 - x0 + 1) * (y1 - y0 + 1));
    if (out->floor_tiles > 0) out->corridor_share = out->corridor_tiles * 1000 / out->floor_tiles;
    int reentries = complete_walk(w);
    out->backtracking = reentries < 0 ? -1 : out->rooms > 0 ? reentries * 1000 / out->rooms : 0;
}
