/* sim_figure.c - loopling-gen simulate's figure (sim_figure.h): a panel per skill, difficulty up
 * and puzzle along, the skill's +-1 band shaded, the pupil from below in Okabe-Ito blue (filled
 * squares) and from above in vermillion (hollow squares), puzzle 10 marked; axes, ticks and
 * labels in the look of generators/mays/heatmap.c and dungeon/range.c (core/canvas.h's 5 x 7
 * font). Integer logic only; the PNG is the only I/O. */
#include "cli/sim_figure.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/canvas.h"
#include "core/i18n.h"

static const uint8_t white[3] = {255, 255, 255};
static const uint8_t black[3] = {0, 0, 0};
static const uint8_t grey[3] = {150, 150, 150};
static const uint8_t band[3] = {204, 236, 222};    /* Okabe-Ito bluish green, light */
static const uint8_t blue[3] = {0, 114, 178};      /* Okabe-Ito blue: from below */
static const uint8_t vermillion[3] = {213, 94, 0}; /* Okabe-Ito vermillion: from above */

#define MAX_PANELS 12
#define COLS 3
#define PLOT_W 330
#define PLOT_H 220
#define PANEL_W (PLOT_W + 90)
#define PANEL_H (PLOT_H + 100)
#define PLOT_X 62 /* in its panel */
#define PLOT_Y 34
#define HEAD 104 /* the title and the legend */

typedef struct Panel {
    int x, y; /* the plot's top left */
    int top, puzzles;
} Panel;

static int px_of(const Panel *p, int n) /* puzzle n, 1-based */
{
    return p->x + ((2 * (n - 1) + 1) * PLOT_W) / (2 * p->puzzles);
}

static int py_of(const Panel *p, int d) /* difficulty d, half a rung of room above and below */
{
    return p->y + PLOT_H - ((2 * d + 1) * PLOT_H) / (2 * (p->top + 1));
}

static void axes(LpCanvas *c, const Panel *p, int skill, int settled_below, int settled_above)
{
    /* the band: skill - 1 .. skill + 1, half a rung past each */
    int lo = skill - 1 < 0 ? 0 : skill - 1, hi = skill + 1 > p->top ? p->top : skill + 1;
    int y0 = p->y + PLOT_H - ((2 * hi + 2) * PLOT_H) / (2 * (p->top + 1));
    int y1 = p->y + PLOT_H - ((2 * lo) * PLOT_H) / (2 * (p->top + 1));
    lp_canvas_fill(c, p->x, y0, PLOT_W, y1 - y0, band);
    lp_canvas_line(c, p->x, py_of(p, skill), p->x + PLOT_W - 1, py_of(p, skill), 1, grey);
    /* puzzle 10, the deadline: dashed */
    if (p->puzzles >= 10) {
        int x = px_of(p, 10);
        for (int y = p->y; y < p->y + PLOT_H; y += 8)
            lp_canvas_fill(c, x, y, 1, 4, grey);
    }
    lp_canvas_frame(c, p->x, p->y, PLOT_W, PLOT_H, black);
    char label[48];
    for (int n = 1; n <= p->puzzles; n++) {
        if (n != 1 && n % 5) continue;
        int x = px_of(p, n);
        lp_canvas_fill(c, x, p->y + PLOT_H, 1, 5, black);
        snprintf(label, sizeof label, "%d", n);
        lp_canvas_text(c, x - lp_canvas_text_width(label, 2) / 2, p->y + PLOT_H + 9, label, 2, black);
    }
    int every = p->top <= 10 ? 1 : p->top <= 20 ? 2 : 5;
    for (int d = 0; d <= p->top; d += every) {
        int y = py_of(p, d);
        lp_canvas_fill(c, p->x - 6, y, 5, 1, black);
        snprintf(label, sizeof label, "%d", d);
        lp_canvas_text(c, p->x - 10 - lp_canvas_text_width(label, 2), y - 7, label, 2, black);
    }
    lp_canvas_text(c, p->x + (PLOT_W - lp_canvas_text_width("PUZZLE", 2)) / 2, p->y + PLOT_H + 30, "PUZZLE",
                   2, black);
    lp_canvas_text_up(c, p->x - PLOT_X + 4, p->y + (PLOT_H + lp_canvas_text_width("DIFFICULTY", 2)) / 2,
                      "DIFFICULTY", 2, black);
    char below[12] = "NEVER", above[12] = "NEVER";
    if (settled_below > 0) snprintf(below, sizeof below, "%d", settled_below);
    if (settled_above > 0) snprintf(above, sizeof above, "%d", settled_above);
    if (settled_below < 0) below[0] = '\0';
    if (settled_above < 0) above[0] = '\0';
    snprintf(label, sizeof label, "SKILL %d, SETTLED: %s%s%s", skill, below,
             below[0] && above[0] ? " / " : "", above);
    lp_canvas_text(c, p->x, p->y - 24, label, 2, black);
}

static void trace(LpCanvas *c, const Panel *p, const SimFigRun *r)
{
    const uint8_t *col = r->from_above ? vermillion : blue;
    int n = r->count < p->puzzles ? r->count : p->puzzles;
    int dx = r->from_above ? 3 : -3; /* where the two pupils meet, both stay in sight */
    for (int i = 1; i < n; i++)
        lp_canvas_line(c, px_of(p, i) + dx, py_of(p, r->difficulty[i - 1]), px_of(p, i + 1) + dx,
                       py_of(p, r->difficulty[i]), 3, col);
    for (int i = 0; i < n; i++) {
        int x = px_of(p, i + 1) + dx, y = py_of(p, r->difficulty[i]);
        lp_canvas_fill(c, x - 4, y - 4, 9, 9, col);
        if (r->from_above) lp_canvas_fill(c, x - 2, y - 2, 5, 5, white);
    }
}

static void legend(LpCanvas *c, int width)
{
    static const char *const words[3] = {"FROM BELOW (THE EASIEST)", "FROM ABOVE (THE TOP)", "SKILL +-1"};
    int w = 0;
    for (int i = 0; i < 3; i++)
        w += 40 + lp_canvas_text_width(words[i], 2) + 30;
    int x = (width - w) / 2, y = 52;
    for (int i = 0; i < 3; i++) {
        if (i < 2) {
            const uint8_t *col = i ? vermillion : blue;
            lp_canvas_line(c, x, y + 7, x + 32, y + 7, 3, col);
            lp_canvas_fill(c, x + 12, y + 3, 9, 9, col);
            if (i) lp_canvas_fill(c, x + 14, y + 5, 5, 5, white);
        } else {
            lp_canvas_fill(c, x, y, 32, 14, band);
            lp_canvas_line(c, x, y + 7, x + 31, y + 7, 1, grey);
        }
        x += 40;
        lp_canvas_text(c, x, y, words[i], 2, black);
        x += lp_canvas_text_width(words[i], 2) + 30;
    }
    static const char note[] =
        "SETTLED: THE FIRST PUZZLE FROM WHICH ALL STAY IN THE BAND (FROM BELOW / FROM ABOVE)";
    int scale = lp_canvas_text_width(note, 2) <= width - 20 ? 2 : 1;
    lp_canvas_text(c, (width - lp_canvas_text_width(note, scale)) / 2, y + 24, note, scale, black);
}

int sim_figure_write(const char *path, const char *title, int top, int puzzles, const SimFigRun *runs,
                     int run_count, LpDiag *diag)
{
    if (!path || !path[0]) return lp_diag_set(diag, "", 0, "%s", _("no file named for the figure"));
    int skills[MAX_PANELS], panels = 0;
    for (int i = 0; i < run_count; i++) {
        int k = 0;
        while (k < panels && skills[k] != runs[i].skill)
            k++;
        if (k == panels && panels < MAX_PANELS) skills[panels++] = runs[i].skill;
    }
    if (panels == 0 || puzzles < 1) return lp_diag_set(diag, path, 0, "%s", _("no pupils to draw"));
    if (top < 1) top = 1;
    int cols = panels < COLS ? panels : COLS, rows = (panels + COLS - 1) / COLS;
    int width = cols * PANEL_W + 20, height = HEAD + rows * PANEL_H;
    if (width < 900) width = 900;
    uint8_t *rgb = malloc((size_t)width * (size_t)height * 3);
    if (!rgb) return lp_diag_set(diag, path, 0, "%s", _("out of memory"));
    LpCanvas c = {.pixels = rgb, .width = width, .height = height, .channels = 3};
    lp_canvas_fill(&c, 0, 0, width, height, white);
    char t[120];
    snprintf(t, sizeof t, "%s", title ? title : "");
    while (t[0] && lp_canvas_text_width(t, 3) > width - 20)
        t[strlen(t) - 1] = '\0';
    lp_canvas_text(&c, (width - lp_canvas_text_width(t, 3)) / 2, 14, t, 3, black);
    legend(&c, width);
    int left = (width - cols * PANEL_W) / 2;
    for (int k = 0; k < panels; k++) {
        Panel p = {.x = left + (k % COLS) * PANEL_W + PLOT_X,
                   .y = HEAD + (k / COLS) * PANEL_H + PLOT_Y + 14,
                   .top = top,
                   .puzzles = puzzles};
        int below = -1, above = -1; /* -1: no such run; 0: it never settled */
        for (int i = 0; i < run_count; i++)
            if (runs[i].skill == skills[k]) *(runs[i].from_above ? &above : &below) = runs[i].settled;
        axes(&c, &p, skills[k], below, above);
        for (int i = 0; i < run_count; i++)
            if (runs[i].skill == skills[k] && !runs[i].from_above) trace(&c, &p, &runs[i]);
        for (int i = 0; i < run_count; i++)
            if (runs[i].skill == skills[k] && runs[i].from_above) trace(&c, &p, &runs[i]);
    }
    int ok = lp_canvas_write_png(&c, path, diag);
    free(rgb);
    return ok;
}
