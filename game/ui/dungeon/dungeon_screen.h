/* dungeon_screen.h - the dungeon's face (screen_dungeon.c: input, the visit, the rooms' puzzles;
 * dungeon_view.c: drawing), sharing one state. Internal to game/ui/dungeon. */
#ifndef UI_DUNGEON_SCREEN_H
#define UI_DUNGEON_SCREEN_H

#include "dungeon/dungeon_gen.h"
#include "puzzle/dungeon_visit.h"
#include "ui/shell/session.h"
#include "ui/shell/worker.h"
#include "ui/widgets/widgets.h"

#define DG_TILE_PX 48        /* a tile on screen */
#define DG_MOVE_TICKS 7      /* one step's slide */
#define DG_GATE_TICKS 50     /* a gate sliding open */
#define DG_ROOM_TOP 44       /* the banner over a room's puzzle */

enum { DB_MENU = 0, DB_MAP, DB_SUMMARY_MENU, DB_SUMMARY_AGAIN, DB_ASK_STAY, DB_ASK_LEAVE, DB_COUNT };

/* What the generator's thread makes (its own copy of everything it reads). */
typedef struct DungeonJob {
    PzOpen how;                 /* a code or a level file's text ... */
    char code[LP_SHARECODE_MAX];
    char *level_text;
    char flowchart[1200];       /* ... or a flowchart made for the pupil */
    char rooms[1200];
    char data_dir[1024];
    DgPupil pupil;
    uint32_t seed;
    int model_options;          /* the flowchart's options that read a model (its ladder steps) */
    DgWorld world;              /* the result */
    LpDiag diag;
    struct Worker *worker;
} DungeonJob;

typedef struct DungeonScreen {
    PzSession *session;
    Worker worker;
    DungeonJob *job;
    int ready;                  /* the visit is on */
    char error[700];            /* the dungeon could not open: why */
    DgVisit visit;
    char title[96];
    uint8_t seen[DG_MAP_H][DG_MAP_W]; /* tiles the pupil has seen (the fog) */
    /* the room's puzzle */
    PzSession *room;            /* open at its terminal, or NULL */
    int room_index;             /* ... of this room */
    char room_arg[1400];        /* what it opened (a code, or a lesson's file) */
    int room_solved;            /* it was solved: the gate opens when the pupil comes back */
    int want_leave;             /* the room's Back or Go on: back to the dungeon next tick */
    int want_easier;            /* the room's Easier one: swap it next tick */
    int want_room;              /* a terminal stepped on: its puzzle opens when the step ends (-1) */
    /* movement and animation */
    int from_x, from_y;         /* the tile the last step began on */
    int move_t;                 /* ticks left of its slide */
    int queued;                 /* a direction pressed during the slide, -1 none */
    int target_x, target_y;     /* a clicked tile walked to, -1 none */
    int gate_room, gate_t;      /* a gate opening: its room, ticks left */
    int bump_t;                 /* a bump's wobble */
    int cam_x, cam_y, cam_set;  /* where map tile (0, 0) is drawn (dungeon_camera_tick moves it) */
    int bar_words, bar_pitch, bar_end; /* the top bar as last drawn: "Keys" and "Puzzles" written, the
                                          pictures' pitch, the chests' right end (for --state) */
    char message[480];          /* room for a translation */
    int message_kind;           /* 0 info, 1 good, 2 problem */
    uint64_t message_tick;
    int map_big;                /* Tab: the map over the whole screen */
    int summary;                /* the stairs: the summary is up */
    int asking;                 /* "Leave the dungeon?" is up (Menu or Esc with a walk under way) */
    SDL_Rect summary_boxes[8];  /* its lines as last drawn: the words' box, the value's box (--state) */
    int summary_box_count;
    uint64_t done_tick;
    ButtonList buttons;
    SDL_Texture *minimap;
    int minimap_w, minimap_h;
    int minimap_dirty;
    int minimap_scale;       /* its pixels a tile */
    SDL_Rect minimap_region; /* the tiles it shows */
} DungeonScreen;

/* dungeon_view.c */
void dungeon_screen_layout(DungeonScreen *st);
/* Where "Leave the dungeon?" is drawn (a click beside it keeps exploring). */
SDL_Rect dungeon_ask_rect(void);
void dungeon_screen_draw(App *app, DungeonScreen *st);
/* Which buttons show, from the screen's state: called before input is handled and before drawing,
 * so a button that just appeared (the question's Leave) answers before any frame is drawn. */
void dungeon_screen_buttons(App *app, DungeonScreen *st);
/* The camera one tick on toward the pupil's room (or, in a corridor, the pupil); snap: there at once. */
void dungeon_camera_tick(DungeonScreen *st, int snap);
/* 1 when the camera is where it is going (nothing moves by itself). */
int dungeon_camera_settled(const DungeonScreen *st);
/* The pupil's room on screen: x, y, w, h in pixels (all 0 in a corridor). */
void dungeon_room_on_screen(const DungeonScreen *st, int rect[4]);
/* The tiles the minimap shows (x, y, w, h) and its pixels a tile, as last drawn. */
void dungeon_minimap_shown(const DungeonScreen *st, int rect[4], int *ppt);
/* The screen tile under window point (x, y) (1 with tx, ty), for a click. */
int dungeon_tile_at(const App *app, const DungeonScreen *st, int x, int y, int *tx, int *ty);
/* The area a room's puzzle is drawn in (under the banner). */
SDL_Rect dungeon_room_area(void);
void dungeon_view_free(DungeonScreen *st);

#endif
