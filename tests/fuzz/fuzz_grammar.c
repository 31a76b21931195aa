/* fuzz_grammar.c - the libFuzzer target for May's Journey shape grammars (mj_grammar_parse,
 * generators/mays/grammar.h): the input is a grammar script (Lua), run in the sandboxed host with
 * the grammar loader's own small budget (2,000,000 steps, 4 MiB).
 * Refused: the grammar is empty (no rules, the file's name kept), and the diagnostic names the
 * file and a line of it (0 where grammar.h allows it: a rule whose line is unknown, no 'rules').
 * Read: rules sorted by name and found by it, weights and complexities in range, choices naming
 * rules, shapes of at most MJ_SHAPE_MAX x MJ_SHAPE_MAX, a start rule per family; picking from
 * every family in every distribution, with the paper's penalty until nothing is left, gives shapes
 * (which become MjShapes) or the documented codes, the same for the same seed, and ends.
 * Built by tests/fuzz/build.sh; replayed by the normal tests (tests/fuzz/replay.c). */
#include "fuzz_util.h"

#include "mays/grammar.h"

#define LABEL "fuzz.lua"

static int lua_lines(const char *s, size_t n)
{
    int lines = 1;
    for (size_t i = 0; i < n; i++)
        if (s[i] == '\n' || s[i] == '\r') {
            lines++;
            if (i + 1 < n && (s[i + 1] == '\n' || s[i + 1] == '\r') && s[i + 1] != s[i]) i++;
        }
    return lines;
}

static void check_grammar(const MjGrammar *g)
{
    check(g->rule_count >= 1 && g->rule_count <= MJ_GRAMMAR_MAX_RULES);
    for (int i = 0; i < g->rule_count; i++) {
        const MjGrammarRule *r = &g->rules[i];
        check(memchr(r->name, '\0', sizeof r->name) && r->name[0] && memchr(r->note, '\0', sizeof r->note));
        if (i > 0) check(strcmp(g->rules[i - 1].name, r->name) < 0);
        check(mj_grammar_find(g, r->name) == i);
        check(r->line >= 0 && r->weight_milli >= 1 && r->weight_milli <= MJ_GRAMMAR_WEIGHT_MAX * 1000);
        check(r->complexity_milli >= 1000 && r->complexity_milli <= 3000);
        if (r->is_shape) {
            check(r->complexity_milli % 1000 == 0);
            check(r->kind == MJ_SHAPE_MAZE || r->kind == MJ_SHAPE_REWARD);
            check(r->width >= 1 && r->width <= MJ_SHAPE_MAX && r->height >= 1 && r->height <= MJ_SHAPE_MAX);
            check(r->facing >= -1 && r->facing <= 3 && r->effect_count >= 0 && r->effect_count <= MJ_GRAMMAR_MAX_EFFECTS);
            for (int y = 0; y < MJ_SHAPE_MAX; y++)
                for (int x = 0; x < MJ_SHAPE_MAX; x++) {
                    const MjGrammarCell *c = &r->cells[y][x];
                    check(memchr(c->tile, '\0', 3) && memchr(c->over, '\0', 3));
                    check(strlen(c->tile) == 0 || strlen(c->tile) == 2);
                }
        } else {
            check(r->alt_count >= 1 && r->alt_count <= MJ_GRAMMAR_MAX_ALTS);
            for (int k = 0; k < r->alt_count; k++) check(r->alts[k] >= 0 && r->alts[k] < g->rule_count);
        }
    }
    check(g->family_rule[MJ_FAM_NONE] == -1);
    for (int f = MJ_FAM_NONE + 1; f < MJ_FAM_COUNT; f++) {
        int at = g->family_rule[f];
        check(at >= 0 && at < g->rule_count && !strcmp(g->rules[at].name, mj_grammar_family_name((MjFamily)f)));
        check(mj_grammar_family(mj_grammar_family_name((MjFamily)f)) == (MjFamily)f);
    }
}

/* Picks from every family: shapes or the codes, deterministic, and with a penalty they run out. */
static void check_picks(const MjGrammar *g, uint64_t seed)
{
    MjShape shape;
    for (int f = MJ_FAM_NONE; f <= MJ_FAM_COUNT; f++)
        for (int d = MJ_DIST_UNIFORM; d <= MJ_DIST_COMPLEX; d++) {
            LpRng r1, r2;
            lp_rng_init(&r1, seed, LP_STREAM_LUA);
            lp_rng_init(&r2, seed, LP_STREAM_LUA);
            int a = mj_grammar_pick(g, (MjFamily)f, (MjDistribution)d, NULL, &r1);
            check(a == mj_grammar_pick(g, (MjFamily)f, (MjDistribution)d, NULL, &r2));
            if (f == MJ_FAM_NONE || f == MJ_FAM_COUNT) {
                check(a == MJ_GRAMMAR_NO_FAMILY);
                continue;
            }
            check(a >= 0 && a < g->rule_count && g->rules[a].is_shape); /* nothing dropped yet */
            check(mj_grammar_to_shape(g, a, &shape) && shape.w == g->rules[a].width && shape.h == g->rules[a].height);
            MjGrammarPenalty penalty;
            mj_grammar_penalty_init(&penalty, 500);
            int picks = 0;
            while ((a = mj_grammar_pick(g, (MjFamily)f, (MjDistribution)d, &penalty, &r1)) >= 0) {
                check(a < g->rule_count && g->rules[a].is_shape);
                check(++picks <= 2 * MJ_GRAMMAR_MAX_RULES); /* every pick uses up some of a shape */
            }
            check(a == MJ_GRAMMAR_NONE_LEFT && mj_grammar_pick_error(a)[0] != '\0');
        }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_copy(data, size);
    MjGrammar *g = malloc(sizeof *g);
    if (!text || !g) goto done;
    LpDiag diag;
    fuzz_diag_blank(&diag);
    if (!mj_grammar_parse(text, size, LABEL, g, &diag)) {
        fuzz_check_diag(&diag, LABEL, 0, lua_lines(text, size));
        check(g->rule_count == 0 && !strcmp(g->file, LABEL));
        goto done;
    }
    check(!strcmp(g->file, LABEL));
    check_grammar(g);
    uint64_t seed = 0;
    for (size_t i = 0; i < size && i < 8; i++) seed = seed << 8 | data[i];
    check_picks(g, seed);
done:
    free(g);
    free(text);
    return 0;
}
