/* test_teacher_pin.c - the teacher's PIN (core/teacher_pin.h): only digits, 4 to 8 of them; kept
 * as a salted hash that checks the right PIN and no other; two hashes of one PIN differ (the
 * salt); settings.cfg keeps the hash, never the digits, and a damaged hash line is dropped with a
 * warning (the class settings are then open, as with no PIN). */
#include "core/settings.h"
#include "core/teacher_pin.h"
#include "test.h"

static void test_format(void)
{
    CHECK(lp_pin_format_ok("1234"));
    CHECK(lp_pin_format_ok("12345678"));
    CHECK(!lp_pin_format_ok("123"));
    CHECK(!lp_pin_format_ok("123456789"));
    CHECK(!lp_pin_format_ok("12a4"));
    CHECK(!lp_pin_format_ok(""));
    CHECK(!lp_pin_format_ok(NULL));
    char h[LP_PIN_HASH_MAX];
    LpDiag d = {0};
    CHECK(!lp_pin_hash("12", h, sizeof h, &d));
    CHECK(strstr(d.message, "4 to 8 digits") != NULL);
}

static void test_hash_and_check(void)
{
    char a[LP_PIN_HASH_MAX], b[LP_PIN_HASH_MAX];
    LpDiag d = {0};
    CHECK(lp_pin_hash("2468", a, sizeof a, &d));
    CHECK(lp_pin_hash("2468", b, sizeof b, &d));
    CHECK(lp_pin_hash_ok(a));
    CHECK(strstr(a, "2468") == NULL);  /* never the digits */
    CHECK(strcmp(a, b) != 0);          /* a fresh salt each time */
    CHECK(lp_pin_check("2468", a));
    CHECK(lp_pin_check("2468", b));
    CHECK(!lp_pin_check("2469", a));
    CHECK(!lp_pin_check("24680", a));
    CHECK(!lp_pin_check("", a));
    CHECK(!lp_pin_check("2468", "not a hash"));
    CHECK(!lp_pin_check("2468", ""));
}

static void test_settings_keep_the_hash(void)
{
    LpSettings s, back;
    lp_settings_defaults(&s);
    LpDiag d = {0};
    CHECK(lp_pin_hash("1357", s.teacher_pin, sizeof s.teacher_pin, &d));
    LpBuf text;
    lp_buf_init(&text);
    lp_settings_write(&s, &text);
    CHECK(strstr(text.data, "teacher_pin=$") != NULL);
    CHECK(lp_settings_parse(text.data, text.count, "settings.cfg", &back, &d));
    CHECK_STR(back.teacher_pin, s.teacher_pin);
    CHECK(lp_pin_check("1357", back.teacher_pin));
    lp_buf_free(&text);
    /* a damaged line: no PIN, and a warning that names the line */
    const char *bad = "LOOPLING-SETTINGS 1\ntext_size=2\nteacher_pin=1357\n";
    d = (LpDiag){0};
    CHECK(!lp_settings_parse(bad, strlen(bad), "settings.cfg", &back, &d));
    CHECK_STR(back.teacher_pin, "");
    CHECK_INT(back.text_size, 2);
    CHECK_INT(d.line, 3);
    /* no PIN: no line */
    lp_settings_defaults(&s);
    lp_buf_init(&text);
    lp_settings_write(&s, &text);
    CHECK(strstr(text.data, "teacher_pin") == NULL);
    lp_buf_free(&text);
}

TEST_MAIN(test_format, test_hash_and_check, test_settings_keep_the_hash)
