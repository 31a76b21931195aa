/* textbuf.h - the code editor's editing model: text as lines, a cursor and a selection anchor,
 * typing with auto-indent, Tab/Shift+Tab, word and line moves, grouped undo and redo.
 * Pure C, no SDL (the SDL widget is editor.c), so every behaviour is unit-tested.
 *
 * Positions are (line, col): 0-based line, 0-based BYTE column that always sits on a UTF-8
 * character boundary. Display columns (tb_char_col) count characters. Every function clamps
 * the positions it is given, so no sequence of calls can crash or split a character.
 * Inserted text is cleaned: CR LF and CR become LF, a tab becomes spaces to the next 4-column
 * stop, other control characters are dropped, bytes that are not UTF-8 become U+FFFD.
 * The caller owns the TextBuf: tb_init / tb_free. Strings returned by tb_get_text and
 * tb_selected_text are malloc'd; the caller frees them with free(). */
#ifndef UI_TEXTBUF_H
#define UI_TEXTBUF_H

#include <stdbool.h>
#include <stddef.h>

#define TB_MAX_BYTES (4 * 1024 * 1024) /* the whole text, newlines included */
#define TB_INDENT 4                    /* spaces per indent level and tab stop */
#define TB_UNDO_STEPS 1000             /* undo steps kept (the oldest go first) */
#define TB_UNDO_BYTES (64 * 1024 * 1024) /* text kept for undo, beyond the newest step */

typedef enum TbStatus {
    TB_OK = 0,
    TB_NOTHING,   /* nothing to do (undo with no history, delete at the very end...) */
    TB_READ_ONLY, /* the buffer is read-only: the text was not changed */
    TB_TOO_BIG,   /* the change would make the text longer than TB_MAX_BYTES */
    TB_NO_MEMORY  /* out of memory: the text was not changed */
} TbStatus;

typedef struct TbPos {
    int line; /* 0-based */
    int col;  /* 0-based byte offset in the line, on a character boundary */
} TbPos;

typedef struct TbLine {
    char *text; /* not NUL-terminated; may be NULL when len == 0 */
    int len, cap;
} TbLine;

typedef struct TbEdit TbEdit;
typedef struct TbGroup TbGroup;

typedef struct TextBuf {
    TbLine *lines;
    int count, capacity; /* count >= 1 after tb_init */
    size_t bytes;        /* length of the whole text with newlines */
    TbPos cursor;
    TbPos anchor;        /* == cursor when nothing is selected */
    int goal_col;        /* display column Up/Down aim for, -1 none */
    bool read_only;      /* refuse every change to the text (moves and copy still work) */
    unsigned changes;    /* +1 on every change of the text (edits, undo, redo, set) */
    /* undo history: groups[0..undo_count) can be undone, [undo_count..group_count) redone */
    TbGroup *groups;
    int group_count, group_capacity, undo_count;
    size_t undo_bytes;
    bool seal;           /* the next edit starts a new undo step */
} TextBuf;

/* ---- lifecycle and whole text ------------------------------------------------------------ */
/* An empty buffer (one empty line). Returns false when out of memory (then still safe to use
 * and to free). */
bool tb_init(TextBuf *tb);
void tb_free(TextBuf *tb);
/* Replace the whole text (loading a program): cursor at the start, undo history cleared.
 * Works even when read-only. TB_TOO_BIG / TB_NO_MEMORY leave the old text. */
TbStatus tb_set_text(TextBuf *tb, const char *text, size_t len);
/* The whole text, lines joined by '\n', NUL-terminated (*len_out gets its length if not NULL).
 * NULL when out of memory. Caller frees. */
char *tb_get_text(const TextBuf *tb, size_t *len_out);
/* One line's bytes (not NUL-terminated) and length; "" and 0 for a bad line. */
const char *tb_line(const TextBuf *tb, int line, int *len_out);
int tb_line_count(const TextBuf *tb);
/* The status in words a pupil can act on ("" for TB_OK and TB_NOTHING), in English (marked N_):
 * shown through _(). */
const char *tb_status_message(TbStatus status);

/* ---- positions --------------------------------------------------------------------------- */
/* The nearest valid position (line and column clamped, column moved back onto a boundary). */
TbPos tb_clamp(const TextBuf *tb, TbPos p);
/* Display column (characters before p on its line). */
int tb_char_col(const TextBuf *tb, TbPos p);
/* The position of display column char_col on line (clamped to the line's end). */
TbPos tb_pos_from_chars(const TextBuf *tb, int line, int char_col);
bool tb_has_selection(const TextBuf *tb);
/* The selection as ordered start <= end (both == cursor when nothing is selected). */
void tb_selection(const TextBuf *tb, TbPos *start, TbPos *end);

/* ---- moves (extend: keep the anchor, i.e. Shift is held) --------------------------------- */
void tb_set_cursor(TextBuf *tb, TbPos p, bool extend);
void tb_move_char(TextBuf *tb, int dir, bool extend); /* dir -1 left, +1 right */
void tb_move_word(TextBuf *tb, int dir, bool extend); /* Ctrl+Left / Ctrl+Right */
void tb_move_lines(TextBuf *tb, int delta, bool extend); /* Up/Down (1), PageUp/Down (n) */
/* Home: to the first non-space character, or to column 0 when already there. */
void tb_move_home(TextBuf *tb, bool extend);
void tb_move_end(TextBuf *tb, bool extend);
void tb_move_doc_start(TextBuf *tb, bool extend);
void tb_move_doc_end(TextBuf *tb, bool extend);
void tb_select_all(TextBuf *tb);
/* Select the word (or run of spaces or punctuation) around p (double-click). */
void tb_select_word_at(TextBuf *tb, TbPos p);
/* Select line p.line including its newline (triple-click). */
void tb_select_line_at(TextBuf *tb, TbPos p);
/* The selected text, NUL-terminated (*len_out if not NULL); "" when nothing is selected,
 * NULL when out of memory. Caller frees. */
char *tb_selected_text(const TextBuf *tb, size_t *len_out);

/* ---- edits (each replaces the selection when there is one) ------------------------------- */
/* Keyboard typing: consecutive calls form one undo step; typing "}" on a line holding only
 * spaces first dedents it one level. */
TbStatus tb_type(TextBuf *tb, const char *text, size_t len);
/* Insert text as one undo step (a paste); may hold many lines. */
TbStatus tb_insert(TextBuf *tb, const char *text, size_t len);
/* Enter with auto-indent: the new line copies the leading spaces of the current one, plus one
 * level after a line ending in '{'; between '{' and '}' the '}' moves to its own line. */
TbStatus tb_newline(TextBuf *tb);
/* Backspace: one character, a whole indent level inside leading spaces, or the line break. */
TbStatus tb_delete_backward(TextBuf *tb);
/* Delete: one character or the line break after the cursor. */
TbStatus tb_delete_forward(TextBuf *tb);
TbStatus tb_delete_selection(TextBuf *tb);
/* Tab: spaces to the next 4-column stop, or indent every selected line when the selection
 * spans lines. */
TbStatus tb_indent(TextBuf *tb);
/* Shift+Tab: remove up to one indent level from the current or every selected line. */
TbStatus tb_dedent(TextBuf *tb);

/* ---- history ----------------------------------------------------------------------------- */
TbStatus tb_undo(TextBuf *tb);
TbStatus tb_redo(TextBuf *tb);
bool tb_can_undo(const TextBuf *tb);
bool tb_can_redo(const TextBuf *tb);
/* End the current undo step (the next typed character starts a new one). */
void tb_seal_undo(TextBuf *tb);

#endif
