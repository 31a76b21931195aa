/* test_bots_level.c - robot level files: a good level, exact round trips (hand-made and random
 * levels), one bad file per error with its line number, bytes that must never crash the loader,
 * every shipped level in levels/bots, and (run_programs) programs run through the language. */
#include <dirent.h>
#include <stdlib.h>

#include "core/rng.h"
#include "core/sharecode.h"
#include "level_test.h"
#include "modes/bots/level.h"
#include "modes/bots/solver.h"

/* run_programs needs the language linked in (lp_lang); 0 leaves it out. */
#ifndef BOTS_TEST_RUN_PROGRAMS
#define BOTS_TEST_RUN_PROGRAMS 1
#endif
#if BOTS_TEST_RUN_PROGRAMS
#include "lang/lang.h"
#include "modes/bots/bots_lang.h"
#endif

static const char good[] = "loopling-level 1\n"
                           "mode: bots\n"
                           "title: Box on the switch\n"
                           "hint: Pick the box up, climb, and put it on the switch.\n"
                           "par: 5\n"
                           "robot: 0,0,E\n"
                           "solution: pickUp(); forward();\n"
                           "  climbUp(); climbUp(); putDown();\n"
                           "heights:\n"
                           "11231\n"
                           "boxes:\n"
                           ".1...\n"
                           "switches:\n"
                           "....S\n";

static int parse_level(const char *text, size_t len, const char *label, void *level, LpDiag *diag)
{
    return bots_level_parse(text, len, label, level, diag);
}
static int load_level(const char *path, void *level, LpDiag *diag)
{
    return bots_level_load(path, level, diag);
}
static void write_level(const void *level, LpBuf *out)
{
    bots_level_write(level, out);
}
static int same_level(const void *a, const void *b)
{
    const BotsLevel *x = a, *y = b;
    return bots_world_equal(&x->start, &y->start) && strcmp(x->title, y->title) == 0 &&
           strcmp(x->hint, y->hint) == 0 && strcmp(x->template_name, y->template_name) == 0 &&
           strcmp(x->code, y->code) == 0 && x->has_seed == y->has_seed && x->seed == y->seed &&
           x->par == y->par && strcmp(x->solution, y->solution) == 0;
}
static const LevelOps ops = {parse_level, load_level, write_level, same_level};

static void test_parse_good_level(void)
{
    BotsLevel lv;
    LpDiag d = {0};
    CHECK(bots_level_parse(good, strlen(good), "box.level", &lv, &d));
    CHECK_STR(lv.title, "Box on the switch");
    CHECK_STR(lv.hint, "Pick the box up, climb, and put it on the switch.");
    CHECK_STR(lv.template_name, "");
    CHECK_STR(lv.code, "");
    CHECK_INT(lv.has_seed, 0);
    CHECK_INT(lv.par, 5);
    CHECK_STR(lv.solution, "pickUp(); forward();\nclimbUp(); climbUp(); putDown();");
    const BotsWorld *w = &lv.start;
    CHECK_INT(w->width, 5);
    CHECK_INT(w->depth, 1);
    CHECK_INT(w->terrain[0][3], 3);
    CHECK_INT(w->boxes[0][1], 1);
    CHECK_INT(w->boxes[0][0], 0);
    CHECK_INT(w->switches[0][4], 1);
    CHECK_INT(bots_switch_count(w), 1);
    CHECK_INT(w->robot_x, 0);
    CHECK_INT(w->robot_y, 0);
    CHECK_INT(w->facing, BOTS_EAST);
    CHECK_INT(w->carrying, 0);
    BotsWorld play;
    bots_world_from_level(&play, &lv);
    CHECK(bots_world_equal(&play, w));
    static const BotsAction plan[] = {BOTS_PICK_UP, BOTS_FORWARD, BOTS_CLIMB_UP, BOTS_CLIMB_UP,
                                      BOTS_PUT_DOWN};
    for (int i = 0; i < 5; i++)
        CHECK_INT(bots_step(&play, plan[i]), BOTS_OK);
    CHECK(bots_solved(&play));
    CHECK_INT(lv.start.boxes[0][1], 1); /* the level's start is untouched */

    /* Comments, blank lines, CRLF, tabs, '0' for no box, keys in any order, comments inside the
     * solution, a solution that starts on the next line, and generated-level keys. */
    char code[LP_SHARECODE_MAX];
    LpShareParams sp = {.mode = LP_MODE_BOTS, .version = 1, .param_a = 3, .param_b = 1, .seed = 77};
    CHECK(lp_sharecode_encode(&sp, code, &d));
    char loose[1200];
    snprintf(loose, sizeof loose,
             "; a robot level\r\n"
             "\r\n"
             "loopling-level 1\r\n"
             "switches:\r\n"
             "....S\r\n"
             "; a comment inside a grid\r\n"
             "heights:\r\n"
             "11231   \r\n"
             "\r\n"
             "boxes:\r\n"
             "01000\r\n"
             "solution:\r\n"
             "\tpickUp();\r\n"
             "  ; a comment inside the solution\r\n"
             "    forward(); climbUp();\r\n"
             "  climbUp();   putDown();  \r\n"
             "robot:  0 , 0 , e\r\n"
             "mode:bots\r\n"
             "par:5\r\n"
             "carrying: no\r\n"
             "template: climb-and-carry\r\n"
             "code: %s\r\n"
             "seed: 4294967295\r\n",
             code);
    BotsLevel lv2;
    int ok = bots_level_parse(loose, strlen(loose), "loose.level", &lv2, &d);
    CHECK(ok);
    if (!ok) fprintf(stderr, "%d: %s\n", d.line, d.message);
    CHECK_STR(lv2.solution, "pickUp();\nforward(); climbUp();\nclimbUp();   putDown();");
    CHECK_STR(lv2.template_name, "climb-and-carry");
    CHECK_STR(lv2.code, code);
    CHECK_INT(lv2.has_seed, 1);
    CHECK(lv2.seed == 4294967295u);
    CHECK(bots_world_equal(&lv2.start, &lv.start));

    /* carrying: yes, and an empty "solution:" followed by a blank line. */
    static const char carrying[] = "loopling-level 1\nmode: bots\npar: 1\nrobot: 1,0,W\ncarrying: yes\n"
                                   "solution:\n\nheights:\n22\nswitches:\nS.\n";
    CHECK(bots_level_parse(carrying, strlen(carrying), "c.level", &lv2, &d));
    CHECK_INT(lv2.start.carrying, 1);
    CHECK_INT(lv2.start.facing, BOTS_WEST);
    CHECK_STR(lv2.solution, "");
    bots_world_from_level(&play, &lv2);
    CHECK_INT(bots_step(&play, BOTS_PUT_DOWN), BOTS_OK);
    CHECK(bots_solved(&play));
}

static void test_load_from_file(void)
{
    BotsLevel lv;
    check_load_from_file(&ops, good, &lv);
}

static void round_trip(const BotsLevel *lv)
{
    BotsLevel back;
    check_round_trip(&ops, lv, &back);
}

static void test_round_trip_exact(void)
{
    BotsLevel lv;
    LpDiag d = {0};
    CHECK(bots_level_parse(good, strlen(good), "box.level", &lv, &d));
    LpBuf out;
    lp_buf_init(&out);
    bots_level_write(&lv, &out);
    CHECK_STR(out.data, good); /* the file as written by hand is the canonical form */
    lp_buf_free(&out);
    round_trip(&lv);

    /* Generated-level keys, carrying, and a world without boxes are kept. */
    snprintf(lv.template_name, sizeof lv.template_name, "loops-4x6");
    lv.has_seed = 1;
    lv.seed = 123456;
    LpShareParams sp = {.mode = LP_MODE_BOTS, .version = 1, .param_a = 5, .param_b = 2, .seed = 123456};
    CHECK(lp_sharecode_encode(&sp, lv.code, &d));
    lv.start.carrying = 1;
    round_trip(&lv);
    lv.start.boxes[0][1] = 0;
    lp_buf_init(&out);
    bots_level_write(&lv, &out);
    CHECK(strstr(out.data, "boxes:") == NULL);
    CHECK(strstr(out.data, "carrying: yes\n") != NULL);
    lp_buf_free(&out);
    round_trip(&lv);
}

/* A random but valid level: any size up to the maximum, any heights, boxes and switches. */
static void random_level(LpRng *rng, BotsLevel *lv)
{
    static const char *const words[] = {
        "forward();",          "turnLeft();", "repeat (3) {", "}", "A();", "function A() { climbUp(); }",
        "pickUp(); putDown();"};
    memset(lv, 0, sizeof *lv);
    BotsWorld *w = &lv->start;
    bots_world_init(w, lp_rng_range(rng, 1, BOTS_MAX_W), lp_rng_range(rng, 1, BOTS_MAX_D));
    for (int y = 0; y < w->depth; y++)
        for (int x = 0; x < w->width; x++) {
            w->terrain[y][x] =
                (uint8_t)(lp_rng_chance(rng, 1, 4) ? 0 : lp_rng_range(rng, 1, BOTS_MAX_TERRAIN));
            if (w->terrain[y][x] && lp_rng_chance(rng, 1, 4))
                w->boxes[y][x] = (uint8_t)lp_rng_range(rng, 1, BOTS_MAX_BOXES);
            if (w->terrain[y][x] && lp_rng_chance(rng, 1, 5)) w->switches[y][x] = 1;
        }
    w->robot_x = lp_rng_range(rng, 0, w->width - 1);
    w->robot_y = lp_rng_range(rng, 0, w->depth - 1);
    if (!w->terrain[w->robot_y][w->robot_x]) w->terrain[w->robot_y][w->robot_x] = 1;
    w->facing = (BotsFacing)lp_rng_below(rng, 4);
    w->carrying = lp_rng_chance(rng, 1, 3);
    /* At least one switch that is not pressed at the start (or, on a single cell, the robot's). */
    int sx = lp_rng_range(rng, 0, w->width - 1), sy = lp_rng_range(rng, 0, w->depth - 1);
    if (w->width * w->depth > 1)
        while (sx == w->robot_x && sy == w->robot_y) {
            sx = lp_rng_range(rng, 0, w->width - 1);
            sy = lp_rng_range(rng, 0, w->depth - 1);
        }
    if (!w->terrain[sy][sx]) w->terrain[sy][sx] = (uint8_t)lp_rng_range(rng, 1, BOTS_MAX_TERRAIN);
    w->boxes[sy][sx] = 0;
    w->switches[sy][sx] = 1; /* on a 1x1 world it is under the robot: the caller skips those */
    lv->par = lp_rng_range(rng, 1, BOTS_PAR_MAX);
    int title_len = lp_rng_range(rng, 0, BOTS_TITLE_MAX - 1);
    for (int i = 0; i < title_len; i++)
        lv->title[i] = (char)lp_rng_range(rng, '!', '~');
    int hint_len = lp_rng_range(rng, 0, 40);
    for (int i = 0; i < hint_len; i++)
        lv->hint[i] = i == 0 || i == hint_len - 1 ? 'h' : (char)lp_rng_range(rng, ' ', '~');
    if (lp_rng_chance(rng, 1, 3))
        snprintf(lv->template_name, sizeof lv->template_name, "t%u", lp_rng_next(rng));
    if (lp_rng_chance(rng, 1, 2)) {
        lv->has_seed = 1;
        lv->seed = lp_rng_next(rng);
    }
    if (lp_rng_chance(rng, 1, 2)) {
        LpShareParams sp = {
            .mode = LP_MODE_BOTS, .version = 1, .param_a = 20, .param_b = 3, .seed = lp_rng_next(rng) >> 2};
        LpDiag d;
        lp_sharecode_encode(&sp, lv->code, &d);
    }
    int lines = lp_rng_range(rng, 0, 6);
    size_t n = 0;
    for (int i = 0; i < lines; i++) {
        const char *word = words[lp_rng_below(rng, sizeof words / sizeof words[0])];
        n += (size_t)snprintf(lv->solution + n, sizeof lv->solution - n, "%s%s", i ? "\n" : "", word);
    }
}

static void test_round_trip_random_levels(void)
{
    LpRng rng;
    lp_rng_init(&rng, 2024, 5);
    int before = test_failures, tried = 0;
    for (int i = 0; i < 2000 && test_failures == before; i++) {
        BotsLevel lv;
        random_level(&rng, &lv);
        if (lv.start.width * lv.start.depth == 1) continue; /* its only switch is under the robot */
        round_trip(&lv);
        tried++;
    }
    CHECK(tried > 1900);
}

/* Lines 1-5; the grids start on line 6. */
#define HEAD "loopling-level 1\nmode: bots\npar: 2\nrobot: 0,0,E\nsolution: forward();\n"
#define GRIDS "heights:\n111\nswitches:\n..S\n"
#define ROWS16 "1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n"

static const BadCase bad_cases[] = {
    /* the header and keys */
    {"mode: bots\nheights:\n1\n", 1, "missing header"},
    {"; comment\n\ntitle: x\n", 3, "missing header"},
    {"", 1, "missing header"},
    {"loopling-level one\n", 1, "bad header"},
    {"loopling-level 2\nmode: bots\n", 1, "made by a newer Loopling"},
    {"loopling-level 1\nmode: toycar\nheading: R\n", 2, "for mode 'toycar', not 'bots'"},
    {HEAD "colour: red\n" GRIDS, 6, "unknown key 'colour'"},
    {HEAD "par: 3\n" GRIDS, 6, "'par' is given twice (first on line 3)"},
    {HEAD "title: a\ntitle: b\n" GRIDS, 7, "'title' is given twice (first on line 6)"},
    {HEAD "heights:\n111\nswitches:\n..S\nheights:\n111\n", 10, "'heights' is given twice (first on line 6)"},
    {"loopling-level 1\nmode: bots\npar: 0\n", 3, "bad par '0'"},
    {"loopling-level 1\nmode: bots\npar: 1000\n", 3, "bad par '1000'"},
    {"loopling-level 1\nmode: bots\npar: two\n", 3, "bad par 'two'"},
    {"loopling-level 1\nmode: bots\nrobot: 0,0\n", 3, "bad robot '0,0'"},
    {"loopling-level 1\nmode: bots\nrobot: a,0,N\n", 3, "bad robot"},
    {"loopling-level 1\nmode: bots\nrobot: -1,0,N\n", 3, "bad robot"},
    {"loopling-level 1\nmode: bots\nrobot: 0,0,Q\n", 3, "facing 'Q' is not one of N, E, S or W"},
    {"loopling-level 1\nmode: bots\nrobot: 0,0,NE\n", 3, "facing 'NE'"},
    {"loopling-level 1\nmode: bots\ncarrying: maybe\n", 3, "bad carrying 'maybe'"},
    {"loopling-level 1\nmode: bots\nseed: -3\n", 3, "bad seed"},
    {"loopling-level 1\nmode: bots\ncode: TC1F-XXXX-XXXX\n", 3, "bad code"},
    {"loopling-level 1\nmode: bots\ntitle: a\x01z\n", 3, "strange character"},
    {"loopling-level 1\nmode: bots\nsolution: forward();\n  turn\x02Left();\n", 4, "strange character"},
    /* missing pieces: reported on the last line */
    {"loopling-level 1\npar: 2\nrobot: 0,0,E\nsolution: forward();\n" GRIDS, 8, "missing 'mode: bots'"},
    {HEAD "switches:\n..S\n", 7, "missing heights"},
    {HEAD "heights:\n111\n", 7, "missing switches"},
    {"loopling-level 1\nmode: bots\npar: 2\nsolution: forward();\n" GRIDS, 8, "missing robot"},
    {"loopling-level 1\nmode: bots\nrobot: 0,0,E\nsolution: forward();\n" GRIDS, 8, "missing par"},
    {"loopling-level 1\nmode: bots\npar: 2\nrobot: 0,0,E\n" GRIDS, 8, "missing solution"},
    /* grids */
    {HEAD "heights:\n\nswitches:\n..S\n", 6, "the heights grid has no rows"},
    {HEAD "heights:\n111\nboxes:\nswitches:\n..S\n", 8, "the boxes grid has no rows"},
    {HEAD "heights: 111\n", 6, "put the heights rows on the lines after 'heights:'"},
    {HEAD "heights:\n111\n11\nswitches:\n..S\n", 8,
     "different widths: this row is 2 cells wide, the first is 3"},
    {HEAD "heights:\n111\nswitches:\n..S\n...\n", 8, "the switches grid is 3x2 but the heights grid is 3x1"},
    {HEAD "heights:\n111\nboxes:\n..\nswitches:\n..S\n", 8,
     "the boxes grid is 2x1 but the heights grid is 3x1"},
    {HEAD "heights:\n11111111111111111\n", 7, "bigger than 16x16: this row is 17 cells wide"},
    {HEAD "heights:\n" ROWS16 "1\n", 23, "bigger than 16x16: too many rows"},
    {HEAD "heights:\n191\n", 7, "height 9 is too high"},
    {HEAD "heights:\n1x1\n", 7, "unknown height 'x'"},
    {HEAD "heights:\n1 1\n", 7, "unknown height ' '"},
    {HEAD "heights:\n111\nboxes:\n.b.\n", 9, "unknown box count 'b'"},
    {HEAD "heights:\n111\nswitches:\n..s\n", 9, "unknown switch mark 's'"},
    {HEAD "heights:\n111\n\n111\n", 9, "not 'key: value'"},
    {HEAD "heights:\n111\n\n  forward();\n", 9, "not part of a solution"},
    /* what the grids mean */
    {HEAD "heights:\n101\nboxes:\n.1.\nswitches:\n..S\n", 9, "the box at 1,0 would float in the air"},
    {HEAD "heights:\n110\nswitches:\n..S\n", 9, "the switch at 2,0 has no ground under it"},
    {"loopling-level 1\nmode: bots\npar: 2\nrobot: 0,0,E\nsolution: "
     "forward();\nheights:\n011\nswitches:\n..S\n",
     4, "the robot at 0,0 has no ground to stand on"},
    {"loopling-level 1\nmode: bots\npar: 2\nrobot: 3,0,E\nsolution: forward();\n" GRIDS, 4,
     "the robot at 3,0 is outside the 3x1 grid"},
    {"loopling-level 1\nmode: bots\npar: 2\nrobot: 0,1,E\nsolution: forward();\n" GRIDS, 4, "outside"},
    {HEAD "heights:\n111\nswitches:\n...\n", 8, "there is no switch (S)"},
    {HEAD "heights:\n111\nswitches:\nS..\n", 8, "already pressed at the start"},
    {HEAD "heights:\n111\nboxes:\n..1\nswitches:\nS.S\n", 10, "already pressed at the start"},
};

static void test_bad_files(void)
{
    BotsLevel lv;
    check_bad_cases(&ops, bad_cases, (int)(sizeof bad_cases / sizeof bad_cases[0]), &lv);
    /* Columns, and the whole formatted diagnostic. */
    LpDiag d = {0};
    const char *t = HEAD "heights:\n1191\n";
    CHECK(!bots_level_parse(t, strlen(t), "bad.level", &lv, &d));
    CHECK_INT(d.column, 3);
    char msg[600];
    lp_diag_format(&d, msg, sizeof msg);
    CHECK_STR(msg, "bad.level:7: height 9 is too high: use 0 to 8");
    t = HEAD "heights:\n1101\nboxes:\n..1.\nswitches:\n...S\n";
    CHECK(!bots_level_parse(t, strlen(t), "bad.level", &lv, &d));
    CHECK_INT(d.line, 9);
    CHECK_INT(d.column, 3);
    /* A code for another mode. */
    char code[LP_SHARECODE_MAX], text[300];
    LpShareParams sp = {.mode = LP_MODE_TOYCAR, .version = 1, .param_a = 5, .param_b = 0, .seed = 9};
    CHECK(lp_sharecode_encode(&sp, code, &d));
    snprintf(text, sizeof text, HEAD "code: %s\n" GRIDS, code);
    CHECK(!bots_level_parse(text, strlen(text), "bad.level", &lv, &d));
    CHECK_INT(d.line, 6);
    CHECK(strstr(d.message, "not a robot level's code") != NULL);
    /* Too long a title, and too long a solution. */
    snprintf(text, sizeof text, HEAD "title: %0100d\n" GRIDS, 7);
    CHECK(!bots_level_parse(text, strlen(text), "bad.level", &lv, &d));
    CHECK_INT(d.line, 6);
    CHECK(strstr(d.message, "too long") != NULL);
    LpBuf big;
    lp_buf_init(&big);
    lp_buf_puts(&big, "loopling-level 1\nmode: bots\nsolution:\n");
    for (int i = 0; i < 200; i++)
        lp_buf_puts(&big, "  forward();\n"); /* 10 characters and a newline each: 181 fit in 1999 */
    CHECK(!bots_level_parse(big.data, big.count, "bad.level", &lv, &d));
    CHECK_INT(d.line, 3 + 182);
    CHECK(strstr(d.message, "the solution is too long") != NULL);
    lp_buf_free(&big);
    /* A NULL text is an empty file. */
    CHECK(!bots_level_parse(NULL, 5, "bad.level", &lv, &d));
    CHECK_INT(d.line, 1);
}

static void test_never_crashes_on_bytes(void)
{
    LpRng rng;
    lp_rng_init(&rng, 4242, 3);
    static const char marks[] = "\n\0:, .S019-; \t"; /* grid and separator characters */
    char *bytes = malloc(LEVEL_FUZZ_MAX);
    CHECK(bytes != NULL);
    if (!bytes) return;
    for (int i = 0; i < 4000; i++) {
        BotsLevel lv;
        LpDiag d = {0};
        size_t n = level_fuzz_input(&rng, i, good, bytes, marks, sizeof marks - 1, '1');
        if (i % 4 == 3 && (i & 16)) bytes[17] = ' '; /* the long line indented */
        int ok = bots_level_parse(bytes, n, "fuzz.level", &lv, &d);
        if (ok) {
            /* Whatever parses is a consistent level that round-trips. */
            CHECK(lv.start.width >= 1 && lv.start.width <= BOTS_MAX_W);
            CHECK(lv.start.depth >= 1 && lv.start.depth <= BOTS_MAX_D);
            CHECK(lv.start.terrain[lv.start.robot_y][lv.start.robot_x] > 0);
            CHECK(bots_switch_count(&lv.start) > 0 && !bots_solved(&lv.start));
            round_trip(&lv);
        } else {
            CHECK(d.line >= 1);
            CHECK(d.message[0] != '\0');
        }
    }
    free(bytes);
}

/* A solution made only of actions ("forward(); turnLeft();" on any lines): its actions in
 * order. Returns the count, or -1 when the program uses anything else. */
static int straight_line_actions(const char *src, BotsAction *out, int max)
{
    int n = 0;
    const char *p = src;
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == '\n')
            p++;
        if (!*p) return n;
        char word[32];
        int k = 0;
        while (((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')) && k < 31)
            word[k++] = *p++;
        word[k] = '\0';
        BotsAction a = bots_action_from_word(word);
        if (a == BOTS_NO_ACTION || strncmp(p, "();", 3) != 0 || n == max) return -1;
        p += 3;
        out[n++] = a;
    }
}

#define SHIPPED_DIR LOOPLING_SOURCE_DIR "/levels/bots"

/* The path of the next .level file in dir (opened on SHIPPED_DIR); 0 when there are no more. */
static int next_shipped_level(DIR *dir, char *path, size_t size)
{
    struct dirent *e;
    while ((e = readdir(dir)) != NULL) {
        size_t n = strlen(e->d_name);
        if (n < 7 || strcmp(e->d_name + n - 6, ".level") != 0) continue;
        snprintf(path, size, "%s/%s", SHIPPED_DIR, e->d_name);
        return 1;
    }
    return 0;
}

static void test_shipped_levels(void)
{
    DIR *dir = opendir(SHIPPED_DIR);
    CHECK(dir != NULL);
    if (!dir) return;
    int count = 0;
    char path[1024];
    while (next_shipped_level(dir, path, sizeof path)) {
        BotsLevel lv;
        LpDiag d = {0};
        int ok = bots_level_load(path, &lv, &d);
        CHECK(ok);
        if (!ok) {
            char msg[700];
            lp_diag_format(&d, msg, sizeof msg);
            fprintf(stderr, "%s\n", msg);
            continue;
        }
        count++;
        CHECK(lv.title[0] != '\0');
        CHECK(lv.hint[0] != '\0');
        round_trip(&lv);
        /* Plain actions solve it (breadth-first), and never in fewer commands than par. */
        int fewest = -1;
        CHECK_INT(bots_solve_shortest_actions(&lv.start, 200, NULL, &fewest), BOTS_SOLVE_FOUND);
        CHECK(fewest >= lv.par);
        if (fewest < lv.par) fprintf(stderr, "%s: %d plain actions beat par %d\n", path, fewest, lv.par);
        /* A solution of plain actions is played with the rules alone; one with repeat or
         * functions goes through the language (shipped_solutions). */
        BotsAction plan[64];
        int steps = straight_line_actions(lv.solution, plan, 64);
        if (steps < 0) continue;
        CHECK(steps > 0);
        CHECK_INT(steps, lv.par);
        BotsWorld w;
        bots_world_from_level(&w, &lv);
        int solved_at = -1;
        for (int i = 0; i < steps && solved_at < 0; i++) {
            CHECK_INT(bots_step(&w, plan[i]), BOTS_OK);
            if (bots_solved(&w)) solved_at = i + 1;
        }
        CHECK_INT(solved_at, steps);
        if (solved_at != steps) fprintf(stderr, "%s: the solution does not solve it\n", path);
    }
    closedir(dir);
    CHECK(count >= 10);
}

#if BOTS_TEST_RUN_PROGRAMS
static BotsLevel load_good(void)
{
    BotsLevel lv;
    LpDiag d = {0};
    CHECK(bots_level_parse(good, strlen(good), "box.level", &lv, &d));
    return lv;
}

static void host_table(void)
{
    const LangHost *host = bots_lang_host();
    CHECK(host != NULL);
    if (!host) return;
    CHECK_INT(host->object_count, 0);
    CHECK_INT(host->kind_count, 0);
    CHECK_INT(host->action_count, BOTS_ACTION_COUNT);
    for (int i = 0; i < host->action_count; i++) {
        CHECK_STR(host->actions[i].name, bots_action_name((BotsAction)i));
        CHECK_INT(host->actions[i].arg, LANG_ARG_NONE);
    }
    static const char *const names[] = {"A", "B", "C", "D", "E", "F"};
    int k = 0;
    while (host->function_names && host->function_names[k])
        k++;
    CHECK_INT(k, 6);
    for (int i = 0; i < k && i < 6; i++)
        CHECK_STR(host->function_names[i], names[i]);
    /* The callback acts on a BotsWorld and words a refusal. */
    BotsLevel lv = load_good();
    BotsWorld w;
    bots_world_from_level(&w, &lv);
    char why[200] = "";
    LangValue none = {0};
    CHECK(host->command(&w, -1, BOTS_PICK_UP, none, why, sizeof why));
    CHECK_INT(w.carrying, 1);
    CHECK(!host->command(&w, -1, BOTS_PICK_UP, none, why, sizeof why));
    CHECK_STR(why, "The robot is already carrying a box.");
    CHECK(!host->command(&w, -1, BOTS_ACTION_COUNT, none, why, sizeof why));
    CHECK(!host->command(&w, 0, BOTS_FORWARD, none, why, sizeof why));
    CHECK_INT(w.robot_x, 0);
}

static void programs(void)
{
    BotsLevel lv = load_good();
    BotsRunReport r;

    /* The level's own solution: solved with its par. */
    CHECK_INT(bots_run_program(&lv, lv.solution, &r), BOTS_RUN_SOLVED);
    CHECK_STR(bots_run_result_name(r.result), "solved");
    CHECK_INT(r.commands, 5);
    CHECK_INT(r.actions, 5);
    CHECK(r.steps >= 5);
    CHECK_STR(r.message, "");
    CHECK(bots_solved(&r.world));
    CHECK_INT(r.world.boxes[0][4], 1);

    /* Loops count once: repeat (2) { climbUp(); } is two commands. */
    CHECK_INT(bots_run_program(&lv, "pickUp();\nforward();\nrepeat (2) { climbUp(); }\nputDown();\n", &r),
              BOTS_RUN_SOLVED);
    CHECK_INT(r.commands, 5);
    CHECK_INT(r.actions, 5);

    /* Functions A-F. */
    CHECK_INT(
        bots_run_program(&lv, "function A() { climbUp(); }\npickUp(); forward(); A(); A(); putDown();", &r),
        BOTS_RUN_SOLVED);
    CHECK_INT(r.actions, 5);

    /* Solved stops the program: the rest does not run. */
    char more[BOTS_SOLUTION_MAX + 64];
    snprintf(more, sizeof more, "%s\nturnLeft(); turnLeft(); forward();", lv.solution);
    CHECK_INT(bots_run_program(&lv, more, &r), BOTS_RUN_SOLVED);
    CHECK_INT(r.actions, 5);
    CHECK_INT(r.world.facing, BOTS_EAST);

    /* An impossible action fails at its statement, with the rules' words. */
    CHECK_INT(bots_run_program(&lv, "pickUp();\nforward();\n  forward();\n", &r), BOTS_RUN_FAILED);
    CHECK_STR(bots_run_result_name(r.result), "failed");
    CHECK_STR(r.message, "That step is too high: use climbUp.");
    CHECK_INT(r.line, 3);
    CHECK_INT(r.column, 3);
    CHECK_INT(r.actions, 2);
    CHECK_INT(r.world.robot_x, 1);
    CHECK_INT(r.world.carrying, 1);
    CHECK_INT(bots_run_program(&lv, "turnLeft(); forward();", &r), BOTS_RUN_FAILED);
    CHECK_STR(r.message, "The robot can't walk off the edge.");
    CHECK_INT(r.line, 1);
    CHECK_INT(r.column, 13);
    CHECK_INT(bots_run_program(&lv, "pickUp(); pickUp();", &r), BOTS_RUN_FAILED);
    CHECK_STR(r.message, "The robot is already carrying a box.");

    /* Ending with a switch still up fails too. */
    CHECK_INT(bots_run_program(&lv, "pickUp();\nforward();\n", &r), BOTS_RUN_FAILED);
    CHECK(strstr(r.message, "not every switch") != NULL);
    CHECK_INT(bots_run_program(&lv, "", &r), BOTS_RUN_FAILED);
    CHECK_INT(r.commands, 0);
    CHECK_INT(r.actions, 0);

    /* Mistakes in the program are errors, with the line. */
    CHECK_INT(bots_run_program(&lv, "forward();\njump();\n", &r), BOTS_RUN_ERROR);
    CHECK_STR(bots_run_result_name(r.result), "error");
    CHECK_INT(r.line, 2);
    CHECK(r.message[0] != '\0');
    CHECK_INT(r.actions, 0);
    CHECK(bots_world_equal(&r.world, &lv.start));
    CHECK_INT(bots_run_program(&lv, "function G() { forward(); }\nG();\n", &r), BOTS_RUN_ERROR);
    CHECK_INT(r.line, 1);
    CHECK_INT(bots_run_program(&lv, "turnLeft()\n", &r), BOTS_RUN_ERROR);
    CHECK_INT(r.line, 1);
    CHECK_INT(bots_run_program(&lv, "forward(1);\n", &r), BOTS_RUN_ERROR);
    CHECK_INT(bots_run_program(&lv, NULL, &r), BOTS_RUN_FAILED);
    /* A loop that never ends is stopped by the language. */
    CHECK_INT(bots_run_program(&lv, "while (true) { turnLeft(); }", &r), BOTS_RUN_ERROR);
    CHECK(r.steps >= LANG_DEFAULT_STEPS);
    CHECK_INT(r.line, 1);
}

/* Every shipped level's solution solves it through the language, with par commands. */
static void shipped_solutions(void)
{
    DIR *dir = opendir(SHIPPED_DIR);
    CHECK(dir != NULL);
    if (!dir) return;
    char path[1024];
    while (next_shipped_level(dir, path, sizeof path)) {
        BotsLevel lv;
        LpDiag d = {0};
        if (!bots_level_load(path, &lv, &d)) continue; /* test_shipped_levels reports it */
        BotsRunReport r;
        CHECK_INT(bots_run_program(&lv, lv.solution, &r), BOTS_RUN_SOLVED);
        CHECK_INT(r.commands, lv.par);
        if (r.result != BOTS_RUN_SOLVED)
            fprintf(stderr, "%s: %d:%d: %s\n", path, r.line, r.column, r.message);
        /* An empty program does not solve it. */
        CHECK_INT(bots_run_program(&lv, "", &r), BOTS_RUN_FAILED);
    }
    closedir(dir);
}

/* Programs through the language: the host table, bots_run_program, the shipped solutions. */
static void run_programs(void)
{
    host_table();
    programs();
    shipped_solutions();
}

TEST_MAIN(test_parse_good_level, test_load_from_file, test_round_trip_exact, test_round_trip_random_levels,
          test_bad_files, test_never_crashes_on_bytes, test_shipped_levels, run_programs)
#else
TEST_MAIN(test_parse_good_level, test_load_from_file, test_round_trip_exact, test_round_trip_random_levels,
          test_bad_files, test_never_crashes_on_bytes, test_shipped_levels)
#endif
