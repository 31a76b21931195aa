/* test_bots_gen.c - the robot puzzle generator (paper 001), step by step: the template parser
 * (good templates and every error with its line), each of the six constraints tripped by a
 * hand-written solution and passed by a good one, the formatter's normalisation and program
 * text, resizing, determinism, the four shipped templates (20 distinct certified puzzles each,
 * every constraint re-checked, levels that re-parse, seeds that reproduce them alone) and
 * templates that cannot be satisfied stopping with advice. */
#include <stdlib.h>

#include "bots/bots_gen.h"
#include "core/buf.h"
#include "core/sharecode.h"
#include "modes/bots/bots_lang.h"
#include "test.h"

static int parse(const char *text, BotsTemplate *t, LpDiag *d)
{
    memset(d, 0, sizeof *d);
    return bots_template_parse(text, strlen(text), "t.template", t, d);
}

/* A template that must not parse: refused at line, the message holding words. */
static void check_bad(const char *text, int line, const char *words)
{
    BotsTemplate t;
    LpDiag d;
    int ok = parse(text, &t, &d);
    CHECK(!ok);
    CHECK_INT(d.line, line);
    CHECK_STR(d.file, "t.template");
    int found = strstr(d.message, words) != NULL;
    CHECK(found);
    if (!found || d.line != line) fprintf(stderr, "template:\n%s\ngot %d: %s\n", text, d.line, d.message);
}

static void test_parse_figure_3(void)
{
    /* The paper's Figure 3, with comments, blank lines and free indentation. */
    const char *fig3 = "# Figure 3 of paper 001\n"
                       "function A\n"
                       "        pick up\n"
                       "   turn   right\n"
                       "\tput down\n"
                       "        turn left\n"
                       "end function\n"
                       "\n"
                       "repeat 4\n"
                       "    wildcard 5\n"
                       "end repeat\n"
                       "  # run A again\n"
                       "function A\n";
    BotsTemplate t;
    LpDiag d;
    CHECK(parse(fig3, &t, &d));
    CHECK_INT(t.count, 8);
    CHECK_INT(t.stmts[0].kind, BOTS_TMPL_DEFINE);
    CHECK_INT(t.stmts[0].end, 5);
    CHECK_INT(t.stmts[0].line, 2);
    CHECK_INT(t.stmts[1].action, BOTS_PICK_UP);
    CHECK_INT(t.stmts[2].action, BOTS_TURN_RIGHT);
    CHECK_INT(t.stmts[5].kind, BOTS_TMPL_REPEAT);
    CHECK_INT(t.stmts[5].count, 4);
    CHECK_INT(t.stmts[6].kind, BOTS_TMPL_WILDCARD);
    CHECK_INT(t.stmts[6].count, 5);
    CHECK_INT(t.stmts[7].kind, BOTS_TMPL_CALL);
    CHECK_INT(t.stmts[7].line, 13);
    CHECK_INT(t.define_at[0], 0);
    CHECK_INT(t.body, 0); /* the function body is the repeated body */
    CHECK_INT(bots_template_size(&t), 4);
    CHECK_INT(bots_template_unrolled(&t), 4 + 20 + 4);
    CHECK_INT(t.box_actions, 2);
    CHECK_STR(d.message, ""); /* no note: it has box actions */

    /* Case, the language's spellings, a note when there is no fixed box action. */
    CHECK(parse("Forward\nTURN LEFT\nturnRight\nclimbUp\nwildcard 3\n", &t, &d));
    CHECK_INT(t.stmts[1].action, BOTS_TURN_LEFT);
    CHECK_INT(t.stmts[2].action, BOTS_TURN_RIGHT);
    CHECK_INT(t.stmts[3].action, BOTS_CLIMB_UP);
    CHECK_INT(t.body, -1);
    CHECK_INT(bots_template_size(&t), 7);
    CHECK_INT(d.line, 0);
    CHECK(strstr(d.message, "note:") != NULL);

    /* Ids of the shipped templates never change. */
    CHECK_INT(bots_template_id("short_loop"), 1);
    CHECK_INT(bots_template_id("long_loop"), 2);
    CHECK_INT(bots_template_id("short_function"), 3);
    CHECK_INT(bots_template_id("long_function"), 4);
    CHECK_INT(bots_template_id("mine"), 0);
    CHECK_STR(bots_template_name_for_id(3), "short_function");
    CHECK(bots_template_name_for_id(5) == NULL);
}

static void test_parse_errors(void)
{
    check_bad("forward\nturn lef\n", 2, "did you mean 'turn left'?");
    check_bad("forward\n\nrepaet 3\nforward\nend repeat\n", 3, "did you mean 'repeat'?");
    check_bad("jump\n", 1, "unknown word 'jump'");
    check_bad("forward 3\n", 1, "forward takes no number");
    check_bad("repeat 1\nforward\nend repeat\n", 1, "from 2 to 20, not '1'");
    check_bad("forward\nrepeat 21\nforward\nend repeat\n", 2, "from 2 to 20, not '21'");
    check_bad("repeat four\nforward\nend repeat\n", 1, "from 2 to 20, not 'four'");
    check_bad("repeat\nforward\nend repeat\n", 1, "repeat needs a count");
    check_bad("wildcard 0\n", 1, "from 1 to 30, not '0'");
    check_bad("# c\nwildcard 31\n", 2, "from 1 to 30, not '31'");
    check_bad("forward\nend repeat\n", 2, "end repeat without a repeat");
    check_bad("end function\n", 1, "end function without a function");
    check_bad("repeat 2\nforward\nend function\n", 3, "the repeat started at line 1 is still open");
    check_bad("repeat 2\nforward\n", 1, "no end repeat");
    check_bad("function A\nforward\nturn left\n", 1, "function A has no end function");
    check_bad("forward\nfunction B\n", 2, "function B is not defined");
    check_bad("function A\nforward\nend function\nturn left\nfunction A\nturn right\nend function\n", 5,
              "function A is defined twice (first at line 1)");
    check_bad("function A\nforward\nfunction B\nturn left\nend function\nend function\n", 3,
              "function B cannot be defined inside function A");
    check_bad("function A\nforward\nfunction A\nend function\n", 3, "a function cannot run itself");
    check_bad("function G\nforward\nend function\n", 1, "letters A to F, not 'g'");
    check_bad("function\nforward\nend function\n", 1, "needs a name");
    check_bad("repeat 3\nend repeat\n", 1, "this repeat is empty");
    check_bad("forward\nfunction C\n# nothing\nend function\n", 2, "this function is empty");
    check_bad("# only comments\n\n", 2, "the template is empty");
    check_bad("forward\nrepeat 20\nrepeat 20\nwildcard 2\nend repeat\nend repeat\n", 2, "too many actions");
    check_bad("wildcard 30\nwildcard 30\nwildcard 30\nwildcard 30\nwildcard 30\nwildcard 30\n", 6,
              "too many statements");
    {
        char big[1200] = "";
        for (int i = 0; i < BOTS_TMPL_MAX_STMTS + 1; i++) strcat(big, "turn left\n");
        check_bad(big, BOTS_TMPL_MAX_STMTS + 1, "too many statements");
    }
    {
        char deep[400] = "";
        for (int i = 0; i < BOTS_TMPL_MAX_DEPTH + 1; i++) strcat(deep, "repeat 2\n");
        check_bad(deep, BOTS_TMPL_MAX_DEPTH + 1, "nested too deep");
    }
    /* load: the file stem names the template; a missing file says why. */
    BotsTemplate t;
    LpDiag d = {0};
    CHECK(!bots_template_load("/nonexistent/x.template", &t, &d));
    CHECK(strstr(d.file, "x.template") != NULL);
}

/* ---- constraints ------------------------------------------------------------------------------- */

/* A world from level text (robot, heights, optional boxes, switches). */
static BotsWorld world_from(const char *robot, const char *heights, const char *boxes, const char *switches)
{
    char text[1000];
    snprintf(text, sizeof text, "loopling-level 1\nmode: bots\npar: 1\nrobot: %s\nsolution: forward();\nheights:\n%s%s%s"
                                "switches:\n%s",
             robot, heights, boxes ? "boxes:\n" : "", boxes ? boxes : "", switches);
    BotsLevel level;
    LpDiag d = {0};
    int ok = bots_level_parse(text, strlen(text), "w.level", &level, &d);
    CHECK(ok);
    if (!ok) fprintf(stderr, "%s\n%s\n", d.message, text);
    return level.start;
}

/* A solution: the template's wildcards filled from `wild` (one string of letters per wildcard,
 * in order: F forward, B backward, L left, R right, U climb up, D climb down, P pick up,
 * Q put down), unrolled, on world w. */
static void solution_from(const char *tmpl, const char *const *wild, BotsWorld w, BotsTemplate *t, BotsGenSolution *s)
{
    LpDiag d;
    int ok = parse(tmpl, t, &d);
    CHECK(ok);
    memset(s, 0, sizeof *s);
    int k = 0;
    for (int j = 0; ok && j < t->count; j++) {
        if (t->stmts[j].kind != BOTS_TMPL_WILDCARD) continue;
        const char *letters = wild[k++];
        for (int i = 0; letters[i]; i++) s->wild[j][i] = (uint8_t)(strchr("FBLRUDPQ", letters[i]) - "FBLRUDPQ");
        s->wild_len[j] = (uint8_t)strlen(letters);
    }
    CHECK(bots_gen_flatten(t, s));
    s->start = w;
}

static int passes_all(const BotsTemplate *t, const BotsGenSolution *s)
{
    return bots_check_constraints(t, s) == BOTS_CONSTRAINT_COUNT;
}

/* The good world: forward, climb up, turn right, forward onto the switch. */
static BotsWorld good_world(void)
{
    return world_from("0,0,E", "112\n002\n", NULL, "...\n..S\n");
}

static void test_constraints_good(void)
{
    static BotsTemplate t;
    static BotsGenSolution s;
    solution_from("wildcard 4\n", (const char *[]){"FURF"}, good_world(), &t, &s);
    for (int c = 0; c < BOTS_CONSTRAINT_COUNT; c++) CHECK(bots_constraint_ok((BotsConstraint)c, &t, &s));
    CHECK(passes_all(&t, &s));
    CHECK_STR(bots_constraint_name(BOTS_C_NO_CANCELLING_ACTIONS), "no_cancelling_actions");
    CHECK_STR(bots_constraint_name(BOTS_C_NO_UNUSED_ELEMENTS), "no_unused_elements");
    CHECK_STR(bots_constraint_category(BOTS_C_NO_WASTED_TURNS), "program");
    CHECK_STR(bots_constraint_category(BOTS_C_SOLVED_ONLY_AT_THE_END), "world");
    CHECK_STR(bots_constraint_category(BOTS_C_NO_UNINTENDED_LOOPS), "educational");
}

static void test_program_constraints(void)
{
    static BotsTemplate t;
    static BotsGenSolution s;
    BotsWorld w = good_world();
    solution_from("wildcard 3\n", (const char *[]){"LRF"}, w, &t, &s);
    CHECK(!bots_constraint_ok(BOTS_C_NO_CANCELLING_ACTIONS, &t, &s));
    solution_from("wildcard 3\n", (const char *[]){"FBF"}, w, &t, &s);
    CHECK(!bots_constraint_ok(BOTS_C_NO_CANCELLING_ACTIONS, &t, &s));
    solution_from("wildcard 2\n", (const char *[]){"PQ"}, w, &t, &s);
    CHECK(!bots_constraint_ok(BOTS_C_NO_CANCELLING_ACTIONS, &t, &s));
    solution_from("wildcard 6\n", (const char *[]){"QLLLLP"}, w, &t, &s); /* a full turn between: same column */
    CHECK(!bots_constraint_ok(BOTS_C_NO_CANCELLING_ACTIONS, &t, &s));
    solution_from("wildcard 3\n", (const char *[]){"PLQ"}, w, &t, &s); /* another column: fine */
    CHECK(bots_constraint_ok(BOTS_C_NO_CANCELLING_ACTIONS, &t, &s));
    /* What the teacher wrote is the teacher's choice. */
    solution_from("forward\nbackward\nwildcard 1\n", (const char *[]){"U"}, w, &t, &s);
    CHECK(bots_constraint_ok(BOTS_C_NO_CANCELLING_ACTIONS, &t, &s));
    solution_from("forward\nbackward\nwildcard 1\n", (const char *[]){"F"}, w, &t, &s); /* the wildcard undoes */
    CHECK(!bots_constraint_ok(BOTS_C_NO_CANCELLING_ACTIONS, &t, &s));

    solution_from("wildcard 4\n", (const char *[]){"LLLF"}, w, &t, &s);
    CHECK(!bots_constraint_ok(BOTS_C_NO_WASTED_TURNS, &t, &s));
    solution_from("wildcard 3\n", (const char *[]){"LLF"}, w, &t, &s);
    CHECK(bots_constraint_ok(BOTS_C_NO_WASTED_TURNS, &t, &s));
    solution_from("wildcard 2\n", (const char *[]){"FL"}, w, &t, &s); /* ends with a turn */
    CHECK(!bots_constraint_ok(BOTS_C_NO_WASTED_TURNS, &t, &s));
    solution_from("turn right\nturn right\nturn right\nwildcard 1\n", (const char *[]){"F"}, w, &t, &s);
    CHECK(bots_constraint_ok(BOTS_C_NO_WASTED_TURNS, &t, &s));
}

static void test_world_constraints(void)
{
    static BotsTemplate t;
    static BotsGenSolution s;
    BotsWorld w = good_world();
    w.switches[0][0] = 1; /* a second switch, under the robot */
    w.switches[1][2] = 0;
    solution_from("wildcard 4\n", (const char *[]){"FURF"}, w, &t, &s);
    CHECK(!bots_constraint_ok(BOTS_C_NOT_SOLVED_AT_START, &t, &s));

    w = good_world();
    w.switches[1][2] = 0;
    w.switches[0][2] = 1; /* pressed after the second action, released after the fourth */
    solution_from("wildcard 4\n", (const char *[]){"FURF"}, w, &t, &s);
    CHECK(bots_constraint_ok(BOTS_C_NOT_SOLVED_AT_START, &t, &s));
    CHECK(!bots_constraint_ok(BOTS_C_SOLVED_ONLY_AT_THE_END, &t, &s));
    solution_from("wildcard 4\n", (const char *[]){"FUUF"}, good_world(), &t, &s); /* impossible action */
    CHECK(!bots_constraint_ok(BOTS_C_SOLVED_ONLY_AT_THE_END, &t, &s));
    w = good_world();
    w.terrain[1][1] = 9; /* terrain beyond 8 */
    solution_from("wildcard 4\n", (const char *[]){"FURF"}, w, &t, &s);
    CHECK(!bots_constraint_ok(BOTS_C_SOLVED_ONLY_AT_THE_END, &t, &s));
}

static void test_educational_constraints(void)
{
    static BotsTemplate t;
    static BotsGenSolution s;
    BotsWorld line = world_from("0,0,E", "11111\n", NULL, "....S\n");
    solution_from("wildcard 4\n", (const char *[]){"FFFF"}, line, &t, &s); /* one action 4 times */
    CHECK(bots_constraint_ok(BOTS_C_SOLVED_ONLY_AT_THE_END, &t, &s));
    CHECK(!bots_constraint_ok(BOTS_C_NO_UNINTENDED_LOOPS, &t, &s));
    solution_from("forward\nforward\nforward\nforward\n", (const char *[]){""}, line, &t, &s); /* as written */
    CHECK(bots_constraint_ok(BOTS_C_NO_UNINTENDED_LOOPS, &t, &s));
    /* A body that is two copies of a shorter block: a loop in disguise. */
    BotsWorld stairs = world_from("0,0,E", "12345\n", NULL, "....S\n");
    solution_from("repeat 2\nwildcard 2\nend repeat\n", (const char *[]){"UU"}, stairs, &t, &s);
    CHECK(!bots_constraint_ok(BOTS_C_NO_UNINTENDED_LOOPS, &t, &s));
    /* A wildcard-made block of three written twice: a function would shorten it (this
     * constraint reads the program only, so any world will do). */
    solution_from("wildcard 3\nwildcard 1\nwildcard 3\n", (const char *[]){"FUR", "L", "FUR"}, line, &t, &s);
    CHECK(!bots_constraint_ok(BOTS_C_NO_UNINTENDED_LOOPS, &t, &s));
    solution_from("wildcard 3\nwildcard 1\nwildcard 3\n", (const char *[]){"FUR", "L", "FUB"}, line, &t, &s);
    CHECK(bots_constraint_ok(BOTS_C_NO_UNINTENDED_LOOPS, &t, &s));
    BotsWorld path = world_from("0,0,E", "1122334\n", NULL, "......S\n");
    solution_from("wildcard 2\nforward\nclimb up\nwildcard 2\n", (const char *[]){"FU", "FU"}, path, &t, &s);
    CHECK(bots_constraint_ok(BOTS_C_SOLVED_ONLY_AT_THE_END, &t, &s));
    CHECK(!bots_constraint_ok(BOTS_C_NO_UNINTENDED_LOOPS, &t, &s)); /* FU FU FU: a loop */

    /* Unused: an extra column, a box never moved, a switch pressed at the start. */
    BotsWorld w = world_from("0,0,E", "112\n012\n", NULL, "...\n..S\n");
    solution_from("wildcard 4\n", (const char *[]){"FURF"}, w, &t, &s);
    CHECK(bots_constraint_ok(BOTS_C_SOLVED_ONLY_AT_THE_END, &t, &s));
    CHECK(!bots_constraint_ok(BOTS_C_NO_UNUSED_ELEMENTS, &t, &s));
    w = world_from("0,0,E", "112\n002\n", "...\n..1\n", "..S\n...\n");
    solution_from("wildcard 2\n", (const char *[]){"FU"}, w, &t, &s);
    CHECK(bots_constraint_ok(BOTS_C_SOLVED_ONLY_AT_THE_END, &t, &s));
    CHECK(!bots_constraint_ok(BOTS_C_NO_UNUSED_ELEMENTS, &t, &s)); /* the box at 2,1 never moves */
    w = world_from("0,0,E", "1122\n0002\n", "....\n...1\n", "...S\n....\n");
    w.switches[1][3] = 1; /* under a box: pressed already */
    solution_from("wildcard 3\n", (const char *[]){"FUF"}, w, &t, &s);
    CHECK(bots_constraint_ok(BOTS_C_NOT_SOLVED_AT_START, &t, &s));
    CHECK(!bots_constraint_ok(BOTS_C_NO_UNUSED_ELEMENTS, &t, &s));
    /* A box that is moved onto the switch: every element used. */
    w = world_from("1,0,W", "111\n", "1..\n", "..S\n");
    solution_from("wildcard 4\n", (const char *[]){"PLLQ"}, w, &t, &s);
    CHECK(passes_all(&t, &s));
}

/* ---- formatter, resize, generation --------------------------------------------------------------- */

static void test_normalise_and_text(void)
{
    static BotsGenGrid g;
    memset(&g, 0, sizeof g);
    /* Columns decided at x 10..12, y 5..6, heights relative to 100. */
    const int h[2][3] = {{101, 102, 0}, {100, 0, 103}};
    for (int y = 0; y < 2; y++)
        for (int x = 0; x < 3; x++)
            if (h[y][x]) {
                BotsGenCell *c = &g.cells[5 + y][10 + x];
                c->known = 1;
                c->terrain = (uint8_t)h[y][x];
            }
    g.cells[5][11].boxes0 = 2;
    g.cells[5][11].boxes = 0; /* moved since: the start keeps boxes0 */
    g.min_x = 10, g.max_x = 12, g.min_y = 5, g.max_y = 6, g.min_h = 100, g.max_h = 103;
    g.start_x = 10, g.start_y = 5, g.start_facing = BOTS_SOUTH;
    BotsWorld w;
    CHECK(bots_gen_normalise(&g, &w));
    CHECK_INT(w.width, 3);
    CHECK_INT(w.depth, 2);
    CHECK_INT(w.robot_x, 0);
    CHECK_INT(w.robot_y, 0);
    CHECK_INT(w.facing, BOTS_SOUTH);
    CHECK_INT(w.terrain[0][0], 2);
    CHECK_INT(w.terrain[0][1], 3);
    CHECK_INT(w.terrain[0][2], 0);
    CHECK_INT(w.terrain[1][0], 1);
    CHECK_INT(w.terrain[1][2], 4);
    CHECK_INT(w.boxes[0][1], 2);
    g.max_x = 10 + BOTS_MAX_W; /* too wide */
    CHECK(!bots_gen_normalise(&g, &w));
    g.max_x = 12, g.max_h = 108; /* nine levels */
    CHECK(!bots_gen_normalise(&g, &w));

    static BotsTemplate t;
    static BotsGenSolution s;
    solution_from("function A\npick up\nwildcard 1\nend function\nrepeat 3\nwildcard 2\nend repeat\nfunction A\n",
                  (const char *[]){"L", "FU"}, good_world(), &t, &s);
    char text[BOTS_SOLUTION_MAX];
    int par = bots_gen_program_text(&t, &s, text, sizeof text);
    CHECK_STR(text, "function A() {\npickUp();\nturnLeft();\n}\nA();\nrepeat (3) {\nforward();\nclimbUp();\n}\nA();");
    CHECK_INT(par, 2 + 1 + 1 + 2 + 1);
    CHECK_INT(s.count, 2 + 6 + 2);
    CHECK_INT(bots_gen_program_text(&t, &s, text, 20), 0); /* does not fit */
}

static void test_resize(void)
{
    BotsTemplate t;
    LpDiag d;
    CHECK(parse("forward\nrepeat 4\npick up\nwildcard 2\nput down\nwildcard 3\nend repeat\nwildcard 2\n", &t, &d));
    CHECK_INT(bots_template_size(&t), 7);
    CHECK_INT(bots_template_resize(&t, 12), 12);
    CHECK_INT(t.stmts[3].count, 4);
    CHECK_INT(t.stmts[5].count, 6);
    CHECK_INT(t.stmts[6].count, 2); /* outside the body: unchanged */
    CHECK_INT(bots_template_resize(&t, 1), 2); /* the fixed actions stay */
    CHECK_INT(t.stmts[3].count + t.stmts[5].count, 0);
    CHECK_INT(bots_template_resize(&t, 7), 7); /* back to the text as written */
    CHECK_INT(t.stmts[3].count, 2);
    CHECK_INT(t.stmts[5].count, 3);
    CHECK_INT(bots_template_resize(&t, 99), BOTS_GEN_SIZE_MAX);
    CHECK_INT(bots_template_resize(&t, 8), 8);
    CHECK_INT(t.stmts[3].count + t.stmts[5].count, 6);
    CHECK(parse("repeat 3\nforward\nclimb up\nend repeat\n", &t, &d));
    CHECK_INT(bots_template_resize(&t, 9), 2); /* no wildcard: nothing to scale */
    /* A resized template still generates. */
    CHECK(parse("repeat 4\npick up\nwildcard 2\nput down\nwildcard 2\nend repeat\n", &t, &d));
    CHECK_INT(bots_template_resize(&t, 9), 9);
    static BotsGenPuzzle p;
    CHECK(bots_generate_one(&t, 0, 77, &p, &d));
    CHECK(p.verified);
}

static void level_text(const BotsLevel *l, LpBuf *out)
{
    lp_buf_init(out);
    bots_level_write(l, out);
}

static void test_same_seed_same_puzzles(void)
{
    BotsTemplate t;
    LpDiag d;
    CHECK(parse("repeat 4\npick up\nwildcard 2\nput down\nwildcard 2\nend repeat\n", &t, &d));
    static BotsGenPuzzle a[5], b[5];
    BotsGenOptions opt = {.seed = 12345, .count = 5};
    CHECK_INT(bots_generate(&t, &opt, a, 5, NULL, &d), 5);
    CHECK_INT(bots_generate(&t, &opt, b, 5, NULL, &d), 5);
    for (int i = 0; i < 5; i++) {
        LpBuf x, y;
        level_text(&a[i].level, &x);
        level_text(&b[i].level, &y);
        CHECK_STR(x.data, y.data);
        CHECK_INT(a[i].seed, b[i].seed);
        lp_buf_free(&x);
        lp_buf_free(&y);
    }
    opt.seed = 12346;
    CHECK_INT(bots_generate(&t, &opt, b, 5, NULL, &d), 5);
    CHECK(!bots_world_equal(&a[0].level.start, &b[0].level.start));
    CHECK(bots_gen_puzzle_seed(1, 0) != bots_gen_puzzle_seed(1, 1));
    CHECK(bots_gen_puzzle_seed(1, 0) < (1u << 30));
}

/* Everything a kept puzzle promises, re-checked from outside the generator. */
static void check_puzzle(const BotsTemplate *t, const BotsGenPuzzle *p)
{
    const BotsLevel *l = &p->level;
    CHECK(p->verified);
    CHECK_INT(p->optimal_commands, l->par);
    CHECK_STR(l->template_name, t->name);
    CHECK(l->code[0] != '\0');
    /* The game's runner solves it with exactly par commands. */
    BotsRunReport r;
    CHECK_INT(bots_run_program(l, l->solution, &r), BOTS_RUN_SOLVED);
    CHECK_INT(r.commands, l->par);
    CHECK_INT(r.actions, p->commands);
    CHECK(l->par < p->commands); /* the loop or function makes it shorter */
    /* The pipeline from its seed: the first solution passing all six constraints is this one. */
    static BotsGenSolution s;
    LpRng rng;
    lp_rng_init(&rng, p->seed, LP_STREAM_BOTS_GEN);
    int found = 0;
    for (int a = 0; a < BOTS_GEN_ONE_MAX_ATTEMPTS && !found; a++)
        found = bots_gen_solution(t, &rng, &s) == 1 && passes_all(t, &s);
    CHECK(found);
    CHECK(bots_world_equal(&s.start, &l->start));
    for (int c = 0; c < BOTS_CONSTRAINT_COUNT; c++) CHECK(bots_constraint_ok((BotsConstraint)c, t, &s));
    /* Boxes and several heights: a real puzzle. */
    int boxes = 0, heights = 0, seen[BOTS_MAX_TERRAIN + 1] = {0};
    for (int y = 0; y < l->start.depth; y++)
        for (int x = 0; x < l->start.width; x++) {
            boxes += l->start.boxes[y][x];
            if (l->start.terrain[y][x] && !seen[l->start.terrain[y][x]]++) heights++;
        }
    CHECK(boxes >= 1);
    CHECK(heights >= 1);
    /* The written level reads back the same. */
    LpBuf text;
    level_text(l, &text);
    static BotsLevel back;
    LpDiag d = {0};
    CHECK(bots_level_parse(text.data, text.count, "gen.level", &back, &d));
    CHECK(bots_world_equal(&back.start, &l->start));
    CHECK_STR(back.solution, l->solution);
    CHECK_STR(back.code, l->code);
    CHECK_INT(back.par, l->par);
    CHECK_INT(back.seed, p->seed);
    /* Its seed alone gives the same level. */
    static BotsGenPuzzle again;
    CHECK(bots_generate_one(t, 1, p->seed, &again, &d)); /* generator 1's, as the caller made */
    LpBuf text2;
    level_text(&again.level, &text2);
    CHECK_STR(text2.data, text.data);
    lp_buf_free(&text);
    lp_buf_free(&text2);
}

static void test_shipped_templates(void)
{
    static const char *const names[] = {"short_loop", "long_loop", "short_function", "long_function"};
    for (int i = 0; i < 4; i++) {
        char path[600];
        snprintf(path, sizeof path, "%s/scripts/templates/%s.template", LOOPLING_SOURCE_DIR, names[i]);
        BotsTemplate t;
        LpDiag d = {0};
        CHECK(bots_template_load(path, &t, &d));
        CHECK_STR(t.name, names[i]);
        CHECK_INT(t.id, i + 1);
        CHECK(t.box_actions >= 2);
        CHECK_INT(bots_template_size(&t), i % 2 ? 12 : 6);
        static BotsGenPuzzle p[20];
        BotsGenReport r;
        /* Generator 1 (the pipeline itself; generator 2's label is test_bots_gen2's, too slow for
         * 80 puzzles in a sanitized build). */
        int n = bots_generate(&t, &(BotsGenOptions){.seed = 2024, .count = 20, .version = 1}, p, 20, &r, &d);
        CHECK_INT(n, 20);
        CHECK_INT(r.uncertified, 0);
        for (int k = 0; k < n; k++) {
            check_puzzle(&t, &p[k]);
            for (int j = 0; j < k; j++) CHECK(!bots_world_equal(&p[j].level.start, &p[k].level.start));
        }
        /* The share code names the template, its size and the seed. */
        LpShareParams sp;
        CHECK(lp_sharecode_decode(p[0].level.code, &sp, &d));
        CHECK_INT(sp.mode, LP_MODE_BOTS);
        CHECK_INT(sp.version, 1);
        CHECK_INT(sp.param_a, i + 1);
        CHECK_INT(sp.param_b, bots_template_size(&t));
        CHECK_INT(sp.seed, p[0].seed);
    }
}

static void test_impossible_templates(void)
{
    BotsTemplate t;
    LpDiag d;
    static BotsGenPuzzle p[20];
    BotsGenReport r;
    /* Generator 1 throughout: what is tested is the pipeline before the par label (generator 2's
     * label on the paper's Figure 3, par 12, would take minutes in a sanitized build). */
    /* Put down first, with empty hands: every attempt is a dead end. */
    CHECK(parse("put down\nwildcard 3\n", &t, &d));
    memset(&d, 0, sizeof d);
    CHECK_INT(bots_generate(&t, &(BotsGenOptions){.version = 1, .seed = 1, .count = 1}, p, 20, &r, &d), 0);
    CHECK_INT(r.attempts, BOTS_GEN_ONE_MAX_ATTEMPTS); /* one puzzle gets bots_generate_one's attempts */
    CHECK_INT(r.dead_ends, r.attempts);
    CHECK(strstr(d.message, "made only 0 of 1") != NULL);
    CHECK(strstr(d.message, "pick up before it") != NULL);
    CHECK(!bots_generate_one(&t, 1, 5, &p[0], &d));
    /* The paper's Figure 3 as printed ends with a fixed turn: the puzzle is solved at the put
     * down before it (a turn presses nothing) and the game stops the program there, so the
     * template's program solves it as written. Every puzzle: solved after its last put down and
     * after no earlier action, still solved after the turn, its solution verified by the rules. */
    const char *fig3 = "function A\npick up\nturn right\nput down\nturn left\nend function\n"
                       "repeat 4\nwildcard 5\nend repeat\nfunction A\n";
    CHECK(parse(fig3, &t, &d));
    CHECK_INT(bots_generate(&t, &(BotsGenOptions){.version = 1, .seed = 1, .count = 10}, p, 20, &r, &d), 10);
    for (int i = 0; i < 10; i++) {
        CHECK(p[i].verified);
        BotsRunReport run;
        bots_run_program(&p[i].level, p[i].level.solution, &run);
        CHECK_INT(run.result, BOTS_RUN_SOLVED);
        CHECK(strstr(p[i].level.solution, "function A() {\npickUp();\nturnRight();\nputDown();\nturnLeft();\n}") != NULL);
    }
    CHECK(bots_generate_one(&t, 1, 1, &p[0], &d));
    /* Only turns: nothing can be pressed, said at once. */
    CHECK(parse("turn left\nturn right\nturn left\n", &t, &d));
    memset(&d, 0, sizeof d);
    CHECK_INT(bots_generate(&t, &(BotsGenOptions){.version = 1, .seed = 1, .count = 3}, p, 20, &r, &d), 0);
    CHECK_INT(d.line, 1);
    CHECK(strstr(d.message, "every action of the template is a turn") != NULL);
    CHECK(parse(fig3, &t, &d));
    /* With one more chosen action at the end it works, the loop and function as asked. */
    char fig3_more[300];
    snprintf(fig3_more, sizeof fig3_more, "%swildcard 1\n", fig3);
    CHECK(parse(fig3_more, &t, &d));
    CHECK_INT(bots_generate(&t, &(BotsGenOptions){.version = 1, .seed = 1, .count = 5}, p, 20, &r, &d), 5);
    CHECK(strstr(p[0].level.solution, "function A() {\npickUp();\nturnRight();\nputDown();\nturnLeft();\n}\nA();\nrepeat (4) {") ==
          p[0].level.solution);
    /* One action cannot make 20 different puzzles. */
    CHECK(parse("wildcard 1\n", &t, &d));
    memset(&d, 0, sizeof d);
    int n = bots_generate(&t, &(BotsGenOptions){.version = 1, .seed = 1, .count = 20}, p, 20, &r, &d);
    CHECK(n < 20);
    CHECK(r.duplicates > 0);
    CHECK(strstr(d.message, "of 20 distinct puzzles") != NULL);
    CHECK(strstr(d.message, "longer wildcards") != NULL);
}

/* Fill the stack below this frame with a pattern, so that what a later call leaves unset shows. */
static __attribute__((noinline)) void paint_stack(void)
{
    volatile unsigned char junk[64 * 1024];
    for (size_t i = 0; i < sizeof junk; i++) junk[i] = 0x5A;
}

/* Every byte of a generated level's world is set (bots.h: worlds compare with memcmp), so it is
 * the level its file reads back as. The switches outside the grid were copied from an unset
 * array when boxes were put down (issue 14, found by the bots_template fuzz target). */
static void test_every_byte_set(void)
{
    static const char *const names[] = {"short_loop", "short_function"};
    for (int i = 0; i < 2; i++) {
        char path[600];
        snprintf(path, sizeof path, "%s/scripts/templates/%s.template", LOOPLING_SOURCE_DIR, names[i]);
        BotsTemplate t;
        LpDiag d = {0};
        CHECK(bots_template_load(path, &t, &d));
        for (uint32_t seed = 1; seed <= 5; seed++) {
            static BotsGenPuzzle p;
            static BotsLevel back;
            paint_stack();
            CHECK(bots_generate_one(&t, 1, seed, &p, &d)); /* the formatter is the same in both */
            const BotsWorld *w = &p.level.start;
            for (int y = 0; y < BOTS_MAX_D; y++)
                for (int x = 0; x < BOTS_MAX_W; x++)
                    if (x >= w->width || y >= w->depth)
                        CHECK(w->terrain[y][x] == 0 && w->boxes[y][x] == 0 && w->switches[y][x] == 0);
            LpBuf text;
            lp_buf_init(&text);
            bots_level_write(&p.level, &text);
            CHECK(bots_level_parse(text.data, text.count, "gen.level", &back, &d));
            CHECK(memcmp(&p.level, &back, sizeof back) == 0);
            lp_buf_free(&text);
        }
    }
}

TEST_MAIN(test_parse_figure_3, test_parse_errors, test_constraints_good, test_program_constraints,
          test_world_constraints, test_educational_constraints, test_normalise_and_text, test_resize,
          test_same_seed_same_puzzles, test_shipped_templates, test_impossible_templates, test_every_byte_set)
