/* range.c - the expressive range of many dungeons (metrics.h): two heat maps side by side in the
 * look of generators/mays/heatmap.c (paper 000's Figure 3): linearity x backtracking, and density
 * x corridor share, each with axes, tick labels, axis titles and its own colour scale, under one
 * title, in a 5 x 7 bitmap font of its own. Integer logic only; the PNG (stb_image_write, its
 * functions kept static here) is the only I/O. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dungeon/metrics.h"

#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wshadow"
#pragma GCC diagnostic ignored "-Wunused-parameter"
#pragma GCC diagnostic ignored "-Wunused-function"
#endif
#define STB_IMAGE_WRITE_STATIC
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image_write.h>
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

/* ---- the font: 5 x 7, one byte per row, bit 4 the leftmost pixel (heatmap.c's letters) ---- */
static const char font_chars[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ.%-/():,_=+'?";
static const uint8_t font_rows[][7] = {
    {0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e}, {0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e}, /* 0 1 */
    {0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f}, {0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e}, /* 2 3 */
    {0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02}, {0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e}, /* 4 5 */
    {0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e}, {0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08}, /* 6 7 */
    {0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e}, {0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c}, /* 8 9 */
    {0x0e, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11}, {0x1e, 0x11, 0x11, 0x1e, 0x11, 0x11, 0x1e}, /* A B */
    {0x0e, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0e}, {0x1c, 0x12, 0x11, 0x11, 0x11, 0x12, 0x1c}, /* C D */
    {0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x1f}, {0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x10}, /* E F */
    {0x0e, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0f}, {0x11, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11}, /* G H */
    {0x0e, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0e}, {0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0c}, /* I J */
    {0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11}, {0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1f}, /* K L */
    {0x11, 0x1b, 0x15, 0x15, 0x11, 0x11, 0x11}, {0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11}, /* M N */
    {0x0e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e}, {0x1e, 0x11, 0x11, 0x1e, 0x10, 0x10, 0x10}, /* O P */
    {0x0e, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0d}, {0x1e, 0x11, 0x11, 0x1e, 0x14, 0x12, 0x11}, /* Q R */
    {0x0f, 0x10, 0x10, 0x0e, 0x01, 0x01, 0x1e}, {0x1f, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04}, /* S T */
    {0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e}, {0x11, 0x11, 0x11, 0x11, 0x11, 0x0a, 0x04}, /* U V */
    {0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0a}, {0x11, 0x11, 0x0a, 0x04, 0x0a, 0x11, 0x11}, /* W X */
    {0x11, 0x11, 0x11, 0x0a, 0x04, 0x04, 0x04}, {0x1f, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1f}, /* Y Z */
    {0x00, 0x00, 0x00, 0x00, 0x00, 0x0c, 0x0c}, {0x18, 0x19, 0x02, 0x04, 0x08, 0x13, 0x03}, /* . % */
    {0x00, 0x00, 0x00, 0x1f, 0x00, 0x00, 0x00}, {0x00, 0x01, 0x02, 0x04, 0x08, 0x10, 0x00}, /* - / */
    {0x02, 0x04, 0x08, 0x08, 0x08, 0x04, 0x02}, {0x08, 0x04, 0x02, 0x02, 0x02, 0x04, 0x08}, /* ( ) */
    {0x00, 0x0c, 0x0c, 0x00, 0x0c, 0x0c, 0x00}, {0x00, 0x00, 0x00, 0x00, 0x0c, 0x04, 0x08}, /* : , */
    {0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x1f}, {0x00, 0x00, 0x1f, 0x00, 0x1f, 0x00, 0x00}, /* _ = */
    {0x00, 0x04, 0x04, 0x1f, 0x04, 0x04, 0x00}, {0x04, 0x04, 0x08, 0x00, 0x00, 0x00, 0x00}, /* + ' */
    {0x0e, 0x11, 0x01, 0x02, 0x04, 0x00, 0x04},                                             /* ? */
};

typedef struct Canvas {
    uint8_t *rgb;
} Canvas;

static void put(Canvas *c, int x, int y, const uint8_t col[3])
{
    if (x < 0 || y < 0 || x >= DG_RANGE_W || y >= DG_RANGE_H) return;
    uint8_t *p = c->rgb + ((size_t)y * DG_RANGE_W + (size_t)x) * 3;
    p[0] = col[0], p[1] = col[1], p[2] = col[2];
}

static void fill(Canvas *c, int x, int y, int w, int h, const uint8_t col[3])
{
    for (int j = y; j < y + h; j++)
        for (int i = x; i < x + w; i++)
            put(c, i, j, col);
}

static void frame(Canvas *c, int x, int y, int w, int h, const uint8_t col[3])
{
    fill(c, x - 1, y - 1, w + 2, 1, col);
    fill(c, x - 1, y + h, w + 2, 1, col);
    fill(c, x - 1, y - 1, 1, h + 2, col);
    fill(c, x + w, y - 1, 1, h + 2, col);
}

static const uint8_t *glyph(char ch)
{
    if (ch >= 'a' && ch <= 'z') ch = (char)(ch - 'a' + 'A');
    if (ch == ' ') return NULL;
    const char *at = ch ? strchr(font_chars, ch) : NULL;
    if (!at) at = strchr(font_chars, '?');
    return font_rows[at - font_chars];
}

static int text_width(const char *s, int scale)
{
    int n = (int)strlen(s);
    return n ? (n * 6 - 1) * scale : 0;
}

/* Left to right from (x, y), the top of the letters; up = 1: bottom to top from (x, y), the
 * letters turned a quarter to the left (x their top). */
static void text(Canvas *c, int x, int y, const char *s, int scale, int up, const uint8_t col[3])
{
    for (; *s; s++) {
        const uint8_t *g = glyph(*s);
        for (int row = 0; g && row < 7; row++)
            for (int bit = 0; bit < 5; bit++)
                if (g[row] >> (4 - bit) & 1) {
                    if (up)
                        fill(c, x + row * scale, y - (bit + 1) * scale, scale, scale, col);
                    else
                        fill(c, x + bit * scale, y + row * scale, scale, scale, col);
                }
        if (up)
            y -= 6 * scale;
        else
            x += 6 * scale;
    }
}

/* ---- viridis at nine stops (colour-blind safe, dark to light), as heatmap.c ---- */
static const uint8_t ramp_stops[9][3] = {
    {68, 1, 84},    {71, 44, 122}, {59, 81, 139},  {44, 113, 142}, {33, 144, 141},
    {39, 173, 129}, {92, 200, 99}, {170, 220, 50}, {253, 231, 37},
};

/* t from 0 (the least) to 256 (the most). */
static void ramp(int t, uint8_t out[3])
{
    t = t < 0 ? 0 : t > 256 ? 256 : t;
    int seg = t / 32, f = t % 32;
    for (int k = 0; k < 3; k++)
        out[k] = seg >= 8 ? ramp_stops[8][k]
                          : (uint8_t)((ramp_stops[seg][k] * (32 - f) + ramp_stops[seg + 1][k] * f) / 32);
}

static const uint8_t white[3] = {255, 255, 255};
static const uint8_t black[3] = {0, 0, 0};
static const uint8_t empty_bin[3] = {232, 232, 232};

#define BINS 20
#define CELL 20     /* pixels a bin */
#define PANEL_W 600 /* DG_RANGE_W / 2 */
#define PLOT_X 96   /* in its panel */
#define PLOT_Y 56
#define PLOT (BINS * CELL)

/* One axis: its range 0 .. max (thousandths), a tick every `tick` bins, its title. */
typedef struct Axis {
    int max, tick;
    const char *title;
} Axis;

static const Axis axes[4] = {
    {1000, 4, "LINEARITY (MAIN ROOMS / ROOMS)"},
    {2000, 5, "BACKTRACKING (RE-ENTRIES / ROOMS)"},
    {500, 4, "DENSITY (FLOOR / BOUNDING BOX)"},
    {200, 5, "CORRIDOR SHARE (CORRIDOR / FLOOR)"},
};

/* v (thousandths) as a short decimal: 0, 0.05, 1.5. */
static void decimal(int v, char *out, int size)
{
    int n = snprintf(out, (size_t)size, "%d.%03d", v / 1000, v % 1000);
    while (n > 0 && out[n - 1] == '0')
        out[--n] = '\0';
    if (n > 0 && out[n - 1] == '.') out[--n] = '\0';
}

static int bin_of(int v, const Axis *a)
{
    return v <= 0 ? 0 : v >= a->max ? BINS - 1 : v * BINS / a->max;
}

/* Panel p (0: linearity x backtracking, 1: density x corridor share) at x0. */
static void panel(Canvas *c, int p, const DgMetrics *m, int count)
{
    const Axis *ax = &axes[2 * p], *ay = &axes[2 * p + 1];
    int x0 = p * PANEL_W, px = x0 + PLOT_X, most = 0;
    int bins[BINS][BINS] = {{0}};
    for (int i = 0; i < count; i++) {
        int vx = p ? m[i].density : m[i].linearity, vy = p ? m[i].corridor_share : m[i].backtracking;
        if (vy < 0) continue; /* no complete walk: not on the map */
        int *b = &bins[bin_of(vy, ay)][bin_of(vx, ax)];
        if (++*b > most) most = *b;
    }
    for (int y = 0; y < BINS; y++) /* y up */
        for (int x = 0; x < BINS; x++) {
            uint8_t col[3];
            if (bins[y][x])
                ramp(bins[y][x] * 256 / most, col);
            else
                memcpy(col, empty_bin, 3);
            fill(c, px + x * CELL, PLOT_Y + PLOT - (y + 1) * CELL, CELL, CELL, col);
        }
    frame(c, px, PLOT_Y, PLOT, PLOT, black);
    char label[32];
    for (int k = 0; k * ax->tick <= BINS; k++) {
        int x = px + k * ax->tick * CELL;
        fill(c, x - (k * ax->tick == BINS), PLOT_Y + PLOT, 1, 6, black);
        decimal(k * ax->tick * ax->max / BINS, label, sizeof label);
        text(c, x - text_width(label, 2) / 2, PLOT_Y + PLOT + 10, label, 2, 0, black);
    }
    for (int k = 0; k * ay->tick <= BINS; k++) {
        int y = PLOT_Y + PLOT - k * ay->tick * CELL;
        fill(c, px - 7, y - (k * ay->tick == BINS ? 0 : 1), 6, 1, black);
        decimal(k * ay->tick * ay->max / BINS, label, sizeof label);
        text(c, px - 12 - text_width(label, 2), y - 7, label, 2, 0, black);
    }
    text(c, px + (PLOT - text_width(ax->title, 2)) / 2, PLOT_Y + PLOT + 32, ax->title, 2, 0, black);
    text(c, x0 + 8, PLOT_Y + (PLOT + text_width(ay->title, 2)) / 2, ay->title, 2, 1, black);
    /* the scale bar: the most at its top */
    int bx = px + PLOT + 18, bw = 16;
    for (int r = 0; r < PLOT; r++) {
        uint8_t col[3];
        ramp((PLOT - 1 - r) * 256 / (PLOT - 1), col);
        fill(c, bx, PLOT_Y + r, bw, 1, col);
    }
    frame(c, bx, PLOT_Y, bw, PLOT, black);
    int marks[3] = {most, most / 2, 0};
    for (int k = 0; k < 3; k++) {
        int y = PLOT_Y + k * (PLOT - 1) / 2;
        fill(c, bx + bw + 1, y, 4, 1, black);
        snprintf(label, sizeof label, "%d", marks[k]);
        text(c, bx + bw + 7, y - 7, label, 2, 0, black);
    }
    text(c, bx + bw / 2 - text_width("DUNGEONS", 1) / 2, PLOT_Y - 14, "DUNGEONS", 1, 0, black);
}

int dg_range_write_png(const char *path, const DgMetrics *m, int count, const char *title, LpDiag *diag)
{
    if (!path || !path[0]) return lp_diag_set(diag, "", 0, "no file named for the expressive range");
    if (count < 0 || (count > 0 && !m)) return lp_diag_set(diag, path, 0, "no dungeons to draw");
    uint8_t *rgb = malloc((size_t)DG_RANGE_W * DG_RANGE_H * 3);
    if (!rgb) return lp_diag_set(diag, path, 0, "out of memory");
    Canvas c = {rgb};
    fill(&c, 0, 0, DG_RANGE_W, DG_RANGE_H, white);
    panel(&c, 0, m, count);
    panel(&c, 1, m, count);
    char t[96];
    snprintf(t, sizeof t, "%s%s%d DUNGEONS", title ? title : "", title && title[0] ? " - " : "", count);
    while (t[0] && text_width(t, 2) > DG_RANGE_W - 20)
        t[strlen(t) - 1] = '\0';
    text(&c, (DG_RANGE_W - text_width(t, 2)) / 2, 14, t, 2, 0, black);
    int ok = stbi_write_png(path, DG_RANGE_W, DG_RANGE_H, 3, rgb, DG_RANGE_W * 3);
    free(rgb);
    if (!ok) return lp_diag_set(diag, path, 0, "cannot write the PNG");
    return 1;
}
