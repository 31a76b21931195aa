/* obstacle.h - which obstacle stands on a board cell, a tree or a rock, and the sentence for a
 * crash into it. Pure C, no SDL. The board's drawing (ui/toycar/toycar_view.c) and the crash
 * message both ask tc_obstacle_kind, so the words always name the obstacle the pupil sees.
 * The rules never care which it is: both stop the car (toycar.h, TC_FAIL_OBSTACLE). */
#ifndef TC_OBSTACLE_H
#define TC_OBSTACLE_H

#include "modes/toycar/toycar.h"

typedef enum TcObstacleKind { TC_ROCK = 0, TC_TREE = 1 } TcObstacleKind;

/* The obstacle drawn on cell (x, y): a mix of rocks and trees that depends only on the cell, so
 * a board looks the same every time it is shown. */
TcObstacleKind tc_obstacle_kind(int x, int y);
/* "rock" or "tree": the kind's name in files and in --state (never translated). */
const char *tc_obstacle_name(TcObstacleKind kind);
/* The whole sentence for a crash into that kind ("Crash! The car hit a tree."), translated. */
const char *tc_crash_message(TcObstacleKind kind);
/* The sentence for a finished (or running) run, as tc_status_message, except that a crash names
 * the obstacle on the cell the car drove into (world->car_x, car_y). */
const char *tc_run_message(const TcWorld *world);

#endif
