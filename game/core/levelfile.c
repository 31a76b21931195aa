/* levelfile.c - the pieces of the level-file format every mode shares. Depends on core buf,
 * diag, sharecode and textspan. */
#include "levelfile.h"

#include <string.h>

#include "i18n.h"

int lp_levelfile_read(LpBuf *text, const char *path, LpDiag *diag)
{
    char why[200];
    if (lp_buf_read_file(text, path, LP_LEVEL_MAX_BYTES, why, sizeof why)) return 1;
    return lp_diag_set(diag, path, 0, "%s", why);
}

static int no_header(LpDiag *diag, const char *label, int line)
{
    /* TRANSLATORS: '%s %d' is the header a level file starts with ("loopling-level 1"): keep it */
    return lp_diag_set(diag, label, line, _("missing header: the first line must be '%s %d'"), LP_LEVEL_MAGIC,
                       LP_LEVEL_VERSION);
}

/* t: the first line that is neither blank nor a comment, trimmed. */
static int check_header(LpDiag *diag, const char *label, int line, LpSpan t)
{
    size_t m = strlen(LP_LEVEL_MAGIC);
    unsigned long long version = 0;
    if (t.n <= m + 1 || memcmp(t.s, LP_LEVEL_MAGIC, m) != 0 || t.s[m] != ' ')
        return no_header(diag, label, line);
    if (!lp_span_parse_uint(lp_span_trim((LpSpan){t.s + m, t.n - m}), 1000000, &version) || version == 0)
        return lp_diag_set(diag, label, line, _("bad header: write '%s %d'"), LP_LEVEL_MAGIC, LP_LEVEL_VERSION);
    if (version > LP_LEVEL_VERSION)
        return lp_diag_set(diag, label, line,
                           _("this level was made by a newer Loopling (level format %llu): "
                             "update Loopling to open it"),
                           version);
    return 1;
}

int lp_levelfile_next(LpLevelReader *r, LpSpan *line)
{
    while (lp_span_next_line(r->text, r->len, &r->pos, line)) {
        r->line++;
        *line = lp_span_trim_end(*line);
        if (r->have_header) return 1;
        LpSpan t = lp_span_trim(*line);
        if (t.n == 0 || t.s[0] == ';') continue; /* blank lines and comments may come first */
        if (!check_header(r->diag, r->label, r->line, t)) return -1;
        r->have_header = 1;
    }
    if (!r->have_header) {
        no_header(r->diag, r->label, r->line > 0 ? r->line : 1);
        return -1;
    }
    return 0;
}

int lp_levelfile_key(LpDiag *diag, const char *label, int line, LpSpan text, const char *const *names,
                     int count, int *seen, LpSpan *value)
{
    LpSpan key = lp_span_trim(text);
    char q[32];
    *value = (LpSpan){text.s + text.n, 0};
    lp_span_split_key(text, &key, value); /* the caller made sure there is a ':' */
    int k = lp_span_find(key, names, count);
    if (k == count) {
        /* TRANSLATORS: %s is a key of a level file, as written there ("title", "size"...) */
        lp_diag_set(diag, label, line, _("unknown key '%s'"), lp_span_quoted(key, q, sizeof q));
        return -1;
    }
    if (seen[k]) {
        /* TRANSLATORS: %s is a key of a level file ("title", "size"...); %d a line number */
        lp_diag_set(diag, label, line, _("'%s' is given twice (first on line %d)"), names[k], seen[k]);
        return -1;
    }
    seen[k] = line;
    return k;
}

int lp_levelfile_mode(LpDiag *diag, const char *label, int line, LpSpan v, const char *mode)
{
    char q[32];
    if (lp_span_is(v, mode)) return 1;
    /* TRANSLATORS: both %s are modes' names in level files ("toycar", "bots", "mays", "dungeon") */
    return lp_diag_set(diag, label, line, _("this level is for mode '%s', not '%s'"),
                       lp_span_quoted(v, q, sizeof q), mode);
}

int lp_levelfile_text(LpDiag *diag, const char *label, int line, const char *what, LpSpan v, char *dst,
                      size_t size)
{
    if (!lp_span_printable(v, 0))
        /* TRANSLATORS: %s is a key of a level file ("title", "hint", "sign"...), which stays English */
        return lp_diag_set(diag, label, line, _("the %s has a strange character in it"), what);
    if (v.n >= size)
        /* TRANSLATORS: %s is a key of a level file ("title", "hint", "sign"...), which stays English */
        return lp_diag_set(diag, label, line, _("the %s is too long (at most %d characters)"), what,
                           (int)size - 1);
    memcpy(dst, v.s, v.n);
    dst[v.n] = '\0';
    return 1;
}

int lp_levelfile_seed(LpDiag *diag, const char *label, int line, LpSpan v, uint32_t *seed)
{
    unsigned long long x = 0;
    char q[32];
    if (!lp_span_parse_uint(v, 0xFFFFFFFFu, &x))
        return lp_diag_set(diag, label, line, _("bad seed '%s': use a whole number from 0 to 4294967295"),
                           lp_span_quoted(v, q, sizeof q));
    *seed = (uint32_t)x;
    return 1;
}

int lp_levelfile_code(LpDiag *diag, const char *label, int line, LpSpan v, char *code, size_t size,
                      LpShareParams *params)
{
    LpDiag why = {0};
    if (v.n >= size || !lp_span_printable(v, 0))
        return lp_diag_set(diag, label, line, "%s", _("bad code: it is too long"));
    memcpy(code, v.s, v.n);
    code[v.n] = '\0';
    if (!lp_sharecode_decode(code, params, &why))
        /* TRANSLATORS: the first %s is the code as written; the second says what is wrong with it */
        return lp_diag_set(diag, label, line, _("bad code '%s': %s"), code, why.message);
    return 1;
}

void lp_levelfile_put_text(LpBuf *out, LpSpan text, int allow_tab)
{
    for (size_t i = 0; i < text.n; i++) {
        unsigned char c = (unsigned char)text.s[i];
        char ch = ((c < ' ' && !(allow_tab && c == '\t')) || c == 127) ? ' ' : (char)c;
        lp_buf_append(out, &ch, 1);
    }
}

void lp_levelfile_put_value(LpBuf *out, const char *key, const char *value)
{
    lp_buf_printf(out, "%s: ", key);
    lp_levelfile_put_text(out, (LpSpan){value, strlen(value)}, 0);
    lp_buf_puts(out, "\n");
}
