/* fuzz_lessoncode.c - the libFuzzer target for lesson codes (game/core/lessoncode.h).
 * The input as a lesson file's text: its hash is 30 bits and the same without its carriage
 * returns; its code (for a number picked by the input, 1..63 accepted, others refused in words)
 * decodes as a lesson's code naming that mode, number and hash.
 * The input as a typed code: a lesson's code is looked up among the shipped lessons of its mode
 * (levels/MODE), and a lesson found has that hash and gives that code back; one not found, or a
 * dungeon's, is refused in words.
 * Built by tests/fuzz/build.sh; replayed by the normal tests (tests/fuzz/replay.c). */
#include "fuzz_util.h"

#include "core/lessoncode.h"

#ifndef LOOPLING_SOURCE_DIR
#define LOOPLING_SOURCE_DIR "."
#endif

static void check_text(const char *text, size_t len, LpMode mode, int number)
{
    uint32_t hash = lp_lesson_hash(text, len);
    check(hash < (1u << 30));
    char *no_cr = malloc(len ? len : 1);
    if (no_cr) {
        size_t n = 0;
        for (size_t i = 0; i < len; i++)
            if (text[i] != '\r') no_cr[n++] = text[i];
        check(lp_lesson_hash(no_cr, n) == hash); /* the same lesson whatever the line ends */
        free(no_cr);
    }
    char code[LP_SHARECODE_MAX];
    LpDiag diag;
    fuzz_diag_blank(&diag);
    int ok = lp_lesson_code(mode, number, text, len, code, &diag);
    check(ok == (number >= 1 && number <= 63));
    if (!ok) {
        check(diag.message[0] != '\0');
        return;
    }
    LpShareParams p;
    check(lp_sharecode_decode(code, &p, NULL) && lp_lesson_is(&p));
    check(p.mode == mode && p.param_a == number && p.param_b == 0 && p.seed == hash);
}

static void check_typed(const char *typed)
{
    LpShareParams p;
    if (!lp_sharecode_decode(typed, &p, NULL) || !lp_lesson_is(&p)) return;
    const char *dir = lp_lesson_dir(p.mode);
    char folder[1024], path[1400];
    if (dir) snprintf(folder, sizeof folder, "%s/%s", LOOPLING_SOURCE_DIR, dir);
    LpDiag diag;
    fuzz_diag_blank(&diag);
    if (!lp_lesson_find(dir ? folder : NULL, &p, path, sizeof path, &diag)) {
        check(diag.message[0] != '\0' && memchr(diag.message, '\0', sizeof diag.message) != NULL && fuzz_clean(diag.message));
        return;
    }
    check(dir != NULL && strncmp(path, folder, strlen(folder)) == 0);
    char code[LP_SHARECODE_MAX];
    check(lp_lesson_code_of_file(p.mode, p.param_a ? p.param_a : 1, path, code));
    LpShareParams q;
    check(lp_sharecode_decode(code, &q, NULL) && q.seed == p.seed && q.mode == p.mode);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_copy(data, size);
    char *typed = fuzz_cstr(data, size);
    if (text && typed) {
        int number = size ? data[0] % 70 : 0; /* 0 and 64..69 are refused */
        check_text(text, size, (LpMode)(size % 3), number);
        check_typed(typed);
    }
    free(text);
    free(typed);
    return 0;
}
