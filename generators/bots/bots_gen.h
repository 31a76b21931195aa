/* bots_gen.h - the robot puzzle generator of paper 001 (Dong & Barnes, Fig. 2): a teacher's
 * template (the program's shape: actions, repeat, functions, wildcards) becomes distinct
 * puzzles whose solution has exactly that shape. Every kept puzzle is certified by the game's
 * own runner (bots_run_program) on the level as written. Pure C, no SDL, no clock, no globals:
 * a pure function of (generator version, template, size, seed). Generator 1 allocates nothing;
 * generators 2 and 3 run the par label (modes/bots/solver.h, fixed node budgets), which allocates
 * and frees its search memory.
 *
 * Generator versions (BotsGenOptions.version, share codes' version): 1 is the paper's pipeline as
 * it always was (BT1 codes and the dungeon's robot rooms open the same puzzles with it);
 * 2 (BOTS_GEN_VERSION, the default) keeps a candidate only after its par label
 * (bots_par_proven_gen2, its fixed budgets) has looked at it: a candidate with a shorter program is
 * dropped (a version 2 par is never one the label knows is too high, unless the template's every
 * candidate has one: BOTS_GEN2_SHORTER_TRIES), a proven one is kept, and
 * one the label cannot finish is kept when its search ended far below par or when it is the
 * BOTS_GEN2_PROOF_TRIES-th such candidate (so big templates, whose pars the label cannot prove,
 * still give puzzles: that one's par is shown as a target).
 * 3 (BOTS_GEN_VERSION, the default since 2026-11-29) is generator 2 with three more ways a
 * candidate's par is known too high, each dropping it as generator 2 drops one the label beats:
 * the same action written after (or before) every call of a function (bots_gen_call_step_folds,
 * counted as no_unintended_loops); a plain program of par actions or fewer, for a template with a
 * repeat or a function (it would not need what it teaches: bots_solve_shortest_actions); and its
 * label (bots_par_proven_gen3) tries every count of a repeat in the main program, as the blocks
 * allow, with three times generator 2's nodes for a par of up to 11 commands (BOTS_PAR_GEN3_SMALL). BT2 codes
 * keep opening generator 2's puzzles.
 * 4 (the default from 2026-11-29, session 17, until generator 5) is generator 3 that also drops a
 * loop template's candidate whose every pass a shorter body makes (bots_gen_shorter_pass,
 * shorter_pass.c; counted as par_shorter): a shorter route between where two passes begin, or
 * one a nested repeat writes in fewer commands. It changes only templates that are one repeat
 * of actions (short_loop, long_loop); BT3 codes keep opening generator 3's puzzles.
 * 5 (the default from 2026-11-29, session 18, until generator 6) is generator 4 that also drops a
 * function template's candidate whose main program a shorter one with repeats runs alike (turns
 * read as quarter turns, the last pass cut short by the solve: bots_gen_folded_main,
 * folded_main.c), or whose function body written out with a route after it, repeated, solves
 * in fewer commands (bots_gen_shorter_call_pass, shorter_pass.c); both counted as
 * no_unintended_loops, so neither counts towards BOTS_GEN2_SHORTER_TRIES. It changes only
 * templates of plain actions, a function and calls without a repeat (short_function,
 * long_function); BT4 codes keep opening generator 4's puzzles.
 * 6 (the default from 2026-11-29, session 19, until generator 7) is generator 5 that also drops a
 * loop template's candidate whose body a function of a few moves and turns writes shorter
 * (bots_gen_factored_loop, function_factor.c; counted as no_unintended_loops). It changes only
 * templates that are one repeat of actions (short_loop, long_loop); BT5 codes keep opening
 * generator 5's puzzles.
 * 7 (the default from 2026-11-29, session 23, until generator 8) is generator 6 that also drops a
 * function template's candidate whose run is not a shortest route: plain actions press every
 * switch in fewer actions than its program runs (bots_solve_shortest_actions; counted as
 * detours; the BOTS_GEN7_DETOUR_TRIES-th of a seed is kept, so a template whose fixed actions go
 * round still makes puzzles). It changes only templates whose repeated body is a function
 * (short_function, long_function); BT6 codes keep opening generator 6's puzzles.
 * 8 (the default from 2026-11-30, session 26, until generator 9) is generator 7 that also drops a
 * function template's candidate that a second function of 2 or 3 moves and turns, called in the
 * first one's body and in the main program, writes in fewer commands (bots_gen_shared_function,
 * shared_function.c; counted as no_unintended_loops). It changes only templates whose repeated
 * body is a function; BT7 codes keep opening generator 7's puzzles.
 * 9 (BOTS_GEN_VERSION, the default since 2026-11-30, session 27) is generator 8 whose puzzle takes
 * a shorter solution and par when the template's main program comes back to its own start (the
 * paper's Figure 3: `A(); repeat (4) { ... } A();`): one repeat round its first part runs the same
 * actions up to the solve (bots_gen_looped_whole, looped_whole.c). The world is the same; only
 * such templates change (none of the shipped four); BT8 codes keep opening generator 8's puzzles.
 *
 * Pipeline, one file per step:
 *   template_parser.c      the Fig. 3 template text -> BotsTemplate (file:line errors)
 *   solution_generator.c   check and simulate: fill the wildcards on a 40x40 world of unknown
 *                          cells, decided as the robot needs them; place the switches
 *   constraint_checker.c   three categories x two named constraints (below)
 *   shorter_pass.c         generator 4: a loop whose passes a shorter body makes; generator 5:
 *                          a function's body and a route, repeated; generator 7: that repeat
 *                          nested in another with a route
 *   folded_main.c          generator 5: a main program of calls repeats write shorter
 *   function_factor.c      generator 6: a loop body a function of moves and turns writes shorter
 *   shared_function.c      generator 8: a second function in the body and the main program
 *   body_route.c           generator 7: a route in a function's body a repeat writes shorter
 *   looped_whole.c         generator 9: a main program that comes back to its start, as one repeat
 *   net.c                  where a run of moves and turns leaves the robot (generators 6 to 8)
 *   puzzle_formatter.c     normalise the world to its bounding box; the level (title, hint,
 *                          par, the structured program, template, seed, share code)
 *   generate.c             the paper's while loop: N distinct certified puzzles, bounded
 *                          attempts, advice for the teacher when they run out; generator 7's
 *                          check that a function template's run is a shortest route
 *
 * The constraints (BotsConstraint), checked in this order; an attempt counts against the
 * first one it breaks. "Wildcard-made" means at least one action involved came from a
 * wildcard: what the teacher wrote as fixed actions is the teacher's choice and never rejected.
 *  Program constraints (on the executed action sequence, repeats and calls unrolled):
 *   no_cancelling_actions  no wildcard-made pair that undoes itself: forward then backward or
 *                          backward then forward (the robot back on its cell), turn left then
 *                          turn right or the reverse, and a pick up / put down pair (either
 *                          order, nothing but turns between) on the same column with the
 *                          robot on the same cell.
 *   no_wasted_turns        no wildcard-made run of three or more turns the same way (three
 *                          lefts are one right), and no turn as the very last action.
 *  World constraints (on the normalised start world, simulated with bots_step):
 *   not_solved_at_start    the start world has switches and not all of them are pressed.
 *   solved_only_at_the_end every action succeeds, the puzzle is solved after the last one and
 *                          after no earlier one; the world fits 16 x 16, ground columns have
 *                          terrain 1..8 and at most 9 boxes.
 *  Educational constraints:
 *   no_unintended_loops    in the written program (wildcards filled in, each block - the main
 *                          program, each repeat body, each function body - on its own), no
 *                          wildcard-made run that a loop would shorten: one action three times
 *                          in a row, or a block of two or more statements twice in a row; and
 *                          no wildcard-made block of three or more actions written twice
 *                          anywhere (a function the template did not ask for would shorten it).
 *   no_unused_elements     every box of the start world is picked up by the solution, every
 *                          ground column is stood on or holds a box at some moment, and every
 *                          switch is unpressed at the start (the solution has to press it).
 *
 * Template semantics beyond the paper's text: `function A` ... `end function` defines A and
 * runs it right there (Fig. 3's "Finally, it calls function A again"); a later `function A`
 * calls it. In the program the level stores, definitions come first, then the main program
 * with `A();` where the template defined or called A. */
#ifndef BOTS_GEN_H
#define BOTS_GEN_H

#include <stddef.h>
#include <stdint.h>

#include "core/diag.h"
#include "core/rng.h"
#include "core/sharecode.h"
#include "modes/bots/bots.h"
#include "modes/bots/level.h"

#define BOTS_GEN_VERSION_MIN 1 /* the oldest generator this build still makes */
#define BOTS_GEN_VERSION 9     /* the newest: what new puzzles are made with */
/* Generator 2: candidates whose par the label cannot finish (neither proven nor shorter) that
 * one puzzle's seed tries before it keeps the last of them; and how close to par such a label's
 * search must have come (every program with fewer than par - BOTS_GEN2_CLOSE commands searched)
 * for another candidate to be tried at all: one that ended further below is kept at once (the
 * label is far from proving pars of that template and size, as measured: no later candidate was
 * proven there). Part of version 2: changing either changes its puzzles. */
#define BOTS_GEN2_PROOF_TRIES 6
#define BOTS_GEN2_CLOSE 2
/* Generator 2: candidates of one seed that a shorter program beats before it keeps one anyway
 * (its par then a target): a template whose every puzzle a loop would shorten still makes
 * puzzles. Part of version 2. */
#define BOTS_GEN2_SHORTER_TRIES 20
/* Generator 7: candidates of one seed whose run is not a shortest route before it keeps one
 * anyway. Part of version 7. */
#define BOTS_GEN7_DETOUR_TRIES 20

/* ---- Templates (template_parser.c) -------------------------------------------------------- */

#define BOTS_TMPL_MAX_STMTS 96      /* statements in a template ("too many statements") */
#define BOTS_TMPL_MAX_DEPTH 8       /* repeats and definitions nested at most this deep */
#define BOTS_TMPL_REPEAT_MIN 2
#define BOTS_TMPL_REPEAT_MAX 20
#define BOTS_TMPL_WILDCARD_MIN 1
#define BOTS_TMPL_WILDCARD_MAX 30
#define BOTS_TMPL_FUNCTIONS 6       /* A to F */
#define BOTS_GEN_MAX_ACTIONS 600    /* actions the template runs, repeats and calls unrolled */
#define BOTS_GEN_SIZE_MAX 15        /* the largest repeated body (share codes hold 4 bits) */

typedef enum BotsTmplKind {
    BOTS_TMPL_ACTION = 0, /* one fixed action */
    BOTS_TMPL_WILDCARD,   /* count actions the generator chooses */
    BOTS_TMPL_REPEAT,     /* count times the statements up to .end */
    BOTS_TMPL_DEFINE,     /* function func: the statements up to .end; runs them here too */
    BOTS_TMPL_CALL        /* run function func again */
} BotsTmplKind;

/* One statement. Statements are stored in reading order; a REPEAT or DEFINE owns the
 * statements from its index + 1 to .end (exclusive), so a block is walked with j = s[j].end. */
typedef struct BotsTmplStmt {
    uint8_t kind;   /* BotsTmplKind */
    uint8_t action; /* ACTION: a BotsAction */
    uint8_t count;  /* REPEAT: times; WILDCARD: actions now (0 after a resize drops it) */
    uint8_t base;   /* WILDCARD: the length as written (resizes scale from it) */
    uint8_t func;   /* DEFINE, CALL: 0..5 for A..F */
    int16_t end;    /* index after this statement and everything it owns */
    int line;       /* 1-based line in the template file */
} BotsTmplStmt;

typedef struct BotsTemplate {
    char name[64];  /* file stem, e.g. "short_loop" */
    int id;         /* 1..4 for a shipped template as shipped, 0 otherwise: a file that merely
                       shares a shipped name is named by its content, so no share code lies */
    uint32_t hash;  /* bots_template_hash: what a content-named share code holds */
    int count;      /* statements */
    BotsTmplStmt stmts[BOTS_TMPL_MAX_STMTS];
    int define_at[BOTS_TMPL_FUNCTIONS]; /* statement index of each definition, -1 if none */
    int body;       /* the repeated body: the first DEFINE, else the first REPEAT; -1: none */
    int box_actions; /* fixed pick up / put down statements (0 is allowed; see parse's note) */
} BotsTemplate;

/* Parse a template; label names the file in diagnostics. Returns 1, or 0 with diag
 * ("label:line: reason"). out->name is left "" (load sets it). When it succeeds but the template
 * has no fixed box action, diag (if given) holds a note with line 0, and the result is still 1. */
int bots_template_parse(const char *text, size_t len, const char *label, BotsTemplate *out, LpDiag *diag);
/* Load a template file (at most 64 KiB); name = the file stem. */
int bots_template_load(const char *path, BotsTemplate *out, LpDiag *diag);
/* The template's size: the number of actions in its repeated body (the loop body or function
 * body, fixed + wildcard, as written); the whole template's when it has no repeated body. */
int bots_template_size(const BotsTemplate *t);
/* Scale the wildcards so the repeated body has `size` actions (at least the fixed ones and
 * one, at most BOTS_GEN_SIZE_MAX, and never beyond BOTS_GEN_MAX_ACTIONS unrolled). Scales from
 * the lengths as written, so resizing twice to the same size gives the same template. Returns
 * the size reached. */
int bots_template_resize(BotsTemplate *t, int size);
/* ---- Share codes and the template each names (ids and hashes: template_parser.c; codes:
 * template_code.c) ----------------------------------------------------------------------------
 * Stable ids of shipped templates for share codes (param_a = id 1..63, param_b = size 1..15,
 * seed 30 bits): 1 short_loop, 2 long_loop, 3 short_function, 4 long_function; 0 for any other
 * name. Never renumber. A file with a shipped name gets the id only while its statements are the
 * shipped ones (bots_template_shipped_id); every other template is named by its content:
 * version BOTS_CONTENT_VERSION, param_b the size, param_a and the seed the 20-bit content hash
 * and a 16-bit puzzle seed. A content code's version is 16 + the generator's (17: generator 1,
 * 18: generator 2, 19: generator 3). */
#define BOTS_CONTENT_VERSION_BASE 16
#define BOTS_CONTENT_VERSION (BOTS_CONTENT_VERSION_BASE + BOTS_GEN_VERSION)
int bots_template_id(const char *name);
/* The name for an id, or NULL. */
const char *bots_template_name_for_id(int id);
/* The id a loaded template gets: bots_template_id(name) when hash is the shipped file's, else 0. */
int bots_template_shipped_id(const char *name, uint32_t hash);
/* The content hash of shipped template id as shipped, 0 for no id. */
uint32_t bots_template_shipped_hash(int id);
/* The content hash (20 bits) of the statements as written: comments, spacing, names and resizing
 * aside. bots_template_parse stores it in ->hash. */
uint32_t bots_template_hash(const BotsTemplate *t);
/* The seed a puzzle of t is made from: 30 bits for a shipped template, 16 for another (its code
 * holds 16). bots_generate and bots_generate_one apply it. */
uint32_t bots_template_seed(const BotsTemplate *t, uint32_t seed);
/* The share code of t's puzzle of this size and seed, made by generator `version` (0: the newest),
 * into out (LP_SHARECODE_MAX bytes): 1, or 0 ("" in out) when size, seed or version cannot be
 * written. */
int bots_template_code(const BotsTemplate *t, int version, int size, uint32_t seed, char *out);
/* 1 when a decoded code names a robot puzzle this generator makes: the template's hash and the
 * puzzle's seed. */
int bots_code_names(const LpShareParams *sp, uint32_t *hash, uint32_t *seed);
/* The generator version a decoded robot code's puzzle is made with (BOTS_GEN_VERSION_MIN ..
 * BOTS_GEN_VERSION), 0 when no generator of this build makes it. */
int bots_code_gen_version(const LpShareParams *sp);
/* The template a robot code names, found in dir (a shipped one by its name, another by its
 * content among dir's .template files), loaded and resized to the code's size, and the puzzle's
 * seed for bots_generate_one: 1, or 0 with diag saying in words why it cannot open here. */
int bots_code_template(const LpShareParams *sp, const char *dir, BotsTemplate *t, uint32_t *seed, LpDiag *diag);
/* True when two templates have the same statements (lines and names aside). */
int bots_template_equal(const BotsTemplate *a, const BotsTemplate *b);
/* Actions the template runs, repeats and calls unrolled (wildcards at their current count). */
int bots_template_unrolled(const BotsTemplate *t);

/* ---- Generation (generate.c) ---------------------------------------------------------------- */

/* The constraints, in checking order (see the top of this file). Names are stable. */
typedef enum BotsConstraint {
    BOTS_C_NO_CANCELLING_ACTIONS = 0,
    BOTS_C_NO_WASTED_TURNS,
    BOTS_C_NOT_SOLVED_AT_START,
    BOTS_C_SOLVED_ONLY_AT_THE_END,
    BOTS_C_NO_UNINTENDED_LOOPS,
    BOTS_C_NO_UNUSED_ELEMENTS,
    BOTS_CONSTRAINT_COUNT
} BotsConstraint;

/* "no_cancelling_actions" ...; "" out of range. */
const char *bots_constraint_name(BotsConstraint c);
/* "program", "world" or "educational". */
const char *bots_constraint_category(BotsConstraint c);

typedef struct BotsGenOptions {
    uint32_t seed;
    int version;      /* BOTS_GEN_VERSION_MIN .. BOTS_GEN_VERSION; 0 -> BOTS_GEN_VERSION */
    int count;        /* 0 -> 1 */
    int max_attempts; /* 0 -> BOTS_GEN_ATTEMPTS_PER_PUZZLE x count (x BOTS_GEN2_PROOF_TRIES for
                         generator 2), at least BOTS_GEN_ONE_MAX_ATTEMPTS */
} BotsGenOptions;

#define BOTS_GEN_ATTEMPTS_PER_PUZZLE 200
#define BOTS_GEN_ONE_MAX_ATTEMPTS 4000 /* bots_generate_one's own bound */

typedef struct BotsGenPuzzle {
    BotsLevel level;      /* start world, par, solution text, template, seed, code */
    int commands;         /* actions in the straightforward (flattened) solution */
    int optimal_commands; /* the structured solution's command count = par */
    int verified;         /* 1: bots_run_program solved it with exactly par commands */
    uint32_t seed;        /* the seed that regenerates exactly this puzzle alone */
    int attempts;         /* attempts spent on this puzzle's seed */
    int par_proven;       /* generators 2-5: their own label (search version 1, solver.h) proved
                             par, for generator 2 the game's too; the game shows its own label's
                             verdict (bots_par_proven), which is sound where version 1 was not
                             always */
} BotsGenPuzzle;

typedef struct BotsGenReport {
    int attempts;   /* solutions tried */
    int dead_ends;  /* attempts abandoned by the solution generator (an action impossible) */
    int duplicates; /* certified puzzles equal to one kept before */
    int rejected[BOTS_CONSTRAINT_COUNT]; /* attempts rejected, by the first constraint broken */
    int uncertified;  /* passed every constraint but the runner disagreed (a bug if ever > 0) */
    int par_shorter;  /* generator 2: certified, but the par label found a shorter program */
    int par_unproven; /* generator 2: certified, the label could not finish (kept or not) */
    int detours;      /* generator 7: certified, but its run is not a shortest route (kept or not) */
} BotsGenReport;

/* Generate up to min(count, max_out) distinct certified puzzles. Puzzle k comes from its own
 * seed bots_gen_puzzle_seed(seed, i) for the i-th try, so bots_generate_one with that seed
 * gives it alone. Returns how many; fewer than count with diag saying how to change the
 * template when attempts ran out. report may be NULL. Pure: same template + options -> same
 * puzzles on every build. */
int bots_generate(const BotsTemplate *t, const BotsGenOptions *opt, BotsGenPuzzle *out, int max_out,
                  BotsGenReport *report, LpDiag *diag);
/* One puzzle from a share code's parameters: template (already resized) + generator version (0:
 * the newest; a code's: bots_code_gen_version) + seed -> the same level every time. Returns 1,
 * or 0 with diag when BOTS_GEN_ONE_MAX_ATTEMPTS ran out or this build has no such version. */
int bots_generate_one(const BotsTemplate *t, int version, uint32_t seed, BotsGenPuzzle *out, LpDiag *diag);
/* The seed of a run's i-th try: a hash of (seed, i), 30 bits. */
uint32_t bots_gen_puzzle_seed(uint32_t seed, int i);

/* ---- Pipeline steps (one file each; exposed for the unit tests) --------------------------- */

#define BOTS_GRID 40 /* the solution generator's world: BOTS_GRID x BOTS_GRID columns */
#define BOTS_GEN_BASE_HEIGHT 100 /* the start column's terrain while generating (heights are relative) */

/* A column of the generator's world. */
typedef struct BotsGenCell {
    uint8_t known;   /* 0: unknown (becomes no ground), 1: decided */
    uint8_t terrain; /* once decided: relative, within 8 levels of every other column */
    uint8_t boxes0;  /* boxes at the start */
    uint8_t boxes;   /* boxes now */
} BotsGenCell;

/* The generator's world: cells, decided as the robot needs them. */
typedef struct BotsGenGrid {
    BotsGenCell cells[BOTS_GRID][BOTS_GRID]; /* [y][x] */
    int min_x, min_y, max_x, max_y;           /* bounding box of the decided cells */
    int min_h, max_h;                         /* lowest and highest terrain decided */
    int start_x, start_y;                     /* the robot at the start */
    BotsFacing start_facing;
    int robot_x, robot_y; /* now */
    BotsFacing facing;
    int carrying;
} BotsGenGrid;

/* A solution: the wildcards' contents, the actions it runs, and its world. */
typedef struct BotsGenSolution {
    uint8_t wild[BOTS_TMPL_MAX_STMTS][BOTS_TMPL_WILDCARD_MAX]; /* per WILDCARD statement */
    uint8_t wild_len[BOTS_TMPL_MAX_STMTS];                     /* filled so far */
    int count;                                 /* actions run, repeats and calls unrolled */
    uint8_t actions[BOTS_GEN_MAX_ACTIONS];     /* BotsAction values */
    uint8_t from_wildcard[BOTS_GEN_MAX_ACTIONS]; /* 1: written by a wildcard */
    BotsWorld start;                           /* normalised, switches placed */
    BotsGenGrid grid;                          /* the world as generated (not normalised) */
} BotsGenSolution;

/* solution_generator.c: one attempt. Fills every wildcard by check and simulate, unrolled
 * repeats and calls replaying the same text; normalises the world (bots_gen_normalise) and
 * places the switches (bots_gen_place_switches). Returns 1; 0 for a dead end (a fixed or
 * replayed action impossible, no valid action for a wildcard); -1 when the solution runs but
 * no switch arrangement is solved exactly at its last pressing action (solved_only_at_the_end). */
int bots_gen_solution(const BotsTemplate *t, LpRng *rng, BotsGenSolution *out);
/* Unroll the template with the wildcards' contents in s->wild into s->actions and
 * s->from_wildcard (s->count). Returns 0 when a wildcard is not filled or it runs too long. */
int bots_gen_flatten(const BotsTemplate *t, BotsGenSolution *s);
/* Where a solution presses its switches: the number of its first actions up to the one after
 * which it is solved. That is every action, but for the template's own turns at the very end
 * (the paper's Figure 3 ends its function with "turn left"): a turn moves nothing and presses
 * nothing, so the puzzle is solved at the move or put down before them, and the game stops the
 * program there (a robot puzzle is solved the moment every switch is pressed). A wildcard's
 * turn at the end still counts: the generator never makes a wildcard end on a turn that decides
 * nothing. from_wildcard: 1 per action written by a wildcard (NULL: every action counts). */
int bots_gen_pressing(const uint8_t *actions, const uint8_t *from_wildcard, int count);
/* 1 when start is solved after the first `pressing` actions and after no earlier one, and the
 * rest (the trailing turns) keep it solved. */
int bots_gen_solved_at(const BotsWorld *start, const uint8_t *actions, int count, int pressing);
/* Place switches on start (which has none) for the actions: under the final column of every
 * box the solution put down (when it had no box at the start) and/or on the robot's final
 * column, choosing boxes alone, then boxes and robot, then the robot alone (only when no box
 * was put down), the first arrangement that is solved after the first `pressing` actions
 * (bots_gen_pressing) and after no earlier one. Returns 1, or 0 when none is. */
int bots_gen_place_switches(BotsWorld *start, const uint8_t *actions, int count, int pressing);

/* constraint_checker.c */
/* 1 when the solution meets constraint c. */
int bots_constraint_ok(BotsConstraint c, const BotsTemplate *t, const BotsGenSolution *s);
/* Check every constraint in order: BOTS_CONSTRAINT_COUNT when all pass, else the first broken. */
BotsConstraint bots_check_constraints(const BotsTemplate *t, const BotsGenSolution *s);
/* Generator 3's further educational check (counted as no_unintended_loops): 1 when the main
 * program writes the same action, one of them wildcard-made, after every call of a function (the
 * last call may end the program instead: the puzzle is solved inside it) or before every call,
 * at least twice: written once at the function's end (or start) it would save commands. Seen on
 * short_function as written: both moves between the calls starting with the same action made
 * 5 of 9 settled pars one too high (docs/robot.md). */
int bots_gen_call_step_folds(const BotsTemplate *t, const BotsGenSolution *s);

/* shorter_pass.c */
/* Generator 4's look at a template that is one repeat of actions and wildcards (short_loop,
 * long_loop): 1 when some of the run's first actions as written, then a repeat of a body with
 * fewer commands than the rest of a pass, solves the puzzle - a shorter program, so the par is
 * too high. The body is a shortest route between where two consecutive passes begin (cut at the
 * template's pass or up to body - 2 actions into it), written with nested repeats where they save
 * commands. 0 for every other template. program (may be NULL) gets the shorter program's text. */
int bots_gen_shorter_pass(const BotsTemplate *t, const BotsGenSolution *sol, char *program, size_t size);
/* The count of a template that is one repeat of actions and wildcards and nothing else, else 0. */
int bots_gen_plain_loop(const BotsTemplate *t);
/* 1 when t is plain actions (the run's first *plain), then a function of actions and wildcards
 * defined and run (its body the next *body actions, 1 to BOTS_GEN_SIZE_MAX), then anything
 * without a repeat: the function templates generators 5 and 7 look at. */
int bots_gen_plain_then_function(const BotsTemplate *t, const BotsGenSolution *sol, int *plain, int *body);
/* A function template's main program from its definition on (bots_gen_plain_then_function's
 * shape), as steps: BOTS_GEN_CALL_STEP for the definition (it runs the function there) and each
 * call of that function, else the action, wildcards filled in; *def gets the definition's index.
 * Returns the steps (at most max), or -1 when it holds anything else (another function, a repeat). */
#define BOTS_GEN_CALL_STEP 100
int bots_gen_main_steps(const BotsTemplate *t, const BotsGenSolution *sol, int *def, int *steps, int max);
/* Generator 5's look at a template of plain actions, then a function of actions and wildcards
 * defined and run, then calls and actions without a repeat (short_function, long_function): 1
 * when those plain actions, then a repeat of the function's body written out and a route after
 * it, solves the level (run by the game's runner) in fewer commands than par. The routes are
 * tried depth first from where the body first ends (none undoing a step at once; up to two
 * actions longer than the commands left for them, written with nested repeats; at most
 * 200,000). Seen on short_function (4): `repeat (2) { pickUp(); turnRight(); putDown();
 * backward(); repeat (2) { turnLeft(); forward(); } forward(); turnRight(); }`, 10 commands
 * for 11, the robot standing on the last switch instead of carrying a third box. program (may be
 * NULL) gets the shorter program's text. */
int bots_gen_shorter_call_pass(const BotsTemplate *t, const BotsGenSolution *sol, const BotsLevel *level,
                               char *program, size_t size);

/* Generator 7's look at a function template whose main program after the definition is a route
 * r1, a call, a route r3 and a call (short_function, long_function): 1 when `repeat (2) { repeat
 * (2) { body r1 } r2 }` after the plain actions, with r2 up to 4 moves and turns that end, after
 * r1, where r3 ends (BotsGenNet), and the parts written with repeats where they save commands,
 * solves the level (run by the game's runner; the puzzle is solved inside the third pass of the
 * body) in fewer commands than par. Seen on short_function (6): BT61-1PWF-X9AY's `A(); turnRight();
 * forward(); A(); turnLeft(); turnLeft(); A();` beaten by `repeat (2) { repeat (2) { pickUp();
 * turnLeft(); forward(); putDown(); backward(); backward(); turnRight(); forward(); } backward();
 * turnRight(); }`, 12 commands for 13. At most 200 programs run a candidate. program (may be NULL)
 * gets the shorter program's text. */
int bots_gen_nested_call_pass(const BotsTemplate *t, const BotsGenSolution *sol, const BotsLevel *level,
                              char *program, size_t size);

/* net.c */
/* Where moves and turns leave the robot, from (0, 0) facing north (BOTS_NORTH): the cells it
 * moved (bots_dx, bots_dy), the levels it climbed, its facing. A move or a turn, when it succeeds,
 * moves or turns the robot by the same steps wherever it is (bots_step), so two runs of the same
 * net leave the same world when both succeed. */
typedef struct BotsGenNet {
    int dx, dy, dz, facing;
} BotsGenNet;
/* n after action a (a pick up or put down changes nothing). */
BotsGenNet bots_gen_net_step(BotsGenNet n, int a);
int bots_gen_net_same(BotsGenNet a, BotsGenNet b);
/* b after a, as one net: a's facing turns b's steps. */
BotsGenNet bots_gen_net_then(BotsGenNet a, BotsGenNet b);
/* The six moves and turns (the actions bots_gen_is_move says 1 for), in the order the checks try them. */
extern const int bots_gen_moves[6];
/* Every sequence of up to BOTS_GEN_SEQ_MAX moves and turns, shortest first (then in
 * bots_gen_moves order, the first action varying fastest), with its net: the routes of generators
 * 7 and 8's checks (body_route.c, shared_function.c). */
#define BOTS_GEN_SEQ_MAX 3
#define BOTS_GEN_SEQS (1 + 6 + 36 + 216)
typedef struct BotsGenSeqs {
    int n;
    int len[BOTS_GEN_SEQS];
    uint8_t a[BOTS_GEN_SEQS][BOTS_GEN_SEQ_MAX];
    BotsGenNet net[BOTS_GEN_SEQS];
} BotsGenSeqs;
void bots_gen_make_seqs(BotsGenSeqs *q);
/* 1 for a move or a turn (an action that changes the net), 0 for pick up and put down. */
int bots_gen_is_move(int a);

/* candidate_text.c */
/* 1 when the game's runner solves level with the program text in fewer commands than par (the
 * last word on every shorter program the generators' checks write); program (may be NULL) gets
 * the text. */
int bots_gen_solves_below_par(const BotsLevel *level, const char *text, char *program, size_t size);
/* Appends to out (size bytes in all, a string), cut short when full: the program texts the
 * generators' checks write. */
void bots_gen_append(char *out, size_t size, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Appends sequence i as program text, one action a line. */
void bots_gen_write_seq(const BotsGenSeqs *q, int i, char *out, size_t size);

/* looped_whole.c */
/* Generator 9: when the main program's top-level statements repeat its first k (the last pass
 * cut short), `repeat (passes) { those k }` (a function called once there written out in place)
 * solves level in fewer commands than par as the game's runner says: level's solution, par,
 * title and hint become that program's, and 1 is returned; else 0 and level is unchanged. */
int bots_gen_looped_whole(const BotsTemplate *t, const BotsGenSolution *sol, BotsLevel *level);

/* function_factor.c */
/* Generator 6's look at a template that is one repeat of actions and wildcards (short_loop,
 * long_loop): 1 when a function of 2 to 4 moves and turns, called in the body in place of runs of
 * moves and turns that end where the calls end (up to 4 calls a run, one run at least with a
 * wildcard-made action: a teacher's own text is theirs), makes a program of fewer commands than
 * par that solves the level (run by the game's runner). program (may be NULL) gets its text. */
int bots_gen_factored_loop(const BotsTemplate *t, const BotsGenSolution *sol, const BotsLevel *level,
                           char *program, size_t size);

/* body_route.c */
/* Generator 7's look at a function template (bots_gen_plain_then_function's shape): 1 when a run
 * of moves and turns in the function's body (3 or more, one at least wildcard-made) that another
 * route ends alike (the same BotsGenNet), written as up to 2 moves and turns, a repeat (2 to 4
 * times) of up to 3 and up to 2 more, makes a program that solves the level (run by the game's
 * runner) in fewer commands than par: with the main program as written, or, for a run that ends
 * the body and a route that ends it facing another way, with the turns after the calls changed to
 * match (a main program of actions and calls of the function only). At most 200 programs run a
 * candidate. program (may be NULL) gets the shorter program's text. */
int bots_gen_body_route(const BotsTemplate *t, const BotsGenSolution *sol, const BotsLevel *level,
                        char *program, size_t size);

/* shared_function.c */
/* Generator 8's look at a function template (bots_gen_plain_then_function's shape, its main
 * program actions and calls of the function only): 1 when a second function of 2 or 3 moves and
 * turns, called in the first one's body and in the main program in place of pieces of up to 4
 * moves and turns that end where up to 3 calls, moves and turns with a call among them end (one
 * piece at least with a wildcard-made action: a teacher's own text is theirs), makes a program of
 * fewer commands than par that solves the level (run by the game's runner): with the body as
 * written, or with its last run of moves and turns written as the cheapest route (up to 2 moves
 * and turns, a repeat of up to 3 run 2 to 4 times, up to 2 more; on the run's cells only; at most
 * one command more than the run) that ends facing another way, the main program's turns after the
 * calls changed to match; when the runner refuses such a program, again with only the pieces the
 * calls run exactly as written. At most 200 programs run a candidate. program (may be NULL) gets
 * the shorter program's text. */
int bots_gen_shared_function(const BotsTemplate *t, const BotsGenSolution *sol, const BotsLevel *level,
                             char *program, size_t size);

/* folded_main.c */
/* Generator 5's look at a template whose main program calls a function and holds no repeat
 * (short_function, long_function): 1 when a main program of fewer commands, with repeats (up to
 * three open at once, counts 2 to 9), runs the same calls and moves up to the last call, each
 * after turns that add up to the same quarter turns (the puzzle is solved inside the last call,
 * so a repeat's last pass may be cut short), with a wildcard-made step inside a repeat (a
 * teacher's own text is theirs), and it solves the level (run by the game's runner) in fewer
 * commands than par. At most 200,000 programs a candidate. program (may be NULL) gets the
 * shorter program's text. */
int bots_gen_folded_main(const BotsTemplate *t, const BotsGenSolution *sol, const BotsLevel *level,
                         char *program, size_t size);

/* puzzle_formatter.c */
/* Crop the decided cells of grid to their bounding box: its min x,y becomes 0,0, and the
 * lowest terrain (min_h) becomes height 1. Returns 0 when it does not fit BOTS_MAX_W x
 * BOTS_MAX_D x BOTS_MAX_TERRAIN. */
int bots_gen_normalise(const BotsGenGrid *grid, BotsWorld *out);
/* The structured solution as a Loopling program: definitions first, one statement per line,
 * no indentation (the level file keeps lines trimmed). Returns its command count (the par),
 * or 0 when it does not fit out_size. */
int bots_gen_program_text(const BotsTemplate *t, const BotsGenSolution *s, char *out, int out_size);
/* Appends the template's statements [from, to), as bots_gen_program_text writes them (a
 * definition or a call as `A();`), to out (a string of out_size bytes): their commands, or -1 when
 * out is too small. */
int bots_gen_block_text(const BotsTemplate *t, const BotsGenSolution *s, int from, int to, char *out,
                        int out_size);
/* Appends the function definitions as bots_gen_program_text writes them (all, or those only[]
 * marks, by function 0..5) to out: their commands, or -1 when out is too small. */
int bots_gen_definitions_text(const BotsTemplate *t, const BotsGenSolution *s, const int *only, char *out,
                              int out_size);
/* The level's title and hint for a solution with functions and/or repeats. */
void bots_gen_name_level(BotsLevel *level, int functions, int loops);
/* Fill a level: title and hint from the template's shape, par, solution, template name, seed,
 * and the share code (of generator `version`, 0: the newest) when the size is 1..15. Returns 1, or 0 when the
 * program does not fit. */
int bots_gen_format(const BotsTemplate *t, const BotsGenSolution *s, int version, uint32_t seed,
                    BotsLevel *out);

#endif
