/* mays_rules.c - May's Journey's pure half (rules.h): which codes and level files it opens. */
#include <stdio.h>
#include <stdlib.h>

#include "mays/mays_share.h"
#include "modes/mays/level.h"
#include "puzzle/rules.h"

static int mays_code_opens(const char *code, const LpShareParams *sp, char *why, int why_size)
{
    (void)sp;
    MjShareRoom room;
    return mj_share_decode(code, &room, why, why_size) == 1;
}

static int mays_file_opens(const char *path, char *why, int why_size)
{
    MjLevel *level = malloc(sizeof *level); /* large */
    LpDiag diag = {0};
    int ok = level && mj_level_load(path, level, &diag);
    if (!level) snprintf(why, (size_t)why_size, "%s: not enough memory to read it", path);
    else if (!ok) lp_diag_format(&diag, why, why_size);
    free(level);
    return ok;
}

const PzRules pz_mays_rules = {
    .api = PZ_API_VERSION,
    .mode = LP_MODE_MAYS,
    .code_opens = mays_code_opens,
    .file_opens = mays_file_opens,
};
