/* save.h - pupil profiles: what is saved, its byte format, and atomic files.
 * Pure C (POSIX files, no SDL). The format is versioned text, field by field, ending with a
 * checksum line (STYLE.md rule 14), so a truncated or garbled file is detected, reported,
 * and the previous good copy ("NAME.save.bak") used instead: never a silent reset.
 * Files live in one folder; the app picks it (SDL_GetPrefPath, saves/ or --saves DIR). */
#ifndef LP_SAVE_H
#define LP_SAVE_H

#include "buf.h"
#include "diag.h"
#include "playermodel.h"

#define LP_SAVE_VERSION 1
#define LP_NAME_MAX 32        /* bytes of a pupil's name, NUL included */
#define LP_TUTORIAL_MAX 32

typedef struct LpProfile {
    char name[LP_NAME_MAX];
    /* Toy car progress. */
    int toycar_tutorial_done;         /* hand-made levels completed, in order */
    int toycar_solved;                /* generated puzzles solved */
    int toycar_best_tiles[LP_TUTORIAL_MAX]; /* fewest tiles per tutorial level, 0 = not yet */
    LpToycarModel toycar_model;
    /* Robot progress (optional in the file: a save from before the robot mode loads with none). */
    int bots_lessons_done;            /* hand-made robot levels completed, in order */
    int bots_solved;                  /* generated robot puzzles solved */
    int bots_best[LP_TUTORIAL_MAX];   /* fewest commands per robot lesson, 0 = not yet */
    LpBotsModel bots_model;
    /* May's Journey progress (optional in the file). */
    int mays_lessons_done;            /* authored levels completed, in order */
    int mays_solved;                  /* generated rooms solved */
    LpMaysModel mays_model;
} LpProfile;

typedef enum LpLoadResult {
    LP_LOAD_OK = 0,       /* the main file was good */
    LP_LOAD_FROM_BACKUP,  /* the main file was damaged (diag says how); the backup was used */
    LP_LOAD_MISSING,      /* no such profile */
    LP_LOAD_FAILED        /* both copies damaged or unreadable (diag says why); nothing lost */
} LpLoadResult;

/* A fresh profile for a new pupil. */
void lp_profile_init(LpProfile *profile, const char *name);
/* 1 when a name is usable: 1-31 bytes of letters, digits, spaces, '-' or '_', not all spaces. */
int lp_profile_name_ok(const char *name);
/* File name for a profile (lower-cased, spaces as '_', ".save" appended). */
void lp_profile_file_name(const char *name, char *out, int out_size);

/* Serialize to the versioned text format (appends to out). */
void lp_profile_write(const LpProfile *profile, LpBuf *out);
/* Parse; on error fills diag with "file:line: reason" (file is the label given) and returns 0. */
int lp_profile_parse(const char *text, size_t len, const char *label, LpProfile *out,
                     LpDiag *diag);

/* Write a profile into dir atomically: temp file, fsync, rename; the previous good file is kept
 * as NAME.save.bak (a damaged previous file is not: the older good backup stays). Creates dir
 * when it is missing (one level). Returns 1 on success, else 0 with diag. */
int lp_profile_save(const char *dir, const LpProfile *profile, LpDiag *diag);
/* Load a profile by pupil name from dir, falling back to the backup when damaged. Nothing is
 * ever deleted or rewritten here. On LP_LOAD_FROM_BACKUP and LP_LOAD_FAILED diag describes the
 * main file's damage ("dir/ada.save:6: the save ends too early ..."). */
LpLoadResult lp_profile_load(const char *dir, const char *name, LpProfile *out, LpDiag *diag);
/* List the pupils saved in dir (names as stored inside the files, sorted without regard to
 * case, at most max). A damaged file counts through its backup; files with no good copy, or
 * whose stored name does not map to their file name, are skipped. Returns how many. */
int lp_profile_list(const char *dir, char names[][LP_NAME_MAX], int max);

/* Write bytes to path atomically (temp file in the same folder, fsync, rename), keeping the
 * old file as backup_path when backup_path is not NULL. The backup is a copy written the same
 * way before path is replaced, so path never goes missing. Returns 1 or 0 with diag. */
int lp_file_write_atomic(const char *path, const char *backup_path, const char *bytes,
                         size_t len, LpDiag *diag);

#endif
