/* test_atomicfile.c - atomic files (core/atomicfile.h), for issue 14's findings: a link planted
 * under the old fixed temporary name is never followed; two processes writing one file never
 * take each other's temporary file; a killed writer's leftovers are cleaned; set-aside names
 * never replace a file; a lock held by another process says busy and is freed when it ends.
 * Works in a fresh folder under /tmp; forks helper processes. */
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/atomicfile.h"
#include "core/buf.h"
#include "test.h"

static char dir[64];

static void make_dir(void)
{
    snprintf(dir, sizeof dir, "/tmp/loopling-atomic-XXXXXX");
    CHECK(mkdtemp(dir) != NULL);
}

static void remove_dir(void)
{
    DIR *d = opendir(dir);
    if (!d) return;
    char path[512];
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        unlink(path);
    }
    closedir(d);
    rmdir(dir);
}

static void at(const char *file, char *out) { snprintf(out, 512, "%s/%s", dir, file); }

/* The file's bytes as a string ("" when missing). */
static const char *contents(const char *path)
{
    static LpBuf b;
    char why[128];
    lp_buf_clear(&b);
    if (!lp_buf_read_file(&b, path, 1 << 20, why, sizeof why)) return "";
    return b.data ? b.data : "";
}

static void put(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

/* How many names in dir start with prefix. */
static int count_names(const char *prefix)
{
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d)) != NULL;)
        n += strncmp(e->d_name, prefix, strlen(prefix)) == 0;
    if (d) closedir(d);
    return n;
}

static void test_planted_link_not_followed(void)
{
    make_dir();
    char path[512], planted[512], target[512];
    at("bob.save", path);
    at("bob.save.tmp", planted);
    at("precious.txt", target);
    put(target, "a teacher's file");
    CHECK(symlink(target, planted) == 0);
    LpDiag d = {0};
    CHECK(lp_file_write_atomic(path, NULL, "new progress", 12, &d));
    CHECK_STR(contents(target), "a teacher's file");
    CHECK_STR(contents(path), "new progress");
    /* the link under a stale temporary name is removed (not followed) by the cleaner */
    CHECK_INT(lp_file_clean_temps(path, 1), 1);
    struct stat st;
    CHECK(lstat(planted, &st) != 0);
    CHECK_STR(contents(target), "a teacher's file");
    remove_dir();
}

static void test_two_writers(void)
{
    make_dir();
    char path[512];
    at("shared.cfg", path);
    enum { WRITES = 150 };
    pid_t kids[2];
    for (int k = 0; k < 2; k++) {
        kids[k] = fork();
        if (kids[k] == 0) {
            char text[64];
            int failed = 0;
            for (int i = 0; i < WRITES; i++) {
                int n = snprintf(text, sizeof text, "writer %d, write %03d, whole\n", k, i);
                LpDiag d = {0};
                failed += !lp_file_write_atomic(path, NULL, text, (size_t)n, &d);
            }
            _exit(failed ? 1 : 0);
        }
    }
    for (int k = 0; k < 2; k++) {
        int status = -1;
        waitpid(kids[k], &status, 0);
        CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0); /* every write of both succeeded */
    }
    const char *last = contents(path);
    CHECK(!strcmp(last, "writer 0, write 149, whole\n") || !strcmp(last, "writer 1, write 149, whole\n"));
    CHECK_INT(count_names("shared.cfg.tmp"), 0);
    remove_dir();
}

static void test_backup_and_errors(void)
{
    make_dir();
    char path[512], bak[512];
    at("f.txt", path);
    at("f.txt.old", bak);
    LpDiag d = {0};
    CHECK(lp_file_write_atomic(path, bak, "one", 3, &d));
    CHECK(lp_file_write_atomic(path, bak, "two", 3, &d));
    CHECK_STR(contents(path), "two");
    CHECK_STR(contents(bak), "one");
    CHECK(!lp_file_write_atomic("/tmp/loopling-no-such-dir-xyz/f", NULL, "x", 1, &d));
    CHECK(strstr(d.message, "cannot write") != NULL);
    CHECK_INT(d.sys_errno, ENOENT);
    remove_dir();
}

static void test_set_aside(void)
{
    make_dir();
    char path[512], out[512], other[512];
    at("ada.save", path);
    put(path, "first");
    LpDiag d = {0};
    CHECK(lp_file_set_aside(path, "damaged", "20261124-101500", out, sizeof out, &d));
    at("ada.save.damaged-20261124-101500", other);
    CHECK_STR(out, other);
    CHECK_STR(contents(other), "first");
    struct stat st;
    CHECK(stat(path, &st) != 0);
    /* the same name again: a number, never a replaced file */
    put(path, "second");
    CHECK(lp_file_set_aside(path, "damaged", "20261124-101500", out, sizeof out, &d));
    at("ada.save.damaged-20261124-101500-2", other);
    CHECK_STR(out, other);
    CHECK_STR(contents(other), "second");
    at("ada.save.damaged-20261124-101500", other);
    CHECK_STR(contents(other), "first");
    /* nothing to set aside */
    CHECK(!lp_file_set_aside(path, "damaged", "x", out, sizeof out, &d));
    CHECK_INT(d.sys_errno, ENOENT);
    remove_dir();
}

static void test_clean_temps(void)
{
    make_dir();
    char path[512], p[512];
    at("ada.save", path);
    pid_t dead = fork();
    if (dead == 0) _exit(0);
    waitpid(dead, NULL, 0);
    char name[128];
    snprintf(name, sizeof name, "ada.save.tmp-%ld-42", (long)dead);
    at(name, p);
    put(p, "killed mid-save");
    snprintf(name, sizeof name, "ada.save.tmp-%ld-7", (long)getpid()); /* alive: this process */
    at(name, p);
    put(p, "being written");
    at("ada.save.tmp", p);
    put(p, "an older Loopling's");
    at("ada.save.tmpfile", p);
    put(p, "not a temporary file");
    at("bob.save.tmp-1-1", p);
    put(p, "another pupil's");
    CHECK_INT(lp_file_clean_temps(path, 0), 1); /* only the dead process's */
    CHECK_INT(count_names("ada.save.tmp-"), 1);
    CHECK_INT(lp_file_clean_temps(path, 1), 2); /* the live one and the old fixed name too */
    CHECK_INT(count_names("ada.save.tmp"), 1);  /* ada.save.tmpfile stays */
    CHECK_INT(count_names("bob.save.tmp"), 1);
    remove_dir();
}

static void test_lock(void)
{
    make_dir();
    char path[512];
    at("ada.save", path);
    int to_kid[2], from_kid[2];
    CHECK(pipe(to_kid) == 0 && pipe(from_kid) == 0);
    pid_t kid = fork();
    if (kid == 0) {
        LpFileLock lock;
        LpDiag d = {0};
        char c = lp_file_lock(path, &lock, &d) == LP_LOCK_HELD ? 'y' : 'n';
        if (write(from_kid[1], &c, 1) != 1) _exit(2);
        if (read(to_kid[0], &c, 1) != 1) _exit(3); /* hold it until told */
        _exit(0);
    }
    char c = 0;
    CHECK(read(from_kid[0], &c, 1) == 1 && c == 'y');
    LpFileLock lock;
    LpDiag d = {0};
    CHECK_INT(lp_file_lock(path, &lock, &d), LP_LOCK_BUSY);
    CHECK_INT(lock.fd, -1);
    CHECK(strstr(d.message, "in use by another Loopling") != NULL);
    kill(kid, SIGKILL); /* a killed holder frees it */
    waitpid(kid, NULL, 0);
    CHECK_INT(lp_file_lock(path, &lock, &d), LP_LOCK_HELD);
    CHECK(lock.fd >= 0);
    LpFileLock again;
#ifdef __linux__
    CHECK_INT(lp_file_lock(path, &again, &d), LP_LOCK_BUSY); /* open file description locks */
#endif
    lp_file_unlock(&lock);
    CHECK_INT(lock.fd, -1);
    CHECK_INT(lp_file_lock(path, &again, &d), LP_LOCK_HELD);
    lp_file_unlock(&again);
    lp_file_unlock(&again); /* twice is harmless */
    close(to_kid[0]);
    close(to_kid[1]);
    close(from_kid[0]);
    close(from_kid[1]);
    /* a folder that isn't there: no lock can be made */
    CHECK_INT(lp_file_lock("/tmp/loopling-no-such-dir-xyz/ada.save", &lock, &d), LP_LOCK_NONE);
    CHECK_INT(d.sys_errno, ENOENT);
    remove_dir();
}

TEST_MAIN(test_planted_link_not_followed, test_two_writers, test_backup_and_errors, test_set_aside, test_clean_temps,
          test_lock)
