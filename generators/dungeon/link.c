/* link.c - the paper's linking of rooms (2.3.2.1): "find a door that is not yet connected for both
 * rooms ... check if they are on opposite sides ... translate the second room with the difference
 * vector"; when they are not, "rotate that entire room 90 degrees and re-evaluate ... a possible
 * solution within 4 tries". Here the one quarter turn of the four that makes the child's door face
 * the parent's is taken at once, and every door of the child is tried, in an order from the rng. */
#include <stddef.h>

#include "dungeon/dungeon_gen.h"

/* Does the room at (x, y) cover a tile of corridor c? */
static int covers(const DgRoom *r, int x, int y, const DgCorridor *c)
{
    for (int k = 0; c && k < c->count; k++)
        if (c->tiles[k][0] >= x && c->tiles[k][0] < x + r->w && c->tiles[k][1] >= y && c->tiles[k][1] < y + r->h) return 1;
    return 0;
}

int dg_weld_at(const DgDungeon *d, const DgRoom *child, const int *order, int n, int tx, int ty, DgSide facing,
               const DgCorridor *avoid, DgPlacement *out)
{
    for (int i = 0; i < n; i++) {
        DgRoom r = *child;
        int q = ((int)facing - (int)child->doors[order[i]].side + 4) % 4;
        dg_room_rotate(&r, q);
        int x = tx - r.doors[order[i]].x, y = ty - r.doors[order[i]].y;
        if (!dg_fits(d, &r, x, y) || covers(&r, x, y, avoid)) continue;
        *out = (DgPlacement){.quarters = q, .door = order[i], .x = x, .y = y};
        if (avoid) out->corridor = *avoid;
        return 1;
    }
    return 0;
}

int dg_link(const DgDungeon *d, int parent, int parent_door, const DgRoom *child, LpRng *rng, DgPlacement *out)
{
    const DgRoom *p = &d->rooms[parent];
    const DgDoor *pd = &p->doors[parent_door];
    int dx, dy;
    dg_side_step(pd->side, &dx, &dy);
    int tx = p->x + pd->x + dx, ty = p->y + pd->y + dy; /* the child's door goes right outside */
    int order[DG_MAX_DOORS];
    for (int i = 0; i < child->door_count; i++) order[i] = i;
    dg_shuffle(order, child->door_count, rng);
    return dg_weld_at(d, child, order, child->door_count, tx, ty, (DgSide)((pd->side + 2) % 4), NULL, out);
}

void dg_attach(DgDungeon *d, int id, int parent, int parent_door, const DgPlacement *pl)
{
    DgRoom *r = &d->rooms[id];
    dg_room_rotate(r, pl->quarters);
    dg_stamp(d, id, pl->x, pl->y);
    r->parent = parent;
    r->parent_door = parent_door;
    r->in_door = pl->door;
    r->depth = d->rooms[parent].depth + 1;
    int corridor = -1;
    if (pl->corridor.count > 0 && d->corridor_count < DG_MAX_CORRIDORS) {
        corridor = d->corridor_count++;
        d->corridors[corridor] = pl->corridor;
        d->corridors[corridor].from = parent;
        d->corridors[corridor].to = id;
        for (int i = 0; i < pl->corridor.count; i++)
            d->owner[pl->corridor.tiles[i][1]][pl->corridor.tiles[i][0]] = DG_OWNER_CORRIDOR;
    }
    DgDoor *a = &d->rooms[parent].doors[parent_door], *b = &r->doors[pl->door];
    a->to = id;
    b->to = parent;
    a->corridor = b->corridor = corridor;
}
