/* test_mays_synth.c - codes synthesized from constructs (the player model's adaptive sequence):
 * every one parses, uses the construct asked for and the number of objects asked for, and the
 * same seed gives the same code. */
#include <string.h>

#include "lang/lang.h"
#include "mays/code_synth.h"
#include "mays/mays_build.h"
#include "test.h"

/* Distinct object names before a '.' in the code. */
static int count_objects(const char *code)
{
    char names[16][16];
    int n = 0;
    for (const char *p = code; (p = strchr(p, '.')) != NULL; p++) {
        const char *b = p;
        while (b > code && ((b[-1] >= 'a' && b[-1] <= 'z') || (b[-1] >= '0' && b[-1] <= '9'))) b--;
        char name[16];
        snprintf(name, sizeof name, "%.*s", (int)(p - b), b);
        if (!strcmp(name, "lever1") || !strcmp(name, "door1")) continue;
        int seen = 0;
        for (int i = 0; i < n; i++) seen |= !strcmp(names[i], name);
        if (!seen && n < 16) snprintf(names[n++], sizeof names[0], "%s", name);
    }
    return n;
}

static void every_construct_parses_and_fits(void)
{
    static const char *const words[] = {"", "for (", "if (", "while ("};
    for (int c = MJ_SYNTH_COMMANDS; c <= MJ_SYNTH_WHILE; c++)
        for (int objects = 1; objects <= 3; objects++)
            for (uint32_t seed = 1; seed <= 60; seed++) {
                char code[MJ_SYNTH_MAX], again[MJ_SYNTH_MAX];
                MjSynthDesc d = {c, objects, seed};
                int len = mj_synth_code(&d, code, sizeof code);
                CHECK(len > 0 && len < MJ_SYNTH_MAX - 1);
                CHECK_INT(mj_synth_code(&d, again, sizeof again), len);
                CHECK_STR(again, code);
                LangErrors errors;
                LangAst *ast = lang_parse(code, len, &errors);
                CHECK(ast != NULL);
                if (!ast) fprintf(stderr, "does not parse:\n%s", code);
                lang_ast_destroy(ast);
                if (c != MJ_SYNTH_COMMANDS) CHECK(strstr(code, words[c]) != NULL);
                else CHECK(!strstr(code, "for") && !strstr(code, "if") && !strstr(code, "while"));
                int expect = c == MJ_SYNTH_IF ? objects - 1 : objects;
                CHECK_INT(count_objects(code), expect);
            }
}

static void seeds_give_different_codes(void)
{
    char a[MJ_SYNTH_MAX], b[MJ_SYNTH_MAX];
    int differ = 0;
    for (uint32_t s = 1; s < 20; s++) {
        mj_synth_code(&(MjSynthDesc){MJ_SYNTH_COMMANDS, 2, s}, a, sizeof a);
        mj_synth_code(&(MjSynthDesc){MJ_SYNTH_COMMANDS, 2, s + 100}, b, sizeof b);
        differ += strcmp(a, b) != 0;
    }
    CHECK(differ >= 15);
    /* a tiny buffer is never overrun and stays a string */
    char tiny[8];
    mj_synth_code(&(MjSynthDesc){MJ_SYNTH_WHILE, 3, 5}, tiny, sizeof tiny);
    CHECK(strlen(tiny) < sizeof tiny);
}

/* The point of a synthesized code: the generator builds a certified room around it (a for loop
 * of four quarter turns could not be a puzzle: it is never synthesized). */
static void every_code_becomes_a_certified_room(void)
{
    static MjGenResult r;
    for (int c = MJ_SYNTH_COMMANDS; c <= MJ_SYNTH_WHILE; c++)
        for (int objects = 1; objects <= 3; objects++)
            for (uint32_t seed = 1; seed <= 6; seed++) {
                char code[MJ_SYNTH_MAX];
                mj_synth_code(&(MjSynthDesc){c, objects, seed}, code, sizeof code);
                LpDiag d = {0};
                int ok = mj_generate(&(MjGenDesc){.code = code, .seed = seed}, &r, &d);
                CHECK(ok);
                if (!ok) fprintf(stderr, "no room for:\n%s(%s)\n", code, d.message);
                else CHECK(strncmp(r.level.solution, code, 8) == 0); /* the room's solution is the code */
            }
}

TEST_MAIN(every_construct_parses_and_fits, seeds_give_different_codes, every_code_becomes_a_certified_room)
