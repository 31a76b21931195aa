/* mays.c - May's Journey's rules (see mays.h): walking, moving, rotating, stopping, opening,
 * ticks, fire and triggers. Pure C, libc and core/i18n.h (the pupil reads why a command failed). */
#include "mays.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"

static const int dir_dx[4] = {0, 1, 0, -1};
static const int dir_dy[4] = {-1, 0, 1, 0};
/* TRANSLATORS: the first %s names an object of May's room (as the pupil's code names it, like
   block1); the second says what is in the way (a whole clause: "there is a wall") */
static const char *const cant_move[4] = {N_("%s can't move up: %s."), N_("%s can't move right: %s."),
                                         N_("%s can't move down: %s."), N_("%s can't move left: %s.")};

static int in_map(const MjWorld *w, int x, int y)
{
    return x >= 0 && y >= 0 && x < w->width && y < w->height && x < MJ_MAX_W && y < MJ_MAX_H;
}

static int valid_object(const MjWorld *w, int i)
{
    return i >= 0 && i < w->object_count && i < MJ_MAX_OBJECTS;
}

int mj_find(const MjWorld *w, const char *name)
{
    if (!name) return -1;
    for (int i = 0; i < w->object_count && i < MJ_MAX_OBJECTS; i++)
        if (strncmp(w->objects[i].name, name, MJ_NAME_MAX) == 0) return i;
    return -1;
}

const char *mj_kind_name(MjKind kind)
{
    /* TRANSLATORS: the kinds of things in May's rooms, named in level files' messages */
    static const char *const names[MJ_KIND_COUNT] = {
        N_("movable block"), N_("L block"),        N_("moving block"), N_("fire statue"), N_("statue"),
        N_("pressure plate"), N_("hidden block"),  N_("revealed block"), N_("hidden door"), N_("door"),
        N_("key"),           N_("fire pit"),       N_("lever"),        N_("entry"),       N_("coding tile"),
        N_("sign")};
    return (unsigned)kind < MJ_KIND_COUNT ? names[kind] : N_("object"); /* English: shown through _() */
}

void mj_lblock_tiles(const MjObject *o, int xs[3], int ys[3])
{
    int shape = o->facing & 3;
    int a = shape, b = (shape + 1) & 3; /* shape 0: north and east */
    xs[0] = o->x;
    ys[0] = o->y;
    xs[1] = o->x + dir_dx[a];
    ys[1] = o->y + dir_dy[a];
    xs[2] = o->x + dir_dx[b];
    ys[2] = o->y + dir_dy[b];
}

int mj_covers(const MjObject *o, int x, int y)
{
    if (o->kind == MJ_LBLOCK) {
        int xs[3], ys[3];
        mj_lblock_tiles(o, xs, ys);
        for (int k = 0; k < 3; k++)
            if (xs[k] == x && ys[k] == y) return 1;
        return 0;
    }
    return o->x == x && o->y == y;
}

/* Is o a high object standing on the map now (blocks the avatar, fire and high objects)? */
static int solid_high(const MjObject *o)
{
    switch (o->kind) {
    case MJ_BLOCK:
    case MJ_LBLOCK:
    case MJ_MOVING: return o->high;
    case MJ_FIRE_STATUE:
    case MJ_STATUE: return 1;
    case MJ_SHOWN_BLOCK: return !o->hidden;
    default: return 0;
    }
}

/* Is o a low bridge lying in the gap (blocks other low objects)? */
static int solid_low(const MjObject *o)
{
    return (o->kind == MJ_BLOCK || o->kind == MJ_LBLOCK || o->kind == MJ_MOVING) && !o->high;
}

/* The ground of x,y as it stands: a revealed hidden block makes a void tile floor. */
static int ground_now(const MjWorld *w, int x, int y)
{
    int g = w->ground[y][x];
    if (g == MJ_VOID)
        for (int i = 0; i < w->object_count; i++) {
            const MjObject *o = &w->objects[i];
            if (o->kind == MJ_HIDDEN_BLOCK && !o->hidden && o->x == x && o->y == y) return MJ_FLOOR;
        }
    return g;
}

/* Why object self (high or low) can't enter x,y now: a clause for "... can't move right: %s.",
 * or NULL when it can (in the pupil's language). buf holds clauses that name an object. */
static const char *blocked(const MjWorld *w, int self, int high, int x, int y, char *buf, int size)
{
    /* TRANSLATORS: this and the clauses below complete "block1 can't move right: %s." and
       "block1 can't rotate left: where its arm would go, %s." */
    if (!in_map(w, x, y)) return _("that is the edge of the map");
    int g = ground_now(w, x, y);
    if (g == MJ_WALL) return _("there is a wall");
    for (int i = 0; i < w->object_count; i++) {
        const MjObject *o = &w->objects[i];
        if (i == self || !mj_covers(o, x, y)) continue;
        if ((high && solid_high(o)) || (!high && solid_low(o)) || o->kind == MJ_LEVER) {
            /* TRANSLATORS: %s names an object of the room (block1); completes "... can't move right: %s." */
            snprintf(buf, (size_t)size, _("%s is in the way"), o->name);
            return buf;
        }
        if (high && o->kind == MJ_CODING_TILE) return _("the coding tile is there");
    }
    if (w->avatar_x == x && w->avatar_y == y) return _("May is standing there");
    if (high && g == MJ_VOID) return _("there is a gap: it would fall in");
    if (!high && g != MJ_VOID) return _("that is solid ground: a low block only slides in the gap");
    return NULL;
}

static void say(char *why, int why_size, const char *fmt, const char *a, const char *b, const char *c)
{
    if (why && why_size > 0) snprintf(why, (size_t)why_size, fmt, a, b, c);
}

/* What an object does instead, for "statue1 can't rotate: it moves." */
static const char *does_instead(const MjObject *o)
{
    /* TRANSLATORS: this and the clauses below complete "statue1 can't rotate: %s." */
    switch (o->commands) {
    case MJ_CMD_MOVE: return _("it moves");
    case MJ_CMD_ROTATE: return _("it rotates");
    case MJ_CMD_STOP: return _("it can only stop");
    case MJ_CMD_OPEN: return _("it can only open");
    default:
        if (o->kind == MJ_LEVER) return _("May flips it by walking into it");
        return _("it takes no commands");
    }
}

/* 1 when object takes commands of set; else 0 with "NAME can't VERB: ...". */
static int takes(const MjWorld *w, int object, MjCommandSet set, char *why, int why_size)
{
    if (!valid_object(w, object)) {
        say(why, why_size, "%s%s%s", _("There is no such object."), "", "");
        return 0;
    }
    const MjObject *o = &w->objects[object];
    if (o->commands == set) return 1;
    if (why && why_size > 0) {
        /* TRANSLATORS: the first %s names an object of the room (statue1); the second says what it
           does instead (a whole clause: "it moves") */
        const char *cant = set == MJ_CMD_MOVE     ? _("%s can't move: %s.")
                           : set == MJ_CMD_ROTATE ? _("%s can't rotate: %s.")
                           : set == MJ_CMD_STOP   ? _("%s can't stop: %s.")
                                                  : _("%s can't open: %s.");
        snprintf(why, (size_t)why_size, cant, o->name, does_instead(o));
    }
    return 0;
}

int mj_move(MjWorld *w, int object, MjDir dir, char *why, int why_size)
{
    if (!takes(w, object, MJ_CMD_MOVE, why, why_size)) return 0;
    MjObject *o = &w->objects[object];
    int d = (int)dir & 3, nx = o->x + dir_dx[d], ny = o->y + dir_dy[d];
    char buf[96];
    const char *no = !o->high && mj_covers(o, w->avatar_x, w->avatar_y)
                         ? _("May is standing on it")
                         : blocked(w, object, o->high, nx, ny, buf, sizeof buf);
    if (no) {
        if (why && why_size > 0) snprintf(why, (size_t)why_size, _(cant_move[d]), o->name, no);
        return 0;
    }
    o->x = (int8_t)nx;
    o->y = (int8_t)ny;
    return 1;
}

int mj_rotate(MjWorld *w, int object, int right, char *why, int why_size)
{
    if (!takes(w, object, MJ_CMD_ROTATE, why, why_size)) return 0;
    MjObject *o = &w->objects[object];
    int turn = right ? 1 : 3;
    if (o->kind != MJ_LBLOCK) {
        o->facing = (uint8_t)((o->facing + turn) & 3);
        return 1;
    }
    if (!o->high && mj_covers(o, w->avatar_x, w->avatar_y)) {
        /* TRANSLATORS: %s names an object of the room (lblock1) */
        say(why, why_size, right ? _("%s can't rotate right: May is standing on it.")
                                 : _("%s can't rotate left: May is standing on it."), o->name, "", "");
        return 0;
    }
    MjObject turned = *o;
    turned.facing = (uint8_t)((o->facing + turn) & 3);
    int xs[3], ys[3];
    mj_lblock_tiles(&turned, xs, ys);
    char buf[96];
    for (int k = 1; k < 3; k++) {
        if (mj_covers(o, xs[k], ys[k])) continue; /* its own tile now */
        const char *no = blocked(w, object, o->high, xs[k], ys[k], buf, sizeof buf);
        if (no) {
            if (why && why_size > 0)
                /* TRANSLATORS: %s names an object of the room (lblock1); the second %s says what is
                   in the way (a whole clause: "there is a wall") */
                snprintf(why, (size_t)why_size,
                         right ? _("%s can't rotate right: where its arm would go, %s.")
                               : _("%s can't rotate left: where its arm would go, %s."),
                         o->name, no);
            return 0;
        }
    }
    o->facing = turned.facing;
    return 1;
}

int mj_stop(MjWorld *w, int object, char *why, int why_size)
{
    if (!takes(w, object, MJ_CMD_STOP, why, why_size)) return 0;
    w->objects[object].moving = 0;
    return 1;
}

int mj_open(MjWorld *w, int object, char *why, int why_size)
{
    if (!takes(w, object, MJ_CMD_OPEN, why, why_size)) return 0;
    MjObject *o = &w->objects[object];
    if (o->hidden) {
        /* TRANSLATORS: %s names a door of the room (door1) */
        say(why, why_size, _("%s is still hidden in the wall: something has to reveal it before it can open."),
            o->name, "", "");
        return 0;
    }
    o->open = 1;
    return 1;
}

/* ---- time, fire and triggers ---- */

static int avatar_on(const MjWorld *w, const MjObject *o)
{
    return w->avatar_x == o->x && w->avatar_y == o->y;
}

void mj_tick(MjWorld *w)
{
    w->ticks++;
    char buf[64];
    for (int i = 0; i < w->object_count; i++) {
        MjObject *o = &w->objects[i];
        if (o->kind != MJ_MOVING || !o->moving || o->track_len < 2) continue;
        if (!o->high && avatar_on(w, o)) continue; /* it waits under May */
        int d = o->track_dir >= 0 ? 1 : -1, pos = o->track_pos;
        if (pos + d < 0 || pos + d >= o->track_len) d = -d;
        int np = pos + d, nx = o->x0 + np * o->track_dx, ny = o->y0 + np * o->track_dy;
        if (blocked(w, i, o->high, nx, ny, buf, sizeof buf)) {
            o->track_dir = (int8_t)-d; /* turns back, moves next tick */
            continue;
        }
        o->track_dir = (int8_t)d;
        o->track_pos = (uint8_t)np;
        o->x = (int8_t)nx;
        o->y = (int8_t)ny;
    }
    mj_settle(w);
}

int mj_fire_line(const MjWorld *w, int object, int *xs, int *ys, int max)
{
    if (!valid_object(w, object) || w->objects[object].kind != MJ_FIRE_STATUE) return 0;
    const MjObject *s = &w->objects[object];
    int d = s->facing & 3, n = 0;
    for (int x = s->x + dir_dx[d], y = s->y + dir_dy[d]; in_map(w, x, y); x += dir_dx[d], y += dir_dy[d]) {
        if (w->ground[y][x] == MJ_WALL) break;
        int stop = 0;
        for (int i = 0; i < w->object_count && !stop; i++)
            stop = i != object && solid_high(&w->objects[i]) && mj_covers(&w->objects[i], x, y);
        if (stop) break;
        if (n < max) {
            xs[n] = x;
            ys[n] = y;
        }
        n++;
    }
    return n < max ? n : max;
}

static int presses(const MjObject *o)
{
    return (o->kind == MJ_BLOCK && o->high) || o->kind == MJ_STATUE ||
           (o->kind == MJ_FIRE_STATUE && o->commands == MJ_CMD_MOVE);
}

static int plate_pressed(const MjWorld *w, const MjObject *plate)
{
    for (int i = 0; i < w->object_count; i++)
        if (presses(&w->objects[i]) && w->objects[i].x == plate->x && w->objects[i].y == plate->y) return 1;
    return 0;
}

static void apply_effect(MjWorld *w, MjEffect effect, int target)
{
    if (!valid_object(w, target)) return;
    MjObject *o = &w->objects[target];
    switch (effect) {
    case MJ_REVEAL:
        o->hidden = 0;
        if (o->kind == MJ_HIDDEN_DOOR) o->open = 1;
        break;
    case MJ_HIDE: o->hidden = 1; break;
    case MJ_OPEN: o->open = 1; break;
    }
}

void mj_settle(MjWorld *w)
{
    /* Each pass either lights a pit or fires a trigger, so this ends. */
    for (int pass = 0; pass < MJ_MAX_OBJECTS + MJ_MAX_TRIGGERS + 2; pass++) {
        int changed = 0;
        for (int i = 0; i < w->object_count; i++) {
            if (w->objects[i].kind != MJ_FIRE_STATUE) continue;
            int xs[MJ_MAX_W + MJ_MAX_H], ys[MJ_MAX_W + MJ_MAX_H];
            int n = mj_fire_line(w, i, xs, ys, MJ_MAX_W + MJ_MAX_H);
            for (int k = 0; k < n; k++)
                for (int j = 0; j < w->object_count; j++) {
                    MjObject *p = &w->objects[j];
                    if (p->kind == MJ_FIRE_PIT && !p->lit && p->x == xs[k] && p->y == ys[k]) {
                        p->lit = 1;
                        changed = 1;
                    }
                }
        }
        for (int t = 0; t < w->trigger_count && t < MJ_MAX_TRIGGERS; t++) {
            MjTrigger *tr = &w->triggers[t];
            if (tr->fired || !valid_object(w, tr->source)) continue;
            const MjObject *src = &w->objects[tr->source];
            int on = src->kind == MJ_PLATE      ? plate_pressed(w, src)
                     : src->kind == MJ_FIRE_PIT ? src->lit
                     : src->kind == MJ_LEVER    ? src->lever_right == tr->lever_right
                                                : 0;
            if (!on) continue;
            tr->fired = 1;
            changed = 1;
            for (int e = 0; e < tr->effect_count && e < MJ_MAX_EFFECTS; e++)
                apply_effect(w, (MjEffect)tr->effects[e], tr->targets[e]);
        }
        if (!changed) return;
    }
}

/* ---- walking ---- */

/* walk[y][x] = 1 where the avatar can stand. steady: judge moving blocks still moving as no
 * bridge and in the way on their whole track (mj_solved). */
static void walk_grid(const MjWorld *w, int steady, uint8_t walk[MJ_MAX_H][MJ_MAX_W])
{
    enum { FREE = 0, BRIDGE = 1, BLOCK = 2, DOOR_OPEN = 4, DOOR_SHUT = 8 };
    uint8_t mark[MJ_MAX_H][MJ_MAX_W];
    memset(mark, 0, sizeof mark);
    for (int i = 0; i < w->object_count; i++) {
        const MjObject *o = &w->objects[i];
        int xs[MJ_MAX_W + MJ_MAX_H], ys[MJ_MAX_W + MJ_MAX_H], n = 1;
        xs[0] = o->x;
        ys[0] = o->y;
        if (o->kind == MJ_LBLOCK) {
            mj_lblock_tiles(o, xs, ys);
            n = 3;
        } else if (o->kind == MJ_MOVING && steady && o->moving) {
            if (!o->high) continue; /* no bridge */
            n = 0;
            for (int k = 0; k < o->track_len && k < MJ_MAX_W + MJ_MAX_H; k++, n++) {
                xs[n] = o->x0 + k * o->track_dx;
                ys[n] = o->y0 + k * o->track_dy;
            }
        }
        uint8_t m = FREE;
        if (solid_high(o) || o->kind == MJ_FIRE_PIT || o->kind == MJ_LEVER)
            m = BLOCK;
        else if (solid_low(o) || (o->kind == MJ_HIDDEN_BLOCK && !o->hidden))
            m = BRIDGE;
        else if (o->kind == MJ_DOOR || o->kind == MJ_HIDDEN_DOOR)
            m = o->open && !o->hidden ? DOOR_OPEN : DOOR_SHUT;
        else if (o->kind == MJ_ENTRY)
            m = DOOR_SHUT;
        for (int k = 0; k < n; k++)
            if (in_map(w, xs[k], ys[k])) mark[ys[k]][xs[k]] |= m;
    }
    memset(walk, 0, sizeof(uint8_t) * MJ_MAX_H * MJ_MAX_W);
    for (int y = 0; y < w->height && y < MJ_MAX_H; y++)
        for (int x = 0; x < w->width && x < MJ_MAX_W; x++) {
            uint8_t m = mark[y][x];
            int g = w->ground[y][x];
            if (m & (BLOCK | DOOR_SHUT))
                walk[y][x] = 0;
            else if (m & DOOR_OPEN)
                walk[y][x] = 1;
            else if (g == MJ_FLOOR)
                walk[y][x] = 1;
            else if (g == MJ_VOID)
                walk[y][x] = (m & BRIDGE) != 0;
        }
}

void mj_walk_grid(const MjWorld *w, uint8_t walk[MJ_MAX_H][MJ_MAX_W])
{
    walk_grid(w, 0, walk);
}

int mj_walkable(const MjWorld *w, int x, int y)
{
    if (!in_map(w, x, y)) return 0;
    uint8_t walk[MJ_MAX_H][MJ_MAX_W];
    walk_grid(w, 0, walk);
    return walk[y][x];
}

static void flood(const MjWorld *w, int steady, int x, int y, uint8_t reach[MJ_MAX_H][MJ_MAX_W])
{
    uint8_t walk[MJ_MAX_H][MJ_MAX_W];
    walk_grid(w, steady, walk);
    memset(reach, 0, sizeof(uint8_t) * MJ_MAX_H * MJ_MAX_W);
    if (!in_map(w, x, y)) return;
    int qx[MJ_MAX_W * MJ_MAX_H], qy[MJ_MAX_W * MJ_MAX_H], head = 0, tail = 0;
    reach[y][x] = 1; /* she stands here, whatever it is */
    qx[tail] = x;
    qy[tail++] = y;
    while (head < tail) {
        int cx = qx[head], cy = qy[head++];
        for (int d = 0; d < 4; d++) {
            int nx = cx + dir_dx[d], ny = cy + dir_dy[d];
            if (!in_map(w, nx, ny) || reach[ny][nx] || !walk[ny][nx]) continue;
            reach[ny][nx] = 1;
            qx[tail] = nx;
            qy[tail++] = ny;
        }
    }
}

void mj_reachable(const MjWorld *w, int x, int y, uint8_t reachable[MJ_MAX_H][MJ_MAX_W])
{
    flood(w, 0, x, y, reachable);
}

int mj_goal_message(const MjWorld *w, char *why, int why_size)
{
    uint8_t reach[MJ_MAX_H][MJ_MAX_W];
    flood(w, 1, w->avatar_x, w->avatar_y, reach);
    const char *no = NULL;
    if (w->need_exit) {
        int exit = 0;
        for (int i = 0; i < w->object_count && !exit; i++) {
            const MjObject *o = &w->objects[i];
            exit = (o->kind == MJ_DOOR || o->kind == MJ_HIDDEN_DOOR) && o->open && !o->hidden &&
                   in_map(w, o->x, o->y) && reach[o->y][o->x];
        }
        if (!exit) no = _("The code ran, but there is still no way to the exit.");
    }
    if (!no && w->need_rewards) {
        int keys = 0, hidden = 0, far = 0;
        for (int i = 0; i < w->object_count; i++) {
            const MjObject *o = &w->objects[i];
            if (o->kind != MJ_KEY || !o->reward) continue;
            keys++;
            if (o->hidden)
                hidden++;
            else if (!o->taken && !(in_map(w, o->x, o->y) && reach[o->y][o->x]))
                far++;
        }
        if (hidden)
            no = keys > 1 ? _("The code ran, but a key is still hidden.")
                          : _("The code ran, but the key is still hidden.");
        else if (far)
            no = keys > 1 ? _("The code ran, but May can't reach a key.")
                          : _("The code ran, but May can't reach the key.");
    }
    if (why && why_size > 0) snprintf(why, (size_t)why_size, "%s", no ? no : "");
    return no == NULL;
}

int mj_solved(const MjWorld *w)
{
    return mj_goal_message(w, NULL, 0);
}

static int object_at(const MjWorld *w, MjKind kind, int x, int y)
{
    for (int i = 0; i < w->object_count; i++)
        if (w->objects[i].kind == kind && w->objects[i].x == x && w->objects[i].y == y) return i;
    return -1;
}

int mj_avatar_step(MjWorld *w, MjDir dir)
{
    int d = (int)dir & 3, nx = w->avatar_x + dir_dx[d], ny = w->avatar_y + dir_dy[d];
    if (!in_map(w, nx, ny)) return 0;
    int lever = object_at(w, MJ_LEVER, nx, ny);
    if (lever >= 0) {
        w->objects[lever].lever_right ^= 1;
        mj_settle(w);
        return 1;
    }
    if (!mj_walkable(w, nx, ny)) return 0;
    w->avatar_x = nx;
    w->avatar_y = ny;
    for (int i = 0; i < w->object_count; i++) {
        MjObject *o = &w->objects[i];
        if (o->kind == MJ_KEY && !o->hidden && !o->taken && o->x == nx && o->y == ny) {
            o->taken = 1;
            w->keys_taken++;
        }
    }
    mj_settle(w);
    return 1;
}

int mj_on_coding_tile(const MjWorld *w)
{
    return object_at(w, MJ_CODING_TILE, w->avatar_x, w->avatar_y) >= 0;
}

int mj_at_exit(const MjWorld *w)
{
    for (int i = 0; i < w->object_count; i++) {
        const MjObject *o = &w->objects[i];
        if ((o->kind == MJ_DOOR || o->kind == MJ_HIDDEN_DOOR) && o->open && !o->hidden &&
            o->x == w->avatar_x && o->y == w->avatar_y)
            return 1;
    }
    return 0;
}
