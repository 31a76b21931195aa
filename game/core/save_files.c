/* save_files.c - pupil profiles on disk (save.h): opening one for play (its lock, what a killed
 * save left behind, damaged, misnamed and newer copies set aside so no later save overwrites
 * them), atomic saves that keep the last good copy, read-only loading and listing. Depends on
 * libc, POSIX files, atomicfile, buf, diag and save.c's format. */
#include "save.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "i18n.h"

#define SAVE_MAX_BYTES (1u << 20)
#define PATH_MAX_BYTES LP_SAVE_PATH_MAX

/* What one copy of a profile (the main file or its backup) turned out to be. */
typedef enum CopyState {
    COPY_GOOD = 0,
    COPY_MISSING,
    COPY_DAMAGED,  /* unreadable, cut short, garbled: diag says where */
    COPY_NEWER,    /* a newer Loopling's save format */
    COPY_MISNAMED  /* a good save, but of another pupil (copied under this file's name) */
} CopyState;

static const char *const aside_tags[] = {"", "", "damaged", "newer", "misnamed"};

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* Read the copy at path of the profile whose main file is named main_file ("ada.save"). */
static CopyState read_copy(const char *path, const char *main_file, LpProfile *out, LpDiag *diag)
{
    struct stat st;
    if (lstat(path, &st) != 0) {
        lp_diag_set(diag, path, 0, "%s", _("the save file is missing"));
        return COPY_MISSING;
    }
    LpBuf text;
    lp_buf_init(&text);
    char why[200];
    CopyState state = COPY_DAMAGED;
    if (!lp_buf_read_file(&text, path, SAVE_MAX_BYTES, why, sizeof why)) {
        int err = errno;
        lp_diag_set(diag, path, 0, "%s", why);
        if (diag) diag->sys_errno = err;
    } else if (lp_profile_parse(text.data, text.count, path, out, diag)) {
        char expected[LP_NAME_MAX + 16];
        lp_profile_file_name(out->name, expected, sizeof expected);
        state = COPY_GOOD;
        if (strcmp(expected, main_file) != 0) {
            /* TRANSLATORS: the first %s is a pupil's name, the second a file name ("ada.save") */
            lp_diag_set(diag, path, 0, _("this save holds the progress of '%s' (whose file is %s), not of this file's pupil"),
                        out->name, expected);
            state = COPY_MISNAMED;
        }
    } else if (lp_profile_format_version(text.data, text.count) > LP_SAVE_VERSION) {
        state = COPY_NEWER;
    }
    lp_buf_free(&text);
    return state;
}

int lp_profile_paths(const char *dir, const char *name, char *main_path, char *bak_path, LpDiag *diag)
{
    char file[LP_NAME_MAX + 16];
    lp_profile_file_name(name, file, sizeof file);
    if (snprintf(main_path, PATH_MAX_BYTES, "%s/%s", dir, file) >= PATH_MAX_BYTES - 64)
        return lp_diag_set(diag, dir, 0, "%s", _("the folder's path is too long"));
    snprintf(bak_path, PATH_MAX_BYTES, "%s.bak", main_path);
    return 1;
}

/* ---- read-only loading ---------------------------------------------------------------- */

/* Load main_path, else its backup; nothing is changed on disk. */
static LpLoadResult load_pair(const char *main_path, const char *bak_path, LpProfile *out, LpDiag *diag)
{
    const char *main_file = base_name(main_path);
    LpDiag main_diag = {0}, bak_diag = {0};
    CopyState m = read_copy(main_path, main_file, out, &main_diag);
    if (m == COPY_GOOD) return LP_LOAD_OK;
    CopyState b = read_copy(bak_path, main_file, out, &bak_diag);
    if (m == COPY_MISSING && b == COPY_MISSING) {
        lp_diag_set(diag, main_path, 0, "%s", _("no such pupil yet"));
        memset(out, 0, sizeof *out);
        return LP_LOAD_MISSING;
    }
    if (b == COPY_GOOD) {
        if (diag) *diag = main_diag;
        return LP_LOAD_FROM_BACKUP;
    }
    if (m == COPY_MISSING) {
        if (diag) *diag = bak_diag;
    } else if (diag) {
        *diag = main_diag;
        size_t n = strlen(diag->message);
        if (b != COPY_MISSING && bak_diag.line > 0)
            /* TRANSLATORS: added after what is wrong with a save file */
            snprintf(diag->message + n, sizeof diag->message - n, _("; the backup is damaged too (its line %d)"),
                     bak_diag.line);
        else /* TRANSLATORS: added after what is wrong with a save file */
            snprintf(diag->message + n, sizeof diag->message - n, "%s",
                     b != COPY_MISSING ? _("; the backup cannot be read either") : _("; there is no backup"));
    }
    memset(out, 0, sizeof *out);
    return LP_LOAD_FAILED;
}

LpLoadResult lp_profile_load(const char *dir, const char *name, LpProfile *out, LpDiag *diag)
{
    memset(out, 0, sizeof *out);
    if (!lp_profile_name_ok(name)) {
        lp_diag_set(diag, "", 0, _("'%s' cannot be a pupil's name"), name ? name : "");
        return LP_LOAD_MISSING;
    }
    char main_path[PATH_MAX_BYTES], bak_path[PATH_MAX_BYTES];
    if (!lp_profile_paths(dir, name, main_path, bak_path, diag)) return LP_LOAD_FAILED;
    return load_pair(main_path, bak_path, out, diag);
}

/* ---- opening for play ----------------------------------------------------------------- */

/* Set a copy that can't be used aside under a dated name; 0 when that failed (report says). */
static int set_aside(const char *path, CopyState state, const char *stamp, char *out, LpOpenReport *report)
{
    LpDiag why = {0};
    if (lp_file_set_aside(path, aside_tags[state], stamp, out, PATH_MAX_BYTES, &why)) return 1;
    report->no_save = 1;
    if (!report->save_diag.message[0]) report->save_diag = why;
    return 0;
}

LpOpenResult lp_profile_open(const char *dir, const char *name, const char *stamp, LpProfile *out, LpFileLock *lock,
                             LpOpenReport *report)
{
    memset(report, 0, sizeof *report);
    memset(out, 0, sizeof *out);
    lock->fd = -1;
    char main_path[PATH_MAX_BYTES], bak_path[PATH_MAX_BYTES];
    if (!lp_profile_name_ok(name)) {
        lp_diag_set(&report->diag, "", 0, _("'%s' cannot be a pupil's name"), name ? name : "");
        return LP_OPEN_FAILED;
    }
    if (!lp_profile_paths(dir, name, main_path, bak_path, &report->diag)) return LP_OPEN_FAILED;
    mkdir(dir, 0777); /* the usual case is that it exists already */
    LpLockResult locked = lp_file_lock(main_path, lock, &report->save_diag);
    if (locked == LP_LOCK_BUSY) {
        report->diag = report->save_diag;
        return LP_OPEN_BUSY;
    }
    /* Holding the lock, every leftover temporary file of this pupil is a killed save's. */
    lp_file_clean_temps(main_path, locked == LP_LOCK_HELD);
    lp_file_clean_temps(bak_path, locked == LP_LOCK_HELD);
    if (locked == LP_LOCK_HELD) report->save_diag = (LpDiag){0};

    const char *main_file = base_name(main_path);
    LpDiag bak_diag = {0};
    CopyState m = read_copy(main_path, main_file, out, &report->diag);
    if (m == COPY_GOOD) return LP_OPEN_OK;
    CopyState b = read_copy(bak_path, main_file, out, &bak_diag);
    if (m == COPY_MISSING && b == COPY_MISSING) {
        report->diag = (LpDiag){0};
        report->fresh = 1;
        lp_profile_init(out, name);
        return LP_OPEN_NEW;
    }
    if (m == COPY_MISSING && b != COPY_GOOD) report->diag = bak_diag;
    if (m != COPY_MISSING) set_aside(main_path, m, stamp, report->aside[0], report);
    if (b == COPY_GOOD) return m == COPY_NEWER ? LP_OPEN_NEWER : LP_OPEN_FROM_BACKUP;
    if (b != COPY_MISSING) set_aside(bak_path, b, stamp, report->aside[1], report);
    report->fresh = 1;
    lp_profile_init(out, name);
    return m == COPY_NEWER || b == COPY_NEWER ? LP_OPEN_NEWER : LP_OPEN_DAMAGED;
}

void lp_profile_close(LpFileLock *lock) { lp_file_unlock(lock); }

/* ---- saving --------------------------------------------------------------------------- */

int lp_profile_save(const char *dir, const LpProfile *profile, LpDiag *diag)
{
    if (!lp_profile_name_ok(profile->name))
        return lp_diag_set(diag, "", 0, _("'%s' cannot be a pupil's name"), profile->name);
    char main_path[PATH_MAX_BYTES], bak_path[PATH_MAX_BYTES];
    if (!lp_profile_paths(dir, profile->name, main_path, bak_path, diag)) return 0;
    mkdir(dir, 0777); /* the usual case is that it exists already */
    /* Only a good old copy becomes the backup: a damaged one must not push out the last good
     * backup. A newer Loopling's save, or another pupil's, is never overwritten. */
    LpProfile old;
    LpDiag old_diag = {0};
    CopyState state = read_copy(main_path, base_name(main_path), &old, &old_diag);
    if (state == COPY_NEWER) {
        lp_diag_set(diag, main_path, 0, "%s",
                    _("a newer Loopling has saved this pupil's progress since it was opened here: it was "
                      "not overwritten"));
        if (diag) diag->newer = 1; /* the app says so in its own words */
        return 0;
    }
    /* TRANSLATORS: %s says why the save file is another pupil's */
    if (state == COPY_MISNAMED) return lp_diag_set(diag, main_path, 0, _("%s: it was not overwritten"), old_diag.message);
    LpBuf text;
    lp_buf_init(&text);
    lp_profile_write(profile, &text);
    if (text.failed) {
        lp_buf_free(&text);
        lp_diag_set(diag, main_path, 0, "%s", _("out of memory"));
        if (diag) diag->sys_errno = ENOMEM;
        return 0;
    }
    int ok = lp_file_write_atomic(main_path, state == COPY_GOOD ? bak_path : NULL, text.data, text.count, diag);
    lp_buf_free(&text);
    return ok;
}

/* ---- listing -------------------------------------------------------------------------- */

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n > k && strcmp(s + n - k, suffix) == 0;
}

static int compare_names(const void *a, const void *b)
{
    return lp_profile_name_compare(a, b);
}

int lp_profile_list(const char *dir, char names[][LP_NAME_MAX], int max)
{
    DIR *d = opendir(dir);
    if (!d || max <= 0) {
        if (d) closedir(d);
        return 0;
    }
    char(*found)[LP_NAME_MAX] = NULL;
    int count = 0, capacity = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        /* "x.save", or a lone "x.save.bak" (load would fall back to it). */
        char main_file[300];
        struct stat st;
        if (ends_with(e->d_name, ".save")) {
            snprintf(main_file, sizeof main_file, "%s", e->d_name);
        } else if (ends_with(e->d_name, ".save.bak")) {
            snprintf(main_file, sizeof main_file, "%.*s", (int)(strlen(e->d_name) - 4), e->d_name);
            char path[PATH_MAX_BYTES];
            snprintf(path, sizeof path, "%s/%s", dir, main_file);
            if (lstat(path, &st) == 0) continue; /* listed through the main file */
        } else {
            continue;
        }
        char main_path[PATH_MAX_BYTES], bak_path[PATH_MAX_BYTES];
        if (snprintf(main_path, sizeof main_path, "%s/%s", dir, main_file) >= PATH_MAX_BYTES - 8) continue;
        snprintf(bak_path, sizeof bak_path, "%s.bak", main_path);
        LpProfile p;
        LpDiag ignored;
        LpLoadResult r = load_pair(main_path, bak_path, &p, &ignored);
        if (r != LP_LOAD_OK && r != LP_LOAD_FROM_BACKUP) continue; /* a misnamed copy is not good */
        if (count == capacity) {
            int cap = capacity ? capacity * 2 : 16;
            void *grown = realloc(found, sizeof found[0] * (size_t)cap);
            if (!grown) break;
            found = grown;
            capacity = cap;
        }
        memcpy(found[count++], p.name, LP_NAME_MAX);
    }
    closedir(d);
    if (count > 1) qsort(found, (size_t)count, sizeof found[0], compare_names);
    int n = count < max ? count : max;
    for (int i = 0; i < n; i++)
        memcpy(names[i], found[i], LP_NAME_MAX);
    free(found);
    return n;
}
