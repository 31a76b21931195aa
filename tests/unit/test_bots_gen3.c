/* test_bots_gen3.c - robot generator 3 (bots_gen.h): the three ways it knows a candidate's par
 * is too high, each shown on a generator-2 puzzle of the same template, size and seed (which has
 * the flaw) and on generator 3's puzzle from that seed (which has not): the same action written
 * after every call of a function (folded into the function, the program is shorter: run here by
 * the game's runner), a plain program no longer than par, and a shorter program the game's label
 * finds. Generator 2 stays as it was (its codes open the same puzzles: test_sharecode_golden). */
#include <stdio.h>
#include <string.h>

#include "bots/bots_gen.h"
#include "modes/bots/bots_lang.h"
#include "modes/bots/solver.h"
#include "test.h"
#include "bots_template_test.h"

/* Puzzle 4 of `loopling-gen bots --seed 7` (bots_gen_puzzle_seed(7, 3)) and puzzle 2 of it. */
#define SEED_4 608795752u
#define SEED_2 633578304u

/* short_function as the generator fills it: A = pick up, wildcard 2, put down, wildcard 2; then
 * wildcard 2, A, wildcard 2, A in the main program (statements 5 and 7). */
static void fill(BotsGenSolution *s, const uint8_t first[2], const uint8_t second[2])
{
    memset(s, 0, sizeof *s);
    const uint8_t body[2] = {BOTS_FORWARD, BOTS_TURN_LEFT};
    memcpy(s->wild[2], body, 2);
    memcpy(s->wild[4], body, 2);
    memcpy(s->wild[5], first, 2);
    memcpy(s->wild[7], second, 2);
    s->wild_len[2] = s->wild_len[4] = s->wild_len[5] = s->wild_len[7] = 2;
}

static void test_fold_detected(void)
{
    BotsTemplate t;
    load("short_function", 0, &t); /* as written: every wildcard 2 actions */
    static BotsGenSolution s;
    const uint8_t fwd_fwd[2] = {BOTS_FORWARD, BOTS_FORWARD}, fwd_left[2] = {BOTS_FORWARD, BOTS_TURN_LEFT},
                  left_fwd[2] = {BOTS_TURN_LEFT, BOTS_FORWARD}, up_left[2] = {BOTS_CLIMB_UP, BOTS_TURN_LEFT};
    fill(&s, fwd_fwd, fwd_left); /* both moves start with forward: A(); forward(); ... */
    CHECK(bots_gen_call_step_folds(&t, &s));
    fill(&s, fwd_fwd, left_fwd); /* different starts */
    CHECK(!bots_gen_call_step_folds(&t, &s));
    fill(&s, up_left, fwd_left); /* turn left before the second and third calls, nothing before the first */
    CHECK(!bots_gen_call_step_folds(&t, &s));
    /* The calls preceded by the same action, the first one too: it folds into A's start. */
    const char *text = "turn left\nfunction A\npick up\nwildcard 2\nput down\nend function\nwildcard 2\n"
                       "function A\n";
    LpDiag d = {0};
    CHECK(bots_template_parse(text, strlen(text), "before", &t, &d));
    memset(&s, 0, sizeof s);
    const uint8_t move[2] = {BOTS_FORWARD, BOTS_TURN_LEFT};
    memcpy(s.wild[3], move, 2);
    memcpy(s.wild[5], move, 2); /* turn left, A, forward, turn left, A: turn left before both calls */
    s.wild_len[3] = s.wild_len[5] = 2;
    CHECK(bots_gen_call_step_folds(&t, &s));
    s.wild[5][1] = BOTS_TURN_RIGHT;
    CHECK(!bots_gen_call_step_folds(&t, &s));
}

/* The program with the first action after every call but the last moved to the end of A; 0 when
 * the program is not of that shape (one function, calls in the main program, the same action
 * after each). */
static int fold(const char *solution, char *out, size_t cap)
{
    char lines[64][64];
    int n = 0;
    for (const char *p = solution; *p && n < 64;) {
        size_t len = strcspn(p, "\n");
        snprintf(lines[n++], sizeof lines[0], "%.*s", (int)len, p);
        p += len + (p[len] == '\n');
    }
    int close = -1;
    for (int i = 0; i < n && close < 0; i++)
        if (strcmp(lines[i], "}") == 0) close = i;
    if (close < 0) return 0;
    const char *shared = NULL;
    int calls = 0;
    for (int i = close + 1; i < n - 1; i++) {
        if (strcmp(lines[i], "A();") != 0) continue;
        if (strcmp(lines[i + 1], "A();") == 0 || (shared && strcmp(lines[i + 1], shared) != 0)) return 0;
        shared = lines[i + 1];
        calls++;
    }
    if (calls < 2 || strcmp(lines[n - 1], "A();") != 0) return 0;
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (i == close) used += (size_t)snprintf(out + used, cap - used, "%s\n", shared);
        if (i > close + 1 && strcmp(lines[i - 1], "A();") == 0) continue; /* moved into A */
        used += (size_t)snprintf(out + used, cap - used, "%s\n", lines[i]);
        if (used >= cap) return 0;
    }
    return 1;
}

static void test_fold_is_shorter(void)
{
    BotsTemplate t;
    load("short_function", 0, &t);
    static BotsGenPuzzle p;
    LpDiag d = {0};
    /* Generator 2, short_function as written, puzzle 2: A(); forward(); forward(); A(); forward();
     * turnLeft(); A(); - forward() written once at A's end instead, the same run. */
    CHECK(bots_generate_one(&t, 2, SEED_2, &p, &d));
    static char folded[BOTS_SOLUTION_MAX];
    CHECK(fold(p.level.solution, folded, sizeof folded));
    BotsRunReport r;
    CHECK_INT(bots_run_program(&p.level, folded, &r), BOTS_RUN_SOLVED);
    CHECK_INT(r.commands, p.level.par - 1);
    /* Generator 3 makes none of that shape (every puzzle of the first four seeds). */
    for (int i = 0; i < 4; i++) {
        CHECK(bots_generate_one(&t, 3, bots_gen_puzzle_seed(7, i), &p, &d));
        CHECK(!fold(p.level.solution, folded, sizeof folded));
    }
}

/* short_function at size 5, puzzle 4: generator 2's is solved by 11 plain actions, par 12. */
static void test_plain_not_as_short(void)
{
    BotsTemplate t;
    load("short_function", 5, &t);
    static BotsGenPuzzle p;
    LpDiag d = {0};
    int len = -1;
    CHECK(bots_generate_one(&t, 2, SEED_4, &p, &d));
    CHECK_INT(bots_solve_shortest_actions(&p.level.start, p.level.par, NULL, &len), BOTS_SOLVE_FOUND);
    CHECK(len <= p.level.par);
    CHECK(bots_generate_one(&t, 3, SEED_4, &p, &d));
    CHECK_INT(bots_solve_shortest_actions(&p.level.start, p.level.par, NULL, &len), BOTS_SOLVE_NONE);
}

/* short_function at size 4, puzzle 4: generator 2's par 11 is beaten by an 8-command loop (no
 * function at all) that the game's label finds; generator 3's label is as thorough. */
static void test_label_finds_it(void)
{
    BotsTemplate t;
    load("short_function", 4, &t);
    static BotsGenPuzzle p;
    LpDiag d = {0};
    BotsProveResult r;
    CHECK(bots_generate_one(&t, 2, SEED_4, &p, &d));
    CHECK(!bots_par_proven(&p.level, 0, &r));
    CHECK_INT(r.status, BOTS_PAR_SHORTER);
    CHECK(r.commands < p.level.par);
    CHECK(!bots_par_proven_gen2(&p.level, 0, &r)); /* generator 2's own label gave up */
    CHECK_INT(r.status, BOTS_PAR_GAVE_UP);
    CHECK(bots_generate_one(&t, 3, SEED_4, &p, &d));
    bots_par_proven(&p.level, 0, &r);
    CHECK(r.status != BOTS_PAR_SHORTER);
    CHECK_INT(r.status == BOTS_PAR_PROVEN, p.par_proven);
}

TEST_MAIN(test_fold_detected, test_fold_is_shorter, test_plain_not_as_short, test_label_finds_it)
