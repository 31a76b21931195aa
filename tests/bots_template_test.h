/* bots_template_test.h - for robot generator tests: a shipped template (scripts/templates) loaded
 * and resized, checked as it goes; the solution behind a generated puzzle. Include after test.h and
 * bots/bots_gen.h. */
#ifndef LP_BOTS_TEMPLATE_TEST_H
#define LP_BOTS_TEMPLATE_TEST_H

#include <stdio.h>
#include <string.h>

/* Template `name` as shipped, resized to size (0: as written). */
static void load(const char *name, int size, BotsTemplate *t)
{
    char path[600];
    snprintf(path, sizeof path, "%s/scripts/templates/%s.template", LOOPLING_SOURCE_DIR, name);
    LpDiag d = {0};
    CHECK(bots_template_load(path, t, &d));
    if (size) CHECK_INT(bots_template_resize(t, size), size);
}

/* The solution behind a generated puzzle: its seed's attempts replayed (generate.c's from_seed). */
static inline void solution_of(const BotsTemplate *t, const BotsGenPuzzle *p, BotsGenSolution *s)
{
    LpRng rng;
    lp_rng_init(&rng, p->seed, LP_STREAM_BOTS_GEN);
    for (int a = 0; a < p->attempts; a++)
        bots_gen_solution(t, &rng, s);
    char text[BOTS_SOLUTION_MAX];
    CHECK(bots_gen_program_text(t, s, text, (int)sizeof text) == p->level.par);
    CHECK_STR(text, p->level.solution);
}

/* The puzzle generator `version` makes from one seed (a copy of a static: large). */
static inline BotsGenPuzzle made_p(const BotsTemplate *t, int version, uint32_t seed)
{
    static BotsGenPuzzle p;
    LpDiag d = {0};
    memset(&p, 0, sizeof p);
    CHECK(bots_generate_one(t, version, seed, &p, &d));
    return p;
}

/* 1 when two puzzles have the same world and the same solution. */
static inline int same_puzzle(const BotsGenPuzzle *a, const BotsGenPuzzle *b)
{
    return bots_world_equal(&a->level.start, &b->level.start) && !strcmp(a->level.solution, b->level.solution);
}

#endif
