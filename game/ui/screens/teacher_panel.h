/* teacher_panel.h - the settings screen's teacher panel: set a teacher PIN (typed twice), which
 * locks the class settings for pupils; type it to open them until the menu shows again; from
 * there the class's progress (screen_class.c) or remove the PIN. The PIN is kept hashed in
 * settings.cfg (core/teacher_pin.h). Mouse and keyboard (digits, Backspace, Enter, Escape). */
#ifndef UI_SCREENS_TEACHER_PANEL_H
#define UI_SCREENS_TEACHER_PANEL_H

#include "ui/shell/app.h"

/* 1 when the class settings are locked for the person at the keyboard: a PIN is set, it was not
 * typed since the menu showed, and no --config holds this run. */
int teacher_locked(const App *app);
/* Open the panel: "choose a PIN" when none is set, "type the PIN" when locked, else the menu. */
void teacher_panel_open(App *app);
int teacher_panel_is_open(void);
/* Every event while the panel is open. */
void teacher_panel_event(App *app, const SDL_Event *ev);
/* Over the settings screen. */
void teacher_panel_draw(App *app);
/* For --state: "" closed, else "new", "confirm", "pin" or "menu"; and what the panel says went
 * wrong ("" nothing). */
const char *teacher_panel_mode(void);
const char *teacher_panel_error(void);

#endif
