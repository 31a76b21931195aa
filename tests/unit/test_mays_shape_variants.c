/* test_mays_shape_variants.c - generator 3's shapes in every direction (shape_variants.c, issue
 * 19) on the shipped grammar's shapes: a quarter turn and a mirror move every cell where they
 * should, a symmetric shape has fewer variants, a fire statue still blows into its pit, the exit
 * door of the door_open shapes comes on all four edges; generated rooms put their exit in every
 * wall and may be bigger than generator 2's 20 x 14, while generator 2 keeps its rooms; every
 * room the adaptive sequence asks for is made and certified. */
#include <stdio.h>
#include <string.h>

#include "mays/grammar.h"
#include "mays/mays_build.h"
#include "mays/mays_gen.h"
#include "mays/mays_share.h"
#include "modes/mays/mays_lang.h"
#include "test.h"

static int shape_named(const char *name, MjShape *out)
{
    LpDiag diag = {0};
    const MjGrammar *g = mj_grammar_shipped(NULL, &diag);
    return g && mj_grammar_to_shape(g, mj_grammar_find(g, name), out);
}

static MjShape base, v, all[MJ_SHAPE_TRANSFORMS];

/* Where a token is in a shape (the first in reading order); 0 when it has none. */
static int find(const MjShape *s, const char *t, int *x, int *y)
{
    for (*y = 0; *y < s->h; (*y)++)
        for (*x = 0; *x < s->w; (*x)++)
            if (!strcmp(s->cell[*y][*x], t) || !strcmp(s->over[*y][*x], t)) return 1;
    return 0;
}

static void test_turn_and_mirror(void)
{
    /* door_hall:  ## ## ## DC
     *             @@ .. .. @@
     *             .. .. .. ..   (4 x 3, the door top right) */
    CHECK(shape_named("door_hall", &base));
    int x = 0, y = 0;
    CHECK(find(&base, "DC", &x, &y) && x == 3 && y == 0);
    /* a quarter turn clockwise: 3 x 4, the top edge now the right one, the door bottom right */
    mj_shape_transform(&base, 1, &v);
    CHECK_INT(v.w, 3);
    CHECK_INT(v.h, 4);
    CHECK(find(&v, "DC", &x, &y) && x == 2 && y == 3);
    CHECK_STR(v.name, "door_hall/r90");
    /* the path tiles turn with it: @@ at (0,1) and (3,1) go to (1,0) and (1,3) */
    CHECK(v.reach[0][1] && v.reach[3][1]);
    CHECK_INT(v.reach[0][0] + v.reach[0][2], 0);
    /* mirrored: the door top left; half a turn: bottom left */
    mj_shape_transform(&base, 4, &v);
    CHECK(find(&v, "DC", &x, &y) && x == 0 && y == 0);
    mj_shape_transform(&base, 2, &v);
    CHECK(find(&v, "DC", &x, &y) && x == 0 && y == 2);
    /* four quarter turns give the shape back */
    MjShape t = base;
    for (int k = 0; k < 4; k++) {
        mj_shape_transform(&t, 1, &v);
        t = v;
    }
    CHECK(!memcmp(t.cell, base.cell, sizeof base.cell) && !memcmp(t.reach, base.reach, sizeof base.reach));
    /* an asymmetric shape lies 8 ways, the one-row bridge only 2 (across and along) */
    CHECK_INT(mj_shape_variants(&base, all), 8);
    CHECK_STR(all[0].name, "door_hall");
    CHECK(shape_named("bridge_gap", &base));
    CHECK_INT(mj_shape_variants(&base, all), 2);
}

/* In every variant of the fire shapes the statue faces its pit, in a line. */
static void test_fire_keeps_its_aim(void)
{
    static const char *const names[] = {"fire_key_east", "fire_key_south", "walking_fire_down", "fire_bridge"};
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    for (int i = 0; i < 4; i++) {
        CHECK(shape_named(names[i], &base));
        int n = mj_shape_variants(&base, all), facings = 0;
        CHECK_INT(n, 8);
        for (int k = 0; k < n; k++) {
            int fx = 0, fy = 0, px = 0, py = 0;
            CHECK(find(&all[k], "FS", &fx, &fy) && find(&all[k], "FU", &px, &py));
            int hit = 0;
            for (int s = 1; s < MJ_SHAPE_MAX && !hit; s++)
                hit = fx + s * dx[all[k].facing] == px && fy + s * dy[all[k].facing] == py;
            if (!hit) fprintf(stderr, "%s misses its pit\n", all[k].name);
            CHECK(hit);
            facings |= 1 << all[k].facing;
        }
        CHECK_INT(facings, 15); /* it blows every way */
    }
}

/* The door_open shapes' variants hold the exit door on each of the four edges. */
static void test_doors_on_every_edge(void)
{
    static const char *const names[] = {"door_ahead", "door_corner", "door_hall"};
    for (int i = 0; i < 3; i++) {
        CHECK(shape_named(names[i], &base));
        int n = mj_shape_variants(&base, all), edges = 0;
        for (int k = 0; k < n; k++) {
            int x = 0, y = 0;
            CHECK(find(&all[k], "DC", &x, &y));
            edges |= (y == 0) << 0 | (x == all[k].w - 1) << 1 | (y == all[k].h - 1) << 2 | (x == 0) << 3;
        }
        CHECK_INT(edges, 15);
    }
}

static MjGenResult made;

/* The wall of the room's exit: 1 N, 2 E, 4 S, 8 W. */
static int exit_wall(const MjLevel *level)
{
    const MjWorld *w = &level->start;
    for (int i = 0; i < w->object_count; i++) {
        const MjObject *o = &w->objects[i];
        if (o->kind != MJ_DOOR && o->kind != MJ_HIDDEN_DOOR) continue;
        if (o->y == 0) return 1;
        if (o->x == w->width - 1) return 2;
        if (o->y == w->height - 1) return 4;
        if (o->x == 0) return 8;
    }
    return 0;
}

static void test_rooms(void)
{
    const char *lever_door = "if (lever1.position == \"right\") {\n  door1.Open();\n}";
    const char *three_l = "block1.Rotate(\"right\");\nblock2.Rotate(\"left\");\nblock3.Rotate(\"right\");";
    int walls[4] = {0}, big = 0;
    for (int version = 2; version <= 3; version++)
        for (uint32_t seed = 1; seed <= 60; seed++) {
            LpDiag diag = {0};
            MjGenDesc d = {.code = lever_door, .seed = seed, .version = version};
            CHECK(mj_generate(&d, &made, &diag));
            walls[version] |= exit_wall(&made.level);
            d.code = three_l;
            CHECK(mj_generate(&d, &made, &diag));
            const MjWorld *w = &made.level.start;
            if (version == 2) CHECK(w->width <= 20 && w->height <= 14);
            CHECK(w->width <= MJ_MAX_W && w->height <= MJ_MAX_H);
            if (version == 3) big += w->width > 20 || w->height > 14;
        }
    /* generator 2's mini-maps never open west, nor do its door shapes lie any way but as written */
    CHECK(!(walls[2] & 8));
    CHECK_INT(walls[3], 15);
    CHECK(big > 0);
    /* a version this build does not make is refused in words */
    LpDiag diag = {0};
    MjGenDesc d = {.code = lever_door, .seed = 1, .version = 1};
    CHECK(!mj_generate(&d, &made, &diag));
    CHECK(strstr(diag.message, "generator 1") != NULL);
}

/* Every room the adaptive sequence can ask for (4 constructs x 1-3 objects x 3 distributions) is
 * made by the newest generator, certified, and its share code says so. */
static void test_adaptive_rooms(void)
{
    static MjVerifyReport verify;
    static char code[MJ_SYNTH_MAX];
    for (int c = 0; c < 4; c++)
        for (int o = 1; o <= 3; o++)
            for (int dist = 0; dist < 3; dist++)
                for (uint32_t seed = 1; seed <= 4; seed++) {
                    MjShareRoom room = {c, o, dist, seed * 104729u + (uint32_t)(c * 31 + o * 7 + dist)};
                    MjGenDesc desc;
                    mj_share_desc(&room, code, &desc);
                    CHECK_INT(desc.version, MJ_GEN_VERSION);
                    LpDiag diag = {0};
                    int ok = mj_generate(&desc, &made, &diag);
                    if (!ok) fprintf(stderr, "construct %d, %d objects, distribution %d: %s\n", c, o, dist, diag.message);
                    CHECK(ok);
                    if (!ok) continue;
                    mj_verify_level(&made.level, &verify);
                    CHECK(verify.verified && !verify.empty_solves);
                    char share[LP_SHARECODE_MAX];
                    CHECK(mj_share_encode(&room, share));
                    CHECK_INT(share[2], '0' + MJ_GEN_VERSION);
                }
}

TEST_MAIN(test_turn_and_mirror, test_fire_keeps_its_aim, test_doors_on_every_edge, test_rooms, test_adaptive_rooms)
