/* bots_worlds.h - small hand-made robot worlds the robot's search tests share (test_bots_solver.c,
 * test_bots_par.c), and the parse that reads them. */
#ifndef LP_BOTS_WORLDS_H
#define LP_BOTS_WORLDS_H

#include <stdio.h>
#include <string.h>

#include "modes/bots/level.h"
#include "test.h"

static BotsLevel parse(const char *text)
{
    BotsLevel lv;
    LpDiag d = {0};
    int ok = bots_level_parse(text, strlen(text), "test.level", &lv, &d);
    CHECK(ok);
    if (!ok) fprintf(stderr, "%d: %s\n", d.line, d.message);
    return lv;
}

#define HEAD(par) "loopling-level 1\nmode: bots\npar: " #par "\n"

static const char corner[] = HEAD(4) "robot: 0,0,E\nsolution: forward(); forward(); turnRight(); forward();\n"
                                     "heights:\n111\n001\nswitches:\n...\n..S\n";
static const char box[] = HEAD(5) "robot: 0,0,E\nsolution: pickUp(); forward(); climbUp(); climbUp(); putDown();\n"
                                  "heights:\n11231\nboxes:\n.1...\nswitches:\n....S\n";
/* A switch on an island the robot can never reach, and no box. */
static const char island[] = HEAD(3) "robot: 0,0,E\nsolution: forward();\nheights:\n1101\nswitches:\n...S\n";
/* A long walk: par 9 is far too high (repeat or recursion does it in 3). */
static const char walk[] = HEAD(9) "robot: 0,0,E\nsolution: forward();\nheights:\n1111111111111111\n"
                                   "switches:\n...............S\n";
/* The same walk with par 3 (repeat (8) { forward(); forward(); } solves it): with counts 2 to 9
 * nothing shorter does, but the blocks allow repeat (15) { forward(); }, 2 commands. */
static const char walk3[] = HEAD(3) "robot: 0,0,E\nsolution: repeat (8) { forward(); forward(); }\nheights:\n"
                                    "1111111111111111\nswitches:\n...............S\n";

#endif
