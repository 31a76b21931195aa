/* test_puzzle_progress.c - what a finished puzzle writes into a pupil's profile, one function for
 * every mode (game/puzzle/progress.h), and the seed of the next puzzle made for a pupil
 * (game/puzzle/seed.h), pinned to the values the screens computed before they shared it: a pupil's
 * next puzzle must not change when the code moves. */
#include <stdio.h>
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
        /* lesson 3 solved, lessons 1 and 2 skipped: solved, but not done in order */
        CHECK_INT(*done, 0);
        CHECK_INT(pz_lessons_solved(&p, modes[m]), 1u << 2);
        CHECK_INT(pz_lessons_solved_count(&p, modes[m], 10), 1);
        r.lesson = 0; /* the first lesson: done moves up to the first one not solved */
        r.commands = 4;
        CHECK(pz_progress_record(&p, &defaults, &r));
        CHECK_INT(*done, 1);
        r.lesson = 1; /* ... and past every solved one */
        CHECK(pz_progress_record(&p, &defaults, &r));
        CHECK_INT(*done, 3);
        r.lesson = 0; /* an earlier lesson again: done stays */
        CHECK(pz_progress_record(&p, &defaults, &r));
        CHECK_INT(*done, 3);
        CHECK_INT(pz_lessons_solved(&p, modes[m]), 7u);
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
        /* a lesson left unsolved changes nothing but the log */
        LpProfile before = p;
        r.outcome = PZ_GAVE_UP;
        r.lesson = 5;
        pz_progress_record(&p, &defaults, &r);
        CHECK_INT(p.log_count, before.log_count + 1);
        CHECK_INT(p.log[p.log_count - 1].solved, 0);
        CHECK_INT(p.log[p.log_count - 1].lesson, 5);
        p.log_count = before.log_count;
        memset(&p.log[p.log_count], 0, sizeof p.log[0]);
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

    /* a shared puzzle is not pitched at this pupil: no model moves; only the log hears of it */
    LpProfile before = p;
    r = (PzResult){.mode = LP_MODE_BOTS, .kind = PZ_KIND_OTHER, .outcome = PZ_SOLVED, .tries = 1, .commands = 3, .par = 3};
    CHECK(pz_progress_record(&p, &defaults, &r));
    CHECK_INT(p.log_count, before.log_count + 1);
    p.log_count = before.log_count;
    memset(&p.log[p.log_count], 0, sizeof p.log[0]);
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

/* The puzzle log: what the teacher's report reads, written and read back by the save. */
static void test_the_log_keeps_each_puzzle(void)
{
    LpProfile p = pupil("Ada");
    PzResult r = {.mode = LP_MODE_BOTS, .kind = PZ_KIND_MADE, .outcome = PZ_GAVE_UP, .tries = 4, .seconds = 75,
                  .hints = 2, .concepts = LP_CONCEPT_LOOPS, .par = 5};
    snprintf(r.code, sizeof r.code, "BTZF-0G90-YR8H");
    int size_before = lp_bmodel_size(&p.bots_model);
    CHECK(pz_progress_record(&p, &defaults, &r));
    CHECK_INT(p.log_count, 1);
    const LpLogEntry *e = &p.log[0];
    CHECK_INT(e->mode, LP_MODE_BOTS);
    CHECK_INT(e->kind, PZ_KIND_MADE);
    CHECK_INT(e->lesson, -1);
    CHECK(!strcmp(e->code, "BTZF-0G90-YR8H"));
    CHECK_INT(e->tries, 4);
    CHECK_INT(e->seconds, 75);
    CHECK_INT(e->hints, 2);
    CHECK_INT(e->solved, 0);
    CHECK_INT(e->concepts, LP_CONCEPT_LOOPS);
    CHECK_INT(e->level, size_before); /* the size it was made at, not the one after the give-up */
    CHECK(lp_bmodel_size(&p.bots_model) < size_before);
    /* a lesson solved, then solved again with fewer commands (only the best moves): one entry */
    r = (PzResult){.mode = LP_MODE_MAYS, .kind = PZ_KIND_LESSON, .lesson = 3, .outcome = PZ_SOLVED, .tries = 1,
                   .seconds = 9, .concepts = LP_CONCEPT_LOOPS | LP_CONCEPT_CONDITIONALS};
    CHECK(pz_progress_record(&p, &defaults, &r));
    r.again = 1;
    CHECK(pz_progress_record(&p, &defaults, &r));
    CHECK_INT(p.log_count, 2);
    CHECK_INT(p.log[1].lesson, 3);
    /* a made puzzle left without a try is not in the log (nor moves the robot's model) */
    r = (PzResult){.mode = LP_MODE_BOTS, .kind = PZ_KIND_MADE, .outcome = PZ_GAVE_UP};
    CHECK(!pz_progress_record(&p, &defaults, &r));
    CHECK_INT(p.log_count, 2);
    /* the save keeps it, byte for byte */
    LpBuf text;
    lp_buf_init(&text);
    lp_profile_write(&p, &text);
    CHECK(strstr(text.data, "log=bots,made,BTZF-0G90-YR8H,4,75,2,gave_up,l,") != NULL);
    CHECK(strstr(text.data, ";mays,lesson,4,1,9,0,solved,lc,0\n") != NULL);
    LpProfile back;
    LpDiag d = {0};
    CHECK(lp_profile_parse(text.data, text.count, "ada.save", &back, &d));
    CHECK_INT(back.log_count, 2);
    CHECK(memcmp(back.log, p.log, 2 * sizeof p.log[0]) == 0);
    lp_buf_free(&text);
    /* full: the oldest goes */
    for (int i = 0; i < LP_LOG_MAX; i++) {
        LpLogEntry one = {.mode = LP_MODE_TOYCAR, .kind = PZ_KIND_OTHER, .lesson = -1, .tries = i + 1, .solved = 1};
        lp_profile_log_add(&p, &one);
    }
    CHECK_INT(p.log_count, LP_LOG_MAX);
    CHECK_INT(p.log[0].tries, 1);
    CHECK_INT(p.log[LP_LOG_MAX - 1].tries, LP_LOG_MAX);
}

/* lesson_order: in order, a lesson opens after the one before it is solved; free, always. */
static void test_lessons_open_in_order(void)
{
    LpProfile p = pupil("Ada");
    LpConfig in_order = defaults, free_order = defaults;
    free_order.lesson_order = LP_ORDER_FREE;
    CHECK(pz_lesson_opens(&p, &in_order, LP_MODE_BOTS, 0));
    CHECK(!pz_lesson_opens(&p, &in_order, LP_MODE_BOTS, 1));
    CHECK(pz_lesson_opens(&p, &free_order, LP_MODE_BOTS, 5));
    PzResult r = {.mode = LP_MODE_BOTS, .kind = PZ_KIND_LESSON, .lesson = 0, .outcome = PZ_SOLVED, .tries = 1};
    pz_progress_record(&p, &in_order, &r);
    CHECK(pz_lesson_opens(&p, &in_order, LP_MODE_BOTS, 1));
    CHECK(!pz_lesson_opens(&p, &in_order, LP_MODE_BOTS, 2));
    CHECK(!pz_lesson_opens(&p, &in_order, LP_MODE_MAYS, 1)); /* per mode */
    r.lesson = 4; /* solved while the class let pupils roam: it opens again later, and so does the next */
    pz_progress_record(&p, &free_order, &r);
    CHECK(pz_lesson_opens(&p, &in_order, LP_MODE_BOTS, 4));
    CHECK(pz_lesson_opens(&p, &in_order, LP_MODE_BOTS, 5));
    CHECK(!pz_lesson_opens(&p, &in_order, LP_MODE_BOTS, 3));
    CHECK_INT(p.bots_lessons_done, 1);
}

TEST_MAIN(test_seeds_as_first_shipped, test_the_log_keeps_each_puzzle, test_lessons_open_in_order, test_lessons_solved_count_once_and_keep_the_best, test_made_puzzles_move_the_model,
          test_class_settings_reach_the_models)
