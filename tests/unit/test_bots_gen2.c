/* test_bots_gen2.c - robot generator 2 (issue 19, bots_gen.h): every candidate it keeps has been
 * looked at by the par label the game shows (bots_par_proven, fixed node budgets), so no kept
 * puzzle has a shorter program the label finds, and where the label can prove pars it proves
 * every kept one; generator 1 stays callable beside it, and codes say which made a puzzle. The
 * label is worked out again here, from outside the generator. */
#include <stdio.h>
#include <string.h>

#include "bots/bots_gen.h"
#include "core/sharecode.h"
#include "modes/bots/solver.h"
#include "test.h"
#include "bots_template_test.h"

/* The label's verdict on each of n puzzles: counts of proven and shorter. */
static void label(const BotsGenPuzzle *p, int n, int *proven, int *shorter)
{
    *proven = *shorter = 0;
    for (int i = 0; i < n; i++) {
        BotsProveResult r;
        int ok = bots_par_proven(&p[i].level, 0, &r);
        *proven += ok;
        *shorter += r.status == BOTS_PAR_SHORTER;
    }
}

/* Where generator 1 keeps puzzles whose par a shorter program beats (short_function at size 3,
 * par 10), generator 2 drops those candidates and the label proves every par it keeps. */
static void test_no_par_too_high(void)
{
    static BotsGenPuzzle p[6];
    BotsTemplate t;
    load("short_function", 3, &t);
    BotsGenReport r;
    LpDiag d = {0};
    int proven, shorter;
    CHECK_INT(bots_generate(&t, &(BotsGenOptions){.seed = 7, .count = 6, .version = 1}, p, 6, &r, &d), 6);
    label(p, 6, &proven, &shorter);
    CHECK(shorter >= 2); /* generator 1: measured 3 of 6 (and 1 proven) */
    CHECK_INT(r.par_shorter, 0);
    CHECK_INT(bots_generate(&t, &(BotsGenOptions){.seed = 7, .count = 6, .version = 2}, p, 6, &r, &d), 6);
    CHECK(r.par_shorter >= 1); /* the candidates it dropped */
    label(p, 6, &proven, &shorter);
    CHECK_INT(shorter, 0);
    CHECK_INT(proven, 6);
    for (int i = 0; i < 6; i++)
        CHECK_INT(p[i].par_proven, 1);
}

/* The loop templates: short_loop as written and long_loop at size 8 (par 9; generator 1: 6 of 20
 * proven at seed 7) are all proven; long_loop as written (par 13) is beyond the label, and
 * generator 2 still makes it, its par not too high as far as the label sees. */
static void test_loop_templates(void)
{
    static BotsGenPuzzle p[4];
    BotsTemplate t;
    BotsGenReport r;
    LpDiag d = {0};
    int proven, shorter;
    load("short_loop", 0, &t);
    CHECK_INT(bots_generate(&t, &(BotsGenOptions){.seed = 7, .count = 4, .version = 2}, p, 4, &r, &d), 4);
    label(p, 4, &proven, &shorter);
    CHECK_INT(proven, 4);
    load("long_loop", 8, &t);
    CHECK_INT(bots_generate(&t, &(BotsGenOptions){.seed = 7, .count = 3, .version = 2}, p, 3, &r, &d), 3);
    label(p, 3, &proven, &shorter);
    CHECK_INT(proven, 3);
    for (int i = 0; i < 3; i++)
        CHECK_INT(p[i].par_proven, 1);
    load("long_loop", 0, &t);
    CHECK_INT(bots_generate(&t, &(BotsGenOptions){.seed = 7, .count = 1, .version = 2}, p, 1, &r, &d), 1);
    label(p, 1, &proven, &shorter);
    CHECK_INT(shorter, 0);
    CHECK_INT(p[0].par_proven, proven);
    CHECK(r.par_unproven <= BOTS_GEN2_PROOF_TRIES);
}

/* A code reopens the very puzzle with the generator that made it; the versions stay apart. */
static void test_codes_and_versions(void)
{
    static BotsGenPuzzle p[BOTS_GEN_VERSION], again;
    BotsTemplate t;
    LpDiag d = {0};
    load("short_loop", 0, &t);
    for (int v = 1; v <= BOTS_GEN_VERSION; v++) {
        CHECK_INT(
            bots_generate(&t, &(BotsGenOptions){.seed = 5, .count = 1, .version = v}, &p[v - 1], 1, NULL, &d),
            1);
        LpShareParams sp;
        CHECK(lp_sharecode_decode(p[v - 1].level.code, &sp, &d));
        CHECK_INT(sp.version, v);
        CHECK_INT(bots_code_gen_version(&sp), v);
        CHECK(bots_generate_one(&t, v, p[v - 1].seed, &again, &d));
        CHECK(bots_world_equal(&again.level.start, &p[v - 1].level.start));
        CHECK_STR(again.level.code, p[v - 1].level.code);
    }
    CHECK(strncmp(p[0].level.code, "BT1", 3) == 0);
    CHECK(strncmp(p[1].level.code, "BT2", 3) == 0);
    CHECK(strncmp(p[2].level.code, "BT3", 3) == 0);
    CHECK(strncmp(p[3].level.code, "BT4", 3) == 0);
    CHECK(strncmp(p[4].level.code, "BT5", 3) == 0);
    CHECK(strncmp(p[5].level.code, "BT6", 3) == 0);
    CHECK(strncmp(p[6].level.code, "BT7", 3) == 0);
    CHECK(strncmp(p[7].level.code, "BT8", 3) == 0);
    CHECK(strncmp(p[8].level.code, "BT9", 3) == 0);
    /* 0 is the newest. */
    CHECK(bots_generate_one(&t, 0, p[8].seed, &again, &d));
    CHECK_STR(again.level.code, p[8].level.code);
    /* A teacher's template: content codes 17 to 25 (generators 1 to 9). */
    const char *mine = "repeat 3\nwildcard 2\nend repeat\n";
    CHECK(bots_template_parse(mine, strlen(mine), "mine", &t, &d));
    for (int v = 1; v <= BOTS_GEN_VERSION; v++) {
        char code[LP_SHARECODE_MAX];
        CHECK(bots_template_code(&t, v, 2, 9, code));
        LpShareParams sp;
        CHECK(lp_sharecode_decode(code, &sp, &d));
        CHECK_INT(sp.version, BOTS_CONTENT_VERSION_BASE + v);
        CHECK_INT(bots_code_gen_version(&sp), v);
        uint32_t hash = 0, seed = 0;
        CHECK(bots_code_names(&sp, &hash, &seed));
        CHECK_INT((int)hash, (int)t.hash);
        CHECK_INT((int)seed, 9);
    }
    char code[LP_SHARECODE_MAX];
    CHECK(!bots_template_code(&t, BOTS_GEN_VERSION + 1, 2, 9, code));
    LpShareParams none[] = {{LP_MODE_BOTS, BOTS_GEN_VERSION + 1, 1, 6, 5},
                            {LP_MODE_BOTS, BOTS_CONTENT_VERSION + 1, 1, 6, 5},
                            {LP_MODE_BOTS, BOTS_CONTENT_VERSION_BASE, 1, 6, 5}};
    for (int i = 0; i < 3; i++)
        CHECK_INT(bots_code_gen_version(&none[i]), 0);
    /* A version this build does not make is refused in words. */
    d = (LpDiag){0};
    CHECK(!bots_generate_one(&t, BOTS_GEN_VERSION + 1, 1, &again, &d));
    CHECK(strstr(d.message, "robot generator") != NULL);
    CHECK_INT(
        bots_generate(&t, &(BotsGenOptions){.seed = 1, .version = BOTS_GEN_VERSION + 1}, p, 1, NULL, &d), 0);
}

/* A template a shorter program always beats (three forwards: repeat (3) { forward(); } is
 * shorter) still makes puzzles: a seed keeps its BOTS_GEN2_SHORTER_TRIES-th such candidate. */
static void test_always_beaten(void)
{
    static BotsGenPuzzle p[2];
    BotsTemplate t;
    LpDiag d = {0};
    const char *text = "forward\nforward\nforward\nclimb up\n";
    CHECK(bots_template_parse(text, strlen(text), "fixed", &t, &d));
    BotsGenReport r;
    for (int v = 2; v <= BOTS_GEN_VERSION; v++) { /* generators 3 to 9 too */
        CHECK_INT(bots_generate(&t, &(BotsGenOptions){.seed = 1, .count = 1, .version = v}, p, 1, &r, &d), 1);
        CHECK_INT(r.par_shorter, BOTS_GEN2_SHORTER_TRIES);
        CHECK_INT(p[0].attempts, BOTS_GEN2_SHORTER_TRIES);
        CHECK_INT(p[0].par_proven, 0);
        BotsProveResult proof;
        CHECK(!bots_par_proven(&p[0].level, 0, &proof));
        CHECK_INT(proof.status, BOTS_PAR_SHORTER);
    }
}

TEST_MAIN(test_no_par_too_high, test_loop_templates, test_codes_and_versions, test_always_beaten)
