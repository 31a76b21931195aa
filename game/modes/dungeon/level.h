/* level.h - dungeon level files (mode: dungeon): a DgWorld (dungeon.h) as human-readable,
 * versioned text, read and written. Pure C; depends on the dungeon's rules, core levelfile,
 * sharecode and lessoncode. The loader rejects bad input with "file:line: what is wrong" and
 * never crashes; writing then reading gives the same world back, byte for byte.
 *
 *   loopling-level 1
 *   mode: dungeon
 *   title: The Clockwork Castle
 *   flowchart: clockwork_castle.lua
 *   code: DG1K-2M00-7Q3A                  (optional: the dungeon's share code, a DG code)
 *   seed: 7
 *   start: 3,4                            (the pupil's first tile)
 *   entrance: 0                           (rooms: where the pupil starts, where the stairs are)
 *   exit: 9
 *   keys:
 *     red: 12,5                           (key index = order listed; where it lies, a k tile)
 *     gold: none                          (a key this dungeon does not place)
 *   rooms:
 *     0: gatehouse 1,1 7x6 main "enter"   (index: type x,y wxh main|side ["action words"])
 *     5: library 20,3 6x6 side
 *   doors:
 *     4,6 room 0 to 1                     (x,y room R to R [lock KEYNAME] [gate])
 *     15,7 room 3 to 4 gate               (gate: the door's own room's puzzle opens it)
 *   corridors:
 *     2 to 5: 10,4 10,5 10,6              (from to: its tiles, from the room `from`'s door out)
 *   puzzles:
 *     3: bots BT12-0P1R-MPAH "loop" verified   (room: mode code ["concept"] [lesson] [verified])
 *   grid:
 *   |  #####  |
 *   |  #.k.#  |
 *   |  ##+##  |
 *
 * Required: the header first (the first line that is not blank or a ';' comment), "mode: dungeon",
 * "start", "entrance", "exit", "rooms" and "grid". Optional: "title", "flowchart" (texts of at
 * most 63 characters), "code", "seed" (0 when not given), "keys", "doors", "corridors",
 * "puzzles". Every key at most once, in any order; blank lines and ';' lines are ignored.
 * Sections (keys, rooms, doors, corridors, puzzles): indented lines right below their key, up to
 * a blank line or a line at the left margin.
 * Grid: rows up to a blank line or a line that does not start with '|'; each row is its tiles
 * between two '|' (so the empty tiles at its ends survive editors and trimming), every row the
 * same width; w and h come from the grid (1 to DG_MAP_W x DG_MAP_H). Tiles as dg_tile_char draws
 * them: ' ' empty, '.' floor, '#' wall, '+' door, '!' torch, 'O' pillar, '&' statue, '%' plant,
 * '=' rug, 'C' chest, 'T' terminal, 'k' key, '>' stairs.
 * Names (room types, key names) are one word, or quoted when they hold blanks, ':', ';', a quote
 * or a backslash. Action words and concepts are always quoted. In quotes, \" is a quote and \\ a
 * backslash; no other escapes and no control characters (the writer turns those into spaces).
 * Names and words are at most DG_NAME - 1 bytes; room types and key names are not empty.
 * The checks: rooms numbered 0, 1, 2... in order (at most DG_MAX_ROOMS), each at least 3x3,
 * inside the grid, no two on one tile; entrance and exit among the rooms; keys (at most
 * DG_MAX_KEYS, names all different) each on a 'k' tile inside the grid but 0,0 (where a key that
 * lies nowhere is kept), no two on one tile, and every 'k' tile a listed key; doors (at most
 * DG_MAX_WORLD_DOORS) on a '+' tile in the edge of their room's rectangle but its corners, no two
 * on one tile, every '+' tile a listed door, room and to among the rooms and different, a lock
 * naming a listed key that lies somewhere, a gate only in the wall of a room with a puzzle;
 * corridors (at most DG_MAX_CORRIDORS) between two different rooms, 1 to DG_CORRIDOR_MAX tiles
 * inside the grid and outside every room; puzzles at most one per room, mode toycar, bots or mays,
 * a code that decodes as that mode's (a lesson's code too: "lesson" is then implied, and refused
 * on any other code), in a room with a terminal 'T'; the start on floor '.' or a rug '=' inside
 * the entrance room (not a door, key, terminal or the stairs, which the first step would pass
 * over); at most DG_MAX_CHESTS chests. The loaded world has rooms[].puzzle set from the puzzles
 * (-1 none), each gate = its room + 1, unplaced keys at 0,0, and dg_world_index done. */
#ifndef DG_LEVEL_H
#define DG_LEVEL_H

#include <stddef.h>

#include "core/buf.h"
#include "core/diag.h"
#include "dungeon.h"

/* Parse a dungeon level from text; label names the file in diagnostics. Returns 1, or 0 with
 * diag (which may be NULL). out is always fully written (memset to 0 first, then filled). */
int dg_level_parse(const char *text, size_t len, const char *label, DgWorld *out, LpDiag *diag);
/* Load a dungeon level file (at most LP_LEVEL_MAX_BYTES). */
int dg_level_load(const char *path, DgWorld *out, LpDiag *diag);
/* Write a world in the file format (appends to out; the caller owns and frees out). What the
 * file cannot say is not written: a gate is written as "gate" (read back as its own room + 1),
 * owner and chests are derived on reading. */
void dg_level_write(const DgWorld *w, LpBuf *out);

#endif
