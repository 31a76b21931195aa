/* test_script.c - the tests' scripted input (game/ui/shell/script.h), read from text: a script with no
 * events (empty, or only comments) is read, each kind of line, refusals at their line, events
 * sorted by tick whatever the file's order, long typed text split whole. Links SDL2 without initialising it
 * (the fuzz target does the same, tests/fuzz/fuzz_script.c). */
#include <string.h>

#include "test.h"
#include "ui/shell/script.h"

static Script *parse(const char *text, char *why)
{
    why[0] = '\0';
    return script_parse(text, strlen(text), "t.in", why, 256);
}

/* No events: sorting nothing passed qsort a NULL array (undefined behaviour; issue 14, found by
 * the script fuzz target on an empty input). */
static void test_no_events(void)
{
    char why[256];
    static const char *const texts[] = {"", "\n\n", "# only a comment\n", "   \t\n# two\r\n"};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        Script *s = parse(texts[i], why);
        CHECK(s != NULL);
        CHECK_STR(why, "");
        if (s) CHECK_INT(script_last_tick(s), 0);
        script_destroy(s);
    }
}

static void test_lines(void)
{
    char why[256];
    Script *s = parse("40 key Space\n2 key Ctrl+N\n  3 text Ada\n5 pad dpup\n7 click 10 20\n9 rclick 1 2\n"
                      "11 drag 0 0 100 100\n13 move 5 5\r\n",
                      why);
    CHECK(s != NULL);
    CHECK_STR(why, "");
    if (s) CHECK_INT(script_last_tick(s), 40); /* sorted: the first line's tick is the last */
    script_destroy(s);
}

/* A drag between far-apart numbers: the steps between them overflowed an int (undefined
 * behaviour; issue 14, found by the script fuzz target). */
static void test_far_drag(void)
{
    char why[256];
    Script *s = parse("11 drag -2147483648 2147483647 2147483647 -2147483648\n", why);
    CHECK(s != NULL);
    CHECK_STR(why, "");
    if (s) CHECK_INT(script_last_tick(s), 17);
    script_destroy(s);
}

/* Typed text past an SDL text event's 31 bytes: it was cut there without a word (a test typing a
 * 12-command program lost its end); now it goes as several events at its tick, in order, each
 * ending between whole UTF-8 characters, and nothing is lost. */
static void test_long_text(void)
{
    char why[256];
    /* 30 ASCII bytes, then "ü" (2 bytes) across the 31-byte border, then 52 more; a key at 3 */
    const char *typed =
        "repeat (4) { forward(); pickUp\xC3\xBC(); turnLeft(); climbDown(); forward(); putDown(); }";
    char line[256];
    snprintf(line, sizeof line, "5 text %s\n3 key Down\n", typed);
    Script *s = parse(line, why);
    CHECK(s != NULL);
    CHECK_STR(why, "");
    char joined[256] = "";
    int texts = 0, cut_mid_char = 0, too_long = 0;
    uint64_t tick = 0;
    const SDL_Event *ev = s ? script_event(s, 0, &tick) : NULL;
    CHECK(ev != NULL && ev->type == SDL_KEYDOWN && tick == 3); /* sorted by tick */
    for (int i = 0; s && (ev = script_event(s, i, &tick)) != NULL; i++) {
        if (ev->type != SDL_TEXTINPUT) continue;
        size_t n = strlen(ev->text.text);
        too_long += n > 31;
        cut_mid_char += n > 0 && ((unsigned char)ev->text.text[n - 1] & 0xC0) == 0xC0;
        CHECK_INT(tick, 5);
        strncat(joined, ev->text.text, sizeof joined - strlen(joined) - 1);
        texts++;
    }
    CHECK_STR(joined, typed);
    CHECK_INT(texts, 3); /* 84 bytes: 30 (the cut moved back before "ü"), 31, 23 */
    CHECK_INT(too_long, 0);
    CHECK_INT(cut_mid_char, 0);
    CHECK(script_event(s, 99, NULL) == NULL);
    script_destroy(s);
}

static void test_refused(void)
{
    char why[256];
    CHECK(parse("1 key Down\n\n2 key NoSuchKey\n", why) == NULL);
    CHECK_STR(why, "t.in:3: unknown key name 'NoSuchKey'");
    CHECK(parse("1 jump\n", why) == NULL);
    CHECK(strstr(why, "t.in:1: unknown action 'jump'") == why);
    CHECK(parse("# c\nclick 1 2\n", why) == NULL);
    CHECK_STR(why, "t.in:2: expected 'TICK ACTION ...'");
    CHECK(parse("3 drag 1 2 3\n", why) == NULL);
    CHECK_STR(why, "t.in:1: drag needs X1 Y1 X2 Y2");
    CHECK(parse("3 pad z\n", why) == NULL);
    CHECK(strstr(why, "t.in:1: unknown gamepad button 'z'") == why);
}

TEST_MAIN(test_no_events, test_lines, test_far_drag, test_long_text, test_refused)
