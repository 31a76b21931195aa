/* gfx.h - drawing: the project's sprites (the PNGs in assets/sprites via SDL2_image), text with
 * SDL2_ttf through a small texture cache, rounded shapes, nine-slice panels and buttons.
 * The caller owns a Gfx: gfx_init after the renderer exists, gfx_free before it goes. */
#ifndef UI_GFX_H
#define UI_GFX_H

#include <SDL.h>
#include <SDL_ttf.h>

typedef enum TexId {
    TEX_CAR = 0, TEX_TILE, TEX_TILE_GHOST, TEX_FLAG, TEX_GOAL, TEX_ROCK, TEX_TREE, TEX_CELL,
    TEX_CELL_ALT, TEX_FRAME, TEX_BUTTON, TEX_BUTTON_HOVER, TEX_BUTTON_PRESSED, TEX_BUTTON_GREEN,
    TEX_BUTTON_ORANGE, TEX_ICON_PLAY, TEX_ICON_STOP, TEX_ICON_RESET, TEX_ICON_SETTINGS,
    TEX_ICON_BACK, TEX_ICON_STAR, TEX_ICON_STAR_EMPTY, TEX_ICON_TROPHY, TEX_ICON_CLOCK,
    TEX_ICON_TRIES, TEX_ICON_LOCK, TEX_ICON_PUPIL, TEX_ICON_SPEED, TEX_BACKGROUND,
    TEX_LOGO, TEX_COUNT
} TexId;

typedef enum FontFace { FONT_BOLD = 0, FONT_MONO, FONT_FACE_COUNT } FontFace;

typedef enum Align { ALIGN_LEFT = 0, ALIGN_CENTER, ALIGN_RIGHT } Align;

#define GFX_FONT_SLOTS 24     /* fonts kept open (18 bold, 6 mono), opened once at gfx_init */
#define GFX_MONO_SLOTS 6
#define GFX_TEXT_CACHE 256    /* rendered texts kept as textures */
#define GFX_MEASURE_CACHE 2048 /* text measurements kept (wrapping measures every prefix) */

typedef struct GfxFont {
    FontFace face;
    int px;
    TTF_Font *font;
    uint64_t last_used;
} GfxFont;

typedef struct GfxMeasure {
    uint32_t hash;            /* 0: empty */
    int px;
    FontFace face;
    char *text;
    int w, h;
} GfxMeasure;

/* What drawing cost so far (for --frame-stats): fonts opened (only gfx_init opens them), fonts
 * set to a size no open font had (the least recently used one of the face is resized, far cheaper
 * than opening), texts rendered into textures, texts measured with the font (a cached
 * measurement is not counted). */
typedef struct GfxStats {
    long long font_opens, font_resizes, text_renders, text_measures;
} GfxStats;

typedef struct GfxText {
    uint32_t hash;
    int px;
    FontFace face;
    SDL_Color color;
    char *text;
    SDL_Texture *tex;
    int w, h;
    uint64_t last_used;
} GfxText;

#define GFX_OVERFLOWS_MAX 32
#define GFX_CLICKABLES_MAX 96

/* A text that did not fit its box (gfx_text_in), in the frame drawn last. */
typedef struct GfxOverflow {
    char text[64];   /* its start */
    SDL_Rect box;
    int excess;      /* pixels too wide (one line) or too tall (wrapped) at the smallest size */
} GfxOverflow;

/* A text drawn in the frame drawn last (one line of a wrapped text), when recording (--state). */
#define GFX_DRAWN_MAX 192
typedef struct GfxDrawn {
    char text[96];
} GfxDrawn;

/* Where a line of text was drawn in the frame drawn last (window coordinates, cut to the clip it was
 * drawn in), when recording: --state checks that no two are drawn over each other
 * (gfx_text_collisions) and that none leaves the window. */
#define GFX_PLACED_MAX 320
typedef struct GfxPlaced {
    char text[48]; /* its start */
    SDL_Rect rect;
    int cut; /* pixels cut off by a clip it was drawn in, outside gfx_text_in (which counts its own)
              * and a scroll view (Gfx.scrolled) */
} GfxPlaced;

/* A box a pupil types into (text_field_draw), in the frame drawn last: where its text and caret end. */
#define GFX_FIELDS_MAX 4
typedef struct GfxField {
    SDL_Rect box;
    int end; /* x just past the caret (window coordinates) */
} GfxField;

/* A rectangle the pupil can click, in the frame drawn last (gfx_clickable). */
typedef struct GfxClickable {
    char name[32];
    SDL_Rect rect;
    int disabled; /* drawn, but a click does nothing (a greyed button) */
} GfxClickable;

typedef struct Gfx {
    SDL_Renderer *renderer;
    SDL_Texture *tex[TEX_COUNT];
    int tex_w[TEX_COUNT], tex_h[TEX_COUNT];
    char font_path[FONT_FACE_COUNT][1024];
    GfxFont fonts[GFX_FONT_SLOTS];
    GfxText cache[GFX_TEXT_CACHE];
    GfxMeasure measures[GFX_MEASURE_CACHE];
    GfxStats stats;
    uint64_t frame;
    int text_percent; /* text-size setting: 100 = normal */
    GfxOverflow overflows[GFX_OVERFLOWS_MAX];
    int overflow_count;  /* may pass GFX_OVERFLOWS_MAX: the first ones are kept */
    GfxClickable clickables[GFX_CLICKABLES_MAX];
    int clickable_count;
    GfxField fields[GFX_FIELDS_MAX];
    int field_count;
    /* every distinct text drawn in the frame (tests scan them for words left untranslated) */
    int record_drawn;
    GfxDrawn *drawn;     /* GFX_DRAWN_MAX, allocated when record_drawn is set */
    int drawn_count;
    GfxPlaced *placed;    /* GFX_PLACED_MAX, allocated when record_drawn is set */
    int placed_count;     /* may pass GFX_PLACED_MAX: the first ones are kept */
    int boxed;            /* inside gfx_text_in */
    int scrolled;         /* drawing a scroll view's content, whose clip cuts what scrolls into view */
    SDL_Rect overlays[8]; /* gfx_cover_text's rectangles this frame (window coordinates) */
    int overlay_count;
    /* An area being drawn into (gfx_area_begin): a face's area_w x area_h fitted into `area`. */
    int area_on;
    SDL_Rect area;
    int area_w, area_h;
    SDL_Texture *area_tex; /* drawn into at full size, then scaled into `area` in one copy */
    int area_target;       /* this area is being drawn into area_tex */
} Gfx;

/* A picture's stillness (how many ticks it stays as it is without input; -1 until input, 0 it
 * moves now; ui/shell/app.h's Screen.still_for): the sooner of two. */
static inline int still_min(int a, int b) { return a < 0 ? b : b < 0 ? a : a < b ? a : b; }
/* Blinks and calm animations rest after this many ticks without input (10 s), as desktop carets
 * stop blinking: a screen nobody touches draws no frames. */
#define GFX_CALM_TICKS 600
/* Ticks until the next turn of the half-second blink clock (ticks / 30) that blinking marks and
 * calm animations follow, so an idle screen draws at most two frames a second. */
static inline int still_blink(uint64_t ticks) { return 30 - (int)(ticks % 30); }

/* Palette (Okabe-Ito, colour-blind safe) and UI colours. */
extern const SDL_Color COL_INK, COL_WHITE, COL_ORANGE, COL_SKY, COL_GREEN, COL_YELLOW, COL_BLUE,
    COL_VERMILLION, COL_PURPLE, COL_PANEL, COL_PANEL_EDGE, COL_SHADOW, COL_FOCUS, COL_MUTED;

/* Load every sprite from sprites_dir and the fonts. Returns 1, or 0 with why filled. */
int gfx_init(Gfx *g, SDL_Renderer *renderer, const char *sprites_dir, const char *font_bold,
             const char *font_mono, char *why, int why_size);
void gfx_free(Gfx *g);
/* Call once per frame (ages the text cache). */
void gfx_begin_frame(Gfx *g);

/* Text of nominal size px (scaled by the text-size setting). Returns the drawn width. */
int gfx_text(Gfx *g, const char *text, int px, SDL_Color color, int x, int y, Align align);
/* Text with a dark outline/shadow, for titles over pictures. */
int gfx_text_shadow(Gfx *g, const char *text, int px, SDL_Color color, int x, int y, Align align);
int gfx_text_face(Gfx *g, FontFace face, const char *text, int px, SDL_Color color, int x, int y,
                  Align align);
/* Size of text without drawing it. */
void gfx_text_size(Gfx *g, FontFace face, const char *text, int px, int *w, int *h);
/* Word-wrapped text inside width w; returns the height used. */
int gfx_text_wrap(Gfx *g, const char *text, int px, SDL_Color color, int x, int y, int w,
                  Align align);
/* The height gfx_text_wrap would use, without drawing. */
int gfx_text_wrap_height(Gfx *g, const char *text, int px, int w);
/* The same, and the widest line's width in *widest. */
int gfx_text_wrap_size(Gfx *g, const char *text, int px, int w, int *widest);
/* The real pixel size used for a nominal size. */
int gfx_px(const Gfx *g, int px);

/* Boxed text (textfit.c), the one call for text that must stay inside a rectangle (buttons,
 * chips, panels, messages, titles): drawn at px when it fits, else smaller (down to 2/3 of px, at
 * least 10), with TEXT_WRAP over as many lines as the box holds. Centred in the box unless
 * TEXT_TOP (from the box's top) or ALIGN_LEFT/RIGHT (across). Text that still does not fit is cut
 * at the box and recorded as an overflow (what, where, how much), which --state reports as
 * "text_overflows"; text marked TEXT_SHORTEN (a pupil's name, a file's: what nobody can translate
 * shorter) that does not fit, wrapped or not, is one line ending in "..." (U+2026) where it gives
 * way instead, not recorded. Returns the nominal size used. */
enum { TEXT_WRAP = 1, TEXT_TOP = 2, TEXT_SHADOW = 4, TEXT_SHORTEN = 8 };
int gfx_text_in(Gfx *g, FontFace face, const char *text, int px, SDL_Color color, SDL_Rect box, Align align,
                int flags);
/* The size gfx_text_in would draw text at in a w x h box (nothing drawn or recorded), and the
 * text's width and height at that size. */
int gfx_text_fit(Gfx *g, FontFace face, const char *text, int px, int w, int h, int flags, int *out_w, int *out_h);
/* The longest start of text (keep_end 0) or end (keep_end 1), in whole UTF-8 characters, that fits
 * w pixels at px with "\u2026" where the rest gave way, into out (the whole text when it fits).
 * Returns its width. */
int gfx_text_shorten(Gfx *g, FontFace face, const char *text, int px, int w, int keep_end, char *out,
                     size_t out_size);
/* A clickable rectangle drawn this frame (buttons do it themselves): --state lists them as
 * "clickables", and the tests check that no two overlap. */
void gfx_clickable(Gfx *g, SDL_Rect r, const char *name);
/* A greyed button's place: listed with "enabled": false, for the tests' --state. */
void gfx_clickable_disabled(Gfx *g, SDL_Rect r, const char *name);
/* A modal layer (the win panel, a question) now covers r: what was clickable or written under it no
 * longer is (its texts are not drawn over by the layer's own). */
void gfx_cover(Gfx *g, SDL_Rect r);
/* A message drawn over the screen (a toast, a notice, a name tag) now hides r's texts; what is
 * under it still takes clicks, and its own text may lie over a button (gfx_text_collisions). */
void gfx_cover_text(Gfx *g, SDL_Rect r);
/* Texts drawn over each other in the frame drawn last (when recording): found(user, a, b, where) for
 * each two different texts whose lines share more than the room a line keeps above its capitals and
 * below its descenders, and for each text running into a clickable rectangle it is not inside (b is
 * then the clickable, its text "[name]"). Returns how many. */
int gfx_text_collisions(const Gfx *g,
                        void (*found)(void *user, const GfxPlaced *a, const GfxPlaced *b, SDL_Rect where),
                        void *user);

/* Draw a face laid out for face_w x face_h inside `fit` (window coordinates, the same shape):
 * until gfx_area_end, every drawing call's coordinates are the face's, drawn at full size into a
 * texture that gfx_area_end scales into `fit` in one copy (scaling each picture on its own left
 * one-pixel seams between a button's or a frame's pieces); clickables and overflows are recorded
 * in window coordinates. Without render targets, each call is scaled and moved into `fit`.
 * gfx_area_end puts the window's own scaling back (its logical size, window_w x window_h). */
void gfx_area_begin(Gfx *g, SDL_Rect fit, int face_w, int face_h);
void gfx_area_end(Gfx *g, int window_w, int window_h);
/* fit's rectangle of face_w x face_h's shape, as large as fits in area and centred in it. */
SDL_Rect gfx_area_fit(SDL_Rect area, int face_w, int face_h);
/* A rectangle in the area's face coordinates, in window coordinates (as is outside an area). */
SDL_Rect gfx_area_to_window(const Gfx *g, SDL_Rect r);

void gfx_sprite(Gfx *g, TexId id, SDL_Rect dst);
void gfx_sprite_rot(Gfx *g, TexId id, SDL_Rect dst, double angle_deg, Uint8 alpha);
void gfx_nine_slice(Gfx *g, TexId id, SDL_Rect dst, int border_src, int border_dst);
void gfx_fill(Gfx *g, SDL_Rect r, SDL_Color c);
void gfx_round_rect(Gfx *g, SDL_Rect r, int radius, SDL_Color c);
/* Rounded outline of thickness t drawn inside r. */
void gfx_round_frame(Gfx *g, SDL_Rect r, int radius, int t, SDL_Color c);
void gfx_circle(Gfx *g, int cx, int cy, int radius, SDL_Color c);
/* A thick line from (x0,y0) to (x1,y1). */
void gfx_line(Gfx *g, float x0, float y0, float x1, float y1, float width, SDL_Color c);
/* A panel: soft shadow, rounded cream body, coloured edge. */
void gfx_panel(Gfx *g, SDL_Rect r);

#endif
