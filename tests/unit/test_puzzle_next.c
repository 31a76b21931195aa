/* test_puzzle_next.c - the next puzzle made for a pupil (puzzle/next.h): the robot's template and
 * size, a puzzle left unsolved counted before the next is chosen, the template's smallest size,
 * May's next room, the dungeon's ladder: its flowchart, readings and step. */
#include <stdio.h>
#include <string.h>

#include "puzzle/next.h"
#include "puzzle/progress.h"
#include "puzzle/seed.h"
#include "test.h"

static LpProfile profile; /* large */
static LpProfile after;

static void fresh(void)
{
    lp_profile_init(&profile, "Ada");
}

/* The puzzle on screen: made for the pupil, `tries` Runs, unsolved. */
static PzPlay tried(LpMode mode, PzKind kind, int tries)
{
    PzPlay p;
    pz_play_open(&p, mode, kind, 0, 7);
    for (int i = 0; i < tries; i++) {
        pz_play_try(&p);
        pz_play_end(&p, 0, 0);
    }
    return p;
}

static void test_template_after_a_level(void)
{
    LpConfig c;
    lp_config_defaults(&c);
    char out[LP_CONFIG_NAME];
    pz_next_bots_template(&c, "", "function A() { pickUp(); }\nA();", out, sizeof out);
    CHECK_STR(out, "short_function");
    pz_next_bots_template(&c, "", "repeat (3) { forward(); }", out, sizeof out);
    CHECK_STR(out, "short_loop");
    pz_next_bots_template(&c, "long_loop", "repeat (4) { forward(); }", out, sizeof out);
    CHECK_STR(out, "long_loop");
    /* a class with function templates only: a loop lesson gets the first of them */
    c.bots.template_count = 2;
    snprintf(c.bots.templates[0], sizeof c.bots.templates[0], "short_function");
    snprintf(c.bots.templates[1], sizeof c.bots.templates[1], "long_function");
    pz_next_bots_template(&c, "short_loop", "", out, sizeof out);
    CHECK_STR(out, "short_function");
    pz_next_bots_template(&c, "long_function", "", out, sizeof out);
    CHECK_STR(out, "long_function");
    /* a class with the long loop only: everything comes from it */
    c.bots.template_count = 1;
    snprintf(c.bots.templates[0], sizeof c.bots.templates[0], "long_loop");
    pz_next_bots_template(&c, "", "function A() { forward(); }", out, sizeof out);
    CHECK_STR(out, "long_loop");
}

static void test_a_puzzle_left_unsolved_counts_first(void)
{
    LpConfig c;
    lp_config_defaults(&c);
    fresh();
    PzPlay gave_up = tried(LP_MODE_BOTS, PZ_KIND_MADE, 1);
    pz_next_after_leaving(&profile, &c, &gave_up, &after);
    CHECK_INT(after.bots_model.history_count, 1);
    CHECK_INT(after.bots_model.history[0].solved, 0);
    CHECK_INT(lp_bmodel_size(&after.bots_model), LP_BM_START_SIZE - 1);
    CHECK_INT(profile.bots_model.history_count, 0); /* the profile itself is not touched */
    CHECK_INT(gave_up.reported, 0);                 /* nor the puzzle on screen */
    CHECK_INT(pz_next_bots_size(&profile, &c, &gave_up, 0), LP_BM_START_SIZE - 1);
    CHECK_INT(pz_next_bots_size(&profile, &c, NULL, 0), LP_BM_START_SIZE);

    /* nothing to count: not tried, a lesson, shared, solved, reported already */
    PzPlay untried = tried(LP_MODE_BOTS, PZ_KIND_MADE, 0);
    CHECK_INT(pz_next_bots_size(&profile, &c, &untried, 0), LP_BM_START_SIZE);
    PzPlay lesson = tried(LP_MODE_BOTS, PZ_KIND_LESSON, 3);
    CHECK_INT(pz_next_bots_size(&profile, &c, &lesson, 0), LP_BM_START_SIZE);
    PzPlay shared = tried(LP_MODE_BOTS, PZ_KIND_OTHER, 3);
    CHECK_INT(pz_next_bots_size(&profile, &c, &shared, 0), LP_BM_START_SIZE);
    PzPlay solved = tried(LP_MODE_BOTS, PZ_KIND_MADE, 0);
    pz_play_try(&solved);
    pz_play_end(&solved, 1, 7);
    CHECK_INT(pz_next_bots_size(&profile, &c, &solved, 0), LP_BM_START_SIZE);
    PzResult r;
    CHECK(pz_play_report(&gave_up, PZ_GAVE_UP, &r));
    CHECK_INT(pz_next_bots_size(&profile, &c, &gave_up, 0), LP_BM_START_SIZE);
}

static void test_size_past_what_is_known_too_small(void)
{
    LpConfig c;
    lp_config_defaults(&c);
    fresh();
    CHECK_INT(pz_next_bots_size(&profile, &c, NULL, 5), 6);
    CHECK_INT(pz_next_bots_size(&profile, &c, NULL, 3), LP_BM_START_SIZE);
    CHECK_INT(pz_next_bots_size(&profile, &c, NULL, 40), BOTS_GEN_SIZE_MAX);
    c.bots.start_size = 7;
    CHECK_INT(pz_next_bots_size(&profile, &c, NULL, 0), 7);
}

static int load(const char *name, BotsTemplate *t)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/scripts/templates/%s.template", LOOPLING_SOURCE_DIR, name);
    LpDiag diag = {0};
    return bots_template_load(path, t, &diag);
}

/* The shipped templates' smallest sizes (docs/robot.md), and a puzzle asked below it made there. */
static void test_smallest_sizes_and_making_above_them(void)
{
    static BotsTemplate t;
    static BotsGenPuzzle made;
    static const struct {
        const char *name;
        int smallest;
    } want[] = {{"short_loop", 4}, {"long_loop", 6}, {"short_function", 3}, {"long_function", 6}};
    for (int i = 0; i < 4; i++) {
        CHECK(load(want[i].name, &t));
        CHECK_INT(pz_next_bots_smallest(&t, LP_BM_MIN_SIZE), want[i].smallest);
        CHECK_INT(pz_next_bots_smallest(&t, 5),
                  want[i].smallest > 5 ? want[i].smallest : 5); /* a class's min_size 5 */
    }
    CHECK(load("long_loop", &t));
    int size = 0, too_small = 0;
    LpDiag diag = {0};
    CHECK(pz_next_bots_make(&t, 0, 4, BOTS_GEN_SIZE_MAX, 12345, &made, &size, &too_small, &diag));
    CHECK_INT(size, 6);
    CHECK_INT(too_small, 5);
    CHECK(made.verified);
    CHECK_STR(made.level.template_name, "long_loop");
    /* the same parameters, the same puzzle (a share code's promise) */
    static BotsGenPuzzle again;
    CHECK(pz_next_bots_make(&t, 0, 6, 6, 12345, &again, &size, &too_small, &diag));
    CHECK_STR(again.level.code, made.level.code);
    CHECK_INT(too_small, 0);
    /* nothing at size_max: 0, the advice at no line */
    CHECK(!pz_next_bots_make(&t, 0, 3, 4, 12345, &again, &size, &too_small, &diag));
    CHECK_INT(too_small, 4);
    CHECK_INT(diag.line, 0);
}

/* The model goes on from the size shown, within the class's range. */
static void test_shown_size_moves_the_model(void)
{
    LpConfig c;
    lp_config_defaults(&c);
    fresh();
    pz_next_bots_shown(&profile, &c, 6);
    CHECK_INT(pz_next_bots_size(&profile, &c, NULL, 0), 6);
    PzPlay gave_up = tried(LP_MODE_BOTS, PZ_KIND_MADE, 1);
    CHECK_INT(pz_next_bots_size(&profile, &c, &gave_up, 0), 5);
    c.bots.max_size = 5;
    pz_next_bots_shown(&profile, &c, 6);
    CHECK_INT(pz_next_bots_size(&profile, &c, NULL, 0), 5);
}

static void test_mays_room_follows_the_ladder(void)
{
    LpConfig c;
    lp_config_defaults(&c);
    c.mays.start_step = 4;
    fresh();
    CHECK_INT(pz_next_mays_index(&profile, &c, NULL), 3);
    MjShareRoom room = pz_next_mays_room(&profile, &c, NULL, 2);
    LpMaysStep step = lp_mmodel_step_p(&profile.mays_model, 4);
    CHECK_INT(room.construct, step.construct);
    CHECK_INT(room.objects, step.objects);
    CHECK_INT(room.distribution, step.distribution);
    CHECK_INT(room.seed, pz_seed(&profile, LP_MODE_MAYS, 2, NULL));
    /* a room left after a try: one step down already for the next room; its seed as before */
    PzPlay gave_up = tried(LP_MODE_MAYS, PZ_KIND_MADE, 1);
    CHECK_INT(pz_next_mays_index(&profile, &c, &gave_up), 2);
    room = pz_next_mays_room(&profile, &c, &gave_up, 2);
    CHECK_INT(room.construct, lp_mmodel_step_p(&(LpMaysModel){.step = 2, .rooms = 1}, 4).construct);
    CHECK_INT(room.seed, pz_seed(&profile, LP_MODE_MAYS, 2, NULL));
}

/* The dungeon's ladder: the hardest shipped flowchart whose place (first_visit 0, clockwork_castle
 * 1, long_quest 2) is at most the pupil's step, and as many of its model options allowed to say
 * yes as the step is above that place; the step it is made at, clamped to the flowchart's top. */
static void test_dungeon_choice(void)
{
    LpConfig c;
    lp_config_defaults(&c);
    fresh();
    static const char *const want[] = {"first_visit.lua", "clockwork_castle.lua", "long_quest.lua",
                                       "long_quest.lua", "long_quest.lua", "long_quest.lua"};
    static const int allowance[] = {0, 0, 0, 1, 2, 3};
    for (int level = 0; level < 6; level++) {
        profile.dungeon_level = level;
        CHECK_STR(pz_next_dungeon_flowchart(&profile, &c), want[level]);
        DgPupil p = pz_next_dungeon_pupil(&profile, &c);
        CHECK_INT(p.capped, 1);
        CHECK_INT(p.allowance, allowance[level]);
        /* long_quest has 2 options that read a model: its top is step 4 */
        int played = pz_next_dungeon_played(&profile, &c, level == 0 ? 0 : 2);
        CHECK_INT(played, level > 4 ? 4 : level);
    }
    /* the dungeon counts no longer choose: a pupil who finished many dungeons but is at step 1 */
    profile.dungeon_level = 1;
    profile.dungeon_done = 12;
    CHECK_STR(pz_next_dungeon_flowchart(&profile, &c), "clockwork_castle.lua");
    CHECK_INT(pz_next_dungeon_place(&c, "clockwork_castle.lua"), 1);
    CHECK_INT(pz_next_dungeon_place(&c, "long_quest.lua"), 2);
    CHECK_INT(pz_next_dungeon_place(&c, "my_own.lua"), 0);

    /* a class's own flowchart: always it, at place 0, its options by the step */
    snprintf(c.dungeon.flowchart, sizeof c.dungeon.flowchart, "long_quest.lua");
    profile.dungeon_level = 1;
    CHECK_STR(pz_next_dungeon_flowchart(&profile, &c), "long_quest.lua");
    CHECK_INT(pz_next_dungeon_place(&c, "long_quest.lua"), 0);
    CHECK_INT(pz_next_dungeon_pupil(&profile, &c).allowance, 1);
    profile.dungeon_level = 7;
    CHECK_INT(pz_next_dungeon_played(&profile, &c, 2), 2);

    /* the models the options read */
    profile.bots_model.size = 8;
    profile.bots_model.history_count = 1;
    DgPupil p = pz_next_dungeon_pupil(&profile, &c);
    CHECK_INT(p.value[DG_MODEL_BOTS_SIZE], 8);
    CHECK_INT(p.value[DG_MODEL_TOYCAR_LENGTH], LP_PM_MIN_LENGTH);
    CHECK_INT(p.value[DG_MODEL_DUNGEON_DONE], 12);
}

/* A dungeon's result moves the step it was made at (pz_progress_dungeon_begun stores it): one up
 * when finished, one down when left with a puzzle given up (never below 0), unchanged when left
 * without one; a dungeon opened by its code moves no step. */
static void test_dungeon_step_moves(void)
{
    LpConfig c;
    lp_config_defaults(&c);
    fresh();
    profile.dungeon_level = 9; /* above long_quest's top: the dungeon is made at 4 */
    pz_progress_dungeon_begun(&profile, pz_next_dungeon_played(&profile, &c, 2));
    CHECK_INT(profile.dungeon_level, 4);
    CHECK_INT(profile.dungeon_visits, 1);
    PzResult r = {.mode = LP_MODE_DUNGEON, .kind = PZ_KIND_MADE, .outcome = PZ_SOLVED, .tries = 3};
    pz_progress_record(&profile, &c, &r);
    CHECK_INT(profile.dungeon_level, 5);
    CHECK_INT(profile.dungeon_done, 1);
    pz_progress_dungeon_begun(&profile, pz_next_dungeon_played(&profile, &c, 2));
    CHECK_INT(profile.dungeon_level, 4);
    r.outcome = PZ_GAVE_UP;
    r.gave_up = 1;
    pz_progress_record(&profile, &c, &r);
    CHECK_INT(profile.dungeon_level, 3);
    CHECK_INT(profile.dungeon_gave_up, 1);
    r.gave_up = 0; /* walked out without giving a puzzle up */
    pz_progress_record(&profile, &c, &r);
    CHECK_INT(profile.dungeon_level, 3);
    r.kind = PZ_KIND_OTHER; /* a shared dungeon */
    r.outcome = PZ_SOLVED;
    pz_progress_record(&profile, &c, &r);
    CHECK_INT(profile.dungeon_level, 3);
    CHECK_INT(profile.dungeon_done, 2);
    profile.dungeon_level = 0;
    r.kind = PZ_KIND_MADE;
    r.outcome = PZ_GAVE_UP;
    r.gave_up = 2;
    pz_progress_record(&profile, &c, &r);
    CHECK_INT(profile.dungeon_level, 0);
}

TEST_MAIN(test_template_after_a_level, test_a_puzzle_left_unsolved_counts_first,
          test_size_past_what_is_known_too_small, test_smallest_sizes_and_making_above_them,
          test_shown_size_moves_the_model, test_mays_room_follows_the_ladder, test_dungeon_choice,
          test_dungeon_step_moves)
