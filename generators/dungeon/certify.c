/* certify.c - every dungeon checked by its own rules before a pupil sees it, tile by tile: no two
 * rooms or corridors on one tile; every room reachable from the entrance, walking, picking up the
 * keys found and opening each gate once its puzzle room is reached (its puzzle is certified by
 * its own mode); no key behind the door it opens; every room one walkable region; the stairs
 * reached. The paper leaves quality to its rules' corner cases; a pupil must never be stuck. */
#include <string.h>

#include "dungeon/dungeon_gen.h"

/* The map as the pupil walks it. */
typedef struct Walk {
    uint8_t walk[DG_MAP_H][DG_MAP_W];  /* 1 walkable */
    uint8_t lock[DG_MAP_H][DG_MAP_W];  /* key index + 1 a door needs */
    int8_t gate[DG_MAP_H][DG_MAP_W];   /* the room whose puzzle opens it, + 1 */
    int8_t room[DG_MAP_H][DG_MAP_W];   /* the room a tile is in, -1 a corridor or none */
    uint8_t seen[DG_MAP_H][DG_MAP_W];
    int16_t queue[DG_MAP_H * DG_MAP_W][2];
} Walk;

static void build(const DgDungeon *d, Walk *w)
{
    memset(w, 0, sizeof *w);
    memset(w->room, -1, sizeof w->room);
    for (int i = 0; i < d->room_count; i++) {
        const DgRoom *r = &d->rooms[i];
        for (int ty = 0; ty < r->h; ty++)
            for (int tx = 0; tx < r->w; tx++) {
                int x = r->x + tx, y = r->y + ty;
                if (x < 0 || y < 0 || x >= DG_MAP_W || y >= DG_MAP_H) continue;
                w->room[y][x] = (int8_t)i;
                w->walk[y][x] = (uint8_t)dg_tile_walkable((DgTile)r->tiles[ty][tx]);
            }
        if (r->lock && r->in_door >= 0) w->lock[r->y + r->doors[r->in_door].y][r->x + r->doors[r->in_door].x] = (uint8_t)r->lock;
        if (r->parent >= 0 && r->main && d->rooms[r->parent].gate) {
            const DgRoom *p = &d->rooms[r->parent];
            w->gate[p->y + p->doors[r->parent_door].y][p->x + p->doors[r->parent_door].x] = (int8_t)(r->parent + 1);
        }
    }
    for (int c = 0; c < d->corridor_count; c++)
        for (int i = 0; i < d->corridors[c].count; i++) w->walk[d->corridors[c].tiles[i][1]][d->corridors[c].tiles[i][0]] = 1;
}

/* Walk from the entrance until nothing new opens: keys picked up (never `banned`), gates opened
 * once their room is reached. Returns the keys held; w->seen says what was reached. */
static unsigned explore(const DgDungeon *d, Walk *w, int banned)
{
    unsigned keys = 0, gates = 0;
    const DgRoom *e = &d->rooms[d->entrance];
    int sx = -1, sy = -1;
    for (int ty = 0; ty < e->h && sx < 0; ty++)
        for (int tx = 0; tx < e->w && sx < 0; tx++)
            if (e->tiles[ty][tx] == DG_FLOOR) sx = e->x + tx, sy = e->y + ty;
    if (sx < 0) return 0;
    for (int changed = 1; changed;) {
        changed = 0;
        memset(w->seen, 0, sizeof w->seen);
        int head = 0, tail = 0;
        w->seen[sy][sx] = 1;
        w->queue[tail][0] = (int16_t)sx, w->queue[tail][1] = (int16_t)sy, tail++;
        while (head < tail) {
            int x = w->queue[head][0], y = w->queue[head][1];
            head++;
            int g = w->gate[y][x];
            if (g && !(gates >> (g - 1) & 1u)) continue; /* a shut gate: reached, not passed */
            for (int s = 0; s < 4; s++) {
                int dx, dy;
                dg_side_step((DgSide)s, &dx, &dy);
                int nx = x + dx, ny = y + dy;
                if (nx < 0 || ny < 0 || nx >= DG_MAP_W || ny >= DG_MAP_H || w->seen[ny][nx] || !w->walk[ny][nx]) continue;
                int lock = w->lock[ny][nx];
                if (lock && !(keys >> (lock - 1) & 1u)) continue;
                w->seen[ny][nx] = 1;
                w->queue[tail][0] = (int16_t)nx, w->queue[tail][1] = (int16_t)ny, tail++;
            }
        }
        for (int i = 0; i < d->room_count; i++) {
            const DgRoom *r = &d->rooms[i];
            for (int ty = 0; ty < r->h; ty++)
                for (int tx = 0; tx < r->w; tx++) {
                    if (!w->seen[r->y + ty][r->x + tx]) continue;
                    if (r->tiles[ty][tx] == DG_KEY && r->gives && r->gives != banned && !(keys >> (r->gives - 1) & 1u)) {
                        keys |= 1u << (r->gives - 1);
                        changed = 1;
                    }
                    if (r->tiles[ty][tx] == DG_TERMINAL && r->gate && !(gates >> i & 1u)) {
                        gates |= 1u << i;
                        changed = 1;
                    }
                }
        }
    }
    return keys;
}

static int room_reached(const DgRoom *r, const Walk *w)
{
    for (int ty = 0; ty < r->h; ty++)
        for (int tx = 0; tx < r->w; tx++)
            if (w->seen[r->y + ty][r->x + tx] && dg_tile_walkable((DgTile)r->tiles[ty][tx])) return 1;
    return 0;
}

static int count_overlaps(const DgDungeon *d)
{
    uint8_t claims[DG_MAP_H][DG_MAP_W];
    memset(claims, 0, sizeof claims);
    int overlaps = 0;
    for (int i = 0; i < d->room_count; i++) {
        const DgRoom *r = &d->rooms[i];
        for (int ty = 0; ty < r->h; ty++)
            for (int tx = 0; tx < r->w; tx++) {
                int x = r->x + tx, y = r->y + ty;
                if (x < 0 || y < 0 || x >= DG_MAP_W || y >= DG_MAP_H) overlaps++;
                else if (claims[y][x]++) overlaps++;
            }
    }
    for (int c = 0; c < d->corridor_count; c++)
        for (int i = 0; i < d->corridors[c].count; i++)
            if (claims[d->corridors[c].tiles[i][1]][d->corridors[c].tiles[i][0]]++) overlaps++;
    return overlaps;
}

void dg_certify(const DgDungeon *d, DgCertificate *out)
{
    *out = (DgCertificate){0};
    Walk w; /* about 80 KiB: the generator runs on the main thread or a worker's 8 MiB stack */
    out->overlaps = count_overlaps(d);
    for (int i = 0; i < d->room_count; i++) out->rooms_cut += !dg_room_connected(&d->rooms[i]);
    if (d->entrance < 0 || d->room_count == 0) {
        out->unreachable = d->room_count;
        return;
    }
    build(d, &w);
    explore(d, &w, 0);
    for (int i = 0; i < d->room_count; i++) out->unreachable += !room_reached(&d->rooms[i], &w);
    for (int i = 0; i < d->room_count; i++) {
        const DgRoom *r = &d->rooms[i];
        for (int ty = 0; ty < r->h; ty++)
            for (int tx = 0; tx < r->w; tx++)
                if (r->tiles[ty][tx] == DG_STAIRS && w.seen[r->y + ty][r->x + tx]) out->exit_reached = 1;
    }
    /* each key found without its own door's help */
    for (int i = 0; i < d->room_count; i++) {
        int k = d->rooms[i].gives;
        if (!k) continue;
        build(d, &w);
        explore(d, &w, k);
        if (!room_reached(&d->rooms[i], &w)) out->keys_behind_lock++;
    }
    out->ok = !out->overlaps && !out->unreachable && !out->keys_behind_lock && !out->rooms_cut && out->exit_reached;
}
