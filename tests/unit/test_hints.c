/* test_hints.c - where a hint points (game/puzzle/hint.h, pure C): the toy car's
 * first square where the arrows and the intended tiles differ, the robot program's first line
 * that parts from the solution (spacing does not count), May's object the code never names or
 * first gets wrong. */
#include <stdio.h>
#include <string.h>

#include "modes/mays/level.h"
#include "test.h"
#include "puzzle/hint.h"

static void test_toycar_cell(void)
{
    TcLevel level;
    LpDiag diag = {0};
    CHECK(tc_level_load(LOOPLING_SOURCE_DIR "/levels/toycar/03_collect_the_flags.level", &level, &diag));
    CHECK_INT(level.tile_count, 2);
    TcWorld w;
    tc_world_init(&w, &level.board);
    int x, y, want;
    CHECK_INT(hint_toycar_cell(&level, &w, &x, &y, &want), 1); /* nothing placed: the first tile */
    CHECK_INT(x, 3);
    CHECK_INT(y, 0);
    CHECK_INT(want, TC_DOWN);
    CHECK_INT(tc_place(&w, 3, 0, TC_DOWN), TC_PLACE_OK);
    CHECK_INT(hint_toycar_cell(&level, &w, &x, &y, &want), 1); /* then the second */
    CHECK_INT(x, 3);
    CHECK_INT(y, 3);
    CHECK_INT(want, TC_RIGHT);
    CHECK_INT(tc_place(&w, 3, 3, TC_RIGHT), TC_PLACE_OK);
    CHECK_INT(hint_toycar_cell(&level, &w, &x, &y, &want), 0); /* the intended arrows */
}

static void test_bots_line(void)
{
    const char *solution = "forward(); forward(); turnRight(); forward();";
    CHECK_INT(hint_bots_line("forward();\nforward();\nturnRight();\nforward();\n", solution), 0);
    CHECK_INT(hint_bots_line("  forward();   forward();\nturnRight();forward();", solution), 0);
    CHECK_INT(hint_bots_line("forward();\nturnLeft();\n", solution), 2);
    CHECK_INT(hint_bots_line("turnLeft();\n", solution), 1);
    CHECK_INT(hint_bots_line("forward();\nforward();\n", solution), 2); /* stops short: its last line */
    CHECK_INT(hint_bots_line("", solution), 1);
    CHECK_INT(hint_bots_line("forward(); forward(); turnRight(); forward(); forward();", solution), 5);
}

static void test_mays_object(void)
{
    static MjLevel level;
    LpDiag diag = {0};
    CHECK(mj_level_load(LOOPLING_SOURCE_DIR "/levels/mays/03_two_blocks.level", &level, &diag));
    static MjWorld w;
    mj_world_from_level(&w, &level);
    int b1 = -1, b2 = -1;
    for (int i = 0; i < w.object_count; i++) {
        if (!strcmp(w.objects[i].name, "block1")) b1 = i;
        if (!strcmp(w.objects[i].name, "block2")) b2 = i;
    }
    CHECK(b1 >= 0 && b2 >= 0);
    CHECK_INT(hint_mays_object(&w, "", level.solution), b1);
    CHECK_INT(hint_mays_object(&w, "block1.MoveDown();", level.solution), b2); /* never names block2 */
    CHECK_INT(hint_mays_object(&w, "block1.MoveUp();\nblock2.MoveUp();", level.solution),
              b1); /* first wrong line */
    CHECK_INT(hint_mays_object(&w, "xblock2.MoveUp(); block1.MoveDown();", level.solution), b2);
}

TEST_MAIN(test_toycar_cell, test_bots_line, test_mays_object)
