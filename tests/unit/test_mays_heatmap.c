/* test_mays_heatmap.c - the expressive-range heat map (generators/mays/heatmap.c): a PNG
 * written to /tmp and read back with stb_image: its size, the same pixels as the in-memory
 * render, the colour scale bar (dark at the bottom, bright at the top), the hottest cell as
 * bright as the bar's top, an empty cell, text drawn, and an unwritable path refused. */
#include <stdlib.h>
#include <unistd.h>

#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wshadow"
#pragma GCC diagnostic ignored "-Wunused-function"
#endif
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#define STBI_NO_LINEAR
#define STBI_NO_HDR
#include <stb_image.h>
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

#include "mays/mays_gen.h"
#include "test.h"

#define N 111

static int walk[N], inter[N];

static void fill_data(void)
{
    for (int i = 0; i < 100; i++) walk[i] = 300, inter[i] = 50; /* bin (15, 10): the hottest */
    for (int i = 100; i < 110; i++) walk[i] = 100, inter[i] = 20; /* bin (5, 4) */
    walk[110] = 900, inter[110] = 500;                                /* beyond: the last bin */
}

static const uint8_t *pixel(const uint8_t *rgb, int x, int y)
{
    return rgb + ((size_t)y * MJ_HEATMAP_W + (size_t)x) * 3;
}

static int is(const uint8_t *p, int r, int g, int b)
{
    return p[0] == r && p[1] == g && p[2] == b;
}

/* The centre of bin (bx, by), y up. */
static void cell_centre(const MjHeatmapLayout *l, int bx, int by, int *x, int *y)
{
    int cw = l->plot_w / MJ_HEATMAP_BINS_X, ch = l->plot_h / MJ_HEATMAP_BINS_Y;
    *x = l->plot_x + bx * cw + cw / 2;
    *y = l->plot_y + l->plot_h - by * ch - ch / 2;
}

static void test_png_round_trip(void)
{
    fill_data();
    char path[128];
    snprintf(path, sizeof path, "/tmp/loopling_test_heatmap_%d.png", (int)getpid());
    LpDiag d = {0};
    CHECK(mj_heatmap_write_png(path, walk, inter, N, "Level 1_2 (uniform) 100%", &d));
    int w = 0, h = 0, comp = 0;
    uint8_t *img = stbi_load(path, &w, &h, &comp, 3);
    CHECK(img != NULL);
    if (!img) return;
    CHECK_INT(w, MJ_HEATMAP_W);
    CHECK_INT(h, MJ_HEATMAP_H);
    CHECK_INT(comp, 3);

    uint8_t *mem = malloc((size_t)MJ_HEATMAP_W * MJ_HEATMAP_H * 3);
    MjHeatmapLayout l;
    mj_heatmap_render(mem, walk, inter, N, "Level 1_2 (uniform) 100%", &l);
    CHECK(memcmp(mem, img, (size_t)MJ_HEATMAP_W * MJ_HEATMAP_H * 3) == 0);
    CHECK_INT(l.max_count, 100);

    /* the scale bar: viridis from dark purple at the bottom to yellow at the top */
    int bx = l.bar_x + l.bar_w / 2;
    CHECK(is(pixel(img, bx, l.bar_y), 253, 231, 37));
    CHECK(is(pixel(img, bx, l.bar_y + l.bar_h - 1), 68, 1, 84));
    const uint8_t *mid = pixel(img, bx, l.bar_y + l.bar_h / 2);
    CHECK(mid[1] > 100 && mid[0] < 100); /* teal in the middle */

    /* the hot cell is the bar's top colour; a cooler one is darker; an empty one is grey */
    int x, y;
    cell_centre(&l, 15, 10, &x, &y);
    CHECK(is(pixel(img, x, y), 253, 231, 37));
    cell_centre(&l, 5, 4, &x, &y);
    const uint8_t *cool = pixel(img, x, y);
    CHECK(cool[0] < 100 && cool[1] < 100 && cool[2] > 80); /* dark blue-purple */
    cell_centre(&l, MJ_HEATMAP_BINS_X - 1, MJ_HEATMAP_BINS_Y - 1, &x, &y);
    const uint8_t *corner = pixel(img, x, y);
    CHECK(!is(corner, 232, 232, 232) && corner[2] > 80); /* the value beyond the range */
    cell_centre(&l, 0, MJ_HEATMAP_BINS_Y - 1, &x, &y);
    CHECK(is(pixel(img, x, y), 232, 232, 232));

    /* text: black pixels in the title band, under the plot (ticks, axis title), left of it
     * (the turned axis title) and right of the bar (its counts) */
    int title = 0, below = 0, left = 0, right = 0;
    for (int yy = 0; yy < MJ_HEATMAP_H; yy++)
        for (int xx = 0; xx < MJ_HEATMAP_W; xx++) {
            if (!is(pixel(img, xx, yy), 0, 0, 0)) continue;
            if (yy < l.plot_y - 2) title++;
            if (yy > l.plot_y + l.plot_h + 8) below++;
            if (xx < 30) left++;
            if (xx > l.bar_x + l.bar_w + 6) right++;
        }
    CHECK(title > 100);
    CHECK(below > 300);
    CHECK(left > 200);
    CHECK(right > 50);
    free(mem);
    stbi_image_free(img);
    remove(path);
}

static void test_empty_and_errors(void)
{
    LpDiag d = {0};
    char path[128];
    snprintf(path, sizeof path, "/tmp/loopling_test_heatmap_empty_%d.png", (int)getpid());
    CHECK(mj_heatmap_write_png(path, NULL, NULL, 0, "nothing yet", &d)); /* an empty range draws */
    remove(path);
    CHECK(!mj_heatmap_write_png("/nonexistent-dir/x/heat.png", walk, inter, N, "t", &d));
    CHECK(strstr(d.message, "cannot write") != NULL);
    CHECK(!mj_heatmap_write_png("", walk, inter, N, "t", &d));
    CHECK(!mj_heatmap_write_png(path, NULL, NULL, 3, "t", &d));
}

TEST_MAIN(test_png_round_trip, test_empty_and_errors)
