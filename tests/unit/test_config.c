/* test_config.c - teachers' settings (config.h): the defaults; the three shipped files load and
 * give the values they say; each kind of mistake is reported as file:line: reason with the
 * config left at the defaults; hostile scripts are stopped by the host with its message. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/config.h"
#include "core/diag.h"
#include "core/playermodel.h"
#include "test.h"

static char error[600];

static int is_default(const LpConfig *c)
{
    LpConfig d;
    lp_config_defaults(&d);
    return !memcmp(c, &d, sizeof d);
}

/* Load text from a temp file named bad.lua; the error goes to error (with the file name only).
 * lp_config_parse on the same text, labelled as the file, must give the same result. */
static int load_text(const char *text, LpConfig *c)
{
    const char *path = "test_config_bad.lua";
    FILE *f = fopen(path, "wb");
    if (!f) return -1;
    fputs(text, f);
    fclose(f);
    LpDiag diag = {0};
    int ok = lp_config_load(path, LOOPLING_SOURCE_DIR, c, &diag);
    error[0] = '\0';
    if (!ok) lp_diag_format(&diag, error, sizeof error);
    remove(path);
    LpConfig parsed;
    LpDiag parse_diag = {0};
    char parse_error[600] = "";
    int parse_ok = lp_config_parse(text, strlen(text), path, LOOPLING_SOURCE_DIR, NULL, &parsed, &parse_diag);
    if (!parse_ok) lp_diag_format(&parse_diag, parse_error, sizeof parse_error);
    CHECK_INT(parse_ok, ok);
    CHECK(!memcmp(&parsed, c, sizeof parsed));
    CHECK_STR(parse_error, error);
    return ok;
}

static int shipped(const char *name, LpConfig *c)
{
    char path[512];
    snprintf(path, sizeof path, "%s/scripts/difficulty/%s", LOOPLING_SOURCE_DIR, name);
    LpDiag diag = {0};
    int ok = lp_config_load(path, LOOPLING_SOURCE_DIR, c, &diag);
    if (!ok) {
        lp_diag_format(&diag, error, sizeof error);
        fprintf(stderr, "%s: %s\n", name, error);
    }
    return ok;
}

static void test_defaults(void)
{
    LpConfig c;
    memset(&c, 0xab, sizeof c);
    lp_config_defaults(&c);
    CHECK(is_default(&c));
    CHECK_INT(lp_config_mode_count(&c), 4);
    CHECK_STR(lp_mode_name((LpMode)lp_config_mode(&c, 0)), "toycar");
    CHECK_STR(lp_mode_name((LpMode)lp_config_mode(&c, 2)), "mays");
    CHECK_STR(lp_mode_name((LpMode)lp_config_mode(&c, 3)), "dungeon");
    CHECK_STR(c.dungeon.flowchart, "");
    int len, loops, step, pop, gens, size, lo, hi;
    lp_config_toycar(&c, &len, &loops, &step, &pop, &gens);
    CHECK_INT(len, 3);
    CHECK_INT(loops, 0);
    CHECK_INT(step, 2);
    CHECK_INT(pop, 500);
    CHECK_INT(gens, 1000);
    lp_config_bots(&c, &size, &lo, &hi);
    CHECK_INT(size, LP_BM_START_SIZE);
    CHECK_INT(lo, LP_BM_MIN_SIZE);
    CHECK_INT(hi, LP_BM_MAX_SIZE);
    CHECK_INT(lp_config_bots_template_count(&c), 4);
    CHECK_STR(lp_config_mays_grammar(&c), "mays.lua");
    CHECK_INT(lp_config_mays_start_step(&c), 1);
    CHECK_INT(lp_config_tries_before_hint(&c), 3);
    CHECK_STR(lp_config_hint_style_name(lp_config_hint_style(&c)), "words");
    CHECK_INT(lp_config_levels(&c, LP_MODE_BOTS)->count, 0);
}

static void test_shipped(void)
{
    LpConfig c;
    CHECK(shipped("default.lua", &c));
    /* default.lua says the defaults, so it resolves to the same values. */
    int len, loops, step, pop, gens, size, lo, hi;
    lp_config_toycar(&c, &len, &loops, &step, &pop, &gens);
    CHECK(len == 3 && loops == 0 && step == 2 && pop == 500 && gens == 1000);
    lp_config_bots(&c, &size, &lo, &hi);
    CHECK(size == LP_BM_START_SIZE && lo == LP_BM_MIN_SIZE && hi == LP_BM_MAX_SIZE);
    CHECK_INT(lp_config_mode_count(&c), 4); /* the dungeon too */
    CHECK_INT(lp_config_levels(&c, LP_MODE_TOYCAR)->count, 5);
    CHECK_INT(lp_config_levels(&c, LP_MODE_BOTS)->count, 10);
    CHECK_INT(lp_config_levels(&c, LP_MODE_MAYS)->count, 14);
    CHECK_STR(lp_config_levels(&c, LP_MODE_MAYS)->names[13], "14_the_last_treasure");
    CHECK_INT(lp_config_bots_template_count(&c), 4);
    CHECK_STR(lp_config_bots_template(&c, 0), "short_loop");
    CHECK_STR(lp_config_mays_grammar(&c), "mays.lua");
    CHECK_INT(lp_config_tries_before_hint(&c), 3);
    CHECK_INT(lp_config_hint_style(&c), LP_HINT_WORDS);

    CHECK(shipped("gentle_class.lua", &c));
    CHECK_INT(lp_config_mode_count(&c), 2);
    CHECK_INT(lp_config_mode(&c, 0), LP_MODE_TOYCAR);
    CHECK_INT(lp_config_mode(&c, 1), LP_MODE_MAYS);
    lp_config_toycar(&c, &len, &loops, &step, &pop, &gens);
    CHECK(len == 3 && loops == 0 && step == 1 && pop == 300 && gens == 600);
    CHECK_INT(lp_config_tries_before_hint(&c), 2);
    CHECK_INT(lp_config_hint_style(&c), LP_HINT_HIGHLIGHT);
    CHECK_INT(lp_config_levels(&c, LP_MODE_MAYS)->count, 5);
    CHECK_INT(lp_config_levels(&c, LP_MODE_TOYCAR)->count, 0);

    CHECK(shipped("fast_class.lua", &c));
    CHECK_INT(lp_config_mode(&c, 0), LP_MODE_BOTS);
    CHECK_INT(lp_config_mode(&c, 2), LP_MODE_TOYCAR);
    lp_config_toycar(&c, &len, &loops, &step, &pop, &gens);
    CHECK(len == 11 && loops == 1 && step == 3 && pop == 500 && gens == 1000);
    lp_config_bots(&c, &size, &lo, &hi);
    CHECK(size == 6 && lo == 4 && hi == 12);
    CHECK_INT(lp_config_bots_template_count(&c), 2);
    CHECK_STR(lp_config_bots_template(&c, 1), "long_function");
    CHECK_INT(lp_config_levels(&c, LP_MODE_BOTS)->count, 4);
    CHECK_STR(lp_config_levels(&c, LP_MODE_BOTS)->names[0], "04_backing_up");
    CHECK_INT(lp_config_mays_start_step(&c), 4);
    CHECK_INT(lp_config_tries_before_hint(&c), 5);
}

#define CHECK_MISTAKE(text, expected)                                                      \
    do {                                                                                   \
        LpConfig c_;                                                                       \
        CHECK_INT(load_text(text, &c_), 0);                                                \
        CHECK(is_default(&c_));                                                            \
        if (!strstr(error, expected)) {                                                    \
            test_failures++;                                                               \
            fprintf(stderr, "%s:%d: error \"%s\" lacks \"%s\"\n", __FILE__, __LINE__, error, \
                    expected);                                                             \
        }                                                                                  \
    } while (0)

static void test_mistakes(void)
{
    /* a script error: the host's file:line */
    CHECK_MISTAKE("settings = {\n  modes = { \"toycar\" \n}\n", "test_config_bad.lua:");
    CHECK_MISTAKE("x = 1\n", "test_config_bad.lua:1: the file should set settings");
    CHECK_MISTAKE("settings = 3\n", "test_config_bad.lua:");
    /* unknown keys, at their line */
    CHECK_MISTAKE("settings = {\n  tries_befor_hint = 3,\n}\n",
                  "test_config_bad.lua:2: settings has no setting 'tries_befor_hint'");
    CHECK_MISTAKE("settings = {\n  bots = {\n    start_size = 4,\n    startsize = 5,\n  },\n}\n",
                  "test_config_bad.lua:4: bots has no setting 'startsize'");
    /* a comment that mentions the key is not its line */
    CHECK_MISTAKE("settings = {\n  bots = {\n    -- max_size = 12 is the default\n    max_size = 40,\n  },\n}\n",
                  "test_config_bad.lua:4: bots.max_size is 40");
    /* wrong types */
    CHECK_MISTAKE("settings = {\n  toycar = {\n    start_length = \"five\",\n  },\n}\n",
                  "test_config_bad.lua:3: ");
    CHECK_MISTAKE("settings = {\n  toycar = {\n    start_length = \"five\",\n  },\n}\n", "not a number");
    CHECK_MISTAKE("settings = {\n\n  hint_style = 2,\n}\n", "test_config_bad.lua:3: ");
    CHECK_MISTAKE("settings = {\n  toycar = {\n    population = 10.5,\n  },\n}\n", "test_config_bad.lua:3: ");
    CHECK_MISTAKE("settings = {\n  mays = 4,\n}\n", "test_config_bad.lua:2: ");
    /* out of range */
    CHECK_MISTAKE("settings = {\n  bots = {\n    max_size = 40,\n  },\n}\n",
                  "test_config_bad.lua:3: bots.max_size is 40, it should be from 3 to 12");
    CHECK_MISTAKE("settings = {\n  tries_before_hint = 0,\n}\n",
                  "test_config_bad.lua:2: settings.tries_before_hint is 0, it should be from 1 to 20");
    CHECK_MISTAKE("settings = {\n  mays = {\n\n    start_step = 11,\n  },\n}\n", "test_config_bad.lua:4: mays.start_step is 11");
    CHECK_MISTAKE("settings = {\n  bots = {\n    start_size = 3,\n    min_size = 5,\n  },\n}\n",
                  "test_config_bad.lua:3: bots.start_size should be from min_size to max_size");
    CHECK_MISTAKE("settings = {\n  toycar = {\n    start_length = 5,\n    start_loops = 2,\n  },\n}\n",
                  "test_config_bad.lua:4: toycar.start_loops needs");
    /* names */
    CHECK_MISTAKE("settings = {\n  hint_style = \"loud\",\n}\n",
                  "test_config_bad.lua:2: settings.hint_style is \"loud\", it should be \"words\", \"highlight\" or \"none\"");
    CHECK_MISTAKE("settings = {\n  modes = { \"toycar\", \"cars\" },\n}\n",
                  "test_config_bad.lua:2: settings.modes: there is no mode 'cars'");
    CHECK_MISTAKE("settings = {\n  modes = { \"bots\", \"bots\" },\n}\n", "test_config_bad.lua:2: 'bots' is listed twice");
    CHECK_MISTAKE("settings = {\n  modes = { },\n}\n", "test_config_bad.lua:2: modes is empty");
    /* a hole in a list (a name without quotes is a nil global): the message quoted bytes never
     * written (issue 14, found by the config fuzz target) */
    CHECK_MISTAKE("settings = {\n  modes = { \"bots\", toycar, \"mays\" },\n}\n",
                  "test_config_bad.lua:2: modes has nothing at item 2: write each name in quotes");
    CHECK_MISTAKE("settings = {\n  bots = {\n    templates = { \"long_lop\" },\n  },\n}\n",
                  "test_config_bad.lua:3: bots.templates: there is no template 'long_lop' in scripts/templates/");
    CHECK_MISTAKE("settings = {\n  mays = {\n    levels = { \"../../etc/passwd\" },\n  },\n}\n",
                  "test_config_bad.lua:3: '../../etc/passwd' is not a file name");
    CHECK_MISTAKE("settings = {\n  mays = {\n    grammar = \"mays\",\n  },\n}\n", "test_config_bad.lua:3: mays.grammar");
    CHECK_MISTAKE("settings = {\n  toycar = {\n    levels = { first = \"01_press_play\" },\n  },\n}\n",
                  "test_config_bad.lua:3: levels should be a list");
}

/* Names are looked up in the data folder: a level, a template or a grammar that is not there is
 * a mistake at its line; without a data folder names are only checked for their shape. */
static void test_data_folder(void)
{
    CHECK_MISTAKE("settings = {\n  toycar = {\n    start_length = 5,\n    levels = { \"01_press_play\", \"99_nowhere\" },\n  },\n}\n",
                  "test_config_bad.lua:4: toycar.levels: there is no level '99_nowhere' in levels/toycar/ (item 2)");
    CHECK_MISTAKE("settings = {\n  bots = {\n    levels = { \"01_press_play\" },\n  },\n}\n",
                  "test_config_bad.lua:3: bots.levels: there is no level '01_press_play' in levels/bots/");
    CHECK_MISTAKE("settings = {\n  mays = {\n    grammar = \"other.lua\",\n  },\n}\n",
                  "test_config_bad.lua:3: mays.grammar: there is no grammar \"other.lua\" in scripts/grammars/");
    LpConfig c;
    CHECK_INT(load_text("settings = {\n  mays = { levels = { \"01_bridge_block\" }, grammar = \"mays.lua\" },\n}\n", &c), 1);
    CHECK_INT(lp_config_levels(&c, LP_MODE_MAYS)->count, 1);
    /* no data folder: the shape is checked, not the folder */
    const char *path = "test_config_nodata.lua";
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (!f) return;
    fputs("settings = { toycar = { levels = { \"99_nowhere\" } } }\n", f);
    fclose(f);
    LpDiag diag = {0};
    CHECK_INT(lp_config_load(path, NULL, &c, &diag), 1);
    CHECK_INT(lp_config_load(path, "/nonexistent-data", &c, &diag), 0);
    remove(path);
}

/* From text with smaller limits (as the fuzz target runs it): stopped sooner, same words. */
static void test_parse_limits(void)
{
    static const char text[] = "settings = {}\nwhile true do end\n";
    LpConfig c;
    LpDiag diag = {0};
    CHECK_INT(lp_config_parse(text, sizeof text - 1, "t.lua", NULL, &(LpLuaDesc){.step_budget = 1000}, &c, &diag), 0);
    CHECK_STR(diag.file, "t.lua");
    CHECK_INT(diag.line, 2);
    CHECK_STR(diag.message, "the script ran too long (over 1000 steps): is there an endless loop?");
    CHECK(is_default(&c));
    CHECK_INT(lp_config_parse("settings = {}", 13, NULL, NULL, NULL, &c, &diag), 1);
}

static void test_hostile(void)
{
    CHECK_MISTAKE("os.execute('echo hacked')\nsettings = {}\n", "test_config_bad.lua:1: attempt to index a nil value (global 'os')");
    CHECK_MISTAKE("settings = {}\nwhile true do end\n", "test_config_bad.lua:2: the script ran too long");
    CHECK_MISTAKE("local t = {}\nfor i = 1, 1e9 do t[i] = {i} end\nsettings = {}\n",
                  "test_config_bad.lua:2: the script used too much memory");
    CHECK_MISTAKE("settings = {}\nwhile true do pcall(function() while true do end end) end\n", "the script ran too long");
    CHECK_MISTAKE("settings = { hint_style = string.rep('x', 1e8) }\n", "test_config_bad.lua:1:");
    /* a well-behaved script may compute its values */
    LpConfig c;
    CHECK_INT(load_text("local base = 4\nsettings = { bots = { start_size = base + 1 } }\n", &c), 1);
    int size;
    lp_config_bots(&c, &size, NULL, NULL);
    CHECK_INT(size, 5);
}

int main(void)
{
    static const TestFn fns[] = {test_defaults, test_shipped, test_mistakes, test_data_folder, test_parse_limits,
                                 test_hostile};
    static const char *const names[] = {"defaults", "shipped", "mistakes", "data_folder", "parse_limits", "hostile"};
    return test_run_all("config", fns, names, (int)(sizeof fns / sizeof fns[0]));
}
