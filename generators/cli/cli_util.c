/* cli_util.c - what every loopling-gen command shares: flag parsing, bad-input messages
 * (exit 2), diagnostics, JSON reports, a monotonic clock for timings, file writing, and where
 * the shipped data is (installed or the source tree). */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "core/i18n.h"
#include "core/lessoncode.h"
#include "core/levelfile.h"
#include "core/textspan.h"
#include "core/sharecode.h"

void cli_say(const char *fmt, ...)
{
    char text[2400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    fprintf(stderr, "loopling-gen: %s\n", lp_text_clean(text));
}

int cli_bad_input(const char *fmt, const char *arg)
{
    char text[2400];
    snprintf(text, sizeof text, fmt, arg);
    cli_say("%s", text);
    return 2;
}

void cli_print_diag(const LpDiag *diag)
{
    char msg[600];
    lp_diag_format(diag, msg, sizeof msg);
    cli_say("%s", msg);
}

void cli_json_begin(LpBuf *o, const char *path, const char *mode)
{
    lp_buf_init(o);
    lp_buf_puts(o, "{\"file\":");
    lp_buf_json_string(o, path);
    lp_buf_printf(o, ",\"mode\":\"%s\"", mode);
}

void cli_json_end(LpBuf *o)
{
    lp_buf_puts(o, "}\n");
    fputs(o->data, stdout);
    lp_buf_free(o);
}

double cli_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* Parse a whole decimal number in [lo, hi]; returns 0 when it is not one. */
int cli_parse_int(const char *s, long long lo, long long hi, long long *out)
{
    if (!s || !*s) return 0;
    char *end = NULL;
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (errno || *end || v < lo || v > hi) return 0;
    *out = v;
    return 1;
}

/* Parse --flags for a command; positional arguments go to *positional (at most one). */
int cli_parse_flags(int argc, char **argv, Flag *flags, int nflags, const char **positional)
{
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strncmp(a, "--", 2) != 0) {
            if (positional && !*positional) {
                *positional = a;
                continue;
            }
            return cli_bad_input(_("unexpected argument '%s' (see --help)"), a);
        }
        int found = 0;
        for (int f = 0; f < nflags && !found; f++) {
            if (strcmp(a, flags[f].name) != 0) continue;
            found = 1;
            if (flags[f].set) *flags[f].set = 1;
            if (!flags[f].value && !flags[f].text) continue;
            /* TRANSLATORS: %s is a command-line option, e.g. --seed */
            if (i + 1 >= argc) return cli_bad_input(_("%s needs a value"), a);
            const char *v = argv[++i];
            if (flags[f].text) {
                *flags[f].text = v;
            } else if (!cli_parse_int(v, flags[f].lo, flags[f].hi, flags[f].value)) {
                cli_say(_("%s must be a whole number from %lld to %lld, not '%s'"),
                        a, flags[f].lo, flags[f].hi, v);
                return 2;
            }
        }
        if (!found) return cli_bad_input(_("unknown option '%s' (see --help)"), a);
    }
    return 0;
}

int cli_write_text_file(const char *path, const LpBuf *text)
{
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(text->data, 1, text->count, f) != text->count || fclose(f) != 0) {
        /* TRANSLATORS: %1$s is a file, %2$s the system's reason */
        cli_say(_("%s: cannot write: %s"), path, strerror(errno));
        return 0;
    }
    return 1;
}

int cli_compare_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}


const char *cli_level_mode(const char *path, char *why, int why_size)
{
    /* Read as the loaders do, at most LP_LEVEL_MAX_BYTES: /dev/zero or an endless file is
     * refused as too large instead of being scanned for ever (issue 14). */
    LpBuf text;
    lp_buf_init(&text);
    LpDiag diag = {0};
    if (!lp_levelfile_read(&text, path, &diag)) {
        lp_diag_format(&diag, why, why_size);
        lp_buf_free(&text);
        return "";
    }
    const char *mode = "toycar"; /* files without a mode line are toy-car levels (version 1) */
    static const char *const modes[] = { "toycar", "bots", "mays", "dungeon" };
    for (const char *line = text.data; line && *line;) {
        const char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line) : strlen(line);
        if (n >= 5 && !strncmp(line, "mode:", 5)) {
            LpSpan v = lp_span_trim((LpSpan){line + 5, n - 5});
            LpSpan word;
            if (!lp_span_next_token(&v, &word)) word = (LpSpan){line + 5, 0};
            mode = "";
            for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++)
                if (lp_span_is(word, modes[i])) mode = modes[i];
            /* TRANSLATORS: a level file's mode: line names no mode (toycar, bots, mays, dungeon) */
            if (!*mode) snprintf(why, (size_t)why_size, _("%s: unknown mode '%.*s'"), path, (int)(word.n > 40 ? 40 : word.n), word.s);
            break;
        }
        line = end ? end + 1 : NULL;
    }
    lp_buf_free(&text);
    return mode;
}

#ifndef LOOPLING_SOURCE_DIR
#define LOOPLING_SOURCE_DIR "."
#endif

/* As the game's find_folders (game/ui/shell/app.c): an installed binary in PREFIX/bin has its data in
 * PREFIX/share/loopling; a build run from the source tree uses the tree. */
const char *cli_data_path(const char *rel)
{
    static char root[4096], paths[4][4096];
    static int found, next;
    if (!found) {
        found = 1;
        snprintf(root, sizeof root, "%s", LOOPLING_SOURCE_DIR);
        char exe[4096];
        ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
        char *slash = n > 0 ? (exe[n] = '\0', strrchr(exe, '/')) : NULL;
        if (slash) {
            *slash = '\0';
            char share[4096 + 64];
            struct stat st;
            snprintf(share, sizeof share, "%s/../share/loopling", exe);
            char probe[sizeof share + 16];
            snprintf(probe, sizeof probe, "%s/scripts", share);
            if (stat(probe, &st) == 0 && S_ISDIR(st.st_mode)) snprintf(root, sizeof root, "%s", share);
        }
    }
    char *out = paths[next];
    next = (next + 1) % 4;
    snprintf(out, sizeof paths[0], "%s/%s", root, rel);
    return out;
}

int cli_lesson_code(const char *flag, const char *code)
{
    LpShareParams sp;
    if (!code || !lp_sharecode_decode(code, &sp, NULL) || !lp_lesson_is(&sp)) return 0;
    const char *rel = lp_lesson_dir(sp.mode);
    char path[1400];
    LpDiag diag = {0};
    if (rel && lp_lesson_find(cli_data_path(rel), &sp, path, sizeof path, &diag)) {
        fputs("loopling-gen: ", stderr);
        fprintf(stderr,
                /* TRANSLATORS: %1$s is an option (--code), %2$s and %4$s a lesson's share code, %3$s its file */
                _("%s %s: this is a lesson's code, not a generated puzzle's: it names %s "
                  "(open it with loopling --level %s)\n"),
                flag, code, path, code);
    } else {
        cli_say("%s %s: %s", flag, code, diag.message);
    }
    return 1;
}

double cli_sqrt(double v)
{
    double x = v > 1 ? v : 1;
    for (int i = 0; i < 60; i++)
        x = 0.5 * (x + v / x);
    return x;
}
