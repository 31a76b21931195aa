/* canvas.c - drawing into a caller's RGB/RGBA bytes (canvas.h) and the PNG writer. Depends on
 * diag.h and stb_image_write, whose implementation lives here with its functions kept static (the
 * game has its own copy for screenshots). Integer logic only. */
#include "canvas.h"

#include <string.h>

#include "i18n.h"

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

static int stride_of(const LpCanvas *c)
{
    return c->stride ? c->stride : c->width * c->channels;
}

void lp_canvas_put(LpCanvas *c, int x, int y, const uint8_t rgb[3])
{
    if (x < 0 || y < 0 || x >= c->width || y >= c->height) return;
    uint8_t *p = c->pixels + (size_t)y * (size_t)stride_of(c) + (size_t)x * (size_t)c->channels;
    p[0] = rgb[0], p[1] = rgb[1], p[2] = rgb[2];
    if (c->channels == 4) p[3] = 255;
}

void lp_canvas_fill(LpCanvas *c, int x, int y, int w, int h, const uint8_t rgb[3])
{
    for (int j = y; j < y + h; j++)
        for (int i = x; i < x + w; i++)
            lp_canvas_put(c, i, j, rgb);
}

void lp_canvas_frame(LpCanvas *c, int x, int y, int w, int h, const uint8_t rgb[3])
{
    lp_canvas_fill(c, x - 1, y - 1, w + 2, 1, rgb);
    lp_canvas_fill(c, x - 1, y + h, w + 2, 1, rgb);
    lp_canvas_fill(c, x - 1, y - 1, 1, h + 2, rgb);
    lp_canvas_fill(c, x + w, y - 1, 1, h + 2, rgb);
}

void lp_canvas_line(LpCanvas *c, int x0, int y0, int x1, int y1, int width, const uint8_t rgb[3])
{
    int dx = x1 > x0 ? x1 - x0 : x0 - x1, sx = x0 < x1 ? 1 : -1;
    int dy = y1 > y0 ? y0 - y1 : y1 - y0, sy = y0 < y1 ? 1 : -1;
    int err = dx + dy, half = (width - 1) / 2;
    for (;;) {
        lp_canvas_fill(c, x0 - half, y0 - half, width, width, rgb);
        if (x0 == x1 && y0 == y1) break;
        int e2 = 2 * err;
        if (e2 >= dy) err += dy, x0 += sx;
        if (e2 <= dx) err += dx, y0 += sy;
    }
}

void lp_canvas_bitmap(LpCanvas *c, int x, int y, const uint8_t *rows, int row_count, int cols, int scale,
                      const uint8_t rgb[3])
{
    for (int row = 0; row < row_count; row++)
        for (int col = 0; col < cols; col++)
            if (rows[row] >> (cols - 1 - col) & 1)
                lp_canvas_fill(c, x + col * scale, y + row * scale, scale, scale, rgb);
}

/* ---- the font: 5 x 7, one byte per row, bit 4 the leftmost pixel ---- */

#define GLYPH_W 5
#define GLYPH_H 7
#define GLYPH_ADVANCE 6 /* 5 pixels and a space, times the scale */

static const char font_chars[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ.%-/():,_=+'?";
static const uint8_t font_rows[][GLYPH_H] = {
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

/* A character's rows; NULL for the space. */
static const uint8_t *glyph(char ch)
{
    if (ch >= 'a' && ch <= 'z') ch = (char)(ch - 'a' + 'A');
    if (ch == ' ') return NULL;
    const char *at = ch ? strchr(font_chars, ch) : NULL;
    if (!at) at = strchr(font_chars, '?');
    return font_rows[at - font_chars];
}

int lp_canvas_text_width(const char *s, int scale)
{
    int n = (int)strlen(s);
    return n ? (n * GLYPH_ADVANCE - 1) * scale : 0;
}

void lp_canvas_text(LpCanvas *c, int x, int y, const char *s, int scale, const uint8_t rgb[3])
{
    for (; *s; s++, x += GLYPH_ADVANCE * scale) {
        const uint8_t *g = glyph(*s);
        if (g) lp_canvas_bitmap(c, x, y, g, GLYPH_H, GLYPH_W, scale, rgb);
    }
}

void lp_canvas_text_up(LpCanvas *c, int x, int y, const char *s, int scale, const uint8_t rgb[3])
{
    for (; *s; s++, y -= GLYPH_ADVANCE * scale) {
        const uint8_t *g = glyph(*s);
        for (int row = 0; g && row < GLYPH_H; row++)
            for (int bit = 0; bit < GLYPH_W; bit++)
                if (g[row] >> (GLYPH_W - 1 - bit) & 1)
                    lp_canvas_fill(c, x + row * scale, y - (bit + 1) * scale, scale, scale, rgb);
    }
}

int lp_canvas_write_png(const LpCanvas *c, const char *path, LpDiag *diag)
{
    if (!path || !path[0]) return lp_diag_set(diag, "", 0, "%s", _("no file named for the PNG"));
    if (!c->pixels || c->width <= 0 || c->height <= 0 || (c->channels != 3 && c->channels != 4))
        return lp_diag_set(diag, path, 0, "%s", _("no picture to write"));
    if (!stbi_write_png(path, c->width, c->height, c->channels, c->pixels, stride_of(c)))
        return lp_diag_set(diag, path, 0, "%s", _("cannot write the PNG"));
    return 1;
}
