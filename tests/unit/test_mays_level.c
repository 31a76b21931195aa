/* test_mays_level.c - May's Journey level files: a good level with every cell, option and
 * trigger, exact round trips, loading from a file, one bad file per check with its line, bytes
 * that must never crash the loader, the verifier, and every level in levels/mays (when there). */
#include <dirent.h>
#include <stdlib.h>

#include "core/rng.h"
#include "level_test.h"
#include "modes/mays/level.h"
#include "modes/mays/mays_lang.h"
#include "modes/mays/mays_session.h"

/* Every cell, option and trigger kind, in the writer's own form. */
static const char good[] = "loopling-level 1\n"
                           "mode: mays\n"
                           "title: Bridge of blocks\n"
                           "sign: May must cross the river. The old bridge block has slid away.\n"
                           "hint: block1.MoveDown(); slides the bridge block one tile down.\n"
                           "goal: both\n"
                           "seed: 42\n"
                           "solution: for (2) {\n"
                           "    block1.MoveDown();\n"
                           "  }\n"
                           "  statue1.Rotate(\"right\");\n"
                           "code: // your code here\n"
                           "  block1.\n"
                           "objects:\n"
                           "  lever1: right\n"
                           "  statue1: facing N, rotates\n"
                           "  block3: track 6,5\n"
                           "  key2: extra\n"
                           "  block5: track 8,6\n"
                           "triggers:\n"
                           "  plate1: reveal key1, reveal hblock2, reveal key2\n"
                           "  fire1: reveal door1, hide hblock1\n"
                           "  lever1 left: open door2\n"
                           "grid:\n"
                           "## ## ## ## ## ## ## ## DH ##\n"
                           "EN PL CT .. .. LV .. .. .. ##\n"
                           "## SG .. m. ~~ .. FS .. FU ##\n"
                           "## .. S. PP .. .. .. BR .. DC\n"
                           "## ~~ rr r. ~~ KH .. .. .. ##\n"
                           "## ~~ r. ~~ mb ~~ ~~ .. FL DO\n"
                           "## KH M. .. bh MB .. .. .. ##\n"
                           "## ## ## ## ## ## ## ## ## ##\n";

static int parse_level(const char *text, size_t len, const char *label, void *level, LpDiag *diag)
{
    return mj_level_parse(text, len, label, level, diag);
}
static int load_level(const char *path, void *level, LpDiag *diag)
{
    return mj_level_load(path, level, diag);
}
static void write_level(const void *level, LpBuf *out)
{
    mj_level_write(level, out);
}
static int same_level(const void *a, const void *b)
{
    return memcmp(a, b, sizeof(MjLevel)) == 0; /* the parser zeroes everything first */
}
static const LevelOps ops = {parse_level, load_level, write_level, same_level};

static MjLevel lv, back;

static const MjObject *obj(const MjLevel *level, const char *name)
{
    int i = mj_find(&level->start, name);
    CHECK(i >= 0);
    return &level->start.objects[i < 0 ? 0 : i];
}

static void test_parse_good_level(void)
{
    LpDiag d = {0};
    CHECK(mj_level_parse(good, strlen(good), "good.level", &lv, &d));
    if (d.message[0]) fprintf(stderr, "%d:%d: %s\n", d.line, d.column, d.message);
    CHECK_STR(lv.title, "Bridge of blocks");
    CHECK_STR(lv.sign, "May must cross the river. The old bridge block has slid away.");
    CHECK_INT(lv.goal, MJ_GOAL_BOTH);
    CHECK_INT(lv.has_seed, 1);
    CHECK_INT(lv.seed, 42);
    CHECK_STR(lv.solution, "for (2) {\n  block1.MoveDown();\n}\nstatue1.Rotate(\"right\");");
    CHECK_INT(lv.has_code, 1);
    CHECK_STR(lv.code, "// your code here\nblock1.");
    CHECK_STR(mj_level_panel_code(&lv), lv.code);
    CHECK_INT(lv.locked, 0);
    const MjWorld *w = &lv.start;
    CHECK_INT(w->width, 10);
    CHECK_INT(w->height, 8);
    CHECK_INT(w->need_exit, 1);
    CHECK_INT(w->need_rewards, 1);
    CHECK_INT(w->avatar_x, 1);
    CHECK_INT(w->avatar_y, 1);
    CHECK_INT(w->start_x, 1);
    CHECK_INT(w->ground[2][3], MJ_VOID);    /* under the low block */
    CHECK_INT(w->ground[6][5], MJ_FLOOR);   /* under the high moving block */
    CHECK_INT(w->ground[0][8], MJ_WALL);    /* the hidden door */
    CHECK_STR(w->objects[0].name, "door1"); /* reading order: the hidden door's row is first */
    CHECK_INT(w->objects[1].kind, MJ_ENTRY);
    CHECK_STR(w->objects[1].name, "entry");
    CHECK_STR(w->objects[2].name, "codingtile");
    CHECK_STR(w->objects[3].name, "lever1");
    CHECK(obj(&lv, "lever1")->lever_right);
    const MjObject *o = obj(&lv, "block1");
    CHECK(o->kind == MJ_BLOCK && !o->high && o->x == 3 && o->y == 2 && o->commands == MJ_CMD_MOVE);
    o = obj(&lv, "block2");
    CHECK(o->kind == MJ_LBLOCK && !o->high && o->facing == 1 && o->commands == MJ_CMD_ROTATE);
    o = obj(&lv, "block3");
    CHECK(o->kind == MJ_MOVING && o->moving && o->track_len == 3 && o->track_dx == 1 && o->track_dy == 0);
    CHECK(o->x0 == 4 && o->y0 == 5 && o->track_pos == 0 && o->track_dir == 1 && o->commands == MJ_CMD_STOP);
    o = obj(&lv, "block4");
    CHECK(o->kind == MJ_BLOCK && o->high);
    o = obj(&lv, "block5");
    CHECK(o->kind == MJ_MOVING && o->high && o->track_len == 4);
    o = obj(&lv, "statue1");
    CHECK(o->kind == MJ_FIRE_STATUE && o->facing == MJ_NORTH && o->commands == MJ_CMD_ROTATE && o->high);
    o = obj(&lv, "statue2");
    CHECK(o->kind == MJ_STATUE && o->commands == MJ_CMD_MOVE);
    CHECK(obj(&lv, "door1")->kind == MJ_HIDDEN_DOOR && obj(&lv, "door1")->hidden);
    CHECK(obj(&lv, "door2")->kind == MJ_DOOR && !obj(&lv, "door2")->open);
    CHECK(obj(&lv, "door3")->kind == MJ_DOOR && obj(&lv, "door3")->open &&
          obj(&lv, "door3")->commands == MJ_CMD_NONE);
    CHECK(obj(&lv, "key1")->reward && obj(&lv, "key1")->hidden);
    CHECK(!obj(&lv, "key2")->reward);
    CHECK(obj(&lv, "hblock1")->kind == MJ_SHOWN_BLOCK && !obj(&lv, "hblock1")->hidden);
    CHECK(obj(&lv, "hblock2")->kind == MJ_HIDDEN_BLOCK && obj(&lv, "hblock2")->hidden);
    CHECK(!obj(&lv, "fire1")->lit && obj(&lv, "fire2")->lit);
    CHECK(obj(&lv, "plate1")->kind == MJ_PLATE);
    CHECK(obj(&lv, "sign1")->kind == MJ_SIGN);
    CHECK_INT(w->trigger_count, 3);
    CHECK_INT(w->triggers[0].source, mj_find(w, "plate1"));
    CHECK_INT(w->triggers[0].effect_count, 3);
    CHECK_INT(w->triggers[1].effects[1], MJ_HIDE);
    CHECK_INT(w->triggers[2].lever_right, 0);
    CHECK_INT(w->triggers[2].effects[0], MJ_OPEN);
    MjWorld fresh;
    mj_world_from_level(&fresh, &lv);
    CHECK(memcmp(&fresh, w, sizeof fresh) == 0);
    CHECK_STR(mj_goal_name(MJ_GOAL_EXIT), "exit");
    CHECK_STR(mj_goal_name(MJ_GOAL_REWARD), "reward");
    /* comments, blank lines, tabs and "locked: no" are read too */
    const char *loose = "; a comment\n\nloopling-level 1\nmode: mays\ngoal: exit\nlocked: no\n"
                        "solution:\n\tblock1.MoveDown();\n; between\n  block1.MoveUp();\n\ngrid:\n"
                        "## ## ## m. ## ##\nEN PL CT ~~ .. DO\n## ## ## ## ## ##\n";
    CHECK(mj_level_parse(loose, strlen(loose), "loose.level", &lv, &d));
    CHECK_STR(lv.solution, "block1.MoveDown();\nblock1.MoveUp();");
    CHECK_STR(mj_level_panel_code(&lv), "");
}

static void test_round_trip_and_file(void)
{
    check_load_from_file(&ops, good, &lv);
    LpDiag d = {0};
    CHECK(mj_level_parse(good, strlen(good), "good.level", &lv, &d));
    check_round_trip(&ops, &lv, &back);
    /* a program whose first line is indented, and a locked level */
    const char *t = "loopling-level 1\nmode: mays\ngoal: exit\nsolution:\n    block1.MoveDown();\n  x();\n"
                    "code:\n    block1.MoveDown();\n  x();\nlocked: yes\ngrid:\n## ## ## m. ## ##\n"
                    "EN PL CT ~~ .. DO\n## ## ## ## ## ##\n";
    CHECK(mj_level_parse(t, strlen(t), "t.level", &lv, &d));
    CHECK_STR(lv.solution, "  block1.MoveDown();\nx();");
    CHECK_INT(lv.locked, 1);
    check_round_trip(&ops, &lv, &back);
    /* A program made in memory whose lines start with ';' (empty statements, or a ';' that ends
     * the line before) is written so that it reads back as code: the writer dropped such lines,
     * so a copy lost its solution (issue 14): each line-leading ";" moves after the token before. */
    CHECK(mj_level_parse(good, strlen(good), "good.level", &lv, &d));
    snprintf(lv.solution, sizeof lv.solution, ";block1.MoveDown() // down\n  ;\n; ;\n  ;block1.MoveUp();");
    LpBuf text;
    lp_buf_init(&text);
    mj_level_write(&lv, &text);
    CHECK(mj_level_parse(text.data, text.count, "copy.level", &back, &d));
    CHECK_STR(back.solution, "block1.MoveDown();;;; // down\n  block1.MoveUp();");
    MjSession session;
    mj_session_init(&session, &back);
    CHECK(mj_session_load(&session, back.solution));
    CHECK_INT(session.counts.commands, 2);
    mj_session_free(&session);
    lp_buf_free(&text);
}

#define HEAD "loopling-level 1\nmode: mays\ngoal: exit\nsolution: block1.MoveDown();\n"
#define GRID "grid:\n## ## ## m. ## ##\nEN PL CT ~~ .. DO\n## ## ## ## ## ##\n"
/* lines: 1-4 HEAD, 5 grid:, 6-8 rows, 9... what follows */

static const BadCase bad_cases[] = {
    {"mode: mays\n", 1, "missing header"},
    {"loopling-level 1\nmode: bots\n", 2, "not 'mays'"},
    {"loopling-level 1\ngoal: exit\n" GRID, 6, "missing 'mode: mays'"},
    {HEAD, 4, "missing grid"},
    {HEAD "grid:\n\n", 5, "no rows"},
    {HEAD "colour: red\n" GRID, 5, "unknown key 'colour'"},
    {HEAD "goal: exit\n" GRID, 5, "given twice"},
    {HEAD "just words\n" GRID, 5, "not 'key: value'"},
    {"loopling-level 1\nmode: mays\n  block1.MoveUp();\n", 3, "belongs to nothing"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT x? .. DO\n", 7, "unknown cell 'x?' at column 10"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ ..\n", 7, "different widths"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~  .. DO\n", 7, "separated by one space"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT-~~ .. DO\n", 7,
     "separated by one space: there is '-' at column 9"},
    {HEAD "grid:\n## ## ## m. ## ##\n  EN PL CT ~~ .. DO\n", 7, "left margin"},
    /* MJ_MAX_W + 1 cells, MJ_MAX_H + 1 rows (32 x 24) */
    {HEAD "grid:\n## ## ## ## ## ## ## ## ## ## ## ## ## ## ## ## "
          "## ## ## ## ## ## ## ## ## ## ## ## ## ## ## ## ##\n",
     6, "33 cells wide"},
    {HEAD "grid:\n##\n##\n##\n##\n##\n##\n##\n##\n##\n##\n##\n##\n"
          "##\n##\n##\n##\n##\n##\n##\n##\n##\n##\n##\n##\n##\n",
     30, "too many rows"},
    {HEAD "grid: ## ##\n", 5, "put the grid on the lines after"},
    {HEAD "grid:\n## ## ## m. ## ##\n## PL CT ~~ .. DO\n## ## ## ## ## ##\n", 5, "no entry"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ .. EN\n## ## ## ## ## ##\n", 7,
     "a second entry EN at column 16"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN .. CT ~~ .. DO\n## ## ## ## ## ##\n", 5, "no start"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ .. DO\n## PL ## ## ## ##\n", 8, "a second start"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN .. CT ~~ PL DO\n## ## ## ## ## ##\n", 7, "right next to the entry"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL .. ~~ .. DO\n## ## ## ## ## ##\n", 5, "no coding tile"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ CT DO\n## ## ## ## ## ##\n", 7, "a second coding tile"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL ~~ CT .. DO\n## ## ## ## ## ##\n", 7, "can't walk from her start"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ .. DO\n## ## ## ## ## DC\n", 8, "opens onto no room"},
    {HEAD "grid:\n## ## ## m. DO ##\nEN PL CT ~~ .. DO\n## ## ## ## ## ##\n", 7, "only one exit may be open"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ .. ##\n## ## ## ## ## ##\n", 3, "no exit door"},
    /* L blocks */
    {HEAD "grid:\n## ## ## ## ## ##\nEN PL CT r. rr r.\n## ## ## ## ## DO\n", 7, "in a straight line"},
    {HEAD "grid:\n## ## ## ## ## ##\nEN PL CT rr r. ~~\n## ## ## ## ## DO\n", 7, "has 1 arm"},
    {HEAD "grid:\n## ## ## ## ## ##\nEN PL CT ~~ r. ~~\n## ## ## ## ## DO\n", 7, "has no L centre rr"},
    {HEAD "grid:\n## ## ## ## ## ##\nEN PL CT RR r. ~~\n## ## ## ## ## DO\n", 7, "next to a high centre"},
    {HEAD "grid:\n## ## ## r. ## ##\nEN PL CT rr r. rr\n## ## ## r. ## r.\n", 7, "touches two L centres"},
    /* options */
    {HEAD GRID "objects:\n  block9: track 1,1\n", 10, "there is no object 'block9'"},
    {HEAD GRID "objects:\n  block1: facing N\n", 10, "takes no options"},
    {HEAD GRID "objects:\n  block1 facing N\n", 10, "is 'name: ...'"},
    {HEAD GRID "objects: block1\n", 9, "put the objects on the lines after"},
    {HEAD "grid:\n## ## ## ## ## ##\nEN PL CT ~~ mb ##\n## ## ## ## ## DO\n", 7, "give its track"},
    {HEAD "grid:\n## ## ## ## ## ##\nEN PL CT ~~ mb ##\n## ## ## ## ## DO\nobjects:\n  block1: track 9,1\n",
     10, "outside the 6x3 map"},
    {HEAD "grid:\n## ## ## ## ## ##\nEN PL CT ~~ mb ##\n## ## ## ## ## DO\nobjects:\n  block1: track 3,2\n",
     10, "must run straight"},
    {HEAD "grid:\n## ## ## ## ## ##\nEN PL CT ~~ mb ##\n## ## ## ## ## DO\nobjects:\n  block1: track 5,1\n",
     10, "crosses a wall at 5,1"},
    {HEAD "grid:\n## ## ## ## ## ##\nEN PL CT ~~ mb ##\n## ## ## ## ## DO\nobjects:\n  block1: track 2,1\n",
     10, "runs over floor at 2,1"},
    {HEAD "grid:\n## ## ## ## ## ##\nEN PL CT .. MB ##\n## ## ## ## ## DO\nobjects:\n  block1: track 1,1\n",
     10, "runs into codingtile"},
    {HEAD "grid:\n## ## ## ## ## ##\nEN PL CT ~~ mb ##\n## ## ## ## ## DO\nobjects:\n  block1: track six\n",
     10, "bad track 'six'"},
    {HEAD "grid:\n## ## ## ## ## ##\nEN PL CT ~~ mb ##\n## ## ## ## ## DO\nobjects:\n  block1: track 3,1\n"
          "  block1: track 3,1\n",
     11, "has options already on line 10"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ FS DO\n## ## ## ## ## ##\n", 7, "say how under objects:"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ FS DO\n## ## ## ## ## ##\nobjects:\n  statue1: facing Q, "
          "rotates\n",
     10, "'Q' is not one of N, E, S or W"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ FS DO\n## ## ## ## ## ##\nobjects:\n  statue1: facing N\n",
     10, "needs both a facing and rotates or moves"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ FS DO\n## ## ## ## ## ##\nobjects:\n  statue1: facing N,, "
          "moves\n",
     10, "an empty option"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL LV ~~ CT DO\n## ## ## ## .. ##\nobjects:\n  lever1: up\n", 10,
     "unknown option 'up' for lever1"},
    /* triggers */
    {HEAD GRID "triggers:\n  block1: open door1\n", 10,
     "a trigger starts from a plate, a fire pit or a lever"},
    {"loopling-level 1\nmode: mays\ngoal: exit\nsolution: ;block1.MoveDown();\n" GRID, 4,
     "the solution starts with ';', which a level file reads as a comment"},
    {HEAD GRID "triggers:\n  plate7: open door1\n", 10, "there is no object 'plate7'"},
    /* nothing before the colon (a stale span went into the message, issue 14) */
    {HEAD GRID "triggers:\n  : open door1\n", 10, "a trigger starts with the name of a plate, a fire pit or a lever"},
    {HEAD
     "grid:\n## ## ## m. ## ##\nEN PL CT ~~ PP DO\n## ## ## ## ## ##\ntriggers:\n  plate1: reveal door1\n",
     10, "reveal needs something hidden"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ PP DO\n## ## ## ## ## ##\ntriggers:\n  plate1: hide door1\n",
     10, "hide needs a revealed block (BR)"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ PP DO\n## ## ## ## ## ##\ntriggers:\n  plate1: open door1\n",
     10, "door1 is open already"},
    {HEAD
     "grid:\n## ## ## m. ## ##\nEN PL CT ~~ PP DO\n## ## ## ## ## ##\ntriggers:\n  plate1: smash door1\n",
     10, "unknown effect 'smash'"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ PP DO\n## ## ## ## ## ##\ntriggers:\n  plate1: reveal\n", 10,
     "an effect is"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ PP DO\n## ## ## ## ## ##\ntriggers:\n  plate1:\n", 10,
     "does nothing"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ PP DO\n## ## ## ## ## ##\ntriggers:\n  plate1 right: open "
          "door1\n",
     10, "only a lever's trigger names a position"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ PP DC\n## ## ## ## ## ##\ntriggers:\n  plate1: open door1\n"
          "  plate1: open door1\n",
     11, "has a trigger already on line 10"},
    {HEAD
     "grid:\n## ## ## m. ## ##\nEN PL CT ~~ LV DC\n## ## ## ## .. ##\ntriggers:\n  lever1 up: open door1\n",
     10, "left or right, not 'up'"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ KH DO\n## ## ## ## ## ##\n", 7, "key1 stays hidden"},
    {HEAD "grid:\n## ## ## m. DH ##\nEN PL CT ~~ .. DO\n## ## ## ## ## ##\n", 6, "door1 stays hidden"},
    /* the goal */
    {"loopling-level 1\nmode: mays\nsolution: block1.MoveDown();\n" GRID, 7, "missing goal"},
    {"loopling-level 1\nmode: mays\ngoal: treasure\n", 3, "bad goal 'treasure'"},
    {"loopling-level 1\nmode: mays\ngoal: reward\nsolution: block1.MoveDown();\n" GRID, 3,
     "no key it requires"},
    {"loopling-level 1\nmode: mays\ngoal: reward\nsolution: block1.MoveDown();\ngrid:\n## ## ## m. ## ##\n"
     "EN PL CT ~~ KH DO\n## PP ## ## ## ##\nobjects:\n  key1: extra\ntriggers:\n  plate1: reveal key1\n",
     3, "no key it requires"},
    /* signs */
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ SG DO\n## ## ## ## ## ##\n", 8, "a sign SG but no text"},
    {HEAD "sign: Hello.\n" GRID, 5, "no sign SG in the grid"},
    /* an empty sign text: read, it was written without it and the copy refused (issue 14, fuzz) */
    {HEAD "sign:\ngrid:\n## ## ## m. ## ##\nEN PL CT ~~ SG DO\n## ## ## ## ## ##\n", 5, "the sign's text is empty"},
    /* a start that changes by itself */
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ .. DO\n## FS FU ## ## ##\nobjects:\n  statue1: facing E, "
          "rotates\n",
     8, "fire1 is lit by a fire statue's fire at the start"},
    {HEAD "grid:\n## ## ## m. ## ##\nEN PL CT ~~ .. DC\n## FL ## ## ## ##\ntriggers:\n  fire1: open door1\n",
     10, "would fire at once"},
    {HEAD
     "grid:\n## ## ## m. ## ##\nEN PL CT ~~ .. DC\n## LV ## ## ## ##\ntriggers:\n  lever1 left: open door1\n",
     10, "would fire at once"},
    /* the programs */
    {"loopling-level 1\nmode: mays\ngoal: exit\n" GRID, 7, "missing solution"},
    {"loopling-level 1\nmode: mays\ngoal: exit\nsolution:\n" GRID, 4, "missing solution"},
    {HEAD "code: block1.MoveUp();\nlocked: yes\n" GRID, 5, "must be the solution"},
    {HEAD "locked: maybe\n" GRID, 5, "bad locked 'maybe'"},
    {HEAD "seed: -1\n" GRID, 5, "bad seed"},
};

static void test_bad_files(void)
{
    check_bad_cases(&ops, bad_cases, (int)(sizeof bad_cases / sizeof bad_cases[0]), &lv);
    /* a control character in a program */
    const char text[] = HEAD "  block1.\x01MoveUp();\n" GRID;
    LpDiag d = {0};
    CHECK(!mj_level_parse(text, sizeof text - 1, "bad.level", &lv, &d));
    CHECK_INT(d.line, 5);
    CHECK(strstr(d.message, "strange character") != NULL);
    /* a column where it helps */
    CHECK(!mj_level_parse(bad_cases[9].text, strlen(bad_cases[9].text), "bad.level", &lv, &d));
    CHECK_INT(d.column, 10);
}

static void test_never_crashes_on_bytes(void)
{
    LpRng rng;
    lp_rng_init(&rng, 4242, 5);
    static const char marks[] = "\n\0:, .#~mMrRbBSKFLPDECTGH;\t1";
    char *bytes = malloc(LEVEL_FUZZ_MAX);
    CHECK(bytes != NULL);
    if (!bytes) return;
    int parsed = 0;
    for (int i = 0; i < 3000; i++) {
        LpDiag d = {0};
        size_t n = level_fuzz_input(&rng, i, good, bytes, marks, sizeof marks - 1, '#');
        if (mj_level_parse(bytes, n, "fuzz.level", &lv, &d)) {
            parsed++;
            const MjWorld *w = &lv.start;
            CHECK(w->width >= 1 && w->width <= MJ_MAX_W && w->height >= 1 && w->height <= MJ_MAX_H);
            CHECK(w->object_count <= MJ_MAX_OBJECTS);
            check_round_trip(&ops, &lv, &back);
        } else {
            CHECK(d.line >= 1);
            CHECK(d.message[0] != '\0');
        }
    }
    CHECK(parsed > 0);
    free(bytes);
}

/* The verifier: a level's solution solves it, no code does not; lever flips in phase one. */
static void test_verify(void)
{
    static MjVerifyReport v;
    LpDiag d = {0};
    const char *t = HEAD GRID;
    CHECK(mj_level_parse(t, strlen(t), "v.level", &lv, &d));
    CHECK(mj_verify_level(&lv, &v));
    CHECK_STR(v.message, "");
    CHECK_INT(v.run.result, MJ_RUN_SOLVED);
    CHECK_INT(v.levers, 0);
    /* a solution that does not solve it */
    strcpy(lv.solution, "block1.MoveUp();");
    CHECK(!mj_verify_level(&lv, &v));
    CHECK(strstr(v.message, "The solution does not solve it") != NULL);
    CHECK(strstr(v.message, "edge of the map") != NULL);
    /* solved before any code */
    t = HEAD "grid:\n## ## ## m. ## ##\nEN PL CT .. .. DO\n## ## ## ## ## ##\n";
    CHECK(mj_level_parse(t, strlen(t), "v.level", &lv, &d));
    CHECK(!mj_verify_level(&lv, &v));
    CHECK(v.empty_solves);
    /* a locked lever level: the code reads the lever, May flips it in phase one */
    t = "loopling-level 1\nmode: mays\ngoal: exit\nsolution: if (lever1.position == \"right\") {\n"
        "    door1.Open();\n  }\nlocked: yes\ngrid:\n## ## ## ## ## ##\nEN PL CT LV .. DC\n## ## .. .. .. "
        "##\n"
        "## ## ## ## ## ##\n";
    CHECK(mj_level_parse(t, strlen(t), "lock.level", &lv, &d));
    if (d.message[0]) fprintf(stderr, "%d: %s\n", d.line, d.message);
    /* locked and no code: the panel shows the solution, not an empty program the pupil can't edit
     * (issue 14, a fuzz finding) */
    CHECK_STR(mj_level_panel_code(&lv), lv.solution);
    static MjRunReport r;
    CHECK_INT(mj_run_program(&lv, lv.solution, &r), MJ_RUN_FAILED);
    CHECK(mj_verify_level(&lv, &v));
    CHECK_INT(v.levers, 1);
    MjWorld w;
    mj_run_start(&w, &lv);
    CHECK(mj_on_coding_tile(&w));
    CHECK(mj_avatar_step(&w, MJ_EAST)); /* flips the lever */
    CHECK_INT(mj_run_program_on(&lv, &w, lv.solution, &r), MJ_RUN_SOLVED);
    /* a lever trigger that opens the door by itself: no code needed */
    t = "loopling-level 1\nmode: mays\ngoal: exit\nsolution: door1.Open();\ntriggers:\n  lever1: open door1\n"
        "grid:\n## ## ## ## ## ##\nEN PL CT LV .. DC\n## ## .. .. .. ##\n## ## ## ## ## ##\n";
    CHECK(mj_level_parse(t, strlen(t), "lever.level", &lv, &d));
    CHECK(!mj_verify_level(&lv, &v));
    CHECK(v.empty_solves);
    CHECK(strstr(v.message, "lever") != NULL);
}

#define SHIPPED_DIR LOOPLING_SOURCE_DIR "/levels/mays"

/* Every level in levels/mays loads, round-trips and verifies (its solution solves it, an empty
 * program does not), and there are at least 10 of them (issue 5). */
static void test_shipped_levels(void)
{
    DIR *dir = opendir(SHIPPED_DIR);
    CHECK(dir != NULL);
    if (!dir) return;
    struct dirent *e;
    char path[1024];
    int count = 0;
    while ((e = readdir(dir)) != NULL) {
        size_t n = strlen(e->d_name);
        if (n < 7 || strcmp(e->d_name + n - 6, ".level") != 0) continue;
        snprintf(path, sizeof path, "%s/%s", SHIPPED_DIR, e->d_name);
        count++;
        LpDiag d = {0};
        int ok = mj_level_load(path, &lv, &d);
        CHECK(ok);
        if (!ok) {
            char msg[700];
            lp_diag_format(&d, msg, sizeof msg);
            fprintf(stderr, "%s\n", msg);
            continue;
        }
        check_round_trip(&ops, &lv, &back);
        static MjVerifyReport v;
        CHECK(mj_verify_level(&lv, &v));
        if (!v.verified) fprintf(stderr, "%s: %s\n", path, v.message);
    }
    closedir(dir);
    CHECK(count >= 10);
}

TEST_MAIN(test_parse_good_level, test_round_trip_and_file, test_bad_files, test_never_crashes_on_bytes,
          test_verify, test_shipped_levels)
