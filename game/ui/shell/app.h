/* app.h - the application: window, renderer, assets, settings, the current pupil, and the
 * screens, each a table of functions (STYLE.md rule 11). SDL lives only in game/ui. */
#ifndef UI_APP_H
#define UI_APP_H

#include <SDL.h>

#include "core/config.h"
#include "core/playermodel.h"
#include "core/replay.h"
#include "core/save.h"
#include "core/sharecode.h"
#include "core/teacher_pin.h"
#include "puzzle/result.h"
#include "ui/shell/drafts.h"
#include "ui/widgets/gfx.h"

#define APP_W 1280
#define APP_H 720
#define APP_TICK_HZ 60

typedef enum ScreenId {
    SCREEN_PROFILES = 0,
    SCREEN_MENU,
    SCREEN_SETTINGS,
    SCREEN_PLAY,     /* a puzzle of any mode (screens/screen_play.c): app_play_screen */
    SCREEN_CODE,
    SCREEN_CLASS,    /* the teacher's class progress (screens/screen_class.c), behind the PIN */
    SCREEN_COUNT
} ScreenId;

typedef struct App App;

/* A screen: enter when shown, event for each input event, update once per tick (1/60 s),
 * draw once per frame, leave when another screen takes over. */
typedef struct Screen {
    const char *name;
    void (*enter)(App *app);
    void (*event)(App *app, const SDL_Event *ev);
    void (*update)(App *app);
    void (*draw)(App *app);
    void (*leave)(App *app);
    /* Optional: write the screen's state as JSON fields (for tests' --state). */
    void (*state)(App *app, LpBuf *out);
    /* Optional: do one of the pupil's recorded actions while a replay plays (replay_ui.h); an
     * LP_RE_EDIT arrives with the whole program text in ev->text. */
    void (*replay)(App *app, const LpReplayEvent *ev);
    /* Optional: how many ticks the picture stays as it is without input (a caret's next blink, a
     * timer's next second), 0 while something moves, -1 until input (gfx.h: still_min,
     * still_blink). The app draws a frame only after input and when this says the picture changed;
     * without it, every tick. */
    int (*still_for)(App *app);
    /* Optional: 1 while the pupil types text (a name, a code, a program), so that M is a letter
     * there and not the mute key. */
    int (*typing)(App *app);
} Screen;

typedef enum TextSize { TEXT_SMALL = 0, TEXT_MEDIUM, TEXT_LARGE } TextSize;
typedef enum AnimSpeed { SPEED_SLOW = 0, SPEED_NORMAL, SPEED_FAST } AnimSpeed;

typedef struct Settings {
    int fullscreen;
    TextSize text_size;
    AnimSpeed anim_speed;
    char class_config[LP_CONFIG_NAME]; /* a file in scripts/difficulty/, "" = the game's defaults */
    int language;                      /* an LpLang, or -1: the computer's (core/i18n.h) */
    int sfx_volume, music_volume;      /* 0..10 (sound.h) */
    int music;                         /* 1: each mode plays its music loop */
    int mute;                          /* 1: no sound at all (the M key) */
    char teacher_pin[LP_PIN_HASH_MAX]; /* the teacher PIN's hash (core/teacher_pin.h), "" none */
} Settings;

/* Command-line options (main.c fills them). */
typedef struct AppOptions {
    const char *mode;         /* "toycar", "bots", "mays" or NULL */
    const char *level;        /* share code or level file, or NULL (puzzle/ref.h checked it) */
    LpMode level_mode;        /* ... and its mode */
    const char *profile;      /* pupil name, or NULL */
    const char *saves_dir;    /* NULL: source-tree saves/ or SDL_GetPrefPath */
    int frames;               /* > 0: headless run of N ticks */
    const char *screenshot;   /* PNG written after the last frame */
    const char *input_script; /* scripted input events for tests */
    const char *state_path;   /* JSON state written at exit, for tests */
    const char *config;       /* --config FILE.lua: a teacher's settings for this run, or NULL */
    const char *replay;       /* --replay FILE: play it back (opts.level is set to its level) */
    const char *frame_stats;  /* --frame-stats FILE.json: what drawing cost, per screen (framestats.h) */
    int draw_every; /* --draw-every N (tests): headless, also draw every Nth tick; 0: the last only */
    int lang;                 /* --lang: an LpLang, or -1 (the settings' choice, else the system's) */
    int par_search;           /* --par-search: 1 on, -1 off, 0 the default: on with a window, off
                                 headless (where it would hold the clock until it ends) */
} AppOptions;

/* Text past its box in any frame drawn this run (--state "text_past_seen"): a text that did not fit
 * (gfx's overflows), typed text whose caret left its field, two texts drawn over each other or a
 * text running into a button (text is then "first | second" or "text | [button]", box where they
 * meet), a text leaving the window or cut by a clip outside gfx_text_in (a panel's edge), first
 * seen at tick on screen. */
#define APP_PAST_SEEN_MAX 16
typedef enum { PAST_TEXT, PAST_FIELD, PAST_OVERLAP, PAST_OFF_WINDOW, PAST_CUT } AppPastKind;
typedef struct AppPastSeen {
    uint64_t tick;
    char screen[16];
    AppPastKind kind; /* PAST_FIELD: the text is empty */
    GfxOverflow o;
} AppPastSeen;

struct App {
    SDL_Window *window;
    SDL_Renderer *renderer;
    Gfx gfx;
    AppOptions opts;
    Settings settings;
    char saves_dir[1024];
    char data_dir[1024];   /* folder holding assets/ and levels/ */
    LpProfile profile;
    int has_profile;
    unsigned long profile_opened; /* counts the pupils opened: whose the drafts in memory are */
    LpFileLock profile_lock; /* the pupil's lock: no other Loopling plays them meanwhile */
    int profile_no_save;   /* 1: saving would overwrite a copy that could not be set aside */
    char notice[1024];     /* a message shown on the next screen (e.g. a damaged save); room for a translation */
    char toast[1024];      /* a saving problem in a child's words, shown over a mode's screen */
    uint64_t toast_until;  /* ... until this tick */
    char problem_detail[640]; /* the last saving problem in a teacher's words (settings screen, log) */
    LpConfig config;       /* the class settings in force (zero: the game's defaults) */
    char config_name[LP_CONFIG_NAME + 16]; /* their file's name, "" for the defaults */
    char config_warning[900]; /* why the chosen file was not used; stays on the menu */
    const Screen *screens[SCREEN_COUNT];
    ScreenId screen;
    ScreenId next_screen;
    int switching;
    int quit;
    uint64_t ticks;        /* game ticks since start (1/60 s each) */
    int mouse_x, mouse_y;  /* logical coordinates */
    struct PzSession *play; /* the play screen's puzzle (ui/shell/session.h), or NULL */
    LpMode play_mode;      /* ... and the mode it plays */
    struct Script *script; /* scripted input, or NULL */
    struct Recorder *rec;  /* the recording of the level on screen (replay_ui.h) */
    struct ReplayPlayer *player; /* the replay being played (--replay), or NULL */
    struct FrameStats *frame_stats; /* --frame-stats, or NULL */
    AppPastSeen past_seen[APP_PAST_SEEN_MAX]; /* distinct ones, the first kept */
    int past_seen_count;                      /* may pass APP_PAST_SEEN_MAX */
    struct Sound *sound;    /* effects and music (ui/shell/sound.h), or NULL */
    uint64_t sound_notice_until; /* "Sound off" / "Sound on" shows until this tick (the M key) */
    uint64_t screen_since;  /* app->ticks when the screen on show was entered */
    uint64_t input_tick;    /* app->ticks at the last input event */
    int own_anim_speed;    /* while a replay plays at its recorded speed: the pupil's own + 1 (what is
                            * saved, and put back when it closes), else 0 */
    int teacher_unlocked;  /* the teacher typed the PIN on the settings screen: the class settings are
                            * open until the menu shows again (screens/teacher_panel.h) */
    char opened_level[1400]; /* "Enter a code" points opts.level here (a lesson code: its file); the menu forgets it */
    AppDrafts drafts;        /* unfinished programs of levels left (drafts.h) */
};

/* The data folder (assets, levels, scripts): installed beside the binary, else the source tree.
 * Returns 1 when installed. Works before SDL_Init. */
int app_find_data_dir(char *out, int size);
/* The share code of a lesson shown from path when it is one of the mode's lessons files[0..count)
 * (its number is its place there): 1 with the code in out (LP_SHARECODE_MAX bytes), else 0. */
int app_lesson_code(LpMode mode, const char *path, char (*files)[256], int count, char *out);
/* The screen a pupil starts on after choosing a profile: --level's mode (a level file or share
 * code still opens its mode: someone chose to hand it out), else --mode's when the class settings
 * open it (a locked one goes to the menu with a notice saying so), else the menu. */
ScreenId app_first_screen(App *app);
/* --level's code or file (or what "Enter a code" opened) when it is one of mode's puzzles, else
 * NULL. */
const char *app_level_for(const App *app, LpMode mode);
/* The screen that plays a mode's puzzles, made ready for that mode (SCREEN_MENU for a mode this
 * build cannot play): app_go(app, app_play_screen(app, mode)). */
ScreenId app_play_screen(App *app, LpMode mode);
/* The name --state and --frame-stats give the screen on show: the play screen's is its mode's
 * ("toycar"), so tests and measurements read each mode apart. */
const char *app_screen_name(const App *app);
/* Load the class settings: --config when given, else the settings screen's choice, else the
 * defaults. A file with a mistake leaves the defaults in force and says so in
 * app->config_warning and app->notice (file:line: reason). */
void app_apply_config(App *app);
/* 1 when the class settings open the mode. */
int app_mode_unlocked(const App *app, LpMode mode);
/* The lesson level files of a mode in the order pupils meet them: the class
 * settings' list, else every .level file of levels/<mode> in name order. Returns how many
 * (out NULL: only count). */
int app_lesson_files(const App *app, LpMode mode, char (*out)[256], int max);
/* How many lessons a mode has (its lesson files, up to LP_TUTORIAL_MAX). */
int app_lesson_count(const App *app, LpMode mode);
/* Hints (config.h): the style to show after this many tries at a puzzle, or 0 for none yet. */
int app_hint_style_due(const App *app, int tries);
/* What the notice box shows: the notice, else the class settings' warning ("" for none). */
const char *app_notice_text(const App *app);
/* The key a gamepad button stands for (SDL_CONTROLLER_BUTTON_...), or SDLK_UNKNOWN. */
SDL_Keycode app_pad_key(int button);
/* Switch to another screen at the end of this tick. */
void app_go(App *app, ScreenId screen);
/* Open (or create) a pupil's profile (core/save.h lp_profile_open): the pupil's lock taken and
 * the previous pupil's released; a damaged, newer or misnamed save is set aside and said so in
 * app->notice. Returns 1, or 0 when the pupil is playing in another Loopling (or the name can't
 * be a pupil's): why says so in a child's words, and the current pupil stays. */
int app_open_profile(App *app, const char *name, char *why, int why_size);
/* A puzzle ended (solved, or left after trying): its result into the pupil's progress
 * (puzzle/progress.h) and saved, unless a replay plays (its guest moves no model and saves
 * nothing). The one place a mode's result reaches the profile. */
void app_record_result(App *app, const PzResult *result);
/* The blink clock as a screen sees it: blinks (carets, a hint's frame, the Reset ring) turn every
 * half second and rest "on" once nobody has touched the game for GFX_CALM_TICKS (gfx.h).
 * app_blink_on: draw the blinking thing now; app_still_blink: ticks until it turns (-1 at rest;
 * for Screen.still_for). */
static inline int app_calm(const App *app) { return app->ticks >= app->input_tick + GFX_CALM_TICKS; }
static inline int app_blink_on(const App *app) { return app_calm(app) || (app->ticks / 30) % 2 == 0; }
static inline int app_still_blink(const App *app) { return app_calm(app) ? -1 : still_blink(app->ticks); }
/* Save the current pupil's profile; on failure says so (app_report_problem). */
void app_save_profile(App *app);
/* What could not be saved (each has its own sentences, for translation). */
typedef enum AppSaving { APP_SAVING_PROGRESS, APP_SAVING_SETTINGS, APP_SAVING_REPLAY } AppSaving;
/* A file could not be written: what (your progress, your settings, the replay) in a
 * child's words (the disk is full; Loopling may not save here; ask your teacher) in
 * app->notice and, over a mode's screen, a toast; the detail (file, errno) in
 * app->problem_detail for the teacher's view and on stderr for the log. */
void app_report_problem(App *app, AppSaving what, const LpDiag *diag);
/* Draw the toast over the screen, when one is showing (app.c's frame does it). */
void app_draw_toast(App *app);
/* Save the settings file. */
void app_save_settings(App *app);
/* Speak the language chosen: --lang for this run, else the settings', else the computer's. */
void app_apply_language(App *app);
/* Toggle or set fullscreen (desktop fullscreen, logical scaling keeps the layout). */
void app_set_fullscreen(App *app, int on);
/* Scale for text sizes from the settings (percent). */
int app_text_percent(const App *app);
/* Path of a file under the data folder ("levels/toycar"...). */
void app_data_path(const App *app, const char *rel, char *out, int out_size);
/* The files of data folder rel_dir whose names end in suffix (".level"), as paths in name order
 * in out[0..max) (at most max of them; out NULL: only count). Returns how many. */
int app_list_files(const App *app, const char *rel_dir, const char *suffix, char (*out)[256], int max);
/* Background jobs started and not yet collected by their screen (worker_done). */
extern int app_busy_jobs;
/* Background jobs still running (the worker thread lowers it when its job returns): a headless run
 * holds its clock, and calls no update, until it is 0, so a script does the same on a slow machine
 * as on a fast one. */
extern SDL_atomic_t app_jobs_running;

/* Before the window opens: find the data and saves folders (making the saves folder), read the
 * settings file and the class settings. 0 (said on stderr) when the saves folder cannot be made. */
int app_prepare(App *app);
/* Run the whole application (loop.c). Returns the process exit status. */
int app_run(const AppOptions *opts);

extern const Screen screen_profiles;
extern const Screen screen_menu;
extern const Screen screen_settings;
extern const Screen screen_class;
extern const Screen screen_code;
extern const Screen screen_play;

/* How many lessons each mode has (its screen's). */

#endif
