/* shape_variants.c - a grammar shape in every direction (generator 3, issue 19): the eight ways a
 * shape can lie on the map, four quarter turns with and without a left-right mirror, so a teacher
 * writes a shape once and the generator turns it (an exit door on every edge, a bridge across or
 * along the path, a fire statue blowing any way). Cells, the objects standing on them, the path
 * tiles ("@@") and a fire statue's facing turn together; an L block's facing is found from its
 * arms again when the shape is placed (solution_minimap.c), so it turns too. Pure integer logic;
 * depends on mays_build.h (MjShape) and the rules' directions (mays.h: N 0, E 1, S 2, W 3). */
#include <stdio.h>
#include <string.h>

#include "mays_build.h"

/* A direction after the transform: mirrored left-right (E <-> W), then turned clockwise. */
static int turn_dir(int d, int t)
{
    if (t & 4) d = (4 - d) & 3;
    return (d + (t & 3)) & 3;
}

void mj_shape_transform(const MjShape *in, int t, MjShape *out)
{
    static const char *const suffix[MJ_SHAPE_TRANSFORMS] = {"", "/r90", "/r180", "/r270", "/m", "/m90", "/m180", "/m270"};
    t &= 7;
    MjShape s;
    memset(&s, 0, sizeof s);
    int turns = t & 3;
    s.w = turns & 1 ? in->h : in->w;
    s.h = turns & 1 ? in->w : in->h;
    for (int y = 0; y < in->h; y++)
        for (int x = 0; x < in->w; x++) {
            int mx = t & 4 ? in->w - 1 - x : x, my = y, w = in->w, h = in->h;
            for (int k = 0; k < turns; k++) { /* a quarter turn clockwise: (x, y) -> (h-1-y, x) */
                int nx = h - 1 - my, ny = mx;
                mx = nx;
                my = ny;
                int tmp = w;
                w = h;
                h = tmp;
            }
            memcpy(s.cell[my][mx], in->cell[y][x], 3);
            memcpy(s.over[my][mx], in->over[y][x], 3);
            s.reach[my][mx] = in->reach[y][x];
        }
    int n = snprintf(s.name, sizeof s.name, "%s", in->name);
    if (n >= 0 && (size_t)n < sizeof s.name) snprintf(s.name + n, sizeof s.name - (size_t)n, "%s", suffix[t]);
    s.kind = in->kind;
    s.complexity = in->complexity;
    s.facing = (uint8_t)turn_dir(in->facing & 3, t);
    s.reveals = in->reveals;
    *out = s;
}

/* Has the shape a fire statue (whose facing then matters)? */
static int has_fire_statue(const MjShape *s)
{
    for (int y = 0; y < s->h; y++)
        for (int x = 0; x < s->w; x++)
            if (!strcmp(s->cell[y][x], "FS") || !strcmp(s->over[y][x], "FS")) return 1;
    return 0;
}

static int same_layout(const MjShape *a, const MjShape *b, int facing_matters)
{
    if (a->w != b->w || a->h != b->h || (facing_matters && a->facing != b->facing)) return 0;
    for (int y = 0; y < a->h; y++)
        for (int x = 0; x < a->w; x++)
            if (strcmp(a->cell[y][x], b->cell[y][x]) || strcmp(a->over[y][x], b->over[y][x]) ||
                a->reach[y][x] != b->reach[y][x])
                return 0;
    return 1;
}

int mj_shape_variants(const MjShape *in, MjShape *out)
{
    int n = 0, fire = has_fire_statue(in);
    for (int t = 0; t < MJ_SHAPE_TRANSFORMS; t++) {
        MjShape v;
        mj_shape_transform(in, t, &v);
        int seen = 0;
        for (int k = 0; k < n && !seen; k++)
            seen = same_layout(&out[k], &v, fire);
        if (!seen) out[n++] = v;
    }
    return n;
}

void mj_shape_variant(MjShape *shape, LpRng *rng)
{
    MjShape all[MJ_SHAPE_TRANSFORMS];
    int n = mj_shape_variants(shape, all);
    *shape = all[lp_rng_below(rng, (uint32_t)n)];
}
