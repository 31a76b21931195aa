/* looped_whole.c - generator 9's look at a template whose main program comes back to its own
 * start, as the paper's Figure 3 does: `A(); repeat (4) { ... } A();` with A `pickUp();
 * turnRight(); putDown(); turnLeft();`. The game stops a program the moment every switch is
 * pressed, so one repeat round the main program's first part runs the same actions up to the
 * solve: `repeat (2) { pickUp(); turnRight(); putDown(); turnLeft(); repeat (4) { ... } }` is 11
 * commands for the template's 12, whatever the wildcards chose (the long search found such a
 * program for each of 20 Figure 3 puzzles, generator 8, seed 1). No candidate avoids it, so the
 * puzzle keeps its world and takes the shorter program as its solution and par. A function the
 * repeat calls once, and nothing else calls, is written out in place (a call and its definition
 * cost one command more than the body). The shortest such repeat is tried first; the game's runner
 * has the last word. It writes with puzzle_formatter.c's block and definition writers. Depends
 * on bots_gen.h and bots_lang.h; allocates nothing. */
#include <stdio.h>
#include <string.h>

#include "bots_gen.h"
#include "modes/bots/bots_lang.h"

#define INNER_REPEAT_MAX 9 /* a repeat inside another: counts the blocks allow there */

typedef char Program[BOTS_SOLUTION_MAX];

/* 1 when statements [from, to) hold no repeat of more than INNER_REPEAT_MAX times. */
static int nests(const BotsTemplate *t, int from, int to)
{
    for (int j = from; j < to; j++)
        if (t->stmts[j].kind == BOTS_TMPL_REPEAT && t->stmts[j].count > INNER_REPEAT_MAX) return 0;
    return 1;
}

/* 1 when top-level statements a and b are written alike (a definition and a call of one
 * function both read `A();`). */
static int same_text(const BotsTemplate *t, const BotsGenSolution *sol, int a, int b, Program x, Program y)
{
    x[0] = y[0] = '\0';
    return bots_gen_block_text(t, sol, a, t->stmts[a].end, x, (int)sizeof(Program)) >= 0 &&
           bots_gen_block_text(t, sol, b, t->stmts[b].end, y, (int)sizeof(Program)) >= 0 && strcmp(x, y) == 0;
}

/* Marks in need[] every function the text calls. */
static void calls_in(const char *text, int need[BOTS_TMPL_FUNCTIONS])
{
    for (const char *p = text; *p; p++)
        if (*p >= 'A' && *p < 'A' + BOTS_TMPL_FUNCTIONS && (p == text || p[-1] == '\n') &&
            strncmp(p + 1, "();", 3) == 0)
            need[*p - 'A'] = 1;
}

/* Writes `repeat (passes) { the first k of the m top-level statements }` (passes enough to run
 * all m) with the functions it calls defined first, into out: 1, or 0 when a repeat would nest
 * deeper than the blocks allow or the text does not fit. */
static int write_loop(const BotsTemplate *t, const BotsGenSolution *sol, const int *tops, int m, int k,
                      char *out, Program body)
{
    /* is_top: 1 for the loop's statements, 2 for the ones it leaves out (the passes run them) */
    int refs[BOTS_TMPL_FUNCTIONS] = {0}, elsewhere[BOTS_TMPL_FUNCTIONS] = {0},
        is_top[BOTS_TMPL_MAX_STMTS] = {0};
    for (int i = 0; i < m; i++)
        is_top[tops[i]] = i < k ? 1 : 2;
    for (int j = 0; j < t->count; j++) {
        const BotsTmplStmt *st = &t->stmts[j];
        if (st->kind != BOTS_TMPL_DEFINE && st->kind != BOTS_TMPL_CALL) continue;
        if (is_top[j] == 1)
            refs[st->func]++;
        else if (!is_top[j] && st->kind == BOTS_TMPL_CALL)
            elsewhere[st->func] = 1; /* in a block or a body */
    }
    body[0] = '\0';
    for (int i = 0; i < k; i++) {
        const BotsTmplStmt *st = &t->stmts[tops[i]];
        int from = tops[i], to = st->end;
        if ((st->kind == BOTS_TMPL_DEFINE || st->kind == BOTS_TMPL_CALL) && refs[st->func] == 1 &&
            !elsewhere[st->func]) {
            from = t->define_at[st->func] + 1; /* written out in place */
            to = t->stmts[t->define_at[st->func]].end;
        }
        if (!nests(t, from, to) || bots_gen_block_text(t, sol, from, to, body, (int)sizeof(Program)) < 0)
            return 0;
    }
    /* Definitions of the functions the body calls, the ones those call, and so on: written until
     * they call no function not yet written (need only grows, so at most six rounds). */
    int need[BOTS_TMPL_FUNCTIONS] = {0}, before[BOTS_TMPL_FUNCTIONS];
    calls_in(body, need);
    do {
        memcpy(before, need, sizeof need);
        out[0] = '\0';
        if (bots_gen_definitions_text(t, sol, need, out, (int)sizeof(Program)) < 0) return 0;
        calls_in(out, need);
    } while (memcmp(before, need, sizeof need) != 0);
    bots_gen_append(out, sizeof(Program), "repeat (%d) {\n%s}", (m + k - 1) / k, body);
    return strlen(out) + 1 < sizeof(Program); /* cut short: it does not fit */
}

int bots_gen_looped_whole(const BotsTemplate *t, const BotsGenSolution *sol, BotsLevel *level)
{
    int tops[BOTS_TMPL_MAX_STMTS], m = 0;
    for (int j = 0; j < t->count; j = t->stmts[j].end)
        tops[m++] = j;
    Program x, y, text;           /* x: scratch, also the loop's body */
    for (int k = 1; k < m; k++) { /* the first k statements, then the same again (cut short) */
        int period = 1;
        for (int i = k; i < m && period; i++)
            period = same_text(t, sol, tops[i], tops[i - k], x, y);
        if (!period || !write_loop(t, sol, tops, m, k, text, x)) continue;
        BotsRunReport report; /* the game's runner has the last word */
        if (bots_run_program(level, text, &report) != BOTS_RUN_SOLVED || report.commands >= level->par)
            continue;
        snprintf(level->solution, sizeof level->solution, "%s", text);
        level->par = report.commands;
        bots_gen_name_level(level, strstr(text, "function ") != NULL, 1);
        return 1;
    }
    return 0;
}
