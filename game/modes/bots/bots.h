/* bots.h - the robot puzzle's rules (BOTS, paper 001). Pure C, no SDL, no clock, no rand,
 * no allocation: a world is one caller-owned struct and every action is a pure function of it.
 *
 * The world is width x depth columns (at most 16 x 16). x grows to the east, y to the south
 * (row 0 of a level file is the north edge); heights grow upwards.
 *  - Each column has a terrain height 0..8 of grey blocks. 0 means no ground: nothing can
 *    stand there, and cells outside the grid count as no ground too.
 *  - Blue boxes sit on top of the terrain, possibly stacked (a box count per column, at most
 *    9, only on columns with ground). The top of a column is terrain + boxes.
 *  - Yellow switches lie on the terrain top of some columns. A switch is pressed when at least
 *    one box sits on it, or when the robot stands on that column with no box between.
 *  - The robot stands on top of a column (its standing height is that column's top), faces
 *    N, E, S or W, and may carry one box.
 *
 * The eight actions, with h the standing height and "front" the cell the robot faces:
 *   forward    move to the front cell when its top is h
 *   backward   move to the cell behind when its top is h (facing stays the same)
 *   turnLeft   turn 90 degrees anticlockwise (seen from above, north up): N -> W -> S -> E
 *   turnRight  turn 90 degrees clockwise: N -> E -> S -> W
 *   climbUp    move to the front cell when its top is h + 1
 *   climbDown  move to the front cell when its top is h - 1 (and it has ground)
 *   pickUp     the robot carries nothing and the front cell has a box whose top is h + 1
 *              (the box is right in front of the robot, at its own level): take it
 *   putDown    the robot carries a box, the front cell has ground and a top <= h and room for
 *              one more box: the box lands on top of that column
 * An impossible action leaves the world exactly as it was and returns why (BotsResult);
 * bots_result_message words every reason for a ten-year-old.
 *
 * The puzzle is solved when every switch is pressed at the same moment; the runner checks
 * bots_solved after each action, so a robot that steps off a switch un-presses it. A world
 * without switches is never solved (a level needs at least one). */
#ifndef BOTS_BOTS_H
#define BOTS_BOTS_H

#include <stdint.h>

#define BOTS_MAX_W 16
#define BOTS_MAX_D 16
#define BOTS_MAX_TERRAIN 8
#define BOTS_MAX_BOXES 9 /* per column */

typedef enum BotsFacing { BOTS_NORTH = 0, BOTS_EAST, BOTS_SOUTH, BOTS_WEST, BOTS_NO_FACING } BotsFacing;

/* The robot's eight actions, in the paper's order (bots_lang's host table uses this order). */
typedef enum BotsAction {
    BOTS_FORWARD = 0,
    BOTS_BACKWARD,
    BOTS_TURN_LEFT,
    BOTS_TURN_RIGHT,
    BOTS_CLIMB_UP,
    BOTS_CLIMB_DOWN,
    BOTS_PICK_UP,
    BOTS_PUT_DOWN,
    BOTS_NO_ACTION /* not an action: what bots_action_from_word returns for an unknown word */
} BotsAction;
#define BOTS_ACTION_COUNT 8

/* Why an action was impossible (BOTS_OK when it was carried out). */
typedef enum BotsResult {
    BOTS_OK = 0,
    BOTS_NO_GROUND,        /* forward/backward/climb onto no ground or off the grid */
    BOTS_STEP_UP,          /* forward or climbDown onto a top one higher */
    BOTS_STEP_DOWN,        /* forward or climbUp onto a top one lower */
    BOTS_BACK_STEP,        /* backward onto a top one higher or lower (climbing is forward only) */
    BOTS_TOO_HIGH,         /* a move onto a top two or more higher */
    BOTS_TOO_DEEP,         /* a move onto a top two or more lower */
    BOTS_NOTHING_TO_CLIMB, /* climbUp or climbDown onto the same height */
    BOTS_HANDS_FULL,       /* pickUp while carrying a box */
    BOTS_NO_BOX,           /* pickUp with no box in front */
    BOTS_BOX_TOO_HIGH,     /* pickUp: the box in front is above the robot's level */
    BOTS_BOX_TOO_LOW,      /* pickUp: the box in front is below the robot's level */
    BOTS_NOT_CARRYING,     /* putDown with empty hands */
    BOTS_PUT_NO_GROUND,    /* putDown onto no ground or off the grid */
    BOTS_PUT_TOO_HIGH,     /* putDown: the top in front is higher than the robot stands */
    BOTS_PILE_FULL,        /* putDown onto a column that already has BOTS_MAX_BOXES boxes */
    BOTS_BAD_ACTION,       /* not one of the eight actions */
    BOTS_RESULT_COUNT
} BotsResult;

typedef struct BotsWorld {
    int width, depth;                         /* 1..BOTS_MAX_W, 1..BOTS_MAX_D */
    uint8_t terrain[BOTS_MAX_D][BOTS_MAX_W];  /* grey blocks, 0..BOTS_MAX_TERRAIN; 0: no ground */
    uint8_t boxes[BOTS_MAX_D][BOTS_MAX_W];    /* boxes stacked on the terrain, 0..BOTS_MAX_BOXES */
    uint8_t switches[BOTS_MAX_D][BOTS_MAX_W]; /* 1 where a switch lies on the terrain */
    int robot_x, robot_y;
    BotsFacing facing;
    int carrying; /* 1 while the robot holds a box */
} BotsWorld;

/* Step of each facing: bots_dx[BOTS_EAST] == 1, bots_dy[BOTS_NORTH] == -1. */
extern const int bots_dx[4];
extern const int bots_dy[4];

/* 'N' 'E' 'S' 'W', or '?' for anything else. */
char bots_facing_letter(BotsFacing facing);
/* The facing for a letter (either case); BOTS_NO_FACING when not one of N E S W. */
BotsFacing bots_facing_from_letter(char c);

/* The language spelling of an action ("forward", "turnLeft" ...); "" when out of range. */
const char *bots_action_name(BotsAction action);
/* The template spelling of the paper's Figure 3 ("forward", "turn left" ...). */
const char *bots_action_template_word(BotsAction action);
/* The action for either spelling (exact case); BOTS_NO_ACTION for anything else. */
BotsAction bots_action_from_word(const char *word);

/* An empty world of width x depth (clamped to 1..max): no ground, no boxes, no switches, the
 * robot at 0,0 facing north with empty hands. Every byte is set, so worlds compare with memcmp. */
void bots_world_init(BotsWorld *world, int width, int depth);
/* True when two worlds hold the same state (size, every column, robot, facing, hands). */
int bots_world_equal(const BotsWorld *a, const BotsWorld *b);
/* True when x,y is a cell of the grid. */
int bots_in_grid(const BotsWorld *world, int x, int y);
/* The top of a column (terrain + boxes); 0 outside the grid. */
int bots_top(const BotsWorld *world, int x, int y);
/* The height the robot stands at (the top of its column). */
int bots_standing_height(const BotsWorld *world);
/* True when x,y holds a switch that is pressed right now. */
int bots_switch_pressed(const BotsWorld *world, int x, int y);
int bots_switch_count(const BotsWorld *world);
int bots_switches_pressed(const BotsWorld *world);
/* True when the world has at least one switch and every switch is pressed. */
int bots_solved(const BotsWorld *world);

/* Would the action work now? Returns what bots_step would, without changing anything
 * (the generator asks this for every action to list the valid next steps). */
BotsResult bots_check(const BotsWorld *world, BotsAction action);
/* Carry out one action. On anything but BOTS_OK the world is left unchanged. */
BotsResult bots_step(BotsWorld *world, BotsAction action);

/* A sentence a ten-year-old reads for a result ("The robot can't walk off the edge."). */
const char *bots_result_message(BotsResult result);

#endif
