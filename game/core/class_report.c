/* class_report.c - a teacher's class report (class_report.h): each pupil's save in a folder summed
 * up per mode from its puzzle log, lesson masks, counts and player models; the saves that cannot be
 * read listed with why. Depends on libc, POSIX folders (dirent, stat), save.h, playermodel.h and
 * config.h; reads saves only through lp_profile_load, so nothing on disk changes. */
#include "class_report.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "i18n.h"

#define UNKNOWN LP_CLASS_REPORT_UNKNOWN

const char *lp_class_report_concept_name(unsigned bit)
{
    switch (bit) {
    case LP_CONCEPT_LOOPS: return "loops";
    case LP_CONCEPT_FUNCTIONS: return "functions";
    case LP_CONCEPT_CONDITIONALS: return "conditionals";
    default: return "";
    }
}

/* ---- one pupil ------------------------------------------------------------------------ */

/* What the log says about one mode. */
typedef struct LogSums {
    int entries;
    unsigned lessons_solved; /* lessons with a solved entry */
    int made_solved, made_gave_up, other_solved, other_gave_up;
    int hints, tries, time_s;
    unsigned concepts;
} LogSums;

static int add_capped(int a, int b)
{
    long long s = (long long)a + (b > 0 ? b : 0);
    return s > 1000000000 ? 1000000000 : (int)s;
}

static void sum_log(const LpProfile *p, LpMode mode, LogSums *s, LpClassReportMode *m)
{
    memset(s, 0, sizeof *s);
    int count = p->log_count < 0 ? 0 : p->log_count > LP_LOG_MAX ? LP_LOG_MAX : p->log_count;
    for (int i = 0; i < count; i++) {
        const LpLogEntry *e = &p->log[i];
        if (e->mode != (int)mode) continue;
        s->entries++;
        s->hints = add_capped(s->hints, e->hints);
        s->tries = add_capped(s->tries, e->tries);
        s->time_s = add_capped(s->time_s, e->seconds);
        if (e->solved)
            s->concepts |= e->concepts & (LP_CONCEPT_LOOPS | LP_CONCEPT_FUNCTIONS | LP_CONCEPT_CONDITIONALS);
        if (e->kind == 0 && e->lesson >= 0 && e->lesson < LP_TUTORIAL_MAX) {
            LpClassReportLesson *l = &m->lessons[e->lesson];
            int before = (s->lessons_solved >> e->lesson) & 1u;
            l->logged++;
            if (!before) { /* up to and with its first solve */
                l->tries = add_capped(l->tries, e->tries);
                l->time_s = add_capped(l->time_s, e->seconds);
                l->hints = add_capped(l->hints, e->hints);
            }
            if (e->solved) s->lessons_solved |= 1u << e->lesson;
            if (e->lesson + 1 > m->lesson_count) m->lesson_count = e->lesson + 1;
        } else if (e->kind == 1) {
            if (e->solved)
                s->made_solved++;
            else
                s->made_gave_up++;
            if (m->history_count < LP_CLASS_REPORT_HISTORY)
                m->history[m->history_count++] =
                    (LpClassReportPoint){.level = e->level, .loops = -1, .solved = e->solved != 0};
        } else if (e->kind != 0) {
            if (e->solved)
                s->other_solved++;
            else
                s->other_gave_up++;
        }
    }
}

static unsigned lessons_mask(const LpProfile *p, LpMode mode)
{
    switch (mode) {
    case LP_MODE_TOYCAR: return p->toycar_lessons_solved;
    case LP_MODE_BOTS: return p->bots_lessons_solved;
    case LP_MODE_MAYS: return p->mays_lessons_solved;
    default: return 0;
    }
}

static int made_solved_count(const LpProfile *p, LpMode mode)
{
    switch (mode) {
    case LP_MODE_TOYCAR: return p->toycar_solved;
    case LP_MODE_BOTS: return p->bots_solved;
    case LP_MODE_MAYS: return p->mays_solved;
    default: return 0;
    }
}

/* The lessons: solved from the save's mask; tries, time and hints unknown where the log has none. */
static void fill_lessons(LpClassReportMode *m, unsigned mask)
{
    int solved = 0;
    for (int i = 0; i < LP_TUTORIAL_MAX; i++) {
        LpClassReportLesson *l = &m->lessons[i];
        l->solved = (mask >> i) & 1u;
        solved += l->solved;
        if (l->solved && i + 1 > m->lesson_count) m->lesson_count = i + 1;
        if (!l->logged) l->tries = l->time_s = l->hints = UNKNOWN;
    }
    m->lessons_solved = solved;
}

/* The level now and its range, under the class's settings (progress.c's model_level). */
static void fill_level(const LpProfile *p, const LpConfig *c, LpMode mode, LpClassReportMode *m)
{
    switch (mode) {
    case LP_MODE_TOYCAR: {
        LpTcParams tp;
        lp_config_toycar(c, &tp.start_length, &tp.start_loops, &tp.length_step, NULL, NULL);
        lp_tcmodel_targets_p(&p->toycar_model, &tp, &m->level, &m->level_loops);
        m->level_min = LP_PM_MIN_LENGTH;
        m->level_max = LP_PM_MAX_LENGTH;
        break;
    }
    case LP_MODE_BOTS: {
        LpBmParams bp;
        lp_config_bots(c, &bp.start_size, &bp.min_size, &bp.max_size);
        m->level = lp_bmodel_size_p(&p->bots_model, &bp);
        m->level_min = bp.min_size;
        m->level_max = bp.max_size;
        break;
    }
    case LP_MODE_MAYS:
        m->level = lp_mmodel_index_p(&p->mays_model, lp_config_mays_start_step(c)) + 1;
        m->level_min = 1;
        m->level_max = lp_mmodel_steps();
        break;
    default:
        m->finished = p->dungeon_done > 0 ? p->dungeon_done : 0;
        m->level = m->finished;
        m->level_min = 0;
        m->level_max = m->finished > 1 ? m->finished : 1;
        break;
    }
}

/* A save from before the log: the toy car's and the robot's models keep each made puzzle's level. */
static void history_from_model(const LpProfile *p, LpMode mode, LpClassReportMode *m)
{
    m->history_count = 0;
    if (mode == LP_MODE_TOYCAR) {
        const LpToycarModel *tm = &p->toycar_model;
        for (int i = 0; i < tm->history_count && i < LP_PM_HISTORY; i++)
            m->history[m->history_count++] = (LpClassReportPoint){.level = tm->history[i].target_length,
                                                                  .loops = tm->history[i].target_loops,
                                                                  .solved = tm->history[i].solved != 0};
    } else if (mode == LP_MODE_BOTS) {
        const LpBotsModel *bm = &p->bots_model;
        for (int i = 0; i < bm->history_count && i < LP_PM_HISTORY; i++)
            m->history[m->history_count++] = (LpClassReportPoint){
                .level = bm->history[i].size, .loops = -1, .solved = bm->history[i].solved != 0};
    }
    m->history_from_model = m->history_count > 0;
}

/* Given-up puzzles when the log does not hold them all: what the player model can tell. */
static int given_up_from_model(const LpProfile *p, LpMode mode)
{
    int solved = 0, gave_up = 0, n = 0;
    if (mode == LP_MODE_TOYCAR) {
        n = p->toycar_model.history_count;
        for (int i = 0; i < n && i < LP_PM_HISTORY; i++)
            p->toycar_model.history[i].solved ? solved++ : gave_up++;
    } else if (mode == LP_MODE_BOTS) {
        n = p->bots_model.history_count;
        for (int i = 0; i < n && i < LP_PM_HISTORY; i++)
            p->bots_model.history[i].solved ? solved++ : gave_up++;
    } else if (mode == LP_MODE_MAYS) {
        /* every room finished moves the model once, solved or given up */
        int rooms = p->mays_model.rooms - p->mays_solved;
        return p->mays_model.rooms >= p->mays_solved && p->mays_solved >= 0 ? rooms : UNKNOWN;
    } else {
        return UNKNOWN;
    }
    /* the history is whole only while it has every solve the save counts */
    return solved == made_solved_count(p, mode) ? gave_up : UNKNOWN;
}

static void summarize_mode(const LpProfile *p, const LpConfig *c, LpMode mode, LpClassReportMode *m)
{
    memset(m, 0, sizeof *m);
    LogSums s;
    sum_log(p, mode, &s, m);
    unsigned mask = lessons_mask(p, mode);
    fill_lessons(m, mask);
    fill_level(p, c, mode, m);
    m->other_solved = s.other_solved;
    m->other_given_up = s.other_gave_up;
    m->concepts = s.concepts;
    int made_complete;
    if (mode == LP_MODE_DUNGEON) {
        /* the save counts every dungeon finished, made for the pupil or shared */
        int unlogged = m->finished - s.made_solved - s.other_solved;
        made_complete = unlogged <= 0;
        m->puzzles_solved = s.made_solved + (unlogged > 0 ? unlogged : 0);
    } else {
        int counted = made_solved_count(p, mode);
        made_complete = counted <= s.made_solved;
        m->puzzles_solved = counted > s.made_solved ? counted : s.made_solved;
    }
    m->partial = !made_complete || (mask & ~s.lessons_solved) != 0;
    m->puzzles_given_up = made_complete ? s.made_gave_up : given_up_from_model(p, mode);
    if (m->partial && s.entries == 0) {
        m->hints = m->tries = m->time_s = UNKNOWN;
    } else {
        m->hints = s.hints;
        m->tries = s.tries;
        m->time_s = s.time_s;
    }
    if (m->history_count == 0) history_from_model(p, mode, m);
}

void lp_class_report_pupil(const LpProfile *profile, const LpConfig *config, LpClassReportPupil *out)
{
    LpConfig defaults;
    if (!config) {
        lp_config_defaults(&defaults);
        config = &defaults;
    }
    memset(out, 0, sizeof *out);
    snprintf(out->name, sizeof out->name, "%s", profile->name);
    out->logged = profile->log_count < 0            ? 0
                  : profile->log_count > LP_LOG_MAX ? LP_LOG_MAX
                                                    : profile->log_count;
    for (int mode = 0; mode < LP_MODE_COUNT; mode++)
        summarize_mode(profile, config, (LpMode)mode, &out->modes[mode]);
}

/* ---- the folder ----------------------------------------------------------------------- */

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n > k && strcmp(s + n - k, suffix) == 0;
}

/* Names sorted as lp_profile_list sorts them: case aside, then byte order. */
static int compare_pupils(const void *a, const void *b)
{
    const LpClassReportPupil *x = a, *y = b;
    int c = lp_profile_name_compare(x->name, y->name);
    return c ? c : strcmp(x->file, y->file);
}

static int compare_damaged(const void *a, const void *b)
{
    return strcmp(((const LpClassReportDamaged *)a)->file, ((const LpClassReportDamaged *)b)->file);
}

static void add_damaged(LpClassReport *r, const char *file, const char *reason)
{
    if (r->damaged_count == LP_CLASS_REPORT_DAMAGED) {
        r->damaged_more++;
        return;
    }
    LpClassReportDamaged *d = &r->damaged[r->damaged_count++];
    snprintf(d->file, sizeof d->file, "%s", file);
    snprintf(d->reason, sizeof d->reason, "%s", reason);
    lp_text_clean(d->file);
    lp_utf8_trim(d->reason);
}

static LpClassReportPupil *new_pupil(LpClassReport *r, int *capacity)
{
    if (r->pupil_count == *capacity) {
        int cap = *capacity ? *capacity * 2 : 16;
        void *grown = realloc(r->pupils, sizeof r->pupils[0] * (size_t)cap);
        if (!grown) return NULL;
        r->pupils = grown;
        *capacity = cap;
    }
    return &r->pupils[r->pupil_count++];
}

/* One save file (main_file "ada.save"): a pupil, or a damaged save. 0 when memory ran out. */
static int read_save(const char *dir, const char *main_file, const LpConfig *config, LpClassReport *r,
                     int *capacity)
{
    char stem[256];
    snprintf(stem, sizeof stem, "%.*s", (int)(strlen(main_file) - 5), main_file);
    char expected[LP_NAME_MAX + 16] = "";
    if (lp_profile_name_ok(stem)) lp_profile_file_name(stem, expected, sizeof expected);
    if (strcmp(expected, main_file) != 0) {
        char why[768];
        if (expected[0])
            /* TRANSLATORS: a save file in the folder has a name Loopling never gives one; %s is the name it
             * would have ("cleo_2.save") */
            snprintf(why, sizeof why, _("Loopling does not read a save under this name: rename it %s"),
                     expected);
        else
            snprintf(why, sizeof why, "%s",
                     _("Loopling does not read a save under this name: it is not a pupil's name"));
        add_damaged(r, main_file, why);
        return 1;
    }
    LpProfile *p = malloc(sizeof *p);
    if (!p) return 0;
    LpDiag diag = {0};
    LpLoadResult res = lp_profile_load(dir, stem, p, &diag);
    char why[768];
    lp_diag_format(&diag, why, sizeof why);
    if (res == LP_LOAD_FAILED) add_damaged(r, main_file, why);
    if (res == LP_LOAD_OK || res == LP_LOAD_FROM_BACKUP) {
        LpClassReportPupil *pupil = new_pupil(r, capacity);
        if (!pupil) {
            free(p);
            return 0;
        }
        lp_class_report_pupil(p, config, pupil);
        snprintf(pupil->file, sizeof pupil->file, "%s", main_file);
        pupil->from_backup = res == LP_LOAD_FROM_BACKUP;
        if (pupil->from_backup) {
            snprintf(pupil->backup_reason, sizeof pupil->backup_reason, "%s", why);
            lp_utf8_trim(pupil->backup_reason);
        }
    }
    free(p);
    return 1;
}

int lp_class_report_load(const char *dir, const LpConfig *config, LpClassReport *out, LpDiag *diag)
{
    memset(out, 0, sizeof *out);
    struct stat st;
    if (!dir || !*dir || stat(dir, &st) != 0)
        return lp_diag_set(diag, dir ? dir : "", 0, "%s", _("there is no such folder"));
    if (!S_ISDIR(st.st_mode)) return lp_diag_set(diag, dir, 0, "%s", _("this is not a folder"));
    DIR *d = opendir(dir);
    if (!d) return lp_diag_set(diag, dir, 0, "%s", _("the folder cannot be read"));
    int capacity = 0, ok = 1;
    struct dirent *e;
    while (ok && (e = readdir(d)) != NULL) {
        /* "x.save", or a lone "x.save.bak" (its main copy gone: lp_profile_load reads the backup) */
        char main_file[256], path[4200];
        if (ends_with(e->d_name, ".save")) {
            snprintf(main_file, sizeof main_file, "%s", e->d_name);
        } else if (ends_with(e->d_name, ".save.bak")) {
            snprintf(main_file, sizeof main_file, "%.*s", (int)(strlen(e->d_name) - 4), e->d_name);
            snprintf(path, sizeof path, "%s/%s", dir, main_file);
            if (lstat(path, &st) == 0) continue; /* read through the main file */
        } else {
            continue;
        }
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) continue; /* removed/ and other folders */
        ok = read_save(dir, main_file, config, out, &capacity);
    }
    closedir(d);
    if (!ok) {
        lp_class_report_unload(out);
        return lp_diag_set(diag, dir, 0, "%s", _("out of memory"));
    }
    if (out->pupil_count > 1)
        qsort(out->pupils, (size_t)out->pupil_count, sizeof out->pupils[0], compare_pupils);
    if (out->damaged_count > 1)
        qsort(out->damaged, (size_t)out->damaged_count, sizeof out->damaged[0], compare_damaged);
    return 1;
}

void lp_class_report_unload(LpClassReport *report)
{
    free(report->pupils);
    memset(report, 0, sizeof *report);
}
