/* bots_screen.h - state shared by the robot screen's logic (screen_bots.c) and its drawing
 * (bots_screen_draw.c). Internal to game/ui. The pupil types a program in the code editor,
 * runs it on the robot world with Run, Pause, Step, Step back, Stop and a speed control; the
 * running statement is highlighted; a failure freezes the world and marks the line. */
#ifndef UI_BOTS_SCREEN_H
#define UI_BOTS_SCREEN_H

#include <SDL.h>

#include "app.h"
#include "bots_view.h"
#include "editor.h"
#include "modes/bots/bots_session.h"
#include "widgets.h"

#define BOTS_LEVELS_MAX 32

/* Toolbar buttons (ButtonList order). */
enum { BB_MENU, BB_RUN, BB_STEP, BB_BACK, BB_STOP, BB_SPEED, BB_PREV, BB_NEXT, BB_TURN_LEFT, BB_TURN_RIGHT, BB_COUNT };

/* Palette chips that insert code at the caret. */
#define BOTS_CHIPS 10

typedef struct BotsScreen {
    char files[BOTS_LEVELS_MAX][256];
    int level_count, level_index;
    int solved[BOTS_LEVELS_MAX];      /* best commands this visit, 0 unsolved */
    BotsLevel level;
    char load_error[400];
    BotsSession session;
    Editor editor;
    unsigned compiled_changes;        /* editor_changes() when the session's program was loaded */
    int playing;                      /* Run: advance by itself */
    int anim_ticks, anim_total;       /* the last action's animation */
    int speed;                        /* 0 slow, 1 normal, 2 fast */
    int tries;
    BotsView view;
    ButtonList buttons;
    SDL_Rect chips[BOTS_CHIPS];
    int chip_pressed;
    char message[400];                /* what the message panel says */
    int message_kind;                 /* 0 hint, 1 good, 2 problem */
    uint64_t solved_tick;
} BotsScreen;

/* The code a palette chip inserts, and its label. */
const char *bots_chip_code(int chip);
const char *bots_chip_label(int chip);

/* Layout and drawing (bots_screen_draw.c). */
void bots_screen_layout(BotsScreen *st);
void bots_screen_draw(App *app, BotsScreen *st);
SDL_Rect bots_screen_world_rect(void);
SDL_Rect bots_screen_editor_rect(void);
/* Number of robot lessons (for the menu). */
int bots_lesson_count(App *app);

#endif
