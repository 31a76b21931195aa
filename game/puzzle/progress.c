/* progress.c - a finished puzzle into the pupil's profile (progress.h). */
#include "puzzle/progress.h"

LpTcParams pz_toycar_params(const LpConfig *config)
{
    LpTcParams p;
    lp_config_toycar(config, &p.start_length, &p.start_loops, &p.length_step, NULL, NULL);
    return p;
}

LpBmParams pz_bots_params(const LpConfig *config)
{
    LpBmParams p;
    lp_config_bots(config, &p.start_size, &p.min_size, &p.max_size);
    return p;
}

/* The lesson's best so far, lowered to commands. */
static void keep_best(int *best, int lesson, int commands)
{
    if (lesson < 0 || lesson >= LP_TUTORIAL_MAX || commands <= 0) return;
    if (best[lesson] == 0 || commands < best[lesson]) best[lesson] = commands;
}

static void lessons_done(int *done, int lesson)
{
    if (*done < lesson + 1) *done = lesson + 1;
}

int pz_progress_record(LpProfile *p, const LpConfig *config, const PzResult *r)
{
    int solved = r->outcome == PZ_SOLVED;
    if (r->kind == PZ_KIND_LESSON) {
        if (!solved) return r->mode == LP_MODE_TOYCAR;
        switch (r->mode) {
        case LP_MODE_TOYCAR:
            lessons_done(&p->toycar_tutorial_done, r->lesson);
            keep_best(p->toycar_best_tiles, r->lesson, r->commands);
            return 1;
        case LP_MODE_BOTS:
            lessons_done(&p->bots_lessons_done, r->lesson);
            keep_best(p->bots_best, r->lesson, r->commands);
            return 1;
        case LP_MODE_MAYS:
            lessons_done(&p->mays_lessons_done, r->lesson);
            return 1;
        default: return 0;
        }
    }
    if (r->mode == LP_MODE_DUNGEON) { /* a whole dungeon: finished, or left */
        if (solved) p->dungeon_done++;
        p->dungeon_gave_up = r->gave_up;
        return 1;
    }
    if (r->kind != PZ_KIND_MADE) return r->mode == LP_MODE_TOYCAR;
    if (r->mode != LP_MODE_TOYCAR && !solved && r->tries == 0) return 0;
    switch (r->mode) {
    case LP_MODE_TOYCAR: {
        LpTcParams tp = pz_toycar_params(config);
        lp_tcmodel_record_p(&p->toycar_model, &tp, r->tries, r->seconds, solved);
        p->toycar_solved += solved;
        return 1;
    }
    case LP_MODE_BOTS: {
        LpBmParams bp = pz_bots_params(config);
        lp_bmodel_record_p(&p->bots_model, &bp, r->tries, r->seconds, solved, solved && r->commands <= r->par);
        p->bots_solved += solved;
        return 1;
    }
    case LP_MODE_MAYS:
        lp_mmodel_record_p(&p->mays_model, lp_config_mays_start_step(config), r->tries, solved);
        p->mays_solved += solved;
        return 1;
    default: return 0;
    }
}

void pz_progress_dungeon_begun(LpProfile *p)
{
    if (p->dungeon_visits < 1000000000) p->dungeon_visits++;
}
