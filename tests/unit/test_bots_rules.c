/* test_bots_rules.c - the robot rules: every action's success and each of its failures (the world
 * left unchanged), switches pressed "at the same moment", names, words and messages. */
#include "modes/bots/bots.h"
#include "test.h"

/* A world from rows: heights digits, boxes digits or '.', switches 'S' or '.'; boxes and
 * switches may be NULL. */
static BotsWorld make(const char *const *heights, const char *const *boxes, const char *const *switches,
                      int depth, int rx, int ry, BotsFacing facing)
{
    BotsWorld w;
    bots_world_init(&w, (int)strlen(heights[0]), depth);
    for (int y = 0; y < depth; y++)
        for (int x = 0; x < w.width; x++) {
            w.terrain[y][x] = (uint8_t)(heights[y][x] - '0');
            if (boxes && boxes[y][x] != '.') w.boxes[y][x] = (uint8_t)(boxes[y][x] - '0');
            if (switches) w.switches[y][x] = switches[y][x] == 'S';
        }
    w.robot_x = rx;
    w.robot_y = ry;
    w.facing = facing;
    return w;
}

/* Step and check the result; on failure the world must not change at all. */
#define EXPECT_STEP(w, action, want)                                                                         \
    do {                                                                                                     \
        BotsWorld before_ = (w);                                                                             \
        BotsResult check_ = bots_check(&(w), (action));                                                      \
        CHECK(bots_world_equal(&before_, &(w)));                                                             \
        CHECK_INT(check_, (want));                                                                           \
        CHECK_INT(bots_step(&(w), (action)), (want));                                                        \
        if ((want) != BOTS_OK) CHECK(bots_world_equal(&before_, &(w)));                                      \
    } while (0)

static void test_names_and_messages(void)
{
    static const char *const names[BOTS_ACTION_COUNT] = {"forward", "backward",  "turnLeft", "turnRight",
                                                         "climbUp", "climbDown", "pickUp",   "putDown"};
    for (int i = 0; i < BOTS_ACTION_COUNT; i++) {
        CHECK_STR(bots_action_name((BotsAction)i), names[i]);
        CHECK_INT(bots_action_from_word(names[i]), i);
        CHECK_INT(bots_action_from_word(bots_action_template_word((BotsAction)i)), i);
    }
    CHECK_STR(bots_action_template_word(BOTS_TURN_LEFT), "turn left");
    CHECK_STR(bots_action_template_word(BOTS_PUT_DOWN), "put down");
    CHECK_INT(bots_action_from_word("Forward"), BOTS_NO_ACTION);
    CHECK_INT(bots_action_from_word("jump"), BOTS_NO_ACTION);
    CHECK_INT(bots_action_from_word(""), BOTS_NO_ACTION);
    CHECK_INT(bots_action_from_word(NULL), BOTS_NO_ACTION);
    CHECK_STR(bots_action_name(BOTS_NO_ACTION), "");
    CHECK_STR(bots_action_name((BotsAction)-1), "");

    CHECK_INT(bots_facing_letter(BOTS_NORTH), 'N');
    CHECK_INT(bots_facing_letter(BOTS_WEST), 'W');
    CHECK_INT(bots_facing_letter(BOTS_NO_FACING), '?');
    CHECK_INT(bots_facing_from_letter('e'), BOTS_EAST);
    CHECK_INT(bots_facing_from_letter('S'), BOTS_SOUTH);
    CHECK_INT(bots_facing_from_letter('X'), BOTS_NO_FACING);

    /* One sentence per failure: not empty, ends with a full stop, no two the same. */
    CHECK_STR(bots_result_message(BOTS_OK), "");
    for (int r = 1; r < BOTS_RESULT_COUNT; r++) {
        const char *m = bots_result_message((BotsResult)r);
        size_t n = strlen(m);
        CHECK(n > 10 && n < 100);
        CHECK(n > 0 && m[n - 1] == '.');
        for (int q = 1; q < r; q++)
            CHECK(strcmp(m, bots_result_message((BotsResult)q)) != 0);
    }
    CHECK_STR(bots_result_message(BOTS_NO_GROUND), "The robot can't walk off the edge.");
    CHECK_STR(bots_result_message(BOTS_STEP_UP), "That step is too high: use climbUp.");
    CHECK_STR(bots_result_message(BOTS_NO_BOX), "There is no box in front of the robot to pick up.");
    CHECK_STR(bots_result_message(BOTS_HANDS_FULL), "The robot is already carrying a box.");
    CHECK_STR(bots_result_message(BOTS_RESULT_COUNT), "");
}

static void test_world_basics(void)
{
    BotsWorld w;
    bots_world_init(&w, 40, 0);
    CHECK_INT(w.width, BOTS_MAX_W);
    CHECK_INT(w.depth, 1);
    CHECK_INT(w.facing, BOTS_NORTH);
    const char *h[] = {"120", "300"};
    const char *b[] = {".2.", "..."};
    w = make(h, b, NULL, 2, 0, 0, BOTS_EAST);
    CHECK_INT(bots_top(&w, 0, 0), 1);
    CHECK_INT(bots_top(&w, 1, 0), 4);
    CHECK_INT(bots_top(&w, 2, 1), 0);
    CHECK_INT(bots_top(&w, -1, 0), 0);
    CHECK_INT(bots_top(&w, 3, 0), 0);
    CHECK_INT(bots_top(&w, 0, 2), 0);
    CHECK_INT(bots_standing_height(&w), 1);
    CHECK(bots_in_grid(&w, 2, 1));
    CHECK(!bots_in_grid(&w, 2, 2));
    BotsWorld copy = w;
    CHECK(bots_world_equal(&w, &copy));
    copy.boxes[0][1] = 1;
    CHECK(!bots_world_equal(&w, &copy));
    copy = w;
    copy.carrying = 1;
    CHECK(!bots_world_equal(&w, &copy));
}

static void test_forward(void)
{
    /* Heights along one row; the robot at x=2 (height 2) faces east or west. */
    const char *h[] = {"0122430"};
    BotsWorld w = make(h, NULL, NULL, 1, 2, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_OK); /* 2 -> 2 */
    CHECK_INT(w.robot_x, 3);
    CHECK_INT(w.robot_y, 0);
    CHECK_INT(w.facing, BOTS_EAST);
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_TOO_HIGH); /* 2 -> 4 */
    w.robot_x = 2;
    w.facing = BOTS_WEST;
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_STEP_DOWN); /* 2 -> 1 */
    w.robot_x = 1;
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_NO_GROUND); /* a hole (height 0) */
    w.robot_x = 5;
    w.facing = BOTS_WEST;
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_STEP_UP); /* 3 -> 4 */
    w.robot_x = 4;
    w.facing = BOTS_WEST;
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_TOO_DEEP); /* 4 -> 2 */
    w.facing = BOTS_NORTH;
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_NO_GROUND); /* off the grid */
    w.facing = BOTS_SOUTH;
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_NO_GROUND);

    /* The robot walks on boxes: a box on a lower column makes it level. */
    const char *h2[] = {"212"};
    const char *b2[] = {".1."};
    w = make(h2, b2, NULL, 1, 0, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_OK);
    CHECK_INT(bots_standing_height(&w), 2);
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_OK);
    CHECK_INT(w.robot_x, 2);
    /* North and south move along y (row 0 is north). */
    const char *h3[] = {"1", "1", "1"};
    w = make(h3, NULL, NULL, 3, 0, 1, BOTS_NORTH);
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_OK);
    CHECK_INT(w.robot_y, 0);
    w.facing = BOTS_SOUTH;
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_OK);
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_OK);
    CHECK_INT(w.robot_y, 2);
    /* Carrying a box changes nothing about walking. */
    w.carrying = 1;
    w.facing = BOTS_NORTH;
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_OK);
    CHECK_INT(w.carrying, 1);
}

static void test_backward(void)
{
    const char *h[] = {"0122430"};
    /* Facing west, backward goes east; the facing stays. */
    BotsWorld w = make(h, NULL, NULL, 1, 2, 0, BOTS_WEST);
    EXPECT_STEP(w, BOTS_BACKWARD, BOTS_OK);
    CHECK_INT(w.robot_x, 3);
    CHECK_INT(w.facing, BOTS_WEST);
    EXPECT_STEP(w, BOTS_BACKWARD, BOTS_TOO_HIGH); /* 2 -> 4 */
    w.robot_x = 2;
    w.facing = BOTS_EAST;
    EXPECT_STEP(w, BOTS_BACKWARD, BOTS_BACK_STEP); /* 2 -> 1: climbing is forward only */
    w.robot_x = 5;
    w.facing = BOTS_EAST;
    EXPECT_STEP(w, BOTS_BACKWARD, BOTS_BACK_STEP); /* 3 -> 4 */
    w.robot_x = 4;
    EXPECT_STEP(w, BOTS_BACKWARD, BOTS_TOO_DEEP); /* 4 -> 2 */
    w.robot_x = 1;
    EXPECT_STEP(w, BOTS_BACKWARD, BOTS_NO_GROUND); /* a hole */
    w.facing = BOTS_SOUTH;
    EXPECT_STEP(w, BOTS_BACKWARD, BOTS_NO_GROUND); /* off the grid (north) */
    const char *h2[] = {"1", "1"};
    w = make(h2, NULL, NULL, 2, 0, 0, BOTS_NORTH);
    EXPECT_STEP(w, BOTS_BACKWARD, BOTS_OK);
    CHECK_INT(w.robot_y, 1);
    CHECK_INT(w.facing, BOTS_NORTH);
}

static void test_turns(void)
{
    const char *h[] = {"1"};
    BotsWorld w = make(h, NULL, NULL, 1, 0, 0, BOTS_NORTH);
    static const BotsFacing right[4] = {BOTS_EAST, BOTS_SOUTH, BOTS_WEST, BOTS_NORTH};
    static const BotsFacing left[4] = {BOTS_WEST, BOTS_SOUTH, BOTS_EAST, BOTS_NORTH};
    for (int i = 0; i < 4; i++) {
        EXPECT_STEP(w, BOTS_TURN_RIGHT, BOTS_OK);
        CHECK_INT(w.facing, right[i]);
        CHECK_INT(w.robot_x, 0);
    }
    for (int i = 0; i < 4; i++) {
        EXPECT_STEP(w, BOTS_TURN_LEFT, BOTS_OK);
        CHECK_INT(w.facing, left[i]);
    }
    /* Turning works anywhere, carrying or not, even on the highest column. */
    w.carrying = 1;
    w.terrain[0][0] = BOTS_MAX_TERRAIN;
    w.boxes[0][0] = BOTS_MAX_BOXES;
    EXPECT_STEP(w, BOTS_TURN_LEFT, BOTS_OK);
    CHECK_INT(w.facing, BOTS_WEST);
    CHECK_INT(w.carrying, 1);
}

static void test_climb_up(void)
{
    const char *h[] = {"1232510"};
    BotsWorld w = make(h, NULL, NULL, 1, 0, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_CLIMB_UP, BOTS_OK); /* 1 -> 2 */
    CHECK_INT(w.robot_x, 1);
    EXPECT_STEP(w, BOTS_CLIMB_UP, BOTS_OK); /* 2 -> 3 */
    CHECK_INT(w.robot_x, 2);
    CHECK_INT(w.facing, BOTS_EAST);
    EXPECT_STEP(w, BOTS_CLIMB_UP, BOTS_STEP_DOWN); /* 3 -> 2 */
    w.robot_x = 3;
    EXPECT_STEP(w, BOTS_CLIMB_UP, BOTS_TOO_HIGH); /* 2 -> 5 */
    w.robot_x = 4;
    EXPECT_STEP(w, BOTS_CLIMB_UP, BOTS_TOO_DEEP); /* 5 -> 1 */
    w.robot_x = 5;
    EXPECT_STEP(w, BOTS_CLIMB_UP, BOTS_NO_GROUND); /* a hole */
    w.facing = BOTS_NORTH;
    EXPECT_STEP(w, BOTS_CLIMB_UP, BOTS_NO_GROUND); /* off the grid */
    const char *h2[] = {"22"};
    w = make(h2, NULL, NULL, 1, 0, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_CLIMB_UP, BOTS_NOTHING_TO_CLIMB);
    /* Climbing onto a box. */
    const char *b2[] = {".1"};
    w = make(h2, b2, NULL, 1, 0, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_CLIMB_UP, BOTS_OK);
    CHECK_INT(bots_standing_height(&w), 3);
}

static void test_climb_down(void)
{
    const char *h[] = {"5432140"};
    BotsWorld w = make(h, NULL, NULL, 1, 0, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_CLIMB_DOWN, BOTS_OK); /* 5 -> 4 */
    EXPECT_STEP(w, BOTS_CLIMB_DOWN, BOTS_OK); /* 4 -> 3 */
    CHECK_INT(w.robot_x, 2);
    CHECK_INT(w.facing, BOTS_EAST);
    w.robot_x = 4; /* height 1, an east neighbour of 4 */
    EXPECT_STEP(w, BOTS_CLIMB_DOWN, BOTS_TOO_HIGH);
    w.robot_x = 5; /* height 4 -> a hole: never down to height 0 */
    EXPECT_STEP(w, BOTS_CLIMB_DOWN, BOTS_NO_GROUND);
    w.robot_x = 3; /* facing west from height 2 onto 3: that goes up */
    w.facing = BOTS_WEST;
    EXPECT_STEP(w, BOTS_CLIMB_DOWN, BOTS_STEP_UP);
    const char *h2[] = {"3133"};
    w = make(h2, NULL, NULL, 1, 0, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_CLIMB_DOWN, BOTS_TOO_DEEP); /* 3 -> 1 */
    w.robot_x = 2;
    EXPECT_STEP(w, BOTS_CLIMB_DOWN, BOTS_NOTHING_TO_CLIMB); /* 3 -> 3 */
    w.robot_x = 3;
    EXPECT_STEP(w, BOTS_CLIMB_DOWN, BOTS_NO_GROUND); /* off the grid */
    /* Down from a box onto the ground. */
    const char *h3[] = {"11"};
    const char *b3[] = {"1."};
    w = make(h3, b3, NULL, 1, 0, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_CLIMB_DOWN, BOTS_OK);
    CHECK_INT(w.robot_x, 1);
    CHECK_INT(bots_standing_height(&w), 1);
}

static void test_pick_up(void)
{
    /* Robot at height 2; in front: a box on height 2 (top 3: reachable). */
    const char *h[] = {"22"};
    const char *b[] = {".1"};
    BotsWorld w = make(h, b, NULL, 1, 0, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_PICK_UP, BOTS_OK);
    CHECK_INT(w.carrying, 1);
    CHECK_INT(w.boxes[0][1], 0);
    CHECK_INT(w.robot_x, 0);
    /* Already carrying: refused even with another box in reach. */
    w.boxes[0][1] = 1;
    EXPECT_STEP(w, BOTS_PICK_UP, BOTS_HANDS_FULL);
    /* No box in front: flat ground, a hole, off the grid. */
    w = make(h, NULL, NULL, 1, 0, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_PICK_UP, BOTS_NO_BOX);
    const char *h2[] = {"20"};
    w = make(h2, NULL, NULL, 1, 0, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_PICK_UP, BOTS_NO_BOX);
    w.facing = BOTS_WEST;
    EXPECT_STEP(w, BOTS_PICK_UP, BOTS_NO_BOX);
    /* A box a step up (its top two above the robot): too high. */
    const char *h3[] = {"23"};
    const char *b3[] = {".1"};
    w = make(h3, b3, NULL, 1, 0, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_PICK_UP, BOTS_BOX_TOO_HIGH);
    /* A box a step down (its top level with the robot's feet): too low. */
    const char *h4[] = {"21"};
    const char *b4[] = {".1"};
    w = make(h4, b4, NULL, 1, 0, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_PICK_UP, BOTS_BOX_TOO_LOW);
    /* The top box of a stack: robot at 2, stack of two on height 1 (top 3). */
    const char *b5[] = {".2"};
    w = make(h4, b5, NULL, 1, 0, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_PICK_UP, BOTS_OK);
    CHECK_INT(w.boxes[0][1], 1);
    /* Standing on a box, picking up one right in front. */
    const char *h6[] = {"11"};
    const char *b6[] = {"12"};
    w = make(h6, b6, NULL, 1, 0, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_PICK_UP, BOTS_OK);
    CHECK_INT(w.boxes[0][1], 1);
    CHECK_INT(w.boxes[0][0], 1);
}

static void test_put_down(void)
{
    const char *h[] = {"2210"};
    BotsWorld w = make(h, NULL, NULL, 1, 1, 0, BOTS_WEST);
    EXPECT_STEP(w, BOTS_PUT_DOWN, BOTS_NOT_CARRYING);
    w.carrying = 1;
    EXPECT_STEP(w, BOTS_PUT_DOWN, BOTS_OK); /* onto the same height */
    CHECK_INT(w.boxes[0][0], 1);
    CHECK_INT(w.carrying, 0);
    /* Now the column in front is higher than the robot stands. */
    w.carrying = 1;
    EXPECT_STEP(w, BOTS_PUT_DOWN, BOTS_PUT_TOO_HIGH);
    /* Onto a lower column: the box lands on top of it. */
    w.facing = BOTS_EAST;
    EXPECT_STEP(w, BOTS_PUT_DOWN, BOTS_OK);
    CHECK_INT(w.boxes[0][2], 1);
    CHECK_INT(bots_top(&w, 2, 0), 2);
    /* Onto that box (its top is level with the robot): a stack of two. */
    w.carrying = 1;
    EXPECT_STEP(w, BOTS_PUT_DOWN, BOTS_OK);
    CHECK_INT(w.boxes[0][2], 2);
    w.carrying = 1;
    EXPECT_STEP(w, BOTS_PUT_DOWN, BOTS_PUT_TOO_HIGH); /* top 3 > 2 */
    w.boxes[0][2] = 0;
    w.robot_x = 2;
    EXPECT_STEP(w, BOTS_PUT_DOWN, BOTS_PUT_NO_GROUND); /* a hole */
    w.robot_x = 0;
    w.facing = BOTS_WEST;
    EXPECT_STEP(w, BOTS_PUT_DOWN, BOTS_PUT_NO_GROUND); /* off the grid */
    w.facing = BOTS_NORTH;
    EXPECT_STEP(w, BOTS_PUT_DOWN, BOTS_PUT_NO_GROUND);
    /* Stacking: a box on a box, and a pile that is full. */
    const char *h2[] = {"81"};
    w = make(h2, NULL, NULL, 1, 0, 0, BOTS_EAST);
    w.carrying = 1;
    EXPECT_STEP(w, BOTS_PUT_DOWN, BOTS_OK);
    w.carrying = 1;
    EXPECT_STEP(w, BOTS_PUT_DOWN, BOTS_OK);
    CHECK_INT(w.boxes[0][1], 2);
    w.boxes[0][1] = BOTS_MAX_BOXES - 1; /* top 1 + 8 = 9 > 8 */
    w.carrying = 1;
    EXPECT_STEP(w, BOTS_PUT_DOWN, BOTS_PUT_TOO_HIGH);
    w.boxes[0][0] = 3; /* now the robot stands at 11 */
    EXPECT_STEP(w, BOTS_PUT_DOWN, BOTS_OK);
    CHECK_INT(w.boxes[0][1], BOTS_MAX_BOXES);
    w.carrying = 1;
    EXPECT_STEP(w, BOTS_PUT_DOWN, BOTS_PILE_FULL);
    w.boxes[0][0] = BOTS_MAX_BOXES; /* standing at 17, the pile in front is still full */
    EXPECT_STEP(w, BOTS_PUT_DOWN, BOTS_PILE_FULL);
}

static void test_bad_action(void)
{
    const char *h[] = {"11"};
    BotsWorld w = make(h, NULL, NULL, 1, 0, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_NO_ACTION, BOTS_BAD_ACTION);
    EXPECT_STEP(w, (BotsAction)42, BOTS_BAD_ACTION);
    EXPECT_STEP(w, (BotsAction)-1, BOTS_BAD_ACTION);
}

static void test_switches_at_the_same_moment(void)
{
    /* Two switches on a row; a box in reach. */
    const char *h[] = {"1111"};
    const char *b[] = {"...."};
    const char *s[] = {"S.S."};
    BotsWorld w = make(h, b, s, 1, 0, 0, BOTS_EAST);
    CHECK_INT(bots_switch_count(&w), 2);
    CHECK(bots_switch_pressed(&w, 0, 0));  /* the robot stands on it */
    CHECK(!bots_switch_pressed(&w, 1, 0)); /* not a switch */
    CHECK(!bots_switch_pressed(&w, 2, 0));
    CHECK(!bots_switch_pressed(&w, 9, 0));
    CHECK_INT(bots_switches_pressed(&w), 1);
    CHECK(!bots_solved(&w));
    /* Walk to the second switch: the first one un-presses, so still not solved. */
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_OK);
    CHECK_INT(bots_switches_pressed(&w), 0);
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_OK);
    CHECK(bots_switch_pressed(&w, 2, 0));
    CHECK(!bots_switch_pressed(&w, 0, 0));
    CHECK(!bots_solved(&w));
    /* A box on the first switch while the robot stands on the second: solved. */
    w.carrying = 1;
    w.facing = BOTS_WEST;
    EXPECT_STEP(w, BOTS_BACKWARD, BOTS_OK); /* off the switch */
    CHECK(!bots_solved(&w));
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_OK);
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_OK);
    EXPECT_STEP(w, BOTS_PUT_DOWN, BOTS_OK); /* from x=1 onto x=0 */
    CHECK(bots_switch_pressed(&w, 0, 0));
    CHECK(!bots_solved(&w));
    EXPECT_STEP(w, BOTS_BACKWARD, BOTS_OK); /* back onto x=2 */
    CHECK(bots_solved(&w));
    /* Stepping off again un-presses it. */
    EXPECT_STEP(w, BOTS_BACKWARD, BOTS_OK);
    CHECK(!bots_solved(&w));
    /* Picking the box up again un-presses the first switch. */
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_OK);
    CHECK(bots_solved(&w));
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_OK);
    EXPECT_STEP(w, BOTS_PICK_UP, BOTS_OK); /* from x=1, the box on x=0 */
    CHECK(!bots_switch_pressed(&w, 0, 0));
    EXPECT_STEP(w, BOTS_BACKWARD, BOTS_OK);
    CHECK(bots_switch_pressed(&w, 2, 0));
    CHECK(!bots_solved(&w));
}

static void test_switch_pressing_rules(void)
{
    /* The robot on a box on a switch: the box presses it. */
    const char *h[] = {"11"};
    const char *b[] = {"1."};
    const char *s[] = {"S."};
    BotsWorld w = make(h, b, s, 1, 0, 0, BOTS_EAST);
    CHECK(bots_switch_pressed(&w, 0, 0));
    CHECK(bots_solved(&w));
    /* A stack of boxes presses it too. */
    w.boxes[0][0] = 3;
    w.robot_x = 1;
    CHECK(bots_solved(&w));
    /* A box carried over a switch does not press it. */
    w.boxes[0][0] = 0;
    w.carrying = 1;
    w.robot_x = 1;
    CHECK(!bots_solved(&w));
    /* No switches: never solved. */
    const char *none[] = {".."};
    w = make(h, NULL, none, 1, 0, 0, BOTS_EAST);
    CHECK_INT(bots_switch_count(&w), 0);
    CHECK(!bots_solved(&w));
}

/* The third lesson's world, step by step: solved only by the last action. */
static void test_box_onto_switch_with_climbing(void)
{
    const char *h[] = {"11231"};
    const char *b[] = {".1..."};
    const char *s[] = {"....S"};
    BotsWorld w = make(h, b, s, 1, 0, 0, BOTS_EAST);
    static const BotsAction plan[] = {BOTS_PICK_UP, BOTS_FORWARD, BOTS_CLIMB_UP, BOTS_CLIMB_UP,
                                      BOTS_PUT_DOWN};
    for (int i = 0; i < 5; i++) {
        CHECK(!bots_solved(&w));
        EXPECT_STEP(w, plan[i], BOTS_OK);
    }
    CHECK(bots_solved(&w));
    CHECK_INT(w.boxes[0][4], 1);
    CHECK_INT(w.robot_x, 3);
    /* Now the robot may climb down onto the box; the box keeps the switch pressed. */
    EXPECT_STEP(w, BOTS_CLIMB_DOWN, BOTS_OK);
    CHECK(bots_solved(&w));
    /* Without the box, the switch can't be reached on foot: a drop of two. */
    w = make(h, b, s, 1, 3, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_CLIMB_DOWN, BOTS_TOO_DEEP);
    /* Without picking the box up first, the robot climbs onto it and can't reach it any more. */
    w = make(h, b, s, 1, 0, 0, BOTS_EAST);
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_STEP_UP);
    EXPECT_STEP(w, BOTS_CLIMB_UP, BOTS_OK);
    EXPECT_STEP(w, BOTS_PICK_UP, BOTS_NO_BOX);
    EXPECT_STEP(w, BOTS_FORWARD, BOTS_OK);
    w.facing = BOTS_WEST;
    EXPECT_STEP(w, BOTS_PICK_UP, BOTS_BOX_TOO_LOW);
}

TEST_MAIN(test_names_and_messages, test_world_basics, test_forward, test_backward, test_turns, test_climb_up,
          test_climb_down, test_pick_up, test_put_down, test_bad_action, test_switches_at_the_same_moment,
          test_switch_pressing_rules, test_box_onto_switch_with_climbing)
