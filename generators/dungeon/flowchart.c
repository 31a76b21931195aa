/* flowchart.c - the gameplay flowchart (paper 002, 2.2.3) and its room types and rule modules
 * (2.3.1.1) read from Lua: rooms.lua, then the flowchart file, in one sandboxed host
 * (core/luahost.h) made and freed inside dg_flowchart_load. Values are checked as they are read
 * (names, tiles, models, ranges, too many of anything); names that cross the two files and every
 * way through the options are checked by flowchart_check.c. Every message is file:line: words a
 * teacher can act on. Depends on core luahost, diag and mode, the dungeon rules' tiles (modes/dungeon) and flowchart_check.c. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "dungeon/flowchart_check.h"

#define TEXT_CAP (64 * 1024) /* the longest rooms.lua or flowchart, with the wrapper below */
#define PROP_MAX 99          /* the most of one prop a room may ask for */
#define WEIGHT_MAX 100
#define MODEL_MAX 1000 /* at_least / below */
#define FAIL(ld, line, ...) dg_fc_fail((ld), (ld)->file, (line), __VA_ARGS__)

/* ---- running a file ---- */

/* The host reads numbers by name only, never as array items ({ 5, 9 }), and reads no booleans. So
 * each file runs wrapped: its text becomes the body of a function that starts on the file's own
 * line 1 (every line keeps its number), and a few lines after it copy, in every table under
 * dungeon, rooms and modules, items 1 and 2 that are numbers to the names "1" and "2" (where
 * get_milli reads them) and turn true / false into 1 / 0. The library functions are taken before
 * the script runs, so a script that redefines type or next cannot change the copy. When the host
 * learns to read array items and booleans, this wrapper goes. */
static const char wrap_head[] = "local __lp_rawget, __lp_rawset, __lp_type, __lp_next, __lp_tostring = "
                                "rawget, rawset, type, next, tostring local function __lp_script(...) ";
static const char wrap_tail[] =
    "\nend\n__lp_script(...)\n"
    "local __lp_seen = {}\n"
    "local function __lp_copy(t, depth)\n"
    "  if __lp_seen[t] or depth > 24 then return end\n"
    "  __lp_seen[t] = true\n"
    "  for i = 1, 2 do\n"
    "    local v = __lp_rawget(t, i)\n"
    "    if __lp_type(v) == 'number' then __lp_rawset(t, __lp_tostring(i), v) end\n"
    "  end\n"
    "  for k, v in __lp_next, t do\n"
    "    if __lp_type(v) == 'table' then __lp_copy(v, depth + 1)\n"
    "    elseif __lp_type(v) == 'boolean' then __lp_rawset(t, k, v and 1 or 0) end\n"
    "  end\n"
    "end\n"
    "for _, name in __lp_next, { 'dungeon', 'rooms', 'modules' } do\n"
    "  local t = __lp_rawget(_ENV, name)\n"
    "  if __lp_type(t) == 'table' then __lp_copy(t, 0) end\n"
    "end\n";

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* A message about a line past the file's end comes from the wrapper's lines: when it is Lua's
 * grammar ("... near 'end'"), the file left a bracket or a block open; say so, at its last line. */
static void end_of_file(DgFcLoader *ld)
{
    LpDiag *d = ld->diag;
    int lines = 1; /* the last line with text on it */
    for (size_t i = ld->text_start; i + 1 < ld->text_end; i++)
        lines += ld->text[i] == '\n';
    if (d->line <= lines) return;
    d->line = lines;
    if (strstr(d->message, " near ") || strstr(d->message, "expected"))
        snprintf(d->message, sizeof d->message, "%s",
                 _("the file ends before everything is closed: is a } or an end missing?"));
}

/* Run one file, wrapped. Returns 1, or 0 with diag (the host's file:line: message). */
static int run_file(DgFcLoader *ld, const char *path)
{
    size_t head = sizeof wrap_head - 1, tail = sizeof wrap_tail - 1, room = ld->text_cap - head - tail;
    FILE *fp = fopen(path, "rb");
    if (!fp) return FAIL(ld, 0, "%s", _("can't open the file"));
    memcpy(ld->text, wrap_head, head);
    size_t n = fread(ld->text + head, 1, room, fp);
    int bad = ferror(fp);
    fclose(fp);
    if (bad) return FAIL(ld, 0, "%s", _("can't read the file"));
    if (n == room) return FAIL(ld, 0, _("the file is too big (over %zu KiB)"), (room - 1) / 1024);
    memcpy(ld->text + head + n, wrap_tail, tail);
    ld->text_start = head;
    ld->text_end = head + n;
    if (lp_lua_run_string(ld->lua, ld->text, head + n + tail, base_name(path), ld->diag)) return 1;
    snprintf(ld->diag->file, sizeof ld->diag->file, "%s", path);
    lp_text_clean(ld->diag->file);
    end_of_file(ld);
    return 0;
}

/* The line where `key =` begins a line of the file being read (0: none). */
static int line_of(const DgFcLoader *ld, const char *key)
{
    return dg_fc_line_of(ld->text + ld->text_start, ld->text_end - ld->text_start, key);
}

/* ---- rule modules and room types (rooms.lua, and the flowchart's own) ---- */

/* rule { place, on, next_to, not_next_to, reach, not_corner }: the open table. */
static int read_rule(DgFcLoader *ld, const char *module, int index, DgRule *r)
{
    char owner[80], name[DG_NAME];
    int tile = 0, reach = 4, corner = 0;
    /* TRANSLATORS: names a part of a dungeon's Lua files at the start of the messages about it
     * ("module 'walls', rule 2: reach is 4 ..."); module, rule, room, action and option are the files' words */
    snprintf(owner, sizeof owner, _("module '%s', rule %d"), module, index);
    r->line = dg_fc_here(ld);
    if (!dg_fc_declared(ld, owner, "rule") ||
        !dg_fc_words(ld, owner, "place on next_to not_next_to reach not_corner"))
        return 0;
    static const char *const need[2] = {"place", "on"};
    for (int k = 0; k < 2; k++) {
        int got = dg_fc_name(ld, owner, need[k], 0, name);
        if (got < 0) return 0;
        if (got == 0) return FAIL(ld, r->line, _("%s needs %s = \"a tile\""), owner, need[k]);
        if (!dg_fc_tile(ld, owner, need[k], name, &tile)) return 0;
        if (k == 0)
            r->place = (uint8_t)tile;
        else
            r->on = (uint8_t)tile;
    }
    if (r->place == DG_EMPTY)
        return FAIL(ld, r->line, _("%s: a rule places a tile, and empty is no tile"), owner);
    if (!dg_fc_mask(ld, owner, "next_to", &r->next_to) ||
        !dg_fc_mask(ld, owner, "not_next_to", &r->not_next_to))
        return 0;
    if (dg_fc_whole(ld, owner, "reach", 4, 8, &reach) < 0) return 0;
    if (reach != 4 && reach != 8)
        return FAIL(ld, r->line, _("%s: reach is 4 (the tiles beside) or 8 (the corners too)"), owner);
    if (dg_fc_whole(ld, owner, "not_corner", 0, 1, &corner) < 0) return 0;
    r->reach = (uint8_t)reach;
    r->not_corner = (uint8_t)corner;
    return 1;
}

/* modules.name = module { order = N, rule { ... }, ... }: the open table. */
static int read_module(DgFcLoader *ld, const char *name, DgModule *m)
{
    LpLua *lua = ld->lua;
    char owner[64];
    snprintf(owner, sizeof owner, _("module '%s'"), name);
    memset(m, 0, sizeof *m);
    snprintf(m->name, sizeof m->name, "%s", name);
    m->line = dg_fc_here(ld);
    if (!dg_fc_declared(ld, owner, "module") || !dg_fc_words(ld, owner, "order")) return 0;
    if (dg_fc_whole(ld, owner, "order", -1000, 1000, &m->order) < 0) return 0;
    long long n = lp_lua_length(lua);
    if (n < 1)
        return FAIL(ld, m->line, _("%s has no rule: module { order = 10, rule { place = ..., on = ... } }"),
                    owner);
    if (n > DG_MAX_RULES) return FAIL(ld, m->line, _("%s has more than %d rules"), owner, DG_MAX_RULES);
    for (int i = 0; i < (int)n; i++) {
        int opened = lp_lua_open_index(lua, i + 1, ld->diag);
        if (opened <= 0)
            return opened < 0 ? dg_fc_host_error(ld)
                              : FAIL(ld, m->line, _("%s: rule %d is missing"), owner, i + 1);
        int ok = read_rule(ld, name, i + 1, &m->rules[i]);
        lp_lua_close(lua);
        if (!ok) return 0;
    }
    m->rule_count = (int)n;
    return 1;
}

/* props = { torch = { 1, 3 }, ... }: how many of each placed tile the room wants. */
static int read_props(DgFcLoader *ld, const char *owner, DgRoomType *t)
{
    LpLua *lua = ld->lua;
    char keys[DG_TILE_COUNT + 4][LP_LUA_KEY_MAX], sub[96];
    int opened = lp_lua_open_field(lua, "props", ld->diag);
    if (opened <= 0) return opened < 0 ? dg_fc_host_error(ld) : 1;
    int n = lp_lua_keys(lua, keys, DG_TILE_COUNT + 4, ld->diag), ok = n >= 0 ? 1 : dg_fc_host_error(ld);
    snprintf(sub, sizeof sub, "%s, props", owner);
    for (int i = 0; ok && i < n; i++) {
        int tile = 0, lo = 0, hi = 0;
        /* TRANSLATORS: in "room 'hall', props: the tile "x" is not a tile" */
        ok = dg_fc_tile(ld, sub, _("the tile"), keys[i], &tile);
        if (ok && (tile == DG_EMPTY || tile == DG_FLOOR || tile == DG_DOOR))
            ok = FAIL(ld, dg_fc_here(ld), _("%s: %s cannot be counted here%s"), sub, keys[i],
                      tile == DG_DOOR ? _(" (say doors = { lo, hi } in the room)") : "");
        if (ok && dg_fc_range(ld, sub, keys[i], 0, PROP_MAX, &lo, &hi) < 0) ok = 0;
        if (ok && hi == 0)
            ok = FAIL(ld, dg_fc_here(ld), _("%s: %s = { 0, 0 }: leave it out, or let it be at least 1"), sub,
                      keys[i]);
        if (ok) t->prop_min[tile] = (uint8_t)lo, t->prop_max[tile] = (uint8_t)hi;
    }
    lp_lua_close(lua);
    return ok;
}

/* rooms.name = room { min_size, max_size, doors, modules, props, side_rooms, weight }: the open
 * table, into type t (its names resolved later, flowchart_check.c). */
static int read_room(DgFcLoader *ld, const char *name, int t)
{
    DgRoomType *rt = &ld->f->types[t];
    DgFcNames *names = ld->names;
    char owner[64];
    snprintf(owner, sizeof owner, _("room '%s'"), name);
    memset(rt, 0, sizeof *rt);
    snprintf(rt->name, sizeof rt->name, "%s", name);
    names->type_in_flowchart[t] = (uint8_t)ld->in_flowchart;
    rt->line = dg_fc_here(ld);
    rt->weight = 1;
    if (!dg_fc_declared(ld, owner, "room") ||
        !dg_fc_words(ld, owner, "min_size max_size doors modules props side_rooms weight"))
        return 0;
    int got = dg_fc_size(ld, owner, "min_size", &rt->min_w, &rt->min_h);
    if (got == 0)
        return FAIL(ld, rt->line, _("%s needs min_size = { w, h } (the floor, walls not counted)"), owner);
    if (got < 0 || (got = dg_fc_size(ld, owner, "max_size", &rt->max_w, &rt->max_h)) < 0) return 0;
    if (got == 0) rt->max_w = rt->min_w, rt->max_h = rt->min_h;
    if (rt->max_w < rt->min_w || rt->max_h < rt->min_h)
        return FAIL(ld, rt->line, _("%s: max_size { %d, %d } is smaller than min_size { %d, %d }"), owner,
                    rt->max_w, rt->max_h, rt->min_w, rt->min_h);
    got = dg_fc_range(ld, owner, "doors", 1, DG_MAX_DOORS, &rt->doors_lo, &rt->doors_hi);
    if (got == 0) return FAIL(ld, rt->line, _("%s needs doors = { lo, hi } (1 to %d)"), owner, DG_MAX_DOORS);
    if (got < 0 ||
        dg_fc_names(ld, owner, "modules", names->type_modules[t], DG_MAX_TYPE_MODULES, &rt->module_count) < 0)
        return 0;
    if (rt->module_count == 0)
        return FAIL(ld, rt->line, _("%s runs no module: modules = { \"walls\", \"doors\" }"), owner);
    if (!read_props(ld, owner, rt) ||
        dg_fc_names(ld, owner, "side_rooms", names->type_side[t], DG_MAX_SIDE, &rt->side_count) < 0)
        return 0;
    return dg_fc_whole(ld, owner, "weight", 1, WEIGHT_MAX, &rt->weight) >= 0;
}

/* The global table `what` ("modules", "rooms") of the file just run: its names, sorted. Returns the
 * count (0 when the file has none), or -1. The table stays open when the count is > 0. */
static int open_library(DgFcLoader *ld, const char *what, const char *example, char (*keys)[LP_LUA_KEY_MAX],
                        int max)
{
    ld->fallback_line = line_of(ld, what);
    int opened = lp_lua_open_global(ld->lua, what, ld->diag);
    if (opened <= 0) return opened < 0 ? dg_fc_host_error(ld) - 1 : 0;
    int n = lp_lua_keys(ld->lua, keys, max, ld->diag);
    if (n < 0) return dg_fc_host_error(ld) - 1;
    if (lp_lua_length(ld->lua) > 0)
        return FAIL(ld, ld->fallback_line, _("%s should be named: %s"), what, example) - 1;
    for (int i = 0; i < n; i++)
        if (strlen(keys[i]) >= DG_NAME)
            return FAIL(ld, ld->fallback_line, _("the name '%.40s' is too long (at most %d letters)"), keys[i],
                        DG_NAME - 1) -
                   1;
    return n;
}

/* The file's modules: a name already read (rooms.lua's) is replaced by the flowchart's. */
static int read_modules(DgFcLoader *ld)
{
    DgFlowchart *f = ld->f;
    char keys[DG_MAX_MODULES][LP_LUA_KEY_MAX];
    int n = open_library(ld, "modules", "modules = { walls = module { ... } }", keys, DG_MAX_MODULES);
    for (int i = 0; i < n; i++) {
        int m = 0;
        while (m < f->module_count && strcmp(f->modules[m].name, keys[i]))
            m++;
        if (m == DG_MAX_MODULES)
            return FAIL(ld, ld->fallback_line,
                        _("there are more than %d modules (rooms.lua's and the flowchart's)"), DG_MAX_MODULES);
        int opened = lp_lua_open_field(ld->lua, keys[i], ld->diag);
        if (opened <= 0) return dg_fc_host_error(ld);
        int ok = read_module(ld, keys[i], &f->modules[m]);
        lp_lua_close(ld->lua);
        if (!ok) return 0;
        if (m == f->module_count) f->module_count++;
    }
    lp_lua_close_all(ld->lua);
    return n >= 0;
}

/* The file's room types: a name already read (rooms.lua's) is replaced by the flowchart's. */
static int read_rooms(DgFcLoader *ld)
{
    DgFlowchart *f = ld->f;
    char keys[DG_MAX_TYPES][LP_LUA_KEY_MAX];
    int n = open_library(ld, "rooms", "rooms = { gatehouse = room { ... } }", keys, DG_MAX_TYPES);
    for (int i = 0; i < n; i++) {
        int t = 0;
        while (t < f->type_count && strcmp(f->types[t].name, keys[i]))
            t++;
        if (t == DG_MAX_TYPES)
            return FAIL(ld, ld->fallback_line,
                        _("there are more than %d room types (rooms.lua's and the flowchart's)"), DG_MAX_TYPES);
        int opened = lp_lua_open_field(ld->lua, keys[i], ld->diag);
        if (opened <= 0) return dg_fc_host_error(ld);
        int ok = read_room(ld, keys[i], t);
        lp_lua_close(ld->lua);
        if (!ok) return 0;
        if (t == f->type_count) f->type_count++;
    }
    lp_lua_close_all(ld->lua);
    return n >= 0;
}

/* ---- the flow: actions, options, puzzles ---- */

/* gives / needs = "red": the key's index + 1 (a new name is added). */
static int read_key(DgFcLoader *ld, const char *owner, const char *field, int *out)
{
    DgFlowchart *f = ld->f;
    char name[DG_NAME];
    int got = dg_fc_name(ld, owner, field, 0, name);
    if (got <= 0) return got == 0;
    int k = 0;
    while (k < f->key_count && strcmp(f->keys[k], name))
        k++;
    if (k == DG_MAX_KEYS)
        return FAIL(ld, dg_fc_here(ld), _("%s: the flow has more than %d keys"), owner, DG_MAX_KEYS);
    if (k == f->key_count) snprintf(f->keys[f->key_count++], DG_NAME, "%s", name);
    *out = k + 1;
    return 1;
}

static int new_node(DgFcLoader *ld, int *index)
{
    if (ld->f->node_count == DG_MAX_NODES)
        return FAIL(ld, dg_fc_here(ld), _("the flow has more than %d actions and options"), DG_MAX_NODES);
    *index = ld->f->node_count++;
    ld->f->nodes[*index].line = dg_fc_here(ld);
    return 1;
}

/* action { NAME, rooms = {...}, gives, needs, where, puzzle }: the open table. */
static int read_action(DgFcLoader *ld)
{
    LpLua *lua = ld->lua;
    int i = 0;
    if (!new_node(ld, &i)) return -1;
    DgNode *n = &ld->f->nodes[i];
    char owner[64], where[DG_NAME] = "main";
    n->kind = DG_NODE_ACTION;
    if (strcmp(lp_lua_index_type(lua, 1), "string"))
        return FAIL(ld, n->line,
                    "%s", _("an action starts with its name: action { \"open the door\", rooms = { ... } }")) -
               1;
    /* TRANSLATORS: in "an action: the name "..." should be 1 to 31 letters long" */
    if (dg_fc_name(ld, _("an action"), NULL, 1, n->name) < 0) return -1;
    if (lp_lua_length(lua) > 1)
        return FAIL(ld, n->line, _("action '%s': only its name comes without a word (rooms = ..., gives = ...)"),
                    n->name) -
               1;
    snprintf(owner, sizeof owner, _("action '%s'"), n->name);
    if (!dg_fc_words(ld, owner, "rooms gives needs where puzzle")) return -1;
    if (dg_fc_names(ld, owner, "rooms", ld->names->node_rooms[i], DG_MAX_CHOICES, &n->type_count) < 0)
        return -1;
    if (n->type_count == 0)
        return FAIL(ld, n->line, _("%s needs rooms = { \"...\" }: the room types it may happen in"), owner) - 1;
    if (!read_key(ld, owner, "gives", &n->gives) || !read_key(ld, owner, "needs", &n->needs)) return -1;
    if (dg_fc_name(ld, owner, "where", 0, where) < 0) return -1;
    if (strcmp(where, "main") && strcmp(where, "side"))
        return FAIL(ld, n->line, _("%s: where must be \"main\" or \"side\" (it is \"%s\")"), owner, where) - 1;
    n->side = !strcmp(where, "side");
    int opened = lp_lua_open_field(lua, "puzzle", ld->diag);
    if (opened < 0) return dg_fc_host_error(ld) - 1;
    if (opened == 0) return i;
    n->has_puzzle = dg_fc_puzzle(ld, n->name, &n->puzzle);
    lp_lua_close(lua);
    if (n->has_puzzle && n->side)
        return FAIL(ld, n->line,
                    _("%s: a puzzle opens the way on from its room, and a room off the way (where = \"side\") "
                      "has no way on: put the puzzle in an action on the main path"),
                    owner) -
               1;
    return n->has_puzzle ? i : -1;
}

static int read_list(DgFcLoader *ld, const char *owner, DgList *out);

/* yes / no = { ... } of an option (missing: an empty list). */
static int read_branch(DgFcLoader *ld, const char *owner, const char *key, DgList *out)
{
    char sub[80];
    snprintf(sub, sizeof sub, "%s, %s", owner, key);
    out->first = ld->seq_count, out->count = 0;
    int opened = lp_lua_open_field(ld->lua, key, ld->diag);
    if (opened <= 0) return opened < 0 ? dg_fc_host_error(ld) : 1;
    int ok = read_list(ld, sub, out);
    lp_lua_close(ld->lua);
    return ok;
}

/* Thousandths as the teacher wrote them: 1500 -> "1.5", -250 -> "-0.25". */
static const char *say_milli(long long milli, char out[32])
{
    long long a = milli < 0 ? -milli : milli;
    int n = snprintf(out, 32, "%s%lld.%03lld", milli < 0 ? "-" : "", a / 1000, a % 1000);
    while (n > 0 && out[n - 1] == '0')
        out[--n] = '\0';
    if (n > 0 && out[n - 1] == '.') out[--n] = '\0';
    return out;
}

/* when = { model = "bots.size", at_least = 6 } / { model = ..., below = 4 } / { chance = 0.5 }. */
static int read_when(DgFcLoader *ld, const char *owner, DgOption *o)
{
    char model[DG_NAME], names[DG_MODEL_COUNT][DG_NAME], number[32];
    long long chance = 0;
    if (!dg_fc_words(ld, owner, "model at_least below chance")) return 0;
    int has_model = dg_fc_name(ld, owner, "model", 0, model), has_chance = dg_fc_has(ld, "chance");
    int has_at = dg_fc_has(ld, "at_least"), has_below = dg_fc_has(ld, "below");
    o->at_least = INT32_MIN, o->below = INT32_MAX;
    if (has_model < 0) return 0;
    if (has_model == has_chance)
        return FAIL(ld, o->line,
                    _("%s: when reads a model (model = \"bots.size\", at_least = 6) or a chance (chance = "
                      "0.5): one of the two"),
                    owner);
    if (has_chance) {
        if (has_at || has_below)
            return FAIL(ld, o->line, _("%s: at_least and below go with a model, not a chance"), owner);
        if (lp_lua_get_milli(ld->lua, "chance", &chance, ld->diag) < 0) return dg_fc_host_error(ld);
        if (chance < 0 || chance > 1000)
            return FAIL(ld, o->line, _("%s: chance must be from 0 to 1 (it is %s)"), owner,
                        say_milli(chance, number));
        o->chance_milli = (int)chance;
        return 1;
    }
    int key = dg_model_named(model);
    for (int m = 0; m < DG_MODEL_COUNT; m++)
        snprintf(names[m], DG_NAME, "%s", dg_model_name((DgModelKey)m));
    const char *guess = key < 0 ? dg_fc_closest(model, names[1], DG_NAME, DG_MODEL_COUNT - 1) : NULL;
    if (key < 0 && guess)
        return FAIL(ld, o->line, _("%s: '%s' is not a model. Did you mean '%s'?"), owner, model, guess);
    if (key < 0)
        return FAIL(ld, o->line,
                    _("%s: '%s' is not a model (models: toycar.length toycar.loops bots.size mays.step "
                      "dungeon.done dungeon.gave_up)"),
                    owner, model);
    o->model = (DgModelKey)key;
    if (has_at == has_below)
        return FAIL(ld, o->line, _("%s: say at_least = N or below = N (one of the two) for the model"), owner);
    return dg_fc_whole(ld, owner, has_at ? "at_least" : "below", 0, MODEL_MAX,
                       has_at ? &o->at_least : &o->below) > 0;
}

/* option { name = ..., when = {...}, yes = {...}, no = {...} }: the open table. */
static int read_option(DgFcLoader *ld)
{
    DgFlowchart *f = ld->f;
    int i = 0;
    char owner[64];
    if (!new_node(ld, &i)) return -1;
    DgNode *n = &f->nodes[i];
    n->kind = DG_NODE_OPTION;
    int got = dg_fc_name(ld, _("an option"), "name", 0, n->name);
    if (got <= 0)
        return got < 0
                   ? -1
                   : FAIL(ld, n->line, "%s", _("an option needs a name: option { name = \"bigger_loops\", ... }")) - 1;
    snprintf(owner, sizeof owner, _("option '%s'"), n->name);
    for (int k = 0; k < f->option_count; k++)
        if (!strcmp(f->options[k].name, n->name))
            return FAIL(ld, n->line, _("two options are called '%s' (the other at line %d)"), n->name,
                        f->options[k].line) -
                   1;
    if (f->option_count == DG_MAX_OPTIONS)
        return FAIL(ld, n->line, _("the flow has more than %d options"), DG_MAX_OPTIONS) - 1;
    n->option = f->option_count++;
    DgOption *o = &f->options[n->option];
    memcpy(o->name, n->name, sizeof o->name); /* both DG_NAME, zero-ended (dg_fc_name) */
    o->line = n->line;
    if (!dg_fc_words(ld, owner, "name when yes no")) return -1;
    int opened = lp_lua_open_field(ld->lua, "when", ld->diag);
    if (opened <= 0)
        return opened < 0
                   ? dg_fc_host_error(ld) - 1
                   : FAIL(ld, n->line,
                          _("%s needs when = { model = ..., at_least = N } or when = { chance = 0.5 }"), owner) -
                         1;
    int ok = read_when(ld, owner, o);
    lp_lua_close(ld->lua);
    if (!ok || !read_branch(ld, owner, "yes", &n->yes) || !read_branch(ld, owner, "no", &n->no)) return -1;
    return i;
}

/* Item k of a list (the open table): an action or an option. Returns its node, or -1. */
static int read_node(DgFcLoader *ld, const char *owner, long long k)
{
    const char *as = lp_lua_declared_as(ld->lua);
    if (!strcmp(as, "action")) return read_action(ld);
    if (!strcmp(as, "option")) return read_option(ld);
    return FAIL(ld, dg_fc_here(ld), _("%s: item %lld should be action { ... } or option { ... }"), owner, k) - 1;
}

/* A list of actions and options (the open table): its nodes, then its run of f->seq (after the
 * runs of the lists inside it, so each list's run is whole). */
static int read_list(DgFcLoader *ld, const char *owner, DgList *out)
{
    LpLua *lua = ld->lua;
    DgFlowchart *f = ld->f;
    int items[DG_MAX_NODES];
    long long n = lp_lua_length(lua);
    if (n > DG_MAX_NODES)
        return FAIL(ld, dg_fc_here(ld), _("%s: more than %d actions and options"), owner, DG_MAX_NODES);
    for (long long k = 1; k <= n; k++) {
        const char *type = lp_lua_index_type(lua, k);
        if (strcmp(type, "table"))
            return FAIL(ld, dg_fc_here(ld),
                        _("%s: item %lld should be action { ... } or option { ... } (it is a %s)"), owner, k,
                        type);
        if (lp_lua_open_index(lua, k, ld->diag) < 0) return dg_fc_host_error(ld);
        int node = read_node(ld, owner, k);
        lp_lua_close(lua);
        if (node < 0) return 0;
        items[k - 1] = node;
    }
    out->first = ld->seq_count, out->count = (int)n;
    memcpy(&f->seq[ld->seq_count], items, (size_t)n * sizeof items[0]);
    ld->seq_count += (int)n;
    return 1;
}

/* dungeon = { title, room_count = { lo, hi }, flow = { ... } }. */
static int read_dungeon(DgFcLoader *ld)
{
    LpLua *lua = ld->lua;
    DgFlowchart *f = ld->f;
    int dungeon_line = line_of(ld, "dungeon");
    ld->room_count_line = line_of(ld, "room_count"), ld->flow_line = line_of(ld, "flow");
    if (!ld->room_count_line) ld->room_count_line = dungeon_line;
    if (!ld->flow_line) ld->flow_line = dungeon_line;
    ld->fallback_line = dungeon_line;
    int opened = lp_lua_open_global(lua, "dungeon", ld->diag);
    if (opened <= 0)
        return opened < 0 ? dg_fc_host_error(ld)
                          : FAIL(ld, 0,
                                 "%s",
                                 _("the flowchart has no dungeon = { title = ..., room_count = { lo, hi }, "
                                   "flow = { ... } }"));
    if (!dg_fc_words(ld, "dungeon", "title room_count flow")) return 0;
    if (lp_lua_get_string(lua, "title", f->title, sizeof f->title, ld->diag) < 0) return dg_fc_host_error(ld);
    if (!f->title[0]) snprintf(f->title, sizeof f->title, "%s", base_name(ld->path));
    ld->fallback_line = ld->room_count_line;
    f->room_count_line = ld->room_count_line;
    int got = dg_fc_range(ld, "dungeon", "room_count", 1, DG_MAX_ROOMS, &f->room_lo, &f->room_hi);
    if (got < 0) return 0;
    if (got == 0)
        return FAIL(ld, dungeon_line,
                    _("dungeon needs room_count = { lo, hi }: the rooms in all, side rooms counted (1 to %d)"),
                    DG_MAX_ROOMS);
    ld->fallback_line = ld->flow_line;
    opened = lp_lua_open_field(lua, "flow", ld->diag);
    if (opened <= 0)
        return opened < 0 ? dg_fc_host_error(ld)
                          : FAIL(ld, dungeon_line, "%s", _("dungeon needs flow = { action { ... }, ... }"));
    /* TRANSLATORS: in "the flow: item 3 should be action { ... } or option { ... }" */
    int ok = read_list(ld, _("the flow"), &f->flow);
    lp_lua_close_all(lua);
    if (ok && f->flow.count == 0)
        return FAIL(ld, ld->flow_line, "%s", _("the flow is empty: put at least one action in it"));
    return ok;
}

/* ---- the two files ---- */

static int read_files(DgFcLoader *ld)
{
    static const char *const declarators[] = {"action", "option", "puzzle", "room", "module", "rule"};
    for (int i = 0; i < 6; i++)
        if (!lp_lua_add_declarator(ld->lua, declarators[i]))
            return FAIL(ld, 0, "%s", _("the Lua host takes no more declarators"));
    if (ld->rooms_path[0]) {
        ld->file = ld->rooms_path;
        if (!run_file(ld, ld->rooms_path) || !read_modules(ld) || !read_rooms(ld)) return 0;
    }
    ld->file = ld->path;
    ld->in_flowchart = 1;
    return run_file(ld, ld->path) && read_modules(ld) && read_rooms(ld) && read_dungeon(ld);
}

int dg_flowchart_load(const char *path, const char *rooms_path, const char *data_dir, DgFlowchart *out,
                      LpDiag *diag)
{
    LpDiag scratch;
    char text[TEXT_CAP];
    DgFcNames names;
    memset(out, 0, sizeof *out);
    memset(&names, 0, sizeof names);
    DgFcLoader ld = {.f = out,
                     .names = &names,
                     .diag = diag ? diag : &scratch,
                     .path = path,
                     .rooms_path = rooms_path ? rooms_path : "",
                     .file = path,
                     .data_dir = data_dir ? data_dir : ".",
                     .text = text,
                     .text_cap = sizeof text};
    memset(ld.diag, 0, sizeof *ld.diag);
    snprintf(out->file, sizeof out->file, "%s", path);
    /* a flowchart is data: a small budget and memory are plenty */
    ld.lua = lp_lua_create(&(LpLuaDesc){.memory_cap = 4u * 1024u * 1024u, .step_budget = 2000000});
    if (!ld.lua) return FAIL(&ld, 0, "%s", _("out of memory"));
    int ok = read_files(&ld);
    lp_lua_destroy(ld.lua);
    ld.lua = NULL; /* the checks below read only out and names */
    ok = ok && dg_fc_resolve(&ld) && dg_fc_check_paths(&ld);
    if (!ok) {
        memset(out, 0, sizeof *out);
        snprintf(out->file, sizeof out->file, "%s", path);
    }
    return ok;
}
