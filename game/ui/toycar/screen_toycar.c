/* screen_toycar.c - the toy car's face (ui/shell/session.h): tutorial levels, then puzzles
 * generated for the pupil by the player model on a worker thread; placing tiles by drag and drop,
 * click or keyboard; Play, Stop, Reset, Clear, a speed control, tries and a timer; win and failure
 * in words. Every action that changes the board or the run goes to pz_session_act, which records
 * it and hands it back to toycar_act: the pupil's input and a replay run the same code.
 * The rules are game/puzzle/toycar_puzzle.c's, the drawing toycar_view.c's.
 * Long file: about 850 lines; the face's three ways to place an arrow (drag, click, keys), the
 * levels it opens (lessons, shared with their own generator version, made on the worker, a
 * dungeon room's), the plan kept when one is left, and their words belong together. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/sharecode.h"
#include "modes/toycar/obstacle.h"
#include "puzzle/hint.h"
#include "puzzle/progress.h"
#include "puzzle/seed.h"
#include "ui/screens/win_panel.h"
#include "ui/shell/replay_ui.h"
#include "ui/toycar/toycar_screen.h"
#include "ui/toycar/toycar_sounds.h"

#define TC_LEVELS_DIR "levels/toycar"

/* ---- level sources ----------------------------------------------------------------------- */

static int gen_job(void *user)
{
    GenJob *job = user;
    return tc_generate(&job->desc, &job->result, &job->diag);
}

static void gen_progress(void *user, int generation, int generations)
{
    worker_report(user, generations > 0 ? generation * 1000 / generations : 0);
}

/* Is a --level argument a level file (else a share code)? */
static int arg_is_file(const char *arg) { return arg && (strchr(arg, '/') || strstr(arg, ".level")); }

/* Shared levels are not pitched at this pupil, so they do not move the model. */
static PzKind level_kind(const ToycarState *st)
{
    return st->kind == KIND_TUTORIAL ? PZ_KIND_LESSON : st->kind == KIND_GENERATED ? PZ_KIND_MADE : PZ_KIND_OTHER;
}

/* The level is playable: start recording it (or, in a replay, tell the player it is ready).
 * A replay needs to open it again: a tutorial or level file is embedded, a generated puzzle
 * goes by its share code (or, without one, by its level text). */
static void begin_recording(App *app, ToycarState *st)
{
    char title[160];
    if (st->kind == KIND_TUTORIAL)
        snprintf(title, sizeof title, "Lesson %d: %s", st->tutorial_index + 1, st->pz.level.title);
    else
        snprintf(title, sizeof title, "%s", st->pz.level.title);
    const char *file = NULL;
    if (st->kind == KIND_TUTORIAL) file = st->tutorial_files[st->tutorial_index];
    else if (st->kind == KIND_SHARED && arg_is_file(pz_session_level(st->session, LP_MODE_TOYCAR)))
        file = pz_session_level(st->session, LP_MODE_TOYCAR);
    if (file) {
        rec_begin_file(app, "toycar", title, st->pz.level.code[0] ? st->pz.level.code : NULL, file);
    } else if (st->pz.level.code[0]) {
        rec_begin(app, "toycar", title, st->pz.level.code, NULL);
    } else {
        LpBuf text;
        lp_buf_init(&text);
        tc_level_write(&st->pz.level, &text);
        rec_begin(app, "toycar", title, NULL, text.failed ? NULL : text.data);
        lp_buf_free(&text);
    }
    /* The speed the level starts at is the settings' one (a replay sets the recorded setting);
     * a speed chosen earlier in this visit is the replay's first action. */
    if (st->pz.speed != st->pz.setting) rec_event(app, LP_RE_SPEED, st->pz.speed, 0, 0);
}

static TcPlaceResult refused_place(const ToycarState *st, int x, int y, TcDir dir);
static void say(ToycarState *st, const char *text, int bad);

/* The plan on the board of the level being left, kept for when the pupil comes back to it (none
 * once solved: it starts afresh). */
static void keep_plan(App *app, ToycarState *st)
{
    char plan[TC_MAX_W * TC_MAX_H * 9];
    int kept = !st->pz.play.solved && tc_plan_text(&st->pz.world, plan, sizeof plan);
    app_keep_draft(app, st->draft_key, kept && plan[0] ? plan : NULL);
}

/* The level on screen as its plan is kept: its share code, else its file. */
static void name_draft(ToycarState *st)
{
    const char *file = st->kind == KIND_TUTORIAL ? st->tutorial_files[st->tutorial_index]
                       : st->kind == KIND_SHARED && arg_is_file(pz_session_level(st->session, LP_MODE_TOYCAR))
                           ? pz_session_level(st->session, LP_MODE_TOYCAR)
                           : "";
    const char *which = st->pz.level.code[0] ? st->pz.level.code : file;
    snprintf(st->draft_key, sizeof st->draft_key, "%s%s", which[0] ? "toycar " : "", which);
}

/* The plan left on this level, placed again (each arrow a recorded placement, as the pupil's): on
 * the level's first tick, once the session holds the screen (a lesson opens inside it). */
static void restore_plan(App *app, ToycarState *st)
{
    st->restore_pending = 0;
    const char *plan = replay_playing(app) ? NULL : app_program_draft(app, st->draft_key);
    int x, y, placed = 0;
    TcDir dir;
    while (plan && tc_plan_next(&plan, &x, &y, &dir))
        if (refused_place(st, x, y, dir) == TC_PLACE_OK) {
            pz_session_do(st->session, LP_RE_PLACE, x, y, (int)dir);
            placed++;
        }
    /* TRANSLATORS: the toy car: the pupil left this puzzle with arrows placed and came back to it */
    if (placed) say(st, _("Your arrows from last time are back on the board."), 0);
}

static void show_level(App *app, ToycarState *st)
{
    keep_plan(app, st); /* the level left (its plan is still on the board) */
    tc_puzzle_open(&st->pz, &st->pz.level, level_kind(st), st->kind == KIND_TUTORIAL ? st->tutorial_index : 0,
                   (int)app->settings.anim_speed, play_rules_format(app));
    if (st->speed_choice >= 0) tc_puzzle_speed(&st->pz, st->speed_choice); /* chosen earlier in this visit */
    st->phase = PHASE_PLAY;
    st->selected_dir = TC_NO_DIR;
    st->drag_active = 0;
    st->held_x = st->held_y = -1;
    st->cursor_x = st->pz.level.board.car_x;
    st->cursor_y = st->pz.level.board.car_y;
    st->message_bad = 0;
    st->hint_style = 0;
    snprintf(st->message, sizeof st->message, "%s", st->pz.level.hint[0] ? _(st->pz.level.hint) : tc_status_message(TC_PLANNING));
    toycar_layout(st);
    win_panel_offer(app);
    begin_recording(app, st);
    name_draft(st);
    st->restore_pending = 1;
}

/* population and generations 0: the generator's defaults, the ones share codes name; version 0:
 * the newest generator (a shared code names its own). */
static void start_generation(ToycarState *st, int length, int loops, uint32_t seed, int population, int generations,
                             int version)
{
    worker_cancel(&st->worker);
    memset(&st->job, 0, sizeof st->job);
    st->job.desc = (TcGaDesc){.seed = seed, .version = version, .target_length = length, .target_loops = loops,
                              .population = population, .generations = generations,
                              .progress = gen_progress, .progress_user = &st->worker,
                              .cancel = &st->worker.cancel};
    st->target_length = length;
    st->target_loops = loops;
    st->phase = PHASE_LOADING;
    worker_start(&st->worker, "toycar-gen", gen_job, &st->job);
    LpShareParams sp = {.mode = LP_MODE_TOYCAR, .version = version ? version : TC_GEN_VERSION, .param_a = length,
                        .param_b = loops, .seed = seed};
    memset(&st->pz.level, 0, sizeof st->pz.level);
    /* A code names (length, loops, seed) for the default GA: a puzzle made with a class's own
     * population or generations gets no code, so a code shown always reopens the puzzle shown. */
    int default_ga = (population == 0 || population == 500) && (generations == 0 || generations == 1000);
    if (!default_ga || !lp_sharecode_encode(&sp, st->pz.level.code, NULL)) st->pz.level.code[0] = '\0';
}

static void finish_generation(App *app, ToycarState *st)
{
    if (!st->worker.result || !st->job.result.verified) {
        char msg[400];
        lp_diag_format(&st->job.diag, msg, sizeof msg);
        /* TRANSLATORS: %s is the reason the toy car's puzzle maker gave */
        snprintf(st->error, sizeof st->error, _("This puzzle could not be built (%s). Press New puzzle for another one."), msg);
        st->phase = PHASE_ERROR;
        return;
    }
    const TcGenResult *r = &st->job.result;
    st->pz.level.board = r->build.board;
    st->pz.level.tile_count = r->build.tile_count;
    memcpy(st->pz.level.tiles, r->build.tiles, sizeof st->pz.level.tiles);
    /* the level keeps its words in English (replays, --state); they are translated where shown */
    snprintf(st->pz.level.hint, sizeof st->pz.level.hint, "%s", N_("Collect every flag, then drive onto the goal."));
    if (st->kind == KIND_GENERATED)
        snprintf(st->pz.level.title, sizeof st->pz.level.title, N_("Puzzle %d"), st->tutorial_index);
    else
        snprintf(st->pz.level.title, sizeof st->pz.level.title, "%s",
                 pz_session_inner(st->session) ? N_("The gate's puzzle") : N_("Shared puzzle"));
    show_level(app, st);
}

static void cancel_generation(ToycarState *st) { worker_cancel(&st->worker); }

/* Open the next level of the pupil's journey: the next tutorial, or a generated puzzle. */
static void open_next(App *app, ToycarState *st)
{
    cancel_generation(st);
    if (!replay_playing(app)) rec_end(app); /* the last level's recording and its Save offer go */
    st->error[0] = '\0';
    int done = app->profile.toycar_tutorial_done;
    if (done < st->tutorial_count) {
        LpDiag diag = {0};
        st->kind = KIND_TUTORIAL;
        st->tutorial_index = done;
        if (!tc_level_load(st->tutorial_files[done], &st->pz.level, &diag)) {
            lp_diag_format(&diag, st->error, sizeof st->error);
            st->phase = PHASE_ERROR;
            return;
        }
        if (!st->pz.level.code[0]) /* a lesson's code */
            app_lesson_code(LP_MODE_TOYCAR, st->tutorial_files[done], st->tutorial_files, st->tutorial_count, st->pz.level.code);
        show_level(app, st);
        return;
    }
    st->kind = KIND_GENERATED;
    st->tutorial_index = app->profile.toycar_solved + 1;
    int length, loops, population, generations;
    LpTcParams tp = pz_toycar_params(&app->config);
    lp_tcmodel_targets_p(&app->profile.toycar_model, &tp, &length, &loops);
    lp_config_toycar(&app->config, NULL, NULL, NULL, &population, &generations);
    start_generation(st, length, loops, pz_seed(&app->profile, LP_MODE_TOYCAR, 0, NULL), population, generations,
                     0);
}

static void open_shared(App *app, ToycarState *st)
{
    const char *arg = pz_session_level(st->session, LP_MODE_TOYCAR);
    st->kind = KIND_SHARED;
    if (arg_is_file(arg)) {
        LpDiag diag = {0};
        if (!tc_level_load(arg, &st->pz.level, &diag)) {
            lp_diag_format(&diag, st->error, sizeof st->error);
            st->phase = PHASE_ERROR;
            return;
        }
        if (!st->pz.level.code[0]) /* one of the lessons, opened by its code or its file */
            app_lesson_code(LP_MODE_TOYCAR, arg, st->tutorial_files, st->tutorial_count, st->pz.level.code);
        show_level(app, st);
        return;
    }
    LpShareParams sp;
    lp_sharecode_decode(arg, &sp, NULL); /* checked in main() before the window opened */
    start_generation(st, sp.param_a, sp.param_b, sp.seed, 0, 0, sp.version);
}

/* ---- actions ----------------------------------------------------------------------------- */
/* The pupil's input asks the session for an action (pz_session_do: recorded, then toycar_act);
 * toycar_act does it with the act_ functions, for the pupil and for a replay alike. */

static void say(ToycarState *st, const char *text, int bad)
{
    snprintf(st->message, sizeof st->message, "%s", text);
    st->message_bad = bad;
}

static void place_result(ToycarState *st, TcPlaceResult r)
{
    if (r != TC_PLACE_OK) say(st, tc_place_message(r), 1);
    else say(st, tc_status_message(TC_PLANNING), 0);
}

/* A placement the rules refuse is said, not recorded: the board does not change. */
static TcPlaceResult refused_place(const ToycarState *st, int x, int y, TcDir dir)
{
    TcWorld w = st->pz.world;
    return tc_place(&w, x, y, dir);
}

static void do_place(App *app, ToycarState *st, int x, int y, TcDir dir)
{
    (void)app;
    TcPlaceResult r = refused_place(st, x, y, dir);
    if (r != TC_PLACE_OK) place_result(st, r);
    else pz_session_do(st->session, LP_RE_PLACE, x, y, (int)dir);
}

static void do_take(App *app, ToycarState *st, int x, int y)
{
    (void)app;
    TcWorld w = st->pz.world;
    TcPlaceResult r = tc_take(&w, x, y);
    if (r != TC_PLACE_OK) place_result(st, r);
    else pz_session_do(st->session, LP_RE_REMOVE, x, y, 0);
}

/* A tile dragged to another cell: taken off, then put on (two actions, as the replay has them). */
static void do_move(App *app, ToycarState *st, int from_x, int from_y, int to_x, int to_y)
{
    (void)app;
    TcWorld w = st->pz.world;
    int dir = w.status == TC_PLANNING && from_x >= 0 && from_y >= 0 && from_x < TC_MAX_W && from_y < TC_MAX_H
                  ? w.plan[from_y][from_x]
                  : TC_NO_DIR;
    TcPlaceResult r = tc_move(&w, from_x, from_y, to_x, to_y);
    if (r != TC_PLACE_OK || (from_x == to_x && from_y == to_y)) {
        place_result(st, r);
        return;
    }
    pz_session_do(st->session, LP_RE_REMOVE, from_x, from_y, 0);
    pz_session_do(st->session, LP_RE_PLACE, to_x, to_y, dir);
}

static void do_clear(App *app, ToycarState *st)
{
    (void)app;
    pz_session_do(st->session, LP_RE_CLEAR, 0, 0, 0);
}

/* Play: a new try from the start with the arrows as placed. */
static void do_run(App *app, ToycarState *st)
{
    (void)app;
    if (st->pz.world.status != TC_DRIVING) pz_session_do(st->session, LP_RE_RUN, 0, 0, 0);
}

/* Stop, Reset and Play again: the car back at the start, the arrows where they are. */
static void do_stop(App *app, ToycarState *st)
{
    (void)app;
    pz_session_do(st->session, LP_RE_STOP, 0, 0, 0);
}

/* The run speed (0 slow, 1 normal, 2 fast): an action while a level is on show; while one is
 * being made, the level starts at it (begin_recording records it then). */
static void do_speed(App *app, ToycarState *st, int speed)
{
    (void)app;
    if (st->phase == PHASE_PLAY) {
        pz_session_do(st->session, LP_RE_SPEED, speed, 0, 0);
    } else {
        st->speed_choice = speed;
        tc_puzzle_speed(&st->pz, speed);
    }
}

static void act_place(ToycarState *st, int x, int y, TcDir dir) { place_result(st, tc_puzzle_place(&st->pz, x, y, dir)); }

static void act_take(ToycarState *st, int x, int y) { place_result(st, tc_puzzle_take(&st->pz, x, y)); }

static void act_run(ToycarState *st)
{
    if (st->pz.world.status == TC_DRIVING) return;
    st->held_x = st->held_y = -1;
    st->hint_style = 0;
    tc_puzzle_run(&st->pz);
    say(st, tc_status_message(TC_DRIVING), 0);
}

static void act_stop(ToycarState *st)
{
    TcStatus was = tc_puzzle_stop(&st->pz);
    if (was == TC_DRIVING) say(st, _("Stopped. Change your arrows and press Play again."), 0);
    else if (was == TC_WON) say(st, tc_status_message(TC_PLANNING), 0);
    else say(st, _("The car is back at the start. Your arrows are where you put them."), 0);
}

static void press_play(App *app, ToycarState *st)
{
    if (st->pz.world.status == TC_DRIVING) do_stop(app, st); /* abort */
    else do_run(app, st);
}

static int planning(const ToycarState *st) { return st->phase == PHASE_PLAY && st->pz.world.status == TC_PLANNING; }

static void back_to_planning(App *app, ToycarState *st)
{
    if (st->pz.world.status != TC_PLANNING && st->pz.world.status != TC_DRIVING) {
        do_stop(app, st);
        if (st->hint_style) say(st, st->hint_text, 0);
    }
}

/* A hint (puzzle/hint.h): the board marks the square where the pupil's arrows first part from a
 * solution (drawn by toycar_view.c); style LP_HINT_HIGHLIGHT says only that, LP_HINT_WORDS asks
 * about it, and `more` (the Hint button pressed again) says what that square needs. Words name the
 * marked square, never a column and row. Returns 0 when there is no hint to give. */
static int show_hint(ToycarState *st, int style, int more)
{
    int x, y, want;
    if (!style || !hint_toycar_cell(&st->pz.level, &st->pz.world, &x, &y, &want)) return 0;
    st->hint_style = style;
    pz_play_hint(&st->pz.play);
    st->hint_x = x;
    st->hint_y = y;
    /* one sentence a way (TcDir order), so each can be worded as the language needs */
    static const char *const turn[4] = {N_("Hint: on the square marked with ?, the car should turn left."),
                                        N_("Hint: on the square marked with ?, the car should turn right."),
                                        N_("Hint: on the square marked with ?, the car should turn up."),
                                        N_("Hint: on the square marked with ?, the car should turn down.")};
    if (style == LP_HINT_HIGHLIGHT)
        snprintf(st->hint_text, sizeof st->hint_text, "%s", _("Hint: look at the square marked with ?."));
    else if (more && want == TC_NO_DIR)
        snprintf(st->hint_text, sizeof st->hint_text, "%s", _("Hint: the car needs no arrow on the square marked with ?."));
    else if (more && want >= TC_LEFT && want <= TC_DOWN)
        snprintf(st->hint_text, sizeof st->hint_text, "%s", _(turn[want]));
    else if (want == TC_NO_DIR)
        snprintf(st->hint_text, sizeof st->hint_text, "%s", _("Hint: does the car need the arrow on the square marked with ??"));
    else
        snprintf(st->hint_text, sizeof st->hint_text, "%s",
                 _("Hint: the square marked with ? needs an arrow: which way should the car go from there?"));
    return 1;
}

/* After a failed run: once the class's tries are used up, the class's kind of hint. */
static void offer_hint(App *app, ToycarState *st)
{
    if (!show_hint(st, app_hint_style_due(app, st->pz.play.tries), 0)) return;
    char msg[sizeof st->message];
    snprintf(msg, sizeof msg, "%s %s", st->message, st->hint_text);
    say(st, msg, 1);
}

/* The Hint button: the mark first, then words that say more. */
static void press_hint(App *app, ToycarState *st)
{
    if (!play_hint_ready(app, &st->pz.play)) return;
    int style = play_hint_press(st->hint_style);
    if (show_hint(st, style, style == LP_HINT_WORDS && st->hint_style == LP_HINT_WORDS)) say(st, st->hint_text, 0);
    else say(st, _("No hint here: your arrows already match a way to solve it. Press Play!"), 0);
}

static void activate(App *app, ToycarState *st, int button)
{
    switch (button) {
    case TB_MENU: pz_session_leave(st->session); break;
    case TB_PLAY: if (st->phase == PHASE_PLAY) press_play(app, st); break;
    case TB_RESET:
        if (st->phase == PHASE_PLAY) do_stop(app, st);
        break;
    case TB_CLEAR:
        if (st->phase == PHASE_PLAY) do_clear(app, st);
        break;
    case TB_SPEED: do_speed(app, st, (st->pz.speed + 1) % 3); break;
    case TB_SKIP:
        if (pz_session_inner(st->session)) {
            pz_session_easier(st->session); /* the host swaps the puzzle */
            break;
        }
        if (st->kind == KIND_GENERATED) play_left(st->session, &st->pz.play);
        open_next(app, st);
        break;
    case TB_NEXT:
        if (st->kind == KIND_SHARED) pz_session_leave(st->session);
        else open_next(app, st);
        break;
    case TB_HINT: press_hint(app, st); break;
    case TB_AGAIN:
        if (st->phase == PHASE_PLAY) do_stop(app, st);
        break;
    default: break;
    }
}

static void refresh_buttons(App *app, ToycarState *st)
{
    ButtonList *b = &st->buttons;
    TcStatus s = st->pz.world.status;
    int playing = st->phase == PHASE_PLAY;
    int won = playing && s == TC_WON;
    /* the buttons' labels stay English (their names in --state); button_draw shows them translated */
    /* TRANSLATORS: the toy car's Play button while the car drives: it stops the car */
    snprintf(b->items[TB_PLAY].label, sizeof b->items[0].label, "%s", s == TC_DRIVING ? N_("Stop") : N_("Play"));
    b->items[TB_PLAY].icon = s == TC_DRIVING ? TEX_ICON_STOP : TEX_ICON_PLAY;
    b->items[TB_PLAY].style = s == TC_DRIVING ? BUTTON_ORANGE : BUTTON_GREEN;
    static const char *const speed[3] = {
        /* TRANSLATORS: the speed button's settings (how fast the car or the robot moves); keep them short */
        N_("Slow"),
        /* TRANSLATORS: the speed button's middle setting; short */
        N_("Normal"),
        /* TRANSLATORS: the speed button's fastest setting; short */
        N_("Fast")};
    snprintf(b->items[TB_SPEED].label, sizeof b->items[0].label, "%s", speed[st->pz.speed]);
    for (int i = TB_PLAY; i <= TB_SPEED; i++) b->items[i].hidden = won || !playing;
    b->items[TB_SPEED].hidden = won;
    b->items[TB_RESET].enabled = playing && s != TC_PLANNING ? 1 : playing && tc_plan_count(&st->pz.world) > 0;
    b->items[TB_CLEAR].enabled = playing && tc_plan_count(&st->pz.world) > 0 && s != TC_DRIVING;
    b->items[TB_SKIP].hidden = won || st->kind == KIND_TUTORIAL || st->phase == PHASE_LOADING;
    int inner = pz_session_inner(st->session);
    snprintf(b->items[TB_SKIP].label, sizeof b->items[0].label, "%s",
             /* TRANSLATORS: a button in a dungeon's room: another, easier puzzle of the same kind */
             inner ? N_("Easier one")
                   /* TRANSLATORS: a button that leaves a puzzle someone shared (to the menu) */
                   : st->kind == KIND_SHARED ? N_("Leave")
                                             : N_("New puzzle"));
    /* TRANSLATORS: a button that goes back to the dungeon from its room's puzzle */
    snprintf(b->items[TB_MENU].label, sizeof b->items[0].label, "%s", inner ? N_("Back") : N_("Menu"));
    b->items[TB_NEXT].hidden = !won;
    b->items[TB_AGAIN].hidden = !won;
    b->items[TB_HINT].hidden = !playing || won || !play_hint_shown(app) || replay_playing(app);
    b->items[TB_HINT].enabled = play_hint_ready(app, &st->pz.play) && s != TC_DRIVING;
    snprintf(b->items[TB_NEXT].label, sizeof b->items[0].label, "%s",
             /* TRANSLATORS: "Go on" is the win panel's button back to the dungeon, the room's gate open */
             inner ? N_("Go on") : st->kind == KIND_SHARED ? N_("Menu") : st->kind == KIND_TUTORIAL ? N_("Next lesson") : N_("Next puzzle"));
    /* a shared puzzle has no next one: its win panel leads back to the menu, and looks like every
     * other way back (orange, the arrow back), not like going on */
    int back = !inner && st->kind == KIND_SHARED;
    b->items[TB_NEXT].icon = back ? TEX_ICON_BACK : TEX_ICON_PLAY;
    b->items[TB_NEXT].style = back ? BUTTON_ORANGE : BUTTON_GREEN;
    if (replay_playing(app)) /* a replay keeps its level: nothing leads away from it */
        b->items[TB_MENU].hidden = b->items[TB_SKIP].hidden = b->items[TB_NEXT].hidden = b->items[TB_AGAIN].hidden = 1;
    if (b->focus >= 0 && b->focus < b->count && b->items[b->focus].hidden) b->focus = won ? TB_NEXT : TB_PLAY;
}

/* ---- input ------------------------------------------------------------------------------- */

static void mouse_down(App *app, ToycarState *st, int x, int y, int button)
{
    int cx, cy;
    if (st->phase != PHASE_PLAY || st->pz.world.status == TC_WON) return; /* the win panel is over the board */
    /* A press on the board or the tray after a try ended goes back to planning: never refused. */
    if (toycar_tray_at(st, x, y) >= 0 || toycar_cell_at(st, x, y, &cx, &cy)) back_to_planning(app, st);
    if (!planning(st)) return;
    if (button == SDL_BUTTON_RIGHT) {
        if (toycar_cell_at(st, x, y, &cx, &cy) && st->pz.world.plan[cy][cx] != TC_NO_DIR)
            do_take(app, st, cx, cy);
        return;
    }
    int slot = toycar_tray_at(st, x, y);
    if (slot >= 0) {
        st->drag_active = 1;
        st->drag_moved = 0;
        st->drag_dir = slot;
        st->drag_from_x = st->drag_from_y = -1;
    } else if (toycar_cell_at(st, x, y, &cx, &cy) && st->pz.world.plan[cy][cx] != TC_NO_DIR) {
        st->drag_active = 1;
        st->drag_moved = 0;
        st->drag_dir = st->pz.world.plan[cy][cx];
        st->drag_from_x = cx;
        st->drag_from_y = cy;
    } else if (toycar_cell_at(st, x, y, &cx, &cy) && st->selected_dir != TC_NO_DIR) {
        do_place(app, st, cx, cy, (TcDir)st->selected_dir);
        if (st->pz.world.inventory[st->selected_dir] == 0) st->selected_dir = TC_NO_DIR;
    }
    st->press_x = x;
    st->press_y = y;
}

static void mouse_up(App *app, ToycarState *st, int x, int y)
{
    if (!st->drag_active) return;
    st->drag_active = 0;
    int cx, cy;
    int on_board = toycar_cell_at(st, x, y, &cx, &cy);
    if (st->drag_from_x < 0) {
        /* From the tray: a click selects the slot for click-to-place, a drag places. */
        if (!st->drag_moved) {
            if (st->pz.world.inventory[st->drag_dir] == 0) say(st, tc_place_message(TC_PLACE_NONE_LEFT), 1);
            else st->selected_dir = st->selected_dir == st->drag_dir ? TC_NO_DIR : st->drag_dir;
            return;
        }
        if (on_board) do_place(app, st, cx, cy, (TcDir)st->drag_dir);
        return;
    }
    if (!st->drag_moved || !on_board) {
        /* A click on a placed tile, or a drop off the board, puts it back in the tray. */
        do_take(app, st, st->drag_from_x, st->drag_from_y);
        return;
    }
    do_move(app, st, st->drag_from_x, st->drag_from_y, cx, cy);
}

static void key_down(App *app, ToycarState *st, SDL_Keycode k, Uint16 mod)
{
    TcWorld *w = &st->pz.world;
    /* Ctrl, Alt and GUI keys belong to the app (Ctrl+S saves a replay, Alt+Enter fullscreen). */
    if (mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) return;
    if (k == SDLK_ESCAPE) {
        /* Esc steps back one level: stop the car, end a finished run, drop a held arrow, leave. */
        if (w->status == TC_DRIVING) press_play(app, st);
        else if (st->phase == PHASE_PLAY && w->status == TC_WON) activate(app, st, TB_AGAIN); /* the win panel goes */
        else if (st->phase == PHASE_PLAY && w->status != TC_PLANNING) activate(app, st, TB_RESET);
        else if (st->held_x >= 0) st->held_x = st->held_y = -1;
        else pz_session_leave(st->session);
        return;
    }
    if (k == SDLK_n && st->kind != KIND_TUTORIAL && st->phase != PHASE_LOADING && w->status != TC_WON) {
        activate(app, st, TB_SKIP);
        return;
    }
    if (st->phase != PHASE_PLAY) return;
    if (w->status == TC_WON) {
        if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_n) activate(app, st, TB_NEXT);
        if (k == SDLK_a) activate(app, st, TB_AGAIN);
        return;
    }
    if (k == SDLK_SPACE || k == SDLK_p) {
        st->held_x = st->held_y = -1;
        press_play(app, st);
        return;
    }
    int dx = (k == SDLK_RIGHT) - (k == SDLK_LEFT), dy = (k == SDLK_DOWN) - (k == SDLK_UP);
    if (dx || dy) {
        if (st->cursor_shown) {
            int nx = st->cursor_x + dx, ny = st->cursor_y + dy;
            if (nx >= 0 && ny >= 0 && nx < w->board.width && ny < w->board.height) {
                st->cursor_x = nx;
                st->cursor_y = ny;
            }
        }
        st->cursor_shown = 1;
        return;
    }
    if (k == SDLK_TAB) {
        /* Cycle the tray selection through the directions that are left. */
        for (int i = 1; i <= 5; i++) {
            int d = (st->selected_dir == TC_NO_DIR ? -1 : st->selected_dir) + i;
            d %= 5;
            if (d == TC_NO_DIR || w->inventory[d] > 0) {
                st->selected_dir = d;
                break;
            }
        }
        return;
    }
    if (k == SDLK_s) {
        do_speed(app, st, (st->pz.speed + 1) % 3);
        return;
    }
    if (k == SDLK_h) {
        activate(app, st, TB_HINT);
        return;
    }
    st->cursor_shown = 1;
    back_to_planning(app, st);
    if (w->status != TC_PLANNING) return;
    TcDir letter = tc_dir_from_letter((char)(k >= SDLK_a && k <= SDLK_z ? k : 0));
    if (letter != TC_NO_DIR) {
        if (w->plan[st->cursor_y][st->cursor_x] != TC_NO_DIR) do_take(app, st, st->cursor_x, st->cursor_y);
        do_place(app, st, st->cursor_x, st->cursor_y, letter);
    } else if (k == SDLK_DELETE || k == SDLK_BACKSPACE) {
        do_take(app, st, st->cursor_x, st->cursor_y);
    } else if (k == SDLK_c) {
        activate(app, st, TB_CLEAR);
    } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
        if (st->held_x >= 0) {
            do_move(app, st, st->held_x, st->held_y, st->cursor_x, st->cursor_y);
            st->held_x = st->held_y = -1;
        } else if (w->plan[st->cursor_y][st->cursor_x] != TC_NO_DIR) {
            st->held_x = st->cursor_x;
            st->held_y = st->cursor_y;
            say(st, _("Move to another square and press Enter to put the arrow there."), 0);
        } else if (st->selected_dir != TC_NO_DIR) {
            do_place(app, st, st->cursor_x, st->cursor_y, (TcDir)st->selected_dir);
        }
    }
}

static void toycar_event(App *app, void *face, const SDL_Event *ev)
{
    ToycarState *st = face;
    int won = st->phase == PHASE_PLAY && st->pz.world.status == TC_WON; /* the win panel is modal */
    if (!won && copy_button_event(toycar_copy_rect(st), ev, st->pz.level.code)) {
        st->copied_tick = app->ticks;
        /* TRANSLATORS: "Enter a code" is the main menu's button of that name */
        say(st, _("The puzzle's code is copied: paste it anywhere, or type it in Enter a code."), 0);
        return;
    }
    /* Every button has a key (shown on screen), so the keyboard drives the board directly. */
    if (ev->type == SDL_KEYDOWN) {
        key_down(app, st, ev->key.keysym.sym, ev->key.keysym.mod);
        return;
    }
    ButtonList *b = &st->buttons;
    int hit = buttons_event(b, ev);
    if (hit >= 0) {
        activate(app, st, hit);
        return;
    }
    if (ev->type == SDL_MOUSEBUTTONDOWN && b->pressed < 0) mouse_down(app, st, ev->button.x, ev->button.y, ev->button.button);
    if (ev->type == SDL_MOUSEBUTTONUP && ev->button.button == SDL_BUTTON_LEFT) mouse_up(app, st, ev->button.x, ev->button.y);
    if (ev->type == SDL_MOUSEMOTION && st->drag_active) {
        int dx = ev->motion.x - st->press_x, dy = ev->motion.y - st->press_y;
        if (dx * dx + dy * dy > 64) st->drag_moved = 1;
    }
}

/* ---- update ------------------------------------------------------------------------------ */

static void toycar_update(App *app, void *face)
{
    ToycarState *st = face;
    if (st->restore_pending && st->phase == PHASE_PLAY) restore_plan(app, st);
    if (st->phase == PHASE_LOADING) {
        if (worker_done(&st->worker)) finish_generation(app, st);
        refresh_buttons(app, st);
        return;
    }
    if (st->phase == PHASE_PLAY) {
        TcTicked t;
        TcHeard heard = toycar_heard(&st->pz.world);
        tc_puzzle_tick(&st->pz, &t);
        toycar_sounds(app, &heard, &st->pz.world);
        if (t.ended) { /* the rules counted the try: the shell records it and tells the progress */
            st->result_tick = app->ticks;
            say(st, tc_run_message(&st->pz.world), t.status != TC_WON); /* a crash names what was hit */
            play_try_recorded(st->session, &st->pz.play, t.status == TC_WON, t.commands, t.first_solve);
            if (t.status != TC_WON) offer_hint(app, st);
        }
    }
    refresh_buttons(app, st);
}

/* ---- screen ------------------------------------------------------------------------------ */

static void *toycar_open(App *app, PzSession *session)
{
    ToycarState *st = calloc(1, sizeof *st);
    if (!st) {
        snprintf(app->notice, sizeof app->notice, "%s", _("Not enough memory to open the toy car."));
        return NULL;
    }
    st->session = session;
    st->speed_choice = -1; /* none yet: each level starts where its rules say (the setting) */
    st->held_x = st->held_y = -1;
    st->tutorial_count = app_lesson_files(app, LP_MODE_TOYCAR, st->tutorial_files, TUTORIALS_MAX);
    ButtonList *b = &st->buttons;
    buttons_init(b, 0);
    b->keys_need_ring =
        BUTTONS_KEYS_NEED_RING; /* Space and Enter are the screen's own until the pupil moves the focus */
    buttons_add(b, (SDL_Rect){16, 12, 150, 56}, N_("Menu"), TEX_ICON_BACK, BUTTON_ORANGE);
    buttons_add(b, (SDL_Rect){900, 396, 244, 88}, N_("Play"), TEX_ICON_PLAY, BUTTON_GREEN);
    /* label literals in N_(): the button draws them translated; N_ makes sure xgettext finds them */
    /* TRANSLATORS: a toy car button: the car back at the start, the arrows where they are */
    buttons_add(b, (SDL_Rect){900, 496, 166, 62}, N_("Reset"), TEX_ICON_RESET, BUTTON_BLUE);
    /* TRANSLATORS: a toy car button: every arrow off the board, back in the tray */
    buttons_add(b, (SDL_Rect){1074, 496, 166, 62}, N_("Clear"), -1, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){900, 566, 166, 62}, N_("Normal"), TEX_ICON_SPEED, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){1074, 566, 166, 62}, N_("New puzzle"), -1, BUTTON_ORANGE);
    buttons_add(b, win_panel_button(2, 1), N_("Next puzzle"), TEX_ICON_PLAY, BUTTON_GREEN);
    buttons_add(b, win_panel_button(2, 0), N_("Play again"), TEX_ICON_RESET, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){1152, 396, 88, 88}, N_("Hint"), -1, BUTTON_BLUE);
    for (int i = TB_RESET; i <= TB_SKIP; i++) b->items[i].text_px = 22;
    b->items[TB_PLAY].text_px = 36;
    b->items[TB_HINT].text_px = 24;
    b->focus = TB_PLAY;
    if (pz_session_level(session, LP_MODE_TOYCAR)) open_shared(app, st);
    else open_next(app, st);
    refresh_buttons(app, st);
    return st;
}

static void toycar_close(App *app, void *face)
{
    ToycarState *st = face;
    int inner = pz_session_inner(st->session);
    cancel_generation(st);
    keep_plan(app, st);
    free(st);
    if (replay_playing(app) || inner) return; /* a replay opens its level again when it is scrubbed back; a
                                               * host's puzzle is the host's */
    rec_end(app);
    if (app->opts.level) app->opts.level = NULL; /* a shared level is played once */
}

/* toycar_act's action, done. */
static void toycar_act_kind(ToycarState *st, const LpReplayEvent *ev)
{
    switch (ev->kind) {
    case LP_RE_PLACE:
        if (ev->c >= TC_LEFT && ev->c <= TC_DOWN) act_place(st, ev->a, ev->b, (TcDir)ev->c);
        break;
    case LP_RE_REMOVE: act_take(st, ev->a, ev->b); break;
    case LP_RE_CLEAR:
        tc_puzzle_clear(&st->pz);
        say(st, _("All arrows are back in the tray."), 0);
        break;
    case LP_RE_RUN: act_run(st); break;
    case LP_RE_STOP: act_stop(st); break;
    case LP_RE_SPEED:
        if (ev->a >= 0 && ev->a <= 2) {
            st->speed_choice = ev->a;
            tc_puzzle_speed(&st->pz, ev->a);
        }
        break;
    default: break; /* other modes' actions (the same as tc_puzzle_apply takes) */
    }
}

/* One of the pupil's actions (pz_session_act: the pupil's input and a replay alike). */
static void toycar_act(App *app, void *face, const LpReplayEvent *ev)
{
    ToycarState *st = face;
    if (st->phase != PHASE_PLAY) return;
    TcHeard heard = toycar_heard(&st->pz.world);
    toycar_act_kind(st, ev);
    toycar_sounds(app, &heard, &st->pz.world); /* an arrow placed or taken back, the motor starting */
}

static void toycar_draw_face(App *app, void *face) { toycar_draw(app, face); }

static void json_rect(LpBuf *o, const char *name, SDL_Rect r)
{
    lp_buf_printf(o, ",\"%s\":[%d,%d,%d,%d]", name, r.x, r.y, r.w, r.h);
}

static void toycar_state(App *app, void *face, LpBuf *o)
{
    (void)app;
    ToycarState *st = face;
    PzStatus ps = pz_play_status(&st->pz.play, st->pz.level.code);
    pz_status_json(o, &ps);
    static const char *const status[] = {"planning", "driving", "won", "fail_obstacle", "fail_edge", "fail_early_goal"};
    static const char *const kinds[] = {"tutorial", "generated", "shared"};
    lp_buf_printf(o, ",\"phase\":\"%s\",\"kind\":\"%s\",\"status\":\"%s\",\"tries\":%d,\"placed\":%d,"
                     "\"par\":%d,\"seconds\":%d,\"flags_left\":%d,\"car\":[%d,%d]",
                  st->phase == PHASE_LOADING ? "loading" : st->phase == PHASE_ERROR ? "error" : "play",
                  kinds[st->kind], status[st->pz.world.status], st->pz.play.tries, tc_plan_count(&st->pz.world),
                  st->pz.level.tile_count, pz_play_seconds(&st->pz.play), st->pz.world.flags_left, st->pz.world.car_x, st->pz.world.car_y);
    lp_buf_puts(o, ",\"title\":");
    lp_buf_json_string(o, st->pz.level.title);
    lp_buf_puts(o, ",\"share_code\":");
    lp_buf_json_string(o, st->pz.level.code);
    lp_buf_puts(o, ",\"message\":");
    lp_buf_json_string(o, st->phase == PHASE_ERROR ? st->error : st->message);
    lp_buf_printf(o, ",\"speed\":%d,\"step_ms\":%d,\"par_proven\":%s", st->pz.speed,
                  tc_puzzle_step_ms(&st->pz), st->pz.play.par_proven ? "true" : "false");
    if (st->phase == PHASE_PLAY && st->pz.world.status == TC_WON)
        win_panel_state_json(o, &st->pz.play, "arrows");
    /* the obstacle the board drew under the car (after a crash: what it hit), "" when none */
    lp_buf_printf(o, ",\"obstacle_at_car\":\"%s\"", st->drawn_at_car ? st->drawn_at_car : "");
    lp_buf_printf(o, ",\"cell\":%d,\"hint\":\"%s\",\"hint_cell\":[%d,%d]", st->cell,
                  st->hint_style ? lp_config_hint_style_name(st->hint_style) : "", st->hint_style ? st->hint_x : -1,
                  st->hint_style ? st->hint_y : -1);
    json_rect(o, "board_rect", st->board_rect);
    json_rect(o, "message_rect", st->message_rect);
    lp_buf_puts(o, ",\"chart_head\":[");
    for (int i = 0; i < 5; i++) {
        const SDL_Rect *r = &st->chart_head[i];
        lp_buf_printf(o, "%s[%d,%d,%d,%d]", i ? "," : "", r->x, r->y, r->w, r->h);
    }
    lp_buf_puts(o, "]");
    static const char *const tray_names[4] = {"tray_L", "tray_R", "tray_U", "tray_D"};
    for (int i = 0; i < 4; i++) json_rect(o, tray_names[i], st->tray[i]);
    static const char *const names[TB_COUNT] = {"btn_menu", "btn_play", "btn_reset", "btn_clear",
                                                "btn_speed", "btn_skip", "btn_next", "btn_again", "btn_hint"};
    for (int i = 0; i < TB_COUNT; i++) json_rect(o, names[i], st->buttons.items[i].rect);
}

/* The picture moves while the car drives, a puzzle is made or a tile is dragged; else it changes
 * with the clock's next second, the hint's and the Reset button's blink, and "Copied!" going. */
static int toycar_still_for(App *app, void *face)
{
    ToycarState *st = face;
    if (st->phase == PHASE_LOADING) return 0;
    if (st->phase != PHASE_PLAY) return -1;
    const TcWorld *w = &st->pz.world;
    if (w->status == TC_DRIVING || st->drag_active) return 0;
    int n = !st->pz.play.solved ? 60 - (int)(st->pz.play.ticks % 60) : -1;
    if (st->hint_style || w->status >= TC_FAIL_OBSTACLE) n = still_min(n, app_still_blink(app));
    if (st->copied_tick && app->ticks - st->copied_tick < 60) n = still_min(n, (int)(st->copied_tick + 60 - app->ticks));
    return n;
}

const PzFace pz_toycar_face = {LP_MODE_TOYCAR,   toycar_open,      toycar_close, toycar_event,    toycar_update,
                               toycar_draw_face, toycar_state, toycar_act, toycar_still_for};
