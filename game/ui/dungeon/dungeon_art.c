/* dungeon_art.c - the dungeon's tiles (dungeon_art.h), drawn in code. Every picture is laid out
 * in thousandths of its tile (u across, v down) and scaled to the tile on screen, with outlines
 * a whole number of pixels thick; doors turn by swapping u and v, the explorer faces west by
 * mirroring u. Depends on ui/widgets/gfx.h (the shapes) and dungeon/render.h (the keys' looks). */
#include "ui/dungeon/dungeon_art.h"

#include <stdlib.h>

#include "dungeon/render.h"

static const SDL_Color INK = {35, 31, 45, 255}, SHADOW = {0, 0, 0, 60}, WHITE = {255, 255, 255, 255};
static const SDL_Color FLOOR_A = {226, 214, 192, 255}, FLOOR_B = {216, 203, 180, 255};
static const SDL_Color CREAM = {255, 248, 230, 255}, CAP = {118, 108, 146, 255};
static const SDL_Color CAP_LINE = {88, 80, 114, 255}, CAP_HI = {146, 136, 174, 255};
static const SDL_Color BRICK = {194, 126, 92, 255}, MORTAR = {120, 80, 64, 255};
static const SDL_Color BRICK_HI = {218, 156, 120, 255}, WOOD = {176, 108, 52, 255};
static const SDL_Color WOOD_LIGHT = {204, 136, 70, 255}, WOOD_DARK = {116, 66, 30, 255};
static const SDL_Color IRON = {70, 74, 98, 255}, IRON_HI = {160, 166, 198, 255}, GOLD = {250, 198, 40, 255};
static const SDL_Color STONE = {214, 210, 228, 255}, STONE_DARK = {158, 152, 180, 255};
static const SDL_Color ARROW = {60, 200, 100, 255}, FLAME = {240, 120, 20, 255};
static const SDL_Color FLAME_IN = {255, 214, 60, 255}, SOLVED = {80, 220, 110, 255};
static const SDL_Color SCREEN = {90, 225, 255, 255}, SCREEN_DIM = {60, 185, 230, 255};

/* A tile being drawn: where, how lit, and how its thousandths turn. */
typedef struct Art {
    Gfx *g;
    SDL_Rect r;
    int lit;
    int swap, mirror; /* (u, v) drawn at (v, u); u drawn at 1000 - u */
    int o;            /* outline thickness in pixels */
} Art;

static Art art(Gfx *g, SDL_Rect r, int lit)
{
    /* Shapes drawn with SDL_RenderGeometry blend by the renderer's mode: make it blending. */
    SDL_SetRenderDrawBlendMode(g->renderer, SDL_BLENDMODE_BLEND);
    return (Art){g, r, lit, 0, 0, r.w >= 64 ? 3 : r.w >= 34 ? 2 : 1};
}

static SDL_Color rgba(int r, int g, int b, int a)
{
    return (SDL_Color){(Uint8)r, (Uint8)g, (Uint8)b, (Uint8)a};
}

static SDL_Color shade(SDL_Color c, int pct)
{
    int k[3] = {c.r * pct / 100, c.g * pct / 100, c.b * pct / 100};
    return rgba(k[0] > 255 ? 255 : k[0], k[1] > 255 ? 255 : k[1], k[2] > 255 ? 255 : k[2], c.a);
}

/* A colour as the tile shows it: a room the pupil is not in is darker and a little bluer. */
static SDL_Color tone(const Art *a, SDL_Color c)
{
    return a->lit ? c : rgba(c.r * 46 / 100, c.g * 48 / 100, c.b * 56 / 100 + 14, c.a);
}

static int px(const Art *a, int pm)
{
    return a->r.w * pm / 1000;
}

static void at(const Art *a, int u, int v, int *x, int *y)
{
    if (a->mirror) u = 1000 - u;
    *x = a->r.x + a->r.w * (a->swap ? v : u) / 1000;
    *y = a->r.y + a->r.h * (a->swap ? u : v) / 1000;
}

static SDL_Rect box(const Art *a, int u0, int v0, int u1, int v1)
{
    int x0, y0, x1, y1;
    at(a, u0, v0, &x0, &y0);
    at(a, u1, v1, &x1, &y1);
    return (SDL_Rect){x0 < x1 ? x0 : x1, y0 < y1 ? y0 : y1, abs(x1 - x0), abs(y1 - y0)};
}

static void fill(const Art *a, int u0, int v0, int u1, int v1, SDL_Color c)
{
    gfx_fill(a->g, box(a, u0, v0, u1, v1), tone(a, c));
}

/* A rounded box; with ink, outlined inside its edge. */
static void rbox(const Art *a, int u0, int v0, int u1, int v1, int rad, SDL_Color c, int ink)
{
    SDL_Rect b = box(a, u0, v0, u1, v1);
    gfx_round_rect(a->g, b, px(a, rad), tone(a, c));
    if (ink) gfx_round_frame(a->g, b, px(a, rad), a->o, tone(a, INK));
}

/* A disc; with ink, ringed outside. */
static void disc(const Art *a, int u, int v, int rad, SDL_Color c, int ink)
{
    int x, y;
    at(a, u, v, &x, &y);
    if (ink) gfx_circle(a->g, x, y, px(a, rad) + a->o, tone(a, INK));
    gfx_circle(a->g, x, y, px(a, rad), tone(a, c));
}

/* Two discs, at u and mirrored at 1000 - u (eyes, wheels, ears). */
static void discs2(const Art *a, int u, int v, int rad, SDL_Color c, int ink)
{
    disc(a, u, v, rad, c, ink);
    disc(a, 1000 - u, v, rad, c, ink);
}

/* A line wpm thousandths wide (at least a pixel), plus extra pixels. */
static void seg(const Art *a, int u0, int v0, int u1, int v1, int wpm, int extra, SDL_Color c)
{
    int x0, y0, x1, y1, w = px(a, wpm);
    at(a, u0, v0, &x0, &y0);
    at(a, u1, v1, &x1, &y1);
    gfx_line(a->g, (float)x0, (float)y0, (float)x1, (float)y1, (float)((w < 1 ? 1 : w) + extra), tone(a, c));
}

/* A fan of triangles from (cx, cy) round n points, in pixels. SDL 2's software renderer
 * (SDL_SW_RenderGeometryRaw) takes two triangles sharing two corners for a rectangle when they
 * meet at a right angle, which squares off half a diamond: so each triangle's centre is put a
 * 64th of a pixel from the last, and no two triangles share two corners. */
static void fan_px(Gfx *g, int cx, int cy, const int *xs, const int *ys, int n, SDL_Color c)
{
    SDL_Vertex v[3 * 16];
    int k = 0;
    for (int i = 0; i < n && i < 16; i++) {
        int j = (i + 1) % n;
        v[k++] = (SDL_Vertex){{(float)cx + (float)i / 64.0f, (float)cy}, c, {0, 0}};
        v[k++] = (SDL_Vertex){{(float)xs[i], (float)ys[i]}, c, {0, 0}};
        v[k++] = (SDL_Vertex){{(float)xs[j], (float)ys[j]}, c, {0, 0}};
    }
    SDL_RenderGeometry(g->renderer, NULL, v, k, NULL, 0);
}

/* A polygon of n points (at most 16), filled as a fan from (cu, cv), which must see every edge;
 * with ink, outlined. */
static void poly(const Art *a, const int (*p)[2], int n, int cu, int cv, SDL_Color c, int ink)
{
    int xs[16], ys[16], x, y;
    if (n > 16) n = 16;
    for (int i = 0; i < n; i++) {
        at(a, p[i][0], p[i][1], &xs[i], &ys[i]);
        if (!ink) continue;
        seg(a, p[i][0], p[i][1], p[(i + 1) % n][0], p[(i + 1) % n][1], 0, 2 * a->o - 1, INK);
        gfx_circle(a->g, xs[i], ys[i], a->o, tone(a, INK));
    }
    at(a, cu, cv, &x, &y);
    fan_px(a->g, x, y, xs, ys, n, tone(a, c));
}

static void tri(const Art *a, int u0, int v0, int u1, int v1, int u2, int v2, SDL_Color c)
{
    const int p[3][2] = {{u0, v0}, {u1, v1}, {u2, v2}};
    poly(a, p, 3, (u0 + u1 + u2) / 3, (v0 + v1 + v2) / 3, c, 0);
}

/* A four-pointed twinkle. */
static void sparkle(const Art *a, int u, int v, int rad, SDL_Color c)
{
    const int s = rad / 5, p[8][2] = {{u, v - rad}, {u + s, v - s}, {u + rad, v}, {u + s, v + s},
                                      {u, v + rad}, {u - s, v + s}, {u - rad, v}, {u - s, v - s}};
    poly(a, p, 8, u, v, c, 0);
}

/* Cosines of the sixteenths of a turn, in thousandths (k = 4 points down, 12 up). */
static const int cos16[16] = {1000,  924,  707,  383,  0,   -383, -707, -924,
                              -1000, -924, -707, -383, 0, 383, 707,  924};

/* The part of the disc at (u, v) from direction k0 round to k1 (sixteenths, clockwise on the
 * screen), cut off by the straight line between them, or with pie by the two radii; filled from
 * a point inside the cut (for a pie, where it sees both radii). */
static void disc_cap(const Art *a, int u, int v, int rad, int k0, int k1, int pie, SDL_Color c)
{
    int p[17][2], n = 0, km = (k0 + k1) / 2, d = pie ? 400 : 700;
    for (int k = k0; k <= k1 && n < 16; k++, n++) {
        p[n][0] = u + cos16[k & 15] * rad / 1000;
        p[n][1] = v + cos16[(k + 12) & 15] * rad / 1000;
    }
    if (pie) p[n][0] = u, p[n][1] = v, n++;
    poly(a, (const int (*)[2])p, n, u + cos16[km & 15] * rad / 1000 * d / 1000,
         v + cos16[(km + 12) & 15] * rad / 1000 * d / 1000, c, 0);
}

/* ---- keys ---- */

/* The keys' shapes, render.c's polygons in thousandths of their radius, y down, one after the
 * other in DgKeyShape's order (a circle has none). */
static const int shape_count[DG_SHAPE_COUNT] = {0, 3, 10, 4, 4, 12};
static const int shape_pts[33][2] = {
    {0, -1000},   {1000, 800},  {-1000, 800}, /* triangle */
    {0, -1000},   {264, -364},  {951, -309},  {428, 139},    {588, 809},  {0, 450},
    {-588, 809},  {-428, 139},  {-951, -309}, {-264, -364}, /* star */
    {-800, -800}, {800, -800},  {800, 800},   {-800, 800}, /* square */
    {0, -1000},   {1000, 0},    {0, 1000},    {-1000, 0}, /* diamond */
    {-340, -1000}, {340, -1000}, {340, -340},  {1000, -340},  {1000, 340},  {340, 340},
    {340, 1000},  {-340, 1000}, {-340, 340},  {-1000, 340}, {-1000, -340}, {-340, -340}, /* cross */
};

/* Shape `shape` of radius rad pixels centred on (cx, cy). */
static void shape_px(Gfx *g, int shape, int cx, int cy, int rad, SDL_Color c)
{
    int first = 0, n = shape > 0 && shape < DG_SHAPE_COUNT ? shape_count[shape] : 0, xs[12], ys[12];
    if (!n) {
        gfx_circle(g, cx, cy, rad, c);
        return;
    }
    for (int s = 0; s < shape; s++) first += shape_count[s];
    for (int i = 0; i < n; i++) {
        xs[i] = cx + shape_pts[first + i][0] * rad / 1000;
        ys[i] = cy + shape_pts[first + i][1] * rad / 1000;
    }
    fan_px(g, cx, cy, xs, ys, n, c);
}

static SDL_Color key_colour(int look, int *shape)
{
    uint8_t rgb[3];
    dg_key_look(look, rgb, shape);
    return rgba(rgb[0], rgb[1], rgb[2], 255);
}

/* A key's shape in its colour with a dark outline, as the map draws it (radius rad pixels). */
static void key_badge(const Art *a, int look, int cx, int cy, int rad, Uint8 alpha)
{
    int shape, o = rad / 4 > a->o ? rad / 4 : a->o;
    SDL_Color c = key_colour(look, &shape), ink = tone(a, INK);
    c.a = ink.a = alpha;
    shape_px(a->g, shape, cx, cy, rad + o, ink);
    shape_px(a->g, shape, cx, cy, rad, tone(a, c));
}

/* A key lying across the tile, lifted by dv, in colour c with look's shape on its bow. */
static void key_body(const Art *a, int look, int dv, SDL_Color c, int alpha)
{
    SDL_Color ink = INK, hi = shade(c, 118), cream = CREAM;
    ink.a = c.a = hi.a = cream.a = (Uint8)alpha;
    /* the bow, shaft and two teeth, their outline (when solid) first, under everything */
    SDL_Rect p[3] = {box(a, 530, 430 + dv, 940, 540 + dv), box(a, 730, 480 + dv, 800, 680 + dv),
                     box(a, 850, 480 + dv, 920, 640 + dv)};
    int bx, by, br = px(a, 290), o = alpha == 255 ? a->o : 0;
    at(a, 340, 480 + dv, &bx, &by);
    for (int pass = o ? 0 : 1; pass < 2; pass++) {
        int out = pass ? 0 : o;
        SDL_Color f = tone(a, pass ? c : ink);
        gfx_circle(a->g, bx, by, br + out, f);
        for (int i = 0; i < 3; i++)
            gfx_fill(a->g, (SDL_Rect){p[i].x - out, p[i].y - out, p[i].w + 2 * out, p[i].h + 2 * out}, f);
    }
    gfx_fill(a->g, (SDL_Rect){p[0].x, p[0].y + a->o, p[0].w - a->o, a->o}, tone(a, hi));
    /* a cream window in the bow with the key's shape in it */
    gfx_circle(a->g, bx, by, br * 72 / 100 + 1, tone(a, ink));
    gfx_circle(a->g, bx, by, br * 72 / 100, tone(a, cream));
    key_badge(a, look, bx, by, br * 45 / 100, (Uint8)(alpha < 255 ? 200 : 255));
}

void dg_art_key(Gfx *g, SDL_Rect r, int key_look, uint64_t tick)
{
    static const int bob[4] = {0, -30, -60, -30};
    Art a = art(g, r, 1);
    int f = (int)(tick / 30 % 4), shape, sw = 380 + bob[f];
    SDL_Color c = key_colour(key_look, &shape);
    rbox(&a, 500 - sw, 800, 500 + sw, 900, 50, SHADOW, 0);
    disc(&a, 500, 480 + bob[f] / 2, 430, rgba(c.r, c.g, c.b, 55), 0);
    key_body(&a, key_look, bob[f] - 20, c, 255);
    if (f >= 2) sparkle(&a, f == 2 ? 180 : 860, (f == 2 ? 210 : 360) + bob[f], f == 2 ? 120 : 80, WHITE);
}

void dg_art_key_icon(Gfx *g, SDL_Rect r, int key_look, int held)
{
    Art a = art(g, r, 1);
    int shape;
    SDL_Color c = key_colour(key_look, &shape);
    rbox(&a, 0, 0, 1000, 1000, 200, held ? rgba(255, 248, 230, 240) : rgba(0, 0, 0, 70), 0);
    gfx_round_frame(g, r, px(&a, 200), a.o, held ? INK : rgba(255, 255, 255, 110));
    Art in = art(g, (SDL_Rect){r.x + r.w / 10, r.y + r.h / 10, r.w - r.w / 5, r.h - r.h / 5}, 1);
    in.o = a.o;
    key_body(&in, key_look, 0, held ? c : WHITE, held ? 255 : 90);
}

/* ---- floor and walls ---- */

void dg_art_floor(Gfx *g, SDL_Rect r, int x, int y, int lit)
{
    Art a = art(g, r, lit);
    unsigned h = ((unsigned)x * 73856093u ^ (unsigned)y * 19349663u) * 2654435761u >> 16;
    SDL_Color base = shade((x + y) & 1 ? FLOOR_B : FLOOR_A, 97 + (int)(h % 5)), mark = shade(base, 86);
    fill(&a, 0, 0, 1000, 1000, base);
    /* a slab's bevel: light on its top and left, grout on its right and bottom */
    int t = a.o > 1 ? a.o - 1 : 1, right = r.x + r.w - t, low = r.y + r.h - t;
    SDL_Rect edge[4] = {{r.x, r.y, r.w, t}, {r.x, r.y, t, r.h}, {r.x, low, r.w, t}, {right, r.y, t, r.h}};
    for (int i = 0; i < 4; i++) gfx_fill(g, edge[i], tone(&a, shade(base, i < 2 ? 106 : 84)));
    if (h / 5 % 10 == 0) { /* a crack */
        seg(&a, 180, 260, 340, 400, 14, 0, mark);
        seg(&a, 340, 400, 300, 560, 14, 0, mark);
        seg(&a, 340, 400, 480, 450, 14, 0, mark);
    } else if (h / 5 % 10 == 1) { /* pebbles */
        disc(&a, 700, 680, 40, mark, 0);
        disc(&a, 780, 620, 28, mark, 0);
    }
}

/* Wall from (u0, v0) to (u1, v1): its stone top down to face_v, then its brick face below. The
 * joints fall at the same places on every tile, so walls join into one. */
static void wall_block(const Art *a, int u0, int v0, int u1, int v1, int face_v)
{
    if (face_v > v1) face_v = v1;
    fill(a, u0, v0, u1, face_v, CAP);
    /* big stone blocks on the top, two courses a tile, the joints staggered */
    for (int row = 0; row < 2; row++) {
        int top = row * 500 < v0 ? v0 : row * 500, bot = row * 500 + 500 > face_v ? face_v : row * 500 + 500;
        if (bot - top < 60) continue;
        fill(a, u0, top, u1, top + 30, CAP_HI);
        if (bot < face_v) fill(a, u0, bot - 20, u1, bot + 10, CAP_LINE);
        for (int j = row ? 250 : 0; j < 1000; j += 500)
            if (j >= u0 && j < u1) fill(a, j, top, j + 25, bot, CAP_LINE);
    }
    if (face_v >= v1) return;
    fill(a, u0, face_v, u1, v1, BRICK);
    int rows = (v1 - face_v + 70) / 140 > 1 ? (v1 - face_v + 70) / 140 : 1;
    for (int k = 0; k < rows; k++) {
        int top = face_v + (v1 - face_v) * k / rows, bot = face_v + (v1 - face_v) * (k + 1) / rows;
        fill(a, u0, top, u1, top + 22, BRICK_HI);
        fill(a, u0, bot - 22, u1, bot, MORTAR);
        for (int j = k % 2 ? 250 : 0; j < 1000; j += 500)
            if (j >= u0 && j < u1) fill(a, j, top, j + 28, bot, MORTAR);
    }
    fill(a, u0, v1 - 60, u1, v1, rgba(0, 0, 0, 50));
    SDL_Rect edge = box(a, u0, face_v, u1, face_v);
    gfx_fill(a->g, (SDL_Rect){edge.x, edge.y - a->o / 2, edge.w, a->o}, tone(a, INK));
}

void dg_art_wall(Gfx *g, SDL_Rect r, int x, int y, int lit, int floor_below)
{
    (void)x, (void)y; /* the same bricks on every wall */
    Art a = art(g, r, lit);
    wall_block(&a, 0, 0, 1000, 1000, floor_below ? 440 : 1000);
}

/* ---- props ---- */

void dg_art_rug(Gfx *g, SDL_Rect r, int x, int y, int lit)
{
    static const SDL_Color body[3] = {{200, 64, 64, 255}, {56, 104, 196, 255}, {150, 76, 170, 255}};
    static const SDL_Color trim[3] = {{250, 198, 40, 255}, {255, 240, 200, 255}, {250, 198, 40, 255}};
    static const int d[4][2] = {{500, 330}, {660, 500}, {500, 670}, {340, 500}};
    static const int e[4][2] = {{500, 420}, {580, 500}, {500, 580}, {420, 500}};
    Art a = art(g, r, lit);
    dg_art_floor(g, r, x, y, lit);
    int k = (int)(((unsigned)x * 7u + (unsigned)y * 3u) % 3), t = px(&a, 50) > 1 ? px(&a, 50) : 1;
    for (int u = 220; u <= 780; u += 80) { /* the fringes */
        seg(&a, u, 70, u, 150, 22, 0, CREAM);
        seg(&a, u, 850, u, 930, 22, 0, CREAM);
    }
    rbox(&a, 140, 130, 860, 870, 50, shade(body[k], 70), 0);
    rbox(&a, 160, 150, 840, 850, 40, body[k], 0);
    gfx_round_frame(g, box(&a, 230, 220, 770, 780), px(&a, 30), t, tone(&a, trim[k]));
    poly(&a, d, 4, 500, 500, trim[k], 0);
    poly(&a, e, 4, 500, 500, body[k], 0);
}

void dg_art_pillar(Gfx *g, SDL_Rect r, int lit)
{
    Art a = art(g, r, lit);
    rbox(&a, 150, 850, 850, 970, 60, SHADOW, 0);
    rbox(&a, 190, 790, 810, 940, 40, STONE_DARK, 1);
    rbox(&a, 290, 240, 710, 820, 30, STONE, 1);
    for (int u = 390; u <= 610; u += 110) seg(&a, u, 280, u, 780, 20, 0, STONE_DARK);
    fill(&a, 320, 270, 360, 790, rgba(255, 255, 255, 150));
    rbox(&a, 210, 130, 790, 270, 50, STONE, 1);
    fill(&a, 250, 160, 750, 190, rgba(255, 255, 255, 150));
}

void dg_art_statue(Gfx *g, SDL_Rect r, int lit)
{
    static const SDL_Color BRONZE = {96, 168, 150, 255}, BRONZE_DARK = {56, 118, 104, 255};
    Art a = art(g, r, lit);
    rbox(&a, 120, 870, 880, 980, 50, SHADOW, 0);
    rbox(&a, 170, 720, 830, 950, 40, STONE_DARK, 1);
    fill(&a, 190, 840, 810, 930, shade(STONE_DARK, 80));
    /* a bronze knight: sword, body, helmet with a crest, a round shield */
    seg(&a, 740, 200, 740, 700, 55, 2 * a.o, INK);
    seg(&a, 740, 200, 740, 700, 55, 0, IRON_HI);
    seg(&a, 660, 560, 820, 560, 50, 0, INK);
    rbox(&a, 330, 400, 670, 740, 120, BRONZE, 1);
    tri(&a, 440, 60, 560, 60, 500, 230, shade(BRONZE, 80));
    disc(&a, 500, 270, 150, BRONZE, 1);
    fill(&a, 400, 260, 600, 300, BRONZE_DARK);
    disc(&a, 380, 570, 140, BRONZE_DARK, 1);
    disc(&a, 380, 570, 60, BRONZE, 0);
}

void dg_art_plant(Gfx *g, SDL_Rect r, int lit)
{
    static const SDL_Color POT = {206, 104, 62, 255}, LEAF = {72, 176, 72, 255}, SHINE = {130, 214, 100, 255};
    static const int leaf[6][3] = {{330, 430, 170}, {670, 430, 170}, {500, 330, 200},
                                   {380, 230, 130}, {630, 220, 140}, {500, 520, 170}};
    Art a = art(g, r, lit);
    rbox(&a, 220, 880, 780, 980, 50, SHADOW, 0);
    /* the leaves' outlines first, so the bush is one outlined shape */
    for (int i = 0; i < 6; i++) disc(&a, leaf[i][0], leaf[i][1], leaf[i][2], INK, 1);
    for (int i = 0; i < 6; i++) disc(&a, leaf[i][0], leaf[i][1], leaf[i][2], LEAF, 0);
    for (int i = 0; i < 6; i++)
        disc(&a, leaf[i][0] - leaf[i][2] / 4, leaf[i][1] - leaf[i][2] / 4, leaf[i][2] / 3, SHINE, 0);
    disc(&a, 640, 300, 60, rgba(255, 120, 170, 255), 1);
    disc(&a, 640, 300, 25, GOLD, 0);
    rbox(&a, 320, 640, 680, 940, 70, POT, 1);
    rbox(&a, 270, 590, 730, 690, 30, shade(POT, 115), 1);
}

void dg_art_torch(Gfx *g, SDL_Rect r, int lit, uint64_t tick)
{
    static const int lean[4] = {0, 50, -40, 20}, tall[4] = {0, 50, 20, 70};
    static const int stick[4][2] = {{430, 440}, {570, 440}, {530, 760}, {470, 760}};
    Art a = art(g, r, lit);
    int f = (int)(tick / 30 % 4), tip = 60 - tall[f], l = lean[f];
    disc(&a, 500, 400, 380 - f % 2 * 30, rgba(255, 190, 70, 50), 0);
    disc(&a, 500, 360, 250, rgba(255, 210, 90, 70), 0);
    rbox(&a, 410, 640, 590, 820, 40, IRON, 1);
    poly(&a, stick, 4, 500, 600, WOOD, 1);
    rbox(&a, 370, 380, 630, 480, 40, IRON, 1);
    fill(&a, 400, 400, 600, 420, IRON_HI);
    disc(&a, 500, 290, 150, FLAME, 0);
    tri(&a, 355, 270, 645, 270, 500 + l, tip, FLAME);
    disc(&a, 500, 310, 95, FLAME_IN, 0);
    tri(&a, 410, 300, 590, 300, 500 + l / 2, tip + 110, FLAME_IN);
    disc(&a, 500, 330, 45, CREAM, 0);
}

void dg_art_chest(Gfx *g, SDL_Rect r, int open, int lit)
{
    static const int coin[5][2] = {{300, 450}, {420, 420}, {540, 450}, {660, 425}, {480, 480}};
    Art a = art(g, r, lit);
    rbox(&a, 110, 860, 890, 970, 50, SHADOW, 0);
    if (open) { /* the lid stands up behind */
        rbox(&a, 130, 120, 870, 440, 100, WOOD_DARK, 1);
        rbox(&a, 200, 180, 800, 400, 60, shade(WOOD_DARK, 70), 0);
    }
    rbox(&a, 130, 430, 870, 920, 60, WOOD, 0);
    seg(&a, 140, 680, 860, 680, 25, 0, WOOD_DARK);
    if (!open) rbox(&a, 110, 220, 890, 480, 140, WOOD_LIGHT, 0);
    for (int u = 230; u <= 690; u += 460) fill(&a, u, open ? 440 : 230, u + 80, 915, GOLD); /* bands */
    gfx_round_frame(g, box(&a, 130, 430, 870, 920), px(&a, 60), a.o, tone(&a, INK));
    if (open) { /* coins shine inside */
        rbox(&a, 170, 400, 830, 540, 40, rgba(60, 36, 22, 255), 1);
        for (int i = 0; i < 5; i++) disc(&a, coin[i][0], coin[i][1], 70, GOLD, 1);
        sparkle(&a, 620, 320, 110, WHITE);
    } else { /* the lid and its lock */
        gfx_round_frame(g, box(&a, 110, 220, 890, 480), px(&a, 140), a.o, tone(&a, INK));
        rbox(&a, 410, 380, 590, 590, 40, GOLD, 1);
        disc(&a, 500, 455, 38, INK, 0);
        fill(&a, 485, 455, 515, 545, INK);
    }
}

void dg_art_stairs(Gfx *g, SDL_Rect r, int lit)
{
    static const SDL_Color TOP = {232, 222, 200, 255}, DEEP = {52, 44, 66, 255};
    static const int arrow[7][2] = {{400, 170}, {600, 170}, {600, 500}, {770, 500},
                                    {500, 830}, {230, 500}, {400, 500}};
    Art a = art(g, r, lit);
    rbox(&a, 40, 40, 960, 960, 90, STONE_DARK, 1);
    /* five steps going down, each further down darker */
    for (int k = 0; k < 5; k++) {
        int t = 120 + k * 152, b = t + 152, m = 255 - k * 60;
        SDL_Color c = rgba((TOP.r * m + DEEP.r * (255 - m)) / 255, (TOP.g * m + DEEP.g * (255 - m)) / 255,
                           (TOP.b * m + DEEP.b * (255 - m)) / 255, 255);
        fill(&a, 120, t, 880, b - 50, c);
        fill(&a, 120, b - 50, 880, b, shade(c, 70));
    }
    gfx_round_frame(g, box(&a, 120, 120, 880, 880), 0, a.o, tone(&a, INK));
    /* the big green arrow: this way down and out */
    poly(&a, arrow, 7, 500, 520, ARROW, 1);
    fill(&a, 430, 200, 470, 480, rgba(255, 255, 255, 120));
}

/* ---- doors ---- */

/* A locked door across the opening lo..hi, its plate in the key's colour and shape. */
static void door_locked(const Art *a, int lo, int hi, int key_look)
{
    rbox(a, lo - 10, 60, hi + 10, 990, 110, WOOD, 1);
    for (int u = lo + (hi - lo) / 3; u < hi - 30; u += (hi - lo) / 3) /* planks */
        fill(a, u - 12, 100, u + 12, 960, WOOD_DARK);
    fill(a, lo + 30, 100, lo + 50, 960, WOOD_LIGHT);
    for (int v = 200; v <= 790; v += 590) { /* iron bands */
        fill(a, lo, v, hi, v + 80, IRON);
        disc(a, lo + 70, v + 40, 22, IRON_HI, 0);
        disc(a, hi - 70, v + 40, 22, IRON_HI, 0);
    }
    int x, y, rad = px(a, a->swap ? 220 : 230);
    at(a, (lo + hi) / 2, 500, &x, &y);
    key_badge(a, key_look, x, y, rad, 255);
    /* the keyhole: a round top over a widening slot */
    int hr = rad / 4 > 2 ? rad / 4 : 2;
    int xq[4] = {x - hr * 2 / 3, x + hr * 2 / 3, x + hr + 1, x - hr - 1};
    int yq[4] = {y - rad / 6, y - rad / 6, y + rad / 2, y + rad / 2};
    gfx_circle(a->g, x, y - rad / 6, hr, tone(a, INK));
    fan_px(a->g, x, y + rad / 6, xq, yq, 4, tone(a, INK));
}

/* A gate across lo..hi: a grid of iron bars hanging from a beam, raised open_permille of the way. */
static void door_gate(const Art *a, int lo, int hi, int open_permille)
{
    int d = (900 - 140) * open_permille / 1000, end = 900 - d;
    for (int k = 0; k < 5 && end > 170; k++) {
        int u = lo + (hi - lo) * (2 * k + 1) / 10;
        seg(a, u, 140, u, end, 55, 2 * a->o, INK);
        seg(a, u, 140, u, end, 55, 0, IRON);
        seg(a, u - 12, 150, u - 12, end - 10, 14, 0, IRON_HI);
        tri(a, u - 55, end - 10, u + 55, end - 10, u, end + 60, IRON);
    }
    for (int v = 420 - d; v <= 730 - d; v += 310) {
        if (v < 180) continue;
        seg(a, lo + 20, v, hi - 20, v, 60, 2 * a->o, INK);
        seg(a, lo + 20, v, hi - 20, v, 60, 0, IRON);
        seg(a, lo + 20, v - 12, hi - 20, v - 12, 14, 0, IRON_HI);
    }
    rbox(a, lo - 60, 20, hi + 60, 160, 30, IRON, 1);
    fill(a, lo - 20, 50, hi + 20, 75, IRON_HI);
    for (int k = 1; k <= 3; k++) disc(a, lo + (hi - lo) * k / 4, 110, 22, IRON_HI, 0);
}

void dg_art_door(Gfx *g, SDL_Rect r, DgSide wall_side, int kind, int key_look, int open_permille, int lit)
{
    Art a = art(g, r, lit);
    int across = wall_side == DG_NORTH || wall_side == DG_SOUTH;
    /* the bits of wall either side, drawn as they stand: a face shows on the south side of a
     * room's north wall, as on the walls beside it, and above the way through an east or west one */
    int lo = across ? 200 : 250, hi = across ? 800 : 840, face = wall_side == DG_NORTH ? 440 : 1000;
    if (across) {
        wall_block(&a, 0, 0, lo, 1000, face);
        wall_block(&a, hi, 0, 1000, 1000, face);
    } else {
        wall_block(&a, 0, 0, 1000, lo, 110);
        wall_block(&a, 0, hi, 1000, 1000, 1000);
    }
    /* from here on u runs across the opening (lo..hi) and v along the way through it */
    a.swap = !across;
    int edge = a.o * 1000 / a.r.w;
    fill(&a, lo, 0, lo + edge, 1000, INK);
    fill(&a, hi - edge, 0, hi, 1000, INK);
    open_permille = open_permille < 0 ? 0 : open_permille > 1000 ? 1000 : open_permille;
    if (kind == 1) door_locked(&a, lo, hi, key_look);
    else if (kind == 2 && open_permille < 1000) door_gate(&a, lo, hi, open_permille);
    else { /* an open doorway: a worn threshold between two wooden posts */
        fill(&a, lo, 380, hi, 620, rgba(120, 90, 60, 50));
        fill(&a, lo, 0, lo + 60, 1000, WOOD_DARK);
        fill(&a, hi - 60, 0, hi, 1000, WOOD_DARK);
    }
}

/* ---- terminals and the modes' icons ---- */

void dg_art_tick_mark(Gfx *g, int cx, int cy, int size, SDL_Color c)
{
    int x[3] = {cx - size * 38 / 100, cx - size * 12 / 100, cx + size * 40 / 100};
    int y[3] = {cy + size * 2 / 100, cy + size * 28 / 100, cy - size * 30 / 100};
    int w = size / 5 > 2 ? size / 5 : 2, o = size / 14 > 1 ? size / 14 : 1;
    SDL_SetRenderDrawBlendMode(g->renderer, SDL_BLENDMODE_BLEND);
    for (int pass = 0; pass < 2; pass++) { /* the outline, then the tick */
        int ww = pass ? w : w + 2 * o;
        SDL_Color k = pass ? c : INK;
        for (int i = 0; i < 2; i++)
            gfx_line(g, (float)x[i], (float)y[i], (float)x[i + 1], (float)y[i + 1], (float)ww, k);
        for (int i = 0; i < 3; i++) gfx_circle(g, x[i], y[i], ww / 2, k);
    }
}

void dg_art_mode_icon(Gfx *g, SDL_Rect r, LpMode mode, SDL_Color c)
{
    static const int cab[4][2] = {{230, 460}, {330, 230}, {640, 230}, {780, 460}};
    static const int w1[4][2] = {{320, 440}, {380, 290}, {480, 290}, {480, 440}};
    static const int w2[4][2] = {{540, 440}, {540, 290}, {610, 290}, {690, 440}};
    Art a = art(g, r, 1);
    /* details in ink on a light colour, in white on a dark one */
    SDL_Color d = c.r * 3 + c.g * 6 + c.b > 1300 ? INK : WHITE;
    d.a = c.a;
    switch (mode) {
    case LP_MODE_TOYCAR:
        poly(&a, cab, 4, 500, 380, c, 0);
        rbox(&a, 50, 420, 950, 720, 130, c, 0);
        poly(&a, w1, 4, 420, 380, d, 0);
        poly(&a, w2, 4, 590, 380, d, 0);
        discs2(&a, 270, 720, 150, d, 0); /* wheels */
        discs2(&a, 270, 720, 60, c, 0);
        disc(&a, 880, 530, 45, d, 0);
        break;
    case LP_MODE_BOTS:
        seg(&a, 500, 110, 500, 300, 60, 0, c); /* antenna */
        disc(&a, 500, 110, 90, c, 0);
        rbox(&a, 80, 440, 920, 700, 40, c, 0); /* ears */
        rbox(&a, 170, 270, 830, 900, 150, c, 0);
        discs2(&a, 370, 530, 105, d, 0);
        discs2(&a, 370, 530, 40, c, 0);
        rbox(&a, 320, 700, 680, 790, 30, d, 0);
        for (int u = 410; u <= 590; u += 90) seg(&a, u, 700, u, 790, 25, 0, c);
        break;
    case LP_MODE_MAYS: /* May in her hat */
        discs2(&a, 180, 640, 120, c, 0);
        disc(&a, 500, 600, 300, c, 0);
        rbox(&a, 310, 90, 690, 330, 90, c, 0);
        rbox(&a, 110, 300, 890, 400, 50, c, 0);
        fill(&a, 310, 250, 690, 300, d);
        seg(&a, 170, 400, 830, 400, 35, 0, d);
        discs2(&a, 400, 590, 50, d, 0);
        seg(&a, 410, 730, 500, 770, 40, 0, d);
        seg(&a, 500, 770, 590, 730, 40, 0, d);
        break;
    default: gfx_text_in(g, FONT_BOLD, "?", r.h * 3 / 4, c, r, ALIGN_CENTER, 0); break;
    }
}

void dg_art_terminal(Gfx *g, SDL_Rect r, LpMode mode, int solved, int lit, uint64_t tick)
{
    static const SDL_Color BEZEL = {62, 70, 104, 255}, BASE = {96, 102, 138, 255};
    Art a = art(g, r, lit);
    int p = (int)(tick / 30 % 2), x, y;
    if (!solved) { /* a glow on the floor round it, breathing on the blink clock */
        rbox(&a, 10, 10, 990, 990, 220, rgba(90, 225, 255, p ? 110 : 60), 0);
        SDL_Color ring = rgba(90, 225, 255, p ? 230 : 150);
        gfx_round_frame(g, box(&a, 10, 10, 990, 990), px(&a, 220), a.o, tone(&a, ring));
    }
    rbox(&a, 200, 880, 800, 970, 50, SHADOW, 0);
    rbox(&a, 260, 780, 740, 940, 40, BASE, 1);
    rbox(&a, 400, 620, 600, 800, 20, BEZEL, 1);
    rbox(&a, 100, 80, 900, 680, 110, BEZEL, 1);
    rbox(&a, 170, 140, 830, 600, 60, solved ? SOLVED : p ? SCREEN : SCREEN_DIM, 0);
    fill(&a, 220, 180, 560, 210, rgba(255, 255, 255, 90));
    disc(&a, 790, 640, 30, solved ? SOLVED : p ? GOLD : shade(GOLD, 70), 0);
    if (solved) {
        at(&a, 500, 370, &x, &y);
        dg_art_tick_mark(g, x, y, px(&a, 520), tone(&a, WHITE));
        return;
    }
    dg_art_mode_icon(g, box(&a, 210, 150, 790, 590), mode, tone(&a, INK));
    for (int k = 0; k < 2 * p; k++) sparkle(&a, k ? 880 : 120, 740, 90, WHITE);
}

/* ---- the explorer ---- */

static void lantern(const Art *a, int u, int v)
{
    seg(a, u, v - 130, u, v - 60, 30, 0, INK);
    rbox(a, u - 75, v - 70, u + 75, v + 90, 30, rgba(255, 226, 90, 255), 1);
    fill(a, u - 75, v - 70, u + 75, v - 30, IRON);
    disc(a, u, v + 15, 35, CREAM, 0);
}

void dg_art_explorer(Gfx *g, SDL_Rect r, DgSide facing, int walk_phase)
{
    static const SDL_Color SKIN = {246, 204, 166, 255}, HAIR = {116, 68, 40, 255}, BOOT = {80, 52, 44, 255};
    static const SDL_Color PACK = {244, 156, 40, 255}, PANTS = {48, 92, 170, 255}, TOP = {236, 72, 153, 255};
    static const SDL_Color CHEEK = {255, 120, 140, 150};
    Art a = art(g, r, 1);
    int ph = walk_phase & 3, bob = ph % 2 ? -30 : 0, lf = ph == 1 ? -60 : 0, rf = ph == 3 ? -60 : 0;
    int side = facing == DG_EAST || facing == DG_WEST, hv = 340 + bob;
    int lu = facing == DG_NORTH ? 200 : side ? 800 : 790, lv = 730 + bob;
    a.mirror = facing == DG_WEST;
    rbox(&a, 220, 880, 780, 980, 50, rgba(0, 0, 0, 70), 0);
    disc(&a, lu, lv, 200, rgba(255, 230, 120, 70), 0); /* the lantern's light on the floor */
    if (facing == DG_NORTH) lantern(&a, lu, lv);       /* held in front, so behind from here */
    /* boots: side by side, or one ahead of the other */
    rbox(&a, side ? 370 : 350, 820 + lf, side ? 520 : 480, 950 + lf, 50, BOOT, 1);
    rbox(&a, side ? 490 : 520, 820 + rf, 650, 950 + rf, 50, BOOT, 1);
    /* the backpack behind: peeping out each side from the front, on the back from the side */
    if (facing == DG_SOUTH) rbox(&a, 270, 560 + bob, 730, 800 + bob, 80, PACK, 1);
    if (side) rbox(&a, 210, 540 + bob, 420, 820 + bob, 80, PACK, 1);
    rbox(&a, side ? 350 : 320, 740 + bob, side ? 650 : 680, 880 + bob, 50, PANTS, 1);
    rbox(&a, side ? 350 : 320, 540 + bob, side ? 650 : 680, 790 + bob, 110, TOP, 1);
    for (int u = 370; facing == DG_SOUTH && u <= 590; u += 220) /* straps */
        fill(&a, u, 560 + bob, u + 40, 780 + bob, shade(PACK, 80));
    if (facing == DG_NORTH) { /* the whole backpack */
        rbox(&a, 300, 520 + bob, 700, 860 + bob, 90, PACK, 1);
        rbox(&a, 300, 520 + bob, 700, 640 + bob, 60, shade(PACK, 85), 1);
        rbox(&a, 400, 700 + bob, 600, 810 + bob, 30, shade(PACK, 110), 1);
    }
    /* head: the face on the side it looks at, hair over the top and the back */
    const int tuft[3][2] = {{410, hv - 190}, {570, hv - 200}, {470, hv - 250}};
    if (!side) discs2(&a, 250, hv + 40, 60, SKIN, 1); /* ears */
    poly(&a, tuft, 3, 480, hv - 240, HAIR, 1);
    disc(&a, 500, hv, 260, facing == DG_NORTH ? HAIR : SKIN, 1);
    if (facing == DG_SOUTH) {
        disc_cap(&a, 500, hv, 262, 8, 16, 0, HAIR);
        discs2(&a, 430, hv + 70, 42, INK, 0);
        discs2(&a, 442, hv + 55, 14, WHITE, 0);
        discs2(&a, 370, hv + 150, 38, CHEEK, 0);
        seg(&a, 455, hv + 170, 500, hv + 195, 24, 0, INK);
        seg(&a, 500, hv + 195, 545, hv + 170, 24, 0, INK);
    } else if (side) {
        disc_cap(&a, 500, hv, 262, 4, 16, 1, HAIR);
        disc(&a, 420, hv + 40, 50, SKIN, 1); /* the ear, over the hair */
        disc(&a, 650, hv + 50, 42, INK, 0);
        disc(&a, 662, hv + 35, 14, WHITE, 0);
        disc(&a, 610, hv + 150, 36, CHEEK, 0);
        seg(&a, 680, hv + 180, 730, hv + 165, 24, 0, INK);
    }
    /* the lantern in the hand on the side it walks toward (in front, from the side) */
    if (facing != DG_NORTH) {
        lantern(&a, lu, lv);
        disc(&a, lu - (side ? 90 : 70), lv - 120, 45, SKIN, 1);
    }
}
