/* blocks_panel.h - the robot's program panel (paper 001, Figure 1): tabs for the main program
 * and functions A-F, the program as a column of blocks, and a palette of the eight actions,
 * repeat and the calls of A-F. Blocks are dragged from the palette into a list, dragged to
 * reorder (a repeat carries its body; dragging a loop's "end repeat" wraps more or fewer
 * blocks), dropped on a tab to move them into that function, dropped back on the palette to
 * throw them away; a repeat's count has - and + buttons. Everything works by keyboard too:
 *   Up / Down        move the caret between blocks        Tab / Shift+Tab  next / previous list
 *   1-8              insert an action at the caret        R                insert repeat
 *   A-F              insert a call of that function       + / -            the count of a repeat
 *   Delete           remove the block after the caret     Backspace        the block before it
 *   Alt+Up/Alt+Down  move the block after the caret     Ctrl+Z / Ctrl+Y  undo / redo
 * The model is game/modes/bots/blocks.h; the panel bumps `changes` on every edit so the screen
 * can write the text view again. Internal to game/ui. */
#ifndef UI_BLOCKS_PANEL_H
#define UI_BLOCKS_PANEL_H

#include <SDL.h>
#include <stdbool.h>

#include "core/buf.h"

#include "ui/widgets/gfx.h"
#include "modes/bots/blocks.h"
#include "modes/bots/level.h"

#define BLOCKS_PALETTE 16 /* 8 actions, repeat, calls A-F, the bin */
#define BLOCKS_PALETTE_BIN 15
#define BLOCKS_UNDO 32    /* block programs remembered for undo */

typedef enum BlocksRunMark { BLOCKS_RUN_NONE = 0, BLOCKS_RUN_RUNNING, BLOCKS_RUN_FAILED } BlocksRunMark;

typedef struct BlocksPanel {
    BotsBlocks blocks;
    int list;               /* the list shown: 0 main, 1..6 A..F */
    int caret;              /* insertion index in the list shown, 0..count */
    int scroll;             /* first row shown */
    bool read_only;         /* while a program runs */
    bool text_only;         /* the text uses what blocks can't show (why says what) */
    char why[200];
    unsigned changes;       /* bumped by every edit the pupil makes (and by undo and redo) */
    /* undo: history[0..history_count) oldest first; history[history_at] is what is shown */
    BotsBlocks history[BLOCKS_UNDO];
    int history_count, history_at;
    /* the running block */
    int run_list, run_row;
    BlocksRunMark run_mark;
    /* what the lesson shows (BOTS_TOOL_ bits, level.h): hidden chips have empty rectangles, tabs
     * A-F show with BOTS_TOOL_FUNCTIONS; keys for hidden chips insert nothing */
    unsigned tools;
    SDL_Rect bounds;        /* the panel rectangle of the last layout */
    /* layout */
    SDL_Rect tabs[BOTS_BLOCK_LISTS];
    SDL_Rect area;          /* the column of blocks */
    SDL_Rect palette[BLOCKS_PALETTE];
    bool text_palette;                 /* the text view uses the palette: the bin reads "function" */
    int chip_drawn_px[BLOCKS_PALETTE]; /* the size each chip's name was drawn at (0: not drawn) */
    /* mouse */
    int press;              /* 0 none, 1 a palette chip, 2 a row */
    int press_index;        /* chip or row */
    int press_x, press_y;
    bool dragging;
    int mouse_x, mouse_y;
    int drop_list, drop_at; /* where a drop would land now: list, index (-1 none: throw away) */
} BlocksPanel;

void blocks_panel_init(BlocksPanel *p);
/* Lay out inside the panel rectangle (tabs on top, blocks, palette at the bottom). */
void blocks_panel_layout(BlocksPanel *p, SDL_Rect panel);
/* Show only these tools (BOTS_TOOL_ bits; BOTS_TOOLS_ALL everything): the palette flows again. */
void blocks_panel_set_tools(BlocksPanel *p, unsigned tools);
/* Whether a palette chip is shown now (the bin always; in the text view it is "function"). */
bool blocks_panel_chip_shown(const BlocksPanel *p, int chip);
/* The blocks' list area blocks_panel_layout gives a panel (the text view fills it too). */
SDL_Rect blocks_panel_area(SDL_Rect panel);
/* Replace the blocks (e.g. read from the text view): keeps the list shown, caret at the end.
 * It is one more step to undo (when it differs from what was shown). */
void blocks_panel_set(BlocksPanel *p, const BotsBlocks *blocks);
/* An empty program on the Main tab with no undo history (a new level). */
void blocks_panel_reset(BlocksPanel *p);
/* Undo or redo the last block edit. False when there is nothing to undo or redo. */
bool blocks_panel_undo(BlocksPanel *p, int redo);
/* Show a list (0..6). */
void blocks_panel_show_list(BlocksPanel *p, int list);
/* Handle an event in the blocks view. Returns true when the panel used it. */
bool blocks_panel_event(BlocksPanel *p, const SDL_Event *ev);
/* A palette chip under a point, or -1. */
int blocks_panel_chip_at(const BlocksPanel *p, int x, int y);
/* Insert a palette item at the caret of the list shown (what a click or its key does). */
bool blocks_panel_insert_chip(BlocksPanel *p, int chip);
/* Mark the running or failed block (list -1: none); the list it is in is shown. */
void blocks_panel_set_run(BlocksPanel *p, int list, int row, BlocksRunMark mark);
/* The palette chip's words ("forward", "turn left", "repeat", "do A"): its name (--state
 * "clickables"), in English. */
const char *blocks_panel_chip_label(int chip);
/* A block's words as the blocks view shows them, in the pupil's language ("turn left",
 * "repeat 3 times", "do A"): for messages that name a block. */
void blocks_panel_block_text(const BotsBlock *b, char *out, int size);

/* Draw the tabs, blocks and palette; par is shown beside the live score (as "par" when
 * par_proven, else as a target to try for). */
void blocks_panel_draw(BlocksPanel *p, Gfx *g, int par, bool par_proven, bool focused);
/* Draw only the palette (the text view shows its editor where the blocks are). */
void blocks_panel_draw_palette(BlocksPanel *p, Gfx *g);
/* The block being dragged, if any: drawn last, over the screen's own buttons. */
void blocks_panel_draw_held(BlocksPanel *p, Gfx *g);
/* --state: ,"block_area":[x,y,w,h] (where blocks drop), "row_pitch", and "rows": each row of the
 * list shown that is in view, its pill's rectangle and, for a repeat, its - and + buttons'. Tests
 * click these, never numbers of their own. */
void blocks_panel_state(BlocksPanel *p, LpBuf *out);
/* --state: ,"palette":[names of the chips shown],"palette_px":[the size each one's name was drawn at,
 * under its picture] */
void blocks_panel_palette_state(const BlocksPanel *p, LpBuf *out);

#endif
