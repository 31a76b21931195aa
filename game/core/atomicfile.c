/* atomicfile.c - atomic replacement through unique temporary files, setting files aside, the
 * cleaning of a killed writer's leftovers, and file locks. Depends on libc, POSIX files and
 * diag. Open file description locks (Linux's F_OFD_SETLK) are used where the system has them,
 * so a lock conflicts even within one process; elsewhere plain fcntl locks. */
#define _GNU_SOURCE 1 /* F_OFD_SETLK; everything else here is POSIX */
#include "atomicfile.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "buf.h"
#include "i18n.h"

#define PATH_MAX_BYTES 4096
#define TEMP_TRIES 100

/* Fill diag with a system error: the file, what failed, and errno kept for the caller's words. */
static int sys_fail(LpDiag *diag, const char *path, const char *what, int err)
{
    lp_diag_set(diag, path, 0, "%s: %s", what, strerror(err)); /* what: in the reader's language */
    if (diag) diag->sys_errno = err;
    return 0;
}

/* fsync the folder holding path so the rename itself survives a power cut. Some file
 * systems refuse; that is not an error worth failing a save for. */
static void sync_parent_dir(const char *path)
{
    char dir[PATH_MAX_BYTES];
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(dir, sizeof dir, ".");
    else if (slash == path)
        snprintf(dir, sizeof dir, "/");
    else
        snprintf(dir, sizeof dir, "%.*s", (int)(slash - path), path);
    int fd = open(dir, O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

/* A new temporary file beside path, created exclusively: its name in tmp, its fd returned
 * (-1 with errno). The counter and the clock make a name another writer is not using. */
static int open_temp(const char *path, char *tmp, size_t tmp_size)
{
    static unsigned counter;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    for (int i = 0; i < TEMP_TRIES; i++) {
        unsigned salt = (unsigned)(now.tv_nsec / 1000) + counter++ * 7919u;
        if (snprintf(tmp, tmp_size, "%s.tmp-%ld-%u", path, (long)getpid(), salt % 1000000u) >= (int)tmp_size) {
            errno = ENAMETOOLONG;
            return -1;
        }
        int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST) return fd;
    }
    errno = EEXIST;
    return -1;
}

static int write_all(int fd, const char *bytes, size_t len)
{
    while (len > 0) {
        ssize_t n = write(fd, bytes, len);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            if (n == 0) errno = EIO;
            return 0;
        }
        bytes += n;
        len -= (size_t)n;
    }
    return 1;
}

/* Temp file, fsync, rename: path holds either the old bytes or the new ones, never a mix. */
static int replace_file(const char *path, const char *bytes, size_t len, LpDiag *diag)
{
    char tmp[PATH_MAX_BYTES];
    int fd = open_temp(path, tmp, sizeof tmp);
    if (fd < 0) return sys_fail(diag, path, _("cannot write a new copy"), errno);
    int ok = write_all(fd, bytes, len) && fsync(fd) == 0;
    int err = errno;
    if (close(fd) != 0 && ok) {
        ok = 0;
        err = errno;
    }
    if (!ok) {
        unlink(tmp);
        return sys_fail(diag, tmp, _("cannot write"), err);
    }
    if (rename(tmp, path) != 0) {
        err = errno;
        unlink(tmp);
        return sys_fail(diag, path, _("cannot replace the file"), err);
    }
    sync_parent_dir(path);
    return 1;
}

int lp_file_write_atomic(const char *path, const char *backup_path, const char *bytes, size_t len,
                         LpDiag *diag)
{
    struct stat st;
    if (backup_path && stat(path, &st) == 0) {
        /* Copy (not rename) the old file to the backup first, so that at every moment the
         * main file exists and is complete. */
        LpBuf old;
        lp_buf_init(&old);
        char why[200];
        int ok = lp_buf_read_file(&old, path, 64u << 20, why, sizeof why);
        if (!ok)
            lp_diag_set(diag, path, 0, _("cannot keep the old copy: %s"), why);
        else
            ok = replace_file(backup_path, old.data, old.count, diag);
        lp_buf_free(&old);
        if (!ok) return 0;
    }
    return replace_file(path, bytes, len, diag);
}

int lp_file_set_aside(const char *path, const char *tag, const char *stamp, char *out, size_t out_size,
                      LpDiag *diag)
{
    char aside[PATH_MAX_BYTES];
    for (int n = 1; n < 1000; n++) {
        int w = n == 1 ? snprintf(aside, sizeof aside, "%s.%s-%s", path, tag, stamp)
                       : snprintf(aside, sizeof aside, "%s.%s-%s-%d", path, tag, stamp, n);
        if (w >= (int)sizeof aside) return sys_fail(diag, path, _("cannot set the file aside"), ENAMETOOLONG);
        /* link() never replaces a file; a file system without hard links (FAT on a USB stick)
         * gets a rename after a check instead. */
        if (link(path, aside) == 0) {
            if (unlink(path) != 0) {
                int err = errno;
                unlink(aside);
                return sys_fail(diag, path, _("cannot set the file aside"), err);
            }
        } else if (errno == EEXIST) {
            continue;
        } else {
            struct stat st;
            if (lstat(aside, &st) == 0) continue;
            if (rename(path, aside) != 0) return sys_fail(diag, path, _("cannot set the file aside"), errno);
        }
        sync_parent_dir(path);
        snprintf(out, out_size, "%s", aside);
        return 1;
    }
    return sys_fail(diag, path, _("cannot set the file aside"), EEXIST);
}

/* The PID in a "NAME.tmp-PID-N" file name after the prefix "NAME.tmp-", or 0. */
static long temp_pid(const char *rest)
{
    char *end;
    long pid = strtol(rest, &end, 10);
    return pid > 0 && *end == '-' ? pid : 0;
}

int lp_file_clean_temps(const char *path, int all)
{
    char dir[PATH_MAX_BYTES], prefix[PATH_MAX_BYTES];
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    if (!slash)
        snprintf(dir, sizeof dir, ".");
    else
        snprintf(dir, sizeof dir, "%.*s", slash == path ? 1 : (int)(slash - path), path);
    snprintf(prefix, sizeof prefix, "%s.tmp", base);
    size_t plen = strlen(prefix);
    DIR *d = opendir(dir);
    if (!d) return 0;
    int removed = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (strncmp(e->d_name, prefix, plen) != 0) continue;
        const char *rest = e->d_name + plen;
        if (*rest != '\0' && *rest != '-') continue;
        if (!all) {
            long pid = *rest ? temp_pid(rest + 1) : 0;
            if (pid == 0 || (long)(pid_t)pid != pid) continue;
            if (kill((pid_t)pid, 0) == 0 || errno != ESRCH) continue; /* alive, or not ours to judge */
        }
        char full[PATH_MAX_BYTES * 2];
        snprintf(full, sizeof full, "%s/%s", dir, e->d_name);
        if (unlink(full) == 0) removed++;
    }
    closedir(d);
    return removed;
}

LpLockResult lp_file_lock(const char *path, LpFileLock *lock, LpDiag *diag)
{
    lock->fd = -1;
    char lock_path[PATH_MAX_BYTES];
    if (snprintf(lock_path, sizeof lock_path, "%s.lock", path) >= (int)sizeof lock_path) {
        sys_fail(diag, path, _("cannot make its lock"), ENAMETOOLONG);
        return LP_LOCK_NONE;
    }
    int fd = open(lock_path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (fd < 0) {
        sys_fail(diag, lock_path, _("cannot make the lock"), errno);
        return LP_LOCK_NONE;
    }
    struct flock fl;
    memset(&fl, 0, sizeof fl);
    fl.l_type = F_WRLCK;
    fl.l_whence = SEEK_SET;
#ifdef F_OFD_SETLK
    int r = fcntl(fd, F_OFD_SETLK, &fl);
    if (r != 0 && errno == EINVAL) r = fcntl(fd, F_SETLK, &fl); /* a kernel without OFD locks */
#else
    int r = fcntl(fd, F_SETLK, &fl);
#endif
    if (r == 0) {
        lock->fd = fd;
        return LP_LOCK_HELD;
    }
    int err = errno;
    close(fd);
    if (err == EAGAIN || err == EACCES) {
        lp_diag_set(diag, lock_path, 0, "%s", _("in use by another Loopling"));
        return LP_LOCK_BUSY;
    }
    sys_fail(diag, lock_path, _("cannot lock"), err);
    return LP_LOCK_NONE;
}

void lp_file_unlock(LpFileLock *lock)
{
    if (lock->fd >= 0) close(lock->fd);
    lock->fd = -1;
}
