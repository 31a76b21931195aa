/* playermodel.c - the player models: toy car (paper 003 section 3.4 plus stepping down when a
 * pupil struggles) and robot (the template's size). Depends on libc only. */
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

void lp_tcmodel_record(LpToycarModel *model, int tries, int time_s, int solved)
{
    int length = model->target_length, loops = model->target_loops;
    clamp_targets(&length, &loops);
    LpPuzzleRecord record = {.target_length = length,
                             .target_loops = loops,
                             .tries = tries < 0 ? 0 : tries,
                             .time_s = time_s < 0 ? 0 : time_s,
                             .solved = solved ? 1 : 0};
    push_history(model, &record);

    if (record.solved && record.tries < 3) {
        /* Paper 003: the loop test uses the length before it rises. */
        if (length > 5 * loops + 3) loops++;
        length += 2;
    } else if (!record.solved || record.tries >= LP_PM_STRUGGLE_TRIES) {
        length -= 2;
        if (length < LP_PM_MIN_LENGTH) length = LP_PM_MIN_LENGTH;
        while (loops > 0 && 5 * loops > length)
            loops--;
    }
    /* Solved in 3 or 4 tries: the pupil is at the right level; nothing moves. */
    clamp_targets(&length, &loops);
    model->target_length = length;
    model->target_loops = loops;
}

void lp_tcmodel_targets(const LpToycarModel *model, int *length, int *loops)
{
    int l = model->target_length, k = model->target_loops;
    clamp_targets(&l, &k);
    if (length) *length = l;
    if (loops) *loops = k;
}

/* ---- robot ------------------------------------------------------------------------------ */

static int clamp_size(int size)
{
    return size < LP_BM_MIN_SIZE ? LP_BM_MIN_SIZE : size > LP_BM_MAX_SIZE ? LP_BM_MAX_SIZE : size;
}

void lp_bmodel_init(LpBotsModel *model)
{
    memset(model, 0, sizeof *model);
    model->size = LP_BM_START_SIZE;
}

void lp_bmodel_record(LpBotsModel *model, int tries, int time_s, int solved, int at_par)
{
    int size = clamp_size(model->size);
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
    model->size = clamp_size(size);
}

int lp_bmodel_size(const LpBotsModel *model) { return clamp_size(model->size); }

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

void lp_mmodel_record(LpMaysModel *model, int tries, int solved)
{
    int step = clamp_step(model->step);
    if (solved && tries < 3) step++;
    else if (!solved || tries >= LP_PM_STRUGGLE_TRIES) step--;
    model->step = clamp_step(step);
    model->rooms++;
}

LpMaysStep lp_mmodel_step(const LpMaysModel *model) { return mays_ladder[clamp_step(model->step)]; }
