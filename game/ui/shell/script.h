/* script.h - scripted input for tests: a text file of timed events pushed into SDL's real
 * event queue, so tests drive the game through the same path as a pupil's mouse and keys.
 *
 *   # tick  action  arguments          (one per line; ticks are 1/60 s game ticks)
 *   10 key Down                        key press and release (SDL key names; Ctrl+, Alt+ and
 *                                      Shift+ in front add modifiers: key Ctrl+N)
 *   11 pad dpright                     a gamepad button (SDL's names: a b start back dpup ...)
 *   12 text Ada                        typed text (past 31 bytes: several text events at
 *                                      that tick, cut between whole UTF-8 characters)
 *   14 paste /tmp/program.txt          the file's text onto the clipboard, then Ctrl+V
 *   20 click 640 360                   left click (logical 1280x720 coordinates)
 *   22 rclick 640 360                  right click
 *   30 drag 1000 200 400 300           press, move over 5 ticks, release
 *   40 move 500 500                    mouse motion
 *   42 wheel 900 300 -2                the mouse to 900 300, the wheel 2 steps down (up: positive)
 *
 * The caller owns nothing: script_load and script_parse allocate, script_destroy frees. */
#ifndef UI_SCRIPT_H
#define UI_SCRIPT_H

#include <SDL.h>
#include <stddef.h>
#include <stdint.h>

typedef struct Script Script;

/* Load a script; on error returns NULL with "file:line: reason" in why. */
Script *script_load(const char *path, char *why, int why_size);
/* The same from text (len bytes; a NUL byte ends it); label names it in why. A `paste` line still
 * reads its file (relative to the working folder). */
Script *script_parse(const char *text, size_t len, const char *label, char *why, int why_size);
void script_destroy(Script *script);
/* Push the events due at this tick into SDL's queue. */
void script_push(Script *script, uint64_t tick);
/* The last tick with an event (tests run a few ticks beyond it). */
uint64_t script_last_tick(const Script *script);
/* Event i in the order they are pushed (its tick in *tick), NULL past the last: for tests. */
const SDL_Event *script_event(const Script *script, int i, uint64_t *tick);

#endif
