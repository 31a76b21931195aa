/* test_puzzle_registry.c - any host opens any mode's puzzle through the registry's rules
 * (game/puzzle/rules.h: open, apply, tick, still, play, close): a toy-car, a robot and a May's
 * Journey puzzle open at once, each played to its solve by recorded actions, and one opened from a
 * share code; bad input is refused with a reason. */
#include <string.h>

#include "modes/mays/mays.h"
#include "puzzle/rules.h"
#include "test.h"

static char *level_text(const char *rel)
{
    static LpBuf texts[4];
    static int next;
    LpBuf *b = &texts[next++ % 4];
    char path[512], why[200];
    snprintf(path, sizeof path, "%s/%s", LOOPLING_SOURCE_DIR, rel);
    lp_buf_init(b);
    CHECK(lp_buf_read_file(b, path, 1u << 20, why, sizeof why));
    return b->data;
}

static void *open_level(LpMode mode, const char *rel)
{
    PzOpen how = {.level_text = level_text(rel), .data_dir = LOOPLING_SOURCE_DIR, .kind = PZ_KIND_LESSON,
                  .setting = 2, .format = LP_REPLAY_VERSION};
    LpDiag diag = {0};
    void *pz = pz_rules[mode]->open(&how, &diag);
    CHECK(pz != NULL);
    return pz;
}

/* Apply actions in order (each after one tick), then tick until nothing moves; the solve seen. */
static int play(LpMode mode, void *pz, const LpReplayEvent *actions, int n)
{
    const PzRules *r = pz_rules[mode];
    PzDid d;
    int solved = 0;
    for (int i = 0; i < n; i++) {
        r->apply(pz, &actions[i], &d);
        solved |= d.result;
        for (int t = 0; t < 2000; t++) {
            r->tick(pz, &d);
            solved |= d.result;
            if (r->still(pz)) break;
        }
    }
    return solved;
}

static void test_three_modes_at_once(void)
{
    void *car = open_level(LP_MODE_TOYCAR, "levels/toycar/01_press_play.level");
    void *robot = open_level(LP_MODE_BOTS, "levels/bots/01_first_steps.level");
    void *room = open_level(LP_MODE_MAYS, "levels/mays/01_bridge_block.level");
    LpReplayEvent run = {.kind = LP_RE_RUN};
    LpReplayEvent program = {.kind = LP_RE_EDIT, .text = "forward();\nforward();\n"};
    LpReplayEvent robot_actions[] = {program, run};
    LpReplayEvent code = {.kind = LP_RE_EDIT, .text = "block1.MoveDown();\n"};
    LpReplayEvent east = {.kind = LP_RE_WALK, .a = MJ_EAST};
    LpReplayEvent close = {.kind = LP_RE_PANEL, .a = 0};
    LpReplayEvent room_actions[] = {east, code, run, close, east, east, east, east, east};
    CHECK(play(LP_MODE_BOTS, robot, robot_actions, 2));
    CHECK(!pz_rules[LP_MODE_TOYCAR]->play(car)->solved); /* the others untouched */
    CHECK(play(LP_MODE_TOYCAR, car, &run, 1));
    CHECK(play(LP_MODE_MAYS, room, room_actions, 9));
    CHECK_INT(pz_rules[LP_MODE_MAYS]->play(room)->solved_tries, 1);
    CHECK_INT(pz_rules[LP_MODE_BOTS]->play(robot)->stars, 3);
    pz_rules[LP_MODE_TOYCAR]->close(car);
    pz_rules[LP_MODE_BOTS]->close(robot);
    pz_rules[LP_MODE_MAYS]->close(room);
}

static void test_codes_and_refusals(void)
{
    LpDiag diag = {0};
    PzOpen how = {.code = "MJ2B-AG00-30ED", .data_dir = LOOPLING_SOURCE_DIR, .kind = PZ_KIND_OTHER, .setting = 1,
                  .format = LP_REPLAY_VERSION};
    void *room = pz_rules[LP_MODE_MAYS]->open(&how, &diag);
    CHECK(room != NULL);
    if (room) pz_rules[LP_MODE_MAYS]->close(room);
    how.code = "MJ2B-AG00-30EX"; /* a typo */
    CHECK(pz_rules[LP_MODE_MAYS]->open(&how, &diag) == NULL);
    CHECK(diag.message[0] != '\0');
    how.code = "TC1F-3H00-0005"; /* another mode's code */
    memset(&diag, 0, sizeof diag);
    CHECK(pz_rules[LP_MODE_BOTS]->open(&how, &diag) == NULL);
    CHECK(strstr(diag.message, "robot") != NULL);
    how.code = NULL; /* nothing to open */
    memset(&diag, 0, sizeof diag);
    CHECK(pz_rules[LP_MODE_TOYCAR]->open(&how, &diag) == NULL);
    CHECK(diag.message[0] != '\0');
}

TEST_MAIN(test_three_modes_at_once, test_codes_and_refusals)
