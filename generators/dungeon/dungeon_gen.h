/* dungeon_gen.h - the dungeon generator of paper 002 (Vigneron, "Procedural Dungeon Generation
 * Using Graph & Gameplay Grammars"): a gameplay flowchart and rule-module rooms, both written in
 * Lua, become a certified dungeon whose puzzle rooms hold the other modes' puzzles. Pure C, no
 * SDL, no clock, no globals, no allocation: every struct is caller-owned and fixed-size, and a
 * dungeon is a pure function of (DG_GEN_VERSION, flowchart, option decisions, seed). Prefix dg_.
 *
 * Pipeline, one file per step of the paper (section 2.3) and of docs/dungeon.md:
 *   flowchart.c   the gameplay flowchart (2.2.3) and the room types and rule modules (2.3.1.1)
 *                 read from Lua (scripts/dungeons/rooms.lua, then the flowchart file), every
 *                 static check with file:line
 *   options.c     the option nodes decided: the pupil's player models, or the paper's random
 *                 bools from the seed; each decision recorded (a share code holds them)
 *   mission.c     the actions in order -> the rooms of the main path, key rooms hung off an
 *                 earlier room as side branches, locked doors and puzzle gates
 *   room_shape.c  a room's size drawn in its range: a floor rectangle in a ring of empty (2.3.1.2)
 *   rules.c       the room's rule modules in order, tile by tile (Figs. 8-12), a placement that
 *                 would cut the room's doors, terminal, keys or chests apart undone
 *   transform.c   a room turned a quarter at a time (2.3.2.1)
 *   place.c       the map: does a room fit at a place, stamp it there
 *   link.c        the paper's linking: a child's door welded to a parent's free door, the child
 *                 turned until the doors face each other, translated by their difference
 *   corridor.c    when the welded child would overlap: a bounded corridor with bends on the 2-D
 *                 grid (the paper's height changes have no place in a top-down dungeon)
 *   side_rooms.c  every free door: a side room from the room type's list, or sealed (2.3.2.3)
 *   flatten.c     the rooms stamped on one map: the world a pupil walks (modes/dungeon)
 *   puzzles.c     each puzzle room's puzzle made and certified by its own mode's generator
 *   certify.c     the dungeon checked by its own rules: no overlap, every room reachable, every
 *                 key reachable before its door, every gate's puzzle certified by its mode
 *   generate.c    the pipeline, attempt by attempt on one seeded stream */
#ifndef DG_DUNGEON_GEN_H
#define DG_DUNGEON_GEN_H

#include <stdint.h>

#include "core/diag.h"
#include "core/mode.h"
#include "core/rng.h"
#include "modes/dungeon/dungeon.h"

/* Version 3's puzzle rooms are made by toy-car generator 2, robot generator 6 and May's generator
 * 5; version 2's by toy-car and robot generator 2 and May's 2; version 1's by toy-car and robot
 * generator 1 and May's 2, as DG1 codes always opened them (puzzles.c). The layout is the same in
 * every version. */
#define DG_GEN_VERSION 3
#define DG_GEN_VERSION_MIN 1      /* the oldest version this build still makes (old DG codes) */
#define DG_GEN_STREAM 0x64756e67u /* "dung" */
#define DG_PUZZLE_STREAM 0x70757a00u /* "puz" + the room: each puzzle room's own stream */

#define DG_MAX_TYPES 32       /* room types in a flowchart (rooms.lua's and its own) */
#define DG_MAX_MODULES 16     /* rule modules */
#define DG_MAX_RULES 4        /* rules in a module */
#define DG_MAX_TYPE_MODULES 8 /* modules a room type runs */
#define DG_MAX_SIDE 8         /* side-room types a room type lists */
#define DG_MAX_CHOICES 6      /* room types an action may take */
#define DG_MAX_NODES 48       /* actions and options in a flowchart, all branches */
#define DG_MAX_OPTIONS 8      /* option nodes (2^8 combinations to check) */
#define DG_MAX_DOORS 6        /* doors of one room */
#define DG_ROOM_MAX 17        /* a room's side, its walls included */

/* ---- the flowchart and its rooms (flowchart.c) ---- */

/* One rule of a module (the paper's Figs. 8-12): a tile becomes `place` when it is `on`, has a
 * neighbour among next_to (no mask: any), none among not_next_to, and is not a room corner when
 * not_corner; neighbours are the 4 or the 8 around it (reach). Masks are bits of DgTile. */
typedef struct DgRule {
    uint8_t place, on, reach, not_corner;
    uint16_t next_to, not_next_to;
    int line;
} DgRule;

typedef struct DgModule {
    char name[DG_NAME];
    int order;        /* modules run in this order (then by name) */
    int rule_count;
    DgRule rules[DG_MAX_RULES];
    int line;
} DgModule;

/* A room type (the paper's room data): its floor's size range, its doors, the modules it runs and
 * how many of each placed tile (props) it wants, and the rooms its free doors may lead to. */
typedef struct DgRoomType {
    char name[DG_NAME];
    int min_w, min_h, max_w, max_h; /* the floor, walls not included */
    int doors_lo, doors_hi;
    int module_count;
    uint8_t modules[DG_MAX_TYPE_MODULES]; /* indices into DgFlowchart.modules */
    uint8_t prop_min[DG_TILE_COUNT], prop_max[DG_TILE_COUNT]; /* max 0: as many as fit */
    int side_count;
    uint8_t side[DG_MAX_SIDE];           /* indices into DgFlowchart.types */
    int weight;                          /* how often an action picks it (default 1) */
    int line;
} DgRoomType;

/* A puzzle room's puzzle: a range of its mode's share-code parameters, or a lesson. */
typedef struct DgPuzzleSpec {
    LpMode mode;
    int a_lo, a_hi;   /* toy car: path length; robot: size; May's: objects */
    int b_lo, b_hi;   /* toy car: loops; May's: distribution (0 simple, 1 uniform, 2 complex) */
    char name[DG_NAME]; /* robot: the template; May's: the construct ("for"); a lesson's name */
    int lesson;         /* 1: name is a lesson of the mode (levels/<mode>/<name>.level) */
    char concept[DG_NAME];
    int line;
} DgPuzzleSpec;

/* What an option reads: one of the pupil's models, or a seeded chance. */
typedef enum DgModelKey {
    DG_MODEL_NONE = 0, DG_MODEL_TOYCAR_LENGTH, DG_MODEL_TOYCAR_LOOPS, DG_MODEL_BOTS_SIZE,
    DG_MODEL_MAYS_STEP, DG_MODEL_DUNGEON_DONE, DG_MODEL_DUNGEON_GAVE_UP, DG_MODEL_COUNT
} DgModelKey;

const char *dg_model_name(DgModelKey key);
/* "bots.size" -> DG_MODEL_BOTS_SIZE, or -1. */
int dg_model_named(const char *name);

typedef struct DgOption {
    char name[DG_NAME];
    DgModelKey model;   /* DG_MODEL_NONE: a chance */
    int at_least;       /* yes when the model's value >= at_least ... */
    int below;          /* ... or < below (one of the two, the other INT32_MIN / INT32_MAX) */
    int chance_milli;   /* a chance: yes with this many thousandths */
    int line;
} DgOption;

typedef enum DgNodeKind { DG_NODE_ACTION = 0, DG_NODE_OPTION } DgNodeKind;

/* A list of nodes (a sequence) is a run of DgFlowchart.seq: seq[first .. first + count). */
typedef struct DgList {
    int first, count;
} DgList;

typedef struct DgNode {
    DgNodeKind kind;
    int line;
    char name[DG_NAME];              /* an action's words ("find the red key") */
    /* an action */
    int type_count;
    uint8_t types[DG_MAX_CHOICES];   /* room types that contain it */
    int gives, needs;                /* key index + 1; 0 none */
    int side;                        /* where = "side": off the main path */
    int has_puzzle;
    DgPuzzleSpec puzzle;
    /* an option */
    int option;                      /* index into DgFlowchart.options */
    DgList yes, no;
} DgNode;

typedef struct DgFlowchart {
    char file[256];                  /* the flowchart's path, for messages */
    char title[64];
    int room_lo, room_hi;            /* rooms in all, side rooms included */
    int room_count_line;             /* where room_count is written */
    int module_count, type_count, node_count, option_count, key_count;
    DgModule modules[DG_MAX_MODULES];
    DgRoomType types[DG_MAX_TYPES];
    DgNode nodes[DG_MAX_NODES];
    int seq[DG_MAX_NODES];           /* node indices; the lists are runs of it */
    DgList flow;                     /* the top list */
    DgOption options[DG_MAX_OPTIONS];
    char keys[DG_MAX_KEYS][DG_NAME];
} DgFlowchart;

/* Load rooms.lua (rooms_path; NULL: none) then the flowchart file in the sandboxed Lua host; a
 * room type or module the flowchart defines wins over rooms.lua's. Every static check is made:
 * unknown room types, modules, tiles, puzzle templates and constructs, values out of their mode's
 * range, and for every combination of option outcomes: each needed key given earlier on that
 * path, no key given twice, at least one action, the main path no longer than room_count allows.
 * Returns 1, or 0 with diag = file:line: reason. */
int dg_flowchart_load(const char *path, const char *rooms_path, const char *data_dir, DgFlowchart *out, LpDiag *diag);

/* ---- options (options.c) ---- */

/* What the options read of the pupil (their player models; a new pupil's starting values), and
 * how many of the options that read a model may say yes (the game's dungeon ladder, next.h):
 * with `capped`, the first `allowance` of them on the path whose models say yes do, and the rest
 * say no, whatever their models read. Zero: no cap. */
typedef struct DgPupil {
    int value[DG_MODEL_COUNT];
    int capped, allowance;
} DgPupil;

/* The option decisions, in the order the options are listed (bit i: option i said yes), and
 * which options were met on the path taken. */
typedef struct DgDecisions {
    uint32_t yes, met;
} DgDecisions;

/* The path through the flowchart: its actions in order. */
typedef struct DgPath {
    int count;
    int nodes[DG_MAX_NODES];
    DgDecisions decisions;
} DgPath;

/* Walk the flow: a model option decided by the pupil (its cap counted on the path taken; forced:
 * decisions already made, as a share code holds them, win), a chance option by the rng. */
void dg_resolve_options(const DgFlowchart *f, const DgPupil *pupil, const DgDecisions *forced, LpRng *rng, DgPath *out);

/* ---- the dungeon ---- */

typedef struct DgDoor {
    int x, y;        /* in the room's grid (walls included); a map position once placed */
    DgSide side;     /* the wall it is in */
    int to;          /* the room it leads to, -1 free */
    int corridor;    /* the corridor it opens on, -1 none (welded to the other room's door) */
} DgDoor;

/* A room: its tiles in its own grid, then where it stands on the map. */
typedef struct DgRoom {
    int type;                        /* index into DgFlowchart.types */
    int node;                        /* the action it holds, -1 a side room */
    int w, h;                        /* its grid, walls included */
    uint8_t tiles[DG_ROOM_MAX][DG_ROOM_MAX]; /* DgTile, [y][x] */
    int door_count;
    DgDoor doors[DG_MAX_DOORS];
    int x, y;                        /* its grid's corner on the map */
    int parent, parent_door;         /* the room it hangs off and that room's door, -1 the entrance */
    int in_door;                     /* its own door into it from the parent, -1 the entrance */
    int main;                        /* on the main path */
    int depth;                       /* rooms from the entrance */
    int lock;                        /* the door into it needs this key (index + 1), 0 none */
    int gives;                       /* a key lies in it (index + 1), 0 none */
    int gate;                        /* its puzzle opens its way on */
} DgRoom;

typedef struct DgCorridor {
    int from, to;                    /* rooms */
    int count;
    int16_t tiles[DG_CORRIDOR_MAX][2]; /* x, y on the map, from the parent's door outwards */
} DgCorridor;

typedef struct DgDungeon {
    int room_count, corridor_count;
    DgRoom rooms[DG_MAX_ROOMS];
    DgCorridor corridors[DG_MAX_CORRIDORS];
    int entrance, exit;              /* rooms */
    int8_t owner[DG_MAP_H][DG_MAP_W]; /* the room a map tile belongs to, -1 none, -2 a corridor */
} DgDungeon;

/* ---- the mission (mission.c) ---- */

/* A room the path asks for: its action, its room type, the room it hangs off, and what it holds. */
typedef struct DgPlanRoom {
    int node;        /* the action */
    int type;        /* picked from the action's types, weighted */
    int parent;      /* a room earlier in the plan, -1 the entrance */
    int main;        /* on the main path (else a key's side branch) */
    int lock, gives; /* key index + 1, 0 none */
    int gate;        /* a puzzle: its way on opens when it is solved */
    int exit;        /* the last main room: the stairs */
    int doors;       /* doors it needs at least: in, and one per room hanging off it */
} DgPlanRoom;

typedef struct DgMission {
    int count;
    DgPlanRoom rooms[DG_MAX_ROOMS];
} DgMission;

/* The path's actions as rooms: main rooms in order, each hanging off the last; a side action
 * (where = "side") off a main room met before it, picked by rng among those with a door to
 * spare. Returns 1, or 0 with diag naming the action (file:line) that found no room. */
int dg_build_mission(const DgFlowchart *f, const DgPath *path, LpRng *rng, DgMission *out, LpDiag *diag);

/* ---- the map (place.c, link.c, corridor.c, side_rooms.c) ---- */

/* An empty dungeon: no rooms, every map tile owned by none. */
void dg_dungeon_init(DgDungeon *d);
/* 1 when the room (its whole grid) fits on the map at (x, y): inside it, on no room and no
 * corridor. */
int dg_fits(const DgDungeon *d, const DgRoom *r, int x, int y);
/* Put room `id` on the map at (x, y): the map's tiles under its grid become its. Its doors keep
 * their places in its grid (on the map: the room's x, y plus the door's). */
void dg_stamp(DgDungeon *d, int id, int x, int y);
/* Take room `id`, the last one placed, off the map again: its tiles, its corridor, its parent's
 * door free again (the generator's one step back). */
void dg_unplace_last(DgDungeon *d, int id);
/* a[0..n) in an rng order (Fisher-Yates from the end). */
void dg_shuffle(int *a, int n, LpRng *rng);

/* Where a child room goes: turned `quarters`, its door `door` welded to the parent's door, its
 * corner at (x, y), and the corridor between them (count 0: none). */
typedef struct DgPlacement {
    int quarters, door, x, y;
    DgCorridor corridor;
} DgPlacement;

/* The paper's linking (2.3.2.1): the child's doors in an rng order, each turned so that it faces
 * the parent's door (the one quarter turn of four that does), the child translated by the doors'
 * difference. Returns 1 with the placement, 0 when no door fits. */
int dg_link(const DgDungeon *d, int parent, int parent_door, const DgRoom *child, LpRng *rng, DgPlacement *out);
/* The weld itself: the child's doors tried in `order` (n of them), each turned to face `facing`
 * and put so that it stands on map tile (tx, ty); the first that fits and covers none of `avoid`'s
 * tiles (a corridor being laid; NULL none) is the placement (its corridor: avoid's, or none). */
int dg_weld_at(const DgDungeon *d, const DgRoom *child, const int *order, int n, int tx, int ty, DgSide facing,
               const DgCorridor *avoid, DgPlacement *out);
/* When no weld fits (2.3.2.2): a corridor from the parent's door, straight then at most one bend,
 * at most max_len tiles, shortest first, the child welded to its end. Returns 1 or 0. */
int dg_route_corridor(const DgDungeon *d, int parent, int parent_door, const DgRoom *child, int max_len, LpRng *rng,
                      DgPlacement *out);
/* Put a linked child on the map as room `id` (turned, stamped, its corridor laid, the two doors
 * joined). */
void dg_attach(DgDungeon *d, int id, int parent, int parent_door, const DgPlacement *p);

/* A room of type `type` made for the map: shaped, its modules applied with at least `doors`
 * doors (drawn in the type's range), redrawn up to 8 times. Returns 1 or 0. */
int dg_make_room(const DgFlowchart *f, int type, int doors, LpRng *rng, DgRoom *out);

/* Every free door (2.3.2.3): a side room from its room's side list, linked like any room, while
 * the dungeon has fewer than f->room_hi rooms; a door nothing fits is sealed (a wall again).
 * Always ends: each door is met once. */
void dg_fill_side_rooms(DgDungeon *d, const DgFlowchart *f, LpRng *rng);

/* ---- the certificate (certify.c) ---- */

typedef struct DgCertificate {
    int overlaps;          /* map tiles two rooms or corridors claim */
    int unreachable;       /* rooms the pupil cannot reach with the keys found and gates opened */
    int keys_behind_lock;  /* keys that lie behind their own door */
    int rooms_cut;         /* rooms whose own tiles are not one walkable region */
    int exit_reached;      /* the stairs can be reached */
    int puzzles_unverified; /* puzzles their own mode did not certify */
    int ok;                /* all of the above as they must be */
} DgCertificate;

/* The world checked by the game's own walking rule (dg_reachable). */
void dg_certify(const DgWorld *w, DgCertificate *out);

/* ---- the puzzles (puzzles.c) ---- */

/* Each puzzle room's puzzle (room order), made by its mode's generator from the room's own
 * stream of seed and certified by it; a room whose generator finds no certified puzzle in
 * DG_PUZZLE_TRIES seeds gets its mode's first lesson. version is the dungeon generator's
 * (DG_GEN_VERSION_MIN..DG_GEN_VERSION): it picks each mode's generator (1: toy car 1, robot 1,
 * May's 2; 2: 2, 2, 2; 3: 2, 6, 5). Returns 1, or 0 with diag at the puzzle's line of the flowchart (a robot
 * template without a share code, a lesson file gone). */
int dg_make_puzzles(const DgFlowchart *f, const DgDungeon *d, uint32_t seed, int version,
                    const char *data_dir, DgWorld *w, LpDiag *diag);

/* An easier certified puzzle of the same mode and concept for a pupil stuck at a gate (the `step`th
 * time it is asked for, 1 the first): one step down its mode's difficulty (toy car: 3 tiles shorter,
 * a loop fewer while keeping one; robot: the template's body one action shorter; May's: one object
 * fewer, the simple distribution), made and certified by its own generator on a stream of the old
 * code and step, by the generator version now's code names (a TC1 room's easier puzzle is TC1);
 * past the easiest, the mode's first lesson. Returns 1 with out (the room, concept kept), or 0 when
 * nothing easier exists (out = now). A pure function of (now's code, step). */
int dg_easier_puzzle(const DgWorldPuzzle *now, int step, const char *data_dir, DgWorldPuzzle *out);

/* ---- a way through (walkthrough.c) ---- */

#define DG_WALK_MAX 4096

typedef struct DgWalkthrough {
    int count;
    int8_t moves[DG_WALK_MAX];   /* DgSide of each step */
    int8_t puzzle[DG_WALK_MAX];  /* the step onto room r's terminal: r (its puzzle solved there), else -1 */
} DgWalkthrough;

/* A way from the start to the stairs: the nearest key not held, else the nearest unsolved puzzle's
 * terminal (solved on arrival), else the stairs, each walked to by the shortest way open now.
 * Returns 1 when it reaches the stairs (a certified world always does), 0 otherwise. */
int dg_walkthrough(const DgWorld *w, DgWalkthrough *out);
/* The first step of the shortest way open now from the pupil to tile (tx, ty) (a tile that cannot
 * be stood on: to beside it, then into it), or -1 when there is none. For a pupil's click. */
int dg_step_toward(const DgWorld *w, const DgExplorer *e, int tx, int ty);

/* ---- the world (flatten.c) ---- */

/* The generated dungeon as the world a pupil walks: the rooms' grids on one map cropped to the
 * dungeon with a one-tile margin, doors with their locks and gates, keys, corridors, the start.
 * No puzzles yet (dg_make_puzzles); no code (the caller's). */
void dg_flatten(const DgFlowchart *f, const DgDungeon *d, uint32_t seed, DgWorld *w);

/* ---- the pipeline (generate.c) ---- */

/* Zero is default but for the flowchart. */
typedef struct DgGenDesc {
    const DgFlowchart *flowchart;
    uint32_t seed;
    DgPupil pupil;               /* what the model options read */
    const DgDecisions *forced;   /* a share code's decisions, or NULL */
    const char *data_dir;        /* the shipped data (templates, grammar, lessons); NULL: "." */
    int no_puzzles;              /* 1: the layout alone (puzzle rooms keep no puzzle: bench, --no-puzzles) */
    int max_attempts;            /* 0: 64 */
    int version;                 /* 0 -> DG_GEN_VERSION; DG_GEN_VERSION_MIN.. for old codes */
} DgGenDesc;

typedef struct DgGenResult {
    DgDungeon dungeon;
    DgWorld world;               /* the dungeon as the pupil walks it (dg_flatten) */
    DgPath path;                 /* the actions taken and the option decisions */
    DgCertificate certificate;
    int attempts;                /* layouts tried until one was certified */
    int version;                 /* the generator version it was made with (its code's) */
} DgGenResult;

/* The whole pipeline: the options decided once (their own stream), then attempts on one seeded
 * stream, each from a fresh dungeon (no state kept from a failed one): the mission, its rooms made
 * and linked in order, the free doors filled, the certificate. Returns 1 with a certified dungeon,
 * or 0 with diag naming the action that did not fit (file:line of the flowchart). */
int dg_generate(const DgGenDesc *desc, DgGenResult *out, LpDiag *diag);
/* The last step of dg_generate on its own (after one with no_puzzles: the same dungeon in the
 * end, timed apart): the puzzles made and the world certified again. Returns 1 or 0 with diag. */
int dg_generate_puzzles(const DgGenDesc *desc, DgGenResult *out, LpDiag *diag);

/* ---- one room (room_shape.c, rules.c, transform.c) ---- */

/* A fresh room of type t: its floor's size drawn in [min, max] (an integer per side, from rng),
 * the grid one tile larger on every side (w = floor w + 2), the floor rectangle inside a ring of
 * DG_EMPTY; no doors yet; placement fields -1 / 0. Returns 1 (0 when t's sizes do not fit
 * DG_ROOM_MAX). */
int dg_room_shape(const DgRoomType *t, LpRng *rng, DgRoom *out);

/* The room type's rule modules in order (module order, then name), each rule scanned tile by tile
 * row by row: while the room's prop_max for the placed tile is not reached and candidates remain,
 * one candidate picked by rng becomes the tile, then the candidates are found again. A door rule
 * places door tiles up to `doors` (drawn by the caller in the type's range; the type's prop_max
 * for doors is ignored) and records each in room->doors with its side (doors are on the outer
 * ring, never a corner). A placement of a tile that is not walkable on a walkable tile is kept only
 * when the room's walkable tiles stay one connected region and every chest, door, key and terminal
 * keeps a walkable neighbour inside the room. Returns 1 when every prop_min is met and the room has
 * `doors` doors, else 0 (the caller redraws the room). */
int dg_apply_modules(const DgFlowchart *f, DgRoom *room, int doors, LpRng *rng);

/* A gameplay tile (DG_TERMINAL, DG_KEY, DG_STAIRS) on a floor tile of the room that is not next
 * to a door (4 around) and keeps the room connected as above; picked by rng. Returns 1, or 0 when
 * no floor tile takes it. */
int dg_place_item(DgRoom *room, DgTile tile, LpRng *rng);

/* 1 when the room's walkable tiles are one region and every door, chest, key and terminal has a
 * walkable neighbour (the check dg_apply_modules keeps). */
int dg_room_connected(const DgRoom *room);

/* Turn the room a quarter clockwise, `quarters` times (0..3): (x, y) -> (h - 1 - y, x), w and h
 * swapped, doors moved and their sides turned (N -> E -> S -> W). */
void dg_room_rotate(DgRoom *room, int quarters);

#endif
