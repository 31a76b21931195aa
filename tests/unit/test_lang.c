/* test_lang.c - the language's API: resumable runs, spans for highlighting, reset, the syntax
 * tree the May's Journey generator reads, and the limits that keep any program safe (program
 * size, nesting, code size, errors per run, text memory). Behaviour of each construct and
 * every message is covered by the golden cases in tests/lang/cases. */
#include <stdlib.h>
#include <string.h>

#include "lang/lang.h"
#include "lang/messages.h"
#include "test.h"

static const LangCommandDesc acts[] = { { "forward", LANG_ARG_NONE, NULL }, { "turnLeft", LANG_ARG_NONE, NULL } };
static const char *const words[] = { "left", "right", NULL };
static const LangCommandDesc statue_cmds[] = { { "Rotate", LANG_ARG_WORD, words } };
static const LangCommandDesc block_cmds[] = { { "MoveLeft", LANG_ARG_NONE, NULL } };
static const LangKindDesc kinds[] = { { "statue", statue_cmds, 1, NULL, 0 }, { "block", block_cmds, 1, NULL, 0 } };
static const LangObjectDesc objs[] = { { "statue1", 0 }, { "block1", 1 } };

static int forward_count;
static bool count_command(void *world, int object, int command, LangValue arg, char *why, int why_size)
{
    (void)world; (void)arg; (void)why; (void)why_size;
    if (object < 0 && command == 0) forward_count++;
    return true;
}

static const LangHost host = { kinds, 2, objs, 2, acts, 2, NULL, count_command, NULL };

static LangProgram *compile(const char *src, LangErrors *errors)
{
    return lang_compile(src, (int)strlen(src), &host, errors);
}

static void resumes_after_each_action_with_its_span(void)
{
    const char *src = "forward();\nrepeat (2) {\n    turnLeft();\n}\nprint(\"done\");\n";
    LangErrors errors;
    LangProgram *p = compile(src, &errors);
    CHECK(p != NULL);
    LangVm *vm = lang_vm_create(p, NULL, NULL);
    CHECK_INT(lang_vm_run(vm, 0), LANG_ACTION);
    CHECK_INT(lang_vm_span(vm).line, 1);
    CHECK_INT(lang_vm_run(vm, 0), LANG_ACTION);
    LangSpan s = lang_vm_span(vm);
    CHECK_INT(s.line, 3);
    CHECK_INT(s.column, 5);
    CHECK_INT(s.end_column, 16);
    CHECK_INT(lang_vm_run(vm, 0), LANG_ACTION);
    CHECK_INT(lang_vm_run(vm, 0), LANG_DONE);
    CHECK_STR(lang_vm_output(vm), "done\n");
    CHECK_INT(lang_vm_actions(vm), 3);
    /* done stays done */
    CHECK_INT(lang_vm_run(vm, 0), LANG_DONE);
    /* reset: the same run again */
    lang_vm_reset(vm);
    CHECK_INT(lang_vm_status(vm), LANG_RUNNING);
    CHECK_STR(lang_vm_output(vm), "");
    int actions = 0;
    LangStatus st;
    while ((st = lang_vm_run(vm, 1)) == LANG_RUNNING || st == LANG_ACTION) actions += st == LANG_ACTION;
    CHECK_INT(st, LANG_DONE);
    CHECK_INT(actions, 3);
    lang_vm_destroy(vm);
    lang_program_destroy(p);
}

static void budget_counts_steps(void)
{
    const char *src = "var n = 0;\nwhile (n < 100) {\n    n = n + 1;\n}\n";
    LangProgram *p = compile(src, NULL);
    LangVm *vm = lang_vm_create(p, NULL, NULL);
    CHECK_INT(lang_vm_run(vm, 10), LANG_RUNNING);
    CHECK_INT(lang_vm_steps(vm), 10);
    CHECK_INT(lang_vm_run(vm, 0), LANG_DONE);
    /* 1 var + 101 loop tests + 100 bodies */
    CHECK_INT(lang_vm_steps(vm), 202);
    lang_vm_destroy(vm);
    lang_program_destroy(p);
}

static void endless_loop_stops_at_the_limit(void)
{
    LangProgram *p = compile("while (true) {\n}\n", NULL);
    LangVm *vm = lang_vm_create(p, NULL, &(LangVmDesc){ .max_steps = 500 });
    CHECK_INT(lang_vm_run(vm, 0), LANG_ERROR);
    CHECK_INT(lang_vm_error(vm)->msg, LANG_MSG_STEP_LIMIT);
    CHECK_INT(lang_vm_steps(vm), 500);
    CHECK(strstr(lang_vm_error(vm)->text, "500 steps") != NULL);
    lang_vm_destroy(vm);
    lang_program_destroy(p);
}

static char *repeat_text(const char *piece, int times, const char *tail)
{
    size_t n = strlen(piece), t = strlen(tail);
    char *s = malloc(n * (size_t)times + t + 1);
    for (int i = 0; i < times; i++) memcpy(s + n * (size_t)i, piece, n);
    memcpy(s + n * (size_t)times, tail, t + 1);
    return s;
}

static void huge_programs_are_refused_with_words(void)
{
    char *src = repeat_text("forward();\n", 200000, "");
    LangErrors errors;
    CHECK(lang_compile(src, (int)strlen(src), &host, &errors) == NULL);
    CHECK_INT(errors.count, 1);
    CHECK_INT(errors.items[0].msg, LANG_MSG_TOO_MANY_LINES);
    CHECK(strstr(errors.items[0].text, "200,000 lines") != NULL);
    free(src);
    /* one long line */
    src = repeat_text("forward();", 7000, "");
    CHECK(lang_compile(src, (int)strlen(src), &host, &errors) == NULL);
    CHECK_INT(errors.items[0].msg, LANG_MSG_TOO_MANY_CHARS);
    free(src);
}

static void deep_nesting_is_refused_not_overflowed(void)
{
    LangErrors errors;
    char *src = repeat_text("(", 20000, "1");
    CHECK(lang_compile(src, (int)strlen(src), &host, &errors) == NULL);
    CHECK_INT(errors.items[0].msg, LANG_MSG_TOO_DEEP);
    free(src);
    src = repeat_text("{", 20000, "");
    CHECK(lang_compile(src, (int)strlen(src), &host, &errors) == NULL);
    CHECK_INT(errors.items[0].msg, LANG_MSG_TOO_DEEP);
    free(src);
    src = repeat_text("!", 20000, "true;");
    CHECK(lang_compile(src, (int)strlen(src), &host, &errors) == NULL);
    CHECK_INT(errors.items[0].msg, LANG_MSG_TOO_DEEP);
    free(src);
}

static void too_much_code_is_refused(void)
{
    /* well under the size limits, but an if around it would jump too far */
    char *body = repeat_text("print(1+1+1+1+1+1+1+1);", 2400, "}");
    char *src = malloc(strlen(body) + 32);
    strcpy(src, "if (true) {");
    strcat(src, body);
    LangErrors errors;
    CHECK(lang_compile(src, (int)strlen(src), &host, &errors) == NULL);
    CHECK_INT(errors.count, 1);
    CHECK_INT(errors.items[0].msg, LANG_MSG_TOO_COMPLEX);
    free(body);
    free(src);
}

static void errors_are_capped_and_flagged(void)
{
    char *src = repeat_text("nope();\n", 30, "");
    LangErrors errors;
    CHECK(lang_compile(src, (int)strlen(src), &host, &errors) == NULL);
    CHECK_INT(errors.count, LANG_MAX_ERRORS);
    CHECK(errors.more);
    CHECK_INT(errors.items[0].line, 1);
    CHECK_INT(errors.items[9].line, 10);
    free(src);
}

static void the_tree_holds_objects_commands_and_arguments(void)
{
    const char *src = "block1.MoveLeft();\nfor (2) { statue1.Rotate(\"right\"); }\n"
                      "if (mover1.isMoving) { mover1.Stop(); }\n";
    LangErrors errors;
    LangAst *ast = lang_parse(src, (int)strlen(src), &errors);
    CHECK(ast != NULL);
    CHECK_INT(ast->program.count, 3);
    const LangExpr *e = ast->program.items[0]->as.expr.expr;
    CHECK_INT(e->kind, LANG_EX_COMMAND);
    CHECK_STR(e->as.call.object, "block1");
    CHECK_STR(e->as.call.name, "MoveLeft");
    const LangStmt *loop = ast->program.items[1];
    CHECK_INT(loop->kind, LANG_ST_REPEAT);
    CHECK_INT(loop->as.repeat.count->as.int_value, 2);
    CHECK(!loop->as.repeat.spelled_repeat);
    const LangExpr *rot = loop->as.repeat.body->as.block.body.items[0]->as.expr.expr;
    CHECK_STR(rot->as.call.args[0]->as.string.text, "right");
    const LangStmt *cond = ast->program.items[2];
    CHECK_INT(cond->kind, LANG_ST_IF);
    CHECK_INT(cond->as.if_.cond->kind, LANG_EX_ATTR);
    CHECK_STR(cond->as.if_.cond->as.call.name, "isMoving");
    LangCounts k;
    lang_count(ast, &k);
    CHECK_INT(k.commands, 5);
    CHECK_INT(k.loops, 1);
    CHECK_INT(k.conditionals, 1);
    lang_ast_destroy(ast);
    /* parse alone knows no world: names are not checked */
    ast = lang_parse("nobody.Dance();", 15, &errors);
    CHECK(ast != NULL);
    lang_ast_destroy(ast);
}

static void garbage_text_is_collected(void)
{
    const char *src = "var i = 0;\nwhile (i < 50000) {\n    var s = \"abcdefghij\" + i + \"abcdefghij\";\n    i = i + 1;\n}\nprint(i);\n";
    LangProgram *p = compile(src, NULL);
    LangVm *vm = lang_vm_create(p, NULL, &(LangVmDesc){ .max_steps = 1000000 });
    CHECK_INT(lang_vm_run(vm, 0), LANG_DONE);
    CHECK_STR(lang_vm_output(vm), "50000\n");
    lang_vm_destroy(vm);
    lang_program_destroy(p);
}

static void text_cannot_grow_without_bound(void)
{
    const char *src = "var s = \"ab\";\nwhile (true) {\n    s = s + s;\n}\n";
    LangProgram *p = compile(src, NULL);
    LangVm *vm = lang_vm_create(p, NULL, &(LangVmDesc){ .max_steps = 1000000 });
    CHECK_INT(lang_vm_run(vm, 0), LANG_ERROR);
    CHECK_INT(lang_vm_error(vm)->msg, LANG_MSG_TEXT_TOO_LONG);
    CHECK_INT(lang_vm_error(vm)->line, 3);
    lang_vm_destroy(vm);
    lang_program_destroy(p);
}

static void world_failure_stops_at_the_statement(void)
{
    forward_count = 0;
    const char *src = "forward();\nforward();\n";
    LangProgram *p = compile(src, NULL);
    LangVm *vm = lang_vm_create(p, NULL, NULL);
    while (lang_vm_run(vm, 0) == LANG_ACTION) {}
    CHECK_INT(lang_vm_status(vm), LANG_DONE);
    CHECK_INT(forward_count, 2);
    lang_vm_destroy(vm);
    lang_program_destroy(p);
}

static void many_vms_share_one_program(void)
{
    const char *src = "var n = 0;\nfor (3) { n = n + 1; forward(); }\nprint(n);\n";
    LangProgram *p = compile(src, NULL);
    LangVm *a = lang_vm_create(p, NULL, NULL), *b = lang_vm_create(p, NULL, NULL);
    /* interleave: neither sees the other's variables */
    for (int i = 0; i < 10; i++) {
        lang_vm_run(a, 1);
        lang_vm_run(b, 2);
    }
    while (lang_vm_run(a, 0) == LANG_ACTION) {}
    while (lang_vm_run(b, 0) == LANG_ACTION) {}
    CHECK_STR(lang_vm_output(a), "3\n");
    CHECK_STR(lang_vm_output(b), "3\n");
    lang_vm_destroy(a);
    lang_vm_destroy(b);
    lang_program_destroy(p);
}

static void empty_and_null_input(void)
{
    LangErrors errors;
    LangProgram *p = lang_compile("", 0, &host, &errors);
    CHECK(p != NULL);
    LangVm *vm = lang_vm_create(p, NULL, NULL);
    CHECK_INT(lang_vm_run(vm, 0), LANG_DONE);
    CHECK_INT(lang_vm_steps(vm), 0);
    lang_vm_destroy(vm);
    lang_program_destroy(p);
    p = lang_compile(NULL, 5, NULL, NULL);
    CHECK(p != NULL);
    lang_program_destroy(p);
    /* a NUL byte inside the text is just an unknown sign */
    CHECK(lang_compile("forward();\0x", 12, &host, &errors) == NULL);
    CHECK_INT(errors.items[0].msg, LANG_MSG_UNKNOWN_CHAR);
}

TEST_MAIN(resumes_after_each_action_with_its_span, budget_counts_steps,
          endless_loop_stops_at_the_limit, huge_programs_are_refused_with_words,
          deep_nesting_is_refused_not_overflowed, too_much_code_is_refused,
          errors_are_capped_and_flagged, the_tree_holds_objects_commands_and_arguments,
          garbage_text_is_collected, text_cannot_grow_without_bound,
          world_failure_stops_at_the_statement, many_vms_share_one_program, empty_and_null_input)
