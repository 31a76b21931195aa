/* luahost_pattern.c - a step-counted matcher for Lua patterns (see luahost_pattern.h).
 * Depends on libc only. Backtracking like the reference matcher, so results agree with it; the
 * difference is that every step is counted and the recursion is bounded. */
#include "luahost_pattern.h"

#include <ctype.h>
#include <string.h>

#define PAT_ESC '%'
#define PAT_MAX_DEPTH 200

void lp_pat_init(LpPatState *ms, const char *s, size_t len, const char *p, size_t plen, long long steps)
{
    memset(ms, 0, sizeof *ms);
    ms->src_init = s;
    ms->src_end = s + len;
    ms->pat_end = p + plen;
    ms->depth = PAT_MAX_DEPTH;
    ms->steps_left = steps;
}

void lp_pat_reprep(LpPatState *ms)
{
    ms->level = 0;
    ms->depth = PAT_MAX_DEPTH;
}

int lp_pat_is_plain(const char *p, size_t plen)
{
    for (size_t i = 0; i < plen; i++)
        if (strchr("^$*+?.([%-", p[i]) && p[i] != '\0') return 0;
    return 1;
}

/* Count one unit of work; 0 (with the error set) when the allowance is spent. */
static int spend(LpPatState *ms)
{
    ms->steps_used++;
    if (--ms->steps_left < 0) {
        if (!ms->error) ms->error = "the pattern takes too much work (a pattern bomb?)";
        return 0;
    }
    return 1;
}

/* The end of the single-character class starting at p; NULL with the error when malformed. */
static const char *class_end(LpPatState *ms, const char *p)
{
    char c = *p++;
    if (c == PAT_ESC) {
        if (p >= ms->pat_end) {
            ms->error = "malformed pattern (ends with '%')";
            return NULL;
        }
        return p + 1;
    }
    if (c == '[') {
        if (p < ms->pat_end && *p == '^') p++;
        do { /* the first ']' right after '[' or '[^' is a plain character */
            if (p >= ms->pat_end) {
                ms->error = "malformed pattern (missing ']')";
                return NULL;
            }
            c = *p++;
            if (c == PAT_ESC && p < ms->pat_end) p++;
        } while (p >= ms->pat_end || *p != ']');
        return p + 1;
    }
    return p;
}

static int class_match(int c, int cl)
{
    int res;
    switch (tolower(cl)) {
    case 'a': res = isalpha(c); break;
    case 'c': res = iscntrl(c); break;
    case 'd': res = isdigit(c); break;
    case 'g': res = isgraph(c); break;
    case 'l': res = islower(c); break;
    case 'p': res = ispunct(c); break;
    case 's': res = isspace(c); break;
    case 'u': res = isupper(c); break;
    case 'w': res = isalnum(c); break;
    case 'x': res = isxdigit(c); break;
    default: return cl == c;
    }
    if (isupper(cl)) res = !res;
    return res != 0;
}

/* c against the set [p .. ec] where p points at '[' and ec at the closing ']'. */
static int set_match(int c, const char *p, const char *ec)
{
    int yes = 1;
    p++;
    if (*p == '^') {
        yes = 0;
        p++;
    }
    for (; p < ec; p++) {
        if (*p == PAT_ESC) {
            p++;
            if (class_match(c, (unsigned char)*p)) return yes;
        } else if (p + 2 < ec && p[1] == '-') {
            if ((unsigned char)p[0] <= c && c <= (unsigned char)p[2]) return yes;
            p += 2;
        } else if ((unsigned char)*p == c) {
            return yes;
        }
    }
    return !yes;
}

static int single_match(const LpPatState *ms, const char *s, const char *p, const char *ep)
{
    if (s >= ms->src_end) return 0;
    int c = (unsigned char)*s;
    switch (*p) {
    case '.': return 1;
    case PAT_ESC: return class_match(c, (unsigned char)p[1]);
    case '[': return set_match(c, p, ep - 1);
    default: return (unsigned char)*p == c;
    }
}

static const char *do_match(LpPatState *ms, const char *s, const char *p);

static const char *match_balance(LpPatState *ms, const char *s, const char *p)
{
    if (p + 1 >= ms->pat_end) {
        ms->error = "malformed pattern (missing arguments to '%b')";
        return NULL;
    }
    if (s >= ms->src_end || *s != *p) return NULL;
    int open = *p, close = p[1], depth = 1;
    while (++s < ms->src_end) {
        if (!spend(ms)) return NULL;
        if (*s == close) {
            if (--depth == 0) return s + 1;
        } else if (*s == open) {
            depth++;
        }
    }
    return NULL;
}

static const char *max_expand(LpPatState *ms, const char *s, const char *p, const char *ep)
{
    ptrdiff_t i = 0;
    while (single_match(ms, s + i, p, ep)) {
        if (!spend(ms)) return NULL;
        i++;
    }
    while (i >= 0) { /* try the longest run first, then shorter ones */
        const char *res = do_match(ms, s + i, ep + 1);
        if (res || ms->error) return res;
        i--;
    }
    return NULL;
}

static const char *min_expand(LpPatState *ms, const char *s, const char *p, const char *ep)
{
    for (;;) {
        const char *res = do_match(ms, s, ep + 1);
        if (res || ms->error) return res;
        if (!single_match(ms, s, p, ep)) return NULL;
        s++;
    }
}

static const char *start_capture(LpPatState *ms, const char *s, const char *p, ptrdiff_t what)
{
    if (ms->level >= LP_PAT_MAX_CAPTURES) {
        ms->error = "too many captures";
        return NULL;
    }
    ms->capture[ms->level].start = s;
    ms->capture[ms->level].len = what;
    ms->level++;
    const char *res = do_match(ms, s, p);
    if (!res) ms->level--;
    return res;
}

static const char *end_capture(LpPatState *ms, const char *s, const char *p)
{
    int l = -1;
    for (int i = ms->level - 1; i >= 0; i--)
        if (ms->capture[i].len == LP_PAT_CAP_UNFINISHED) {
            l = i;
            break;
        }
    if (l < 0) {
        ms->error = "invalid pattern capture";
        return NULL;
    }
    ms->capture[l].len = s - ms->capture[l].start;
    const char *res = do_match(ms, s, p);
    if (!res) ms->capture[l].len = LP_PAT_CAP_UNFINISHED;
    return res;
}

static const char *match_capture(LpPatState *ms, const char *s, int l)
{
    l -= '1';
    if (l < 0 || l >= ms->level || ms->capture[l].len == LP_PAT_CAP_UNFINISHED) {
        ms->error = "invalid capture index in pattern";
        return NULL;
    }
    size_t len = (size_t)ms->capture[l].len;
    if (ms->capture[l].len >= 0 && (size_t)(ms->src_end - s) >= len &&
        memcmp(ms->capture[l].start, s, len) == 0)
        return s + len;
    return NULL;
}

static const char *do_match(LpPatState *ms, const char *s, const char *p)
{
    if (ms->depth-- == 0) {
        ms->error = "pattern too complex";
        return NULL;
    }
    while (p < ms->pat_end) {
        if (!spend(ms)) return NULL;
        if (*p == '(') {
            if (p + 1 < ms->pat_end && p[1] == ')')
                s = start_capture(ms, s, p + 2, LP_PAT_CAP_POSITION);
            else
                s = start_capture(ms, s, p + 1, LP_PAT_CAP_UNFINISHED);
            goto done;
        }
        if (*p == ')') {
            s = end_capture(ms, s, p + 1);
            goto done;
        }
        if (*p == '$' && p + 1 == ms->pat_end) {
            s = (s == ms->src_end) ? s : NULL;
            goto done;
        }
        if (*p == PAT_ESC && p + 1 < ms->pat_end) {
            if (p[1] == 'b') {
                s = match_balance(ms, s, p + 2);
                if (s) {
                    p += 4;
                    continue;
                }
                goto done;
            }
            if (p[1] == 'f') {
                p += 2;
                if (p >= ms->pat_end || *p != '[') {
                    ms->error = "missing '[' after '%f' in pattern";
                    s = NULL;
                    goto done;
                }
                const char *ep = class_end(ms, p);
                if (!ep) {
                    s = NULL;
                    goto done;
                }
                int prev = (s == ms->src_init) ? '\0' : (unsigned char)s[-1];
                int cur = (s < ms->src_end) ? (unsigned char)*s : '\0';
                if (!set_match(prev, p, ep - 1) && set_match(cur, p, ep - 1)) {
                    p = ep;
                    continue;
                }
                s = NULL;
                goto done;
            }
            if (isdigit((unsigned char)p[1])) {
                s = match_capture(ms, s, (unsigned char)p[1]);
                if (s) {
                    p += 2;
                    continue;
                }
                goto done;
            }
        }
        /* a single-character class, maybe with a quantifier */
        const char *ep = class_end(ms, p);
        if (!ep) {
            s = NULL;
            goto done;
        }
        int q = ep < ms->pat_end ? *ep : '\0';
        if (!single_match(ms, s, p, ep)) {
            if (q == '*' || q == '?' || q == '-') { /* zero repetitions are fine */
                p = ep + 1;
                continue;
            }
            s = NULL;
            goto done;
        }
        switch (q) {
        case '?': {
            const char *res = do_match(ms, s + 1, ep + 1);
            if (res || ms->error) {
                s = res;
                goto done;
            }
            p = ep + 1;
            continue;
        }
        case '+': s = max_expand(ms, s + 1, p, ep); goto done;
        case '*': s = max_expand(ms, s, p, ep); goto done;
        case '-': s = min_expand(ms, s, p, ep); goto done;
        default:
            s++;
            p = ep;
            continue;
        }
    }
done:
    ms->depth++;
    return ms->error ? NULL : s;
}

const char *lp_pat_match(LpPatState *ms, const char *s, const char *p)
{
    return do_match(ms, s, p);
}
