/* link.c - the paper's linking of rooms (2.3.2.1): "find a door that is not yet connected for both
 * rooms ... check if they are on opposite sides ... translate the second room with the difference
 * vector"; when they are not, "rotate that entire room 90 degrees and re-evaluate ... a possible
 * solution within 4 tries". Here the one quarter turn of the four that makes the child's door face
 * the parent's is taken at once, and every door of the child is tried, in an order from the rng. */
#include "dungeon/dungeon_gen.h"

/* The child's door indices in an rng order (Fisher-Yates). */
static int door_order(const DgRoom *child, LpRng *rng, int *order)
{
    int n = child->door_count;
    for (int i = 0; i < n; i++) order[i] = i;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)lp_rng_below(rng, (uint32_t)(i + 1));
        int t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    return n;
}

/* The child turned so that its door `door` is on side `facing`, and where its corner goes for that
 * door to stand on map tile (tx, ty). */
static void turned(const DgRoom *child, int door, DgSide facing, int tx, int ty, DgRoom *out, int *quarters, int *x, int *y)
{
    *out = *child;
    *quarters = ((int)facing - (int)child->doors[door].side + 4) % 4;
    dg_room_rotate(out, *quarters);
    *x = tx - out->doors[door].x;
    *y = ty - out->doors[door].y;
}

int dg_link(const DgDungeon *d, int parent, int parent_door, const DgRoom *child, LpRng *rng, DgPlacement *out)
{
    const DgRoom *p = &d->rooms[parent];
    const DgDoor *pd = &p->doors[parent_door];
    int dx, dy;
    dg_side_step(pd->side, &dx, &dy);
    int tx = p->x + pd->x + dx, ty = p->y + pd->y + dy; /* the child's door goes right outside */
    DgSide facing = (DgSide)((pd->side + 2) % 4);
    int order[DG_MAX_DOORS];
    int n = door_order(child, rng, order);
    for (int i = 0; i < n; i++) {
        DgRoom c;
        int q, x, y;
        turned(child, order[i], facing, tx, ty, &c, &q, &x, &y);
        if (dg_fits(d, &c, x, y)) {
            *out = (DgPlacement){.quarters = q, .door = order[i], .x = x, .y = y};
            return 1;
        }
    }
    return 0;
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
