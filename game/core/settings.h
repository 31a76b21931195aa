/* settings.h - the game's own settings file, settings.cfg in the saves folder: what the settings
 * screen chose (fullscreen, text size, animation speed, the class settings file). Pure C, no SDL,
 * no files: the app reads and writes the bytes (writing atomically, save.h); this module turns
 * them into LpSettings and back. Depends on core buf, diag and config (LP_CONFIG_NAME).
 *
 *   LOOPLING-SETTINGS 1            the first line, exactly (a '\r' before the '\n' is allowed)
 *   fullscreen=0                   0 or 1 (2 reads as 1)
 *   text_size=1                    0 small, 1 medium, 2 large
 *   anim_speed=1                   0 slow, 1 normal, 2 fast
 *   class_config=gentle_class.lua  (optional) a file in scripts/difficulty/: NAME.lua, letters,
 *                                  digits, '_', '-' and '.', not starting with '.'
 *
 * The reader is forgiving, as a settings file is not worth refusing: a first line that is not
 * the header gives every default; a damaged line (not key=number with a key of a-z and '_', a
 * number outside 0..2, a bad class_config name, a NUL byte) gives the default for its setting
 * (when its key names one) and a warning; blank lines and unknown keys with good numbers (a
 * newer Loopling's) are skipped; a later line for the same setting wins. */
#ifndef LP_SETTINGS_H
#define LP_SETTINGS_H

#include <stddef.h>

#include "buf.h"
#include "config.h"
#include "diag.h"

#define LP_SETTINGS_HEADER "LOOPLING-SETTINGS 1"
#define LP_SETTINGS_MAX_BYTES 4096 /* the app reads at most this much of the file */

typedef struct LpSettings {
    int fullscreen;                    /* 0 or 1 */
    int text_size;                     /* 0 small, 1 medium (the default), 2 large */
    int anim_speed;                    /* 0 slow, 1 normal (the default), 2 fast */
    char class_config[LP_CONFIG_NAME]; /* a file in scripts/difficulty/, "" = the game's defaults */
} LpSettings;

/* The defaults: windowed, medium text, normal speed, no class settings file. */
void lp_settings_defaults(LpSettings *out);
/* 1 when name is a class settings file's name as settings.cfg keeps it (see above). */
int lp_settings_config_name_ok(const char *name);
/* Read a settings file's text (text may be NULL when len is 0; label names the file in
 * warnings). out always ends up usable. Returns 1 when every line was good (or the text is
 * empty), else 0 with diag = label:line: the first problem ("not a settings file; the default
 * settings are used." or "this setting is damaged; the default is used for it."). */
int lp_settings_parse(const char *text, size_t len, const char *label, LpSettings *out, LpDiag *diag);
/* Append the file's bytes for s to out. Numbers are written clamped to their ranges, and a
 * class_config that is not a good name is left out, so the reader takes back what is written. */
void lp_settings_write(const LpSettings *s, LpBuf *out);

#endif
