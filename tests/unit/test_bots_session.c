/* test_bots_session.c - a robot program played step by step: actions one at a time, a failure
 * freezes the world before the impossible action, step back by re-running gives the same
 * worlds, and mistakes are reported before anything runs. */
#include <string.h>

#include "modes/bots/bots_session.h"
#include "test.h"

static const char *level_text =
    "loopling-level 1\nmode: bots\ntitle: t\npar: 3\nrobot: 0,0,E\nsolution: forward(); forward(); forward();\n"
    "heights:\n1111\nswitches:\n...S\n";

static void load(BotsLevel *level)
{
    LpDiag diag = { 0 };
    CHECK(bots_level_parse(level_text, strlen(level_text), "t", level, &diag));
}

static void plays_one_action_at_a_time_until_solved(void)
{
    BotsLevel level;
    load(&level);
    BotsSession s;
    bots_session_init(&s, &level);
    CHECK(bots_session_load(&s, "repeat (3) {\n    forward();\n}\n"));
    CHECK_INT(s.counts.commands, 2);
    CHECK(bots_session_advance(&s, 0));
    CHECK_INT(s.world.robot_x, 1);
    CHECK_INT(s.before.robot_x, 0);
    CHECK_INT(s.span.line, 2);
    CHECK_INT(s.state, BOTS_SESSION_RUNNING);
    CHECK(bots_session_advance(&s, 0));
    CHECK(bots_session_advance(&s, 0));
    CHECK_INT(s.state, BOTS_SESSION_SOLVED);
    CHECK_INT(s.actions, 3);
    CHECK(!bots_session_advance(&s, 0));
    bots_session_free(&s);
}

static void a_failure_freezes_the_world_and_names_the_line(void)
{
    BotsLevel level;
    load(&level);
    BotsSession s;
    bots_session_init(&s, &level);
    CHECK(bots_session_load(&s, "forward();\nturnLeft();\nforward();\n"));
    while (bots_session_advance(&s, 0)) {}
    CHECK_INT(s.state, BOTS_SESSION_FAILED);
    CHECK_INT(s.span.line, 3);
    CHECK_INT(s.world.robot_x, 1);
    CHECK_INT(s.world.facing, BOTS_NORTH);
    CHECK(strstr(s.message, "edge") != NULL);
    bots_session_free(&s);
}

static void step_back_reruns_to_the_same_world(void)
{
    BotsLevel level;
    load(&level);
    BotsSession s;
    bots_session_init(&s, &level);
    CHECK(bots_session_load(&s, "forward();\nturnLeft();\nturnRight();\nforward();\n"));
    BotsWorld after[5];
    int n = 0;
    while (bots_session_advance(&s, 0)) after[n++] = s.world;
    CHECK_INT(n, 4);
    for (int k = 3; k >= 1; k--) {
        bots_session_seek(&s, k);
        CHECK_INT(s.actions, k);
        CHECK(bots_world_equal(&s.world, &after[k - 1]));
        CHECK_INT(s.state, BOTS_SESSION_RUNNING);
    }
    bots_session_seek(&s, 0);
    CHECK_INT(s.world.robot_x, 0);
    bots_session_free(&s);
}

static void endless_loops_stop_with_words(void)
{
    BotsLevel level;
    load(&level);
    BotsSession s;
    bots_session_init(&s, &level);
    CHECK(bots_session_load(&s, "while (true) {\n    turnLeft();\n}\n"));
    int guard = 0;
    while (s.state == BOTS_SESSION_RUNNING && guard++ < 100000) bots_session_advance(&s, 100);
    CHECK_INT(s.state, BOTS_SESSION_STOPPED);
    CHECK(strstr(s.message, "did not finish") != NULL);
    bots_session_free(&s);
}

static void mistakes_are_reported_before_running(void)
{
    BotsLevel level;
    load(&level);
    BotsSession s;
    bots_session_init(&s, &level);
    CHECK(!bots_session_load(&s, "forwrd();\nfunction G() { }\n"));
    CHECK_INT(s.state, BOTS_SESSION_IDLE);
    CHECK_INT(s.errors.count, 2);
    CHECK(strstr(s.errors.items[0].text, "Did you mean forward?") != NULL);
    CHECK_INT(s.errors.items[1].line, 2);
    CHECK(!bots_session_advance(&s, 0));
    bots_session_free(&s);
}

TEST_MAIN(plays_one_action_at_a_time_until_solved, a_failure_freezes_the_world_and_names_the_line,
          step_back_reruns_to_the_same_world, endless_loops_stop_with_words,
          mistakes_are_reported_before_running)
