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

/* What an action or a tick did, in every mode's terms. */
typedef struct Did {
    int ended;       /* a try ended: ... */
    int solved;      /* ... whether it solved (May's: opened the way) ... */
    int commands;    /* ... with these commands */
    int result;      /* the puzzle was solved for the first time: ... */
    int result_tries, result_commands;
} Did;

/* A mode's rules as this verifier drives them (the contract's apply and tick). */
typedef struct Rules {
    void *pz;
    void (*apply)(void *pz, const LpReplayEvent *e, Did *out);
    void (*tick)(void *pz, Did *out);
    int (*still)(const void *pz); /* nothing happens without another action */
    int (*tries)(const void *pz);
} Rules;

static void tc_did(TcPuzzle *p, const TcTicked *t, Did *out)
{
    *out = (Did){.ended = t->ended, .solved = t->status == TC_WON, .commands = t->commands, .result = t->first_solve,
                 .result_tries = p->play.tries, .result_commands = t->commands};
}
static void tc_apply(void *pz, const LpReplayEvent *e, Did *out)
{
    tc_puzzle_apply(pz, e);
    *out = (Did){0};
}
static void tc_tick(void *pz, Did *out)
{
    TcTicked t;
    tc_puzzle_tick(pz, &t);
    tc_did(pz, &t, out);
}
static int tc_still(const void *pz) { return ((const TcPuzzle *)pz)->world.status != TC_DRIVING; }
static int tc_tries(const void *pz) { return ((const TcPuzzle *)pz)->play.tries; }

static void bots_did(BotsPuzzle *p, const BotsTicked *t, Did *out)
{
    *out = (Did){.ended = t->ended, .solved = t->ended && p->session.state == BOTS_SESSION_SOLVED, .commands = t->commands,
                 .result = t->first_solve, .result_tries = p->play.tries, .result_commands = t->commands};
}
static void bots_apply(void *pz, const LpReplayEvent *e, Did *out)
{
    BotsTicked t;
    bots_puzzle_apply(pz, e, &t);
    bots_did(pz, &t, out); /* code that did not compile ends a try at once (format 2 on) */
}
static void bots_tick(void *pz, Did *out)
{
    BotsTicked t;
    bots_puzzle_tick(pz, &t);
    bots_did(pz, &t, out);
}
static int bots_still(const void *pz)
{
    const BotsPuzzle *p = pz;
    return !p->playing && p->anim_ticks == 0 && p->session.state != BOTS_SESSION_RUNNING;
}
static int bots_tries(const void *pz) { return ((const BotsPuzzle *)pz)->play.tries; }

static void mays_did(MjPuzzle *p, const MjDid *d, Did *out)
{
    /* a run opens the way; the result is May walking out */
    *out = (Did){.ended = d->ended, .solved = d->solved, .commands = d->commands, .result = d->first_solve,
                 .result_tries = p->play.solved_tries, .result_commands = p->play.solved_commands};
}
static void mays_apply(void *pz, const LpReplayEvent *e, Did *out)
{
    MjDid d;
    mj_puzzle_apply(pz, e, &d);
    mays_did(pz, &d, out);
}
static void mays_tick(void *pz, Did *out)
{
    MjDid d;
    mj_puzzle_tick(pz, &d);
    mays_did(pz, &d, out);
}
static int mays_still(const void *pz)
{
    const MjPuzzle *p = pz;
    return !p->running && p->anim_ticks == 0;
}
static int mays_tries(const void *pz) { return ((const MjPuzzle *)pz)->play.tries; }

/* A try that ended, compared with the recording's next outcome; the first solve is the result. */
static void heard(const LpReplay *r, int *next_recorded, uint32_t clock, const Rules *rules, const Did *d, Verdict *v,
                  LpBuf *json_outcomes)
{
    if (d->ended) {
        int same = 0, tries = rules->tries(rules->pz);
        for (; *next_recorded < r->count; (*next_recorded)++) {
            const LpReplayEvent *e = &r->events[*next_recorded];
            if (e->kind != LP_RE_OUTCOME) continue;
            same = e->a == d->solved && e->b == tries && e->c == d->commands;
            (*next_recorded)++;
            break;
        }
        v->outcomes_seen++;
        v->outcomes_same += same;
        lp_buf_printf(json_outcomes, "%s{\"tick\":%u,\"solved\":%s,\"tries\":%d,\"commands\":%d,\"same\":%s}",
                      v->outcomes_seen > 1 ? "," : "", (unsigned)clock, d->solved ? "true" : "false", tries,
                      d->commands, same ? "true" : "false");
    }
    if (d->result) {
        v->solved = 1;
        v->tries = d->result_tries;
        v->commands = d->result_commands;
        v->tick = clock;
    }
}

/* The game's clock, as it plays a replay: each tick the actions due (an edit made whole, as the
 * game's player does), then one tick of the rules. */
static void drive(const LpReplay *r, const Rules *rules, Verdict *v, LpBuf *json_outcomes, int *bad_edits)
{
    LpBuf code, scratch;
    lp_buf_init(&code);
    lp_buf_init(&scratch);
    lp_buf_puts(&code, "");
    int next = 0, next_recorded = 0;
    uint32_t end = lp_replay_length(r) + GRACE_TICKS;
    for (uint32_t clock = 0; clock <= end; clock++) {
        for (; next < r->count && r->events[next].tick <= clock; next++) {
            LpReplayEvent e = r->events[next];
            if (e.kind == LP_RE_OUTCOME) continue; /* compared when the rules end a try */
            if (e.kind == LP_RE_EDIT) {
                if (!lp_replay_apply_edit(&r->events[next], code.data ? code.data : "", &scratch)) {
                    (*bad_edits)++;
                    continue;
                }
                lp_buf_clear(&code);
                lp_buf_puts(&code, scratch.data ? scratch.data : "");
                e.text = code.data;
            }
            Did d;
            rules->apply(rules->pz, &e, &d);
            heard(r, &next_recorded, clock, rules, &d, v, json_outcomes);
        }
        Did d;
        rules->tick(rules->pz, &d);
        heard(r, &next_recorded, clock, rules, &d, v, json_outcomes);
        if (next >= r->count && rules->still(rules->pz)) break; /* nothing more will happen */
    }
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
    static TcPuzzle tcp; /* large */
    static BotsPuzzle bp;
    static MjPuzzle mp;
    Rules rules;
    if (is_toycar) {
        tc_puzzle_open(&tcp, &tc, PZ_KIND_OTHER, 0, r.anim_speed, r.version);
        rules = (Rules){&tcp, tc_apply, tc_tick, tc_still, tc_tries};
    } else if (is_bots) {
        bots_puzzle_open(&bp, &bl, PZ_KIND_OTHER, 0, r.anim_speed, r.version);
        rules = (Rules){&bp, bots_apply, bots_tick, bots_still, bots_tries};
    } else {
        mj_puzzle_open(&mp, &ml, PZ_KIND_OTHER, 0, 0, r.anim_speed, r.version);
        rules = (Rules){&mp, mays_apply, mays_tick, mays_still, mays_tries};
    }
    drive(&r, &rules, &v, &outcomes, &bad_edits);
    if (is_bots) bots_puzzle_close(&bp);
    if (!is_toycar && !is_bots) mj_puzzle_close(&mp);
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
