/* bench_lua.c - how long the sandboxed Lua host takes to stop hostile scripts at its default
 * budgets (issue 7: "stopped within a second"). Measured here, never in unit tests, which only
 * check that the budget stopped them (wall time flakes on a busy machine). */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "core/luahost.h"

int cli_bench_lua(LpBuf *json)
{
    static const struct {
        const char *name, *script;
    } attacks[] = {
        {"endless_loop", "while true do end"},
        {"endless_loop_in_pcall", "while true do pcall(function() while true do end end) end"},
        {"memory_bomb", "local t = {} while true do t[#t + 1] = {} end"},
        {"pattern_bomb", "local s = string.rep('a', 4000)\nwhile true do pcall(string.match, s, '(.-)%s*$') end"},
        {"recursion_in_pcall", "local function f() pcall(f) f() end\nf()"},
    };
    double worst = 0;
    int n = (int)(sizeof attacks / sizeof attacks[0]), failures = 0;
    if (json) lp_buf_puts(json, ",\"lua\":{\"limit_ms\":1000,\"attacks\":{");
    fprintf(stderr, "Lua sandbox, default budgets: time to stop a hostile script (limit 1000 ms):\n");
    for (int i = 0; i < n; i++) {
        LpLua *L = lp_lua_create(NULL);
        LpDiag diag = {0};
        double t0 = cli_now_ms();
        int ran = L && lp_lua_run_string(L, attacks[i].script, strlen(attacks[i].script), "attack.lua", &diag);
        double ms = cli_now_ms() - t0;
        lp_lua_destroy(L);
        failures += ran || !L; /* a hostile script must be stopped */
        if (ms > worst) worst = ms;
        if (json) lp_buf_printf(json, "%s\"%s\":%.1f", i ? "," : "", attacks[i].name, ms);
        fprintf(stderr, "  %-22s %7.1f ms\n", attacks[i].name, ms);
    }
    if (json) lp_buf_printf(json, "},\"ms\":%.1f}", worst);
    return failures;
}
