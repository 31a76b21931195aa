/* level.c - toy-car level files: a strict line-by-line parser with "file:line: reason" errors,
 * and the writer that round-trips with it. Depends on toycar rules, core buf, diag and
 * sharecode (a level's code is checked like a typed one). */
#include "level.h"

#include <stdio.h>
#include <string.h>

#include "core/sharecode.h"

#define LEVEL_MAGIC "loopling-level"
#define LEVEL_VERSION 1
#define LEVEL_MAX_BYTES (64u * 1024u)

typedef struct Span {
    const char *s;
    size_t n;
} Span;

static int is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

static Span trim(Span v)
{
    while (v.n && is_space(v.s[0]))
        v.s++, v.n--;
    while (v.n && is_space(v.s[v.n - 1]))
        v.n--;
    return v;
}

static int span_is(Span a, const char *s)
{
    return a.n == strlen(s) && memcmp(a.s, s, a.n) == 0;
}

/* Next whitespace-separated token of *rest; 0 when none is left. */
static int next_token(Span *rest, Span *tok)
{
    *rest = trim(*rest);
    if (!rest->n) return 0;
    size_t i = 0;
    while (i < rest->n && !is_space(rest->s[i]))
        i++;
    tok->s = rest->s;
    tok->n = i;
    rest->s += i;
    rest->n -= i;
    return 1;
}

static int parse_uint(Span v, unsigned long long max, unsigned long long *out)
{
    if (v.n == 0 || v.n > 10) return 0;
    unsigned long long x = 0;
    for (size_t i = 0; i < v.n; i++) {
        if (v.s[i] < '0' || v.s[i] > '9') return 0;
        x = x * 10 + (unsigned)(v.s[i] - '0');
    }
    if (x > max) return 0;
    *out = x;
    return 1;
}

static int printable(Span v)
{
    for (size_t i = 0; i < v.n; i++)
        if ((unsigned char)v.s[i] < ' ' || v.s[i] == 127) return 0;
    return 1;
}

/* A token safe to quote in a message (printable, short). */
static const char *quoted(Span v, char *buf, size_t size)
{
    if (!printable(v)) return "?";
    snprintf(buf, size, "%.*s%s", (int)(v.n > 24 ? 24 : v.n), v.s, v.n > 24 ? "..." : "");
    return buf;
}

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

static int set_string(Parser *p, int ln, const char *what, Span v, char *dst, size_t size)
{
    if (!printable(v))
        return lp_diag_set(p->diag, p->label, ln, "the %s has a strange character in it", what);
    if (v.n >= size)
        return lp_diag_set(p->diag, p->label, ln, "the %s is too long (at most %d characters)", what,
                           (int)size - 1);
    memcpy(dst, v.s, v.n);
    dst[v.n] = '\0';
    return 1;
}

static int parse_tiles(Parser *p, int ln, Span v)
{
    Span tok, rest = v;
    char q[32];
    while (next_token(&rest, &tok)) {
        if (p->out->tile_count == TC_MAX_TILES)
            return lp_diag_set(p->diag, p->label, ln, "too many tiles (at most %d)", TC_MAX_TILES);
        /* x,y,dir */
        const char *c1 = memchr(tok.s, ',', tok.n);
        const char *c2 = c1 ? memchr(c1 + 1, ',', (size_t)(tok.s + tok.n - c1 - 1)) : NULL;
        unsigned long long x = 0, y = 0;
        if (!c2 || !parse_uint((Span){tok.s, (size_t)(c1 - tok.s)}, 999, &x) ||
            !parse_uint((Span){c1 + 1, (size_t)(c2 - c1 - 1)}, 999, &y) || c2 + 1 == tok.s + tok.n)
            return lp_diag_set(p->diag, p->label, ln,
                               "bad tile '%s': write each tile as x,y,direction like 3,0,D",
                               quoted(tok, q, sizeof q));
        Span dir = {c2 + 1, (size_t)(tok.s + tok.n - c2 - 1)};
        TcDir d = dir.n == 1 ? tc_dir_from_letter(dir.s[0]) : TC_NO_DIR;
        if (d == TC_NO_DIR)
            return lp_diag_set(p->diag, p->label, ln, "tile '%s' has a bad direction: use L, R, U or D",
                               quoted(tok, q, sizeof q));
        p->out->tiles[p->out->tile_count++] = (TcTile){(int)x, (int)y, d};
    }
    return 1;
}

static int parse_inventory(Parser *p, int ln, Span v)
{
    Span tok, rest = v;
    char q[32];
    int total = 0;
    while (next_token(&rest, &tok)) {
        TcDir d = tok.n == 1 ? tc_dir_from_letter(tok.s[0]) : TC_NO_DIR;
        if (d == TC_NO_DIR)
            return lp_diag_set(p->diag, p->label, ln,
                               "bad inventory tile '%s': use L, R, U or D, one letter per tile",
                               quoted(tok, q, sizeof q));
        if (++total > TC_MAX_TILES)
            return lp_diag_set(p->diag, p->label, ln, "too many tiles (at most %d)", TC_MAX_TILES);
        p->inventory_given[d]++;
    }
    return 1;
}

static int parse_key(Parser *p, int ln, Span line)
{
    TcLevel *out = p->out;
    const char *colon = memchr(line.s, ':', line.n);
    char q[32];
    if (!colon)
        return lp_diag_set(p->diag, p->label, ln,
                           "this line is not 'key: value' (board rows go after 'board:')");
    Span key = trim((Span){line.s, (size_t)(colon - line.s)});
    Span value = trim((Span){colon + 1, (size_t)(line.s + line.n - colon - 1)});
    int k = 0;
    while (k < KEY_COUNT && !span_is(key, key_names[k]))
        k++;
    if (k == KEY_COUNT)
        return lp_diag_set(p->diag, p->label, ln, "unknown key '%s'", quoted(key, q, sizeof q));
    if (p->seen[k])
        return lp_diag_set(p->diag, p->label, ln, "'%s' is given twice (first on line %d)", key_names[k],
                           p->seen[k]);
    p->seen[k] = ln;
    switch (k) {
    case KEY_MODE:
        if (!span_is(value, "toycar"))
            return lp_diag_set(p->diag, p->label, ln, "this level is for mode '%s', not 'toycar'",
                               quoted(value, q, sizeof q));
        return 1;
    case KEY_TITLE: return set_string(p, ln, "title", value, out->title, sizeof out->title);
    case KEY_HINT: return set_string(p, ln, "hint", value, out->hint, sizeof out->hint);
    case KEY_HEADING: {
        TcDir d = value.n == 1 ? tc_dir_from_letter(value.s[0]) : TC_NO_DIR;
        if (d == TC_NO_DIR)
            return lp_diag_set(p->diag, p->label, ln, "bad heading '%s': use L, R, U or D",
                               quoted(value, q, sizeof q));
        out->board.heading = d;
        return 1;
    }
    case KEY_TILES: return parse_tiles(p, ln, value);
    case KEY_INVENTORY: return parse_inventory(p, ln, value);
    case KEY_SEED: {
        unsigned long long seed = 0;
        if (!parse_uint(value, 0xFFFFFFFFu, &seed))
            return lp_diag_set(p->diag, p->label, ln,
                               "bad seed '%s': use a whole number from 0 to 4294967295",
                               quoted(value, q, sizeof q));
        out->has_seed = 1;
        out->seed = (uint32_t)seed;
        return 1;
    }
    case KEY_CODE: {
        LpShareParams sp;
        LpDiag why = {0};
        if (value.n >= sizeof out->code || !printable(value))
            return lp_diag_set(p->diag, p->label, ln, "bad code: it is too long");
        memcpy(out->code, value.s, value.n);
        out->code[value.n] = '\0';
        if (!lp_sharecode_decode(out->code, &sp, &why))
            return lp_diag_set(p->diag, p->label, ln, "bad code '%s': %s", out->code, why.message);
        return 1;
    }
    case KEY_BOARD:
        if (value.n)
            return lp_diag_set(p->diag, p->label, ln, "put the board rows on the lines after 'board:'");
        return 1;
    }
    return 1;
}

static int parse_row(Parser *p, int ln, Span row)
{
    TcBoard *b = &p->out->board;
    char q[32];
    if (b->height == TC_MAX_H)
        return lp_diag_set(p->diag, p->label, ln, "the board is bigger than %dx%d: too many rows", TC_MAX_W,
                           TC_MAX_H);
    if (row.n > TC_MAX_W)
        return lp_diag_set(p->diag, p->label, ln,
                           "the board is bigger than %dx%d: this row is %zu cells wide", TC_MAX_W, TC_MAX_H,
                           row.n);
    if (b->height > 0 && (int)row.n != b->width)
        return lp_diag_set(p->diag, p->label, ln,
                           "board rows have different widths: this row is %zu cells wide, the "
                           "first is %d",
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
                return lp_diag_set(p->diag, p->label, ln, "a second goal (G): a level has exactly one goal");
            b->cells[y][x] = TC_GOAL;
            break;
        case 'C':
            if (++p->cars > 1)
                return lp_diag_set(p->diag, p->label, ln, "a second car (C): a level has exactly one car");
            b->cells[y][x] = TC_EMPTY;
            b->car_x = (int)x;
            b->car_y = y;
            break;
        default: {
            Span one = {row.s + x, 1};
            LpDiag *d = p->diag;
            lp_diag_set(d, p->label, ln, "unknown board character '%s' (use . # F G C)",
                        quoted(one, q, sizeof q));
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
                           "missing board: add a line 'board:' with the rows below it");
    if (b->height == 0) return lp_diag_set(p->diag, p->label, board_ln, "the board has no rows");
    if (p->cars == 0)
        return lp_diag_set(p->diag, p->label, board_ln,
                           "the board has no car (C): a level has exactly one car");
    if (p->goals == 0)
        return lp_diag_set(p->diag, p->label, board_ln,
                           "the board has no goal (G): a level has exactly one goal");
    if (!p->seen[KEY_HEADING])
        return lp_diag_set(p->diag, p->label, last_line, "missing heading: add a line like 'heading: R'");
    int tiles_ln = p->seen[KEY_TILES];
    for (int i = 0; i < out->tile_count; i++) {
        const TcTile *t = &out->tiles[i];
        if (t->x >= b->width || t->y >= b->height)
            return lp_diag_set(p->diag, p->label, tiles_ln, "tile %d,%d,%c is outside the %dx%d board", t->x,
                               t->y, tc_dir_letter(t->dir), b->width, b->height);
        if (b->cells[t->y][t->x] != TC_EMPTY || (t->x == b->car_x && t->y == b->car_y))
            return lp_diag_set(p->diag, p->label, tiles_ln, "tile %d,%d,%c is not on an empty cell", t->x,
                               t->y, tc_dir_letter(t->dir));
        for (int j = 0; j < i; j++)
            if (out->tiles[j].x == t->x && out->tiles[j].y == t->y)
                return lp_diag_set(p->diag, p->label, tiles_ln, "two tiles on the same cell %d,%d", t->x,
                                   t->y);
    }
    tc_level_inventory_from_tiles(out);
    if (p->seen[KEY_INVENTORY]) {
        for (int d = 0; d < 4; d++)
            if (p->inventory_given[d] < b->inventory[d])
                return lp_diag_set(p->diag, p->label, p->seen[KEY_INVENTORY],
                                   "the inventory has fewer %c tiles than the intended tiles "
                                   "use",
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
    int have_header = 0, in_board = 0, ln = 0;
    size_t pos = 0;
    if (!text) len = 0;
    while (pos < len) {
        size_t end = pos;
        while (end < len && text[end] != '\n')
            end++;
        Span raw = {text + pos, end - pos};
        pos = end < len ? end + 1 : end;
        ln++;
        Span line = raw;
        while (line.n && is_space(line.s[line.n - 1]))
            line.n--;
        Span t = trim(line);
        int blank = t.n == 0, comment = t.n && t.s[0] == ';';
        if (!have_header) {
            if (blank || comment) continue;
            size_t m = strlen(LEVEL_MAGIC);
            unsigned long long version = 0;
            if (t.n <= m + 1 || memcmp(t.s, LEVEL_MAGIC, m) != 0 || t.s[m] != ' ')
                return lp_diag_set(diag, p.label, ln, "missing header: the first line must be '%s %d'",
                                   LEVEL_MAGIC, LEVEL_VERSION);
            if (!parse_uint(trim((Span){t.s + m, t.n - m}), 1000000, &version) || version == 0)
                return lp_diag_set(diag, p.label, ln, "bad header: write '%s %d'", LEVEL_MAGIC,
                                   LEVEL_VERSION);
            if (version > LEVEL_VERSION)
                return lp_diag_set(diag, p.label, ln,
                                   "this level was made by a newer Loopling (level format %llu): "
                                   "update Loopling to open it",
                                   version);
            have_header = 1;
            continue;
        }
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
    if (!have_header)
        return lp_diag_set(diag, p.label, ln > 0 ? ln : 1, "missing header: the first line must be '%s %d'",
                           LEVEL_MAGIC, LEVEL_VERSION);
    return check_level(&p, ln > 0 ? ln : 1);
}

int tc_level_load(const char *path, TcLevel *out, LpDiag *diag)
{
    LpBuf text;
    lp_buf_init(&text);
    char why[200];
    int ok = lp_buf_read_file(&text, path, LEVEL_MAX_BYTES, why, sizeof why);
    if (!ok) {
        memset(out, 0, sizeof *out);
        lp_diag_set(diag, path, 0, "%s", why);
    } else {
        ok = tc_level_parse(text.data, text.count, path, out, diag);
    }
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

/* A one-line value: control characters become spaces so the file stays line-shaped. */
static void put_value(LpBuf *out, const char *key, const char *value)
{
    lp_buf_printf(out, "%s: ", key);
    for (const char *c = value; *c; c++) {
        char ch = ((unsigned char)*c < ' ' || *c == 127) ? ' ' : *c;
        lp_buf_append(out, &ch, 1);
    }
    lp_buf_puts(out, "\n");
}

void tc_level_write(const TcLevel *level, LpBuf *out)
{
    const TcBoard *b = &level->board;
    lp_buf_printf(out, "%s %d\nmode: toycar\n", LEVEL_MAGIC, LEVEL_VERSION);
    if (level->title[0]) put_value(out, "title", level->title);
    if (level->hint[0]) put_value(out, "hint", level->hint);
    if (level->code[0]) put_value(out, "code", level->code);
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
