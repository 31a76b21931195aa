/* lessoncode.h - share codes for the hand-made lessons, so that every level shows a code
 * (issue 7). Pure C; depends on core buf, diag and sharecode, and reads level folders.
 * A lesson code is a share code (sharecode.h) of version LP_LESSON_VERSION, a version no
 * generator uses: param_a is the lesson's number where the pupil met it (1-based, for messages
 * only), param_b 0, and the seed is the lesson file's content hash (30 bits of FNV-1a, carriage
 * returns and a robot lesson's "tools:" line left out: what the screen shows, not the puzzle). So a code names a lesson by what it holds, not by its name or place: it
 * opens the same level in every Loopling that has that lesson, even with a teacher's own
 * lesson order, and one that does not have it (the lesson was changed) refuses it in words. */
#ifndef LP_LESSONCODE_H
#define LP_LESSONCODE_H

#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "sharecode.h"

#define LP_LESSON_VERSION 31

/* The content hash of a lesson file's text (0 .. 2^30 - 1). */
uint32_t lp_lesson_hash(const char *text, size_t len);
/* 1 when a decoded share code names a lesson. */
int lp_lesson_is(const LpShareParams *p);
/* The code of a lesson: its text, and its number (1..63). Returns 0 with diag when number is
 * out of range. out holds LP_SHARECODE_MAX bytes. */
int lp_lesson_code(LpMode mode, int number, const char *text, size_t len, char *out, LpDiag *diag);
/* The code of the lesson file at path: 1, or 0 when it cannot be read. */
int lp_lesson_code_of_file(LpMode mode, int number, const char *path, char *out);
/* Find the lesson a code names among the .level files of dir (levels/<mode>): 1 with its path,
 * or 0 with diag saying why in words a pupil can act on. */
int lp_lesson_find(const char *dir, const LpShareParams *p, char *path, size_t size, LpDiag *diag);
/* The folder under the data folder that holds a mode's lessons: "levels/toycar", ... */
const char *lp_lesson_dir(LpMode mode);

#endif
