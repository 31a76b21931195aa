/* textbuf.c - the code editor's editing model (see textbuf.h). Pure C, no SDL.
 * Two primitives change the text, raw_insert and raw_delete; both are atomic (on failure the
 * text is unchanged) and linear in the text they touch, so a 200,000-line paste and its undo
 * each shift the line array once. Every public edit records its primitives in an undo group.
 * Long file: one data structure; every edit, the undo log and the cursor rules touch the same
 * line array and must be read together. */
#include "ui/editor/textbuf.h"

#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"

typedef enum EditKind { EDIT_INSERT = 0, EDIT_DELETE } EditKind;
typedef enum GroupKind { GROUP_OTHER = 0, GROUP_TYPE, GROUP_BACKSPACE, GROUP_DELETE } GroupKind;

/* INSERT: text now occupies [at, end). DELETE: text was [at, end) before it was removed. */
struct TbEdit {
    EditKind kind;
    TbPos at, end;
    char *text;
    size_t len;
};

struct TbGroup {
    GroupKind kind;
    TbEdit *edits;
    int count, capacity;
    TbPos cursor_before, anchor_before, cursor_after, anchor_after;
    size_t bytes;
};

/* ---- UTF-8 and characters ------------------------------------------------------------- */

static bool is_cont(unsigned char c) { return (c & 0xC0) == 0x80; }

/* Length of the valid UTF-8 sequence at s (avail bytes), or 0 when it is not valid. */
static int utf8_seq(const unsigned char *s, size_t avail)
{
    unsigned c = s[0];
    int n;
    unsigned cp, min;
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) n = 2, cp = c & 0x1F, min = 0x80;
    else if (c >= 0xE0 && c <= 0xEF) n = 3, cp = c & 0x0F, min = 0x800;
    else if (c >= 0xF0 && c <= 0xF4) n = 4, cp = c & 0x07, min = 0x10000;
    else return 0;
    if ((size_t)n > avail) return 0;
    for (int i = 1; i < n; i++) {
        if (!is_cont(s[i])) return 0;
        cp = cp << 6 | (s[i] & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return n;
}

/* Clean text for the buffer (see textbuf.h); writes to dst when not NULL. start_col is the
 * display column the text starts at (for tab stops). Returns the cleaned length. */
static size_t clean_text(const char *src, size_t len, int start_col, char *dst)
{
    const unsigned char *s = (const unsigned char *)src;
    size_t out = 0;
    int col = start_col;
    for (size_t i = 0; i < len;) {
        unsigned c = s[i];
        if (c == '\r' || c == '\n') {
            if (dst) dst[out] = '\n';
            out++;
            col = 0;
            i += (c == '\r' && i + 1 < len && s[i + 1] == '\n') ? 2 : 1;
        } else if (c == '\t') {
            int n = TB_INDENT - col % TB_INDENT;
            if (dst) memset(dst + out, ' ', (size_t)n);
            out += (size_t)n;
            col += n;
            i++;
        } else if (c < 0x20 || c == 0x7F) {
            i++;
        } else {
            int n = utf8_seq(s + i, len - i);
            if (n > 0) {
                if (dst) memcpy(dst + out, s + i, (size_t)n);
                out += (size_t)n;
                i += (size_t)n;
            } else {
                if (dst) memcpy(dst + out, "\xEF\xBF\xBD", 3);
                out += 3;
                i++;
            }
            col++;
        }
    }
    return out;
}

/* A malloc'd cleaned copy (NULL when out of memory; *out_len gets the length). */
static char *clean_copy(const char *src, size_t len, int start_col, size_t *out_len)
{
    if (!src) len = 0;
    size_t n = clean_text(src, len, start_col, NULL);
    char *dst = malloc(n + 1);
    if (!dst) return NULL;
    clean_text(src, len, start_col, dst);
    dst[n] = '\0';
    *out_len = n;
    return dst;
}

/* 0 space, 1 word (letters, digits, _, anything beyond ASCII), 2 punctuation. */
static int char_class(unsigned char c)
{
    if (c == ' ') return 0;
    if (c >= 0x80 || c == '_' || (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z'))
        return 1;
    return 2;
}

static int next_boundary(const TbLine *l, int col)
{
    if (col >= l->len) return l->len;
    col++;
    while (col < l->len && is_cont((unsigned char)l->text[col])) col++;
    return col;
}

static int prev_boundary(const TbLine *l, int col)
{
    if (col <= 0) return 0;
    col--;
    while (col > 0 && is_cont((unsigned char)l->text[col])) col--;
    return col;
}

static int leading_spaces(const TbLine *l)
{
    int n = 0;
    while (n < l->len && l->text[n] == ' ') n++;
    return n;
}

static int pos_cmp(TbPos a, TbPos b)
{
    if (a.line != b.line) return a.line < b.line ? -1 : 1;
    return (a.col > b.col) - (a.col < b.col);
}

/* Where text of len bytes ends when it starts at p. */
static TbPos pos_after(TbPos p, const char *text, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        if (text[i] == '\n') {
            p.line++;
            p.col = 0;
        } else {
            p.col++;
        }
    }
    return p;
}

/* ---- lines ---------------------------------------------------------------------------- */

static bool line_reserve(TbLine *l, int need)
{
    if (need <= l->cap) return true;
    int cap = l->cap < 16 ? 16 : l->cap;
    while (cap < need) cap = cap > (1 << 29) ? need : cap * 2;
    char *t = realloc(l->text, (size_t)cap);
    if (!t) return false;
    l->text = t;
    l->cap = cap;
    return true;
}

static bool lines_reserve(TextBuf *tb, int need)
{
    if (need <= tb->capacity) return true;
    int cap = tb->capacity < 64 ? 64 : tb->capacity;
    while (cap < need) cap *= 2;
    TbLine *t = realloc(tb->lines, (size_t)cap * sizeof *t);
    if (!t) return false;
    tb->lines = t;
    tb->capacity = cap;
    return true;
}

static size_t range_bytes(const TextBuf *tb, TbPos a, TbPos b)
{
    if (a.line == b.line) return (size_t)(b.col - a.col);
    size_t n = (size_t)(tb->lines[a.line].len - a.col) + 1 + (size_t)b.col;
    for (int l = a.line + 1; l < b.line; l++) n += (size_t)tb->lines[l].len + 1;
    return n;
}

/* A malloc'd, NUL-terminated copy of [a, b) (ordered, clamped). */
static char *copy_range(const TextBuf *tb, TbPos a, TbPos b, size_t *len_out)
{
    size_t n = range_bytes(tb, a, b), k = 0;
    char *out = malloc(n + 1);
    if (!out) return NULL;
    for (int l = a.line; l <= b.line; l++) {
        const TbLine *line = &tb->lines[l];
        int from = l == a.line ? a.col : 0, to = l == b.line ? b.col : line->len;
        if (to > from) memcpy(out + k, line->text + from, (size_t)(to - from));
        k += (size_t)(to - from);
        if (l < b.line) out[k++] = '\n';
    }
    out[k] = '\0';
    if (len_out) *len_out = k;
    return out;
}

/* Insert cleaned text at p (clamped). Atomic; builds all new lines in one pass. */
static TbStatus raw_insert(TextBuf *tb, TbPos p, const char *text, size_t len, TbPos *end)
{
    p = tb_clamp(tb, p);
    *end = p;
    if (len == 0) return TB_OK;
    int nl = 0;
    for (size_t i = 0; i < len; i++) nl += text[i] == '\n';
    TbLine *line = &tb->lines[p.line];
    if (nl == 0) {
        if (!line_reserve(line, line->len + (int)len)) return TB_NO_MEMORY;
        memmove(line->text + p.col + len, line->text + p.col, (size_t)(line->len - p.col));
        memcpy(line->text + p.col, text, len);
        line->len += (int)len;
        *end = (TbPos){p.line, p.col + (int)len};
    } else {
        if (!lines_reserve(tb, tb->count + nl)) return TB_NO_MEMORY;
        line = &tb->lines[p.line];
        TbLine *fresh = calloc((size_t)nl, sizeof *fresh);
        size_t first_len = (size_t)((const char *)memchr(text, '\n', len) - text); /* nl > 0 */
        if (!fresh || !line_reserve(line, p.col + (int)first_len)) {
            free(fresh);
            return TB_NO_MEMORY;
        }
        int suffix = line->len - p.col;
        size_t at = first_len + 1;
        for (int k = 0; k < nl; k++) {
            const char *stop = memchr(text + at, '\n', len - at);
            size_t seg = stop ? (size_t)(stop - (text + at)) : len - at;
            int need = (int)seg + (k == nl - 1 ? suffix : 0);
            if (need > 0 && !(fresh[k].text = malloc((size_t)need))) {
                for (int j = 0; j < k; j++) free(fresh[j].text);
                free(fresh);
                return TB_NO_MEMORY;
            }
            if (seg) memcpy(fresh[k].text, text + at, seg);
            if (k == nl - 1 && suffix) memcpy(fresh[k].text + seg, line->text + p.col, (size_t)suffix);
            fresh[k].len = fresh[k].cap = need;
            at += seg + 1;
        }
        if (first_len) memcpy(line->text + p.col, text, first_len);
        line->len = p.col + (int)first_len;
        memmove(&tb->lines[p.line + 1 + nl], &tb->lines[p.line + 1],
                (size_t)(tb->count - p.line - 1) * sizeof *tb->lines);
        memcpy(&tb->lines[p.line + 1], fresh, (size_t)nl * sizeof *fresh);
        tb->count += nl;
        free(fresh);
        *end = (TbPos){p.line + nl, tb->lines[p.line + nl].len - suffix};
    }
    tb->bytes += len;
    tb->changes++;
    return TB_OK;
}

/* Delete [a, b) (ordered, clamped). Atomic; the joined lines are shifted once. */
static TbStatus raw_delete(TextBuf *tb, TbPos a, TbPos b)
{
    a = tb_clamp(tb, a);
    b = tb_clamp(tb, b);
    if (pos_cmp(a, b) > 0) {
        TbPos t = a;
        a = b;
        b = t;
    }
    if (!pos_cmp(a, b)) return TB_OK;
    size_t n = range_bytes(tb, a, b);
    TbLine *first = &tb->lines[a.line];
    if (a.line == b.line) {
        memmove(first->text + a.col, first->text + b.col, (size_t)(first->len - b.col));
        first->len -= b.col - a.col;
    } else {
        TbLine *last = &tb->lines[b.line];
        int tail = last->len - b.col;
        if (!line_reserve(first, a.col + tail)) return TB_NO_MEMORY;
        if (tail) memcpy(first->text + a.col, last->text + b.col, (size_t)tail);
        first->len = a.col + tail;
        for (int l = a.line + 1; l <= b.line; l++) free(tb->lines[l].text);
        memmove(&tb->lines[a.line + 1], &tb->lines[b.line + 1],
                (size_t)(tb->count - b.line - 1) * sizeof *tb->lines);
        tb->count -= b.line - a.line;
    }
    tb->bytes -= n;
    tb->changes++;
    return TB_OK;
}

/* ---- undo groups ---------------------------------------------------------------------- */

static void group_free(TbGroup *g)
{
    for (int i = 0; i < g->count; i++) free(g->edits[i].text);
    free(g->edits);
    memset(g, 0, sizeof *g);
}

static void drop_redo(TextBuf *tb)
{
    while (tb->group_count > tb->undo_count) {
        TbGroup *g = &tb->groups[--tb->group_count];
        tb->undo_bytes -= g->bytes;
        group_free(g);
    }
}

static void drop_oldest(TextBuf *tb)
{
    tb->undo_bytes -= tb->groups[0].bytes;
    group_free(&tb->groups[0]);
    memmove(&tb->groups[0], &tb->groups[1], (size_t)(tb->group_count - 1) * sizeof *tb->groups);
    tb->group_count--;
    tb->undo_count--;
}

static void clear_history(TextBuf *tb)
{
    tb->undo_count = 0;
    drop_redo(tb);
    tb->undo_bytes = 0;
    tb->seal = true;
}

/* The group the next edit goes in: the last one when kind continues it, else a new one.
 * NULL when out of memory (nothing changed). */
static TbGroup *begin_group(TextBuf *tb, GroupKind kind)
{
    if (kind != GROUP_OTHER && !tb->seal && tb->undo_count > 0 &&
        tb->undo_count == tb->group_count && tb->groups[tb->undo_count - 1].kind == kind &&
        !tb_has_selection(tb))
        return &tb->groups[tb->undo_count - 1];
    drop_redo(tb);
    if (tb->group_count == tb->group_capacity) {
        int cap = tb->group_capacity ? tb->group_capacity * 2 : 32;
        TbGroup *t = realloc(tb->groups, (size_t)cap * sizeof *t);
        if (!t) return NULL;
        tb->groups = t;
        tb->group_capacity = cap;
    }
    TbGroup *g = &tb->groups[tb->group_count++];
    memset(g, 0, sizeof *g);
    g->kind = kind;
    g->cursor_before = tb->cursor;
    g->anchor_before = tb->anchor;
    tb->undo_count = tb->group_count;
    return g;
}

static void end_group(TextBuf *tb, TbGroup *g)
{
    g->cursor_after = tb->cursor;
    g->anchor_after = tb->anchor;
    if (g->count == 0) { /* nothing happened: forget the step */
        group_free(g);
        tb->group_count--;
        tb->undo_count = tb->group_count;
        return;
    }
    tb->seal = g->kind == GROUP_OTHER;
    tb->goal_col = -1;
    while (tb->group_count > TB_UNDO_STEPS || (tb->undo_bytes > TB_UNDO_BYTES && tb->group_count > 1))
        drop_oldest(tb);
}

static TbEdit *push_edit(TbGroup *g)
{
    if (g->count == g->capacity) {
        int cap = g->capacity ? g->capacity * 2 : 4;
        TbEdit *t = realloc(g->edits, (size_t)cap * sizeof *t);
        if (!t) return NULL;
        g->edits = t;
        g->capacity = cap;
    }
    TbEdit *e = &g->edits[g->count++];
    memset(e, 0, sizeof *e);
    return e;
}

static void account(TextBuf *tb, TbGroup *g, size_t n)
{
    g->bytes += n;
    tb->undo_bytes += n;
}

/* Insert cleaned text at p and record it. */
static TbStatus do_insert(TextBuf *tb, TbGroup *g, TbPos p, const char *text, size_t len, TbPos *end)
{
    *end = p;
    if (len == 0) return TB_OK;
    TbEdit *last = g->count ? &g->edits[g->count - 1] : NULL;
    if (last && last->kind == EDIT_INSERT && !pos_cmp(last->end, p)) { /* typing on */
        char *t = realloc(last->text, last->len + len);
        if (!t) return TB_NO_MEMORY;
        last->text = t;
        TbStatus st = raw_insert(tb, p, text, len, end);
        if (st != TB_OK) return st;
        memcpy(last->text + last->len, text, len);
        last->len += len;
        last->end = *end;
        account(tb, g, len);
        return TB_OK;
    }
    char *copy = malloc(len);
    TbEdit *e = copy ? push_edit(g) : NULL;
    if (!e) {
        free(copy);
        return TB_NO_MEMORY;
    }
    TbStatus st = raw_insert(tb, p, text, len, end);
    if (st != TB_OK) {
        g->count--;
        free(copy);
        return st;
    }
    memcpy(copy, text, len);
    *e = (TbEdit){EDIT_INSERT, p, *end, copy, len};
    account(tb, g, len + sizeof *e);
    return TB_OK;
}

/* Delete [a, b) (ordered, clamped) and record it. */
static TbStatus do_delete(TextBuf *tb, TbGroup *g, TbPos a, TbPos b)
{
    if (!pos_cmp(a, b)) return TB_OK;
    size_t len;
    char *text = copy_range(tb, a, b, &len);
    if (!text) return TB_NO_MEMORY;
    TbEdit *last = g->count ? &g->edits[g->count - 1] : NULL;
    if (last && last->kind == EDIT_DELETE && (!pos_cmp(last->at, b) || !pos_cmp(last->at, a))) {
        bool back = !pos_cmp(last->at, b); /* Backspace: the new text goes in front */
        char *t = malloc(last->len + len);
        if (!t || raw_delete(tb, a, b) != TB_OK) {
            free(t);
            free(text);
            return TB_NO_MEMORY;
        }
        memcpy(t, back ? text : last->text, back ? len : last->len);
        memcpy(t + (back ? len : last->len), back ? last->text : text, back ? last->len : len);
        if (back) last->at = a;
        else last->end = pos_after(last->end, text, len);
        free(last->text);
        free(text);
        last->text = t;
        last->len += len;
        account(tb, g, len);
        return TB_OK;
    }
    TbEdit *e = push_edit(g);
    if (!e || raw_delete(tb, a, b) != TB_OK) {
        if (e) g->count--;
        free(text);
        return TB_NO_MEMORY;
    }
    *e = (TbEdit){EDIT_DELETE, a, b, text, len};
    account(tb, g, len + sizeof *e);
    return TB_OK;
}

/* ---- lifecycle ------------------------------------------------------------------------ */

bool tb_init(TextBuf *tb)
{
    memset(tb, 0, sizeof *tb);
    tb->goal_col = -1;
    tb->seal = true;
    if (!lines_reserve(tb, 1)) {
        tb->lines = NULL;
        return false;
    }
    tb->count = 1;
    tb->lines[0] = (TbLine){0};
    return true;
}

void tb_free(TextBuf *tb)
{
    clear_history(tb);
    free(tb->groups);
    for (int l = 0; l < tb->count; l++) free(tb->lines[l].text);
    free(tb->lines);
    memset(tb, 0, sizeof *tb);
}

/* A buffer whose tb_init failed has no lines; every entry point checks this first. */
static bool usable(const TextBuf *tb) { return tb && tb->lines && tb->count > 0; }

TbStatus tb_set_text(TextBuf *tb, const char *text, size_t len)
{
    if (!tb) return TB_NO_MEMORY;
    if (!text) len = 0;
    size_t n = clean_text(text, len, 0, NULL);
    if (n > TB_MAX_BYTES) return TB_TOO_BIG;
    size_t clen;
    char *clean = clean_copy(text, len, 0, &clen);
    TextBuf fresh;
    if (!clean || !tb_init(&fresh)) {
        free(clean);
        return TB_NO_MEMORY;
    }
    TbPos end;
    TbStatus st = raw_insert(&fresh, (TbPos){0, 0}, clean, clen, &end);
    free(clean);
    if (st != TB_OK) {
        tb_free(&fresh);
        return st;
    }
    bool ro = tb->read_only;
    unsigned changes = tb->changes;
    tb_free(tb);
    *tb = fresh;
    tb->read_only = ro;
    tb->changes = changes + 1;
    return TB_OK;
}

char *tb_get_text(const TextBuf *tb, size_t *len_out)
{
    if (!usable(tb)) {
        char *e = calloc(1, 1);
        if (len_out) *len_out = 0;
        return e;
    }
    TbLine *last = &tb->lines[tb->count - 1];
    return copy_range(tb, (TbPos){0, 0}, (TbPos){tb->count - 1, last->len}, len_out);
}

const char *tb_line(const TextBuf *tb, int line, int *len_out)
{
    if (!usable(tb) || line < 0 || line >= tb->count || !tb->lines[line].text) {
        if (len_out) *len_out = 0;
        return "";
    }
    if (len_out) *len_out = tb->lines[line].len;
    return tb->lines[line].text;
}

int tb_line_count(const TextBuf *tb) { return usable(tb) ? tb->count : 1; }

const char *tb_status_message(TbStatus status)
{
    switch (status) {
    /* English, marked for translation: the editor shows them through _() (editor.c) */
    /* TRANSLATORS: in the code editor; Stop is the button that stops the program */
    case TB_READ_ONLY: return N_("Your program is running, so it can't be changed now. Press Stop first.");
    case TB_TOO_BIG: return N_("That is too much text: a program can be at most 4 MB long.");
    case TB_NO_MEMORY: return N_("The computer ran out of memory, so the text was not changed.");
    default: return "";
    }
}

/* ---- positions ------------------------------------------------------------------------ */

TbPos tb_clamp(const TextBuf *tb, TbPos p)
{
    if (!usable(tb)) return (TbPos){0, 0};
    if (p.line < 0) p.line = 0;
    if (p.line >= tb->count) p.line = tb->count - 1;
    const TbLine *l = &tb->lines[p.line];
    if (p.col < 0) p.col = 0;
    if (p.col > l->len) p.col = l->len;
    while (p.col > 0 && p.col < l->len && is_cont((unsigned char)l->text[p.col])) p.col--;
    return p;
}

int tb_char_col(const TextBuf *tb, TbPos p)
{
    p = tb_clamp(tb, p);
    if (!usable(tb)) return 0;
    const TbLine *l = &tb->lines[p.line];
    int n = 0;
    for (int i = 0; i < p.col; i++) n += !is_cont((unsigned char)l->text[i]);
    return n;
}

TbPos tb_pos_from_chars(const TextBuf *tb, int line, int char_col)
{
    TbPos p = tb_clamp(tb, (TbPos){line, 0});
    if (!usable(tb)) return p;
    const TbLine *l = &tb->lines[p.line];
    for (int c = 0; c < char_col && p.col < l->len; c++) p.col = next_boundary(l, p.col);
    return p;
}

bool tb_has_selection(const TextBuf *tb) { return pos_cmp(tb->cursor, tb->anchor) != 0; }

void tb_selection(const TextBuf *tb, TbPos *start, TbPos *end)
{
    TbPos a = tb_clamp(tb, tb->anchor), c = tb_clamp(tb, tb->cursor);
    bool fwd = pos_cmp(a, c) <= 0;
    *start = fwd ? a : c;
    *end = fwd ? c : a;
}

/* ---- moves ---------------------------------------------------------------------------- */

static void place(TextBuf *tb, TbPos p, bool extend, bool keep_goal)
{
    tb->cursor = tb_clamp(tb, p);
    if (!extend) tb->anchor = tb->cursor;
    else tb->anchor = tb_clamp(tb, tb->anchor);
    if (!keep_goal) tb->goal_col = -1;
    tb->seal = true;
}

void tb_set_cursor(TextBuf *tb, TbPos p, bool extend)
{
    if (usable(tb)) place(tb, p, extend, false);
}

void tb_move_char(TextBuf *tb, int dir, bool extend)
{
    if (!usable(tb)) return;
    TbPos c = tb_clamp(tb, tb->cursor);
    if (!extend && tb_has_selection(tb)) { /* an arrow collapses the selection to its side */
        TbPos s, e;
        tb_selection(tb, &s, &e);
        place(tb, dir < 0 ? s : e, false, false);
        return;
    }
    const TbLine *l = &tb->lines[c.line];
    if (dir < 0) {
        if (c.col > 0) c.col = prev_boundary(l, c.col);
        else if (c.line > 0) c = (TbPos){c.line - 1, tb->lines[c.line - 1].len};
    } else {
        if (c.col < l->len) c.col = next_boundary(l, c.col);
        else if (c.line < tb->count - 1) c = (TbPos){c.line + 1, 0};
    }
    place(tb, c, extend, false);
}

void tb_move_word(TextBuf *tb, int dir, bool extend)
{
    if (!usable(tb)) return;
    TbPos c = tb_clamp(tb, tb->cursor);
    const TbLine *l = &tb->lines[c.line];
    if (dir < 0) {
        if (c.col == 0) {
            if (c.line > 0) c = (TbPos){c.line - 1, tb->lines[c.line - 1].len};
        } else {
            while (c.col > 0 && l->text[c.col - 1] == ' ') c.col--;
            if (c.col > 0) {
                int cls = char_class((unsigned char)l->text[prev_boundary(l, c.col)]);
                while (c.col > 0 && char_class((unsigned char)l->text[prev_boundary(l, c.col)]) == cls)
                    c.col = prev_boundary(l, c.col);
            }
        }
    } else {
        if (c.col >= l->len) {
            if (c.line < tb->count - 1) c = (TbPos){c.line + 1, 0};
        } else {
            while (c.col < l->len && l->text[c.col] == ' ') c.col++;
            if (c.col < l->len) {
                int cls = char_class((unsigned char)l->text[c.col]);
                while (c.col < l->len && char_class((unsigned char)l->text[c.col]) == cls)
                    c.col = next_boundary(l, c.col);
            }
        }
    }
    place(tb, c, extend, false);
}

void tb_move_lines(TextBuf *tb, int delta, bool extend)
{
    if (!usable(tb) || delta == 0) return;
    TbPos c = tb_clamp(tb, tb->cursor);
    if (tb->goal_col < 0) tb->goal_col = tb_char_col(tb, c);
    long target = (long)c.line + delta;
    if (target < 0) {
        c = (TbPos){0, 0};
    } else if (target >= tb->count) {
        c = (TbPos){tb->count - 1, tb->lines[tb->count - 1].len};
    } else {
        c = tb_pos_from_chars(tb, (int)target, tb->goal_col);
    }
    place(tb, c, extend, true);
}

void tb_move_home(TextBuf *tb, bool extend)
{
    if (!usable(tb)) return;
    TbPos c = tb_clamp(tb, tb->cursor);
    int first = leading_spaces(&tb->lines[c.line]);
    c.col = c.col == first ? 0 : first;
    place(tb, c, extend, false);
}

void tb_move_end(TextBuf *tb, bool extend)
{
    if (!usable(tb)) return;
    TbPos c = tb_clamp(tb, tb->cursor);
    c.col = tb->lines[c.line].len;
    place(tb, c, extend, false);
}

void tb_move_doc_start(TextBuf *tb, bool extend)
{
    if (usable(tb)) place(tb, (TbPos){0, 0}, extend, false);
}

void tb_move_doc_end(TextBuf *tb, bool extend)
{
    if (usable(tb)) place(tb, (TbPos){tb->count - 1, tb->lines[tb->count - 1].len}, extend, false);
}

void tb_select_all(TextBuf *tb)
{
    if (!usable(tb)) return;
    place(tb, (TbPos){0, 0}, false, false);
    place(tb, (TbPos){tb->count - 1, tb->lines[tb->count - 1].len}, true, false);
}

void tb_select_word_at(TextBuf *tb, TbPos p)
{
    if (!usable(tb)) return;
    p = tb_clamp(tb, p);
    const TbLine *l = &tb->lines[p.line];
    if (l->len == 0) {
        place(tb, p, false, false);
        return;
    }
    int at = p.col < l->len ? p.col : prev_boundary(l, p.col);
    int cls = char_class((unsigned char)l->text[at]);
    int s = at, e = next_boundary(l, at);
    while (s > 0 && char_class((unsigned char)l->text[prev_boundary(l, s)]) == cls) s = prev_boundary(l, s);
    while (e < l->len && char_class((unsigned char)l->text[e]) == cls) e = next_boundary(l, e);
    place(tb, (TbPos){p.line, s}, false, false);
    place(tb, (TbPos){p.line, e}, true, false);
}

void tb_select_line_at(TextBuf *tb, TbPos p)
{
    if (!usable(tb)) return;
    p = tb_clamp(tb, p);
    place(tb, (TbPos){p.line, 0}, false, false);
    TbPos e = p.line + 1 < tb->count ? (TbPos){p.line + 1, 0} : (TbPos){p.line, tb->lines[p.line].len};
    place(tb, e, true, false);
}

char *tb_selected_text(const TextBuf *tb, size_t *len_out)
{
    if (!usable(tb)) return tb_get_text(tb, len_out);
    TbPos s, e;
    tb_selection(tb, &s, &e);
    return copy_range(tb, s, e, len_out);
}

/* ---- edits ---------------------------------------------------------------------------- */

/* May the text change? Also clamps a cursor or anchor the caller set by hand. */
static TbStatus check_edit(TextBuf *tb)
{
    if (!usable(tb)) return TB_NO_MEMORY;
    tb->cursor = tb_clamp(tb, tb->cursor);
    tb->anchor = tb_clamp(tb, tb->anchor);
    return tb->read_only ? TB_READ_ONLY : TB_OK;
}

/* Replace the selection (or insert at the cursor) with cleaned text, as one step of kind. */
static TbStatus replace_with(TextBuf *tb, GroupKind kind, const char *clean, size_t len)
{
    TbPos s, e;
    tb_selection(tb, &s, &e);
    size_t removed = range_bytes(tb, s, e);
    if (tb->bytes - removed + len > TB_MAX_BYTES) return TB_TOO_BIG;
    if (!pos_cmp(s, e) && len == 0) return TB_NOTHING;
    TbGroup *g = begin_group(tb, kind);
    if (!g) return TB_NO_MEMORY;
    TbStatus st = do_delete(tb, g, s, e);
    TbPos end = s;
    if (st == TB_OK) {
        tb->cursor = tb->anchor = s;
        st = do_insert(tb, g, s, clean, len, &end);
    }
    if (st == TB_OK) tb->cursor = tb->anchor = end;
    end_group(tb, g);
    return st;
}

static TbStatus insert_as(TextBuf *tb, GroupKind kind, const char *text, size_t len)
{
    TbStatus st = check_edit(tb);
    if (st != TB_OK) return st;
    TbPos s, e;
    tb_selection(tb, &s, &e);
    if (!text) len = 0;
    if (clean_text(text, len, tb_char_col(tb, s), NULL) > TB_MAX_BYTES) return TB_TOO_BIG;
    size_t clen;
    char *clean = clean_copy(text, len, tb_char_col(tb, s), &clen);
    if (!clean) return TB_NO_MEMORY;
    if (kind == GROUP_TYPE && memchr(clean, '\n', clen)) kind = GROUP_OTHER;
    st = replace_with(tb, kind, clean, clen);
    free(clean);
    return st;
}

TbStatus tb_insert(TextBuf *tb, const char *text, size_t len)
{
    if (usable(tb)) tb->seal = true;
    return insert_as(tb, GROUP_OTHER, text, len);
}

TbStatus tb_type(TextBuf *tb, const char *text, size_t len)
{
    TbStatus st = check_edit(tb);
    if (st != TB_OK) return st;
    if (text && len == 1 && text[0] == '}' && !tb_has_selection(tb)) {
        TbPos c = tb_clamp(tb, tb->cursor);
        const TbLine *l = &tb->lines[c.line];
        int sp = leading_spaces(l);
        if (sp > 0 && sp == l->len) { /* a line of only spaces: dedent, then the brace */
            if (tb->bytes + 1 > TB_MAX_BYTES) return TB_TOO_BIG;
            int keep = sp - (sp % TB_INDENT ? sp % TB_INDENT : TB_INDENT);
            TbGroup *g = begin_group(tb, GROUP_OTHER);
            if (!g) return TB_NO_MEMORY;
            TbPos end;
            st = do_delete(tb, g, (TbPos){c.line, keep}, (TbPos){c.line, sp});
            if (st == TB_OK) {
                tb->cursor = tb->anchor = (TbPos){c.line, keep};
                st = do_insert(tb, g, tb->cursor, "}", 1, &end);
                if (st == TB_OK) tb->cursor = tb->anchor = end;
            }
            end_group(tb, g);
            return st;
        }
    }
    if (tb_has_selection(tb)) tb->seal = true;
    return insert_as(tb, GROUP_TYPE, text, len);
}

TbStatus tb_newline(TextBuf *tb)
{
    TbStatus st = check_edit(tb);
    if (st != TB_OK) return st;
    TbPos s, e;
    tb_selection(tb, &s, &e);
    const TbLine *first = &tb->lines[s.line], *last = &tb->lines[e.line];
    int indent = leading_spaces(first);
    if (indent > s.col) indent = s.col;
    int before = s.col;
    while (before > 0 && first->text[before - 1] == ' ') before--;
    bool opens = before > 0 && first->text[before - 1] == '{';
    while (e.col < last->len && last->text[e.col] == ' ') e.col++; /* the new line's indent replaces them */
    bool closes = opens && e.col < last->len && last->text[e.col] == '}';
    int inner = indent + (opens ? TB_INDENT : 0);
    size_t len = 1 + (size_t)inner + (closes ? 1 + (size_t)indent : 0);
    if (tb->bytes - range_bytes(tb, s, e) + len > TB_MAX_BYTES) return TB_TOO_BIG;
    char *text = malloc(len);
    if (!text) return TB_NO_MEMORY;
    text[0] = '\n';
    memset(text + 1, ' ', (size_t)inner);
    if (closes) {
        text[1 + inner] = '\n';
        memset(text + 2 + inner, ' ', (size_t)indent);
    }
    tb->seal = true;
    TbGroup *g = begin_group(tb, GROUP_OTHER);
    if (!g) {
        free(text);
        return TB_NO_MEMORY;
    }
    st = do_delete(tb, g, s, e);
    if (st == TB_OK) {
        tb->cursor = tb->anchor = s;
        TbPos end;
        st = do_insert(tb, g, s, text, len, &end);
        if (st == TB_OK) tb->cursor = tb->anchor = (TbPos){s.line + 1, inner};
    }
    free(text);
    end_group(tb, g);
    return st;
}

static TbStatus delete_range(TextBuf *tb, GroupKind kind, TbPos a, TbPos b)
{
    TbGroup *g = begin_group(tb, kind);
    if (!g) return TB_NO_MEMORY;
    TbStatus st = do_delete(tb, g, a, b);
    if (st == TB_OK) tb->cursor = tb->anchor = a;
    end_group(tb, g);
    return st;
}

TbStatus tb_delete_selection(TextBuf *tb)
{
    TbStatus st = check_edit(tb);
    if (st != TB_OK) return st;
    if (!tb_has_selection(tb)) return TB_NOTHING;
    TbPos s, e;
    tb_selection(tb, &s, &e);
    tb->seal = true;
    return delete_range(tb, GROUP_OTHER, s, e);
}

TbStatus tb_delete_backward(TextBuf *tb)
{
    TbStatus st = check_edit(tb);
    if (st != TB_OK) return st;
    if (tb_has_selection(tb)) return tb_delete_selection(tb);
    TbPos c = tb_clamp(tb, tb->cursor), a = c;
    const TbLine *l = &tb->lines[c.line];
    if (c.col == 0) {
        if (c.line == 0) return TB_NOTHING;
        a = (TbPos){c.line - 1, tb->lines[c.line - 1].len};
    } else if (leading_spaces(l) >= c.col) { /* inside the indentation: one level */
        a.col = c.col - (c.col % TB_INDENT ? c.col % TB_INDENT : TB_INDENT);
    } else {
        a.col = prev_boundary(l, c.col);
    }
    return delete_range(tb, GROUP_BACKSPACE, a, c);
}

TbStatus tb_delete_forward(TextBuf *tb)
{
    TbStatus st = check_edit(tb);
    if (st != TB_OK) return st;
    if (tb_has_selection(tb)) return tb_delete_selection(tb);
    TbPos c = tb_clamp(tb, tb->cursor), b = c;
    const TbLine *l = &tb->lines[c.line];
    if (c.col >= l->len) {
        if (c.line >= tb->count - 1) return TB_NOTHING;
        b = (TbPos){c.line + 1, 0};
    } else {
        b.col = next_boundary(l, c.col);
    }
    return delete_range(tb, GROUP_DELETE, c, b);
}

/* The lines a multi-line selection covers (a selection ending at column 0 leaves that line). */
static void selected_lines(const TextBuf *tb, int *first, int *last)
{
    TbPos s, e;
    tb_selection(tb, &s, &e);
    *first = s.line;
    *last = e.line > s.line && e.col == 0 ? e.line - 1 : e.line;
}

static TbPos shift_col(TbPos p, int first, int last, int line, int by)
{
    if (p.line == line && p.line >= first && p.line <= last) {
        if (by > 0 && p.col > 0) p.col += by;
        if (by < 0) p.col = p.col + by < 0 ? 0 : p.col + by;
    }
    return p;
}

TbStatus tb_indent(TextBuf *tb)
{
    TbStatus st = check_edit(tb);
    if (st != TB_OK) return st;
    TbPos s, e;
    tb_selection(tb, &s, &e);
    if (s.line == e.line) {
        char spaces[TB_INDENT];
        int n = TB_INDENT - tb_char_col(tb, s) % TB_INDENT;
        memset(spaces, ' ', sizeof spaces);
        tb->seal = true;
        return replace_with(tb, GROUP_OTHER, spaces, (size_t)n);
    }
    int first, last;
    selected_lines(tb, &first, &last);
    if (tb->bytes + (size_t)(last - first + 1) * TB_INDENT > TB_MAX_BYTES) return TB_TOO_BIG;
    TbGroup *g = begin_group(tb, GROUP_OTHER);
    if (!g) return TB_NO_MEMORY;
    for (int l = first; l <= last && st == TB_OK; l++) {
        if (tb->lines[l].len == 0) continue;
        TbPos end;
        st = do_insert(tb, g, (TbPos){l, 0}, "    ", TB_INDENT, &end);
        if (st == TB_OK) {
            tb->cursor = shift_col(tb->cursor, first, last, l, TB_INDENT);
            tb->anchor = shift_col(tb->anchor, first, last, l, TB_INDENT);
        }
    }
    end_group(tb, g);
    return st;
}

TbStatus tb_dedent(TextBuf *tb)
{
    TbStatus st = check_edit(tb);
    if (st != TB_OK) return st;
    int first, last, any = 0;
    selected_lines(tb, &first, &last);
    for (int l = first; l <= last && !any; l++) any = leading_spaces(&tb->lines[l]) > 0;
    if (!any) return TB_NOTHING;
    TbGroup *g = begin_group(tb, GROUP_OTHER);
    if (!g) return TB_NO_MEMORY;
    for (int l = first; l <= last && st == TB_OK; l++) {
        int sp = leading_spaces(&tb->lines[l]);
        int k = sp == 0 ? 0 : sp % TB_INDENT ? sp % TB_INDENT : TB_INDENT;
        if (k == 0) continue;
        st = do_delete(tb, g, (TbPos){l, 0}, (TbPos){l, k});
        if (st == TB_OK) {
            tb->cursor = shift_col(tb->cursor, first, last, l, -k);
            tb->anchor = shift_col(tb->anchor, first, last, l, -k);
        }
    }
    end_group(tb, g);
    return st;
}

/* ---- history -------------------------------------------------------------------------- */

TbStatus tb_undo(TextBuf *tb)
{
    TbStatus st = check_edit(tb);
    if (st != TB_OK) return st;
    if (tb->undo_count == 0) return TB_NOTHING;
    TbGroup *g = &tb->groups[tb->undo_count - 1];
    for (int i = g->count - 1; i >= 0 && st == TB_OK; i--) {
        TbEdit *e = &g->edits[i];
        TbPos end;
        st = e->kind == EDIT_INSERT ? raw_delete(tb, e->at, e->end)
                                    : raw_insert(tb, e->at, e->text, e->len, &end);
    }
    tb->undo_count--;
    tb->cursor = tb_clamp(tb, g->cursor_before);
    tb->anchor = tb_clamp(tb, g->anchor_before);
    tb->goal_col = -1;
    tb->seal = true;
    return st;
}

TbStatus tb_redo(TextBuf *tb)
{
    TbStatus st = check_edit(tb);
    if (st != TB_OK) return st;
    if (tb->undo_count >= tb->group_count) return TB_NOTHING;
    TbGroup *g = &tb->groups[tb->undo_count];
    for (int i = 0; i < g->count && st == TB_OK; i++) {
        TbEdit *e = &g->edits[i];
        TbPos end;
        st = e->kind == EDIT_INSERT ? raw_insert(tb, e->at, e->text, e->len, &end)
                                    : raw_delete(tb, e->at, e->end);
    }
    tb->undo_count++;
    tb->cursor = tb_clamp(tb, g->cursor_after);
    tb->anchor = tb_clamp(tb, g->anchor_after);
    tb->goal_col = -1;
    tb->seal = true;
    return st;
}

bool tb_can_undo(const TextBuf *tb) { return tb && tb->undo_count > 0; }
bool tb_can_redo(const TextBuf *tb) { return tb && tb->undo_count < tb->group_count; }
void tb_seal_undo(TextBuf *tb)
{
    if (tb) tb->seal = true;
}
