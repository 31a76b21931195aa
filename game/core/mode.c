/* mode.c - the modes' words (mode.h). */
#include "mode.h"

#include <string.h>

#include "i18n.h"

static const char *const names[LP_MODE_COUNT] = {"toycar", "bots", "mays", "dungeon"};
/* TRANSLATORS: the modes' names on the menu and in messages */
static const char *const titles[LP_MODE_COUNT] = {N_("Toy Car"), N_("Robot"), N_("May's Journey"), N_("Dungeon")};

const char *lp_mode_name(LpMode mode) { return (int)mode >= 0 && mode < LP_MODE_COUNT ? names[mode] : ""; }

const char *lp_mode_title(LpMode mode) { return (int)mode >= 0 && mode < LP_MODE_COUNT ? titles[mode] : ""; }

int lp_mode_parse(const char *name)
{
    for (int m = 0; m < LP_MODE_COUNT && name; m++)
        if (!strcmp(names[m], name)) return m;
    return -1;
}
