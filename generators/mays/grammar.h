/* grammar.h - the May's Journey shape grammar (paper 000, "Grammar-based solution mini-map
 * generation"; issue 6 step 3): scripts/grammars/mays.lua, run in the sandboxed Lua host
 * (core/luahost.h), turned into fixed-size C structs, and traversed to a shape with the
 * paper's distributions and penalty. Pure C, no SDL, no floats in decisions, no allocation
 * (the caller owns the MjGrammar; it is about 40 KiB). Depends on core luahost, diag, rng and
 * mays_build.h (MjFamily, MjShapeKind, MjDistribution, MjShape). The format is documented in
 * scripts/grammars/README.md and at the top of mays.lua.
 *
 * A GRAMMAR is a table `rules` of named rules. A rule is either
 *  - a choice, rule { weight = 2, "bridge", "obstacle" }: its array names other rules, one of
 *    which is picked by weight; or
 *  - a shape, shape { weight = 1, complexity = 1..3, kind = "maze" | "reward", map = {...},
 *    facing = "N"|"E"|"S"|"W" (fire statues), does = "reveal KH, reveal bh" (the shape's plate,
 *    pit or lever), note = "..." }: a piece of a solution mini-map, as the object stands when the
 *    level is SOLVED, in the level file's 2-character tokens plus "@@" (a path tile that must
 *    connect), "--" (free: the path steps decide) and "S.PP" style cells (an object standing on
 *    a plate). At most MJ_SHAPE_MAX x MJ_SHAPE_MAX cells.
 * Every family has a start rule of its name: block_move, statue_move, block_rotate,
 * statue_rotate, block_stop, door_open, lever (MjFamily order). Every shape a family can reach
 * holds exactly one of its family's objects.
 *
 * PICKING (mj_grammar_pick): from the family's rule, choose among the alternatives that are
 * still alive, with integer weight = weight x distribution factor x (1000 - penalty), until a
 * shape. Distribution factor by the alternative's complexity c (a choice's complexity is the
 * mean of its alternatives'): uniform 1 (the grammar's own weights), simple (4 - c)^2, complex
 * c^2. Each rule chosen gets penalty += step (thousandths); at 1000 it is dropped, and a choice
 * with no live alternative is dead too. Penalty 0 never drops anything. */
#ifndef MJ_GRAMMAR_H
#define MJ_GRAMMAR_H

#include <stddef.h>
#include <stdint.h>

#include "core/diag.h"
#include "core/rng.h"
#include "mays_build.h"

#define MJ_GRAMMAR_MAX_RULES 96
#define MJ_GRAMMAR_MAX_ALTS 12
#define MJ_GRAMMAR_NAME_MAX 32
#define MJ_GRAMMAR_NOTE_MAX 96
#define MJ_GRAMMAR_MAX_EFFECTS 4
#define MJ_GRAMMAR_WEIGHT_MAX 1000 /* weights are 0 < w <= 1000 */

/* A shape's cell: a 2-character token ("" for "--", free), and an object standing on it. */
typedef struct MjGrammarCell {
    char tile[3];  /* "..", "~~", "##", "@@", "PP", "m." ... or "" (free) */
    char over[3];  /* "S." in "S.PP"; "" when nothing stands on the tile */
} MjGrammarCell;

typedef struct MjGrammarEffect {
    uint8_t effect;  /* MjEffect: MJ_REVEAL, MJ_HIDE, MJ_OPEN */
    char target[3];  /* "KH", "bh", "DH", "DC", "BR" */
} MjGrammarEffect;

typedef struct MjGrammarRule {
    char name[MJ_GRAMMAR_NAME_MAX];
    char note[MJ_GRAMMAR_NOTE_MAX];
    int line;             /* where the file declares it (0 when unknown) */
    int weight_milli;     /* 1 .. 1,000,000 (weight 0.001 .. 1000) */
    int complexity_milli; /* shape: 1000, 2000 or 3000; choice: the mean of its alternatives */
    int since;            /* a shape only generators of this version and later pick (0: every one) */
    int is_shape;
    /* a choice */
    int alt_count;
    int16_t alts[MJ_GRAMMAR_MAX_ALTS]; /* rule indexes */
    /* a shape */
    MjShapeKind kind;
    int width, height;
    MjGrammarCell cells[MJ_SHAPE_MAX][MJ_SHAPE_MAX];
    int facing; /* MjDir of its fire statue, -1 when it has none */
    int effect_count;
    MjGrammarEffect effects[MJ_GRAMMAR_MAX_EFFECTS];
} MjGrammarRule;

typedef struct MjGrammar {
    char file[256];
    int rule_count;
    MjGrammarRule rules[MJ_GRAMMAR_MAX_RULES]; /* sorted by name */
    int family_rule[MJ_FAM_COUNT];            /* start rule per family; -1 for MJ_FAM_NONE */
} MjGrammar;

/* The penalty state of one generation: caller-owned, zero-able. */
typedef struct MjGrammarPenalty {
    int step_milli;                          /* added to a rule each time it is chosen: 0..1000 */
    uint16_t milli[MJ_GRAMMAR_MAX_RULES];    /* each rule's penalty so far; 1000 = dropped */
} MjGrammarPenalty;

enum { MJ_GRAMMAR_NO_FAMILY = -1, MJ_GRAMMAR_NONE_LEFT = -2 };

/* Load a grammar file in the sandboxed Lua host. Returns 1, or 0 with diag "file:line: reason"
 * (out is then empty: no rules). Never crashes on a broken or hostile file. */
int mj_grammar_load(const char *path, MjGrammar *out, LpDiag *diag);
/* The same from text; label names it in messages ("mays.lua"). */
int mj_grammar_parse(const char *text, size_t len, const char *label, MjGrammar *out, LpDiag *diag);
/* The shipped grammar's file, relative to the game's data folder (or the source tree). */
#define MJ_GRAMMAR_SHIPPED "scripts/grammars/mays.lua"
/* The shipped grammar, loaded from path the first time it is asked for and kept (the module's one
 * static, so every level after the first reads no file): path NULL means the source tree's
 * (LOOPLING_SOURCE_DIR "/" MJ_GRAMMAR_SHIPPED, for the tools and tests); the game passes its data
 * folder's. A later call with another path loads that one instead. NULL with diag ("file:line:
 * reason") when the file does not load; a failed load is not kept, so it is tried again. */
const MjGrammar *mj_grammar_shipped(const char *path, LpDiag *diag);
/* The rule called name, or -1. */
int mj_grammar_find(const MjGrammar *g, const char *name);
/* The family called name ("block_move") or MJ_FAM_NONE; and its name in grammars. */
MjFamily mj_grammar_family(const char *name);
const char *mj_grammar_family_name(MjFamily family);

/* Start a penalty state: step in thousandths (500 = the paper's 0.5), clamped to 0..1000. */
void mj_grammar_penalty_init(MjGrammarPenalty *p, int step_milli);
/* The same for May's Journey generator `version`: a shape whose `since` is newer starts dropped
 * (1000), so that generator picks exactly as from the grammar without it (the draws are the same:
 * a dropped rule weighs nothing). */
void mj_grammar_penalty_init_for(const MjGrammar *g, int version, MjGrammarPenalty *p, int step_milli);
/* Traverse from family's start rule to a shape: its rule index, or MJ_GRAMMAR_NO_FAMILY (no
 * such family) / MJ_GRAMMAR_NONE_LEFT (every way to a shape is dropped by the penalty).
 * penalty may be NULL (no penalty). Integer arithmetic only: the same seed, the same picks. */
int mj_grammar_pick(const MjGrammar *g, MjFamily family, MjDistribution distribution, MjGrammarPenalty *penalty,
                    LpRng *rng);
/* What a negative pick result means, in words. */
const char *mj_grammar_pick_error(int code);
/* A shape rule as the generator's MjShape ("@@" becomes floor ".."; does -> reveals). 1, or 0
 * when rule is not a shape. */
int mj_grammar_to_shape(const MjGrammar *g, int rule, MjShape *out);

#endif
