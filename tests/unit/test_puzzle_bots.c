/* test_puzzle_bots.c - the robot's rules with no screen (game/puzzle/bots_puzzle.h): two puzzles
 * open at once stay apart; a program that does not compile is a try (format 2) or none (format 1);
 * Run, the clock and the first solve; an edit after a finished run goes back to the start; the
 * speed button's start by format. */
#include <string.h>

#include "puzzle/bots_puzzle.h"
#include "test.h"

static BotsLevel lesson(const char *file)
{
    BotsLevel level;
    LpDiag diag = {0};
    char path[512];
    snprintf(path, sizeof path, "%s/levels/bots/%s", LOOPLING_SOURCE_DIR, file);
    CHECK(bots_level_load(path, &level, &diag));
    return level;
}

/* Tick until a try ends (or a bound). */
static BotsTicked run_out(BotsPuzzle *p)
{
    BotsTicked t = {0};
    for (int i = 0; i < 5000; i++) {
        bots_puzzle_tick(p, &t);
        if (t.ended) break;
    }
    return t;
}

static void test_two_puzzles_and_a_solve(void)
{
    BotsLevel level = lesson("01_first_steps.level");
    static BotsPuzzle a, b;
    bots_puzzle_open(&a, &level, PZ_KIND_LESSON, 0, 1, LP_REPLAY_VERSION);
    bots_puzzle_open(&b, &level, PZ_KIND_OTHER, 0, 1, LP_REPLAY_VERSION);
    bots_puzzle_set_text(&a, "forward();\nforward();\n");
    bots_puzzle_set_text(&b, "forward();\n");
    BotsTicked t;
    bots_puzzle_run(&a, &t);
    CHECK(!t.ended && a.playing);
    bots_puzzle_run(&b, &t);
    t = run_out(&a);
    CHECK_INT(a.session.state, BOTS_SESSION_SOLVED);
    CHECK(t.first_solve);
    CHECK_INT(t.commands, 2);
    CHECK_INT(a.play.stars, 3);
    t = run_out(&b);
    CHECK_INT(b.session.state, BOTS_SESSION_ENDED); /* one forward: the switch not reached */
    CHECK(!t.first_solve);
    CHECK_INT(b.play.tries, 1);
    /* an edit after that finished run: back to the start on the next tick */
    bots_puzzle_set_text(&b, "forward();\nforward();\n");
    bots_puzzle_tick(&b, &t);
    CHECK(t.back_to_start);
    CHECK_INT(b.session.state, BOTS_SESSION_IDLE);
    bots_puzzle_close(&a);
    bots_puzzle_close(&b);
}

static void test_mistakes_by_format(void)
{
    BotsLevel level = lesson("01_first_steps.level");
    static BotsPuzzle p;
    bots_puzzle_open(&p, &level, PZ_KIND_LESSON, 0, 1, LP_REPLAY_VERSION);
    bots_puzzle_set_text(&p, "forwad();\n");
    BotsTicked t;
    bots_puzzle_run(&p, &t);
    CHECK(t.mistakes);
    CHECK(t.ended); /* a try that ended as it began */
    CHECK_INT(p.play.tries, 1);
    CHECK(p.session.errors.count > 0);
    bots_puzzle_close(&p);
    bots_puzzle_open(&p, &level, PZ_KIND_LESSON, 0, 1, 1); /* format 1 did not count it */
    bots_puzzle_set_text(&p, "forwad();\n");
    bots_puzzle_run(&p, &t);
    CHECK(t.mistakes);
    CHECK(!t.ended);
    CHECK_INT(p.play.tries, 0);
    CHECK(!p.play.running);
    bots_puzzle_close(&p);
}

static void test_speed_by_format(void)
{
    BotsLevel level = lesson("01_first_steps.level");
    static BotsPuzzle p;
    bots_puzzle_open(&p, &level, PZ_KIND_OTHER, 0, 0, LP_REPLAY_VERSION);
    CHECK_INT(p.speed, 0); /* starts at the Slow setting */
    CHECK_INT(bots_puzzle_action_ticks(&p), 420 * 60 / 1000);
    bots_puzzle_close(&p);
    bots_puzzle_open(&p, &level, PZ_KIND_OTHER, 0, 0, 1);
    CHECK_INT(p.speed, 1); /* format 1: at Normal, the setting's time */
    CHECK_INT(bots_puzzle_action_ticks(&p), 420 * 60 / 1000);
    bots_puzzle_speed(&p, 2);
    CHECK_INT(bots_puzzle_action_ticks(&p), 420 * 2 / 3 * 60 / 1000);
    bots_puzzle_close(&p);
}

TEST_MAIN(test_two_puzzles_and_a_solve, test_mistakes_by_format, test_speed_by_format)
