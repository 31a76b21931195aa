/* screen_class.c - "Class progress", the teacher's summary inside the game (behind the teacher
 * PIN: teacher_panel.c opens it): every pupil on this computer, per mode, lessons solved, puzzles
 * made for them solved and given up, hints, and the player model's level with its history as a
 * small bar chart; damaged saves said in a box. The numbers are core/class_report.h's, the same
 * as `loopling-gen report`. Up/Down or the wheel scroll; Escape or Back return to the settings. */
#include <stdio.h>
#include <string.h>

#include "core/class_report.h"
#include "core/i18n.h"

#include "ui/screens/chrome.h"
#include "ui/shell/app.h"
#include "ui/widgets/widgets.h"

#define ROWS_SHOWN 4
#define ROW_H 108
#define TABLE_Y 150
#define NAME_W 184
#define CELL_W 232

enum { CL_BACK, CL_UP, CL_DOWN };

static ButtonList cl_buttons;
static LpClassReport cl_report;
static int cl_loaded;
static char cl_error[700];
static int cl_first; /* the first pupil shown */

static void class_enter(App *app)
{
    lp_class_report_unload(&cl_report);
    LpDiag d = {0};
    cl_error[0] = '\0';
    cl_loaded = lp_class_report_load(app->saves_dir, &app->config, &cl_report, &d);
    if (!cl_loaded) lp_diag_format(&d, cl_error, sizeof cl_error);
    cl_first = 0;
    buttons_init(&cl_buttons, 0);
    /* TRANSLATORS: a button that goes back to the settings screen */
    buttons_add(&cl_buttons, (SDL_Rect){APP_W / 2 - 150, 636, 300, 64}, N_("Back"), TEX_ICON_BACK, BUTTON_ORANGE);
    /* the arrows scroll the pupils (drawn as they are: nothing to translate) */
    const char *up = "\xe2\x96\xb2", *down = "\xe2\x96\xbc";
    buttons_add(&cl_buttons, (SDL_Rect){1188, TABLE_Y, 44, 60}, up, -1, BUTTON_BLUE);
    buttons_add(&cl_buttons, (SDL_Rect){1188, TABLE_Y + ROW_H * ROWS_SHOWN - 60, 44, 60}, down, -1, BUTTON_BLUE);
    cl_buttons.items[CL_UP].verbatim = cl_buttons.items[CL_DOWN].verbatim = 1;
}

static void class_leave(App *app)
{
    (void)app;
    lp_class_report_unload(&cl_report);
    cl_loaded = 0;
}

static void scroll(int by)
{
    int last = cl_report.pupil_count - ROWS_SHOWN;
    cl_first += by;
    if (cl_first > last) cl_first = last;
    if (cl_first < 0) cl_first = 0;
}

static void class_event(App *app, const SDL_Event *ev)
{
    if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_ESCAPE || k == SDLK_BACKSPACE) {
            app_go(app, SCREEN_SETTINGS);
            return;
        }
        if (k == SDLK_UP || k == SDLK_DOWN) {
            scroll(k == SDLK_UP ? -1 : 1);
            return;
        }
    }
    if (ev->type == SDL_MOUSEWHEEL) {
        scroll(ev->wheel.y > 0 ? -1 : 1);
        return;
    }
    int hit = buttons_event(&cl_buttons, ev);
    if (hit == CL_BACK) app_go(app, SCREEN_SETTINGS);
    if (hit == CL_UP) scroll(-1);
    if (hit == CL_DOWN) scroll(1);
}

static void class_update(App *app)
{
    (void)app;
    cl_buttons.items[CL_UP].hidden = cl_buttons.items[CL_DOWN].hidden = cl_report.pupil_count <= ROWS_SHOWN;
    cl_buttons.items[CL_UP].enabled = cl_first > 0;
    cl_buttons.items[CL_DOWN].enabled = cl_first + ROWS_SHOWN < cl_report.pupil_count;
}

/* The model's level over the puzzles made for the pupil: one bar each, the last 24, green solved,
 * orange given up (and a gap in the bar's top, so colour is not the only sign). */
static void draw_history(Gfx *g, const LpClassReportMode *m, SDL_Rect r)
{
    int n = m->history_count, shown = n < 24 ? n : 24;
    /* scaled to the pupil's own highest, so a climb shows */
    int lo = m->level_min, hi = lo + 2;
    for (int i = 0; i < shown; i++)
        if (m->history[n - shown + i].level > hi) hi = m->history[n - shown + i].level;
    gfx_fill(g, (SDL_Rect){r.x, r.y + r.h - 1, r.w, 1}, COL_PANEL_EDGE);
    int bw = shown ? r.w / 24 : 0;
    for (int i = 0; i < shown; i++) {
        const LpClassReportPoint *p = &m->history[n - shown + i];
        int v = p->level < lo ? lo : p->level > hi ? hi : p->level;
        int h = 3 + (r.h - 4) * (v - lo) / (hi - lo);
        SDL_Rect bar = {r.x + i * bw, r.y + r.h - 1 - h, bw - 2, h};
        gfx_fill(g, bar, p->solved ? COL_GREEN : COL_ORANGE);
        if (!p->solved) gfx_fill(g, (SDL_Rect){bar.x, bar.y, bar.w, 2}, COL_INK);
    }
}

/* A cell's lines (at most 4, into lines): the first is its heading (ink), then counts; muted[k]
 * marks a line drawn in the muted colour. Returns how many. */
static int cell_lines(const LpClassReportMode *m, LpMode mode, char lines[4][200], int muted[4])
{
    int n = 0;
    memset(muted, 0, 4 * sizeof *muted);
    if (mode == LP_MODE_DUNGEON) {
        /* TRANSLATORS: the class progress screen: dungeons a pupil finished */
        snprintf(lines[n++], 200, _("Finished: %d"), m->finished);
        if (m->hints >= 0) {
            muted[n] = 1;
            /* TRANSLATORS: the class progress screen: hints a pupil used */
            snprintf(lines[n++], 200, _("Hints: %d"), m->hints);
        }
        return n;
    }
    /* TRANSLATORS: the class progress screen: lessons a pupil solved */
    snprintf(lines[n++], 200, _("Lessons solved: %d"), m->lessons_solved);
    /* TRANSLATORS: the class progress screen: puzzles made for the pupil and solved */
    snprintf(lines[n++], 200, _("Puzzles solved: %d"), m->puzzles_solved);
    if (m->puzzles_given_up >= 0 && m->hints >= 0)
        /* TRANSLATORS: the class progress screen: puzzles made for the pupil and given up; hints used */
        snprintf(lines[n++], 200, _("Given up: %d   Hints: %d"), m->puzzles_given_up, m->hints);
    else if (m->puzzles_given_up >= 0)
        /* TRANSLATORS: the class progress screen: puzzles made for the pupil and given up */
        snprintf(lines[n++], 200, _("Given up: %d"), m->puzzles_given_up);
    /* (an older save knows neither) */
    muted[n] = 1;
    /* TRANSLATORS: the class progress screen: the player model's level now */
    snprintf(lines[n++], 200, _("Level: %d"), m->level);
    return n;
}

#define CELL_LINE_H 19
#define CELL_PX 16

/* The one size every cell's lines are drawn at: the largest at which each of them fits. */
static int cells_px(Gfx *g)
{
    int px = CELL_PX;
    for (int i = 0; i < ROWS_SHOWN && cl_first + i < cl_report.pupil_count; i++)
        for (int m = 0; m < LP_MODE_COUNT; m++) {
            char lines[4][200];
            int muted[4], tw, th,
                n = cell_lines(&cl_report.pupils[cl_first + i].modes[m], (LpMode)m, lines, muted);
            for (int k = 0; k < n; k++) {
                int fit =
                    gfx_text_fit(g, FONT_BOLD, lines[k], CELL_PX, CELL_W - 30, CELL_LINE_H, 0, &tw, &th);
                px = fit < px ? fit : px;
            }
        }
    return px;
}

static void draw_cell(Gfx *g, const LpClassReportMode *m, LpMode mode, SDL_Rect r, int px)
{
    gfx_round_rect(g, r, 10, (SDL_Color){255, 255, 255, 225});
    char lines[4][200];
    int muted[4], n = cell_lines(m, mode, lines, muted);
    for (int k = 0; k < n; k++)
        gfx_text_in(g, FONT_BOLD, lines[k], px, muted[k] ? COL_MUTED : COL_INK,
                    (SDL_Rect){r.x + 10, r.y + 3 + k * CELL_LINE_H, r.w - 20, CELL_LINE_H}, ALIGN_LEFT, 0);
    if (mode != LP_MODE_DUNGEON) draw_history(g, m, (SDL_Rect){r.x + 10, r.y + r.h - 18, r.w - 20, 14});
}

static void class_draw(App *app)
{
    Gfx *g = &app->gfx;
    draw_backdrop(app);
    gfx_panel(g, (SDL_Rect){40, 16, 1200, 694});
    /* TRANSLATORS: the teacher's summary screen's title */
    gfx_text_in(g, FONT_BOLD, _("Class progress"), 40, COL_INK, (SDL_Rect){70, 24, 1140, 54}, ALIGN_CENTER, 0);
    /* TRANSLATORS: under the class progress title: what the little bars are */
    gfx_text_in(g, FONT_BOLD, _("Bars: the level of each puzzle made for the pupil, green solved, orange given up."),
                16, COL_MUTED, (SDL_Rect){70, 78, 1140, 24}, ALIGN_CENTER, 0);
    for (int m = 0; m < LP_MODE_COUNT; m++)
        gfx_text_in(g, FONT_BOLD, _(lp_mode_title((LpMode)m)), 20, COL_INK,
                    (SDL_Rect){70 + NAME_W + m * CELL_W, 112, CELL_W - 10, 30}, ALIGN_CENTER, 0);
    if (!cl_loaded) {
        gfx_text_in(g, FONT_BOLD, cl_error, 20, COL_VERMILLION, (SDL_Rect){70, 200, 1140, 100}, ALIGN_CENTER, TEXT_WRAP);
    } else if (cl_report.pupil_count == 0) {
        /* TRANSLATORS: the class progress screen with no pupil saved yet */
        gfx_text_in(g, FONT_BOLD, _("No pupil has played on this computer yet."), 24, COL_MUTED,
                    (SDL_Rect){70, 250, 1140, 60}, ALIGN_CENTER, 0);
    }
    int px = cells_px(g);
    for (int i = 0; i < ROWS_SHOWN && cl_first + i < cl_report.pupil_count; i++) {
        const LpClassReportPupil *p = &cl_report.pupils[cl_first + i];
        int y = TABLE_Y + i * ROW_H;
        SDL_Rect name = {70, y + 4, NAME_W - 14, ROW_H - 8};
        gfx_round_rect(g, name, 10, COL_SKY);
        gfx_text_in(g, FONT_BOLD, p->name, 22, COL_INK,
                    (SDL_Rect){name.x + 8, name.y, name.w - 16, p->from_backup ? 56 : name.h}, ALIGN_LEFT,
                    TEXT_WRAP | TEXT_SHORTEN);
        if (p->from_backup)
            /* TRANSLATORS: the class progress screen: this pupil's save was damaged; its backup copy was read */
            gfx_text_in(g, FONT_BOLD, _("(from the backup)"), 14, COL_INK,
                        (SDL_Rect){name.x + 8, name.y + 56, name.w - 16, 24}, ALIGN_LEFT, 0);
        for (int m = 0; m < LP_MODE_COUNT; m++)
            draw_cell(g, &p->modes[m], (LpMode)m,
                      (SDL_Rect){70 + NAME_W + m * CELL_W, y + 4, CELL_W - 10, ROW_H - 8}, px);
    }
    if (cl_report.damaged_count > 0) {
        char line[1200];
        int n = snprintf(line, sizeof line, "%s",
                         /* TRANSLATORS: the class progress screen: saves no copy of which could be read */
                         _("Damaged saves (not counted):"));
        for (int i = 0; i < cl_report.damaged_count && n < (int)sizeof line - 1; i++)
            n += snprintf(line + n, sizeof line - (size_t)n, " %s", cl_report.damaged[i].file);
        gfx_round_rect(g, (SDL_Rect){70, 612, 1140 - 320, 22}, 6, (SDL_Color){255, 240, 230, 230});
        gfx_text_in(g, FONT_BOLD, line, 15, COL_VERMILLION, (SDL_Rect){78, 612, 1140 - 336, 22}, ALIGN_LEFT, 0);
    }
    buttons_draw(&cl_buttons, g, app->mouse_x, app->mouse_y);
}

static void class_state(App *app, LpBuf *o)
{
    (void)app;
    lp_buf_printf(o, ",\"class_pupils\":%d,\"class_damaged\":%d,\"class_first\":%d,\"class_rows\":[",
                  cl_report.pupil_count, cl_report.damaged_count, cl_first);
    for (int i = 0; i < cl_report.pupil_count; i++) {
        const LpClassReportPupil *p = &cl_report.pupils[i];
        lp_buf_puts(o, i ? ",{\"name\":" : "{\"name\":");
        lp_buf_json_string(o, p->name);
        for (int m = 0; m < LP_MODE_COUNT; m++) {
            const LpClassReportMode *md = &p->modes[m];
            lp_buf_printf(o, ",\"%s\":{\"lessons_solved\":%d,\"puzzles_solved\":%d,\"puzzles_given_up\":%d,\"hints\":%d,\"level\":%d}",
                          lp_mode_name((LpMode)m), md->lessons_solved, md->puzzles_solved, md->puzzles_given_up,
                          md->hints, md->level);
        }
        lp_buf_puts(o, "}");
    }
    lp_buf_puts(o, "]");
}

static int class_still_for(App *app)
{
    (void)app;
    return -1;
}

const Screen screen_class = {"class", class_enter, class_event, class_update, class_draw, class_leave, class_state,
                             NULL, class_still_for};
