/* cmd_check_config.c - loopling-gen check-config FILE.lua [--json]: a teacher's pre-class report
 * of what pupils will meet with a settings file (core/config.h). The unlocked modes in order;
 * per mode the lesson levels in order, each verified (toy car: the intended tiles win, par =
 * the tiles; robot: the level's solution solves it within par; May's: mj_verify_level), with
 * par and the concepts its solution uses (loops, conditionals, functions); then the first
 * steps of the generated sequence: per robot template one puzzle at the starting size
 * (bots_generate_one, certified), for May's the first ladder steps from the starting step,
 * each a synthesized code with a room generated around it with the configured grammar (mj_generate
 * certifies it); toy car's first three targets, each a board from the GA at the configured
 * population and generations (tc_generate, certified). Exit 0 all fine, 1 something the file asks for fails,
 * 2 a bad file (file:line: reason). */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/bots_gen.h"
#include "cli/cli.h"
#include "puzzle/next.h"
#include "core/buf.h"
#include "core/config.h"
#include "core/diag.h"
#include "core/i18n.h"
#include "core/sharecode.h"
#include "core/playermodel.h"
#include "lang/ast.h"
#include "lang/lang.h"
#include "mays/grammar.h"
#include "mays/mays_build.h"
#include "mays/mays_share.h"
#include "modes/bots/bots_lang.h"
#include "modes/mays/level.h"
#include "modes/mays/mays_lang.h"
#include "modes/toycar/level.h"
#include "modes/toycar/toycar.h"
#include "toycar/toycar_gen.h"

#define CHECK_MAYS_STEPS 3 /* ladder steps reported from the starting one */
#define CHECK_TOYCAR_STEPS 3 /* toy car's first targets: the start, then two quick successes */
#define GEN_SEED 1u        /* generated examples' seed: the same report every time */

typedef struct Report {
    LpBuf json; /* the mode's JSON members being built */
    int failures;
    int checks;
} Report;

/* TRANSLATORS: check-config's last line: "all 12 checks passed (concepts counted: loops, ...)" */
static const char *const concept_names = N_("loops, conditionals, functions");

/* Concepts a program uses: loops, conditionals, functions (counts). 0 when it does not parse. */
static int concepts(const char *src, LangCounts *out)
{
    memset(out, 0, sizeof *out);
    LangErrors errors;
    LangAst *ast = lang_parse(src, (int)strlen(src), &errors);
    if (!ast) return 0;
    lang_count(ast, out);
    lang_ast_destroy(ast);
    return 1;
}

static void concepts_json(LpBuf *o, const LangCounts *c)
{
    lp_buf_printf(o, ",\"concepts\":{\"loops\":%d,\"conditionals\":%d,\"functions\":%d}", c->loops, c->conditionals,
                  c->functions);
}

static void concepts_text(char *out, size_t cap, const LangCounts *c)
{
    char loops[60], conditionals[60], functions[60];
    /* TRANSLATORS: the concepts a level's solution uses, e.g. "2 loops, 0 conditionals, 1 function" */
    snprintf(loops, sizeof loops, lp_trn("%d loop", "%d loops", c->loops), c->loops);
    snprintf(conditionals, sizeof conditionals, lp_trn("%d conditional", "%d conditionals", c->conditionals),
             c->conditionals);
    snprintf(functions, sizeof functions, lp_trn("%d function", "%d functions", c->functions), c->functions);
    snprintf(out, cap, "%s, %s, %s", loops, conditionals, functions);
}

static int level_filter(const struct dirent *e)
{
    size_t n = strlen(e->d_name);
    return n > 6 && !strcmp(e->d_name + n - 6, ".level");
}

/* The mode's lesson level stems: the configured list, else every .level file in levels/<mode>/ in name order. */
static int level_stems(const LpConfigLevels *levels, const char *mode, char (*out)[LP_CONFIG_NAME], int max)
{
    if (levels->count) {
        for (int i = 0; i < levels->count; i++) snprintf(out[i], LP_CONFIG_NAME, "%s", levels->names[i]);
        return levels->count;
    }
    char rel[64];
    snprintf(rel, sizeof rel, "levels/%s", mode);
    struct dirent **list;
    int n = scandir(cli_data_path(rel), &list, level_filter, alphasort);
    if (n < 0) return 0;
    int count = 0;
    for (int i = 0; i < n; i++) {
        size_t len = strlen(list[i]->d_name) - 6;
        if (count < max && len < LP_CONFIG_NAME) snprintf(out[count++], LP_CONFIG_NAME, "%.*s", (int)len, list[i]->d_name);
        free(list[i]);
    }
    free(list);
    return count;
}

static void level_begin(Report *r, int first, const char *stem)
{
    lp_buf_puts(&r->json, first ? "" : ",");
    lp_buf_puts(&r->json, "{\"name\":");
    lp_buf_json_string(&r->json, stem);
    r->checks++;
}

/* A level that failed to load or verify. */
static void level_fail(Report *r, const char *stem, const char *why)
{
    lp_buf_puts(&r->json, ",\"verified\":false,\"message\":");
    lp_buf_json_string(&r->json, why);
    lp_buf_puts(&r->json, "}");
    /* TRANSLATORS: %1$s is a lesson level's name (01_first_steps), %2$s the reason */
    fprintf(stderr, _("  level %s: NOT verified: %s\n"), stem, why);
    r->failures++;
}

static void level_path(char *out, size_t cap, const char *mode, const char *stem)
{
    char rel[160];
    snprintf(rel, sizeof rel, "levels/%s/%s.level", mode, stem);
    snprintf(out, cap, "%s", cli_data_path(rel));
}

static void check_toycar_level(Report *r, int first, const char *stem)
{
    char path[600], why[400];
    level_path(path, sizeof path, "toycar", stem);
    level_begin(r, first, stem);
    static TcLevel level;
    LpDiag diag = {0};
    if (!tc_level_load(path, &level, &diag)) {
        lp_diag_format(&diag, why, sizeof why);
        return level_fail(r, stem, why);
    }
    if (!tc_certify(&level.board, level.tiles, level.tile_count))
        return level_fail(r, stem, _("the intended tiles do not solve it"));
    lp_buf_printf(&r->json, ",\"verified\":true,\"par\":%d,\"par_unit\":\"tiles\"}", level.tile_count);
    fprintf(stderr, _("  level %s: verified, par %d tiles\n"), stem, level.tile_count);
}

static void check_bots_level(Report *r, int first, const char *stem)
{
    char path[600], why[400], what[120];
    level_path(path, sizeof path, "bots", stem);
    level_begin(r, first, stem);
    static BotsLevel level;
    LpDiag diag = {0};
    if (!bots_level_load(path, &level, &diag)) {
        lp_diag_format(&diag, why, sizeof why);
        return level_fail(r, stem, why);
    }
    BotsRunReport run;
    if (!bots_verify_level(&level, &run, why, sizeof why)) return level_fail(r, stem, why);
    LangCounts c;
    concepts(level.solution, &c);
    concepts_text(what, sizeof what, &c);
    lp_buf_printf(&r->json, ",\"verified\":true,\"par\":%d,\"par_unit\":\"commands\"", level.par);
    concepts_json(&r->json, &c);
    lp_buf_puts(&r->json, "}");
    /* TRANSLATORS: the last %s is "2 loops, 0 conditionals, 1 function" */
    fprintf(stderr, _("  level %s: verified, par %d commands; %s\n"), stem, level.par, what);
}

static void check_mays_level(Report *r, int first, const char *stem)
{
    char path[600], why[400], what[120];
    level_path(path, sizeof path, "mays", stem);
    level_begin(r, first, stem);
    static MjLevel level;
    LpDiag diag = {0};
    if (!mj_level_load(path, &level, &diag)) {
        lp_diag_format(&diag, why, sizeof why);
        return level_fail(r, stem, why);
    }
    static MjVerifyReport v;
    mj_verify_level(&level, &v);
    if (!v.verified) return level_fail(r, stem, v.message);
    LangCounts c;
    concepts(level.solution, &c);
    concepts_text(what, sizeof what, &c);
    lp_buf_printf(&r->json, ",\"verified\":true,\"par\":%d,\"par_unit\":\"commands\"", v.run.commands);
    concepts_json(&r->json, &c);
    lp_buf_puts(&r->json, "}");
    fprintf(stderr, _("  level %s: verified, par %d commands; %s\n"), stem, v.run.commands, what);
}

static void check_levels(Report *r, const LpConfig *c, LpMode mode)
{
    const char *name = lp_mode_name(mode);
    static char stems[LP_CONFIG_LEVELS][LP_CONFIG_NAME];
    int n = level_stems(lp_config_levels(c, mode), name, stems, LP_CONFIG_LEVELS);
    lp_buf_puts(&r->json, ",\"levels\":[");
    for (int i = 0; i < n; i++) {
        if (mode == LP_MODE_TOYCAR) check_toycar_level(r, i == 0, stems[i]);
        else if (mode == LP_MODE_BOTS) check_bots_level(r, i == 0, stems[i]);
        else check_mays_level(r, i == 0, stems[i]);
    }
    lp_buf_puts(&r->json, "]");
    if (n == 0) {
        fprintf(stderr, _("  no lesson levels found in levels/%s/\n"), name);
        r->failures++;
    }
}

static void gen_fail(Report *r, int first, const char *label, const char *why)
{
    lp_buf_puts(&r->json, first ? "{\"step\":" : ",{\"step\":");
    lp_buf_json_string(&r->json, label);
    lp_buf_puts(&r->json, ",\"certified\":false,\"message\":");
    lp_buf_json_string(&r->json, why);
    lp_buf_puts(&r->json, "}");
    /* TRANSLATORS: %1$s names the generated puzzle ("length 5, 1 loop", "short_loop at size 4"...) */
    fprintf(stderr, _("  generated %s: NOT certified: %s\n"), label, why);
    r->failures++;
}

/* Toy car's first generated puzzles: the starting targets, then as the player model moves them
 * after quick successes (length + length_step; a loop more when length > 5 * loops + 3). */
static void check_toycar_generated(Report *r, int len, int loops, int step, int pop, int gens)
{
    lp_buf_puts(&r->json, ",\"generated\":[");
    for (int k = 0; k < CHECK_TOYCAR_STEPS; k++) {
        char label[120], why[400], code[LP_SHARECODE_MAX] = "";
        /* TRANSLATORS: a toy-car puzzle's targets: the length of its solution and its loops */
        snprintf(label, sizeof label, lp_trn("length %d, %d loop", "length %d, %d loops", loops), len, loops);
        r->checks++;
        TcGaDesc desc = {.seed = GEN_SEED, .target_length = len, .target_loops = loops, .population = pop,
                         .generations = gens};
        static TcGenResult out;
        LpDiag diag = {0};
        if (!tc_generate(&desc, &out, &diag) || !out.verified ||
            !tc_certify(&out.build.board, out.build.tiles, out.build.tile_count)) {
            lp_diag_format(&diag, why, sizeof why);
            gen_fail(r, k == 0, label, why[0] ? why : _("the generated board did not certify"));
        } else {
            /* Share codes name levels made with the default GA settings only. */
            if (pop == 500 && gens == 1000) {
                LpShareParams sp = {.mode = LP_MODE_TOYCAR, .version = TC_GEN_VERSION, .param_a = len,
                                    .param_b = loops, .seed = GEN_SEED};
                if (!lp_sharecode_encode(&sp, code, &diag)) code[0] = '\0';
            }
            lp_buf_puts(&r->json, k == 0 ? "{\"step\":" : ",{\"step\":");
            lp_buf_json_string(&r->json, label);
            lp_buf_printf(&r->json, ",\"target_length\":%d,\"target_loops\":%d,\"certified\":true,\"par\":%d,\"loops\":%d,\"share_code\":",
                          len, loops, out.build.tile_count, out.ga.loops);
            lp_buf_json_string(&r->json, code);
            lp_buf_puts(&r->json, "}");
            char code_note[64 + LP_SHARECODE_MAX] = "";
            /* TRANSLATORS: ends a line of check-config's report; %s is the puzzle's share code */
            if (code[0]) snprintf(code_note, sizeof code_note, _("; code %s"), code);
            fprintf(stderr,
                    /* TRANSLATORS: the last %s is nothing or "; code TC.." */
                    lp_trn("  generated %s: certified, par %d tiles; a solution of %d moves with %d loop%s\n",
                           "  generated %s: certified, par %d tiles; a solution of %d moves with %d loops%s\n",
                           out.ga.loops),
                    label, out.build.tile_count, out.ga.length, out.ga.loops, code_note);
        }
        if (len > 5 * loops + 3) loops++;
        len = len + step > LP_PM_MAX_LENGTH ? LP_PM_MAX_LENGTH : len + step;
        if (loops * 5 > len) loops = len / 5;
    }
    lp_buf_puts(&r->json, "]");
}

static void check_toycar(Report *r, const LpConfig *c)
{
    int len, loops, step, pop, gens;
    lp_config_toycar(c, &len, &loops, &step, &pop, &gens);
    fprintf(stderr,
            /* TRANSLATORS: check-config's toy-car part; GA is the genetic algorithm that makes the puzzles */
            lp_trn("toycar: generated puzzles start at length %d with %d loop, +%d after a quick success; GA population %d, %d generations\n",
                   "toycar: generated puzzles start at length %d with %d loops, +%d after a quick success; GA population %d, %d generations\n",
                   loops),
            len, loops, step, pop, gens);
    lp_buf_printf(&r->json, ",\"toycar\":{\"start_length\":%d,\"start_loops\":%d,\"length_step\":%d,\"population\":%d,\"generations\":%d",
                  len, loops, step, pop, gens);
    check_levels(r, c, LP_MODE_TOYCAR);
    check_toycar_generated(r, len, loops, step, pop, gens);
    lp_buf_puts(&r->json, "}");
}

static void check_bots(Report *r, const LpConfig *c)
{
    int size, lo, hi;
    lp_config_bots(c, &size, &lo, &hi);
    /* TRANSLATORS: the templates' file names follow (short_loop, long_loop...) */
    fprintf(stderr, _("bots: generated puzzles start at size %d (between %d and %d); templates"), size, lo, hi);
    for (int i = 0; i < lp_config_bots_template_count(c); i++) fprintf(stderr, "%s %s", i ? "," : "", lp_config_bots_template(c, i));
    fputc('\n', stderr);
    lp_buf_printf(&r->json, ",\"bots\":{\"start_size\":%d,\"min_size\":%d,\"max_size\":%d", size, lo, hi);
    check_levels(r, c, LP_MODE_BOTS);
    lp_buf_puts(&r->json, ",\"generated\":[");
    for (int i = 0; i < lp_config_bots_template_count(c); i++) {
        const char *name = lp_config_bots_template(c, i);
        char rel[160], label[200], why[400], what[120];
        snprintf(rel, sizeof rel, "scripts/templates/%s.template", name);
        /* TRANSLATORS: %1$s is a robot template's file name (short_loop) */
        snprintf(label, sizeof label, _("%s at size %d"), name, size);
        r->checks++;
        static BotsTemplate t;
        static BotsGenPuzzle p;
        LpDiag diag = {0};
        if (!bots_template_load(cli_data_path(rel), &t, &diag)) {
            lp_diag_format(&diag, why, sizeof why);
            gen_fail(r, i == 0, label, why);
            continue;
        }
        /* As the game does (puzzle/next.h): the model's size, or the nearest bigger one the
         * template can make puzzles at (a long template's fixed actions need room), up to max_size. */
        int got = 0, too_small = 0;
        int made = pz_next_bots_make(&t, 0, size, hi, GEN_SEED, &p, &got, &too_small, &diag);
        if (got != size)
            snprintf(label, sizeof label, _("%s at size %d (the nearest it can make to %d)"), name, got, size);
        if (!made) {
            lp_diag_format(&diag, why, sizeof why);
            gen_fail(r, i == 0, label, why);
            continue;
        }
        if (!p.verified) {
            gen_fail(r, i == 0, label, _("the generated puzzle did not verify"));
            continue;
        }
        BotsRunReport run;
        bots_run_program(&p.level, p.level.solution, &run);
        if (run.result != BOTS_RUN_SOLVED || run.commands > p.level.par) {
            gen_fail(r, i == 0, label, _("its solution does not solve it at par"));
            continue;
        }
        LangCounts cc;
        concepts(p.level.solution, &cc);
        concepts_text(what, sizeof what, &cc);
        lp_buf_puts(&r->json, i == 0 ? "{\"step\":" : ",{\"step\":");
        lp_buf_json_string(&r->json, label);
        lp_buf_puts(&r->json, ",\"template\":");
        lp_buf_json_string(&r->json, name);
        lp_buf_printf(&r->json, ",\"size\":%d,\"certified\":true,\"par\":%d", got, p.level.par);
        concepts_json(&r->json, &cc);
        lp_buf_puts(&r->json, ",\"share_code\":");
        lp_buf_json_string(&r->json, p.level.code);
        lp_buf_puts(&r->json, "}");
        /* TRANSLATORS: %3$s is "2 loops, 0 conditionals, 1 function", %4$s a share code */
        fprintf(stderr, _("  generated %s: certified, par %d commands; %s; code %s\n"), label, p.level.par, what,
                p.level.code);
    }
    lp_buf_puts(&r->json, "]}");
}

static const char *construct_name(int c)
{
    /* TRANSLATORS: what a May's Journey room's code uses: commands only, a for loop, an if (the
     * pupils' keyword: keep it), a while loop */
    static const char *const names[] = {N_("commands"), N_("for loop"), N_("if"), N_("while loop")};
    return _(names[c & 3]);
}

static void check_mays(Report *r, const LpConfig *c)
{
    int start = lp_config_mays_start_step(c);
    const char *grammar_name = lp_config_mays_grammar(c);
    /* TRANSLATORS: %3$s is the grammar's file name */
    fprintf(stderr, _("mays: generated rooms start at ladder step %d of %d; grammar %s\n"), start, lp_mmodel_steps(),
            grammar_name);
    lp_buf_printf(&r->json, ",\"mays\":{\"start_step\":%d,\"grammar\":", start);
    lp_buf_json_string(&r->json, grammar_name);
    check_levels(r, c, LP_MODE_MAYS);
    lp_buf_puts(&r->json, ",\"generated\":[");
    char rel[160], why[400];
    snprintf(rel, sizeof rel, "scripts/grammars/%s", grammar_name);
    static MjGrammar grammar;
    LpDiag diag = {0};
    r->checks++;
    if (!mj_grammar_load(cli_data_path(rel), &grammar, &diag)) {
        lp_diag_format(&diag, why, sizeof why);
        /* TRANSLATORS: check-config: "generated grammar: NOT certified: REASON" */
        gen_fail(r, 1, _("grammar"), why);
        lp_buf_puts(&r->json, "]}");
        return;
    }
    int first = 1;
    for (int s = start; s < start + CHECK_MAYS_STEPS && s <= lp_mmodel_steps(); s++, first = 0) {
        LpMaysModel model = {.step = s - 1};
        LpMaysStep step = lp_mmodel_step(&model);
        MjShareRoom room = {step.construct & 3, step.objects < 1 ? 1 : step.objects > 3 ? 3 : step.objects,
                            step.distribution % 3, GEN_SEED};
        char label[120], code[MJ_SYNTH_MAX], what[120], share[LP_SHARECODE_MAX];
        /* TRANSLATORS: a May's Journey room of the ladder: its step, what its code uses ("for loop"), its
         * objects, and its distribution as --distribution writes it (uniform, simple, complex) */
        snprintf(label, sizeof label, lp_trn("step %d (%s, %d object, %s)", "step %d (%s, %d objects, %s)", room.objects),
                 s, construct_name(room.construct), room.objects,
                 mj_distribution_name(mj_share_distribution(room.distribution)));
        if (!first) r->checks++;
        MjGenDesc desc;
        mj_share_desc(&room, code, &desc);
        desc.grammar = &grammar;
        static MjGenResult out;
        if (!mj_generate(&desc, &out, &diag)) {
            lp_diag_format(&diag, why, sizeof why);
            gen_fail(r, first, label, why);
            continue;
        }
        static MjVerifyReport v;
        mj_verify_level(&out.level, &v);
        if (!v.verified) {
            gen_fail(r, first, label, v.message);
            continue;
        }
        LangCounts cc;
        concepts(code, &cc);
        concepts_text(what, sizeof what, &cc);
        if (!mj_share_encode(&room, share)) share[0] = '\0';
        lp_buf_puts(&r->json, first ? "{\"step\":" : ",{\"step\":");
        lp_buf_json_string(&r->json, label);
        lp_buf_printf(&r->json, ",\"ladder_step\":%d,\"certified\":true,\"par\":%d", s, v.run.commands);
        concepts_json(&r->json, &cc);
        lp_buf_puts(&r->json, ",\"share_code\":");
        lp_buf_json_string(&r->json, share);
        lp_buf_puts(&r->json, "}");
        fprintf(stderr, _("  generated %s: certified, par %d commands; %s; code %s\n"), label, v.run.commands, what,
                share);
    }
    lp_buf_puts(&r->json, "]}");
}

int cli_check_config(int argc, char **argv)
{
    int json = 0;
    const char *path = NULL;
    Flag flags[] = {{"--json", 0, 0, NULL, &json, NULL}};
    int rc = cli_parse_flags(argc, argv, flags, 1, &path);
    if (rc) return rc;
    if (!path) return cli_bad_input("%s", _("check-config needs a settings FILE.lua"));
    LpConfig c;
    LpDiag diag = {0};
    char data_dir[4096];
    snprintf(data_dir, sizeof data_dir, "%s", cli_data_path("."));
    if (!lp_config_load(path, data_dir, &c, &diag)) {
        cli_print_diag(&diag);
        if (json) {
            char why[600];
            lp_diag_format(&diag, why, sizeof why);
            LpBuf o;
            lp_buf_init(&o);
            lp_buf_puts(&o, "{\"file\":");
            lp_buf_json_string(&o, path);
            lp_buf_puts(&o, ",\"ok\":false,\"error\":");
            lp_buf_json_string(&o, why);
            lp_buf_puts(&o, "}\n");
            fputs(o.data, stdout);
            lp_buf_free(&o);
        }
        return 2;
    }
    Report r;
    memset(&r, 0, sizeof r);
    lp_buf_init(&r.json);
    /* TRANSLATORS: the modes follow as settings files write them (toycar, bots, mays, dungeon) */
    fprintf(stderr, _("%s: settings read\nmodes unlocked, in order:"), path);
    lp_buf_puts(&r.json, ",\"modes\":[");
    for (int i = 0; i < lp_config_mode_count(&c); i++) {
        const char *m = lp_mode_name((LpMode)lp_config_mode(&c, i));
        fprintf(stderr, "%s %s", i ? "," : "", m);
        lp_buf_puts(&r.json, i ? "," : "");
        lp_buf_json_string(&r.json, m);
    }
    const char *style = lp_config_hint_style_name(lp_config_hint_style(&c));
    /* TRANSLATORS: %1$s is the hint style as settings files write it */
    fprintf(stderr, _("\nhints: %s, after %d tries\n"), style, lp_config_tries_before_hint(&c));
    lp_buf_printf(&r.json, "],\"tries_before_hint\":%d,\"hint_style\":\"%s\"", lp_config_tries_before_hint(&c), style);
    const char *order = lp_config_lesson_order_name(lp_config_lesson_order(&c));
    /* TRANSLATORS: %s is the setting as settings files write it ("in_order" or "free"): keep it */
    fprintf(stderr, _("lesson order: %s\n"), order);
    lp_buf_printf(&r.json, ",\"lesson_order\":\"%s\"", order);
    const char *blocks = lp_config_bots_blocks_name(lp_config_bots_blocks(&c));
    /* TRANSLATORS: %s is the setting as settings files write it ("as_taught" or "all"): keep it */
    fprintf(stderr, _("robot lessons show blocks: %s\n"), blocks);
    lp_buf_printf(&r.json, ",\"bots_blocks\":\"%s\"", blocks);
    for (int i = 0; i < lp_config_mode_count(&c); i++) {
        int m = lp_config_mode(&c, i);
        if (m == LP_MODE_TOYCAR) check_toycar(&r, &c);
        else if (m == LP_MODE_BOTS) check_bots(&r, &c);
        else if (m == LP_MODE_MAYS) check_mays(&r, &c);
        else r.failures += cli_check_dungeon(&r.json, c.dungeon.flowchart, &r.checks);
    }
    if (r.failures)
        fprintf(stderr, _("result: %d of %d checks FAILED: pupils would meet a level or puzzle that does not work\n"),
                r.failures, r.checks);
    else
        fprintf(stderr, _("result: all %d checks passed (concepts counted: %s)\n"), r.checks, _(concept_names));
    if (json) {
        LpBuf o;
        lp_buf_init(&o);
        lp_buf_puts(&o, "{\"file\":");
        lp_buf_json_string(&o, path);
        lp_buf_printf(&o, ",\"ok\":%s,\"checks\":%d,\"failures\":%d", r.failures ? "false" : "true", r.checks, r.failures);
        lp_buf_append(&o, r.json.data ? r.json.data : "", r.json.data ? strlen(r.json.data) : 0);
        lp_buf_puts(&o, "}\n");
        fputs(o.data, stdout);
        lp_buf_free(&o);
    }
    lp_buf_free(&r.json);
    return r.failures ? 1 : 0;
}
