/* rules.c - a room's rule modules (paper 002, 2.3.1.2, Figs. 8-12, made exact in DUNGEON.md
 * 3.3): the room type's modules in order, each rule scanned tile by tile row by row, one
 * candidate picked by rng at a time until the prop's maximum is reached or no candidate is left.
 * Beyond the paper, a placement is undone when it would cut the room apart (Brogue's lake check):
 * the room's walkable tiles stay one region and every door, chest, key and terminal can be
 * reached. Also the gameplay items (a terminal, a key, the stairs) put on a floor tile. Integer
 * only, no allocation: the grids here are fixed arrays of DG_ROOM_MAX x DG_ROOM_MAX. Depends on
 * dungeon_gen.h (modes/dungeon for what is walkable) and the seeded rng. */
#include <string.h>

#include "dungeon/dungeon_gen.h"

#define CELLS (DG_ROOM_MAX * DG_ROOM_MAX)
#define NO_LIMIT CELLS /* more tiles than any grid has */

/* The four neighbours first (north, east, south, west), then the diagonals. */
static const int ddx[8] = {0, 1, 0, -1, 1, 1, -1, -1};
static const int ddy[8] = {-1, 0, 1, 0, -1, 1, 1, -1};

/* The tile at (x, y); outside the grid everything is empty. */
static int tile_at(const DgRoom *r, int x, int y)
{
    return x >= 0 && y >= 0 && x < r->w && y < r->h ? r->tiles[y][x] : DG_EMPTY;
}

/* The tiles around (x, y) as a mask of DgTile bits; reach 8 counts the diagonals, anything else
 * only the four sides. */
static unsigned around(const DgRoom *r, int x, int y, int reach)
{
    unsigned mask = 0;
    for (int i = 0; i < (reach == 8 ? 8 : 4); i++) mask |= 1u << tile_at(r, x + ddx[i], y + ddy[i]);
    return mask;
}

static int on_ring(const DgRoom *r, int x, int y) { return x == 0 || y == 0 || x == r->w - 1 || y == r->h - 1; }

static int is_corner(const DgRoom *r, int x, int y)
{
    return (x == 0 || x == r->w - 1) && (y == 0 || y == r->h - 1);
}

/* Tiles that must touch a walkable tile to be of any use: a door leads in, a chest, key or
 * terminal is used from beside it. */
static int needs_access(int tile)
{
    return tile == DG_DOOR || tile == DG_CHEST || tile == DG_KEY || tile == DG_TERMINAL;
}

/* Which of the room's tiles are walkable (dg_tile_walkable asked once per kind of tile). */
static int mark_walkable(const DgRoom *room, uint8_t walk[DG_ROOM_MAX][DG_ROOM_MAX])
{
    uint8_t kind[DG_TILE_COUNT];
    int n = 0;
    for (int t = 0; t < DG_TILE_COUNT; t++) kind[t] = (uint8_t)dg_tile_walkable((DgTile)t);
    memset(walk, 0, sizeof(uint8_t[DG_ROOM_MAX][DG_ROOM_MAX]));
    for (int y = 0; y < room->h; y++)
        for (int x = 0; x < room->w; x++) {
            int t = room->tiles[y][x];
            n += walk[y][x] = t < DG_TILE_COUNT && kind[t];
        }
    return n;
}

/* 1 when (x, y) has a walkable tile among its 4 neighbours inside the grid. */
static int has_walkable_side(const DgRoom *room, uint8_t walk[DG_ROOM_MAX][DG_ROOM_MAX], int x, int y)
{
    for (int i = 0; i < 4; i++) {
        int nx = x + ddx[i], ny = y + ddy[i];
        if (nx >= 0 && ny >= 0 && nx < room->w && ny < room->h && walk[ny][nx]) return 1;
    }
    return 0;
}

int dg_room_connected(const DgRoom *room)
{
    uint8_t walk[DG_ROOM_MAX][DG_ROOM_MAX], seen[DG_ROOM_MAX][DG_ROOM_MAX];
    int16_t stack[CELLS];
    int walkable = mark_walkable(room, walk), reached = 0, top = 0;
    memset(seen, 0, sizeof seen);
    /* The fill starts from the first walkable tile in reading order. */
    for (int at = 0; at < CELLS && top == 0; at++)
        if (walk[at / DG_ROOM_MAX][at % DG_ROOM_MAX]) {
            seen[at / DG_ROOM_MAX][at % DG_ROOM_MAX] = 1;
            stack[top++] = (int16_t)at;
        }
    /* Each tile is marked when pushed, so the stack never holds more than the grid. */
    while (top > 0) {
        int at = stack[--top], x = at % DG_ROOM_MAX, y = at / DG_ROOM_MAX;
        reached++;
        for (int i = 0; i < 4; i++) {
            int nx = x + ddx[i], ny = y + ddy[i];
            if (nx < 0 || ny < 0 || nx >= room->w || ny >= room->h || seen[ny][nx] || !walk[ny][nx]) continue;
            seen[ny][nx] = 1;
            stack[top++] = (int16_t)(ny * DG_ROOM_MAX + nx);
        }
    }
    if (reached != walkable) return 0;
    /* Out-of-grid neighbours are empty, which is not walkable: only the grid's tiles count. */
    for (int y = 0; y < room->h; y++)
        for (int x = 0; x < room->w; x++)
            if (needs_access(room->tiles[y][x]) && !has_walkable_side(room, walk, x, y)) return 0;
    return 1;
}

/* Tiles of this kind in the room's grid. */
static int count_tiles(const DgRoom *r, int tile)
{
    int n = 0;
    for (int y = 0; y < r->h; y++)
        for (int x = 0; x < r->w; x++) n += r->tiles[y][x] == tile;
    return n;
}

/* A rule that can change something: known tiles, a tile that differs from the one it goes on,
 * and never over a door (the room's doors list would no longer match its tiles). */
static int rule_runs(const DgRule *rule)
{
    return rule->place < DG_TILE_COUNT && rule->on < DG_TILE_COUNT && rule->place != rule->on &&
           rule->on != DG_DOOR;
}

/* 1 when (x, y) meets the rule and was not given up earlier in this rule. */
static int is_candidate(const DgRoom *r, const DgRule *rule, uint8_t dropped[DG_ROOM_MAX][DG_ROOM_MAX], int x,
                        int y)
{
    if (r->tiles[y][x] != rule->on || dropped[y][x]) return 0;
    if (rule->not_corner && is_corner(r, x, y)) return 0;
    /* A door leads out of the room, so it stands in the outer ring (the walls). */
    if (rule->place == DG_DOOR && (!on_ring(r, x, y) || is_corner(r, x, y))) return 0;
    unsigned mask = around(r, x, y, rule->reach);
    if (rule->next_to && !(mask & rule->next_to)) return 0;
    return !(mask & rule->not_next_to);
}

/* Marks every candidate of the rule; returns how many. */
static int mark_candidates(const DgRoom *r, const DgRule *rule, uint8_t dropped[DG_ROOM_MAX][DG_ROOM_MAX],
                           uint8_t cand[DG_ROOM_MAX][DG_ROOM_MAX])
{
    int n = 0;
    for (int y = 0; y < r->h; y++)
        for (int x = 0; x < r->w; x++) n += cand[y][x] = (uint8_t)is_candidate(r, rule, dropped, x, y);
    return n;
}

/* After a change at (x, y): only it and the 8 around it can have become or stopped being
 * candidates (a rule looks no further than its neighbours), so the marks stay exactly those of a
 * full scan. Returns the change in their count. */
static int remark_around(const DgRoom *r, const DgRule *rule, uint8_t dropped[DG_ROOM_MAX][DG_ROOM_MAX],
                         uint8_t cand[DG_ROOM_MAX][DG_ROOM_MAX], int x, int y)
{
    int delta = 0;
    for (int ny = y - 1; ny <= y + 1; ny++)
        for (int nx = x - 1; nx <= x + 1; nx++) {
            if (nx < 0 || ny < 0 || nx >= r->w || ny >= r->h) continue;
            int now = is_candidate(r, rule, dropped, nx, ny);
            delta += now - cand[ny][nx];
            cand[ny][nx] = (uint8_t)now;
        }
    return delta;
}

/* The k-th marked candidate in reading order (row by row). */
static void kth_candidate(const DgRoom *r, uint8_t cand[DG_ROOM_MAX][DG_ROOM_MAX], int k, int *x, int *y)
{
    for (int cy = 0; cy < r->h; cy++)
        for (int cx = 0; cx < r->w; cx++)
            if (cand[cy][cx] && k-- == 0) {
                *x = cx;
                *y = cy;
                return;
            }
}

/* How many tiles of this kind the room may hold: doors as many as asked (the type's prop_max for
 * doors does not count), other tiles the type's maximum, 0 meaning as many as fit. */
static int tile_limit(const DgRoomType *t, int tile, int doors)
{
    if (tile == DG_DOOR) return doors < DG_MAX_DOORS ? doors : DG_MAX_DOORS;
    return t->prop_max[tile] > 0 ? t->prop_max[tile] : NO_LIMIT;
}

/* A placement that could cut the room apart or leave a door, chest, key or terminal out of reach:
 * anything that changes what is walkable, or puts down a tile that must be reached. Walls and
 * torches on walls or empty tiles change nothing the check looks at. */
static int may_cut(int old_tile, int new_tile)
{
    return dg_tile_walkable((DgTile)old_tile) || dg_tile_walkable((DgTile)new_tile) || needs_access(new_tile);
}

/* A new door at (x, y) in the room's list; its side is the ring edge it stands in. */
static void add_door(DgRoom *r, int x, int y)
{
    DgSide side = y == 0 ? DG_NORTH : x == r->w - 1 ? DG_EAST : y == r->h - 1 ? DG_SOUTH : DG_WEST;
    if (r->door_count >= DG_MAX_DOORS) return; /* cannot happen: tile_limit caps the doors */
    r->doors[r->door_count++] = (DgDoor){.x = x, .y = y, .side = side, .to = -1, .corridor = -1};
}

/* One rule to its end: while the tile's limit is not reached and candidates remain, one picked by
 * rng (its rank in reading order) becomes the tile, then the candidates are found again (each
 * placement changes what its neighbours see). A placement that cuts the room is undone and its
 * tile dropped for this rule. */
static void run_rule(const DgRoomType *t, const DgRule *rule, DgRoom *room, int doors, LpRng *rng)
{
    uint8_t dropped[DG_ROOM_MAX][DG_ROOM_MAX], cand[DG_ROOM_MAX][DG_ROOM_MAX];
    int limit = tile_limit(t, rule->place, doors), have = count_tiles(room, rule->place);
    memset(dropped, 0, sizeof dropped);
    int n = mark_candidates(room, rule, dropped, cand);
    /* Ends: every turn either turns an `on` tile into another or drops one. */
    while (have < limit && n > 0) {
        int x = 0, y = 0;
        kth_candidate(room, cand, (int)lp_rng_below(rng, (uint32_t)n), &x, &y);
        int old = room->tiles[y][x];
        room->tiles[y][x] = rule->place;
        if (may_cut(old, rule->place) && !dg_room_connected(room)) {
            room->tiles[y][x] = (uint8_t)old;
            dropped[y][x] = 1;
        } else {
            have++;
            if (rule->place == DG_DOOR) add_door(room, x, y);
        }
        n += remark_around(room, rule, dropped, cand, x, y);
    }
}

/* The type's valid module indices sorted by (order, name); returns how many. */
static int sorted_modules(const DgFlowchart *f, const DgRoomType *t, int out[DG_MAX_TYPE_MODULES])
{
    int n = 0;
    int count = t->module_count < DG_MAX_TYPE_MODULES ? t->module_count : DG_MAX_TYPE_MODULES;
    for (int i = 0; i < count; i++)
        if (t->modules[i] < f->module_count && t->modules[i] < DG_MAX_MODULES) out[n++] = t->modules[i];
    /* Insertion sort: a handful of modules, and equal keys keep the type's listed order. */
    for (int i = 1; i < n; i++) {
        int m = out[i], j = i;
        const DgModule *a = &f->modules[m];
        while (j > 0) {
            const DgModule *b = &f->modules[out[j - 1]];
            if (b->order < a->order || (b->order == a->order && strncmp(b->name, a->name, DG_NAME) <= 0)) break;
            out[j] = out[j - 1];
            j--;
        }
        out[j] = m;
    }
    return n;
}

int dg_apply_modules(const DgFlowchart *f, DgRoom *room, int doors, LpRng *rng)
{
    if (room->type < 0 || room->type >= f->type_count || room->type >= DG_MAX_TYPES) return 0;
    const DgRoomType *t = &f->types[room->type];
    int order[DG_MAX_TYPE_MODULES];
    int n = sorted_modules(f, t, order);
    for (int i = 0; i < n; i++) {
        const DgModule *m = &f->modules[order[i]];
        int rules = m->rule_count < DG_MAX_RULES ? m->rule_count : DG_MAX_RULES;
        for (int k = 0; k < rules; k++)
            if (rule_runs(&m->rules[k])) run_rule(t, &m->rules[k], room, doors, rng);
    }
    for (int tile = 0; tile < DG_TILE_COUNT; tile++)
        if (count_tiles(room, tile) < t->prop_min[tile]) return 0;
    return room->door_count == doors;
}

/* A floor tile an item may go on: no door beside it (the item would stand in the doorway). */
static int item_spot(const DgRoom *r, int x, int y)
{
    return r->tiles[y][x] == DG_FLOOR && !(around(r, x, y, 4) & (1u << DG_DOOR));
}

int dg_place_item(DgRoom *room, DgTile tile, LpRng *rng)
{
    int16_t cand[CELLS];
    int n = 0;
    if ((int)tile < 0 || tile >= DG_TILE_COUNT) return 0;
    for (int y = 0; y < room->h; y++)
        for (int x = 0; x < room->w; x++)
            if (item_spot(room, x, y)) cand[n++] = (int16_t)(y * DG_ROOM_MAX + x);
    /* Fisher-Yates drawn one step at a time: the i-th spot tried is drawn from those left, and
     * the first that keeps the room connected is kept. */
    for (int i = 0; i < n; i++) {
        int j = i + (int)lp_rng_below(rng, (uint32_t)(n - i));
        int16_t swap = cand[i];
        cand[i] = cand[j];
        cand[j] = swap;
        int x = cand[i] % DG_ROOM_MAX, y = cand[i] / DG_ROOM_MAX;
        room->tiles[y][x] = (uint8_t)tile;
        if (dg_room_connected(room)) return 1;
        room->tiles[y][x] = DG_FLOOR;
    }
    return 0;
}
