/* folded_main.c - generator 5's look at a function template's main program (bots_gen.h): the
 * calls and the moves between them, read as they run, repeat with a period, the last pass cut
 * short because the puzzle is solved inside the last call (the runner stops there), so a repeat
 * writes them in fewer commands and the par is too high. The moves are read as the world sees
 * them: turnRight(); turnRight(); turns as turnLeft(); turnLeft(); does. Seen on short_function
 * (4): `A(); backward(); turnLeft(); A(); turnRight(); turnRight(); A();` is
 * `A(); backward(); repeat (2) { turnLeft(); A(); turnLeft(); }`, one command fewer (the
 * second pass's last turn never runs). Every fold found is run by the game's runner on the
 * level before it counts. Depends on bots_gen.h and bots_lang.h. */
#include <stdio.h>
#include <string.h>

#include "bots_gen.h"
#include "modes/bots/bots_lang.h"

#define MAIN_MAX (BOTS_TMPL_MAX_STMTS * BOTS_TMPL_WILDCARD_MAX)
#define TOKEN_CALL 100 /* + the function: a call; below it, an action */

typedef struct Main {
    int n, calls;
    int token[MAIN_MAX];
    uint8_t wild[MAIN_MAX];
} Main;

/* The main program's commands as tokens; 0 when it holds a repeat (not looked at) or no call. */
static int read_main(const BotsTemplate *t, const BotsGenSolution *s, Main *m)
{
    m->n = m->calls = 0;
    for (int j = 0; j < t->count; j = t->stmts[j].end) {
        const BotsTmplStmt *st = &t->stmts[j];
        int n = st->kind == BOTS_TMPL_WILDCARD ? s->wild_len[j] : 1;
        if (st->kind == BOTS_TMPL_REPEAT || m->n + n > MAIN_MAX) return 0;
        for (int k = 0; k < n; k++) {
            int call = st->kind == BOTS_TMPL_DEFINE || st->kind == BOTS_TMPL_CALL;
            m->token[m->n] = call                           ? TOKEN_CALL + st->func
                             : st->kind == BOTS_TMPL_ACTION ? st->action
                                                            : s->wild[j][k];
            m->wild[m->n++] = st->kind == BOTS_TMPL_WILDCARD;
            m->calls += call;
        }
    }
    return m->calls > 0;
}

/* Every half turn (two turns the same way) in m made two `turn`s: the same worlds. */
static void half_turns_as(Main *m, int turn)
{
    for (int i = 0; i + 1 < m->n; i++)
        if (m->token[i] == m->token[i + 1] &&
            (m->token[i] == BOTS_TURN_LEFT || m->token[i] == BOTS_TURN_RIGHT)) {
            m->token[i] = m->token[i + 1] = turn;
            i++;
        }
}

/* 1 when tokens [p, n) are tokens [p, p + k) again and again (the last time cut short), with a
 * wildcard-made one among them (the template's own text is the teacher's). */
static int periodic(const Main *m, int p, int k)
{
    int wild = 0;
    for (int i = p; i < m->n; i++) {
        if (m->token[i] != m->token[p + (i - p) % k]) return 0;
        wild |= m->wild[i];
    }
    return wild;
}

static void put_token(char *out, size_t size, int token)
{
    size_t used = strlen(out);
    if (token >= TOKEN_CALL)
        snprintf(out + used, size - used, "%c();\n", 'A' + token - TOKEN_CALL);
    else
        snprintf(out + used, size - used, "%s();\n", bots_action_name((BotsAction)token));
}

/* The functions' text (text[0, defs)), tokens [0, p), then a repeat of tokens [p, p + k) enough
 * times: 1 when the runner solves the level with it in fewer commands than par. */
static int runs_shorter(const Main *m, int p, int k, const char *text, size_t defs, const BotsLevel *level,
                        char *program, size_t size)
{
    char folded[BOTS_SOLUTION_MAX];
    snprintf(folded, sizeof folded, "%.*s", (int)defs, text);
    for (int i = 0; i < p; i++)
        put_token(folded, sizeof folded, m->token[i]);
    snprintf(folded + strlen(folded), sizeof folded - strlen(folded), "repeat (%d) {\n",
             (m->n - p + k - 1) / k);
    for (int i = p; i < p + k; i++)
        put_token(folded, sizeof folded, m->token[i]);
    snprintf(folded + strlen(folded), sizeof folded - strlen(folded), "}\n");
    BotsRunReport r;
    if (bots_run_program(level, folded, &r) != BOTS_RUN_SOLVED || r.commands >= level->par) return 0;
    if (program && size) snprintf(program, size, "%s", folded);
    return 1;
}

int bots_gen_folded_main(const BotsTemplate *t, const BotsGenSolution *sol, const BotsLevel *level,
                         char *program, size_t size)
{
    if (program && size) program[0] = '\0';
    Main m;
    if (!read_main(t, sol, &m)) return 0;
    /* The functions as the template writes them: the program text up to its main program's
     * lines (one a command: it has no repeat). */
    char text[BOTS_SOLUTION_MAX];
    if (bots_gen_program_text(t, sol, text, (int)sizeof text) <= 0) return 0;
    size_t defs = strlen(text);
    for (int lines = 0; defs > 0; defs--)
        if (text[defs - 1] == '\n' && ++lines == m.n) break;
    /* As written, then with every half turn made two turnLeft(), then two turnRight(). */
    for (int way = 0; way < 3; way++) {
        if (way) half_turns_as(&m, way == 1 ? BOTS_TURN_LEFT : BOTS_TURN_RIGHT);
        for (int p = 0; p < m.n; p++)
            for (int k = 1; p + k + 2 <= m.n; k++) { /* the repeat and k commands for n - p: fewer */
                if (periodic(&m, p, k) && runs_shorter(&m, p, k, text, defs, level, program, size)) return 1;
            }
    }
    return 0;
}
