/* test_mays_session.c - a May's Journey program played for animation (mays_session.h): events
 * one command or tick at a time, the states DONE / FAILED / STOPPED, phase one's world kept at
 * load, rewind and reset, and agreement with the headless runner. */
#include <stdlib.h>

#include "modes/mays/mays_session.h"
#include "test.h"

static const char level_text[] = "loopling-level 1\n"
                                 "mode: mays\n"
                                 "goal: exit\n"
                                 "solution: while (block2.isMoving) {\n"
                                 "    if (block2.position == 2) {\n"
                                 "      block2.Stop();\n"
                                 "    }\n"
                                 "  }\n"
                                 "objects:\n"
                                 "  block2: track 5,2\n"
                                 "grid:\n"
                                 "## ## ## ## ## ## ##\n"
                                 "EN PL CT .. M. .. ##\n"
                                 "## mb ~~ ~~ ~~ ~~ ##\n"
                                 "## ## ## .. ## ## ##\n"
                                 "## ## ## DO ## ## ##\n";

static MjLevel lv;

static MjSession *new_session(void)
{
    MjSession *s = malloc(sizeof *s);
    CHECK(s != NULL);
    LpDiag d = {0};
    CHECK(mj_level_parse(level_text, strlen(level_text), "s.level", &lv, &d));
    if (d.message[0]) fprintf(stderr, "%d: %s\n", d.line, d.message);
    mj_session_init(s, &lv);
    return s;
}

static void done_with(MjSession *s)
{
    mj_session_free(s);
    free(s);
}

static void test_events_until_solved(void)
{
    MjSession *s = new_session();
    CHECK_INT(s->state, MJ_SESSION_IDLE);
    CHECK_INT(s->world.avatar_x, 1);
    CHECK_INT(mj_session_advance(s, 0), MJ_EVENT_NONE); /* nothing loaded */
    /* phase one: May walks to the coding tile in the session's world */
    CHECK(mj_avatar_step(&s->world, MJ_EAST));
    CHECK(mj_on_coding_tile(&s->world));
    CHECK(mj_session_load(s, lv.solution));
    CHECK_INT(s->state, MJ_SESSION_RUNNING);
    CHECK_INT(s->world.avatar_x, 2); /* kept */
    CHECK_INT(s->counts.commands, 3);
    int ticks = 0, commands = 0, ends = 0, guard = 0;
    int block = mj_find(&s->world, "block2");
    while (s->state == MJ_SESSION_RUNNING && guard++ < 10000) {
        MjWorld was = s->world;
        MjEvent e = mj_session_advance(s, 0);
        if (e == MJ_EVENT_TICK) {
            ticks++;
            CHECK(memcmp(&s->before, &was, sizeof was) == 0);
            CHECK_INT(s->world.ticks, was.ticks + 1);
        } else if (e == MJ_EVENT_COMMAND) {
            commands++;
            CHECK(memcmp(&s->before, &was, sizeof was) == 0);
            CHECK(!s->world.objects[block].moving);
            CHECK_INT(s->span.line, 3); /* block2.Stop(); */
        } else if (e == MJ_EVENT_END) {
            ends++;
        }
    }
    CHECK_INT(ticks, 2);
    CHECK_INT(commands, 1);
    CHECK_INT(ends, 1);
    CHECK_INT(s->state, MJ_SESSION_DONE);
    CHECK(s->solved);
    CHECK_STR(s->message, "");
    CHECK_INT(s->failed_object, -1);
    CHECK_INT(s->world.objects[block].track_pos, 2);
    /* the same as the headless runner */
    static MjRunReport r;
    CHECK_INT(mj_run_program(&lv, lv.solution, &r), MJ_RUN_SOLVED);
    CHECK(memcmp(&r.world, &s->world, sizeof r.world) == 0);
    CHECK_INT(r.ticks, 2);
    /* rewind: the same program from the world it started from */
    mj_session_rewind(s);
    CHECK_INT(s->state, MJ_SESSION_RUNNING);
    CHECK(s->world.objects[block].moving);
    CHECK_INT(s->world.avatar_x, 2);
    while (s->state == MJ_SESSION_RUNNING)
        mj_session_advance(s, 0);
    CHECK(s->solved);
    /* afterwards May walks out in the session's world */
    CHECK(mj_avatar_step(&s->world, MJ_EAST));
    CHECK(mj_avatar_step(&s->world, MJ_SOUTH));
    CHECK(mj_avatar_step(&s->world, MJ_SOUTH));
    CHECK(mj_avatar_step(&s->world, MJ_SOUTH));
    CHECK(mj_at_exit(&s->world));
    /* reset: the level's start, nothing loaded */
    mj_session_reset(s);
    CHECK_INT(s->state, MJ_SESSION_IDLE);
    CHECK_INT(s->world.avatar_x, 1);
    CHECK(memcmp(&s->world, &lv.start, sizeof s->world) == 0);
    mj_session_rewind(s);
    CHECK_INT(s->state, MJ_SESSION_IDLE);
    done_with(s);
}

static void test_small_budgets(void)
{
    MjSession *s = new_session();
    CHECK(mj_session_load(s, "var n = 0;\nwhile (n < 20) { n = n + 1; }"));
    int nones = 0, guard = 0;
    MjEvent e;
    while ((e = mj_session_advance(s, 1)) != MJ_EVENT_END && guard++ < 10000)
        nones += e == MJ_EVENT_NONE;
    CHECK(nones > 10);
    CHECK_INT(s->state, MJ_SESSION_DONE);
    CHECK(!s->solved);
    CHECK_STR(s->message, "The code ran, but there is still no way to the exit.");
    CHECK(s->ticks >= 2);
    done_with(s);
}

static void test_failed_and_stopped(void)
{
    MjSession *s = new_session();
    CHECK(mj_session_load(s, "block1.MoveRight();\nblock1.MoveRight();"));
    CHECK_INT(mj_session_advance(s, 0), MJ_EVENT_COMMAND);
    MjWorld after_first = s->world;
    CHECK_INT(mj_session_advance(s, 0), MJ_EVENT_END);
    CHECK_INT(s->state, MJ_SESSION_FAILED);
    CHECK_STR(s->message, "block1 can't move right: there is a wall.");
    CHECK_INT(s->failed_object, mj_find(&s->world, "block1"));
    CHECK_INT(s->span.line, 2);
    CHECK(memcmp(&after_first, &s->world, sizeof after_first) == 0); /* frozen */
    CHECK_INT(mj_session_advance(s, 0), MJ_EVENT_NONE);
    /* mistakes: not loaded */
    CHECK(!mj_session_load(s, "block1.Jump();"));
    CHECK_INT(s->state, MJ_SESSION_IDLE);
    CHECK(s->errors.count >= 1);
    CHECK_INT(s->errors.items[0].line, 1);
    /* an endless loop: the language stops it */
    CHECK(mj_session_load(s, "while (true) { }"));
    while (s->state == MJ_SESSION_RUNNING)
        mj_session_advance(s, 0);
    CHECK_INT(s->state, MJ_SESSION_STOPPED);
    CHECK(strstr(s->message, "10,000") != NULL);
    CHECK_INT(s->failed_object, -1);
    done_with(s);
}

TEST_MAIN(test_events_until_solved, test_small_budgets, test_failed_and_stopped)
