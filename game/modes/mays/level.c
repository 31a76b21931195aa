/* level.c - May's Journey level files: a strict line-by-line parser with "file:line: reason"
 * errors, and the writer that round-trips with it. Depends on the mays rules and core
 * levelfile (the header and the keys every mode shares, on core textspan).
 * Long file: the reader and the writer of one format stay side by side so that every key
 * round-trips (the fuzz target checks it). */
#include "level.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/levelfile.h"
#include "lang/lexer.h"

enum {
    KEY_MODE,
    KEY_TITLE,
    KEY_SIGN,
    KEY_HINT,
    KEY_GOAL,
    KEY_SEED,
    KEY_SOLUTION,
    KEY_CODE,
    KEY_LOCKED,
    KEY_OBJECTS,
    KEY_TRIGGERS,
    KEY_GRID,
    KEY_COUNT
};
static const char *const key_names[KEY_COUNT] = {"mode",   "title",   "sign",     "hint",
                                                 "goal",   "seed",    "solution", "code",
                                                 "locked", "objects", "triggers", "grid"};

/* The cells, in the order of this table. */
enum {
    T_WALL,
    T_FLOOR,
    T_VOID,
    T_ENTRY,
    T_DOOR_OPEN,
    T_DOOR_CLOSED,
    T_DOOR_HIDDEN,
    T_START,
    T_CODING,
    T_SIGN,
    T_LOW_BLOCK,
    T_HIGH_BLOCK,
    T_LOW_L,
    T_LOW_ARM,
    T_HIGH_L,
    T_HIGH_ARM,
    T_LOW_MOVING,
    T_HIGH_MOVING,
    T_FIRE_STATUE,
    T_STATUE,
    T_PLATE,
    T_HIDDEN_BLOCK,
    T_SHOWN_BLOCK,
    T_KEY,
    T_PIT_UNLIT,
    T_PIT_LIT,
    T_LEVER,
    T_COUNT
};

/* Families of automatic names. */
enum { F_NONE, F_BLOCK, F_STATUE, F_DOOR, F_PLATE, F_FIRE, F_LEVER, F_KEY, F_HBLOCK, F_SIGN, F_COUNT };
static const char *const family_names[F_COUNT] = {"",     "block", "statue", "door",   "plate",
                                                  "fire", "lever", "key",    "hblock", "sign"};

typedef struct CellInfo {
    char token[3];
    uint8_t ground; /* MjGround */
    int8_t kind;    /* MjKind, -1 for no object */
    uint8_t family;
    uint8_t high;
} CellInfo;

static const CellInfo cells[T_COUNT] = {
    {"##", MJ_WALL, -1, F_NONE, 0},
    {"..", MJ_FLOOR, -1, F_NONE, 0},
    {"~~", MJ_VOID, -1, F_NONE, 0},
    {"EN", MJ_WALL, MJ_ENTRY, F_NONE, 0},
    {"DO", MJ_WALL, MJ_DOOR, F_DOOR, 0},
    {"DC", MJ_WALL, MJ_DOOR, F_DOOR, 0},
    {"DH", MJ_WALL, MJ_HIDDEN_DOOR, F_DOOR, 0},
    {"PL", MJ_FLOOR, -1, F_NONE, 0},
    {"CT", MJ_FLOOR, MJ_CODING_TILE, F_NONE, 0},
    {"SG", MJ_FLOOR, MJ_SIGN, F_SIGN, 0},
    {"m.", MJ_VOID, MJ_BLOCK, F_BLOCK, 0},
    {"M.", MJ_FLOOR, MJ_BLOCK, F_BLOCK, 1},
    {"rr", MJ_VOID, MJ_LBLOCK, F_BLOCK, 0},
    {"r.", MJ_VOID, -1, F_NONE, 0},
    {"RR", MJ_FLOOR, MJ_LBLOCK, F_BLOCK, 1},
    {"R.", MJ_FLOOR, -1, F_NONE, 1},
    {"mb", MJ_VOID, MJ_MOVING, F_BLOCK, 0},
    {"MB", MJ_FLOOR, MJ_MOVING, F_BLOCK, 1},
    {"FS", MJ_FLOOR, MJ_FIRE_STATUE, F_STATUE, 1},
    {"S.", MJ_FLOOR, MJ_STATUE, F_STATUE, 1},
    {"PP", MJ_FLOOR, MJ_PLATE, F_PLATE, 0},
    {"bh", MJ_VOID, MJ_HIDDEN_BLOCK, F_HBLOCK, 0},
    {"BR", MJ_FLOOR, MJ_SHOWN_BLOCK, F_HBLOCK, 1},
    {"KH", MJ_FLOOR, MJ_KEY, F_KEY, 0},
    {"FU", MJ_FLOOR, MJ_FIRE_PIT, F_FIRE, 0},
    {"FL", MJ_FLOOR, MJ_FIRE_PIT, F_FIRE, 0},
    {"LV", MJ_FLOOR, MJ_LEVER, F_LEVER, 0},
};

#define MAX_SECTION_LINES 64

static const int dxs[4] = {0, 1, 0, -1};
static const int dys[4] = {-1, 0, 1, 0};

typedef struct Section {
    int count;
    int line[MAX_SECTION_LINES];
    LpSpan text[MAX_SECTION_LINES];
} Section;

typedef struct Parser {
    const char *label;
    LpDiag *diag;
    MjLevel *out;
    int seen[KEY_COUNT];
    int rows, width;
    int row_line[MJ_MAX_H];
    uint8_t cell[MJ_MAX_H][MJ_MAX_W]; /* T_ */
    size_t program_len[2];            /* solution, code */
    Section options, triggers;
    int object_line[MJ_MAX_OBJECTS], object_column[MJ_MAX_OBJECTS];
    int option_line[MJ_MAX_OBJECTS]; /* the objects: line for each object, 0 if none */
    int trigger_line[MJ_MAX_TRIGGERS];
} Parser;

static int fail(Parser *p, int line, int column, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
static int fail(Parser *p, int line, int column, const char *fmt, ...)
{
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    lp_diag_set(p->diag, p->label, line, "%s", text);
    if (p->diag) p->diag->column = column;
    return 0;
}

static int cell_column(int x)
{
    return x * 3 + 1;
}

/* ---- the lines ---- */

/* One line of a program (k 0: solution, 1: code), its indentation kept. */
static int add_program_line(Parser *p, int k, int ln, LpSpan v)
{
    char *dst = k ? p->out->code : p->out->solution;
    const char *what = k ? "code" : "solution";
    size_t *len = &p->program_len[k];
    if (!lp_span_printable(v, 1)) return fail(p, ln, 0, _("the %s has a strange character in it"), what);
    if (v.n && v.s[0] == ';') /* only the key's own line gets here: indented ones are comments */
        return fail(p, ln, 0, _("the %s starts with ';', which a level file reads as a comment: start it with a command"),
                    what);
    size_t need = *len + (*len ? 1 : 0) + v.n;
    if (need >= MJ_PROGRAM_MAX)
        return fail(p, ln, 0, _("the %s is too long (at most %d characters)"), what, MJ_PROGRAM_MAX - 1);
    if (*len) dst[(*len)++] = '\n';
    memcpy(dst + *len, v.s, v.n);
    *len += v.n;
    dst[*len] = '\0';
    return 1;
}

static int parse_key(Parser *p, int ln, LpSpan line)
{
    MjLevel *out = p->out;
    char q[32];
    if (!memchr(line.s, ':', line.n))
        return fail(p, ln, 0, "%s", _("this line is not 'key: value' (grid rows go right after 'grid:')"));
    LpSpan value;
    int k = lp_levelfile_key(p->diag, p->label, ln, line, key_names, KEY_COUNT, p->seen, &value);
    switch (k) {
    case -1: return 0;
    case KEY_MODE: return lp_levelfile_mode(p->diag, p->label, ln, value, "mays");
    case KEY_TITLE:
        return lp_levelfile_text(p->diag, p->label, ln, "title", value, out->title, sizeof out->title);
    case KEY_SIGN:
        return lp_levelfile_text(p->diag, p->label, ln, "sign", value, out->sign, sizeof out->sign);
    case KEY_HINT:
        return lp_levelfile_text(p->diag, p->label, ln, "hint", value, out->hint, sizeof out->hint);
    case KEY_GOAL:
        if (lp_span_is(value, "exit"))
            out->goal = MJ_GOAL_EXIT;
        else if (lp_span_is(value, "reward"))
            out->goal = MJ_GOAL_REWARD;
        else if (lp_span_is(value, "both"))
            out->goal = MJ_GOAL_BOTH;
        else
            return fail(p, ln, 0, _("bad goal '%s': write exit, reward or both"),
                        lp_span_quoted(value, q, sizeof q));
        return 1;
    case KEY_SEED:
        if (!lp_levelfile_seed(p->diag, p->label, ln, value, &out->seed)) return 0;
        out->has_seed = 1;
        return 1;
    case KEY_SOLUTION: return value.n ? add_program_line(p, 0, ln, value) : 1;
    case KEY_CODE: out->has_code = 1; return value.n ? add_program_line(p, 1, ln, value) : 1;
    case KEY_LOCKED:
        if (lp_span_is(value, "yes"))
            out->locked = 1;
        else if (lp_span_is(value, "no"))
            out->locked = 0;
        else
            return fail(p, ln, 0, _("bad locked '%s': write yes or no"), lp_span_quoted(value, q, sizeof q));
        return 1;
    default: /* objects, triggers, grid: their lines follow */
        if (value.n) return fail(p, ln, 0, _("put the %s on the lines after '%s:'"), key_names[k], key_names[k]);
        return 1;
    }
}

static int parse_row(Parser *p, int ln, LpSpan row)
{
    char q[32];
    if (p->rows == MJ_MAX_H)
        return fail(p, ln, 0, _("the grid is bigger than %dx%d: too many rows"), MJ_MAX_W, MJ_MAX_H);
    if (row.n % 3 != 2)
        return fail(p, ln, 0, "%s", _("a grid row is 2-character cells separated by one space, like '## .. ~~'"));
    int n = (int)(row.n + 1) / 3;
    if (n > MJ_MAX_W)
        return fail(p, ln, 0, _("the grid is bigger than %dx%d: this row is %d cells wide"), MJ_MAX_W, MJ_MAX_H,
                    n);
    int y = p->rows;
    for (int x = 0; x < n; x++) {
        const char *c = row.s + x * 3;
        if (x > 0 && c[-1] != ' ')
            return fail(p, ln, x * 3, _("cells are separated by one space: there is '%s' at column %d"),
                        lp_span_quoted((LpSpan){c - 1, 1}, q, sizeof q), x * 3);
        int t = 0;
        while (t < T_COUNT && !(cells[t].token[0] == c[0] && cells[t].token[1] == c[1]))
            t++;
        if (t == T_COUNT)
            return fail(p, ln, cell_column(x), _("unknown cell '%s' at column %d (see levels/mays/README.md)"),
                        lp_span_quoted((LpSpan){c, 2}, q, sizeof q), cell_column(x));
        p->cell[y][x] = (uint8_t)t;
    }
    if (p->rows > 0 && n != p->width)
        return fail(p, ln, 0, _("the rows have different widths: this row is %d cells wide, the first is %d"), n,
                    p->width);
    p->row_line[y] = ln;
    p->width = n;
    p->rows++;
    return 1;
}

static int add_section_line(Parser *p, Section *s, const char *what, int ln, LpSpan t)
{
    if (s->count == MAX_SECTION_LINES)
        return fail(p, ln, 0, _("too many lines under '%s:' (at most %d)"), what, MAX_SECTION_LINES);
    if (!memchr(t.s, ':', t.n))
        return fail(p, ln, 0, _("a line under '%s:' is 'name: ...', like '%s'"), what,
                    s == &p->options ? "statue1: facing E, rotates" : "plate1: reveal key1");
    s->line[s->count] = ln;
    s->text[s->count++] = t;
    return 1;
}

/* ---- the world from the grid ---- */

static int build_world(Parser *p, int last_line)
{
    MjWorld *w = &p->out->start;
    int counts[F_COUNT] = {0};
    int entries = 0, starts = 0, codings = 0;
    int entry_x = 0, entry_y = 0;
    w->width = p->width;
    w->height = p->rows;
    for (int y = 0; y < p->rows; y++)
        for (int x = 0; x < p->width; x++) {
            const CellInfo *c = &cells[p->cell[y][x]];
            int ln = p->row_line[y], col = cell_column(x);
            w->ground[y][x] = c->ground;
            int t = p->cell[y][x];
            if (t == T_START) {
                if (starts++) return fail(p, ln, col, _("a second start PL at column %d: a level has one"), col);
                w->start_x = w->avatar_x = x;
                w->start_y = w->avatar_y = y;
            }
            if (c->kind < 0) continue;
            if (t == T_ENTRY) {
                if (entries++)
                    return fail(p, ln, col, _("a second entry EN at column %d: a level has one"), col);
                entry_x = x;
                entry_y = y;
            }
            if (t == T_CODING && codings++)
                return fail(p, ln, col, _("a second coding tile CT at column %d: a level has one"), col);
            if (w->object_count == MJ_MAX_OBJECTS)
                return fail(p, ln, col, _("too many objects (at most %d)"), MJ_MAX_OBJECTS);
            int i = w->object_count++;
            MjObject *o = &w->objects[i];
            p->object_line[i] = ln;
            p->object_column[i] = col;
            o->kind = (uint8_t)c->kind;
            o->high = c->high;
            o->x = (int8_t)x;
            o->y = (int8_t)y;
            if (c->family != F_NONE)
                snprintf(o->name, sizeof o->name, "%s%d", family_names[c->family], ++counts[c->family]);
            else
                snprintf(o->name, sizeof o->name, "%s", t == T_ENTRY ? "entry" : "codingtile");
            switch (o->kind) {
            case MJ_BLOCK:
            case MJ_STATUE: o->commands = MJ_CMD_MOVE; break;
            case MJ_LBLOCK: o->commands = MJ_CMD_ROTATE; break;
            case MJ_MOVING:
                o->commands = MJ_CMD_STOP;
                o->moving = 1;
                o->track_dir = 1;
                o->x0 = o->x;
                o->y0 = o->y;
                break;
            case MJ_FIRE_STATUE: o->commands = MJ_CMD_ROTATE; break;
            case MJ_DOOR:
                o->open = t == T_DOOR_OPEN;
                o->commands = o->open ? MJ_CMD_NONE : MJ_CMD_OPEN;
                break;
            case MJ_HIDDEN_DOOR:
                o->hidden = 1;
                o->commands = MJ_CMD_OPEN;
                break;
            case MJ_HIDDEN_BLOCK:
            case MJ_KEY:
                o->hidden = 1;
                o->reward = o->kind == MJ_KEY;
                break;
            case MJ_FIRE_PIT: o->lit = t == T_PIT_LIT; break;
            default: break;
            }
        }
    if (!entries)
        /* TRANSLATORS: EN, PL, CT and the other two-letter cells are the level file's grid cells: keep them */
        return fail(p, p->seen[KEY_GRID], 0, "%s", _("there is no entry: put EN in the wall where May comes in"));
    if (!starts)
        return fail(p, p->seen[KEY_GRID], 0, "%s", _("there is no start: put PL on the floor in front of the entry"));
    if (!codings) return fail(p, p->seen[KEY_GRID], 0, "%s", _("there is no coding tile: put CT on the floor"));
    if (abs(entry_x - w->start_x) + abs(entry_y - w->start_y) != 1)
        return fail(p, p->row_line[w->start_y], cell_column(w->start_x),
                    "%s", _("the start PL must be right next to the entry EN"));
    (void)last_line;
    return 1;
}

static int is_arm(Parser *p, int x, int y, int high)
{
    if (x < 0 || y < 0 || x >= p->width || y >= p->rows) return 0;
    return p->cell[y][x] == (high ? T_HIGH_ARM : T_LOW_ARM);
}

static int is_centre(Parser *p, int x, int y, int high)
{
    if (x < 0 || y < 0 || x >= p->width || y >= p->rows) return 0;
    return p->cell[y][x] == (high ? T_HIGH_L : T_LOW_L);
}

/* Every arm belongs to exactly one centre of its height; every centre has two at right angles. */
static int read_lblocks(Parser *p)
{
    for (int y = 0; y < p->rows; y++)
        for (int x = 0; x < p->width; x++) {
            int t = p->cell[y][x];
            if (t != T_LOW_ARM && t != T_HIGH_ARM) continue;
            int high = t == T_HIGH_ARM, mine = 0, other = 0;
            for (int d = 0; d < 4; d++) {
                mine += is_centre(p, x + dxs[d], y + dys[d], high);
                other += is_centre(p, x + dxs[d], y + dys[d], !high);
            }
            int ln = p->row_line[y], col = cell_column(x);
            if (mine == 0 && other)
                /* TRANSLATORS: %s are grid cells of the level file (R., r.): keep them; %d a column */
                return fail(p, ln, col,
                            high ? _("the arm %s at column %d is next to a low centre: a high L block's arms are %s")
                                 : _("the arm %s at column %d is next to a high centre: a low L block's arms are %s"),
                            cells[t].token, col, cells[t].token);
            if (mine == 0)
                return fail(p, ln, col, _("the arm %s at column %d has no L centre %s next to it"),
                            cells[t].token, col, high ? "RR" : "rr");
            if (mine > 1)
                return fail(p, ln, col, _("the arm %s at column %d touches two L centres: keep L blocks apart"),
                            cells[t].token, col);
        }
    MjWorld *w = &p->out->start;
    for (int i = 0; i < w->object_count; i++) {
        MjObject *o = &w->objects[i];
        if (o->kind != MJ_LBLOCK) continue;
        int arms[4], n = 0;
        for (int d = 0; d < 4; d++)
            if (is_arm(p, o->x + dxs[d], o->y + dys[d], o->high)) arms[n++] = d;
        int ln = p->object_line[i], col = p->object_column[i];
        if (n != 2)
            /* TRANSLATORS: the first %s names the block (block1); the last %s is a grid cell (R., r.) */
            return fail(p, ln, col,
                        lp_trn("the L block %s at column %d has %d arm: it needs two (%s) at right angles",
                               "the L block %s at column %d has %d arms: it needs two (%s) at right angles", n),
                        o->name, col, n, o->high ? "R." : "r.");
        if (arms[1] - arms[0] == 2)
            return fail(p, ln, col,
                        _("the arms of the L block %s are in a straight line: put them at right angles"),
                        o->name);
        /* shape s has arms s and s+1 */
        o->facing = (uint8_t)(arms[1] - arms[0] == 1 ? arms[0] : arms[1]);
    }
    return 1;
}

/* "x,y" into *x, *y (whole numbers up to 99). */
static int parse_xy(LpSpan v, int *x, int *y)
{
    const char *comma = memchr(v.s, ',', v.n);
    unsigned long long a = 0, b = 0;
    if (!comma || !lp_span_parse_uint(lp_span_trim((LpSpan){v.s, (size_t)(comma - v.s)}), 99, &a) ||
        !lp_span_parse_uint(lp_span_trim((LpSpan){comma + 1, (size_t)(v.s + v.n - comma - 1)}), 99, &b))
        return 0;
    *x = (int)a;
    *y = (int)b;
    return 1;
}

static int track_option(Parser *p, int ln, MjObject *o, LpSpan v)
{
    MjWorld *w = &p->out->start;
    char q[32];
    int x = 0, y = 0;
    if (!parse_xy(v, &x, &y))
        return fail(p, ln, 0, _("bad track '%s' for %s: write where it ends as x,y, like 'track 6,4'"),
                    lp_span_quoted(v, q, sizeof q), o->name);
    if (x >= w->width || y >= w->height)
        return fail(p, ln, 0, _("the track of %s ends at %d,%d, outside the %dx%d map"), o->name, x, y, w->width,
                    w->height);
    if ((x != o->x && y != o->y) || (x == o->x && y == o->y))
        return fail(p, ln, 0,
                    _("the track of %s must run straight along its row or column from %d,%d, not to %d,%d"),
                    o->name, o->x, o->y, x, y);
    int dx = x > o->x ? 1 : x < o->x ? -1 : 0, dy = y > o->y ? 1 : y < o->y ? -1 : 0;
    o->track_dx = (int8_t)dx;
    o->track_dy = (int8_t)dy;
    o->track_len = (uint8_t)(abs(x - o->x) + abs(y - o->y) + 1);
    return 1;
}

/* The track's tiles are over its block's own ground and run into nothing. */
static int check_track(Parser *p, int i)
{
    const MjWorld *w = &p->out->start;
    const MjObject *o = &w->objects[i];
    int ln = p->option_line[i];
    for (int k = 1; k < o->track_len; k++) {
        int x = o->x0 + k * o->track_dx, y = o->y0 + k * o->track_dy, g = w->ground[y][x];
        if (g == MJ_WALL) return fail(p, ln, 0, _("the track of %s crosses a wall at %d,%d"), o->name, x, y);
        if (o->high && g == MJ_VOID)
            return fail(p, ln, 0,
                        _("the track of %s runs over the gap at %d,%d: a high moving block (MB) needs floor"),
                        o->name, x, y);
        if (!o->high && g != MJ_VOID)
            return fail(p, ln, 0,
                        _("the track of %s runs over floor at %d,%d: a low moving block (mb) slides in the gap"),
                        o->name, x, y);
        if (w->start_x == x && w->start_y == y)
            return fail(p, ln, 0, _("the track of %s runs over May's start at %d,%d"), o->name, x, y);
        for (int j = 0; j < w->object_count; j++) {
            const MjObject *b = &w->objects[j];
            int in_way =
                b->kind != MJ_PLATE && b->kind != MJ_KEY && b->kind != MJ_SIGN && b->kind != MJ_FIRE_PIT;
            int xs[3], ys[3], n = 1;
            xs[0] = b->x;
            ys[0] = b->y;
            if (b->kind == MJ_LBLOCK) {
                mj_lblock_tiles(b, xs, ys);
                n = 3;
            }
            for (int m = 0; m < n && j != i && in_way; m++)
                if (xs[m] == x && ys[m] == y)
                    return fail(p, ln, 0, _("the track of %s runs into %s at %d,%d"), o->name, b->name, x, y);
        }
    }
    return 1;
}

static int apply_option(Parser *p, int ln, LpSpan line)
{
    MjWorld *w = &p->out->start;
    LpSpan name, value;
    char q[32], nm[MJ_NAME_MAX + 8];
    lp_span_split_key(line, &name, &value);
    snprintf(nm, sizeof nm, "%.*s", (int)(name.n < MJ_NAME_MAX ? name.n : MJ_NAME_MAX), name.s);
    int i = name.n < MJ_NAME_MAX ? mj_find(w, nm) : -1;
    if (i < 0)
        return fail(p, ln, 0,
                    _("there is no object '%s' (names come from the grid: block1, statue1, lever1 ...)"),
                    lp_span_quoted(name, q, sizeof q));
    MjObject *o = &w->objects[i];
    if (p->option_line[i])
        return fail(p, ln, 0, _("%s has options already on line %d: put them on one line"), o->name,
                    p->option_line[i]);
    p->option_line[i] = ln;
    int facing = -1, mode = -1;
    LpSpan rest = value;
    while (rest.n) {
        /* options are separated by commas, but a track's x,y is one option */
        const char *comma = o->kind == MJ_MOVING ? NULL : memchr(rest.s, ',', rest.n);
        size_t n = comma ? (size_t)(comma - rest.s) : rest.n;
        LpSpan part = lp_span_trim((LpSpan){rest.s, n});
        rest = comma ? (LpSpan){comma + 1, rest.n - n - 1} : (LpSpan){rest.s + rest.n, 0};
        if (!part.n)
            return fail(p, ln, 0, _("an empty option for %s: separate options with one comma"), o->name);
        LpSpan word = part, arg = {part.s + part.n, 0};
        const char *space = memchr(part.s, ' ', part.n);
        if (space) {
            word = (LpSpan){part.s, (size_t)(space - part.s)};
            arg = lp_span_trim((LpSpan){space, (size_t)(part.s + part.n - space)});
        }
        int ok = 0;
        switch (o->kind) {
        case MJ_FIRE_STATUE:
            if (lp_span_is(word, "facing")) {
                static const char *const dirs[4] = {"N", "E", "S", "W"};
                facing = lp_span_find(arg, dirs, 4);
                if (facing == 4)
                    return fail(p, ln, 0, _("%s's facing '%s' is not one of N, E, S or W"), o->name,
                                lp_span_quoted(arg, q, sizeof q));
                o->facing = (uint8_t)facing;
                ok = 1;
            } else if ((lp_span_is(part, "rotates") || lp_span_is(part, "moves"))) {
                mode = lp_span_is(part, "moves");
                o->commands = mode ? MJ_CMD_MOVE : MJ_CMD_ROTATE;
                ok = 1;
            }
            break;
        case MJ_MOVING:
            if (lp_span_is(word, "track")) {
                if (!track_option(p, ln, o, arg)) return 0;
                ok = 1;
            }
            break;
        case MJ_LEVER:
            if (lp_span_is(part, "left") || lp_span_is(part, "right")) {
                o->lever_right = lp_span_is(part, "right");
                ok = 1;
            }
            break;
        case MJ_KEY:
            if (lp_span_is(part, "extra")) {
                o->reward = 0;
                ok = 1;
            }
            break;
        default:
            /* TRANSLATORS: an object's name (lever1), then its kind ("lever") */
            return fail(p, ln, 0, _("%s is a %s: it takes no options"), o->name, _(mj_kind_name((MjKind)o->kind)));
        }
        if (!ok) {
            /* TRANSLATORS: the words in quotes are the level file's: keep them */
            static const char *const takes[MJ_KIND_COUNT] = {[MJ_FIRE_STATUE] =
                                                                 N_("'facing N/E/S/W' and 'rotates' or 'moves'"),
                                                             [MJ_MOVING] = "'track x,y'",
                                                             /* TRANSLATORS: keep 'left' and 'right' */
                                                             [MJ_LEVER] = N_("'left' or 'right'"),
                                                             [MJ_KEY] = "'extra'"};
            /* TRANSLATORS: what was written, the object's name (statue1), its kind ("fire statue"),
               then the options it takes ('track x,y') */
            return fail(p, ln, 0, _("unknown option '%s' for %s: a %s takes %s"),
                        lp_span_quoted(part, q, sizeof q), o->name, _(mj_kind_name((MjKind)o->kind)),
                        _(takes[o->kind]));
        }
    }
    if (o->kind == MJ_FIRE_STATUE && (facing < 0 || mode < 0))
        return fail(p, ln, 0, _("%s needs both a facing and rotates or moves, like '%s: facing E, rotates'"),
                    o->name, o->name);
    if (o->kind == MJ_MOVING && o->track_len == 0)
        return fail(p, ln, 0, _("%s needs its track, like '%s: track 6,4'"), o->name, o->name);
    return 1;
}

static int apply_trigger(Parser *p, int ln, LpSpan line)
{
    MjWorld *w = &p->out->start;
    LpSpan left, value, name = {0, 0}, pos = {0, 0};
    char q[32], nm[MJ_NAME_MAX + 8];
    lp_span_split_key(line, &left, &value);
    LpSpan rest = left;
    if (!lp_span_next_token(&rest, &name))
        return fail(p, ln, 0, "%s", _("a trigger starts with the name of a plate, a fire pit or a lever: 'plate1: reveal key1'"));
    if (lp_span_next_token(&rest, &pos) && lp_span_trim(rest).n)
        return fail(p, ln, 0, "%s", _("a trigger starts 'name:' or 'lever1 right:'"));
    if (w->trigger_count == MJ_MAX_TRIGGERS)
        return fail(p, ln, 0, _("too many triggers (at most %d)"), MJ_MAX_TRIGGERS);
    snprintf(nm, sizeof nm, "%.*s", (int)(name.n < MJ_NAME_MAX ? name.n : MJ_NAME_MAX), name.s);
    int src = name.n && name.n < MJ_NAME_MAX ? mj_find(w, nm) : -1;
    if (src < 0)
        return fail(p, ln, 0, _("there is no object '%s' to trigger anything"),
                    lp_span_quoted(name, q, sizeof q));
    const MjObject *s = &w->objects[src];
    if (s->kind != MJ_PLATE && s->kind != MJ_FIRE_PIT && s->kind != MJ_LEVER)
        /* TRANSLATORS: an object's name (block1), then its kind ("movable block") */
        return fail(p, ln, 0, _("%s is a %s: a trigger starts from a plate, a fire pit or a lever"), s->name,
                    _(mj_kind_name((MjKind)s->kind)));
    int right = 1;
    if (pos.s && pos.n) {
        if (s->kind != MJ_LEVER)
            return fail(p, ln, 0, _("only a lever's trigger names a position, not %s's"), s->name);
        if (!lp_span_is(pos, "left") && !lp_span_is(pos, "right"))
            return fail(p, ln, 0, _("a lever's position is left or right, not '%s'"),
                        lp_span_quoted(pos, q, sizeof q));
        right = lp_span_is(pos, "right");
    }
    for (int t = 0; t < w->trigger_count; t++)
        if (w->triggers[t].source == src && (s->kind != MJ_LEVER || w->triggers[t].lever_right == right))
            return fail(p, ln, 0, _("%s has a trigger already on line %d: put all its effects on one line"),
                        s->name, p->trigger_line[t]);
    MjTrigger *tr = &w->triggers[w->trigger_count];
    memset(tr, 0, sizeof *tr);
    tr->source = (int8_t)src;
    tr->lever_right = (uint8_t)(s->kind == MJ_LEVER ? right : 0);
    rest = value;
    if (!rest.n)
        return fail(p, ln, 0, _("the trigger of %s does nothing: add effects like 'reveal key1'"), s->name);
    while (rest.n) {
        const char *comma = memchr(rest.s, ',', rest.n);
        size_t n = comma ? (size_t)(comma - rest.s) : rest.n;
        LpSpan part = lp_span_trim((LpSpan){rest.s, n}), verb, target;
        rest = comma ? (LpSpan){comma + 1, rest.n - n - 1} : (LpSpan){rest.s + rest.n, 0};
        LpSpan words = part;
        if (!lp_span_next_token(&words, &verb) || !lp_span_next_token(&words, &target) ||
            lp_span_trim(words).n)
            return fail(p, ln, 0, _("an effect is 'reveal NAME', 'hide NAME' or 'open NAME', not '%s'"),
                        lp_span_quoted(part, q, sizeof q));
        static const char *const verbs[3] = {"reveal", "hide", "open"};
        int e = lp_span_find(verb, verbs, 3);
        if (e == 3)
            return fail(p, ln, 0, _("unknown effect '%s': use reveal, hide or open"),
                        lp_span_quoted(verb, q, sizeof q));
        snprintf(nm, sizeof nm, "%.*s", (int)(target.n < MJ_NAME_MAX ? target.n : MJ_NAME_MAX), target.s);
        int ti = target.n < MJ_NAME_MAX ? mj_find(w, nm) : -1;
        if (ti < 0)
            /* TRANSLATORS: a name as written, then reveal, hide or open (the level file's words) */
            return fail(p, ln, 0, _("there is no object '%s' to %s"), lp_span_quoted(target, q, sizeof q),
                        verbs[e]);
        const MjObject *t = &w->objects[ti];
        const char *kind = _(mj_kind_name((MjKind)t->kind));
        if (e == MJ_REVEAL &&
            !(t->hidden && (t->kind == MJ_HIDDEN_BLOCK || t->kind == MJ_HIDDEN_DOOR || t->kind == MJ_KEY)))
            return fail(p, ln, 0, _("reveal needs something hidden (bh, DH or KH): %s is a %s"), t->name, kind);
        if (e == MJ_HIDE && t->kind != MJ_SHOWN_BLOCK)
            return fail(p, ln, 0, _("hide needs a revealed block (BR): %s is a %s"), t->name, kind);
        if (e == MJ_OPEN && !(t->kind == MJ_DOOR && !t->open))
            return fail(p, ln, 0,
                        t->kind == MJ_DOOR          ? _("open needs a closed door (DC): %s is open already")
                        : t->kind == MJ_HIDDEN_DOOR ? _("open needs a closed door (DC): %s is hidden (reveal it)")
                                                    : _("open needs a closed door (DC): %s is %s"),
                        t->name, kind);
        if (tr->effect_count == MJ_MAX_EFFECTS)
            return fail(p, ln, 0, _("too many effects for %s (at most %d)"), s->name, MJ_MAX_EFFECTS);
        tr->effects[tr->effect_count] = (uint8_t)e;
        tr->targets[tr->effect_count++] = (int8_t)ti;
    }
    p->trigger_line[w->trigger_count++] = ln;
    return 1;
}

/* The level needs nothing to happen by itself at the start. */
static int check_settled(Parser *p)
{
    MjWorld *w = &p->out->start, after = *w;
    mj_settle(&after);
    for (int i = 0; i < w->object_count; i++)
        if (after.objects[i].lit != w->objects[i].lit)
            return fail(p, p->object_line[i], p->object_column[i],
                        _("%s is lit by a fire statue's fire at the start: turn the statue away, or make it FL"),
                        w->objects[i].name);
    for (int t = 0; t < w->trigger_count; t++)
        if (after.triggers[t].fired)
            return fail(p, p->trigger_line[t], 0, _("the trigger of %s would fire at once, at the start"),
                        w->objects[w->triggers[t].source].name);
    return 1;
}

static int revealed_by_trigger(const MjWorld *w, int i)
{
    for (int t = 0; t < w->trigger_count; t++)
        for (int e = 0; e < w->triggers[t].effect_count; e++)
            if (w->triggers[t].targets[e] == i && w->triggers[t].effects[e] == MJ_REVEAL) return 1;
    return 0;
}

static int check_level(Parser *p, int last_line)
{
    MjLevel *out = p->out;
    MjWorld *w = &out->start;
    if (!p->seen[KEY_MODE]) return fail(p, last_line, 0, "%s", _("missing 'mode: mays'"));
    if (!p->seen[KEY_GRID])
        return fail(p, last_line, 0, "%s", _("missing grid: add a line 'grid:' with the map's rows below it"));
    if (p->rows == 0) return fail(p, p->seen[KEY_GRID], 0, "%s", _("the grid has no rows"));
    if (!build_world(p, last_line) || !read_lblocks(p)) return 0;
    for (int k = 0; k < p->options.count; k++)
        if (!apply_option(p, p->options.line[k], p->options.text[k])) return 0;
    for (int i = 0; i < w->object_count; i++) {
        const MjObject *o = &w->objects[i];
        if (o->kind == MJ_FIRE_STATUE && !p->option_line[i])
            return fail(p, p->object_line[i], p->object_column[i],
                        _("%s is a fire statue: say how under objects:, like '%s: facing E, rotates'"), o->name,
                        o->name);
        if (o->kind == MJ_MOVING && !p->option_line[i])
            return fail(p, p->object_line[i], p->object_column[i],
                        _("%s is a moving block: give its track under objects:, like '%s: track 6,4'"), o->name,
                        o->name);
        if (o->kind == MJ_MOVING && !check_track(p, i)) return 0;
    }
    for (int k = 0; k < p->triggers.count; k++)
        if (!apply_trigger(p, p->triggers.line[k], p->triggers.text[k])) return 0;
    int open_doors = 0, exits = 0, keys = 0, signs = 0;
    for (int i = 0; i < w->object_count; i++) {
        const MjObject *o = &w->objects[i];
        int ln = p->object_line[i], col = p->object_column[i];
        if (o->kind == MJ_DOOR || o->kind == MJ_HIDDEN_DOOR || o->kind == MJ_ENTRY) {
            int room = 0;
            for (int d = 0; d < 4; d++) {
                int x = o->x + dxs[d], y = o->y + dys[d];
                room |= x >= 0 && y >= 0 && x < w->width && y < w->height && w->ground[y][x] != MJ_WALL;
            }
            if (!room)
                return fail(p, ln, col,
                            _("%s at column %d opens onto no room: put it in a wall next to the floor"), o->name,
                            col);
            exits += o->kind != MJ_ENTRY;
            if (o->kind == MJ_DOOR && o->open && open_doors++)
                return fail(p, ln, col,
                            _("a second open exit door DO at column %d: only one exit may be open, the "
                              "others are closed (DC) or hidden (DH)"),
                            col);
        }
        keys += o->kind == MJ_KEY && o->reward;
        signs += o->kind == MJ_SIGN;
        if (o->hidden && !revealed_by_trigger(w, i))
            return fail(p, ln, col, _("%s stays hidden: no trigger reveals it (add one under triggers:)"),
                        o->name);
    }
    if (!p->seen[KEY_GOAL])
        return fail(p, last_line, 0, "%s", _("missing goal: add 'goal: exit' (or reward, or both)"));
    w->need_exit = out->goal != MJ_GOAL_REWARD;
    w->need_rewards = out->goal != MJ_GOAL_EXIT;
    if (w->need_exit && !exits)
        return fail(p, p->seen[KEY_GOAL], 0,
                    "%s", _("the goal needs an exit but there is no exit door (DO, DC or DH)"));
    if (w->need_rewards && !keys)
        return fail(p, p->seen[KEY_GOAL], 0,
                    "%s", _("the goal needs a reward but there is no key it requires (KH, not extra)"));
    if (signs && !p->seen[KEY_SIGN])
        return fail(p, last_line, 0, "%s", _("the grid has a sign SG but no text: add 'sign: ...'"));
    /* an empty text is no text (the writer leaves it out, and the copy would be refused) */
    if (signs && !out->sign[0])
        return fail(p, p->seen[KEY_SIGN], 0, "%s", _("the sign's text is empty: write what the sign SG says after 'sign:'"));
    if (!signs && p->seen[KEY_SIGN])
        return fail(p, p->seen[KEY_SIGN], 0, "%s", _("there is a sign text but no sign SG in the grid"));
    if (!check_settled(p)) return 0;
    uint8_t reach[MJ_MAX_H][MJ_MAX_W];
    mj_reachable(w, w->start_x, w->start_y, reach);
    for (int i = 0; i < w->object_count; i++)
        if (w->objects[i].kind == MJ_CODING_TILE && !reach[w->objects[i].y][w->objects[i].x])
            return fail(p, p->object_line[i], p->object_column[i],
                        "%s", _("May can't walk from her start PL to the coding tile CT"));
    if (!p->seen[KEY_SOLUTION] || !out->solution[0])
        return fail(p, p->seen[KEY_SOLUTION] ? p->seen[KEY_SOLUTION] : last_line, 0,
                    "%s", _("missing solution: add a line like 'solution: block1.MoveRight();'"));
    if (out->locked && out->has_code && strcmp(out->code, out->solution) != 0)
        return fail(p, p->seen[KEY_CODE], 0,
                    "%s", _("a locked level runs its code as it is: the code must be the solution"));
    return 1;
}

/* Strip a continuation line's indentation: its first two spaces, or one tab. */
static LpSpan unindent(LpSpan line)
{
    if (line.n && line.s[0] == '\t') return (LpSpan){line.s + 1, line.n - 1};
    for (int k = 0; k < 2 && line.n && line.s[0] == ' '; k++)
        line = (LpSpan){line.s + 1, line.n - 1};
    return line;
}

enum { SEC_NONE, SEC_SOLUTION, SEC_CODE, SEC_OBJECTS, SEC_TRIGGERS, SEC_GRID };

int mj_level_parse(const char *text, size_t len, const char *label, MjLevel *out, LpDiag *diag)
{
    memset(out, 0, sizeof *out);
    out->start.width = out->start.height = 1;
    Parser parser, *p = &parser;
    memset(p, 0, sizeof *p);
    p->label = label ? label : "";
    p->diag = diag;
    p->out = out;
    LpLevelReader r = {.text = text, .len = len, .label = p->label, .diag = diag};
    LpSpan line;
    int section = SEC_NONE, more, ok = 1;
    while (ok && (more = lp_levelfile_next(&r, &line)) > 0) {
        int ln = r.line;
        LpSpan t = lp_span_trim(line);
        int blank = t.n == 0, comment = t.n && t.s[0] == ';';
        int indented = !blank && (line.s[0] == ' ' || line.s[0] == '\t');
        if (section != SEC_NONE) {
            if (blank) {
                section = SEC_NONE;
                continue;
            }
            if (comment) continue;
            if (section == SEC_GRID && !indented && !memchr(line.s, ':', line.n)) {
                ok = parse_row(p, ln, line);
                continue;
            }
            if (section != SEC_GRID && indented) {
                if (section == SEC_SOLUTION || section == SEC_CODE)
                    ok = add_program_line(p, section == SEC_CODE, ln, unindent(line));
                else
                    ok = add_section_line(p, section == SEC_OBJECTS ? &p->options : &p->triggers,
                                          section == SEC_OBJECTS ? "objects" : "triggers", ln, t);
                continue;
            }
            if (section == SEC_GRID && indented) {
                ok = fail(p, ln, 1, "%s", _("grid rows start at the left margin"));
                continue;
            }
            section = SEC_NONE; /* a line at the left margin ends the section */
        }
        if (blank || comment) continue;
        if (indented) {
            ok = fail(p, ln, 1,
                      "%s", _("this indented line belongs to nothing: put it right below 'solution:', 'code:', "
                        "'objects:' or 'triggers:'"));
            continue;
        }
        if (!parse_key(p, ln, t)) {
            ok = 0;
            continue;
        }
        if (p->seen[KEY_SOLUTION] == ln) section = SEC_SOLUTION;
        if (p->seen[KEY_CODE] == ln) section = SEC_CODE;
        if (p->seen[KEY_OBJECTS] == ln) section = SEC_OBJECTS;
        if (p->seen[KEY_TRIGGERS] == ln) section = SEC_TRIGGERS;
        if (p->seen[KEY_GRID] == ln) section = SEC_GRID;
    }
    if (ok && more >= 0) ok = check_level(p, r.line);
    if (more < 0) ok = 0;
    return ok;
}

int mj_level_load(const char *path, MjLevel *out, LpDiag *diag)
{
    LpBuf text;
    lp_buf_init(&text);
    int ok = lp_levelfile_read(&text, path, diag);
    if (ok) {
        ok = mj_level_parse(text.data, text.count, path, out, diag);
    } else {
        memset(out, 0, sizeof *out);
        out->start.width = out->start.height = 1;
    }
    lp_buf_free(&text);
    return ok;
}

void mj_world_from_level(MjWorld *world, const MjLevel *level)
{
    memcpy(world, &level->start, sizeof *world);
}

const char *mj_level_panel_code(const MjLevel *level)
{
    /* locked without a code: the solution, or the pupil would meet an empty panel they can't edit */
    return level->has_code ? level->code : level->locked ? level->solution : "";
}

const char *mj_goal_name(MjGoal goal)
{
    switch (goal) {
    case MJ_GOAL_EXIT: return "exit";
    case MJ_GOAL_REWARD: return "reward";
    case MJ_GOAL_BOTH: return "both";
    }
    return "exit";
}

/* ---- writing ---- */

/* A file reads an indented line that starts with ';' as a comment, and a program made in memory
 * can have one (an empty statement, or the ';' that ends the line before). Each ';' that starts
 * a line moves to just after the token before it, so the tokens stay the same and in order; one
 * before any other token is an empty statement and is left out. */
static void file_safe_program(const char *program, LpBuf *out)
{
    int n = (int)strlen(program);
    unsigned char *moved = calloc((size_t)n + 1, 1); /* 1: this ';' moves away */
    int *insert = calloc((size_t)n + 1, sizeof *insert); /* ';'s to put before src[i] */
    if (!moved || !insert) {
        lp_buf_puts(out, program);
    } else {
        LangLexer lx;
        lang_lexer_init(&lx, program, n, false);
        int prev_end = -1, kept_line = 0;
        for (LangToken t = lang_lexer_next(&lx); t.kind != LANG_TOK_EOF; t = lang_lexer_next(&lx)) {
            if (t.kind == LANG_TOK_SEMICOLON && t.line != kept_line) {
                moved[t.start] = 1;
                if (prev_end >= 0) insert[prev_end]++;
                continue;
            }
            prev_end = t.start + t.length;
            kept_line = t.line;
        }
        for (int i = 0; i <= n; i++) {
            for (int k = 0; k < insert[i]; k++)
                lp_buf_append(out, ";", 1);
            if (i < n && !moved[i]) lp_buf_append(out, program + i, 1);
        }
    }
    free(moved);
    free(insert);
}

/* A program: its first line after the key (when it is not indented), the others indented. */
static void put_program(LpBuf *out, const char *key, const char *program_text)
{
    LpBuf safe;
    lp_buf_init(&safe);
    file_safe_program(program_text, &safe);
    const char *program = safe.data ? safe.data : "";
    lp_buf_printf(out, "%s:", key);
    int first = 1;
    const char *s = program;
    while (*s) {
        const char *e = s;
        while (*e && *e != '\n')
            e++;
        LpSpan line = lp_span_trim_end((LpSpan){s, (size_t)(e - s)});
        LpSpan t = lp_span_trim(line);
        s = *e ? e + 1 : e;
        if (!t.n) continue; /* a blank line would end the program */
        if (first && line.s[0] != ' ' && line.s[0] != '\t') {
            lp_buf_puts(out, " ");
        } else {
            lp_buf_puts(out, "\n  ");
        }
        lp_levelfile_put_text(out, line, 1);
        first = 0;
    }
    lp_buf_puts(out, "\n");
    lp_buf_free(&safe);
}

static const char *cell_token(const MjObject *o, int arm)
{
    switch (o->kind) {
    case MJ_BLOCK: return o->high ? "M." : "m.";
    case MJ_LBLOCK: return arm ? (o->high ? "R." : "r.") : (o->high ? "RR" : "rr");
    case MJ_MOVING: return o->high ? "MB" : "mb";
    case MJ_FIRE_STATUE: return "FS";
    case MJ_STATUE: return "S.";
    case MJ_PLATE: return "PP";
    case MJ_HIDDEN_BLOCK: return "bh";
    case MJ_SHOWN_BLOCK: return "BR";
    case MJ_HIDDEN_DOOR: return "DH";
    case MJ_DOOR: return o->open ? "DO" : "DC";
    case MJ_KEY: return "KH";
    case MJ_FIRE_PIT: return o->lit ? "FL" : "FU";
    case MJ_LEVER: return "LV";
    case MJ_ENTRY: return "EN";
    case MJ_CODING_TILE: return "CT";
    case MJ_SIGN: return "SG";
    }
    return "..";
}

void mj_level_write(const MjLevel *level, LpBuf *out)
{
    const MjWorld *w = &level->start;
    int width = w->width < 1 ? 1 : w->width > MJ_MAX_W ? MJ_MAX_W : w->width;
    int height = w->height < 1 ? 1 : w->height > MJ_MAX_H ? MJ_MAX_H : w->height;
    int count = w->object_count < 0 ? 0 : w->object_count > MJ_MAX_OBJECTS ? MJ_MAX_OBJECTS : w->object_count;
    static const char dir_letters[4] = {'N', 'E', 'S', 'W'};
    lp_buf_printf(out, "%s %d\nmode: mays\n", LP_LEVEL_MAGIC, LP_LEVEL_VERSION);
    if (level->title[0]) lp_levelfile_put_value(out, "title", level->title);
    if (level->sign[0]) lp_levelfile_put_value(out, "sign", level->sign);
    if (level->hint[0]) lp_levelfile_put_value(out, "hint", level->hint);
    lp_buf_printf(out, "goal: %s\n", mj_goal_name(level->goal));
    if (level->has_seed) lp_buf_printf(out, "seed: %lu\n", (unsigned long)level->seed);
    put_program(out, "solution", level->solution);
    if (level->has_code) put_program(out, "code", level->code);
    if (level->locked) lp_buf_puts(out, "locked: yes\n");
    int any = 0;
    for (int i = 0; i < count; i++) {
        const MjObject *o = &w->objects[i];
        char opt[64] = "";
        if (o->kind == MJ_FIRE_STATUE)
            snprintf(opt, sizeof opt, "facing %c, %s", dir_letters[o->facing & 3],
                     o->commands == MJ_CMD_MOVE ? "moves" : "rotates");
        else if (o->kind == MJ_MOVING)
            snprintf(opt, sizeof opt, "track %d,%d", o->x0 + (o->track_len - 1) * o->track_dx,
                     o->y0 + (o->track_len - 1) * o->track_dy);
        else if (o->kind == MJ_LEVER && o->lever_right)
            snprintf(opt, sizeof opt, "right");
        else if (o->kind == MJ_KEY && !o->reward)
            snprintf(opt, sizeof opt, "extra");
        if (!opt[0]) continue;
        if (!any++) lp_buf_puts(out, "objects:\n");
        lp_buf_printf(out, "  %.*s: %s\n", MJ_NAME_MAX, o->name, opt);
    }
    if (w->trigger_count > 0) lp_buf_puts(out, "triggers:\n");
    for (int t = 0; t < w->trigger_count && t < MJ_MAX_TRIGGERS; t++) {
        const MjTrigger *tr = &w->triggers[t];
        if (tr->source < 0 || tr->source >= count) continue;
        const MjObject *s = &w->objects[tr->source];
        lp_buf_printf(out, "  %.*s%s:", MJ_NAME_MAX, s->name,
                      s->kind == MJ_LEVER ? (tr->lever_right ? " right" : " left") : "");
        static const char *const verbs[3] = {"reveal", "hide", "open"};
        for (int e = 0; e < tr->effect_count && e < MJ_MAX_EFFECTS; e++)
            if (tr->targets[e] >= 0 && tr->targets[e] < count && tr->effects[e] < 3)
                lp_buf_printf(out, "%s %s %.*s", e ? "," : "", verbs[tr->effects[e]], MJ_NAME_MAX,
                              w->objects[tr->targets[e]].name);
        lp_buf_puts(out, "\n");
    }
    const char *grid[MJ_MAX_H][MJ_MAX_W];
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++)
            grid[y][x] = w->ground[y][x] == MJ_WALL ? "##" : w->ground[y][x] == MJ_FLOOR ? ".." : "~~";
    if (w->start_x >= 0 && w->start_y >= 0 && w->start_x < width && w->start_y < height)
        grid[w->start_y][w->start_x] = "PL";
    for (int i = 0; i < count; i++) {
        const MjObject *o = &w->objects[i];
        int xs[3] = {o->x, 0, 0}, ys[3] = {o->y, 0, 0}, n = 1;
        if (o->kind == MJ_LBLOCK) {
            mj_lblock_tiles(o, xs, ys);
            n = 3;
        } else if (o->kind == MJ_MOVING) {
            xs[0] = o->x0;
            ys[0] = o->y0;
        }
        for (int k = 0; k < n; k++)
            if (xs[k] >= 0 && ys[k] >= 0 && xs[k] < width && ys[k] < height)
                grid[ys[k]][xs[k]] = cell_token(o, k > 0);
    }
    lp_buf_puts(out, "grid:\n");
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            if (x) lp_buf_puts(out, " ");
            lp_buf_puts(out, grid[y][x]);
        }
        lp_buf_puts(out, "\n");
    }
}
