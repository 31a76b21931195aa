/* test_bots_gen5.c - robot generator 5 (bots_gen.h): a function template's main program that a
 * repeat folds (bots_gen_folded_main). Generator 4's short_function (4) puzzles whose par the long
 * search found too high by such a fold each get one, and the game's runner solves the level with
 * the program it writes in fewer commands than par (one of them only when two turnRight() read as
 * two turnLeft()); on puzzles whose par is proven it finds none, nor on a loop template.
 * Generator 5 makes none of those: its puzzles from their seeds differ; where no candidate
 * folds, it keeps generator 4's. */
#include <string.h>

#include "bots/bots_gen.h"
#include "core/rng.h"
#include "modes/bots/bots_lang.h"
#include "test.h"
#include "bots_template_test.h"

/* Seeds of short_function (4) puzzles of `loopling-gen bots --size 4`: too high with generator 4,
 * the long search's shorter program a fold of the main program: BT4R-1M1R-MPAH (seed 7, puzzle
 * 1: `A(); backward(); turnRight(); A(); turnRight(); turnRight(); A();`), BT4Z-1MQ1-VPZT (seed 8,
 * puzzle 29: `A(); turnLeft(); forward(); A(); turnRight(); forward(); A();`) and BT42-1M63-4D1Z
 * (seed 8, puzzle 6: `A(); backward(); turnLeft(); A(); turnRight(); turnRight(); A();`, a fold
 * only when the two turnRight() are read as two turnLeft(), the same half turn); then proven (BT47-1M6D-5W0D,
 * BT4G-1MNG-5A9G with generator 4). */
static const uint32_t too_high[] = {59398481u, 773708794u, 204616767u};
static const uint32_t proven[] = {215150605u, 721594672u};
/* Seeds whose every candidate up to generator 4's puzzle folds no main program (seed 7, puzzles
 * 3 and 8: BT47-1M6D-5W0D, BT4Q-1MT2-HMAT): generator 5 keeps the same. Elsewhere a fold dropped
 * early shifts which later candidate is kept (generator 4's label keeps the sixth it cannot finish). */
static const uint32_t same[] = {215150605u, 875090266u};

/* The solution behind a generated puzzle: its seed's attempts replayed (generate.c's from_seed). */
static void solution_of(const BotsTemplate *t, const BotsGenPuzzle *p, BotsGenSolution *s)
{
    LpRng rng;
    lp_rng_init(&rng, p->seed, LP_STREAM_BOTS_GEN);
    for (int a = 0; a < p->attempts; a++)
        bots_gen_solution(t, &rng, s);
    char text[BOTS_SOLUTION_MAX];
    CHECK(bots_gen_program_text(t, s, text, (int)sizeof text) == p->level.par);
    CHECK_STR(text, p->level.solution);
}

static void test_folds_on_generator_4(void)
{
    BotsTemplate t;
    load("short_function", 4, &t);
    static BotsGenSolution s;
    static BotsGenPuzzle p;
    LpDiag d = {0};
    for (int i = 0; i < 3; i++) {
        CHECK(bots_generate_one(&t, 4, too_high[i], &p, &d));
        solution_of(&t, &p, &s);
        char program[1024];
        CHECK(bots_gen_folded_main(&t, &s, &p.level, program, sizeof program));
        CHECK(strstr(program, "function A() {\n") && strstr(program, "repeat (2) {\n"));
        BotsRunReport r;
        CHECK_INT(bots_run_program(&p.level, program, &r), BOTS_RUN_SOLVED);
        CHECK_INT(r.commands, p.level.par - 1);
        if (i == 2) CHECK(!strstr(program, "turnRight"));
    }
    for (int i = 0; i < 2; i++) {
        CHECK(bots_generate_one(&t, 4, proven[i], &p, &d));
        solution_of(&t, &p, &s);
        CHECK(!bots_gen_folded_main(&t, &s, &p.level, NULL, 0));
    }
    /* A loop template's main program is its repeat: nothing to fold. */
    load("short_loop", 0, &t);
    CHECK(bots_generate_one(&t, 4, proven[0], &p, &d));
    solution_of(&t, &p, &s);
    CHECK(!bots_gen_folded_main(&t, &s, &p.level, NULL, 0));
}

static void test_generator_5_makes_none_of_them(void)
{
    BotsTemplate t;
    load("short_function", 4, &t);
    static BotsGenPuzzle g4, g5;
    static BotsGenSolution s;
    LpDiag d = {0};
    for (int i = 0; i < 3; i++) {
        CHECK(bots_generate_one(&t, 4, too_high[i], &g4, &d));
        CHECK(bots_generate_one(&t, 5, too_high[i], &g5, &d));
        CHECK(!bots_world_equal(&g4.level.start, &g5.level.start));
        CHECK(strncmp(g5.level.code, "BT5", 3) == 0);
        solution_of(&t, &g5, &s);
        CHECK(!bots_gen_folded_main(&t, &s, &g5.level, NULL, 0));
    }
    for (int i = 0; i < 2; i++) {
        CHECK(bots_generate_one(&t, 4, same[i], &g4, &d));
        CHECK(bots_generate_one(&t, 5, same[i], &g5, &d));
        CHECK(bots_world_equal(&g4.level.start, &g5.level.start));
        CHECK_STR(g4.level.solution, g5.level.solution);
    }
}

TEST_MAIN(test_folds_on_generator_4, test_generator_5_makes_none_of_them)
