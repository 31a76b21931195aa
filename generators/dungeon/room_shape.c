/* room_shape.c - a fresh room (paper 002, 2.3.1.2): its floor's size drawn in the room type's
 * range, a floor rectangle inside a ring of empty tiles that the rule modules (rules.c) then turn
 * into walls, doors and props. Depends on dungeon_gen.h and the seeded rng. */
#include <string.h>

#include "dungeon/dungeon_gen.h"

/* 1 when a floor side range [lo, hi] is well formed and its grid (walls included) fits. */
static int side_fits(int lo, int hi) { return lo >= 1 && lo <= hi && hi + 2 <= DG_ROOM_MAX; }

int dg_room_shape(const DgRoomType *t, LpRng *rng, DgRoom *out)
{
    memset(out, 0, sizeof *out);
    /* type stays 0: the caller knows the room type's index and sets it, with node. */
    out->node = -1;
    out->parent = out->parent_door = out->in_door = -1;
    if (!side_fits(t->min_w, t->max_w) || !side_fits(t->min_h, t->max_h)) return 0;
    /* Width first, then height: the order the rng is read in is part of the seed's meaning. */
    int floor_w = lp_rng_range(rng, t->min_w, t->max_w);
    int floor_h = lp_rng_range(rng, t->min_h, t->max_h);
    out->w = floor_w + 2;
    out->h = floor_h + 2;
    for (int y = 1; y <= floor_h; y++)
        for (int x = 1; x <= floor_w; x++) out->tiles[y][x] = DG_FLOOR;
    return 1;
}

/* A room of the type made for the map (dungeon_gen.h): shaped and its modules applied, redrawn
 * until its doors and props fit, at most 8 times. */
int dg_make_room(const DgFlowchart *f, int type, int doors, LpRng *rng, DgRoom *out)
{
    const DgRoomType *t = &f->types[type];
    int lo = doors > t->doors_lo ? doors : t->doors_lo;
    if (lo > t->doors_hi || lo > DG_MAX_DOORS) return 0;
    for (int tries = 0; tries < 8; tries++) {
        if (!dg_room_shape(t, rng, out)) return 0;
        out->type = type;
        out->node = -1;
        out->parent = out->parent_door = out->in_door = -1;
        int want = lp_rng_range(rng, lo, t->doors_hi);
        if (dg_apply_modules(f, out, want, rng)) return 1;
    }
    return 0;
}
