/* editor.h - the code editor widget pupils type their programs in: a light rounded panel with
 * line numbers, syntax colours from the language's lexer, a blinking caret, selection, mouse
 * and keyboard editing, clipboard, undo/redo, error markers with message bubbles, and the
 * running statement's highlight. Editing lives in textbuf.h (pure, unit-tested); this is the
 * SDL face: editor.c handles input, editor_draw.c draws (only the visible lines).
 *
 * The caller owns an Editor: editor_init, then editor_free before the renderer and SDL_ttf go
 * (the editor keeps its own glyph texture for the mono font). Feed it every SDL event, call
 * editor_update once per tick (caret blink, messages) and editor_draw once per frame. */
#ifndef UI_EDITOR_H
#define UI_EDITOR_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>
#include <stdint.h>

#include "ui/widgets/gfx.h"
#include "lang/lang.h"
#include "ui/editor/textbuf.h"

typedef enum EditorRunMark {
    EDITOR_RUN_NONE = 0, /* no statement marked */
    EDITOR_RUN_RUNNING,  /* soft band on the running statement's lines, an arrow in the gutter */
    EDITOR_RUN_FAILED    /* red band and a marker: the statement the program stopped at */
} EditorRunMark;

#define EDITOR_MAX_ROWS 160     /* visible rows kept for mouse hits */
#define EDITOR_GLYPH_SLOTS 256  /* 16 x 16 cells: printable ASCII, then a round robin of others */

/* One visible line as last drawn: its top and its height (taller with error bubbles). */
typedef struct EditorRow {
    int line, y, h;
} EditorRow;

/* The mono font's glyphs in one white texture, tinted per token when drawn (editor_draw.c). */
typedef struct EditorGlyphs {
    SDL_Renderer *renderer;
    TTF_Font *font, *fallback;
    int px, cell_w, cell_h;
    SDL_Texture *atlas;
    uint32_t slot_cp[EDITOR_GLYPH_SLOTS];
    int next_slot;
} EditorGlyphs;

typedef struct Editor {
    TextBuf buf;               /* the text; read it with editor_get_text or textbuf.h */
    bool focused;              /* keys and text go to the editor */
    int font_px;               /* 0: 18 / 22 / 28 px following the text-size setting */
    const char *placeholder;   /* shown while the text is empty; not owned; NULL: none */
    /* view */
    int scroll_line, scroll_col;
    bool follow_caret;         /* bring the caret into view at the next draw */
    int reveal_line;           /* bring this line into view at the next draw, -1 none */
    /* layout of the last draw, for the mouse */
    SDL_Rect area, text_rect;
    int line_h, cell_w, gutter_w, page_lines;
    EditorRow rows[EDITOR_MAX_ROWS];
    int row_count;
    int bubble_h[LANG_MAX_ERRORS];
    /* input and time */
    bool dragging;
    int mouse_x, mouse_y;
    uint64_t ticks, blink_start;
    /* marks */
    LangErrors errors;
    LangSpan run_span;
    EditorRunMark run_mark;
    char message[320];         /* a short notice at the bottom ("too much text"...), translated */
    uint64_t message_until;
    unsigned seen_changes;     /* buf.changes when the last message could have been cleared */
    EditorGlyphs glyphs;
} Editor;

/* An empty, unfocused, editable editor. Returns false when out of memory. */
bool editor_init(Editor *ed);
void editor_free(Editor *ed);
/* Load a program (clears undo, errors and the run mark; works while read-only). False with a
 * message shown when the text is too long. */
bool editor_set_text(Editor *ed, const char *text);
/* The whole text, NUL-terminated; the caller frees it with free(). NULL when out of memory. */
char *editor_get_text(const Editor *ed);
/* Handle an event; true when the editor used it (keys only while focused; a click inside
 * focuses it, a click outside unfocuses it and returns false). See editor.c for the keys. */
bool editor_event(Editor *ed, const SDL_Event *ev);
/* Ticks the editor's picture stays as it is without input: the caret's next blink while focused,
 * its message's end; 0 while a drag scrolls it; -1 until input. */
int editor_still_for(const Editor *ed);
/* Once per game tick (1/60 s): caret blink and message timeout. */
void editor_update(Editor *ed);
/* Draw into area (logical pixels); remembers the layout for the mouse. */
void editor_draw(Editor *ed, Gfx *g, SDL_Rect area);

/* Error markers (a copy is kept): gutter marker, wavy underline, message bubble below the
 * line. The first error's line is scrolled into view. */
void editor_set_errors(Editor *ed, const LangErrors *errors);
void editor_clear_errors(Editor *ed);
/* Mark the running statement (or the failed one); EDITOR_RUN_NONE clears. */
void editor_set_run_span(Editor *ed, LangSpan span, EditorRunMark mark);
/* While a program runs the text is read-only: edits are refused with a message. */
void editor_set_read_only(Editor *ed, bool read_only);
void editor_set_focus(Editor *ed, bool focused);
/* Show a short notice at the bottom of the editor for a few seconds. */
void editor_show_message(Editor *ed, const char *text);

int editor_line_count(const Editor *ed);
/* The caret as 1-based line and 1-based character column (like LangSpan). */
void editor_cursor(const Editor *ed, int *line, int *column);
/* Grows on every change of the text (typing, undo, set): compare it to clear stale errors. */
unsigned editor_changes(const Editor *ed);
/* The text when it changed since *seen (editor_changes() then; *valid 0: never seen), malloc'd,
 * and *seen updated; NULL when unchanged (or out of memory). */
char *editor_text_if_changed(const Editor *ed, unsigned *seen, int *valid);
/* Undo (or redo) the last edit, as Ctrl+Z / Ctrl+Y do (for Undo and Redo buttons). Returns
 * true when something changed. */
bool editor_undo(Editor *ed, bool redo);

/* Shared by editor.c and editor_draw.c only. */
void editor_glyphs_free(EditorGlyphs *gl);

#endif
