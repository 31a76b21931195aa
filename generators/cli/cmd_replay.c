/* cmd_replay.c - loopling-gen replay FILE [--json]: verify a pupil's replay with no window. The
 * replay's level is opened by the mode's pure rules (game/puzzle), its recorded actions are applied
 * at their ticks and the clock is run as the game runs it (each tick: the actions due, then one
 * tick of the rules), and every run's outcome and the result are compared with what was recorded.
 * Exit status: 0 the same result, outcome by outcome and at the recorded tick; 1 different; 2 bad
 * input, or a mode whose rules still live in its screen (the robot and May's Journey: their
 * replays are verified by the game, `loopling --replay FILE`). */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "core/replay.h"
#include "core/sharecode.h"
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

typedef struct Verdict {
    int outcomes_seen, outcomes_same, outcomes_recorded;
    int solved, tries, commands;
    uint32_t tick;
} Verdict;

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
        if (!t.ended) continue;
        int solved = t.status == TC_WON, same = 0;
        for (; next_recorded < r->count; next_recorded++) { /* the recording's next outcome */
            const LpReplayEvent *e = &r->events[next_recorded];
            if (e->kind != LP_RE_OUTCOME) continue;
            same = e->a == solved && e->b == pz.play.tries && e->c == t.commands;
            next_recorded++;
            break;
        }
        v->outcomes_seen++;
        v->outcomes_same += same;
        lp_buf_printf(json_outcomes, "%s{\"tick\":%u,\"solved\":%s,\"tries\":%d,\"commands\":%d,\"same\":%s}",
                      v->outcomes_seen > 1 ? "," : "", (unsigned)clock, solved ? "true" : "false", pz.play.tries,
                      t.commands, same ? "true" : "false");
        if (t.first_solve) {
            v->solved = 1;
            v->tries = pz.play.tries;
            v->commands = t.commands;
            v->tick = clock;
        }
        if (next >= r->count) break; /* nothing more will happen */
    }
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
    if (strcmp(r.mode, "toycar") != 0) {
        cli_say("%s: a %s replay is verified by the game for now (loopling --replay %s): only the toy car's rules "
                "are apart from its screen yet", path, !strcmp(r.mode, "bots") ? "robot" : "May's Journey", path);
        lp_replay_free(&r);
        return 2;
    }
    static TcLevel level;
    if (!toycar_level(&r, &level, &diag)) {
        cli_print_diag(&diag);
        lp_replay_free(&r);
        return 2;
    }
    Verdict v = {0};
    for (int i = 0; i < r.count; i++) v.outcomes_recorded += r.events[i].kind == LP_RE_OUTCOME;
    LpBuf outcomes;
    lp_buf_init(&outcomes);
    play_toycar(&r, &level, &v, &outcomes);
    int result_same = r.has_result ? v.solved == r.result_solved && v.tries == r.result_tries &&
                                         v.commands == r.result_commands && v.tick == r.result_tick
                                   : !v.solved;
    int same = result_same && v.outcomes_seen == v.outcomes_recorded && v.outcomes_same == v.outcomes_seen;
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
