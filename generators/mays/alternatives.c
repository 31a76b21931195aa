/* alternatives.c - paper 000's Evaluation: alternative codes of the same length, shorter codes
 * (both printed from the input code's tree), the criterion a code works by, the map metrics and
 * mj_eval_level (the columns of Table 2). The counting rules and how they meet Table 2 are in
 * mays_gen.h. Depends on lang (parser), modes/mays (the rules and the runner) and extract.c.
 * Long file: one step of the paper (its Evaluation): the code printers, the criterion and the
 * metrics read the same trees and feed one table. */
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "lang/lang.h"
#include "lang/lexer.h"
#include "mays/mays_gen.h"
#include "modes/mays/mays_lang.h"

#define MAX_COMMANDS 64   /* command statements a code may have for the sets */
#define COUNT_LIMIT (1L << 30)
#define LEVERS_TRIED 8    /* as mj_verify_level */
#define MAX_TRACKED 256   /* elements whose fixed flag is kept (beyond: never fixed) */

static const char *const move_names[4] = { "MoveLeft", "MoveRight", "MoveUp", "MoveDown" };
static const char *const rotate_words[2] = { "left", "right" };

/* ---- the code's elements ---- */

typedef struct Shape {
    int elements;                /* commands and constructs, fixed ones included */
    int free_elements;           /* the ones not fixed by the given code: n (shorter codes) */
    int commands;                /* command statements (alternatives) */
    int radix[MAX_COMMANDS];     /* 4 for a move, 2 for a rotation, 1 for Stop / Open or fixed */
    int original[MAX_COMMANDS];  /* the code's own choice */
    uint8_t fixed[MAX_TRACKED];  /* per element in pre-order: 1 when the given code has it */
} Shape;

static int is_command_stmt(const LangStmt *s)
{
    return s->kind == LANG_ST_EXPR && s->as.expr.expr && s->as.expr.expr->kind == LANG_EX_COMMAND;
}

static int is_construct(const LangStmt *s)
{
    return s->kind == LANG_ST_IF || s->kind == LANG_ST_WHILE || s->kind == LANG_ST_REPEAT || s->kind == LANG_ST_FOR;
}

static void shape_stmt(const LangStmt *s, Shape *sh);

static void shape_body(const LangStmt *s, Shape *sh)
{
    if (!s) return;
    if (s->kind == LANG_ST_BLOCK) {
        for (int i = 0; i < s->as.block.body.count; i++) shape_stmt(s->as.block.body.items[i], sh);
    } else {
        shape_stmt(s, sh);
    }
}

/* Pre-order, the printer's order: a construct, then its body. */
static void shape_stmt(const LangStmt *s, Shape *sh)
{
    if (!s) return;
    if (is_command_stmt(s)) {
        int index = sh->elements++;
        int fixed = index < MAX_TRACKED && sh->fixed[index];
        sh->free_elements += !fixed;
        const LangExpr *e = s->as.expr.expr;
        int radix = 1, orig = 0;
        for (int k = 0; k < 4; k++)
            if (!strcmp(e->as.call.name, move_names[k])) radix = 4, orig = k;
        if (!strcmp(e->as.call.name, "Rotate")) {
            radix = 2;
            /* mj_extract checked the argument is "left" or "right" */
            orig = strcmp(e->as.call.args[0]->as.string.text, "left") ? 1 : 0;
        }
        if (fixed) radix = 1, orig = 0; /* given: never varied */
        if (sh->commands < MAX_COMMANDS) {
            sh->radix[sh->commands] = radix;
            sh->original[sh->commands] = orig;
        }
        sh->commands++;
        return;
    }
    if (is_construct(s)) {
        int index = sh->elements++;
        sh->free_elements += !(index < MAX_TRACKED && sh->fixed[index]);
    }
    switch (s->kind) {
    case LANG_ST_BLOCK: shape_body(s, sh); break;
    case LANG_ST_IF: shape_body(s->as.if_.then_branch, sh); shape_body(s->as.if_.else_branch, sh); break;
    case LANG_ST_WHILE: shape_body(s->as.while_.body, sh); break;
    case LANG_ST_REPEAT: shape_body(s->as.repeat.body, sh); break;
    case LANG_ST_FOR: shape_body(s->as.for_.body, sh); break;
    default: break;
    }
}

/* ---- the printer ---- */

typedef struct Printer {
    LpBuf *out;
    uint32_t keep;       /* bit i: free (not fixed) element i is kept (all kept when all_kept) */
    int all_kept;
    const int *choice;   /* per command statement; NULL: the original */
    const uint8_t *fixed;/* per element: always kept; NULL: none */
    int element, command;/* counters in pre-order */
    int free;            /* free elements met so far */
} Printer;

static int precedence(const LangExpr *e)
{
    switch (e->kind) {
    case LANG_EX_ASSIGN: return 0;
    case LANG_EX_OR: return 1;
    case LANG_EX_AND: return 2;
    case LANG_EX_BINARY:
        switch (e->as.binary.op) {
        case LANG_TOK_EQUAL_EQUAL:
        case LANG_TOK_BANG_EQUAL: return 3;
        case LANG_TOK_LESS:
        case LANG_TOK_LESS_EQUAL:
        case LANG_TOK_GREATER:
        case LANG_TOK_GREATER_EQUAL: return 4;
        case LANG_TOK_PLUS:
        case LANG_TOK_MINUS: return 5;
        default: return 6;
        }
    case LANG_EX_UNARY: return 7;
    case LANG_EX_INT: return e->as.int_value < 0 ? 7 : 8;
    default: return 8;
    }
}

static const char *binary_op(int op)
{
    switch (op) {
    case LANG_TOK_PLUS: return "+";
    case LANG_TOK_MINUS: return "-";
    case LANG_TOK_STAR: return "*";
    case LANG_TOK_SLASH: return "/";
    case LANG_TOK_PERCENT: return "%";
    case LANG_TOK_EQUAL_EQUAL: return "==";
    case LANG_TOK_BANG_EQUAL: return "!=";
    case LANG_TOK_LESS: return "<";
    case LANG_TOK_LESS_EQUAL: return "<=";
    case LANG_TOK_GREATER: return ">";
    case LANG_TOK_GREATER_EQUAL: return ">=";
    }
    return "?";
}

static void print_expr(Printer *p, const LangExpr *e);

static void print_operand(Printer *p, const LangExpr *e, int min_prec)
{
    int paren = precedence(e) < min_prec;
    if (paren) lp_buf_puts(p->out, "(");
    print_expr(p, e);
    if (paren) lp_buf_puts(p->out, ")");
}

static void print_string(Printer *p, const char *text, int length)
{
    lp_buf_puts(p->out, "\"");
    for (int i = 0; i < length; i++) {
        char ch = text[i];
        if (ch == '"' || ch == '\\') lp_buf_append(p->out, "\\", 1);
        if (ch == '\n') {
            lp_buf_puts(p->out, "\\n");
            continue;
        }
        lp_buf_append(p->out, &ch, 1);
    }
    lp_buf_puts(p->out, "\"");
}

static void print_args(Printer *p, const LangExpr *e)
{
    lp_buf_puts(p->out, "(");
    for (int i = 0; i < e->as.call.arg_count; i++) {
        if (i) lp_buf_puts(p->out, ", ");
        print_expr(p, e->as.call.args[i]);
    }
    lp_buf_puts(p->out, ")");
}

static void print_expr(Printer *p, const LangExpr *e)
{
    int prec = precedence(e);
    switch (e->kind) {
    case LANG_EX_INT: lp_buf_printf(p->out, "%lld", (long long)e->as.int_value); break;
    case LANG_EX_STRING: print_string(p, e->as.string.text, e->as.string.length); break;
    case LANG_EX_BOOL: lp_buf_puts(p->out, e->as.bool_value ? "true" : "false"); break;
    case LANG_EX_NAME: lp_buf_puts(p->out, e->as.name.name); break;
    case LANG_EX_UNARY:
        lp_buf_puts(p->out, e->as.unary.op == LANG_TOK_BANG ? "!" : "-");
        print_operand(p, e->as.unary.operand, 7);
        break;
    case LANG_EX_BINARY:
    case LANG_EX_AND:
    case LANG_EX_OR:
        print_operand(p, e->as.binary.left, prec);
        lp_buf_printf(p->out, " %s ",
                      e->kind == LANG_EX_AND ? "&&" : e->kind == LANG_EX_OR ? "||" : binary_op(e->as.binary.op));
        print_operand(p, e->as.binary.right, prec + 1); /* left-associative */
        break;
    case LANG_EX_ASSIGN:
        lp_buf_printf(p->out, "%s = ", e->as.assign.name);
        print_operand(p, e->as.assign.value, 0);
        break;
    case LANG_EX_CALL:
        lp_buf_puts(p->out, e->as.call.name);
        print_args(p, e);
        break;
    case LANG_EX_COMMAND:
        lp_buf_printf(p->out, "%s.%s", e->as.call.object, e->as.call.name);
        print_args(p, e);
        break;
    case LANG_EX_ATTR: lp_buf_printf(p->out, "%s.%s", e->as.call.object, e->as.call.name); break;
    }
}

static void indent(Printer *p, int depth)
{
    for (int i = 0; i < depth; i++) lp_buf_puts(p->out, "  ");
}

static int kept(Printer *p)
{
    int index = p->element++;
    if (p->fixed && index < MAX_TRACKED && p->fixed[index]) return 1;
    int f = p->free++;
    return p->all_kept || (f < 32 && (p->keep >> f & 1u));
}

static void print_stmt(Printer *p, const LangStmt *s, int depth);

static void print_body(Printer *p, const LangStmt *s, int depth)
{
    if (!s) return;
    if (s->kind == LANG_ST_BLOCK) {
        for (int i = 0; i < s->as.block.body.count; i++) print_stmt(p, s->as.block.body.items[i], depth);
    } else {
        print_stmt(p, s, depth);
    }
}

static void print_command(Printer *p, const LangExpr *e)
{
    int which = p->command++;
    int choice = p->choice && which < MAX_COMMANDS ? p->choice[which] : -1;
    const char *name = e->as.call.name;
    int is_move = 0;
    for (int k = 0; k < 4; k++) is_move |= !strcmp(name, move_names[k]);
    if (choice >= 0 && is_move) {
        lp_buf_printf(p->out, "%s.%s()", e->as.call.object, move_names[choice & 3]);
    } else if (choice >= 0 && !strcmp(name, "Rotate")) {
        lp_buf_printf(p->out, "%s.Rotate(\"%s\")", e->as.call.object, rotate_words[choice & 1]);
    } else {
        print_expr(p, e);
    }
}

/* A for loop's init (a var or an expression, without its ';'). */
static void print_for_init(Printer *p, const LangStmt *s)
{
    if (!s) return;
    if (s->kind == LANG_ST_VAR) {
        lp_buf_printf(p->out, "var %s", s->as.var.name);
        if (s->as.var.init) {
            lp_buf_puts(p->out, " = ");
            print_expr(p, s->as.var.init);
        }
    } else if (s->kind == LANG_ST_EXPR && s->as.expr.expr) {
        print_expr(p, s->as.expr.expr);
    }
}

static void print_stmt(Printer *p, const LangStmt *s, int depth)
{
    if (!s) return;
    if (is_command_stmt(s)) {
        int k = kept(p);
        if (!k) {
            p->command++;
            return;
        }
        indent(p, depth);
        print_command(p, s->as.expr.expr);
        lp_buf_puts(p->out, ";\n");
        return;
    }
    switch (s->kind) {
    case LANG_ST_VAR:
        indent(p, depth);
        print_for_init(p, s);
        lp_buf_puts(p->out, ";\n");
        break;
    case LANG_ST_EXPR:
        indent(p, depth);
        if (s->as.expr.expr) print_expr(p, s->as.expr.expr);
        lp_buf_puts(p->out, ";\n");
        break;
    case LANG_ST_BLOCK:
        indent(p, depth);
        lp_buf_puts(p->out, "{\n");
        print_body(p, s, depth + 1);
        indent(p, depth);
        lp_buf_puts(p->out, "}\n");
        break;
    case LANG_ST_IF:
        if (!kept(p)) { /* its branches' kept statements stay in its place */
            print_body(p, s->as.if_.then_branch, depth);
            print_body(p, s->as.if_.else_branch, depth);
            break;
        }
        indent(p, depth);
        lp_buf_puts(p->out, "if (");
        print_expr(p, s->as.if_.cond);
        lp_buf_puts(p->out, ") {\n");
        print_body(p, s->as.if_.then_branch, depth + 1);
        indent(p, depth);
        if (s->as.if_.else_branch) {
            lp_buf_puts(p->out, "} else {\n");
            print_body(p, s->as.if_.else_branch, depth + 1);
            indent(p, depth);
        }
        lp_buf_puts(p->out, "}\n");
        break;
    case LANG_ST_WHILE:
        if (!kept(p)) {
            print_body(p, s->as.while_.body, depth);
            break;
        }
        indent(p, depth);
        lp_buf_puts(p->out, "while (");
        print_expr(p, s->as.while_.cond);
        lp_buf_puts(p->out, ") {\n");
        print_body(p, s->as.while_.body, depth + 1);
        indent(p, depth);
        lp_buf_puts(p->out, "}\n");
        break;
    case LANG_ST_REPEAT:
        if (!kept(p)) {
            print_body(p, s->as.repeat.body, depth);
            break;
        }
        indent(p, depth);
        lp_buf_puts(p->out, s->as.repeat.spelled_repeat ? "repeat (" : "for (");
        print_expr(p, s->as.repeat.count);
        lp_buf_puts(p->out, ") {\n");
        print_body(p, s->as.repeat.body, depth + 1);
        indent(p, depth);
        lp_buf_puts(p->out, "}\n");
        break;
    case LANG_ST_FOR:
        if (!kept(p)) {
            /* its init stays, so a body that reads the counter still compiles */
            if (s->as.for_.init) {
                indent(p, depth);
                print_for_init(p, s->as.for_.init);
                lp_buf_puts(p->out, ";\n");
            }
            print_body(p, s->as.for_.body, depth);
            break;
        }
        indent(p, depth);
        lp_buf_puts(p->out, "for (");
        print_for_init(p, s->as.for_.init);
        lp_buf_puts(p->out, "; ");
        if (s->as.for_.cond) print_expr(p, s->as.for_.cond);
        lp_buf_puts(p->out, "; ");
        if (s->as.for_.step) print_expr(p, s->as.for_.step);
        lp_buf_puts(p->out, ") {\n");
        print_body(p, s->as.for_.body, depth + 1);
        indent(p, depth);
        lp_buf_puts(p->out, "}\n");
        break;
    default: /* functions and returns: mj_extract refuses them before printing */
        break;
    }
}

static void print_program(const LangAst *ast, LpBuf *out, int all_kept, uint32_t keep, const int *choice,
                          const uint8_t *fixed)
{
    Printer p = { .out = out, .keep = keep, .all_kept = all_kept, .choice = choice, .fixed = fixed };
    for (int i = 0; i < ast->program.count; i++) print_stmt(&p, ast->program.items[i], 0);
    if (!out->data) lp_buf_puts(out, ""); /* the empty code is "", not NULL */
}

/* ---- the given code: which elements are fixed (the rule is in mays_gen.h) ---- */

/* An element's text: a command statement as printed without its ';', a construct's header
 * (a repeat loop as "repeat (N)" however it was spelled). */
static void element_text(const LangStmt *s, LpBuf *out)
{
    Printer p = { .out = out, .all_kept = 1 };
    lp_buf_clear(out);
    switch (s->kind) {
    case LANG_ST_EXPR: print_expr(&p, s->as.expr.expr); break;
    case LANG_ST_IF: lp_buf_puts(out, "if ("); print_expr(&p, s->as.if_.cond); lp_buf_puts(out, ")"); break;
    case LANG_ST_WHILE:
        lp_buf_puts(out, "while (");
        print_expr(&p, s->as.while_.cond);
        lp_buf_puts(out, ")");
        break;
    case LANG_ST_REPEAT:
        lp_buf_puts(out, "repeat (");
        print_expr(&p, s->as.repeat.count);
        lp_buf_puts(out, ")");
        break;
    case LANG_ST_FOR:
        lp_buf_puts(out, "for (");
        print_for_init(&p, s->as.for_.init);
        lp_buf_puts(out, "; ");
        if (s->as.for_.cond) print_expr(&p, s->as.for_.cond);
        lp_buf_puts(out, "; ");
        if (s->as.for_.step) print_expr(&p, s->as.for_.step);
        lp_buf_puts(out, ")");
        break;
    default: break;
    }
    if (!out->data) lp_buf_puts(out, "");
}

/* A body of the given code: its statements (a lone statement is a body of one). */
typedef struct GivenBody {
    LangStmt *const *items;
    int count;
} GivenBody;

static GivenBody body_of(LangStmt *const *slot)
{
    const LangStmt *s = *slot;
    if (!s) return (GivenBody){ NULL, 0 };
    if (s->kind == LANG_ST_BLOCK) return (GivenBody){ s->as.block.body.items, s->as.block.body.count };
    return (GivenBody){ slot, 1 };
}

typedef struct Matcher {
    uint8_t *fixed;                    /* the input's elements, pre-order */
    int element;
    const LangStmt *used[MAX_TRACKED]; /* given elements already matched */
    int used_count;
    LpBuf want, have;
} Matcher;

static int is_used(const Matcher *m, const LangStmt *g)
{
    for (int i = 0; i < m->used_count; i++)
        if (m->used[i] == g) return 1;
    return 0;
}

/* The first unused element of the given body with the text in m->want (bare blocks looked into). */
static const LangStmt *find_given(Matcher *m, GivenBody gb, LangStmtKind kind)
{
    for (int i = 0; i < gb.count; i++) {
        const LangStmt *g = gb.items[i];
        if (!g) continue;
        if (g->kind == LANG_ST_BLOCK) {
            const LangStmt *inner = find_given(m, body_of(&gb.items[i]), kind);
            if (inner) return inner;
            continue;
        }
        if (!(is_command_stmt(g) || is_construct(g)) || g->kind != kind || is_used(m, g)) continue;
        element_text(g, &m->have);
        if (!strcmp(m->have.data, m->want.data)) return g;
    }
    return NULL;
}

static void match_stmt(Matcher *m, const LangStmt *s, GivenBody gb);

static void match_body(Matcher *m, const LangStmt *body, GivenBody gb)
{
    if (!body) return;
    if (body->kind == LANG_ST_BLOCK) {
        for (int i = 0; i < body->as.block.body.count; i++) match_stmt(m, body->as.block.body.items[i], gb);
    } else {
        match_stmt(m, body, gb);
    }
}

/* Pre-order, as shape_stmt and the printer count elements. A fixed construct's body is matched
 * against its given twin's body (then with then, else with else); a new construct is transparent:
 * its body is matched against the body it stands in. */
static void match_stmt(Matcher *m, const LangStmt *s, GivenBody gb)
{
    if (!s) return;
    if (s->kind == LANG_ST_BLOCK) {
        match_body(m, s, gb);
        return;
    }
    if (!is_command_stmt(s) && !is_construct(s)) return;
    int index = m->element++;
    element_text(s, &m->want);
    const LangStmt *g = find_given(m, gb, s->kind);
    if (g && m->used_count < MAX_TRACKED && index < MAX_TRACKED) {
        m->used[m->used_count++] = g;
        m->fixed[index] = 1;
    } else {
        g = NULL;
    }
    switch (s->kind) {
    case LANG_ST_IF:
        match_body(m, s->as.if_.then_branch, g ? body_of(&g->as.if_.then_branch) : gb);
        match_body(m, s->as.if_.else_branch, g ? body_of(&g->as.if_.else_branch) : gb);
        break;
    case LANG_ST_WHILE: match_body(m, s->as.while_.body, g ? body_of(&g->as.while_.body) : gb); break;
    case LANG_ST_REPEAT: match_body(m, s->as.repeat.body, g ? body_of(&g->as.repeat.body) : gb); break;
    case LANG_ST_FOR: match_body(m, s->as.for_.body, g ? body_of(&g->as.for_.body) : gb); break;
    default: break;
    }
}

/* Mark the input's elements that the given code has. 0 with diag when the given code has a
 * mistake. */
static int mark_given(const LangAst *ast, const char *given, uint8_t *fixed, LpDiag *diag)
{
    LangErrors errors;
    memset(&errors, 0, sizeof errors);
    LangAst *g = lang_parse(given, (int)strlen(given), &errors);
    if (!g) {
        if (errors.count > 0) {
            lp_diag_set(diag, "given", errors.items[0].line, "%s", errors.items[0].text);
            if (diag) diag->column = errors.items[0].column;
        } else {
            lp_diag_set(diag, "given", 0, "%s", _("the given code could not be read"));
        }
        return 0;
    }
    Matcher *m = calloc(1, sizeof *m);
    if (!m) {
        lang_ast_destroy(g);
        return lp_diag_set(diag, "given", 0, "%s", _("out of memory"));
    }
    m->fixed = fixed;
    lp_buf_init(&m->want);
    lp_buf_init(&m->have);
    GivenBody top = { g->program.items, g->program.count };
    for (int i = 0; i < ast->program.count; i++) match_stmt(m, ast->program.items[i], top);
    int ok = !m->want.failed && !m->have.failed;
    lp_buf_free(&m->want);
    lp_buf_free(&m->have);
    free(m);
    lang_ast_destroy(g);
    if (!ok) return lp_diag_set(diag, "given", 0, "%s", _("out of memory"));
    return 1;
}

/* ---- parsing with the generator's checks ---- */

static LangAst *parse_checked(const char *code, const char *given, Shape *sh, LpDiag *diag)
{
    const char *src = code ? code : "";
    LangErrors errors;
    memset(&errors, 0, sizeof errors);
    LangAst *ast = lang_parse(src, (int)strlen(src), &errors);
    if (!ast) {
        if (errors.count > 0) {
            lp_diag_set(diag, "code", errors.items[0].line, "%s", errors.items[0].text);
            if (diag) diag->column = errors.items[0].column;
        } else {
            lp_diag_set(diag, "code", 0, "%s", _("the code could not be read"));
        }
        return NULL;
    }
    MjExtract *ex = malloc(sizeof *ex);
    if (!ex) {
        lang_ast_destroy(ast);
        lp_diag_set(diag, "code", 0, "%s", _("out of memory"));
        return NULL;
    }
    int ok = mj_extract_ast(ast, ex, diag);
    free(ex);
    if (!ok) {
        lang_ast_destroy(ast);
        return NULL;
    }
    memset(sh, 0, sizeof *sh);
    if (given && !mark_given(ast, given, sh->fixed, diag)) {
        lang_ast_destroy(ast);
        return NULL;
    }
    for (int i = 0; i < ast->program.count; i++) shape_stmt(ast->program.items[i], sh);
    if (sh->commands > MAX_COMMANDS) {
        lang_ast_destroy(ast);
        lp_diag_set(diag, "code", 0, _("the code has %d commands: the evaluation takes at most %d"), sh->commands,
                    MAX_COMMANDS);
        return NULL;
    }
    return ast;
}

static long alternatives_of(const Shape *sh)
{
    long n = 1;
    for (int i = 0; i < sh->commands; i++) {
        n *= sh->radix[i];
        if (n > COUNT_LIMIT) return COUNT_LIMIT;
    }
    return n;
}

static long shorter_of(const Shape *sh)
{
    return sh->free_elements >= 30 ? COUNT_LIMIT : (1L << sh->free_elements) - 1;
}

int mj_code_print(const char *code, LpBuf *out, LpDiag *diag)
{
    Shape sh;
    LangAst *ast = parse_checked(code, NULL, &sh, diag);
    if (!ast) return 0;
    print_program(ast, out, 1, 0, NULL, NULL);
    lang_ast_destroy(ast);
    return 1;
}

int mj_count_codes_given(const char *code, const char *given, long *alternatives, long *shorter, int *elements,
                         LpDiag *diag)
{
    Shape sh;
    LangAst *ast = parse_checked(code, given, &sh, diag);
    if (!ast) return 0;
    lang_ast_destroy(ast);
    if (alternatives) *alternatives = alternatives_of(&sh);
    if (shorter) *shorter = shorter_of(&sh);
    if (elements) *elements = sh.free_elements;
    return 1;
}

int mj_count_codes(const char *code, long *alternatives, long *shorter, int *elements, LpDiag *diag)
{
    return mj_count_codes_given(code, NULL, alternatives, shorter, elements, diag);
}

void mj_code_set_free(MjCodeSet *set)
{
    if (!set) return;
    for (int i = 0; i < set->count; i++) free(set->codes[i]);
    free(set->codes);
    set->codes = NULL;
    set->count = 0;
}

/* Append the printed text as the set's next code. */
static int add_code(MjCodeSet *set, LpBuf *text)
{
    if (text->failed) return 0;
    char *copy = malloc(text->count + 1);
    if (!copy) return 0;
    memcpy(copy, text->data ? text->data : "", text->count);
    copy[text->count] = '\0';
    set->codes[set->count++] = copy;
    return 1;
}

/* The end of making a code set: free the scratch, and on failure the set (out of memory). */
static int finish_set(LangAst *ast, LpBuf *text, MjCodeSet *out, int ok, LpDiag *diag)
{
    lp_buf_free(text);
    lang_ast_destroy(ast);
    if (ok) return 1;
    mj_code_set_free(out);
    return lp_diag_set(diag, "code", 0, "%s", _("out of memory"));
}

int mj_alternative_codes_given(const char *code, const char *given, MjCodeSet *out, LpDiag *diag)
{
    memset(out, 0, sizeof *out);
    Shape sh;
    LangAst *ast = parse_checked(code, given, &sh, diag);
    if (!ast) return 0;
    long total = alternatives_of(&sh);
    if (total > MJ_GEN_MAX_CODES) {
        lang_ast_destroy(ast);
        return lp_diag_set(diag, "code", 0, _("the code has %ld alternative codes: the evaluation lists at most %d"),
                           total, MJ_GEN_MAX_CODES);
    }
    out->codes = calloc((size_t)total, sizeof *out->codes);
    int ok = out->codes != NULL;
    LpBuf text;
    lp_buf_init(&text);
    int choice[MAX_COMMANDS];
    /* combination c, read in mixed radix, turns each command that many steps from its own
     * choice: c = 0 is the original */
    for (long c = 0; ok && c < total; c++) {
        long rest = c;
        for (int i = 0; i < sh.commands; i++) {
            /* a command with no alternative (Stop, Open, a given one) is printed as it is */
            choice[i] = sh.radix[i] == 1 ? -1 : (int)((sh.original[i] + rest % sh.radix[i]) % sh.radix[i]);
            rest /= sh.radix[i];
        }
        lp_buf_clear(&text);
        print_program(ast, &text, 1, 0, choice, sh.fixed);
        ok = add_code(out, &text);
    }
    return finish_set(ast, &text, out, ok, diag);
}

int mj_alternative_codes(const char *code, MjCodeSet *out, LpDiag *diag)
{
    return mj_alternative_codes_given(code, NULL, out, diag);
}

int mj_shorter_codes_given(const char *code, const char *given, MjCodeSet *out, LpDiag *diag)
{
    memset(out, 0, sizeof *out);
    Shape sh;
    LangAst *ast = parse_checked(code, given, &sh, diag);
    if (!ast) return 0;
    if (sh.free_elements > MJ_GEN_MAX_ELEMENTS) {
        lang_ast_destroy(ast);
        return lp_diag_set(diag, "code", 0,
                           _("the code has %d commands and constructs: the evaluation lists shorter codes for at most %d"),
                           sh.free_elements, MJ_GEN_MAX_ELEMENTS);
    }
    long total = shorter_of(&sh); /* every subset but the whole: masks 0 .. 2^n - 2 */
    out->codes = calloc(total > 0 ? (size_t)total : 1, sizeof *out->codes); /* n = 0: none */
    int ok = out->codes != NULL;
    LpBuf text;
    lp_buf_init(&text);
    for (long mask = 0; ok && mask < total; mask++) {
        lp_buf_clear(&text);
        print_program(ast, &text, 0, (uint32_t)mask, NULL, sh.fixed);
        ok = add_code(out, &text);
    }
    return finish_set(ast, &text, out, ok, diag);
}

int mj_shorter_codes(const char *code, MjCodeSet *out, LpDiag *diag)
{
    return mj_shorter_codes_given(code, NULL, out, diag);
}

/* ---- does a code work ---- */

/* The run's start with the levers of mask flipped in phase one (as mj_verify_level does). */
static void phase_one(MjWorld *w, const MjLevel *level, unsigned mask)
{
    mj_run_start(w, level);
    int k = 0;
    for (int i = 0; i < w->object_count && k < LEVERS_TRIED; i++) {
        if (w->objects[i].kind != MJ_LEVER) continue;
        if (mask & (1u << k)) w->objects[i].lever_right ^= 1;
        k++;
    }
    mj_settle(w);
}

int mj_code_works(const MjLevel *level, const char *code)
{
    int levers = 0;
    for (int i = 0; i < level->start.object_count; i++) levers += level->start.objects[i].kind == MJ_LEVER;
    if (levers > LEVERS_TRIED) levers = LEVERS_TRIED;
    MjRunReport *r = malloc(sizeof *r);
    MjWorld *start = malloc(sizeof *start);
    int works = 0;
    if (r && start) {
        for (unsigned mask = 0; !works && mask < (1u << levers); mask++) {
            phase_one(start, level, mask);
            MjRunResult res = mj_run_program_on(level, start, code ? code : "", r);
            works = res == MJ_RUN_SOLVED;
            if (res == MJ_RUN_ERROR && r->commands == 0) break; /* a mistake: no setting helps */
        }
    }
    free(r);
    free(start);
    return works;
}

/* ---- map metrics ---- */

int mj_interactable_tiles(const MjWorld *world)
{
    int n = 0;
    for (int i = 0; i < world->object_count; i++) {
        const MjObject *o = &world->objects[i];
        switch (o->kind) {
        case MJ_LBLOCK: n += 3; break;
        case MJ_BLOCK:
        case MJ_MOVING:
        case MJ_FIRE_STATUE:
        case MJ_STATUE:
        case MJ_HIDDEN_DOOR:
        case MJ_PLATE:
        case MJ_FIRE_PIT:
        case MJ_LEVER:
        case MJ_KEY: n++; break;
        case MJ_DOOR: n += !o->open; break; /* a closed door takes Open(); an open one nothing */
        default: break;
        }
    }
    return n;
}

int mj_walkable_tiles(const MjWorld *world)
{
    uint8_t walk[MJ_MAX_H][MJ_MAX_W];
    mj_walk_grid(world, walk);
    int n = 0;
    for (int y = 0; y < world->height; y++)
        for (int x = 0; x < world->width; x++) n += walk[y][x] != 0;
    return n;
}

/* ---- the evaluation ---- */

int mj_eval_level_with(const MjLevel *level, const char *input_code, const MjCodeSet *alternatives,
                       const MjCodeSet *shorter, MjEvalReport *out)
{
    memset(out, 0, sizeof *out);
    const MjWorld *w = &level->start;
    out->size = w->width * w->height;
    out->walkable = mj_walkable_tiles(w);
    out->interactable = mj_interactable_tiles(w);
    if (out->size > 0) {
        out->walkable_permille = out->walkable * 1000 / out->size;
        out->interactable_permille = out->interactable * 1000 / out->size;
    }
    out->input_solves = mj_code_works(level, input_code);
    out->codes_run = 1;
    /* a locked level's code can't be changed: the paper's NA (level 4_2) */
    if (alternatives) {
        out->alt_codes = alternatives->count;
        out->alt_applicable = !level->locked && alternatives->count > 1;
        for (int i = 1; out->alt_applicable && i < alternatives->count && !out->alt_works; i++) {
            out->codes_run++; /* codes[0] is the input */
            out->alt_works = mj_code_works(level, alternatives->codes[i]);
        }
    }
    if (shorter) {
        out->short_codes = shorter->count;
        out->short_applicable = !level->locked && shorter->count > 0;
        for (int i = 0; out->short_applicable && i < shorter->count && !out->short_works; i++) {
            out->codes_run++;
            out->short_works = mj_code_works(level, shorter->codes[i]);
        }
    }
    return 1;
}

const char *mj_level_given(const MjLevel *level)
{
    return level->has_code && !level->locked ? level->code : NULL;
}

int mj_eval_level(const MjLevel *level, const char *input_code, MjEvalReport *out, LpDiag *diag)
{
    memset(out, 0, sizeof *out);
    const char *given = mj_level_given(level);
    MjCodeSet alt, shorter;
    if (!mj_alternative_codes_given(input_code, given, &alt, diag)) return 0;
    if (!mj_shorter_codes_given(input_code, given, &shorter, diag)) {
        mj_code_set_free(&alt);
        return 0;
    }
    mj_eval_level_with(level, input_code, &alt, &shorter, out);
    mj_code_set_free(&alt);
    mj_code_set_free(&shorter);
    return 1;
}
