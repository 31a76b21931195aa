/* level_internal.h - what the dungeon level file's reader (level.c) and its whole-world checks
 * (level_check.c) share: the parser's state, the file's keys, the one way to fail. Internal to
 * game/modes/dungeon. */
#ifndef DG_LEVEL_INTERNAL_H
#define DG_LEVEL_INTERNAL_H

#include "core/diag.h"
#include "modes/dungeon/dungeon.h"

enum { KEY_MODE, KEY_TITLE, KEY_FLOWCHART, KEY_CODE, KEY_SEED, KEY_START, KEY_ENTRANCE, KEY_EXIT, KEY_KEYS,
       KEY_ROOMS, KEY_DOORS, KEY_CORRIDORS, KEY_PUZZLES, KEY_GRID, KEY_COUNT };
extern const char *const dg_lv_key_names[KEY_COUNT];
enum { SEC_NONE, SEC_KEYS, SEC_ROOMS, SEC_DOORS, SEC_CORRIDORS, SEC_PUZZLES, SEC_GRID };

#define NUMBER_MAX 999999 /* room numbers are read up to this, then checked against the rooms */

typedef struct Parser {
    const char *label;
    LpDiag *diag;
    DgWorld *out;
    int seen[KEY_COUNT];
    int column; /* the column of the next message, 0 none */
    int rows;
    int row_line[DG_MAP_H], row_column[DG_MAP_H]; /* each row's line, the column of its first tile */
    int room_line[DG_MAX_ROOMS], key_line[DG_MAX_KEYS], key_placed[DG_MAX_KEYS];
    int door_line[DG_MAX_WORLD_DOORS], corridor_line[DG_MAX_CORRIDORS], puzzle_line[DG_MAX_ROOMS];
    char lock_name[DG_MAX_WORLD_DOORS][DG_NAME]; /* "" no lock; found among the keys at the end */
} Parser;

/* Fill the diagnostic at line (and p->column, then reset it); returns 0. */
int dg_lv_fail(Parser *p, int line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* The world checked as a whole once every line was read (level_check.c): 1, or 0 with the
 * diagnostic; last_line names a missing key's place. */
int dg_lv_check_world(Parser *p, int last_line);

#endif
