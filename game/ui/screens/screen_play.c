/* screen_play.c - the play screen: one screen for every mode's puzzles. It holds one session
 * (ui/shell/session.h) of the mode app_play_screen chose, over the whole window; the session's
 * face does the rest. The replay player drives the same session. */
#include "ui/shell/session.h"

static void play_enter(App *app)
{
    app->play = pz_session_open(app, &(PzSessionDesc){.face = pz_face(app->play_mode)});
    if (!app->play) app_go(app, SCREEN_MENU); /* app->notice says why */
}

static void play_leave(App *app)
{
    pz_session_close(app->play);
    app->play = NULL;
}

static void play_event(App *app, const SDL_Event *ev)
{
    if (app->play) pz_session_event(app->play, ev);
}

static void play_update(App *app)
{
    if (app->play) pz_session_update(app->play);
}

static void play_draw(App *app)
{
    if (app->play) pz_session_draw(app->play);
}

static void play_state(App *app, LpBuf *out)
{
    if (app->play) pz_session_state(app->play, out);
}

/* A replay's recorded action: the same path as the pupil's. */
static void play_replay(App *app, const LpReplayEvent *ev)
{
    if (app->play) pz_session_act(app->play, ev);
}

static int play_still_for(App *app) { return app->play ? pz_session_still_for(app->play) : -1; }

static int play_typing(App *app) { return app->play && pz_session_typing(app->play); }

const Screen screen_play = {"play",     play_enter, play_event,   play_update, play_draw, play_leave, play_state,
                            play_replay, play_still_for, play_typing};
