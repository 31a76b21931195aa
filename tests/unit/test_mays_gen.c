/* test_mays_gen.c - the May's Journey generator's steps 3-7 and pipeline (generators/mays,
 * mays_build.h) on the shipped grammar's shapes (scripts/grammars/mays.lua): reverse actions by
 * the rules, both path algorithms' guarantees, the combination cost of a shared door edge, and
 * the eight Table 2 rooms' codes generated 100 times each: certified, never solved by an empty
 * program, the same seed giving the same file; a grammar of one's own, and the penalty. */
#include <stdio.h>
#include <string.h>

#include "mays/grammar.h"
#include "mays/mays_build.h"
#include "mays/mays_gen.h"
#include "modes/mays/mays_lang.h"
#include "test.h"

static const char *const table2[8] = {
    "block1.MoveDown();",
    "block1.MoveDown();\nblock2.MoveUp();",
    "statue1.MoveRight();\nstatue1.MoveRight();\nblock1.MoveUp();",
    "statue1.Rotate(\"right\");",
    "block1.Rotate(\"right\");\nblock2.Rotate(\"left\");\nblock3.Rotate(\"right\");",
    "for (3) {\n  block1.MoveRight();\n  block2.MoveLeft();\n}",
    "if (lever1.position == \"right\") {\n  door1.Open();\n}",
    "statue1.MoveRight();\nwhile (block1.isMoving) {\n  if (block1.position == 3) {\n    block1.Stop();\n  "
    "}\n}",
};

/* Generator 2's style (the steps' tests below were written for it) and the current one. */
static const MjGenStyle *style_of(int version)
{
    static MjGenStyle styles[MJ_GEN_VERSION + 1];
    if (!styles[version].version) CHECK(mj_gen_style(version, &styles[version]));
    return &styles[version];
}

/* The shipped grammar (loaded once for the whole test). */
static const MjGrammar *shipped(void)
{
    LpDiag diag = {0};
    const MjGrammar *g = mj_grammar_shipped(NULL, &diag);
    if (!g) fprintf(stderr, "shipped grammar: %s:%d: %s\n", diag.file, diag.line, diag.message);
    return g;
}

/* The shipped grammar's shape rule with this name, as the generator's shape. */
static int shape_named(const char *name, MjShape *out)
{
    const MjGrammar *g = shipped();
    return g && mj_grammar_to_shape(g, mj_grammar_find(g, name), out);
}

/* Step 3 for the first object of code (extracted into ex) with the named shape, by generator
 * `version`'s style. */
static int solution_map(const char *code, const char *shape_name, uint32_t seed, int version, MjShape *shape,
                        MjMiniMap *m, MjExtract *ex)
{
    LpDiag diag = {0};
    char why[200];
    if (!mj_extract(code, ex, &diag) || !shape_named(shape_name, shape)) return 0;
    MjFamily f = mj_gen_family(&ex->objects[0], why, sizeof why);
    LpRng rng;
    lp_rng_init(&rng, seed, 7);
    return mj_solution_minimap(style_of(version), &ex->objects[0], 0, f, shape, &rng, m, why, sizeof why);
}

/* Steps 3 and 4 for the first object of code with the named shape (generator 2's style). */
static int build(const char *code, const char *shape_name, uint32_t seed, MjShape *shape, MjMiniMap *m)
{
    MjExtract ex;
    char why[200];
    return solution_map(code, shape_name, seed, 2, shape, m, &ex) &&
           mj_initial_minimap(&ex.objects[0], m, why, sizeof why);
}

static MjMiniMap map_a, map_b;

static void test_families(void)
{
    static const struct {
        const char *code;
        MjFamily family;
    } cases[] = {
        {"block1.MoveLeft();", MJ_FAM_BLOCK_MOVE},
        {"statue2.MoveUp();", MJ_FAM_STATUE_MOVE},
        {"block1.Rotate(\"left\");", MJ_FAM_BLOCK_ROTATE},
        {"statue1.Rotate(\"right\");", MJ_FAM_STATUE_ROTATE},
        {"while (block1.isMoving) { block1.Stop(); }", MJ_FAM_BLOCK_STOP},
        {"door1.Open();", MJ_FAM_DOOR_OPEN},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        MjExtract ex;
        LpDiag diag = {0};
        CHECK(mj_extract(cases[i].code, &ex, &diag));
        char why[200] = "";
        CHECK_INT(mj_gen_family(&ex.objects[0], why, sizeof why), cases[i].family);
    }
    MjExtract ex;
    LpDiag diag = {0};
    CHECK(mj_extract("if (lever1.position == \"right\") { door1.Open(); }", &ex, &diag));
    char why[200] = "";
    CHECK_INT(mj_gen_family(mj_extract_find(&ex, "lever1"), why, sizeof why), MJ_FAM_LEVER);
}

static void test_reverse_actions(void)
{
    MjShape shape;
    /* MoveDown 1: the bridge block starts one tile up, in the gap. */
    CHECK(build("block1.MoveDown();", "bridge_gap", 1, &shape, &map_a));
    const MjObject *s = &map_a.solution.objects[map_a.object], *i = &map_a.initial.objects[map_a.object];
    CHECK_INT(i->x, s->x);
    CHECK_INT(i->y, s->y - 1);
    CHECK_INT(map_a.initial.ground[i->y][i->x], MJ_VOID);
    /* MoveRight 2 of a statue onto its plate: it starts two tiles left, on floor; the plate is
     * pressed only when solved. */
    CHECK(build("statue1.MoveRight(); statue1.MoveRight();", "statue_plate_key", 2, &shape, &map_a));
    s = &map_a.solution.objects[map_a.object];
    i = &map_a.initial.objects[map_a.object];
    CHECK_INT(i->x, s->x - 2);
    CHECK_INT(i->y, s->y);
    CHECK_INT(map_a.initial.ground[i->y][i->x + 1], MJ_FLOOR);
    /* Rotate("right") twice: the fire statue starts a half turn away. */
    CHECK(build("statue1.Rotate(\"right\"); statue1.Rotate(\"right\");", "fire_key_east", 3, &shape,
                &map_a));
    CHECK_INT(map_a.initial.objects[map_a.object].facing,
              (map_a.solution.objects[map_a.object].facing + 2) & 3);
    /* Rotate("left") of an L block: it starts a quarter turn right of its solved shape. */
    CHECK(build("block1.Rotate(\"left\");", "l_bridge_long", 4, &shape, &map_a));
    CHECK_INT(map_a.initial.objects[map_a.object].facing,
              (map_a.solution.objects[map_a.object].facing + 1) & 3);
    /* Stop at position 3: moving from its track's start; when solved, stopped at 3. */
    CHECK(build("while (block1.isMoving) { if (block1.position == 3) { block1.Stop(); } }", "stop_bridge_gap",
                5, &shape, &map_a));
    s = &map_a.solution.objects[map_a.object];
    i = &map_a.initial.objects[map_a.object];
    CHECK(i->moving && !s->moving);
    CHECK_INT(i->track_pos, 0);
    CHECK_INT(s->track_pos, 3);
    CHECK_INT(i->x, s->x0);
    /* Open: shut at the start. A lever: the other position. */
    CHECK(build("door1.Open();", "door_ahead", 6, &shape, &map_a));
    CHECK(map_a.solution.objects[map_a.object].open && !map_a.initial.objects[map_a.object].open);
    CHECK(map_a.exit_door);
    /* The shape's DC cell is the exit door, in the ring (door_ahead: the top row). */
    CHECK_INT(map_a.ex_side, MJ_NORTH);
    CHECK_INT(map_a.ex_y, 0);
    CHECK_INT(map_a.solution.objects[map_a.object].x, map_a.ex_x);
    CHECK(map_a.en_side != MJ_NORTH);
    /* A moving block's track may run along its shape's canal (stop_bridge_canal: the gap row). */
    CHECK(build("while (block1.isMoving) { if (block1.position == 3) { block1.Stop(); } }", "stop_bridge_canal",
                5, &shape, &map_a));
    CHECK_INT(map_a.solution.objects[map_a.object].track_dy, 0);
    MjExtract ex;
    LpDiag diag = {0};
    CHECK(mj_extract("if (lever1.position == \"right\") { door1.Open(); }", &ex, &diag));
    char why[200];
    CHECK(shape_named("lever_path", &shape));
    LpRng rng;
    lp_rng_init(&rng, 1, 7);
    const MjCodeObject *lever = mj_extract_find(&ex, "lever1");
    CHECK(mj_solution_minimap(style_of(2), lever, 0, MJ_FAM_LEVER, &shape, &rng, &map_a, why, sizeof why));
    CHECK(mj_initial_minimap(lever, &map_a, why, sizeof why));
    CHECK_INT(map_a.solution.objects[map_a.object].lever_right, 1);
    CHECK_INT(map_a.initial.objects[map_a.object].lever_right, 0);
}

static void test_reverse_refused(void)
{
    /* A block right of a wall can't have come from the wall's tile: the rules refuse it. */
    MjShape shape;
    memset(&shape, 0, sizeof shape);
    snprintf(shape.name, sizeof shape.name, "walled");
    shape.kind = MJ_SHAPE_MAZE;
    shape.complexity = 1;
    shape.w = 2;
    shape.h = 1;
    memcpy(shape.cell[0][0], "##", 2);
    memcpy(shape.cell[0][1], "M.", 2);
    MjExtract ex;
    LpDiag diag = {0};
    CHECK(mj_extract("block1.MoveRight();", &ex, &diag));
    LpRng rng;
    lp_rng_init(&rng, 1, 7);
    char why[200] = "";
    CHECK(mj_solution_minimap(style_of(2), &ex.objects[0], 0, MJ_FAM_BLOCK_MOVE, &shape, &rng, &map_a, why, sizeof why));
    CHECK(!mj_initial_minimap(&ex.objects[0], &map_a, why, sizeof why));
    CHECK(strstr(why, "wall") != NULL);
    /* A pit the fire reaches at the start would light by itself: refused. */
    CHECK(mj_extract("statue1.MoveDown();", &ex, &diag));
    CHECK(shape_named("walking_fire_down", &shape));
    CHECK(mj_solution_minimap(style_of(2), &ex.objects[0], 0, MJ_FAM_STATUE_MOVE, &shape, &rng, &map_a, why, sizeof why));
    CHECK(!mj_initial_minimap(&ex.objects[0], &map_a, why, sizeof why));
}

/* A code and a shape of the shipped grammar for it. */
typedef struct CodeShape {
    const char *code, *shape;
} CodeShape;

/* map_a: the case's mini-map from seed, through the maze path of generator `version` (its shape
 * held here, as the mini-map needs it); rng is left where the path step left it. 0 when the shape
 * or the path could not be made. */
static int maze_map(const CodeShape *cs, uint32_t seed, int version, LpRng *rng)
{
    static MjShape shape; /* map_a.shape points at it */
    if (!build(cs->code, cs->shape, seed, &shape, &map_a)) return 0;
    lp_rng_init(rng, seed, 9);
    return mj_maze_path(style_of(version), &map_a, rng);
}

static void test_maze_path(void)
{
    static const CodeShape cases[] = {
        {"block1.MoveDown();", "bridge_gap"},
        {"block1.MoveUp();", "obstacle_alcove"},
        {"block1.Rotate(\"right\");", "l_bridge_straight"},
        {"block1.Rotate(\"left\");", "l_gate"},
        {"while (block1.isMoving) { if (block1.position == 2) { block1.Stop(); } }", "stop_bridge_gap"},
        {"door1.Open();", "door_ahead"},
        {"block1.MoveRight();", "plate_hidden_block"},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        int made = 0;
        for (uint32_t seed = 1; seed <= 30; seed++) {
            LpRng rng;
            if (!maze_map(&cases[c], seed, 2, &rng)) continue;
            made++;
            /* The guarantees: solved, EN reaches EX and the shape's path tiles; at the start EN
             * does not reach EX. */
            CHECK(mj_minimap_crossable(&map_a, &map_a.solution));
            CHECK(!mj_minimap_crossable(&map_a, &map_a.initial));
            CHECK(mj_minimap_reaches_shape(&map_a));
            /* Every path tile is walkable when solved; no free tile is left. */
            uint8_t reach[MJ_MAX_H][MJ_MAX_W];
            mj_gen_reach(&map_a.solution, map_a.en_x, map_a.en_y, reach);
            for (int y = 0; y < map_a.h; y++)
                for (int x = 0; x < map_a.w; x++) {
                    CHECK(map_a.fixed[y][x]);
                    if (map_a.path[y][x]) CHECK(reach[y][x]);
                }
        }
        if (made < 10) fprintf(stderr, "maze shape '%s': %d of 30\n", cases[c].shape, made);
        CHECK(made >= 10);
    }
}

static MjGenResult result, again;

/* Does some alternative of the object's one command (another move, the other way round) make
 * the mini-map's start cross, played by the rules? */
static int an_alternative_crosses(const MjMiniMap *m, const MjCodeObject *obj)
{
    const MjAction *act = &obj->actions[0];
    char why[160];
    for (int alt = 0; alt < 4; alt++) {
        int rotate = !strcmp(act->command, "Rotate");
        if (rotate ? alt > 1 || alt == (strcmp(act->arg, "right") == 0)
                   : alt == mj_gen_move_dir(act->command))
            continue;
        MjWorld w = m->initial;
        int ok = 1;
        for (int k = 0; k < act->n && ok; k++)
            ok = rotate ? mj_rotate(&w, m->object, alt, why, sizeof why)
                        : mj_move(&w, m->object, (MjDir)alt, why, sizeof why);
        mj_settle(&w);
        if (ok && mj_minimap_crossable(m, &w)) return 1;
    }
    return 0;
}

/* Whole rooms of code, seeds 1-40, by generators `older` and older + 1: every room is solved by
 * its code (and certified: mj_generate's promise), and an alternative of the same length works in
 * at least `more` more of the newer generator's rooms. */
static void more_rooms_with_alternatives(const char *code, int older, int more)
{
    static MjEvalReport eval;
    int works[2] = {0, 0};
    for (int k = 0; k < 2; k++)
        for (uint32_t seed = 1; seed <= 40; seed++) {
            MjGenDesc d = {.code = code, .seed = seed, .version = older + k};
            LpDiag diag = {0};
            CHECK(mj_generate(&d, &result, &diag));
            CHECK(mj_eval_level(&result.level, code, &eval, &diag));
            CHECK(eval.input_solves);
            works[k] += eval.alt_works;
        }
    if (works[1] < works[0] + more)
        fprintf(stderr, "an alternative works: generator %d %d, %d %d of 40\n", older, works[0], older + 1,
                works[1]);
    CHECK(works[1] >= works[0] + more);
}

/* Step 5b (generator 4): one time in two an alternative of the command is opened - and then it
 * crosses while the start still does not and the solution still does; else nothing changes. */
static void test_open_alternative(void)
{
    static const CodeShape cases[] = {
        {"block1.MoveDown();", "bridge_gap"},
        {"block1.MoveUp();", "obstacle_aside"},
        {"block1.Rotate(\"right\");", "l_bridge_long"},
    };
    static MjMiniMap before;
    int gained = 0;
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        MjExtract ex;
        LpDiag diag = {0};
        CHECK(mj_extract(cases[c].code, &ex, &diag));
        int made = 0, opened = 0, crossed_before = 0, crossed_after = 0;
        for (uint32_t seed = 1; seed <= 40; seed++) {
            LpRng rng;
            if (!maze_map(&cases[c], seed, 4, &rng)) continue;
            made++;
            crossed_before += an_alternative_crosses(&map_a, &ex.objects[0]);
            before = map_a;
            if (!mj_open_alternative(&map_a, &ex.objects[0], &rng)) {
                CHECK(!memcmp(&before, &map_a, sizeof map_a));
                crossed_after += an_alternative_crosses(&map_a, &ex.objects[0]);
                continue;
            }
            opened++;
            CHECK(an_alternative_crosses(&map_a, &ex.objects[0]));
            crossed_after++;
            CHECK(!mj_minimap_crossable(&map_a, &map_a.initial));
            CHECK(mj_minimap_crossable(&map_a, &map_a.solution));
            CHECK(mj_minimap_reaches_shape(&map_a));
            /* Only walls the path step closed were opened. */
            for (int y = 0; y < map_a.h; y++)
                for (int x = 0; x < map_a.w; x++)
                    if (map_a.solution.ground[y][x] != before.solution.ground[y][x])
                        CHECK(before.closed[y][x]);
        }
        if (made < 15 || opened < 5 || opened > made - 5)
            fprintf(stderr, "step 5b, shape '%s': %d of %d opened\n", cases[c].shape, opened, made);
        CHECK(made >= 15);
        CHECK(opened >= 5 && opened <= made - 5); /* about one in two */
        CHECK(crossed_after >= crossed_before);
        gained += crossed_after - crossed_before;
    }
    /* The bridge's alternatives never crossed before (its gap is the only way); now some do. */
    CHECK(gained >= 5);
    /* Whole rooms: room 01's code - an alternative works in more of generator 4's rooms than of
     * generator 3's. */
    more_rooms_with_alternatives(table2[0], 3, 6);
}

/* Generator 5 (move_room): around an object whose one command moves it n >= 2 steps, every margin
 * but the exit door's is at least min(n, margin_max): the map grows by as much as the margins were
 * short, from the same draws. One step: the same map as generator 4's. */
static void test_move_room(void)
{
    static MjShape shape_a, shape_b;
    static MjExtract ex;
    const MjGenStyle *five = style_of(5);
    CHECK(five->move_room && !style_of(4)->move_room && five->margin_max == 3);
    const char *loop = "for (3) {\n  block1.MoveDown();\n}";
    int made = 0, grew = 0;
    for (uint32_t seed = 1; seed <= 30; seed++) {
        if (!solution_map(loop, "bridge_gap", seed, 4, &shape_a, &map_a, &ex)) continue;
        CHECK(solution_map(loop, "bridge_gap", seed, 5, &shape_b, &map_b, &ex));
        made++;
        /* the shape's cells are at least 3 free tiles from the ring on every side but the exit
         * door's (the shape's own edge there) */
        int lo_x = 99, lo_y = 99, hi_x = -1, hi_y = -1;
        for (int y = 0; y < shape_b.h; y++)
            for (int x = 0; x < shape_b.w; x++)
                if (shape_b.cell[y][x][0]) {
                    lo_x = x < lo_x ? x : lo_x;
                    lo_y = y < lo_y ? y : lo_y;
                    hi_x = x > hi_x ? x : hi_x;
                    hi_y = y > hi_y ? y : hi_y;
                }
        int sides[4] = {map_b.shape_y + lo_y - 1, map_b.w - 2 - (map_b.shape_x + hi_x),
                        map_b.h - 2 - (map_b.shape_y + hi_y), map_b.shape_x + lo_x - 1};
        int short_sides = 0;
        for (int k = 0; k < 4; k++)
            short_sides += sides[k] < 3;
        CHECK(short_sides <= 1);
        CHECK(map_b.w >= map_a.w && map_b.h >= map_a.h);
        grew += map_b.w * map_b.h > map_a.w * map_a.h;
    }
    CHECK(made >= 20);
    CHECK(grew >= made / 2); /* margins of 1 to 3 are drawn: most maps had a short one */
    for (uint32_t seed = 1; seed <= 10; seed++) {
        CHECK(solution_map("block1.MoveDown();", "bridge_gap", seed, 4, &shape_a, &map_a, &ex));
        CHECK(solution_map("block1.MoveDown();", "bridge_gap", seed, 5, &shape_b, &map_b, &ex));
        CHECK(map_a.w == map_b.w && map_a.h == map_b.h && map_a.shape_x == map_b.shape_x &&
              map_a.shape_y == map_b.shape_y);
        CHECK(!memcmp(&map_a.solution, &map_b.solution, sizeof map_a.solution));
    }
    /* Whole rooms: Table 2's loop row (two objects, three steps each) - an alternative works in
     * more of generator 5's rooms than of generator 4's. */
    more_rooms_with_alternatives(table2[5], 4, 4);
}

/* Generator 6: the L gate that turns either way (l_gate_either, `since = 6` in the shipped grammar).
 * Single-rotation rooms, seeds 1-40, either way round: generator 5 never picks the shape, generator
 * 6 does, and every room it builds on it has its alternative (the other way round) working without
 * step 5b's help - the shape's own tiles do it, on every turned and mirrored variant. */
static void test_gate_either(void)
{
    static MjEvalReport eval;
    static const char *const codes[2] = {"block1.Rotate(\"right\");", "block1.Rotate(\"left\");"};
    for (int c = 0; c < 2; c++) {
        int gates = 0;
        for (int version = 5; version <= 6; version++)
            for (uint32_t seed = 1; seed <= 40; seed++) {
                MjGenDesc d = {.code = codes[c], .seed = seed, .version = version};
                LpDiag diag = {0};
                CHECK(mj_generate(&d, &result, &diag));
                if (strncmp(result.shapes[0], "l_gate_either", 13) != 0) continue;
                CHECK_INT(version, 6);
                gates++;
                CHECK(mj_eval_level(&result.level, codes[c], &eval, &diag));
                CHECK(eval.input_solves && eval.alt_works);
            }
        if (gates < 3) fprintf(stderr, "%s: %d rooms on l_gate_either of 40\n", codes[c], gates);
        CHECK(gates >= 3);
    }
    /* Whole rooms: Table 2's three corners - an alternative works in more of generator 6's rooms
     * than of generator 5's. */
    more_rooms_with_alternatives(table2[4], 5, 3);
}

static void test_reward_path(void)
{
    int made = 0;
    for (uint32_t seed = 1; seed <= 30; seed++) {
        MjShape shape;
        if (!build("statue1.MoveRight(); statue1.MoveRight();", "statue_plate_key", seed, &shape,
                   &map_a))
            continue;
        int free_before = 0;
        for (int y = 1; y < map_a.h - 1; y++)
            for (int x = 1; x < map_a.w - 1; x++)
                free_before += !map_a.fixed[y][x];
        LpRng rng;
        lp_rng_init(&rng, seed, 9);
        if (!mj_reward_path(&map_a, 2, &rng)) continue;
        made++;
        /* Both maps cross (a reward piece never blocks the way), and at most 4 corners x 2 tiles
         * were taken away from the filled floor. */
        CHECK(mj_minimap_crossable(&map_a, &map_a.solution));
        CHECK(mj_minimap_crossable(&map_a, &map_a.initial));
        CHECK(mj_minimap_reaches_shape(&map_a));
        int walls = 0;
        for (int y = 1; y < map_a.h - 1; y++)
            for (int x = 1; x < map_a.w - 1; x++)
                walls += map_a.solution.ground[y][x] == MJ_WALL;
        CHECK(walls <= 8);
        CHECK(free_before > 0);
    }
    CHECK(made >= 25);
}

/* A hand-made 5x5 mini-map with its openings where asked. */
static void plain_map(MjMiniMap *m, int en_side, int ex_side)
{
    memset(m, 0, sizeof *m);
    m->w = m->h = 5;
    static const int ox[4] = {2, 4, 2, 0}, oy[4] = {0, 2, 4, 2};
    m->en_side = en_side;
    m->ex_side = ex_side;
    m->en_x = ox[en_side];
    m->en_y = oy[en_side];
    m->ex_x = ox[ex_side];
    m->ex_y = oy[ex_side];
    m->solution.width = m->initial.width = 5;
    m->solution.height = m->initial.height = 5;
    m->object = -1;
    m->trigger = -1;
    m->kind = MJ_SHAPE_REWARD;
    for (int y = 0; y < 5; y++)
        for (int x = 0; x < 5; x++) {
            int ring = x == 0 || y == 0 || x == 4 || y == 4;
            m->solution.ground[y][x] = m->initial.ground[y][x] = ring ? MJ_WALL : MJ_FLOOR;
            m->fixed[y][x] = 1;
        }
    m->solution.ground[m->en_y][m->en_x] = m->initial.ground[m->en_y][m->en_x] = MJ_FLOOR;
    m->solution.ground[m->ex_y][m->ex_x] = m->initial.ground[m->ex_y][m->ex_x] = MJ_FLOOR;
}

static void test_combine(void)
{
    /* EX east and EN west: opposing edges share the door, cost 0. */
    plain_map(&map_a, MJ_WEST, MJ_EAST);
    plain_map(&map_b, MJ_WEST, MJ_EAST);
    CHECK_INT(mj_combine_pair_cost(&map_a, &map_b), 0);
    plain_map(&map_b, MJ_SOUTH, MJ_NORTH);
    map_a.ex_side = MJ_NORTH;
    map_a.ex_x = 2;
    map_a.ex_y = 0;
    CHECK_INT(mj_combine_pair_cost(&map_a, &map_b), 0);
    /* EX east, EN north: no shared edge; a corridor joins them at a cost. */
    plain_map(&map_a, MJ_WEST, MJ_EAST);
    plain_map(&map_b, MJ_NORTH, MJ_EAST);
    CHECK(mj_combine_pair_cost(&map_a, &map_b) > 0);
    /* The whole room of the two cost-0 maps: 9 x 5, the entry west, the exit east, one opening. */
    MjMiniMap maps[2];
    plain_map(&maps[0], MJ_WEST, MJ_EAST);
    plain_map(&maps[1], MJ_WEST, MJ_EAST);
    LpRng rng;
    lp_rng_init(&rng, 1, 7);
    MjCombined c;
    CHECK(mj_combine(style_of(2), maps, 2, &rng, NULL, NULL, &c));
    CHECK_INT(c.cost, 0);
    CHECK_INT(c.w, 9);
    CHECK_INT(c.h, 5);
    CHECK_INT(c.en_x, 0);
    CHECK_INT(c.ex_x, 8);
    CHECK_INT(c.ground[2][4], MJ_FLOOR);
}

/* Write a level to text (the caller frees). */
static void level_text(const MjLevel *level, LpBuf *out)
{
    lp_buf_init(out);
    mj_level_write(level, out);
}

static MjRunReport run;
static MjVerifyReport verify;

static void test_table2_codes(void)
{
    for (int c = 0; c < 8; c++) {
        int certified = 0;
        for (uint32_t seed = 1; seed <= 100; seed++) {
            MjGenDesc d = {.code = table2[c], .seed = seed * 7919u};
            LpDiag diag = {0};
            if (!mj_generate(&d, &result, &diag)) {
                fprintf(stderr, "code %d seed %u: %s\n", c, seed, diag.message);
                continue;
            }
            const MjWorld *w = &result.level.start;
            CHECK(w->width <= MJ_MAX_W && w->height <= MJ_MAX_H);
            CHECK_STR(result.level.solution, table2[c]);
            /* The input code solves it (a lever flipped first where the code reads one); an empty
             * program never does. */
            mj_verify_level(&result.level, &verify);
            CHECK(verify.verified);
            CHECK(!verify.empty_solves);
            if (!result.level.locked) {
                CHECK_INT(mj_run_program(&result.level, table2[c], &run), MJ_RUN_SOLVED);
                CHECK(mj_run_program(&result.level, "", &run) != MJ_RUN_SOLVED);
            }
            certified += verify.verified;
            /* The same seed, the same level, written byte for byte. */
            if (seed <= 10) {
                CHECK(mj_generate(&d, &again, &diag));
                LpBuf a, b;
                level_text(&result.level, &a);
                level_text(&again.level, &b);
                CHECK(a.count == b.count && memcmp(a.data, b.data, a.count) == 0);
                lp_buf_free(&a);
                lp_buf_free(&b);
            }
        }
        if (certified != 100) fprintf(stderr, "code %d: %d of 100 certified\n", c, certified);
        CHECK_INT(certified, 100);
    }
}

static void test_no_shorter(void)
{
    /* Room 07's code: without the option, some levels are solved by a shorter code. */
    MjCodeSet shorter = {0};
    LpDiag diag = {0};
    for (int c = 2; c < 8; c += 5) {
        CHECK(mj_shorter_codes(table2[c], &shorter, &diag));
        for (uint32_t seed = 1; seed <= 20; seed++) {
            MjGenDesc d = {.code = table2[c], .seed = seed, .no_shorter = 1};
            CHECK(mj_generate(&d, &result, &diag));
            for (int i = 0; i < shorter.count; i++)
                CHECK(!mj_code_works(&result.level, shorter.codes[i]));
        }
        mj_code_set_free(&shorter);
    }
}

static void test_distribution(void)
{
    /* Favouring simple shapes picks complexity 1 more often than favouring complex ones. */
    int simple_ones = 0, complex_ones = 0;
    for (uint32_t seed = 1; seed <= 60; seed++) {
        for (int dist = MJ_DIST_SIMPLE; dist <= MJ_DIST_COMPLEX; dist++) {
            MjGenDesc d = {.code = table2[0], .seed = seed, .distribution = (MjDistribution)dist};
            LpDiag diag = {0};
            CHECK(mj_generate(&d, &result, &diag));
            const MjGrammar *g = shipped();
            char base[32]; /* the grammar rule: its name before a variant's "/r90" */
            snprintf(base, sizeof base, "%.*s", (int)strcspn(result.shapes[0], "/"), result.shapes[0]);
            int rule = g ? mj_grammar_find(g, base) : -1;
            CHECK(rule >= 0);
            int one = rule >= 0 && g->rules[rule].complexity_milli == 1000;
            if (dist == MJ_DIST_SIMPLE)
                simple_ones += one;
            else
                complex_ones += one;
        }
    }
    CHECK(simple_ones > complex_ones);
    CHECK_INT(mj_distribution_parse("complex"), MJ_DIST_COMPLEX);
    CHECK_INT(mj_distribution_parse("odd"), -1);
}

/* A grammar of one's own: one shape per family. */
static const char own_grammar[] =
    "rules = {\n"
    "  block_move = rule { 'only_gap' },\n"
    "  only_gap = shape { complexity = 1, kind = 'maze', map = { '@@ m. @@' } },\n"
    "  statue_move = shape { complexity = 2, kind = 'reward', does = 'reveal KH', map = { '@@ .. S.PP' } },\n"
    "  block_rotate = shape { complexity = 3, kind = 'maze', map = { '~~ ~~ @@', '~~ rr r.', '@@ r. ~~' } },\n"
    "  statue_rotate = shape { complexity = 1, kind = 'reward', facing = 'S', does = 'reveal KH',\n"
    "                          map = { 'FS @@', '.. ..', 'FU ..' } },\n"
    "  block_stop = shape { complexity = 1, kind = 'maze', map = { '@@ mb @@' } },\n"
    "  only_door = shape { complexity = 1, kind = 'maze', map = { '## DC ##', '.. @@ ..' } },\n"
    "  door_open = rule { 'only_door' },\n"
    "  lever = shape { complexity = 1, kind = 'reward', map = { '@@ LV' } },\n"
    "}\n";
static MjGrammar own;

/* A shape the generator used is the grammar rule called rule (turned or mirrored: "only_door/r90"). */
static int from_rule(const char *shape, const char *rule)
{
    size_t n = strlen(rule);
    return !strncmp(shape, rule, n) && (shape[n] == '\0' || shape[n] == '/');
}

static void test_own_grammar(void)
{
    LpDiag diag = {0};
    CHECK(mj_grammar_parse(own_grammar, strlen(own_grammar), "own.lua", &own, &diag));
    for (uint32_t seed = 1; seed <= 20; seed++) {
        MjGenDesc d = {.code = table2[0], .seed = seed, .grammar = &own};
        CHECK(mj_generate(&d, &result, &diag));
        CHECK(from_rule(result.shapes[0], "only_gap"));
        d.code = table2[6];
        CHECK(mj_generate(&d, &result, &diag));
        CHECK_INT(result.map_count, 2);
        CHECK(from_rule(result.shapes[0], "lever") || from_rule(result.shapes[1], "lever"));
        CHECK(from_rule(result.shapes[0], "only_door") || from_rule(result.shapes[1], "only_door"));
        mj_verify_level(&result.level, &verify);
        CHECK(verify.verified);
    }
    /* NULL is the shipped grammar, loaded once. */
    CHECK(mj_grammar_shipped(NULL, &diag) == mj_grammar_shipped(NULL, &diag));
    memset(&diag, 0, sizeof diag);
    CHECK(mj_grammar_shipped("/nonexistent/mays.lua", &diag) == NULL);
    CHECK(strstr(diag.file, "/nonexistent/mays.lua") != NULL || strstr(diag.message, "/nonexistent") != NULL);
    CHECK(shipped() != NULL);
}

/* The choice under block_move that leads to the shape called name (-1 none). */
static int block_move_group(const MjGrammar *g, const char *name)
{
    const MjGrammarRule *top = &g->rules[g->family_rule[MJ_FAM_BLOCK_MOVE]];
    char base[32]; /* the rule's name, without a variant's "/r90" */
    snprintf(base, sizeof base, "%.*s", (int)strcspn(name, "/"), name);
    int rule = mj_grammar_find(g, base);
    for (int k = 0; k < top->alt_count; k++) {
        const MjGrammarRule *c = &g->rules[top->alts[k]];
        for (int j = 0; j < c->alt_count; j++)
            if (c->alts[j] == rule) return k;
    }
    return -1;
}

static void test_penalty(void)
{
    /* Penalty 1: a rule used once is dropped for the rest of the level, so two blocks never get
     * shapes from the same group; with no penalty they sometimes do. */
    const MjGrammar *g = shipped();
    CHECK(g != NULL);
    if (!g) return;
    int same_without = 0;
    for (uint32_t seed = 1; seed <= 40; seed++) {
        LpDiag diag = {0};
        MjGenDesc d = {.code = table2[1], .seed = seed, .penalty_permille = 1000, .penalty_set = 1};
        CHECK(mj_generate(&d, &result, &diag));
        int a = block_move_group(g, result.shapes[0]), b = block_move_group(g, result.shapes[1]);
        CHECK(a >= 0 && b >= 0 && a != b);
        d.penalty_permille = 0;
        CHECK(mj_generate(&d, &result, &diag));
        same_without += block_move_group(g, result.shapes[0]) == block_move_group(g, result.shapes[1]);
    }
    CHECK(same_without > 0);
}

static void test_bad_codes(void)
{
    LpDiag diag = {0};
    MjGenDesc d = {.code = "block1.MoveDown(;", .seed = 1};
    CHECK(!mj_generate(&d, &result, &diag));
    CHECK(diag.line == 1);
    d.code = "\n\nhblock1.MoveDown();";
    memset(&diag, 0, sizeof diag);
    CHECK(!mj_generate(&d, &result, &diag));
    CHECK(diag.message[0] != '\0');
    d.code = "while (true) { block1.MoveDown(); }";
    memset(&diag, 0, sizeof diag);
    CHECK(!mj_generate(&d, &result, &diag));
    CHECK(strstr(diag.message, "for (N)") != NULL);
}

int main(void)
{
    static const TestFn fns[] = {
        test_families,   test_reverse_actions, test_reverse_refused, test_maze_path, test_open_alternative,
        test_move_room,  test_gate_either,     test_reward_path,     test_combine,   test_table2_codes,
        test_no_shorter, test_distribution,    test_own_grammar,     test_penalty,   test_bad_codes};
    static const char *const names[] = {
        "families",   "reverse_actions", "reverse_refused", "maze_path", "open_alternative",
        "move_room",  "gate_either",     "reward_path",     "combine",   "table2_codes",
        "no_shorter", "distribution",    "own_grammar",     "penalty",   "bad_codes"};
    return test_run_all("mays_gen", fns, names, (int)(sizeof fns / sizeof fns[0]));
}
