/* settings.h - the game's own settings file, settings.cfg in the saves folder: what the settings
 * screen chose (fullscreen, text size, animation speed, sound, the class settings file). Pure C, no SDL,
 * no files: the app reads and writes the bytes (writing atomically, save.h); this module turns
 * them into LpSettings and back. Depends on core buf, diag and config (LP_CONFIG_NAME).
 *
 *   LOOPLING-SETTINGS 1            the first line, exactly (a '\r' before the '\n' is allowed)
 *   fullscreen=0                   0 or 1 (2 reads as 1)
 *   text_size=1                    0 small, 1 medium, 2 large
 *   anim_speed=1                   0 slow, 1 normal, 2 fast
 *   sfx_volume=7                   the sound effects' volume, 0 (silent) to 10
 *   music_volume=5                 the music's volume, 0 to 10
 *   music=0                        1: each mode plays its music (off unless chosen)
 *   mute=0                         1: every sound is off (the M key)
 *   class_config=gentle_class.lua  (optional) a file in scripts/difficulty/: NAME.lua, letters,
 *                                  digits, '_', '-' and '.', not starting with '.'
 *   language=auto                  auto (the computer's language) or en, de, es (core/i18n.h)
 *   teacher_pin=$y$j9T$...         (optional) the teacher's PIN as a salted hash (teacher_pin.h):
 *                                  while it is set, the class settings are locked for pupils
 *
 * The reader is forgiving, as a settings file is not worth refusing: a first line that is not
 * the header gives every default; a damaged line (not key=number with a key of a-z and '_', a
 * number outside its setting's range above (an unknown key's: 0..999999), a bad class_config
 * name, a language that is not auto/en/de/es, a NUL byte) gives the default for its setting
 * (when its key names one) and a warning; blank lines and unknown keys with good numbers (a
 * newer Loopling's) are skipped; a later line for the same setting wins. */
#ifndef LP_SETTINGS_H
#define LP_SETTINGS_H

#include <stddef.h>

#include "buf.h"
#include "config.h"
#include "diag.h"
#include "teacher_pin.h"

#define LP_SETTINGS_HEADER "LOOPLING-SETTINGS 1"
#define LP_SETTINGS_MAX_BYTES 4096 /* the app reads at most this much of the file */
#define LP_SETTINGS_UNKNOWN_MAX 999999 /* the largest number an unknown key may hold */

typedef struct LpSettings {
    int fullscreen;                    /* 0 or 1 */
    int text_size;                     /* 0 small, 1 medium (the default), 2 large */
    int anim_speed;                    /* 0 slow, 1 normal (the default), 2 fast */
    char class_config[LP_CONFIG_NAME]; /* a file in scripts/difficulty/, "" = the game's defaults */
    int language;                      /* an LpLang, or -1: the computer's language */
    int sfx_volume;                    /* 0..10, 7 the default */
    int music_volume;                  /* 0..10, 5 the default */
    int music;                         /* 1: music plays (0, the default: classrooms are quiet) */
    int mute;                          /* 1: no sound at all (0 the default) */
    char teacher_pin[LP_PIN_HASH_MAX]; /* the PIN's hash, "" = no PIN: the class settings are open */
} LpSettings;

/* The defaults: windowed, medium text, normal speed, no class settings file, the computer's language,
 * effects at 7, music off (its volume 5), not muted. */
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
