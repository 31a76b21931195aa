/* test_bots_gen7.c - robot generator 7 (bots_gen.h): a function template's candidate whose run is
 * not a shortest route (plain actions press every switch in fewer actions than the program runs)
 * is dropped, and one whose function body a route with a repeat writes shorter
 * (bots_gen_body_route), or that the body and a route in a repeat nested in another solve in fewer
 * commands (bots_gen_nested_call_pass). Generator 6's puzzles from seeds where that happened each have such a
 * route, and generator 7's from the same seeds do not; where generator 6's puzzle had none, generator 7 keeps
 * it; a loop template's puzzles are generator 6's; a template whose fixed actions always turn back
 * still makes a puzzle (the BOTS_GEN7_DETOUR_TRIES-th candidate). */
#include <string.h>

#include "bots/bots_gen.h"
#include "core/rng.h"
#include "modes/bots/bots_lang.h"
#include "modes/bots/solver.h"
#include "test.h"
#include "bots_template_test.h"

/* short_function (6) puzzles whose generator-6 run was a detour: BT6H-1P1R-MPAH (seed 7,
 * puzzle 1), BT65-1PJH-70BC (seed 8, puzzle 4), BT6Z-1PAM-VRF2 (seed 10, puzzle 3); and
 * long_function (12) BT6Z-2CT2-HMAT (seed 7, puzzle 8: 28 plain actions against the run's 40, a
 * 15-command program for par 19, found by `loopling-gen par`). */
static const uint32_t short_detour[] = {59398481u, 622035308u, 357425634u};
static const uint32_t long_detour = 875090266u;
/* long_function (12) seed 7 puzzles 1 and 7 (BT6G-2C1R-MPAH, BT6D-2CQN-P7YA): their runs are
 * shortest routes (40 actions), so generator 7 keeps them. */
static const uint32_t long_kept[] = {59398481u, 794501066u};

/* long_function (12) seed 7 puzzle 2, BT6N-2CJW-78T0: no detour, but its body's
 * `turnRight(); backward(); turnRight(); forward(); forward();` ends where `backward(); repeat (2) {
 * turnLeft(); forward(); }` does, 18 commands for 19 (`loopling-gen par`, 75,070 million nodes). */
static const uint32_t body_route = 633578304u;

/* 1 when plain actions solve the puzzle in fewer actions than its own program runs. */
static int has_detour(const BotsGenPuzzle *p)
{
    BotsRunReport r;
    CHECK_INT(bots_run_program(&p->level, p->level.solution, &r), BOTS_RUN_SOLVED);
    int len = -1;
    return bots_solve_shortest_actions(&p->level.start, r.actions - 1, NULL, &len) == BOTS_SOLVE_FOUND;
}

static void test_detours_are_dropped(void)
{
    BotsTemplate t;
    load("short_function", 0, &t);
    for (size_t i = 0; i < sizeof short_detour / sizeof short_detour[0]; i++) {
        BotsGenPuzzle six = made_p(&t, 6, short_detour[i]);
        BotsGenPuzzle seven = made_p(&t, 7, short_detour[i]);
        CHECK(has_detour(&six));
        CHECK(!has_detour(&seven));
        CHECK(!same_puzzle(&six, &seven));
        CHECK(strncmp(seven.level.code, "BT7", 3) == 0);
    }
    load("long_function", 0, &t);
    BotsGenPuzzle six = made_p(&t, 6, long_detour);
    BotsGenPuzzle seven = made_p(&t, 7, long_detour);
    CHECK(has_detour(&six));
    CHECK(!has_detour(&seven));
    CHECK(!same_puzzle(&six, &seven));
    /* A shortest run is kept: the same puzzle as generator 6's. */
    for (size_t i = 0; i < sizeof long_kept / sizeof long_kept[0]; i++) {
        six = made_p(&t, 6, long_kept[i]);
        seven = made_p(&t, 7, long_kept[i]);
        CHECK(same_puzzle(&six, &seven));
    }
}

/* The body's route written with a repeat: a program the runner solves in fewer commands, found
 * for BT6N-2CJW-78T0 and for no puzzle generator 7 keeps (a proven par among them). */
static void test_a_route_in_the_body(void)
{
    BotsTemplate t;
    load("long_function", 0, &t);
    static BotsGenSolution s;
    char program[BOTS_SOLUTION_MAX];
    BotsGenPuzzle six = made_p(&t, 6, body_route);
    CHECK(!has_detour(&six));
    solution_of(&t, &six, &s);
    CHECK(bots_gen_body_route(&t, &s, &six.level, program, sizeof program));
    CHECK(strstr(program, "repeat (2) {\nturnLeft();\nforward();\n}\n") != NULL);
    BotsRunReport r;
    CHECK_INT(bots_run_program(&six.level, program, &r), BOTS_RUN_SOLVED);
    CHECK_INT(r.commands, 18);
    BotsGenPuzzle seven = made_p(&t, 7, body_route);
    CHECK(!same_puzzle(&six, &seven));
    solution_of(&t, &seven, &s);
    CHECK(!bots_gen_body_route(&t, &s, &seven.level, program, sizeof program));
    CHECK_STR(program, "");
    for (size_t i = 0; i < sizeof long_kept / sizeof long_kept[0]; i++) {
        seven = made_p(&t, 7, long_kept[i]);
        solution_of(&t, &seven, &s);
        CHECK(!bots_gen_body_route(&t, &s, &seven.level, NULL, 0));
    }
}

/* A candidate generator 7 once kept before it looked at the body's route ending facing another
 * way: long_function (12) seed 7 puzzle 3 (215150605). Its body ends `backward(); backward();
 * turnRight(); forward(); forward();`; `repeat (2) { backward(); backward(); turnLeft(); }` ends
 * on the same cell facing a quarter turn further right, and with the main program's turns after
 * the calls changed to match (`A(); turnLeft(); forward(); climbUp(); A(); climbDown(); A();`)
 * the program is 18 commands for 19 (`loopling-gen par`: too high, 18, after 50,577 million nodes). */
static void test_a_route_that_ends_turned(void)
{
    BotsTemplate t;
    load("long_function", 0, &t);
    const char *want =
        "function A() {\nturnLeft();\nforward();\npickUp();\nturnRight();\nclimbDown();\n"
        "turnLeft();\nputDown();\nbackward();\nbackward();\nturnRight();\nforward();\nforward();\n}\n"
        "A();\nforward();\nclimbUp();\nA();\nturnRight();\nclimbDown();\nA();";
    static BotsGenSolution s;
    LpRng rng;
    lp_rng_init(&rng, 215150605u, LP_STREAM_BOTS_GEN);
    int found = 0;
    for (int a = 0; a < 200 && !found; a++) {
        char text[BOTS_SOLUTION_MAX];
        found = bots_gen_solution(&t, &rng, &s) > 0 &&
                bots_gen_program_text(&t, &s, text, (int)sizeof text) > 0 && !strcmp(text, want);
    }
    CHECK(found);
    static BotsLevel level;
    CHECK(bots_gen_format(&t, &s, 7, 215150605u, &level));
    CHECK(!has_detour(&(BotsGenPuzzle){.level = level}));
    char program[BOTS_SOLUTION_MAX];
    CHECK(bots_gen_body_route(&t, &s, &level, program, sizeof program));
    CHECK(strstr(program, "A();\nturnLeft();\nforward();\nclimbUp();\nA();\nclimbDown();\nA();") != NULL);
    BotsRunReport r;
    CHECK_INT(bots_run_program(&level, program, &r), BOTS_RUN_SOLVED);
    CHECK_INT(r.commands, 18);
    /* Generator 7 keeps another puzzle from that seed. */
    BotsGenPuzzle seven = made_p(&t, 7, 215150605u);
    CHECK(strcmp(seven.level.solution, want) != 0);
}

/* short_function (6) pars the long search found too high with generator 6's BT61-1PWF-X9AY (seed
 * 11, puzzle 20) and the first draft of generator 7's BT7P-1PPT-6YBS (seed 9): the body and the
 * route to the second call twice, nested in a repeat with a route that ends as the route to the
 * third call does, 12 commands for 13 (bots_gen_nested_call_pass). */
static const uint32_t nested[] = {956212574u, 765688185u};

static void test_a_pass_nested_in_a_repeat(void)
{
    BotsTemplate t;
    load("short_function", 0, &t);
    static BotsGenSolution s;
    char program[BOTS_SOLUTION_MAX];
    BotsGenPuzzle six = made_p(&t, 6, nested[0]);
    solution_of(&t, &six, &s);
    CHECK(bots_gen_nested_call_pass(&t, &s, &six.level, program, sizeof program));
    CHECK(strncmp(program, "repeat (2) {\nrepeat (2) {\npickUp();\n", 36) == 0);
    BotsRunReport r;
    CHECK_INT(bots_run_program(&six.level, program, &r), BOTS_RUN_SOLVED);
    CHECK_INT(r.commands, 12);
    for (size_t i = 0; i < sizeof nested / sizeof nested[0]; i++) {
        BotsGenPuzzle seven = made_p(&t, 7, nested[i]);
        CHECK(!same_puzzle(&six, &seven));
        solution_of(&t, &seven, &s);
        CHECK(!bots_gen_nested_call_pass(&t, &s, &seven.level, NULL, 0));
    }
    /* long_function (12) seed 7 puzzles 1 and 7 (7 proven par 19): none. */
    load("long_function", 0, &t);
    for (size_t i = 0; i < sizeof long_kept / sizeof long_kept[0]; i++) {
        BotsGenPuzzle seven = made_p(&t, 7, long_kept[i]);
        solution_of(&t, &seven, &s);
        CHECK(!bots_gen_nested_call_pass(&t, &s, &seven.level, NULL, 0));
    }
}

/* Loop templates are not looked at: generator 7 makes generator 6's puzzles. */
static void test_loop_templates_unchanged(void)
{
    BotsTemplate t;
    load("short_loop", 0, &t);
    static BotsGenPuzzle a[5], b[5];
    LpDiag d = {0};
    BotsGenReport r = {0};
    CHECK_INT(bots_generate(&t, &(BotsGenOptions){.seed = 7, .count = 5, .version = 6}, a, 5, NULL, &d), 5);
    CHECK_INT(bots_generate(&t, &(BotsGenOptions){.seed = 7, .count = 5, .version = 7}, b, 5, &r, &d), 5);
    for (int i = 0; i < 5; i++)
        CHECK(same_puzzle(&a[i], &b[i]));
    CHECK_INT(r.detours, 0);
}

/* A function whose fixed actions turn the robot there and back: every run has a shorter route, and
 * the template still makes a puzzle, each seed's BOTS_GEN7_DETOUR_TRIES-th candidate. */
static void test_a_template_that_goes_round(void)
{
    const char *text = "function A\n pick up\n turn left\n turn right\n wildcard 2\n put down\n wildcard 2\n"
                       "end function\nwildcard 2\nfunction A\nwildcard 2\nfunction A\n";
    BotsTemplate t;
    LpDiag d = {0};
    CHECK(bots_template_parse(text, strlen(text), "round", &t, &d));
    static BotsGenPuzzle p;
    BotsGenReport r = {0};
    CHECK_INT(bots_generate(&t, &(BotsGenOptions){.seed = 3, .count = 1, .version = 7}, &p, 1, &r, &d), 1);
    CHECK_INT(r.detours, BOTS_GEN7_DETOUR_TRIES);
    CHECK(has_detour(&p));
    r = (BotsGenReport){0};
    CHECK_INT(bots_generate(&t, &(BotsGenOptions){.seed = 3, .count = 1, .version = 6}, &p, 1, &r, &d), 1);
    CHECK_INT(r.detours, 0);
}

TEST_MAIN(test_detours_are_dropped, test_a_route_in_the_body, test_a_route_that_ends_turned,
          test_a_pass_nested_in_a_repeat, test_loop_templates_unchanged, test_a_template_that_goes_round)
