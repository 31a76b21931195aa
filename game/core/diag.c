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
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(diag->message, sizeof diag->message, fmt, ap);
    va_end(ap);
    return 0;
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
