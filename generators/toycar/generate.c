/* generate.c - the whole toy-car pipeline: run NSFI-2POP for a move sequence, then build
 * boards from it (Fig. 4, attempt 0, 1, 2, ...) until the game's own rules certify one with
 * the intended tiles. When no board certifies within TC_BUILD_MAX_ATTEMPTS, the GA runs again
 * from a derived seed (at most TC_GA_MAX_RUNS runs). Depends on toycar_gen.h and the rules. */
#include "core/i18n.h"
#include "toycar_gen.h"

#include <string.h>

#include "modes/toycar/solver.h"

/* Run k's seed: k = 0 is the caller's seed; later runs step by the golden-ratio constant. */
static uint64_t run_seed(uint64_t seed, int run)
{
    return seed + (uint64_t)run * UINT64_C(0x9E3779B97F4A7C15);
}

static int reachable(const TcGaDesc *d)
{
    int length = d->target_length ? d->target_length : 3;
    return d->target_loops * 5 <= length;
}

static int exact(const TcGaDesc *d, const TcGaResult *r)
{
    int length = d->target_length ? d->target_length : 3;
    return r->length == length && r->loops == d->target_loops;
}

int tc_generate(const TcGaDesc *desc, TcGenResult *out, LpDiag *diag)
{
    memset(out, 0, sizeof *out);
    TcGaDesc d = *desc;
    for (int run = 0; run < TC_GA_MAX_RUNS; run++) {
        d.seed = run_seed(desc->seed, run);
        if (!tc_ga_run(&d, &out->ga, diag)) {
            if (desc->cancel && *desc->cancel) return 0; /* diag says cancelled */
            continue;
        }
        /* A reachable target is met exactly: a run that missed it (rare, at the densest loop
         * targets) is followed by another from a derived seed; the last run is kept anyway. */
        if (reachable(desc) && !exact(desc, &out->ga) && run + 1 < TC_GA_MAX_RUNS) continue;
        for (int attempt = 0; attempt < TC_BUILD_MAX_ATTEMPTS; attempt++) {
            out->build_attempts++;
            if (!tc_build_board(out->ga.moves, out->ga.length, d.seed, attempt, &out->build))
                continue;
            if (!tc_certify(&out->build.board, out->build.tiles, out->build.tile_count)) continue;
            /* The par is the intended tile count: a board that some plan wins with fewer tiles
             * is rebuilt. A search that runs out of budget keeps the board, unproven. */
            int proven = 0;
            if (tc_fewest_tiles(&out->build.board, out->build.tile_count - 1, TC_PAR_BUDGET, &proven) >= 0)
                continue;
            out->verified = 1;
            out->par_proven = proven;
            return 1;
        }
    }
    memset(&out->build, 0, sizeof out->build);
    return lp_diag_set(diag, "", 0,
                       _("no certified board for length %d and %d loops after %d boards"),
                       desc->target_length, desc->target_loops, out->build_attempts);
}
