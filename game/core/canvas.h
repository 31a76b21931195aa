/* canvas.h - drawing into an RGB or RGBA byte picture and writing it as a PNG: a pixel, filled
 * rectangles, frames and lines, 1-bit bitmaps and text in a 5 x 7 bitmap font, all at integer positions
 * and scales, so a picture is the same bytes on every build. What the generators' pictures draw
 * with (generators/mays/heatmap.c, generators/dungeon/range.c and render.c). Pure C, no SDL,
 * integer only. An LpCanvas only points at pixels: the caller owns and frees them. Everything
 * drawn is clipped to the canvas. lp_canvas_write_png is the only I/O. Prefix lp_canvas_. */
#ifndef LP_CANVAS_H
#define LP_CANVAS_H

#include <stdint.h>

#include "core/diag.h"

/* A picture of height rows, each `stride` bytes (0: width * channels), of width pixels. */
typedef struct LpCanvas {
    uint8_t *pixels; /* the caller's */
    int width, height;
    int channels; /* 3: RGB; 4: RGBA, where every pixel drawn gets alpha 255 */
    int stride;   /* bytes a row; 0 means width * channels */
} LpCanvas;

/* Pixel (x, y) in colour rgb; outside the canvas nothing. */
void lp_canvas_put(LpCanvas *c, int x, int y, const uint8_t rgb[3]);
/* The w x h rectangle whose top left is (x, y). */
void lp_canvas_fill(LpCanvas *c, int x, int y, int w, int h, const uint8_t rgb[3]);
/* A 1-pixel frame just outside the w x h rectangle at (x, y). */
void lp_canvas_frame(LpCanvas *c, int x, int y, int w, int h, const uint8_t rgb[3]);
/* A straight line from (x0, y0) to (x1, y1), `width` pixels thick (a width x width square at each
 * of its points, Bresenham's). */
void lp_canvas_line(LpCanvas *c, int x0, int y0, int x1, int y1, int width, const uint8_t rgb[3]);
/* A 1-bit bitmap at (x, y): row_count rows of `cols` bits (at most 8), one byte a row, bit cols-1
 * the leftmost; every set bit a scale x scale square. */
void lp_canvas_bitmap(LpCanvas *c, int x, int y, const uint8_t *rows, int row_count, int cols, int scale,
                      const uint8_t rgb[3]);

/* The width in pixels of s in the font at scale (0 for ""): a letter is 5 x 7 pixels at scale 1
 * and the next starts 6 pixels on. */
int lp_canvas_text_width(const char *s, int scale);
/* s in the font, left to right from (x, y), the top of its letters. The font has 0-9, A-Z (a-z drawn
 * as capitals), the space and . % - / ( ) : , _ = + ' ?; any other character is drawn as '?'. */
void lp_canvas_text(LpCanvas *c, int x, int y, const char *s, int scale, const uint8_t rgb[3]);
/* s bottom to top from (x, y), its letters turned a quarter to the left (x is their top): an axis
 * title up the side of a chart. */
void lp_canvas_text_up(LpCanvas *c, int x, int y, const char *s, int scale, const uint8_t rgb[3]);

/* The canvas as a PNG at path (RGB or RGBA as its channels). Returns 1, or 0 with diag. */
int lp_canvas_write_png(const LpCanvas *c, const char *path, LpDiag *diag);

#endif
