/* win_panel.c - the one win overlay of every mode (win_panel.h). */
#include "ui/screens/win_panel.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "ui/shell/replay_ui.h"
#include "ui/widgets/confetti.h"

#define PANEL_W 700
#define PANEL_H 500
#define ROW_Y 348  /* the buttons' row, from the panel's top */
#define ROW_H 72
#define OFFER_W 236 /* recorder.c's "Save replay" */

SDL_Rect win_panel_rect(void)
{
    int top = 84, h = APP_H - top;
    return (SDL_Rect){(APP_W - PANEL_W) / 2, top + (h - PANEL_H) / 2, PANEL_W, PANEL_H};
}

SDL_Rect win_panel_button(int n, int i)
{
    SDL_Rect p = win_panel_rect();
    if (n < 1) n = 1;
    if (n > WIN_BUTTONS_MAX) n = WIN_BUTTONS_MAX;
    int gap = 14, w = (p.w - 40 - gap * (n - 1)) / n;
    if (n == 1) w = 300;
    int x0 = p.x + (p.w - (w * n + gap * (n - 1))) / 2;
    return (SDL_Rect){x0 + i * (w + gap), p.y + ROW_Y, w, ROW_H};
}

void win_panel_offer(App *app)
{
    SDL_Rect p = win_panel_rect();
    rec_offer_at(app, p.x + (p.w - OFFER_W) / 2, p.y + ROW_Y + ROW_H + 12);
}

/* "1 arrow", "2 arrows": unit is what the mode counts, plural ("arrows", "commands"). */
static const char *units(int n, const char *unit, char *buf, int size)
{
    if (!strcmp(unit, "arrows")) {
        snprintf(buf, size, lp_trn("%d arrow", "%d arrows", n), n);
    } else if (!strcmp(unit, "commands")) {
        snprintf(buf, size, lp_trn("%d command", "%d commands", n), n);
    } else { /* a unit without words of its own: English */
        snprintf(buf, size, "%d %s", n, unit);
        int len = (int)strlen(buf);
        if (n == 1 && len > 1 && buf[len - 1] == 's') buf[len - 1] = '\0';
    }
    return buf;
}

void win_panel_stars_text(const PzPlay *p, const char *unit, char *out, int size)
{
    int used = p->solved_commands, par = p->par;
    char n[96];
    if (par <= 0) {
        snprintf(out, size, "%s", _("Three stars for solving it!"));
        return;
    }
    int two = pz_star_limit(par, 2);
    units(used, unit, n, sizeof n);
    if (p->stars >= 3 && p->par_proven)
        /* TRANSLATORS: %s is what was used ("5 arrows", "7 commands"), %d the par (a number of them,
         * proven the fewest) */
        snprintf(out, size, _("Three stars: you used %s, and par is %d. Brilliant!"), n, par);
    else if (p->stars >= 3 && used < par)
        /* TRANSLATORS: %s is what was used ("5 arrows", "7 commands"), %d a target (the number the puzzle
         * was made with, never proven the fewest): the pupil beat it */
        snprintf(out, size, _("Three stars: you used %s, fewer than the target of %d. Brilliant!"), n, par);
    else if (p->stars >= 3)
        /* TRANSLATORS: %s is what was used ("5 arrows", "7 commands"), %d a target (the number the puzzle
         * was made with, never proven the fewest) */
        snprintf(out, size, _("Three stars: you used %s, right on the target of %d. Brilliant!"), n, par);
    else if (p->stars == 2 && p->par_proven)
        /* TRANSLATORS: %s is what was used ("5 arrows", "7 commands"), %d the par (a number of them) */
        snprintf(out, size, _("Two stars for %s. Use %d or fewer (that is par) for the third star."), n, par);
    else if (p->stars == 2)
        /* TRANSLATORS: %s is what was used ("5 arrows", "7 commands"), %d a target (the number the puzzle
         * was made with, never proven the fewest) */
        snprintf(out, size, _("Two stars for %s. Use %d or fewer (the target) for the third star."), n, par);
    else
        /* TRANSLATORS: %s is what was used ("5 arrows", "7 commands"); then the most for two stars and for three */
        snprintf(out, size,
                 _("One star for solving it with %s. Use %d or fewer for two stars, %d for three."), n, two,
                 par);
}

static void stat_line(const PzPlay *p, const char *unit, char *out, int size)
{
    int s = p->solved_seconds;
    /* what the mode counts, as a heading: "Arrows", "Commands" */
    char label[64];
    if (!strcmp(unit, "arrows"))
        /* TRANSLATORS: a heading in the win panel's line "Tries: 2     Time: 0:41     Arrows: 5 (par 4)" */
        snprintf(label, sizeof label, "%s", _("Arrows"));
    else if (!strcmp(unit, "commands"))
        /* TRANSLATORS: a heading in the win panel's line "Tries: 2     Time: 0:41     Commands: 5 (par 4)" */
        snprintf(label, sizeof label, "%s", _("Commands"));
    else
        snprintf(label, sizeof label, "%c%s", unit[0] >= 'a' && unit[0] <= 'z' ? unit[0] - 'a' + 'A' : unit[0], unit + 1);
    if (p->par > 0 && p->par_proven)
        /* TRANSLATORS: the win panel's line: tries, time (minutes:seconds), then "Arrows" or "Commands", how
         * many were used and the par */
        snprintf(out, size, _("Tries: %d     Time: %d:%02d     %s: %d (par %d)"), p->solved_tries, s / 60, s % 60, label,
                 p->solved_commands, p->par);
    else if (p->par > 0)
        /* TRANSLATORS: the win panel's line: tries, time (minutes:seconds), then "Arrows" or "Commands", how
         * many were used and a target (the number the puzzle was made with, never proven the fewest) */
        snprintf(out, size, _("Tries: %d     Time: %d:%02d     %s: %d (target %d)"), p->solved_tries, s / 60,
                 s % 60, label, p->solved_commands, p->par);
    else
        /* TRANSLATORS: the win panel's line: tries, time (minutes:seconds), then "Arrows" or "Commands" and how many
         * were used */
        snprintf(out, size, _("Tries: %d     Time: %d:%02d     %s: %d"), p->solved_tries, s / 60, s % 60, label,
                 p->solved_commands);
}

void win_panel_draw(App *app, const PzPlay *p, const char *headline, const char *unit)
{
    Gfx *g = &app->gfx;
    SDL_Rect dim = {0, 84, APP_W, APP_H - 84};
    gfx_fill(g, dim, (SDL_Color){20, 20, 40, 110});
    gfx_cover(g, dim); /* the panel is modal: only its buttons and the top bar's take clicks */
    rec_offer_here(app); /* "Save replay" under the panel's buttons, while the panel is up */
    SDL_Rect r = win_panel_rect();
    confetti_draw(g, r, 2024u + (uint32_t)p->stars); /* crisp pieces, the same ones every time */
    gfx_panel(g, r);
    int cx = r.x + r.w / 2;
    gfx_sprite(g, TEX_ICON_TROPHY, (SDL_Rect){cx - 40, r.y + 12, 80, 80});
    gfx_text_in(g, FONT_BOLD, _(headline), 44, COL_GREEN, (SDL_Rect){r.x + 20, r.y + 90, r.w - 40, 58}, ALIGN_CENTER, 0);
    for (int i = 0; i < 3; i++)
        gfx_sprite(g, i < p->stars ? TEX_ICON_STAR : TEX_ICON_STAR_EMPTY, (SDL_Rect){cx - 110 + i * 78, r.y + 150, 64, 64});
    char text[400];
    win_panel_stars_text(p, unit, text, sizeof text);
    gfx_text_in(g, FONT_BOLD, text, 22, COL_INK, (SDL_Rect){r.x + 30, r.y + 220, r.w - 60, 68}, ALIGN_CENTER, TEXT_WRAP);
    stat_line(p, unit, text, sizeof text);
    gfx_text_in(g, FONT_BOLD, text, 22, COL_MUTED, (SDL_Rect){r.x + 20, r.y + 292, r.w - 40, 40}, ALIGN_CENTER, 0);
    if (replay_playing(app)) /* in place of the buttons, which a replay does not offer */
        gfx_text_in(g, FONT_BOLD, _("This is how the level was solved."), 24, COL_MUTED, (SDL_Rect){r.x + 20, r.y + ROW_Y, r.w - 40, ROW_H},
                    ALIGN_CENTER, 0);
}

void win_panel_state_json(LpBuf *o, const PzPlay *p, const char *unit)
{
    char text[400];
    win_panel_stars_text(p, unit, text, sizeof text);
    lp_buf_puts(o, ",\"win_words\":[");
    lp_buf_json_string(o, text);
    stat_line(p, unit, text, sizeof text);
    lp_buf_puts(o, ",");
    lp_buf_json_string(o, text);
    lp_buf_puts(o, "]");
}

void win_panel_building(App *app, const char *words, int progress)
{
    Gfx *g = &app->gfx;
    SDL_Rect dim = {0, 84, APP_W, APP_H - 84};
    gfx_fill(g, dim, (SDL_Color){20, 20, 40, 90});
    gfx_cover(g, dim);
    SDL_Rect p = {APP_W / 2 - 320, 260, 640, 200};
    gfx_panel(g, p);
    /* two lines where a language or the large text size needs them */
    gfx_text_in(g, FONT_BOLD, _(words), 30, COL_INK, (SDL_Rect){p.x + 20, p.y + 14, p.w - 40, 96},
                ALIGN_CENTER, TEXT_WRAP);
    SDL_Rect bar = {p.x + 60, p.y + 124, p.w - 120, 36};
    gfx_round_rect(g, bar, 18, (SDL_Color){120, 84, 50, 80});
    int w = 90, x = bar.x;
    if (progress >= 0) {
        w = bar.w * progress / 1000 + 36 > bar.w ? bar.w : bar.w * progress / 1000 + 36;
    } else { /* back and forth, a sweep a second */
        int t = (int)(app->ticks % 120), span = bar.w - w;
        x = bar.x + (t < 60 ? t : 120 - t) * span / 60;
    }
    gfx_round_rect(g, (SDL_Rect){x, bar.y, w, bar.h}, 18, COL_SKY);
}
