/* test_bots_blocks.c - the robot's program as blocks: edits keep loops whole, the text written
 * from blocks runs and scores the same as the blocks say, each text line maps back to its block,
 * and text the blocks can't show is refused with the line and the reason. */
#include <stdlib.h>
#include <string.h>

#include "lang/lang.h"
#include "modes/bots/blocks.h"
#include "modes/bots/bots_lang.h"
#include "test.h"

static char text_of(const BotsBlocks *b, LpBuf *out, BotsBlockLine *map, int *lines)
{
    lp_buf_clear(out);
    *lines = bots_blocks_to_text(b, out, map, BOTS_BLOCK_LINES);
    return 0;
}

static const char *kinds(const BotsBlockList *l, char *out)
{
    /* a: action, r: repeat, e: end, c: call */
    for (int i = 0; i < l->count; i++) out[i] = "arec"[l->rows[i].kind];
    out[l->count] = '\0';
    return out;
}

static void inserting_a_repeat_puts_the_caret_inside_it(void)
{
    BotsBlocks b;
    bots_blocks_init(&b);
    char k[BOTS_BLOCKS_MAX + 1];
    int at = bots_blocks_insert(&b, 0, 0, bots_block_action(BOTS_FORWARD));
    CHECK_INT(at, 1);
    at = bots_blocks_insert(&b, 0, at, bots_block_repeat(4));
    CHECK_INT(at, 2);
    at = bots_blocks_insert(&b, 0, at, bots_block_action(BOTS_TURN_LEFT));
    CHECK_INT(at, 3);
    CHECK_STR(kinds(&b.lists[0], k), "arae");
    CHECK_INT(bots_blocks_depth(&b.lists[0], 2), 1);
    CHECK_INT(bots_blocks_depth(&b.lists[0], 3), 0);
    CHECK_INT(bots_blocks_partner(&b.lists[0], 1), 3);
    CHECK_INT(bots_blocks_partner(&b.lists[0], 3), 1);
    CHECK_INT(bots_blocks_commands(&b), 3);
    /* bad arguments change nothing */
    CHECK_INT(bots_blocks_insert(&b, 0, 9, bots_block_action(BOTS_FORWARD)), -1);
    CHECK_INT(bots_blocks_insert(&b, 7, 0, bots_block_action(BOTS_FORWARD)), -1);
    CHECK_INT(bots_blocks_insert(&b, 0, 0, (BotsBlock){BOTS_BLOCK_END, 0, 0, 0}), -1);
    CHECK_INT(b.lists[0].count, 4);
}

static void removing_either_end_of_a_loop_removes_the_loop(void)
{
    BotsBlocks b;
    bots_blocks_init(&b);
    char k[BOTS_BLOCKS_MAX + 1];
    int at = bots_blocks_insert(&b, 0, 0, bots_block_repeat(2));
    at = bots_blocks_insert(&b, 0, at, bots_block_action(BOTS_FORWARD));
    bots_blocks_insert(&b, 0, 3, bots_block_action(BOTS_PICK_UP));
    CHECK_STR(kinds(&b.lists[0], k), "raea");
    BotsBlocks copy = b;
    CHECK_INT(bots_blocks_remove(&b, 0, 2), 3);
    CHECK_STR(kinds(&b.lists[0], k), "a");
    CHECK_INT(b.lists[0].rows[0].action, BOTS_PICK_UP);
    CHECK_INT(bots_blocks_remove(&copy, 0, 0), 3);
    CHECK_STR(kinds(&copy.lists[0], k), "a");
    CHECK_INT(bots_blocks_remove(&copy, 0, 1), 0);
}

static void moves_carry_loops_and_ends_wrap_blocks(void)
{
    BotsBlocks b;
    bots_blocks_init(&b);
    char k[BOTS_BLOCKS_MAX + 1];
    /* f  repeat{ l }  r  b */
    bots_blocks_insert(&b, 0, 0, bots_block_action(BOTS_FORWARD));
    bots_blocks_insert(&b, 0, 1, bots_block_repeat(3));
    bots_blocks_insert(&b, 0, 2, bots_block_action(BOTS_TURN_LEFT));
    bots_blocks_insert(&b, 0, 4, bots_block_action(BOTS_TURN_RIGHT));
    bots_blocks_insert(&b, 0, 5, bots_block_action(BOTS_BACKWARD));
    CHECK_STR(kinds(&b.lists[0], k), "araeaa");
    /* the header carries its loop to the end */
    CHECK_INT(bots_blocks_move(&b, 0, 1, 6), 3);
    CHECK_STR(kinds(&b.lists[0], k), "aaarae");
    CHECK_INT(b.lists[0].rows[4].action, BOTS_TURN_LEFT);
    /* the end row alone moves up to unwrap... no: it may not pass its header */
    CHECK_INT(bots_blocks_move(&b, 0, 5, 3), -1);
    CHECK_STR(kinds(&b.lists[0], k), "aaarae");
    /* move the loop back to the top, then drag its end down to wrap two more blocks */
    CHECK_INT(bots_blocks_move(&b, 0, 3, 0), 0);
    CHECK_STR(kinds(&b.lists[0], k), "raeaaa");
    CHECK_INT(bots_blocks_move(&b, 0, 2, 5), 4);
    CHECK_STR(kinds(&b.lists[0], k), "raaaea");
    CHECK_INT(bots_blocks_depth(&b.lists[0], 3), 1);
    /* an action moves into and out of the loop */
    CHECK_INT(bots_blocks_move(&b, 0, 5, 1), 1);
    CHECK_STR(kinds(&b.lists[0], k), "raaaae");
    /* onto itself: nothing moves */
    CHECK_INT(bots_blocks_move(&b, 0, 2, 2), 2);
    CHECK_INT(bots_blocks_move(&b, 0, 2, 3), 2);
}

static void an_end_may_not_cut_another_loop_in_two(void)
{
    BotsBlocks b;
    bots_blocks_init(&b);
    char k[BOTS_BLOCKS_MAX + 1];
    bots_blocks_insert(&b, 0, 0, bots_block_repeat(2));
    bots_blocks_insert(&b, 0, 1, bots_block_action(BOTS_FORWARD));
    bots_blocks_insert(&b, 0, 3, bots_block_repeat(3));
    bots_blocks_insert(&b, 0, 4, bots_block_action(BOTS_TURN_LEFT));
    CHECK_STR(kinds(&b.lists[0], k), "raerae");
    CHECK_INT(bots_blocks_move(&b, 0, 2, 4), -1); /* between the second loop's header and body */
    CHECK_STR(kinds(&b.lists[0], k), "raerae");
    CHECK_INT(bots_blocks_move(&b, 0, 2, 6), 5); /* after the whole second loop: it nests */
    CHECK_STR(kinds(&b.lists[0], k), "raraee");
    CHECK_INT(bots_blocks_depth(&b.lists[0], 3), 2);
}

static void counts_are_clamped_and_reach_the_text(void)
{
    BotsBlocks b;
    bots_blocks_init(&b);
    bots_blocks_insert(&b, 0, 0, bots_block_repeat(2));
    bots_blocks_insert(&b, 0, 1, bots_block_action(BOTS_FORWARD));
    CHECK_INT(bots_blocks_set_count(&b, 0, 2, 7), 7); /* through the end row */
    CHECK_INT(bots_blocks_set_count(&b, 0, 0, 1), 2);
    CHECK_INT(bots_blocks_set_count(&b, 0, 0, 500), BOTS_REPEAT_MAX);
    CHECK_INT(bots_blocks_set_count(&b, 0, 1, 5), 0); /* not a loop */
    LpBuf t;
    lp_buf_init(&t);
    BotsBlockLine map[BOTS_BLOCK_LINES];
    int lines;
    text_of(&b, &t, map, &lines);
    CHECK_STR(t.data, "repeat (99) {\n  forward();\n}\n");
    lp_buf_free(&t);
}

/* A level with a long corridor: the blocks' text runs in the game's own runner. */
static const char *level_text = "loopling-level 1\nmode: bots\ntitle: t\npar: 4\nrobot: 0,0,E\n"
                                "solution: repeat (3) { A(); }\nheights:\n1111111\nswitches:\n......S\n";

static void text_from_blocks_runs_and_maps_lines_to_blocks(void)
{
    BotsBlocks b;
    bots_blocks_init(&b);
    bots_blocks_insert(&b, 0, 0, bots_block_repeat(3));
    bots_blocks_insert(&b, 0, 1, bots_block_call(0));
    bots_blocks_insert(&b, 1, 0, bots_block_action(BOTS_FORWARD));
    bots_blocks_insert(&b, 1, 1, bots_block_action(BOTS_FORWARD));
    LpBuf t;
    lp_buf_init(&t);
    BotsBlockLine map[BOTS_BLOCK_LINES];
    int lines;
    text_of(&b, &t, map, &lines);
    CHECK_STR(t.data, "function A() {\n  forward();\n  forward();\n}\nrepeat (3) {\n  A();\n}\n");
    CHECK_INT(lines, 7);
    CHECK(map[0].list == -1 && map[3].list == -1);
    CHECK(map[1].list == 1 && map[1].row == 0);
    CHECK(map[2].list == 1 && map[2].row == 1);
    CHECK(map[4].list == 0 && map[4].row == 0);
    CHECK(map[5].list == 0 && map[5].row == 1);
    CHECK(map[6].list == 0 && map[6].row == 2);

    BotsLevel level;
    LpDiag d = {0};
    CHECK(bots_level_parse(level_text, strlen(level_text), "t", &level, &d));
    BotsRunReport rep;
    CHECK_INT(bots_run_program(&level, t.data, &rep), BOTS_RUN_SOLVED);
    CHECK_INT(rep.commands, bots_blocks_commands(&b));
    CHECK_INT(rep.commands, 4);

    /* and the text reads back into the same blocks */
    BotsBlocks back;
    char why[200];
    CHECK(bots_blocks_from_text(t.data, &back, why, sizeof why));
    CHECK(memcmp(&back, &b, sizeof b) == 0);
    lp_buf_free(&t);
}

static void a_called_empty_function_is_still_defined(void)
{
    BotsBlocks b;
    bots_blocks_init(&b);
    bots_blocks_insert(&b, 0, 0, bots_block_call(2));
    LpBuf t;
    lp_buf_init(&t);
    int lines;
    lines = bots_blocks_to_text(&b, &t, NULL, 0);
    CHECK_INT(lines, 3);
    CHECK_STR(t.data, "function C() {\n}\nC();\n");
    LangErrors errors;
    LangProgram *p = lang_compile(t.data, (int)t.count, bots_lang_host(), &errors);
    CHECK(p != NULL);
    lang_program_destroy(p);
    lp_buf_free(&t);
}

static void typed_text_reads_into_blocks(void)
{
    BotsBlocks b;
    char why[200];
    const char *typed = "A();  // first\nrepeat (2) forward();\nfor (3) { turnLeft(); repeat(2){pickUp();} }\n"
                        "function A() { climbUp(); }\n";
    CHECK(bots_blocks_from_text(typed, &b, why, sizeof why));
    char k[BOTS_BLOCKS_MAX + 1];
    CHECK_STR(kinds(&b.lists[0], k), "craeraraee");
    CHECK_INT(b.lists[0].rows[4].count, 3);
    CHECK_STR(kinds(&b.lists[1], k), "a");
    CHECK_INT(b.lists[1].rows[0].action, BOTS_CLIMB_UP);
    char label[40];
    bots_block_label(&b.lists[0].rows[1], label, sizeof label);
    CHECK_STR(label, "repeat 2 times");
    bots_block_label(&b.lists[0].rows[5], label, sizeof label);
    CHECK_STR(label, "turn left");
    bots_block_label(&b.lists[0].rows[0], label, sizeof label);
    CHECK_STR(label, "A");
}

static void text_the_blocks_cant_show_is_refused_with_its_line(void)
{
    static const struct {
        const char *src, *why;
    } cases[] = {
        {"forward();\nwhile (true) { forward(); }\n", "Line 2 uses while"},
        {"var n = 2;\n", "Line 1 uses var"},
        {"forward();\nif (true) { forward(); }\n", "Line 2 uses if"},
        {"repeat (1) { forward(); }\n", "Line 1 uses a repeat count"},
        {"function G() { forward(); }\n", "a function that is not called A to F"},
        {"function A(n) { forward(); }\n", "a function with parameters"},
        {"forward(1);\n", "something in its brackets"},
        {"forwrd();\n", "Line 1 uses forwrd"},
        {"forward(\n", "has a mistake"},
        {"for (var i = 0; i < 2; i = i + 1) { forward(); }\n", "a for loop with parts"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        BotsBlocks b;
        char why[200];
        CHECK(!bots_blocks_from_text(cases[i].src, &b, why, sizeof why));
        if (!strstr(why, cases[i].why)) fprintf(stderr, "case %zu: %s\n", i, why);
        CHECK(strstr(why, cases[i].why) != NULL);
        CHECK(bots_blocks_empty(&b));
    }
}

static void a_full_list_refuses_more(void)
{
    BotsBlocks b;
    bots_blocks_init(&b);
    for (int i = 0; i < BOTS_BLOCKS_MAX; i++) CHECK_INT(bots_blocks_insert(&b, 2, i, bots_block_action(BOTS_FORWARD)), i + 1);
    CHECK_INT(bots_blocks_insert(&b, 2, 0, bots_block_action(BOTS_FORWARD)), -1);
    CHECK_INT(bots_blocks_insert(&b, 3, 0, bots_block_repeat(2)), 1);
    CHECK_INT(bots_blocks_move_to_list(&b, 3, 0, 2), -1); /* no room */
    CHECK_INT(bots_blocks_move_to_list(&b, 2, 5, 3), 2);
    CHECK_INT(b.lists[2].count, BOTS_BLOCKS_MAX - 1);
    CHECK_INT(b.lists[3].count, 3);
}

TEST_MAIN(inserting_a_repeat_puts_the_caret_inside_it, removing_either_end_of_a_loop_removes_the_loop,
          moves_carry_loops_and_ends_wrap_blocks, an_end_may_not_cut_another_loop_in_two,
          counts_are_clamped_and_reach_the_text, text_from_blocks_runs_and_maps_lines_to_blocks,
          a_called_empty_function_is_still_defined, typed_text_reads_into_blocks,
          text_the_blocks_cant_show_is_refused_with_its_line, a_full_list_refuses_more)
