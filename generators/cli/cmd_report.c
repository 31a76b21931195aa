/* cmd_report.c - loopling-gen report SAVES_DIR [--html FILE] [--csv FILE] [--json] [--config FILE.lua]:
 * a teacher's class report from a folder of pupils' saves (core/class_report.h sums them up). JSON on
 * stdout; a plain-text table on stderr; a one-page HTML report (inline CSS and SVG charts, nothing
 * fetched, all text escaped, prints well) and a CSV of one row per pupil and mode (RFC 4180). Every
 * word a teacher reads is translated; JSON keys and values stay English. Exit 2 on bad input.
 * The HTML page is report_html.c's; the words both use are here (report.h). */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/report.h"
#include "core/class_report.h"
#include "core/config.h"
#include "core/i18n.h"
#include "core/mode.h"


const unsigned report_concept_bits[3] = {LP_CONCEPT_LOOPS, LP_CONCEPT_FUNCTIONS, LP_CONCEPT_CONDITIONALS};
/* TRANSLATORS: the programming ideas a pupil met (loops, functions, if/else) in the class report */
const char *const report_concept_words[3] = {N_("Loops"), N_("Functions"), N_("Conditionals")};
/* TRANSLATORS: what May's Journey's rooms ask for at a step of its ladder (for, if, while stay English) */
static const char *const construct_words[4] = {N_("commands only"), N_("for loops"), N_("if statements"),
                                               N_("while loops")};

/* How many lessons a mode has: the class's list, else the level files in levels/<mode>/. */
static int lesson_total(const LpConfig *c, LpMode mode)
{
    if (mode == LP_MODE_DUNGEON) return 0;
    if (lp_config_levels(c, mode)->count) return lp_config_levels(c, mode)->count;
    char rel[64];
    snprintf(rel, sizeof rel, "levels/%s", lp_mode_name(mode));
    DIR *d = opendir(cli_data_path(rel));
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d)) != NULL;) {
        size_t k = strlen(e->d_name);
        n += k > 6 && !strcmp(e->d_name + k - 6, ".level");
    }
    if (d) closedir(d);
    return n;
}

/* "45 s", "3 min 5 s", "1 h 20 min"; "?" when unknown. */
const char *report_duration(int s, char *out, size_t size)
{
    /* TRANSLATORS: durations in the class report: seconds; minutes and seconds; hours and minutes */
    if (s < 0)
        snprintf(out, size, "?");
    else if (s < 60)
        snprintf(out, size, _("%d s"), s);
    else if (s < 3600)
        snprintf(out, size, _("%d min %d s"), s / 60, s % 60);
    else
        snprintf(out, size, _("%d h %d min"), s / 3600, s / 60 % 60);
    return out;
}

const char *report_number(int n, char *out, size_t size)
{
    if (n < 0)
        snprintf(out, size, "?");
    else
        snprintf(out, size, "%d", n);
    return out;
}

/* The model's level now in words: "length 7, 1 loop", "size 5", "step 4 of 10: for loops", "2 finished". */
const char *report_level_words(LpMode mode, Mode *m, char *out, size_t size)
{
    char loops[64];
    switch (mode) {
    case LP_MODE_TOYCAR:
        /* TRANSLATORS: the toy car's player model: the loops its next puzzle asks for */
        snprintf(loops, sizeof loops, lp_trn("%d loop", "%d loops", m->level_loops), m->level_loops);
        /* TRANSLATORS: the toy car's level: %d the moves of its next puzzle, %s "1 loop" */
        snprintf(out, size, _("length %d, %s"), m->level, loops);
        break;
    /* TRANSLATORS: the robot's level: the size of its next puzzle */
    case LP_MODE_BOTS: snprintf(out, size, _("size %d"), m->level); break;
    case LP_MODE_MAYS: {
        LpMaysModel model = {.step = m->level - 1, .rooms = 1}; /* a model at that step */
        /* TRANSLATORS: May's Journey's level: its step on the ladder of rooms, then what the rooms ask for */
        snprintf(out, size, _("step %d of %d: %s"), m->level, m->level_max,
                 _(construct_words[lp_mmodel_step(&model).construct]));
        break;
    }
    default:
        snprintf(out, size, lp_trn("%d dungeon finished", "%d dungeons finished", m->finished), m->finished);
    }
    return out;
}

/* ---- JSON ----------------------------------------------------------------------------- */

static void json_int(LpBuf *o, const char *key, int v)
{
    if (v < 0)
        lp_buf_printf(o, ",\"%s\":null", key);
    else
        lp_buf_printf(o, ",\"%s\":%d", key, v);
}

static void json_mode(LpBuf *o, LpMode mode, Mode *m, int total)
{
    lp_buf_printf(o, ",\"%s\":{\"lessons_solved\":%d,\"lessons_total\":%d,\"lessons\":[", lp_mode_name(mode),
                  m->lessons_solved, total);
    for (int i = 0, first = 1; i < m->lesson_count; i++) {
        const LpClassReportLesson *l = &m->lessons[i];
        if (!l->solved && !l->logged) continue;
        lp_buf_printf(o, "%s{\"lesson\":%d,\"solved\":%s", first ? "" : ",", i + 1,
                      l->solved ? "true" : "false");
        json_int(o, "tries", l->tries);
        json_int(o, "time_s", l->time_s);
        json_int(o, "hints", l->hints);
        lp_buf_puts(o, "}");
        first = 0;
    }
    lp_buf_printf(o, "],\"puzzles_solved\":%d", m->puzzles_solved);
    json_int(o, "puzzles_given_up", m->puzzles_given_up);
    lp_buf_printf(o, ",\"other_solved\":%d,\"other_given_up\":%d", m->other_solved, m->other_given_up);
    json_int(o, "hints", m->hints);
    json_int(o, "tries", m->tries);
    json_int(o, "time_s", m->time_s);
    lp_buf_printf(o, ",\"partial\":%s,\"concepts\":[", m->partial ? "true" : "false");
    for (int b = 0, first = 1; b < 3; b++)
        if (m->concepts & report_concept_bits[b]) {
            lp_buf_printf(o, "%s\"%s\"", first ? "" : ",", lp_class_report_concept_name(report_concept_bits[b]));
            first = 0;
        }
    lp_buf_printf(o, "],\"level\":%d", m->level);
    if (mode == LP_MODE_TOYCAR) lp_buf_printf(o, ",\"loops\":%d", m->level_loops);
    lp_buf_printf(o, ",\"level_min\":%d,\"level_max\":%d,\"history\":[", m->level_min, m->level_max);
    for (int i = 0; i < m->history_count; i++)
        lp_buf_printf(o, "%s%d", i ? "," : "", m->history[i].level);
    lp_buf_puts(o, "],\"history_solved\":[");
    for (int i = 0; i < m->history_count; i++)
        lp_buf_printf(o, "%s%s", i ? "," : "", m->history[i].solved ? "true" : "false");
    lp_buf_printf(o, "],\"history_source\":\"%s\"", m->history_from_model ? "model" : "log");
    if (mode == LP_MODE_DUNGEON) lp_buf_printf(o, ",\"finished\":%d", m->finished);
    lp_buf_puts(o, "}");
}

static void print_json(const char *dir, const LpClassReport *r, const int totals[LP_MODE_COUNT])
{
    LpBuf o;
    lp_buf_init(&o);
    lp_buf_puts(&o, "{\"folder\":");
    lp_buf_json_string(&o, dir);
    lp_buf_puts(&o, ",\"pupils\":[");
    for (int i = 0; i < r->pupil_count; i++) {
        const LpClassReportPupil *p = &r->pupils[i];
        lp_buf_puts(&o, i ? ",{\"name\":" : "{\"name\":");
        lp_buf_json_string(&o, p->name);
        lp_buf_puts(&o, ",\"file\":");
        lp_buf_json_string(&o, p->file);
        lp_buf_printf(&o, ",\"from_backup\":%s,\"backup_reason\":", p->from_backup ? "true" : "false");
        if (p->from_backup)
            lp_buf_json_string(&o, p->backup_reason);
        else
            lp_buf_puts(&o, "null");
        lp_buf_printf(&o, ",\"logged\":%d", p->logged);
        for (int m = 0; m < LP_MODE_COUNT; m++)
            json_mode(&o, (LpMode)m, &p->modes[m], totals[m]);
        lp_buf_puts(&o, "}");
    }
    lp_buf_puts(&o, "],\"damaged\":[");
    for (int i = 0; i < r->damaged_count; i++) {
        lp_buf_puts(&o, i ? ",{\"file\":" : "{\"file\":");
        lp_buf_json_string(&o, r->damaged[i].file);
        lp_buf_puts(&o, ",\"reason\":");
        lp_buf_json_string(&o, r->damaged[i].reason);
        lp_buf_puts(&o, "}");
    }
    lp_buf_printf(&o, "],\"damaged_more\":%d}\n", r->damaged_more);
    fputs(o.data, stdout);
    lp_buf_free(&o);
}

/* ---- plain text (stderr) -------------------------------------------------------------- */

/* Characters of a UTF-8 text (as a terminal shows them: "ä" is one). */
static int chars(const char *text)
{
    int n = 0;
    for (const unsigned char *c = (const unsigned char *)text; *c; c++)
        n += (*c & 0xC0) != 0x80;
    return n;
}

/* One row of the terminal's table: a pupil's mode. */
static void text_row(const LpClassReportPupil *p, int m, int total, char cell[9][160])
{
    Mode *s = &p->modes[m];
    snprintf(cell[0], 160, "%s%s", m ? "" : p->name, m == 1 && p->from_backup ? _("(backup)") : "");
    snprintf(cell[1], 160, "%s", _(lp_mode_title((LpMode)m)));
    if (m == LP_MODE_DUNGEON)
        snprintf(cell[2], 160, "-");
    else
        snprintf(cell[2], 160, "%d/%d", s->lessons_solved, total);
    report_number(s->puzzles_solved, cell[3], 160);
    report_number(s->puzzles_given_up, cell[4], 160);
    report_number(s->hints, cell[5], 160);
    report_number(s->tries, cell[6], 160);
    report_duration(s->time_s, cell[7], 160);
    report_level_words((LpMode)m, s, cell[8], 160);
    if (s->partial && s->hints >= 0) strcat(cell[5], " *");
}

static void print_text(const char *dir, const LpClassReport *r, const int totals[LP_MODE_COUNT])
{
    LpBuf o;
    lp_buf_init(&o);
    /* TRANSLATORS: the class report's first line: %s the saves folder, then "3 pupils" */
    lp_buf_printf(&o, _("Class report for %s: "), dir);
    lp_buf_printf(&o, lp_trn("%d pupil", "%d pupils", r->pupil_count), r->pupil_count);
    lp_buf_puts(&o, "\n\n");
    /* TRANSLATORS: the class report's table columns on the terminal (short) */
    const char *heads[] = {_("Pupil"), _("Mode"),  _("Lessons"), _("Solved"),   _("Given up"),
                           _("Hints"), _("Tries"), _("Time"),    _("Level now")};
    char cell[9][160];
    int widths[9], any_partial = 0;
    for (int c = 0; c < 9; c++)
        widths[c] = chars(heads[c]);
    for (int i = 0; i < r->pupil_count; i++)
        for (int m = 0; m < LP_MODE_COUNT; m++) {
            text_row(&r->pupils[i], m, totals[m], cell);
            for (int c = 0; c < 9; c++)
                widths[c] = chars(cell[c]) > widths[c] ? chars(cell[c]) : widths[c];
            any_partial |= r->pupils[i].modes[m].partial;
        }
    for (int i = -1; i < r->pupil_count; i++) {
        if (i > 0) lp_buf_puts(&o, "\n");
        for (int m = 0; m < (i < 0 ? 1 : LP_MODE_COUNT); m++) {
            if (i >= 0) text_row(&r->pupils[i], m, totals[m], cell);
            for (int c = 0; c < 9; c++) {
                const char *text = i < 0 ? heads[c] : cell[c];
                lp_buf_puts(&o, text);
                for (int n = chars(text); c < 8 && n <= widths[c]; n++)
                    lp_buf_puts(&o, " ");
            }
            lp_buf_puts(&o, "\n");
        }
    }
    if (any_partial)
        lp_buf_printf(&o, "\n%s\n",
                      _("?: not known, the save is older than the puzzle record · *: counts only the puzzles "
                        "the older save has a record of"));
    for (int i = 0; i < r->pupil_count; i++)
        if (r->pupils[i].from_backup)
            /* TRANSLATORS: %1$s a pupil's name, %2$s what is wrong with their save file */
            lp_buf_printf(&o, _("\n%s: read from the backup copy, because the save is damaged: %s\n"),
                          r->pupils[i].name, r->pupils[i].backup_reason);
    if (r->damaged_count)
        lp_buf_printf(&o, "\n%s\n", _("Saves that could not be read (the other pupils are listed):"));
    for (int i = 0; i < r->damaged_count; i++)
        lp_buf_printf(&o, "  %s: %s\n", r->damaged[i].file, r->damaged[i].reason);
    if (r->damaged_more)
        lp_buf_printf(&o, lp_trn("  and %d more\n", "  and %d more\n", r->damaged_more), r->damaged_more);
    fputs(o.data ? o.data : "", stderr);
    lp_buf_free(&o);
}

/* ---- CSV (RFC 4180: commas, "quotes" doubled, CRLF) ------------------------------------ */

static void csv_text(LpBuf *o, const char *text, int first)
{
    if (!first) lp_buf_puts(o, ",");
    /* a spreadsheet reads a cell that starts with = + - @ as a formula: a quote mark keeps it text */
    int formula = strchr("=+-@", text[0]) != NULL && text[0];
    if (!formula && !strpbrk(text, ",\"\r\n")) {
        lp_buf_puts(o, text);
        return;
    }
    lp_buf_puts(o, formula ? "\"'" : "\"");
    for (const char *c = text; *c; c++)
        lp_buf_append(o, *c == '"' ? "\"\"" : c, *c == '"' ? 2 : 1);
    lp_buf_puts(o, "\"");
}

static void csv_int(LpBuf *o, int v)
{
    if (v >= 0)
        lp_buf_printf(o, ",%d", v);
    else
        lp_buf_puts(o, ","); /* unknown: an empty cell */
}

static int write_csv(const char *path, const LpClassReport *r, const int totals[LP_MODE_COUNT])
{
    LpBuf o;
    lp_buf_init(&o);
    lp_buf_puts(&o, "\xEF\xBB\xBF"); /* UTF-8's mark: spreadsheets then read names such as "Jürgen" right */
    /* TRANSLATORS: the class report's CSV columns (a spreadsheet's header row) */
    const char *heads[] = {_("Pupil"),
                           _("Mode"),
                           _("Read from the backup"),
                           _("Lessons solved"),
                           _("Lessons"),
                           _("Lesson tries"),
                           _("Lesson time (s)"),
                           _("Puzzles solved"),
                           _("Puzzles given up"),
                           _("Other puzzles solved"),
                           _("Other puzzles given up"),
                           _("Hints"),
                           _("Tries"),
                           _("Time (s)"),
                           _("Level now"),
                           _("Loops now"),
                           _("Concepts met"),
                           _("Level history"),
                           _("Dungeons finished"),
                           _("Older save (some numbers missing)")};
    for (int c = 0; c < (int)(sizeof heads / sizeof heads[0]); c++)
        csv_text(&o, heads[c], c == 0);
    lp_buf_puts(&o, "\r\n");
    for (int i = 0; i < r->pupil_count; i++) {
        const LpClassReportPupil *p = &r->pupils[i];
        for (int m = 0; m < LP_MODE_COUNT; m++) {
            Mode *s = &p->modes[m];
            csv_text(&o, p->name, 1);
            csv_text(&o, _(lp_mode_title((LpMode)m)), 0);
            csv_text(&o, p->from_backup ? _("yes") : "", 0);
            int lesson_tries = 0, lesson_time = 0;
            for (int l = 0; l < s->lesson_count; l++)
                if (s->lessons[l].logged) {
                    lesson_tries += s->lessons[l].tries;
                    lesson_time += s->lessons[l].time_s;
                }
            int dungeon = m == LP_MODE_DUNGEON;
            csv_int(&o, dungeon ? UNKNOWN : s->lessons_solved);
            csv_int(&o, dungeon ? UNKNOWN : totals[m]);
            csv_int(&o, dungeon ? UNKNOWN : lesson_tries);
            csv_int(&o, dungeon ? UNKNOWN : lesson_time);
            csv_int(&o, s->puzzles_solved);
            csv_int(&o, s->puzzles_given_up);
            csv_int(&o, s->other_solved);
            csv_int(&o, s->other_given_up);
            csv_int(&o, s->hints);
            csv_int(&o, s->tries);
            csv_int(&o, s->time_s);
            csv_int(&o, s->level);
            csv_int(&o, m == LP_MODE_TOYCAR ? s->level_loops : UNKNOWN);
            LpBuf list;
            lp_buf_init(&list);
            for (int b = 0; b < 3; b++)
                if (s->concepts & report_concept_bits[b])
                    lp_buf_printf(&list, "%s%s", list.count ? " " : "", _(report_concept_words[b]));
            csv_text(&o, list.data ? list.data : "", 0);
            lp_buf_clear(&list);
            for (int h = 0; h < s->history_count; h++)
                lp_buf_printf(&list, "%s%d", h ? " " : "", s->history[h].level);
            csv_text(&o, list.data ? list.data : "", 0);
            lp_buf_free(&list);
            csv_int(&o, dungeon ? s->finished : UNKNOWN);
            csv_text(&o, s->partial ? _("yes") : "", 0);
            lp_buf_puts(&o, "\r\n");
        }
    }
    int ok = !o.failed && cli_write_text_file(path, &o);
    lp_buf_free(&o);
    return ok;
}

/* ---- the command ---------------------------------------------------------------------- */

int cli_report(int argc, char **argv)
{
    int json = 0;
    const char *dir = NULL, *html = NULL, *csv = NULL, *config_path = NULL;
    Flag flags[] = {{"--json", 0, 0, NULL, &json, NULL},
                    {"--html", 0, 0, NULL, NULL, &html},
                    {"--csv", 0, 0, NULL, NULL, &csv},
                    {"--config", 0, 0, NULL, NULL, &config_path}};
    int rc = cli_parse_flags(argc, argv, flags, (int)(sizeof flags / sizeof flags[0]), &dir);
    if (rc) return rc;
    if (!dir) return cli_bad_input("%s", _("report needs a SAVES_DIR (the folder of the pupils' saves)"));
    LpConfig config;
    lp_config_defaults(&config);
    LpDiag diag = {0};
    if (config_path && !lp_config_load(config_path, NULL, &config, &diag)) {
        cli_print_diag(&diag);
        return 2;
    }
    LpClassReport r;
    if (!lp_class_report_load(dir, &config, &r, &diag)) {
        cli_print_diag(&diag);
        return 2;
    }
    int totals[LP_MODE_COUNT];
    for (int m = 0; m < LP_MODE_COUNT; m++)
        totals[m] = lesson_total(&config, (LpMode)m);
    char shown[4096], cwd[2048]; /* the folder's whole path, safe to print and show */
    int relative = dir[0] != '/' && getcwd(cwd, sizeof cwd);
    snprintf(shown, sizeof shown, "%s%s%s", relative ? cwd : "", relative ? "/" : "",
             relative && !strcmp(dir, ".") ? "" : dir);
    lp_text_clean(lp_utf8_trim(shown));
    int ok = 1;
    if (json)
        print_json(dir, &r, totals);
    else
        print_text(shown, &r, totals);
    if (html && (ok = report_write_html(html, shown, &r, totals)))
        /* TRANSLATORS: %s is a file the class report was written to */
        cli_say(_("wrote %s"), html);
    if (csv && ok && (ok = write_csv(csv, &r, totals))) cli_say(_("wrote %s"), csv);
    if (json) {
        /* TRANSLATORS: loopling-gen report's last line with --json: pupils listed, saves that could not be
         * read */
        cli_say(_("pupils: %d, damaged saves: %d"), r.pupil_count, r.damaged_count + r.damaged_more);
    }
    lp_class_report_unload(&r);
    return ok ? 0 : 2;
}
