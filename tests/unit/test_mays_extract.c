/* test_mays_extract.c - steps 1-2 of the May's Journey generator (generators/mays/extract.c):
 * objects with their commands merged as (command, argument, n), loops multiplying, while
 * counts unknown; attributes (attribute, initial, desired) from if and while conditions; kind
 * guesses; constructs; and the errors a teacher reads. */
#include "mays/mays_gen.h"
#include "test.h"

static MjExtract ex;

static int extract_ok(const char *code)
{
    LpDiag d = {0};
    int ok = mj_extract(code, &ex, &d);
    if (!ok) fprintf(stderr, "unexpected error: %d:%d: %s\n", d.line, d.column, d.message);
    return ok;
}

static const MjAction *action(const char *object, const char *command, const char *arg)
{
    const MjCodeObject *o = mj_extract_find(&ex, object);
    if (!o) return NULL;
    for (int i = 0; i < o->action_count; i++)
        if (!strcmp(o->actions[i].command, command) && !strcmp(o->actions[i].arg, arg)) return &o->actions[i];
    return NULL;
}

static const MjAttribute *attr(const char *object, const char *name)
{
    const MjCodeObject *o = mj_extract_find(&ex, object);
    if (!o) return NULL;
    for (int i = 0; i < o->attr_count; i++)
        if (!strcmp(o->attrs[i].name, name)) return &o->attrs[i];
    return NULL;
}

static void test_paper_example(void)
{
    /* Figure 2: MoveLeft once, Rotate("right") twice -> block1(MoveLeft, 1), block2(Rotate, "right", 2) */
    CHECK(extract_ok("block1.MoveLeft();\nblock2.Rotate(\"right\");\nblock2.Rotate(\"right\");\n"));
    CHECK_INT(ex.object_count, 2);
    CHECK_STR(ex.objects[0].name, "block1");
    CHECK_STR(ex.objects[1].name, "block2");
    const MjAction *a = action("block1", "MoveLeft", "");
    CHECK(a && a->n == 1 && !a->n_unknown && !a->conditional);
    a = action("block2", "Rotate", "right");
    CHECK(a && a->n == 2);
    CHECK_INT(ex.objects[0].guess, MJ_GUESS_MOVABLE);
    CHECK_INT(ex.objects[0].commands, MJ_CMD_MOVE);
    CHECK_INT(ex.objects[1].guess, MJ_GUESS_ROTATABLE);
    CHECK_INT(ex.commands, 3);
    CHECK_INT(ex.fors + ex.whiles + ex.ifs + ex.variables, 0);
    CHECK_INT(ex.objects[1].line, 2);
    CHECK_INT(ex.objects[1].column, 1);
}

static void test_loops_multiply(void)
{
    CHECK(extract_ok("for (3) { block1.MoveRight(); }"));
    const MjAction *a = action("block1", "MoveRight", "");
    CHECK(a && a->n == 3 && !a->n_unknown);
    CHECK_INT(ex.fors, 1);
    /* nested loops multiply; the same command elsewhere adds up */
    CHECK(extract_ok("for (2) { for (3) { block1.MoveUp(); } block2.MoveDown(); }\nblock1.MoveUp();"));
    a = action("block1", "MoveUp", "");
    CHECK(a && a->n == 7);
    a = action("block2", "MoveDown", "");
    CHECK(a && a->n == 2);
    CHECK_INT(ex.fors, 2);
    /* repeat is the same construct; different commands stay apart */
    CHECK(extract_ok("repeat (2) { block1.MoveUp(); block1.MoveLeft(); }"));
    CHECK_INT(ex.objects[0].action_count, 2);
    CHECK(action("block1", "MoveLeft", "") && action("block1", "MoveLeft", "")->n == 2);
    /* Rotate left and right are different (command, argument) pairs */
    CHECK(extract_ok("block1.Rotate(\"left\"); for (2) { block1.Rotate(\"right\"); }"));
    CHECK(action("block1", "Rotate", "left")->n == 1);
    CHECK(action("block1", "Rotate", "right")->n == 2);
    /* for (0) runs nothing */
    CHECK(extract_ok("for (0) { block1.MoveUp(); }"));
    CHECK_INT(action("block1", "MoveUp", "")->n, 0);
}

static void test_variables(void)
{
    CHECK(extract_ok("var steps = 3;\nfor (steps) { block1.MoveDown(); }\nfor (steps) { block2.MoveUp(); }"));
    CHECK_INT(ex.variables, 1);
    CHECK_INT(action("block1", "MoveDown", "")->n, 3);
    CHECK_INT(action("block2", "MoveUp", "")->n, 3);
    CHECK(extract_ok("var n = 2;\nn = n * 2 + 1;\nfor (n) { block1.MoveDown(); }"));
    CHECK_INT(action("block1", "MoveDown", "")->n, 5);
    CHECK(!action("block1", "MoveDown", "")->n_unknown);
    /* changed inside a loop: no longer known before the code runs */
    CHECK(extract_ok("var n = 1;\nfor (2) { n = n + 1; }\nfor (n) { block1.MoveDown(); }"));
    CHECK(action("block1", "MoveDown", "")->n_unknown);
    /* a count that is not a number known in advance */
    CHECK(extract_ok("for (block1.position) { block2.MoveLeft(); }"));
    CHECK(action("block2", "MoveLeft", "")->n_unknown);
    /* the Java for: its count is not worked out */
    CHECK(extract_ok("for (var i = 0; i < 3; i = i + 1) { block1.MoveLeft(); }"));
    CHECK_INT(ex.fors, 1);
    CHECK(action("block1", "MoveLeft", "")->n_unknown);
}

static void test_while_and_if(void)
{
    /* level 13 / 14: the stoppable block */
    CHECK(extract_ok("while (block1.isMoving) {\n  if (block1.position == 3) {\n    block1.Stop();\n  }\n}"));
    CHECK_INT(ex.whiles, 1);
    CHECK_INT(ex.ifs, 1);
    const MjAction *a = action("block1", "Stop", "");
    CHECK(a && a->n == 1 && a->n_unknown && a->conditional);
    const MjAttribute *m = attr("block1", "isMoving");
    CHECK(m != NULL);
    if (m) {
        CHECK_STR(m->initial, "true");
        CHECK_STR(m->desired, "false");
    }
    const MjAttribute *p = attr("block1", "position");
    CHECK(p != NULL);
    if (p) {
        CHECK_STR(p->initial, "?");
        CHECK_STR(p->desired, "3");
    }
    CHECK_INT(ex.objects[0].guess, MJ_GUESS_STOPPABLE);
    CHECK_INT(ex.objects[0].attr_count, 2);
}

static void test_lever_and_door(void)
{
    CHECK(extract_ok("if (lever1.position == \"right\") {\n  door1.Open();\n}"));
    CHECK_INT(ex.object_count, 2);
    CHECK_STR(ex.objects[0].name, "lever1");
    CHECK_INT(ex.objects[0].guess, MJ_GUESS_LEVER);
    CHECK_INT(ex.objects[0].commands, MJ_CMD_NONE);
    const MjAttribute *p = attr("lever1", "position");
    CHECK(p && !strcmp(p->initial, "\"left\"") && !strcmp(p->desired, "\"right\""));
    CHECK_INT(ex.objects[1].guess, MJ_GUESS_DOOR);
    const MjAction *a = action("door1", "Open", "");
    CHECK(a && a->n == 1 && a->conditional && !a->n_unknown);
    /* the word on the left, and "left" wanted */
    CHECK(extract_ok("if (\"left\" == lever1.position) { door1.Open(); }"));
    p = attr("lever1", "position");
    CHECK(p && !strcmp(p->initial, "\"right\"") && !strcmp(p->desired, "\"left\""));
    /* a while on a lever ends when it is in the other position */
    CHECK(extract_ok("while (lever1.position == \"left\") { block1.MoveUp(); }"));
    p = attr("lever1", "position");
    CHECK(p && !strcmp(p->initial, "\"left\"") && !strcmp(p->desired, "\"right\""));
}

static void test_other_conditions(void)
{
    CHECK(extract_ok("while (!block1.isMoving) { block2.MoveUp(); }"));
    const MjAttribute *m = attr("block1", "isMoving");
    CHECK(m && !strcmp(m->initial, "false") && !strcmp(m->desired, "true"));
    CHECK(extract_ok("if (block1.isMoving) { block1.Stop(); }"));
    m = attr("block1", "isMoving");
    CHECK(m && !strcmp(m->initial, "?") && !strcmp(m->desired, "true"));
    CHECK(extract_ok("if (fire1.isLit) { door1.Open(); }"));
    m = attr("fire1", "isLit");
    CHECK(m && !strcmp(m->initial, "false") && !strcmp(m->desired, "true"));
    CHECK_INT(mj_extract_find(&ex, "fire1")->guess, MJ_GUESS_FIRE_PIT);
    CHECK(extract_ok("while (block1.position != 3) { block2.MoveUp(); }"));
    m = attr("block1", "position");
    CHECK(m && !strcmp(m->desired, "3"));
    CHECK(extract_ok("while (block1.position == 2) { block2.MoveUp(); }"));
    m = attr("block1", "position");
    CHECK(m && !strcmp(m->initial, "2") && !strcmp(m->desired, "!=2"));
    CHECK(extract_ok("if (block1.position > 2 && block1.isMoving == true) { block1.Stop(); }"));
    m = attr("block1", "position");
    CHECK(m && !strcmp(m->desired, ">2"));
    m = attr("block1", "isMoving");
    CHECK(m && !strcmp(m->desired, "true") && !strcmp(m->initial, "false"));
    CHECK(extract_ok("if (2 < block1.position) { block1.Stop(); }"));
    CHECK_STR(attr("block1", "position")->desired, ">2");
    CHECK(extract_ok("if (block1.isMoving) { block1.Stop(); } else { block2.MoveUp(); }"));
    CHECK_INT(ex.ifs, 1);
    CHECK(action("block2", "MoveUp", "")->conditional);
}

static void check_error(const char *code, const char *words, int line)
{
    LpDiag d = {0};
    test_checks++;
    if (mj_extract(code, &ex, &d)) {
        test_failures++;
        fprintf(stderr, "expected an error for: %s\n", code);
        return;
    }
    CHECK(strstr(d.message, words) != NULL);
    if (!strstr(d.message, words)) fprintf(stderr, "  got: %s\n", d.message);
    if (line) CHECK_INT(d.line, line);
}

static void test_errors(void)
{
    check_error("block1.MoveRight();\nblock1.Rotate(\"left\");",
                "block1 takes Move and Rotate: each object takes one kind of command", 2);
    check_error("block1.MoveRight();\nif (block1.isMoving) { block2.MoveUp(); }", "each object is one kind", 0);
    check_error("if (lever1.position == \"right\") { lever1.Open(); }", "each object is one kind", 0);
    check_error("block1.MoveRight(;", "", 1); /* the language's own message */
    check_error("block1.Jump();", "has no command Jump", 1);
    check_error("block1.Rotate(\"up\");", "\"left\" or \"right\"", 1);
    check_error("block1.Rotate();", "\"left\" or \"right\"", 1);
    check_error("var w = \"left\";\nblock1.Rotate(w);", "written out", 2);
    check_error("block1.MoveLeft(2);", "takes nothing", 1);
    check_error("if (block1.speed == 2) { block1.Stop(); }", "no attribute speed", 1);
    check_error("forward();", "not a May's Journey command", 1);
    check_error("function A() { block1.MoveUp(); }\nA();", "without functions", 1);
    check_error("", "commands no object", 0);
    check_error("var n = 3;", "commands no object", 0);
    check_error("if (block1.isMoving) { }", "only tests block1", 1);
    check_error("if (lever1.position == \"up\") { door1.Open(); }", "\"left\" or \"right\"", 1);
    /* a parse error keeps its line and column */
    LpDiag d = {0};
    CHECK(!mj_extract("block1.MoveUp();\nblock1.MoveUp()\nblock1.MoveUp();", &ex, &d));
    CHECK(d.line >= 2 && d.column > 0);
    /* too many objects */
    char big[2000] = "";
    for (int i = 1; i <= MJ_GEN_MAX_OBJECTS + 1; i++) {
        char line[40];
        snprintf(line, sizeof line, "block%d.MoveUp();\n", i);
        strcat(big, line);
    }
    check_error(big, "one object too many", MJ_GEN_MAX_OBJECTS + 1);
}

static void test_guess_names(void)
{
    CHECK_STR(mj_guess_name(MJ_GUESS_MOVABLE), "movable");
    CHECK_STR(mj_guess_name(MJ_GUESS_LEVER), "lever");
    CHECK_STR(mj_guess_name(MJ_GUESS_UNKNOWN), "unknown");
    CHECK(mj_extract_find(&ex, "nobody") == NULL);
}

TEST_MAIN(test_paper_example, test_loops_multiply, test_variables, test_while_and_if, test_lever_and_door,
          test_other_conditions, test_errors, test_guess_names)
