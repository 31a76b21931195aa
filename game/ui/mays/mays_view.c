/* mays_view.c - the May's Journey map, drawn in code: ground, then flat things, then everything
 * that stands up row by row from the back (so a block's front face covers the row behind it),
 * then name tags. Okabe-Ito colours, and every kind of object has its own shape. */
#include "ui/mays/mays_view.h"

#include <math.h>
#include <stdio.h>

static const SDL_Color WATER = {70, 150, 205, 255}, WATER_LINE = {150, 205, 240, 255};
static const SDL_Color FLOOR_A = {236, 222, 190, 255}, FLOOR_B = {226, 210, 176, 255};
static const SDL_Color WALL_TOP = {140, 118, 104, 255}, WALL_FRONT = {96, 78, 70, 255};
static const SDL_Color BLOCK_TOP = {214, 170, 112, 255}, BLOCK_FRONT = {160, 114, 66, 255};
static const SDL_Color L_TOP = {204, 121, 167, 255}, L_FRONT = {150, 80, 120, 255};
static const SDL_Color MOVER_TOP = {240, 178, 40, 255}, MOVER_FRONT = {184, 126, 0, 255};
static const SDL_Color SHOWN_TOP = {0, 170, 130, 255}, SHOWN_FRONT = {0, 118, 90, 255};
static const SDL_Color STONE = {170, 170, 182, 255}, STONE_DARK = {112, 112, 128, 255};
static const SDL_Color OUTLINE = {35, 31, 45, 255};

typedef struct View {
    Gfx *g;
    int tile, ox, oy, lift;
    const MjViewOpts *opts;
} View;

void mj_view_fit(SDL_Rect area, int w, int h, int max_tile, int *tile, int *ox, int *oy)
{
    if (w < 1) w = 1;
    if (h < 1) h = 1;
    /* the back row stands up a third of a tile: leave room for it */
    int t = area.w / w;
    if (area.h * 3 / (3 * h + 1) < t) t = area.h * 3 / (3 * h + 1);
    if (t > max_tile) t = max_tile;
    if (t < 8) t = 8;
    *tile = t;
    *ox = area.x + (area.w - t * w) / 2;
    *oy = area.y + t / 3 + (area.h - t * h - t / 3) / 2;
}

static SDL_Rect cell(const View *v, float x, float y)
{
    return (SDL_Rect){v->ox + (int)lroundf(x * (float)v->tile), v->oy + (int)lroundf(y * (float)v->tile), v->tile, v->tile};
}

static SDL_Color shade(SDL_Color c, int pct)
{
    c.r = (Uint8)(c.r * pct / 100);
    c.g = (Uint8)(c.g * pct / 100);
    c.b = (Uint8)(c.b * pct / 100);
    return c;
}

static void triangle(Gfx *g, float x0, float y0, float x1, float y1, float x2, float y2, SDL_Color c)
{
    SDL_Vertex v[3] = {{{x0, y0}, c, {0, 0}}, {{x1, y1}, c, {0, 0}}, {{x2, y2}, c, {0, 0}}};
    SDL_RenderGeometry(g->renderer, NULL, v, 3, NULL, 0);
}

/* A block standing up from tile r: its top face lifted, its front face below. */
static void raised(const View *v, SDL_Rect r, SDL_Color top, SDL_Color front)
{
    int l = v->lift, inset = v->tile / 14;
    SDL_Rect t = {r.x + inset, r.y - l + inset, r.w - 2 * inset, r.h - 2 * inset};
    SDL_Rect f = {t.x, t.y + t.h, t.w, l};
    gfx_fill(v->g, (SDL_Rect){f.x + 3, f.y + 3, f.w, f.h}, (SDL_Color){0, 0, 0, 60});
    gfx_fill(v->g, f, front);
    gfx_fill(v->g, t, top);
    gfx_round_frame(v->g, (SDL_Rect){t.x, t.y, t.w, t.h + l}, 3, 2, OUTLINE);
    gfx_line(v->g, (float)t.x, (float)(t.y + t.h), (float)(t.x + t.w), (float)(t.y + t.h), 2, OUTLINE);
}

/* A wall tile: walls join into one mass; a front face shows only where the room is below. */
static void wall(const View *v, const MjWorld *w, int x, int y)
{
    SDL_Rect r = cell(v, (float)x, (float)y);
    int l = v->lift, open_below = y + 1 >= w->height || w->ground[y + 1][x] != MJ_WALL;
    SDL_Rect t = {r.x, r.y - l, r.w, r.h};
    gfx_fill(v->g, t, WALL_TOP);
    if (open_below) {
        gfx_fill(v->g, (SDL_Rect){r.x, r.y + r.h - l, r.w, l}, WALL_FRONT);
        gfx_fill(v->g, (SDL_Rect){r.x, r.y + r.h, r.w, 4}, (SDL_Color){0, 0, 0, 50});
        gfx_line(v->g, (float)r.x, (float)(r.y + r.h - l), (float)(r.x + r.w), (float)(r.y + r.h - l), 2, OUTLINE);
    }
    /* outline the mass where it meets the room */
    if (x == 0 || w->ground[y][x - 1] != MJ_WALL) gfx_line(v->g, (float)r.x, (float)t.y, (float)r.x, (float)(r.y + r.h), 2, OUTLINE);
    if (x + 1 >= w->width || w->ground[y][x + 1] != MJ_WALL)
        gfx_line(v->g, (float)(r.x + r.w), (float)t.y, (float)(r.x + r.w), (float)(r.y + r.h), 2, OUTLINE);
    if (y == 0 || w->ground[y - 1][x] != MJ_WALL) gfx_line(v->g, (float)r.x, (float)t.y, (float)(r.x + r.w), (float)t.y, 2, OUTLINE);
    /* stone courses */
    gfx_line(v->g, (float)r.x + 4, (float)(t.y + t.h / 2), (float)(r.x + r.w - 4), (float)(t.y + t.h / 2), 1, shade(WALL_TOP, 85));
}

/* A slab at ground level (a bridge): flat, with plank lines. */
static void slab(const View *v, SDL_Rect r, SDL_Color top)
{
    int inset = v->tile / 16;
    SDL_Rect t = {r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset};
    gfx_fill(v->g, t, top);
    for (int i = 1; i < 3; i++)
        gfx_line(v->g, (float)t.x + 3, (float)(t.y + t.h * i / 3), (float)(t.x + t.w - 3), (float)(t.y + t.h * i / 3), 2,
                 shade(top, 75));
    gfx_round_frame(v->g, t, 3, 2, OUTLINE);
}

static void draw_ground(const View *v, const MjWorld *w)
{
    for (int y = 0; y < w->height; y++)
        for (int x = 0; x < w->width; x++) {
            SDL_Rect r = cell(v, (float)x, (float)y);
            switch (w->ground[y][x]) {
            case MJ_VOID: {
                gfx_fill(v->g, r, WATER);
                int phase = (int)((v->opts->frame / 30 + (uint32_t)x * 3 + (uint32_t)y * 5) % 3);
                float wy = (float)r.y + (float)r.h * (0.3f + 0.2f * (float)phase);
                gfx_line(v->g, (float)r.x + r.w * 0.2f, wy, (float)r.x + r.w * 0.45f, wy, 2, WATER_LINE);
                gfx_line(v->g, (float)r.x + r.w * 0.55f, wy + r.h * 0.3f, (float)r.x + r.w * 0.8f, wy + r.h * 0.3f, 2, WATER_LINE);
                break;
            }
            case MJ_FLOOR:
                gfx_fill(v->g, r, (x + y) % 2 ? FLOOR_A : FLOOR_B);
                gfx_round_frame(v->g, r, 2, 1, (SDL_Color){200, 184, 150, 255});
                break;
            default: break; /* walls stand up later */
            }
        }
}

/* Where object i is drawn: slid from prev's place when animating. */
static void place(const MjWorld *w, const MjWorld *prev, float t, int i, float *x, float *y)
{
    const MjObject *o = &w->objects[i];
    *x = o->x;
    *y = o->y;
    if (prev && prev->object_count == w->object_count && t < 1.0f) {
        const MjObject *p = &prev->objects[i];
        *x = p->x + (o->x - p->x) * t;
        *y = p->y + (o->y - p->y) * t;
    }
}

static void draw_key(const View *v, SDL_Rect r)
{
    SDL_Color gold = {240, 200, 40, 255};
    int cx = r.x + r.w / 3, cy = r.y + r.h / 2, rad = r.w / 6;
    gfx_circle(v->g, cx, cy, rad + 2, OUTLINE);
    gfx_circle(v->g, cx, cy, rad, gold);
    gfx_circle(v->g, cx, cy, rad / 2, FLOOR_A);
    gfx_line(v->g, (float)(cx + rad), (float)cy, (float)(r.x + r.w * 0.85f), (float)cy, (float)r.w / 9, gold);
    gfx_line(v->g, (float)(r.x + r.w * 0.72f), (float)cy, (float)(r.x + r.w * 0.72f), (float)(cy + r.h / 6), (float)r.w / 10, gold);
}

static void draw_flame(const View *v, float cx, float cy, float size, uint32_t frame)
{
    float flick = (float)((frame / 30) % 3) * 0.06f * size;
    triangle(v->g, cx - size * 0.45f, cy + size * 0.35f, cx + size * 0.45f, cy + size * 0.35f, cx, cy - size * 0.7f - flick,
             (SDL_Color){213, 94, 0, 255});
    triangle(v->g, cx - size * 0.25f, cy + size * 0.35f, cx + size * 0.25f, cy + size * 0.35f, cx, cy - size * 0.3f,
             (SDL_Color){240, 228, 66, 255});
}

/* The tiles a fire statue's fire reaches (the same line the rules use). */
static void draw_fire_line(const View *v, const MjWorld *w, int object)
{
    int xs[MJ_MAX_W + MJ_MAX_H], ys[MJ_MAX_W + MJ_MAX_H];
    int n = mj_fire_line(w, object, xs, ys, MJ_MAX_W + MJ_MAX_H);
    for (int k = 0; k < n; k++) {
        SDL_Rect r = cell(v, (float)xs[k], (float)ys[k]);
        /* the fire's breath: a little flame on every tile it reaches */
        gfx_circle(v->g, r.x + r.w / 2, r.y + r.h / 2, r.w / 4, (SDL_Color){240, 150, 40, 70});
        draw_flame(v, (float)(r.x + r.w / 2), (float)(r.y + r.h / 2), (float)r.w * 0.28f, v->opts->frame + (uint32_t)k * 30); /* a step apart */
    }
}

static void draw_track(const View *v, const MjObject *o)
{
    for (int k = 0; k < o->track_len; k++) {
        SDL_Rect r = cell(v, (float)(o->x0 + o->track_dx * k), (float)(o->y0 + o->track_dy * k));
        gfx_circle(v->g, r.x + r.w / 2, r.y + r.h / 2, v->tile / 10, (SDL_Color){184, 126, 0, 200});
    }
}

/* Flat things: plates, pits, slabs, keys, the coding tile, tracks, fire lines. */
static void draw_flat(const View *v, const MjWorld *w, const MjWorld *prev, float t)
{
    for (int i = 0; i < w->object_count; i++) {
        const MjObject *o = &w->objects[i];
        if (o->kind == MJ_MOVING) draw_track(v, o);
    }
    for (int i = 0; i < w->object_count; i++) {
        const MjObject *o = &w->objects[i];
        float fx, fy;
        place(w, prev, t, i, &fx, &fy);
        SDL_Rect r = cell(v, fx, fy);
        int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
        switch ((MjKind)o->kind) {
        case MJ_PLATE: {
            int pressed = 0;
            for (int j = 0; j < w->object_count; j++) {
                const MjObject *q = &w->objects[j];
                if (j != i && q->x == o->x && q->y == o->y && q->high) pressed = 1;
            }
            SDL_Rect p = {r.x + r.w / 6, r.y + r.h / 6, r.w * 2 / 3, r.h * 2 / 3};
            gfx_round_rect(v->g, p, 4, pressed ? (SDL_Color){200, 180, 40, 255} : COL_YELLOW);
            gfx_round_frame(v->g, p, 4, 2, OUTLINE);
            gfx_round_frame(v->g, (SDL_Rect){p.x + p.w / 5, p.y + p.h / 5, p.w * 3 / 5, p.h * 3 / 5}, 3, 2, shade(COL_YELLOW, 70));
            break;
        }
        case MJ_FIRE_PIT:
            gfx_circle(v->g, cx, cy + r.h / 8, r.w / 3 + 2, OUTLINE);
            gfx_circle(v->g, cx, cy + r.h / 8, r.w / 3, (SDL_Color){80, 70, 70, 255});
            if (o->lit) draw_flame(v, (float)cx, (float)cy, (float)r.w * 0.6f, v->opts->frame);
            break;
        case MJ_CODING_TILE: {
            int glow = (int)((v->opts->frame / 30) % 2) * 9; /* it glows on the blink clock */
            SDL_Rect p = {r.x + 3, r.y + 3, r.w - 6, r.h - 6};
            gfx_round_rect(v->g, p, 6, (SDL_Color){86, 180, 233, (Uint8)(170 + glow * 8)});
            gfx_round_frame(v->g, p, 6, 3, COL_BLUE);
            gfx_text_face(v->g, FONT_MONO, "</>", v->tile * 2 / 5 > 12 ? v->tile * 2 / 5 : 12, COL_WHITE, cx, cy - v->tile / 4,
                          ALIGN_CENTER);
            break;
        }
        case MJ_SIGN:
            gfx_fill(v->g, (SDL_Rect){cx - 2, cy - r.h / 6, 5, r.h / 2}, (SDL_Color){120, 84, 50, 255});
            gfx_round_rect(v->g, (SDL_Rect){r.x + r.w / 6, r.y + r.h / 8, r.w * 2 / 3, r.h / 3}, 3, (SDL_Color){190, 140, 80, 255});
            gfx_round_frame(v->g, (SDL_Rect){r.x + r.w / 6, r.y + r.h / 8, r.w * 2 / 3, r.h / 3}, 3, 2, OUTLINE);
            gfx_text(v->g, "?", v->tile / 3 > 12 ? v->tile / 3 : 12, COL_WHITE, cx, r.y + r.h / 8, ALIGN_CENTER);
            break;
        case MJ_KEY:
            if (!o->hidden) draw_key(v, r);
            break;
        case MJ_HIDDEN_BLOCK:
            if (!o->hidden) slab(v, r, (SDL_Color){200, 220, 160, 255});
            break;
        case MJ_BLOCK:
        case MJ_MOVING:
            if (!o->high) slab(v, r, o->kind == MJ_MOVING ? MOVER_TOP : BLOCK_TOP);
            break;
        case MJ_LBLOCK:
            if (!o->high) {
                int xs[3], ys[3];
                mj_lblock_tiles(o, xs, ys);
                for (int k = 0; k < 3; k++) slab(v, cell(v, (float)xs[k], (float)ys[k]), L_TOP);
                SDL_Rect c = cell(v, (float)o->x, (float)o->y);
                gfx_circle(v->g, c.x + c.w / 2, c.y + c.h / 2, v->tile / 7, OUTLINE);
            }
            break;
        case MJ_FIRE_STATUE: draw_fire_line(v, w, i); break;
        default: break;
        }
    }
}

static void draw_statue(const View *v, SDL_Rect r, int fire, int facing, uint32_t frame)
{
    int cx = r.x + r.w / 2, base = r.y + r.h - r.h / 6;
    gfx_fill(v->g, (SDL_Rect){r.x + r.w / 5 + 3, base - r.h / 6 + 3, r.w * 3 / 5, r.h / 6}, (SDL_Color){0, 0, 0, 60});
    gfx_round_rect(v->g, (SDL_Rect){r.x + r.w / 5, base - r.h / 6, r.w * 3 / 5, r.h / 6}, 3, STONE_DARK);
    gfx_round_rect(v->g, (SDL_Rect){r.x + r.w / 3, r.y - v->lift + r.h / 4, r.w / 3, base - (r.y - v->lift + r.h / 4)}, 4, STONE);
    gfx_circle(v->g, cx, r.y - v->lift + r.h / 4, r.w / 5 + 2, OUTLINE);
    gfx_circle(v->g, cx, r.y - v->lift + r.h / 4, r.w / 5, STONE);
    if (fire) {
        static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
        float mx = (float)cx + dx[facing & 3] * r.w * 0.35f, my = (float)(r.y - v->lift + r.h / 4) + dy[facing & 3] * r.h * 0.35f;
        draw_flame(v, mx, my, (float)r.w * 0.45f, frame);
        gfx_circle(v->g, cx + dx[facing & 3] * r.w / 8, r.y - v->lift + r.h / 4 + dy[facing & 3] * r.h / 8, r.w / 14 + 1, OUTLINE);
    }
}

static void draw_door(const View *v, const MjWorld *w, SDL_Rect r, const MjObject *o)
{
    wall(v, w, o->x, o->y);
    if (o->kind == MJ_HIDDEN_DOOR && o->hidden) return;
    SDL_Rect d = {r.x + r.w / 5, r.y - v->lift + r.h / 6, r.w * 3 / 5, r.h - r.h / 6};
    if (o->kind == MJ_ENTRY) {
        gfx_round_rect(v->g, d, r.w / 4, (SDL_Color){60, 50, 50, 255});
        gfx_round_frame(v->g, d, r.w / 4, 3, (SDL_Color){170, 150, 130, 255});
    } else if (o->open || o->kind == MJ_HIDDEN_DOOR) {
        gfx_round_rect(v->g, d, r.w / 4, (SDL_Color){30, 40, 30, 255});
        gfx_round_frame(v->g, d, r.w / 4, 4, v->opts->solved ? COL_YELLOW : COL_GREEN);
    } else {
        gfx_round_rect(v->g, d, r.w / 4, (SDL_Color){150, 90, 40, 255});
        for (int i = 1; i < 3; i++)
            gfx_line(v->g, (float)(d.x + d.w * i / 3), (float)d.y + 4, (float)(d.x + d.w * i / 3), (float)(d.y + d.h), 2,
                     (SDL_Color){100, 60, 20, 255});
        gfx_round_frame(v->g, d, r.w / 4, 3, OUTLINE);
        gfx_circle(v->g, d.x + d.w / 2, d.y + d.h / 2, r.w / 10, COL_YELLOW);
    }
}

static void draw_lever(const View *v, SDL_Rect r, int right)
{
    int cx = r.x + r.w / 2, base = r.y + r.h * 2 / 3;
    gfx_round_rect(v->g, (SDL_Rect){r.x + r.w / 4, base, r.w / 2, r.h / 5}, 3, STONE_DARK);
    float ex = (float)cx + (right ? 1.0f : -1.0f) * r.w * 0.28f, ey = (float)(base - r.h / 2);
    gfx_line(v->g, (float)cx, (float)base, ex, ey, (float)r.w / 10, OUTLINE);
    gfx_circle(v->g, (int)ex, (int)ey, r.w / 8, right ? COL_GREEN : COL_VERMILLION);
}

static void draw_avatar(const View *v, float x, float y, int facing)
{
    SDL_Rect r = cell(v, x, y);
    int cx = r.x + r.w / 2, feet = r.y + r.h - r.h / 8;
    gfx_fill(v->g, (SDL_Rect){cx - r.w / 4, feet - 3, r.w / 2, 6}, (SDL_Color){0, 0, 0, 60});
    /* body, head, hat: May the explorer */
    gfx_round_rect(v->g, (SDL_Rect){cx - r.w / 5, feet - r.h / 2, r.w * 2 / 5, r.h / 2}, r.w / 8, COL_BLUE);
    int hy = feet - r.h / 2 - r.h / 6;
    gfx_circle(v->g, cx, hy, r.w / 5 + 2, OUTLINE);
    gfx_circle(v->g, cx, hy, r.w / 5, (SDL_Color){240, 200, 160, 255});
    gfx_round_rect(v->g, (SDL_Rect){cx - r.w / 3, hy - r.h / 6, r.w * 2 / 3, r.h / 10}, 3, COL_GREEN);
    gfx_round_rect(v->g, (SDL_Rect){cx - r.w / 6, hy - r.h / 3, r.w / 3, r.h / 6}, 4, COL_GREEN);
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    if ((facing & 3) != MJ_NORTH) { /* eyes look the way she faces */
        int ex = dx[facing & 3] * r.w / 12, ey = dy[facing & 3] * r.h / 24;
        gfx_circle(v->g, cx - r.w / 12 + ex, hy + ey, 2 + r.w / 40, OUTLINE);
        gfx_circle(v->g, cx + r.w / 12 + ex, hy + ey, 2 + r.w / 40, OUTLINE);
    }
}

/* Walls, doors, high objects, statues, levers and May, row by row from the back. */
static void draw_upright(const View *v, const MjWorld *w, const MjWorld *prev, float t)
{
    float ax = (float)w->avatar_x, ay = (float)w->avatar_y;
    if (prev && t < 1.0f) {
        ax = prev->avatar_x + (w->avatar_x - prev->avatar_x) * t;
        ay = prev->avatar_y + (w->avatar_y - prev->avatar_y) * t;
    }
    /* May stands in front of the walls of the row below hers: the wall top rises a third of a tile
     * into her tile, and would cut her in half on the room's bottom row. */
    int may_row = v->opts->show_avatar ? (int)lroundf(ay) : -2;
    for (int y = 0; y < w->height; y++) {
        for (int x = 0; x < w->width; x++) {
            if (w->ground[y][x] != MJ_WALL) continue;
            int door = 0;
            for (int i = 0; i < w->object_count; i++) {
                const MjObject *o = &w->objects[i];
                if (o->x == x && o->y == y &&
                    (o->kind == MJ_DOOR || o->kind == MJ_HIDDEN_DOOR || o->kind == MJ_ENTRY)) {
                    draw_door(v, w, cell(v, (float)x, (float)y), o);
                    door = 1;
                }
            }
            if (!door) wall(v, w, x, y);
        }
        if (may_row == y - 1) draw_avatar(v, ax, ay, v->opts->avatar_facing);
        for (int i = 0; i < w->object_count; i++) {
            const MjObject *o = &w->objects[i];
            float fx, fy;
            place(w, prev, t, i, &fx, &fy);
            if ((int)lroundf(fy) != y && o->kind != MJ_LBLOCK) continue;
            SDL_Rect r = cell(v, fx, fy);
            int failed = v->opts->failed_object == i;
            switch ((MjKind)o->kind) {
            case MJ_BLOCK:
                if (o->high) raised(v, r, failed ? COL_VERMILLION : BLOCK_TOP, BLOCK_FRONT);
                break;
            case MJ_MOVING:
                if (o->high) raised(v, r, failed ? COL_VERMILLION : MOVER_TOP, MOVER_FRONT);
                break;
            case MJ_SHOWN_BLOCK:
                if (!o->hidden) raised(v, r, SHOWN_TOP, SHOWN_FRONT);
                break;
            case MJ_LBLOCK:
                if (o->high) {
                    int xs[3], ys[3];
                    mj_lblock_tiles(o, xs, ys);
                    for (int k = 0; k < 3; k++)
                        if (ys[k] == y) raised(v, cell(v, (float)xs[k], (float)ys[k]), failed ? COL_VERMILLION : L_TOP, L_FRONT);
                }
                break;
            case MJ_STATUE: draw_statue(v, r, 0, 0, v->opts->frame); break;
            case MJ_FIRE_STATUE: draw_statue(v, r, 1, o->facing, v->opts->frame); break;
            case MJ_LEVER: draw_lever(v, r, o->lever_right); break;
            default: break;
            }
            if (v->opts->hint_object == i + 1) { /* a hint's object: a yellow ring and a "?" */
                gfx_round_frame(v->g, (SDL_Rect){r.x - 4, r.y - v->lift - 4, r.w + 8, r.h + v->lift + 8}, 10, 5, COL_YELLOW);
                gfx_circle(v->g, r.x + 6, r.y - v->lift + 6, v->tile / 6 + 2, COL_WHITE);
                gfx_circle(v->g, r.x + 6, r.y - v->lift + 6, v->tile / 6, COL_ORANGE);
                gfx_text(v->g, "?", v->tile / 4 > 12 ? v->tile / 4 : 12, COL_WHITE, r.x + 6, r.y - v->lift - v->tile / 12,
                         ALIGN_CENTER);
            }
            if (failed && o->kind != MJ_LBLOCK) {
                gfx_circle(v->g, r.x + r.w - 6, r.y - v->lift + 6, v->tile / 6 + 2, COL_WHITE);
                gfx_circle(v->g, r.x + r.w - 6, r.y - v->lift + 6, v->tile / 6, COL_VERMILLION);
                gfx_text(v->g, "!", v->tile / 4 > 12 ? v->tile / 4 : 12, COL_WHITE, r.x + r.w - 6, r.y - v->lift - v->tile / 12,
                         ALIGN_CENTER);
            }
        }
    }
    if (may_row >= w->height - 1) draw_avatar(v, ax, ay, v->opts->avatar_facing);
}

/* Name tags over the objects the code can command or read. */
static void draw_names(const View *v, const MjWorld *w, const MjWorld *prev, float t)
{
    for (int i = 0; i < w->object_count; i++) {
        const MjObject *o = &w->objects[i];
        int named = o->commands != MJ_CMD_NONE || o->kind == MJ_LEVER || o->kind == MJ_FIRE_PIT;
        if (!named || o->hidden) continue;
        float fx, fy;
        place(w, prev, t, i, &fx, &fy);
        SDL_Rect r = cell(v, fx, fy);
        int px = v->tile / 4 < 13 ? 13 : v->tile / 4 > 17 ? 17 : v->tile / 4, tw, th;
        gfx_text_size(v->g, FONT_MONO, o->name, px, &tw, &th);
        SDL_Rect tag = {r.x + r.w / 2 - tw / 2 - 5, r.y - v->lift - th - 2, tw + 10, th + 2};
        gfx_cover_text(v->g, tag); /* a name tag floats over the board's marks ("?", "</>") */
        gfx_round_rect(v->g, tag, 6, (SDL_Color){255, 255, 255, 230});
        gfx_round_frame(v->g, tag, 6, 1, OUTLINE);
        gfx_text_face(v->g, FONT_MONO, o->name, px, OUTLINE, tag.x + 5, tag.y + 1, ALIGN_LEFT);
    }
}

/* The origin on one axis for a room of n tiles (plus `back` pixels standing up behind its first
 * row) in [at, at + size): centred when it fits, else with the avatar at `focus` (tiles, her
 * middle) as near the middle as the room's edges allow. */
static int follow_origin(int at, int size, int n, int tile, int back, float focus)
{
    int total = n * tile + back;
    if (total <= size) return at + back + (size - total) / 2;
    int o = at + size / 2 - (int)lroundf((focus + 0.5f) * (float)tile);
    int lo = at + size - n * tile, hi = at + back; /* the last row at the bottom .. the back row at the top */
    return o < lo ? lo : o > hi ? hi : o;
}

/* The part of the map worth drawing: every tile that is not wall, every object (doors sit in
 * walls) and the wall ring around them; a generated room's grid may hold rows of wall only. */
static SDL_Rect content_box(const MjWorld *w)
{
    int x0 = w->width, y0 = w->height, x1 = -1, y1 = -1;
    for (int y = 0; y < w->height; y++)
        for (int x = 0; x < w->width; x++) {
            int used = w->ground[y][x] != MJ_WALL;
            for (int i = 0; i < w->object_count && !used; i++)
                used = w->objects[i].x == x && w->objects[i].y == y;
            if (!used) continue;
            if (x < x0) x0 = x;
            if (y < y0) y0 = y;
            if (x > x1) x1 = x;
            if (y > y1) y1 = y;
        }
    if (x1 < 0) return (SDL_Rect){0, 0, w->width, w->height};
    x0 = x0 > 0 ? x0 - 1 : 0;
    y0 = y0 > 0 ? y0 - 1 : 0;
    x1 = x1 + 1 < w->width ? x1 + 1 : w->width - 1;
    y1 = y1 + 1 < w->height ? y1 + 1 : w->height - 1;
    return (SDL_Rect){x0, y0, x1 - x0 + 1, y1 - y0 + 1};
}

void mj_view_draw(Gfx *g, const MjWorld *world, const MjWorld *prev, float t, SDL_Rect area,
                  const MjViewOpts *opts, MjViewDrawn *drawn)
{
    View v = {g, 0, 0, 0, 0, opts};
    SDL_Rect box = content_box(world);
    mj_view_fit(area, box.w, box.h, 92, &v.tile, &v.ox, &v.oy);
    int follow = opts->follow && v.tile < MJ_VIEW_FOLLOW_TILE;
    int cropped = box.w < world->width || box.h < world->height;
    SDL_Rect outer_clip;
    int had_clip = SDL_RenderIsClipEnabled(g->renderer);
    SDL_RenderGetClipRect(g->renderer, &outer_clip);
    if (follow) {
        float ax = (float)world->avatar_x, ay = (float)world->avatar_y;
        if (prev && t < 1.0f) { /* the camera slides with her */
            ax = prev->avatar_x + (world->avatar_x - prev->avatar_x) * t;
            ay = prev->avatar_y + (world->avatar_y - prev->avatar_y) * t;
        }
        v.tile = MJ_VIEW_FOLLOW_TILE;
        v.ox = follow_origin(area.x, area.w, box.w, v.tile, 0, ax - (float)box.x);
        v.oy = follow_origin(area.y, area.h, box.h, v.tile, v.tile / 3, ay - (float)box.y);
    }
    v.ox -= box.x * v.tile;
    v.oy -= box.y * v.tile;
    if (follow || cropped) { /* what lies outside the box (or scrolled out) stays out */
        SDL_Rect clip = area;
        if (had_clip && !SDL_IntersectRect(&outer_clip, &clip, &clip)) return;
        SDL_RenderSetClipRect(g->renderer, &clip);
        g->scrolled = follow; /* the room scrolls into view: the clip cuts its marks on the way */
    }
    v.lift = v.tile / 3;
    if (drawn)
        *drawn = (MjViewDrawn){v.tile, follow, cell(&v, (float)world->avatar_x, (float)world->avatar_y)};
    draw_ground(&v, world);
    draw_flat(&v, world, prev, t);
    draw_upright(&v, world, prev, t);
    if (opts->show_names) draw_names(&v, world, prev, t);
    if (follow || cropped) {
        g->scrolled = 0;
        SDL_RenderSetClipRect(g->renderer, had_clip ? &outer_clip : NULL);
    }
}
