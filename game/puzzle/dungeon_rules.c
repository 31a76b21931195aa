/* dungeon_rules.c - the dungeon's pure half (rules.h): which DG codes and dungeon level files it
 * opens, and a whole visit played with no window (loopling-gen replay): walks, and each room's
 * puzzle opened at its terminal by its own mode's rules, its actions handed to it
 * until the pupil goes back to the dungeon (a `room -1` event). The game's screen plays the same
 * visit (puzzle/dungeon_visit.h) with the modes' own screens in place of their rules. It names the
 * three modes' rules itself (not through the registry, which names it). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/lessoncode.h"
#include "core/levelfile.h"
#include "dungeon/dungeon_share.h"
#include "modes/dungeon/level.h"
#include "puzzle/dungeon_visit.h"
#include "puzzle/rules.h"

typedef struct DgRun {
    DgVisit visit;
    PzOpen how;             /* data_dir, setting and format for the rooms' puzzles */
    char data_dir[1024];
    const PzRules *inner_rules;
    void *inner;            /* the open room's puzzle, or NULL */
    int ended;              /* ... its tries that ended since it opened */
} DgRun;

static int dungeon_code_opens(const char *code, const LpShareParams *sp, char *why, int why_size)
{
    (void)sp;
    DgShareDungeon d;
    return dg_share_decode(code, &d, why, why_size) == 1;
}

static int dungeon_file_opens(const char *path, char *why, int why_size)
{
    DgWorld *w = malloc(sizeof *w);
    LpDiag diag = {0};
    int ok = w && dg_level_load(path, w, &diag);
    if (!w) lp_diag_set(&diag, path, 0, "%s", _("not enough memory"));
    if (!ok) lp_diag_format(&diag, why, why_size);
    free(w);
    return ok;
}

/* The world of a code or a level file's text (world: the caller's, large). */
int dg_world_open(const PzOpen *how, DgWorld *world, LpDiag *diag)
{
    if (how->level_text) return dg_level_parse(how->level_text, strlen(how->level_text), "level", world, diag);
    if (!how->code) return lp_diag_set(diag, "level", 0, "%s", _("neither a level nor a code to open"));
    DgFlowchart *flow = malloc(sizeof *flow);
    DgGenResult *made = malloc(sizeof *made);
    int ok = flow && made && dg_share_open(how->code, how->data_dir ? how->data_dir : ".", 0, flow, made, diag);
    if (!flow || !made) lp_diag_set(diag, how->code, 0, "%s", _("not enough memory for the dungeon"));
    if (ok) *world = made->world;
    free(flow);
    free(made);
    return ok;
}

static void *dungeon_open(const PzOpen *how, LpDiag *diag)
{
    DgRun *run = calloc(1, sizeof *run);
    DgWorld *world = malloc(sizeof *world);
    if (!run || !world || !dg_world_open(how, world, diag)) {
        if (!run || !world) lp_diag_set(diag, "level", 0, "%s", _("not enough memory"));
        free(run);
        free(world);
        return NULL;
    }
    dg_visit_start(&run->visit, world, how->kind);
    free(world);
    run->how = *how;
    snprintf(run->data_dir, sizeof run->data_dir, "%s", how->data_dir ? how->data_dir : ".");
    run->how.data_dir = run->data_dir;
    run->how.level_text = NULL;
    return run;
}

/* Back to the dungeon: the room's puzzle closes with its tries. */
static void close_inner(DgRun *run)
{
    if (!run->inner) return;
    dg_visit_leave(&run->visit, run->ended);
    run->inner_rules->close(run->inner);
    run->inner = NULL;
}

/* The open room's puzzle, by the code its room holds now. */
static void open_inner(DgRun *run)
{
    int p = run->visit.open;
    static const PzRules *const rooms_rules[LP_MODE_COUNT] = {
        [LP_MODE_TOYCAR] = &pz_toycar_rules, [LP_MODE_BOTS] = &pz_bots_rules, [LP_MODE_MAYS] = &pz_mays_rules};
    LpMode mode = run->visit.world.puzzles[p].mode;
    const PzRules *rules = (int)mode >= 0 && mode < LP_MODE_COUNT ? rooms_rules[mode] : NULL;
    PzOpen how = run->how;
    how.code = run->visit.code[p];
    how.kind = dg_visit_puzzle_kind(&run->visit, p);
    /* a lesson's code opens its lesson file, as the game's rooms do (puzzle/ref.h) */
    LpShareParams sp;
    char dir[1200], path[1400];
    LpBuf text;
    lp_buf_init(&text);
    LpDiag diag = {0};
    snprintf(dir, sizeof dir, "%s/%s", run->data_dir, lp_lesson_dir(mode) ? lp_lesson_dir(mode) : "levels/none");
    if (lp_sharecode_decode(how.code, &sp, &diag) && lp_lesson_is(&sp) &&
        lp_lesson_find(dir, &sp, path, sizeof path, &diag) && lp_levelfile_read(&text, path, &diag) && text.data)
        how.level_text = text.data;
    run->ended = 0;
    run->inner = rules && rules->open ? rules->open(&how, &diag) : NULL;
    lp_buf_free(&text);
    run->inner_rules = rules;
    if (!run->inner) dg_visit_leave(&run->visit, 0); /* a code its mode no longer opens: nothing to play */
}

DgVisit *dg_rules_visit(void *puzzle) { return &((DgRun *)puzzle)->visit; }

static void dungeon_close(void *puzzle)
{
    DgRun *run = puzzle;
    close_inner(run);
    free(run);
}

/* What the room's puzzle did, as the visit hears it: its first solve opens the gate (and is not the
 * visit's result, which is the stairs). */
static void heard(DgRun *run, PzDid *out)
{
    run->ended += out->ended;
    if (out->result) dg_visit_solved(&run->visit);
    out->result = 0;
}

static void dungeon_apply(void *puzzle, const LpReplayEvent *a, PzDid *out)
{
    DgRun *run = puzzle;
    *out = (PzDid){0};
    if (a->kind == LP_RE_ROOM) {
        if (a->a < 0) close_inner(run);
        else if (!run->inner && dg_visit_enter(&run->visit, a->a)) open_inner(run);
    } else if (a->kind == LP_RE_PUZZLE) {
        int reopen = run->inner && run->visit.world.puzzles[run->visit.open].room == a->a;
        if (dg_visit_swap(&run->visit, a->a, a->text) && reopen) {
            close_inner(run);
            if (dg_visit_enter(&run->visit, a->a)) open_inner(run);
        }
    } else if (run->inner) {
        run->inner_rules->apply(run->inner, a, out);
        heard(run, out);
    } else if (a->kind == LP_RE_WALK) {
        int was = run->visit.play.solved;
        dg_visit_walk(&run->visit, (DgSide)a->a, NULL);
        out->result = !was && run->visit.play.solved;
        if (out->result) out->commands = run->visit.ex.steps;
    }
}

static void dungeon_tick(void *puzzle, PzDid *out)
{
    DgRun *run = puzzle;
    *out = (PzDid){0};
    if (!run->visit.play.solved) pz_play_tick(&run->visit.play);
    if (run->inner) {
        run->inner_rules->tick(run->inner, out);
        heard(run, out);
    }
}

static int dungeon_still(const void *puzzle)
{
    const DgRun *run = puzzle;
    return run->inner ? run->inner_rules->still(run->inner) : 1;
}

/* While a room's puzzle is open, its play (a try's count is its own); else the visit's. */
static const PzPlay *dungeon_play(const void *puzzle)
{
    const DgRun *run = puzzle;
    return run->inner ? run->inner_rules->play(run->inner) : &run->visit.play;
}

const PzRules pz_dungeon_rules = {
    .api = PZ_API_VERSION,
    .mode = LP_MODE_DUNGEON,
    .code_opens = dungeon_code_opens,
    .file_opens = dungeon_file_opens,
    .open = dungeon_open,
    .close = dungeon_close,
    .apply = dungeon_apply,
    .tick = dungeon_tick,
    .still = dungeon_still,
    .play = dungeon_play,
};
