/* mission.c - the path's actions become rooms (paper 002, 2.2.3: "a list of references to the
 * different room types that contain this action"; 2.3.2.3's side paths): each main action a room
 * hanging off the one before, each side action (a key to find) a room hanging off a main room met
 * earlier, so that finding the key means exploring a branch (metazelda's key levels). A locked
 * door leads into the room that needs the key; a puzzle room's way on is its gate. */
#include <stdio.h>

#include "core/i18n.h"
#include "dungeon/dungeon_gen.h"

/* A room type of the action, picked by weight. */
static int pick_type(const DgFlowchart *f, const DgNode *n, LpRng *rng)
{
    int total = 0;
    for (int i = 0; i < n->type_count; i++) total += f->types[n->types[i]].weight > 0 ? f->types[n->types[i]].weight : 1;
    int r = (int)lp_rng_below(rng, (uint32_t)(total > 0 ? total : 1));
    for (int i = 0; i < n->type_count; i++) {
        int w = f->types[n->types[i]].weight > 0 ? f->types[n->types[i]].weight : 1;
        if (r < w) return n->types[i];
        r -= w;
    }
    return n->types[0];
}

/* A door to spare: the room's type allows one more door than it needs now. */
static int has_spare_door(const DgFlowchart *f, const DgPlanRoom *r) { return r->doors < f->types[r->type].doors_hi; }

/* fmt: a whole sentence with one %s, the action's name */
static int fail(const DgFlowchart *f, const DgNode *n, LpDiag *diag, const char *fmt)
{
    lp_diag_set(diag, f->file, n->line, fmt, n->name);
    return 0;
}

int dg_build_mission(const DgFlowchart *f, const DgPath *path, LpRng *rng, DgMission *out, LpDiag *diag)
{
    *out = (DgMission){0};
    int last_main = -1;
    for (int i = 0; i < path->count; i++) {
        const DgNode *n = &f->nodes[path->nodes[i]];
        /* TRANSLATORS: %s is an action's name from the teacher's flowchart ("find the red key") */
        if (out->count >= DG_MAX_ROOMS) return fail(f, n, diag, _("the action \"%s\" is one room too many for a dungeon"));
        DgPlanRoom *r = &out->rooms[out->count];
        *r = (DgPlanRoom){.node = path->nodes[i], .type = pick_type(f, n, rng), .parent = -1, .lock = n->needs,
                          .gives = n->gives, .gate = n->has_puzzle};
        if (n->side && last_main >= 0) {
            /* off a main room met so far, with a door to spare */
            int choices[DG_MAX_ROOMS], count = 0;
            for (int k = 0; k < out->count; k++)
                if (out->rooms[k].main && has_spare_door(f, &out->rooms[k])) choices[count++] = k;
            if (!count)
                return fail(f, n, diag,
                            _("the action \"%s\" has no room before it with a door to spare for its side branch"));
            r->parent = choices[lp_rng_below(rng, (uint32_t)count)];
        } else {
            r->main = 1;
            if (last_main >= 0 && !has_spare_door(f, &out->rooms[last_main]))
                return fail(f, n, diag,
                            _("the action \"%s\" follows a room whose type has no door to spare (give it more doors)"));
            r->parent = last_main;
            last_main = out->count;
        }
        if (r->parent >= 0) {
            out->rooms[r->parent].doors++;
            r->doors = 1;
        }
        out->count++;
    }
    if (last_main < 0) {
        lp_diag_set(diag, f->file, 0, "%s", _("the path has no room on its main way"));
        return 0;
    }
    out->rooms[last_main].exit = 1;
    return 1;
}
