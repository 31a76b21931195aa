/* range.c - the expressive range of many dungeons (metrics.h): two heat maps side by side in the
 * look of generators/mays/heatmap.c (paper 000's Figure 3): linearity x backtracking, and density
 * x corridor share, each with axes, tick labels, axis titles and its own colour scale, under one
 * title, on an LpCanvas (core/canvas.h: its 5 x 7 font and its PNG writer). Integer logic only;
 * the PNG is the only I/O. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/canvas.h"
#include "core/i18n.h"
#include "dungeon/metrics.h"

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
static void panel(LpCanvas *c, int p, const DgMetrics *m, int count)
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
            lp_canvas_fill(c, px + x * CELL, PLOT_Y + PLOT - (y + 1) * CELL, CELL, CELL, col);
        }
    lp_canvas_frame(c, px, PLOT_Y, PLOT, PLOT, black);
    char label[32];
    for (int k = 0; k * ax->tick <= BINS; k++) {
        int x = px + k * ax->tick * CELL;
        lp_canvas_fill(c, x - (k * ax->tick == BINS), PLOT_Y + PLOT, 1, 6, black);
        decimal(k * ax->tick * ax->max / BINS, label, sizeof label);
        lp_canvas_text(c, x - lp_canvas_text_width(label, 2) / 2, PLOT_Y + PLOT + 10, label, 2, black);
    }
    for (int k = 0; k * ay->tick <= BINS; k++) {
        int y = PLOT_Y + PLOT - k * ay->tick * CELL;
        lp_canvas_fill(c, px - 7, y - (k * ay->tick == BINS ? 0 : 1), 6, 1, black);
        decimal(k * ay->tick * ay->max / BINS, label, sizeof label);
        lp_canvas_text(c, px - 12 - lp_canvas_text_width(label, 2), y - 7, label, 2, black);
    }
    lp_canvas_text(c, px + (PLOT - lp_canvas_text_width(ax->title, 2)) / 2, PLOT_Y + PLOT + 32, ax->title, 2,
                   black);
    lp_canvas_text_up(c, x0 + 8, PLOT_Y + (PLOT + lp_canvas_text_width(ay->title, 2)) / 2, ay->title, 2,
                      black);
    /* the scale bar: the most at its top */
    int bx = px + PLOT + 18, bw = 16;
    for (int r = 0; r < PLOT; r++) {
        uint8_t col[3];
        ramp((PLOT - 1 - r) * 256 / (PLOT - 1), col);
        lp_canvas_fill(c, bx, PLOT_Y + r, bw, 1, col);
    }
    lp_canvas_frame(c, bx, PLOT_Y, bw, PLOT, black);
    int marks[3] = {most, most / 2, 0};
    for (int k = 0; k < 3; k++) {
        int y = PLOT_Y + k * (PLOT - 1) / 2;
        lp_canvas_fill(c, bx + bw + 1, y, 4, 1, black);
        snprintf(label, sizeof label, "%d", marks[k]);
        lp_canvas_text(c, bx + bw + 7, y - 7, label, 2, black);
    }
    lp_canvas_text(c, bx + bw / 2 - lp_canvas_text_width("DUNGEONS", 1) / 2, PLOT_Y - 14, "DUNGEONS", 1,
                   black);
}

int dg_range_write_png(const char *path, const DgMetrics *m, int count, const char *title, LpDiag *diag)
{
    if (!path || !path[0]) return lp_diag_set(diag, "", 0, "%s", _("no file named for the expressive range"));
    if (count < 0 || (count > 0 && !m)) return lp_diag_set(diag, path, 0, "%s", _("no dungeons to draw"));
    uint8_t *rgb = malloc((size_t)DG_RANGE_W * DG_RANGE_H * 3);
    if (!rgb) return lp_diag_set(diag, path, 0, "%s", _("out of memory"));
    LpCanvas c = {.pixels = rgb, .width = DG_RANGE_W, .height = DG_RANGE_H, .channels = 3};
    lp_canvas_fill(&c, 0, 0, DG_RANGE_W, DG_RANGE_H, white);
    panel(&c, 0, m, count);
    panel(&c, 1, m, count);
    char t[96];
    snprintf(t, sizeof t, "%s%s%d DUNGEONS", title ? title : "", title && title[0] ? " - " : "", count);
    while (t[0] && lp_canvas_text_width(t, 2) > DG_RANGE_W - 20)
        t[strlen(t) - 1] = '\0';
    lp_canvas_text(&c, (DG_RANGE_W - lp_canvas_text_width(t, 2)) / 2, 14, t, 2, black);
    int ok = lp_canvas_write_png(&c, path, diag);
    free(rgb);
    return ok;
}
