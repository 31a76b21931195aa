/* luahost_pattern.h - the Lua host's own matcher for Lua patterns (internal to luahost.c).
 * Pure C, no Lua: it matches the manual's pattern language (classes, sets, * + - ?, captures,
 * position captures, %1-%9, %b, %f, ^ and $ anchors) and counts its work, so a "pattern bomb"
 * stops when its steps run out instead of hanging inside C. Our own code, written to the Lua
 * 5.4 manual's section 6.4.1. */
#ifndef LP_LUAHOST_PATTERN_H
#define LP_LUAHOST_PATTERN_H

#include <stddef.h>

#define LP_PAT_MAX_CAPTURES 32
#define LP_PAT_CAP_POSITION (-2)
#define LP_PAT_CAP_UNFINISHED (-1)

typedef struct LpPatCapture {
    const char *start;
    ptrdiff_t len; /* >= 0, or LP_PAT_CAP_POSITION / LP_PAT_CAP_UNFINISHED */
} LpPatCapture;

typedef struct LpPatState {
    const char *src_init, *src_end; /* the subject */
    const char *pat_end;            /* the pattern's end */
    int level;                      /* captures in use */
    int depth;                      /* recursion left */
    long long steps_left;           /* work left; the match fails with an error at 0 */
    long long steps_used;
    const char *error; /* set when the pattern is malformed or the work ran out */
    LpPatCapture capture[LP_PAT_MAX_CAPTURES];
} LpPatState;

/* Prepare a state for subject [s, s + len) and pattern [p, p + plen) with a step allowance. */
void lp_pat_init(LpPatState *ms, const char *s, size_t len, const char *p, size_t plen, long long steps);
/* Reset the captures before trying a new start position. */
void lp_pat_reprep(LpPatState *ms);
/* Match pattern p (inside the state's pattern) at s; the end of the match, or NULL (no match,
 * or ms->error set). */
const char *lp_pat_match(LpPatState *ms, const char *s, const char *p);
/* 1 when the pattern has no special characters (a plain search will do). */
int lp_pat_is_plain(const char *p, size_t plen);

#endif
