/* render.c - the dungeon's map as pixels (render.h): tile by tile at `scale` pixels a tile, then
 * the doors (locks and gates), the puzzle rooms' letters, the keys and the pupil on top. Shapes
 * are filled by testing each pixel's centre in thousandths of a pixel (integers only), so the
 * picture is the same on every build. Depends on modes/dungeon (the world) and core/canvas.h
 * (the pixels and the PNG writer). */
#include <stdlib.h>
#include <string.h>

#include "core/canvas.h"
#include "core/i18n.h"
#include "dungeon/render.h"

/* ---- colours ---- */

static const uint8_t key_rgb[DG_MAX_KEYS][3] = {
    {235, 45, 45}, {40, 110, 245}, {255, 200, 0}, {40, 185, 70}, {165, 75, 225}, {250, 250, 250},
};
static const char *const key_names[DG_MAX_KEYS] = {"red", "blue", "gold", "green", "purple", "white"};
/* Main-path floors from the entrance (sky blue) to the exit (peach). */
static const uint8_t main_stops[5][3] = {
    {120, 200, 255}, {110, 230, 190}, {195, 235, 115}, {255, 215, 110}, {255, 165, 115},
};
static const uint8_t side_floor[3] = {150, 162, 186};
static const uint8_t corridor_floor[3] = {215, 200, 168};
static const uint8_t ink[3] = {20, 20, 30}; /* outlines, badges, the screen */
static const uint8_t white[3] = {255, 255, 255};
static const uint8_t door_brown[3] = {165, 100, 45};
static const uint8_t door_frame[3] = {95, 55, 22};
static const uint8_t gate_iron[3] = {55, 55, 72};
static const uint8_t gate_bars[3] = {205, 210, 230};
static const uint8_t chest_wood[3] = {150, 88, 36};
static const uint8_t chest_band[3] = {245, 195, 40};
static const uint8_t plant_green[3] = {45, 130, 60};
static const uint8_t screen_glow[3] = {80, 230, 255};
static const uint8_t torch_flame[3] = {255, 160, 50};
static const uint8_t tick_green[3] = {80, 235, 110};
static const uint8_t stairs_dark[3] = {55, 48, 70};
static const uint8_t stairs_step[3] = {235, 228, 205};
static const uint8_t you_pink[3] = {255, 40, 170};
static const uint8_t png_background[3] = {24, 26, 38};

static void shade(const uint8_t in[3], int percent, uint8_t out[3])
{
    for (int i = 0; i < 3; i++)
        out[i] = (uint8_t)(in[i] * percent / 100);
}

/* ---- shapes, in thousandths of their radius, y down ---- */

static const int16_t poly_triangle[3][2] = {{0, -1000}, {1000, 800}, {-1000, 800}};
static const int16_t poly_star[10][2] = {
    {0, -1000}, {264, -364}, {951, -309}, {428, 139},   {588, 809},
    {0, 450},   {-588, 809}, {-428, 139}, {-951, -309}, {-264, -364},
};
static const int16_t poly_square[4][2] = {{-800, -800}, {800, -800}, {800, 800}, {-800, 800}};
static const int16_t poly_diamond[4][2] = {{0, -1000}, {1000, 0}, {0, 1000}, {-1000, 0}};
static const int16_t poly_cross[12][2] = {
    {-340, -1000}, {340, -1000}, {340, -340}, {1000, -340}, {1000, 340},   {340, 340},
    {340, 1000},   {-340, 1000}, {-340, 340}, {-1000, 340}, {-1000, -340}, {-340, -340},
};

/* Is (px, py) inside the polygon v scaled to radius r? All in thousandths of a pixel; even-odd. */
static int in_poly(const int16_t (*v)[2], int n, int64_t px, int64_t py, int64_t r)
{
    int in = 0;
    for (int i = 0, j = n - 1; i < n; j = i++) {
        int64_t xi = v[i][0] * r / 1000, yi = v[i][1] * r / 1000, xj = v[j][0] * r / 1000,
                yj = v[j][1] * r / 1000;
        if ((yi > py) == (yj > py)) continue;
        int64_t t = (xj - xi) * (py - yi) - (px - xi) * (yj - yi);
        if (yj > yi ? t > 0 : t < 0) in = !in;
    }
    return in;
}

static int in_shape(int shape, int64_t px, int64_t py, int64_t r)
{
    switch (shape) {
    case DG_SHAPE_TRIANGLE: return in_poly(poly_triangle, 3, px, py, r);
    case DG_SHAPE_STAR: return in_poly(poly_star, 10, px, py, r);
    case DG_SHAPE_SQUARE: return in_poly(poly_square, 4, px, py, r);
    case DG_SHAPE_DIAMOND: return in_poly(poly_diamond, 4, px, py, r);
    case DG_SHAPE_CROSS: return in_poly(poly_cross, 12, px, py, r);
    default: return px * px + py * py <= r * r;
    }
}

/* Fill a shape centred at (cx, cy) of radius r, all in thousandths of a pixel. */
static void fill_shape(LpCanvas *c, int shape, int cx, int cy, int r, const uint8_t rgb[3])
{
    for (int y = (cy - r) / 1000 - 1; y <= (cy + r) / 1000 + 1; y++)
        for (int x = (cx - r) / 1000 - 1; x <= (cx + r) / 1000 + 1; x++)
            if (in_shape(shape, (int64_t)x * 1000 + 500 - cx, (int64_t)y * 1000 + 500 - cy, r))
                lp_canvas_put(c, x, y, rgb);
}

/* A key's look: its shape in its colour with a dark outline, centred on (cx, cy). */
static void key_shape(LpCanvas *c, int look, int cx, int cy, int r)
{
    uint8_t rgb[3];
    int shape;
    dg_key_look(look, rgb, &shape);
    int o = r / 4 > 1000 ? r / 4 : 1000;
    fill_shape(c, shape, cx, cy, r + o, ink);
    fill_shape(c, shape, cx, cy, r, rgb);
}

void dg_key_look(int k, uint8_t rgb[3], int *shape)
{
    k = ((k % DG_MAX_KEYS) + DG_MAX_KEYS) % DG_MAX_KEYS;
    memcpy(rgb, key_rgb[k], 3);
    *shape = k; /* the shapes are listed in the looks' order */
}

static int look_named(const char *name)
{
    for (int i = 0; i < DG_MAX_KEYS; i++)
        if (!strcmp(name, key_names[i])) return i;
    return !strcmp(name, "yellow") ? 2 : -1;
}

int dg_key_look_of(const DgWorld *w, int k)
{
    int count = w->key_count < DG_MAX_KEYS ? w->key_count : DG_MAX_KEYS;
    if (k < 0 || k >= count) return ((k % DG_MAX_KEYS) + DG_MAX_KEYS) % DG_MAX_KEYS;
    int look[DG_MAX_KEYS], taken = 0;
    for (int i = 0; i < count; i++) {
        look[i] = look_named(w->keys[i].name);
        if (look[i] >= 0) taken |= 1 << look[i];
    }
    for (int i = 0; i < count; i++)
        for (int l = 0; look[i] < 0 && l < DG_MAX_KEYS; l++)
            if (!(taken >> l & 1)) look[i] = l, taken |= 1 << l;
    return look[k] >= 0 ? look[k] : k;
}

void dg_key_icon(int look, int size, uint8_t *rgba, int stride)
{
    if (size <= 0 || !rgba) return;
    for (int y = 0; y < size; y++)
        memset(rgba + (size_t)y * (size_t)stride, 0, (size_t)size * 4);
    LpCanvas c = {.pixels = rgba, .width = size, .height = size, .channels = 4, .stride = stride};
    int r = size * 380, o = r / 4 > 1000 ? r / 4 : 1000; /* the outline as key_shape draws it */
    if (r + o > size * 500) r = size * 500 - 1000;
    key_shape(&c, look, size * 500, size * 500, r > 0 ? r : 500);
}

/* ---- the 3 x 5 letters of the puzzle rooms, one byte per row, bit 2 the leftmost ---- */

static const uint8_t letter_c[5] = {7, 4, 4, 4, 7}, letter_r[5] = {6, 5, 6, 5, 5};
static const uint8_t letter_m[5] = {5, 7, 7, 5, 5}, letter_q[5] = {7, 1, 3, 0, 2};
static const uint8_t tick[5] = {0x01, 0x03, 0x16, 0x1c, 0x08}; /* 5 x 5, bit 4 the leftmost */

/* ---- what the map shows ---- */

typedef struct Map {
    const DgWorld *w;
    const DgMapView *v;
    LpCanvas c;
    int s;                          /* pixels a tile */
    uint8_t floor[DG_MAX_ROOMS][3]; /* each room's floor colour */
} Map;

/* Is (x, y) a tile of the map (inside the world and DG_MAP_W x DG_MAP_H)? */
static int on_map(const DgWorld *w, int x, int y)
{
    return x >= 0 && y >= 0 && x < w->w && y < w->h && x < DG_MAP_W && y < DG_MAP_H;
}

static int room_shown(const Map *m, int r)
{
    return r >= 0 && r < m->w->room_count && r < DG_MAX_ROOMS && (m->v->all || (m->v->visited >> r & 1u));
}

/* Main rooms' floors graded by their distance from the entrance along main rooms (breadth first
 * over doors and corridors); side rooms grey-blue. */
static void room_colours(Map *m)
{
    const DgWorld *w = m->w;
    int n = w->room_count < DG_MAX_ROOMS ? w->room_count : DG_MAX_ROOMS;
    int depth[DG_MAX_ROOMS], queue[DG_MAX_ROOMS], head = 0, tail = 0, deepest = 0;
    uint8_t joined[DG_MAX_ROOMS][DG_MAX_ROOMS] = {{0}};
    for (int i = 0; i < w->door_count && i < DG_MAX_WORLD_DOORS; i++) {
        int a = w->doors[i].room, b = w->doors[i].to;
        if (a >= 0 && b >= 0 && a < n && b < n) joined[a][b] = joined[b][a] = 1;
    }
    for (int i = 0; i < w->corridor_count && i < DG_MAX_CORRIDORS; i++) {
        int a = w->corridors[i].from, b = w->corridors[i].to;
        if (a >= 0 && b >= 0 && a < n && b < n) joined[a][b] = joined[b][a] = 1;
    }
    for (int i = 0; i < n; i++)
        depth[i] = -1;
    if (w->entrance >= 0 && w->entrance < n) depth[w->entrance] = 0, queue[tail++] = w->entrance;
    while (head < tail) {
        int a = queue[head++];
        for (int b = 0; b < n; b++)
            if (joined[a][b] && depth[b] < 0 && w->rooms[b].main) {
                depth[b] = depth[a] + 1, queue[tail++] = b;
                if (depth[b] > deepest) deepest = depth[b];
            }
    }
    for (int r = 0; r < n; r++) {
        if (!w->rooms[r].main) {
            memcpy(m->floor[r], side_floor, 3);
            continue;
        }
        int t = depth[r] < 0 ? 0 : deepest ? depth[r] * 256 / deepest : 0; /* 0 .. 256 along 4 steps */
        int seg = t / 64 < 4 ? t / 64 : 3, f = t - seg * 64;
        for (int k = 0; k < 3; k++)
            m->floor[r][k] = (uint8_t)((main_stops[seg][k] * (64 - f) + main_stops[seg + 1][k] * f) / 64);
    }
}

/* Is corridor i seen: everything shown, or a room at either end? */
static int corridor_shown(const Map *m, int i)
{
    const DgWorldCorridor *cr = &m->w->corridors[i];
    return m->v->all || room_shown(m, cr->from) || room_shown(m, cr->to);
}

/* Is the corridor tile (x, y) seen? */
static int corridor_tile_shown(const Map *m, int x, int y)
{
    for (int i = 0; i < m->w->corridor_count && i < DG_MAX_CORRIDORS; i++)
        for (int k = 0; k < m->w->corridors[i].count && k < DG_CORRIDOR_MAX; k++)
            if (m->w->corridors[i].tiles[k][0] == x && m->w->corridors[i].tiles[k][1] == y)
                return corridor_shown(m, i);
    return 0;
}

/* One tile at (px, py) on a floor of colour fl (walls a darker shade of it). */
static void draw_tile(Map *m, DgTile t, int px, int py, const uint8_t fl[3])
{
    LpCanvas *c = &m->c;
    int s = m->s, mid = s * 500;
    uint8_t dark[3];
    shade(fl, 52, dark);
    if (t == DG_WALL || t == DG_TORCH) {
        lp_canvas_fill(c, px, py, s, s, dark);
        if (t == DG_TORCH && s >= 6)
            fill_shape(c, DG_SHAPE_CIRCLE, px * 1000 + mid, py * 1000 + mid, s * 220, torch_flame);
        return;
    }
    lp_canvas_fill(c, px, py, s, s, fl);
    int cx = px * 1000 + mid, cy = py * 1000 + mid;
    switch (t) {
    case DG_RUG: {
        uint8_t rug[3];
        shade(fl, 84, rug);
        int b = s >= 4 ? 1 : 0;
        lp_canvas_fill(c, px + b, py + b, s - 2 * b, s - 2 * b, rug);
        break;
    }
    case DG_PILLAR: fill_shape(c, DG_SHAPE_CIRCLE, cx, cy, s * 400, dark); break;
    case DG_STATUE: fill_shape(c, DG_SHAPE_SQUARE, cx, cy, s * 420, dark); break;
    case DG_PLANT: fill_shape(c, DG_SHAPE_CIRCLE, cx, cy, s * 330, plant_green); break;
    case DG_CHEST:
        lp_canvas_fill(c, px + s / 8, py + s / 4, s - 2 * (s / 8), s - 2 * (s / 4), chest_wood);
        lp_canvas_fill(c, px + s / 8, py + s / 2 - (s >= 6), s - 2 * (s / 8), s >= 6 ? 2 : 1, chest_band);
        break;
    case DG_TERMINAL:
        lp_canvas_fill(c, px + s / 8, py + s / 8, s - 2 * (s / 8), s - 2 * (s / 8), ink);
        lp_canvas_fill(c, px + s / 4, py + s / 4, s - 2 * (s / 4), s - 2 * (s / 4), screen_glow);
        break;
    case DG_STAIRS: /* a staircase seen from the side, three steps up to the right */
        lp_canvas_fill(c, px, py, s, s, stairs_dark);
        lp_canvas_fill(c, px + 1, py + 1, s - 2, s - 2, stairs_step);
        for (int k = 0; k < 3; k++) {
            int x0 = px + k * s / 3, x1 = k == 2 ? px + s : px + (k + 1) * s / 3,
                top = py + s - (k + 1) * s / 3;
            lp_canvas_fill(c, x0, top, x1 - x0, py + s - top, stairs_dark);
        }
        break;
    case DG_DOOR:
        lp_canvas_fill(c, px, py, s, s, s >= 4 ? door_frame : door_brown);
        if (s >= 4) lp_canvas_fill(c, px + 1, py + 1, s - 2, s - 2, door_brown);
        break;
    default: break;
    }
}

/* The rooms shown, tile by tile, then the corridors seen. */
static void draw_tiles(Map *m)
{
    const DgWorld *w = m->w;
    for (int y = 0; y < w->h && y < DG_MAP_H; y++)
        for (int x = 0; x < w->w && x < DG_MAP_W; x++)
            if (w->tile[y][x] != DG_EMPTY && room_shown(m, w->owner[y][x]))
                draw_tile(m, (DgTile)w->tile[y][x], x * m->s, y * m->s, m->floor[w->owner[y][x]]);
    for (int i = 0; i < w->corridor_count && i < DG_MAX_CORRIDORS; i++)
        for (int k = 0; corridor_shown(m, i) && k < w->corridors[i].count && k < DG_CORRIDOR_MAX; k++) {
            int x = w->corridors[i].tiles[k][0], y = w->corridors[i].tiles[k][1];
            if (on_map(w, x, y) && w->tile[y][x] != DG_EMPTY)
                draw_tile(m, (DgTile)w->tile[y][x], x * m->s, y * m->s, corridor_floor);
        }
}

/* Doors seen from either side: plain, locked (its key's colour and shape) or a gate. */
static void draw_doors(Map *m)
{
    const DgWorld *w = m->w;
    int s = m->s;
    for (int i = 0; i < w->door_count && i < DG_MAX_WORLD_DOORS; i++) {
        const DgWorldDoor *d = &w->doors[i];
        if (!on_map(w, d->x, d->y)) continue;
        if (!room_shown(m, d->room) && !room_shown(m, d->to)) continue;
        int px = d->x * s, py = d->y * s, cx = px * 1000 + s * 500, cy = py * 1000 + s * 500;
        const uint8_t *fl = room_shown(m, d->room) ? m->floor[d->room]
                            : room_shown(m, d->to) ? m->floor[d->to]
                                                   : side_floor;
        if (d->gate > 0 && d->gate <= DG_MAX_ROOMS) {
            int open = m->v->solved >> (d->gate - 1) & 1u, bar = s >= 8 ? 2 : 1;
            lp_canvas_fill(&m->c, px, py, s, s, open ? fl : gate_iron);
            for (int k = open ? 0 : 1; k <= (open ? 1 : 3); k++) {
                int bx = open ? px + k * (s - bar) : px + k * s / 4 - bar / 2;
                lp_canvas_fill(&m->c, bx, py, bar, s, gate_bars);
            }
        } else if (d->lock > 0 && d->lock <= w->key_count) {
            lp_canvas_fill(&m->c, px, py, s, s, ink);
            key_shape(&m->c, dg_key_look_of(w, d->lock - 1), cx, cy, s * 600);
        } else {
            draw_tile(m, DG_DOOR, px, py, fl);
        }
    }
}

/* A puzzle room's mode letter (and a tick once solved) on a dark badge in its middle. */
static void draw_badges(Map *m)
{
    const DgWorld *w = m->w;
    int u = m->s / 4 > 1 ? m->s / 4 : 1;
    if (m->s < 4) return;
    for (int r = 0; r < w->room_count && r < DG_MAX_ROOMS; r++) {
        int p = w->rooms[r].puzzle;
        if (!room_shown(m, r) || p < 0 || p >= w->puzzle_count) continue;
        LpMode mode = w->puzzles[p].mode;
        const uint8_t *letter = mode == LP_MODE_TOYCAR ? letter_c
                                : mode == LP_MODE_BOTS ? letter_r
                                : mode == LP_MODE_MAYS ? letter_m
                                                       : letter_q;
        int solved = m->v->solved >> r & 1u;
        int bw = solved ? 11 * u : 5 * u, bh = 7 * u;
        int x = (w->rooms[r].x * 2 + w->rooms[r].w) * m->s / 2 - bw / 2;
        int y = (w->rooms[r].y * 2 + w->rooms[r].h) * m->s / 2 - bh / 2;
        lp_canvas_fill(&m->c, x - 1, y - 1, bw + 2, bh + 2, white);
        lp_canvas_fill(&m->c, x, y, bw, bh, ink);
        lp_canvas_bitmap(&m->c, x + u, y + u, letter, 5, 3, u, white);
        if (solved) lp_canvas_bitmap(&m->c, x + 5 * u, y + u, tick, 5, 5, u, tick_green);
    }
}

static void draw_keys(Map *m)
{
    const DgWorld *w = m->w;
    for (int k = 0; k < w->key_count && k < DG_MAX_KEYS; k++) {
        int x = w->keys[k].x, y = w->keys[k].y;
        if (m->v->keys >> k & 1u || !on_map(w, x, y)) continue;
        if (!room_shown(m, w->owner[y][x]) &&
            !(w->owner[y][x] == DG_OWNER_CORRIDOR && corridor_tile_shown(m, x, y)))
            continue;
        key_shape(&m->c, dg_key_look_of(w, k), x * m->s * 1000 + m->s * 500, y * m->s * 1000 + m->s * 500,
                  m->s * 700);
    }
}

/* The pupil: a pink dot in a white ring with a dark outline. */
static void draw_you(Map *m)
{
    int x = m->v->you_x, y = m->v->you_y, s = m->s;
    if (!on_map(m->w, x, y)) return;
    int cx = x * s * 1000 + s * 500, cy = y * s * 1000 + s * 500, o = s * 130 > 1000 ? s * 130 : 1000;
    fill_shape(&m->c, DG_SHAPE_CIRCLE, cx, cy, s * 750 + o, ink);
    fill_shape(&m->c, DG_SHAPE_CIRCLE, cx, cy, s * 750, white);
    fill_shape(&m->c, DG_SHAPE_CIRCLE, cx, cy, s * 480, you_pink);
}

static int clamp_scale(int scale)
{
    return scale < DG_MAP_SCALE_MIN ? DG_MAP_SCALE_MIN : scale > DG_MAP_SCALE_MAX ? DG_MAP_SCALE_MAX : scale;
}

void dg_map_size(const DgWorld *w, int scale, int *pw, int *ph)
{
    int s = clamp_scale(scale);
    *pw = (w->w < DG_MAP_W ? w->w : DG_MAP_W) * s;
    *ph = (w->h < DG_MAP_H ? w->h : DG_MAP_H) * s;
    if (*pw < 0) *pw = 0;
    if (*ph < 0) *ph = 0;
}

void dg_map_draw(const DgWorld *w, const DgMapView *v, int scale, uint8_t *rgba, int stride)
{
    static const DgMapView everything = {.all = 1, .you_x = -1, .you_y = -1};
    int pw, ph;
    dg_map_size(w, scale, &pw, &ph);
    for (int y = 0; y < ph; y++)
        memset(rgba + (size_t)y * (size_t)stride, 0, (size_t)pw * 4);
    Map m = {.w = w,
             .v = v ? v : &everything,
             .c = {.pixels = rgba, .width = pw, .height = ph, .channels = 4, .stride = stride},
             .s = clamp_scale(scale)};
    room_colours(&m);
    draw_tiles(&m);
    draw_doors(&m);
    draw_badges(&m);
    draw_keys(&m);
    draw_you(&m);
}

int dg_map_write_png(const char *path, const DgWorld *w, int scale, LpDiag *diag)
{
    if (!path || !path[0]) return lp_diag_set(diag, "", 0, "%s", _("no file named for the map"));
    int pw, ph;
    dg_map_size(w, scale, &pw, &ph);
    if (pw <= 0 || ph <= 0) return lp_diag_set(diag, path, 0, "%s", _("the dungeon is empty: no map to draw"));
    uint8_t *rgba = malloc((size_t)pw * (size_t)ph * 4);
    if (!rgba) return lp_diag_set(diag, path, 0, "%s", _("out of memory"));
    DgMapView all = {.all = 1, .you_x = w->start_x, .you_y = w->start_y}; /* where the walk begins */
    dg_map_draw(w, &all, scale, rgba, pw * 4);
    /* onto the dark background, 3 bytes a pixel, in place */
    for (size_t i = 0; i < (size_t)pw * (size_t)ph; i++) {
        const uint8_t *from = rgba[i * 4 + 3] ? rgba + i * 4 : png_background;
        uint8_t rgb[3] = {from[0], from[1], from[2]};
        memcpy(rgba + i * 3, rgb, 3);
    }
    LpCanvas picture = {.pixels = rgba, .width = pw, .height = ph, .channels = 3};
    int ok = lp_canvas_write_png(&picture, path, diag);
    free(rgba);
    return ok;
}
