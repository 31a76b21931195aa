/* test_bots_solver.c - the robot solver: breadth-first fewest actions on hand-made worlds (the
 * known optimum, a bound that is too short, an unsolvable world), the par prover (a par that is
 * too high, a proven par, recursion, giving up), and the prover against brute force: every
 * program of at most 4 commands (repeat 2-3, function A) run through the game's own runner. */
#include <stdlib.h>

#include "core/rng.h"
#include "modes/bots/bots_lang.h"
#include "modes/bots/level.h"
#include "modes/bots/solver.h"
#include "bots_worlds.h"
#include "test.h"


static void bfs_known_optimum(void)
{
    BotsLevel lv = parse(corner);
    BotsAction plan[16];
    int len = 0;
    CHECK_INT(bots_solve_shortest_actions(&lv.start, 16, plan, &len), BOTS_SOLVE_FOUND);
    CHECK_INT(len, 4);
    BotsWorld w = lv.start;
    for (int i = 0; i < len; i++) {
        CHECK_INT(bots_step(&w, plan[i]), BOTS_OK);
        CHECK(bots_solved(&w) == (i == len - 1));
    }
    /* One action too few: none within the bound. */
    CHECK_INT(bots_solve_shortest_actions(&lv.start, 3, plan, &len), BOTS_SOLVE_NONE);
    CHECK_INT(len, -1);

    lv = parse(box);
    CHECK_INT(bots_solve_shortest_actions(&lv.start, 50, plan, &len), BOTS_SOLVE_FOUND);
    CHECK_INT(len, 5);
    CHECK_INT(plan[0], BOTS_PICK_UP);
    CHECK_INT(plan[4], BOTS_PUT_DOWN);
    CHECK_INT(bots_solve_shortest_actions(&lv.start, 50, NULL, &len), BOTS_SOLVE_FOUND);
    CHECK_INT(len, 5);

    lv = parse(walk);
    CHECK_INT(bots_solve_shortest_actions(&lv.start, 100, plan, &len), BOTS_SOLVE_FOUND);
    CHECK_INT(len, 15);
}

static void bfs_unsolvable(void)
{
    BotsLevel lv = parse(island);
    int len = 7;
    CHECK_INT(bots_solve_shortest_actions(&lv.start, 1000, NULL, &len), BOTS_SOLVE_NONE);
    CHECK_INT(len, -1);
    /* An already solved world needs no action; a world with no switch is never solved. */
    BotsWorld w = lv.start;
    w.robot_x = 3;
    CHECK_INT(bots_solve_shortest_actions(&w, 5, NULL, &len), BOTS_SOLVE_FOUND);
    CHECK_INT(len, 0);
    w.switches[0][3] = 0;
    CHECK_INT(bots_solve_shortest_actions(&w, 5, NULL, &len), BOTS_SOLVE_NONE);
}

static void prove_par_too_high(void)
{
    BotsLevel lv = parse(walk);
    BotsProveResult r;
    CHECK_INT(bots_prove_par(&lv, NULL, &r), BOTS_PAR_SHORTER);
    CHECK_INT(r.commands, 3); /* nothing in 2: repeat (9) { forward(); } stops short */
    CHECK_INT(r.searched_below, 3);
    BotsRunReport run;
    CHECK_INT(bots_run_program(&lv, r.program, &run), BOTS_RUN_SOLVED);
    CHECK_INT(run.commands, 3);
    /* With counts up to 15, repeat (15) { forward(); } does it in 2. */
    CHECK_INT(bots_prove_par(&lv, &(BotsProveDesc){.max_repeat = 15}, &r), BOTS_PAR_SHORTER);
    CHECK_INT(r.commands, 2);
    CHECK(strstr(r.program, "repeat (15)") != NULL);

    /* The corner with par 5: the 4 plain actions are found. */
    char text[sizeof corner];
    snprintf(text, sizeof text, "%s", corner);
    text[strlen(HEAD(4)) - 2] = '5';
    lv = parse(text);
    CHECK_INT(lv.par, 5);
    CHECK_INT(bots_prove_par(&lv, NULL, &r), BOTS_PAR_SHORTER);
    CHECK_INT(r.commands, 4);
    CHECK_STR(bots_par_status_name(r.status), "shorter");
}

static void prove_par_proven(void)
{
    BotsProveResult r;
    BotsLevel lv = parse(corner);
    CHECK_INT(bots_prove_par(&lv, NULL, &r), BOTS_PAR_PROVEN);
    CHECK_INT(r.searched_below, 4);
    CHECK_STR(r.program, "");
    lv = parse(box);
    CHECK_INT(bots_prove_par(&lv, NULL, &r), BOTS_PAR_PROVEN);
    CHECK_STR(bots_par_status_name(r.status), "proven");
    CHECK(r.nodes > 0);
    /* Unsolvable: no shorter program, and none at all within 6 commands. */
    lv = parse(island);
    CHECK_INT(bots_prove_par(&lv, &(BotsProveDesc){.max_commands = 6}, &r), BOTS_PAR_PROVEN);
    CHECK_INT(r.searched_below, 7);
    /* A tiny node budget gives up and says how far it got. */
    lv = parse(walk);
    CHECK_INT(bots_prove_par(&lv, &(BotsProveDesc){.max_nodes = 3}, &r), BOTS_PAR_GAVE_UP);
    CHECK_STR(bots_par_status_name(r.status), "gave up");
    CHECK(r.searched_below < 3);
}

/* Recursion: a function that calls itself walks until the switch is pressed. With repeat counts
 * of at most 2, a 15-block walk takes 5 commands of nested repeats, recursion 3. */
static void prove_finds_recursion(void)
{
    BotsLevel lv = parse(walk);
    BotsProveResult r;
    CHECK_INT(bots_prove_par(&lv, &(BotsProveDesc){.max_repeat = 2, .max_commands = 3}, &r), BOTS_PAR_SHORTER);
    BotsRunReport run;
    CHECK_INT(bots_run_program(&lv, r.program, &run), BOTS_RUN_SOLVED);
    CHECK_INT(run.commands, 3);
    CHECK(strstr(r.program, "function A() {") != NULL);
}

/* ---- brute force: every program of at most MAX_COST commands, through bots_run_program ---- */

#define MAX_COST 4

typedef struct Brute {
    const BotsLevel *level;
    int best;          /* fewest commands that solved, MAX_COST + 1 when none */
    long long tried;
} Brute;

static const char *const stmt_actions[] = {"forward();", "backward();", "turnLeft();", "turnRight();",
                                           "climbUp();", "climbDown();", "pickUp();",  "putDown();"};

/* Every sequence of exactly `cost` commands (calls to A when calls is set), written into a
 * list of strings. */
typedef struct Seqs {
    char **items;
    int count, capacity;
} Seqs;

static void seqs_add(Seqs *s, const char *text)
{
    if (s->count == s->capacity) {
        s->capacity = s->capacity ? s->capacity * 2 : 64;
        s->items = realloc(s->items, (size_t)s->capacity * sizeof *s->items);
    }
    size_t n = strlen(text) + 1;
    s->items[s->count] = malloc(n);
    memcpy(s->items[s->count++], text, n);
}

static void seqs_free(Seqs *s)
{
    for (int i = 0; i < s->count; i++)
        free(s->items[i]);
    free(s->items);
}

static void build_seqs(Seqs *by_cost, int calls)
{
    seqs_add(&by_cost[0], "");
    for (int c = 1; c <= MAX_COST; c++) {
        char text[600];
        for (int a = 0; a < 8 + calls; a++)
            for (int i = 0; i < by_cost[c - 1].count; i++) {
                snprintf(text, sizeof text, "%s %s", a < 8 ? stmt_actions[a] : "A();", by_cost[c - 1].items[i]);
                seqs_add(&by_cost[c], text);
            }
        for (int body = 1; body <= c - 1; body++)
            for (int k = 2; k <= 3; k++)
                for (int i = 0; i < by_cost[body].count; i++)
                    for (int j = 0; j < by_cost[c - 1 - body].count; j++) {
                        snprintf(text, sizeof text, "repeat (%d) { %s } %s", k, by_cost[body].items[i],
                                 by_cost[c - 1 - body].items[j]);
                        seqs_add(&by_cost[c], text);
                    }
    }
}

static void brute_try(Brute *b, const char *src, int cost)
{
    if (cost >= b->best) return;
    BotsRunReport r;
    b->tried++;
    if (bots_run_program(b->level, src, &r) == BOTS_RUN_SOLVED) {
        CHECK_INT(r.commands, cost);
        b->best = cost;
    }
}

static void brute_force(Brute *b, Seqs *plain, Seqs *with_calls)
{
    for (int c = 1; c <= MAX_COST; c++)
        for (int i = 0; i < plain[c].count; i++)
            brute_try(b, plain[c].items[i], c);
    /* function A with a body of a commands (it may call itself) and a main program calling it */
    char text[1400];
    for (int a = 1; a < MAX_COST; a++)
        for (int m = 1; a + m <= MAX_COST; m++)
            for (int i = 0; i < with_calls[a].count; i++)
                for (int j = 0; j < with_calls[m].count; j++) {
                    if (!strstr(with_calls[m].items[j], "A()")) continue;
                    snprintf(text, sizeof text, "function A() { %s }\n%s", with_calls[a].items[i],
                             with_calls[m].items[j]);
                    brute_try(b, text, a + m);
                }
}

/* A random 3x3 world with heights 1-2 (some holes), one or two boxes, one or two switches. */
static int random_world(LpRng *rng, BotsLevel *lv)
{
    char text[400];
    char h[3][4], bx[3][4], sw[3][4];
    for (int y = 0; y < 3; y++) {
        for (int x = 0; x < 3; x++) {
            h[y][x] = (char)('0' + (lp_rng_chance(rng, 1, 6) ? 0 : lp_rng_range(rng, 1, 2)));
            bx[y][x] = '.';
            sw[y][x] = '.';
        }
        h[y][3] = bx[y][3] = sw[y][3] = '\0';
    }
    int rx = lp_rng_range(rng, 0, 2), ry = lp_rng_range(rng, 0, 2);
    h[ry][rx] = (char)('0' + lp_rng_range(rng, 1, 2));
    int boxes = lp_rng_range(rng, 0, 2), switches = lp_rng_range(rng, 1, 2);
    for (int i = 0; i < boxes; i++) {
        int x = lp_rng_range(rng, 0, 2), y = lp_rng_range(rng, 0, 2);
        if (h[y][x] != '0' && !(x == rx && y == ry)) bx[y][x] = '1';
    }
    for (int i = 0; i < switches; i++) {
        int x = lp_rng_range(rng, 0, 2), y = lp_rng_range(rng, 0, 2);
        if (h[y][x] != '0' && bx[y][x] == '.' && !(x == rx && y == ry)) sw[y][x] = 'S';
    }
    snprintf(text, sizeof text,
             HEAD(5) "robot: %d,%d,%c\nsolution: forward();\nheights:\n%s\n%s\n%s\nboxes:\n%s\n%s\n%s\n"
                     "switches:\n%s\n%s\n%s\n",
             rx, ry, "NESW"[lp_rng_below(rng, 4)], h[0], h[1], h[2], bx[0], bx[1], bx[2], sw[0], sw[1], sw[2]);
    LpDiag d = {0};
    return bots_level_parse(text, strlen(text), "random.level", lv, &d);
}

static void prover_matches_brute_force(void)
{
    Seqs plain[MAX_COST + 1], with_calls[MAX_COST + 1];
    memset(plain, 0, sizeof plain);
    memset(with_calls, 0, sizeof with_calls);
    build_seqs(plain, 0);
    build_seqs(with_calls, 1);
    LpRng rng;
    lp_rng_init(&rng, 77, 1);
    int worlds = 0, solvable = 0;
    while (worlds < 12) {
        BotsLevel lv;
        if (!random_world(&rng, &lv)) continue;
        worlds++;
        Brute b = {.level = &lv, .best = MAX_COST + 1};
        brute_force(&b, plain, with_calls);
        BotsProveResult r;
        BotsParStatus s = bots_prove_par(&lv, &(BotsProveDesc){.max_repeat = 3, .max_commands = MAX_COST}, &r);
        if (b.best <= MAX_COST) {
            solvable++;
            CHECK_INT(s, BOTS_PAR_SHORTER);
            CHECK_INT(r.commands, b.best);
        } else {
            CHECK_INT(s, BOTS_PAR_PROVEN);
        }
    }
    CHECK(solvable >= 2);
    for (int c = 0; c <= MAX_COST; c++) {
        seqs_free(&plain[c]);
        seqs_free(&with_calls[c]);
    }
}

TEST_MAIN(bfs_known_optimum, bfs_unsolvable, prove_par_too_high, prove_par_proven, prove_finds_recursion,
          prover_matches_brute_force)
