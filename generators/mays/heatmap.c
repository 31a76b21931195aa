/* heatmap.c - the expressive range of paper 000's Figure 3: levels binned by walkable and
 * interactable fractions of the map, drawn as a heat map with axes, tick labels, axis titles, a
 * title and a colour scale bar, on an LpCanvas (core/canvas.h: its 5 x 7 font and its PNG writer).
 * Integer logic only. The only I/O is the PNG written to the caller's path. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/canvas.h"
#include "core/i18n.h"
#include "mays/mays_gen.h"

/* ---- the colour ramp: viridis at nine stops (colour-blind safe, dark to light) ---- */
static const uint8_t ramp_stops[9][3] = {
    { 68, 1, 84 },    { 71, 44, 122 },  { 59, 81, 139 },  { 44, 113, 142 }, { 33, 144, 141 },
    { 39, 173, 129 }, { 92, 200, 99 },  { 170, 220, 50 }, { 253, 231, 37 },
};

/* t from 0 (the least) to 256 (the most). */
static void ramp(int t, uint8_t out[3])
{
    if (t < 0) t = 0;
    if (t > 256) t = 256;
    int seg = t / 32, f = t % 32;
    if (seg >= 8) {
        memcpy(out, ramp_stops[8], 3);
        return;
    }
    for (int k = 0; k < 3; k++)
        out[k] = (uint8_t)((ramp_stops[seg][k] * (32 - f) + ramp_stops[seg + 1][k] * f) / 32);
}

static const uint8_t white[3] = { 255, 255, 255 };
static const uint8_t black[3] = { 0, 0, 0 };
static const uint8_t empty_bin[3] = { 232, 232, 232 };

#define CELL_W 17
#define CELL_H 18

static void layout_of(MjHeatmapLayout *l)
{
    memset(l, 0, sizeof *l);
    l->plot_x = 90;
    l->plot_y = 50;
    l->plot_w = MJ_HEATMAP_BINS_X * CELL_W; /* 425 */
    l->plot_h = MJ_HEATMAP_BINS_Y * CELL_H; /* 360 */
    l->bar_x = l->plot_x + l->plot_w + 28;
    l->bar_y = l->plot_y;
    l->bar_w = 20;
    l->bar_h = l->plot_h;
}

void mj_heatmap_render(uint8_t *rgb, const int *walkable_permille, const int *interactable_permille, int count,
                       const char *title, MjHeatmapLayout *layout)
{
    LpCanvas c = { .pixels = rgb, .width = MJ_HEATMAP_W, .height = MJ_HEATMAP_H, .channels = 3 };
    MjHeatmapLayout l;
    layout_of(&l);
    int bins[MJ_HEATMAP_BINS_Y][MJ_HEATMAP_BINS_X];
    memset(bins, 0, sizeof bins);
    for (int i = 0; i < count; i++) {
        int wx = walkable_permille ? walkable_permille[i] : 0;
        int iy = interactable_permille ? interactable_permille[i] : 0;
        /* x: 0 .. 0.5 over the bins, y: 0 .. 0.1; beyond the range: the last bin */
        int bx = wx < 0 ? 0 : wx >= 500 ? MJ_HEATMAP_BINS_X - 1 : wx * MJ_HEATMAP_BINS_X / 500;
        int by = iy < 0 ? 0 : iy >= 100 ? MJ_HEATMAP_BINS_Y - 1 : iy * MJ_HEATMAP_BINS_Y / 100;
        bins[by][bx]++;
    }
    for (int y = 0; y < MJ_HEATMAP_BINS_Y; y++)
        for (int x = 0; x < MJ_HEATMAP_BINS_X; x++)
            if (bins[y][x] > l.max_count) l.max_count = bins[y][x];

    lp_canvas_fill(&c, 0, 0, MJ_HEATMAP_W, MJ_HEATMAP_H, white);
    /* the cells (y up) */
    for (int y = 0; y < MJ_HEATMAP_BINS_Y; y++)
        for (int x = 0; x < MJ_HEATMAP_BINS_X; x++) {
            uint8_t col[3];
            if (bins[y][x]) ramp(bins[y][x] * 256 / l.max_count, col);
            else memcpy(col, empty_bin, 3);
            lp_canvas_fill(&c, l.plot_x + x * CELL_W, l.plot_y + l.plot_h - (y + 1) * CELL_H, CELL_W, CELL_H,
                           col);
        }
    /* the frame and the ticks */
    lp_canvas_frame(&c, l.plot_x, l.plot_y, l.plot_w, l.plot_h, black);
    char label[32];
    for (int k = 0; k <= 5; k++) { /* x: 0, 0.1 .. 0.5 every 5 bins */
        int x = l.plot_x + k * 5 * CELL_W;
        lp_canvas_fill(&c, x - (k == 5), l.plot_y + l.plot_h, 1, 6, black);
        snprintf(label, sizeof label, k ? "0.%d" : "0", k);
        lp_canvas_text(&c, x - lp_canvas_text_width(label, 2) / 2, l.plot_y + l.plot_h + 10, label, 2,
                       black);
    }
    for (int k = 0; k <= 5; k++) { /* y: 0, 0.02 .. 0.1 every 4 bins */
        int y = l.plot_y + l.plot_h - k * 4 * CELL_H;
        lp_canvas_fill(&c, l.plot_x - 7, y - (k == 5 ? 0 : 1), 6, 1, black);
        if (k == 0) snprintf(label, sizeof label, "0");
        else if (k == 5) snprintf(label, sizeof label, "0.1");
        else snprintf(label, sizeof label, "0.0%d", 2 * k);
        lp_canvas_text(&c, l.plot_x - 12 - lp_canvas_text_width(label, 2), y - 7, label, 2, black);
    }
    const char *xt = "WALKABLE TILES / MAP SIZE";
    lp_canvas_text(&c, l.plot_x + (l.plot_w - lp_canvas_text_width(xt, 2)) / 2, l.plot_y + l.plot_h + 34, xt,
                   2, black);
    const char *yt = "INTERACTABLE / MAP SIZE";
    lp_canvas_text_up(&c, 10, l.plot_y + (l.plot_h + lp_canvas_text_width(yt, 2)) / 2, yt, 2, black);
    /* the title, cut to the width */
    char t[64];
    snprintf(t, sizeof t, "%s", title ? title : "");
    while (t[0] && lp_canvas_text_width(t, 2) > MJ_HEATMAP_W - 20) t[strlen(t) - 1] = '\0';
    lp_canvas_text(&c, (MJ_HEATMAP_W - lp_canvas_text_width(t, 2)) / 2, 14, t, 2, black);
    /* the scale bar: the most at its top */
    for (int r = 0; r < l.bar_h; r++) {
        uint8_t col[3];
        ramp((l.bar_h - 1 - r) * 256 / (l.bar_h - 1), col);
        lp_canvas_fill(&c, l.bar_x, l.bar_y + r, l.bar_w, 1, col);
    }
    lp_canvas_frame(&c, l.bar_x, l.bar_y, l.bar_w, l.bar_h, black);
    int marks[3] = { l.max_count, l.max_count / 2, 0 };
    for (int k = 0; k < 3; k++) {
        int y = l.bar_y + k * (l.bar_h - 1) / 2;
        lp_canvas_fill(&c, l.bar_x + l.bar_w + 1, y, 4, 1, black);
        snprintf(label, sizeof label, "%d", marks[k]);
        lp_canvas_text(&c, l.bar_x + l.bar_w + 7, y - 7, label, 2, black);
    }
    lp_canvas_text(&c, l.bar_x + l.bar_w / 2 - lp_canvas_text_width("LEVELS", 1) / 2, l.bar_y - 24, "LEVELS",
                   1, black);
    if (layout) *layout = l;
}

int mj_heatmap_write_png(const char *path, const int *walkable_permille, const int *interactable_permille, int count,
                         const char *title, LpDiag *diag)
{
    if (!path || !path[0]) return lp_diag_set(diag, "", 0, "%s", _("no file named for the heat map"));
    if (count < 0 || (count > 0 && (!walkable_permille || !interactable_permille)))
        return lp_diag_set(diag, path, 0, "%s", _("no levels to draw"));
    uint8_t *rgb = malloc((size_t)MJ_HEATMAP_W * MJ_HEATMAP_H * 3);
    if (!rgb) return lp_diag_set(diag, path, 0, "%s", _("out of memory"));
    mj_heatmap_render(rgb, walkable_permille, interactable_permille, count, title, NULL);
    LpCanvas c = { .pixels = rgb, .width = MJ_HEATMAP_W, .height = MJ_HEATMAP_H, .channels = 3 };
    int ok = lp_canvas_write_png(&c, path, diag);
    free(rgb);
    return ok;
}
