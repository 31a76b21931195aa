/* mays.h - May's Journey's rules (paper 000, the Game section, Table 1 and Figure 1). Pure C,
 * no SDL, no clock, no rand, no allocation: a world is one caller-owned struct, every rule a
 * function of it. The game, loopling-gen verify/run and the generator of issue 6 all use these
 * rules and nothing else (mays_lang.h runs code on them, level.h reads them from files).
 *
 * THE MAP is a grid of at most MJ_MAX_W x MJ_MAX_H tiles, x to the east, y to the south. Each
 * tile has a ground (MjGround): void (nothing to stand on: a gap, water), floor (walkable), or
 * wall (the room's edge; doors sit in walls). The ground never changes; objects on it change
 * what a tile is (a revealed hidden block turns a void tile into floor). The entry is a door in
 * a wall where the avatar comes in (it stays shut behind her); the avatar starts on the floor
 * tile in front of it. The coding tile is a floor tile: standing on it opens the code panel. A
 * sign is a floor tile with the level's framing text.
 *
 * OBJECTS (Table 1) sit on tiles, one per tile in a level file (a block may later stand on a
 * plate, a pit or a key). Each has a name the code uses ("block1"), a kind, and takes at most
 * ONE kind of command, as the paper says (MjCommandSet). "High" objects stand above the ground
 * and block the avatar, fire and each other: high blocks, high L and moving blocks, statues,
 * fire statues and shown revealed blocks. "Low" ones lie at ground level in a gap and are
 * walkable bridges: low blocks, low L and moving blocks.
 *  - movable block (m / M): one tile. LOW (m) lies in the gap: it moves over void tiles only (it
 *    slides in the gap) and is a bridge. HIGH (M) moves over floor only (floor, a revealed
 *    hidden block, and plates, pits, keys and signs on floor) and blocks the avatar. Commands
 *    MoveLeft() MoveRight() MoveUp() MoveDown(): one tile that way. Nothing moves into a wall
 *    (doors included), off the map, onto another object of its own level (high onto high, low
 *    onto low), onto a lever, onto the coding tile or onto the avatar. A high block on a
 *    pressure plate presses it.
 *  - rotating L block (rr / RR): three tiles, a centre and two arms at right angles (shape 0:
 *    arms north and east; each quarter turn clockwise adds 1: 1 = east and south, 2 = south and
 *    west, 3 = west and north). Rotate("left") / Rotate("right") turns it a quarter about its
 *    centre when every new tile is free by the rules above (the tiles it covers now count as
 *    free). LOW tiles are walkable bridges; HIGH ones block.
 *  - stoppable moving block (mb / MB): one tile sliding along its track, a straight run of
 *    track_len tiles from (x0, y0), one tile per world tick, turning back at each end (0 1 2 1 0
 *    1 ...). When the next tile is not free (by the rules above) it turns back and waits that
 *    tick; a low one under the avatar waits too. Attributes isMoving (true until stopped) and
 *    position (its index along the track, 0 at the start). Command Stop(): it stays where it
 *    is (stopping a stopped block does nothing). Low = bridge in a gap, high = blocks. Moving
 *    and L blocks do not press plates.
 *  - fire statue (FS): one high tile with a facing (N E S W). Either rotatable (Rotate) or
 *    movable (Move..., like a high block), said by the level ("rotates" or "moves"). It blows
 *    fire in its facing: the tiles in that line up to the first wall (doors included), high
 *    object or the map's edge; every unlit fire pit in the line is lit (and stays lit). A
 *    movable fire statue presses plates.
 *  - statue (S): one high tile, movable (Move...) exactly like a high movable block.
 *  - pressure plate (PP): on floor; pressed while a high movable block, statue or movable fire
 *    statue stands on it. The avatar does not press plates: code solves the puzzle.
 *  - hidden block (bh): a void tile that becomes walkable floor when revealed.
 *  - revealed block (BR): a high block on floor that disappears when hidden.
 *  - hidden door (DH): a wall tile that becomes an open exit door when revealed. It takes
 *    Open(), which only works once it is revealed (then it is open already).
 *  - closed door (DC): an exit door that is shut; Open() opens it (a trigger can open it too;
 *    opening an open door does nothing). An open exit door (DO) takes no command.
 *  - hidden key (KH): a reward on a floor tile, invisible until revealed (a hidden key's tile
 *    is plain floor); the avatar picks a revealed key up by walking onto it (taken).
 *  - fire pit (FU unlit / FL lit): on floor, not walkable. Attribute isLit.
 *  - lever (LV): on floor, not walkable; the avatar flips it by walking into it. Attribute
 *    position, "left" or "right".
 * TRIGGERS (level headers): a pressure plate pressed, a fire pit lit, or a lever in a given
 * position does its effects once, in mj_settle: reveal a hidden block / door / key, hide a
 * revealed block, open a closed door. Effects are never undone.
 *
 * TIME. The code runs in the language VM (mays_lang.h). Commands happen at once. Moving blocks
 * advance one tile per world tick, and the VM's steps drive the ticks: one tick every
 * MJ_STEPS_PER_TICK language steps (so `while (block1.isMoving) { if (block1.position == 3)
 * { block1.Stop(); } }` sees every position). Outside a run (walking before or after the code)
 * the game ticks the world itself (mj_tick; the rules never tick on their own).
 *
 * WINNING (paper: "a code works when entry to exit and entry to every reward are walkable after
 * it runs"). Walkable now (mj_walkable): floor (with a plate, a sign, a key or the coding tile
 * on it), low blocks, low L tiles, low moving blocks, revealed hidden blocks and open exit
 * doors; not void, walls, the entry, closed or hidden doors, high objects, pits or levers.
 * mj_solved judges the world as it will stay: a moving block that is still moving can't be
 * counted on, so it is no bridge and it is in the way on every tile of its track. A level is
 * solved when, so judged, some exit door is reachable from the avatar's tile (if need_exit)
 * and every reward key is revealed and taken or reachable (if need_rewards). Maze levels need
 * the path; reward levels need the keys; a level may need both (its header says which). */
#ifndef MAYS_MAYS_H
#define MAYS_MAYS_H

#include <stdint.h>

#define MJ_MAX_W 32 /* generator 3 makes rooms up to the paper's sizes; generator 2 keeps to 20 x 14 */
#define MJ_MAX_H 24
#define MJ_MAX_OBJECTS 48
#define MJ_MAX_TRIGGERS 16
#define MJ_MAX_EFFECTS 4 /* per trigger */
#define MJ_NAME_MAX 16
#define MJ_STEPS_PER_TICK 16

typedef enum MjGround { MJ_VOID = 0, MJ_FLOOR, MJ_WALL } MjGround;
typedef enum MjDir { MJ_NORTH = 0, MJ_EAST, MJ_SOUTH, MJ_WEST } MjDir;

typedef enum MjKind {
    MJ_BLOCK = 0,    /* movable block m / M */
    MJ_LBLOCK,       /* rotating L block rr / RR */
    MJ_MOVING,       /* stoppable moving block mb / MB */
    MJ_FIRE_STATUE,  /* FS */
    MJ_STATUE,       /* S */
    MJ_PLATE,        /* PP */
    MJ_HIDDEN_BLOCK, /* bh */
    MJ_SHOWN_BLOCK,  /* BR: a revealed block that can be hidden */
    MJ_HIDDEN_DOOR,  /* DH */
    MJ_DOOR,         /* DC closed, or DO an open exit door */
    MJ_KEY,          /* KH */
    MJ_FIRE_PIT,     /* FU / FL */
    MJ_LEVER,        /* LV */
    MJ_ENTRY,        /* the door the avatar comes in by */
    MJ_CODING_TILE,
    MJ_SIGN,
    MJ_KIND_COUNT
} MjKind;

/* The one kind of command an object takes. */
typedef enum MjCommandSet {
    MJ_CMD_NONE = 0,
    MJ_CMD_MOVE,
    MJ_CMD_ROTATE,
    MJ_CMD_STOP,
    MJ_CMD_OPEN
} MjCommandSet;

typedef struct MjObject {
    char name[MJ_NAME_MAX];    /* "block1": what the code calls it */
    uint8_t kind;              /* MjKind */
    uint8_t commands;          /* MjCommandSet */
    uint8_t high;              /* 1: above the ground (blocks the avatar); 0: at ground level */
    int8_t x, y;               /* its tile (an L block's centre) */
    uint8_t facing;            /* fire statue: MjDir; L block: shape 0-3 */
    uint8_t hidden;            /* hidden block / door / key not yet revealed; shown block hidden */
    uint8_t open;              /* doors: 1 open (a revealed hidden door is open) */
    uint8_t lit;               /* fire pits */
    uint8_t moving;            /* moving blocks: 1 until stopped */
    int8_t track_dx, track_dy; /* moving blocks: one step along the track */
    uint8_t track_len;         /* moving blocks: tiles on the track (2..) */
    uint8_t track_pos;         /* moving blocks: index along the track, 0 at (x0, y0) */
    int8_t track_dir;          /* moving blocks: +1 or -1 */
    int8_t x0, y0;             /* moving blocks: the track's start */
    uint8_t lever_right;       /* levers: 1 right, 0 left */
    uint8_t reward;            /* keys: 1 when the level needs the avatar to reach it */
    uint8_t taken;             /* keys: the avatar picked it up */
} MjObject;

typedef enum MjEffect { MJ_REVEAL = 0, MJ_HIDE, MJ_OPEN } MjEffect;

typedef struct MjTrigger {
    int8_t source;       /* object index: a plate, a fire pit or a lever */
    uint8_t lever_right; /* levers: the position that fires it */
    uint8_t fired;
    uint8_t effect_count;
    uint8_t effects[MJ_MAX_EFFECTS]; /* MjEffect */
    int8_t targets[MJ_MAX_EFFECTS];  /* object indexes */
} MjTrigger;

typedef struct MjWorld {
    int width, height;
    uint8_t ground[MJ_MAX_H][MJ_MAX_W]; /* MjGround */
    MjObject objects[MJ_MAX_OBJECTS];
    int object_count;
    MjTrigger triggers[MJ_MAX_TRIGGERS];
    int trigger_count;
    int avatar_x, avatar_y;      /* the avatar's tile */
    int start_x, start_y;        /* where the avatar starts (in front of the entry) */
    int keys_taken;              /* rewards picked up */
    int need_exit, need_rewards; /* what solves this level (see WINNING) */
    int ticks;                   /* world ticks so far */
} MjWorld;

/* ---- queries ---- */
/* The index of the object called name, or -1. */
int mj_find(const MjWorld *w, const char *name);
/* Can the avatar stand on x,y now? */
int mj_walkable(const MjWorld *w, int x, int y);
/* mj_walkable for every tile at once: walk[y][x] (0 off the map). */
void mj_walk_grid(const MjWorld *w, uint8_t walk[MJ_MAX_H][MJ_MAX_W]);
/* The tiles an L block covers now (3 tiles into xs/ys: the centre, then its two arms). */
void mj_lblock_tiles(const MjObject *o, int xs[3], int ys[3]);
/* Does object o cover x,y now? (An L block its three tiles, the rest their one.) */
int mj_covers(const MjObject *o, int x, int y);
/* Mark reachable[y][x] = 1 for every tile the avatar can walk to from x,y now (the rest 0). */
void mj_reachable(const MjWorld *w, int x, int y, uint8_t reachable[MJ_MAX_H][MJ_MAX_W]);
/* The level's goal as it will stay (see WINNING): 1 when an exit is reachable (if needed) and
 * every needed reward is revealed and reachable or taken. */
int mj_solved(const MjWorld *w);
/* mj_solved, and what a pupil reads into why: "" when solved, else "The code ran, but there is
 * still no way to the exit." / "... but the key is still hidden." / "... but May can't reach
 * the key." (the first thing missing). */
int mj_goal_message(const MjWorld *w, char *why, int why_size);
/* The tiles object's fire reaches now (a fire statue; 0 for any other object), at most max,
 * nearest first. Returns how many. */
int mj_fire_line(const MjWorld *w, int object, int *xs, int *ys, int max);
/* A short name of a kind for messages ("movable block"), in English: shown through _(). */
const char *mj_kind_name(MjKind kind);

/* ---- changes (each returns 1, or 0 with a sentence a pupil reads in why; on 0 the world is
 * unchanged). mj_move, mj_rotate, mj_stop and mj_open do not settle: call mj_settle after. */
/* Move an object one tile (dir), by the rules above: "block1 can't move right: there is a wall." */
int mj_move(MjWorld *w, int object, MjDir dir, char *why, int why_size);
/* Rotate an L block or a fire statue a quarter turn (right = clockwise). */
int mj_rotate(MjWorld *w, int object, int right, char *why, int why_size);
/* Stop a moving block where it is. */
int mj_stop(MjWorld *w, int object, char *why, int why_size);
/* Open a closed door (or a revealed hidden door). */
int mj_open(MjWorld *w, int object, char *why, int why_size);
/* One world tick: moving blocks slide one tile (one that cannot move turns back), then
 * mj_settle. */
void mj_tick(MjWorld *w);
/* Fire lights pits; pressed plates, lit pits and levers in position fire their triggers'
 * effects (once each); repeated until nothing changes. Idempotent. */
void mj_settle(MjWorld *w);
/* Step the avatar one tile (no tick). Walking into a lever flips it (she stays; then
 * mj_settle); onto a revealed key takes it. Returns 1 when she moved or flipped something. */
int mj_avatar_step(MjWorld *w, MjDir dir);
/* The avatar stands on the coding tile / on an open exit door. */
int mj_on_coding_tile(const MjWorld *w);
int mj_at_exit(const MjWorld *w);

#endif
