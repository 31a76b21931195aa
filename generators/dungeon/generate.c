/* generate.c - the dungeon pipeline (dungeon_gen.h): the options decided, then attempts on one
 * seeded stream until a layout is certified. A failed attempt leaves nothing behind: the next one
 * starts from a fresh DgDungeon (Brogue's lesson, its issue #762: state leaking between
 * attempts). */
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "dungeon/dungeon_gen.h"

#define DG_CORRIDOR_LEN 12 /* the longest corridor the main path may take */

/* The items the plan puts in room i: a terminal for a puzzle, the key it gives, the stairs. */
static int place_items(const DgPlanRoom *pr, DgRoom *r, LpRng *rng)
{
    if (pr->gate && !dg_place_item(r, DG_TERMINAL, rng)) return 0;
    if (pr->gives && !dg_place_item(r, DG_KEY, rng)) return 0;
    if (pr->exit && !dg_place_item(r, DG_STAIRS, rng)) return 0;
    return 1;
}

/* Room i on the map, hung off its parent's free doors (in an rng order), welded or by a
 * corridor. */
static int hang(DgDungeon *d, int id, int parent, LpRng *rng)
{
    const DgRoom *p = &d->rooms[parent];
    int order[DG_MAX_DOORS], n = 0;
    for (int i = 0; i < p->door_count; i++)
        if (p->doors[i].to < 0) order[n++] = i;
    dg_shuffle(order, n, rng);
    for (int i = 0; i < n; i++) {
        DgPlacement pl;
        if (dg_link(d, parent, order[i], &d->rooms[id], rng, &pl) ||
            dg_route_corridor(d, parent, order[i], &d->rooms[id], DG_CORRIDOR_LEN, rng, &pl)) {
            dg_attach(d, id, parent, order[i], &pl);
            return 1;
        }
    }
    return 0;
}

/* A side room (a key's branch) whose planned parent has no room for it: any other main room
 * placed so far, in an rng order (the key stays off the main path, before the door it opens). */
static int hang_elsewhere(DgDungeon *d, int id, int planned, LpRng *rng)
{
    int order[DG_MAX_ROOMS], n = 0;
    for (int k = 0; k < id; k++)
        if (k != planned && d->rooms[k].main) order[n++] = k;
    dg_shuffle(order, n, rng);
    for (int k = 0; k < n; k++)
        if (hang(d, id, order[k], rng)) return 1;
    return 0;
}

/* Room i of the plan made and put on the map: a room that finds no place on any of its parent's
 * free doors is made again (another size, other doors) up to DG_ROOM_TRIES times before the
 * attempt is given up: a long chain curls into itself less often than one room is unlucky. */
#define DG_ROOM_TRIES 6

static int place_room(const DgFlowchart *f, const DgPlanRoom *pr, int i, LpRng *rng, DgDungeon *d)
{
    DgRoom *r = &d->rooms[i];
    for (int t = 0; t < DG_ROOM_TRIES; t++) {
        if (!dg_make_room(f, pr->type, pr->doors, rng, r) || !place_items(pr, r, rng)) continue;
        r->node = pr->node;
        r->main = pr->main;
        r->lock = pr->lock;
        r->gives = pr->gives;
        r->gate = pr->gate;
        if (i > 0) {
            if (pr->parent >= 0 && hang(d, i, pr->parent, rng)) return 1;
            if (!pr->main && hang_elsewhere(d, i, pr->parent, rng)) return 1;
            continue;
        }
        int x = (DG_MAP_W - r->w) / 2, y = (DG_MAP_H - r->h) / 2;
        if (!dg_fits(d, r, x, y)) return 0;
        dg_stamp(d, 0, x, y);
        d->entrance = 0;
        return 1;
    }
    return 0;
}

/* One attempt; on failure *stuck is the plan room that did not fit. A main room that finds no
 * place takes its parent, when that was the last room placed, off the map and places it again
 * (another size, another door) up to DG_STEPS_BACK times: one step back, as a person laying out
 * rooms would, before the whole attempt is given up. */
#define DG_STEPS_BACK 8

static int attempt(const DgFlowchart *f, const DgMission *m, LpRng *rng, DgDungeon *d, int *stuck)
{
    dg_dungeon_init(d);
    int back = 0;
    for (int i = 0; i < m->count; i++) {
        const DgPlanRoom *pr = &m->rooms[i];
        *stuck = i;
        if (!place_room(f, pr, i, rng, d)) {
            if (i >= 2 && pr->parent == i - 1 && back < DG_STEPS_BACK) {
                back++;
                dg_unplace_last(d, i - 1);
                i -= 2; /* the loop places room i - 1 again, then i */
                continue;
            }
            return 0;
        }
        d->room_count = i + 1;
        if (pr->exit) d->exit = i;
    }
    dg_fill_side_rooms(d, f, rng);
    *stuck = -1;
    return d->room_count >= f->room_lo;
}

int dg_generate_puzzles(const DgGenDesc *desc, DgGenResult *out, LpDiag *diag)
{
    const DgFlowchart *f = desc->flowchart;
    /* the puzzles depend on the seed and the room alone, not on the layout's attempts */
    int version = desc->version ? desc->version : DG_GEN_VERSION;
    if (version < DG_GEN_VERSION_MIN || version > DG_GEN_VERSION)
        return lp_diag_set(diag, f->file, 0, _("this Loopling makes dungeons with generator %d to %d, not %d"),
                           DG_GEN_VERSION_MIN, DG_GEN_VERSION, version);
    out->version = version;
    if (!dg_make_puzzles(f, &out->dungeon, desc->seed, version, desc->data_dir, &out->world, diag)) return 0;
    dg_certify(&out->world, &out->certificate);
    return out->certificate.ok ? 1
                               : lp_diag_set(diag, f->file, 0, "%s", _("a puzzle room's puzzle was not certified by its mode"));
}

int dg_generate(const DgGenDesc *desc, DgGenResult *out, LpDiag *diag)
{
    const DgFlowchart *f = desc->flowchart;
    memset(out, 0, sizeof *out);
    int version = desc->version ? desc->version : DG_GEN_VERSION;
    if (version < DG_GEN_VERSION_MIN || version > DG_GEN_VERSION)
        return lp_diag_set(diag, f->file, 0, _("this Loopling makes dungeons with generator %d to %d, not %d"),
                           DG_GEN_VERSION_MIN, DG_GEN_VERSION, version);
    out->version = version; /* the layout is the same in every version; the puzzles are not */
    LpRng options_rng, rng;
    lp_rng_init(&options_rng, desc->seed, DG_GEN_STREAM + 1);
    dg_resolve_options(f, &desc->pupil, desc->forced, &options_rng, &out->path);
    lp_rng_init(&rng, desc->seed, DG_GEN_STREAM);
    int attempts = desc->max_attempts > 0 ? desc->max_attempts : 64;
    int stuck_counts[DG_MAX_ROOMS] = {0}, too_few = 0;
    for (int a = 0; a < attempts; a++) {
        DgMission m;
        if (!dg_build_mission(f, &out->path, &rng, &m, diag)) return 0;
        int stuck;
        out->attempts = a + 1;
        if (!attempt(f, &m, &rng, &out->dungeon, &stuck)) {
            if (stuck >= 0) stuck_counts[stuck]++;
            else too_few++;
            continue;
        }
        dg_flatten(f, &out->dungeon, desc->seed, &out->world);
        dg_certify(&out->world, &out->certificate);
        if (!out->certificate.ok) continue;
        return desc->no_puzzles ? 1 : dg_generate_puzzles(desc, out, diag);
    }
    /* the room that failed most often names the action to blame */
    int worst = -1;
    for (int i = 0; i < DG_MAX_ROOMS; i++)
        if (stuck_counts[i] && (worst < 0 || stuck_counts[i] > stuck_counts[worst])) worst = i;
    if (worst >= 0 && worst < out->path.count) {
        DgMission m;
        LpRng again;
        lp_rng_init(&again, desc->seed, DG_GEN_STREAM);
        if (dg_build_mission(f, &out->path, &again, &m, diag) && worst < m.count) {
            const DgNode *n = &f->nodes[m.rooms[worst].node];
            return lp_diag_set(diag, f->file, n->line,
                               /* TRANSLATORS: %2$s is an action's name from the flowchart */
                               _("no dungeon fitted in %d tries: the room for \"%s\" found no place (its room types may be "
                                 "too big, or have too few doors)"), attempts, n->name);
        }
    }
    if (too_few)
        return lp_diag_set(diag, f->file, f->room_count_line,
                           /* TRANSLATORS: keep room_count: the flowchart's word */
                           _("no dungeon fitted in %d tries: its rooms and their side rooms came to fewer than room_count's "
                             "%d (lower it, or give the rooms more side rooms)"),
                           attempts, f->room_lo);
    return lp_diag_set(diag, f->file, 0, _("no dungeon fitted in %d tries: none passed the certificate"), attempts);
}
