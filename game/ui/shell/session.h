/* session.h - one puzzle being played, for any host (docs/architecture.md, "Sessions"): the play
 * screen (screens/screen_play.c) holds one for every mode, the replay player drives the one on
 * screen, and the dungeon will hold one for the room whose terminal the pupil stands at. A session
 * joins a mode's face (its input and drawing, ui/<mode>/) to the shell's rules a pupil feels:
 *
 *   - every action a pupil takes goes through pz_session_act, which records it for the replay and
 *     then hands it to the face's `act`; a replay plays back through the same call, so it runs
 *     exactly the code the pupil drove;
 *   - a try's end, a solve and a puzzle left go through the session's door (play_try_recorded,
 *     play_finish_recorded, play_left), which counts the try, records it, gives the pupil's
 *     progress and player model the result once (never while a replay plays), and tells the host
 *     (PzSessionDesc.on_result);
 *   - the face draws inside the rectangle the host gives (PzSessionDesc.area): it lays out for the
 *     play area's APP_W x APP_H, and the session fits that into the rectangle (gfx_area_begin),
 *     with the pupil's clicks brought back into the face's coordinates.
 *
 * Any number of sessions can be open at once: a face keeps nothing in file statics. Internal to
 * game/ui; this header declares no mode's functions (faces.c lists the modes' face tables). */
#ifndef UI_SESSION_H
#define UI_SESSION_H

#include <SDL.h>

#include "core/replay.h"
#include "puzzle/play.h"
#include "puzzle/result.h"
#include "ui/shell/app.h"

typedef struct PzSession PzSession;

/* A mode's face: what turns the pupil's input into actions and draws the puzzle. `open` builds the
 * face's state for the session (a lesson, a puzzle made for the pupil, or the level the app was
 * asked to open: app_level_for) and returns it, or NULL with app->notice saying why; the rest take
 * that state. Actions reach `act` only through pz_session_act. */
typedef struct PzFace {
    LpMode mode;
    void *(*open)(App *app, PzSession *session);
    void (*close)(App *app, void *face);
    void (*event)(App *app, void *face, const SDL_Event *ev); /* in the face's coordinates */
    void (*update)(App *app, void *face);
    void (*draw)(App *app, void *face);
    void (*state)(App *app, void *face, LpBuf *out);          /* its --state fields */
    void (*act)(App *app, void *face, const LpReplayEvent *action);
    int (*still_for)(App *app, void *face);                   /* as Screen.still_for */
    int (*typing)(App *app, void *face);                      /* optional: as Screen.typing */
} PzFace;

/* The face of a mode (faces.c), or NULL for a mode this build cannot play: what a host puts in
 * PzSessionDesc.face. */
const PzFace *pz_face(LpMode mode);

/* How a host opens a session; zero is the play screen's behaviour (but for the face). */
typedef struct PzSessionDesc {
    const PzFace *face; /* the mode's (pz_face) */
    /* The puzzle to open: a code or a level file of the face's mode (the dungeon's room); NULL: what
     * the app was asked to open (app_level_for), else the face's own choice (a lesson, a puzzle made
     * for the pupil). */
    const char *level;
    /* A puzzle inside another host's (a dungeon's room): no lessons around it, "New puzzle" asks the
     * host for an easier one (on_easier), Menu and the win panel go back to the host (on_leave); its
     * solve is a try's outcome in the host's recording, not the recording's result. */
    int inner;
    PzKind inner_kind; /* inner: what its result counts as in the pupil's progress (the dungeon: a
                        * generator's puzzle is PZ_KIND_MADE, moving its mode's player model) */
    void (*on_easier)(void *user);
    SDL_Rect area;  /* where the puzzle is drawn, in window coordinates; w 0: the whole window */
    /* Told when the puzzle is first solved, and when it is left unsolved after a try (given up). */
    void (*on_result)(void *user, const PzResult *result);
    /* The face's Menu button and Esc at its last step: NULL goes to the menu. */
    void (*on_leave)(void *user);
    void *user;
} PzSessionDesc;

/* NULL without a face, or when the face could not open (app->notice says why). */
PzSession *pz_session_open(App *app, const PzSessionDesc *desc);
/* Leaving: the face closes (a tried, unsolved puzzle counts as given up: play_left). */
void pz_session_close(PzSession *s);
void pz_session_event(PzSession *s, const SDL_Event *ev); /* window coordinates */
void pz_session_update(PzSession *s);
void pz_session_draw(PzSession *s);
int pz_session_still_for(PzSession *s);
/* 1 while the pupil types text into the face (its code editor has the keys). */
int pz_session_typing(PzSession *s);
/* ,"area":[x,y,w,h] then the face's fields (its rectangles are in its own coordinates: a host
 * that gives another area maps them). */
void pz_session_state(PzSession *s, LpBuf *out);
/* The one path of a pupil's action (the LP_RE_ kinds; an edit carries the whole program text):
 * recorded for the replay, then done by the face. The replay player calls it too. */
void pz_session_act(PzSession *s, const LpReplayEvent *action);
/* pz_session_act with a, b, c (no text). */
void pz_session_do(PzSession *s, LpReplayKind kind, int a, int b, int c);
/* The program text as an edit action (malloc'd, freed here; NULL: unchanged, nothing to do), so
 * that the edits before an action come before it in the replay. A face passes its editor's
 * editor_text_if_changed, unless a replay plays (the replay brings its own edits). */
void pz_session_edit(PzSession *s, char *text);
/* The face asks to leave (its Menu button, Esc at its last step): the host's on_leave, or the menu. */
void pz_session_leave(PzSession *s);
/* What the face opens: PzSessionDesc.level, else app_level_for(app, mode) (NULL: its own choice). */
const char *pz_session_level(const PzSession *s, LpMode mode);
/* Tries that ended since it opened (their outcome came through the door). */
int pz_session_tries(const PzSession *s);
/* 1 for a puzzle inside another host's (PzSessionDesc.inner). */
int pz_session_inner(const PzSession *s);
/* An inner puzzle's "New puzzle": the host makes an easier one (on_easier). */
void pz_session_easier(PzSession *s);
/* 1 and the result once the puzzle was solved or given up; 0 while it is open. */
int pz_session_result(const PzSession *s, PzResult *out);
LpMode pz_session_mode(const PzSession *s);
App *pz_session_app(const PzSession *s);

/* ---- the door for a try's end and a puzzle left ---- */

/* A try the puzzle's pure rules ended (they counted it: first says whether it was the first
 * solve): recorded for the replay, and a solve told to the pupil's progress and the host. */
void play_try_recorded(PzSession *s, PzPlay *p, int solved, int commands, int first);
/* The rules solved the puzzle after its last try (May walked out: PzPlay.solve_later; first: the
 * first solve, with these commands). */
void play_finish_recorded(PzSession *s, PzPlay *p, int first, int commands);
/* The pupil leaves the puzzle (New puzzle, Skip, another level, the menu): unsolved, it is given
 * up, as the pupil's progress counts that (puzzle/progress.h). */
void play_left(PzSession *s, PzPlay *p);

/* The replay format whose rules the puzzle on screen keeps: the replay's while one plays, else
 * this build's (LP_REPLAY_VERSION). */
int play_rules_format(const App *app);
/* The Hint button, the same in every mode: shown unless the class turned hints off, usable from
 * the first try on. */
int play_hint_shown(const App *app);
int play_hint_ready(const App *app, const PzPlay *p);
/* The kind of hint a press of Hint gives after the one showing (0 none): first the mark
 * (LP_HINT_HIGHLIGHT), then words about the marked place (LP_HINT_WORDS; pressed again, the words
 * say more). */
int play_hint_press(int showing);

#endif
