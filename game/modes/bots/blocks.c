/* blocks.c - the robot's program as blocks: well-formed edits of rows, and the two-way bridge to
 * program text (the language's parser reads text back). Depends on the bots rules, core buf and
 * the language's syntax tree. */
#include "blocks.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "lang/ast.h"
#include "lang/lang.h"

static const char *const list_names[BOTS_BLOCK_LISTS] = {"Main", "A", "B", "C", "D", "E", "F"};

void bots_blocks_init(BotsBlocks *b) { memset(b, 0, sizeof *b); }

BotsBlock bots_block_action(BotsAction action)
{
    return (BotsBlock){BOTS_BLOCK_ACTION, (unsigned char)action, 0, 0};
}

static int clamp_count(int count)
{
    return count < 2 ? 2 : count > BOTS_REPEAT_MAX ? BOTS_REPEAT_MAX : count;
}

BotsBlock bots_block_repeat(int count) { return (BotsBlock){BOTS_BLOCK_REPEAT, 0, (unsigned char)clamp_count(count), 0}; }

BotsBlock bots_block_call(int fn) { return (BotsBlock){BOTS_BLOCK_CALL, 0, 0, (unsigned char)(fn < 0 || fn > 5 ? 0 : fn)}; }

const char *bots_block_list_name(int list)
{
    return list >= 0 && list < BOTS_BLOCK_LISTS ? list_names[list] : "";
}

void bots_block_label(const BotsBlock *block, char *out, int size)
{
    switch (block->kind) {
    case BOTS_BLOCK_ACTION: snprintf(out, (size_t)size, "%s", bots_action_template_word((BotsAction)block->action)); break;
    case BOTS_BLOCK_REPEAT: snprintf(out, (size_t)size, "repeat %d times", block->count); break;
    case BOTS_BLOCK_END: snprintf(out, (size_t)size, "end repeat"); break;
    default: snprintf(out, (size_t)size, "%s", list_names[1 + block->fn % 6]); break;
    }
}

static int valid_list(const BotsBlocks *b, int list) { return b && list >= 0 && list < BOTS_BLOCK_LISTS; }

int bots_blocks_depth(const BotsBlockList *list, int row)
{
    int depth = 0;
    for (int i = 0; i < row && i < list->count; i++) {
        if (list->rows[i].kind == BOTS_BLOCK_REPEAT) depth++;
        else if (list->rows[i].kind == BOTS_BLOCK_END && depth > 0) depth--;
    }
    if (row < list->count && list->rows[row].kind == BOTS_BLOCK_END && depth > 0) depth--;
    return depth;
}

int bots_blocks_partner(const BotsBlockList *list, int row)
{
    if (row < 0 || row >= list->count) return -1;
    int kind = list->rows[row].kind, level = 0;
    if (kind == BOTS_BLOCK_REPEAT) {
        for (int i = row; i < list->count; i++) {
            if (list->rows[i].kind == BOTS_BLOCK_REPEAT) level++;
            else if (list->rows[i].kind == BOTS_BLOCK_END && --level == 0) return i;
        }
    } else if (kind == BOTS_BLOCK_END) {
        for (int i = row; i >= 0; i--) {
            if (list->rows[i].kind == BOTS_BLOCK_END) level++;
            else if (list->rows[i].kind == BOTS_BLOCK_REPEAT && --level == 0) return i;
        }
    }
    return -1;
}

void bots_blocks_extent(const BotsBlockList *list, int row, int *first, int *last)
{
    int partner = bots_blocks_partner(list, row);
    *first = *last = row;
    if (partner >= 0) {
        *first = partner < row ? partner : row;
        *last = partner < row ? row : partner;
    }
}

static void put_rows(BotsBlockList *l, int at, const BotsBlock *rows, int n)
{
    memmove(&l->rows[at + n], &l->rows[at], (size_t)(l->count - at) * sizeof l->rows[0]);
    memcpy(&l->rows[at], rows, (size_t)n * sizeof rows[0]);
    l->count += n;
}

static void cut_rows(BotsBlockList *l, int first, int n)
{
    memmove(&l->rows[first], &l->rows[first + n], (size_t)(l->count - first - n) * sizeof l->rows[0]);
    l->count -= n;
}

int bots_blocks_insert(BotsBlocks *b, int list, int at, BotsBlock block)
{
    if (!valid_list(b, list)) return -1;
    BotsBlockList *l = &b->lists[list];
    if (at < 0 || at > l->count || block.kind == BOTS_BLOCK_END) return -1;
    if (block.kind == BOTS_BLOCK_ACTION && block.action >= BOTS_ACTION_COUNT) return -1;
    if (block.kind == BOTS_BLOCK_CALL && block.fn > 5) return -1;
    if (block.kind == BOTS_BLOCK_REPEAT) {
        if (l->count + 2 > BOTS_BLOCKS_MAX) return -1;
        BotsBlock pair[2] = {bots_block_repeat(block.count), {BOTS_BLOCK_END, 0, 0, 0}};
        put_rows(l, at, pair, 2);
        return at + 1; /* inside the new loop */
    }
    if (l->count + 1 > BOTS_BLOCKS_MAX) return -1;
    put_rows(l, at, &block, 1);
    return at + 1;
}

int bots_blocks_remove(BotsBlocks *b, int list, int row)
{
    if (!valid_list(b, list)) return 0;
    BotsBlockList *l = &b->lists[list];
    if (row < 0 || row >= l->count) return 0;
    int first, last;
    bots_blocks_extent(l, row, &first, &last);
    cut_rows(l, first, last - first + 1);
    return last - first + 1;
}

int bots_blocks_move(BotsBlocks *b, int list, int row, int to)
{
    if (!valid_list(b, list)) return -1;
    BotsBlockList *l = &b->lists[list];
    if (row < 0 || row >= l->count || to < 0 || to > l->count) return -1;
    if (l->rows[row].kind == BOTS_BLOCK_END) {
        /* the end alone: it must stay below its header, and it must not cut another loop in two */
        int head = bots_blocks_partner(l, row);
        if (head < 0) return -1;
        if (to <= head) return -1;
        BotsBlock end = l->rows[row];
        BotsBlockList before = *l;
        cut_rows(l, row, 1);
        int dest = to > row ? to - 1 : to;
        put_rows(l, dest, &end, 1);
        /* the loop's body must be whole blocks: the header's partner is still this end row */
        if (bots_blocks_partner(l, head) != dest) {
            *l = before;
            return -1;
        }
        return dest;
    }
    int first, last;
    bots_blocks_extent(l, row, &first, &last);
    int n = last - first + 1;
    if (to >= first && to <= last + 1) return first; /* onto itself: nothing moves */
    BotsBlock moving[BOTS_BLOCKS_MAX];
    memcpy(moving, &l->rows[first], (size_t)n * sizeof moving[0]);
    cut_rows(l, first, n);
    int dest = to > last ? to - n : to;
    put_rows(l, dest, moving, n);
    return dest;
}

int bots_blocks_move_to_list(BotsBlocks *b, int from_list, int row, int to_list)
{
    if (!valid_list(b, from_list) || !valid_list(b, to_list) || from_list == to_list) return -1;
    BotsBlockList *from = &b->lists[from_list], *to = &b->lists[to_list];
    if (row < 0 || row >= from->count) return -1;
    int first, last;
    bots_blocks_extent(from, row, &first, &last);
    int n = last - first + 1;
    if (to->count + n > BOTS_BLOCKS_MAX) return -1;
    int at = to->count;
    put_rows(to, at, &from->rows[first], n);
    cut_rows(from, first, n);
    return at;
}

int bots_blocks_set_count(BotsBlocks *b, int list, int row, int count)
{
    if (!valid_list(b, list)) return 0;
    BotsBlockList *l = &b->lists[list];
    if (row < 0 || row >= l->count) return 0;
    if (l->rows[row].kind == BOTS_BLOCK_END) row = bots_blocks_partner(l, row);
    if (row < 0 || l->rows[row].kind != BOTS_BLOCK_REPEAT) return 0;
    l->rows[row].count = (unsigned char)clamp_count(count);
    return l->rows[row].count;
}

int bots_blocks_commands(const BotsBlocks *b)
{
    int n = 0;
    for (int k = 0; k < BOTS_BLOCK_LISTS; k++)
        for (int i = 0; i < b->lists[k].count; i++) n += b->lists[k].rows[i].kind != BOTS_BLOCK_END;
    return n;
}

int bots_blocks_empty(const BotsBlocks *b)
{
    for (int k = 0; k < BOTS_BLOCK_LISTS; k++)
        if (b->lists[k].count) return 0;
    return 1;
}

/* ---- blocks -> text ------------------------------------------------------------------- */

typedef struct Writer {
    LpBuf *out;
    BotsBlockLine *map;
    int map_max, lines;
} Writer;

static void line_from(Writer *w, int list, int row)
{
    if (w->lines < w->map_max) w->map[w->lines] = (BotsBlockLine){list, row};
    w->lines++;
}

static int called(const BotsBlocks *b, int fn)
{
    for (int k = 0; k < BOTS_BLOCK_LISTS; k++)
        for (int i = 0; i < b->lists[k].count; i++)
            if (b->lists[k].rows[i].kind == BOTS_BLOCK_CALL && b->lists[k].rows[i].fn == fn) return 1;
    return 0;
}

static void write_rows(Writer *w, const BotsBlockList *l, int list, int indent)
{
    int depth = indent;
    for (int i = 0; i < l->count; i++) {
        const BotsBlock *r = &l->rows[i];
        if (r->kind == BOTS_BLOCK_END && depth > indent) depth--;
        for (int d = 0; d < depth; d++) lp_buf_puts(w->out, "  ");
        switch (r->kind) {
        case BOTS_BLOCK_ACTION: lp_buf_printf(w->out, "%s();\n", bots_action_name((BotsAction)r->action)); break;
        case BOTS_BLOCK_REPEAT: lp_buf_printf(w->out, "repeat (%d) {\n", r->count); break;
        case BOTS_BLOCK_END: lp_buf_puts(w->out, "}\n"); break;
        default: lp_buf_printf(w->out, "%s();\n", list_names[1 + r->fn % 6]); break;
        }
        line_from(w, list, i);
        if (r->kind == BOTS_BLOCK_REPEAT) depth++;
    }
}

int bots_blocks_to_text(const BotsBlocks *b, LpBuf *out, BotsBlockLine *map, int map_max)
{
    Writer w = {out, map, map ? map_max : 0, 0};
    for (int fn = 0; fn < 6; fn++) {
        const BotsBlockList *l = &b->lists[1 + fn];
        if (l->count == 0 && !called(b, fn)) continue;
        lp_buf_printf(out, "function %s() {\n", list_names[1 + fn]);
        line_from(&w, -1, -1);
        write_rows(&w, l, 1 + fn, 1);
        lp_buf_puts(out, "}\n");
        line_from(&w, -1, -1);
    }
    write_rows(&w, &b->lists[0], 0, 0);
    return w.lines;
}

/* ---- text -> blocks ------------------------------------------------------------------- */

typedef struct Reader {
    BotsBlocks *out;
    char *why;
    int why_size;
} Reader;

/* what: said in the pupil's language (translated by the caller), or a word of the program */
static int refuse(Reader *r, int line, const char *what)
{
    /* TRANSLATORS: %s is what the blocks can't show: one of the phrases below ("a for loop with
       parts"), a word of the program (var, if, while, return) or a name written in it */
    snprintf(r->why, (size_t)r->why_size, _("Line %d uses %s, which the blocks can't show."), line, what);
    return 0;
}

static int function_index(const char *name)
{
    return name && name[0] >= 'A' && name[0] <= 'F' && name[1] == '\0' ? name[0] - 'A' : -1;
}

static int add_row(Reader *r, int list, BotsBlock block, int line)
{
    BotsBlockList *l = &r->out->lists[list];
    if (l->count >= BOTS_BLOCKS_MAX) {
        /* TRANSLATORS: %s is "Main" (the main program) or a function's letter, A to F */
        snprintf(r->why, (size_t)r->why_size, _("Line %d: the program is too long for the blocks (at most %d in %s)."),
                 line, BOTS_BLOCKS_MAX, list ? list_names[list] : _("Main"));
        return 0;
    }
    l->rows[l->count++] = block;
    return 1;
}

static int read_stmt(Reader *r, int list, const LangStmt *s);

static int read_body(Reader *r, int list, const LangStmt *s)
{
    if (s->kind != LANG_ST_BLOCK) return read_stmt(r, list, s);
    for (int i = 0; i < s->as.block.body.count; i++)
        if (!read_stmt(r, list, s->as.block.body.items[i])) return 0;
    return 1;
}

static int read_stmt(Reader *r, int list, const LangStmt *s)
{
    int line = s->span.line;
    switch (s->kind) {
    case LANG_ST_EXPR: {
        const LangExpr *e = s->as.expr.expr;
        /* TRANSLATORS: fills %s of "Line %d uses %s, which the blocks can't show." */
        if (e->kind != LANG_EX_CALL) return refuse(r, line, _("something other than commands"));
        /* TRANSLATORS: fills %s of "Line %d uses %s, which the blocks can't show." */
        if (e->as.call.arg_count != 0) return refuse(r, line, _("a command with something in its brackets"));
        BotsAction a = bots_action_from_word(e->as.call.name);
        if (a != BOTS_NO_ACTION && strchr(e->as.call.name, ' ') == NULL) return add_row(r, list, bots_block_action(a), line);
        int fn = function_index(e->as.call.name);
        if (fn >= 0) return add_row(r, list, bots_block_call(fn), line);
        return refuse(r, line, e->as.call.name);
    }
    case LANG_ST_REPEAT: {
        const LangExpr *c = s->as.repeat.count;
        if (c->kind != LANG_EX_INT || c->as.int_value < 2 || c->as.int_value > BOTS_REPEAT_MAX)
            /* TRANSLATORS: fills %s of "Line %d uses %s, which the blocks can't show." */
            return refuse(r, line, _("a repeat count that is not a number from 2 to 99"));
        if (!add_row(r, list, bots_block_repeat((int)c->as.int_value), line)) return 0;
        if (!read_body(r, list, s->as.repeat.body)) return 0;
        return add_row(r, list, (BotsBlock){BOTS_BLOCK_END, 0, 0, 0}, s->as.repeat.body->span.end_line);
    }
    case LANG_ST_BLOCK: return read_body(r, list, s);
    case LANG_ST_VAR: return refuse(r, line, "var");
    case LANG_ST_IF: return refuse(r, line, "if");
    case LANG_ST_WHILE: return refuse(r, line, "while");
    /* TRANSLATORS: fills %s of "Line %d uses %s, which the blocks can't show." */
    case LANG_ST_FOR: return refuse(r, line, _("a for loop with parts"));
    /* TRANSLATORS: fills %s of "Line %d uses %s, which the blocks can't show." */
    case LANG_ST_FUNCTION: return refuse(r, line, _("a function inside something else"));
    case LANG_ST_RETURN: return refuse(r, line, "return");
    }
    /* TRANSLATORS: fills %s of "Line %d uses %s, which the blocks can't show." */
    return refuse(r, line, _("something new"));
}

int bots_blocks_from_text(const char *src, BotsBlocks *out, char *why, int why_size)
{
    bots_blocks_init(out);
    why[0] = '\0';
    LangErrors errors;
    LangAst *ast = lang_parse(src, (int)strlen(src), &errors);
    if (!ast) {
        snprintf(why, (size_t)why_size, _("Line %d has a mistake: fix it in the text first."),
                 errors.count ? errors.items[0].line : 1);
        return 0;
    }
    Reader r = {out, why, why_size};
    int ok = 1, defined[6] = {0};
    for (int i = 0; ok && i < ast->program.count; i++) {
        const LangStmt *s = ast->program.items[i];
        if (s->kind != LANG_ST_FUNCTION) {
            ok = read_stmt(&r, 0, s);
            continue;
        }
        int fn = function_index(s->as.function.name);
        /* TRANSLATORS: fills %s of "Line %d uses %s, which the blocks can't show." */
        if (fn < 0) ok = refuse(&r, s->span.line, _("a function that is not called A to F"));
        /* TRANSLATORS: fills %s of "Line %d uses %s, which the blocks can't show." */
        else if (s->as.function.param_count > 0) ok = refuse(&r, s->span.line, _("a function with parameters"));
        /* TRANSLATORS: fills %s of "Line %d uses %s, which the blocks can't show." */
        else if (defined[fn]) ok = refuse(&r, s->span.line, _("a second function with the same name"));
        else {
            defined[fn] = 1;
            ok = read_body(&r, 1 + fn, s->as.function.body);
        }
    }
    lang_ast_destroy(ast);
    if (!ok) bots_blocks_init(out);
    return ok;
}
