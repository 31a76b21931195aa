/* replay.c - a fuzz target's corpus, replayed by the normal test run: calls
 * LLVMFuzzerTestOneInput (of the fuzz_TARGET.c it is linked with) on every file of each directory
 * given, in name order, under the test build's sanitizers. A crash or a broken check aborts, which
 * fails the test.
 *
 * Usage: fuzz_replay_TARGET DIR... (tests/CMakeLists.txt passes tests/fuzz/corpus/TARGET, and for
 * the language the golden cases too). */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The libFuzzer entry point, defined by the fuzz target. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static unsigned char *read_all(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, n = 0;
    unsigned char *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + n, 1, cap - n, f)) > 0;) {
        n += got;
        if (n == cap) {
            unsigned char *grown = realloc(buf, cap * 2);
            if (!grown) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = grown;
            cap *= 2;
        }
    }
    fclose(f);
    *size = n;
    return buf;
}

/* Replay every regular file in dir; returns how many, or -1 when dir can't be read. */
static int replay_dir(const char *dir_path)
{
    DIR *dir = opendir(dir_path);
    if (!dir) return -1;
    char **names = NULL;
    int n = 0, cap = 0;
    for (struct dirent *d; (d = readdir(dir));) {
        if (d->d_name[0] == '.') continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            char **grown = realloc(names, sizeof *names * (size_t)cap);
            if (!grown) break;
            names = grown;
        }
        names[n++] = strdup(d->d_name);
    }
    closedir(dir);
    if (n) qsort(names, (size_t)n, sizeof *names, compare_names);
    int replayed = 0, failed = 0;
    for (int i = 0; i < n; i++) {
        char path[4096];
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir_path, names[i]);
        free(names[i]);
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) continue;
        size_t size = 0;
        unsigned char *data = read_all(path, &size);
        if (!data) {
            fprintf(stderr, "%s: cannot read\n", path);
            failed = 1;
            continue;
        }
        fprintf(stderr, "%s\n", path); /* the last name printed is the input that crashed */
        LLVMFuzzerTestOneInput(data, size);
        free(data);
        replayed++;
    }
    free(names);
    return failed ? -1 : replayed;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: fuzz_replay_TARGET DIR...\n");
        return 2;
    }
    int total = 0;
    for (int i = 1; i < argc; i++) {
        int n = replay_dir(argv[i]);
        if (n < 0) {
            fprintf(stderr, "%s: cannot replay\n", argv[i]);
            return 1;
        }
        printf("%s: %d inputs replayed\n", argv[i], n);
        total += n;
    }
    printf("%d inputs, no crash\n", total);
    return 0;
}
