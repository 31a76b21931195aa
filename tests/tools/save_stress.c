/* save_stress.c - test helper for the save fault tests (tests/e2e/save_faults.sh), through the
 * real save code (core/save.h):
 *   save_stress run DIR NAME     open NAME for play (its lock), then save it again and again,
 *                                one more solved puzzle each time, printing the count after each
 *                                completed save ("saved N"), until killed
 *   save_stress check DIR NAME   "main=ok solved=N backup=ok|missing|bad" (exit 0), or the
 *                                damage and exit 1 when the main copy does not load
 *   save_stress newer DIR NAME   write NAME.save as a newer Loopling would (format version + 1,
 *                                a right checksum) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/save.h"

static int run(const char *dir, const char *name)
{
    LpProfile p;
    LpFileLock lock;
    LpOpenReport report;
    LpOpenResult r = lp_profile_open(dir, name, "stress", &p, &lock, &report);
    if (r != LP_OPEN_OK && r != LP_OPEN_NEW) {
        fprintf(stderr, "save_stress: cannot open %s (result %d): %s\n", name, (int)r, report.diag.message);
        return 1;
    }
    setvbuf(stdout, NULL, _IOLBF, 0);
    for (;;) {
        p.toycar_solved++;
        LpDiag diag = {0};
        if (!lp_profile_save(dir, &p, &diag)) {
            fprintf(stderr, "save_stress: %s\n", diag.message);
            return 1;
        }
        printf("saved %d\n", p.toycar_solved);
    }
}

static int check(const char *dir, const char *name)
{
    LpProfile p;
    LpDiag diag = {0};
    LpLoadResult r = lp_profile_load(dir, name, &p, &diag);
    if (r != LP_LOAD_OK) {
        char msg[600];
        lp_diag_format(&diag, msg, sizeof msg);
        printf("main=bad (%d) %s\n", (int)r, msg);
        return 1;
    }
    char file[LP_NAME_MAX + 16], path[4200];
    lp_profile_file_name(name, file, sizeof file);
    snprintf(path, sizeof path, "%s/%s.bak", dir, file);
    LpBuf text;
    lp_buf_init(&text);
    char why[200];
    LpProfile b;
    const char *backup = !lp_buf_read_file(&text, path, 1 << 20, why, sizeof why) ? "missing"
                         : lp_profile_parse(text.data, text.count, path, &b, &diag) ? "ok"
                                                                                    : "bad";
    lp_buf_free(&text);
    printf("main=ok solved=%d backup=%s\n", p.toycar_solved, backup);
    return 0;
}

static int newer(const char *dir, const char *name)
{
    char file[LP_NAME_MAX + 16], path[4200];
    lp_profile_file_name(name, file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", dir, file);
    LpBuf t;
    lp_buf_init(&t);
    lp_buf_printf(&t, "LOOPLING-SAVE %d\nname=%s\ntoycar.tutorial_done=5\ntoycar.solved=40\nrockets.fuel=9\n",
                  LP_SAVE_VERSION + 1, name);
    lp_buf_printf(&t, "checksum=%08X\n", (unsigned)lp_fnv1a(t.data, t.count));
    FILE *f = fopen(path, "wb");
    int ok = f && fwrite(t.data, 1, t.count, f) == t.count;
    if (f && fclose(f) != 0) ok = 0;
    lp_buf_free(&t);
    return ok ? 0 : 1;
}

int main(int argc, char **argv)
{
    if (argc == 4 && !strcmp(argv[1], "run")) return run(argv[2], argv[3]);
    if (argc == 4 && !strcmp(argv[1], "check")) return check(argv[2], argv[3]);
    if (argc == 4 && !strcmp(argv[1], "newer")) return newer(argv[2], argv[3]);
    fprintf(stderr, "usage: save_stress run|check|newer DIR NAME\n");
    return 2;
}
