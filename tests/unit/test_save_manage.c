/* test_save_manage.c - renaming and removing pupils (save_manage.c): a rename keeps the
 * progress and the backup, and refuses a taken or unusable name and a pupil open in another
 * process; a removal moves the files into removed/ (restorable), never deletes them. */
#include <dirent.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/save.h"
#include "temp_dir.h"
#include "test.h"

static char dir[64];

static void make_dir(void) { temp_dir_make(dir, sizeof dir, "manage"); }

static int has(const char *file)
{
    char path[512];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", dir, file);
    return lstat(path, &st) == 0;
}

static void saved(const char *name, int solved)
{
    LpProfile p;
    LpDiag d = {0};
    lp_profile_init(&p, name);
    p.toycar_tutorial_done = 4;
    p.toycar_solved = solved;
    p.bots_lessons_done = 2;
    CHECK(lp_profile_save(dir, &p, &d));
    p.toycar_solved = solved + 1; /* a second save: the first becomes the backup */
    CHECK(lp_profile_save(dir, &p, &d));
}

static void test_rename(void)
{
    make_dir();
    saved("Ada", 7);
    saved("Bob", 3);
    LpDiag d = {0};
    CHECK(lp_profile_rename(dir, "Ada", "Ada Lovelace", &d));
    CHECK(!has("ada.save") && !has("ada.save.bak") && !has("ada.save.lock"));
    CHECK(has("ada_lovelace.save") && has("ada_lovelace.save.bak"));
    LpProfile p;
    CHECK_INT(lp_profile_load(dir, "Ada Lovelace", &p, &d), LP_LOAD_OK);
    CHECK(!strcmp(p.name, "Ada Lovelace"));
    CHECK_INT(p.toycar_solved, 8);
    CHECK_INT(p.toycar_tutorial_done, 4);
    CHECK_INT(p.bots_lessons_done, 2);
    /* the backup is a good copy under the new name too */
    char bak[512];
    snprintf(bak, sizeof bak, "%s/ada_lovelace.save", dir);
    CHECK(unlink(bak) == 0);
    CHECK_INT(lp_profile_load(dir, "Ada Lovelace", &p, &d), LP_LOAD_FROM_BACKUP);
    CHECK_INT(p.toycar_solved, 7);
    char names[8][LP_NAME_MAX];
    CHECK_INT(lp_profile_list(dir, names, 8), 2);
    CHECK(!strcmp(names[0], "Ada Lovelace") && !strcmp(names[1], "Bob"));

    /* refused: a taken name (in any spelling), a bad name, a missing pupil; nothing changes */
    d = (LpDiag){0};
    CHECK(!lp_profile_rename(dir, "Bob", "ada lovelace", &d));
    CHECK(strstr(d.message, "already a pupil called ada lovelace") != NULL);
    CHECK(!lp_profile_rename(dir, "Bob", "../evil", &d));
    CHECK(strstr(d.message, "cannot be a pupil's name") != NULL);
    CHECK(!lp_profile_rename(dir, "Bob", "", &d));
    CHECK(!lp_profile_rename(dir, "Cleo", "Dan", &d));
    CHECK(strstr(d.message, "no pupil called Cleo") != NULL);
    CHECK_INT(lp_profile_load(dir, "Bob", &p, &d), LP_LOAD_OK);
    CHECK_INT(p.toycar_solved, 4);

    /* only the spelling: the same file, the name inside changes */
    CHECK(lp_profile_rename(dir, "Bob", "BOB", &d));
    CHECK_INT(lp_profile_load(dir, "bob", &p, &d), LP_LOAD_OK);
    CHECK(!strcmp(p.name, "BOB"));
    CHECK_INT(p.toycar_solved, 4);
    temp_dir_remove(dir);
}

static void test_locked(void)
{
    make_dir();
    saved("Ada", 1);
    int to_kid[2], from_kid[2];
    CHECK(pipe(to_kid) == 0 && pipe(from_kid) == 0);
    pid_t kid = fork();
    if (kid == 0) {
        LpFileLock lock;
        LpOpenReport rep;
        LpProfile mine;
        char c = lp_profile_open(dir, "Ada", "x", &mine, &lock, &rep) == LP_OPEN_OK ? 'y' : 'n';
        if (write(from_kid[1], &c, 1) != 1) _exit(2);
        if (read(to_kid[0], &c, 1) != 1) _exit(3);
        lp_profile_close(&lock);
        _exit(0);
    }
    char c = 0;
    CHECK(read(from_kid[0], &c, 1) == 1 && c == 'y');
    LpDiag d = {0};
    CHECK(!lp_profile_rename(dir, "Ada", "Zoe", &d));
    CHECK(strstr(d.message, "playing in another Loopling window") != NULL);
    CHECK(!lp_profile_remove(dir, "Ada", &d));
    CHECK(strstr(d.message, "playing in another Loopling window") != NULL);
    CHECK(has("ada.save") && !has("zoe.save") && !has("removed/ada.save"));
    CHECK(write(to_kid[1], "x", 1) == 1);
    waitpid(kid, NULL, 0);
    CHECK(lp_profile_rename(dir, "Ada", "Zoe", &d));
    close(to_kid[0]);
    close(to_kid[1]);
    close(from_kid[0]);
    close(from_kid[1]);
    temp_dir_remove(dir);
}

static void test_remove(void)
{
    make_dir();
    saved("Ada", 5);
    saved("Bob", 2);
    LpDiag d = {0};
    CHECK(lp_profile_remove(dir, "ada", &d));
    CHECK(!has("ada.save") && !has("ada.save.bak"));
    CHECK(has("removed/ada.save") && has("removed/ada.save.bak"));
    char names[8][LP_NAME_MAX];
    CHECK_INT(lp_profile_list(dir, names, 8), 1);
    CHECK(!strcmp(names[0], "Bob"));
    CHECK(!lp_profile_remove(dir, "Ada", &d));
    CHECK(strstr(d.message, "no pupil called Ada") != NULL);
    CHECK(!lp_profile_remove(dir, "a/b", &d));
    /* a second Ada removed later: the earlier one is kept under another name */
    saved("Ada", 9);
    CHECK(lp_profile_remove(dir, "Ada", &d));
    CHECK(has("removed/ada.save") && has("removed/ada.save.earlier-1"));
    /* a teacher restores by moving the files back */
    char from[512], to[512];
    snprintf(from, sizeof from, "%s/removed/ada.save", dir);
    snprintf(to, sizeof to, "%s/ada.save", dir);
    CHECK(rename(from, to) == 0);
    LpProfile p;
    CHECK_INT(lp_profile_load(dir, "Ada", &p, &d), LP_LOAD_OK);
    CHECK_INT(p.toycar_solved, 10);
    temp_dir_remove(dir);
}

TEST_MAIN(test_rename, test_locked, test_remove)
