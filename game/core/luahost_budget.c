/* luahost_budget.c - the Lua host's budget (luahost_internal.h): where the running script is, what
 * a step costs, and stopping a script that spent its budget. Below both luahost.c (the hook) and
 * luahost_lib.c (the libraries charge for their work). */
#include <lauxlib.h>
#include <lua.h>
#include <string.h>

#include "luahost_internal.h"

int lp_luahost_chunk_line(lua_State *L, const LpLua *h)
{
    lua_Debug ar;
    for (int level = 0; level < 200 && lua_getstack(L, level, &ar); level++) {
        if (!lua_getinfo(L, "Sl", &ar)) continue;
        if (strcmp(ar.source, h->chunkname) == 0 && ar.currentline > 0) return ar.currentline;
    }
    return 0;
}

int lp_luahost_stop(lua_State *L, LpLua *h, int reason)
{
    if (!h->stopping) {
        h->stopping = reason;
        h->stop_line = lp_luahost_chunk_line(L, h);
    }
    return luaL_error(L, "the script was stopped");
}

void lp_luahost_charge(lua_State *L, LpLua *h, long long n)
{
    h->steps += n;
    if (h->in_script && (h->stopping || h->steps > h->budget)) lp_luahost_stop(L, h, STOP_BUDGET);
}

