/* level.h - robot level files: human-readable, versioned text (see levels/bots/README.md).
 * Pure C, no language: the solution is kept as text (bots_lang runs it). The loader rejects bad
 * input with "file:line: what is wrong" and never crashes; writing then reading gives the same
 * level back.
 *
 *   loopling-level 1
 *   mode: bots
 *   title: Box on the switch
 *   hint: Pick the box up, climb, and put it on the switch.
 *   par: 5                          (the fewest commands that solve it, loops and calls counted)
 *   robot: 0,0,E                    (x,y,facing: 0-based, y from the top row; N E S W)
 *   solution: pickUp(); forward();  (a Loopling program; more lines may follow, indented)
 *     climbUp(); climbUp(); putDown();
 *   heights:                        (terrain per column: digits 0-8, 0 = no ground)
 *   11231
 *   boxes:                          (boxes stacked per column: '.' or 0 for none, 1-9)
 *   .1...
 *   switches:                       ('S' a switch, '.' none)
 *   ....S
 *
 * Required: the header first (the first line that is not blank or a comment), "mode: bots",
 * "par", "robot", "solution", "heights" and "switches". Optional: "title", "hint",
 * "carrying: yes" (or "no"), "boxes", "template: NAME" (the template a generated level came
 * from), "seed: N", "code: SHARECODE" (a BT code) and "tools: forward turnRight ..." (what a
 * lesson shows: BOTS_TOOL_ below; without it everything). Every key at most once. Blank lines and
 * lines starting with ';' are ignored (so no solution line may start with ';').
 * Solution: the text after "solution:" plus every following line that starts with a space or a
 * tab, up to a blank line or a line that does not; each line is stored trimmed, joined by '\n'.
 * Grids: rows follow their key up to a blank line, a "key:" line or the end; all three grids
 * have the same size, at most BOTS_MAX_W x BOTS_MAX_D. The checks: boxes and switches only on
 * ground; the robot on ground inside the grid; at least one switch; not every switch pressed
 * already at the start; par 1..999. */
#ifndef BOTS_LEVEL_H
#define BOTS_LEVEL_H

#include <stddef.h>
#include <stdint.h>

#include "bots.h"
#include "core/buf.h"
#include "core/diag.h"

#define BOTS_TITLE_MAX 80
#define BOTS_HINT_MAX 200
#define BOTS_TEMPLATE_MAX 80
#define BOTS_CODE_MAX 40
#define BOTS_SOLUTION_MAX 2000
#define BOTS_PAR_MAX 999

typedef struct BotsLevel {
    char title[BOTS_TITLE_MAX];
    char hint[BOTS_HINT_MAX];
    char template_name[BOTS_TEMPLATE_MAX]; /* "" for hand-made levels */
    char code[BOTS_CODE_MAX];              /* share code, "" for hand-made levels */
    int has_seed;                          /* 1 when the file gave "seed: N" (generated levels) */
    uint32_t seed;
    int par;                          /* fewest commands (LangCounts.commands) that solve it */
    char solution[BOTS_SOLUTION_MAX]; /* a program that solves it: trimmed lines joined by '\n' */
    BotsWorld start;                  /* the world before the first action */
    unsigned tools;                   /* "tools:": BOTS_TOOL_ bits a lesson shows, 0 = everything */
} BotsLevel;

/* What a lesson shows (its "tools:" line, words separated by spaces or commas): the eight
 * actions by their names in code (forward ... putDown: bit = the BotsAction), "repeat", the
 * functions A-F ("functions": their tabs and do-chips) and the "text" view button. */
#define BOTS_TOOL_REPEAT (1u << 8)
#define BOTS_TOOL_FUNCTIONS (1u << 9)
#define BOTS_TOOL_TEXT (1u << 10)
#define BOTS_TOOLS_ALL ((1u << 11) - 1)
/* The tool a word names (one BOTS_TOOL_ bit), 0 for an unknown word. */
unsigned bots_tool_from_word(const char *word, size_t len);
/* The word of one tool bit ("" for none). */
const char *bots_tool_word(unsigned tool);
/* What the level shows: its tools, or every tool when it has no "tools:" line. */
unsigned bots_level_tools(const BotsLevel *level);

/* Parse a level from text; label names the file in diagnostics. Returns 1, or 0 with diag
 * (which may be NULL). out is always fully written. */
int bots_level_parse(const char *text, size_t len, const char *label, BotsLevel *out, LpDiag *diag);
/* Load a level file (at most 64 KiB). */
int bots_level_load(const char *path, BotsLevel *out, LpDiag *diag);
/* Write a level in the file format (appends to out; the caller owns and frees out). */
void bots_level_write(const BotsLevel *level, LpBuf *out);
/* A fresh world to play: a copy of the level's start. */
void bots_world_from_level(BotsWorld *world, const BotsLevel *level);

#endif
