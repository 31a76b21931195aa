/* test_playermodel.c - the toy-car player model: paper 003's rises (Fig. 9) once a pupil has
 * struggled, the faster climb before that, stepping down when a pupil struggles, the steady
 * zone, and the history ring. */
#include "core/playermodel.h"
#include "test.h"

/* A give-up at the floor: the targets stay {3,0}, and from now on quick solves climb one step
 * each, as in the paper. */
static void struggled_once(LpToycarModel *m, const LpTcParams *tp)
{
    lp_tcmodel_record_p(m, tp, 0, 60, 0);
    CHECK_INT(m->target_length, 3);
}

static void test_starts_at_three_zero(void)
{
    LpToycarModel m;
    lp_tcmodel_init(&m);
    int length = -1, loops = -1;
    lp_tcmodel_targets(&m, &length, &loops);
    CHECK_INT(length, 3);
    CHECK_INT(loops, 0);
    CHECK_INT(m.history_count, 0);
}

static void test_fig9_progression(void)
{
    /* After a give-up, always solved on the first try: {3,0} -> {5,0} -> {7,1} -> {9,1} -> {11,2}. */
    static const int expected[][2] = {{5, 0}, {7, 1}, {9, 1}, {11, 2}};
    LpToycarModel m;
    lp_tcmodel_init(&m);
    struggled_once(&m, NULL);
    for (int i = 0; i < 4; i++) {
        lp_tcmodel_record(&m, 1, 30, 1);
        int length, loops;
        lp_tcmodel_targets(&m, &length, &loops);
        CHECK_INT(length, expected[i][0]);
        CHECK_INT(loops, expected[i][1]);
    }
    /* Two tries is still "under 3". */
    lp_tcmodel_record(&m, 2, 30, 1);
    CHECK_INT(m.target_length, 13);
    CHECK_INT(m.target_loops, 2); /* 11 > 5*2+3 is false */
    CHECK_INT(m.history[1].target_length, 3);
    CHECK_INT(m.history[4].target_length, 9);
    CHECK_INT(m.history[4].target_loops, 1);
}

/* Beyond the paper: before a pupil ever gives up or struggles, the k-th quick solve in a row
 * climbs k steps (the loop rule checked at each step), so a strong pupil meets puzzles at their
 * level within a few; a solve in 3 tries ends the run, and one give-up ends the fast climb. */
static void test_fast_climb_until_first_struggle(void)
{
    static const int expected[][2] = {{5, 0}, {9, 1}, {15, 2}, {23, 4}};
    LpToycarModel m;
    lp_tcmodel_init(&m);
    for (int i = 0; i < 4; i++) {
        lp_tcmodel_record(&m, 1, 30, 1);
        CHECK_INT(m.target_length, expected[i][0]);
        CHECK_INT(m.target_loops, expected[i][1]);
    }
    lp_tcmodel_record(&m, 3, 60, 1); /* 3 tries: the targets stay, the run is over */
    CHECK_INT(m.target_length, 23);
    lp_tcmodel_record(&m, 1, 30, 1); /* the first of a new run: one step */
    CHECK_INT(m.target_length, 25);
    lp_tcmodel_record(&m, 1, 30, 1); /* the second: two */
    CHECK_INT(m.target_length, 29);
    lp_tcmodel_record(&m, 0, 300, 0); /* a give-up: one step down */
    CHECK_INT(m.target_length, 27);
    for (int i = 0; i < 3; i++) /* and from now on one step a quick solve */
        lp_tcmodel_record(&m, 1, 30, 1);
    CHECK_INT(m.target_length, 33);
}

static void test_never_beyond_max_and_loops_fit(void)
{
    LpToycarModel m;
    lp_tcmodel_init(&m);
    for (int i = 0; i < 200; i++) {
        lp_tcmodel_record(&m, 1, 5, 1);
        CHECK(m.target_length <= LP_PM_MAX_LENGTH);
        CHECK(5 * m.target_loops <= m.target_length);
    }
    CHECK_INT(m.target_length, LP_PM_MAX_LENGTH);
    CHECK_INT(m.target_loops, 8);
}

static void test_gives_up_steps_down_to_floor(void)
{
    LpToycarModel m;
    lp_tcmodel_init(&m);
    struggled_once(&m, NULL);
    for (int i = 0; i < 4; i++)
        lp_tcmodel_record(&m, 1, 10, 1); /* {11,2} */
    lp_tcmodel_record(&m, 2, 100, 0);    /* gave up: one step (2) */
    CHECK_INT(m.target_length, 9);
    CHECK_INT(m.target_loops, 1); /* 2 loops need length 10 */
    lp_tcmodel_record(&m, 0, 100, 0); /* the second in a row: two steps */
    CHECK_INT(m.target_length, 5);
    CHECK_INT(m.target_loops, 1);
    lp_tcmodel_record(&m, 9, 100, 0); /* the third: three steps, to the floor */
    CHECK_INT(m.target_length, 3);
    CHECK_INT(m.target_loops, 0);
    for (int i = 0; i < 10; i++) {
        lp_tcmodel_record(&m, 1, 100, 0);
        CHECK_INT(m.target_length, 3);
        CHECK_INT(m.target_loops, 0);
    }
}

/* The k-th give-up in a row steps down k steps; a solve in between starts the count again. */
static void test_give_ups_in_a_row_step_down_faster(void)
{
    LpToycarModel m;
    lp_tcmodel_init(&m);
    struggled_once(&m, NULL);
    for (int i = 0; i < 10; i++)
        lp_tcmodel_record(&m, 1, 10, 1); /* length 23 */
    CHECK_INT(m.target_length, 23);
    lp_tcmodel_record(&m, 6, 300, 0);
    CHECK_INT(m.target_length, 21);
    lp_tcmodel_record(&m, 1, 40, 1); /* solved: up one step, and the run is over */
    CHECK_INT(m.target_length, 23);
    static const int expected[] = {21, 17, 11, 3, 3};
    for (int i = 0; i < 5; i++) {
        lp_tcmodel_record(&m, 6, 300, 0);
        CHECK_INT(m.target_length, expected[i]);
    }
    /* a class's step: 3, so the second give-up in a row takes 6 */
    LpTcParams tp = {.length_step = 3};
    lp_tcmodel_init(&m);
    struggled_once(&m, &tp);
    for (int i = 0; i < 5; i++)
        lp_tcmodel_record_p(&m, &tp, 1, 10, 1);
    CHECK_INT(m.target_length, 18);
    lp_tcmodel_record_p(&m, &tp, 6, 300, 0);
    lp_tcmodel_record_p(&m, &tp, 6, 300, 0);
    CHECK_INT(m.target_length, 9);
}

/* Give-ups in a row after a solve stop at the solved puzzle's length (the pupil could do that
 * one), unless a give-up was there itself. */
static void test_give_ups_stop_at_the_last_solved(void)
{
    LpToycarModel m;
    lp_tcmodel_init(&m);
    for (int i = 0; i < 5; i++)
        lp_tcmodel_record(&m, 1, 30, 1); /* 3, 5, 9, 15, 23 solved: the fast climb to 33 */
    CHECK_INT(m.target_length, 33);
    static const int expected[] = {31, 27, 23}; /* 33-2, 31-4, 27-6 -> 23 (solved there) */
    lp_tcmodel_record(&m, 0, 300, 0);
    CHECK_INT(m.target_length, expected[0]);
    lp_tcmodel_record(&m, 0, 300, 0);
    CHECK_INT(m.target_length, expected[1]);
    lp_tcmodel_record(&m, 0, 300, 0);
    CHECK_INT(m.target_length, expected[2]);
    lp_tcmodel_record(&m, 0, 300, 0); /* a give-up at 23 itself: the run goes on, 4 steps */
    CHECK_INT(m.target_length, 15);
    CHECK(5 * m.target_loops <= m.target_length);
}

static void test_many_tries_steps_down(void)
{
    LpToycarModel m;
    lp_tcmodel_init(&m);
    struggled_once(&m, NULL);
    for (int i = 0; i < 3; i++)
        lp_tcmodel_record(&m, 1, 10, 1); /* {9,1} */
    lp_tcmodel_record(&m, LP_PM_STRUGGLE_TRIES, 300, 1);
    CHECK_INT(m.target_length, 7);
    CHECK_INT(m.target_loops, 1);
    for (int i = 0; i < 10; i++)
        lp_tcmodel_record(&m, 12, 300, 1);
    CHECK_INT(m.target_length, 3);
    CHECK_INT(m.target_loops, 0);
}

static void test_three_or_four_tries_keep_targets(void)
{
    LpToycarModel m;
    lp_tcmodel_init(&m);
    struggled_once(&m, NULL);
    for (int i = 0; i < 2; i++)
        lp_tcmodel_record(&m, 1, 10, 1); /* {7,1} */
    for (int tries = 3; tries <= 4; tries++) {
        lp_tcmodel_record(&m, tries, 60, 1);
        CHECK_INT(m.target_length, 7);
        CHECK_INT(m.target_loops, 1);
    }
    CHECK_INT(m.history_count, 5);
    CHECK_INT(m.history[4].tries, 4);
    CHECK_INT(m.history[4].time_s, 60);
    CHECK_INT(m.history[4].solved, 1);
}

static void test_history_ring_keeps_order(void)
{
    LpToycarModel m;
    lp_tcmodel_init(&m);
    int total = LP_PM_HISTORY + 10;
    for (int i = 0; i < total; i++)
        lp_tcmodel_record(&m, 3, i, 1); /* time_s = index */
    CHECK_INT(m.history_count, LP_PM_HISTORY);
    for (int i = 0; i < LP_PM_HISTORY; i++)
        CHECK_INT(m.history[i].time_s, i + 10);
    lp_tcmodel_record(&m, 0, 999, 0);
    CHECK_INT(m.history_count, LP_PM_HISTORY);
    CHECK_INT(m.history[0].time_s, 11);
    CHECK_INT(m.history[LP_PM_HISTORY - 1].time_s, 999);
    CHECK_INT(m.history[LP_PM_HISTORY - 1].solved, 0);
}

static void test_targets_clamp_odd_states(void)
{
    LpToycarModel m;
    lp_tcmodel_init(&m);
    m.target_length = 100;
    m.target_loops = 50;
    int length, loops;
    lp_tcmodel_targets(&m, &length, &loops);
    CHECK_INT(length, LP_PM_MAX_LENGTH);
    CHECK_INT(loops, LP_PM_MAX_LENGTH / 5);
    m.target_length = -4;
    m.target_loops = -1;
    lp_tcmodel_targets(&m, &length, &loops);
    CHECK_INT(length, 3);
    CHECK_INT(loops, 0);
}

/* Robot: a size up after a puzzle solved at par in under 3 tries, the same size when solved
 * above par, a size down after a give-up or 5+ tries, always within 3..12. */
static void test_robot_size_follows_the_pupil(void)
{
    LpBotsModel m;
    lp_bmodel_init(&m);
    CHECK_INT(lp_bmodel_size(&m), LP_BM_START_SIZE);
    lp_bmodel_record(&m, 1, 30, 1, 1);
    CHECK_INT(lp_bmodel_size(&m), LP_BM_START_SIZE + 1);
    lp_bmodel_record(&m, 2, 30, 1, 0); /* solved above par: stays */
    CHECK_INT(lp_bmodel_size(&m), LP_BM_START_SIZE + 1);
    lp_bmodel_record(&m, 3, 30, 1, 1); /* at par but in 3 tries: stays */
    CHECK_INT(lp_bmodel_size(&m), LP_BM_START_SIZE + 1);
    lp_bmodel_record(&m, 2, 30, 0, 0); /* gave up */
    CHECK_INT(lp_bmodel_size(&m), LP_BM_START_SIZE);
    lp_bmodel_record(&m, 5, 30, 1, 1); /* five tries */
    CHECK_INT(lp_bmodel_size(&m), LP_BM_START_SIZE - 1);
    CHECK_INT(m.history_count, 5);
    CHECK_INT(m.history[0].size, LP_BM_START_SIZE);
    CHECK_INT(m.history[4].size, LP_BM_START_SIZE);
    CHECK_INT(m.history[3].at_par, 0); /* a give-up is never at par */
    for (int i = 0; i < 20; i++) lp_bmodel_record(&m, 0, 1, 0, 1);
    CHECK_INT(lp_bmodel_size(&m), LP_BM_MIN_SIZE);
    for (int i = 0; i < 80; i++) lp_bmodel_record(&m, 1, 1, 1, 1);
    CHECK_INT(lp_bmodel_size(&m), LP_BM_MAX_SIZE);
    CHECK_INT(m.history_count, LP_PM_HISTORY);
    CHECK_INT(m.history[LP_PM_HISTORY - 1].size, LP_BM_MAX_SIZE);
    m.size = 99; /* a damaged value reads clamped */
    CHECK_INT(lp_bmodel_size(&m), LP_BM_MAX_SIZE);
}

/* May's Journey: up the ladder after a quick solve, down after a give-up or 5+ tries, never off
 * either end; the ladder starts with one command and reaches while loops. */
static void test_mays_ladder(void)
{
    LpMaysModel m;
    lp_mmodel_init(&m);
    LpMaysStep s = lp_mmodel_step(&m);
    CHECK_INT(s.construct, LP_MJ_COMMANDS);
    CHECK_INT(s.objects, 1);
    CHECK_INT(s.distribution, LP_MJ_SIMPLE);
    lp_mmodel_record(&m, 1, 1);
    CHECK_INT(m.step, 1);
    lp_mmodel_record(&m, 3, 1); /* three tries: stays */
    CHECK_INT(m.step, 1);
    lp_mmodel_record(&m, 1, 0); /* gave up */
    CHECK_INT(m.step, 0);
    lp_mmodel_record(&m, 6, 1); /* solved but struggled */
    CHECK_INT(m.step, 0);
    int saw_for = 0, saw_if = 0, saw_while = 0;
    for (int i = 0; i < 40; i++) {
        lp_mmodel_record(&m, 1, 1);
        s = lp_mmodel_step(&m);
        saw_for |= s.construct == LP_MJ_FOR;
        saw_if |= s.construct == LP_MJ_IF;
        saw_while |= s.construct == LP_MJ_WHILE;
        CHECK(s.objects >= 1 && s.objects <= 3);
    }
    CHECK(saw_for && saw_if && saw_while);
    CHECK_INT(m.step, lp_mmodel_steps() - 1);
    CHECK_INT(m.rooms, 44);
    m.step = -7; /* a damaged value reads clamped */
    CHECK_INT(lp_mmodel_step(&m).construct, LP_MJ_COMMANDS);
}

/* A class's settings (config.h): a new pupil starts at the class's values, the toy car steps by
 * length_step both ways, the robot size stays within min..max; NULL or zero params are the
 * defaults; a model with a history (or a save made with other targets) keeps its own values. */
static void test_class_params(void)
{
    LpToycarModel t;
    lp_tcmodel_init(&t);
    LpTcParams tp = {.start_length = 9, .start_loops = 1, .length_step = 1};
    int length, loops;
    lp_tcmodel_targets_p(&t, &tp, &length, &loops);
    CHECK_INT(length, 9);
    CHECK_INT(loops, 1);
    lp_tcmodel_targets_p(&t, NULL, &length, &loops);
    CHECK_INT(length, 3);
    lp_tcmodel_targets_p(&t, &(LpTcParams){0}, &length, &loops);
    CHECK_INT(length, 3);
    CHECK_INT(loops, 0);
    lp_tcmodel_record_p(&t, &tp, 1, 10, 1); /* quick: +1, and 9 > 5 * 1 + 3 adds a loop */
    CHECK_INT(t.history[0].target_length, 9);
    lp_tcmodel_targets_p(&t, &tp, &length, &loops);
    CHECK_INT(length, 10);
    CHECK_INT(loops, 2);
    lp_tcmodel_record_p(&t, &tp, 2, 10, 0); /* gave up: -1, loops that no longer fit go */
    lp_tcmodel_targets_p(&t, &tp, &length, &loops);
    CHECK_INT(length, 9);
    CHECK_INT(loops, 1);
    LpToycarModel saved;
    lp_tcmodel_init(&saved);
    saved.target_length = 7; /* a save made at other targets keeps them */
    lp_tcmodel_targets_p(&saved, &tp, &length, &loops);
    CHECK_INT(length, 7);

    LpBotsModel b;
    lp_bmodel_init(&b);
    LpBmParams bp = {.start_size = 6, .min_size = 5, .max_size = 7};
    CHECK_INT(lp_bmodel_size_p(&b, &bp), 6);
    CHECK_INT(lp_bmodel_size_p(&b, NULL), LP_BM_START_SIZE);
    for (int i = 0; i < 5; i++) lp_bmodel_record_p(&b, &bp, 1, 5, 1, 1);
    CHECK_INT(lp_bmodel_size_p(&b, &bp), 7);
    CHECK_INT(b.history[0].size, 6);
    for (int i = 0; i < 5; i++) lp_bmodel_record_p(&b, &bp, 1, 5, 0, 0);
    CHECK_INT(lp_bmodel_size_p(&b, &bp), 5);
    CHECK_INT(lp_bmodel_size(&b), 5);

    LpMaysModel m;
    lp_mmodel_init(&m);
    CHECK_INT(lp_mmodel_index_p(&m, 4), 3);
    CHECK_INT(lp_mmodel_step_p(&m, 4).construct, LP_MJ_FOR);
    CHECK_INT(lp_mmodel_index_p(&m, 0), 0);
    CHECK_INT(lp_mmodel_index_p(&m, 99), lp_mmodel_steps() - 1);
    lp_mmodel_record_p(&m, 4, 1, 1);
    CHECK_INT(m.step, 4);
    CHECK_INT(lp_mmodel_index_p(&m, 1), 4); /* after the first room the model's own step */
}

/* A template's smallest size above what the model asked: the model goes on from the size played,
 * so the next quick solve is a size bigger than the pupil saw and a give-up a size smaller. */
static void test_robot_goes_on_from_the_size_played(void)
{
    LpBotsModel b;
    lp_bmodel_init(&b);
    lp_bmodel_played_p(&b, NULL, 6); /* asked 4, a long template made 6 */
    CHECK_INT(lp_bmodel_size(&b), 6);
    lp_bmodel_record(&b, 1, 20, 1, 1);
    CHECK_INT(b.history[0].size, 6);
    CHECK_INT(lp_bmodel_size(&b), 7);
    lp_bmodel_played_p(&b, NULL, 7);
    lp_bmodel_record(&b, 1, 60, 0, 0); /* gave up */
    CHECK_INT(lp_bmodel_size(&b), 6);
    LpBmParams bp = {.start_size = 5, .min_size = 4, .max_size = 8};
    lp_bmodel_played_p(&b, &bp, 15); /* kept to the class's range */
    CHECK_INT(lp_bmodel_size_p(&b, &bp), 8);
    lp_bmodel_played_p(&b, &bp, 1);
    CHECK_INT(lp_bmodel_size_p(&b, &bp), 4);
}

TEST_MAIN(test_class_params, test_robot_goes_on_from_the_size_played, test_mays_ladder, test_robot_size_follows_the_pupil, test_starts_at_three_zero, test_fig9_progression, test_fast_climb_until_first_struggle, test_never_beyond_max_and_loops_fit,
          test_gives_up_steps_down_to_floor, test_give_ups_in_a_row_step_down_faster, test_give_ups_stop_at_the_last_solved,
          test_many_tries_steps_down,
          test_three_or_four_tries_keep_targets, test_history_ring_keeps_order, test_targets_clamp_odd_states)
