/* mays_sounds.h - what the pupil hears in May's Journey (ui/shell/sound.h), read from the rules'
 * state: the room's world before and after a step or a command (a block sliding, a fire lighting a
 * pit, a door opening, a plate or lever, a key picked up) and how a run ended. Never from the
 * drawing, so a replay sounds as the play did. Internal to game/ui/mays. */
#ifndef UI_MAYS_SOUNDS_H
#define UI_MAYS_SOUNDS_H

#include "modes/mays/mays.h"
#include "puzzle/mays_puzzle.h"
#include "ui/shell/app.h"

/* The room changed from before to now (May's own step is mays_sounds_did's). */
void mays_sounds_world(App *app, const MjWorld *before, const MjWorld *now);
/* What an action or a tick did: May's step, a lever, a key, code that did not compile, a run that
 * failed or did not open the way (May walking out is the session's: SND_WIN). */
void mays_sounds_did(App *app, const MjDid *d);

#endif
