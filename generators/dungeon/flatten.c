/* flatten.c - the generated dungeon as the world a pupil walks (modes/dungeon/dungeon.h): every
 * room's own grid stamped on one map, cropped to the dungeon's bounding box with a one-tile margin;
 * the doors joined with their locks (on the door into a locked room) and gates (on a gate room's
 * door to the next room of the main path); the keys where they lie; the pupil's start. The
 * certificate, the game, the level file and the --json/--png views all read this one world. */
#include <stdio.h>
#include <string.h>

#include "dungeon/dungeon_gen.h"

static void bounds(const DgDungeon *d, int *x0, int *y0, int *x1, int *y1)
{
    *x0 = DG_MAP_W, *y0 = DG_MAP_H, *x1 = -1, *y1 = -1;
    for (int y = 0; y < DG_MAP_H; y++)
        for (int x = 0; x < DG_MAP_W; x++)
            if (d->owner[y][x] != DG_OWNER_NONE) {
                if (x < *x0) *x0 = x;
                if (y < *y0) *y0 = y;
                if (x > *x1) *x1 = x;
                if (y > *y1) *y1 = y;
            }
}

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* key_of[k]: the world's index of the flowchart's key k + 1 (0: no room of this dungeon gives it,
 * as when an option's other branch gives it). */
static void add_door(DgWorld *w, const DgDungeon *d, int room, int door, int ox, int oy, const int *key_of)
{
    const DgRoom *r = &d->rooms[room];
    const DgDoor *dr = &r->doors[door];
    if (dr->to < 0 || w->door_count >= DG_MAX_WORLD_DOORS) return;
    DgWorldDoor *wd = &w->doors[w->door_count++];
    *wd = (DgWorldDoor){.x = r->x + dr->x - ox, .y = r->y + dr->y - oy, .room = room, .to = dr->to};
    if (door == r->in_door && r->lock) wd->lock = key_of[r->lock - 1];
    const DgRoom *next = &d->rooms[dr->to];
    if (r->gate && next->main && next->parent == room && next->parent_door == door) wd->gate = room + 1;
}

void dg_flatten(const DgFlowchart *f, const DgDungeon *d, uint32_t seed, DgWorld *w)
{
    memset(w, 0, sizeof *w);
    snprintf(w->title, sizeof w->title, "%s", f->title);
    snprintf(w->flowchart, sizeof w->flowchart, "%s", base_name(f->file));
    w->seed = seed;
    w->entrance = d->entrance;
    w->exit = d->exit;
    int x0, y0, x1, y1;
    bounds(d, &x0, &y0, &x1, &y1);
    if (x1 < 0) return;
    int ox = x0 - 1, oy = y0 - 1; /* a margin of one empty tile */
    w->w = x1 - ox + 2;
    w->h = y1 - oy + 2;
    if (w->w > DG_MAP_W) w->w = DG_MAP_W;
    if (w->h > DG_MAP_H) w->h = DG_MAP_H;
    /* the keys this dungeon's rooms give, in the flowchart's order */
    int key_of[DG_MAX_KEYS] = {0};
    for (int k = 0; k < f->key_count && k < DG_MAX_KEYS; k++)
        for (int i = 0; i < d->room_count && !key_of[k]; i++)
            if (d->rooms[i].gives == k + 1) {
                key_of[k] = ++w->key_count;
                snprintf(w->keys[w->key_count - 1].name, sizeof w->keys[0].name, "%s", f->keys[k]);
            }
    w->room_count = d->room_count;
    for (int i = 0; i < d->room_count; i++) {
        const DgRoom *r = &d->rooms[i];
        DgWorldRoom *wr = &w->rooms[i];
        *wr = (DgWorldRoom){.x = r->x - ox, .y = r->y - oy, .w = r->w, .h = r->h, .main = r->main, .puzzle = -1};
        snprintf(wr->type, sizeof wr->type, "%s", f->types[r->type].name);
        if (r->node >= 0) snprintf(wr->action, sizeof wr->action, "%s", f->nodes[r->node].name);
        for (int ty = 0; ty < r->h; ty++)
            for (int tx = 0; tx < r->w; tx++) {
                int x = wr->x + tx, y = wr->y + ty;
                if (x < 0 || y < 0 || x >= w->w || y >= w->h) continue;
                w->tile[y][x] = r->tiles[ty][tx];
                if (r->tiles[ty][tx] == DG_KEY && r->gives) {
                    DgWorldKey *k = &w->keys[key_of[r->gives - 1] - 1];
                    k->x = x, k->y = y;
                }
            }
        for (int door = 0; door < r->door_count; door++) add_door(w, d, i, door, ox, oy, key_of);
    }
    w->corridor_count = d->corridor_count;
    for (int c = 0; c < d->corridor_count; c++) {
        DgWorldCorridor *wc = &w->corridors[c];
        const DgCorridor *dc = &d->corridors[c];
        wc->from = dc->from, wc->to = dc->to, wc->count = dc->count;
        for (int i = 0; i < dc->count; i++) {
            wc->tiles[i][0] = (int16_t)(dc->tiles[i][0] - ox);
            wc->tiles[i][1] = (int16_t)(dc->tiles[i][1] - oy);
            w->tile[wc->tiles[i][1]][wc->tiles[i][0]] = DG_FLOOR;
        }
    }
    /* the pupil starts on the entrance's first floor tile in reading order */
    w->start_x = w->start_y = -1;
    if (d->entrance >= 0) {
        const DgWorldRoom *e = &w->rooms[d->entrance];
        for (int y = e->y; y < e->y + e->h && w->start_x < 0; y++)
            for (int x = e->x; x < e->x + e->w && w->start_x < 0; x++)
                if (w->tile[y][x] == DG_FLOOR) w->start_x = x, w->start_y = y;
    }
    dg_world_index(w);
}
