/* levelfile.h - what every mode's level file shares (the format is in each mode's level.h):
 * the versioned header "loopling-level N", the size limit, and the keys whose values read the
 * same in every mode (a one-line text, a seed, a share code). Pure C; depends on core buf,
 * diag, sharecode and textspan. The value checkers return 1 for good input, or 0 (-1 for
 * lp_levelfile_key) with diag filled at label:line in words a pupil can act on. */
#ifndef LP_LEVELFILE_H
#define LP_LEVELFILE_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "diag.h"
#include "sharecode.h"
#include "textspan.h"

#define LP_LEVEL_MAGIC "loopling-level"
#define LP_LEVEL_VERSION 1
#define LP_LEVEL_MAX_BYTES (64u * 1024u)

/* A level file's text read line by line, the header checked on the way. Set text (NULL reads
 * as empty), len, label (the file's name in messages) and diag; leave the rest zero. */
typedef struct LpLevelReader {
    const char *text;
    size_t len;
    const char *label;
    LpDiag *diag;
    int line;        /* the number of the line last read (1-based); 0 before the first */
    size_t pos;      /* where the next line starts */
    int have_header; /* the header was read */
} LpLevelReader;

/* Read a level file (at most LP_LEVEL_MAX_BYTES) into text; 0 with diag at path (no line). */
int lp_levelfile_read(LpBuf *text, const char *path, LpDiag *diag);
/* The next line after the header (the first line that is neither blank nor a ';' comment must
 * be "loopling-level N" for a version N this build reads) into *line, without trailing blanks.
 * Returns 1, 0 at the end of the text, or -1 with diag for a bad or missing header. */
int lp_levelfile_next(LpLevelReader *r, LpSpan *line);
/* The key of a "key: value" line (the caller made sure it has a ':') among names[0..count), its
 * value into *value. seen[k] is the line key k was given on (0: not yet) and is updated.
 * Returns the key's index, or -1 for an unknown key or one given twice. */
int lp_levelfile_key(LpDiag *diag, const char *label, int line, LpSpan text, const char *const *names,
                     int count, int *seen, LpSpan *value);
/* The "mode:" value: 1 when it is mode ("toycar", "bots"), the mode of the level being read. */
int lp_levelfile_mode(LpDiag *diag, const char *label, int line, LpSpan v, const char *mode);
/* A one-line text value (what names it: "title", "hint"...) copied into dst[size]. */
int lp_levelfile_text(LpDiag *diag, const char *label, int line, const char *what, LpSpan v, char *dst,
                      size_t size);
/* The "seed:" value, a whole number from 0 to 4294967295, into *seed. */
int lp_levelfile_seed(LpDiag *diag, const char *label, int line, LpSpan v, uint32_t *seed);
/* The "code:" value copied into code[size] (kept there even when it does not decode); 1 when it
 * is a share code, decoded into *params. */
int lp_levelfile_code(LpDiag *diag, const char *label, int line, LpSpan v, char *code, size_t size,
                      LpShareParams *params);
/* Append text for one line of a level file: control characters (but tabs where allow_tab)
 * become spaces, so the file stays line-shaped. */
void lp_levelfile_put_text(LpBuf *out, LpSpan text, int allow_tab);
/* Append "key: value" and a newline, the value put as one line of text (no tabs). */
void lp_levelfile_put_value(LpBuf *out, const char *key, const char *value);

#endif
