/* mays_screen.h - state shared by May's Journey's screen logic (screen_mays.c) and its drawing
 * (mays_screen_draw.c). Internal to game/ui.
 * Phase one: May walks (arrow keys or a gamepad's d-pad) over walkable tiles, reads the sign,
 * flips levers, picks up revealed keys and walks out of an open exit. Phase two: standing on the
 * coding tile opens the code panel over the level, laid out as the paper's Figure 1: the objects
 * and the animation top left, the code with Run, Restart, Help, Undo and Redo top right, a
 * command reference bottom left, the output (mistakes or progress) bottom right. The code is
 * submitted whole; Restart puts the world back as the level began. Every room is recorded for
 * a replay (replay_ui.h), and a replay plays back through the same actions. */
#ifndef UI_MAYS_SCREEN_H
#define UI_MAYS_SCREEN_H

#include <SDL.h>

#include "mays/mays_build.h"
#include "mays/mays_share.h"
#include "puzzle/mays_puzzle.h"
#include "ui/shell/worker.h"
#include "ui/shell/app.h"
#include "ui/shell/session.h"
#include "ui/editor/editor.h"
#include "ui/mays/mays_view.h"
#include "modes/mays/level.h"
#include "modes/mays/mays_session.h"
#include "ui/widgets/widgets.h"

#define MAYS_LEVELS_MAX 32

/* Buttons (ButtonList order): the top bar, then the code panel's. */
enum { MB_MENU, MB_PREV, MB_NEXT, MB_RUN, MB_RESTART, MB_HELP, MB_UNDO, MB_REDO, MB_WALK, MB_NEW,
       MB_WIN_AGAIN, MB_WIN_NEXT, MB_WIN_MENU, MB_HINT, MB_HELP_CLOSE, MB_COUNT };

/* What a room made on the worker (ui/shell/worker.h) is for, once it is made. */
typedef enum MaysJobFor { MAYS_JOB_LIKE_THIS = 0, MAYS_JOB_ADAPTIVE, MAYS_JOB_SHARED } MaysJobFor;

typedef struct MaysJob {
    char code[MJ_PROGRAM_MAX];
    char given[MJ_PROGRAM_MAX];
    int has_given;
    MjGenDesc desc;          /* code, given and grammar point into this job */
    char title[MJ_TITLE_MAX];
    MaysJobFor purpose;
    MjShareRoom room;        /* MAYS_JOB_ADAPTIVE, MAYS_JOB_SHARED: the room's parameters */
    MjGenResult result;      /* out */
    LpDiag diag;             /* out: why not */
} MaysJob;

typedef struct MaysScreen {
    PzSession *session;   /* the session this face is open in */
    char files[MAYS_LEVELS_MAX][256];
    int level_count, level_index;
    char load_error[400];
    int help;               /* the help card is shown over the panel */
    Editor editor;
    ButtonList buttons;
    char message[720];      /* phase one: what May or the sign says; phase two: the output (room for a translation) */
    int message_kind;       /* 0 info, 1 good, 2 problem */
    /* generated rooms: "a new room like this" (the room's code, a new seed) or the next room of
     * the adaptive sequence (a code made from the player model's step) */
    int generated;          /* 1 while a generated room is shown */
    int generated_count;    /* generated rooms opened this visit */
    int adaptive;           /* it came from the player model's step (recorded when finished) */
    char share_code[40];    /* an adaptive room's share code (mays_share.h); "" for other rooms */
    char draft_key[300];    /* the room on screen, as its unfinished code is kept (ui/shell/drafts.h) */
    uint64_t copied_tick;   /* when Copy was last pressed */
    MjPuzzle pz;            /* the room's rules: level, world, May, the code's run, tries (pure) */
    unsigned synced;        /* editor_changes() when the code went to pz */
    int synced_valid;
    unsigned rec_changes;   /* editor_changes() when the text was last recorded ... */
    int rec_valid;          /* ... 0: record it at the next chance (a new recording) */
    MaysJob job;            /* a room being made off the UI thread ... */
    Worker worker;          /* ... while worker.busy: the screen shows it being built */
    uint32_t frame;
    uint64_t won_tick;
    int hint_style, hint_object; /* the hint after a run that did not open the way (hints.h) */
    MjViewDrawn map_drawn;       /* the room as last drawn (--state) ... */
    SDL_Rect map_area;           /* ... in this area */
} MaysScreen;

void mays_screen_layout(MaysScreen *st);
void mays_screen_draw(App *app, MaysScreen *st);
/* The object the room marks with a hint's ring and "?" (1-based), 0 none: every hint marks it,
 * since the words of a later press name it as marked. */
int mays_hint_mark(const MaysScreen *st);
SDL_Rect mays_screen_editor_rect(void);
/* The help card (mays_help.c) over the code panel, and where its Close button goes. */
void mays_help_draw(App *app);
SDL_Rect mays_help_close_rect(void);
/* The share code's chip under the room and its Copy button (w 0: no code shown). */
void mays_screen_code_rects(App *app, const MaysScreen *st, SDL_Rect *chip, SDL_Rect *copy);

/* The clock May's flames and water stir on: the app's ticks, held still once the game is calm
 * (app_calm), so a room nobody touches rests (and costs no frames). */
static inline uint64_t mays_calm_clock(const App *app)
{
    uint64_t rest = app->input_tick + GFX_CALM_TICKS;
    return app->ticks < rest ? app->ticks : rest - rest % 30;
}

#endif
