/* save_log.c - the puzzle log of a save (save.h): every puzzle a pupil finished, one entry each,
 * kept for the teacher's report (loopling-gen report, the in-game class summary). One line of the
 * save, "log=", entries separated by ';':
 *
 *   log=toycar,lesson,1,2,45,0,solved,-,0;bots,made,BTZF-0G90-YR8H,3,120,1,gave_up,l,4
 *
 * Pure C, libc only. The reader is strict, as the rest of the save is: an entry that is not
 * exactly what the writer writes fails the save's parse (and its backup is used). */
#include <stdio.h>
#include <string.h>

#include "mode.h"
#include "save.h"
#include "textspan.h"

static const char *const kind_names[] = {"lesson", "made", "other"};
static const char *const concept_letters = "lfc"; /* LP_CONCEPT_ bits in order */

void lp_profile_log_add(LpProfile *p, const LpLogEntry *e)
{
    if (p->log_count < 0) p->log_count = 0;
    if (p->log_count >= LP_LOG_MAX) {
        memmove(p->log, p->log + 1, (LP_LOG_MAX - 1) * sizeof p->log[0]);
        p->log_count = LP_LOG_MAX - 1;
    }
    p->log[p->log_count++] = *e;
}

void lp_profile_log_write(const LpProfile *p, LpBuf *out)
{
    int count = p->log_count < 0 ? 0 : p->log_count > LP_LOG_MAX ? LP_LOG_MAX : p->log_count;
    for (int i = 0; i < count; i++) {
        const LpLogEntry *e = &p->log[i];
        lp_buf_printf(out, "%s%s,%s,", i ? ";" : "", lp_mode_name((LpMode)e->mode),
                      kind_names[e->kind >= 0 && e->kind <= 2 ? e->kind : 2]);
        if (e->kind == 0 && e->lesson >= 0)
            lp_buf_printf(out, "%d", e->lesson + 1);
        else
            lp_buf_puts(out, e->code[0] ? e->code : "-");
        lp_buf_printf(out, ",%d,%d,%d,%s,", e->tries, e->seconds, e->hints, e->solved ? "solved" : "gave_up");
        int any = 0;
        for (int b = 0; b < 3; b++)
            if (e->concepts & (1u << b)) {
                lp_buf_printf(out, "%c", concept_letters[b]);
                any = 1;
            }
        lp_buf_printf(out, "%s,%d", any ? "" : "-", e->level);
    }
}

/* The next ','-separated field of *rest. */
static LpSpan field(LpSpan *rest)
{
    const char *c = rest->n ? memchr(rest->s, ',', rest->n) : NULL;
    LpSpan f = {rest->s, c ? (size_t)(c - rest->s) : rest->n};
    rest->s += c ? f.n + 1 : f.n;
    rest->n -= c ? f.n + 1 : f.n;
    return f;
}

static int number(LpSpan v, unsigned long long max, int *out)
{
    unsigned long long x;
    if (!lp_span_parse_uint(v, max, &x)) return 0;
    *out = (int)x;
    return 1;
}

/* A share code as the log keeps it: letters, digits and '-'. */
static int code_ok(LpSpan v)
{
    if (v.n == 0 || v.n >= LP_LOG_CODE) return 0;
    for (size_t i = 0; i < v.n; i++) {
        char c = v.s[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return 0;
    }
    return 1;
}

static int parse_entry(LpSpan item, LpLogEntry *e, char *why, size_t why_size)
{
    memset(e, 0, sizeof *e);
    LpSpan rest = item, f[9];
    for (int i = 0; i < 9; i++)
        f[i] = field(&rest);
    if (rest.n || item.s[item.n - 1] == ',') return snprintf(why, why_size, "not 9 fields"), 0;
    char name[16];
    snprintf(name, sizeof name, "%.*s", (int)(f[0].n < 15 ? f[0].n : 15), f[0].s);
    e->mode = lp_mode_parse(f[0].n < 15 ? name : "");
    if (e->mode < 0) return snprintf(why, why_size, "no such mode"), 0;
    e->kind = lp_span_find(f[1], kind_names, 3);
    if (e->kind == 3) return snprintf(why, why_size, "kind is not lesson, made or other"), 0;
    e->lesson = -1;
    if (e->kind == 0) {
        if (!number(f[2], LP_TUTORIAL_MAX, &e->lesson) || e->lesson < 1)
            return snprintf(why, why_size, "a lesson's number is 1 to %d", LP_TUTORIAL_MAX), 0;
        e->lesson--;
    } else if (!lp_span_is(f[2], "-")) {
        if (!code_ok(f[2])) return snprintf(why, why_size, "not a share code"), 0;
        memcpy(e->code, f[2].s, f[2].n);
    }
    if (!number(f[3], 1000000000, &e->tries) || !number(f[4], 1000000000, &e->seconds) ||
        !number(f[5], 1000000000, &e->hints))
        return snprintf(why, why_size, "tries, seconds and hints are numbers"), 0;
    if (lp_span_is(f[6], "solved"))
        e->solved = 1;
    else if (!lp_span_is(f[6], "gave_up"))
        return snprintf(why, why_size, "the outcome is solved or gave_up"), 0;
    if (!lp_span_is(f[7], "-")) {
        for (size_t i = 0; i < f[7].n; i++) {
            const char *at = memchr(concept_letters, f[7].s[i], 3);
            if (!at || (e->concepts & (1u << (at - concept_letters))))
                return snprintf(why, why_size, "concepts are some of l, f, c"), 0;
            e->concepts |= 1u << (at - concept_letters);
        }
        if (!f[7].n) return snprintf(why, why_size, "concepts are some of l, f, c"), 0;
    }
    if (!number(f[8], 1000, &e->level)) return snprintf(why, why_size, "the level is a number"), 0;
    return 1;
}

int lp_profile_log_parse(const char *value, size_t n, LpProfile *p, char *why, size_t why_size)
{
    p->log_count = 0;
    if (n == 0) return 1;
    LpSpan rest = {value, n};
    for (;;) {
        const char *semi = memchr(rest.s, ';', rest.n);
        LpSpan item = {rest.s, semi ? (size_t)(semi - rest.s) : rest.n};
        if (p->log_count == LP_LOG_MAX) return snprintf(why, why_size, "more than %d puzzles", LP_LOG_MAX), 0;
        char one[64];
        if (item.n == 0 || !parse_entry(item, &p->log[p->log_count], one, sizeof one))
            return snprintf(why, why_size, "puzzle %d: %s", p->log_count + 1, item.n ? one : "empty"), 0;
        p->log_count++;
        if (!semi) return 1;
        rest.s = semi + 1;
        rest.n -= item.n + 1;
    }
}
