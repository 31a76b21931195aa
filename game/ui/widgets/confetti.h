/* confetti.h - a burst of confetti around a panel (the win panel's): crisp flat pieces drawn in
 * code at whole pixels, never a stretched picture. Internal to game/ui. */
#ifndef UI_CONFETTI_H
#define UI_CONFETTI_H

#include <stdint.h>

#include "ui/widgets/gfx.h"

/* Pieces around the top and the sides of `around` (drawn before the panel, which covers the
 * middle): strips, triangles, dots and diamonds in the Okabe-Ito colours, each with a dark edge,
 * so they read by shape and by brightness as well as by colour. The same seed draws the same
 * pieces in the same places (core/rng.h, the cosmetic stream). */
void confetti_draw(Gfx *g, SDL_Rect around, uint32_t seed);

#endif
