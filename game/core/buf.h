/* buf.h - a growable byte/string buffer (the project's one count/capacity idiom for text),
 * plus whole-file reading. The caller owns an LpBuf: lp_buf_init, then lp_buf_free. */
#ifndef LP_BUF_H
#define LP_BUF_H

#include <stddef.h>
#include <stdint.h>

typedef struct LpBuf {
    char *data;   /* always NUL-terminated once anything was appended */
    size_t count;
    size_t capacity;
    int failed;   /* set when an allocation failed; further appends are ignored */
} LpBuf;

void lp_buf_init(LpBuf *buf);
void lp_buf_free(LpBuf *buf);
void lp_buf_clear(LpBuf *buf);
void lp_buf_append(LpBuf *buf, const char *bytes, size_t n);
void lp_buf_puts(LpBuf *buf, const char *s);
void lp_buf_printf(LpBuf *buf, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* JSON string literal with escapes, quotes included. */
void lp_buf_json_string(LpBuf *buf, const char *s);
/* Read a whole file (at most max_bytes) into buf. Returns 1 on success; on failure fills
 * why (e.g. "cannot open: No such file or directory") and returns 0. */
int lp_buf_read_file(LpBuf *buf, const char *path, size_t max_bytes, char *why, int why_size);

/* FNV-1a 32 of n bytes (the checksum of saves and replays). */
uint32_t lp_fnv1a(const void *bytes, size_t n);

#endif
