/* mays_view.h - drawing a May's Journey map: a top-down picture with a little depth (walls and
 * high objects stand up as blocks with a front face), every object of Table 1 with its own
 * shape, the avatar May, the fire's line, moving blocks' tracks, and in the code phase each
 * programmable object's name on a tag. Draws only; the rules live in modes/mays/mays.h. */
#ifndef UI_MAYS_VIEW_H
#define UI_MAYS_VIEW_H

#include <SDL.h>
#include <stdint.h>

#include "ui/widgets/gfx.h"
#include "modes/mays/mays.h"

typedef struct MjViewOpts {
    int show_names;     /* tags with the names the code uses */
    int show_avatar;
    int avatar_facing;  /* MjDir: where May looks */
    int failed_object;  /* an object to mark as the one that could not do its command, or -1 */
    int solved;         /* the way is open: exits glow */
    uint32_t frame;     /* ticks so far: flames flicker and water stirs on its half-second turns */
    int hint_object;    /* 1 + the object a hint marks (hints.h), 0 none */
    int follow;         /* 1 (walking): a room too big for MJ_VIEW_FOLLOW_TILE tiles in the area is
                         * drawn with tiles that big, scrolled to keep May in the middle */
} MjViewOpts;

#define MJ_VIEW_FOLLOW_TILE 44 /* a walking room's smallest tile: May and every object read at a glance */

/* The tile size and origin that fit a w x h map into area (tiles at most max_tile pixels). */
void mj_view_fit(SDL_Rect area, int w, int h, int max_tile, int *tile, int *ox, int *oy);
/* Where a drawn map went: its tile size, whether it scrolls with May, and May's tile. */
typedef struct MjViewDrawn {
    int tile, follow;
    SDL_Rect avatar;
} MjViewDrawn;

/* Draw world into area. prev (may be NULL) and t in [0,1] slide objects and the avatar from
 * prev's places to world's. With opts->follow a big room scrolls with May, clipped to area.
 * drawn (may be NULL) gets where it went. */
void mj_view_draw(Gfx *g, const MjWorld *world, const MjWorld *prev, float t, SDL_Rect area,
                  const MjViewOpts *opts, MjViewDrawn *drawn);

#endif
