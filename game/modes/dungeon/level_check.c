/* level_check.c - a dungeon level file's world checked as a whole once level.c has read every
 * line: rooms inside the grid and apart, keys on their tiles, puzzles on rooms with a terminal,
 * doors in their rooms' walls with known locks, corridors outside the rooms, the start in the
 * entrance; and the one way both fail (dg_lv_fail). Each refusal names the line (and column) a
 * teacher fixes. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "modes/dungeon/level_internal.h"

const char *const dg_lv_key_names[KEY_COUNT] = {"mode", "title", "flowchart", "code",  "seed",  "start", "entrance",
                                                "exit", "keys",  "rooms", "doors", "corridors", "puzzles", "grid"};

int dg_lv_fail(Parser *p, int line, const char *fmt, ...)
{
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    lp_diag_set(p->diag, p->label, line, "%s", text);
    if (p->diag) p->diag->column = p->column;
    p->column = 0;
    return 0;
}

/* ---- the world as a whole ---- */

static int inside(const DgWorld *w, int x, int y) { return x >= 0 && y >= 0 && x < w->w && y < w->h; }

static int in_rect(const DgWorldRoom *r, int x, int y)
{
    return x >= r->x && y >= r->y && x < r->x + r->w && y < r->y + r->h;
}

static char tile_at(const DgWorld *w, int x, int y) { return dg_tile_char((DgTile)w->tile[y][x]); }

static int check_rooms(Parser *p)
{
    DgWorld *w = p->out;
    for (int i = 0; i < w->room_count; i++) {
        const DgWorldRoom *r = &w->rooms[i];
        int ln = p->room_line[i];
        if (r->w < 3 || r->h < 3)
            return dg_lv_fail(p, ln, _("room %d is %dx%d: a room is at least 3x3, walls included"), i, r->w, r->h);
        if (r->x + r->w > w->w || r->y + r->h > w->h)
            return dg_lv_fail(p, ln, _("room %d (%d,%d, %dx%d) does not fit in the %dx%d grid"), i, r->x, r->y, r->w,
                        r->h, w->w, w->h);
        for (int j = 0; j < i; j++) { /* the larger corner is in both when they overlap */
            const DgWorldRoom *o = &w->rooms[j];
            int x0 = r->x > o->x ? r->x : o->x, y0 = r->y > o->y ? r->y : o->y;
            if (in_rect(r, x0, y0) && in_rect(o, x0, y0))
                return dg_lv_fail(p, ln, _("room %d overlaps room %d at %d,%d: each room has its own walls"), i, j, x0,
                            y0);
        }
    }
    if (w->entrance >= w->room_count)
        return dg_lv_fail(p, p->seen[KEY_ENTRANCE], _("the entrance is room %d, but the rooms are 0 to %d"),
                    w->entrance, w->room_count - 1);
    if (w->exit >= w->room_count)
        return dg_lv_fail(p, p->seen[KEY_EXIT], _("the exit is room %d, but the rooms are 0 to %d"), w->exit,
                    w->room_count - 1);
    return 1;
}

static int placed_key_at(const Parser *p, int x, int y)
{
    for (int k = 0; k < p->out->key_count; k++)
        if (p->key_placed[k] && p->out->keys[k].x == x && p->out->keys[k].y == y) return 1;
    return 0;
}

static int check_keys(Parser *p)
{
    DgWorld *w = p->out;
    for (int k = 0; k < w->key_count; k++) {
        const DgWorldKey *key = &w->keys[k];
        int ln = p->key_line[k], x = key->x, y = key->y;
        if (!p->key_placed[k]) continue;
        if (!x && !y)
            return dg_lv_fail(p, ln,
                        _("the key %s can't lie at 0,0 (the map's corner): put it in a room, or write none"),
                        key->name);
        if (!inside(w, x, y))
            return dg_lv_fail(p, ln, _("the key %s at %d,%d is outside the %dx%d grid"), key->name, x, y, w->w, w->h);
        if (w->tile[y][x] != DG_KEY)
            return dg_lv_fail(p, ln, _("the key %s lies at %d,%d, but the grid has '%c' there, not a key 'k'"),
                        key->name, x, y, tile_at(w, x, y));
        for (int j = 0; j < k; j++)
            if (p->key_placed[j] && w->keys[j].x == x && w->keys[j].y == y)
                return dg_lv_fail(p, ln, _("the keys %s and %s lie on the same tile %d,%d"), w->keys[j].name,
                            key->name, x, y);
    }
    for (int y = 0; y < w->h; y++)
        for (int x = 0; x < w->w; x++)
            if (w->tile[y][x] == DG_KEY && !placed_key_at(p, x, y)) {
                p->column = p->row_column[y] + x;
                return dg_lv_fail(p, p->row_line[y],
                            _("the key tile 'k' at %d,%d is no key: name it under 'keys:' (like "
                              "'red: %d,%d')"),
                            x, y, x, y);
            }
    return 1;
}

static int check_puzzles(Parser *p)
{
    DgWorld *w = p->out;
    for (int i = 0; i < w->puzzle_count; i++) {
        const DgWorldPuzzle *pz = &w->puzzles[i];
        int ln = p->puzzle_line[i], tx, ty;
        if (pz->room >= w->room_count)
            return dg_lv_fail(p, ln, _("the puzzle is for room %d, but the rooms are 0 to %d"), pz->room,
                        w->room_count - 1);
        DgWorldRoom *r = &w->rooms[pz->room];
        if (r->puzzle >= 0)
            return dg_lv_fail(p, ln, _("room %d has a puzzle already (line %d): a room has one"), pz->room,
                        p->puzzle_line[r->puzzle]);
        if (!dg_world_terminal(w, pz->room, &tx, &ty))
            return dg_lv_fail(p, ln, _("room %d has a puzzle but no terminal 'T' to play it at"), pz->room);
        r->puzzle = i;
    }
    return 1;
}

/* The door's lock: the key named on its line, which must lie somewhere. */
static int find_lock(Parser *p, int d)
{
    DgWorld *w = p->out;
    DgWorldDoor *dd = &w->doors[d];
    int k = 0, ln = p->door_line[d];
    while (k < w->key_count && strcmp(w->keys[k].name, p->lock_name[d])) k++;
    if (k == w->key_count)
        return dg_lv_fail(p, ln, _("the door at %d,%d is locked with the key '%s', which is not under 'keys:'"), dd->x,
                    dd->y, p->lock_name[d]);
    if (!p->key_placed[k])
        return dg_lv_fail(p, ln, _("the door at %d,%d needs the key %s, which lies nowhere (none)"), dd->x, dd->y,
                    p->lock_name[d]);
    dd->lock = k + 1;
    return 1;
}

static int check_doors(Parser *p)
{
    DgWorld *w = p->out;
    for (int d = 0; d < w->door_count; d++) {
        DgWorldDoor *dd = &w->doors[d];
        int ln = p->door_line[d], x = dd->x, y = dd->y, other = dg_world_door_at(w, x, y);
        if (dd->room >= w->room_count || dd->to >= w->room_count)
            return dg_lv_fail(p, ln, _("the door at %d,%d joins room %d to room %d, but the rooms are 0 to %d"), x, y,
                        dd->room, dd->to, w->room_count - 1);
        if (dd->room == dd->to)
            return dg_lv_fail(p, ln, _("the door at %d,%d leads from room %d to itself"), x, y, dd->room);
        if (!inside(w, x, y))
            return dg_lv_fail(p, ln, _("the door at %d,%d is outside the %dx%d grid"), x, y, w->w, w->h);
        if (w->tile[y][x] != DG_DOOR)
            return dg_lv_fail(p, ln, _("the door at %d,%d has '%c' in the grid, not a door '+'"), x, y,
                        tile_at(w, x, y));
        const DgWorldRoom *r = &w->rooms[dd->room];
        int edge_x = x == r->x || x == r->x + r->w - 1, edge_y = y == r->y || y == r->y + r->h - 1;
        if (!in_rect(r, x, y) || edge_x == edge_y)
            return dg_lv_fail(p, ln,
                        _("the door at %d,%d is not in room %d's wall: a door is on its room's edge, not a "
                          "corner"),
                        x, y, dd->room);
        if (other != d)
            return dg_lv_fail(p, ln, _("two doors at %d,%d (the other on line %d)"), x, y, p->door_line[other]);
        if (p->lock_name[d][0] && !find_lock(p, d)) return 0;
        if (dd->gate && r->puzzle < 0)
            return dg_lv_fail(p, ln,
                        _("the door at %d,%d is a gate, but room %d has no puzzle to open it (add it under "
                          "'puzzles:')"),
                        x, y, dd->room);
    }
    for (int y = 0; y < w->h; y++)
        for (int x = 0; x < w->w; x++)
            if (w->tile[y][x] == DG_DOOR && dg_world_door_at(w, x, y) < 0) {
                p->column = p->row_column[y] + x;
                return dg_lv_fail(p, p->row_line[y],
                            _("the door tile '+' at %d,%d is no door: list it under 'doors:' "
                              "(like '%d,%d room 0 to 1')"),
                            x, y, x, y);
            }
    return 1;
}

static int check_corridors(Parser *p)
{
    DgWorld *w = p->out;
    for (int c = 0; c < w->corridor_count; c++) {
        const DgWorldCorridor *cd = &w->corridors[c];
        int ln = p->corridor_line[c];
        if (cd->from >= w->room_count || cd->to >= w->room_count)
            return dg_lv_fail(p, ln, _("the corridor joins room %d to room %d, but the rooms are 0 to %d"), cd->from,
                        cd->to, w->room_count - 1);
        if (cd->from == cd->to) return dg_lv_fail(p, ln, _("the corridor leads from room %d to itself"), cd->from);
        for (int i = 0; i < cd->count; i++) {
            int x = cd->tiles[i][0], y = cd->tiles[i][1];
            if (!inside(w, x, y))
                return dg_lv_fail(p, ln, _("the corridor tile %d,%d is outside the %dx%d grid"), x, y, w->w, w->h);
            for (int r = 0; r < w->room_count; r++)
                if (in_rect(&w->rooms[r], x, y))
                    return dg_lv_fail(p, ln,
                                _("the corridor tile %d,%d is inside room %d: corridors run between rooms"), x,
                                y, r);
        }
    }
    return 1;
}

int dg_lv_check_world(Parser *p, int last_line)
{
    DgWorld *w = p->out;
    static const int required[] = {KEY_MODE, KEY_START, KEY_ENTRANCE, KEY_EXIT, KEY_ROOMS, KEY_GRID};
    static const char *const example[] = {"mode: dungeon", "start: 3,4", "entrance: 0",
                                          "exit: 9",       "rooms:",     "grid:"};
    for (int i = 0; i < (int)(sizeof required / sizeof required[0]); i++)
        if (!p->seen[required[i]])
            /* TRANSLATORS: %s is a key of a level file ("start"), then an example line ("start: 3,4") */
            return dg_lv_fail(p, last_line,
                              required[i] == KEY_ROOMS || required[i] == KEY_GRID
                                  ? _("missing %s: add a line '%s' with its lines below it")
                                  : _("missing %s: add a line '%s'"),
                              dg_lv_key_names[required[i]], example[i]);
    if (!p->rows)
        return dg_lv_fail(p, p->seen[KEY_GRID],
                    "%s", _("the grid has no rows: draw the map below 'grid:', each row as |...|"));
    if (!w->room_count) return dg_lv_fail(p, p->seen[KEY_ROOMS], "%s", _("there are no rooms: list them below 'rooms:'"));
    if (!check_rooms(p) || !check_keys(p) || !check_puzzles(p) || !check_doors(p) || !check_corridors(p))
        return 0;
    int ln = p->seen[KEY_START], sx = w->start_x, sy = w->start_y;
    if (!inside(w, sx, sy))
        return dg_lv_fail(p, ln, _("the start %d,%d is outside the %dx%d grid"), sx, sy, w->w, w->h);
    if (!in_rect(&w->rooms[w->entrance], sx, sy))
        return dg_lv_fail(p, ln, _("the start %d,%d is not inside the entrance, room %d"), sx, sy, w->entrance);
    if (w->tile[sy][sx] != DG_FLOOR && w->tile[sy][sx] != DG_RUG)
        return dg_lv_fail(p, ln, _("the start %d,%d is on '%c': the pupil starts on floor '.' or a rug '='"), sx, sy,
                    tile_at(w, sx, sy));
    int chests = 0;
    for (int y = 0; y < w->h; y++)
        for (int x = 0; x < w->w; x++)
            if (w->tile[y][x] == DG_CHEST && ++chests > DG_MAX_CHESTS) {
                p->column = p->row_column[y] + x;
                return dg_lv_fail(p, p->row_line[y], _("too many chests 'C' (at most %d)"), DG_MAX_CHESTS);
            }
    dg_world_index(w);
    return 1;
}

