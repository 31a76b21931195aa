/* atomicfile.h - files that are never half-written and never written through a planted link:
 * atomic replacement through a unique temporary file, setting a file aside under a name no
 * later write can take, a lock that says "this file is in use by another process", and the
 * cleaning of temporary files a killed process left behind. Pure C on POSIX (open, fcntl,
 * rename, link); used by saves (save.h), the settings file and replays. */
#ifndef LP_ATOMICFILE_H
#define LP_ATOMICFILE_H

#include <stddef.h>

#include "diag.h"

/* Write bytes to path atomically: a new temporary file beside it ("path.tmp-PID-N", opened
 * with O_CREAT|O_EXCL|O_NOFOLLOW, so two processes never share one and a link planted under
 * any name is never followed), written, fsynced, renamed over path, and the folder fsynced.
 * path then holds the old bytes or the new ones, never a mix. When backup_path is not NULL
 * and path exists, path's old bytes are first written to backup_path the same way, so path
 * never goes missing. Returns 1, or 0 with diag (diag->sys_errno says why: ENOSPC for a full
 * disk, EROFS/EACCES for a folder Loopling may not write in); a failed write leaves path and
 * backup_path as they were and removes its temporary file. */
int lp_file_write_atomic(const char *path, const char *backup_path, const char *bytes, size_t len,
                         LpDiag *diag);

/* Rename path to "path.TAG-STAMP" (TAG e.g. "damaged", STAMP e.g. "20261124-101500"; "-2",
 * "-3"... appended when that name is taken), never replacing an existing file. The new path
 * goes to out (out_size bytes). Returns 1, or 0 with diag when it could not be renamed (path
 * is then untouched). */
int lp_file_set_aside(const char *path, const char *tag, const char *stamp, char *out, size_t out_size,
                      LpDiag *diag);

/* Remove the temporary files lp_file_write_atomic left beside path when a process was killed
 * while writing ("path.tmp-PID-N", and the older fixed "path.tmp"). all: every one (the caller
 * holds path's lock, so no live writer can own one); else only those whose process is gone
 * (kill(PID, 0) says so). Links are removed, never followed. Returns how many were removed. */
int lp_file_clean_temps(const char *path, int all);

/* An exclusive lock on a file in use (an fcntl write lock on "path.lock", which stays on disk
 * and is released when the holder closes it or its process ends, even by kill -9). */
typedef struct LpFileLock {
    int fd; /* -1 when no lock is held */
} LpFileLock;

typedef enum LpLockResult {
    LP_LOCK_HELD = 0, /* this process holds the lock now */
    LP_LOCK_BUSY,     /* another process holds it */
    LP_LOCK_NONE      /* no lock file can be made here (a read-only folder...): diag says why */
} LpLockResult;

/* Take the lock for path without waiting. lock->fd is -1 unless LP_LOCK_HELD. Within one
 * process a lock taken twice is held twice (fcntl locks belong to the process). */
LpLockResult lp_file_lock(const char *path, LpFileLock *lock, LpDiag *diag);
/* Release it (nothing when none is held). */
void lp_file_unlock(LpFileLock *lock);

#endif
