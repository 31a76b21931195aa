/* textspan.h - read-only slices of text (a pointer and a length, not NUL-terminated) and the
 * small scanning helpers the line-based file parsers share (level files). Pure C, libc only. A
 * span borrows the text it points into and owns nothing. */
#ifndef LP_TEXTSPAN_H
#define LP_TEXTSPAN_H

#include <stddef.h>

typedef struct LpSpan {
    const char *s;
    size_t n;
} LpSpan;

/* v without blanks (space, tab, CR) at either end. */
LpSpan lp_span_trim(LpSpan v);
/* v without blanks at its end (its indentation kept). */
LpSpan lp_span_trim_end(LpSpan v);
/* True when v is exactly the NUL-terminated string s. */
int lp_span_is(LpSpan v, const char *s);
/* Index of the first of names[0..count) that v is, or count when it is none of them. */
int lp_span_find(LpSpan v, const char *const *names, int count);
/* The next line of text[0..len) from *pos (up to '\n' or the end, without the '\n') into *line,
 * and *pos past it; 0 when none is left. A final line without '\n' counts; text may be NULL. */
int lp_span_next_line(const char *text, size_t len, size_t *pos, LpSpan *line);
/* The next blank-separated token of *rest into *tok (*rest moves past it); 0 when none is left. */
int lp_span_next_token(LpSpan *rest, LpSpan *tok);
/* Split "key: value" at its first ':' into a trimmed key and value; 0 when there is no ':'. */
int lp_span_split_key(LpSpan line, LpSpan *key, LpSpan *value);
/* Decimal digits only (1 to 10 of them, no sign or blanks) worth at most max into *out; 0 when
 * v is not such a number (*out is then unchanged). */
int lp_span_parse_uint(LpSpan v, unsigned long long max, unsigned long long *out);
/* True when v holds no control characters (a tab is allowed where allow_tab). */
int lp_span_printable(LpSpan v, int allow_tab);
/* v made safe to quote in a message: its first 24 characters (then "...") written into buf, or
 * "?" when it is not printable. Returns buf or "?". */
const char *lp_span_quoted(LpSpan v, char *buf, size_t size);

#endif
