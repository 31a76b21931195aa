/* replay.c - the replay file (replay.h): recording in memory, writing, and a strict reader. */
#include "replay.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "textspan.h"

/* Each kind's name and how many numbers it carries; has_text: it ends with a quoted text. */
static const struct {
    const char *name;
    int numbers;
    int has_text;
} kinds[LP_RE_KIND_COUNT] = {
    [LP_RE_PLACE] = {"place", 3, 0},   [LP_RE_REMOVE] = {"remove", 2, 0},
    [LP_RE_CLEAR] = {"clear", 0, 0},   [LP_RE_RUN] = {"run", 0, 0},
    [LP_RE_STEP] = {"step", 0, 0},     [LP_RE_BACK] = {"back", 0, 0},
    [LP_RE_STOP] = {"stop", 0, 0},     [LP_RE_SPEED] = {"speed", 1, 0},
    [LP_RE_EDIT] = {"edit", 2, 1},     [LP_RE_WALK] = {"walk", 1, 0},
    [LP_RE_PANEL] = {"panel", 1, 0},   [LP_RE_RESTART] = {"restart", 0, 0},
    [LP_RE_TURN] = {"turn", 1, 0},     [LP_RE_VIEW] = {"view", 1, 0},
    [LP_RE_OUTCOME] = {"outcome", 3, 0},
    [LP_RE_ROOM] = {"room", 1, 0},     [LP_RE_PUZZLE] = {"puzzle", 1, 1},
};

const char *lp_replay_mode_title(const char *mode)
{
    /* English, as the replay file keeps it; shown through _() */
    return !strcmp(mode, "toycar") ? N_("Toy car") : !strcmp(mode, "bots") ? N_("Robot") : !strcmp(mode, "dungeon") ? N_("Dungeon")
                                                                                                      : N_("May's Journey");
}

const char *lp_replay_kind_name(int kind)
{
    return kind >= 0 && kind < LP_RE_KIND_COUNT ? kinds[kind].name : NULL;
}

void lp_replay_init(LpReplay *r)
{
    memset(r, 0, sizeof *r);
    r->version = LP_REPLAY_VERSION;
    r->anim_speed = 1;
}

void lp_replay_clear_events(LpReplay *r)
{
    for (int i = 0; i < r->count; i++) free(r->events[i].text);
    r->count = 0;
    r->has_result = 0;
    r->result_solved = r->result_tries = r->result_commands = 0;
    r->result_tick = 0;
    r->failed = 0;
}

void lp_replay_free(LpReplay *r)
{
    lp_replay_clear_events(r);
    free(r->events);
    free(r->level_text);
    lp_replay_init(r);
}

static char *copy_text(const char *s, size_t n)
{
    char *t = malloc(n + 1);
    if (!t) return NULL;
    memcpy(t, s, n);
    t[n] = '\0';
    return t;
}

void lp_replay_set_level(LpReplay *r, const char *mode, const char *title, const char *code,
                         const char *level_text)
{
    snprintf(r->mode, sizeof r->mode, "%s", mode ? mode : "");
    snprintf(r->title, sizeof r->title, "%s", title ? title : "");
    snprintf(r->code, sizeof r->code, "%s", code ? code : "");
    free(r->level_text);
    r->level_text = level_text ? copy_text(level_text, strlen(level_text)) : NULL;
    if (level_text && !r->level_text) r->failed = 1;
}

static int add_owned(LpReplay *r, uint32_t tick, int kind, int a, int b, int c, char *text)
{
    if (r->count >= LP_REPLAY_MAX_EVENTS) goto full;
    if (r->count == r->capacity) {
        int cap = r->capacity ? r->capacity * 2 : 64;
        LpReplayEvent *grown = realloc(r->events, (size_t)cap * sizeof *grown);
        if (!grown) goto full;
        r->events = grown;
        r->capacity = cap;
    }
    if (r->count > 0 && tick < r->events[r->count - 1].tick) tick = r->events[r->count - 1].tick;
    if (tick > LP_REPLAY_MAX_TICK) tick = LP_REPLAY_MAX_TICK;
    r->events[r->count++] = (LpReplayEvent){tick, kind, a, b, c, text};
    return 1;
full:
    free(text);
    r->failed = 1;
    return 0;
}

int lp_replay_add(LpReplay *r, uint32_t tick, LpReplayKind kind, int a, int b, int c, const char *text)
{
    if ((int)kind < 0 || kind >= LP_RE_KIND_COUNT) return 0;
    char *owned = NULL;
    if (kinds[kind].has_text) {
        size_t n = text ? strlen(text) : 0;
        if (n > LP_REPLAY_MAX_TEXT) {
            r->failed = 1;
            return 0;
        }
        owned = copy_text(text ? text : "", n);
        if (!owned) {
            r->failed = 1;
            return 0;
        }
    }
    return add_owned(r, tick, kind, a, b, c, owned);
}

int lp_replay_add_edit(LpReplay *r, uint32_t tick, const char *before, const char *after)
{
    size_t nb = strlen(before), na = strlen(after);
    size_t p = 0;
    while (p < nb && p < na && before[p] == after[p]) p++;
    size_t s = 0;
    while (s < nb - p && s < na - p && before[nb - 1 - s] == after[na - 1 - s]) s++;
    if (p == nb && p == na) return 1;
    size_t ins = na - p - s;
    if (ins > LP_REPLAY_MAX_TEXT || nb > 0x7FFFFFFF) {
        r->failed = 1;
        return 0;
    }
    char *text = copy_text(after + p, ins);
    if (!text) {
        r->failed = 1;
        return 0;
    }
    return add_owned(r, tick, LP_RE_EDIT, (int)p, (int)(nb - p - s), 0, text);
}

int lp_replay_apply_edit(const LpReplayEvent *ev, const char *before, LpBuf *out)
{
    lp_buf_clear(out);
    size_t nb = strlen(before);
    if (ev->kind != LP_RE_EDIT || ev->a < 0 || ev->b < 0 || (size_t)ev->a > nb ||
        (size_t)ev->b > nb - (size_t)ev->a)
        return 0;
    lp_buf_append(out, before, (size_t)ev->a);
    if (ev->text) lp_buf_puts(out, ev->text);
    lp_buf_puts(out, before + ev->a + ev->b);
    return !out->failed;
}

void lp_replay_set_result(LpReplay *r, uint32_t tick, int solved, int tries, int commands)
{
    r->has_result = 1;
    r->result_tick = tick;
    r->result_solved = solved ? 1 : 0;
    r->result_tries = tries;
    r->result_commands = commands;
}

uint32_t lp_replay_length(const LpReplay *r)
{
    uint32_t t = r->count > 0 ? r->events[r->count - 1].tick : 0;
    if (r->has_result && r->result_tick > t) t = r->result_tick;
    return t;
}

/* ---- writing ------------------------------------------------------------------------- */

static void put_quoted(LpBuf *out, const char *s)
{
    lp_buf_puts(out, "\"");
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\') lp_buf_printf(out, "\\%c", *p);
        else if (*p == '\n') lp_buf_puts(out, "\\n");
        else if (*p == '\t') lp_buf_puts(out, "\\t");
        else if (*p < 0x20 || *p == 0x7F) lp_buf_printf(out, "\\x%02X", *p);
        else lp_buf_append(out, (const char *)p, 1);
    }
    lp_buf_puts(out, "\"");
}

void lp_replay_write(const LpReplay *r, LpBuf *out)
{
    size_t start = out->count;
    /* a replay read from an older format keeps its number: its tries were counted that way */
    int version = r->version >= 1 && r->version <= LP_REPLAY_VERSION ? r->version : LP_REPLAY_VERSION;
    lp_buf_printf(out, "%s %d\n", LP_REPLAY_MAGIC, version);
    lp_buf_printf(out, "game %s\n", r->game[0] ? r->game : "unknown");
    lp_buf_printf(out, "mode %s\n", r->mode);
    lp_buf_puts(out, "title ");
    put_quoted(out, r->title);
    lp_buf_printf(out, "\nspeed %d\n", r->anim_speed);
    if (r->code[0]) lp_buf_printf(out, "code %s\n", r->code);
    if (r->level_text) {
        int lines = 0;
        size_t pos = 0, len = strlen(r->level_text);
        LpSpan line;
        while (lp_span_next_line(r->level_text, len, &pos, &line)) lines++;
        lp_buf_printf(out, "level %d\n", lines);
        pos = 0;
        while (lp_span_next_line(r->level_text, len, &pos, &line)) {
            /* a line's trailing '\r's (a CRLF level file) are left out: the reader would take one
             * for the line's end, and level files ignore them */
            while (line.n > 0 && line.s[line.n - 1] == '\r') line.n--;
            lp_buf_puts(out, "| ");
            lp_buf_append(out, line.s, line.n);
            lp_buf_puts(out, "\n");
        }
    }
    lp_buf_printf(out, "events %d\n", r->count);
    for (int i = 0; i < r->count; i++) {
        const LpReplayEvent *e = &r->events[i];
        lp_buf_printf(out, "%u %s", (unsigned)e->tick, kinds[e->kind].name);
        const int v[3] = {e->a, e->b, e->c};
        for (int k = 0; k < kinds[e->kind].numbers; k++) lp_buf_printf(out, " %d", v[k]);
        if (kinds[e->kind].has_text) {
            lp_buf_puts(out, " ");
            put_quoted(out, e->text ? e->text : "");
        }
        lp_buf_puts(out, "\n");
    }
    if (r->has_result)
        lp_buf_printf(out, "result %d %d %d %u\n", r->result_solved, r->result_tries, r->result_commands,
                      (unsigned)r->result_tick);
    lp_buf_printf(out, "check %08X\n", (unsigned)lp_fnv1a(out->data + start, out->count - start));
}

/* ---- reading ------------------------------------------------------------------------- */

typedef struct Reader {
    const char *text;
    size_t len, pos;
    const char *label;
    int line;
    LpDiag *diag;
} Reader;

static int next_line(Reader *rd, LpSpan *line)
{
    if (!lp_span_next_line(rd->text, rd->len, &rd->pos, line)) return 0;
    rd->line++;
    if (line->n > 0 && line->s[line->n - 1] == '\r') line->n--;
    return 1;
}

static int fail(Reader *rd, const char *fmt, const char *what)
{
    char msg[256];
    snprintf(msg, sizeof msg, fmt, what);
    return lp_diag_set(rd->diag, rd->label, rd->line, "%s", msg);
}

/* "key rest" where key is the expected word; rest is the trimmed remainder. */
static int keyed(Reader *rd, const char *key, LpSpan *rest)
{
    LpSpan line, tok;
    if (!next_line(rd, &line)) {
        rd->line++;
        /* TRANSLATORS: %s is a word of the replay file ("mode", "title"...) */
        return fail(rd, _("the replay ends too early: '%s' is missing"), key);
    }
    LpSpan r = line;
    if (!lp_span_next_token(&r, &tok) || !lp_span_is(tok, key)) return fail(rd, _("expected '%s' here"), key);
    *rest = lp_span_trim(r);
    return 1;
}

static int parse_int(LpSpan tok, long long lo, long long hi, long long *out)
{
    int neg = tok.n > 0 && tok.s[0] == '-';
    if (neg) {
        tok.s++;
        tok.n--;
    }
    unsigned long long v;
    if (!lp_span_parse_uint(tok, 4294967295ull, &v)) return 0;
    long long x = neg ? -(long long)v : (long long)v;
    if (x < lo || x > hi) return 0;
    *out = x;
    return 1;
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

/* A quoted text at the start of v (after blanks) into out; *rest is what follows. */
static int parse_quoted(Reader *rd, LpSpan v, LpBuf *out, LpSpan *rest)
{
    v = lp_span_trim(v);
    lp_buf_clear(out);
    lp_buf_puts(out, "");
    if (v.n == 0 || v.s[0] != '"') return fail(rd, "%s", _("expected a text in double quotes"));
    size_t i = 1;
    for (; i < v.n && v.s[i] != '"'; i++) {
        char c = v.s[i];
        if ((unsigned char)c < 0x20) return fail(rd, "%s", _("a text holds a control character (write it as \\n or \\xNN)"));
        if (c == '\\') {
            if (++i >= v.n) break;
            char e = v.s[i];
            if (e == 'n') c = '\n';
            else if (e == 't') c = '\t';
            else if (e == '"' || e == '\\') c = e;
            else if (e == 'x' && i + 2 < v.n && hexval(v.s[i + 1]) >= 0 && hexval(v.s[i + 2]) >= 0) {
                c = (char)(hexval(v.s[i + 1]) * 16 + hexval(v.s[i + 2]));
                i += 2;
                if (c == '\0') return fail(rd, "%s", _("a text holds a NUL byte"));
            } else
                return fail(rd, "%s", _("a text has an unknown escape after '\\' (known: \\n \\t \\\" \\\\ \\xNN)"));
        }
        if (out->count >= LP_REPLAY_MAX_TEXT) return fail(rd, "%s", _("a text is longer than 8192 bytes"));
        lp_buf_append(out, &c, 1);
    }
    if (i >= v.n) return fail(rd, "%s", _("a text's closing double quote is missing"));
    rest->s = v.s + i + 1;
    rest->n = v.n - i - 1;
    return !out->failed || fail(rd, "%s", _("out of memory"));
}

/* The first line: the magic word and a format this Loopling reads. */
static int parse_magic(Reader *rd, LpReplay *out)
{
    LpSpan line, rest, tok;
    if (!next_line(rd, &line)) {
        rd->line = 1;
        return fail(rd, "%s", _("the file is empty: it is not a Loopling replay"));
    }
    rest = line;
    if (!lp_span_next_token(&rest, &tok) || !lp_span_is(tok, LP_REPLAY_MAGIC))
        return fail(rd, "%s", _("not a Loopling replay (it should start with 'loopling-replay')"));
    long long version;
    if (!lp_span_next_token(&rest, &tok) || !parse_int(tok, 0, 1000000, &version) || version < 1 ||
        lp_span_trim(rest).n)
        return fail(rd, "%s", _("the replay's format number is missing or not a whole number"));
    if (version > LP_REPLAY_VERSION) {
        char msg[256];
        snprintf(msg, sizeof msg,
                 _("this replay was made by a newer Loopling (replay format %lld; this one reads up to %d): "
                   "update Loopling to watch it"),
                 version, LP_REPLAY_VERSION);
        return fail(rd, "%s", msg);
    }
    out->version = (int)version;
    return 1;
}

static int parse_header(Reader *rd, LpReplay *out)
{
    LpSpan rest;
    if (!keyed(rd, "game", &rest)) return 0;
    if (rest.n == 0 || rest.n >= sizeof out->game || !lp_span_printable(rest, 0))
        return fail(rd, "%s", _("the game version is missing or not plain text"));
    memcpy(out->game, rest.s, rest.n);
    if (!keyed(rd, "mode", &rest)) return 0;
    static const char *const modes[] = {"toycar", "bots", "mays", "dungeon"};
    if (lp_span_find(rest, modes, 4) == 4)
        return fail(rd, "%s", _("unknown mode (this Loopling plays replays of toycar, bots, mays and dungeon)"));
    memcpy(out->mode, rest.s, rest.n);
    if (!keyed(rd, "title", &rest)) return 0;
    LpBuf text;
    lp_buf_init(&text);
    LpSpan after;
    int ok = parse_quoted(rd, rest, &text, &after);
    if (ok && lp_span_trim(after).n) ok = fail(rd, "%s", _("unexpected text after the title"));
    if (ok && strlen(text.data) >= sizeof out->title) ok = fail(rd, "%s", _("the title is longer than 95 bytes"));
    if (ok) snprintf(out->title, sizeof out->title, "%s", text.data);
    lp_buf_free(&text);
    if (!ok) return 0;
    long long speed;
    if (!keyed(rd, "speed", &rest)) return 0;
    if (!parse_int(rest, 0, 2, &speed)) return fail(rd, "%s", _("the speed must be 0, 1 or 2"));
    out->anim_speed = (int)speed;
    return 1;
}

/* The optional "code" and "level" parts, then "events N" (into *count). */
static int parse_level(Reader *rd, LpReplay *out, long long *count)
{
    LpSpan line, rest, tok;
    for (;;) {
        if (!next_line(rd, &line)) {
            rd->line++;
            return fail(rd, "%s", _("the replay ends too early: 'events' is missing"));
        }
        rest = line;
        if (!lp_span_next_token(&rest, &tok)) return fail(rd, "%s", _("an empty line (expected code, level or events)"));
        rest = lp_span_trim(rest);
        if (lp_span_is(tok, "code")) {
            if (out->code[0]) return fail(rd, "%s", _("a second 'code' line"));
            if (rest.n < 4 || rest.n >= sizeof out->code || !lp_span_printable(rest, 0))
                return fail(rd, "%s", _("the share code is missing or too long"));
            memcpy(out->code, rest.s, rest.n);
        } else if (lp_span_is(tok, "level")) {
            long long n;
            if (out->level_text) return fail(rd, "%s", _("a second 'level' part"));
            if (!parse_int(rest, 1, LP_REPLAY_MAX_LEVEL_LINES, &n))
                return fail(rd, "%s", _("'level' must give how many lines follow (1 to 400)"));
            LpBuf level;
            lp_buf_init(&level);
            for (long long i = 0; i < n; i++) {
                if (!next_line(rd, &line)) {
                    rd->line++;
                    lp_buf_free(&level);
                    return fail(rd, "%s", _("the replay ends inside the level (fewer lines than 'level' says)"));
                }
                if (line.n < 1 || line.s[0] != '|' || (line.n > 1 && line.s[1] != ' ')) {
                    lp_buf_free(&level);
                    return fail(rd, "%s", _("a level line should start with '| ' (fewer lines than 'level' says?)"));
                }
                size_t skip = line.n > 1 ? 2 : 1, keep = line.n - skip;
                while (keep > 0 && line.s[skip + keep - 1] == '\r') keep--; /* as written: lp_replay_write */
                lp_buf_append(&level, line.s + skip, keep);
                lp_buf_puts(&level, "\n");
            }
            if (level.failed) {
                lp_buf_free(&level);
                return fail(rd, "%s", _("out of memory"));
            }
            out->level_text = level.data; /* ownership moves */
        } else if (lp_span_is(tok, "events")) {
            if (!out->code[0] && !out->level_text)
                return fail(rd, "%s", _("the replay names no level (a 'code' or 'level' line must come first)"));
            if (!parse_int(rest, 0, LP_REPLAY_MAX_EVENTS, count))
                return fail(rd, "%s", _("'events' must give how many events follow (0 to 200000)"));
            return 1;
        } else {
            char q[40];
            char msg[200];
            snprintf(msg, sizeof msg, _("unknown line '%s' (expected code, level or events)"), lp_span_quoted(tok, q, sizeof q));
            return fail(rd, "%s", msg);
        }
    }
}

static int parse_event(Reader *rd, LpReplay *out, LpBuf *text)
{
    LpSpan line, rest, tok;
    if (!next_line(rd, &line)) {
        rd->line++;
        return fail(rd, "%s", _("the replay ends too early (fewer events than 'events' says)"));
    }
    rest = line;
    long long tick;
    if (!lp_span_next_token(&rest, &tok) || !parse_int(tok, 0, LP_REPLAY_MAX_TICK, &tick))
        return fail(rd, "%s", _("an event should start with its tick, a whole number (fewer events than 'events' says?)"));
    if (out->count > 0 && (uint32_t)tick < out->events[out->count - 1].tick)
        return fail(rd, "%s", _("this event's tick is earlier than the one before"));
    int kind = -1;
    if (lp_span_next_token(&rest, &tok))
        for (int k = 0; k < LP_RE_KIND_COUNT; k++)
            if (lp_span_is(tok, kinds[k].name)) kind = k;
    if (kind < 0) return fail(rd, "%s", _("unknown event (known: place, remove, clear, run, step, back, stop, speed, edit, walk, panel, restart, turn, view, outcome)"));
    long long v[3] = {0, 0, 0};
    for (int k = 0; k < kinds[kind].numbers; k++)
        if (!lp_span_next_token(&rest, &tok) || !parse_int(tok, -1000000, 1000000000, &v[k])) {
            char msg[200]; /* TRANSLATORS: %s is an event's word in the replay file ("place", "edit") */
            snprintf(msg, sizeof msg, lp_trn("'%s' needs %d whole number", "'%s' needs %d whole numbers", kinds[kind].numbers),
                     kinds[kind].name, kinds[kind].numbers);
            return fail(rd, "%s", msg);
        }
    const char *t = NULL;
    if (kinds[kind].has_text) {
        LpSpan after;
        if (!parse_quoted(rd, rest, text, &after)) return 0;
        rest = after;
        t = text->data;
        if (v[0] < 0 || v[1] < 0) return fail(rd, "%s", _("an edit's numbers cannot be negative"));
    }
    if (lp_span_trim(rest).n) return fail(rd, "%s", _("unexpected text at the end of the event"));
    if (!lp_replay_add(out, (uint32_t)tick, (LpReplayKind)kind, (int)v[0], (int)v[1], (int)v[2], t))
        return fail(rd, "%s", _("out of memory"));
    return 1;
}

static int parse_body(Reader *rd, LpReplay *out)
{
    long long count;
    if (!parse_magic(rd, out) || !parse_header(rd, out) || !parse_level(rd, out, &count)) return 0;
    LpBuf text;
    lp_buf_init(&text);
    for (long long i = 0; i < count; i++)
        if (!parse_event(rd, out, &text)) {
            lp_buf_free(&text);
            return 0;
        }
    lp_buf_free(&text);
    LpSpan line, rest, tok;
    if (!next_line(rd, &line)) {
        rd->line++;
        return fail(rd, "%s", _("the replay ends too early (its check line is missing)"));
    }
    rest = line;
    if (lp_span_next_token(&rest, &tok) && lp_span_is(tok, "result")) {
        long long v[4];
        for (int k = 0; k < 4; k++)
            if (!lp_span_next_token(&rest, &tok) || !parse_int(tok, 0, LP_REPLAY_MAX_TICK, &v[k]))
                return fail(rd, "%s", _("'result' needs 4 whole numbers: solved, tries, commands, tick"));
        if (v[0] > 1) return fail(rd, "%s", _("'result' starts with 1 (solved) or 0"));
        lp_replay_set_result(out, (uint32_t)v[3], (int)v[0], (int)v[1], (int)v[2]);
        if (!next_line(rd, &line)) {
            rd->line++;
            return fail(rd, "%s", _("the replay ends too early (its check line is missing)"));
        }
    }
    return 1;
}

/* The check line's 8 hex digits into *want; 0 when the line is not "check XXXXXXXX". */
static int read_check(LpSpan line, uint32_t *want)
{
    LpSpan tok;
    if (!lp_span_next_token(&line, &tok) || !lp_span_is(tok, "check") || !lp_span_next_token(&line, &tok) ||
        tok.n != 8 || lp_span_trim(line).n)
        return 0;
    *want = 0;
    for (size_t i = 0; i < 8; i++) {
        int h = hexval(tok.s[i]);
        if (h < 0) return 0;
        *want = *want * 16 + (uint32_t)h;
    }
    return 1;
}

int lp_replay_parse(const char *text, size_t len, const char *label, LpReplay *out, LpDiag *diag)
{
    lp_replay_free(out);
    if (!text) text = "";
    Reader rd = {text, len, 0, label ? label : "replay", 0, diag};
    if (len > LP_REPLAY_MAX_BYTES) return lp_diag_set(diag, rd.label, 0, "%s", _("the replay is larger than 4 MiB"));
    if (memchr(text, '\0', len)) return lp_diag_set(diag, rd.label, 0, "%s", _("the file holds NUL bytes: it is not a replay"));
    /* A newer format is named as such before anything else is judged. */
    Reader first = rd;
    if (!parse_magic(&first, out)) return 0;
    /* The last line is the check: a damaged file is called damaged, not by its first odd line. */
    size_t end = len;
    while (end > 0 && (text[end - 1] == '\n' || text[end - 1] == '\r')) end--;
    size_t last = end;
    while (last > 0 && text[last - 1] != '\n') last--;
    int check_line = 1;
    for (size_t i = 0; i < last; i++) check_line += text[i] == '\n';
    uint32_t want = 0;
    int have_check = read_check((LpSpan){text + last, end - last}, &want);
    rd.line = check_line;
    if (have_check && lp_fnv1a(text, last) != want)
        return fail(&rd, "%s", _("the replay is damaged: its check does not match its contents (was it edited?)"));
    rd.line = 0;
    if (!parse_body(&rd, out)) {
        lp_replay_free(out);
        return 0;
    }
    if (!have_check || rd.pos < end) {
        lp_replay_free(out);
        if (!have_check) rd.line = check_line;
        return fail(&rd, "%s", have_check ? _("unexpected line before the check line")
                                           : _("the last line should be 'check' and 8 hex digits: the file was cut short or changed"));
    }
    return 1;
}

int lp_replay_load(const char *path, LpReplay *out, LpDiag *diag)
{
    LpBuf text;
    lp_buf_init(&text);
    char why[200];
    if (!lp_buf_read_file(&text, path, LP_REPLAY_MAX_BYTES, why, sizeof why)) {
        lp_buf_free(&text);
        lp_replay_free(out);
        return lp_diag_set(diag, path, 0, "%s", why);
    }
    int ok = lp_replay_parse(text.data ? text.data : "", text.count, path, out, diag);
    lp_buf_free(&text);
    return ok;
}
