/* test_puzzle_progress.c - what a finished puzzle writes into a pupil's profile, one function for
 * every mode (game/puzzle/progress.h), and the seed of the next puzzle made for a pupil
 * (game/puzzle/seed.h), pinned to the values the screens computed before they shared it: a pupil's
 * next puzzle must not change when the code moves. */
#include <string.h>

#include "puzzle/progress.h"
#include "puzzle/seed.h"
#include "test.h"

static LpProfile pupil(const char *name)
{
    LpProfile p;
    lp_profile_init(&p, name);
    return p;
}

static void test_seeds_as_first_shipped(void)
{
    LpProfile ada = pupil("Ada"), zoe = pupil("Zoe");
    CHECK_INT(pz_seed(&ada, LP_MODE_TOYCAR, 0, NULL), 449029467u);
    ada.toycar_model.history_count = 3;
    ada.toycar_solved = 2;
    CHECK_INT(pz_seed(&ada, LP_MODE_TOYCAR, 0, NULL), 6616102u);
    zoe.toycar_model.history_count = 7;
    zoe.toycar_solved = 5;
    CHECK_INT(pz_seed(&zoe, LP_MODE_TOYCAR, 9, "ignored"), 1016011165u);
    ada = pupil("Ada");
    CHECK_INT(pz_seed(&ada, LP_MODE_BOTS, 0, "first_steps"), 353268979u);
    zoe.bots_model.history_count = 4;
    zoe.bots_solved = 3;
    CHECK_INT(pz_seed(&zoe, LP_MODE_BOTS, 2, "stairs"), 519121124u);
    CHECK_INT(pz_seed(&ada, LP_MODE_MAYS, 0, NULL), 449029467u);
    zoe.mays_model.rooms = 6;
    CHECK_INT(pz_seed(&zoe, LP_MODE_MAYS, 2, NULL), 440777489u);
    /* every seed fits a share code's 30 bits, and the next puzzle differs */
    CHECK(pz_seed(&zoe, LP_MODE_MAYS, 3, NULL) < (1u << 30));
    CHECK(pz_seed(&zoe, LP_MODE_MAYS, 3, NULL) != pz_seed(&zoe, LP_MODE_MAYS, 2, NULL));
}

static const LpConfig defaults;

static void test_lessons_solved_count_once_and_keep_the_best(void)
{
    static const LpMode modes[] = {LP_MODE_TOYCAR, LP_MODE_BOTS, LP_MODE_MAYS};
    for (int m = 0; m < 3; m++) {
        LpProfile p = pupil("Ada");
        PzResult r = {.mode = modes[m], .kind = PZ_KIND_LESSON, .lesson = 2, .outcome = PZ_SOLVED, .tries = 3,
                      .commands = 9, .par = 7};
        CHECK(pz_progress_record(&p, &defaults, &r));
        int *done = m == 0 ? &p.toycar_tutorial_done : m == 1 ? &p.bots_lessons_done : &p.mays_lessons_done;
        CHECK_INT(*done, 3);
        r.lesson = 0; /* an earlier lesson again: done stays */
        r.commands = 4;
        CHECK(pz_progress_record(&p, &defaults, &r));
        CHECK_INT(*done, 3);
        if (m < 2) {
            int *best = m == 0 ? p.toycar_best_tiles : p.bots_best;
            CHECK_INT(best[2], 9);
            CHECK_INT(best[0], 4);
            r.lesson = 2;
            r.commands = 11; /* a worse solve keeps the best */
            pz_progress_record(&p, &defaults, &r);
            CHECK_INT(best[2], 9);
            r.commands = 8;
            pz_progress_record(&p, &defaults, &r);
            CHECK_INT(best[2], 8);
        }
        /* a lesson left unsolved changes nothing */
        LpProfile before = p;
        r.outcome = PZ_GAVE_UP;
        r.lesson = 5;
        pz_progress_record(&p, &defaults, &r);
        CHECK(memcmp(&before, &p, sizeof p) == 0);
        /* models move only for puzzles made for the pupil */
        CHECK_INT(p.toycar_model.history_count + p.bots_model.history_count + p.mays_model.rooms, 0);
    }
}

static void test_made_puzzles_move_the_model(void)
{
    LpProfile p = pupil("Ada");
    PzResult r = {.mode = LP_MODE_TOYCAR, .kind = PZ_KIND_MADE, .outcome = PZ_SOLVED, .tries = 1, .seconds = 20};
    CHECK(pz_progress_record(&p, &defaults, &r));
    CHECK_INT(p.toycar_model.history_count, 1);
    CHECK_INT(p.toycar_solved, 1);
    r.outcome = PZ_GAVE_UP;
    r.tries = 0; /* the toy car counts a puzzle left untried */
    CHECK(pz_progress_record(&p, &defaults, &r));
    CHECK_INT(p.toycar_model.history_count, 2);
    CHECK_INT(p.toycar_solved, 1);

    r = (PzResult){.mode = LP_MODE_BOTS, .kind = PZ_KIND_MADE, .outcome = PZ_SOLVED, .tries = 2, .seconds = 30,
                   .commands = 6, .par = 6};
    CHECK(pz_progress_record(&p, &defaults, &r));
    CHECK_INT(p.bots_model.history_count, 1);
    CHECK_INT(p.bots_solved, 1);
    r.outcome = PZ_GAVE_UP;
    r.tries = 0; /* ... the robot does not */
    CHECK(!pz_progress_record(&p, &defaults, &r));
    CHECK_INT(p.bots_model.history_count, 1);

    r = (PzResult){.mode = LP_MODE_MAYS, .kind = PZ_KIND_MADE, .outcome = PZ_SOLVED, .tries = 1};
    CHECK(pz_progress_record(&p, &defaults, &r));
    CHECK_INT(p.mays_model.rooms, 1);
    CHECK_INT(p.mays_solved, 1);
    r.outcome = PZ_GAVE_UP;
    r.tries = 0; /* ... nor May's Journey */
    CHECK(!pz_progress_record(&p, &defaults, &r));
    CHECK_INT(p.mays_model.rooms, 1);

    /* a shared puzzle is not pitched at this pupil: no model moves */
    LpProfile before = p;
    r = (PzResult){.mode = LP_MODE_BOTS, .kind = PZ_KIND_OTHER, .outcome = PZ_SOLVED, .tries = 1, .commands = 3, .par = 3};
    CHECK(!pz_progress_record(&p, &defaults, &r));
    CHECK(memcmp(&before, &p, sizeof p) == 0);
}

static void test_class_settings_reach_the_models(void)
{
    LpConfig c = defaults;
    c.toycar.start_length = 9;
    c.bots.start_size = 5;
    LpTcParams tp = pz_toycar_params(&c);
    LpBmParams bp = pz_bots_params(&c);
    CHECK_INT(tp.start_length, 9);
    CHECK_INT(bp.start_size, 5);
    CHECK_INT(pz_toycar_params(&defaults).start_length, LP_PM_MIN_LENGTH);
    CHECK_INT(pz_bots_params(&defaults).start_size, LP_BM_START_SIZE);
}

TEST_MAIN(test_seeds_as_first_shipped, test_lessons_solved_count_once_and_keep_the_best, test_made_puzzles_move_the_model,
          test_class_settings_reach_the_models)
