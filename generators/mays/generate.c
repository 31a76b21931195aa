/* generate.c - paper 000's whole pipeline (Figure 2) for one level, and its promise kept: steps
 * 1-2 (extract.c), then per object a shape from the grammar (distribution and penalty), its
 * solution mini-map (step 3), its initial mini-map (step 4) and its paths (step 5), the least-cost
 * combination (step 6) and the placements (step 7). Every level is certified by the game's rules
 * (mj_verify_level: the input code solves it, an empty program does not); a failed attempt is
 * retried with the same random stream, so the result is still a pure function of the
 * description. With no_shorter, a level that a shorter code solves is rejected too (the paper's
 * future work). Depends on mays_build.h, mays_gen.h (extract, shorter codes, mj_code_works),
 * mays_lang.h. */
#include <stdio.h>
#include <string.h>

#include "mays_build.h"
#include "modes/mays/mays_lang.h"

#define SHAPES_PER_FAMILY 16
#define PICKS_PER_OBJECT 8

int mj_distribution_parse(const char *s)
{
    if (!strcmp(s, "uniform")) return MJ_DIST_UNIFORM;
    if (!strcmp(s, "simple")) return MJ_DIST_SIMPLE;
    if (!strcmp(s, "complex")) return MJ_DIST_COMPLEX;
    return -1;
}

const char *mj_distribution_name(MjDistribution d)
{
    return d == MJ_DIST_SIMPLE ? "simple" : d == MJ_DIST_COMPLEX ? "complex" : "uniform";
}

typedef struct Rules {
    MjShape shapes[MJ_FAM_COUNT][SHAPES_PER_FAMILY];
    int count[MJ_FAM_COUNT];
    int penalty[MJ_FAM_COUNT][SHAPES_PER_FAMILY]; /* permille used up */
} Rules;

static void load_rules(Rules *r)
{
    memset(r, 0, sizeof *r);
    for (int f = 1; f < MJ_FAM_COUNT; f++)
        while (r->count[f] < SHAPES_PER_FAMILY &&
               mj_builtin_shape((MjFamily)f, r->count[f], &r->shapes[f][r->count[f]]))
            r->count[f]++;
}

/* The paper's weighted choice: uniform, favouring simple or complex shapes; a rule's weight
 * shrinks with its penalty and it is dropped at 1000. -1 when every rule is dropped. */
static int pick_rule(const Rules *r, MjFamily f, MjDistribution dist, const uint8_t *tried, LpRng *rng)
{
    uint32_t weights[SHAPES_PER_FAMILY], total = 0;
    for (int i = 0; i < r->count[f]; i++) {
        int c = r->shapes[f][i].complexity < 1   ? 1
                : r->shapes[f][i].complexity > 3 ? 3
                                                 : r->shapes[f][i].complexity;
        uint32_t base = dist == MJ_DIST_SIMPLE    ? (uint32_t)(4 - c)
                        : dist == MJ_DIST_COMPLEX ? (uint32_t)c
                                                  : 1u;
        int left = 1000 - r->penalty[f][i];
        weights[i] = tried[i] || left <= 0 ? 0u : base * (uint32_t)left;
        total += weights[i];
    }
    if (!total) return -1;
    uint32_t x = lp_rng_below(rng, total);
    for (int i = 0; i < r->count[f]; i++) {
        if (x < weights[i]) return i;
        x -= weights[i];
    }
    return -1;
}

typedef struct Attempt {
    MjMiniMap maps[MJ_GEN_MAX_MAPS];
    MjCombined combined;
    MjVerifyReport verify;
} Attempt;

typedef struct FitCtx {
    const MjMiniMap *maps;
    const MjExtract *ex;
} FitCtx;

static int fit_names(const MjCombined *c, void *ctx)
{
    const FitCtx *f = ctx;
    return mj_names_fit(f->maps, f->ex, c);
}

/* Steps 3-5 for one object: shapes tried until one makes a mini-map. */
static int build_map(Rules *rules, const MjExtract *ex, int k, MjFamily family, const MjGenDesc *desc,
                     int threshold, LpRng *rng, MjMiniMap *m, MjGenResult *out)
{
    uint8_t tried[SHAPES_PER_FAMILY] = {0};
    char why[200];
    for (int p = 0; p < PICKS_PER_OBJECT; p++) {
        int rule = pick_rule(rules, family, desc->distribution, tried, rng);
        if (rule < 0) {
            memset(tried, 0, sizeof tried); /* every rule used up or tried: start over */
            rule = pick_rule(rules, family, desc->distribution, tried, rng);
            if (rule < 0) rule = (int)lp_rng_below(rng, (uint32_t)rules->count[family]);
        }
        const MjShape *shape = &rules->shapes[family][rule];
        if (!mj_solution_minimap(&ex->objects[k], k, family, shape, rng, m, why, sizeof why) ||
            !mj_initial_minimap(&ex->objects[k], m, why, sizeof why)) {
            out->rejected_shape++;
            tried[rule] = 1;
            continue;
        }
        int ok = m->kind == MJ_SHAPE_MAZE ? mj_maze_path(m, rng) : mj_reward_path(m, threshold, rng);
        if (!ok) {
            out->rejected_path++;
            continue;
        }
        rules->penalty[family][rule] += desc->penalty_permille;
        return 1;
    }
    return 0;
}

/* Does a shorter code solve it? (the empty code is the verifier's). */
static int shorter_solves(const MjLevel *level, const MjCodeSet *shorter)
{
    if (level->locked) return 0; /* the pupil can't change the code */
    for (int i = 0; i < shorter->count; i++)
        if (shorter->codes[i][0] && mj_code_works(level, shorter->codes[i])) return 1;
    return 0;
}

int mj_generate(const MjGenDesc *desc, MjGenResult *out, LpDiag *diag)
{
    memset(out, 0, sizeof *out);
    MjExtract ex;
    if (!mj_extract(desc->code ? desc->code : "", &ex, diag)) return 0;
    if (ex.object_count > MJ_GEN_MAX_MAPS)
        return lp_diag_set(diag, "", 0, "the code commands %d objects: one room holds at most %d",
                           ex.object_count, MJ_GEN_MAX_MAPS);
    MjFamily families[MJ_GEN_MAX_MAPS];
    for (int k = 0; k < ex.object_count; k++) {
        char why[240];
        families[k] = mj_gen_family(&ex.objects[k], why, sizeof why);
        if (families[k] == MJ_FAM_NONE) {
            lp_diag_set(diag, "", ex.objects[k].line, "%s", why);
            diag->column = ex.objects[k].column;
            return 0;
        }
        for (int a = 0; a < ex.objects[k].action_count; a++)
            if (ex.objects[k].actions[a].n_unknown && families[k] != MJ_FAM_BLOCK_STOP) {
                lp_diag_set(
                    diag, "", ex.objects[k].line,
                    "%s.%s runs in a loop whose count the generator can't know: use for (N) with a number",
                    ex.objects[k].name, ex.objects[k].actions[a].command);
                diag->column = ex.objects[k].column;
                return 0;
            }
    }
    MjCodeSet own = {0};
    const MjCodeSet *shorter = desc->shorter;
    if (desc->no_shorter && !shorter) {
        if (!mj_shorter_codes(desc->code, &own, diag)) return 0;
        shorter = &own;
    }
    int threshold = desc->threshold > 0 ? desc->threshold : 2;
    MjGenDesc d = *desc;
    if (!d.penalty_set && !d.penalty_permille) d.penalty_permille = 500;
    int attempts = desc->max_attempts > 0 ? desc->max_attempts : 64;
    LpRng rng;
    lp_rng_init(&rng, desc->seed, MJ_GEN_STREAM);
    Rules rules;
    load_rules(&rules);
    Attempt at;
    int ok = 0;
    for (int a = 0; a < attempts && !ok; a++) {
        out->attempts = a + 1;
        memset(rules.penalty, 0, sizeof rules.penalty);
        int built = 1;
        for (int k = 0; k < ex.object_count && built; k++)
            built = build_map(&rules, &ex, k, families[k], &d, threshold, &rng, &at.maps[k], out);
        if (!built) continue;
        FitCtx fit = {at.maps, &ex};
        if (!mj_combine(at.maps, ex.object_count, &rng, fit_names, &fit, &at.combined)) {
            out->rejected_combine++;
            continue;
        }
        char why[240];
        if (!mj_place(at.maps, &at.combined, &ex, desc->code, desc->seed, &rng, &out->level, why,
                      sizeof why)) {
            out->rejected_place++;
            continue;
        }
        mj_verify_level(&out->level, &at.verify);
        if (!at.verify.verified) {
            out->rejected_certify++;
            continue;
        }
        if (desc->no_shorter && shorter_solves(&out->level, shorter)) {
            out->rejected_shorter++;
            continue;
        }
        ok = 1;
    }
    mj_code_set_free(&own);
    if (!ok) return lp_diag_set(diag, "", 0, "no level could be made for this code in %d attempts", attempts);
    out->combine_cost = at.combined.cost;
    out->map_count = ex.object_count;
    for (int k = 0; k < ex.object_count; k++) {
        const MjMiniMap *m = &at.maps[at.combined.order[k]];
        snprintf(out->shapes[k], sizeof out->shapes[k], "%s", m->shape ? m->shape->name : "");
    }
    return 1;
}
