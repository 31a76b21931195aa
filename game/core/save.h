/* save.h - pupil profiles: what is saved, its byte format, and atomic files.
 * Pure C (POSIX files, no SDL). The format is versioned text, field by field, ending with a
 * checksum line (STYLE.md rule 14), so a truncated or garbled file is detected, reported,
 * and the previous good copy ("NAME.save.bak") used instead: never a silent reset.
 * Files live in one folder; the app picks it (SDL_GetPrefPath, saves/ or --saves DIR). */
#ifndef LP_SAVE_H
#define LP_SAVE_H

#include "atomicfile.h"
#include "buf.h"
#include "diag.h"
#include "playermodel.h"

#define LP_SAVE_VERSION 1
#define LP_NAME_CHARS 31 /* characters in a pupil's name at most */
#define LP_NAME_MAX 64   /* bytes of a pupil's name, NUL included (31 two-byte letters fit) */
#define LP_TUTORIAL_MAX 32
#define LP_DUNGEON_LEVEL_MAX 99 /* far above any flowchart's ladder (its top is clamped when chosen) */

/* One puzzle a pupil finished (solved or left after trying), as the teacher's report reads it. */
#define LP_LOG_MAX 200        /* puzzles kept in a save (the oldest dropped first) */
#define LP_LOG_CODE 24        /* bytes of a share code in the log, NUL included */
enum { LP_CONCEPT_LOOPS = 1, LP_CONCEPT_FUNCTIONS = 2, LP_CONCEPT_CONDITIONALS = 4 };
typedef struct LpLogEntry {
    int mode;                 /* LpMode */
    int kind;                 /* 0 a lesson, 1 made for the pupil, 2 anything else (PzKind) */
    int lesson;               /* a lesson: its 0-based place in the mode's list; else -1 */
    char code[LP_LOG_CODE];   /* its share code, "" when it has none */
    int tries, seconds, hints;
    int solved;               /* 1 solved, 0 given up */
    unsigned concepts;        /* LP_CONCEPT_ bits its solution uses */
    int level;                /* a made puzzle: the model's level it was made at (toy-car length,
                               * robot size, May's ladder step + 1, dungeons 1); else 0 */
} LpLogEntry;

/* A program a pupil left unfinished (save_drafts.c): the level's key ("bots BTZF-0G90-YR8H", as
 * the play screens name it) and the program's text. */
#define LP_DRAFTS_MAX 8    /* drafts kept in a save (the oldest dropped first) */
#define LP_DRAFT_KEY 128   /* bytes of a draft's key, NUL included */
#define LP_DRAFT_TEXT 4096 /* bytes of its program, NUL included (a longer one is not saved) */
typedef struct LpDraft {
    char key[LP_DRAFT_KEY];
    char text[LP_DRAFT_TEXT];
} LpDraft;

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
    /* Dungeon progress (optional in the file): what the dungeon's options read (dungeon.done,
     * dungeon.gave_up) and the next dungeon made for the pupil. */
    int dungeon_done;                 /* dungeons finished (the stairs reached) */
    int dungeon_gave_up;              /* puzzles given up in the last dungeon */
    int dungeon_visits;               /* dungeons begun: the next one's seed */
    int dungeon_level;                /* the dungeon's ladder step the next one is made at
                                       * (puzzle/next.h), 0 .. LP_DUNGEON_LEVEL_MAX */
    /* Which lessons are solved, bit i = lesson i (optional in the file: a save from before them
     * loads with the lessons below its done count, and those with a best, as solved). The done
     * counts above are the first lesson not yet solved: only a solve moves them, never a skip. */
    unsigned toycar_lessons_solved, bots_lessons_solved, mays_lessons_solved;
    /* Every puzzle finished, oldest first (optional in the file: "log=", save_log.c). */
    int log_count;
    LpLogEntry log[LP_LOG_MAX];
    /* Programs left unfinished, oldest first (optional in the file: "drafts=", save_drafts.c). */
    int draft_count;
    LpDraft drafts[LP_DRAFTS_MAX];
} LpProfile;

typedef enum LpLoadResult {
    LP_LOAD_OK = 0,       /* the main file was good */
    LP_LOAD_FROM_BACKUP,  /* the main file was damaged (diag says how); the backup was used */
    LP_LOAD_MISSING,      /* no such profile */
    LP_LOAD_FAILED        /* both copies damaged or unreadable (diag says why); nothing lost */
} LpLoadResult;

/* A fresh profile for a new pupil. */
void lp_profile_init(LpProfile *profile, const char *name);
/* 1 when a name is usable: 1-31 characters (LP_NAME_CHARS) of letters, digits, spaces, '-', '_' or
 * '\'' (O'Brien), not all spaces. Letters
 * are ASCII's and the Latin alphabets' past it in UTF-8 (U+00C0-U+024F: "Zoë", "José", "Łukasz"). */
int lp_profile_name_ok(const char *name);
/* A name as a pupil typed it, the spaces around it trimmed, into out: 1 when it is usable, else 0
 * with why in the pupil's words (the first character a name cannot hold, or its length). */
int lp_profile_name_from_typed(const char *typed, char out[LP_NAME_MAX], char *why, int why_size);
/* File name for a profile (lower-cased, Latin-1's and Latin Extended-A's capitals too, so "JÜRGEN"
 * and "Jürgen" are one pupil; spaces and '\'' as '_', ".save" appended): "jürgen.save". */
void lp_profile_file_name(const char *name, char *out, int out_size);
/* The order of names in lists (strcmp's sign): by letter whatever the case or accent ("Émile"
 * between "Ella" and "Emma", "Zoë" with "Zoe"), then plain before accented ("Zoe" before "Zoë"),
 * then by bytes (capitals first), so no two different names compare equal. */
int lp_profile_name_compare(const char *a, const char *b);
/* The plain small letter of the Latin letter past ASCII that s starts with (two bytes of UTF-8:
 * 'u' for "ü", 'l' for "Ł"), or 0 when s does not start with one that has one. */
int lp_latin_plain_letter(const char *s);

/* Serialize to the versioned text format (appends to out). */
void lp_profile_write(const LpProfile *profile, LpBuf *out);
/* Parse; on error fills diag with "file:line: reason" (file is the label given) and returns 0. */
int lp_profile_parse(const char *text, size_t len, const char *label, LpProfile *out,
                     LpDiag *diag);
/* The save format version its first line names ("LOOPLING-SAVE 2" -> 2), 0 when it has none.
 * A version above LP_SAVE_VERSION is a newer Loopling's save, never to be overwritten. */
int lp_profile_format_version(const char *text, size_t len);

/* ---- files (save_files.c): NAME.save, its last good copy NAME.save.bak, NAME.save.lock ---- */

/* What lp_profile_open found and did. */
typedef enum LpOpenResult {
    LP_OPEN_OK = 0,      /* the save was good */
    LP_OPEN_NEW,         /* no such pupil yet: a fresh profile (the caller saves it) */
    LP_OPEN_FROM_BACKUP, /* the main copy was damaged, missing or another pupil's: the backup used */
    LP_OPEN_NEWER,       /* a newer Loopling's save: set aside; the backup used when this Loopling
                            can read it, else a fresh start (report.fresh) */
    LP_OPEN_DAMAGED,     /* no copy could be used: set aside, a fresh start under the same name */
    LP_OPEN_BUSY,        /* another Loopling has this pupil open: nothing opened or changed */
    LP_OPEN_FAILED       /* not a pupil's name, or a path too long (report.diag) */
} LpOpenResult;

typedef struct LpOpenReport {
    LpDiag diag;         /* what was wrong with the main copy (or the backup), for the log */
    char aside[2][4096]; /* where the main copy and the backup were set aside ("" when not) */
    int fresh;           /* 1: the profile starts from the beginning */
    int no_save;         /* 1: a copy that can't be used could not be set aside: saving this
                            session would overwrite it, so the caller must not save */
    LpDiag save_diag;    /* why no_save, or why there is no lock (a read-only folder...) */
} LpOpenReport;

/* Open a pupil's profile for play, in dir (made when missing, one level): take the pupil's lock
 * (NAME.save.lock; LP_OPEN_BUSY when another process holds it), remove the temporary files a
 * killed save left, load the main copy, else the backup, and set aside every copy that can't
 * be used (damaged, a newer Loopling's, or another pupil's copied under this name) as
 * "NAME.save.TAG-STAMP", so that no later save can overwrite it. stamp (e.g.
 * "20261124-101500") comes from the caller's clock. A folder where no lock can be made (read
 * only) still opens, without a lock. lock is held (fd >= 0) until lp_profile_close. */
LpOpenResult lp_profile_open(const char *dir, const char *name, const char *stamp, LpProfile *out,
                             LpFileLock *lock, LpOpenReport *report);
/* Release the pupil's lock taken by lp_profile_open. */
void lp_profile_close(LpFileLock *lock);

/* Write a profile into dir atomically: temp file, fsync, rename; the previous good file is kept
 * as NAME.save.bak (a damaged previous file is not: the older good backup stays). A main file
 * written by a newer Loopling, or holding another pupil, is never overwritten (0 with diag).
 * Creates dir when it is missing (one level). Returns 1 on success, else 0 with diag (its
 * sys_errno says why a write failed: ENOSPC, EROFS, EACCES ...). */
int lp_profile_save(const char *dir, const LpProfile *profile, LpDiag *diag);
/* Load a profile by pupil name from dir, falling back to the backup when damaged. Nothing is
 * ever deleted or rewritten here (lp_profile_open is the way to play). On LP_LOAD_FROM_BACKUP
 * and LP_LOAD_FAILED diag describes the main file's damage ("dir/ada.save:6: the save ends too
 * early ..."). A copy holding another pupil's name counts as damaged. */
LpLoadResult lp_profile_load(const char *dir, const char *name, LpProfile *out, LpDiag *diag);
/* List the pupils saved in dir (names as stored inside the files, sorted without regard to
 * case, at most max). A damaged file counts through its backup; files with no good copy, or
 * whose stored name does not map to their file name, are skipped. Returns how many. */
int lp_profile_list(const char *dir, char names[][LP_NAME_MAX], int max);

/* ---- the puzzle log (save_log.c) ------------------------------------------------------ */

/* Append e to the profile's log, dropping the oldest entry when it is full. */
void lp_profile_log_add(LpProfile *profile, const LpLogEntry *e);
/* Append the log line's value ("" for an empty log): entries separated by ';', each
 * "MODE,KIND,REF,TRIES,SECONDS,HINTS,OUTCOME,CONCEPTS,LEVEL" with MODE a mode's name, KIND
 * lesson|made|other, REF the lesson's number (1-based) or the share code or "-", OUTCOME
 * solved|gave_up, CONCEPTS some of "lfc" (loops, functions, conditionals) or "-". */
void lp_profile_log_write(const LpProfile *profile, LpBuf *out);
/* Parse a log line's value into the profile; 0 (with why, a short reason) on a bad entry. */
int lp_profile_log_parse(const char *value, size_t n, LpProfile *profile, char *why, size_t why_size);

/* ---- unfinished programs (save_drafts.c) ------------------------------------------------- */

/* Keep text as key's draft, the newest (dropping the oldest when LP_DRAFTS_MAX are kept), or drop
 * key's draft when text is NULL, only spaces and line breaks, or too long for a save (key of
 * LP_DRAFT_KEY bytes or more, text of LP_DRAFT_TEXT or more). Returns 1 when the profile changed. */
int lp_profile_draft_set(LpProfile *profile, const char *key, const char *text);
/* key's draft, or NULL. */
const char *lp_profile_draft(const LpProfile *profile, const char *key);
/* 1 when text is NULL or holds only spaces, tabs and line breaks: no draft to keep. */
int lp_draft_blank(const char *text);
/* Append the drafts line's value: drafts separated by ';', each "KEY,TEXT" with '%', ';', ',' and
 * control bytes as %XX. */
void lp_profile_drafts_write(const LpProfile *profile, LpBuf *out);
/* Parse a drafts line's value into the profile; 0 (with why, a short reason) on a bad draft. */
int lp_profile_drafts_parse(const char *value, size_t n, LpProfile *profile, char *why, size_t why_size);

/* The paths of a pupil's main copy and backup in dir (each LP_SAVE_PATH_MAX bytes): 0 with diag
 * when the folder's path is too long. */
#define LP_SAVE_PATH_MAX 4096
int lp_profile_paths(const char *dir, const char *name, char *main_path, char *bak_path, LpDiag *diag);

/* ---- managing pupils (save_manage.c) -------------------------------------------------- */

#define LP_REMOVED_DIR "removed" /* a removed pupil's files, inside the saves folder */

/* Rename a pupil: their progress (the main copy, and the backup when good) is written under the
 * new name, inside the file and as its file name, each atomically, then the old files go.
 * Refused (0 with diag) when new_name is not a usable name, another pupil has it already, the
 * pupil does not exist or can't be read, or another Loopling has either name open. Only the
 * spelling changing ("ada" -> "Ada") rewrites the file in place. Replays are left alone. */
int lp_profile_rename(const char *dir, const char *old_name, const char *new_name, LpDiag *diag);
/* Remove a pupil: NAME.save and NAME.save.bak move into dir/removed/ (made when missing; an
 * earlier removed copy there is renamed "NAME.save.earlier-1"), never deleted: moving them back
 * restores the pupil. 0 with diag when there is no such pupil, another Loopling has them open,
 * or a file could not be moved (what moved stays in removed/, the rest where it was). */
int lp_profile_remove(const char *dir, const char *name, LpDiag *diag);

#endif
