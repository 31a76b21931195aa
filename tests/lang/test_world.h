/* test_world.h - the small world the language's tests run programs against: two movable
 * blocks, a stoppable block, a fire statue, a door, a lever, a spring, and the robot's eight
 * actions. Used by the golden-test runner (tests/lang/golden.c) and the fuzz target
 * (tests/fuzz/fuzz_lang.c). Depends only on lang/lang.h. */
#ifndef TESTS_LANG_TEST_WORLD_H
#define TESTS_LANG_TEST_WORLD_H

#include <stdbool.h>
#include <stddef.h>

#include "lang/lang.h"

#define TEST_WORLD_OBJECTS 7

typedef struct TestWorld {
    int x[TEST_WORLD_OBJECTS], y[TEST_WORLD_OBJECTS]; /* block positions */
    bool moving, open;
    int facing;          /* the statue: 0 up, 1 right, 2 down, 3 left */
    int commands;        /* world commands asked for so far */
    int fail_at;         /* when non-zero, the fail_at-th command fails with fail_text */
    char fail_text[200];
    char *log;           /* "action: ..." lines, appended; owned, freed by test_world_free */
    size_t log_len, log_cap;
} TestWorld;

/* A fresh world (the stoppable block is moving); the caller owns w. */
void test_world_init(TestWorld *w);
/* Free what the world allocated (its log); w itself stays the caller's. */
void test_world_free(TestWorld *w);
/* The host table for this world; function_names NULL allows any function name. Callbacks
 * expect a TestWorld* as the VM's world. */
LangHost test_world_host(const char *const *function_names);

#endif
