/* generate.c - paper 000's whole pipeline (Figure 2) for one level, and its promise kept: steps
 * 1-2 (extract.c), then per object a shape from the grammar (grammar.c: desc->grammar, or the
 * shipped scripts/grammars/mays.lua; the distribution, and the penalty of one level attempt), its
 * solution mini-map (step 3), its initial mini-map (step 4) and its paths (step 5), the least-cost
 * combination (step 6) and the placements (step 7). Every level is certified by the game's rules
 * (mj_verify_level: the input code solves it, an empty program does not); a failed attempt is
 * retried with the same random stream, so the result is still a pure function of the
 * description. With no_shorter, a level that a shorter code solves is rejected too (the paper's
 * future work; with a given frame, the shorter codes beyond it, the frame alone among them). A
 * given frame becomes the level's code (placements.c). Depends on mays_build.h, grammar.h, mays_gen.h (extract, shorter codes,
 * mj_code_works), mays_lang.h. */
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "grammar.h"
#include "mays_build.h"
#include "modes/mays/mays_lang.h"

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

int mj_gen_style(int version, MjGenStyle *out)
{
    memset(out, 0, sizeof *out);
    if (version < MJ_GEN_VERSION_MIN || version > MJ_GEN_VERSION) return 0;
    out->version = version;
    if (version == 2) { /* the rooms MJ2 codes open, exactly as before */
        out->room_w = 20;
        out->room_h = 14;
        return 1;
    }
    out->room_w = MJ_MAX_W;
    out->room_h = MJ_MAX_H;
    out->variants = 1;
    out->any_side = 1;
    out->margin_max = 3;
    out->fluid = version >= 4;
    out->move_room = version >= 5;
    return 1;
}

typedef struct Attempt {
    MjMiniMap maps[MJ_GEN_MAX_MAPS];
    MjShape shapes[MJ_GEN_MAX_MAPS]; /* maps[k].shape points at shapes[k] */
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

/* A grammar pick with the shapes already tried for this object dropped (into work, a copy of the
 * penalty state): MJ_GRAMMAR_NONE_LEFT when every shape is used up or tried. */
static int pick_untried(const MjGrammar *g, MjFamily family, MjDistribution dist, const MjGrammarPenalty *penalty,
                        const uint8_t *tried, MjGrammarPenalty *work, LpRng *rng)
{
    *work = *penalty;
    for (int i = 0; i < g->rule_count; i++)
        if (tried[i]) work->milli[i] = 1000;
    return mj_grammar_pick(g, family, dist, work, rng);
}

/* Steps 3-5 for one object: shapes picked from the grammar until one makes a mini-map. The
 * penalty state of this level attempt grows by the rules of the shape used (the paper: a
 * penalty each time a rule is used); a shape that can't serve this object is not charged. */
static int build_map(const MjGenStyle *style, const MjGrammar *g, MjGrammarPenalty *penalty, const MjExtract *ex, int k, MjFamily family,
                     const MjGenDesc *desc, int threshold, LpRng *rng, MjMiniMap *m, MjShape *shape,
                     MjGenResult *out)
{
    uint8_t tried[MJ_GRAMMAR_MAX_RULES] = {0};
    MjGrammarPenalty work;
    char why[200];
    for (int p = 0; p < PICKS_PER_OBJECT; p++) {
        int charged = 1;
        int rule = pick_untried(g, family, desc->distribution, penalty, tried, &work, rng);
        if (rule == MJ_GRAMMAR_NONE_LEFT) {
            memset(tried, 0, sizeof tried); /* every shape used up or tried: start over */
            rule = pick_untried(g, family, desc->distribution, penalty, tried, &work, rng);
        }
        if (rule == MJ_GRAMMAR_NONE_LEFT) {
            /* The penalty has dropped every way for this family (more objects of it than its
             * rules allow): pick as if nothing were used, and charge nothing. */
            mj_grammar_penalty_init_for(g, style->version, &work, penalty->step_milli);
            rule = mj_grammar_pick(g, family, desc->distribution, &work, rng);
            charged = 0;
        }
        if (rule < 0 || !mj_grammar_to_shape(g, rule, shape)) {
            out->rejected_shape++;
            return 0;
        }
        if (style->variants) mj_shape_variant(shape, rng); /* the teacher's shape, turned or mirrored */
        if (!mj_solution_minimap(style, &ex->objects[k], k, family, shape, rng, m, why, sizeof why) ||
            !mj_initial_minimap(&ex->objects[k], m, why, sizeof why)) {
            out->rejected_shape++;
            tried[rule] = 1;
            continue;
        }
        int ok = m->kind == MJ_SHAPE_MAZE ? mj_maze_path(style, m, rng) : mj_reward_path(m, threshold, rng);
        if (!ok) {
            out->rejected_path++;
            continue;
        }
        if (style->fluid) mj_open_alternative(m, &ex->objects[k], rng);
        if (charged) {
            for (int i = 0; i < g->rule_count; i++)
                if (tried[i]) work.milli[i] = penalty->milli[i]; /* tried is not used */
            *penalty = work;
        }
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
    MjGenStyle style;
    int version = desc->version ? desc->version : MJ_GEN_VERSION;
    if (!mj_gen_style(version, &style))
        /* TRANSLATORS: %1$d a May's Journey generator version; %2$d and %3$d the versions this game makes */
        return lp_diag_set(diag, "", 0, _("May's Journey generator %d is not one this game has (it makes %d to %d)"),
                           version, MJ_GEN_VERSION_MIN, MJ_GEN_VERSION);
    MjExtract ex;
    if (!mj_extract(desc->code ? desc->code : "", &ex, diag)) return 0;
    if (ex.object_count > MJ_GEN_MAX_MAPS)
        return lp_diag_set(diag, "", 0, _("the code commands %d objects: one room holds at most %d"),
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
                    /* TRANSLATORS: %1$s.%2$s is an object's command (block1.MoveLeft); keep for (N) */
                    _("%s.%s runs in a loop whose count the generator can't know: use for (N) with a number"),
                    ex.objects[k].name, ex.objects[k].actions[a].command);
                diag->column = ex.objects[k].column;
                return 0;
            }
    }
    const MjGrammar *grammar = desc->grammar;
    if (!grammar && !(grammar = mj_grammar_shipped(NULL, diag))) return 0;
    MjCodeSet own = {0};
    const MjCodeSet *shorter = desc->shorter;
    if (desc->given) {
        if (strlen(desc->given) >= MJ_PROGRAM_MAX)
            return lp_diag_set(diag, "given", 0, _("the given code is too long (at most %d characters)"),
                               MJ_PROGRAM_MAX - 1);
        if (!mj_count_codes_given(desc->code, desc->given, NULL, NULL, NULL, diag)) return 0;
    }
    if (desc->no_shorter && !shorter) {
        if (!mj_shorter_codes_given(desc->code, desc->given, &own, diag)) return 0;
        shorter = &own;
    }
    int threshold = desc->threshold > 0 ? desc->threshold : 2;
    MjGenDesc d = *desc;
    if (!d.penalty_set && !d.penalty_permille) d.penalty_permille = 500;
    int attempts = desc->max_attempts > 0 ? desc->max_attempts : version >= 4 ? MJ_GEN_ATTEMPTS : 64;
    LpRng rng;
    lp_rng_init(&rng, desc->seed, MJ_GEN_STREAM);
    Attempt at;
    int ok = 0;
    for (int a = 0; a < attempts && !ok; a++) {
        out->attempts = a + 1;
        MjGrammarPenalty penalty; /* one level attempt's: every rule starts unused */
        mj_grammar_penalty_init_for(grammar, style.version, &penalty, d.penalty_permille);
        int built = 1;
        for (int k = 0; k < ex.object_count && built; k++)
            built = build_map(&style, grammar, &penalty, &ex, k, families[k], &d, threshold, &rng, &at.maps[k],
                              &at.shapes[k], out);
        if (!built) continue;
        FitCtx fit = {at.maps, &ex};
        if (!mj_combine(&style, at.maps, ex.object_count, &rng, fit_names, &fit, &at.combined)) {
            out->rejected_combine++;
            continue;
        }
        char why[240];
        if (!mj_place(at.maps, &at.combined, &ex, desc->code, desc->given, desc->seed, &rng, &out->level, why,
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
    if (!ok) return lp_diag_set(diag, "", 0, _("no level could be made for this code in %d attempts"), attempts);
    out->combine_cost = at.combined.cost;
    out->map_count = ex.object_count;
    for (int k = 0; k < ex.object_count; k++) {
        const MjMiniMap *m = &at.maps[at.combined.order[k]];
        snprintf(out->shapes[k], sizeof out->shapes[k], "%s", m->shape ? m->shape->name : "");
    }
    return 1;
}
