/* test_puzzle_play.c - one puzzle as the pupil feels it, the same in every mode
 * (game/puzzle/play.h): what a try is, time stopping at the first solve, the stars fixed by the
 * first solve whatever Play again does, and the result the pupil's progress gets once. */
#include "puzzle/play.h"
#include "test.h"

static void test_a_try_is_a_run_that_ended(void)
{
    PzPlay p;
    pz_play_open(&p, LP_MODE_BOTS, PZ_KIND_LESSON, 2, 5);
    CHECK_INT(p.tries, 0);
    pz_play_try(&p); /* Run */
    pz_play_try(&p); /* Step, Pause, Run again: the same try */
    CHECK_INT(p.tries, 1);
    CHECK(p.running);
    CHECK(!pz_play_end(&p, 0, 4));
    CHECK(!p.running);
    CHECK(!pz_play_end(&p, 0, 0)); /* code that did not compile: a try that ended as it began */
    CHECK_INT(p.tries, 2);
    pz_play_try(&p);
    CHECK(pz_play_end(&p, 1, 7));
    CHECK_INT(p.tries, 3);
    CHECK_INT(p.solved_tries, 3);
}

static void test_time_stops_at_the_first_solve(void)
{
    PzPlay p;
    pz_play_open(&p, LP_MODE_TOYCAR, PZ_KIND_MADE, 0, 4);
    for (int i = 0; i < 5 * PZ_TICK_HZ + 30; i++) pz_play_tick(&p);
    CHECK_INT(pz_play_seconds(&p), 5);
    pz_play_end(&p, 1, 4);
    for (int i = 0; i < 10 * PZ_TICK_HZ; i++) pz_play_tick(&p);
    CHECK_INT(pz_play_seconds(&p), 5);
    CHECK_INT(p.solved_seconds, 5);
}

static void test_one_star_rule(void)
{
    /* par 8: 3 stars up to 8, 2 stars up to 8 + 2, then 1 */
    CHECK_INT(pz_stars(8, 6), 3);
    CHECK_INT(pz_stars(8, 8), 3);
    CHECK_INT(pz_stars(8, 10), 2);
    CHECK_INT(pz_stars(8, 11), 1);
    /* par 20: a quarter of par is the slack */
    CHECK_INT(pz_star_slack(20), 5);
    CHECK_INT(pz_stars(20, 25), 2);
    CHECK_INT(pz_stars(20, 26), 1);
    CHECK_INT(pz_star_limit(20, 2), 25);
    CHECK_INT(pz_star_limit(20, 3), 20);
    CHECK_INT(pz_stars(0, 99), 3); /* no par known: solving is all */
    CHECK_INT(pz_star_limit(0, 3), 0);
}

static void test_stars_fixed_at_the_first_solve(void)
{
    PzPlay p;
    pz_play_open(&p, LP_MODE_TOYCAR, PZ_KIND_LESSON, 0, 5);
    pz_play_try(&p);
    CHECK(pz_play_end(&p, 1, 5));
    CHECK_INT(p.stars, 3);
    /* Play again, worse and failing: the stars, tries and commands of the first solve stay */
    pz_play_try(&p);
    CHECK(!pz_play_end(&p, 0, 3));
    pz_play_try(&p);
    CHECK(!pz_play_end(&p, 1, 12));
    CHECK_INT(p.stars, 3);
    CHECK_INT(p.solved_tries, 1);
    CHECK_INT(p.solved_commands, 5);
    CHECK_INT(p.tries, 3);
    /* a better solve is kept as the best, and the stars stay */
    pz_play_try(&p);
    pz_play_end(&p, 1, 4);
    CHECK_INT(p.best_commands, 4);
    CHECK_INT(p.stars, 3);
    PzStatus s = pz_play_status(&p, "TC1-ABCD");
    CHECK_INT(s.stars, 3);
    CHECK_INT(s.outcome, PZ_SOLVED);
    CHECK_INT(s.tries, 4);
}

static void test_progress_hears_once(void)
{
    PzPlay p;
    PzResult r;
    pz_play_open(&p, LP_MODE_MAYS, PZ_KIND_MADE, 0, 6);
    CHECK(!pz_play_report(&p, PZ_SOLVED, &r)); /* not solved */
    pz_play_try(&p);
    pz_play_end(&p, 0, 2);
    pz_play_try(&p);
    for (int i = 0; i < 3 * PZ_TICK_HZ; i++) pz_play_tick(&p);
    pz_play_end(&p, 1, 9);
    CHECK(!pz_play_report(&p, PZ_GAVE_UP, &r)); /* a solved puzzle is never given up */
    CHECK(pz_play_report(&p, PZ_SOLVED, &r));
    CHECK_INT(r.mode, LP_MODE_MAYS);
    CHECK_INT(r.kind, PZ_KIND_MADE);
    CHECK_INT(r.outcome, PZ_SOLVED);
    CHECK_INT(r.tries, 2);
    CHECK_INT(r.commands, 9);
    CHECK_INT(r.seconds, 3);
    CHECK_INT(r.par, 6);
    CHECK(!pz_play_report(&p, PZ_SOLVED, &r)); /* once */

    pz_play_open(&p, LP_MODE_TOYCAR, PZ_KIND_MADE, 0, 3);
    pz_play_try(&p);
    pz_play_end(&p, 0, 3);
    CHECK(pz_play_report(&p, PZ_GAVE_UP, &r));
    CHECK_INT(r.outcome, PZ_GAVE_UP);
    CHECK_INT(r.tries, 1);
    CHECK_INT(r.commands, 0);
    CHECK(!pz_play_report(&p, PZ_GAVE_UP, &r));

    /* a lesson's best goes down when Play again does better, and only then */
    pz_play_open(&p, LP_MODE_BOTS, PZ_KIND_LESSON, 4, 5);
    pz_play_end(&p, 1, 9);
    CHECK(pz_play_report(&p, PZ_SOLVED, &r));
    CHECK_INT(r.commands, 9);
    pz_play_end(&p, 1, 10);
    CHECK(!pz_play_report(&p, PZ_SOLVED, &r));
    pz_play_end(&p, 1, 6);
    CHECK(pz_play_report(&p, PZ_SOLVED, &r));
    CHECK_INT(r.commands, 6);
    CHECK_INT(r.lesson, 4);
    CHECK_INT(p.stars, 1); /* the first solve's */
    CHECK(!pz_play_report(&p, PZ_SOLVED, &r));
}

TEST_MAIN(test_a_try_is_a_run_that_ended, test_time_stops_at_the_first_solve, test_one_star_rule,
          test_stars_fixed_at_the_first_solve, test_progress_hears_once)
