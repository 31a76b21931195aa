/* flowchart_check.c - the flowchart's static checks (flowchart_check.h): each value checked as
 * flowchart.c reads it (names, tiles, whole numbers in range, known words, a puzzle's mode ranges
 * and files); once both Lua files are read, names resolved across them and every way through the
 * options walked (keys, actions, the room budget, doors of the main path). Messages are file:line:
 * words a teacher can act on, with "Did you mean" for a misspelling. Depends on core luahost, diag
 * and mode and on the dungeon rules' tiles (modes/dungeon); uses nothing of flowchart.c. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "dungeon/flowchart_check.h"

#define FAIL(ld, line, ...) dg_fc_fail((ld), (ld)->file, (line), __VA_ARGS__)

int dg_fc_fail(const DgFcLoader *ld, const char *file, int line, const char *fmt, ...)
{
    char message[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    return lp_diag_set(ld->diag, file, line, "%s", message);
}

/* ---- helpers for messages ---- */

/* Letters to change, add or drop to turn a into b (names up to 63 letters; longer: far). */
static int distance(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    if (la > 63 || lb > 63) return 99;
    int prev[64], row[64];
    for (size_t j = 0; j <= lb; j++)
        prev[j] = (int)j;
    for (size_t i = 1; i <= la; i++) {
        row[0] = (int)i;
        for (size_t j = 1; j <= lb; j++) {
            int change = prev[j - 1] + (a[i - 1] != b[j - 1]);
            int add = row[j - 1] + 1, drop = prev[j] + 1;
            row[j] = change < add ? (change < drop ? change : drop) : (add < drop ? add : drop);
        }
        memcpy(prev, row, sizeof row);
    }
    return prev[lb];
}

const char *dg_fc_closest(const char *word, const char *names, size_t stride, int count)
{
    /* short words are easily near each other: one letter off for them, two for longer ones */
    int best_d = strlen(word) >= 5 ? 3 : 2;
    const char *best = NULL;
    for (int i = 0; i < count; i++) {
        const char *name = names + (size_t)i * stride;
        int d = distance(word, name);
        if (d > 0 && d < best_d) best_d = d, best = name;
    }
    return best;
}

const char *dg_fc_closest_word(const char *word, const char *words, char *out, size_t cap)
{
    char list[24][DG_NAME];
    int n = 0;
    for (const char *p = words; *p && n < 24;) {
        size_t len = strcspn(p, " ");
        if (len > 0 && len < DG_NAME) snprintf(list[n++], DG_NAME, "%.*s", (int)len, p);
        p += len;
        while (*p == ' ')
            p++;
    }
    const char *best = dg_fc_closest(word, list[0], DG_NAME, n);
    if (!best) return NULL;
    snprintf(out, cap, "%s", best);
    return out;
}

int dg_fc_line_of(const char *text, size_t len, const char *key)
{
    size_t klen = strlen(key);
    int line = 1;
    for (size_t i = 0; i < len; line++) {
        size_t j = i;
        while (j < len && (text[j] == ' ' || text[j] == '\t'))
            j++;
        if (j + klen <= len && memcmp(text + j, key, klen) == 0) {
            size_t k = j + klen;
            while (k < len && (text[k] == ' ' || text[k] == '\t'))
                k++;
            if (k < len && text[k] == '=' && (k + 1 >= len || text[k + 1] != '=')) return line;
        }
        while (i < len && text[i] != '\n')
            i++;
        i++;
    }
    return 0;
}

/* ". Did you mean 'x'?" when a name is near, else "" (for the end of a message). */
static const char *did_you_mean(const char *guess, char *out, size_t cap)
{
    if (!guess) return "";
    /* TRANSLATORS: ends a message about a misspelt name */
    snprintf(out, cap, _(". Did you mean '%s'?"), guess);
    return out;
}

/* A puzzle's robot template or lesson file exists under data_dir. */
static int puzzle_files(const DgFcLoader *ld, const DgPuzzleSpec *p)
{
    char file[600];
    const char *mode = lp_mode_name(p->mode);
    if (p->lesson)
        snprintf(file, sizeof file, "%s/levels/%s/%s.level", ld->data_dir, mode, p->name);
    else if (p->mode == LP_MODE_BOTS)
        snprintf(file, sizeof file, "%s/scripts/templates/%s.template", ld->data_dir, p->name);
    else
        return 1;
    FILE *fp = fopen(file, "rb");
    if (fp) {
        fclose(fp);
        return 1;
    }
    if (p->lesson)
        return dg_fc_fail(ld, ld->file, p->line, _("there is no %s lesson '%s' (no file levels/%s/%s.level)"),
                          mode, p->name, mode, p->name);
    return dg_fc_fail(
        ld, ld->file, p->line,
        _("there is no robot template '%s' (no file scripts/templates/%s.template; try short_loop, "
          "long_loop, short_function or long_function)"),
        p->name, p->name);
}

/* ---- reading values (flowchart_check.h: 1 read, 0 missing, -1 wrong) ---- */

/* A host reader failed: its message names the host's label; say the whole path, and a line. */
int dg_fc_host_error(const DgFcLoader *ld)
{
    snprintf(ld->diag->file, sizeof ld->diag->file, "%s", ld->file);
    lp_text_clean(ld->diag->file);
    if (!ld->diag->line) ld->diag->line = ld->fallback_line;
    return 0;
}

/* The line of the open table (its declaration, or its parent's), else the fallback. */
int dg_fc_here(const DgFcLoader *ld)
{
    int line = lp_lua_line(ld->lua);
    return line ? line : ld->fallback_line;
}

static int type_is(DgFcLoader *ld, const char *key, const char *type)
{
    return strcmp(lp_lua_field_type(ld->lua, key), type) == 0;
}

int dg_fc_has(DgFcLoader *ld, const char *key)
{
    return !type_is(ld, key, "nil");
}

static int in_words(const char *words, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = words; *p;) {
        size_t len = strcspn(p, " ");
        if (len == n && strncmp(p, word, n) == 0) return 1;
        p += len;
        while (*p == ' ')
            p++;
    }
    return 0;
}

/* Every named field of the open table is one of words ("rooms gives needs"): a misspelt word
 * would otherwise be left out without a sound. Returns 1 or 0. */
int dg_fc_words(DgFcLoader *ld, const char *owner, const char *words)
{
    char keys[24][LP_LUA_KEY_MAX], guess[DG_NAME];
    int n = lp_lua_keys(ld->lua, keys, 24, ld->diag);
    if (n < 0) return dg_fc_host_error(ld);
    for (int i = 0; i < n; i++) {
        if (in_words(words, keys[i])) continue;
        if (dg_fc_closest_word(keys[i], words, guess, sizeof guess))
            return FAIL(ld, dg_fc_here(ld), _("%s: '%s' is not a word it knows. Did you mean '%s'?"), owner,
                        keys[i], guess);
        return FAIL(ld, dg_fc_here(ld), _("%s: '%s' is not a word it knows (it knows: %s)"), owner, keys[i],
                    words);
    }
    return 1;
}

/* The open table was written decl { ... } (or as a plain table). */
int dg_fc_declared(DgFcLoader *ld, const char *owner, const char *decl)
{
    const char *as = lp_lua_declared_as(ld->lua);
    if (!as[0] || !strcmp(as, decl)) return 1;
    return FAIL(ld, dg_fc_here(ld), _("%s should be written %s { ... }, not %s { ... }"), owner, decl, as);
}

/* A name (string) no longer than DG_NAME - 1 letters, from field key or (key NULL) item index. */
int dg_fc_name(DgFcLoader *ld, const char *owner, const char *key, long long index, char out[DG_NAME])
{
    char text[LP_LUA_KEY_MAX * 2];
    int got = key ? lp_lua_get_string(ld->lua, key, text, sizeof text, ld->diag)
                  : lp_lua_index_string(ld->lua, index, text, sizeof text, ld->diag);
    if (got < 0) return dg_fc_host_error(ld) - 1;
    if (got == 0) return 0;
    if (!text[0] || strlen(text) >= DG_NAME)
        return FAIL(ld, dg_fc_here(ld), _("%s: the name \"%.40s\" should be 1 to %d letters long"), owner, text,
                    DG_NAME - 1) -
               1;
    memcpy(out, text, strlen(text) + 1);
    return 1;
}

/* A number, or two numbers { a, b }, all whole, into v (one number: both the same). Returns 1 or
 * 2 (how many were written), 0 missing, -1 wrong. form says the two ("{ lo, hi }"); NULL: one
 * number only. */
static int read_numbers(DgFcLoader *ld, const char *owner, const char *key, const char *form, long long v[2])
{
    LpLua *lua = ld->lua;
    const char *type = lp_lua_field_type(lua, key);
    int line = dg_fc_here(ld), count = 1;
    if (!strcmp(type, "nil")) return 0;
    if (!form && strcmp(type, "number"))
        return FAIL(ld, line, _("%s: %s must be a number (it is a %s)"), owner, key, type) - 1;
    if (!strcmp(type, "number")) {
        if (lp_lua_get_milli(lua, key, &v[0], ld->diag) < 0) return dg_fc_host_error(ld) - 1;
        v[1] = v[0];
    } else if (!strcmp(type, "table")) {
        if (lp_lua_open_field(lua, key, ld->diag) < 0) return dg_fc_host_error(ld) - 1;
        int ok = lp_lua_length(lua) == 2 && !strcmp(lp_lua_index_type(lua, 1), "number") &&
                 !strcmp(lp_lua_index_type(lua, 2), "number") &&
                 lp_lua_get_milli(lua, "1", &v[0], ld->diag) == 1 &&
                 lp_lua_get_milli(lua, "2", &v[1], ld->diag) == 1;
        lp_lua_close(lua);
        if (!ok)
            return FAIL(ld, line, _("%s: %s must be two numbers, %s (or one number)"), owner, key, form) - 1;
        count = 2;
    } else {
        return FAIL(ld, line, _("%s: %s must be a number or two numbers %s (it is a %s)"), owner, key, form,
                    type) -
               1;
    }
    if (v[0] % 1000 || v[1] % 1000) return FAIL(ld, line, _("%s: %s must be whole numbers"), owner, key) - 1;
    v[0] /= 1000, v[1] /= 1000;
    return count;
}

/* A range { lo, hi } (or one number) inside min..max. */
int dg_fc_range(DgFcLoader *ld, const char *owner, const char *key, int min, int max, int *lo, int *hi)
{
    long long v[2];
    int got = read_numbers(ld, owner, key, "{ lo, hi }", v);
    if (got <= 0) return got;
    for (int i = 0; i < 2; i++)
        if (v[i] < min || v[i] > max)
            return FAIL(ld, dg_fc_here(ld), _("%s: %s must be from %d to %d (it is %lld)"), owner, key, min, max,
                        v[i]) -
                   1;
    if (v[0] > v[1])
        return FAIL(ld, dg_fc_here(ld), _("%s: %s = { %lld, %lld } goes down: put the smaller number first"),
                    owner, key, v[0], v[1]) -
               1;
    *lo = (int)v[0], *hi = (int)v[1];
    return 1;
}

/* A whole number inside min..max; missing: *out untouched. */
int dg_fc_whole(DgFcLoader *ld, const char *owner, const char *key, int min, int max, int *out)
{
    long long v[2];
    int got = read_numbers(ld, owner, key, NULL, v);
    if (got <= 0) return got;
    if (v[0] < min || v[0] > max)
        return FAIL(ld, dg_fc_here(ld), _("%s: %s must be from %d to %d (it is %lld)"), owner, key, min, max,
                    v[0]) -
               1;
    *out = (int)v[0];
    return 1;
}

/* A list of names ({ "walls", "doors" }; one name alone is a list of one) into out[0..max). */
int dg_fc_names(DgFcLoader *ld, const char *owner, const char *key, char (*out)[DG_NAME], int max, int *count)
{
    LpLua *lua = ld->lua;
    *count = 0;
    if (type_is(ld, key, "string")) {
        *count = 1;
        return dg_fc_name(ld, owner, key, 0, out[0]);
    }
    int opened = lp_lua_open_field(lua, key, ld->diag);
    if (opened <= 0) return opened < 0 ? dg_fc_host_error(ld) - 1 : 0;
    long long n = lp_lua_length(lua);
    int ok = n <= max ? 1 : FAIL(ld, dg_fc_here(ld), _("%s: %s lists more than %d names"), owner, key, max);
    for (long long i = 1; ok && i <= n; i++) {
        int got = dg_fc_name(ld, owner, NULL, i, out[*count]);
        if (got == 0) ok = FAIL(ld, dg_fc_here(ld), _("%s: %s has a hole at item %lld"), owner, key, i);
        if (got < 0) ok = 0;
        if (got > 0) (*count)++;
    }
    lp_lua_close(lua);
    return ok ? 1 : -1;
}

int dg_fc_tile(DgFcLoader *ld, const char *owner, const char *key, const char *name, int *out)
{
    *out = dg_tile_named(name);
    if (*out >= 0) return 1;
    char names[DG_TILE_COUNT][DG_NAME];
    for (int i = 0; i < DG_TILE_COUNT; i++)
        snprintf(names[i], DG_NAME, "%s", dg_tile_name((DgTile)i));
    const char *guess = dg_fc_closest(name, names[0], DG_NAME, DG_TILE_COUNT);
    if (guess)
        return FAIL(ld, dg_fc_here(ld), _("%s: %s \"%s\" is not a tile. Did you mean \"%s\"?"), owner, key, name,
                    guess);
    return FAIL(
        ld, dg_fc_here(ld),
        _("%s: %s \"%s\" is not a tile (tiles: empty floor wall door torch pillar statue plant rug chest "
          "terminal key stairs)"),
        owner, key, name);
}

/* A rule's tile list (next_to = "floor" or { "torch", "door" }) as bits of DgTile. */
int dg_fc_mask(DgFcLoader *ld, const char *owner, const char *key, uint16_t *mask)
{
    char names[DG_TILE_COUNT][DG_NAME];
    int count = 0, tile = 0;
    if (dg_fc_names(ld, owner, key, names, DG_TILE_COUNT, &count) < 0) return 0;
    *mask = 0;
    for (int i = 0; i < count; i++) {
        if (!dg_fc_tile(ld, owner, key, names[i], &tile)) return 0;
        *mask |= (uint16_t)(1u << tile);
    }
    return 1;
}

/* A floor size { w, h } (one number: a square) that fits a room grid with its walls. */
int dg_fc_size(DgFcLoader *ld, const char *owner, const char *key, int *w, int *h)
{
    long long v[2];
    int got = read_numbers(ld, owner, key, "{ w, h }", v);
    if (got <= 0) return got;
    for (int i = 0; i < 2; i++)
        if (v[i] < 1 || v[i] > DG_ROOM_MAX - 2)
            return FAIL(ld, dg_fc_here(ld),
                        _("%s: %s must be from 1 to %d tiles a side (the floor, walls not counted; it is %lld)"),
                        owner, key, DG_ROOM_MAX - 2, v[i]) -
                   1;
    *w = (int)v[0], *h = (int)v[1];
    return 1;
}

/* A file name a template or lesson may have: letters, digits, _ and - (never a path). */
static int plain_name(const char *s)
{
    if (!s[0]) return 0;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_' ||
              *s == '-'))
            return 0;
    return 1;
}

/* One of words, by its place (0, 1, ...); -1 with diag when it is none of them. */
static int read_choice(DgFcLoader *ld, const char *owner, const char *key, const char *words, int *out)
{
    char name[DG_NAME], guess[DG_NAME];
    int got = dg_fc_name(ld, owner, key, 0, name);
    if (got <= 0) return got;
    int place = 0;
    for (const char *p = words; *p; place++) {
        size_t len = strcspn(p, " ");
        if (len == strlen(name) && !strncmp(p, name, len)) {
            *out = place;
            return 1;
        }
        p += len;
        while (*p == ' ')
            p++;
    }
    const char *near = dg_fc_closest_word(name, words, guess, sizeof guess);
    if (near)
        return FAIL(ld, dg_fc_here(ld), _("%s: %s \"%s\" is not known. Did you mean \"%s\"?"), owner, key, name,
                    near) -
               1;
    return FAIL(ld, dg_fc_here(ld), _("%s: %s must be one of: %s (it is \"%s\")"), owner, key, words, name) - 1;
}

/* A lesson, or the mode's range of share-code parameters (dungeon_gen.h, DgPuzzleSpec). */
static int read_puzzle_mode(DgFcLoader *ld, const char *owner, DgPuzzleSpec *p)
{
    int got = 0, construct = 0;
    switch (p->mode) {
    case LP_MODE_TOYCAR:
        if (!dg_fc_words(ld, owner, "mode concept length loops")) return 0;
        if ((got = dg_fc_range(ld, owner, "length", 3, 41, &p->a_lo, &p->a_hi)) <= 0)
            return got == 0 ? FAIL(ld, p->line, _("%s needs length = { lo, hi } (3 to 41 moves)"), owner) : 0;
        if (dg_fc_range(ld, owner, "loops", 0, 8, &p->b_lo, &p->b_hi) < 0) return 0;
        if (p->b_hi * 5 > p->a_lo)
            return FAIL(
                ld, p->line,
                _("%s: %d loops need a length of at least %d (5 moves a loop): raise length or lower loops"),
                owner, p->b_hi, p->b_hi * 5);
        return 1;
    case LP_MODE_BOTS:
        if (!dg_fc_words(ld, owner, "mode concept template size")) return 0;
        if ((got = dg_fc_name(ld, owner, "template", 0, p->name)) <= 0)
            return got == 0 ? FAIL(ld, p->line,
                                   _("%s needs template = \"short_loop\" (a file of scripts/templates)"), owner)
                            : 0;
        if (!plain_name(p->name)) return FAIL(ld, p->line, _("%s: template is a name, not a path"), owner);
        if ((got = dg_fc_range(ld, owner, "size", 3, 12, &p->a_lo, &p->a_hi)) <= 0)
            return got == 0 ? FAIL(ld, p->line, _("%s needs size = { lo, hi } (3 to 12)"), owner) : 0;
        return puzzle_files(ld, p);
    default:
        if (!dg_fc_words(ld, owner, "mode concept construct objects distribution")) return 0;
        if ((got = read_choice(ld, owner, "construct", "commands for if while", &construct)) <= 0)
            return got == 0 ? FAIL(ld, p->line,
                                   _("%s needs construct = \"commands\", \"for\", \"if\" or \"while\""), owner)
                            : 0;
        if (!dg_fc_name(ld, owner, "construct", 0, p->name)) return 0;
        if ((got = dg_fc_range(ld, owner, "objects", 1, 3, &p->a_lo, &p->a_hi)) <= 0)
            return got == 0 ? FAIL(ld, p->line, _("%s needs objects = { lo, hi } (1 to 3)"), owner) : 0;
        p->b_lo = 0;
        if (read_choice(ld, owner, "distribution", "simple uniform complex", &p->b_lo) < 0) return 0;
        p->b_hi = p->b_lo;
        return 1;
    }
}

/* puzzle = puzzle { mode = ..., concept = ..., ... }: the open table. */
int dg_fc_puzzle(DgFcLoader *ld, const char *action, DgPuzzleSpec *p)
{
    char owner[80], mode[DG_NAME];
    /* TRANSLATORS: starts messages about an action's puzzle; %s is the action's name */
    snprintf(owner, sizeof owner, _("the puzzle of '%s'"), action);
    p->line = dg_fc_here(ld);
    if (!dg_fc_declared(ld, owner, "puzzle")) return 0;
    int got = dg_fc_name(ld, owner, "mode", 0, mode), m = got > 0 ? lp_mode_parse(mode) : -1;
    if (got < 0) return 0;
    if (m < 0 || m == LP_MODE_DUNGEON)
        return FAIL(ld, p->line, _("%s: mode must be \"toycar\", \"bots\" or \"mays\""), owner);
    p->mode = (LpMode)m;
    if (dg_fc_name(ld, owner, "concept", 0, p->concept) < 0) return 0;
    got = dg_fc_name(ld, owner, "lesson", 0, p->name);
    if (got < 0) return 0;
    if (got == 0) return read_puzzle_mode(ld, owner, p);
    if (!dg_fc_words(ld, owner, "mode concept lesson")) return 0;
    if (!plain_name(p->name)) return FAIL(ld, p->line, _("%s: lesson is a name, not a path"), owner);
    p->lesson = 1;
    return puzzle_files(ld, p);
}

/* ---- names across the two files ---- */

static int type_named(const DgFlowchart *f, const char *name)
{
    for (int i = 0; i < f->type_count; i++)
        if (!strcmp(f->types[i].name, name)) return i;
    return -1;
}

static int module_named(const DgFlowchart *f, const char *name)
{
    for (int i = 0; i < f->module_count; i++)
        if (!strcmp(f->modules[i].name, name)) return i;
    return -1;
}

/* ". Did you mean 'x'?" for a misspelt room type or module (or ""). */
static const char *near_type(const DgFlowchart *f, const char *name, char *out, size_t cap)
{
    return did_you_mean(dg_fc_closest(name, f->types[0].name, sizeof f->types[0], f->type_count), out, cap);
}

static const char *near_module(const DgFlowchart *f, const char *name, char *out, size_t cap)
{
    return did_you_mean(dg_fc_closest(name, f->modules[0].name, sizeof f->modules[0], f->module_count), out,
                        cap);
}

/* A room that runs no module placing doors can never be joined to another room. */
static int places_doors(const DgFlowchart *f, const DgRoomType *t)
{
    for (int m = 0; m < t->module_count; m++) {
        const DgModule *mod = &f->modules[t->modules[m]];
        for (int r = 0; r < mod->rule_count; r++)
            if (mod->rules[r].place == DG_DOOR) return 1;
    }
    return 0;
}

static int resolve_type(DgFcLoader *ld, int t)
{
    DgFlowchart *f = ld->f;
    DgRoomType *rt = &f->types[t];
    const char *file = ld->names->type_in_flowchart[t] ? ld->path : ld->rooms_path;
    char hint[DG_NAME + 24];
    for (int i = 0; i < rt->module_count; i++) {
        const char *name = ld->names->type_modules[t][i];
        int m = module_named(f, name);
        if (m < 0)
            return dg_fc_fail(ld, file, rt->line, _("room '%s' runs the module '%s', which no file defines%s"),
                              rt->name, name, near_module(f, name, hint, sizeof hint));
        rt->modules[i] = (uint8_t)m;
    }
    for (int i = 0; i < rt->side_count; i++) {
        const char *name = ld->names->type_side[t][i];
        int s = type_named(f, name);
        if (s < 0)
            return dg_fc_fail(ld, file, rt->line,
                              _("room '%s' lists the side room '%s', which is not a room type%s"), rt->name,
                              name, near_type(f, name, hint, sizeof hint));
        rt->side[i] = (uint8_t)s;
    }
    if (!places_doors(f, rt))
        return dg_fc_fail(ld, file, rt->line,
                          _("room '%s' runs no module that places doors: add \"doors\" to its modules"),
                          rt->name);
    return 1;
}

int dg_fc_resolve(DgFcLoader *ld)
{
    DgFlowchart *f = ld->f;
    char hint[DG_NAME + 24];
    for (int t = 0; t < f->type_count; t++)
        if (!resolve_type(ld, t)) return 0;
    for (int i = 0; i < f->node_count; i++) {
        DgNode *n = &f->nodes[i];
        for (int k = 0; n->kind == DG_NODE_ACTION && k < n->type_count; k++) {
            const char *name = ld->names->node_rooms[i][k];
            int t = type_named(f, name);
            if (t < 0)
                return dg_fc_fail(ld, ld->path, n->line,
                                  _("action '%s' takes place in the room '%s', which is not a room type%s"),
                                  n->name, name, near_type(f, name, hint, sizeof hint));
            n->types[k] = (uint8_t)t;
        }
    }
    return 1;
}

/* ---- every path through the options ---- */

/* One way through the flow: the options' answers (bit i: option i says yes) and what was met. */
typedef struct Walk {
    const DgFcLoader *ld;
    uint32_t yes, met;
    int giver[DG_MAX_KEYS]; /* the node (index + 1) that gave key k on this way, 0 none yet */
    int actions;
    int option_line; /* the first option met (for a way with no action) */
    int main_count;
    int main_nodes[DG_MAX_NODES];
    char when[320]; /* "when 'x' is yes and 'y' is no: " (or "") for messages */
} Walk;

/* The options met so far and their answers, as words at the start of a message. */
static void say_when(Walk *w)
{
    const DgFlowchart *f = w->ld->f;
    size_t used = 0;
    w->when[0] = '\0';
    for (int o = 0; o < f->option_count && used + 1 < sizeof w->when; o++) {
        if (!(w->met >> o & 1u)) continue;
        /* TRANSLATORS: starts a message about one way through a dungeon's options: "when 'x' is yes and
         * 'y' is no: ..."; yes and no are the file's words */
        int n = snprintf(w->when + used, sizeof w->when - used, used ? _(" and '%s' is %s") : _("when '%s' is %s"),
                         f->options[o].name, (w->yes >> o & 1u) ? "yes" : "no");
        used = n < 0 ? sizeof w->when : used + (size_t)n;
    }
    if (used > 0 && used + 3 < sizeof w->when) memcpy(w->when + used, ": ", 3);
}

static int walk_action(Walk *w, int index)
{
    const DgFcLoader *ld = w->ld;
    const DgNode *n = &ld->f->nodes[index];
    w->actions++;
    if (n->needs && !w->giver[n->needs - 1]) {
        const char *key = ld->f->keys[n->needs - 1];
        say_when(w);
        return dg_fc_fail(
            ld, ld->path, n->line,
            _("%saction '%s' needs the '%s' key, but no action before it gives it (gives = \"%s\")"), w->when,
            n->name, key, key);
    }
    if (n->gives && w->giver[n->gives - 1]) {
        say_when(w);
        return dg_fc_fail(ld, ld->path, n->line,
                          _("%sthe '%s' key is given twice (also at line %d): give each key once"), w->when,
                          ld->f->keys[n->gives - 1], ld->f->nodes[w->giver[n->gives - 1] - 1].line);
    }
    if (n->gives) w->giver[n->gives - 1] = index + 1;
    if (n->side && w->main_count == 0) {
        say_when(w);
        return dg_fc_fail(
            ld, ld->path, n->line,
            _("%saction '%s' is on the side, but no room of the main path comes before it to hang it from"),
            w->when, n->name);
    }
    if (!n->side) w->main_nodes[w->main_count++] = index;
    return 1;
}

static int walk_list(Walk *w, DgList list)
{
    const DgFlowchart *f = w->ld->f;
    for (int i = 0; i < list.count; i++) {
        int index = f->seq[list.first + i];
        const DgNode *n = &f->nodes[index];
        if (n->kind == DG_NODE_ACTION) {
            if (!walk_action(w, index)) return 0;
            continue;
        }
        w->met |= 1u << n->option;
        if (!w->option_line) w->option_line = n->line;
        if (!walk_list(w, (w->yes >> n->option & 1u) ? n->yes : n->no)) return 0;
    }
    return 1;
}

/* The way as a whole: some action, inside the room budget, main rooms with a door in and out. */
static int check_way(Walk *w)
{
    const DgFcLoader *ld = w->ld;
    const DgFlowchart *f = ld->f;
    say_when(w);
    if (w->actions == 0)
        return dg_fc_fail(ld, ld->path, w->option_line ? w->option_line : ld->flow_line,
                          _("%sthe way through the flow has no action: every way needs at least one room"),
                          w->when);
    if (w->actions > f->room_hi)
        return dg_fc_fail(ld, ld->path, ld->room_count_line,
                          _("%sthe way through the flow has %d rooms, but room_count allows at most %d"),
                          w->when, w->actions, f->room_hi);
    /* a puzzle opens the way on from its room: the last room has none (its stairs end the dungeon) */
    const DgNode *last = w->main_count ? &f->nodes[w->main_nodes[w->main_count - 1]] : NULL;
    if (last && last->has_puzzle)
        return dg_fc_fail(ld, ld->path, last->puzzle.line ? last->puzzle.line : last->line,
                          _("%saction '%s' is the last on the way, so its room holds the stairs and its puzzle "
                            "would open nothing: put the puzzle in an action before it"),
                          w->when, last->name);
    for (int i = 0; i + 1 < w->main_count; i++) {
        const DgNode *n = &f->nodes[w->main_nodes[i]];
        for (int k = 0; k < n->type_count; k++) {
            const DgRoomType *t = &f->types[n->types[k]];
            if (t->doors_hi < 2)
                return dg_fc_fail(
                    ld, ld->path, n->line,
                    _("%saction '%s' is on the main path, so its room needs a door in and a door out, but "
                      "room '%s' has doors = { %d, %d }"),
                    w->when, n->name, t->name, t->doors_lo, t->doors_hi);
        }
    }
    return 1;
}

int dg_fc_check_paths(const DgFcLoader *ld)
{
    const DgFlowchart *f = ld->f;
    uint32_t ways = 1u << f->option_count; /* option_count <= DG_MAX_OPTIONS (8) */
    for (uint32_t yes = 0; yes < ways; yes++) {
        /* ways that differ only in options they never meet are walked again: 256 at most, cheap */
        Walk w;
        memset(&w, 0, sizeof w);
        w.ld = ld;
        w.yes = yes;
        if (!walk_list(&w, f->flow) || !check_way(&w)) return 0;
    }
    return 1;
}
