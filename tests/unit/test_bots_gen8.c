/* test_bots_gen8.c - robot generator 8 (bots_gen.h): a function template's candidate that a second
 * function, called in the first one's body and in the main program, writes in fewer commands
 * (bots_gen_shared_function) is dropped. Generator 7's long_function (12) puzzles where that
 * happened have such a program (the game's runner solves the level with it below par), and
 * generator 8's from the same seeds do not; where generator 7's puzzle had none (its par proven
 * by the long search), generator 8 keeps it. */
#include <string.h>

#include "bots/bots_gen.h"
#include "core/rng.h"
#include "modes/bots/bots_lang.h"
#include "test.h"
#include "bots_template_test.h"

/* long_function (12) seed 8: puzzle 5, BT7V-2C9M-NJDP, par 19, which the long search
 * (`loopling-gen bots --code BT7V-2C9M-NJDP --json --long-nodes 100000000000`) beats with 18
 * commands after 35,570 million nodes: `function B() { turnLeft(); forward(); }` called twice in
 * the body and once in the main program; and puzzle 3, BT7M-2CK9-DG2C: `turnRight(); forward();`
 * three times in the body. */
static const uint32_t shared[] = {323668406u, 647413836u, 155115319u, 888917142u};
static const char *const second[] = {"function B() {\nturnLeft();\nforward();\n}\n",
                                     "function B() {\nturnRight();\nforward();\n}\n",
                                     "function B() {\nturnRight();\nclimbUp();\nturnRight();\n}\n",
                                     "function B() {\nclimbUp();\nforward();\n}\n"};
/* ... the third, puzzle 8, BT7S-2C4K-XQSQ (40,504 million nodes of the long search, 18 for 19),
 * only with its body's last run written as a route that ends a quarter turn further left, the
 * main program's turns changed to match. */
/* ... and the fourth, seed 9's puzzle 3, BT7Y-2CTF-QK4P (11,198 million nodes, 18 for 19): `climbUp();
 * forward();` twice in the body and once in the main program, found only when no other piece is
 * written another way (a shorter writing that steps elsewhere, 17 commands, fails). */
static const char *const route =
    "turnLeft();\nforward();\nrepeat (2) {\nforward();\nturnLeft();\n}\n}\nfunction B()";
/* Generator 7's long_function (12) puzzles whose par 19 is proven (seed 7: all eight, by
 * `loopling-gen par`; seed 8: puzzles 1, 2, 4, 6 and 7; seed 9: puzzles 1, 2, 4 and 5; docs/proofs). */
static const uint32_t proven[] = {59398481u,  633578304u, 215150605u, 608795752u, 209940200u, 721594672u,
                                  794501066u, 875090266u, 360472354u, 97582000u,  622035308u, 204616767u,
                                  867303246u, 344851505u, 319985019u, 847908574u, 83508722u};

static void test_a_function_shared_by_body_and_main(void)
{
    BotsTemplate t;
    load("long_function", 0, &t);
    static BotsGenSolution s;
    char program[BOTS_SOLUTION_MAX];
    for (size_t i = 0; i < sizeof shared / sizeof shared[0]; i++) {
        BotsGenPuzzle seven = made_p(&t, 7, shared[i]);
        solution_of(&t, &seven, &s);
        CHECK(bots_gen_shared_function(&t, &s, &seven.level, program, sizeof program));
        CHECK(strstr(program, second[i]) != NULL);
        CHECK((i == 2) == (strstr(program, route) != NULL));
        BotsRunReport r;
        CHECK_INT(bots_run_program(&seven.level, program, &r), BOTS_RUN_SOLVED);
        CHECK_INT(seven.level.par, 19);
        CHECK_INT(r.commands, 18);
        BotsGenPuzzle eight = made_p(&t, 8, shared[i]);
        CHECK(!same_puzzle(&seven, &eight));
        CHECK(strncmp(eight.level.code, "BT8", 3) == 0);
        solution_of(&t, &eight, &s);
        CHECK(!bots_gen_shared_function(&t, &s, &eight.level, program, sizeof program));
        CHECK_STR(program, "");
    }
}

static void test_proven_pars_kept(void)
{
    BotsTemplate t;
    load("long_function", 0, &t);
    static BotsGenSolution s;
    for (size_t i = 0; i < sizeof proven / sizeof proven[0]; i++) {
        BotsGenPuzzle seven = made_p(&t, 7, proven[i]);
        solution_of(&t, &seven, &s);
        CHECK(!bots_gen_shared_function(&t, &s, &seven.level, NULL, 0));
        static BotsGenPuzzle kept;
        kept = seven;
        CHECK(same_puzzle(&kept, &(BotsGenPuzzle){.level = made_p(&t, 8, proven[i]).level}));
    }
}

TEST_MAIN(test_a_function_shared_by_body_and_main, test_proven_pars_kept)
