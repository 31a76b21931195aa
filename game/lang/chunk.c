/* chunk.c - bytecode storage: per-function code, the program's constants and statement spans. */
#include <stdlib.h>
#include <string.h>

#include "lang/internal.h"

#define MAX_CODE 65535
#define MAX_TABLE 65535

bool lang_fn_emit(LangFunction *fn, uint8_t byte)
{
    if (fn->count == fn->capacity) {
        if (fn->capacity >= MAX_CODE) return false;
        int cap = fn->capacity ? fn->capacity * 2 : 64;
        if (cap > MAX_CODE) cap = MAX_CODE;
        uint8_t *grown = realloc(fn->code, (size_t)cap);
        if (!grown) return false;
        fn->code = grown;
        fn->capacity = cap;
    }
    fn->code[fn->count++] = byte;
    return true;
}

int lang_program_add_constant(LangProgram *p, Value v)
{
    if (p->constant_count == p->constant_capacity) {
        if (p->constant_capacity >= MAX_TABLE) return -1;
        int cap = p->constant_capacity ? p->constant_capacity * 2 : 32;
        if (cap > MAX_TABLE) cap = MAX_TABLE;
        Value *grown = realloc(p->constants, sizeof(Value) * (size_t)cap);
        if (!grown) return -1;
        p->constants = grown;
        p->constant_capacity = cap;
    }
    p->constants[p->constant_count] = v;
    return p->constant_count++;
}

int lang_program_add_span(LangProgram *p, LangSpan span)
{
    if (p->span_count == p->span_capacity) {
        if (p->span_capacity >= MAX_TABLE) return -1;
        int cap = p->span_capacity ? p->span_capacity * 2 : 32;
        if (cap > MAX_TABLE) cap = MAX_TABLE;
        LangSpan *grown = realloc(p->spans, sizeof(LangSpan) * (size_t)cap);
        if (!grown) return -1;
        p->spans = grown;
        p->span_capacity = cap;
    }
    p->spans[p->span_count] = span;
    return p->span_count++;
}

LangStr *lang_str_new(LangStr **list, const char *chars, int length)
{
    LangStr *s = malloc(sizeof(LangStr) + (size_t)length + 1);
    if (!s) return NULL;
    s->length = length;
    s->marked = false;
    if (length) memcpy(s->chars, chars, (size_t)length);
    s->chars[length] = '\0';
    s->next = *list;
    *list = s;
    return s;
}

void lang_program_free_parts(LangProgram *p)
{
    for (int i = 0; i < p->function_count; i++) free(p->functions[i].code);
    free(p->functions);
    free(p->constants);
    free(p->spans);
    free(p->global_names);
    for (LangStr *s = p->constant_strings, *next; s; s = next) {
        next = s->next;
        free(s);
    }
    lang_ast_destroy(p->ast);
}
