/* mays_rules.c - May's Journey's pure half (rules.h): which codes and level files it opens. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mays/grammar.h"
#include "mays/mays_build.h"
#include "mays/mays_share.h"
#include "core/i18n.h"
#include "modes/mays/level.h"
#include "puzzle/mays_puzzle.h"
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
    /* TRANSLATORS: %s is a level file's path */
    if (!level) snprintf(why, (size_t)why_size, _("%s: not enough memory to read it"), path);
    else if (!ok) lp_diag_format(&diag, why, why_size);
    free(level);
    return ok;
}

/* The room: a file's text, or a code's room made again with the shipped grammar (a code names a
 * shipped-grammar room). */
static int mays_level(const PzOpen *how, MjLevel *level, LpDiag *diag)
{
    if (how->level_text) return mj_level_parse(how->level_text, strlen(how->level_text), "level", level, diag);
    MjShareRoom room;
    char why[200];
    if (!how->code || mj_share_decode(how->code, &room, why, sizeof why) != 1) {
        lp_diag_set(diag, how->code ? how->code : "level", 0, "%s", how->code ? why : _("neither a level nor a code to open"));
        return 0;
    }
    char path[1200];
    snprintf(path, sizeof path, "%s/scripts/grammars/mays.lua", how->data_dir ? how->data_dir : ".");
    const MjGrammar *grammar = mj_grammar_shipped(path, diag);
    if (!grammar) return 0;
    char *code = malloc(MJ_SYNTH_MAX);
    MjGenResult *made = malloc(sizeof *made); /* large */
    int ok = code && made;
    if (ok) {
        MjGenDesc desc;
        mj_share_desc(&room, code, &desc);
        desc.grammar = grammar;
        ok = mj_generate(&desc, made, diag);
    }
    if (ok) *level = made->level;
    free(code);
    free(made);
    return ok;
}

static void *mays_open(const PzOpen *how, LpDiag *diag)
{
    MjLevel *level = malloc(sizeof *level);
    MjPuzzle *p = malloc(sizeof *p);
    if (!level || !p || !mays_level(how, level, diag)) {
        if (!level || !p) lp_diag_set(diag, "level", 0, "%s", _("not enough memory"));
        free(level);
        free(p);
        return NULL;
    }
    mj_puzzle_open(p, level, how->kind, how->lesson, 0, how->setting, how->format);
    free(level);
    return p;
}

static void mays_close(void *puzzle)
{
    mj_puzzle_close(puzzle);
    free(puzzle);
}

/* A run opens the way; the result is May walking out. */
static void mays_did(const MjDid *d, PzDid *out)
{
    *out = (PzDid){.ended = d->ended, .solved = d->solved, .commands = d->commands, .result = d->first_solve};
}

static void mays_apply(void *puzzle, const LpReplayEvent *action, PzDid *out)
{
    MjDid d;
    mj_puzzle_apply(puzzle, action, &d);
    mays_did(&d, out);
}

static void mays_tick(void *puzzle, PzDid *out)
{
    MjDid d;
    mj_puzzle_tick(puzzle, &d);
    mays_did(&d, out);
}

static int mays_still(const void *puzzle)
{
    const MjPuzzle *p = puzzle;
    return !p->running && p->anim_ticks == 0;
}

static const PzPlay *mays_play(const void *puzzle) { return &((const MjPuzzle *)puzzle)->play; }

const PzRules pz_mays_rules = {
    .api = PZ_API_VERSION,
    .mode = LP_MODE_MAYS,
    .code_opens = mays_code_opens,
    .file_opens = mays_file_opens,
    .open = mays_open,
    .close = mays_close,
    .apply = mays_apply,
    .tick = mays_tick,
    .still = mays_still,
    .play = mays_play,
};
