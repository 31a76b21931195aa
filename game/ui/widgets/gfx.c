/* gfx.c - sprites, cached text, and rounded shapes drawn with SDL_RenderGeometry.
 * Depends on SDL2, SDL2_image, SDL2_ttf. */
#include "ui/widgets/gfx.h"

#include "core/i18n.h"

#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GFX_PI 3.14159265358979323846

const SDL_Color COL_INK = {35, 31, 45, 255};
const SDL_Color COL_WHITE = {255, 255, 255, 255};
const SDL_Color COL_ORANGE = {230, 159, 0, 255};
const SDL_Color COL_SKY = {86, 180, 233, 255};
const SDL_Color COL_GREEN = {0, 158, 115, 255};
const SDL_Color COL_YELLOW = {240, 228, 66, 255};
const SDL_Color COL_BLUE = {0, 114, 178, 255};
const SDL_Color COL_VERMILLION = {213, 94, 0, 255};
const SDL_Color COL_PURPLE = {204, 121, 167, 255};
const SDL_Color COL_PANEL = {255, 248, 230, 245};
const SDL_Color COL_PANEL_EDGE = {120, 84, 50, 255};
const SDL_Color COL_SHADOW = {0, 0, 0, 70};
const SDL_Color COL_FOCUS = {240, 228, 66, 255};
const SDL_Color COL_MUTED = {96, 90, 110, 255};

static const char *const tex_files[TEX_COUNT] = {
    "car.png", "tile_arrow.png", "tile_arrow_ghost.png", "flag.png", "goal.png", "rock.png",
    "tree.png", "cell.png", "cell_alt.png", "board_frame.png", "button.png", "button_hover.png",
    "button_pressed.png", "button_green.png", "button_orange.png", "icon_play.png",
    "icon_stop.png", "icon_reset.png", "icon_settings.png", "icon_back.png", "icon_star.png",
    "icon_star_empty.png", "icon_trophy.png", "icon_clock.png", "icon_tries.png", "icon_lock.png",
    "icon_pupil.png", "icon_speed.png", "background.png", "logo.png",
};

int gfx_init(Gfx *g, SDL_Renderer *renderer, const char *sprites_dir, const char *font_bold,
             const char *font_mono, char *why, int why_size)
{
    memset(g, 0, sizeof *g);
    g->renderer = renderer;
    g->text_percent = 100;
    for (int i = 0; i < TEX_COUNT; i++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/%s", sprites_dir, tex_files[i]);
        g->tex[i] = IMG_LoadTexture(renderer, path);
        if (!g->tex[i]) {
            /* TRANSLATORS: on the terminal: a picture's file, then SDL's own reason (in English) */
            snprintf(why, (size_t)why_size, _("%s: cannot load sprite: %s"), path, IMG_GetError());
            return 0;
        }
        SDL_SetTextureBlendMode(g->tex[i], SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(g->tex[i], SDL_ScaleModeLinear);
        SDL_QueryTexture(g->tex[i], NULL, NULL, &g->tex_w[i], &g->tex_h[i]);
    }
    snprintf(g->font_path[FONT_BOLD], sizeof g->font_path[0], "%s", font_bold);
    snprintf(g->font_path[FONT_MONO], sizeof g->font_path[0], "%s", font_mono);
    /* Every font the game keeps, opened now: a size no slot has later resizes one (font_at). */
    for (int i = 0; i < GFX_FONT_SLOTS; i++) {
        GfxFont *f = &g->fonts[i];
        f->face = i < GFX_FONT_SLOTS - GFX_MONO_SLOTS ? FONT_BOLD : FONT_MONO;
        f->px = 0; /* no size yet: the first use sets it */
        f->font = TTF_OpenFont(g->font_path[f->face], 16);
        if (!f->font) {
            /* TRANSLATORS: on the terminal: a font's file, then SDL's own reason (in English) */
            snprintf(why, (size_t)why_size, _("%s: cannot open font: %s"), g->font_path[f->face], TTF_GetError());
            return 0;
        }
        g->stats.font_opens++;
    }
    return 1;
}

void gfx_free(Gfx *g)
{
    for (int i = 0; i < GFX_TEXT_CACHE; i++) {
        if (g->cache[i].tex) SDL_DestroyTexture(g->cache[i].tex);
        free(g->cache[i].text);
    }
    for (int i = 0; i < GFX_FONT_SLOTS; i++)
        if (g->fonts[i].font) TTF_CloseFont(g->fonts[i].font);
    for (int i = 0; i < GFX_MEASURE_CACHE; i++) free(g->measures[i].text);
    for (int i = 0; i < TEX_COUNT; i++)
        if (g->tex[i]) SDL_DestroyTexture(g->tex[i]);
    if (g->area_tex) SDL_DestroyTexture(g->area_tex);
    free(g->drawn);
    free(g->placed);
    memset(g, 0, sizeof *g);
}

void gfx_begin_frame(Gfx *g)
{
    g->frame++;
    g->overflow_count = 0;
    g->clickable_count = 0;
    g->field_count = 0;
    g->drawn_count = 0;
    g->placed_count = 0;
    g->overlay_count = 0;
    if (g->record_drawn && !g->drawn) g->drawn = calloc(GFX_DRAWN_MAX, sizeof *g->drawn);
    if (g->record_drawn && !g->placed) g->placed = calloc(GFX_PLACED_MAX, sizeof *g->placed);
}

SDL_Rect gfx_area_to_window(const Gfx *g, SDL_Rect r)
{
    if (!g->area_on) return r;
    SDL_Rect o;
    o.x = g->area.x + (int)((long)r.x * g->area.w / g->area_w);
    o.y = g->area.y + (int)((long)r.y * g->area.h / g->area_h);
    o.w = (int)((long)(r.x + r.w) * g->area.w / g->area_w) + g->area.x - o.x;
    o.h = (int)((long)(r.y + r.h) * g->area.h / g->area_h) + g->area.y - o.y;
    return o;
}

/* Where a line of text went (see GfxPlaced): inside the clip it was drawn in, in window coordinates. */
static void record_placed(Gfx *g, const char *text, SDL_Rect dst)
{
    if (!g->placed || !text[0]) return;
    int cut_off = 0;
    if (SDL_RenderIsClipEnabled(g->renderer)) {
        SDL_Rect clip, cut;
        SDL_RenderGetClipRect(g->renderer, &clip);
        if (!SDL_IntersectRect(&dst, &clip, &cut)) return; /* cut away whole */
        if (!g->boxed && !g->scrolled)
            cut_off = (dst.w - cut.w) > (dst.h - cut.h) ? dst.w - cut.w : dst.h - cut.h;
        dst = cut;
    }
    if (g->placed_count < GFX_PLACED_MAX) {
        GfxPlaced *p = &g->placed[g->placed_count];
        snprintf(p->text, sizeof p->text, "%s", text);
        lp_utf8_trim(p->text);
        p->rect = gfx_area_to_window(g, dst);
        p->cut = cut_off;
    }
    g->placed_count++;
}

static void record_drawn(Gfx *g, const char *text)
{
    if (!g->drawn || !text[0]) return;
    for (int i = 0; i < g->drawn_count; i++)
        if (!strncmp(g->drawn[i].text, text, sizeof g->drawn[i].text - 1)) return;
    if (g->drawn_count < GFX_DRAWN_MAX) {
        char *kept = g->drawn[g->drawn_count++].text;
        snprintf(kept, sizeof g->drawn[0].text, "%s", text);
        lp_utf8_trim(kept);
    }
}

int gfx_px(const Gfx *g, int px) { return px * g->text_percent / 100; }

/* The font of face at px: a slot at that size, else the face's slot used longest ago set to it
 * (cached text keeps its textures, so changing an old size is safe). */
static TTF_Font *font_at(Gfx *g, FontFace face, int px)
{
    int victim = -1;
    for (int i = 0; i < GFX_FONT_SLOTS; i++) {
        GfxFont *f = &g->fonts[i];
        if (!f->font || f->face != face) continue;
        if (f->px == px) {
            f->last_used = g->frame;
            return f->font;
        }
        if (victim < 0 || f->px == 0 || (g->fonts[victim].px != 0 && f->last_used < g->fonts[victim].last_used))
            victim = i;
    }
    if (victim < 0 || px < 1) return NULL;
    GfxFont *slot = &g->fonts[victim];
    if (TTF_SetFontSize(slot->font, px) != 0) return NULL;
    slot->px = px;
    slot->last_used = g->frame;
    g->stats.font_resizes++;
    return slot->font;
}

static uint32_t hash_text(const char *s, int px, FontFace face, SDL_Color c)
{
    uint32_t h = 2166136261u;
    for (; *s; s++) h = (h ^ (uint8_t)*s) * 16777619u;
    h = (h ^ (uint32_t)px) * 16777619u;
    h = (h ^ (uint32_t)face) * 16777619u;
    h = (h ^ ((uint32_t)c.r << 24 | (uint32_t)c.g << 16 | (uint32_t)c.b << 8 | c.a)) * 16777619u;
    return h;
}

/* Find or render the texture for a text; NULL for empty text or on failure. */
static GfxText *text_entry(Gfx *g, FontFace face, const char *text, int px, SDL_Color color)
{
    if (!text || !*text) return NULL;
    uint32_t h = hash_text(text, px, face, color);
    int victim = 0;
    for (int i = 0; i < GFX_TEXT_CACHE; i++) {
        GfxText *e = &g->cache[i];
        if (e->tex && e->hash == h && e->px == px && e->face == face && !strcmp(e->text, text) &&
            !memcmp(&e->color, &color, sizeof color)) {
            e->last_used = g->frame;
            return e;
        }
        if (!e->tex || e->last_used < g->cache[victim].last_used) victim = i;
        if (!e->tex) victim = i;
    }
    TTF_Font *font = font_at(g, face, px);
    if (!font) return NULL;
    SDL_Surface *s = TTF_RenderUTF8_Blended(font, text, color);
    if (!s) return NULL;
    g->stats.text_renders++;
    GfxText *e = &g->cache[victim];
    if (e->tex) SDL_DestroyTexture(e->tex);
    free(e->text);
    e->tex = SDL_CreateTextureFromSurface(g->renderer, s);
    e->w = s->w;
    e->h = s->h;
    SDL_FreeSurface(s);
    e->text = malloc(strlen(text) + 1);
    if (!e->tex || !e->text) {
        if (e->tex) SDL_DestroyTexture(e->tex);
        free(e->text);
        memset(e, 0, sizeof *e);
        return NULL;
    }
    strcpy(e->text, text);
    e->hash = h;
    e->px = px;
    e->face = face;
    e->color = color;
    e->last_used = g->frame;
    return e;
}

void gfx_text_size(Gfx *g, FontFace face, const char *text, int px, int *w, int *h)
{
    *w = 0;
    *h = 0;
    px = gfx_px(g, px);
    if (!text) text = "";
    /* a measurement made before: from the cache, no font needed (a few probes from the hash) */
    uint32_t hash = hash_text(text, px, face, (SDL_Color){0, 0, 0, 0}) | 1u;
    GfxMeasure *slot = NULL;
    for (int k = 0; k < 8; k++) {
        GfxMeasure *m = &g->measures[(hash + (uint32_t)k) % GFX_MEASURE_CACHE];
        if (m->hash == hash && m->px == px && m->face == face && !strcmp(m->text, text)) {
            *w = m->w;
            *h = m->h;
            return;
        }
        if (!slot && !m->hash) slot = m;
    }
    if (!slot) slot = &g->measures[(hash + (uint32_t)(g->frame % 8)) % GFX_MEASURE_CACHE]; /* all 8 taken */
    TTF_Font *font = font_at(g, face, px);
    if (!font) return;
    if (*text) TTF_SizeUTF8(font, text, w, h);
    else *h = TTF_FontHeight(font);
    g->stats.text_measures++;
    char *copy = malloc(strlen(text) + 1);
    if (!copy) return;
    strcpy(copy, text);
    free(slot->text);
    *slot = (GfxMeasure){hash, px, face, copy, *w, *h};
}

int gfx_text_face(Gfx *g, FontFace face, const char *text, int px, SDL_Color color, int x, int y,
                  Align align)
{
    GfxText *e = text_entry(g, face, text, gfx_px(g, px), color);
    if (!e) return 0;
    record_drawn(g, text);
    SDL_Rect dst = {x, y, e->w, e->h};
    if (align == ALIGN_CENTER) dst.x -= e->w / 2;
    if (align == ALIGN_RIGHT) dst.x -= e->w;
    record_placed(g, text, dst);
    SDL_RenderCopy(g->renderer, e->tex, NULL, &dst);
    return e->w;
}

int gfx_text(Gfx *g, const char *text, int px, SDL_Color color, int x, int y, Align align)
{
    return gfx_text_face(g, FONT_BOLD, text, px, color, x, y, align);
}

int gfx_text_shadow(Gfx *g, const char *text, int px, SDL_Color color, int x, int y, Align align)
{
    SDL_Color dark = {20, 20, 40, 200};
    int o = px >= 40 ? 3 : 2;
    gfx_text(g, text, px, dark, x + o, y + o, align);
    return gfx_text(g, text, px, color, x, y, align);
}

/* Word-wrap text into width w, drawing each line when draw is set. Returns the height used;
 * *widest (when not NULL) gets the widest line's width. */
static int wrap_text(Gfx *g, const char *text, int px, SDL_Color color, int x, int y, int w, Align align,
                     int draw, int *widest)
{
    char line[512];
    int used = 0, line_h = 0, tw, th, most = 0;
    gfx_text_size(g, FONT_BOLD, "Ag", px, &tw, &line_h);
    const char *p = text;
    while (*p) {
        /* Take as many words as fit in w. */
        int len = 0, last_fit = 0, fit_w = 0;
        for (;;) {
            int end = len;
            while (p[end] == ' ') end++;
            while (p[end] && p[end] != ' ' && p[end] != '\n') end++;
            if (end >= (int)sizeof line - 1) break;
            memcpy(line, p, (size_t)end);
            line[end] = '\0';
            gfx_text_size(g, FONT_BOLD, line, px, &tw, &th);
            if (tw > w && last_fit > 0) break;
            last_fit = end;
            fit_w = tw;
            len = end;
            if (!p[end] || p[end] == '\n') break;
        }
        if (last_fit == 0) last_fit = len > 0 ? len : 1;
        if (fit_w > most) most = fit_w;
        memcpy(line, p, (size_t)last_fit);
        line[last_fit] = '\0';
        int lx = align == ALIGN_CENTER ? x + w / 2 : align == ALIGN_RIGHT ? x + w : x;
        if (draw) gfx_text(g, line, px, color, lx, y + used, align);
        used += line_h;
        p += last_fit;
        while (*p == ' ') p++;
        if (*p == '\n') p++;
    }
    if (widest) *widest = most;
    return used;
}

int gfx_text_wrap(Gfx *g, const char *text, int px, SDL_Color color, int x, int y, int w,
                  Align align)
{
    return wrap_text(g, text, px, color, x, y, w, align, 1, NULL);
}

int gfx_text_wrap_height(Gfx *g, const char *text, int px, int w)
{
    return wrap_text(g, text, px, (SDL_Color){0, 0, 0, 0}, 0, 0, w, ALIGN_LEFT, 0, NULL);
}

int gfx_text_wrap_size(Gfx *g, const char *text, int px, int w, int *widest)
{
    return wrap_text(g, text, px, (SDL_Color){0, 0, 0, 0}, 0, 0, w, ALIGN_LEFT, 0, widest);
}

void gfx_sprite(Gfx *g, TexId id, SDL_Rect dst) { SDL_RenderCopy(g->renderer, g->tex[id], NULL, &dst); }

void gfx_sprite_rot(Gfx *g, TexId id, SDL_Rect dst, double angle_deg, Uint8 alpha)
{
    SDL_SetTextureAlphaMod(g->tex[id], alpha);
    SDL_RenderCopyEx(g->renderer, g->tex[id], NULL, &dst, angle_deg, NULL, SDL_FLIP_NONE);
    SDL_SetTextureAlphaMod(g->tex[id], 255);
}

void gfx_nine_slice(Gfx *g, TexId id, SDL_Rect d, int bs, int bd)
{
    int sw = g->tex_w[id], sh = g->tex_h[id];
    if (bd * 2 > d.w) bd = d.w / 2;
    if (bd * 2 > d.h) bd = d.h / 2;
    int sx[4] = {0, bs, sw - bs, sw}, sy[4] = {0, bs, sh - bs, sh};
    int dx[4] = {d.x, d.x + bd, d.x + d.w - bd, d.x + d.w};
    int dy[4] = {d.y, d.y + bd, d.y + d.h - bd, d.y + d.h};
    for (int j = 0; j < 3; j++)
        for (int i = 0; i < 3; i++) {
            SDL_Rect s = {sx[i], sy[j], sx[i + 1] - sx[i], sy[j + 1] - sy[j]};
            SDL_Rect t = {dx[i], dy[j], dx[i + 1] - dx[i], dy[j + 1] - dy[j]};
            if (t.w > 0 && t.h > 0) SDL_RenderCopy(g->renderer, g->tex[id], &s, &t);
        }
}

void gfx_fill(Gfx *g, SDL_Rect r, SDL_Color c)
{
    SDL_SetRenderDrawBlendMode(g->renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(g->renderer, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(g->renderer, &r);
}

/* Fill a convex polygon given as a fan around its centre. */
static void fan(Gfx *g, float cx, float cy, const SDL_FPoint *pts, int n, SDL_Color c)
{
    SDL_Vertex v[3 * 96];
    int k = 0;
    for (int i = 0; i < n && k + 3 <= (int)(sizeof v / sizeof v[0]); i++) {
        const SDL_FPoint *a = &pts[i], *b = &pts[(i + 1) % n];
        v[k++] = (SDL_Vertex){{cx, cy}, c, {0, 0}};
        v[k++] = (SDL_Vertex){*a, c, {0, 0}};
        v[k++] = (SDL_Vertex){*b, c, {0, 0}};
    }
    SDL_RenderGeometry(g->renderer, NULL, v, k, NULL, 0);
}

static int round_rect_points(SDL_Rect r, int radius, SDL_FPoint *pts)
{
    if (radius * 2 > r.w) radius = r.w / 2;
    if (radius * 2 > r.h) radius = r.h / 2;
    const int seg = 6;
    int n = 0;
    float cxs[4] = {(float)(r.x + r.w - radius), (float)(r.x + radius), (float)(r.x + radius),
                    (float)(r.x + r.w - radius)};
    float cys[4] = {(float)(r.y + radius), (float)(r.y + radius), (float)(r.y + r.h - radius),
                    (float)(r.y + r.h - radius)};
    for (int c = 0; c < 4; c++)
        for (int i = 0; i <= seg; i++) {
            double a = (c * 90.0 + i * 90.0 / seg) * GFX_PI / 180.0;
            pts[n++] = (SDL_FPoint){cxs[c] + (float)(cos(a) * radius), cys[c] - (float)(sin(a) * radius)};
        }
    return n;
}

void gfx_round_rect(Gfx *g, SDL_Rect r, int radius, SDL_Color c)
{
    if (r.w <= 0 || r.h <= 0) return;
    SDL_FPoint pts[32];
    int n = round_rect_points(r, radius, pts);
    fan(g, (float)r.x + r.w / 2.0f, (float)r.y + r.h / 2.0f, pts, n, c);
}

void gfx_round_frame(Gfx *g, SDL_Rect r, int radius, int t, SDL_Color c)
{
    SDL_FPoint outer[32], inner[32];
    SDL_Rect in = {r.x + t, r.y + t, r.w - 2 * t, r.h - 2 * t};
    if (in.w <= 0 || in.h <= 0) {
        gfx_round_rect(g, r, radius, c);
        return;
    }
    int n = round_rect_points(r, radius, outer);
    round_rect_points(in, radius > t ? radius - t : 0, inner);
    SDL_Vertex v[32 * 6];
    int k = 0;
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        v[k++] = (SDL_Vertex){outer[i], c, {0, 0}};
        v[k++] = (SDL_Vertex){outer[j], c, {0, 0}};
        v[k++] = (SDL_Vertex){inner[i], c, {0, 0}};
        v[k++] = (SDL_Vertex){inner[i], c, {0, 0}};
        v[k++] = (SDL_Vertex){outer[j], c, {0, 0}};
        v[k++] = (SDL_Vertex){inner[j], c, {0, 0}};
    }
    SDL_RenderGeometry(g->renderer, NULL, v, k, NULL, 0);
}

void gfx_circle(Gfx *g, int cx, int cy, int radius, SDL_Color c)
{
    SDL_FPoint pts[48];
    for (int i = 0; i < 48; i++) {
        double a = i * 2.0 * GFX_PI / 48;
        pts[i] = (SDL_FPoint){cx + (float)(cos(a) * radius), cy + (float)(sin(a) * radius)};
    }
    fan(g, (float)cx, (float)cy, pts, 48, c);
}

void gfx_line(Gfx *g, float x0, float y0, float x1, float y1, float width, SDL_Color c)
{
    float dx = x1 - x0, dy = y1 - y0;
    float len = sqrtf(dx * dx + dy * dy);
    if (len < 0.001f) return;
    float nx = -dy / len * width / 2, ny = dx / len * width / 2;
    SDL_Vertex v[6] = {
        {{x0 + nx, y0 + ny}, c, {0, 0}}, {{x1 + nx, y1 + ny}, c, {0, 0}}, {{x1 - nx, y1 - ny}, c, {0, 0}},
        {{x0 + nx, y0 + ny}, c, {0, 0}}, {{x1 - nx, y1 - ny}, c, {0, 0}}, {{x0 - nx, y0 - ny}, c, {0, 0}},
    };
    SDL_RenderGeometry(g->renderer, NULL, v, 6, NULL, 0);
}

void gfx_panel(Gfx *g, SDL_Rect r)
{
    SDL_Rect sh = {r.x + 4, r.y + 6, r.w, r.h};
    gfx_round_rect(g, sh, 22, COL_SHADOW);
    gfx_round_rect(g, r, 22, COL_PANEL_EDGE);
    SDL_Rect in = {r.x + 4, r.y + 4, r.w - 8, r.h - 8};
    gfx_round_rect(g, in, 19, COL_PANEL);
}
