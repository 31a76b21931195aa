/* bots_rules.c - the robot's pure half (rules.h): which codes and level files it opens. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/bots_gen.h"
#include "core/i18n.h"
#include "modes/bots/level.h"
#include "puzzle/bots_puzzle.h"
#include "puzzle/rules.h"

static int bots_code_opens(const char *code, const LpShareParams *sp, char *why, int why_size)
{
    (void)code;
    uint32_t hash, seed;
    /* A teacher's template's code (version 16 + the generator's) has its own range. */
    if (sp->version <= BOTS_CONTENT_VERSION_BASE &&
        !pz_code_version_ok(sp, BOTS_GEN_VERSION_MIN, BOTS_GEN_VERSION, P_("generator", "robot"), why,
                            why_size))
        return 0;
    if (!bots_code_names(sp, &hash, &seed)) {
        snprintf(why, (size_t)why_size, "%s", _("this code asks for a robot puzzle this game cannot make"));
        return 0;
    }
    return 1;
}

static int bots_file_opens(const char *path, char *why, int why_size)
{
    BotsLevel *level = malloc(sizeof *level); /* large */
    LpDiag diag = {0};
    int ok = level && bots_level_load(path, level, &diag);
    /* TRANSLATORS: %s is a level file's path */
    if (!level) snprintf(why, (size_t)why_size, _("%s: not enough memory to read it"), path);
    else if (!ok) lp_diag_format(&diag, why, why_size);
    free(level);
    return ok;
}

/* The level: a file's text, or a code's puzzle made again from the template it names (a shipped
 * one, or a teacher's found by its content in scripts/templates). Its par's label is the game's,
 * searched when it opens (a generator's own label is not it). */
static int bots_level(const PzOpen *how, BotsLevel *level, LpDiag *diag)
{
    if (how->level_text) return bots_level_parse(how->level_text, strlen(how->level_text), "level", level, diag);
    LpShareParams sp;
    char why[200];
    if (!how->code || !lp_sharecode_decode(how->code, &sp, diag)) {
        if (!how->code) lp_diag_set(diag, "level", 0, "%s", _("neither a level nor a code to open"));
        return 0;
    }
    if (sp.mode != LP_MODE_BOTS || !bots_code_opens(how->code, &sp, why, sizeof why)) {
        lp_diag_set(diag, how->code, 0, "%s", sp.mode != LP_MODE_BOTS ? _("not a robot code") : why);
        return 0;
    }
    char dir[1100];
    snprintf(dir, sizeof dir, "%s/scripts/templates", how->data_dir ? how->data_dir : ".");
    BotsTemplate *t = malloc(sizeof *t);
    BotsGenPuzzle *made = malloc(sizeof *made); /* large */
    uint32_t seed = 0;
    int ok = t && made && bots_code_template(&sp, dir, t, &seed, diag) &&
             bots_generate_one(t, bots_code_gen_version(&sp), seed, made, diag);
    if (ok) *level = made->level;
    free(t);
    free(made);
    return ok;
}

static void *bots_open(const PzOpen *how, LpDiag *diag)
{
    BotsLevel *level = malloc(sizeof *level);
    BotsPuzzle *p = malloc(sizeof *p);
    if (!level || !p || !bots_level(how, level, diag)) {
        if (!level || !p) lp_diag_set(diag, "level", 0, "%s", _("not enough memory"));
        free(level);
        free(p);
        return NULL;
    }
    bots_puzzle_open(p, level, how->kind, how->lesson, how->setting, how->format);
    free(level);
    return p;
}

static void bots_close(void *puzzle)
{
    bots_puzzle_close(puzzle);
    free(puzzle);
}

static void bots_did(const BotsPuzzle *p, const BotsTicked *t, PzDid *out)
{
    *out = (PzDid){.ended = t->ended, .solved = t->ended && p->session.state == BOTS_SESSION_SOLVED,
                   .commands = t->commands, .result = t->first_solve};
}

static void bots_apply(void *puzzle, const LpReplayEvent *action, PzDid *out)
{
    BotsTicked t;
    bots_puzzle_apply(puzzle, action, &t);
    bots_did(puzzle, &t, out); /* code that did not compile ends a try at once (format 2 on) */
}

static void bots_tick(void *puzzle, PzDid *out)
{
    BotsTicked t;
    bots_puzzle_tick(puzzle, &t);
    bots_did(puzzle, &t, out);
}

static int bots_still(const void *puzzle)
{
    const BotsPuzzle *p = puzzle;
    return !p->playing && p->anim_ticks == 0 && p->session.state != BOTS_SESSION_RUNNING;
}

static const PzPlay *bots_play(const void *puzzle) { return &((const BotsPuzzle *)puzzle)->play; }

const PzRules pz_bots_rules = {
    .api = PZ_API_VERSION,
    .mode = LP_MODE_BOTS,
    .code_opens = bots_code_opens,
    .file_opens = bots_file_opens,
    .open = bots_open,
    .close = bots_close,
    .apply = bots_apply,
    .tick = bots_tick,
    .still = bots_still,
    .play = bots_play,
};
