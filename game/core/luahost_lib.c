/* luahost_lib.c - the Lua host's sandboxed libraries (see luahost.h for what a script gets):
 * base without the dangerous parts, pcall / xpcall that can't catch the host's stop, text-only
 * load, table and string with the C loops charged, our counted pattern functions, math.random
 * on PCG32, utf8. Depends on lua5.4, luahost_internal.h and luahost_pattern.h. */
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "luahost_internal.h"
#include "luahost_pattern.h"


/* ---- the sandboxed base library ---- */

/* A failed protected call: the host's stop and a memory error go on up (a script can't catch
 * them); anything else costs ERROR_STEPS and returns false, message. */
static int caught(lua_State *L, LpLua *h, int status)
{
    if (h->stopping || status == LUA_ERRMEM) return lua_error(L);
    lp_luahost_charge(L, h, ERROR_STEPS);
    lua_pushboolean(L, 0);
    lua_insert(L, -2);
    return 2;
}

/* pcall / xpcall that cannot catch the host's stop or a memory error. */
static int sb_pcall(lua_State *L)
{
    LpLua *h = host_of(L);
    luaL_checkany(L, 1);
    int status = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);
    if (status != LUA_OK) return caught(L, h, status);
    lua_pushboolean(L, 1);
    lua_insert(L, 1);
    return lua_gettop(L);
}

/* xpcall's handler runs the script's handler (upvalue 1) only while the script may run: an
 * error the hook raises reaches the handler with hooks off, so a script handler with an
 * endless loop would never be stopped. */
static int xpcall_handler(lua_State *L)
{
    if (host_of(L)->stopping) return 1;
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

static int sb_xpcall(lua_State *L)
{
    LpLua *h = host_of(L);
    int n = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, xpcall_handler, 1);
    lua_replace(L, 2);
    lua_pushvalue(L, 1);
    lua_copy(L, 2, 1);
    lua_replace(L, 2); /* 1: the handler, 2: the function, then its arguments */
    int status = lua_pcall(L, n - 2, LUA_MULTRET, 1);
    if (status != LUA_OK) return caught(L, h, status);
    lua_pushboolean(L, 1);
    lua_replace(L, 1);
    return lua_gettop(L);
}

/* load(text [, chunkname [, mode [, env]]]): text only; env defaults to the script's env
 * (upvalue 1). */
static int sb_load(lua_State *L)
{
    size_t len;
    if (lua_type(L, 1) != LUA_TSTRING) return luaL_error(L, "%s", _("load takes text only (a string)"));
    const char *text = lua_tolstring(L, 1, &len);
    const char *name = luaL_optstring(L, 2, "=(load)");
    if (len > 0 && text[0] == LUA_SIGNATURE[0]) {
        lua_pushnil(L);
        lua_pushstring(L, _("load takes text only: binary chunks are not allowed"));
        return 2;
    }
    lp_luahost_charge(L, host_of(L), 1 + (long long)(len / BYTES_PER_STEP));
    int status = luaL_loadbufferx(L, text, len, name, "t");
    if (status != LUA_OK) {
        if (status == LUA_ERRMEM) return lua_error(L);
        lp_luahost_charge(L, host_of(L), ERROR_STEPS);
        lua_pushnil(L);
        lua_insert(L, -2);
        return 2;
    }
    if (!lua_isnone(L, 4))
        lua_pushvalue(L, 4);
    else
        lua_pushvalue(L, lua_upvalueindex(1));
    if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
    return 1;
}

static int sb_print(lua_State *L)
{
    LpLua *h = host_of(L);
    int n = lua_gettop(L);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (int i = 1; i <= n; i++) {
        if (i > 1) luaL_addchar(&b, '\t');
        /* luaL_tolstring pushes its result; luaL_addvalue is the one buffer call made with an
         * extra value on the stack (adding it with luaL_addlstring while it sits above the
         * buffer's box wrote into freed memory once the text passed the buffer's first 1 KiB). */
        luaL_tolstring(L, i, NULL);
        luaL_addvalue(&b);
    }
    luaL_pushresult(&b);
    size_t len;
    const char *text = lua_tolstring(L, -1, &len);
    if (h->print) h->print(h->print_user, text, len);
    return 0;
}

static int sb_collectgarbage(lua_State *L)
{
    const char *opt = luaL_optstring(L, 1, "collect");
    if (strcmp(opt, "count") != 0)
        return luaL_error(L, "%s", _("collectgarbage: only \"count\" is allowed in scripts"));
    lua_pushnumber(L, (lua_Number)lua_gc(L, LUA_GCCOUNT, 0) + (lua_Number)lua_gc(L, LUA_GCCOUNTB, 0) / 1024.0);
    return 1;
}

static int sb_setmetatable(lua_State *L)
{
    if (lua_type(L, 2) == LUA_TTABLE) {
        lua_pushstring(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL) return luaL_error(L, "%s", _("setmetatable: __gc is not allowed in scripts"));
        lua_pop(L, 1);
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/* A declarator (lp_lua_add_declarator): remember the caller's line for its table. */
static int sb_declare(lua_State *L)
{
    LpLua *h = host_of(L);
    int index = (int)lua_tointeger(L, lua_upvalueindex(1));
    if (lua_type(L, 1) != LUA_TTABLE) {
        char says[320]; /* TRANSLATORS: both %s are one name a script's table is given by (settings, dungeon) */
        snprintf(says, sizeof says, _("%s expects a table: %s { ... }"), h->declarators[index], h->declarators[index]);
        return luaL_error(L, "%s", says);
    }
    lua_Debug ar;
    int line = 0;
    if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "Sl", &ar) && strcmp(ar.source, h->chunkname) == 0)
        line = ar.currentline;
    lua_getfield(L, LUA_REGISTRYINDEX, KEY_DECL);
    lua_pushvalue(L, 1);
    lua_pushinteger(L, (lua_Integer)line * 16 + index);
    lua_rawset(L, -3);
    lua_pop(L, 1);
    lua_settop(L, 1);
    return 1;
}

/* ---- charged wrappers around library functions that work in loops inside C ---- */

enum { CH_TABLE_LEN = 1, CH_SORT, CH_RANGE, CH_STRING };

static int sb_charged(lua_State *L)
{
    LpLua *h = host_of(L);
    int kind = (int)lua_tointeger(L, lua_upvalueindex(2));
    long long n = 1;
    if (kind == CH_TABLE_LEN || kind == CH_SORT) {
        if (lua_type(L, 1) == LUA_TTABLE) n += (long long)lua_rawlen(L, 1);
        if (kind == CH_SORT) {
            long long logn = 1;
            while ((1LL << logn) < n && logn < 62) logn++;
            n *= logn * 4;
        }
    } else if (kind == CH_RANGE) { /* table.move(a, f, e, ...), unpack(t, i, j), concat(t, s, i, j) */
        int fi = 2, ei = 3;
        if (lua_type(L, fi) == LUA_TSTRING) fi = 3, ei = 4; /* concat: (t, sep, i, j) */
        if (lua_isinteger(L, fi) && lua_isinteger(L, ei)) {
            lua_Integer f = lua_tointeger(L, fi), e = lua_tointeger(L, ei);
            if (e >= f) n += (e - f > (lua_Integer)1 << 40) ? (1LL << 40) : (long long)(e - f);
        } else if (lua_type(L, 1) == LUA_TTABLE) {
            n += (long long)lua_rawlen(L, 1);
        }
    } else if (kind == CH_STRING) {
        for (int i = 1; i <= 2; i++)
            if (lua_type(L, i) == LUA_TSTRING) n += (long long)(lua_rawlen(L, i) / BYTES_PER_STEP);
    }
    lp_luahost_charge(L, h, n);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/* ---- string: rep capped, find / match / gmatch / gsub by our counted matcher ---- */

static int sb_rep(lua_State *L)
{
    LpLua *h = host_of(L);
    size_t l, lsep;
    luaL_checklstring(L, 1, &l);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &lsep);
    if (n > 0) {
        /* the result's length, computed without overflow */
        unsigned long long cap = h->string_cap, total = 0;
        if ((unsigned long long)n > cap + 1 || (l > 0 && (unsigned long long)n > cap / l + 1))
            total = cap + 1;
        else
            total = (unsigned long long)l * (unsigned long long)n + (unsigned long long)lsep * (unsigned long long)(n - 1);
        if (total > cap)
            return luaL_error(L, _("string.rep: the result would be longer than %d bytes"), (int)h->string_cap);
        lp_luahost_charge(L, h, (long long)(total / BYTES_PER_STEP));
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

static size_t start_index(lua_Integer pos, size_t len)
{
    if (pos > 0) return (size_t)pos;
    if (pos == 0) return 1;
    if (pos < -(lua_Integer)len) return 1;
    return len + (size_t)pos + 1;
}

static const char *check_pattern(lua_State *L, int arg, size_t *lp)
{
    const char *p = luaL_checklstring(L, arg, lp);
    if (*lp > PATTERN_MAX) luaL_error(L, _("the pattern is too long (over %d characters)"), PATTERN_MAX);
    return p;
}

static long long steps_left(const LpLua *h)
{
    return h->budget > h->steps ? h->budget - h->steps : 0;
}

/* Charge a finished match's work; raise its error (a spent allowance stops the script). */
static void pattern_done(lua_State *L, LpLua *h, LpPatState *ms)
{
    h->steps += ms->steps_used;
    if (ms->error) {
        if (ms->steps_left < 0) lp_luahost_stop(L, h, STOP_PATTERN);
        luaL_error(L, "%s", ms->error);
    }
    if (h->in_script && h->steps > h->budget) lp_luahost_stop(L, h, STOP_BUDGET);
}

static void push_capture(lua_State *L, LpPatState *ms, int i, const char *s, const char *e)
{
    if (i >= ms->level) {
        if (i != 0) luaL_error(L, "invalid capture index %%%d", i + 1);
        lua_pushlstring(L, s, (size_t)(e - s));
        return;
    }
    ptrdiff_t len = ms->capture[i].len;
    if (len == LP_PAT_CAP_UNFINISHED) luaL_error(L, "unfinished capture");
    if (len == LP_PAT_CAP_POSITION)
        lua_pushinteger(L, (lua_Integer)(ms->capture[i].start - ms->src_init) + 1);
    else
        lua_pushlstring(L, ms->capture[i].start, (size_t)len);
}

/* Push the captures (or the whole match s..e when there are none and s is given). */
static int push_captures(lua_State *L, LpPatState *ms, const char *s, const char *e)
{
    int n = (ms->level == 0 && s) ? 1 : ms->level;
    luaL_checkstack(L, n, "too many captures");
    for (int i = 0; i < n; i++) push_capture(L, ms, i, s, e);
    return n;
}

static int find_aux(lua_State *L, int find)
{
    LpLua *h = host_of(L);
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = start_index(luaL_optinteger(L, 3, 1), ls);
    if (init > ls + 1) {
        luaL_pushfail(L);
        return 1;
    }
    if (find && (lua_toboolean(L, 4) || lp_pat_is_plain(p, lp))) {
        long long work = 0;
        for (size_t i = init - 1; lp <= ls && i <= ls - lp; i++) {
            work += 1;
            if (lp == 0 || (s[i] == p[0] && (work += (long long)(lp / BYTES_PER_STEP), memcmp(s + i, p, lp) == 0))) {
                lp_luahost_charge(L, h, work);
                lua_pushinteger(L, (lua_Integer)i + 1);
                lua_pushinteger(L, (lua_Integer)(i + lp));
                return 2;
            }
        }
        lp_luahost_charge(L, h, work);
        luaL_pushfail(L);
        return 1;
    }
    check_pattern(L, 2, &lp);
    int anchor = (lp > 0 && *p == '^');
    if (anchor) p++, lp--;
    LpPatState ms;
    lp_pat_init(&ms, s, ls, p, lp, steps_left(h));
    const char *s1 = s + init - 1;
    do {
        lp_pat_reprep(&ms);
        const char *e = lp_pat_match(&ms, s1, p);
        if (ms.error) break;
        if (e) {
            pattern_done(L, h, &ms);
            if (find) {
                lua_pushinteger(L, (lua_Integer)(s1 - s) + 1);
                lua_pushinteger(L, (lua_Integer)(e - s));
                return push_captures(L, &ms, NULL, NULL) + 2;
            }
            return push_captures(L, &ms, s1, e);
        }
    } while (s1++ < ms.src_end && !anchor);
    pattern_done(L, h, &ms);
    luaL_pushfail(L);
    return 1;
}

static int sb_find(lua_State *L)
{
    return find_aux(L, 1);
}

static int sb_match(lua_State *L)
{
    return find_aux(L, 0);
}

typedef struct GMatch {
    size_t pos;       /* where the next search starts */
    ptrdiff_t last;   /* end of the last match, -1 before the first */
} GMatch;

static int gmatch_step(lua_State *L)
{
    LpLua *h = host_of(L);
    size_t ls, lp;
    const char *s = lua_tolstring(L, lua_upvalueindex(1), &ls);
    const char *p = lua_tolstring(L, lua_upvalueindex(2), &lp);
    GMatch *gm = lua_touserdata(L, lua_upvalueindex(3));
    LpPatState ms;
    lp_pat_init(&ms, s, ls, p, lp, steps_left(h));
    for (const char *src = s + gm->pos; src <= ms.src_end; src++) {
        lp_pat_reprep(&ms);
        const char *e = lp_pat_match(&ms, src, p);
        if (ms.error) break;
        if (e && (gm->last < 0 || e != s + gm->last)) {
            gm->pos = (size_t)(e - s);
            gm->last = e - s;
            pattern_done(L, h, &ms);
            return push_captures(L, &ms, src, e);
        }
    }
    pattern_done(L, h, &ms);
    gm->pos = ls + 1;
    return 0;
}

static int sb_gmatch(lua_State *L)
{
    size_t ls, lp;
    luaL_checklstring(L, 1, &ls);
    check_pattern(L, 2, &lp);
    size_t init = start_index(luaL_optinteger(L, 3, 1), ls);
    if (init > ls + 1) init = ls + 1;
    lua_settop(L, 2);
    GMatch *gm = lua_newuserdatauv(L, sizeof *gm, 0);
    gm->pos = init - 1;
    gm->last = -1;
    lua_pushcclosure(L, gmatch_step, 3);
    return 1;
}

static void add_replacement(lua_State *L, LpPatState *ms, luaL_Buffer *b, const char *s, const char *e, int tr)
{
    if (tr == LUA_TSTRING || tr == LUA_TNUMBER) {
        size_t l;
        const char *r = lua_tolstring(L, 3, &l);
        for (size_t i = 0; i < l; i++) {
            if (r[i] != '%') {
                luaL_addchar(b, r[i]);
                continue;
            }
            i++;
            if (i < l && r[i] == '%') {
                luaL_addchar(b, '%');
            } else if (i < l && r[i] >= '0' && r[i] <= '9') {
                if (r[i] == '0') {
                    luaL_addlstring(b, s, (size_t)(e - s));
                } else {
                    push_capture(L, ms, r[i] - '1', s, e);
                    luaL_tolstring(L, -1, NULL);
                    lua_remove(L, -2);
                    luaL_addvalue(b);
                }
            } else {
                luaL_error(L, "invalid use of '%%' in replacement string");
            }
        }
        return;
    }
    if (tr == LUA_TFUNCTION) {
        lua_pushvalue(L, 3);
        int n = push_captures(L, ms, s, e);
        lua_call(L, n, 1);
    } else {
        push_capture(L, ms, 0, s, e);
        lua_gettable(L, 3);
    }
    if (!lua_toboolean(L, -1)) {
        lua_pop(L, 1);
        luaL_addlstring(b, s, (size_t)(e - s));
    } else if (!lua_isstring(L, -1)) {
        luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    } else {
        luaL_addvalue(b);
    }
}

static int sb_gsub(lua_State *L)
{
    LpLua *h = host_of(L);
    size_t ls, lp;
    const char *src = luaL_checklstring(L, 1, &ls);
    const char *p = check_pattern(L, 2, &lp);
    int tr = lua_type(L, 3);
    lua_Integer max_n = luaL_optinteger(L, 4, (lua_Integer)ls + 1);
    luaL_argexpected(L, tr == LUA_TNUMBER || tr == LUA_TSTRING || tr == LUA_TFUNCTION || tr == LUA_TTABLE, 3,
                     "string/function/table");
    int anchor = (lp > 0 && *p == '^');
    if (anchor) p++, lp--;
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    LpPatState ms;
    lp_pat_init(&ms, src, ls, p, lp, steps_left(h));
    const char *last = NULL;
    lua_Integer n = 0;
    while (n < max_n) {
        lp_pat_reprep(&ms);
        const char *e = lp_pat_match(&ms, src, p);
        if (ms.error) break;
        if (e && e != last) {
            n++;
            add_replacement(L, &ms, &b, src, e, tr);
            src = last = e;
        } else if (src < ms.src_end) {
            luaL_addchar(&b, *src++);
        } else {
            break;
        }
        if (anchor) break;
    }
    pattern_done(L, h, &ms);
    luaL_addlstring(&b, src, (size_t)(ms.src_end - src));
    luaL_pushresult(&b);
    lua_pushinteger(L, n);
    return 2;
}

/* ---- math.random on our PCG32 ---- */

static uint64_t rand64(LpLua *h)
{
    uint64_t hi = lp_rng_next(&h->rng);
    return (hi << 32) | lp_rng_next(&h->rng);
}

static int sb_random(lua_State *L)
{
    LpLua *h = host_of(L);
    lua_Integer low, up;
    switch (lua_gettop(L)) {
    case 0: {
        uint64_t hi = lp_rng_next(&h->rng) >> 6, lo = lp_rng_next(&h->rng) >> 5; /* 26 + 27 bits */
        lua_pushnumber(L, ((lua_Number)hi * 134217728.0 + (lua_Number)lo) / 9007199254740992.0);
        return 1;
    }
    case 1:
        low = 1;
        up = luaL_checkinteger(L, 1);
        if (up == 0) {
            lua_pushinteger(L, (lua_Integer)rand64(h));
            return 1;
        }
        break;
    case 2:
        low = luaL_checkinteger(L, 1);
        up = luaL_checkinteger(L, 2);
        break;
    default: return luaL_error(L, "wrong number of arguments");
    }
    luaL_argcheck(L, low <= up, lua_gettop(L), "interval is empty");
    uint64_t span = (uint64_t)up - (uint64_t)low; /* the range has span + 1 values */
    uint64_t r;
    if (span == UINT64_MAX) {
        r = rand64(h);
    } else if (span < UINT32_MAX) {
        r = lp_rng_below(&h->rng, (uint32_t)(span + 1));
    } else {
        uint64_t bound = span + 1, threshold = (0 - bound) % bound;
        do r = rand64(h);
        while (r < threshold);
        r %= bound;
    }
    lua_pushinteger(L, (lua_Integer)((uint64_t)low + r));
    return 1;
}

static int sb_randomseed(lua_State *L)
{
    LpLua *h = host_of(L);
    uint64_t seed = lua_isnoneornil(L, 1) ? h->seed : (uint64_t)luaL_checkinteger(L, 1);
    lp_rng_init(&h->rng, seed, LP_STREAM_LUA);
    return 0;
}

/* ---- building the libraries and each script's env ---- */

static void wrap(lua_State *L, int lib, const char *name, int kind)
{
    lua_getfield(L, lib, name);
    lua_pushinteger(L, kind);
    lua_pushcclosure(L, sb_charged, 2);
    lua_setfield(L, lib, name);
}

/* Copy the named fields of table src into the table on top of the stack. */
static void copy_fields(lua_State *L, int src, const char *const *names)
{
    for (int i = 0; names[i]; i++) {
        lua_getfield(L, src, names[i]);
        lua_setfield(L, -2, names[i]);
    }
}

int lp_luahost_build_libs(lua_State *L)
{
    luaL_openlibs(L); /* then keep only what the sandbox allows, in tables of our own */
    lua_pushglobaltable(L);
    int g = lua_gettop(L);
    lua_newtable(L);
    int libs = lua_gettop(L);

    static const char *const base_names[] = {"assert", "error",  "getmetatable", "ipairs",   "next",
                                             "pairs",  "rawequal", "rawget",     "rawlen",   "rawset",
                                             "select", "tostring", "type",       "_VERSION", NULL};
    lua_newtable(L);
    copy_fields(L, g, base_names);
    lua_getfield(L, g, "tonumber");
    lua_pushinteger(L, CH_STRING);
    lua_pushcclosure(L, sb_charged, 2);
    lua_setfield(L, -2, "tonumber");
    lua_pushcfunction(L, sb_pcall);
    lua_setfield(L, -2, "pcall");
    lua_pushcfunction(L, sb_xpcall);
    lua_setfield(L, -2, "xpcall");
    lua_pushcfunction(L, sb_print);
    lua_setfield(L, -2, "print");
    lua_pushcfunction(L, sb_collectgarbage);
    lua_setfield(L, -2, "collectgarbage");
    lua_getfield(L, g, "setmetatable");
    lua_pushcclosure(L, sb_setmetatable, 1);
    lua_setfield(L, -2, "setmetatable");
    lua_setfield(L, libs, "_base");

    static const char *const table_names[] = {"concat", "insert", "move", "pack", "remove", "sort", "unpack", NULL};
    lua_getfield(L, g, "table");
    int t = lua_gettop(L);
    lua_newtable(L);
    copy_fields(L, t, table_names);
    int nt = lua_gettop(L);
    wrap(L, nt, "insert", CH_TABLE_LEN);
    wrap(L, nt, "remove", CH_TABLE_LEN);
    wrap(L, nt, "sort", CH_SORT);
    wrap(L, nt, "move", CH_RANGE);
    wrap(L, nt, "unpack", CH_RANGE);
    wrap(L, nt, "concat", CH_RANGE);
    lua_setfield(L, libs, "table");
    lua_pop(L, 1);

    static const char *const string_names[] = {"byte",  "char", "format", "len",    "lower",    "upper",
                                               "reverse", "sub", "pack",  "packsize", "unpack", NULL};
    lua_getfield(L, g, "string");
    int s = lua_gettop(L);
    lua_newtable(L);
    int ns = lua_gettop(L);
    copy_fields(L, s, string_names);
    for (int i = 0; string_names[i]; i++)
        if (strcmp(string_names[i], "len") != 0) wrap(L, ns, string_names[i], CH_STRING);
    lua_getfield(L, s, "rep");
    lua_pushcclosure(L, sb_rep, 1);
    lua_setfield(L, ns, "rep");
    static const luaL_Reg patterns[] = {
        {"find", sb_find}, {"match", sb_match}, {"gmatch", sb_gmatch}, {"gsub", sb_gsub}, {NULL, NULL}};
    luaL_setfuncs(L, patterns, 0);
    /* strings' methods ("x"):rep(3) come from this table; the metatable is locked */
    lua_pushliteral(L, "");
    lua_getmetatable(L, -1);
    lua_pushvalue(L, ns);
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 2);
    lua_setfield(L, libs, "string");
    lua_pop(L, 1);

    lua_getfield(L, g, "math");
    lua_pushcfunction(L, sb_random);
    lua_setfield(L, -2, "random");
    lua_pushcfunction(L, sb_randomseed);
    lua_setfield(L, -2, "randomseed");
    lua_setfield(L, libs, "math");

    lua_getfield(L, g, "utf8");
    int u = lua_gettop(L);
    wrap(L, u, "len", CH_STRING);
    wrap(L, u, "offset", CH_STRING);
    wrap(L, u, "codepoint", CH_STRING);
    lua_setfield(L, libs, "utf8");

    lua_pushvalue(L, libs);
    lua_setfield(L, LUA_REGISTRYINDEX, KEY_LIBS);
    lua_newtable(L); /* declared tables, weak keys */
    lua_newtable(L);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_setfield(L, LUA_REGISTRYINDEX, KEY_DECL);
    /* the real globals are never reachable from a script; empty them all the same */
    lua_pushglobaltable(L);
    static const char *const gone[] = {"io", "os", "require", "package", "debug", "dofile", "loadfile",
                                       "load", "coroutine", "collectgarbage", NULL};
    for (int i = 0; gone[i]; i++) {
        lua_pushnil(L);
        lua_setfield(L, -2, gone[i]);
    }
    return 0;
}

void lp_luahost_push_env(lua_State *L, LpLua *h)
{
    lua_newtable(L);
    int env = lua_gettop(L);
    lua_getfield(L, LUA_REGISTRYINDEX, KEY_LIBS);
    int libs = lua_gettop(L);
    lua_getfield(L, libs, "_base");
    lua_pushnil(L);
    while (lua_next(L, -2)) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, env);
    }
    lua_pop(L, 1);
    static const char *const lib_names[] = {"table", "string", "math", "utf8", NULL};
    for (int i = 0; lib_names[i]; i++) {
        lua_getfield(L, libs, lib_names[i]);
        lua_newtable(L);
        lua_pushnil(L);
        while (lua_next(L, -3)) {
            lua_pushvalue(L, -2);
            lua_insert(L, -2);
            lua_rawset(L, -4);
        }
        lua_setfield(L, env, lib_names[i]);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    lua_pushvalue(L, env);
    lua_pushcclosure(L, sb_load, 1);
    lua_setfield(L, env, "load");
    lua_pushvalue(L, env);
    lua_setfield(L, env, "_G");
    for (int i = 0; i < h->declarator_count; i++) {
        lua_pushinteger(L, i);
        lua_pushcclosure(L, sb_declare, 1);
        lua_setfield(L, env, h->declarators[i]);
    }
}

