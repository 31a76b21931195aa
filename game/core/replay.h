/* replay.h - a pupil's attempts at one level as a small versioned text file (DESIGN.md
 * "Replays", STYLE.md rule 14). Pure C, no SDL; depends on core buf and diag.
 *
 * A replay holds where the level comes from (its share code, or the level file's text embedded
 * so that a lesson plays the same even after the lesson changes), the animation speed it was
 * played at, and the pupil's actions in game ticks (1/60 s) from the moment the level was ready:
 * tile placements, program edits, runs, May's steps... Each finished run's outcome is written
 * as the game saw it, and the final result once the level was solved, so that playback can say
 * whether it reached the same result. The file:
 *
 *   loopling-replay 3
 *   game 0.7.0                 the Loopling that recorded it (shown, not checked)
 *   mode bots                  toycar | bots | mays
 *   title "Lesson 3: Boxes"
 *   speed 1                    the animation speed setting (0 slow, 1 normal, 2 fast)
 *   code BT1-7K3Q-M9XD         (optional) the level's share code, or:
 *   level 14                   (optional) the level file's 14 lines follow, each after "| "
 *   | loopling-level 1
 *   ...
 *   events 3
 *   0 edit 0 0 "forward();\n"  tick, kind, the kind's numbers, its text (quoted, C escapes)
 *   95 run
 *   180 outcome 1 1 1          a run ended: solved (1/0), tries so far, commands
 *   result 1 1 1 180           (optional) solved, tries, commands, tick
 *   check 1A2B3C4D             FNV-1a 32 of every byte before this line
 *
 * The reader refuses, with file:line and a reason a pupil can act on, anything damaged, and a
 * replay from a newer Loopling (a higher format number). Every older format stays readable.
 * Format 2 (the puzzle contract's one try): every mode counts a run whose program did not compile
 * as a try, with its outcome (format 1's robot did not: LP_REPLAY_TRIES_COUNT_UNCOMPILED), and one
 * speed rule (LP_REPLAY_ONE_SPEED). The rules keep each format's own (game/puzzle), so a replay of
 * either format plays to what it recorded. Format 3 adds the dungeon (mode dungeon: its code DG...
 * or its level file; walk, room and puzzle events, and the puzzles' own events between a room's
 * opening and room -1); the other modes' rules are format 2's. */
#ifndef LP_REPLAY_H
#define LP_REPLAY_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "diag.h"

#define LP_REPLAY_MAGIC "loopling-replay"
#define LP_REPLAY_VERSION 3
/* The first format whose robot counts a program that did not compile as a try. */
#define LP_REPLAY_TRIES_COUNT_UNCOMPILED 2
/* ... and whose speed buttons start at the settings' speed and step at that speed's own time
 * (format 1: the toy car scaled the setting's time by its button, the robot started at Normal). */
#define LP_REPLAY_ONE_SPEED 2
/* ... and whose May's Journey Run starts from the room as May's walking left it (format 1: from
 * wherever the last run left it). */
#define LP_REPLAY_RUN_FROM_START 2
/* ... and the first with the dungeon (mode dungeon; its room and puzzle events). */
#define LP_REPLAY_DUNGEON 3
#define LP_REPLAY_MAX_BYTES (4u * 1024u * 1024u)
#define LP_REPLAY_MAX_EVENTS 200000
#define LP_REPLAY_MAX_TEXT 8192        /* bytes of one event's text */
#define LP_REPLAY_MAX_LEVEL_LINES 400
#define LP_REPLAY_MAX_TICK 0x7FFFFFFFu

/* What the pupil did. The numbers a, b, c each kind uses are listed beside it. */
typedef enum LpReplayKind {
    LP_RE_PLACE = 0, /* toy car: a tile put on cell (a, b) pointing c (TcDir) */
    LP_RE_REMOVE,    /* toy car: the tile on cell (a, b) taken off */
    LP_RE_CLEAR,     /* toy car: every tile taken off */
    LP_RE_RUN,       /* Play / Run pressed */
    LP_RE_STEP,      /* one step forward (robot) */
    LP_RE_BACK,      /* one step back (robot) */
    LP_RE_STOP,      /* the run stopped or the world reset by the pupil */
    LP_RE_SPEED,     /* the screen's run speed set to a */
    LP_RE_EDIT,      /* the program text: keep the first a bytes, drop b, insert text */
    LP_RE_WALK,      /* May's Journey: May walks one step, direction a (MjDir); the dungeon, outside a
                      * puzzle: the pupil walks one tile toward side a (DgSide) */
    LP_RE_PANEL,     /* May's Journey: the code panel opened (a = 1) or closed (a = 0) */
    LP_RE_RESTART,   /* May's Journey: the room put back as it began */
    LP_RE_TURN,      /* robot: the camera turned by a quarter turns (a = -1 or 1) */
    LP_RE_VIEW,      /* robot: text view (a = 1) or blocks (a = 0) */
    LP_RE_OUTCOME,   /* a run ended: a = solved (1/0), b = tries so far, c = commands */
    LP_RE_ROOM,      /* the dungeon: room a's puzzle opened at its terminal (the events after it are
                      * that puzzle's, as in its own mode), or a = -1: back to the dungeon (format 3) */
    LP_RE_PUZZLE,    /* the dungeon: room a's puzzle swapped for an easier one, whose code is the text */
    LP_RE_KIND_COUNT
} LpReplayKind;

typedef struct LpReplayEvent {
    uint32_t tick;
    int kind; /* LpReplayKind */
    int a, b, c;
    char *text; /* owned; NULL for kinds without text */
} LpReplayEvent;

typedef struct LpReplay {
    int version;         /* the format it was read from (written: LP_REPLAY_VERSION) */
    char game[32];       /* Loopling version that recorded it */
    char mode[16];       /* "toycar", "bots", "mays", "dungeon" */
    char title[96];
    int anim_speed;      /* 0..2 */
    char code[40];       /* share code, or "" */
    char *level_text;    /* owned level file text, or NULL */
    int has_result;      /* the level was solved while recording */
    int result_solved, result_tries, result_commands;
    uint32_t result_tick;
    LpReplayEvent *events; /* owned, in tick order */
    int count, capacity;
    int failed;          /* an allocation failed or a limit was reached while recording */
} LpReplay;

void lp_replay_init(LpReplay *r);
void lp_replay_free(LpReplay *r);
/* Forget the events and the result (the header stays). */
void lp_replay_clear_events(LpReplay *r);
/* Set the level: code (may be NULL or "") and/or the level file's text (copied; may be NULL). */
void lp_replay_set_level(LpReplay *r, const char *mode, const char *title, const char *code,
                         const char *level_text);

/* Append an event (ticks must not go backwards: an earlier tick is raised to the last one).
 * text is copied (NULL for none). Returns 1, or 0 when full or out of memory (r->failed). */
int lp_replay_add(LpReplay *r, uint32_t tick, LpReplayKind kind, int a, int b, int c, const char *text);
/* Append the LP_RE_EDIT that turns before into after (nothing when they are equal). */
int lp_replay_add_edit(LpReplay *r, uint32_t tick, const char *before, const char *after);
/* Apply an LP_RE_EDIT to before, writing the new text into out (cleared first). Returns 0 when
 * the edit does not fit before (a damaged replay). */
int lp_replay_apply_edit(const LpReplayEvent *ev, const char *before, LpBuf *out);
/* Record that the level was solved. */
void lp_replay_set_result(LpReplay *r, uint32_t tick, int solved, int tries, int commands);

/* Append the file's bytes to out. */
void lp_replay_write(const LpReplay *r, LpBuf *out);
/* Parse a replay; on failure fills diag with label:line: reason, leaves out empty and returns 0.
 * out must be initialised (its old contents are freed). */
int lp_replay_parse(const char *text, size_t len, const char *label, LpReplay *out, LpDiag *diag);
/* Read and parse a file (at most LP_REPLAY_MAX_BYTES). */
int lp_replay_load(const char *path, LpReplay *out, LpDiag *diag);

/* A replay's mode as its title and the player's bar name it: "toycar" -> "Toy car", "bots" ->
 * "Robot", "dungeon" -> "Dungeon", anything else "May's Journey". */
const char *lp_replay_mode_title(const char *mode);
/* "place", "run", ... or NULL for a kind out of range. */
const char *lp_replay_kind_name(int kind);
/* The tick of the last event or of the result, whichever is later. */
uint32_t lp_replay_length(const LpReplay *r);
#endif
