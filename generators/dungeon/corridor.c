/* corridor.c - a corridor when the welded room would overlap (paper 002, 2.3.2.2: "instead of
 * re-generating this room, we could add some kind of corridor"). The paper lifts corridors up or
 * down to pass over what is in the way; a top-down map cannot, so a corridor here bends on the
 * grid instead: straight out of the parent's door, then at most one turn, every tile free and
 * touching no other corridor (which could let a pupil walk round a locked door or a gate), at most
 * max_len tiles, the shortest that fits taken first. The paper's worry, "really long hallways", is
 * the max_len bound. */
#include "dungeon/dungeon_gen.h"

/* A corridor tile may go at (x, y): on the map, free, and no corridor beside it except the one it
 * continues (prev). */
static int tile_free(const DgDungeon *d, const DgCorridor *c, int x, int y)
{
    if (x < 1 || y < 1 || x >= DG_MAP_W - 1 || y >= DG_MAP_H - 1 || d->owner[y][x] != DG_OWNER_NONE) return 0;
    for (int s = 0; s < 4; s++) {
        int dx, dy;
        dg_side_step((DgSide)s, &dx, &dy);
        if (d->owner[y + dy][x + dx] == DG_OWNER_CORRIDOR) return 0;
    }
    for (int i = 0; i < c->count; i++)
        if (c->tiles[i][0] == x && c->tiles[i][1] == y) return 0;
    return 1;
}

/* Lay `len` tiles from (x, y) (not included) in direction s; 1 when all are free. */
static int lay(const DgDungeon *d, DgCorridor *c, int *x, int *y, DgSide s, int len)
{
    int dx, dy;
    dg_side_step(s, &dx, &dy);
    for (int i = 0; i < len; i++) {
        *x += dx;
        *y += dy;
        if (c->count >= DG_CORRIDOR_MAX || !tile_free(d, c, *x, *y)) return 0;
        c->tiles[c->count][0] = (int16_t)*x;
        c->tiles[c->count][1] = (int16_t)*y;
        c->count++;
    }
    return 1;
}

/* The child welded to the corridor's end (x, y), leaving in direction s, never covering the
 * corridor itself (not on the map yet). */
static int weld_at_end(const DgDungeon *d, const DgRoom *child, const int *order, int x, int y, DgSide s,
                       const DgCorridor *c, DgPlacement *out)
{
    int dx, dy;
    dg_side_step(s, &dx, &dy);
    return dg_weld_at(d, child, order, child->door_count, x + dx, y + dy, (DgSide)((s + 2) % 4), c, out);
}

int dg_route_corridor(const DgDungeon *d, int parent, int parent_door, const DgRoom *child, int max_len, LpRng *rng,
                      DgPlacement *out)
{
    const DgRoom *p = &d->rooms[parent];
    const DgDoor *pd = &p->doors[parent_door];
    if (max_len > DG_CORRIDOR_MAX) max_len = DG_CORRIDOR_MAX;
    int order[DG_MAX_DOORS];
    for (int i = 0; i < child->door_count; i++) order[i] = i;
    dg_shuffle(order, child->door_count, rng);
    int turn_first = (int)lp_rng_below(rng, 2); /* which way a bend tries first */
    for (int total = 1; total <= max_len; total++) {
        for (int bend = 0; bend < total; bend++) { /* bend tiles after total - bend straight ones */
            for (int k = 0; k < (bend ? 2 : 1); k++) {
                DgCorridor c = {0};
                int x = p->x + pd->x, y = p->y + pd->y;
                if (!lay(d, &c, &x, &y, pd->side, total - bend)) continue;
                DgSide s = pd->side;
                if (bend) {
                    s = (DgSide)((pd->side + ((k ^ turn_first) ? 1 : 3)) % 4);
                    if (!lay(d, &c, &x, &y, s, bend)) continue;
                }
                if (weld_at_end(d, child, order, x, y, s, &c, out)) return 1;
            }
        }
    }
    return 0;
}
