/* save_drafts.c - a pupil's unfinished programs in their save (save.h): a robot program or May's
 * code left half done comes back when the pupil opens that level again, even after the game was
 * closed. One line of the save, "drafts=", drafts separated by ';', each "KEY,TEXT" with '%', ';',
 * ',' and every control byte written as %XX (two capital hex digits):
 *
 *   drafts=bots BTZF-0G90-YR8H,forward();%0AturnLeft();%0A;mays MJ2A-0C41-77QX,block1.MoveUp();
 *
 * Pure C, libc only. The reader is strict, as the rest of the save is: a draft that is not exactly
 * what the writer writes fails the save's parse (and its backup is used). */
#include <stdio.h>
#include <string.h>

#include "save.h"

int lp_draft_blank(const char *text)
{
    for (; text && *text; text++)
        if (*text != ' ' && *text != '\n' && *text != '\t' && *text != '\r') return 0;
    return 1;
}

static int find(const LpProfile *p, const char *key)
{
    for (int i = 0; i < p->draft_count; i++)
        if (!strcmp(p->drafts[i].key, key)) return i;
    return -1;
}

static void drop(LpProfile *p, int i)
{
    memmove(&p->drafts[i], &p->drafts[i + 1], (size_t)(p->draft_count - i - 1) * sizeof p->drafts[0]);
    p->draft_count--;
}

int lp_profile_draft_set(LpProfile *p, const char *key, const char *text)
{
    if (!key || !key[0]) return 0;
    if (p->draft_count < 0 || p->draft_count > LP_DRAFTS_MAX) p->draft_count = 0;
    int i = find(p, key);
    size_t key_n = strlen(key), text_n = text ? strlen(text) : 0;
    int fits = !lp_draft_blank(text) && key_n < LP_DRAFT_KEY && text_n < LP_DRAFT_TEXT;
    if (i >= 0 && fits && i == p->draft_count - 1 && !strcmp(p->drafts[i].text, text)) return 0;
    if (i < 0 && !fits) return 0;
    if (i >= 0) drop(p, i); /* the newest goes last */
    if (!fits) return 1;    /* blank, or too long to keep in a save: an older copy would be wrong */
    if (p->draft_count == LP_DRAFTS_MAX) drop(p, 0);
    LpDraft *d = &p->drafts[p->draft_count++];
    memcpy(d->key, key, key_n + 1);
    memcpy(d->text, text, text_n + 1);
    return 1;
}

const char *lp_profile_draft(const LpProfile *p, const char *key)
{
    int i = key && key[0] && p->draft_count > 0 && p->draft_count <= LP_DRAFTS_MAX ? find(p, key) : -1;
    return i >= 0 ? p->drafts[i].text : NULL;
}

/* The bytes written as %XX: the separators, '%' itself and control bytes (a line break ends the
 * save's line). */
static int escaped(unsigned char c)
{
    return c < 0x20 || c == 0x7F || c == '%' || c == ';' || c == ',';
}

static void put_escaped(LpBuf *out, const char *s)
{
    while (*s) {
        size_t run = 0;
        while (s[run] && !escaped((unsigned char)s[run]))
            run++;
        lp_buf_append(out, s, run);
        s += run;
        if (*s) lp_buf_printf(out, "%%%02X", (unsigned char)*s++);
    }
}

void lp_profile_drafts_write(const LpProfile *p, LpBuf *out)
{
    int count = p->draft_count < 0 ? 0 : p->draft_count > LP_DRAFTS_MAX ? LP_DRAFTS_MAX : p->draft_count;
    for (int i = 0; i < count; i++) {
        lp_buf_puts(out, i ? ";" : "");
        put_escaped(out, p->drafts[i].key);
        lp_buf_puts(out, ",");
        put_escaped(out, p->drafts[i].text);
    }
}

static int hex(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* Decode s[0..n) into out (size bytes, NUL-terminated): 0 with why when it is not what the writer
 * writes or does not fit. */
static int decode(const char *s, size_t n, char *out, size_t size, const char *what, char *why,
                  size_t why_size)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '%') {
            int hi = i + 2 < n ? hex(s[i + 1]) : -1, lo = hi >= 0 ? hex(s[i + 2]) : -1;
            if (hi < 0 || lo < 0)
                return snprintf(why, why_size, "%s: '%%' is not followed by two hex digits", what), 0;
            c = (unsigned char)(hi * 16 + lo);
            if (!c || !escaped(c)) return snprintf(why, why_size, "%s: %%%02X is not written so", what, c), 0;
            i += 2;
        } else if (escaped(c)) {
            return snprintf(why, why_size, "%s: byte %u is not escaped", what, c), 0;
        }
        if (k + 1 >= size) return snprintf(why, why_size, "%s is longer than %zu bytes", what, size - 1), 0;
        out[k++] = (char)c;
    }
    out[k] = '\0';
    return 1;
}

int lp_profile_drafts_parse(const char *value, size_t n, LpProfile *p, char *why, size_t why_size)
{
    p->draft_count = 0;
    size_t at = 0;
    while (at < n) {
        const char *semi = memchr(value + at, ';', n - at);
        size_t end = semi ? (size_t)(semi - value) : n;
        const char *comma = memchr(value + at, ',', end - at);
        char one[80];
        int ok = p->draft_count < LP_DRAFTS_MAX;
        if (!ok) snprintf(one, sizeof one, "more than %d", LP_DRAFTS_MAX);
        if (ok && (!comma || comma == value + at)) {
            snprintf(one, sizeof one, "not KEY,TEXT");
            ok = 0;
        }
        LpDraft *d = &p->drafts[p->draft_count];
        if (ok)
            ok = decode(value + at, (size_t)(comma - (value + at)), d->key, sizeof d->key, "its key", one,
                        sizeof one);
        if (ok)
            ok = decode(comma + 1, (size_t)(value + end - comma - 1), d->text, sizeof d->text, "its program",
                        one, sizeof one);
        if (ok && lp_draft_blank(d->text)) {
            snprintf(one, sizeof one, "its program is empty");
            ok = 0;
        }
        if (ok && find(p, d->key) >= 0) {
            snprintf(one, sizeof one, "its key is another draft's");
            ok = 0;
        }
        if (!ok) return snprintf(why, why_size, "draft %d: %s", p->draft_count + 1, one), 0;
        p->draft_count++;
        at = end + 1;
        if (semi && at == n) return snprintf(why, why_size, "draft %d: empty", p->draft_count + 1), 0;
    }
    return 1;
}
