/* test_mays_alternatives.c - the May's Journey evaluation (generators/mays/alternatives.c):
 * the counts of alternative and shorter codes on the solution codes of the rooms in levels/mays
 * (beyond each room's starting code) against paper 000's Table 2, every generated code
 * compiling with its room's host, the input among the alternatives once, the fixed-element rule
 * of a given code on small codes, and mj_eval_level on all 14 rooms (the input code solves
 * each; the figures are printed for the docs). */
#include <stdlib.h>

#include "mays/mays_gen.h"
#include "modes/mays/mays_lang.h"
#include "test.h"

static const char *const rooms[14] = {
    "01_bridge_block",  "02_out_of_the_way",   "03_two_blocks",     "04_statue_on_the_plate",
    "05_turn_the_fire", "06_the_hidden_door",  "07_statue_and_block", "08_three_corners",
    "09_the_long_canal", "10_two_canals",      "11_remember_the_number", "12_lever_and_door",
    "13_stop_the_slider", "14_the_last_treasure",
};

/* Table 2's rows on our rooms: the paper's counts (-1: NA) and the sets' sizes beyond the room's
 * starting code (mj_level_given). */
typedef struct Row {
    const char *paper_row;
    int room;           /* 1-based */
    int paper_alt, paper_short;
    long alt, shorter;  /* the sets' sizes */
} Row;

static const Row rows[8] = {
    { "0", 1, 4, 1, 4, 1 },
    { "1_1", 3, 16, 3, 16, 3 },
    { "1_2", 7, 64, 7, 64, 7 },
    { "2_3", 5, 2, 1, 2, 1 },
    { "3_1", 8, 8, 7, 8, 7 },
    { "3_2", 10, 16, 7, 16, 7 },
    { "4_2", 12, -1, -1, 1, 3 },  /* locked: NA / NA (no given code: the sets are Open's 1 and 3) */
    { "4_6", 14, -1, 1, 1, 1 },   /* the pupil adds block1.Stop(); to the given frame: 1 = NA, 1 */
};

static MjLevel *load_room(int number)
{
    MjLevel *lv = malloc(sizeof *lv);
    char path[512];
    snprintf(path, sizeof path, "%s/levels/mays/%s.level", LOOPLING_SOURCE_DIR, rooms[number - 1]);
    LpDiag d = {0};
    if (!lv || !mj_level_load(path, lv, &d)) {
        fprintf(stderr, "%s: %d: %s\n", path, d.line, d.message);
        free(lv);
        return NULL;
    }
    return lv;
}

static int compiles(const MjHost *host, const char *code)
{
    LangErrors errors;
    memset(&errors, 0, sizeof errors);
    LangProgram *p = lang_compile(code, (int)strlen(code), &host->lang, &errors);
    if (!p) {
        fprintf(stderr, "does not compile: %s\n---\n%s---\n", errors.count ? errors.items[0].text : "?", code);
        return 0;
    }
    lang_program_destroy(p);
    return 1;
}

static int all_distinct(const MjCodeSet *set)
{
    for (int i = 0; i < set->count; i++)
        for (int j = i + 1; j < set->count; j++)
            if (!strcmp(set->codes[i], set->codes[j])) return 0;
    return 1;
}

static int distinct_count(const MjCodeSet *set)
{
    int n = 0;
    for (int i = 0; i < set->count; i++) {
        int seen = 0;
        for (int j = 0; j < i && !seen; j++) seen = !strcmp(set->codes[i], set->codes[j]);
        n += !seen;
    }
    return n;
}

static void test_table2_counts(void)
{
    for (int r = 0; r < 8; r++) {
        MjLevel *lv = load_room(rows[r].room);
        CHECK(lv != NULL);
        if (!lv) continue;
        LpDiag d = {0};
        const char *given = mj_level_given(lv);
        CHECK((given != NULL) == (rows[r].room == 14)); /* only room 14 gives an open frame */
        MjCodeSet alt, shorter;
        CHECK(mj_alternative_codes_given(lv->solution, given, &alt, &d));
        CHECK(mj_shorter_codes_given(lv->solution, given, &shorter, &d));
        CHECK_INT(alt.count, rows[r].alt);
        CHECK_INT(shorter.count, rows[r].shorter);
        long na = 0, ns = 0;
        CHECK(mj_count_codes_given(lv->solution, given, &na, &ns, NULL, &d));
        CHECK_INT(na, alt.count);
        CHECK_INT(ns, shorter.count);
        /* as the evaluation reports them, every row equals the paper's (NA: not applicable) */
        MjEvalReport e;
        CHECK(mj_eval_level(lv, lv->solution, &e, &d));
        CHECK_INT(e.alt_applicable ? e.alt_codes : -1, rows[r].paper_alt);
        CHECK_INT(e.short_applicable ? e.short_codes : -1, rows[r].paper_short);

        /* every code compiles with the room's host */
        MjHost *host = malloc(sizeof *host);
        mj_host_init(host, &lv->start);
        for (int i = 0; i < alt.count; i++) CHECK(compiles(host, alt.codes[i]));
        for (int i = 0; i < shorter.count; i++) CHECK(compiles(host, shorter.codes[i]));
        free(host);

        /* the input is among the alternatives exactly once, first; the sets have no repeats */
        LpBuf printed;
        lp_buf_init(&printed);
        CHECK(mj_code_print(lv->solution, &printed, &d));
        int seen = 0;
        for (int i = 0; i < alt.count; i++) seen += !strcmp(alt.codes[i], printed.data);
        CHECK_INT(seen, 1);
        CHECK_STR(alt.codes[0], printed.data);
        CHECK(all_distinct(&alt));
        /* shorter codes are subsets, as the paper counts them: room 07's two equal
         * statue1.MoveRight(); lines make equal texts ({first} and {second}, and each with the
         * block's move), so its 7 codes are 5 different texts */
        if (rows[r].room == 7) CHECK_INT(distinct_count(&shorter), 5);
        else CHECK(all_distinct(&shorter));
        if (!given) CHECK_STR(shorter.codes[0], ""); /* with a frame: the frame (test_row_4_6_...) */
        for (int i = 0; i < shorter.count; i++) CHECK(strcmp(shorter.codes[i], printed.data) != 0);
        lp_buf_free(&printed);
        mj_code_set_free(&alt);
        mj_code_set_free(&shorter);
        free(lv);
    }
}

static void test_row_4_6_as_the_paper_counts_it(void)
{
    /* The paper's 4_6 figures (NA, 1) are those of a code whose written part is the one Stop. */
    long na = 0, ns = 0;
    int n = 0;
    LpDiag d = {0};
    CHECK(mj_count_codes("block1.Stop();", &na, &ns, &n, &d));
    CHECK_INT(na, 1);
    CHECK_INT(ns, 1);
    CHECK_INT(n, 1);
    /* by the paper's wording, a while, an if and a Stop are a list of 3 */
    const char *loop = "while (block1.isMoving) { if (block1.position == 3) { block1.Stop(); } }";
    CHECK(mj_count_codes(loop, &na, &ns, &n, &d));
    CHECK_INT(n, 3);
    CHECK_INT(ns, 7);
    CHECK_INT(na, 1);
    /* room 14: without its frame 4 / 15; with it, only the Stop is the pupil's */
    MjLevel *lv = load_room(14);
    CHECK(lv != NULL);
    if (!lv) return;
    CHECK(lv->has_code && !lv->locked);
    CHECK(mj_count_codes(lv->solution, &na, &ns, &n, &d));
    CHECK_INT(na, 4);
    CHECK_INT(ns, 15);
    CHECK_INT(n, 4);
    CHECK(mj_count_codes_given(lv->solution, lv->code, &na, &ns, &n, &d));
    CHECK_INT(na, 1);
    CHECK_INT(ns, 1);
    CHECK_INT(n, 1);
    /* its one shorter code is the frame (the note left out: comments are not code) */
    MjCodeSet s;
    CHECK(mj_shorter_codes_given(lv->solution, lv->code, &s, &d));
    CHECK_INT(s.count, 1);
    CHECK_STR(s.codes[0], "statue1.MoveRight();\nwhile (block1.isMoving) {\n  if (block1.position == 3) {\n  }\n}\n");
    mj_code_set_free(&s);
    /* the frame compiles and runs (it never ends: the slider never stops) but does not solve */
    CHECK(!mj_code_works(lv, lv->code));
    CHECK(mj_code_works(lv, lv->solution));
    free(lv);
}

/* The fixed-element rule of a given code (mays_gen.h) on small codes. */
static void test_given_frame_rule(void)
{
    long na = 0, ns = 0;
    int n = 0;
    LpDiag d = {0};
    /* a given loop: only the body's new commands count */
    CHECK(mj_count_codes_given("for (3) { block1.MoveRight(); block2.MoveLeft(); }", "for (3) { }", &na, &ns, &n, &d));
    CHECK_INT(n, 2);
    CHECK_INT(na, 16);
    CHECK_INT(ns, 3);
    MjCodeSet s;
    CHECK(mj_shorter_codes_given("for (3) { block1.MoveRight(); block2.MoveLeft(); }", "for (3) { }", &s, &d));
    CHECK_INT(s.count, 3);
    CHECK_STR(s.codes[0], "for (3) {\n}\n"); /* the frame is kept in every shorter code */
    CHECK_STR(s.codes[1], "for (3) {\n  block1.MoveRight();\n}\n");
    CHECK_STR(s.codes[2], "for (3) {\n  block2.MoveLeft();\n}\n");
    mj_code_set_free(&s);
    /* repeat (3) and for (3) are the same loop */
    CHECK(mj_count_codes_given("for (3) { block1.MoveRight(); }", "repeat (3) { }", &na, &ns, &n, &d));
    CHECK_INT(n, 1);
    /* a given command is never varied: the alternatives vary only the new ones */
    CHECK(mj_alternative_codes_given("block1.MoveUp();\nblock2.MoveDown();", "block1.MoveUp();", &s, &d));
    CHECK_INT(s.count, 4);
    for (int i = 0; i < s.count; i++) CHECK(!strncmp(s.codes[i], "block1.MoveUp();\n", 17));
    CHECK_STR(s.codes[0], "block1.MoveUp();\nblock2.MoveDown();\n");
    mj_code_set_free(&s);
    /* a given command repeated in the input counts once as given and once as new */
    CHECK(mj_count_codes_given("block1.MoveUp();\nblock1.MoveUp();", "block1.MoveUp();", &na, &ns, &n, &d));
    CHECK_INT(n, 1);
    CHECK_INT(na, 4);
    CHECK_INT(ns, 1);
    CHECK(mj_shorter_codes_given("block1.MoveUp();\nblock1.MoveUp();", "block1.MoveUp();", &s, &d));
    CHECK_INT(s.count, 1);
    CHECK_STR(s.codes[0], "block1.MoveUp();\n");
    mj_code_set_free(&s);
    /* the same text elsewhere is not the given one: a different argument, or moved into a given
     * construct's body */
    CHECK(mj_count_codes_given("block1.Rotate(\"left\");", "block1.Rotate(\"right\");", &na, &ns, &n, &d));
    CHECK_INT(n, 1);
    CHECK_INT(na, 2);
    CHECK(mj_count_codes_given("while (block1.isMoving) { block1.Stop(); }", "block1.Stop();\nwhile (block1.isMoving) { }",
                               &na, &ns, &n, &d));
    CHECK_INT(n, 1); /* the while is given, the Stop inside it is new */
    CHECK_INT(na, 1);
    CHECK_INT(ns, 1);
    /* a loop the pupil writes around a given line leaves the line given */
    CHECK(mj_count_codes_given("for (2) { block1.MoveUp(); }", "block1.MoveUp();", &na, &ns, &n, &d));
    CHECK_INT(n, 1);
    CHECK_INT(na, 1);
    CHECK_INT(ns, 1);
    CHECK(mj_shorter_codes_given("for (2) { block1.MoveUp(); }", "block1.MoveUp();", &s, &d));
    CHECK_STR(s.codes[0], "block1.MoveUp();\n");
    mj_code_set_free(&s);
    /* an if and its else branch: then matched with then, else with else */
    CHECK(mj_count_codes_given("if (block1.isMoving) { block1.Stop(); } else { block2.Stop(); }",
                               "if (block1.isMoving) { } else { block2.Stop(); }", &na, &ns, &n, &d));
    CHECK_INT(n, 1);
    CHECK(mj_count_codes_given("if (block1.isMoving) { block2.Stop(); } else { }",
                               "if (block1.isMoving) { } else { block2.Stop(); }", &na, &ns, &n, &d));
    CHECK_INT(n, 1); /* the Stop moved from else to then is new */
    /* everything given: nothing written, no shorter codes, one alternative (NA) */
    CHECK(mj_count_codes_given("block1.MoveUp();", "block1.MoveUp();", &na, &ns, &n, &d));
    CHECK_INT(n, 0);
    CHECK_INT(na, 1);
    CHECK_INT(ns, 0);
    CHECK(mj_shorter_codes_given("block1.MoveUp();", "block1.MoveUp();", &s, &d));
    CHECK_INT(s.count, 0);
    mj_code_set_free(&s);
    /* given lines the input lacks, layout and comments don't matter; NULL and "" fix nothing */
    CHECK(mj_count_codes_given("block1.MoveUp();\nblock2.MoveUp();", "// start here\nblock2.MoveUp();   block3.MoveUp();",
                               &na, &ns, &n, &d));
    CHECK_INT(n, 1);
    CHECK(mj_count_codes_given("block1.MoveUp();\nblock2.MoveUp();", "", &na, &ns, &n, &d));
    CHECK_INT(n, 2);
    CHECK_INT(na, 16);
    CHECK(mj_count_codes_given("block1.MoveUp();\nblock2.MoveUp();", NULL, &na, &ns, &n, &d));
    CHECK_INT(n, 2);
    /* a mistake in the given code: its line, file "given" */
    d = (LpDiag){0};
    CHECK(!mj_count_codes_given("block1.MoveUp();", "block1.MoveUp();\nwhile (block1.isMoving) {", &na, &ns, &n, &d));
    CHECK_STR(d.file, "given");
    CHECK_INT(d.line, 2);
    CHECK(!mj_shorter_codes_given("block1.MoveUp();", "block1.MoveUp(", &s, &d));
    CHECK(s.count == 0 && s.codes == NULL);
    /* evaluation: an unlocked level's code is the given one; a locked level stays NA / NA */
    MjLevel *lv = load_room(1);
    CHECK(lv != NULL);
    if (!lv) return;
    MjEvalReport e;
    CHECK(mj_eval_level(lv, lv->solution, &e, &d));
    CHECK(e.alt_applicable && e.short_applicable);
    CHECK_INT(e.alt_codes, 4);
    lv->has_code = 1;
    snprintf(lv->code, sizeof lv->code, "%s", lv->solution);
    CHECK(mj_level_given(lv) == lv->code);
    CHECK(mj_eval_level(lv, lv->solution, &e, &d)); /* all given: NA / NA */
    CHECK(!e.alt_applicable && !e.short_applicable && e.input_solves);
    CHECK_INT(e.short_codes, 0);
    lv->locked = 1;
    CHECK(mj_level_given(lv) == NULL);
    CHECK(mj_eval_level(lv, lv->solution, &e, &d));
    CHECK(!e.alt_applicable && !e.short_applicable);
    CHECK_INT(e.alt_codes, 4); /* counted without a given code, not applicable */
    free(lv);
}

static void test_paper_examples(void)
{
    /* "object1.MoveLeft() and object2.Rotate("right") ... 8 different codes" */
    MjCodeSet s;
    LpDiag d = {0};
    CHECK(mj_alternative_codes("object1.MoveLeft();\nobject2.Rotate(\"right\");", &s, &d));
    CHECK_INT(s.count, 8);
    CHECK_STR(s.codes[0], "object1.MoveLeft();\nobject2.Rotate(\"right\");\n");
    CHECK_STR(s.codes[1], "object1.MoveRight();\nobject2.Rotate(\"right\");\n");
    CHECK_STR(s.codes[4], "object1.MoveLeft();\nobject2.Rotate(\"left\");\n");
    mj_code_set_free(&s);
    /* "a while loop, an if statement, and two commands: the list length would be 4 ... 15" */
    const char *code = "while (block1.isMoving) {\n  if (block1.position == 2) {\n    block1.Stop();\n  }\n}\n"
                       "block2.MoveUp();\n";
    long na = 0, ns = 0;
    int n = 0;
    CHECK(mj_count_codes(code, &na, &ns, &n, &d));
    CHECK_INT(n, 4);
    CHECK_INT(ns, 15);
    CHECK_INT(na, 4);
    CHECK(mj_shorter_codes(code, &s, &d));
    CHECK_INT(s.count, 15);
    /* a construct left out keeps its body: only the if and the Stop kept */
    int found = 0;
    for (int i = 0; i < s.count; i++)
        found += !strcmp(s.codes[i], "if (block1.position == 2) {\n  block1.Stop();\n}\n");
    CHECK_INT(found, 1);
    /* only the while: an empty loop */
    found = 0;
    for (int i = 0; i < s.count; i++) found += !strcmp(s.codes[i], "while (block1.isMoving) {\n}\n");
    CHECK_INT(found, 1);
    mj_code_set_free(&s);
    /* n = 1: the empty code only */
    CHECK(mj_shorter_codes("block1.MoveUp();", &s, &d));
    CHECK_INT(s.count, 1);
    CHECK_STR(s.codes[0], "");
    mj_code_set_free(&s);
}

static void test_printer(void)
{
    LpBuf b;
    lp_buf_init(&b);
    LpDiag d = {0};
    CHECK(mj_code_print("// a comment\nvar n = (1 + 2) * 3;   for(n){block1.MoveUp();}\n"
                        "if (!(block2.isMoving) || block2.position >= 2 - 1) { block2.Stop(); } else { block2.Stop(); }",
                        &b, &d));
    CHECK_STR(b.data, "var n = (1 + 2) * 3;\nfor (n) {\n  block1.MoveUp();\n}\n"
                      "if (!block2.isMoving || block2.position >= 2 - 1) {\n  block2.Stop();\n} else {\n"
                      "  block2.Stop();\n}\n");
    lp_buf_clear(&b);
    CHECK(mj_code_print("var a = 1 - (2 - 3);\nrepeat (a) { block1.Rotate(\"left\"); }", &b, &d));
    CHECK_STR(b.data, "var a = 1 - (2 - 3);\nrepeat (a) {\n  block1.Rotate(\"left\");\n}\n");
    lp_buf_free(&b);
    /* variables are kept in every shorter code, so each compiles */
    MjCodeSet s;
    CHECK(mj_shorter_codes("var steps = 3;\nfor (steps) { block1.MoveDown(); }\nfor (steps) { block2.MoveUp(); }", &s,
                           &d));
    CHECK_INT(s.count, 15);
    for (int i = 0; i < s.count; i++) CHECK(!strncmp(s.codes[i], "var steps = 3;\n", 15));
    mj_code_set_free(&s);
}

static void test_limits_and_errors(void)
{
    const char *seven = "block1.MoveUp(); block1.MoveUp(); block1.MoveUp(); block1.MoveUp(); block1.MoveUp(); "
                        "block1.MoveUp(); block1.MoveUp();";
    MjCodeSet s;
    LpDiag d = {0};
    CHECK(!mj_alternative_codes(seven, &s, &d));
    CHECK(strstr(d.message, "16384") != NULL);
    CHECK(s.count == 0 && s.codes == NULL);
    long na = 0, ns = 0;
    CHECK(mj_count_codes(seven, &na, &ns, NULL, &d));
    CHECK_INT(na, 16384);
    CHECK_INT(ns, 127);
    CHECK(mj_shorter_codes(seven, &s, &d));
    CHECK_INT(s.count, 127);
    mj_code_set_free(&s);
    CHECK(!mj_shorter_codes("for (2) { block1.MoveUp(); block1.MoveUp(); block1.MoveUp(); block1.MoveUp(); "
                            "block1.MoveUp(); block1.MoveUp(); block1.MoveUp(); block1.MoveUp(); block1.MoveUp(); "
                            "block1.MoveUp(); block1.MoveUp(); block1.MoveUp(); }",
                            &s, &d));
    CHECK(strstr(d.message, "13 commands and constructs") != NULL);
    CHECK(!mj_alternative_codes("block1.MoveUp(", &s, &d));
    CHECK(!mj_shorter_codes("block1.MoveUp();\nblock1.Rotate(\"left\");", &s, &d));
    CHECK(strstr(d.message, "one kind of command") != NULL);
    CHECK_INT(d.line, 2);
}

static void test_code_works(void)
{
    MjLevel *lv = load_room(1);
    CHECK(lv != NULL);
    if (!lv) return;
    CHECK(mj_code_works(lv, "block1.MoveDown();"));
    CHECK(!mj_code_works(lv, ""));
    CHECK(!mj_code_works(lv, "block1.MoveUp();"));  /* impossible: a wall */
    CHECK(!mj_code_works(lv, "block1.MoveDown(")); /* a mistake */
    free(lv);
    lv = load_room(12); /* locked: works only with the lever flipped in phase one */
    CHECK(lv != NULL);
    if (!lv) return;
    CHECK(mj_code_works(lv, lv->solution));
    CHECK(!mj_code_works(lv, ""));
    free(lv);
}

static void test_metrics(void)
{
    MjLevel *lv = load_room(8); /* three L blocks (3 tiles each), nothing else interactable */
    CHECK(lv != NULL);
    if (!lv) return;
    CHECK_INT(mj_interactable_tiles(&lv->start), 9);
    CHECK(mj_walkable_tiles(&lv->start) > 5);
    free(lv);
    lv = load_room(12); /* a lever and a closed door */
    CHECK_INT(mj_interactable_tiles(&lv->start), 2);
    free(lv);
    lv = load_room(14); /* a statue, a plate, a moving block, a key */
    CHECK_INT(mj_interactable_tiles(&lv->start), 4);
    free(lv);
}

static void test_eval_every_room(void)
{
    printf("room                      alt  alt-works  short  short-works  size  walk%%  inter%%  codes-run\n");
    for (int k = 1; k <= 14; k++) {
        MjLevel *lv = load_room(k);
        CHECK(lv != NULL);
        if (!lv) continue;
        MjEvalReport r;
        LpDiag d = {0};
        CHECK(mj_eval_level(lv, lv->solution, &r, &d));
        CHECK(r.input_solves);
        CHECK_INT(r.size, lv->start.width * lv->start.height);
        CHECK(r.walkable > 0 && r.walkable < r.size);
        CHECK(r.interactable > 0);
        CHECK_INT(r.walkable_permille, r.walkable * 1000 / r.size);
        if (lv->locked) CHECK(!r.alt_applicable && !r.short_applicable && !r.alt_works && !r.short_works);
        char alt[16], sh[16];
        if (r.alt_applicable) snprintf(alt, sizeof alt, "%ld", r.alt_codes);
        else snprintf(alt, sizeof alt, "NA(%ld)", r.alt_codes);
        if (r.short_applicable) snprintf(sh, sizeof sh, "%ld", r.short_codes);
        else snprintf(sh, sizeof sh, "NA(%ld)", r.short_codes);
        printf("%-24s %6s  %-9s  %6s  %-11s  %4d  %4d.%d  %4d.%d  %d\n", rooms[k - 1], alt,
               r.alt_applicable ? (r.alt_works ? "yes" : "no") : "NA", sh,
               r.short_applicable ? (r.short_works ? "yes" : "no") : "NA", r.size, r.walkable_permille / 10,
               r.walkable_permille % 10, r.interactable_permille / 10, r.interactable_permille % 10, r.codes_run);
        free(lv);
    }
}

TEST_MAIN(test_table2_counts, test_row_4_6_as_the_paper_counts_it, test_given_frame_rule, test_paper_examples, test_printer,
          test_limits_and_errors, test_code_works, test_metrics, test_eval_every_room)
