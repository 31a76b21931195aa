/* rules.c - what the modes' rules tables share (rules.h), below them all (registry.c lists the
 * tables). */
#include <stdio.h>

#include "core/i18n.h"
#include "puzzle/rules.h"

int pz_code_version_ok(const LpShareParams *code, int oldest, int newest, const char *generator, char *why,
                       int why_size)
{
    if (code->version >= oldest && code->version <= newest) return 1;
    if (oldest == newest)
        /* TRANSLATORS: %s names the generator ("robot", "toy-car"); then the code's version, this game's */
        snprintf(why, (size_t)why_size, _("this code was made by %s generator %d; this game has generator %d"), generator,
                 code->version, newest);
    else
        /* TRANSLATORS: %s names the generator ("robot", "toy-car"); then the code's version, this game's oldest and
         * newest */
        snprintf(why, (size_t)why_size, _("this code was made by %s generator %d; this game has generators %d to %d"),
                 generator, code->version, oldest, newest);
    return 0;
}
