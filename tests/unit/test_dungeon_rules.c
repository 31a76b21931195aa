/* test_dungeon_rules.c - the dungeon's walking rules (game/modes/dungeon/dungeon.h) on a small
 * world written as a level file and read by dg_level_parse: a locked door refuses the pupil
 * without its key and opens once with it; keys are picked up once; a gate stays shut until its
 * room's puzzle is solved; a terminal calls only while its puzzle is unsolved; a chest opens once;
 * the stairs end the dungeon; dg_reachable follows keys and solved puzzles; rooms entered are
 * counted. Every step checks where the pupil stands afterwards, so a rule that moved them wrongly
 * fails here. */
#include <string.h>

#include "modes/dungeon/level.h"
#include "test.h"

/* Room 0 (the entrance: two chests, the red key), a corridor, room 1 behind a door locked with
 * red (its terminal opens the gate on its way on), a corridor, room 2 with the stairs. The gold
 * key lies nowhere, so red is key 1. */
static const char level_text[] =
    "loopling-level 1\n"
    "mode: dungeon\n"
    "title: Rules\n"
    "start: 2,2\n"
    "entrance: 0\n"
    "exit: 2\n"
    "keys:\n"
    "  gold: none\n"
    "  red: 3,4\n"
    "rooms:\n"
    "  0: hall 1,1 5x5 main \"enter\"\n"
    "  1: robot_lab 7,1 5x5 main \"fix the robot\"\n"
    "  2: stairs_down 13,1 5x5 main \"leave\"\n"
    "doors:\n"
    "  5,2 room 0 to 1\n"
    "  7,2 room 1 to 0 lock red\n"
    "  11,3 room 1 to 2 gate\n"
    "  13,3 room 2 to 1\n"
    "corridors:\n"
    "  0 to 1: 6,2\n"
    "  1 to 2: 12,3\n"
    "puzzles:\n"
    "  1: toycar TC1F-3H00-0005 \"sequence\" verified\n"
    "grid:\n"
    "|                   |\n"
    "| ##### ##### ##### |\n"
    "| #...+.+...# #...# |\n"
    "| #C.C# #.T.+.+...# |\n"
    "| #.k.# #...# #.>.# |\n"
    "| ##### ##### ##### |\n"
    "|                   |\n";

static DgWorld world;

static const DgWorld *load(void)
{
    LpDiag diag = {0};
    int ok = dg_level_parse(level_text, sizeof level_text - 1, "rules.level", &world, &diag);
    if (!ok) fprintf(stderr, "%s:%d: %s\n", diag.file, diag.line, diag.message);
    CHECK(ok);
    return &world;
}

/* One step: its event, and where the pupil stands after it. */
#define STEP(w_, e_, dir_, ev_, x_, y_)                                                                      \
    do {                                                                                                     \
        CHECK_INT(dg_step(w_, e_, dir_, &out), ev_);                                                         \
        CHECK_INT(out.event, ev_);                                                                           \
        CHECK_INT((e_)->x, x_);                                                                              \
        CHECK_INT((e_)->y, y_);                                                                              \
    } while (0)

static void test_start(void)
{
    const DgWorld *w = load();
    DgExplorer e;
    memset(&e, 0x55, sizeof e); /* dg_explorer_start sets every field */
    dg_explorer_start(w, &e);
    CHECK_INT(e.x, 2);
    CHECK_INT(e.y, 2);
    CHECK_INT(e.facing, DG_SOUTH);
    CHECK_INT(e.room, 0);
    CHECK_INT(e.keys, 0);
    CHECK_INT(e.solved, 0);
    CHECK_INT(e.chests, 0);
    CHECK_INT(e.steps, 0);
    CHECK_INT(e.done, 0);
    CHECK_INT(e.unlocked[1], 0);
    CHECK_INT(dg_rooms_visited(&e), 1);
    CHECK_INT(w->chest_count, 2);
}

static void test_wall_bumps(void)
{
    const DgWorld *w = load();
    DgExplorer e;
    DgStepped out;
    dg_explorer_start(w, &e);
    STEP(w, &e, DG_NORTH, DG_EV_BUMP, 2, 2);
    CHECK_INT(e.facing, DG_NORTH); /* turned to face it */
    CHECK_INT(e.steps, 0);
    STEP(w, &e, DG_WEST, DG_EV_BUMP, 2, 2);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 3, 2);
    CHECK_INT(e.steps, 1);
    CHECK_INT(out.entered, -1); /* room 0 was entered at the start */
}

/* The locked door, the key, the door again. */
static void test_lock_and_key(void)
{
    const DgWorld *w = load();
    DgExplorer e;
    DgStepped out;
    dg_explorer_start(w, &e);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 3, 2);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 4, 2);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 5, 2); /* an unlocked door */
    CHECK_INT(out.door, 0);
    CHECK_INT(e.room, 0);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 6, 2); /* the corridor */
    CHECK_INT(e.room, -1);
    STEP(w, &e, DG_EAST, DG_EV_LOCKED, 6, 2);
    CHECK_INT(out.key, 1); /* red, the second key listed */
    CHECK_INT(out.door, 1);
    CHECK_INT(e.steps, 4);
    CHECK_INT(e.unlocked[1], 0);
    STEP(w, &e, DG_EAST, DG_EV_LOCKED, 6, 2); /* still */
    /* fetch the key */
    STEP(w, &e, DG_WEST, DG_EV_MOVED, 5, 2);
    STEP(w, &e, DG_WEST, DG_EV_MOVED, 4, 2);
    STEP(w, &e, DG_WEST, DG_EV_MOVED, 3, 2);
    STEP(w, &e, DG_SOUTH, DG_EV_MOVED, 3, 3);
    STEP(w, &e, DG_SOUTH, DG_EV_KEY, 3, 4);
    CHECK_INT(out.key, 1);
    CHECK_INT(e.keys, 2u);
    STEP(w, &e, DG_NORTH, DG_EV_MOVED, 3, 3);
    STEP(w, &e, DG_SOUTH, DG_EV_MOVED, 3, 4); /* held already: no second pick-up */
    CHECK_INT(out.key, -1);
    CHECK_INT(e.keys, 2u);
    /* back to the door: it opens once */
    STEP(w, &e, DG_NORTH, DG_EV_MOVED, 3, 3);
    STEP(w, &e, DG_NORTH, DG_EV_MOVED, 3, 2);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 4, 2);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 5, 2);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 6, 2);
    STEP(w, &e, DG_EAST, DG_EV_UNLOCKED, 7, 2);
    CHECK_INT(out.key, 1);
    CHECK_INT(out.door, 1);
    CHECK_INT(out.entered, 1);
    CHECK_INT(e.room, 1);
    CHECK_INT(e.unlocked[1], 1);
    STEP(w, &e, DG_WEST, DG_EV_MOVED, 6, 2);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 7, 2); /* open now: just a door */
    CHECK_INT(out.entered, -1);
    CHECK_INT(dg_rooms_visited(&e), 2);
}

/* Walk from the start to (7, 2), just inside room 1, with the key. */
static void into_room_1(const DgWorld *w, DgExplorer *e)
{
    static const DgSide path[] = {DG_EAST, DG_SOUTH, DG_SOUTH, DG_NORTH, DG_NORTH,
                                  DG_EAST, DG_EAST,  DG_EAST,  DG_EAST};
    DgStepped out;
    dg_explorer_start(w, e);
    for (int i = 0; i < (int)(sizeof path / sizeof path[0]); i++) dg_step(w, e, path[i], &out);
    CHECK_INT(e->x, 7);
    CHECK_INT(e->y, 2);
    CHECK_INT(e->keys, 2u);
}

/* The terminal, the gate, dg_solve, the stairs. */
static void test_gate_terminal_stairs(void)
{
    const DgWorld *w = load();
    DgExplorer e;
    DgStepped out;
    into_room_1(w, &e);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 8, 2);
    STEP(w, &e, DG_SOUTH, DG_EV_MOVED, 8, 3);
    STEP(w, &e, DG_EAST, DG_EV_TERMINAL, 9, 3);
    CHECK_INT(out.room, 1);
    CHECK_INT(out.puzzle, 0);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 10, 3);
    STEP(w, &e, DG_EAST, DG_EV_GATE_SHUT, 10, 3);
    CHECK_INT(out.room, 1);
    CHECK_INT(out.door, 2);
    STEP(w, &e, DG_WEST, DG_EV_TERMINAL, 9, 3); /* unsolved: it calls again */
    dg_solve(w, &e, 0);                          /* another room's puzzle: not this gate's */
    dg_solve(w, &e, 40);                         /* no such room: nothing */
    CHECK_INT(e.solved, 1u);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 10, 3);
    STEP(w, &e, DG_EAST, DG_EV_GATE_SHUT, 10, 3);
    dg_solve(w, &e, 1);
    CHECK_INT(e.solved, 3u);
    STEP(w, &e, DG_WEST, DG_EV_MOVED, 9, 3); /* solved: the terminal is quiet */
    CHECK_INT(out.puzzle, -1);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 10, 3);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 11, 3); /* the gate is open */
    CHECK_INT(out.door, 2);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 12, 3);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 13, 3);
    CHECK_INT(out.entered, 2);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 14, 3);
    STEP(w, &e, DG_SOUTH, DG_EV_MOVED, 14, 4);
    CHECK_INT(e.done, 0);
    int steps = e.steps;
    STEP(w, &e, DG_EAST, DG_EV_STAIRS, 15, 4);
    CHECK_INT(e.done, 1);
    CHECK_INT(e.steps, steps + 1);
    STEP(w, &e, DG_WEST, DG_EV_NONE, 15, 4); /* done: nothing moves */
    STEP(w, &e, DG_NORTH, DG_EV_NONE, 15, 4);
    CHECK_INT(e.steps, steps + 1);
    CHECK_INT(dg_rooms_visited(&e), 3);
}

static void test_chests(void)
{
    const DgWorld *w = load();
    DgExplorer e;
    DgStepped out;
    dg_explorer_start(w, &e);
    STEP(w, &e, DG_SOUTH, DG_EV_CHEST, 2, 2); /* opened, stayed */
    CHECK_INT(out.chest, 0);
    CHECK_INT(dg_chests_opened(&e), 1);
    STEP(w, &e, DG_SOUTH, DG_EV_BUMP, 2, 2); /* open already */
    CHECK_INT(out.chest, -1);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 3, 2);
    STEP(w, &e, DG_EAST, DG_EV_MOVED, 4, 2);
    STEP(w, &e, DG_SOUTH, DG_EV_CHEST, 4, 2);
    CHECK_INT(out.chest, 1); /* the second in reading order */
    CHECK_INT(dg_chests_opened(&e), 2);
    CHECK_INT(e.chests, 3u);
    STEP(w, &e, DG_SOUTH, DG_EV_BUMP, 4, 2);
    CHECK_INT(e.steps, 2);
}

static void test_reachable(void)
{
    const DgWorld *w = load();
    static uint8_t seen[DG_MAP_H][DG_MAP_W];
    dg_reachable(w, 0, 0, seen);
    CHECK(seen[2][2] && seen[4][3] && seen[2][5] && seen[2][6]); /* start, key, door, corridor */
    CHECK(!seen[3][2]);                                           /* a chest is not stood on */
    CHECK(!seen[2][7] && !seen[3][9]);                            /* behind the lock */
    dg_reachable(w, 1u, 0, seen);                                 /* gold: not red */
    CHECK(!seen[2][7]);
    dg_reachable(w, 2u, 0, seen);
    CHECK(seen[2][7] && seen[3][9] && seen[3][10]);
    CHECK(!seen[3][11] && !seen[4][15]); /* the gate */
    dg_reachable(w, 2u, 1u << 1, seen);
    CHECK(seen[3][11] && seen[3][12] && seen[4][15]);
    dg_reachable(w, 0, 1u << 1, seen); /* solved but locked out */
    CHECK(!seen[2][7] && !seen[4][15]);
    CHECK(!seen[0][0] && !seen[1][1]);
    CHECK(dg_passable(w, 2u, 0, 7, 2));
    CHECK(!dg_passable(w, 0, 0, 7, 2));
    CHECK(!dg_passable(w, 2u, 0, 11, 3));
    CHECK(!dg_passable(w, 2u, 0, -1, 3) && !dg_passable(w, 2u, 0, 19, 3));
}

/* The world's index and look-ups the steps rely on. */
static void test_index(void)
{
    const DgWorld *w = load();
    int x = -1, y = -1;
    CHECK_INT(dg_world_door_at(w, 11, 3), 2);
    CHECK_INT(dg_world_door_at(w, 10, 3), -1);
    CHECK_INT(dg_world_key_at(w, 3, 4), 1);
    CHECK(dg_world_terminal(w, 1, &x, &y));
    CHECK_INT(x, 9);
    CHECK_INT(y, 3);
    CHECK(!dg_world_terminal(w, 0, &x, &y));
    CHECK(!dg_world_terminal(w, 7, &x, &y));
    CHECK_INT(w->chests[1][0], 4);
    CHECK_INT(w->chests[1][1], 3);
    CHECK_INT(w->owner[3][12], DG_OWNER_CORRIDOR);
    CHECK_INT(w->owner[1][13], 2);
}

TEST_MAIN(test_start, test_wall_bumps, test_lock_and_key, test_gate_terminal_stairs, test_chests,
          test_reachable, test_index)
