/* toycar_rules.c - the toy car's pure half (rules.h): which codes and level files it opens. */
#include <stdio.h>

#include "modes/toycar/level.h"
#include "puzzle/rules.h"
#include "toycar/toycar_gen.h"

static int toycar_code_opens(const char *code, const LpShareParams *sp, char *why, int why_size)
{
    (void)code;
    if (!pz_code_version_ok(sp, TC_GEN_VERSION, "toy-car", why, why_size)) return 0;
    if (sp->param_a < 1 || sp->param_a > 41 || sp->param_b * 5 > sp->param_a) {
        snprintf(why, (size_t)why_size, "this code asks for a puzzle the generator cannot make");
        return 0;
    }
    return 1;
}

static int toycar_file_opens(const char *path, char *why, int why_size)
{
    TcLevel level;
    LpDiag diag = {0};
    if (!tc_level_load(path, &level, &diag)) {
        lp_diag_format(&diag, why, why_size);
        return 0;
    }
    if (!tc_certify(&level.board, level.tiles, level.tile_count)) {
        snprintf(why, (size_t)why_size, "%s: its intended tiles do not solve it", path);
        return 0;
    }
    return 1;
}

const PzRules pz_toycar_rules = {
    .api = PZ_API_VERSION,
    .mode = LP_MODE_TOYCAR,
    .code_opens = toycar_code_opens,
    .file_opens = toycar_file_opens,
};
