/* fuzz_util.h - what the loaders' fuzz targets (tests/fuzz/fuzz_*.c) share: check(), which stops
 * with a note on stderr so that libFuzzer (and tests/fuzz/replay.c) keep the input that did it;
 * copies of the input (exact size, so a read past the end is caught, or NUL-terminated); the
 * checks every loader's diagnostic must pass; and the round trip of a loader with a writer.
 * Header-only (static functions); depends on core buf and diag. */
#ifndef FUZZ_UTIL_H
#define FUZZ_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/buf.h"
#include "core/diag.h"

/* The libFuzzer entry point each target defines. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define check(cond)                                                                          \
    do {                                                                                     \
        if (!(cond)) {                                                                       \
            fprintf(stderr, "fuzz: %s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);  \
            abort();                                                                         \
        }                                                                                    \
    } while (0)

static inline void fuzz_show(const char *text)
{
    fprintf(stderr, "fuzz: %s\n", text ? text : "(null)");
}

/* The same, printing a text first (a diagnostic, a written file) to help whoever reads it. */
#define check_or_show(cond, text)                                                            \
    do {                                                                                     \
        if (!(cond)) {                                                                       \
            fuzz_show(text);                                                                 \
            check(cond);                                                                     \
        }                                                                                    \
    } while (0)

/* The input in a buffer of exactly its size (1 byte, a NUL, for an empty input); free it. */
static inline char *fuzz_copy(const uint8_t *data, size_t size)
{
    char *s = malloc(size ? size : 1);
    if (s && size) memcpy(s, data, size);
    else if (s) s[0] = '\0';
    return s;
}

/* The input with a NUL after it (a NUL inside ends it as a string); free it. */
static inline char *fuzz_cstr(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s) return NULL;
    if (size) memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

/* Lines of text as the loaders count them: 1 + its newlines. */
static inline int fuzz_lines(const char *text, size_t len)
{
    int lines = 1;
    for (size_t i = 0; i < len; i++) lines += text[i] == '\n';
    return lines;
}

/* No control byte (C0, DEL) in text: safe on a terminal (diag.h: every diagnostic is clean). */
static inline int fuzz_clean(const char *text)
{
    for (const unsigned char *p = (const unsigned char *)text; *p; p++)
        if (*p < 0x20 || *p == 0x7F) return 0;
    return 1;
}

/* A diagnostic a loader filled when it refused its input: it names label, a line from min_line to
 * max_line, and says something clean, every field NUL-terminated. */
static inline void fuzz_check_diag(const LpDiag *d, const char *label, int min_line, int max_line)
{
    check(memchr(d->file, '\0', sizeof d->file) && memchr(d->message, '\0', sizeof d->message));
    check_or_show(strcmp(d->file, label) == 0, d->file);
    check_or_show(d->line >= min_line && d->line <= max_line, d->message);
    check(d->column >= 0);
    check(d->message[0] != '\0');
    check(fuzz_clean(d->message));
}

/* Two written files are the same bytes. */
static inline int fuzz_same_bytes(const LpBuf *a, const LpBuf *b)
{
    return !a->failed && !b->failed && a->count == b->count && (a->count == 0 || memcmp(a->data, b->data, a->count) == 0);
}

/* A diagnostic that nothing wrote yet: reading it after a loader succeeded shows what it wrote. */
static inline void fuzz_diag_blank(LpDiag *d)
{
    memset(d, 0, sizeof *d);
}

#endif
