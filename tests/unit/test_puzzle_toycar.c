/* test_puzzle_toycar.c - the toy car's rules with no screen (game/puzzle/toycar_puzzle.h): two
 * puzzles open at once stay apart; Play, the clock and the first solve; Stop counts the try it
 * stopped; the step time of each replay format's speed rule. */
#include <string.h>

#include "puzzle/toycar_puzzle.h"
#include "test.h"

static TcLevel lesson(const char *file)
{
    TcLevel level;
    LpDiag diag = {0};
    char path[512];
    snprintf(path, sizeof path, "%s/levels/toycar/%s", LOOPLING_SOURCE_DIR, file);
    CHECK(tc_level_load(path, &level, &diag));
    return level;
}

/* Tick until the try ends (or a bound); returns what the last tick said. */
static TcTicked drive(TcPuzzle *p, int *ticks)
{
    TcTicked t = {0};
    for (*ticks = 0; *ticks < 10000; (*ticks)++) {
        tc_puzzle_tick(p, &t);
        if (t.ended) break;
    }
    return t;
}

static void test_two_puzzles_at_once(void)
{
    TcLevel level = lesson("02_turn_the_corner.level");
    static TcPuzzle a, b;
    tc_puzzle_open(&a, &level, PZ_KIND_LESSON, 1, 1, LP_REPLAY_VERSION);
    tc_puzzle_open(&b, &level, PZ_KIND_OTHER, 0, 1, LP_REPLAY_VERSION);
    for (int i = 0; i < level.tile_count; i++)
        CHECK_INT(tc_puzzle_place(&a, level.tiles[i].x, level.tiles[i].y, (TcDir)level.tiles[i].dir), TC_PLACE_OK);
    CHECK_INT(tc_plan_count(&b.world), 0); /* b has none of a's arrows */
    CHECK(tc_puzzle_run(&a));
    CHECK(!tc_puzzle_run(&a)); /* already driving */
    CHECK(tc_puzzle_run(&b));
    int ta, tb;
    TcTicked ea = drive(&a, &ta), eb = drive(&b, &tb);
    CHECK_INT(ea.status, TC_WON);
    CHECK(ea.first_solve);
    CHECK_INT(ea.commands, level.tile_count);
    CHECK_INT(a.play.stars, 3);
    CHECK(eb.status >= TC_FAIL_OBSTACLE); /* no arrow: off the edge or into a rock */
    CHECK(!eb.first_solve);
    CHECK_INT(b.play.tries, 1);
    CHECK_INT(b.play.solved, 0);
}

static void test_stop_and_play_again(void)
{
    TcLevel level = lesson("02_turn_the_corner.level");
    static TcPuzzle p;
    tc_puzzle_open(&p, &level, PZ_KIND_LESSON, 1, 1, LP_REPLAY_VERSION);
    CHECK(tc_puzzle_run(&p));
    TcTicked t;
    tc_puzzle_tick(&p, &t);
    CHECK_INT(tc_puzzle_stop(&p), TC_DRIVING);
    CHECK_INT(p.world.status, TC_PLANNING);
    CHECK_INT(p.play.tries, 1); /* a stopped run counted when it began */
    CHECK(!p.play.running);
    CHECK(tc_puzzle_run(&p)); /* the next Play is a new try */
    CHECK_INT(p.play.tries, 2);
}

static void test_speed_rules_by_format(void)
{
    TcLevel level = lesson("01_press_play.level");
    static TcPuzzle p;
    tc_puzzle_open(&p, &level, PZ_KIND_OTHER, 0, 0, LP_REPLAY_VERSION); /* the Slow setting */
    CHECK_INT(p.speed, 0);
    CHECK_INT(tc_puzzle_step_ms(&p), 420);
    tc_puzzle_speed(&p, 2);
    CHECK_INT(tc_puzzle_step_ms(&p), 130);
    tc_puzzle_speed(&p, 7); /* not a speed: kept */
    CHECK_INT(p.speed, 2);
    tc_puzzle_open(&p, &level, PZ_KIND_OTHER, 0, 0, 1); /* format 1 scaled the setting by the button */
    CHECK_INT(tc_puzzle_step_ms(&p), 840);
    tc_puzzle_speed(&p, 2);
    CHECK_INT(tc_puzzle_step_ms(&p), 280);
}

static void test_replayed_actions(void)
{
    TcLevel level = lesson("02_turn_the_corner.level");
    static TcPuzzle p;
    tc_puzzle_open(&p, &level, PZ_KIND_OTHER, 0, 1, LP_REPLAY_VERSION);
    LpReplayEvent place = {.kind = LP_RE_PLACE, .a = level.tiles[0].x, .b = level.tiles[0].y, .c = level.tiles[0].dir};
    LpReplayEvent walk = {.kind = LP_RE_WALK, .a = 1};
    LpReplayEvent bad = {.kind = LP_RE_PLACE, .a = level.tiles[0].x, .b = level.tiles[0].y, .c = 9};
    CHECK(tc_puzzle_apply(&p, &place));
    CHECK_INT(tc_plan_count(&p.world), 1);
    CHECK(!tc_puzzle_apply(&p, &walk)); /* May's action: not the toy car's */
    CHECK(tc_puzzle_apply(&p, &bad));   /* the toy car's, but no direction: nothing placed */
    CHECK_INT(tc_plan_count(&p.world), 1);
}

/* A par shown as "fewest" is proven: every lesson's par is (the solver searched every plan with
 * fewer arrows); a par one above the fewest is not, and neither is one the budget cannot reach. */
static void test_par_proven(void)
{
    static const char *const files[] = {"01_press_play.level", "02_turn_the_corner.level", "03_collect_the_flags.level",
                                        "04_around_the_rocks.level", "05_arrows_are_used_once.level"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        TcLevel level = lesson(files[i]);
        CHECK(tc_par_proven(&level, TC_PAR_OPEN_BUDGET));
        TcPuzzle p;
        tc_puzzle_open(&p, &level, PZ_KIND_LESSON, (int)i, 1, LP_REPLAY_VERSION);
        CHECK(p.play.par_proven);
        if (level.tile_count >= 1) {
            level.tile_count++; /* a par above the fewest: a plan with fewer wins */
            CHECK(!tc_par_proven(&level, TC_PAR_OPEN_BUDGET));
        }
    }
    TcLevel level = lesson("05_arrows_are_used_once.level");
    CHECK(level.tile_count >= 2);
    CHECK(!tc_par_proven(&level, 1)); /* the budget ran out: not proven */
}

TEST_MAIN(test_par_proven, test_two_puzzles_at_once, test_stop_and_play_again, test_speed_rules_by_format, test_replayed_actions)
