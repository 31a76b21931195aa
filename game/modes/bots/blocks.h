/* blocks.h - the robot's program as blocks (the paper's program panel): a main program and six
 * function bodies A-F, each a list of rows. A row is one action, a call of a function, or one
 * end of a repeat loop: `repeat N` opens a loop and its own `end` row closes it, so a loop is
 * the range of rows from its header to its end and everything between is its body. Pure C, no
 * SDL, no allocation: BotsBlocks is one caller-owned struct.
 *
 * Blocks and text are two views of one program. bots_blocks_to_text writes the Loopling program
 * (functions first, then the main program, one row per line) with a map from each text line to
 * its row, so the game can highlight the running block from the VM's span. bots_blocks_from_text
 * reads a program back when it only uses what blocks can show (the eight actions, repeat with a
 * whole number, calls of A-F, definitions of A-F without parameters) and otherwise says which
 * line uses what, so the game can keep that program in the text view.
 *
 * Edits keep the list well formed (every repeat has its end after it, nesting matches):
 *   insert  a new action or call at an index; a new repeat inserts its header and its end
 *   remove  a row; removing a repeat header or its end removes the whole loop with its body
 *   move    a row to another place in the same list: a repeat header carries its whole loop; an
 *           end row moves alone, so dragging it down wraps more blocks into the loop, and it
 *           never goes above its own header; a move into another list takes the whole loop
 *   count   a repeat's count, 2..BOTS_REPEAT_MAX */
#ifndef BOTS_BLOCKS_H
#define BOTS_BLOCKS_H

#include "bots.h"
#include "core/buf.h"

#define BOTS_BLOCK_LISTS 7      /* 0: main program; 1..6: functions A-F */
#define BOTS_BLOCKS_MAX 240     /* rows per list */
#define BOTS_REPEAT_MAX 99
#define BOTS_BLOCK_LINES (BOTS_BLOCK_LISTS * (BOTS_BLOCKS_MAX + 3))

typedef enum BotsBlockKind { BOTS_BLOCK_ACTION = 0, BOTS_BLOCK_REPEAT, BOTS_BLOCK_END, BOTS_BLOCK_CALL } BotsBlockKind;

typedef struct BotsBlock {
    unsigned char kind;   /* BotsBlockKind */
    unsigned char action; /* ACTION: a BotsAction */
    unsigned char count;  /* REPEAT: how many times, 2..BOTS_REPEAT_MAX */
    unsigned char fn;     /* CALL: 0..5 for A..F */
} BotsBlock;

typedef struct BotsBlockList {
    int count;
    BotsBlock rows[BOTS_BLOCKS_MAX];
} BotsBlockList;

typedef struct BotsBlocks {
    BotsBlockList lists[BOTS_BLOCK_LISTS];
} BotsBlocks;

/* Where a line of bots_blocks_to_text's output came from: a row, or list -1 for a line that is
 * no row (a function's header or its closing brace). */
typedef struct BotsBlockLine {
    int list, row;
} BotsBlockLine;

void bots_blocks_init(BotsBlocks *b);
BotsBlock bots_block_action(BotsAction action);
BotsBlock bots_block_repeat(int count);
BotsBlock bots_block_call(int fn);

/* The name a list shows: "Main", "A" ... "F". */
const char *bots_block_list_name(int list);
/* The row's words for a pupil: "forward", "turn left", "repeat 4 times", "end repeat", "A". */
void bots_block_label(const BotsBlock *block, char *out, int size);

/* How deep a row sits (0 at the top level; an end row sits at its header's depth). */
int bots_blocks_depth(const BotsBlockList *list, int row);
/* The partner of a repeat header or end row; -1 for other rows. */
int bots_blocks_partner(const BotsBlockList *list, int row);
/* The rows a remove or move of `row` takes: [*first, *last]. */
void bots_blocks_extent(const BotsBlockList *list, int row, int *first, int *last);

/* Insert before index at (0..count). Returns the index the caret should go to next (after the
 * new row, or inside a new loop), or -1 when the list is full or the arguments are bad. */
int bots_blocks_insert(BotsBlocks *b, int list, int at, BotsBlock block);
/* Remove a row (a whole loop for a repeat header or end). Returns the rows removed (0: bad). */
int bots_blocks_remove(BotsBlocks *b, int list, int row);
/* Move a row (see above) to before index `to` of the list as it is now (0..count). Returns the
 * row's new index, or -1 when the move is not allowed (then nothing changed). */
int bots_blocks_move(BotsBlocks *b, int list, int row, int to);
/* Move a row (a whole loop for a repeat header or end) to the end of another list. Returns
 * the index of its first row there, or -1 (full, same list, bad arguments). */
int bots_blocks_move_to_list(BotsBlocks *b, int from_list, int row, int to_list);
/* Set a repeat's count (header or end row), clamped to 2..BOTS_REPEAT_MAX. Returns the count. */
int bots_blocks_set_count(BotsBlocks *b, int list, int row, int count);

/* Total rows that are commands (actions, repeats and calls; end rows are not): the score the
 * language counts for the same program. */
int bots_blocks_commands(const BotsBlocks *b);
/* 1 when no list has a row. */
int bots_blocks_empty(const BotsBlocks *b);

/* Write the program (appends to out). Functions that have rows or are called are defined
 * first, A to F, then the main program. map (may be NULL) receives the origin of each line,
 * map[0] for line 1, up to map_max lines; returns the number of lines written. */
int bots_blocks_to_text(const BotsBlocks *b, LpBuf *out, BotsBlockLine *map, int map_max);
/* Read a program into blocks. Returns 1, or 0 with why ("Line 3 uses while, which the blocks
 * can't show.") and out left empty. Text with mistakes returns 0 too. */
int bots_blocks_from_text(const char *src, BotsBlocks *out, char *why, int why_size);

#endif
