/* png_probe.c - test helper: facts about a screenshot, so tests can check what was drawn.
 *   png_probe FILE                      prints "WIDTH HEIGHT DISTINCT_COLOURS"
 *   png_probe FILE count RRGGBB X Y W H prints how many pixels in the rectangle are within
 *                                       a small distance of the colour
 *   png_probe FILE pixel X Y            prints the pixel's colour as RRGGBB */
#define STB_IMAGE_IMPLEMENTATION
#include <stb_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc != 2 && !(argc == 8 && !strcmp(argv[2], "count")) && !(argc == 5 && !strcmp(argv[2], "pixel"))) {
        fprintf(stderr, "usage: png_probe FILE [count RRGGBB X Y W H | pixel X Y]\n");
        return 2;
    }
    int w, h, n;
    unsigned char *px = stbi_load(argv[1], &w, &h, &n, 3);
    if (!px) {
        fprintf(stderr, "png_probe: %s: %s\n", argv[1], stbi_failure_reason());
        return 2;
    }
    if (argc == 2) {
        static unsigned char seen[1 << 21]; /* 2^24 colours as bits */
        long distinct = 0;
        for (long i = 0; i < (long)w * h; i++) {
            unsigned c = (unsigned)px[i * 3] << 16 | (unsigned)px[i * 3 + 1] << 8 | px[i * 3 + 2];
            if (!(seen[c >> 3] & (1u << (c & 7)))) {
                seen[c >> 3] |= (unsigned char)(1u << (c & 7));
                distinct++;
            }
        }
        printf("%d %d %ld\n", w, h, distinct);
    } else if (argc == 5) {
        int x = atoi(argv[3]), y = atoi(argv[4]);
        if (x < 0 || y < 0 || x >= w || y >= h) {
            fprintf(stderr, "png_probe: %s: %d,%d is outside its %dx%d pixels\n", argv[1], x, y, w, h);
            stbi_image_free(px);
            return 2;
        }
        const unsigned char *p = px + ((long)y * w + x) * 3;
        printf("%02X%02X%02X\n", p[0], p[1], p[2]);
    } else {
        unsigned long rgb = strtoul(argv[3], NULL, 16);
        int r = (int)(rgb >> 16 & 255), g = (int)(rgb >> 8 & 255), b = (int)(rgb & 255);
        int x0 = atoi(argv[4]), y0 = atoi(argv[5]), rw = atoi(argv[6]), rh = atoi(argv[7]);
        long count = 0;
        for (int y = y0; y < y0 + rh && y < h; y++)
            for (int x = x0; x < x0 + rw && x < w; x++) {
                const unsigned char *p = px + ((long)y * w + x) * 3;
                if (abs(p[0] - r) + abs(p[1] - g) + abs(p[2] - b) <= 24) count++;
            }
        printf("%ld\n", count);
    }
    stbi_image_free(px);
    return 0;
}
