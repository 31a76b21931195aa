/* toycar_sounds.h - what the pupil hears of the toy car (ui/shell/sound.h), read from the rules'
 * state before and after an action or a tick (puzzle/toycar_puzzle.h): an arrow placed or taken
 * back, the car starting, turning, picking up an arrow, taking a flag, crashing. Never from the
 * drawing, so a replay sounds as the play did. Internal to game/ui/toycar. */
#ifndef UI_TOYCAR_SOUNDS_H
#define UI_TOYCAR_SOUNDS_H

#include "modes/toycar/toycar.h"
#include "ui/shell/app.h"

/* What of a world the sounds compare. */
typedef struct TcHeard {
    TcStatus status;
    int heading, flags_left, tiles_left, steps, placed;
} TcHeard;

TcHeard toycar_heard(const TcWorld *w);
/* Play what changed from before to now (a win is the session's: sound.h's SND_WIN). */
void toycar_sounds(App *app, const TcHeard *before, const TcWorld *now);

#endif
