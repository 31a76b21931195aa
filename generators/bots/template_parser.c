/* template_parser.c - the paper's Fig. 3 template format -> BotsTemplate, with "file:line:
 * reason" errors a teacher can act on; template sizes, resizing and the shipped templates'
 * stable ids and content hashes. Depends on bots_gen.h, the robot rules (action words) and
 * core/buf (file reading).
 *
 * One statement per line; words are case-insensitive and spaces between them are free:
 *   forward | backward | turn left | turn right | climb up | climb down | pick up | put down
 *   repeat N ... end repeat          N from 2 to 20
 *   function A ... end function      defines A (A to F) and runs it there
 *   function A                       calls A again (A must be defined above)
 *   wildcard N                       N actions (1 to 30) the generator chooses
 * Blank lines and lines whose first non-blank character is '#' are comments. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "bots_gen.h"
#include "core/buf.h"
#include "core/i18n.h"

#define LINE_MAX_CHARS 120
#define TEXT_PER_ACTION 13 /* "climbDown();\n": the longest action line of the program text */

/* ---- the shipped templates and content hashes (share codes: template_code.c) ----------------- */

static const char *const shipped_names[] = {NULL, "short_loop", "long_loop", "short_function", "long_function"};
/* bots_template_hash of each shipped file as shipped; tests/unit/test_bots_template_code.c checks them. A
 * change to a shipped template changes what its BT codes open: never edit one, add a new file. */
static const uint32_t shipped_hashes[] = {0, 0xd3c07u, 0xc4645u, 0xab164u, 0x7a5dfu};
#define SHIPPED_COUNT 4

int bots_template_id(const char *name)
{
    for (int i = 1; name && i <= SHIPPED_COUNT; i++)
        if (strcmp(name, shipped_names[i]) == 0) return i;
    return 0;
}

const char *bots_template_name_for_id(int id)
{
    return id >= 1 && id <= SHIPPED_COUNT ? shipped_names[id] : NULL;
}

int bots_template_shipped_id(const char *name, uint32_t hash)
{
    int id = bots_template_id(name);
    return id && shipped_hashes[id] == hash ? id : 0;
}

uint32_t bots_template_shipped_hash(int id) { return bots_template_name_for_id(id) ? shipped_hashes[id] : 0; }

/* FNV-1a over the statements as written (kind, block end, and each kind's own fields; a
 * wildcard's length as written, so a resized copy hashes the same), folded to 20 bits. */
uint32_t bots_template_hash(const BotsTemplate *t)
{
    uint32_t h = 2166136261u;
    for (int j = 0; j < t->count; j++) {
        const BotsTmplStmt *s = &t->stmts[j];
        int field = s->kind == BOTS_TMPL_ACTION     ? s->action
                    : s->kind == BOTS_TMPL_WILDCARD ? s->base
                    : s->kind == BOTS_TMPL_REPEAT   ? s->count
                                                    : s->func;
        uint8_t bytes[5] = {s->kind, (uint8_t)field, (uint8_t)(s->end & 0xff), (uint8_t)(s->end >> 8), 0xA5};
        for (size_t k = 0; k < sizeof bytes; k++) {
            h ^= bytes[k];
            h *= 16777619u;
        }
    }
    return (h ^ h >> 20) & ((1u << 20) - 1);
}

/* ---- reading lines -------------------------------------------------------------------------- */

/* One line, normalised: lower case, runs of blanks as one space, trimmed. */
typedef struct Line {
    char text[LINE_MAX_CHARS + 1];
    int number;
    int comment; /* blank or '#' */
} Line;

typedef struct Parser {
    const char *src;
    size_t len, pos;
    int line_number;
    const char *label;
    LpDiag *diag;
    BotsTemplate *t;
} Parser;

static void normalise(const char *s, size_t n, Line *out)
{
    size_t k = 0;
    int space = 0;
    for (size_t i = 0; i < n && k < LINE_MAX_CHARS; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            space = k > 0;
            continue;
        }
        if (space && k < LINE_MAX_CHARS) out->text[k++] = ' ';
        space = 0;
        if (k < LINE_MAX_CHARS) out->text[k++] = (char)tolower(c);
    }
    out->text[k] = '\0';
    out->comment = k == 0 || out->text[0] == '#';
}

/* The line starting at *pos; advances *pos past it. Returns 0 at the end of the text. */
static int read_line(const char *src, size_t len, size_t *pos, int *number, Line *out)
{
    if (*pos >= len) return 0;
    size_t start = *pos, end = start;
    while (end < len && src[end] != '\n') end++;
    *pos = end < len ? end + 1 : end;
    (*number)++;
    out->number = *number;
    normalise(src + start, end - start, out);
    return 1;
}

/* ---- words ---------------------------------------------------------------------------------- */

static const char *const keywords[] = {"forward",  "backward", "turn left", "turn right", "climb up",
                                       "climb down", "pick up", "put down",  "repeat",     "end repeat",
                                       "function", "end function", "wildcard"};
#define KEYWORD_COUNT ((int)(sizeof keywords / sizeof keywords[0]))

static int edit_distance(const char *a, const char *b)
{
    int la = (int)strlen(a), lb = (int)strlen(b);
    if (la > 40 || lb > 40) return 99;
    int row[41];
    for (int j = 0; j <= lb; j++) row[j] = j;
    for (int i = 1; i <= la; i++) {
        int diag = row[0];
        row[0] = i;
        for (int j = 1; j <= lb; j++) {
            int up = row[j];
            int best = diag + (a[i - 1] != b[j - 1]);
            if (up + 1 < best) best = up + 1;
            if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
            diag = up;
            row[j] = best;
        }
    }
    return row[lb];
}

/* The closest keyword to text (without a trailing number), or NULL when none is close. */
static const char *suggest(const char *text)
{
    char head[LINE_MAX_CHARS + 1];
    snprintf(head, sizeof head, "%s", text);
    char *sp = strrchr(head, ' ');
    if (sp && isdigit((unsigned char)sp[1])) *sp = '\0';
    const char *best = NULL;
    int best_d = 99;
    for (int i = 0; i < KEYWORD_COUNT; i++) {
        int d = edit_distance(head, keywords[i]);
        if (d < best_d) {
            best_d = d;
            best = keywords[i];
        }
    }
    int limit = (int)strlen(head) / 3 + 1;
    return best_d <= (limit < 3 ? limit : 3) ? best : NULL;
}

/* The action for normalised text ("turn left"; also the language's "turnleft"), or -1. */
static int action_for(const char *text)
{
    for (int a = 0; a < BOTS_ACTION_COUNT; a++) {
        char lang[24];
        snprintf(lang, sizeof lang, "%s", bots_action_name((BotsAction)a));
        for (char *p = lang; *p; p++) *p = (char)tolower((unsigned char)*p);
        if (strcmp(text, bots_action_template_word((BotsAction)a)) == 0 || strcmp(text, lang) == 0) return a;
    }
    return -1;
}

/* A whole number after a keyword ("repeat 4"): returns it, or -1 when absent/not a number. */
static int number_after(const char *text, const char *keyword, const char **arg)
{
    size_t n = strlen(keyword);
    *arg = "";
    if (text[n] == '\0') return -1;
    *arg = text + n + 1;
    int v = 0;
    const char *p = *arg;
    if (!*p) return -1;
    for (; *p; p++) {
        if (!isdigit((unsigned char)*p) || v > 1000) return -2;
        v = v * 10 + (*p - '0');
    }
    return v;
}

static int starts_with_word(const char *text, const char *word)
{
    size_t n = strlen(word);
    return strncmp(text, word, n) == 0 && (text[n] == '\0' || text[n] == ' ');
}

/* ---- the statements --------------------------------------------------------------------------- */

typedef struct Open {
    int stmt; /* index of the REPEAT or DEFINE */
    int line;
} Open;

static int fail(Parser *p, int line, const char *fmt, const char *a, const char *b)
{
    char msg[240];
    snprintf(msg, sizeof msg, fmt, a ? a : "", b ? b : "");
    return lp_diag_set(p->diag, p->label, line, "%s", msg);
}

static BotsTmplStmt *add(Parser *p, int line, BotsTmplKind kind)
{
    BotsTemplate *t = p->t;
    if (t->count >= BOTS_TMPL_MAX_STMTS) return NULL;
    BotsTmplStmt *s = &t->stmts[t->count++];
    memset(s, 0, sizeof *s);
    s->kind = (uint8_t)kind;
    s->line = line;
    s->end = (int16_t)t->count;
    return s;
}

/* After `function X` with X undefined: the line of the next "end function" (0 when none) and
 * whether any statement follows. */
static void look_ahead(const Parser *p, int *end_line, int *more)
{
    size_t pos = p->pos;
    int number = p->line_number;
    Line l;
    *end_line = *more = 0;
    while (read_line(p->src, p->len, &pos, &number, &l)) {
        if (l.comment) continue;
        *more = 1;
        if (strcmp(l.text, "end function") == 0) {
            *end_line = l.number;
            return;
        }
    }
}

static int function_index(Parser *p, int line, const char *arg)
{
    /* TRANSLATORS: a robot template's mistake; the template's words (forward, backward, turn left, turn right,
     * climb up, climb down, pick up, put down, repeat, end repeat, function, end function, wildcard) are
     * written by the teacher in English: keep them */
    if (!*arg) return fail(p, line, _("function needs a name from A to F: write function A"), NULL, NULL) - 1;
    if (strlen(arg) != 1 || arg[0] < 'a' || arg[0] > 'f')
        return fail(p, line, _("function names are the letters A to F, not '%s'"), arg, NULL) - 1;
    return arg[0] - 'a';
}

/* Does the text of one non-comment line; 1 when fine. */
static int statement(Parser *p, const Line *l, Open *stack, int *depth, int *last_call)
{
    BotsTemplate *t = p->t;
    const char *text = l->text;
    const char *arg;
    int line = l->number;
    if (t->count >= BOTS_TMPL_MAX_STMTS && strcmp(text, "end repeat") != 0 && strcmp(text, "end function") != 0) {
        char most[16];
        snprintf(most, sizeof most, "%d", BOTS_TMPL_MAX_STMTS);
        return fail(p, line, _("too many statements: a template holds at most %s (use repeat or wildcards)"), most, NULL);
    }
    int a = action_for(text);
    if (a >= 0) {
        add(p, line, BOTS_TMPL_ACTION)->action = (uint8_t)a;
        if (a == BOTS_PICK_UP || a == BOTS_PUT_DOWN) t->box_actions++;
        return 1;
    }
    if (starts_with_word(text, "repeat")) {
        int n = number_after(text, "repeat", &arg);
        if (n == -1) return fail(p, line, _("repeat needs a count: write repeat 4"), NULL, NULL);
        if (n < BOTS_TMPL_REPEAT_MIN || n > BOTS_TMPL_REPEAT_MAX)
            return fail(p, line, _("repeat needs a whole number from 2 to 20, not '%s'"), arg, NULL);
        if (*depth >= BOTS_TMPL_MAX_DEPTH)
            return fail(p, line, _("repeat and function are nested too deep (at most 8 inside each other)"), NULL, NULL);
        BotsTmplStmt *s = add(p, line, BOTS_TMPL_REPEAT);
        s->count = (uint8_t)n;
        stack[(*depth)++] = (Open){t->count - 1, line};
        return 1;
    }
    if (starts_with_word(text, "wildcard")) {
        int n = number_after(text, "wildcard", &arg);
        if (n == -1) return fail(p, line, _("wildcard needs a count: write wildcard 3"), NULL, NULL);
        if (n < BOTS_TMPL_WILDCARD_MIN || n > BOTS_TMPL_WILDCARD_MAX)
            return fail(p, line, _("wildcard needs a whole number from 1 to 30, not '%s'"), arg, NULL);
        BotsTmplStmt *s = add(p, line, BOTS_TMPL_WILDCARD);
        s->count = s->base = (uint8_t)n;
        return 1;
    }
    if (strcmp(text, "end repeat") == 0 || strcmp(text, "end function") == 0) {
        int is_repeat = text[4] == 'r';
        const char *word = is_repeat ? "repeat" : "function";
        if (*depth == 0) {
            if (!is_repeat && *last_call >= 0) {
                const BotsTmplStmt *c = &t->stmts[*last_call];
                char name[2] = {(char)('A' + c->func), '\0'}, first[16];
                snprintf(first, sizeof first, "%d", t->stmts[t->define_at[c->func]].line);
                return fail(p, c->line, _("function %s is defined twice (first at line %s): to run it again, write only its first line"),
                            name, first);
            }
            /* TRANSLATORS: both %s are the same template word: repeat or function */
            return fail(p, line, _("end %s without a %s above it"), word, word);
        }
        Open *o = &stack[*depth - 1];
        BotsTmplStmt *s = &t->stmts[o->stmt];
        if ((s->kind == BOTS_TMPL_REPEAT) != is_repeat) {
            char opened[16];
            snprintf(opened, sizeof opened, "%d", o->line);
            return fail(p, line, is_repeat ? _("end repeat, but the function started at line %s is still open: end it first with end function")
                                           : _("end function, but the repeat started at line %s is still open: end it first with end repeat"),
                        opened, NULL);
        }
        if (o->stmt + 1 == t->count)
            return fail(p, o->line, is_repeat ? _("this repeat is empty: put at least one action before end repeat")
                                              : _("this function is empty: put at least one action before end function"),
                        NULL, NULL);
        s->end = (int16_t)t->count;
        (*depth)--;
        if (!is_repeat) *last_call = -1;
        return 1;
    }
    if (starts_with_word(text, "function")) {
        const char *name_arg = text[8] ? text + 9 : "";
        int f = function_index(p, line, name_arg);
        if (f < 0) return 0;
        char name[2] = {(char)('A' + f), '\0'};
        for (int i = 0; i < *depth; i++)
            if (t->stmts[stack[i].stmt].kind == BOTS_TMPL_DEFINE && t->stmts[stack[i].stmt].func == f) {
                char from[16];
                snprintf(from, sizeof from, "%d", t->stmts[stack[i].stmt].line);
                return fail(p, line, _("function %s is still being defined here (from line %s): a function cannot run "
                                       "itself; to run it again, call it after its end function"),
                            name, from);
            }
        if (t->define_at[f] >= 0) {
            BotsTmplStmt *s = add(p, line, BOTS_TMPL_CALL);
            s->func = (uint8_t)f;
            *last_call = t->count - 1;
            return 1;
        }
        for (int i = 0; i < *depth; i++)
            if (t->stmts[stack[i].stmt].kind == BOTS_TMPL_DEFINE) {
                char outer[2] = {(char)('A' + t->stmts[stack[i].stmt].func), '\0'};
                return fail(p, line, _("function %s cannot be defined inside function %s: end that one with end function first"),
                            name, outer);
            }
        int end_line, more;
        look_ahead(p, &end_line, &more);
        if (!end_line) {
            if (more)
                return fail(p, line, _("function %s has no end function after its actions (to run a function, define it above first)"),
                            name, NULL);
            return fail(p, line, _("function %s is not defined: define it first (function %s, its actions, end function)"),
                        name, name);
        }
        if (*depth >= BOTS_TMPL_MAX_DEPTH)
            return fail(p, line, _("repeat and function are nested too deep (at most 8 inside each other)"), NULL, NULL);
        BotsTmplStmt *s = add(p, line, BOTS_TMPL_DEFINE);
        s->func = (uint8_t)f;
        t->define_at[f] = t->count - 1;
        stack[(*depth)++] = (Open){t->count - 1, line};
        return 1;
    }
    /* Unknown: an action with a number, or a misspelling. */
    for (int i = 0; i < BOTS_ACTION_COUNT; i++) {
        const char *w = bots_action_template_word((BotsAction)i);
        if (starts_with_word(text, w) && text[strlen(w)] == ' ')
            return fail(p, line, _("%s takes no number: write it once per step, or use repeat"), w, NULL);
    }
    const char *s = suggest(text);
    if (s) return fail(p, line, _("unknown word '%s': did you mean '%s'?"), text, s);
    return fail(p, line,
                _("unknown word '%s': a line holds one action (forward, backward, turn left, turn right, climb up, "
                  "climb down, pick up, put down), repeat N, end repeat, function A, end function or wildcard N"),
                text, NULL);
}

/* Actions run by the block [from, to), repeats and calls unrolled (saturating). */
static long unrolled(const BotsTemplate *t, int from, int to)
{
    long n = 0;
    for (int j = from; j < to && n <= BOTS_GEN_MAX_ACTIONS * 10L; j = t->stmts[j].end) {
        const BotsTmplStmt *s = &t->stmts[j];
        switch ((BotsTmplKind)s->kind) {
        case BOTS_TMPL_ACTION: n += 1; break;
        case BOTS_TMPL_WILDCARD: n += s->count; break;
        case BOTS_TMPL_REPEAT: n += (long)s->count * unrolled(t, j + 1, s->end); break;
        case BOTS_TMPL_DEFINE: n += unrolled(t, j + 1, s->end); break;
        case BOTS_TMPL_CALL: {
            int d = t->define_at[s->func];
            if (d >= 0) n += unrolled(t, d + 1, t->stmts[d].end);
            break;
        }
        }
    }
    return n;
}

int bots_template_unrolled(const BotsTemplate *t)
{
    long n = unrolled(t, 0, t->count);
    return n > 1000000 ? 1000000 : (int)n;
}

/* An upper bound on the program text's length (see puzzle_formatter.c). */
static int text_bound(const BotsTemplate *t)
{
    int n = 0;
    for (int j = 0; j < t->count; j++) {
        const BotsTmplStmt *s = &t->stmts[j];
        switch ((BotsTmplKind)s->kind) {
        case BOTS_TMPL_ACTION: n += TEXT_PER_ACTION; break;
        case BOTS_TMPL_WILDCARD: n += TEXT_PER_ACTION * s->count; break;
        case BOTS_TMPL_REPEAT: n += 16; break;            /* "repeat (20) {\n" "}\n" */
        case BOTS_TMPL_DEFINE: n += 17 + 5; break;        /* "function A() {\n" "}\n" "A();\n" */
        case BOTS_TMPL_CALL: n += 5; break;
        }
    }
    return n;
}

/* The whole-template checks after the last line. */
static int finish(Parser *p)
{
    BotsTemplate *t = p->t;
    if (t->count == 0) return fail(p, p->line_number > 0 ? p->line_number : 1, _("the template is empty: write at least one action"), NULL, NULL);
    long total = 0;
    for (int j = 0; j < t->count; j = t->stmts[j].end) {
        total += unrolled(t, j, t->stmts[j].end);
        if (total > BOTS_GEN_MAX_ACTIONS) {
            char n[24], most[16];
            snprintf(n, sizeof n, "%ld", total);
            snprintf(most, sizeof most, "%d", BOTS_GEN_MAX_ACTIONS);
            return fail(p, t->stmts[j].line,
                        _("the template runs too many actions by here (%s with repeats and calls, at most %s): use smaller counts"),
                        n, most);
        }
    }
    if (text_bound(t) >= BOTS_SOLUTION_MAX) {
        char most[16];
        snprintf(most, sizeof most, "%d", BOTS_SOLUTION_MAX);
        return fail(p, t->stmts[t->count - 1].line,
                    _("too many statements: the puzzle's program would not fit a level (%s letters): use shorter wildcards"),
                    most, NULL);
    }
    t->body = -1;
    for (int j = 0; j < t->count && t->body < 0; j++)
        if (t->stmts[j].kind == BOTS_TMPL_DEFINE) t->body = j;
    for (int j = 0; j < t->count && t->body < 0; j++)
        if (t->stmts[j].kind == BOTS_TMPL_REPEAT) t->body = j;
    return 1;
}

static int reset(BotsTemplate *out)
{
    memset(out, 0, sizeof *out);
    out->body = -1;
    for (int f = 0; f < BOTS_TMPL_FUNCTIONS; f++) out->define_at[f] = -1;
    return 0;
}

int bots_template_parse(const char *text, size_t len, const char *label, BotsTemplate *out, LpDiag *diag)
{
    reset(out);
    Parser p = {text ? text : "", text ? len : 0, 0, 0, label ? label : "template", diag, out};
    Open stack[BOTS_TMPL_MAX_DEPTH];
    int depth = 0, last_call = -1;
    Line l;
    while (read_line(p.src, p.len, &p.pos, &p.line_number, &l)) {
        if (l.comment) continue;
        if (!statement(&p, &l, stack, &depth, &last_call)) return reset(out);
    }
    if (depth > 0) {
        const BotsTmplStmt *s = &out->stmts[stack[depth - 1].stmt];
        char name[2] = {(char)('A' + s->func), '\0'};
        if (s->kind == BOTS_TMPL_REPEAT) fail(&p, s->line, _("this repeat has no end repeat after its actions"), NULL, NULL);
        else fail(&p, s->line, _("function %s has no end function after its actions"), name, NULL);
        return reset(out);
    }
    if (!finish(&p)) return reset(out);
    out->hash = bots_template_hash(out);
    if (out->box_actions == 0)
        lp_diag_set(diag, p.label, 0, "%s",
                    _("note: the template has no pick up or put down, so boxes appear only when a wildcard "
                      "happens to use them"));
    return 1;
}

int bots_template_load(const char *path, BotsTemplate *out, LpDiag *diag)
{
    LpBuf buf;
    char why[200];
    lp_buf_init(&buf);
    if (!lp_buf_read_file(&buf, path, 64 * 1024, why, sizeof why)) {
        lp_buf_free(&buf);
        reset(out);
        return lp_diag_set(diag, path, 0, "%s", why);
    }
    int ok = bots_template_parse(buf.data ? buf.data : "", buf.count, path, out, diag);
    lp_buf_free(&buf);
    if (!ok) return 0;
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    size_t n = strcspn(base, ".");
    if (n >= sizeof out->name) n = sizeof out->name - 1;
    memcpy(out->name, base, n);
    out->name[n] = '\0';
    out->id = bots_template_shipped_id(out->name, out->hash);
    return 1;
}

/* ---- size and resizing ------------------------------------------------------------------------ */

static void body_range(const BotsTemplate *t, int *from, int *to)
{
    if (t->body >= 0) {
        *from = t->body + 1;
        *to = t->stmts[t->body].end;
    } else {
        *from = 0;
        *to = t->count;
    }
}

int bots_template_size(const BotsTemplate *t)
{
    int from, to, n = 0;
    body_range(t, &from, &to);
    for (int j = from; j < to; j++) {
        if (t->stmts[j].kind == BOTS_TMPL_ACTION) n += 1;
        else if (t->stmts[j].kind == BOTS_TMPL_WILDCARD) n += t->stmts[j].count;
    }
    return n;
}

/* Set the body's wildcards to total `wild` actions: one each first (in order, while they
 * last: a wildcard keeps apart the fixed actions around it), the rest proportional to their
 * written lengths beyond one, the remainder in order. As written when wild is their total. */
static void spread(BotsTemplate *t, int from, int to, int wild, int base_total, int wildcards)
{
    int given = 0, extra = wild - wildcards, weight = base_total - wildcards;
    for (int j = from; j < to; j++) {
        BotsTmplStmt *s = &t->stmts[j];
        if (s->kind != BOTS_TMPL_WILDCARD) continue;
        s->count = given < wild ? 1 : 0;
        if (extra > 0 && weight > 0) s->count = (uint8_t)(s->count + extra * (s->base - 1) / weight);
        given += s->count;
    }
    for (int j = from; j < to && given < wild; j++) {
        BotsTmplStmt *s = &t->stmts[j];
        if (s->kind != BOTS_TMPL_WILDCARD) continue;
        s->count++;
        given++;
    }
}

int bots_template_resize(BotsTemplate *t, int size)
{
    int from, to, fixed = 0, base_total = 0, wildcards = 0;
    body_range(t, &from, &to);
    for (int j = from; j < to; j++) {
        if (t->stmts[j].kind == BOTS_TMPL_ACTION) fixed++;
        else if (t->stmts[j].kind == BOTS_TMPL_WILDCARD) base_total += t->stmts[j].base, wildcards++;
    }
    if (base_total == 0) return bots_template_size(t);
    int lo = fixed > 1 ? fixed : 1;
    if (size > BOTS_GEN_SIZE_MAX) size = BOTS_GEN_SIZE_MAX;
    if (size < lo) size = lo;
    for (; size >= lo; size--) {
        spread(t, from, to, size - fixed, base_total, wildcards);
        if (unrolled(t, 0, t->count) <= BOTS_GEN_MAX_ACTIONS && text_bound(t) < BOTS_SOLUTION_MAX) break;
    }
    if (size < lo) spread(t, from, to, lo - fixed, base_total, wildcards);
    return bots_template_size(t);
}

int bots_template_equal(const BotsTemplate *a, const BotsTemplate *b)
{
    if (a->count != b->count) return 0;
    for (int j = 0; j < a->count; j++) {
        const BotsTmplStmt *x = &a->stmts[j], *y = &b->stmts[j];
        if (x->kind != y->kind || x->end != y->end) return 0;
        switch ((BotsTmplKind)x->kind) {
        case BOTS_TMPL_ACTION:
            if (x->action != y->action) return 0;
            break;
        case BOTS_TMPL_WILDCARD:
            if (x->count != y->count || x->base != y->base) return 0;
            break;
        case BOTS_TMPL_REPEAT:
            if (x->count != y->count) return 0;
            break;
        case BOTS_TMPL_DEFINE:
        case BOTS_TMPL_CALL:
            if (x->func != y->func) return 0;
            break;
        }
    }
    return 1;
}
