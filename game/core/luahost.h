/* luahost.h - the one sandboxed Lua 5.4 host (STYLE.md rule 13). Pure C, no SDL; depends on
 * lua5.4, core diag and rng. Nothing else in the project touches a lua_State.
 *
 * THE SANDBOX. Each script runs in its own _ENV table (globals never leak between scripts)
 * holding copies of: the base library without dofile, loadfile, require, warn or the
 * collectgarbage options (only collectgarbage("count") is left); load takes TEXT only (never a
 * binary chunk, never a reader function) and its env defaults to the script's own; print goes
 * to the caller's callback (or nowhere); setmetatable refuses a __gc metamethod; pcall and
 * xpcall cannot catch the host's stop (an instruction budget or memory cap spent). table;
 * string without string.dump, with string.rep capped and find / match / gmatch / gsub run by
 * our own matcher that counts its work against the budget (a "pattern bomb" stops); math with
 * random / randomseed bound to our PCG32 (rng.h, LP_STREAM_LUA): the same seed gives the same
 * numbers on every build; utf8. No io, os, package, debug or coroutine (a coroutine would
 * need its own hook and could catch the stop like pcall; no script here needs one).
 * Limits: a memory cap (a custom lua_Alloc refuses past it), a longest string, and a budget
 * of steps per run (VM instructions via a count hook, plus pattern steps and bytes that C
 * library functions copy; a caught error costs 1000). A stopped script gets a plain message,
 * e.g. "mays.lua:7: the script ran too long (over 10000000 steps): is there an endless loop?".
 * Known limit: comparing two long strings (== or <) is one VM instruction whatever their
 * length; strings are capped at 4 KiB so such a loop still stops in about a second.
 *
 * READING RESULTS. After a run, the script's env stays open for reading through a cursor:
 * open a global table, then fields and array items inside it, read numbers and strings; every
 * access is raw (a script's metamethods never run from C) and every type error names the
 * path, e.g. "rules.block[2].weight is not a number (it is a string)", at the line where the
 * table was declared when the script used a declarator (lp_lua_add_declarator). */
#ifndef LP_LUAHOST_H
#define LP_LUAHOST_H

#include <stddef.h>
#include <stdint.h>

#include "diag.h"

typedef struct LpLua LpLua;

/* print(...) from a script: one line of text (no newline), tab-separated as Lua's print. */
typedef void (*LpLuaPrintFn)(void *user, const char *text, size_t len);

/* Zero means default for every field. */
typedef struct LpLuaDesc {
    size_t memory_cap;      /* bytes the scripts may use; default 16 MiB */
    size_t string_cap;      /* longest string a script may make; default 4 KiB (see below) */
    long long step_budget;  /* steps per run (run_file / run_string); default 10,000,000 */
    uint64_t seed;          /* math.random's seed; default 0 */
    size_t source_cap;      /* largest script file; default 1 MiB */
    LpLuaPrintFn print;     /* NULL: print does nothing */
    void *print_user;
} LpLuaDesc;

#define LP_LUA_KEY_MAX 64 /* longest key lp_lua_keys returns (with the NUL) */

/* Make a host (desc may be NULL); NULL when out of memory. The caller frees it with destroy. */
LpLua *lp_lua_create(const LpLuaDesc *desc);
void lp_lua_destroy(LpLua *L);

/* Run a script file / text in a fresh env (label names it in messages, e.g. "mays.lua").
 * Returns 1, or 0 with diag = file (the path; the label) : line : message. The env of the last
 * run that succeeded stays open for the readers below (a failed run leaves none). */
int lp_lua_run_file(LpLua *L, const char *path, LpDiag *diag);
int lp_lua_run_string(LpLua *L, const char *text, size_t len, const char *label, LpDiag *diag);
/* Give every later script a global function `name` (e.g. "rule") that returns its table
 * argument unchanged and remembers the line it was called on, so messages about that table
 * name its line. Returns 1, or 0 when there are too many (8). */
int lp_lua_add_declarator(LpLua *L, const char *name);
/* Reseed math.random (the same seed gives the same numbers). */
void lp_lua_set_seed(LpLua *L, uint64_t seed);
/* Steps the last run used (tests and reports). */
long long lp_lua_steps_used(const LpLua *L);

/* ---- the cursor: a stack of open tables (at most 16 deep) ----
 * Open functions return 1 (now the current table), 0 when the value is nil (nothing opened,
 * diag untouched), or -1 when it is something else (diag filled, nothing opened). */
int lp_lua_open_global(LpLua *L, const char *name, LpDiag *diag);
int lp_lua_open_field(LpLua *L, const char *key, LpDiag *diag);
int lp_lua_open_index(LpLua *L, long long index, LpDiag *diag);
/* Close the current table (back to its parent). */
void lp_lua_close(LpLua *L);
/* Close every open table. */
void lp_lua_close_all(LpLua *L);
/* The current table's length (#t, raw); 0 when none is open. */
long long lp_lua_length(LpLua *L);
/* The current table's string keys, sorted (deterministic: never Lua's hash order), into
 * keys[0..max). Returns how many, or -1 with diag when there are more than max, a key is
 * longer than LP_LUA_KEY_MAX - 1, or a key is neither a string nor an array index 1..#t. */
int lp_lua_keys(LpLua *L, char keys[][LP_LUA_KEY_MAX], int max, LpDiag *diag);
/* Lua type name of field key / item index of the current table ("nil", "number", ...). */
const char *lp_lua_field_type(LpLua *L, const char *key);
const char *lp_lua_index_type(LpLua *L, long long index);
/* Read a field (key) or an array item (index) of the current table. Return 1, 0 when nil
 * (out untouched), or -1 with diag when the type is wrong. A string longer than cap - 1 is an
 * error too. Numbers as integer thousandths (0.5 -> 500, rounded half away from zero), so
 * decisions stay integer; integers must be whole numbers. */
int lp_lua_get_string(LpLua *L, const char *key, char *out, size_t cap, LpDiag *diag);
int lp_lua_get_integer(LpLua *L, const char *key, long long *out, LpDiag *diag);
int lp_lua_get_milli(LpLua *L, const char *key, long long *out, LpDiag *diag);
int lp_lua_index_string(LpLua *L, long long index, char *out, size_t cap, LpDiag *diag);
/* The current table's path ("rules.block[2]"), its declaration line (0 unknown) and the
 * declarator it went through ("" when none). */
const char *lp_lua_path(const LpLua *L);
int lp_lua_line(LpLua *L);
const char *lp_lua_declared_as(LpLua *L);
/* The file (path, or label) of the last run, for the caller's own messages. */
const char *lp_lua_file(const LpLua *L);

#endif
