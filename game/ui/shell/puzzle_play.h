/* puzzle_play.h - the shell's half of one open puzzle as the pupil feels it (puzzle/play.h has the
 * pure half): the one door every mode's screen goes through when a try ends, a puzzle is left or a
 * hint is shown. It counts the try, records it for the replay (rec_outcome, and rec_solved at the
 * first solve), and gives the pupil's progress and player model the result once (never while a
 * replay plays: app_record_result). Internal to game/ui. */
#ifndef UI_PUZZLE_PLAY_H
#define UI_PUZZLE_PLAY_H

#include "puzzle/play.h"
#include "ui/shell/app.h"

/* A try the puzzle's pure rules ended (they counted it: first says whether it was the first
 * solve): recorded for the replay, and a solve told to the pupil's progress. */
void play_try_recorded(App *app, PzPlay *p, int solved, int commands, int first);
/* The rules solved the puzzle after its last try (May walked out: PzPlay.solve_later; first: the
 * first solve, with these commands). */
void play_finish_recorded(App *app, PzPlay *p, int first, int commands);
/* The pupil leaves the puzzle (New puzzle, Skip, another level, the menu): unsolved, it is given
 * up, as the pupil's progress counts that (puzzle/progress.h). */
void play_left(App *app, PzPlay *p);

/* The replay format whose rules the puzzle on screen keeps: the replay's while one plays, else
 * this build's (LP_REPLAY_VERSION). */
int play_rules_format(const App *app);
/* The Hint button, the same in every mode: shown unless the class turned hints off, usable from
 * the first try on. */
int play_hint_shown(const App *app);
int play_hint_ready(const App *app, const PzPlay *p);
/* The kind of hint a press of Hint gives after the one showing (0 none): first the mark
 * (LP_HINT_HIGHLIGHT), then words about the marked place (LP_HINT_WORDS; pressed again, the words
 * say more). */
int play_hint_press(int showing);

#endif
