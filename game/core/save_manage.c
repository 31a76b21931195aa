/* save_manage.c - renaming and removing a pupil (save.h). A rename writes the pupil's progress
 * under the new name (inside the file and in its file name, each copy atomically) before the
 * old files go, so a crash midway leaves the pupil under one name or both, never under none. A
 * removal moves the pupil's files into "removed/" beside them, where a teacher can move them
 * back. Both hold the pupil's lock, so a pupil playing in another window is never touched.
 * Depends on libc, POSIX files, atomicfile, buf, diag and save.c / save_files.c. */
#include "save.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"

#define PATH_BYTES LP_SAVE_PATH_MAX

static int exists(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0;
}

/* The pupil's old files are gone: their temporary files and lock go too. */
static void forget(const char *main_path, const char *bak_path, int locked)
{
    lp_file_clean_temps(main_path, locked);
    lp_file_clean_temps(bak_path, locked);
    char lock_path[PATH_BYTES + 8];
    snprintf(lock_path, sizeof lock_path, "%s.lock", main_path);
    unlink(lock_path);
}

/* Take the lock of the pupil whose main file is main_path: 0 with diag when another Loopling
 * has them open. A folder where no lock can be made goes on without one. */
static int take_lock(const char *main_path, const char *name, LpFileLock *lock, LpDiag *diag)
{
    LpDiag why = {0};
    if (lp_file_lock(main_path, lock, &why) != LP_LOCK_BUSY) return 1;
    /* TRANSLATORS: %s is a pupil's name */
    return lp_diag_set(diag, main_path, 0, _("%s is playing in another Loopling window: close it first"), name);
}

/* The copy at path of a pupil, renamed to new_name, written to dest atomically. 1 when written
 * or when path holds no good copy of the pupil (nothing to carry over), 0 with diag on failure. */
static int copy_renamed(const char *path, const char *old_name, const char *new_name, const char *dest,
                        LpDiag *diag)
{
    LpBuf text;
    lp_buf_init(&text);
    char why[200];
    LpProfile p;
    LpDiag ignored = {0};
    int ok = 1;
    if (lp_buf_read_file(&text, path, 1u << 20, why, sizeof why) &&
        lp_profile_parse(text.data, text.count, path, &p, &ignored) && strcmp(p.name, old_name) == 0) {
        snprintf(p.name, sizeof p.name, "%s", new_name);
        lp_buf_clear(&text);
        lp_profile_write(&p, &text);
        ok = text.failed ? lp_diag_set(diag, dest, 0, "%s", _("out of memory"))
                         : lp_file_write_atomic(dest, NULL, text.data, text.count, diag);
    }
    lp_buf_free(&text);
    return ok;
}

int lp_profile_rename(const char *dir, const char *old_name, const char *new_name, LpDiag *diag)
{
    if (!lp_profile_name_ok(old_name))
        return lp_diag_set(diag, "", 0, _("'%s' cannot be a pupil's name"), old_name ? old_name : "");
    if (!lp_profile_name_ok(new_name))
        /* TRANSLATORS: %s is the new name someone typed */
        return lp_diag_set(diag, "", 0, _("'%s' cannot be a pupil's name: use 1 to 31 letters or numbers"),
                           new_name ? new_name : "");
    char old_main[PATH_BYTES], old_bak[PATH_BYTES], new_main[PATH_BYTES], new_bak[PATH_BYTES];
    if (!lp_profile_paths(dir, old_name, old_main, old_bak, diag) || !lp_profile_paths(dir, new_name, new_main, new_bak, diag))
        return 0;
    int same_file = strcmp(old_main, new_main) == 0; /* "ada" -> "Ada": only the name inside changes */
    LpProfile p;
    LpDiag load_diag = {0};
    LpLoadResult loaded = lp_profile_load(dir, old_name, &p, &load_diag);
    if (loaded == LP_LOAD_MISSING)
        /* TRANSLATORS: %s is a pupil's name */
        return lp_diag_set(diag, old_main, 0, _("there is no pupil called %s"), old_name);
    if (loaded == LP_LOAD_FAILED) {
        if (diag) *diag = load_diag;
        return 0;
    }
    char stored[LP_NAME_MAX]; /* "ADA" asked for, "Ada" stored: the backup is matched by the stored one */
    snprintf(stored, sizeof stored, "%s", p.name);
    LpFileLock old_lock = {-1}, new_lock = {-1};
    if (!take_lock(old_main, old_name, &old_lock, diag)) return 0;
    /* the new name's lock is taken even when the name is free, so no Loopling starts it meanwhile */
    int taken = !same_file && (!take_lock(new_main, new_name, &new_lock, diag) || exists(new_main) || exists(new_bak));
    if (taken) {
        if (new_lock.fd >= 0) {
            /* TRANSLATORS: %s is a pupil's name */
            lp_diag_set(diag, new_main, 0, _("there is already a pupil called %s"), new_name);
            lp_file_unlock(&new_lock);
        }
        lp_file_unlock(&old_lock);
        return 0;
    }
    int ok;
    if (same_file) {
        snprintf(p.name, sizeof p.name, "%s", new_name);
        ok = lp_profile_save(dir, &p, diag); /* the old copy, now under the old spelling, is the backup */
    } else {
        /* Both copies under the new name first (the backup only when it is a good copy), then the
         * old files go: a crash in between leaves the pupil twice, never lost. */
        ok = copy_renamed(old_bak, stored, new_name, new_bak, diag);
        if (ok) {
            LpBuf text;
            lp_buf_init(&text);
            snprintf(p.name, sizeof p.name, "%s", new_name);
            lp_profile_write(&p, &text);
            ok = text.failed ? lp_diag_set(diag, new_main, 0, "%s", _("out of memory"))
                             : lp_file_write_atomic(new_main, NULL, text.data, text.count, diag);
            lp_buf_free(&text);
        }
        if (!ok) {
            unlink(new_bak); /* nothing half done stays: the old pupil is as it was */
        } else {
            unlink(old_main);
            unlink(old_bak);
            forget(old_main, old_bak, old_lock.fd >= 0);
        }
    }
    lp_file_unlock(&new_lock);
    lp_file_unlock(&old_lock);
    return ok;
}

/* Move path into folder (as the same file name), never replacing a file there: an earlier
 * removed copy of that name is first renamed "NAME.save.earlier-1" (-2, -3 ...). */
static int move_into(const char *path, const char *folder, LpDiag *diag)
{
    const char *slash = strrchr(path, '/');
    char dest[PATH_BYTES + 64], aside[PATH_BYTES + 128];
    snprintf(dest, sizeof dest, "%s/%s", folder, slash ? slash + 1 : path);
    if (exists(dest) && !lp_file_set_aside(dest, "earlier", "1", aside, sizeof aside, diag)) return 0;
    if (link(path, dest) == 0) {
        if (unlink(path) == 0) return 1;
        int err = errno;
        unlink(dest);
        errno = err;
    } else if (errno != EEXIST && !exists(dest) && rename(path, dest) == 0) {
        return 1; /* a file system without hard links (FAT on a USB stick) */
    }
    int err = errno;
    lp_diag_set(diag, path, 0, _("cannot move the file into %s: %s"), folder, strerror(err));
    if (diag) diag->sys_errno = err;
    return 0;
}

int lp_profile_remove(const char *dir, const char *name, LpDiag *diag)
{
    if (!lp_profile_name_ok(name)) return lp_diag_set(diag, "", 0, _("'%s' cannot be a pupil's name"), name ? name : "");
    char main_path[PATH_BYTES], bak_path[PATH_BYTES], removed[PATH_BYTES];
    if (!lp_profile_paths(dir, name, main_path, bak_path, diag)) return 0;
    int has_main = exists(main_path), has_bak = exists(bak_path);
    if (!has_main && !has_bak)
        /* TRANSLATORS: %s is a pupil's name */
        return lp_diag_set(diag, main_path, 0, _("there is no pupil called %s"), name);
    LpFileLock lock = {-1};
    if (!take_lock(main_path, name, &lock, diag)) return 0;
    snprintf(removed, sizeof removed, "%s/%s", dir, LP_REMOVED_DIR);
    if (mkdir(removed, 0777) != 0 && errno != EEXIST) {
        int err = errno;
        lp_file_unlock(&lock);
        lp_diag_set(diag, removed, 0, _("cannot make the folder: %s"), strerror(err));
        if (diag) diag->sys_errno = err;
        return 0;
    }
    /* The main copy first: should moving the backup fail, the pupil is still listed through it. */
    int ok = (!has_main || move_into(main_path, removed, diag)) && (!has_bak || move_into(bak_path, removed, diag));
    if (ok) forget(main_path, bak_path, lock.fd >= 0);
    lp_file_unlock(&lock);
    return ok;
}
