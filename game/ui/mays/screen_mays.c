/* screen_mays.c - May's Journey's face (ui/shell/session.h): lessons from levels/mays, May
 * walking in phase one, the code panel in phase two (paper 000, Figure 1), the code run animated
 * with its statement marked. Every action that changes the room or the run goes to
 * pz_session_act, which records it and hands it back to mays_act: the pupil's input and a replay
 * run the same code; everything that decides when something happens counts update calls, so a
 * replay plays out exactly as it was recorded. The rules are game/puzzle/mays_puzzle.c's.
 * Long file: about 880 lines; the face's input, the rooms it opens (lessons, shared, made on the
 * worker, a dungeon room's) and their words belong together; the drawing is in mays_screen_draw.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "mays/code_synth.h"
#include "mays/grammar.h"
#include "mays/mays_build.h"
#include "mays/mays_share.h"
#include "puzzle/hint.h"
#include "puzzle/next.h"
#include "puzzle/progress.h"
#include "puzzle/seed.h"
#include "ui/mays/mays_screen.h"
#include "ui/mays/mays_sounds.h"
#include "ui/screens/win_panel.h"
#include "ui/shell/session.h"
#include "ui/shell/replay_ui.h"

#define MAYS_LEVELS_DIR "levels/mays"


static const MjDir key_dirs[4] = {MJ_NORTH, MJ_SOUTH, MJ_WEST, MJ_EAST};

static void say(MaysScreen *st, const char *text, int kind)
{
    snprintf(st->message, sizeof st->message, "%s", text);
    st->message_kind = kind;
}

static void say_intro(MaysScreen *st)
{
    char msg[sizeof st->message];
    if (st->load_error[0]) {
        say(st, st->load_error, 2);
        return;
    }
    /* TRANSLATORS: </> is the picture on the coding tile: keep it */
    snprintf(msg, sizeof msg, "%s", st->pz.level.sign[0] ? _(st->pz.level.sign)
                                                        : _("Walk with the arrow keys. Step on the glowing </> tile to write code."));
    say(st, msg, 0);
}

static void close_panel(MaysScreen *st)
{
    st->pz.coding = 0;
    st->help = 0;
    st->pz.running = 0;
    editor_set_focus(&st->editor, false);
}

/* The code goes to the rules whenever the editor changed it. */
static void sync_text(MaysScreen *st)
{
    char *text = editor_text_if_changed(&st->editor, &st->synced, &st->synced_valid);
    if (text) mj_puzzle_set_text(&st->pz, text);
    free(text);
}

/* The par of a room: the world commands its own solution carries out (mj_verify_level's run). */
static int room_par(const MjLevel *level)
{
    MjVerifyReport *v = malloc(sizeof *v);
    int par = v && mj_verify_level(level, v) ? v->run.actions : 0;
    free(v);
    return par;
}

/* ---- recording (replay_ui.h) ---- */

/* The program text now, an edit action, so that the edits before an action come before it in
 * the replay (the recorder keeps a change only; mays_act finds the text in the editor already). */
static void record_code(App *app, MaysScreen *st)
{
    if (!replay_playing(app)) pz_session_edit(st->session, editor_text_if_changed(&st->editor, &st->rec_changes, &st->rec_valid));
}

/* One of the pupil's actions, after the text it acts on: through the session to mays_act. */
static void record(App *app, MaysScreen *st, LpReplayKind kind, int a)
{
    record_code(app, st);
    pz_session_do(st->session, kind, a, 0, 0);
}

/* The room on screen is ready to play: record it by its lesson file (path), its share code, or
 * its own text (a new room like this has neither). */
static void begin_recording(App *app, MaysScreen *st, const char *path)
{
    st->rec_valid = 0; /* the new recording gets the text as it is */
    pz_play_describe(&st->pz.play, st->share_code, pz_concepts(st->pz.level.solution)); /* for the pupil's log */
    if (path) {
        rec_begin_file(app, "mays", st->pz.level.title, NULL, path);
    } else if (st->share_code[0]) {
        rec_begin(app, "mays", st->pz.level.title, st->share_code, NULL);
    } else {
        LpBuf text;
        lp_buf_init(&text);
        mj_level_write(&st->pz.level, &text);
        rec_begin(app, "mays", st->pz.level.title, NULL, text.failed ? NULL : text.data);
        lp_buf_free(&text);
    }
}

/* Code left unfinished in the room on screen comes back as it was (recorded with the first action,
 * as any edit is); a locked room's code is its own. Its key is the room's share code, so a made
 * room calls this again once its code is known. */
static void restore_draft(App *app, MaysScreen *st)
{
    snprintf(st->draft_key, sizeof st->draft_key, "%s%s", st->share_code[0] ? "mays " : "", st->share_code);
    if (st->pz.level.locked || st->load_error[0] || replay_playing(app)) return;
    const char *draft = app_program_draft(app, st->draft_key);
    if (!draft) return;
    editor_set_text(&st->editor, draft);
    sync_text(st);
}

/* Everything a room starts with, once st->pz.level holds it. */
static void setup_level(App *app, MaysScreen *st)
{
    /* the room being left (the editor still holds its code) */
    app_keep_program(app, st->draft_key, &st->editor, st->pz.play.solved);
    mj_puzzle_close(&st->pz);
    mj_puzzle_open(&st->pz, &st->pz.level, !st->generated ? PZ_KIND_LESSON : st->adaptive ? PZ_KIND_MADE : PZ_KIND_OTHER,
                   st->level_index, st->load_error[0] ? 0 : room_par(&st->pz.level), (int)app->settings.anim_speed,
                   play_rules_format(app));
    st->hint_style = 0;
    editor_set_text(&st->editor, mj_level_panel_code(&st->pz.level));
    editor_set_read_only(&st->editor, st->pz.level.locked != 0);
    editor_set_run_span(&st->editor, (LangSpan){0}, EDITOR_RUN_NONE);
    st->synced_valid = 0;
    sync_text(st);
    restore_draft(app, st);
    close_panel(st);
    say_intro(st);
}

static void open_level(App *app, MaysScreen *st, const char *path)
{
    LpDiag diag = {0};
    play_left(st->session, &st->pz.play);
    st->generated = 0;
    st->share_code[0] = '\0';
    st->load_error[0] = '\0';
    if (!mj_level_load(path, &st->pz.level, &diag)) {
        lp_diag_format(&diag, st->load_error, sizeof st->load_error);
        memset(&st->pz.level, 0, sizeof st->pz.level);
        st->pz.level.start.width = st->pz.level.start.height = 1;
    } else {
        app_lesson_code(LP_MODE_MAYS, path, st->files, st->level_count, st->share_code); /* a lesson's code */
    }
    setup_level(app, st);
    if (st->load_error[0]) rec_end(app); /* nothing to play */
    else begin_recording(app, st, path);
}

/* A seed for the next generated room: this pupil's sequence, the same on every build. */
/* The grammar rooms are made with: the class settings' for the pupil's own rooms (adaptive),
 * the shipped one for shared rooms (a share code names a room made with it). */
static void class_grammar_path(const App *app, int adaptive, char *out, int size)
{
    char rel[128];
    snprintf(rel, sizeof rel, "scripts/grammars/%s", adaptive ? lp_config_mays_grammar(&app->config) : "mays.lua");
    app_data_path(app, rel, out, size);
}

/* The worker's job: a room around the code. */
static int make_room(void *user)
{
    MaysJob *j = user;
    return mj_generate(&j->desc, &j->result, &j->diag);
}

/* Start making a room around code on the worker; the screen shows it being built and finish_room
 * shows it. Returns 0 with the reason said (the grammar does not load). */
static int start_room(App *app, MaysScreen *st, const char *code, const char *given, int distribution, uint32_t seed,
                      const char *title, MaysJobFor purpose, const MjShareRoom *room)
{
    worker_cancel(&st->worker);
    MaysJob *j = &st->job;
    snprintf(j->code, sizeof j->code, "%s", code);
    j->has_given = given != NULL;
    if (given) snprintf(j->given, sizeof j->given, "%s", given);
    snprintf(j->title, sizeof j->title, "%s", title);
    j->purpose = purpose;
    if (room) j->room = *room;
    LpDiag diag = {0};
    char grammar_path[1200];
    class_grammar_path(app, purpose == MAYS_JOB_ADAPTIVE || (purpose == MAYS_JOB_LIKE_THIS && st->adaptive), grammar_path,
                       sizeof grammar_path);
    const MjGrammar *grammar = mj_grammar_shipped(grammar_path, &diag); /* read once, then kept */
    if (!grammar) {
        char why[400];
        lp_diag_format(&diag, why, sizeof why);
        say(st, why, 2);
        return 0;
    }
    /* a shared room is made by its code's generator (an MJ2 code opens the room it always opened);
     * any other room by the current one */
    j->desc = (MjGenDesc){.code = j->code, .given = j->has_given ? j->given : NULL, .seed = seed, .grammar = grammar,
                          .distribution = (MjDistribution)distribution, .version = room ? room->version : 0};
    memset(&j->diag, 0, sizeof j->diag);
    worker_start(&st->worker, "mays-gen", make_room, j);
    return 1;
}

/* The worker is done: show the room (and record it), or say why there is none. */
static void finish_room(App *app, MaysScreen *st)
{
    MaysJob *j = &st->job;
    if (!st->worker.result) {
        char why[400];
        lp_diag_format(&j->diag, why, sizeof why);
        say(st, why, 2);
        return;
    }
    int adaptive = j->purpose == MAYS_JOB_ADAPTIVE || (j->purpose == MAYS_JOB_LIKE_THIS && st->adaptive);
    play_left(st->session, &st->pz.play);
    st->pz.level = j->result.level;
    snprintf(st->pz.level.title, sizeof st->pz.level.title, "%s", j->title);
    st->load_error[0] = '\0';
    st->generated = 1;
    st->generated_count++;
    st->adaptive = adaptive;
    st->share_code[0] = '\0';
    setup_level(app, st);
    /* a room made with a class's own grammar has no code: a code names a shipped-grammar room */
    if (j->purpose != MAYS_JOB_LIKE_THIS && (!adaptive || !strcmp(lp_config_mays_grammar(&app->config), "mays.lua")))
        mj_share_encode(&j->room, st->share_code);
    restore_draft(app, st);
    if (j->purpose == MAYS_JOB_LIKE_THIS) {
        say(st, _("A new room made with the same code as the last one. Can you write it again?"), 0);
    } else if (j->purpose == MAYS_JOB_ADAPTIVE) {
        say(st, _("A room made for you. Find out what the objects can do, then walk to the </> tile."), 0);
    } else {
        char msg[480];
        /* TRANSLATORS: %s is the room's share code (e.g. MJ1F 3H00) */
        snprintf(msg, sizeof msg, _("A shared room, code %s. Find out what the objects can do, then walk to the </> tile."),
                 st->share_code);
        say(st, msg, 0);
    }
    begin_recording(app, st, NULL);
}

/* "A new room like this": the room's own code, a new room around it, the panel starting from the
 * same frame (the room's code, unless locked). */
static void new_room_like_this(App *app, MaysScreen *st)
{
    if (!st->pz.level.solution[0] || replay_playing(app)) return; /* a replay keeps its room */
    char title[MJ_TITLE_MAX];
    /* kept in English (replays, the level's text): mays_screen_draw.c shows it translated */
    snprintf(title, sizeof title, "like \"%.50s\"", st->pz.level.title);
    start_room(app, st, st->pz.level.solution, mj_level_given(&st->pz.level), MJ_DIST_UNIFORM,
               pz_seed(&app->profile, LP_MODE_MAYS, st->generated_count, NULL), title, MAYS_JOB_LIKE_THIS, NULL);
}

/* A room of the adaptive sequence (mays_share.h): its code, the room around it, its share code. */
static int open_share_room(App *app, MaysScreen *st, const MjShareRoom *room, MaysJobFor purpose)
{
    char code[MJ_SYNTH_MAX]; /* start_room copies it into the job */
    MjGenDesc desc;
    mj_share_desc(room, code, &desc);
    return start_room(app, st, code, NULL, desc.distribution, room->seed, mj_share_title(room), purpose, room);
}

/* The adaptive sequence: a code from the player model's step (the room on screen counted as given
 * up when it will be), a room around it (puzzle/next.h, shared with loopling-gen simulate). */
static void next_adaptive_room(App *app, MaysScreen *st)
{
    if (replay_playing(app)) return; /* a replay keeps its room */
    MjShareRoom room = pz_next_mays_room(&app->profile, &app->config, &st->pz.play, st->generated_count);
    open_share_room(app, st, &room, MAYS_JOB_ADAPTIVE);
}

/* loopling --level MJ..: the very room someone shared (the player model is not asked). */
static int open_code(App *app, MaysScreen *st, const char *arg)
{
    MjShareRoom room;
    char why[200];
    if (mj_share_decode(arg, &room, why, sizeof why) != 1) return 0;
    return open_share_room(app, st, &room, MAYS_JOB_SHARED);
}

/* Level >: the next room (after the last lesson, rooms made for the pupil) opens unless the class
 * keeps lessons in order and this one is not solved yet. */
static int next_lesson_opens(const App *app, const MaysScreen *st)
{
    return st->generated || pz_lesson_opens(&app->profile, &app->config, LP_MODE_MAYS, st->level_index + 1);
}

static void open_index(App *app, MaysScreen *st, int index)
{
    if (st->level_count == 0 || replay_playing(app)) return; /* a replay keeps its room */
    if (index < 0) index = 0;
    if (index >= st->level_count) index = st->level_count - 1;
    st->level_index = index;
    open_level(app, st, st->files[index]);
}

/* The keys the level needs that May has not picked up yet. */
static void won(App *app, MaysScreen *st, const MjDid *d)
{
    st->won_tick = app->ticks;
    /* TRANSLATORS: "Level >" and "New room" are buttons of that name */
    say(st, st->level_index + 1 < st->level_count ? _("May made it out! Level > takes you on to the next room.")
                                                  : _("May made it out! That was the last room. Level > makes new rooms for you."),
        1);
    play_finish_recorded(st->session, &st->pz.play, d->first_solve, d->commands);
    if (replay_playing(app)) say(st, _("May made it out!"), 1); /* a replay's guest stays in the room */
    else if (st->generated) say(st, _("May made it out! New room makes another one."), 1);
}

/* What May sees after a step, in words: the lever, the coding tile, a key, the way out, a sign.
 * walked: a step opened the code panel by itself, which the replay notes (a replay's own note
 * finds the panel open). */
static void after_step(App *app, MaysScreen *st, const MjDid *d, int walked)
{
    const MjWorld *w = &st->pz.world;
    if (d->lever) {
        char msg[240];
        /* TRANSLATORS: %s is the lever's name in the code (lever1); its position reads "left" or "right" in the
           code (lever1.position) */
        snprintf(msg, sizeof msg, w->objects[d->lever - 1].lever_right ? _("May pulled %s: it points right now.")
                                                                      : _("May pulled %s: it points left now."),
                 w->objects[d->lever - 1].name);
        say(st, msg, 0);
    }
    if (d->opened_panel) {
        if (walked) rec_event(app, LP_RE_PANEL, 1, 0, 0);
        editor_set_focus(&st->editor, !st->pz.level.locked);
        char hint[sizeof st->pz.level.hint + 200]; /* a made room's hint, translated around its code */
        say(st,
            st->pz.level.hint[0] ? mj_hint_shown(st->pz.level.hint, hint, sizeof hint)
                                 : _("Write code for the objects, then press Run."),
            0);
        return;
    }
    if (mj_on_coding_tile(w)) return;
    if (d->took_key) {
        int left = mj_puzzle_keys_missing(&st->pz);
        say(st, left ? _("May picked up a key! There is another one to find.") : _("May picked up the key!"), 1);
    }
    if (d->at_exit) {
        /* the code must have opened the way: riding a sliding block, or slipping past a moving
         * one, is not the puzzle */
        if (st->pz.won) won(app, st, d);
        else if (!st->pz.solved_run) say(st, _("The door won't open for May yet: first run code that opens the way."), 2);
        else say(st, _("May needs the key before she leaves."), 2);
        return;
    }
    for (int i = 0; i < w->object_count; i++) {
        const MjObject *o = &w->objects[i];
        int dx = o->x - w->avatar_x, dy = o->y - w->avatar_y;
        if (o->kind == MJ_SIGN && dx * dx + dy * dy <= 1 && st->pz.level.sign[0]) say(st, _(st->pz.level.sign), 0);
    }
}

/* May walks one step (or turns to a wall); ignored while she is still stepping or has left. */
static void do_walk(App *app, MaysScreen *st, MjDir dir)
{
    if (mj_puzzle_can_walk(&st->pz)) record(app, st, LP_RE_WALK, (int)dir);
}

static void act_walk(App *app, MaysScreen *st, MjDir dir)
{
    if (!mj_puzzle_can_walk(&st->pz)) return;
    MjDid d;
    mj_puzzle_walk(&st->pz, dir, &d);
    mays_sounds_did(app, &d); /* her step, a lever, a key */
    if (d.stepped) mays_sounds_world(app, &st->pz.before, &st->pz.world); /* a plate under her feet */
    if (d.stepped) after_step(app, st, &d, 1);
}

/* ---- phase two: the code ---- */

static void show_errors(MaysScreen *st)
{
    char msg[sizeof st->message];
    const LangErrors *e = &st->pz.session.errors;
    editor_set_errors(&st->editor, e);
    /* TRANSLATORS: a mistake in the code: its line and what is wrong (a sentence) */
    if (e->count == 1) snprintf(msg, sizeof msg, _("Line %d: %s"), e->items[0].line, e->items[0].text);
    else if (e->more)
        /* TRANSLATORS: the code has this many mistakes or more (never fewer than 2); then the first: its
           line and what is wrong */
        snprintf(msg, sizeof msg, lp_trn("%d or more mistake (red marks in the code). The first, line %d: %s",
                                         "%d or more mistakes (red marks in the code). The first, line %d: %s", e->count),
                 e->count, e->items[0].line, e->items[0].text);
    else
        snprintf(msg, sizeof msg, lp_trn("%d mistake (red marks in the code). The first, line %d: %s",
                                         "%d mistakes (red marks in the code). The first, line %d: %s", e->count),
                 e->count, e->items[0].line, e->items[0].text);
    say(st, msg, 2);
}

/* Run: the whole code, from the room as May's walking left it (a lever she pulled counts); what an
 * earlier run moved goes back first, so every Run starts from the same place. */
static void do_run(App *app, MaysScreen *st)
{
    if (!st->pz.running && st->pz.coding) record(app, st, LP_RE_RUN, 0); /* the text it runs first */
}

static void act_run(App *app, MaysScreen *st)
{
    if (st->pz.running || !st->pz.coding) return;
    sync_text(st);
    MjDid d;
    mj_puzzle_run(&st->pz, &d);
    st->hint_style = 0;
    if (d.mistakes) {
        mays_sounds_did(app, &d); /* uh-oh */
        show_errors(st);
        play_try_recorded(st->session, &st->pz.play, 0, 0, d.first_solve); /* a try that did not get to run */
        return;
    }
    editor_clear_errors(&st->editor);
    editor_set_read_only(&st->editor, true);
    say(st, _("Running ..."), 0);
}

/* Restart: everything back as the room began (May stays where she stands); a run still going
 * ends here. */
static void do_restart(App *app, MaysScreen *st)
{
    if (st->pz.coding) record(app, st, LP_RE_RESTART, 0);
}

static void act_restart(MaysScreen *st)
{
    if (!st->pz.coding) return;
    MjDid d;
    mj_puzzle_restart(&st->pz, &d);
    if (d.ended) play_try_recorded(st->session, &st->pz.play, 0, d.commands, d.first_solve);
    editor_set_read_only(&st->editor, st->pz.level.locked != 0);
    editor_set_run_span(&st->editor, (LangSpan){0}, EDITOR_RUN_NONE);
    say(st, _("Restarted: everything is back where it was when May came in."), 0);
}

/* Play again, after May made it out: the room as it began, May at its entrance; the first solve's
 * stars stay. */
static void do_again(App *app, MaysScreen *st)
{
    if (st->pz.won) record(app, st, LP_RE_STOP, 0);
}

static void act_again(MaysScreen *st)
{
    if (!st->pz.won) return;
    mj_puzzle_again(&st->pz);
    editor_set_run_span(&st->editor, (LangSpan){0}, EDITOR_RUN_NONE);
    close_panel(st);
    say(st, _("The room is as it was when May came in. Can you do it again?"), 0);
}

/* The run ended (the rules counted the try): its words and marks. */
static void run_finished(MaysScreen *st, const MjDid *d)
{
    MjSession *s = &st->pz.session;
    editor_set_read_only(&st->editor, st->pz.level.locked != 0);
    play_try_recorded(st->session, &st->pz.play, d->solved, d->commands, d->first_solve);
    char msg[sizeof st->message];
    if (s->state == MJ_SESSION_DONE) {
        editor_set_run_span(&st->editor, s->span, EDITOR_RUN_NONE);
        if (d->solved) {
            /* TRANSLATORS: Esc is a key and Walk a button of that name */
            say(st, st->pz.level.goal == MJ_GOAL_EXIT
                        ? _("The way to the exit is open! Press Esc (or Walk) to close the code, then walk May out.")
                    : st->pz.level.goal == MJ_GOAL_REWARD
                        ? _("The treasure is revealed! Press Esc (or Walk) to close the code, then walk May out.")
                        : _("The way is open and the treasure is revealed! Press Esc (or Walk) to close the code, then walk May out."),
                1);
        } else {
            say(st, s->message[0] ? s->message : _("The code ran, but the way is still shut. Restart and try again."), 2);
        }
    } else {
        editor_set_run_span(&st->editor, s->span, EDITOR_RUN_FAILED);
        snprintf(msg, sizeof msg, _("Line %d: %s"), s->span.line, s->message);
        say(st, msg, 2);
    }
}

/* After a run that did not open the way: once the class's tries are used up, a hint (hints.h)
 * that names (words) or marks on the map (highlight) the object to look at. */
/* A hint: the object the program should command differently, marked on the map with ? (every
 * hint marks it); style LP_HINT_HIGHLIGHT says only that, LP_HINT_WORDS names it as the map does.
 * The hint follows `before` (the message showing, or ""). Returns 0 when there is none. */
static int show_hint(MaysScreen *st, int style, const char *before)
{
    if (!style || !st->pz.level.solution[0]) return 0;
    char *text = editor_get_text(&st->editor);
    int k = text ? hint_mays_object(&st->pz.world, text, st->pz.level.solution) : -1;
    free(text);
    if (k < 0) return 0;
    st->hint_style = style;
    pz_play_hint(&st->pz.play);
    st->hint_object = k;
    char hint[400], msg[sizeof st->message];
    const char *gap = before[0] ? " " : "";
    if (style == LP_HINT_HIGHLIGHT)
        snprintf(hint, sizeof hint, "%s", _("Hint: look at the object marked with ?."));
    else
        /* TRANSLATORS: %s is the object's name in the code (block1, door2) */
        snprintf(hint, sizeof hint, _("Hint: look at %s, marked with ?. What does it need to do to open the way?"),
                 st->pz.world.objects[k].name);
    snprintf(msg, sizeof msg, "%s%s%s", before, gap, hint); /* the message showing, then the hint */
    say(st, msg, before[0] ? st->message_kind : 0);
    return 1;
}

/* After a run that did not open the way: once the class's tries are used up, the class's kind. */
static void offer_hint(App *app, MaysScreen *st)
{
    char before[sizeof st->message];
    snprintf(before, sizeof before, "%s", st->message);
    show_hint(st, app_hint_style_due(app, st->pz.play.tries), before);
}

/* The Hint button: the mark first, then words. */
static void press_hint(App *app, MaysScreen *st)
{
    if (!play_hint_ready(app, &st->pz.play) || st->pz.running) return;
    if (!show_hint(st, play_hint_press(st->hint_style), ""))
        say(st, _("No hint here: your code already starts like a way to open it. Run it!"), 0);
}

/* What a tick of the rules did, in words and marks. */
static void after_tick(App *app, MaysScreen *st, const MjDid *d)
{
    MjSession *s = &st->pz.session;
    if (d->acted) mays_sounds_world(app, &st->pz.before, &st->pz.world); /* blocks, fire, doors */
    mays_sounds_did(app, d);                                             /* a run that did not open the way */
    if (d->acted) {
        editor_set_run_span(&st->editor, s->span, EDITOR_RUN_RUNNING);
        char msg[240];
        snprintf(msg, sizeof msg, _("Running line %d ..."), s->span.line);
        say(st, msg, 0);
    }
    if (d->ended) {
        run_finished(st, d);
        if (!st->pz.solved_run) offer_hint(app, st);
    }
}

/* Open the code panel again while May stands on the coding tile (Enter, Space or F5). */
static void do_open_panel(App *app, MaysScreen *st)
{
    if (!st->pz.coding && mj_on_coding_tile(&st->pz.world)) record(app, st, LP_RE_PANEL, 1);
}

static void act_open_panel(App *app, MaysScreen *st)
{
    MjDid d;
    if (mj_puzzle_open_panel(&st->pz, &d)) after_step(app, st, &d, 0); /* words it */
}

/* Close the code panel so May can walk (Esc or Walk); not while the code runs. */
static void do_close_panel(App *app, MaysScreen *st)
{
    if (st->pz.coding && !st->pz.running) record(app, st, LP_RE_PANEL, 0);
}

static void act_close_panel(MaysScreen *st)
{
    if (!st->pz.coding || st->pz.running) return;
    mj_puzzle_close_panel(&st->pz);
    close_panel(st);
}

/* The program text as a replay has it (the whole text). */
static void set_code(MaysScreen *st, const char *text)
{
    char *now = editor_get_text(&st->editor);
    if (!now || strcmp(now, text) != 0) editor_set_text(&st->editor, text);
    free(now);
    sync_text(st);
}

static void activate(App *app, MaysScreen *st, int b)
{
    switch (b) {
    case MB_MENU:
        if (!replay_playing(app)) pz_session_leave(st->session);
        break;
    case MB_PREV: open_index(app, st, st->generated ? st->level_index : st->level_index - 1); break;
    case MB_NEXT:
        /* TRANSLATORS: "Level >" is the button of that name */
        if (!next_lesson_opens(app, st)) say(st, _("Solve this room first: then Level > opens the next one."), 0);
        /* after the last authored room come rooms made for the pupil */
        else if (st->generated || st->level_index + 1 >= st->level_count) next_adaptive_room(app, st);
        else open_index(app, st, st->level_index + 1);
        break;
    case MB_NEW:
        if (st->pz.running) break;
        if (pz_session_inner(st->session)) pz_session_easier(st->session); /* the host swaps the puzzle */
        else new_room_like_this(app, st);
        break;
    case MB_RUN: st->help = 0; do_run(app, st); break;
    case MB_RESTART: do_restart(app, st); break;
    case MB_HELP: st->help = !st->help; break;
    case MB_HELP_CLOSE: st->help = 0; break;
    case MB_UNDO: editor_undo(&st->editor, false); break;
    case MB_REDO: editor_undo(&st->editor, true); break;
    case MB_WALK: do_close_panel(app, st); break;
    case MB_HINT: press_hint(app, st); break;
    case MB_WIN_AGAIN: do_again(app, st); break;
    case MB_WIN_NEXT:
        if (pz_session_inner(st->session)) pz_session_leave(st->session); /* back to the host */
        else activate(app, st, st->generated ? MB_NEW : MB_NEXT);
        break;
    case MB_WIN_MENU: pz_session_leave(st->session); break;
    default: break;
    }
}

static void refresh_buttons(App *app, MaysScreen *st)
{
    Button *b = st->buttons.items;
    for (int i = MB_RUN; i <= MB_WALK; i++) b[i].hidden = !st->pz.coding || st->pz.won || st->worker.busy || st->help;
    b[MB_HELP_CLOSE].hidden = !st->pz.coding || st->pz.won || st->worker.busy || !st->help; /* the card covers the panel */
    for (int i = MB_WIN_AGAIN; i <= MB_WIN_MENU; i++) b[i].hidden = !st->pz.won || replay_playing(app);
    b[MB_HINT].hidden = !st->pz.coding || st->pz.won || !play_hint_shown(app) || replay_playing(app) || st->help;
    /* a replay keeps its room: nothing leads away from it (and its bar covers the top bar) */
    if (replay_playing(app)) b[MB_MENU].hidden = b[MB_PREV].hidden = b[MB_NEXT].hidden = b[MB_NEW].hidden = 1;
    b[MB_HINT].enabled = play_hint_ready(app, &st->pz.play) && !st->pz.running;
    /* the buttons' labels stay English (their names in --state); button_draw shows them translated */
    snprintf(b[MB_WIN_NEXT].label, sizeof b[MB_WIN_NEXT].label, "%s", st->generated ? N_("New room") : N_("Next room"));
    b[MB_RUN].enabled = !st->pz.running;
    b[MB_WALK].enabled = !st->pz.running;
    b[MB_UNDO].enabled = b[MB_REDO].enabled = !st->pz.running && !st->pz.level.locked;
    b[MB_PREV].enabled = st->level_index > 0 || st->generated;
    b[MB_NEXT].enabled = st->level_count > 0 && next_lesson_opens(app, st);
    b[MB_NEW].enabled = !st->pz.running && st->pz.level.solution[0];
    /* after the lines above, which would enable them again while a room is made */
    if (st->worker.busy) b[MB_PREV].enabled = b[MB_NEXT].enabled = b[MB_NEW].enabled = 0;
    if (pz_session_inner(st->session)) { /* a host's room: no lessons around it, back to the host */
        b[MB_PREV].hidden = b[MB_NEXT].hidden = b[MB_WIN_MENU].hidden = 1;
        /* TRANSLATORS: buttons in a dungeon room: an easier puzzle of the same kind; back to the dungeon;
           (after winning) on into the dungeon */
        snprintf(b[MB_NEW].label, sizeof b[MB_NEW].label, "%s", N_("Easier one"));
        snprintf(b[MB_MENU].label, sizeof b[MB_MENU].label, "%s", N_("Back"));
        snprintf(b[MB_WIN_NEXT].label, sizeof b[MB_WIN_NEXT].label, "%s", N_("Go on"));
    }
}

static void mays_event(App *app, void *face, const SDL_Event *ev)
{
    MaysScreen *st = face;
    if (st->worker.busy) { /* a room being made: only Menu (and Esc) leave */
        if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE) pz_session_leave(st->session);
        else if (buttons_event(&st->buttons, ev) == MB_MENU) pz_session_leave(st->session);
        return;
    }
    if (st->pz.won) { /* the win panel takes the input: its buttons, the top bar's, Enter and Esc */
        SDL_Keycode k = ev->type == SDL_KEYDOWN ? ev->key.keysym.sym : 0;
        if (k == SDLK_RETURN || k == SDLK_KP_ENTER) activate(app, st, MB_WIN_NEXT);
        else if (k == SDLK_ESCAPE) activate(app, st, MB_WIN_AGAIN);
        int b = k ? -1 : buttons_event(&st->buttons, ev);
        if (b >= 0) activate(app, st, b);
        return;
    }
    if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        int ctrl = (ev->key.keysym.mod & KMOD_CTRL) != 0;
        if (k == SDLK_PAGEUP && ctrl) { activate(app, st, MB_PREV); return; }
        if (k == SDLK_PAGEDOWN && ctrl) { activate(app, st, MB_NEXT); return; }
        if (k == SDLK_n && ctrl) { activate(app, st, MB_NEW); return; }
        if (st->pz.coding) {
            if (k == SDLK_F5 || (ctrl && (k == SDLK_RETURN || k == SDLK_KP_ENTER))) { activate(app, st, MB_RUN); return; }
            if (k == SDLK_F8) { activate(app, st, MB_RESTART); return; }
            if (k == SDLK_F1) { activate(app, st, MB_HELP); return; }
            if (k == SDLK_F4) { activate(app, st, MB_HINT); return; }
            if (k == SDLK_ESCAPE) {
                if (st->help) st->help = 0;
                else activate(app, st, MB_WALK);
                return;
            }
        } else {
            for (int i = 0; i < 4; i++) {
                static const SDL_Keycode arrows[4] = {SDLK_UP, SDLK_DOWN, SDLK_LEFT, SDLK_RIGHT};
                if (k == arrows[i]) { do_walk(app, st, key_dirs[i]); return; }
            }
            if ((k == SDLK_RETURN || k == SDLK_SPACE || k == SDLK_F5) && mj_on_coding_tile(&st->pz.world)) {
                do_open_panel(app, st);
                return;
            }
            if (k == SDLK_ESCAPE) { pz_session_leave(st->session); return; }
        }
    }
    SDL_Rect code_chip, copy;
    mays_screen_code_rects(app, st, &code_chip, &copy);
    if (copy_button_event(copy, ev, st->share_code)) {
        st->copied_tick = app->ticks;
        /* TRANSLATORS: "Enter a code" is the main menu's button of that name */
        say(st, _("The room's code is copied: paste it anywhere, or type it in Enter a code."), 1);
        return;
    }
    if (st->pz.coding && !st->pz.running && !st->help && editor_event(&st->editor, ev)) return;
    int b = buttons_event(&st->buttons, ev);
    if (b >= 0) activate(app, st, b);
}

static void mays_update(App *app, void *face)
{
    MaysScreen *st = face;
    if (st->worker.busy) {
        if (worker_done(&st->worker)) finish_room(app, st);
        refresh_buttons(app, st);
        if (st->worker.busy) return;
    }
    st->frame++;
    record_code(app, st);
    editor_update(&st->editor);
    sync_text(st);
    MjDid d;
    mj_puzzle_tick(&st->pz, &d); /* moving blocks while May walks, the animation, the run */
    after_tick(app, st, &d);
    refresh_buttons(app, st);
}

static void *mays_open(App *app, PzSession *session)
{
    MaysScreen *st = calloc(1, sizeof *st);
    if (!st) {
        snprintf(app->notice, sizeof app->notice, "%s", _("Not enough memory to open May's Journey."));
        return NULL;
    }
    st->session = session;
    editor_init(&st->editor);
    /* TRANSLATORS: the empty code editor; block1.MoveRight(); is code: keep it */
    st->editor.placeholder = _("Type code here, like: block1.MoveRight();");
    mays_screen_layout(st);
    win_panel_offer(app);
    st->level_count = app_lesson_files(app, LP_MODE_MAYS, st->files, MAYS_LEVELS_MAX);
    MjShareRoom shared;
    char why[200];
    const char *arg = pz_session_level(session, LP_MODE_MAYS); /* checked before it came here */
    if (arg && mj_share_decode(arg, &shared, why, sizeof why) == 1) {
        st->level_index = st->level_count > 0 ? st->level_count - 1 : 0;
        mj_session_init(&st->pz.session, &st->pz.level); /* nothing to show until the room is made */
        st->pz.world.width = st->pz.world.height = 1;
        open_code(app, st, arg); /* the message says why when it cannot */
    } else if (arg) {
        /* a level file (a replay's level is a file without the .level ending) */
        st->level_index = 0;
        for (int i = 0; i < st->level_count; i++)
            if (strstr(st->files[i], arg) || strstr(arg, st->files[i])) st->level_index = i;
        open_level(app, st, arg);
    } else if (st->level_count > 0) {
        int done = app->profile.mays_lessons_done;
        open_index(app, st, done < st->level_count ? done : st->level_count - 1);
        if (done >= st->level_count) next_adaptive_room(app, st); /* every room done: rooms made for the pupil */
    } else {
        mj_session_init(&st->pz.session, &st->pz.level);
        st->pz.world.width = st->pz.world.height = 1;
        /* TRANSLATORS: levels/mays is a folder's name: keep it */
        say(st, _("No May's Journey levels were found in levels/mays."), 2);
    }
    refresh_buttons(app, st);
    return st;
}

static void mays_close(App *app, void *face)
{
    MaysScreen *st = face;
    app_keep_program(app, st->draft_key, &st->editor, st->pz.play.solved);
    worker_cancel(&st->worker);
    play_left(st->session, &st->pz.play);
    rec_end(app); /* the recording is of this room */
    mj_puzzle_close(&st->pz);
    editor_free(&st->editor);
    free(st);
}

static void mays_draw(App *app, void *face) { mays_screen_draw(app, face); }

/* One of the pupil's actions (pz_session_act: the pupil's input and a replay alike). */
static void mays_act(App *app, void *face, const LpReplayEvent *ev)
{
    MaysScreen *st = face;
    switch (ev->kind) {
    case LP_RE_WALK:
        if (ev->a >= MJ_NORTH && ev->a <= MJ_WEST) act_walk(app, st, (MjDir)ev->a);
        break;
    case LP_RE_PANEL:
        if (ev->a) act_open_panel(app, st);
        else act_close_panel(st);
        break;
    case LP_RE_EDIT:
        if (ev->text) set_code(st, ev->text);
        break;
    case LP_RE_RUN: act_run(app, st); break;
    case LP_RE_RESTART: act_restart(st); break;
    case LP_RE_STOP: act_again(st); break;
    default: break;
    }
}

static void mays_state(App *app, void *face, LpBuf *o)
{
    MaysScreen *st = face;
    const MjWorld *w = &st->pz.world;
    PzStatus ps = pz_play_status(&st->pz.play, st->share_code);
    ps.running = st->pz.running;
    pz_status_json(o, &ps);
    lp_buf_printf(o, ",\"building\":%s", st->worker.busy ? "true" : "false");
    lp_buf_puts(o, ",\"mays\":{\"title\":");
    lp_buf_json_string(o, st->pz.level.title);
    lp_buf_printf(o, ",\"level_index\":%d,\"phase\":\"%s\",\"running\":%s,\"avatar\":[%d,%d],\"won\":%s",
                  st->level_index, st->pz.coding ? "code" : "walk", st->pz.running ? "true" : "false", w->avatar_x,
                  w->avatar_y, st->pz.won ? "true" : "false");
    const MjViewDrawn *m = &st->map_drawn;
    lp_buf_printf(
        o, ",\"map_tile\":%d,\"map_follow\":%s,\"map_area\":[%d,%d,%d,%d],\"avatar_rect\":[%d,%d,%d,%d]",
        m->tile, m->follow ? "true" : "false", st->map_area.x, st->map_area.y, st->map_area.w, st->map_area.h,
        m->avatar.x, m->avatar.y, m->avatar.w, m->avatar.h);
    if (st->pz.won) win_panel_state_json(o, &st->pz.play, "commands");
    lp_buf_printf(o, ",\"tries\":%d,\"steps\":%d,\"solved\":%s,\"keys_taken\":%d,\"state\":%d,\"span_line\":%d",
                  st->pz.play.tries, st->pz.steps, mj_solved(w) ? "true" : "false", w->keys_taken, (int)st->pz.session.state,
                  st->pz.session.span.line);
    lp_buf_printf(o, ",\"errors\":%d,\"locked\":%s,\"lessons_done\":%d,\"help\":%s", st->editor.errors.count,
                  st->pz.level.locked ? "true" : "false", app->profile.mays_lessons_done, st->help ? "true" : "false");
    lp_buf_printf(o, ",\"generated\":%s,\"adaptive\":%s,\"model_step\":%d,\"rooms_solved\":%d,\"solution\":",
                  st->generated ? "true" : "false", st->adaptive ? "true" : "false",
                  lp_mmodel_index_p(&app->profile.mays_model, lp_config_mays_start_step(&app->config)),
                  app->profile.mays_solved);
    lp_buf_json_string(o, st->pz.level.solution);
    lp_buf_puts(o, ",\"share_code\":");
    lp_buf_json_string(o, st->share_code);
    char *program = editor_get_text(&st->editor);
    lp_buf_puts(o, ",\"program\":");
    lp_buf_json_string(o, program ? program : "");
    free(program);
    lp_buf_puts(o, ",\"objects\":{");
    for (int i = 0; i < w->object_count; i++) {
        const MjObject *ob = &w->objects[i];
        lp_buf_printf(o, "%s\"%s\":[%d,%d]", i ? "," : "", ob->name, ob->x, ob->y);
    }
    lp_buf_printf(o, "},\"hint\":\"%s\",\"hint_object\":", st->hint_style ? lp_config_hint_style_name(st->hint_style) : "");
    lp_buf_json_string(o, st->hint_style ? w->objects[st->hint_object].name : "");
    lp_buf_puts(o, ",\"hint_marked\":");
    lp_buf_json_string(o, mays_hint_mark(st) ? w->objects[mays_hint_mark(st) - 1].name : "");
    lp_buf_puts(o, ",\"message\":");
    lp_buf_json_string(o, st->message);
    lp_buf_puts(o, "}");
}

/* The picture moves while the code runs or May steps; blocks that slide by themselves move a
 * tile at the world's next tick; else flames and water stir on the blink clock until the room
 * rests (mays_calm_clock), and the code editor's caret, the win's confetti and "Copied!" change
 * it. */
static int mays_still_for(App *app, void *face)
{
    MaysScreen *st = face;
    if (st->worker.busy || st->pz.running || st->pz.anim_ticks > 0) return 0;
    int n = app_still_blink(app);
    if (mj_puzzle_world_moves(&st->pz)) n = still_min(n, st->pz.tick_wait > 0 ? st->pz.tick_wait : 1);
    if (st->pz.coding) n = still_min(n, editor_still_for(&st->editor));
    if (st->copied_tick && app->ticks - st->copied_tick < 60) n = still_min(n, (int)(st->copied_tick + 60 - app->ticks));
    return n;
}

/* The code panel's editor has the keys: M is a letter there. */
static int mays_typing(App *app, void *face)
{
    (void)app;
    return ((MaysScreen *)face)->editor.focused;
}

const PzFace pz_mays_face = {LP_MODE_MAYS, mays_open, mays_close, mays_event,     mays_update,
                             mays_draw,    mays_state, mays_act,   mays_still_for, mays_typing};
