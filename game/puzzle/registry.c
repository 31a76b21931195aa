/* registry.c - the one list of modes (rules.h). */
#include <stdio.h>

#include "puzzle/rules.h"

const PzRules *const pz_rules[LP_MODE_COUNT] = {
    [LP_MODE_TOYCAR] = &pz_toycar_rules,
    [LP_MODE_BOTS] = &pz_bots_rules,
    [LP_MODE_MAYS] = &pz_mays_rules,
    [LP_MODE_DUNGEON] = &pz_dungeon_rules,
};

const PzRules *pz_rules_named(const char *name)
{
    int m = lp_mode_parse(name);
    return m >= 0 ? pz_rules[m] : NULL;
}

const char *pz_rules_names(const char *sep)
{
    static char names[128];
    size_t n = 0;
    names[0] = '\0';
    for (int m = 0; m < LP_MODE_COUNT; m++)
        if (pz_rules[m] && n < sizeof names)
            n += (size_t)snprintf(names + n, sizeof names - n, "%s%s", n ? sep : "", lp_mode_name((LpMode)m));
    return names;
}
