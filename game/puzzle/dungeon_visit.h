/* dungeon_visit.h - one pupil's visit to a dungeon, as every host sees it (the dungeon's screen,
 * the replay player, loopling-gen replay): the world and the pupil in it (modes/dungeon), the code
 * each puzzle room holds now (an easier one may have taken its place), the tries at each, which
 * puzzle is open at its terminal, and the visit's own PzPlay, solved at the stairs. Pure C.
 *
 * The puzzle inside a room is not held here: a host opens it by its code through its own mode
 * (a session of its face in the game, its PzRules in loopling-gen) and tells the visit what
 * happened: dg_visit_enter when it opens, dg_visit_solved at its first solve, dg_visit_leave with
 * its tries when the pupil goes back to the dungeon. */
#ifndef PUZZLE_DUNGEON_VISIT_H
#define PUZZLE_DUNGEON_VISIT_H

#include "modes/dungeon/dungeon.h"
#include "puzzle/play.h"
#include "puzzle/rules.h"

typedef struct DgVisit {
    DgWorld world;
    DgExplorer ex;
    char code[DG_MAX_ROOMS][LP_SHARECODE_MAX]; /* by puzzle: the code its room holds now */
    int easier[DG_MAX_ROOMS];  /* by puzzle: times the pupil asked for an easier one */
    int tries[DG_MAX_ROOMS];   /* by puzzle: tries begun at it, over every opening */
    int open;                  /* the puzzle open at its terminal, -1 none */
    int solved;                /* puzzles solved */
    DgStepped last;            /* what the last step did */
    PzPlay play;               /* the visit's own: solved at the stairs (tries: all puzzles', commands:
                                * steps; gave_up: puzzles left unsolved after a try) */
} DgVisit;

/* The pupil at the entrance of w (copied), nothing held, nothing solved. */
void dg_visit_start(DgVisit *v, const DgWorld *w, PzKind kind);
/* One step toward dir: dg_step's event (DG_EV_NONE while a puzzle is open or once the stairs were
 * reached). The stairs solve the visit: returns DG_EV_STAIRS once, with v->play solved. */
DgEvent dg_visit_walk(DgVisit *v, DgSide dir, DgStepped *out);
/* The unsolved puzzle whose terminal the pupil stands on, -1 none. */
int dg_visit_terminal_here(const DgVisit *v);
/* Room `room`'s puzzle opens: 1 when the pupil stands on its terminal and nothing is open (then
 * v->open is its puzzle), else 0. */
int dg_visit_enter(DgVisit *v, int room);
/* The open puzzle was solved for the first time: its gate opens. */
void dg_visit_solved(DgVisit *v);
/* Back to the dungeon from the open puzzle, after `tries` tries at it this time (ended: Runs whose
 * outcome came); left unsolved after a try, it counts as given up. */
void dg_visit_leave(DgVisit *v, int tries);
/* Room `room`'s puzzle becomes the one of `code` (an easier one): 1 when the room has a puzzle, it
 * is unsolved, and the code is a share code of that puzzle's mode; else 0 and nothing changes. */
int dg_visit_swap(DgVisit *v, int room, const char *code);
/* The puzzle of room r, -1 none. */
int dg_visit_puzzle_of(const DgVisit *v, int room);
/* Tries at every puzzle, and the one open now (open_tries: its tries so far this time). */
int dg_visit_all_tries(const DgVisit *v, int open_tries);
/* The kind a room's puzzle is played as: made for the pupil (a generator's code, moving its mode's
 * player model) or a lesson's (PZ_KIND_OTHER: a lesson's progress is its own screen's). */
PzKind dg_visit_puzzle_kind(const DgVisit *v, int puzzle);

/* The dungeon's world from a DG code (made again by its generator, puzzles included) or a dungeon
 * level file's text (dungeon_rules.c; world is the caller's, large): 1, or 0 with diag. */
int dg_world_open(const PzOpen *how, DgWorld *world, LpDiag *diag);
/* The visit inside a puzzle pz_dungeon_rules opened (tests look at it). */
DgVisit *dg_rules_visit(void *puzzle);

#endif
