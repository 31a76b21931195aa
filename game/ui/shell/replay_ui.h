/* replay_ui.h - recording a pupil's attempts and playing a replay back (issue 7), on top of
 * the pure replay file (core/replay.h). Internal to game/ui.
 *
 * Recording (recorder.c). What the pupil does to the level on screen is recorded, always, in
 * memory; nothing is written until the pupil asks. A mode's face calls:
 *   - rec_begin when a level is ready to play (its share code, or its level file's text);
 *   - and the session (session.h) the rest: rec_event and rec_code for each of the pupil's
 *     actions (pz_session_act: the LP_RE_ kinds, an edit as the whole text, of which only a
 *     change is written), rec_outcome when a run ends and rec_solved when the level is solved.
 * Once solved, the app offers "Save replay" (a button drawn over the screen, or Ctrl+S); the
 * file goes to <saves>/replays/.
 *
 * Playback (replay_player.c): `loopling --replay FILE` opens the replay's level in its mode
 * screen with a guest pupil (nothing is saved), and from the moment the screen calls rec_begin
 * feeds the recorded actions to the screen's `replay` function at their ticks, then calls its
 * update. A bar over the top of the screen has pause, speed (1/2x to 8x), a timeline to scrub
 * (going back re-opens the level and runs forward to the chosen tick) and says, at the end,
 * whether the replay reached the result it recorded. While it plays, the screen gets no input
 * and must not save progress or move the player model (replay_playing). */
#ifndef UI_REPLAY_UI_H
#define UI_REPLAY_UI_H

#include "ui/shell/app.h"
#include "core/replay.h"

typedef struct ReplayPlayer ReplayPlayer;

/* The recording of the level on screen (the app owns one). */
typedef struct Recorder {
    LpReplay replay;
    int active;            /* a level is being recorded */
    uint64_t start_tick;   /* app->ticks when it became ready */
    LpBuf code;            /* the program text last recorded */
    int solved;            /* solved: "Save replay" is offered */
    int saved;             /* ... and was saved to saved_path */
    char saved_path[1300];
    char error[400];       /* what the offer says after a save ("Saved as ...", "Not saved: ...") */
    uint64_t offer_tick;
    int offer_x, offer_y;  /* where the screen wants the offer (0, 0: the bottom right corner) */
    uint64_t offer_frame;  /* the frame (Gfx.frame) a host last drew the offer's place in (rec_offer_here) */
    int hosted;            /* rec_host: the recording is a host's, its puzzles' begin and end are not */
} Recorder;

/* ---- recording (a mode's face and the session) ---- */

/* A level is ready: start a new recording (the last one is dropped). code: its share code or
 * NULL; level_text: the level file's text or NULL (one of them is needed to play it again).
 * While a replay plays, this tells the player the level is ready and recording stays off. */
void rec_begin(App *app, const char *mode, const char *title, const char *code, const char *level_text);
/* rec_begin with the text of the level file at level_path (NULL: none). */
void rec_begin_file(App *app, const char *mode, const char *title, const char *code, const char *level_path);
/* The pupil did something (LP_RE_PLACE ... LP_RE_VIEW; see core/replay.h for a, b, c). */
void rec_event(App *app, LpReplayKind kind, int a, int b, int c);
/* An action with a text of its own (LP_RE_PUZZLE: the code). */
void rec_event_text(App *app, LpReplayKind kind, int a, const char *text);
/* A host that holds other puzzles (the dungeon) owns the recording: while on, the puzzles' own
 * rec_begin and rec_end leave it alone (their actions and outcomes are recorded in it). */
void rec_host(App *app, int on);
/* The program text now: records the edit since the last call (nothing when unchanged). */
void rec_code(App *app, const char *text);
/* A run ended (solved 1/0, tries so far, commands or tiles used). While a replay plays, this is
 * compared with the recorded outcome instead. */
void rec_outcome(App *app, int solved, int tries, int commands);
/* The level was solved: the recording gets its result and "Save replay" is offered. */
void rec_solved(App *app, int tries, int commands);
/* Where "Save replay" (236 x 50) goes on this screen: a spot its solved layout leaves free. */
void rec_offer_at(App *app, int x, int y);
/* The host of the offer (the win panel, the dungeon's summary) is drawn in this frame: the offer
 * shows, and takes clicks, only in a frame its host is drawn in (it stayed over the screen's own
 * buttons once the win panel was closed). Ctrl+S saves whenever the level is solved. */
void rec_offer_here(App *app);
/* 1 while a replay plays: the screen must not save, move the player model or leave the level. */
int replay_playing(const App *app);
/* The format of the replay playing (core/replay.h), 0 when none plays: a screen whose rules grew
 * since keeps the old rule for an older format. */
int replay_format(const App *app);

/* The app's part (app.c): draw the "Save replay" offer or the player's bar over the screen,
 * and let them take input first (returns 1 when the event was used). */
void rec_draw(App *app);
int rec_event_input(App *app, const SDL_Event *ev);
/* Write the recording to <saves>/replays/; 1 and the path in out, or 0 with the reason. */
int rec_save(App *app, char *out, int out_size);
/* Ticks until the recorder's message over the screen goes (-1: none showing). */
int rec_still_for(App *app);
/* Forget the recording (leaving a level). */
void rec_end(App *app);
/* JSON fields for --state ("recording":{...}). */
void recorder_state(App *app, LpBuf *out);

/* ---- playback (app.c calls these when --replay is given) ---- */

/* Load the replay to play (main.c has already checked it and pointed opts.level at its level:
 * its share code, or its embedded level written to a temporary file). 1, or 0 with why
 * (file:line: reason). */
int replay_player_open(App *app, const char *path, char *why, int why_size);
/* One tick of playback in place of the screen's update (pause, speed, seeking, events). */
void replay_player_tick(App *app);
/* Input to the bar (every event goes here, never to the screen). */
void replay_player_event(App *app, const SDL_Event *ev);
/* Draw the bar over the screen. */
void replay_player_draw(App *app);
/* JSON fields for --state ("replay":{...}). */
void replay_player_state(App *app, LpBuf *out);
void replay_player_close(App *app);
/* The recorder's calls while a replay plays: the level is ready; a run ended; it was solved. */
void replay_player_level_ready(App *app);
void replay_player_outcome(App *app, int solved, int tries, int commands);
void replay_player_solved(App *app, int tries, int commands);

#endif
