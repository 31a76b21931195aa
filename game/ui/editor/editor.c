/* editor.c - the code editor widget's state and input (see editor.h; drawing is editor_draw.c).
 * Keys while focused:
 *   typing (SDL_TEXTINPUT)        insert; "}" on a blank line dedents it first
 *   Left/Right, Ctrl+Left/Right   a character / a word       (Shift: extend the selection)
 *   Up/Down, PageUp/PageDown      a line / a page
 *   Home, End                     first non-space then column 0 / line end
 *   Ctrl+Home, Ctrl+End           start / end of the program
 *   Backspace, Delete             a character (a whole indent level inside indentation);
 *                                 with Ctrl a word; with a selection the selection
 *   Enter                         new line with auto-indent
 *   Tab, Shift+Tab                spaces to the next stop or indent lines / dedent lines
 *   Ctrl+A, Ctrl+C, Ctrl+X, Ctrl+V   select all, copy, cut, paste (the system clipboard)
 *   Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z  undo, redo, redo
 *   Escape                        leave the editor (unfocus)
 * Mouse: a click places the caret (Shift+click extends), drag selects, double-click selects a
 * word, triple-click or a click on a line number selects the line, the wheel scrolls. */
#include "ui/editor/editor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"

#define EDITOR_MESSAGE_TICKS 240 /* 4 s */

bool editor_init(Editor *ed)
{
    memset(ed, 0, sizeof *ed);
    ed->reveal_line = -1;
    ed->page_lines = 10;
    return tb_init(&ed->buf);
}

void editor_free(Editor *ed)
{
    editor_glyphs_free(&ed->glyphs);
    tb_free(&ed->buf);
    memset(ed, 0, sizeof *ed);
}

void editor_show_message(Editor *ed, const char *text)
{
    snprintf(ed->message, sizeof ed->message, "%s", text ? text : "");
    ed->message_until = ed->ticks + EDITOR_MESSAGE_TICKS;
}

/* After an edit or a move: show the status if it needs words, keep the caret in view. */
static void after(Editor *ed, TbStatus st)
{
    const char *why = tb_status_message(st);
    if (*why) editor_show_message(ed, _(why));
    else if (st == TB_OK && ed->buf.changes != ed->seen_changes) ed->message_until = 0; /* an edit worked */
    ed->seen_changes = ed->buf.changes;
    ed->follow_caret = true;
    ed->blink_start = ed->ticks;
}

bool editor_set_text(Editor *ed, const char *text)
{
    TbStatus st = tb_set_text(&ed->buf, text, text ? strlen(text) : 0);
    if (st != TB_OK) {
        after(ed, st);
        return false;
    }
    ed->scroll_line = ed->scroll_col = 0;
    ed->run_mark = EDITOR_RUN_NONE;
    editor_clear_errors(ed);
    after(ed, st);
    return true;
}

char *editor_get_text(const Editor *ed) { return tb_get_text(&ed->buf, NULL); }

void editor_update(Editor *ed)
{
    ed->ticks++;
    /* dragging a selection above or below the text scrolls it, a line every 3 ticks */
    if (ed->dragging && ed->ticks % 3 == 0 && ed->text_rect.h > 0) {
        int top = ed->text_rect.y, bottom = ed->text_rect.y + ed->text_rect.h;
        int dy = ed->mouse_y < top ? -1 : ed->mouse_y >= bottom ? 1 : 0;
        if (dy) {
            tb_move_lines(&ed->buf, dy, true);
            ed->follow_caret = true;
        }
    }
}

void editor_set_errors(Editor *ed, const LangErrors *errors)
{
    editor_clear_errors(ed);
    if (!errors) return;
    ed->errors = *errors;
    if (ed->errors.count < 0) ed->errors.count = 0;
    if (ed->errors.count > LANG_MAX_ERRORS) ed->errors.count = LANG_MAX_ERRORS;
    if (ed->errors.count > 0) ed->reveal_line = ed->errors.items[0].line - 1;
}

void editor_clear_errors(Editor *ed) { memset(&ed->errors, 0, sizeof ed->errors); }

void editor_set_run_span(Editor *ed, LangSpan span, EditorRunMark mark)
{
    ed->run_span = span;
    ed->run_mark = mark;
    if (mark != EDITOR_RUN_NONE) ed->reveal_line = span.line - 1;
}

void editor_set_read_only(Editor *ed, bool read_only) { ed->buf.read_only = read_only; }

void editor_set_focus(Editor *ed, bool focused)
{
    if (focused && !ed->focused) SDL_StartTextInput();
    ed->focused = focused;
    ed->dragging = false;
    ed->blink_start = ed->ticks;
}

int editor_line_count(const Editor *ed) { return tb_line_count(&ed->buf); }

void editor_cursor(const Editor *ed, int *line, int *column)
{
    TbPos c = tb_clamp(&ed->buf, ed->buf.cursor);
    if (line) *line = c.line + 1;
    if (column) *column = tb_char_col(&ed->buf, c) + 1;
}

unsigned editor_changes(const Editor *ed) { return ed->buf.changes; }

bool editor_undo(Editor *ed, bool redo)
{
    unsigned before = ed->buf.changes;
    after(ed, redo ? tb_redo(&ed->buf) : tb_undo(&ed->buf));
    return ed->buf.changes != before;
}

/* ---- clipboard -------------------------------------------------------------------------- */

static void copy_selection(Editor *ed)
{
    if (!tb_has_selection(&ed->buf)) return;
    char *text = tb_selected_text(&ed->buf, NULL);
    if (text && SDL_SetClipboardText(text) != 0) editor_show_message(ed, _("Copying did not work."));
    free(text);
}

static void paste(Editor *ed)
{
    if (ed->buf.read_only) {
        after(ed, TB_READ_ONLY);
        return;
    }
    char *text = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
    if (text && *text) after(ed, tb_insert(&ed->buf, text, strlen(text)));
    SDL_free(text);
}

/* ---- keys ------------------------------------------------------------------------------- */

static bool key_down(Editor *ed, const SDL_KeyboardEvent *key)
{
    TextBuf *tb = &ed->buf;
    SDL_Keycode k = key->keysym.sym;
    /* AltGr arrives as Ctrl+Alt on Windows: those keys type letters (Polish ą ć ź), no shortcuts */
    bool ctrl = (key->keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0 && !(key->keysym.mod & KMOD_ALT);
    bool shift = (key->keysym.mod & KMOD_SHIFT) != 0;
    TbStatus st = TB_OK;
    switch (k) {
    case SDLK_LEFT: ctrl ? tb_move_word(tb, -1, shift) : tb_move_char(tb, -1, shift); break;
    case SDLK_RIGHT: ctrl ? tb_move_word(tb, 1, shift) : tb_move_char(tb, 1, shift); break;
    case SDLK_UP: tb_move_lines(tb, -1, shift); break;
    case SDLK_DOWN: tb_move_lines(tb, 1, shift); break;
    case SDLK_PAGEUP:
    case SDLK_PAGEDOWN: {
        int page = ed->page_lines > 2 ? ed->page_lines - 1 : 1;
        if (k == SDLK_PAGEUP) page = -page;
        tb_move_lines(tb, page, shift);
        ed->scroll_line += page;
        if (ed->scroll_line < 0) ed->scroll_line = 0;
        break;
    }
    case SDLK_HOME: ctrl ? tb_move_doc_start(tb, shift) : tb_move_home(tb, shift); break;
    case SDLK_END: ctrl ? tb_move_doc_end(tb, shift) : tb_move_end(tb, shift); break;
    case SDLK_BACKSPACE:
    case SDLK_DELETE:
        if (tb->read_only) {
            st = TB_READ_ONLY;
        } else if (ctrl && !tb_has_selection(tb)) {
            tb_move_word(tb, k == SDLK_DELETE ? 1 : -1, true);
            st = tb_delete_selection(tb);
        } else {
            st = k == SDLK_DELETE ? tb_delete_forward(tb) : tb_delete_backward(tb);
        }
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: st = tb_newline(tb); break;
    case SDLK_TAB: st = shift ? tb_dedent(tb) : tb_indent(tb); break;
    case SDLK_ESCAPE: editor_set_focus(ed, false); return true;
    default:
        if (ctrl && k == SDLK_a) tb_select_all(tb);
        else if (ctrl && k == SDLK_c) copy_selection(ed);
        else if (ctrl && k == SDLK_x) {
            if (tb->read_only) st = TB_READ_ONLY;
            else if (tb_has_selection(tb)) {
                copy_selection(ed);
                st = tb_delete_selection(tb);
            }
        } else if (ctrl && k == SDLK_v) paste(ed);
        else if (ctrl && k == SDLK_z) st = shift ? tb_redo(tb) : tb_undo(tb);
        else if (ctrl && k == SDLK_y) st = tb_redo(tb);
        else if (!ctrl && k >= SDLK_SPACE && k < 127) return true; /* its text comes as TEXTINPUT */
        else return false;
    }
    after(ed, st);
    return true;
}

/* ---- mouse ------------------------------------------------------------------------------ */

/* The text position under a point, using the last drawn layout. */
static TbPos hit(const Editor *ed, int x, int y)
{
    if (ed->row_count == 0 || ed->cell_w <= 0) return ed->buf.cursor;
    int line = ed->rows[ed->row_count - 1].line + 1;
    if (y < ed->rows[0].y) {
        line = ed->rows[0].line - 1;
    } else {
        for (int i = 0; i < ed->row_count; i++)
            if (y < ed->rows[i].y + ed->rows[i].h) {
                line = ed->rows[i].line;
                break;
            }
    }
    if (line < 0) return (TbPos){0, 0};
    int col = ed->scroll_col + (x - ed->text_rect.x + ed->cell_w / 2) / ed->cell_w;
    if (x < ed->text_rect.x) col = ed->scroll_col;
    return tb_pos_from_chars(&ed->buf, line, col < 0 ? 0 : col);
}

static bool inside(SDL_Rect r, int x, int y)
{
    SDL_Point p = {x, y};
    return SDL_PointInRect(&p, &r);
}

static void scroll_by(Editor *ed, int lines, int cols)
{
    /* up to the last line at the top, as Page Down goes: its error bubbles under it come into view */
    int max = tb_line_count(&ed->buf) - 1;
    ed->scroll_line += lines;
    if (ed->scroll_line > max) ed->scroll_line = max;
    if (ed->scroll_line < 0) ed->scroll_line = 0;
    ed->scroll_col += cols;
    if (ed->scroll_col < 0) ed->scroll_col = 0;
}

static bool mouse(Editor *ed, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_MOUSEBUTTONDOWN: {
        const SDL_MouseButtonEvent *b = &ev->button;
        if (!inside(ed->area, b->x, b->y)) {
            if (ed->focused) editor_set_focus(ed, false);
            return false;
        }
        if (b->button != SDL_BUTTON_LEFT) return true;
        if (!ed->focused) editor_set_focus(ed, true);
        TbPos p = hit(ed, b->x, b->y);
        if (b->clicks >= 3 || b->x < ed->text_rect.x) tb_select_line_at(&ed->buf, p);
        else if (b->clicks == 2) tb_select_word_at(&ed->buf, p);
        else tb_set_cursor(&ed->buf, p, (SDL_GetModState() & KMOD_SHIFT) != 0);
        ed->dragging = b->clicks < 2;
        after(ed, TB_OK);
        return true;
    }
    case SDL_MOUSEMOTION:
        ed->mouse_x = ev->motion.x;
        ed->mouse_y = ev->motion.y;
        if (!ed->dragging) return false;
        tb_set_cursor(&ed->buf, hit(ed, ev->motion.x, ev->motion.y), true);
        after(ed, TB_OK);
        return true;
    case SDL_MOUSEBUTTONUP:
        if (ev->button.button != SDL_BUTTON_LEFT || !ed->dragging) return false;
        ed->dragging = false;
        return true;
    case SDL_MOUSEWHEEL: {
        if (!inside(ed->area, ed->mouse_x, ed->mouse_y)) return false;
        int dy = ev->wheel.y, dx = ev->wheel.x;
        if (ev->wheel.direction == SDL_MOUSEWHEEL_FLIPPED) dy = -dy, dx = -dx;
        if (SDL_GetModState() & KMOD_SHIFT) dx = dy, dy = 0;
        scroll_by(ed, -dy * 3, dx * 4);
        return true;
    }
    default:
        return false;
    }
}

bool editor_event(Editor *ed, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_TEXTINPUT:
        if (!ed->focused) return false;
        after(ed, tb_type(&ed->buf, ev->text.text, strlen(ev->text.text)));
        return true;
    case SDL_KEYDOWN:
        return ed->focused && key_down(ed, &ev->key);
    case SDL_KEYUP:
        return ed->focused;
    default:
        return mouse(ed, ev);
    }
}

int editor_still_for(const Editor *ed)
{
    if (ed->dragging) return 0;
    int n = -1;
    if (ed->message[0] && ed->ticks < ed->message_until) n = (int)(ed->message_until - ed->ticks);
    if (ed->focused && ed->ticks - ed->blink_start < GFX_CALM_TICKS)
        n = still_min(n, 32 - (int)((ed->ticks - ed->blink_start) % 32));
    return n;
}

char *editor_text_if_changed(const Editor *ed, unsigned *seen, int *valid)
{
    if (*valid && *seen == editor_changes(ed)) return NULL;
    char *text = editor_get_text(ed);
    if (!text) return NULL;
    *seen = editor_changes(ed);
    *valid = 1;
    return text;
}
