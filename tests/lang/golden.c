/* golden.c - the language's golden tests, in the clox manner: every .lp file in tests/lang/cases is a
 * program whose comments say what must happen. Run against a test world (blocks, a stoppable
 * block, a fire statue, a door, a lever, and the robot's eight actions: test_world.h).
 *
 *   // expect: TEXT                 the next line of output: a print, or "action: forward()"
 *   // error: LINE:COL MESSAGE      a compile error (all of them, in order)
 *   // runtime error: LINE:COL MESSAGE
 *   // counts: commands=3 loops=1   static counts that must match (any LangCounts field)
 *   // steps: N                     the run must take exactly N steps
 *   // max-steps: N                 the step limit for this program
 *   // max-depth: N                 the call-depth limit
 *   // functions: A B C             only these function names are allowed
 *   // world-fail: N TEXT           the Nth world command fails with TEXT
 *
 * Usage: lang_golden DIR [--coverage] [--min N] [--show]. Prints one line per failing case and a summary; with
 * --coverage, also fails when a pupil-facing message is used by no case. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/lang.h"
#include "lang/messages.h"
#include "test_world.h"

/* ---- cases ------------------------------------------------------------------------------ */
typedef struct Expect {
    char **lines;
    int count, cap;
} Expect;

static void expect_add(Expect *e, const char *text)
{
    if (e->count == e->cap) {
        e->cap = e->cap ? e->cap * 2 : 8;
        e->lines = realloc(e->lines, sizeof(char *) * (size_t)e->cap);
    }
    e->lines[e->count++] = strdup(text);
}

static void expect_free(Expect *e)
{
    for (int i = 0; i < e->count; i++) free(e->lines[i]);
    free(e->lines);
}

static bool covered[LANG_MSG_COUNT];
static bool show; /* --show: print what each case did, to write expectations from */

static int get_count(const LangCounts *k, const char *name, bool *ok)
{
    *ok = true;
    if (!strcmp(name, "commands")) return k->commands;
    if (!strcmp(name, "actions")) return k->actions;
    if (!strcmp(name, "loops")) return k->loops;
    if (!strcmp(name, "conditionals")) return k->conditionals;
    if (!strcmp(name, "functions")) return k->functions;
    if (!strcmp(name, "function_calls")) return k->function_calls;
    if (!strcmp(name, "variables")) return k->variables;
    if (!strcmp(name, "statements")) return k->statements;
    *ok = false;
    return 0;
}

static char *read_all(const char *path, int *length)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (fread(buf, 1, (size_t)n, f) != (size_t)n) n = 0;
    buf[n] = '\0';
    fclose(f);
    *length = (int)n;
    return buf;
}

static void rstrip(char *s)
{
    size_t n = strlen(s);
    while (n && (s[n - 1] == '\n' || s[n - 1] == '\r' || s[n - 1] == ' ')) s[--n] = '\0';
}

/* Append output lines in [from, to) of text to got. */
static void take_lines(Expect *got, const char *text, int *from)
{
    const char *p = text + *from;
    while (*p) {
        const char *nl = strchr(p, '\n');
        if (!nl) break;
        char line[1200];
        int n = (int)(nl - p) < (int)sizeof line - 1 ? (int)(nl - p) : (int)sizeof line - 1;
        memcpy(line, p, (size_t)n);
        line[n] = '\0';
        expect_add(got, line);
        p = nl + 1;
    }
    *from = (int)(p - text);
}

/* Run one case; returns NULL on success or a description of the first difference. */
static bool run_case(const char *path, char *why, int why_size)
{
    int length = 0;
    char *src = read_all(path, &length);
    if (!src) {
        snprintf(why, (size_t)why_size, "cannot read");
        return false;
    }
    Expect want_out = { 0 }, want_err = { 0 }, got_out = { 0 }, got_err = { 0 };
    char want_runtime[400] = "", show_runtime[400] = "";
    char counts_spec[200] = "";
    long want_steps = -1;
    LangVmDesc desc = { 0 };
    TestWorld world;
    test_world_init(&world);
    const char *names[16] = { 0 };
    char names_buf[200];
    bool restrict_names = false;
    bool ok = true;

    /* read the expectations */
    for (char *line = src; line && *line;) {
        char *nl = strchr(line, '\n');
        char buf[600];
        int n = nl ? (int)(nl - line) : (int)strlen(line);
        if (n > (int)sizeof buf - 1) n = (int)sizeof buf - 1;
        memcpy(buf, line, (size_t)n);
        buf[n] = '\0';
        rstrip(buf);
        char *c = strstr(buf, "// ");
        if (c) {
            c += 3;
            if (!strncmp(c, "expect: ", 8)) expect_add(&want_out, c + 8);
            else if (!strncmp(c, "error: ", 7)) expect_add(&want_err, c + 7);
            else if (!strncmp(c, "runtime error: ", 15)) snprintf(want_runtime, sizeof want_runtime, "%s", c + 15);
            else if (!strncmp(c, "counts: ", 8)) snprintf(counts_spec, sizeof counts_spec, "%s", c + 8);
            else if (!strncmp(c, "steps: ", 7)) want_steps = atol(c + 7);
            else if (!strncmp(c, "max-steps: ", 11)) desc.max_steps = atoi(c + 11);
            else if (!strncmp(c, "max-depth: ", 11)) desc.max_call_depth = atoi(c + 11);
            else if (!strncmp(c, "world-fail: ", 12)) {
                world.fail_at = atoi(c + 12);
                const char *t = strchr(c + 12, ' ');
                snprintf(world.fail_text, sizeof world.fail_text, "%s", t ? t + 1 : "");
            } else if (!strncmp(c, "functions: ", 11)) {
                snprintf(names_buf, sizeof names_buf, "%s", c + 11);
                int k = 0;
                for (char *tok = strtok(names_buf, " "); tok && k < 15; tok = strtok(NULL, " ")) names[k++] = tok;
                restrict_names = true;
            }
        }
        line = nl ? nl + 1 : NULL;
    }

    LangHost host = test_world_host(restrict_names ? names : NULL);
    LangErrors errors;
    LangProgram *prog = lang_compile(src, length, &host, &errors);
    if (!prog) {
        for (int i = 0; i < errors.count; i++) {
            char line[400];
            snprintf(line, sizeof line, "%d:%d %s", errors.items[i].line, errors.items[i].column, errors.items[i].text);
            expect_add(&got_err, line);
            covered[errors.items[i].msg] = true;
        }
        if (errors.more) covered[LANG_MSG_HINT_MORE_ERRORS] = true;
    } else {
        LangCounts k = lang_program_counts(prog);
        char spec[200];
        snprintf(spec, sizeof spec, "%s", counts_spec);
        for (char *tok = strtok(spec, " "); tok; tok = strtok(NULL, " ")) {
            char *eq = strchr(tok, '=');
            if (!eq) continue;
            *eq = '\0';
            bool known;
            int have = get_count(&k, tok, &known);
            if (!known || have != atoi(eq + 1)) {
                snprintf(why, (size_t)why_size, "count %s is %d, expected %s", tok, have, eq + 1);
                ok = false;
            }
        }
        LangVm *vm = lang_vm_create(prog, &world, &desc);
        int out_from = 0, log_from = 0;
        LangStatus st;
        do {
            st = lang_vm_run(vm, 7); /* a small budget: resuming must not change anything */
            take_lines(&got_out, lang_vm_output(vm), &out_from);
            if (world.log) take_lines(&got_out, world.log, &log_from);
        } while (st == LANG_RUNNING || st == LANG_ACTION);
        if (st == LANG_ERROR) {
            const LangError *e = lang_vm_error(vm);
            covered[e->msg] = true;
            char got[400];
            snprintf(got, sizeof got, "%d:%d %s", e->line, e->column, e->text);
            snprintf(show_runtime, sizeof show_runtime, "%s", got);
            if (strcmp(got, want_runtime) != 0 && ok) {
                snprintf(why, (size_t)why_size, "runtime error \"%s\", expected \"%s\"", got,
                         want_runtime[0] ? want_runtime : "(none)");
                ok = false;
            }
        } else if (want_runtime[0] && ok) {
            snprintf(why, (size_t)why_size, "finished, but expected runtime error \"%s\"", want_runtime);
            ok = false;
        }
        if (ok && want_steps >= 0 && lang_vm_steps(vm) != want_steps) {
            snprintf(why, (size_t)why_size, "took %d steps, expected %ld", lang_vm_steps(vm), want_steps);
            ok = false;
        }
        lang_vm_destroy(vm);
        lang_program_destroy(prog);
    }
    if (show) {
        printf("== %s\n", path);
        for (int i = 0; i < got_err.count; i++) printf("// error: %s\n", got_err.lines[i]);
        for (int i = 0; i < got_out.count; i++) printf("// expect: %s\n", got_out.lines[i]);
        if (show_runtime[0]) printf("// runtime error: %s\n", show_runtime);
    }
    for (int i = 0; ok && i < want_err.count + got_err.count; i++) {
        const char *w = i < want_err.count ? want_err.lines[i] : "(nothing)";
        const char *g = i < got_err.count ? got_err.lines[i] : "(nothing)";
        if (strcmp(w, g) != 0) {
            snprintf(why, (size_t)why_size, "error %d is \"%s\", expected \"%s\"", i + 1, g, w);
            ok = false;
        }
    }
    for (int i = 0; ok && i < want_out.count + got_out.count; i++) {
        const char *w = i < want_out.count ? want_out.lines[i] : "(nothing)";
        const char *g = i < got_out.count ? got_out.lines[i] : "(nothing)";
        if (strcmp(w, g) != 0) {
            snprintf(why, (size_t)why_size, "output line %d is \"%s\", expected \"%s\"", i + 1, g, w);
            ok = false;
        }
    }
    expect_free(&want_out);
    expect_free(&want_err);
    expect_free(&got_out);
    expect_free(&got_err);
    test_world_free(&world);
    free(src);
    return ok;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: lang_golden DIR [--coverage] [--min N] [--show]\n");
        return 2;
    }
    bool coverage = false;
    int min_cases = 0;
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "--coverage")) coverage = true;
        else if (!strcmp(argv[i], "--show")) show = true;
        else if (!strcmp(argv[i], "--min") && i + 1 < argc) min_cases = atoi(argv[++i]);
    }
    DIR *dir = opendir(argv[1]);
    if (!dir) {
        fprintf(stderr, "%s: cannot open\n", argv[1]);
        return 2;
    }
    char *files[2048];
    int n = 0;
    for (struct dirent *d; (d = readdir(dir)) && n < 2048;) {
        size_t len = strlen(d->d_name);
        if (len > 3 && !strcmp(d->d_name + len - 3, ".lp")) files[n++] = strdup(d->d_name);
    }
    closedir(dir);
    qsort(files, (size_t)n, sizeof files[0], compare_names);
    int failed = 0;
    for (int i = 0; i < n; i++) {
        char path[1024], why[1200] = "";
        snprintf(path, sizeof path, "%s/%s", argv[1], files[i]);
        if (!run_case(path, why, sizeof why)) {
            printf("FAIL %s: %s\n", files[i], why);
            failed++;
        }
        free(files[i]);
    }
    printf("%d cases, %d passed, %d failed\n", n, n - failed, failed);
    int missing = 0;
    if (coverage) {
        for (int m = 1; m < LANG_MSG_COUNT; m++) {
            const char *id = lang_msg_id((LangMsg)m);
            /* hints and words appear inside other messages; these two need inputs beyond a case file */
            if (!strncmp(id, "HINT_", 5) || !strncmp(id, "WORD_", 5) || !strcmp(id, "OUT_OF_MEMORY") ||
                !strcmp(id, "TOO_COMPLEX"))
                continue;
            if (!covered[m]) {
                printf("UNCOVERED message %s: \"%s\"\n", id, lang_msg_template((LangMsg)m));
                missing++;
            }
        }
    }
    if (n < min_cases) printf("only %d cases; at least %d are required\n", n, min_cases);
    return failed || missing || n < min_cases ? 1 : 0;
}
