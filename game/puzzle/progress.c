/* progress.c - a finished puzzle into the pupil's profile (progress.h). */
#include "puzzle/progress.h"

#include <stdio.h>

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

/* A lesson solved: its bit in the mask, and the done count moves to the first lesson not yet
 * solved (a lesson skipped in a class that lets pupils roam keeps it there). */
static void lesson_solved(int *done, unsigned *mask, int lesson)
{
    if (lesson >= 0 && lesson < LP_TUTORIAL_MAX) *mask |= 1u << lesson;
    while (*done < 0 || (*done < LP_TUTORIAL_MAX && (*mask & (1u << *done)))) *done = *done < 0 ? 0 : *done + 1;
}

/* The model's level a puzzle made for the pupil was made at, before its result moves it. */
static int model_level(const LpProfile *p, const LpConfig *config, LpMode mode)
{
    switch (mode) {
    case LP_MODE_TOYCAR: {
        LpTcParams tp = pz_toycar_params(config);
        int length, loops;
        lp_tcmodel_targets_p(&p->toycar_model, &tp, &length, &loops);
        return length;
    }
    case LP_MODE_BOTS: {
        LpBmParams bp = pz_bots_params(config);
        return lp_bmodel_size_p(&p->bots_model, &bp);
    }
    case LP_MODE_MAYS: return lp_mmodel_index_p(&p->mays_model, lp_config_mays_start_step(config)) + 1;
    default: return 1;
    }
}

/* The puzzle into the pupil's log (the teacher's report): every result but a lesson's better
 * solve reported again, and a puzzle left without a single try. */
static int log_result(LpProfile *p, const LpConfig *config, const PzResult *r)
{
    if (r->again || (r->outcome != PZ_SOLVED && r->tries == 0)) return 0;
    LpLogEntry e = {.mode = r->mode,
                    .kind = r->kind,
                    .lesson = r->kind == PZ_KIND_LESSON ? r->lesson : -1,
                    .tries = r->tries,
                    .seconds = r->seconds,
                    .hints = r->hints,
                    .solved = r->outcome == PZ_SOLVED,
                    .concepts = r->concepts,
                    .level = r->kind == PZ_KIND_MADE ? model_level(p, config, r->mode) : 0};
    snprintf(e.code, sizeof e.code, "%s", r->code);
    lp_profile_log_add(p, &e);
    return 1;
}

int pz_progress_record(LpProfile *p, const LpConfig *config, const PzResult *r)
{
    int solved = r->outcome == PZ_SOLVED;
    int logged = log_result(p, config, r); /* before the model moves: the level it was made at */
    if (r->kind == PZ_KIND_LESSON) {
        if (!solved) return r->mode == LP_MODE_TOYCAR || logged;
        switch (r->mode) {
        case LP_MODE_TOYCAR:
            lesson_solved(&p->toycar_tutorial_done, &p->toycar_lessons_solved, r->lesson);
            keep_best(p->toycar_best_tiles, r->lesson, r->commands);
            return 1;
        case LP_MODE_BOTS:
            lesson_solved(&p->bots_lessons_done, &p->bots_lessons_solved, r->lesson);
            keep_best(p->bots_best, r->lesson, r->commands);
            return 1;
        case LP_MODE_MAYS:
            lesson_solved(&p->mays_lessons_done, &p->mays_lessons_solved, r->lesson);
            return 1;
        default: return 0;
        }
    }
    if (r->mode == LP_MODE_DUNGEON) { /* a whole dungeon: finished, or left */
        if (solved) p->dungeon_done++;
        p->dungeon_gave_up = r->gave_up;
        /* one made for the pupil: its ladder step (stored when it began) one up, or one down */
        if (r->kind == PZ_KIND_MADE && solved && p->dungeon_level < LP_DUNGEON_LEVEL_MAX) p->dungeon_level++;
        if (r->kind == PZ_KIND_MADE && !solved && r->gave_up > 0 && p->dungeon_level > 0) p->dungeon_level--;
        return 1;
    }
    if (r->kind != PZ_KIND_MADE) return r->mode == LP_MODE_TOYCAR || logged;
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

void pz_progress_dungeon_begun(LpProfile *p, int level)
{
    if (p->dungeon_visits < 1000000000) p->dungeon_visits++;
    p->dungeon_level = level < 0 ? 0 : level > LP_DUNGEON_LEVEL_MAX ? LP_DUNGEON_LEVEL_MAX : level;
}

unsigned pz_lessons_solved(const LpProfile *p, LpMode mode)
{
    switch (mode) {
    case LP_MODE_TOYCAR: return p->toycar_lessons_solved;
    case LP_MODE_BOTS: return p->bots_lessons_solved;
    case LP_MODE_MAYS: return p->mays_lessons_solved;
    default: return 0;
    }
}

int pz_lessons_solved_count(const LpProfile *p, LpMode mode, int count)
{
    unsigned m = pz_lessons_solved(p, mode);
    int n = 0;
    for (int i = 0; i < count && i < LP_TUTORIAL_MAX; i++) n += (m >> i) & 1u;
    return n;
}

int pz_lesson_opens(const LpProfile *p, const LpConfig *config, LpMode mode, int lesson)
{
    if (lp_config_lesson_order(config) == LP_ORDER_FREE || lesson <= 0) return 1;
    if (lesson >= LP_TUTORIAL_MAX) return 0;
    unsigned m = pz_lessons_solved(p, mode);
    return ((m >> lesson) & 1u) || ((m >> (lesson - 1)) & 1u);
}
