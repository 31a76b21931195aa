/* session.c - one puzzle being played, for any host (session.h): the one path of a pupil's actions,
 * the door for a try's end and a puzzle left, and the area the face is drawn in. */
#include "ui/shell/session.h"

#include <stdlib.h>

#include "core/i18n.h"

#include "ui/shell/replay_ui.h"
#include "ui/shell/sound.h"

struct PzSession {
    App *app;
    PzSessionDesc desc;
    const PzFace *face;
    void *state;     /* the face's */
    PzResult result; /* outcome PZ_OPEN until solved or given up */
    int tries;       /* tries that ended (play_try_recorded) */
};

static SDL_Rect fitted(const PzSession *s)
{
    SDL_Rect area = s->desc.area.w > 0 ? s->desc.area : (SDL_Rect){0, 0, APP_W, APP_H};
    return gfx_area_fit(area, APP_W, APP_H);
}

static int whole_window(const PzSession *s)
{
    SDL_Rect f = fitted(s);
    return f.x == 0 && f.y == 0 && f.w == APP_W && f.h == APP_H;
}

PzSession *pz_session_open(App *app, const PzSessionDesc *desc)
{
    const PzFace *face = desc->face;
    if (!face) {
        snprintf(app->notice, sizeof app->notice, "%s", _("This Loopling cannot play these puzzles."));
        return NULL;
    }
    PzSession *s = calloc(1, sizeof *s);
    if (!s) {
        /* TRANSLATORS: %s is a mode: Toy Car, Robot, May's Journey or Dungeon */
        snprintf(app->notice, sizeof app->notice, _("Not enough memory to open %s."), _(lp_mode_title(face->mode)));
        return NULL;
    }
    s->app = app;
    s->desc = *desc;
    s->face = face;
    s->result.mode = face->mode;
    s->state = face->open(app, s);
    if (!s->state) {
        free(s);
        return NULL;
    }
    return s;
}

void pz_session_close(PzSession *s)
{
    if (!s) return;
    s->face->close(s->app, s->state);
    free(s);
}

/* The pupil's pointer, brought into the face's coordinates. */
static void to_face(const PzSession *s, int *x, int *y)
{
    SDL_Rect f = fitted(s);
    *x = (int)((long)(*x - f.x) * APP_W / f.w);
    *y = (int)((long)(*y - f.y) * APP_H / f.h);
}

void pz_session_event(PzSession *s, const SDL_Event *ev)
{
    if (whole_window(s)) {
        s->face->event(s->app, s->state, ev);
        return;
    }
    SDL_Event e = *ev;
    if (e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEBUTTONUP) to_face(s, &e.button.x, &e.button.y);
    else if (e.type == SDL_MOUSEMOTION) to_face(s, &e.motion.x, &e.motion.y);
    s->face->event(s->app, s->state, &e);
}

void pz_session_update(PzSession *s) { s->face->update(s->app, s->state); }

void pz_session_draw(PzSession *s)
{
    if (whole_window(s)) {
        s->face->draw(s->app, s->state);
        return;
    }
    gfx_area_begin(&s->app->gfx, fitted(s), APP_W, APP_H);
    s->face->draw(s->app, s->state);
    gfx_area_end(&s->app->gfx, APP_W, APP_H);
}

int pz_session_still_for(PzSession *s) { return s->face->still_for(s->app, s->state); }

int pz_session_typing(PzSession *s) { return s->face->typing && s->face->typing(s->app, s->state); }

void pz_session_state(PzSession *s, LpBuf *out)
{
    SDL_Rect f = fitted(s);
    lp_buf_printf(out, ",\"area\":[%d,%d,%d,%d]", f.x, f.y, f.w, f.h);
    s->face->state(s->app, s->state, out);
}

void pz_session_act(PzSession *s, const LpReplayEvent *a)
{
    /* Recorded first, so that what the action starts (an outcome the same tick) follows it in
     * the replay; while a replay plays, nothing is recorded. */
    if (a->kind == LP_RE_EDIT) {
        if (a->text) rec_code(s->app, a->text);
    } else if (a->text) {
        rec_event_text(s->app, (LpReplayKind)a->kind, a->a, a->text);
    } else {
        rec_event(s->app, (LpReplayKind)a->kind, a->a, a->b, a->c);
    }
    s->face->act(s->app, s->state, a);
}

void pz_session_do(PzSession *s, LpReplayKind kind, int a, int b, int c)
{
    LpReplayEvent e = {0, (int)kind, a, b, c, NULL};
    pz_session_act(s, &e);
}

void pz_session_edit(PzSession *s, char *text)
{
    if (!text) return;
    LpReplayEvent edit = {0, LP_RE_EDIT, 0, 0, 0, text};
    pz_session_act(s, &edit);
    free(text);
}

void pz_session_leave(PzSession *s)
{
    if (s->desc.on_leave) s->desc.on_leave(s->desc.user);
    else app_go(s->app, SCREEN_MENU);
}

const char *pz_session_level(const PzSession *s, LpMode mode)
{
    return s->desc.level ? s->desc.level : app_level_for(s->app, mode);
}

int pz_session_inner(const PzSession *s) { return s->desc.inner; }

int pz_session_tries(const PzSession *s) { return s->tries; }

void pz_session_easier(PzSession *s)
{
    if (s->desc.on_easier) s->desc.on_easier(s->desc.user);
}

int pz_session_result(const PzSession *s, PzResult *out)
{
    if (s->result.outcome == PZ_OPEN) return 0;
    *out = s->result;
    return 1;
}

LpMode pz_session_mode(const PzSession *s) { return s->face->mode; }

App *pz_session_app(const PzSession *s) { return s->app; }

/* ---- the door ---- */

/* The puzzle ended as r says: the pupil's progress and player model hear of it (never while a
 * replay plays), and so does the host. */
static void ended(PzSession *s, const PzResult *r)
{
    s->result = *r;
    if (s->desc.inner) s->result.kind = s->desc.inner_kind; /* as its host counts it */
    app_record_result(s->app, &s->result);
    if (s->desc.on_result) s->desc.on_result(s->desc.user, &s->result);
}

/* After a solve: the replay's result is the first solve (an inner puzzle's is its host's to give). */
static void solved(PzSession *s, PzPlay *p, int first, int commands)
{
    sound_play(s->app, SND_WIN); /* every solve, in every mode and host */
    if (first && !s->desc.inner) rec_solved(s->app, p->tries, commands);
    PzResult r;
    if (pz_play_report(p, PZ_SOLVED, &r)) ended(s, &r);
}

void play_try_recorded(PzSession *s, PzPlay *p, int solved_now, int commands, int first)
{
    s->tries++;
    rec_outcome(s->app, solved_now, p->tries, commands);
    if (solved_now && !p->solve_later) solved(s, p, first, commands);
}

void play_finish_recorded(PzSession *s, PzPlay *p, int first, int commands)
{
    if (p->solved) solved(s, p, first, first ? commands : p->best_commands);
}

void play_left(PzSession *s, PzPlay *p)
{
    PzResult r;
    if (!p->solved && pz_play_report(p, PZ_GAVE_UP, &r)) ended(s, &r);
}

int play_rules_format(const App *app)
{
    int format = replay_format(app);
    return format ? format : LP_REPLAY_VERSION;
}

int play_hint_shown(const App *app) { return lp_config_hint_style(&app->config) != LP_HINT_NONE; }

int play_hint_ready(const App *app, const PzPlay *p) { return play_hint_shown(app) && p->tries > 0 && !replay_playing(app); }

int play_hint_press(int showing) { return showing ? LP_HINT_WORDS : LP_HINT_HIGHLIGHT; }
