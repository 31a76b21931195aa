/* heatmap.c - the expressive range of paper 000's Figure 3: levels binned by walkable and
 * interactable fractions of the map, drawn as a heat map with axes, tick labels, axis titles, a
 * title and a colour scale bar, in a 5x7 bitmap font of its own, and written as a PNG with
 * stb_image_write (its functions kept static here: the game has its own copy). Integer logic
 * only. The only I/O is the PNG written to the caller's path. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mays/mays_gen.h"

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

/* ---- the font: 5 x 7, one byte per row, bit 4 the leftmost pixel ---- */
static const char font_chars[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ.%-/():,_=+'?";
static const uint8_t font_rows[][7] = {
    { 0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e }, /* 0 */
    { 0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e }, /* 1 */
    { 0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f }, /* 2 */
    { 0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e }, /* 3 */
    { 0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02 }, /* 4 */
    { 0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e }, /* 5 */
    { 0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e }, /* 6 */
    { 0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08 }, /* 7 */
    { 0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e }, /* 8 */
    { 0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c }, /* 9 */
    { 0x0e, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11 }, /* A */
    { 0x1e, 0x11, 0x11, 0x1e, 0x11, 0x11, 0x1e }, /* B */
    { 0x0e, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0e }, /* C */
    { 0x1c, 0x12, 0x11, 0x11, 0x11, 0x12, 0x1c }, /* D */
    { 0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x1f }, /* E */
    { 0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x10 }, /* F */
    { 0x0e, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0f }, /* G */
    { 0x11, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11 }, /* H */
    { 0x0e, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0e }, /* I */
    { 0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0c }, /* J */
    { 0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11 }, /* K */
    { 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1f }, /* L */
    { 0x11, 0x1b, 0x15, 0x15, 0x11, 0x11, 0x11 }, /* M */
    { 0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11 }, /* N */
    { 0x0e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e }, /* O */
    { 0x1e, 0x11, 0x11, 0x1e, 0x10, 0x10, 0x10 }, /* P */
    { 0x0e, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0d }, /* Q */
    { 0x1e, 0x11, 0x11, 0x1e, 0x14, 0x12, 0x11 }, /* R */
    { 0x0f, 0x10, 0x10, 0x0e, 0x01, 0x01, 0x1e }, /* S */
    { 0x1f, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04 }, /* T */
    { 0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e }, /* U */
    { 0x11, 0x11, 0x11, 0x11, 0x11, 0x0a, 0x04 }, /* V */
    { 0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0a }, /* W */
    { 0x11, 0x11, 0x0a, 0x04, 0x0a, 0x11, 0x11 }, /* X */
    { 0x11, 0x11, 0x11, 0x0a, 0x04, 0x04, 0x04 }, /* Y */
    { 0x1f, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1f }, /* Z */
    { 0x00, 0x00, 0x00, 0x00, 0x00, 0x0c, 0x0c }, /* . */
    { 0x18, 0x19, 0x02, 0x04, 0x08, 0x13, 0x03 }, /* % */
    { 0x00, 0x00, 0x00, 0x1f, 0x00, 0x00, 0x00 }, /* - */
    { 0x00, 0x01, 0x02, 0x04, 0x08, 0x10, 0x00 }, /* / */
    { 0x02, 0x04, 0x08, 0x08, 0x08, 0x04, 0x02 }, /* ( */
    { 0x08, 0x04, 0x02, 0x02, 0x02, 0x04, 0x08 }, /* ) */
    { 0x00, 0x0c, 0x0c, 0x00, 0x0c, 0x0c, 0x00 }, /* : */
    { 0x00, 0x00, 0x00, 0x00, 0x0c, 0x04, 0x08 }, /* , */
    { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x1f }, /* _ */
    { 0x00, 0x00, 0x1f, 0x00, 0x1f, 0x00, 0x00 }, /* = */
    { 0x00, 0x04, 0x04, 0x1f, 0x04, 0x04, 0x00 }, /* + */
    { 0x04, 0x04, 0x08, 0x00, 0x00, 0x00, 0x00 }, /* ' */
    { 0x0e, 0x11, 0x01, 0x02, 0x04, 0x00, 0x04 }, /* ? */
};

typedef struct Canvas {
    uint8_t *rgb;
} Canvas;

static void put(Canvas *c, int x, int y, const uint8_t col[3])
{
    if (x < 0 || y < 0 || x >= MJ_HEATMAP_W || y >= MJ_HEATMAP_H) return;
    uint8_t *p = c->rgb + ((size_t)y * MJ_HEATMAP_W + (size_t)x) * 3;
    p[0] = col[0];
    p[1] = col[1];
    p[2] = col[2];
}

static void fill(Canvas *c, int x, int y, int w, int h, const uint8_t col[3])
{
    for (int j = y; j < y + h; j++)
        for (int i = x; i < x + w; i++) put(c, i, j, col);
}

static const uint8_t *glyph(char ch)
{
    if (ch >= 'a' && ch <= 'z') ch = (char)(ch - 'a' + 'A');
    if (ch == ' ') return NULL;
    const char *at = strchr(font_chars, ch);
    if (!at || !ch) at = strchr(font_chars, '?');
    return font_rows[at - font_chars];
}

#define GLYPH_ADVANCE 6 /* 5 pixels and a space, times the scale */

static int text_width(const char *s, int scale)
{
    int n = (int)strlen(s);
    return n ? (n * GLYPH_ADVANCE - 1) * scale : 0;
}

/* Left to right from (x, y), the top of the letters. */
static void draw_text(Canvas *c, int x, int y, const char *s, int scale, const uint8_t col[3])
{
    for (; *s; s++, x += GLYPH_ADVANCE * scale) {
        const uint8_t *g = glyph(*s);
        if (!g) continue;
        for (int row = 0; row < 7; row++)
            for (int bit = 0; bit < 5; bit++)
                if (g[row] >> (4 - bit) & 1) fill(c, x + bit * scale, y + row * scale, scale, scale, col);
    }
}

/* Bottom to top from (x, y), the letters turned a quarter to the left (x is their top). */
static void draw_text_up(Canvas *c, int x, int y, const char *s, int scale, const uint8_t col[3])
{
    for (; *s; s++, y -= GLYPH_ADVANCE * scale) {
        const uint8_t *g = glyph(*s);
        if (!g) continue;
        for (int row = 0; row < 7; row++)
            for (int bit = 0; bit < 5; bit++)
                if (g[row] >> (4 - bit) & 1) fill(c, x + row * scale, y - (bit + 1) * scale, scale, scale, col);
    }
}

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
    Canvas c = { rgb };
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

    fill(&c, 0, 0, MJ_HEATMAP_W, MJ_HEATMAP_H, white);
    /* the cells (y up) */
    for (int y = 0; y < MJ_HEATMAP_BINS_Y; y++)
        for (int x = 0; x < MJ_HEATMAP_BINS_X; x++) {
            uint8_t col[3];
            if (bins[y][x]) ramp(bins[y][x] * 256 / l.max_count, col);
            else memcpy(col, empty_bin, 3);
            fill(&c, l.plot_x + x * CELL_W, l.plot_y + l.plot_h - (y + 1) * CELL_H, CELL_W, CELL_H, col);
        }
    /* the frame and the ticks */
    fill(&c, l.plot_x - 1, l.plot_y - 1, l.plot_w + 2, 1, black);
    fill(&c, l.plot_x - 1, l.plot_y + l.plot_h, l.plot_w + 2, 1, black);
    fill(&c, l.plot_x - 1, l.plot_y - 1, 1, l.plot_h + 2, black);
    fill(&c, l.plot_x + l.plot_w, l.plot_y - 1, 1, l.plot_h + 2, black);
    char label[32];
    for (int k = 0; k <= 5; k++) { /* x: 0, 0.1 .. 0.5 every 5 bins */
        int x = l.plot_x + k * 5 * CELL_W;
        fill(&c, x - (k == 5), l.plot_y + l.plot_h, 1, 6, black);
        snprintf(label, sizeof label, k ? "0.%d" : "0", k);
        draw_text(&c, x - text_width(label, 2) / 2, l.plot_y + l.plot_h + 10, label, 2, black);
    }
    for (int k = 0; k <= 5; k++) { /* y: 0, 0.02 .. 0.1 every 4 bins */
        int y = l.plot_y + l.plot_h - k * 4 * CELL_H;
        fill(&c, l.plot_x - 7, y - (k == 5 ? 0 : 1), 6, 1, black);
        if (k == 0) snprintf(label, sizeof label, "0");
        else if (k == 5) snprintf(label, sizeof label, "0.1");
        else snprintf(label, sizeof label, "0.0%d", 2 * k);
        draw_text(&c, l.plot_x - 12 - text_width(label, 2), y - 7, label, 2, black);
    }
    const char *xt = "WALKABLE TILES / MAP SIZE";
    draw_text(&c, l.plot_x + (l.plot_w - text_width(xt, 2)) / 2, l.plot_y + l.plot_h + 34, xt, 2, black);
    const char *yt = "INTERACTABLE / MAP SIZE";
    draw_text_up(&c, 10, l.plot_y + (l.plot_h + text_width(yt, 2)) / 2, yt, 2, black);
    /* the title, cut to the width */
    char t[64];
    snprintf(t, sizeof t, "%s", title ? title : "");
    while (t[0] && text_width(t, 2) > MJ_HEATMAP_W - 20) t[strlen(t) - 1] = '\0';
    draw_text(&c, (MJ_HEATMAP_W - text_width(t, 2)) / 2, 14, t, 2, black);
    /* the scale bar: the most at its top */
    for (int r = 0; r < l.bar_h; r++) {
        uint8_t col[3];
        ramp((l.bar_h - 1 - r) * 256 / (l.bar_h - 1), col);
        fill(&c, l.bar_x, l.bar_y + r, l.bar_w, 1, col);
    }
    fill(&c, l.bar_x - 1, l.bar_y - 1, l.bar_w + 2, 1, black);
    fill(&c, l.bar_x - 1, l.bar_y + l.bar_h, l.bar_w + 2, 1, black);
    fill(&c, l.bar_x - 1, l.bar_y - 1, 1, l.bar_h + 2, black);
    fill(&c, l.bar_x + l.bar_w, l.bar_y - 1, 1, l.bar_h + 2, black);
    int marks[3] = { l.max_count, l.max_count / 2, 0 };
    for (int k = 0; k < 3; k++) {
        int y = l.bar_y + k * (l.bar_h - 1) / 2;
        fill(&c, l.bar_x + l.bar_w + 1, y, 4, 1, black);
        snprintf(label, sizeof label, "%d", marks[k]);
        draw_text(&c, l.bar_x + l.bar_w + 7, y - 7, label, 2, black);
    }
    draw_text(&c, l.bar_x + l.bar_w / 2 - text_width("LEVELS", 1) / 2, l.bar_y - 24, "LEVELS", 1, black);
    if (layout) *layout = l;
}

int mj_heatmap_write_png(const char *path, const int *walkable_permille, const int *interactable_permille, int count,
                         const char *title, LpDiag *diag)
{
    if (!path || !path[0]) return lp_diag_set(diag, "", 0, "no file named for the heat map");
    if (count < 0 || (count > 0 && (!walkable_permille || !interactable_permille)))
        return lp_diag_set(diag, path, 0, "no levels to draw");
    uint8_t *rgb = malloc((size_t)MJ_HEATMAP_W * MJ_HEATMAP_H * 3);
    if (!rgb) return lp_diag_set(diag, path, 0, "out of memory");
    mj_heatmap_render(rgb, walkable_permille, interactable_permille, count, title, NULL);
    int ok = stbi_write_png(path, MJ_HEATMAP_W, MJ_HEATMAP_H, 3, rgb, MJ_HEATMAP_W * 3);
    free(rgb);
    if (!ok) return lp_diag_set(diag, path, 0, "cannot write the PNG");
    return 1;
}
