/* textfit.c - boxed text that shrinks, wraps or is cut to its rectangle, the record of what did
 * not fit and of what can be clicked (gfx.h: gfx_text_in, gfx_clickable), and the area a face is
 * drawn into (gfx_area_begin), whose coordinates those records are brought back from. */
#include <stdio.h>
#include <string.h>

#include "ui/widgets/gfx.h"

#include "core/i18n.h"

SDL_Rect gfx_area_fit(SDL_Rect area, int face_w, int face_h)
{
    SDL_Rect fit = area;
    if (face_w <= 0 || face_h <= 0) return fit;
    if ((long)area.w * face_h <= (long)area.h * face_w) fit.h = (int)((long)area.w * face_h / face_w);
    else fit.w = (int)((long)area.h * face_w / face_h);
    fit.x = area.x + (area.w - fit.w) / 2;
    fit.y = area.y + (area.h - fit.h) / 2;
    return fit;
}

/* The full-size texture an area is drawn into, made (again) for face_w x face_h; NULL when the
 * renderer cannot draw into textures. */
static SDL_Texture *area_texture(Gfx *g, int face_w, int face_h)
{
    if (!SDL_RenderTargetSupported(g->renderer)) return NULL;
    int w = 0, h = 0;
    if (g->area_tex &&
        (SDL_QueryTexture(g->area_tex, NULL, NULL, &w, &h) != 0 || w != face_w || h != face_h)) {
        SDL_DestroyTexture(g->area_tex);
        g->area_tex = NULL;
    }
    if (!g->area_tex) {
        g->area_tex = SDL_CreateTexture(g->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                        face_w, face_h);
        if (g->area_tex) SDL_SetTextureScaleMode(g->area_tex, SDL_ScaleModeLinear);
    }
    return g->area_tex;
}

void gfx_area_begin(Gfx *g, SDL_Rect fit, int face_w, int face_h)
{
    if (fit.w <= 0 || fit.h <= 0 || face_w <= 0 || face_h <= 0) return;
    g->area_on = 1;
    g->area = fit;
    g->area_w = face_w;
    g->area_h = face_h;
    SDL_Texture *tex = area_texture(g, face_w, face_h);
    if (tex && SDL_SetRenderTarget(g->renderer, tex) == 0) {
        /* a target has its own viewport and scale: the face's own coordinates, 1:1 */
        g->area_target = 1;
        SDL_SetRenderDrawColor(g->renderer, 0, 0, 0, 255);
        SDL_RenderClear(g->renderer);
        return;
    }
    float sx, sy;
    SDL_Rect vp;
    SDL_RenderGetScale(g->renderer, &sx, &sy);
    SDL_RenderGetViewport(g->renderer, &vp); /* in the window's logical units */
    float k = (float)fit.w / (float)face_w;
    SDL_RenderSetScale(g->renderer, sx * k, sy * k);
    /* the viewport is in the new scale's units: the window's offset and the area's corner */
    SDL_Rect in = {(int)((float)(vp.x + fit.x) / k + 0.5f), (int)((float)(vp.y + fit.y) / k + 0.5f), face_w, face_h};
    SDL_RenderSetViewport(g->renderer, &in);
}

void gfx_area_end(Gfx *g, int window_w, int window_h)
{
    if (!g->area_on) return;
    g->area_on = 0;
    if (g->area_target) SDL_SetRenderTarget(g->renderer, NULL);
    SDL_RenderSetLogicalSize(g->renderer, window_w, window_h); /* the window's scale and viewport again */
    if (g->area_target) SDL_RenderCopy(g->renderer, g->area_tex, NULL, &g->area); /* the face, scaled once */
    g->area_target = 0;
}

static void record_overflow(Gfx *g, const char *text, SDL_Rect box, int excess)
{
    if (g->overflow_count < GFX_OVERFLOWS_MAX) {
        GfxOverflow *o = &g->overflows[g->overflow_count];
        snprintf(o->text, sizeof o->text, "%s", text);
        lp_utf8_trim(o->text);
        o->box = gfx_area_to_window(g, box);
        o->excess = excess;
    }
    g->overflow_count++;
}

int gfx_text_fit(Gfx *g, FontFace face, const char *text, int px, int box_w, int box_h, int flags, int *out_w, int *out_h)
{
    int least = px * 2 / 3 > 10 ? px * 2 / 3 : (px < 10 ? px : 10);
    int size, w = 0, h = 0;
    for (size = px;; size -= size > 20 ? 2 : 1) {
        if (flags & TEXT_WRAP) h = gfx_text_wrap_size(g, text ? text : "", size, box_w, &w); /* the bold face's lines */
        else gfx_text_size(g, face, text ? text : "", size, &w, &h);
        if ((w <= box_w && h <= box_h) || size <= least) break;
    }
    *out_w = w;
    *out_h = h;
    return size;
}

#define ELLIPSIS "\xE2\x80\xA6" /* U+2026 */

int gfx_text_shorten(Gfx *g, FontFace face, const char *text, int px, int w, int keep_end, char *out,
                     size_t out_size)
{
    int tw = 0, th = 0;
    if (!out || out_size < sizeof ELLIPSIS) return 0;
    const char *s = text ? text : "";
    size_t len = strlen(s), cut = 0; /* cut: the bytes given way, from the end or from the start */
    if (len < out_size) {
        memcpy(out, s, len + 1);
        gfx_text_size(g, face, out, px, &tw, &th);
        if (tw <= w) return tw;
    }
    char *buf = SDL_malloc(len + sizeof ELLIPSIS);
    if (!buf) return 0;
    do {
        cut++; /* a whole character more: its continuation bytes too */
        while (cut < len && ((unsigned char)(keep_end ? s[cut] : s[len - cut]) & 0xC0) == 0x80)
            cut++;
        if (keep_end)
            snprintf(buf, len + sizeof ELLIPSIS, ELLIPSIS "%s", s + cut);
        else
            snprintf(buf, len + sizeof ELLIPSIS, "%.*s" ELLIPSIS, (int)(len - cut), s);
        gfx_text_size(g, face, buf, px, &tw, &th);
    } while (cut < len && (tw > w || strlen(buf) >= out_size));
    snprintf(out, out_size, "%s", buf);
    SDL_free(buf);
    return tw;
}

int gfx_text_in(Gfx *g, FontFace face, const char *text, int px, SDL_Color color, SDL_Rect box, Align align,
                int flags)
{
    if (!text || !*text || box.w <= 0 || box.h <= 0) return px;
    int wrap = (flags & TEXT_WRAP) != 0;
    int w, h, size = gfx_text_fit(g, face, text, px, box.w, box.h, flags, &w, &h);
    char shorter[256];
    if ((flags & TEXT_SHORTEN) && (w > box.w || h > box.h)) {
        if (wrap) { /* a word too long to wrap: one line, shortened */
            wrap = 0;
            size = gfx_text_fit(g, face, text, px, box.w, box.h, 0, &w, &h);
        }
        if (w > box.w) {
            w = gfx_text_shorten(g, face, text, size, box.w, 0, shorter, sizeof shorter);
            text = shorter;
        }
    }
    int over_w = w - box.w, over_h = h - box.h;
    if (over_w > 0 || over_h > 0) record_overflow(g, text, box, over_w > over_h ? over_w : over_h);
    /* drawn inside the box, and inside a clip already set (a panel's), which is put back after */
    SDL_Rect clip = box, outer = {0, 0, 0, 0};
    int had_clip = SDL_RenderIsClipEnabled(g->renderer);
    if (had_clip) {
        SDL_RenderGetClipRect(g->renderer, &outer);
        if (!SDL_IntersectRect(&box, &outer, &clip)) clip = (SDL_Rect){box.x, box.y, 0, 0};
    }
    SDL_RenderSetClipRect(g->renderer, &clip);
    g->boxed = 1;
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
    SDL_RenderSetClipRect(g->renderer, had_clip ? &outer : NULL);
    g->boxed = 0;
    return size;
}

void gfx_cover_text(Gfx *g, SDL_Rect r)
{
    if (!g->placed) return;
    r = gfx_area_to_window(g, r);
    if (g->overlay_count < (int)(sizeof g->overlays / sizeof g->overlays[0]))
        g->overlays[g->overlay_count++] = r;
    int kept = 0, n = g->placed_count < GFX_PLACED_MAX ? g->placed_count : GFX_PLACED_MAX;
    for (int i = 0; i < n; i++)
        if (!SDL_HasIntersection(&g->placed[i].rect, &r)) g->placed[kept++] = g->placed[i];
    g->placed_count = kept + (g->placed_count - n);
}

void gfx_cover(Gfx *g, SDL_Rect r)
{
    gfx_cover_text(g, r);
    r = gfx_area_to_window(g, r);
    int kept = 0;
    for (int i = 0; i < g->clickable_count; i++)
        if (!SDL_HasIntersection(&g->clickables[i].rect, &r)) g->clickables[kept++] = g->clickables[i];
    g->clickable_count = kept;
}

/* Whether a and b share more than the room a line keeps above its capitals and below its
 * descenders (about a fifth of its height each), where: lines touching there do not touch in ink. */
static int lines_meet(SDL_Rect a, SDL_Rect b, SDL_Rect *where)
{
    if (!SDL_IntersectRect(&a, &b, where)) return 0;
    int lower = a.h < b.h ? a.h : b.h;
    return where->h * 4 > lower && where->w > 2;
}

int gfx_text_collisions(const Gfx *g,
                        void (*found)(void *user, const GfxPlaced *a, const GfxPlaced *b, SDL_Rect where),
                        void *user)
{
    int n = g->placed_count < GFX_PLACED_MAX ? g->placed_count : GFX_PLACED_MAX, count = 0;
    for (int i = 0; g->placed && i < n; i++) {
        const GfxPlaced *a = &g->placed[i];
        SDL_Rect both;
        for (int j = i + 1; j < n; j++) {
            const GfxPlaced *b = &g->placed[j];
            if (strcmp(a->text, b->text) && lines_meet(a->rect, b->rect, &both)) {
                if (found) found(user, a, b, both);
                count++;
            }
        }
        /* a text running into a button it is not inside (its own label is), unless it is an
         * overlay's (drawn over the screen, buttons and all) */
        int over = 0;
        for (int k = 0; k < g->overlay_count && !over; k++) {
            SDL_Rect kept;
            over = SDL_IntersectRect(&a->rect, &g->overlays[k], &kept) && SDL_RectEquals(&kept, &a->rect);
        }
        for (int j = 0; j < g->clickable_count && !over; j++) {
            SDL_Rect c = g->clickables[j].rect, in = {c.x - 2, c.y - 2, c.w + 4, c.h + 4}, kept;
            if (!lines_meet(a->rect, c, &both) ||
                (SDL_IntersectRect(&a->rect, &in, &kept) && SDL_RectEquals(&kept, &a->rect)))
                continue;
            GfxPlaced button = {"", c};
            snprintf(button.text, sizeof button.text, "[%s]", g->clickables[j].name);
            if (found) found(user, a, &button, both);
            count++;
        }
    }
    return count;
}

void gfx_clickable(Gfx *g, SDL_Rect r, const char *name)
{
    if (r.w <= 0 || r.h <= 0 || g->clickable_count >= GFX_CLICKABLES_MAX) return;
    GfxClickable *c = &g->clickables[g->clickable_count++];
    snprintf(c->name, sizeof c->name, "%s", name ? name : "");
    lp_utf8_trim(c->name);
    c->rect = gfx_area_to_window(g, r);
    c->disabled = 0;
}

void gfx_clickable_disabled(Gfx *g, SDL_Rect r, const char *name)
{
    int before = g->clickable_count;
    gfx_clickable(g, r, name);
    if (g->clickable_count > before) g->clickables[before].disabled = 1;
}
