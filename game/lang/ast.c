/* ast.c - the arena that owns a syntax tree: blocks of memory freed all at once. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "lang/ast.h"

#define ARENA_BLOCK (64 * 1024)
#define ARENA_CAP (16 * 1024 * 1024) /* the largest program (60,000 signs) needs under 8 MiB */

typedef struct ArenaBlock {
    struct ArenaBlock *next;
    size_t used, size;
    max_align_t data[];
} ArenaBlock;

struct LangArena {
    ArenaBlock *head;
    size_t total;
};

LangArena *lang_arena_create(void)
{
    return calloc(1, sizeof(LangArena));
}

void lang_arena_destroy(LangArena *arena)
{
    if (!arena) return;
    for (ArenaBlock *b = arena->head, *next; b; b = next) {
        next = b->next;
        free(b);
    }
    free(arena);
}

void *lang_arena_alloc(LangArena *arena, size_t size)
{
    size = (size + sizeof(max_align_t) - 1) / sizeof(max_align_t) * sizeof(max_align_t);
    ArenaBlock *b = arena->head;
    if (!b || b->used + size > b->size) {
        size_t want = size > ARENA_BLOCK ? size : ARENA_BLOCK;
        if (arena->total + want > ARENA_CAP) return NULL;
        b = malloc(sizeof(ArenaBlock) + want);
        if (!b) return NULL;
        b->next = arena->head;
        b->used = 0;
        b->size = want;
        arena->head = b;
        arena->total += want;
    }
    void *p = (char *)b->data + b->used;
    b->used += size;
    memset(p, 0, size);
    return p;
}

char *lang_arena_strdup(LangArena *arena, const char *s, int length)
{
    char *p = lang_arena_alloc(arena, (size_t)length + 1);
    if (p) {
        memcpy(p, s, (size_t)length);
        p[length] = '\0';
    }
    return p;
}

void lang_ast_destroy(LangAst *ast)
{
    if (!ast) return;
    LangArena *arena = ast->arena;
    lang_arena_destroy(arena); /* the LangAst itself lives in its arena */
}
