/* puzzle_play.c - the one door for a try's end and a puzzle left (puzzle_play.h). */
#include "ui/shell/puzzle_play.h"

#include "ui/shell/replay_ui.h"

/* After a solve: the replay's result is the first solve; the pupil's progress hears of it. */
static void solved(App *app, PzPlay *p, int first, int commands)
{
    if (first) rec_solved(app, p->tries, commands);
    PzResult r;
    if (pz_play_report(p, PZ_SOLVED, &r)) app_record_result(app, &r);
}

void play_try_recorded(App *app, PzPlay *p, int solved_now, int commands, int first)
{
    rec_outcome(app, solved_now, p->tries, commands);
    if (solved_now && !p->solve_later) solved(app, p, first, commands);
}

void play_finish_recorded(App *app, PzPlay *p, int first, int commands)
{
    if (p->solved) solved(app, p, first, first ? commands : p->best_commands);
}

int play_rules_format(const App *app)
{
    int format = replay_format(app);
    return format ? format : LP_REPLAY_VERSION;
}

int play_hint_shown(const App *app) { return lp_config_hint_style(&app->config) != LP_HINT_NONE; }

int play_hint_ready(const App *app, const PzPlay *p) { return play_hint_shown(app) && p->tries > 0 && !replay_playing(app); }

int play_hint_press(int showing) { return showing ? LP_HINT_WORDS : LP_HINT_HIGHLIGHT; }

void play_left(App *app, PzPlay *p)
{
    PzResult r;
    if (!p->solved && pz_play_report(p, PZ_GAVE_UP, &r)) app_record_result(app, &r);
}
