/* options.c - the flowchart's option nodes decided (paper 002, 2.2.3: "this option will take in a
 * Boolean, and depending on its value, continue down a different path"): an option that reads
 * the pupil's player models asks them, one that is the paper's random bool draws from the
 * dungeon's seed; a share code's decisions win over both. The path's actions come out in order. */
#include "dungeon/dungeon_gen.h"

/* Does option o say yes? A chance always draws, decided or not, so that a code's decisions leave
 * the stream where the first dungeon left it. allowed: the yeses the pupil's cap has left. */
static int says_yes(const DgOption *o, int index, const DgPupil *pupil, int *allowed,
                    const DgDecisions *forced, LpRng *rng)
{
    int yes;
    if (o->model == DG_MODEL_NONE) {
        yes = (int)lp_rng_below(rng, 1000) < o->chance_milli;
    } else {
        int v = pupil ? pupil->value[o->model] : 0;
        yes = v >= o->at_least && v < o->below;
        /* the ladder's cap: a yes past it is a no (the first yeses on the path keep theirs) */
        if (yes && pupil && pupil->capped) yes = (*allowed)-- > 0;
    }
    if (forced && (forced->met >> index & 1u)) yes = (int)(forced->yes >> index & 1u);
    return yes;
}

static void walk(const DgFlowchart *f, DgList list, const DgPupil *pupil, int *allowed,
                 const DgDecisions *forced, LpRng *rng, DgPath *out)
{
    for (int i = 0; i < list.count; i++) {
        const DgNode *n = &f->nodes[f->seq[list.first + i]];
        if (n->kind == DG_NODE_ACTION) {
            if (out->count < DG_MAX_NODES) out->nodes[out->count++] = f->seq[list.first + i];
            continue;
        }
        int yes = says_yes(&f->options[n->option], n->option, pupil, allowed, forced, rng);
        out->decisions.met |= 1u << n->option;
        if (yes) out->decisions.yes |= 1u << n->option;
        walk(f, yes ? n->yes : n->no, pupil, allowed, forced, rng, out);
    }
}

void dg_resolve_options(const DgFlowchart *f, const DgPupil *pupil, const DgDecisions *forced, LpRng *rng, DgPath *out)
{
    *out = (DgPath){0};
    int allowed = pupil ? pupil->allowance : 0;
    walk(f, f->flow, pupil, &allowed, forced, rng, out);
}
