/* pupil_panel.h - the pupil screen's little panel for one pupil: Rename (type the new name,
 * Enter) and Remove (asked again: the files move to saves/removed/). Mouse and keyboard. */
#ifndef UI_SCREENS_PUPIL_PANEL_H
#define UI_SCREENS_PUPIL_PANEL_H

#include "ui/shell/app.h"

/* Open the panel for the pupil called name. */
void pupil_panel_open(const char *name);
int pupil_panel_is_open(void);
/* Every event while the panel is open. Returns 1 when the pupils changed (renamed or removed):
 * the screen lists them again. */
int pupil_panel_event(App *app, const SDL_Event *ev);
/* Over the screen (what it covers is no longer clickable). */
void pupil_panel_draw(App *app);
/* For --state: "" when closed, else "menu", "rename" or "remove"; and the last problem said. */
const char *pupil_panel_mode(void);
const char *pupil_panel_error(void);

#endif
