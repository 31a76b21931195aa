/* candidate_text.c - how the generators' checks write a shorter candidate program and try it
 * (bots_gen.h): text appended piece by piece, route sequences written out (net.c makes them), and
 * the game's runner as the last word on whether the text beats par. Kept apart from net.c and
 * shorter_pass.c so that neither uses the other. Depends on bots_gen.h and bots_lang.h. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "bots_gen.h"
#include "modes/bots/bots_lang.h"

int bots_gen_solves_below_par(const BotsLevel *level, const char *text, char *program, size_t size)
{
    BotsRunReport report; /* the game's runner has the last word */
    if (bots_run_program(level, text, &report) != BOTS_RUN_SOLVED || report.commands >= level->par) return 0;
    if (program && size) snprintf(program, size, "%s", text);
    return 1;
}

void bots_gen_append(char *out, size_t size, const char *format, ...)
{
    size_t used = strlen(out);
    va_list args;
    va_start(args, format);
    vsnprintf(out + used, size - used, format, args);
    va_end(args);
}

void bots_gen_write_seq(const BotsGenSeqs *q, int i, char *out, size_t size)
{
    for (int k = 0; k < q->len[i]; k++)
        bots_gen_append(out, size, "%s();\n", bots_action_name((BotsAction)q->a[i][k]));
}
