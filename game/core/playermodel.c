/* playermodel.c - the player models: toy car (paper 003 section 3.4 plus stepping down, faster
 * after give-ups in a row, when a pupil struggles) and robot (the template's size). Depends on libc only. */
#include "playermodel.h"

#include <string.h>

void lp_tcmodel_init(LpToycarModel *model)
{
    memset(model, 0, sizeof *model);
    model->target_length = LP_PM_MIN_LENGTH;
    model->target_loops = 0;
}

/* Keep the targets reachable: 3 <= length <= max, 0 <= 5 * loops <= length. */
static void clamp_targets(int *length, int *loops)
{
    if (*length < LP_PM_MIN_LENGTH) *length = LP_PM_MIN_LENGTH;
    if (*length > LP_PM_MAX_LENGTH) *length = LP_PM_MAX_LENGTH;
    if (*loops < 0) *loops = 0;
    while (*loops > 0 && 5 * *loops > *length)
        (*loops)--;
}

static void push_history(LpToycarModel *model, const LpPuzzleRecord *record)
{
    if (model->history_count < 0) model->history_count = 0;
    if (model->history_count >= LP_PM_HISTORY) {
        /* Full: drop the oldest so the history stays in order, oldest first. */
        memmove(&model->history[0], &model->history[1], sizeof model->history[0] * (LP_PM_HISTORY - 1));
        model->history_count = LP_PM_HISTORY - 1;
    }
    model->history[model->history_count++] = *record;
}

static void tc_params(const LpTcParams *p, int *start_length, int *start_loops, int *step)
{
    *start_length = p && p->start_length ? p->start_length : LP_PM_MIN_LENGTH;
    *start_loops = p ? p->start_loops : 0;
    *step = p && p->length_step > 0 ? p->length_step : 2;
}

/* The model's targets before clamping: a pupil with no history starts at the class's start. */
static void tc_raw_targets(const LpToycarModel *model, const LpTcParams *params, int *length, int *loops)
{
    int start_length, start_loops, step;
    tc_params(params, &start_length, &start_loops, &step);
    /* New: nothing recorded and the targets where lp_tcmodel_init put them (a save made with
     * other targets, by a tool or an older game, keeps them). */
    if (model->history_count <= 0 && model->target_length <= LP_PM_MIN_LENGTH && model->target_loops <= 0) {
        *length = start_length;
        *loops = start_loops;
    } else {
        *length = model->target_length;
        *loops = model->target_loops;
    }
}

/* 1 when the history holds a give-up or a puzzle that took LP_PM_STRUGGLE_TRIES tries or more. */
static int tc_ever_struggled(const LpToycarModel *model)
{
    for (int i = 0; i < model->history_count; i++)
        if (!model->history[i].solved || model->history[i].tries >= LP_PM_STRUGGLE_TRIES) return 1;
    return 0;
}

void lp_tcmodel_record_p(LpToycarModel *model, const LpTcParams *params, int tries, int time_s, int solved)
{
    int start_length, start_loops, step;
    tc_params(params, &start_length, &start_loops, &step);
    int length, loops;
    tc_raw_targets(model, params, &length, &loops);
    clamp_targets(&length, &loops);
    LpPuzzleRecord record = {.target_length = length,
                             .target_loops = loops,
                             .tries = tries < 0 ? 0 : tries,
                             .time_s = time_s < 0 ? 0 : time_s,
                             .solved = solved ? 1 : 0};
    push_history(model, &record);

    if (record.solved && record.tries < 3) {
        /* Paper 003: the loop test uses the length before it rises. Beyond the paper: until the
         * pupil first gives up or struggles (nothing of the kind in the history), the k-th quick
         * solve in a row climbs k steps (1 + 2 + 3 + 4 + 5 = 15 steps in five puzzles), so a
         * strong pupil meets puzzles at their level within a few; after that, a step at a time. */
        int climb = 1;
        if (!tc_ever_struggled(model))
            for (int i = model->history_count - 2; i >= 0 && model->history[i].solved && model->history[i].tries < 3; i--)
                climb++;
        for (int k = 0; k < climb && length < LP_PM_MAX_LENGTH; k++) {
            if (length > 5 * loops + 3) loops++;
            length += step;
        }
    } else if (!record.solved || record.tries >= LP_PM_STRUGGLE_TRIES) {
        /* Beyond the paper: the k-th give-up (or struggle) in a row takes k steps away, so a
         * pupil far below the targets reaches them within a few puzzles (1 + 2 + 3 + 4 = 10
         * steps in four) while one near them still moves a step at a time ... */
        int run = 0;
        for (int i = model->history_count - 1; i >= 0; i--) {
            const LpPuzzleRecord *h = &model->history[i];
            if (h->solved && h->tries < LP_PM_STRUGGLE_TRIES) break;
            run++;
        }
        length -= step * run;
        /* ... but not below the puzzle solved just before this run (the pupil could do that one),
         * unless this give-up was at or below it. */
        int before = model->history_count - 1 - run;
        if (before >= 0 && model->history[before].solved && model->history[before].target_length < record.target_length &&
            length < model->history[before].target_length)
            length = model->history[before].target_length;
        if (length < LP_PM_MIN_LENGTH) length = LP_PM_MIN_LENGTH;
        while (loops > 0 && 5 * loops > length)
            loops--;
    }
    /* Solved in 3 or 4 tries: the pupil is at the right level; nothing moves. */
    clamp_targets(&length, &loops);
    model->target_length = length;
    model->target_loops = loops;
}

void lp_tcmodel_record(LpToycarModel *model, int tries, int time_s, int solved)
{
    lp_tcmodel_record_p(model, NULL, tries, time_s, solved);
}

void lp_tcmodel_targets_p(const LpToycarModel *model, const LpTcParams *params, int *length, int *loops)
{
    int l, k;
    tc_raw_targets(model, params, &l, &k);
    clamp_targets(&l, &k);
    if (length) *length = l;
    if (loops) *loops = k;
}

void lp_tcmodel_targets(const LpToycarModel *model, int *length, int *loops)
{
    lp_tcmodel_targets_p(model, NULL, length, loops);
}

/* ---- robot ------------------------------------------------------------------------------ */

static void bm_params(const LpBmParams *p, int *start, int *lo, int *hi)
{
    *lo = p && p->min_size ? p->min_size : LP_BM_MIN_SIZE;
    *hi = p && p->max_size ? p->max_size : LP_BM_MAX_SIZE;
    if (*lo < LP_BM_MIN_SIZE) *lo = LP_BM_MIN_SIZE;
    if (*hi > LP_BM_MAX_SIZE) *hi = LP_BM_MAX_SIZE;
    if (*hi < *lo) *hi = *lo;
    *start = p && p->start_size ? p->start_size : LP_BM_START_SIZE;
}

static int clamp_between(int size, int lo, int hi) { return size < lo ? lo : size > hi ? hi : size; }

void lp_bmodel_init(LpBotsModel *model)
{
    memset(model, 0, sizeof *model);
    model->size = LP_BM_START_SIZE;
}

int lp_bmodel_size_p(const LpBotsModel *model, const LpBmParams *params)
{
    int start, lo, hi;
    bm_params(params, &start, &lo, &hi);
    int fresh = model->history_count <= 0 && (model->size == LP_BM_START_SIZE || model->size == 0);
    return clamp_between(fresh ? start : model->size, lo, hi);
}

void lp_bmodel_record_p(LpBotsModel *model, const LpBmParams *params, int tries, int time_s, int solved, int at_par)
{
    int start, lo, hi;
    bm_params(params, &start, &lo, &hi);
    int size = lp_bmodel_size_p(model, params);
    LpBotsRecord record = {.size = size,
                           .tries = tries < 0 ? 0 : tries,
                           .time_s = time_s < 0 ? 0 : time_s,
                           .solved = solved ? 1 : 0,
                           .at_par = solved && at_par ? 1 : 0};
    if (model->history_count < 0) model->history_count = 0;
    if (model->history_count >= LP_PM_HISTORY) {
        memmove(&model->history[0], &model->history[1], sizeof model->history[0] * (LP_PM_HISTORY - 1));
        model->history_count = LP_PM_HISTORY - 1;
    }
    model->history[model->history_count++] = record;
    if (record.at_par && record.tries < 3) size++;
    else if (!record.solved || record.tries >= LP_PM_STRUGGLE_TRIES) size--;
    model->size = clamp_between(size, lo, hi);
}

void lp_bmodel_played_p(LpBotsModel *model, const LpBmParams *params, int size)
{
    int start, lo, hi;
    bm_params(params, &start, &lo, &hi);
    (void)start;
    model->size = clamp_between(size, lo, hi);
}

void lp_bmodel_record(LpBotsModel *model, int tries, int time_s, int solved, int at_par)
{
    lp_bmodel_record_p(model, NULL, tries, time_s, solved, at_par);
}

int lp_bmodel_size(const LpBotsModel *model) { return lp_bmodel_size_p(model, NULL); }

/* ---- May's Journey ------------------------------------------------------------------------ */

static const LpMaysStep mays_ladder[] = {
    {LP_MJ_COMMANDS, 1, LP_MJ_SIMPLE}, {LP_MJ_COMMANDS, 2, LP_MJ_SIMPLE}, {LP_MJ_COMMANDS, 2, LP_MJ_UNIFORM},
    {LP_MJ_FOR, 1, LP_MJ_SIMPLE},      {LP_MJ_FOR, 2, LP_MJ_UNIFORM},     {LP_MJ_IF, 1, LP_MJ_UNIFORM},
    {LP_MJ_COMMANDS, 3, LP_MJ_COMPLEX}, {LP_MJ_WHILE, 1, LP_MJ_UNIFORM},  {LP_MJ_FOR, 2, LP_MJ_COMPLEX},
    {LP_MJ_WHILE, 1, LP_MJ_COMPLEX},
};
#define MAYS_STEPS ((int)(sizeof mays_ladder / sizeof mays_ladder[0]))

int lp_mmodel_steps(void) { return MAYS_STEPS; }

static int clamp_step(int step) { return step < 0 ? 0 : step >= MAYS_STEPS ? MAYS_STEPS - 1 : step; }

void lp_mmodel_init(LpMaysModel *model) { memset(model, 0, sizeof *model); }

int lp_mmodel_index_p(const LpMaysModel *model, int start_step)
{
    int start = start_step >= 1 ? start_step - 1 : 0;
    return clamp_step(model->rooms <= 0 && model->step <= 0 ? start : model->step);
}

void lp_mmodel_record_p(LpMaysModel *model, int start_step, int tries, int solved)
{
    int step = lp_mmodel_index_p(model, start_step);
    if (solved && tries < 3) step++;
    else if (!solved || tries >= LP_PM_STRUGGLE_TRIES) step--;
    model->step = clamp_step(step);
    model->rooms++;
}

void lp_mmodel_record(LpMaysModel *model, int tries, int solved) { lp_mmodel_record_p(model, 1, tries, solved); }

LpMaysStep lp_mmodel_step_p(const LpMaysModel *model, int start_step)
{
    return mays_ladder[lp_mmodel_index_p(model, start_step)];
}

LpMaysStep lp_mmodel_step(const LpMaysModel *model) { return lp_mmodel_step_p(model, 1); }
