/* puzzle_play.h - the shell's half of one open puzzle as the pupil feels it (puzzle/play.h has the
 * pure half): the one door every mode's screen goes through when a try ends, a puzzle is left or a
 * hint is shown. It counts the try, records it for the replay (rec_outcome, and rec_solved at the
 * first solve), and gives the pupil's progress and player model the result once (never while a
 * replay plays: app_record_result). Internal to game/ui. */
#ifndef UI_PUZZLE_PLAY_H
#define UI_PUZZLE_PLAY_H

#include "puzzle/play.h"
#include "ui/shell/app.h"

/* The try under way ended (solved or not). ran 0: its program did not compile (a try that ended
 * as it began). Returns 1 on the puzzle's first solve. */
int play_try_ended(App *app, PzPlay *p, int solved, int commands, int ran);
/* The same, when the puzzle's pure rules ended the try themselves (pz_play_end done; first: it was
 * the first solve): only the recording and the progress are left to the shell. */
void play_try_recorded(App *app, PzPlay *p, int solved, int commands, int ran, int first);
/* May walked out through the way the last try opened (PzPlay.solve_later): the puzzle is solved.
 * Returns 1 on its first solve. */
int play_finished(App *app, PzPlay *p);
/* The same when the puzzle's pure rules solved it themselves (pz_play_finish done; first: the
 * first solve, with these commands). */
void play_finish_recorded(App *app, PzPlay *p, int first, int commands);
/* The pupil leaves the puzzle (New puzzle, Skip, another level, the menu): unsolved, it is given
 * up, as the pupil's progress counts that (puzzle/progress.h). */
void play_left(App *app, PzPlay *p);

/* The speed button, the same in every mode (0 slow, 1 normal, 2 fast): it starts at the settings'
 * speed (old_start: where a format-1 replay's mode started it), and one step of the animation takes
 * that speed's own time (a format-1 replay keeps its old rule: the setting's time scaled by the
 * button, x2, x1, x2/3). */
int play_speed_start(const App *app, int old_start);
int play_step_ms(const App *app, int speed);
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
