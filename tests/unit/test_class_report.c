/* test_class_report.c - the teacher's class report (core/class_report.h): numbers summed from the
 * puzzle log as played; a save from before the log gives what its counts and models say and marks
 * the rest unknown; a folder of saves lists every pupil, a damaged save with its reason, a pupil read
 * from the backup flagged, and leaves removed pupils, locks and temporary files out. */
#include <dirent.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/class_report.h"
#include "temp_dir.h"
#include "test.h"

#define UNKNOWN LP_CLASS_REPORT_UNKNOWN

static char dir[64];

static void make_dir(void) { temp_dir_make(dir, sizeof dir, "report"); }

static void log_add(LpProfile *p, LpMode mode, int kind, int lesson, int tries, int seconds, int hints,
                    int solved, unsigned concepts, int level)
{
    LpLogEntry e = {.mode = mode,
                    .kind = kind,
                    .lesson = lesson,
                    .tries = tries,
                    .seconds = seconds,
                    .hints = hints,
                    .solved = solved,
                    .concepts = concepts,
                    .level = level};
    lp_profile_log_add(p, &e);
}

/* Ada as the game would leave her: two toy-car lessons (the first given up once), two puzzles made
 * for her (one solved with a loop, one given up), a shared puzzle solved; a robot lesson. */
static void make_ada(LpProfile *p)
{
    lp_profile_init(p, "Ada");
    log_add(p, LP_MODE_TOYCAR, 0, 0, 2, 30, 1, 0, 0, 0);
    log_add(p, LP_MODE_TOYCAR, 0, 0, 1, 20, 0, 1, 0, 0);
    log_add(p, LP_MODE_TOYCAR, 0, 1, 3, 60, 2, 1, 0, 0);
    log_add(p, LP_MODE_TOYCAR, 0, 1, 1, 15, 0, 1, 0, 0); /* played again: not in its first solve's numbers */
    p->toycar_lessons_solved = 3;
    p->toycar_tutorial_done = 2;
    log_add(p, LP_MODE_TOYCAR, 1, -1, 1, 40, 0, 1, LP_CONCEPT_LOOPS, 3);
    lp_tcmodel_record(&p->toycar_model, 1, 40, 1);
    p->toycar_solved = 1;
    log_add(p, LP_MODE_TOYCAR, 1, -1, 4, 90, 1, 0, LP_CONCEPT_LOOPS, 5);
    lp_tcmodel_record(&p->toycar_model, 4, 90, 0);
    log_add(p, LP_MODE_TOYCAR, 2, -1, 2, 50, 0, 1, LP_CONCEPT_FUNCTIONS, 0);
    log_add(p, LP_MODE_BOTS, 0, 0, 2, 12, 1, 1, 0, 0);
    p->bots_lessons_solved = 1;
    p->bots_lessons_done = 1;
}

static void test_numbers_from_the_log(void)
{
    LpProfile *p = malloc(sizeof *p);
    LpClassReportPupil *r = malloc(sizeof *r);
    make_ada(p);
    lp_class_report_pupil(p, NULL, r);
    CHECK_STR(r->name, "Ada");
    CHECK_INT(r->logged, 8);
    const LpClassReportMode *t = &r->modes[LP_MODE_TOYCAR];
    CHECK_INT(t->lessons_solved, 2);
    CHECK_INT(t->lesson_count, 2);
    CHECK_INT(t->lessons[0].solved, 1);
    CHECK_INT(t->lessons[0].logged, 2);
    CHECK_INT(t->lessons[0].tries, 3); /* the give-up's 2 and the solve's 1 */
    CHECK_INT(t->lessons[0].time_s, 50);
    CHECK_INT(t->lessons[0].hints, 1);
    CHECK_INT(t->lessons[1].logged, 2);
    CHECK_INT(t->lessons[1].tries, 3); /* played again after: not counted */
    CHECK_INT(t->lessons[1].time_s, 60);
    CHECK_INT(t->lessons[2].solved, 0);
    CHECK_INT(t->lessons[2].tries, UNKNOWN);
    CHECK_INT(t->puzzles_solved, 1);
    CHECK_INT(t->puzzles_given_up, 1);
    CHECK_INT(t->other_solved, 1);
    CHECK_INT(t->other_given_up, 0);
    CHECK_INT(t->hints, 1 + 0 + 2 + 0 + 0 + 1 + 0);
    CHECK_INT(t->tries, 2 + 1 + 3 + 1 + 1 + 4 + 2);
    CHECK_INT(t->time_s, 30 + 20 + 60 + 15 + 40 + 90 + 50);
    /* loops from the solved made puzzle, functions from the shared one; given-up puzzles add none */
    CHECK_INT(t->concepts, LP_CONCEPT_LOOPS | LP_CONCEPT_FUNCTIONS);
    CHECK_INT(t->partial, 0);
    CHECK_INT(t->history_count, 2);
    CHECK_INT(t->history_from_model, 0);
    CHECK_INT(t->history[0].level, 3);
    CHECK_INT(t->history[0].solved, 1);
    CHECK_INT(t->history[1].level, 5);
    CHECK_INT(t->history[1].solved, 0);
    /* the model: {3,0} -> 5 after a quick solve -> 3 after the give-up */
    CHECK_INT(t->level, 3);
    CHECK_INT(t->level_loops, 0);
    CHECK_INT(t->level_min, LP_PM_MIN_LENGTH);
    CHECK_INT(t->level_max, LP_PM_MAX_LENGTH);
    const LpClassReportMode *b = &r->modes[LP_MODE_BOTS];
    CHECK_INT(b->lessons_solved, 1);
    CHECK_INT(b->lessons[0].tries, 2);
    CHECK_INT(b->lessons[0].hints, 1);
    CHECK_INT(b->hints, 1);
    CHECK_INT(b->puzzles_solved, 0);
    CHECK_INT(b->puzzles_given_up, 0);
    CHECK_INT(b->level, LP_BM_START_SIZE);
    CHECK_INT(b->history_count, 0);
    const LpClassReportMode *m = &r->modes[LP_MODE_MAYS];
    CHECK_INT(m->lessons_solved, 0);
    CHECK_INT(m->tries, 0);
    CHECK_INT(m->level, 1);
    CHECK_INT(m->level_max, lp_mmodel_steps());
    CHECK_INT(m->partial, 0);
    CHECK_INT(r->modes[LP_MODE_DUNGEON].finished, 0);
    CHECK_STR(lp_class_report_concept_name(LP_CONCEPT_CONDITIONALS), "conditionals");
    CHECK_STR(lp_class_report_concept_name(8), "");
    free(p);
    free(r);
}

/* The class's settings move where a new pupil's models start. */
static void test_class_settings(void)
{
    LpProfile *p = malloc(sizeof *p);
    LpClassReportPupil *r = malloc(sizeof *r);
    lp_profile_init(p, "Eve");
    LpConfig c;
    lp_config_defaults(&c);
    c.toycar.start_length = 7;
    c.toycar.start_loops = 1;
    c.bots.start_size = 6;
    c.bots.max_size = 9;
    c.mays.start_step = 3;
    lp_class_report_pupil(p, &c, r);
    CHECK_INT(r->modes[LP_MODE_TOYCAR].level, 7);
    CHECK_INT(r->modes[LP_MODE_TOYCAR].level_loops, 1);
    CHECK_INT(r->modes[LP_MODE_BOTS].level, 6);
    CHECK_INT(r->modes[LP_MODE_BOTS].level_max, 9);
    CHECK_INT(r->modes[LP_MODE_MAYS].level, 3);
    free(p);
    free(r);
}

/* A save from before the log: lessons from the masks, counts and levels from the models; what only
 * the log knows is unknown, and the toy car's history comes from its model. */
static void test_older_save(void)
{
    /* a version 1 save with no lessons_solved and no log lines, as an older Loopling wrote it */
    LpProfile *p = malloc(sizeof *p);
    lp_profile_init(p, "Old");
    p->toycar_tutorial_done = 3;
    lp_tcmodel_record(&p->toycar_model, 1, 30, 1);
    lp_tcmodel_record(&p->toycar_model, 6, 80, 0);
    lp_tcmodel_record(&p->toycar_model, 2, 50, 1);
    p->toycar_solved = 2;
    p->mays_model.rooms = 3;
    p->mays_model.step = 2;
    p->mays_solved = 2;
    p->dungeon_done = 1;
    LpBuf text;
    lp_buf_init(&text);
    lp_profile_write(p, &text);
    /* drop the newer lines (the masks: loaded from the done counts; the log) and sign it again */
    LpBuf old;
    lp_buf_init(&old);
    for (const char *line = text.data; *line;) {
        const char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line + 1) : strlen(line);
        char one[4096];
        snprintf(one, sizeof one, "%.*s", (int)n, line);
        if (strncmp(one, "log=", 4) && strncmp(one, "checksum=", 9) && !strstr(one, "lessons_solved="))
            lp_buf_append(&old, line, n);
        line += n;
    }
    lp_buf_free(&text);
    lp_buf_printf(&old, "checksum=%08X\n", (unsigned)lp_fnv1a(old.data, old.count));
    CHECK(strstr(old.data, "log=") == NULL && strstr(old.data, "lessons_solved=") == NULL);
    LpProfile *back = malloc(sizeof *back);
    LpDiag diag = {0};
    CHECK(lp_profile_parse(old.data, old.count, "old.save", back, &diag));
    lp_buf_free(&old);
    CHECK_INT(back->log_count, 0);
    LpClassReportPupil *r = malloc(sizeof *r);
    lp_class_report_pupil(back, NULL, r);
    const LpClassReportMode *t = &r->modes[LP_MODE_TOYCAR];
    CHECK_INT(t->lessons_solved, 3);
    CHECK_INT(t->lessons[0].solved, 1);
    CHECK_INT(t->lessons[0].tries, UNKNOWN);
    CHECK_INT(t->lessons[2].time_s, UNKNOWN);
    CHECK_INT(t->puzzles_solved, 2);
    CHECK_INT(t->puzzles_given_up, 1); /* the model's history holds every made puzzle */
    CHECK_INT(t->hints, UNKNOWN);
    CHECK_INT(t->tries, UNKNOWN);
    CHECK_INT(t->time_s, UNKNOWN);
    CHECK_INT(t->partial, 1);
    CHECK_INT(t->history_from_model, 1);
    CHECK_INT(t->history_count, 3);
    CHECK_INT(t->history[0].level, 3);
    CHECK_INT(t->history[1].level, 5);
    CHECK_INT(t->history[1].solved, 0);
    CHECK_INT(t->history[2].level, 3);
    CHECK_INT(t->level, 5);
    const LpClassReportMode *m = &r->modes[LP_MODE_MAYS];
    CHECK_INT(m->puzzles_solved, 2);
    CHECK_INT(m->puzzles_given_up, 1); /* rooms finished less rooms solved */
    CHECK_INT(m->level, 3);
    CHECK_INT(m->partial, 1);
    CHECK_INT(m->history_count, 0);
    const LpClassReportMode *d = &r->modes[LP_MODE_DUNGEON];
    CHECK_INT(d->finished, 1);
    CHECK_INT(d->puzzles_solved, 1);
    CHECK_INT(d->puzzles_given_up, UNKNOWN);
    CHECK_INT(d->partial, 1);
    /* a mode never played is not partial: nothing is missing */
    CHECK_INT(r->modes[LP_MODE_BOTS].partial, 0);
    CHECK_INT(r->modes[LP_MODE_BOTS].tries, 0);
    free(p);
    free(back);
    free(r);
}

static const LpClassReportPupil *find(const LpClassReport *r, const char *name)
{
    for (int i = 0; i < r->pupil_count; i++)
        if (!strcmp(r->pupils[i].name, name)) return &r->pupils[i];
    return NULL;
}

/* A folder: every pupil listed; a garbage save in damaged with its reason while the rest load; a
 * damaged main copy read through its backup and flagged; removed pupils, locks, temporary files,
 * copies set aside and other files left out. */
static void test_folder(void)
{
    make_dir();
    LpProfile *p = malloc(sizeof *p);
    LpDiag diag = {0};
    make_ada(p);
    CHECK(lp_profile_save(dir, p, &diag));
    lp_profile_init(p, "bob");
    CHECK(lp_profile_save(dir, p, &diag));
    lp_profile_init(p, "Cleo");
    CHECK(lp_profile_save(dir, p, &diag));
    temp_file_write(dir, "cleo2.save", "\x01\x02garbage, not a save\n");
    /* Dan: a good save, then a second one whose main copy gets cut short */
    lp_profile_init(p, "Dan Li");
    p->bots_solved = 1;
    CHECK(lp_profile_save(dir, p, &diag));
    p->bots_solved = 2;
    CHECK(lp_profile_save(dir, p, &diag));
    temp_file_write(dir, "dan_li.save", "LOOPLING-SAVE 1\nname=Dan Li\n");
    /* a removed pupil, a lock, a temporary file, a copy set aside, a misnamed file, other files */
    char sub[128];
    snprintf(sub, sizeof sub, "%s/removed", dir);
    CHECK(mkdir(sub, 0700) == 0);
    lp_profile_init(p, "Gone");
    CHECK(lp_profile_save(sub, p, &diag));
    temp_file_write(dir, "bob.save.lock", "");
    temp_file_write(dir, "bob.save.tmp-123-1", "half");
    temp_file_write(dir, "cleo.save.damaged-20260101-090000", "old");
    temp_file_write(dir, "settings.cfg", "LOOPLING-SETTINGS 1\n");
    temp_file_write(dir, "Zed Q.save", "LOOPLING-SAVE 1\n");
    LpClassReport r;
    CHECK(lp_class_report_load(dir, NULL, &r, &diag));
    CHECK_INT(r.pupil_count, 4);
    if (r.pupil_count == 4) {
        CHECK_STR(r.pupils[0].name, "Ada");
        CHECK_STR(r.pupils[1].name, "bob");
        CHECK_STR(r.pupils[2].name, "Cleo");
        CHECK_STR(r.pupils[3].name, "Dan Li");
        CHECK_STR(r.pupils[3].file, "dan_li.save");
    }
    const LpClassReportPupil *ada = find(&r, "Ada"), *dan = find(&r, "Dan Li");
    CHECK(ada && !ada->from_backup && ada->modes[LP_MODE_TOYCAR].lessons[0].tries == 3);
    CHECK(ada && ada->modes[LP_MODE_TOYCAR].puzzles_given_up == 1 && ada->backup_reason[0] == '\0');
    CHECK(dan && dan->from_backup);
    CHECK(dan && strstr(dan->backup_reason, "dan_li.save") != NULL);
    CHECK(dan && dan->modes[LP_MODE_BOTS].puzzles_solved == 1); /* the backup's progress */
    CHECK(find(&r, "Gone") == NULL);
    CHECK_INT(r.damaged_count, 2);
    if (r.damaged_count == 2) {
        CHECK_STR(r.damaged[0].file, "Zed Q.save");
        CHECK(strstr(r.damaged[0].reason, "zed_q.save") != NULL); /* the name to give it */
        CHECK_STR(r.damaged[1].file, "cleo2.save");
        CHECK(strstr(r.damaged[1].reason, "cleo2.save") != NULL);
        CHECK(strstr(r.damaged[1].reason, "backup") != NULL);
    }
    CHECK_INT(r.damaged_more, 0);
    lp_class_report_unload(&r);
    CHECK_INT(r.pupil_count, 0);
    CHECK(r.pupils == NULL);
    /* nothing on disk changed: the damaged files are where they were */
    struct stat st;
    char path[512];
    snprintf(path, sizeof path, "%s/cleo2.save", dir);
    CHECK(stat(path, &st) == 0);
    snprintf(path, sizeof path, "%s/dan_li.save", dir);
    CHECK(stat(path, &st) == 0 && st.st_size < 40);
    free(p);
    temp_dir_remove(dir);
}

/* A lone backup (its main copy gone) is a pupil; an empty folder is an empty class. */
static void test_lone_backup_and_empty(void)
{
    make_dir();
    LpClassReport r;
    LpDiag diag = {0};
    CHECK(lp_class_report_load(dir, NULL, &r, &diag));
    CHECK_INT(r.pupil_count + r.damaged_count, 0);
    lp_class_report_unload(&r);
    LpProfile *p = malloc(sizeof *p);
    lp_profile_init(p, "Fay");
    CHECK(lp_profile_save(dir, p, &diag));
    CHECK(lp_profile_save(dir, p, &diag));
    char path[512];
    snprintf(path, sizeof path, "%s/fay.save", dir);
    CHECK(unlink(path) == 0);
    CHECK(lp_class_report_load(dir, NULL, &r, &diag));
    CHECK_INT(r.pupil_count, 1);
    CHECK(r.pupil_count == 1 && r.pupils[0].from_backup && !strcmp(r.pupils[0].file, "fay.save"));
    lp_class_report_unload(&r);
    free(p);
    temp_dir_remove(dir);
}

static void test_bad_folder(void)
{
    LpClassReport r;
    LpDiag diag = {0};
    CHECK_INT(lp_class_report_load("/nonexistent/loopling-saves", NULL, &r, &diag), 0);
    CHECK(diag.message[0] != '\0');
    CHECK_STR(diag.file, "/nonexistent/loopling-saves");
    CHECK_INT(r.pupil_count, 0);
    make_dir();
    temp_file_write(dir, "x.save", "not a folder");
    char path[512];
    snprintf(path, sizeof path, "%s/x.save", dir);
    CHECK_INT(lp_class_report_load(path, NULL, &r, &diag), 0);
    CHECK(strstr(diag.message, "folder") != NULL);
    temp_dir_remove(dir);
}

/* The dungeon: dungeons finished from the save, made and shared ones told apart from the log. */
static void test_dungeon(void)
{
    LpProfile *p = malloc(sizeof *p);
    LpClassReportPupil *r = malloc(sizeof *r);
    lp_profile_init(p, "Gil");
    log_add(p, LP_MODE_DUNGEON, 1, -1, 6, 300, 2, 1, LP_CONCEPT_LOOPS | LP_CONCEPT_CONDITIONALS, 1);
    log_add(p, LP_MODE_DUNGEON, 1, -1, 3, 100, 0, 0, 0, 1);
    log_add(p, LP_MODE_DUNGEON, 2, -1, 4, 200, 1, 1, 0, 0);
    p->dungeon_done = 2;
    lp_class_report_pupil(p, NULL, r);
    const LpClassReportMode *d = &r->modes[LP_MODE_DUNGEON];
    CHECK_INT(d->finished, 2);
    CHECK_INT(d->level, 2);
    CHECK_INT(d->puzzles_solved, 1);
    CHECK_INT(d->puzzles_given_up, 1);
    CHECK_INT(d->other_solved, 1);
    CHECK_INT(d->hints, 3);
    CHECK_INT(d->tries, 13);
    CHECK_INT(d->time_s, 600);
    CHECK_INT(d->partial, 0);
    CHECK_INT(d->concepts, LP_CONCEPT_LOOPS | LP_CONCEPT_CONDITIONALS);
    CHECK_INT(d->history_count, 2);
    CHECK_INT(d->lessons_solved, 0);
    free(p);
    free(r);
}

TEST_MAIN(test_numbers_from_the_log, test_class_settings, test_older_save, test_folder,
          test_lone_backup_and_empty, test_bad_folder, test_dungeon)
