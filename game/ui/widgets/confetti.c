/* confetti.c - crisp confetti around a panel (confetti.h). Every corner is rounded to a whole
 * pixel and filled flat (SDL_RenderGeometry draws no soft edge), so nothing smears when the window
 * scales: the old picture was a 256 x 256 texture stretched to 820 x 310 with linear filtering. */
#include "ui/widgets/confetti.h"

#include <math.h>

#include "core/rng.h"

#define CELL 46 /* one piece per cell of a jittered grid: spread out, never in clumps */

/* Okabe-Ito: orange, sky blue, bluish green, yellow, blue, vermillion, reddish purple. */
static const SDL_Color colours[7] = {{230, 159, 0, 255}, {86, 180, 233, 255}, {0, 158, 115, 255}, {240, 228, 66, 255},
                                     {0, 114, 178, 255}, {213, 94, 0, 255},   {204, 121, 167, 255}};
static const SDL_Color EDGE = {35, 31, 45, 255};

/* A filled convex polygon of n corners (at most 4), the corners at whole pixels. */
static void polygon(Gfx *g, const SDL_FPoint *p, int n, SDL_Color c)
{
    SDL_Vertex v[6];
    int k = 0;
    for (int i = 1; i + 1 < n; i++) {
        const SDL_FPoint *t[3] = {&p[0], &p[i], &p[i + 1]};
        for (int j = 0; j < 3; j++) v[k++] = (SDL_Vertex){{t[j]->x, t[j]->y}, c, {0, 0}};
    }
    SDL_RenderGeometry(g->renderer, NULL, v, k, NULL, 0);
}

/* The corners of a shape: (dx, dy) pairs turned by angle a about (cx, cy), grown by `grow`
 * pixels away from the centre (the dark edge), rounded to whole pixels. */
static void corners(const float *d, int n, int cx, int cy, double a, float grow, SDL_FPoint *out)
{
    double ca = cos(a), sa = sin(a);
    for (int i = 0; i < n; i++) {
        double x = d[2 * i], y = d[2 * i + 1], len = sqrt(x * x + y * y);
        if (len > 0) {
            x += x / len * grow;
            y += y / len * grow;
        }
        out[i] = (SDL_FPoint){(float)lround(cx + x * ca - y * sa), (float)lround(cy + x * sa + y * ca)};
    }
}

static void piece(Gfx *g, int kind, int cx, int cy, int size, double angle, SDL_Color c)
{
    float h = (float)size / 2;
    SDL_FPoint p[4];
    switch (kind) {
    case 0: { /* a strip */
        const float d[8] = {-h, -h * 0.4f, h, -h * 0.4f, h, h * 0.4f, -h, h * 0.4f};
        corners(d, 4, cx, cy, angle, 2, p);
        polygon(g, p, 4, EDGE);
        corners(d, 4, cx, cy, angle, 0, p);
        polygon(g, p, 4, c);
        break;
    }
    case 1: { /* a triangle */
        const float d[6] = {0, -h, h * 0.9f, h * 0.6f, -h * 0.9f, h * 0.6f};
        corners(d, 3, cx, cy, angle, 2.5f, p);
        polygon(g, p, 3, EDGE);
        corners(d, 3, cx, cy, angle, 0, p);
        polygon(g, p, 3, c);
        break;
    }
    case 2: /* a dot */
        gfx_circle(g, cx, cy, (int)h - 1 + 2, EDGE);
        gfx_circle(g, cx, cy, (int)h - 1, c);
        break;
    default: { /* a diamond */
        const float d[8] = {0, -h, h * 0.6f, 0, 0, h, -h * 0.6f, 0};
        corners(d, 4, cx, cy, angle, 2, p);
        polygon(g, p, 4, EDGE);
        corners(d, 4, cx, cy, angle, 0, p);
        polygon(g, p, 4, c);
        break;
    }
    }
}

void confetti_draw(Gfx *g, SDL_Rect around, uint32_t seed)
{
    LpRng rng;
    lp_rng_init(&rng, seed, LP_STREAM_COSMETIC);
    SDL_SetRenderDrawBlendMode(g->renderer, SDL_BLENDMODE_BLEND);
    /* above the panel and down its sides to a little past the middle */
    SDL_Rect area = {around.x - 2 * CELL, around.y - CELL - CELL / 4, around.w + 4 * CELL, around.h * 3 / 5 + CELL + CELL / 4};
    SDL_Rect hidden = {around.x + 8, around.y + 8, around.w - 16, around.h - 16}; /* under the panel */
    int cols = area.w / CELL, rows = area.h / CELL;
    for (int row = 0; row < rows; row++)
        for (int col = 0; col < cols; col++) {
            int cx = area.x + col * CELL + CELL / 2 + (int)lp_rng_range(&rng, -CELL / 3, CELL / 3);
            int cy = area.y + row * CELL + CELL / 2 + (int)lp_rng_range(&rng, -CELL / 3, CELL / 3);
            int kind = (int)lp_rng_below(&rng, 4), size = (int)lp_rng_range(&rng, 16, 24);
            double angle = (double)lp_rng_below(&rng, 12) * (3.14159265358979 / 12.0);
            int skip = lp_rng_chance(&rng, 1, 6); /* a few gaps, so it looks thrown */
            SDL_Point at = {cx, cy};
            if (skip || SDL_PointInRect(&at, &hidden)) continue;
            /* neighbours never share a colour: 3 along a row, 5 down a column (mod 7) */
            piece(g, kind, cx, cy, size, angle, colours[(col * 3 + row * 5) % 7]);
        }
}
