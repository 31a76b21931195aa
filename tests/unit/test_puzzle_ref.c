/* test_puzzle_ref.c - the one list of modes (game/core/mode.h, game/puzzle/rules.h) and reading
 * what --level, "Enter a code" and replays name (game/puzzle/ref.h): every kind of code and file
 * goes to its own mode, and every bad one is refused in words. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bots/bots_gen.h"
#include "core/lessoncode.h"
#include "puzzle/ref.h"
#include "puzzle/rules.h"
#include "test.h"

static const char *data = LOOPLING_SOURCE_DIR;

static void test_modes_named_once(void)
{
    for (int m = 0; m < LP_MODE_COUNT; m++) {
        CHECK_INT(lp_mode_parse(lp_mode_name((LpMode)m)), m);
        CHECK(lp_mode_title((LpMode)m)[0] != '\0');
        for (int k = 0; k < m; k++) CHECK(strcmp(lp_mode_name((LpMode)m), lp_mode_name((LpMode)k)) != 0);
    }
    CHECK_INT(lp_mode_parse("robot"), -1);
    CHECK_INT(lp_mode_parse(NULL), -1);
    CHECK_STR(lp_mode_name(LP_MODE_COUNT), "");
    /* the registry: each playable mode at its own place, the dungeon among them */
    int playable = 0;
    for (int m = 0; m < LP_MODE_COUNT; m++) {
        if (!pz_rules[m]) continue;
        playable++;
        CHECK_INT(pz_rules[m]->api, PZ_API_VERSION);
        CHECK_INT(pz_rules[m]->mode, m);
        CHECK(pz_rules_named(lp_mode_name((LpMode)m)) == pz_rules[m]);
        CHECK(pz_rules[m]->code_opens && pz_rules[m]->file_opens);
    }
    CHECK_INT(playable, 4);
    CHECK(pz_rules_named("dungeon") == &pz_dungeon_rules);
    CHECK_STR(pz_rules_names(", "), "toycar, bots, mays, dungeon");
}

static void check_code(const char *code, LpMode mode)
{
    PzRef ref;
    char why[600];
    CHECK(pz_ref_parse(code, data, &ref, why, sizeof why));
    CHECK_INT(ref.mode, mode);
    CHECK_INT(ref.from, PZ_FROM_CODE);
    CHECK_STR(ref.code, code);
    CHECK_STR(pz_ref_arg(&ref), code);
}

static void test_share_codes_go_to_their_mode(void)
{
    check_code("TC1F-3H00-0005", LP_MODE_TOYCAR);
    check_code("BT12-0P1R-MPAH", LP_MODE_BOTS);
    check_code("MJ2T-A000-016J", LP_MODE_MAYS);
    check_code("tc1f3h000005", LP_MODE_TOYCAR); /* as a pupil types it */
}

static void check_file(const char *rel, LpMode mode)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", data, rel);
    PzRef ref;
    char why[600] = "";
    CHECK(pz_ref_parse(path, data, &ref, why, sizeof why));
    if (why[0]) fprintf(stderr, "%s: %s\n", rel, why);
    CHECK_INT(ref.mode, mode);
    CHECK_INT(ref.from, PZ_FROM_FILE);
    CHECK_STR(ref.path, path);
    CHECK_STR(pz_ref_arg(&ref), path);
}

static void test_level_files_go_to_their_mode(void)
{
    check_file("levels/toycar/01_press_play.level", LP_MODE_TOYCAR);
    check_file("levels/bots/03_box_on_the_switch.level", LP_MODE_BOTS);
    check_file("levels/mays/05_turn_the_fire.level", LP_MODE_MAYS);
}

static void test_lesson_codes_open_their_files(void)
{
    static const LpMode modes[] = {LP_MODE_TOYCAR, LP_MODE_BOTS, LP_MODE_MAYS};
    static const char *const files[] = {"levels/toycar/02_turn_the_corner.level", "levels/bots/02_turn_the_corner.level",
                                        "levels/mays/02_out_of_the_way.level"};
    for (int i = 0; i < 3; i++) {
        char path[1200], code[LP_SHARECODE_MAX];
        snprintf(path, sizeof path, "%s/%s", data, files[i]);
        CHECK(lp_lesson_code_of_file(modes[i], 2, path, code));
        PzRef ref;
        char why[600] = "";
        CHECK(pz_ref_parse(code, data, &ref, why, sizeof why));
        CHECK_INT(ref.mode, modes[i]);
        CHECK_INT(ref.from, PZ_FROM_FILE);
        CHECK(strstr(ref.path, files[i]) != NULL);
        CHECK_STR(ref.code, code);
    }
}

/* Refused, and the words say what: each case's why holds want. */
static void check_refused(const char *arg, const char *want)
{
    PzRef ref;
    char why[600] = "";
    CHECK(!pz_ref_parse(arg, data, &ref, why, sizeof why));
    if (!strstr(why, want)) {
        test_failures++;
        fprintf(stderr, "%s: refused with \"%s\", expected it to say \"%s\"\n", arg ? arg : "(null)", why, want);
    }
}

static char *write_temp(const char *text)
{
    static char path[64];
    snprintf(path, sizeof path, "/tmp/test_puzzle_ref-XXXXXX");
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd >= 0) {
        CHECK(write(fd, text, strlen(text)) == (ssize_t)strlen(text));
        close(fd);
    }
    return path;
}

static void test_bad_input_is_refused_in_words(void)
{
    check_refused(NULL, "no code or level file");
    check_refused("", "no code or level file");
    check_refused("hello", "code");                             /* the codec's words */
    check_refused("TC1F-3H00-0006", "typo");                    /* one wrong character */
    check_refused("no/such/file.level", "no/such/file.level");  /* names the file */
    /* a dungeon code of a flowchart this build does not know, and of a newer generator */
    LpShareParams dg = {LP_MODE_DUNGEON, 1, 50, 0, 5};
    char code[LP_SHARECODE_MAX];
    LpDiag d = {0};
    CHECK(lp_sharecode_encode(&dg, code, &d));
    check_refused(code, "dungeon");
    dg.version = 9;
    dg.param_a = 1;
    CHECK(lp_sharecode_encode(&dg, code, &d));
    check_refused(code, "9");
    /* a toy-car code of a generator this game does not have */
    LpShareParams tc = {LP_MODE_TOYCAR, 9, 5, 0, 5};
    CHECK(lp_sharecode_encode(&tc, code, &d));
    check_refused(code, "toy-car generator 9");
    LpShareParams bt = {LP_MODE_BOTS, BOTS_GEN_VERSION + 1, 1, 3, 5};
    CHECK(lp_sharecode_encode(&bt, code, &d));
    char robot_gen[40];
    snprintf(robot_gen, sizeof robot_gen, "robot generator %d", BOTS_GEN_VERSION + 1);
    check_refused(code, robot_gen);
    /* a robot file with a mistake: its own loader's file:line */
    char *p = write_temp("loopling-level 1\nmode: bots\ntitle: Broken\nsize: x\n");
    char want[80];
    snprintf(want, sizeof want, "%s:", p);
    check_refused(p, want);
    unlink(p);
    /* a May's file that does not load */
    p = write_temp("loopling-level 1\nmode: mays\ntitle: Broken\n");
    check_refused(p, p);
    unlink(p);
}

TEST_MAIN(test_modes_named_once, test_share_codes_go_to_their_mode, test_level_files_go_to_their_mode,
          test_lesson_codes_open_their_files, test_bad_input_is_refused_in_words)
