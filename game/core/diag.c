/* diag.c - building and formatting diagnostics. Depends on libc only. */
#include "diag.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

int lp_diag_set(LpDiag *diag, const char *file, int line, const char *fmt, ...)
{
    if (!diag) return 0;
    snprintf(diag->file, sizeof diag->file, "%s", file ? file : "");
    diag->line = line;
    diag->column = 0;
    diag->sys_errno = 0;
    diag->newer = 0;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(diag->message, sizeof diag->message, fmt, ap);
    va_end(ap);
    lp_text_clean(diag->file);
    lp_text_clean(diag->message);
    return 0;
}

/* Length of the valid UTF-8 sequence at p (2-4), or 0: no overlong forms, no surrogates,
 * nothing past U+10FFFF, no C1 controls (U+0080-U+009F). */
static int utf8_sequence(const unsigned char *p)
{
    unsigned c = p[0];
    int n = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    for (int i = 1; i < n; i++)
        if ((p[i] & 0xC0) != 0x80) return 0; /* also stops at the NUL */
    if (n == 2 && c == 0xC2 && p[1] < 0xA0) return 0;
    if (n == 3 && ((c == 0xE0 && p[1] < 0xA0) || (c == 0xED && p[1] >= 0xA0))) return 0;
    if (n == 4 && ((c == 0xF0 && p[1] < 0x90) || (c == 0xF4 && p[1] >= 0x90))) return 0;
    return n;
}

char *lp_text_clean(char *text)
{
    if (!text) return text;
    unsigned char *in = (unsigned char *)text, *out = in;
    while (*in) {
        unsigned c = *in;
        if (c == '\t' || c == '\n' || c == '\r') {
            *out++ = ' ';
            in++;
        } else if (c < 0x20 || c == 0x7F) {
            *out++ = '?';
            in++;
        } else if (c < 0x80) {
            *out++ = *in++;
        } else {
            int n = utf8_sequence(in);
            if (n == 0) {
                /* a C1 control written as UTF-8 is one '?' for both bytes */
                *out++ = '?';
                in += c == 0xC2 && in[1] >= 0x80 && in[1] < 0xA0 ? 2 : 1;
            } else {
                for (int i = 0; i < n; i++)
                    *out++ = *in++;
            }
        }
    }
    *out = '\0';
    return text;
}

void lp_diag_format(const LpDiag *diag, char *out, int out_size)
{
    if (diag->file[0] && diag->line > 0)
        snprintf(out, (size_t)out_size, "%s:%d: %s", diag->file, diag->line, diag->message);
    else if (diag->file[0])
        snprintf(out, (size_t)out_size, "%s: %s", diag->file, diag->message);
    else
        snprintf(out, (size_t)out_size, "%s", diag->message);
}
