/* win_panel.h - the one win overlay of every mode (docs/design.md, "One puzzle, one set of
 * rules"): over the play area, a trophy, the stars of the first solve (puzzle/play.h), a sentence
 * saying how stars are earned and how to get the next one, tries, time and commands against par,
 * the host's buttons in one row (Next, Play again, Menu, or what the host asks for) and
 * "Save replay" under them. In a replay, a line in place of the buttons. Internal to game/ui. */
#ifndef UI_WIN_PANEL_H
#define UI_WIN_PANEL_H

#include "core/buf.h"
#include "puzzle/play.h"
#include "ui/shell/app.h"

#define WIN_BUTTONS_MAX 3

/* The panel, the same place on every mode's screen (under the top bar, centred). */
SDL_Rect win_panel_rect(void);
/* Where button i of n (1..WIN_BUTTONS_MAX) goes, left to right. */
SDL_Rect win_panel_button(int n, int i);
/* Say where "Save replay" goes (the recorder draws it): call when the overlay opens. */
void win_panel_offer(App *app);
/* The sentence about stars (as drawn, translated): how these were earned and how to get the next.
 * unit is what the mode counts, an English word that picks the translated words: "arrows" or
 * "commands" (another word is shown as it is). */
void win_panel_stars_text(const PzPlay *p, const char *unit, char *out, int size);
/* Draw the overlay (the host draws its buttons after, at win_panel_button). headline: "You did
 * it!", "May made it out!": English marked N_() (or already translated), drawn through _(). */
void win_panel_draw(App *app, const PzPlay *p, const char *headline, const char *unit);
/* For a screen's --state while the panel shows: appends ,"win_words":[the stars sentence, the line
 * of tries, time and commands], as drawn. */
void win_panel_state_json(LpBuf *o, const PzPlay *p, const char *unit);

/* The panel a screen shows while its puzzle is made on the worker: words (drawn through _(), as
 * headline is) and a bar (progress
 * 0..1000, or -1 when the generator cannot say: the bar sweeps with the clock). Modal, as the win
 * panel is. */
void win_panel_building(App *app, const char *words, int progress);

#endif
