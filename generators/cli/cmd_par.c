/* cmd_par.c - loopling-gen par: how far a robot level's par is from the fewest commands.
 * Prints the fewest plain actions that solve the level (breadth-first) and whether no program
 * with fewer commands than par exists (bots_prove_par: actions, repeat 2..9 - in the main program
 * 2..99, as the game's label - and functions A-F; --max-repeat and --max-repeat-main change them;
 * --bound-worlds the most reachable worlds par_bounds.h enumerates for its bounds; --part I
 * --parts N searches the I-th of N shares, solver.h's BotsProveDesc.part; --search-version V an
 * older search, so that the parts of a proof begun with it can be finished with it; --progress a
 * line as each command count is done; --one-pass all counts below par in one search, BotsProveDesc.one_pass).
 * Exit status: 0 par proven minimal, 1 a shorter program exists or the search gave up,
 * 2 bad input. Depends on modes/bots/solver.h; timing is measured here. */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "core/diag.h"
#include "core/i18n.h"
#include "modes/bots/level.h"
#include "modes/bots/solver.h"

#define PAR_MAX_ACTIONS 200 /* the plain-action search looks no further */

/* --progress: a line on stderr each time the search has searched every program one command
 * longer (asked every BOTS_PROVE_ASK_EVERY nodes; it never stops the search). */
typedef struct Progress {
    const char *path;
    int below;
    double t0;
    long long before; /* nodes of the search before this one */
} Progress;

static int show_progress(void *user, long long nodes, int searched_below)
{
    Progress *pr = user;
    if (searched_below > pr->below) {
        pr->below = searched_below;
        /* TRANSLATORS: --progress; searched_below grows as the proof goes on */
        fprintf(stderr, _("%s: every program with fewer than %d commands searched (%lld nodes, %.0f s)\n"),
                pr->path, searched_below, pr->before + nodes, (cli_now_ms() - pr->t0) / 1000.0);
    }
    return 1;
}

int cli_par(int argc, char **argv)
{
    int json = 0, progress = 0, one_pass = 0;
    long long max_nodes = 0, max_repeat = 0, max_repeat_main = 0, bound_worlds = 0, part = 0, parts = 0,
              search_version = 0;
    const char *path = NULL;
    Flag flags[] = {{"--json", 0, 0, NULL, &json, NULL},
                    {"--max-nodes", 1, 100000000000LL, &max_nodes, NULL, NULL},
                    {"--max-repeat", 2, 99, &max_repeat, NULL, NULL},
                    {"--max-repeat-main", 2, 99, &max_repeat_main, NULL, NULL},
                    {"--bound-worlds", 1, BOTS_PAR_BOUNDS_MAX_STATES, &bound_worlds, NULL, NULL},
                    {"--part", 1, 1000, &part, NULL, NULL},
                    {"--parts", 2, 1000, &parts, NULL, NULL},
                    {"--search-version", 1, BOTS_PROVE_VERSION, &search_version, NULL, NULL},
                    {"--progress", 0, 0, NULL, &progress, NULL},
                    {"--one-pass", 0, 0, NULL, &one_pass, NULL}};
    int rc = cli_parse_flags(argc, argv, flags, 10, &path);
    if (rc) return rc;
    if (!path) return cli_bad_input("%s", _("par needs a LEVELFILE"));
    if ((part > 0) != (parts > 0) || part > parts)
        return cli_bad_input("%s", _("par: --part I needs --parts N, with I from 1 to N"));
    if (!max_repeat_main) max_repeat_main = BOTS_PAR_REPEAT_MAIN;
    char why[600] = "";
    const char *mode = cli_level_mode(path, why, sizeof why);
    if (!*mode) return cli_bad_input("%s", why);
    /* TRANSLATORS: %s is a mode's name as level files write it (toycar, mays, dungeon) */
    if (strcmp(mode, "bots") != 0) return cli_bad_input(_("par: only robot levels have a par to prove, not %s"), mode);
    BotsLevel level;
    LpDiag diag = {0};
    if (!bots_level_load(path, &level, &diag)) {
        cli_print_diag(&diag);
        return 2;
    }
    double t0 = cli_now_ms();
    BotsAction plan[PAR_MAX_ACTIONS];
    int shortest = -1;
    BotsSolveStatus solve = bots_solve_shortest_actions(&level.start, PAR_MAX_ACTIONS, plan, &shortest);
    double bfs_ms = cli_now_ms() - t0;
    t0 = cli_now_ms();
    BotsProveResult proof;
    /* As the game's label does: a short search without the bounds first (building them costs
     * more than most small proofs), then the whole budget with them. */
    BotsProveDesc desc = {.max_nodes = BOTS_PAR_QUICK_NODES,
                          .max_repeat = (int)max_repeat,
                          .max_repeat_main = (int)max_repeat_main,
                          .no_bounds = 1,
                          .version = (int)search_version};
    if (max_nodes > 0 && max_nodes < desc.max_nodes) desc.max_nodes = max_nodes;
    bots_prove_par(&level, &desc, &proof);
    if (proof.status == BOTS_PAR_GAVE_UP && desc.max_nodes != max_nodes) {
        long long quick = proof.nodes;
        Progress pr = {path, 0, t0, quick};
        desc = (BotsProveDesc){.max_nodes = max_nodes,
                               .max_repeat = (int)max_repeat,
                               .max_repeat_main = (int)max_repeat_main,
                               .max_bound_states = (int)bound_worlds,
                               .version = (int)search_version,
                               .part = (int)part,
                               .parts = (int)parts,
                               .one_pass = one_pass,
                               .keep_going = progress ? show_progress : NULL,
                               .user = &pr};
        bots_prove_par(&level, &desc, &proof);
        proof.nodes += quick;
    }
    double prove_ms = cli_now_ms() - t0;
    if (json) {
        LpBuf o;
        cli_json_begin(&o, path, "bots");
        if (solve == BOTS_SOLVE_FOUND) lp_buf_printf(&o, ",\"shortest_actions\":%d", shortest);
        else lp_buf_puts(&o, ",\"shortest_actions\":null");
        lp_buf_printf(&o,
                      ",\"shortest_actions_status\":\"%s\",\"par\":%d,\"par_proven\":%s,\"shorter_program\":",
                      solve == BOTS_SOLVE_FOUND  ? "found"
                      : solve == BOTS_SOLVE_NONE ? "none"
                                                 : "unknown",
                      level.par, proof.status == BOTS_PAR_PROVEN && !parts ? "true" : "false");
        if (proof.status == BOTS_PAR_SHORTER) lp_buf_json_string(&o, proof.program);
        else lp_buf_puts(&o, "null");
        lp_buf_printf(&o,
                      ",\"shorter_commands\":%d,\"result\":\"%s\",\"searched_below\":%d,\"nodes\":%lld,"
                      "\"rejected\":%lld,\"bfs_ms\":%.1f,\"prove_ms\":%.1f,\"part\":%lld,\"parts\":%lld,"
                      "\"search_version\":%lld,\"one_pass\":%s",
                      proof.status == BOTS_PAR_SHORTER ? proof.commands : 0,
                      bots_par_status_name(proof.status), proof.searched_below, proof.nodes, proof.rejected,
                      bfs_ms, prove_ms, parts ? part : 1, parts ? parts : 1,
                      search_version ? search_version : (long long)BOTS_PROVE_VERSION,
                      one_pass ? "true" : "false");
        cli_json_end(&o);
    }
    if (solve == BOTS_SOLVE_FOUND) {
        /* TRANSLATORS: the robot's actions follow (forward turnLeft ...), then "), 12.3 ms" */
        fprintf(stderr, _("%s: fewest plain actions: %d ("), path, shortest);
        for (int i = 0; i < shortest; i++)
            fprintf(stderr, "%s%s", i ? " " : "", bots_action_name(plan[i]));
        fprintf(stderr, "), %.1f ms\n", bfs_ms);
    } else {
        fprintf(stderr, _("%s: fewest plain actions: %s\n"), path,
                solve == BOTS_SOLVE_NONE ? _("no plain solution within 200 actions") : _("unknown (too many states)"));
    }
    switch (proof.status) {
    case BOTS_PAR_PROVEN:
        if (parts) {
            /* TRANSLATORS: a part of a search split with --part I --parts N */
            fprintf(stderr,
                    _("%s: part %lld of %lld: no program of its share with fewer than %d commands solves it "
                      "(%lld "
                      "nodes, %.1f ms); par is proven when every part says so\n"),
                    path, part, parts, level.par, proof.nodes, prove_ms);
            return 0;
        }
        fprintf(stderr, _("%s: par %d proven: no program with fewer commands solves it (%lld nodes, %.1f ms)\n"),
                path, level.par, proof.nodes, prove_ms);
        return 0;
    case BOTS_PAR_SHORTER:
        /* TRANSLATORS: the last %s is the shorter program, on the lines after */
        fprintf(stderr, _("%s: par %d is too high: this program solves it in %d commands:\n%s"), path, level.par,
                proof.commands, proof.program);
        return 1;
    case BOTS_PAR_GAVE_UP: break;
    }
    fprintf(stderr, _("%s: par %d not proven: gave up after %lld nodes (%.1f ms); every program with fewer than %d "
                      "commands was searched\n"),
            path, level.par, proof.nodes, prove_ms, proof.searched_below);
    return 1;
}
