/* editor_draw.c - drawing the code editor (see editor.h): the panel, the line-number gutter,
 * ONLY the visible lines (so a 200,000-line text stays fast), each character from a glyph
 * atlas of the mono font tinted by the lexer's token kind, the selection, the caret, error
 * underlines, markers and message bubbles, the running statement's band, a scrollbar and the
 * notice. Depends on SDL2, SDL2_ttf, gfx.h and lang/lexer.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/editor/editor.h"
#include "lang/lexer.h"

#define ASCII_SLOTS 95      /* ' ' .. '~' stay in slots 0..94 */
#define LEX_MAX_BYTES 4000  /* longer lines are drawn in one colour */
#define LINE_TOKENS 600
#define BATCH_GLYPHS 256
#define BUBBLE_PX 20        /* nominal size of the message text (scaled by the setting) */
#define PAD 10

typedef enum TokClass {
    TC_PLAIN = 0, TC_KEYWORD, TC_NUMBER, TC_STRING, TC_COMMENT, TC_OBJECT, TC_COMMAND, TC_PUNCT,
    TC_COUNT
} TokClass;

/* Okabe-Ito hues darkened until each reads at 5:1 or better on the light body. */
static const SDL_Color tok_colors[TC_COUNT] = {
    {35, 31, 45, 255},   /* plain: ink */
    {0, 114, 178, 255},  /* keywords: blue */
    {180, 70, 0, 255},   /* numbers: vermillion */
    {0, 120, 88, 255},   /* strings: bluish green */
    {105, 100, 115, 255},/* comments: grey */
    {150, 50, 115, 255}, /* objects (block1): reddish purple */
    {150, 90, 0, 255},   /* commands and calls (MoveLeft, forward): dark orange */
    {90, 85, 100, 255},  /* punctuation */
};

static const SDL_Color ED_BODY = {255, 252, 243, 255};
static const SDL_Color ED_BODY_LOCKED = {246, 243, 236, 255};
static const SDL_Color ED_GUTTER = {244, 235, 214, 255};
static const SDL_Color ED_NUMBER = {120, 104, 88, 255};
static const SDL_Color ED_SELECTION = {86, 180, 233, 120};
static const SDL_Color ED_CURRENT_LINE = {240, 228, 66, 55};
static const SDL_Color ED_RUN_BAND = {0, 158, 115, 60};
static const SDL_Color ED_FAIL_BAND = {213, 94, 0, 70};
static const SDL_Color ED_BUBBLE = {255, 239, 228, 255};

/* ---- glyph atlas ------------------------------------------------------------------------ */

void editor_glyphs_free(EditorGlyphs *gl)
{
    if (gl->atlas) SDL_DestroyTexture(gl->atlas);
    if (gl->font) TTF_CloseFont(gl->font);
    if (gl->fallback) TTF_CloseFont(gl->fallback);
    memset(gl, 0, sizeof *gl);
}

static SDL_Rect slot_rect(const EditorGlyphs *gl, int slot)
{
    /* a 1-pixel gap around each cell keeps linear filtering from bleeding */
    return (SDL_Rect){(slot % 16) * (gl->cell_w + 2) + 1, (slot / 16) * (gl->cell_h + 2) + 1,
                      gl->cell_w, gl->cell_h};
}

/* Render codepoint cp in white into a slot (the fallback face when the mono one lacks it;
 * anything wider than a cell is scaled down to fit). */
static void render_slot(EditorGlyphs *gl, int slot, uint32_t cp)
{
    TTF_Font *font = gl->font;
    if (!TTF_GlyphIsProvided32(font, cp) && gl->fallback && TTF_GlyphIsProvided32(gl->fallback, cp))
        font = gl->fallback;
    SDL_Surface *glyph = TTF_RenderGlyph32_Blended(font, cp, (SDL_Color){255, 255, 255, 255});
    SDL_Surface *cell =
        SDL_CreateRGBSurfaceWithFormat(0, gl->cell_w, gl->cell_h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (cell) {
        SDL_FillRect(cell, NULL, 0);
        if (glyph && glyph->w > 0 && glyph->h > 0) {
            SDL_SetSurfaceBlendMode(glyph, SDL_BLENDMODE_NONE);
            SDL_Rect dst = {0, 0, glyph->w, glyph->h};
            if (glyph->w > gl->cell_w || glyph->h > gl->cell_h) {
                dst.w = gl->cell_w;
                dst.h = glyph->h * gl->cell_w / glyph->w;
                if (dst.h > gl->cell_h) {
                    dst.h = gl->cell_h;
                    dst.w = glyph->w * gl->cell_h / glyph->h;
                }
                dst.y = (gl->cell_h - dst.h) / 2;
                SDL_BlitScaled(glyph, NULL, cell, &dst);
            } else {
                SDL_BlitSurface(glyph, NULL, cell, &dst);
            }
        }
        SDL_Rect r = slot_rect(gl, slot);
        SDL_UpdateTexture(gl->atlas, &r, cell->pixels, cell->pitch);
        SDL_FreeSurface(cell);
    }
    if (glyph) SDL_FreeSurface(glyph);
    gl->slot_cp[slot] = cp;
}

/* Open the fonts and build the atlas for px on g's renderer (again when either changed). */
static bool glyphs_prepare(EditorGlyphs *gl, Gfx *g, int px)
{
    if (gl->atlas && gl->renderer == g->renderer && gl->px == px) return true;
    editor_glyphs_free(gl);
    gl->font = TTF_OpenFont(g->font_path[FONT_MONO], px);
    if (!gl->font) return false;
    gl->fallback = TTF_OpenFont(g->font_path[FONT_BOLD], px);
    g->stats.font_opens += 2; /* the code's glyph atlas: once per text size */
    int advance = 0;
    if (TTF_GlyphMetrics32(gl->font, 'M', NULL, NULL, NULL, NULL, &advance) != 0 || advance <= 0)
        advance = px * 6 / 10;
    gl->cell_w = advance;
    gl->cell_h = TTF_FontHeight(gl->font);
    gl->renderer = g->renderer;
    gl->px = px;
    int w = 16 * (gl->cell_w + 2), h = 16 * (gl->cell_h + 2);
    gl->atlas = SDL_CreateTexture(g->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, w, h);
    void *zero = calloc((size_t)w * (size_t)h, 4);
    if (!gl->atlas || !zero) {
        free(zero);
        editor_glyphs_free(gl);
        return false;
    }
    SDL_UpdateTexture(gl->atlas, NULL, zero, w * 4);
    free(zero);
    SDL_SetTextureBlendMode(gl->atlas, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(gl->atlas, SDL_ScaleModeLinear);
    for (int c = 0; c < ASCII_SLOTS; c++) render_slot(gl, c, (uint32_t)(c + 32));
    gl->next_slot = ASCII_SLOTS;
    return true;
}

/* Glyph quads queued for one SDL_RenderGeometry call. */
typedef struct Batch {
    EditorGlyphs *gl;
    float tex_w, tex_h;
    SDL_Vertex v[BATCH_GLYPHS * 4];
    int idx[BATCH_GLYPHS * 6];
    int n;
} Batch;

static void batch_flush(Batch *b)
{
    if (b->n) SDL_RenderGeometry(b->gl->renderer, b->gl->atlas, b->v, b->n * 4, b->idx, b->n * 6);
    b->n = 0;
}

static int glyph_slot(Batch *b, uint32_t cp)
{
    EditorGlyphs *gl = b->gl;
    if (cp >= 32 && cp < 127) return (int)cp - 32;
    for (int i = ASCII_SLOTS; i < EDITOR_GLYPH_SLOTS; i++)
        if (gl->slot_cp[i] == cp) return i;
    batch_flush(b); /* queued quads may use the slot about to be replaced */
    int slot = gl->next_slot;
    gl->next_slot = slot + 1 >= EDITOR_GLYPH_SLOTS ? ASCII_SLOTS : slot + 1;
    render_slot(gl, slot, cp);
    return slot;
}

static void batch_glyph(Batch *b, uint32_t cp, int x, int y, SDL_Color c)
{
    int slot = glyph_slot(b, cp);
    if (b->n == BATCH_GLYPHS) batch_flush(b);
    SDL_Rect s = slot_rect(b->gl, slot);
    float u0 = s.x / b->tex_w, v0 = s.y / b->tex_h;
    float u1 = (s.x + s.w) / b->tex_w, v1 = (s.y + s.h) / b->tex_h;
    float x0 = (float)x, y0 = (float)y, x1 = (float)(x + s.w), y1 = (float)(y + s.h);
    SDL_Vertex *v = &b->v[b->n * 4];
    v[0] = (SDL_Vertex){{x0, y0}, c, {u0, v0}};
    v[1] = (SDL_Vertex){{x1, y0}, c, {u1, v0}};
    v[2] = (SDL_Vertex){{x1, y1}, c, {u1, v1}};
    v[3] = (SDL_Vertex){{x0, y1}, c, {u0, v1}};
    static const int quad[6] = {0, 1, 2, 0, 2, 3};
    for (int i = 0; i < 6; i++) b->idx[b->n * 6 + i] = b->n * 4 + quad[i];
    b->n++;
}

/* Decode one character of buffer text (already valid UTF-8; defensive anyway). */
static uint32_t decode(const char *s, int len, int i, int *n)
{
    unsigned c = (unsigned char)s[i];
    int k = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    if (i + k > len) k = 1;
    uint32_t cp = k == 1 ? c : k == 2 ? (c & 0x1F) : k == 3 ? (c & 0x0F) : (c & 0x07);
    for (int j = 1; j < k; j++) cp = cp << 6 | ((unsigned char)s[i + j] & 0x3F);
    *n = k;
    return k == 1 && c >= 0x80 ? 0xFFFD : cp;
}

/* ---- colours from the lexer ------------------------------------------------------------- */

static TokClass classify(const LangToken *t, int i, int n, const char *src)
{
    LangTokenKind k = t[i].kind;
    if (lang_token_is_keyword(k)) return TC_KEYWORD;
    switch (k) {
    case LANG_TOK_NUMBER: return TC_NUMBER;
    case LANG_TOK_STRING: return TC_STRING;
    case LANG_TOK_COMMENT: return TC_COMMENT;
    case LANG_TOK_ERROR: return src[t[i].start] == '"' ? TC_STRING : TC_PLAIN; /* still typing it */
    case LANG_TOK_IDENT:
        if (i + 1 < n && t[i + 1].kind == LANG_TOK_DOT) return TC_OBJECT;
        if ((i > 0 && t[i - 1].kind == LANG_TOK_DOT) || (i + 1 < n && t[i + 1].kind == LANG_TOK_LPAREN))
            return TC_COMMAND;
        return TC_PLAIN;
    default: return TC_PUNCT;
    }
}

/* Queue the visible characters of one line, coloured by token. */
static void draw_line_text(Editor *ed, Batch *b, int line, int y, int cols)
{
    int len;
    const char *s = tb_line(&ed->buf, line, &len);
    LangToken tok[LINE_TOKENS];
    unsigned char cls[LINE_TOKENS];
    int nt = 0;
    if (len <= LEX_MAX_BYTES) {
        LangLexer lx;
        lang_lexer_init(&lx, s, len, true);
        while (nt < LINE_TOKENS) {
            LangToken t = lang_lexer_next(&lx);
            if (t.kind == LANG_TOK_EOF) break;
            tok[nt++] = t;
        }
        for (int i = 0; i < nt; i++) cls[i] = (unsigned char)classify(tok, i, nt, s);
    }
    int x0 = ed->text_rect.x, cw = ed->cell_w, ti = 0;
    for (int i = 0, col = 0, n; i < len && col < ed->scroll_col + cols; i += n, col++) {
        uint32_t cp = decode(s, len, i, &n);
        if (col < ed->scroll_col || cp == ' ') continue;
        while (ti < nt && tok[ti].start + tok[ti].length <= i) ti++;
        TokClass c = ti < nt && tok[ti].start <= i ? (TokClass)cls[ti] : TC_PLAIN;
        batch_glyph(b, cp, x0 + (col - ed->scroll_col) * cw, y, tok_colors[c]);
    }
}

/* ---- error bubbles ---------------------------------------------------------------------- */

static int error_line(const Editor *ed, int i)
{
    int l = ed->errors.items[i].line - 1, count = tb_line_count(&ed->buf);
    return l < 0 ? 0 : l >= count ? count - 1 : l;
}

static int bubble_w(const Editor *ed) { return ed->text_rect.w - 8 < 640 ? ed->text_rect.w - 8 : 640; }

/* A line's height: the text plus the bubbles of its errors. */
static int line_height(const Editor *ed, int line)
{
    int h = ed->line_h;
    for (int i = 0; i < ed->errors.count; i++)
        if (error_line(ed, i) == line) h += ed->bubble_h[i];
    return h;
}

static void draw_bubble(Editor *ed, Gfx *g, int i, int y)
{
    const LangError *e = &ed->errors.items[i];
    int w = bubble_w(ed), right = ed->text_rect.x + ed->text_rect.w;
    int point = ed->text_rect.x + (e->column - 1 - ed->scroll_col) * ed->cell_w + ed->cell_w / 2;
    if (point < ed->text_rect.x + 14) point = ed->text_rect.x + 14;
    if (point > right - 14) point = right - 14;
    int x = point - 28;
    if (x + w > right - 4) x = right - 4 - w;
    if (x < ed->text_rect.x + 4) x = ed->text_rect.x + 4;
    SDL_Rect r = {x, y + 7, w, ed->bubble_h[i] - 11};
    gfx_round_rect(g, r, 10, COL_VERMILLION);
    SDL_Vertex tri[3] = {{{(float)point, (float)y}, COL_VERMILLION, {0, 0}},
                         {{(float)point + 9, (float)y + 9}, COL_VERMILLION, {0, 0}},
                         {{(float)point - 9, (float)y + 9}, COL_VERMILLION, {0, 0}}};
    SDL_RenderGeometry(g->renderer, NULL, tri, 3, NULL, 0);
    SDL_Rect in = {r.x + 3, r.y + 3, r.w - 6, r.h - 6};
    gfx_round_rect(g, in, 8, ED_BUBBLE);
    gfx_text_wrap(g, e->text, BUBBLE_PX, COL_INK, r.x + PAD, r.y + 6, w - 2 * PAD, ALIGN_LEFT);
}

/* ---- marks ------------------------------------------------------------------------------ */

static void wavy(Gfx *g, int x0, int x1, int y, SDL_Color c)
{
    int step = 4;
    for (int x = x0, up = 0; x < x1; x += step, up = !up) {
        int xe = x + step < x1 ? x + step : x1;
        gfx_line(g, (float)x, (float)(y + (up ? -2 : 2)), (float)xe, (float)(y + (up ? 2 : -2)), 2.0f, c);
    }
}

/* Underline [from, to) character columns of a row (clipped to the text area). */
static void underline(Editor *ed, Gfx *g, const EditorRow *row, int from, int to)
{
    int x0 = ed->text_rect.x + (from - ed->scroll_col) * ed->cell_w;
    int x1 = ed->text_rect.x + (to - ed->scroll_col) * ed->cell_w;
    if (x0 < ed->text_rect.x) x0 = ed->text_rect.x;
    if (x1 > ed->text_rect.x + ed->text_rect.w) x1 = ed->text_rect.x + ed->text_rect.w;
    if (x1 > x0) wavy(g, x0, x1, row->y + ed->line_h - 3, COL_VERMILLION);
}

static int line_chars(const Editor *ed, int line)
{
    int len;
    tb_line(&ed->buf, line, &len);
    return tb_char_col(&ed->buf, (TbPos){line, len});
}

static void error_marks(Editor *ed, Gfx *g, const EditorRow *row)
{
    for (int i = 0; i < ed->errors.count; i++) {
        const LangError *e = &ed->errors.items[i];
        int l1 = error_line(ed, i), l2 = e->end_line - 1, c1 = e->column - 1, c2 = e->end_column - 1;
        if (c1 < 0) c1 = 0;
        if (l2 < l1 || (l2 == l1 && c2 <= c1)) l2 = l1, c2 = c1 + 1;
        if (row->line < l1 || row->line > l2) continue;
        int from = row->line == l1 ? c1 : 0;
        int to = row->line == l2 ? c2 : line_chars(ed, row->line);
        underline(ed, g, row, from, to > from ? to : from + 1);
    }
}

static bool line_has_error(const Editor *ed, int line)
{
    for (int i = 0; i < ed->errors.count; i++)
        if (error_line(ed, i) == line) return true;
    return false;
}

/* A round "!" marker centred at (cx, cy). */
static void alert_marker(Gfx *g, int cx, int cy, int r)
{
    gfx_circle(g, cx, cy, r, COL_VERMILLION);
    int bw = r / 4 > 2 ? r / 4 : 2;
    gfx_fill(g, (SDL_Rect){cx - bw / 2, cy - r * 6 / 10, bw, r * 7 / 10}, COL_WHITE);
    gfx_fill(g, (SDL_Rect){cx - bw / 2, cy + r * 3 / 10, bw, bw}, COL_WHITE);
}

static void run_arrow(Gfx *g, int cx, int cy, int r)
{
    SDL_Vertex tri[3] = {{{(float)(cx + r), (float)cy}, COL_GREEN, {0, 0}},
                         {{(float)(cx - r * 7 / 10), (float)(cy - r)}, COL_GREEN, {0, 0}},
                         {{(float)(cx - r * 7 / 10), (float)(cy + r)}, COL_GREEN, {0, 0}}};
    SDL_RenderGeometry(g->renderer, NULL, tri, 3, NULL, 0);
}

/* ---- layout ----------------------------------------------------------------------------- */

static int font_px(const Editor *ed, const Gfx *g)
{
    if (ed->font_px > 0) return ed->font_px;
    /* 18 / 22 / 28 px at the small / medium / large text setting (85 / 100 / 120 %): code is
     * read from the back of a classroom, so large grows more than gfx_px(22) would. */
    return g->text_percent < 100 ? 18 : g->text_percent > 100 ? 28 : 22;
}

static void reveal(Editor *ed, int target)
{
    int count = tb_line_count(&ed->buf), h = ed->text_rect.h;
    if (target >= count) target = count - 1;
    if (target < 0) target = 0;
    if (target < ed->scroll_line) {
        ed->scroll_line = target;
        return;
    }
    int rows = h / ed->line_h;
    if (target - ed->scroll_line > rows + 8) ed->scroll_line = target - rows;
    int sum = 0;
    for (int l = ed->scroll_line; l <= target; l++) sum += line_height(ed, l);
    while (sum > h && ed->scroll_line < target) sum -= line_height(ed, ed->scroll_line++);
}

static void layout(Editor *ed, Gfx *g)
{
    int count = tb_line_count(&ed->buf), digits = 2;
    for (int n = count; n >= 100; n /= 10) digits++;
    SDL_Rect a = ed->area;
    ed->gutter_w = ed->line_h + digits * ed->cell_w + PAD;
    ed->text_rect = (SDL_Rect){a.x + 4 + ed->gutter_w + PAD, a.y + 4 + PAD / 2,
                               a.w - 8 - ed->gutter_w - 2 * PAD - 6, a.h - 8 - PAD};
    if (ed->text_rect.w < ed->cell_w) ed->text_rect.w = ed->cell_w;
    ed->page_lines = ed->text_rect.h / ed->line_h > 1 ? ed->text_rect.h / ed->line_h : 1;
    for (int i = 0; i < ed->errors.count; i++)
        ed->bubble_h[i] =
            gfx_text_wrap_height(g, ed->errors.items[i].text, BUBBLE_PX, bubble_w(ed) - 2 * PAD) + 24;
    /* scrolling: clamp, then bring the caret or a marked line into view */
    if (ed->scroll_line > count - 1) ed->scroll_line = count - 1;
    if (ed->scroll_line < 0) ed->scroll_line = 0;
    if (ed->reveal_line >= 0) reveal(ed, ed->reveal_line); /* a marked line wins over the caret */
    else if (ed->follow_caret) {
        TbPos c = tb_clamp(&ed->buf, ed->buf.cursor);
        reveal(ed, c.line);
        int col = tb_char_col(&ed->buf, c), vis = ed->text_rect.w / ed->cell_w;
        if (col < ed->scroll_col) ed->scroll_col = col - 4 > 0 ? col - 4 : 0;
        else if (col > ed->scroll_col + vis - 2) ed->scroll_col = col - vis + 4;
    }
    ed->reveal_line = -1;
    ed->follow_caret = false;
    ed->row_count = 0;
    int y = ed->text_rect.y, bottom = ed->text_rect.y + ed->text_rect.h;
    for (int l = ed->scroll_line; l < count && y < bottom && ed->row_count < EDITOR_MAX_ROWS; l++) {
        int h = line_height(ed, l);
        ed->rows[ed->row_count++] = (EditorRow){l, y, h};
        y += h;
    }
}

/* ---- drawing ---------------------------------------------------------------------------- */

static void draw_selection(Editor *ed, Gfx *g, const EditorRow *row)
{
    TbPos s, e;
    tb_selection(&ed->buf, &s, &e);
    if (!tb_has_selection(&ed->buf) || row->line < s.line || row->line > e.line) return;
    int from = row->line == s.line ? tb_char_col(&ed->buf, s) : 0;
    int to = row->line == e.line ? tb_char_col(&ed->buf, e) : line_chars(ed, row->line) + 1;
    int x0 = ed->text_rect.x + (from - ed->scroll_col) * ed->cell_w;
    int x1 = ed->text_rect.x + (to - ed->scroll_col) * ed->cell_w;
    if (x0 < ed->text_rect.x) x0 = ed->text_rect.x;
    if (x1 > x0) gfx_fill(g, (SDL_Rect){x0, row->y, x1 - x0, ed->line_h}, ED_SELECTION);
}

static void draw_gutter(Editor *ed, Gfx *g, Batch *b, SDL_Rect body)
{
    TbPos c = tb_clamp(&ed->buf, ed->buf.cursor);
    int run1 = ed->run_span.line - 1;
    int r = ed->line_h * 36 / 100, cx = body.x + ed->line_h / 2 + 2;
    for (int i = 0; i < ed->row_count; i++) {
        const EditorRow *row = &ed->rows[i];
        char num[16];
        int n = snprintf(num, sizeof num, "%d", row->line + 1);
        int x = body.x + ed->gutter_w - PAD / 2 - n * ed->cell_w;
        int ty = row->y + (ed->line_h - ed->glyphs.cell_h) / 2;
        SDL_Color ink = row->line == c.line ? COL_INK : ED_NUMBER;
        for (int k = 0; k < n; k++)
            batch_glyph(b, (uint32_t)num[k], x + k * ed->cell_w, ty, ink);
        int cy = row->y + ed->line_h / 2;
        if (ed->run_mark == EDITOR_RUN_FAILED && row->line == run1) alert_marker(g, cx, cy, r);
        else if (line_has_error(ed, row->line)) alert_marker(g, cx, cy, r);
        else if (ed->run_mark == EDITOR_RUN_RUNNING && row->line == run1) run_arrow(g, cx, cy, r);
    }
    batch_flush(b);
}

static void draw_scrollbar(Editor *ed, Gfx *g, SDL_Rect body)
{
    int count = tb_line_count(&ed->buf);
    if (count <= ed->page_lines) return;
    int track = body.h - 8, thumb = track * ed->page_lines / count;
    if (thumb < 24) thumb = 24;
    int max_scroll = count - ed->page_lines > 1 ? count - ed->page_lines : 1;
    int pos = ed->scroll_line < max_scroll ? ed->scroll_line : max_scroll;
    int y = body.y + 4 + (int)((long long)(track - thumb) * pos / max_scroll);
    gfx_round_rect(g, (SDL_Rect){body.x + body.w - 10, y, 6, thumb}, 3, (SDL_Color){120, 84, 50, 110});
}

static void draw_message(Editor *ed, Gfx *g, SDL_Rect body)
{
    if (!ed->message[0] || ed->ticks >= ed->message_until) return;
    int w = body.w - 24 < 700 ? body.w - 24 : 700;
    int h = gfx_text_wrap_height(g, ed->message, BUBBLE_PX, w - 2 * PAD) + 2 * PAD;
    SDL_Rect r = {body.x + (body.w - w) / 2, body.y + body.h - h - 10, w, h};
    gfx_round_rect(g, r, 10, (SDL_Color){35, 31, 45, 235});
    gfx_text_wrap(g, ed->message, BUBBLE_PX, COL_WHITE, r.x + PAD, r.y + PAD, w - 2 * PAD, ALIGN_LEFT);
}

void editor_draw(Editor *ed, Gfx *g, SDL_Rect area)
{
    ed->area = area;
    ed->row_count = 0;
    gfx_round_rect(g, (SDL_Rect){area.x + 4, area.y + 6, area.w, area.h}, 16, COL_SHADOW);
    gfx_round_rect(g, area, 16, ed->focused ? COL_BLUE : COL_PANEL_EDGE);
    int edge = ed->focused ? 4 : 3;
    SDL_Rect body = {area.x + edge, area.y + edge, area.w - 2 * edge, area.h - 2 * edge};
    gfx_round_rect(g, body, 13, ed->buf.read_only ? ED_BODY_LOCKED : ED_BODY);
    if (!glyphs_prepare(&ed->glyphs, g, font_px(ed, g)) || body.w < 80 || body.h < 30) return;
    ed->cell_w = ed->glyphs.cell_w;
    ed->line_h = ed->glyphs.cell_h + ed->glyphs.cell_h / 6;
    layout(ed, g);

    bool had_clip = SDL_RenderIsClipEnabled(g->renderer);
    SDL_Rect old_clip;
    SDL_RenderGetClipRect(g->renderer, &old_clip);
    SDL_Rect inner = {body.x, body.y + 2, body.w, body.h - 4};
    Batch batch;
    batch.gl = &ed->glyphs;
    batch.n = 0;
    int tw, th;
    SDL_QueryTexture(ed->glyphs.atlas, NULL, NULL, &tw, &th);
    batch.tex_w = (float)tw;
    batch.tex_h = (float)th;
    gfx_round_rect(g, (SDL_Rect){body.x, body.y, ed->gutter_w, body.h}, 13, ED_GUTTER);
    gfx_fill(g, (SDL_Rect){body.x + 13, body.y, ed->gutter_w - 13, body.h}, ED_GUTTER);
    SDL_RenderSetClipRect(g->renderer, &inner);
    draw_gutter(ed, g, &batch, body);

    SDL_Rect text_clip = {ed->text_rect.x - 4, inner.y, ed->text_rect.w + 8, inner.h};
    SDL_RenderSetClipRect(g->renderer, &text_clip);
    g->scrolled = 1; /* lines and their bubbles scroll into view: the clip cuts them on the way */
    TbPos c = tb_clamp(&ed->buf, ed->buf.cursor);
    int cols = ed->text_rect.w / ed->cell_w + 2, full_w = ed->text_rect.w;
    int glyph_dy = (ed->line_h - ed->glyphs.cell_h) / 2;
    int run1 = ed->run_span.line - 1, run2 = ed->run_span.end_line - 1;
    if (run2 < run1) run2 = run1;
    for (int i = 0; i < ed->row_count; i++) {
        const EditorRow *row = &ed->rows[i];
        SDL_Rect band = {ed->text_rect.x - 4, row->y, full_w + 8, ed->line_h};
        bool in_run = row->line >= run1 && row->line <= run2;
        if (ed->run_mark == EDITOR_RUN_RUNNING && in_run) gfx_fill(g, band, ED_RUN_BAND);
        else if (ed->run_mark == EDITOR_RUN_FAILED && in_run) gfx_fill(g, band, ED_FAIL_BAND);
        else if (ed->focused && row->line == c.line && !tb_has_selection(&ed->buf))
            gfx_fill(g, band, ED_CURRENT_LINE);
        draw_selection(ed, g, row);
    }
    for (int i = 0; i < ed->row_count; i++)
        draw_line_text(ed, &batch, ed->rows[i].line, ed->rows[i].y + glyph_dy, cols);
    batch_flush(&batch);
    /* (not with a last run's mistakes: their bubbles go under the first line, where it would wrap) */
    if (ed->buf.bytes == 0 && ed->placeholder && ed->row_count > 0 && ed->errors.count == 0) {
        /* over as many lines as it needs (in German "Schreib hier Code, zum Beispiel: blo" was cut
         * at the panel's edge, its example lost) */
        int x = ed->text_rect.x + ed->cell_w, y = ed->rows[0].y + glyph_dy;
        gfx_text_in(g, FONT_BOLD, ed->placeholder, BUBBLE_PX, COL_MUTED,
                    (SDL_Rect){x, y, ed->text_rect.x + ed->text_rect.w - ed->cell_w - x,
                               ed->text_rect.y + ed->text_rect.h - y},
                    ALIGN_LEFT, TEXT_WRAP | TEXT_TOP);
    }
    for (int i = 0; i < ed->row_count; i++) {
        error_marks(ed, g, &ed->rows[i]);
        int y = ed->rows[i].y + ed->line_h;
        for (int k = 0; k < ed->errors.count; k++)
            if (error_line(ed, k) == ed->rows[i].line) {
                draw_bubble(ed, g, k, y);
                y += ed->bubble_h[k];
            }
    }
    /* the caret blinks, and rests on after GFX_CALM_TICKS without a key (gfx.h) */
    bool blink_on = ed->ticks - ed->blink_start >= GFX_CALM_TICKS || ((ed->ticks - ed->blink_start) / 32) % 2 == 0;
    if (ed->focused && blink_on) {
        for (int i = 0; i < ed->row_count; i++)
            if (ed->rows[i].line == c.line) {
                int x = ed->text_rect.x + (tb_char_col(&ed->buf, c) - ed->scroll_col) * ed->cell_w - 1;
                int w = ed->glyphs.px >= 24 ? 3 : 2;
                gfx_fill(g, (SDL_Rect){x, ed->rows[i].y + 1, w, ed->line_h - 2}, COL_INK);
            }
    }

    g->scrolled = 0;
    SDL_RenderSetClipRect(g->renderer, &inner);
    draw_scrollbar(ed, g, body);
    if (ed->buf.read_only) {
        SDL_Rect lock = {body.x + body.w - 44, body.y + 8, 30, 30};
        gfx_sprite_rot(g, TEX_ICON_LOCK, lock, 0, 170);
    }
    draw_message(ed, g, body);
    SDL_RenderSetClipRect(g->renderer, had_clip ? &old_clip : NULL);
}
