/* vm.c - the resumable bytecode VM (clox's VM, with a budget): lang_vm_run executes until the
 * budget of steps is used, a world command is carried out, the program ends or fails, and
 * returns; all state lives in the LangVm, so the game can animate and step a program.
 * Safety: a step limit, a call-depth limit, a text-length limit and a memory cap (strings are
 * the only heap values; a mark-and-sweep over the stack and globals reclaims them). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/internal.h"

#define OUTPUT_CAP 4096
#define GC_FIRST (64 * 1024)
#define MEMORY_CAP (4 * 1024 * 1024)
#define NO_OBJECT 0xFFFF

typedef struct Frame {
    const LangFunction *fn;
    const uint8_t *ip;
    Value *slots;
    int span;            /* the caller's statement while a call runs, restored on return */
} Frame;

struct LangVm {
    const LangProgram *prog;
    void *world;
    int max_steps, max_call_depth;
    LangStatus status;
    Value *stack;
    int stack_size;
    Value *sp;
    Frame *frames;
    int frame_count;
    Value *globals;
    int steps, actions;
    int span;            /* index of the current statement's span, -1 before the first */
    LangError error;
    LangStr *strings;    /* every string this run made */
    size_t bytes, next_gc;
    char output[OUTPUT_CAP];
    int output_len;
    bool output_full;
};

/* ---- memory ----------------------------------------------------------------------------- */
static void mark_value(Value v)
{
    /* constants are born marked and never written here: VMs on other threads share them */
    if (v.type == LANG_VAL_STRING && !v.as.s->marked) v.as.s->marked = true;
}

static void collect(LangVm *vm)
{
    for (Value *v = vm->stack; v < vm->sp; v++) mark_value(*v);
    for (int i = 0; i < vm->prog->global_count; i++) mark_value(vm->globals[i]);
    LangStr **link = &vm->strings;
    vm->bytes = 0;
    while (*link) {
        LangStr *s = *link;
        if (s->marked) {
            s->marked = false;
            vm->bytes += sizeof(LangStr) + (size_t)s->length + 1;
            link = &s->next;
        } else {
            *link = s->next;
            free(s);
        }
    }
    vm->next_gc = vm->bytes * 2 > GC_FIRST ? vm->bytes * 2 : GC_FIRST;
}

static void free_strings(LangVm *vm)
{
    for (LangStr *s = vm->strings, *next; s; s = next) {
        next = s->next;
        free(s);
    }
    vm->strings = NULL;
    vm->bytes = 0;
    vm->next_gc = GC_FIRST;
}

/* ---- errors ----------------------------------------------------------------------------- */
static LangSpan current_span(const LangVm *vm)
{
    LangSpan none = { 0, 0, 1, 1, 1, 1 };
    return vm->span >= 0 && vm->span < vm->prog->span_count ? vm->prog->spans[vm->span] : none;
}

static LangStatus fail_text(LangVm *vm, LangMsg msg, const char *text)
{
    LangSpan s = current_span(vm);
    vm->error.msg = msg;
    vm->error.line = s.line;
    vm->error.column = s.column;
    vm->error.end_line = s.end_line;
    vm->error.end_column = s.end_column;
    snprintf(vm->error.text, sizeof vm->error.text, "%s", text);
    vm->status = LANG_ERROR;
    return LANG_ERROR;
}

static LangStatus fail(LangVm *vm, LangMsg msg, const char *a1, const char *a2, const char *a3)
{
    char text[320];
    lang_msg_format(text, sizeof text, msg, a1, a2, a3, NULL);
    return fail_text(vm, msg, text);
}

/* A value shown to a pupil inside a message: 3, "up", true, nothing. */
static void describe(Value v, char *out, int out_size)
{
    switch (v.type) {
    case LANG_VAL_INT: snprintf(out, (size_t)out_size, "%lld", (long long)v.as.i); break;
    case LANG_VAL_BOOL: snprintf(out, (size_t)out_size, "%s", v.as.b ? "true" : "false"); break;
    case LANG_VAL_STRING:
        snprintf(out, (size_t)out_size, "\"%.40s%s\"", v.as.s->chars, v.as.s->length > 40 ? "..." : "");
        break;
    default: snprintf(out, (size_t)out_size, "%s", lang_msg_template(LANG_MSG_WORD_NOTHING)); break;
    }
}

/* A value as text (print, and + with text). */
static int value_text(Value v, char *out, int out_size)
{
    switch (v.type) {
    case LANG_VAL_INT: return snprintf(out, (size_t)out_size, "%lld", (long long)v.as.i);
    case LANG_VAL_BOOL: return snprintf(out, (size_t)out_size, "%s", v.as.b ? "true" : "false");
    case LANG_VAL_STRING: return snprintf(out, (size_t)out_size, "%s", v.as.s->chars);
    default: return snprintf(out, (size_t)out_size, "%s", lang_msg_template(LANG_MSG_WORD_NOTHING));
    }
}

static const char *context_word(int ctx)
{
    static const char *const words[] = { "if", "while", "for", "repeat", "&&", "||", "!" };
    return ctx >= 0 && ctx < CTX_COUNT ? words[ctx] : "?";
}

/* ---- lifecycle -------------------------------------------------------------------------- */
LangVm *lang_vm_create(const LangProgram *program, void *world, const LangVmDesc *desc)
{
    if (!program) return NULL;
    LangVm *vm = calloc(1, sizeof *vm);
    if (!vm) return NULL;
    vm->prog = program;
    vm->world = world;
    vm->max_steps = desc && desc->max_steps > 0 ? desc->max_steps : LANG_DEFAULT_STEPS;
    vm->max_call_depth = desc && desc->max_call_depth > 0 ? desc->max_call_depth : LANG_DEFAULT_CALL_DEPTH;
    if (vm->max_call_depth > 1000) vm->max_call_depth = 1000;
    int deepest = 0;
    for (int i = 1; i < program->function_count; i++)
        if (program->functions[i].max_stack > deepest) deepest = program->functions[i].max_stack;
    /* the main program, then every frame as deep as the deepest function, plus slack */
    vm->stack_size = program->functions[0].max_stack + (vm->max_call_depth + 1) * (deepest + 2) + 8;
    vm->stack = calloc((size_t)vm->stack_size, sizeof(Value));
    vm->frames = calloc((size_t)vm->max_call_depth + 2, sizeof(Frame));
    vm->globals = calloc((size_t)program->global_count + 1, sizeof(Value));
    if (!vm->stack || !vm->frames || !vm->globals) {
        lang_vm_destroy(vm);
        return NULL;
    }
    lang_vm_reset(vm);
    return vm;
}

LangVm *lang_start(const char *src, const LangHost *host, void *world, const LangVmDesc *desc,
                   LangProgram **program, LangErrors *errors)
{
    size_t len = src ? strlen(src) : 0;
    memset(errors, 0, sizeof *errors);
    *program = lang_compile(src ? src : "", len > INT_MAX ? INT_MAX : (int)len, host, errors);
    if (!*program) return NULL;
    LangVm *vm = lang_vm_create(*program, world, desc);
    if (vm) return vm;
    lang_program_destroy(*program);
    *program = NULL;
    errors->count = 1;
    snprintf(errors->items[0].text, sizeof errors->items[0].text, "%s", lang_msg_template(LANG_MSG_OUT_OF_MEMORY));
    errors->items[0].line = errors->items[0].column = errors->items[0].end_line = 1;
    errors->items[0].end_column = 2;
    return NULL;
}

void lang_vm_destroy(LangVm *vm)
{
    if (!vm) return;
    free_strings(vm);
    free(vm->stack);
    free(vm->frames);
    free(vm->globals);
    free(vm);
}

void lang_vm_reset(LangVm *vm)
{
    free_strings(vm);
    vm->status = LANG_RUNNING;
    vm->sp = vm->stack;
    vm->frame_count = 1;
    vm->frames[0] = (Frame){ &vm->prog->functions[0], vm->prog->functions[0].code, vm->stack };
    for (int i = 0; i < vm->prog->global_count; i++) vm->globals[i] = (Value){ .type = LANG_VAL_NONE };
    vm->steps = vm->actions = 0;
    vm->span = -1;
    memset(&vm->error, 0, sizeof vm->error);
    vm->output_len = 0;
    vm->output[0] = '\0';
    vm->output_full = false;
}

LangStatus lang_vm_status(const LangVm *vm) { return vm->status; }
int lang_vm_steps(const LangVm *vm) { return vm->steps; }
int lang_vm_actions(const LangVm *vm) { return vm->actions; }
const char *lang_vm_output(const LangVm *vm) { return vm->output; }
LangSpan lang_vm_span(const LangVm *vm) { return current_span(vm); }

const LangError *lang_vm_error(const LangVm *vm)
{
    return vm->status == LANG_ERROR ? &vm->error : NULL;
}

const char *lang_status_name(LangStatus status)
{
    switch (status) {
    case LANG_RUNNING: return "running";
    case LANG_ACTION: return "action";
    case LANG_DONE: return "done";
    case LANG_ERROR: return "error";
    }
    return "?";
}

static void output_line(LangVm *vm, const char *text)
{
    if (vm->output_full) return;
    int len = (int)strlen(text);
    if (vm->output_len + len + 2 >= OUTPUT_CAP - 4) {
        memcpy(vm->output + vm->output_len, "...\n", 5);
        vm->output_len += 4;
        vm->output_full = true;
        return;
    }
    memcpy(vm->output + vm->output_len, text, (size_t)len);
    vm->output_len += len;
    vm->output[vm->output_len++] = '\n';
    vm->output[vm->output_len] = '\0';
}

/* A new string, collecting first when due. NULL when the memory cap is reached. */
static LangStr *new_string(LangVm *vm, const char *chars, int length)
{
    if (vm->bytes > vm->next_gc) collect(vm);
    if (vm->bytes > MEMORY_CAP) return NULL;
    LangStr *s = lang_str_new(&vm->strings, chars, length);
    if (s) vm->bytes += sizeof(LangStr) + (size_t)length + 1;
    return s;
}

static bool values_equal(Value a, Value b)
{
    if (a.type != b.type) return false;
    switch (a.type) {
    case LANG_VAL_INT: return a.as.i == b.as.i;
    case LANG_VAL_BOOL: return a.as.b == b.as.b;
    case LANG_VAL_STRING:
        return a.as.s->length == b.as.s->length && memcmp(a.as.s->chars, b.as.s->chars, (size_t)a.as.s->length) == 0;
    default: return true;
    }
}

/* ---- the loop --------------------------------------------------------------------------- */
#define READ_BYTE() (*ip++)
#define READ_U16() (ip += 2, (int)((ip[-2] << 8) | ip[-1]))
#define SAVE() (frame->ip = ip, vm->sp = sp)
#define PUSH(v) (*sp++ = (v))
#define POP() (*--sp)
#define PEEK(n) (sp[-1 - (n)])
#define FAIL(...) do { SAVE(); return fail(vm, __VA_ARGS__); } while (0)

static LangStatus run_command(LangVm *vm, int object, int command, int argc, Value *args)
{
    const LangHost *host = vm->prog->host;
    const LangCommandDesc *cmd;
    if (object == NO_OBJECT) {
        cmd = &host->actions[command];
    } else {
        const LangObjectDesc *o = &host->objects[object];
        cmd = &host->kinds[o->kind].commands[command];
    }
    LangValue arg = { LANG_VAL_NONE, false, 0, NULL, 0 };
    if (argc == 1) {
        Value a = args[0];
        char shown[160];
        if (object == NO_OBJECT) snprintf(shown, sizeof shown, "%s", cmd->name);
        else snprintf(shown, sizeof shown, "%s.%s", host->objects[object].name, cmd->name);
        if (cmd->arg == LANG_ARG_WORD) {
            bool ok = false;
            for (int i = 0; a.type == LANG_VAL_STRING && cmd->words && cmd->words[i]; i++)
                if (strcmp(cmd->words[i], a.as.s->chars) == 0) ok = true;
            if (!ok) {
                char words[160] = "", given[64];
                int o = 0;
                for (int i = 0; cmd->words && cmd->words[i] && o < (int)sizeof words - 8; i++)
                    o += snprintf(words + o, sizeof words - (size_t)o, "%s\"%s\"", i ? ", " : "", cmd->words[i]);
                describe(a, given, sizeof given);
                return fail(vm, LANG_MSG_ARG_WORD_WRONG, shown, words, given);
            }
            arg = (LangValue){ LANG_VAL_STRING, false, 0, a.as.s->chars, a.as.s->length };
        } else if (cmd->arg == LANG_ARG_INT) {
            if (a.type != LANG_VAL_INT) return fail(vm, LANG_MSG_ARG_INT, shown, NULL, NULL);
            arg = (LangValue){ LANG_VAL_INT, false, a.as.i, NULL, 0 };
        }
    }
    if (host->command) {
        char why[256] = "";
        if (!host->command(vm->world, object == NO_OBJECT ? -1 : object, command, arg, why, sizeof why)) {
            if (!why[0]) { /* the host gave no reason: name the command, not just its bare word */
                char shown[160];
                if (object == NO_OBJECT) snprintf(shown, sizeof shown, "%s()", cmd->name);
                else snprintf(shown, sizeof shown, "%s.%s()", host->objects[object].name, cmd->name);
                return fail(vm, LANG_MSG_WORLD_NO_REASON, shown, NULL, NULL);
            }
            return fail_text(vm, LANG_MSG_WORLD, why);
        }
    }
    vm->actions++;
    return LANG_ACTION;
}

static Value read_attribute(LangVm *vm, int object, int attr, bool *ok)
{
    const LangHost *host = vm->prog->host;
    const LangAttrDesc *desc = &host->kinds[host->objects[object].kind].attributes[attr];
    LangValue got = { desc->type, false, 0, "", 0 };
    if (host->attribute) got = host->attribute(vm->world, object, attr);
    Value v = { .type = LANG_VAL_NONE };
    *ok = true;
    switch (got.type) {
    case LANG_VAL_BOOL: v.type = LANG_VAL_BOOL; v.as.b = got.b; break;
    case LANG_VAL_INT: v.type = LANG_VAL_INT; v.as.i = got.i; break;
    case LANG_VAL_STRING: {
        const char *text = got.text ? got.text : "";
        int len = got.text ? (got.length > 0 ? got.length : (int)strlen(text)) : 0;
        if (len > LANG_MAX_RUNTIME_STRING) len = LANG_MAX_RUNTIME_STRING;
        LangStr *s = new_string(vm, text, len);
        if (!s) *ok = false;
        v.type = LANG_VAL_STRING;
        v.as.s = s;
        break;
    }
    default: break;
    }
    return v;
}

LangStatus lang_vm_run(LangVm *vm, int budget)
{
    if (vm->status == LANG_DONE || vm->status == LANG_ERROR) return vm->status;
    vm->status = LANG_RUNNING;
    const LangProgram *prog = vm->prog;
    Frame *frame = &vm->frames[vm->frame_count - 1];
    const uint8_t *ip = frame->ip;
    Value *slots = frame->slots;
    Value *sp = vm->sp;
    long long left = budget > 0 ? budget : -1;
    char a[80], b[80];

    for (;;) {
        switch ((LangOp)READ_BYTE()) {
        case OP_CONST: PUSH(prog->constants[READ_U16()]); break;
        case OP_TRUE: PUSH(((Value){ .type = LANG_VAL_BOOL, .as.b = true })); break;
        case OP_FALSE: PUSH(((Value){ .type = LANG_VAL_BOOL, .as.b = false })); break;
        case OP_NONE: PUSH(((Value){ .type = LANG_VAL_NONE })); break;
        case OP_POP: sp--; break;
        case OP_GET_LOCAL: {
            int slot = READ_BYTE();
            int name = READ_U16();
            if (slots[slot].type == LANG_VAL_NONE) FAIL(LANG_MSG_NO_VALUE, prog->constants[name].as.s->chars, NULL, NULL);
            PUSH(slots[slot]);
            break;
        }
        case OP_SET_LOCAL: slots[READ_BYTE()] = PEEK(0); break;
        case OP_GET_GLOBAL: {
            int g = READ_U16();
            if (vm->globals[g].type == LANG_VAL_NONE) FAIL(LANG_MSG_NO_VALUE, prog->global_names[g], NULL, NULL);
            PUSH(vm->globals[g]);
            break;
        }
        case OP_SET_GLOBAL: vm->globals[READ_U16()] = PEEK(0); break;
        case OP_ADD: {
            Value r = PEEK(0), l = PEEK(1);
            if (l.type == LANG_VAL_INT && r.type == LANG_VAL_INT) {
                int64_t out;
                if (__builtin_add_overflow(l.as.i, r.as.i, &out)) FAIL(LANG_MSG_NUMBER_OVERFLOW, NULL, NULL, NULL);
                sp--;
                sp[-1].as.i = out;
            } else if ((l.type == LANG_VAL_STRING || r.type == LANG_VAL_STRING) &&
                       l.type != LANG_VAL_NONE && r.type != LANG_VAL_NONE) {
                char left_text[LANG_MAX_RUNTIME_STRING + 1], right_text[LANG_MAX_RUNTIME_STRING + 1];
                int ln = value_text(l, left_text, sizeof left_text);
                int rn = value_text(r, right_text, sizeof right_text);
                if (ln + rn > LANG_MAX_RUNTIME_STRING) {
                    snprintf(a, sizeof a, "%d", LANG_MAX_RUNTIME_STRING);
                    FAIL(LANG_MSG_TEXT_TOO_LONG, a, NULL, NULL);
                }
                char joined[2 * LANG_MAX_RUNTIME_STRING + 2];
                memcpy(joined, left_text, (size_t)ln);
                memcpy(joined + ln, right_text, (size_t)rn);
                SAVE();
                LangStr *s = new_string(vm, joined, ln + rn);
                if (!s) return fail(vm, LANG_MSG_OUT_OF_MEMORY, NULL, NULL, NULL);
                sp--;
                sp[-1] = (Value){ .type = LANG_VAL_STRING, .as.s = s };
            } else {
                describe(l, a, sizeof a);
                describe(r, b, sizeof b);
                FAIL(LANG_MSG_PLUS_TYPES, a, b, NULL);
            }
            break;
        }
        case OP_SUB: case OP_MUL: case OP_DIV: case OP_MOD:
        case OP_LT: case OP_LE: case OP_GT: case OP_GE: {
            LangOp op = (LangOp)ip[-1];
            Value r = PEEK(0), l = PEEK(1);
            if (l.type != LANG_VAL_INT || r.type != LANG_VAL_INT) {
                static const char *const signs[] = { "-", "*", "/", "%", "<", "<=", ">", ">=" };
                int which = op == OP_SUB ? 0 : op == OP_MUL ? 1 : op == OP_DIV ? 2 : op == OP_MOD ? 3 :
                            op == OP_LT ? 4 : op == OP_LE ? 5 : op == OP_GT ? 6 : 7;
                describe(l, a, sizeof a);
                describe(r, b, sizeof b);
                FAIL(LANG_MSG_NEED_NUMBERS_2, signs[which], a, b);
            }
            int64_t x = l.as.i, y = r.as.i, out = 0;
            bool overflow = false;
            Value result = { .type = LANG_VAL_INT };
            switch (op) {
            case OP_SUB: overflow = __builtin_sub_overflow(x, y, &out); break;
            case OP_MUL: overflow = __builtin_mul_overflow(x, y, &out); break;
            case OP_DIV:
            case OP_MOD:
                if (y == 0) FAIL(LANG_MSG_DIVIDE_BY_ZERO, NULL, NULL, NULL);
                if (x == INT64_MIN && y == -1) overflow = op == OP_DIV; /* the remainder is 0 */
                else out = op == OP_DIV ? x / y : x % y;
                break;
            default:
                result.type = LANG_VAL_BOOL;
                result.as.b = op == OP_LT ? x < y : op == OP_LE ? x <= y : op == OP_GT ? x > y : x >= y;
                break;
            }
            if (overflow) FAIL(LANG_MSG_NUMBER_OVERFLOW, NULL, NULL, NULL);
            if (result.type == LANG_VAL_INT) result.as.i = out;
            sp--;
            sp[-1] = result;
            break;
        }
        case OP_NEG: {
            Value v = PEEK(0);
            if (v.type != LANG_VAL_INT) {
                describe(v, a, sizeof a);
                FAIL(LANG_MSG_NEED_NUMBERS, "-", a, NULL);
            }
            if (v.as.i == INT64_MIN) FAIL(LANG_MSG_NUMBER_OVERFLOW, NULL, NULL, NULL);
            sp[-1].as.i = -v.as.i;
            break;
        }
        case OP_NOT: {
            Value v = PEEK(0);
            if (v.type != LANG_VAL_BOOL) {
                describe(v, a, sizeof a);
                FAIL(LANG_MSG_NEED_BOOL, "!", a, NULL);
            }
            sp[-1].as.b = !v.as.b;
            break;
        }
        case OP_EQ:
        case OP_NE: {
            bool eq = values_equal(PEEK(1), PEEK(0));
            sp--;
            sp[-1] = (Value){ .type = LANG_VAL_BOOL, .as.b = ip[-1] == OP_EQ ? eq : !eq };
            break;
        }
        case OP_TEST_BOOL: {
            int ctx = READ_BYTE();
            if (PEEK(0).type != LANG_VAL_BOOL) {
                describe(PEEK(0), a, sizeof a);
                FAIL(LANG_MSG_NEED_BOOL, context_word(ctx), a, NULL);
            }
            break;
        }
        case OP_JUMP: {
            int off = READ_U16();
            ip += off;
            break;
        }
        case OP_JUMP_IF_FALSE: {
            int off = READ_U16();
            if (!POP().as.b) ip += off;
            break;
        }
        case OP_JUMP_IF_FALSE_KEEP: {
            int off = READ_U16();
            if (!PEEK(0).as.b) ip += off;
            break;
        }
        case OP_JUMP_IF_TRUE_KEEP: {
            int off = READ_U16();
            if (PEEK(0).as.b) ip += off;
            break;
        }
        case OP_LOOP: {
            int off = READ_U16();
            ip -= off;
            break;
        }
        case OP_STEP: {
            if (left == 0) {
                ip--;
                SAVE();
                return LANG_RUNNING;
            }
            vm->span = READ_U16(); /* at the limit, this is the statement that could not run */
            if (vm->steps >= vm->max_steps) {
                SAVE();
                lang_group_digits(a, sizeof a, vm->max_steps);
                return fail(vm, LANG_MSG_STEP_LIMIT, a, NULL, NULL);
            }
            vm->steps++;
            if (left > 0) left--;
            break;
        }
        case OP_SPAN: vm->span = READ_U16(); break;
        case OP_REPEAT_INIT: {
            int slot = READ_BYTE();
            int ctx = READ_BYTE();
            Value n = slots[slot];
            if (n.type != LANG_VAL_INT) {
                describe(n, a, sizeof a);
                FAIL(LANG_MSG_NEED_COUNT, context_word(ctx), a, NULL);
            }
            if (n.as.i < 0) {
                describe(n, a, sizeof a);
                FAIL(LANG_MSG_NEGATIVE_COUNT, context_word(ctx), a, NULL);
            }
            break;
        }
        case OP_REPEAT_NEXT: {
            int slot = READ_BYTE();
            int off = READ_U16();
            if (slots[slot].as.i == 0) ip += off;
            else slots[slot].as.i--;
            break;
        }
        case OP_CALL: {
            int f = READ_U16();
            int argc = READ_BYTE();
            if (vm->frame_count > vm->max_call_depth) {
                lang_group_digits(a, sizeof a, vm->max_call_depth);
                FAIL(LANG_MSG_CALL_DEPTH, a, NULL, NULL);
            }
            SAVE();
            frame->span = vm->span;
            frame = &vm->frames[vm->frame_count++];
            frame->fn = &prog->functions[f];
            frame->ip = ip = frame->fn->code;
            frame->slots = slots = sp - argc;
            break;
        }
        case OP_RETURN: {
            Value result = POP();
            sp = slots;
            vm->frame_count--;
            frame = &vm->frames[vm->frame_count - 1];
            ip = frame->ip;
            slots = frame->slots;
            vm->span = frame->span; /* a mistake later in the caller's statement is shown there */
            PUSH(result);
            break;
        }
        case OP_COMMAND: {
            int object = READ_U16();
            int command = READ_BYTE();
            int argc = READ_BYTE();
            SAVE();
            LangStatus st = run_command(vm, object, command, argc, sp - argc);
            if (st == LANG_ERROR) return st;
            sp -= argc;
            PUSH(((Value){ .type = LANG_VAL_NONE }));
            SAVE();
            return LANG_ACTION;
        }
        case OP_ATTR: {
            int object = READ_U16();
            int attr = READ_BYTE();
            SAVE();
            bool ok;
            Value v = read_attribute(vm, object, attr, &ok);
            if (!ok) return fail(vm, LANG_MSG_OUT_OF_MEMORY, NULL, NULL, NULL);
            PUSH(v);
            break;
        }
        case OP_PRINT: {
            char text[LANG_MAX_RUNTIME_STRING + 1];
            value_text(PEEK(0), text, sizeof text);
            output_line(vm, text);
            sp[-1] = (Value){ .type = LANG_VAL_NONE };
            break;
        }
        case OP_END:
            ip--;
            SAVE();
            vm->status = LANG_DONE;
            return LANG_DONE;
        default:
            SAVE();
            return fail(vm, LANG_MSG_TOO_COMPLEX, NULL, NULL, NULL);
        }
    }
}
