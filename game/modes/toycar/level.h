/* level.h - toy-car level files: human-readable, versioned text (see levels/toycar/README.md).
 * Pure C. The loader rejects bad input with "file:line: what is wrong" and never crashes;
 * writing then reading gives the same level back.
 *
 *   loopling-level 1
 *   mode: toycar
 *   title: Around the rock
 *   hint: The car turns when it drives onto an arrow.
 *   heading: R
 *   tiles: 2,0,D 2,2,R          (the intended placement: x,y,dir; it fixes the inventory)
 *   board:
 *   C..#.
 *   .#...
 *   ...FG
 *
 * Board rows: '.' empty, '#' obstacle, 'F' flag, 'G' goal, 'C' car (exactly one C and one G).
 * Optional keys: "inventory: L R U D" (overrides the inventory from tiles), "seed: N",
 * "code: SHARECODE". Blank lines and lines starting with ';' are ignored.
 * Details: the header must be the first line that is not blank or a comment; "heading" and
 * "board" are required, every key at most once; "inventory" lists one letter per tile
 * (e.g. "R R D"; empty means no tiles) and must hold at least the intended tiles; the board
 * rows follow "board:" up to a blank line, a "key:" line or the end of the file; at most
 * TC_MAX_W x TC_MAX_H cells. */
#ifndef TC_LEVEL_H
#define TC_LEVEL_H

#include "core/buf.h"
#include "core/diag.h"
#include "toycar.h"

#define TC_TITLE_MAX 80
#define TC_HINT_MAX 200

typedef struct TcLevel {
    char title[TC_TITLE_MAX];
    char hint[TC_HINT_MAX];
    char code[40];             /* share code, "" for hand-made levels */
    int has_seed;              /* 1 when the file gave "seed: N" (generated levels) */
    uint32_t seed;
    TcBoard board;
    int tile_count;            /* intended placement (the par is tile_count) */
    TcTile tiles[TC_MAX_TILES];
} TcLevel;

/* Parse a level from text; label names the file in diagnostics. Returns 1 or 0 with diag. */
int tc_level_parse(const char *text, size_t len, const char *label, TcLevel *out, LpDiag *diag);
/* Load a level file (at most 64 KiB). */
int tc_level_load(const char *path, TcLevel *out, LpDiag *diag);
/* Write a level in the file format (appends to out). */
void tc_level_write(const TcLevel *level, LpBuf *out);
/* Fill the board's inventory from the intended tiles. */
void tc_level_inventory_from_tiles(TcLevel *level);

#endif
