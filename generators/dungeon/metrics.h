/* metrics.h - how a dungeon is shaped, in four numbers (DUNGEON.md 3.10: linearity, backtracking,
 * density, corridor share), and the expressive range of many dungeons as a PNG (two heat maps in
 * the look of generators/mays/heatmap.c). Reads only the world a pupil walks (modes/dungeon);
 * integer arithmetic only, so every build gives the same numbers. The PNG is the only I/O.
 * metrics.c says exactly how each number is counted. Prefix dg_. */
#ifndef DG_METRICS_H
#define DG_METRICS_H

#include "core/diag.h"
#include "modes/dungeon/dungeon.h"

typedef struct DgMetrics {
    int linearity, backtracking, density, corridor_share; /* thousandths; backtracking -1: no complete walk */
    int rooms, main_rooms, corridor_tiles, floor_tiles;   /* the counts they are made of */
} DgMetrics;

/* The metrics of one world (indexed: dg_world_index). */
void dg_metrics(const DgWorld *w, DgMetrics *out);

/* The expressive-range picture's size in pixels (two panels side by side). */
#define DG_RANGE_W 1200
#define DG_RANGE_H 540

/* The expressive range of `count` dungeons' metrics (range.c) as a PNG at path: linearity x
 * backtracking on the left, density x corridor share on the right, each a heat map with its own
 * colour scale, under `title`. Returns 1, or 0 with diag. */
int dg_range_write_png(const char *path, const DgMetrics *m, int count, const char *title, LpDiag *diag);

#endif
