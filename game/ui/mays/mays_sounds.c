/* mays_sounds.c - May's Journey's sounds from its rules' state (mays_sounds.h). */
#include "ui/mays/mays_sounds.h"

#include "ui/shell/sound.h"

void mays_sounds_world(App *app, const MjWorld *before, const MjWorld *now)
{
    int n = now->object_count < before->object_count ? now->object_count : before->object_count;
    for (int i = 0; i < n; i++) {
        const MjObject *a = &before->objects[i], *b = &now->objects[i];
        int moved = a->x != b->x || a->y != b->y;
        switch (b->kind) {
        case MJ_BLOCK:
        case MJ_SHOWN_BLOCK:
            if (moved) sound_play(app, SND_SLIDE);
            break;
        case MJ_LBLOCK:
            if (moved || a->facing != b->facing) sound_play(app, SND_SLIDE);
            break;
        case MJ_MOVING: /* it slides by itself all along: heard when the code stops it */
            if (a->moving && !b->moving) sound_play(app, SND_PLACE);
            break;
        case MJ_FIRE_STATUE:
        case MJ_STATUE:
            if (moved) sound_play(app, SND_SLIDE);
            else if (a->facing != b->facing) sound_play(app, SND_TURN);
            break;
        case MJ_FIRE_PIT:
            if (!a->lit && b->lit) sound_play(app, SND_FIRE);
            break;
        case MJ_DOOR:
        case MJ_HIDDEN_DOOR:
            if ((!a->open && b->open) || (a->hidden && !b->hidden)) sound_play(app, SND_DOOR);
            break;
        case MJ_KEY:
            if (!a->taken && b->taken) sound_play(app, SND_KEY);
            break;
        default: break;
        }
    }
    /* a plate, a pit or a lever set something off (revealed, hidden or opened) */
    int m = now->trigger_count < before->trigger_count ? now->trigger_count : before->trigger_count;
    for (int i = 0; i < m; i++)
        if (!before->triggers[i].fired && now->triggers[i].fired) sound_play(app, SND_SWITCH);
}

void mays_sounds_did(App *app, const MjDid *d)
{
    if (d->stepped) sound_play(app, SND_FOOTSTEP);
    if (d->lever) sound_play(app, SND_SWITCH);
    if (d->took_key) sound_play(app, SND_KEY);
    if (d->mistakes || (d->ended && !d->solved)) sound_play(app, SND_MISTAKE);
}
