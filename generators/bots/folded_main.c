/* folded_main.c - generator 5's look at a function template's main program (bots_gen.h): a
 * shorter main program, with repeats, that runs the same calls and moves as the template's up
 * to the last call (the puzzle is solved inside it: the runner stops there, so a repeat's last
 * pass may be cut short). Turns are read as the world sees them: what a call or a move does
 * depends only on which way the robot faces, so the two programs must run the same calls and
 * moves, each after turns that add up to the same quarter turns (turnRight(); turnRight(); is
 * turnLeft(); turnLeft();, turnLeft(); turnRight(); is nothing). Every program of fewer
 * commands is searched, written in the order it runs (as the par prover writes programs: a
 * repeat's first pass, then its count); the function bodies stay as written. Seen on
 * short_function (4): `A(); backward(); turnLeft(); A(); turnRight(); turnRight(); A();` is
 * `A(); backward(); repeat (2) { turnLeft(); A(); turnLeft(); }`, and `A(); turnLeft();
 * turnLeft(); A(); turnRight(); climbUp(); A();` is `repeat (2) { turnLeft(); repeat (2) {
 * turnRight(); A(); turnRight(); } climbUp(); }`, each one command fewer. Every program found
 * is run by the game's runner on the level before it counts. Depends on bots_gen.h and
 * bots_lang.h; allocates and frees its search. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots_gen.h"
#include "modes/bots/bots_lang.h"

#define MAIN_MAX (BOTS_TMPL_MAX_STMTS * BOTS_TMPL_WILDCARD_MAX)
#define TOKEN_CALL 100        /* + the function: a call; below it, an action */
#define TOKEN_OPEN 200        /* in a written program: a repeat begins */
#define TOKEN_CLOSE 300       /* + the count: a repeat ends */
#define FOLD_MAX_DEPTH 3      /* repeats open at once */
#define FOLD_MAX_COUNT 9      /* counts tried */
#define FOLD_MAX_NODES 200000 /* programs looked at, a candidate */

/* One call or move of the template's main program, with the quarter turns (0-3, to the right)
 * the robot makes before it; wild: it or one of those turns is wildcard-made. */
typedef struct Step {
    int turns, token, wild;
} Step;

typedef struct Fold {
    Step target[MAIN_MAX];
    int n_target, budget;  /* a program of at most budget commands ... */
    int inline_ok, calls;  /* ... one more when it calls the one function only once (its body
                              written there instead: no call), calls: calls written */
    int written[MAIN_MAX]; /* the program so far: tokens, TOKEN_OPEN, TOKEN_CLOSE + count */
    int n_written;
    int *run; /* what it ran so far (replayed by repeats), room for run_cap */
    int n_run, run_cap;
    int open_at[FOLD_MAX_DEPTH + 1]; /* each open repeat's start in run; open_direct: commands */
    int open_direct[FOLD_MAX_DEPTH + 1];
    int open;
    /* The match: the next target step, the quarter turns since the last one, whether a wildcard
     * step ran inside a repeat. */
    int at, turns, wild_folded;
    long nodes;
    int found;
} Fold;

/* The template's main program as steps; 0 when it holds a repeat (not looked at) or no call.
 * *commands gets its commands. */
static int read_main(const BotsTemplate *t, const BotsGenSolution *s, Fold *f, int *commands)
{
    int turns = 0, wild = 0, calls = 0;
    f->n_target = *commands = 0;
    for (int j = 0; j < t->count; j = t->stmts[j].end) {
        const BotsTmplStmt *st = &t->stmts[j];
        int n = st->kind == BOTS_TMPL_WILDCARD ? s->wild_len[j] : 1;
        if (st->kind == BOTS_TMPL_REPEAT || f->n_target + n > MAIN_MAX) return 0;
        for (int k = 0; k < n; k++) {
            int call = st->kind == BOTS_TMPL_DEFINE || st->kind == BOTS_TMPL_CALL;
            int token = call                           ? TOKEN_CALL + st->func
                        : st->kind == BOTS_TMPL_ACTION ? st->action
                                                       : s->wild[j][k];
            (*commands)++;
            wild |= st->kind == BOTS_TMPL_WILDCARD;
            if (token == BOTS_TURN_LEFT || token == BOTS_TURN_RIGHT) {
                turns = (turns + (token == BOTS_TURN_RIGHT ? 1 : 3)) % 4;
                continue;
            }
            f->target[f->n_target++] = (Step){turns, token, wild};
            turns = wild = 0;
            calls += call;
        }
    }
    /* The run ends inside the last call: nothing after it matters. */
    while (f->n_target > 0 && f->target[f->n_target - 1].token < TOKEN_CALL)
        f->n_target--;
    return calls > 0;
}

/* Runs one token against the target: 0 when it parts from it. */
static int step(Fold *f, int token)
{
    if (f->n_run >= f->run_cap) return 0;
    f->run[f->n_run++] = token;
    if (token == BOTS_TURN_LEFT || token == BOTS_TURN_RIGHT) {
        f->turns = (f->turns + (token == BOTS_TURN_RIGHT ? 1 : 3)) % 4;
        return 1;
    }
    const Step *s = &f->target[f->at];
    if (s->token != token || s->turns != f->turns) return 0;
    f->wild_folded |= s->wild && f->open > 0;
    f->at++;
    f->turns = 0;
    return 1;
}

static int done(const Fold *f)
{
    return f->at == f->n_target && f->wild_folded;
}

static void search(Fold *f, int cost);

/* 1 when a program of cost commands in its main program is shorter than the template's. */
static int fits(const Fold *f, int cost)
{
    return cost <= f->budget + (f->inline_ok && f->calls <= 1);
}

/* The match and the run as they were: restored after a try. */
typedef struct Saved {
    int n_run, at, turns, wild_folded;
} Saved;

static Saved save(const Fold *f)
{
    return (Saved){f->n_run, f->at, f->turns, f->wild_folded};
}

static void restore(Fold *f, Saved s)
{
    f->n_run = s.n_run;
    f->at = s.at;
    f->turns = s.turns;
    f->wild_folded = s.wild_folded;
}

/* Ends the innermost repeat with each count: its first pass run again count - 1 times. */
static void close_repeat(Fold *f, int cost)
{
    int start = f->open_at[f->open], len = f->n_run - start;
    int moves = 0;
    for (int i = start; i < f->n_run; i++)
        moves += f->run[i] != BOTS_TURN_LEFT && f->run[i] != BOTS_TURN_RIGHT;
    if (!moves) return; /* turns only: two turns at most do the same */
    Saved before = save(f);
    int direct = f->open_direct[f->open];
    for (int count = 2; count <= FOLD_MAX_COUNT && !f->found; count++) {
        int ok = 1;
        for (int i = 0; i < len && ok && f->at < f->n_target; i++)
            ok = step(f, f->run[start + i]);
        if (!ok) break;
        f->written[f->n_written++] = TOKEN_CLOSE + count;
        f->open--;
        if (f->at == f->n_target) /* solved in this pass */
            f->found = done(f) && fits(f, cost);
        else
            search(f, cost);
        f->open++; /* as it was: the search after it may have opened another repeat here */
        f->open_at[f->open] = start;
        f->open_direct[f->open] = direct;
        if (!f->found) f->n_written--;
    }
    if (!f->found) restore(f, before);
}

static void search(Fold *f, int cost)
{
    if (f->found || ++f->nodes > FOLD_MAX_NODES) return;
    if (f->open > 0 && f->open_direct[f->open] > 0) close_repeat(f, cost);
    if (f->found || !fits(f, cost + 1)) return;
    /* A command in the innermost context: the next call or move, or a turn (not one undoing the
     * turn just written), or a repeat. */
    int last = f->n_written > 0 ? f->written[f->n_written - 1] : -1;
    int tokens[3] = {f->target[f->at].token, BOTS_TURN_LEFT, BOTS_TURN_RIGHT};
    for (int i = 0; i < 3 && !f->found; i++) {
        int token = tokens[i], call = token >= TOKEN_CALL;
        if ((token == BOTS_TURN_LEFT && last == BOTS_TURN_RIGHT) ||
            (token == BOTS_TURN_RIGHT && last == BOTS_TURN_LEFT))
            continue;
        f->calls += call;
        Saved before = save(f);
        if (fits(f, cost + 1) && step(f, token)) {
            f->written[f->n_written++] = token;
            if (f->open > 0) f->open_direct[f->open]++;
            if (done(f))
                f->found = 1;
            else if (f->at < f->n_target)
                search(f, cost + 1);
            if (f->open > 0) f->open_direct[f->open]--;
            if (!f->found) f->n_written--;
        }
        if (!f->found) {
            restore(f, before);
            f->calls -= call;
        }
    }
    if (!f->found && f->open < FOLD_MAX_DEPTH && fits(f, cost + 2)) {
        f->written[f->n_written++] = TOKEN_OPEN;
        f->open++;
        f->open_at[f->open] = f->n_run;
        f->open_direct[f->open] = 0;
        search(f, cost + 1);
        f->open--;
        if (!f->found) f->n_written--;
    }
}

/* The written program's text: the functions' (text[0, defs)) and its main program, or, when it
 * calls the one function once, its main program with the body (text[body, body_end)) there. */
static void write_program(const Fold *f, const char *text, size_t defs, char *out, size_t size)
{
    int inlined = f->inline_ok && f->calls == 1;
    size_t body = strchr(text, '\n') ? (size_t)(strchr(text, '\n') - text) + 1 : 0;
    size_t body_end = defs >= 2 ? defs - 2 : 0; /* before its closing "}\n" */
    snprintf(out, size, "%.*s", inlined ? 0 : (int)defs, text);
    int depth = 0;
    for (int i = 0; i < f->n_written; i++) {
        int token = f->written[i];
        if (token >= TOKEN_CLOSE) { /* the count is written at the opening */
            bots_gen_append(out, size, "}\n");
            depth--;
        } else if (token == TOKEN_OPEN) {
            int count = 0; /* its count: at its own closing */
            for (int j = i + 1, d = 0; j < f->n_written && !count; j++) {
                if (f->written[j] == TOKEN_OPEN)
                    d++;
                else if (f->written[j] >= TOKEN_CLOSE && d-- == 0)
                    count = f->written[j] - TOKEN_CLOSE;
            }
            bots_gen_append(out, size, "repeat (%d) {\n", count ? count : 2);
            depth++;
        } else if (token >= TOKEN_CALL && inlined) {
            bots_gen_append(out, size, "%.*s", (int)(body_end - body), text + body);
        } else if (token >= TOKEN_CALL) {
            bots_gen_append(out, size, "%c();\n", 'A' + token - TOKEN_CALL);
        } else {
            bots_gen_append(out, size, "%s();\n", bots_action_name((BotsAction)token));
        }
    }
    for (; depth > 0; depth--) /* repeats still open when the run ended inside them */
        bots_gen_append(out, size, "}\n");
}

int bots_gen_folded_main(const BotsTemplate *t, const BotsGenSolution *sol, const BotsLevel *level,
                         char *program, size_t size)
{
    if (program && size) program[0] = '\0';
    Fold *f = calloc(1, sizeof *f);
    int commands, found = 0;
    char folded[BOTS_SOLUTION_MAX];
    if (!f || !read_main(t, sol, f, &commands) || f->n_target == 0) {
        free(f);
        return 0;
    }
    f->budget = commands - 1;
    int functions = 0;
    for (int j = 0; j < t->count; j++)
        functions += t->stmts[j].kind == BOTS_TMPL_DEFINE;
    f->inline_ok = functions == 1;
    /* Every pass runs a call or a move, each one step further along the target. */
    f->run_cap = (f->n_target + 1) * (commands + 1);
    f->run = malloc((size_t)f->run_cap * sizeof *f->run);
    /* The functions as the template writes them: the certified level's program text (the
     * template's, bots_gen_program_text) up to its main program's lines (one a command: it has
     * no repeat). */
    const char *text = level->solution;
    size_t defs = strlen(text);
    for (int lines = 0; defs > 0; defs--)
        if (text[defs - 1] == '\n' && ++lines == commands) break;
    if (f->run) search(f, 0);
    if (f->found) {
        write_program(f, text, defs, folded, sizeof folded);
        BotsRunReport r;
        found = bots_run_program(level, folded, &r) == BOTS_RUN_SOLVED && r.commands < level->par;
        if (found && program && size) snprintf(program, size, "%s", folded);
    }
    free(f->run);
    free(f);
    return found;
}
