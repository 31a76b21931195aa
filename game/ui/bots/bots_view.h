/* bots_view.h - drawing the robot (BOTS) world: an isometric 2.5D picture of the terrain
 * columns, blue boxes, yellow switches and the robot, with the camera turning in quarter turns
 * and the last action animated. Draws only; the rules live in modes/bots/bots.h.
 * The caller owns a BotsView (plain struct, no resources: nothing to free). */
#ifndef UI_BOTS_VIEW_H
#define UI_BOTS_VIEW_H

#include <SDL.h>
#include <stdint.h>

#include "core/buf.h"
#include "ui/widgets/gfx.h"
#include "modes/bots/bots.h"

#define BOTS_VIEW_AVOID_MAX 6
#define BOTS_VIEW_SEE_MAX 16

/* What to mark on top of the world. Zero-initialised means nothing marked. */
typedef struct BotsViewMarks {
    int failed;                   /* the last action failed: warning ring and "!" on the robot */
    int solved;                   /* every switch pressed: switches glow, stars twinkle */
    int highlight;                /* draw a focus ring on the top of cell (highlight_x, highlight_y) */
    int highlight_x, highlight_y;
} BotsViewMarks;

typedef struct BotsView {
    int rotation;   /* the camera, 0..3 quarter turns (the world turned clockwise on screen) */
    float anim;     /* the drawn camera in quarter turns; eases toward rotation, one step per
                       bots_view_tick (set anim = rotation to jump there at once) */
    uint32_t frame; /* draws so far: drives glows and twinkles (deterministic, no clock) */
    /* Set by the caller before each draw (zeroed: none): controls over the area that the world
     * is kept off, and the box the compass is drawn in (w 0: the area's bottom-left corner). */
    SDL_Rect avoid[BOTS_VIEW_AVOID_MAX];
    int avoid_count;
    SDL_Rect compass;
    /* Out, from the last draw: the world's bounding rect on screen, the robot's (with what it
     * carries), the facing arrow's, how many columns were drawn see-through because they cover
     * the robot, its arrow or a switch, and which (y * BOTS_MAX_W + x, the first of them). */
    SDL_Rect drawn_area, drawn_world, drawn_robot, drawn_arrow; /* drawn_area: the area drawn in */
    int see_through;
    int see_cells[BOTS_VIEW_SEE_MAX];
    /* Fit cache: each column's height only grows while the same level is shown, so the zoom
     * does not jump when a box is moved; the placement is kept while nothing it uses changes. */
    uint32_t fit_key, fit_sig;
    int fit_valid;
    uint8_t fit_top[BOTS_MAX_D][BOTS_MAX_W];
    float fit_scale, fit_ox, fit_oy;
    SDL_Rect fit_box;
    /* Internal: the last drawn projection, for bots_view_cell_at. */
    float last_cos, last_sin, last_hw, last_zh, last_ox, last_oy;
    int last_w, last_d;
} BotsView;

/* A view with the default camera (rotation 0: north up-right, east down-right). */
void bots_view_init(BotsView *v);
/* Draw world into area (call once per frame: each call also advances the glows). prev (may be NULL) and t in [0,1] animate the last action: the robot slides, turns,
 * climbs in an arc, picks up or puts down from prev's pose to world's, a carried box moving with
 * it. With prev == NULL or t >= 1 the world is drawn at rest; with marks->failed and t < 1 the
 * robot bumps forward and back. The world is zoomed to fill area, kept off v->avoid. A column in
 * front of the robot, its facing arrow or a switch is drawn see-through. marks may be NULL. */
void bots_view_draw(BotsView *v, Gfx *g, const BotsWorld *world, const BotsWorld *prev, float t,
                    SDL_Rect area, const BotsViewMarks *marks);
/* Turn the camera by quarter turns (+1: the world turns clockwise on screen); it eases there
 * over the next ticks. */
void bots_view_rotate(BotsView *v, int quarter_turns);
/* One tick of the game's clock: the camera eases a step toward its rotation. */
void bots_view_tick(BotsView *v);
/* Is the camera still turning (the picture moves by itself)? */
int bots_view_turning(const BotsView *v);
/* The last draw's picture for --state, as `,"world_view":{...}`: the area, the world's, robot's and
 * arrow's rects [x,y,w,h], the see-through columns [[x,y],...] and the camera's quarter turns. */
void bots_view_state(const BotsView *v, LpBuf *o);
/* The column whose top (or front face) is under screen point (px, py) in the last drawn
 * picture of world; returns 0 when none. */
int bots_view_cell_at(const BotsView *v, const BotsWorld *world, int px, int py, int *cell_x,
                      int *cell_y);

#endif
