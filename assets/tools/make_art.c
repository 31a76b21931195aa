/* make_art.c - draws every sprite and UI picture of Loopling's toy-car mode in code and
 * writes them as PNG files (stb_image_write).
 *
 *   usage: make_art OUTDIR [ICONDIR]
 *
 * A tiny software rasterizer: signed-distance shapes (circle, rounded rectangle, capsule,
 * polygon, arc, ellipse, union, subtraction) are covered with clamp(0.5 - d, 0, 1) for smooth
 * edges and composited "over" onto a premultiplied float RGBA canvas. Every object gets a dark
 * outline (the shape grown by a few pixels, filled with ink, under the fill) and most get a soft
 * drop shadow. Colours are the Okabe-Ito palette; shapes, not colours, carry the meaning.
 * Deterministic: no rand(), no clocks. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define STB_IMAGE_WRITE_IMPLEMENTATION
#include "stb_image_write.h"

#define PI 3.14159265f
#define DEG (PI / 180.0f)
#define MAXPTS 48

/* ---- colours ---------------------------------------------------------------------------- */

typedef struct Col { float r, g, b, a; } Col;

static Col hex(unsigned v)
{
    return (Col){(v >> 16 & 255) / 255.0f, (v >> 8 & 255) / 255.0f, (v & 255) / 255.0f, 1};
}

/* Okabe-Ito colours, plus ink (outlines), tile cream and grass. */
#define INK hex(0x231F2D)
#define WHITE hex(0xFFFFFF)
#define ORANGE hex(0xE69F00)
#define SKY hex(0x56B4E9)
#define GREEN hex(0x009E73)
#define YELLOW hex(0xF0E442)
#define BLUE hex(0x0072B2)
#define VERMILLION hex(0xD55E00)
#define PURPLE hex(0xCC79A7)
#define CREAM hex(0xFFF4D6)
#define GRASS hex(0x8FD694)

static float clampf(float v, float lo, float hi) { return v < lo ? lo : v > hi ? hi : v; }
static Col mixc(Col a, Col b, float t)
{
    return (Col){a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t,
                 a.a + (b.a - a.a) * t};
}
static Col alpha(Col c, float a) { c.a *= a; return c; }
static Col lighten(Col c, float t) { return mixc(c, WHITE, t); }
static Col darken(Col c, float t) { Col k = INK; k.a = c.a; return mixc(c, k, t); }

/* ---- shapes (signed distance, negative inside) ------------------------------------------- */

typedef struct V2 { float x, y; } V2;

enum { SH_CIRCLE, SH_RRECT, SH_CAPSULE, SH_POLY, SH_ARC, SH_ELLIPSE, SH_UNION, SH_SUB };

typedef struct Shape {
    int kind, n;
    float v[6];               /* kind-specific numbers */
    V2 pt[MAXPTS];            /* polygon corners */
    const struct Shape *kid;  /* union: kid[0..n-1]; sub: kid[0] minus kid[1..n-1] */
    float grow;               /* push the edge outward (rounds corners, makes outlines) */
    float ring;               /* > 0: keep only a band of this half-width around the edge */
} Shape;

static Shape mk(int kind, float a, float b, float c, float d, float e, float f)
{
    Shape s = {0};
    s.kind = kind, s.v[0] = a, s.v[1] = b, s.v[2] = c, s.v[3] = d, s.v[4] = e, s.v[5] = f;
    return s;
}
static Shape circle(float x, float y, float r) { return mk(SH_CIRCLE, x, y, r, 0, 0, 0); }
static Shape rrect(float cx, float cy, float hw, float hh, float r)
{
    return mk(SH_RRECT, cx, cy, hw, hh, r, 0);
}
static Shape capsule(float ax, float ay, float bx, float by, float r)
{
    return mk(SH_CAPSULE, ax, ay, bx, by, r, 0);
}
static Shape ellipse(float cx, float cy, float rx, float ry) { return mk(SH_ELLIPSE, cx, cy, rx, ry, 0, 0); }
/* Arc of radius R around (cx,cy) from angle a0 sweeping clockwise on screen by sweep
 * (degrees; y points down), stroked with half-width th and round ends. */
static Shape arc(float cx, float cy, float R, float a0, float sweep, float th)
{
    return mk(SH_ARC, cx, cy, R, a0 * DEG, sweep * DEG, th);
}
static Shape poly(const V2 *p, int n)
{
    Shape s = mk(SH_POLY, 0, 0, 0, 0, 0, 0);
    s.n = n > MAXPTS ? MAXPTS : n;
    memcpy(s.pt, p, sizeof(V2) * (size_t)s.n);
    return s;
}
static Shape group(int kind, const Shape *k, int n)
{
    Shape s = mk(kind, 0, 0, 0, 0, 0, 0);
    s.kid = k, s.n = n;
    return s;
}
static Shape unite(const Shape *k, int n) { return group(SH_UNION, k, n); }
static Shape minus(const Shape *k, int n) { return group(SH_SUB, k, n); }
static Shape grown(Shape s, float g) { s.grow += g; return s; }
static Shape ringed(Shape s, float w) { s.ring = w; return s; }

/* A w x h rectangle centred at (cx,cy), turned by ang degrees. */
static Shape box(float cx, float cy, float w, float h, float ang)
{
    float c = cosf(ang * DEG), s = sinf(ang * DEG);
    V2 p[4];
    for (int i = 0; i < 4; i++) {
        float x = (i == 1 || i == 2 ? 0.5f : -0.5f) * w, y = (i >= 2 ? 0.5f : -0.5f) * h;
        p[i] = (V2){cx + c * x - s * y, cy + s * x + c * y};
    }
    return poly(p, 4);
}
/* A five-pointed star, first point straight up. */
static Shape star(float cx, float cy, float ro, float ri)
{
    V2 p[10];
    for (int i = 0; i < 10; i++) {
        float a = (-90.0f + 36.0f * (float)i) * DEG, r = i % 2 ? ri : ro;
        p[i] = (V2){cx + r * cosf(a), cy + r * sinf(a)};
    }
    return poly(p, 10);
}
static float seg_dist(V2 p, float ax, float ay, float bx, float by)
{
    float px = p.x - ax, py = p.y - ay, ex = bx - ax, ey = by - ay;
    float ee = ex * ex + ey * ey, h = ee > 0 ? clampf((px * ex + py * ey) / ee, 0, 1) : 0;
    return hypotf(px - ex * h, py - ey * h);
}

static float poly_dist(const Shape *s, V2 p)
{
    float d = 1e30f, sign = 1;
    for (int i = 0, j = s->n - 1; i < s->n; j = i++) {
        V2 a = s->pt[i], b = s->pt[j];
        float dd = seg_dist(p, a.x, a.y, b.x, b.y);
        if (dd < d) d = dd;
        float ex = b.x - a.x, ey = b.y - a.y, wx = p.x - a.x, wy = p.y - a.y;
        int c1 = p.y >= a.y, c2 = p.y < b.y, c3 = ex * wy > ey * wx;
        if ((c1 && c2 && c3) || (!c1 && !c2 && !c3)) sign = -sign;
    }
    return sign * d;
}

static float dist(const Shape *s, V2 p)
{
    const float *v = s->v;
    float d = 1e30f;
    switch (s->kind) {
    case SH_CIRCLE: d = hypotf(p.x - v[0], p.y - v[1]) - v[2]; break;
    case SH_RRECT: {
        float qx = fabsf(p.x - v[0]) - v[2] + v[4], qy = fabsf(p.y - v[1]) - v[3] + v[4];
        d = hypotf(fmaxf(qx, 0), fmaxf(qy, 0)) + fminf(fmaxf(qx, qy), 0) - v[4];
        break;
    }
    case SH_CAPSULE: d = seg_dist(p, v[0], v[1], v[2], v[3]) - v[4]; break;
    case SH_POLY: d = poly_dist(s, p); break;
    case SH_ARC: {
        float x = p.x - v[0], y = p.y - v[1];
        float t = fmodf(atan2f(y, x) - v[3] + 4 * PI, 2 * PI);
        if (t <= v[4]) d = fabsf(hypotf(x, y) - v[2]);
        else {
            float e = v[3] + v[4];
            d = fminf(hypotf(x - v[2] * cosf(v[3]), y - v[2] * sinf(v[3])),
                      hypotf(x - v[2] * cosf(e), y - v[2] * sinf(e)));
        }
        d -= v[5];
        break;
    }
    case SH_ELLIPSE: {
        float x = p.x - v[0], y = p.y - v[1];
        float k0 = hypotf(x / v[2], y / v[3]), k1 = hypotf(x / (v[2] * v[2]), y / (v[3] * v[3]));
        d = k1 > 0 ? k0 * (k0 - 1) / k1 : -fminf(v[2], v[3]);
        break;
    }
    case SH_UNION:
        for (int i = 0; i < s->n; i++) d = fminf(d, dist(&s->kid[i], p));
        break;
    case SH_SUB:
        d = dist(&s->kid[0], p);
        for (int i = 1; i < s->n; i++) d = fmaxf(d, -dist(&s->kid[i], p));
        break;
    }
    if (s->ring > 0) d = fabsf(d) - s->ring;
    return d - s->grow;
}

static void extend(float b[4], float x0, float y0, float x1, float y1)
{
    b[0] = fminf(b[0], x0), b[1] = fminf(b[1], y0), b[2] = fmaxf(b[2], x1), b[3] = fmaxf(b[3], y1);
}

/* A box in shape coordinates that surely holds the shape. */
static void bounds(const Shape *s, float b[4])
{
    const float *v = s->v;
    float k[4], r = v[2] + v[5];
    b[0] = b[1] = 1e30f, b[2] = b[3] = -1e30f;
    switch (s->kind) {
    case SH_CIRCLE: extend(b, v[0] - v[2], v[1] - v[2], v[0] + v[2], v[1] + v[2]); break;
    case SH_RRECT:
    case SH_ELLIPSE: extend(b, v[0] - v[2], v[1] - v[3], v[0] + v[2], v[1] + v[3]); break;
    case SH_ARC: extend(b, v[0] - r, v[1] - r, v[0] + r, v[1] + r); break;
    case SH_CAPSULE:
        extend(b, v[0] - v[4], v[1] - v[4], v[0] + v[4], v[1] + v[4]);
        extend(b, v[2] - v[4], v[3] - v[4], v[2] + v[4], v[3] + v[4]);
        break;
    case SH_POLY:
        for (int i = 0; i < s->n; i++) extend(b, s->pt[i].x, s->pt[i].y, s->pt[i].x, s->pt[i].y);
        break;
    case SH_UNION:
    case SH_SUB: /* a subtraction fits in its first shape */
        for (int i = 0; i < (s->kind == SH_SUB ? 1 : s->n); i++) {
            bounds(&s->kid[i], k);
            extend(b, k[0], k[1], k[2], k[3]);
        }
        break;
    }
    float pad = fmaxf(s->grow, 0) + s->ring;
    b[0] -= pad, b[1] -= pad, b[2] += pad, b[3] += pad;
}

/* ---- paints ------------------------------------------------------------------------------ */

enum { P_SOLID, P_LINEAR, P_RADIAL, P_DEPTH };

typedef struct Paint {
    int kind;
    Col c0, c1;
    float x0, y0, x1, y1; /* linear: from (x0,y0) to (x1,y1); radial: centre, radius x1;
                             depth: c0 at the edge, c1 at x1 pixels inside */
} Paint;

static Paint solid(Col c) { return (Paint){P_SOLID, c, c, 0, 0, 0, 0}; }
static Paint linear(Col c0, Col c1, float x0, float y0, float x1, float y1)
{
    return (Paint){P_LINEAR, c0, c1, x0, y0, x1, y1};
}
static Paint vgrad(Col top, Col bottom, float y0, float y1) { return linear(top, bottom, 0, y0, 0, y1); }
static Paint radial(Col c0, Col c1, float cx, float cy, float r) 
{
    return (Paint){P_RADIAL, c0, c1, cx, cy, r, 0};
}
static Paint depth(Col edge, Col inside, float range) 
{
    return (Paint){P_DEPTH, edge, inside, 0, 0, range, 0};
}

static Col paint_at(const Paint *p, V2 q, float d)
{
    float t = 0;
    switch (p->kind) {
    case P_SOLID: return p->c0;
    case P_LINEAR: {
        float ex = p->x1 - p->x0, ey = p->y1 - p->y0;
        t = ((q.x - p->x0) * ex + (q.y - p->y0) * ey) / (ex * ex + ey * ey);
        break;
    }
    case P_RADIAL: t = hypotf(q.x - p->x0, q.y - p->y0) / p->x1; break;
    case P_DEPTH: t = -d / p->x1; break;
    }
    t = clampf(t, 0, 1);
    return mixc(p->c0, p->c1, t * t * (3 - 2 * t));
}

/* ---- canvas ------------------------------------------------------------------------------ */

/* Shapes are given in "local" coordinates; the view maps local (lx,ly) to pixel (tx,ty),
 * scaled by s and turned by the angle whose cos/sin are ca/sa. */
typedef struct Canvas {
    int w, h;
    float *px; /* premultiplied RGBA */
    float tx, ty, lx, ly, s, ca, sa;
} Canvas;

static void view(Canvas *cv, float tx, float ty, float lx, float ly, float s, float ang)
{
    cv->tx = tx, cv->ty = ty, cv->lx = lx, cv->ly = ly, cv->s = s;
    cv->ca = cosf(ang * DEG), cv->sa = sinf(ang * DEG);
}
static void view_reset(Canvas *cv) { view(cv, 0, 0, 0, 0, 1, 0); }

static V2 to_local(const Canvas *cv, float x, float y)
{
    float dx = (x - cv->tx) / cv->s, dy = (y - cv->ty) / cv->s;
    return (V2){cv->lx + cv->ca * dx + cv->sa * dy, cv->ly - cv->sa * dx + cv->ca * dy};
}

/* The core: cover shape s with paint p (optionally only inside clip). soft = edge width in
 * pixels (1 = crisp anti-aliased edge, more = blurred, for shadows and glows). */
static void draw(Canvas *cv, const Shape *s, Paint p, const Shape *clip, float soft, float opacity)
{
    float b[4], x0 = 1e30f, y0 = 1e30f, x1 = -1e30f, y1 = -1e30f;
    bounds(s, b);
    float pad = (soft + 2) / cv->s;
    for (int i = 0; i < 4; i++) {
        float lx = (i & 1 ? b[2] + pad : b[0] - pad) - cv->lx;
        float ly = (i & 2 ? b[3] + pad : b[1] - pad) - cv->ly;
        float x = cv->tx + cv->s * (cv->ca * lx - cv->sa * ly);
        float y = cv->ty + cv->s * (cv->sa * lx + cv->ca * ly);
        x0 = fminf(x0, x), y0 = fminf(y0, y), x1 = fmaxf(x1, x), y1 = fmaxf(y1, y);
    }
    int ix0 = (int)fmaxf(0, floorf(x0)), iy0 = (int)fmaxf(0, floorf(y0));
    int ix1 = (int)fminf((float)cv->w, ceilf(x1)), iy1 = (int)fminf((float)cv->h, ceilf(y1));
    for (int y = iy0; y < iy1; y++)
        for (int x = ix0; x < ix1; x++) {
            V2 q = to_local(cv, x + 0.5f, y + 0.5f);
            float d = dist(s, q), cov = clampf(0.5f - d * cv->s / soft, 0, 1);
            if (cov <= 0) continue;
            if (clip) cov *= clampf(0.5f - dist(clip, q) * cv->s, 0, 1);
            Col c = paint_at(&p, q, d);
            float a = c.a * cov * opacity, *o = &cv->px[(y * cv->w + x) * 4];
            o[0] = c.r * a + o[0] * (1 - a), o[1] = c.g * a + o[1] * (1 - a);
            o[2] = c.b * a + o[2] * (1 - a), o[3] = a + o[3] * (1 - a);
        }
}

static void fill(Canvas *cv, Shape s, Paint p) { draw(cv, &s, p, NULL, 1, 1); }
static void fillc(Canvas *cv, Shape s, Col c) { draw(cv, &s, solid(c), NULL, 1, 1); }
static void clipped(Canvas *cv, Shape s, Col c, Shape clip) { draw(cv, &s, solid(c), &clip, 1, 1); }
/* The outline+fill helper: an ink outline ow pixels wide, then the fill. */
static void ink(Canvas *cv, Shape s, Paint p, float ow)
{
    fillc(cv, grown(s, ow), INK);
    fill(cv, s, p);
}
static void inkc(Canvas *cv, Shape s, Col c, float ow) { ink(cv, s, solid(c), ow); }
/* A soft dark copy of s, moved by (dx,dy) pixels. */
static void shadow(Canvas *cv, Shape s, float dx, float dy, float blur, float a)
{
    cv->tx += dx, cv->ty += dy;
    draw(cv, &s, solid(INK), NULL, blur, a);
    cv->tx -= dx, cv->ty -= dy;
}
static void fade(Canvas *cv, float f)
{
    for (int i = 0; i < cv->w * cv->h * 4; i++) cv->px[i] *= f;
}

/* Un-premultiply and write the PNG. See-through pixels get the ink colour: every sprite's outer
 * edge is an ink outline or an ink shadow, so linear filtering when scaled adds no fringes. */
static int save(const Canvas *cv, const char *dir, const char *name)
{
    int n = cv->w * cv->h;
    unsigned char *out = malloc((size_t)n * 4);
    if (!out) return 0;
    for (int i = 0; i < n; i++) {
        const float *p = &cv->px[i * 4];
        float a = clampf(p[3], 0, 1);
        Col c = a > 0 ? (Col){p[0] / a, p[1] / a, p[2] / a, a} : INK;
        out[i * 4 + 0] = (unsigned char)lrintf(clampf(c.r, 0, 1) * 255);
        out[i * 4 + 1] = (unsigned char)lrintf(clampf(c.g, 0, 1) * 255);
        out[i * 4 + 2] = (unsigned char)lrintf(clampf(c.b, 0, 1) * 255);
        out[i * 4 + 3] = (unsigned char)lrintf(a * 255);
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    int ok = stbi_write_png(path, cv->w, cv->h, 4, out, cv->w * 4);
    free(out);
    if (!ok) fprintf(stderr, "make_art: cannot write %s\n", path);
    return ok;
}

/* A tiny deterministic random generator (for the grass). */
static unsigned rng_state = 12345u;
static float rnd(void)
{
    rng_state = rng_state * 1664525u + 1013904223u;
    return (float)(rng_state >> 8) / 16777216.0f;
}

/* ---- board sprites (128x128) ------------------------------------------------------------ */

static Shape car_body(void)
{
    static const V2 p[] = {{21, 38}, {88, 36}, {104, 42}, {112, 54},
                           {112, 74}, {104, 86}, {88, 92}, {21, 90}};
    return grown(poly(p, 8), 7);
}

/* The toy car, seen from above, nose to the RIGHT, centred on (64,64). */
static void draw_car(Canvas *cv)
{
    Shape body = car_body();
    shadow(cv, body, 0, 4, 10, 0.35f);
    for (int i = 0; i < 4; i++) {
        Shape wheel = rrect(i < 2 ? 36 : 90, i % 2 ? 98 : 30, 12, 8, 4);
        ink(cv, wheel, vgrad(hex(0x5A5468), hex(0x2E2A38), i % 2 ? 92 : 22, i % 2 ? 106 : 36), 4);
    }
    ink(cv, body, depth(ORANGE, lighten(ORANGE, 0.3f), 14), 5);
    clipped(cv, capsule(26, 40, 90, 39, 2.5f), alpha(WHITE, 0.55f), body);
    /* headlights at the front, tail lights at the back */
    for (int i = 0; i < 2; i++) {
        float y = i ? 79 : 49;
        inkc(cv, circle(107, y, 6.5f), hex(0xFFF6B8), 3);
        fillc(cv, circle(105.5f, y - 1.5f, 2.2f), WHITE);
        inkc(cv, rrect(17, i ? 82 : 46, 3, 6, 2), VERMILLION, 3);
    }
    fillc(cv, capsule(92, 58, 100, 58, 1.6f), alpha(darken(ORANGE, 0.4f), 0.6f)); /* bonnet lines */
    fillc(cv, capsule(92, 70, 100, 70, 1.6f), alpha(darken(ORANGE, 0.4f), 0.6f));
    static const V2 rear[] = {{20, 48}, {26, 46}, {26, 82}, {20, 80}};
    ink(cv, grown(poly(rear, 4), 2), solid(darken(SKY, 0.25f)), 3);
    static const V2 wind[] = {{72, 44}, {85, 49}, {85, 79}, {72, 84}};
    Shape ws = grown(poly(wind, 4), 3);
    ink(cv, ws, linear(lighten(SKY, 0.35f), darken(SKY, 0.15f), 72, 44, 86, 84), 3);
    clipped(cv, capsule(79, 52, 81, 61, 2), alpha(WHITE, 0.8f), ws);
    /* roof with a big forward arrow */
    Shape roof = rrect(49, 64, 23, 21, 10);
    ink(cv, roof, radial(lighten(ORANGE, 0.4f), lighten(ORANGE, 0.15f), 44, 58, 30), 4);
    static const V2 arw[] = {{31, 58}, {49, 58}, {49, 47}, {67, 64}, {49, 81}, {49, 70}, {31, 70}};
    inkc(cv, grown(poly(arw, 7), 2), WHITE, 3.5f);
}

static void draw_tile(Canvas *cv)
{
    Shape outer = rrect(64, 64, 57, 57, 20), inner = rrect(64, 64, 46, 46, 12);
    shadow(cv, outer, 0, 2, 7, 0.3f);
    ink(cv, outer, depth(lighten(BLUE, 0.25f), BLUE, 6), 3);
    clipped(cv, ringed(rrect(64, 64, 54, 54, 17), 0.9f), alpha(WHITE, 0.35f), outer);
    fillc(cv, grown(inner, 2), darken(BLUE, 0.35f));
    fill(cv, inner, depth(hex(0xEAD7A6), lighten(CREAM, 0.4f), 16));
    for (int i = 0; i < 4; i++) /* little rivets in the corners */
        fillc(cv, circle(i % 2 ? 100 : 28, i < 2 ? 28 : 100, 3), alpha(hex(0xC9B27A), 0.8f));
    static const V2 arw[] = {{27, 53}, {61, 53}, {61, 33}, {99, 64}, {61, 95}, {61, 75}, {27, 75}};
    Shape a = grown(poly(arw, 7), 3);
    shadow(cv, a, 0, 2, 4, 0.25f);
    fillc(cv, grown(a, 7), INK);
    fillc(cv, grown(a, 5), WHITE);
    fill(cv, a, linear(lighten(BLUE, 0.18f), darken(BLUE, 0.1f), 0, 40, 0, 90));
    clipped(cv, capsule(32, 58, 58, 58, 2), alpha(WHITE, 0.45f), a);
}

static void draw_tile_ghost(Canvas *cv)
{
    draw_tile(cv);
    fade(cv, 0.45f);
}

static void draw_flag(Canvas *cv)
{
    shadow(cv, ellipse(50, 110, 34, 8), 2, 2, 6, 0.35f);
    Shape base = ellipse(44, 104, 24, 10);
    ink(cv, base, vgrad(hex(0x77708A), hex(0x3E3A4C), 94, 114), 4);
    clipped(cv, ellipse(40, 100, 12, 3.5f), alpha(WHITE, 0.35f), base);
    Shape pole = capsule(44, 102, 44, 18, 4.5f);
    ink(cv, pole, linear(hex(0x6B6480), hex(0x3A3548), 40, 0, 48, 0), 3);
    /* a waving banner: top and bottom edges follow one wave */
    V2 p[2 * 14];
    for (int i = 0; i < 14; i++) {
        float t = (float)i / 13.0f, wave = 5 * sinf(t * 2 * PI);
        p[i] = (V2){47 + 66 * t, 22 + 8 * t + wave};
        p[27 - i] = (V2){47 + 66 * t, 68 - 6 * t + wave};
    }
    Shape fl = grown(poly(p, 28), 2);
    ink(cv, fl, linear(lighten(PURPLE, 0.25f), darken(PURPLE, 0.12f), 50, 20, 110, 70), 4);
    for (int i = 0; i < 13; i++) { /* darker in the troughs of the wave */
        float t = (i + 0.5f) / 13.0f;
        float sh = cosf(t * 2 * PI);
        if (sh < 0) continue;
        clipped(cv, box(47 + 66 * t, 45, 5.6f, 60, 0), alpha(darken(PURPLE, 0.4f), 0.22f * sh), fl);
    }
    inkc(cv, grown(star(79, 42, 15, 6.5f), 1.5f), WHITE, 3);
    inkc(cv, circle(44, 15, 7), YELLOW, 3);
    fillc(cv, circle(42, 13, 2.2f), WHITE);
}

static void draw_goal(Canvas *cv)
{
    Shape outer = rrect(64, 64, 59, 59, 18), inner = rrect(64, 64, 47, 47, 9);
    shadow(cv, outer, 0, 3, 6, 0.3f);
    ink(cv, outer, depth(hex(0xC9BC1E), lighten(YELLOW, 0.35f), 8), 3);
    fillc(cv, inner, WHITE);
    for (int y = 0; y < 6; y++)
        for (int x = 0; x < 6; x++)
            if ((x + y) % 2) {
                float q = 94.0f / 6;
                clipped(cv, box(17 + q * (x + 0.5f), 17 + q * (y + 0.5f), q, q, 0), INK, inner);
            }
    fillc(cv, ringed(inner, 1.5f), INK);
    Shape st = grown(star(64, 66, 27, 12), 2);
    fillc(cv, grown(st, 9), WHITE);
    ink(cv, st, depth(hex(0xD8C21A), lighten(YELLOW, 0.45f), 9), 4);
    clipped(cv, capsule(56, 52, 62, 47, 2.5f), alpha(WHITE, 0.8f), st);
}

static void draw_rock(Canvas *cv)
{
    static const V2 p[] = {{24, 88}, {18, 62}, {32, 34},  {60, 22}, {92, 28},
                           {110, 54}, {107, 84}, {86, 100}, {46, 102}};
    Shape rock = grown(poly(p, 9), 6);
    shadow(cv, rock, 3, 6, 8, 0.4f);
    ink(cv, rock, linear(hex(0xD4D1DA), hex(0x7E7889), 30, 24, 96, 104), 5);
    clipped(cv, ellipse(92, 112, 74, 36), alpha(hex(0x4D4759), 0.3f), rock);      /* shaded underside */
    clipped(cv, capsule(36, 52, 58, 34, 8), alpha(WHITE, 0.4f), rock);             /* light on top */
    clipped(cv, circle(44, 44, 4), alpha(WHITE, 0.7f), rock);
    static const float crack[][4] = {{66, 24, 60, 44}, {60, 44, 71, 56}, {71, 56, 64, 73},
                                     {71, 56, 86, 62}, {30, 72, 42, 78}, {42, 78, 40, 92}};
    for (int i = 0; i < 6; i++) {
        const float *c = crack[i];
        clipped(cv, capsule(c[0], c[1] + 1.5f, c[2], c[3] + 1.5f, 1.6f), alpha(WHITE, 0.45f), rock);
        clipped(cv, capsule(c[0], c[1], c[2], c[3], 2), INK, rock);
    }
    Shape peb = ellipse(108, 104, 10, 8);
    shadow(cv, peb, 2, 3, 4, 0.35f);
    ink(cv, peb, linear(hex(0xCFCCD6), hex(0x837D8F), 100, 96, 116, 112), 3.5f);
}

static void draw_tree(Canvas *cv)
{
    Shape parts[9];
    parts[0] = circle(64, 62, 36);
    for (int i = 0; i < 8; i++) {
        float a = (22.5f + 45.0f * (float)i) * DEG;
        parts[i + 1] = circle(64 + 35 * cosf(a), 62 + 35 * sinf(a), 20);
    }
    Shape crown = unite(parts, 9);
    shadow(cv, crown, 4, 7, 9, 0.4f);
    ink(cv, crown, depth(hex(0x006E50), hex(0x13B083), 22), 5);
    /* leafy clumps, lit from the top left */
    static const float clump[][3] = {{48, 46, 17}, {76, 42, 13}, {42, 74, 12},
                                     {70, 66, 15}, {88, 78, 10}, {60, 88, 10}};
    for (int i = 0; i < 6; i++) {
        const float *c = clump[i];
        Shape cl = circle(c[0], c[1], c[2]);
        clipped(cv, grown(cl, 2), alpha(hex(0x00624A), 0.6f), crown);
        clipped(cv, cl, hex(0x2FC08F), crown);
        Shape lit = circle(c[0] - c[2] * 0.3f, c[1] - c[2] * 0.35f, c[2] * 0.45f);
        clipped(cv, lit, alpha(lighten(GREEN, 0.55f), 0.6f), cl);
    }
    static const float dots[][2] = {{56, 58}, {82, 56}, {50, 84}, {78, 92}, {34, 58}};
    for (int i = 0; i < 5; i++) inkc(cv, circle(dots[i][0], dots[i][1], 3.5f), VERMILLION, 2); /* berries */
}

static void draw_cell_with(Canvas *cv, Col base, unsigned seed)
{
    fillc(cv, rrect(64, 64, 70, 70, 0), darken(base, 0.1f));
    Shape in = rrect(64, 64, 61, 61, 12);
    fill(cv, in, depth(lighten(base, 0.35f), base, 9));
    rng_state = seed;
    for (int i = 0; i < 9; i++) { /* a few soft grass tufts */
        float x = 22 + rnd() * 84, y = 24 + rnd() * 80;
        Col c = alpha(darken(base, 0.25f), 0.28f);
        fillc(cv, capsule(x, y, x - 4, y - 8, 1.6f), c);
        fillc(cv, capsule(x, y, x + 1, y - 10, 1.6f), c);
        fillc(cv, capsule(x, y, x + 5, y - 7, 1.6f), c);
    }
}
static void draw_cell(Canvas *cv) { draw_cell_with(cv, GRASS, 7u); }
static void draw_cell_alt(Canvas *cv) { draw_cell_with(cv, hex(0x80CB86), 99u); }

/* 64x64 nine-slice piece: 24 px borders, see-through centre. */
static void draw_board_frame(Canvas *cv)
{
    Shape hole = rrect(32, 32, 12, 12, 4);
    Shape outer_k[2] = {rrect(32, 32, 31, 31, 20), hole};
    fillc(cv, minus(outer_k, 2), INK);
    Shape wood_k[2] = {rrect(32, 32, 28, 28, 17), grown(hole, 2.5f)};
    Shape wood = minus(wood_k, 2);
    fill(cv, wood, depth(hex(0xD89A5B), hex(0x9A5F2E), 15));
    clipped(cv, ringed(rrect(32, 32, 24, 24, 13), 2.2f), alpha(hex(0xF2C08A), 0.55f), wood);
    clipped(cv, ringed(rrect(32, 32, 19.5f, 19.5f, 9), 0.6f), alpha(hex(0x6B3E1C), 0.45f), wood);
    clipped(cv, ringed(rrect(32, 32, 27, 27, 16), 0.7f), alpha(WHITE, 0.35f), wood);
}

/* ---- buttons (256x96, corners r28, nine-slice with 32 px source borders) ------------------ */

static void draw_button_with(Canvas *cv, Col base, int pressed)
{
    float sh = pressed ? 4.0f : 0.0f;
    fillc(cv, rrect(128, 48, 126, 46, 28), INK);
    fill(cv, rrect(128, 48, 123, 43, 25), vgrad(darken(base, 0.45f), darken(base, 0.3f), 60, 92));
    Shape face = rrect(128, 44 + sh, 123, 39.5f, 25);
    fill(cv, face, vgrad(lighten(base, 0.22f), darken(base, 0.03f), 6 + sh, 84 + sh));
    fillc(cv, capsule(32, 15 + sh, 224, 15 + sh, 5), alpha(WHITE, 0.55f));
    clipped(cv, ringed(face, 0.8f), alpha(darken(base, 0.5f), 0.5f), rrect(128, 80 + sh, 128, 8, 0));
}
static void draw_button(Canvas *cv) { draw_button_with(cv, SKY, 0); }
static void draw_button_hover(Canvas *cv) { draw_button_with(cv, lighten(SKY, 0.2f), 0); }
static void draw_button_pressed(Canvas *cv) { draw_button_with(cv, darken(SKY, 0.15f), 1); }
static void draw_button_green(Canvas *cv) { draw_button_with(cv, GREEN, 0); }
static void draw_button_orange(Canvas *cv) { draw_button_with(cv, ORANGE, 0); }

/* ---- icons (96x96) ------------------------------------------------------------------------ */

/* An icon part with a small shadow and a 5 px ink outline; icon_white: the same in white. */
static void icon_part(Canvas *cv, Shape s, Paint p)
{
    shadow(cv, s, 0, 3, 4, 0.3f);
    ink(cv, s, p, 5);
}
static void icon_white(Canvas *cv, Shape s) { icon_part(cv, s, vgrad(WHITE, hex(0xE4E8F0), 14, 84)); }

static void draw_icon_play(Canvas *cv)
{
    static const V2 p[] = {{30, 20}, {78, 48}, {30, 76}};
    icon_white(cv, grown(poly(p, 3), 6));
}
static void draw_icon_stop(Canvas *cv) { icon_white(cv, rrect(48, 48, 27, 27, 8)); }

static void draw_icon_back(Canvas *cv)
{
    static const V2 p[] = {{80, 40}, {48, 40}, {48, 20}, {14, 48}, {48, 76}, {48, 56}, {80, 56}};
    icon_white(cv, grown(poly(p, 7), 4));
}

static void draw_icon_reset(Canvas *cv)
{
    /* counter-clockwise loop, arrow head at the right pointing up */
    float a = -10 * DEG, R = 27, cx = 48, cy = 50;
    float ex = cx + R * cosf(a), ey = cy + R * sinf(a);
    float dx = sinf(a), dy = -cosf(a), nx = cosf(a), ny = sinf(a);
    V2 head[3] = {{ex + dx * 17, ey + dy * 17}, {ex + nx * 15 - dx * 2, ey + ny * 15 - dy * 2},
                  {ex - nx * 15 - dx * 2, ey - ny * 15 - dy * 2}};
    Shape k[2] = {arc(cx, cy, R, -10, 275, 7), grown(poly(head, 3), 2)};
    icon_white(cv, unite(k, 2));
}

static void draw_icon_settings(Canvas *cv)
{
    Shape teeth[9];
    teeth[0] = circle(48, 48, 26);
    for (int i = 0; i < 8; i++) {
        float a = 45.0f * (float)i;
        teeth[i + 1] = grown(box(48 + 30 * cosf(a * DEG), 48 + 30 * sinf(a * DEG), 14, 12, a), 2);
    }
    Shape g = unite(teeth, 9);
    Shape k[2] = {g, circle(48, 48, 10)};
    icon_white(cv, minus(k, 2));
}

static void draw_icon_star(Canvas *cv)
{
    Shape s = grown(star(48, 51, 37, 16), 3);
    icon_part(cv, s, depth(hex(0xD8C21A), lighten(YELLOW, 0.45f), 12));
    clipped(cv, capsule(40, 34, 46, 26, 3), alpha(WHITE, 0.8f), s);
}

static void draw_icon_star_empty(Canvas *cv)
{
    Shape s = grown(star(48, 51, 37, 16), 3);
    fillc(cv, ringed(grown(s, 1), 3.5f), INK);
    fillc(cv, ringed(grown(s, -3.2f), 1), alpha(WHITE, 0.7f));
}

static void draw_icon_trophy(Canvas *cv)
{
    Shape bowl_k[2] = {circle(48, 30, 26), rrect(48, 8, 40, 20, 0)};
    Shape parts[7] = {minus(bowl_k, 2), rrect(48, 27, 26, 4, 3), arc(22, 38, 10, 90, 180, 3.5f),
                      arc(74, 38, 10, -90, 180, 3.5f), rrect(48, 62, 5, 8, 2),
                      rrect(48, 73, 17, 5, 3), rrect(48, 81, 22, 5, 3)};
    Shape cup = unite(parts, 7);
    icon_part(cv, cup, linear(lighten(YELLOW, 0.4f), hex(0xD2B400), 30, 28, 70, 70));
    clipped(cv, capsule(36, 36, 40, 48, 3), alpha(WHITE, 0.75f), cup);
    fillc(cv, rrect(48, 73, 17, 0.8f, 0.8f), alpha(darken(YELLOW, 0.4f), 0.8f));
    inkc(cv, grown(star(48, 40, 9, 4), 1), WHITE, 2);
}

static void draw_icon_clock(Canvas *cv)
{
    Shape parts[3] = {circle(48, 52, 36), rrect(48, 12, 8, 4.5f, 2), rrect(48, 17, 3.5f, 4, 1)};
    Shape body = unite(parts, 3);
    icon_part(cv, body, solid(SKY));
    fill(cv, circle(48, 52, 27), radial(WHITE, hex(0xE6EEF5), 48, 48, 28));
    fillc(cv, ringed(circle(48, 52, 27.5f), 1.2f), INK);
    for (int i = 0; i < 12; i++) {
        float a = 30.0f * (float)i * DEG, r0 = i % 3 ? 22 : 19;
        float c = cosf(a), sn = sinf(a);
        fillc(cv, capsule(48 + r0 * c, 52 + r0 * sn, 48 + 24 * c, 52 + 24 * sn, i % 3 ? 1 : 1.8f), INK);
    }
    fillc(cv, capsule(48, 52, 48, 33, 3.2f), INK);
    fillc(cv, capsule(48, 52, 62, 59, 3.2f), INK);
    inkc(cv, circle(48, 52, 4), VERMILLION, 2);
}

/* Tries: a tally card (four strokes and one across) - a counter. */
static void draw_icon_tries(Canvas *cv)
{
    Shape card = rrect(48, 50, 36, 30, 9);
    icon_white(cv, card);
    for (int i = 0; i < 4; i++) {
        float x = 30 + 12 * (float)i;
        fillc(cv, capsule(x, 34, x + 1, 66, 3.5f), INK);
    }
    inkc(cv, capsule(21, 60, 76, 38, 3.5f), VERMILLION, 2);
}

static void draw_icon_lock(Canvas *cv)
{
    Shape sk[3] = {arc(48, 38, 18, 180, 180, 4.5f), capsule(30, 38, 30, 54, 4.5f),
                   capsule(66, 38, 66, 54, 4.5f)};
    Shape shackle = unite(sk, 3);
    Shape body = rrect(48, 63, 29, 23, 8);
    Shape both_k[2] = {shackle, body};
    shadow(cv, unite(both_k, 2), 0, 3, 4, 0.3f);
    ink(cv, shackle, linear(hex(0xF2F0F6), hex(0x9F99AE), 30, 20, 66, 56), 5);
    ink(cv, body, linear(lighten(YELLOW, 0.3f), hex(0xD2B400), 30, 42, 70, 86), 5);
    clipped(cv, capsule(28, 50, 68, 50, 2.5f), alpha(WHITE, 0.6f), body);
    fillc(cv, circle(48, 60, 6.5f), INK);
    fillc(cv, capsule(48, 62, 48, 74, 3), INK);
}

static void draw_icon_pupil(Canvas *cv)
{
    Shape shoulders = rrect(48, 78, 31, 13, 12), head = circle(48, 38, 24);
    Shape both_k[2] = {shoulders, head};
    shadow(cv, unite(both_k, 2), 0, 3, 4, 0.3f);
    ink(cv, shoulders, vgrad(lighten(SKY, 0.2f), darken(SKY, 0.1f), 66, 92), 5);
    static const V2 collar[] = {{40, 66}, {56, 66}, {48, 75}};
    fillc(cv, grown(poly(collar, 3), 1.5f), WHITE);
    ink(cv, head, radial(hex(0xFAD7AE), hex(0xEDB47E), 44, 34, 26), 5);
    Shape hair_k[2] = {circle(48, 34, 25), circle(52, 50, 24)};
    clipped(cv, minus(hair_k, 2), hex(0x5B3A22), head);
    for (int i = 0; i < 2; i++) {
        float x = i ? 57 : 39;
        fillc(cv, circle(x, 41, 3.6f), INK);
        fillc(cv, circle(x - 1, 39.8f, 1.2f), WHITE);
        fillc(cv, circle(x + (i ? 6 : -6), 49, 4.5f), alpha(PURPLE, 0.45f));
    }
    fillc(cv, arc(48, 45, 10, 30, 120, 2.2f), INK);
}

static void draw_icon_speed(Canvas *cv)
{
    V2 p[2][6];
    static const V2 chev[] = {{0, 22}, {18, 22}, {40, 48}, {18, 74}, {0, 74}, {22, 48}};
    for (int i = 0; i < 12; i++) p[i / 6][i % 6] = (V2){chev[i % 6].x + (i < 6 ? 16 : 44), chev[i % 6].y};
    Shape c1 = grown(poly(p[0], 6), 2.5f), c2 = grown(poly(p[1], 6), 2.5f);
    Shape k[2] = {c1, c2};
    shadow(cv, unite(k, 2), 0, 3, 4, 0.3f);
    ink(cv, c1, vgrad(WHITE, hex(0xE4E8F0), 20, 76), 5);
    ink(cv, c2, vgrad(WHITE, hex(0xE4E8F0), 20, 76), 5);
}

/* ---- background, logo, app icon ------------------------------------------------- */

static void cloud(Canvas *cv, float x, float y, float s)
{
    Shape parts[5] = {circle(x, y, 22 * s), circle(x - 26 * s, y + 8 * s, 15 * s),
                      circle(x + 26 * s, y + 6 * s, 17 * s), circle(x + 8 * s, y - 10 * s, 16 * s),
                      rrect(x, y + 14 * s, 40 * s, 9 * s, 9 * s)};
    Shape c = unite(parts, 5);
    shadow(cv, c, 0, 5, 10, 0.06f);
    fill(cv, c, vgrad(WHITE, hex(0xE3F1FA), y - 30 * s, y + 24 * s));
}

static void draw_background(Canvas *cv)
{
    fill(cv, rrect(320, 180, 330, 190, 0), vgrad(hex(0x9AD3F2), hex(0xE4F5FB), 0, 250));
    Shape sun = circle(560, 64, 34);
    draw(cv, &sun, solid(alpha(hex(0xFFF6C8), 0.6f)), NULL, 50, 1);
    fillc(cv, sun, hex(0xFFF3B0));
    cloud(cv, 110, 70, 1.1f);
    cloud(cv, 340, 42, 0.8f);
    cloud(cv, 470, 122, 0.95f);
    Shape far[3] = {circle(110, 470, 250), circle(430, 500, 260), circle(690, 440, 200)};
    fill(cv, unite(far, 3), depth(hex(0xCDEBC4), hex(0xB5E0AC), 40));
    Shape nearh[3] = {circle(-40, 560, 310), circle(360, 640, 380), circle(720, 560, 260)};
    Shape nh = unite(nearh, 3);
    fill(cv, nh, depth(hex(0xB6E2AE), hex(0x9DD596), 50));
    fillc(cv, ringed(grown(nh, -3), 1.5f), alpha(WHITE, 0.35f));
    rng_state = 77u;
    for (int i = 0; i < 40; i++) { /* tiny flowers */
        float x = rnd() * 640, y = 300 + rnd() * 60;
        Col c = i % 3 == 0 ? hex(0xFFFFFF) : i % 3 == 1 ? hex(0xF7EE9A) : hex(0xEBC2D8);
        clipped(cv, circle(x, y, 2.2f), alpha(c, 0.8f), nh);
    }
}

/* Letters as strokes of half-width r; x = left stroke centre. Returns the letter's width
 * between stroke centres. */
static float letter(char ch, float x, Shape *k, int *n)
{
    const float r = 12, T = 66, B = 134, M = 100, R = 34;
    *n = 0;
    switch (ch) {
    case 'L':
        k[(*n)++] = capsule(x, T, x, B, r), k[(*n)++] = capsule(x, B, x + 34, B, r);
        return 34;
    case 'O': k[(*n)++] = ringed(circle(x + R, M, R), r); return 2 * R;
    case 'P':
        k[(*n)++] = capsule(x, T, x, B, r), k[(*n)++] = capsule(x, T, x + 14, T, r);
        k[(*n)++] = capsule(x, 104, x + 14, 104, r), k[(*n)++] = arc(x + 14, 85, 19, -90, 180, r);
        return 33;
    case 'I': k[(*n)++] = capsule(x, T, x, B, r); return 0;
    case 'N':
        k[(*n)++] = capsule(x, T, x, B, r), k[(*n)++] = capsule(x, T, x + 40, B, r);
        k[(*n)++] = capsule(x + 40, B, x + 40, T, r);
        return 40;
    case 'G':
        k[(*n)++] = arc(x + R, M, R, 22, 292, r);
        k[(*n)++] = capsule(x + R + 4, M + 2, x + 2 * R - 1, M + 2, r);
        k[(*n)++] = capsule(x + 2 * R - 1, M + 2, x + 2 * R - 1, M + 12, r);
        return 2 * R;
    }
    return 0;
}

static void draw_logo(Canvas *cv)
{
    const char *word = "LOOPLING";
    const unsigned cols[8] = {0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442, 0xCC79A7, 0xD55E00, 0x0072B2, 0xE69F00};
    const float tilt[8] = {-6, 4, -3, 5, -5, 4, -4, 5}, bob[8] = {2, -4, 3, -3, 2, -4, 3, -2};
    Shape k[8][4];
    int n[8];
    float cx[8], x = 0, gap = 30;
    for (int i = 0; i < 8; i++) {
        float w = letter(word[i], x, k[i], &n[i]);
        cx[i] = x + w / 2, x += w + gap;
    }
    float total = x - gap, left = 320 - total / 2;
    /* the loop track: dotted oval behind the word, the car riding on top of it */
    float rx = 298, ry = 80;
    for (int i = 0; i < 64; i++) {
        float a = (float)i / 64 * 2 * PI;
        if (a > 4.62f && a < 5.05f) continue; /* gap where the car is */
        inkc(cv, circle(320 + rx * cosf(a), 100 + ry * sinf(a), 3.2f), WHITE, 2);
    }
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < 8; i++) {
            view(cv, left + cx[i], 100 + bob[i], cx[i], 100, 0.94f, tilt[i]);
            Shape L = unite(k[i], n[i]);
            if (pass == 0) { shadow(cv, grown(L, 5), 0, 6, 5, 0.35f); continue; }
            Col c = hex(cols[i]);
            ink(cv, L, vgrad(lighten(c, 0.3f), darken(c, 0.08f), 56, 144), 6);
            Shape hl = grown(L, -7.5f);
            cv->tx -= 2, cv->ty -= 3;
            clipped(cv, hl, alpha(WHITE, 0.35f), L);
            cv->tx += 2, cv->ty += 3;
        }
    float a = 5.0f; /* near the top of the oval, driving clockwise = to the right */
    float px = 320 + rx * cosf(a), py = 100 + ry * sinf(a);
    float heading = atan2f(ry * cosf(a), -rx * sinf(a)) / DEG;
    for (int i = 1; i <= 3; i++) { /* speed lines */
        view(cv, px, py, 0, 0, 1, heading);
        float y = -16 + 8 * (float)i;
        inkc(cv, capsule(-32 - 4 * (float)i, y, -42 - 9 * (float)i, y, 2.5f), WHITE, 2);
    }
    view(cv, px, py, 64, 64, 0.52f, heading);
    draw_car(cv);
    view_reset(cv);
}

static void draw_app_icon(Canvas *cv)
{
    Shape sq = rrect(128, 128, 118, 118, 48);
    shadow(cv, sq, 0, 4, 8, 0.35f);
    ink(cv, sq, depth(hex(0x007C5A), hex(0x2DBE92), 40), 6);
    clipped(cv, ringed(rrect(128, 128, 110, 110, 40), 2), alpha(WHITE, 0.25f), sq);
    /* loop arrow around the car */
    float R = 88, a = 300 * DEG, ex = 128 + R * cosf(a), ey = 128 + R * sinf(a);
    float dx = -sinf(a), dy = cosf(a), nx = cosf(a), ny = sinf(a);
    V2 head[3] = {{ex + dx * 24, ey + dy * 24}, {ex + nx * 20 - dx * 3, ey + ny * 20 - dy * 3},
                  {ex - nx * 20 - dx * 3, ey - ny * 20 - dy * 3}};
    Shape lk[2] = {arc(128, 128, R, -20, 320, 9), grown(poly(head, 3), 3)};
    Shape loop = unite(lk, 2);
    shadow(cv, loop, 0, 3, 5, 0.3f);
    inkc(cv, loop, WHITE, 5);
    view(cv, 128, 130, 64, 64, 1.12f, -20);
    draw_car(cv);
    view_reset(cv);
}

/* ---- the sprite table -------------------------------------------------------------------- */

/* One entry per PNG: file name, size, drawing function, 1 = app icon (goes to ICONDIR, with
 * its smaller sizes). */
typedef struct Sprite { const char *name; int w, h; void (*draw)(Canvas *); int app_icon; } Sprite;

static const Sprite sprites[] = {
    {"car.png", 128, 128, draw_car, 0}, {"tile_arrow.png", 128, 128, draw_tile, 0},
    {"tile_arrow_ghost.png", 128, 128, draw_tile_ghost, 0}, {"flag.png", 128, 128, draw_flag, 0},
    {"goal.png", 128, 128, draw_goal, 0}, {"rock.png", 128, 128, draw_rock, 0},
    {"tree.png", 128, 128, draw_tree, 0}, {"cell.png", 128, 128, draw_cell, 0},
    {"cell_alt.png", 128, 128, draw_cell_alt, 0}, {"board_frame.png", 64, 64, draw_board_frame, 0},
    {"button.png", 256, 96, draw_button, 0}, {"button_hover.png", 256, 96, draw_button_hover, 0},
    {"button_pressed.png", 256, 96, draw_button_pressed, 0},
    {"button_green.png", 256, 96, draw_button_green, 0},
    {"button_orange.png", 256, 96, draw_button_orange, 0}, {"icon_play.png", 96, 96, draw_icon_play, 0},
    {"icon_stop.png", 96, 96, draw_icon_stop, 0}, {"icon_reset.png", 96, 96, draw_icon_reset, 0},
    {"icon_settings.png", 96, 96, draw_icon_settings, 0}, {"icon_back.png", 96, 96, draw_icon_back, 0},
    {"icon_star.png", 96, 96, draw_icon_star, 0}, {"icon_star_empty.png", 96, 96, draw_icon_star_empty, 0},
    {"icon_trophy.png", 96, 96, draw_icon_trophy, 0}, {"icon_clock.png", 96, 96, draw_icon_clock, 0},
    {"icon_tries.png", 96, 96, draw_icon_tries, 0}, {"icon_lock.png", 96, 96, draw_icon_lock, 0},
    {"icon_pupil.png", 96, 96, draw_icon_pupil, 0}, {"icon_speed.png", 96, 96, draw_icon_speed, 0},
    {"background.png", 640, 360, draw_background, 0},
    {"logo.png", 640, 200, draw_logo, 0}, {"loopling.png", 256, 256, draw_app_icon, 1},
};

/* The app icon's smaller sizes (the hicolor theme's 48, 64 and 128): the 256 px drawing averaged
 * over each target pixel's area (the canvas is premultiplied, so a plain average is right). */
static const int icon_sizes[] = {48, 64, 128};

static int save_shrunk(const Canvas *src, int n, const char *dir)
{
    Canvas cv = {0};
    cv.w = n, cv.h = n, cv.px = calloc((size_t)(n * n * 4), sizeof(float));
    if (!cv.px) return 0;
    float step = (float)src->w / (float)n;
    for (int dy = 0; dy < n; dy++)
        for (int dx = 0; dx < n; dx++) {
            float y0 = (float)dy * step, y1 = y0 + step, x0 = (float)dx * step, x1 = x0 + step;
            float sum[4] = {0, 0, 0, 0}, area = 0;
            for (int y = (int)y0; (float)y < y1 && y < src->h; y++) {
                float wy = fminf((float)y + 1, y1) - fmaxf((float)y, y0);
                for (int x = (int)x0; (float)x < x1 && x < src->w; x++) {
                    float w = wy * (fminf((float)x + 1, x1) - fmaxf((float)x, x0));
                    for (int k = 0; k < 4; k++) sum[k] += w * src->px[(y * src->w + x) * 4 + k];
                    area += w;
                }
            }
            for (int k = 0; k < 4; k++) cv.px[(dy * n + dx) * 4 + k] = sum[k] / area;
        }
    char name[64];
    snprintf(name, sizeof name, "loopling_%d.png", n);
    int ok = save(&cv, dir, name);
    free(cv.px);
    return ok;
}

static int make_dir(const char *dir)
{
    if (mkdir(dir, 0755) == 0 || errno == EEXIST) return 1;
    fprintf(stderr, "make_art: cannot create %s: %s\n", dir, strerror(errno));
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2 || argc > 3) return fprintf(stderr, "usage: make_art OUTDIR [ICONDIR]\n"), 2;
    if (!make_dir(argv[1]) || (argc == 3 && !make_dir(argv[2]))) return 1;
    int failed = 0;
    for (size_t i = 0; i < sizeof sprites / sizeof sprites[0]; i++) {
        const Sprite *sp = &sprites[i];
        if (sp->app_icon && argc < 3) continue;
        Canvas cv = {0};
        cv.w = sp->w, cv.h = sp->h, cv.px = calloc((size_t)(sp->w * sp->h * 4), sizeof(float));
        view_reset(&cv);
        if (!cv.px) return 1;
        sp->draw(&cv);
        if (!save(&cv, sp->app_icon ? argv[2] : argv[1], sp->name)) failed = 1;
        for (size_t k = 0; sp->app_icon && k < sizeof icon_sizes / sizeof icon_sizes[0]; k++)
            if (!save_shrunk(&cv, icon_sizes[k], argv[2])) failed = 1;
        free(cv.px);
    }
    return failed;
}
