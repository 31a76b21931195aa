/* loopling_gen.c - loopling-gen, the command-line face of the generators (DESIGN.md contract).
 * Commands here: toycar, verify, bench, sweep; run is in cmd_run.c, bots in cmd_bots.c, mays in cmd_mays_gen.c, dungeon in cmd_dungeon.c, simulate in cmd_simulate.c, report in cmd_report.c, the VM bench in bench_vm.c. JSON goes to stdout (one object), human text to
 * stderr; exit 0 on success, 1 when a checked level does not verify, 2 on bad input with a
 * one-line reason. Timing (gen_ms) is measured here, never inside the pure generators. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <unistd.h>

#include "cli/cli.h"
#include "core/buf.h"
#include "core/diag.h"
#include "core/i18n.h"
#include "core/sharecode.h"
#include "modes/toycar/level.h"
#include "modes/toycar/par_prover.h"
#include "modes/toycar/solver.h"
#include "puzzle/toycar_puzzle.h"
#include "toycar/toycar_gen.h"

/* TRANSLATORS: loopling-gen --help. Keep the commands, the options, their values and the
 * upper-case placeholders (FILE, N, STR...) as they are; translate "usage:" and the descriptions. */
static const char *const usage =
    N_("usage:\n"
       "  loopling-gen toycar (--seed N | --code SHARECODE) [--length L] [--loops K] [--population P]\n"
       "                      [--generations G] [--json] [--out FILE] [--gen-version 1|2]\n"
       "  loopling-gen bots (--template FILE --seed N | --code SHARECODE) [--count C] [--size S]\n"
       "                    [--json] [--out DIR] [--templates DIR] [--par-nodes N]\n"
       "                    [--gen-version 1|2|3|4|5|6|7|8|9] [--long-search] [--long-nodes N]\n"
       "  loopling-gen mays ((--code FILE | --code-text STR) --seed N | --share-code MJ..) [--runs R]\n"
       "                    [--distribution uniform|simple|complex] [--penalty X] [--threshold T]\n"
       "                    [--no-shorter] [--json] [--heatmap FILE.png] [--out FILE] [--grammar FILE]\n"
       "                    [--given FILE | --given-text STR] [--gen-version 2|3|4|5|6]\n"
       "  loopling-gen dungeon (--flowchart FILE.lua --seed N | --code DG..) [--rooms FILE.lua]\n"
       "                       [--model KEY=V]... [--option NAME=yes|no]... [--no-puzzles]\n"
       "                       [--runs R [--all-options]] [--range FILE.png] [--json] [--png FILE.png]\n"
       "                       [--out FILE.level] [--gen-version 1|2|3]\n"
       "  loopling-gen verify LEVELFILE [--json]\n"
       "  loopling-gen check-config FILE.lua [--json]   a teacher's settings: what pupils will meet\n"
       "  loopling-gen run LEVELFILE (--code FILE | --code-text STR) [--json]\n"
       "  loopling-gen par LEVELFILE [--json] [--max-nodes N] [--max-repeat K] [--max-repeat-main K]\n"
       "                   [--bound-worlds W] [--part I --parts N] [--search-version 1|2|3|4]\n"
       "                   [--progress] [--one-pass]\n"
       "  loopling-gen replay FILE [--json]           a saved replay verified with no window\n"
       "  loopling-gen simulate --mode toycar|bots|mays|dungeon --pupil skill=N|gives-up|always-solves\n"
       "                        [--start N] [--puzzles P] [--config FILE.lua] [--seed S] [--template NAME]\n"
       "                        [--figure FILE.png] [--json]\n"
       "                                              a simulated pupil meets the puzzles made for them\n"
       "  loopling-gen simulate --mode M --sweep [--skills 1,3,5] [--puzzles P] [--config FILE.lua] ...\n"
       "                                              pupils of each skill from below and from above:\n"
       "                                              where each settled within one step of its skill\n"
       "  loopling-gen report SAVES_DIR [--html FILE] [--csv FILE] [--json] [--config FILE.lua]\n"
       "                                              a teacher's class report from the pupils' saves\n"
       "  loopling-gen bench [--json] [--runs R]\n"
       "  loopling-gen sweep --boards N [--population P] [--generations G] [--gen-version 1|2] [--json]\n"
       "  loopling-gen --help | --version\n"
       "  loopling-gen [--lang en|de|es] COMMAND ...  messages in English, German or Spanish\n");

static void json_toycar(LpBuf *o, const TcGenResult *r, long long seed, double gen_ms,
                        const char *code)
{
    const TcBoard *b = &r->build.board;
    lp_buf_printf(o, "{\"seed\":%lld,\"solution\":[", seed);
    for (int i = 0; i < r->ga.length; i++)
        lp_buf_printf(o, "%s\"%c\"", i ? "," : "", tc_dir_letter((TcDir)r->ga.moves[i]));
    lp_buf_printf(o, "],\"length\":%d,\"loops\":%d,\"width\":%d,\"height\":%d,", r->ga.length,
                  r->ga.loops, b->width, b->height);
    lp_buf_printf(o, "\"verified\":%s,\"gen_ms\":%.3f,\"share_code\":", r->verified ? "true" : "false",
                  gen_ms);
    if (code) lp_buf_json_string(o, code);
    else lp_buf_puts(o, "null");
    lp_buf_puts(o, ",\"board\":[");
    for (int y = 0; y < b->height; y++) {
        char row[TC_MAX_W + 1];
        for (int x = 0; x < b->width; x++) {
            static const char cell_chars[] = ".#FG";
            row[x] = (x == b->car_x && y == b->car_y) ? 'C' : cell_chars[b->cells[y][x] & 3];
        }
        row[b->width] = '\0';
        lp_buf_printf(o, "%s\"%s\"", y ? "," : "", row);
    }
    lp_buf_printf(o, "],\"heading\":\"%c\",\"tiles\":[", tc_dir_letter(b->heading));
    for (int i = 0; i < r->build.tile_count; i++) {
        const TcTile *t = &r->build.tiles[i];
        lp_buf_printf(o, "%s{\"x\":%d,\"y\":%d,\"dir\":\"%c\"}", i ? "," : "", t->x, t->y,
                      tc_dir_letter(t->dir));
    }
    lp_buf_printf(o, "],\"par\":%d,\"par_proven\":%s,\"build_attempts\":%d,\"generator_version\":%d}\n",
                  r->build.tile_count, r->par_proven ? "true" : "false", r->build_attempts, r->version);
}

/* Fill a level from a generation result (title, share code, board, intended tiles). */
static void level_from_result(TcLevel *level, const TcGenResult *r, long long seed, const char *code)
{
    memset(level, 0, sizeof *level);
    level->has_seed = 1;
    level->seed = (uint32_t)seed;
    snprintf(level->title, sizeof level->title, "Puzzle %s", code ? code : "(custom)");
    /* in the file in English, as every level's hint; the game shows it translated */
    snprintf(level->hint, sizeof level->hint, "%s", N_("Collect every flag, then drive onto the goal."));
    if (code) snprintf(level->code, sizeof level->code, "%s", code);
    level->board = r->build.board;
    level->tile_count = r->build.tile_count;
    memcpy(level->tiles, r->build.tiles, sizeof level->tiles);
}

static int cmd_toycar(int argc, char **argv)
{
    long long seed = 0, length = 3, loops = 0, population = 500, generations = 1000, version = TC_GEN_VERSION;
    int seed_set = 0, json = 0, version_set = 0;
    const char *out_path = NULL, *code_arg = NULL;
    Flag flags[] = {
        {"--code", 0, 0, NULL, NULL, &code_arg},
        {"--seed", 0, (1LL << 30) - 1, &seed, &seed_set, NULL},
        {"--length", 1, 41, &length, NULL, NULL},
        {"--loops", 0, 8, &loops, NULL, NULL},
        {"--population", 4, 100000, &population, NULL, NULL},
        {"--generations", 1, 1000000, &generations, NULL, NULL},
        {"--json", 0, 0, NULL, &json, NULL},
        {"--out", 0, 0, NULL, NULL, &out_path},
        {"--gen-version", TC_GEN_VERSION_MIN, TC_GEN_VERSION, &version, &version_set, NULL},
    };
    int rc = cli_parse_flags(argc, argv, flags, (int)(sizeof flags / sizeof flags[0]), NULL);
    if (rc) return rc;
    if (code_arg) {
        /* A share code names the seed and targets of a level made with the default settings. */
        LpShareParams sp;
        LpDiag cd = {0};
        if (cli_lesson_code("--code", code_arg)) return 2;
        if (!lp_sharecode_decode(code_arg, &sp, &cd)) {
            cli_say("--code %s: %s", code_arg, cd.message);
            return 2;
        }
        if (sp.mode != LP_MODE_TOYCAR || sp.version < TC_GEN_VERSION_MIN || sp.version > TC_GEN_VERSION) {
            /* TRANSLATORS: %s a share code; then the oldest and newest toy-car generator this build makes */
            cli_say(_("--code %s: not a toy-car code of generators %d to %d"), code_arg, TC_GEN_VERSION_MIN,
                    TC_GEN_VERSION);
            return 2;
        }
        /* TRANSLATORS: keep --code and --gen-version */
        if (version_set) return cli_bad_input("%s", _("a share code names its generator: --code or --gen-version"));
        version = sp.version;
        seed = sp.seed;
        length = sp.param_a;
        loops = sp.param_b;
        seed_set = 1;
    }
    if (!seed_set) return cli_bad_input("%s", _("toycar needs --seed N or --code SHARECODE"));
    if (loops * 5 > length) {
        cli_say(_("%lld loops need a length of at least %lld (a loop is 5 moves)"),
                loops, loops * 5);
        return 2;
    }
    TcGaDesc desc = {.seed = (uint64_t)seed, .version = (int)version, .target_length = (int)length,
                     .target_loops = (int)loops, .population = (int)population,
                     .generations = (int)generations};
    TcGenResult result;
    LpDiag diag = {0};
    double t0 = cli_now_ms();
    int ok = tc_generate(&desc, &result, &diag);
    double gen_ms = cli_now_ms() - t0;
    if (!ok) {
        cli_print_diag(&diag);
        return 1;
    }
    /* Share codes describe levels made with the default GA settings only. */
    char code[LP_SHARECODE_MAX] = "";
    int has_code = 0;
    if (population == 500 && generations == 1000) {
        LpShareParams sp = {.mode = LP_MODE_TOYCAR, .version = (int)version,
                            .param_a = (int)length, .param_b = (int)loops, .seed = (uint32_t)seed};
        has_code = lp_sharecode_encode(&sp, code, &diag);
    }
    if (out_path) {
        TcLevel level;
        level_from_result(&level, &result, seed, has_code ? code : NULL);
        LpBuf text;
        lp_buf_init(&text);
        tc_level_write(&level, &text);
        int written = cli_write_text_file(out_path, &text);
        lp_buf_free(&text);
        if (!written) return 2;
    }
    LpBuf o;
    lp_buf_init(&o);
    if (json) {
        json_toycar(&o, &result, seed, gen_ms, has_code ? code : NULL);
        fputs(o.data, stdout);
    }
    char code_note[64 + LP_SHARECODE_MAX] = "";
    /* TRANSLATORS: ends loopling-gen toycar's report line; %s is the puzzle's share code */
    if (has_code) snprintf(code_note, sizeof code_note, _(", code %s"), code);
    /* TRANSLATORS: loopling-gen toycar's report; the %s after the tiles is "verified" or "NOT verified",
     * the last %s the share code's note (", code TC..") or nothing */
    fprintf(stderr, _("toycar seed %lld: length %d, loops %d, %dx%d board, %d tiles, %s, %.1f ms%s\n"),
            seed, result.ga.length, result.ga.loops, result.build.board.width,
            result.build.board.height, result.build.tile_count,
            result.verified ? _("verified") : _("NOT verified"), gen_ms, code_note);
    lp_buf_free(&o);
    return result.verified ? 0 : 1;
}

static int cmd_verify(int argc, char **argv)
{
    int json = 0;
    const char *path = NULL;
    Flag flags[] = {{"--json", 0, 0, NULL, &json, NULL}};
    int rc = cli_parse_flags(argc, argv, flags, 1, &path);
    if (rc) return rc;
    if (!path) return cli_bad_input("%s", _("verify needs a LEVELFILE"));
    char why[600] = "";
    const char *mode = cli_level_mode(path, why, sizeof why);
    if (!*mode) return cli_bad_input("%s", why);
    if (!strcmp(mode, "bots")) return cli_verify_bots(path, json);
    if (!strcmp(mode, "mays")) return cli_verify_mays(path, json);
    if (!strcmp(mode, "dungeon")) return cli_verify_dungeon(path, json);
    /* TRANSLATORS: %s is a mode's name as level files write it (toycar, bots, mays, dungeon) */
    if (strcmp(mode, "toycar") != 0) return cli_bad_input(_("verify: %s levels are not supported yet"), mode);
    TcLevel level;
    LpDiag diag = {0};
    if (!tc_level_load(path, &level, &diag)) {
        cli_print_diag(&diag);
        return 2;
    }
    int verified = tc_certify(&level.board, level.tiles, level.tile_count);
    int proven = 0;
    int fewest = tc_fewest_tiles(&level.board, level.tile_count, 200000, &proven);
    if (json) {
        LpBuf o;
        cli_json_begin(&o, path, "toycar");
        lp_buf_printf(&o, ",\"verified\":%s,\"par\":%d,\"fewest\":%d,\"fewest_proven\":%s",
                      verified ? "true" : "false", level.tile_count, fewest, proven ? "true" : "false");
        cli_json_end(&o);
    }
    /* TRANSLATORS: %1$s a level file, %2$s "verified: ..." or "NOT verified: ...", %4$s nothing or
     * " (search budget ran out)" */
    fprintf(stderr, _("%s: %s; fewest tiles that win: %d%s\n"), path,
            verified ? _("verified: the intended tiles solve it")
                     : _("NOT verified: the intended tiles do not solve it"),
            fewest, proven ? "" : _(" (search budget ran out)"));
    return verified ? 0 : 1;
}

static int cmd_bench(int argc, char **argv)
{
    int json = 0;
    long long runs = 9;
    Flag flags[] = {{"--json", 0, 0, NULL, &json, NULL}, {"--runs", 1, 1000, &runs, NULL, NULL}};
    int rc = cli_parse_flags(argc, argv, flags, 2, NULL);
    if (rc) return rc;
    /* The paper's parameters: population 500, 1000 generations, across the targets of its
     * Fig. 9 progression. One core: this process runs the GA on its own thread only. */
    static const int targets[][2] = {{3, 0}, {5, 0}, {7, 1}, {9, 1}, {11, 2}, {21, 3}, {40, 6}};
    const int ntargets = (int)(sizeof targets / sizeof targets[0]);
    double ga_ms[1000], full_ms[1000];
    long long attempts = 0;
    int failures = 0;
    for (int i = 0; i < runs; i++) {
        const int *t = targets[i % ntargets];
        TcGaDesc desc = {.seed = 1000u + (uint64_t)i, .target_length = t[0], .target_loops = t[1]};
        TcGaResult ga;
        LpDiag diag = {0};
        double t0 = cli_now_ms();
        failures += !tc_ga_run(&desc, &ga, &diag);
        ga_ms[i] = cli_now_ms() - t0;
        TcGenResult full;
        t0 = cli_now_ms();
        failures += !tc_generate(&desc, &full, &diag) || !full.verified;
        full_ms[i] = cli_now_ms() - t0;
        attempts += full.build_attempts;
    }
    qsort(ga_ms, (size_t)runs, sizeof ga_ms[0], cli_compare_double);
    qsort(full_ms, (size_t)runs, sizeof full_ms[0], cli_compare_double);
    double ga_median = ga_ms[runs / 2], full_median = full_ms[runs / 2];
    LpBuf o;
    lp_buf_init(&o);
    lp_buf_printf(&o, "{\"toycar\":{\"ms\":%.3f,\"paper_ms\":10000,\"ms_max\":%.3f,\"generate_ms\":%.3f,"
                      "\"population\":500,\"generations\":1000,\"runs\":%lld,\"mean_build_attempts\":%.2f,"
                      "\"failures\":%d},",
                  ga_median, ga_ms[runs - 1], full_median, runs, (double)attempts / (double)runs,
                  failures);
    fprintf(stderr,
            "toycar NSFI-2POP, population 500 x 1000 generations, %lld runs:\n"
            "  GA median %.1f ms (max %.1f ms); paper: about 10000 ms\n"
            "  GA + Fig. 4 board + certification median %.1f ms, %.2f boards built per level\n",
            runs, ga_median, ga_ms[runs - 1], full_median, (double)attempts / (double)runs);
    failures += cli_bench_bots(json ? &o : NULL, runs < 20 ? (int)runs : 20) != 0;
    failures += cli_bench_mays(json ? &o : NULL, (int)runs) != 0;
    failures += cli_bench_dungeon(json ? &o : NULL, (int)runs) != 0;
    failures += cli_bench_vm(&o, (int)runs) != 0;
    failures += cli_bench_lua(json ? &o : NULL) != 0;
    lp_buf_puts(&o, "}\n");
    if (json) fputs(o.data, stdout);
    lp_buf_free(&o);
    return failures ? 1 : 0;
}

/* This thread's processor time in ms: a proof's cost, whatever else runs on the machine. */
static double thread_cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* Generate N boards across seeds and every reachable target (length 1..41, loops with
 * 5 * loops <= length) and count how many are certified and meet their targets exactly. */
static int cmd_sweep(int argc, char **argv)
{
    long long boards = 1000, population = 500, generations = 1000, version = TC_GEN_VERSION;
    int json = 0;
    Flag flags[] = {{"--boards", 1, 1000000, &boards, NULL, NULL},
                    {"--population", 4, 100000, &population, NULL, NULL},
                    {"--generations", 1, 1000000, &generations, NULL, NULL},
                    {"--gen-version", TC_GEN_VERSION_MIN, TC_GEN_VERSION, &version, NULL, NULL},
                    {"--json", 0, 0, NULL, &json, NULL}};
    int rc = cli_parse_flags(argc, argv, flags, 5, NULL);
    if (rc) return rc;
    int targets[400][2], ntargets = 0;
    for (int length = 1; length <= 41; length++)
        for (int loops = 0; loops * 5 <= length && loops <= 8; loops++) {
            targets[ntargets][0] = length;
            targets[ntargets][1] = loops;
            ntargets++;
        }
    long long certified = 0, exact = 0, superfluous = 0, proven = 0, generator_proven = 0, fewer = 0;
    double *par_ms = calloc((size_t)boards, sizeof *par_ms);
    if (!par_ms) return cli_bad_input("%s", _("out of memory"));
    double t0 = cli_now_ms();
    for (long long i = 0; i < boards; i++) {
        const int *t = targets[i % ntargets];
        TcGaDesc desc = {.seed = (uint64_t)(i * 7919 + 13), .version = (int)version, .target_length = t[0],
                         .target_loops = t[1], .population = (int)population, .generations = (int)generations};
        TcGenResult r;
        LpDiag diag = {0};
        int ok = tc_generate(&desc, &r, &diag);
        /* Re-check independently of the generator's own flag. */
        if (ok && r.verified && tc_certify(&r.build.board, r.build.tiles, r.build.tile_count)) certified++;
        else fprintf(stderr, "sweep: seed %llu target {%d,%d} not certified\n", (unsigned long long)desc.seed, t[0], t[1]);
        if (ok && r.ga.length == t[0] && tc_count_loops(r.ga.moves, r.ga.length) == t[1]) exact++;
        else fprintf(stderr, "sweep: seed %llu target {%d,%d} got {%d,%d}\n", (unsigned long long)desc.seed, t[0], t[1],
                     r.ga.length, r.ga.loops);
        for (int k = 1; ok && k < r.ga.length; k++) superfluous += r.ga.moves[k] == r.ga.moves[k - 1];
        generator_proven += ok && r.par_proven;
        /* The par as the game proves it when the puzzle opens (tc_par_proven's prover and
         * budget); the clock (processor time) only measures, it decides nothing. */
        int par_proven = r.build.tile_count == 0, found = -1;
        double p0 = thread_cpu_ms();
        if (ok && r.build.tile_count > 0)
            found = tc_prove_fewest(&r.build.board, r.build.tile_count - 1, TC_PAR_OPEN_BUDGET, &par_proven);
        par_ms[i] = thread_cpu_ms() - p0;
        proven += ok && found < 0 && par_proven;
        fewer += ok && found >= 0;
        if (ok && !(found < 0 && par_proven))
            fprintf(stderr, "sweep: seed %llu target {%d,%d}: par %d %s\n", (unsigned long long)desc.seed, t[0], t[1],
                    r.build.tile_count, found >= 0 ? "beaten" : "not proven");
    }
    double ms = cli_now_ms() - t0;
    qsort(par_ms, (size_t)boards, sizeof par_ms[0], cli_compare_double);
    double par_max = par_ms[boards - 1], par_p99 = par_ms[boards * 99 / 100], par_median = par_ms[boards / 2];
    free(par_ms);
    if (json)
        printf("{\"boards\":%lld,\"certified\":%lld,\"exact\":%lld,\"superfluous_tiles\":%lld,"
               "\"par_proven\":%lld,\"par_fewer\":%lld,\"par_proven_generator\":%lld,\"par_ms_max\":%.3f,"
               "\"par_ms_p99\":%.3f,\"par_ms_median\":%.3f,\"targets\":%d,\"ms\":%.1f,\"generator_version\":%lld}\n",
               boards, certified, exact, superfluous, proven, fewer, generator_proven, par_max, par_p99, par_median,
               ntargets, ms, version);
    fprintf(stderr, "sweep: %lld boards over %d targets: %lld certified, %lld exact, %lld superfluous tiles, "
            "%lld with the par proven fewest (%lld won with fewer tiles), %.1f s; par proofs: median %.1f ms, "
            "p99 %.1f ms, max %.1f ms\n", boards, ntargets, certified, exact, superfluous, proven, fewer,
            ms / 1000.0, par_median, par_p99, par_max);
    return certified == boards && exact == boards && superfluous == 0 ? 0 : 1;
}

int main(int argc, char **argv)
{
    /* reports in the teacher's language: --lang anywhere, else the system's locale */
    const char *bad_lang = NULL;
    int lang = lp_i18n_take_flag(&argc, argv, &bad_lang);
    char exe[4096], locale_dir[4200];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    char *slash = n > 0 ? (exe[n] = '\0', strrchr(exe, '/')) : NULL;
    if (slash) slash[1] = '\0';
    lp_i18n_locale_dir(slash ? exe : NULL, LOOPLING_LOCALE_DIR, locale_dir, sizeof locale_dir);
    lp_i18n_init(locale_dir, lang >= 0 ? (LpLang)lang : lp_i18n_system_lang());
    if (lang == -2) {
        /* TRANSLATORS: a command-line error; keep --lang, en, de and es */
        cli_say(_("--lang '%s' is not one of Loopling's languages (en, de, es)"), bad_lang);
        return 2;
    }
    if (argc < 2) {
        fputs(_(usage), stderr);
        return 2;
    }
    const char *cmd = argv[1];
    if (!strcmp(cmd, "--help") || !strcmp(cmd, "-h")) {
        fputs(_(usage), stdout);
        return 0;
    }
    for (int i = 2; i < argc; i++) /* loopling-gen bots --help: the usage, like --help alone */
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            fputs(_(usage), stdout);
            return 0;
        }
    if (!strcmp(cmd, "--version")) {
        printf("loopling-gen %s (toycar generator %d)\n", LOOPLING_VERSION, TC_GEN_VERSION);
        return 0;
    }
    if (!strcmp(cmd, "toycar")) return cmd_toycar(argc - 2, argv + 2);
    if (!strcmp(cmd, "verify")) return cmd_verify(argc - 2, argv + 2);
    if (!strcmp(cmd, "bench")) return cmd_bench(argc - 2, argv + 2);
    if (!strcmp(cmd, "sweep")) return cmd_sweep(argc - 2, argv + 2);
    if (!strcmp(cmd, "run")) return cli_run(argc - 2, argv + 2);
    if (!strcmp(cmd, "bots")) return cli_bots(argc - 2, argv + 2);
    if (!strcmp(cmd, "par")) return cli_par(argc - 2, argv + 2);
    if (!strcmp(cmd, "replay")) return cli_replay(argc - 2, argv + 2);
    if (!strcmp(cmd, "mays")) return cli_mays_gen(argc - 2, argv + 2);
    if (!strcmp(cmd, "check-config")) return cli_check_config(argc - 2, argv + 2);
    if (!strcmp(cmd, "dungeon")) return cli_dungeon(argc - 2, argv + 2);
    if (!strcmp(cmd, "simulate")) return cli_simulate(argc - 2, argv + 2);
    if (!strcmp(cmd, "report")) return cli_report(argc - 2, argv + 2);
    cli_say(_("unknown command '%s'"), cmd);
    fputs(_(usage), stderr);
    return 2;
}
