/* test_bots_fit.c - the robot world's zoom to fit and its see-through decision
 * (game/ui/bots/bots_fit.c, pure geometry): shapes by their extent on four axes, the largest
 * placement that keeps off the controls, and which block covers the robot or a switch. */
#include <math.h>

#include "test.h"
#include "ui/bots/bots_fit.h"

/* The isometric axes of the game's camera at rest: a tile's edges run (1, 0.5) and (-1, 0.5). */
static void iso_axes(BotsFitAxes *ax) { bots_fit_axes(ax, 1, 0.5f, -1, 0.5f); }

/* A column's picture at unit scale: the floor tile at (cx, cy) (its centre on screen), raised
 * by lift (screen units up). */
static BotsFitShape column(const BotsFitAxes *ax, float cx, float cy, float lift)
{
    float px[8] = {cx - 1, cx, cx + 1, cx, cx - 1, cx, cx + 1, cx};
    float py[8] = {cy, cy - 0.5f, cy, cy + 0.5f, cy - lift, cy - 0.5f - lift, cy - lift, cy + 0.5f - lift};
    BotsFitShape s;
    bots_fit_shape(ax, px, py, 8, &s);
    return s;
}

static void test_hits_is_exact_for_a_tile(void)
{
    BotsFitAxes ax;
    iso_axes(&ax);
    BotsFitShape tile = column(&ax, 0, 0, 0); /* a flat diamond from (-1,0) to (1,0), (0,+-0.5) */
    CHECK(bots_fit_hits(&ax, &tile, 1, 0, 0, (BotsFitRect){-0.1f, -0.1f, 0.2f, 0.2f}));
    /* The diamond's empty corner: inside its bounding box, outside the diamond. */
    CHECK(!bots_fit_hits(&ax, &tile, 1, 0, 0, (BotsFitRect){0.7f, 0.3f, 0.3f, 0.2f}));
    /* Scale and offset move the shape: at scale 10 round (100, 50) the same corner rect is far. */
    CHECK(bots_fit_hits(&ax, &tile, 10, 100, 50, (BotsFitRect){95, 45, 10, 10}));
    CHECK(!bots_fit_hits(&ax, &tile, 10, 100, 50, (BotsFitRect){107, 53, 3, 2}));
    /* Touching is not overlapping. */
    CHECK(!bots_fit_hits(&ax, &tile, 1, 0, 0, (BotsFitRect){1, -1, 1, 2}));
}

static void test_place_fills_the_area(void)
{
    BotsFitAxes ax;
    iso_axes(&ax);
    BotsFitShape s[2] = {column(&ax, 0, 0, 2), column(&ax, 2, 1, 1)}; /* 4 wide, 4 tall in all */
    BotsFitRect area = {10, 20, 600, 300};
    BotsFit f = bots_fit_place(&ax, s, 2, area, NULL, 0, 0);
    CHECK(f.clear);
    CHECK(fabsf(f.scale - 75) < 0.01f); /* height-limited: 300 / 4 */
    CHECK(fabsf(f.box.h - 300) < 0.5f);
    CHECK(fabsf(f.box.x + f.box.w / 2 - 310) < 0.5f); /* centred across */
    CHECK(f.box.x >= area.x - 0.01f && f.box.x + f.box.w <= area.x + area.w + 0.01f);
    /* A cap keeps a tiny world from being blown up. */
    f = bots_fit_place(&ax, s, 2, area, NULL, 0, 40);
    CHECK(fabsf(f.scale - 40) < 0.01f);
    CHECK(fabsf(f.box.y + f.box.h / 2 - 170) < 0.5f); /* centred both ways */
}

static void test_place_keeps_off_controls(void)
{
    BotsFitAxes ax;
    iso_axes(&ax);
    BotsFitShape tile = column(&ax, 0, 0, 1); /* 2 wide, 2 tall */
    BotsFitRect area = {0, 0, 400, 200};
    /* A button in the bottom-left corner of the world's bounding box: the diamond's empty corner
     * takes it, the world no smaller and still centred. */
    BotsFitRect corner = {100, 175, 35, 25};
    BotsFit f = bots_fit_place(&ax, &tile, 1, area, &corner, 1, 0);
    CHECK(f.clear && fabsf(f.scale - 100) < 0.01f);
    CHECK(fabsf(f.box.x - 100) < 0.01f); /* the button lies inside the bounding box */
    CHECK(!bots_fit_hits(&ax, &tile, f.scale, f.ox, f.oy, corner));
    /* A chip right under the middle: the world shrinks (or moves) until it is clear of it. */
    BotsFitRect chip = {150, 160, 100, 40};
    f = bots_fit_place(&ax, &tile, 1, area, &chip, 1, 0);
    CHECK(f.clear);
    CHECK(f.scale < 100 && f.scale > 50);
    CHECK(!bots_fit_hits(&ax, &tile, f.scale, f.ox, f.oy, chip));
    CHECK(f.box.y >= -0.01f && f.box.y + f.box.h <= 200.01f);
}

static void test_covers_needs_order_height_and_overlap(void)
{
    BotsFitAxes ax;
    iso_axes(&ax);
    /* The robot's picture: a small column on the tile at the origin (scale 1, as on screen). */
    BotsFitShape robot = column(&ax, 0, 0, 1);
    /* A tall column one tile nearer the viewer (straight below on screen), from the robot's
     * foot up to 3 blocks higher: it covers the robot. */
    BotsFitShape tower = column(&ax, 0, 1, 3);
    CHECK(bots_fit_coverage(&ax, &tower, &robot) > 0.5f);
    CHECK(bots_fit_covers(&ax, &tower, 5, 4, &robot, 2, 1));
    /* Drawn before the robot (behind it): never. */
    CHECK(!bots_fit_covers(&ax, &tower, 1, 4, &robot, 2, 1));
    /* No higher than the robot's foot: never. */
    CHECK(!bots_fit_covers(&ax, &tower, 5, 1, &robot, 2, 1));
    /* Far off to the side: no overlap. */
    BotsFitShape aside = column(&ax, 6, 1, 3);
    CHECK(bots_fit_coverage(&ax, &aside, &robot) == 0);
    CHECK(!bots_fit_covers(&ax, &aside, 5, 4, &robot, 2, 1));
    /* A corner clipped off (less than BOTS_FIT_COVER) leaves the robot in plain sight. */
    BotsFitShape corner = column(&ax, 1.5f, 0.75f, 1);
    float c = bots_fit_coverage(&ax, &corner, &robot);
    CHECK(c > 0 && c < BOTS_FIT_COVER);
    CHECK(!bots_fit_covers(&ax, &corner, 5, 4, &robot, 2, 1));
}

TEST_MAIN(test_hits_is_exact_for_a_tile, test_place_fills_the_area, test_place_keeps_off_controls,
          test_covers_needs_order_height_and_overlap)
