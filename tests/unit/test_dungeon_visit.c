/* test_dungeon_visit.c - a visit to a dungeon with no window: the walkthrough reaches the stairs by
 * the game's own steps; the registry's dungeon rules open a DG code, walk, open a room's puzzle only
 * at its terminal (its actions then go to the puzzle, not the pupil), go back, keep a gate shut until
 * the puzzle is solved, swap in an easier puzzle of the same mode, and solve the visit at the stairs
 * with every try and step counted; an easier puzzle is a pure function of its code and step, of the
 * same mode and concept, and ends at the mode's first lesson. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/sharecode.h"
#include "dungeon/dungeon_gen.h"
#include "puzzle/dungeon_visit.h"
#include "puzzle/rules.h"
#include "test.h"

#define DATA LOOPLING_SOURCE_DIR
#define CODE "DG1M-0G00-0001" /* first_visit: a toy-car, a robot and a May's Journey room */

static DgWalkthrough walk;

static void act(const PzRules *r, void *pz, LpReplayKind kind, int a, const char *text, PzDid *did)
{
    LpReplayEvent e = {0, (int)kind, a, 0, 0, (char *)text};
    r->apply(pz, &e, did);
}

static void walk_a_visit(const char *code)
{
    const PzRules *r = pz_rules[LP_MODE_DUNGEON];
    CHECK(r != NULL);
    LpShareParams sp;
    LpDiag diag = {0};
    char why[200];
    CHECK(lp_sharecode_decode(code, &sp, &diag));
    CHECK(r->code_opens(code, &sp, why, sizeof why));
    CHECK(!r->code_opens("DG9M-0G00-0001", &sp, why, sizeof why));
    PzOpen how = {
        .code = code, .data_dir = DATA, .kind = PZ_KIND_MADE, .setting = 1, .format = LP_REPLAY_VERSION};
    void *pz = r->open(&how, &diag);
    CHECK(pz != NULL);
    if (!pz) return;
    DgVisit *v = dg_rules_visit(pz);
    CHECK(dg_walkthrough(&v->world, &walk));
    CHECK_INT(v->world.puzzle_count, 3);
    PzDid did;
    int rooms_opened = 0, gates_tried = 0;
    for (int i = 0; i < walk.count; i++) {
        act(r, pz, LP_RE_WALK, walk.moves[i], NULL, &did);
        CHECK_INT(did.result, i == walk.count - 1); /* only the stairs solve the visit */
        if (walk.puzzle[i] < 0) continue;
        int room = walk.puzzle[i], p = v->world.rooms[room].puzzle;
        CHECK_INT(dg_visit_terminal_here(v), p);
        /* a room that is not this one does not open here */
        act(r, pz, LP_RE_ROOM, room == 0 ? 1 : 0, NULL, &did);
        CHECK_INT(v->open, -1);
        act(r, pz, LP_RE_ROOM, room, NULL, &did);
        CHECK_INT(v->open, p);
        CHECK(r->play(pz)->mode == v->world.puzzles[p].mode); /* the room's puzzle's own play */
        int x = v->ex.x, y = v->ex.y;
        act(r, pz, LP_RE_WALK, DG_NORTH, NULL, &did); /* May walks, or nothing: the pupil stays */
        CHECK(v->ex.x == x && v->ex.y == y);
        act(r, pz, LP_RE_RUN, 0, NULL, &did);
        for (int t = 0; t < 2000 && !r->still(pz); t++) r->tick(pz, &did);
        int tries = r->play(pz)->tries; /* every try begun here ended */
        act(r, pz, LP_RE_ROOM, -1, NULL, &did);
        CHECK_INT(v->open, -1);
        CHECK_INT(v->tries[p], tries); /* its tries are the visit's */
        CHECK(tries >= (v->world.puzzles[p].mode != LP_MODE_MAYS)); /* the Run counted (May runs at her desk) */
        rooms_opened++;
        /* the gate is shut: some step from here on bumps into it until the puzzle is solved */
        DgVisit probe = *v;
        for (int j = i + 1; j < walk.count; j++) {
            DgStepped s;
            if (dg_visit_walk(&probe, (DgSide)walk.moves[j], &s) == DG_EV_GATE_SHUT) {
                CHECK_INT(s.room, room);
                gates_tried++;
                break;
            }
        }
        /* an easier one of the same mode */
        DgWorldPuzzle easier;
        CHECK(dg_easier_puzzle(&v->world.puzzles[p], 1, DATA, &easier));
        act(r, pz, LP_RE_PUZZLE, room, easier.code, &did);
        CHECK_STR(v->code[p], easier.code);
        CHECK_INT(v->easier[p], 1);
        act(r, pz, LP_RE_PUZZLE, room, "TC1C-2G6Z-HB4", &did); /* no code: refused, nothing changes */
        CHECK_STR(v->code[p], easier.code);
        v->open = p; /* the test solves it in the rules' place */
        dg_visit_solved(v);
        v->open = -1;
    }
    CHECK_INT(rooms_opened, 3);
    CHECK_INT(gates_tried, 3);
    CHECK(v->ex.done && v->play.solved);
    CHECK_INT(v->play.solved_commands, walk.count);
    CHECK_INT(v->play.solved_tries, dg_visit_all_tries(v, 0));
    CHECK_INT(v->solved, 3);
    act(r, pz, LP_RE_WALK, DG_SOUTH, NULL, &did); /* done: nothing more */
    CHECK_INT(did.result, 0);
    r->close(pz);
}

/* Down to the first lesson, each step by the generator its room's code names: in a DG1 dungeon
 * TC1/BT1/MJ2, in a DG3 dungeon TC2/BT6/MJ5 (an MJ5 room's easier one was MJ2 before it was kept). */

/* A DG1 dungeon's rooms (TC1, BT1, MJ2) and a DG3 dungeon's (TC2, BT6, MJ5) open in the visit. */
static void test_rules_walk_a_visit(void)
{
    walk_a_visit(CODE);
    walk_a_visit("DG3N-0G00-0001"); /* first_visit, seed 1, by dungeon generator 3 */
}

static int easier_down_to_a_lesson(const char *code)
{
    int mays_made = 0; /* easier May's rooms a generator made (not the lesson) */
    DgWorld *w = malloc(sizeof *w);
    PzOpen how = {.code = code, .data_dir = DATA};
    LpDiag diag = {0};
    CHECK(w && dg_world_open(&how, w, &diag));
    for (int p = 0; w && p < w->puzzle_count; p++) {
        DgWorldPuzzle now = w->puzzles[p], a, b;
        int steps = 0;
        while (steps < 12 && dg_easier_puzzle(&now, steps + 1, DATA, &a)) {
            CHECK(dg_easier_puzzle(&now, steps + 1, DATA, &b));
            CHECK_STR(a.code, b.code); /* the same every time */
            CHECK(a.mode == now.mode && !strcmp(a.concept, now.concept) && a.room == now.room && a.verified);
            CHECK(strcmp(a.code, now.code) != 0);
            if (!a.lesson) CHECK(a.code[2] == w->puzzles[p].code[2]); /* the same generator */
            mays_made += !a.lesson && a.mode == LP_MODE_MAYS;
            now = a;
            steps++;
        }
        if (!(steps >= 1 && steps < 12)) fprintf(stderr, "%s: %d steps to %s\n", w->puzzles[p].code, steps, now.code);
        CHECK(steps >= 1 && steps < 12);
        CHECK_INT(now.lesson, 1); /* the easiest: the mode's first lesson */
    }
    free(w);
    return mays_made;
}

static void test_easier_puzzles(void)
{
    easier_down_to_a_lesson(CODE);
    /* long_quest, seed 3, by dungeon generator 3: its while room (two objects) has an easier MJ5 */
    CHECK(easier_down_to_a_lesson("DG3D-1G00-0003") >= 1);
}

TEST_MAIN(test_rules_walk_a_visit, test_easier_puzzles)
