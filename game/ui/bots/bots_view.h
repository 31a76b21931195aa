/* bots_view.h - drawing the robot (BOTS) world: an isometric 2.5D picture of the terrain
 * columns, blue boxes, yellow switches and the robot, with the camera turning in quarter turns
 * and the last action animated. Draws only; the rules live in modes/bots/bots.h.
 * The caller owns a BotsView (plain struct, no resources: nothing to free). */
#ifndef UI_BOTS_VIEW_H
#define UI_BOTS_VIEW_H

#include <SDL.h>
#include <stdint.h>

#include "ui/widgets/gfx.h"
#include "modes/bots/bots.h"

/* What to mark on top of the world. Zero-initialised means nothing marked. */
typedef struct BotsViewMarks {
    int failed;                   /* the last action failed: warning ring and "!" on the robot */
    int solved;                   /* every switch pressed: switches glow, stars twinkle */
    int highlight;                /* draw a focus ring on the top of cell (highlight_x, highlight_y) */
    int highlight_x, highlight_y;
} BotsViewMarks;

typedef struct BotsView {
    int rotation;   /* the camera, 0..3 quarter turns (the world turned clockwise on screen) */
    float anim;     /* the drawn camera in quarter turns; eases toward rotation, one step per draw
                       (set anim = rotation to jump there at once) */
    uint32_t frame; /* draws so far: drives glows and twinkles (deterministic, no clock) */
    /* Fit cache: the world's extent only grows while the same level is shown, so the zoom
     * does not jump when a box is moved. */
    uint32_t fit_key;
    int fit_valid;
    float fit_box[4]; /* min x, min y, max x, max y in units of half a cell */
    /* Internal: the last drawn projection, for bots_view_cell_at. */
    float last_cos, last_sin, last_hw, last_zh, last_ox, last_oy;
    int last_w, last_d;
} BotsView;

/* A view with the default camera (rotation 0: north up-right, east down-right). */
void bots_view_init(BotsView *v);
/* Draw world into area (call once per frame: each call also eases the camera and advances the
 * glows). prev (may be NULL) and t in [0,1] animate the last action: the robot slides, turns,
 * climbs in an arc, picks up or puts down from prev's pose to world's, a carried box moving with
 * it. With prev == NULL or t >= 1 the world is drawn at rest; with marks->failed and t < 1 the
 * robot bumps forward and back. A robot hidden behind a wall is also drawn see-through on top.
 * marks may be NULL. */
void bots_view_draw(BotsView *v, Gfx *g, const BotsWorld *world, const BotsWorld *prev, float t,
                    SDL_Rect area, const BotsViewMarks *marks);
/* Turn the camera by quarter turns (+1: the world turns clockwise on screen); it eases there
 * over the next draws. */
void bots_view_rotate(BotsView *v, int quarter_turns);
/* The column whose top (or front face) is under screen point (px, py) in the last drawn
 * picture of world; returns 0 when none. */
int bots_view_cell_at(const BotsView *v, const BotsWorld *world, int px, int py, int *cell_x,
                      int *cell_y);

#endif
