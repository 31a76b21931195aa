/* toycar.h - the toy-car puzzle's rules (paper 003, section 3.1). Pure C, no SDL, no clock.
 *
 * A board holds obstacles, flags and a goal; the car starts on a cell with a heading. Before
 * Play the pupil places direction tiles from an inventory on empty cells. On Play the car
 * drives straight one cell per step; entering a tile turns it and picks the tile up; it
 * collects the flags it passes; it wins on reaching the goal with every flag and fails on an
 * obstacle, off the edge, or on reaching the goal before every flag. Each tile is used at most
 * once, so every run ends within (tiles + 1) * max(width, height) steps.
 * All state lives in caller-owned structs (TcBoard, TcWorld); nothing allocates. */
#ifndef TC_TOYCAR_H
#define TC_TOYCAR_H

#include <stddef.h>
#include <stdint.h>

#define TC_MAX_W 24
#define TC_MAX_H 16
#define TC_MAX_TILES 64
#define TC_MAX_STEPS ((TC_MAX_TILES + 1) * TC_MAX_W + 1)

typedef enum TcDir { TC_LEFT = 0, TC_RIGHT = 1, TC_UP = 2, TC_DOWN = 3, TC_NO_DIR = 4 } TcDir;

typedef enum TcCell { TC_EMPTY = 0, TC_OBSTACLE, TC_FLAG, TC_GOAL } TcCell;

typedef enum TcStatus {
    TC_PLANNING = 0,    /* tiles may be placed; the car has not moved */
    TC_DRIVING,         /* Play was pressed; tc_step advances the car */
    TC_WON,
    TC_FAIL_OBSTACLE,   /* drove into an obstacle */
    TC_FAIL_EDGE,       /* drove off the board */
    TC_FAIL_EARLY_GOAL  /* reached the goal with flags still to collect */
} TcStatus;

/* Results of placement commands (tc_place / tc_take / tc_move). */
typedef enum TcPlaceResult {
    TC_PLACE_OK = 0,
    TC_PLACE_OUTSIDE,     /* the cell is not on the board */
    TC_PLACE_NOT_EMPTY,   /* obstacle, flag, goal, the car, or another tile */
    TC_PLACE_NONE_LEFT,   /* no tile of that direction left in the inventory */
    TC_PLACE_NO_TILE,     /* take/move: there is no tile on that cell */
    TC_PLACE_NOT_PLANNING /* the car is driving or the run has ended */
} TcPlaceResult;

typedef struct TcBoard {
    int width, height;
    uint8_t cells[TC_MAX_H][TC_MAX_W]; /* TcCell */
    int car_x, car_y;
    TcDir heading;
    int inventory[4]; /* tiles the pupil may place, per TcDir */
} TcBoard;

typedef struct TcTile {
    int x, y; /* x from the left, y from the top, 0-based */
    TcDir dir;
} TcTile;

typedef struct TcPoint {
    int8_t x, y;
} TcPoint;

typedef struct TcWorld {
    TcBoard board;                         /* the puzzle as loaded (never changes) */
    uint8_t plan[TC_MAX_H][TC_MAX_W];      /* tiles the pupil placed: TcDir or TC_NO_DIR */
    int inventory[4];                      /* tiles still in the tray */
    /* Run state (valid once Play was pressed). */
    TcStatus status;
    uint8_t tiles[TC_MAX_H][TC_MAX_W];     /* tiles still on the board during the run */
    uint8_t flag_taken[TC_MAX_H][TC_MAX_W];
    int car_x, car_y;                      /* during the run; may equal the failing cell */
    TcDir heading;
    int flags_left;
    int steps;
    int path_count;                        /* cells visited, start included */
    TcPoint path[TC_MAX_STEPS];
} TcWorld;

extern const int tc_dx[4];
extern const int tc_dy[4];
/* 'L' 'R' 'U' 'D' for a direction, '?' otherwise. */
char tc_dir_letter(TcDir dir);
/* Direction for a letter (either case), TC_NO_DIR when not one of L R U D. */
TcDir tc_dir_from_letter(char c);
TcDir tc_dir_opposite(TcDir dir);

/* Count flags on a board. */
int tc_board_flags(const TcBoard *board);
/* Total tiles in a board's inventory. */
int tc_board_tile_count(const TcBoard *board);

/* Start planning on a board (copies it). */
void tc_world_init(TcWorld *world, const TcBoard *board);
/* Planning: place a tile from the inventory, take one back, or move one to another cell. */
TcPlaceResult tc_place(TcWorld *world, int x, int y, TcDir dir);
TcPlaceResult tc_take(TcWorld *world, int x, int y);
TcPlaceResult tc_move(TcWorld *world, int from_x, int from_y, int to_x, int to_y);
/* True when a tile could be placed on the cell (ignores the inventory). */
int tc_cell_free(const TcWorld *world, int x, int y);
/* Play: begin driving with the current plan. Only from TC_PLANNING. */
void tc_play(TcWorld *world);
/* Advance the car by one cell. Returns the new status (TC_DRIVING while it goes on). */
TcStatus tc_step(TcWorld *world);
/* Drive until the run ends; returns the final status. */
TcStatus tc_run_to_end(TcWorld *world);
/* Back to planning with the same plan (after a win, a failure or an abort). */
void tc_reset(TcWorld *world);
/* Back to planning with every tile returned to the tray. */
void tc_clear(TcWorld *world);
/* Tiles currently placed in the plan. */
int tc_plan_count(const TcWorld *world);
/* The plan in words, "x,y,D" for each tile placed (row by row, D one of L R U D), separated by ';'
 * ("" for none), into out: 0 when it does not fit size (out then holds the tiles that did). */
int tc_plan_text(const TcWorld *world, char *out, size_t size);
/* The next tile of a plan's words at *text (advanced past it): 1 with its cell and direction, 0 at
 * the end or at words that are not "x,y,D". */
int tc_plan_next(const char **text, int *x, int *y, TcDir *dir);

/* A sentence a nine-year-old understands for a finished run ("The car hit a rock." ...). */
const char *tc_status_message(TcStatus status);
/* A sentence for a refused placement. */
const char *tc_place_message(TcPlaceResult result);

/* Certify: place the tiles on the board and run the game's own rules. Returns 1 when the run
 * is won. Tiles must be valid placements (on empty cells, within the inventory). */
int tc_certify(const TcBoard *board, const TcTile *tiles, int tile_count);

#endif
