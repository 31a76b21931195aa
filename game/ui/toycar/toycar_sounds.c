/* toycar_sounds.c - the toy car's sounds from its rules' state (toycar_sounds.h). */
#include "ui/toycar/toycar_sounds.h"

#include "ui/shell/sound.h"

TcHeard toycar_heard(const TcWorld *w)
{
    TcHeard h = {w->status, (int)w->heading, w->flags_left, 0, w->steps, tc_plan_count(w)};
    for (int y = 0; y < TC_MAX_H; y++)
        for (int x = 0; x < TC_MAX_W; x++)
            h.tiles_left += w->tiles[y][x] != TC_NO_DIR;
    return h;
}

void toycar_sounds(App *app, const TcHeard *before, const TcWorld *now)
{
    TcHeard h = toycar_heard(now);
    if (h.status == TC_PLANNING && before->status == TC_PLANNING) { /* the pupil's arrows */
        if (h.placed > before->placed) sound_play(app, SND_PLACE);
        if (h.placed < before->placed) sound_play(app, SND_TAKE);
        return;
    }
    if (h.status == TC_DRIVING && before->status != TC_DRIVING) { /* Play: the motor starts */
        sound_play(app, SND_DRIVE);
        return;
    }
    if (before->status != TC_DRIVING) return;
    int heard = 0;
    if (h.steps > before->steps) {
        if (h.tiles_left < before->tiles_left) sound_play(app, SND_PICKUP_TILE), heard = 1;
        if (h.heading != before->heading) sound_play(app, SND_TURN), heard = 1;
        if (h.flags_left < before->flags_left) sound_play(app, SND_FLAG), heard = 1;
    }
    if (h.status == TC_FAIL_OBSTACLE || h.status == TC_FAIL_EDGE) sound_play(app, SND_CRASH);
    else if (h.status == TC_FAIL_EARLY_GOAL) sound_play(app, SND_MISTAKE); /* the goal too soon: uh-oh */
    else if (h.status == TC_DRIVING && !heard && h.steps > before->steps && h.steps % 3 == 0)
        sound_play(app, SND_DRIVE); /* the motor now and then as it goes */
}
