/* bots_view.c - the robot world drawn in isometric 2.5D: stone columns of unit cubes, blue
 * boxes, yellow switches, a friendly robot that shows where it faces, a compass, and the last
 * action animated. Every shape is a polygon projected from world space and filled with
 * SDL_RenderGeometry through one small vertex batch, back to front (painter's order).
 * Depends on SDL2, gfx (text and the palette), bots_fit (the zoom to fit and which block in front
 * of the robot or a switch is drawn see-through) and modes/bots (the world it draws).
 * Long file: projection, the vertex batch, the robot and the animation of one view; splitting
 * them (bots_mesh.c, bots_robot.c, bots_anim.c) is planned in docs/architecture.md. */
#include "ui/bots/bots_view.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ui/bots/bots_fit.h"

#define BV_PI 3.14159265358979323846f
#define BATCH_CAP 3000 /* vertices per SDL_RenderGeometry call */
#define ZH_RATIO 0.92f /* height of one block on screen, in half cell widths */
#define HEADROOM 1.45f /* room kept above every column for the robot (climbing, antenna) ... */
#define HEADROOM_BOX 2.05f /* ... and for a box it lifts over its head */
#define BOX_INSET 0.07f
#define SEE_THROUGH 90 /* the alpha of a block drawn see-through (about 35%) */
#define ARROW_AHEAD 0.95f /* the facing arrow's centre, in cells in front of the robot */

/* ---- Colours ---------------------------------------------------------------------------- */

static SDL_Color rgba(int r, int g, int b, int a) { return (SDL_Color){(Uint8)r, (Uint8)g, (Uint8)b, (Uint8)a}; }

static SDL_Color mix(SDL_Color a, SDL_Color b, float t)
{
    if (t < 0) t = 0;
    if (t > 1) t = 1;
    return rgba((int)(a.r + (b.r - a.r) * t + 0.5f), (int)(a.g + (b.g - a.g) * t + 0.5f),
                (int)(a.b + (b.b - a.b) * t + 0.5f), (int)(a.a + (b.a - a.a) * t + 0.5f));
}

static SDL_Color scale_rgb(SDL_Color c, float f)
{
    int r = (int)(c.r * f), g = (int)(c.g * f), b = (int)(c.b * f);
    return rgba(r > 255 ? 255 : r, g > 255 ? 255 : g, b > 255 ? 255 : b, c.a);
}

static SDL_Color with_alpha(SDL_Color c, int a) { return rgba(c.r, c.g, c.b, a < 0 ? 0 : a > 255 ? 255 : a); }

/* Stone (grey-blue), boxes (Okabe-Ito blue), switches (yellow), robot (vermillion). */
static const SDL_Color STONE_TOP = {203, 212, 226, 255}, STONE_TOP_ALT = {187, 198, 215, 255};
static const SDL_Color STONE_LEFT = {146, 160, 184, 255}, STONE_RIGHT = {107, 120, 148, 255};
static const SDL_Color EDGE = {43, 48, 70, 255};
static const SDL_Color BOX_TOP = {72, 164, 224, 255}, BOX_LEFT = {0, 114, 178, 255}, BOX_RIGHT = {0, 82, 132, 255};
static const SDL_Color BOX_PLANK = {120, 192, 236, 255};
static const SDL_Color SW_TOP = {240, 228, 66, 255}, SW_SIDE = {170, 152, 22, 255}, SW_RING = {196, 178, 30, 255};
static const SDL_Color SW_LIT = {255, 250, 190, 255}, SW_GLOW = {255, 238, 80, 255};
static const SDL_Color BOT_LIGHT = {246, 140, 56, 255}, BOT_MID = {213, 94, 0, 255}, BOT_DARK = {140, 58, 0, 255};
static const SDL_Color BOT_FACE = {253, 251, 245, 255}, BOT_TREAD = {64, 62, 82, 255};
static const SDL_Color ANTENNA_BALL = {230, 159, 0, 255};

/* ---- Batched polygons ------------------------------------------------------------------- */

typedef struct Batch {
    SDL_Renderer *r;
    int n;
    int alpha; /* 255, or less to draw see-through (a block in front of the robot or a switch) */
    SDL_Vertex v[BATCH_CAP];
} Batch;

static void flush(Batch *b)
{
    if (b->n > 0) SDL_RenderGeometry(b->r, NULL, b->v, b->n, NULL, 0);
    b->n = 0;
}

static void tri3(Batch *b, SDL_FPoint p0, SDL_Color c0, SDL_FPoint p1, SDL_Color c1, SDL_FPoint p2, SDL_Color c2)
{
    if (b->n + 3 > BATCH_CAP) flush(b);
    if (b->alpha < 255) {
        c0.a = (Uint8)(c0.a * b->alpha / 255);
        c1.a = (Uint8)(c1.a * b->alpha / 255);
        c2.a = (Uint8)(c2.a * b->alpha / 255);
    }
    b->v[b->n++] = (SDL_Vertex){p0, c0, {0, 0}};
    b->v[b->n++] = (SDL_Vertex){p1, c1, {0, 0}};
    b->v[b->n++] = (SDL_Vertex){p2, c2, {0, 0}};
}

/* A convex polygon, fanned from its first point. */
static void poly(Batch *b, const SDL_FPoint *p, int n, SDL_Color c)
{
    for (int i = 1; i + 1 < n; i++) tri3(b, p[0], c, p[i], c, p[i + 1], c);
}

/* A quad with a colour per corner (smooth shading). */
static void quad4(Batch *b, const SDL_FPoint *p, const SDL_Color *c)
{
    tri3(b, p[0], c[0], p[1], c[1], p[2], c[2]);
    tri3(b, p[0], c[0], p[2], c[2], p[3], c[3]);
}

/* A star-shaped polygon fanned from a centre point. */
static void fan(Batch *b, SDL_FPoint centre, const SDL_FPoint *p, int n, SDL_Color c)
{
    for (int i = 0; i < n; i++) tri3(b, centre, c, p[i], c, p[(i + 1) % n], c);
}

static void line(Batch *b, SDL_FPoint a, SDL_FPoint z, float w, SDL_Color c)
{
    float dx = z.x - a.x, dy = z.y - a.y, len = sqrtf(dx * dx + dy * dy);
    if (len < 0.01f) return;
    float ux = dx / len * w * 0.5f, uy = dy / len * w * 0.5f; /* also extends the ends: closed corners */
    SDL_FPoint q[4] = {{a.x - ux - uy, a.y - uy + ux}, {z.x + ux - uy, z.y + uy + ux},
                       {z.x + ux + uy, z.y + uy - ux}, {a.x - ux + uy, a.y - uy - ux}};
    poly(b, q, 4, c);
}

static void outline(Batch *b, const SDL_FPoint *p, int n, float w, SDL_Color c)
{
    int alpha = b->alpha; /* a see-through shape keeps a firmer outline, so its form still reads */
    if (alpha < 255) b->alpha = alpha * 2 > 255 ? 255 : alpha * 2;
    for (int i = 0; i < n; i++) line(b, p[i], p[(i + 1) % n], w, c);
    b->alpha = alpha;
}

/* A soft halo: the ring from polygon p (colour c) out by grow pixels (fading to nothing). */
static void halo(Batch *b, SDL_FPoint centre, const SDL_FPoint *p, int n, float grow, SDL_Color c)
{
    SDL_Color clear = with_alpha(c, 0);
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        SDL_FPoint o[2];
        const SDL_FPoint *src[2] = {&p[i], &p[j]};
        for (int k = 0; k < 2; k++) {
            float dx = src[k]->x - centre.x, dy = src[k]->y - centre.y, len = sqrtf(dx * dx + dy * dy);
            if (len < 0.01f) len = 0.01f;
            o[k] = (SDL_FPoint){src[k]->x + dx / len * grow, src[k]->y + dy / len * grow};
        }
        SDL_FPoint q[4] = {p[i], p[j], o[1], o[0]};
        SDL_Color qc[4] = {c, c, clear, clear};
        quad4(b, q, qc);
    }
}

/* The ring between two point lists of the same length, fading from inner to outer colour. */
static void ring_fade(Batch *b, const SDL_FPoint *in, const SDL_FPoint *out, int n, SDL_Color ci, SDL_Color co)
{
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        SDL_FPoint q[4] = {in[i], in[j], out[j], out[i]};
        SDL_Color qc[4] = {ci, ci, co, co};
        quad4(b, q, qc);
    }
}

/* ---- Projection ------------------------------------------------------------------------- */

/* World space: X east, Y south in cells (a cell's centre is x + 0.5), Z up in blocks. */
typedef struct Proj {
    float c, s;       /* camera rotation */
    float hw, hh, zh; /* half a cell's width and height on screen; one block's height */
    float ox, oy;     /* screen point of the world's centre at height 0 */
    float cx, cy;     /* the world's centre in cells */
} Proj;

static void turn(const Proj *p, float X, float Y, float *u, float *v)
{
    float px = X - p->cx, py = Y - p->cy;
    *u = px * p->c - py * p->s;
    *v = px * p->s + py * p->c;
}

static SDL_FPoint proj(const Proj *p, float X, float Y, float Z)
{
    float u, v;
    turn(p, X, Y, &u, &v);
    return (SDL_FPoint){p->ox + (u - v) * p->hw, p->oy + (u + v) * p->hh - Z * p->zh};
}

/* Larger is nearer the viewer. */
static float depth_of(const Proj *p, float X, float Y)
{
    float u, v;
    turn(p, X, Y, &u, &v);
    return u + v;
}

/* How much a horizontal direction faces the viewer (> 0: visible side), and how much it leans
 * to the right of the screen (-1 left .. 1 right). */
static void facing_view(const Proj *p, float nx, float ny, float *toward, float *lean)
{
    float nu = nx * p->c - ny * p->s, nv = nx * p->s + ny * p->c;
    *toward = (nu + nv) * 0.70710678f;
    *lean = (nu - nv) * 0.70710678f;
}

/* Light comes from the upper left: side faces go from `left` to `right` as they lean. */
static SDL_Color side_shade(const Proj *p, float nx, float ny, SDL_Color left, SDL_Color right)
{
    float toward, lean;
    facing_view(p, nx, ny, &toward, &lean);
    return mix(left, right, (lean + 1) * 0.5f);
}

/* Point-in-convex-quad (either winding). */
static int inside(const SDL_FPoint *q, int n, float x, float y)
{
    int pos = 0, neg = 0;
    for (int i = 0; i < n; i++) {
        const SDL_FPoint *a = &q[i], *z = &q[(i + 1) % n];
        float cr = (z->x - a->x) * (y - a->y) - (z->y - a->y) * (x - a->x);
        pos |= cr > 0, neg |= cr < 0;
    }
    return !(pos && neg);
}

/* Is screen point (px, py) on the picture of column (x, y) of height top: its top or a side? */
static int column_hit(const Proj *p, int x, int y, float top, float px, float py)
{
    float cx[4] = {(float)x, x + 1.0f, x + 1.0f, (float)x}, cy[4] = {(float)y, (float)y, y + 1.0f, y + 1.0f};
    SDL_FPoint q[4];
    for (int k = 0; k < 4; k++) q[k] = proj(p, cx[k], cy[k], top);
    if (inside(q, 4, px, py)) return 1;
    for (int i = 0; i < 4 && top > 0; i++) {
        int j = (i + 1) % 4;
        SDL_FPoint f[4] = {proj(p, cx[i], cy[i], 0), proj(p, cx[j], cy[j], 0), proj(p, cx[j], cy[j], top),
                           proj(p, cx[i], cy[i], top)};
        if (inside(f, 4, px, py)) return 1;
    }
    return 0;
}

/* ---- Solid shapes ------------------------------------------------------------------------ */

static const float side_nx[4] = {0, 1, 0, -1}, side_ny[4] = {-1, 0, 1, 0}; /* N E S W */

typedef struct Look {
    SDL_Color top, left, right, edge;
    float lw; /* outline width in pixels */
} Look;

/* The four plan corners of a rectangle, in the order N side, E side, S side, W side run. */
static void rect_corners(float x0, float y0, float x1, float y1, float *cx, float *cy)
{
    cx[0] = x0, cy[0] = y0;
    cx[1] = x1, cy[1] = y0;
    cx[2] = x1, cy[2] = y1;
    cx[3] = x0, cy[3] = y1;
}

/* A block over plan rectangle [x0,x1]x[y0,y1] from z0 to z1. Side i (N E S W) is drawn when
 * bit i of sides is set and it faces the viewer; the top when top is set. face_out (may be
 * NULL) receives each drawn side's corners (bottom a, bottom b, top b, top a) for details. */
static void block(Batch *b, const Proj *p, float x0, float y0, float x1, float y1, float z0, float z1,
                  const Look *lk, int sides, int top, SDL_FPoint face_out[4][4], int *drawn)
{
    float cx[4], cy[4];
    rect_corners(x0, y0, x1, y1, cx, cy);
    int mask = 0;
    for (int i = 0; i < 4; i++) {
        float toward, lean;
        facing_view(p, side_nx[i], side_ny[i], &toward, &lean);
        if (!(sides & (1 << i)) || toward <= 0.001f) continue;
        int j = (i + 1) % 4;
        SDL_FPoint q[4] = {proj(p, cx[i], cy[i], z0), proj(p, cx[j], cy[j], z0), proj(p, cx[j], cy[j], z1),
                           proj(p, cx[i], cy[i], z1)};
        poly(b, q, 4, side_shade(p, side_nx[i], side_ny[i], lk->left, lk->right));
        outline(b, q, 4, lk->lw, lk->edge);
        if (face_out) memcpy(face_out[i], q, sizeof q);
        mask |= 1 << i;
    }
    if (top) {
        SDL_FPoint q[4];
        for (int i = 0; i < 4; i++) q[i] = proj(p, cx[i], cy[i], z1);
        poly(b, q, 4, lk->top);
        outline(b, q, 4, lk->lw, lk->edge);
    }
    if (drawn) *drawn = mask;
}

static SDL_FPoint lerp_pt(SDL_FPoint a, SDL_FPoint z, float t) { return (SDL_FPoint){a.x + (z.x - a.x) * t, a.y + (z.y - a.y) * t}; }

/* A point on a face given by (bottom a, bottom b, top b, top a) at (s along, h up) in 0..1. */
static SDL_FPoint on_face(const SDL_FPoint *q, float s, float h)
{
    return lerp_pt(lerp_pt(q[0], q[1], s), lerp_pt(q[3], q[2], s), h);
}

/* A blue box: lighter lid, plank frame and a cross plank on each visible side. */
static void crate(Batch *b, const Proj *p, float X, float Y, float half, float z0, float lw, float lit)
{
    float size = half * 2;
    Look lk = {BOX_TOP, BOX_LEFT, BOX_RIGHT, EDGE, lw};
    SDL_FPoint faces[4][4];
    int drawn = 0;
    block(b, p, X - half, Y - half, X + half, Y + half, z0, z0 + size, &lk, 15, 1, faces, &drawn);
    for (int i = 0; i < 4 && lit > 0; i++) {
        /* Light from the pressed switch underneath, rising up the sides. */
        if (!(drawn & (1 << i))) continue;
        const SDL_FPoint *q = faces[i];
        SDL_FPoint g[4] = {on_face(q, 0, 0.1f), on_face(q, 1, 0.1f), on_face(q, 1, 0.5f), on_face(q, 0, 0.5f)};
        SDL_Color lo = with_alpha(SW_LIT, (int)(170 * lit)), hi = with_alpha(SW_LIT, 0);
        SDL_Color gc[4] = {lo, lo, hi, hi};
        quad4(b, g, gc);
        SDL_FPoint strip[4] = {q[0], q[1], on_face(q, 1, 0.1f), on_face(q, 0, 0.1f)};
        poly(b, strip, 4, mix(SW_TOP, SW_LIT, lit * 0.5f));
        line(b, strip[2], strip[3], lw, EDGE);
    }
    float plank = p->hw * half * 0.2f;
    if (plank < 1.5f) return;
    for (int i = 0; i < 4; i++) {
        if (!(drawn & (1 << i))) continue;
        const SDL_FPoint *q = faces[i];
        SDL_Color pl = side_shade(p, side_nx[i], side_ny[i], BOX_PLANK, scale_rgb(BOX_PLANK, 0.72f));
        SDL_Color dark = rgba(0, 50, 90, 255);
        const float e = 0.16f;
        SDL_FPoint f[4] = {on_face(q, e, e), on_face(q, 1 - e, e), on_face(q, 1 - e, 1 - e), on_face(q, e, 1 - e)};
        line(b, f[0], f[2], plank * 1.15f, dark);
        line(b, f[0], f[2], plank * 0.75f, pl);
        outline(b, f, 4, lw, dark);
    }
    /* The lid: an inset square. */
    SDL_FPoint lid[4];
    float cx[4], cy[4], in = half * 0.62f;
    rect_corners(X - in, Y - in, X + in, Y + in, cx, cy);
    for (int i = 0; i < 4; i++) lid[i] = proj(p, cx[i], cy[i], z0 + size);
    outline(b, lid, 4, lw, with_alpha(rgba(0, 60, 110, 255), 150));
}

/* A rounded square plate in plan: n points at height z. */
#define PLATE_PTS 24
static void plate_points(const Proj *p, float X, float Y, float half, float radius, float z, SDL_FPoint *out,
                         float *nx, float *ny)
{
    static const float corner_x[4] = {1, -1, -1, 1}, corner_y[4] = {1, 1, -1, -1};
    int k = 0;
    for (int c = 0; c < 4; c++) {
        float ccx = X + corner_x[c] * (half - radius), ccy = Y + corner_y[c] * (half - radius);
        for (int i = 0; i < PLATE_PTS / 4; i++) {
            float a = (c * 90.0f + i * 90.0f / (PLATE_PTS / 4 - 1)) * BV_PI / 180.0f;
            float dx = cosf(a), dy = sinf(a);
            out[k] = proj(p, ccx + dx * radius, ccy + dy * radius, z);
            if (nx) nx[k] = dx, ny[k] = dy;
            k++;
        }
    }
}

/* A switch plate on top of a column at height z. */
static void switch_plate(Batch *b, const Proj *p, float X, float Y, float z, int pressed, float glow, float lw)
{
    SDL_FPoint top[PLATE_PTS], bot[PLATE_PTS];
    float nx[PLATE_PTS], ny[PLATE_PTS];
    float half = 0.38f, radius = 0.12f, thick = pressed ? 0.025f : 0.09f;
    plate_points(p, X, Y, half, radius, z + thick, top, nx, ny);
    plate_points(p, X, Y, half, radius, z, bot, NULL, NULL);
    SDL_FPoint mid = proj(p, X, Y, z + thick);
    if (pressed) {
        /* A soft light spilling onto the stone around it, and a dark pressed-in ring. */
        SDL_FPoint rim[PLATE_PTS], edge[PLATE_PTS];
        plate_points(p, X, Y, half + 0.05f, radius + 0.05f, z, rim, NULL, NULL);
        plate_points(p, X, Y, 0.5f, 0.1f, z, edge, NULL, NULL);
        ring_fade(b, rim, edge, PLATE_PTS, with_alpha(SW_GLOW, (int)(170 + 85 * glow)), with_alpha(SW_GLOW, (int)(60 * glow)));
        fan(b, proj(p, X, Y, z), rim, PLATE_PTS, with_alpha(EDGE, 230));
    }
    for (int i = 0; i < PLATE_PTS; i++) {
        int j = (i + 1) % PLATE_PTS;
        float toward, lean;
        facing_view(p, (nx[i] + nx[j]) * 0.5f, (ny[i] + ny[j]) * 0.5f, &toward, &lean);
        if (toward <= 0) continue;
        SDL_FPoint q[4] = {bot[i], bot[j], top[j], top[i]};
        poly(b, q, 4, mix(SW_SIDE, scale_rgb(SW_SIDE, 0.75f), (lean + 1) * 0.5f));
    }
    fan(b, mid, top, PLATE_PTS, pressed ? mix(SW_TOP, SW_LIT, 0.5f + 0.5f * glow) : SW_TOP);
    outline(b, top, PLATE_PTS, lw, EDGE);
    /* A ring on the plate says "button": dark when raised, shining when pressed. */
    SDL_FPoint ring[PLATE_PTS];
    plate_points(p, X, Y, 0.2f, 0.19f, z + thick, ring, NULL, NULL);
    if (pressed) {
        fan(b, mid, ring, PLATE_PTS, with_alpha(COL_WHITE, (int)(150 + 100 * glow)));
        outline(b, ring, PLATE_PTS, lw * 1.2f, SW_RING);
    } else {
        fan(b, mid, ring, PLATE_PTS, mix(SW_TOP, SW_RING, 0.35f));
        outline(b, ring, PLATE_PTS, lw * 1.4f, SW_RING);
    }
}

/* A rounded-square ring lying on a cell's top (a highlight or a warning), outlined in ink. */
static void cell_ring(Batch *b, const Proj *p, float X, float Y, float z, float grow, SDL_Color c)
{
    SDL_FPoint o[PLATE_PTS], in[PLATE_PTS], m1[PLATE_PTS], m2[PLATE_PTS];
    plate_points(p, X, Y, 0.51f + grow, 0.13f, z, o, NULL, NULL);
    plate_points(p, X, Y, 0.485f + grow, 0.11f, z, m1, NULL, NULL);
    plate_points(p, X, Y, 0.395f + grow, 0.08f, z, m2, NULL, NULL);
    plate_points(p, X, Y, 0.37f + grow, 0.07f, z, in, NULL, NULL);
    ring_fade(b, in, o, PLATE_PTS, COL_INK, COL_INK);
    ring_fade(b, m2, m1, PLATE_PTS, c, c);
}

/* ---- The world's columns --------------------------------------------------------------- */

static int terrain_at(const BotsWorld *w, int x, int y) { return bots_in_grid(w, x, y) ? w->terrain[y][x] : 0; }

/* Bit k of see[y][x]: the column's block (or box) at level k is drawn see-through. */
typedef uint32_t SeeGrid[BOTS_MAX_D][BOTS_MAX_W];

static int glass_at(const SeeGrid see, int x, int y, int k) { return k >= 0 && k < 32 && (see[y][x] >> k & 1u); }

/* Does column (x, y) have a solid (not see-through) ground block at level k? */
static int solid_at(const BotsWorld *w, const SeeGrid see, int x, int y, int k)
{
    return terrain_at(w, x, y) > k && !glass_at(see, x, y, k);
}

static void draw_column(Batch *b, const Proj *p, const BotsWorld *w, int x, int y, int boxes_shown,
                        int pressed, float glow, float lw, const SeeGrid see)
{
    int t = w->terrain[y][x];
    float X = (float)x, Y = (float)y;
    for (int k = 0; k < t; k++) {
        /* A see-through block shows only its outer faces (none between two such blocks); a
         * solid block's side shows through a see-through neighbour. */
        int glass = glass_at(see, x, y, k), sides = 0;
        for (int i = 0; i < 4; i++) {
            int nx = x + (int)side_nx[i], ny = y + (int)side_ny[i];
            if (!(glass ? terrain_at(w, nx, ny) > k : solid_at(w, see, nx, ny, k))) sides |= 1 << i;
        }
        b->alpha = glass ? SEE_THROUGH : 255;
        int top = k == t - 1;
        /* Alternate block layers a little so heights can be counted; the top layer is lightest. */
        float f = top ? 1.04f : ((t - 1 - k) % 2 ? 0.9f : 0.96f);
        /* Higher tops are a little lighter, so heights read at a glance. */
        SDL_Color top_c = mix((x + y) % 2 ? STONE_TOP_ALT : STONE_TOP, COL_WHITE, 0.045f * (t - 1));
        /* Under see-through blocks the column is cut: a solid top at the cut. */
        int cut = !glass && !top && glass_at(see, x, y, k + 1);
        Look lk = {cut ? mix(top_c, EDGE, 0.12f) : top_c, scale_rgb(STONE_LEFT, f), scale_rgb(STONE_RIGHT, f), EDGE, lw};
        block(b, p, X, Y, X + 1, Y + 1, (float)k, (float)k + 1, &lk, sides, top || cut, NULL, NULL);
        if (top) {
            /* A bevel highlight along the two back edges of the top. */
            SDL_FPoint q[4];
            float cx[4], cy[4], in = 0.05f;
            rect_corners(X + in, Y + in, X + 1 - in, Y + 1 - in, cx, cy);
            for (int i = 0; i < 4; i++) q[i] = proj(p, cx[i], cy[i], (float)t);
            int back = 0;
            float best = 1e9f;
            for (int i = 0; i < 4; i++) {
                float d = depth_of(p, cx[i], cy[i]);
                if (d < best) best = d, back = i;
            }
            SDL_Color hi = rgba(255, 255, 255, 120);
            line(b, q[(back + 3) % 4], q[back], lw * 1.3f, hi);
            line(b, q[back], q[(back + 1) % 4], lw * 1.3f, hi);
            /* Shade along the foot of any taller neighbour. */
            for (int i = 0; i < 4 && boxes_shown == 0; i++) {
                int nx = x + (int)side_nx[i], ny = y + (int)side_ny[i];
                if (bots_top(w, nx, ny) <= t) continue;
                float ex[4], ey[4];
                rect_corners(X, Y, X + 1, Y + 1, ex, ey);
                int j = (i + 1) % 4;
                float ix = -side_nx[i] * 0.28f, iy = -side_ny[i] * 0.28f;
                SDL_FPoint s4[4] = {proj(p, ex[i], ey[i], (float)t), proj(p, ex[j], ey[j], (float)t),
                                    proj(p, ex[j] + ix, ey[j] + iy, (float)t), proj(p, ex[i] + ix, ey[i] + iy, (float)t)};
                SDL_Color dark = rgba(30, 36, 60, 75), clear = rgba(30, 36, 60, 0);
                SDL_Color sc[4] = {dark, dark, clear, clear};
                quad4(b, s4, sc);
            }
        }
    }
    b->alpha = 255; /* a switch is never see-through */
    if (w->switches[y][x]) switch_plate(b, p, X + 0.5f, Y + 0.5f, (float)t, pressed, glow, lw);
    for (int k = 0; k < boxes_shown; k++) {
        b->alpha = glass_at(see, x, y, t + k) ? SEE_THROUGH : 255;
        crate(b, p, X + 0.5f, Y + 0.5f, 0.5f - BOX_INSET, (float)(t + k), lw, k == 0 && pressed ? 0.6f + 0.4f * glow : 0.0f);
    }
    b->alpha = 255;
}

/* A faint dotted outline of a cell with no ground, so holes read as holes. */
static void draw_hole(Batch *b, const Proj *p, int x, int y, float lw)
{
    float cx[4], cy[4];
    rect_corners((float)x + 0.06f, (float)y + 0.06f, (float)x + 0.94f, (float)y + 0.94f, cx, cy);
    SDL_Color c = rgba(43, 48, 70, 70);
    for (int i = 0; i < 4; i++) {
        SDL_FPoint a = proj(p, cx[i], cy[i], 0), z = proj(p, cx[(i + 1) % 4], cy[(i + 1) % 4], 0);
        for (int d = 0; d < 5; d++)
            line(b, lerp_pt(a, z, d / 5.0f + 0.04f), lerp_pt(a, z, d / 5.0f + 0.16f), lw * 1.4f, c);
    }
}

/* ---- The robot -------------------------------------------------------------------------- */

typedef struct BotPose {
    float x, y, z;  /* centre of its feet, world space */
    float th;       /* facing angle in the ground plane: 0 east, pi/2 south */
    int box;        /* a box is drawn with it (carried, or on its way in or out of its hands) */
    float bx, by, bz, bhalf; /* that box: centre in plan, bottom, half size */
    float ground;   /* the height its shadow falls on */
} BotPose;

/* The robot is modelled in its own units and drawn ROBOT_SCALE times bigger. */
#define ROBOT_SCALE 1.28f

/* A point on (or in) the robot's round body: angle a, distance radius from its axis, height z. */
static SDL_FPoint cyl(const Proj *p, const BotPose *r, float a, float radius, float z)
{
    return proj(p, r->x + cosf(a) * radius * ROBOT_SCALE, r->y + sinf(a) * radius * ROBOT_SCALE,
                r->z + z * ROBOT_SCALE);
}

static float cyl_toward(const Proj *p, float a)
{
    float toward, lean;
    facing_view(p, cosf(a), sinf(a), &toward, &lean);
    return toward;
}

static SDL_Color cyl_shade(const Proj *p, float a, SDL_Color light, SDL_Color midc, SDL_Color dark)
{
    float toward, lean;
    facing_view(p, cosf(a), sinf(a), &toward, &lean);
    float l = -lean * 0.8f + toward * 0.3f; /* light from the upper left */
    return l >= 0 ? mix(midc, light, l) : mix(midc, dark, -l);
}

#define CYL_SEG 32

/* The visible half of a vertical band (frustum) from (r0, z0) to (r1, z1), smoothly shaded. */
static void band(Batch *b, const Proj *p, const BotPose *r, float r0, float z0, float r1, float z1, SDL_Color light,
                 SDL_Color midc, SDL_Color dark, float lw, int bottom_edge)
{
    for (int i = 0; i < CYL_SEG; i++) {
        float a0 = i * 2 * BV_PI / CYL_SEG, a1 = (i + 1) * 2 * BV_PI / CYL_SEG;
        if (cyl_toward(p, (a0 + a1) * 0.5f) < -0.08f) continue;
        SDL_FPoint q[4] = {cyl(p, r, a0, r0, z0), cyl(p, r, a1, r0, z0), cyl(p, r, a1, r1, z1), cyl(p, r, a0, r1, z1)};
        SDL_Color c0 = cyl_shade(p, a0, light, midc, dark), c1 = cyl_shade(p, a1, light, midc, dark);
        SDL_Color qc[4] = {c0, c1, c1, c0};
        quad4(b, q, qc);
        if (bottom_edge) line(b, q[0], q[1], lw, EDGE);
    }
}

/* The two silhouette lines of a vertical band. */
static void band_sides(Batch *b, const Proj *p, const BotPose *r, float r0, float z0, float r1, float z1, float lw)
{
    /* Where the surface turns away from the viewer: cos(a + cam) + sin(a + cam) == 0. */
    float base = -BV_PI / 4 - atan2f(p->s, p->c);
    for (int k = 0; k < 2; k++) {
        float a = base + k * BV_PI;
        line(b, cyl(p, r, a, r0, z0), cyl(p, r, a, r1, z1), lw, EDGE);
    }
}

static void ellipse(const Proj *p, const BotPose *r, float radius, float z, SDL_FPoint *out, int n)
{
    for (int i = 0; i < n; i++) out[i] = cyl(p, r, i * 2 * BV_PI / n, radius, z);
}

/* A patch on the body's surface around angle a (half width in radians), z from z0 to z1. */
static void surface_patch(Batch *b, const Proj *p, const BotPose *r, float a, float half, float radius, float z0,
                          float z1, SDL_Color c, float lw)
{
    const int n = 10;
    SDL_FPoint lo[11], hi[11];
    int vis[11];
    for (int i = 0; i <= n; i++) {
        float ai = a - half + 2 * half * i / n;
        lo[i] = cyl(p, r, ai, radius, z0);
        hi[i] = cyl(p, r, ai, radius, z1);
        vis[i] = cyl_toward(p, ai) > 0.02f;
    }
    for (int i = 0; i < n; i++) {
        if (!vis[i] || !vis[i + 1]) continue;
        SDL_FPoint q[4] = {lo[i], lo[i + 1], hi[i + 1], hi[i]};
        poly(b, q, 4, c);
        line(b, lo[i], lo[i + 1], lw, EDGE);
        line(b, hi[i], hi[i + 1], lw, EDGE);
        if (i == 0 || !vis[i - 1]) line(b, lo[i], hi[i], lw, EDGE);
        if (i == n - 1 || !vis[i + 2]) line(b, lo[i + 1], hi[i + 1], lw, EDGE);
    }
}

/* An eye: an upright oval on the body's surface at angle a, height z. */
static void eye(Batch *b, const Proj *p, const BotPose *r, float a, float radius, float z, float size)
{
    if (cyl_toward(p, a) < 0.12f) return;
    SDL_FPoint pts[14];
    for (int i = 0; i < 14; i++) {
        float f = i * 2 * BV_PI / 14;
        pts[i] = cyl(p, r, a + cosf(f) * size / radius, radius + 0.004f, z + sinf(f) * size * 1.35f);
    }
    SDL_FPoint c = cyl(p, r, a, radius, z);
    fan(b, c, pts, 14, COL_INK);
    SDL_FPoint shine[8];
    for (int i = 0; i < 8; i++) {
        float f = i * 2 * BV_PI / 8;
        shine[i] = cyl(p, r, a - size * 0.35f / radius + cosf(f) * size * 0.38f / radius, radius + 0.006f,
                       z + size * 0.55f + sinf(f) * size * 0.45f);
    }
    fan(b, cyl(p, r, a - size * 0.35f / radius, radius, z + size * 0.55f), shine, 8, COL_WHITE);
}

/* A dot of screen radius rad with a dark rim. */
static void knob(Batch *b, SDL_FPoint c, float rad, float lw, SDL_Color fill)
{
    SDL_FPoint ring[14];
    for (int i = 0; i < 14; i++) ring[i] = (SDL_FPoint){c.x + cosf(i * BV_PI / 7) * (rad + lw), c.y + sinf(i * BV_PI / 7) * (rad + lw)};
    fan(b, c, ring, 14, EDGE);
    for (int i = 0; i < 14; i++) ring[i] = (SDL_FPoint){c.x + cosf(i * BV_PI / 7) * rad, c.y + sinf(i * BV_PI / 7) * rad};
    fan(b, c, ring, 14, fill);
}

/* A point in the robot's own frame: f forward, s to its right, z up (robot units). */
static SDL_FPoint local(const Proj *p, const BotPose *r, float f, float s, float z)
{
    float fx = cosf(r->th), fy = sinf(r->th);
    return proj(p, r->x + (fx * f - fy * s) * ROBOT_SCALE, r->y + (fy * f + fx * s) * ROBOT_SCALE, r->z + z * ROBOT_SCALE);
}

static SDL_FPoint hand_point(const Proj *p, const BotPose *r, float side)
{
    float a = r->th + side * BV_PI / 2;
    if (r->box) {
        /* Holding the box by its sides, just under its middle. */
        float reach = r->bhalf + 0.03f;
        return proj(p, r->bx + cosf(a) * reach, r->by + sinf(a) * reach, r->bz + r->bhalf * 0.6f);
    }
    return cyl(p, r, a - side * 0.3f, 0.37f, 0.19f);
}

/* One arm on side (-1 left, 1 right): shoulder, elbow bent outwards, hand. */
static void arm(Batch *b, const Proj *p, const BotPose *r, float side, float lw)
{
    float a = r->th + side * BV_PI / 2;
    SDL_FPoint sh = cyl(p, r, a, 0.27f, 0.46f), hand = hand_point(p, r, side);
    SDL_FPoint el = r->box ? cyl(p, r, a, 0.43f, 0.62f) : cyl(p, r, a - side * 0.1f, 0.39f, 0.34f);
    float w = p->hw * 0.11f;
    line(b, sh, el, w + 2 * lw, EDGE);
    line(b, el, hand, w + 2 * lw, EDGE);
    line(b, sh, el, w, BOT_DARK);
    line(b, el, hand, w, BOT_DARK);
    knob(b, el, w * 0.5f, 0, BOT_DARK);
    knob(b, hand, p->hw * 0.08f, lw, rgba(196, 202, 220, 255));
}

/* The robot: treads, a round vermillion body with rounded shoulders, a white face plate with
 * eyes and a smile on the side it faces, a white arrow on its lid, an antenna, two arms, and
 * the box it carries. */
static void draw_robot(Batch *b, const Proj *p, const BotPose *r, float lw, int failed, float pulse)
{
    /* A soft shadow where it stands (or hovers). */
    SDL_FPoint sh[20];
    BotPose ground = *r;
    ground.z = r->ground;
    float lift = r->z - r->ground;
    ellipse(p, &ground, 0.3f - 0.05f * (lift > 1 ? 1 : lift), 0, sh, 20);
    SDL_FPoint shc = proj(p, r->x, r->y, r->ground);
    fan(b, shc, sh, 20, rgba(20, 24, 40, 70));
    halo(b, shc, sh, 20, p->hw * 0.1f, rgba(20, 24, 40, 70));
    if (failed) /* a pulsing red-orange warning ring round the cell it stands on */
        cell_ring(b, p, r->x, r->y, r->ground, 0.02f * pulse, rgba(235, 85, 20, 255));
    /* The arm on the far side goes behind the body. */
    float near = cyl_toward(p, r->th + BV_PI / 2) > cyl_toward(p, r->th - BV_PI / 2) ? 1.0f : -1.0f;
    arm(b, p, r, -near, lw);
    /* Treads, body, rounded shoulders and the lid. */
    band(b, p, r, 0.25f, 0.0f, 0.25f, 0.1f, scale_rgb(BOT_TREAD, 1.6f), BOT_TREAD, scale_rgb(BOT_TREAD, 0.6f), lw, 1);
    band_sides(b, p, r, 0.25f, 0.0f, 0.25f, 0.1f, lw);
    SDL_FPoint lid[CYL_SEG];
    ellipse(p, r, 0.29f, 0.58f, lid, CYL_SEG);
    fan(b, cyl(p, r, 0, 0, 0.58f), lid, CYL_SEG, BOT_MID);
    band(b, p, r, 0.29f, 0.08f, 0.29f, 0.58f, BOT_LIGHT, BOT_MID, BOT_DARK, lw, 1);
    band_sides(b, p, r, 0.29f, 0.08f, 0.29f, 0.58f, lw);
    band(b, p, r, 0.29f, 0.58f, 0.265f, 0.655f, scale_rgb(BOT_LIGHT, 1.04f), BOT_LIGHT, BOT_MID, lw, 0);
    band(b, p, r, 0.265f, 0.655f, 0.215f, 0.7f, scale_rgb(BOT_LIGHT, 1.08f), scale_rgb(BOT_LIGHT, 1.03f), BOT_LIGHT, lw, 0);
    band_sides(b, p, r, 0.29f, 0.58f, 0.265f, 0.655f, lw);
    band_sides(b, p, r, 0.265f, 0.655f, 0.215f, 0.7f, lw);
    ellipse(p, r, 0.215f, 0.7f, lid, CYL_SEG);
    fan(b, cyl(p, r, 0, 0, 0.7f), lid, CYL_SEG, rgba(252, 160, 84, 255));
    outline(b, lid, CYL_SEG, lw, EDGE);
    /* The face: a white plate with two eyes and a smile, on the side it faces. */
    surface_patch(b, p, r, r->th, 0.8f, 0.292f, 0.2f, 0.53f, BOT_FACE, lw);
    eye(b, p, r, r->th - 0.36f, 0.295f, 0.4f, 0.052f);
    eye(b, p, r, r->th + 0.36f, 0.295f, 0.4f, 0.052f);
    if (cyl_toward(p, r->th) > 0.1f) {
        SDL_FPoint sm[5];
        for (int i = 0; i < 5; i++) {
            float k = (i - 2) / 2.0f;
            sm[i] = cyl(p, r, r->th + k * 0.22f, 0.296f, 0.285f - 0.035f * (1 - k * k));
        }
        for (int i = 0; i < 4; i++) line(b, sm[i], sm[i + 1], lw * 1.6f, COL_INK);
    }
    /* A vent on its back, so the back reads as a back. */
    float back = r->th + BV_PI;
    if (cyl_toward(p, back) > 0.1f)
        for (int i = 0; i < 3; i++) {
            float z = 0.27f + i * 0.08f;
            line(b, cyl(p, r, back - 0.3f, 0.292f, z), cyl(p, r, back, 0.292f, z), lw * 2.2f, BOT_DARK);
            line(b, cyl(p, r, back, 0.292f, z), cyl(p, r, back + 0.3f, 0.292f, z), lw * 2.2f, BOT_DARK);
        }
    /* A white arrow on the lid points where it faces, readable even from behind. */
    const float z = 0.702f;
    SDL_FPoint head[3] = {local(p, r, 0.2f, 0, z), local(p, r, 0.03f, -0.14f, z), local(p, r, 0.03f, 0.14f, z)};
    SDL_FPoint shaft[4] = {local(p, r, 0.05f, -0.055f, z), local(p, r, 0.05f, 0.055f, z), local(p, r, -0.15f, 0.055f, z),
                           local(p, r, -0.15f, -0.055f, z)};
    SDL_FPoint arrow[7] = {head[0], head[2], shaft[1], shaft[2], shaft[3], shaft[0], head[1]};
    outline(b, arrow, 7, lw * 2.4f, rgba(110, 36, 0, 255));
    poly(b, head, 3, COL_WHITE);
    poly(b, shaft, 4, COL_WHITE);
    /* The antenna, at the back of the lid so the arrow stays clear. */
    SDL_FPoint base = local(p, r, -0.1f, 0, 0.7f), tip = local(p, r, -0.12f, 0, 0.88f);
    line(b, base, tip, lw * 2.2f, EDGE);
    float br = p->hw * 0.08f + 1;
    knob(b, tip, br, lw, ANTENNA_BALL);
    knob(b, (SDL_FPoint){tip.x - br * 0.35f, tip.y - br * 0.35f}, br * 0.28f, 0, rgba(255, 238, 190, 255));
    if (r->box) crate(b, p, r->bx, r->by, r->bhalf, r->bz, lw, 0);
    arm(b, p, r, near, lw);
}

/* ---- Animation ---------------------------------------------------------------------------- */

static float clamp01(float t) { return t < 0 ? 0 : t > 1 ? 1 : t; }
static float smooth(float t) { t = clamp01(t); return t * t * (3 - 2 * t); }
static float phase(float t, float a, float z) { return smooth((t - a) / (z - a)); }

static float facing_angle(BotsFacing f)
{
    static const float a[4] = {-BV_PI / 2, 0, BV_PI / 2, BV_PI};
    return (int)f >= 0 && f < BOTS_NO_FACING ? a[f] : -BV_PI / 2;
}

static int facing_index(BotsFacing f) { return (int)f >= 0 && f < BOTS_NO_FACING ? (int)f : 0; }

/* Where the robot (and any box in its hands) is drawn at time t of the last action. The cells it
 * overlaps are returned too: it is drawn right after the nearest of them. hide_x/hide_y: a
 * column whose top box is still in the robot's hands (put down in progress), or -1. */
typedef struct BotAnim {
    BotPose pose;
    int cells[3][2];
    int ncells;
    int hide_x, hide_y;
} BotAnim;

static void add_cell(BotAnim *an, int x, int y)
{
    for (int i = 0; i < an->ncells; i++)
        if (an->cells[i][0] == x && an->cells[i][1] == y) return;
    if (an->ncells < 3) an->cells[an->ncells][0] = x, an->cells[an->ncells][1] = y, an->ncells++;
}

static void animate(const BotsWorld *w, const BotsWorld *prev, float t, int failed, BotAnim *an)
{
    memset(an, 0, sizeof *an);
    an->hide_x = an->hide_y = -1;
    BotPose *r = &an->pose;
    int bx = w->robot_x, by = w->robot_y;
    float hb = (float)bots_top(w, bx, by);
    r->x = bx + 0.5f, r->y = by + 0.5f, r->z = hb, r->ground = hb;
    r->th = facing_angle(w->facing);
    add_cell(an, bx, by);
    int moving = prev && t < 1 && prev->width == w->width && prev->depth == w->depth;
    int ax = moving ? prev->robot_x : bx, ay = moving ? prev->robot_y : by;
    int steps = abs(ax - bx) + abs(ay - by);
    if (moving && steps <= 1) {
        float e = smooth(t);
        float d = facing_angle(w->facing) - facing_angle(prev->facing);
        while (d > BV_PI) d -= 2 * BV_PI;
        while (d < -BV_PI) d += 2 * BV_PI;
        r->th = facing_angle(prev->facing) + d * e;
        if (steps == 1) {
            float ha = (float)bots_top(prev, ax, ay), s;
            if (hb > ha) { /* climb up: rise, then step over the edge */
                s = phase(t, 0.35f, 1.0f);
                r->z = ha + (hb + 0.18f - ha) * phase(t, 0.0f, 0.45f) - 0.18f * phase(t, 0.7f, 1.0f);
            } else if (hb < ha) { /* climb down: step out, then drop */
                s = phase(t, 0.0f, 0.55f);
                r->z = ha + 0.1f * sinf(BV_PI * clamp01(t / 0.55f)) - (ha - hb) * phase(t, 0.55f, 1.0f);
            } else {
                s = e;
                r->z = hb + 0.08f * sinf(BV_PI * t);
            }
            r->x = ax + 0.5f + (bx - ax) * s;
            r->y = ay + 0.5f + (by - ay) * s;
            r->ground = s < 0.5f ? ha : hb;
            an->ncells = 0;
            if (s < 0.8f) add_cell(an, ax, ay);
            if (s > 0.2f) add_cell(an, bx, by);
        }
    }
    if (failed && t < 1 && (!prev || steps == 0)) {
        /* Bump: a little lurch forward and back. */
        float k = 0.13f * sinf(BV_PI * clamp01(t * 2)) * (t < 0.5f ? 1.0f : 0.0f);
        r->x += cosf(r->th) * k;
        r->y += sinf(r->th) * k;
    }
    /* The box: carried above the head, or on its way between the hands and the cell in front. */
    float head_z = r->z + 0.98f * ROBOT_SCALE, head_half = 0.3f;
    if (moving && steps == 0 && prev->carrying != w->carrying) {
        int picking = w->carrying;
        int dir = facing_index(picking ? prev->facing : w->facing);
        int fx = bx + bots_dx[dir], fy = by + bots_dy[dir];
        if (bots_in_grid(w, fx, fy)) {
            float e = smooth(t), k = picking ? e : 1 - e; /* 0: in the pile, 1: in the hands */
            float pile_z = (float)(picking ? bots_top(prev, fx, fy) : bots_top(w, fx, fy)) - 1;
            r->box = 1;
            r->bx = fx + 0.5f + (r->x - fx - 0.5f) * k;
            r->by = fy + 0.5f + (r->y - fy - 0.5f) * k;
            r->bhalf = 0.5f - BOX_INSET + (head_half - 0.5f + BOX_INSET) * k;
            r->bz = pile_z + (head_z - pile_z) * k + 0.35f * sinf(BV_PI * k);
            add_cell(an, fx, fy);
            if (!picking) an->hide_x = fx, an->hide_y = fy;
            return;
        }
    }
    if (w->carrying) {
        r->box = 1;
        r->bx = r->x, r->by = r->y, r->bz = head_z, r->bhalf = head_half;
    }
}

/* ---- Fitting, ordering, see-through ----------------------------------------------------- */

static uint32_t terrain_key(const BotsWorld *w)
{
    uint32_t h = 2166136261u;
    h = (h ^ (uint32_t)w->width) * 16777619u;
    h = (h ^ (uint32_t)w->depth) * 16777619u;
    for (int y = 0; y < w->depth; y++)
        for (int x = 0; x < w->width; x++) h = (h ^ w->terrain[y][x]) * 16777619u;
    return h;
}

/* Is cell (x, y) drawn? Ground, and the holes beside it: a hole far from any ground says nothing
 * and would only make the world smaller. */
static int cell_shown(const BotsWorld *w, int x, int y)
{
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            if (terrain_at(w, x + dx, y + dy)) return 1;
    return 0;
}

static float headroom(const BotsWorld *w)
{
    if (w->carrying) return HEADROOM_BOX;
    for (int y = 0; y < w->depth; y++)
        for (int x = 0; x < w->width; x++)
            if (w->boxes[y][x]) return HEADROOM_BOX;
    return HEADROOM;
}

/* The fit's axes for a projection: screen x and y, and the normals of a floor tile's edges. */
static void proj_axes(const Proj *p, BotsFitAxes *ax)
{
    SDL_FPoint o = proj(p, 0, 0, 0), e = proj(p, 1, 0, 0), f = proj(p, 0, 1, 0);
    bots_fit_axes(ax, e.x - o.x, e.y - o.y, f.x - o.x, f.y - o.y);
}

/* The picture of cell (x, y)'s column between heights z0 and z1, moved (dx, dy) on screen. */
static void column_shape(const Proj *p, const BotsFitAxes *ax, int x, int y, float z0, float z1, float dx, float dy,
                         BotsFitShape *out)
{
    float px[8], py[8];
    for (int k = 0; k < 4; k++) {
        float X = (float)(x + (k == 1 || k == 2)), Y = (float)(y + (k >= 2));
        SDL_FPoint a = proj(p, X, Y, z0), z = proj(p, X, Y, z1);
        px[k] = a.x + dx, py[k] = a.y + dy, px[4 + k] = z.x + dx, py[4 + k] = z.y + dy;
    }
    bots_fit_shape(ax, px, py, 8, out);
}

/* Every shown cell's picture at unit scale: a ground column up to its highest top seen and the
 * room the robot needs over it, and its shadow; a hole's flat tile. Returns how many. */
static int fit_shapes(const Proj *unit, const BotsFitAxes *ax, const BotsView *v, const BotsWorld *w, float room,
                      BotsFitShape *out)
{
    int n = 0;
    for (int y = 0; y < w->depth; y++)
        for (int x = 0; x < w->width; x++) {
            if (!cell_shown(w, x, y)) continue;
            float hi = w->terrain[y][x] ? v->fit_top[y][x] + room : 0.0f;
            column_shape(unit, ax, x, y, 0, hi, 0, 0, &out[n++]);
            if (w->terrain[y][x]) column_shape(unit, ax, x, y, 0, 0, 0.11f, 0.22f, &out[n++]); /* world_shadow's */
        }
    return n;
}

typedef struct ColOrder {
    float depth;
    int index;
} ColOrder;

static int by_depth(const void *a, const void *b)
{
    const ColOrder *p = a, *q = b;
    if (p->depth < q->depth - 1e-4f) return -1;
    if (p->depth > q->depth + 1e-4f) return 1;
    return p->index - q->index;
}

static BotsFitRect points_rect(const SDL_FPoint *pts, int n)
{
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    for (int i = 0; i < n; i++) {
        if (pts[i].x < x0) x0 = pts[i].x;
        if (pts[i].x > x1) x1 = pts[i].x;
        if (pts[i].y < y0) y0 = pts[i].y;
        if (pts[i].y > y1) y1 = pts[i].y;
    }
    return (BotsFitRect){x0, y0, x1 - x0, y1 - y0};
}

/* The corners of a box over plan square (X, Y) +- half from z0 to z1. */
static void box_points(const Proj *p, float X, float Y, float half, float z0, float z1, SDL_FPoint *out)
{
    for (int k = 0; k < 8; k++)
        out[k] = proj(p, X + (k & 1 ? half : -half), Y + (k & 2 ? half : -half), k & 4 ? z1 : z0);
}

/* The robot's picture on screen (treads to antenna, arms, what it carries) as a rectangle. */
static BotsFitRect robot_rect(const Proj *p, const BotPose *r)
{
    SDL_FPoint pts[40];
    int n = 0;
    for (int i = 0; i < 16; i++) {
        float a = i * BV_PI / 8;
        pts[n++] = cyl(p, r, a, 0.4f, 0);
        pts[n++] = cyl(p, r, a, 0.4f, 0.92f);
    }
    if (r->box) box_points(p, r->bx, r->by, r->bhalf, r->bz, r->bz + 2 * r->bhalf, pts + n), n += 8;
    return points_rect(pts, n);
}

/* Something that must stay in sight: its picture (a box round it, as seen), its painter's
 * position, the height of its foot. */
typedef struct Subject {
    BotsFitShape shape;
    int order;
    float z;
} Subject;

static Subject subject(const Proj *p, const BotsFitAxes *ax, float X, float Y, float half, float z0, float z1, int order)
{
    SDL_FPoint pts[8];
    float px[8], py[8];
    box_points(p, X, Y, half, z0, z1, pts);
    for (int i = 0; i < 8; i++) px[i] = pts[i].x, py[i] = pts[i].y;
    Subject s = {.order = order, .z = z0};
    bots_fit_shape(ax, px, py, 8, &s.shape);
    return s;
}

static SDL_Rect screen_rect(BotsFitRect r) { return (SDL_Rect){(int)floorf(r.x), (int)floorf(r.y), (int)ceilf(r.w), (int)ceilf(r.h)}; }

/* A column drawn after a subject that covers its picture (bots_fit_covers) has the blocks that
 * overlap that picture drawn see-through: a window onto it, the rest of the column solid (below
 * the subject's foot a block hides nothing of what stands higher). Returns how many columns. */
static int mark_see_through(BotsView *v, const Proj *p, const BotsWorld *w, const ColOrder *order, int n,
                            const Subject *sub, int nsub, int hide_x, int hide_y, SeeGrid see)
{
    BotsFitAxes ax;
    proj_axes(p, &ax);
    memset(see, 0, sizeof(SeeGrid));
    int count = 0;
    for (int s = 0; s < nsub; s++)
        for (int j = sub[s].order + 1; j < n; j++) {
            int x = order[j].index % BOTS_MAX_W, y = order[j].index / BOTS_MAX_W;
            float top = (float)(bots_top(w, x, y) - (x == hide_x && y == hide_y));
            if (!w->terrain[y][x] || top <= sub[s].z) continue;
            BotsFitShape shape;
            column_shape(p, &ax, x, y, sub[s].z, top, 0, 0, &shape);
            if (!bots_fit_covers(&ax, &shape, j, top, &sub[s].shape, sub[s].order, sub[s].z)) continue;
            uint32_t levels = 0;
            for (int k = (int)floorf(sub[s].z + 0.001f); k < (int)top && k < 32; k++) {
                BotsFitShape one;
                column_shape(p, &ax, x, y, (float)k, k + 1.0f, 0, 0, &one);
                if (k >= 0 && bots_fit_coverage(&ax, &one, &sub[s].shape) > 0) levels |= 1u << k;
            }
            if (!see[y][x] && levels) {
                if (count < BOTS_VIEW_SEE_MAX) v->see_cells[count] = order[j].index;
                count++;
            }
            see[y][x] |= levels;
        }
    return count;
}

/* A little four-pointed sparkle. */
static void sparkle(Batch *b, SDL_FPoint c, float size, SDL_Color col)
{
    SDL_FPoint pts[8];
    for (int i = 0; i < 8; i++) {
        float a = i * BV_PI / 4, rad = i % 2 ? size * 0.3f : size;
        pts[i] = (SDL_FPoint){c.x + cosf(a) * rad, c.y + sinf(a) * rad};
    }
    fan(b, c, pts, 8, col);
}

/* Where the compass goes: the caller's box, else the area's bottom-left corner. */
static SDL_Rect compass_box(const BotsView *v, SDL_Rect area)
{
    if (v->compass.w > 0 && v->compass.h > 0) return v->compass;
    return (SDL_Rect){area.x + 4, area.y + area.h - 68, 100, 64};
}

/* A ground-plane compass that turns with the camera, in box: the ring, and N going round it. */
static void compass(Batch *b, Gfx *g, const Proj *p, SDL_Rect box)
{
    float rad = box.w / 3.6f < box.h / 2.4f ? box.w / 3.6f : box.h / 2.4f;
    if (rad < 12) rad = 12;
    if (rad > 34) rad = 34;
    SDL_FPoint c = {box.x + box.w * 0.5f, box.y + box.h * 0.5f};
    Proj cp = *p;
    cp.hw = rad * 0.7071f, cp.hh = cp.hw * 0.5f, cp.ox = c.x, cp.oy = c.y, cp.cx = 0, cp.cy = 0;
    SDL_FPoint ring[32];
    for (int i = 0; i < 32; i++) ring[i] = proj(&cp, cosf(i * BV_PI / 16), sinf(i * BV_PI / 16), 0);
    SDL_FPoint shadow[32];
    for (int i = 0; i < 32; i++) shadow[i] = (SDL_FPoint){ring[i].x + 2, ring[i].y + 3};
    fan(b, (SDL_FPoint){c.x + 2, c.y + 3}, shadow, 32, rgba(0, 0, 0, 50));
    fan(b, c, ring, 32, rgba(255, 252, 240, 235));
    outline(b, ring, 32, 2, EDGE);
    for (int i = 0; i < 4; i++) {
        float a = i * BV_PI / 2;
        line(b, proj(&cp, cosf(a) * 0.72f, sinf(a) * 0.72f, 0), proj(&cp, cosf(a) * 0.9f, sinf(a) * 0.9f, 0), 2, EDGE);
    }
    /* The needle: north half vermillion, south half white. */
    SDL_FPoint n[3] = {proj(&cp, 0, -0.85f, 0), proj(&cp, 0.2f, 0, 0), proj(&cp, -0.2f, 0, 0)};
    SDL_FPoint s[3] = {proj(&cp, 0, 0.85f, 0), proj(&cp, -0.2f, 0, 0), proj(&cp, 0.2f, 0, 0)};
    poly(b, s, 3, COL_WHITE);
    outline(b, s, 3, 1.5f, EDGE);
    poly(b, n, 3, COL_VERMILLION);
    outline(b, n, 3, 1.5f, EDGE);
    flush(b);
    SDL_FPoint lp = proj(&cp, 0, -1.45f, 0);
    int px = (int)(rad * 0.62f), tw, th;
    gfx_text_size(g, FONT_BOLD, "N", px, &tw, &th);
    SDL_Rect bg = {(int)lp.x - tw / 2 - 4, (int)lp.y - th / 2 - 1, tw + 8, th + 2};
    gfx_round_rect(g, bg, 6, rgba(35, 31, 45, 200));
    gfx_text(g, "N", px, COL_WHITE, (int)lp.x, (int)lp.y - th / 2, ALIGN_CENTER);
}

/* Scale and place the world as large as area allows, off the controls over it (v->avoid and
 * the compass), as near its middle as that allows. Each column's highest top only grows while
 * the same level is shown, so the zoom does not jump when a box moves; while the camera turns,
 * the world is fitted at the angle drawn. */
static void fit(BotsView *v, Proj *p, const BotsWorld *world, const BotsWorld *prev, SDL_Rect area)
{
    uint32_t key = terrain_key(world);
    if (!v->fit_valid || v->fit_key != key) {
        memset(v->fit_top, 0, sizeof v->fit_top);
        v->fit_key = key, v->fit_valid = 1, v->fit_sig = 0;
    }
    for (int y = 0; y < world->depth; y++)
        for (int x = 0; x < world->width; x++) {
            int top = bots_top(world, x, y), before = prev ? bots_top(prev, x, y) : 0;
            if (before > top) top = before;
            if (top > v->fit_top[y][x]) v->fit_top[y][x] = (uint8_t)top;
        }
    float room = headroom(world);
    if (prev && headroom(prev) > room) room = headroom(prev);
    BotsFitRect avoid[BOTS_VIEW_AVOID_MAX + 1];
    int navoid = 0;
    for (int i = 0; i < v->avoid_count && i < BOTS_VIEW_AVOID_MAX; i++)
        avoid[navoid++] = (BotsFitRect){(float)v->avoid[i].x, (float)v->avoid[i].y, (float)v->avoid[i].w, (float)v->avoid[i].h};
    SDL_Rect cb = compass_box(v, area);
    avoid[navoid++] = (BotsFitRect){(float)cb.x, (float)cb.y, (float)cb.w, (float)cb.h};
    /* What the placement depends on, so it is worked out again only when one of them changes. */
    uint32_t sig = key;
    const uint8_t *tops = &v->fit_top[0][0];
    for (size_t i = 0; i < sizeof v->fit_top; i++) sig = (sig ^ tops[i]) * 16777619u;
    int ints[4 + 4 * (BOTS_VIEW_AVOID_MAX + 1) + 2] = {area.x, area.y, area.w, area.h};
    for (int i = 0; i < navoid; i++) {
        ints[4 + 4 * i] = (int)avoid[i].x, ints[5 + 4 * i] = (int)avoid[i].y;
        ints[6 + 4 * i] = (int)avoid[i].w, ints[7 + 4 * i] = (int)avoid[i].h;
    }
    ints[4 + 4 * navoid] = v->rotation, ints[5 + 4 * navoid] = (int)(room * 100);
    for (int i = 0; i < 6 + 4 * navoid; i++) sig = (sig ^ (uint32_t)ints[i]) * 16777619u;
    int turning = v->anim != (float)v->rotation;
    if (turning || sig != v->fit_sig || v->fit_scale <= 0) {
        Proj unit = *p;
        unit.hw = 1, unit.hh = 0.5f, unit.zh = ZH_RATIO, unit.ox = unit.oy = 0;
        BotsFitAxes ax;
        proj_axes(&unit, &ax);
        BotsFitShape *shapes = malloc(sizeof *shapes * 2 * BOTS_MAX_W * BOTS_MAX_D);
        int n = shapes ? fit_shapes(&unit, &ax, v, world, room, shapes) : 0;
        /* a little margin inside the area; a tiny world is not blown up past a quarter of it */
        BotsFitRect in = {area.x + 6.0f, area.y + 6.0f, area.w - 12.0f, area.h - 12.0f};
        float small = in.w < in.h ? in.w : in.h;
        BotsFit f = bots_fit_place(&ax, shapes, n, in, avoid, navoid, small / 4);
        free(shapes);
        v->fit_scale = f.scale < 1 ? 1 : f.scale, v->fit_ox = f.ox, v->fit_oy = f.oy;
        v->fit_box = (SDL_Rect){(int)floorf(f.box.x), (int)floorf(f.box.y), (int)ceilf(f.box.w), (int)ceilf(f.box.h)};
        v->fit_sig = turning ? 0 : sig;
    }
    p->hw = v->fit_scale, p->hh = v->fit_scale * 0.5f, p->zh = v->fit_scale * ZH_RATIO;
    p->ox = v->fit_ox, p->oy = v->fit_oy;
    v->drawn_world = v->fit_box;
}

/* A soft shadow under the ground, as if the world floated just above the page. */
static void world_shadow(Batch *b, const Proj *p, const BotsWorld *world)
{
    float off = p->hw * 0.22f < 14 ? p->hw * 0.22f : 14;
    for (int y = 0; y < world->depth; y++)
        for (int x = 0; x < world->width; x++) {
            if (!world->terrain[y][x]) continue;
            SDL_FPoint q[4] = {proj(p, (float)x, (float)y, 0), proj(p, x + 1.0f, (float)y, 0),
                               proj(p, x + 1.0f, y + 1.0f, 0), proj(p, (float)x, y + 1.0f, 0)};
            for (int i = 0; i < 4; i++) q[i].x += off * 0.5f, q[i].y += off;
            poly(b, q, 4, rgba(30, 40, 60, 80));
        }
}

/* Sparkles rising over every switch once the puzzle is solved. */
static void sparkles(Batch *b, const Proj *p, const BotsWorld *world, uint32_t frame)
{
    for (int y = 0; y < world->depth; y++)
        for (int x = 0; x < world->width; x++) {
            if (!world->switches[y][x]) continue;
            for (int k = 0; k < 3; k++) {
                float ph = fmodf(frame * 0.015f + k / 3.0f + (x * 7 + y * 3) * 0.13f, 1.0f);
                float a = k * 2.1f + x + y, rise = sinf(BV_PI * ph);
                SDL_FPoint c = proj(p, x + 0.5f + cosf(a) * 0.32f, y + 0.5f + sinf(a) * 0.32f,
                                    (float)bots_top(world, x, y) + 0.3f + ph * 1.3f);
                float size = p->hw * 0.3f * rise;
                sparkle(b, c, size * 1.25f + 2.5f, with_alpha(COL_ORANGE, (int)(255 * rise)));
                sparkle(b, c, size, with_alpha(rgba(255, 252, 220, 255), (int)(255 * rise)));
            }
        }
}

/* A bobbing "!" badge over the robot's head. */
static void fail_badge(Gfx *g, const Proj *p, const BotPose *r, uint32_t frame, SDL_Rect area)
{
    SDL_FPoint c = proj(p, r->x, r->y, r->z + (r->box ? 1.95f : 1.4f));
    int rad = (int)(p->hw * 0.3f);
    if (rad < 11) rad = 11;
    if (rad > 30) rad = 30;
    int cx = (int)c.x, cy = (int)(c.y + 2.0f * sinf(frame * 0.2f));
    if (cy < area.y + rad + 4) cy = area.y + rad + 4; /* kept in the world's panel */
    gfx_circle(g, cx + 2, cy + 3, rad + 3, rgba(0, 0, 0, 60));
    gfx_circle(g, cx, cy, rad + 3, COL_INK);
    gfx_circle(g, cx, cy, rad, rgba(230, 80, 20, 255));
    int px = rad * 3 / 2, tw, th;
    gfx_text_size(g, FONT_BOLD, "!", px, &tw, &th);
    gfx_text(g, "!", px, COL_WHITE, cx, cy - th / 2, ALIGN_CENTER);
}

/* The facing arrow: a bright arrow lying at height z on the floor in front of the robot (centre
 * (X, Y)), pointing the way it faces (angle th). Its shape says the way without its colour.
 * pts (may be NULL) receives its outline's 7 corners. */
static void facing_arrow_points(const Proj *p, float th, float X, float Y, float z, SDL_FPoint *pts)
{
    /* forward, sideways: the tip, the head's corners, the shaft */
    static const float f[7] = {0.4f, 0.02f, 0.02f, -0.32f, -0.32f, 0.02f, 0.02f};
    static const float s[7] = {0.0f, 0.33f, 0.13f, 0.13f, -0.13f, -0.13f, -0.33f};
    float fx = cosf(th), fy = sinf(th);
    for (int i = 0; i < 7; i++) pts[i] = proj(p, X + fx * f[i] - fy * s[i], Y + fy * f[i] + fx * s[i], z);
}

static void facing_arrow(Batch *b, const Proj *p, float th, float X, float Y, float z, float lw)
{
    SDL_FPoint a[7];
    facing_arrow_points(p, th, X, Y, z, a);
    SDL_FPoint head[3] = {a[0], a[1], a[6]}, shaft[4] = {a[2], a[3], a[4], a[5]};
    outline(b, a, 7, lw * 3.2f, EDGE);
    poly(b, head, 3, BOT_LIGHT);
    poly(b, shaft, 4, BOT_LIGHT);
    /* a white rim inside, so it shines on grey stone and on a yellow switch alike */
    SDL_FPoint c = lerp_pt(a[0], lerp_pt(a[3], a[4], 0.5f), 0.45f), rim[7];
    for (int i = 0; i < 7; i++) rim[i] = lerp_pt(a[i], c, 0.16f);
    outline(b, rim, 7, lw * 1.1f, rgba(255, 250, 235, 230));
}

/* Where the facing arrow lies: on the floor tile in front of the robot, at the robot's feet or on
 * that tile's top when it is higher, drawn right after that tile's column (pos >= 0, its
 * painter's position); over a hole or the edge, at its feet, drawn with the robot (pos -1). */
typedef struct ArrowSpot {
    float x, y, z;
    int pos;
} ArrowSpot;

static ArrowSpot arrow_spot(const BotsWorld *w, const BotAnim *an, const int *pos_of)
{
    const BotPose *r = &an->pose;
    ArrowSpot a = {r->x + cosf(r->th) * ARROW_AHEAD, r->y + sinf(r->th) * ARROW_AHEAD, r->z, -1};
    int fx = (int)floorf(a.x), fy = (int)floorf(a.y);
    if (bots_in_grid(w, fx, fy) && w->terrain[fy][fx]) {
        float top = (float)(bots_top(w, fx, fy) - (fx == an->hide_x && fy == an->hide_y));
        if (top > a.z) a.z = top;
        a.pos = pos_of[fy * BOTS_MAX_W + fx];
    }
    return a;
}

/* ---- Public ------------------------------------------------------------------------------- */

void bots_view_init(BotsView *v) { memset(v, 0, sizeof *v); }

void bots_view_rotate(BotsView *v, int quarter_turns)
{
    v->rotation = ((v->rotation + quarter_turns) % 4 + 4) % 4;
}

int bots_view_turning(const BotsView *v) { return v->anim != (float)v->rotation; }

void bots_view_tick(BotsView *v)
{
    /* Ease the camera toward its rotation, the short way round. */
    float diff = (float)v->rotation - v->anim;
    while (diff > 2) diff -= 4;
    while (diff < -2) diff += 4;
    if (fabsf(diff) < 0.01f) v->anim = (float)v->rotation;
    else v->anim += diff * 0.2f + (diff > 0 ? 0.01f : -0.01f);
    if (v->anim >= 4) v->anim -= 4;
    if (v->anim < 0) v->anim += 4;
}

void bots_view_draw(BotsView *v, Gfx *g, const BotsWorld *world, const BotsWorld *prev, float t, SDL_Rect area,
                    const BotsViewMarks *marks)
{
    static const BotsViewMarks none;
    if (!marks) marks = &none;
    if (area.w <= 0 || area.h <= 0 || world->width < 1 || world->depth < 1 || world->width > BOTS_MAX_W ||
        world->depth > BOTS_MAX_D)
        return;
    if (prev && (prev->width != world->width || prev->depth != world->depth)) prev = NULL;
    Batch *b = malloc(sizeof *b);
    if (!b) return;
    b->r = g->renderer, b->n = 0, b->alpha = 255;
    v->frame++;
    float angle = v->anim * BV_PI / 2;
    Proj p = {cosf(angle), sinf(angle), 1, 0.5f, ZH_RATIO, 0, 0, world->width * 0.5f, world->depth * 0.5f};
    fit(v, &p, world, prev, area);
    v->drawn_area = area;
    v->last_cos = p.c, v->last_sin = p.s, v->last_hw = p.hw, v->last_zh = p.zh, v->last_ox = p.ox, v->last_oy = p.oy;
    v->last_w = world->width, v->last_d = world->depth;

    float lw = p.hw * 0.045f;
    if (lw < 1) lw = 1;
    if (lw > 2.6f) lw = 2.6f;
    float pulse = 0.5f + 0.5f * sinf(v->frame * 0.12f);
    SDL_BlendMode old_blend;
    SDL_GetRenderDrawBlendMode(g->renderer, &old_blend);
    SDL_SetRenderDrawBlendMode(g->renderer, SDL_BLENDMODE_BLEND);

    world_shadow(b, &p, world);
    for (int y = 0; y < world->depth; y++)
        for (int x = 0; x < world->width; x++)
            if (!world->terrain[y][x] && cell_shown(world, x, y)) draw_hole(b, &p, x, y, lw);

    BotAnim an;
    animate(world, prev, t, marks->failed, &an);
    /* Switches light up as they are pressed: until the action is nearly done, as it started. */
    const BotsWorld *press_state = prev && t < 0.8f ? prev : world;
    /* Painter's order: far columns first. */
    ColOrder order[BOTS_MAX_W * BOTS_MAX_D];
    int pos_of[BOTS_MAX_W * BOTS_MAX_D];
    int n = 0;
    for (int y = 0; y < world->depth; y++)
        for (int x = 0; x < world->width; x++)
            order[n] = (ColOrder){depth_of(&p, x + 0.5f, y + 0.5f), y * BOTS_MAX_W + x}, n++;
    qsort(order, (size_t)n, sizeof order[0], by_depth);
    for (int i = 0; i < n; i++) pos_of[order[i].index] = i;
    /* The robot (it never sinks into a column) is drawn right after the nearest column it is over
     * (after everything when it is over none). */
    int anchor_pos = n;
    float best = -1e9f;
    for (int i = 0; i < an.ncells; i++) {
        if (!bots_in_grid(world, an.cells[i][0], an.cells[i][1])) continue;
        float d = depth_of(&p, an.cells[i][0] + 0.5f, an.cells[i][1] + 0.5f);
        if (d > best) best = d, anchor_pos = pos_of[an.cells[i][1] * BOTS_MAX_W + an.cells[i][0]];
    }
    ArrowSpot arrow = arrow_spot(world, &an, pos_of);
    /* What must stay in sight: the robot, its arrow and every switch (with a box on it). */
    Subject *sub = malloc(sizeof *sub * (2 + BOTS_MAX_W * BOTS_MAX_D));
    int nsub = 0;
    SDL_FPoint pts[7];
    BotsFitAxes ax;
    proj_axes(&p, &ax);
    v->drawn_robot = screen_rect(robot_rect(&p, &an.pose));
    facing_arrow_points(&p, an.pose.th, arrow.x, arrow.y, arrow.z, pts);
    v->drawn_arrow = screen_rect(points_rect(pts, 7));
    if (sub) {
        const BotPose *r = &an.pose;
        float robot_top = r->box ? r->bz + 2 * r->bhalf : r->z + 0.9f * ROBOT_SCALE;
        sub[nsub++] = subject(&p, &ax, r->x, r->y, 0.3f, r->z, robot_top, anchor_pos);
        sub[nsub++] = subject(&p, &ax, arrow.x, arrow.y, 0.36f, arrow.z, arrow.z, arrow.pos >= 0 ? arrow.pos : anchor_pos);
        for (int y = 0; y < world->depth; y++)
            for (int x = 0; x < world->width; x++) {
                if (!world->switches[y][x]) continue;
                float z = (float)world->terrain[y][x];
                int boxed = world->boxes[y][x] - (x == an.hide_x && y == an.hide_y) > 0;
                sub[nsub++] = subject(&p, &ax, x + 0.5f, y + 0.5f, boxed ? 0.5f - BOX_INSET : 0.38f, z,
                                      z + (boxed ? 1.0f : 0.1f), pos_of[y * BOTS_MAX_W + x]);
            }
    }
    SeeGrid see;
    v->see_through = mark_see_through(v, &p, world, order, n, sub, nsub, an.hide_x, an.hide_y, see);
    free(sub);
    float glow = marks->solved ? 1.0f : 0.35f + 0.25f * pulse;
    for (int i = 0; i < n; i++) {
        int x = order[i].index % BOTS_MAX_W, y = order[i].index / BOTS_MAX_W;
        int shown = world->boxes[y][x] - (x == an.hide_x && y == an.hide_y);
        draw_column(b, &p, world, x, y, shown < 0 ? 0 : shown, bots_switch_pressed(press_state, x, y), glow, lw, see);
        if (marks->highlight && marks->highlight_x == x && marks->highlight_y == y)
            cell_ring(b, &p, x + 0.5f, y + 0.5f, (float)bots_top(world, x, y), 0.01f, mix(COL_WHITE, COL_SKY, pulse));
        if (i == arrow.pos || (arrow.pos < 0 && i == anchor_pos)) facing_arrow(b, &p, an.pose.th, arrow.x, arrow.y, arrow.z, lw);
        if (i == anchor_pos) draw_robot(b, &p, &an.pose, lw, marks->failed, pulse);
    }
    if (anchor_pos >= n) {
        if (arrow.pos < 0) facing_arrow(b, &p, an.pose.th, arrow.x, arrow.y, arrow.z, lw);
        draw_robot(b, &p, &an.pose, lw, marks->failed, pulse);
    }
    if (marks->solved) sparkles(b, &p, world, v->frame);
    flush(b);
    if (marks->failed) fail_badge(g, &p, &an.pose, v->frame, area);
    compass(b, g, &p, compass_box(v, area));
    flush(b);
    free(b);
    SDL_SetRenderDrawBlendMode(g->renderer, old_blend);
}

static void rect_json(LpBuf *o, const char *key, SDL_Rect r)
{
    lp_buf_printf(o, "\"%s\":[%d,%d,%d,%d],", key, r.x, r.y, r.w, r.h);
}

void bots_view_state(const BotsView *v, LpBuf *o)
{
    lp_buf_puts(o, ",\"world_view\":{");
    rect_json(o, "area", v->drawn_area);
    rect_json(o, "world", v->drawn_world);
    rect_json(o, "robot", v->drawn_robot);
    rect_json(o, "arrow", v->drawn_arrow);
    lp_buf_printf(o, "\"rotation\":%d,\"scale\":%.2f,\"see_through\":%d,\"see_cells\":[", v->rotation,
                  (double)v->last_hw, v->see_through);
    for (int i = 0; i < v->see_through && i < BOTS_VIEW_SEE_MAX; i++)
        lp_buf_printf(o, "%s[%d,%d]", i ? "," : "", v->see_cells[i] % BOTS_MAX_W, v->see_cells[i] / BOTS_MAX_W);
    lp_buf_puts(o, "]}");
}

int bots_view_cell_at(const BotsView *v, const BotsWorld *world, int px, int py, int *cell_x, int *cell_y)
{
    if (v->last_hw <= 0 || v->last_w != world->width || v->last_d != world->depth) return 0;
    Proj p = {v->last_cos, v->last_sin, v->last_hw, v->last_hw * 0.5f, v->last_zh, v->last_ox, v->last_oy,
              world->width * 0.5f, world->depth * 0.5f};
    int found = 0;
    float best = -1e9f;
    for (int y = 0; y < world->depth; y++)
        for (int x = 0; x < world->width; x++) {
            float d = depth_of(&p, x + 0.5f, y + 0.5f);
            if (d > best && column_hit(&p, x, y, (float)bots_top(world, x, y), (float)px, (float)py))
                best = d, found = 1, *cell_x = x, *cell_y = y;
        }
    return found;
}
