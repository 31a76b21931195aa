/* dungeon.h - the dungeon's rules (paper 002's fourth mode): the world a pupil walks (its tiles,
 * rooms, doors, keys, gates and puzzle rooms) and what one step does. Pure C, no SDL, no clock,
 * no allocation: every struct is caller-owned and fixed-size. Prefix dg_ (the generator's too).
 *
 * The world is a flat map of tiles (DgWorld.tile) with the room each tile belongs to; a room is a
 * rectangle, walls included. Doors are tiles in a room's wall: a door may need a key (its lock)
 * or be a gate that opens once its room's puzzle is solved. Keys are never used up, so holding a
 * key opens every door it locks. A pupil (DgExplorer) walks one tile a step: over a key (picked
 * up), onto a terminal (its room's puzzle opens: the host plays it and calls dg_solve), onto the
 * stairs (the dungeon is done); chests are opened by walking into them.
 *
 * The generator's certificate (generators/dungeon/certify.c) walks by the same dg_reachable the
 * game steps by, so what it certifies is what a pupil can do. */
#ifndef DG_DUNGEON_H
#define DG_DUNGEON_H

#include <stdint.h>

#include "core/mode.h"
#include "core/sharecode.h"

#define DG_NAME 32            /* room types, modules, actions, options, keys: the longest name + 1 */
#define DG_MAX_KEYS 6
#define DG_MAX_ROOMS 32       /* rooms in a dungeon, side rooms included */
#define DG_MAP_W 96
#define DG_MAP_H 96
#define DG_MAX_CORRIDORS DG_MAX_ROOMS
#define DG_CORRIDOR_MAX 24    /* tiles of one corridor */
#define DG_MAX_WORLD_DOORS 192 /* door tiles of a world (6 a room) */
#define DG_MAX_CHESTS 64
#define DG_OWNER_NONE (-1)    /* DgWorld.owner: no room */
#define DG_OWNER_CORRIDOR (-2)

/* The tiles a dungeon is made of. Walkable: floor, rug, door (when open), terminal, key, stairs. */
typedef enum DgTile {
    DG_EMPTY = 0, DG_FLOOR, DG_WALL, DG_DOOR, DG_TORCH, DG_PILLAR, DG_STATUE, DG_PLANT, DG_RUG,
    DG_CHEST, DG_TERMINAL, DG_KEY, DG_STAIRS, DG_TILE_COUNT
} DgTile;

const char *dg_tile_name(DgTile tile);
/* The tile called name ("torch"), or -1. */
int dg_tile_named(const char *name);
int dg_tile_walkable(DgTile tile);
/* One character a tile is drawn as in the level file's grid and the JSON map (docs/dungeon.md):
 * ' ' empty, '.' floor, '#' wall, '+' door, '!' torch, 'O' pillar, '&' statue, '%' plant, '=' rug,
 * 'C' chest, 'T' terminal, 'k' key, '>' stairs. */
char dg_tile_char(DgTile tile);
/* The tile drawn as c, or -1. */
int dg_tile_of_char(char c);

typedef enum DgSide { DG_NORTH = 0, DG_EAST, DG_SOUTH, DG_WEST } DgSide;

/* The step out of a door on side s (north: 0, -1). */
void dg_side_step(DgSide s, int *dx, int *dy);

/* ---- the world ---- */

typedef struct DgWorldDoor {
    int x, y;        /* the door's tile */
    int room;        /* the room whose wall it is in */
    int to;          /* the room it leads to */
    int lock;        /* the key it needs: key index + 1, 0 none */
    int gate;        /* the room whose puzzle opens it: room + 1, 0 none */
} DgWorldDoor;

typedef struct DgWorldRoom {
    int x, y, w, h;            /* its rectangle on the map, walls included */
    char type[DG_NAME];        /* its room type ("robot_lab") */
    char action[DG_NAME];      /* the flowchart's action it holds ("fix the robot"); "" a side room */
    int main;                  /* on the entrance-to-stairs path */
    int puzzle;                /* index into DgWorld.puzzles, -1 none */
} DgWorldRoom;

/* A puzzle room's puzzle, by its mode's code: a generator's share code (TC/BT/MJ) or a lesson's. */
typedef struct DgWorldPuzzle {
    int room;
    LpMode mode;
    char code[LP_SHARECODE_MAX];
    char concept[DG_NAME];     /* "loop", "sequence", ... (the flowchart's words) */
    int lesson;                /* 1: code is a lesson's (a fallback, or the flowchart asked for one) */
    int verified;              /* its mode's generator certified it (a lesson: verified by CI) */
} DgWorldPuzzle;

typedef struct DgWorldKey {
    char name[DG_NAME];        /* "red" */
    int x, y;                  /* where it lies (a DG_KEY tile) */
} DgWorldKey;

typedef struct DgWorldCorridor {
    int from, to;              /* rooms */
    int count;
    int16_t tiles[DG_CORRIDOR_MAX][2]; /* x, y, from the room `from`'s door outwards */
} DgWorldCorridor;

typedef struct DgWorld {
    char title[64];
    char flowchart[64];        /* the flowchart's file name ("clockwork_castle.lua") */
    char code[LP_SHARECODE_MAX]; /* its DG code, "" when it has none (a teacher's own flowchart) */
    uint32_t seed;
    int w, h;                  /* the map's size in tiles (tiles outside are empty) */
    uint8_t tile[DG_MAP_H][DG_MAP_W];  /* DgTile */
    int8_t owner[DG_MAP_H][DG_MAP_W];  /* the room a tile belongs to, DG_OWNER_NONE, DG_OWNER_CORRIDOR */
    int room_count, door_count, corridor_count, key_count, puzzle_count, chest_count;
    DgWorldRoom rooms[DG_MAX_ROOMS];
    DgWorldDoor doors[DG_MAX_WORLD_DOORS];
    DgWorldCorridor corridors[DG_MAX_CORRIDORS];
    DgWorldKey keys[DG_MAX_KEYS];
    DgWorldPuzzle puzzles[DG_MAX_ROOMS];
    int16_t chests[DG_MAX_CHESTS][2]; /* chest tiles in reading order (dg_world_index) */
    int entrance, exit;        /* rooms: where the pupil starts, where the stairs are */
    int start_x, start_y;      /* the pupil's first tile */
} DgWorld;

/* Fill the derived parts after the rest is set: owner from the rooms' rectangles and the
 * corridors, and the chest list (reading order, at most DG_MAX_CHESTS). */
void dg_world_index(DgWorld *w);
/* The door at (x, y), or -1. */
int dg_world_door_at(const DgWorld *w, int x, int y);
/* The key lying at (x, y), or -1. */
int dg_world_key_at(const DgWorld *w, int x, int y);
/* The room's terminal tile (1 with x, y), or 0 when it has none. */
int dg_world_terminal(const DgWorld *w, int room, int *x, int *y);

/* ---- walking ---- */

/* Can a pupil holding `keys` (bit k: key k) with the puzzles of `solved` (bit r: room r) solved
 * stand on (x, y)? */
int dg_passable(const DgWorld *w, uint32_t keys, uint32_t solved, int x, int y);

/* Every tile reachable from the start with those keys and solved puzzles: seen[y][x] = 1. */
void dg_reachable(const DgWorld *w, uint32_t keys, uint32_t solved, uint8_t seen[DG_MAP_H][DG_MAP_W]);

/* A pupil in the dungeon. */
typedef struct DgExplorer {
    int x, y;
    DgSide facing;
    uint32_t keys;             /* bit k: key k picked up */
    uint32_t solved;           /* bit r: room r's puzzle solved, its gate open */
    uint32_t visited;          /* bit r: room r entered */
    uint64_t chests;           /* bit c: chest c opened */
    uint8_t unlocked[DG_MAX_WORLD_DOORS]; /* a locked door opened with its key */
    int room;                  /* the room stood in, -1 a corridor */
    int steps;
    int done;                  /* the stairs were reached */
} DgExplorer;

/* The pupil at the start, in the entrance, facing south, nothing held. */
void dg_explorer_start(const DgWorld *w, DgExplorer *e);

typedef enum DgEvent {
    DG_EV_NONE = 0,      /* nothing: the dungeon is done */
    DG_EV_MOVED,         /* one tile on */
    DG_EV_BUMP,          /* a wall or a prop: stayed */
    DG_EV_LOCKED,        /* a door whose key is not held: stayed (key says which) */
    DG_EV_UNLOCKED,      /* a locked door opened with its key, and walked into */
    DG_EV_GATE_SHUT,     /* a gate whose puzzle is not solved: stayed (room says whose) */
    DG_EV_KEY,           /* walked onto a key and picked it up */
    DG_EV_TERMINAL,      /* walked onto the terminal of an unsolved puzzle (room, puzzle) */
    DG_EV_CHEST,         /* walked into a chest: it opened (chest), stayed */
    DG_EV_STAIRS         /* walked onto the stairs: the dungeon is done */
} DgEvent;

typedef struct DgStepped {
    DgEvent event;
    int key, room, puzzle, chest, door;
    int entered;         /* a room entered for the first time, -1 none */
} DgStepped;

/* One step toward `dir` (the pupil turns to face it first). Returns the event (also in out). */
DgEvent dg_step(const DgWorld *w, DgExplorer *e, DgSide dir, DgStepped *out);
/* Room r's puzzle was solved: its gate opens. */
void dg_solve(const DgWorld *w, DgExplorer *e, int room);
/* For the summary: rooms entered, chests opened. */
int dg_rooms_visited(const DgExplorer *e);
int dg_chests_opened(const DgExplorer *e);

#endif
