/* toycar_screen.h - state shared by the toy car's face (screen_toycar.c) and its
 * drawing (toycar_view.c). Internal to game/ui. */
#ifndef UI_TOYCAR_SCREEN_H
#define UI_TOYCAR_SCREEN_H

#include <SDL.h>

#include "puzzle/toycar_puzzle.h"
#include "ui/shell/app.h"
#include "ui/shell/session.h"
#include "ui/shell/worker.h"
#include "modes/toycar/level.h"
#include "toycar/toycar_gen.h"
#include "ui/widgets/widgets.h"

#define TUTORIALS_MAX LP_TUTORIAL_MAX

typedef enum LevelKind { KIND_TUTORIAL = 0, KIND_GENERATED, KIND_SHARED } LevelKind;

typedef enum Phase { PHASE_LOADING = 0, PHASE_PLAY, PHASE_ERROR } Phase;

enum { TB_MENU, TB_PLAY, TB_RESET, TB_CLEAR, TB_SPEED, TB_SKIP, TB_NEXT, TB_AGAIN, TB_HINT, TB_COUNT };

/* A generation job for the worker (ui/shell/worker.h). */
typedef struct GenJob {
    TcGaDesc desc;
    TcGenResult result;
    LpDiag diag;
} GenJob;

typedef struct ToycarState {
    PzSession *session;            /* the session this face is open in */
    LevelKind kind;
    int tutorial_index;
    int tutorial_count;
    char tutorial_files[TUTORIALS_MAX][256];
    Phase phase;
    char error[512];
    GenJob job;
    Worker worker;
    TcPuzzle pz;                   /* the puzzle's rules: level, board, arrows, car, tries (pure) */
    int speed_choice;              /* the speed chosen this visit (each level starts at it), -1 none */
    char draft_key[300];           /* the level on screen, as its plan is kept (ui/shell/drafts.h) */
    int restore_pending;           /* the plan left on it is placed again on its first tick */
    int target_length, target_loops;
    uint64_t result_tick;
    /* Input. */
    int selected_dir;              /* tray selection for click-to-place, TC_NO_DIR none */
    int drag_active, drag_moved;
    int drag_dir;                  /* what is dragged */
    int drag_from_x, drag_from_y;  /* board cell, or -1 when from the tray */
    int press_x, press_y;
    int cursor_x, cursor_y, cursor_shown;
    int held_x, held_y;            /* keyboard "picked up" tile, -1 none */
    char message[400];             /* room for a translation (UTF-8, longer than the English) */
    int message_bad;
    ButtonList buttons;
    /* Layout (logical pixels), computed when a level is shown. */
    SDL_Rect board_rect;
    SDL_Rect message_rect; /* the message panel drawn last (it grows for a long message) */
    /* the chart's head drawn last, left to right: the title's box, the moves' mark and word's box,
     * the loops' mark and word's box (all zero: no chart) */
    SDL_Rect chart_head[5];
    int cell;
    SDL_Rect tray[4];
    uint64_t copied_tick;          /* when Copy was last pressed */
    /* The hint after a failed run (hints.h): style LpHintStyle (0 none shown), the cell. */
    int hint_style, hint_x, hint_y;
    char hint_text[320];
    const char *drawn_at_car;      /* the obstacle drawn on the car's cell last frame ("tree", "rock"), else NULL */
} ToycarState;

/* Layout helpers (toycar_view.c). */
void toycar_layout(ToycarState *st);
/* Board cell under a point; returns 0 when outside. */
int toycar_cell_at(const ToycarState *st, int x, int y, int *cx, int *cy);
/* Tray slot (TcDir) under a point, or -1. */
int toycar_tray_at(const ToycarState *st, int x, int y);
void toycar_draw(App *app, ToycarState *st);
/* The Copy button beside the share code in the top bar (w 0: no code shown). */
SDL_Rect toycar_copy_rect(const ToycarState *st);

#endif
