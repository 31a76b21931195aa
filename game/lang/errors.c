/* errors.c - recording errors for the pupil: message text, line and column, span. */
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "lang/internal.h"

bool lang_error_add(LangErrors *errors, LangMsg msg, LangSpan span, const char *text)
{
    if (!errors) return false;
    if (errors->count >= LANG_MAX_ERRORS) {
        errors->more = true;
        return false;
    }
    /* one error per place: the same spot twice is noise */
    for (int i = 0; i < errors->count; i++)
        if (errors->items[i].line == span.line && errors->items[i].column == span.column) return true;
    LangError *e = &errors->items[errors->count++];
    e->msg = msg;
    e->line = span.line;
    e->column = span.column;
    e->end_line = span.end_line;
    e->end_column = span.end_column;
    snprintf(e->text, sizeof e->text, "%s", text);
    return true;
}

bool lang_error_addf(LangErrors *errors, LangMsg msg, LangSpan span, const char *a1,
                     const char *a2, const char *a3)
{
    char text[320];
    lang_msg_format(text, sizeof text, msg, a1, a2, a3, NULL);
    return lang_error_add(errors, msg, span, text);
}

LangSpan lang_token_span(const char *src, LangToken t)
{
    LangSpan s = { t.start, t.start + t.length, t.line, t.column, t.line, t.column };
    for (int i = 0; i < t.length; i++) {
        unsigned char c = (unsigned char)src[t.start + i];
        if (c == '\n') {
            s.end_line++;
            s.end_column = 1;
        } else if ((c & 0xC0) != 0x80) {
            s.end_column++;
        }
    }
    return s;
}

LangSpan lang_span_join(LangSpan a, LangSpan b)
{
    LangSpan s = a;
    if (b.end > a.end) {
        s.end = b.end;
        s.end_line = b.end_line;
        s.end_column = b.end_column;
    }
    return s;
}

void lang_group_digits(char *out, int out_size, long long n)
{
    char digits[32];
    snprintf(digits, sizeof digits, "%lld", n < 0 ? -n : n);
    int len = (int)strlen(digits), o = 0;
    /* TRANSLATORS: the sign between groups of three digits in big numbers (10,000 steps) */
    const char *sep = P_("digit group separator", ",");
    int sep_len = (int)strlen(sep);
    if (n < 0 && o < out_size - 1) out[o++] = '-';
    for (int i = 0; i < len && o < out_size - 1; i++) {
        out[o++] = digits[i];
        int left = len - 1 - i;
        if (left > 0 && left % 3 == 0 && o + sep_len < out_size) {
            memcpy(out + o, sep, (size_t)sep_len);
            o += sep_len;
        }
    }
    out[o] = '\0';
}
