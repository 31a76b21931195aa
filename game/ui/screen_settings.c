/* screen_settings.c - fullscreen, text size and animation speed; saved at once.
 * Enter/Space or a click changes a setting; Left/Right too; Escape goes back. */
#include <stdio.h>

#include "app.h"
#include "widgets.h"

enum { SET_FULLSCREEN, SET_TEXT, SET_SPEED, SET_BACK };

static ButtonList set_buttons;
static const char *const text_names[3] = {"Small", "Medium", "Large"};
static const char *const speed_names[3] = {"Slow", "Normal", "Fast"};

static void relabel(App *app)
{
    snprintf(set_buttons.items[SET_FULLSCREEN].label, sizeof set_buttons.items[0].label, "%s",
             app->settings.fullscreen ? "On" : "Off");
    snprintf(set_buttons.items[SET_TEXT].label, sizeof set_buttons.items[0].label, "%s",
             text_names[app->settings.text_size]);
    snprintf(set_buttons.items[SET_SPEED].label, sizeof set_buttons.items[0].label, "%s",
             speed_names[app->settings.anim_speed]);
}

static void settings_enter(App *app)
{
    buttons_init(&set_buttons, 1);
    int x = 700, w = 300, h = 80;
    buttons_add(&set_buttons, (SDL_Rect){x, 200, w, h}, "", -1, BUTTON_BLUE);
    buttons_add(&set_buttons, (SDL_Rect){x, 310, w, h}, "", -1, BUTTON_BLUE);
    buttons_add(&set_buttons, (SDL_Rect){x, 420, w, h}, "", TEX_ICON_SPEED, BUTTON_BLUE);
    buttons_add(&set_buttons, (SDL_Rect){APP_W / 2 - 150, 560, 300, 80}, "Back", TEX_ICON_BACK, BUTTON_ORANGE);
    relabel(app);
}

static void change(App *app, int which, int delta)
{
    if (which == SET_FULLSCREEN) app_set_fullscreen(app, !app->settings.fullscreen);
    if (which == SET_TEXT) app->settings.text_size = (TextSize)((app->settings.text_size + 3 + delta) % 3);
    if (which == SET_SPEED) app->settings.anim_speed = (AnimSpeed)((app->settings.anim_speed + 3 + delta) % 3);
    app_save_settings(app);
    relabel(app);
}

static void settings_event(App *app, const SDL_Event *ev)
{
    if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_ESCAPE || k == SDLK_BACKSPACE) {
            app_go(app, SCREEN_MENU);
            return;
        }
        if ((k == SDLK_LEFT || k == SDLK_RIGHT) && set_buttons.focus < SET_BACK) {
            change(app, set_buttons.focus, k == SDLK_LEFT ? -1 : 1);
            set_buttons.show_focus = 1;
            return;
        }
    }
    int hit = buttons_event(&set_buttons, ev);
    if (hit == SET_BACK) app_go(app, SCREEN_MENU);
    else if (hit >= 0) change(app, hit, 1);
}

static void settings_update(App *app) { (void)app; }

static void settings_draw(App *app)
{
    Gfx *g = &app->gfx;
    draw_backdrop(app);
    gfx_panel(g, (SDL_Rect){240, 60, 800, 620});
    gfx_text(g, "Settings", 52, COL_INK, APP_W / 2, 90, ALIGN_CENTER);
    static const char *const names[3] = {"Full screen", "Text size", "Animation speed"};
    for (int i = 0; i < 3; i++) {
        SDL_Rect r = set_buttons.items[i].rect;
        gfx_text(g, names[i], 34, COL_INK, 300, r.y + 18, ALIGN_LEFT);
    }
    gfx_text(g, "Tip: F11 switches full screen anywhere.", 20, COL_MUTED, APP_W / 2, 520, ALIGN_CENTER);
    buttons_draw(&set_buttons, g, app->mouse_x, app->mouse_y);
}

const Screen screen_settings = {"settings", settings_enter, settings_event, settings_update,
                                settings_draw, NULL, NULL, NULL};
