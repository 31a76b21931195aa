/* level.c - robot level files: a strict line-by-line parser with "file:line: reason" errors, and
 * the writer that round-trips with it. Depends on the bots rules and core levelfile (the header
 * and the keys every mode shares, on core textspan; a level's code is checked like a typed one). */
#include "level.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "core/levelfile.h"

enum {
    KEY_MODE,
    KEY_TITLE,
    KEY_HINT,
    KEY_TEMPLATE,
    KEY_CODE,
    KEY_SEED,
    KEY_PAR,
    KEY_ROBOT,
    KEY_CARRYING,
    KEY_SOLUTION,
    KEY_HEIGHTS, /* the three grids, in GRID_ order */
    KEY_BOXES,
    KEY_SWITCHES,
    KEY_TOOLS,
    KEY_COUNT
};
static const char *const key_names[KEY_COUNT] = {"mode",    "title", "hint",    "template", "code",
                                                 "seed",    "par",   "robot",   "carrying", "solution",
                                                 "heights", "boxes", "switches", "tools"};

enum { GRID_HEIGHTS, GRID_BOXES, GRID_SWITCHES, GRID_COUNT };

typedef struct Grid {
    int rows, width;
    int row_line[BOTS_MAX_D];
    uint8_t cells[BOTS_MAX_D][BOTS_MAX_W];
} Grid;

typedef struct Parser {
    const char *label;
    LpDiag *diag;
    BotsLevel *out;
    int seen[KEY_COUNT]; /* line of each key, 0 when absent */
    Grid grids[GRID_COUNT];
    int robot_x, robot_y;
    BotsFacing facing;
    int carrying;
    size_t solution_len;
} Parser;

/* The same as lp_diag_set, with a 1-based column. */
static int fail_at(Parser *p, int ln, int column, const char *what, char c)
{
    char q[8];
    LpSpan one = {&c, 1};
    lp_diag_set(p->diag, p->label, ln, what, lp_span_quoted(one, q, sizeof q));
    if (p->diag) p->diag->column = column;
    return 0;
}

/* One line of the solution program (already trimmed, not empty). */
static int add_solution_line(Parser *p, int ln, LpSpan v)
{
    char *dst = p->out->solution;
    if (!lp_span_printable(v, 1))
        return lp_diag_set(p->diag, p->label, ln, "%s", _("the solution has a strange character in it"));
    size_t need = p->solution_len + (p->solution_len ? 1 : 0) + v.n;
    if (need >= BOTS_SOLUTION_MAX)
        return lp_diag_set(p->diag, p->label, ln, _("the solution is too long (at most %d characters)"),
                           BOTS_SOLUTION_MAX - 1);
    if (p->solution_len) dst[p->solution_len++] = '\n';
    memcpy(dst + p->solution_len, v.s, v.n);
    p->solution_len += v.n;
    dst[p->solution_len] = '\0';
    return 1;
}

/* "x,y,facing" like 0,2,E */
static int parse_robot(Parser *p, int ln, LpSpan v)
{
    char q[32];
    const char *c1 = memchr(v.s, ',', v.n);
    const char *c2 = c1 ? memchr(c1 + 1, ',', (size_t)(v.s + v.n - c1 - 1)) : NULL;
    unsigned long long x = 0, y = 0;
    if (!c2 || !lp_span_parse_uint(lp_span_trim((LpSpan){v.s, (size_t)(c1 - v.s)}), 999, &x) ||
        !lp_span_parse_uint(lp_span_trim((LpSpan){c1 + 1, (size_t)(c2 - c1 - 1)}), 999, &y))
        /* TRANSLATORS: in level files; "0,2,E" and the facings N, E, S, W stay as they are */
        return lp_diag_set(p->diag, p->label, ln, _("bad robot '%s': write x,y,facing like 0,2,E"),
                           lp_span_quoted(v, q, sizeof q));
    LpSpan f = lp_span_trim((LpSpan){c2 + 1, (size_t)(v.s + v.n - c2 - 1)});
    BotsFacing facing = f.n == 1 ? bots_facing_from_letter(f.s[0]) : BOTS_NO_FACING;
    if (facing == BOTS_NO_FACING)
        return lp_diag_set(p->diag, p->label, ln, _("the robot's facing '%s' is not one of N, E, S or W"),
                           lp_span_quoted(f, q, sizeof q));
    p->robot_x = (int)x;
    p->robot_y = (int)y;
    p->facing = facing;
    return 1;
}

static const char *const tool_words[] = {"forward", "backward", "turnLeft", "turnRight", "climbUp", "climbDown",
                                         "pickUp",  "putDown",  "repeat",   "functions", "text"};
enum { TOOL_WORDS = (int)(sizeof tool_words / sizeof tool_words[0]) };

unsigned bots_tool_from_word(const char *word, size_t len)
{
    for (int i = 0; word && i < TOOL_WORDS; i++)
        if (strlen(tool_words[i]) == len && !memcmp(tool_words[i], word, len)) return 1u << i;
    return 0;
}

const char *bots_tool_word(unsigned tool)
{
    for (int i = 0; i < TOOL_WORDS; i++)
        if (tool == 1u << i) return tool_words[i];
    return "";
}

unsigned bots_level_tools(const BotsLevel *level) { return level->tools ? level->tools : BOTS_TOOLS_ALL; }

/* "tools: forward turnRight repeat": words split by spaces or commas, each known and once. */
static int parse_tools(Parser *p, int ln, LpSpan v)
{
    char q[40];
    unsigned tools = 0;
    size_t i = 0;
    while (i < v.n) {
        if (v.s[i] == ' ' || v.s[i] == '\t' || v.s[i] == ',') {
            i++;
            continue;
        }
        size_t start = i;
        while (i < v.n && v.s[i] != ' ' && v.s[i] != '\t' && v.s[i] != ',')
            i++;
        LpSpan w = {v.s + start, i - start};
        unsigned tool = bots_tool_from_word(w.s, w.n);
        if (!tool)
            /* TRANSLATORS: in level files; the words after "use" are words of the file: keep them */
            return lp_diag_set(p->diag, p->label, ln,
                               _("unknown tool '%s': use forward, backward, turnLeft, turnRight, climbUp, "
                                 "climbDown, pickUp, putDown, repeat, functions or text"),
                               lp_span_quoted(w, q, sizeof q));
        if (tools & tool)
            return lp_diag_set(p->diag, p->label, ln, _("the tool '%s' is listed twice"), bots_tool_word(tool));
        tools |= tool;
    }
    if (!tools)
        /* TRANSLATORS: in level files; "tools: forward turnRight" stays as it is */
        return lp_diag_set(p->diag, p->label, ln, "%s",
                           _("no tools after 'tools:': list what the lesson shows, like 'tools: forward turnRight'"));
    p->out->tools = tools;
    return 1;
}

static int parse_key(Parser *p, int ln, LpSpan line)
{
    BotsLevel *out = p->out;
    char q[32];
    if (!memchr(line.s, ':', line.n))
        return lp_diag_set(p->diag, p->label, ln,
                           "%s", _("this line is not 'key: value' (grid rows go right after 'heights:', "
                             "'boxes:' or 'switches:')"));
    LpSpan value;
    int k = lp_levelfile_key(p->diag, p->label, ln, line, key_names, KEY_COUNT, p->seen, &value);
    switch (k) {
    case -1: return 0;
    case KEY_MODE: return lp_levelfile_mode(p->diag, p->label, ln, value, "bots");
    case KEY_TITLE:
        return lp_levelfile_text(p->diag, p->label, ln, "title", value, out->title, sizeof out->title);
    case KEY_HINT:
        return lp_levelfile_text(p->diag, p->label, ln, "hint", value, out->hint, sizeof out->hint);
    case KEY_TEMPLATE:
        return lp_levelfile_text(p->diag, p->label, ln, "template", value, out->template_name,
                                 sizeof out->template_name);
    case KEY_CODE: {
        LpShareParams sp;
        if (!lp_levelfile_code(p->diag, p->label, ln, value, out->code, sizeof out->code, &sp)) return 0;
        if (sp.mode != LP_MODE_BOTS)
            return lp_diag_set(p->diag, p->label, ln, _("the code '%s' is not a robot level's code"), out->code);
        return 1;
    }
    case KEY_SEED:
        if (!lp_levelfile_seed(p->diag, p->label, ln, value, &out->seed)) return 0;
        out->has_seed = 1;
        return 1;
    case KEY_PAR: {
        unsigned long long par = 0;
        if (!lp_span_parse_uint(value, BOTS_PAR_MAX, &par) || par == 0)
            return lp_diag_set(p->diag, p->label, ln, _("bad par '%s': use a whole number from 1 to %d"),
                               lp_span_quoted(value, q, sizeof q), BOTS_PAR_MAX);
        out->par = (int)par;
        return 1;
    }
    case KEY_ROBOT: return parse_robot(p, ln, value);
    case KEY_CARRYING:
        if (lp_span_is(value, "yes"))
            p->carrying = 1;
        else if (lp_span_is(value, "no"))
            p->carrying = 0;
        else
            /* TRANSLATORS: yes and no are words of the level file: keep them */
            return lp_diag_set(p->diag, p->label, ln, _("bad carrying '%s': write yes or no"),
                               lp_span_quoted(value, q, sizeof q));
        return 1;
    case KEY_SOLUTION: return value.n ? add_solution_line(p, ln, value) : 1;
    case KEY_TOOLS: return parse_tools(p, ln, value);
    default: /* the grids */
        if (value.n)
            /* TRANSLATORS: both %s are one key of a level file ("heights", "boxes", "switches") */
            return lp_diag_set(p->diag, p->label, ln, _("put the %s rows on the lines after '%s:'"),
                               key_names[k], key_names[k]);
        return 1;
    }
}

static int parse_row(Parser *p, int g, int ln, LpSpan row)
{
    Grid *grid = &p->grids[g];
    const char *name = key_names[KEY_HEIGHTS + g];
    if (grid->rows == BOTS_MAX_D)
        /* TRANSLATORS: %s is a key of a level file ("heights", "boxes", "switches") */
        return lp_diag_set(p->diag, p->label, ln, _("the %s grid is bigger than %dx%d: too many rows"), name,
                           BOTS_MAX_W, BOTS_MAX_D);
    if (row.n > BOTS_MAX_W)
        return lp_diag_set(p->diag, p->label, ln,
                           _("the %s grid is bigger than %dx%d: this row is %d cells wide"), name, BOTS_MAX_W,
                           BOTS_MAX_D, (int)row.n);
    if (grid->rows > 0 && (int)row.n != grid->width)
        return lp_diag_set(p->diag, p->label, ln,
                           _("the %s rows have different widths: this row is %d cells wide, the first is %d"),
                           name, (int)row.n, grid->width);
    int y = grid->rows;
    for (size_t x = 0; x < row.n; x++) {
        char c = row.s[x];
        int col = (int)x + 1;
        switch (g) {
        case GRID_HEIGHTS:
            if (c == '9') return fail_at(p, ln, col, _("height %s is too high: use 0 to 8"), c);
            if (c < '0' || c > '8')
                return fail_at(p, ln, col, _("unknown height '%s': use the digits 0 to 8"), c);
            grid->cells[y][x] = (uint8_t)(c - '0');
            break;
        case GRID_BOXES:
            if (c == '.')
                grid->cells[y][x] = 0;
            else if (c >= '0' && c <= '9')
                grid->cells[y][x] = (uint8_t)(c - '0');
            else
                return fail_at(p, ln, col, _("unknown box count '%s': use . for none or 1 to 9"), c);
            break;
        default:
            if (c != 'S' && c != '.')
                return fail_at(p, ln, col, _("unknown switch mark '%s': use S for a switch or . for none"), c);
            grid->cells[y][x] = c == 'S';
            break;
        }
    }
    grid->row_line[y] = ln;
    grid->width = (int)row.n;
    grid->rows++;
    return 1;
}

/* Checks that need the whole file, then the start world. */
static int check_level(Parser *p, int last_line)
{
    BotsLevel *out = p->out;
    LpDiag *d = p->diag;
    const Grid *h = &p->grids[GRID_HEIGHTS];
    if (!p->seen[KEY_MODE]) return lp_diag_set(d, p->label, last_line, "%s", _("missing 'mode: bots'"));
    if (!p->seen[KEY_HEIGHTS])
        return lp_diag_set(d, p->label, last_line,
                           "%s", _("missing heights: add a line 'heights:' with rows of digits 0-8 below it"));
    if (h->rows == 0) return lp_diag_set(d, p->label, p->seen[KEY_HEIGHTS], "%s", _("the heights grid has no rows"));
    if (!p->seen[KEY_SWITCHES])
        return lp_diag_set(d, p->label, last_line,
                           "%s", _("missing switches: add a line 'switches:' with rows below it (S marks a switch)"));
    for (int g = GRID_BOXES; g < GRID_COUNT; g++) {
        int ln = p->seen[KEY_HEIGHTS + g];
        const Grid *grid = &p->grids[g];
        if (!ln) continue;
        if (grid->rows == 0)
            return lp_diag_set(d, p->label, ln, _("the %s grid has no rows"), key_names[KEY_HEIGHTS + g]);
        if (grid->rows != h->rows || grid->width != h->width)
            return lp_diag_set(d, p->label, ln,
                               _("the %s grid is %dx%d but the heights grid is %dx%d: all grids have the same "
                                 "size"),
                               key_names[KEY_HEIGHTS + g], grid->width, grid->rows, h->width, h->rows);
    }
    BotsWorld *w = &out->start;
    bots_world_init(w, h->width, h->rows);
    const Grid *boxes = &p->grids[GRID_BOXES], *switches = &p->grids[GRID_SWITCHES];
    for (int y = 0; y < h->rows; y++)
        for (int x = 0; x < h->width; x++) {
            int ground = h->cells[y][x] > 0;
            w->terrain[y][x] = h->cells[y][x];
            if (boxes->rows) {
                if (boxes->cells[y][x] && !ground) {
                    lp_diag_set(d, p->label, boxes->row_line[y],
                                _("the box at %d,%d would float in the air: there is no ground under it"), x, y);
                    if (d) d->column = x + 1;
                    return 0;
                }
                w->boxes[y][x] = boxes->cells[y][x];
            }
            if (switches->cells[y][x] && !ground) {
                lp_diag_set(d, p->label, switches->row_line[y], _("the switch at %d,%d has no ground under it"),
                            x, y);
                if (d) d->column = x + 1;
                return 0;
            }
            w->switches[y][x] = switches->cells[y][x];
        }
    int robot_ln = p->seen[KEY_ROBOT];
    if (!robot_ln)
        return lp_diag_set(d, p->label, last_line, "%s", _("missing robot: add a line like 'robot: 0,0,E'"));
    if (!bots_in_grid(w, p->robot_x, p->robot_y))
        return lp_diag_set(d, p->label, robot_ln, _("the robot at %d,%d is outside the %dx%d grid"), p->robot_x,
                           p->robot_y, w->width, w->depth);
    if (w->terrain[p->robot_y][p->robot_x] == 0)
        return lp_diag_set(d, p->label, robot_ln, _("the robot at %d,%d has no ground to stand on (height 0)"),
                           p->robot_x, p->robot_y);
    w->robot_x = p->robot_x;
    w->robot_y = p->robot_y;
    w->facing = p->facing;
    w->carrying = p->carrying;
    if (bots_switch_count(w) == 0)
        return lp_diag_set(d, p->label, p->seen[KEY_SWITCHES],
                           "%s", _("there is no switch (S): a level needs at least one"));
    if (bots_solved(w))
        return lp_diag_set(d, p->label, p->seen[KEY_SWITCHES],
                           "%s", _("every switch is already pressed at the start: there is nothing to do"));
    if (!p->seen[KEY_PAR])
        return lp_diag_set(d, p->label, last_line,
                           "%s", _("missing par: add a line like 'par: 5' (the fewest commands)"));
    if (!p->seen[KEY_SOLUTION])
        return lp_diag_set(d, p->label, last_line,
                           "%s", _("missing solution: add a line like 'solution: forward();'"));
    return 1;
}

int bots_level_parse(const char *text, size_t len, const char *label, BotsLevel *out, LpDiag *diag)
{
    memset(out, 0, sizeof *out);
    bots_world_init(&out->start, 1, 1);
    Parser p = {.label = label ? label : "", .diag = diag, .out = out, .facing = BOTS_NORTH};
    LpLevelReader r = {.text = text, .len = len, .label = p.label, .diag = diag};
    LpSpan line;
    int grid = -1, in_solution = 0, more;
    while ((more = lp_levelfile_next(&r, &line)) > 0) {
        int ln = r.line;
        LpSpan t = lp_span_trim(line);
        int blank = t.n == 0, comment = t.n && t.s[0] == ';';
        int indented = !blank && (line.s[0] == ' ' || line.s[0] == '\t');
        if (in_solution) {
            if (blank) {
                in_solution = 0;
                continue;
            }
            if (comment) continue;
            if (indented) {
                if (!add_solution_line(&p, ln, t)) return 0;
                continue;
            }
            in_solution = 0; /* a line at the left margin ends the program */
        }
        if (grid >= 0) {
            if (blank) {
                grid = -1;
                continue;
            }
            if (comment) continue;
            if (!memchr(line.s, ':', line.n)) {
                if (!parse_row(&p, grid, ln, line)) return 0;
                continue;
            }
            grid = -1; /* a "key:" line ends the grid */
        }
        if (blank || comment) continue;
        if (indented && !memchr(t.s, ':', t.n))
            return lp_diag_set(diag, p.label, ln,
                               "%s", _("this indented line is not part of a solution: put program lines right "
                                 "below 'solution:'"));
        if (!parse_key(&p, ln, t)) return 0;
        if (p.seen[KEY_SOLUTION] == ln) in_solution = 1;
        for (int g = 0; g < GRID_COUNT; g++)
            if (p.seen[KEY_HEIGHTS + g] == ln) grid = g;
    }
    if (more < 0) return 0;
    return check_level(&p, r.line);
}

int bots_level_load(const char *path, BotsLevel *out, LpDiag *diag)
{
    LpBuf text;
    lp_buf_init(&text);
    int ok = lp_levelfile_read(&text, path, diag);
    if (ok) {
        ok = bots_level_parse(text.data, text.count, path, out, diag);
    } else {
        memset(out, 0, sizeof *out);
        bots_world_init(&out->start, 1, 1);
    }
    lp_buf_free(&text);
    return ok;
}

void bots_world_from_level(BotsWorld *world, const BotsLevel *level)
{
    memcpy(world, &level->start, sizeof *world);
}

/* The solution: its first line after the key, the others indented below it. */
static void put_solution(LpBuf *out, const char *solution)
{
    lp_buf_puts(out, "solution:");
    int first = 1;
    const char *s = solution;
    while (*s) {
        const char *e = s;
        while (*e && *e != '\n')
            e++;
        LpSpan line = lp_span_trim((LpSpan){s, (size_t)(e - s)});
        s = *e ? e + 1 : e;
        if (!line.n) continue;
        lp_buf_puts(out, first ? " " : "\n  ");
        lp_levelfile_put_text(out, line, 1);
        first = 0;
    }
    lp_buf_puts(out, "\n");
}

void bots_level_write(const BotsLevel *level, LpBuf *out)
{
    const BotsWorld *w = &level->start;
    int width = w->width < 1 ? 1 : w->width > BOTS_MAX_W ? BOTS_MAX_W : w->width;
    int depth = w->depth < 1 ? 1 : w->depth > BOTS_MAX_D ? BOTS_MAX_D : w->depth;
    lp_buf_printf(out, "%s %d\nmode: bots\n", LP_LEVEL_MAGIC, LP_LEVEL_VERSION);
    if (level->title[0]) lp_levelfile_put_value(out, "title", level->title);
    if (level->hint[0]) lp_levelfile_put_value(out, "hint", level->hint);
    if (level->template_name[0]) lp_levelfile_put_value(out, "template", level->template_name);
    if (level->code[0]) lp_levelfile_put_value(out, "code", level->code);
    if (level->has_seed) lp_buf_printf(out, "seed: %lu\n", (unsigned long)level->seed);
    lp_buf_printf(out, "par: %d\n", level->par);
    lp_buf_printf(out, "robot: %d,%d,%c\n", w->robot_x, w->robot_y, bots_facing_letter(w->facing));
    if (w->carrying) lp_buf_puts(out, "carrying: yes\n");
    if (level->tools) {
        lp_buf_puts(out, "tools:");
        for (int i = 0; i < TOOL_WORDS; i++)
            if (level->tools & (1u << i)) lp_buf_printf(out, " %s", tool_words[i]);
        lp_buf_puts(out, "\n");
    }
    put_solution(out, level->solution);
    int any_box = 0;
    lp_buf_puts(out, "heights:\n");
    for (int y = 0; y < depth; y++) {
        for (int x = 0; x < width; x++) {
            char c =
                (char)('0' + (w->terrain[y][x] <= BOTS_MAX_TERRAIN ? w->terrain[y][x] : BOTS_MAX_TERRAIN));
            any_box |= w->boxes[y][x] != 0;
            lp_buf_append(out, &c, 1);
        }
        lp_buf_puts(out, "\n");
    }
    if (any_box) {
        lp_buf_puts(out, "boxes:\n");
        for (int y = 0; y < depth; y++) {
            for (int x = 0; x < width; x++) {
                int n = w->boxes[y][x] <= BOTS_MAX_BOXES ? w->boxes[y][x] : BOTS_MAX_BOXES;
                char c = n ? (char)('0' + n) : '.';
                lp_buf_append(out, &c, 1);
            }
            lp_buf_puts(out, "\n");
        }
    }
    lp_buf_puts(out, "switches:\n");
    for (int y = 0; y < depth; y++) {
        for (int x = 0; x < width; x++)
            lp_buf_append(out, w->switches[y][x] ? "S" : ".", 1);
        lp_buf_puts(out, "\n");
    }
}
