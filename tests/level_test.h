/* level_test.h - the checks every mode's level-file tests share (test_level.c,
 * test_bots_level.c): exact round trips, loading from a file, a table of bad files each refused
 * at its line with its words, and the inputs a loader must survive. A test file wraps its mode's
 * functions in a LevelOps (the level is the mode's own type, passed as void *). */
#ifndef LP_LEVEL_TEST_H
#define LP_LEVEL_TEST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/buf.h"
#include "core/diag.h"
#include "core/rng.h"
#include "test.h"

/* One mode's level functions. */
typedef struct LevelOps {
    int (*parse)(const char *text, size_t len, const char *label, void *level, LpDiag *diag);
    int (*load)(const char *path, void *level, LpDiag *diag);
    void (*write)(const void *level, LpBuf *out);
    int (*same)(const void *a, const void *b); /* everything a round trip keeps is equal */
} LevelOps;

/* A file that must not load: refused at line, with words in the message. */
typedef struct BadCase {
    const char *text;
    int line;
    const char *words;
} BadCase;

/* Room a level_fuzz_input needs. */
#define LEVEL_FUZZ_MAX 70000

/* Write level, read it back into back (storage of the same type): the same level, and written
 * again the same text. */
static void check_round_trip(const LevelOps *ops, const void *level, void *back)
{
    LpBuf a, b;
    lp_buf_init(&a);
    lp_buf_init(&b);
    ops->write(level, &a);
    LpDiag d = {0};
    int ok = ops->parse(a.data, a.count, "rt.level", back, &d);
    CHECK(ok);
    if (!ok) {
        char msg[600];
        lp_diag_format(&d, msg, sizeof msg);
        fprintf(stderr, "%s\n%s", msg, a.data);
    } else {
        int same = ops->same(level, back);
        CHECK(same);
        if (!same) fprintf(stderr, "round trip differs:\n%s", a.data);
        ops->write(back, &b);
        CHECK_STR(b.data, a.data);
    }
    lp_buf_free(&a);
    lp_buf_free(&b);
}

/* text (a level in its canonical form) in a temporary file loads into level and writes back as
 * text; once the file is gone, loading says it cannot open it. */
static void check_load_from_file(const LevelOps *ops, const char *text, void *level)
{
    char path[] = "/tmp/loopling-level-XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd < 0) return;
    FILE *f = fdopen(fd, "wb");
    fputs(text, f);
    fclose(f);
    LpDiag d = {0};
    CHECK(ops->load(path, level, &d));
    LpBuf out;
    lp_buf_init(&out);
    ops->write(level, &out);
    CHECK_STR(out.data, text);
    lp_buf_free(&out);
    remove(path);
    CHECK(!ops->load(path, level, &d));
    CHECK_STR(d.file, path);
    CHECK(strstr(d.message, "cannot open") != NULL);
}

/* Every case is refused as "bad.level" at its line with its words; level is scratch storage. */
static void check_bad_cases(const LevelOps *ops, const BadCase *cases, int count, void *level)
{
    for (int i = 0; i < count; i++) {
        const BadCase *c = &cases[i];
        LpDiag d = {0};
        int ok = ops->parse(c->text, strlen(c->text), "bad.level", level, &d);
        CHECK(!ok);
        CHECK_STR(d.file, "bad.level");
        if (ok || d.line != c->line || !strstr(d.message, c->words)) {
            test_failures++;
            fprintf(stderr, "case %d: got line %d \"%s\", want line %d with \"%s\"\n", i, d.line, d.message,
                    c->line, c->words);
        }
    }
}

/* The i-th input a loader must survive, into bytes (LEVEL_FUZZ_MAX of room); returns its length.
 * By i % 4: random bytes (NULs included); the good level cut anywhere; the good level with four
 * bytes changed to marks[0..mark_count) (the mode's cell and separator characters); a header and
 * a 65,000-byte line of row characters (of ':' when i & 8 is clear). */
static size_t level_fuzz_input(LpRng *rng, int i, const char *good, char *bytes, const char *marks,
                               uint32_t mark_count, char row)
{
    size_t n, good_len = strlen(good);
    switch (i % 4) {
    case 0:
        n = lp_rng_below(rng, 400);
        for (size_t k = 0; k < n; k++)
            bytes[k] = (char)lp_rng_below(rng, 256);
        break;
    case 1:
        n = lp_rng_below(rng, (uint32_t)good_len);
        memcpy(bytes, good, n);
        break;
    case 2:
        n = good_len;
        memcpy(bytes, good, n);
        for (int k = 0; k < 4; k++)
            bytes[lp_rng_below(rng, (uint32_t)n)] = marks[lp_rng_below(rng, mark_count)];
        break;
    default:
        memcpy(bytes, "loopling-level 1\n", 17);
        n = 17 + 65000;
        memset(bytes + 17, i & 8 ? row : ':', 65000);
        break;
    }
    return n;
}

#endif
