/* grammar.c - loading, checking and traversing the May's Journey shape grammar (grammar.h).
 * Depends on core luahost (the only way to Lua), diag, rng, and mays.h / mays_build.h types. */
#include "grammar.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "core/luahost.h"

static const char *const family_names[MJ_FAM_COUNT] = {
    "", "block_move", "statue_move", "block_rotate", "statue_rotate", "block_stop", "door_open", "lever"};
/* The object tokens each family's shapes hold exactly one of. */
static const char *const family_objects[MJ_FAM_COUNT] = {
    "", "m. M.", "S. FS", "rr RR", "FS", "mb MB", "DC", "LV"};

MjFamily mj_grammar_family(const char *name)
{
    for (int f = 1; f < MJ_FAM_COUNT; f++)
        if (strcmp(name, family_names[f]) == 0) return (MjFamily)f;
    return MJ_FAM_NONE;
}

const char *mj_grammar_family_name(MjFamily family)
{
    return family > 0 && family < MJ_FAM_COUNT ? family_names[family] : "none";
}

int mj_grammar_find(const MjGrammar *g, const char *name)
{
    for (int i = 0; i < g->rule_count; i++)
        if (strcmp(g->rules[i].name, name) == 0) return i;
    return -1;
}

/* ---- tiles ---- */

/* Tokens a shape may use: the level file's (without the placements EN, PL, CT, SG, DO) and the
 * grammar's own "@@" (path) and "--" (free). */
static const char *const tiles =
    ".. ~~ ## @@ -- m. M. rr r. RR R. mb MB FS S. PP bh BR KH FU FL LV DC DH ";
static const char *const code_objects = "m. M. rr RR mb MB FS S. DC LV ";

static int in_list(const char *list, const char *token)
{
    for (const char *p = list; p[0] && p[1]; p += (p[2] == ' ') ? 3 : 2)
        if (p[0] == token[0] && p[1] == token[1]) return 1;
    return 0;
}

static int count_tokens(const MjGrammarRule *r, const char *list)
{
    int n = 0;
    for (int y = 0; y < r->height; y++)
        for (int x = 0; x < r->width; x++) {
            const MjGrammarCell *c = &r->cells[y][x];
            if (c->tile[0] && in_list(list, c->tile)) n++;
            if (c->over[0] && in_list(list, c->over)) n++;
        }
    return n;
}

static int has_token(const MjGrammarRule *r, const char *token)
{
    char list[4] = {token[0], token[1], ' ', '\0'};
    return count_tokens(r, list) > 0;
}

/* ---- loading ---- */

typedef struct Loader {
    LpLua *lua;
    MjGrammar *g;
    LpDiag *diag;
    const char *file;
} Loader;

static int fail(Loader *ld, int line, const char *fmt, const char *a, const char *b, const char *c)
{
    char message[256];
    snprintf(message, sizeof message, fmt, a, b ? b : "", c ? c : "");
    return lp_diag_set(ld->diag, ld->file, line, "%s", message);
}

/* One row of a map: tokens separated by single spaces. */
static int parse_row(Loader *ld, MjGrammarRule *r, int y, const char *row)
{
    int x = 0;
    const char *p = row;
    char where[64];
    snprintf(where, sizeof where, "%d", y + 1);
    while (*p) {
        size_t n = strcspn(p, " ");
        if (n != 2 && n != 4) {
            char token[16];
            snprintf(token, sizeof token, "%.*s", (int)(n < 12 ? n : 12), p);
            /* TRANSLATORS: a mistake in a May's Journey shape grammar (scripts/grammars/README.md); the
             * grammar's words (map, does, facing, kind, complexity, weight, reveal, hide, open, maze, reward)
             * and tiles (S.PP, KH, FS...) are the file's: keep them */
            return fail(ld, r->line, _("rule '%s': map row %s has '%s': tiles are 2 characters (or 4, like S.PP), one space apart"),
                        r->name, where, token);
        }
        if (x >= MJ_SHAPE_MAX) {
            char max[8];
            snprintf(max, sizeof max, "%d", MJ_SHAPE_MAX);
            return fail(ld, r->line, _("rule '%s': map row %s is wider than %s tiles"), r->name, where, max);
        }
        char a[3] = {p[0], p[1], 0}, b[3] = {n == 4 ? p[2] : 0, n == 4 ? p[3] : 0, 0};
        MjGrammarCell *c = &r->cells[y][x];
        if (n == 4) {
            if (!in_list("M. S. FS ", a) || strcmp(b, "PP") != 0) {
                char token[5] = {p[0], p[1], p[2], p[3], 0};
                return fail(ld, r->line,
                            _("rule '%s': map row %s has '%s': only M., S. or FS can stand on a plate (M.PP)"),
                            r->name, where, token);
            }
            memcpy(c->over, a, 3);
            memcpy(c->tile, b, 3);
        } else {
            if (!in_list(tiles, a))
                return fail(ld, r->line, _("rule '%s': map row %s has '%s', which is not a tile (see scripts/grammars/README.md)"),
                            r->name, where, a);
            if (strcmp(a, "--") != 0) memcpy(c->tile, a, 3);
        }
        x++;
        p += n;
        if (*p == ' ') {
            p++;
            if (*p == ' ' || *p == '\0')
                return fail(ld, r->line, _("rule '%s': map row %s: put exactly one space between tiles"), r->name, where,
                            NULL);
        }
    }
    if (y == 0) r->width = x;
    if (x != r->width)
        return fail(ld, r->line, _("rule '%s': map row %s is not as wide as the first row"), r->name, where, NULL);
    if (x == 0) return fail(ld, r->line, _("rule '%s': map row %s is empty"), r->name, where, NULL);
    return 1;
}

static int parse_effects(Loader *ld, MjGrammarRule *r, const char *does)
{
    const char *p = does;
    while (*p) {
        while (*p == ' ' || *p == ',') p++;
        if (!*p) break;
        char verb[16] = "", target[8] = "";
        int used = 0;
        if (sscanf(p, "%15s %7[^ ,]%n", verb, target, &used) != 2 || used <= 0)
            return fail(ld, r->line, _("rule '%s': does \"%s\" should read like \"reveal KH\" or \"open DC\""), r->name,
                        does, NULL);
        p += used;
        int effect = strcmp(verb, "reveal") == 0 ? MJ_REVEAL
                     : strcmp(verb, "hide") == 0 ? MJ_HIDE
                     : strcmp(verb, "open") == 0 ? MJ_OPEN
                                                 : -1;
        int ok = strlen(target) == 2 &&
                 ((effect == MJ_REVEAL && in_list("KH bh DH ", target)) || (effect == MJ_HIDE && !strcmp(target, "BR")) ||
                  (effect == MJ_OPEN && !strcmp(target, "DC")));
        if (!ok)
            return fail(ld, r->line,
                        _("rule '%s': does \"%s %s\": say reveal KH, reveal bh, reveal DH, hide BR or open DC"), r->name,
                        verb, target);
        if (r->effect_count >= MJ_GRAMMAR_MAX_EFFECTS)
            return fail(ld, r->line, _("rule '%s': does has more than 4 effects"), r->name, NULL, NULL);
        /* a key or a door may be placed later (step 7); hidden and revealed blocks are in the map */
        if ((!strcmp(target, "bh") || !strcmp(target, "BR")) && !has_token(r, target))
            return fail(ld, r->line, _("rule '%s': does \"%s %s\" but the map has no such tile"), r->name, verb, target);
        r->effects[r->effect_count].effect = (uint8_t)effect;
        memcpy(r->effects[r->effect_count].target, target, 3);
        r->effect_count++;
    }
    return 1;
}

/* Two arms of each L centre, at right angles, of its height. */
static int check_lblocks(Loader *ld, MjGrammarRule *r)
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    int centres = 0;
    for (int y = 0; y < r->height; y++)
        for (int x = 0; x < r->width; x++) {
            const char *t = r->cells[y][x].tile;
            if (strcmp(t, "rr") != 0 && strcmp(t, "RR") != 0) continue;
            centres++;
            const char *arm = t[0] == 'r' ? "r." : "R.";
            int arms = 0, mask = 0;
            for (int d = 0; d < 4; d++) {
                int nx = x + dx[d], ny = y + dy[d];
                if (nx >= 0 && ny >= 0 && nx < r->width && ny < r->height && !strcmp(r->cells[ny][nx].tile, arm)) {
                    arms++;
                    mask |= 1 << d;
                }
            }
            if (arms != 2 || mask == 5 || mask == 10)
                return fail(ld, r->line, _("rule '%s': the L block %s needs two %s arms at right angles"), r->name, t,
                            arm);
        }
    if (count_tokens(r, "r. R. ") != 2 * centres)
        return fail(ld, r->line, _("rule '%s': every L arm (r. R.) belongs next to its centre (rr RR)"), r->name, NULL,
                    NULL);
    return 1;
}

static int load_shape(Loader *ld, MjGrammarRule *r)
{
    LpLua *lua = ld->lua;
    r->is_shape = 1;
    r->facing = -1;
    long long c = 0;
    int got = lp_lua_get_integer(lua, "complexity", &c, ld->diag);
    if (got < 0) return 0;
    if (got == 0 || c < 1 || c > 3)
        return fail(ld, r->line, _("rule '%s': complexity must be 1 (simple), 2 or 3 (complex)"), r->name, NULL, NULL);
    r->complexity_milli = (int)c * 1000;
    char text[160];
    got = lp_lua_get_string(lua, "kind", text, sizeof text, ld->diag);
    if (got < 0) return 0;
    if (got == 0 || (strcmp(text, "maze") != 0 && strcmp(text, "reward") != 0))
        return fail(ld, r->line, _("rule '%s': kind must be \"maze\" or \"reward\""), r->name, NULL, NULL);
    r->kind = strcmp(text, "maze") == 0 ? MJ_SHAPE_MAZE : MJ_SHAPE_REWARD;
    int opened = lp_lua_open_field(lua, "map", ld->diag);
    if (opened < 0) return 0;
    if (opened == 0) return fail(ld, r->line, _("rule '%s': a shape needs a map"), r->name, NULL, NULL);
    long long rows = lp_lua_length(lua);
    if (rows < 1 || rows > MJ_SHAPE_MAX) {
        lp_lua_close(lua);
        char max[8];
        snprintf(max, sizeof max, "%d", MJ_SHAPE_MAX);
        return fail(ld, r->line, _("rule '%s': a map has 1 to %s rows"), r->name, max, NULL);
    }
    r->height = (int)rows;
    for (int y = 0; y < r->height; y++) {
        char row[64];
        int ok = lp_lua_index_string(lua, y + 1, row, sizeof row, ld->diag);
        if (ok <= 0) {
            lp_lua_close(lua);
            return ok < 0 ? 0 : fail(ld, r->line, _("rule '%s': map row is missing"), r->name, NULL, NULL);
        }
        if (!parse_row(ld, r, y, row)) {
            lp_lua_close(lua);
            return 0;
        }
    }
    lp_lua_close(lua);
    int objects = count_tokens(r, code_objects);
    if (objects == 0)
        return fail(ld, r->line, _("rule '%s': the map has no object tile for the code to command (m. M. rr RR mb MB FS S. DC LV)"),
                    r->name, NULL, NULL);
    if (count_tokens(r, "@@ ") == 0)
        return fail(ld, r->line, _("rule '%s': mark with @@ at least one tile the path must reach"), r->name, NULL, NULL);
    if (!check_lblocks(ld, r)) return 0;
    got = lp_lua_get_string(lua, "facing", text, sizeof text, ld->diag);
    if (got < 0) return 0;
    int statues = count_tokens(r, "FS ");
    if (got) {
        const char *dirs = "NESW";
        const char *d = strlen(text) == 1 ? strchr(dirs, text[0]) : NULL;
        if (!d || !text[0]) return fail(ld, r->line, _("rule '%s': facing must be \"N\", \"E\", \"S\" or \"W\""), r->name, NULL, NULL);
        if (!statues) return fail(ld, r->line, _("rule '%s': facing is for a fire statue (FS), and the map has none"), r->name, NULL, NULL);
        r->facing = (int)(d - dirs);
    } else if (statues) {
        return fail(ld, r->line, _("rule '%s': say which way the fire statue faces when solved: facing = \"E\""), r->name,
                    NULL, NULL);
    }
    got = lp_lua_get_string(lua, "does", text, sizeof text, ld->diag);
    if (got < 0) return 0;
    if (got) {
        if (count_tokens(r, "PP FU FL LV ") != 1)
            return fail(ld, r->line, _("rule '%s': does needs exactly one plate, fire pit or lever (PP FU LV) in the map"),
                        r->name, NULL, NULL);
        if (!parse_effects(ld, r, text)) return 0;
    }
    return 1;
}

static int load_choice(Loader *ld, MjGrammarRule *r)
{
    long long n = lp_lua_length(ld->lua);
    if (n < 1) return fail(ld, r->line, _("rule '%s' has no alternatives (and no map): name other rules in it"), r->name, NULL, NULL);
    if (n > MJ_GRAMMAR_MAX_ALTS) return fail(ld, r->line, _("rule '%s' has more than 12 alternatives"), r->name, NULL, NULL);
    r->alt_count = (int)n;
    for (int i = 0; i < r->alt_count; i++) {
        char name[MJ_GRAMMAR_NAME_MAX];
        int ok = lp_lua_index_string(ld->lua, i + 1, name, sizeof name, ld->diag);
        if (ok < 0) return 0;
        int target = ok ? mj_grammar_find(ld->g, name) : -1;
        if (target < 0)
            return fail(ld, r->line, _("rule '%s' names '%s', which is not a rule"), r->name, ok ? name : "nil", NULL);
        r->alts[i] = (int16_t)target;
    }
    return 1;
}

static int load_rule(Loader *ld, int index)
{
    LpLua *lua = ld->lua;
    MjGrammarRule *r = &ld->g->rules[index];
    int opened = lp_lua_open_field(lua, r->name, ld->diag);
    if (opened <= 0) return opened == 0 ? fail(ld, 0, _("rule '%s' is empty"), r->name, NULL, NULL) : 0;
    r->line = lp_lua_line(lua);
    int ok = 1;
    long long w = 1000;
    int got = lp_lua_get_milli(lua, "weight", &w, ld->diag);
    if (got < 0) ok = 0;
    if (ok && (w <= 0 || w > (long long)MJ_GRAMMAR_WEIGHT_MAX * 1000))
        ok = fail(ld, r->line, _("rule '%s': weight must be more than 0 (and at most 1000)"), r->name, NULL, NULL);
    r->weight_milli = (int)w;
    if (ok && lp_lua_get_string(lua, "note", r->note, sizeof r->note, ld->diag) < 0) ok = 0;
    long long since = 0;
    if (ok && (got = lp_lua_get_integer(lua, "since", &since, ld->diag)) < 0) ok = 0;
    if (ok && got > 0 && (since < 1 || since > 99))
        ok = fail(ld, r->line, _("rule '%s': since must be a May's Journey generator version (1 to 99)"),
                  r->name, NULL, NULL);
    r->since = (int)since;
    if (ok) {
        const char *declared = lp_lua_declared_as(lua);
        int is_shape = strcmp(lp_lua_field_type(lua, "map"), "nil") != 0 || strcmp(declared, "shape") == 0;
        ok = is_shape ? load_shape(ld, r) : load_choice(ld, r);
    }
    lp_lua_close(lua);
    return ok;
}

/* Reject cycles (a rule that leads back to itself) and compute choices' complexity. */
static int walk(Loader *ld, int i, uint8_t *state, int *stack, int depth)
{
    MjGrammarRule *r = &ld->g->rules[i];
    if (state[i] == 2) return 1;
    if (state[i] == 1) {
        char chain[200] = "";
        size_t used = 0; /* a long chain is cut at the end of chain[] */
        int from = 0;
        while (from < depth && stack[from] != i) from++;
        for (int k = from; k <= depth && used + 1 < sizeof chain; k++) {
            int n = snprintf(chain + used, sizeof chain - used, "%s%s", k < depth ? ld->g->rules[stack[k]].name : r->name,
                             k < depth ? " -> " : "");
            used = n < 0 ? sizeof chain : used + (size_t)n;
        }
        return fail(ld, r->line, _("rule '%s' leads back to itself (%s)"), r->name, chain, NULL);
    }
    state[i] = 1;
    stack[depth] = i;
    if (!r->is_shape) {
        /* The mean of the alternatives every generator has (a `since` shape's is left out, so the
         * older generators weigh this choice as they did before it came). */
        long long sum = 0, all = 0;
        int n = 0;
        for (int k = 0; k < r->alt_count; k++) {
            if (!walk(ld, r->alts[k], state, stack, depth + 1)) return 0;
            const MjGrammarRule *a = &ld->g->rules[r->alts[k]];
            all += a->complexity_milli;
            if (!a->since) sum += a->complexity_milli, n++;
        }
        if (n == 0) sum = all, n = r->alt_count;
        r->complexity_milli = (int)((sum + n / 2) / n);
    }
    state[i] = 2;
    return 1;
}

/* Every shape family f reaches holds exactly one of its objects. */
static int check_family(Loader *ld, int f, int i, uint8_t *seen)
{
    MjGrammarRule *r = &ld->g->rules[i];
    if (seen[i]) return 1;
    seen[i] = 1;
    if (!r->is_shape) {
        for (int k = 0; k < r->alt_count; k++)
            if (!check_family(ld, f, r->alts[k], seen)) return 0;
        return 1;
    }
    char list[16];
    snprintf(list, sizeof list, "%s ", family_objects[f]);
    int n = count_tokens(r, list);
    if (f == MJ_FAM_STATUE_ROTATE || f == MJ_FAM_STATUE_MOVE) n = count_tokens(r, f == MJ_FAM_STATUE_MOVE ? "S. FS " : "FS ");
    if (n != 1)
        return fail(ld, r->line, _("rule '%s' is reached from family '%s', so its map needs exactly one %s"), r->name,
                    family_names[f], family_objects[f]);
    return 1;
}

static int load_rules(Loader *ld)
{
    LpLua *lua = ld->lua;
    MjGrammar *g = ld->g;
    int opened = lp_lua_open_global(lua, "rules", ld->diag);
    if (opened < 0) return 0;
    if (opened == 0) return fail(ld, 0, _("the grammar has no table 'rules'"), "", NULL, NULL);
    char keys[MJ_GRAMMAR_MAX_RULES][LP_LUA_KEY_MAX];
    int n = lp_lua_keys(lua, keys, MJ_GRAMMAR_MAX_RULES, ld->diag);
    if (n < 0) return 0;
    if (lp_lua_length(lua) > 0) return fail(ld, lp_lua_line(lua), _("rules should be named: rules = { name = ... }"), "", NULL, NULL);
    for (int i = 0; i < n; i++) {
        if (strlen(keys[i]) >= MJ_GRAMMAR_NAME_MAX) return fail(ld, 0, _("the rule name '%s' is too long"), keys[i], NULL, NULL);
        snprintf(g->rules[i].name, sizeof g->rules[i].name, "%s", keys[i]);
    }
    g->rule_count = n;
    for (int i = 0; i < n; i++)
        if (!load_rule(ld, i)) return 0;
    uint8_t state[MJ_GRAMMAR_MAX_RULES] = {0};
    int stack[MJ_GRAMMAR_MAX_RULES + 1];
    for (int i = 0; i < n; i++)
        if (!walk(ld, i, state, stack, 0)) return 0;
    g->family_rule[MJ_FAM_NONE] = -1;
    for (int f = 1; f < MJ_FAM_COUNT; f++) {
        int r = mj_grammar_find(g, family_names[f]);
        if (r < 0)
            return fail(ld, 0,
                        _("there is no rule '%s': every family needs one (block_move, statue_move, block_rotate, "
                          "statue_rotate, block_stop, door_open, lever)"),
                        family_names[f], NULL, NULL);
        g->family_rule[f] = r;
        uint8_t seen[MJ_GRAMMAR_MAX_RULES] = {0};
        if (!check_family(ld, f, r, seen)) return 0;
    }
    return 1;
}

static int load_with(LpLua *lua, int ok, MjGrammar *out, const char *file, LpDiag *diag)
{
    memset(out, 0, sizeof *out);
    snprintf(out->file, sizeof out->file, "%s", file);
    if (ok) {
        Loader ld = {lua, out, diag, file};
        ok = load_rules(&ld);
    }
    lp_lua_destroy(lua);
    if (!ok) {
        memset(out, 0, sizeof *out);
        snprintf(out->file, sizeof out->file, "%s", file);
    }
    return ok;
}

static LpLua *new_host(LpDiag *diag, const char *file)
{
    /* a grammar is data: a small budget and memory are plenty */
    LpLua *lua = lp_lua_create(&(LpLuaDesc){.memory_cap = 4u * 1024u * 1024u, .step_budget = 2000000});
    if (!lua) {
        lp_diag_set(diag, file, 0, "%s", _("out of memory"));
        return NULL;
    }
    lp_lua_add_declarator(lua, "rule");
    lp_lua_add_declarator(lua, "shape");
    return lua;
}

int mj_grammar_load(const char *path, MjGrammar *out, LpDiag *diag)
{
    LpLua *lua = new_host(diag, path);
    if (!lua) {
        memset(out, 0, sizeof *out);
        return 0;
    }
    int ok = lp_lua_run_file(lua, path, diag);
    return load_with(lua, ok, out, path, diag);
}

int mj_grammar_parse(const char *text, size_t len, const char *label, MjGrammar *out, LpDiag *diag)
{
    LpLua *lua = new_host(diag, label);
    if (!lua) {
        memset(out, 0, sizeof *out);
        return 0;
    }
    int ok = lp_lua_run_string(lua, text, len, label, diag);
    return load_with(lua, ok, out, label, diag);
}

#ifndef LOOPLING_SOURCE_DIR
#define LOOPLING_SOURCE_DIR "."
#endif

const MjGrammar *mj_grammar_shipped(const char *path, LpDiag *diag)
{
    static MjGrammar shipped; /* about 40 KiB: loaded once, read by every generation after */
    static char from[1024];
    static int loaded;
    const char *file = path ? path : LOOPLING_SOURCE_DIR "/" MJ_GRAMMAR_SHIPPED;
    if (loaded && strncmp(from, file, sizeof from - 1) == 0) return &shipped;
    loaded = mj_grammar_load(file, &shipped, diag);
    snprintf(from, sizeof from, "%s", file);
    return loaded ? &shipped : NULL;
}

/* ---- picking ---- */

void mj_grammar_penalty_init(MjGrammarPenalty *p, int step_milli)
{
    memset(p, 0, sizeof *p);
    p->step_milli = step_milli < 0 ? 0 : step_milli > 1000 ? 1000 : step_milli;
}

void mj_grammar_penalty_init_for(const MjGrammar *g, int version, MjGrammarPenalty *p, int step_milli)
{
    mj_grammar_penalty_init(p, step_milli);
    for (int i = 0; i < g->rule_count; i++)
        if (g->rules[i].since > version) p->milli[i] = 1000;
}

/* A rule still leads to a shape: not dropped, and a shape or a choice with a live alternative. */
/* Can rule i still lead to a shape the penalty has not dropped? memo[i] (0: not judged yet, 1: yes,
 * 2: no) judges each rule once, so a grammar with very many ways to its shapes (a ladder of
 * choices) costs no more than its size. */
static int alive(const MjGrammar *g, const MjGrammarPenalty *p, int i, uint8_t *memo, int depth)
{
    if (memo[i]) return memo[i] == 1;
    const MjGrammarRule *r = &g->rules[i];
    int live = 0;
    if (p && p->milli[i] >= 1000) live = 0;
    else if (r->is_shape) live = 1;
    else if (depth <= MJ_GRAMMAR_MAX_RULES)
        for (int k = 0; k < r->alt_count && !live; k++) live = alive(g, p, r->alts[k], memo, depth + 1);
    memo[i] = live ? 1 : 2;
    return live;
}

static uint64_t factor(MjDistribution d, int complexity_milli)
{
    uint64_t c = (uint64_t)complexity_milli;
    switch (d) {
    case MJ_DIST_SIMPLE: return (4000 - c) * (4000 - c) / 1000; /* 9000 at 1, 1000 at 3 */
    case MJ_DIST_COMPLEX: return c * c / 1000;                  /* 1000 at 1, 9000 at 3 */
    default: return 1000;
    }
}

/* Uniform in [0, bound) for bound up to 2^64 - 1, from 32-bit draws. */
static uint64_t below64(LpRng *rng, uint64_t bound)
{
    if (bound <= UINT32_MAX) return lp_rng_below(rng, (uint32_t)bound);
    uint64_t threshold = (0 - bound) % bound;
    for (;;) {
        uint64_t r = ((uint64_t)lp_rng_next(rng) << 32) | lp_rng_next(rng);
        if (r >= threshold) return r % bound;
    }
}

int mj_grammar_pick(const MjGrammar *g, MjFamily family, MjDistribution distribution, MjGrammarPenalty *penalty,
                    LpRng *rng)
{
    if (family <= MJ_FAM_NONE || family >= MJ_FAM_COUNT || g->rule_count == 0) return MJ_GRAMMAR_NO_FAMILY;
    int at = g->family_rule[family];
    if (at < 0 || at >= g->rule_count) return MJ_GRAMMAR_NO_FAMILY;
    uint8_t memo[MJ_GRAMMAR_MAX_RULES] = {0};
    if (!alive(g, penalty, at, memo, 0)) return MJ_GRAMMAR_NONE_LEFT;
    for (int steps = 0; steps <= MJ_GRAMMAR_MAX_RULES; steps++) {
        const MjGrammarRule *r = &g->rules[at];
        if (r->is_shape) {
            /* a family whose own rule is a shape: it is used, and charged, as any rule chosen */
            if (steps == 0 && penalty) {
                int v = penalty->milli[at] + penalty->step_milli;
                penalty->milli[at] = (uint16_t)(v > 1000 ? 1000 : v);
            }
            return at;
        }
        uint64_t weights[MJ_GRAMMAR_MAX_ALTS], total = 0;
        memset(memo, 0, sizeof memo); /* the penalty changed with the last step */
        for (int k = 0; k < r->alt_count; k++) {
            int a = r->alts[k];
            weights[k] = 0;
            if (!alive(g, penalty, a, memo, 0)) continue;
            uint64_t left = 1000 - (penalty ? penalty->milli[a] : 0);
            weights[k] = (uint64_t)g->rules[a].weight_milli * factor(distribution, g->rules[a].complexity_milli) * left;
            total += weights[k];
        }
        if (total == 0) return MJ_GRAMMAR_NONE_LEFT;
        uint64_t x = below64(rng, total);
        int k = 0;
        while (x >= weights[k]) x -= weights[k++];
        at = r->alts[k];
        if (penalty) {
            int v = penalty->milli[at] + penalty->step_milli;
            penalty->milli[at] = (uint16_t)(v > 1000 ? 1000 : v);
        }
    }
    return MJ_GRAMMAR_NONE_LEFT;
}

const char *mj_grammar_pick_error(int code)
{
    switch (code) {
    case MJ_GRAMMAR_NO_FAMILY: return "the grammar has no rule for this object";
    case MJ_GRAMMAR_NONE_LEFT: return "every rule for this object has been used up (its penalty reached 1)";
    default: return code >= 0 ? "" : "unknown grammar error";
    }
}

int mj_grammar_to_shape(const MjGrammar *g, int rule, MjShape *out)
{
    memset(out, 0, sizeof *out);
    if (rule < 0 || rule >= g->rule_count || !g->rules[rule].is_shape) return 0;
    const MjGrammarRule *r = &g->rules[rule];
    snprintf(out->name, sizeof out->name, "%s", r->name);
    out->kind = r->kind;
    out->complexity = r->complexity_milli / 1000;
    out->w = r->width;
    out->h = r->height;
    for (int y = 0; y < r->height; y++)
        for (int x = 0; x < r->width; x++) {
            const MjGrammarCell *c = &r->cells[y][x];
            snprintf(out->cell[y][x], 3, "%s", strcmp(c->tile, "@@") == 0 ? ".." : c->tile);
            snprintf(out->over[y][x], 3, "%s", c->over);
            out->reach[y][x] = (uint8_t)(strcmp(c->tile, "@@") == 0);
        }
    out->facing = (uint8_t)(r->facing < 0 ? 0 : r->facing);
    for (int i = 0; i < r->effect_count && !out->reveals; i++) {
        const char *t = r->effects[i].target;
        out->reveals = !strcmp(t, "KH")   ? MJ_KEY
                       : !strcmp(t, "bh") ? MJ_HIDDEN_BLOCK
                       : !strcmp(t, "DH") ? MJ_HIDDEN_DOOR
                       : !strcmp(t, "DC") ? MJ_DOOR
                                          : 0;
    }
    return 1;
}
