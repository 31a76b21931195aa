/* blocks_panel.c - the robot's program panel: tabs, a column of blocks and a palette, edited by
 * dragging, clicking and keys (see blocks_panel.h). The model's rules (loops kept whole) live in
 * game/modes/bots/blocks.c; this file only maps the pupil's hands onto them and draws.
 * Long file: drawing and hands belong together here (every hit test mirrors a drawn rectangle);
 * the rules it maps onto are already apart. */
#include "ui/bots/blocks_panel.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"

#define ROW_H 34       /* a block's pitch in the column */
#define PILL_H 30
#define PILL_W 330     /* blocks look like blocks, not bars */
#define GUTTER 40      /* row numbers */
#define INDENT 26
#define DRAG_START 6   /* pixels before a press becomes a drag */

/* The chips' names: English, the words tests click (--state "clickables"); drawn translated
 * (chip_text), "do A" as "do %s" with the function's letter. Blocks speak the pupil's language, as
 * Scratch's do; the text view beside them shows the same program as code (forward();), English. */
static const char *const chip_labels[BLOCKS_PALETTE] = {
    /* TRANSLATORS: a robot block (palette and program): the robot steps forward (in code forward();, which
       stays English in the text view); blocks are in the pupil's language; short: the chip is narrow */
    N_("forward"),
    /* TRANSLATORS: a robot block: the robot steps back (in code backward();); short */
    N_("backward"),
    /* TRANSLATORS: a robot block: the robot turns to its left (in code turnLeft();, which stays English) */
    N_("turn left"),
    /* TRANSLATORS: a robot block: the robot turns to its right (in code turnRight();) */
    N_("turn right"),
    /* TRANSLATORS: a robot block: the robot climbs one step up (in code climbUp();) */
    N_("climb up"),
    /* TRANSLATORS: a robot block: the robot climbs one step down (in code climbDown();) */
    N_("climb down"),
    /* TRANSLATORS: a robot block: the robot picks up a box (in code pickUp();) */
    N_("pick up"),
    /* TRANSLATORS: a robot block: the robot puts its box down (in code putDown();) */
    N_("put down"),
    /* TRANSLATORS: the robot's repeat block (in code repeat (3) { }); short */
    N_("repeat"),
    "do A", "do B", "do C", "do D", "do E", "do F",
    /* TRANSLATORS: the robot's palette chip that throws away a block dropped on it (a rubbish bin) */
    N_("bin"),
};

/* A chip's words as drawn: its name translated, a call "do" and the function's letter. */
static const char *chip_text(int chip, char *buf, int size)
{
    if (chip >= 9 && chip <= 14) {
        /* TRANSLATORS: a robot block that runs function %s (its letter, A to F, which stays) */
        snprintf(buf, (size_t)size, _("do %s"), bots_block_list_name(chip - 8));
        return buf;
    }
    return chip >= 0 && chip < BLOCKS_PALETTE ? _(chip_labels[chip]) : "";
}

void blocks_panel_block_text(const BotsBlock *b, char *out, int size)
{
    switch ((BotsBlockKind)b->kind) {
    case BOTS_BLOCK_REPEAT:
        /* TRANSLATORS: a repeat block named in a message (use the block "repeat"'s word) */
        snprintf(out, (size_t)size, lp_trn("repeat %d time", "repeat %d times", b->count), b->count);
        break;
    case BOTS_BLOCK_END:
        /* TRANSLATORS: the robot's block that ends a repeat (use the block "repeat"'s word) */
        snprintf(out, (size_t)size, "%s", _("end repeat"));
        break;
    case BOTS_BLOCK_CALL: bots_block_label(b, out, size); break; /* the function's letter */
    default: {
        char word[40]; /* a chip's name (chip_labels) */
        bots_block_label(b, word, sizeof word);
        snprintf(out, (size_t)size, "%s", _(word));
        break;
    }
    }
}

const char *blocks_panel_chip_label(int chip)
{
    return chip >= 0 && chip < BLOCKS_PALETTE ? chip_labels[chip] : "";
}

void blocks_panel_init(BlocksPanel *p)
{
    memset(p, 0, sizeof *p);
    p->tools = BOTS_TOOLS_ALL;
    p->run_list = -1;
    p->drop_list = -1;
}

/* A palette chip is tall enough for its picture over a name of two lines. */
enum {
    CHIP_PX = 14,
    GLYPH_NEW_FUNCTION = BLOCKS_PALETTE,
    TAB_H = 40,
    CHIP_H = 56,
    CHIP_GAP = 6,
    PALETTE_H = 2 * CHIP_H + CHIP_GAP
};

SDL_Rect blocks_panel_area(SDL_Rect panel)
{
    return (SDL_Rect){panel.x, panel.y + TAB_H + 6, panel.w, panel.h - TAB_H - 6 - PALETTE_H - 8};
}

bool blocks_panel_chip_shown(const BlocksPanel *p, int chip)
{
    if (chip < 0 || chip >= BLOCKS_PALETTE) return false;
    if (chip < BOTS_ACTION_COUNT) return (p->tools & (1u << chip)) != 0;
    if (chip == 8) return (p->tools & BOTS_TOOL_REPEAT) != 0;
    if (chip < BLOCKS_PALETTE_BIN || p->text_palette) return (p->tools & BOTS_TOOL_FUNCTIONS) != 0; /* do A-F, "function" */
    return true;
}

void blocks_panel_layout(BlocksPanel *p, SDL_Rect panel)
{
    p->bounds = panel;
    int x = panel.x, tab_h = TAB_H, functions = (p->tools & BOTS_TOOL_FUNCTIONS) != 0;
    p->tabs[0] = (SDL_Rect){x, panel.y, 92, tab_h};
    for (int i = 1; i < BOTS_BLOCK_LISTS; i++)
        p->tabs[i] = functions ? (SDL_Rect){x + 98 + (i - 1) * 56, panel.y, 50, tab_h} : (SDL_Rect){0, 0, 0, 0};
    int pal_h = PALETTE_H;
    p->area = blocks_panel_area(panel);
    int cw = (panel.w - 7 * 6) / 8, top = panel.y + panel.h - pal_h;
    /* the chips shown flow in rows of eight; the bin ends the last row at the right */
    int n = 0;
    for (int i = 0; i < BLOCKS_PALETTE_BIN; i++)
        n += blocks_panel_chip_shown(p, i);
    int rows = n / 8 + 1;
    if (rows == 1) top += (CHIP_H + CHIP_GAP) / 2; /* one row: in the middle of the palette's place */
    int slot = 0;
    for (int i = 0; i < BLOCKS_PALETTE; i++) {
        int show = i == BLOCKS_PALETTE_BIN || blocks_panel_chip_shown(p, i);
        int at = i == BLOCKS_PALETTE_BIN ? rows * 8 - 1 : slot++;
        if (!show) {
            slot--;
            p->palette[i] = (SDL_Rect){0, 0, 0, 0};
            continue;
        }
        p->palette[i] =
            (SDL_Rect){x + (at % 8) * (cw + CHIP_GAP), top + (at / 8) * (CHIP_H + CHIP_GAP), cw, CHIP_H};
    }
}

void blocks_panel_set_tools(BlocksPanel *p, unsigned tools)
{
    p->tools = tools ? tools : BOTS_TOOLS_ALL;
    if (!(p->tools & BOTS_TOOL_FUNCTIONS)) blocks_panel_show_list(p, 0);
    blocks_panel_layout(p, p->bounds);
}

static BotsBlockList *shown(BlocksPanel *p) { return &p->blocks.lists[p->list]; }

static int visible_rows(const BlocksPanel *p) { return (p->area.h - 8) / ROW_H; }

static void keep_caret_visible(BlocksPanel *p)
{
    int n = visible_rows(p), count = shown(p)->count;
    if (p->caret < p->scroll) p->scroll = p->caret;
    if (p->caret >= p->scroll + n) p->scroll = p->caret - n + 1;
    int max_scroll = count + 1 - n;
    if (p->scroll > max_scroll) p->scroll = max_scroll;
    if (p->scroll < 0) p->scroll = 0;
}

/* Remember the blocks as they are now as the newest step of the undo history. */
static void remember(BlocksPanel *p)
{
    if (p->history_count > 0 && !memcmp(&p->history[p->history_at], &p->blocks, sizeof p->blocks)) return;
    p->history_count = p->history_count > 0 ? p->history_at + 1 : 0; /* a new edit drops the redo steps */
    if (p->history_count == BLOCKS_UNDO) {
        memmove(&p->history[0], &p->history[1], sizeof p->history[0] * (BLOCKS_UNDO - 1));
        p->history_count--;
    }
    p->history[p->history_count] = p->blocks;
    p->history_at = p->history_count++;
}

void blocks_panel_set(BlocksPanel *p, const BotsBlocks *blocks)
{
    p->blocks = *blocks;
    p->caret = shown(p)->count;
    keep_caret_visible(p);
    remember(p);
}

void blocks_panel_reset(BlocksPanel *p)
{
    BotsBlocks none;
    bots_blocks_init(&none);
    p->history_count = p->history_at = 0;
    p->list = 0;
    p->scroll = 0;
    p->run_list = -1;
    p->run_mark = BLOCKS_RUN_NONE;
    p->text_only = false;
    blocks_panel_set(p, &none);
}

bool blocks_panel_undo(BlocksPanel *p, int redo)
{
    if (p->read_only || p->text_only) return false;
    int to = p->history_at + (redo ? 1 : -1);
    if (to < 0 || to >= p->history_count) return false;
    p->history_at = to;
    p->blocks = p->history[to];
    if (p->caret > shown(p)->count) p->caret = shown(p)->count;
    p->changes++;
    keep_caret_visible(p);
    return true;
}

void blocks_panel_show_list(BlocksPanel *p, int list)
{
    if (list < 0 || list >= BOTS_BLOCK_LISTS || list == p->list) return;
    p->list = list;
    p->caret = shown(p)->count;
    p->scroll = 0;
    keep_caret_visible(p);
}

void blocks_panel_set_run(BlocksPanel *p, int list, int row, BlocksRunMark mark)
{
    p->run_list = list;
    p->run_row = row;
    p->run_mark = list < 0 ? BLOCKS_RUN_NONE : mark;
    if (list >= 0 && list < BOTS_BLOCK_LISTS) {
        if (list != p->list) {
            p->list = list;
            p->scroll = 0;
        }
        int n = visible_rows(p);
        if (row < p->scroll || row >= p->scroll + n) p->scroll = row - n / 2 < 0 ? 0 : row - n / 2;
    }
}

static BotsBlock chip_block(int chip)
{
    if (chip < 8) return bots_block_action((BotsAction)chip);
    if (chip == 8) return bots_block_repeat(2);
    return bots_block_call(chip - 9);
}

static bool editable(const BlocksPanel *p) { return !p->read_only && !p->text_only; }

static void edited(BlocksPanel *p)
{
    p->changes++;
    keep_caret_visible(p);
    remember(p);
}

bool blocks_panel_insert_chip(BlocksPanel *p, int chip)
{
    if (!editable(p) || chip < 0 || chip >= BLOCKS_PALETTE_BIN || !blocks_panel_chip_shown(p, chip)) return false;
    int at = bots_blocks_insert(&p->blocks, p->list, p->caret, chip_block(chip));
    if (at < 0) return false;
    p->caret = at;
    edited(p);
    return true;
}

int blocks_panel_chip_at(const BlocksPanel *p, int x, int y)
{
    SDL_Point m = {x, y};
    for (int i = 0; i < BLOCKS_PALETTE; i++)
        if (blocks_panel_chip_shown(p, i) && SDL_PointInRect(&m, &p->palette[i])) return i;
    return -1;
}

static int tab_at(const BlocksPanel *p, int x, int y)
{
    SDL_Point m = {x, y};
    for (int i = 0; i < BOTS_BLOCK_LISTS; i++)
        if ((i == 0 || (p->tools & BOTS_TOOL_FUNCTIONS)) && SDL_PointInRect(&m, &p->tabs[i])) return i;
    return -1;
}

/* The pill of a row of the list shown (its x and width follow its depth). */
static SDL_Rect row_rect(BlocksPanel *p, int row)
{
    int depth = bots_blocks_depth(shown(p), row);
    int x = p->area.x + GUTTER + depth * INDENT;
    int w = p->area.x + p->area.w - 10 - x;
    return (SDL_Rect){x, p->area.y + 4 + (row - p->scroll) * ROW_H, w < PILL_W ? w : PILL_W, PILL_H};
}

static int row_at(BlocksPanel *p, int x, int y)
{
    SDL_Point m = {x, y};
    if (!SDL_PointInRect(&m, &p->area)) return -1;
    int row = p->scroll + (y - p->area.y - 4) / ROW_H;
    return row >= 0 && row < shown(p)->count && y >= p->area.y + 4 ? row : -1;
}

/* The - and + buttons of a repeat header. */
static SDL_Rect count_button(BlocksPanel *p, int row, int plus)
{
    SDL_Rect r = row_rect(p, row);
    return (SDL_Rect){r.x + (plus ? 190 : 122), r.y + 2, 30, PILL_H - 4};
}

/* The insertion index nearest a point in the column. */
static int index_at(BlocksPanel *p, int y)
{
    int i = p->scroll + (y - p->area.y - 4 + ROW_H / 2) / ROW_H;
    int count = shown(p)->count;
    return i < 0 ? 0 : i > count ? count : i;
}

static void update_drop(BlocksPanel *p)
{
    SDL_Point m = {p->mouse_x, p->mouse_y};
    int tab = tab_at(p, m.x, m.y);
    if (tab >= 0) {
        p->drop_list = tab;
        p->drop_at = p->blocks.lists[tab].count;
    } else if (SDL_PointInRect(&m, &p->area)) {
        p->drop_list = p->list;
        p->drop_at = index_at(p, m.y);
    } else {
        p->drop_list = -1; /* throw away */
        p->drop_at = 0;
    }
}

static void finish_drag(BlocksPanel *p)
{
    update_drop(p);
    if (p->press == 1) { /* a new block from the palette */
        if (p->drop_list < 0 || p->press_index >= BLOCKS_PALETTE_BIN) return;
        int at = bots_blocks_insert(&p->blocks, p->drop_list, p->drop_at, chip_block(p->press_index));
        if (at < 0) return;
        if (p->drop_list == p->list) p->caret = at;
        edited(p);
        return;
    }
    int row = p->press_index;
    if (p->drop_list < 0) {
        if (bots_blocks_remove(&p->blocks, p->list, row)) {
            if (p->caret > shown(p)->count) p->caret = shown(p)->count;
            edited(p);
        }
    } else if (p->drop_list != p->list) {
        if (bots_blocks_move_to_list(&p->blocks, p->list, row, p->drop_list) >= 0) {
            if (p->caret > shown(p)->count) p->caret = shown(p)->count;
            edited(p);
        }
    } else {
        int to = bots_blocks_move(&p->blocks, p->list, row, p->drop_at);
        if (to >= 0 && to != row) {
            p->caret = to;
            edited(p);
        }
    }
}

static bool mouse_down(BlocksPanel *p, int x, int y, int right)
{
    int tab = tab_at(p, x, y);
    if (tab >= 0) {
        if (!right) blocks_panel_show_list(p, tab);
        return true;
    }
    int chip = blocks_panel_chip_at(p, x, y);
    int row = row_at(p, x, y);
    if (right) { /* right-click a block: remove it */
        if (row >= 0 && editable(p) && bots_blocks_remove(&p->blocks, p->list, row)) {
            if (p->caret > shown(p)->count) p->caret = shown(p)->count;
            edited(p);
        }
        return row >= 0;
    }
    if (chip >= 0) {
        p->press = editable(p) && chip != BLOCKS_PALETTE_BIN ? 1 : 0;
        p->press_index = chip;
    } else if (row >= 0) {
        const BotsBlock *b = &shown(p)->rows[row];
        SDL_Point m = {x, y};
        if (b->kind == BOTS_BLOCK_REPEAT && editable(p)) {
            SDL_Rect minus = count_button(p, row, 0), plus = count_button(p, row, 1);
            int d = SDL_PointInRect(&m, &plus) ? 1 : SDL_PointInRect(&m, &minus) ? -1 : 0;
            if (d) {
                bots_blocks_set_count(&p->blocks, p->list, row, b->count + d);
                edited(p);
                return true;
            }
        }
        p->caret = row;
        p->press = editable(p) ? 2 : 0;
        p->press_index = row;
    } else {
        SDL_Point m = {x, y};
        if (!SDL_PointInRect(&m, &p->area)) return false;
        p->caret = index_at(p, y);
        return true;
    }
    p->press_x = x;
    p->press_y = y;
    p->dragging = false;
    return true;
}

static bool mouse_up(BlocksPanel *p, int x, int y)
{
    if (!p->press) return false;
    if (p->dragging) finish_drag(p);
    else if (p->press == 1 && blocks_panel_chip_at(p, x, y) == p->press_index)
        blocks_panel_insert_chip(p, p->press_index);
    p->press = 0;
    p->dragging = false;
    p->drop_list = -1;
    return true;
}

static bool key_down(BlocksPanel *p, SDL_Keycode k, Uint16 mod)
{
    BotsBlockList *l = shown(p);
    int alt = (mod & KMOD_ALT) != 0, shift = (mod & KMOD_SHIFT) != 0;
    if (mod & KMOD_CTRL) {
        if (k == SDLK_z) return blocks_panel_undo(p, (mod & KMOD_SHIFT) != 0), true;
        if (k == SDLK_y) return blocks_panel_undo(p, 1), true;
        return false;
    }
    switch (k) {
    case SDLK_TAB:
        if (p->tools & BOTS_TOOL_FUNCTIONS)
            blocks_panel_show_list(p, (p->list + (shift ? BOTS_BLOCK_LISTS - 1 : 1)) % BOTS_BLOCK_LISTS);
        return true;
    case SDLK_UP:
    case SDLK_DOWN: {
        int d = k == SDLK_UP ? -1 : 1;
        if (alt) {
            if (!editable(p) || p->caret >= l->count) return true;
            int first, last;
            bots_blocks_extent(l, p->caret, &first, &last);
            int is_end = l->rows[p->caret].kind == BOTS_BLOCK_END;
            int to = d < 0 ? (is_end ? p->caret - 1 : first - 1) : (is_end ? p->caret + 2 : last + 2);
            if (to < 0 || to > l->count) return true;
            int at = bots_blocks_move(&p->blocks, p->list, p->caret, to);
            if (at >= 0) {
                p->caret = at;
                edited(p);
            }
            return true;
        }
        int c = p->caret + d;
        if (c >= 0 && c <= l->count) p->caret = c;
        keep_caret_visible(p);
        return true;
    }
    case SDLK_HOME: p->caret = 0; keep_caret_visible(p); return true;
    case SDLK_END: p->caret = l->count; keep_caret_visible(p); return true;
    case SDLK_DELETE:
    case SDLK_BACKSPACE: {
        int row = k == SDLK_DELETE ? p->caret : p->caret - 1;
        if (!editable(p) || row < 0 || row >= l->count) return true;
        int first, last;
        bots_blocks_extent(l, row, &first, &last);
        bots_blocks_remove(&p->blocks, p->list, row);
        p->caret = first;
        edited(p);
        return true;
    }
    case SDLK_PLUS:
    case SDLK_EQUALS:
    case SDLK_KP_PLUS:
    case SDLK_MINUS:
    case SDLK_KP_MINUS: {
        int row = p->caret < l->count ? p->caret : p->caret - 1;
        if (!editable(p) || row < 0) return true;
        int head = l->rows[row].kind == BOTS_BLOCK_END ? bots_blocks_partner(l, row) : row;
        if (head >= 0 && l->rows[head].kind == BOTS_BLOCK_REPEAT) {
            int d = (k == SDLK_MINUS || k == SDLK_KP_MINUS) ? -1 : 1;
            bots_blocks_set_count(&p->blocks, p->list, head, l->rows[head].count + d);
            edited(p);
        }
        return true;
    }
    case SDLK_r: blocks_panel_insert_chip(p, 8); return true;
    default: break;
    }
    if (k >= SDLK_1 && k <= SDLK_8) {
        blocks_panel_insert_chip(p, (int)(k - SDLK_1));
        return true;
    }
    if (k >= SDLK_a && k <= SDLK_f) {
        blocks_panel_insert_chip(p, 9 + (int)(k - SDLK_a));
        return true;
    }
    return false;
}

bool blocks_panel_event(BlocksPanel *p, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_MOUSEBUTTONDOWN:
        if (ev->button.button != SDL_BUTTON_LEFT && ev->button.button != SDL_BUTTON_RIGHT) return false;
        return mouse_down(p, ev->button.x, ev->button.y, ev->button.button == SDL_BUTTON_RIGHT);
    case SDL_MOUSEBUTTONUP:
        if (ev->button.button != SDL_BUTTON_LEFT) return false;
        p->mouse_x = ev->button.x;
        p->mouse_y = ev->button.y;
        return mouse_up(p, ev->button.x, ev->button.y);
    case SDL_MOUSEMOTION:
        p->mouse_x = ev->motion.x;
        p->mouse_y = ev->motion.y;
        if (p->press && !p->dragging) {
            int dx = ev->motion.x - p->press_x, dy = ev->motion.y - p->press_y;
            if (dx * dx + dy * dy >= DRAG_START * DRAG_START) p->dragging = true;
        }
        if (p->dragging) update_drop(p);
        return p->press != 0;
    case SDL_MOUSEWHEEL: {
        SDL_Point m = {p->mouse_x, p->mouse_y};
        if (!SDL_PointInRect(&m, &p->area)) return false;
        p->scroll -= ev->wheel.y;
        int max_scroll = shown(p)->count + 1 - visible_rows(p);
        if (p->scroll > max_scroll) p->scroll = max_scroll;
        if (p->scroll < 0) p->scroll = 0;
        return true;
    }
    case SDL_KEYDOWN: return key_down(p, ev->key.keysym.sym, ev->key.keysym.mod);
    default: return false;
    }
}

/* ---- drawing ------------------------------------------------------------------------ */

/* Okabe-Ito colours by kind of command: each also has its own picture, so colour is never the
 * only clue. */
static SDL_Color chip_fill(int chip)
{
    switch (chip) {
    case 0: case 1: return COL_BLUE;
    case 2: case 3: return COL_SKY;
    case 4: case 5: return COL_GREEN;
    case 6: case 7: return COL_ORANGE;
    case 8: return COL_PURPLE;
    case BLOCKS_PALETTE_BIN: return (SDL_Color){150, 146, 160, 255};
    default: return COL_VERMILLION;
    }
}

static SDL_Color chip_ink(int chip)
{
    return (chip >= 2 && chip <= 3) || chip == 6 || chip == 7 || chip == 8 ? COL_INK : COL_WHITE;
}

static int block_chip(const BotsBlock *b)
{
    switch (b->kind) {
    case BOTS_BLOCK_ACTION: return b->action;
    case BOTS_BLOCK_REPEAT:
    case BOTS_BLOCK_END: return 8;
    default: return 9 + b->fn;
    }
}

static void arrow(Gfx *g, float x0, float y0, float x1, float y1, float w, SDL_Color c)
{
    gfx_line(g, x0, y0, x1, y1, w, c);
    float dx = x1 - x0, dy = y1 - y0, len = dx * dx + dy * dy;
    if (len <= 0) return;
    /* a head of two short strokes at 45 degrees either side */
    float n = 6.0f / (float)SDL_sqrt(len), ux = dx * n, uy = dy * n;
    gfx_line(g, x1, y1, x1 - ux + uy, y1 - uy - ux, w, c);
    gfx_line(g, x1, y1, x1 - ux - uy, y1 - uy + ux, w, c);
}

/* The little picture of a command, centred on cx, cy (about 22 px). */
static void draw_glyph(Gfx *g, int chip, int cx, int cy, SDL_Color c)
{
    float x = (float)cx, y = (float)cy, w = 3.0f;
    switch (chip) {
    case 0: arrow(g, x, y + 9, x, y - 9, w, c); break;
    case 1: arrow(g, x, y - 9, x, y + 9, w, c); break;
    case 2:
    case 3: {
        float s = chip == 2 ? -1.0f : 1.0f;
        gfx_line(g, x - 5 * s, y + 10, x - 5 * s, y - 4, w, c);
        arrow(g, x - 5 * s, y - 4, x + 8 * s, y - 4, w, c);
        break;
    }
    case 4:
    case 5: { /* steps, and an arrow up or down them */
        gfx_line(g, x - 10, y + 9, x - 3, y + 9, w, c);
        gfx_line(g, x - 3, y + 9, x - 3, y + 2, w, c);
        gfx_line(g, x - 3, y + 2, x + 4, y + 2, w, c);
        gfx_line(g, x + 4, y + 2, x + 4, y - 5, w, c);
        gfx_line(g, x + 4, y - 5, x + 10, y - 5, w, c);
        if (chip == 4) arrow(g, x - 9, y - 1, x - 1, y - 9, 2.5f, c);
        else arrow(g, x - 9, y - 9, x - 1, y - 1, 2.5f, c);
        break;
    }
    case 6:
    case 7: { /* a box, with an arrow leaving it upwards or coming down onto it */
        gfx_round_frame(g, (SDL_Rect){cx - 8, cy, 16, 11}, 2, 3, c);
        if (chip == 6) arrow(g, x, y - 1, x, y - 12, 2.5f, c);
        else arrow(g, x, y - 12, x, y - 2, 2.5f, c);
        break;
    }
    case 8: { /* a loop: a square of arrows */
        gfx_line(g, x - 9, y - 7, x + 9, y - 7, w, c);
        gfx_line(g, x + 9, y - 7, x + 9, y + 7, w, c);
        arrow(g, x + 9, y + 7, x - 8, y + 7, w, c);
        break;
    }
    case GLYPH_NEW_FUNCTION: /* a new function: a circle with a plus */
        gfx_circle(g, cx, cy, 11, c);
        gfx_line(g, x - 5, y, x + 5, y, w, COL_VERMILLION);
        gfx_line(g, x, y - 5, x, y + 5, w, COL_VERMILLION);
        break;
    case BLOCKS_PALETTE_BIN: /* a bin with a lid */
        gfx_line(g, x - 10, y - 7, x + 10, y - 7, w, c);
        gfx_line(g, x - 3, y - 10, x + 3, y - 10, w, c);
        gfx_line(g, x - 7, y - 6, x - 5, y + 10, w, c);
        gfx_line(g, x + 7, y - 6, x + 5, y + 10, w, c);
        gfx_line(g, x - 5, y + 10, x + 5, y + 10, w, c);
        gfx_line(g, x, y - 3, x, y + 7, 2.0f, c);
        break;
    default: { /* a function: its letter in a circle */
        char letter[2] = {(char)('A' + chip - 9), '\0'};
        gfx_circle(g, cx, cy, 11, c);
        gfx_text(g, letter, 16, COL_VERMILLION, cx, cy - 10, ALIGN_CENTER);
        break;
    }
    }
}

static SDL_Color lighter(SDL_Color c, int amount)
{
    c.r = (Uint8)(c.r + (255 - c.r) * amount / 100);
    c.g = (Uint8)(c.g + (255 - c.g) * amount / 100);
    c.b = (Uint8)(c.b + (255 - c.b) * amount / 100);
    return c;
}

/* A pill with a shadow, a picture and a label. */
/* A block's pill with its glyph and label; the label's box ends label_end pixels from the pill's left. */
static void draw_pill(Gfx *g, SDL_Rect r, int chip, const char *label, int px, SDL_Color fill, int label_end)
{
    gfx_round_rect(g, (SDL_Rect){r.x + 2, r.y + 3, r.w, r.h}, 10, COL_SHADOW);
    gfx_round_rect(g, r, 10, fill);
    gfx_round_frame(g, r, 10, 2, (SDL_Color){35, 31, 45, 160});
    SDL_Color ink = chip_ink(chip);
    draw_glyph(g, chip, r.x + 18, r.y + r.h / 2, ink);
    gfx_text_in(g, FONT_BOLD, label, px, ink, (SDL_Rect){r.x + 36, r.y, label_end - 36, r.h}, ALIGN_LEFT, 0);
}

static void draw_tabs(BlocksPanel *p, Gfx *g)
{
    for (int i = 0; i < ((p->tools & BOTS_TOOL_FUNCTIONS) ? BOTS_BLOCK_LISTS : 1); i++) {
        SDL_Rect r = p->tabs[i];
        int on = i == p->list, target = p->dragging && p->drop_list == i && i != p->list;
        SDL_Color fill = on ? COL_WHITE : target ? COL_YELLOW : (SDL_Color){222, 214, 196, 255};
        gfx_round_rect(g, (SDL_Rect){r.x + 2, r.y + 3, r.w, r.h}, 10, COL_SHADOW);
        gfx_round_rect(g, r, 10, fill);
        if (on) gfx_round_frame(g, r, 10, 3, COL_BLUE);
        const char *name = i == 0 ? "Main" : bots_block_list_name(i); /* its name for tests, in English */
        /* TRANSLATORS: the tab of the robot's main program (beside the functions' tabs A to F); short */
        gfx_text_in(g, FONT_BOLD, i == 0 ? _("Main") : name, 20, on ? COL_INK : COL_MUTED, (SDL_Rect){r.x + 2, r.y, r.w - 4, r.h}, ALIGN_CENTER, 0);
        gfx_clickable(g, r, name);
        if (i > 0 && p->blocks.lists[i].count > 0) /* a dot: this function has blocks */
            gfx_circle(g, r.x + r.w - 8, r.y + 8, 4, COL_VERMILLION);
    }
}

/* What a palette chip shows: its English name (tests click it), the words drawn and its picture
 * (the text view's "function" chip, in the bin's place, has its own). */
typedef struct ChipFace {
    const char *name;
    const char *shown;
    int glyph;
    char buf[64];
} ChipFace;

static void chip_face(const BlocksPanel *p, int chip, ChipFace *f)
{
    int function_chip = chip == BLOCKS_PALETTE_BIN && p->text_palette; /* the text view types a definition */
    f->name = function_chip ? "function" : chip_labels[chip];
    /* TRANSLATORS: the robot's text view: a chip that types a new function (function A() { });
     * short, it sits on a small button like "loop" */
    f->shown = function_chip ? _("new function") : chip_text(chip, f->buf, sizeof f->buf);
    f->glyph = function_chip ? GLYPH_NEW_FUNCTION : chip;
}

/* The box under a chip's picture that its name is drawn in. */
static SDL_Rect chip_name_box(SDL_Rect r)
{
    return (SDL_Rect){r.x + 1, r.y + 25, r.w - 2, r.h - 26};
}

/* One text size for every chip's name, the largest at which each fits under its picture (on two
 * lines if need be), so no chip reads smaller or loses its picture because its word is longer. */
static int palette_px(BlocksPanel *p, Gfx *g)
{
    int px = CHIP_PX;
    for (int i = 0; i < BLOCKS_PALETTE; i++) {
        if (!blocks_panel_chip_shown(p, i)) continue;
        ChipFace f;
        chip_face(p, i, &f);
        SDL_Rect box = chip_name_box(p->palette[i]);
        int tw, th, fit = gfx_text_fit(g, FONT_BOLD, f.shown, CHIP_PX, box.w, box.h, TEXT_WRAP, &tw, &th);
        if (fit < px) px = fit;
    }
    return px;
}

static void draw_palette(BlocksPanel *p, Gfx *g)
{
    int dim = p->read_only || (p->text_only && !p->text_palette);
    SDL_Point m = {p->mouse_x, p->mouse_y};
    int px = palette_px(p, g);
    for (int i = 0; i < BLOCKS_PALETTE; i++) {
        SDL_Rect r = p->palette[i];
        p->chip_drawn_px[i] = 0;
        if (!blocks_panel_chip_shown(p, i)) continue;
        ChipFace f;
        chip_face(p, i, &f);
        int function_chip = f.glyph == GLYPH_NEW_FUNCTION;
        SDL_Color fill = function_chip ? COL_VERMILLION : chip_fill(i);
        int bin_target = i == BLOCKS_PALETTE_BIN && p->dragging && p->press == 2 && p->drop_list < 0;
        if (bin_target) fill = COL_VERMILLION;
        else if (SDL_PointInRect(&m, &r) && !dim) fill = lighter(fill, 20);
        if (dim && !function_chip) fill.a = 110;
        int down = p->press == 1 && p->press_index == i;
        gfx_round_rect(g, (SDL_Rect){r.x + 2, r.y + 3, r.w, r.h}, 10, COL_SHADOW);
        gfx_round_rect(g, (SDL_Rect){r.x, r.y + down, r.w, r.h}, 10, fill);
        SDL_Color ink = bin_target || function_chip ? COL_WHITE : chip_ink(i);
        gfx_clickable(g, r, f.name);
        /* the picture over its name */
        draw_glyph(g, f.glyph, r.x + r.w / 2, r.y + down + 14, ink);
        SDL_Rect box = chip_name_box((SDL_Rect){r.x, r.y + down, r.w, r.h});
        p->chip_drawn_px[i] = gfx_text_in(g, FONT_BOLD, f.shown, px, ink, box, ALIGN_CENTER, TEXT_WRAP);
    }
}

void blocks_panel_draw_palette(BlocksPanel *p, Gfx *g) { draw_palette(p, g); }

void blocks_panel_palette_state(const BlocksPanel *p, LpBuf *out)
{
    lp_buf_puts(out, ",\"palette\":[");
    int n = 0;
    for (int i = 0; i < BLOCKS_PALETTE; i++) {
        if (!blocks_panel_chip_shown(p, i)) continue;
        lp_buf_puts(out, n++ ? "," : "");
        lp_buf_json_string(out, i == BLOCKS_PALETTE_BIN && p->text_palette ? "function" : chip_labels[i]);
    }
    lp_buf_puts(out, "],\"palette_px\":[");
    n = 0;
    for (int i = 0; i < BLOCKS_PALETTE; i++)
        if (blocks_panel_chip_shown(p, i)) lp_buf_printf(out, "%s%d", n++ ? "," : "", p->chip_drawn_px[i]);
    lp_buf_puts(out, "]");
}

/* The block being dragged: its chip, and its label into out. */
static int held_block(BlocksPanel *p, char *out, int size)
{
    char buf[64];
    if (p->press == 1) {
        snprintf(out, (size_t)size, "%s", chip_text(p->press_index, buf, sizeof buf));
        return p->press_index;
    }
    const BotsBlock *b = &shown(p)->rows[p->press_index];
    if (b->kind == BOTS_BLOCK_CALL) /* as its row says it ("do C"), not its letter alone */
        snprintf(out, (size_t)size, _("do %s"), bots_block_list_name(1 + b->fn));
    else
        blocks_panel_block_text(b, out, size);
    return block_chip(b);
}

static void json_rect(LpBuf *o, SDL_Rect r) { lp_buf_printf(o, "[%d,%d,%d,%d]", r.x, r.y, r.w, r.h); }

void blocks_panel_state(BlocksPanel *p, LpBuf *o)
{
    lp_buf_puts(o, ",\"block_area\":");
    json_rect(o, p->area);
    lp_buf_printf(o, ",\"row_pitch\":%d,\"rows\":[", ROW_H);
    const BotsBlockList *l = shown(p);
    int last = p->scroll + visible_rows(p);
    for (int row = p->scroll; row < l->count && row < last; row++) {
        lp_buf_puts(o, row > p->scroll ? ",{\"rect\":" : "{\"rect\":");
        json_rect(o, row_rect(p, row));
        if (l->rows[row].kind == BOTS_BLOCK_REPEAT) {
            lp_buf_puts(o, ",\"minus\":");
            json_rect(o, count_button(p, row, 0));
            lp_buf_puts(o, ",\"plus\":");
            json_rect(o, count_button(p, row, 1));
        }
        lp_buf_puts(o, "}");
    }
    char held[64] = "";
    if (p->dragging) held_block(p, held, sizeof held);
    lp_buf_puts(o, "],\"held\":"); /* the label of the block being dragged, "" when none */
    lp_buf_json_string(o, held);
}

static void draw_row(BlocksPanel *p, Gfx *g, int row, bool ghost_source)
{
    const BotsBlockList *l = shown(p);
    const BotsBlock *b = &l->rows[row];
    SDL_Rect r = row_rect(p, row);
    int chip = block_chip(b);
    SDL_Color fill = chip_fill(chip);
    if (ghost_source) fill.a = 90;
    char label[64];
    if (b->kind == BOTS_BLOCK_REPEAT) snprintf(label, sizeof label, "%s", _("repeat"));
    else if (b->kind == BOTS_BLOCK_CALL) snprintf(label, sizeof label, _("do %s"), bots_block_list_name(1 + b->fn));
    else blocks_panel_block_text(b, label, sizeof label);
    if (b->kind != BOTS_BLOCK_REPEAT) {
        draw_pill(g, r, chip, label, 19, fill, r.w - 4);
    } else { /* repeat (-) 4 (+) times, each in its own box */
        SDL_Rect minus = count_button(p, row, 0), plus = count_button(p, row, 1);
        draw_pill(g, r, chip, label, 19, fill, minus.x - 4 - r.x);
        char n[16];
        snprintf(n, sizeof n, "%d", b->count);
        gfx_text_in(g, FONT_BOLD, n, 20, COL_INK,
                    (SDL_Rect){minus.x + minus.w, r.y, plus.x - minus.x - minus.w, r.h}, ALIGN_CENTER, 0);
        int after = plus.x + plus.w + 8;
        /* TRANSLATORS: after a repeat block's count: "repeat (-) 4 (+) times" */
        gfx_text_in(g, FONT_BOLD, lp_trn("time", "times", b->count), 19, COL_INK,
                    (SDL_Rect){after, r.y, r.x + r.w - 6 - after, r.h}, ALIGN_LEFT, 0);
        if (editable(p)) {
            gfx_clickable(g, minus, "count -");
            gfx_clickable(g, plus, "count +");
            gfx_round_rect(g, minus, 8, COL_WHITE);
            gfx_round_rect(g, plus, 8, COL_WHITE);
            gfx_line(g, (float)minus.x + 9, (float)minus.y + 13, (float)minus.x + 21, (float)minus.y + 13, 3, COL_INK);
            gfx_line(g, (float)plus.x + 9, (float)plus.y + 13, (float)plus.x + 21, (float)plus.y + 13, 3, COL_INK);
            gfx_line(g, (float)plus.x + 15, (float)plus.y + 7, (float)plus.x + 15, (float)plus.y + 19, 3, COL_INK);
        }
        /* the loop's bracket down to its end */
        int end = bots_blocks_partner(l, row);
        int y1 = p->area.y + 4 + (end - p->scroll) * ROW_H;
        int ytop = r.y + PILL_H, ybot = y1 < p->area.y + p->area.h ? y1 : p->area.y + p->area.h;
        if (ybot > ytop) gfx_fill(g, (SDL_Rect){r.x + 2, ytop, 12, ybot - ytop}, fill);
    }
    if (p->run_mark != BLOCKS_RUN_NONE && p->run_list == p->list && p->run_row == row) {
        SDL_Color c = p->run_mark == BLOCKS_RUN_FAILED ? COL_VERMILLION : COL_YELLOW;
        gfx_round_frame(g, (SDL_Rect){r.x - 4, r.y - 3, r.w + 8, r.h + 6}, 12, 4, c);
        gfx_round_frame(g, (SDL_Rect){r.x - 6, r.y - 5, r.w + 12, r.h + 10}, 14, 2, COL_INK);
        /* its number in a red (failed) or yellow (running) ring in the gutter, where the messages'
         * "block 2" finds it; an arrow on to an indented row */
        int failed = p->run_mark == BLOCKS_RUN_FAILED, cx = p->area.x + 18, cy = r.y + PILL_H / 2;
        char num[12];
        snprintf(num, sizeof num, "%d", row + 1);
        gfx_circle(g, cx, cy, 14, COL_INK);
        gfx_circle(g, cx, cy, 12, failed ? COL_VERMILLION : COL_YELLOW);
        gfx_text_in(g, FONT_BOLD, num, 15, failed ? COL_WHITE : COL_INK, (SDL_Rect){cx - 11, cy - 11, 22, 22},
                    ALIGN_CENTER, 0);
        if (!failed && r.x - 10 > cx + 24)
            arrow(g, (float)cx + 16, (float)cy, (float)r.x - 10, (float)cy, 4, COL_INK);
    }
}

static void draw_message(BlocksPanel *p, Gfx *g, const char *text)
{
    gfx_text_wrap(g, text, 19, COL_MUTED, p->area.x + 24, p->area.y + 20, p->area.w - 48, ALIGN_LEFT);
}

void blocks_panel_draw(BlocksPanel *p, Gfx *g, int par, bool par_proven, bool focused)
{
    draw_tabs(p, g);
    draw_palette(p, g);
    SDL_Rect a = p->area;
    gfx_round_rect(g, (SDL_Rect){a.x + 3, a.y + 4, a.w, a.h}, 14, COL_SHADOW);
    gfx_round_rect(g, a, 14, (SDL_Color){255, 253, 246, 255});
    gfx_round_frame(g, a, 14, 3, focused && !p->read_only ? COL_BLUE : (SDL_Color){120, 84, 50, 255});
    const BotsBlockList *l = shown(p);
    if (p->text_only) {
        char msg[480];
        /* TRANSLATORS: %s says why this program cannot be shown as blocks (a sentence) */
        snprintf(msg, sizeof msg, _("%s Keep working on it in the Text view, or empty the text to use blocks."), p->why);
        draw_message(p, g, msg);
    } else if (l->count == 0 && !p->dragging) {
        if (p->list == 0 && p->tools != BOTS_TOOLS_ALL)
            /* TRANSLATORS: the empty program in an early lesson (only a few blocks shown) */
            draw_message(p, g, _("Drag blocks here from below, or click them. The robot runs them from the top."));
        else if (p->list == 0)
            /* TRANSLATORS: the empty program; 1-8, R, A-F and Delete are keys: keep them */
            draw_message(p, g, _("Drag blocks here from below, or click them. The robot runs them from the top. "
                               "Keys: 1-8 actions, R repeat, A-F functions, Delete removes."));
        else {
            char msg[400];
            /* TRANSLATORS: both %s are the function's letter (A to F); "do %s" is the block that runs it and
               Main the main program's tab: word them as the blocks and the tab are translated */
            snprintf(msg, sizeof msg, _("Function %s is empty. Put blocks here, then use \"do %s\" in Main to run them "
                     "as often as you like."), bots_block_list_name(p->list), bots_block_list_name(p->list));
            draw_message(p, g, msg);
        }
    }
    int n = visible_rows(p);
    SDL_Rect clip = a;
    SDL_RenderSetClipRect(g->renderer, &clip);
    if (!p->text_only) {
        /* brackets first (they run behind later rows), then every row */
        for (int i = p->scroll; i < l->count && i < p->scroll + n; i++) {
            char num[8];
            snprintf(num, sizeof num, "%d", i + 1);
            int marked = p->run_mark != BLOCKS_RUN_NONE && p->run_list == p->list && p->run_row == i;
            /* the running or failed row's number is drawn in its mark (draw_row) */
            if (l->rows[i].kind != BOTS_BLOCK_END && !marked)
                gfx_text(g, num, 15, COL_MUTED, a.x + GUTTER - 8, a.y + 4 + (i - p->scroll) * ROW_H + 7, ALIGN_RIGHT);
        }
        for (int i = p->scroll; i < l->count && i < p->scroll + n; i++) {
            int first = -1, last = -1;
            if (p->dragging && p->press == 2) bots_blocks_extent(l, p->press_index, &first, &last);
            draw_row(p, g, i, i >= first && i <= last && first >= 0);
        }
        int caret_at = p->dragging && p->drop_list == p->list ? p->drop_at : (focused && editable(p) ? p->caret : -1);
        if (caret_at >= p->scroll && caret_at <= p->scroll + n && (l->count > 0 || p->dragging)) {
            int depth = caret_at < l->count ? bots_blocks_depth(l, caret_at) : 0;
            if (caret_at < l->count && l->rows[caret_at].kind == BOTS_BLOCK_END) depth++;
            int x = a.x + GUTTER + depth * INDENT - 6, y = a.y + 2 + (caret_at - p->scroll) * ROW_H;
            SDL_Color c = p->dragging ? COL_GREEN : COL_INK;
            gfx_round_rect(g, (SDL_Rect){x, y - 1, PILL_W + 12, 5}, 2, c);
            gfx_circle(g, x, y + 1, 6, c);
        }
    }
    SDL_RenderSetClipRect(g->renderer, NULL);
    /* the live score against par */
    char score[96];
    int commands = bots_blocks_commands(&p->blocks);
    if (par_proven)
        /* TRANSLATORS: the program's size against par (the fewest commands that solve the puzzle) */
        snprintf(score, sizeof score, lp_trn("%d command  /  par %d", "%d commands  /  par %d", commands), commands, par);
    else
        /* TRANSLATORS: the program's size against a target: the commands the puzzle was made with
         * (no search proved that fewer cannot solve it, so it is not called par) */
        snprintf(score, sizeof score, lp_trn("%d command  /  try for %d", "%d commands  /  try for %d", commands),
                 commands, par);
    if (!p->text_only)
        gfx_text_in(g, FONT_BOLD, score, 17, commands <= par ? COL_MUTED : COL_VERMILLION,
                    (SDL_Rect){a.x + 14, a.y + a.h - 30, a.w - 28, 26}, ALIGN_RIGHT, 0);
}

void blocks_panel_draw_held(BlocksPanel *p, Gfx *g)
{
    /* the block being dragged follows the hand, over everything on the screen */
    if (p->dragging) {
        char label[64];
        int chip = held_block(p, label, sizeof label);
        SDL_Color fill = chip_fill(chip);
        fill.a = 225;
        SDL_Rect held = {p->mouse_x - 24, p->mouse_y - PILL_H / 2, 200, PILL_H};
        gfx_cover_text(g, held); /* it is carried over the column and the palette */
        draw_pill(g, held, chip, label, 19, fill, 196);
    }
}
