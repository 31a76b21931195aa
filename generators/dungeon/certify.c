/* certify.c - every dungeon checked before a pupil sees it, on the world the pupil walks
 * (modes/dungeon/dungeon.h) and by the same rule the game steps by (dg_reachable): no two rooms or
 * corridors on one tile; every room reachable from the entrance, walking, picking up the keys
 * found and opening each gate once its terminal is reached (the puzzle behind it certified by its
 * own mode); no key behind the door it opens; every room one walkable region; the stairs reached.
 * The paper leaves quality to its rules' corner cases; a pupil must never be stuck. */
#include <string.h>

#include "dungeon/dungeon_gen.h"

static int inside(const DgWorld *w, int x, int y) { return x >= 0 && y >= 0 && x < w->w && y < w->h; }

static int count_overlaps(const DgWorld *w)
{
    uint8_t claims[DG_MAP_H][DG_MAP_W];
    memset(claims, 0, sizeof claims);
    int overlaps = 0;
    for (int i = 0; i < w->room_count; i++) {
        const DgWorldRoom *r = &w->rooms[i];
        for (int y = r->y; y < r->y + r->h; y++)
            for (int x = r->x; x < r->x + r->w; x++)
                if (!inside(w, x, y) || claims[y][x]++) overlaps++;
    }
    for (int c = 0; c < w->corridor_count; c++)
        for (int i = 0; i < w->corridors[c].count; i++) {
            int x = w->corridors[c].tiles[i][0], y = w->corridors[c].tiles[i][1];
            if (!inside(w, x, y) || claims[y][x]++) overlaps++;
        }
    return overlaps;
}

/* A room whole by the rule its rule modules kept while it was furnished (dg_room_connected): its
 * walkable tiles one region, every door, key, chest and terminal beside one of them. */
static int room_whole(const DgWorld *w, int room)
{
    const DgWorldRoom *r = &w->rooms[room];
    DgRoom grid;
    if (r->w > DG_ROOM_MAX || r->h > DG_ROOM_MAX || r->w < 1 || r->h < 1) return 0;
    memset(&grid, 0, sizeof grid);
    grid.w = r->w, grid.h = r->h;
    for (int y = 0; y < r->h; y++)
        for (int x = 0; x < r->w; x++)
            grid.tiles[y][x] = inside(w, r->x + x, r->y + y) ? w->tile[r->y + y][r->x + x] : DG_EMPTY;
    return dg_room_connected(&grid);
}

/* A puzzle room can be passed when its puzzle is certified (or not made yet: a layout alone). */
static int puzzle_ok(const DgWorld *w, int room)
{
    int p = w->rooms[room].puzzle;
    return p < 0 || w->puzzles[p].verified;
}

/* Walk from the start until nothing new opens: keys picked up (never `banned`, key index + 1),
 * gates opened once their terminal is reached. Returns the keys held; seen what was reached. */
static uint32_t explore(const DgWorld *w, int banned, uint8_t seen[DG_MAP_H][DG_MAP_W], uint32_t *solved_out)
{
    uint32_t keys = 0, solved = 0;
    for (int changed = 1; changed;) {
        changed = 0;
        dg_reachable(w, keys, solved, seen);
        for (int k = 0; k < w->key_count; k++)
            if (k + 1 != banned && !(keys >> k & 1u) && inside(w, w->keys[k].x, w->keys[k].y) &&
                seen[w->keys[k].y][w->keys[k].x])
                keys |= 1u << k, changed = 1;
        for (int r = 0; r < w->room_count; r++) {
            int tx, ty;
            if (!(solved >> r & 1u) && dg_world_terminal(w, r, &tx, &ty) && seen[ty][tx] && puzzle_ok(w, r))
                solved |= 1u << r, changed = 1;
        }
    }
    if (solved_out) *solved_out = solved;
    return keys;
}

static int room_reached(const DgWorld *w, int room, uint8_t seen[DG_MAP_H][DG_MAP_W])
{
    const DgWorldRoom *r = &w->rooms[room];
    for (int y = r->y; y < r->y + r->h; y++)
        for (int x = r->x; x < r->x + r->w; x++)
            if (inside(w, x, y) && seen[y][x] && dg_tile_walkable((DgTile)w->tile[y][x])) return 1;
    return 0;
}

void dg_certify(const DgWorld *w, DgCertificate *out)
{
    uint8_t seen[DG_MAP_H][DG_MAP_W];
    *out = (DgCertificate){0};
    out->overlaps = count_overlaps(w);
    for (int i = 0; i < w->room_count; i++) out->rooms_cut += !room_whole(w, i);
    for (int p = 0; p < w->puzzle_count; p++) out->puzzles_unverified += !w->puzzles[p].verified;
    if (w->entrance < 0 || w->room_count == 0) {
        out->unreachable = w->room_count;
        return;
    }
    explore(w, 0, seen, NULL);
    for (int i = 0; i < w->room_count; i++) out->unreachable += !room_reached(w, i, seen);
    for (int y = 0; y < w->h; y++)
        for (int x = 0; x < w->w; x++)
            if (w->tile[y][x] == DG_STAIRS && seen[y][x]) out->exit_reached = 1;
    /* each key found without its own door's help */
    for (int k = 0; k < w->key_count; k++) {
        explore(w, k + 1, seen, NULL);
        if (!inside(w, w->keys[k].x, w->keys[k].y) || !seen[w->keys[k].y][w->keys[k].x]) out->keys_behind_lock++;
    }
    out->ok = !out->overlaps && !out->unreachable && !out->keys_behind_lock && !out->rooms_cut && out->exit_reached &&
              !out->puzzles_unverified;
}
