/* level.h - May's Journey level files: human-readable, versioned text (levels/mays/README.md).
 * Pure C, no language: the programs are kept as text (mays_lang runs them). The loader rejects
 * bad input with "file:line: what is wrong" (and the column where it helps) and never crashes;
 * writing then reading gives the same level back.
 *
 *   loopling-level 1
 *   mode: mays
 *   title: Bridge of blocks
 *   sign: May must cross the river. The old bridge block has slid away.
 *   hint: block1.MoveRight(); slides the bridge block one tile to the right.
 *   goal: exit                     (exit | reward | both)
 *   solution: for (2) {            (a Loopling program; more lines follow, indented)
 *       block1.MoveRight();
 *     }
 *   code: block1.              (optional: the code the panel starts with, lines like solution)
 *   locked: yes                    (optional, yes or no: the pupil can't edit the code; without
 *                                   code: the panel shows the solution)
 *   objects:                       (optional: options for objects, by their automatic names)
 *     statue1: facing E, rotates   (fire statue, both needed: facing N/E/S/W; rotates | moves)
 *     block3: track 6,4            (moving block, needed: x,y where its track ends)
 *     lever1: right                (lever's starting position: left (the default) or right)
 *     key2: extra                  (a key the level does not require)
 *   triggers:                      (optional)
 *     plate1: reveal key1, reveal hblock1
 *     fire1: reveal door2
 *     lever1 right: open door1     (a lever names the position that fires it; right if not)
 *   grid:
 *   ## ## ## DC ## ##
 *   EN PL .. .. CT ##
 *   ## .. ~~ m. .. ##
 *   ## ## ## ## ## ##
 *
 * Required: the header first (the first line that is not blank or a ';' comment), "mode: mays",
 * "goal", "solution" and "grid". Optional: "title", "sign" (a text, needed when the grid has an SG
 * tile, and only then), "hint", "seed: N" (generated levels), "code", "locked", "objects",
 * "triggers". Every key at most once; blank lines and ';' lines are ignored.
 * Programs (solution, code): the text after the key, then every following line that starts
 * with a space or a tab, up to a blank line or a line at the left margin. Each continuation
 * line loses its first two spaces (or one tab), so nesting stays as written; a stored program's
 * lines are joined by '\n'. A program line can't be blank or start with ';'.
 * objects / triggers: indented "name: ..." lines right below the key.
 * Grid: rows at the left margin up to a blank line, a "key:" line or the end; 2-character cells
 * separated by ONE space; every row the same width; at most MJ_MAX_W x MJ_MAX_H cells.
 *   ## wall   .. floor   ~~ void (a gap)   EN entry (in a wall, exactly one)
 *   DO open exit door   DC closed door   DH hidden door (doors are in walls)
 *   PL the avatar's start (floor, exactly one, next to the entry)   CT coding tile (exactly one)
 *   SG sign   m. low movable block (in the gap)   M. high movable block (on floor)
 *   rr / r. low L block's centre / its two arms (in the gap)   RR / R. high L block (on floor):
 *       the arms are the centre's neighbours, at right angles; the shape is read from them
 *   mb low moving block (in the gap)   MB high moving block (on floor)
 *   FS fire statue   S. statue   PP pressure plate   bh hidden block (void until revealed)
 *   BR revealed block (high, can be hidden)   KH hidden key   FU unlit / FL lit fire pit
 *   LV lever
 * Automatic names, numbered per family from 1 in reading order (rows top to bottom, left to
 * right; an L block at its centre): blocks (m. M. rr RR mb MB) block1..; statues (S. FS)
 * statue1..; doors (DC DH DO) door1..; plates plate1..; pits (FU FL) fire1..; levers lever1..;
 * keys key1..; hidden and revealed blocks (bh BR) hblock1..; the entry "entry", the coding tile
 * "codingtile", signs sign1... World objects are in reading order too.
 * The checks: unknown cells (quoted, with their column), rows of different widths or badly
 * spaced, one entry, one start next to it, one coding tile May can walk to from the start,
 * doors next to the room, L arms (two per centre, at right angles, of the centre's height),
 * moving blocks' tracks (inside the map, straight, over their own ground, not into walls or
 * other objects or May's start), fire statues' options, options and triggers only for names
 * that exist and fit (a trigger starts from a plate, a pit or a lever; reveal needs something
 * hidden, hide a revealed block, open a closed door; at most MJ_MAX_EFFECTS each, one trigger
 * per source), every hidden thing revealed by some trigger, at most one open exit door, an exit
 * door when the goal needs one and a required key when it needs rewards, a start that does not
 * change by itself (no pit lit by fire at the start, no trigger firing at once), and a locked
 * level's code being its solution. The loaded world has every moving block moving at its
 * track's start, the avatar on PL. */
#ifndef MAYS_LEVEL_H
#define MAYS_LEVEL_H

#include <stddef.h>
#include <stdint.h>

#include "core/buf.h"
#include "core/diag.h"
#include "mays.h"

#define MJ_TITLE_MAX 80
#define MJ_TEXT_MAX 320 /* sign and hint */
#define MJ_PROGRAM_MAX 2000

typedef enum MjGoal { MJ_GOAL_EXIT = 0, MJ_GOAL_REWARD, MJ_GOAL_BOTH } MjGoal;

typedef struct MjLevel {
    char title[MJ_TITLE_MAX];
    char sign[MJ_TEXT_MAX]; /* the SG tiles' text, "" when none */
    char hint[MJ_TEXT_MAX];
    MjGoal goal;  /* also in start.need_exit / start.need_rewards */
    int has_seed; /* 1 when the file gave "seed: N" (generated levels) */
    uint32_t seed;
    char solution[MJ_PROGRAM_MAX]; /* a program that solves it (lines joined by '\n') */
    int has_code;                  /* 1 when the file gave "code:" */
    char code[MJ_PROGRAM_MAX];     /* the code the panel starts with */
    int locked;                    /* 1: the pupil can't edit the code (paper's level 4_2) */
    MjWorld start;                 /* the world before phase one */
} MjLevel;

/* Parse a level from text; label names the file in diagnostics. Returns 1, or 0 with diag
 * (which may be NULL). out is always fully written. */
int mj_level_parse(const char *text, size_t len, const char *label, MjLevel *out, LpDiag *diag);
/* Load a level file (at most 64 KiB). */
int mj_level_load(const char *path, MjLevel *out, LpDiag *diag);
/* Write a level in the file format (appends to out; the caller owns and frees out). The world's
 * objects must carry the automatic names (a parsed level's do). A program line that starts with
 * ';' (possible in a program made in memory) has that ';' moved after the token before it, as the
 * file would read the line as a comment; blank program lines are left out. */
void mj_level_write(const MjLevel *level, LpBuf *out);
/* A fresh world to play: a copy of the level's start (the avatar on PL). */
void mj_world_from_level(MjWorld *world, const MjLevel *level);
/* The code the panel starts with: code if the file gave one, else the solution when the level is
 * locked (the pupil can't edit it, so it has to be the code that runs), else "" (never NULL). */
const char *mj_level_panel_code(const MjLevel *level);
/* "exit", "reward" or "both". */
const char *mj_goal_name(MjGoal goal);

#endif
