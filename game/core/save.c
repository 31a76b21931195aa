/* save.c - pupil profiles: the versioned text format and its strict parser (the files they live
 * in are save_files.c's). Depends on libc, buf, diag and the player models.
 * Long file: about 710 lines; one writer and one parser of one format, every key's rule in one
 * switch (the log's and the drafts' lists are save_log.c's and save_drafts.c's).
 *
 *   LOOPLING-SAVE 1
 *   name=Ada
 *   toycar.tutorial_done=3
 *   toycar.solved=12
 *   toycar.best_tiles=2,3,1
 *   toycar.target_length=7
 *   toycar.target_loops=1
 *   toycar.history=3,0,1,20,1;5,0,2,35,1     (length,loops,tries,time_s,solved per puzzle)
 *   bots.lessons_done=4                      (the bots.* lines are optional: saves made before
 *   bots.solved=2                             the robot mode load with a fresh robot model)
 *   bots.best=2,4,5
 *   bots.size=5
 *   bots.history=4,1,40,1,1;5,3,95,1,0       (size,tries,time_s,solved,at_par per puzzle)
 *   mays.lessons_done=2                      (the mays.* lines are optional too)
 *   mays.solved=1
 *   mays.step=3                              (the player model's step on its ladder)
 *   mays.rooms=4
 *   dungeon.done=1                           (the dungeon.* lines are optional too: dungeons
 *   dungeon.gave_up=0                         finished, puzzles given up in the last one,
 *   dungeon.visits=2                          dungeons begun,
 *   dungeon.level=1                           the dungeon's ladder step; a save without it
 *                                             gets the step its done and gave_up counts led to)
 *   toycar.lessons_solved=7                  (optional: which lessons are solved, bit i = lesson
 *   bots.lessons_solved=11                    i; a save from before them counts the lessons below
 *   mays.lessons_solved=3                     its done count, and those with a best, as solved)
 *   log=bots,made,BTZF-0G90-YR8H,3,120,1,solved,l,4;...   (optional: every puzzle finished,
 *                                             for the teacher's report; save_log.c)
 *   drafts=bots BTZF-0G90-YR8H,forward();%0A   (optional: programs left unfinished; save_drafts.c)
 *   checksum=1A2B3C4D                        (FNV-1a 32 of every byte before this line)
 */
#include "save.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"

#define SAVE_MAGIC "LOOPLING-SAVE "

/* ---- names --------------------------------------------------------------------------- */

static int is_name_char(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == ' ' ||
           c == '-' || c == '_';
}

/* A letter of the Latin alphabets past ASCII (U+00C0-U+024F but the signs x and / of U+00D7 and
 * U+00F7: "Zoë", "José", "Jürgen", "Łukasz") as the two UTF-8 bytes at s: its code point, else 0
 * (any other byte from 0x80 up: a sign, another script, a broken or overlong sequence). */
static int latin_letter_at(const unsigned char *s)
{
    if (s[0] < 0xC3 || s[0] > 0xC9 || (s[1] & 0xC0) != 0x80) return 0;
    int cp = ((s[0] & 0x1F) << 6) | (s[1] & 0x3F);
    return cp >= 0xC0 && cp <= 0x24F && cp != 0xD7 && cp != 0xF7 ? cp : 0;
}

/* Its small letter, for the letters with one in Latin-1 and Latin Extended-A (U+0130, dotted I,
 * has none of its own there and stays). */
static int latin_lower(int cp)
{
    if (cp >= 0xC0 && cp <= 0xDE) return cp + 0x20;
    if (cp == 0x178) return 0xFF; /* Y with diaeresis */
    if ((cp >= 0x100 && cp <= 0x137 && cp != 0x130) || (cp >= 0x14A && cp <= 0x177)) return cp | 1;
    if ((cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17E)) return cp + (cp & 1);
    return cp;
}

/* The letter a Latin-1 or Latin Extended-A letter is sorted with ("É" with "e", "Ł" with "l",
 * "ß" with "s"); the rest of Latin Extended-B keeps its own place, after "z". */
static int latin_base(int cp)
{
    static const char latin1[] = "aaaaaaaceeeeiiiidnooooo?ouuuuyts"  /* U+00C0-U+00DF */
                                 "aaaaaaaceeeeiiiidnooooo?ouuuuyty"; /* U+00E0-U+00FF */
    static const char ext_a[] =
        "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiiiijjkkklllllllll"
        "lnnnnnnnnnoooooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs"; /* U+0100-U+017F */
    if (cp >= 0xC0 && cp <= 0xFF) return latin1[cp - 0xC0];
    if (cp >= 0x100 && cp <= 0x17F) return ext_a[cp - 0x100];
    return cp;
}

int lp_latin_plain_letter(const char *s)
{
    int cp = latin_letter_at((const unsigned char *)s), base = cp ? latin_base(cp) : 0;
    return base >= 'a' && base <= 'z' ? base : 0;
}

/* The character at *p as a sort key (its letter, then its small form), moving *p past it. */
static void sort_key_next(const unsigned char **p, int *letter, int *small)
{
    int cp = latin_letter_at(*p);
    if (cp) {
        *letter = latin_base(cp);
        *small = latin_lower(cp);
        *p += 2;
        return;
    }
    int c = **p;
    *letter = *small = c >= 'A' && c <= 'Z' ? c + 32 : c;
    if (c) (*p)++;
}

int lp_profile_name_compare(const char *a, const char *b)
{
    int tie = 0; /* the first difference of small forms ("e" before "é"), where the letters agree */
    for (const unsigned char *x = (const unsigned char *)a, *y = (const unsigned char *)b;;) {
        int lx, sx, ly, sy;
        sort_key_next(&x, &lx, &sx);
        sort_key_next(&y, &ly, &sy);
        if (lx != ly) return lx - ly;
        if (!tie) tie = sx - sy;
        if (!lx) break;
    }
    return tie ? tie : strcmp(a, b);
}

/* The first character a name cannot hold (NULL when every one can), and whether one that is
 * not a space was seen before it (*visible). */
static const unsigned char *first_bad_char(const char *name, int *visible)
{
    *visible = 0;
    for (const unsigned char *p = (const unsigned char *)name; *p; p++) {
        if (latin_letter_at(p))
            p++;
        else if (!is_name_char(*p) && *p != '\'') /* O'Brien */
            return p;
        if (*p != ' ') *visible = 1;
    }
    return NULL;
}

/* Characters of UTF-8 text: "Zoë" is 3, in 4 bytes. */
static int char_count(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xC0) != 0x80;
    return n;
}

int lp_profile_name_ok(const char *name)
{
    if (!name) return 0;
    size_t n = strlen(name);
    int visible;
    return n >= 1 && n <= LP_NAME_MAX - 1 && char_count(name) <= LP_NAME_CHARS &&
           !first_bad_char(name, &visible) && visible;
}

int lp_profile_name_from_typed(const char *typed, char out[LP_NAME_MAX], char *why, int why_size)
{
    /* "Ada " and "Ada" are the same pupil: trim the spaces a child may type around a name. */
    const char *t = typed ? typed : "";
    while (*t == ' ')
        t++;
    snprintf(out, LP_NAME_MAX, "%s", t);
    lp_utf8_trim(out);
    for (size_t n = strlen(out); n > 0 && out[n - 1] == ' '; n--)
        out[n - 1] = '\0';
    if (lp_profile_name_ok(out)) return 1;
    int visible;
    const unsigned char *p = first_bad_char(out, &visible);
    if (p) {
        int len = *p >= 0xF0 ? 4 : *p >= 0xE0 ? 3 : *p >= 0xC0 ? 2 : 1, k = 1; /* the whole character */
        while (k < len && (p[k] & 0xC0) == 0x80)
            k++;
        char bad[8];
        snprintf(bad, sizeof bad, "%.*s", k, (const char *)p);
        if (*p < ' ' || *p == 0x7F || k != len || (len == 1 && *p >= 0x80)) snprintf(bad, sizeof bad, "?");
        /* TRANSLATORS: %s is the character typed that a name cannot hold ("'.' cannot be in a name") */
        snprintf(why, (size_t)why_size, _("'%s' cannot be in a name: use letters, numbers, spaces, - or _."),
                 bad);
        return 0;
    }
    if (char_count(out) > LP_NAME_CHARS)
        /* TRANSLATORS: %d is how many letters (and spaces...) the typed name has, always more than 31 */
        snprintf(why, (size_t)why_size, _("That name has %d letters: a name has 31 at most."),
                 char_count(out));
    else
        snprintf(why, (size_t)why_size, "%s", _("A name needs 1 to 31 letters or numbers."));
    return 0;
}

void lp_profile_file_name(const char *name, char *out, int out_size)
{
    char base[LP_NAME_MAX];
    int n = 0;
    for (const unsigned char *p = (const unsigned char *)(name ? name : ""); *p && n < LP_NAME_MAX - 1; p++) {
        int cp = latin_letter_at(p);
        if (cp && n < LP_NAME_MAX - 2) { /* in small letters, as ASCII's */
            cp = latin_lower(cp);
            base[n++] = (char)(0xC0 | (cp >> 6));
            base[n++] = (char)(0x80 | (cp & 0x3F));
            p++;
            continue;
        }
        unsigned char c = *p;
        if (c >= 'A' && c <= 'Z')
            c = (unsigned char)(c - 'A' + 'a');
        else if (c == ' ' || !is_name_char(c))
            c = '_';
        base[n++] = (char)c;
    }
    base[n] = '\0';
    snprintf(out, (size_t)out_size, "%s.save", base);
}

void lp_profile_init(LpProfile *profile, const char *name)
{
    memset(profile, 0, sizeof *profile);
    snprintf(profile->name, sizeof profile->name, "%s", name ? name : "");
    lp_tcmodel_init(&profile->toycar_model);
    lp_bmodel_init(&profile->bots_model);
}

/* ---- writing ------------------------------------------------------------------------- */

/* A list of per-lesson numbers without its trailing zeros: "2,3,1". */
static void write_numbers(LpBuf *out, const int numbers[LP_TUTORIAL_MAX])
{
    int last = LP_TUTORIAL_MAX;
    while (last > 0 && numbers[last - 1] == 0)
        last--;
    for (int i = 0; i < last; i++)
        lp_buf_printf(out, "%s%d", i ? "," : "", numbers[i]);
}

void lp_profile_write(const LpProfile *profile, LpBuf *out)
{
    size_t start = out->count;
    const LpToycarModel *m = &profile->toycar_model;
    lp_buf_printf(out, "%s%d\n", SAVE_MAGIC, LP_SAVE_VERSION);
    lp_buf_printf(out, "name=%s\n", profile->name);
    lp_buf_printf(out, "toycar.tutorial_done=%d\n", profile->toycar_tutorial_done);
    lp_buf_printf(out, "toycar.solved=%d\n", profile->toycar_solved);
    lp_buf_puts(out, "toycar.best_tiles=");
    write_numbers(out, profile->toycar_best_tiles);
    lp_buf_printf(out, "\ntoycar.target_length=%d\n", m->target_length);
    lp_buf_printf(out, "toycar.target_loops=%d\n", m->target_loops);
    lp_buf_puts(out, "toycar.history=");
    int count = m->history_count < 0               ? 0
                : m->history_count > LP_PM_HISTORY ? LP_PM_HISTORY
                                                   : m->history_count;
    for (int i = 0; i < count; i++) {
        const LpPuzzleRecord *r = &m->history[i];
        lp_buf_printf(out, "%s%d,%d,%d,%d,%d", i ? ";" : "", r->target_length, r->target_loops, r->tries,
                      r->time_s, r->solved);
    }
    const LpBotsModel *bm = &profile->bots_model;
    lp_buf_printf(out, "\nbots.lessons_done=%d\nbots.solved=%d\nbots.best=", profile->bots_lessons_done,
                  profile->bots_solved);
    write_numbers(out, profile->bots_best);
    lp_buf_printf(out, "\nbots.size=%d\nbots.history=", lp_bmodel_size(bm));
    count = bm->history_count < 0 ? 0 : bm->history_count > LP_PM_HISTORY ? LP_PM_HISTORY : bm->history_count;
    for (int i = 0; i < count; i++) {
        const LpBotsRecord *r = &bm->history[i];
        lp_buf_printf(out, "%s%d,%d,%d,%d,%d", i ? ";" : "", r->size, r->tries, r->time_s, r->solved, r->at_par);
    }
    lp_buf_printf(out, "\nmays.lessons_done=%d\nmays.solved=%d\nmays.step=%d\nmays.rooms=%d\n",
                  profile->mays_lessons_done, profile->mays_solved, profile->mays_model.step, profile->mays_model.rooms);
    lp_buf_printf(out, "dungeon.done=%d\ndungeon.gave_up=%d\ndungeon.visits=%d\ndungeon.level=%d\n",
                  profile->dungeon_done, profile->dungeon_gave_up, profile->dungeon_visits,
                  profile->dungeon_level);
    lp_buf_printf(out, "toycar.lessons_solved=%u\nbots.lessons_solved=%u\nmays.lessons_solved=%u\n",
                  profile->toycar_lessons_solved, profile->bots_lessons_solved, profile->mays_lessons_solved);
    lp_buf_puts(out, "log=");
    lp_profile_log_write(profile, out);
    lp_buf_puts(out, "\n");
    if (profile->draft_count > 0) { /* only when there are some: older saves read as before */
        lp_buf_puts(out, "drafts=");
        lp_profile_drafts_write(profile, out);
        lp_buf_puts(out, "\n");
    }
    if (out->failed || !out->data) return;
    lp_buf_printf(out, "checksum=%08X\n", (unsigned)lp_fnv1a(out->data + start, out->count - start));
}

/* ---- parsing ------------------------------------------------------------------------- */

typedef struct Span {
    const char *s;
    size_t n;
} Span;

/* Lines of text: a final line without '\n' counts; nothing after a final '\n' does. */
typedef struct LineIter {
    const char *text;
    size_t len, pos;
    int lineno;
} LineIter;

static int next_line(LineIter *it, Span *line, size_t *line_start)
{
    if (it->pos >= it->len) return 0;
    size_t start = it->pos, end = start;
    while (end < it->len && it->text[end] != '\n')
        end++;
    it->pos = end < it->len ? end + 1 : end;
    it->lineno++;
    *line_start = start;
    line->s = it->text + start;
    line->n = end - start;
    return 1;
}

static int span_is(Span a, const char *s)
{
    return a.n == strlen(s) && memcmp(a.s, s, a.n) == 0;
}

/* Decimal digits only (no sign, no spaces), value in [lo, hi]. */
static int parse_int(Span v, long lo, long hi, int *out)
{
    if (v.n == 0 || v.n > 10) return 0;
    long long x = 0;
    for (size_t i = 0; i < v.n; i++) {
        if (v.s[i] < '0' || v.s[i] > '9') return 0;
        x = x * 10 + (v.s[i] - '0');
    }
    if (x < lo || x > hi) return 0;
    *out = (int)x;
    return 1;
}

/* Split at the first sep; returns 0 when there is none (head is then the whole span). */
static int split(Span in, char sep, Span *head, Span *tail)
{
    const char *p = in.n ? memchr(in.s, sep, in.n) : NULL;
    if (!p) {
        *head = in;
        tail->s = in.s + in.n;
        tail->n = 0;
        return 0;
    }
    head->s = in.s;
    head->n = (size_t)(p - in.s);
    tail->s = p + 1;
    tail->n = in.n - head->n - 1;
    return 1;
}

enum {
    KEY_NAME,
    KEY_TUTORIAL,
    KEY_SOLVED,
    KEY_BEST,
    KEY_LENGTH,
    KEY_LOOPS,
    KEY_HISTORY,
    KEY_REQUIRED, /* the keys from here on are optional */
    KEY_BOTS_DONE = KEY_REQUIRED,
    KEY_BOTS_SOLVED,
    KEY_BOTS_BEST,
    KEY_BOTS_SIZE,
    KEY_BOTS_HISTORY,
    KEY_MAYS_DONE,
    KEY_MAYS_SOLVED,
    KEY_MAYS_STEP,
    KEY_MAYS_ROOMS,
    KEY_DUNGEON_DONE,
    KEY_DUNGEON_GAVE_UP,
    KEY_DUNGEON_VISITS,
    KEY_DUNGEON_LEVEL,
    KEY_TOYCAR_MASK,
    KEY_BOTS_MASK,
    KEY_MAYS_MASK,
    KEY_LOG,
    KEY_DRAFTS,
    KEY_COUNT
};
static const char *const key_names[KEY_COUNT] = {"name",
                                                 "toycar.tutorial_done",
                                                 "toycar.solved",
                                                 "toycar.best_tiles",
                                                 "toycar.target_length",
                                                 "toycar.target_loops",
                                                 "toycar.history",
                                                 "bots.lessons_done",
                                                 "bots.solved",
                                                 "bots.best",
                                                 "bots.size",
                                                 "bots.history",
                                                 "mays.lessons_done",
                                                 "mays.solved",
                                                 "mays.step",
                                                 "mays.rooms",
                                                 "dungeon.done",
                                                 "dungeon.gave_up",
                                                 "dungeon.visits",
                                                 "dungeon.level",
                                                 "toycar.lessons_solved",
                                                 "bots.lessons_solved",
                                                 "mays.lessons_solved",
                                                 "log",
                                                 "drafts"};

#define COUNT_MAX 1000000000L

static int parse_numbers(Span v, int out[LP_TUTORIAL_MAX])
{
    if (v.n == 0) return 1;
    int i = 0;
    Span item, rest = v;
    int more;
    do {
        more = split(rest, ',', &item, &rest);
        if (i == LP_TUTORIAL_MAX || !parse_int(item, 0, 999, &out[i])) return 0;
        i++;
    } while (more);
    return 1;
}

/* A bit mask of solved lessons (bit i = lesson i), written in decimal. */
static int parse_mask(Span v, unsigned *out)
{
    if (v.n == 0 || v.n > 10) return 0;
    unsigned long long m = 0;
    for (size_t i = 0; i < v.n; i++) {
        if (v.s[i] < '0' || v.s[i] > '9') return 0;
        m = m * 10 + (unsigned)(v.s[i] - '0');
    }
    if (m > 0xFFFFFFFFull) return 0;
    *out = (unsigned)m;
    return 1;
}

/* The solved lessons of a save from before they were kept. */
/* A save from before the dungeon's ladder step was kept: the step the rule of then chose its next
 * dungeon at (first_visit with none finished, clockwork_castle with 1 or 2, long_quest with 3 or
 * more; one easier after a dungeon left with a puzzle given up), so its pupil goes on there. */
static int older_dungeon_level(int done, int gave_up)
{
    int place = done == 0 ? 0 : done < 3 ? 1 : 2;
    return gave_up > 0 && place > 0 ? place - 1 : place;
}

static unsigned older_mask(int done, const int best[LP_TUTORIAL_MAX])
{
    unsigned m = 0;
    for (int i = 0; i < LP_TUTORIAL_MAX; i++)
        if (i < done || (best && best[i] > 0)) m |= 1u << i;
    return m;
}

/* Exactly five comma-separated fields. */
static int five_fields(Span v, Span f[5])
{
    Span rest = v;
    for (int i = 0; i < 5; i++)
        if (split(rest, ',', &f[i], &rest) != (i < 4)) return 0;
    return 1;
}

static int parse_record(Span v, void *out)
{
    LpPuzzleRecord *r = out;
    Span f[5];
    if (!five_fields(v, f)) return 0;
    if (!parse_int(f[0], LP_PM_MIN_LENGTH, LP_PM_MAX_LENGTH, &r->target_length)) return 0;
    if (!parse_int(f[1], 0, r->target_length / 5, &r->target_loops)) return 0;
    if (!parse_int(f[2], 0, COUNT_MAX, &r->tries)) return 0;
    if (!parse_int(f[3], 0, COUNT_MAX, &r->time_s)) return 0;
    return parse_int(f[4], 0, 1, &r->solved);
}

static int parse_bots_record(Span v, void *out)
{
    LpBotsRecord *r = out;
    Span f[5];
    if (!five_fields(v, f)) return 0;
    return parse_int(f[0], LP_BM_MIN_SIZE, LP_BM_MAX_SIZE, &r->size) && parse_int(f[1], 0, COUNT_MAX, &r->tries) &&
           parse_int(f[2], 0, COUNT_MAX, &r->time_s) && parse_int(f[3], 0, 1, &r->solved) &&
           parse_int(f[4], 0, r->solved, &r->at_par);
}

/* A history: records separated by ';', at most LP_PM_HISTORY, each read by one(). */
static int parse_records(Span v, void *records, size_t record_size, int *count, int (*one)(Span, void *))
{
    if (v.n == 0) return 1;
    Span item, rest = v;
    int more;
    do {
        more = split(rest, ';', &item, &rest);
        if (*count == LP_PM_HISTORY) return 0;
        if (!one(item, (char *)records + (size_t)*count * record_size)) return 0;
        (*count)++;
    } while (more);
    return 1;
}

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

/* Line 1: the magic and a version we can read. */
static int check_header(Span line, const char *label, LpDiag *diag)
{
    size_t mlen = strlen(SAVE_MAGIC);
    if (line.n > 0 && line.s[line.n - 1] == '\r') line.n--;
    Span num = {line.s + mlen, line.n >= mlen ? line.n - mlen : 0};
    int version = 0;
    if (line.n < mlen || memcmp(line.s, SAVE_MAGIC, mlen) != 0 || !parse_int(num, 1, COUNT_MAX, &version))
        /* TRANSLATORS: '%s%d' is the first line of a save file ("LOOPLING-SAVE 3"): keep it */
        return lp_diag_set(diag, label, 1, _("this is not a Loopling save (the first line should be '%s%d')"),
                           SAVE_MAGIC, LP_SAVE_VERSION);
    if (version > LP_SAVE_VERSION) {
        lp_diag_set(diag, label, 1, _("this save was made by a newer Loopling (save format %d): update Loopling to open it"),
                    version);
        if (diag) diag->newer = 1;
        return 0;
    }
    return 1;
}

/* The last line must be "checksum=XXXXXXXX" and match the bytes before it. */
static int check_checksum(const char *text, size_t len, const char *label, int *body_lines, LpDiag *diag)
{
    LineIter it = {text, len, 0, 0};
    Span line, last = {text, 0};
    size_t start = 0, last_start = 0;
    while (next_line(&it, &line, &start)) {
        last = line;
        last_start = start;
    }
    int last_no = it.lineno;
    const char *key = "checksum=";
    size_t klen = strlen(key);
    if (last_no < 2 || last.n < klen || memcmp(last.s, key, klen) != 0)
        return lp_diag_set(diag, label, last_no, "%s",
                           _("the save ends too early (its checksum line is missing): the file "
                             "was cut short"));
    uint32_t want = 0;
    Span hex = {last.s + klen, last.n - klen};
    if (hex.n == 9 && hex.s[8] == '\r') hex.n = 8;
    int ok = hex.n == 8;
    for (size_t i = 0; ok && i < 8; i++) {
        int d = hex_digit(hex.s[i]);
        if (d < 0)
            ok = 0;
        else
            want = (want << 4) | (uint32_t)d;
    }
    if (!ok)
        return lp_diag_set(diag, label, last_no, "%s",
                           _("the save is damaged (its checksum line is not 8 hex digits)"));
    if (lp_fnv1a(text, last_start) != want)
        return lp_diag_set(diag, label, last_no, "%s",
                           _("the save is damaged (its checksum does not match its contents)"));
    *body_lines = last_no - 1;
    return 1;
}

int lp_profile_parse(const char *text, size_t len, const char *label, LpProfile *out, LpDiag *diag)
{
    memset(out, 0, sizeof *out);
    lp_bmodel_init(&out->bots_model);
    if (!label) label = "";
    if (!text || len == 0) return lp_diag_set(diag, label, 1, "%s", _("the save is empty"));
    LineIter it = {text, len, 0, 0};
    Span line;
    size_t start;
    next_line(&it, &line, &start);
    if (!check_header(line, label, diag)) return 0;
    int body_lines = 0;
    if (!check_checksum(text, len, label, &body_lines, diag)) return 0;

    int seen[KEY_COUNT] = {0};
    LpToycarModel *m = &out->toycar_model;
    while (it.lineno < body_lines && next_line(&it, &line, &start)) {
        int ln = it.lineno;
        if (line.n > 0 && line.s[line.n - 1] == '\r') line.n--;
        if (line.n == 0) continue;
        Span key, value;
        if (!split(line, '=', &key, &value))
            return lp_diag_set(diag, label, ln, "%s", _("this line is not 'key=value'"));
        int k = 0;
        while (k < KEY_COUNT && !span_is(key, key_names[k]))
            k++;
        if (k == KEY_COUNT) {
            int printable = key.n <= 40;
            for (size_t i = 0; printable && i < key.n; i++)
                printable = key.s[i] > ' ' && key.s[i] < 127;
            if (printable)
                return lp_diag_set(diag, label, ln,
                                   _("unknown entry '%.*s' (was this save made by a newer "
                                     "Loopling?)"),
                                   (int)key.n, key.s);
            return lp_diag_set(diag, label, ln, "%s", _("this line is not 'key=value'"));
        }
        if (seen[k])
            /* TRANSLATORS: %s is an entry of a save file ("bots.solved"); %d a line number */
            return lp_diag_set(diag, label, ln, _("'%s' appears twice (first on line %d)"), key_names[k],
                               seen[k]);
        seen[k] = ln;
        int ok = 1;
        switch (k) {
        case KEY_NAME:
            if (value.n >= sizeof out->name)
                ok = 0;
            else {
                memcpy(out->name, value.s, value.n);
                out->name[value.n] = '\0';
                ok = value.n > 0 && memchr(value.s, '\0', value.n) == NULL && lp_profile_name_ok(out->name);
            }
            if (!ok)
                return lp_diag_set(diag, label, ln, "%s",
                                   _("the pupil's name is not allowed (1-31 letters, digits, "
                                     "spaces, '-' or '_')"));
            break;
        case KEY_TUTORIAL: ok = parse_int(value, 0, 9999, &out->toycar_tutorial_done); break;
        case KEY_SOLVED: ok = parse_int(value, 0, COUNT_MAX, &out->toycar_solved); break;
        case KEY_BEST: ok = parse_numbers(value, out->toycar_best_tiles); break;
        case KEY_LENGTH: ok = parse_int(value, LP_PM_MIN_LENGTH, LP_PM_MAX_LENGTH, &m->target_length); break;
        case KEY_LOOPS: ok = parse_int(value, 0, LP_PM_MAX_LENGTH / 5, &m->target_loops); break;
        case KEY_HISTORY:
            ok = parse_records(value, m->history, sizeof m->history[0], &m->history_count, parse_record);
            break;
        case KEY_BOTS_DONE: ok = parse_int(value, 0, 9999, &out->bots_lessons_done); break;
        case KEY_MAYS_DONE: ok = parse_int(value, 0, 9999, &out->mays_lessons_done); break;
        case KEY_MAYS_SOLVED: ok = parse_int(value, 0, COUNT_MAX, &out->mays_solved); break;
        case KEY_MAYS_STEP: ok = parse_int(value, 0, lp_mmodel_steps() - 1, &out->mays_model.step); break;
        case KEY_MAYS_ROOMS: ok = parse_int(value, 0, COUNT_MAX, &out->mays_model.rooms); break;
        case KEY_DUNGEON_DONE: ok = parse_int(value, 0, COUNT_MAX, &out->dungeon_done); break;
        case KEY_DUNGEON_GAVE_UP: ok = parse_int(value, 0, 9999, &out->dungeon_gave_up); break;
        case KEY_DUNGEON_VISITS: ok = parse_int(value, 0, COUNT_MAX, &out->dungeon_visits); break;
        case KEY_DUNGEON_LEVEL: ok = parse_int(value, 0, LP_DUNGEON_LEVEL_MAX, &out->dungeon_level); break;
        case KEY_TOYCAR_MASK: ok = parse_mask(value, &out->toycar_lessons_solved); break;
        case KEY_BOTS_MASK: ok = parse_mask(value, &out->bots_lessons_solved); break;
        case KEY_MAYS_MASK: ok = parse_mask(value, &out->mays_lessons_solved); break;
        case KEY_LOG: {
            char why[96];
            if (!lp_profile_log_parse(value.s, value.n, out, why, sizeof why))
                /* TRANSLATORS: %s says which puzzle of the log is wrong and how (in English) */
                return lp_diag_set(diag, label, ln, _("the puzzle log is damaged: %s"), why);
            break;
        }
        case KEY_DRAFTS: {
            char why[128];
            if (!lp_profile_drafts_parse(value.s, value.n, out, why, sizeof why))
                /* TRANSLATORS: %s says which unfinished program is wrong and how (in English) */
                return lp_diag_set(diag, label, ln, _("the unfinished programs are damaged: %s"), why);
            break;
        }
        case KEY_BOTS_SOLVED: ok = parse_int(value, 0, COUNT_MAX, &out->bots_solved); break;
        case KEY_BOTS_BEST: ok = parse_numbers(value, out->bots_best); break;
        case KEY_BOTS_SIZE: ok = parse_int(value, LP_BM_MIN_SIZE, LP_BM_MAX_SIZE, &out->bots_model.size); break;
        case KEY_BOTS_HISTORY:
            ok = parse_records(value, out->bots_model.history, sizeof out->bots_model.history[0],
                               &out->bots_model.history_count, parse_bots_record);
            break;
        }
        if (!ok && k == KEY_BOTS_HISTORY)
            return lp_diag_set(diag, label, ln,
                               /* TRANSLATORS: the words after "written as" are the save file's: keep them */
                               _("'%s' is not a list of at most %d puzzles written as "
                                 "size,tries,seconds,solved,at_par"),
                               key_names[k], LP_PM_HISTORY);
        if (!ok && k == KEY_HISTORY)
            return lp_diag_set(diag, label, ln,
                               /* TRANSLATORS: the words after "written as" are the save file's: keep them */
                               _("'%s' is not a list of at most %d puzzles written as "
                                 "length,loops,tries,seconds,solved"),
                               key_names[k], LP_PM_HISTORY);
        if (!ok && (k == KEY_BEST || k == KEY_BOTS_BEST))
            return lp_diag_set(diag, label, ln, _("'%s' is not a list of at most %d numbers from 0 to 999"),
                               key_names[k], LP_TUTORIAL_MAX);
        if (!ok) return lp_diag_set(diag, label, ln, _("'%s' has a bad or out-of-range number"), key_names[k]);
    }
    /* a save from before the solved lessons were kept: those below the done count, and those with
     * a best, were solved */
    if (!seen[KEY_TOYCAR_MASK]) out->toycar_lessons_solved = older_mask(out->toycar_tutorial_done, out->toycar_best_tiles);
    if (!seen[KEY_BOTS_MASK]) out->bots_lessons_solved = older_mask(out->bots_lessons_done, out->bots_best);
    if (!seen[KEY_MAYS_MASK]) out->mays_lessons_solved = older_mask(out->mays_lessons_done, NULL);
    if (!seen[KEY_DUNGEON_LEVEL])
        out->dungeon_level = older_dungeon_level(out->dungeon_done, out->dungeon_gave_up);
    /* the done counts are the first lesson not solved: every lesson below one is solved */
    out->toycar_lessons_solved |= older_mask(out->toycar_tutorial_done, NULL);
    out->bots_lessons_solved |= older_mask(out->bots_lessons_done, NULL);
    out->mays_lessons_solved |= older_mask(out->mays_lessons_done, NULL);
    for (int k = 0; k < KEY_REQUIRED; k++)
        if (!seen[k])
            return lp_diag_set(diag, label, body_lines + 1, _("the save has no '%s' line"), key_names[k]);
    if (5 * m->target_loops > m->target_length)
        return lp_diag_set(diag, label, seen[KEY_LOOPS],
                           _("'%s' is %d but a length of %d fits at most %d loops"), key_names[KEY_LOOPS],
                           m->target_loops, m->target_length, m->target_length / 5);
    return 1;
}

int lp_profile_format_version(const char *text, size_t len)
{
    if (!text) return 0;
    size_t mlen = strlen(SAVE_MAGIC), end = 0;
    while (end < len && text[end] != '\n')
        end++;
    if (end > 0 && text[end - 1] == '\r') end--;
    int version = 0;
    Span num = {text + mlen, end >= mlen ? end - mlen : 0};
    if (end < mlen || memcmp(text, SAVE_MAGIC, mlen) != 0 || !parse_int(num, 1, COUNT_MAX, &version))
        return 0;
    return version;
}
