/* test_toycar_gen.c - the toy-car generator, step by step: feasibility, loops, objectives,
 * non-dominated sorting with ties, crowding, selection, crossover, mutation, the Fig. 4
 * builder, and the whole pipeline (certified, exact, deterministic, no superfluous tiles). */
#include <stdlib.h>

#include "test.h"
#include "toycar/toycar_gen.h"

static int moves_from(const char *s, uint8_t *out)
{
    int n = 0;
    for (; *s; s++) out[n++] = (uint8_t)tc_dir_from_letter(*s);
    return n;
}

static void test_feasibility(void)
{
    uint8_t m[TC_GENOME_MAX];
    int n = moves_from("RURD", m);
    CHECK_INT(tc_violations(m, n), 0);
    CHECK_INT(tc_feasibility(m, n), 0);
    n = moves_from("RLUU", m); /* opposite, then equal */
    CHECK_INT(tc_violations(m, n), 2);
    CHECK_INT(tc_feasibility(m, n), -2);
    n = moves_from("LLLL", m);
    CHECK_INT(tc_feasibility(m, n), -3); /* the paper's minimum is -2(n-1) only with both */
    n = moves_from("R", m);
    CHECK_INT(tc_violations(m, n), 0);
}

static void test_loops(void)
{
    uint8_t m[TC_GENOME_MAX];
    int n = moves_from("LURDL", m);
    CHECK_INT(tc_count_loops(m, n), 1);
    n = moves_from("LURDLURDL", m); /* the shared L is not counted twice */
    CHECK_INT(tc_count_loops(m, n), 1);
    n = moves_from("LURDLURDLU", m);
    CHECK_INT(tc_count_loops(m, n), 2);
    n = moves_from("RURURURU", m);
    CHECK_INT(tc_count_loops(m, n), 0);
    n = moves_from("RDLUR", m); /* the other way round counts too */
    CHECK_INT(tc_count_loops(m, n), 1);
    n = moves_from("LURDR", m); /* back to another direction: not a loop */
    CHECK_INT(tc_count_loops(m, n), 0);
    TcObjectives o = tc_objectives(m, n, 7, 1);
    CHECK_INT(o.length_gap, 2);
    CHECK_INT(o.loops_gap, 1);
}

static void test_nondominated_sort_with_ties(void)
{
    /* Points (f1, f2): A(0,3) B(1,1) C(1,1) D(3,0) E(2,2) F(4,4). Fronts: {A,B,C,D} {E} {F}. */
    int f1[] = {0, 1, 1, 3, 2, 4}, f2[] = {3, 1, 1, 0, 2, 4};
    int front[6], order[6], scratch[TC_NDS_SCRATCH(6)];
    int fronts = tc_nondominated_sort(f1, f2, 6, front, order, scratch);
    CHECK_INT(fronts, 3);
    CHECK_INT(front[0], 0);
    CHECK_INT(front[1], 0);
    CHECK_INT(front[2], 0); /* identical to B: same front */
    CHECK_INT(front[3], 0);
    CHECK_INT(front[4], 1);
    CHECK_INT(front[5], 2);
    for (int i = 1; i < 6; i++) CHECK(front[order[i - 1]] <= front[order[i]]);
}

static void test_crowding(void)
{
    /* Front sorted by (f1, f2): A(0,3) B(1,1) C(1,1) D(3,0). */
    int f1[] = {0, 1, 1, 3}, f2[] = {3, 1, 1, 0};
    int members[] = {0, 1, 2, 3};
    int64_t dist[4];
    tc_crowding(f1, f2, members, 4, dist);
    CHECK(dist[0] == TC_CROWDING_INF);
    CHECK(dist[3] == TC_CROWDING_INF);
    CHECK(dist[1] == dist[2]); /* tied points get the same distance */
    CHECK(dist[1] > 0 && dist[1] < TC_CROWDING_INF);
    /* All points identical: no division by zero, all equal. */
    int g1[] = {2, 2, 2}, g2[] = {5, 5, 5}, mem3[] = {0, 1, 2};
    int64_t d3[3];
    tc_crowding(g1, g2, mem3, 3, d3);
    CHECK(d3[0] == d3[1] && d3[1] == d3[2]);
}

static void test_selection(void)
{
    CHECK(tc_dominates(0, 1, 1, 1));
    CHECK(!tc_dominates(1, 1, 1, 1));
    CHECK(!tc_dominates(0, 2, 1, 1));
    /* One point dominates all others: it must win most tournaments it enters. */
    int f1[] = {0, 5, 5, 5}, f2[] = {0, 5, 5, 5};
    LpRng rng;
    lp_rng_init(&rng, 7, 1);
    int wins = 0;
    for (int i = 0; i < 4000; i++) wins += tc_select_tournament(f1, f2, 4, &rng) == 0;
    CHECK(wins > 1500 && wins < 2000); /* P = 1 - (3/4)^2 = 7/16 = 1750 of 4000 */
    /* Roulette favours fewer violations. */
    int viol[] = {0, 9, 9, 9};
    int members[4];
    TcRoulette r;
    tc_roulette_init(&r, viol, 4, members);
    int zero = 0;
    for (int i = 0; i < 4000; i++) zero += tc_select_roulette(&r, &rng) == 0;
    CHECK(zero > 4000 * 10 / 13 - 200 && zero < 4000 * 10 / 13 + 200); /* weight 1 vs 3 x 1/10 */
}

static void test_crossover_and_mutation(void)
{
    LpRng rng;
    lp_rng_init(&rng, 11, 3);
    TcMutation *mut = malloc(sizeof *mut);
    CHECK(mut != NULL);
    if (!mut) return;
    tc_mutation_init(mut);
    for (int i = 0; i < 2000; i++) {
        TcGenome a, b, c1, c2;
        tc_genome_random(&a, 1 + (int)lp_rng_below(&rng, TC_GENOME_MAX), &rng);
        tc_genome_random(&b, 1 + (int)lp_rng_below(&rng, TC_GENOME_MAX), &rng);
        tc_crossover(&a, &b, &c1, &c2, &rng);
        CHECK_INT(c1.length, a.length);
        CHECK_INT(c2.length, b.length);
        tc_mutate(mut, &c1, &rng);
        CHECK(c1.length >= 1 && c1.length <= TC_GENOME_MAX);
        for (int k = 0; k < c1.length; k++) CHECK(c1.moves[k] <= TC_DOWN);
    }
    /* Length-1 genomes never vanish; full ones never overflow. */
    for (int i = 0; i < 500; i++) {
        TcGenome g;
        tc_genome_random(&g, 1, &rng);
        tc_mutate(mut, &g, &rng);
        CHECK(g.length >= 1);
        tc_genome_random(&g, TC_GENOME_MAX, &rng);
        tc_mutate(mut, &g, &rng);
        CHECK(g.length <= TC_GENOME_MAX);
    }
    free(mut);
}

static void test_board_builder(void)
{
    uint8_t m[TC_GENOME_MAX];
    int n = moves_from("RDRURDLDRU", m);
    int built = 0;
    for (int attempt = 0; attempt < 20; attempt++) {
        TcBuildResult b;
        if (!tc_build_board(m, n, 99, attempt, &b)) continue;
        built++;
        CHECK_INT(b.tile_count, n - 1);
        CHECK_INT(b.board.heading, TC_RIGHT);
        CHECK_INT(tc_board_tile_count(&b.board), n - 1);
        int goals = 0;
        for (int y = 0; y < b.board.height; y++)
            for (int x = 0; x < b.board.width; x++) goals += b.board.cells[y][x] == TC_GOAL;
        CHECK_INT(goals, 1);
        for (int t = 0; t < b.tile_count; t++) {
            CHECK_INT(b.tiles[t].dir, m[t + 1]);
            CHECK_INT(b.board.cells[b.tiles[t].y][b.tiles[t].x], TC_EMPTY);
            CHECK(!(b.tiles[t].x == b.board.car_x && b.tiles[t].y == b.board.car_y));
        }
        /* A one-cell margin around the path: the car is never on the edge. */
        CHECK(b.board.car_x >= 1 && b.board.car_y >= 1);
        CHECK(b.board.car_x < b.board.width - 1 && b.board.car_y < b.board.height - 1);
        CHECK(tc_certify(&b.board, b.tiles, b.tile_count));
    }
    CHECK(built >= 15);
    TcBuildResult same1, same2;
    CHECK(tc_build_board(m, n, 5, 0, &same1) && tc_build_board(m, n, 5, 0, &same2));
    CHECK(memcmp(&same1, &same2, sizeof same1) == 0);
}

static void test_pipeline(void)
{
    /* Smaller GA settings keep this quick under the sanitizers; the full sweep at 500 x 1000
     * runs from tests/e2e/generator_sweep.sh. */
    int certified = 0, exact = 0, runs = 0;
    for (int length = 1; length <= 21; length += 2)
        for (int loops = 0; loops * 5 <= length; loops++)
            for (uint64_t seed = 1; seed <= 3; seed++) {
                TcGaDesc d = {.seed = seed * 101, .target_length = length, .target_loops = loops,
                              .population = 100, .generations = 150};
                TcGenResult r;
                LpDiag diag = {0};
                runs++;
                if (!tc_generate(&d, &r, &diag)) continue;
                certified += r.verified && tc_certify(&r.build.board, r.build.tiles, r.build.tile_count);
                exact += r.ga.length == length && tc_count_loops(r.ga.moves, r.ga.length) == loops;
                for (int k = 1; k < r.ga.length; k++) CHECK(r.ga.moves[k] != r.ga.moves[k - 1]);
                for (int k = 1; k < r.ga.length; k++) CHECK(r.ga.moves[k] != tc_dir_opposite(r.ga.moves[k - 1]));
            }
    CHECK_INT(certified, runs);
    CHECK_INT(exact, runs);
}

static void test_paper_parameters_and_determinism(void)
{
    /* Paper 003's Fig. 9 end point {11, 2} at the default 500 x 1000. */
    TcGaDesc d = {.seed = 2024, .target_length = 11, .target_loops = 2};
    TcGenResult a, b, c;
    LpDiag diag = {0};
    CHECK(tc_generate(&d, &a, &diag));
    CHECK_INT(a.ga.length, 11);
    CHECK_INT(a.ga.loops, 2);
    CHECK(a.verified);
    CHECK(tc_generate(&d, &b, &diag));
    CHECK(memcmp(&a, &b, sizeof a) == 0);
    d.seed = 2025;
    CHECK(tc_generate(&d, &c, &diag));
    CHECK(memcmp(&a.build.board, &c.build.board, sizeof a.build.board) != 0);
}

static volatile int cancel_now = 1;

static void test_cancel(void)
{
    TcGaDesc d = {.seed = 1, .target_length = 9, .cancel = &cancel_now};
    TcGenResult r;
    LpDiag diag = {0};
    CHECK(!tc_generate(&d, &r, &diag));
    CHECK(diag.message[0] != '\0');
}

TEST_MAIN(test_feasibility, test_loops, test_nondominated_sort_with_ties, test_crowding, test_selection,
          test_crossover_and_mutation, test_board_builder, test_pipeline, test_paper_parameters_and_determinism,
          test_cancel)
