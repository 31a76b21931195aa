/* test_bots_gen4.c - robot generator 4 (bots_gen.h): a loop whose every pass a shorter body makes
 * (bots_gen_shorter_pass). Generator 3's three long_loop puzzles of seed 7 whose par the long
 * search found too high each get such a body, and the game's runner solves the level with the
 * program it writes, in fewer commands than par (and so does a puzzle only a route longer than
 * the shortest shows); on puzzles whose par is proven it finds none.
 * Generator 4 makes none of those three: its puzzles from their seeds differ, the others are
 * generator 3's. */
#include <string.h>

#include "bots/bots_gen.h"
#include "modes/bots/bots_lang.h"
#include "test.h"
#include "bots_template_test.h"
#include "bots_worlds.h"

/* Seeds of long_loop (12) puzzles of `loopling-gen bots --seed 7`: 1, 7 and 11 (too high with
 * generator 3: BT36-1C1R-MPAH, BT3V-1CQN-P7YA, BT3F-1C2C-BJGZ), then 2 and 3 (proven). */
static const uint32_t too_high[] = {59398481u, 794501066u, 80071199u};
static const uint32_t proven[] = {633578304u, 215150605u};

/* A long_loop (12) puzzle a first version of generator 4 kept (it tried shortest routes only):
 * a route as long as the pass, written with a nested repeat, makes a 12-command program. */
static const char longer_route[] = HEAD(
    13) "robot: 0,0,E\nsolution: repeat (4) {\n  turnRight();\n  forward();\n  pickUp();\n  turnLeft();\n"
        "  climbDown();\n  turnLeft();\n  putDown();\n  turnRight();\n  turnRight();\n  climbUp();\n"
        "  turnLeft();\n  forward();\n  }\nheights:\n310000000\n320000000\n333100000\n003200000\n"
        "003331000\n000032000\n000033310\n000000320\n000000333\nboxes:\n.........\n.........\n"
        "1........\n.........\n..1......\n.........\n....1....\n.........\n......1..\nswitches:\n"
        ".S.......\n.........\n...S.....\n.........\n.....S...\n.........\n.......S.\n.........\n"
        "........S\n";

/* The solution behind a loop puzzle's level: its start, and its program's actions run pass after
 * pass (the level's text: "repeat (k) {" and one action a line). */
static void loop_solution_of(const BotsLevel *lv, BotsGenSolution *s)
{
    memset(s, 0, sizeof *s);
    s->start = lv->start;
    int k = 0, body = 0;
    uint8_t acts[BOTS_GEN_SIZE_MAX];
    char text[sizeof lv->solution];
    snprintf(text, sizeof text, "%s", lv->solution);
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        while (*line == ' ')
            line++;
        if (sscanf(line, "repeat (%d)", &k) == 1) continue;
        char *paren = strchr(line, '(');
        if (!paren || body >= BOTS_GEN_SIZE_MAX) continue;
        *paren = '\0';
        acts[body++] = (uint8_t)bots_action_from_word(line);
    }
    CHECK(k == 4 && body == 12);
    for (int p = 0; p < k; p++)
        memcpy(s->actions + p * body, acts, (size_t)body);
    s->count = k * body;
}

static void test_shorter_pass_on_generator_3(void)
{
    BotsTemplate t;
    load("long_loop", 0, &t);
    static BotsGenSolution s;
    static BotsGenPuzzle p;
    LpDiag d = {0};
    for (int i = 0; i < 4; i++) {
        if (i < 3)
            CHECK(bots_generate_one(&t, 3, too_high[i], &p, &d));
        else
            p.level = parse(longer_route);
        loop_solution_of(&p.level, &s);
        char program[1024];
        CHECK(bots_gen_shorter_pass(&t, &s, program, sizeof program));
        BotsRunReport r;
        CHECK_INT(bots_run_program(&p.level, program, &r), BOTS_RUN_SOLVED);
        CHECK(r.commands < p.level.par);
    }
    for (int i = 0; i < 2; i++) {
        CHECK(bots_generate_one(&t, 3, proven[i], &p, &d));
        loop_solution_of(&p.level, &s);
        CHECK(!bots_gen_shorter_pass(&t, &s, NULL, 0));
    }
    /* Only a template that is one loop of actions: short_function's passes are calls. */
    load("short_function", 0, &t);
    CHECK(!bots_gen_shorter_pass(&t, &s, NULL, 0));
}

static void test_generator_4_makes_none_of_them(void)
{
    BotsTemplate t;
    load("long_loop", 0, &t);
    static BotsGenPuzzle g3, g4;
    static BotsGenSolution s;
    LpDiag d = {0};
    for (int i = 0; i < 3; i++) {
        CHECK(bots_generate_one(&t, 3, too_high[i], &g3, &d));
        CHECK(bots_generate_one(&t, 4, too_high[i], &g4, &d));
        CHECK(!bots_world_equal(&g3.level.start, &g4.level.start));
        CHECK(strncmp(g4.level.code, "BT4", 3) == 0);
        loop_solution_of(&g4.level, &s);
        CHECK(!bots_gen_shorter_pass(&t, &s, NULL, 0));
    }
    CHECK(bots_generate_one(&t, 3, proven[0], &g3, &d));
    CHECK(bots_generate_one(&t, 4, proven[0], &g4, &d));
    CHECK(bots_world_equal(&g3.level.start, &g4.level.start));
    CHECK_STR(g3.level.solution, g4.level.solution);
}

TEST_MAIN(test_shorter_pass_on_generator_3, test_generator_4_makes_none_of_them)
