/* bots_rules.c - the robot's pure half (rules.h): which codes and level files it opens. */
#include <stdio.h>
#include <stdlib.h>

#include "bots/bots_gen.h"
#include "modes/bots/level.h"
#include "puzzle/rules.h"

static int bots_code_opens(const char *code, const LpShareParams *sp, char *why, int why_size)
{
    (void)code;
    if (!pz_code_version_ok(sp, BOTS_GEN_VERSION, "robot", why, why_size)) return 0;
    if (!bots_template_name_for_id(sp->param_a) || sp->param_b < 1 || sp->param_b > BOTS_GEN_SIZE_MAX) {
        snprintf(why, (size_t)why_size, "this code asks for a robot puzzle this game cannot make");
        return 0;
    }
    return 1;
}

static int bots_file_opens(const char *path, char *why, int why_size)
{
    BotsLevel *level = malloc(sizeof *level); /* large */
    LpDiag diag = {0};
    int ok = level && bots_level_load(path, level, &diag);
    if (!level) snprintf(why, (size_t)why_size, "%s: not enough memory to read it", path);
    else if (!ok) lp_diag_format(&diag, why, why_size);
    free(level);
    return ok;
}

const PzRules pz_bots_rules = {
    .api = PZ_API_VERSION,
    .mode = LP_MODE_BOTS,
    .code_opens = bots_code_opens,
    .file_opens = bots_file_opens,
};
