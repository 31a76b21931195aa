/* mays_gen.h - the May's Journey level generator of paper 000 (Jemmali et al., "Grammar Based
 * Modular Level Generator for a Programming Puzzle Game"): levels made from a solution code,
 * and the paper's evaluation of them. Pure C, no SDL, no clock, no globals; it plays every code
 * by the game's own rules (game/modes/mays), never a copy. Prefixes mj_gen_ / mj_.
 *
 * Pipeline, one file per step of the paper's Figure 2 (issue 6):
 *   extract.c       steps 1-2: the code's syntax tree (lang_parse) -> objects and actions   [done]
 *   grammar.c       step 3: the shape grammar (scripts/grammars/mays.lua, Lua), grammar.h    [done]
 * Steps 3 (its use) to 7 and the pipeline are declared in mays_build.h:                    [done]
 *   shape_variants.c    generator 3: the shape turned / mirrored (every direction from one drawing)
 *   solution_minimap.c  a grammar shape per object, its solution mini-map
 *   initial_minimap.c   initial mini-maps, the actions applied in reverse (checked by the rules)
 *   paths.c             reward-path and maze-path algorithms
 *   alternative_paths.c generator 4's step 5b: a mini-map opened for an alternative of its command
 *   combine.c           mini-maps merged at the least cost
 *   placements.c        entry, start, coding tile, doors, keys, trigger headers
 *   generate.c          mj_generate: the whole pipeline, certified by mj_verify_level
 * and the evaluation section:
 *   alternatives.c  alternative codes of the same length, shorter codes, mj_code_works,
 *                   mj_eval_level (the columns of the paper's Table 2)                       [done]
 *   heatmap.c       the expressive range of Figure 3 as a PNG                                [done]
 *
 * Ownership: every struct here is caller-owned and fixed-size, except MjCodeSet (its texts are
 * allocated by the module: mj_code_set_free frees them). */
#ifndef MJ_MAYS_GEN_H
#define MJ_MAYS_GEN_H

#include <stdint.h>

#include "core/buf.h"
#include "core/diag.h"
#include "lang/ast.h"
#include "modes/mays/level.h"
#include "modes/mays/mays.h"

/* 6: generator 5 whose grammar has an L gate that turns either way (l_gate_either, `since = 6` in
 * scripts/grammars/mays.lua): a high L at a crossing that blocks both ways on, so turning it the other
 * way round frees the other one;
 * 5: generator 4 whose mini-maps have room for a moving object's whole move in every direction
 * (a margin of as many tiles as its one Move command's steps, up to margin_max): step 5b can open
 * an alternative direction for a loop's moves too;
 * 4: generator 3 with the paper's path "fluidity": tiles added beside the path stay, and one
 * mini-map in two is opened for an alternative of its command (step 5b, alternative_paths.c);
 * 3: every shape turned and mirrored, exits on any edge, rooms up to the paper's sizes (issue 19),
 * still made for MJ3 codes;
 * 2: shapes from scripts/grammars/mays.lua, still made for MJ2 codes (mj_gen_style, mays_build.h);
 * 1: the built-in table */
#define MJ_GEN_VERSION 6

/* ======================================================================================
 * Steps 1-2: objects and actions (extract.c)
 *
 * From the AST, every programmable object the code names, in order of first mention, with:
 *  - its commands merged as (command, argument, n): n is how many times the command runs, loops
 *    multiplying (for (3) { block1.MoveRight(); } gives (MoveRight, -, 3); a count that is a
 *    variable holding a known number counts that number). A command under a while loop, or under
 *    a for loop whose count is not a known number, has an unknown count: n is then the count of
 *    one pass through every such loop, and n_unknown is set. A command under an if is still
 *    counted (the solution code is assumed to take the branch) and `conditional` says so.
 *  - its attributes as (attribute, initial, desired), the desired state taken from conditions
 *    in if and while (the paper: "extracted from comparison operators in an if statement or
 *    while loop"). An if's condition is what must become true; a while's condition is what must
 *    become false for the loop to end:
 *        if (block1.position == 3)            (position, ?, 3)
 *        while (block1.isMoving)              (isMoving, true, false)
 *        while (!block1.isMoving)             (isMoving, false, true)
 *        if (block1.isMoving)                 (isMoving, ?, true)
 *        if (lever1.position == "right")      (position, "left", "right")   (a lever starts in
 *                                              the other position, or nothing would change)
 *        if (fire1.isLit)                     (isLit, false, true)
 *        while (block1.position != 3)         (position, ?, 3)
 *        if (block1.position > 2)             (position, ?, >2)  (other comparisons keep their
 *                                              operator; a while negates it: != <-> ==, < <-> >=)
 *    Values are written as the code writes them ("3", "true", "\"right\""); "?" is unknown. A
 *    condition made of several comparisons (&&, ||) gives each of them.
 *  - a kind guessed from its commands and attributes: Move... -> movable, Rotate -> rotatable,
 *    Stop / isMoving / position compared to a number -> stoppable, Open -> door, position
 *    compared to a word -> lever, isLit -> fire pit.
 * Also the constructs used (for, while, if, variables).
 * Errors (diag with line and column, in words a teacher reads): a mistake in the code (the
 * language's own first message), a command or attribute May's Journey does not have, a bad
 * argument (Rotate("up")), an object with two kinds of command ("block1 takes Move and Rotate:
 * each object takes one kind of command"), attributes of another kind than the commands
 * (block1.MoveLeft() and block1.isMoving), functions, object-less calls (forward(), print),
 * too many objects, and a code that commands no object. */
#define MJ_GEN_MAX_OBJECTS 16
#define MJ_GEN_MAX_ACTIONS 8    /* per object: different (command, argument) pairs */
#define MJ_GEN_MAX_ATTRS 4      /* per object */
#define MJ_GEN_TEXT 24          /* names and values */

typedef enum MjObjectGuess {
    MJ_GUESS_UNKNOWN = 0, /* named only in ways that say nothing (never after a successful extract) */
    MJ_GUESS_MOVABLE,     /* Move...: a movable block, a statue or a movable fire statue */
    MJ_GUESS_ROTATABLE,   /* Rotate: an L block or a rotating fire statue */
    MJ_GUESS_STOPPABLE,   /* Stop, isMoving, position compared to a number */
    MJ_GUESS_DOOR,        /* Open */
    MJ_GUESS_LEVER,       /* position compared to a word */
    MJ_GUESS_FIRE_PIT     /* isLit */
} MjObjectGuess;

typedef struct MjAction {
    char command[MJ_GEN_TEXT]; /* "MoveRight", "Rotate", "Stop", "Open" */
    char arg[MJ_GEN_TEXT];     /* "right" for Rotate("right"); "" when the command takes none */
    int n;                     /* times it runs (see n_unknown) */
    int n_unknown;             /* 1: under a while loop or a for loop of unknown count */
    int conditional;           /* 1: some of it runs under an if */
} MjAction;

typedef struct MjAttribute {
    char name[MJ_GEN_TEXT];    /* "isMoving", "position", "isLit" */
    char initial[MJ_GEN_TEXT]; /* "true", "\"left\"", "?" */
    char desired[MJ_GEN_TEXT]; /* "false", "3", "\"right\"", ">2", "?" */
} MjAttribute;

typedef struct MjCodeObject {
    char name[MJ_NAME_MAX];    /* "block1" */
    MjObjectGuess guess;
    MjCommandSet commands;     /* the one kind of command it takes (MJ_CMD_NONE: only attributes) */
    MjAction actions[MJ_GEN_MAX_ACTIONS];
    int action_count;
    MjAttribute attrs[MJ_GEN_MAX_ATTRS];
    int attr_count;
    int line, column;          /* its first mention */
} MjCodeObject;

typedef struct MjExtract {
    MjCodeObject objects[MJ_GEN_MAX_OBJECTS];
    int object_count;
    int fors;        /* for (n) / repeat (n) / the Java for */
    int whiles;
    int ifs;         /* an else counts with its if */
    int variables;   /* var declarations */
    int commands;    /* command statements as written */
} MjExtract;

/* Steps 1-2 from code text (NUL-terminated). Returns 1 and fills out, or 0 with diag. */
int mj_extract(const char *code, MjExtract *out, LpDiag *diag);
/* The same from a tree made by lang_parse. */
int mj_extract_ast(const LangAst *ast, MjExtract *out, LpDiag *diag);
/* "movable", "rotatable", "stoppable", "door", "lever", "fire pit", "unknown". */
const char *mj_guess_name(MjObjectGuess guess);
/* The object called name in an extraction, or NULL. */
const MjCodeObject *mj_extract_find(const MjExtract *ex, const char *name);

/* ======================================================================================
 * The evaluation's code sets (alternatives.c)
 *
 * Codes are printed from the tree by one printer (mj_code_print), so the input code itself
 * appears in the sets as the printer writes it (comments and layout dropped, 2-space indent).
 *
 * ALTERNATIVE CODES (same length): every command statement takes each of its alternative
 * commands - a Move... any of the 4 moves, a Rotate either of "left" / "right"; Stop and Open
 * have none defined (as the paper says of level 4_6), they stay - and every combination is one
 * code. The list includes the original exactly once (it is the first); its size is the
 * paper's prod comb(O_i) = 4^moves * 2^rotations, counted per command statement, not per
 * merged (command, n): Table 2 gives 64 for level 1_2 (statue1.MoveRight() twice and
 * block1.MoveUp()), which is 4^3, not 4^2. A count of 1 (only the original) is the paper's
 * "NA".
 *
 * SHORTER CODES: the list of the code's commands and constructs - each command statement and
 * each for / while / if counts one (an else goes with its if; var declarations and assignments
 * are not counted and always kept, as a code without them would not compile) - and every
 * subset of at most n-1 of them is one code: 2^n - 1 codes, the paper's sum_{r<n} C(n, r),
 * the empty code among them (n = 1: only the empty code). A subset lists what the code KEEPS:
 * a construct left out takes only its own header away, its body's chosen elements staying in
 * its place (an if's then-body, then its else-body). This is the only reading under which every
 * subset is a different code, so the list has the paper's sum_{r<n} C(n, r) members; were a
 * construct's body removed with it, subsets would collapse (for 3_2's for + 2 commands, every
 * subset without the for is the empty code) and the count would not be the paper's 7.
 * The list is of subsets, as the paper counts them, not of different texts: two equal lines
 * (1_2's statue1.MoveRight() twice) make equal texts for different subsets (7 codes, 5 texts).
 *
 * WHAT THE PUPIL WRITES (the given code). The paper counts only what the pupil writes: its
 * level 4_2, whose code "cannot be modified in the game", has no alternative or shorter codes
 * (NA / NA), and its level 4_6 - a while loop and a conditional, yet 1 shorter code (a list of
 * one element, 2^1 - 1) and NA alternatives (that element is a Stop, which has none) - counts
 * only the Stop the pupil adds to a frame the room gives. So both sets take an optional GIVEN
 * code, the room's starting code (MjLevel.code, the frame the panel starts with), and the input
 * code's elements that the given code has are FIXED: kept in every shorter code, never varied
 * in alternatives. n is the number of the other (free) elements. The rule, exactly:
 *   - Both codes are parsed; elements are as above (command statements; for / repeat / while /
 *     if, an else with its if). An element's TEXT is a command statement as printed without its
 *     ';' (block1.Stop()), a construct's header as printed (while (block1.isMoving),
 *     if (block1.position == 3), repeat (3) however it is spelled, for (var i = 0; i < 3; i = i + 1)).
 *   - The input's elements are visited in pre-order. Each is matched inside one body of the
 *     given code: the top level for the input's top level; for an element inside a FIXED
 *     construct, that construct's given twin's matching body (then with then, else with else,
 *     a loop's body); for an element inside a FREE construct, the body that free construct
 *     stands in (a construct the pupil wrote around given lines leaves them given).
 *   - It is fixed when that body (bare { } blocks looked into, nested constructs not) has an
 *     element of the same kind and text not yet matched; the first such one is used up. So a
 *     given command written twice in the input is once given and once new, and a given line
 *     moved into or out of a given construct's body is new (a line the pupil wraps in a loop
 *     of their own stays given).
 *   - Given elements the input lacks are ignored; so is everything else in the given code.
 * Alternatives: the product over FREE command statements (a fixed one has radix 1). Shorter
 * codes: every subset of at most n-1 free elements, the fixed ones always kept: 2^n - 1 codes,
 * the first keeping no free element (with a given code: the given frame as the input has it;
 * without: the empty code). n = 0 (nothing written beyond the given code): no shorter codes.
 * A NULL given code fixes nothing (the counts above). mj_eval_level takes the level's code as
 * the given one when it has one and is not locked (mj_level_given); a locked level is NA / NA.
 *
 * Against Table 2, on the solution codes of levels/mays with each room's code as the given
 * (alternatives / shorter, paper first):
 *   row 0   room 01  block1.MoveDown();                       4 / 1      ours 4 / 1
 *   row 1_1 room 03  two moves                                16 / 3     ours 16 / 3
 *   row 1_2 room 07  statue MoveRight x2, block1.MoveUp()     64 / 7     ours 64 / 7
 *   row 2_3 room 05  statue1.Rotate("right");                 2 / 1      ours 2 / 1
 *   row 3_1 room 08  three Rotates                            8 / 7      ours 8 / 7
 *   row 3_2 room 10  for (3) { two moves }                    16 / 7     ours 16 / 7
 *   row 4_2 room 12  if (lever...) { door1.Open(); }, locked  NA / NA    ours NA / NA (locked)
 *   row 4_6 room 14  the pupil adds block1.Stop(); to a given NA / 1     ours NA (1) / 1
 *                    statue1.MoveRight(); while { if { } }
 * Rooms 01-10 have no starting code, so everything is the pupil's. A locked room (4_2) has no
 * alternative or shorter codes: the pupil can't change the code (the paper's reason);
 * mj_eval_level reports them not applicable (its counts without a given code are 1 and 3). In
 * room 14 the only free element is the Stop: 1 alternative (only the input: NA) and 1 shorter
 * code, the given frame itself. Without the given frame room 14's code would count 4 / 15
 * (the statue's move has 4 alternatives; while + if + move + Stop is a list of 4). */
#define MJ_GEN_MAX_CODES 4096   /* the most codes a set lists (4^6 alternatives) */
#define MJ_GEN_MAX_ELEMENTS 12  /* shorter codes: the most commands and constructs (4095 codes) */

typedef struct MjCodeSet {
    char **codes;  /* count program texts, NUL-terminated, owned by the set */
    int count;
} MjCodeSet;

/* Print the code's tree as program text (the printer both sets use). Appends to out (the
 * caller owns it); returns 1, or 0 with diag when the code has a mistake. */
int mj_code_print(const char *code, LpBuf *out, LpDiag *diag);
/* How many alternative codes (original included) and shorter codes the code has, without
 * listing them; the elements' count is in *elements (may be NULL). 0 with diag on a mistake or
 * a code mj_extract refuses. Counts above MJ_GEN_MAX_CODES are still counted (up to 2^30). */
int mj_count_codes(const char *code, long *alternatives, long *shorter, int *elements, LpDiag *diag);
/* The alternative codes (the original first). 0 with diag when the code has a mistake, is
 * refused by mj_extract, or has more than MJ_GEN_MAX_CODES of them. */
int mj_alternative_codes(const char *code, MjCodeSet *out, LpDiag *diag);
/* The shorter codes (the empty code first). 0 with diag as above, or when the code has more
 * than MJ_GEN_MAX_ELEMENTS commands and constructs. */
int mj_shorter_codes(const char *code, MjCodeSet *out, LpDiag *diag);
/* The same three with a given code (the room's starting frame; NULL: none, as above): its
 * elements in the code are fixed (the rule above), *elements is n, the free ones, and the
 * limits count free elements. A mistake in the given code: 0 with diag (file "given", its line
 * and column). The shorter codes then start with the code keeping only its fixed elements; with
 * n = 0 the set is empty (count 0). */
int mj_count_codes_given(const char *code, const char *given, long *alternatives, long *shorter, int *elements,
                         LpDiag *diag);
int mj_alternative_codes_given(const char *code, const char *given, MjCodeSet *out, LpDiag *diag);
int mj_shorter_codes_given(const char *code, const char *given, MjCodeSet *out, LpDiag *diag);
void mj_code_set_free(MjCodeSet *set);

/* The paper's criterion: after the code runs, the exit (if the level needs one) and every
 * reward are walkable from the entry. Judged by the game's rules (mj_run_program: moving
 * blocks still moving are no bridge; walkable from May's tile on the coding tile, which she
 * walked to from the entry), with the phase-one lever flips the rooms need: every setting of
 * the first 8 levers is tried, as mj_verify_level does. A code with a mistake, or one that
 * stops on an impossible command, does not work. */
int mj_code_works(const MjLevel *level, const char *code);

/* Interactable tiles (for the expressive range): the programmable objects (those the code can
 * name: blocks of every kind - an L block counts its 3 tiles -, statues, fire statues, closed
 * and hidden doors), pressure plates, fire pits, levers and keys. Walls, floor, signs, the
 * entry, the coding tile, open doors and hidden / revealed blocks are not. */
int mj_interactable_tiles(const MjWorld *world);
/* Walkable tiles of the level's start (mj_walkable over the map). */
int mj_walkable_tiles(const MjWorld *world);

typedef struct MjEvalReport {
    int input_solves;      /* the input code works (mj_code_works) */
    int alt_applicable;    /* 0: NA (a locked level, or no free command has an alternative) */
    long alt_codes;        /* alternative codes, the original included (Table 2 "Alt. Sol."),
                            * counted even when not applicable */
    int alt_works;         /* some alternative other than the input works ("Alt. w/ Sol.") */
    int short_applicable;  /* 0: NA (a locked level, or nothing written beyond the given code) */
    long short_codes;      /* shorter codes ("Short Sol."), counted even when not applicable */
    int short_works;       /* some shorter code works ("Short w/ Sol.") */
    int size;              /* width * height ("Size") */
    int walkable;          /* walkable tiles at the start */
    int interactable;      /* mj_interactable_tiles */
    int walkable_permille; /* walkable * 1000 / size (Figure 3's x, 0..1000) */
    int interactable_permille;
    int codes_run;         /* codes tried (the works flags stop at the first working one) */
} MjEvalReport;

/* The given code the evaluation uses for a level: its code when it has one (has_code) and is
 * not locked, else NULL. */
const char *mj_level_given(const MjLevel *level);
/* Evaluate a level against the input code, as the paper's Evaluation section, the sets counted
 * beyond mj_level_given(level): 1 and out filled, or 0 with diag when the input code (or the
 * level's code) has a mistake or mj_extract refuses it, or its sets are too big to list.
 * Integer logic only; time it in the caller. */
int mj_eval_level(const MjLevel *level, const char *input_code, MjEvalReport *out, LpDiag *diag);
/* The same with sets made once (for many levels from one code and one given code: the caller
 * makes them with the level's given code); either set may be NULL (then that part is reported
 * not applicable). */
int mj_eval_level_with(const MjLevel *level, const char *input_code, const MjCodeSet *alternatives,
                       const MjCodeSet *shorter, MjEvalReport *out);

/* ======================================================================================
 * The expressive range (heatmap.c, the paper's Figure 3)
 *
 * A 2D histogram of levels: x = walkable tiles / map size from 0 to 0.5, y = interactable
 * tiles / map size from 0 to 0.1 (values beyond the range land in the last bin), drawn as a
 * heat map (a colour-blind-safe viridis-like ramp, empty bins dark) with axes, tick labels,
 * axis titles, a title and a colour scale bar labelled with counts, in a small built-in bitmap
 * font. Written as a PNG to path (the caller's file; the only I/O here). Returns 1, or 0 with
 * diag. */
#define MJ_HEATMAP_W 640
#define MJ_HEATMAP_H 480
#define MJ_HEATMAP_BINS_X 25  /* 0.02 walkable per bin */
#define MJ_HEATMAP_BINS_Y 20  /* 0.005 interactable per bin */

int mj_heatmap_write_png(const char *path, const int *walkable_permille, const int *interactable_permille,
                         int count, const char *title, LpDiag *diag);
/* The same image in memory: rgb is MJ_HEATMAP_W * MJ_HEATMAP_H * 3 bytes (caller-owned). Also
 * tells where the plot and the scale bar are, for tests. */
typedef struct MjHeatmapLayout {
    int plot_x, plot_y, plot_w, plot_h; /* the histogram's area, y down */
    int bar_x, bar_y, bar_w, bar_h;     /* the colour scale bar (its top is the highest count) */
    int max_count;                      /* the fullest bin */
} MjHeatmapLayout;
void mj_heatmap_render(uint8_t *rgb, const int *walkable_permille, const int *interactable_permille,
                       int count, const char *title, MjHeatmapLayout *layout);

#endif
