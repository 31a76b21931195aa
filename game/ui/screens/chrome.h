/* chrome.h - the menu-like screens' shared drawing (chrome.c). */
#ifndef UI_SCREENS_CHROME_H
#define UI_SCREENS_CHROME_H

#include "ui/shell/app.h"

/* The picture background. */
void draw_backdrop(App *app);
/* The notice box (app_notice_text: a damaged save and the like) over the top of the screen. */
void draw_notice(App *app);

#endif
