/* test_toycar_gen.c - the toy-car generator, step by step: feasibility, loops, objectives,
 * non-dominated sorting with ties, crowding, selection, crossover, mutation, the Fig. 4
 * builder, and the whole pipeline (certified, exact, deterministic, no superfluous tiles). */
#include <stdlib.h>

#include "modes/toycar/par_prover.h"
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
        if (!tc_build_board(m, n, 99, attempt, 1, &b)) continue;
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
    CHECK(tc_build_board(m, n, 5, 0, 1, &same1) && tc_build_board(m, n, 5, 0, 1, &same2));
    CHECK(memcmp(&same1, &same2, sizeof same1) == 0);
}

/* 1 when a rock or the goal stands between two cells of one row or column. */
static int closed_between(const TcBoard *b, int ax, int ay, int bx, int by)
{
    int dx = (bx > ax) - (bx < ax), dy = (by > ay) - (by < ay);
    for (int x = ax + dx, y = ay + dy; x != bx || y != by; x += dx, y += dy)
        if (b->cells[y][x] == TC_OBSTACLE || b->cells[y][x] == TC_GOAL) return 1;
    return 0;
}

/* Version 2's strict boards: a flag on every segment, no two flags on one row or column stretch,
 * and so a par the prover proves by its bound (every flag needs an arrow of its own). */
static void test_board_builder_v2_flags_apart(void)
{
    static const char *const sequences[] = {"RDRURDLDRU", "URDLULDRURDL", "LURDLURDLURDL", "RDLDRDLDR"};
    int built = 0, v1_flagless = 0;
    for (size_t q = 0; q < sizeof sequences / sizeof sequences[0]; q++) {
        uint8_t m[TC_GENOME_MAX];
        int n = moves_from(sequences[q], m);
        for (int tries = 0; tries < 10 * TC_BUILD_STRICT_ATTEMPTS; tries++) {
            int attempt = tries % TC_BUILD_STRICT_ATTEMPTS;
            uint64_t seed = 7 + q + 100 * (uint64_t)(tries / TC_BUILD_STRICT_ATTEMPTS);
            TcBuildResult b, old;
            if (tc_build_board(m, n, seed, attempt, 1, &old)) v1_flagless += tc_board_flags(&old.board) < n;
            if (!tc_build_board(m, n, seed, attempt, 2, &b)) continue;
            built++;
            CHECK(tc_certify(&b.board, b.tiles, b.tile_count));
            CHECK_INT(tc_board_flags(&b.board), n);
            int fx[TC_GENOME_MAX], fy[TC_GENOME_MAX], f = 0;
            for (int y = 0; y < b.board.height; y++)
                for (int x = 0; x < b.board.width; x++)
                    if (b.board.cells[y][x] == TC_FLAG) fx[f] = x, fy[f] = y, f++;
            for (int i = 0; i < f; i++)
                for (int j = i + 1; j < f; j++)
                    if (fx[i] == fx[j] || fy[i] == fy[j])
                        CHECK(closed_between(&b.board, fx[i], fy[i], fx[j], fy[j]));
            int proven = 0;
            CHECK_INT(tc_prove_fewest(&b.board, b.tile_count - 1, 1000, &proven), -1);
            CHECK(proven);
        }
    }
    if (built < 20) fprintf(stderr, "version 2 built %d strict boards of %d\n", built, 40 * TC_BUILD_STRICT_ATTEMPTS);
    CHECK(built >= 20);
    CHECK(v1_flagless > 0); /* version 1 leaves one-cell segments without a flag: the test can tell */
    uint8_t m[TC_GENOME_MAX];
    int n = moves_from("RDRURDLDRU", m);
    TcBuildResult same1, same2;
    CHECK(tc_build_board(m, n, 5, 0, 2, &same1) && tc_build_board(m, n, 5, 0, 2, &same2));
    CHECK(memcmp(&same1, &same2, sizeof same1) == 0);
}

/* Version 2's pipeline: every board certified, on target, and its par proven the fewest. */
static void test_pipeline_v2_pars_proven(void)
{
    int runs = 0, proven = 0;
    for (int length = 1; length <= 25; length += 4)
        for (int loops = 0; loops * 5 <= length; loops += 2)
            for (uint64_t seed = 1; seed <= 2; seed++) {
                TcGaDesc d = {.seed = seed * 31,
                              .version = 2,
                              .target_length = length,
                              .target_loops = loops,
                              .population = 100,
                              .generations = 150};
                static TcGenResult r;
                LpDiag diag = {0};
                runs++;
                CHECK(tc_generate(&d, &r, &diag));
                CHECK_INT(r.version, 2);
                CHECK(r.verified && tc_certify(&r.build.board, r.build.tiles, r.build.tile_count));
                CHECK_INT(r.ga.length, length);
                int fewest_proven = 0;
                if (r.build.tile_count > 0)
                    CHECK_INT(tc_prove_fewest(&r.build.board, r.build.tile_count - 1, 40000, &fewest_proven),
                              -1);
                proven += r.par_proven && (r.build.tile_count == 0 || fewest_proven);
            }
    CHECK_INT(proven, runs);
    TcGaDesc bad = {.seed = 1, .version = TC_GEN_VERSION + 1, .target_length = 5};
    static TcGenResult r;
    LpDiag diag = {0};
    CHECK(!tc_generate(&bad, &r, &diag));
    CHECK(strstr(diag.message, "generator") != NULL);
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

static void test_random_genomes_are_feasible(void)
{
    LpRng rng;
    lp_rng_init(&rng, 21, 4);
    for (int i = 0; i < 500; i++) {
        TcGenome g;
        int length = 1 + (int)lp_rng_below(&rng, TC_GENOME_MAX);
        int vertical = i & 1;
        tc_genome_random_on_axis(&g, length, vertical, &rng);
        CHECK_INT(g.length, length);
        CHECK_INT(tc_violations(g.moves, g.length), 0);
        CHECK_INT(g.moves[0] == TC_UP || g.moves[0] == TC_DOWN, vertical);
        tc_genome_random(&g, length, &rng);
        CHECK_INT(tc_violations(g.moves, g.length), 0);
        int l = tc_genome_initial_length(11, &rng);
        CHECK(l >= 9 && l <= 13);
    }
    CHECK_INT(tc_genome_initial_length(1, &rng) >= 1, 1);
    CHECK(tc_genome_initial_length(TC_GENOME_MAX, &rng) <= TC_GENOME_MAX);
}

/* Fronts by definition, O(n^2): peel off the points no remaining point dominates. */
static void brute_fronts(const int *f1, const int *f2, int n, int *front)
{
    for (int i = 0; i < n; i++) front[i] = -1;
    for (int f = 0, left = n; left > 0; f++) {
        int now[64], k = 0;
        for (int i = 0; i < n; i++) {
            if (front[i] >= 0) continue;
            int dominated = 0;
            for (int j = 0; j < n && !dominated; j++)
                dominated = front[j] < 0 && tc_dominates(f1[j], f2[j], f1[i], f2[i]);
            if (!dominated) now[k++] = i;
        }
        for (int j = 0; j < k; j++) front[now[j]] = f;
        left -= k;
    }
}

static void test_nondominated_sort_matches_definition(void)
{
    LpRng rng;
    lp_rng_init(&rng, 5, 6);
    for (int trial = 0; trial < 300; trial++) {
        /* Small ranges give many ties; one trial in three uses a range large enough for the
         * merge-sort path instead of the counting sort. */
        int n = 1 + (int)lp_rng_below(&rng, 60);
        int range = trial % 3 == 0 ? 100000 : 1 + (int)lp_rng_below(&rng, 8);
        int f1[64], f2[64], front[64], expect[64], order[64], scratch[TC_NDS_SCRATCH(64)];
        for (int i = 0; i < n; i++) {
            f1[i] = (int)lp_rng_below(&rng, (uint32_t)range);
            f2[i] = (int)lp_rng_below(&rng, (uint32_t)range);
        }
        int fronts = tc_nondominated_sort(f1, f2, n, front, order, scratch);
        brute_fronts(f1, f2, n, expect);
        int max_front = 0;
        for (int i = 0; i < n; i++) {
            CHECK_INT(front[i], expect[i]);
            if (expect[i] > max_front) max_front = expect[i];
        }
        CHECK_INT(fronts, max_front + 1);
        /* order: every index once, sorted by (front, f1, f2, index). */
        for (int k = 1; k < n; k++) {
            int a = order[k - 1], b = order[k];
            int before = front[a] != front[b] ? front[a] < front[b]
                         : f1[a] != f1[b]     ? f1[a] < f1[b]
                         : f2[a] != f2[b]     ? f2[a] < f2[b]
                                              : a < b;
            CHECK(before);
        }
    }
}

static void test_crowding_values(void)
{
    /* A(0,3) B(1,1) D(3,0): B's neighbours span the whole range in both objectives, so its
     * distance is 2^20 + 2^20. */
    int f1[] = {0, 1, 3}, f2[] = {3, 1, 0}, members[] = {0, 1, 2};
    int64_t dist[3];
    tc_crowding(f1, f2, members, 3, dist);
    CHECK(dist[1] == (INT64_C(1) << 21));
    /* One distinct point, even repeated: a boundary. */
    int g1[] = {4, 4}, g2[] = {1, 1}, two[] = {0, 1};
    int64_t d2[2];
    tc_crowding(g1, g2, two, 2, d2);
    CHECK(d2[0] == TC_CROWDING_INF && d2[1] == TC_CROWDING_INF);
}

static void test_crossover_cuts(void)
{
    LpRng rng;
    lp_rng_init(&rng, 17, 8);
    int cuts_seen[TC_GENOME_MAX] = {0};
    for (int i = 0; i < 3000; i++) {
        TcGenome a, b, c1, c2;
        /* a is all L and b all D, so every child gene tells its parent. */
        a.length = 1 + (int)lp_rng_below(&rng, TC_GENOME_MAX);
        b.length = 1 + (int)lp_rng_below(&rng, TC_GENOME_MAX);
        memset(a.moves, TC_LEFT, sizeof a.moves);
        memset(b.moves, TC_DOWN, sizeof b.moves);
        tc_crossover(&a, &b, &c1, &c2, &rng);
        int cut = 0;
        while (cut < c1.length && c1.moves[cut] == TC_DOWN) cut++;
        int shorter = a.length < b.length ? a.length : b.length;
        CHECK(cut < shorter); /* the cut is in [0, min(la, lb)) */
        for (int k = 0; k < c1.length; k++) CHECK_INT(c1.moves[k], k < cut ? TC_DOWN : TC_LEFT);
        for (int k = 0; k < c2.length; k++) CHECK_INT(c2.moves[k], k < cut ? TC_LEFT : TC_DOWN);
        if (a.length == TC_GENOME_MAX && b.length == TC_GENOME_MAX) cuts_seen[cut]++;
        if (shorter == 1) CHECK_INT(cut, 0);
    }
}

static void test_mutation_rate(void)
{
    /* Each of l genes mutates with probability 1/l: a genome comes out untouched with
     * probability (1 - 1/l)^l: 0.25 for l = 2, about 0.358 for l = 20; l = 1 always mutates. */
    LpRng rng;
    lp_rng_init(&rng, 3, 9);
    TcMutation *mut = malloc(sizeof *mut);
    CHECK(mut != NULL);
    if (!mut) return;
    tc_mutation_init(mut);
    int lengths[] = {1, 2, 20}, lo[] = {0, 4700, 6900}, hi[] = {0, 5300, 7450};
    for (int t = 0; t < 3; t++) {
        int same = 0;
        for (int i = 0; i < 20000; i++) {
            TcGenome g, before;
            tc_genome_random(&g, lengths[t], &rng);
            before = g;
            tc_mutate(mut, &g, &rng);
            same += g.length == before.length && memcmp(g.moves, before.moves, (size_t)g.length) == 0;
        }
        CHECK(same >= lo[t] && same <= hi[t]);
    }
    free(mut);
}

static void test_builder_inventory_matches_tiles(void)
{
    uint8_t m[TC_GENOME_MAX];
    int n = moves_from("URDLULDRURDL", m);
    int built = 0;
    for (int attempt = 0; attempt < 30; attempt++) {
        TcBuildResult b;
        if (!tc_build_board(m, n, 1234, attempt, 1, &b)) continue;
        built++;
        int per_dir[4] = {0};
        for (int t = 0; t < b.tile_count; t++) per_dir[b.tiles[t].dir]++;
        for (int d = 0; d < 4; d++) CHECK_INT(b.board.inventory[d], per_dir[d]);
        CHECK_INT(b.board.heading, TC_UP);
        CHECK(b.board.width <= TC_MAX_W && b.board.height <= TC_MAX_H);
        CHECK_INT(b.board.cells[b.board.car_y][b.board.car_x], TC_EMPTY);
        /* Driving the intended plan ends on the goal, the last cell of the path. */
        TcWorld *w = malloc(sizeof *w);
        if (!w) continue;
        tc_world_init(w, &b.board);
        for (int t = 0; t < b.tile_count; t++)
            CHECK_INT(tc_place(w, b.tiles[t].x, b.tiles[t].y, b.tiles[t].dir), TC_PLACE_OK);
        tc_play(w);
        CHECK_INT(tc_run_to_end(w), TC_WON);
        CHECK_INT(b.board.cells[w->car_y][w->car_x], TC_GOAL);
        free(w);
    }
    CHECK(built >= 20);
}

/* The game certifies 200 generated boards across seeds and targets (smaller GA settings keep
 * this quick under the sanitizers). */
static void test_two_hundred_certified_boards(void)
{
    int runs = 0, certified = 0, exact = 0;
    for (uint64_t seed = 1; runs < 200; seed++) {
        int length = 1 + (int)(seed * 7 % 30);
        int loops = (int)(seed % 7);
        if (loops * 5 > length) loops = length / 5;
        TcGaDesc d = {.seed = seed * 7919, .target_length = length, .target_loops = loops,
                      .population = 100, .generations = 200};
        TcGenResult r;
        LpDiag diag = {0};
        runs++;
        if (!tc_generate(&d, &r, &diag)) continue;
        certified += r.verified && tc_certify(&r.build.board, r.build.tiles, r.build.tile_count);
        exact += r.ga.length == length && r.ga.loops == loops;
        CHECK_INT(tc_violations(r.ga.moves, r.ga.length), 0); /* no superfluous tiles */
        CHECK_INT(r.build.tile_count, r.ga.length - 1);
    }
    CHECK_INT(certified, 200);
    CHECK_INT(exact, 200);
}

static void test_ga_saturated_target_at_paper_parameters(void)
{
    /* {40, 8}: every move belongs to a loop, the hardest reachable target. */
    TcGaDesc d = {.seed = 77, .target_length = 40, .target_loops = 8};
    TcGaResult r;
    LpDiag diag = {0};
    CHECK(tc_ga_run(&d, &r, &diag));
    CHECK_INT(r.length, 40);
    CHECK_INT(r.loops, 8);
    CHECK_INT(tc_count_loops(r.moves, r.length), 8);
    CHECK_INT(tc_violations(r.moves, r.length), 0);
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
          test_crossover_and_mutation, test_board_builder, test_board_builder_v2_flags_apart,
          test_pipeline_v2_pars_proven, test_pipeline, test_paper_parameters_and_determinism,
          test_random_genomes_are_feasible, test_nondominated_sort_matches_definition, test_crowding_values,
          test_crossover_cuts, test_mutation_rate, test_builder_inventory_matches_tiles,
          test_two_hundred_certified_boards, test_ga_saturated_target_at_paper_parameters, test_cancel)
