/* test_toycar_rules.c - the toy-car rules: driving, turning, flags, goal, failures, planning, a plan
 * in words. */
#include "modes/toycar/solver.h"
#include "modes/toycar/toycar.h"
#include "test.h"
#include "toycar_boards.h"

static void test_straight_win(void)
{
    const char *rows[] = {"C.F.G"};
    TcBoard b = board_from(rows, 1, TC_RIGHT);
    TcWorld w;
    tc_world_init(&w, &b);
    tc_play(&w);
    CHECK_INT(tc_step(&w), TC_DRIVING);
    CHECK_INT(w.car_x, 1);
    CHECK_INT(tc_step(&w), TC_DRIVING);
    CHECK_INT(w.flags_left, 0);
    CHECK_INT(tc_run_to_end(&w), TC_WON);
    CHECK_INT(w.car_x, 4);
    CHECK_INT(w.path_count, 5);
}

static void test_edge_obstacle_early_goal(void)
{
    const char *edge[] = {"C...", "...G"};
    TcBoard b = board_from(edge, 2, TC_RIGHT);
    TcWorld w;
    tc_world_init(&w, &b);
    tc_play(&w);
    CHECK_INT(tc_run_to_end(&w), TC_FAIL_EDGE);
    CHECK_INT(w.car_x, 3); /* frozen on the last cell */

    const char *rock[] = {"C.#G"};
    b = board_from(rock, 1, TC_RIGHT);
    tc_world_init(&w, &b);
    tc_play(&w);
    CHECK_INT(tc_run_to_end(&w), TC_FAIL_OBSTACLE);
    CHECK_INT(w.car_x, 2);

    const char *early[] = {"C.G.F"};
    b = board_from(early, 1, TC_RIGHT);
    tc_world_init(&w, &b);
    tc_play(&w);
    CHECK_INT(tc_run_to_end(&w), TC_FAIL_EARLY_GOAL);
    CHECK(tc_status_message(TC_FAIL_EARLY_GOAL)[0] != '\0');
}

static void test_tile_turns_and_is_picked_up(void)
{
    /* The car goes right, turns down at (2,0), then must pass (2,0)? no: a tile is used once. */
    const char *rows[] = {"C..", "..F", "..G"};
    TcBoard b = board_from(rows, 3, TC_RIGHT);
    b.inventory[TC_DOWN] = 1;
    TcWorld w;
    tc_world_init(&w, &b);
    CHECK_INT(tc_place(&w, 2, 0, TC_DOWN), TC_PLACE_OK);
    CHECK_INT(w.inventory[TC_DOWN], 0);
    CHECK_INT(tc_place(&w, 1, 0, TC_DOWN), TC_PLACE_NONE_LEFT);
    tc_play(&w);
    CHECK_INT(tc_run_to_end(&w), TC_WON);
    CHECK_INT(w.tiles[0][2], TC_NO_DIR); /* picked up during the run */
    CHECK_INT(w.plan[0][2], TC_DOWN);    /* but still in the pupil's plan */
    tc_reset(&w);
    CHECK_INT(w.status, TC_PLANNING);
    CHECK_INT(w.tiles[0][2], TC_DOWN);
}

/* An empty 3 x 3 board, the car in the corner heading right, one arrow down, left and up. */
static TcBoard three_by_three(void)
{
    const char *rows[] = {"C..", "...", "..."};
    TcBoard b = board_from(rows, 3, TC_RIGHT);
    b.inventory[TC_DOWN] = 1;
    b.inventory[TC_LEFT] = 1;
    b.inventory[TC_UP] = 1;
    return b;
}

static void test_picked_tile_does_not_turn_twice(void)
{
    /* Right to (2,0) -> down; at (2,2) -> left; at (0,2) -> up; at (0,0)? the car start cell has
     * no tile; the car passes (0,1) and reaches row 0, then goes up off the edge. */
    TcBoard b = three_by_three();
    TcWorld w;
    tc_world_init(&w, &b);
    CHECK_INT(tc_place(&w, 2, 0, TC_DOWN), TC_PLACE_OK);
    CHECK_INT(tc_place(&w, 2, 2, TC_LEFT), TC_PLACE_OK);
    CHECK_INT(tc_place(&w, 0, 2, TC_UP), TC_PLACE_OK);
    tc_play(&w);
    CHECK_INT(tc_run_to_end(&w), TC_FAIL_EDGE);
    CHECK_INT(w.car_x, 0);
    CHECK_INT(w.car_y, 0);
}

static void test_placement_rules(void)
{
    const char *rows[] = {"C#F", "..G"};
    TcBoard b = board_from(rows, 2, TC_RIGHT);
    b.inventory[TC_UP] = 2;
    TcWorld w;
    tc_world_init(&w, &b);
    CHECK_INT(tc_place(&w, 0, 0, TC_UP), TC_PLACE_NOT_EMPTY); /* the car */
    CHECK_INT(tc_place(&w, 1, 0, TC_UP), TC_PLACE_NOT_EMPTY); /* rock */
    CHECK_INT(tc_place(&w, 2, 0, TC_UP), TC_PLACE_NOT_EMPTY); /* flag */
    CHECK_INT(tc_place(&w, 2, 1, TC_UP), TC_PLACE_NOT_EMPTY); /* goal */
    CHECK_INT(tc_place(&w, 5, 1, TC_UP), TC_PLACE_OUTSIDE);
    CHECK_INT(tc_place(&w, 0, 1, TC_UP), TC_PLACE_OK);
    CHECK_INT(tc_place(&w, 0, 1, TC_UP), TC_PLACE_NOT_EMPTY); /* another tile */
    CHECK_INT(tc_move(&w, 0, 1, 1, 1), TC_PLACE_OK);
    CHECK_INT(w.plan[1][1], TC_UP);
    CHECK_INT(w.plan[1][0], TC_NO_DIR);
    CHECK_INT(tc_take(&w, 0, 1), TC_PLACE_NO_TILE);
    CHECK_INT(tc_take(&w, 1, 1), TC_PLACE_OK);
    CHECK_INT(w.inventory[TC_UP], 2);
    CHECK_INT(tc_place(&w, 1, 1, TC_UP), TC_PLACE_OK);
    tc_play(&w);
    CHECK_INT(tc_place(&w, 0, 1, TC_UP), TC_PLACE_NOT_PLANNING);
    tc_clear(&w);
    CHECK_INT(tc_plan_count(&w), 0);
    CHECK_INT(w.inventory[TC_UP], 2);
}

static void test_certify(void)
{
    const char *rows[] = {"C..", "..F", "..G"};
    TcBoard b = board_from(rows, 3, TC_RIGHT);
    b.inventory[TC_DOWN] = 1;
    TcTile good[] = {{2, 0, TC_DOWN}};
    TcTile bad[] = {{1, 0, TC_DOWN}};
    TcTile taken[] = {{0, 0, TC_DOWN}};
    CHECK(tc_certify(&b, good, 1));
    CHECK(!tc_certify(&b, bad, 1));
    CHECK(!tc_certify(&b, taken, 1));
    CHECK(!tc_certify(&b, NULL, 0));
}

static void test_letters(void)
{
    CHECK_INT(tc_dir_from_letter('u'), TC_UP);
    CHECK_INT(tc_dir_from_letter('x'), TC_NO_DIR);
    CHECK_INT(tc_dir_letter(TC_DOWN), 'D');
    CHECK_INT(tc_dir_opposite(TC_LEFT), TC_RIGHT);
    CHECK_INT(tc_dir_opposite(TC_UP), TC_DOWN);
}

static void test_fewest_tiles(void)
{
    int proven = 0;
    const char *straight[] = {"C.F.G"};
    TcBoard b = board_from(straight, 1, TC_RIGHT);
    CHECK_INT(tc_fewest_tiles(&b, 3, 1000, &proven), 0);
    CHECK(proven);
    const char *corner[] = {"C..", "..F", "..G"};
    b = board_from(corner, 3, TC_RIGHT);
    b.inventory[TC_DOWN] = 1;
    CHECK_INT(tc_fewest_tiles(&b, 3, 1000, &proven), 1);
    CHECK(proven);
    b.inventory[TC_DOWN] = 0; /* no tile that helps: no plan wins */
    b.inventory[TC_UP] = 2;
    CHECK_INT(tc_fewest_tiles(&b, 3, 1000, &proven), -1);
    CHECK(proven);
    /* Two tiles offered where one is enough: the solver finds the one. */
    const char *shortcut[] = {"C...", "....", "...G"};
    b = board_from(shortcut, 3, TC_RIGHT);
    b.inventory[TC_DOWN] = 2;
    b.inventory[TC_RIGHT] = 1;
    CHECK_INT(tc_fewest_tiles(&b, 3, 100000, &proven), 1);
    /* A budget of one node cannot prove anything on a board that needs a choice. */
    b = board_from(corner, 3, TC_RIGHT);
    b.inventory[TC_DOWN] = 1;
    CHECK_INT(tc_fewest_tiles(&b, 3, 1, &proven), -1);
    CHECK(!proven);
}

/* A plan in words (kept when a pupil leaves the board): written row by row and read back to the
 * same placements; words that are not "x,y,D" end the reading; too small a buffer says so. */
static void test_plan_words(void)
{
    TcBoard b = three_by_three();
    TcWorld w;
    tc_world_init(&w, &b);
    char text[64];
    CHECK(tc_plan_text(&w, text, sizeof text));
    CHECK_STR(text, "");
    CHECK_INT(tc_place(&w, 2, 2, TC_LEFT), TC_PLACE_OK);
    CHECK_INT(tc_place(&w, 2, 0, TC_DOWN), TC_PLACE_OK);
    CHECK_INT(tc_place(&w, 0, 2, TC_UP), TC_PLACE_OK);
    CHECK(tc_plan_text(&w, text, sizeof text));
    CHECK_STR(text, "2,0,D;0,2,U;2,2,L");
    char small[8];
    CHECK(!tc_plan_text(&w, small, sizeof small));
    CHECK_STR(small, "2,0,D");
    TcWorld again;
    tc_world_init(&again, &b);
    const char *at = text;
    int x, y, n = 0;
    TcDir dir;
    while (tc_plan_next(&at, &x, &y, &dir)) {
        CHECK_INT(tc_place(&again, x, y, dir), TC_PLACE_OK);
        n++;
    }
    CHECK_INT(n, 3);
    CHECK(memcmp(again.plan, w.plan, sizeof w.plan) == 0);
    static const char *const bad[] = {"", "2,0", "2,0,X", "2;0,D", "a,0,D", "2,0,DD", "1234,0,D"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        at = bad[i];
        CHECK(!tc_plan_next(&at, &x, &y, &dir));
    }
    at = "1,1,R;oops;2,2,L";
    CHECK(tc_plan_next(&at, &x, &y, &dir));
    CHECK(!tc_plan_next(&at, &x, &y, &dir));
}

TEST_MAIN(test_straight_win, test_edge_obstacle_early_goal, test_tile_turns_and_is_picked_up,
          test_picked_tile_does_not_turn_twice, test_placement_rules, test_certify, test_letters,
          test_fewest_tiles, test_plan_words)
