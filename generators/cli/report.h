/* report.h - loopling-gen report's parts (cmd_report.c: the command, JSON, text and CSV, and the
 * words every face uses; report_html.c: the HTML page). Internal to generators/cli. */
#ifndef CLI_REPORT_H
#define CLI_REPORT_H

#include <stddef.h>

#include "core/class_report.h"

typedef const LpClassReportMode Mode;
#define UNKNOWN LP_CLASS_REPORT_UNKNOWN
#define HISTORY_BARS 60 /* bars a chart shows: the newest */

/* LP_CONCEPT_ bits in order, and their words (English; drawn translated). */
extern const unsigned report_concept_bits[3];
extern const char *const report_concept_words[3];
/* "45 s", "3 min 5 s", "1 h 20 min"; "?" when unknown (negative). Returns out. */
const char *report_duration(int s, char *out, size_t size);
/* "12", or "?" when unknown (negative). Returns out. */
const char *report_number(int n, char *out, size_t size);
/* The model's level now in words ("length 7, 1 loop", "size 5", "step 4 of 10: for loops"). */
const char *report_level_words(LpMode mode, Mode *m, char *out, size_t size);
/* The one-page HTML report of r into path (dir: the saves folder as shown; totals: each mode's
 * lessons). 1 when written, 0 after saying why. */
int report_write_html(const char *path, const char *dir, const LpClassReport *r, const int totals[LP_MODE_COUNT]);

#endif
