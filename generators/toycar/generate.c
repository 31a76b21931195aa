/* generate.c - the whole toy-car pipeline: run NSFI-2POP for a move sequence, then build
 * boards from it (Fig. 4, attempt 0, 1, 2, ...) until the game's own rules certify one with
 * the intended tiles and a par that holds. When no board certifies within TC_BUILD_MAX_ATTEMPTS,
 * the GA runs again from a derived seed (at most TC_GA_MAX_RUNS runs). Version 2 (generate_v2)
 * keeps only boards whose par the par prover proves. Depends on toycar_gen.h and the rules. */
#include "core/i18n.h"
#include "toycar_gen.h"

#include <string.h>

#include "modes/toycar/par_prover.h"
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

/* Version 2's par check (par_prover.h, the game's own budget): PAR_PROVEN, PAR_OPEN (no plan with
 * fewer tiles found, none ruled out) or PAR_BEATEN (a plan with fewer tiles wins). */
enum { PAR_BEATEN = -1, PAR_OPEN = 0, PAR_PROVEN = 1 };
static int par_check(const TcBuildResult *b)
{
    int proven = 0;
    if (b->tile_count == 0) return PAR_PROVEN;
    if (tc_prove_fewest(&b->board, b->tile_count - 1, TC_PAR_PROVER_BUDGET, &proven) >= 0) return PAR_BEATEN;
    return proven ? PAR_PROVEN : PAR_OPEN;
}

/* Version 1, as first built: one GA run (another only when it missed a reachable target), then
 * boards until one certifies that solver.c's search cannot beat (unproven when it ran out). */
static int generate_v1(const TcGaDesc *desc, TcGenResult *out, LpDiag *diag)
{
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
            if (!tc_build_board(out->ga.moves, out->ga.length, d.seed, attempt, 1, &out->build)) continue;
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
    return 0;
}

/* Version 2: a few strict boards (a flag a segment, all apart) from each move sequence the GA
 * found on target (its best, then its alternates), since a sequence whose strict boards do not fit
 * the largest board is better replaced than bent; the GA runs again (up to TC_GA_MAX_RUNS_V2 runs)
 * only when none fits. The first board whose par the prover proves is kept. When none is, relaxed
 * boards from the first run that met the target: the first proven, else the first whose par
 * nothing beat (unproven: the game words it as a target). */
static int generate_v2(const TcGaDesc *desc, TcGenResult *out, LpDiag *diag)
{
    TcGaDesc d = *desc;
    TcGaResult kept;
    uint64_t kept_seed = 0;
    int have_kept = 0, kept_exact = 0;
    for (int run = 0; run < TC_GA_MAX_RUNS_V2; run++) {
        d.seed = run_seed(desc->seed, run);
        if (!tc_ga_run(&d, &out->ga, diag)) {
            if (desc->cancel && *desc->cancel) return 0; /* diag says cancelled */
            continue;
        }
        int on_target = !reachable(desc) || exact(desc, &out->ga);
        if (!have_kept || (on_target && !kept_exact)) {
            kept = out->ga, kept_seed = d.seed, have_kept = 1, kept_exact = on_target;
        }
        if (!on_target) continue;
        /* The best sequence first, then the others the GA found as close to the targets. */
        TcGaResult ga = out->ga;
        for (int c = -1; c < ga.alternates; c++) {
            if (c >= 0) {
                memcpy(out->ga.moves, ga.alt_moves[c], ga.alt_length[c]);
                out->ga.length = ga.alt_length[c];
                out->ga.loops = tc_count_loops(out->ga.moves, out->ga.length);
            }
            for (int attempt = 0; attempt < TC_BUILD_STRICT_ATTEMPTS; attempt++) {
                out->build_attempts++;
                if (!tc_build_board(out->ga.moves, out->ga.length, d.seed, attempt, 2, &out->build) ||
                    !tc_certify(&out->build.board, out->build.tiles, out->build.tile_count) ||
                    par_check(&out->build) != PAR_PROVEN)
                    continue;
                out->verified = out->par_proven = 1;
                return 1;
            }
        }
        out->ga = ga;
    }
    if (!have_kept) return 0;
    out->ga = kept;
    static const TcBuildResult none;
    TcBuildResult open = none;
    int have_open = 0;
    for (int attempt = TC_BUILD_STRICT_ATTEMPTS;
         attempt < TC_BUILD_STRICT_ATTEMPTS + TC_BUILD_RELAXED_ATTEMPTS; attempt++) {
        out->build_attempts++;
        if (!tc_build_board(kept.moves, kept.length, kept_seed, attempt, 2, &out->build) ||
            !tc_certify(&out->build.board, out->build.tiles, out->build.tile_count))
            continue;
        int par = par_check(&out->build);
        if (par == PAR_PROVEN) return out->verified = out->par_proven = 1;
        if (par == PAR_OPEN && !have_open) open = out->build, have_open = 1;
    }
    if (!have_open) return 0;
    out->build = open;
    return out->verified = 1;
}

int tc_generate(const TcGaDesc *desc, TcGenResult *out, LpDiag *diag)
{
    memset(out, 0, sizeof *out);
    int version = desc->version ? desc->version : TC_GEN_VERSION;
    if (version < TC_GEN_VERSION_MIN || version > TC_GEN_VERSION)
        /* TRANSLATORS: the toy-car generator's version asked for, then the oldest and newest this build makes
         */
        return lp_diag_set(diag, "", 0, _("no toy-car generator %d here: this build makes versions %d to %d"),
                           version, TC_GEN_VERSION_MIN, TC_GEN_VERSION);
    out->version = version;
    if (version >= 2 ? generate_v2(desc, out, diag) : generate_v1(desc, out, diag)) return 1;
    if (desc->cancel && *desc->cancel) return 0;
    memset(&out->build, 0, sizeof out->build);
    return lp_diag_set(diag, "", 0,
                       _("no certified board for length %d and %d loops after %d boards"),
                       desc->target_length, desc->target_loops, out->build_attempts);
}
