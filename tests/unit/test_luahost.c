/* test_luahost.c - the sandboxed Lua host: every attack of issue 7 blocked with a clear
 * message and within a second; well-behaved scripts work; determinism; _ENV isolation; the
 * readers' type errors with their path and line. */
#include <stdlib.h>
#include <string.h>

#include "core/diag.h"
#include "core/luahost.h"
#include "test.h"

static char last_error[600];
static long long last_steps;

/* The default budget, with room for the last hook interval and charged C work: a script that
 * used no more than this was stopped by the budget (or sooner), not by luck. Wall-clock time is
 * not asserted here (it flakes on a busy machine); `loopling-gen bench` measures how long the
 * default budget takes. */
#define STOPPED_IN_BUDGET(steps) ((steps) <= 10000000LL + 2000000LL)

/* Run text in a fresh default host; 1 when it ran. The error goes to last_error. */
static int run_in(LpLua *L, const char *text)
{
    LpDiag diag = {0};
    int ok = lp_lua_run_string(L, text, strlen(text), "attack.lua", &diag);
    last_steps = lp_lua_steps_used(L);
    last_error[0] = '\0';
    if (!ok) lp_diag_format(&diag, last_error, sizeof last_error);
    return ok;
}

static int run(const char *text)
{
    LpLua *L = lp_lua_create(NULL);
    int ok = run_in(L, text);
    lp_lua_destroy(L);
    return ok;
}

/* A script that must work: says why when it does not. */
static int good(const char *text)
{
    int ok = run(text);
    if (!ok) fprintf(stderr, "good script failed: %s\n", last_error);
    return ok;
}

#define CHECK_HAS(hay, needle)                                                                     \
    do {                                                                                           \
        test_checks++;                                                                             \
        if (!strstr((hay), (needle))) {                                                            \
            test_failures++;                                                                       \
            fprintf(stderr, "%s:%d: \"%s\" does not contain \"%s\"\n", __FILE__, __LINE__, (hay),  \
                    (needle));                                                                     \
        }                                                                                          \
    } while (0)

/* A script that must be stopped: fails, within the step budget, with the message. */
#define CHECK_BLOCKED(text, needle)                                                                \
    do {                                                                                           \
        CHECK(!run(text));                                                                         \
        CHECK_HAS(last_error, needle);                                                             \
        CHECK(STOPPED_IN_BUDGET(last_steps));                                                      \
    } while (0)

/* ---- the libraries that are not there ---- */

static void test_no_io_os_require_debug(void)
{
    CHECK_BLOCKED("io.open('/etc/passwd')", "attack.lua:1: attempt to index a nil value (global 'io')");
    CHECK_BLOCKED("local x = 1\nos.execute('echo hacked')", "attack.lua:2: attempt to index a nil value (global 'os')");
    CHECK_BLOCKED("require('os')", "attack.lua:1: attempt to call a nil value (global 'require')");
    CHECK_BLOCKED("package.loadlib('x', 'y')", "global 'package'");
    CHECK_BLOCKED("debug.sethook()", "global 'debug'");
    CHECK_BLOCKED("dofile('/etc/passwd')", "global 'dofile'");
    CHECK_BLOCKED("loadfile('/etc/passwd')", "global 'loadfile'");
    CHECK_BLOCKED("coroutine.create(print)", "global 'coroutine'");
    /* nor through the globals' own table, the string metatable or load */
    CHECK_BLOCKED("_G.io.write('x')", "field 'io'");
    CHECK_BLOCKED("getmetatable('').__index.dump(print)", "attempt to index a boolean value");
    CHECK_BLOCKED("load('return os')().execute('x')", "attempt to index a nil value");
    CHECK(good("assert(io == nil and os == nil and require == nil and debug == nil and package == nil)"));
}

/* ---- bytecode: string.dump is gone, load takes text only ---- */

static void test_no_bytecode(void)
{
    CHECK_BLOCKED("local f = string.dump(print)", "attack.lua:1: attempt to call a nil value (field 'dump')");
    CHECK_BLOCKED("local f, e = load('\\27Lua\\84\\0garbage')\nassert(f, e)", "attack.lua:2: load takes text only");
    CHECK_BLOCKED("load(function() return nil end)", "attack.lua:1: load takes text only");
    /* the script itself can't be bytecode */
    static const char binary[] = "\x1bLua\x54\x00\x19\x93\r\n\x1a\n";
    LpLua *L = lp_lua_create(NULL);
    LpDiag diag = {0};
    CHECK(!lp_lua_run_string(L, binary, sizeof binary - 1, "bin.lua", &diag));
    CHECK_HAS(diag.message, "binary chunk");
    lp_lua_destroy(L);
    /* text load works, and runs in the script's env by default */
    CHECK(good("x = 5\nlocal f = load('return x + 1')\nassert(f() == 6)"));
    CHECK(good("local f = load('return x', 'c', 't', {x = 7})\nassert(f() == 7)"));
}

/* ---- endless loops, also inside pcall, xpcall and error handlers ---- */

static void test_endless_loops(void)
{
    CHECK_BLOCKED("local n = 0\nwhile true do n = n + 1 end", "attack.lua:2: the script ran too long");
    CHECK_BLOCKED("while true do\n  pcall(function() while true do end end)\nend", "the script ran too long");
    CHECK_BLOCKED("for i = 1, 10 do print(pcall(function() while true do end end)) end",
                  "the script ran too long");
    CHECK_BLOCKED("while true do xpcall(function() while true do end end, function() while true do end end) end",
                  "the script ran too long");
    CHECK_BLOCKED("local t = setmetatable({}, {__index = function(t, k) return t[k] end})\nlocal x = t.a",
                  "attack.lua:");
    CHECK_BLOCKED("local ok = pcall(error, 'x')\nrepeat until false", "attack.lua:2: the script ran too long");
    CHECK_BLOCKED("local t = setmetatable({}, {__gc = function() while true do end end})", "__gc is not allowed");
    /* a loop in C library work is charged too: table.insert at the front of a long table */
    CHECK_BLOCKED("local t = {}\nfor i = 1, 60000 do t[i] = i end\nwhile true do table.insert(t, 1, 0) table.remove(t, 1) end",
                  "the script ran too long");
}

/* ---- memory ---- */

static void test_memory_bombs(void)
{
    CHECK_BLOCKED("local t = {}\nfor i = 1, 1e9 do t[i] = {i} end", "attack.lua:2: the script used too much memory");
    CHECK_BLOCKED("local s = 'x'\nwhile true do s = s .. s end", "attack.lua:2: the script made a string longer than");
    CHECK_BLOCKED("local t = {}\nwhile true do t[#t + 1] = string.rep('ab', 2000) .. #t end",
                  "the script used too much memory");
    CHECK_BLOCKED("local s = string.rep('x', 1e9)", "attack.lua:1: string.rep: the result would be longer than 4096");
    CHECK_BLOCKED("local s = ('x'):rep(1e6, ',')", "string.rep: the result would be longer");
    /* a memory error can't be caught by pcall */
    CHECK_BLOCKED("while true do pcall(function() local t = {} while true do t[#t + 1] = {} end end) end",
                  "the script used too much memory");
    /* after a bomb, the same host still runs a good script */
    LpLua *L = lp_lua_create(NULL);
    CHECK(!run_in(L, "local t = {} while true do t[#t + 1] = {} end"));
    CHECK(run_in(L, "x = 1 for i = 1, 1000 do x = x + i end assert(x == 500501)"));
    lp_lua_destroy(L);
}

/* ---- pattern bombs: our matcher counts its work ---- */

static void test_pattern_bombs(void)
{
    CHECK_BLOCKED("local s = string.rep('a', 40)\nlocal p = string.rep('a*', 20) .. 'b'\nprint(string.find(s, p))",
                  "attack.lua:3: a string pattern took too much work");
    CHECK_BLOCKED("local s = string.rep('a', 4000)\nwhile true do pcall(string.match, s, '(.-)%s*$') end",
                  "too much work");
    CHECK_BLOCKED("local s = string.rep('a', 4000)\nfor w in s:gmatch('.-.-.-b') do end", "too much work");
    CHECK_BLOCKED("local s = string.rep('a', 4000)\nlocal r = s:gsub('a*a*a*b', 'x')", "too much work");
    CHECK_BLOCKED("string.find('x', string.rep('a?', 300))", "the pattern is too long");
    CHECK_BLOCKED("string.find('x', '[a')", "malformed pattern (missing ']')");
    CHECK_BLOCKED("string.find('x', '%')", "malformed pattern (ends with '%')");
    /* plain find of a long needle over and over is charged too */
    CHECK_BLOCKED("local s = string.rep('a', 4000)\nlocal n = string.rep('a', 1000) .. 'b'\n"
                  "while true do s:find(n, 1, true) end",
                  "the script ran too long");
}

/* ---- deep recursion ---- */

static void test_deep_recursion(void)
{
    CHECK(!run("local function f(n) return f(n + 1) + 1 end\nf(1)"));
    CHECK(strstr(last_error, "stack overflow") || strstr(last_error, "too much memory"));
    CHECK(STOPPED_IN_BUDGET(last_steps));
    CHECK(!run("local function f() pcall(f) f() end\nf()"));
    CHECK(STOPPED_IN_BUDGET(last_steps));
    CHECK(!run("local t = setmetatable({}, {__index = function(t, k) return t[k] end})\nreturn t.x"));
    CHECK(STOPPED_IN_BUDGET(last_steps));
    CHECK(!run("local s = string.rep('(', 300) .. 'a' .. string.rep(')', 300)\nstring.find('a', s)"));
    CHECK_HAS(last_error, "attack.lua:2:");
    /* nested deeper than Lua's parser goes: Lua says "C stack overflow" with no line, so the
     * message had none (issue 14, found by the config fuzz target); the line where it got too
     * deep is found now, and the words are a teacher's */
    char deep[1200];
    snprintf(deep, sizeof deep, "settings = {\n  modes = { \"bots\" },\n  x = ");
    for (int i = 0; i < 300; i++) strcat(deep, "{");
    strcat(deep, "\n}\n");
    CHECK(!run(deep));
    CHECK_HAS(last_error, "attack.lua:3: the script nests too deep");
    snprintf(deep, sizeof deep, "x = 1\nlocal y = ");
    for (int i = 0; i < 250; i++) strcat(deep, "(");
    strcat(deep, "1\n");
    CHECK(!run(deep));
    CHECK_HAS(last_error, "attack.lua:2: the script nests too deep");
}

/* ---- what a good script can do ---- */

static char printed[256];
static void capture_print(void *user, const char *text, size_t len)
{
    (void)user;
    size_t used = strlen(printed);
    if (used + len + 2 < sizeof printed) {
        memcpy(printed + used, text, len);
        printed[used + len] = '\n';
        printed[used + len + 1] = '\0';
    }
}

static int long_printed, long_first_len, long_first_ok;
static void capture_long_print(void *user, const char *text, size_t len)
{
    (void)user;
    if (long_printed++ > 0) return;
    long_first_len = (int)len;
    long_first_ok = len == 3509 && text[0] == 'a' && text[1499] == 'a' && !memcmp(text + 1500, "\t12\t", 4) &&
                    text[1504] == 'b' && text[3503] == 'b' && !memcmp(text + 3504, "\ttrue", 5) && text[len] == '\0';
}

static void test_good_scripts(void)
{
    CHECK(good("local t = {3, 1, 2}\ntable.sort(t)\nassert(table.concat(t, ',') == '1,2,3')\n"
              "assert(('hello world'):upper() == 'HELLO WORLD')\n"
              "assert(string.format('%d-%s', 4, 'x') == '4-x')\n"
              "assert(math.max(1, 5) == 5 and math.floor(2.5) == 2)\n"
              "assert(utf8.len('d\\u{e9}j\\u{e0}') == 4)\n"
              "assert(select('#', 1, 2, 3) == 3)\n"
              "assert(collectgarbage('count') > 0)\n"
              "assert(pcall(error, 'x') == false)\n"
              "local ok, e = pcall(error, {code = 1})\nassert(not ok and e.code == 1)\n"
              "assert(xpcall(function() error('boom') end, function(m) return 'handled: ' .. m end) == false)\n"));
    /* patterns behave as Lua's */
    CHECK(good("assert(string.find('hello world', 'o w') == 5)\n"
              "assert(select(2, string.find('hello', 'l+')) == 4)\n"
              "assert(string.match('key = value', '(%w+)%s*=%s*(%w+)') == 'key')\n"
              "assert(select(2, string.match('key = value', '(%w+)%s*=%s*(%w+)')) == 'value')\n"
              "assert(string.match('  trim  ', '^%s*(.-)%s*$') == 'trim')\n"
              "assert(string.match('x = [[a]]', '%b[]') == '[[a]]')\n"
              "assert(string.match('THE (quick) fox', '%f[%a]%a+') == 'THE')\n"
              "assert(string.match('hello', '()ll()') == 3)\n"
              "assert(string.find('a.b', '.', 1, true) == 2 and string.find('a.b', '.') == 1)\n"
              "assert(string.match('abab', '(ab)%1') == 'ab')\n"
              "assert(string.gsub('hello world', 'o', '0') == 'hell0 w0rld')\n"
              "assert(string.gsub('abc', '%w', '%0%0') == 'aabbcc')\n"
              "assert(string.gsub('hello', '', '-') == '-h-e-l-l-o-')\n"
              "assert(string.gsub('$name is $age', '%$(%w+)', {name = 'May', age = 10}) == 'May is 10')\n"
              "assert(string.gsub('a b', '%w', function(c) return c:upper() end) == 'A B')\n"
              "assert(select(2, string.gsub('aaa', 'a', 'b', 2)) == 2)\n"
              "local words = {}\nfor w in string.gmatch('one two  three', '%a+') do words[#words + 1] = w end\n"
              "assert(#words == 3 and words[3] == 'three')\n"
              "local n = 0\nfor k, v in string.gmatch('a=1, b=2', '(%w+)=(%w+)') do n = n + v end\nassert(n == 3)\n"
              "assert(string.match('2024-01-05', '^(%d+)-(%d+)-(%d+)$') == '2024')\n"
              "assert(string.find('abc', '[b-c]+') == 2)\n"
              "assert(string.find('a]b', '[]]') == 2)\n"
              "assert(string.match('x', '[^%a]') == nil)\n"));
    /* print goes to the callback */
    printed[0] = '\0';
    LpLua *L = lp_lua_create(&(LpLuaDesc){.print = capture_print});
    CHECK(run_in(L, "print('hello', 1, true)\nprint()"));
    CHECK_STR(printed, "hello\t1\ttrue\n\n");
    lp_lua_destroy(L);
    /* a long print (past the buffer's first 1 KiB: it wrote into freed memory, issue 14) */
    L = lp_lua_create(&(LpLuaDesc){.print = capture_long_print});
    long_printed = 0;
    CHECK(run_in(L, "print(string.rep('a', 1500), 12, string.rep('b', 2000), {} ~= nil)\n"
                    "for i = 1, 40 do print(string.rep('c', 1000 + i), i) end"));
    CHECK_INT(long_printed, 41);
    CHECK_INT(long_first_len, 1500 + 1 + 2 + 1 + 2000 + 1 + 4);
    CHECK(long_first_ok);
    /* past the longest string a script may make: a plain message, nothing printed */
    CHECK(!run_in(L, "print(string.rep('a', 3000), string.rep('b', 3000))"));
    CHECK_STR(last_error, "attack.lua:1: the script made a string longer than 4096 bytes");
    CHECK_INT(long_printed, 41);
    lp_lua_destroy(L);
    /* errors a script raises name its line */
    CHECK(!run("local x = 1\n\nerror('the grammar is wrong')"));
    CHECK_STR(last_error, "attack.lua:3: the grammar is wrong");
    CHECK(!run("x = = 1"));
    CHECK_STR(last_error, "attack.lua:1: unexpected symbol near '='");
    CHECK(!run("local t = {}\nlocal y = t.a.b"));
    CHECK_HAS(last_error, "attack.lua:2: attempt to index a nil value (field 'a')");
    CHECK(!run("error({})"));
    CHECK_HAS(last_error, "attack.lua:1: error (the error value is a table)");
    /* an error with nothing to read still says something (found by the config fuzz target: a
     * class file calling error"\0..." was refused with an empty message) */
    CHECK(!run("error('')"));
    CHECK_STR(last_error, "attack.lua:1: error (with no message)");
    static const char nul_error[] = "x = 1\nerror\"\0\0\08\0\0_0\0\"";
    L = lp_lua_create(NULL);
    LpDiag nul_diag = {0};
    CHECK(!lp_lua_run_string(L, nul_error, sizeof nul_error - 1, "attack.lua", &nul_diag));
    lp_diag_format(&nul_diag, last_error, sizeof last_error);
    CHECK_STR(last_error, "attack.lua:2: ???8??_0?");
    lp_lua_destroy(L);
    CHECK(!run("error('\\0\\t\\n')"));
    CHECK_STR(last_error, "attack.lua:1: error (with no message)");
    CHECK(!run("error('two\\0\\0words')"));
    CHECK_STR(last_error, "attack.lua:1: two??words");
    /* a missing file */
    L = lp_lua_create(NULL);
    LpDiag diag = {0};
    CHECK(!lp_lua_run_file(L, "/nonexistent/x.lua", &diag));
    CHECK_STR(diag.file, "/nonexistent/x.lua");
    CHECK_HAS(diag.message, "can't open");
    lp_lua_destroy(L);
}

/* ---- determinism and isolation ---- */

static void read_numbers(uint64_t seed, long long out[6])
{
    LpLua *L = lp_lua_create(&(LpLuaDesc){.seed = seed});
    LpDiag diag = {0};
    CHECK(run_in(L, "r = {}\nfor i = 1, 6 do r[i] = tostring(math.random(1, 1000000)) end"));
    CHECK_INT(lp_lua_open_global(L, "r", &diag), 1);
    for (int i = 0; i < 6; i++) {
        char text[32] = "";
        CHECK_INT(lp_lua_index_string(L, i + 1, text, sizeof text, &diag), 1);
        out[i] = atoll(text);
    }
    lp_lua_destroy(L);
}

static void test_random_deterministic(void)
{
    long long a[6], b[6], c[6];
    read_numbers(42, a);
    read_numbers(42, b);
    read_numbers(43, c);
    int same = 1, differ = 0;
    for (int i = 0; i < 6; i++) {
        same &= a[i] == b[i];
        differ |= a[i] != c[i];
        CHECK(a[i] >= 1 && a[i] <= 1000000);
    }
    CHECK(same);
    CHECK(differ);
    /* ranges and errors as Lua's */
    CHECK(good("for i = 1, 1000 do local x = math.random(3, 5) assert(x >= 3 and x <= 5) end\n"
              "for i = 1, 1000 do local x = math.random() assert(x >= 0 and x < 1) end\n"
              "assert(math.random(7, 7) == 7)\n"
              "assert(math.type(math.random(10)) == 'integer')\n"
              "math.randomseed(5) local a = math.random(1000) math.randomseed(5) assert(math.random(1000) == a)"));
    CHECK(!run("math.random(5, 1)"));
    CHECK_HAS(last_error, "interval is empty");
}

static void test_env_isolation(void)
{
    LpLua *L = lp_lua_create(NULL);
    CHECK(run_in(L, "secret = 42\nstring.evil = function() return 'evil' end\nmath.pi = 3\n_G.leak = true"));
    CHECK(run_in(L, "assert(secret == nil)\nassert(string.evil == nil)\nassert(math.pi > 3.14)\n"
                    "assert(leak == nil)\nassert(('x').evil == nil)"));
    /* a script can't replace the string methods others see */
    CHECK(!run_in(L, "getmetatable('').__index = {}"));
    CHECK(run_in(L, "assert(('abc'):upper() == 'ABC')"));
    CHECK(!run_in(L, "setmetatable('', {})"));
    lp_lua_destroy(L);
}

/* ---- the readers ---- */

static void test_readers(void)
{
    LpLua *L = lp_lua_create(NULL);
    CHECK(lp_lua_add_declarator(L, "rule"));
    const char *text = "rules = {\n"
                       "  block = {\n"
                       "    rule { weight = 2, name = 'bridge' },\n"
                       "    rule {\n"
                       "      weight = 'heavy',\n"
                       "    },\n"
                       "  },\n"
                       "  half = 0.5, count = 3, frac = 2.5, zeta = {}, alpha = true,\n"
                       "}\n"
                       "bad = setmetatable({}, {__index = function() while true do end end})\n";
    LpDiag diag = {0};
    CHECK(lp_lua_run_string(L, text, strlen(text), "rules.lua", &diag));
    CHECK_INT(lp_lua_open_global(L, "nothing", &diag), 0);
    CHECK_INT(lp_lua_open_global(L, "rules", &diag), 1);
    char keys[8][LP_LUA_KEY_MAX];
    CHECK_INT(lp_lua_keys(L, keys, 8, &diag), 6);
    CHECK_STR(keys[0], "alpha");
    CHECK_STR(keys[1], "block");
    CHECK_STR(keys[5], "zeta");
    long long v = 0;
    CHECK_INT(lp_lua_get_milli(L, "half", &v, &diag), 1);
    CHECK_INT(v, 500);
    CHECK_INT(lp_lua_get_integer(L, "count", &v, &diag), 1);
    CHECK_INT(v, 3);
    CHECK_INT(lp_lua_get_integer(L, "frac", &v, &diag), -1);
    CHECK_STR(diag.message, "rules.frac is not a whole number");
    CHECK_INT(lp_lua_get_integer(L, "missing", &v, &diag), 0);
    CHECK_STR(lp_lua_field_type(L, "alpha"), "boolean");
    CHECK_INT(lp_lua_open_field(L, "block", &diag), 1);
    CHECK_INT(lp_lua_length(L), 2);
    CHECK_INT(lp_lua_open_index(L, 1, &diag), 1);
    CHECK_INT(lp_lua_line(L), 3);
    CHECK_STR(lp_lua_declared_as(L), "rule");
    char name[16];
    CHECK_INT(lp_lua_get_string(L, "name", name, sizeof name, &diag), 1);
    CHECK_STR(name, "bridge");
    lp_lua_close(L);
    CHECK_INT(lp_lua_open_index(L, 2, &diag), 1);
    CHECK_INT(lp_lua_get_milli(L, "weight", &v, &diag), -1);
    char text_out[200];
    lp_diag_format(&diag, text_out, sizeof text_out);
    CHECK_STR(text_out, "rules.lua:4: rules.block[2].weight is not a number (it is a string)");
    lp_lua_close(L);
    CHECK_INT(lp_lua_open_index(L, 3, &diag), 0);
    lp_lua_close(L);
    CHECK_INT(lp_lua_open_field(L, "half", &diag), -1);
    CHECK_STR(diag.message, "rules.half is not a table (it is a number)");
    /* reading never runs a script's metamethods */
    CHECK_INT(lp_lua_open_global(L, "bad", &diag), 1);
    CHECK_INT(lp_lua_get_integer(L, "x", &v, &diag), 0);
    lp_lua_close_all(L);
    /* a failed run leaves nothing to read */
    CHECK(!lp_lua_run_string(L, "x = {", 5, "broken.lua", &diag));
    CHECK_INT(lp_lua_open_global(L, "rules", &diag), -1);
    lp_lua_destroy(L);
}

int main(void)
{
    static const TestFn fns[] = {test_no_io_os_require_debug, test_no_bytecode, test_endless_loops,
                                 test_memory_bombs, test_pattern_bombs, test_deep_recursion, test_good_scripts,
                                 test_random_deterministic, test_env_isolation, test_readers};
    static const char *const names[] = {"no_io_os_require_debug", "no_bytecode", "endless_loops",
                                        "memory_bombs", "pattern_bombs", "deep_recursion", "good_scripts",
                                        "random_deterministic", "env_isolation", "readers"};
    return test_run_all("luahost", fns, names, (int)(sizeof fns / sizeof fns[0]));
}
