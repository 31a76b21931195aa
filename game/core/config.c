/* config.c - a teacher's settings file (config.h): run in a fresh sandboxed host, read through
 * the host's cursor, every key checked (unknown, type, range; with a data folder, names looked
 * up there). The readers know a table's line only when it went through a declarator; settings
 * files are plain tables, so a mistake's line is found in the file's text: the key's first
 * `key =` outside a comment after its section's `section =` (the section's own line, or the
 * settings line, when the key is not written there). */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "luahost.h"
#include "playermodel.h"

static const char *const hint_names[] = {"", "words", "highlight", "none"};
static const char *const order_names[] = {"", "in_order", "free"};
static const char *const blocks_names[] = {"", "as_taught", "all"};
static const char *const shipped_templates[] = {"short_loop", "long_loop", "short_function", "long_function"};

void lp_config_defaults(LpConfig *out) { memset(out, 0, sizeof *out); }

/* ---- resolved values ---------------------------------------------------------------------- */

static int or_default(int v, int d) { return v ? v : d; }

int lp_config_mode_count(const LpConfig *c) { return c->mode_count ? c->mode_count : LP_CONFIG_MODES; }
int lp_config_mode(const LpConfig *c, int i)
{
    if (i < 0 || i >= lp_config_mode_count(c)) return -1;
    return c->mode_count ? (int)c->modes[i] : i;
}
void lp_config_toycar(const LpConfig *c, int *start_length, int *start_loops, int *length_step,
                      int *population, int *generations)
{
    if (start_length) *start_length = or_default(c->toycar.start_length, LP_PM_MIN_LENGTH);
    if (start_loops) *start_loops = c->toycar.start_loops;
    if (length_step) *length_step = or_default(c->toycar.length_step, 2);
    if (population) *population = or_default(c->toycar.population, 500);
    if (generations) *generations = or_default(c->toycar.generations, 1000);
}
void lp_config_bots(const LpConfig *c, int *start_size, int *min_size, int *max_size)
{
    if (start_size) *start_size = or_default(c->bots.start_size, LP_BM_START_SIZE);
    if (min_size) *min_size = or_default(c->bots.min_size, LP_BM_MIN_SIZE);
    if (max_size) *max_size = or_default(c->bots.max_size, LP_BM_MAX_SIZE);
}
int lp_config_bots_template_count(const LpConfig *c) { return c->bots.template_count ? c->bots.template_count : 4; }
const char *lp_config_bots_template(const LpConfig *c, int i)
{
    if (i < 0 || i >= lp_config_bots_template_count(c)) return "";
    return c->bots.template_count ? c->bots.templates[i] : shipped_templates[i];
}
int lp_config_mays_start_step(const LpConfig *c) { return or_default(c->mays.start_step, 1); }
const char *lp_config_mays_grammar(const LpConfig *c) { return c->mays.grammar[0] ? c->mays.grammar : "mays.lua"; }
const LpConfigLevels *lp_config_levels(const LpConfig *c, LpMode mode)
{
    if (mode == LP_MODE_BOTS) return &c->bots.levels;
    if (mode == LP_MODE_MAYS) return &c->mays.levels;
    return &c->toycar.levels;
}
int lp_config_tries_before_hint(const LpConfig *c) { return or_default(c->tries_before_hint, 3); }
int lp_config_hint_style(const LpConfig *c) { return or_default(c->hint_style, LP_HINT_WORDS); }
const char *lp_config_hint_style_name(int style)
{
    return style >= 1 && style <= 3 ? hint_names[style] : hint_names[LP_HINT_WORDS];
}

int lp_config_bots_blocks(const LpConfig *c) { return or_default(c->bots.blocks, LP_BLOCKS_AS_TAUGHT); }
const char *lp_config_bots_blocks_name(int blocks)
{
    return blocks >= 1 && blocks <= 2 ? blocks_names[blocks] : blocks_names[LP_BLOCKS_AS_TAUGHT];
}

int lp_config_lesson_order(const LpConfig *c) { return or_default(c->lesson_order, LP_ORDER_IN_ORDER); }
const char *lp_config_lesson_order_name(int order)
{
    return order >= 1 && order <= 2 ? order_names[order] : order_names[LP_ORDER_IN_ORDER];
}

/* ---- loading ------------------------------------------------------------------------------ */

typedef struct Reader {
    LpLua *L;
    const char *path;
    char *text;          /* the file's text, for lines; NULL when unreadable */
    const char *section; /* "" at the top of settings */
    const char *data_dir; /* NULL: names are not looked up */
    LpDiag *diag;
} Reader;

static int is_word_char(char ch) { return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_'; }

/* Is p after a `--` on its line (a Lua comment; quotes on the line are respected)? */
static int in_comment(const char *text, const char *p)
{
    const char *line = p;
    while (line > text && line[-1] != '\n') line--;
    char quote = 0;
    for (const char *c = line; c < p; c++) {
        if (quote) {
            if (*c == '\\' && c + 1 < p) c++;
            else if (*c == quote) quote = 0;
        } else if (*c == '"' || *c == '\'') {
            quote = *c;
        } else if (c[0] == '-' && c[1] == '-') {
            return 1;
        }
    }
    return 0;
}

/* The line of the first `word =` (not `==`, not in a comment) at or after from; 0 when none.
 * *at = its offset. */
static int find_assign(const char *text, size_t from, const char *word, size_t *at)
{
    size_t n = strlen(word);
    for (const char *p = text + from; (p = strstr(p, word)) != NULL; p += n) {
        if (p > text && is_word_char(p[-1])) continue;
        if (in_comment(text, p)) continue;
        const char *q = p + n;
        if (is_word_char(*q)) continue;
        while (*q == ' ' || *q == '\t') q++;
        if (q[0] != '=' || q[1] == '=') continue;
        int line = 1;
        for (const char *r = text; r < p; r++) line += *r == '\n';
        *at = (size_t)(p - text);
        return line;
    }
    return 0;
}

/* Where key (in the current section; NULL for the section itself) is written. */
static int line_of(const Reader *r, const char *key)
{
    if (!r->text) return 0;
    size_t at = 0;
    int settings = find_assign(r->text, 0, "settings", &at);
    size_t base = at;
    int section = settings;
    if (r->section[0]) {
        int l = find_assign(r->text, base, r->section, &at);
        if (l) section = l, base = at;
    }
    if (key) {
        int l = find_assign(r->text, base, key, &at);
        if (l) return l;
    }
    return section ? section : 1;
}

/* A mistake at key's line: fmt is a whole sentence (translated), its arguments after it. */
static int fail(Reader *r, const char *key, const char *fmt, ...)
{
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return lp_diag_set(r->diag, r->path, line_of(r, key), "%s", msg);
}

/* A reader's own diagnostic, moved to the key's line. */
static int fail_diag(Reader *r, const char *key)
{
    char msg[256];
    snprintf(msg, sizeof msg, "%s", r->diag->message);
    return lp_diag_set(r->diag, r->path, line_of(r, key), "%s", msg);
}

static const char *prefix(const Reader *r) { return r->section[0] ? r->section : "settings"; }

/* Every key of the current table is in allowed (NULL-terminated). */
static int check_keys(Reader *r, const char *const *allowed)
{
    char keys[24][LP_LUA_KEY_MAX];
    int n = lp_lua_keys(r->L, keys, 24, r->diag);
    if (n < 0) return fail_diag(r, NULL);
    for (int i = 0; i < n; i++) {
        int ok = 0;
        for (const char *const *a = allowed; *a; a++) ok |= !strcmp(keys[i], *a);
        if (!ok) /* TRANSLATORS: %s is a table of the class settings ("settings.toycar"), then a key in it */
            return fail(r, keys[i], _("%s has no setting '%s': see scripts/difficulty/default.lua for every setting"),
                        prefix(r), keys[i]);
    }
    if (lp_lua_length(r->L) > 0) return fail(r, NULL, _("%s should be a table of name = value settings, not a list"), prefix(r));
    return 1;
}

/* An integer setting in lo..hi; nil leaves *out. */
static int get_int(Reader *r, const char *key, int lo, int hi, int *out)
{
    long long v;
    int got = lp_lua_get_integer(r->L, key, &v, r->diag);
    if (got < 0) return fail_diag(r, key);
    if (got == 0) return 1;
    if (v < lo || v > hi) /* TRANSLATORS: "%s.%s" is a setting ("settings.toycar.population") */
        return fail(r, key, _("%s.%s is %lld, it should be from %d to %d"), prefix(r), key, v, lo, hi);
    *out = (int)v;
    return 1;
}

static int name_ok(const char *s)
{
    if (!s[0]) return 0;
    for (const char *p = s; *p; p++)
        if (!is_word_char(*p) && *p != '-' && *p != '.') return 0;
    return s[0] != '.';
}

/* A list of names (field key) into names[max][LP_CONFIG_NAME]; nil leaves *count. */
static int get_names(Reader *r, const char *key, char (*names)[LP_CONFIG_NAME], int max, int *count)
{
    int got = lp_lua_open_field(r->L, key, r->diag);
    if (got < 0) return fail_diag(r, key);
    if (got == 0) return 1;
    char keys[4][LP_LUA_KEY_MAX];
    int nk = lp_lua_keys(r->L, keys, 4, r->diag);
    long long n = lp_lua_length(r->L);
    int ok = 1;
    if (nk < 0) ok = fail_diag(r, key);
    else if (nk > 0) ok = fail(r, key, _("%s should be a list like { \"a\", \"b\" }, without names"), key);
    else if (n == 0) ok = fail(r, key, _("%s is empty: leave it out for the default"), key);
    else if (n > max) ok = fail(r, key, _("%s has %lld names, too many"), key, n);
    for (long long i = 1; ok && i <= n; i++) {
        char *name = names[i - 1];
        int item = lp_lua_index_string(r->L, i, name, LP_CONFIG_NAME, r->diag);
        if (item < 0) ok = fail_diag(r, key);
        else if (item == 0) /* a hole: name is not written (a misspelt name without quotes reads as nil) */
            ok = fail(r, key, _("%s has nothing at item %lld: write each name in quotes, like \"toycar\""), key, i);
        else if (!name_ok(name)) ok = fail(r, key, _("'%s' is not a file name (letters, digits, _ - . only; item %lld)"), name, i);
        for (long long j = 1; ok && j < i; j++)
            if (!strcmp(names[j - 1], name)) ok = fail(r, key, _("'%s' is listed twice (item %lld)"), name, i);
    }
    lp_lua_close(r->L);
    if (ok) *count = (int)n;
    return ok;
}

/* A string that must be one of choices[1..n]; returns its index in *out. */
static int get_choice(Reader *r, const char *key, const char *const *choices, int n, int *out)
{
    char s[LP_CONFIG_NAME];
    int got = lp_lua_get_string(r->L, key, s, sizeof s, r->diag);
    if (got < 0) return fail_diag(r, key);
    if (got == 0) return 1;
    for (int i = 1; i <= n; i++)
        if (!strcmp(s, choices[i])) return *out = i, 1;
    char list[120] = "";
    for (int i = 1; i <= n; i++) { /* TRANSLATORS: joins the last two of a list of choices ("a", "b" or "c") */
        strcat(list, i > 1 ? (i == n ? _(" or ") : ", ") : "");
        strcat(list, "\"");
        strcat(list, choices[i]);
        strcat(list, "\"");
    }
    /* TRANSLATORS: "%s.%s" is a setting ("settings.hint_style"), then its value, then the choices */
    return fail(r, key, _("%s.%s is \"%s\", it should be %s"), prefix(r), key, s, list);
}

static int open_section(Reader *r, const char *name, int *opened)
{
    r->section = "";
    int got = lp_lua_open_field(r->L, name, r->diag);
    if (got < 0) return fail_diag(r, name);
    *opened = got;
    r->section = name;
    return 1;
}

/* The data folder has rel_dir/NAME SUFFIX (always 1 without a data folder). */
static int data_has(const Reader *r, const char *rel_dir, const char *name, const char *suffix)
{
    if (!r->data_dir) return 1;
    char path[1400];
    snprintf(path, sizeof path, "%s/%s/%s%s", r->data_dir, rel_dir, name, suffix);
    FILE *f = fopen(path, "rb");
    if (f) fclose(f);
    return f != NULL;
}

/* Every lesson level listed for mode is a file in levels/<mode>/. */
static int check_levels(Reader *r, const char *mode, const LpConfigLevels *levels)
{
    char dir[32];
    snprintf(dir, sizeof dir, "levels/%s", mode);
    for (int i = 0; i < levels->count; i++) {
        if (data_has(r, dir, levels->names[i], ".level")) continue;
        /* TRANSLATORS: the first and last %s are a mode's name ("toycar"), the second a level's */
        return fail(r, "levels", _("%s.levels: there is no level '%s' in levels/%s/ (item %lld)"), mode,
                    levels->names[i], mode, (long long)i + 1);
    }
    return 1;
}

static int read_toycar(Reader *r, LpConfig *c)
{
    static const char *const keys[] = {"start_length", "start_loops", "length_step", "population", "generations", "levels", NULL};
    if (!check_keys(r, keys)) return 0;
    if (!get_int(r, "start_length", LP_PM_MIN_LENGTH, LP_PM_MAX_LENGTH, &c->toycar.start_length)) return 0;
    if (!get_int(r, "start_loops", 0, 8, &c->toycar.start_loops)) return 0;
    if (!get_int(r, "length_step", 1, 10, &c->toycar.length_step)) return 0;
    if (!get_int(r, "population", 10, 5000, &c->toycar.population)) return 0;
    if (!get_int(r, "generations", 10, 5000, &c->toycar.generations)) return 0;
    int length, loops;
    lp_config_toycar(c, &length, &loops, NULL, NULL, NULL);
    if (loops * 5 > length)
        return fail(r, "start_loops", _("toycar.start_loops needs a start_length of at least 5 per loop (%d loops)"), loops);
    if (!get_names(r, "levels", c->toycar.levels.names, LP_CONFIG_LEVELS, &c->toycar.levels.count)) return 0;
    return check_levels(r, "toycar", &c->toycar.levels);
}

static int read_bots(Reader *r, LpConfig *c)
{
    static const char *const keys[] = {"start_size", "min_size", "max_size", "templates", "levels", "blocks", NULL};
    if (!check_keys(r, keys)) return 0;
    if (!get_choice(r, "blocks", blocks_names, 2, &c->bots.blocks)) return 0;
    if (!get_int(r, "start_size", LP_BM_MIN_SIZE, LP_BM_MAX_SIZE, &c->bots.start_size)) return 0;
    if (!get_int(r, "min_size", LP_BM_MIN_SIZE, LP_BM_MAX_SIZE, &c->bots.min_size)) return 0;
    if (!get_int(r, "max_size", LP_BM_MIN_SIZE, LP_BM_MAX_SIZE, &c->bots.max_size)) return 0;
    int start, lo, hi;
    lp_config_bots(c, &start, &lo, &hi);
    if (lo > hi) return fail(r, "min_size", _("bots.min_size is bigger than bots.max_size (%d)"), hi);
    if (start < lo || start > hi)
        return fail(r, "start_size", _("bots.start_size should be from min_size to max_size (%d)"), start);
    if (!get_names(r, "templates", c->bots.templates, LP_CONFIG_TEMPLATES, &c->bots.template_count)) return 0;
    /* a shipped template or a teacher's own file in scripts/templates/ (its puzzles get codes named
     * by its content: generators/bots/template_code.c) */
    for (int i = 0; i < c->bots.template_count; i++)
        if (!data_has(r, "scripts/templates", c->bots.templates[i], ".template"))
            return fail(r, "templates",
                        /* TRANSLATORS: keep the templates' names; %d is the item's place in the list */
                        _("bots.templates: there is no template '%s' in scripts/templates/ (short_loop, long_loop, "
                          "short_function, long_function or a .template file of your own; item %d)"),
                        c->bots.templates[i], i + 1);
    if (!get_names(r, "levels", c->bots.levels.names, LP_CONFIG_LEVELS, &c->bots.levels.count)) return 0;
    return check_levels(r, "bots", &c->bots.levels);
}

static int read_mays(Reader *r, LpConfig *c)
{
    static const char *const keys[] = {"start_step", "grammar", "levels", NULL};
    if (!check_keys(r, keys)) return 0;
    if (!get_int(r, "start_step", 1, lp_mmodel_steps(), &c->mays.start_step)) return 0;
    int got = lp_lua_get_string(r->L, "grammar", c->mays.grammar, sizeof c->mays.grammar, r->diag);
    if (got < 0) return fail_diag(r, "grammar");
    if (got > 0) {
        size_t n = strlen(c->mays.grammar);
        if (!name_ok(c->mays.grammar) || n < 5 || strcmp(c->mays.grammar + n - 4, ".lua") != 0)
            return fail(r, "grammar", _("mays.grammar \"%s\" should be a file name in scripts/grammars/ ending in .lua"), c->mays.grammar);
        if (!data_has(r, "scripts/grammars", c->mays.grammar, ""))
            return fail(r, "grammar", _("mays.grammar: there is no grammar \"%s\" in scripts/grammars/"), c->mays.grammar);
    }
    if (!get_names(r, "levels", c->mays.levels.names, LP_CONFIG_LEVELS, &c->mays.levels.count)) return 0;
    return check_levels(r, "mays", &c->mays.levels);
}

static int read_dungeon(Reader *r, LpConfig *c)
{
    static const char *const keys[] = {"flowchart", NULL};
    if (!check_keys(r, keys)) return 0;
    char *f = c->dungeon.flowchart;
    int got = lp_lua_get_string(r->L, "flowchart", f, sizeof c->dungeon.flowchart, r->diag);
    if (got < 0) return fail_diag(r, "flowchart");
    if (got > 0) {
        size_t n = strlen(f);
        if (!name_ok(f) || n < 5 || strcmp(f + n - 4, ".lua") != 0 || !strcmp(f, "rooms.lua"))
            return fail(r, "flowchart", _("dungeon.flowchart \"%s\" should be a flowchart's file name in scripts/dungeons/ ending in .lua"), f);
        if (!data_has(r, "scripts/dungeons", f, ""))
            return fail(r, "flowchart", _("dungeon.flowchart: there is no flowchart \"%s\" in scripts/dungeons/"), f);
    }
    return 1;
}

static int read_settings(Reader *r, LpConfig *c)
{
    static const char *const keys[] = {"modes", "toycar", "bots", "mays", "dungeon", "tries_before_hint", "hint_style",
                                       "lesson_order", NULL};
    int got = lp_lua_open_global(r->L, "settings", r->diag);
    if (got < 0) return fail_diag(r, NULL);
    if (got == 0) return lp_diag_set(r->diag, r->path, 1, "%s", _("the file should set settings = { ... } (see scripts/difficulty/default.lua)"));
    if (!check_keys(r, keys)) return 0;
    char modes[LP_CONFIG_MODES][LP_CONFIG_NAME];
    int mode_count = 0;
    if (!get_names(r, "modes", modes, LP_CONFIG_MODES, &mode_count)) return 0;
    for (int i = 0; i < mode_count; i++) {
        int m = lp_mode_parse(modes[i]);
        if (m < 0 || m >= LP_CONFIG_MODES)
            return fail(r, "modes", _("settings.modes: there is no mode '%s' (toycar, bots, mays or dungeon; item %d)"), modes[i], i + 1);
        c->modes[i] = (LpMode)m;
    }
    c->mode_count = mode_count;
    if (!get_int(r, "tries_before_hint", 1, 20, &c->tries_before_hint)) return 0;
    if (!get_choice(r, "hint_style", hint_names, 3, &c->hint_style)) return 0;
    if (!get_choice(r, "lesson_order", order_names, 2, &c->lesson_order)) return 0;
    static const char *const sections[] = {"toycar", "bots", "mays", "dungeon"};
    int (*const readers[])(Reader *, LpConfig *) = {read_toycar, read_bots, read_mays, read_dungeon};
    for (int s = 0; s < 4; s++) {
        int opened = 0;
        if (!open_section(r, sections[s], &opened)) return 0;
        int ok = !opened || readers[s](r, c);
        if (opened) lp_lua_close(r->L);
        r->section = "";
        if (!ok) return 0;
    }
    return 1;
}

static char *read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 20, n;
    char *text = malloc(cap + 1);
    if (text) {
        n = fread(text, 1, cap, f);
        text[n] = '\0';
    }
    fclose(f);
    return text;
}

/* After the script ran (ran: it succeeded): read its settings into out. text is the script's
 * text with a NUL after it (NULL: lines unknown), owned here. */
static int finish(LpLua *L, int ran, const char *file, char *text, const char *data_dir, LpConfig *out, LpDiag *diag)
{
    int ok = ran;
    if (ok) {
        LpConfig c;
        lp_config_defaults(&c);
        Reader r = {.L = L, .path = file, .text = text, .section = "", .data_dir = data_dir, .diag = diag};
        ok = read_settings(&r, &c);
        lp_lua_close_all(L);
        if (ok) *out = c;
    }
    free(text);
    lp_lua_destroy(L);
    return ok;
}

int lp_config_load(const char *path, const char *data_dir, LpConfig *out, LpDiag *diag)
{
    LpDiag local;
    if (!diag) diag = &local;
    lp_config_defaults(out);
    LpLua *L = lp_lua_create(NULL);
    if (!L) return lp_diag_set(diag, path, 0, "%s", _("out of memory"));
    int ran = lp_lua_run_file(L, path, diag);
    return finish(L, ran, path, ran ? read_text(path) : NULL, data_dir, out, diag);
}

int lp_config_parse(const char *text, size_t len, const char *label, const char *data_dir, const LpLuaDesc *lua,
                    LpConfig *out, LpDiag *diag)
{
    LpDiag local;
    if (!diag) diag = &local;
    if (!label || !label[0]) label = "script";
    lp_config_defaults(out);
    LpLua *L = lp_lua_create(lua);
    if (!L) return lp_diag_set(diag, label, 0, "%s", _("out of memory"));
    if (len > 1024u * 1024u) { /* as lp_lua_run_file refuses a file */
        lp_lua_destroy(L);
        return lp_diag_set(diag, label, 0, _("the file is too big (over %u KiB)"), 1024u);
    }
    int ran = lp_lua_run_string(L, text, len, label, diag);
    char *copy = ran ? malloc(len + 1) : NULL; /* for the lines of keys; NUL-terminated */
    if (copy) {
        if (len) memcpy(copy, text, len);
        copy[len] = '\0';
    }
    return finish(L, ran, label, copy, data_dir, out, diag);
}
