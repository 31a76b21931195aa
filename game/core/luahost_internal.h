/* luahost_internal.h - what the Lua host's files share (luahost.c: the state, running and the
 * readers; luahost_lib.c: the sandboxed libraries; luahost_budget.c: the budget both charge). Not a
 * public header: only those files include it (and only they include lua.h). */
#ifndef LP_LUAHOST_INTERNAL_H
#define LP_LUAHOST_INTERNAL_H

#include <lua.h>
#include <stddef.h>
#include <stdint.h>

#include "luahost.h"
#include "rng.h"

#define HOOK_EVERY 1000             /* VM instructions between two hook calls */
#define HOST_RESERVE (1024 * 1024)  /* memory the host itself may use beyond the cap */
#define PATTERN_MAX 512             /* longest pattern */
#define MAX_DECLARATORS 8
#define CURSOR_MAX 16
#define PATH_MAX_LEN 256
#define BYTES_PER_STEP 16           /* copying this many bytes costs one step */
#define ERROR_STEPS 1000            /* a caught error (formatting, unwinding) costs this many */

enum { STOP_NONE = 0, STOP_BUDGET, STOP_PATTERN };

struct LpLua {
    lua_State *L;
    size_t used, limit, cap, string_cap, source_cap;
    int string_refused; /* the last refused allocation was a string past string_cap */
    long long budget, steps;
    int in_script, stopping, stop_line, msgh_line, last_line, alloc_line;
    LpRng rng;
    uint64_t seed;
    LpLuaPrintFn print;
    void *print_user;
    char file[256];     /* the path (or label) of the running / last script */
    char chunkname[64]; /* "=label": errors read "label:line: ..." */
    int env_ref;        /* the last good run's env (LUA_NOREF when none) */
    int declarator_count;
    char declarators[MAX_DECLARATORS][32];
    int depth; /* open cursor tables: Lua stack slots 1..depth */
    char path[CURSOR_MAX][PATH_MAX_LEN];
};

#define KEY_DECL "lp.declared" /* weak table: table -> line*16 + declarator */
#define KEY_LIBS "lp.libs"     /* name -> sanitized library table */

static inline LpLua *host_of(lua_State *L)
{
    return *(LpLua **)lua_getextraspace(L);
}

/* The line in the running script (not in text it load()ed), innermost first; 0 if none. */
int lp_luahost_chunk_line(lua_State *L, const LpLua *h);
/* Stop the script for reason (STOP_...): it stays stopped; raises the error. */
int lp_luahost_stop(lua_State *L, LpLua *h, int reason);
/* Count n steps of work; past the budget the script stops. */
void lp_luahost_charge(lua_State *L, LpLua *h, long long n);
/* Build the sandboxed libraries into the registry (run inside lua_pcall). */
int lp_luahost_build_libs(lua_State *L);
/* Push a fresh env for one script: copies of the libraries, load bound to it, declarators. */
void lp_luahost_push_env(lua_State *L, LpLua *h);

#endif
