/* test_toycar_par_prover.c - the strong par prover (modes/toycar/par_prover.h): it agrees with
 * the plain exhaustive search (solver.h) wherever that one finishes, its lower bound never
 * overstates, it finds a plan with fewer tiles than offered, and its bound proves some pars
 * without searching at all. */
#include "core/rng.h"
#include "modes/toycar/par_prover.h"
#include "modes/toycar/solver.h"
#include "modes/toycar/toycar.h"
#include "test.h"
#include "toycar_boards.h"

/* A small random board: rocks, up to four flags, a goal, the car, a few tiles of each kind. */
static TcBoard random_board(LpRng *rng)
{
    TcBoard b;
    memset(&b, 0, sizeof b);
    b.width = 4 + (int)lp_rng_below(rng, 4);
    b.height = 3 + (int)lp_rng_below(rng, 4);
    for (int y = 0; y < b.height; y++)
        for (int x = 0; x < b.width; x++)
            b.cells[y][x] = lp_rng_below(rng, 100) < 25 ? TC_OBSTACLE : TC_EMPTY;
    b.car_x = (int)lp_rng_below(rng, (uint32_t)b.width);
    b.car_y = (int)lp_rng_below(rng, (uint32_t)b.height);
    b.cells[b.car_y][b.car_x] = TC_EMPTY;
    b.heading = (TcDir)lp_rng_below(rng, 4);
    int flags = (int)lp_rng_below(rng, 5);
    for (int k = 0; k <= flags; k++) {
        int x = (int)lp_rng_below(rng, (uint32_t)b.width), y = (int)lp_rng_below(rng, (uint32_t)b.height);
        if (x == b.car_x && y == b.car_y) continue;
        b.cells[y][x] = k == 0 ? TC_GOAL : TC_FLAG; /* the first is the goal */
    }
    for (int d = 0; d < 4; d++) b.inventory[d] = (int)lp_rng_below(rng, 3);
    return b;
}

static int has_goal(const TcBoard *b)
{
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++)
            if (b->cells[y][x] == TC_GOAL) return 1;
    return 0;
}

/* Wherever the plain search finishes, both give the same fewest; the bound never overstates. */
static void test_agrees_with_exhaustive_search(void)
{
    LpRng rng;
    lp_rng_init(&rng, 19, 77);
    int compared = 0, needing_tiles = 0, unwinnable = 0;
    for (int i = 0; i < 3000; i++) {
        TcBoard b = random_board(&rng);
        if (!has_goal(&b)) continue;
        int max_tiles = tc_board_tile_count(&b), plain_proven = 0, strong_proven = 0;
        int plain = tc_fewest_tiles(&b, max_tiles, 2000000, &plain_proven);
        if (!plain_proven) continue;
        int strong = tc_prove_fewest(&b, max_tiles, 2000000, &strong_proven);
        CHECK(strong_proven);
        CHECK_INT(strong, plain);
        if (plain >= 0) CHECK(tc_par_lower_bound(&b) <= plain);
        /* A limit below the fewest: no plan, proven, as the plain search says. */
        if (plain > 0) {
            CHECK_INT(tc_prove_fewest(&b, plain - 1, 2000000, &strong_proven), -1);
            CHECK(strong_proven);
        }
        compared++;
        needing_tiles += plain >= 2;
        unwinnable += plain < 0;
    }
    /* The comparison covered boards of every kind. */
    CHECK(compared > 1000);
    CHECK(needing_tiles > 50);
    CHECK(unwinnable > 100);
}

/* Three tiles offered (a par of three), one is enough: asked for fewer than three, the prover
 * finds the plan with one, and the game's rules win with it. */
static void test_finds_fewer_tiles(void)
{
    const char *shortcut[] = {"C...", "....", "...G"};
    TcBoard b = board_from(shortcut, 3, TC_RIGHT);
    b.inventory[TC_DOWN] = 2;
    b.inventory[TC_RIGHT] = 1;
    int proven = 0;
    CHECK_INT(tc_prove_fewest(&b, 2, 100000, &proven), 1);
    CHECK(proven);
    const TcTile one[] = {{3, 0, TC_DOWN}};
    CHECK(tc_certify(&b, one, 1));
    /* With none allowed, no plan: proven. */
    CHECK_INT(tc_prove_fewest(&b, 0, 100000, &proven), -1);
    CHECK(proven);
}

/* The bound alone proves a par: no search node is spent. The plain search, with no nodes, cannot. */
static void test_bound_proves_without_search(void)
{
    const char *corner[] = {"C..", "..F", "..G"};
    TcBoard b = board_from(corner, 3, TC_RIGHT);
    b.inventory[TC_DOWN] = 1;
    CHECK_INT(tc_par_lower_bound(&b), 1);
    int proven = 0;
    CHECK_INT(tc_prove_fewest(&b, 0, 0, &proven), -1);
    CHECK(proven);
    CHECK_INT(tc_fewest_tiles(&b, 0, 0, &proven), -1);
    CHECK(!proven);
    /* A budget of one node on a board that needs a search: not proven. */
    const char *open[] = {"C...", "....", "..FG"};
    b = board_from(open, 3, TC_RIGHT);
    b.inventory[TC_DOWN] = 2;
    b.inventory[TC_LEFT] = 2;
    b.inventory[TC_RIGHT] = 2;
    CHECK_INT(tc_prove_fewest(&b, 6, 1, &proven), -1);
    CHECK(!proven);
}

/* A flag walled in so no run can reach it: the bound says no plan wins. */
static void test_unreachable_flag(void)
{
    const char *rows[] = {"C...G", "##.##", "#F###"};
    TcBoard b = board_from(rows, 3, TC_RIGHT);
    b.inventory[TC_DOWN] = 3;
    int proven = 0;
    CHECK(tc_par_lower_bound(&b) > 3);
    CHECK_INT(tc_prove_fewest(&b, 3, 0, &proven), -1);
    CHECK(proven);
}

TEST_MAIN(test_agrees_with_exhaustive_search, test_finds_fewer_tiles, test_bound_proves_without_search,
          test_unreachable_flag)
