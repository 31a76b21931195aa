/* bots_template_test.h - for robot generator tests: a shipped template (scripts/templates) loaded
 * and resized, checked as it goes. Include after test.h and bots/bots_gen.h. */
#ifndef LP_BOTS_TEMPLATE_TEST_H
#define LP_BOTS_TEMPLATE_TEST_H

#include <stdio.h>

/* Template `name` as shipped, resized to size (0: as written). */
static void load(const char *name, int size, BotsTemplate *t)
{
    char path[600];
    snprintf(path, sizeof path, "%s/scripts/templates/%s.template", LOOPLING_SOURCE_DIR, name);
    LpDiag d = {0};
    CHECK(bots_template_load(path, t, &d));
    if (size) CHECK_INT(bots_template_resize(t, size), size);
}

#endif
