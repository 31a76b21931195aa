/* screen_menu.c - the main menu: the playable modes, settings, change pupil, quit.
 * Only modes that can be played appear here; "Enter a code" opens a shared level (screen_code.c). Mouse or keyboard (arrows, Tab, Enter). */
#include <stdio.h>

#include "app.h"
#include "widgets.h"

enum { MENU_TOYCAR, MENU_BOTS, MENU_MAYS, MENU_SETTINGS, MENU_PUPIL, MENU_QUIT, MENU_CODE };

static ButtonList menu_buttons;
static int menu_lessons;
static int menu_bots_lessons;
static int menu_mays_lessons;

static void menu_enter(App *app)
{
    code_screen_forget(app);
    menu_lessons = toycar_lesson_count(app);
    menu_bots_lessons = bots_lesson_count(app);
    menu_mays_lessons = mays_lesson_count(app);
    buttons_init(&menu_buttons, 1);
    int x = APP_W / 2 - 200, y = 300, w = 400, h = 78;
    /* the modes side by side, then the rest in a column */
    int mw = 370, gap = 30, mx = APP_W / 2 - (3 * mw + 2 * gap) / 2;
    buttons_add(&menu_buttons, (SDL_Rect){mx, y, mw, 94}, "Toy Car", TEX_ICON_PLAY, BUTTON_GREEN);
    buttons_add(&menu_buttons, (SDL_Rect){mx + mw + gap, y, mw, 94}, "Robot", TEX_ICON_PLAY, BUTTON_GREEN);
    buttons_add(&menu_buttons, (SDL_Rect){mx + 2 * (mw + gap), y, mw, 94}, "May's Journey", TEX_ICON_PLAY, BUTTON_GREEN);
    menu_buttons.items[MENU_TOYCAR].text_px = menu_buttons.items[MENU_BOTS].text_px = 38;
    menu_buttons.items[MENU_MAYS].text_px = 32;
    buttons_add(&menu_buttons, (SDL_Rect){x, y + 150, w, h}, "Settings", TEX_ICON_SETTINGS, BUTTON_BLUE);
    buttons_add(&menu_buttons, (SDL_Rect){x, y + 240, w, h}, "Change pupil", TEX_ICON_PUPIL, BUTTON_BLUE);
    buttons_add(&menu_buttons, (SDL_Rect){x, y + 330, w, h}, "Quit", TEX_ICON_BACK, BUTTON_ORANGE);
    buttons_add(&menu_buttons, (SDL_Rect){x + w + 40, y + 150, 340, h}, "Enter a code", TEX_ICON_STAR, BUTTON_BLUE);
}

static void menu_event(App *app, const SDL_Event *ev)
{
    if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE) {
        app->quit = 1;
        return;
    }
    switch (buttons_event(&menu_buttons, ev)) {
    case MENU_TOYCAR: app->notice[0] = '\0'; app_go(app, SCREEN_TOYCAR); break;
    case MENU_BOTS: app->notice[0] = '\0'; app_go(app, SCREEN_BOTS); break;
    case MENU_MAYS: app->notice[0] = '\0'; app_go(app, SCREEN_MAYS); break;
    case MENU_SETTINGS: app_go(app, SCREEN_SETTINGS); break;
    case MENU_PUPIL: app->notice[0] = '\0'; app_go(app, SCREEN_PROFILES); break;
    case MENU_QUIT: app->quit = 1; break;
    case MENU_CODE: app->notice[0] = '\0'; app_go(app, SCREEN_CODE); break;
    default: break;
    }
}

static void menu_update(App *app) { (void)app; }

/* Background, used by every menu-like screen. */
void draw_backdrop(App *app)
{
    gfx_sprite(&app->gfx, TEX_BACKGROUND, (SDL_Rect){0, 0, APP_W, APP_H});
}

/* A notice box (damaged saves and the like) at the bottom of the screen. */
void draw_notice(App *app)
{
    if (!app->notice[0]) return;
    /* At the top, over the title: the message matters more than the logo while it shows. */
    SDL_Rect r = {140, 10, APP_W - 280, 100};
    gfx_panel(&app->gfx, r);
    gfx_text_wrap(&app->gfx, app->notice, 20, COL_VERMILLION, r.x + 24, r.y + 16, r.w - 48, ALIGN_LEFT);
}

/* A small label under a mode's button. */
static void draw_sub_chip(Gfx *g, SDL_Rect button, const char *text)
{
    int sw, sh;
    gfx_text_size(g, FONT_BOLD, text, 20, &sw, &sh);
    SDL_Rect chip = {button.x + (button.w - sw - 28) / 2, button.y + button.h + 8, sw + 28, sh + 12};
    gfx_round_rect(g, chip, 14, (SDL_Color){255, 255, 255, 200});
    gfx_text(g, text, 20, COL_INK, chip.x + 14, chip.y + 6, ALIGN_LEFT);
}

static void menu_draw(App *app)
{
    Gfx *g = &app->gfx;
    draw_backdrop(app);
    gfx_sprite(g, TEX_LOGO, (SDL_Rect){APP_W / 2 - 320, 40, 640, 200});
    char hello[96];
    snprintf(hello, sizeof hello, "Hi, %s!", app->profile.name);
    int tw, th;
    gfx_text_size(g, FONT_BOLD, hello, 34, &tw, &th);
    SDL_Rect chip = {APP_W / 2 - tw / 2 - 50, 236, tw + 84, 52};
    gfx_round_rect(g, chip, 26, (SDL_Color){255, 255, 255, 200});
    gfx_sprite(g, TEX_ICON_PUPIL, (SDL_Rect){chip.x + 8, chip.y + 4, 44, 44});
    gfx_text(g, hello, 34, COL_INK, chip.x + 60, chip.y + (52 - th) / 2, ALIGN_LEFT);
    buttons_draw(&menu_buttons, g, app->mouse_x, app->mouse_y);
    /* What the toy car holds for this pupil. */
    char sub[96];
    if (app->profile.toycar_tutorial_done < menu_lessons)
        snprintf(sub, sizeof sub, "Lesson %d of %d", app->profile.toycar_tutorial_done + 1, menu_lessons);
    else
        snprintf(sub, sizeof sub, "Puzzles solved: %d", app->profile.toycar_solved);
    draw_sub_chip(g, menu_buttons.items[MENU_TOYCAR].rect, sub);
    if (app->profile.bots_lessons_done < menu_bots_lessons)
        snprintf(sub, sizeof sub, "Lesson %d of %d: blocks and code", app->profile.bots_lessons_done + 1, menu_bots_lessons);
    else
        snprintf(sub, sizeof sub, "New puzzles solved: %d", app->profile.bots_solved);
    draw_sub_chip(g, menu_buttons.items[MENU_BOTS].rect, sub);
    if (app->profile.mays_lessons_done < menu_mays_lessons)
        snprintf(sub, sizeof sub, "Room %d of %d: code objects", app->profile.mays_lessons_done + 1, menu_mays_lessons);
    else
        snprintf(sub, sizeof sub, "All %d rooms done!", menu_mays_lessons);
    draw_sub_chip(g, menu_buttons.items[MENU_MAYS].rect, sub);
    draw_notice(app);
}

const Screen screen_menu = {"menu", menu_enter, menu_event, menu_update, menu_draw, NULL, NULL, NULL};
