/* dungeon.c - the dungeon's rules (dungeon.h): tiles, the world's index, passing doors and gates,
 * what can be reached, and one step of a pupil. */
#include <string.h>

#include "modes/dungeon/dungeon.h"

static const char *const tile_names[DG_TILE_COUNT] = {
    "empty", "floor", "wall", "door", "torch", "pillar", "statue", "plant", "rug", "chest", "terminal", "key", "stairs",
};
static const char tile_chars[DG_TILE_COUNT + 1] = " .#+!O&%=CTk>";

const char *dg_tile_name(DgTile tile) { return (int)tile >= 0 && tile < DG_TILE_COUNT ? tile_names[tile] : "?"; }

int dg_tile_named(const char *name)
{
    for (int i = 0; i < DG_TILE_COUNT; i++)
        if (name && !strcmp(name, tile_names[i])) return i;
    return -1;
}

int dg_tile_walkable(DgTile tile)
{
    return tile == DG_FLOOR || tile == DG_RUG || tile == DG_DOOR || tile == DG_TERMINAL || tile == DG_KEY ||
           tile == DG_STAIRS;
}

char dg_tile_char(DgTile tile) { return (int)tile >= 0 && tile < DG_TILE_COUNT ? tile_chars[tile] : '?'; }

int dg_tile_of_char(char c)
{
    for (int i = 0; i < DG_TILE_COUNT; i++)
        if (tile_chars[i] == c) return i;
    return -1;
}

void dg_side_step(DgSide s, int *dx, int *dy)
{
    static const int step[4][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    *dx = step[s & 3][0];
    *dy = step[s & 3][1];
}

/* ---- the world's index ---- */

static int on_map(const DgWorld *w, int x, int y) { return x >= 0 && y >= 0 && x < w->w && y < w->h; }

void dg_world_index(DgWorld *w)
{
    memset(w->owner, DG_OWNER_NONE, sizeof w->owner);
    for (int i = 0; i < w->room_count; i++) {
        const DgWorldRoom *r = &w->rooms[i];
        for (int y = r->y; y < r->y + r->h; y++)
            for (int x = r->x; x < r->x + r->w; x++)
                if (x >= 0 && y >= 0 && x < DG_MAP_W && y < DG_MAP_H) w->owner[y][x] = (int8_t)i;
    }
    for (int c = 0; c < w->corridor_count; c++)
        for (int i = 0; i < w->corridors[c].count; i++) {
            int x = w->corridors[c].tiles[i][0], y = w->corridors[c].tiles[i][1];
            if (x >= 0 && y >= 0 && x < DG_MAP_W && y < DG_MAP_H) w->owner[y][x] = DG_OWNER_CORRIDOR;
        }
    w->chest_count = 0;
    for (int y = 0; y < w->h && y < DG_MAP_H; y++)
        for (int x = 0; x < w->w && x < DG_MAP_W; x++)
            if (w->tile[y][x] == DG_CHEST && w->chest_count < DG_MAX_CHESTS) {
                w->chests[w->chest_count][0] = (int16_t)x;
                w->chests[w->chest_count][1] = (int16_t)y;
                w->chest_count++;
            }
}

int dg_world_door_at(const DgWorld *w, int x, int y)
{
    for (int i = 0; i < w->door_count; i++)
        if (w->doors[i].x == x && w->doors[i].y == y) return i;
    return -1;
}

int dg_world_key_at(const DgWorld *w, int x, int y)
{
    for (int k = 0; k < w->key_count; k++)
        if (w->keys[k].x == x && w->keys[k].y == y) return k;
    return -1;
}

int dg_world_terminal(const DgWorld *w, int room, int *x, int *y)
{
    if (room < 0 || room >= w->room_count) return 0;
    const DgWorldRoom *r = &w->rooms[room];
    for (int ty = r->y; ty < r->y + r->h; ty++)
        for (int tx = r->x; tx < r->x + r->w; tx++)
            if (on_map(w, tx, ty) && w->tile[ty][tx] == DG_TERMINAL) {
                *x = tx, *y = ty;
                return 1;
            }
    return 0;
}

/* ---- walking ---- */

/* Why (x, y) cannot be stood on (a DgEvent), or DG_EV_MOVED when it can; *door the door there (a
 * door tile no door names, which neither the generator nor the level file makes, is open). */
static DgEvent blocked(const DgWorld *w, uint32_t keys, uint32_t solved, int x, int y, int *door)
{
    *door = -1;
    if (!on_map(w, x, y) || !dg_tile_walkable((DgTile)w->tile[y][x])) return DG_EV_BUMP;
    if (w->tile[y][x] != DG_DOOR) return DG_EV_MOVED;
    int d = *door = dg_world_door_at(w, x, y);
    if (d < 0) return DG_EV_MOVED;
    const DgWorldDoor *dd = &w->doors[d];
    if (dd->lock && !(keys >> (dd->lock - 1) & 1u)) return DG_EV_LOCKED;
    if (dd->gate && !(solved >> (dd->gate - 1) & 1u)) return DG_EV_GATE_SHUT;
    return DG_EV_MOVED;
}

int dg_passable(const DgWorld *w, uint32_t keys, uint32_t solved, int x, int y)
{
    int door;
    return blocked(w, keys, solved, x, y, &door) == DG_EV_MOVED;
}

void dg_reachable(const DgWorld *w, uint32_t keys, uint32_t solved, uint8_t seen[DG_MAP_H][DG_MAP_W])
{
    static const int step[4][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    int16_t queue[DG_MAP_H * DG_MAP_W][2]; /* 36 KiB */
    memset(seen, 0, sizeof(uint8_t[DG_MAP_H][DG_MAP_W]));
    if (!dg_passable(w, keys, solved, w->start_x, w->start_y)) return;
    int head = 0, tail = 0;
    seen[w->start_y][w->start_x] = 1;
    queue[tail][0] = (int16_t)w->start_x, queue[tail][1] = (int16_t)w->start_y, tail++;
    while (head < tail) {
        int x = queue[head][0], y = queue[head][1];
        head++;
        for (int s = 0; s < 4; s++) {
            int nx = x + step[s][0], ny = y + step[s][1];
            if (!on_map(w, nx, ny) || seen[ny][nx] || !dg_passable(w, keys, solved, nx, ny)) continue;
            seen[ny][nx] = 1;
            queue[tail][0] = (int16_t)nx, queue[tail][1] = (int16_t)ny, tail++;
        }
    }
}

static int room_at(const DgWorld *w, int x, int y) { return on_map(w, x, y) ? w->owner[y][x] : DG_OWNER_NONE; }

void dg_explorer_start(const DgWorld *w, DgExplorer *e)
{
    memset(e, 0, sizeof *e);
    e->x = w->start_x;
    e->y = w->start_y;
    e->facing = DG_SOUTH;
    int room = room_at(w, e->x, e->y);
    e->room = room >= 0 ? room : -1;
    if (room >= 0) e->visited = 1u << room;
}

DgEvent dg_step(const DgWorld *w, DgExplorer *e, DgSide dir, DgStepped *out)
{
    *out = (DgStepped){.key = -1, .room = -1, .puzzle = -1, .chest = -1, .door = -1, .entered = -1};
    if (e->done) return out->event = DG_EV_NONE;
    int dx, dy;
    e->facing = (DgSide)(dir & 3);
    dg_side_step(dir, &dx, &dy);
    int x = e->x + dx, y = e->y + dy, door;
    DgEvent ev = blocked(w, e->keys, e->solved, x, y, &door);
    out->door = door;
    if (ev == DG_EV_BUMP && on_map(w, x, y) && w->tile[y][x] == DG_CHEST) {
        for (int c = 0; c < w->chest_count; c++)
            if (w->chests[c][0] == x && w->chests[c][1] == y && !(e->chests >> c & 1u)) {
                e->chests |= 1ull << c;
                out->chest = c;
                return out->event = DG_EV_CHEST;
            }
        return out->event = DG_EV_BUMP;
    }
    if (ev == DG_EV_LOCKED) out->key = w->doors[door].lock - 1;
    if (ev == DG_EV_GATE_SHUT) out->room = w->doors[door].gate - 1;
    if (ev != DG_EV_MOVED) return out->event = ev;
    e->x = x, e->y = y;
    e->steps++;
    if (door >= 0 && w->doors[door].lock && !e->unlocked[door]) {
        e->unlocked[door] = 1;
        out->key = w->doors[door].lock - 1;
        ev = DG_EV_UNLOCKED;
    }
    int room = room_at(w, x, y);
    e->room = room >= 0 ? room : -1;
    if (room >= 0 && !(e->visited >> room & 1u)) {
        e->visited |= 1u << room;
        out->entered = room;
    }
    int k = w->tile[y][x] == DG_KEY ? dg_world_key_at(w, x, y) : -1;
    if (k >= 0 && !(e->keys >> k & 1u)) {
        e->keys |= 1u << k;
        out->key = k;
        ev = DG_EV_KEY;
    } else if (w->tile[y][x] == DG_TERMINAL && room >= 0 && w->rooms[room].puzzle >= 0 && !(e->solved >> room & 1u)) {
        out->room = room;
        out->puzzle = w->rooms[room].puzzle;
        ev = DG_EV_TERMINAL;
    } else if (w->tile[y][x] == DG_STAIRS) {
        e->done = 1;
        ev = DG_EV_STAIRS;
    }
    return out->event = ev;
}

void dg_solve(const DgWorld *w, DgExplorer *e, int room)
{
    if (room >= 0 && room < w->room_count) e->solved |= 1u << room;
}

static int bits(uint64_t v)
{
    int n = 0;
    for (; v; v &= v - 1) n++;
    return n;
}

int dg_rooms_visited(const DgExplorer *e) { return bits(e->visited); }
int dg_chests_opened(const DgExplorer *e) { return bits(e->chests); }
