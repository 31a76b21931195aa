/* test_diag.c - diagnostics: the place and the message, formatted; and text from files made
 * safe to print (issue 14: a Lua error or a level's text reached the terminal with its escape
 * sequences and control bytes). */
#include "core/diag.h"
#include "test.h"

static void test_format(void)
{
    LpDiag d = {0};
    char out[600];
    CHECK_INT(lp_diag_set(&d, "ada.level", 7, "bad goal '%s'", "nowhere"), 0);
    lp_diag_format(&d, out, sizeof out);
    CHECK_STR(out, "ada.level:7: bad goal 'nowhere'");
    lp_diag_set(&d, "ada.level", 0, "cannot open");
    lp_diag_format(&d, out, sizeof out);
    CHECK_STR(out, "ada.level: cannot open");
    lp_diag_set(&d, NULL, 3, "no file");
    lp_diag_format(&d, out, sizeof out);
    CHECK_STR(out, "no file");
    CHECK_INT(lp_diag_set(NULL, "x", 1, "ignored"), 0);
}

static void check_clean(const char *in, const char *want)
{
    char buf[128];
    snprintf(buf, sizeof buf, "%s", in);
    CHECK_STR(lp_text_clean(buf), want);
}

static void test_clean(void)
{
    check_clean("plain text: 'block1' (3)", "plain text: 'block1' (3)");
    check_clean("\x1b[2J\x1b]0;owned\x07 red", "?[2J?]0;owned? red");
    check_clean("one\ntwo\tthree\r", "one two three ");
    check_clean("del\x7f nul-free \x01\x1f", "del? nul-free ??");
    /* valid UTF-8 stays; C1 controls as UTF-8 (U+009B is a terminal's CSI) and broken bytes go */
    check_clean("Gr\xc3\xb6\xc3\x9f" "e \xe2\x82\xac \xf0\x9f\x98\x80", "Gr\xc3\xb6\xc3\x9f" "e \xe2\x82\xac \xf0\x9f\x98\x80");
    check_clean("csi\xc2\x9b" "31m", "csi?31m");
    check_clean("raw\x9b" "31m \xff\xfe", "raw?31m ??");
    check_clean("overlong \xc0\xaf \xe0\x80\xaf", "overlong ?? ???");
    check_clean("surrogate \xed\xa0\x80", "surrogate ???");
    check_clean("cut \xe2\x82", "cut ??");
    check_clean("", "");
    CHECK(lp_text_clean(NULL) == NULL);
    /* every diagnostic is clean: its file and its message */
    LpDiag d = {0};
    lp_diag_set(&d, "evil\x1b[31m.lua", 2, "%s", "boom\x1b[2J\nnext line");
    CHECK_STR(d.file, "evil?[31m.lua");
    CHECK_STR(d.message, "boom?[2J next line");
}

TEST_MAIN(test_format, test_clean)
