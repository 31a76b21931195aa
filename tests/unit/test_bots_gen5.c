/* test_bots_gen5.c - robot generator 5 (bots_gen.h): a function template's main program that a
 * shorter one with repeats runs alike (bots_gen_folded_main), and a function's body and a route
 * repeated (bots_gen_shorter_call_pass). Generator 4's short_function (4) puzzles whose par the long
 * search found too high by such a program each get one, and the game's runner solves the level
 * with the program it writes in fewer commands than par (one only when two turnRight() read as
 * two turnLeft(), one only when a half turn is split); on puzzles whose par is proven they find none, nor on
 * a loop template. Generator 5 makes none of those: its puzzles from their seeds differ; where no candidate
 * is dropped so, it keeps generator 4's. Generator 6 (bots_gen_factored_loop): a loop body that a
 * function of moves and turns writes shorter, on generator 5's too-high long_loop (12) pars. */
#include <string.h>

#include "bots/bots_gen.h"
#include "core/rng.h"
#include "modes/bots/bots_lang.h"
#include "test.h"
#include "bots_template_test.h"

/* Seeds of short_function (4) puzzles of `loopling-gen bots --size 4`: too high with generator 4,
 * a shorter main program running the same calls and moves: BT4R-1M1R-MPAH (seed 7, puzzle 1:
 * `A(); backward(); turnRight(); A(); turnRight(); turnRight(); A();`, a repeat whose last pass
 * the solve cuts short), BT4Z-1MQ1-VPZT (seed 8, puzzle 29: `A(); turnLeft(); forward(); A();
 * turnRight(); forward(); A();`), BT42-1M63-4D1Z (seed 8, puzzle 6: `A(); backward(); turnLeft();
 * A(); turnRight(); turnRight(); A();`, only when the two turnRight() are read as two turnLeft(),
 * the same half turn) and BT4N-1MAQ-RQS2 (seed 8, puzzle 1: `A(); turnLeft(); turnLeft(); A();
 * backward(); turnRight(); A();` is `A(); turnRight(); repeat (2) { turnRight(); A(); backward(); }`,
 * the half turn split between a turn before the repeat and one in it) and BT49-1MKT-D0ET (seed 8,
 * puzzle 10: `A(); turnRight(); turnRight(); A(); turnLeft(); forward(); A();` is `repeat (2) {
 * turnRight(); repeat (2) { turnLeft(); A(); turnLeft(); } forward(); }`, shorter only with A's
 * body written in place of its one call); then proven (BT47-1M6D-5W0D, BT4G-1MNG-5A9G with
 * generator 4). */
static const uint32_t too_high[] = {59398481u, 773708794u, 204616767u, 360472354u, 665223642u};
static const uint32_t proven[] = {215150605u, 721594672u};
/* Too high with generator 4, the long search's program the function's body and a route in a
 * repeat (`repeat (2) { pickUp(); turnRight(); putDown(); backward(); repeat (2) { turnLeft();
 * forward(); } forward(); turnLeft(); }`, 10 commands for 11): BT4X-1MJW-78T0, BT45-1MQN-P7YA,
 * BT4Q-1MT2-HMAT (seed 7, puzzles 2, 7, 8). */
static const uint32_t call_pass[] = {633578304u, 794501066u, 875090266u};
/* Seeds where generator 5 drops no candidate up to generator 4's puzzle (BT47-1M6D-5W0D, seed 7
 * puzzle 3; BT41-1M9M-NJDP, seed 8 puzzle 5): it keeps the same. Elsewhere a candidate dropped
 * early shifts which later one is kept (the label keeps the sixth it cannot finish). */
static const uint32_t same[] = {215150605u, 323668406u};

/* Puzzle `seed` of template t (named `name`) by generator `version`, made once for all tests. */
static const BotsGenPuzzle *made(const char *name, const BotsTemplate *t, int version, uint32_t seed)
{
    static struct {
        char name[32];
        int version;
        uint32_t seed;
        BotsGenPuzzle p;
    } cache[40];
    static int n;
    for (int i = 0; i < n; i++)
        if (!strcmp(cache[i].name, name) && cache[i].version == version && cache[i].seed == seed)
            return &cache[i].p;
    CHECK(n < 40);
    int i = n < 40 ? n++ : 39;
    snprintf(cache[i].name, sizeof cache[i].name, "%s", name);
    cache[i].version = version;
    cache[i].seed = seed;
    LpDiag d = {0};
    CHECK(bots_generate_one(t, version, seed, &cache[i].p, &d));
    return &cache[i].p;
}

/* Which check writes a shorter program for a generated puzzle (0: fold, 1: call pass); the
 * program in program[1024]. */
static int shorter(int check, const BotsTemplate *t, const BotsGenPuzzle *p, char *program)
{
    static BotsGenSolution s;
    solution_of(t, p, &s);
    return check == 0 ? bots_gen_folded_main(t, &s, &p->level, program, 1024)
                      : bots_gen_shorter_call_pass(t, &s, &p->level, program, 1024);
}

/* Each check's programs for generator 4's too-high pars solve in fewer commands; neither finds
 * one on the other's, on a proven par or on a loop template. */
static void test_shorter_programs_on_generator_4(void)
{
    BotsTemplate t;
    load("short_function", 4, &t);
    char program[1024];
    BotsRunReport r;
    for (int check = 0; check < 2; check++)
        for (int i = 0; i < (check ? 3 : 5); i++) {
            const BotsGenPuzzle *p = made("short_function", &t, 4, check ? call_pass[i] : too_high[i]);
            CHECK(shorter(check, &t, p, program));
            CHECK_INT(bots_run_program(&p->level, program, &r), BOTS_RUN_SOLVED);
            CHECK_INT(r.commands, p->level.par - 1);
            if (check == 0) /* the main program shorter, the function kept (but written in place) */
                CHECK(strstr(program, "repeat (2) {\n") && !strstr(program, "function A() {\n") == (i == 4));
            else /* the body written out in a repeat */
                CHECK(strncmp(program, "repeat (", 8) == 0 && !strstr(program, "function"));
        }
    for (int i = 0; i < 3; i++) { /* neither finds the other's */
        CHECK(!shorter(0, &t, made("short_function", &t, 4, call_pass[i]), program));
        CHECK(!shorter(1, &t, made("short_function", &t, 4, too_high[i]), program));
    }
    for (int i = 0; i < 2; i++)
        for (int check = 0; check < 2; check++)
            CHECK(!shorter(check, &t, made("short_function", &t, 4, proven[i]), program));
    load("short_loop", 0, &t);
    for (int check = 0; check < 2; check++)
        CHECK(!shorter(check, &t, made("short_loop", &t, 4, proven[0]), program));
}

static void test_generator_5_makes_none_of_them(void)
{
    BotsTemplate t;
    load("short_function", 4, &t);
    char program[1024];
    for (int i = 0; i < 8; i++) {
        uint32_t seed = i < 5 ? too_high[i] : call_pass[i - 5];
        const BotsGenPuzzle *g4 = made("short_function", &t, 4, seed),
                            *g5 = made("short_function", &t, 5, seed);
        CHECK(!bots_world_equal(&g4->level.start, &g5->level.start));
        CHECK(strncmp(g5->level.code, "BT5", 3) == 0);
        CHECK(!shorter(0, &t, g5, program) && !shorter(1, &t, g5, program));
    }
    for (int i = 0; i < 2; i++) {
        const BotsGenPuzzle *g4 = made("short_function", &t, 4, same[i]),
                            *g5 = made("short_function", &t, 5, same[i]);
        CHECK(bots_world_equal(&g4->level.start, &g5->level.start));
        CHECK_STR(g4->level.solution, g5->level.solution);
    }
}

/* Generator 6 (function_factor.c). Seeds of long_loop (12) puzzles whose par the long search found
 * too high with generator 5 (session 19): BT5K-1CCV-GACY (seed 10, puzzle 8: a function of moves
 * that end where the body's runs end), BT5H-1CKG-7KV7 (seed 10, puzzle 11) and BT5K-1CK9-DG2C
 * (seed 8, puzzle 3: `turnRight(); forward();` three times); then two proven (BT58-1CAQ-RQS2,
 * BT5Z-1C2X-1YXG, seed 8 puzzles 1 and 2). */
static const uint32_t factored[] = {431499678u, 654561127u, 647413836u};
static const uint32_t loop_proven[] = {360472354u, 97582000u};

static void test_a_function_shortens_the_loop(void)
{
    BotsTemplate t;
    load("long_loop", 12, &t);
    static BotsGenSolution s;
    char program[1024];
    BotsRunReport r;
    for (int i = 0; i < 3; i++) {
        const BotsGenPuzzle *p = made("long_loop12", &t, 5, factored[i]);
        solution_of(&t, p, &s);
        CHECK(bots_gen_factored_loop(&t, &s, &p->level, program, sizeof program));
        CHECK(strncmp(program, "function A() {\n", 15) == 0 && strstr(program, "repeat (4) {\n"));
        CHECK_INT(bots_run_program(&p->level, program, &r), BOTS_RUN_SOLVED);
        CHECK(r.commands < p->level.par);
        /* The first only with moves that end alike: its body never writes the function's. */
        if (i == 0)
            CHECK(strstr(program, "function A() {\n  turnLeft();\n  backward();\n  turnRight();\n}\n") !=
                  NULL);
        /* Generator 6 drops it: from the same seed, another puzzle. */
        const BotsGenPuzzle *q = made("long_loop12", &t, 6, factored[i]);
        CHECK(!bots_world_equal(&p->level.start, &q->level.start) ||
              strcmp(p->level.solution, q->level.solution));
    }
    for (int i = 0; i < 2; i++) {
        const BotsGenPuzzle *p = made("long_loop12", &t, 5, loop_proven[i]);
        solution_of(&t, p, &s);
        CHECK(!bots_gen_factored_loop(&t, &s, &p->level, program, sizeof program));
        const BotsGenPuzzle *q = made("long_loop12", &t, 6, loop_proven[i]);
        CHECK(bots_world_equal(&p->level.start, &q->level.start) &&
              !strcmp(p->level.solution, q->level.solution));
    }
    /* Not a loop template: nothing to look at. */
    load("short_function", 4, &t);
    const BotsGenPuzzle *p = made("short_function", &t, 4, proven[0]);
    solution_of(&t, p, &s);
    CHECK(!bots_gen_factored_loop(&t, &s, &p->level, program, sizeof program));
}

TEST_MAIN(test_shorter_programs_on_generator_4, test_generator_5_makes_none_of_them,
          test_a_function_shortens_the_loop)
