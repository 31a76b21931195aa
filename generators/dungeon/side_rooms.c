/* side_rooms.c - the doors the main path left free (paper 002, 2.3.2.3: "we will go over every
 * door that is not connected yet, and generate a room to link this door to ... select a random
 * room out of this list, and repeat this process until there are no more doors that are not
 * connected"). The paper's loop has no end of its own; here the dungeon's room budget
 * (room_count's hi) ends it: a door that gets no room, because the budget is spent or nothing
 * fits, is sealed (a wall again). Each door is met once, so this always ends. */
#include "dungeon/dungeon_gen.h"

/* A side room of room `at`'s type hung on its door `door`, welded or by a corridor. */
static int add_side_room(DgDungeon *d, const DgFlowchart *f, int at, int door, LpRng *rng)
{
    const DgRoomType *t = &f->types[d->rooms[at].type];
    if (t->side_count == 0 || d->room_count >= f->room_hi || d->room_count >= DG_MAX_ROOMS) return 0;
    int type = t->side[lp_rng_below(rng, (uint32_t)t->side_count)];
    int id = d->room_count;
    DgRoom *r = &d->rooms[id];
    if (!dg_make_room(f, type, 1, rng, r)) return 0;
    DgPlacement pl;
    if (!dg_link(d, at, door, r, rng, &pl) && !dg_route_corridor(d, at, door, r, 6, rng, &pl)) return 0;
    d->room_count++;
    dg_attach(d, id, at, door, &pl);
    return 1;
}

static void seal(DgRoom *r, int door)
{
    DgDoor *dr = &r->doors[door];
    r->tiles[dr->y][dr->x] = DG_WALL;
    for (int i = door; i + 1 < r->door_count; i++) r->doors[i] = r->doors[i + 1];
    r->door_count--;
    /* the doors after it moved down one: the links that name them follow */
    if (r->in_door > door) r->in_door--;
}

/* Doors of room `at` that other rooms name by index (a child's parent_door) shift with a seal. */
static void renumber_children(DgDungeon *d, int at, int door)
{
    for (int i = 0; i < d->room_count; i++)
        if (d->rooms[i].parent == at && d->rooms[i].parent_door > door) d->rooms[i].parent_door--;
}

void dg_fill_side_rooms(DgDungeon *d, const DgFlowchart *f, LpRng *rng)
{
    for (int at = 0; at < d->room_count; at++) { /* rooms added meanwhile are met too */
        for (int door = 0; door < d->rooms[at].door_count;) {
            if (d->rooms[at].doors[door].to >= 0 || add_side_room(d, f, at, door, rng)) {
                door++;
                continue;
            }
            seal(&d->rooms[at], door);
            renumber_children(d, at, door);
        }
    }
}
