/* level.c - dungeon level files (level.h): a strict line-by-line parser with "file:line: reason"
 * errors (the lines read first, then the world checked as a whole), and the writer that
 * round-trips with it. Depends on the dungeon's rules and core levelfile, sharecode, lessoncode,
 * textspan.
 * The whole-world checks are in level_check.c (level_internal.h). */
#include "level.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "core/lessoncode.h"
#include "core/levelfile.h"
#include "modes/dungeon/level_internal.h"

/* ---- words, names and numbers ---- */

static int is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/* A byte a name may hold without quotes. */
static int bare_ok(unsigned char c)
{
    return c > ' ' && c != 127 && c != '"' && c != '\\' && c != ':' && c != ';';
}

/* The length of s[size], which need not end in a NUL (a world made in memory). */
static size_t text_len(const char *s, size_t size)
{
    const char *z = memchr(s, '\0', size);
    return z ? (size_t)(z - s) : size;
}

static LpSpan skip_blanks(LpSpan v)
{
    while (v.n && is_blank(v.s[0])) v.s++, v.n--;
    return v;
}

/* The next name of *rest into dst[DG_NAME]: a quoted text (\" and \\ its only escapes) or one
 * word (up to a blank, or a ':' too when stop_colon). what names it in messages (translated). */
static int take_name(Parser *p, int ln, LpSpan *rest, const char *what, int allow_empty, int stop_colon,
                     char dst[DG_NAME])
{
    LpSpan v = skip_blanks(*rest);
    size_t n = 0, i = 0;
    int quoted = v.n && v.s[0] == '"';
    for (i = quoted;; i++) {
        /* TRANSLATORS: %s names a part of a dungeon level file's line: "key's name", "room's type",
           "room's action", "lock's key name" or "puzzle's concept" (as translated) */
        if (i >= v.n && quoted) return dg_lv_fail(p, ln, _("the %s has no closing quote '\"'"), what);
        if (i >= v.n || (!quoted && (is_blank(v.s[i]) || (stop_colon && v.s[i] == ':')))) break;
        unsigned char c = (unsigned char)v.s[i];
        if (quoted && c == '"') {
            i++;
            if (i < v.n && !is_blank(v.s[i]) && !(stop_colon && v.s[i] == ':'))
                /* TRANSLATORS: %s names a part of a line ("key's name", "room's type"...) */
                return dg_lv_fail(p, ln, _("put a space after the %s's closing quote"), what);
            break;
        }
        if (c < ' ' || c == 127) return dg_lv_fail(p, ln, _("the %s has a strange character in it"), what);
        if (quoted && c == '\\') {
            if (i + 1 >= v.n || (v.s[i + 1] != '"' && v.s[i + 1] != '\\'))
                /* TRANSLATORS: %s names a part of a line ("key's name", "room's type"...) */
                return dg_lv_fail(p, ln, _("in the %s, a backslash is written \\\\ and a quote \\\""), what);
            c = (unsigned char)v.s[++i];
        } else if (!quoted && !bare_ok(c)) {
            /* TRANSLATORS: %s names a part of a line ("key's name", "room's type"...); %c a sign */
            return dg_lv_fail(p, ln,
                              c == '"' || c == '\\'
                                  ? _("a %s with '%c' in it is written in quotes, with \\\" for a quote and \\\\ for a backslash")
                                  : _("a %s with '%c' in it is written in quotes"),
                              what, c);
        }
        if (n + 1 >= DG_NAME)
            return dg_lv_fail(p, ln, _("the %s is too long (at most %d characters)"), what, DG_NAME - 1);
        dst[n++] = (char)c;
    }
    dst[n] = '\0';
    /* TRANSLATORS: %s names a part of a line ("key's name", "room's type"...) */
    if (!n && !allow_empty) return dg_lv_fail(p, ln, _("the %s is missing"), what);
    *rest = (LpSpan){v.s + i, v.n - i};
    return 1;
}

/* "a<sep>b" of whole numbers up to max each. */
static int pair(LpSpan v, char sep, unsigned long long max, int *a, int *b)
{
    const char *mid = v.n ? memchr(v.s, sep, v.n) : NULL;
    unsigned long long x = 0, y = 0;
    if (!mid || !lp_span_parse_uint((LpSpan){v.s, (size_t)(mid - v.s)}, max, &x) ||
        !lp_span_parse_uint((LpSpan){mid + 1, (size_t)(v.s + v.n - mid - 1)}, max, &y))
        return 0;
    *a = (int)x, *b = (int)y;
    return 1;
}

/* A tile's place "x,y" (each 0 to the map's largest). */
static int take_xy(Parser *p, int ln, LpSpan tok, const char *what, int *x, int *y)
{
    char q[32];
    if (pair(tok, ',', DG_MAP_W - 1, x, y)) return 1;
    /* TRANSLATORS: the first %s names a place in a line ("corner", "door place", "corridor tile",
       or "start", the level file's key), the second is what was written there */
    return dg_lv_fail(p, ln, _("bad %s '%s': write x,y with whole numbers from 0 to %d, like 3,4"), what,
                lp_span_quoted(tok, q, sizeof q), DG_MAP_W - 1);
}

static int take_number(Parser *p, int ln, LpSpan tok, const char *what, int *out)
{
    unsigned long long v = 0;
    char q[32];
    if (!lp_span_parse_uint(tok, NUMBER_MAX, &v))
        /* TRANSLATORS: the first %s is "room number" or a level file's key ("entrance", "exit"),
           the second what was written there */
        return dg_lv_fail(p, ln, _("bad %s '%s': write a whole number, like 3"), what,
                    lp_span_quoted(tok, q, sizeof q));
    *out = (int)v;
    return 1;
}

/* The next blank-separated word, or a message saying what was expected there. */
static int take_word(Parser *p, int ln, LpSpan *rest, LpSpan *tok, const char *expected)
{
    /* TRANSLATORS: %s says what should come next ("after the size comes main or side") */
    return lp_span_next_token(rest, tok) ? 1 : dg_lv_fail(p, ln, _("this line stops too soon: %s"), expected);
}

/* The next word is `word` (else the line is not of the form `form`). */
static int take_is(Parser *p, int ln, LpSpan *rest, const char *word, const char *form)
{
    LpSpan tok;
    return lp_span_next_token(rest, &tok) && lp_span_is(tok, word) ? 1 : dg_lv_fail(p, ln, "%s", form);
}

static int nothing_more(Parser *p, int ln, LpSpan rest, const char *after)
{
    char q[32];
    rest = lp_span_trim(rest);
    /* TRANSLATORS: the first %s is what was written; the second "the key's place", "the room's
       action", "the corridor's rooms" or "the start" (as translated) */
    return !rest.n ? 1 : dg_lv_fail(p, ln, _("unexpected '%s' after %s"), lp_span_quoted(rest, q, sizeof q), after);
}

/* "N:" at the start of a line: its number into *n, what follows the ':' into *rest. */
static int take_index(Parser *p, int ln, LpSpan line, const char *what, const char *example, int *n,
                      LpSpan *rest)
{
    LpSpan key;
    char q[32];
    unsigned long long v = 0;
    if (!lp_span_split_key(line, &key, rest))
        return dg_lv_fail(p, ln, _("a line under '%s:' is like '%s'"), what, example);
    if (!lp_span_parse_uint(key, NUMBER_MAX, &v))
        return dg_lv_fail(p, ln, _("a line under '%s:' starts with a room's number, not '%s' (like '%s')"), what,
                    lp_span_quoted(key, q, sizeof q), example);
    *n = (int)v;
    return 1;
}

/* ---- the sections' lines ---- */

static int parse_key_line(Parser *p, int ln, LpSpan line)
{
    DgWorld *w = p->out;
    LpSpan rest = line, tok;
    char q[32];
    int k = w->key_count;
    if (k == DG_MAX_KEYS) return dg_lv_fail(p, ln, _("too many keys (at most %d)"), DG_MAX_KEYS);
    DgWorldKey *key = &w->keys[k];
    /* TRANSLATORS: a part of a key's line in a dungeon level file, named in messages */
    if (!take_name(p, ln, &rest, _("key's name"), 0, 1, key->name)) return 0;
    rest = skip_blanks(rest);
    if (!rest.n || rest.s[0] != ':')
        return dg_lv_fail(p, ln, "%s", _("a key is 'name: x,y', like 'red: 12,5' (or 'red: none')"));
    rest = (LpSpan){rest.s + 1, rest.n - 1};
    for (int j = 0; j < k; j++)
        if (!strcmp(w->keys[j].name, key->name))
            return dg_lv_fail(p, ln, _("two keys are called '%s' (the other on line %d): give each its own name"),
                        key->name, p->key_line[j]);
    if (!lp_span_next_token(&rest, &tok))
        return dg_lv_fail(p, ln, _("say where the key %s lies: 'x,y', or 'none'"), key->name);
    if (!lp_span_is(tok, "none")) {
        if (!pair(tok, ',', DG_MAP_W - 1, &key->x, &key->y))
            return dg_lv_fail(p, ln, _("bad place '%s' for the key %s: write x,y (from 0 to %d), or none"),
                        lp_span_quoted(tok, q, sizeof q), key->name, DG_MAP_W - 1);
        p->key_placed[k] = 1;
    }
    /* TRANSLATORS: fills the second %s of "unexpected '%s' after %s" */
    if (!nothing_more(p, ln, rest, _("the key's place"))) return 0;
    p->key_line[w->key_count++] = ln;
    return 1;
}

static int parse_room_line(Parser *p, int ln, LpSpan line)
{
    DgWorld *w = p->out;
    LpSpan rest, tok;
    int n = 0;
    char q[32];
    if (!take_index(p, ln, line, "rooms", "0: gatehouse 1,1 7x6 main \"enter\"", &n, &rest)) return 0;
    if (w->room_count == DG_MAX_ROOMS) return dg_lv_fail(p, ln, _("too many rooms (at most %d)"), DG_MAX_ROOMS);
    if (n != w->room_count)
        return dg_lv_fail(p, ln, _("rooms are numbered 0, 1, 2... in order: this one should be %d, not %d"),
                    w->room_count, n);
    DgWorldRoom *r = &w->rooms[n];
    r->puzzle = -1;
    /* TRANSLATORS: parts of a room's line in a dungeon level file, named in messages; "like ..."
       examples stay as they are */
    if (!take_name(p, ln, &rest, _("room's type"), 0, 0, r->type) ||
        !take_word(p, ln, &rest, &tok, _("after the room's type comes its corner x,y, like 1,1")) ||
        /* TRANSLATORS: a room's top left corner, named in "bad %s '%s': write x,y ..." */
        !take_xy(p, ln, tok, _("corner"), &r->x, &r->y) ||
        !take_word(p, ln, &rest, &tok, _("after the corner comes the room's size wxh, like 7x6")))
        return 0;
    if (!pair(tok, 'x', DG_MAP_W, &r->w, &r->h))
        return dg_lv_fail(p, ln, _("bad size '%s': write width x height, like 7x6 (at most %dx%d)"),
                    lp_span_quoted(tok, q, sizeof q), DG_MAP_W, DG_MAP_H);
    /* TRANSLATORS: main and side are words of the level file: keep them */
    if (!take_word(p, ln, &rest, &tok, _("after the size comes main or side"))) return 0;
    r->main = lp_span_is(tok, "main");
    if (!r->main && !lp_span_is(tok, "side"))
        return dg_lv_fail(p, ln, _("a room is main (on the way to the stairs) or side, not '%s'"),
                    lp_span_quoted(tok, q, sizeof q));
    rest = skip_blanks(rest);
    if (rest.n && rest.s[0] != '"')
        return dg_lv_fail(p, ln, "%s", _("the room's action words are written in quotes, like \"enter\""));
    /* TRANSLATORS: the words in quotes a room's line ends with (its part of the story), named in messages */
    if (rest.n && !take_name(p, ln, &rest, _("room's action"), 1, 0, r->action)) return 0;
    /* TRANSLATORS: fills the second %s of "unexpected '%s' after %s" */
    if (!nothing_more(p, ln, rest, _("the room's action"))) return 0;
    p->room_line[w->room_count++] = ln;
    return 1;
}

static int parse_door_line(Parser *p, int ln, LpSpan line)
{
    DgWorld *w = p->out;
    LpSpan rest = line, tok;
    char q[32];
    /* TRANSLATORS: room, to, lock and gate are words of the level file: keep them */
    const char *form = _("a door is x,y room R to R (then lock KEYNAME, gate, or both), like 4,6 room 0 to 1");
    int d = w->door_count;
    if (d == DG_MAX_WORLD_DOORS) return dg_lv_fail(p, ln, _("too many doors (at most %d)"), DG_MAX_WORLD_DOORS);
    DgWorldDoor *dd = &w->doors[d];
    /* TRANSLATORS: a door's x,y; then "room number" (R in the form): named in "bad %s '%s': ..." */
    if (!take_word(p, ln, &rest, &tok, form) || !take_xy(p, ln, tok, _("door place"), &dd->x, &dd->y) ||
        !take_is(p, ln, &rest, "room", form) || !take_word(p, ln, &rest, &tok, form) ||
        !take_number(p, ln, tok, _("room number"), &dd->room) || !take_is(p, ln, &rest, "to", form) ||
        !take_word(p, ln, &rest, &tok, form) || !take_number(p, ln, tok, _("room number"), &dd->to))
        return 0;
    while (lp_span_next_token(&rest, &tok)) {
        if (lp_span_is(tok, "gate")) {
            if (dd->gate) return dg_lv_fail(p, ln, "%s", _("'gate' is given twice for this door"));
            dd->gate = dd->room + 1;
        } else if (lp_span_is(tok, "lock")) {
            if (p->lock_name[d][0]) return dg_lv_fail(p, ln, "%s", _("a door has one lock: 'lock' is given twice"));
            /* TRANSLATORS: the key's name after "lock" on a door's line, named in messages */
            if (!take_name(p, ln, &rest, _("lock's key name"), 0, 0, p->lock_name[d])) return 0;
        } else {
            return dg_lv_fail(p, ln, _("unknown word '%s' for a door: after the rooms come 'lock KEYNAME' or 'gate'"),
                        lp_span_quoted(tok, q, sizeof q));
        }
    }
    p->door_line[w->door_count++] = ln;
    return 1;
}

static int parse_corridor_line(Parser *p, int ln, LpSpan line)
{
    DgWorld *w = p->out;
    LpSpan head, rest, tok;
    /* TRANSLATORS: "to" is a word of the level file: keep it, and the example */
    const char *form = _("a corridor is 'from to to: x,y x,y ...', like '2 to 5: 10,4 10,5'");
    if (w->corridor_count == DG_MAX_CORRIDORS)
        return dg_lv_fail(p, ln, _("too many corridors (at most %d)"), DG_MAX_CORRIDORS);
    DgWorldCorridor *c = &w->corridors[w->corridor_count];
    if (!lp_span_split_key(line, &head, &rest)) return dg_lv_fail(p, ln, "%s", form);
    /* TRANSLATORS: fills "bad %s '%s': write a whole number, like 3" */
    if (!take_word(p, ln, &head, &tok, form) || !take_number(p, ln, tok, _("room number"), &c->from) ||
        !take_is(p, ln, &head, "to", form) || !take_word(p, ln, &head, &tok, form) ||
        /* TRANSLATORS: "the corridor's rooms" fills the second %s of "unexpected '%s' after %s" */
        !take_number(p, ln, tok, _("room number"), &c->to) || !nothing_more(p, ln, head, _("the corridor's rooms")))
        return 0;
    while (lp_span_next_token(&rest, &tok)) {
        int x, y;
        if (c->count == DG_CORRIDOR_MAX)
            return dg_lv_fail(p, ln, _("a corridor has at most %d tiles: split it or move the rooms closer"),
                        DG_CORRIDOR_MAX);
        /* TRANSLATORS: one x,y of a corridor's line, named in "bad %s '%s': write x,y ..." */
        if (!take_xy(p, ln, tok, _("corridor tile"), &x, &y)) return 0;
        c->tiles[c->count][0] = (int16_t)x;
        c->tiles[c->count++][1] = (int16_t)y;
    }
    if (!c->count) return dg_lv_fail(p, ln, "%s", _("the corridor has no tiles: list them after the ':' as x,y x,y ..."));
    p->corridor_line[w->corridor_count++] = ln;
    return 1;
}

static int parse_puzzle_line(Parser *p, int ln, LpSpan line)
{
    DgWorld *w = p->out;
    LpSpan rest, tok;
    LpShareParams sp;
    LpDiag why = {0};
    char q[32], mode_name[16];
    int room = 0, said_lesson = 0;
    if (!take_index(p, ln, line, "puzzles", "3: bots BT12-0P1R-MPAH \"loop\" verified", &room, &rest))
        return 0;
    if (w->puzzle_count == DG_MAX_ROOMS) return dg_lv_fail(p, ln, _("too many puzzles (at most %d)"), DG_MAX_ROOMS);
    DgWorldPuzzle *pz = &w->puzzles[w->puzzle_count];
    pz->room = room;
    /* TRANSLATORS: toycar, bots and mays are the modes' names in level files: keep them */
    if (!take_word(p, ln, &rest, &tok, _("after the room comes the puzzle's mode: toycar, bots or mays")))
        return 0;
    snprintf(mode_name, sizeof mode_name, "%.*s", (int)(tok.n < 15 ? tok.n : 15), tok.s);
    int mode = tok.n < 15 ? lp_mode_parse(mode_name) : -1;
    if (mode < 0 || mode == LP_MODE_DUNGEON)
        return dg_lv_fail(p, ln, _("a puzzle's mode is toycar, bots or mays, not '%s'"),
                    lp_span_quoted(tok, q, sizeof q));
    pz->mode = (LpMode)mode;
    if (!take_word(p, ln, &rest, &tok, _("after the mode comes the puzzle's share code"))) return 0;
    if (tok.n >= sizeof pz->code)
        return dg_lv_fail(p, ln, _("bad code '%s': it is too long"), lp_span_quoted(tok, q, sizeof q));
    memcpy(pz->code, tok.s, tok.n);
    pz->code[tok.n] = '\0';
    if (!lp_span_printable(tok, 0)) return dg_lv_fail(p, ln, "%s", _("the puzzle's code has a strange character in it"));
    if (!lp_sharecode_decode(pz->code, &sp, &why))
        return dg_lv_fail(p, ln, _("bad code '%s': %s"), lp_span_quoted(tok, q, sizeof q), why.message);
    if (sp.mode != pz->mode)
        /* TRANSLATORS: a share code, a mode's title ("Robot"), a mode's name in level files ("bots") */
        return dg_lv_fail(p, ln, _("the code %s is a %s code, but this puzzle's mode is %s"), pz->code,
                    _(lp_mode_title(sp.mode)), lp_mode_name(pz->mode));
    pz->lesson = lp_lesson_is(&sp);
    rest = skip_blanks(rest);
    /* TRANSLATORS: the words in quotes on a puzzle's line (what it teaches), named in messages */
    if (rest.n && rest.s[0] == '"' && !take_name(p, ln, &rest, _("puzzle's concept"), 1, 0, pz->concept))
        return 0;
    while (lp_span_next_token(&rest, &tok)) {
        if (lp_span_is(tok, "lesson") && !said_lesson) {
            if (!pz->lesson)
                return dg_lv_fail(p, ln, _("the code %s is not a lesson's code: leave out 'lesson'"), pz->code);
            said_lesson = 1;
        } else if (lp_span_is(tok, "verified") && !pz->verified) {
            pz->verified = 1;
        } else {
            return dg_lv_fail(p, ln, _("unexpected '%s' after the code: write the concept in quotes, then lesson or "
                                 "verified (each once)"),
                        lp_span_quoted(tok, q, sizeof q));
        }
    }
    p->puzzle_line[w->puzzle_count++] = ln;
    return 1;
}

/* t: the row without its blanks; column: the column its first tile is at. */
static int parse_row(Parser *p, int ln, LpSpan t, int column)
{
    DgWorld *w = p->out;
    int n = (int)t.n - 2;
    if (p->rows == DG_MAP_H)
        return dg_lv_fail(p, ln, _("the grid is bigger than %dx%d: too many rows"), DG_MAP_W, DG_MAP_H);
    if (t.n < 2 || t.s[t.n - 1] != '|')
        return dg_lv_fail(
            p, ln, "%s", _("a grid row ends with '|' (rows are written |...| so the empty tiles at their ends stay)"));
    if (n < 1) return dg_lv_fail(p, ln, "%s", _("a grid row has at least one tile between its '|'"));
    if (n > DG_MAP_W)
        return dg_lv_fail(p, ln, _("the grid is bigger than %dx%d: this row is %d tiles wide"), DG_MAP_W, DG_MAP_H, n);
    if (p->rows > 0 && n != w->w)
        return dg_lv_fail(p, ln, _("the rows have different widths: this row is %d tiles wide, the first is %d"), n,
                    w->w);
    for (int x = 0; x < n; x++) {
        int tile = dg_tile_of_char(t.s[1 + x]);
        char q[32];
        if (tile < 0) {
            p->column = column + x;
            /* TRANSLATORS: the signs in brackets are the level file's tiles: keep them (%% is one %) */
            return dg_lv_fail(p, ln, _("unknown tile '%s' at column %d (the tiles are ' ' . # + ! O & %% = C T k >)"),
                        lp_span_quoted((LpSpan){&t.s[1 + x], 1}, q, sizeof q), column + x);
        }
        w->tile[p->rows][x] = (uint8_t)tile;
    }
    w->w = n;
    p->row_column[p->rows] = column;
    p->row_line[p->rows++] = ln;
    w->h = p->rows;
    return 1;
}

static int parse_key(Parser *p, int ln, LpSpan line)
{
    DgWorld *w = p->out;
    LpSpan value, tok;
    LpShareParams sp;
    if (!memchr(line.s, ':', line.n))
        return dg_lv_fail(p, ln, "%s", _("this line is not 'key: value' (grid rows start with '|', right after 'grid:')"));
    int k = lp_levelfile_key(p->diag, p->label, ln, line, dg_lv_key_names, KEY_COUNT, p->seen, &value);
    switch (k) {
    case -1: return 0;
    case KEY_MODE: return lp_levelfile_mode(p->diag, p->label, ln, value, "dungeon");
    case KEY_TITLE:
        return lp_levelfile_text(p->diag, p->label, ln, "title", value, w->title, sizeof w->title);
    case KEY_FLOWCHART:
        return lp_levelfile_text(p->diag, p->label, ln, "flowchart", value, w->flowchart,
                                 sizeof w->flowchart);
    case KEY_CODE:
        if (!lp_levelfile_code(p->diag, p->label, ln, value, w->code, sizeof w->code, &sp)) return 0;
        if (sp.mode == LP_MODE_DUNGEON) return 1;
        /* TRANSLATORS: a share code, then a mode's title ("Robot") */
        return dg_lv_fail(p, ln, _("the code %s is a %s code, not a dungeon's (DG...)"), w->code,
                    _(lp_mode_title(sp.mode)));
    case KEY_SEED: return lp_levelfile_seed(p->diag, p->label, ln, value, &w->seed);
    case KEY_START:
        if (!lp_span_next_token(&value, &tok)) return dg_lv_fail(p, ln, "%s", _("say where the pupil starts: 'start: x,y'"));
        return take_xy(p, ln, tok, "start", &w->start_x, &w->start_y) &&
               /* TRANSLATORS: fills the second %s of "unexpected '%s' after %s" */
               nothing_more(p, ln, value, _("the start"));
    case KEY_ENTRANCE:
    case KEY_EXIT: return take_number(p, ln, value, dg_lv_key_names[k], k == KEY_EXIT ? &w->exit : &w->entrance);
    default: /* the sections: their lines follow */
        if (value.n) return dg_lv_fail(p, ln, _("put the %s on the lines after '%s:'"), dg_lv_key_names[k], dg_lv_key_names[k]);
        return 1;
    }
}

/* One line inside a section (t: the line trimmed). */
static int section_line(Parser *p, int section, int ln, LpSpan t)
{
    switch (section) {
    case SEC_KEYS: return parse_key_line(p, ln, t);
    case SEC_ROOMS: return parse_room_line(p, ln, t);
    case SEC_DOORS: return parse_door_line(p, ln, t);
    case SEC_CORRIDORS: return parse_corridor_line(p, ln, t);
    default: return parse_puzzle_line(p, ln, t);
    }
}

int dg_level_parse(const char *text, size_t len, const char *label, DgWorld *out, LpDiag *diag)
{
    static const int sections[][2] = {{KEY_KEYS, SEC_KEYS},       {KEY_ROOMS, SEC_ROOMS},
                                      {KEY_DOORS, SEC_DOORS},     {KEY_CORRIDORS, SEC_CORRIDORS},
                                      {KEY_PUZZLES, SEC_PUZZLES}, {KEY_GRID, SEC_GRID}};
    memset(out, 0, sizeof *out);
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
        int blank = t.n == 0, comment = t.n && t.s[0] == ';', indented = !blank && is_blank(line.s[0]);
        if (section != SEC_NONE && blank) section = SEC_NONE;
        if (blank || comment) continue;
        if (section == SEC_GRID && t.s[0] == '|') {
            ok = parse_row(p, ln, t, (int)(t.s - line.s) + 2);
        } else if (section == SEC_GRID && indented) {
            ok = dg_lv_fail(p, ln, "%s", _("a grid row is its tiles between two '|', like |#.k#|"));
        } else if (section != SEC_NONE && indented) {
            ok = section_line(p, section, ln, t);
        } else if (indented) {
            ok = dg_lv_fail(p, ln, "%s", _("this indented line belongs to nothing: put it right below 'keys:', 'rooms:', "
                               "'doors:', 'corridors:' or 'puzzles:'"));
        } else if (t.s[0] == '|') {
            ok = dg_lv_fail(p, ln, "%s", _("a grid row with no 'grid:' above it (or a blank line before it)"));
        } else {
            section = SEC_NONE; /* a line at the left margin ends the section */
            ok = parse_key(p, ln, t);
            for (int s = 0; s < 6; s++)
                if (p->seen[sections[s][0]] == ln) section = sections[s][1];
        }
    }
    if (more < 0) ok = 0;
    return ok && dg_lv_check_world(p, r.line > 0 ? r.line : 1);
}

int dg_level_load(const char *path, DgWorld *out, LpDiag *diag)
{
    LpBuf text;
    lp_buf_init(&text);
    int ok = lp_levelfile_read(&text, path, diag);
    if (ok)
        ok = dg_level_parse(text.data, text.count, path, out, diag);
    else
        memset(out, 0, sizeof *out);
    lp_buf_free(&text);
    return ok;
}

/* ---- writing ---- */

/* A name as one word when it can be, else quoted (always when quote): \" and \\ escaped, control
 * characters as spaces (the reader refuses them), so the line stays one line. */
static void put_name(LpBuf *out, const char *s, size_t size, int quote)
{
    size_t n = text_len(s, size);
    for (size_t i = 0; i < n && !quote; i++) quote = !bare_ok((unsigned char)s[i]);
    if (n && !quote) {
        lp_buf_append(out, s, n);
        return;
    }
    lp_buf_puts(out, "\"");
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        char ch = c < ' ' || c == 127 ? ' ' : (char)c;
        if (c == '"' || c == '\\') lp_buf_append(out, "\\", 1);
        lp_buf_append(out, &ch, 1);
    }
    lp_buf_puts(out, "\"");
}

/* "key: text" for a text field that may fill its array; nothing when it is empty. */
static void put_text(LpBuf *out, const char *key, const char *s, size_t size)
{
    char text[80];
    snprintf(text, sizeof text, "%.*s", (int)text_len(s, size), s);
    if (text[0]) lp_levelfile_put_value(out, key, text);
}

static int clamp(int n, int max) { return n < 0 ? 0 : n > max ? max : n; }

void dg_level_write(const DgWorld *w, LpBuf *out)
{
    int width = clamp(w->w, DG_MAP_W), height = clamp(w->h, DG_MAP_H),
        keys = clamp(w->key_count, DG_MAX_KEYS);
    lp_buf_printf(out, "%s %d\nmode: dungeon\n", LP_LEVEL_MAGIC, LP_LEVEL_VERSION);
    put_text(out, "title", w->title, sizeof w->title);
    put_text(out, "flowchart", w->flowchart, sizeof w->flowchart);
    put_text(out, "code", w->code, sizeof w->code);
    lp_buf_printf(out, "seed: %lu\nstart: %d,%d\nentrance: %d\nexit: %d\n", (unsigned long)w->seed,
                  w->start_x, w->start_y, w->entrance, w->exit);
    if (keys) lp_buf_puts(out, "keys:\n");
    for (int k = 0; k < keys; k++) {
        const DgWorldKey *key = &w->keys[k];
        lp_buf_puts(out, "  ");
        put_name(out, key->name, sizeof key->name, 0);
        if ((key->x || key->y) && key->x >= 0 && key->y >= 0 && key->x < width && key->y < height &&
            w->tile[key->y][key->x] == DG_KEY)
            lp_buf_printf(out, ": %d,%d\n", key->x, key->y);
        else
            lp_buf_puts(out, ": none\n");
    }
    lp_buf_puts(out, "rooms:\n");
    for (int i = 0; i < clamp(w->room_count, DG_MAX_ROOMS); i++) {
        const DgWorldRoom *r = &w->rooms[i];
        lp_buf_printf(out, "  %d: ", i);
        put_name(out, r->type, sizeof r->type, 0);
        lp_buf_printf(out, " %d,%d %dx%d %s", r->x, r->y, r->w, r->h, r->main ? "main" : "side");
        if (text_len(r->action, sizeof r->action)) {
            lp_buf_puts(out, " ");
            put_name(out, r->action, sizeof r->action, 1);
        }
        lp_buf_puts(out, "\n");
    }
    if (w->door_count > 0) lp_buf_puts(out, "doors:\n");
    for (int d = 0; d < clamp(w->door_count, DG_MAX_WORLD_DOORS); d++) {
        const DgWorldDoor *dd = &w->doors[d];
        lp_buf_printf(out, "  %d,%d room %d to %d", dd->x, dd->y, dd->room, dd->to);
        if (dd->lock > 0 && dd->lock <= keys) {
            lp_buf_puts(out, " lock ");
            put_name(out, w->keys[dd->lock - 1].name, sizeof w->keys[0].name, 0);
        }
        lp_buf_puts(out, dd->gate ? " gate\n" : "\n");
    }
    if (w->corridor_count > 0) lp_buf_puts(out, "corridors:\n");
    for (int c = 0; c < clamp(w->corridor_count, DG_MAX_CORRIDORS); c++) {
        const DgWorldCorridor *cd = &w->corridors[c];
        lp_buf_printf(out, "  %d to %d:", cd->from, cd->to);
        for (int i = 0; i < clamp(cd->count, DG_CORRIDOR_MAX); i++)
            lp_buf_printf(out, " %d,%d", cd->tiles[i][0], cd->tiles[i][1]);
        lp_buf_puts(out, "\n");
    }
    if (w->puzzle_count > 0) lp_buf_puts(out, "puzzles:\n");
    for (int i = 0; i < clamp(w->puzzle_count, DG_MAX_ROOMS); i++) {
        const DgWorldPuzzle *pz = &w->puzzles[i];
        lp_buf_printf(out, "  %d: %s ", pz->room, lp_mode_name(pz->mode));
        lp_levelfile_put_text(out, (LpSpan){pz->code, text_len(pz->code, sizeof pz->code)}, 0);
        lp_buf_puts(out, " ");
        put_name(out, pz->concept, sizeof pz->concept, 1);
        lp_buf_printf(out, "%s%s\n", pz->lesson ? " lesson" : "", pz->verified ? " verified" : "");
    }
    lp_buf_puts(out, "grid:\n");
    for (int y = 0; y < height; y++) {
        lp_buf_puts(out, "|");
        for (int x = 0; x < width; x++) {
            char c = dg_tile_char((DgTile)w->tile[y][x]);
            lp_buf_append(out, &c, 1);
        }
        lp_buf_puts(out, "|\n");
    }
}
