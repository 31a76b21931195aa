/* ast.h - the Loopling syntax tree, as the parser builds it. The May's Journey generator
 * (issue 6) reads it to extract objects, commands and attributes; the compiler turns it into
 * bytecode. Every node lives in the LangAst's arena: lang_ast_destroy frees all of it.
 * Names are NUL-terminated copies; spans locate each node in the source. */
#ifndef LANG_AST_H
#define LANG_AST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct LangSpan {
    int start, end;          /* byte offsets [start, end) */
    int line, column;        /* where it starts, 1-based */
    int end_line, end_column;/* where it ends (column of the last character + 1) */
} LangSpan;

typedef enum LangExprKind {
    LANG_EX_INT,     /* 42 */
    LANG_EX_STRING,  /* "right" */
    LANG_EX_BOOL,    /* true, false */
    LANG_EX_NAME,    /* n, block1 (a variable, or an object used as a value) */
    LANG_EX_UNARY,   /* -x, !x */
    LANG_EX_BINARY,  /* + - * / % == != < <= > >= */
    LANG_EX_AND,     /* a && b (short-circuit) */
    LANG_EX_OR,      /* a || b (short-circuit) */
    LANG_EX_ASSIGN,  /* n = expr */
    LANG_EX_CALL,    /* name(args): a function, a host action (forward), or print */
    LANG_EX_COMMAND, /* object.Command(args) */
    LANG_EX_ATTR     /* object.attribute */
} LangExprKind;

typedef struct LangExpr LangExpr;
struct LangExpr {
    LangExprKind kind;
    LangSpan span;
    union {
        int64_t int_value;                                    /* INT */
        bool bool_value;                                      /* BOOL */
        struct { char *text; int length; } string;            /* STRING (escapes resolved) */
        struct { char *name; } name;                          /* NAME */
        struct { int op; LangExpr *operand; } unary;          /* op: LangTokenKind */
        struct { int op; LangExpr *left, *right; } binary;    /* BINARY, AND, OR */
        struct { char *name; LangSpan name_span; LangExpr *value; } assign;
        struct {
            char *object;          /* COMMAND, ATTR: the object's name; NULL for CALL */
            LangSpan object_span;
            char *name;            /* the function, action, command or attribute */
            LangSpan name_span;
            LangExpr **args;       /* CALL, COMMAND */
            int arg_count;
        } call;
    } as;
};

typedef enum LangStmtKind {
    LANG_ST_VAR,      /* var n = expr; */
    LANG_ST_EXPR,     /* expr; (calls, commands, assignments) */
    LANG_ST_BLOCK,    /* { ... } */
    LANG_ST_IF,       /* if (cond) then [else otherwise] */
    LANG_ST_WHILE,    /* while (cond) body */
    LANG_ST_REPEAT,   /* for (n) body / repeat (n) body: the simplified counted loop */
    LANG_ST_FOR,      /* for (init; cond; step) body: the Java form */
    LANG_ST_FUNCTION, /* function name(params) body (top level only) */
    LANG_ST_RETURN    /* return [expr]; */
} LangStmtKind;

typedef struct LangStmt LangStmt;
typedef struct LangStmtList {
    LangStmt **items;
    int count;
} LangStmtList;

struct LangStmt {
    LangStmtKind kind;
    LangSpan span;  /* the whole statement; for compound statements, their header */
    union {
        struct { char *name; LangSpan name_span; LangExpr *init; } var;   /* init may be NULL */
        struct { LangExpr *expr; } expr;
        struct { LangStmtList body; } block;
        struct { LangExpr *cond; LangStmt *then_branch, *else_branch; } if_;  /* else may be NULL */
        struct { LangExpr *cond; LangStmt *body; } while_;
        struct { LangExpr *count; LangStmt *body; bool spelled_repeat; } repeat;
        struct { LangStmt *init; LangExpr *cond; LangExpr *step; LangStmt *body; } for_; /* each may be NULL but body */
        struct {
            char *name;
            LangSpan name_span;
            char **params;
            LangSpan *param_spans;
            int param_count;
            LangStmt *body;  /* a BLOCK */
        } function;
        struct { LangExpr *value; } return_;  /* value may be NULL */
    } as;
};

typedef struct LangArena LangArena;

typedef struct LangAst {
    LangStmtList program;   /* top-level statements and function definitions, in source order */
    LangArena *arena;       /* owns every node and name */
    int line_count;
} LangAst;

/* Free a tree made by lang_parse (NULL is fine). */
void lang_ast_destroy(LangAst *ast);

/* Arena used by the parser (exposed for the generator, which builds trees too). */
LangArena *lang_arena_create(void);
void lang_arena_destroy(LangArena *arena);
/* Zeroed memory from the arena; NULL when the arena's cap (16 MiB) is reached. */
void *lang_arena_alloc(LangArena *arena, size_t size);
char *lang_arena_strdup(LangArena *arena, const char *s, int length);

#endif
