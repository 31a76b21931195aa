/* screen_bots.c - the robot's face (ui/shell/session.h): lessons from levels/bots, a program built
 * from blocks (the blocks panel) or typed in the text view (the code editor), run on the robot
 * world step by step. The editor's text is the program that runs; a block edit writes it again,
 * and switching to the blocks reads it back. Every action (an edit's text whole, Run, Step, ...)
 * goes to pz_session_act, which records it and hands it back to bots_act: the pupil's input and a
 * replay run the same code. The rules are game/puzzle/bots_puzzle.c's.
 * Long file: about 1,190 lines; the face's input, its two program views kept in step, and the
 * lessons, shared and made puzzles it opens (the worker's job, and what the long search for par
 * tells the pupil) belong together; the drawing is in bots_screen_draw.c, the long search's thread
 * in par_search.c, the size search and the par's proof in puzzle/next.c and modes/bots. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/bots_gen.h"
#include "core/i18n.h"
#include "core/sharecode.h"
#include "modes/bots/solver.h"
#include "ui/bots/bots_screen.h"
#include "ui/bots/bots_sounds.h"
#include "ui/shell/sound.h"
#include "puzzle/hint.h"
#include "puzzle/next.h"
#include "puzzle/progress.h"
#include "puzzle/rules.h"
#include "puzzle/seed.h"
#include "ui/screens/win_panel.h"
#include "ui/shell/session.h"
#include "ui/shell/replay_ui.h"

#define BOTS_LEVELS_DIR "levels/bots"
#define STEPS_PER_TICK 2000 /* language steps per 1/60 s: an endless loop ends in 5 ticks */

/* What a palette chip types in the text view (the bin's place is "function" there). */
static const char *const chip_codes[BLOCKS_PALETTE] = {
    "forward();\n", "backward();\n", "turnLeft();\n", "turnRight();\n", "climbUp();\n", "climbDown();\n",
    "pickUp();\n", "putDown();\n", "repeat (2) {\n", "A();\n", "B();\n", "C();\n", "D();\n", "E();\n", "F();\n",
    "function A() {\n",
};

const char *bots_chip_code(int chip) { return chip >= 0 && chip < BLOCKS_PALETTE ? chip_codes[chip] : ""; }

/* A robot share code: BT, generator version, template id, size and seed (sharecode.h); 1 when
 * this game makes its puzzle (puzzle/rules.h), 0 with why, -1 when arg is no robot code. */
static int bots_code_arg(const char *arg, LpShareParams *sp, char *why, int why_size)
{
    LpDiag diag = { 0 };
    if (!lp_sharecode_decode(arg, sp, &diag) || sp->mode != LP_MODE_BOTS) return -1;
    return pz_bots_rules.code_opens(arg, sp, why, why_size);
}

static void say(BotsScreen *st, const char *text, int kind)
{
    snprintf(st->message, sizeof st->message, "%s", text);
    st->message_kind = kind;
}

static void say_hint(BotsScreen *st)
{
    say(st, st->pz.level.hint[0] ? _(st->pz.level.hint) : _("Press every yellow switch at the same time."), 0);
}

/* Write the text view from the blocks (after a block edit), with its line-to-block map. */
static void text_from_blocks(BotsScreen *st)
{
    LpBuf t;
    lp_buf_init(&t);
    st->line_map_count = bots_blocks_to_text(&st->panel.blocks, &t, st->line_map, BOTS_BLOCK_LINES);
    editor_set_text(&st->editor, t.data ? t.data : "");
    lp_buf_free(&t);
    st->panel_seen = st->panel.changes;
    st->text_seen = editor_changes(&st->editor);
    st->panel.text_only = false;
}

/* Read the blocks back from the text view when it was edited there. Text the blocks can show is
 * written again in the blocks' own layout (so lines map to blocks); other text stays as it is
 * and the blocks view says why it can't show it. */
static void blocks_from_text(BotsScreen *st)
{
    if (editor_changes(&st->editor) == st->text_seen) return;
    char *text = editor_get_text(&st->editor);
    BotsBlocks blocks;
    int ok = text && bots_blocks_from_text(text, &blocks, st->panel.why, sizeof st->panel.why);
    free(text);
    if (ok) {
        blocks_panel_set(&st->panel, &blocks);
        text_from_blocks(st);
    } else {
        st->panel.text_only = true;
        st->line_map_count = 0;
        st->text_seen = editor_changes(&st->editor);
    }
}

/* Mark the running or failed statement in the text and its block. */
static void mark_run(BotsScreen *st, LangSpan span, EditorRunMark mark)
{
    editor_set_run_span(&st->editor, span, mark);
    int list = -1, row = 0;
    if (mark != EDITOR_RUN_NONE && editor_changes(&st->editor) == st->text_seen && span.line >= 1 &&
        span.line <= st->line_map_count && span.line <= BOTS_BLOCK_LINES) {
        list = st->line_map[span.line - 1].list;
        row = st->line_map[span.line - 1].row;
    }
    blocks_panel_set_run(&st->panel, list, row, mark == EDITOR_RUN_FAILED ? BLOCKS_RUN_FAILED : BLOCKS_RUN_RUNNING);
}

/* Where the program is, in the words of the view the pupil looks at: "line 3" ("Line 3" to begin a
 * sentence: capital), or "\"forward\" (block 2 of A)". */
static void where(const BotsScreen *st, char *out, int size, int capital)
{
    const BlocksPanel *p = &st->panel;
    if (!st->text_view && p->run_list >= 0 && p->run_row < p->blocks.lists[p->run_list].count) {
        char label[64];
        blocks_panel_block_text(&p->blocks.lists[p->run_list].rows[p->run_row], label, sizeof label);
        /* TRANSLATORS: where the robot's program is, inside a message: a block's words, its row, and its
           list (a function's letter A to F, or Main, the main program's tab) */
        snprintf(out, (size_t)size, _("\"%s\" (block %d of %s)"), label, p->run_row + 1,
                 p->run_list ? bots_block_list_name(p->run_list) : _("Main"));
    } else {
        /* TRANSLATORS: where the robot's program is: a line of its code, inside a message ("Running line 3 ...") */
        snprintf(out, (size_t)size, capital ? _("Line %d") : _("line %d"), st->pz.session.span.line);
    }
}

static void set_view(BotsScreen *st, int text_view)
{
    if (st->text_view == text_view) return;
    st->text_view = text_view;
    int running = st->pz.playing || st->pz.session.state == BOTS_SESSION_RUNNING;
    if (text_view) {
        editor_set_focus(&st->editor, !running);
    } else {
        editor_set_focus(&st->editor, false);
        if (!running) blocks_from_text(st);
    }
}

static void set_editing(BotsScreen *st)
{
    st->pz.playing = 0;
    editor_set_read_only(&st->editor, false);
}

/* The program text goes to the rules whenever the editor changed it. */
static void sync_text(BotsScreen *st)
{
    char *text = editor_text_if_changed(&st->editor, &st->synced, &st->synced_valid);
    if (text) bots_puzzle_set_text(&st->pz, text);
    free(text);
}

/* The template "a new puzzle like this" uses for the level on screen (puzzle/next.h). */
static void choose_template(App *app, BotsScreen *st)
{
    pz_next_bots_template(&app->config, st->pz.level.template_name, st->pz.level.solution, st->from_template,
                          sizeof st->from_template);
}

/* The long search for par (par_search.h): on with a window on a machine with the memory for it;
 * headless only when asked, since the headless loop holds its clock until it ends (scripts stay
 * deterministic). */
static int par_search_wanted(const App *app)
{
    return app->opts.par_search > 0 ||
           (app->opts.par_search == 0 && app->opts.frames == 0 && par_search_fits_machine());
}

static void setup_level(App *app, BotsScreen *st)
{
    /* the level being left (the editor still holds its program) */
    app_keep_program(app, st->draft_key, &st->editor, st->pz.play.solved);
    bots_puzzle_close(&st->pz);
    bots_puzzle_open_labelled(&st->pz, &st->pz.level,
                              st->generated ? PZ_KIND_MADE : st->outside ? PZ_KIND_OTHER : PZ_KIND_LESSON, st->level_index,
                              (int)app->settings.anim_speed, play_rules_format(app), st->generated ? st->job.par_proven : -1);
    if (st->speed_choice >= 0) bots_puzzle_speed(&st->pz, st->speed_choice); /* chosen earlier in this visit */
    st->win_shown = 0;
    st->par_proven_tick = 0;
    par_search_stop(&st->par_search);
    if (!st->load_error[0] && !st->pz.play.par_proven && par_search_wanted(app))
        par_search_start(&st->par_search, &st->pz.level, app->opts.frames == 0);
    /* what the lesson shows: what it has taught, unless the class shows every block from the start */
    unsigned tools = st->generated || lp_config_bots_blocks(&app->config) == LP_BLOCKS_ALL ? BOTS_TOOLS_ALL
                                                                                             : bots_level_tools(&st->pz.level);
    if (!(tools & BOTS_TOOL_TEXT)) set_view(st, 0);
    blocks_panel_set_tools(&st->panel, tools);
    blocks_panel_reset(&st->panel);
    text_from_blocks(st);
    editor_set_focus(&st->editor, st->text_view != 0);
    st->synced_valid = 0;
    sync_text(st);
    /* a program left unfinished here comes back as it was (recorded with the first action, as
     * any edit is) */
    const char *which = st->pz.level.code[0] ? st->pz.level.code : st->level_path;
    snprintf(st->draft_key, sizeof st->draft_key, "%s%s", which[0] ? "bots " : "", which);
    const char *draft =
        st->load_error[0] || replay_playing(app) ? NULL : app_program_draft(app, st->draft_key);
    if (draft) {
        editor_set_text(&st->editor, draft);
        if (!st->text_view) blocks_from_text(st);
        sync_text(st);
    }
    st->hint_style = 0;
    set_editing(st);
    choose_template(app, st);
    if (st->load_error[0]) say(st, st->load_error, 2);
    else say_hint(st);
    st->rec_pending = 1; /* recorded from when the action that opened it is over */
    st->rec_valid = 0;
}

/* The level on screen is ready: start its recording (replay_ui.h), by its share code, its
 * level file, or (a generated puzzle without a code) its text. A level that did not load is
 * not recorded. While a replay plays this tells the player the level is ready. */
static void begin_recording(App *app, BotsScreen *st)
{
    if (!st->rec_pending || st->worker.busy) return; /* a puzzle being made: recorded once shown */
    st->rec_pending = 0;
    if (st->load_error[0]) {
        rec_end(app);
        return;
    }
    const char *code = st->pz.level.code[0] ? st->pz.level.code : NULL;
    if (!st->generated) {
        rec_begin_file(app, "bots", st->pz.level.title, code, st->level_path[0] ? st->level_path : NULL);
    } else if (code) {
        rec_begin(app, "bots", st->pz.level.title, code, NULL);
    } else {
        LpBuf text;
        lp_buf_init(&text);
        bots_level_write(&st->pz.level, &text);
        rec_begin(app, "bots", st->pz.level.title, NULL, text.failed ? NULL : text.data);
        lp_buf_free(&text);
    }
}

/* The program text, when the pupil may have changed it: an edit action (the recorder keeps a
 * change only; bots_act finds the text already in the editor). */
static void record_code(App *app, BotsScreen *st)
{
    if (!replay_playing(app)) pz_session_edit(st->session, editor_text_if_changed(&st->editor, &st->rec_changes, &st->rec_valid));
}

/* One of the pupil's actions, after the text it acts on: through the session to bots_act. */
static void record(App *app, BotsScreen *st, LpReplayKind kind, int a)
{
    record_code(app, st);
    pz_session_do(st->session, kind, a, 0, 0);
}

static void open_level(App *app, BotsScreen *st, const char *path)
{
    LpDiag diag = { 0 };
    play_left(st->session, &st->pz.play);
    st->generated = 0;
    st->load_error[0] = '\0';
    snprintf(st->level_path, sizeof st->level_path, "%s", path);
    st->outside = 0;
    if (!bots_level_load(path, &st->pz.level, &diag)) {
        lp_diag_format(&diag, st->load_error, sizeof st->load_error);
        memset(&st->pz.level, 0, sizeof st->pz.level);
        bots_world_init(&st->pz.level.start, 1, 1);
    } else if (!st->pz.level.code[0]) {
        app_lesson_code(LP_MODE_BOTS, path, st->files, st->level_count, st->pz.level.code); /* a lesson's code */
    }
    setup_level(app, st);
}

/* The worker's job: the template at the first size that gives a puzzle for the seed (puzzle/next.h). */
static int make_puzzle(void *user)
{
    BotsJob *j = user;
    int ok = pz_next_bots_make(&j->template_, j->version, j->size, j->size_max, j->seed, &j->puzzle,
                               &j->made_size, &j->too_small, &j->diag);
    /* the par's label (a fraction of a second on a big puzzle) here too, so the screen never waits
     * for it; the game's own, not the generator's (its search version 1 is kept for its codes) */
    j->par_proven = ok && bots_par_proven(&j->puzzle.level, 0, NULL);
    return ok;
}

/* Start making a puzzle from template t (copied), at want_size (or, up to size_max, the first
 * bigger size that works), seed and generator version (0: the newest); the screen shows it being
 * built and finish_puzzle shows it. */
static void start_job(BotsScreen *st, const BotsTemplate *t, int want_size, int size_max, uint32_t seed,
                      int version, int shared)
{
    BotsJob *j = &st->job;
    worker_cancel(&st->worker); /* before the job's fields change: the worker reads them */
    par_search_stop(&st->par_search); /* the core goes to the new puzzle */
    j->template_ = *t;
    snprintf(j->name, sizeof j->name, "%s", t->name);
    j->size = want_size;
    j->size_max = size_max < want_size ? want_size : size_max;
    j->seed = seed;
    j->version = version;
    j->shared = shared;
    worker_start(&st->worker, "bots-gen", make_puzzle, j);
}

/* The same from the template file scripts/templates/NAME.template. Returns 0 with the reason said
 * in the message panel. */
static int start_puzzle(App *app, BotsScreen *st, const char *name, int want_size, int size_max, uint32_t seed, int shared)
{
    char rel[160], path[1200], why[400];
    snprintf(rel, sizeof rel, "scripts/templates/%s.template", name);
    app_data_path(app, rel, path, sizeof path);
    BotsTemplate t;
    LpDiag diag = { 0 };
    if (!bots_template_load(path, &t, &diag)) {
        lp_diag_format(&diag, why, sizeof why);
        say(st, why, 2);
        return 0;
    }
    start_job(st, &t, want_size, size_max, seed, 0, shared);
    return 1;
}

/* The worker is done: show the puzzle, or say why there is none. */
static void finish_puzzle(App *app, BotsScreen *st)
{
    BotsJob *j = &st->job;
    if (j->too_small) { /* remembered for this visit */
        snprintf(st->too_small_template, sizeof st->too_small_template, "%s", j->name);
        st->too_small = j->too_small;
    }
    if (!st->worker.result) {
        char why[400];
        lp_diag_format(&j->diag, why, sizeof why);
        say(st, why, 2);
        return;
    }
    play_left(st->session, &st->pz.play);
    st->pz.level = j->puzzle.level;
    st->load_error[0] = '\0';
    st->level_path[0] = '\0';
    st->generated = 1;
    st->generated_count++;
    st->size = j->made_size;
    if (!j->shared && !replay_playing(app)) /* the model goes on from the size made (puzzle/next.h) */
        pz_next_bots_shown(&app->profile, &app->config, st->size);
    setup_level(app, st);
    char msg[sizeof st->message];
    const char *hint = st->pz.level.hint[0] ? _(st->pz.level.hint) : _("Press every yellow switch at the same time.");
    if (j->shared) {
        st->pz.play.kind = PZ_KIND_OTHER; /* not pitched at this pupil: moves no model */
        /* TRANSLATORS: the first %s is the puzzle's share code, the second its hint (a sentence) */
        snprintf(msg, sizeof msg, _("A shared puzzle, code %s. %s"), st->pz.level.code, hint);
    } else {
        /* TRANSLATORS: %s is the puzzle's hint (a sentence); the player model's size is for teachers
         * (--state, the class report), not a pupil's word */
        snprintf(msg, sizeof msg, _("A new puzzle made for you. %s"), hint);
    }
    say(st, msg, 0);
}

/* "A new puzzle like this": the level's template at the size the player model chooses (the puzzle
 * on screen counted as given up when it will be), or the nearest bigger one the template can make
 * puzzles at (a long template's fixed actions need room; a failed size is remembered for this
 * visit). puzzle/next.h, shared with loopling-gen simulate. */
static void new_puzzle(App *app, BotsScreen *st)
{
    int known = !strcmp(st->too_small_template, st->from_template) ? st->too_small : 0;
    int size = pz_next_bots_size(&app->profile, &app->config, &st->pz.play, known);
    start_puzzle(app, st, st->from_template, size, BOTS_GEN_SIZE_MAX,
                 pz_seed(&app->profile, LP_MODE_BOTS, st->generated_count, st->from_template), 0);
}

/* loopling --level BT..: the very puzzle someone shared (the player model is not asked). */
static void open_code(App *app, BotsScreen *st, const char *arg)
{
    LpShareParams sp;
    char why[400];
    if (bots_code_arg(arg, &sp, why, sizeof why) != 1) return;
    char dir[1100];
    uint32_t seed = 0;
    LpDiag diag = { 0 };
    BotsTemplate t; /* found and loaded once: the job starts from it */
    app_data_path(app, "scripts/templates", dir, sizeof dir);
    if (!bots_code_template(&sp, dir, &t, &seed, &diag)) { /* a teacher's template not here */
        lp_diag_format(&diag, why, sizeof why);
        say(st, why, 2);
        return;
    }
    start_job(st, &t, sp.param_b, sp.param_b, seed, bots_code_gen_version(&sp), 1);
}

static void open_index(App *app, BotsScreen *st, int index)
{
    if (st->level_count == 0) return;
    if (index < 0) index = 0;
    if (index >= st->level_count) index = st->level_count - 1;
    st->level_index = index;
    open_level(app, st, st->files[index]);
}

/* The world back to the start, marks gone: the pupil is editing again. */
static void back_to_start(BotsScreen *st)
{
    bots_puzzle_stop(&st->pz);
    st->win_shown = 0;
    mark_run(st, (LangSpan){ 0 }, EDITOR_RUN_NONE);
    set_editing(st);
    say_hint(st);
}

static void offer_hint(App *app, BotsScreen *st);

/* The rules compiled the program for a new try and it had mistakes: that try ended at once. */
static void compile_failed(App *app, BotsScreen *st, const BotsTicked *t)
{
    if (t->ended) play_try_recorded(st->session, &st->pz.play, 0, 0, t->first_solve); /* (format 1 did not count it) */
    bots_sounds_end(app, BOTS_SESSION_IDLE, 1);
    editor_set_errors(&st->editor, &st->pz.session.errors);
    char msg[sizeof st->message];
    const LangError *first = &st->pz.session.errors.items[0];
    int n = st->pz.session.errors.count;
    /* TRANSLATORS: a mistake in the code: its line and what is wrong (a sentence) */
    if (n == 1) snprintf(msg, sizeof msg, _("Line %d: %s"), first->line, first->text);
    else if (st->pz.session.errors.more)
        /* TRANSLATORS: the code has this many mistakes or more (never fewer than 2); then the first: its
           line and what is wrong */
        snprintf(msg, sizeof msg, lp_trn("%d or more mistake (red marks in the code). The first, line %d: %s",
                                         "%d or more mistakes (red marks in the code). The first, line %d: %s", n),
                 n, first->line, first->text);
    else
        /* TRANSLATORS: the code has this many mistakes (never fewer than 2); then the first: its line and
           what is wrong */
        snprintf(msg, sizeof msg, lp_trn("%d mistake (red marks in the code). The first, line %d: %s",
                                         "%d mistakes (red marks in the code). The first, line %d: %s", n),
                 n, first->line, first->text);
    say(st, msg, 2);
    offer_hint(app, st);
}

/* After a run that did not solve the puzzle: once the class's tries are used up, a hint
 * (hints.h) that names (words) or marks (highlight) the line and block where the program parts
 * from the puzzle's own solution. */
/* A hint: the line and block where the program first parts from the puzzle's own solution, marked
 * (every hint marks it); style LP_HINT_HIGHLIGHT says only that, LP_HINT_WORDS names the line and
 * block. The hint follows `before` (the message showing, or ""). Returns 0 when there is none. */
static int show_hint(BotsScreen *st, int style, const char *before)
{
    if (!style || !st->pz.level.solution[0]) return 0;
    char *text = editor_get_text(&st->editor);
    int line = text ? hint_bots_line(text, st->pz.level.solution) : 0;
    free(text);
    if (!line) return 0;
    st->hint_style = style;
    pz_play_hint(&st->pz.play);
    st->hint_line = line;
    char hint[400], msg[sizeof st->message];
    int in_sync = editor_changes(&st->editor) == st->text_seen && line <= st->line_map_count && line <= BOTS_BLOCK_LINES;
    const BotsBlockLine *m = in_sync ? &st->line_map[line - 1] : NULL;
    if (style == LP_HINT_HIGHLIGHT) {
        snprintf(hint, sizeof hint, "%s", st->text_view ? _("Hint: look at the marked line.") : _("Hint: look at the marked block."));
    } else if (!st->text_view && m && m->list >= 0 && m->row < st->panel.blocks.lists[m->list].count) {
        char label[64]; /* named as the blocks view shows it */
        blocks_panel_block_text(&st->panel.blocks.lists[m->list].rows[m->row], label, sizeof label);
        /* TRANSLATORS: the block's row, its list (a function's letter A to F, or Main, the main program's
           tab) and its words */
        snprintf(hint, sizeof hint, _("Hint: look at the marked block %d of %s (\"%s\"): what should the robot do there?"),
                 m->row + 1, m->list ? bots_block_list_name(m->list) : _("Main"), label);
    } else {
        snprintf(hint, sizeof hint, _("Hint: look at the marked line %d: what should the robot do there?"), line);
    }
    mark_run(st, (LangSpan){.line = line, .column = 1, .end_line = line, .end_column = 1}, EDITOR_RUN_RUNNING);
    const char *gap = before[0] ? " " : "";
    snprintf(msg, sizeof msg, "%s%s%s", before, gap, hint); /* the message showing, then the hint */
    say(st, msg, before[0] ? st->message_kind : 0);
    return 1;
}

/* After a run that did not solve the puzzle: once the class's tries are used up, the class's kind
 * of hint. */
static void offer_hint(App *app, BotsScreen *st)
{
    st->hint_style = 0;
    char before[sizeof st->message];
    snprintf(before, sizeof before, "%s", st->message);
    show_hint(st, app_hint_style_due(app, st->pz.play.tries), before);
}

/* The Hint button: the mark first, then words. */
static void press_hint(App *app, BotsScreen *st)
{
    if (!play_hint_ready(app, &st->pz.play)) return;
    if (!show_hint(st, play_hint_press(st->hint_style), ""))
        say(st, _("No hint here: your program already starts like a way to solve it. Run it and watch!"), 0);
}

static void run_finished(App *app, BotsScreen *st, uint64_t now, const BotsTicked *t)
{
    BotsSession *s = &st->pz.session;
    char msg[sizeof st->message];
    set_editing(st);
    switch (s->state) {
    case BOTS_SESSION_SOLVED: {
        int commands = s->counts.commands, par = st->pz.level.par;
        int last = st->generated || st->outside || st->level_index + 1 >= st->level_count;
        if (commands <= par) {
            if (st->pz.play.par_proven)
                snprintf(msg, sizeof msg, lp_trn("Solved with %d command - that is par! Brilliant.",
                                                 "Solved with %d commands - that is par! Brilliant.", commands), commands);
            else if (st->par_search.state == PAR_SEARCH_SHORTER && commands <= st->par_search.result.commands)
                /* TRANSLATORS: the pupil beat the target (the commands the puzzle was made with) with
                 * the fewest commands any program can have (the game's search found the same number);
                 * the second number is the target */
                snprintf(msg, sizeof msg,
                         lp_trn("Solved with %d command - fewer than the target of %d, and no program can "
                                "use fewer! Brilliant.",
                                "Solved with %d commands - fewer than the target of %d, and no program can "
                                "use fewer! Brilliant.",
                                commands),
                         commands, par);
            else if (commands == par)
                /* TRANSLATORS: the target is the commands the puzzle was made with (not proven the fewest) */
                snprintf(msg, sizeof msg, lp_trn("Solved with %d command - right on target! Brilliant.",
                                                 "Solved with %d commands - right on target! Brilliant.", commands),
                         commands);
            else
                /* TRANSLATORS: the pupil beat the target (the commands the puzzle was made with, never
                 * proven the fewest): the second number is the target */
                snprintf(msg, sizeof msg,
                         lp_trn("Solved with %d command - fewer than the target of %d! Brilliant.",
                                "Solved with %d commands - fewer than the target of %d! Brilliant.",
                                commands),
                         commands, par);
            /* TRANSLATORS: "New puzzle" and "Level >" are buttons of that name */
            const char *next = replay_playing(app) ? "" /* a replay keeps its level */
                               : last              ? _("New puzzle makes another one like it.")
                                                   : _("Level > takes you to the next one.");
            size_t used = strlen(msg);
            if (next[0]) snprintf(msg + used, sizeof msg - used, " %s", next);
        } else if (st->pz.play.par_proven) {
            snprintf(msg, sizeof msg, lp_trn("Solved with %d command! Par is %d: can you do it with fewer?",
                                             "Solved with %d commands! Par is %d: can you do it with fewer?", commands),
                     commands, par);
        } else {
            /* TRANSLATORS: the second number is a target, the commands the puzzle was made with */
            snprintf(msg, sizeof msg, lp_trn("Solved with %d command! Can you do it in %d?",
                                             "Solved with %d commands! Can you do it in %d?", commands),
                     commands, par);
        }
        say(st, msg, 1);
        if (!st->generated && !st->outside) {
            int *best = &st->solved[st->level_index];
            if (*best == 0 || commands < *best) *best = commands;
        }
        st->solved_tick = now;
        st->win_shown = 1;
        mark_run(st, s->span, EDITOR_RUN_NONE);
        play_try_recorded(st->session, &st->pz.play, 1, commands, t->first_solve);
        break;
    }
    case BOTS_SESSION_FAILED:
    case BOTS_SESSION_STOPPED:
        mark_run(st, s->span, EDITOR_RUN_FAILED);
        char at[160];
        where(st, at, sizeof at, 1);
        snprintf(msg, sizeof msg, "%s: %s", at, s->message); /* where, then why (words of their own) */
        say(st, msg, 2);
        play_try_recorded(st->session, &st->pz.play, 0, t->commands, t->first_solve);
        break;
    case BOTS_SESSION_ENDED:
        say(st, s->message, 2);
        mark_run(st, s->span, EDITOR_RUN_NONE);
        play_try_recorded(st->session, &st->pz.play, 0, t->commands, t->first_solve);
        break;
    default:
        break;
    }
    bots_sounds_end(app, s->state, 0);
    if (s->state == BOTS_SESSION_FAILED || s->state == BOTS_SESSION_STOPPED || s->state == BOTS_SESSION_ENDED)
        offer_hint(app, st);
}

/* What the rules did, in the screen's words and marks. */
static void after(App *app, BotsScreen *st, const BotsTicked *t)
{
    BotsSession *s = &st->pz.session;
    if (t->back_to_start) {
        st->win_shown = 0;
        mark_run(st, (LangSpan){ 0 }, EDITOR_RUN_NONE);
        set_editing(st);
        say_hint(st);
    }
    if (t->acted) {
        bots_sounds_action(app, &s->before, &s->world);
        mark_run(st, s->span, EDITOR_RUN_RUNNING);
        char msg[320], at[160];
        where(st, at, sizeof at, 0);
        /* TRANSLATORS: %s is where the program is: "line 3", or a block: "\"forward\" (block 2 of A)" */
        snprintf(msg, sizeof msg, _("Running %s ..."), at);
        if (st->pz.playing) say(st, msg, 0);
    }
    if (t->mistakes) compile_failed(app, st, t);
    else if (t->ended) run_finished(app, st, app->ticks, t);
}

/* A fresh compile for a new try (the rules counted it): the marks of the last one go. */
static void new_try(BotsScreen *st, int tries_before)
{
    if (st->pz.play.tries == tries_before) return;
    st->hint_style = 0;
    if (st->pz.session.state != BOTS_SESSION_IDLE) editor_clear_errors(&st->editor);
}

static void press_run(App *app, BotsScreen *st)
{
    sync_text(st);
    int was_playing = st->pz.playing, tries = st->pz.play.tries;
    BotsTicked t;
    bots_puzzle_run(&st->pz, &t);
    new_try(st, tries);
    if (was_playing) { /* Pause */
        /* TRANSLATORS: Step and Run are buttons of that name */
        say(st, _("Paused. Step goes one action at a time; Run goes on."), 0);
        return;
    }
    if (t.mistakes) { /* it did not compile */
        after(app, st, &t);
        return;
    }
    editor_set_read_only(&st->editor, true);
    editor_set_focus(&st->editor, false);
    say(st, _("Running ..."), 0);
}

static void press_step(App *app, BotsScreen *st)
{
    sync_text(st);
    int tries = st->pz.play.tries;
    BotsTicked t;
    bots_puzzle_step(&st->pz, &t);
    new_try(st, tries);
    if (t.mistakes) { /* it did not compile */
        after(app, st, &t);
        return;
    }
    editor_set_read_only(&st->editor, true);
    after(app, st, &t);
    if (st->pz.session.state == BOTS_SESSION_RUNNING) {
        char msg[400];
        char at[160];
        where(st, at, sizeof at, 0);
        /* TRANSLATORS: %d is the step's number, %s where the program is ("line 3", or a block); Step, Back
           and Run are buttons */
        snprintf(msg, sizeof msg, _("Step %d done: %s. Step again, Step back, or Run."), st->pz.session.actions, at);
        say(st, msg, 0);
    }
}

static void press_back(App *app, BotsScreen *st)
{
    BotsSession *s = &st->pz.session;
    if (!bots_puzzle_back(&st->pz)) return;
    int target = s->actions;
    editor_set_read_only(&st->editor, true);
    char msg[400];
    if (target == 0) {
        mark_run(st, (LangSpan){ 0 }, EDITOR_RUN_NONE);
        snprintf(msg, sizeof msg, "%s", _("Back at the start. Step or Run to go on."));
    } else {
        mark_run(st, s->span, EDITOR_RUN_RUNNING);
        char at[160];
        where(st, at, sizeof at, 0);
        /* TRANSLATORS: %d is the step's number, %s where the program is ("line 3", or a block) */
        snprintf(msg, sizeof msg, _("Back to step %d: %s."), target, at);
    }
    say(st, msg, 0);
    (void)app;
}

/* ---- the pupil's actions: asked for here (do_), done in bots_act for the pupil's input and a
 * replay alike ------------------------------------------------------------------------------ */

static void do_run(App *app, BotsScreen *st) { record(app, st, LP_RE_RUN, 0); }

static void do_step(App *app, BotsScreen *st) { record(app, st, LP_RE_STEP, 0); }

static void do_back(App *app, BotsScreen *st) { record(app, st, LP_RE_BACK, 0); }

/* Stop: the robot back at the start. quiet: the pupil edits a running program (a chip in the
 * text view), so the hint stays instead of "Stopped". */
static void do_stop(App *app, BotsScreen *st, int quiet) { record(app, st, LP_RE_STOP, quiet ? 1 : 0); }

static void do_speed(App *app, BotsScreen *st, int speed)
{
    if (speed >= 0 && speed <= 2) record(app, st, LP_RE_SPEED, speed);
}

static void do_turn(App *app, BotsScreen *st, int quarter)
{
    if (quarter == -1 || quarter == 1) record(app, st, LP_RE_TURN, quarter);
}

static void do_view(App *app, BotsScreen *st, int text_view) { record(app, st, LP_RE_VIEW, text_view ? 1 : 0); }

/* The text view's palette: type the chip's code on a fresh line. */
static void insert_chip(App *app, BotsScreen *st, int chip)
{
    if (chip < 0 || chip >= BLOCKS_PALETTE) return;
    if (chip == BLOCKS_PALETTE_BIN && !(st->panel.tools & BOTS_TOOL_FUNCTIONS)) return; /* "function" is hidden */
    if (st->pz.session.state != BOTS_SESSION_IDLE) do_stop(app, st, 1);
    TextBuf *tb = &st->editor.buf;
    /* a chip always starts on a fresh line, indented like the line it follows */
    int len = 0;
    tb_line(tb, tb->cursor.line, &len);
    if (tb_char_col(tb, tb->cursor) > 0 || len > 0) {
        tb_move_end(tb, false);
        tb_newline(tb);
    }
    const char *code = bots_chip_code(chip);
    if (chip != 8 && chip != BLOCKS_PALETTE_BIN) {
        tb_type(tb, code, strlen(code) - 1); /* without its newline: the caret stays on it */
    } else { /* repeat / function: an empty block with the caret inside */
        tb_type(tb, code, strlen(code) - 1);
        tb_newline(tb);
        tb_seal_undo(tb);
        tb_newline(tb);
        tb_type(tb, "}", 1);
        tb_move_lines(tb, -1, false);
        tb_move_end(tb, false);
    }
    tb_seal_undo(tb);
    st->editor.follow_caret = true;
    editor_set_focus(&st->editor, true);
    sound_play(app, SND_PLACE);
}

/* The win panel's Next: the next lesson, or after the last one (or a made or shared puzzle) a new
 * puzzle like this one. */
/* Level >: the next lesson opens unless the class keeps lessons in order and this one is not
 * solved yet (a puzzle made for the pupil, or a level from outside, leads on as before). */
static int next_lesson_opens(const App *app, const BotsScreen *st)
{
    return st->generated || st->outside || pz_lesson_opens(&app->profile, &app->config, LP_MODE_BOTS, st->level_index + 1);
}

static int win_next_is_lesson(const BotsScreen *st)
{
    return !st->generated && !st->outside && st->level_index + 1 < st->level_count;
}

static void activate(App *app, BotsScreen *st, int button)
{
    switch (button) {
    case BB_MENU: pz_session_leave(st->session); break;
    case BB_RUN: do_run(app, st); break;
    case BB_STEP: do_step(app, st); break;
    case BB_BACK: do_back(app, st); break;
    case BB_STOP: do_stop(app, st, 0); break;
    case BB_SPEED: do_speed(app, st, (st->pz.speed + 1) % 3); break;
    case BB_PREV: open_index(app, st, st->generated ? st->level_index : st->level_index - 1); break;
    case BB_NEXT:
        if (next_lesson_opens(app, st)) open_index(app, st, st->level_index + 1);
        /* TRANSLATORS: "Level >" is the button of that name */
        else say(st, _("Solve this lesson first: then Level > opens the next one."), 0);
        break;
    case BB_TURN_LEFT: do_turn(app, st, -1); break;
    case BB_TURN_RIGHT: do_turn(app, st, 1); break;
    case BB_VIEW:
        if (st->text_view || (st->panel.tools & BOTS_TOOL_TEXT)) do_view(app, st, !st->text_view);
        break;
    case BB_NEW:
        if (pz_session_inner(st->session)) pz_session_easier(st->session); /* the host swaps the puzzle */
        else new_puzzle(app, st);
        break;
    case BB_HINT: press_hint(app, st); break;
    case BB_WIN_AGAIN: do_stop(app, st, 0); break;
    case BB_WIN_NEXT:
        if (pz_session_inner(st->session)) pz_session_leave(st->session); /* back to the host */
        else if (win_next_is_lesson(st)) open_index(app, st, st->level_index + 1);
        else new_puzzle(app, st);
        break;
    case BB_WIN_MENU: pz_session_leave(st->session); break;
    default: break;
    }
}

static void refresh_buttons(App *app, BotsScreen *st)
{
    Button *b = st->buttons.items;
    int running = st->pz.session.state == BOTS_SESSION_RUNNING;
    /* the buttons' labels stay English (their names in --state); button_draw shows them translated */
    /* TRANSLATORS: the robot's Run button while the program runs (it pauses the robot) */
    snprintf(b[BB_RUN].label, sizeof b[BB_RUN].label, "%s", st->pz.playing ? N_("Pause") : N_("Run"));
    b[BB_RUN].icon = st->pz.playing ? -1 : TEX_ICON_PLAY;
    b[BB_BACK].enabled = st->pz.session.vm != NULL && st->pz.session.actions > 0;
    b[BB_STOP].enabled = st->pz.session.state != BOTS_SESSION_IDLE || running;
    b[BB_STEP].enabled = !st->pz.playing;
    /* TRANSLATORS: the speed button's three settings (how fast the robot moves); keep them short */
    static const char *const speeds[] = { N_("Slow"), N_("Normal"), N_("Fast") };
    snprintf(b[BB_SPEED].label, sizeof b[BB_SPEED].label, "%s", speeds[st->pz.speed]);
    b[BB_PREV].enabled = st->level_index > 0 || st->generated;
    b[BB_NEXT].enabled = (st->level_index + 1 < st->level_count || st->generated) && next_lesson_opens(app, st);
    /* TRANSLATORS: switches the robot's program between blocks and typed code */
    snprintf(b[BB_VIEW].label, sizeof b[BB_VIEW].label, "%s", st->text_view ? N_("Blocks view") : N_("Text view"));
    /* the win panel is over the world and the program: only its buttons and the top bar's */
    int win = st->win_shown || st->worker.busy; /* nothing but the top bar while a puzzle is made */
    for (int i = BB_RUN; i <= BB_SPEED; i++) b[i].hidden = win;
    b[BB_TURN_LEFT].hidden = b[BB_TURN_RIGHT].hidden = win;
    b[BB_VIEW].hidden = win || (!st->text_view && !(st->panel.tools & BOTS_TOOL_TEXT)); /* a lesson without text */
    b[BB_HINT].hidden = win || !play_hint_shown(app) || replay_playing(app);
    /* a replay keeps its level: nothing leads away from it (and its bar covers the top bar) */
    if (replay_playing(app)) b[BB_MENU].hidden = b[BB_PREV].hidden = b[BB_NEXT].hidden = b[BB_NEW].hidden = 1;
    /* disabled while a puzzle is made, and enabled again once it is shown (it once stayed
     * disabled after a shared code's puzzle was made: a click did nothing) */
    b[BB_NEW].enabled = !st->worker.busy;
    if (st->worker.busy) b[BB_PREV].enabled = b[BB_NEXT].enabled = 0;
    b[BB_HINT].enabled = play_hint_ready(app, &st->pz.play) && !st->pz.playing && st->pz.session.state != BOTS_SESSION_RUNNING;
    for (int i = BB_WIN_AGAIN; i <= BB_WIN_MENU; i++) b[i].hidden = !st->win_shown || replay_playing(app);
    snprintf(b[BB_WIN_NEXT].label, sizeof b[BB_WIN_NEXT].label, "%s", win_next_is_lesson(st) ? N_("Next lesson") : N_("New puzzle"));
    if (pz_session_inner(st->session)) { /* a host's room: no lessons around it, back to the host */
        b[BB_PREV].hidden = b[BB_NEXT].hidden = b[BB_WIN_MENU].hidden = 1;
        /* TRANSLATORS: buttons in a dungeon room: an easier puzzle of the same kind; back to the dungeon;
           (after winning) on into the dungeon */
        snprintf(b[BB_NEW].label, sizeof b[BB_NEW].label, "%s", N_("Easier one"));
        snprintf(b[BB_MENU].label, sizeof b[BB_MENU].label, "%s", N_("Back"));
        snprintf(b[BB_WIN_NEXT].label, sizeof b[BB_WIN_NEXT].label, "%s", N_("Go on"));
    }
}

static void screen_event(App *app, BotsScreen *st, const SDL_Event *ev)
{
    if (st->win_shown) { /* the win panel takes the input: its buttons, the top bar's, Esc */
        if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE) {
            activate(app, st, BB_WIN_AGAIN);
            return;
        }
        if (ev->type == SDL_KEYDOWN && (ev->key.keysym.sym == SDLK_RETURN || ev->key.keysym.sym == SDLK_KP_ENTER)) {
            activate(app, st, BB_WIN_NEXT);
            return;
        }
        int b = buttons_event(&st->buttons, ev);
        if (b >= 0) activate(app, st, b);
        return;
    }
    SDL_Rect code_chip, copy;
    bots_screen_code_rects(app, st, &code_chip, &copy);
    if (copy_button_event(copy, ev, st->pz.level.code)) {
        st->copied_tick = app->ticks;
        say(st, _("The puzzle's code is copied: paste it anywhere, or type it in Enter a code."), 1);
        return;
    }
    if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        int ctrl = (ev->key.keysym.mod & KMOD_CTRL) != 0, shift = (ev->key.keysym.mod & KMOD_SHIFT) != 0;
        if (k == SDLK_F5 || (ctrl && (k == SDLK_RETURN || k == SDLK_KP_ENTER))) { activate(app, st, BB_RUN); return; }
        if (k == SDLK_F6 && !shift) { activate(app, st, BB_STEP); return; }
        if (k == SDLK_F7 || (k == SDLK_F6 && shift)) { activate(app, st, BB_BACK); return; }
        if (k == SDLK_F8) { activate(app, st, BB_STOP); return; }
        if (k == SDLK_F9) { activate(app, st, BB_SPEED); return; }
        if (k == SDLK_F4) { activate(app, st, BB_HINT); return; }
        if (k == SDLK_PAGEUP && ctrl) { activate(app, st, BB_PREV); return; }
        if (k == SDLK_PAGEDOWN && ctrl) { activate(app, st, BB_NEXT); return; }
        if (k == SDLK_F2) { activate(app, st, BB_VIEW); return; }
        if (k == SDLK_n && ctrl) { activate(app, st, BB_NEW); return; }
        if (k == SDLK_ESCAPE) {
            if (st->pz.playing || st->pz.session.state == BOTS_SESSION_RUNNING) activate(app, st, BB_STOP);
            else if (st->editor.focused) editor_set_focus(&st->editor, false);
            else pz_session_leave(st->session);
            return;
        }
    }
    if (!st->text_view) {
        int blocks = bots_sounds_blocks(&st->panel.blocks);
        unsigned changes = st->panel.changes;
        if (blocks_panel_event(&st->panel, ev)) {
            if (st->panel.changes != changes) /* a block put in, moved, or thrown away */
                sound_play(app, bots_sounds_blocks(&st->panel.blocks) < blocks ? SND_TAKE : SND_PLACE);
            return;
        }
        int b = buttons_event(&st->buttons, ev);
        if (b >= 0) activate(app, st, b);
        return;
    }
    if (ev->type == SDL_MOUSEMOTION) {
        st->panel.mouse_x = ev->motion.x;
        st->panel.mouse_y = ev->motion.y;
    }
    if (ev->type == SDL_MOUSEBUTTONDOWN && ev->button.button == SDL_BUTTON_LEFT) {
        st->chip_pressed = blocks_panel_chip_at(&st->panel, ev->button.x, ev->button.y);
    } else if (ev->type == SDL_MOUSEBUTTONUP && ev->button.button == SDL_BUTTON_LEFT && st->chip_pressed >= 0) {
        int chip = blocks_panel_chip_at(&st->panel, ev->button.x, ev->button.y);
        if (chip == st->chip_pressed) insert_chip(app, st, chip);
        st->chip_pressed = -1;
        return;
    }
    if (editor_event(&st->editor, ev)) return;
    if (!st->editor.focused) {
        int b = buttons_event(&st->buttons, ev);
        if (b >= 0) activate(app, st, b);
    } else if (ev->type == SDL_MOUSEBUTTONDOWN || ev->type == SDL_MOUSEBUTTONUP) {
        int b = buttons_event(&st->buttons, ev);
        if (b >= 0) activate(app, st, b);
    }
}

static void bots_event(App *app, void *face, const SDL_Event *ev)
{
    BotsScreen *st = face;
    if (st->worker.busy) { /* a puzzle being made: only Menu (and Esc) leave */
        if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE) pz_session_leave(st->session);
        else if (buttons_event(&st->buttons, ev) == BB_MENU) pz_session_leave(st->session);
        return;
    }
    screen_event(app, st, ev);
    begin_recording(app, st); /* when the action opened another level */
}

/* The long search ended: par proven (the chip says so from now on), or fewer commands can do
 * it. The message panel tells the pupil only while it shows a hint over an idle program: never
 * over a run, an error or the win. */
static void par_search_ended(App *app, BotsScreen *st)
{
    const ParSearch *ps = &st->par_search;
    if (ps->state == PAR_SEARCH_PROVEN) {
        st->pz.play.par_proven = 1;
        st->par_proven_tick = app->ticks;
    }
    if (st->message_kind != 0 || st->win_shown || st->pz.playing || st->pz.session.state != BOTS_SESSION_IDLE)
        return;
    char msg[sizeof st->message];
    if (ps->state == PAR_SEARCH_PROVEN) {
        /* TRANSLATORS: the game searched every shorter program while the pupil played; par: the
         * fewest commands that solve the puzzle */
        snprintf(msg, sizeof msg,
                 lp_trn("Checked: no program with fewer than %d command solves this puzzle, so %d is par.",
                        "Checked: no program with fewer than %d commands solves this puzzle, so %d is par.",
                        st->pz.level.par),
                 st->pz.level.par, st->pz.level.par);
        say(st, msg, 1);
    } else if (ps->state == PAR_SEARCH_SHORTER) {
        /* TRANSLATORS: the game's search found a program shorter than the target (the commands
         * the puzzle was made with); the first number is its commands, the second the target */
        snprintf(msg, sizeof msg,
                 lp_trn("A challenge: a program with only %d command solves this puzzle, fewer than the "
                        "target of %d. Can you find it?",
                        "A challenge: a program with only %d commands solves this puzzle, fewer than the "
                        "target of %d. Can you find it?",
                        ps->result.commands),
                 ps->result.commands, st->pz.level.par);
        say(st, msg, 0);
    }
}

static void bots_update(App *app, void *face)
{
    BotsScreen *st = face;
    bots_view_tick(&st->view); /* the camera turning */
    if (par_search_finished(&st->par_search)) par_search_ended(app, st);
    if (st->worker.busy) {
        if (worker_done(&st->worker)) finish_puzzle(app, st);
        refresh_buttons(app, st);
        if (st->worker.busy) return;
    }
    begin_recording(app, st);
    editor_update(&st->editor);
    if (!st->text_view && st->panel.changes != st->panel_seen) text_from_blocks(st);
    record_code(app, st);
    sync_text(st);
    /* the rules' tick: an edit after a finished run back to the start, the animation, the next
     * action, a run's end; this screen words it */
    BotsTicked t;
    bots_puzzle_tick(&st->pz, &t);
    after(app, st, &t);
    if (st->pz.session.errors.count && st->pz.changes != st->pz.compiled) {
        editor_clear_errors(&st->editor);
        st->pz.session.errors.count = 0;
        say_hint(st);
    }
    st->panel.read_only = st->pz.playing || st->pz.session.state == BOTS_SESSION_RUNNING;
    refresh_buttons(app, st);
}

static void *bots_open(App *app, PzSession *session)
{
    BotsScreen *st = calloc(1, sizeof *st);
    if (!st) {
        snprintf(app->notice, sizeof app->notice, "%s", _("Not enough memory to open the robot mode."));
        return NULL;
    }
    st->session = session;
    editor_init(&st->editor);
    /* TRANSLATORS: the empty code editor; forward(); is code: keep it */
    st->editor.placeholder = _("Type your program here, like: forward();");
    bots_view_init(&st->view);
    blocks_panel_init(&st->panel);
    st->speed_choice = -1; /* none yet: each level starts where its rules say (the setting) */
    st->chip_pressed = -1;
    bots_screen_layout(st);
    win_panel_offer(app);
    st->level_count = app_lesson_files(app, LP_MODE_BOTS, st->files, BOTS_LEVELS_MAX);
    for (int i = 0; i < st->level_count && i < LP_TUTORIAL_MAX; i++) st->solved[i] = app->profile.bots_best[i];
    LpShareParams sp;
    char why[200];
    const char *arg = pz_session_level(session, LP_MODE_BOTS); /* checked before it came here */
    if (arg && bots_code_arg(arg, &sp, why, sizeof why) == 1) {
        open_index(app, st, 0);
        open_code(app, st, arg);
    } else if (arg) {
        /* a level file: a lesson's, another one, or a replay's level written to a temporary file */
        open_level(app, st, arg);
        st->level_index = 0;
        st->outside = 1;
        for (int i = 0; i < st->level_count; i++)
            if (strstr(st->files[i], arg) || strstr(arg, st->files[i])) {
                st->level_index = i;
                st->outside = 0;
            }
        bots_puzzle_set_kind(&st->pz, st->outside ? PZ_KIND_OTHER : PZ_KIND_LESSON, st->level_index);
    } else if (st->level_count > 0) {
        /* back where the pupil left off: the first lesson not yet solved */
        int done = app->profile.bots_lessons_done;
        open_index(app, st, done < st->level_count ? done : st->level_count - 1);
    } else {
        bots_world_init(&st->pz.level.start, 1, 1);
        bots_session_init(&st->pz.session, &st->pz.level);
        /* TRANSLATORS: levels/bots is a folder's name: keep it */
        say(st, _("No robot levels were found in levels/bots."), 2);
    }
    refresh_buttons(app, st);
    begin_recording(app, st);
    return st;
}

static void bots_close(App *app, void *face)
{
    BotsScreen *st = face;
    app_keep_program(app, st->draft_key, &st->editor, st->pz.play.solved);
    worker_cancel(&st->worker);
    par_search_stop(&st->par_search);
    play_left(st->session, &st->pz.play);
    bots_puzzle_close(&st->pz);
    editor_free(&st->editor);
    free(st);
}

static void bots_draw_face(App *app, void *face) { bots_screen_draw(app, face); }

static int bots_model_size(const App *app)
{
    LpBmParams bp = pz_bots_params(&app->config);
    return lp_bmodel_size_p(&app->profile.bots_model, &bp);
}

static const char *state_name(BotsSessionState s)
{
    static const char *const names[] = { "editing", "running", "solved", "failed", "ended", "stopped" };
    return s <= BOTS_SESSION_STOPPED ? names[s] : "?";
}

static void bots_state(App *app, void *face, LpBuf *o)
{
    BotsScreen *st = face;
    const BotsSession *s = &st->pz.session;
    PzStatus ps = pz_play_status(&st->pz.play, st->pz.level.code);
    ps.stars = bots_shown_stars(st);
    ps.running = st->pz.playing || s->state == BOTS_SESSION_RUNNING;
    pz_status_json(o, &ps);
    lp_buf_puts(o, ",\"bots\":{\"title\":");
    lp_buf_json_string(o, st->pz.level.title);
    lp_buf_printf(o, ",\"win\":%s,\"building\":%s", st->win_shown ? "true" : "false", st->worker.busy ? "true" : "false");
    if (st->win_shown) win_panel_state_json(o, &st->pz.play, "commands");
    lp_buf_printf(o, ",\"level_index\":%d,\"state\":\"%s\",\"playing\":%s,\"actions\":%d,\"commands\":%d,\"par\":%d",
                  st->level_index, state_name(s->state), st->pz.playing ? "true" : "false", s->actions,
                  s->counts.commands, st->pz.level.par);
    lp_buf_printf(o, ",\"par_proven\":%s,\"editor_scroll\":%d", st->pz.play.par_proven ? "true" : "false",
                  st->editor.scroll_line); /* the text view's first line shown, from 0 */
    lp_buf_printf(o, ",\"par_search\":\"%s\",\"par_search_nodes\":%lld,\"par_search_commands\":%d",
                  par_search_state_name(st->par_search.state),
                  st->par_search.state > PAR_SEARCH_RUNNING ? st->par_search.result.nodes : 0,
                  st->par_search.state == PAR_SEARCH_SHORTER ? st->par_search.result.commands : 0);
    lp_buf_printf(o, ",\"errors\":%d,\"error_line\":%d,\"span_line\":%d,\"mark\":%d,\"lines\":%d,\"tries\":%d",
                  st->editor.errors.count, st->editor.errors.count ? st->editor.errors.items[0].line : 0,
                  s->span.line, (int)st->editor.run_mark, editor_line_count(&st->editor), st->pz.play.tries);
    lp_buf_printf(o, ",\"robot\":[%d,%d],\"facing\":\"%c\",\"carrying\":%s,\"solved\":%s,\"speed\":%d,\"rotation\":%d",
                  s->world.robot_x, s->world.robot_y, bots_facing_letter(s->world.facing),
                  s->world.carrying ? "true" : "false", s->state == BOTS_SESSION_SOLVED ? "true" : "false",
                  st->pz.speed, st->view.rotation);
    lp_buf_puts(o, ",\"message\":");
    lp_buf_json_string(o, st->message);
    BlocksPanel *p = &st->panel;
    lp_buf_printf(o, ",\"view\":\"%s\",\"list\":%d,\"caret\":%d,\"text_only\":%s,\"block_commands\":%d,\"blocks\":[",
                  st->text_view ? "text" : "blocks", p->list, p->caret, p->text_only ? "true" : "false",
                  bots_blocks_commands(&p->blocks));
    for (int k = 0; k < BOTS_BLOCK_LISTS; k++) {
        lp_buf_puts(o, k ? ",\"" : "\"");
        for (int i = 0; i < p->blocks.lists[k].count; i++) {
            char label[40];
            bots_block_label(&p->blocks.lists[k].rows[i], label, sizeof label);
            lp_buf_printf(o, "%s%s", i ? "|" : "", label);
        }
        lp_buf_puts(o, "\"");
    }
    lp_buf_printf(o, "],\"run_block\":[%d,%d,%d]", p->run_list, p->run_row, (int)p->run_mark);
    blocks_panel_state(&st->panel, o);
    blocks_panel_palette_state(&st->panel, o);
    lp_buf_printf(o, ",\"generated\":%s,\"size\":%d,\"template\":", st->generated ? "true" : "false", st->size);
    lp_buf_json_string(o, st->from_template);
    lp_buf_puts(o, ",\"code\":");
    lp_buf_json_string(o, st->pz.level.code);
    lp_buf_puts(o, ",\"solution\":");
    lp_buf_json_string(o, st->pz.level.solution);
    lp_buf_printf(o, ",\"world\":[%d,%d]", st->pz.level.start.width, st->pz.level.start.depth);
    bots_view_state(&st->view, o);
    lp_buf_printf(o, ",\"hint\":\"%s\",\"hint_line\":%d", st->hint_style ? lp_config_hint_style_name(st->hint_style) : "",
                  st->hint_style ? st->hint_line : 0);
    lp_buf_printf(o, ",\"model_size\":%d,\"lessons_done\":%d,\"puzzles_solved\":%d",
                  bots_model_size(app), app->profile.bots_lessons_done, app->profile.bots_solved);
    char *text = editor_get_text(&st->editor);
    if (text && strlen(text) > 4000) text[4000] = '\0';
    lp_buf_puts(o, ",\"program\":");
    lp_buf_json_string(o, text ? text : "");
    free(text);
    lp_buf_puts(o, "}");
}

/* One of the pupil's actions (pz_session_act: the pupil's input and a replay alike). An edit
 * gives the whole program text (the pupil's is in the editor already); the blocks view is
 * brought into line with it, as switching views does. */
static void bots_act(App *app, void *face, const LpReplayEvent *ev)
{
    BotsScreen *st = face;
    switch ((LpReplayKind)ev->kind) {
    case LP_RE_RUN: press_run(app, st); break;
    case LP_RE_STEP: press_step(app, st); break;
    case LP_RE_BACK: press_back(app, st); break;
    case LP_RE_STOP:
        back_to_start(st);
        if (!ev->a) say(st, _("Stopped. The robot is back at the start."), 0);
        break;
    case LP_RE_SPEED:
        if (ev->a < 0 || ev->a > 2) break;
        st->speed_choice = ev->a;
        bots_puzzle_speed(&st->pz, ev->a);
        break;
    case LP_RE_TURN:
        if (ev->a == -1 || ev->a == 1) bots_view_rotate(&st->view, ev->a);
        break;
    case LP_RE_VIEW: set_view(st, ev->a ? 1 : 0); break;
    case LP_RE_EDIT: {
        if (!ev->text) break;
        char *now = editor_get_text(&st->editor);
        int same = now && !strcmp(now, ev->text);
        free(now);
        if (same) break;
        editor_set_text(&st->editor, ev->text);
        if (!st->text_view) blocks_from_text(st);
        sync_text(st);
        break;
    }
    default: break; /* another mode's action: not in a robot replay */
    }
}

/* The picture moves while the robot runs or steps; else it changes with the code editor's caret,
 * the solved confetti's end and "Copied!" going. */
static int bots_still_for(App *app, void *face)
{
    BotsScreen *st = face;
    if (st->worker.busy || st->pz.playing || st->pz.anim_ticks > 0 || st->pz.session.state == BOTS_SESSION_RUNNING ||
        bots_view_turning(&st->view))
        return 0;
    int n = editor_still_for(&st->editor);
    if (st->pz.session.state == BOTS_SESSION_SOLVED && app->ticks - st->solved_tick < 150)
        n = still_min(n, (int)(st->solved_tick + 150 - app->ticks));
    if (st->copied_tick && app->ticks - st->copied_tick < 60) n = still_min(n, (int)(st->copied_tick + 60 - app->ticks));
    return n;
}

/* The text view's editor has the keys: M is a letter there. */
static int bots_typing(App *app, void *face)
{
    (void)app;
    return ((BotsScreen *)face)->editor.focused;
}

const PzFace pz_bots_face = {LP_MODE_BOTS,   bots_open,  bots_close, bots_event,     bots_update,
                             bots_draw_face, bots_state, bots_act,   bots_still_for, bots_typing};
