/* par_search.h - the robot screen's long search for par: while the pupil plays a puzzle whose par
 * the label left a target ("Try for 13"), bots_par_search_long (modes/bots/solver.h) goes on
 * looking on a low-priority thread (ui/shell/worker.h, a background job). Its verdict depends on
 * the level alone (a fixed number of search nodes), only its moment on the machine; the screen
 * then calls par proven, or tells the pupil that fewer commands can do it. Internal to game/ui. */
#ifndef UI_BOTS_PAR_SEARCH_H
#define UI_BOTS_PAR_SEARCH_H

#include "modes/bots/solver.h"
#include "ui/shell/worker.h"

typedef enum ParSearchState {
    PAR_SEARCH_OFF, /* none started (a proven par, a lesson, or the search switched off) */
    PAR_SEARCH_RUNNING,
    PAR_SEARCH_PROVEN,  /* no program with fewer commands than par solves the puzzle */
    PAR_SEARCH_SHORTER, /* result.program solves it with result.commands, the fewest */
    PAR_SEARCH_GAVE_UP  /* BOTS_PAR_LONG_NODES searched and neither */
} ParSearchState;

typedef struct ParSearch {
    Worker worker;
    BotsLevel level;        /* the worker's own copy */
    BotsProveResult result; /* once finished */
    ParSearchState state;
    int low_priority; /* the thread yields to the game's frames (with a window) */
} ParSearch;

/* The machine's memory (SDL_GetSystemRAM) a window's search asks for: the search holds up to
 * about 400 MB (the bounds from 12 million worlds, BOTS_PAR_LONG_STATES; a long_loop (12) puzzle
 * reaching 8.05 million peaked at 298 MB), which a small machine should not give to a background
 * job. */
#define PAR_SEARCH_MIN_RAM_MB 2048
int par_search_fits_machine(void);

/* Start searching level's par (a search already running is stopped first); low_priority 1 with a
 * window (the headless loop waits for it: there it runs at the game's priority). */
void par_search_start(ParSearch *s, const BotsLevel *level, int low_priority);
/* Stop it (leaving the puzzle); state goes back to PAR_SEARCH_OFF. */
void par_search_stop(ParSearch *s);
/* 1 once, on the update after the search ended: state and result hold its verdict. */
int par_search_finished(ParSearch *s);
/* "off", "running", "proven", "shorter" or "gave up" (--state's bots.par_search). */
const char *par_search_state_name(ParSearchState state);

#endif
