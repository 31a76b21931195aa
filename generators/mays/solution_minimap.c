/* solution_minimap.c - step 3's use (paper 000, "Grammar-based solution mini-map generation"):
 * the family of each code object, and its solution mini-map: the shape picked for it placed in
 * a walled interior as it is when the level is solved, with room around it for the object's
 * travel and the paths, EN and EX chosen on the ring. Depends on mays_build.h and the rules'
 * types (mays.h); the shapes come from the grammar (grammar.c, scripts/grammars/mays.lua)
 * through mj_grammar_to_shape. */
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "mays_build.h"

static const int ddx[4] = {0, 1, 0, -1};
static const int ddy[4] = {-1, 0, 1, 0};

static int prefix(const char *name, const char *p)
{
    size_t n = strlen(p);
    return strncmp(name, p, n) == 0 && name[n] >= '1' && name[n] <= '9';
}

MjFamily mj_gen_family(const MjCodeObject *obj, char *why, int why_size)
{
    int block = prefix(obj->name, "block"), statue = prefix(obj->name, "statue");
    switch (obj->guess) {
    case MJ_GUESS_MOVABLE:
        if (block) return MJ_FAM_BLOCK_MOVE;
        if (statue) return MJ_FAM_STATUE_MOVE;
        break;
    case MJ_GUESS_ROTATABLE:
        if (block) return MJ_FAM_BLOCK_ROTATE;
        if (statue) return MJ_FAM_STATUE_ROTATE;
        break;
    case MJ_GUESS_STOPPABLE:
        if (block) return MJ_FAM_BLOCK_STOP;
        break;
    case MJ_GUESS_DOOR:
        if (prefix(obj->name, "door")) return MJ_FAM_DOOR_OPEN;
        break;
    case MJ_GUESS_LEVER:
        if (prefix(obj->name, "lever")) return MJ_FAM_LEVER;
        break;
    default: break;
    }
    snprintf(why, (size_t)why_size,
             /* TRANSLATORS: %1$s an object of the code (door2), %2$s the kind of object it implies (movable...) */
             _("%s: the generator has no room piece for a %s called that (blocks move, rotate or stop; statues "
               "move or rotate; doors open; levers are read)"),
             obj->name, _(mj_guess_name(obj->guess)));
    return MJ_FAM_NONE;
}

const char *mj_family_name(MjFamily family)
{
    static const char *const names[MJ_FAM_COUNT] = {"none",         "block.move",    "statue.move",
                                                    "block.rotate", "statue.rotate", "block.stop",
                                                    "door.open",    "lever"};
    return family < MJ_FAM_COUNT ? names[family] : "none";
}

/* ---- the mini-map -------------------------------------------------------------------------- */

typedef struct TokenInfo {
    char token[3];
    uint8_t ground;
    int8_t kind;
    uint8_t high;
} TokenInfo;

static const TokenInfo tokens[] = {
    {"##", MJ_WALL, -1, 0},
    {"..", MJ_FLOOR, -1, 0},
    {"~~", MJ_VOID, -1, 0},
    {"m.", MJ_VOID, MJ_BLOCK, 0},
    {"M.", MJ_FLOOR, MJ_BLOCK, 1},
    {"rr", MJ_VOID, MJ_LBLOCK, 0},
    {"r.", MJ_VOID, -1, 0},
    {"RR", MJ_FLOOR, MJ_LBLOCK, 1},
    {"R.", MJ_FLOOR, -1, 1},
    {"mb", MJ_VOID, MJ_MOVING, 0},
    {"MB", MJ_FLOOR, MJ_MOVING, 1},
    {"FS", MJ_FLOOR, MJ_FIRE_STATUE, 1},
    {"S.", MJ_FLOOR, MJ_STATUE, 1},
    {"PP", MJ_FLOOR, MJ_PLATE, 0},
    {"bh", MJ_VOID, MJ_HIDDEN_BLOCK, 0},
    {"BR", MJ_FLOOR, MJ_SHOWN_BLOCK, 1},
    {"KH", MJ_FLOOR, MJ_KEY, 0},
    {"FU", MJ_FLOOR, MJ_FIRE_PIT, 0},
    {"LV", MJ_FLOOR, MJ_LEVER, 0},
    {"FL", MJ_FLOOR, MJ_FIRE_PIT, 0},
};

/* A shape's exit door cell: DC closed, DH hidden (placed at EX, never as a cell's object). */
static int is_door_cell(const char *t) { return !strcmp(t, "DC") || !strcmp(t, "DH"); }

static const TokenInfo *token_info(const char *t)
{
    for (size_t i = 0; i < sizeof tokens / sizeof tokens[0]; i++)
        if (t[0] == tokens[i].token[0] && t[1] == tokens[i].token[1]) return &tokens[i];
    return NULL;
}

/* Is this token the code object's, for the family? */
static int is_subject(MjFamily f, const char *t)
{
    switch (f) {
    case MJ_FAM_BLOCK_MOVE: return !strcmp(t, "m.") || !strcmp(t, "M.");
    case MJ_FAM_STATUE_MOVE: return !strcmp(t, "S.") || !strcmp(t, "FS");
    case MJ_FAM_BLOCK_ROTATE: return !strcmp(t, "rr") || !strcmp(t, "RR");
    case MJ_FAM_STATUE_ROTATE: return !strcmp(t, "FS");
    case MJ_FAM_BLOCK_STOP: return !strcmp(t, "mb") || !strcmp(t, "MB");
    case MJ_FAM_LEVER: return !strcmp(t, "LV");
    default: return 0;
    }
}

static int add_object(MjWorld *w, MjKind kind, int high, int x, int y)
{
    if (w->object_count >= MJ_MAX_OBJECTS) return -1;
    int i = w->object_count++;
    MjObject *o = &w->objects[i];
    memset(o, 0, sizeof *o);
    o->kind = (uint8_t)kind;
    o->high = (uint8_t)high;
    o->x = (int8_t)x;
    o->y = (int8_t)y;
    switch (kind) {
    case MJ_BLOCK:
    case MJ_STATUE: o->commands = MJ_CMD_MOVE; break;
    case MJ_LBLOCK:
    case MJ_FIRE_STATUE: o->commands = MJ_CMD_ROTATE; break;
    case MJ_MOVING:
        o->commands = MJ_CMD_STOP;
        o->moving = 1;
        o->track_dir = 1;
        o->x0 = (int8_t)x;
        o->y0 = (int8_t)y;
        break;
    case MJ_DOOR: o->commands = MJ_CMD_OPEN; break;
    case MJ_HIDDEN_DOOR:
        o->hidden = 1;
        o->commands = MJ_CMD_OPEN;
        break;
    case MJ_HIDDEN_BLOCK:
    case MJ_KEY:
        o->hidden = 1;
        o->reward = kind == MJ_KEY;
        break;
    default: break;
    }
    return i;
}

/* The object's displacement from start to solution, and how many move directions it uses. */
static void displacement(const MjCodeObject *obj, int *dx, int *dy, int *dirs)
{
    static const char *const moves[4] = {"MoveUp", "MoveRight", "MoveDown", "MoveLeft"};
    int used[4] = {0};
    *dx = *dy = 0;
    for (int a = 0; a < obj->action_count; a++)
        for (int d = 0; d < 4; d++)
            if (!strcmp(obj->actions[a].command, moves[d])) {
                *dx += ddx[d] * obj->actions[a].n;
                *dy += ddy[d] * obj->actions[a].n;
                used[d] = 1;
            }
    *dirs = used[0] + used[1] + used[2] + used[3];
}

/* A code object's wanted stop position (position == k), 0 when the code does not say. */
static int stop_position(const MjCodeObject *obj)
{
    for (int a = 0; a < obj->attr_count; a++)
        if (!strcmp(obj->attrs[a].name, "position")) {
            const char *d = obj->attrs[a].desired;
            int k = 0, digits = 0;
            for (; *d >= '0' && *d <= '9' && k < 100; d++, digits++)
                k = k * 10 + (*d - '0');
            if (digits && !*d) return k;
        }
    return 0;
}

/* A moving block's track (stopped stop_k tiles from its start at the subject sx,sy, len tiles in
 * direction dir) may run over the shape's gap (a low block) or floor (a high one), over free
 * cells, and off the shape; never over another cell or an object. */
static int track_fits(const MjShape *shape, int sx, int sy, int high, int dir, int stop_k, int len)
{
    int x0 = sx - stop_k * ddx[dir], y0 = sy - stop_k * ddy[dir];
    for (int k = 0; k < len; k++) {
        int x = x0 + k * ddx[dir], y = y0 + k * ddy[dir];
        if (x < 0 || y < 0 || x >= shape->w || y >= shape->h || (x == sx && y == sy)) continue;
        const char *t = shape->cell[y][x];
        if (!t[0]) continue;
        if (shape->over[y][x][0] || strcmp(t, high ? ".." : "~~") != 0) return 0;
    }
    return 1;
}

/* Is any object of w at x,y? */
static int object_at(const MjWorld *w, int x, int y)
{
    for (int i = 0; i < w->object_count; i++)
        if (w->objects[i].x == x && w->objects[i].y == y) return 1;
    return 0;
}

/* Pick an opening on side `side` of an interior w x h box (ring included): not a corner, and its
 * inner neighbour a tile a path may start from. Returns 1 and the tile. */
static int pick_opening(const MjMiniMap *m, int side, LpRng *rng, int *ox, int *oy)
{
    int cand_x[MJ_MAX_W + MJ_MAX_H], cand_y[MJ_MAX_W + MJ_MAX_H], n = 0;
    int len = (side == MJ_NORTH || side == MJ_SOUTH) ? m->w : m->h;
    for (int i = 1; i < len - 1; i++) {
        int x = side == MJ_WEST ? 0 : side == MJ_EAST ? m->w - 1 : i;
        int y = side == MJ_NORTH ? 0 : side == MJ_SOUTH ? m->h - 1 : i;
        int ix = x - ddx[side], iy = y - ddy[side];
        if (m->fixed[iy][ix] && m->solution.ground[iy][ix] == MJ_WALL) continue;
        if (m->keep[iy][ix]) continue;
        if (m->fixed[iy][ix] && m->solution.ground[iy][ix] == MJ_VOID) continue;
        if ((x == m->en_x && y == m->en_y) || (x == m->ex_x && y == m->ex_y)) continue;
        cand_x[n] = x;
        cand_y[n++] = y;
    }
    if (!n) return 0;
    int k = (int)lp_rng_below(rng, (uint32_t)n);
    *ox = cand_x[k];
    *oy = cand_y[k];
    return 1;
}

int mj_solution_minimap(const MjGenStyle *style, const MjCodeObject *obj, int code_object, MjFamily family,
                        const MjShape *shape, LpRng *rng, MjMiniMap *out, char *why, int why_size)
{
    MjMiniMap *m = out;
    memset(m, 0, sizeof *m);
    m->family = family;
    m->code_object = code_object;
    m->kind = shape->kind;
    m->shape = shape;
    m->trigger = -1;
    m->object = -1;
    /* Where the subject is in the shape. */
    int sx = -1, sy = -1;
    for (int y = 0; y < shape->h; y++)
        for (int x = 0; x < shape->w; x++) {
            const char *t = shape->over[y][x][0] ? shape->over[y][x] : shape->cell[y][x];
            if (sx < 0 && t[0] && is_subject(family, t)) {
                sx = x;
                sy = y;
            }
        }
    if (sx < 0 && family != MJ_FAM_DOOR_OPEN) {
        snprintf(why, (size_t)why_size, "shape '%s' has no %s", shape->name, mj_family_name(family));
        return 0;
    }
    /* The travel (shape coordinates) that the interior must hold. */
    int lo_x = 0, lo_y = 0, hi_x = shape->w - 1, hi_y = shape->h - 1;
    int track_dir = 0, track_len = 0, stop_k = 0;
    if (family == MJ_FAM_BLOCK_MOVE || family == MJ_FAM_STATUE_MOVE) {
        int dx, dy, dirs;
        displacement(obj, &dx, &dy, &dirs);
        int ix = sx - dx, iy = sy - dy;
        if (ix < lo_x) lo_x = ix;
        if (iy < lo_y) lo_y = iy;
        if (ix > hi_x) hi_x = ix;
        if (iy > hi_y) hi_y = iy;
    } else if (family == MJ_FAM_BLOCK_STOP) {
        stop_k = stop_position(obj);
        track_dir = (int)lp_rng_below(rng, 2) ? MJ_EAST : MJ_SOUTH;
        track_len = stop_k + 1 + (int)lp_rng_range(rng, 1, 2);
        int high = shape->cell[sy][sx][0] == 'M';
        if (!track_fits(shape, sx, sy, high, track_dir, stop_k, track_len)) {
            int other = track_dir == MJ_EAST ? MJ_SOUTH : MJ_EAST;
            if (!track_fits(shape, sx, sy, high, other, stop_k, track_len)) {
                snprintf(why, (size_t)why_size, "shape '%s': the track runs into the shape", shape->name);
                return 0;
            }
            track_dir = other;
        }
        int x0 = sx - stop_k * ddx[track_dir], y0 = sy - stop_k * ddy[track_dir];
        int x1 = x0 + (track_len - 1) * ddx[track_dir], y1 = y0 + (track_len - 1) * ddy[track_dir];
        if (x0 < lo_x) lo_x = x0;
        if (y0 < lo_y) lo_y = y0;
        if (x1 > hi_x) hi_x = x1;
        if (y1 > hi_y) hi_y = y1;
    }
    /* A DC / DH cell is the exit door: that edge of the shape goes in the ring, the door is EX. */
    int door_x = -1, door_y = -1, door_side = -1;
    for (int y = 0; y < shape->h; y++)
        for (int x = 0; x < shape->w; x++)
            if (is_door_cell(shape->cell[y][x])) {
                if (door_x >= 0) {
                    snprintf(why, (size_t)why_size, "shape '%s' has two exit doors", shape->name);
                    return 0;
                }
                door_x = x;
                door_y = y;
            }
    if (door_x >= 0) {
        door_side = door_y == lo_y   ? MJ_NORTH
                    : door_x == hi_x ? MJ_EAST
                    : door_y == hi_y ? MJ_SOUTH
                    : door_x == lo_x ? MJ_WEST
                                     : -1;
        if (door_side < 0) {
            snprintf(why, (size_t)why_size, "shape '%s': the exit door must be on the shape's edge", shape->name);
            return 0;
        }
    }
    /* Margins: room for the paths around the shape (none on the door's side: it is the wall).
     * Generator 2: mostly 1, sometimes 2: the grammar's shapes are up to 5 x 5, and three
     * mini-maps must still fit one 20 x 14 room (wider margins made room 08's three L blocks fail
     * to combine often). Generator 3's rooms are as big as the paper's: 1 to margin_max. */
    int ml, mr, mt, mb;
    if (style->version >= 3) {
        uint32_t span = (uint32_t)style->margin_max;
        ml = 1 + (int)lp_rng_below(rng, span);
        mr = 1 + (int)lp_rng_below(rng, span);
        mt = 1 + (int)lp_rng_below(rng, span);
        mb = 1 + (int)lp_rng_below(rng, span);
    } else {
        ml = 1 + lp_rng_chance(rng, 1, 5);
        mr = 1 + lp_rng_chance(rng, 1, 5);
        mt = 1 + lp_rng_chance(rng, 1, 5);
        mb = 1 + lp_rng_chance(rng, 1, 5);
    }
    /* Generator 5: room for the object's whole move another way (step 5b, alternative_paths.c),
     * drawn as before and then raised, so the stream is the same. */
    const MjAction *one = style->move_room ? mj_gen_single_action(obj) : NULL;
    if (one && one->n >= 2 && mj_gen_move_dir(one->command) >= 0) {
        int n = one->n < style->margin_max ? one->n : style->margin_max;
        ml = ml > n ? ml : n;
        mr = mr > n ? mr : n;
        mt = mt > n ? mt : n;
        mb = mb > n ? mb : n;
    }
    if (door_side == MJ_NORTH) mt = -1;
    if (door_side == MJ_EAST) mr = -1;
    if (door_side == MJ_SOUTH) mb = -1;
    if (door_side == MJ_WEST) ml = -1;
    int iw = hi_x - lo_x + 1 + ml + mr, ih = hi_y - lo_y + 1 + mt + mb;
    if (iw + 2 > style->room_w - 2 || ih + 2 > style->room_h - 2) {
        snprintf(why, (size_t)why_size, "%s travels too far for one room (%d x %d tiles)", obj->name, iw, ih);
        return 0;
    }
    m->w = iw + 2;
    m->h = ih + 2;
    MjWorld *s = &m->solution;
    memset(s, 0, sizeof *s);
    s->width = m->w;
    s->height = m->h;
    s->avatar_x = s->avatar_y = -1;
    s->start_x = s->start_y = -1;
    for (int y = 0; y < m->h; y++)
        for (int x = 0; x < m->w; x++) {
            int ring = x == 0 || y == 0 || x == m->w - 1 || y == m->h - 1;
            s->ground[y][x] = ring ? MJ_WALL : MJ_VOID;
            m->fixed[y][x] = (uint8_t)ring;
        }
    int offx = 1 + ml - lo_x, offy = 1 + mt - lo_y; /* shape (0,0) in the mini-map */
    m->shape_x = offx;
    m->shape_y = offy;
    int source = -1, bh[MJ_SHAPE_MAX * MJ_SHAPE_MAX], nbh = 0;
    for (int y = 0; y < shape->h; y++)
        for (int x = 0; x < shape->w; x++) {
            const char *t = shape->cell[y][x];
            int mx = offx + x, my = offy + y;
            int ring = mx == 0 || my == 0 || mx == m->w - 1 || my == m->h - 1;
            if (!t[0] || is_door_cell(t)) continue; /* free, or the door placed at EX below */
            if (ring && strcmp(t, "##") != 0) {
                snprintf(why, (size_t)why_size, "shape '%s': only wall (##) may stand beside the door on its edge",
                         shape->name);
                return 0;
            }
            const TokenInfo *ti = token_info(t);
            if (!ti) {
                snprintf(why, (size_t)why_size, "shape '%s': unknown cell '%s'", shape->name, t);
                return 0;
            }
            s->ground[my][mx] = ti->ground;
            m->fixed[my][mx] = 1;
            if (ti->kind >= 0 && ti->kind != MJ_LBLOCK) {
                int i = add_object(s, (MjKind)ti->kind, ti->high, mx, my);
                if (i < 0) return 0;
                if (ti->kind == MJ_FIRE_STATUE) {
                    s->objects[i].facing = shape->facing & 3;
                    s->objects[i].commands = family == MJ_FAM_STATUE_MOVE ? MJ_CMD_MOVE : MJ_CMD_ROTATE;
                }
                if (ti->kind == MJ_PLATE || ti->kind == MJ_FIRE_PIT || ti->kind == MJ_LEVER) source = i;
                if (!strcmp(t, "FL")) s->objects[i].lit = 1;
                if (ti->kind == MJ_HIDDEN_BLOCK) bh[nbh++] = i;
                if (x == sx && y == sy && !shape->over[y][x][0]) m->object = i;
            }
            if (ti->kind == MJ_LBLOCK) {
                /* The arms are the neighbouring arm cells; the shape number from them. */
                int arms[4] = {0}, na = 0;
                for (int d = 0; d < 4; d++) {
                    int ax = x + ddx[d], ay = y + ddy[d];
                    if (ax < 0 || ay < 0 || ax >= shape->w || ay >= shape->h) continue;
                    const char *a = shape->cell[ay][ax];
                    if ((ti->high && !strcmp(a, "R.")) || (!ti->high && !strcmp(a, "r."))) arms[d] = 1, na++;
                }
                int facing = -1;
                for (int d = 0; d < 4; d++)
                    if (arms[d] && arms[(d + 1) & 3]) facing = d;
                if (na != 2 || facing < 0) {
                    snprintf(why, (size_t)why_size, "shape '%s': an L needs two arms at right angles",
                             shape->name);
                    return 0;
                }
                int i = add_object(s, MJ_LBLOCK, ti->high, mx, my);
                if (i >= 0) s->objects[i].facing = (uint8_t)facing;
                if (x == sx && y == sy) m->object = i;
            }
        }
    /* Objects standing on cells (a block on its plate). */
    for (int y = 0; y < shape->h; y++)
        for (int x = 0; x < shape->w; x++) {
            if (!shape->over[y][x][0]) continue;
            const TokenInfo *ti = token_info(shape->over[y][x]);
            if (!ti || ti->kind < 0 || ti->kind == MJ_LBLOCK) {
                snprintf(why, (size_t)why_size, "shape '%s': '%s' can't stand on a cell", shape->name,
                         shape->over[y][x]);
                return 0;
            }
            int i = add_object(s, (MjKind)ti->kind, ti->high, offx + x, offy + y);
            if (ti->kind == MJ_FIRE_STATUE && i >= 0) {
                s->objects[i].facing = shape->facing & 3;
                s->objects[i].commands = family == MJ_FAM_STATUE_MOVE ? MJ_CMD_MOVE : MJ_CMD_ROTATE;
            }
            if (x == sx && y == sy) m->object = i;
        }
    if (family != MJ_FAM_DOOR_OPEN && m->object < 0) {
        snprintf(why, (size_t)why_size, "shape '%s': no object for %s", shape->name, obj->name);
        return 0;
    }
    /* Family details of the solved state. */
    if (family == MJ_FAM_BLOCK_STOP) {
        MjObject *o = &s->objects[m->object];
        o->track_dx = (int8_t)ddx[track_dir];
        o->track_dy = (int8_t)ddy[track_dir];
        o->track_len = (uint8_t)track_len;
        o->track_pos = (uint8_t)stop_k;
        o->x0 = (int8_t)(o->x - stop_k * ddx[track_dir]);
        o->y0 = (int8_t)(o->y - stop_k * ddy[track_dir]);
        o->moving = 0; /* stopped where the code wants it */
        for (int k = 0; k < track_len; k++) {
            int tx = o->x0 + k * ddx[track_dir], ty = o->y0 + k * ddy[track_dir];
            int own = (tx == o->x && ty == o->y) || (m->fixed[ty][tx] && !object_at(s, tx, ty) &&
                                                      s->ground[ty][tx] == (o->high ? MJ_FLOOR : MJ_VOID));
            if (m->fixed[ty][tx] && !own) {
                snprintf(why, (size_t)why_size, "shape '%s': the track runs into the shape", shape->name);
                return 0;
            }
            s->ground[ty][tx] = o->high ? MJ_FLOOR : MJ_VOID;
            m->fixed[ty][tx] = 1;
            m->keep[ty][tx] = 1;
        }
    }
    if (family == MJ_FAM_LEVER) {
        MjObject *o = &s->objects[m->object];
        o->lever_right = 1; /* the code wants "right"; its start is "left" */
        for (int a = 0; a < obj->attr_count; a++)
            if (!strcmp(obj->attrs[a].name, "position") && strstr(obj->attrs[a].desired, "left"))
                o->lever_right = 0;
    }
    for (int i = 0; i < s->object_count; i++) {
        int xs[3], ys[3], n = 1;
        xs[0] = s->objects[i].x;
        ys[0] = s->objects[i].y;
        if (s->objects[i].kind == MJ_LBLOCK) {
            mj_lblock_tiles(&s->objects[i], xs, ys);
            n = 3;
        }
        for (int k = 0; k < n; k++) {
            if (s->objects[i].kind == MJ_HIDDEN_BLOCK || s->objects[i].kind == MJ_KEY) continue;
            m->keep[ys[k]][xs[k]] = 1;
        }
    }
    /* EN and EX on the ring. */
    m->en_x = m->en_y = m->ex_x = m->ex_y = -1;
    static const int en_sides[3] = {MJ_WEST, MJ_NORTH, MJ_SOUTH}, ex_sides[3] = {MJ_EAST, MJ_NORTH, MJ_SOUTH};
    int en_side, ex_side;
    if (style->any_side) { /* generator 3: any side, EX never EN's */
        en_side = (int)lp_rng_below(rng, 4);
        ex_side = (en_side + 1 + (int)lp_rng_below(rng, 3)) & 3;
    } else {
        en_side = lp_rng_chance(rng, 1, 2) ? MJ_WEST : en_sides[lp_rng_below(rng, 3)];
        ex_side = lp_rng_chance(rng, 1, 2) ? MJ_EAST : ex_sides[lp_rng_below(rng, 3)];
    }
    if (door_side >= 0) {
        ex_side = door_side;
        m->ex_x = offx + door_x;
        m->ex_y = offy + door_y;
        if (en_side == ex_side) en_side = (ex_side + 2) & 3;
    } else if (ex_side == en_side) {
        ex_side = MJ_EAST;
    }
    if (!pick_opening(m, en_side, rng, &m->en_x, &m->en_y) ||
        (door_side < 0 && !pick_opening(m, ex_side, rng, &m->ex_x, &m->ex_y))) {
        snprintf(why, (size_t)why_size, "shape '%s': no room for the entry or the exit", shape->name);
        return 0;
    }
    m->en_side = en_side;
    m->ex_side = ex_side;
    s->ground[m->en_y][m->en_x] = MJ_FLOOR;
    m->fixed[m->en_y][m->en_x] = 1;
    if (shape->reveals == MJ_DOOR || shape->reveals == MJ_HIDDEN_DOOR || family == MJ_FAM_DOOR_OPEN ||
        door_side >= 0) {
        int hidden = shape->reveals == MJ_HIDDEN_DOOR || (door_side >= 0 && !strcmp(shape->cell[door_y][door_x], "DH"));
        int d = add_object(s, hidden ? MJ_HIDDEN_DOOR : MJ_DOOR, 0, m->ex_x, m->ex_y);
        if (d < 0) return 0;
        if (family == MJ_FAM_DOOR_OPEN) {
            m->object = d;
            s->objects[d].open = 1; /* the code opened it */
        } else {
            s->objects[d].commands = MJ_CMD_NONE;
            bh[nbh++] = d;
        }
        m->exit_door = 1;
    } else {
        s->ground[m->ex_y][m->ex_x] = MJ_FLOOR;
    }
    m->fixed[m->ex_y][m->ex_x] = 1;
    /* The trigger: the shape's plate or pit reveals its hidden cells, the exit door, or a key. */
    if (shape->reveals && family != MJ_FAM_DOOR_OPEN) {
        if (source < 0) {
            snprintf(why, (size_t)why_size, "shape '%s' reveals something but has no plate, pit or lever",
                     shape->name);
            return 0;
        }
        if (shape->reveals == MJ_KEY) {
            m->reveals_key = 1;
        } else {
            MjTrigger *tr = &s->triggers[s->trigger_count];
            memset(tr, 0, sizeof *tr);
            tr->source = (int8_t)source;
            tr->lever_right = s->objects[source].lever_right; /* a lever fires in its solved position */
            for (int k = 0; k < nbh && k < MJ_MAX_EFFECTS; k++) {
                tr->targets[k] = (int8_t)bh[k];
                tr->effects[k] = s->objects[bh[k]].kind == MJ_DOOR ? MJ_OPEN : MJ_REVEAL;
                tr->effect_count++;
            }
            m->trigger = s->trigger_count++;
        }
    }
    m->initial = *s;
    return 1;
}
