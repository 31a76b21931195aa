/* mays_build.h - steps 3 (its use) to 7 of paper 000's Figure 2 and the assembly: from the
 * objects and actions of a solution code (mays_gen.h, extract.c) to a certified level. Pure C,
 * no SDL, no clock, no globals, no allocation: every decision is integer logic on an LpRng, so
 * a level is a pure function of (the generator version, the description, the seed).
 *
 *   shape_variants.c    step 3, generator 3: the picked shape turned or mirrored at random
 *   solution_minimap.c  step 3's use: a shape per object, embedded in a walled mini-map as it is
 *                       when solved (the object where the code leaves it)
 *   initial_minimap.c   step 4: the object's actions applied in reverse, each checked by the
 *                       game's rules (mj_move / mj_rotate); the initial mini-map
 *   paths.c             step 5: the reward-path and maze-path algorithms
 *   alternative_paths.c step 5b (generator 4 on): a maze mini-map opened for an alternative
 *   combine.c           step 6: the mini-maps merged at the least cost
 *   placements.c        step 7: entry, start, coding tile, sign, doors, keys, trigger headers;
 *                       the level as a file would give it
 *   generate.c          the pipeline, certification by mj_verify_level, bounded retries,
 *                       --no-shorter
 *
 * A MINI-MAP is one object's piece of the room with its own ring of wall. Its entry EN and exit
 * EX are two openings in that ring (floor tiles; EX may hold the room's exit door when the shape
 * says so). The solution and initial worlds share the ground and differ in their objects. */
#ifndef MJ_MAYS_BUILD_H
#define MJ_MAYS_BUILD_H

#include <stdint.h>

#include "core/diag.h"
#include "core/rng.h"
#include "mays_gen.h"
#include "modes/mays/level.h"
#include "modes/mays/mays.h"

#define MJ_GEN_STREAM 0x6d617973u /* "mays": this generator's LpRng stream */

/* ---- what each generator version makes ------------------------------------------------------
 * Every step that differs between versions takes the style as a parameter (no globals); a level
 * is a pure function of (style, description, seed). Version 2 makes exactly the rooms it always
 * made, so MJ2 share codes open the same rooms; version 3 (MJ_GEN_VERSION) is closer to the
 * paper: every grammar shape may be turned and mirrored (shape_variants.c), mini-maps open on any
 * side (so an exit door stands in any edge of the room), wider margins and rooms up to the
 * paper's sizes (MJ_MAX_W x MJ_MAX_H, 32 x 24). */
#define MJ_GEN_VERSION_MIN 2 /* the oldest version this build still makes */

/* Level attempts a generator makes before it gives up (a failed attempt goes on with the same random
 * stream, so more attempts only turn some failures into rooms). Generator 4's mini-maps are larger
 * (the tiles beside the path kept, a 5 x 5 L shape): 160, so a code of four L blocks makes a room
 * from 99% of seeds (87-90% with 64; generator 3 92-94%). */
#define MJ_GEN_ATTEMPTS 160

typedef struct MjGenStyle {
    int version;        /* MJ_GEN_VERSION_MIN .. MJ_GEN_VERSION */
    int room_w, room_h; /* the largest room, walls included */
    int variants;       /* 1: each shape picked is turned / mirrored at random (mj_shape_variant) */
    int any_side;       /* 1: a mini-map's EN and EX may be on any side (v2: EN west, north or south; EX
                           east, north or south) */
    int margin_max;     /* v3: margins around a shape are 1 .. margin_max tiles (v2: 1, one time in 5 2) */
    int fluid;          /* v4: the tiles the maze path adds back beside the path stay floor (v2 and v3
                           closed them again at the end: the rooms their codes open), and step 5b opens
                           one of the command's alternatives one time in two (alternative_paths.c) */
    int move_room;      /* v5: around an object whose one command is a Move of n >= 2 steps, every
                           margin but the exit door's is at least min(n, margin_max) tiles, so the
                           object's move in another direction fits (solution_minimap.c) */
} MjGenStyle;

/* The style of a generator version: 1, or 0 when this build does not make that version. */
int mj_gen_style(int version, MjGenStyle *out);

/* ---- step 3: shapes and solution mini-maps ------------------------------------------------ */

typedef enum MjShapeKind { MJ_SHAPE_MAZE = 0, MJ_SHAPE_REWARD } MjShapeKind;

/* What the code does to an object, as the generator's families. */
typedef enum MjFamily {
    MJ_FAM_NONE = 0,
    MJ_FAM_BLOCK_MOVE,    /* blockN.Move...: a low (bridge) or high block */
    MJ_FAM_STATUE_MOVE,   /* statueN.Move...: a statue or a fire statue that moves */
    MJ_FAM_BLOCK_ROTATE,  /* blockN.Rotate: an L block */
    MJ_FAM_STATUE_ROTATE, /* statueN.Rotate: a fire statue that rotates */
    MJ_FAM_BLOCK_STOP,    /* blockN.Stop / isMoving / position: a moving block */
    MJ_FAM_DOOR_OPEN,     /* doorN.Open(): the room's exit door */
    MJ_FAM_LEVER,         /* leverN.position read by the code */
    MJ_FAM_COUNT
} MjFamily;

#define MJ_SHAPE_MAX 5
/* A shape: a small fragment of a solution mini-map in the level file's tokens. Cells: "" free
 * (the path steps decide), a ground token (.. ~~ ##) or an object token; over[] is an object
 * standing on that cell's token in the solved state (a block on its plate). */
typedef struct MjShape {
    char name[32];
    MjShapeKind kind;
    int complexity; /* 1-3 */
    int w, h;
    char cell[MJ_SHAPE_MAX][MJ_SHAPE_MAX][3];
    char over[MJ_SHAPE_MAX][MJ_SHAPE_MAX][3];
    uint8_t reach[MJ_SHAPE_MAX][MJ_SHAPE_MAX]; /* 1: a path tile (the grammar's "@@", floor here) that
                                                  EN must reach when the room is solved */
    uint8_t facing;  /* a fire statue's facing when solved (MjDir) */
    uint8_t reveals; /* the shape's plate, pit or lever: MJ_KEY (a reward key, placed in step 7),
                        MJ_HIDDEN_BLOCK (its bh cells), MJ_HIDDEN_DOOR or MJ_DOOR (the mini-map's EX
                        door: a DC / DH cell on the shape's edge, or any opening); 0 none */
} MjShape;

/* Shape variants (shape_variants.c). A transform t in 0..7: t & 3 quarter turns clockwise, after
 * a left-right mirror when t & 4. Cells, the objects standing on them, the path tiles and a fire
 * statue's facing all turn with the shape; the name gets "/r90", "/m", "/m270" ... */
#define MJ_SHAPE_TRANSFORMS 8
void mj_shape_transform(const MjShape *in, int t, MjShape *out);
/* The different variants of a shape (the shape itself first; a symmetric shape has fewer than
 * 8): how many, into out[MJ_SHAPE_TRANSFORMS]. */
int mj_shape_variants(const MjShape *in, MjShape *out);
/* One variant picked uniformly among the different ones (one draw of rng), in place. */
void mj_shape_variant(MjShape *shape, LpRng *rng);

/* The family of a code object (from its name's prefix and what the code does to it); MJ_FAM_NONE
 * with a reason when the generator has no family for it. */
MjFamily mj_gen_family(const MjCodeObject *obj, char *why, int why_size);
const char *mj_family_name(MjFamily family);

typedef struct MjMiniMap {
    int w, h;                          /* with the ring of wall */
    MjWorld solution;                  /* objects as when solved (width, height = w, h) */
    MjWorld initial;                   /* objects as at the start; the same ground */
    uint8_t fixed[MJ_MAX_H][MJ_MAX_W]; /* 1: the ground is decided (shape, a move, a path) */
    uint8_t path[MJ_MAX_H][MJ_MAX_W];  /* 1: on the solution path (step 5) */
    uint8_t keep[MJ_MAX_H][MJ_MAX_W];  /* 1: an object stands or travels there (never a path) */
    uint8_t closed[MJ_MAX_H][MJ_MAX_W]; /* 1: a free tile the maze path made wall (step 5b may open it) */
    int en_x, en_y, en_side;           /* EN: an opening in the ring; side MjDir it faces out */
    int ex_x, ex_y, ex_side;
    MjShapeKind kind;
    MjFamily family;
    int code_object; /* index in the MjExtract */
    int object;      /* the code's object in solution / initial objects */
    int exit_door;   /* 1: EX holds the room's exit door (this mini-map goes last) */
    int reveals_key; /* 1: its trigger reveals a key placed in step 7 */
    int trigger;     /* index in the worlds' triggers, -1 none */
    const MjShape *shape;  /* the caller's; it must outlive the mini-map */
    int shape_x, shape_y;  /* the shape's cell (0,0) in the mini-map */
} MjMiniMap;

/* Step 3: the solution mini-map of obj from shape (a grammar rule, mj_grammar_to_shape): the
 * shape's cells placed in an interior with room for the object's travel and a margin, EN and EX
 * chosen on the ring. A DC or DH cell is the exit door: the shape is placed with it in the ring
 * (it must be on the shape's edge), and it is EX. Returns 1, or 0 with a reason when the shape
 * can't serve this object (then pick another). */
int mj_solution_minimap(const MjGenStyle *style, const MjCodeObject *obj, int code_object, MjFamily family,
                        const MjShape *shape, LpRng *rng, MjMiniMap *out, char *why, int why_size);

/* ---- step 4 ------------------------------------------------------------------------------- */

/* Step 4: m->initial from m->solution by the object's actions in reverse (MoveUp n -> n moves
 * down, Rotate("right") n -> n left, Stop -> moving from its track's start, a lever -> the other
 * position, Open -> shut), each checked by the rules. Free tiles a move needs get the ground it
 * needs (floor for high objects, the gap for low ones). Also checks the start does not change by
 * itself (nothing on a plate, no pit in fire). Returns 1, or 0 with a reason. */
int mj_initial_minimap(const MjCodeObject *obj, MjMiniMap *m, char *why, int why_size);
/* The MjDir a Move... command moves in ("MoveUp" north ...), -1 for any other command. */
int mj_gen_move_dir(const char *command);
/* The object's one command when the code gives it exactly one, run a known number of times (n >= 1):
 * what step 5b opens an alternative of and generator 5 leaves room for; NULL otherwise. */
const MjAction *mj_gen_single_action(const MjCodeObject *obj);
/* The three tiles (centre first, then the arms) L block o covers after a quarter turn right (or
 * left): what a turn needs room for. */
void mj_gen_turned_tiles(const MjObject *o, int right, int xs[3], int ys[3]);

/* ---- step 5 ------------------------------------------------------------------------------- */

/* reach[y][x] = 1 where the avatar can get from the tile x,y in a world judged as it will stay
 * (moving blocks still moving are no bridge and in the way on their whole track). */
void mj_gen_reach(const MjWorld *w, int x, int y, uint8_t reach[MJ_MAX_H][MJ_MAX_W]);
/* EN to EX in one of a mini-map's worlds (EX must be walkable: an exit door there open). */
int mj_minimap_crossable(const MjMiniMap *m, const MjWorld *w);
/* Every path tile of m's shape (MjShape.reach, the grammar's "@@") is reachable from EN in the
 * solved map; 1 when the shape has none. Both path algorithms promise it on 1. */
int mj_minimap_reaches_shape(const MjMiniMap *m);
/* 1 inside m's ring of wall (not on it). */
int mj_minimap_interior(const MjMiniMap *m, int x, int y);
/* walk[y][x] = 1 where the avatar may stand in w, judged as mj_gen_reach judges it. */
void mj_gen_walk(const MjWorld *w, uint8_t walk[MJ_MAX_H][MJ_MAX_W]);

/* The maze-path algorithm. EN and EX are fixed; a and b are the tiles the code makes walkable
 * (walkable when solved, not at the start) closest to EN and EX (any walkable tile if none);
 * shortest paths EN-a, a-b, b-EX are drawn in both maps; then tiles that let the INITIAL map
 * walk from EN to EX are removed while the solution path stays; finally some tiles are added
 * back beside the path for variety, never opening the initial map. Free tiles left are wall.
 * Guarantees on 1: the solution map crosses from EN to EX, the initial map does not, and EN
 * reaches every path tile of the shape when solved. */
int mj_maze_path(const MjGenStyle *style, MjMiniMap *m, LpRng *rng);
/* Step 5b (generator 4 on, style->fluid; alternative_paths.c): after mj_maze_path, one time in two
 * (one draw of rng when the object takes a single Move or Rotate command) the mini-map is opened
 * for one alternative of that command (another move, the other way round): walls the maze path
 * closed become ground the object needs and floor the avatar needs to cross after it. Kept only
 * when the start still does not cross and mj_maze_path's guarantees still hold; returns 1 when
 * an alternative was opened (0: m unchanged). */
int mj_open_alternative(MjMiniMap *m, const MjCodeObject *obj, LpRng *rng);
/* The reward-path algorithm: every free tile becomes floor, then from the four corners (in a
 * random order) a walk removes up to threshold tiles each, moving to neighbours, never breaking
 * EN-EX in either map nor the way to an object the avatar must reach (a lever) or to a path tile
 * of the shape. Guarantees on 1: both maps cross from EN to EX, EN reaches the shape's path
 * tiles when solved. */
int mj_reward_path(MjMiniMap *m, int threshold, LpRng *rng);

/* ---- step 6 ------------------------------------------------------------------------------- */

#define MJ_GEN_MAX_MAPS 5
#define MJ_CANVAS_W 72 /* room for any room of MJ_MAX_W x MJ_MAX_H around the first mini-map */
#define MJ_CANVAS_H 56

typedef struct MjCombined {
    int w, h;                                     /* the room: the bounding box */
    uint8_t ground[MJ_MAX_H][MJ_MAX_W];           /* MjGround */
    uint8_t owner[MJ_MAX_H][MJ_MAX_W];            /* 1 + mini-map index, 0 corridor or background */
    int ox[MJ_GEN_MAX_MAPS], oy[MJ_GEN_MAX_MAPS]; /* each mini-map's top-left in the room */
    int order[MJ_GEN_MAX_MAPS];                   /* mini-maps from the entry to the exit */
    int count;
    int cost;                   /* corridor tiles dug */
    int en_x, en_y, ex_x, ex_y; /* the entry and the exit door, in the outer wall */
} MjCombined;

/* Cost of putting b right after a: 0 when a's EX and b's EN are on opposing edges (they share the
 * door), else the corridor's length when placed at its best; -1 when they can't be joined. */
int mj_combine_pair_cost(const MjMiniMap *a, const MjMiniMap *b);
/* Step 6: the order and arrangement of least cost (ties: the smaller room, then rng) that fits
 * style's room_w x room_h with the entry and the exit in the outer wall; accept may refuse a layout
 * (the caller's naming rule); NULL accepts all. Returns 1, or 0 when nothing fits. */
int mj_combine(const MjGenStyle *style, const MjMiniMap *maps, int n, LpRng *rng, int (*accept)(const MjCombined *c, void *ctx),
               void *ctx, MjCombined *out);

/* ---- step 7 ------------------------------------------------------------------------------- */

/* Step 7: the level from the merged mini-maps: every object at its start, EN in the entry wall
 * with May's start in front of it, the coding tile on a tile May can walk to from there (next to
 * the start where it can be), a sign, the exit door (open, or a mini-map's closed / hidden one),
 * hidden keys on walkable tiles, the trigger headers, automatic names, the given code (NULL:
 * none) as the level's code: the panel starts with it (a locked room's code is its solution
 * instead). The level then goes
 * through the level file writer and parser, so it is exactly what its file gives. Returns 1, or
 * 0 with a reason (a code object would get another name, the parser refuses it). */
int mj_place(const MjMiniMap *maps, const MjCombined *c, const MjExtract *ex, const char *code, const char *given,
             uint32_t seed, LpRng *rng, MjLevel *out, char *why, int why_size);
/* A level's hint as the pupil reads it when the code panel opens, in the chosen language
 * (core/i18n.h): a generated room's "Walk onto the coding tile. The code starts with CODE" as
 * "Write code for the objects, then press Run. It starts with CODE" (into out; she is on the
 * tile by then), its "... read the objects' names" likewise, any other hint through the
 * catalogue. The level keeps its English hint. */
const char *mj_hint_shown(const char *hint, char *out, int size);
/* The naming rule for mj_combine: in this layout every code object gets the automatic name the
 * code calls it by (blocks, statues, doors are numbered in reading order), and no maze piece
 * stands between the entry and a lever (levers are flipped before the code runs). */
int mj_names_fit(const MjMiniMap *maps, const MjExtract *ex, const MjCombined *c);

/* ---- the pipeline (generate.c) ------------------------------------------------------------ */

typedef enum MjDistribution { MJ_DIST_UNIFORM = 0, MJ_DIST_SIMPLE, MJ_DIST_COMPLEX } MjDistribution;

typedef struct MjGrammar MjGrammar; /* grammar.h */

typedef struct MjGenDesc {
    const char *code; /* the solution code (NUL-terminated) */
    uint32_t seed;
    int version;      /* the generator version to make the room with (mj_gen_style); 0: MJ_GEN_VERSION.
                         An MJ2 share code asks for 2 and gets the room it always opened */
    const MjGrammar *grammar; /* the shape grammar (grammar.h); NULL: the shipped one, loaded once by
                                 mj_grammar_shipped(NULL) */
    MjDistribution distribution;
    int penalty_permille;     /* 0..1000: added to a rule each time it is used (per level attempt); at
                                 1000 it is dropped. 0 means the paper's 0.5 unless penalty_set */
    int penalty_set;          /* 1: penalty_permille is meant as given (0 = no penalty) */
    int threshold;            /* the reward-path threshold; 0 means the paper's 2 */
    int no_shorter;           /* 1: no shorter code may solve the level (the paper's future work) */
    int max_attempts;         /* 0 means MJ_GEN_ATTEMPTS (generators 2, 3: 64, what their codes made) */
    const MjCodeSet *shorter; /* optional: the code's shorter codes made once (no_shorter), given-aware
                                 (mj_shorter_codes_given with the given below) */
    const char *given;        /* optional: the starting frame (NUL-terminated, at most MJ_PROGRAM_MAX - 1
                                 characters): the rooms carry it as their code: (the panel starts with
                                 it; not in a locked room), and no_shorter counts shorter codes beyond
                                 it (mays_gen.h). NULL: none */
} MjGenDesc;

typedef struct MjGenResult {
    MjLevel level;      /* certified: the code solves it, an empty program does not */
    int attempts;       /* attempts made (1 = the first one) */
    int rejected_shape; /* why attempts failed, by step */
    int rejected_path;
    int rejected_combine;
    int rejected_place;
    int rejected_certify;
    int rejected_shorter;
    int combine_cost;
    char shapes[MJ_GEN_MAX_MAPS][32]; /* the shape used per mini-map, entry to exit */
    int map_count;
} MjGenResult;

/* Generate one certified level. 0 with diag: a mistake in the code (line, column) or in the
 * given code (diag file "given"), a given code too long for a level file, a code the
 * generator has no shapes for, the shipped grammar not loading (desc->grammar NULL), or no
 * certified level within the attempts. */
int mj_generate(const MjGenDesc *desc, MjGenResult *out, LpDiag *diag);
/* "uniform", "simple", "complex" <-> MjDistribution; -1 when unknown. */
int mj_distribution_parse(const char *s);
const char *mj_distribution_name(MjDistribution d);

#endif
