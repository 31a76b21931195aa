/* flowchart_check.h - private to flowchart.c (running and reading the Lua files) and
 * flowchart_check.c (the static checks: values checked as they are read, then names across the two
 * files and every way through the options). Not part of the contract: dungeon_gen.h is. */
#ifndef DG_FLOWCHART_CHECK_H
#define DG_FLOWCHART_CHECK_H

#include <stddef.h>

#include "core/luahost.h"
#include "dungeon/dungeon_gen.h"

/* Names read before they can be resolved: a room type may name modules and side rooms, and an
 * action room types, that the other file defines. */
typedef struct DgFcNames {
    char type_modules[DG_MAX_TYPES][DG_MAX_TYPE_MODULES][DG_NAME];
    char type_side[DG_MAX_TYPES][DG_MAX_SIDE][DG_NAME];
    char node_rooms[DG_MAX_NODES][DG_MAX_CHOICES][DG_NAME];
    uint8_t type_in_flowchart[DG_MAX_TYPES]; /* 1: the flowchart defined it, 0: rooms.lua */
} DgFcNames;

/* The loader's state, from dg_flowchart_load's stack (nothing allocated). */
typedef struct DgFcLoader {
    LpLua *lua;
    DgFlowchart *f;
    DgFcNames *names;
    LpDiag *diag;
    const char *path, *rooms_path;  /* the flowchart, rooms.lua ("" when none) */
    const char *file;               /* the file being read now (for messages) */
    const char *data_dir;           /* scripts/templates and levels/ are found under it */
    int in_flowchart;               /* reading the flowchart file (0: rooms.lua) */
    int fallback_line;              /* a line for messages about tables no declarator marked */
    int room_count_line, flow_line; /* where the flowchart says room_count = and flow = (0 unknown) */
    int seq_count;                  /* DgFlowchart.seq used so far */
    char *text;                     /* the file's text, wrapped (flowchart.c, run_file) */
    size_t text_cap;
    size_t text_start, text_end; /* the file's own text inside it */
} DgFcLoader;

/* Fill diag with file:line: message (printf-style). Returns 0. */
int dg_fc_fail(const DgFcLoader *ld, const char *file, int line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* The name closest to word among count names spaced stride bytes apart (a misspelling: at most 2
 * letters wrong), or NULL. Words that are all different get no suggestion. */
const char *dg_fc_closest(const char *word, const char *names, size_t stride, int count);
/* The same over a list of words, one space apart ("rooms gives needs"). Writes into out. */
const char *dg_fc_closest_word(const char *word, const char *words, char *out, size_t cap);

/* The line (1-based) where `key =` begins a line of text (a comment line, "-- ...", never does);
 * 0 when none. */
int dg_fc_line_of(const char *text, size_t len, const char *key);

/* ---- reading values from the open table of the Lua cursor, checked as they are read ----
 * owner names the table in messages ("room 'garage'"). Unless said otherwise they return 1 read,
 * 0 missing (out untouched), -1 wrong (diag set). */

/* A host reader failed: say the file's whole path, and a line when the host knew none. Returns 0. */
int dg_fc_host_error(const DgFcLoader *ld);
/* The line of the open table (its declaration, or its parent's), else ld->fallback_line. */
int dg_fc_here(const DgFcLoader *ld);
/* 1 when the open table has field key. */
int dg_fc_has(DgFcLoader *ld, const char *key);
/* Every named field is one of words ("rooms gives needs"), else a message (a misspelt word would
 * be left out without a sound). Returns 1 or 0. */
int dg_fc_words(DgFcLoader *ld, const char *owner, const char *words);
/* The open table was written decl { ... } (or as a plain table). Returns 1 or 0. */
int dg_fc_declared(DgFcLoader *ld, const char *owner, const char *decl);
/* A name of 1 to DG_NAME - 1 letters: field key, or item index when key is NULL. */
int dg_fc_name(DgFcLoader *ld, const char *owner, const char *key, long long index, char out[DG_NAME]);
/* A range { lo, hi } (or one number: lo = hi) of whole numbers inside min..max. */
int dg_fc_range(DgFcLoader *ld, const char *owner, const char *key, int min, int max, int *lo, int *hi);
/* One whole number inside min..max. */
int dg_fc_whole(DgFcLoader *ld, const char *owner, const char *key, int min, int max, int *out);
/* A floor size { w, h } (one number: a square), 1 to DG_ROOM_MAX - 2 a side. */
int dg_fc_size(DgFcLoader *ld, const char *owner, const char *key, int *w, int *h);
/* A list of names ({ "walls", "doors" }; one name alone: a list of one) into out[0..max), count. */
int dg_fc_names(DgFcLoader *ld, const char *owner, const char *key, char (*out)[DG_NAME], int max,
                int *count);
/* The tile called name into *out. Returns 1 or 0 (field key named in the message). */
int dg_fc_tile(DgFcLoader *ld, const char *owner, const char *key, const char *name, int *out);
/* A rule's tiles (next_to = "floor" or { "torch", "door" }) as bits of DgTile. Returns 1 or 0. */
int dg_fc_mask(DgFcLoader *ld, const char *owner, const char *key, uint16_t *mask);
/* puzzle { mode = ..., ... } (the open table) of the action called action: the mode's ranges, a
 * robot template or a lesson that exists under data_dir. Returns 1 or 0. */
int dg_fc_puzzle(DgFcLoader *ld, const char *action, DgPuzzleSpec *p);

/* ---- once both files are read ---- */

/* Every module, side room and action room named by its type index (the files both read). */
int dg_fc_resolve(DgFcLoader *ld);
/* Every combination of option outcomes walked: keys given before needed and once, at least one
 * action, no more than room_count allows, main-path rooms with a way in and out. */
int dg_fc_check_paths(const DgFcLoader *ld);

#endif
