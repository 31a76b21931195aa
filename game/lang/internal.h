/* internal.h - what the language's own files share and nothing else sees: error recording,
 * name suggestions, the bytecode chunk and the compiled program. Not part of the contract;
 * modes include lang.h (and ast.h / lexer.h / messages.h) only. */
#ifndef LANG_INTERNAL_H
#define LANG_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "lang/lang.h"
#include "lang/lexer.h"
#include "lang/messages.h"

/* ---- errors (errors.c) --------------------------------------------------------------- */
/* Record an error with a finished text at span. Returns false once the list is full. */
bool lang_error_add(LangErrors *errors, LangMsg msg, LangSpan span, const char *text);
/* Record msg with its holes filled. */
bool lang_error_addf(LangErrors *errors, LangMsg msg, LangSpan span, const char *a1,
                     const char *a2, const char *a3);
/* The span of a token. */
LangSpan lang_token_span(const char *src, LangToken t);
/* The span covering a and b. */
LangSpan lang_span_join(LangSpan a, LangSpan b);
/* 200000 -> "200,000" */
void lang_group_digits(char *out, int out_size, long long n);

/* ---- parsing (parser.c) ---------------------------------------------------------------- */
/* Like lang_parse, but keeps what parsed when there were mistakes (so names are checked
 * too); NULL only when nothing useful is left. */
LangAst *lang_parse_partial(const char *src, int length, LangErrors *errors, bool *had_error);

/* ---- suggestions (suggest.c) ------------------------------------------------------------ */
/* Edit distance with swaps (optimal string alignment); case-only differences cost nothing. */
int lang_edit_distance(const char *a, const char *b);
typedef struct LangSuggest {
    const char *word;   /* the misspelt word */
    const char *best;   /* best candidate so far, or NULL */
    int best_distance;
} LangSuggest;
void lang_suggest_init(LangSuggest *s, const char *word);
/* Offer a candidate; it is kept when close enough and closer than the best so far. */
void lang_suggest_offer(LangSuggest *s, const char *candidate);
/* "a, b, c" into out: the names of n items spaced by stride bytes from first (a const char*). */
void lang_join_names(char *out, int out_size, const void *first, int n, size_t stride,
                     const char *suffix);

/* ---- bytecode (chunk.c) --------------------------------------------------------------- */
typedef enum LangOp {
    OP_CONST,        /* u16 constant -> push */
    OP_TRUE, OP_FALSE, OP_NONE,
    OP_POP,
    OP_GET_LOCAL,    /* u8 slot, u16 name constant; errors when it has no value yet */
    OP_SET_LOCAL,    /* u8 slot (value stays) */
    OP_GET_GLOBAL,   /* u16 slot; errors when it has no value yet */
    OP_SET_GLOBAL,   /* u16 slot (value stays) */
    OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_MOD, OP_NEG, OP_NOT,
    OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE,
    OP_TEST_BOOL,    /* u8 context: error unless the top is a boolean */
    OP_JUMP,         /* u16 forward */
    OP_JUMP_IF_FALSE,/* u16 forward, pops */
    OP_JUMP_IF_FALSE_KEEP, /* u16 forward, keeps the value (&&) */
    OP_JUMP_IF_TRUE_KEEP,  /* u16 forward, keeps the value (||) */
    OP_LOOP,         /* u16 backward */
    OP_STEP,         /* u16 span: a statement starts; counts a step */
    OP_SPAN,         /* u16 span: back in a statement's header (a for loop's step part); no step */
    OP_REPEAT_INIT,  /* u8 slot, u8 context: pop the count, check it, store it in slot */
    OP_REPEAT_NEXT,  /* u8 slot, u16 forward: leave when the count is 0, else count it down */
    OP_CALL,         /* u16 function, u8 argc */
    OP_RETURN,       /* pops the result */
    OP_COMMAND,      /* u16 object (0xFFFF: an action), u8 command, u8 argc: the world acts */
    OP_ATTR,         /* u16 object, u8 attribute -> push */
    OP_PRINT,
    OP_END
} LangOp;

/* Contexts for OP_TEST_BOOL and OP_REPEAT_INIT (which word names the construct). */
enum { CTX_IF, CTX_WHILE, CTX_FOR, CTX_REPEAT, CTX_AND, CTX_OR, CTX_NOT, CTX_COUNT };

typedef struct LangStr {
    struct LangStr *next;   /* every string the VM made, for the sweep */
    int length;
    bool marked;
    char chars[];           /* NUL-terminated */
} LangStr;

typedef struct Value {
    uint8_t type;           /* LangType */
    union {
        bool b;
        int64_t i;
        LangStr *s;
    } as;
} Value;

typedef struct LangFunction {
    const char *name;       /* "" for the main program */
    int arity;
    uint8_t *code;
    int count, capacity;
    int max_stack;          /* slots this function needs at most (locals + temporaries) */
} LangFunction;

struct LangProgram {
    LangAst *ast;
    const LangHost *host;
    LangCounts counts;
    LangFunction *functions; /* [0] is the main program */
    int function_count;
    Value *constants;
    int constant_count, constant_capacity;
    LangStr *constant_strings; /* owned, freed with the program */
    LangSpan *spans;
    int span_count, span_capacity;
    int global_count;
    const char **global_names;
};

/* Chunk helpers (chunk.c). Each returns false when out of memory. */
bool lang_fn_emit(LangFunction *fn, uint8_t byte);
int lang_program_add_constant(LangProgram *p, Value v);   /* -1 when full */
int lang_program_add_span(LangProgram *p, LangSpan span); /* -1 when full */
LangStr *lang_str_new(LangStr **list, const char *chars, int length);
void lang_program_free_parts(LangProgram *p);

#endif
