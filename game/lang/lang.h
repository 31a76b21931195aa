/* lang.h - the Loopling language: the whole contract between a mode and the interpreter.
 * Pure C, no SDL. Shaped like clox: lexer.h -> parser (ast.h) -> compiler -> chunk -> VM.
 *
 * A mode describes its world in one table (LangHost): the kinds of objects with their
 * commands and attributes, the objects of this level, and object-less actions (the robot's
 * forward() ...). The language knows nothing else of blocks or robots: natives reach the world
 * only through LangHost.command and LangHost.attribute.
 *
 * Lifecycle: lang_compile -> LangProgram (module allocates; lang_program_destroy frees);
 * lang_vm_create(program, world) -> LangVm (lang_vm_destroy frees). The host table and the
 * program must outlive every VM made from them. Nothing here prints or exits. */
#ifndef LANG_LANG_H
#define LANG_LANG_H

#include <stdbool.h>
#include <stdint.h>

#include "lang/ast.h"

/* Limits that keep any program a child can type safe (messages.h words them). */
#define LANG_MAX_SOURCE_BYTES 60000
#define LANG_MAX_LINES 2000
#define LANG_MAX_NESTING 40        /* blocks, brackets and operators inside each other */
#define LANG_MAX_OPERATORS 500     /* binary operators in one statement (a + b + c ...) */
#define LANG_MAX_STRING 200        /* characters in a text literal */
#define LANG_MAX_RUNTIME_STRING 1000
#define LANG_MAX_NUMBER 1000000000 /* largest number literal */
#define LANG_MAX_ARGS 8
#define LANG_MAX_FUNCTIONS 64
#define LANG_MAX_VARIABLES 200     /* per function, and top-level */
#define LANG_DEFAULT_STEPS 10000
#define LANG_DEFAULT_CALL_DEPTH 64
#define LANG_MAX_ERRORS 10

/* ---- values crossing the host boundary ------------------------------------------------- */
typedef enum LangType { LANG_VAL_NONE = 0, LANG_VAL_BOOL, LANG_VAL_INT, LANG_VAL_STRING } LangType;

typedef struct LangValue {
    LangType type;
    bool b;
    int64_t i;
    const char *text; /* STRING: not owned; from the host, static; from the VM, valid until the next VM call */
    int length;
} LangValue;

/* ---- the host table -------------------------------------------------------------------- */
typedef enum LangArgKind {
    LANG_ARG_NONE = 0, /* Open() */
    LANG_ARG_WORD,     /* Rotate("left"): one text from `words` */
    LANG_ARG_INT       /* a whole number */
} LangArgKind;

typedef struct LangCommandDesc {
    const char *name;          /* "MoveLeft", "forward" */
    LangArgKind arg;
    const char *const *words;  /* LANG_ARG_WORD: the allowed texts, NULL-terminated */
} LangCommandDesc;

typedef struct LangAttrDesc {
    const char *name;          /* "isMoving", "position" */
    LangType type;
} LangAttrDesc;

typedef struct LangKindDesc {
    const char *name;          /* "movable block" (used in messages) */
    const LangCommandDesc *commands;
    int command_count;
    const LangAttrDesc *attributes;
    int attribute_count;
} LangKindDesc;

typedef struct LangObjectDesc {
    const char *name;          /* "block1" */
    int kind;                  /* index into LangHost.kinds */
} LangObjectDesc;

typedef struct LangHost {
    const LangKindDesc *kinds;
    int kind_count;
    const LangObjectDesc *objects;
    int object_count;
    const LangCommandDesc *actions;   /* object-less commands: forward(), turnLeft() ... */
    int action_count;
    const char *const *function_names;/* NULL: any name; else the only allowed names, NULL-terminated */
    /* Carry out a command in the world. object indexes `objects`, or is -1 for an action
     * (then command indexes `actions`). arg.type is LANG_VAL_NONE when the command takes none.
     * Return true when done; false with a reason a pupil reads in why ("The robot can't climb
     * that high.") to stop the program there. May be NULL: commands then always succeed. */
    bool (*command)(void *world, int object, int command, LangValue arg, char *why, int why_size);
    /* Read an attribute (object indexes `objects`). A STRING result must be static text.
     * May be NULL: attributes then read as their type's zero. */
    LangValue (*attribute)(void *world, int object, int attribute);
} LangHost;

/* ---- errors ---------------------------------------------------------------------------- */
typedef struct LangError {
    int msg;                  /* LangMsg (messages.h) */
    int line, column;         /* 1-based */
    int end_line, end_column; /* the end of the marked text */
    char text[320];           /* what the pupil reads */
} LangError;

typedef struct LangErrors {
    int count;
    bool more;                /* there were more than LANG_MAX_ERRORS */
    LangError items[LANG_MAX_ERRORS];
} LangErrors;

/* ---- static counts (the robot's score and the player model's constructs) -------------- */
typedef struct LangCounts {
    int commands;       /* the score: calls (actions, object commands, functions), loops and ifs as written */
    int actions;        /* world commands as written (forward(); block1.MoveLeft();) */
    int loops;          /* for, repeat, while */
    int conditionals;   /* if (else counts with its if) */
    int functions;      /* function definitions */
    int function_calls; /* calls of the pupil's own functions */
    int variables;      /* var declarations */
    int statements;
} LangCounts;

/* ---- compiling --------------------------------------------------------------------------- */
typedef struct LangProgram LangProgram;

/* Parse only (the May's Journey generator reads the tree). NULL with errors filled when the
 * text has mistakes. Free with lang_ast_destroy. */
LangAst *lang_parse(const char *src, int length, LangErrors *errors);
/* Count what a tree uses. */
void lang_count(const LangAst *ast, LangCounts *out);
/* Parse, check against the host and compile. NULL with errors filled (several, with line and
 * column) when the program has mistakes. host must outlive the program. */
LangProgram *lang_compile(const char *src, int length, const LangHost *host, LangErrors *errors);
void lang_program_destroy(LangProgram *program);
const LangAst *lang_program_ast(const LangProgram *program);
LangCounts lang_program_counts(const LangProgram *program);

/* ---- running ----------------------------------------------------------------------------- */
typedef enum LangStatus {
    LANG_RUNNING = 0, /* the budget ran out; call lang_vm_run again */
    LANG_ACTION,      /* a world command was just carried out (animate it, then run again) */
    LANG_DONE,        /* the program finished */
    LANG_ERROR        /* stopped: lang_vm_error says why and where */
} LangStatus;

typedef struct LangVmDesc {
    int max_steps;      /* 0: LANG_DEFAULT_STEPS. A step is one statement or loop test. */
    int max_call_depth; /* 0: LANG_DEFAULT_CALL_DEPTH */
} LangVmDesc;

typedef struct LangVm LangVm;

/* A VM ready to run program against world (passed to the host's callbacks). desc may be
 * NULL. NULL when out of memory. */
LangVm *lang_vm_create(const LangProgram *program, void *world, const LangVmDesc *desc);
/* A mode's usual first step: compile src (NUL-terminated, NULL reads as "") for host and make
 * a VM on world. Returns the VM with the program in *program (the caller destroys both), or
 * NULL with *program NULL and errors filled: the program's mistakes, or one "out of memory"
 * error at line 1. */
LangVm *lang_start(const char *src, const LangHost *host, void *world, const LangVmDesc *desc,
                   LangProgram **program, LangErrors *errors);
void lang_vm_destroy(LangVm *vm);
/* Back to the first statement (the caller resets its world). */
void lang_vm_reset(LangVm *vm);
/* Run at most budget steps (<= 0: until done). Returns after each world command. */
LangStatus lang_vm_run(LangVm *vm, int budget);
LangStatus lang_vm_status(const LangVm *vm);
/* The statement running now (or that failed, or ran last). */
LangSpan lang_vm_span(const LangVm *vm);
int lang_vm_steps(const LangVm *vm);
int lang_vm_actions(const LangVm *vm);      /* world commands carried out so far */
const LangError *lang_vm_error(const LangVm *vm); /* when the status is LANG_ERROR */
const char *lang_vm_output(const LangVm *vm);     /* text printed so far, one line per print */

/* Describe a status for logs ("running", "action", "done", "error"). */
const char *lang_status_name(LangStatus status);

#endif
