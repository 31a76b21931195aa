/* test_textspan.c - text spans: trimming, lines (a last line without '\n', CRLF, NULL text),
 * tokens, "key: value", whole numbers at their limits, control characters and quoting. */
#include "core/textspan.h"
#include "test.h"

static LpSpan span(const char *s)
{
    return (LpSpan){s, strlen(s)};
}

static void test_trim_and_compare(void)
{
    CHECK(lp_span_is(lp_span_trim(span(" \t a b \r")), "a b"));
    CHECK(lp_span_is(lp_span_trim_end(span("  a b \r")), "  a b"));
    CHECK_INT((int)lp_span_trim(span(" \t\r ")).n, 0);
    CHECK(!lp_span_is(span("ab"), "abc"));
    CHECK(!lp_span_is(span("abc"), "ab"));
    static const char *const names[] = {"mode", "title", "hint"};
    CHECK_INT(lp_span_find(span("title"), names, 3), 1);
    CHECK_INT(lp_span_find(span("titles"), names, 3), 3);
}

static void test_lines(void)
{
    const char text[] = "one\r\n\ntwo";
    size_t pos = 0;
    LpSpan line;
    CHECK(lp_span_next_line(text, sizeof text - 1, &pos, &line));
    CHECK(lp_span_is(line, "one\r"));
    CHECK(lp_span_next_line(text, sizeof text - 1, &pos, &line));
    CHECK_INT((int)line.n, 0);
    CHECK(lp_span_next_line(text, sizeof text - 1, &pos, &line));
    CHECK(lp_span_is(line, "two"));
    CHECK(!lp_span_next_line(text, sizeof text - 1, &pos, &line));
    /* Nothing after a final '\n'; a NULL text has no lines. */
    pos = 0;
    CHECK(lp_span_next_line("a\n", 2, &pos, &line));
    CHECK(!lp_span_next_line("a\n", 2, &pos, &line));
    pos = 0;
    CHECK(!lp_span_next_line(NULL, 5, &pos, &line));
}

static void test_tokens_and_keys(void)
{
    LpSpan rest = span("  L R\tUU  "), tok;
    CHECK(lp_span_next_token(&rest, &tok) && lp_span_is(tok, "L"));
    CHECK(lp_span_next_token(&rest, &tok) && lp_span_is(tok, "R"));
    CHECK(lp_span_next_token(&rest, &tok) && lp_span_is(tok, "UU"));
    CHECK(!lp_span_next_token(&rest, &tok));
    LpSpan key, value;
    CHECK(lp_span_split_key(span(" robot :  0 , 0 , e "), &key, &value));
    CHECK(lp_span_is(key, "robot"));
    CHECK(lp_span_is(value, "0 , 0 , e"));
    CHECK(lp_span_split_key(span("board:"), &key, &value));
    CHECK_INT((int)value.n, 0);
    CHECK(!lp_span_split_key(span("C..G"), &key, &value));
}

static void test_numbers(void)
{
    unsigned long long x = 7;
    CHECK(lp_span_parse_uint(span("4294967295"), 0xFFFFFFFFu, &x));
    CHECK(x == 4294967295u);
    CHECK(!lp_span_parse_uint(span("4294967296"), 0xFFFFFFFFu, &x));
    CHECK(!lp_span_parse_uint(span("12345678901"), 99999999999ull, &x)); /* at most 10 digits */
    CHECK(!lp_span_parse_uint(span(""), 10, &x));
    CHECK(!lp_span_parse_uint(span("-3"), 10, &x));
    CHECK(!lp_span_parse_uint(span(" 3"), 10, &x));
    CHECK(x == 4294967295u); /* unchanged by the failures */
    CHECK(lp_span_parse_uint(span("0"), 0, &x) && x == 0);
}

static void test_printable_and_quoted(void)
{
    CHECK(lp_span_printable(span("a b ~"), 0));
    CHECK(!lp_span_printable(span("a\tb"), 0));
    CHECK(lp_span_printable(span("a\tb"), 1));
    CHECK(!lp_span_printable(span("a\x7f"), 1));
    CHECK(!lp_span_printable(span("a\x01"), 1));
    char q[32];
    CHECK_STR(lp_span_quoted(span("colour"), q, sizeof q), "colour");
    CHECK_STR(lp_span_quoted(span("abcdefghijklmnopqrstuvwxyz"), q, sizeof q), "abcdefghijklmnopqrstuvwx...");
    CHECK_STR(lp_span_quoted(span("a\x02"), q, sizeof q), "?");
}

TEST_MAIN(test_trim_and_compare, test_lines, test_tokens_and_keys, test_numbers, test_printable_and_quoted)
