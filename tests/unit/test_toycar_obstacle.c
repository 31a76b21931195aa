/* test_toycar_obstacle.c - the tree-or-rock choice (modes/toycar/obstacle.h) that the board's
 * drawing and the crash message share: a crash names the obstacle on the cell the car hit. */
#include "modes/toycar/obstacle.h"
#include "test.h"

/* A board of w x h with one obstacle at (ox, oy) and the car just left of it, heading right. */
static void crash_into(TcWorld *w, int width, int height, int ox, int oy)
{
    TcBoard b;
    memset(&b, 0, sizeof b);
    b.width = width;
    b.height = height;
    b.cells[oy][ox] = TC_OBSTACLE;
    b.cells[height - 1 == oy ? 0 : height - 1][width - 1] = TC_GOAL;
    b.car_x = ox - 1;
    b.car_y = oy;
    b.heading = TC_RIGHT;
    tc_world_init(w, &b);
    tc_play(w);
    tc_run_to_end(w);
}

static void test_kind_depends_on_the_cell_only(void)
{
    int trees = 0, rocks = 0;
    for (int y = 0; y < TC_MAX_H; y++)
        for (int x = 0; x < TC_MAX_W; x++) {
            TcObstacleKind k = tc_obstacle_kind(x, y);
            CHECK(k == TC_TREE || k == TC_ROCK);
            CHECK_INT(tc_obstacle_kind(x, y), k); /* asked again: the same */
            if (k == TC_TREE) trees++;
            else rocks++;
        }
    /* boards show a mix of both */
    CHECK(trees > TC_MAX_W * TC_MAX_H / 4);
    CHECK(rocks > TC_MAX_W * TC_MAX_H / 4);
    CHECK_STR(tc_obstacle_name(TC_TREE), "tree");
    CHECK_STR(tc_obstacle_name(TC_ROCK), "rock");
}

static void test_crash_names_what_is_drawn(void)
{
    static TcWorld w; /* large */
    int checked = 0;
    for (int y = 0; y < TC_MAX_H; y++)
        for (int x = 1; x < TC_MAX_W; x++) {
            crash_into(&w, TC_MAX_W, TC_MAX_H, x, y);
            CHECK_INT(w.status, TC_FAIL_OBSTACLE);
            CHECK_INT(w.car_x, x);
            CHECK_INT(w.car_y, y);
            TcObstacleKind drawn = tc_obstacle_kind(x, y); /* what toycar_view.c draws there */
            const char *said = tc_run_message(&w);
            CHECK_STR(said, tc_crash_message(drawn));
            CHECK(strstr(said, tc_obstacle_name(drawn)) != NULL);
            CHECK(strstr(said, tc_obstacle_name(drawn == TC_TREE ? TC_ROCK : TC_TREE)) == NULL);
            checked++;
        }
    CHECK_INT(checked, TC_MAX_H * (TC_MAX_W - 1));
}

static void test_whole_sentences(void)
{
    CHECK_STR(tc_crash_message(TC_TREE), "Crash! The car hit a tree.");
    CHECK_STR(tc_crash_message(TC_ROCK), "Crash! The car hit a rock.");
    /* every other outcome keeps its own sentence */
    static TcWorld w;
    TcBoard b;
    memset(&b, 0, sizeof b);
    b.width = 3;
    b.height = 1;
    b.cells[0][2] = TC_GOAL;
    b.heading = TC_RIGHT;
    tc_world_init(&w, &b);
    CHECK_STR(tc_run_message(&w), tc_status_message(TC_PLANNING));
    tc_play(&w);
    CHECK_INT(tc_run_to_end(&w), TC_WON);
    CHECK_STR(tc_run_message(&w), tc_status_message(TC_WON));
}

TEST_MAIN(test_kind_depends_on_the_cell_only, test_crash_names_what_is_drawn, test_whole_sentences)
