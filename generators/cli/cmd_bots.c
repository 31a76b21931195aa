/* cmd_bots.c - loopling-gen bots: robot puzzles from a teacher's template (paper 001), and the
 * robot generator's benchmark beside the paper's Table 2.
 *   loopling-gen bots --template FILE --seed N [--count C] [--size S] [--json] [--out DIR]
 *                     [--gen-version 1|2|3|4|5|6|7|8|9] (the robot generator; default the newest)
 *   loopling-gen bots --code SHARECODE [--json] [--out DIR]   (the code's own generator)
 * (either with [--par-nodes N]: the search that labels each par proven or not; default the
 * game's, BOTS_PAR_LABEL_NODES, BOTS_PAR_SMALL_NODES for a par of up to BOTS_PAR_SMALL; and
 * [--long-search]: where that gave up, the long search the robot screen runs while the pupil
 * plays, bots_par_search_long, minutes a puzzle; [--long-nodes N]: that search with N nodes
 * instead of the game's BOTS_PAR_LONG_NODES, hours a puzzle, for the pars only it proves)
 * --templates DIR says where the templates a code names are (default: scripts/templates, installed
 * or in the source tree): a shipped one by its name, a teacher's own by its content. Exit 0 when
 * all C puzzles were made, 1 when fewer (stderr says how to change the template), 2 on bad input.
 * Timing is measured here, never in the generator. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "bots/bots_gen.h"
#include "cli/cli.h"
#include "core/i18n.h"
#include "core/sharecode.h"
#include "modes/bots/solver.h"

#define DEFAULT_TEMPLATES cli_data_path("scripts/templates")
#define MAX_COUNT 1000
/* --long-nodes at most: a million million nodes, days on one core */
#define BOTS_PAR_LONG_NODES_MAX 1000000000000LL

/* The shipped template with this id, from dir. */
static int load_shipped(const char *dir, int id, BotsTemplate *t, LpDiag *diag)
{
    const char *name = bots_template_name_for_id(id);
    if (!name) return lp_diag_set(diag, "", 0, _("no shipped template has id %d"), id);
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.template", dir, name);
    return bots_template_load(path, t, diag);
}

static void json_rows(LpBuf *o, const char *key, const BotsWorld *w, int what)
{
    lp_buf_printf(o, ",\"%s\":[", key);
    for (int y = 0; y < w->depth; y++) {
        char row[BOTS_MAX_W + 1];
        for (int x = 0; x < w->width; x++) {
            if (what == 0) row[x] = (char)('0' + w->terrain[y][x]);
            else if (what == 1) row[x] = w->boxes[y][x] ? (char)('0' + w->boxes[y][x]) : '.';
            else row[x] = w->switches[y][x] ? 'S' : '.';
        }
        row[w->width] = '\0';
        lp_buf_printf(o, "%s\"%s\"", y ? "," : "", row);
    }
    lp_buf_puts(o, "]");
}

/* The par label of one puzzle (bots_par_proven), and how long it took; with --long-search, the
 * long search the robot screen runs while the pupil plays (bots_par_search_long) when the label
 * gave up. */
typedef struct ParLabel {
    BotsProveResult proof;
    double ms;
    int searched_long; /* 1: long holds */
    BotsProveResult long_proof;
    double long_ms;
} ParLabel;

static void json_puzzle(LpBuf *o, const BotsGenPuzzle *p, const ParLabel *label, int long_search)
{
    const BotsLevel *l = &p->level;
    const BotsWorld *w = &l->start;
    lp_buf_puts(o, "{\"solution\":");
    lp_buf_json_string(o, l->solution);
    lp_buf_printf(o, ",\"commands\":%d,\"optimal_commands\":%d,\"verified\":%s,\"share_code\":", p->commands,
                  p->optimal_commands, p->verified ? "true" : "false");
    if (l->code[0]) lp_buf_json_string(o, l->code);
    else lp_buf_puts(o, "null");
    lp_buf_printf(o, ",\"seed\":%lu,\"width\":%d,\"depth\":%d,\"par\":%d,\"attempts\":%d,\"title\":",
                  (unsigned long)p->seed, w->width, w->depth, l->par, p->attempts);
    lp_buf_json_string(o, l->title);
    lp_buf_printf(o, ",\"robot\":\"%d,%d,%c\"", w->robot_x, w->robot_y, bots_facing_letter(w->facing));
    lp_buf_printf(o, ",\"par_proven\":%s,\"par_result\":\"%s\",\"par_nodes\":%lld",
                  label->proof.status == BOTS_PAR_PROVEN ? "true" : "false", bots_par_status_name(label->proof.status),
                  label->proof.nodes);
    lp_buf_printf(o, ",\"par_ms\":%.1f", label->ms);
    if (label->proof.status == BOTS_PAR_SHORTER) {
        lp_buf_printf(o, ",\"fewest_commands\":%d,\"shorter_program\":", label->proof.commands);
        lp_buf_json_string(o, label->proof.program);
    }
    if (long_search)
        lp_buf_printf(o, ",\"par_proven_after_long\":%s",
                      label->proof.status == BOTS_PAR_PROVEN ||
                              (label->searched_long && label->long_proof.status == BOTS_PAR_PROVEN)
                          ? "true"
                          : "false");
    if (label->searched_long) {
        lp_buf_printf(o, ",\"par_long_result\":\"%s\",\"par_long_nodes\":%lld,\"par_long_ms\":%.1f",
                      bots_par_status_name(label->long_proof.status), label->long_proof.nodes,
                      label->long_ms);
        if (label->long_proof.status == BOTS_PAR_SHORTER) {
            lp_buf_printf(
                o, ",\"par_long_fewest_commands\":%d,\"par_long_program\":", label->long_proof.commands);
            lp_buf_json_string(o, label->long_proof.program);
        } else if (label->long_proof.status == BOTS_PAR_GAVE_UP)
            lp_buf_printf(o, ",\"par_long_searched_below\":%d", label->long_proof.searched_below);
    }
    json_rows(o, "heights", w, 0);
    json_rows(o, "boxes", w, 1);
    json_rows(o, "switches", w, 2);
    lp_buf_puts(o, "}");
}

static void json_rejected(LpBuf *o, const BotsGenReport *r)
{
    lp_buf_puts(o, "{");
    for (int c = 0; c < BOTS_CONSTRAINT_COUNT; c++)
        lp_buf_printf(o, "%s\"%s\":%d", c ? "," : "", bots_constraint_name((BotsConstraint)c), r->rejected[c]);
    lp_buf_puts(o, "}");
}

/* Write DIR/<template>_<NN>.level for every puzzle; 0 (with a message) on failure. */
static int write_levels(const char *dir, const BotsTemplate *t, const BotsGenPuzzle *p, int n)
{
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        /* TRANSLATORS: %1$s is a folder, %2$s the system's reason */
        cli_say(_("%s: cannot create: %s"), dir, strerror(errno));
        return 0;
    }
    for (int i = 0; i < n; i++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/%s_%02d.level", dir, t->name[0] ? t->name : "template", i + 1);
        LpBuf text;
        lp_buf_init(&text);
        bots_level_write(&p[i].level, &text);
        int ok = cli_write_text_file(path, &text);
        lp_buf_free(&text);
        if (!ok) return 0;
    }
    return 1;
}

static void print_rejections(const BotsGenReport *r)
{
    /* TRANSLATORS: the counts of puzzle attempts and why they were dropped; the constraints' own names
     * (no_wasted_turns...) follow, as they are */
    fprintf(stderr, _("  attempts %d: abandoned by the solution generator %d, duplicates %d"), r->attempts,
            r->dead_ends, r->duplicates);
    for (int c = 0; c < BOTS_CONSTRAINT_COUNT; c++)
        fprintf(stderr, ", %s %d", bots_constraint_name((BotsConstraint)c), r->rejected[c]);
    if (r->detours) fprintf(stderr, ", detours %d", r->detours); /* generator 7 */
    fprintf(stderr, "\n");
}

int cli_bots(int argc, char **argv)
{
    long long seed = 0, count = 1, size = 0, par_nodes = 0, long_nodes = 0, gen_version = BOTS_GEN_VERSION;
    int seed_set = 0, size_set = 0, json = 0, version_set = 0, long_search = 0, long_nodes_set = 0;
    const char *template_path = NULL, *out_dir = NULL, *code_arg = NULL, *dir = DEFAULT_TEMPLATES;
    Flag flags[] = {
        {"--template", 0, 0, NULL, NULL, &template_path},
        {"--seed", 0, 4294967295LL, &seed, &seed_set, NULL},
        {"--count", 1, MAX_COUNT, &count, NULL, NULL},
        {"--size", 1, BOTS_GEN_SIZE_MAX, &size, &size_set, NULL},
        {"--json", 0, 0, NULL, &json, NULL},
        {"--out", 0, 0, NULL, NULL, &out_dir},
        {"--code", 0, 0, NULL, NULL, &code_arg},
        {"--templates", 0, 0, NULL, NULL, &dir},
        {"--par-nodes", 1, 100000000000LL, &par_nodes, NULL, NULL},
        {"--gen-version", BOTS_GEN_VERSION_MIN, BOTS_GEN_VERSION, &gen_version, &version_set, NULL},
        {"--long-search", 0, 0, NULL, &long_search, NULL},
        {"--long-nodes", 1, BOTS_PAR_LONG_NODES_MAX, &long_nodes, &long_nodes_set, NULL},
    };
    int rc = cli_parse_flags(argc, argv, flags, (int)(sizeof flags / sizeof flags[0]), NULL);
    if (rc) return rc;
    if (long_nodes_set)
        long_search = 1; /* --long-nodes says how long the long search runs */
    else
        long_nodes = BOTS_PAR_LONG_NODES;
    if (!template_path == !code_arg) return cli_bad_input("%s", _("bots needs --template FILE (with --seed N) or --code SHARECODE"));
    BotsTemplate t;
    LpDiag diag = {0};
    uint32_t code_seed = 0;
    if (code_arg) {
        LpShareParams sp;
        if (cli_lesson_code("--code", code_arg)) return 2;
        if (!lp_sharecode_decode(code_arg, &sp, &diag)) {
            cli_say("--code %s: %s", code_arg, diag.message);
            return 2;
        }
        if (version_set)
            return cli_bad_input("%s",
                                 _("--code takes the place of --gen-version (a code names its generator)"));
        if (sp.mode != LP_MODE_BOTS || !bots_code_gen_version(&sp)) {
            /* TRANSLATORS: %2$d and %3$d: the oldest and newest robot generator this game has */
            cli_say(_("--code %s: not a robot puzzle code of generators %d to %d"), code_arg,
                    BOTS_GEN_VERSION_MIN, BOTS_GEN_VERSION);
            return 2;
        }
        gen_version = bots_code_gen_version(&sp);
        if (!bots_code_template(&sp, dir, &t, &code_seed, &diag)) {
            cli_say("--code %s: %s", code_arg, diag.message);
            return 2;
        }
        count = 1;
    } else {
        if (!seed_set) return cli_bad_input("%s", _("bots needs --seed N with --template"));
        if (!bots_template_load(template_path, &t, &diag)) {
            cli_print_diag(&diag);
            return 2;
        }
        if (diag.message[0]) cli_say("%s: %s", template_path, diag.message);
        if (size_set) {
            int reached = bots_template_resize(&t, (int)size);
            if (reached != size)
                cli_say(_("%s: size %lld is not possible, using %d"), template_path, size, reached);
        }
    }
    BotsGenPuzzle *puzzles = calloc((size_t)count, sizeof *puzzles);
    if (!puzzles) return cli_bad_input("%s", _("out of memory"));
    BotsGenReport report;
    memset(&report, 0, sizeof report);
    diag = (LpDiag){0};
    double t0 = cli_now_ms();
    int made;
    if (code_arg) {
        made = bots_generate_one(&t, (int)gen_version, code_seed, &puzzles[0], &diag);
        report.attempts = made ? puzzles[0].attempts : BOTS_GEN_ONE_MAX_ATTEMPTS;
    } else {
        BotsGenOptions opt = {.seed = (uint32_t)seed, .count = (int)count, .version = (int)gen_version};
        made = bots_generate(&t, &opt, puzzles, (int)count, &report, &diag);
    }
    double ms = cli_now_ms() - t0;
    double ms_per_puzzle = ms / (made > 0 ? made : 1);
    double good_rate = report.attempts > 0 ? (double)made / report.attempts : 0.0;
    int ok = made == count;
    /* Each puzzle's par label, as the game works it out when the puzzle opens (unless
     * --par-nodes asks for a bigger search). */
    ParLabel *labels = calloc((size_t)(made > 0 ? made : 1), sizeof *labels);
    int proven = 0, proven_long = 0, shorter_long = 0;
    double label_ms_max = 0;
    for (int i = 0; labels && i < made; i++) {
        double t1 = cli_now_ms();
        proven += bots_par_proven(&puzzles[i].level, par_nodes, &labels[i].proof);
        labels[i].ms = cli_now_ms() - t1;
        if (labels[i].ms > label_ms_max) label_ms_max = labels[i].ms;
        if (long_search && labels[i].proof.status == BOTS_PAR_GAVE_UP) {
            t1 = cli_now_ms();
            labels[i].searched_long = 1;
            BotsParStatus verdict =
                bots_par_search_long_nodes(&puzzles[i].level, long_nodes, NULL, NULL, &labels[i].long_proof);
            labels[i].long_ms = cli_now_ms() - t1;
            proven_long += verdict == BOTS_PAR_PROVEN;
            shorter_long += verdict == BOTS_PAR_SHORTER;
        }
    }
    proven_long += proven;
    if (!labels) {
        free(puzzles);
        return cli_bad_input("%s", _("out of memory"));
    }
    if (out_dir && made > 0 && !write_levels(out_dir, &t, puzzles, made)) {
        free(labels);
        free(puzzles);
        return 2;
    }
    if (json) {
        LpBuf o;
        lp_buf_init(&o);
        lp_buf_puts(&o, "{\"template\":");
        lp_buf_json_string(&o, t.name);
        lp_buf_printf(&o, ",\"seed\":%lu,\"count\":%lld,\"size\":%d,\"generator_version\":%d,\"puzzles\":[",
                      (unsigned long)(code_arg ? code_seed : (uint32_t)seed), count, bots_template_size(&t),
                      (int)gen_version);
        for (int i = 0; i < made; i++) {
            if (i) lp_buf_puts(&o, ",");
            json_puzzle(&o, &puzzles[i], &labels[i], long_search);
        }
        lp_buf_printf(
            &o,
            "],\"par_proven\":%d,\"par_proven_rate\":%.4f,\"par_nodes\":%lld,\"par_nodes_small\":%lld,"
            "\"par_ms_max\":%.1f",
            proven, made > 0 ? (double)proven / made : 0.0, par_nodes > 0 ? par_nodes : BOTS_PAR_LABEL_NODES,
            par_nodes > 0 ? par_nodes : BOTS_PAR_SMALL_NODES, label_ms_max);
        lp_buf_printf(&o,
                      ",\"good_rate\":%.4f,\"ms_per_puzzle\":%.4f,\"attempts\":%d,\"dead_ends\":%d,"
                      "\"duplicates\":%d,\"par_shorter\":%d,\"par_unproven\":%d,\"detours\":%d,\"rejected\":",
                      good_rate, ms_per_puzzle, report.attempts, report.dead_ends, report.duplicates,
                      report.par_shorter, report.par_unproven, report.detours);
        json_rejected(&o, &report);
        if (long_search)
            lp_buf_printf(
                &o, ",\"par_long_nodes\":%lld,\"par_proven_after_long\":%d,\"par_shorter_after_long\":%d",
                long_nodes, proven_long, shorter_long);
        lp_buf_puts(&o, "}\n");
        fputs(o.data, stdout);
        lp_buf_free(&o);
    }
    /* TRANSLATORS: %1$s is the template's name */
    fprintf(stderr, _("bots %s: %d of %lld puzzles, good rate %.1f%% (kept / attempts), %.3f ms per puzzle\n"), t.name,
            made, count, 100.0 * good_rate, ms_per_puzzle);
    /* TRANSLATORS: par: the fewest commands that solve a puzzle; proven: no shorter program exists */
    fprintf(stderr, _("  par proven the fewest for %d of %d puzzles (%.1f ms at most for one)\n"), proven, made,
            label_ms_max);
    if (long_search)
        /* TRANSLATORS: the long search runs while a pupil plays a puzzle whose par is a target;
         * "too high": a program with fewer commands solves the puzzle */
        fprintf(stderr, _("  after the long search (%lld nodes): par proven for %d, too high for %d more\n"),
                long_nodes, proven_long, shorter_long);
    if (!code_arg) print_rejections(&report);
    if (!ok) cli_print_diag(&diag);
    free(labels);
    free(puzzles);
    return ok ? 0 : 1;
}

/* ---- bench ------------------------------------------------------------------------------------ */

/* One labelling generator's bench: 20 puzzles of each shipped template at seed 1000, once;
 * ,"generator_V":{"ms":..., "templates":{...}} appended to o. Returns the templates that fell short. */
static int bench_labelled(int version, BotsGenPuzzle *puzzles, LpBuf *o)
{
    LpBuf t_json;
    lp_buf_init(&t_json);
    double ms_all = 0;
    long made_all = 0;
    int failures = 0;
    fprintf(stderr, "bots template generator %d (the par label on every candidate), 20 puzzles a template:\n",
            version);
    for (int id = 1; id <= 4; id++) {
        BotsTemplate t;
        LpDiag diag = {0};
        if (!load_shipped(DEFAULT_TEMPLATES, id, &t, &diag)) continue; /* counted by generator 1's bench */
        BotsGenReport report;
        double t0 = cli_now_ms();
        int n = bots_generate(&t, &(BotsGenOptions){.seed = 1000, .count = 20, .version = version}, puzzles,
                              20, &report, &diag);
        double took = cli_now_ms() - t0;
        failures += n != 20;
        int proven = 0;
        for (int i = 0; i < n; i++)
            proven += puzzles[i].par_proven;
        ms_all += took;
        made_all += n;
        fprintf(stderr, "  %-15s %8.3f ms per puzzle, par proven for %d of %d\n", t.name,
                took / (n > 0 ? n : 1), proven, n);
        lp_buf_printf(&t_json, "%s\"%s\":{\"ms\":%.4f,\"par_proven\":%d,\"made\":%d}", id > 1 ? "," : "",
                      t.name, took / (n > 0 ? n : 1), proven, n);
    }
    double ms = ms_all / (double)(made_all > 0 ? made_all : 1);
    fprintf(stderr, "  overall %.3f ms per puzzle\n", ms);
    lp_buf_printf(o, ",\"generator_%d\":{\"ms\":%.4f,\"templates\":{%s}}", version, ms,
                  t_json.data ? t_json.data : "");
    lp_buf_free(&t_json);
    return failures;
}

/* Paper 001, Table 2: seconds per puzzle for 1, 3, 5, 10, 15, 20 distinct puzzles (as ms). */
static const int bench_counts[6] = {1, 3, 5, 10, 15, 20};
static const int paper_ms[4][6] = {
    {290, 260, 260, 280, 280, 310}, /* S Loop */
    {400, 380, 450, 440, 390, 460}, /* L Loop */
    {290, 220, 260, 260, 270, 220}, /* S Func */
    {410, 410, 380, 350, 380, 370}, /* L Func */
};

int cli_bench_bots(LpBuf *json, int runs)
{
    static BotsGenPuzzle puzzles[20];
    double all_ms = 0;
    long all_puzzles = 0;
    int failures = 0;
    LpBuf o;
    lp_buf_init(&o);
    /* Table 2 times the paper's pipeline: generator 1's. Generator 2 (the default: the same
     * pipeline, then the par label on every candidate) is timed after it, once. */
    fprintf(stderr, "bots template generator 1 (paper 001, Table 2), mean ms per puzzle over %d runs:\n",
            runs);
    fprintf(stderr, "  %-15s %8s %8s %8s %8s %8s %8s   good rate\n", "template", "1", "3", "5", "10", "15", "20");
    for (int id = 1; id <= 4; id++) {
        BotsTemplate t;
        LpDiag diag = {0};
        if (!load_shipped(DEFAULT_TEMPLATES, id, &t, &diag)) {
            cli_print_diag(&diag);
            failures++;
            continue;
        }
        double mean[6];
        long made_all = 0, attempts_all = 0;
        for (int k = 0; k < 6; k++) {
            double ms = 0;
            long made = 0;
            for (int r = 0; r < runs; r++) {
                BotsGenOptions opt = {
                    .seed = (uint32_t)(1000 + 97 * r + k), .count = bench_counts[k], .version = 1};
                BotsGenReport report;
                double t0 = cli_now_ms();
                int n = bots_generate(&t, &opt, puzzles, 20, &report, &diag);
                ms += cli_now_ms() - t0;
                failures += n != bench_counts[k];
                made += n;
                attempts_all += report.attempts;
            }
            mean[k] = ms / (double)(made > 0 ? made : 1);
            all_ms += ms;
            all_puzzles += made;
            made_all += made;
        }
        double good = attempts_all ? (double)made_all / (double)attempts_all : 0;
        fprintf(stderr, "  %-15s %8.3f %8.3f %8.3f %8.3f %8.3f %8.3f   %.1f%%\n", t.name, mean[0], mean[1], mean[2],
                mean[3], mean[4], mean[5], 100.0 * good);
        fprintf(stderr, "  %-15s %8d %8d %8d %8d %8d %8d   (paper)\n", "", paper_ms[id - 1][0], paper_ms[id - 1][1],
                paper_ms[id - 1][2], paper_ms[id - 1][3], paper_ms[id - 1][4], paper_ms[id - 1][5]);
        lp_buf_printf(&o, "%s\"%s\":{\"counts\":[1,3,5,10,15,20],\"ms\":[%.4f,%.4f,%.4f,%.4f,%.4f,%.4f],"
                          "\"paper_ms\":[%d,%d,%d,%d,%d,%d],\"good_rate\":%.4f}",
                      id > 1 ? "," : "", t.name, mean[0], mean[1], mean[2], mean[3], mean[4], mean[5],
                      paper_ms[id - 1][0], paper_ms[id - 1][1], paper_ms[id - 1][2], paper_ms[id - 1][3],
                      paper_ms[id - 1][4], paper_ms[id - 1][5], good);
    }
    double ms = all_ms / (double)(all_puzzles > 0 ? all_puzzles : 1);
    fprintf(stderr, "  overall %.3f ms per puzzle; paper: about 330 ms; goal: at most 1 ms%s\n", ms,
            failures ? " (SOME RUNS FELL SHORT)" : "");
    /* Generators 2 and 3 (the par label on every candidate): 20 puzzles a template, once. */
    LpBuf o2;
    lp_buf_init(&o2);
    for (int v = 2; v <= BOTS_GEN_VERSION; v++)
        failures += bench_labelled(v, puzzles, &o2);
    if (json)
        lp_buf_printf(
            json, "\"bots\":{\"ms\":%.4f,\"paper_ms\":330,\"runs\":%d,\"failures\":%d,\"templates\":{%s}%s},",
            ms, runs, failures, o.data ? o.data : "", o2.data ? o2.data : "");
    lp_buf_free(&o);
    lp_buf_free(&o2);
    return failures;
}
