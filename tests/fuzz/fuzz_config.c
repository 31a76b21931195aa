/* fuzz_config.c - the libFuzzer target for a teacher's class settings (lp_config_parse,
 * game/core/config.h): the input is a settings script (Lua), run in the sandboxed host with a
 * smaller step budget and memory cap than the game's, so that no input takes more than about
 * 0.1 s. An input of odd length is checked against the source tree's levels/ and scripts/.
 * Refused: the settings are the defaults, and the diagnostic names the file and a line of it.
 * Read: every setting is in config.h's ranges (modes, lengths and loops, sizes, names that are
 * file names, listed once, and for odd lengths present in the data folder).
 * Either way: the same result every time.
 * Built by tests/fuzz/build.sh; replayed by the normal tests (tests/fuzz/replay.c). */
#include "fuzz_util.h"

#include "core/config.h"
#include "core/playermodel.h"

#ifndef LOOPLING_SOURCE_DIR
#define LOOPLING_SOURCE_DIR "."
#endif

#define LABEL "fuzz.lua"

static int in(int v, int lo, int hi) { return v >= lo && v <= hi; }
static int zero_or(int v, int lo, int hi) { return v == 0 || in(v, lo, hi); }

static int name_ok(const char *s)
{
    if (!memchr(s, '\0', LP_CONFIG_NAME) || !s[0] || s[0] == '.') return 0;
    for (const char *p = s; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_' ||
              *p == '-' || *p == '.'))
            return 0;
    return 1;
}

static void check_names(const char (*names)[LP_CONFIG_NAME], int count, int max)
{
    check(in(count, 0, max));
    for (int i = 0; i < count; i++) {
        check(name_ok(names[i]));
        for (int j = 0; j < i; j++) check(strcmp(names[i], names[j]) != 0);
    }
}

static void check_config(const LpConfig *c)
{
    check(in(c->mode_count, 0, LP_CONFIG_MODES));
    for (int i = 0; i < c->mode_count; i++) {
        check(in(c->modes[i], LP_MODE_TOYCAR, LP_MODE_MAYS));
        for (int j = 0; j < i; j++) check(c->modes[i] != c->modes[j]);
    }
    check(zero_or(c->toycar.start_length, LP_PM_MIN_LENGTH, LP_PM_MAX_LENGTH) && in(c->toycar.start_loops, 0, 8));
    check(zero_or(c->toycar.length_step, 1, 10) && zero_or(c->toycar.population, 10, 5000) &&
          zero_or(c->toycar.generations, 10, 5000));
    int length, loops, step, population, generations;
    lp_config_toycar(c, &length, &loops, &step, &population, &generations);
    check(loops * 5 <= length);
    check_names(c->toycar.levels.names, c->toycar.levels.count, LP_CONFIG_LEVELS);
    int start, lo, hi;
    lp_config_bots(c, &start, &lo, &hi);
    check(in(lo, LP_BM_MIN_SIZE, LP_BM_MAX_SIZE) && in(hi, lo, LP_BM_MAX_SIZE) && in(start, lo, hi));
    check_names(c->bots.templates, c->bots.template_count, LP_CONFIG_TEMPLATES);
    check_names(c->bots.levels.names, c->bots.levels.count, LP_CONFIG_LEVELS);
    for (int i = 0; i < lp_config_bots_template_count(c); i++) check(lp_config_bots_template(c, i)[0] != '\0');
    check(zero_or(c->mays.start_step, 1, lp_mmodel_steps()));
    check(memchr(c->mays.grammar, '\0', sizeof c->mays.grammar) != NULL);
    const char *g = lp_config_mays_grammar(c);
    check(name_ok(g) && strlen(g) >= 5 && !strcmp(g + strlen(g) - 4, ".lua"));
    check_names(c->mays.levels.names, c->mays.levels.count, LP_CONFIG_LEVELS);
    check(zero_or(c->tries_before_hint, 1, 20) && in(c->hint_style, LP_HINT_DEFAULT, LP_HINT_NONE));
    check(lp_config_hint_style_name(lp_config_hint_style(c)) != NULL);
}

/* Lines as Lua counts them: '\n', '\r', "\r\n" and "\n\r" each end one. */
static int lua_lines(const char *s, size_t n)
{
    int lines = 1;
    for (size_t i = 0; i < n; i++)
        if (s[i] == '\n' || s[i] == '\r') {
            lines++;
            if (i + 1 < n && (s[i + 1] == '\n' || s[i + 1] == '\r') && s[i + 1] != s[i]) i++;
        }
    return lines;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_copy(data, size);
    LpConfig *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    if (!text || !a || !b) goto done;
    const LpLuaDesc lua = {.step_budget = 1000000, .memory_cap = 4u << 20};
    const char *data_dir = size % 2 ? LOOPLING_SOURCE_DIR : NULL;
    LpDiag diag, again;
    fuzz_diag_blank(&diag);
    fuzz_diag_blank(&again);
    int ok = lp_config_parse(text, size, LABEL, data_dir, &lua, a, &diag);
    check(lp_config_parse(text, size, LABEL, data_dir, &lua, b, &again) == ok); /* the same every time */
    check(memcmp(a, b, sizeof *a) == 0 && memcmp(&diag, &again, sizeof diag) == 0);
    if (!ok) {
        LpConfig d;
        lp_config_defaults(&d);
        check(memcmp(a, &d, sizeof d) == 0);
        fuzz_check_diag(&diag, LABEL, 1, lua_lines(text, size));
    } else {
        check_config(a);
    }
done:
    free(a);
    free(b);
    free(text);
    return 0;
}
