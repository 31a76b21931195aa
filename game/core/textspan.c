/* textspan.c - text spans: trimming, lines, tokens, "key: value", numbers, quoting. Depends on
 * libc only. */
#include "textspan.h"

#include <stdio.h>
#include <string.h>

/* The blanks a line may carry around its words. */
static int is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

LpSpan lp_span_trim(LpSpan v)
{
    while (v.n && is_space(v.s[0]))
        v.s++, v.n--;
    return lp_span_trim_end(v);
}

LpSpan lp_span_trim_end(LpSpan v)
{
    while (v.n && is_space(v.s[v.n - 1]))
        v.n--;
    return v;
}

int lp_span_is(LpSpan v, const char *s)
{
    return v.n == strlen(s) && memcmp(v.s, s, v.n) == 0;
}

int lp_span_find(LpSpan v, const char *const *names, int count)
{
    int k = 0;
    while (k < count && !lp_span_is(v, names[k]))
        k++;
    return k;
}

int lp_span_next_line(const char *text, size_t len, size_t *pos, LpSpan *line)
{
    if (!text || *pos >= len) return 0;
    size_t end = *pos;
    while (end < len && text[end] != '\n')
        end++;
    line->s = text + *pos;
    line->n = end - *pos;
    *pos = end < len ? end + 1 : end;
    return 1;
}

int lp_span_next_token(LpSpan *rest, LpSpan *tok)
{
    *rest = lp_span_trim(*rest);
    if (!rest->n) return 0;
    size_t i = 0;
    while (i < rest->n && !is_space(rest->s[i]))
        i++;
    tok->s = rest->s;
    tok->n = i;
    rest->s += i;
    rest->n -= i;
    return 1;
}

int lp_span_split_key(LpSpan line, LpSpan *key, LpSpan *value)
{
    const char *colon = line.n ? memchr(line.s, ':', line.n) : NULL;
    if (!colon) return 0;
    *key = lp_span_trim((LpSpan){line.s, (size_t)(colon - line.s)});
    *value = lp_span_trim((LpSpan){colon + 1, (size_t)(line.s + line.n - colon - 1)});
    return 1;
}

int lp_span_parse_uint(LpSpan v, unsigned long long max, unsigned long long *out)
{
    if (v.n == 0 || v.n > 10) return 0;
    unsigned long long x = 0;
    for (size_t i = 0; i < v.n; i++) {
        if (v.s[i] < '0' || v.s[i] > '9') return 0;
        x = x * 10 + (unsigned)(v.s[i] - '0');
    }
    if (x > max) return 0;
    *out = x;
    return 1;
}

int lp_span_printable(LpSpan v, int allow_tab)
{
    for (size_t i = 0; i < v.n; i++) {
        unsigned char c = (unsigned char)v.s[i];
        if ((c < ' ' && !(allow_tab && c == '\t')) || c == 127) return 0;
    }
    return 1;
}

const char *lp_span_quoted(LpSpan v, char *buf, size_t size)
{
    if (!lp_span_printable(v, 0)) return "?";
    snprintf(buf, size, "%.*s%s", (int)(v.n > 24 ? 24 : v.n), v.s, v.n > 24 ? "..." : "");
    return buf;
}
