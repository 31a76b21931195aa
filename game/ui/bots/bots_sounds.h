/* bots_sounds.h - what the pupil hears of the robot (ui/shell/sound.h), read from the rules' state:
 * one action's world before and after it (a step, a climb, a turn, a box picked up or put down, a
 * switch pressed), how a run ended, and the blocks placed or taken away. Never from the drawing,
 * so a replay sounds as the play did. Internal to game/ui/bots. */
#ifndef UI_BOTS_SOUNDS_H
#define UI_BOTS_SOUNDS_H

#include "modes/bots/blocks.h"
#include "modes/bots/bots_session.h"
#include "ui/shell/app.h"

/* The robot carried out one action: before -> now. */
void bots_sounds_action(App *app, const BotsWorld *before, const BotsWorld *now);
/* A try ended in state (a solve is the session's: SND_WIN), or did not compile (mistakes 1). */
void bots_sounds_end(App *app, BotsSessionState state, int mistakes);
/* How many blocks the program's lists hold (more after an edit: one was placed; fewer: taken). */
int bots_sounds_blocks(const BotsBlocks *blocks);

#endif
