/* count.c - static counts over a syntax tree: the robot's score (commands as written, the
 * paper's rule) and the constructs a pupil used, for the player model. */
#include <string.h>

#include "lang/internal.h"

static bool defines(const LangStmtList *program, const char *name)
{
    for (int i = 0; program && i < program->count; i++)
        if (program->items[i]->kind == LANG_ST_FUNCTION &&
            strcmp(program->items[i]->as.function.name, name) == 0)
            return true;
    return false;
}

static void count_expr(const LangExpr *e, LangCounts *k, const LangStmtList *program)
{
    if (!e) return;
    switch (e->kind) {
    case LANG_EX_UNARY: count_expr(e->as.unary.operand, k, program); break;
    case LANG_EX_BINARY:
    case LANG_EX_AND:
    case LANG_EX_OR:
        count_expr(e->as.binary.left, k, program);
        count_expr(e->as.binary.right, k, program);
        break;
    case LANG_EX_ASSIGN: count_expr(e->as.assign.value, k, program); break;
    case LANG_EX_COMMAND:
        k->commands++;
        k->actions++;
        for (int i = 0; i < e->as.call.arg_count; i++) count_expr(e->as.call.args[i], k, program);
        break;
    case LANG_EX_CALL:
        k->commands++;
        if (defines(program, e->as.call.name)) k->function_calls++;
        else if (strcmp(e->as.call.name, "print") != 0) k->actions++;
        for (int i = 0; i < e->as.call.arg_count; i++) count_expr(e->as.call.args[i], k, program);
        break;
    default: break;
    }
}

static void count_stmt(const LangStmt *s, LangCounts *k, const LangStmtList *program)
{
    if (!s) return;
    if (s->kind != LANG_ST_BLOCK && s->kind != LANG_ST_FUNCTION) k->statements++;
    switch (s->kind) {
    case LANG_ST_VAR:
        k->variables++;
        count_expr(s->as.var.init, k, program);
        break;
    case LANG_ST_EXPR: count_expr(s->as.expr.expr, k, program); break;
    case LANG_ST_BLOCK:
        for (int i = 0; i < s->as.block.body.count; i++) count_stmt(s->as.block.body.items[i], k, program);
        break;
    case LANG_ST_IF:
        k->conditionals++;
        k->commands++;
        count_expr(s->as.if_.cond, k, program);
        count_stmt(s->as.if_.then_branch, k, program);
        count_stmt(s->as.if_.else_branch, k, program);
        break;
    case LANG_ST_WHILE:
        k->loops++;
        k->commands++;
        count_expr(s->as.while_.cond, k, program);
        count_stmt(s->as.while_.body, k, program);
        break;
    case LANG_ST_REPEAT:
        k->loops++;
        k->commands++;
        count_expr(s->as.repeat.count, k, program);
        count_stmt(s->as.repeat.body, k, program);
        break;
    case LANG_ST_FOR:
        k->loops++;
        k->commands++;
        count_stmt(s->as.for_.init, k, program);
        count_expr(s->as.for_.cond, k, program);
        count_expr(s->as.for_.step, k, program);
        count_stmt(s->as.for_.body, k, program);
        break;
    case LANG_ST_FUNCTION:
        k->functions++;
        count_stmt(s->as.function.body, k, program);
        break;
    case LANG_ST_RETURN: count_expr(s->as.return_.value, k, program); break;
    }
}

void lang_count(const LangAst *ast, LangCounts *out)
{
    memset(out, 0, sizeof *out);
    if (!ast) return;
    for (int i = 0; i < ast->program.count; i++) count_stmt(ast->program.items[i], out, &ast->program);
}
