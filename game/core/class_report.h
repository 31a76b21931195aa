/* class_report.h - a teacher's class report: every pupil saved in a folder, summed up per mode from
 * their save (lessons solved with tries and time, puzzles made for them solved and given up, hints,
 * tries, time, concepts met, the player models' level now and its history, dungeons finished), and
 * every save that could not be read, with why. Pure C (POSIX folders, no SDL, never prints):
 * loopling-gen report turns it into text, JSON, CSV and HTML; the game's teacher screen draws it.
 * Fixed arrays and counts, numbers only (no words): a renderer loops and formats.
 *
 * What a save cannot tell is marked, never guessed: a save from before the puzzle log (save.h) still
 * gives its lessons solved, puzzles solved and the models' levels; numbers only the log knows are
 * LP_CLASS_REPORT_UNKNOWN there, and `partial` says when the log holds only some of the puzzles. */
#ifndef LP_CLASS_REPORT_H
#define LP_CLASS_REPORT_H

#include "config.h"
#include "diag.h"
#include "mode.h"
#include "save.h"

#define LP_CLASS_REPORT_UNKNOWN (-1)   /* a number this save cannot tell */
#define LP_CLASS_REPORT_HISTORY LP_LOG_MAX /* points of a model's history kept per mode */
#define LP_CLASS_REPORT_DAMAGED 64     /* damaged saves listed (more are counted in damaged_more) */

/* One lesson of a mode. tries, time_s and hints add up the log's entries for it up to and with its
 * first solve (all of them when it was never solved); LP_CLASS_REPORT_UNKNOWN when the log has
 * none (an older save, or the log's oldest entries dropped). */
typedef struct LpClassReportLesson {
    int solved;                        /* 1: the save marks it solved */
    int logged;                        /* entries the log holds for it (0: tries, time, hints unknown) */
    int tries, time_s, hints;
} LpClassReportLesson;

/* One puzzle made for the pupil by the player model, oldest first. */
typedef struct LpClassReportPoint {
    int level;                         /* the model's level it was made at (see LpClassReportMode.level) */
    int loops;                         /* toy car from its model's history: the loop target; else -1 */
    int solved;                        /* 1 solved, 0 given up */
} LpClassReportPoint;

/* One mode of one pupil. */
typedef struct LpClassReportMode {
    int lessons_solved;                /* lessons the save marks solved (always known; 0 for the dungeon) */
    int lesson_count;                  /* entries of lessons[] worth showing: the last one solved or logged + 1 */
    LpClassReportLesson lessons[LP_TUTORIAL_MAX];
    int puzzles_solved;                /* made for the pupil and solved (the save's count; the dungeon:
                                        * dungeons finished that were made for the pupil, from the log) */
    int puzzles_given_up;              /* made for the pupil and left unsolved after a try (or UNKNOWN) */
    int other_solved, other_given_up;  /* shared, "like this" and other puzzles, from the log */
    int hints, tries, time_s;          /* totals over the log's puzzles of this mode (or UNKNOWN) */
    unsigned concepts;                 /* LP_CONCEPT_ bits of the solved puzzles in the log */
    int partial;                       /* 1: the save shows puzzles of this mode its log does not hold, so
                                        * hints, tries, time and concepts count only those logged */
    int level;                         /* the model's level now: toy car the length target, robot the
                                        * size, May's Journey the ladder step (1-based), dungeon the
                                        * dungeons finished (what its flowcharts read) */
    int level_loops;                   /* toy car: the loop target now; else 0 */
    int level_min, level_max;          /* the range the level moves in (for a chart's scale) */
    int history_count;
    int history_from_model;            /* 1: the history is the player model's (a save from before the
                                        * log, whose levels it keeps; at most LP_PM_HISTORY) */
    LpClassReportPoint history[LP_CLASS_REPORT_HISTORY];
    int finished;                      /* dungeon: dungeons finished (the stairs reached); else 0 */
} LpClassReportMode;

typedef struct LpClassReportPupil {
    char name[LP_NAME_MAX];            /* as the save stores it (a pupil typed it: escape it in HTML) */
    char file[LP_NAME_MAX + 16];       /* its file in the folder, "ada.save" */
    int from_backup;                   /* 1: the main copy is damaged; its backup (NAME.save.bak) was read */
    char backup_reason[768];           /* from_backup: what is wrong with the main copy (file:line: why) */
    int logged;                        /* puzzles in its log, every mode */
    LpClassReportMode modes[LP_MODE_COUNT]; /* by LpMode */
} LpClassReportPupil;

typedef struct LpClassReportDamaged {
    char file[256];                    /* the file's name in the folder ("cleo2.save") */
    char reason[768];                  /* why no copy of it can be read (file:line: why) */
} LpClassReportDamaged;

typedef struct LpClassReport {
    int pupil_count;
    LpClassReportPupil *pupils;        /* sorted by name, case aside; owned: lp_class_report_unload */
    int damaged_count;
    LpClassReportDamaged damaged[LP_CLASS_REPORT_DAMAGED]; /* sorted by file name */
    int damaged_more;                  /* damaged saves beyond LP_CLASS_REPORT_DAMAGED, not listed */
} LpClassReport;

/* Sum up one pupil's profile under a class's settings (config NULL or zeroed: the defaults), as
 * the report does for each save; file and from_backup are left empty. */
void lp_class_report_pupil(const LpProfile *profile, const LpConfig *config, LpClassReportPupil *out);

/* Read every pupil's save in dir, read-only (nothing is changed on disk): each "NAME.save" (or a
 * lone "NAME.save.bak"), through its backup when the main copy is damaged; a save with no good copy,
 * or whose file name is not one Loopling gives a pupil, goes to damaged with why. Folders inside
 * (removed/, the removed pupils), locks, temporary files and copies set aside are not saves.
 * Returns 1 (out owns its pupils: lp_class_report_unload), or 0 with diag when dir cannot be read
 * (missing, not a folder, no permission) or memory runs out; out is then empty. */
int lp_class_report_load(const char *dir, const LpConfig *config, LpClassReport *out, LpDiag *diag);
/* Free the pupils; the report is empty after. */
void lp_class_report_unload(LpClassReport *report);

/* "loops", "functions", "conditionals" for an LP_CONCEPT_ bit (the JSON's words, never translated);
 * "" for anything else. */
const char *lp_class_report_concept_name(unsigned bit);

#endif
