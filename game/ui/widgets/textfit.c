/* textfit.c - boxed text that shrinks, wraps or is cut to its rectangle, and the record of what
 * did not fit and of what can be clicked (gfx.h: gfx_text_in, gfx_clickable). */
#include <stdio.h>
#include <string.h>

#include "ui/widgets/gfx.h"

static void record_overflow(Gfx *g, const char *text, SDL_Rect box, int excess)
{
    if (g->overflow_count < GFX_OVERFLOWS_MAX) {
        GfxOverflow *o = &g->overflows[g->overflow_count];
        snprintf(o->text, sizeof o->text, "%s", text);
        o->box = box;
        o->excess = excess;
    }
    g->overflow_count++;
}

/* The widest line and the height of text wrapped to width w at px (gfx_text_wrap's lines). */
static void wrapped_size(Gfx *g, FontFace face, const char *text, int px, int w, int *widest, int *height)
{
    char line[512];
    int line_h = 0, tw, th;
    gfx_text_size(g, face, "Ag", px, &tw, &line_h);
    *widest = *height = 0;
    const char *p = text;
    while (*p) {
        int len = 0, last_fit = 0, fit_w = 0;
        for (;;) {
            int end = len;
            while (p[end] == ' ') end++;
            while (p[end] && p[end] != ' ' && p[end] != '\n') end++;
            if (end >= (int)sizeof line - 1) break;
            memcpy(line, p, (size_t)end);
            line[end] = '\0';
            gfx_text_size(g, face, line, px, &tw, &th);
            if (tw > w && last_fit > 0) break;
            last_fit = end;
            fit_w = tw;
            len = end;
            if (!p[end] || p[end] == '\n') break;
        }
        if (last_fit == 0) last_fit = len > 0 ? len : 1;
        if (fit_w > *widest) *widest = fit_w;
        *height += line_h;
        p += last_fit;
        while (*p == ' ') p++;
        if (*p == '\n') p++;
    }
}

int gfx_text_fit(Gfx *g, FontFace face, const char *text, int px, int box_w, int box_h, int flags, int *out_w, int *out_h)
{
    int least = px * 2 / 3 > 10 ? px * 2 / 3 : (px < 10 ? px : 10);
    int size, w = 0, h = 0;
    for (size = px;; size -= size > 20 ? 2 : 1) {
        if (flags & TEXT_WRAP) wrapped_size(g, face, text ? text : "", size, box_w, &w, &h);
        else gfx_text_size(g, face, text ? text : "", size, &w, &h);
        if ((w <= box_w && h <= box_h) || size <= least) break;
    }
    *out_w = w;
    *out_h = h;
    return size;
}

int gfx_text_in(Gfx *g, FontFace face, const char *text, int px, SDL_Color color, SDL_Rect box, Align align,
                int flags)
{
    if (!text || !*text || box.w <= 0 || box.h <= 0) return px;
    int wrap = (flags & TEXT_WRAP) != 0;
    int w, h, size = gfx_text_fit(g, face, text, px, box.w, box.h, flags, &w, &h);
    int over_w = w - box.w, over_h = h - box.h;
    if (over_w > 0 || over_h > 0) record_overflow(g, text, box, over_w > over_h ? over_w : over_h);
    SDL_Rect clip = box;
    SDL_RenderSetClipRect(g->renderer, &clip);
    int y = flags & TEXT_TOP ? box.y : box.y + (box.h - h) / 2;
    int o = flags & TEXT_SHADOW ? (gfx_px(g, size) >= 40 ? 3 : 2) : 0;
    for (int pass = o ? 0 : 1; pass < 2; pass++) {
        SDL_Color c = pass ? color : (SDL_Color){20, 20, 40, 200};
        int dx = pass ? 0 : o, dy = pass ? 0 : o;
        if (wrap) { /* TEXT_WRAP is for the bold face, as gfx_text_wrap */
            gfx_text_wrap(g, text, size, c, box.x + dx, y + dy, box.w, align);
        } else {
            int x = align == ALIGN_CENTER ? box.x + box.w / 2 : align == ALIGN_RIGHT ? box.x + box.w : box.x;
            gfx_text_face(g, face, text, size, c, x + dx, y + dy, align);
        }
    }
    SDL_RenderSetClipRect(g->renderer, NULL);
    return size;
}

void gfx_clickable_cover(Gfx *g, SDL_Rect r)
{
    int kept = 0;
    for (int i = 0; i < g->clickable_count; i++)
        if (!SDL_HasIntersection(&g->clickables[i].rect, &r)) g->clickables[kept++] = g->clickables[i];
    g->clickable_count = kept;
}

void gfx_clickable(Gfx *g, SDL_Rect r, const char *name)
{
    if (r.w <= 0 || r.h <= 0 || g->clickable_count >= GFX_CLICKABLES_MAX) return;
    GfxClickable *c = &g->clickables[g->clickable_count++];
    snprintf(c->name, sizeof c->name, "%s", name ? name : "");
    c->rect = r;
}
