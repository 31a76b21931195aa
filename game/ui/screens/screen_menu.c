/* screen_menu.c - the main menu: the playable modes, settings, change pupil, quit.
 * Only modes that can be played appear here; "Enter a code" opens a shared level (screen_code.c). Mouse or
 * keyboard (arrows, Tab, Enter). Escape (a gamepad's B) asks before the game closes: a child pressing it
 * twice to leave a puzzle lands here, so only the Quit button, or Quit in the question, ends the game. */
#include <stdio.h>

#include "core/i18n.h"

#include "core/class_report.h"
#include "puzzle/progress.h"
#include "ui/shell/app.h"
#include "ui/screens/chrome.h"
#include "ui/widgets/widgets.h"

/* Buttons: the unlocked modes first (menu_mode says which), then the rest. */
enum { MENU_SETTINGS = LP_CONFIG_MODES, MENU_PUPIL, MENU_QUIT, MENU_CODE };

static ButtonList menu_buttons;
static int menu_mode_count;
static int menu_mode[LP_CONFIG_MODES]; /* the LpMode of each mode button, -1 for a hidden one */
static SDL_Rect menu_greeting;         /* the chip "Hi, Ada!" drawn last (--state) */
static int menu_lessons;
static int menu_bots_lessons;
static int menu_mays_lessons;
static LpClassReportPupil menu_progress; /* the pupil's progress per mode, for the pictures */
static int menu_asking;                  /* the question "Leave Loopling?" is open */
static ButtonList ask_buttons;           /* its Keep playing (focused) and Quit */
static const SDL_Rect ask_rect = {320, 200, 640, 310};
enum { ASK_STAY, ASK_QUIT };

static void menu_enter(App *app)
{
    app->teacher_unlocked = 0; /* the class settings lock again behind the teacher PIN */
    if (app->opts.level == app->opened_level) app->opts.level = NULL; /* a code opened from "Enter a code" */
    menu_lessons = app_lesson_count(app, LP_MODE_TOYCAR);
    menu_bots_lessons = app_lesson_count(app, LP_MODE_BOTS);
    menu_mays_lessons = app_lesson_count(app, LP_MODE_MAYS);
    memset(&menu_progress, 0, sizeof menu_progress);
    if (app->has_profile) lp_class_report_pupil(&app->profile, &app->config, &menu_progress);
    buttons_init(&menu_buttons, 1);
    int x = APP_W / 2 - 200, y = 300, w = 400, h = 78;
    /* The modes the class settings open, in their order, side by side: a lone mode gets a wide
     * button, two share the row. Locked modes are not shown (the teacher's choice). The slots
     * of missing modes stay as hidden buttons so the rest keep their places. */
    menu_mode_count = lp_config_mode_count(&app->config);
    int mw = menu_mode_count == 1 ? 520 : menu_mode_count == 2 ? 440 : menu_mode_count == 3 ? 370 : 284;
    int gap = menu_mode_count == 2 ? 60 : menu_mode_count == 3 ? 30 : 22;
    int mx = APP_W / 2 - (menu_mode_count * mw + (menu_mode_count - 1) * gap) / 2;
    for (int i = 0; i < LP_CONFIG_MODES; i++) {
        int m = lp_config_mode(&app->config, i); /* -1 past the unlocked ones */
        menu_mode[i] = m;
        int b = buttons_add(&menu_buttons, (SDL_Rect){mx + i * (mw + gap), y, mw, 94}, lp_mode_title((LpMode)m),
                            TEX_ICON_PLAY, BUTTON_GREEN);
        menu_buttons.items[b].text_px = m == LP_MODE_MAYS && mw < 400 ? (mw < 300 ? 27 : 32) : mw < 300 ? 34 : 38;
        menu_buttons.items[b].hidden = m < 0;
    }
    /* the labels are English, drawn translated; N_() collects them (xgettext does not find
     * buttons_add's third argument after a (SDL_Rect){...} literal) */
    /* below the modes' labels and their progress pictures */
    h = 70;
    buttons_add(&menu_buttons, (SDL_Rect){x, y + 176, w, h}, N_("Settings"), TEX_ICON_SETTINGS, BUTTON_BLUE);
    /* TRANSLATORS: a menu button: play as another pupil (the "Who is playing?" screen) */
    buttons_add(&menu_buttons, (SDL_Rect){x, y + 258, w, h}, N_("Change pupil"), TEX_ICON_PUPIL, BUTTON_BLUE);
    /* TRANSLATORS: a menu button that closes the game */
    buttons_add(&menu_buttons, (SDL_Rect){x, y + 340, w, h}, N_("Quit"), TEX_ICON_BACK, BUTTON_ORANGE);
    /* TRANSLATORS: a menu button: type a share code to open a level (also the title of that screen) */
    buttons_add(&menu_buttons, (SDL_Rect){x + w + 40, y + 176, 340, h}, N_("Enter a code"), TEX_ICON_STAR, BUTTON_BLUE);
    menu_asking = 0;
    buttons_init(&ask_buttons, 0);
    /* TRANSLATORS: a button in the question "Leave Loopling?": stay in the game */
    buttons_add(&ask_buttons, (SDL_Rect){340, 410, 290, 72}, N_("Keep playing"), TEX_ICON_PLAY, BUTTON_GREEN);
    buttons_add(&ask_buttons, (SDL_Rect){650, 410, 290, 72}, N_("Quit"), TEX_ICON_BACK, BUTTON_ORANGE);
}

/* The question before quitting: Escape or a click beside it closes it, Keep playing has the focus. */
static void ask_event(App *app, const SDL_Event *ev)
{
    if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE) {
        menu_asking = 0;
        return;
    }
    int hit = buttons_event(&ask_buttons, ev);
    if (hit == ASK_QUIT)
        app->quit = 1;
    else if (hit == ASK_STAY)
        menu_asking = 0;
    else if (ev->type == SDL_MOUSEBUTTONUP) {
        SDL_Point p = {ev->button.x, ev->button.y};
        if (!SDL_PointInRect(&p, &ask_rect)) menu_asking = 0;
    }
}

static void ask_draw(App *app)
{
    Gfx *g = &app->gfx;
    gfx_fill(g, (SDL_Rect){0, 0, APP_W, APP_H}, (SDL_Color){20, 30, 50, 110});
    gfx_cover(g, (SDL_Rect){0, 0, APP_W, APP_H});
    gfx_panel(g, ask_rect);
    SDL_Rect inner = {ask_rect.x + 30, ask_rect.y + 30, ask_rect.w - 60, 70};
    /* TRANSLATORS: asked when a pupil presses Escape on the menu */
    gfx_text_in(g, FONT_BOLD, _("Leave Loopling?"), 44, COL_INK, inner, ALIGN_CENTER, 0);
    /* TRANSLATORS: under "Leave Loopling?" */
    gfx_text_in(g, FONT_BOLD, _("Your progress is saved."), 28, COL_MUTED,
                (SDL_Rect){inner.x, inner.y + 90, inner.w, 60}, ALIGN_CENTER, TEXT_WRAP);
    buttons_draw(&ask_buttons, g, app->mouse_x, app->mouse_y);
}

static void menu_event(App *app, const SDL_Event *ev)
{
    if (menu_asking) {
        ask_event(app, ev);
        return;
    }
    if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE) {
        menu_asking = 1;
        ask_buttons.focus = ASK_STAY;
        ask_buttons.show_focus = 1;
        return;
    }
    int hit = buttons_event(&menu_buttons, ev);
    if (hit >= 0 && hit < LP_CONFIG_MODES) {
        if (menu_mode[hit] < 0) return;
        app->notice[0] = '\0';
        app_go(app, app_play_screen(app, (LpMode)menu_mode[hit]));
        return;
    }
    switch (hit) {
    case MENU_SETTINGS: app_go(app, SCREEN_SETTINGS); break;
    case MENU_PUPIL: app->notice[0] = '\0'; app_go(app, SCREEN_PROFILES); break;
    case MENU_QUIT: app->quit = 1; break;
    case MENU_CODE: app->notice[0] = '\0'; app_go(app, SCREEN_CODE); break;
    default: break;
    }
}

static void menu_update(App *app) { (void)app; }

/* A small label under a mode's button. */
static void draw_sub_chip(Gfx *g, SDL_Rect button, const char *text)
{
    int sw, sh, most = button.w + 16; /* never wider than its button (and the gap beside it) */
    gfx_text_fit(g, FONT_BOLD, text, 20, most - 28, 40, 0, &sw, &sh);
    if (sw > most - 28) sw = most - 28;
    SDL_Rect chip = {button.x + (button.w - sw - 28) / 2, button.y + button.h + 8, sw + 28, sh + 12};
    gfx_round_rect(g, chip, 14, (SDL_Color){255, 255, 255, 200});
    gfx_text_in(g, FONT_BOLD, text, 20, COL_INK, (SDL_Rect){chip.x + 14, chip.y, chip.w - 28, chip.h}, ALIGN_CENTER, 0);
}

/* A mode's progress at a glance, under its label: a dot per lesson (filled and ticked when
 * solved, a ring when not), then a bar per puzzle made for the pupil (the last ones: taller is
 * harder, blue solved, grey left), or for the dungeon a star per dungeon finished. */
static void draw_progress(Gfx *g, SDL_Rect button, LpMode mode, int lessons, unsigned solved)
{
    const LpClassReportMode *m = &menu_progress.modes[mode];
    if (lessons == 0 && m->history_count == 0 && m->finished == 0) return; /* nothing yet */
    SDL_Rect chip = {button.x + 6, button.y + button.h + 46, button.w - 12, 32};
    gfx_round_rect(g, chip, 12, (SDL_Color){255, 255, 255, 170});
    SDL_Rect strip = {chip.x + 8, chip.y + 4, chip.w - 16, chip.h - 8};
    int x = strip.x, cy = strip.y + strip.h / 2;
    int step = lessons > 0 ? (strip.w * 3 / 5) / lessons : 0;
    if (step > 20) step = 20;
    int size = step - 3 > 18 ? 18 : step - 3, first_open = -1;
    for (int i = 0; i < lessons && i < LP_TUTORIAL_MAX; i++) {
        SDL_Rect sq = {x + i * step + (step - size) / 2, cy - size / 2, size, size};
        int done = (solved >> i) & 1u;
        if (!done && first_open < 0) first_open = i;
        /* solved: a green square; the next to do: ringed in orange; the rest: an empty square */
        gfx_round_rect(g, sq, 3, done ? COL_GREEN : i == first_open ? COL_ORANGE : COL_MUTED);
        if (!done) gfx_round_rect(g, (SDL_Rect){sq.x + 2, sq.y + 2, sq.w - 4, sq.h - 4}, 2, COL_WHITE);
    }
    x += lessons * step + (lessons ? 8 : 0);
    if (mode == LP_MODE_DUNGEON) {
        for (int i = 0; i < m->finished && i < 12; i++)
            gfx_sprite(g, TEX_ICON_STAR, (SDL_Rect){x + i * 26, strip.y, 24, 24});
        return;
    }
    int n = m->history_count, room = (strip.x + strip.w - x) / 11, shown = n < room ? n : room;
    /* scaled to the pupil's own highest, so growth shows */
    int lo = m->level_min, hi = lo + 2;
    for (int i = 0; i < shown; i++)
        if (m->history[n - shown + i].level > hi) hi = m->history[n - shown + i].level;
    for (int i = 0; i < shown; i++) {
        const LpClassReportPoint *p = &m->history[n - shown + i];
        int v = p->level < lo ? lo : p->level > hi ? hi : p->level;
        int bh = 5 + (strip.h - 5) * (v - lo) / (hi - lo);
        gfx_round_rect(g, (SDL_Rect){x + i * 11, strip.y + strip.h - bh, 9, bh}, 2, p->solved ? COL_BLUE : COL_MUTED);
    }
}

static void menu_draw(App *app)
{
    Gfx *g = &app->gfx;
    draw_backdrop(app);
    gfx_sprite(g, TEX_LOGO, (SDL_Rect){APP_W / 2 - 320, 40, 640, 200});
    char hello[160];
    /* TRANSLATORS: the menu's greeting; %s is the pupil's name */
    snprintf(hello, sizeof hello, _("Hi, %s!"), app->profile.name);
    /* a long name: smaller, then shortened with "...", so the chip stays under the logo */
    int tw, th, room = 1000;
    gfx_text_fit(g, FONT_BOLD, hello, 34, room, 48, 0, &tw, &th);
    if (tw > room) tw = room;
    SDL_Rect chip = {APP_W / 2 - tw / 2 - 50, 236, tw + 84, 52};
    menu_greeting = chip;
    gfx_round_rect(g, chip, 26, (SDL_Color){255, 255, 255, 200});
    gfx_sprite(g, TEX_ICON_PUPIL, (SDL_Rect){chip.x + 8, chip.y + 4, 44, 44});
    gfx_text_in(g, FONT_BOLD, hello, 34, COL_INK, (SDL_Rect){chip.x + 60, chip.y, tw, 52}, ALIGN_LEFT,
                TEXT_SHORTEN);
    buttons_draw(&menu_buttons, g, app->mouse_x, app->mouse_y);
    /* What each mode holds for this pupil. */
    char sub[200];
    for (int i = 0; i < menu_mode_count; i++) {
        int m = menu_mode[i];
        /* a pupil who roamed (lesson_order "free") and solved lessons past the first unsolved one:
         * how many are solved, never a lesson number they skipped */
        int count = m == LP_MODE_TOYCAR ? menu_lessons : m == LP_MODE_BOTS ? menu_bots_lessons : m == LP_MODE_MAYS ? menu_mays_lessons : 0;
        int done = m == LP_MODE_TOYCAR ? app->profile.toycar_tutorial_done
                   : m == LP_MODE_BOTS ? app->profile.bots_lessons_done
                                       : app->profile.mays_lessons_done;
        int solved = m == LP_MODE_DUNGEON ? 0 : pz_lessons_solved_count(&app->profile, (LpMode)m, count);
        if (m != LP_MODE_DUNGEON && done < count && solved > done) {
            if (m == LP_MODE_MAYS)
                /* TRANSLATORS: under the May's Journey button, for a pupil who skipped rooms */
                snprintf(sub, sizeof sub, _("%d of %d rooms solved"), solved, count);
            else
                /* TRANSLATORS: under a mode's button, for a pupil who skipped lessons */
                snprintf(sub, sizeof sub, _("%d of %d lessons solved"), solved, count);
        } else if (m == LP_MODE_TOYCAR) {
            if (app->profile.toycar_tutorial_done < menu_lessons)
                /* TRANSLATORS: under the Toy Car button: the next lesson's number and how many there are */
                snprintf(sub, sizeof sub, _("Lesson %d of %d"), app->profile.toycar_tutorial_done + 1, menu_lessons);
            else
                /* TRANSLATORS: under the Toy Car button */
                snprintf(sub, sizeof sub, _("Puzzles solved: %d"), app->profile.toycar_solved);
        } else if (m == LP_MODE_BOTS) {
            if (app->profile.bots_lessons_done < menu_bots_lessons)
                /* TRANSLATORS: under the Robot button: the next lesson's number and how many there are */
                snprintf(sub, sizeof sub, _("Lesson %d of %d: blocks and code"), app->profile.bots_lessons_done + 1,
                         menu_bots_lessons);
            else
                /* TRANSLATORS: under the Robot button */
                snprintf(sub, sizeof sub, _("New puzzles solved: %d"), app->profile.bots_solved);
        } else if (m == LP_MODE_DUNGEON) {
            /* TRANSLATORS: under the Dungeon button, before the first dungeon */
            if (app->profile.dungeon_done == 0) snprintf(sub, sizeof sub, "%s", _("Puzzles from every mode"));
            /* TRANSLATORS: under the Dungeon button */
            else snprintf(sub, sizeof sub, _("Dungeons explored: %d"), app->profile.dungeon_done);
        } else {
            if (app->profile.mays_lessons_done < menu_mays_lessons)
                /* TRANSLATORS: under the May's Journey button: the next room's number and how many there are */
                snprintf(sub, sizeof sub, _("Room %d of %d: code objects"), app->profile.mays_lessons_done + 1,
                         menu_mays_lessons);
            else
                /* TRANSLATORS: under the May's Journey button, when every lesson room is done */
                snprintf(sub, sizeof sub, lp_trn("All %d room done!", "All %d rooms done!", menu_mays_lessons),
                         menu_mays_lessons);
        }
        draw_sub_chip(g, menu_buttons.items[i].rect, sub);
        draw_progress(g, menu_buttons.items[i].rect, (LpMode)m, count, pz_lessons_solved(&app->profile, (LpMode)m));
    }
    /* Which class settings are in force, for the teacher walking past. */
    if (app->config_name[0]) {
        char cls[160];
        /* TRANSLATORS: at the bottom of the menu; %s is the class settings file's name */
        snprintf(cls, sizeof cls, _("Class settings: %s"), app->config_name);
        /* in the corner left of Quit: a long file name (or a long language's words, German at the
         * large size ran under Quit) shrinks, then gives way with "..." */
        int cw, ch, cls_w = menu_buttons.items[MENU_QUIT].rect.x - 12 - 16 - 28;
        gfx_text_fit(g, FONT_BOLD, cls, 18, cls_w, APP_H, 0, &cw, &ch);
        cw = cw < cls_w ? cw : cls_w;
        SDL_Rect cls_chip = {16, APP_H - ch - 28, cw + 28, ch + 14};
        gfx_round_rect(g, cls_chip, 14, (SDL_Color){255, 255, 255, 190});
        gfx_text_in(g, FONT_BOLD, cls, 18, COL_MUTED, (SDL_Rect){cls_chip.x + 14, cls_chip.y + 7, cw, ch},
                    ALIGN_LEFT, TEXT_SHORTEN);
    }
    draw_notice(app);
    if (menu_asking) ask_draw(app);
}

static void menu_state(App *app, LpBuf *o)
{
    (void)app;
    lp_buf_puts(o, ",\"menu_modes\":[");
    for (int i = 0; i < menu_mode_count; i++)
        lp_buf_printf(o, "%s\"%s\"", i ? "," : "", lp_mode_name((LpMode)menu_mode[i]));
    lp_buf_printf(o, "],\"quit_question\":%s", menu_asking ? "true" : "false");
    lp_buf_printf(o, ",\"greeting\":[%d,%d,%d,%d]", menu_greeting.x, menu_greeting.y, menu_greeting.w,
                  menu_greeting.h);
    for (int i = 0; i < menu_buttons.count; i++) {
        const SDL_Rect r = menu_buttons.items[i].rect;
        if (!menu_buttons.items[i].hidden)
            lp_buf_printf(o, ",\"btn_%d\":[%d,%d,%d,%d]", i, r.x, r.y, r.w, r.h);
    }
}

static int menu_still_for(App *app)
{
    (void)app;
    return -1;
}

const Screen screen_menu = {"menu", menu_enter, menu_event, menu_update, menu_draw, NULL, menu_state, NULL, menu_still_for};
