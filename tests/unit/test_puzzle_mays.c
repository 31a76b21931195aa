/* test_puzzle_mays.c - May's Journey's rules with no screen (game/puzzle/mays_puzzle.h): two rooms
 * open at once stay apart; the coding tile opens the panel; a Run opens the way, walking out solves
 * the room; each format's Run rule (format 2 from the start, format 1 from where the last run left
 * the room); Restart ends a run going. */
#include <string.h>

#include "puzzle/mays_puzzle.h"
#include "test.h"

static MjLevel room(const char *file)
{
    MjLevel level;
    LpDiag diag = {0};
    char path[512];
    snprintf(path, sizeof path, "%s/levels/mays/%s", LOOPLING_SOURCE_DIR, file);
    CHECK(mj_level_load(path, &level, &diag));
    return level;
}

/* Tick until the run ends (or a bound); what the last tick did. */
static MjDid run_out(MjPuzzle *p)
{
    MjDid d = {0};
    for (int i = 0; i < 5000 && p->running; i++) mj_puzzle_tick(p, &d);
    return d;
}

/* Walk until standing still (the step's animation over). */
static void settle(MjPuzzle *p)
{
    MjDid d;
    for (int i = 0; i < 200 && p->anim_ticks > 0; i++) mj_puzzle_tick(p, &d);
}

static void test_a_room_solved_by_walking_out(void)
{
    static MjLevel level;
    level = room("03_two_blocks.level");
    static MjPuzzle a, b;
    mj_puzzle_open(&a, &level, PZ_KIND_LESSON, 2, 2, 1, LP_REPLAY_VERSION);
    mj_puzzle_open(&b, &level, PZ_KIND_OTHER, 0, 2, 1, LP_REPLAY_VERSION);
    MjDid d;
    CHECK(mj_puzzle_walk(&a, MJ_EAST, &d));
    CHECK(d.stepped && d.opened_panel && a.coding);
    CHECK(!b.coding); /* b's May has not moved */
    CHECK(!mj_puzzle_walk(&a, MJ_EAST, &d)); /* coding: no walking */
    mj_puzzle_set_text(&a, "block1.MoveDown();\nblock2.MoveUp();\n");
    CHECK(mj_puzzle_run(&a, &d));
    d = run_out(&a);
    CHECK(d.ended && d.solved);
    CHECK(!d.first_solve); /* the way is open; May has not walked out */
    CHECK_INT(a.play.tries, 1);
    CHECK(mj_puzzle_close_panel(&a));
    settle(&a);
    int walked = 0;
    for (int i = 0; i < 12 && !a.won; i++) {
        mj_puzzle_walk(&a, MJ_EAST, &d);
        settle(&a);
        walked += d.stepped;
    }
    CHECK(a.won);
    CHECK(d.first_solve);
    CHECK_INT(a.play.solved_tries, 1);
    CHECK_INT(a.play.stars, 3);
    CHECK(walked >= 4);
    CHECK(mj_puzzle_again(&a));
    CHECK(!a.won && !a.coding);
    CHECK_INT(a.play.stars, 3); /* the first solve's, kept */
    mj_puzzle_close(&a);
    mj_puzzle_close(&b);
}

/* Open room 3's panel, run its two lines twice: the second run's result by format. */
static int second_run_solves(int format)
{
    static MjLevel level;
    level = room("03_two_blocks.level");
    static MjPuzzle p;
    mj_puzzle_open(&p, &level, PZ_KIND_OTHER, 0, 2, 1, format);
    MjDid d;
    mj_puzzle_walk(&p, MJ_EAST, &d);
    mj_puzzle_set_text(&p, "block1.MoveDown();\nblock2.MoveUp();\n");
    mj_puzzle_run(&p, &d);
    run_out(&p);
    mj_puzzle_run(&p, &d);
    d = run_out(&p);
    int solved = d.ended && d.solved;
    CHECK_INT(p.play.tries, 2);
    mj_puzzle_close(&p);
    return solved;
}

static void test_run_rule_by_format(void)
{
    CHECK(second_run_solves(LP_REPLAY_VERSION)); /* every Run from the start */
    CHECK(!second_run_solves(1));                /* format 1 pushed the blocks on */
}

static void test_restart_ends_a_run(void)
{
    static MjLevel level;
    level = room("03_two_blocks.level");
    static MjPuzzle p;
    mj_puzzle_open(&p, &level, PZ_KIND_OTHER, 0, 2, 1, LP_REPLAY_VERSION);
    MjDid d;
    CHECK(!mj_puzzle_restart(&p, &d)); /* not coding */
    mj_puzzle_walk(&p, MJ_EAST, &d);
    mj_puzzle_set_text(&p, "block1.MoveDown();\nblock2.MoveUp();\n");
    mj_puzzle_run(&p, &d);
    CHECK(p.running);
    CHECK(mj_puzzle_restart(&p, &d));
    CHECK(d.ended && !d.solved);
    CHECK(!p.running);
    CHECK_INT(p.play.tries, 1);
    mj_puzzle_set_text(&p, "block1.MoveDwn();\n");
    CHECK(mj_puzzle_run(&p, &d));
    CHECK(d.mistakes && d.ended); /* code with a mistake: a try that ended as it began */
    CHECK_INT(p.play.tries, 2);
    mj_puzzle_close(&p);
}

TEST_MAIN(test_a_room_solved_by_walking_out, test_run_rule_by_format, test_restart_ends_a_run)
