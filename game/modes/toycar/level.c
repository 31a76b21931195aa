/* level.c - toy-car level files: a strict line-by-line parser with "file:line: reason" errors,
 * and the writer that round-trips with it. Depends on toycar rules and core levelfile (the
 * header and the keys every mode shares, on core textspan; a level's code is checked like a typed
 * one). */
#include "level.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "core/levelfile.h"

enum {
    KEY_MODE,
    KEY_TITLE,
    KEY_HINT,
    KEY_HEADING,
    KEY_TILES,
    KEY_INVENTORY,
    KEY_SEED,
    KEY_CODE,
    KEY_BOARD,
    KEY_COUNT
};
static const char *const key_names[KEY_COUNT] = {"mode",      "title", "hint", "heading", "tiles",
                                                 "inventory", "seed",  "code", "board"};

typedef struct Parser {
    const char *label;
    LpDiag *diag;
    TcLevel *out;
    int seen[KEY_COUNT]; /* line of each key, 0 when absent */
    int cars, goals;
    int inventory_given[4];
} Parser;

static int parse_tiles(Parser *p, int ln, LpSpan v)
{
    LpSpan tok, rest = v;
    char q[32];
    while (lp_span_next_token(&rest, &tok)) {
        if (p->out->tile_count == TC_MAX_TILES)
            return lp_diag_set(p->diag, p->label, ln, _("too many tiles (at most %d)"), TC_MAX_TILES);
        /* x,y,dir */
        const char *c1 = memchr(tok.s, ',', tok.n);
        const char *c2 = c1 ? memchr(c1 + 1, ',', (size_t)(tok.s + tok.n - c1 - 1)) : NULL;
        unsigned long long x = 0, y = 0;
        if (!c2 || !lp_span_parse_uint((LpSpan){tok.s, (size_t)(c1 - tok.s)}, 999, &x) ||
            !lp_span_parse_uint((LpSpan){c1 + 1, (size_t)(c2 - c1 - 1)}, 999, &y) || c2 + 1 == tok.s + tok.n)
            return lp_diag_set(p->diag, p->label, ln,
                               /* TRANSLATORS: in level files; L, R, U, D (left, right, up, down) and "3,0,D" stay */
                               _("bad tile '%s': write each tile as x,y,direction like 3,0,D"),
                               lp_span_quoted(tok, q, sizeof q));
        LpSpan dir = {c2 + 1, (size_t)(tok.s + tok.n - c2 - 1)};
        TcDir d = dir.n == 1 ? tc_dir_from_letter(dir.s[0]) : TC_NO_DIR;
        if (d == TC_NO_DIR)
            /* TRANSLATORS: L, R, U, D are the level file's letters for left, right, up, down: keep them */
            return lp_diag_set(p->diag, p->label, ln, _("tile '%s' has a bad direction: use L, R, U or D"),
                               lp_span_quoted(tok, q, sizeof q));
        p->out->tiles[p->out->tile_count++] = (TcTile){(int)x, (int)y, d};
    }
    return 1;
}

static int parse_inventory(Parser *p, int ln, LpSpan v)
{
    LpSpan tok, rest = v;
    char q[32];
    int total = 0;
    while (lp_span_next_token(&rest, &tok)) {
        TcDir d = tok.n == 1 ? tc_dir_from_letter(tok.s[0]) : TC_NO_DIR;
        if (d == TC_NO_DIR)
            return lp_diag_set(p->diag, p->label, ln,
                               _("bad inventory tile '%s': use L, R, U or D, one letter per tile"),
                               lp_span_quoted(tok, q, sizeof q));
        if (++total > TC_MAX_TILES)
            return lp_diag_set(p->diag, p->label, ln, _("too many tiles (at most %d)"), TC_MAX_TILES);
        p->inventory_given[d]++;
    }
    return 1;
}

static int parse_key(Parser *p, int ln, LpSpan line)
{
    TcLevel *out = p->out;
    char q[32];
    if (!memchr(line.s, ':', line.n))
        return lp_diag_set(p->diag, p->label, ln,
                           "%s", _("this line is not 'key: value' (board rows go after 'board:')"));
    LpSpan value;
    int k = lp_levelfile_key(p->diag, p->label, ln, line, key_names, KEY_COUNT, p->seen, &value);
    switch (k) {
    case -1: return 0;
    case KEY_MODE: return lp_levelfile_mode(p->diag, p->label, ln, value, "toycar");
    case KEY_TITLE:
        return lp_levelfile_text(p->diag, p->label, ln, "title", value, out->title, sizeof out->title);
    case KEY_HINT:
        return lp_levelfile_text(p->diag, p->label, ln, "hint", value, out->hint, sizeof out->hint);
    case KEY_HEADING: {
        TcDir d = value.n == 1 ? tc_dir_from_letter(value.s[0]) : TC_NO_DIR;
        if (d == TC_NO_DIR)
            return lp_diag_set(p->diag, p->label, ln, _("bad heading '%s': use L, R, U or D"),
                               lp_span_quoted(value, q, sizeof q));
        out->board.heading = d;
        return 1;
    }
    case KEY_TILES: return parse_tiles(p, ln, value);
    case KEY_INVENTORY: return parse_inventory(p, ln, value);
    case KEY_SEED:
        if (!lp_levelfile_seed(p->diag, p->label, ln, value, &out->seed)) return 0;
        out->has_seed = 1;
        return 1;
    case KEY_CODE: {
        LpShareParams sp;
        return lp_levelfile_code(p->diag, p->label, ln, value, out->code, sizeof out->code, &sp);
    }
    case KEY_BOARD:
        if (value.n)
            return lp_diag_set(p->diag, p->label, ln, "%s", _("put the board rows on the lines after 'board:'"));
        return 1;
    }
    return 1;
}

static int parse_row(Parser *p, int ln, LpSpan row)
{
    TcBoard *b = &p->out->board;
    char q[32];
    if (b->height == TC_MAX_H)
        return lp_diag_set(p->diag, p->label, ln, _("the board is bigger than %dx%d: too many rows"), TC_MAX_W,
                           TC_MAX_H);
    if (row.n > TC_MAX_W)
        return lp_diag_set(p->diag, p->label, ln,
                           _("the board is bigger than %dx%d: this row is %zu cells wide"), TC_MAX_W, TC_MAX_H,
                           row.n);
    if (b->height > 0 && (int)row.n != b->width)
        return lp_diag_set(p->diag, p->label, ln,
                           _("board rows have different widths: this row is %zu cells wide, the "
                             "first is %d"),
                           row.n, b->width);
    int y = b->height;
    for (size_t x = 0; x < row.n; x++) {
        char c = row.s[x];
        switch (c) {
        case '.': b->cells[y][x] = TC_EMPTY; break;
        case '#': b->cells[y][x] = TC_OBSTACLE; break;
        case 'F': b->cells[y][x] = TC_FLAG; break;
        case 'G':
            if (++p->goals > 1)
                return lp_diag_set(p->diag, p->label, ln, "%s", _("a second goal (G): a level has exactly one goal"));
            b->cells[y][x] = TC_GOAL;
            break;
        case 'C':
            if (++p->cars > 1)
                return lp_diag_set(p->diag, p->label, ln, "%s", _("a second car (C): a level has exactly one car"));
            b->cells[y][x] = TC_EMPTY;
            b->car_x = (int)x;
            b->car_y = y;
            break;
        default: {
            LpSpan one = {row.s + x, 1};
            LpDiag *d = p->diag;
            /* TRANSLATORS: . # F G C are the level file's board characters: keep them */
            lp_diag_set(d, p->label, ln, _("unknown board character '%s' (use . # F G C)"),
                        lp_span_quoted(one, q, sizeof q));
            if (d) d->column = (int)x + 1;
            return 0;
        }
        }
    }
    b->width = (int)row.n;
    b->height++;
    return 1;
}

/* Checks that need the whole file: board, heading, tiles against the board, inventory. */
static int check_level(Parser *p, int last_line)
{
    TcLevel *out = p->out;
    TcBoard *b = &out->board;
    int board_ln = p->seen[KEY_BOARD];
    if (!board_ln)
        return lp_diag_set(p->diag, p->label, last_line,
                           "%s", _("missing board: add a line 'board:' with the rows below it"));
    if (b->height == 0) return lp_diag_set(p->diag, p->label, board_ln, "%s", _("the board has no rows"));
    if (p->cars == 0)
        return lp_diag_set(p->diag, p->label, board_ln,
                           "%s", _("the board has no car (C): a level has exactly one car"));
    if (p->goals == 0)
        return lp_diag_set(p->diag, p->label, board_ln,
                           "%s", _("the board has no goal (G): a level has exactly one goal"));
    if (!p->seen[KEY_HEADING])
        return lp_diag_set(p->diag, p->label, last_line, "%s", _("missing heading: add a line like 'heading: R'"));
    int tiles_ln = p->seen[KEY_TILES];
    for (int i = 0; i < out->tile_count; i++) {
        const TcTile *t = &out->tiles[i];
        if (t->x >= b->width || t->y >= b->height)
            return lp_diag_set(p->diag, p->label, tiles_ln, _("tile %d,%d,%c is outside the %dx%d board"), t->x,
                               t->y, tc_dir_letter(t->dir), b->width, b->height);
        if (b->cells[t->y][t->x] != TC_EMPTY || (t->x == b->car_x && t->y == b->car_y))
            return lp_diag_set(p->diag, p->label, tiles_ln, _("tile %d,%d,%c is not on an empty cell"), t->x,
                               t->y, tc_dir_letter(t->dir));
        for (int j = 0; j < i; j++)
            if (out->tiles[j].x == t->x && out->tiles[j].y == t->y)
                return lp_diag_set(p->diag, p->label, tiles_ln, _("two tiles on the same cell %d,%d"), t->x,
                                   t->y);
    }
    tc_level_inventory_from_tiles(out);
    if (p->seen[KEY_INVENTORY]) {
        for (int d = 0; d < 4; d++)
            if (p->inventory_given[d] < b->inventory[d])
                return lp_diag_set(p->diag, p->label, p->seen[KEY_INVENTORY],
                                   _("the inventory has fewer %c tiles than the intended tiles "
                                     "use"),
                                   tc_dir_letter((TcDir)d));
        memcpy(b->inventory, p->inventory_given, sizeof b->inventory);
    }
    return 1;
}

int tc_level_parse(const char *text, size_t len, const char *label, TcLevel *out, LpDiag *diag)
{
    memset(out, 0, sizeof *out);
    Parser p = {.label = label ? label : "", .diag = diag, .out = out};
    out->board.heading = TC_RIGHT;
    LpLevelReader r = {.text = text, .len = len, .label = p.label, .diag = diag};
    LpSpan line;
    int in_board = 0, more;
    while ((more = lp_levelfile_next(&r, &line)) > 0) {
        int ln = r.line;
        LpSpan t = lp_span_trim(line);
        int blank = t.n == 0, comment = t.n && t.s[0] == ';';
        if (in_board) {
            if (blank) {
                in_board = 0;
                continue;
            }
            if (comment) continue;
            if (!memchr(line.s, ':', line.n)) {
                if (!parse_row(&p, ln, line)) return 0;
                continue;
            }
            in_board = 0; /* a "key:" line ends the board */
        }
        if (blank || comment) continue;
        if (!parse_key(&p, ln, t)) return 0;
        if (p.seen[KEY_BOARD] == ln) in_board = 1;
    }
    if (more < 0) return 0;
    return check_level(&p, r.line);
}

int tc_level_load(const char *path, TcLevel *out, LpDiag *diag)
{
    LpBuf text;
    lp_buf_init(&text);
    int ok = lp_levelfile_read(&text, path, diag);
    if (ok)
        ok = tc_level_parse(text.data, text.count, path, out, diag);
    else
        memset(out, 0, sizeof *out);
    lp_buf_free(&text);
    return ok;
}

void tc_level_inventory_from_tiles(TcLevel *level)
{
    memset(level->board.inventory, 0, sizeof level->board.inventory);
    for (int i = 0; i < level->tile_count && i < TC_MAX_TILES; i++)
        if (level->tiles[i].dir >= TC_LEFT && level->tiles[i].dir <= TC_DOWN)
            level->board.inventory[level->tiles[i].dir]++;
}

void tc_level_write(const TcLevel *level, LpBuf *out)
{
    const TcBoard *b = &level->board;
    lp_buf_printf(out, "%s %d\nmode: toycar\n", LP_LEVEL_MAGIC, LP_LEVEL_VERSION);
    if (level->title[0]) lp_levelfile_put_value(out, "title", level->title);
    if (level->hint[0]) lp_levelfile_put_value(out, "hint", level->hint);
    if (level->code[0]) lp_levelfile_put_value(out, "code", level->code);
    if (level->has_seed) lp_buf_printf(out, "seed: %lu\n", (unsigned long)level->seed);
    lp_buf_printf(out, "heading: %c\n", tc_dir_letter(b->heading));
    lp_buf_puts(out, "tiles:");
    for (int i = 0; i < level->tile_count && i < TC_MAX_TILES; i++)
        lp_buf_printf(out, " %d,%d,%c", level->tiles[i].x, level->tiles[i].y,
                      tc_dir_letter(level->tiles[i].dir));
    lp_buf_puts(out, "\n");
    TcLevel derived = *level;
    tc_level_inventory_from_tiles(&derived);
    if (memcmp(derived.board.inventory, b->inventory, sizeof b->inventory) != 0) {
        lp_buf_puts(out, "inventory:");
        for (int d = 0; d < 4; d++)
            for (int k = 0; k < b->inventory[d] && k < TC_MAX_TILES; k++)
                lp_buf_printf(out, " %c", tc_dir_letter((TcDir)d));
        lp_buf_puts(out, "\n");
    }
    lp_buf_puts(out, "board:\n");
    for (int y = 0; y < b->height && y < TC_MAX_H; y++) {
        for (int x = 0; x < b->width && x < TC_MAX_W; x++) {
            char c = ".#FG"[b->cells[y][x] <= TC_GOAL ? b->cells[y][x] : 0];
            if (x == b->car_x && y == b->car_y) c = 'C';
            lp_buf_append(out, &c, 1);
        }
        lp_buf_puts(out, "\n");
    }
}
