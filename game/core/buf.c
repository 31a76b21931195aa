/* buf.c - growable buffer and file reading. Depends on libc and i18n.h only. */
#include "buf.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"

void lp_buf_init(LpBuf *buf) { memset(buf, 0, sizeof *buf); }

void lp_buf_free(LpBuf *buf)
{
    free(buf->data);
    memset(buf, 0, sizeof *buf);
}

void lp_buf_clear(LpBuf *buf)
{
    buf->count = 0;
    if (buf->data) buf->data[0] = '\0';
}

static int reserve(LpBuf *buf, size_t extra)
{
    if (buf->failed) return 0;
    if (buf->count + extra + 1 <= buf->capacity) return 1;
    size_t cap = buf->capacity ? buf->capacity : 64;
    while (cap < buf->count + extra + 1) cap *= 2;
    char *p = realloc(buf->data, cap);
    if (!p) {
        buf->failed = 1;
        return 0;
    }
    buf->data = p;
    buf->capacity = cap;
    return 1;
}

void lp_buf_append(LpBuf *buf, const char *bytes, size_t n)
{
    if (!reserve(buf, n)) return;
    memcpy(buf->data + buf->count, bytes, n);
    buf->count += n;
    buf->data[buf->count] = '\0';
}

void lp_buf_puts(LpBuf *buf, const char *s) { lp_buf_append(buf, s, strlen(s)); }

void lp_buf_printf(LpBuf *buf, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    va_list copy;
    va_copy(copy, ap);
    int n = vsnprintf(NULL, 0, fmt, copy);
    va_end(copy);
    if (n > 0 && reserve(buf, (size_t)n)) {
        vsnprintf(buf->data + buf->count, (size_t)n + 1, fmt, ap);
        buf->count += (size_t)n;
    }
    va_end(ap);
}

void lp_buf_json_string(LpBuf *buf, const char *s)
{
    lp_buf_append(buf, "\"", 1);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        switch (*p) {
        case '"': lp_buf_puts(buf, "\\\""); break;
        case '\\': lp_buf_puts(buf, "\\\\"); break;
        case '\n': lp_buf_puts(buf, "\\n"); break;
        case '\r': lp_buf_puts(buf, "\\r"); break;
        case '\t': lp_buf_puts(buf, "\\t"); break;
        default:
            if (*p < 0x20) lp_buf_printf(buf, "\\u%04x", *p);
            else lp_buf_append(buf, (const char *)p, 1);
        }
    }
    lp_buf_append(buf, "\"", 1);
}

int lp_buf_read_file(LpBuf *buf, const char *path, size_t max_bytes, char *why, int why_size)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        /* TRANSLATORS: %s is the system's reason ("No such file or directory") */
        snprintf(why, (size_t)why_size, _("cannot open: %s"), strerror(errno));
        return 0;
    }
    lp_buf_clear(buf);
    char chunk[4096];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (buf->count + n > max_bytes) {
            fclose(f);
            snprintf(why, (size_t)why_size, _("file is too large (over %zu bytes)"), max_bytes);
            return 0;
        }
        lp_buf_append(buf, chunk, n);
    }
    int err = ferror(f);
    fclose(f);
    if (err || buf->failed) {
        snprintf(why, (size_t)why_size, "%s", err ? _("read error") : _("out of memory"));
        return 0;
    }
    if (!buf->data) lp_buf_append(buf, "", 0);
    return 1;
}

uint32_t lp_fnv1a(const void *bytes, size_t n)
{
    const unsigned char *p = bytes;
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 16777619u;
    }
    return h;
}
