/* toycar_rules.c - the toy car's pure half (rules.h): which codes and level files it opens. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "modes/toycar/level.h"
#include "puzzle/rules.h"
#include "puzzle/toycar_puzzle.h"
#include "toycar/toycar_gen.h"

static int toycar_code_opens(const char *code, const LpShareParams *sp, char *why, int why_size)
{
    (void)code;
    if (!pz_code_version_ok(sp, TC_GEN_VERSION_MIN, TC_GEN_VERSION, P_("generator", "toy-car"), why, why_size)) return 0;
    if (sp->param_a < 1 || sp->param_a > 41 || sp->param_b * 5 > sp->param_a) {
        snprintf(why, (size_t)why_size, "%s", _("this code asks for a puzzle the generator cannot make"));
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
        /* TRANSLATORS: %s is a level file's path */
        snprintf(why, (size_t)why_size, _("%s: its intended tiles do not solve it"), path);
        return 0;
    }
    return 1;
}

/* The level: a file's text, or a code's puzzle made again by the GA (its default population). */
static int toycar_level(const PzOpen *how, TcLevel *level, LpDiag *diag)
{
    if (how->level_text) return tc_level_parse(how->level_text, strlen(how->level_text), "level", level, diag);
    LpShareParams sp;
    char why[200];
    if (!how->code || !lp_sharecode_decode(how->code, &sp, diag)) {
        if (!how->code) lp_diag_set(diag, "level", 0, "%s", _("neither a level nor a code to open"));
        return 0;
    }
    if (sp.mode != LP_MODE_TOYCAR || !toycar_code_opens(how->code, &sp, why, sizeof why)) {
        lp_diag_set(diag, how->code, 0, "%s", sp.mode != LP_MODE_TOYCAR ? _("not a toy-car code") : why);
        return 0;
    }
    TcGenResult *made = malloc(sizeof *made); /* large */
    TcGaDesc desc = {.seed = sp.seed, .version = sp.version, .target_length = sp.param_a, .target_loops = sp.param_b};
    int ok = made && tc_generate(&desc, made, diag) && made->verified;
    if (ok) {
        memset(level, 0, sizeof *level);
        level->board = made->build.board;
        level->tile_count = made->build.tile_count;
        memcpy(level->tiles, made->build.tiles, sizeof level->tiles);
        snprintf(level->code, sizeof level->code, "%s", how->code);
    } else if (made && !diag->message[0]) {
        lp_diag_set(diag, how->code, 0, "%s", _("the generator could not make this puzzle again"));
    }
    free(made);
    return ok;
}

static void *toycar_open(const PzOpen *how, LpDiag *diag)
{
    TcLevel *level = malloc(sizeof *level);
    TcPuzzle *p = malloc(sizeof *p);
    if (!level || !p || !toycar_level(how, level, diag)) {
        if (!level || !p) lp_diag_set(diag, "level", 0, "%s", _("not enough memory"));
        free(level);
        free(p);
        return NULL;
    }
    tc_puzzle_open(p, level, how->kind, how->lesson, how->setting, how->format);
    free(level);
    return p;
}

static void toycar_close(void *puzzle) { free(puzzle); }

static void toycar_apply(void *puzzle, const LpReplayEvent *action, PzDid *out)
{
    tc_puzzle_apply(puzzle, action);
    *out = (PzDid){0};
}

static void toycar_tick(void *puzzle, PzDid *out)
{
    TcTicked t;
    tc_puzzle_tick(puzzle, &t);
    *out = (PzDid){.ended = t.ended, .solved = t.status == TC_WON, .commands = t.commands, .result = t.first_solve};
}

static int toycar_still(const void *puzzle) { return ((const TcPuzzle *)puzzle)->world.status != TC_DRIVING; }

static const PzPlay *toycar_play(const void *puzzle) { return &((const TcPuzzle *)puzzle)->play; }

const PzRules pz_toycar_rules = {
    .api = PZ_API_VERSION,
    .mode = LP_MODE_TOYCAR,
    .code_opens = toycar_code_opens,
    .file_opens = toycar_file_opens,
    .open = toycar_open,
    .close = toycar_close,
    .apply = toycar_apply,
    .tick = toycar_tick,
    .still = toycar_still,
    .play = toycar_play,
};
