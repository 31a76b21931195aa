/* initial_minimap.c - step 4 of paper 000 ("Initial mini-map creation"): the actions from step 2
 * applied to the solution mini-map in reverse, each one checked by the game's own rules
 * (mj_move, mj_rotate on the mini-map's world): MoveUp n -> n moves down, Rotate("right") n -> n
 * turns left, Stop -> moving from its track's start, Open -> shut, a lever -> the other position.
 * A free tile a reverse move needs gets the ground that object needs (floor under a high object,
 * the gap under a low one). Depends on mays_build.h and mays.h. */
#include <stdio.h>
#include <string.h>

#include "mays_build.h"

static const int ddx[4] = {0, 1, 0, -1};
static const int ddy[4] = {-1, 0, 1, 0};

int mj_gen_move_dir(const char *command)
{
    static const char *const moves[4] = {"MoveUp", "MoveRight", "MoveDown", "MoveLeft"};
    for (int d = 0; d < 4; d++)
        if (!strcmp(command, moves[d])) return d;
    return -1;
}

const MjAction *mj_gen_single_action(const MjCodeObject *obj)
{
    if (obj->action_count != 1 || obj->actions[0].n_unknown || obj->actions[0].n < 1) return NULL;
    return &obj->actions[0];
}

void mj_gen_turned_tiles(const MjObject *o, int right, int xs[3], int ys[3])
{
    MjObject turned = *o;
    turned.facing = (uint8_t)((o->facing + (right ? 1 : 3)) & 3);
    mj_lblock_tiles(&turned, xs, ys);
}

/* Give a free tile the ground an object of this height needs, and keep it for the object. */
static void prepare(MjMiniMap *m, int x, int y, int high)
{
    if (x < 0 || y < 0 || x >= m->w || y >= m->h) return;
    if (!m->fixed[y][x]) {
        m->solution.ground[y][x] = m->initial.ground[y][x] = (uint8_t)(high ? MJ_FLOOR : MJ_VOID);
        m->fixed[y][x] = 1;
    }
    m->keep[y][x] = 1;
}

/* No tile holds two objects at the start (a level file can't say it). */
static int one_per_tile(const MjWorld *w)
{
    for (int y = 0; y < w->height; y++)
        for (int x = 0; x < w->width; x++) {
            int n = 0;
            for (int i = 0; i < w->object_count; i++)
                n += mj_covers(&w->objects[i], x, y);
            if (n > 1) return 0;
        }
    return 1;
}

int mj_initial_minimap(const MjCodeObject *obj, MjMiniMap *m, char *why, int why_size)
{
    MjWorld *w = &m->initial;
    char no[160] = "";
    int i = m->object;
    if (i < 0 || i >= w->object_count) {
        snprintf(why, (size_t)why_size, "no object to turn back");
        return 0;
    }
    MjObject *o = &w->objects[i];
    snprintf(o->name, sizeof o->name, "%s", obj->name); /* for the rules' sentences */
    switch (m->family) {
    case MJ_FAM_BLOCK_MOVE:
    case MJ_FAM_STATUE_MOVE: {
        int sx = o->x, sy = o->y, dirs = 0, used[4] = {0};
        for (int a = obj->action_count - 1; a >= 0; a--) {
            int d = mj_gen_move_dir(obj->actions[a].command);
            if (d < 0) continue;
            dirs += !used[d];
            used[d] = 1;
            int back = (d + 2) & 3;
            for (int k = 0; k < obj->actions[a].n; k++) {
                prepare(m, o->x + ddx[back], o->y + ddy[back], o->high);
                if (!mj_move(w, i, (MjDir)back, no, sizeof no)) {
                    snprintf(why, (size_t)why_size, "in reverse, %s", no);
                    return 0;
                }
            }
        }
        if (dirs > 1) { /* a loop may interleave the moves: hold the whole rectangle */
            int x0 = sx < o->x ? sx : o->x, x1 = sx < o->x ? o->x : sx;
            int y0 = sy < o->y ? sy : o->y, y1 = sy < o->y ? o->y : sy;
            for (int y = y0; y <= y1; y++)
                for (int x = x0; x <= x1; x++) {
                    if (m->fixed[y][x] && m->solution.ground[y][x] != (o->high ? MJ_FLOOR : MJ_VOID)) {
                        snprintf(why, (size_t)why_size, "%s's moves cross the shape", obj->name);
                        return 0;
                    }
                    prepare(m, x, y, o->high);
                }
        }
        break;
    }
    case MJ_FAM_BLOCK_ROTATE:
    case MJ_FAM_STATUE_ROTATE:
        for (int a = obj->action_count - 1; a >= 0; a--) {
            if (strcmp(obj->actions[a].command, "Rotate") != 0) continue;
            int right = strcmp(obj->actions[a].arg, "right") == 0;
            for (int k = 0; k < obj->actions[a].n; k++) {
                if (o->kind == MJ_LBLOCK) {
                    int xs[3], ys[3];
                    mj_gen_turned_tiles(o, !right, xs, ys);
                    for (int t = 1; t < 3; t++)
                        prepare(m, xs[t], ys[t], o->high);
                }
                if (!mj_rotate(w, i, !right, no, sizeof no)) {
                    snprintf(why, (size_t)why_size, "in reverse, %s", no);
                    return 0;
                }
            }
        }
        break;
    case MJ_FAM_BLOCK_STOP:
        o->moving = 1;
        o->track_pos = 0;
        o->track_dir = 1;
        o->x = o->x0;
        o->y = o->y0;
        break;
    case MJ_FAM_DOOR_OPEN: o->open = 0; break;
    case MJ_FAM_LEVER: o->lever_right = (uint8_t)!o->lever_right; break;
    default: snprintf(why, (size_t)why_size, "no reverse for %s", obj->name); return 0;
    }
    {
        int xs[3] = {o->x, 0, 0}, ys[3] = {o->y, 0, 0}, n = 1;
        if (o->kind == MJ_LBLOCK) {
            mj_lblock_tiles(o, xs, ys);
            n = 3;
        }
        for (int k = 0; k < n; k++)
            m->keep[ys[k]][xs[k]] = 1;
    }
    if (!one_per_tile(w)) {
        snprintf(why, (size_t)why_size, "%s would start on another object", obj->name);
        return 0;
    }
    /* The start must not change by itself: nothing pressed, no pit in the fire. */
    MjWorld settled = *w;
    mj_settle(&settled);
    for (int t = 0; t < settled.trigger_count; t++)
        if (settled.triggers[t].fired) {
            snprintf(why, (size_t)why_size, "the start would fire a trigger by itself");
            return 0;
        }
    for (int k = 0; k < settled.object_count; k++)
        if (settled.objects[k].kind == MJ_FIRE_PIT && settled.objects[k].lit) {
            snprintf(why, (size_t)why_size, "the fire would light the pit at the start");
            return 0;
        }
    /* The solved state: the same objects after the code, settled (plates, fire, reveals). */
    snprintf(m->solution.objects[i].name, sizeof m->solution.objects[i].name, "%s", obj->name);
    mj_settle(&m->solution);
    return 1;
}
