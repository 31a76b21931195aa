/* fuzz_script.c - the libFuzzer target for the tests' scripted input (--input FILE, script_parse in
 * game/ui/shell/script.h): the input is a script's text. It links SDL2 (the script makes SDL events)
 * without initialising it: SDL_GetKeyFromName and SDL_GameControllerGetButtonFromString work
 * without SDL_Init (SDL_GetScancodeFromKey then gives 0, which nothing here relies on).
 * Refused: NULL, and why says "label:line: reason" for a line of the text. Read: the same script
 * every time (its last tick).
 * A `paste FILE` line reads FILE from the working folder (tests/fuzz, where run.sh and ctest run
 * it); inputs with a paste and a '/' are skipped, so no file elsewhere (/dev/zero, a FIFO) is read.
 * Built by tests/fuzz/build.sh; replayed by the normal tests (tests/fuzz/replay.c). */
#include "fuzz_util.h"

#include "ui/shell/script.h"

#define LABEL "fuzz.in"

static int has(const char *text, size_t len, const char *word)
{
    size_t n = strlen(word);
    for (size_t i = 0; i + n <= len; i++)
        if (memcmp(text + i, word, n) == 0) return 1;
    return 0;
}

/* why is "LABEL:N: reason" with N a line of the text, or "LABEL: out of memory". */
static void check_why(const char *why, int lines)
{
    size_t n = strlen(LABEL);
    check(strncmp(why, LABEL, n) == 0 && why[n] == ':');
    if (!strcmp(why + n, ": out of memory")) return;
    char *end;
    long line = strtol(why + n + 1, &end, 10);
    check(line >= 1 && line <= lines && end[0] == ':' && end[1] == ' ' && end[2] != '\0');
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_copy(data, size);
    if (!text) return 0;
    if (has(text, size, "paste") && memchr(text, '/', size)) goto done;
    char why[512] = "", why2[512] = "";
    Script *a = script_parse(text, size, LABEL, why, sizeof why);
    Script *b = script_parse(text, size, LABEL, why2, sizeof why2);
    check((a == NULL) == (b == NULL) && strcmp(why, why2) == 0); /* the same every time */
    if (!a) {
        /* a NUL byte ends the script: count the lines up to it */
        const char *nul = memchr(text, '\0', size);
        check_why(why, fuzz_lines(text, nul ? (size_t)(nul - text) : size));
    } else {
        check(why[0] == '\0');
        check(script_last_tick(a) == script_last_tick(b));
    }
    script_destroy(a);
    script_destroy(b);
done:
    free(text);
    return 0;
}
