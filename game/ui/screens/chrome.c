/* chrome.c - what the menu-like screens (menu, pupils, settings, Enter a code) share: the picture
 * background and the notice box. */
#include "ui/screens/chrome.h"

/* Background, used by every menu-like screen. */
void draw_backdrop(App *app)
{
    gfx_sprite(&app->gfx, TEX_BACKGROUND, (SDL_Rect){0, 0, APP_W, APP_H});
}

/* A notice box (damaged saves and the like) at the bottom of the screen. */
void draw_notice(App *app)
{
    const char *text = app_notice_text(app);
    if (!text[0]) return;
    /* At the top, over the title: the message matters more than the logo while it shows. */
    SDL_Rect r = {140, 10, APP_W - 280, 100};
    int h = gfx_text_wrap_height(&app->gfx, text, 20, r.w - 48) + 32;
    if (h > r.h) r.h = h > 220 ? 220 : h;
    gfx_panel(&app->gfx, r);
    gfx_text_in(&app->gfx, FONT_BOLD, text, 20, COL_VERMILLION,
                (SDL_Rect){r.x + 24, r.y + 16, r.w - 48, r.h - 32}, ALIGN_LEFT,
                TEXT_WRAP | TEXT_TOP); /* a longer one than the panel's most shrinks */
}
