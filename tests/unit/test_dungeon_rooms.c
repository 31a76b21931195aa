/* test_dungeon_rooms.c - one dungeon room (generators/dungeon: room_shape.c, rules.c,
 * transform.c) on hand-built room types and the rule modules of DUNGEON.md 3.3 (walls, doors,
 * torches, pillars, chests; no Lua): sizes in range and an empty ring before the modules; after
 * them, over 2000 seeds per type, walls exactly on the ring, the doors asked for, on their sides,
 * never in a corner or side by side, torches away from doors and torches, the room connected, the
 * prop counts kept; the same seed giving the same room byte for byte; quarter turns; pillars that
 * would cut a narrow gallery in two undone; items off the doorways; a prop minimum that cannot be
 * met; door rules that forget the corners or point inside. */
#include <string.h>

#include "dungeon/dungeon_gen.h"
#include "test.h"

#define BIT(t) (1u << (t))
#define SEEDS 2000

/* The flowchart the tests build by hand (a static: it is large). */
static DgFlowchart fc;

static int module_named(const char *name)
{
    for (int i = 0; i < fc.module_count; i++)
        if (!strcmp(fc.modules[i].name, name)) return i;
    return -1;
}

static int type_named(const char *name)
{
    for (int i = 0; i < fc.type_count; i++)
        if (!strcmp(fc.types[i].name, name)) return i;
    return -1;
}

static void add_module(const char *name, int order, DgRule rule)
{
    DgModule *m = &fc.modules[fc.module_count++];
    memset(m, 0, sizeof *m);
    strcpy(m->name, name);
    m->order = order;
    m->rule_count = 1;
    m->rules[0] = rule;
}

/* A room type running the modules named in `modules` (space-separated, in the order listed). */
static DgRoomType *add_type(const char *name, int min_w, int min_h, int max_w, int max_h, int doors_lo,
                            int doors_hi, const char *modules)
{
    DgRoomType *t = &fc.types[fc.type_count++];
    memset(t, 0, sizeof *t);
    strcpy(t->name, name);
    t->min_w = min_w, t->min_h = min_h, t->max_w = max_w, t->max_h = max_h;
    t->doors_lo = doors_lo, t->doors_hi = doors_hi;
    t->weight = 1;
    char list[200];
    strcpy(list, modules);
    for (char *w = strtok(list, " "); w; w = strtok(NULL, " "))
        t->modules[t->module_count++] = (uint8_t)module_named(w);
    return t;
}

/* DUNGEON.md 3.3's modules, and a few of the tests' own. */
static void build_flowchart(void)
{
    memset(&fc, 0, sizeof fc);
    add_module("walls", 10, (DgRule){.place = DG_WALL, .on = DG_EMPTY, .reach = 8, .next_to = BIT(DG_FLOOR)});
    add_module("doors", 20, (DgRule){.place = DG_DOOR, .on = DG_WALL, .reach = 8, .not_corner = 1,
                                     .next_to = BIT(DG_FLOOR), .not_next_to = BIT(DG_DOOR)});
    add_module("doors4", 20, (DgRule){.place = DG_DOOR, .on = DG_WALL, .reach = 4, .not_corner = 1,
                                      .next_to = BIT(DG_FLOOR), .not_next_to = BIT(DG_DOOR)});
    add_module("torches", 30, (DgRule){.place = DG_TORCH, .on = DG_WALL, .reach = 4,
                                       .not_next_to = BIT(DG_TORCH) | BIT(DG_DOOR)});
    add_module("pillars", 40, (DgRule){.place = DG_PILLAR, .on = DG_FLOOR, .reach = 8,
                                       .not_next_to = BIT(DG_WALL) | BIT(DG_PILLAR) | BIT(DG_DOOR)});
    add_module("chests", 50, (DgRule){.place = DG_CHEST, .on = DG_FLOOR, .reach = 8,
                                      .not_next_to = BIT(DG_PILLAR) | BIT(DG_WALL)});
    /* Pillars anywhere on the floor, as many as fit: only the connectivity check stops them. */
    add_module("crowd", 40, (DgRule){.place = DG_PILLAR, .on = DG_FLOOR, .reach = 4});
    /* Pillars next to walls allowed, never side by side: diagonal lines of them cut a floor. */
    add_module("posts", 40, (DgRule){.place = DG_PILLAR, .on = DG_FLOOR, .reach = 4,
                                     .not_next_to = BIT(DG_PILLAR) | BIT(DG_DOOR)});
    /* Same order, told apart by name: aa lays a rug, zz puts a plant on it (only if aa ran first). */
    add_module("zz", 60, (DgRule){.place = DG_PLANT, .on = DG_RUG, .reach = 4});
    /* Door rules that forget the corners, or ask for doors inside: doors stay on the ring's sides. */
    add_module("loose_doors", 20, (DgRule){.place = DG_DOOR, .on = DG_WALL, .reach = 8, .next_to = BIT(DG_FLOOR)});
    add_module("inner_doors", 20, (DgRule){.place = DG_DOOR, .on = DG_FLOOR, .reach = 4});
    add_module("aa", 60, (DgRule){.place = DG_RUG, .on = DG_FLOOR, .reach = 4, .not_next_to = BIT(DG_DOOR)});

    /* Modules listed out of order on purpose: they run by their order. */
    DgRoomType *t = add_type("hall", 4, 4, 9, 9, 1, 4, "chests torches walls pillars doors");
    t->prop_min[DG_TORCH] = 1, t->prop_max[DG_TORCH] = 4;
    t->prop_max[DG_PILLAR] = 3;
    t->prop_max[DG_CHEST] = 2;
    t = add_type("closet", 2, 2, 3, 3, 1, 2, "walls doors4 torches");
    t->prop_max[DG_TORCH] = 2;
    t = add_type("big", 10, 10, 15, 15, 2, 6, "walls doors torches pillars chests");
    t->prop_min[DG_PILLAR] = 1, t->prop_max[DG_PILLAR] = 6;
    t->prop_min[DG_CHEST] = 1, t->prop_max[DG_CHEST] = 3;
    add_type("gallery", 3, 6, 3, 12, 2, 3, "walls doors crowd");
    add_type("gallery_posts", 3, 6, 3, 12, 2, 3, "walls doors posts");
    add_type("wide_gallery", 6, 3, 12, 3, 2, 3, "walls doors4 posts");
    add_type("rugs", 3, 3, 6, 6, 1, 2, "walls doors zz aa")->prop_max[DG_RUG] = 1;
    t = add_type("too_many_torches", 2, 2, 2, 2, 1, 1, "walls doors torches");
    t->prop_min[DG_TORCH] = 40;
    t = add_type("no_chest_module", 4, 4, 5, 5, 1, 1, "walls doors");
    t->prop_min[DG_CHEST] = 1;
    add_type("cell", 1, 1, 1, 1, 1, 6, "walls doors");
    add_type("loose", 1, 1, 2, 2, 4, 6, "walls loose_doors");
    add_type("inner", 2, 2, 4, 4, 1, 2, "walls inner_doors");
}

/* ---- the test's own views of a room (not the code under test) ---- */

static int at(const DgRoom *r, int x, int y)
{
    return x >= 0 && y >= 0 && x < r->w && y < r->h ? r->tiles[y][x] : DG_EMPTY;
}

static int ring(const DgRoom *r, int x, int y) { return x == 0 || y == 0 || x == r->w - 1 || y == r->h - 1; }

static int corner(const DgRoom *r, int x, int y)
{
    return (x == 0 || x == r->w - 1) && (y == 0 || y == r->h - 1);
}

/* 1 when a tile of kind `what` is among the 4 (or 8) around (x, y). */
static int beside(const DgRoom *r, int x, int y, int what, int reach)
{
    static const int dx[8] = {0, 1, 0, -1, 1, 1, -1, -1}, dy[8] = {-1, 0, 1, 0, -1, 1, 1, -1};
    for (int i = 0; i < reach; i++)
        if (at(r, x + dx[i], y + dy[i]) == what) return 1;
    return 0;
}

static int count(const DgRoom *r, int tile)
{
    int n = 0;
    for (int y = 0; y < r->h; y++)
        for (int x = 0; x < r->w; x++) n += r->tiles[y][x] == tile;
    return n;
}

static int walkable(int tile)
{
    return tile == DG_FLOOR || tile == DG_RUG || tile == DG_DOOR || tile == DG_TERMINAL || tile == DG_KEY ||
           tile == DG_STAIRS;
}

/* The test's own flood fill: every walkable tile reached from the first one, and every door,
 * chest, key and terminal beside a walkable tile. */
static int whole(const DgRoom *r)
{
    uint8_t seen[DG_ROOM_MAX][DG_ROOM_MAX] = {{0}};
    int total = 0, reached = 0, changed = 1;
    for (int y = 0; y < r->h; y++)
        for (int x = 0; x < r->w; x++)
            if (walkable(r->tiles[y][x]) && total++ == 0) seen[y][x] = 1;
    while (changed) {
        changed = 0;
        for (int y = 0; y < r->h; y++)
            for (int x = 0; x < r->w; x++) {
                if (seen[y][x] || !walkable(r->tiles[y][x])) continue;
                if ((x > 0 && seen[y][x - 1]) || (y > 0 && seen[y - 1][x]) || (x + 1 < r->w && seen[y][x + 1]) ||
                    (y + 1 < r->h && seen[y + 1][x]))
                    seen[y][x] = 1, changed = 1;
            }
    }
    for (int y = 0; y < r->h; y++)
        for (int x = 0; x < r->w; x++) {
            reached += seen[y][x];
            int t = r->tiles[y][x];
            if (t != DG_DOOR && t != DG_CHEST && t != DG_KEY && t != DG_TERMINAL) continue;
            int ok = 0;
            for (int k = DG_FLOOR; k < DG_TILE_COUNT; k++)
                if (walkable(k) && beside(r, x, y, k, 4)) ok = 1;
            if (!ok) return 0;
        }
    return reached == total;
}

static DgSide side_of(const DgRoom *r, int x, int y)
{
    return y == 0 ? DG_NORTH : x == r->w - 1 ? DG_EAST : y == r->h - 1 ? DG_SOUTH : DG_WEST;
}

/* A room of the named type from seed: shaped, its door count drawn in the type's range, its
 * modules run. Returns dg_apply_modules' answer; *doors gets the count asked for. */
static int make(const char *type, uint32_t seed, DgRoom *room, int *doors)
{
    int ti = type_named(type);
    const DgRoomType *t = &fc.types[ti];
    LpRng rng;
    lp_rng_init(&rng, seed, DG_GEN_STREAM);
    if (!dg_room_shape(t, &rng, room)) return -1;
    room->type = ti;
    *doors = lp_rng_range(&rng, t->doors_lo, t->doors_hi);
    return dg_apply_modules(&fc, room, *doors, &rng);
}

/* ---- the tests ---- */

static void test_shape(void)
{
    build_flowchart();
    static const char *const types[] = {"hall", "closet", "big", "gallery", "cell"};
    for (size_t k = 0; k < sizeof types / sizeof types[0]; k++) {
        const DgRoomType *t = &fc.types[type_named(types[k])];
        int lo_w = 99, hi_w = 0, lo_h = 99, hi_h = 0, bad = 0;
        for (uint32_t seed = 0; seed < SEEDS; seed++) {
            LpRng rng;
            DgRoom r;
            lp_rng_init(&rng, seed, DG_GEN_STREAM);
            memset(&r, 0xab, sizeof r);
            CHECK(dg_room_shape(t, &rng, &r));
            int fw = r.w - 2, fh = r.h - 2;
            lo_w = fw < lo_w ? fw : lo_w, hi_w = fw > hi_w ? fw : hi_w;
            lo_h = fh < lo_h ? fh : lo_h, hi_h = fh > hi_h ? fh : hi_h;
            for (int y = 0; y < DG_ROOM_MAX; y++)
                for (int x = 0; x < DG_ROOM_MAX; x++) {
                    int want = x < r.w && y < r.h && !ring(&r, x, y) ? DG_FLOOR : DG_EMPTY;
                    bad += r.tiles[y][x] != want;
                }
            bad += r.type != 0 || r.node != -1 || r.door_count != 0 || r.x != 0 || r.y != 0;
            bad += r.parent != -1 || r.parent_door != -1 || r.in_door != -1;
            bad += r.lock != 0 || r.gives != 0 || r.gate != 0 || r.main != 0 || r.depth != 0;
        }
        CHECK_INT(bad, 0);
        /* Every size in the range is drawn, and none outside it. */
        CHECK_INT(lo_w, t->min_w);
        CHECK_INT(hi_w, t->max_w);
        CHECK_INT(lo_h, t->min_h);
        CHECK_INT(hi_h, t->max_h);
    }
    /* Sizes that do not fit: no floor, a grid over DG_ROOM_MAX, a range upside down. */
    DgRoomType bad_types[] = {
        {.min_w = 0, .min_h = 3, .max_w = 4, .max_h = 4},
        {.min_w = 3, .min_h = 3, .max_w = DG_ROOM_MAX - 1, .max_h = 4},
        {.min_w = 3, .min_h = 3, .max_w = 4, .max_h = DG_ROOM_MAX - 1},
        {.min_w = 5, .min_h = 3, .max_w = 4, .max_h = 4},
    };
    for (size_t i = 0; i < sizeof bad_types / sizeof bad_types[0]; i++) {
        LpRng rng;
        DgRoom r;
        lp_rng_init(&rng, 1, 1);
        CHECK_INT(dg_room_shape(&bad_types[i], &rng, &r), 0);
    }
    /* The largest that fits. */
    DgRoomType max = {.min_w = DG_ROOM_MAX - 2, .min_h = DG_ROOM_MAX - 2, .max_w = DG_ROOM_MAX - 2,
                      .max_h = DG_ROOM_MAX - 2};
    LpRng rng;
    DgRoom r;
    lp_rng_init(&rng, 1, 1);
    CHECK(dg_room_shape(&max, &rng, &r));
    CHECK_INT(r.w, DG_ROOM_MAX);
}

/* Every rule's promise on one room made by the test flowchart; door_reach is the door rule's. */
static void check_room(const DgRoom *r, int ret, int doors, int door_reach, int *bad)
{
    const DgRoomType *t = &fc.types[r->type];
    int b = 0;
    for (int y = 0; y < r->h; y++)
        for (int x = 0; x < r->w; x++) {
            int tile = r->tiles[y][x];
            /* Walls exactly on the ring: every ring tile a wall (or a door or torch put on one), and
             * no wall inside. */
            if (ring(r, x, y)) b += tile != DG_WALL && tile != DG_DOOR && tile != DG_TORCH;
            else b += tile == DG_WALL || tile == DG_TORCH || tile == DG_DOOR || tile == DG_EMPTY;
            if (tile == DG_DOOR) {
                b += corner(r, x, y);
                b += beside(r, x, y, DG_DOOR, door_reach);
            }
            if (tile == DG_TORCH) b += beside(r, x, y, DG_DOOR, 4) || beside(r, x, y, DG_TORCH, 4);
        }
    /* The doors list is the door tiles, each on its side; as many as asked when it says yes. */
    b += r->door_count != count(r, DG_DOOR);
    b += r->door_count > doors;
    for (int i = 0; i < r->door_count; i++) {
        const DgDoor *d = &r->doors[i];
        b += at(r, d->x, d->y) != DG_DOOR || !ring(r, d->x, d->y) || d->side != side_of(r, d->x, d->y);
        b += d->to != -1 || d->corridor != -1;
    }
    b += !dg_room_connected(r) || !whole(r);
    for (int tile = 0; tile < DG_TILE_COUNT; tile++)
        if (t->prop_max[tile] > 0 && tile != DG_DOOR) b += count(r, tile) > t->prop_max[tile];
    if (ret == 1) {
        b += r->door_count != doors;
        for (int tile = 0; tile < DG_TILE_COUNT; tile++) b += count(r, tile) < t->prop_min[tile];
    }
    *bad += b;
}

static void test_modules(void)
{
    build_flowchart();
    static const struct {
        const char *type;
        int door_reach, min_ok; /* rooms of SEEDS that must come out whole */
    } cases[] = {{"hall", 8, SEEDS * 9 / 10}, {"closet", 4, SEEDS * 9 / 10}, {"big", 8, SEEDS * 9 / 10}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        int ok = 0, bad = 0, differ = 0, pillars = 0, chests = 0;
        for (uint32_t seed = 0; seed < SEEDS; seed++) {
            DgRoom a, b;
            int doors, doors_b;
            int ret = make(cases[k].type, seed, &a, &doors);
            ok += ret == 1;
            check_room(&a, ret, doors, cases[k].door_reach, &bad);
            pillars += count(&a, DG_PILLAR);
            chests += count(&a, DG_CHEST);
            /* The same seed, the same room, byte for byte. */
            int ret_b = make(cases[k].type, seed, &b, &doors_b);
            differ += ret_b != ret || memcmp(&a, &b, sizeof a) != 0;
        }
        CHECK_INT(bad, 0);
        CHECK_INT(differ, 0);
        CHECK(ok >= cases[k].min_ok);
        if (!strcmp(cases[k].type, "closet")) {
            CHECK_INT(pillars + chests, 0);
        } else {
            CHECK(pillars > 0);
            CHECK(chests > 0);
        }
    }
    /* The pillar and chest rules' neighbourhoods in the hall (8 around). */
    int bad = 0;
    for (uint32_t seed = 0; seed < SEEDS; seed++) {
        DgRoom r;
        int doors;
        make("hall", seed, &r, &doors);
        for (int y = 0; y < r.h; y++)
            for (int x = 0; x < r.w; x++) {
                if (r.tiles[y][x] == DG_PILLAR)
                    bad += beside(&r, x, y, DG_WALL, 8) || beside(&r, x, y, DG_PILLAR, 8) ||
                           beside(&r, x, y, DG_DOOR, 8);
                if (r.tiles[y][x] == DG_CHEST) bad += beside(&r, x, y, DG_WALL, 8) || beside(&r, x, y, DG_PILLAR, 8);
            }
    }
    CHECK_INT(bad, 0);
}

/* Modules of one order run by name: aa's rug is down before zz puts a plant on it. */
static void test_module_order(void)
{
    build_flowchart();
    int plants = 0, bad = 0;
    for (uint32_t seed = 0; seed < 200; seed++) {
        DgRoom r;
        int doors;
        int ret = make("rugs", seed, &r, &doors);
        plants += count(&r, DG_PLANT);
        bad += ret != 1 || count(&r, DG_RUG) != 0 || count(&r, DG_PLANT) != 1 || !whole(&r);
    }
    CHECK_INT(plants, 200);
    CHECK_INT(bad, 0);
    /* Only the walls module: the ring all walls, the floor untouched. */
    memset(&fc.types[0], 0, sizeof fc.types[0]);
    DgRoomType *t = &fc.types[0];
    t->min_w = t->min_h = 2, t->max_w = t->max_h = 7;
    t->module_count = 1;
    t->modules[0] = (uint8_t)module_named("walls");
    for (uint32_t seed = 0; seed < 200; seed++) {
        LpRng rng;
        DgRoom r;
        lp_rng_init(&rng, seed, 5);
        CHECK(dg_room_shape(t, &rng, &r));
        CHECK_INT(dg_apply_modules(&fc, &r, 0, &rng), 1);
        CHECK_INT(count(&r, DG_WALL), 2 * (r.w + r.h) - 4);
        CHECK_INT(count(&r, DG_FLOOR), (r.w - 2) * (r.h - 2));
    }
}

static void test_rotate(void)
{
    build_flowchart();
    int back = 0, mapped = 0, sides = 0, twice = 0;
    for (uint32_t seed = 0; seed < SEEDS; seed++) {
        DgRoom a, r;
        int doors;
        make(seed % 2 ? "hall" : "gallery", seed, &a, &doors);
        r = a;
        for (int i = 0; i < 4; i++) dg_room_rotate(&r, 1);
        back += memcmp(&a, &r, sizeof a) != 0;
        dg_room_rotate(&r, -1);
        dg_room_rotate(&r, 5);
        back += memcmp(&a, &r, sizeof a) != 0;
        /* One turn: (x, y) -> (h - 1 - y, x), doors too, sides one on. */
        r = a;
        dg_room_rotate(&r, 1);
        mapped += r.w != a.h || r.h != a.w;
        for (int y = 0; y < a.h; y++)
            for (int x = 0; x < a.w; x++) mapped += r.tiles[x][a.h - 1 - y] != a.tiles[y][x];
        for (int i = 0; i < a.door_count; i++) {
            const DgDoor *d = &r.doors[i];
            mapped += d->x != a.h - 1 - a.doors[i].y || d->y != a.doors[i].x;
            sides += d->side != (DgSide)((a.doors[i].side + 1) % 4) || d->side != side_of(&r, d->x, d->y);
        }
        mapped += !dg_room_connected(&r);
        /* Two turns at once are two single turns; three clockwise are one anticlockwise. */
        DgRoom two = a, three = a;
        dg_room_rotate(&two, 2);
        dg_room_rotate(&r, 1);
        twice += memcmp(&two, &r, sizeof r) != 0;
        dg_room_rotate(&three, 3);
        dg_room_rotate(&r, 1);
        twice += memcmp(&three, &r, sizeof r) != 0;
    }
    CHECK_INT(back, 0);
    CHECK_INT(mapped, 0);
    CHECK_INT(sides, 0);
    CHECK_INT(twice, 0);

    /* A known room: 5 wide, 4 high, a door in the north wall at (2, 0), a rug at (1, 1). */
    DgRoom r;
    memset(&r, 0, sizeof r);
    r.w = 5, r.h = 4;
    r.tiles[0][2] = DG_DOOR;
    r.tiles[1][1] = DG_RUG;
    r.door_count = 1;
    r.doors[0] = (DgDoor){.x = 2, .y = 0, .side = DG_NORTH, .to = -1, .corridor = -1};
    dg_room_rotate(&r, 1);
    CHECK_INT(r.w, 4);
    CHECK_INT(r.h, 5);
    CHECK_INT(r.tiles[1][2], DG_RUG); /* (1, 1) -> (4 - 1 - 1, 1) */
    CHECK_INT(r.tiles[2][3], DG_DOOR);
    CHECK_INT(r.doors[0].x, 3);
    CHECK_INT(r.doors[0].y, 2);
    CHECK_INT(r.doors[0].side, DG_EAST);
    dg_room_rotate(&r, 2);
    CHECK_INT(r.doors[0].side, DG_WEST);
    CHECK_INT(r.doors[0].x, 0);
    dg_room_rotate(&r, 1);
    CHECK_INT(r.doors[0].side, DG_NORTH);
    CHECK_INT(r.tiles[1][1], DG_RUG);
}

/* Hand-built rooms for the check itself. */
static void test_connected(void)
{
    DgRoom r;
    memset(&r, 0, sizeof r);
    r.w = r.h = 5;
    for (int y = 0; y < 5; y++)
        for (int x = 0; x < 5; x++) r.tiles[y][x] = ring(&r, x, y) ? DG_WALL : DG_FLOOR;
    CHECK_INT(dg_room_connected(&r), 1);
    r.tiles[0][2] = DG_DOOR;
    CHECK_INT(dg_room_connected(&r), 1);
    /* A pillar in the doorway: the door leads nowhere. */
    r.tiles[1][2] = DG_PILLAR;
    CHECK_INT(dg_room_connected(&r), 0);
    r.tiles[1][2] = DG_FLOOR;
    /* A row of pillars cuts the room in two. */
    for (int x = 1; x <= 3; x++) r.tiles[2][x] = DG_STATUE;
    CHECK_INT(dg_room_connected(&r), 0);
    r.tiles[2][3] = DG_FLOOR;
    CHECK_INT(dg_room_connected(&r), 1);
    /* A chest boxed in by walls and plants. */
    r.tiles[2][1] = r.tiles[2][2] = DG_FLOOR;
    r.tiles[3][3] = DG_CHEST;
    r.tiles[3][2] = DG_PLANT;
    r.tiles[2][3] = DG_PLANT;
    CHECK_INT(dg_room_connected(&r), 0);
    r.tiles[2][3] = DG_RUG;
    CHECK_INT(dg_room_connected(&r), 1);
    /* A terminal with only walls around it (the floor beside it gone). */
    r.tiles[1][1] = DG_TERMINAL;
    r.tiles[1][2] = r.tiles[2][1] = DG_PILLAR;
    CHECK_INT(dg_room_connected(&r), 0);
    /* No walkable tile and nothing to reach: nothing is cut. */
    memset(&r, 0, sizeof r);
    r.w = r.h = 3;
    CHECK_INT(dg_room_connected(&r), 1);
}

/* A gallery three tiles wide: pillars anywhere (crowd), or never side by side but along the walls
 * (posts), would cut it in two; the check keeps it whole, and it did have to undo some. */
static void test_no_cut(void)
{
    build_flowchart();
    static const char *const types[] = {"gallery", "gallery_posts", "wide_gallery"};
    for (size_t k = 0; k < sizeof types / sizeof types[0]; k++) {
        int bad = 0, ok = 0, undone = 0;
        for (uint32_t seed = 0; seed < SEEDS; seed++) {
            DgRoom r;
            int doors;
            int ret = make(types[k], seed, &r, &doors);
            ok += ret == 1;
            check_room(&r, ret, doors, !strcmp(types[k], "wide_gallery") ? 4 : 8, &bad);
            /* A floor tile the rule would still take means a placement there was undone. */
            for (int y = 1; y < r.h - 1; y++)
                for (int x = 1; x < r.w - 1; x++) {
                    if (r.tiles[y][x] != DG_FLOOR) continue;
                    if (!strcmp(types[k], "gallery")) undone++;
                    else if (!beside(&r, x, y, DG_PILLAR, 4) && !beside(&r, x, y, DG_DOOR, 4)) undone++;
                }
        }
        CHECK_INT(bad, 0);
        CHECK_INT(ok, SEEDS);
        CHECK(undone > 0);
    }
}

static void test_place_item(void)
{
    build_flowchart();
    int bad = 0, placed = 0, differ = 0;
    for (uint32_t seed = 0; seed < SEEDS; seed++) {
        DgRoom r, again;
        int doors;
        make(seed % 3 ? "hall" : "gallery", seed, &r, &doors);
        LpRng rng, rng2;
        lp_rng_init(&rng, seed, 77);
        lp_rng_init(&rng2, seed, 77);
        again = r;
        int floors = count(&r, DG_FLOOR);
        int ret = dg_place_item(&r, DG_TERMINAL, &rng);
        placed += ret;
        bad += ret && (count(&r, DG_TERMINAL) != 1 || count(&r, DG_FLOOR) != floors - 1);
        for (int y = 0; y < r.h; y++)
            for (int x = 0; x < r.w; x++)
                if (r.tiles[y][x] == DG_TERMINAL) bad += beside(&r, x, y, DG_DOOR, 4);
        bad += !dg_room_connected(&r) || !whole(&r);
        if (dg_place_item(&r, DG_KEY, &rng)) bad += count(&r, DG_KEY) != 1 || !whole(&r);
        dg_place_item(&again, DG_TERMINAL, &rng2);
        dg_place_item(&again, DG_KEY, &rng2);
        differ += memcmp(&r, &again, sizeof r) != 0;
    }
    CHECK_INT(bad, 0);
    CHECK_INT(differ, 0);
    CHECK(placed > SEEDS * 9 / 10);
    /* One floor tile, a door beside it: no place for a terminal, and nothing changed. */
    DgRoom r, before;
    int doors;
    int ret = make("cell", 3, &r, &doors);
    CHECK(r.door_count >= 1);
    (void)ret;
    before = r;
    LpRng rng;
    lp_rng_init(&rng, 1, 1);
    CHECK_INT(dg_place_item(&r, DG_TERMINAL, &rng), 0);
    CHECK(memcmp(&r, &before, sizeof r) == 0);
}

/* A minimum no room can meet, or doors no ring can hold: 0, and the room still whole. */
static void test_unmet(void)
{
    build_flowchart();
    int ones = 0, bad = 0;
    for (uint32_t seed = 0; seed < 200; seed++) {
        DgRoom r;
        int doors;
        ones += make("too_many_torches", seed, &r, &doors) != 0;
        bad += !whole(&r);
        ones += make("no_chest_module", seed, &r, &doors) != 0;
        bad += !whole(&r);
        /* A single floor tile: at most two doors not 8 around each other, six asked. */
        LpRng rng;
        lp_rng_init(&rng, seed, 3);
        CHECK(dg_room_shape(&fc.types[type_named("cell")], &rng, &r));
        r.type = type_named("cell");
        ones += dg_apply_modules(&fc, &r, 6, &rng) != 0;
        bad += r.door_count > 2 || r.door_count < 1 || !whole(&r);
    }
    CHECK_INT(ones, 0);
    CHECK_INT(bad, 0);
    /* Door rules without not_corner, or on the floor: never a door in a corner or inside. */
    int corners = 0, inside = 0, loose_ok = 0;
    for (uint32_t seed = 0; seed < 200; seed++) {
        DgRoom r;
        int doors;
        loose_ok += make("loose", seed, &r, &doors) == 1;
        for (int y = 0; y < r.h; y++)
            for (int x = 0; x < r.w; x++) corners += r.tiles[y][x] == DG_DOOR && corner(&r, x, y);
        bad += r.door_count != count(&r, DG_DOOR) || !whole(&r);
        inside += make("inner", seed, &r, &doors) != 0;
        inside += count(&r, DG_DOOR) + r.door_count;
    }
    CHECK_INT(corners, 0);
    CHECK_INT(inside, 0);
    CHECK(loose_ok > 0);
    CHECK_INT(bad, 0);
    /* A room type index out of range. */
    DgRoom r;
    memset(&r, 0, sizeof r);
    r.type = fc.type_count;
    LpRng rng;
    lp_rng_init(&rng, 1, 1);
    CHECK_INT(dg_apply_modules(&fc, &r, 1, &rng), 0);
}

TEST_MAIN(test_shape, test_modules, test_module_order, test_rotate, test_connected, test_no_cut, test_place_item,
          test_unmet)
