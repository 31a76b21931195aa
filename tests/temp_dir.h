/* temp_dir.h - a scratch folder for the tests that read and write real files (test_class_report.c,
 * test_save_manage.c, test_bots_template_code.c): made under /tmp, filled, and removed whole. */
#ifndef LP_TEMP_DIR_H
#define LP_TEMP_DIR_H

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "test.h"

/* A new empty folder /tmp/loopling-WHAT-XXXXXX, its path in dir. */
static inline void temp_dir_make(char *dir, size_t size, const char *what)
{
    snprintf(dir, size, "/tmp/loopling-%s-XXXXXX", what);
    CHECK(mkdtemp(dir) != NULL);
}

/* The folder at path and everything in it. */
static inline void temp_dir_remove(const char *path)
{
    DIR *d = opendir(path);
    if (!d) return;
    struct dirent *e;
    char sub[512];
    while ((e = readdir(d)) != NULL) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
        if (unlink(sub) != 0) temp_dir_remove(sub);
    }
    closedir(d);
    rmdir(path);
}

/* dir/name holding text. */
static inline void temp_file_write(const char *dir, const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (!f) return;
    fputs(text, f);
    fclose(f);
}

#endif
