/* bots_sounds.c - the robot's sounds from its rules' state (bots_sounds.h). */
#include "ui/bots/bots_sounds.h"

#include "ui/shell/sound.h"

static int height(const BotsWorld *w, int x, int y)
{
    if (x < 0 || y < 0 || x >= BOTS_MAX_W || y >= BOTS_MAX_D) return 0;
    return w->terrain[y][x] + w->boxes[y][x];
}

void bots_sounds_action(App *app, const BotsWorld *before, const BotsWorld *now)
{
    if (now->carrying && !before->carrying) sound_play(app, SND_BOT_PICKUP);
    else if (!now->carrying && before->carrying) sound_play(app, SND_BOT_PUTDOWN);
    else if (now->robot_x != before->robot_x || now->robot_y != before->robot_y)
        sound_play(app, height(now, now->robot_x, now->robot_y) != height(before, before->robot_x, before->robot_y)
                            ? SND_BOT_CLIMB
                            : SND_BOT_STEP);
    else if (now->facing != before->facing) sound_play(app, SND_TURN);
    if (bots_switches_pressed(now) > bots_switches_pressed(before)) sound_play(app, SND_SWITCH);
}

void bots_sounds_end(App *app, BotsSessionState state, int mistakes)
{
    if (mistakes || state == BOTS_SESSION_ENDED || state == BOTS_SESSION_STOPPED) sound_play(app, SND_MISTAKE);
    else if (state == BOTS_SESSION_FAILED) sound_play(app, SND_CRASH); /* an impossible action: a bump */
}

int bots_sounds_blocks(const BotsBlocks *blocks)
{
    int n = 0;
    for (int i = 0; i < BOTS_BLOCK_LISTS; i++)
        n += blocks->lists[i].count;
    return n;
}
