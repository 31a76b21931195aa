/* place.c - the dungeon's map as an occupancy grid: which room (or corridor) each tile belongs to,
 * whether a room fits at a place, and putting it there. */
#include <string.h>

#include "dungeon/dungeon_gen.h"

void dg_dungeon_init(DgDungeon *d)
{
    memset(d, 0, sizeof *d);
    d->entrance = d->exit = -1;
    for (int y = 0; y < DG_MAP_H; y++)
        for (int x = 0; x < DG_MAP_W; x++) d->owner[y][x] = DG_OWNER_NONE;
}

void dg_shuffle(int *a, int n, LpRng *rng)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)lp_rng_below(rng, (uint32_t)(i + 1));
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

int dg_fits(const DgDungeon *d, const DgRoom *r, int x, int y)
{
    if (x < 0 || y < 0 || x + r->w > DG_MAP_W || y + r->h > DG_MAP_H) return 0;
    for (int ty = 0; ty < r->h; ty++)
        for (int tx = 0; tx < r->w; tx++)
            if (d->owner[y + ty][x + tx] != DG_OWNER_NONE) return 0;
    return 1;
}

void dg_stamp(DgDungeon *d, int id, int x, int y)
{
    DgRoom *r = &d->rooms[id];
    r->x = x;
    r->y = y;
    for (int ty = 0; ty < r->h; ty++)
        for (int tx = 0; tx < r->w; tx++) d->owner[y + ty][x + tx] = (int8_t)id;
}

void dg_unplace_last(DgDungeon *d, int id)
{
    DgRoom *r = &d->rooms[id];
    for (int ty = 0; ty < r->h; ty++)
        for (int tx = 0; tx < r->w; tx++)
            if (d->owner[r->y + ty][r->x + tx] == id) d->owner[r->y + ty][r->x + tx] = DG_OWNER_NONE;
    if (r->parent >= 0) {
        DgDoor *pd = &d->rooms[r->parent].doors[r->parent_door];
        if (pd->corridor >= 0 && pd->corridor == d->corridor_count - 1) {
            const DgCorridor *c = &d->corridors[pd->corridor];
            for (int i = 0; i < c->count; i++) d->owner[c->tiles[i][1]][c->tiles[i][0]] = DG_OWNER_NONE;
            d->corridor_count--;
        }
        pd->to = pd->corridor = -1;
    }
    if (d->room_count > id) d->room_count = id;
    if (d->exit == id) d->exit = -1;
}
