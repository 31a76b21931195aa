/* framestats.c - per-screen drawing costs (framestats.h). */
#include "ui/shell/framestats.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/buf.h"
#include "core/i18n.h"

#define SCREENS_MAX 16

typedef struct ScreenStats {
    char name[32];
    long long ticks, frames, cpu_ns;
    long long font_opens, font_opens_late, font_resizes, font_resizes_late, text_renders, text_measures;
    long long *samples; /* CPU of each drawn frame, ns */
    int count, cap;
} ScreenStats;

struct FrameStats {
    ScreenStats screens[SCREENS_MAX];
    int count;
};

FrameStats *frame_stats_create(void) { return calloc(1, sizeof(FrameStats)); }

void frame_stats_free(FrameStats *fs)
{
    if (!fs) return;
    for (int i = 0; i < fs->count; i++) free(fs->screens[i].samples);
    free(fs);
}

long long frame_stats_cpu_ns(void)
{
    struct timespec t;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) != 0) return 0;
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static ScreenStats *screen_of(FrameStats *fs, const char *name)
{
    for (int i = 0; i < fs->count; i++)
        if (!strcmp(fs->screens[i].name, name)) return &fs->screens[i];
    if (fs->count == SCREENS_MAX) return NULL;
    ScreenStats *s = &fs->screens[fs->count++];
    snprintf(s->name, sizeof s->name, "%s", name);
    return s;
}

void frame_stats_pass(FrameStats *fs, const char *screen, int ticks, int drew, long long cpu_ns, const GfxStats *spent,
                      uint64_t on_screen)
{
    ScreenStats *s = fs ? screen_of(fs, screen) : NULL;
    if (!s) return;
    s->ticks += ticks;
    s->cpu_ns += cpu_ns;
    s->font_opens += spent->font_opens;
    s->font_resizes += spent->font_resizes;
    if (on_screen > 60) {
        s->font_opens_late += spent->font_opens;
        s->font_resizes_late += spent->font_resizes;
    }
    s->text_renders += spent->text_renders;
    s->text_measures += spent->text_measures;
    if (!drew) return;
    s->frames++;
    if (on_screen <= 60) return; /* the first second: fonts, textures and texts made for the first time */
    if (s->count == s->cap) {
        int cap = s->cap ? s->cap * 2 : 256;
        long long *grown = realloc(s->samples, (size_t)cap * sizeof *grown);
        if (!grown) return;
        s->samples = grown;
        s->cap = cap;
    }
    s->samples[s->count++] = cpu_ns;
}

static int cmp_ll(const void *a, const void *b)
{
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

/* The q-th percentile (0..100) of sorted[0..n), nearest rank. */
static long long percentile(const long long *sorted, int n, int q)
{
    if (n == 0) return 0;
    int rank = (q * n + 99) / 100;
    return sorted[rank < 1 ? 0 : rank - 1];
}

int frame_stats_write(const FrameStats *fs, const char *path, char *why, int why_size)
{
    LpBuf o;
    lp_buf_init(&o);
    lp_buf_puts(&o, "{\"tick_hz\":60,\"screens\":{");
    for (int i = 0; i < fs->count; i++) {
        const ScreenStats *s = &fs->screens[i];
        long long *sorted = malloc((size_t)(s->count ? s->count : 1) * sizeof *sorted);
        if (!sorted) continue;
        if (s->count) memcpy(sorted, s->samples, (size_t)s->count * sizeof *sorted);
        qsort(sorted, (size_t)s->count, sizeof *sorted, cmp_ll);
        double seconds = (double)s->ticks / 60.0;
        lp_buf_printf(&o, "%s\"%s\":{\"ticks\":%lld,\"frames\":%lld,\"frames_per_second\":%.2f,", i ? "," : "", s->name,
                      s->ticks, s->frames, seconds > 0 ? (double)s->frames / seconds : 0.0);
        lp_buf_printf(&o, "\"cpu_ms_per_frame\":{\"p50\":%.3f,\"p99\":%.3f,\"max\":%.3f},",
                      (double)percentile(sorted, s->count, 50) / 1e6, (double)percentile(sorted, s->count, 99) / 1e6,
                      (double)(s->count ? sorted[s->count - 1] : 0) / 1e6);
        lp_buf_printf(&o, "\"cpu_percent\":%.2f,\"font_opens\":%lld,\"font_opens_after_1s\":%lld,",
                      seconds > 0 ? (double)s->cpu_ns / 1e9 / seconds * 100.0 : 0.0, s->font_opens, s->font_opens_late);
        lp_buf_printf(&o, "\"font_resizes\":%lld,\"font_resizes_after_1s\":%lld,", s->font_resizes, s->font_resizes_late);
        lp_buf_printf(&o, "\"text_renders\":%lld,\"text_measures\":%lld}", s->text_renders, s->text_measures);
        free(sorted);
    }
    lp_buf_puts(&o, "}}\n");
    FILE *f = fopen(path, "wb");
    int ok = f && !o.failed && fwrite(o.data, 1, o.count, f) == o.count;
    if (f && fclose(f) != 0) ok = 0;
    /* TRANSLATORS: on the terminal: a file, then the system's reason */
    if (!ok) snprintf(why, (size_t)why_size, _("%s: cannot write the frame stats: %s"), path, strerror(errno));
    lp_buf_free(&o);
    return ok;
}
