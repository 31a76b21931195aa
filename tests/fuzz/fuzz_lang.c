/* fuzz_lang.c - the libFuzzer target for the whole language: the input is program text, run
 * through the lexer, the parser (and static counts), the compiler against the test world
 * (tests/lang/test_world.h) and the VM in small budgets. Crashes are found by the sanitizers;
 * broken promises of lang.h and lexer.h are found by check() and abort().
 *
 * The input picks its host: an odd first byte allows only functions A-F, a first byte of
 * 3 mod 4 also compiles against the empty host. Its size picks the VM budget and whether a
 * world command fails. Built by tests/fuzz/build.sh (clang, libFuzzer) and by the normal tests
 * as fuzz_replay (tests/fuzz/replay.c), which replays the corpus. Depends on game/lang only. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/lang.h"
#include "lang/lexer.h"
#include "lang/messages.h"
#include "lang/test_world.h"

#define MAX_INPUT (1 << 17)   /* beyond LANG_MAX_SOURCE_BYTES, so the size check is reached */
#define MAX_STEPS 2000
#define MAX_DEPTH 64
#define MAX_CALLS 10000000L   /* lang_vm_run calls for one program: more means it never ends */
#define OUTPUT_CAP 4096       /* vm.c's output buffer */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Stop with a note on stderr: libFuzzer (and replay) then keep the input that did it. */
#define check(cond)                                                                          \
    do {                                                                                     \
        if (!(cond)) {                                                                       \
            fprintf(stderr, "fuzz_lang: %s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            abort();                                                                         \
        }                                                                                    \
    } while (0)

typedef struct Input {
    const char *src;
    int length;
    int lines;   /* 1 + newlines */
} Input;

/* ---- the lexer: tokens in order, inside the input, at the right line and column -------- */
static void check_lexer(const Input *in)
{
    LangLexer lx;
    lang_lexer_init(&lx, in->src, in->length, true);
    int pos = 0, line = 1, column = 1; /* where the scan of the input has reached */
    int prev_end = 0, tokens = 0;
    for (;;) {
        LangToken t = lang_lexer_next(&lx);
        check(t.kind >= LANG_TOK_LPAREN && t.kind <= LANG_TOK_EOF);
        check(t.start >= prev_end && t.length >= 0 && t.start + t.length <= in->length);
        /* recount line and column up to the token's start */
        for (; pos < t.start; pos++) {
            unsigned char c = (unsigned char)in->src[pos];
            if (c == '\n') {
                line++;
                column = 1;
            } else if ((c & 0xC0) != 0x80) {
                column++;
            }
        }
        check(t.line == line && t.column == column);
        check((t.kind == LANG_TOK_ERROR) == (t.error != 0));
        if (t.kind == LANG_TOK_ERROR) check(t.error > 0 && t.error < LANG_MSG_COUNT);
        if (t.kind == LANG_TOK_EOF) {
            check(t.start == in->length && t.length == 0);
            break;
        }
        check(t.length >= 1); /* every other token eats input, so the scan ends */
        if (t.kind == LANG_TOK_IDENT || lang_token_is_keyword(t.kind))
            check(lang_keyword(in->src + t.start, t.length) == t.kind);
        prev_end = t.start + t.length;
        check(++tokens <= in->length);
    }
    LangToken again = lang_lexer_next(&lx);
    check(again.kind == LANG_TOK_EOF && again.start == in->length);
}

/* ---- errors ----------------------------------------------------------------------------- */
static void check_errors(const Input *in, const LangErrors *errors, bool must_have)
{
    check(errors->count >= 0 && errors->count <= LANG_MAX_ERRORS);
    if (must_have) check(errors->count >= 1);
    if (errors->more) check(errors->count == LANG_MAX_ERRORS);
    for (int i = 0; i < errors->count; i++) {
        const LangError *e = &errors->items[i];
        check(e->msg > 0 && e->msg < LANG_MSG_COUNT);
        check(e->line >= 1 && e->line <= in->lines && e->column >= 1);
        check(e->text[0] != '\0' && memchr(e->text, '\0', sizeof e->text) != NULL);
    }
}

static void check_counts(const LangCounts *k)
{
    check(k->commands >= 0 && k->actions >= 0 && k->loops >= 0 && k->conditionals >= 0);
    check(k->functions >= 0 && k->function_calls >= 0 && k->variables >= 0 && k->statements >= 0);
    check(k->actions <= k->commands && k->function_calls <= k->commands);
}

static void check_span(const Input *in, LangSpan s)
{
    check(s.line >= 1 && s.line <= in->lines && s.end_line >= s.line && s.end_line <= in->lines);
    check(s.column >= 1 && s.end_column >= 1);
    check(s.start >= 0 && s.start <= s.end && s.end <= in->length);
}

/* ---- running ---------------------------------------------------------------------------- */
typedef struct RunResult {
    LangStatus status;
    int steps, actions;
    char error[320];
    int error_line, error_column;
    char output[OUTPUT_CAP + 1];
    char *log; /* the world's log, owned */
} RunResult;

/* Run program to the end in budgets of `budget` steps, checking every return. */
static void run(const Input *in, LangVm *vm, TestWorld *world, int budget, RunResult *out)
{
    LangStatus st;
    int steps = 0, actions = 0;
    long calls = 0;
    do {
        st = lang_vm_run(vm, budget);
        check(st == LANG_RUNNING || st == LANG_ACTION || st == LANG_DONE || st == LANG_ERROR);
        check(st != LANG_RUNNING || budget > 0); /* no budget: only actions and the end return */
        check(lang_status_name(st) != NULL);
        int now_steps = lang_vm_steps(vm), now_actions = lang_vm_actions(vm);
        check(now_steps >= steps && now_steps <= MAX_STEPS);
        if (budget > 0) check(now_steps - steps <= budget);
        if (st == LANG_RUNNING && budget > 0) check(now_steps - steps == budget);
        check(now_actions == actions + (st == LANG_ACTION ? 1 : 0));
        steps = now_steps;
        actions = now_actions;
        check_span(in, lang_vm_span(vm));
        const char *text = lang_vm_output(vm);
        check(text != NULL && strlen(text) < OUTPUT_CAP);
        if (st == LANG_DONE || st == LANG_ERROR) check(lang_vm_status(vm) == st);
        check((lang_vm_error(vm) != NULL) == (st == LANG_ERROR));
        check(++calls <= MAX_CALLS);
    } while (st == LANG_RUNNING || st == LANG_ACTION);
    /* a finished VM stays finished */
    check(lang_vm_run(vm, budget) == st && lang_vm_steps(vm) == steps && lang_vm_actions(vm) == actions);
    memset(out, 0, sizeof *out);
    out->status = st;
    out->steps = steps;
    out->actions = actions;
    if (st == LANG_ERROR) {
        const LangError *e = lang_vm_error(vm);
        check(e->msg > 0 && e->msg < LANG_MSG_COUNT);
        check(e->text[0] != '\0' && memchr(e->text, '\0', sizeof e->text) != NULL);
        check(e->line >= 1 && e->line <= in->lines && e->column >= 1);
        snprintf(out->error, sizeof out->error, "%s", e->text);
        out->error_line = e->line;
        out->error_column = e->column;
    }
    snprintf(out->output, sizeof out->output, "%s", lang_vm_output(vm));
    out->log = world->log;
    world->log = NULL;
}

static void world_for(TestWorld *w, const Input *in)
{
    test_world_init(w);
    if (in->length % 7 == 3) { /* some inputs meet a world that refuses a command */
        w->fail_at = 1 + in->length % 5;
        snprintf(w->fail_text, sizeof w->fail_text, "%s", in->length % 2 ? "The robot can't climb that high." : "");
    }
}

/* Run twice, with different budgets and a reset between: the results must be the same. */
static void run_program(const Input *in, const LangProgram *program)
{
    check(lang_program_ast(program) != NULL);
    LangCounts k = lang_program_counts(program);
    check_counts(&k);
    LangVmDesc desc = { .max_steps = MAX_STEPS, .max_call_depth = MAX_DEPTH };
    TestWorld world;
    world_for(&world, in);
    LangVm *vm = lang_vm_create(program, &world, &desc);
    check(vm != NULL);
    check(lang_vm_status(vm) == LANG_RUNNING && lang_vm_steps(vm) == 0 && lang_vm_error(vm) == NULL);
    RunResult first, second;
    run(in, vm, &world, 1 + in->length % 7, &first);
    test_world_free(&world);

    world_for(&world, in);
    lang_vm_reset(vm);
    check(lang_vm_status(vm) == LANG_RUNNING && lang_vm_steps(vm) == 0 && lang_vm_actions(vm) == 0);
    run(in, vm, &world, in->length % 2 ? 0 : 13, &second);
    test_world_free(&world);
    lang_vm_destroy(vm);

    check(first.status == second.status && first.steps == second.steps && first.actions == second.actions);
    check(strcmp(first.error, second.error) == 0 && first.error_line == second.error_line &&
          first.error_column == second.error_column);
    check(strcmp(first.output, second.output) == 0);
    check((first.log == NULL) == (second.log == NULL));
    if (first.log) check(strcmp(first.log, second.log) == 0);
    free(first.log);
    free(second.log);
}

/* ---- the whole pipeline ----------------------------------------------------------------- */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > MAX_INPUT) size = MAX_INPUT;
    /* an exact-size copy without a NUL, so reading past the end is caught */
    char *src = malloc(size ? size : 1);
    if (!src) return 0;
    if (size) memcpy(src, data, size);
    Input in = { src, (int)size, 1 };
    for (size_t i = 0; i < size; i++)
        if (src[i] == '\n') in.lines++;

    check_lexer(&in);

    LangErrors errors;
    LangAst *ast = lang_parse(in.src, in.length, &errors);
    check_errors(&in, &errors, ast == NULL);
    LangCounts parsed = { 0 };
    if (ast) {
        check(errors.count == 0);
        check(ast->line_count >= 1 && ast->line_count <= in.lines);
        lang_count(ast, &parsed);
        check_counts(&parsed);
    }

    static const char *const names[] = { "A", "B", "C", "D", "E", "F", NULL };
    unsigned first = size ? data[0] : 0;
    LangHost host = test_world_host(first % 2 ? names : NULL);
    LangProgram *program = lang_compile(in.src, in.length, &host, &errors);
    check_errors(&in, &errors, program == NULL);
    if (program) {
        check(ast != NULL); /* what compiles, parses */
        LangCounts k = lang_program_counts(program);
        check(memcmp(&k, &parsed, sizeof k) == 0);
        run_program(&in, program);
        lang_program_destroy(program);
    }

    if (first % 4 == 3) { /* the empty host: no objects, no actions, no callbacks */
        program = lang_compile(in.src, in.length, NULL, &errors);
        check_errors(&in, &errors, program == NULL);
        if (program) {
            check(ast != NULL);
            run_program(&in, program);
            lang_program_destroy(program);
        }
    }

    lang_ast_destroy(ast);
    free(src);
    return 0;
}
