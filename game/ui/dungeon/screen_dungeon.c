/* screen_dungeon.c - the dungeon's face (ui/shell/session.h): a pupil walks a dungeon (arrow keys,
 * WASD, a gamepad's d-pad, or a click on a tile), picks up keys, opens locked doors, and at each
 * puzzle room's terminal plays that room's puzzle in its own mode's face, in a session held inside
 * this one (PzSessionDesc.inner) and drawn under a banner with the room's code; solving it opens
 * the room's gate with an animation, and the stairs end the visit with a summary.
 *
 * The visit itself is pure (puzzle/dungeon_visit.h); every change to it is one of the pupil's
 * actions through pz_session_act (walk, room r, room -1, puzzle r "CODE"), so a replay plays the
 * same visit, puzzles included, and loopling-gen replay verifies it with the modes' rules. The
 * dungeon is made on the worker (a DG code made again, a level file read, or a flowchart made for
 * the pupil from their player models); no frame waits for it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/levelfile.h"
#include "dungeon/dungeon_share.h"
#include "modes/dungeon/level.h"
#include "puzzle/progress.h"
#include "puzzle/ref.h"
#include "puzzle/seed.h"
#include "core/i18n.h"
#include "ui/dungeon/dungeon_screen.h"
#include "ui/shell/replay_ui.h"
#include "puzzle/next.h"
#include "ui/shell/sound.h"

/* ---- making the dungeon (the worker's thread) ---- */

static int make_dungeon(void *user)
{
    DungeonJob *j = user;
    memset(&j->diag, 0, sizeof j->diag);
    worker_report(j->worker, 100);
    if (j->how.code || j->level_text) return dg_world_open(&j->how, &j->world, &j->diag);
    DgFlowchart *flow = malloc(sizeof *flow);
    DgGenResult *made = malloc(sizeof *made);
    int ok = flow && made && dg_flowchart_load(j->flowchart, j->rooms, j->data_dir, flow, &j->diag);
    if (!flow || !made) lp_diag_set(&j->diag, "dungeon", 0, "%s", _("not enough memory"));
    DgGenDesc desc = {.flowchart = flow, .seed = j->seed, .pupil = j->pupil, .data_dir = j->data_dir, .no_puzzles = 1};
    if (ok) ok = dg_generate(&desc, made, &j->diag);
    worker_report(j->worker, 400);
    if (ok) ok = dg_generate_puzzles(&desc, made, &j->diag);
    if (ok) {
        dg_share_name(flow, j->rooms, made);
        j->world = made->world;
        j->model_options = dg_share_model_options(flow);
    }
    free(flow);
    free(made);
    return ok;
}

static void say(DungeonScreen *st, App *app, int kind, const char *fmt, const char *a)
{
    snprintf(st->message, sizeof st->message, fmt, a ? a : "");
    st->message_kind = kind;
    st->message_tick = app->ticks;
}

static void start_making(App *app, DungeonScreen *st)
{
    DungeonJob *j = calloc(1, sizeof *j);
    if (!j) {
        snprintf(st->error, sizeof st->error, "%s", _("Not enough memory to make a dungeon."));
        return;
    }
    st->job = j;
    j->worker = &st->worker;
    snprintf(j->data_dir, sizeof j->data_dir, "%s", app->data_dir);
    j->how = (PzOpen){.data_dir = j->data_dir, .kind = PZ_KIND_OTHER, .format = play_rules_format(app)};
    const char *arg = pz_session_level(st->session, LP_MODE_DUNGEON);
    if (arg) {
        LpShareParams sp;
        if (lp_sharecode_decode(arg, &sp, NULL)) {
            snprintf(j->code, sizeof j->code, "%s", arg);
            j->how.code = j->code;
        } else {
            LpBuf text;
            lp_buf_init(&text);
            LpDiag diag = {0};
            if (!lp_levelfile_read(&text, arg, &diag) || !text.data) {
                lp_diag_format(&diag, st->error, sizeof st->error);
                lp_buf_free(&text);
                return;
            }
            j->level_text = text.data; /* owned by the job now */
            j->how.level_text = j->level_text;
        }
    } else {
        char rel[300];
        snprintf(rel, sizeof rel, "scripts/dungeons/%s", pz_next_dungeon_flowchart(&app->profile, &app->config));
        app_data_path(app, rel, j->flowchart, sizeof j->flowchart);
        app_data_path(app, "scripts/dungeons/rooms.lua", j->rooms, sizeof j->rooms);
        j->pupil = pz_next_dungeon_pupil(&app->profile, &app->config);
        j->seed = pz_seed(&app->profile, LP_MODE_DUNGEON, 0, NULL); /* the pupil's next dungeon */
        j->how.kind = PZ_KIND_MADE;
    }
    worker_start(&st->worker, "dungeon-gen", make_dungeon, j);
}

static void free_job(DungeonScreen *st)
{
    if (!st->job) return;
    free(st->job->level_text);
    free(st->job);
    st->job = NULL;
}

/* The fog: the room stood in is seen whole; in a corridor, the tiles around. */
static void look_around(DungeonScreen *st)
{
    const DgWorld *w = &st->visit.world;
    const DgExplorer *e = &st->visit.ex;
    if (e->room >= 0) {
        const DgWorldRoom *r = &w->rooms[e->room];
        for (int y = r->y; y < r->y + r->h; y++)
            for (int x = r->x; x < r->x + r->w; x++)
                if (x >= 0 && y >= 0 && x < w->w && y < w->h) st->seen[y][x] = 1;
    }
    for (int dy = -2; dy <= 2; dy++)
        for (int dx = -2; dx <= 2; dx++) {
            int x = e->x + dx, y = e->y + dy;
            if (x >= 0 && y >= 0 && x < w->w && y < w->h) st->seen[y][x] = 1;
        }
    st->minimap_dirty = 1;
}

/* The dungeon is made: the visit begins, and so does its recording (the rooms' puzzles are recorded
 * in it). */
static void finish_making(App *app, DungeonScreen *st)
{
    DungeonJob *j = st->job;
    if (!st->worker.result) {
        char why[600];
        lp_diag_format(&j->diag, why, sizeof why);
        /* TRANSLATORS: %s says why (a sentence from the dungeon's maker) */
        snprintf(st->error, sizeof st->error, _("This dungeon could not be opened: %s"), why);
    } else {
        dg_visit_start(&st->visit, &j->world, j->how.kind);
        /* the title stays English (the recording's); dungeon_view.c shows it translated */
        snprintf(st->title, sizeof st->title, "%s", j->world.title[0] ? j->world.title : N_("A dungeon"));
        st->from_x = st->visit.ex.x, st->from_y = st->visit.ex.y;
        look_around(st);
        dungeon_camera_tick(st, 1);
        st->ready = 1;
        if (!j->how.code && !j->level_text && !replay_playing(app)) { /* made for the pupil: the next is another */
            int level = pz_next_dungeon_played(&app->profile, &app->config, j->model_options);
            pz_progress_dungeon_begun(&app->profile, level);
            app_save_profile(app);
        }
        /* replayed by its code, or (a teacher's own flowchart, a level file) by the world itself */
        LpBuf text;
        lp_buf_init(&text);
        if (!j->world.code[0]) dg_level_write(&j->world, &text);
        rec_begin(app, "dungeon", st->title, j->world.code[0] ? j->world.code : NULL, j->world.code[0] ? NULL : text.data);
        lp_buf_free(&text);
        rec_host(app, 1);
        say(st, app, 0, "%s", _("Find the way out! Walk with the arrow keys. Keys open doors; puzzles open gates."));
    }
    free_job(st);
}

/* ---- the room's puzzle ---- */

static void room_result(void *user, const PzResult *r)
{
    DungeonScreen *st = user;
    if (r->outcome != PZ_SOLVED || st->visit.open < 0) return;
    dg_visit_solved(&st->visit);
    st->room_solved = 1;
}

static void room_leave(void *user) { ((DungeonScreen *)user)->want_leave = 1; }
static void room_easier(void *user) { ((DungeonScreen *)user)->want_easier = 1; }

/* Open the open puzzle's session, by the code its room holds now (a lesson's code: its file). */
static void open_room(App *app, DungeonScreen *st)
{
    int p = st->visit.open;
    const DgWorldPuzzle *pz = &st->visit.world.puzzles[p];
    PzRef ref;
    char why[600];
    if (!pz_ref_parse(st->visit.code[p], app->data_dir, &ref, why, sizeof why) || ref.mode != pz->mode) {
        /* TRANSLATORS: %s says why (a sentence) */
        say(st, app, 2, _("This room's puzzle cannot open here: %s"), why);
        dg_visit_leave(&st->visit, 0);
        return;
    }
    snprintf(st->room_arg, sizeof st->room_arg, "%s", pz_ref_arg(&ref));
    /* the three modes' faces, named here (the shell's list, faces.c, names this one) */
    extern const PzFace pz_toycar_face, pz_bots_face, pz_mays_face;
    const PzFace *faces[LP_MODE_COUNT] = {[LP_MODE_TOYCAR] = &pz_toycar_face, [LP_MODE_BOTS] = &pz_bots_face,
                                          [LP_MODE_MAYS] = &pz_mays_face};
    PzSessionDesc desc = {.face = faces[pz->mode], .area = dungeon_room_area(), .level = st->room_arg, .inner = 1,
                          .inner_kind = dg_visit_puzzle_kind(&st->visit, p), .on_result = room_result,
                          .on_leave = room_leave, .on_easier = room_easier, .user = st};
    st->room_solved = 0;
    st->room_index = pz->room;
    st->room = pz_session_open(app, &desc);
    if (!st->room) {
        say(st, app, 2, "%s", app->notice);
        dg_visit_leave(&st->visit, 0);
    }
}

/* Back to the dungeon: the room's session closes (a tried, unsolved puzzle is given up, moving its
 * mode's model down); a solved one's gate slides open. */
static void close_room(App *app, DungeonScreen *st)
{
    if (!st->room) {
        dg_visit_leave(&st->visit, 0);
        return;
    }
    int tries = pz_session_tries(st->room);
    pz_session_close(st->room);
    st->room = NULL;
    dg_visit_leave(&st->visit, tries);
    if (st->room_solved) {
        st->gate_room = st->room_index;
        st->gate_t = DG_GATE_TICKS;
        sound_play(app, SND_GATE);
        say(st, app, 1, "%s", _("Solved! The gate is opening..."));
    } else {
        say(st, app, 0, "%s", _("The gate stays shut until the puzzle is solved. Come back any time!"));
    }
    st->room_solved = 0;
}

/* A key's name as the pupil reads it: the colours the map draws (render.h) translated, a teacher's
 * own name as it is written. */
static const char *key_word(const char *name)
{
    /* TRANSLATORS: a door key's colour in the dungeon: "You found the %s key!" */
    if (!strcmp(name, "red")) return P_("key colour", "red");
    if (!strcmp(name, "blue")) return P_("key colour", "blue");
    if (!strcmp(name, "gold")) return P_("key colour", "gold");
    if (!strcmp(name, "yellow")) return P_("key colour", "yellow");
    if (!strcmp(name, "green")) return P_("key colour", "green");
    if (!strcmp(name, "purple")) return P_("key colour", "purple");
    if (!strcmp(name, "white")) return P_("key colour", "white");
    return name;
}

/* ---- the pupil's actions (pz_session_act: the pupil's input and a replay alike) ---- */

/* What a step sounds like (sound.h): a soft footstep, a key, a door, a chest's chime, "uh-oh" at
 * a locked door or a shut gate, the terminal's switch; the stairs are the session's win. */
static void dungeon_sound(App *app, DgEvent ev, int moved)
{
    if (moved) sound_play(app, SND_FOOTSTEP);
    switch (ev) {
    case DG_EV_KEY: sound_play(app, SND_KEY); break;
    case DG_EV_UNLOCKED: sound_play(app, SND_DOOR); break;
    case DG_EV_LOCKED:
    case DG_EV_GATE_SHUT: sound_play(app, SND_MISTAKE); break;
    case DG_EV_TERMINAL: sound_play(app, SND_SWITCH); break;
    case DG_EV_CHEST: sound_play(app, SND_FLAG); break;
    case DG_EV_STAIRS: sound_play(app, SND_WIN); break;
    default: break;
    }
}

static void act_walk(App *app, DungeonScreen *st, DgSide dir)
{
    int x = st->visit.ex.x, y = st->visit.ex.y;
    DgStepped s;
    DgEvent ev = dg_visit_walk(&st->visit, dir, &s);
    if (st->visit.ex.x != x || st->visit.ex.y != y) {
        st->from_x = x, st->from_y = y;
        st->move_t = DG_MOVE_TICKS;
        look_around(st);
    }
    const DgWorld *w = &st->visit.world;
    dungeon_sound(app, ev, st->visit.ex.x != x || st->visit.ex.y != y);
    switch (ev) {
    case DG_EV_BUMP: st->bump_t = 8; break;
    case DG_EV_KEY:
        /* TRANSLATORS: %s is the key's colour ("red"), or a name a teacher gave it; word it so either reads
           well (e.g. "the key: red") */
        say(st, app, 1, _("You found the %s key! Its doors open for you now."), key_word(w->keys[s.key].name));
        break;
    /* TRANSLATORS: %s is the key's colour ("red"), or a name a teacher gave it */
    case DG_EV_LOCKED: say(st, app, 2, _("Locked! This door needs the %s key."), key_word(w->keys[s.key].name)); break;
    /* TRANSLATORS: %s is the key's colour ("red"), or a name a teacher gave it */
    case DG_EV_UNLOCKED: say(st, app, 1, _("The %s key opened the door."), key_word(w->keys[s.key].name)); break;
    case DG_EV_GATE_SHUT:
        say(st, app, 2, "%s", _("A gate! Solve the puzzle at this room's glowing terminal to open it."));
        break;
    case DG_EV_TERMINAL: st->want_room = s.room; break;
    case DG_EV_CHEST: say(st, app, 1, "%s", _("A treasure chest! You opened it.")); break;
    case DG_EV_STAIRS: {
        st->summary = 1;
        st->buttons.focus = DB_SUMMARY_AGAIN; /* Enter: a new dungeon; Left and Right choose */
        st->buttons.show_focus = 1;
        st->done_tick = app->ticks;
        st->target_x = -1;
        play_finish_recorded(st->session, &st->visit.play, 1, st->visit.ex.steps);
        say(st, app, 1, "%s", _("You found the way out!"));
        break;
    }
    default: break;
    }
    if (s.entered >= 0 && ev == DG_EV_MOVED && w->rooms[s.entered].puzzle >= 0 && !(st->visit.ex.solved >> s.entered & 1u))
        say(st, app, 0, "%s", _("A puzzle room! Walk onto the glowing terminal to open its puzzle."));
}

static void dungeon_act(App *app, void *face, const LpReplayEvent *a)
{
    DungeonScreen *st = face;
    if (!st->ready) return;
    if (a->kind == LP_RE_ROOM) {
        if (a->a < 0) close_room(app, st);
        else if (!st->room && dg_visit_enter(&st->visit, a->a)) open_room(app, st);
        st->want_room = -1;
    } else if (a->kind == LP_RE_PUZZLE) {
        int reopen = st->room && st->room_index == a->a;
        if (dg_visit_swap(&st->visit, a->a, a->text) && reopen) {
            close_room(app, st);
            if (dg_visit_enter(&st->visit, a->a)) open_room(app, st);
            say(st, app, 0, "%s", _("Here is an easier puzzle of the same kind."));
        }
    } else if (st->room) {
        pz_session_act(st->room, a); /* the room's own action (a replay's) */
    } else if (a->kind == LP_RE_WALK && a->a >= DG_NORTH && a->a <= DG_WEST) {
        act_walk(app, st, (DgSide)a->a);
    }
}

/* The pupil asks for one step (keys, d-pad, a click's way): now, or after the slide under way. */
static void walk(App *app, DungeonScreen *st, DgSide dir)
{
    if (st->summary || st->room || replay_playing(app)) return;
    if (st->move_t > 0) {
        st->queued = (int)dir;
        return;
    }
    pz_session_do(st->session, LP_RE_WALK, (int)dir, 0, 0);
}

/* ---- the face ---- */

/* A fresh face (st zeroed): nothing queued or aimed at, the dungeon being made. */
static void begin(App *app, DungeonScreen *st, PzSession *session)
{
    memset(st, 0, sizeof *st);
    st->session = session;
    st->queued = st->want_room = st->target_x = st->target_y = st->gate_room = -1;
    dungeon_screen_layout(st);
    start_making(app, st);
}

static void *dungeon_open(App *app, PzSession *session)
{
    DungeonScreen *st = calloc(1, sizeof *st);
    if (!st) {
        snprintf(app->notice, sizeof app->notice, "%s", _("Not enough memory to open the dungeon."));
        return NULL;
    }
    begin(app, st, session);
    return st;
}

static void dungeon_close(App *app, void *face)
{
    DungeonScreen *st = face;
    worker_cancel(&st->worker);
    free_job(st);
    if (st->room) close_room(app, st);
    if (st->ready && !st->summary) play_left(st->session, &st->visit.play); /* left before the stairs */
    rec_host(app, 0);
    dungeon_view_free(st);
    free(st);
}

static DgSide key_dir(SDL_Keycode k, int *ok)
{
    *ok = 1;
    switch (k) {
    case SDLK_UP: case SDLK_w: return DG_NORTH;
    case SDLK_RIGHT: case SDLK_d: return DG_EAST;
    case SDLK_DOWN: case SDLK_s: return DG_SOUTH;
    case SDLK_LEFT: case SDLK_a: return DG_WEST;
    default: *ok = 0; return DG_NORTH;
    }
}

/* "New dungeon" at the summary: the next one made for the pupil, in this session. */
static void restart(App *app, DungeonScreen *st)
{
    if (replay_playing(app)) return;
    rec_host(app, 0);
    rec_end(app);
    if (app_level_for(app, LP_MODE_DUNGEON)) app->opts.level = NULL; /* a shared dungeon is played once */
    PzSession *session = st->session;
    dungeon_view_free(st);
    begin(app, st, session);
}

/* Menu or Esc: with a walk under way (a step taken, nothing ended), ask first, the ring on Keep
 * exploring; a dungeon not begun, or a replay, just goes. */
static void ask_leave(App *app, DungeonScreen *st)
{
    const DgVisit *v = &st->visit;
    if (!st->ready || st->summary || replay_playing(app) || (v->ex.steps == 0 && v->solved == 0)) {
        pz_session_leave(st->session);
        return;
    }
    st->asking = 1;
    st->target_x = -1;
    st->buttons.focus = DB_ASK_STAY;
    st->buttons.show_focus = 1;
}

static void press(App *app, DungeonScreen *st, int button)
{
    switch (button) {
    case DB_MENU: ask_leave(app, st); break;
    case DB_ASK_STAY: st->asking = 0; break;
    case DB_ASK_LEAVE: pz_session_leave(st->session); break;
    case DB_MAP: st->map_big = !st->map_big; break;
    case DB_SUMMARY_MENU: pz_session_leave(st->session); break;
    case DB_SUMMARY_AGAIN: restart(app, st); break;
    default: break;
    }
}

static void dungeon_event(App *app, void *face, const SDL_Event *ev)
{
    DungeonScreen *st = face;
    if (st->room) { /* the room's puzzle has the input, in its own area */
        pz_session_event(st->room, ev);
        return;
    }
    dungeon_screen_buttons(app, st);
    if (st->asking) { /* the question takes the input: its buttons, Esc or a click beside it */
        if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE) {
            st->asking = 0;
            return;
        }
        int hit = buttons_event(&st->buttons, ev);
        if (hit >= 0) {
            press(app, st, hit);
        } else if (ev->type == SDL_MOUSEBUTTONUP && ev->button.button == SDL_BUTTON_LEFT) {
            SDL_Point p = {ev->button.x, ev->button.y};
            SDL_Rect r = dungeon_ask_rect();
            if (!SDL_PointInRect(&p, &r)) st->asking = 0;
        }
        return;
    }
    /* Walking, the keys are the walk's (arrows walk, Tab, Esc): a pupil's Space or Enter must not
     * press the Menu button that has the focus (it left the dungeon). At the summary its two
     * buttons take the keys too. */
    int keys = ev->type == SDL_KEYDOWN || ev->type == SDL_KEYUP;
    int b = keys && !st->summary ? -1 : buttons_event(&st->buttons, ev);
    if (b >= 0) {
        press(app, st, b);
        return;
    }
    if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (ev->key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) return; /* the app's (Ctrl+S: Save replay) */
        int ok;
        DgSide d = key_dir(k, &ok);
        if (ok && !st->summary) {
            st->target_x = -1;
            if (st->map_big) st->map_big = 0;
            walk(app, st, d);
        } else if (k == SDLK_TAB) { /* M is the game's mute key */
            st->map_big = !st->map_big;
        } else if (k == SDLK_ESCAPE) {
            if (st->map_big) st->map_big = 0;
            else
                ask_leave(app, st);
        }
    } else if (ev->type == SDL_MOUSEBUTTONDOWN && ev->button.button == SDL_BUTTON_LEFT && st->ready && !st->summary) {
        int tx, ty;
        if (st->map_big) st->map_big = 0;
        else if (dungeon_tile_at(app, st, ev->button.x, ev->button.y, &tx, &ty)) st->target_x = tx, st->target_y = ty;
    }
}

static void dungeon_update(App *app, void *face)
{
    DungeonScreen *st = face;
    if (!st->ready) {
        if (st->worker.busy && worker_done(&st->worker)) finish_making(app, st);
        return;
    }
    if (!st->visit.play.solved) pz_play_tick(&st->visit.play);
    if (st->move_t > 0) st->move_t--;
    if (st->bump_t > 0) st->bump_t--;
    if (st->gate_t > 0 && --st->gate_t == 0) st->gate_room = -1;
    if (st->room) {
        pz_session_update(st->room);
        if (replay_playing(app)) st->want_leave = st->want_easier = 0; /* the replay's own events do it */
        if (st->want_leave) {
            st->want_leave = 0;
            pz_session_do(st->session, LP_RE_ROOM, -1, 0, 0);
        } else if (st->want_easier && st->room) {
            st->want_easier = 0;
            DgWorldPuzzle now = st->visit.world.puzzles[st->visit.open], easier;
            snprintf(now.code, sizeof now.code, "%s", st->visit.code[st->visit.open]);
            if (dg_easier_puzzle(&now, st->visit.easier[st->visit.open] + 1, app->data_dir, &easier)) {
                LpReplayEvent e = {0, LP_RE_PUZZLE, now.room, 0, 0, easier.code};
                pz_session_act(st->session, &e);
            } else {
                say(st, app, 0, "%s", _("This is already the easiest puzzle of its kind. Try a hint!"));
            }
        }
        return;
    }
    dungeon_camera_tick(st, 0);
    if (st->move_t > 0 || replay_playing(app)) return;
    if (st->want_room >= 0) { /* the step onto the terminal has ended: its puzzle opens */
        int r = st->want_room;
        st->want_room = -1;
        pz_session_do(st->session, LP_RE_ROOM, r, 0, 0);
        return;
    }
    if (st->queued >= 0) {
        int d = st->queued;
        st->queued = -1;
        walk(app, st, (DgSide)d);
    } else if (st->target_x >= 0) {
        int d = dg_step_toward(&st->visit.world, &st->visit.ex, st->target_x, st->target_y);
        if (d < 0 || (st->visit.ex.x == st->target_x && st->visit.ex.y == st->target_y)) st->target_x = -1;
        else {
            int ax = st->visit.ex.x, ay = st->visit.ex.y;
            walk(app, st, (DgSide)d);
            if (st->visit.ex.x == ax && st->visit.ex.y == ay) st->target_x = -1; /* a door, a chest: one go */
        }
    }
}

static void dungeon_draw(App *app, void *face) { dungeon_screen_draw(app, face); }

static void dungeon_state(App *app, void *face, LpBuf *o)
{
    (void)app;
    DungeonScreen *st = face;
    const DgVisit *v = &st->visit;
    PzStatus ps = pz_play_status(&v->play, v->world.code);
    pz_status_json(o, &ps);
    lp_buf_printf(o, ",\"dungeon\":{\"ready\":%s,\"making\":%s,\"error\":", st->ready ? "true" : "false",
                  st->worker.busy ? "true" : "false");
    lp_buf_json_string(o, st->error);
    lp_buf_puts(o, ",\"title\":");
    lp_buf_json_string(o, st->title);
    lp_buf_puts(o, ",\"code\":");
    lp_buf_json_string(o, v->world.code);
    lp_buf_printf(o,
                  ",\"you\":[%d,%d],\"room\":%d,\"steps\":%d,\"keys\":%u,\"solved\":%u,\"puzzles_solved\":%d,"
                  "\"puzzles\":%d,\"rooms_visited\":%d,\"rooms\":%d,\"chests\":%d,\"done\":%s,\"summary\":%s,"
                  "\"map_big\":%s,\"asking_leave\":%s,\"gate_opening\":%d,\"open_room\":%d,\"tries\":%d,"
                  "\"gave_up\":%d,\"message\":",
                  v->ex.x, v->ex.y, v->ex.room, v->ex.steps, (unsigned)v->ex.keys, (unsigned)v->ex.solved,
                  v->solved, v->world.puzzle_count, dg_rooms_visited(&v->ex), v->world.room_count,
                  dg_chests_opened(&v->ex), v->ex.done ? "true" : "false", st->summary ? "true" : "false",
                  st->map_big ? "true" : "false", st->asking ? "true" : "false",
                  st->gate_t > 0 ? st->gate_room : -1, st->room ? st->room_index : -1,
                  dg_visit_all_tries(v, 0), v->play.gave_up);
    lp_buf_json_string(o, st->message);
    int rect[4];
    dungeon_room_on_screen(st, rect);
    lp_buf_printf(o, ",\"room_on_screen\":[%d,%d,%d,%d],\"camera_settled\":%s", rect[0], rect[1], rect[2],
                  rect[3], dungeon_camera_settled(st) ? "true" : "false");
    lp_buf_printf(o, ",\"bar\":{\"words\":%s,\"pitch\":%d,\"end\":%d}", st->bar_words ? "true" : "false",
                  st->bar_pitch, st->bar_end);
    lp_buf_puts(o, ",\"summary_rows\":["); /* each line: [words' box, value's box] */
    for (int i = 0; i + 1 < st->summary_box_count; i += 2) {
        const SDL_Rect *a = &st->summary_boxes[i], *b = &st->summary_boxes[i + 1];
        lp_buf_printf(o, "%s[[%d,%d,%d,%d],[%d,%d,%d,%d]]", i ? "," : "", a->x, a->y, a->w, a->h, b->x, b->y,
                      b->w, b->h);
    }
    lp_buf_puts(o, "]");
    int ppt;
    dungeon_minimap_shown(st, rect, &ppt);
    lp_buf_printf(o, ",\"minimap\":{\"tiles\":[%d,%d,%d,%d],\"pixels_a_tile\":%d,\"map\":[%d,%d]}", rect[0],
                  rect[1], rect[2], rect[3], ppt, v->world.w, v->world.h);
    lp_buf_puts(o, ",\"codes\":[");
    for (int i = 0; i < v->world.puzzle_count; i++) {
        if (i) lp_buf_puts(o, ",");
        lp_buf_json_string(o, v->code[i]);
    }
    lp_buf_puts(o, "]}");
    if (st->room) {
        lp_buf_printf(o, ",\"inner\":{\"mode\":\"%s\"", lp_mode_name(pz_session_mode(st->room)));
        pz_session_state(st->room, o);
        lp_buf_puts(o, "}");
    }
}

static int dungeon_still_for(App *app, void *face)
{
    (void)app;
    DungeonScreen *st = face;
    if (!st->ready) return 0; /* the progress bar moves */
    if (st->room) return pz_session_still_for(st->room);
    if (st->move_t > 0 || st->bump_t > 0 || st->gate_t > 0 || st->target_x >= 0 || st->queued >= 0 ||
        st->want_room >= 0 || !dungeon_camera_settled(st))
        return 0;
    return 6; /* torches flicker, keys glint */
}

/* A room's puzzle may have a code editor with the keys. */
static int dungeon_typing(App *app, void *face)
{
    (void)app;
    DungeonScreen *st = face;
    return st->room && pz_session_typing(st->room);
}

const PzFace pz_dungeon_face = {
    .typing = dungeon_typing,
    .mode = LP_MODE_DUNGEON,
    .open = dungeon_open,
    .close = dungeon_close,
    .event = dungeon_event,
    .update = dungeon_update,
    .draw = dungeon_draw,
    .state = dungeon_state,
    .act = dungeon_act,
    .still_for = dungeon_still_for,
};
