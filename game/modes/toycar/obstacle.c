/* obstacle.c - which obstacle stands on a cell, and the words for a crash into it (obstacle.h). */
#include "modes/toycar/obstacle.h"

#include "core/i18n.h"

TcObstacleKind tc_obstacle_kind(int x, int y)
{
    /* three rocks to two trees, scattered by the cell's place (the look the boards always had) */
    unsigned h = (unsigned)x * 7u + (unsigned)y * 13u;
    return h % 5u < 3u ? TC_ROCK : TC_TREE;
}

const char *tc_obstacle_name(TcObstacleKind kind) { return kind == TC_TREE ? "tree" : "rock"; }

const char *tc_crash_message(TcObstacleKind kind)
{
    return kind == TC_TREE ? _("Crash! The car hit a tree.") : _("Crash! The car hit a rock.");
}

const char *tc_run_message(const TcWorld *world)
{
    if (world->status == TC_FAIL_OBSTACLE) return tc_crash_message(tc_obstacle_kind(world->car_x, world->car_y));
    return tc_status_message(world->status);
}
