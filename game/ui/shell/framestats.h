/* framestats.h - what drawing costs, per screen, for `loopling --frame-stats FILE.json` (a teacher
 * with a slow laptop can send it; tests read it): ticks, frames drawn, the main thread's CPU per
 * frame drawn after the screen's first second (p50, p99, max; the first second makes every text
 * and texture for the first time) and over the whole time, fonts opened and resized to a new size
 * (and after the first second), texts rendered and measured. */
#ifndef UI_SHELL_FRAMESTATS_H
#define UI_SHELL_FRAMESTATS_H

#include <stdint.h>

#include "ui/widgets/gfx.h"

typedef struct FrameStats FrameStats;

FrameStats *frame_stats_create(void);
void frame_stats_free(FrameStats *fs);
/* The main thread's CPU time so far, in nanoseconds. */
long long frame_stats_cpu_ns(void);
/* One pass of the loop on screen: the ticks it ran, whether it drew, the CPU it took, what gfx
 * counted during it, and how long the screen had been showing (ticks) when it began. */
void frame_stats_pass(FrameStats *fs, const char *screen, int ticks, int drew, long long cpu_ns, const GfxStats *spent,
                      uint64_t on_screen);
/* Write the JSON: 1, or 0 with why. */
int frame_stats_write(const FrameStats *fs, const char *path, char *why, int why_size);

#endif
