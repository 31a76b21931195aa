/* toycar_view.c - drawing the toy-car screen: board, tiles, flags, goal, car and its path, the
 * tray, counters, the message bar, the win panel and the pupil's chart of targets. */
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "modes/toycar/obstacle.h"
#include "ui/screens/win_panel.h"
#include "ui/shell/replay_ui.h"
#include "ui/toycar/toycar_screen.h"

#define BOARD_AREA_X 20
#define BOARD_AREA_Y 86
#define BOARD_AREA_W 850
#define BOARD_AREA_H 548
#define TRAY_Y 150

static const int tray_order[4] = {TC_LEFT, TC_UP, TC_DOWN, TC_RIGHT};

void toycar_layout(ToycarState *st)
{
    const TcBoard *b = &st->pz.level.board;
    int w = b->width > 0 ? b->width : 1, h = b->height > 0 ? b->height : 1;
    int cell = (BOARD_AREA_W - 40) / w;
    if ((BOARD_AREA_H - 40) / h < cell) cell = (BOARD_AREA_H - 40) / h;
    if (cell > 92) cell = 92;
    st->cell = cell;
    st->board_rect = (SDL_Rect){BOARD_AREA_X + (BOARD_AREA_W - cell * w) / 2,
                                BOARD_AREA_Y + (BOARD_AREA_H - cell * h) / 2, cell * w, cell * h};
    for (int i = 0; i < 4; i++) st->tray[tray_order[i]] = (SDL_Rect){902 + i * 86, TRAY_Y, 76, 76};
}

int toycar_cell_at(const ToycarState *st, int x, int y, int *cx, int *cy)
{
    SDL_Point p = {x, y};
    if (st->cell <= 0 || !SDL_PointInRect(&p, &st->board_rect)) return 0;
    *cx = (x - st->board_rect.x) / st->cell;
    *cy = (y - st->board_rect.y) / st->cell;
    return 1;
}

int toycar_tray_at(const ToycarState *st, int x, int y)
{
    SDL_Point p = {x, y};
    for (int d = 0; d < 4; d++)
        if (SDL_PointInRect(&p, &st->tray[d])) return d;
    return -1;
}

static double dir_angle(int dir)
{
    static const double angle[4] = {180.0, 0.0, 270.0, 90.0}; /* sprites point right */
    return dir >= 0 && dir < 4 ? angle[dir] : 0.0;
}

static SDL_Rect cell_rect(const ToycarState *st, int x, int y)
{
    return (SDL_Rect){st->board_rect.x + x * st->cell, st->board_rect.y + y * st->cell, st->cell, st->cell};
}

static SDL_Rect inset(SDL_Rect r, int by) { return (SDL_Rect){r.x + by, r.y + by, r.w - 2 * by, r.h - 2 * by}; }

static void draw_tile(Gfx *g, SDL_Rect r, int dir, Uint8 alpha)
{
    gfx_sprite_rot(g, TEX_TILE, inset(r, r.w / 16), dir_angle(dir), alpha);
}

/* A round badge with a symbol, readable without colour. */
static void badge(Gfx *g, int cx, int cy, int radius, SDL_Color fill, const char *text)
{
    gfx_circle(g, cx, cy, radius + 3, COL_INK);
    gfx_circle(g, cx, cy, radius, fill);
    int tw, th;
    gfx_text_size(g, FONT_BOLD, text, radius * 4 / 3, &tw, &th);
    gfx_text(g, text, radius * 4 / 3, COL_WHITE, cx, cy - th / 2, ALIGN_CENTER);
}

/* A tree or a rock: the kind the crash message names (obstacle.h), so words and picture agree. */
static void draw_obstacle(Gfx *g, ToycarState *st, int x, int y)
{
    TcObstacleKind kind = tc_obstacle_kind(x, y);
    gfx_sprite(g, kind == TC_TREE ? TEX_TREE : TEX_ROCK, inset(cell_rect(st, x, y), st->cell / 20));
    if (x == st->pz.world.car_x && y == st->pz.world.car_y) st->drawn_at_car = tc_obstacle_name(kind);
}

static void draw_board(App *app, ToycarState *st)
{
    Gfx *g = &app->gfx;
    const TcWorld *w = &st->pz.world;
    const TcBoard *b = &w->board;
    st->drawn_at_car = NULL;
    SDL_Rect frame = inset(st->board_rect, -18);
    gfx_round_rect(g, (SDL_Rect){frame.x + 6, frame.y + 8, frame.w, frame.h}, 24, COL_SHADOW);
    gfx_nine_slice(g, TEX_FRAME, frame, 24, 24);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) gfx_sprite(g, (x + y) % 2 ? TEX_CELL_ALT : TEX_CELL, cell_rect(st, x, y));
    int running = w->status != TC_PLANNING;
    int step_ms = tc_puzzle_step_ms(&st->pz);
    int arriving = w->status == TC_DRIVING && st->pz.anim_elapsed_ms < step_ms;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            SDL_Rect r = cell_rect(st, x, y);
            switch (b->cells[y][x]) {
            case TC_OBSTACLE: draw_obstacle(g, st, x, y); break;
            case TC_GOAL: gfx_sprite(g, TEX_GOAL, r); break;
            case TC_FLAG:
                /* A flag disappears when the car arrives, not when it sets off towards it. */
                if (!w->flag_taken[y][x] || (arriving && x == w->car_x && y == w->car_y))
                    gfx_sprite(g, TEX_FLAG, inset(r, r.w / 12));
                break;
            default: break;
            }
            int tile = running ? w->tiles[y][x] : w->plan[y][x];
            int dragging_this = st->drag_active && st->drag_moved && st->drag_from_x == x && st->drag_from_y == y;
            int held_this = st->held_x == x && st->held_y == y;
            if (tile != TC_NO_DIR && !dragging_this) draw_tile(g, r, tile, held_this ? 110 : 255);
        }
    /* The car, gliding between cells while it drives. */
    float cx = (float)w->car_x, cy = (float)w->car_y;
    if (w->status == TC_DRIVING) {
        float t = step_ms > 0 ? (float)st->pz.anim_elapsed_ms / (float)step_ms : 1.0f;
        if (t > 1.0f) t = 1.0f;
        cx = st->pz.anim_from_x + (w->car_x - st->pz.anim_from_x) * t;
        cy = st->pz.anim_from_y + (w->car_y - st->pz.anim_from_y) * t;
    } else if (w->status == TC_FAIL_OBSTACLE && w->path_count >= 2) {
        /* Stop short of the tree or rock it hit, which stays in sight. */
        TcPoint prev = w->path[w->path_count - 2];
        cx = prev.x + (w->car_x - prev.x) * 0.3f;
        cy = prev.y + (w->car_y - prev.y) * 0.3f;
    }
    /* The path driven so far, up to where the car is drawn. */
    float half = st->cell / 2.0f;
    float ox = (float)st->board_rect.x + half, oy = (float)st->board_rect.y + half;
    for (int i = 1; i < w->path_count; i++) {
        float x0 = ox + w->path[i - 1].x * st->cell, y0 = oy + w->path[i - 1].y * st->cell;
        float x1 = ox + w->path[i].x * st->cell, y1 = oy + w->path[i].y * st->cell;
        if (i == w->path_count - 1) {
            x1 = ox + cx * st->cell;
            y1 = oy + cy * st->cell;
        }
        gfx_line(g, x0, y0, x1, y1, st->cell / 5.0f + 4, (SDL_Color){35, 31, 45, 120});
        gfx_line(g, x0, y0, x1, y1, st->cell / 5.0f, (SDL_Color){240, 228, 66, 220});
    }
    SDL_Rect car = {st->board_rect.x + (int)(cx * st->cell), st->board_rect.y + (int)(cy * st->cell), st->cell, st->cell};
    gfx_sprite_rot(g, TEX_CAR, inset(car, -st->cell / 20), dir_angle(w->heading), 255);
    int fail = w->status >= TC_FAIL_OBSTACLE;
    if (w->status == TC_FAIL_OBSTACLE) { /* what it hit, in front of the car, and "!" on its far corner */
        draw_obstacle(g, st, w->car_x, w->car_y);
        SDL_Rect o = cell_rect(st, w->car_x, w->car_y);
        badge(g, w->heading == TC_LEFT ? o.x + 6 : o.x + o.w - 6, w->heading == TC_DOWN ? o.y + o.h - 6 : o.y + 6,
              st->cell / 5 + 6, COL_VERMILLION, "!");
    } else if (fail) {
        int bx = car.x + car.w / 2 + tc_dx[w->heading] * car.w / 2, by = car.y + car.h / 2 + tc_dy[w->heading] * car.h / 2;
        badge(g, bx, by, st->cell / 4 + 6, COL_VERMILLION, "!");
    }
    if (w->status == TC_WON) badge(g, car.x + car.w / 2, car.y - 4, st->cell / 4 + 6, COL_GREEN, "\xE2\x9C\x93");
    /* The hint's square (hints.h): a pulsing yellow frame and a "?" badge. */
    if (st->hint_style && w->status != TC_DRIVING && w->status != TC_WON) { /* every hint marks its square */
        SDL_Rect r = cell_rect(st, st->hint_x, st->hint_y);
        int pulse = app_blink_on(app) ? 0 : 3; /* on the blink clock (app.h app_blink_on) */
        gfx_round_frame(g, inset(r, -4 - pulse), 12, 6, COL_INK);
        gfx_round_frame(g, inset(r, -2 - pulse), 10, 4, COL_YELLOW);
        badge(g, r.x + r.w - 4, r.y + 4, st->cell / 5 + 6, COL_ORANGE, "?");
    }
    /* Keyboard cursor and drop target. */
    if (st->cursor_shown && w->status == TC_PLANNING) {
        SDL_Rect r = cell_rect(st, st->cursor_x, st->cursor_y);
        gfx_round_frame(g, inset(r, -3), 10, 7, COL_INK);
        gfx_round_frame(g, inset(r, -1), 8, 4, COL_FOCUS);
        if (st->held_x >= 0) draw_tile(g, inset(r, r.w / 6), w->plan[st->held_y][st->held_x], 200);
    }
    int mx, my;
    if (st->drag_active && st->drag_moved && toycar_cell_at(st, app->mouse_x, app->mouse_y, &mx, &my)) {
        int ok = tc_cell_free(w, mx, my) || (mx == st->drag_from_x && my == st->drag_from_y);
        SDL_Rect r = cell_rect(st, mx, my);
        gfx_round_frame(g, r, 8, 5, ok ? COL_GREEN : COL_VERMILLION);
    }
}

static void draw_tray(App *app, ToycarState *st)
{
    Gfx *g = &app->gfx;
    gfx_text_in(g, FONT_BOLD, _("Your arrows"), 26, COL_INK, (SDL_Rect){902, 100, 340, 40}, ALIGN_LEFT, 0);
    for (int d = 0; d < 4; d++) {
        SDL_Rect r = st->tray[d];
        int left = st->pz.world.inventory[d];
        gfx_round_rect(g, r, 14, (SDL_Color){120, 84, 50, 60});
        if (left > 0) draw_tile(g, r, d, 255);
        else gfx_sprite_rot(g, TEX_TILE_GHOST, inset(r, r.w / 16), dir_angle(d), 120);
        char n[8];
        snprintf(n, sizeof n, "%d", left);
        badge(g, r.x + r.w - 6, r.y + r.h - 6, 14, left > 0 ? COL_BLUE : COL_MUTED, n);
        if (st->selected_dir == d) {
            gfx_round_frame(g, inset(r, -6), 16, 7, COL_INK);
            gfx_round_frame(g, inset(r, -4), 14, 4, COL_FOCUS);
        }
    }
    /* two texts, the second flush right: "Fewest needed: 10" ran into the panel's frame */
    char line[96];
    /* TRANSLATORS: how many arrows are on the board; keep it short (a narrow box) */
    snprintf(line, sizeof line, _("Placed: %d"), tc_plan_count(&st->pz.world));
    gfx_text_in(g, FONT_BOLD, line, 20, COL_INK, (SDL_Rect){902, 236, 126, 30}, ALIGN_LEFT, 0);
    if (st->pz.play.par_proven)
        /* TRANSLATORS: the fewest arrows that solve the puzzle (proven); keep it short (a narrow box) */
        snprintf(line, sizeof line, _("Fewest needed: %d"), st->pz.level.tile_count);
    else
        /* TRANSLATORS: the arrows the puzzle was made with, as a target to try for (no search proved
         * that fewer cannot win, so it is not called the fewest); not "goal": that is the finish square.
         * Keep it short (a narrow box) */
        snprintf(line, sizeof line, _("Try it with %d"), st->pz.level.tile_count);
    gfx_text_in(g, FONT_BOLD, line, 20, COL_INK, (SDL_Rect){1032, 236, 208, 30}, ALIGN_RIGHT, 0);
}

/* The pupil's targets over the puzzles played: moves as bars, loops as rings. */
static void draw_chart(App *app, ToycarState *st, SDL_Rect area)
{
    Gfx *g = &app->gfx;
    const LpToycarModel *m = &app->profile.toycar_model;
    /* The legend from the right (each word at most a quarter of the line), the title in what is
     * left: a longer word in a language shrinks in its own box instead of running under the next. */
    /* TRANSLATORS: the chart's legend: bars are the puzzles' moves, rings their loops; one short word each */
    const char *moves = _("moves");
    /* TRANSLATORS: the chart's legend: rings are the puzzles' loops; one short word */
    const char *loops = _("loops");
    int cap = area.w / 4, mw, lw, th;
    gfx_text_size(g, FONT_BOLD, moves, 16, &mw, &th);
    gfx_text_size(g, FONT_BOLD, loops, 16, &lw, &th);
    mw = mw < cap ? mw : cap;
    lw = lw < cap ? lw : cap;
    SDL_Rect *head = st->chart_head;
    head[4] = (SDL_Rect){area.x + area.w - lw, area.y, lw, 26};
    head[3] = (SDL_Rect){head[4].x - 19, area.y + 6, 14, 14};
    head[2] = (SDL_Rect){head[3].x - 10 - mw, area.y, mw, 26};
    head[1] = (SDL_Rect){head[2].x - 19, area.y + 6, 14, 14};
    head[0] = (SDL_Rect){area.x, area.y - 1, head[1].x - 10 - area.x, 28};
    gfx_text_in(g, FONT_BOLD, _("Your puzzles"), 20, COL_INK, head[0], ALIGN_LEFT, 0);
    gfx_fill(g, head[1], COL_BLUE);
    gfx_text_in(g, FONT_BOLD, moves, 16, COL_MUTED, head[2], ALIGN_LEFT, 0);
    gfx_circle(g, head[3].x + 7, head[3].y + 7, 7, COL_ORANGE);
    gfx_text_in(g, FONT_BOLD, loops, 16, COL_MUTED, head[4], ALIGN_LEFT, 0);
    SDL_Rect plot = {area.x, area.y + 28, area.w, area.h - 28};
    gfx_round_rect(g, plot, 8, (SDL_Color){255, 255, 255, 160});
    int shown = m->history_count < 12 ? m->history_count : 12;
    if (shown == 0) {
        gfx_text_in(g, FONT_BOLD, _("Solve puzzles and watch this chart grow!"), 16, COL_MUTED,
                    (SDL_Rect){plot.x + 8, plot.y + 6, plot.w - 16, plot.h - 12}, ALIGN_CENTER, TEXT_WRAP);
        return;
    }
    int max_len = 5;
    for (int i = m->history_count - shown; i < m->history_count; i++)
        if (m->history[i].target_length > max_len) max_len = m->history[i].target_length;
    int bw = (plot.w - 16) / 12;
    for (int k = 0; k < shown; k++) {
        const LpPuzzleRecord *rec = &m->history[m->history_count - shown + k];
        int bh = (plot.h - 22) * rec->target_length / max_len;
        SDL_Rect bar = {plot.x + 8 + k * bw + 2, plot.y + plot.h - 4 - bh, bw - 4, bh};
        gfx_round_rect(g, bar, 4, rec->solved ? COL_BLUE : COL_MUTED);
        for (int l = 0; l < rec->target_loops && l < 4; l++)
            gfx_circle(g, bar.x + bar.w / 2, bar.y + bar.h - 8 - l * 12, 5, COL_ORANGE);
        char n[8];
        snprintf(n, sizeof n, "%d", rec->target_length);
        gfx_text(g, n, 12, COL_INK, bar.x + bar.w / 2, bar.y - 15, ALIGN_CENTER);
    }
}

static void draw_top_bar(App *app, ToycarState *st)
{
    Gfx *g = &app->gfx;
    gfx_fill(g, (SDL_Rect){0, 0, APP_W, 80}, (SDL_Color){255, 248, 230, 235});
    gfx_fill(g, (SDL_Rect){0, 80, APP_W, 4}, COL_PANEL_EDGE);
    char title[256];
    if (st->kind == KIND_TUTORIAL)
        /* TRANSLATORS: the top bar: "Lesson 2 of 8: <the lesson's title>" */
        snprintf(title, sizeof title, _("Lesson %d of %d: %s"), st->tutorial_index + 1, st->tutorial_count,
                 _(st->pz.level.title));
    else if (st->kind == KIND_GENERATED && st->pz.level.title[0]) /* its title, "Puzzle N" (finish_generation) */
        snprintf(title, sizeof title, _("Puzzle %d"), st->tutorial_index);
    else
        snprintf(title, sizeof title, "%s", st->pz.level.title[0] ? _(st->pz.level.title) : _("A new puzzle"));
    /* up to the share code's chip (a made puzzle's) or the tries */
    int title_end = st->kind == KIND_TUTORIAL || !st->pz.level.code[0] ? 890 : 462;
    gfx_text_in(g, FONT_BOLD, title, 30, COL_INK, (SDL_Rect){186, 12, title_end - 186, 56}, ALIGN_LEFT, TEXT_WRAP);
    /* the clock at the right edge, as wide as its time needs (at least "00:00", so it stays put
     * for the first 100 minutes); the tries get the rest from 948 ("Versuche 11" at the large size) */
    char text[64];
    int s = pz_play_seconds(&st->pz.play), tw, th, least_w;
    snprintf(text, sizeof text, "%d:%02d", s / 60, s % 60);
    gfx_text_size(g, FONT_BOLD, text, 24, &tw, &th);
    gfx_text_size(g, FONT_BOLD, "00:00", 24, &least_w, &th);
    int time_w = tw > least_w ? tw : least_w, time_x = APP_W - 12 - (time_w < 140 ? time_w : 140);
    gfx_text_in(g, FONT_BOLD, text, 24, COL_INK, (SDL_Rect){time_x, 16, APP_W - 12 - time_x, 44}, ALIGN_LEFT,
                0);
    gfx_sprite(g, TEX_ICON_CLOCK, (SDL_Rect){time_x - 48, 16, 44, 44});
    gfx_sprite(g, TEX_ICON_TRIES, (SDL_Rect){900, 16, 44, 44});
    /* TRANSLATORS: the top bar's count of runs, beside an icon; keep it short */
    snprintf(text, sizeof text, _("Tries %d"), st->pz.play.tries);
    gfx_text_in(g, FONT_BOLD, text, 24, COL_INK, (SDL_Rect){948, 16, time_x - 48 - 8 - 948, 44}, ALIGN_LEFT,
                0);
}

static void draw_message(App *app, ToycarState *st)
{
    Gfx *g = &app->gfx;
    SDL_Rect r = {BOARD_AREA_X, 646, BOARD_AREA_W, 62};
    int bad = st->message_bad;
    int left = r.x + (bad ? 66 : 20), text_w = r.x + r.w - 16 - left, tw, th;
    /* a message that needs more than two lines (a failure and its hint, at the large size) grows
     * the panel upwards, up to the board's frame */
    gfx_text_fit(g, FONT_BOLD, st->message, 24, text_w, r.h - 8, TEXT_WRAP, &tw, &th);
    int top = r.y + r.h - 8 - th, frame_bottom = st->board_rect.y + st->board_rect.h + 18 + 6;
    if (top < frame_bottom) top = frame_bottom;
    if (top < r.y) {
        r.h += r.y - top;
        r.y = top;
    }
    st->message_rect = r;
    int won = st->pz.world.status == TC_WON;
    SDL_Color fill = bad ? COL_VERMILLION : won ? COL_GREEN : (SDL_Color){255, 255, 255, 225};
    gfx_round_rect(g, (SDL_Rect){r.x + 3, r.y + 4, r.w, r.h}, 16, COL_SHADOW);
    gfx_round_rect(g, r, 16, fill);
    SDL_Color fg = bad || won ? COL_WHITE : COL_INK;
    if (bad) badge(g, r.x + 34, r.y + r.h / 2, 18, COL_INK, "!");
    /* The biggest size that fits: one line, else two (or what the grown panel holds). */
    gfx_text_in(g, FONT_BOLD, st->message, 24, fg, (SDL_Rect){left, r.y + 4, r.x + r.w - 16 - left, r.h - 8}, ALIGN_LEFT,
                TEXT_WRAP);
}

static void draw_loading(App *app, ToycarState *st)
{
    Gfx *g = &app->gfx;
    SDL_Rect p = {170, 220, 620, 220};
    gfx_panel(g, p);
    gfx_text_in(g, FONT_BOLD, _("Building a puzzle just for you..."), 30, COL_INK, (SDL_Rect){p.x + 20, p.y + 30, p.w - 40, 50},
                ALIGN_CENTER, 0);
    int progress = worker_progress(&st->worker);
    SDL_Rect bar = {p.x + 60, p.y + 110, p.w - 120, 36};
    gfx_round_rect(g, bar, 18, (SDL_Color){120, 84, 50, 80});
    gfx_round_rect(g, (SDL_Rect){bar.x, bar.y, bar.w * progress / 1000 + 36 > bar.w ? bar.w : bar.w * progress / 1000 + 36, bar.h}, 18, COL_SKY);
    int car_x = bar.x + (bar.w - 40) * progress / 1000;
    gfx_sprite(g, TEX_CAR, (SDL_Rect){car_x - 4, bar.y - 8, 52, 52});
}

static void draw_error(App *app, ToycarState *st)
{
    Gfx *g = &app->gfx;
    SDL_Rect p = {120, 200, 720, 260};
    gfx_panel(g, p);
    gfx_text_in(g, FONT_BOLD, _("Something is wrong with this level"), 30, COL_VERMILLION, (SDL_Rect){p.x + 20, p.y + 20, p.w - 40, 50},
                ALIGN_CENTER, 0);
    gfx_text_in(g, FONT_BOLD, st->error, 20, COL_INK, (SDL_Rect){p.x + 30, p.y + 90, p.w - 60, p.h - 110}, ALIGN_LEFT,
                TEXT_WRAP | TEXT_TOP);
}

/* Where the share code shows: beside a generated puzzle's short title in the top bar, or, for a
 * lesson (its title is long), in the side panel under the tray's help. */
static SDL_Rect code_chip(const ToycarState *st)
{
    if (st->kind == KIND_TUTORIAL) return (SDL_Rect){902, 346, 340, 38};
    return (SDL_Rect){470, 18, 400, 44};
}

SDL_Rect toycar_copy_rect(const ToycarState *st)
{
    if (!st->pz.level.code[0] || st->phase == PHASE_ERROR) return (SDL_Rect){0, 0, 0, 0};
    SDL_Rect chip = code_chip(st);
    return (SDL_Rect){chip.x + chip.w - 86, chip.y + 5, 80, chip.h - 10}; /* inside the chip, on its right */
}

void toycar_draw(App *app, ToycarState *st)
{
    Gfx *g = &app->gfx;
    gfx_sprite(g, TEX_BACKGROUND, (SDL_Rect){0, 0, APP_W, APP_H});
    draw_top_bar(app, st);
    gfx_panel(g, (SDL_Rect){884, 92, 376, 620});
    memset(st->chart_head, 0, sizeof st->chart_head);
    if (st->phase == PHASE_PLAY) {
        draw_board(app, st);
        draw_tray(app, st);
        if (st->kind == KIND_GENERATED)
            draw_chart(app, st, (SDL_Rect){902, 270, 340, 118});
        else gfx_text_in(g, FONT_BOLD,
                         replay_playing(app)          ? _("A replay: the pupil's arrows and runs, as they were.")
                         : st->kind == KIND_TUTORIAL ? _("Drag an arrow onto a square. The car turns when it drives onto it, and picks it up.")
                         : pz_session_inner(st->session) ? _("Solve it and this room's gate opens.")
                                                     : _("A puzzle someone shared with you."),
                         18, COL_MUTED, (SDL_Rect){902, 272, 340, replay_playing(app) ? 48 : 70}, ALIGN_LEFT, TEXT_WRAP | TEXT_TOP);
        if (replay_playing(app)) {
            /* The replay's bar covers the top bar: its tries, time and code are shown here. */
            char line[96];
            int s = pz_play_seconds(&st->pz.play);
            /* TRANSLATORS: a replay's side panel: the runs so far and the time (minutes:seconds) */
            snprintf(line, sizeof line, _("Tries: %d     Time: %d:%02d"), st->pz.play.tries, s / 60, s % 60);
            gfx_text_in(g, FONT_BOLD, line, 22, COL_INK, (SDL_Rect){902, 322, 340, 32}, ALIGN_LEFT, 0);
            if (st->pz.level.code[0]) {
                /* TRANSLATORS: %s is the puzzle's share code (e.g. TC1F 3H00) */
                snprintf(line, sizeof line, _("Code: %s"), st->pz.level.code);
                gfx_text_in(g, FONT_MONO, line, 18, COL_MUTED, (SDL_Rect){902, 356, 340, 30}, ALIGN_LEFT, 0);
            }
        }
        draw_message(app, st);
    } else if (st->phase == PHASE_LOADING) {
        draw_loading(app, st);
    } else {
        draw_error(app, st);
    }
    if (st->pz.level.code[0] && st->phase != PHASE_ERROR) {
        char code[64];
        snprintf(code, sizeof code, _("Code: %s"), st->pz.level.code);
        SDL_Rect chip = code_chip(st);
        int px = chip.h < 44 ? 18 : 22;
        gfx_round_rect(g, chip, 12, (SDL_Color){86, 180, 233, 70});
        gfx_text_in(g, FONT_MONO, code, px, COL_INK, (SDL_Rect){chip.x + 8, chip.y, chip.w - 100, chip.h}, ALIGN_CENTER, 0);
        copy_button_draw(g, toycar_copy_rect(st), app->ticks, st->copied_tick);
    }
    if (!replay_playing(app)) { /* a replay takes no keys of the toy car's */
        /* TRANSLATORS: the toy car's keys; the letters and key names are the keys themselves (L R U D put an
           arrow pointing left, right, up, down; C, S, H, N, Del, Space, Esc): keep them as they are */
        gfx_text_in(g, FONT_BOLD, _("Keys: arrows move, L R U D put an arrow, Del takes it, Space plays, C clears, S speed, "
                    "H hint, N new puzzle, Esc back"), 15, COL_MUTED, (SDL_Rect){902, 634, 344, 66}, ALIGN_LEFT, TEXT_WRAP | TEXT_TOP);
    }
    if (st->phase == PHASE_PLAY && st->pz.world.status == TC_WON) win_panel_draw(app, &st->pz.play, N_("You did it!"), "arrows");
    buttons_draw(&st->buttons, g, app->mouse_x, app->mouse_y);
    if (st->phase == PHASE_PLAY && st->pz.world.status >= TC_FAIL_OBSTACLE && app_blink_on(app))
        focus_ring(g, st->buttons.items[TB_RESET].rect);
    /* The tile being dragged follows the pointer. */
    if (st->drag_active && st->drag_moved) {
        int size = st->cell > 40 ? st->cell : 40;
        SDL_Rect r = {app->mouse_x - size / 2, app->mouse_y - size / 2, size, size};
        gfx_sprite_rot(g, TEX_TILE, r, dir_angle(st->drag_dir), 210);
    }
}
