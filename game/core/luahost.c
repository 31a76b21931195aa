/* luahost.c - the sandboxed Lua host (see luahost.h): the state, its memory cap and budget,
 * running a script through one protected helper, and the readers. Depends on lua5.4, core
 * diag and rng, luahost_budget.c for the budget and luahost_lib.c for the libraries. The only
 * files that hold a lua_State. */
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "luahost_internal.h"



/* ---- memory: the cap, the longest string, and copying charged as work ---- */

static void *host_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    LpLua *h = ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        h->used -= old;
        free(ptr);
        return NULL;
    }
    if (!ptr && osize == LUA_TSTRING && h->in_script && nsize > h->string_cap + 64) {
        h->string_refused = 1;
        h->alloc_line = lp_luahost_chunk_line(h->L, h);
        return NULL;
    }
    if (nsize > old && h->used + (nsize - old) > h->limit) {
        h->string_refused = 0;
        if (h->in_script) h->alloc_line = lp_luahost_chunk_line(h->L, h);
        return NULL;
    }
    void *p = realloc(ptr, nsize);
    if (!p) return NULL;
    h->used = h->used - old + nsize;
    if (h->in_script && nsize > old) h->steps += (long long)(nsize / BYTES_PER_STEP);
    return p;
}

static void hook(lua_State *L, lua_Debug *ar)
{
    LpLua *h = host_of(L);
    (void)ar;
    h->steps += HOOK_EVERY;
    int line = lp_luahost_chunk_line(L, h);
    if (line > 0) h->last_line = line;
    if (h->stopping || h->steps > h->budget) lp_luahost_stop(L, h, STOP_BUDGET);
}

/* ---- running: one protected helper ---- */

static int msgh(lua_State *L)
{
    LpLua *h = host_of(L);
    h->msgh_line = lp_luahost_chunk_line(L, h);
    return 1;
}

typedef struct RunArgs {
    LpLua *h;
    const char *text;
    size_t len;
    int load_status, status; /* luaL_loadbufferx's, then the script's */
} RunArgs;

/* Runs inside lua_pcall: a memory failure of the host's own work lands there, never in a
 * panic. Leaves the env and (on failure) the error value on the stack. */
static int run_protected(lua_State *L)
{
    RunArgs *a = lua_touserdata(L, 1);
    LpLua *h = a->h;
    lua_settop(L, 0);
    lp_luahost_push_env(L, h); /* 1 */
    lua_pushcfunction(L, msgh); /* 2 */
    h->in_script = 1;
    h->limit = h->cap;
    a->load_status = luaL_loadbufferx(L, a->text, a->len, h->chunkname, "t");
    if (a->load_status != LUA_OK) {
        h->in_script = 0;
        h->limit = h->cap + HOST_RESERVE;
        return lua_gettop(L);
    }
    lua_pushvalue(L, 1);
    lua_setupvalue(L, -2, 1);
    lua_sethook(L, hook, LUA_MASKCOUNT, HOOK_EVERY);
    a->status = lua_pcall(L, 0, 0, 2);
    lua_sethook(L, NULL, 0, 0);
    h->in_script = 0;
    h->limit = h->cap + HOST_RESERVE;
    return lua_gettop(L);
}

/* Strip "label:N: " from a message of our chunk; returns N (0 when it is not there). */
static int strip_position(const LpLua *h, const char **msg)
{
    const char *label = h->chunkname + 1;
    size_t n = strlen(label);
    const char *m = *msg;
    if (strncmp(m, label, n) != 0 || m[n] != ':') return 0;
    const char *d = m + n + 1;
    int line = 0;
    while (*d >= '0' && *d <= '9' && line < 100000000) line = line * 10 + (*d++ - '0');
    if (d == m + n + 1 || d[0] != ':') return 0;
    d++;
    if (*d == ' ') d++;
    *msg = d;
    return line;
}

/* One try of load_error_line: loads a[0..len) as run_protected does, at the same depth of C calls
 * (Lua's parser stops nesting at a count of C calls), leaving the status as an integer. */
static int probe_protected(lua_State *L)
{
    RunArgs *a = lua_touserdata(L, 1);
    int st = luaL_loadbufferx(L, a->text, a->len, a->h->chunkname, "t");
    const char *msg = st != LUA_OK && lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    a->load_status = st;
    a->status = st != LUA_OK && st != LUA_ERRMEM && msg && !strip_position(a->h, &msg); /* failed without a line */
    return 0;
}

/* The line of a load error Lua gave without one ("C stack overflow": the script nests too deep):
 * the shortest run of whole lines from the start that fails to load the same way ends on it. A
 * shorter run ends early and fails with a line ("unexpected <eof>") or loads. 0 when not found. */
static int load_error_line(LpLua *h, const char *text, size_t len)
{
    lua_State *L = h->L;
    int lines = 1;
    for (size_t i = 0; i < len; i++) lines += text[i] == '\n';
    int lo = 1, hi = lines, found = 0;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        size_t end = 0;
        for (int n = 0; end < len && n < mid; end++) n += text[end] == '\n';
        RunArgs a = {h, text, end, LUA_OK, 0};
        int top = lua_gettop(L);
        lua_pushcfunction(L, probe_protected);
        lua_pushlightuserdata(L, &a);
        int lineless = lua_pcall(L, 1, 0, 0) == LUA_OK && a.status;
        lua_settop(L, top);
        if (lineless) found = mid, hi = mid - 1;
        else lo = mid + 1;
    }
    return found;
}

/* An error's text (len bytes, NULs and all: a script may raise any string) for a diagnostic:
 * NULs and other control bytes become '?' (as lp_text_clean shows them); a message with nothing to
 * read (empty, or only blanks and control bytes) is said so: a diagnostic always says something. */
static void error_text(const char *msg, size_t len, char *out, size_t size)
{
    size_t n = 0;
    int readable = 0;
    for (size_t i = 0; i < len && n + 1 < size; i++) {
        unsigned char c = (unsigned char)msg[i];
        readable |= c > ' ' && c != 0x7F;
        out[n++] = c < 0x20 || c == 0x7F ? '?' : (char)c;
    }
    out[n] = '\0';
    if (!readable) snprintf(out, size, "%s", _("error (with no message)"));
}

static int run_text(LpLua *h, const char *text, size_t len, const char *file, const char *label, LpDiag *diag)
{
    lua_State *L = h->L;
    lp_lua_close_all(h);
    lua_settop(L, 0);
    if (h->env_ref != LUA_NOREF) {
        luaL_unref(L, LUA_REGISTRYINDEX, h->env_ref);
        h->env_ref = LUA_NOREF;
    }
    snprintf(h->file, sizeof h->file, "%s", file);
    snprintf(h->chunkname, sizeof h->chunkname, "=%s", label);
    h->steps = 0;
    h->stopping = STOP_NONE;
    h->stop_line = h->msgh_line = h->last_line = h->alloc_line = 0;
    h->string_refused = 0;
    lua_gc(L, LUA_GCCOLLECT, 0);

    RunArgs a = {h, text, len, LUA_OK, LUA_OK};
    lua_pushcfunction(L, run_protected);
    lua_pushlightuserdata(L, &a);
    int outer = lua_pcall(L, 1, LUA_MULTRET, 0);
    h->in_script = 0;
    h->limit = h->cap + HOST_RESERVE;
    lua_sethook(L, NULL, 0, 0);
    if (outer != LUA_OK) {
        lua_settop(L, 0);
        return lp_diag_set(diag, file, 0, "%s", _("the Lua host ran out of memory"));
    }
    if (a.load_status == LUA_OK && a.status == LUA_OK) {
        lua_pushvalue(L, 1);
        h->env_ref = luaL_ref(L, LUA_REGISTRYINDEX);
        lua_settop(L, 0);
        return 1;
    }
    int line = 0;
    char message[256];
    if (h->stopping == STOP_PATTERN) {
        line = h->stop_line;
        snprintf(message, sizeof message,
                 _("a string pattern took too much work (over %lld steps): make the pattern simpler"), h->budget);
    } else if (h->stopping) {
        line = h->stop_line;
        snprintf(message, sizeof message, _("the script ran too long (over %lld steps): is there an endless loop?"),
                 h->budget);
    } else if (a.load_status == LUA_ERRMEM || a.status == LUA_ERRMEM) {
        line = h->alloc_line ? h->alloc_line : h->msgh_line ? h->msgh_line : h->last_line;
        if (h->string_refused)
            snprintf(message, sizeof message, _("the script made a string longer than %zu bytes"), h->string_cap);
        else
            snprintf(message, sizeof message, _("the script used too much memory (over %zu KiB)"), h->cap / 1024);
    } else {
        size_t raw_len = 0;
        const char *raw = lua_type(L, -1) == LUA_TSTRING ? lua_tolstring(L, -1, &raw_len) : NULL;
        const char *msg = raw;
        if (!msg) {
            line = h->msgh_line;
            /* TRANSLATORS: %s is a Lua type's name (boolean, table, nil...), which stays English */
            snprintf(message, sizeof message, _("error (the error value is a %s)"), luaL_typename(L, -1));
        } else {
            line = strip_position(h, &msg);
            if (!line) line = h->msgh_line;
            /* Lua's words for a script nested deeper than its parser goes, said for a teacher */
            if (a.load_status != LUA_OK && !strcmp(msg, "C stack overflow"))
                msg = _("the script nests too deep (too many brackets, tables or blocks inside each other)");
            if (msg >= raw && msg <= raw + raw_len) error_text(msg, raw_len - (size_t)(msg - raw), message, sizeof message);
            else snprintf(message, sizeof message, "%s", msg);
            if (!line && a.load_status != LUA_OK) line = load_error_line(h, text, len);
        }
    }
    lua_settop(L, 0);
    return lp_diag_set(diag, file, line, "%s", message);
}

/* ---- the public face ---- */

static void no_warnings(void *ud, const char *msg, int tocont)
{
    (void)ud, (void)msg, (void)tocont;
}

LpLua *lp_lua_create(const LpLuaDesc *desc)
{
    LpLuaDesc d = desc ? *desc : (LpLuaDesc){0};
    LpLua *h = calloc(1, sizeof *h);
    if (!h) return NULL;
    h->cap = d.memory_cap ? d.memory_cap : 16u * 1024u * 1024u;
    h->string_cap = d.string_cap ? d.string_cap : 4u * 1024u;
    h->budget = d.step_budget > 0 ? d.step_budget : 10000000;
    h->source_cap = d.source_cap ? d.source_cap : 1024u * 1024u;
    h->seed = d.seed;
    h->print = d.print;
    h->print_user = d.print_user;
    h->limit = h->cap + HOST_RESERVE;
    h->env_ref = LUA_NOREF;
    lp_rng_init(&h->rng, h->seed, LP_STREAM_LUA);
    h->L = lua_newstate(host_alloc, h);
    if (!h->L) {
        free(h);
        return NULL;
    }
    *(LpLua **)lua_getextraspace(h->L) = h;
    lua_setwarnf(h->L, no_warnings, NULL);
    lua_pushcfunction(h->L, lp_luahost_build_libs);
    if (lua_pcall(h->L, 0, 0, 0) != LUA_OK) {
        lua_close(h->L);
        free(h);
        return NULL;
    }
    lua_settop(h->L, 0);
    return h;
}

void lp_lua_destroy(LpLua *L)
{
    if (!L) return;
    lua_close(L->L);
    free(L);
}

int lp_lua_run_string(LpLua *L, const char *text, size_t len, const char *label, LpDiag *diag)
{
    if (!label || !label[0]) label = "script";
    return run_text(L, text ? text : "", text ? len : 0, label, label, diag);
}

int lp_lua_run_file(LpLua *L, const char *path, LpDiag *diag)
{
    FILE *f = fopen(path, "rb");
    if (!f) return lp_diag_set(diag, path, 0, "%s", _("can't open the file"));
    char *text = malloc(L->source_cap + 1);
    size_t len = text ? fread(text, 1, L->source_cap + 1, f) : 0;
    int bad = ferror(f);
    fclose(f);
    if (!text) return lp_diag_set(diag, path, 0, "%s", _("out of memory"));
    if (bad) {
        free(text);
        return lp_diag_set(diag, path, 0, "%s", _("can't read the file"));
    }
    if (len > L->source_cap) {
        free(text);
        return lp_diag_set(diag, path, 0, _("the file is too big (over %zu KiB)"), L->source_cap / 1024);
    }
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    char label[60];
    snprintf(label, sizeof label, "%s", base);
    int ok = run_text(L, text, len, path, label, diag);
    free(text);
    return ok;
}

int lp_lua_add_declarator(LpLua *L, const char *name)
{
    if (L->declarator_count >= MAX_DECLARATORS || strlen(name) >= sizeof L->declarators[0]) return 0;
    snprintf(L->declarators[L->declarator_count++], sizeof L->declarators[0], "%s", name);
    return 1;
}

void lp_lua_set_seed(LpLua *L, uint64_t seed)
{
    L->seed = seed;
    lp_rng_init(&L->rng, seed, LP_STREAM_LUA);
}

long long lp_lua_steps_used(const LpLua *L)
{
    return L->steps;
}

const char *lp_lua_file(const LpLua *L)
{
    return L->file;
}

/* ---- the cursor ---- */

static const char *type_name(lua_State *L, int type)
{
    return type == LUA_TNONE ? "nil" : lua_typename(L, type);
}

int lp_lua_line(LpLua *h)
{
    lua_State *L = h->L;
    if (h->depth == 0 || !lua_checkstack(L, 3)) return 0;
    lua_getfield(L, LUA_REGISTRYINDEX, KEY_DECL);
    int line = 0;
    for (int d = h->depth; d >= 1 && !line; d--) {
        lua_pushvalue(L, d);
        lua_rawget(L, -2);
        if (lua_isinteger(L, -1)) line = (int)(lua_tointeger(L, -1) / 16);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return line;
}

const char *lp_lua_declared_as(LpLua *h)
{
    lua_State *L = h->L;
    if (h->depth == 0 || !lua_checkstack(L, 3)) return "";
    lua_getfield(L, LUA_REGISTRYINDEX, KEY_DECL);
    lua_pushvalue(L, h->depth);
    lua_rawget(L, -2);
    int index = lua_isinteger(L, -1) ? (int)(lua_tointeger(L, -1) % 16) : -1;
    lua_pop(L, 2);
    return index >= 0 && index < h->declarator_count ? h->declarators[index] : "";
}

const char *lp_lua_path(const LpLua *h)
{
    return h->depth ? h->path[h->depth - 1] : "";
}

/* The value on top was read from the current table (or the env): open it if a table. */
static int open_top(LpLua *h, const char *path, LpDiag *diag)
{
    lua_State *L = h->L;
    int type = lua_type(L, -1);
    if (type == LUA_TNIL) {
        lua_pop(L, 1);
        return 0;
    }
    if (type != LUA_TTABLE || h->depth >= CURSOR_MAX) {
        lua_pop(L, 1);
        int line = lp_lua_line(h);
        /* TRANSLATORS: %s is a place in a Lua script's tables, like "settings.modes" */
        if (type == LUA_TTABLE) return lp_diag_set(diag, h->file, line, _("%s is nested too deeply"), path) - 1;
        /* TRANSLATORS: the first %s is a place in a script ("rules.half"); the second a Lua type's
           name (number, string, boolean...), which stays English */
        return lp_diag_set(diag, h->file, line, _("%s is not a table (it is a %s)"), path, type_name(L, type)) - 1;
    }
    snprintf(h->path[h->depth], PATH_MAX_LEN, "%s", path);
    h->depth++;
    return 1;
}

int lp_lua_open_global(LpLua *h, const char *name, LpDiag *diag)
{
    lua_State *L = h->L;
    if (h->env_ref == LUA_NOREF) return lp_diag_set(diag, h->file, 0, "%s", _("no script has run")) - 1;
    lp_lua_close_all(h);
    lua_settop(L, 0);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->env_ref);
    lua_pushstring(L, name);
    lua_rawget(L, -2);
    lua_remove(L, -2);
    return open_top(h, name, diag);
}

static void child_path(const LpLua *h, const char *key, long long index, char *out)
{
    if (key)
        snprintf(out, PATH_MAX_LEN, "%s.%s", lp_lua_path(h), key);
    else
        snprintf(out, PATH_MAX_LEN, "%s[%lld]", lp_lua_path(h), index);
}

/* Push the current table's field key (or item index); 0 when no table is open. */
static int push_child(LpLua *h, const char *key, long long index)
{
    lua_State *L = h->L;
    if (h->depth == 0 || !lua_checkstack(L, 4)) return 0;
    if (key)
        lua_pushstring(L, key);
    else
        lua_pushinteger(L, (lua_Integer)index);
    lua_rawget(L, h->depth);
    return 1;
}

int lp_lua_open_field(LpLua *h, const char *key, LpDiag *diag)
{
    char path[PATH_MAX_LEN];
    child_path(h, key, 0, path);
    if (!push_child(h, key, 0)) return 0;
    return open_top(h, path, diag);
}

int lp_lua_open_index(LpLua *h, long long index, LpDiag *diag)
{
    char path[PATH_MAX_LEN];
    child_path(h, NULL, index, path);
    if (!push_child(h, NULL, index)) return 0;
    return open_top(h, path, diag);
}

void lp_lua_close(LpLua *h)
{
    if (h->depth == 0) return;
    lua_remove(h->L, h->depth);
    h->depth--;
}

void lp_lua_close_all(LpLua *h)
{
    while (h->depth > 0) lp_lua_close(h);
}

long long lp_lua_length(LpLua *h)
{
    return h->depth ? (long long)lua_rawlen(h->L, h->depth) : 0;
}

static int cmp_keys(const void *a, const void *b)
{
    return strcmp(a, b);
}

int lp_lua_keys(LpLua *h, char keys[][LP_LUA_KEY_MAX], int max, LpDiag *diag)
{
    lua_State *L = h->L;
    if (h->depth == 0 || !lua_checkstack(L, 4)) return 0;
    lua_Integer n = (lua_Integer)lua_rawlen(L, h->depth);
    int count = 0;
    lua_pushnil(L);
    while (lua_next(L, h->depth)) {
        lua_pop(L, 1);
        int type = lua_type(L, -1);
        if (type == LUA_TNUMBER && lua_isinteger(L, -1) && lua_tointeger(L, -1) >= 1 && lua_tointeger(L, -1) <= n)
            continue;
        const char *problem = NULL; /* a format: %s is the table's place in the script */
        size_t len = 0;
        if (type != LUA_TSTRING)
            problem = _("%s has a key that is not a name");
        else if (lua_tolstring(L, -1, &len), len >= LP_LUA_KEY_MAX)
            problem = _("%s has a name that is too long");
        else if (count >= max)
            problem = _("%s has too many entries");
        if (problem) {
            lua_pop(L, 1);
            return lp_diag_set(diag, h->file, lp_lua_line(h), problem, lp_lua_path(h)) - 1;
        }
        memcpy(keys[count], lua_tostring(L, -1), len + 1);
        count++;
    }
    qsort(keys, (size_t)count, sizeof keys[0], cmp_keys);
    return count;
}

const char *lp_lua_field_type(LpLua *h, const char *key)
{
    if (!push_child(h, key, 0)) return "nil";
    const char *name = type_name(h->L, lua_type(h->L, -1));
    lua_pop(h->L, 1);
    return name;
}

const char *lp_lua_index_type(LpLua *h, long long index)
{
    if (!push_child(h, NULL, index)) return "nil";
    const char *name = type_name(h->L, lua_type(h->L, -1));
    lua_pop(h->L, 1);
    return name;
}

/* The value on top, read as wanted: 'S' string, 'I' integer, 'M' thousandths. Pops it. */
static int read_top(LpLua *h, const char *path, int want, char *out, size_t cap, long long *num, LpDiag *diag)
{
    lua_State *L = h->L;
    int type = lua_type(L, -1);
    if (type == LUA_TNIL) {
        lua_pop(L, 1);
        return 0;
    }
    /* a format: the value's place in the script ("settings.name"), then (when the format says
     * "it is a") the Lua type it has instead: one whole sentence per problem, for translators */
    const char *problem = NULL;
    if (want == 'S') {
        size_t len = 0;
        /* TRANSLATORS: %s is a place in a script; "(it is a %s)" names a Lua type (table, boolean...),
           which stays English */
        if (type != LUA_TSTRING)
            problem = type == LUA_TNUMBER ? _("%s is not a string") : _("%s is not a string (it is a %s)");
        else if (lua_tolstring(L, -1, &len), len >= cap)
            problem = _("%s is too long");
        else
            memcpy(out, lua_tostring(L, -1), len + 1);
    } else if (type != LUA_TNUMBER) {
        problem = _("%s is not a number (it is a %s)");
    } else if (want == 'I') {
        int ok = 0;
        lua_Integer v = lua_tointegerx(L, -1, &ok);
        if (!ok)
            problem = _("%s is not a whole number");
        else
            *num = (long long)v;
    } else {
        double x = (double)lua_tonumber(L, -1);
        if (!(x >= -1e12 && x <= 1e12)) {
            problem = _("%s is out of range");
        } else {
            double scaled = x * 1000.0;
            *num = (long long)(scaled < 0 ? scaled - 0.5 : scaled + 0.5);
        }
    }
    lua_pop(L, 1);
    if (!problem) return 1;
    int line = lp_lua_line(h);
    return lp_diag_set(diag, h->file, line, problem, path, type_name(L, type)) - 1;
}

int lp_lua_get_string(LpLua *h, const char *key, char *out, size_t cap, LpDiag *diag)
{
    char path[PATH_MAX_LEN];
    child_path(h, key, 0, path);
    if (!push_child(h, key, 0)) return 0;
    return read_top(h, path, 'S', out, cap, NULL, diag);
}

int lp_lua_get_integer(LpLua *h, const char *key, long long *out, LpDiag *diag)
{
    char path[PATH_MAX_LEN];
    child_path(h, key, 0, path);
    if (!push_child(h, key, 0)) return 0;
    return read_top(h, path, 'I', NULL, 0, out, diag);
}

int lp_lua_get_milli(LpLua *h, const char *key, long long *out, LpDiag *diag)
{
    char path[PATH_MAX_LEN];
    child_path(h, key, 0, path);
    if (!push_child(h, key, 0)) return 0;
    return read_top(h, path, 'M', NULL, 0, out, diag);
}

int lp_lua_index_string(LpLua *h, long long index, char *out, size_t cap, LpDiag *diag)
{
    char path[PATH_MAX_LEN];
    child_path(h, NULL, index, path);
    if (!push_child(h, NULL, index)) return 0;
    return read_top(h, path, 'S', out, cap, NULL, diag);
}
