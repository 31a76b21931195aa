/* render.h - a dungeon's map as an RGBA picture: the one drawing behind `loopling-gen dungeon
 * --png` and the game's minimap texture, so it knows fog of war (rooms not yet visited are not
 * drawn). Main-path rooms are bright, graded from the entrance to the exit; side rooms grey-blue;
 * doors brown, locked doors in their key's colour and shape, gates shut or open; puzzle rooms with
 * their mode's letter (C toy car, R robot, M May's) and a tick once solved; keys, chests, stairs
 * and the pupil's dot. Every key colour comes with a shape for colour-blind pupils; the game draws
 * keys by dg_key_look too, so a key looks the same everywhere. Pure C, no SDL, integer only; the
 * caller owns every buffer; dg_map_write_png is the only I/O. Prefix dg_map_ / dg_key_. */
#ifndef DG_RENDER_H
#define DG_RENDER_H

#include <stdint.h>

#include "core/diag.h"
#include "modes/dungeon/dungeon.h"

/* The shapes keys come in, one for each of the DG_MAX_KEYS looks. */
typedef enum DgKeyShape {
    DG_SHAPE_CIRCLE = 0,
    DG_SHAPE_TRIANGLE,
    DG_SHAPE_STAR,
    DG_SHAPE_SQUARE,
    DG_SHAPE_DIAMOND,
    DG_SHAPE_CROSS,
    DG_SHAPE_COUNT
} DgKeyShape;

#define DG_MAP_SCALE_MIN 2 /* pixels per tile; a scale outside is taken as the nearest of these */
#define DG_MAP_SCALE_MAX 16

/* Look k (0..DG_MAX_KEYS-1, taken modulo): red circle, blue triangle, gold star, green square,
 * purple diamond, white cross. */
void dg_key_look(int k, uint8_t rgb[3], int *shape);
/* The look of world key k: the one its name says ("red", "blue", "gold" or "yellow", "green",
 * "purple", "white"), else the first look no other key of the world has. */
int dg_key_look_of(const DgWorld *w, int k);
/* Look `look` as an icon: its shape with a dark outline, centred in a size x size square of rgba
 * (4 bytes a pixel, `stride` bytes a row; the rest of the square transparent). For the HUD. */
void dg_key_icon(int look, int size, uint8_t *rgba, int stride);

/* What the map shows. */
typedef struct DgMapView {
    uint32_t visited;      /* bit r: room r drawn; others hidden */
    int all;               /* 1: draw everything (the --png) */
    int you_x, you_y;      /* the pupil's tile, -1 none */
    uint32_t keys, solved; /* held keys (not drawn on the floor), solved rooms (a tick, gates open) */
} DgMapView;

/* The picture's size in pixels at `scale` pixels a tile: the world's w and h times the scale. */
void dg_map_size(const DgWorld *w, int scale, int *pw, int *ph);
/* Draw the map of an indexed world (dg_world_index) into rgba (4 bytes a pixel, `stride` bytes a
 * row, at least dg_map_size's pixels): every pixel is written, transparent where nothing shows. */
void dg_map_draw(const DgWorld *w, const DgMapView *v, int scale, uint8_t *rgba, int stride);
/* The whole map (everything visible, nothing held or solved, the pupil's dot on the start) on a
 * dark background as an RGB PNG at path. Returns 1, or 0 with diag. */
int dg_map_write_png(const char *path, const DgWorld *w, int scale, LpDiag *diag);

#endif
