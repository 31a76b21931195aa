/* extract.c - steps 1-2 of paper 000's Figure 2: the input code's syntax tree (lang_parse) ->
 * the programmable objects it names, each with its commands merged as (command, argument, n)
 * and its attributes as (attribute, initial, desired), plus the constructs used. The rules are
 * in mays_gen.h. Depends on lang (the parser) and core (diagnostics); no allocation but the
 * parser's tree. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "lang/lang.h"
#include "lang/lexer.h"
#include "mays/mays_gen.h"

#define MAX_VARS 64
#define COUNT_CAP 1000000000L /* a count beyond this is "unknown" (and keeps n in an int) */

typedef struct Var {
    char name[MJ_GEN_TEXT];
    int known;
    long value;
} Var;

typedef struct Ctx {
    MjExtract *out;
    LpDiag *diag;
    Var vars[MAX_VARS];
    int var_count;
    int failed;
} Ctx;

/* Where a statement runs: n multiplies, unknown / conditional are inherited. */
typedef struct Frame {
    long mult;
    int unknown;
    int conditional;
    int nested; /* inside a loop or an if: assignments make a variable unknown */
} Frame;

static int fail(Ctx *c, LangSpan at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static int fail(Ctx *c, LangSpan at, const char *fmt, ...)
{
    if (c->failed) return 0;
    c->failed = 1;
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    lp_diag_set(c->diag, "code", at.line, "%s", text);
    if (c->diag) c->diag->column = at.column;
    return 0;
}

const char *mj_guess_name(MjObjectGuess guess)
{
    switch (guess) { /* English; the messages that show it translate it */
    /* TRANSLATORS: the kind of a May's Journey object a code implies, in "a %s object" */
    case MJ_GUESS_MOVABLE: return N_("movable");
    case MJ_GUESS_ROTATABLE: return N_("rotatable");
    case MJ_GUESS_STOPPABLE: return N_("stoppable");
    case MJ_GUESS_DOOR: return N_("door");
    case MJ_GUESS_LEVER: return N_("lever");
    case MJ_GUESS_FIRE_PIT: return N_("fire pit");
    case MJ_GUESS_UNKNOWN: break;
    }
    return N_("unknown");
}

const MjCodeObject *mj_extract_find(const MjExtract *ex, const char *name)
{
    for (int i = 0; i < ex->object_count; i++)
        if (strcmp(ex->objects[i].name, name) == 0) return &ex->objects[i];
    return NULL;
}

/* ---- variables: numbers known before the code runs (for loop counts) ---- */

static Var *find_var(Ctx *c, const char *name)
{
    for (int i = c->var_count - 1; i >= 0; i--)
        if (strcmp(c->vars[i].name, name) == 0) return &c->vars[i];
    return NULL;
}

/* Evaluate a number known before the code runs. Returns 1 with *v, 0 when not known. */
static int const_int(Ctx *c, const LangExpr *e, long *v)
{
    if (!e) return 0;
    long a, b;
    switch (e->kind) {
    case LANG_EX_INT:
        if (e->as.int_value > COUNT_CAP || e->as.int_value < -COUNT_CAP) return 0;
        *v = (long)e->as.int_value;
        return 1;
    case LANG_EX_NAME: {
        Var *var = find_var(c, e->as.name.name);
        if (!var || !var->known) return 0;
        *v = var->value;
        return 1;
    }
    case LANG_EX_BINARY:
        if (!const_int(c, e->as.binary.left, &a) || !const_int(c, e->as.binary.right, &b)) return 0;
        switch (e->as.binary.op) {
        case LANG_TOK_PLUS: *v = a + b; break;
        case LANG_TOK_MINUS: *v = a - b; break;
        case LANG_TOK_STAR: *v = a * b; break; /* both at most 1e9: fits in 64 bits */
        case LANG_TOK_SLASH: if (!b) return 0; *v = a / b; break;
        case LANG_TOK_PERCENT: if (!b) return 0; *v = a % b; break;
        default: return 0;
        }
        return *v <= COUNT_CAP && *v >= -COUNT_CAP;
    default:
        return 0;
    }
}

static void set_var(Ctx *c, const char *name, int known, long value)
{
    Var *v = find_var(c, name);
    if (!v) {
        if (c->var_count >= MAX_VARS) return; /* then it reads as unknown */
        v = &c->vars[c->var_count++];
        snprintf(v->name, sizeof v->name, "%s", name);
    }
    v->known = known;
    v->value = value;
}

/* ---- objects ---- */

static MjCodeObject *object_for(Ctx *c, const LangExpr *e)
{
    const char *name = e->as.call.object;
    for (int i = 0; i < c->out->object_count; i++)
        if (strcmp(c->out->objects[i].name, name) == 0) return &c->out->objects[i];
    if (strlen(name) >= MJ_NAME_MAX) {
        /* TRANSLATORS: a mistake in a May's Journey solution code; the objects' names (block1), commands
         * (MoveLeft, Rotate, Stop, Open) and attributes (isMoving, position, isLit) are the language's: keep them */
        fail(c, e->as.call.object_span, _("the name %s is too long for a May's Journey object"), name);
        return NULL;
    }
    if (c->out->object_count >= MJ_GEN_MAX_OBJECTS) {
        char n[16];
        snprintf(n, sizeof n, "%d", MJ_GEN_MAX_OBJECTS);
        fail(c, e->as.call.object_span, _("%s is one object too many: a code can command at most %s objects"), name, n);
        return NULL;
    }
    MjCodeObject *o = &c->out->objects[c->out->object_count++];
    snprintf(o->name, sizeof o->name, "%s", name);
    o->line = e->as.call.object_span.line;
    o->column = e->as.call.object_span.column;
    return o;
}

static const char *set_word(MjCommandSet s)
{
    switch (s) {
    case MJ_CMD_MOVE: return "Move";
    case MJ_CMD_ROTATE: return "Rotate";
    case MJ_CMD_STOP: return "Stop";
    case MJ_CMD_OPEN: return "Open";
    case MJ_CMD_NONE: break;
    }
    return "nothing";
}

static const LangExpr *only_arg(const LangExpr *e)
{
    return e->as.call.arg_count == 1 ? e->as.call.args[0] : NULL;
}

static int add_command(Ctx *c, const LangExpr *e, const Frame *f)
{
    const char *name = e->as.call.name;
    MjCommandSet set;
    if (!strcmp(name, "MoveLeft") || !strcmp(name, "MoveRight") || !strcmp(name, "MoveUp") ||
        !strcmp(name, "MoveDown"))
        set = MJ_CMD_MOVE;
    else if (!strcmp(name, "Rotate"))
        set = MJ_CMD_ROTATE;
    else if (!strcmp(name, "Stop"))
        set = MJ_CMD_STOP;
    else if (!strcmp(name, "Open"))
        set = MJ_CMD_OPEN;
    else
        return fail(c, e->as.call.name_span,
                    _("%s has no command %s: May's Journey's commands are MoveLeft, MoveRight, MoveUp, MoveDown, "
                      "Rotate, Stop and Open"),
                    e->as.call.object, name);
    char arg[MJ_GEN_TEXT] = "";
    if (set == MJ_CMD_ROTATE) {
        const LangExpr *a = only_arg(e);
        if (!a || a->kind != LANG_EX_STRING || (strcmp(a->as.string.text, "left") && strcmp(a->as.string.text, "right")))
            /* TRANSLATORS: keep "left" and "right": the words the code writes */
            return fail(c, e->span, _("%s.Rotate takes \"left\" or \"right\", written out: %s.Rotate(\"right\");"),
                        e->as.call.object, e->as.call.object);
        snprintf(arg, sizeof arg, "%s", a->as.string.text);
    } else if (e->as.call.arg_count != 0) {
        return fail(c, e->span, _("%s.%s takes nothing between its brackets: %s()"), e->as.call.object, name, name);
    }
    MjCodeObject *o = object_for(c, e);
    if (!o) return 0;
    if (o->commands != MJ_CMD_NONE && o->commands != set)
        /* TRANSLATORS: %2$s and %3$s are command kinds: Move, Rotate, Stop, Open (keep them) */
        return fail(c, e->as.call.name_span, _("%s takes %s and %s: each object takes one kind of command"), o->name,
                    set_word(o->commands), set_word(set));
    o->commands = set;
    MjAction *a = NULL;
    for (int i = 0; i < o->action_count; i++)
        if (!strcmp(o->actions[i].command, name) && !strcmp(o->actions[i].arg, arg)) a = &o->actions[i];
    if (!a) {
        if (o->action_count >= MJ_GEN_MAX_ACTIONS)
            return fail(c, e->span, _("%s has too many different commands"), o->name);
        a = &o->actions[o->action_count++];
        snprintf(a->command, sizeof a->command, "%s", name);
        snprintf(a->arg, sizeof a->arg, "%s", arg);
    }
    long n = (long)a->n + f->mult;
    if (n > COUNT_CAP) {
        n = COUNT_CAP;
        a->n_unknown = 1;
    }
    a->n = (int)n;
    a->n_unknown |= f->unknown;
    a->conditional |= f->conditional;
    c->out->commands++;
    return 1;
}

/* ---- attributes ---- */

static void literal_text(const LangExpr *e, char *out, int size)
{
    switch (e->kind) {
    case LANG_EX_INT: snprintf(out, (size_t)size, "%lld", (long long)e->as.int_value); break;
    case LANG_EX_BOOL: snprintf(out, (size_t)size, "%s", e->as.bool_value ? "true" : "false"); break;
    case LANG_EX_STRING: snprintf(out, (size_t)size, "\"%.*s\"", size - 3, e->as.string.text); break;
    default: snprintf(out, (size_t)size, "?"); break;
    }
}

/* The attribute named by e (an ATTR) on its object, added if new; NULL on an error. */
static MjAttribute *attribute_for(Ctx *c, const LangExpr *e, const char *initial, const char *desired)
{
    const char *name = e->as.call.name;
    if (strcmp(name, "isMoving") && strcmp(name, "position") && strcmp(name, "isLit")) {
        fail(c, e->as.call.name_span,
             _("%s has no attribute %s: May's Journey's attributes are isMoving, position and isLit"),
             e->as.call.object, name);
        return NULL;
    }
    MjCodeObject *o = object_for(c, e);
    if (!o) return NULL;
    for (int i = 0; i < o->attr_count; i++) {
        MjAttribute *a = &o->attrs[i];
        if (strcmp(a->name, name)) continue;
        if (!strcmp(a->desired, desired) || !strcmp(desired, "?")) return a;
        if (!strcmp(a->desired, "?")) { /* a mention that said nothing, now made precise */
            snprintf(a->initial, sizeof a->initial, "%s", initial);
            snprintf(a->desired, sizeof a->desired, "%s", desired);
            return a;
        }
    }
    if (o->attr_count >= MJ_GEN_MAX_ATTRS) {
        fail(c, e->span, _("%s is tested in too many ways"), o->name);
        return NULL;
    }
    MjAttribute *a = &o->attrs[o->attr_count++];
    snprintf(a->name, sizeof a->name, "%s", name);
    snprintf(a->initial, sizeof a->initial, "%s", initial);
    snprintf(a->desired, sizeof a->desired, "%s", desired);
    return a;
}

static int is_literal(const LangExpr *e)
{
    return e->kind == LANG_EX_INT || e->kind == LANG_EX_BOOL || e->kind == LANG_EX_STRING;
}

static const char *op_text(int op)
{
    switch (op) {
    case LANG_TOK_EQUAL_EQUAL: return "==";
    case LANG_TOK_BANG_EQUAL: return "!=";
    case LANG_TOK_LESS: return "<";
    case LANG_TOK_LESS_EQUAL: return "<=";
    case LANG_TOK_GREATER: return ">";
    case LANG_TOK_GREATER_EQUAL: return ">=";
    }
    return "?";
}

static int op_negate(int op)
{
    switch (op) {
    case LANG_TOK_EQUAL_EQUAL: return LANG_TOK_BANG_EQUAL;
    case LANG_TOK_BANG_EQUAL: return LANG_TOK_EQUAL_EQUAL;
    case LANG_TOK_LESS: return LANG_TOK_GREATER_EQUAL;
    case LANG_TOK_LESS_EQUAL: return LANG_TOK_GREATER;
    case LANG_TOK_GREATER: return LANG_TOK_LESS_EQUAL;
    case LANG_TOK_GREATER_EQUAL: return LANG_TOK_LESS;
    }
    return op;
}

static int op_mirror(int op) /* 3 < x is x > 3 */
{
    switch (op) {
    case LANG_TOK_LESS: return LANG_TOK_GREATER;
    case LANG_TOK_LESS_EQUAL: return LANG_TOK_GREATER_EQUAL;
    case LANG_TOK_GREATER: return LANG_TOK_LESS;
    case LANG_TOK_GREATER_EQUAL: return LANG_TOK_LESS_EQUAL;
    }
    return op;
}

/* "attr OP literal" must become true (an if), or false (a while: then negated). */
static int comparison(Ctx *c, const LangExpr *attr, int op, const LangExpr *lit, int in_while)
{
    char value[MJ_GEN_TEXT], other[MJ_GEN_TEXT] = "?";
    literal_text(lit, value, sizeof value);
    int is_word = lit->kind == LANG_EX_STRING;
    int lever_word = is_word && (!strcmp(lit->as.string.text, "left") || !strcmp(lit->as.string.text, "right"));
    if (lever_word) snprintf(other, sizeof other, "\"%s\"", strcmp(lit->as.string.text, "left") ? "left" : "right");
    if (lit->kind == LANG_EX_BOOL) snprintf(other, sizeof other, "%s", lit->as.bool_value ? "false" : "true");
    /* what holds before (a while's condition is true when it starts) and what is wanted */
    int want = in_while ? op_negate(op) : op;
    char initial[MJ_GEN_TEXT] = "?", desired[MJ_GEN_TEXT];
    if (want == LANG_TOK_EQUAL_EQUAL) {
        snprintf(desired, sizeof desired, "%s", value);
        if (in_while || lever_word || lit->kind == LANG_EX_BOOL) snprintf(initial, sizeof initial, "%s", other);
    } else if (want == LANG_TOK_BANG_EQUAL && (lever_word || lit->kind == LANG_EX_BOOL)) {
        snprintf(desired, sizeof desired, "%s", other);
        snprintf(initial, sizeof initial, "%s", value);
    } else {
        snprintf(desired, sizeof desired, "%s%s", op_text(want), value);
        if (in_while && op == LANG_TOK_EQUAL_EQUAL) snprintf(initial, sizeof initial, "%s", value);
    }
    if (!strcmp(attr->as.call.name, "position")) {
        /* a word is a lever's position, a number a moving block's */
        if (is_word && !lever_word)
            return fail(c, lit->span, _("a lever's position is \"left\" or \"right\", not %s"), value);
    }
    return attribute_for(c, attr, initial, desired) != NULL;
}

/* A condition of an if (in_while 0) or a while (in_while 1). */
static int condition(Ctx *c, const LangExpr *e, int in_while, int negated)
{
    if (!e) return 1;
    switch (e->kind) {
    case LANG_EX_AND:
    case LANG_EX_OR:
        return condition(c, e->as.binary.left, in_while, negated) && condition(c, e->as.binary.right, in_while, negated);
    case LANG_EX_UNARY:
        if (e->as.unary.op == LANG_TOK_BANG) return condition(c, e->as.unary.operand, in_while, !negated);
        return condition(c, e->as.unary.operand, in_while, negated);
    case LANG_EX_ATTR: {
        /* a bare true/false attribute: compared to true */
        int truth = !negated; /* the condition holds when the attribute is `truth` */
        int want = in_while ? !truth : truth;
        const char *name = e->as.call.name;
        const char *initial = "?";
        if (in_while) initial = truth ? "true" : "false";
        else if (!strcmp(name, "isLit")) initial = want ? "false" : "true";
        return attribute_for(c, e, initial, want ? "true" : "false") != NULL;
    }
    case LANG_EX_BINARY: {
        const LangExpr *l = e->as.binary.left, *r = e->as.binary.right;
        int op = e->as.binary.op;
        if (negated) op = op_negate(op);
        if (l->kind == LANG_EX_ATTR && is_literal(r)) return comparison(c, l, op, r, in_while);
        if (r->kind == LANG_EX_ATTR && is_literal(l)) return comparison(c, r, op_mirror(op), l, in_while);
        /* anything else: every attribute in it is noted, wanted state unknown */
        return condition(c, l, in_while, 0) && condition(c, r, in_while, 0);
    }
    case LANG_EX_COMMAND:
        return fail(c, e->span, _("%s.%s() is a command: it can't be tested in a condition"), e->as.call.object,
                    e->as.call.name);
    case LANG_EX_CALL:
        return fail(c, e->span, _("%s() is not part of May's Journey: conditions test attributes (block1.isMoving)"),
                    e->as.call.name);
    default:
        return 1;
    }
}

/* Expressions outside conditions: commands (counted), attributes (noted), calls (refused). */
static int expression(Ctx *c, const LangExpr *e, const Frame *f)
{
    if (!e) return 1;
    switch (e->kind) {
    case LANG_EX_COMMAND: return add_command(c, e, f);
    case LANG_EX_ATTR: return attribute_for(c, e, "?", "?") != NULL;
    case LANG_EX_CALL:
        return fail(c, e->span,
                    _("%s() is not a May's Journey command: commands name their object (block1.MoveLeft();)"),
                    e->as.call.name);
    case LANG_EX_UNARY: return expression(c, e->as.unary.operand, f);
    case LANG_EX_BINARY:
    case LANG_EX_AND:
    case LANG_EX_OR: return expression(c, e->as.binary.left, f) && expression(c, e->as.binary.right, f);
    case LANG_EX_ASSIGN: {
        if (!expression(c, e->as.assign.value, f)) return 0;
        long v = 0;
        int known = !f->nested && const_int(c, e->as.assign.value, &v);
        set_var(c, e->as.assign.name, known, v);
        return 1;
    }
    default: return 1;
    }
}

static int statement(Ctx *c, const LangStmt *s, Frame f);

static int body(Ctx *c, const LangStmt *s, Frame f)
{
    if (!s) return 1;
    if (s->kind == LANG_ST_BLOCK) {
        for (int i = 0; i < s->as.block.body.count; i++)
            if (!statement(c, s->as.block.body.items[i], f)) return 0;
        return 1;
    }
    return statement(c, s, f);
}

static int statement(Ctx *c, const LangStmt *s, Frame f)
{
    if (!s) return 1;
    Frame inner = f;
    inner.nested = 1;
    switch (s->kind) {
    case LANG_ST_VAR: {
        c->out->variables++;
        if (!expression(c, s->as.var.init, &f)) return 0;
        long v = 0;
        int known = !f.nested && s->as.var.init && const_int(c, s->as.var.init, &v);
        set_var(c, s->as.var.name, known, v);
        return 1;
    }
    case LANG_ST_EXPR: return expression(c, s->as.expr.expr, &f);
    case LANG_ST_BLOCK: return body(c, s, f);
    case LANG_ST_IF:
        c->out->ifs++;
        if (!condition(c, s->as.if_.cond, 0, 0)) return 0;
        inner.conditional = 1;
        return body(c, s->as.if_.then_branch, inner) && body(c, s->as.if_.else_branch, inner);
    case LANG_ST_WHILE:
        c->out->whiles++;
        if (!condition(c, s->as.while_.cond, 1, 0)) return 0;
        inner.unknown = 1;
        return body(c, s->as.while_.body, inner);
    case LANG_ST_REPEAT: {
        c->out->fors++;
        long n = 0;
        if (!expression(c, s->as.repeat.count, &f)) return 0;
        if (const_int(c, s->as.repeat.count, &n)) {
            if (n < 0) n = 0;
            inner.mult = f.mult * n;
            if (inner.mult > COUNT_CAP) {
                inner.mult = COUNT_CAP;
                inner.unknown = 1;
            }
        } else {
            inner.unknown = 1;
        }
        return body(c, s->as.repeat.body, inner);
    }
    case LANG_ST_FOR:
        c->out->fors++;
        inner.unknown = 1;
        if (!statement(c, s->as.for_.init, f)) return 0;
        if (!condition(c, s->as.for_.cond, 1, 0) || !expression(c, s->as.for_.step, &inner)) return 0;
        return body(c, s->as.for_.body, inner);
    case LANG_ST_FUNCTION:
        /* TRANSLATORS: function and return are the language's keywords: keep them */
        return fail(c, s->span, _("function %s: the generator reads one program without functions"), s->as.function.name);
    case LANG_ST_RETURN:
        return fail(c, s->span, "%s", _("return: the generator reads one program without functions"));
    }
    return 1;
}

/* The kind an attribute says, or UNKNOWN. */
static MjObjectGuess attr_guess(const MjAttribute *a)
{
    if (!strcmp(a->name, "isMoving")) return MJ_GUESS_STOPPABLE;
    if (!strcmp(a->name, "isLit")) return MJ_GUESS_FIRE_PIT;
    /* position: compared to a word it is a lever's, to a number a moving block's */
    if (!strcmp(a->desired, "?")) return MJ_GUESS_UNKNOWN;
    return strchr(a->desired, '"') ? MJ_GUESS_LEVER : MJ_GUESS_STOPPABLE;
}

static MjObjectGuess command_guess(MjCommandSet s)
{
    switch (s) {
    case MJ_CMD_MOVE: return MJ_GUESS_MOVABLE;
    case MJ_CMD_ROTATE: return MJ_GUESS_ROTATABLE;
    case MJ_CMD_STOP: return MJ_GUESS_STOPPABLE;
    case MJ_CMD_OPEN: return MJ_GUESS_DOOR;
    case MJ_CMD_NONE: break;
    }
    return MJ_GUESS_UNKNOWN;
}

static int guess_kinds(Ctx *c)
{
    for (int i = 0; i < c->out->object_count; i++) {
        MjCodeObject *o = &c->out->objects[i];
        MjObjectGuess g = command_guess(o->commands);
        const char *why = set_word(o->commands);
        LangSpan at = {0};
        at.line = o->line;
        at.column = o->column;
        for (int k = 0; k < o->attr_count; k++) {
            MjObjectGuess ag = attr_guess(&o->attrs[k]);
            if (ag == MJ_GUESS_UNKNOWN) continue;
            if (g == MJ_GUESS_UNKNOWN) {
                g = ag;
                why = o->attrs[k].name;
            } else if (g != ag) {
                /* TRANSLATORS: %1$s an object (block1), %2$s a command kind (Move) or attribute (isMoving),
                 * %3$s an attribute, %4$s the kind of object it implies (movable, lever...) */
                return fail(c, at, _("%s takes %s, but %s belongs to a %s object: each object is one kind of thing"),
                            o->name, why, o->attrs[k].name[0] ? o->attrs[k].name : "?", _(mj_guess_name(ag)));
            }
        }
        /* position tested against nothing known: a moving block's (its only numeric use) */
        if (g == MJ_GUESS_UNKNOWN) g = MJ_GUESS_STOPPABLE;
        o->guess = g;
    }
    return 1;
}

int mj_extract_ast(const LangAst *ast, MjExtract *out, LpDiag *diag)
{
    memset(out, 0, sizeof *out);
    static const Frame top = { .mult = 1 };
    Ctx c = { .out = out, .diag = diag };
    for (int i = 0; i < ast->program.count; i++)
        if (!statement(&c, ast->program.items[i], top)) return 0;
    if (!guess_kinds(&c)) return 0;
    if (out->commands == 0 && out->object_count == 0)
        return lp_diag_set(diag, "code", 1, "%s", _("the code commands no object: give it at least one command (block1.MoveLeft();)"));
    if (out->commands == 0) {
        lp_diag_set(diag, "code", out->objects[0].line,
                    _("the code only tests %s: give it at least one command (a level is made from what the code does)"),
                    out->objects[0].name);
        if (diag) diag->column = out->objects[0].column;
        return 0;
    }
    return 1;
}

int mj_extract(const char *code, MjExtract *out, LpDiag *diag)
{
    memset(out, 0, sizeof *out);
    LangErrors errors;
    memset(&errors, 0, sizeof errors);
    const char *src = code ? code : "";
    LangAst *ast = lang_parse(src, (int)strlen(src), &errors);
    if (!ast) {
        if (errors.count > 0) {
            lp_diag_set(diag, "code", errors.items[0].line, "%s", errors.items[0].text);
            if (diag) diag->column = errors.items[0].column;
            return 0;
        }
        return lp_diag_set(diag, "code", 0, "%s", _("the code could not be read"));
    }
    int ok = mj_extract_ast(ast, out, diag);
    lang_ast_destroy(ast);
    return ok;
}
