/* dungeon_art.h - the dungeon's tiles drawn in code with the Gfx shapes: floor, walls, doors,
 * gates, props, keys, terminals, the stairs and the pupil's explorer. Bright shapes with dark
 * outlines, and nothing told by colour alone: every key has its shape (dg_key_look, the same as
 * on the map), a solved terminal its tick, the stairs their arrow.
 *
 * Every call draws one tile into r (a square of 24 to 96 pixels) and nowhere else. Props,
 * keys, doors, terminals and the stairs are drawn over a floor the caller drew first
 * (dg_art_floor; a rug draws its own); a torch over its wall (dg_art_wall). lit 0 draws a tile
 * of a room the pupil is not in: every colour darker and a little bluer. Animations take the
 * tick count and change only on the half-second blink clock (tick / 30), so still_blink(tick)
 * says when they next move.
 * Draws only; the rules live in modes/dungeon/dungeon.h. Prefix dg_art_. */
#ifndef UI_DUNGEON_ART_H
#define UI_DUNGEON_ART_H

#include <SDL.h>
#include <stdint.h>

#include "core/mode.h"
#include "modes/dungeon/dungeon.h"
#include "ui/widgets/gfx.h"

/* Stone floor; the tile's map x, y vary it (a faint checker, a crack or pebbles here and there). */
void dg_art_floor(Gfx *g, SDL_Rect r, int x, int y, int lit);
/* A wall block seen from above: its stone top, and its brick front face when floor_below. */
void dg_art_wall(Gfx *g, SDL_Rect r, int x, int y, int lit, int floor_below);
/* A small woven rug, with the floor round it (no dg_art_floor needed); x, y pick its colours. */
void dg_art_rug(Gfx *g, SDL_Rect r, int x, int y, int lit);
/* A stone column. */
void dg_art_pillar(Gfx *g, SDL_Rect r, int lit);
/* A bronze knight with a sword and shield, on a stone plinth. */
void dg_art_statue(Gfx *g, SDL_Rect r, int lit);
/* A leafy plant in a clay pot. */
void dg_art_plant(Gfx *g, SDL_Rect r, int lit);
/* A burning torch in an iron bracket, over its wall tile; the flame flickers with tick. */
void dg_art_torch(Gfx *g, SDL_Rect r, int lit, uint64_t tick);
/* A wooden chest with gold bands: shut with a lock, or open with its lid up and coins inside. */
void dg_art_chest(Gfx *g, SDL_Rect r, int open, int lit);
/* The way out: steps going down into the dark, under a big green arrow pointing down. */
void dg_art_stairs(Gfx *g, SDL_Rect r, int lit);

/* A door in the wall on side wall_side of its room (north or south: across the tile; east or
 * west: along it), between two bits of wall. kind 0: an open doorway; 1: a locked wooden door
 * whose plate has the key's colour and shape (key_look from dg_key_look_of); 2: a gate of iron
 * bars, drawn open_permille (0 shut .. 1000 open) of the way up (north or south) or aside; an
 * open gate (1000) is drawn as the open doorway. */
void dg_art_door(Gfx *g, SDL_Rect r, DgSide wall_side, int kind, int key_look, int open_permille, int lit);

/* A key lying on the floor: key_look's colour, its shape on the bow; it bobs and glints. Never
 * dimmed: a key catches the eye in any room. */
void dg_art_key(Gfx *g, SDL_Rect r, int key_look, uint64_t tick);
/* A key for the HUD in its slot: held 1 the key itself, 0 a faint outline of it (still with its
 * shape) in an empty slot. */
void dg_art_key_icon(Gfx *g, SDL_Rect r, int key_look, int held);

/* A puzzle terminal: a computer on a pedestal whose screen shows mode's icon, glowing and
 * pulsing while unsolved; solved, a green screen with a big tick. */
void dg_art_terminal(Gfx *g, SDL_Rect r, LpMode mode, int solved, int lit, uint64_t tick);
/* A mode's icon alone, in colour c with details in ink or white (whichever shows on c): toy car
 * a car, bots a robot's head, May's a girl in her hat; anything else a question mark. */
void dg_art_mode_icon(Gfx *g, SDL_Rect r, LpMode mode, SDL_Color c);

/* The pupil, never dimmed: an explorer kid in pink with a backpack and a lantern, looking toward
 * facing; walk_phase 0..3 steps the feet (0 and 2 standing, 1 and 3 a foot up). */
void dg_art_explorer(Gfx *g, SDL_Rect r, DgSide facing, int walk_phase);

/* A tick mark of about size pixels centred on (cx, cy), in c with a dark outline. May go outside
 * any tile. */
void dg_art_tick_mark(Gfx *g, int cx, int cy, int size, SDL_Color c);

#endif
