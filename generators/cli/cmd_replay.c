/* cmd_replay.c - loopling-gen replay FILE [--json]: verify a pupil's replay with no window. The
 * replay's level is opened by the mode's pure rules (game/puzzle), its recorded actions are applied
 * at their ticks and the clock is run as the game runs it (each tick: the actions due, then one
 * tick of the rules), and every run's outcome and the result are compared with what was recorded.
 * Every mode's rules are pure (game/puzzle/toycar_puzzle.c, bots_puzzle.c, mays_puzzle.c), so every
 * replay the game saves can be verified here. Exit status: 0 the same result, outcome by outcome and
 * at the recorded tick; 1 different; 2 bad input. */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "core/replay.h"
#include "core/sharecode.h"
#include "bots/bots_gen.h"
#include "mays/grammar.h"
#include "mays/mays_build.h"
#include "mays/mays_share.h"
#include "puzzle/mays_puzzle.h"
#include "puzzle/bots_puzzle.h"
#include "puzzle/rules.h"
#include "puzzle/toycar_puzzle.h"
#include "toycar/toycar_gen.h"

#define GRACE_TICKS 600 /* ticks past the last action for a run still going to end */

/* The toy car's level of a replay: its embedded level file, or its share code made again. */
static int toycar_level(const LpReplay *r, TcLevel *level, LpDiag *diag)
{
    if (r->level_text) return tc_level_parse(r->level_text, strlen(r->level_text), "replay's level", level, diag);
    LpShareParams sp;
    char why[200];
    if (!r->code[0] || !lp_sharecode_decode(r->code, &sp, NULL) || sp.mode != LP_MODE_TOYCAR || sp.version != TC_GEN_VERSION) {
        snprintf(why, sizeof why, "its level is neither embedded nor a toy-car code this Loopling makes (\"%s\")", r->code);
        lp_diag_set(diag, "replay", 0, "%s", why);
        return 0;
    }
    static TcGenResult made; /* large */
    TcGaDesc desc = {.seed = sp.seed, .target_length = sp.param_a, .target_loops = sp.param_b};
    if (!tc_generate(&desc, &made, diag) || !made.verified) return 0;
    memset(level, 0, sizeof *level);
    level->board = made.build.board;
    level->tile_count = made.build.tile_count;
    memcpy(level->tiles, made.build.tiles, sizeof level->tiles);
    snprintf(level->code, sizeof level->code, "%s", r->code);
    return 1;
}

/* The robot's level of a replay: its embedded level file, or its share code made again from the
 * shipped template it names. */
static int bots_level(const LpReplay *r, BotsLevel *level, LpDiag *diag)
{
    if (r->level_text) return bots_level_parse(r->level_text, strlen(r->level_text), "replay's level", level, diag);
    LpShareParams sp;
    char why[300];
    if (!r->code[0] || !lp_sharecode_decode(r->code, &sp, NULL) || sp.mode != LP_MODE_BOTS ||
        !pz_bots_rules.code_opens(r->code, &sp, why, sizeof why)) {
        lp_diag_set(diag, "replay", 0, "its level is neither embedded nor a robot code this Loopling makes (\"%s\")", r->code);
        return 0;
    }
    char rel[160];
    snprintf(rel, sizeof rel, "scripts/templates/%s.template", bots_template_name_for_id(sp.param_a));
    BotsTemplate t;
    if (!bots_template_load(cli_data_path(rel), &t, diag)) return 0;
    bots_template_resize(&t, sp.param_b);
    static BotsGenPuzzle made; /* large */
    if (!bots_generate_one(&t, sp.seed, &made, diag)) return 0;
    *level = made.level;
    return 1;
}

/* May's room of a replay: its embedded level file, or its MJ code made again with the shipped
 * grammar (a code names a shipped-grammar room). */
static int mays_level(const LpReplay *r, MjLevel *level, LpDiag *diag)
{
    if (r->level_text) return mj_level_parse(r->level_text, strlen(r->level_text), "replay's level", level, diag);
    MjShareRoom room;
    char why[200];
    if (!r->code[0] || mj_share_decode(r->code, &room, why, sizeof why) != 1) {
        lp_diag_set(diag, "replay", 0, "its room is neither embedded nor a May's Journey code this Loopling makes (\"%s\")",
                    r->code);
        return 0;
    }
    const MjGrammar *grammar = mj_grammar_shipped(cli_data_path("scripts/grammars/mays.lua"), diag);
    if (!grammar) return 0;
    static char code[MJ_SYNTH_MAX];
    MjGenDesc desc;
    mj_share_desc(&room, code, &desc);
    desc.grammar = grammar;
    static MjGenResult made; /* large */
    if (!mj_generate(&desc, &made, diag)) return 0;
    *level = made.level;
    return 1;
}

typedef struct Verdict {
    int outcomes_seen, outcomes_same, outcomes_recorded;
    int solved, tries, commands;
    uint32_t tick;
} Verdict;

/* A try that ended: compared with the recording's next outcome. */
static void outcome(const LpReplay *r, int *next_recorded, uint32_t clock, int solved, int tries, int commands,
                    int first_solve, Verdict *v, LpBuf *json_outcomes)
{
    int same = 0;
    for (; *next_recorded < r->count; (*next_recorded)++) {
        const LpReplayEvent *e = &r->events[*next_recorded];
        if (e->kind != LP_RE_OUTCOME) continue;
        same = e->a == solved && e->b == tries && e->c == commands;
        (*next_recorded)++;
        break;
    }
    v->outcomes_seen++;
    v->outcomes_same += same;
    lp_buf_printf(json_outcomes, "%s{\"tick\":%u,\"solved\":%s,\"tries\":%d,\"commands\":%d,\"same\":%s}",
                  v->outcomes_seen > 1 ? "," : "", (unsigned)clock, solved ? "true" : "false", tries, commands,
                  same ? "true" : "false");
    if (first_solve) {
        v->solved = 1;
        v->tries = tries;
        v->commands = commands;
        v->tick = clock;
    }
}

/* The game's clock, as it plays a replay: each tick the actions due, then one tick of the rules. */
static void play_toycar(const LpReplay *r, const TcLevel *level, Verdict *v, LpBuf *json_outcomes)
{
    static TcPuzzle pz; /* large */
    tc_puzzle_open(&pz, level, PZ_KIND_OTHER, 0, r->anim_speed, r->version);
    int next = 0, next_recorded = 0;
    uint32_t end = lp_replay_length(r) + GRACE_TICKS;
    for (uint32_t clock = 0; clock <= end; clock++) {
        for (; next < r->count && r->events[next].tick <= clock; next++) tc_puzzle_apply(&pz, &r->events[next]);
        TcTicked t;
        tc_puzzle_tick(&pz, &t);
        if (t.ended)
            outcome(r, &next_recorded, clock, t.status == TC_WON, pz.play.tries, t.commands, t.first_solve, v, json_outcomes);
        if (next >= r->count && pz.world.status != TC_DRIVING) break; /* nothing more will happen */
    }
}

static void play_bots(const LpReplay *r, const BotsLevel *level, Verdict *v, LpBuf *json_outcomes, int *bad_edits)
{
    static BotsPuzzle pz; /* large */
    bots_puzzle_open(&pz, level, PZ_KIND_OTHER, 0, r->anim_speed, r->version);
    LpBuf code, scratch;
    lp_buf_init(&code);
    lp_buf_init(&scratch);
    lp_buf_puts(&code, "");
    int next = 0, next_recorded = 0;
    uint32_t end = lp_replay_length(r) + GRACE_TICKS;
    for (uint32_t clock = 0; clock <= end; clock++) {
        for (; next < r->count && r->events[next].tick <= clock; next++) {
            LpReplayEvent e = r->events[next];
            if (e.kind == LP_RE_EDIT) { /* the edit made whole, as the game's player does */
                if (!lp_replay_apply_edit(&r->events[next], code.data ? code.data : "", &scratch)) {
                    (*bad_edits)++;
                    continue;
                }
                lp_buf_clear(&code);
                lp_buf_puts(&code, scratch.data ? scratch.data : "");
                e.text = code.data;
            }
            BotsTicked t;
            bots_puzzle_apply(&pz, &e, &t);
            if (t.ended) /* a try that ended as it began: code that did not compile (format 2 on) */
                outcome(r, &next_recorded, clock, 0, pz.play.tries, t.commands, t.first_solve, v, json_outcomes);
        }
        BotsTicked t;
        bots_puzzle_tick(&pz, &t);
        if (t.ended)
            outcome(r, &next_recorded, clock, pz.session.state == BOTS_SESSION_SOLVED, pz.play.tries, t.commands,
                    t.first_solve, v, json_outcomes);
        if (next >= r->count && !pz.playing && pz.anim_ticks == 0 && pz.session.state != BOTS_SESSION_RUNNING) break;
    }
    bots_puzzle_close(&pz);
    lp_buf_free(&code);
    lp_buf_free(&scratch);
}

/* An action's or a tick's try end or May walking out, compared with the recording. */
static void mays_did(const LpReplay *r, int *next_recorded, uint32_t clock, const MjPuzzle *pz, const MjDid *d, Verdict *v,
                     LpBuf *json_outcomes)
{
    if (d->ended) outcome(r, next_recorded, clock, d->solved, pz->play.tries, d->commands, 0, v, json_outcomes);
    if (d->first_solve) { /* the result: May walked out */
        v->solved = 1;
        v->tries = pz->play.solved_tries;
        v->commands = pz->play.solved_commands;
        v->tick = clock;
    }
}

static void play_mays(const LpReplay *r, const MjLevel *level, Verdict *v, LpBuf *json_outcomes, int *bad_edits)
{
    static MjPuzzle pz; /* large */
    mj_puzzle_open(&pz, level, PZ_KIND_OTHER, 0, 0, r->anim_speed, r->version);
    LpBuf code, scratch;
    lp_buf_init(&code);
    lp_buf_init(&scratch);
    lp_buf_puts(&code, "");
    int next = 0, next_recorded = 0;
    uint32_t end = lp_replay_length(r) + GRACE_TICKS;
    for (uint32_t clock = 0; clock <= end; clock++) {
        for (; next < r->count && r->events[next].tick <= clock; next++) {
            LpReplayEvent e = r->events[next];
            if (e.kind == LP_RE_EDIT) { /* the edit made whole, as the game's player does */
                if (!lp_replay_apply_edit(&r->events[next], code.data ? code.data : "", &scratch)) {
                    (*bad_edits)++;
                    continue;
                }
                lp_buf_clear(&code);
                lp_buf_puts(&code, scratch.data ? scratch.data : "");
                e.text = code.data;
            }
            MjDid d;
            mj_puzzle_apply(&pz, &e, &d);
            mays_did(r, &next_recorded, clock, &pz, &d, v, json_outcomes);
        }
        MjDid d;
        mj_puzzle_tick(&pz, &d);
        mays_did(r, &next_recorded, clock, &pz, &d, v, json_outcomes);
        if (next >= r->count && !pz.running && pz.anim_ticks == 0) break;
    }
    mj_puzzle_close(&pz);
    lp_buf_free(&code);
    lp_buf_free(&scratch);
}

int cli_replay(int argc, char **argv)
{
    int json = 0;
    const char *path = NULL;
    Flag flags[] = {{"--json", 0, 0, NULL, &json, NULL}};
    int rc = cli_parse_flags(argc, argv, flags, 1, &path);
    if (rc) return rc;
    if (!path) return cli_bad_input("%s", "replay needs a FILE (a .replay the game saved)");
    LpReplay r;
    lp_replay_init(&r);
    LpDiag diag = {0};
    if (!lp_replay_load(path, &r, &diag)) {
        cli_print_diag(&diag);
        lp_replay_free(&r);
        return 2;
    }
    static TcLevel tc;
    static BotsLevel bl;
    static MjLevel ml;
    int is_toycar = !strcmp(r.mode, "toycar"), is_bots = !strcmp(r.mode, "bots");
    if (is_toycar ? !toycar_level(&r, &tc, &diag) : is_bots ? !bots_level(&r, &bl, &diag) : !mays_level(&r, &ml, &diag)) {
        cli_print_diag(&diag);
        lp_replay_free(&r);
        return 2;
    }
    Verdict v = {0};
    for (int i = 0; i < r.count; i++) v.outcomes_recorded += r.events[i].kind == LP_RE_OUTCOME;
    LpBuf outcomes;
    lp_buf_init(&outcomes);
    int bad_edits = 0;
    if (is_toycar) play_toycar(&r, &tc, &v, &outcomes);
    else if (is_bots) play_bots(&r, &bl, &v, &outcomes, &bad_edits);
    else play_mays(&r, &ml, &v, &outcomes, &bad_edits);
    int result_same = r.has_result ? v.solved == r.result_solved && v.tries == r.result_tries &&
                                         v.commands == r.result_commands && v.tick == r.result_tick
                                   : !v.solved;
    int same = result_same && v.outcomes_seen == v.outcomes_recorded && v.outcomes_same == v.outcomes_seen && !bad_edits;
    if (json) {
        LpBuf o;
        cli_json_begin(&o, path, r.mode);
        lp_buf_printf(&o, ",\"format\":%d,\"same_result\":%s,\"solved\":%s,\"tries\":%d,\"commands\":%d,\"tick\":%u,"
                          "\"recorded\":{\"solved\":%s,\"tries\":%d,\"commands\":%d,\"tick\":%u},"
                          "\"outcomes_recorded\":%d,\"outcomes_same\":%d,\"outcomes\":[%s]",
                      r.version, same ? "true" : "false", v.solved ? "true" : "false", v.tries, v.commands,
                      (unsigned)v.tick, r.has_result && r.result_solved ? "true" : "false", r.result_tries,
                      r.result_commands, (unsigned)r.result_tick, v.outcomes_recorded, v.outcomes_same,
                      outcomes.data ? outcomes.data : "");
        cli_json_end(&o);
    }
    fprintf(stderr, "replay: %s: %s (%d of %d runs the same; %s)\n", path,
            same ? "the same result as recorded" : "NOT the recorded result", v.outcomes_same, v.outcomes_recorded,
            v.solved ? "solved" : "not solved");
    lp_buf_free(&outcomes);
    lp_replay_free(&r);
    return same ? 0 : 1;
}
