/* fuzz_bots_template.c - the libFuzzer target for robot templates (bots_template_parse,
 * generators/bots/bots_gen.h): the input is a template file's text.
 * Refused: the diagnostic names the file and a line of it. Read: only the header's note (line 0)
 * may be left, and only when there is no fixed box action.
 * Read: the statements keep bots_gen.h's shape (blocks nested by .end, counts in range, calls of
 * functions defined above, the repeated body, at most BOTS_GEN_MAX_ACTIONS unrolled); resizing
 * stays within its limits and gives the same template however it got there; one attempt of the
 * generator on it either fails or gives a puzzle that passes the constraints, is formatted into a
 * level that reads back the same through the level file, and is solved by its solution with
 * exactly par commands (what the generator certifies).
 * Built by tests/fuzz/build.sh; replayed by the normal tests (tests/fuzz/replay.c). */
#include "fuzz_util.h"

#include "bots/bots_gen.h"
#include "modes/bots/bots_lang.h"

#define LABEL "fuzz.template"

/* Statements [from, to) are whole blocks inside their parent. */
static void check_block(const BotsTemplate *t, int from, int to, int depth)
{
    check(depth <= BOTS_TMPL_MAX_DEPTH + 1);
    int j = from;
    for (; j < to; j = t->stmts[j].end) {
        const BotsTmplStmt *s = &t->stmts[j];
        check(s->end > j && s->end <= to);
        check(s->line >= 1 && (j == 0 || s->line > t->stmts[j - 1].line));
        switch ((BotsTmplKind)s->kind) {
        case BOTS_TMPL_ACTION: check(s->action < BOTS_ACTION_COUNT && s->end == j + 1); break;
        case BOTS_TMPL_WILDCARD:
            check(s->end == j + 1 && s->base >= BOTS_TMPL_WILDCARD_MIN && s->base <= BOTS_TMPL_WILDCARD_MAX);
            check(s->count == s->base);
            break;
        case BOTS_TMPL_REPEAT:
            check(s->count >= BOTS_TMPL_REPEAT_MIN && s->count <= BOTS_TMPL_REPEAT_MAX && s->end > j + 1);
            check_block(t, j + 1, s->end, depth + 1);
            break;
        case BOTS_TMPL_DEFINE:
            check(s->func < BOTS_TMPL_FUNCTIONS && t->define_at[s->func] == j && s->end > j + 1);
            check_block(t, j + 1, s->end, depth + 1);
            break;
        case BOTS_TMPL_CALL:
            check(s->func < BOTS_TMPL_FUNCTIONS && t->define_at[s->func] >= 0 && t->define_at[s->func] < j);
            check(s->end == j + 1);
            break;
        default: check(0);
        }
    }
    check(j == to);
}

static void check_template(const BotsTemplate *t)
{
    check(t->count >= 1 && t->count <= BOTS_TMPL_MAX_STMTS);
    check_block(t, 0, t->count, 0);
    int first_define = -1, first_repeat = -1, boxes = 0;
    for (int j = t->count - 1; j >= 0; j--) {
        const BotsTmplStmt *s = &t->stmts[j];
        if (s->kind == BOTS_TMPL_DEFINE) first_define = j;
        if (s->kind == BOTS_TMPL_REPEAT) first_repeat = j;
        if (s->kind == BOTS_TMPL_ACTION) boxes += s->action == BOTS_PICK_UP || s->action == BOTS_PUT_DOWN;
    }
    check(t->body == (first_define >= 0 ? first_define : first_repeat));
    check(t->box_actions == boxes);
    for (int f = 0; f < BOTS_TMPL_FUNCTIONS; f++)
        check(t->define_at[f] == -1 || (t->define_at[f] >= 0 && t->stmts[t->define_at[f]].kind == BOTS_TMPL_DEFINE));
    check(bots_template_unrolled(t) >= 1 && bots_template_unrolled(t) <= BOTS_GEN_MAX_ACTIONS);
    check(t->name[0] == '\0' && t->id == 0);
    check(bots_template_equal(t, t));
}

/* Resize to size: within the limits, and the same template as resizing from elsewhere first. */
static void check_resize(const BotsTemplate *t, int size, int other)
{
    BotsTemplate *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    if (!a || !b) goto done;
    *a = *t;
    *b = *t;
    int fixed = 0, wild = 0, from = 0, to = t->count;
    if (t->body >= 0) from = t->body + 1, to = t->stmts[t->body].end;
    for (int j = from; j < to; j++) {
        fixed += t->stmts[j].kind == BOTS_TMPL_ACTION;
        wild += t->stmts[j].kind == BOTS_TMPL_WILDCARD;
    }
    int got = bots_template_resize(a, size);
    check(got == bots_template_size(a));
    if (wild) {
        int lo = fixed > 1 ? fixed : 1;
        check(got >= lo && got <= (lo > BOTS_GEN_SIZE_MAX ? lo : BOTS_GEN_SIZE_MAX));
        check(bots_template_unrolled(a) <= BOTS_GEN_MAX_ACTIONS);
    } else {
        check(bots_template_equal(a, t)); /* nothing to resize */
    }
    bots_template_resize(b, other);
    check(bots_template_resize(b, size) == got && bots_template_equal(a, b));
    check(bots_template_resize(a, size) == got && bots_template_equal(a, b)); /* twice: the same */
done:
    free(a);
    free(b);
}

/* One attempt of the generator, and what it promises of a puzzle it keeps. */
static void check_generate(const BotsTemplate *t, uint32_t seed, int id)
{
    BotsTemplate *c = malloc(sizeof *c);
    BotsGenSolution *s = malloc(sizeof *s);
    BotsLevel *level = malloc(sizeof *level), *back = malloc(sizeof *back);
    BotsRunReport *run = malloc(sizeof *run);
    if (!c || !s || !level || !back || !run) goto done;
    *c = *t;
    c->id = id;
    LpRng rng;
    lp_rng_init(&rng, seed, LP_STREAM_BOTS_GEN);
    int made = bots_gen_solution(c, &rng, s);
    check(made >= -1 && made <= 1);
    if (made <= 0) goto done;
    check(s->count >= 1 && s->count <= BOTS_GEN_MAX_ACTIONS);
    for (int i = 0; i < s->count; i++) check(s->actions[i] < BOTS_ACTION_COUNT && s->from_wildcard[i] <= 1);
    BotsConstraint broken = bots_check_constraints(c, s);
    check((int)broken >= 0 && broken <= BOTS_CONSTRAINT_COUNT);
    if (broken != BOTS_CONSTRAINT_COUNT) goto done;
    if (!bots_gen_format(c, s, 0, seed, level)) goto done;
    LpBuf text;
    lp_buf_init(&text);
    bots_level_write(level, &text);
    LpDiag diag;
    fuzz_diag_blank(&diag);
    check_or_show(bots_level_parse(text.data, text.count, "gen.level", back, &diag), diag.message);
    check_or_show(memcmp(level, back, sizeof *level) == 0, text.data);
    lp_buf_free(&text);
    bots_run_program(level, level->solution, run);
    /* solved at par the moment its last pressing action runs (the template's own turns after it
     * never run: bots_gen_pressing) */
    check_or_show(run->result == BOTS_RUN_SOLVED && run->commands == level->par &&
                      run->actions == bots_gen_pressing(s->actions, s->from_wildcard, s->count),
                  level->solution);
done:
    free(c);
    free(s);
    free(level);
    free(back);
    free(run);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_copy(data, size);
    BotsTemplate *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    if (!text || !a || !b) goto done;
    LpDiag diag;
    fuzz_diag_blank(&diag);
    if (!bots_template_parse(text, size, LABEL, a, &diag)) {
        fuzz_check_diag(&diag, LABEL, 1, fuzz_lines(text, size));
        check(a->count == 0 && a->body == -1);
        goto done;
    }
    if (diag.message[0]) { /* only the note */
        check(diag.line == 0 && a->box_actions == 0 && strncmp(diag.message, "note:", 5) == 0);
    }
    check_template(a);
    check(bots_template_parse(text, size, LABEL, b, NULL) && memcmp(a, b, sizeof *a) == 0); /* the same every time */
    unsigned pick = size ? data[size - 1] : 0;
    check_resize(a, (int)(pick % 18), (int)((pick / 18) % 18));
    uint32_t seed = 0;
    for (size_t i = 0; i < size && i < 16; i++) seed = seed * 31 + data[i];
    check_generate(a, seed & 0x3FFFFFFFu, (int)(pick % 5));
done:
    free(a);
    free(b);
    free(text);
    return 0;
}
