/* cmd_replay.c - loopling-gen replay FILE [--json]: verify a pupil's replay with no window. The
 * replay's level is opened by its mode's pure rules through the registry (game/puzzle/rules.h:
 * open, apply, tick), its recorded actions are applied at their ticks and the clock is run as the
 * game runs it (each tick: the actions due, an edit made whole, then one tick of the rules), and
 * every run's outcome and the result are compared with what was recorded. Every mode's rules are
 * pure, so every replay the game saves can be verified here. Exit status: 0 the same result,
 * outcome by outcome and at the recorded tick; 1 different; 2 bad input. */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "core/i18n.h"
#include "core/replay.h"
#include "puzzle/rules.h"

#define GRACE_TICKS 600 /* ticks past the last action for a run still going to end */

typedef struct Verdict {
    int outcomes_seen, outcomes_same, outcomes_recorded;
    int solved, tries, commands;
    uint32_t tick;
} Verdict;

/* A try that ended, compared with the recording's next outcome; the first solve is the result. */
static void heard(const LpReplay *r, int *next_recorded, uint32_t clock, const PzPlay *play, const PzDid *d, Verdict *v,
                  LpBuf *json_outcomes)
{
    if (d->ended) {
        int same = 0;
        for (; *next_recorded < r->count; (*next_recorded)++) {
            const LpReplayEvent *e = &r->events[*next_recorded];
            if (e->kind != LP_RE_OUTCOME) continue;
            same = e->a == d->solved && e->b == play->tries && e->c == d->commands;
            (*next_recorded)++;
            break;
        }
        v->outcomes_seen++;
        v->outcomes_same += same;
        lp_buf_printf(json_outcomes, "%s{\"tick\":%u,\"solved\":%s,\"tries\":%d,\"commands\":%d,\"same\":%s}",
                      v->outcomes_seen > 1 ? "," : "", (unsigned)clock, d->solved ? "true" : "false", play->tries,
                      d->commands, same ? "true" : "false");
    }
    if (d->result) {
        v->solved = 1;
        v->tries = play->solved_tries;
        v->commands = play->solved_commands;
        v->tick = clock;
    }
}

/* The game's clock, as it plays a replay. */
static void drive(const LpReplay *r, const PzRules *rules, void *pz, Verdict *v, LpBuf *json_outcomes, int *bad_edits)
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
            if (e.kind == LP_RE_EDIT) { /* the edit made whole, as the game's player does */
                if (!lp_replay_apply_edit(&r->events[next], code.data ? code.data : "", &scratch)) {
                    (*bad_edits)++;
                    continue;
                }
                lp_buf_clear(&code);
                lp_buf_puts(&code, scratch.data ? scratch.data : "");
                e.text = code.data;
            }
            PzDid d;
            rules->apply(pz, &e, &d);
            heard(r, &next_recorded, clock, rules->play(pz), &d, v, json_outcomes);
        }
        PzDid d;
        rules->tick(pz, &d);
        heard(r, &next_recorded, clock, rules->play(pz), &d, v, json_outcomes);
        if (next >= r->count && rules->still(pz)) break; /* nothing more will happen */
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
    if (!path) return cli_bad_input("%s", _("replay needs a FILE (a .replay the game saved)"));
    LpReplay r;
    lp_replay_init(&r);
    LpDiag diag = {0};
    if (!lp_replay_load(path, &r, &diag)) {
        cli_print_diag(&diag);
        lp_replay_free(&r);
        return 2;
    }
    const PzRules *rules = pz_rules_named(r.mode);
    PzOpen how = {.level_text = r.level_text, .code = r.code[0] ? r.code : NULL, .data_dir = cli_data_path("."),
                  .kind = PZ_KIND_OTHER, .setting = r.anim_speed, .format = r.version};
    void *pz = rules && rules->open ? rules->open(&how, &diag) : NULL;
    if (!pz) {
        /* TRANSLATORS: %1$s a replay file, %2$s the mode it names as the file writes it */
        if (!rules || !rules->open) cli_say(_("%s: this Loopling plays no %s replay"), path, r.mode);
        else cli_say(_("%s: its level does not open: %s"), path, diag.message);
        lp_replay_free(&r);
        return 2;
    }
    Verdict v = {0};
    for (int i = 0; i < r.count; i++) v.outcomes_recorded += r.events[i].kind == LP_RE_OUTCOME;
    LpBuf outcomes;
    lp_buf_init(&outcomes);
    int bad_edits = 0;
    drive(&r, rules, pz, &v, &outcomes, &bad_edits);
    rules->close(pz);
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
    /* TRANSLATORS: %1$s a replay file, %2$s "the same result as recorded" or "NOT the recorded result",
     * %3$d of %4$d the pupil's runs, %5$s "solved" or "not solved" */
    fprintf(stderr, _("replay: %s: %s (%d of %d runs the same; %s)\n"), path,
            same ? _("the same result as recorded") : _("NOT the recorded result"), v.outcomes_same,
            v.outcomes_recorded, v.solved ? _("solved") : _("not solved"));
    lp_buf_free(&outcomes);
    lp_replay_free(&r);
    return same ? 0 : 1;
}
