/* bots_fit.c - the robot world's zoom to fit and its see-through decision (bots_fit.h): pure
 * geometry, separating axes on four fixed directions. */
#include "ui/bots/bots_fit.h"

#include <math.h>
#include <stdlib.h>

void bots_fit_axes(BotsFitAxes *ax, float ex, float ey, float fx, float fy)
{
    float dir[2][2] = {{ex, ey}, {fx, fy}};
    ax->x[0] = 1, ax->y[0] = 0;
    ax->x[1] = 0, ax->y[1] = 1;
    for (int k = 0; k < 2; k++) {
        float nx = -dir[k][1], ny = dir[k][0], len = sqrtf(nx * nx + ny * ny);
        if (len < 1e-6f) nx = 1, ny = 0, len = 1; /* a degenerate edge: any axis is sound */
        ax->x[2 + k] = nx / len, ax->y[2 + k] = ny / len;
    }
}

void bots_fit_shape(const BotsFitAxes *ax, const float *px, const float *py, int n, BotsFitShape *out)
{
    for (int k = 0; k < BOTS_FIT_AXES; k++) {
        out->lo[k] = 1e30f, out->hi[k] = -1e30f;
        for (int i = 0; i < n; i++) {
            float d = ax->x[k] * px[i] + ax->y[k] * py[i];
            if (d < out->lo[k]) out->lo[k] = d;
            if (d > out->hi[k]) out->hi[k] = d;
        }
    }
}

/* Rectangle r's extent along axis k. */
static void rect_span(const BotsFitAxes *ax, int k, BotsFitRect r, float *lo, float *hi)
{
    float a = ax->x[k], b = ax->y[k];
    float c[4] = {a * r.x + b * r.y, a * (r.x + r.w) + b * r.y, a * r.x + b * (r.y + r.h), a * (r.x + r.w) + b * (r.y + r.h)};
    *lo = *hi = c[0];
    for (int i = 1; i < 4; i++) {
        if (c[i] < *lo) *lo = c[i];
        if (c[i] > *hi) *hi = c[i];
    }
}

int bots_fit_hits(const BotsFitAxes *ax, const BotsFitShape *s, float scale, float ox, float oy, BotsFitRect r)
{
    if (r.w <= 0 || r.h <= 0) return 0;
    for (int k = 0; k < BOTS_FIT_AXES; k++) {
        float lo, hi, off = ax->x[k] * ox + ax->y[k] * oy;
        rect_span(ax, k, r, &lo, &hi);
        if (off + scale * s->hi[k] <= lo || off + scale * s->lo[k] >= hi) return 0; /* a gap along this axis */
    }
    return 1;
}

typedef struct Spot {
    float fx, fy, key;
} Spot;

static int by_key(const void *a, const void *b)
{
    const Spot *p = a, *q = b;
    return p->key < q->key ? -1 : p->key > q->key ? 1 : 0;
}

/* Placements to try at one scale: where the slack goes, the middle first. */
#define SPOT_STEPS 9
#define SPOTS (SPOT_STEPS * SPOT_STEPS)
static void spots(Spot *out)
{
    for (int i = 0; i < SPOT_STEPS; i++)
        for (int j = 0; j < SPOT_STEPS; j++) {
            Spot *s = &out[i * SPOT_STEPS + j];
            s->fx = i / (float)(SPOT_STEPS - 1), s->fy = j / (float)(SPOT_STEPS - 1);
            /* nearest the middle first; a sideways shift costs a little more than an upward one */
            s->key = fabsf(s->fx - 0.5f) * 1.2f + fabsf(s->fy - 0.5f) + (i * SPOT_STEPS + j) * 1e-5f;
        }
    qsort(out, SPOTS, sizeof *out, by_key);
}

typedef struct Job {
    const BotsFitAxes *ax;
    const BotsFitShape *shapes;
    int n;
    BotsFitRect area;
    const BotsFitRect *avoid;
    int navoid;
    float x0, y0, w, h; /* the unit picture's bounding box */
    Spot spot[SPOTS];
} Job;

static int overlap(BotsFitRect a, BotsFitRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* A placement at scale s that touches no control, the middlemost (only those centred across
 * when centred is set); 0 when there is none. */
static int place_at(const Job *j, float s, int centred, BotsFit *out)
{
    float slack_x = j->area.w - s * j->w, slack_y = j->area.h - s * j->h;
    for (int c = 0; c < SPOTS; c++) {
        if (centred && j->spot[c].fx != 0.5f) continue;
        float ox = j->area.x + slack_x * j->spot[c].fx - s * j->x0;
        float oy = j->area.y + slack_y * j->spot[c].fy - s * j->y0;
        BotsFitRect box = {ox + s * j->x0, oy + s * j->y0, s * j->w, s * j->h};
        int ok = 1;
        for (int a = 0; a < j->navoid && ok; a++) {
            if (!overlap(box, j->avoid[a])) continue;
            for (int i = 0; i < j->n && ok; i++)
                if (bots_fit_hits(j->ax, &j->shapes[i], s, ox, oy, j->avoid[a])) ok = 0;
        }
        if (ok) {
            *out = (BotsFit){s, ox, oy, box, 1};
            return 1;
        }
        if (slack_x <= 0.5f && slack_y <= 0.5f) break; /* every spot is the same */
    }
    return 0;
}

/* The largest scale up to hi with a placement that touches no control (fallback: the world
 * centred at the smallest scale tried, clear 0). */
static BotsFit search(const Job *j, float hi, int centred, const BotsFit *fallback)
{
    BotsFit fit = *fallback;
    if (place_at(j, hi, centred, &fit)) return fit;
    /* The largest scale that fits is between lo and hi (near enough: a smaller world only ever
     * frees more room). */
    float lo = hi * 0.2f;
    if (!place_at(j, lo, centred, &fit)) {
        float ox = j->area.x + (j->area.w - lo * j->w) * 0.5f - lo * j->x0;
        float oy = j->area.y + (j->area.h - lo * j->h) * 0.5f - lo * j->y0;
        return (BotsFit){lo, ox, oy, {ox + lo * j->x0, oy + lo * j->y0, lo * j->w, lo * j->h}, 0};
    }
    for (int it = 0; it < 16; it++) {
        float mid = (lo + hi) * 0.5f;
        BotsFit f;
        if (place_at(j, mid, centred, &f)) lo = mid, fit = f;
        else hi = mid;
    }
    return fit;
}

BotsFit bots_fit_place(const BotsFitAxes *ax, const BotsFitShape *shapes, int n, BotsFitRect area,
                       const BotsFitRect *avoid, int navoid, float max_scale)
{
    Job *j = malloc(sizeof *j);
    BotsFit fit = {1, area.x + area.w * 0.5f, area.y + area.h * 0.5f, {area.x + area.w * 0.5f, area.y + area.h * 0.5f, 0, 0}, 0};
    if (!j || n <= 0 || area.w <= 0 || area.h <= 0) {
        free(j);
        return fit;
    }
    *j = (Job){ax, shapes, n, area, avoid, navoid, 1e30f, 1e30f, 0, 0, {{0}}};
    float x1 = -1e30f, y1 = -1e30f;
    for (int i = 0; i < n; i++) {
        if (shapes[i].lo[0] < j->x0) j->x0 = shapes[i].lo[0];
        if (shapes[i].lo[1] < j->y0) j->y0 = shapes[i].lo[1];
        if (shapes[i].hi[0] > x1) x1 = shapes[i].hi[0];
        if (shapes[i].hi[1] > y1) y1 = shapes[i].hi[1];
    }
    j->w = x1 - j->x0 > 1e-3f ? x1 - j->x0 : 1e-3f;
    j->h = y1 - j->y0 > 1e-3f ? y1 - j->y0 : 1e-3f;
    spots(j->spot);
    float hi = area.w / j->w < area.h / j->h ? area.w / j->w : area.h / j->h;
    if (max_scale > 0 && hi > max_scale) hi = max_scale;
    /* Centred across, unless a placement off to one side makes the world clearly larger. */
    BotsFit centred = search(j, hi, 1, &fit);
    if (!centred.clear || centred.scale < hi) {
        BotsFit any = search(j, hi, 0, &fit);
        fit = any.clear && (!centred.clear || any.scale > centred.scale * 1.12f) ? any : centred;
    } else {
        fit = centred;
    }
    free(j);
    return fit;
}

static int in_shape(const BotsFitAxes *ax, const BotsFitShape *s, float x, float y)
{
    for (int k = 0; k < BOTS_FIT_AXES; k++) {
        float d = ax->x[k] * x + ax->y[k] * y;
        if (d < s->lo[k] || d > s->hi[k]) return 0;
    }
    return 1;
}

float bots_fit_coverage(const BotsFitAxes *ax, const BotsFitShape *front, const BotsFitShape *subject)
{
    float x0 = subject->lo[0], y0 = subject->lo[1], w = subject->hi[0] - x0, h = subject->hi[1] - y0;
    int in = 0, both = 0;
    for (int j = 0; j < BOTS_FIT_SAMPLES; j++)
        for (int i = 0; i < BOTS_FIT_SAMPLES; i++) {
            float x = x0 + w * (i + 0.5f) / BOTS_FIT_SAMPLES, y = y0 + h * (j + 0.5f) / BOTS_FIT_SAMPLES;
            if (!in_shape(ax, subject, x, y)) continue;
            in++;
            both += in_shape(ax, front, x, y);
        }
    return in ? both / (float)in : 0.0f;
}

int bots_fit_covers(const BotsFitAxes *ax, const BotsFitShape *front, int front_order, float front_top,
                    const BotsFitShape *subject, int subject_order, float subject_z)
{
    if (front_order <= subject_order || front_top <= subject_z + 0.01f) return 0;
    BotsFitRect r = {subject->lo[0], subject->lo[1], subject->hi[0] - subject->lo[0], subject->hi[1] - subject->lo[1]};
    return bots_fit_hits(ax, front, 1, 0, 0, r) && bots_fit_coverage(ax, front, subject) >= BOTS_FIT_COVER;
}
