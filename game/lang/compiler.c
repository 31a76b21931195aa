/* compiler.c - a checked syntax tree to bytecode (clox's compiler, over a tree instead of
 * tokens). It also resolves every name against the host's table: unknown objects, commands,
 * attributes, functions and variables become pupil-facing errors with suggestions, all of them
 * reported in one go.
 * Long file: one pass over the tree; name resolution and code generation share its scopes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "lang/internal.h"

#define MAX_SLOTS 250 /* u8 slots, with room for hidden loop counters */
#define NO_OBJECT 0xFFFF

typedef struct Local {
    const char *name;  /* NULL for a hidden loop counter */
    int depth;
} Local;

typedef struct FnState {
    LangFunction *fn;
    Local locals[MAX_SLOTS];
    int local_count;
    int scope_depth;
    int stack;          /* values on the stack now: locals and temporaries */
    bool is_main;
} FnState;

typedef struct FuncInfo {
    const char *name;
    int arity;
    const LangStmt *decl;
} FuncInfo;

typedef struct Compiler {
    LangProgram *prog;
    const LangHost *host;
    LangErrors *errors;
    FnState *fs;
    FuncInfo funcs[LANG_MAX_FUNCTIONS];
    int func_count;
    const char *globals[LANG_MAX_VARIABLES];
    int global_count;
    bool failed;       /* any error: the program is not kept */
    bool too_complex;  /* a table or jump overflowed (reported once) */
} Compiler;

/* ---- errors ----------------------------------------------------------------------------- */
static void error(Compiler *c, LangMsg msg, LangSpan span, const char *a1, const char *a2, const char *a3)
{
    c->failed = true;
    lang_error_addf(c->errors, msg, span, a1, a2, a3);
}

/* An error with one or two hint sentences after it. */
/* A hint that lists what there is ("You can use: forward(), ...") already given by an earlier
 * mistake on the same line: its bubble sits right above, so the later one leaves it out. */
static bool list_hint_given(const Compiler *c, LangMsg hint, const char *a, const char *b, int line)
{
    if (hint != LANG_MSG_HINT_ACTIONS && hint != LANG_MSG_HINT_COMMANDS && hint != LANG_MSG_HINT_OBJECTS &&
        hint != LANG_MSG_HINT_NO_OBJECTS && hint != LANG_MSG_HINT_NO_COMMANDS &&
        hint != LANG_MSG_HINT_ATTRIBUTES)
        return false;
    if (!c->errors) return false;
    char said[320];
    lang_msg_format(said, sizeof said, hint, a, b, NULL, NULL);
    for (int i = 0; i < c->errors->count; i++)
        if (c->errors->items[i].line == line && strstr(c->errors->items[i].text, said)) return true;
    return false;
}

static void error_hinted(Compiler *c, LangMsg msg, LangSpan span, const char *a1, const char *a2,
                         LangMsg hint1, const char *h1a, const char *h1b, LangMsg hint2,
                         const char *h2a, const char *h2b)
{
    char text[320];
    c->failed = true;
    lang_msg_format(text, sizeof text, msg, a1, a2, NULL, NULL);
    if (hint1 != LANG_MSG_NONE && !list_hint_given(c, hint1, h1a, h1b, span.line))
        lang_msg_append(text, sizeof text, hint1, h1a, h1b);
    if (hint2 != LANG_MSG_NONE && !list_hint_given(c, hint2, h2a, h2b, span.line))
        lang_msg_append(text, sizeof text, hint2, h2a, h2b);
    lang_error_add(c->errors, msg, span, text);
}

static void too_complex(Compiler *c, LangSpan span)
{
    if (!c->too_complex) error(c, LANG_MSG_TOO_COMPLEX, span, NULL, NULL, NULL);
    c->too_complex = true;
}

/* ---- emitting --------------------------------------------------------------------------- */
static void emit_byte(Compiler *c, uint8_t b)
{
    if (!lang_fn_emit(c->fs->fn, b)) c->too_complex = c->failed = true;
}

static void emit_u16(Compiler *c, int v)
{
    emit_byte(c, (uint8_t)(v >> 8));
    emit_byte(c, (uint8_t)(v & 0xFF));
}

/* An instruction with its effect on the stack height. */
static void emit_op(Compiler *c, LangOp op, int stack_effect)
{
    emit_byte(c, (uint8_t)op);
    c->fs->stack += stack_effect;
    if (c->fs->stack > c->fs->fn->max_stack) c->fs->fn->max_stack = c->fs->stack;
}

static void emit_constant(Compiler *c, Value v, LangSpan span)
{
    int index = lang_program_add_constant(c->prog, v);
    if (index < 0) {
        too_complex(c, span);
        return;
    }
    emit_op(c, OP_CONST, 1);
    emit_u16(c, index);
}

static int string_constant(Compiler *c, const char *text, int length, LangSpan span)
{
    LangStr *s = lang_str_new(&c->prog->constant_strings, text, length);
    if (s) s->marked = true; /* never collected, never marked by a VM (see vm.c) */
    if (!s) {
        too_complex(c, span);
        return 0;
    }
    Value v = { .type = LANG_VAL_STRING, .as.s = s };
    int index = lang_program_add_constant(c->prog, v);
    if (index < 0) {
        too_complex(c, span);
        return 0;
    }
    return index;
}

static int emit_jump(Compiler *c, LangOp op, int effect)
{
    emit_op(c, op, effect);
    emit_u16(c, 0xFFFF);
    return c->fs->fn->count - 2;
}

static void patch_jump(Compiler *c, int at, LangSpan span)
{
    if (c->too_complex || at < 0 || at + 2 > c->fs->fn->count) return;
    int offset = c->fs->fn->count - at - 2;
    if (offset > 0xFFFF) {
        too_complex(c, span);
        return;
    }
    c->fs->fn->code[at] = (uint8_t)(offset >> 8);
    c->fs->fn->code[at + 1] = (uint8_t)(offset & 0xFF);
}

static void emit_loop(Compiler *c, int loop_start, LangSpan span)
{
    emit_op(c, OP_LOOP, 0);
    int offset = c->fs->fn->count - loop_start + 2;
    if (offset > 0xFFFF) too_complex(c, span);
    emit_u16(c, offset & 0xFFFF);
}

static void emit_step(Compiler *c, LangSpan span)
{
    int index = lang_program_add_span(c->prog, span);
    if (index < 0) {
        too_complex(c, span);
        return;
    }
    emit_op(c, OP_STEP, 0);
    emit_u16(c, index);
}

/* Mistakes in code that is not a statement of its own (i = i + 1 in a for header) are shown there. */
static void emit_span(Compiler *c, LangSpan span)
{
    int index = lang_program_add_span(c->prog, span);
    if (index < 0) {
        too_complex(c, span);
        return;
    }
    emit_op(c, OP_SPAN, 0);
    emit_u16(c, index);
}

/* ---- names ------------------------------------------------------------------------------ */
static int find_object(const Compiler *c, const char *name)
{
    for (int i = 0; i < c->host->object_count; i++)
        if (strcmp(c->host->objects[i].name, name) == 0) return i;
    return -1;
}

static int find_action(const Compiler *c, const char *name)
{
    for (int i = 0; i < c->host->action_count; i++)
        if (strcmp(c->host->actions[i].name, name) == 0) return i;
    return -1;
}

static int find_function(const Compiler *c, const char *name)
{
    for (int i = 0; i < c->func_count; i++)
        if (strcmp(c->funcs[i].name, name) == 0) return i;
    return -1;
}

static int find_global(const Compiler *c, const char *name)
{
    for (int i = 0; i < c->global_count; i++)
        if (strcmp(c->globals[i], name) == 0) return i;
    return -1;
}

static int find_local(const FnState *fs, const char *name)
{
    for (int i = fs->local_count - 1; i >= 0; i--)
        if (fs->locals[i].name && strcmp(fs->locals[i].name, name) == 0) return i;
    return -1;
}

static const LangKindDesc *kind_of(const Compiler *c, int object)
{
    int k = c->host->objects[object].kind;
    static const LangKindDesc none = { "object", NULL, 0, NULL, 0 };
    return (k >= 0 && k < c->host->kind_count) ? &c->host->kinds[k] : &none;
}

static bool is_variable(const Compiler *c, const char *name)
{
    return find_local(c->fs, name) >= 0 || find_global(c, name) >= 0;
}

/* What a name already means, in words ("an object"), or NULL when it is free. */
static const char *name_taken(const Compiler *c, const char *name)
{
    if (find_object(c, name) >= 0) return lang_msg_template(LANG_MSG_WORD_AN_OBJECT);
    if (find_action(c, name) >= 0 || strcmp(name, "print") == 0)
        return lang_msg_template(LANG_MSG_WORD_AN_ACTION);
    if (find_function(c, name) >= 0) return lang_msg_template(LANG_MSG_WORD_A_FUNCTION);
    return NULL;
}

static void offer_variables(const Compiler *c, LangSuggest *sg)
{
    for (int i = 0; i < c->fs->local_count; i++) lang_suggest_offer(sg, c->fs->locals[i].name);
    for (int i = 0; i < c->global_count; i++) lang_suggest_offer(sg, c->globals[i]);
}

static void offer_callables(const Compiler *c, LangSuggest *sg)
{
    for (int i = 0; i < c->func_count; i++) lang_suggest_offer(sg, c->funcs[i].name);
    for (int i = 0; i < c->host->action_count; i++) lang_suggest_offer(sg, c->host->actions[i].name);
    lang_suggest_offer(sg, "print");
}

static void offer_objects(const Compiler *c, LangSuggest *sg)
{
    for (int i = 0; i < c->host->object_count; i++) lang_suggest_offer(sg, c->host->objects[i].name);
}

/* ---- expressions ------------------------------------------------------------------------ */
static void expression(Compiler *c, const LangExpr *e);

/* An object's name used as a value or called like a function: show how it is used. */
static void object_as_value(Compiler *c, int object, const char *name, LangSpan span)
{
    const LangKindDesc *kind = kind_of(c, object);
    if (kind->command_count > 0)
        error(c, LANG_MSG_OBJECT_AS_VALUE, span, name, kind->commands[0].name, NULL);
    else if (kind->attribute_count > 0)
        error(c, LANG_MSG_OBJECT_AS_VALUE_ATTR, span, name, kind->attributes[0].name, NULL);
    else
        error(c, LANG_MSG_OBJECT_NO_ATTRIBUTES, span, name, NULL, NULL);
}

/* The object a COMMAND or ATTR names, or -1 after reporting why there is none. */
static int resolve_object(Compiler *c, const LangExpr *e)
{
    const char *name = e->as.call.object;
    int object = find_object(c, name);
    if (object >= 0) return object;
    if (is_variable(c, name)) {
        error(c, LANG_MSG_NOT_AN_OBJECT, e->as.call.object_span, name, NULL, NULL);
        return -1;
    }
    LangSuggest sg;
    lang_suggest_init(&sg, name);
    offer_objects(c, &sg);
    if (sg.best) {
        error_hinted(c, LANG_MSG_UNKNOWN_OBJECT, e->as.call.object_span, name, NULL,
                     LANG_MSG_HINT_DID_YOU_MEAN, sg.best, NULL, LANG_MSG_NONE, NULL, NULL);
    } else if (c->host->object_count > 0) {
        char list[200];
        lang_join_names(list, sizeof list, &c->host->objects[0].name, c->host->object_count,
                        sizeof(LangObjectDesc), "");
        error_hinted(c, LANG_MSG_UNKNOWN_OBJECT, e->as.call.object_span, name, NULL,
                     LANG_MSG_HINT_OBJECTS, list, NULL, LANG_MSG_NONE, NULL, NULL);
    } else {
        error_hinted(c, LANG_MSG_UNKNOWN_OBJECT, e->as.call.object_span, name, NULL,
                     LANG_MSG_HINT_NO_OBJECTS, NULL, NULL, LANG_MSG_NONE, NULL, NULL);
    }
    return -1;
}

static int find_command(const LangKindDesc *kind, const char *name)
{
    for (int i = 0; i < kind->command_count; i++)
        if (strcmp(kind->commands[i].name, name) == 0) return i;
    return -1;
}

static int find_attribute(const LangKindDesc *kind, const char *name)
{
    for (int i = 0; i < kind->attribute_count; i++)
        if (strcmp(kind->attributes[i].name, name) == 0) return i;
    return -1;
}

/* '"left", "right"' for a word list. */
static void quote_words(char *out, int out_size, const char *const *words)
{
    int o = 0;
    out[0] = '\0';
    for (int i = 0; words && words[i] && o < out_size - 8; i++)
        o += snprintf(out + o, (size_t)(out_size - o), "%s\"%s\"", i ? ", " : "", words[i]);
}

/* Check a command's arguments as written; runtime checks cover what is not a literal. */
static bool check_args(Compiler *c, const LangCommandDesc *cmd, const char *shown, const LangExpr *e)
{
    int argc = e->as.call.arg_count;
    char words[160];
    switch (cmd->arg) {
    case LANG_ARG_NONE:
        if (argc != 0) {
            error(c, LANG_MSG_ARG_NONE, e->span, shown, NULL, NULL);
            return false;
        }
        return true;
    case LANG_ARG_WORD:
        quote_words(words, sizeof words, cmd->words);
        if (argc != 1) {
            error(c, LANG_MSG_ARG_WORD, e->span, shown, words, NULL);
            return false;
        }
        {
            const LangExpr *a = e->as.call.args[0];
            if (a->kind == LANG_EX_STRING) {
                for (int i = 0; cmd->words && cmd->words[i]; i++)
                    if (strcmp(cmd->words[i], a->as.string.text) == 0) return true;
            }
            if (a->kind == LANG_EX_STRING || a->kind == LANG_EX_INT || a->kind == LANG_EX_BOOL) {
                char given[64];
                if (a->kind == LANG_EX_STRING) snprintf(given, sizeof given, "\"%.40s\"", a->as.string.text);
                else if (a->kind == LANG_EX_INT) snprintf(given, sizeof given, "%lld", (long long)a->as.int_value);
                else snprintf(given, sizeof given, "%s", a->as.bool_value ? "true" : "false");
                error(c, LANG_MSG_ARG_WORD_WRONG, a->span, shown, words, given);
                return false;
            }
        }
        return true;
    case LANG_ARG_INT:
        if (argc != 1 || e->as.call.args[0]->kind == LANG_EX_STRING || e->as.call.args[0]->kind == LANG_EX_BOOL) {
            error(c, LANG_MSG_ARG_INT, e->span, shown, NULL, NULL);
            return false;
        }
        return true;
    }
    return true;
}

static void emit_command(Compiler *c, int object, int command, const LangExpr *e)
{
    for (int i = 0; i < e->as.call.arg_count; i++) expression(c, e->as.call.args[i]);
    emit_op(c, OP_COMMAND, 1 - e->as.call.arg_count);
    emit_u16(c, object < 0 ? NO_OBJECT : object);
    emit_byte(c, (uint8_t)command);
    emit_byte(c, (uint8_t)e->as.call.arg_count);
}

static void command_expr(Compiler *c, const LangExpr *e)
{
    int object = resolve_object(c, e);
    if (object < 0) return;
    const LangKindDesc *kind = kind_of(c, object);
    const char *obj = e->as.call.object, *name = e->as.call.name;
    int command = find_command(kind, name);
    if (command < 0) {
        if (find_attribute(kind, name) >= 0) {
            error(c, LANG_MSG_ATTRIBUTE_AS_COMMAND, e->as.call.name_span, obj, name, NULL);
            return;
        }
        LangSuggest sg;
        lang_suggest_init(&sg, name);
        for (int i = 0; i < kind->command_count; i++) lang_suggest_offer(&sg, kind->commands[i].name);
        char list[200] = "";
        LangMsg hint = LANG_MSG_NONE;
        if (kind->command_count > 0) {
            hint = LANG_MSG_HINT_COMMANDS;
            lang_join_names(list, sizeof list, &kind->commands[0].name, kind->command_count,
                            sizeof(LangCommandDesc), "()");
        } else if (kind->attribute_count > 0) { /* a lever: nothing to do, only to read */
            hint = LANG_MSG_HINT_NO_COMMANDS;
            lang_join_names(list, sizeof list, &kind->attributes[0].name, kind->attribute_count,
                            sizeof(LangAttrDesc), "");
        }
        error_hinted(c, LANG_MSG_UNKNOWN_COMMAND, e->as.call.name_span, obj, name,
                     sg.best ? LANG_MSG_HINT_DID_YOU_MEAN : LANG_MSG_NONE, sg.best, NULL,
                     hint, obj, list);
        return;
    }
    char shown[160];
    snprintf(shown, sizeof shown, "%s.%s", obj, name);
    if (!check_args(c, &kind->commands[command], shown, e)) return;
    emit_command(c, object, command, e);
}

static void attr_expr(Compiler *c, const LangExpr *e)
{
    int object = resolve_object(c, e);
    if (object < 0) return;
    const LangKindDesc *kind = kind_of(c, object);
    const char *obj = e->as.call.object, *name = e->as.call.name;
    int attr = find_attribute(kind, name);
    if (attr < 0) {
        if (find_command(kind, name) >= 0) {
            error(c, LANG_MSG_COMMAND_AS_ATTRIBUTE, e->as.call.name_span, obj, name, NULL);
            return;
        }
        if (kind->attribute_count == 0) {
            error(c, LANG_MSG_OBJECT_NO_ATTRIBUTES, e->span, obj, NULL, NULL);
            return;
        }
        LangSuggest sg;
        lang_suggest_init(&sg, name);
        for (int i = 0; i < kind->attribute_count; i++) lang_suggest_offer(&sg, kind->attributes[i].name);
        char list[200];
        lang_join_names(list, sizeof list, &kind->attributes[0].name, kind->attribute_count,
                        sizeof(LangAttrDesc), "");
        error_hinted(c, LANG_MSG_UNKNOWN_ATTRIBUTE, e->as.call.name_span, obj, name,
                     sg.best ? LANG_MSG_HINT_DID_YOU_MEAN : LANG_MSG_NONE, sg.best, NULL,
                     LANG_MSG_HINT_ATTRIBUTES, obj, list);
        return;
    }
    emit_op(c, OP_ATTR, 1);
    emit_u16(c, object);
    emit_byte(c, (uint8_t)attr);
}

static void call_expr(Compiler *c, const LangExpr *e)
{
    const char *name = e->as.call.name;
    int argc = e->as.call.arg_count;
    char want[48], got[16];
    int f = find_function(c, name);
    if (f >= 0) {
        if (argc != c->funcs[f].arity) {
            char shown[80];
            snprintf(shown, sizeof shown, "%s()", name);
            int arity = c->funcs[f].arity; /* "no values", "1 value", "2 values" */
            /* TRANSLATORS: fills {2} of "{1} needs {2} in ( ), but got {3}." */
            if (arity == 0) snprintf(want, sizeof want, "%s", _("no values"));
            else snprintf(want, sizeof want, lp_trn("%d value", "%d values", arity), arity);
            snprintf(got, sizeof got, "%d", argc);
            error(c, LANG_MSG_ARITY, e->span, shown, want, got);
            return;
        }
        for (int i = 0; i < argc; i++) expression(c, e->as.call.args[i]);
        emit_op(c, OP_CALL, 1 - argc);
        emit_u16(c, f + 1); /* functions[0] is the main program */
        emit_byte(c, (uint8_t)argc);
        return;
    }
    int action = find_action(c, name);
    if (action >= 0) {
        char shown[80];
        snprintf(shown, sizeof shown, "%s", name);
        if (check_args(c, &c->host->actions[action], shown, e)) emit_command(c, -1, action, e);
        return;
    }
    if (strcmp(name, "print") == 0) {
        if (argc != 1) {
            error(c, LANG_MSG_PRINT_ARGS, e->span, NULL, NULL, NULL);
            return;
        }
        expression(c, e->as.call.args[0]);
        emit_op(c, OP_PRINT, 0);
        return;
    }
    int object = find_object(c, name);
    if (object >= 0) {
        object_as_value(c, object, name, e->as.call.name_span);
        return;
    }
    LangSuggest sg;
    lang_suggest_init(&sg, name);
    offer_callables(c, &sg);
    if (sg.best) {
        error_hinted(c, LANG_MSG_UNKNOWN_FUNCTION, e->as.call.name_span, name, NULL,
                     LANG_MSG_HINT_DID_YOU_MEAN, sg.best, NULL, LANG_MSG_NONE, NULL, NULL);
    } else if (c->host->action_count > 0) {
        char list[240];
        lang_join_names(list, sizeof list, &c->host->actions[0].name, c->host->action_count,
                        sizeof(LangCommandDesc), "()");
        error_hinted(c, LANG_MSG_UNKNOWN_FUNCTION, e->as.call.name_span, name, NULL,
                     LANG_MSG_HINT_ACTIONS, list, NULL, LANG_MSG_NONE, NULL, NULL);
    } else {
        error(c, LANG_MSG_UNKNOWN_FUNCTION, e->as.call.name_span, name, NULL, NULL);
    }
}

static void name_expr(Compiler *c, const LangExpr *e)
{
    const char *name = e->as.name.name;
    int local = find_local(c->fs, name);
    if (local >= 0) {
        int k = string_constant(c, name, (int)strlen(name), e->span);
        emit_op(c, OP_GET_LOCAL, 1);
        emit_byte(c, (uint8_t)local);
        emit_u16(c, k);
        return;
    }
    int global = find_global(c, name);
    if (global >= 0) {
        emit_op(c, OP_GET_GLOBAL, 1);
        emit_u16(c, global);
        return;
    }
    if (find_function(c, name) >= 0 || find_action(c, name) >= 0 || strcmp(name, "print") == 0) {
        const char *what = find_function(c, name) >= 0 ? lang_msg_template(LANG_MSG_WORD_A_FUNCTION)
                                                        : lang_msg_template(LANG_MSG_WORD_AN_ACTION);
        error(c, LANG_MSG_FUNCTION_AS_VALUE, e->span, name, what, NULL);
        return;
    }
    int object = find_object(c, name);
    if (object >= 0) {
        object_as_value(c, object, name, e->span);
        return;
    }
    LangSuggest sg;
    lang_suggest_init(&sg, name);
    offer_variables(c, &sg);
    offer_objects(c, &sg);
    lang_suggest_offer(&sg, "true");
    lang_suggest_offer(&sg, "false");
    error_hinted(c, LANG_MSG_UNKNOWN_NAME, e->span, name, NULL,
                 sg.best ? LANG_MSG_HINT_DID_YOU_MEAN : LANG_MSG_NONE, sg.best, NULL,
                 LANG_MSG_NONE, NULL, NULL);
}

static void assign_expr(Compiler *c, const LangExpr *e)
{
    const char *name = e->as.assign.name;
    int local = find_local(c->fs, name);
    int global = local < 0 ? find_global(c, name) : -1;
    if (local < 0 && global < 0) {
        const char *taken = name_taken(c, name);
        if (taken) {
            error(c, LANG_MSG_BAD_ASSIGN, e->as.assign.name_span, NULL, NULL, NULL);
            return;
        }
        LangSuggest sg;
        lang_suggest_init(&sg, name);
        offer_variables(c, &sg);
        if (sg.best)
            error_hinted(c, LANG_MSG_UNKNOWN_NAME, e->as.assign.name_span, name, NULL,
                         LANG_MSG_HINT_DID_YOU_MEAN, sg.best, NULL, LANG_MSG_NONE, NULL, NULL);
        else
            error(c, LANG_MSG_VAR_NOT_MADE, e->as.assign.name_span, name, NULL, NULL);
        return;
    }
    expression(c, e->as.assign.value);
    if (local >= 0) {
        emit_op(c, OP_SET_LOCAL, 0);
        emit_byte(c, (uint8_t)local);
    } else {
        emit_op(c, OP_SET_GLOBAL, 0);
        emit_u16(c, global);
    }
}

static LangOp binary_op(int token)
{
    switch (token) {
    case LANG_TOK_PLUS: return OP_ADD;
    case LANG_TOK_MINUS: return OP_SUB;
    case LANG_TOK_STAR: return OP_MUL;
    case LANG_TOK_SLASH: return OP_DIV;
    case LANG_TOK_PERCENT: return OP_MOD;
    case LANG_TOK_EQUAL_EQUAL: return OP_EQ;
    case LANG_TOK_BANG_EQUAL: return OP_NE;
    case LANG_TOK_LESS: return OP_LT;
    case LANG_TOK_LESS_EQUAL: return OP_LE;
    case LANG_TOK_GREATER: return OP_GT;
    default: return OP_GE;
    }
}

static void expression(Compiler *c, const LangExpr *e)
{
    if (c->too_complex) return;
    switch (e->kind) {
    case LANG_EX_INT:
        emit_constant(c, (Value){ .type = LANG_VAL_INT, .as.i = e->as.int_value }, e->span);
        break;
    case LANG_EX_BOOL:
        emit_op(c, e->as.bool_value ? OP_TRUE : OP_FALSE, 1);
        break;
    case LANG_EX_STRING: {
        int k = string_constant(c, e->as.string.text, e->as.string.length, e->span);
        emit_op(c, OP_CONST, 1);
        emit_u16(c, k);
        break;
    }
    case LANG_EX_NAME: name_expr(c, e); break;
    case LANG_EX_UNARY:
        expression(c, e->as.unary.operand);
        if (e->as.unary.op == LANG_TOK_BANG) {
            emit_op(c, OP_NOT, 0);
        } else {
            emit_op(c, OP_NEG, 0);
        }
        break;
    case LANG_EX_BINARY:
        expression(c, e->as.binary.left);
        expression(c, e->as.binary.right);
        emit_op(c, binary_op(e->as.binary.op), -1);
        break;
    case LANG_EX_AND:
    case LANG_EX_OR: {
        bool is_and = e->kind == LANG_EX_AND;
        expression(c, e->as.binary.left);
        emit_op(c, OP_TEST_BOOL, 0);
        emit_byte(c, is_and ? CTX_AND : CTX_OR);
        int jump = emit_jump(c, is_and ? OP_JUMP_IF_FALSE_KEEP : OP_JUMP_IF_TRUE_KEEP, 0);
        emit_op(c, OP_POP, -1);
        expression(c, e->as.binary.right);
        emit_op(c, OP_TEST_BOOL, 0);
        emit_byte(c, is_and ? CTX_AND : CTX_OR);
        patch_jump(c, jump, e->span);
        break;
    }
    case LANG_EX_ASSIGN: assign_expr(c, e); break;
    case LANG_EX_CALL: call_expr(c, e); break;
    case LANG_EX_COMMAND: command_expr(c, e); break;
    case LANG_EX_ATTR: attr_expr(c, e); break;
    }
}

/* ---- statements ------------------------------------------------------------------------- */
static void statement(Compiler *c, const LangStmt *s);

static void begin_scope(Compiler *c) { c->fs->scope_depth++; }

static void end_scope(Compiler *c)
{
    FnState *fs = c->fs;
    fs->scope_depth--;
    while (fs->local_count > 0 && fs->locals[fs->local_count - 1].depth > fs->scope_depth) {
        emit_op(c, OP_POP, -1);
        fs->local_count--;
    }
}

/* A new local for the value just pushed. Returns its slot or -1. */
static int add_local(Compiler *c, const char *name, LangSpan span)
{
    FnState *fs = c->fs;
    if (fs->local_count >= MAX_SLOTS || (name && fs->local_count >= LANG_MAX_VARIABLES)) {
        char most[8];
        snprintf(most, sizeof most, "%d", LANG_MAX_VARIABLES);
        error(c, LANG_MSG_TOO_MANY_VARIABLES, span, most, NULL, NULL);
        c->too_complex = true;
        return -1;
    }
    fs->locals[fs->local_count].name = name;
    fs->locals[fs->local_count].depth = fs->scope_depth;
    return fs->local_count++;
}

static bool check_new_variable(Compiler *c, const char *name, LangSpan span, bool global)
{
    const char *taken = name_taken(c, name);
    if (taken) {
        error(c, LANG_MSG_VAR_NAME_TAKEN, span, name, taken, NULL);
        return false;
    }
    if (!global) {
        FnState *fs = c->fs;
        for (int i = fs->local_count - 1; i >= 0 && fs->locals[i].depth == fs->scope_depth; i--) {
            if (fs->locals[i].name && strcmp(fs->locals[i].name, name) == 0) {
                error(c, LANG_MSG_VAR_TWICE, span, name, NULL, NULL);
                return false;
            }
        }
    }
    return true;
}

static void var_statement(Compiler *c, const LangStmt *s)
{
    const char *name = s->as.var.name;
    bool global = c->fs->is_main && c->fs->scope_depth == 0;
    emit_step(c, s->span);
    if (global) {
        int g = find_global(c, name); /* declared by the first pass */
        if (s->as.var.init) {
            expression(c, s->as.var.init);
            emit_op(c, OP_SET_GLOBAL, 0);
            emit_u16(c, g < 0 ? 0 : g);
            emit_op(c, OP_POP, -1);
        }
        return;
    }
    bool ok = check_new_variable(c, name, s->as.var.name_span, false);
    if (s->as.var.init) expression(c, s->as.var.init);
    else emit_op(c, OP_NONE, 1);
    add_local(c, ok ? name : "", s->as.var.name_span);
}

static void block_body(Compiler *c, const LangStmtList *list)
{
    for (int i = 0; i < list->count && !c->too_complex; i++) statement(c, list->items[i]);
}

static void test_bool(Compiler *c, int ctx)
{
    emit_op(c, OP_TEST_BOOL, 0);
    emit_byte(c, (uint8_t)ctx);
}

/* `name;` and `object.attribute;` are kept by the parser after it said "Put () after it".
 * That is right for forward; and block1.MoveLeft; only here is it known whether the name is
 * a variable, an attribute, an object or nothing at all, so the guess is replaced. */
static void bare_name(Compiler *c, const LangExpr *e)
{
    LangError *guess = NULL;
    for (int i = 0; i < c->errors->count; i++) {
        LangError *x = &c->errors->items[i];
        if (x->msg == LANG_MSG_MISSING_PARENS && x->line == e->span.line && x->column == e->span.column)
            guess = x;
    }
    if (!guess) { /* for (i; ...): a harmless start */
        expression(c, e);
        emit_op(c, OP_POP, -1);
        return;
    }
    LangErrors better = { 0 };
    LangErrors *real = c->errors;
    c->errors = &better;
    if (e->kind == LANG_EX_NAME) {
        const char *name = e->as.name.name;
        if (is_variable(c, name)) {
            error(c, LANG_MSG_NO_EFFECT, e->span, NULL, NULL, NULL);
        } else if (find_object(c, name) >= 0) {
            name_expr(c, e);
        } else if (find_function(c, name) < 0 && find_action(c, name) < 0 && strcmp(name, "print") != 0) {
            LangExpr call;
            memset(&call, 0, sizeof call);
            call.kind = LANG_EX_CALL;
            call.span = e->span;
            call.as.call.name = e->as.name.name;
            call.as.call.name_span = e->span;
            call_expr(c, &call); /* no such function: say so, with a suggestion */
        }
    } else {
        int object = find_object(c, e->as.call.object);
        const LangKindDesc *kind = object >= 0 ? kind_of(c, object) : NULL;
        if (kind && find_attribute(kind, e->as.call.name) >= 0)
            error(c, LANG_MSG_NO_EFFECT, e->span, NULL, NULL, NULL);
        else if (!kind || find_command(kind, e->as.call.name) < 0)
            attr_expr(c, e);
    }
    c->errors = real;
    c->failed = true;
    if (better.count > 0) *guess = better.items[0];
}

static void statement(Compiler *c, const LangStmt *s)
{
    if (c->too_complex) return;
    switch (s->kind) {
    case LANG_ST_VAR: var_statement(c, s); break;
    case LANG_ST_EXPR:
        if (s->as.expr.expr->kind == LANG_EX_NAME || s->as.expr.expr->kind == LANG_EX_ATTR) {
            emit_step(c, s->span);
            bare_name(c, s->as.expr.expr);
            break;
        }
        emit_step(c, s->span);
        expression(c, s->as.expr.expr);
        emit_op(c, OP_POP, -1);
        break;
    case LANG_ST_BLOCK:
        begin_scope(c);
        block_body(c, &s->as.block.body);
        end_scope(c);
        break;
    case LANG_ST_IF: {
        emit_step(c, s->span);
        expression(c, s->as.if_.cond);
        test_bool(c, CTX_IF);
        int to_else = emit_jump(c, OP_JUMP_IF_FALSE, -1);
        begin_scope(c);
        statement(c, s->as.if_.then_branch);
        end_scope(c);
        if (s->as.if_.else_branch) {
            int to_end = emit_jump(c, OP_JUMP, 0);
            patch_jump(c, to_else, s->span);
            begin_scope(c);
            statement(c, s->as.if_.else_branch);
            end_scope(c);
            patch_jump(c, to_end, s->span);
        } else {
            patch_jump(c, to_else, s->span);
        }
        break;
    }
    case LANG_ST_WHILE: {
        int loop_start = c->fs->fn->count;
        emit_step(c, s->span);
        expression(c, s->as.while_.cond);
        test_bool(c, CTX_WHILE);
        int exit = emit_jump(c, OP_JUMP_IF_FALSE, -1);
        begin_scope(c);
        statement(c, s->as.while_.body);
        end_scope(c);
        emit_loop(c, loop_start, s->span);
        patch_jump(c, exit, s->span);
        break;
    }
    case LANG_ST_REPEAT: {
        begin_scope(c);
        emit_step(c, s->span);
        expression(c, s->as.repeat.count);
        int slot = add_local(c, NULL, s->span);
        if (slot < 0) break;
        emit_op(c, OP_REPEAT_INIT, 0);
        emit_byte(c, (uint8_t)slot);
        emit_byte(c, s->as.repeat.spelled_repeat ? CTX_REPEAT : CTX_FOR);
        int loop_start = c->fs->fn->count;
        emit_op(c, OP_REPEAT_NEXT, 0);
        emit_byte(c, (uint8_t)slot);
        int exit = c->fs->fn->count;
        emit_u16(c, 0xFFFF);
        begin_scope(c);
        statement(c, s->as.repeat.body);
        end_scope(c);
        emit_step(c, s->span); /* every round is a step, so repeat (1000000) { } ends too */
        emit_loop(c, loop_start, s->span);
        patch_jump(c, exit, s->span);
        end_scope(c);
        break;
    }
    case LANG_ST_FOR: {
        begin_scope(c);
        if (s->as.for_.init) statement(c, s->as.for_.init);
        int loop_start = c->fs->fn->count;
        emit_step(c, s->span);
        int exit = -1;
        if (s->as.for_.cond) {
            expression(c, s->as.for_.cond);
            test_bool(c, CTX_FOR);
            exit = emit_jump(c, OP_JUMP_IF_FALSE, -1);
        }
        begin_scope(c);
        statement(c, s->as.for_.body);
        end_scope(c);
        if (s->as.for_.step) {
            emit_span(c, s->span);
            expression(c, s->as.for_.step);
            emit_op(c, OP_POP, -1);
        }
        emit_loop(c, loop_start, s->span);
        if (exit >= 0) patch_jump(c, exit, s->span);
        end_scope(c);
        break;
    }
    case LANG_ST_FUNCTION:
        break; /* compiled on its own */
    case LANG_ST_RETURN:
        if (c->fs->is_main) {
            error(c, LANG_MSG_RETURN_OUTSIDE, s->span, NULL, NULL, NULL);
            break;
        }
        emit_step(c, s->span);
        if (s->as.return_.value) expression(c, s->as.return_.value);
        else emit_op(c, OP_NONE, 1);
        emit_op(c, OP_RETURN, -1);
        break;
    }
}

/* ---- declarations ----------------------------------------------------------------------- */
static bool function_name_allowed(const Compiler *c, const char *name, char *list, int list_size)
{
    const char *const *allowed = c->host->function_names;
    if (!allowed) return true;
    int o = 0;
    list[0] = '\0';
    bool found = false;
    for (int i = 0; allowed[i]; i++) {
        if (strcmp(allowed[i], name) == 0) found = true;
        if (o < list_size - 8) o += snprintf(list + o, (size_t)(list_size - o), "%s%s", i ? ", " : "", allowed[i]);
    }
    return found;
}

static void declare_functions(Compiler *c, const LangStmtList *program)
{
    for (int i = 0; i < program->count; i++) {
        const LangStmt *s = program->items[i];
        if (s->kind != LANG_ST_FUNCTION) continue;
        const char *name = s->as.function.name;
        char list[120];
        if (!function_name_allowed(c, name, list, sizeof list)) {
            error(c, LANG_MSG_FUNCTION_NAME_NOT_ALLOWED, s->as.function.name_span, name, list, NULL);
            continue;
        }
        if (find_function(c, name) >= 0) {
            error(c, LANG_MSG_FUNCTION_TWICE, s->as.function.name_span, name, NULL, NULL);
            continue;
        }
        const char *taken = name_taken(c, name);
        if (taken) {
            error(c, LANG_MSG_FUNCTION_NAME_TAKEN, s->as.function.name_span, name, taken, NULL);
            continue;
        }
        if (c->func_count == LANG_MAX_FUNCTIONS) {
            char most[8];
            snprintf(most, sizeof most, "%d", LANG_MAX_FUNCTIONS);
            error(c, LANG_MSG_TOO_MANY_FUNCTIONS, s->as.function.name_span, most, NULL, NULL);
            return;
        }
        c->funcs[c->func_count++] = (FuncInfo){ name, s->as.function.param_count, s };
    }
}

static void declare_globals(Compiler *c, const LangStmtList *program)
{
    for (int i = 0; i < program->count; i++) {
        const LangStmt *s = program->items[i];
        if (s->kind != LANG_ST_VAR) continue;
        const char *name = s->as.var.name;
        if (!check_new_variable(c, name, s->as.var.name_span, true)) continue;
        if (find_global(c, name) >= 0) {
            error(c, LANG_MSG_VAR_TWICE, s->as.var.name_span, name, NULL, NULL);
            continue;
        }
        if (c->global_count == LANG_MAX_VARIABLES) {
            char most[8];
            snprintf(most, sizeof most, "%d", LANG_MAX_VARIABLES);
            error(c, LANG_MSG_TOO_MANY_VARIABLES, s->as.var.name_span, most, NULL, NULL);
            return;
        }
        c->globals[c->global_count++] = name;
    }
}

static void compile_function(Compiler *c, int index, const LangStmt *decl)
{
    FnState fs = { .fn = &c->prog->functions[index + 1] };
    fs.fn->name = decl->as.function.name;
    fs.fn->arity = decl->as.function.param_count;
    FnState *outer = c->fs;
    c->fs = &fs;
    for (int i = 0; i < decl->as.function.param_count; i++) {
        const char *pname = decl->as.function.params[i];
        LangSpan pspan = decl->as.function.param_spans[i];
        bool ok = check_new_variable(c, pname, pspan, false);
        fs.stack++;
        add_local(c, ok ? pname : "", pspan);
    }
    if (fs.stack > fs.fn->max_stack) fs.fn->max_stack = fs.stack;
    begin_scope(c);
    block_body(c, &decl->as.function.body->as.block.body);
    end_scope(c);
    emit_op(c, OP_NONE, 1);
    emit_op(c, OP_RETURN, -1);
    c->fs = outer;
}

static int by_place(const void *a, const void *b)
{
    const LangError *x = a, *y = b;
    if (x->line != y->line) return x->line < y->line ? -1 : 1;
    if (x->column != y->column) return x->column < y->column ? -1 : 1;
    return 0;
}

/* ---- entry points ----------------------------------------------------------------------- */
LangProgram *lang_compile(const char *src, int length, const LangHost *host, LangErrors *errors)
{
    LangErrors scratch;
    if (!errors) errors = &scratch;
    static const LangHost empty_host = { 0 };
    if (!host) host = &empty_host;
    bool parse_failed;
    LangAst *ast = lang_parse_partial(src, length, errors, &parse_failed);
    if (!ast) return NULL;
    LangProgram *prog = calloc(1, sizeof *prog);
    if (!prog) {
        lang_ast_destroy(ast);
        LangSpan at = { 0, 0, 1, 1, 1, 2 };
        lang_error_addf(errors, LANG_MSG_OUT_OF_MEMORY, at, NULL, NULL, NULL);
        return NULL;
    }
    prog->ast = ast;
    prog->host = host;
    lang_count(ast, &prog->counts);
    Compiler *c = calloc(1, sizeof *c);
    prog->functions = calloc(LANG_MAX_FUNCTIONS + 1, sizeof(LangFunction));
    if (!c || !prog->functions) {
        free(c);
        lang_program_free_parts(prog);
        free(prog);
        LangSpan at = { 0, 0, 1, 1, 1, 2 };
        lang_error_addf(errors, LANG_MSG_OUT_OF_MEMORY, at, NULL, NULL, NULL);
        return NULL;
    }
    c->prog = prog;
    c->host = host;
    c->errors = errors;
    declare_functions(c, &ast->program);
    declare_globals(c, &ast->program);
    prog->function_count = c->func_count + 1;
    for (int i = 0; i < c->func_count && !c->too_complex; i++) compile_function(c, i, c->funcs[i].decl);
    FnState main_fs = { .fn = &prog->functions[0], .is_main = true };
    main_fs.fn->name = "";
    c->fs = &main_fs;
    block_body(c, &ast->program);
    emit_op(c, OP_END, 0);
    if (c->too_complex && errors->count == 0) {
        LangSpan at = { 0, 0, 1, 1, 1, 2 };
        lang_error_addf(errors, LANG_MSG_TOO_COMPLEX, at, NULL, NULL, NULL);
    }
    prog->global_count = c->global_count;
    prog->global_names = calloc((size_t)c->global_count + 1, sizeof(char *));
    bool failed = parse_failed || c->failed || c->too_complex || errors->count > 0 || !prog->global_names;
    if (!failed) memcpy(prog->global_names, c->globals, sizeof(char *) * (size_t)c->global_count);
    free(c);
    if (failed) {
        if (errors->count == 0) {
            LangSpan at = { 0, 0, 1, 1, 1, 2 };
            lang_error_addf(errors, LANG_MSG_OUT_OF_MEMORY, at, NULL, NULL, NULL);
        }
        qsort(errors->items, (size_t)errors->count, sizeof errors->items[0], by_place);
        lang_program_free_parts(prog);
        free(prog);
        return NULL;
    }
    return prog;
}

void lang_program_destroy(LangProgram *program)
{
    if (!program) return;
    lang_program_free_parts(program);
    free(program);
}

const LangAst *lang_program_ast(const LangProgram *program) { return program ? program->ast : NULL; }

LangCounts lang_program_counts(const LangProgram *program)
{
    LangCounts none = { 0 };
    return program ? program->counts : none;
}
