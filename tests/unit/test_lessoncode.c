/* test_lessoncode.c - lesson share codes (core/lessoncode.h): every shipped lesson's code finds
 * that very lesson; the code depends on the lesson's text only (not its name, place or line
 * ends); a code of a lesson this game does not have is refused in words; and the codes of the
 * first lessons are pinned. A pinned code changes only when its lesson's text changes, and then
 * every code pupils have shared for it stops working: think twice before editing a shipped
 * lesson (add a new one instead), and if you must, update the pin knowingly. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/buf.h"
#include "core/lessoncode.h"
#include "bots/bots_gen.h"
#include "mays/mays_gen.h"
#include "toycar/toycar_gen.h"
#include "test.h"


static const LpMode modes[3] = {LP_MODE_TOYCAR, LP_MODE_BOTS, LP_MODE_MAYS};

static void test_every_lesson_finds_itself(void)
{
    for (int m = 0; m < 3; m++) {
        char dir[1024];
        snprintf(dir, sizeof dir, "%s/%s", LOOPLING_SOURCE_DIR, lp_lesson_dir(modes[m]));
        static const char *const first[3][2] = {{"01_press_play", "05_arrows_are_used_once"},
                                                {"01_first_steps", "10_box_delivery"},
                                                {"01_bridge_block", "14_the_last_treasure"}};
        for (int k = 0; k < 2; k++) {
            char path[1300], code[LP_SHARECODE_MAX], found[1400];
            snprintf(path, sizeof path, "%s/%s.level", dir, first[m][k]);
            CHECK(lp_lesson_code_of_file(modes[m], k + 1, path, code));
            LpShareParams p;
            LpDiag d;
            CHECK(lp_sharecode_decode(code, &p, &d));
            CHECK(lp_lesson_is(&p));
            CHECK_INT(p.mode, modes[m]);
            CHECK_INT(p.param_a, k + 1);
            CHECK(lp_lesson_find(dir, &p, found, sizeof found, &d));
            CHECK_STR(found, path);
        }
    }
}

static void test_text_not_name(void)
{
    const char *a = "loopling-level 1\nmode: toycar\n";
    const char *a_crlf = "loopling-level 1\r\nmode: toycar\r\n";
    const char *b = "loopling-level 1\nmode: toycar \n";
    CHECK_INT(lp_lesson_hash(a, strlen(a)), lp_lesson_hash(a_crlf, strlen(a_crlf)));
    CHECK(lp_lesson_hash(a, strlen(a)) != lp_lesson_hash(b, strlen(b)));
    CHECK(lp_lesson_hash(a, strlen(a)) < (1u << 30));
    char c1[LP_SHARECODE_MAX], c2[LP_SHARECODE_MAX];
    LpDiag d;
    CHECK(lp_lesson_code(LP_MODE_BOTS, 3, a, strlen(a), c1, &d));
    CHECK(lp_lesson_code(LP_MODE_BOTS, 3, a_crlf, strlen(a_crlf), c2, &d));
    CHECK_STR(c1, c2);
    CHECK(!lp_lesson_code(LP_MODE_BOTS, 64, a, strlen(a), c1, &d)); /* numbers fit 6 bits */
    /* a lesson's number starts at 1 in every mode (issue 14, found by the lessoncode fuzz target:
     * 0 was taken for the robot and May's Journey, whose share codes allow a 0 there) */
    CHECK(!lp_lesson_code(LP_MODE_BOTS, 0, a, strlen(a), c1, &d));
    CHECK(!lp_lesson_code(LP_MODE_MAYS, 0, a, strlen(a), c1, &d));
    CHECK(!lp_lesson_code(LP_MODE_TOYCAR, 0, a, strlen(a), c1, &d));
    CHECK(strstr(d.message, "1 to 63") != NULL);
    /* a generated puzzle's code is not a lesson's: no generator reaches the lessons' version */
    CHECK(TC_GEN_VERSION < LP_LESSON_VERSION && BOTS_GEN_VERSION < LP_LESSON_VERSION && MJ_GEN_VERSION < LP_LESSON_VERSION);
    LpShareParams p = {LP_MODE_TOYCAR, 1, 7, 1, 5};
    CHECK(!lp_lesson_is(&p));
}

static void test_found_by_text_in_any_folder(void)
{
    char dir[] = "/tmp/loopling-lessons-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    const char *text = "loopling-level 1\nmode: bots\ntitle: Mine\n";
    char path[256], other[256], found[512], code[LP_SHARECODE_MAX];
    snprintf(path, sizeof path, "%s/zz_renamed.level", dir);
    snprintf(other, sizeof other, "%s/aa_other.level", dir);
    FILE *f = fopen(path, "wb");
    fputs(text, f);
    fclose(f);
    f = fopen(other, "wb");
    fputs("loopling-level 1\nmode: bots\ntitle: Other\n", f);
    fclose(f);
    LpDiag d;
    CHECK(lp_lesson_code(LP_MODE_BOTS, 7, text, strlen(text), code, &d));
    LpShareParams p;
    CHECK(lp_sharecode_decode(code, &p, &d));
    CHECK(lp_lesson_find(dir, &p, found, sizeof found, &d));
    CHECK_STR(found, path);
    /* the lesson changed: its old code is refused, naming the lesson, with what to do */
    f = fopen(path, "wb");
    fputs("loopling-level 1\nmode: bots\ntitle: Mine, changed\n", f);
    fclose(f);
    memset(&d, 0, sizeof d);
    CHECK(!lp_lesson_find(dir, &p, found, sizeof found, &d));
    CHECK(strstr(d.message, "lesson 7 from another version of the lessons") != NULL);
    CHECK(strstr(d.message, "level file") != NULL);
    CHECK(!lp_lesson_find(NULL, &p, found, sizeof found, &d));
    unlink(path);
    unlink(other);
    rmdir(dir);
}

/* The codes pupils have shared for the first lesson of each mode. */
static void test_pinned_codes(void)
{
    static const struct {
        LpMode mode;
        const char *file, *code;
    } pins[] = {
        {LP_MODE_TOYCAR, "levels/toycar/01_press_play.level", "TCZM-0GRQ-5087"},
        {LP_MODE_BOTS, "levels/bots/01_first_steps.level", "BTZF-0G90-YR8H"},
        {LP_MODE_MAYS, "levels/mays/01_bridge_block.level", "MJZM-0GSQ-AQ3A"},
    };
    for (size_t i = 0; i < sizeof pins / sizeof pins[0]; i++) {
        char path[1300], code[LP_SHARECODE_MAX];
        snprintf(path, sizeof path, "%s/%s", LOOPLING_SOURCE_DIR, pins[i].file);
        CHECK(lp_lesson_code_of_file(pins[i].mode, 1, path, code));
        CHECK_STR(code, pins[i].code);
    }
}

TEST_MAIN(test_every_lesson_finds_itself, test_text_not_name, test_found_by_text_in_any_folder, test_pinned_codes)
