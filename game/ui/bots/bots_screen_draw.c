/* bots_screen_draw.c - the robot screen's layout and drawing: the world (bots_view), the program
 * panel (blocks, or the code editor in the text view, with the palette below), the toolbar, the
 * score against par and the message panel. */
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "ui/bots/bots_screen.h"
#include "ui/screens/win_panel.h"
#include "ui/widgets/confetti.h"
#include "ui/shell/replay_ui.h"

static const SDL_Rect world_rect = { 16, 96, 620, 456 };
static const SDL_Rect message_rect = { 16, 566, 620, 138 };
static const SDL_Rect panel_rect = { 652, 96, 612, 504 };

SDL_Rect bots_screen_world_rect(void) { return world_rect; }
SDL_Rect bots_screen_panel_rect(void) { return panel_rect; }

void bots_screen_layout(BotsScreen *st)
{
    ButtonList *b = &st->buttons;
    buttons_init(b, 0);
    b->keys_need_ring =
        BUTTONS_KEYS_NEED_RING; /* Space and Enter are the screen's own until the pupil moves the focus */
    buttons_add(b, (SDL_Rect){ 16, 12, 150, 56 }, N_("Menu"), TEX_ICON_BACK, BUTTON_ORANGE);
    int y = 608, h = 92;
    buttons_add(b, (SDL_Rect){ 652, y, 132, h }, N_("Run"), TEX_ICON_PLAY, BUTTON_GREEN);
    /* label literals in N_(): the button draws them translated; N_ makes sure xgettext finds them */
    /* TRANSLATORS: the robot's button that does one action of the program; short */
    buttons_add(b, (SDL_Rect){ 790, y, 94, h }, N_("Step"), -1, BUTTON_BLUE);
    /* TRANSLATORS: the robot's button that undoes the last step (F7); also, in a dungeon's room, the button back
       to the dungeon; short */
    buttons_add(b, (SDL_Rect){ 890, y, 94, h }, N_("Back"), -1, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){ 990, y, 90, h }, N_("Stop"), -1, BUTTON_ORANGE);
    buttons_add(b, (SDL_Rect){ 1164, y, 100, h }, N_("Normal"), -1, BUTTON_BLUE);
    /* TRANSLATORS: the previous and the next lesson; keep the < and > */
    buttons_add(b, (SDL_Rect){ 980, 14, 138, 52 }, N_("< Level"), -1, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){ 1126, 14, 138, 52 }, N_("Level >"), -1, BUTTON_BLUE);
    /* the turn buttons' arrows: symbols, not words (not for translators) */
    buttons_add(b, (SDL_Rect){ world_rect.x + 12, world_rect.y + world_rect.h - 60, 56, 48 }, "\xE2\x86\xBA", -1, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){ world_rect.x + world_rect.w - 68, world_rect.y + world_rect.h - 60, 56, 48 }, "\xE2\x86\xBB", -1, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){ panel_rect.x + panel_rect.w - 166, panel_rect.y, 166, 40 }, N_("Text view"), -1, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){ 790, 14, 182, 52 }, N_("New puzzle"), -1, BUTTON_GREEN);
    buttons_add(b, win_panel_button(3, 0), N_("Play again"), TEX_ICON_RESET, BUTTON_BLUE);
    buttons_add(b, win_panel_button(3, 1), N_("Next lesson"), TEX_ICON_PLAY, BUTTON_GREEN);
    buttons_add(b, win_panel_button(3, 2), N_("Menu"), TEX_ICON_BACK, BUTTON_ORANGE);
    for (int i = 0; i < b->count; i++) b->items[i].text_px = 24;
    b->items[BB_TURN_LEFT].text_px = b->items[BB_TURN_RIGHT].text_px = 30;
    b->items[BB_RUN].text_px = 26;
    b->items[BB_VIEW].text_px = 20;
    b->items[BB_NEW].text_px = 22;
    for (int i = BB_WIN_AGAIN; i <= BB_WIN_MENU; i++) b->items[i].text_px = 22;
    buttons_add(b, (SDL_Rect){ 1086, y, 72, h }, N_("Hint"), -1, BUTTON_BLUE);
    b->items[BB_HINT].text_px = b->items[BB_SPEED].text_px = 22;
    blocks_panel_layout(&st->panel, panel_rect);
}

SDL_Rect bots_screen_editor_rect(void)
{
    /* the text view fills the column where the blocks are */
    return blocks_panel_area(panel_rect);
}

static void draw_top_bar(App *app, BotsScreen *st)
{
    Gfx *g = &app->gfx;
    gfx_fill(g, (SDL_Rect){ 0, 0, APP_W, 80 }, (SDL_Color){ 255, 248, 230, 235 });
    gfx_fill(g, (SDL_Rect){ 0, 80, APP_W, 4 }, COL_PANEL_EDGE);
    char title[256];
    /* TRANSLATORS: the robot's top bar: a puzzle made for the pupil, its number and its title */
    if (st->generated)
        snprintf(title, sizeof title, _("New puzzle %d: %s"), st->generated_count, _(st->pz.level.title));
    else if (st->level_count > 0 && !st->outside)
        /* TRANSLATORS: the robot's top bar: "Robot 2 of 9: <the lesson's title>" */
        snprintf(title, sizeof title, _("Robot %d of %d: %s"), st->level_index + 1, st->level_count, _(st->pz.level.title));
    else
        /* TRANSLATORS: the robot's top bar: a level from elsewhere, its title */
        snprintf(title, sizeof title, _("Robot: %s"), _(st->pz.level.title));
    gfx_text_in(g, FONT_BOLD, title, 30, COL_INK, (SDL_Rect){ 186, 12, 594, 56 }, ALIGN_LEFT, TEXT_WRAP);
}

/* The score against par, over the world's top-left corner. */
/* The score chip's words for a program: par when it is proven the fewest, else a target. */
static const char *score_format(const BotsScreen *st)
{
    if (st->pz.play.par_proven)
        /* TRANSLATORS: the commands the program used, and par (the fewest that solve the puzzle) */
        return _("Commands %d   Par %d");
    /* TRANSLATORS: the commands the program used, and a target: the commands the puzzle was made
     * with (no search proved that fewer cannot solve it, so it is not called par) */
    return _("Commands %d   Try for %d");
}

static void draw_score(App *app, BotsScreen *st)
{
    Gfx *g = &app->gfx;
    const BotsSession *s = &st->pz.session;
    char text[96];
    if (s->program)
        snprintf(text, sizeof text, score_format(st), s->counts.commands, st->pz.level.par);
    else if (st->pz.play.par_proven)
        /* TRANSLATORS: par: the fewest commands that solve the puzzle */
        snprintf(text, sizeof text, lp_trn("Par %d command", "Par %d commands", st->pz.level.par), st->pz.level.par);
    else
        /* TRANSLATORS: a target: the commands the puzzle was made with (no search proved that fewer
         * cannot solve it, so it is not called par) */
        snprintf(text, sizeof text, lp_trn("Try for %d command", "Try for %d commands", st->pz.level.par),
                 st->pz.level.par);
    int tw, th, most = world_rect.w - 28 - 28; /* a chip at most the picture's width (its text shrinks) */
    gfx_text_size(g, FONT_BOLD, text, 22, &tw, &th);
    SDL_Rect chip = {world_rect.x + 14, world_rect.y + 14, (tw < most ? tw : most) + 28, th + 14};
    /* par just proven by the long search (par_search.h): a yellow ring for two seconds */
    uint64_t since = app->ticks - st->par_proven_tick;
    if (st->par_proven_tick && since < 2 * APP_TICK_HZ) {
        int grow = 3 + (int)(since / 8 % 2) * 2;
        gfx_round_rect(g, (SDL_Rect){chip.x - grow, chip.y - grow, chip.w + 2 * grow, chip.h + 2 * grow},
                       14 + grow, COL_YELLOW);
    }
    gfx_round_rect(g, chip, 14, (SDL_Color){ 255, 255, 255, 220 });
    gfx_text_in(g, FONT_BOLD, text, 22, COL_INK, (SDL_Rect){chip.x + 14, chip.y, chip.w - 28, chip.h},
                ALIGN_LEFT, 0);
    int stars = bots_shown_stars(st);
    int left_end = chip.x + chip.w + (stars > 0 ? 8 + 3 * 40 : 0); /* where the stars end */
    if (stars > 0) {
        for (int i = 0; i < 3; i++)
            gfx_sprite(g, i < stars ? TEX_ICON_STAR : TEX_ICON_STAR_EMPTY,
                       (SDL_Rect){ chip.x + chip.w + 8 + i * 40, chip.y, 38, 38 });
    }
    /* a replay also says which try it shows (the player's bar says how many there were) */
    int try_shown = replay_playing(app) && st->pz.play.tries > 0;
    if (s->state == BOTS_SESSION_RUNNING || s->actions > 0 || try_shown) {
        /* TRANSLATORS: the robot's actions so far ("Step 4"); in a replay, also which try it shows */
        if (!try_shown) snprintf(text, sizeof text, _("Step %d"), s->actions);
        else if (s->state == BOTS_SESSION_RUNNING || s->actions > 0)
            snprintf(text, sizeof text, _("Try %d   Step %d"), st->pz.play.tries, s->actions);
        else snprintf(text, sizeof text, _("Try %d"), st->pz.play.tries);
        gfx_text_size(g, FONT_BOLD, text, 22, &tw, &th);
        tw = tw < most ? tw : most;
        SDL_Rect r = { world_rect.x + world_rect.w - tw - 42, world_rect.y + 14, tw + 28, th + 14 };
        if (r.x < left_end + 8) r.y += chip.h + 6; /* under, rather than over the stars */
        gfx_round_rect(g, r, 14, (SDL_Color){ 86, 180, 233, 200 });
        gfx_text_in(g, FONT_BOLD, text, 22, COL_INK, (SDL_Rect){r.x + 14, r.y, r.w - 28, r.h}, ALIGN_LEFT, 0);
    }
}

void bots_screen_code_rects(App *app, const BotsScreen *st, SDL_Rect *chip, SDL_Rect *copy)
{
    *chip = *copy = (SDL_Rect){ 0, 0, 0, 0 };
    if (!st->pz.level.code[0]) return;
    char code[80];
    /* TRANSLATORS: %s is the puzzle's share code (e.g. BT1F 3H00 0005) */
    snprintf(code, sizeof code, _("Code %s"), st->pz.level.code);
    int tw, th;
    gfx_text_size(&app->gfx, FONT_MONO, code, 20, &tw, &th);
    *chip = (SDL_Rect){ world_rect.x + (world_rect.w - tw - 24 - 92) / 2, world_rect.y + world_rect.h - th - 26, tw + 24, th + 12 };
    *copy = (SDL_Rect){ chip->x + chip->w + 8, chip->y, 84, chip->h };
}

static SDL_Rect grown(SDL_Rect r, int by) { return (SDL_Rect){ r.x - by, r.y - by, r.w + 2 * by, r.h + 2 * by }; }

/* Where the world may go: the whole panel under the score's row. bots_view zooms the world to
 * fill it, kept off the turn buttons, the compass over the left one and a generated puzzle's code. */
static SDL_Rect world_area(App *app, BotsScreen *st)
{
    int tw, th;
    gfx_text_size(&app->gfx, FONT_BOLD, "Par 0", 22, &tw, &th);
    int row = th + 14 > 38 ? th + 14 : 38; /* the score chip, or its stars */
    int top = world_rect.y + 14 + row + 4;
    BotsView *v = &st->view;
    SDL_Rect left = st->buttons.items[BB_TURN_LEFT].rect, right = st->buttons.items[BB_TURN_RIGHT].rect;
    v->avoid_count = 0;
    v->avoid[v->avoid_count++] = grown(left, 4);
    v->avoid[v->avoid_count++] = grown(right, 4);
    v->compass = (SDL_Rect){ world_rect.x + 8, left.y - 8 - 62, 100, 62 };
    SDL_Rect chip, copy;
    bots_screen_code_rects(app, st, &chip, &copy);
    if (chip.w > 0) {
        SDL_Rect both;
        SDL_UnionRect(&chip, &copy, &both);
        v->avoid[v->avoid_count++] = grown(both, 4);
    }
    /* Where draw_score puts the steps chip under the score's when the row is too short for both,
     * reckoned for the widest numbers (so the zoom never jumps as they change). */
    char text[96];
    snprintf(text, sizeof text, score_format(st), 88, st->pz.level.par);
    gfx_text_size(&app->gfx, FONT_BOLD, text, 22, &tw, &th);
    int left_end = world_rect.x + 14 + tw + 28 + (bots_shown_stars(st) > 0 ? 8 + 3 * 40 : 0);
    if (replay_playing(app)) snprintf(text, sizeof text, _("Try %d   Step %d"), 88, 888);
    else snprintf(text, sizeof text, _("Step %d"), 888);
    gfx_text_size(&app->gfx, FONT_BOLD, text, 22, &tw, &th);
    SDL_Rect steps = { world_rect.x + world_rect.w - tw - 42, world_rect.y + 14, tw + 28, th + 14 };
    if (steps.x < left_end + 8) {
        steps.y += steps.h + 6; /* the score chip is as tall */
        v->avoid[v->avoid_count++] = grown(steps, 4);
    }
    return (SDL_Rect){ world_rect.x + 6, top, world_rect.w - 12, world_rect.y + world_rect.h - 6 - top };
}

static void draw_world(App *app, BotsScreen *st)
{
    Gfx *g = &app->gfx;
    gfx_panel(g, world_rect);
    const BotsSession *s = &st->pz.session;
    float t = st->pz.anim_total > 0 ? 1.0f - (float)st->pz.anim_ticks / (float)st->pz.anim_total : 1.0f;
    BotsViewMarks marks = { 0 };
    marks.failed = s->state == BOTS_SESSION_FAILED && st->pz.anim_ticks == 0;
    marks.solved = s->state == BOTS_SESSION_SOLVED && st->pz.anim_ticks == 0;
    SDL_Rect inner = world_area(app, st);
    bots_view_draw(&st->view, g, &s->world, st->pz.anim_ticks > 0 ? &s->before : NULL, t, inner, &marks);
    draw_score(app, st);
    SDL_Rect r, copy;
    bots_screen_code_rects(app, st, &r, &copy);
    if (r.w > 0) { /* a generated puzzle's share code, to read out or type in */
        char code[80];
        snprintf(code, sizeof code, _("Code %s"), st->pz.level.code);
        gfx_round_rect(g, r, 12, (SDL_Color){ 255, 255, 255, 220 });
        gfx_text_face(g, FONT_MONO, code, 20, COL_INK, r.x + 12, r.y + 6, ALIGN_LEFT);
        copy_button_draw(g, copy, app->ticks, st->copied_tick);
    }
    if (marks.solved && app->ticks - st->solved_tick < 150)
        confetti_draw(g, (SDL_Rect){ world_rect.x + 90, world_rect.y + 90, world_rect.w - 180, world_rect.h - 150 },
                      2024u); /* the win panel's crisp pieces, round the world */
}

static void draw_message(App *app, BotsScreen *st)
{
    /* TRANSLATORS: the robot's keys: F5, F6... Esc and Ctrl+N are keys (keep them; Ctrl may become Strg);
       the words are the buttons they press */
    const char *keys = st->text_view ? _("F5 Run/Pause  F6 Step  F7 Back  F8 Stop  F4 Hint  F2 Blocks  Esc leaves the code")
                       : (st->panel.tools & BOTS_TOOL_TEXT)
                           ? _("F5 Run/Pause  F6 Step  F7 Back  F8 Stop  F4 Hint  F2 Text  Ctrl+N New puzzle")
                           /* TRANSLATORS: the robot's keys in a lesson without the text view (as above, without F2) */
                           : _("F5 Run/Pause  F6 Step  F7 Back  F8 Stop  F4 Hint  Ctrl+N New puzzle");
    /* while a replay plays the keys belong to its bar: no keys help */
    message_panel_draw(&app->gfx, message_rect, st->message, st->message_kind, 22, replay_playing(app) ? NULL : keys);
}

void bots_screen_draw(App *app, BotsScreen *st)
{
    Gfx *g = &app->gfx;
    gfx_sprite(g, TEX_BACKGROUND, (SDL_Rect){ 0, 0, APP_W, APP_H });
    draw_top_bar(app, st);
    draw_world(app, st);
    draw_message(app, st);
    if (st->text_view) {
        st->panel.text_palette = true;
        blocks_panel_draw_palette(&st->panel, g);
        /* TRANSLATORS: over the robot's code editor; Loopling is the name of the game and its language */
        gfx_text_in(g, FONT_BOLD, _("The same program, written in Loopling"), 19, COL_INK,
                    (SDL_Rect){ panel_rect.x + 4, panel_rect.y + 2, panel_rect.w - 180, 36 }, ALIGN_LEFT, 0);
        editor_draw(&st->editor, g, bots_screen_editor_rect());
    } else {
        st->panel.text_palette = false;
        blocks_panel_draw(&st->panel, g, st->pz.level.par, st->pz.play.par_proven, !st->pz.playing);
    }
    if (st->win_shown) win_panel_draw(app, &st->pz.play, N_("Solved!"), "commands");
    if (st->worker.busy) win_panel_building(app, N_("Building a puzzle just for you..."), -1);
    buttons_draw(&st->buttons, g, app->mouse_x, app->mouse_y);
    if (!st->text_view) blocks_panel_draw_held(&st->panel, g);
}
