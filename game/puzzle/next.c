/* next.c - the next puzzle made for a pupil (next.h). */
#include "puzzle/next.h"

#include <stdio.h>
#include <string.h>

#include "core/playermodel.h"
#include "puzzle/progress.h"
#include "puzzle/seed.h"

/* ---- any mode ----------------------------------------------------------------------------- */

void pz_next_after_leaving(const LpProfile *profile, const LpConfig *config, const PzPlay *leaving,
                           LpProfile *out)
{
    *out = *profile;
    if (!leaving || leaving->kind != PZ_KIND_MADE || leaving->solved) return;
    PzPlay copy = *leaving; /* pz_play_report marks it reported: the screen's stays as it is */
    PzResult r;
    if (pz_play_report(&copy, PZ_GAVE_UP, &r)) pz_progress_record(out, config, &r);
}

/* ---- the robot ---------------------------------------------------------------------------- */

/* Keep name (a template stem) to the class settings' templates: when it is not one of them,
 * the first of them of the same kind (a function or a loop), else their first. */
static void class_template(const LpConfig *c, char *name, size_t size)
{
    int n = lp_config_bots_template_count(c);
    for (int i = 0; i < n; i++)
        if (!strcmp(lp_config_bots_template(c, i), name)) return;
    const char *kind = strstr(name, "function") ? "function" : "loop";
    const char *pick = lp_config_bots_template(c, 0);
    for (int i = n - 1; i >= 0; i--)
        if (strstr(lp_config_bots_template(c, i), kind)) pick = lp_config_bots_template(c, i);
    snprintf(name, size, "%s", pick);
}

void pz_next_bots_template(const LpConfig *config, const char *level_template, const char *level_solution,
                           char *out, size_t out_size)
{
    if (level_template && level_template[0])
        snprintf(out, out_size, "%s", level_template);
    else
        snprintf(out, out_size, "%s",
                 level_solution && strstr(level_solution, "function") ? "short_function" : "short_loop");
    class_template(config, out, out_size);
}

int pz_next_bots_size(const LpProfile *profile, const LpConfig *config, const PzPlay *leaving, int too_small)
{
    LpBmParams bp = pz_bots_params(config);
    LpProfile after; /* about 15 KB */
    pz_next_after_leaving(profile, config, leaving, &after);
    int size = lp_bmodel_size_p(&after.bots_model, &bp);
    if (size <= too_small) size = too_small + 1;
    if (size > BOTS_GEN_SIZE_MAX) size = BOTS_GEN_SIZE_MAX;
    return size;
}

int pz_next_bots_make(const BotsTemplate *t, int version, int size, int size_max, uint32_t seed,
                      BotsGenPuzzle *out, int *made_size, int *too_small, LpDiag *diag)
{
    *too_small = 0;
    *made_size = 0;
    if (size_max < size) size_max = size;
    for (int s = size; s <= size_max; s++) {
        BotsTemplate resized = *t;
        *made_size = bots_template_resize(&resized, s);
        memset(diag, 0, sizeof *diag);
        if (bots_generate_one(&resized, version, seed, out, diag)) return 1;
        /* too small: the attempts ran out (generate.c's advice, at no line of the template); a
         * template that cannot work names its line. Not by the words alone: they are in the
         * pupil's language. */
        if (diag->line != 0) return 0;
        *too_small = s;
    }
    return 0;
}

void pz_next_bots_shown(LpProfile *profile, const LpConfig *config, int size)
{
    LpBmParams bp = pz_bots_params(config);
    lp_bmodel_played_p(&profile->bots_model, &bp, size);
}

int pz_next_bots_smallest(const BotsTemplate *t, int lo)
{
    BotsGenPuzzle probe; /* only whether it is made matters */
    int made = 0, too_small = 0;
    LpDiag diag = {0};
    if (!pz_next_bots_make(t, 0, lo < 1 ? 1 : lo, BOTS_GEN_SIZE_MAX, PZ_NEXT_PROBE_SEED, &probe, &made,
                           &too_small, &diag))
        return 0;
    return made;
}

/* ---- May's Journey ------------------------------------------------------------------------ */

int pz_next_mays_index(const LpProfile *profile, const LpConfig *config, const PzPlay *leaving)
{
    LpProfile after;
    pz_next_after_leaving(profile, config, leaving, &after);
    return lp_mmodel_index_p(&after.mays_model, lp_config_mays_start_step(config));
}

MjShareRoom pz_next_mays_room(const LpProfile *profile, const LpConfig *config, const PzPlay *leaving,
                              int generated)
{
    LpProfile after;
    pz_next_after_leaving(profile, config, leaving, &after);
    LpMaysStep step = lp_mmodel_step_p(&after.mays_model, lp_config_mays_start_step(config));
    /* the seed from the profile as it is: the same seed the game always gave this point */
    MjShareRoom room = {step.construct & 3,
                        step.objects < 1   ? 1
                        : step.objects > 3 ? 3
                                           : step.objects,
                        step.distribution % 3, pz_seed(profile, LP_MODE_MAYS, generated, NULL)};
    return room;
}

/* ---- the dungeon -------------------------------------------------------------------------- */

/* The shipped flowcharts in the order of the ladder: a flowchart's place is its base step. */
static const char *const dungeon_ladder[] = {"first_visit.lua", "clockwork_castle.lua", "long_quest.lua"};
#define DUNGEON_PLACES ((int)(sizeof dungeon_ladder / sizeof dungeon_ladder[0]))

int pz_next_dungeon_place(const LpConfig *config, const char *flowchart)
{
    if (config->dungeon.flowchart[0]) return 0; /* the class's own: its options are the ladder */
    for (int i = 0; i < DUNGEON_PLACES; i++)
        if (flowchart && !strcmp(flowchart, dungeon_ladder[i])) return i;
    return 0;
}

const char *pz_next_dungeon_flowchart(const LpProfile *profile, const LpConfig *config)
{
    if (config->dungeon.flowchart[0]) return config->dungeon.flowchart;
    int level = profile->dungeon_level;
    return dungeon_ladder[level < 0 ? 0 : level >= DUNGEON_PLACES ? DUNGEON_PLACES - 1 : level];
}

DgPupil pz_next_dungeon_pupil(const LpProfile *profile, const LpConfig *config)
{
    DgPupil p = {{0}};
    p.value[DG_MODEL_TOYCAR_LENGTH] = profile->toycar_model.target_length;
    p.value[DG_MODEL_TOYCAR_LOOPS] = profile->toycar_model.target_loops;
    p.value[DG_MODEL_BOTS_SIZE] = lp_bmodel_size(&profile->bots_model);
    p.value[DG_MODEL_MAYS_STEP] = profile->mays_model.step;
    p.value[DG_MODEL_DUNGEON_DONE] = profile->dungeon_done;
    p.value[DG_MODEL_DUNGEON_GAVE_UP] = profile->dungeon_gave_up;
    p.capped = 1;
    const char *flowchart = pz_next_dungeon_flowchart(profile, config);
    p.allowance = profile->dungeon_level - pz_next_dungeon_place(config, flowchart);
    if (p.allowance < 0) p.allowance = 0;
    return p;
}

int pz_next_dungeon_played(const LpProfile *profile, const LpConfig *config, int model_options)
{
    int place = pz_next_dungeon_place(config, pz_next_dungeon_flowchart(profile, config));
    int level = profile->dungeon_level;
    if (level > place + model_options) level = place + model_options;
    return level < place ? place : level;
}
