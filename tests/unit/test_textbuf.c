/* test_textbuf.c - the code editor's editing model (game/ui/editor/textbuf.c, pure C). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "test.h"
#include "ui/editor/textbuf.h"

/* The whole text as a static string (freed on the next call). */
static const char *text_of(const TextBuf *tb)
{
    static char *last;
    free(last);
    last = tb_get_text(tb, NULL);
    return last;
}

static void set(TextBuf *tb, const char *s) { tb_set_text(tb, s, strlen(s)); }
static TbStatus type(TextBuf *tb, const char *s) { return tb_type(tb, s, strlen(s)); }
static TbStatus type_chars(TextBuf *tb, const char *s)
{
    TbStatus st = TB_OK;
    for (; *s && st == TB_OK; s++) st = *s == '\n' ? tb_newline(tb) : tb_type(tb, s, 1);
    return st;
}
static void at(TextBuf *tb, int line, int col) { tb_set_cursor(tb, (TbPos){line, col}, false); }
static void select_to(TextBuf *tb, int line, int col) { tb_set_cursor(tb, (TbPos){line, col}, true); }

static void test_insert_delete_across_lines(void)
{
    TextBuf tb;
    CHECK(tb_init(&tb));
    CHECK_STR(text_of(&tb), "");
    CHECK_INT(tb_line_count(&tb), 1);
    CHECK_INT(tb_insert(&tb, "ab\ncd", 5), TB_OK);
    CHECK_STR(text_of(&tb), "ab\ncd");
    CHECK_INT(tb_line_count(&tb), 2);
    CHECK_INT(tb.cursor.line, 1);
    CHECK_INT(tb.cursor.col, 2);
    at(&tb, 0, 1);
    CHECK_INT(tb_insert(&tb, "X\nY", 3), TB_OK); /* split a line in the middle */
    CHECK_STR(text_of(&tb), "aX\nYb\ncd");
    CHECK_INT(tb.cursor.line, 1);
    CHECK_INT(tb.cursor.col, 1);
    at(&tb, 1, 0);
    CHECK_INT(tb_delete_backward(&tb), TB_OK); /* joins with the line above */
    CHECK_STR(text_of(&tb), "aXYb\ncd");
    CHECK_INT(tb.cursor.col, 2);
    at(&tb, 0, 4);
    CHECK_INT(tb_delete_forward(&tb), TB_OK); /* joins with the line below */
    CHECK_STR(text_of(&tb), "aXYbcd");
    at(&tb, 0, 0);
    CHECK_INT(tb_delete_backward(&tb), TB_NOTHING);
    tb_move_doc_end(&tb, false);
    CHECK_INT(tb_delete_forward(&tb), TB_NOTHING);
    CHECK_INT(tb.bytes, 6);
    tb_free(&tb);
}

static void test_selection_copy_and_delete(void)
{
    TextBuf tb;
    tb_init(&tb);
    set(&tb, "hello world\nsecond line");
    at(&tb, 0, 6);
    select_to(&tb, 1, 3);
    CHECK(tb_has_selection(&tb));
    char *sel = tb_selected_text(&tb, NULL);
    CHECK_STR(sel, "world\nsec");
    free(sel);
    CHECK_INT(tb_delete_selection(&tb), TB_OK);
    CHECK_STR(text_of(&tb), "hello ond line");
    CHECK(!tb_has_selection(&tb));
    /* a selection made backwards is the same text */
    at(&tb, 0, 9);
    select_to(&tb, 0, 6);
    sel = tb_selected_text(&tb, NULL);
    CHECK_STR(sel, "ond");
    free(sel);
    CHECK_INT(type(&tb, "X"), TB_OK); /* typing replaces the selection */
    CHECK_STR(text_of(&tb), "hello X line");
    tb_select_all(&tb);
    sel = tb_selected_text(&tb, NULL);
    CHECK_STR(sel, "hello X line");
    free(sel);
    /* Shift+arrows extend, a plain arrow collapses to the selection's side */
    at(&tb, 0, 0);
    tb_move_char(&tb, 1, true);
    tb_move_char(&tb, 1, true);
    sel = tb_selected_text(&tb, NULL);
    CHECK_STR(sel, "he");
    free(sel);
    tb_move_char(&tb, -1, false);
    CHECK_INT(tb.cursor.col, 0);
    CHECK(!tb_has_selection(&tb));
    tb_select_word_at(&tb, (TbPos){0, 2});
    sel = tb_selected_text(&tb, NULL);
    CHECK_STR(sel, "hello");
    free(sel);
    tb_free(&tb);
}

static void test_word_moves(void)
{
    TextBuf tb;
    tb_init(&tb);
    set(&tb, "var n = 2;\nblock1.MoveLeft();");
    static const int right[] = {3, 5, 7, 9, 10};
    for (int i = 0; i < 5; i++) {
        tb_move_word(&tb, 1, false);
        CHECK_INT(tb.cursor.col, right[i]);
    }
    tb_move_word(&tb, 1, false); /* at the end of a line: the next line's start */
    CHECK_INT(tb.cursor.line, 1);
    CHECK_INT(tb.cursor.col, 0);
    tb_move_word(&tb, 1, false);
    CHECK_INT(tb.cursor.col, 6);
    tb_move_word(&tb, 1, true);
    tb_move_word(&tb, 1, true);
    char *sel = tb_selected_text(&tb, NULL);
    CHECK_STR(sel, ".MoveLeft");
    free(sel);
    at(&tb, 0, 10);
    static const int left[] = {9, 8, 6, 4, 0};
    for (int i = 0; i < 5; i++) {
        tb_move_word(&tb, -1, false);
        CHECK_INT(tb.cursor.col, left[i]);
    }
    /* Home goes to the first non-space, then to column 0 */
    set(&tb, "    forward();");
    at(&tb, 0, 10);
    tb_move_home(&tb, false);
    CHECK_INT(tb.cursor.col, 4);
    tb_move_home(&tb, false);
    CHECK_INT(tb.cursor.col, 0);
    tb_move_end(&tb, false);
    CHECK_INT(tb.cursor.col, 14);
    tb_free(&tb);
}

static void test_auto_indent(void)
{
    TextBuf tb;
    tb_init(&tb);
    CHECK_INT(type_chars(&tb, "repeat (3) {\nforward();\nturnLeft();\n}"), TB_OK);
    CHECK_STR(text_of(&tb), "repeat (3) {\n    forward();\n    turnLeft();\n}");
    CHECK_INT(tb.cursor.line, 3);
    CHECK_INT(tb.cursor.col, 1);
    /* Enter between { and } puts } on its own line */
    set(&tb, "if (x) {}");
    at(&tb, 0, 8);
    CHECK_INT(tb_newline(&tb), TB_OK);
    CHECK_STR(text_of(&tb), "if (x) {\n    \n}");
    CHECK_INT(tb.cursor.line, 1);
    CHECK_INT(tb.cursor.col, 4);
    /* nested: the indent is copied and grows */
    set(&tb, "    while (true) {");
    tb_move_doc_end(&tb, false);
    tb_newline(&tb);
    CHECK_INT(tb.cursor.col, 8);
    type(&tb, "}");
    CHECK_STR(text_of(&tb), "    while (true) {\n    }");
    /* a plain line keeps its indent */
    set(&tb, "  a();");
    tb_move_doc_end(&tb, false);
    tb_newline(&tb);
    CHECK_STR(text_of(&tb), "  a();\n  ");
    /* Backspace inside the indentation removes one level */
    set(&tb, "        x");
    at(&tb, 0, 8);
    tb_delete_backward(&tb);
    CHECK_STR(text_of(&tb), "    x");
    tb_free(&tb);
}

static void test_tab_and_shift_tab(void)
{
    TextBuf tb;
    tb_init(&tb);
    CHECK_INT(tb_indent(&tb), TB_OK);
    CHECK_STR(text_of(&tb), "    ");
    set(&tb, "x");
    tb_move_doc_end(&tb, false);
    tb_indent(&tb);
    CHECK_STR(text_of(&tb), "x   "); /* to the next 4-column stop */
    set(&tb, "a();\nb();\n\nc();");
    at(&tb, 0, 2);
    select_to(&tb, 3, 1);
    CHECK_INT(tb_indent(&tb), TB_OK);
    CHECK_STR(text_of(&tb), "    a();\n    b();\n\n    c();"); /* empty lines stay empty */
    CHECK_INT(tb.anchor.col, 6);
    CHECK_INT(tb.cursor.col, 5);
    CHECK_INT(tb_dedent(&tb), TB_OK);
    CHECK_STR(text_of(&tb), "a();\nb();\n\nc();");
    CHECK_INT(tb_dedent(&tb), TB_NOTHING);
    set(&tb, "      x");
    at(&tb, 0, 7);
    tb_dedent(&tb); /* to the previous stop */
    CHECK_STR(text_of(&tb), "    x");
    CHECK_INT(tb.cursor.col, 5);
    /* Tab and Shift+Tab are single undo steps */
    set(&tb, "a\nb");
    tb_select_all(&tb);
    tb_indent(&tb);
    tb_undo(&tb);
    CHECK_STR(text_of(&tb), "a\nb");
    /* a pasted tab becomes spaces, CR LF becomes LF */
    set(&tb, "");
    tb_insert(&tb, "a\tb\r\n\tc\rd", 10);
    CHECK_STR(text_of(&tb), "a   b\n    c\nd");
    tb_free(&tb);
}

static void test_undo_redo_grouping(void)
{
    TextBuf tb;
    tb_init(&tb);
    set(&tb, "go");
    at(&tb, 0, 2);
    type_chars(&tb, "abc");
    CHECK_STR(text_of(&tb), "goabc");
    CHECK_INT(tb_undo(&tb), TB_OK); /* three typed characters are one step */
    CHECK_STR(text_of(&tb), "go");
    CHECK_INT(tb.cursor.col, 2);
    CHECK_INT(tb_undo(&tb), TB_NOTHING);
    CHECK_INT(tb_redo(&tb), TB_OK);
    CHECK_STR(text_of(&tb), "goabc");
    CHECK_INT(tb.cursor.col, 5);
    CHECK_INT(tb_redo(&tb), TB_NOTHING);
    /* a move starts a new step */
    tb_move_char(&tb, -1, false);
    type(&tb, "X");
    CHECK_STR(text_of(&tb), "goabXc");
    tb_undo(&tb);
    CHECK_STR(text_of(&tb), "goabc");
    CHECK_INT(tb.cursor.col, 4);
    /* backspaces group too */
    tb_move_doc_end(&tb, false);
    tb_delete_backward(&tb);
    tb_delete_backward(&tb);
    CHECK_STR(text_of(&tb), "goa");
    tb_undo(&tb);
    CHECK_STR(text_of(&tb), "goabc");
    CHECK_INT(tb.cursor.col, 5);
    /* a paste is one step; the selection it replaced comes back selected */
    at(&tb, 0, 1);
    select_to(&tb, 0, 3);
    tb_insert(&tb, "1\n2\n3", 5);
    CHECK_STR(text_of(&tb), "g1\n2\n3bc");
    tb_undo(&tb);
    CHECK_STR(text_of(&tb), "goabc");
    char *sel = tb_selected_text(&tb, NULL);
    CHECK_STR(sel, "oa");
    free(sel);
    /* a new edit drops the redo steps */
    tb_redo(&tb);
    tb_undo(&tb);
    type(&tb, "Z");
    CHECK(!tb_can_redo(&tb));
    /* forward deletes group and redo replays them */
    set(&tb, "abcdef");
    at(&tb, 0, 1);
    tb_delete_forward(&tb);
    tb_delete_forward(&tb);
    tb_delete_forward(&tb);
    CHECK_STR(text_of(&tb), "aef");
    tb_undo(&tb);
    CHECK_STR(text_of(&tb), "abcdef");
    tb_redo(&tb);
    CHECK_STR(text_of(&tb), "aef");
    /* set_text clears the history */
    set(&tb, "new");
    CHECK(!tb_can_undo(&tb));
    tb_free(&tb);
}

static void test_utf8(void)
{
    TextBuf tb;
    tb_init(&tb);
    set(&tb, "\xC3\xA9\xF0\x9F\x99\x82x"); /* é🙂x */
    tb_move_char(&tb, 1, false);
    CHECK_INT(tb.cursor.col, 2);
    tb_move_char(&tb, 1, false);
    CHECK_INT(tb.cursor.col, 6);
    CHECK_INT(tb_char_col(&tb, tb.cursor), 2);
    CHECK_INT(tb_delete_backward(&tb), TB_OK); /* the whole emoji */
    CHECK_STR(text_of(&tb), "\xC3\xA9x");
    tb_undo(&tb);
    at(&tb, 0, 4); /* inside the emoji: moved back to its start */
    CHECK_INT(tb.cursor.col, 2);
    TbPos p = tb_pos_from_chars(&tb, 0, 2);
    CHECK_INT(p.col, 6);
    tb_delete_forward(&tb);
    CHECK_STR(text_of(&tb), "\xC3\xA9x");
    tb_move_char(&tb, -1, false);
    tb_move_char(&tb, -1, true);
    CHECK_INT(tb.cursor.col, 0);
    /* bytes that are not UTF-8 become U+FFFD, control characters go */
    set(&tb, "a\xFF\x01" "b\xC3");
    CHECK_STR(text_of(&tb), "a\xEF\xBF\xBD" "b\xEF\xBF\xBD");
    /* words beyond ASCII are words */
    set(&tb, "caf\xC3\xA9 x");
    tb_move_word(&tb, 1, false);
    CHECK_INT(tb.cursor.col, 5);
    tb_free(&tb);
}

static void test_clamping(void)
{
    TextBuf tb;
    tb_init(&tb);
    set(&tb, "ab\ncde");
    at(&tb, -5, -7);
    CHECK_INT(tb.cursor.line, 0);
    CHECK_INT(tb.cursor.col, 0);
    at(&tb, 99, 99);
    CHECK_INT(tb.cursor.line, 1);
    CHECK_INT(tb.cursor.col, 3);
    tb.cursor = (TbPos){42, -3}; /* set by hand: edits clamp it first */
    tb.anchor = (TbPos){-1, 1000};
    CHECK_INT(type(&tb, "!"), TB_OK); /* the selection (0,2)-(1,0) was the line break */
    CHECK_STR(text_of(&tb), "ab!cde");
    CHECK_INT(tb_insert(&tb, NULL, 5), TB_NOTHING);
    CHECK_INT(tb_type(&tb, "", 0), TB_NOTHING);
    set(&tb, "ab\ncde");
    tb_move_lines(&tb, 2147483647, false);
    CHECK_INT(tb.cursor.line, 1);
    tb_move_lines(&tb, -2147483647, false);
    CHECK_INT(tb.cursor.line, 0);
    tb_select_word_at(&tb, (TbPos){-3, 77});
    tb_select_line_at(&tb, (TbPos){77, -3});
    CHECK_INT(tb_char_col(&tb, (TbPos){5, 5}), 3); /* line 1 "cde", column clamped */
    int len;
    tb_line(&tb, 99, &len);
    CHECK_INT(len, 0);
    tb_free(&tb);
}

/* Random calls never break the invariants (bytes, valid UTF-8, clamped cursor); within the
 * history limit, undoing everything gives back the empty text. */
static void random_calls(int steps, uint32_t seed)
{
    static const char *const pieces[] = {"a", "}", "{", "\n", "  ", "\xC3\xA9", "\xF0\x9F\x99\x82",
                                         "x\ny\n", "\t", "\xFF", "if (x) {", "\r\n"};
    TextBuf tb;
    tb_init(&tb);
    uint32_t r = seed;
    int bad = 0;
    for (int i = 0; i < steps && !bad; i++) {
        r = r * 1664525u + 1013904223u;
        int op = (int)(r >> 24) % 20;
        int arg = (int)((r >> 8) & 0xFFFF);
        const char *piece = pieces[arg % 12];
        switch (op) {
        case 0: tb_type(&tb, piece, strlen(piece)); break;
        case 1: tb_insert(&tb, piece, strlen(piece)); break;
        case 2: tb_newline(&tb); break;
        case 3: tb_delete_backward(&tb); break;
        case 4: tb_delete_forward(&tb); break;
        case 5: tb_undo(&tb); break;
        case 6: tb_redo(&tb); break;
        case 7: tb_indent(&tb); break;
        case 8: tb_dedent(&tb); break;
        case 9: tb_move_word(&tb, arg & 1 ? 1 : -1, arg & 2); break;
        case 10: tb_move_lines(&tb, arg % 7 - 3, arg & 2); break;
        case 11: tb_set_cursor(&tb, (TbPos){arg % 13 - 2, arg % 17 - 3}, arg & 4); break;
        case 12: tb_move_char(&tb, arg & 1 ? 1 : -1, arg & 2); break;
        case 13: tb_select_word_at(&tb, (TbPos){arg % 9, arg % 11}); break;
        case 14: tb_delete_selection(&tb); break;
        case 15: tb_move_home(&tb, arg & 1); break;
        case 16: tb_select_all(&tb); break;
        case 17: tb_type(&tb, "}", 1); break;
        case 18: tb.read_only = arg & 1; break;
        default: tb_move_end(&tb, arg & 1); break;
        }
        size_t len;
        char *t = tb_get_text(&tb, &len);
        if (!t || len != tb.bytes || strlen(t) != len) bad = 1;
        for (size_t k = 0; t && k < len && !bad; k++) {
            unsigned char c = (unsigned char)t[k];
            if ((c < 0x20 && c != '\n') || c == 0xFF) bad = 1;
            if (c >= 0x80 && (c & 0xC0) != 0x80) {
                int n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
                for (int j = 1; j < n; j++)
                    if (k + (size_t)j >= len || ((unsigned char)t[k + (size_t)j] & 0xC0) != 0x80) bad = 1;
            }
        }
        TbPos c = tb_clamp(&tb, tb.cursor);
        if (c.line != tb.cursor.line || c.col != tb.cursor.col) bad = 1;
        free(t);
    }
    CHECK(!bad);
    tb.read_only = false;
    while (tb_undo(&tb) == TB_OK) {}
    if (steps < TB_UNDO_STEPS) CHECK_STR(text_of(&tb), "");
    tb_free(&tb);
}

static void test_random_calls(void)
{
    random_calls(20000, 12345);
    for (uint32_t seed = 1; seed <= 20; seed++) random_calls(900, seed);
}

static void test_size_cap(void)
{
    TextBuf tb;
    tb_init(&tb);
    size_t n = TB_MAX_BYTES - 10;
    char *big = malloc(n + 30);
    memset(big, 'a', n + 30);
    CHECK_INT(tb_set_text(&tb, big, n), TB_OK);
    CHECK_INT(tb_insert(&tb, big, 20), TB_TOO_BIG);
    CHECK_INT(tb.bytes, n); /* unchanged */
    CHECK_INT(type_chars(&tb, "0123456789"), TB_OK); /* exactly full */
    CHECK_INT(type(&tb, "x"), TB_TOO_BIG);
    CHECK_INT(tb_newline(&tb), TB_TOO_BIG);
    CHECK(strstr(tb_status_message(TB_TOO_BIG), "4 MB") != NULL);
    CHECK_INT(tb_set_text(&tb, big, n + 30), TB_TOO_BIG);
    CHECK_INT(tb.bytes, TB_MAX_BYTES);
    free(big);
    tb_free(&tb);
}

static void test_big_paste_and_undo(void)
{
    const int lines = 200000;
    const char *line = "forward();\n"; /* 2.2 MB in all */
    size_t ll = strlen(line), n = ll * (size_t)lines;
    char *text = malloc(n + 1);
    for (int i = 0; i < lines; i++) memcpy(text + (size_t)i * ll, line, ll);
    text[n] = '\0';
    TextBuf tb;
    tb_init(&tb);
    clock_t t0 = clock();
    CHECK_INT(tb_insert(&tb, text, n), TB_OK);
    CHECK_INT(tb_line_count(&tb), lines + 1);
    CHECK_INT(tb.cursor.line, lines);
    /* paste again in the middle: still one shift of the line array */
    at(&tb, 1000, 4);
    CHECK_INT(tb_insert(&tb, text, n / 2), TB_OK);
    CHECK_INT(tb_line_count(&tb), lines + lines / 2 + 1);
    CHECK_INT(tb_undo(&tb), TB_OK);
    CHECK_INT(tb_undo(&tb), TB_OK);
    CHECK_STR(text_of(&tb), "");
    CHECK_INT(tb_line_count(&tb), 1);
    CHECK_INT(tb_redo(&tb), TB_OK);
    CHECK_INT(tb_line_count(&tb), lines + 1);
    tb_select_all(&tb);
    CHECK_INT(tb_indent(&tb), TB_OK);
    CHECK_INT(tb_dedent(&tb), TB_OK);
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    CHECK(secs < 10.0); /* linear: well under a second without sanitizers */
    if (secs >= 10.0) fprintf(stderr, "big paste took %.2f s\n", secs);
    free(text);
    tb_free(&tb);
}

static void test_read_only(void)
{
    TextBuf tb;
    tb_init(&tb);
    set(&tb, "forward();");
    tb.read_only = true;
    unsigned changes = tb.changes;
    CHECK_INT(type(&tb, "x"), TB_READ_ONLY);
    CHECK_INT(tb_newline(&tb), TB_READ_ONLY);
    CHECK_INT(tb_delete_backward(&tb), TB_READ_ONLY);
    CHECK_INT(tb_indent(&tb), TB_READ_ONLY);
    CHECK_INT(tb_undo(&tb), TB_READ_ONLY);
    CHECK_STR(text_of(&tb), "forward();");
    CHECK_INT(tb.changes, changes);
    CHECK(tb_status_message(TB_READ_ONLY)[0] != '\0');
    tb_move_word(&tb, 1, true); /* moving and copying still work */
    char *sel = tb_selected_text(&tb, NULL);
    CHECK_STR(sel, "forward");
    free(sel);
    CHECK_INT(tb_set_text(&tb, "load", 4), TB_OK); /* loading a program is allowed */
    CHECK(tb.changes != changes);
    CHECK(tb.read_only);
    tb_free(&tb);
}

TEST_MAIN(test_insert_delete_across_lines, test_selection_copy_and_delete, test_word_moves,
          test_auto_indent, test_tab_and_shift_tab, test_undo_redo_grouping, test_utf8,
          test_clamping, test_random_calls, test_size_cap, test_big_paste_and_undo, test_read_only)
