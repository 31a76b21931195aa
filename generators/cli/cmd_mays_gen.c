/* cmd_mays_gen.c - loopling-gen mays: May's Journey levels from a solution code (paper 000), and
 * the paper's Table 2 over many runs; also the generator's entry in loopling-gen bench. One level:
 * --out writes it as a level file, --json prints its summary and evaluation. --runs R: levels
 * from seeds seed..seed+R-1 and the Table 2 columns; --heatmap draws their expressive range
 * (Figure 3). --grammar FILE: the shape grammar (default: scripts/grammars/mays.lua, installed
 * or in the source tree). --given FILE / --given-text STR: the starting frame the panel
 * starts with (the rooms carry it as their code:); alternative and shorter codes, --no-shorter
 * and the working rates then count only what the pupil writes beyond it (mays_gen.h). Timing is
 * measured here, never in the generator. Exit 0 when every level was made, 1 when some could not
 * be, 2 on bad input (a mistake in the code or the given code: its line; a broken grammar:
 * file:line: reason). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "core/buf.h"
#include "core/diag.h"
#include "core/i18n.h"
#include "mays/grammar.h"
#include "mays/mays_build.h"
#include "mays/mays_gen.h"
#include "mays/mays_share.h"

#define MAX_CODE_FILE (1024 * 1024)
#define DEFAULT_GRAMMAR cli_data_path(MJ_GRAMMAR_SHIPPED)

/* "0", "1", "0.5", ".25" -> thousandths; -1 when not a number from 0 to 1. */
static int parse_permille(const char *s)
{
    int whole = 0, frac = 0, scale = 100, digits = 0;
    const char *p = s;
    for (; *p >= '0' && *p <= '9'; p++, digits++)
        whole = whole * 10 + (*p - '0') > 10 ? 10 : whole * 10 + (*p - '0');
    if (*p == '.') {
        for (p++; *p >= '0' && *p <= '9'; p++, digits++) {
            frac += (*p - '0') * scale;
            scale /= 10;
        }
    }
    if (*p || !digits || whole > 1 || (whole == 1 && frac > 0)) return -1;
    return whole * 1000 + frac;
}

static void json_eval(LpBuf *o, const MjEvalReport *e)
{
    lp_buf_printf(o, "\"input_solves\":%s,\"alt_codes\":", e->input_solves ? "true" : "false");
    if (e->alt_applicable)
        lp_buf_printf(o, "%ld,\"alt_works\":%s", e->alt_codes, e->alt_works ? "true" : "false");
    else
        lp_buf_puts(o, "null,\"alt_works\":null");
    lp_buf_puts(o, ",\"short_codes\":");
    if (e->short_applicable)
        lp_buf_printf(o, "%ld,\"short_works\":%s", e->short_codes, e->short_works ? "true" : "false");
    else
        lp_buf_puts(o, "null,\"short_works\":null");
    lp_buf_printf(o, ",\"size\":%d,\"walkable\":%.3f,\"interactable\":%.3f", e->size,
                  e->walkable_permille / 1000.0, e->interactable_permille / 1000.0);
}

typedef struct Table2 {
    int runs, made, solvable, alt_applicable, alt_works, short_applicable, short_works;
    long alt_codes, short_codes;
    double size_sum, ms_sum, ms_sq, ms_max;
    int *walk, *inter;
} Table2;

static int run_many(const MjGenDesc *base, long long runs, Table2 *t)
{
    memset(t, 0, sizeof *t);
    t->walk = calloc((size_t)runs, sizeof *t->walk);
    t->inter = calloc((size_t)runs, sizeof *t->inter);
    MjCodeSet alt = {0}, shorter = {0};
    LpDiag diag = {0};
    int have_alt = mj_alternative_codes_given(base->code, base->given, &alt, &diag);
    int have_short = mj_shorter_codes_given(base->code, base->given, &shorter, &diag);
    static MjGenResult r;
    for (long long i = 0; i < runs && t->walk && t->inter; i++) {
        MjGenDesc d = *base;
        d.seed = base->seed + (uint32_t)i;
        if (have_short) d.shorter = &shorter;
        double t0 = cli_now_ms();
        int ok = mj_generate(&d, &r, &diag);
        double ms = cli_now_ms() - t0;
        t->runs++;
        t->ms_sum += ms;
        t->ms_sq += ms * ms;
        if (ms > t->ms_max) t->ms_max = ms;
        if (!ok) continue;
        t->made++;
        MjEvalReport e;
        mj_eval_level_with(&r.level, base->code, have_alt ? &alt : NULL, have_short ? &shorter : NULL, &e);
        t->solvable += e.input_solves;
        t->alt_codes = e.alt_codes;
        t->short_codes = e.short_codes;
        t->alt_applicable += e.alt_applicable;
        t->alt_works += e.alt_applicable && e.alt_works;
        t->short_applicable += e.short_applicable;
        t->short_works += e.short_applicable && e.short_works;
        t->size_sum += e.size;
        t->walk[t->made - 1] = e.walkable_permille;
        t->inter[t->made - 1] = e.interactable_permille;
    }
    mj_code_set_free(&alt);
    mj_code_set_free(&shorter);
    return t->walk && t->inter;
}

static void table2_free(Table2 *t)
{
    free(t->walk);
    free(t->inter);
}

int cli_mays_gen(int argc, char **argv)
{
    long long seed = 0, runs = 0, threshold = 2, gen_version = MJ_GEN_VERSION;
    int seed_set = 0, version_set = 0, runs_set = 0, json = 0, no_shorter = 0;
    const char *code_file = NULL, *code_text = NULL, *dist_text = NULL, *penalty_text = NULL;
    const char *heatmap = NULL, *out_path = NULL, *grammar_file = NULL, *given_file = NULL, *given_text = NULL;
    const char *share_text = NULL;
    Flag flags[] = {
        {"--code", 0, 0, NULL, NULL, &code_file},
        {"--code-text", 0, 0, NULL, NULL, &code_text},
        {"--seed", 0, (1LL << 32) - 1, &seed, &seed_set, NULL},
        {"--runs", 1, 100000, &runs, &runs_set, NULL},
        {"--distribution", 0, 0, NULL, NULL, &dist_text},
        {"--penalty", 0, 0, NULL, NULL, &penalty_text},
        {"--threshold", 1, 20, &threshold, NULL, NULL},
        {"--no-shorter", 0, 0, NULL, &no_shorter, NULL},
        {"--json", 0, 0, NULL, &json, NULL},
        {"--heatmap", 0, 0, NULL, NULL, &heatmap},
        {"--out", 0, 0, NULL, NULL, &out_path},
        {"--grammar", 0, 0, NULL, NULL, &grammar_file},
        {"--given", 0, 0, NULL, NULL, &given_file},
        {"--given-text", 0, 0, NULL, NULL, &given_text},
        {"--share-code", 0, 0, NULL, NULL, &share_text},
        {"--gen-version", MJ_GEN_VERSION_MIN, MJ_GEN_VERSION, &gen_version, &version_set, NULL},
    };
    int rc = cli_parse_flags(argc, argv, flags, (int)(sizeof flags / sizeof flags[0]), NULL);
    if (rc) return rc;
    /* A share code (mays_share.h) names the code, the seed and the distribution of a game's room. */
    static char share_synth[MJ_SYNTH_MAX];
    MjShareRoom share_room;
    if (share_text) {
        if (code_file || code_text || seed_set || dist_text || given_file || given_text || version_set)
            return cli_bad_input("%s", _("--share-code takes the place of --code, --code-text, --seed, --distribution, "
                                         "--given and --gen-version"));
        if (cli_lesson_code("--share-code", share_text)) return 2;
        char why[300] = "";
        int k = mj_share_decode(share_text, &share_room, why, sizeof why);
        if (k != 1) {
            char msg[400];
            snprintf(msg, sizeof msg, "--share-code %s: %s", share_text, why[0] ? why : _("this is not a May's Journey code"));
            return cli_bad_input("%s", msg);
        }
        MjGenDesc sd;
        mj_share_desc(&share_room, share_synth, &sd);
        code_text = share_synth;
        seed = share_room.seed;
        seed_set = 1;
        dist_text = mj_distribution_name(sd.distribution);
        gen_version = sd.version;
    }
    if (!code_file == !code_text)
        return cli_bad_input("%s", _("mays needs one of --code FILE or --code-text STR"));
    if (!seed_set) return cli_bad_input("%s", _("mays needs --seed N"));
    if (given_file && given_text) return cli_bad_input("%s", _("mays takes one of --given FILE or --given-text STR"));
    int dist = dist_text ? mj_distribution_parse(dist_text) : MJ_DIST_UNIFORM;
    if (dist < 0)
        /* TRANSLATORS: keep --distribution and its values uniform, simple, complex */
        return cli_bad_input(_("--distribution must be uniform, simple or complex, not '%s'"), dist_text);
    int penalty = penalty_text ? parse_permille(penalty_text) : 500;
    if (penalty < 0) return cli_bad_input(_("--penalty must be a number from 0 to 1, not '%s'"), penalty_text);
    if (heatmap && !runs_set) runs = 1;
    static MjGrammar grammar; /* about 40 KiB */
    LpDiag gdiag = {0};
    if (!grammar_file) grammar_file = DEFAULT_GRAMMAR;
    if (!mj_grammar_load(grammar_file, &grammar, &gdiag)) {
        cli_print_diag(&gdiag);
        return 2;
    }
    LpBuf code;
    lp_buf_init(&code);
    const char *label = "code";
    if (code_file) {
        char why[600];
        if (!lp_buf_read_file(&code, code_file, MAX_CODE_FILE, why, sizeof why)) {
            lp_buf_free(&code);
            cli_say("%s: %s", code_file, why);
            return 2;
        }
        label = code_file;
    } else {
        lp_buf_puts(&code, code_text);
    }
    LpBuf given;
    lp_buf_init(&given);
    const char *given_label = "given";
    if (given_file) {
        char why[600];
        if (!lp_buf_read_file(&given, given_file, MAX_CODE_FILE, why, sizeof why)) {
            lp_buf_free(&given);
            lp_buf_free(&code);
            cli_say("%s: %s", given_file, why);
            return 2;
        }
        given_label = given_file;
    } else if (given_text) {
        lp_buf_puts(&given, given_text);
    }
    const char *given_code = given_file || given_text ? (given.data ? given.data : "") : NULL;
    MjGenDesc desc = {.code = code.data ? code.data : "",
                      .given = given_code,
                      .seed = (uint32_t)seed,
                      .version = (int)gen_version,
                      .grammar = &grammar,
                      .distribution = (MjDistribution)dist,
                      .penalty_permille = penalty,
                      .penalty_set = 1,
                      .threshold = (int)threshold,
                      .no_shorter = no_shorter};
    /* The code must be one the generator takes: a mistake is bad input with its line. */
    MjExtract ex;
    LpDiag diag = {0};
    if (!mj_extract(desc.code, &ex, &diag)) {
        cli_say("%s:%d:%d: %s", label, diag.line, diag.column, diag.message);
        lp_buf_free(&code);
        lp_buf_free(&given);
        return 2;
    }
    /* So must the given frame: a mistake in it is bad input with its line. */
    if (given_code) {
        int ok = strlen(given_code) < MJ_PROGRAM_MAX;
        if (!ok)
            lp_diag_set(&diag, "given", 0, _("the given code is too long (at most %d characters)"), MJ_PROGRAM_MAX - 1);
        else
            ok = mj_count_codes_given(desc.code, given_code, NULL, NULL, NULL, &diag);
        if (!ok) {
            cli_say("%s:%d:%d: %s", strcmp(diag.file, "given") ? label : given_label,
                    diag.line, diag.column, diag.message);
            lp_buf_free(&code);
            lp_buf_free(&given);
            return 2;
        }
    }
    int status = 0;
    if (!runs_set && !heatmap) {
        static MjGenResult r;
        double t0 = cli_now_ms();
        int ok = mj_generate(&desc, &r, &diag);
        double gen_ms = cli_now_ms() - t0;
        if (!ok) {
            cli_say("%s:%d: %s", label, diag.line, diag.message);
            lp_buf_free(&code);
            lp_buf_free(&given);
            return diag.line > 0 ? 2 : 1;
        }
        if (share_text) snprintf(r.level.title, sizeof r.level.title, "%s", mj_share_title(&share_room));
        MjEvalReport e;
        int evaluated = mj_eval_level(&r.level, desc.code, &e, &diag);
        if (out_path) {
            LpBuf text;
            lp_buf_init(&text);
            mj_level_write(&r.level, &text);
            int written = cli_write_text_file(out_path, &text);
            lp_buf_free(&text);
            if (!written) {
                lp_buf_free(&code);
                lp_buf_free(&given);
                return 2;
            }
        }
        if (json) {
            LpBuf o;
            lp_buf_init(&o);
            lp_buf_printf(&o, "{\"seed\":%lld,\"width\":%d,\"height\":%d,\"solution\":", seed,
                          r.level.start.width, r.level.start.height);
            lp_buf_json_string(&o, r.level.solution);
            lp_buf_puts(&o, ",\"code\":");
            if (r.level.has_code)
                lp_buf_json_string(&o, r.level.code);
            else
                lp_buf_puts(&o, "null");
            lp_buf_printf(
                &o,
                ",\"verified\":true,\"gen_ms\":%.3f,\"attempts\":%d,\"goal\":\"%s\",\"distribution\":\"%s\","
                "\"penalty\":%.3f,\"threshold\":%lld,\"no_shorter\":%s,\"combine_cost\":%d,\"shapes\":[",
                gen_ms, r.attempts, mj_goal_name(r.level.goal), mj_distribution_name(desc.distribution),
                penalty / 1000.0, threshold, no_shorter ? "true" : "false", r.combine_cost);
            for (int k = 0; k < r.map_count; k++) {
                if (k) lp_buf_puts(&o, ",");
                lp_buf_json_string(&o, r.shapes[k]);
            }
            lp_buf_puts(&o, "],");
            if (evaluated)
                json_eval(&o, &e);
            else
                lp_buf_puts(&o, "\"input_solves\":null");
            lp_buf_printf(&o, ",\"generator_version\":%lld}\n", gen_version);
            fputs(o.data, stdout);
            lp_buf_free(&o);
        }
        char written_note[1200] = "";
        /* TRANSLATORS: ends loopling-gen mays's report line; %s is the level file written */
        if (out_path) snprintf(written_note, sizeof written_note, _(", written to %s"), out_path);
        fprintf(stderr,
                /* TRANSLATORS: loopling-gen mays's report; %4$s is the room's goal as level files write it
                 * (exit, reward, both); the last %s is nothing or ", written to FILE" */
                lp_trn("mays seed %lld: %dx%d room, %s, certified (the code solves it, an empty program does not), "
                       "%d attempt, %.2f ms%s\n",
                       "mays seed %lld: %dx%d room, %s, certified (the code solves it, an empty program does not), "
                       "%d attempts, %.2f ms%s\n",
                       r.attempts),
                seed, r.level.start.width, r.level.start.height, mj_goal_name(r.level.goal), r.attempts, gen_ms,
                written_note);
    } else {
        Table2 t;
        if (!run_many(&desc, runs, &t)) {
            table2_free(&t);
            lp_buf_free(&code);
            lp_buf_free(&given);
            cli_say("%s", _("out of memory"));
            return 2;
        }
        double mean = t.ms_sum / t.runs, var = t.ms_sq / t.runs - mean * mean;
        double sd = var > 0 ? cli_sqrt(var) : 0.0;
        if (json) {
            LpBuf o;
            lp_buf_init(&o);
            lp_buf_printf(&o, "{\"runs\":%d,\"made\":%d,\"solvable_rate\":%.4f,\"alt_codes\":", t.runs,
                          t.made, (double)t.solvable / t.runs);
            if (t.alt_applicable)
                lp_buf_printf(&o, "%ld,\"short_codes\":", t.alt_codes);
            else
                lp_buf_puts(&o, "null,\"short_codes\":");
            if (t.short_applicable)
                lp_buf_printf(&o, "%ld,", t.short_codes);
            else
                lp_buf_puts(&o, "null,");
            lp_buf_puts(&o, "\"alt_working_rate\":");
            if (t.alt_applicable)
                lp_buf_printf(&o, "%.4f,", (double)t.alt_works / t.alt_applicable);
            else
                lp_buf_puts(&o, "null,");
            lp_buf_puts(&o, "\"short_working_rate\":");
            if (t.short_applicable)
                lp_buf_printf(&o, "%.4f,", (double)t.short_works / t.short_applicable);
            else
                lp_buf_puts(&o, "null,");
            lp_buf_printf(&o,
                          "\"mean_size\":%.2f,\"gen_ms_mean\":%.4f,\"gen_ms_sd\":%.4f,\"gen_ms_max\":%.4f,"
                          "\"seed\":%lld,\"distribution\":\"%s\",\"penalty\":%.3f,\"threshold\":%lld,"
                          "\"no_shorter\":%s,\"generator_version\":%lld}\n",
                          t.made ? t.size_sum / t.made : 0.0, mean, sd, t.ms_max, seed,
                          mj_distribution_name(desc.distribution), penalty / 1000.0, threshold,
                          no_shorter ? "true" : "false", gen_version);
            fputs(o.data, stdout);
            lp_buf_free(&o);
        }
        fprintf(stderr,
                /* TRANSLATORS: loopling-gen mays --runs: the rates of paper 000's Table 2 (alternative codes
                 * that work, shorter codes that work) */
                _("mays: %d runs, %d made, solvable %.1f%%, alt works %.1f%%, shorter works %.1f%%, "
                  "mean size %.1f, %.3f +- %.3f ms per level\n"),
                t.runs, t.made, 100.0 * t.solvable / t.runs,
                t.alt_applicable ? 100.0 * t.alt_works / t.alt_applicable : 0.0,
                t.short_applicable ? 100.0 * t.short_works / t.short_applicable : 0.0,
                t.made ? t.size_sum / t.made : 0.0, mean, sd);
        if (heatmap) {
            char title[96];
            snprintf(title, sizeof title, "%d levels, %s", t.made,
                     mj_distribution_name(desc.distribution));
            if (!mj_heatmap_write_png(heatmap, t.walk, t.inter, t.made, title, &diag)) {
                cli_print_diag(&diag);
                status = 2;
            }
        }
        if (!status && t.made < t.runs) status = 1;
        table2_free(&t);
    }
    lp_buf_free(&code);
    lp_buf_free(&given);
    return status;
}

/* The eight Table 2 rooms' solution codes (levels/mays 01 03 07 05 08 10 12 14). */
static const char *const table2_codes[8] = {
    "block1.MoveDown();",
    "block1.MoveDown();\nblock2.MoveUp();",
    "statue1.MoveRight();\nstatue1.MoveRight();\nblock1.MoveUp();",
    "statue1.Rotate(\"right\");",
    "block1.Rotate(\"right\");\nblock2.Rotate(\"left\");\nblock3.Rotate(\"right\");",
    "for (3) {\n  block1.MoveRight();\n  block2.MoveLeft();\n}",
    "if (lever1.position == \"right\") {\n  door1.Open();\n}",
    "statue1.MoveRight();\nwhile (block1.isMoving) {\n  if (block1.position == 3) {\n    block1.Stop();\n  "
    "}\n}",
};

int cli_bench_mays(LpBuf *json, int runs)
{
    static MjGenResult r;
    double total = 0;
    int made = 0, failures = 0, seeds = runs * 10; /* levels are fast: more seeds, a steadier mean */
    for (int c = 0; c < 8; c++)
        for (int i = 0; i < seeds; i++) {
            MjGenDesc d = {.code = table2_codes[c], .seed = 1000u + (uint32_t)i};
            LpDiag diag = {0};
            double t0 = cli_now_ms();
            int ok = mj_generate(&d, &r, &diag);
            total += cli_now_ms() - t0;
            made += ok;
            failures += !ok;
        }
    double ms = total / (8.0 * seeds);
    if (json)
        lp_buf_printf(json,
                      "\"mays\":{\"ms\":%.4f,\"paper_ms\":380,\"goal_ms\":2,\"levels\":%d,\"codes\":8,"
                      "\"failures\":%d},",
                      ms, made, failures);
    fprintf(stderr,
            "mays (paper 000), the eight Table 2 codes x %d seeds: %.3f ms per level "
            "(paper: 380 ms; goal: at most 2 ms), %d failed\n",
            seeds, ms, failures);
    return failures;
}
