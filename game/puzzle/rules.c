/* rules.c - what the modes' rules tables share (rules.h), below them all (registry.c lists the
 * tables). */
#include <stdio.h>

#include "core/i18n.h"
#include "puzzle/rules.h"

int pz_code_version_ok(const LpShareParams *code, int version, const char *generator, char *why, int why_size)
{
    if (code->version == version) return 1;
    /* TRANSLATORS: %s names the generator ("robot", "toy-car"); then the code's version, this game's */
    snprintf(why, (size_t)why_size, _("this code was made by %s generator %d; this game has generator %d"), generator,
             code->version, version);
    return 0;
}
