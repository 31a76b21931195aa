/* parser.c - tokens to a syntax tree (ast.h) by recursive descent, clox-style error recovery:
 * after a mistake the parser skips to the next statement and goes on, so a pupil sees several
 * mistakes at once. Nesting is bounded (LANG_MAX_NESTING) and so are the operators of a statement
 * (LANG_MAX_OPERATORS: a + b + c ... makes a tree as deep as it is long), so no input overflows
 * the C stack here or in whatever walks the tree (compiler.c, count.c).
 * Long file: one recursive-descent grammar reads best top to bottom in one place. */
#include <stdio.h>
#include <string.h>

#include "lang/internal.h"

typedef struct Parser {
    const char *src;
    int length;
    LangLexer lx;
    LangToken cur, prev;
    LangArena *arena;
    LangErrors *errors;
    bool panic;       /* inside an error: stay quiet until the next statement */
    bool had_error;
    bool abort;       /* nesting limit or out of memory: stop parsing altogether */
    int depth;
    int function_depth;
    int operators;    /* binary operators in the statement being parsed */
} Parser;

/* ---- errors ----------------------------------------------------------------------------- */
static void error_span(Parser *p, LangSpan span, LangMsg msg, const char *a1, const char *a2)
{
    p->had_error = true;
    if (p->panic) return;
    p->panic = true;
    lang_error_addf(p->errors, msg, span, a1, a2, NULL);
}

static void error_at(Parser *p, LangToken t, LangMsg msg, const char *a1, const char *a2)
{
    error_span(p, lang_token_span(p->src, t), msg, a1, a2);
}

/* Just after the previous token: where a missing ; or ) belongs. */
static void error_after_prev(Parser *p, LangMsg msg, const char *a1, const char *a2)
{
    LangSpan s = lang_token_span(p->src, p->prev);
    s.start = s.end;
    s.line = s.end_line;
    s.column = s.end_column;
    s.end_column = s.column + 1;
    error_span(p, s, msg, a1, a2);
}

static void out_of_memory(Parser *p)
{
    if (!p->abort) {
        LangSpan s = lang_token_span(p->src, p->cur);
        p->panic = false;
        error_span(p, s, LANG_MSG_OUT_OF_MEMORY, NULL, NULL);
    }
    p->abort = true;
}

static void *node(Parser *p, size_t size)
{
    void *n = lang_arena_alloc(p->arena, size);
    if (!n) out_of_memory(p);
    return n;
}

/* A token described for "but found {1}". */
static void describe(Parser *p, LangToken t, char *out, int out_size)
{
    if (t.kind == LANG_TOK_EOF) {
        snprintf(out, (size_t)out_size, "%s", lang_msg_template(LANG_MSG_WORD_END));
        return;
    }
    int n = t.length > 24 ? 24 : t.length;
    snprintf(out, (size_t)out_size, "'%.*s'", n, p->src + t.start);
}

/* ---- tokens ----------------------------------------------------------------------------- */
static void advance(Parser *p)
{
    p->prev = p->cur;
    for (;;) {
        p->cur = lang_lexer_next(&p->lx);
        if (p->cur.kind != LANG_TOK_ERROR) break;
        LangToken t = p->cur;
        char sign[48] = "";
        if (t.error == LANG_MSG_UNKNOWN_CHAR) snprintf(sign, sizeof sign, "'%.*s'", t.length > 8 ? 8 : t.length, p->src + t.start);
        if (t.error == LANG_MSG_SINGLE_QUOTE) snprintf(sign, sizeof sign, "%.*s", t.length > 42 ? 40 : t.length - 2, p->src + t.start + 1);
        if (t.error == LANG_MSG_DECIMAL_NUMBER) snprintf(sign, sizeof sign, "%.*s", t.length > 20 ? 20 : t.length, p->src + t.start);
        /* a bad sign is the mistake: the statement it spoils says nothing more (panic) */
        error_at(p, t, (LangMsg)t.error, sign, NULL);
        /* 'left' and 2.5 are read on as the text and the whole number they were meant to be */
        if (t.error == LANG_MSG_SINGLE_QUOTE || t.error == LANG_MSG_DECIMAL_NUMBER) {
            p->cur.kind = t.error == LANG_MSG_SINGLE_QUOTE ? LANG_TOK_STRING : LANG_TOK_NUMBER;
            p->panic = false;
            break;
        }
    }
}

static bool check(const Parser *p, LangTokenKind k) { return p->cur.kind == k; }

static bool match(Parser *p, LangTokenKind k)
{
    if (!check(p, k)) return false;
    advance(p);
    return true;
}

static char *copy_token(Parser *p, LangToken t)
{
    char *s = lang_arena_strdup(p->arena, p->src + t.start, t.length);
    if (!s) out_of_memory(p);
    return s;
}

static bool enter(Parser *p)
{
    if (++p->depth > LANG_MAX_NESTING) {
        if (!p->abort) {
            char n[16];
            snprintf(n, sizeof n, "%d", LANG_MAX_NESTING);
            p->panic = false;
            error_at(p, p->cur, LANG_MSG_TOO_DEEP, n, NULL);
        }
        p->abort = true;
    }
    return !p->abort;
}

static void leave(Parser *p) { p->depth--; }

/* ---- lists ------------------------------------------------------------------------------ */
static bool push_ptr(Parser *p, void ***items, int *count, int *capacity, void *item)
{
    if (*count == *capacity) {
        int cap = *capacity ? *capacity * 2 : 8;
        void **grown = node(p, sizeof(void *) * (size_t)cap);
        if (!grown) return false;
        if (*count) memcpy(grown, *items, sizeof(void *) * (size_t)*count);
        *items = grown;
        *capacity = cap;
    }
    (*items)[(*count)++] = item;
    return true;
}

/* ---- expressions ------------------------------------------------------------------------ */
static LangExpr *expression(Parser *p);

static LangExpr *new_expr(Parser *p, LangExprKind kind, LangSpan span)
{
    LangExpr *e = node(p, sizeof *e);
    if (e) {
        e->kind = kind;
        e->span = span;
    }
    return e;
}

static LangExpr *string_literal(Parser *p, LangToken t)
{
    LangExpr *e = new_expr(p, LANG_EX_STRING, lang_token_span(p->src, t));
    if (!e) return NULL;
    char *text = node(p, (size_t)t.length);
    if (!text) return NULL;
    int n = 0, chars = 0;
    for (int i = t.start + 1; i < t.start + t.length - 1; i++) {
        char c = p->src[i];
        if (c == '\\') {
            char d = p->src[++i];
            if (d == 'n') c = '\n';
            else if (d == 't') c = '\t';
            else if (d == '"' || d == '\\') c = d;
            else {
                error_at(p, t, LANG_MSG_BAD_ESCAPE, NULL, NULL);
                c = d;
            }
        }
        if (((unsigned char)c & 0xC0) != 0x80) chars++;
        text[n++] = c;
    }
    text[n] = '\0';
    if (chars > LANG_MAX_STRING) {
        char most[16];
        snprintf(most, sizeof most, "%d", LANG_MAX_STRING);
        error_at(p, t, LANG_MSG_STRING_TOO_LONG, most, NULL);
    }
    e->as.string.text = text;
    e->as.string.length = n;
    return e;
}

static LangExpr *arguments(Parser *p, LangExpr *call)
{
    /* cur is just after '(' */
    int capacity = 0;
    if (!check(p, LANG_TOK_RPAREN)) {
        do {
            if (call->as.call.arg_count == LANG_MAX_ARGS) {
                char most[8];
                snprintf(most, sizeof most, "%d", LANG_MAX_ARGS);
                error_at(p, p->cur, LANG_MSG_TOO_MANY_ARGS, most, NULL);
            }
            LangExpr *arg = expression(p);
            if (!arg) return NULL;
            if (!push_ptr(p, (void ***)&call->as.call.args, &call->as.call.arg_count, &capacity, arg))
                return NULL;
        } while (match(p, LANG_TOK_COMMA));
    }
    if (!match(p, LANG_TOK_RPAREN)) {
        error_after_prev(p, LANG_MSG_EXPECT_RPAREN, NULL, NULL);
        return NULL;
    }
    call->span = lang_span_join(call->span, lang_token_span(p->src, p->prev));
    return call;
}

static LangExpr *primary(Parser *p)
{
    LangToken t = p->cur;
    LangSpan span = lang_token_span(p->src, t);
    if (match(p, LANG_TOK_NUMBER)) {
        long long v = 0;
        bool big = false;
        for (int i = 0; i < t.length && p->src[t.start + i] != '.'; i++) { /* 2.5 reads as 2 */
            v = v * 10 + (p->src[t.start + i] - '0');
            if (v > LANG_MAX_NUMBER) {
                big = true;
                break;
            }
        }
        if (big) {
            char text[24], most[24];
            snprintf(text, sizeof text, "%.*s%s", t.length > 12 ? 12 : t.length, p->src + t.start,
                     t.length > 12 ? "..." : "");
            lang_group_digits(most, sizeof most, LANG_MAX_NUMBER);
            error_at(p, t, LANG_MSG_NUMBER_TOO_BIG, text, most);
        }
        LangExpr *e = new_expr(p, LANG_EX_INT, span);
        if (e) e->as.int_value = v;
        return e;
    }
    if (match(p, LANG_TOK_STRING)) return string_literal(p, t);
    if (match(p, LANG_TOK_TRUE) || match(p, LANG_TOK_FALSE)) {
        LangExpr *e = new_expr(p, LANG_EX_BOOL, span);
        if (e) e->as.bool_value = t.kind == LANG_TOK_TRUE;
        return e;
    }
    if (match(p, LANG_TOK_LPAREN)) {
        if (!enter(p)) return NULL;
        LangExpr *e = expression(p);
        leave(p);
        if (!e) return NULL;
        if (!match(p, LANG_TOK_RPAREN)) {
            error_after_prev(p, LANG_MSG_EXPECT_RPAREN, NULL, NULL);
            return NULL;
        }
        return e;
    }
    if (match(p, LANG_TOK_IDENT)) {
        char *name = copy_token(p, t);
        if (!name) return NULL;
        if (match(p, LANG_TOK_LPAREN)) {
            LangExpr *e = new_expr(p, LANG_EX_CALL, span);
            if (!e) return NULL;
            e->as.call.name = name;
            e->as.call.name_span = span;
            return arguments(p, e);
        }
        if (match(p, LANG_TOK_DOT)) {
            LangToken m = p->cur;
            if (!match(p, LANG_TOK_IDENT)) {
                error_at(p, m, LANG_MSG_EXPECT_AFTER_DOT, name, NULL);
                return NULL;
            }
            LangSpan mspan = lang_token_span(p->src, m);
            bool is_command = match(p, LANG_TOK_LPAREN);
            LangExpr *e = new_expr(p, is_command ? LANG_EX_COMMAND : LANG_EX_ATTR,
                                   lang_span_join(span, mspan));
            if (!e) return NULL;
            e->as.call.object = name;
            e->as.call.object_span = span;
            e->as.call.name = copy_token(p, m);
            e->as.call.name_span = mspan;
            if (!e->as.call.name) return NULL;
            if (is_command) return arguments(p, e);
            if (check(p, LANG_TOK_DOT)) {
                error_at(p, p->cur, LANG_MSG_DOT_NEEDS_OBJECT, NULL, NULL);
                return NULL;
            }
            return e;
        }
        LangExpr *e = new_expr(p, LANG_EX_NAME, span);
        if (e) e->as.name.name = name;
        return e;
    }
    char found[40];
    describe(p, t, found, sizeof found);
    if (t.kind == LANG_TOK_EOF) /* var x = at the very end: mark after the =, not below the last line */
        error_after_prev(p, LANG_MSG_EXPECT_EXPRESSION, found, NULL);
    else
        error_at(p, t, LANG_MSG_EXPECT_EXPRESSION, found, NULL);
    /* print(while): skip the word; a keyword that starts the next line starts its statement */
    if (lang_token_is_keyword(t.kind) && t.line == p->prev.line) advance(p);
    return NULL;
}

static LangExpr *postfix(Parser *p)
{
    LangExpr *e = primary(p);
    if (e && check(p, LANG_TOK_DOT) && e->kind != LANG_EX_COMMAND) {
        error_at(p, p->cur, LANG_MSG_DOT_NEEDS_OBJECT, NULL, NULL);
        return NULL;
    }
    return e;
}

static LangExpr *unary(Parser *p)
{
    if (check(p, LANG_TOK_BANG) || check(p, LANG_TOK_MINUS)) {
        LangToken op = p->cur;
        advance(p);
        if (!enter(p)) return NULL;
        LangExpr *operand = unary(p);
        leave(p);
        if (!operand) return NULL;
        LangExpr *e = new_expr(p, LANG_EX_UNARY, lang_span_join(lang_token_span(p->src, op), operand->span));
        if (!e) return NULL;
        /* -5 is a number, not an operation: keeps constants simple for the generator */
        if (op.kind == LANG_TOK_MINUS && operand->kind == LANG_EX_INT) {
            e->kind = LANG_EX_INT;
            e->as.int_value = -operand->as.int_value;
            return e;
        }
        e->as.unary.op = op.kind;
        e->as.unary.operand = operand;
        return e;
    }
    return postfix(p);
}

typedef LangExpr *(*SubParser)(Parser *p);

static LangExpr *binary_level(Parser *p, SubParser next, const LangTokenKind *ops, int n_ops,
                              LangExprKind kind)
{
    LangExpr *left = next(p);
    while (left) {
        int which = -1;
        for (int i = 0; i < n_ops; i++)
            if (check(p, ops[i])) which = i;
        if (which < 0) break;
        if (++p->operators > LANG_MAX_OPERATORS) {
            p->panic = false;
            error_at(p, p->cur, LANG_MSG_TOO_COMPLEX, NULL, NULL);
            p->abort = true;
            return NULL;
        }
        advance(p);
        LangExpr *right = next(p);
        if (!right) return NULL;
        LangExpr *e = new_expr(p, kind, lang_span_join(left->span, right->span));
        if (!e) return NULL;
        e->as.binary.op = ops[which];
        e->as.binary.left = left;
        e->as.binary.right = right;
        left = e;
    }
    return left;
}

static LangExpr *factor(Parser *p)
{
    static const LangTokenKind ops[] = { LANG_TOK_STAR, LANG_TOK_SLASH, LANG_TOK_PERCENT };
    return binary_level(p, unary, ops, 3, LANG_EX_BINARY);
}

static LangExpr *term(Parser *p)
{
    static const LangTokenKind ops[] = { LANG_TOK_PLUS, LANG_TOK_MINUS };
    return binary_level(p, factor, ops, 2, LANG_EX_BINARY);
}

static LangExpr *comparison(Parser *p)
{
    static const LangTokenKind ops[] = { LANG_TOK_LESS, LANG_TOK_LESS_EQUAL, LANG_TOK_GREATER,
                                         LANG_TOK_GREATER_EQUAL };
    return binary_level(p, term, ops, 4, LANG_EX_BINARY);
}

static LangExpr *equality(Parser *p)
{
    static const LangTokenKind ops[] = { LANG_TOK_EQUAL_EQUAL, LANG_TOK_BANG_EQUAL };
    return binary_level(p, comparison, ops, 2, LANG_EX_BINARY);
}

static LangExpr *and_expr(Parser *p)
{
    static const LangTokenKind ops[] = { LANG_TOK_AND_AND };
    return binary_level(p, equality, ops, 1, LANG_EX_AND);
}

static LangExpr *or_expr(Parser *p)
{
    static const LangTokenKind ops[] = { LANG_TOK_OR_OR };
    return binary_level(p, and_expr, ops, 1, LANG_EX_OR);
}

static LangExpr *expression(Parser *p)
{
    if (!enter(p)) return NULL;
    LangExpr *target = or_expr(p);
    if (target && check(p, LANG_TOK_EQUAL)) {
        LangToken eq = p->cur;
        advance(p);
        if (target->kind == LANG_EX_ATTR) {
            error_span(p, target->span, LANG_MSG_ATTR_ASSIGN, target->as.call.object, target->as.call.name);
            target = NULL;
        } else if (target->kind != LANG_EX_NAME) {
            error_at(p, eq, LANG_MSG_BAD_ASSIGN, NULL, NULL);
            target = NULL;
        } else {
            LangExpr *value = expression(p);
            LangExpr *e = value ? new_expr(p, LANG_EX_ASSIGN, lang_span_join(target->span, value->span)) : NULL;
            if (e) {
                e->as.assign.name = target->as.name.name;
                e->as.assign.name_span = target->span;
                e->as.assign.value = value;
            }
            target = e;
        }
    }
    leave(p);
    return target;
}

/* ---- statements ------------------------------------------------------------------------- */
static LangStmt *statement(Parser *p);

static LangStmt *new_stmt(Parser *p, LangStmtKind kind, LangSpan span)
{
    LangStmt *s = node(p, sizeof *s);
    if (s) {
        s->kind = kind;
        s->span = span;
    }
    return s;
}

/* Skip to where the next statement starts, keeping braces balanced. start is where the
 * failed statement began: one that failed on its first token gives that token up, or a
 * statement after a ; (";)") would fail at the same place forever. */
static void skip_statement(Parser *p, int start)
{
    if (p->cur.start == start && !check(p, LANG_TOK_EOF)) advance(p);
    int braces = 0;
    while (!check(p, LANG_TOK_EOF)) {
        if (p->prev.kind == LANG_TOK_SEMICOLON && braces == 0) return;
        switch (p->cur.kind) {
        case LANG_TOK_VAR: case LANG_TOK_IF: case LANG_TOK_WHILE: case LANG_TOK_FOR:
        case LANG_TOK_REPEAT: case LANG_TOK_FUNCTION: case LANG_TOK_RETURN:
            if (braces == 0) return;
            break;
        case LANG_TOK_LBRACE:
            braces++;
            break;
        case LANG_TOK_RBRACE:
            if (braces == 0) return;
            if (--braces == 0) { /* whlie (x) { ... }: its block ended, and the statement with it */
                advance(p);
                if (!check(p, LANG_TOK_ELSE)) return;
                continue;
            }
            break;
        default:
            break;
        }
        advance(p);
    }
}

static void synchronize(Parser *p, int start)
{
    p->panic = false;
    skip_statement(p, start);
    p->panic = false; /* a bad sign skipped on the way was reported; the next statement is new */
}

static bool expect_semicolon(Parser *p)
{
    if (match(p, LANG_TOK_SEMICOLON)) return true;
    error_after_prev(p, LANG_MSG_EXPECT_SEMICOLON, NULL, NULL);
    return false;
}

/* The ; that ends a statement. When it is missing at the end of a line, the statement is
 * whole: go on as if it were there, so every forgotten ; is shown at once. */
static bool end_statement(Parser *p)
{
    bool quiet = p->panic;
    if (expect_semicolon(p)) return true;
    if (!quiet && p->cur.line > p->prev.line) p->panic = false;
    return false;
}

/* "( cond )" after if / while. */
static LangExpr *condition(Parser *p, const char *keyword)
{
    if (!match(p, LANG_TOK_LPAREN)) {
        error_after_prev(p, LANG_MSG_EXPECT_LPAREN, keyword, NULL);
        return NULL;
    }
    LangExpr *cond = expression(p);
    if (!cond) return NULL;
    if (cond->kind == LANG_EX_ASSIGN) {
        error_span(p, cond->span, LANG_MSG_EQUALS_IN_CONDITION, NULL, NULL);
        return NULL;
    }
    if (!match(p, LANG_TOK_RPAREN)) {
        error_after_prev(p, LANG_MSG_EXPECT_RPAREN, NULL, NULL);
        return NULL;
    }
    return cond;
}

static LangStmt *block(Parser *p)
{
    LangToken open = p->prev; /* the '{' */
    LangStmt *s = new_stmt(p, LANG_ST_BLOCK, lang_token_span(p->src, open));
    if (!s) return NULL;
    int capacity = 0;
    while (!check(p, LANG_TOK_RBRACE) && !check(p, LANG_TOK_EOF) && !p->abort) {
        int start = p->cur.start;
        LangStmt *inner = statement(p);
        if (p->panic) synchronize(p, start);
        if (inner && !push_ptr(p, (void ***)&s->as.block.body.items, &s->as.block.body.count, &capacity, inner))
            return NULL;
    }
    if (p->abort) return NULL;
    if (!match(p, LANG_TOK_RBRACE)) {
        p->panic = false;
        error_at(p, open, LANG_MSG_UNCLOSED_BRACE, NULL, NULL);
        return NULL;
    }
    return s;
}

/* The body of a loop, if or function. */
static LangStmt *body(Parser *p, bool must_be_block, LangMsg what)
{
    if (must_be_block && !check(p, LANG_TOK_LBRACE)) {
        error_after_prev(p, LANG_MSG_EXPECT_BLOCK, "{", lang_msg_template(what));
        return NULL;
    }
    return statement(p);
}

static LangStmt *var_declaration(Parser *p, bool in_for)
{
    LangToken kw = p->prev;
    LangToken name = p->cur;
    if (!match(p, LANG_TOK_IDENT)) {
        if (lang_token_is_keyword(name.kind)) {
            char word[24];
            snprintf(word, sizeof word, "%.*s", name.length, p->src + name.start);
            error_at(p, name, LANG_MSG_KEYWORD_AS_NAME, word, NULL);
            advance(p); /* var if = 2;: the word was meant as a name, not a new statement */
        } else {
            error_at(p, name, LANG_MSG_EXPECT_VAR_NAME, NULL, NULL);
        }
        return NULL;
    }
    LangStmt *s = new_stmt(p, LANG_ST_VAR, lang_token_span(p->src, kw));
    if (!s) return NULL;
    s->as.var.name = copy_token(p, name);
    s->as.var.name_span = lang_token_span(p->src, name);
    if (match(p, LANG_TOK_EQUAL)) {
        s->as.var.init = expression(p);
        if (!s->as.var.init) return NULL;
    }
    s->span = lang_span_join(s->span, lang_token_span(p->src, p->prev));
    if (in_for) expect_semicolon(p);
    else end_statement(p); /* kept without its ;, so later uses of the name still check */
    return s;
}

static LangStmt *expression_statement(Parser *p)
{
    LangToken first = p->cur;
    LangExpr *e = expression(p);
    if (!e) return NULL;
    LangStmt *s = new_stmt(p, LANG_ST_EXPR, e->span);
    if (!s) return NULL;
    s->as.expr.expr = e;
    /* whlie (x) { ... }: a misspelt keyword reads as a call followed by a block */
    if (e->kind == LANG_EX_CALL && check(p, LANG_TOK_LBRACE)) {
        static const char *const words[] = { "if", "while", "for", "repeat", "function", "else if", NULL };
        LangSuggest sg;
        lang_suggest_init(&sg, e->as.call.name);
        for (int i = 0; words[i]; i++) lang_suggest_offer(&sg, words[i]);
        if (sg.best) {
            error_span(p, e->as.call.name_span, LANG_MSG_MISSPELT_KEYWORD, e->as.call.name, sg.best);
            return NULL;
        }
    }
    /* forward; is a call without (). The tree keeps it: the compiler, which knows the names,
     * says something else for a variable, an attribute or an object (compiler.c, bare_name). */
    bool line_ends = check(p, LANG_TOK_SEMICOLON) || check(p, LANG_TOK_RBRACE) || check(p, LANG_TOK_EOF) ||
                     p->cur.line > p->prev.line;
    if ((e->kind == LANG_EX_NAME || e->kind == LANG_EX_ATTR) && line_ends) {
        char full[160];
        if (e->kind == LANG_EX_NAME) snprintf(full, sizeof full, "%s", e->as.name.name);
        else snprintf(full, sizeof full, "%s.%s", e->as.call.object, e->as.call.name);
        error_span(p, e->span, LANG_MSG_MISSING_PARENS, full, NULL); /* forward(); has the ; too */
        match(p, LANG_TOK_SEMICOLON);
        p->panic = false; /* the statement is whole */
        return s;
    }
    if (e->kind != LANG_EX_CALL && e->kind != LANG_EX_COMMAND && e->kind != LANG_EX_ASSIGN) {
        (void)first;
        error_span(p, e->span, LANG_MSG_NO_EFFECT, NULL, NULL);
        /* 1 + 2 at the end of a line: that is the mistake, not a missing ; too */
        if (match(p, LANG_TOK_SEMICOLON) || line_ends) p->panic = false;
        return NULL;
    }
    bool had_semicolon = end_statement(p);
    if (had_semicolon) s->span = lang_span_join(s->span, lang_token_span(p->src, p->prev));
    (void)had_semicolon; /* kept without its ;, so its names are still checked */
    return s;
}

static LangStmt *if_statement(Parser *p)
{
    LangToken kw = p->prev;
    LangExpr *cond = condition(p, "if");
    if (!cond) return NULL;
    LangStmt *s = new_stmt(p, LANG_ST_IF, lang_span_join(lang_token_span(p->src, kw), lang_token_span(p->src, p->prev)));
    if (!s) return NULL;
    s->as.if_.cond = cond;
    s->as.if_.then_branch = body(p, false, LANG_MSG_NONE);
    if (!s->as.if_.then_branch) return NULL;
    if (match(p, LANG_TOK_ELSE)) {
        s->as.if_.else_branch = body(p, false, LANG_MSG_NONE);
        if (!s->as.if_.else_branch) return NULL;
    }
    return s;
}

static LangStmt *while_statement(Parser *p)
{
    LangToken kw = p->prev;
    LangExpr *cond = condition(p, "while");
    if (!cond) return NULL;
    LangStmt *s = new_stmt(p, LANG_ST_WHILE, lang_span_join(lang_token_span(p->src, kw), lang_token_span(p->src, p->prev)));
    if (!s) return NULL;
    s->as.while_.cond = cond;
    s->as.while_.body = body(p, false, LANG_MSG_WORD_LOOP_BODY);
    return s->as.while_.body ? s : NULL;
}

/* for (n) body | repeat (n) body | for (init; cond; step) body */
static LangStmt *loop_statement(Parser *p, bool spelled_repeat)
{
    LangToken kw = p->prev;
    if (!match(p, LANG_TOK_LPAREN)) {
        error_after_prev(p, LANG_MSG_EXPECT_LPAREN, spelled_repeat ? "repeat" : "for", NULL);
        return NULL;
    }
    LangStmt *init = NULL;
    LangExpr *count = NULL;
    bool classic = false;
    LangToken first = p->cur;
    if (match(p, LANG_TOK_VAR)) {
        init = var_declaration(p, true); /* eats the ';' */
        if (!init) return NULL;
        classic = true;
    } else if (match(p, LANG_TOK_SEMICOLON)) {
        classic = true;
    } else {
        count = expression(p);
        if (!count) return NULL;
        if (match(p, LANG_TOK_SEMICOLON)) {
            init = new_stmt(p, LANG_ST_EXPR, count->span);
            if (!init) return NULL;
            init->as.expr.expr = count;
            count = NULL;
            classic = true;
        }
    }
    if (classic && spelled_repeat) { /* read on as a for loop, so nothing else is reported */
        error_at(p, first, LANG_MSG_REPEAT_CLASSIC, NULL, NULL);
        p->panic = false;
    }
    LangStmt *s;
    if (classic) {
        s = new_stmt(p, LANG_ST_FOR, lang_token_span(p->src, kw));
        if (!s) return NULL;
        s->as.for_.init = init;
        if (!check(p, LANG_TOK_SEMICOLON)) {
            s->as.for_.cond = expression(p);
            if (!s->as.for_.cond) return NULL;
        }
        if (!expect_semicolon(p)) return NULL;
        if (!check(p, LANG_TOK_RPAREN)) {
            s->as.for_.step = expression(p);
            if (!s->as.for_.step) return NULL;
        }
    } else {
        s = new_stmt(p, LANG_ST_REPEAT, lang_token_span(p->src, kw));
        if (!s) return NULL;
        s->as.repeat.count = count;
        s->as.repeat.spelled_repeat = spelled_repeat;
    }
    if (!match(p, LANG_TOK_RPAREN)) {
        error_after_prev(p, LANG_MSG_EXPECT_RPAREN, NULL, NULL);
        return NULL;
    }
    s->span = lang_span_join(s->span, lang_token_span(p->src, p->prev));
    LangStmt *b = body(p, false, LANG_MSG_WORD_LOOP_BODY);
    if (!b) return NULL;
    if (classic) s->as.for_.body = b;
    else s->as.repeat.body = b;
    return s;
}

static LangStmt *function_declaration(Parser *p)
{
    LangToken kw = p->prev;
    bool nested = p->depth > 1 || p->function_depth > 0;
    LangToken name = p->cur;
    if (!match(p, LANG_TOK_IDENT)) {
        error_at(p, name, LANG_MSG_EXPECT_FUNCTION_NAME, NULL, NULL);
        return NULL;
    }
    LangStmt *s = new_stmt(p, LANG_ST_FUNCTION, lang_token_span(p->src, kw));
    if (!s) return NULL;
    s->as.function.name = copy_token(p, name);
    s->as.function.name_span = lang_token_span(p->src, name);
    if (!match(p, LANG_TOK_LPAREN)) {
        error_after_prev(p, LANG_MSG_EXPECT_LPAREN, s->as.function.name, NULL);
        return NULL;
    }
    int capacity = 0, span_capacity = 0, span_count = 0;
    if (!check(p, LANG_TOK_RPAREN)) {
        do {
            LangToken param = p->cur;
            if (!match(p, LANG_TOK_IDENT)) {
                error_at(p, param, LANG_MSG_EXPECT_PARAM, NULL, NULL);
                return NULL;
            }
            if (s->as.function.param_count == LANG_MAX_ARGS) {
                char most[8];
                snprintf(most, sizeof most, "%d", LANG_MAX_ARGS);
                error_at(p, param, LANG_MSG_TOO_MANY_ARGS, most, NULL);
                return NULL;
            }
            LangSpan *sp = node(p, sizeof *sp);
            char *pname = copy_token(p, param);
            if (!sp || !pname) return NULL;
            *sp = lang_token_span(p->src, param);
            if (!push_ptr(p, (void ***)&s->as.function.params, &s->as.function.param_count, &capacity, pname))
                return NULL;
            /* spans kept in a parallel array */
            LangSpan *grown = node(p, sizeof(LangSpan) * (size_t)(span_count + 1));
            if (!grown) return NULL;
            if (span_count) memcpy(grown, s->as.function.param_spans, sizeof(LangSpan) * (size_t)span_count);
            grown[span_count++] = *sp;
            s->as.function.param_spans = grown;
            (void)span_capacity;
        } while (match(p, LANG_TOK_COMMA));
    }
    if (!match(p, LANG_TOK_RPAREN)) {
        error_after_prev(p, LANG_MSG_EXPECT_RPAREN, NULL, NULL);
        return NULL;
    }
    s->span = lang_span_join(s->span, lang_token_span(p->src, p->prev));
    if (!check(p, LANG_TOK_LBRACE)) {
        error_after_prev(p, LANG_MSG_EXPECT_BLOCK, "{", lang_msg_template(LANG_MSG_WORD_FUNCTION_BODY));
        return NULL;
    }
    advance(p);
    p->function_depth++;
    s->as.function.body = block(p);
    p->function_depth--;
    if (!s->as.function.body) return NULL;
    if (nested) {
        error_span(p, s->span, LANG_MSG_NESTED_FUNCTION, NULL, NULL);
        return NULL;
    }
    return s;
}

static LangStmt *statement(Parser *p)
{
    if (!enter(p)) return NULL;
    p->operators = 0; /* the enclosing statement's expressions are all parsed by now */
    LangStmt *s = NULL;
    LangToken t = p->cur;
    switch (t.kind) {
    case LANG_TOK_VAR: advance(p); s = var_declaration(p, false); break;
    case LANG_TOK_IF: advance(p); s = if_statement(p); break;
    case LANG_TOK_WHILE: advance(p); s = while_statement(p); break;
    case LANG_TOK_FOR: advance(p); s = loop_statement(p, false); break;
    case LANG_TOK_REPEAT: advance(p); s = loop_statement(p, true); break;
    case LANG_TOK_FUNCTION: advance(p); s = function_declaration(p); break;
    case LANG_TOK_LBRACE: advance(p); s = block(p); break;
    case LANG_TOK_RETURN: {
        advance(p);
        s = new_stmt(p, LANG_ST_RETURN, lang_token_span(p->src, t));
        if (s && !check(p, LANG_TOK_SEMICOLON)) {
            s->as.return_.value = expression(p);
            if (!s->as.return_.value) s = NULL;
        }
        if (s) end_statement(p); /* kept without its ;, so its names are still checked */
        break;
    }
    case LANG_TOK_ELSE:
        error_at(p, t, LANG_MSG_ELSE_WITHOUT_IF, NULL, NULL);
        advance(p);
        break;
    case LANG_TOK_RBRACE:
        error_at(p, t, LANG_MSG_UNEXPECTED_RBRACE, NULL, NULL);
        advance(p);
        p->panic = false; /* the } is gone; what follows is a new statement */
        break;
    case LANG_TOK_SEMICOLON: /* an empty statement: an empty block, so `while (true) ;` still loops */
        advance(p);
        s = new_stmt(p, LANG_ST_BLOCK, lang_token_span(p->src, t));
        break;
    default:
        s = expression_statement(p);
        break;
    }
    leave(p);
    return s;
}

/* ---- the whole program ------------------------------------------------------------------ */
static bool check_size(const char *src, int length, LangErrors *errors)
{
    int lines = 0; /* a final newline does not start another line */
    for (int i = 0; i < length; i++)
        if (src[i] == '\n') lines++;
    if (length > 0 && src[length - 1] != '\n') lines++;
    char have[24], most[24];
    LangSpan at = { 0, 0, 1, 1, 1, 2 };
    if (lines > LANG_MAX_LINES) {
        lang_group_digits(have, sizeof have, lines);
        lang_group_digits(most, sizeof most, LANG_MAX_LINES);
        lang_error_addf(errors, LANG_MSG_TOO_MANY_LINES, at, have, most, NULL);
        return false;
    }
    if (length > LANG_MAX_SOURCE_BYTES) {
        lang_group_digits(have, sizeof have, length);
        lang_group_digits(most, sizeof most, LANG_MAX_SOURCE_BYTES);
        lang_error_addf(errors, LANG_MSG_TOO_MANY_CHARS, at, have, most, NULL);
        return false;
    }
    return true;
}

LangAst *lang_parse_partial(const char *src, int length, LangErrors *errors, bool *had_error)
{
    *had_error = true;
    LangErrors scratch;
    if (!errors) errors = &scratch;
    memset(errors, 0, sizeof *errors);
    if (!src) length = 0;
    if (length < 0) length = 0;
    if (!check_size(src, length, errors)) return NULL;
    LangArena *arena = lang_arena_create();
    LangAst *ast = arena ? lang_arena_alloc(arena, sizeof *ast) : NULL;
    if (!ast) {
        lang_arena_destroy(arena);
        LangSpan at = { 0, 0, 1, 1, 1, 2 };
        lang_error_addf(errors, LANG_MSG_OUT_OF_MEMORY, at, NULL, NULL, NULL);
        return NULL;
    }
    ast->arena = arena;
    Parser p = { .src = src ? src : "", .length = length, .arena = arena, .errors = errors };
    lang_lexer_init(&p.lx, p.src, length, false);
    advance(&p);
    int capacity = 0;
    while (!check(&p, LANG_TOK_EOF) && !p.abort) {
        int start = p.cur.start;
        LangStmt *s = statement(&p);
        if (p.panic) synchronize(&p, start);
        if (s && !push_ptr(&p, (void ***)&ast->program.items, &ast->program.count, &capacity, s)) break;
    }
    ast->line_count = p.lx.line;
    *had_error = p.had_error || errors->count > 0;
    if (*had_error && errors->count == 0) { /* an error must always be reported */
        LangSpan at = { 0, 0, 1, 1, 1, 2 };
        lang_error_addf(errors, LANG_MSG_TOO_COMPLEX, at, NULL, NULL, NULL);
    }
    if (p.abort) { /* too deep or out of memory: the tree is not worth checking */
        lang_ast_destroy(ast);
        return NULL;
    }
    return ast;
}

LangAst *lang_parse(const char *src, int length, LangErrors *errors)
{
    bool had_error;
    LangAst *ast = lang_parse_partial(src, length, errors, &had_error);
    if (had_error) {
        lang_ast_destroy(ast);
        return NULL;
    }
    return ast;
}
