/* bots_screen.h - state shared by the robot screen's logic (screen_bots.c) and its drawing
 * (bots_screen_draw.c). Internal to game/ui. The pupil types a program in the code editor,
 * runs it on the robot world with Run, Pause, Step, Step back, Stop and a speed control; the
 * running statement is highlighted; a failure freezes the world and marks the line. */
#ifndef UI_BOTS_SCREEN_H
#define UI_BOTS_SCREEN_H

#include <SDL.h>

#include "bots/bots_gen.h"
#include "puzzle/bots_puzzle.h"
#include "ui/shell/worker.h"
#include "ui/shell/app.h"
#include "ui/shell/session.h"
#include "ui/bots/blocks_panel.h"
#include "ui/bots/bots_view.h"
#include "ui/bots/par_search.h"
#include "ui/editor/editor.h"
#include "modes/bots/bots_session.h"
#include "ui/widgets/widgets.h"

#define BOTS_LEVELS_MAX 32

/* Toolbar buttons (ButtonList order). */
enum { BB_MENU, BB_RUN, BB_STEP, BB_BACK, BB_STOP, BB_SPEED, BB_PREV, BB_NEXT, BB_TURN_LEFT, BB_TURN_RIGHT, BB_VIEW, BB_NEW,
       BB_WIN_AGAIN, BB_WIN_NEXT, BB_WIN_MENU, BB_HINT, BB_COUNT };

/* A puzzle being made on the worker (ui/shell/worker.h): a template at the first size from `size` to
 * `size_max` that gives a puzzle for the seed. */
typedef struct BotsJob {
    BotsTemplate template_;
    char name[64];          /* the template's name */
    int size, size_max;
    uint32_t seed;
    int version;            /* the robot generator (0: the newest; a shared code's own) */
    int shared;             /* opened by a share code (else "a new puzzle like this") */
    BotsGenPuzzle puzzle;   /* out: the puzzle ... */
    int made_size;          /* ... at this size */
    int too_small;          /* out: the biggest size that ran out of attempts, 0 none */
    int par_proven;         /* out: the puzzle's par label (bots_par_proven), searched here too */
    LpDiag diag;            /* out: why not */
} BotsJob;

typedef struct BotsScreen {
    PzSession *session;               /* the session this face is open in */
    char files[BOTS_LEVELS_MAX][256];
    int level_count, level_index;
    int solved[BOTS_LEVELS_MAX];      /* best commands per lesson (from the save), 0 unsolved */
    /* "A new puzzle like this": a generated puzzle replaces the lesson on screen */
    int generated;                    /* 1 while a generated puzzle is shown */
    int generated_count;              /* generated puzzles opened this visit */
    int size;                         /* the template size it was generated at */
    char from_template[64];           /* the template the next new puzzle comes from */
    char too_small_template[64];      /* a template that could not make puzzles at ... */
    int too_small;                    /* ... this size (or smaller) this visit */
    BotsPuzzle pz;                    /* the puzzle's rules: level, program, robot, tries (pure) */
    int speed_choice;                 /* the speed chosen this visit (each level starts at it), -1 none */
    unsigned synced;                  /* editor_changes() when the program text went to pz */
    int synced_valid;
    BotsJob job;                      /* a puzzle being made off the UI thread ... */
    Worker worker;                    /* ... while worker.busy: the screen shows it being built */
    ParSearch par_search;             /* the long search for the par on screen (par_search.h) */
    uint64_t par_proven_tick;         /* when it proved par (the chip lights up), 0 never */
    int win_shown;                    /* the win panel is over the screen (until Play again) */
    char load_error[400];
    char level_path[1024];            /* the level file on screen ("" for a generated puzzle) */
    char draft_key[300];              /* the level on screen, as its unfinished program is kept (drafts.h) */
    int outside;                      /* 1: that file is not one of the lessons */
    /* the replay (replay_ui.h): the level on screen is recorded from when it is ready */
    int rec_pending;                  /* a level was set up: rec_begin when the action is over */
    int rec_valid;                    /* rec_changes holds */
    unsigned rec_changes;             /* editor_changes() when the text was last recorded */
    Editor editor;                    /* the text view; its text is the program that runs */
    BlocksPanel panel;                /* the blocks view of the same program */
    int text_view;                    /* 1: the text view is shown, 0: blocks */
    unsigned panel_seen;              /* panel.changes when the text was last written from blocks */
    unsigned text_seen;               /* editor_changes() when blocks and text last agreed */
    BotsBlockLine line_map[BOTS_BLOCK_LINES]; /* text line -> block, valid while text_seen holds */
    int line_map_count;
    BotsView view;
    ButtonList buttons;
    int chip_pressed;                 /* text view: the palette chip held down */
    char message[640];                /* what the message panel says (room for a translation) */
    int message_kind;                 /* 0 hint, 1 good, 2 problem */
    uint64_t solved_tick;
    uint64_t copied_tick;             /* when Copy was last pressed */
    int hint_style, hint_line;        /* the hint after a failed run (hints.h), 0: none shown */
} BotsScreen;

/* The stars shown by the par chip: this visit's first solve, else a lesson's best from the save. */
static inline int bots_shown_stars(const BotsScreen *st)
{
    if (st->pz.play.solved) return st->pz.play.stars;
    int best = !st->generated && !st->outside && st->level_index < BOTS_LEVELS_MAX ? st->solved[st->level_index] : 0;
    return best > 0 ? pz_stars(st->pz.level.par, best) : 0;
}

/* The code a palette chip inserts in the text view. */
const char *bots_chip_code(int chip);

/* Layout and drawing (bots_screen_draw.c). */
void bots_screen_layout(BotsScreen *st);
void bots_screen_draw(App *app, BotsScreen *st);
SDL_Rect bots_screen_world_rect(void);
SDL_Rect bots_screen_editor_rect(void);
SDL_Rect bots_screen_panel_rect(void);

/* The share code's chip under the world and its Copy button (w 0: no code shown). */
void bots_screen_code_rects(App *app, const BotsScreen *st, SDL_Rect *chip, SDL_Rect *copy);

#endif
