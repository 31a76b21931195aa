/* bots_fit.h - the robot world's zoom to fit and its see-through decision as pure geometry (no
 * SDL, no drawing): a column's picture is a convex shape on screen, kept as its extent along four
 * axes (screen x, screen y and the normals of a floor tile's two edge directions, which are all
 * the directions its edges run in). bots_fit_place makes the world as large as a panel allows
 * without touching the controls over it; bots_fit_covers says whether a column drawn later
 * covers the robot or a switch, so it is drawn see-through. Used by bots_view.c. */
#ifndef UI_BOTS_FIT_H
#define UI_BOTS_FIT_H

#define BOTS_FIT_AXES 4

typedef struct BotsFitRect {
    float x, y, w, h;
} BotsFitRect;

/* Unit axes: 0 is screen x, 1 screen y, 2 and 3 the normals of a floor tile's edges. */
typedef struct BotsFitAxes {
    float x[BOTS_FIT_AXES], y[BOTS_FIT_AXES];
} BotsFitAxes;

/* A convex shape (a column from its foot to its top, as seen) by its extent along each axis. */
typedef struct BotsFitShape {
    float lo[BOTS_FIT_AXES], hi[BOTS_FIT_AXES];
} BotsFitShape;

/* Where the world goes: a point p of the unit picture is drawn at (ox + scale * p.x, oy +
 * scale * p.y); box is the world's bounding rect on screen; clear is 0 when no placement kept
 * off the controls (the world is then centred at the smallest scale tried). */
typedef struct BotsFit {
    float scale, ox, oy;
    BotsFitRect box;
    int clear;
} BotsFit;

/* The axes for floor tiles whose edges run along screen directions (ex, ey) and (fx, fy). */
void bots_fit_axes(BotsFitAxes *ax, float ex, float ey, float fx, float fy);
/* The shape of the convex hull of n points (a column's 8 corners as seen). */
void bots_fit_shape(const BotsFitAxes *ax, const float *px, const float *py, int n, BotsFitShape *out);
/* Does shape s, drawn at scale and offset (ox, oy), overlap rectangle r? Touching is not. */
int bots_fit_hits(const BotsFitAxes *ax, const BotsFitShape *s, float scale, float ox, float oy, BotsFitRect r);
/* The largest scale (at most max_scale) at which all n shapes lie inside area and touch none of
 * the navoid rectangles, placed as near the middle of area as that allows. */
BotsFit bots_fit_place(const BotsFitAxes *ax, const BotsFitShape *shapes, int n, BotsFitRect area,
                       const BotsFitRect *avoid, int navoid, float max_scale);
/* How much of subject's picture shape front covers, 0..1 (sampled on a BOTS_FIT_SAMPLES square
 * grid over subject's bounding rect; both at scale 1, no offset). */
#define BOTS_FIT_SAMPLES 12
float bots_fit_coverage(const BotsFitAxes *ax, const BotsFitShape *front, const BotsFitShape *subject);
/* Does a block drawn at painter's position front_order, whose screen shape (from the subject's
 * height up to its top front_top) is front, cover a subject (the robot, a switch, the facing
 * arrow) drawn at subject_order, whose picture is subject, with its foot at height subject_z?
 * Only what is drawn later and reaches above the subject's foot can, and only a cover of at
 * least BOTS_FIT_COVER of the subject's picture counts: a corner clipped off leaves it in plain
 * sight, and a see-through block is itself harder to read. */
#define BOTS_FIT_COVER 0.3f
int bots_fit_covers(const BotsFitAxes *ax, const BotsFitShape *front, int front_order, float front_top,
                    const BotsFitShape *subject, int subject_order, float subject_z);

#endif
