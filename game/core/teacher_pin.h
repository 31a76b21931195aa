/* teacher_pin.h - the teacher's PIN that locks the class settings on a machine (settings.cfg's
 * teacher_pin line, settings.h). Kept only as a salted one-way hash made by the system's crypt
 * library (libxcrypt, Debian's libcrypt: yescrypt), never as the digits. Pure C, no SDL. */
#ifndef LP_TEACHER_PIN_H
#define LP_TEACHER_PIN_H

#include <stddef.h>

#include "diag.h"

#define LP_PIN_MIN 4
#define LP_PIN_MAX 8
#define LP_PIN_HASH_MAX 128 /* bytes of a stored hash, NUL included */

/* 1 when pin is something a teacher may choose: LP_PIN_MIN to LP_PIN_MAX digits. */
int lp_pin_format_ok(const char *pin);
/* 1 when hash looks like a stored hash (crypt's alphabet: letters, digits, '$', '.', '/'), so
 * the settings file can tell a damaged line from a good one. */
int lp_pin_hash_ok(const char *hash);
/* Hash a new pin with a fresh random salt into out (LP_PIN_HASH_MAX bytes). 0 with diag when the
 * pin is not LP_PIN_MIN..LP_PIN_MAX digits or the system could not make a salt. */
int lp_pin_hash(const char *pin, char *out, size_t size, LpDiag *diag);
/* 1 when pin is the one hash was made from. */
int lp_pin_check(const char *pin, const char *hash);

#endif
