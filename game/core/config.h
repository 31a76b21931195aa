/* config.h - a teacher's settings (issue 7): what a class meets, read from a Lua file run in
 * the sandboxed host (luahost.h). Pure C, no SDL. Zero-initialised = the game's defaults
 * (STYLE.md rule 6): every field's 0 means "the default", so adding a field breaks nobody.
 * The file sets one global table `settings`; scripts/difficulty/default.lua documents every key.
 * lp_config_load reports the first mistake as file:line: reason and then leaves out at the
 * defaults (the caller shows the warning); the game's --config and settings screen use it. */
#ifndef LP_CONFIG_H
#define LP_CONFIG_H

#include <stddef.h>

#include "diag.h"
#include "luahost.h"
#include "mode.h"

#define LP_CONFIG_MODES 4       /* toycar, bots, mays, dungeon */
#define LP_CONFIG_LEVELS 32     /* lesson levels listed per mode */
#define LP_CONFIG_TEMPLATES 4   /* robot templates */
#define LP_CONFIG_NAME 48       /* longest level / template / grammar name (with the NUL) */

typedef enum LpHintStyle { LP_HINT_DEFAULT = 0, LP_HINT_WORDS, LP_HINT_HIGHLIGHT, LP_HINT_NONE } LpHintStyle;
/* settings.lesson_order: "in_order" (the default) opens a mode's next lesson only once the pupil
 * solved the one before; "free" lets pupils roam. Either way only solved lessons count as done. */
/* settings.bots.blocks: "as_taught" (the default) shows a robot lesson only the blocks and
 * buttons it has taught (its level file's "tools:" line); "all" shows everything from lesson 1. */
typedef enum LpBlocks { LP_BLOCKS_DEFAULT = 0, LP_BLOCKS_AS_TAUGHT, LP_BLOCKS_ALL } LpBlocks;
typedef enum LpLessonOrder { LP_ORDER_DEFAULT = 0, LP_ORDER_IN_ORDER, LP_ORDER_FREE } LpLessonOrder;

/* The lesson levels of one mode: file stems in levels/<mode>/ in the order pupils meet them;
 * count 0 = every lesson file in name order (the default). */
typedef struct LpConfigLevels {
    int count;
    char names[LP_CONFIG_LEVELS][LP_CONFIG_NAME];
} LpConfigLevels;

typedef struct LpConfig {
    /* Unlocked modes in menu order; mode_count 0 = all four, toycar first. */
    int mode_count;
    LpMode modes[LP_CONFIG_MODES];
    struct {
        int start_length, start_loops, length_step; /* 0 -> 3, 0, 2 (playermodel.h) */
        int population, generations;                /* GA; 0 -> 500, 1000 (toycar_gen.h) */
        LpConfigLevels levels;
    } toycar;
    struct {
        int start_size, min_size, max_size;          /* 0 -> LP_BM_START/MIN/MAX_SIZE */
        int template_count;                          /* 0 -> every shipped template */
        char templates[LP_CONFIG_TEMPLATES][LP_CONFIG_NAME]; /* stems in scripts/templates/ */
        LpConfigLevels levels;
        int blocks;                                  /* LpBlocks; 0 -> as taught */
    } bots;
    struct {
        int start_step;                              /* 1-based ladder step; 0 -> 1 */
        char grammar[LP_CONFIG_NAME];                /* file in scripts/grammars/; "" -> mays.lua */
        LpConfigLevels levels;
    } mays;
    struct {
        char flowchart[LP_CONFIG_NAME];              /* file in scripts/dungeons/; "" -> by dungeon step */
    } dungeon;
    int tries_before_hint;                           /* 0 -> 3 */
    int hint_style;                                  /* LpHintStyle; 0 -> words */
    int lesson_order;                                /* LpLessonOrder; 0 -> in order */
} LpConfig;

/* All fields at their defaults: zeroes (the accessors below resolve them). */
void lp_config_defaults(LpConfig *out);
/* Run path in a fresh sandboxed host and read its `settings` table. Returns 1, or 0 with
 * diag = file:line: reason (unknown key, wrong type, out of range, a script error or a hostile
 * script stopped by the host) and out left at the defaults. data_dir (the folder holding
 * levels/ and scripts/; NULL: names are not looked up) also checks that every name is there:
 * levels in levels/<mode>/NAME.level, templates in scripts/templates/NAME.template, the grammar
 * in scripts/grammars/NAME. */
int lp_config_load(const char *path, const char *data_dir, LpConfig *out, LpDiag *diag);
/* The same from a script's text (len bytes, at most 1 MiB; label names it in messages as the path
 * does). lua sets the host's limits: NULL for the game's (lp_config_load's); tests pass smaller. */
int lp_config_parse(const char *text, size_t len, const char *label, const char *data_dir, const LpLuaDesc *lua,
                    LpConfig *out, LpDiag *diag);

/* Resolved values (defaults filled in). */
int lp_config_mode_count(const LpConfig *c);
int lp_config_mode(const LpConfig *c, int i);       /* the i-th unlocked mode (LpMode), -1 past the end */
void lp_config_toycar(const LpConfig *c, int *start_length, int *start_loops, int *length_step,
                      int *population, int *generations);
void lp_config_bots(const LpConfig *c, int *start_size, int *min_size, int *max_size);
int lp_config_bots_template_count(const LpConfig *c);
const char *lp_config_bots_template(const LpConfig *c, int i);
int lp_config_mays_start_step(const LpConfig *c);   /* 1-based */
const char *lp_config_mays_grammar(const LpConfig *c);
const LpConfigLevels *lp_config_levels(const LpConfig *c, LpMode mode);
int lp_config_tries_before_hint(const LpConfig *c);
int lp_config_hint_style(const LpConfig *c);
const char *lp_config_hint_style_name(int style);
int lp_config_bots_blocks(const LpConfig *c);      /* LP_BLOCKS_AS_TAUGHT or LP_BLOCKS_ALL */
const char *lp_config_bots_blocks_name(int blocks); /* "as_taught", "all" */
int lp_config_lesson_order(const LpConfig *c);      /* LP_ORDER_IN_ORDER or LP_ORDER_FREE */
const char *lp_config_lesson_order_name(int order); /* "in_order", "free" */

#endif
