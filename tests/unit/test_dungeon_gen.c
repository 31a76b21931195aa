/* test_dungeon_gen.c - the dungeon pipeline (generators/dungeon) on a flowchart made here by hand
 * (no Lua): options decided by the model, by chance and by a code's decisions; every dungeon of
 * many seeds certified, inside its room budget, the same seed the same bytes; and the certificate
 * catching a dungeon broken on purpose (a door walled up, two rooms on one tile, a key behind its
 * own door). */
#include <stdlib.h>
#include <string.h>

#include "dungeon/dungeon_gen.h"
#include "test.h"

static uint16_t bit(DgTile t) { return (uint16_t)(1u << t); }

static void add_module(DgFlowchart *f, const char *name, int order, DgRule rule)
{
    DgModule *m = &f->modules[f->module_count++];
    snprintf(m->name, sizeof m->name, "%s", name);
    m->order = order;
    m->rule_count = 1;
    m->rules[0] = rule;
}

static int add_type(DgFlowchart *f, const char *name, int lo, int hi, int doors_lo, int doors_hi)
{
    DgRoomType *t = &f->types[f->type_count];
    snprintf(t->name, sizeof t->name, "%s", name);
    t->min_w = t->min_h = lo;
    t->max_w = t->max_h = hi;
    t->doors_lo = doors_lo;
    t->doors_hi = doors_hi;
    t->module_count = 3;
    t->modules[0] = 0, t->modules[1] = 1, t->modules[2] = 2;
    t->prop_max[DG_TORCH] = 3;
    t->weight = 1;
    return f->type_count++;
}

static int add_action(DgFlowchart *f, const char *name, int type, int gives, int needs, int side, int puzzle)
{
    DgNode *n = &f->nodes[f->node_count];
    n->kind = DG_NODE_ACTION;
    n->line = 10 + f->node_count;
    snprintf(n->name, sizeof n->name, "%s", name);
    n->type_count = 1;
    n->types[0] = (uint8_t)type;
    n->gives = gives;
    n->needs = needs;
    n->side = side;
    n->has_puzzle = puzzle;
    if (puzzle) n->puzzle.mode = LP_MODE_TOYCAR;
    return f->node_count++;
}

/* enter (hall) - a red key off the side - a chance: a lab puzzle or a garden - the model: a
 * second lab when bots.size >= 6 - the red door - the stairs. */
static void castle(DgFlowchart *f)
{
    memset(f, 0, sizeof *f);
    snprintf(f->file, sizeof f->file, "castle.lua");
    f->room_lo = 5;
    f->room_hi = 14;
    add_module(f, "walls", 10, (DgRule){.place = DG_WALL, .on = DG_EMPTY, .next_to = bit(DG_FLOOR), .reach = 8});
    add_module(f, "doors", 20, (DgRule){.place = DG_DOOR, .on = DG_WALL, .next_to = bit(DG_FLOOR), .not_next_to = bit(DG_DOOR),
                                        .reach = 8, .not_corner = 1});
    add_module(f, "torches", 30, (DgRule){.place = DG_TORCH, .on = DG_WALL, .not_next_to = bit(DG_TORCH) | bit(DG_DOOR), .reach = 8});
    int hall = add_type(f, "hall", 5, 7, 2, 4), closet = add_type(f, "closet", 3, 3, 1, 1);
    int lab = add_type(f, "lab", 5, 6, 2, 3), vault = add_type(f, "vault", 4, 5, 2, 3);
    f->types[hall].side_count = 1, f->types[hall].side[0] = (uint8_t)closet;
    f->types[lab].side_count = 1, f->types[lab].side[0] = (uint8_t)closet;
    snprintf(f->keys[0], sizeof f->keys[0], "red");
    f->key_count = 1;
    int enter = add_action(f, "enter", hall, 0, 0, 0, 0);
    int key = add_action(f, "find the red key", vault, 1, 0, 1, 0);
    int lab1 = add_action(f, "fix the car", lab, 0, 0, 0, 1);
    int garden = add_action(f, "walk the garden", hall, 0, 0, 0, 0);
    int lab2 = add_action(f, "fix the robot", lab, 0, 0, 0, 1);
    int door = add_action(f, "open the red door", vault, 0, 1, 0, 0);
    int stairs = add_action(f, "leave", hall, 0, 0, 0, 0);
    f->option_count = 2;
    f->options[0] = (DgOption){.name = "lab_or_garden", .chance_milli = 500, .line = 3};
    f->options[1] = (DgOption){.name = "second_lab", .model = DG_MODEL_BOTS_SIZE, .at_least = 6, .below = 1 << 30, .line = 4};
    /* the lists: top = enter, key, option0, option1, door, stairs; option0 yes = lab1, no = garden;
     * option1 yes = lab2, no = nothing */
    int o0 = f->node_count++, o1 = f->node_count++;
    f->nodes[o0] = (DgNode){.kind = DG_NODE_OPTION, .option = 0, .yes = {0, 1}, .no = {1, 1}};
    f->nodes[o1] = (DgNode){.kind = DG_NODE_OPTION, .option = 1, .yes = {2, 1}, .no = {3, 0}};
    f->seq[0] = lab1, f->seq[1] = garden, f->seq[2] = lab2;
    int top[] = {enter, key, o0, o1, door, stairs};
    for (int i = 0; i < 6; i++) f->seq[3 + i] = top[i];
    f->flow = (DgList){3, 6};
}

static DgFlowchart flow;
static DgGenResult result, again;

static void test_options(void)
{
    castle(&flow);
    DgPupil small = {{0}}, big = {{0}};
    big.value[DG_MODEL_BOTS_SIZE] = 6;
    small.value[DG_MODEL_BOTS_SIZE] = 5;
    LpRng rng;
    DgPath a, b;
    lp_rng_init(&rng, 1, 7);
    dg_resolve_options(&flow, &small, NULL, &rng, &a);
    lp_rng_init(&rng, 1, 7);
    dg_resolve_options(&flow, &big, NULL, &rng, &b);
    CHECK_INT(b.count, a.count + 1); /* the model's option adds the second lab */
    CHECK(!(a.decisions.yes & 2u) && (b.decisions.yes & 2u));
    CHECK_INT(a.decisions.met, 3);
    /* a code's decisions win over the model and the chance */
    DgDecisions forced = {.yes = 2u, .met = 3u};
    lp_rng_init(&rng, 1, 7);
    dg_resolve_options(&flow, &small, &forced, &rng, &a);
    CHECK_INT(a.decisions.yes, 2);
    CHECK_INT(a.count, 6);
    CHECK_STR(flow.nodes[a.nodes[2]].name, "walk the garden");
    CHECK_STR(flow.nodes[a.nodes[3]].name, "fix the robot");
    /* the chance comes out both ways over seeds, about half and half */
    int yes = 0;
    for (uint32_t s = 0; s < 1000; s++) {
        lp_rng_init(&rng, s, 7);
        dg_resolve_options(&flow, &small, NULL, &rng, &a);
        yes += (int)(a.decisions.yes & 1u);
    }
    CHECK(yes > 400 && yes < 600);
}

/* The ladder's cap (DgPupil.capped): at most `allowance` of the options that read a model say
 * yes, the first on the path whose models say so; a chance is never capped, a code's decisions
 * win over the cap. Both options read the same model here, which a cap by lowered model values
 * could not tell apart. */
static void test_options_capped(void)
{
    castle(&flow);
    flow.options[0] = (DgOption){.name = "lab_or_garden", .model = DG_MODEL_BOTS_SIZE, .at_least = 3,
                                 .below = 1 << 30, .line = 3};
    DgPupil pupil = {{0}};
    pupil.value[DG_MODEL_BOTS_SIZE] = 6; /* both options' models say yes */
    LpRng rng;
    DgPath a;
    int want_yes[] = {0, 1u, 3u, 3u}; /* allowance 0, 1, 2, 3 */
    for (int allowance = 0; allowance < 4; allowance++) {
        pupil.capped = 1;
        pupil.allowance = allowance;
        lp_rng_init(&rng, 1, 7);
        dg_resolve_options(&flow, &pupil, NULL, &rng, &a);
        CHECK_INT(a.decisions.met, 3);
        CHECK_INT(a.decisions.yes, want_yes[allowance]);
    }
    pupil.capped = 0; /* no cap: the models alone */
    lp_rng_init(&rng, 1, 7);
    dg_resolve_options(&flow, &pupil, NULL, &rng, &a);
    CHECK_INT(a.decisions.yes, 3);
    /* the first option's model says no: the allowance goes to the second */
    flow.options[0].at_least = 7;
    pupil.capped = 1;
    pupil.allowance = 1;
    lp_rng_init(&rng, 1, 7);
    dg_resolve_options(&flow, &pupil, NULL, &rng, &a);
    CHECK_INT(a.decisions.yes, 2);
    /* a code's decisions win */
    DgDecisions forced = {.yes = 3u, .met = 3u};
    pupil.allowance = 0;
    lp_rng_init(&rng, 1, 7);
    dg_resolve_options(&flow, &pupil, &forced, &rng, &a);
    CHECK_INT(a.decisions.yes, 3);
    /* a chance option is not capped: castle's own first option still comes out both ways */
    castle(&flow);
    int yes = 0;
    for (uint32_t seed = 0; seed < 200; seed++) {
        lp_rng_init(&rng, seed, 7);
        dg_resolve_options(&flow, &pupil, NULL, &rng, &a);
        yes += (int)(a.decisions.yes & 1u);
        CHECK(!(a.decisions.yes & 2u));
    }
    CHECK(yes > 50 && yes < 150);
}

static void test_many_seeds_certified(void)
{
    castle(&flow);
    int made = 0, corridors = 0, side = 0;
    for (uint32_t seed = 0; seed < 400; seed++) {
        DgGenDesc desc = {.flowchart = &flow, .seed = seed, .no_puzzles = 1};
        desc.pupil.value[DG_MODEL_BOTS_SIZE] = (int)(seed % 9);
        LpDiag diag = {0};
        if (!dg_generate(&desc, &result, &diag)) {
            char msg[300];
            lp_diag_format(&diag, msg, sizeof msg);
            fprintf(stderr, "seed %u: %s\n", seed, msg);
            continue;
        }
        made++;
        const DgDungeon *d = &result.dungeon;
        CHECK(result.certificate.ok);
        CHECK(d->room_count >= flow.room_lo && d->room_count <= flow.room_hi);
        CHECK(d->entrance == 0 && d->exit > 0);
        corridors += d->corridor_count > 0;
        for (int i = 0; i < d->room_count; i++) {
            side += !d->rooms[i].main;
            for (int k = 0; k < d->rooms[i].door_count; k++) CHECK(d->rooms[i].doors[k].to >= 0); /* no door left free */
        }
    }
    CHECK_INT(made, 400);
    CHECK(side > 0);
    fprintf(stderr, "test_dungeon_gen: 400 dungeons, %d with a corridor\n", corridors);
}

static void test_same_seed_same_bytes(void)
{
    castle(&flow);
    DgGenDesc desc = {.flowchart = &flow, .seed = 42, .no_puzzles = 1};
    LpDiag diag = {0};
    CHECK(dg_generate(&desc, &result, &diag));
    CHECK(dg_generate(&desc, &again, &diag));
    CHECK(memcmp(&result, &again, sizeof result) == 0);
    desc.seed = 43;
    CHECK(dg_generate(&desc, &again, &diag));
    CHECK(memcmp(&result.dungeon, &again.dungeon, sizeof result.dungeon) != 0);
}

/* The room holding a key. */
static int key_room(const DgDungeon *d)
{
    for (int i = 0; i < d->room_count; i++)
        if (d->rooms[i].gives) return i;
    return -1;
}

/* The world's door tile by which room `room` is entered from its parent. */
static DgWorldDoor *door_into(DgGenResult *r, int room)
{
    for (int i = 0; i < r->world.door_count; i++)
        if (r->world.doors[i].room == room && r->world.doors[i].to == r->dungeon.rooms[room].parent)
            return &r->world.doors[i];
    return NULL;
}

static void test_certificate_catches(void)
{
    castle(&flow);
    DgGenDesc desc = {.flowchart = &flow, .seed = 7, .no_puzzles = 1};
    LpDiag diag = {0};
    CHECK(dg_generate(&desc, &result, &diag));
    DgCertificate c;
    /* a door into a main room walled up: the rooms beyond it cannot be reached */
    again = result;
    DgWorldDoor *d = door_into(&again, again.dungeon.exit);
    CHECK(d != NULL);
    if (d) again.world.tile[d->y][d->x] = DG_WALL;
    dg_certify(&again.world, &c);
    CHECK(!c.ok && c.unreachable > 0 && !c.exit_reached);
    /* a room moved onto another */
    again = result;
    again.world.rooms[1].x = again.world.rooms[0].x;
    again.world.rooms[1].y = again.world.rooms[0].y;
    dg_certify(&again.world, &c);
    CHECK(!c.ok && c.overlaps > 0);
    /* the red door locks the key's own room: the key is behind its door */
    again = result;
    int k = key_room(&again.dungeon);
    CHECK(k > 0);
    d = k > 0 ? door_into(&again, k) : NULL;
    CHECK(d != NULL);
    if (d) {
        d->lock = again.dungeon.rooms[k].gives;
        dg_certify(&again.world, &c);
        CHECK(!c.ok && c.keys_behind_lock == 1);
    }
    /* a gate whose puzzle its mode did not certify: the rooms beyond stay shut */
    again = result;
    for (int i = 0; i < again.world.room_count; i++)
        if (again.dungeon.rooms[i].gate && again.world.puzzle_count < DG_MAX_ROOMS) {
            again.world.rooms[i].puzzle = again.world.puzzle_count;
            again.world.puzzles[again.world.puzzle_count++] = (DgWorldPuzzle){.room = i, .verified = 0};
            break;
        }
    CHECK(again.world.puzzle_count == 1);
    dg_certify(&again.world, &c);
    CHECK(!c.ok && c.puzzles_unverified == 1 && c.unreachable > 0);
    /* the unbroken one passes */
    dg_certify(&result.world, &c);
    CHECK(c.ok);
}

static void test_no_room_fits(void)
{
    castle(&flow);
    /* the hall made too big for the map's room rules: the failure names an action and its line */
    for (int i = 0; i < flow.type_count; i++) flow.types[i].doors_hi = flow.types[i].doors_lo = 1;
    DgGenDesc desc = {.flowchart = &flow, .seed = 1, .no_puzzles = 1};
    LpDiag diag = {0};
    CHECK(!dg_generate(&desc, &result, &diag));
    char msg[300];
    lp_diag_format(&diag, msg, sizeof msg);
    CHECK(strstr(msg, "castle.lua:") != NULL);
    CHECK(strstr(msg, "door") != NULL);
}

TEST_MAIN(test_options, test_options_capped, test_many_seeds_certified, test_same_seed_same_bytes,
          test_certificate_catches, test_no_room_fits)
