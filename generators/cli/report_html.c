/* report_html.c - loopling-gen report's HTML page (report.h): one self-contained page (inline CSS
 * and SVG charts, nothing fetched, every text escaped) a teacher reads at a glance and can print. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "cli/cli.h"
#include "cli/report.h"
#include "core/i18n.h"
#include "core/mode.h"

/* ---- HTML: one page, nothing fetched ---------------------------------------------------- */

/* Okabe-Ito colours (safe for colour-blind readers); solved is filled, given up hollow, so a
 * black-and-white print tells them apart too. */
static const char *const page_style =
    ":root{--solved:#0072B2;--gaveup:#D55E00;--now:#009E73;--ink:#1b1b1b;--muted:#595959;--line:#bdbdbd;"
    "--soft:#f2f5f8}\n*{box-sizing:border-box}\n"
    "body{font:18px/1.45 'DejaVu Sans',Verdana,Arial,sans-serif;color:var(--ink);background:#fff;margin:0 "
    "auto;"
    "max-width:1260px;padding:24px 28px}\n"
    "h1{font-size:34px;margin:0}h2{font-size:25px;margin:30px 0 10px}h3{font-size:24px;margin:0 0 8px}"
    "h4{font-size:19px;margin:0 0 6px}\n.sub{color:var(--muted);margin:4px 0 0}\n"
    ".legend{display:flex;flex-wrap:wrap;gap:8px 22px;align-items:center;margin:14px 0 0;color:var(--muted)}"
    ".legend svg{vertical-align:middle;margin-right:6px}\n"
    "table{border-collapse:collapse;width:100%}th,td{border:1px solid var(--line);padding:6px "
    "5px;text-align:center}"
    "thead th{background:var(--soft);font-size:15px}th.mode{font-size:18px;border-bottom:3px solid "
    "var(--solved)}"
    "tbody th{text-align:left}tbody tr:nth-child(even){background:#fafafa}td.none{color:var(--muted)}"
    "td.first{border-left:3px solid var(--line)}a{color:var(--solved)}\n"
    ".damaged{border:3px solid var(--gaveup);background:#fff3ea;border-radius:10px;padding:12px "
    "20px;margin:22px 0}"
    ".damaged h2{margin:0 0 6px;color:#a33f00}.damaged li{margin:4px "
    "0}.file{font-family:monospace;font-weight:bold}\n"
    ".pupil{border:1px solid var(--line);border-radius:12px;padding:14px 18px;margin:18px "
    "0;break-inside:avoid}"
    ".note{background:#fff3ea;border-left:5px solid var(--gaveup);padding:6px 12px;margin:6px 0 10px}\n"
    ".modes{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:14px;align-items:start}"
    ".mode{background:var(--soft);border-radius:10px;padding:10px 12px}.mode p{margin:4px 0}.mode "
    "svg{display:block;margin:4px 0}"
    ".small{font-size:15px;color:var(--muted)}.mode table{font-size:15px;margin:4px "
    "0}.lessons{background:#fff}"
    ".mode td,.mode th{padding:1px "
    "3px;white-space:nowrap}.lessons{font-size:13px!important}.facts{width:100%;margin:8px 0}.facts "
    "th{text-align:left;"
    "font-weight:normal;color:var(--muted);white-space:normal;background:none}.facts "
    "td{text-align:left;white-space:normal;"
    "font-weight:bold}.facts th,.facts td{border:none;border-top:1px solid var(--line)}\n"
    ".badge{display:inline-block;border:2px solid var(--solved);border-radius:999px;padding:1px "
    "10px;margin:3px 4px 0 0;"
    "font-size:15px;background:#dcebf7}.badge.off{border:2px dashed "
    "var(--line);background:none;color:var(--muted)}\n"
    "@media (max-width:1000px){.modes{grid-template-columns:repeat(2,minmax(0,1fr))}}\n"
    "@media print{body{font-size:11pt;max-width:none;padding:0}h2{break-after:avoid}"
    "*{-webkit-print-color-adjust:exact;print-color-adjust:exact}a{color:inherit;text-decoration:none}}\n";

static void esc(LpBuf *o, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '&': lp_buf_puts(o, "&amp;"); break;
        case '<': lp_buf_puts(o, "&lt;"); break;
        case '>': lp_buf_puts(o, "&gt;"); break;
        case '"': lp_buf_puts(o, "&quot;"); break;
        case '\'': lp_buf_puts(o, "&#39;"); break;
        default: lp_buf_append(o, s, 1);
        }
    }
}

static void esc_tag(LpBuf *o, const char *tag, const char *text)
{
    lp_buf_printf(o, "<%s>", tag);
    esc(o, text);
    lp_buf_printf(o, "</%s>", tag);
}

/* A number cell of the class table; muted when 0, "?" when unknown. */
static void cell(LpBuf *o, const char *text, int value, int first)
{
    lp_buf_printf(o, "<td class=\"%s%s\">", value > 0 ? "" : "none", first ? " first" : "");
    esc(o, text);
    lp_buf_puts(o, "</td>");
}

/* A row of squares: lessons (numbered, state 1 solved, 2 tried, 0 not yet) or dungeons (unnumbered). */
static void strip_svg(LpBuf *o, const int *state, int n, int numbered, const char *label)
{
    if (n <= 0) return;
    int size = 230 / n - 3 < 24 ? 230 / n - 3 : 24;
    if (size < 8) size = 8;
    int per_row = 250 / (size + 3), rows = (n + per_row - 1) / per_row;
    lp_buf_printf(o, "<svg width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"",
                  (n < per_row ? n : per_row) * (size + 3) + 2, rows * (size + 3) + 2,
                  (n < per_row ? n : per_row) * (size + 3) + 2, rows * (size + 3) + 2);
    esc(o, label);
    lp_buf_puts(o, "\">");
    for (int i = 0; i < n; i++) {
        int x = 1 + i % per_row * (size + 3), y = 1 + i / per_row * (size + 3);
        const char *look = state[i] == 1   ? "fill=\"#0072B2\" stroke=\"#0072B2\""
                           : state[i] == 2 ? "fill=\"#fff\" stroke=\"#D55E00\" stroke-width=\"2.5\""
                                           : "fill=\"#fff\" stroke=\"#9e9e9e\" stroke-dasharray=\"3 2\"";
        lp_buf_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"3\" %s/>", x, y, size, size,
                      look);
        if (numbered && size >= 14)
            lp_buf_printf(
                o, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" text-anchor=\"middle\" fill=\"%s\">%d</text>",
                x + size / 2, y + size * 7 / 10, size * 11 / 20, state[i] == 1 ? "#fff" : "#333", i + 1);
    }
    lp_buf_puts(o, "</svg>");
}

/* The model's level per puzzle made for the pupil (newest HISTORY_BARS), the level now dashed. */
static void chart_svg(LpBuf *o, Mode *m, const char *label)
{
    int first = m->history_count > HISTORY_BARS ? m->history_count - HISTORY_BARS : 0,
        n = m->history_count - first;
    int top = m->level > 1 ? m->level : 1;
    for (int i = first; i < m->history_count; i++)
        if (m->history[i].level > top) top = m->history[i].level;
    const int w = 250, h = 78, left = 26, base = 66, tall = 56;
    int step = n ? (w - left - 4) / n : 0;
    if (step > 18) step = 18;
    int bar = step > 3 ? step - step / 4 : step;
    lp_buf_printf(o, "<svg width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"", w, h,
                  w, h);
    esc(o, label);
    lp_buf_printf(o, "\"><line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#777\"/>", left - 2, base,
                  w - 2, base);
    lp_buf_printf(o, "<text x=\"%d\" y=\"%d\" font-size=\"13\" text-anchor=\"end\" fill=\"#555\">%d</text>",
                  left - 5, base - tall + 5, top);
    lp_buf_printf(o, "<text x=\"%d\" y=\"%d\" font-size=\"13\" text-anchor=\"end\" fill=\"#555\">0</text>",
                  left - 5, base + 4);
    for (int i = 0; i < n; i++) {
        const LpClassReportPoint *pt = &m->history[first + i];
        int hgt = pt->level * tall / top, x = left + 2 + i * step;
        if (hgt < 2) hgt = 2;
        lp_buf_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" %s/>", x, base - hgt, bar, hgt,
                      pt->solved ? "fill=\"#0072B2\""
                                 : "fill=\"#fff\" stroke=\"#D55E00\" stroke-width=\"2\"");
    }
    int y = base - m->level * tall / top;
    lp_buf_printf(o,
                  "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#009E73\" stroke-width=\"2.5\" "
                  "stroke-dasharray=\"6 4\"/></svg>",
                  left - 2, y, w - 2, y);
}

static void legend(LpBuf *o)
{
    lp_buf_puts(
        o, "<div class=\"legend\"><span><svg width=\"18\" height=\"18\"><rect x=\"1\" y=\"1\" width=\"16\" "
           "height=\"16\" rx=\"3\" fill=\"#0072B2\"/></svg>");
    esc(o, _("solved"));
    lp_buf_puts(o, "</span><span><svg width=\"18\" height=\"18\"><rect x=\"2\" y=\"2\" width=\"14\" "
                   "height=\"14\" rx=\"3\" "
                   "fill=\"#fff\" stroke=\"#D55E00\" stroke-width=\"2.5\"/></svg>");
    esc(o, _("tried, not solved (given up)"));
    lp_buf_puts(o, "</span><span><svg width=\"18\" height=\"18\"><rect x=\"2\" y=\"2\" width=\"14\" "
                   "height=\"14\" rx=\"3\" "
                   "fill=\"#fff\" stroke=\"#9e9e9e\" stroke-dasharray=\"3 2\"/></svg>");
    esc(o, _("not yet"));
    lp_buf_puts(o, "</span><span><svg width=\"30\" height=\"18\"><line x1=\"1\" y1=\"9\" x2=\"29\" y2=\"9\" "
                   "stroke=\"#009E73\" "
                   "stroke-width=\"2.5\" stroke-dasharray=\"6 4\"/></svg>");
    esc(o, _("level now (the next puzzle made for the pupil)"));
    lp_buf_puts(o, "</span></div>\n");
}

/* A row of a mode's facts: what, then its value. */
static void fact(LpBuf *o, const char *what, const char *value)
{
    lp_buf_puts(o, "<tr><th>");
    esc(o, what);
    lp_buf_puts(o, "</th><td>");
    esc(o, value);
    lp_buf_puts(o, "</td></tr>");
}

static void small(LpBuf *o, const char *text)
{
    lp_buf_puts(o, "<p class=\"small\">");
    esc(o, text);
    lp_buf_puts(o, "</p>");
}

/* The lessons: a numbered square each, then tries, time and hints of those the log has. */
static void lessons_part(LpBuf *o, Mode *m, int total)
{
    char a[256];
    int n = total > m->lesson_count ? total : m->lesson_count, state[LP_TUTORIAL_MAX], logged = 0;
    if (n > LP_TUTORIAL_MAX) n = LP_TUTORIAL_MAX;
    for (int i = 0; i < n; i++) {
        state[i] = m->lessons[i].solved ? 1 : m->lessons[i].logged ? 2 : 0;
        logged += m->lessons[i].logged > 0;
    }
    /* TRANSLATORS: a mode's lessons in the class report: solved, of how many */
    snprintf(a, sizeof a, _("Lessons solved: %d of %d"), m->lessons_solved, total);
    lp_buf_puts(o, "<p><b>");
    esc(o, a);
    lp_buf_puts(o, "</b></p>");
    strip_svg(o, state, n, 1, a);
    if (!logged) {
        if (m->lessons_solved) small(o, _("Tries and time: this older save has no record of them."));
        return;
    }
    lp_buf_puts(o, "<table class=\"lessons\"><tr>");
    /* TRANSLATORS: the columns of a pupil's lessons in the class report */
    const char *heads[] = {_("Lesson"), _("Tries"), _("Time"), _("Hints")};
    for (int h = 0; h < 4; h++)
        esc_tag(o, "th", heads[h]);
    lp_buf_puts(o, "</tr>");
    for (int i = 0; i < m->lesson_count; i++) {
        const LpClassReportLesson *l = &m->lessons[i];
        if (!l->logged) continue;
        lp_buf_printf(o, "<tr><td>%d%s</td><td>%d</td><td>", i + 1, l->solved ? "" : " \xE2\x9C\x97",
                      l->tries);
        esc(o, report_duration(l->time_s, a, sizeof a));
        lp_buf_printf(o, "</td><td>%d</td></tr>", l->hints);
    }
    lp_buf_puts(o, "</table>");
}

static void mode_panel(LpBuf *o, LpMode mode, Mode *m, int total)
{
    char a[256], b[64];
    lp_buf_puts(o, "<div class=\"mode\">");
    esc_tag(o, "h4", _(lp_mode_title(mode)));
    int started = m->lessons_solved || m->lesson_count || m->puzzles_solved || m->puzzles_given_up > 0 ||
                  m->other_solved || m->other_given_up || m->tries > 0 || m->history_count || m->finished;
    if (!started) { /* a short panel: nothing to show but where the pupil will start */
        small(o, _("Not started yet."));
        lp_buf_puts(o, "<table class=\"facts\">");
        if (mode != LP_MODE_DUNGEON) fact(o, _("Level now"), report_level_words(mode, m, a, sizeof a));
        lp_buf_puts(o, "</table></div>");
        return;
    }
    if (mode != LP_MODE_DUNGEON) lessons_part(o, m, total);
    lp_buf_puts(o, "<table class=\"facts\">");
    if (mode == LP_MODE_DUNGEON) fact(o, _("Finished"), report_number(m->finished, a, sizeof a));
    /* TRANSLATORS: puzzles the player model made for the pupil: %1$d solved, %2$s given up (a number or ?) */
    snprintf(a, sizeof a, _("%d solved, %s given up"), m->puzzles_solved,
             report_number(m->puzzles_given_up, b, sizeof b));
    if (m->puzzles_solved || m->puzzles_given_up || m->history_count) /* else "none yet" below says it */
        /* TRANSLATORS: the class report: puzzles made for the pupil by the game's player model */
        fact(o, _("Made for the pupil"), a);
    if (m->other_solved || m->other_given_up) {
        snprintf(a, sizeof a, _("%d solved, %s given up"), m->other_solved,
                 report_number(m->other_given_up, b, sizeof b));
        /* TRANSLATORS: the class report: shared puzzles (a code from a friend) and "a new puzzle like this"
         * ones */
        fact(o, _("Shared and other"), a);
    }
    const char *star = m->partial && m->hints >= 0 ? " *" : "";
    snprintf(a, sizeof a, "%s%s", report_number(m->hints, b, sizeof b), star);
    fact(o, _("Hints"), a);
    snprintf(a, sizeof a, "%s%s", report_number(m->tries, b, sizeof b), star);
    fact(o, _("Tries"), a);
    snprintf(a, sizeof a, "%s%s", report_duration(m->time_s, b, sizeof b), star);
    fact(o, _("Time"), a);
    if (mode != LP_MODE_DUNGEON) fact(o, _("Level now"), report_level_words(mode, m, a, sizeof a));
    lp_buf_puts(o, "</table>");
    /* TRANSLATORS: the label of a pupil's chart of the levels of the puzzles made for them */
    snprintf(a, sizeof a, "%s",
             mode == LP_MODE_DUNGEON ? _("Dungeons made for the pupil:")
                                     : _("Level of each puzzle made for the pupil:"));
    if (m->history_count) small(o, a);
    if (mode == LP_MODE_DUNGEON && m->history_count) {
        int state[LP_CLASS_REPORT_HISTORY];
        for (int i = 0; i < m->history_count; i++)
            state[i] = m->history[i].solved ? 1 : 2;
        strip_svg(o, state, m->history_count, 0, a);
    } else if (m->history_count) {
        chart_svg(o, m, a);
    }
    if (m->history_from_model)
        small(o, _("(read from an older save's player model)"));
    else if (!m->history_count && !m->puzzles_solved && m->puzzles_given_up <= 0)
        small(o, _("No puzzles made for the pupil yet."));
    lp_buf_puts(o, "<div>");
    for (int i = 0; i < 3; i++) {
        int met = (m->concepts & report_concept_bits[i]) != 0;
        lp_buf_printf(o, "<span class=\"badge%s\">%s", met ? "" : " off", met ? "\xE2\x9C\x93 " : "");
        esc(o, _(report_concept_words[i]));
        lp_buf_puts(o, "</span>");
    }
    lp_buf_puts(o, "</div></div>");
}

static void class_table(LpBuf *o, const LpClassReport *r, const int totals[LP_MODE_COUNT])
{
    lp_buf_puts(o, "<table><thead><tr><th rowspan=\"2\" scope=\"col\">");
    esc(o, _("Pupil"));
    lp_buf_puts(o, "</th>");
    for (int m = 0; m < LP_MODE_COUNT; m++) {
        lp_buf_printf(o, "<th class=\"mode\" colspan=\"%d\" scope=\"colgroup\">",
                      m == LP_MODE_DUNGEON ? 2 : 3);
        esc(o, _(lp_mode_title((LpMode)m)));
        lp_buf_puts(o, "</th>");
    }
    lp_buf_puts(o, "</tr><tr>");
    for (int m = 0; m < LP_MODE_COUNT; m++) {
        /* TRANSLATORS: the class table's columns under each mode: lessons solved; puzzles made for the
         * pupil, solved / given up; hints used; (the dungeon) dungeons finished */
        if (m != LP_MODE_DUNGEON) esc_tag(o, "th", _("Lessons"));
        esc_tag(o, "th", m != LP_MODE_DUNGEON ? _("Puzzles solved / given up") : _("Finished"));
        esc_tag(o, "th", _("Hints"));
    }
    lp_buf_puts(o, "</tr></thead><tbody>\n");
    for (int i = 0; i < r->pupil_count; i++) {
        const LpClassReportPupil *p = &r->pupils[i];
        lp_buf_printf(o, "<tr><th scope=\"row\"><a href=\"#pupil-%d\">", i + 1);
        esc(o, p->name);
        lp_buf_puts(o, "</a>");
        if (p->from_backup) {
            lp_buf_puts(o, " <span class=\"small\">(");
            esc(o, _("backup copy"));
            lp_buf_puts(o, ")</span>");
        }
        lp_buf_puts(o, "</th>");
        for (int m = 0; m < LP_MODE_COUNT; m++) {
            Mode *s = &p->modes[m];
            char text[64], gave[16];
            if (m != LP_MODE_DUNGEON) {
                snprintf(text, sizeof text, "%d / %d", s->lessons_solved, totals[m]);
                cell(o, text, s->lessons_solved, 1);
                snprintf(text, sizeof text, "%d / %s", s->puzzles_solved,
                         report_number(s->puzzles_given_up, gave, sizeof gave));
                cell(o, text, s->puzzles_solved + (s->puzzles_given_up > 0 ? s->puzzles_given_up : 0), 0);
            } else {
                cell(o, report_number(s->finished, text, sizeof text), s->finished, 1);
            }
            report_number(s->hints, text, sizeof text);
            if (s->partial && s->hints >= 0) strcat(text, " *");
            cell(o, text, s->hints, 0);
        }
        lp_buf_puts(o, "</tr>\n");
    }
    lp_buf_puts(o, "</tbody></table>\n");
}

int report_write_html(const char *path, const char *dir, const LpClassReport *r,
                      const int totals[LP_MODE_COUNT])
{
    LpBuf o;
    lp_buf_init(&o);
    char when[64] = "", line[512];
    time_t now = time(NULL);
    struct tm tm;
    if (localtime_r(&now, &tm)) strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tm);
    lp_buf_printf(&o,
                  "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n"
                  "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>",
                  lp_lang_code(lp_i18n_get()));
    esc(&o, _("Loopling: class report"));
    lp_buf_printf(&o, "</title>\n<style>\n%s</style>\n</head>\n<body>\n<header>", page_style);
    esc_tag(&o, "h1", _("Class report"));
    lp_buf_puts(&o, "<p class=\"sub\">");
    /* TRANSLATORS: under the class report's title: %1$s the saves folder, %2$s the date and time */
    snprintf(line, sizeof line, _("Saves in %s, read %s"), dir, when);
    esc(&o, line);
    lp_buf_puts(&o, " · ");
    snprintf(line, sizeof line, lp_trn("%d pupil", "%d pupils", r->pupil_count), r->pupil_count);
    esc(&o, line);
    lp_buf_puts(&o, "</p>");
    legend(&o);
    lp_buf_puts(&o, "</header>\n");
    if (r->damaged_count) {
        lp_buf_puts(&o, "<section class=\"damaged\"><h2>\xE2\x9A\xA0 ");
        /* TRANSLATORS: the heading of the class report's box of damaged saves */
        snprintf(line, sizeof line,
                 lp_trn("%d save could not be read", "%d saves could not be read",
                        r->damaged_count + r->damaged_more),
                 r->damaged_count + r->damaged_more);
        esc(&o, line);
        lp_buf_puts(&o, "</h2><ul>");
        for (int i = 0; i < r->damaged_count; i++) {
            lp_buf_puts(&o, "<li><span class=\"file\">");
            esc(&o, r->damaged[i].file);
            lp_buf_puts(&o, "</span>: ");
            esc(&o, r->damaged[i].reason);
            lp_buf_puts(&o, "</li>");
        }
        lp_buf_puts(&o, "</ul><p>");
        esc(&o, _("These files were left as they are. Every other pupil is in the report below."));
        lp_buf_puts(&o, "</p></section>\n");
    }
    esc_tag(&o, "h2", _("The class at a glance"));
    if (r->pupil_count)
        class_table(&o, r, totals);
    else
        esc_tag(&o, "p", _("No pupil has a save in this folder yet."));
    int any_partial = 0;
    for (int i = 0; i < r->pupil_count; i++)
        for (int m = 0; m < LP_MODE_COUNT; m++)
            any_partial |= r->pupils[i].modes[m].partial;
    if (any_partial) {
        lp_buf_puts(&o, "<p class=\"small\">");
        esc(&o, _("?: not known, the save is older than the puzzle record · *: counts only the puzzles the "
                  "older save has a record of"));
        lp_buf_puts(&o, "</p>");
    }
    if (r->pupil_count) esc_tag(&o, "h2", _("Each pupil"));
    for (int i = 0; i < r->pupil_count; i++) {
        const LpClassReportPupil *p = &r->pupils[i];
        lp_buf_printf(&o, "<section class=\"pupil\" id=\"pupil-%d\">", i + 1);
        esc_tag(&o, "h3", p->name);
        if (p->from_backup) {
            lp_buf_puts(&o, "<p class=\"note\">");
            /* TRANSLATORS: %s what is wrong with the pupil's save file (file:line: why) */
            snprintf(line, sizeof line, _("Read from the backup copy, because the save is damaged: %s"),
                     p->backup_reason);
            esc(&o, line);
            lp_buf_puts(&o, "</p>");
        }
        lp_buf_puts(&o, "<div class=\"modes\">");
        for (int m = 0; m < LP_MODE_COUNT; m++)
            mode_panel(&o, (LpMode)m, &p->modes[m], totals[m]);
        lp_buf_puts(&o, "</div></section>\n");
    }
    lp_buf_puts(&o, "</body>\n</html>\n");
    int ok = !o.failed && cli_write_text_file(path, &o);
    lp_buf_free(&o);
    return ok;
}
