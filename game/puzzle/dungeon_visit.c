/* dungeon_visit.c - one pupil's visit to a dungeon (dungeon_visit.h). */
#include "puzzle/dungeon_visit.h"

#include <stdio.h>
#include <string.h>

#include "core/lessoncode.h"
#include "core/sharecode.h"

void dg_visit_start(DgVisit *v, const DgWorld *w, PzKind kind)
{
    memset(v, 0, sizeof *v);
    v->world = *w;
    dg_explorer_start(&v->world, &v->ex);
    for (int i = 0; i < w->puzzle_count; i++) snprintf(v->code[i], sizeof v->code[i], "%s", w->puzzles[i].code);
    v->open = -1;
    pz_play_open(&v->play, LP_MODE_DUNGEON, kind, 0, 0);
    pz_play_describe(&v->play, w->code, 0);
    v->last = (DgStepped){.event = DG_EV_NONE, .key = -1, .room = v->ex.room, .puzzle = -1, .chest = -1,
                          .door = -1, .entered = v->ex.room};
}

DgEvent dg_visit_walk(DgVisit *v, DgSide dir, DgStepped *out)
{
    DgStepped none = {.event = DG_EV_NONE, .key = -1, .room = v->ex.room, .puzzle = -1, .chest = -1, .door = -1,
                      .entered = -1};
    if (v->open >= 0 || v->ex.done || (int)dir < 0 || dir > DG_WEST) {
        if (out) *out = none;
        return DG_EV_NONE;
    }
    DgStepped s;
    dg_step(&v->world, &v->ex, dir, &s);
    v->last = s;
    if (s.event == DG_EV_STAIRS && !v->play.solved) {
        v->play.solved = 1;
        v->play.tries = v->play.solved_tries = dg_visit_all_tries(v, 0);
        v->play.solved_commands = v->ex.steps;
        v->play.best_commands = v->ex.steps;
        v->play.solved_seconds = pz_play_seconds(&v->play);
        v->play.stars = 3;
    }
    if (out) *out = s;
    return s.event;
}

int dg_visit_puzzle_of(const DgVisit *v, int room)
{
    if (room < 0 || room >= v->world.room_count) return -1;
    int p = v->world.rooms[room].puzzle;
    return p >= 0 && p < v->world.puzzle_count ? p : -1;
}

int dg_visit_terminal_here(const DgVisit *v)
{
    int r = v->ex.room;
    int p = dg_visit_puzzle_of(v, r);
    int x, y;
    if (p < 0 || (v->ex.solved >> r & 1u) || !dg_world_terminal(&v->world, r, &x, &y)) return -1;
    return x == v->ex.x && y == v->ex.y ? p : -1;
}

int dg_visit_enter(DgVisit *v, int room)
{
    int p = dg_visit_terminal_here(v);
    if (v->open >= 0 || p < 0 || v->world.puzzles[p].room != room) return 0;
    v->open = p;
    return 1;
}

void dg_visit_solved(DgVisit *v)
{
    if (v->open < 0) return;
    int room = v->world.puzzles[v->open].room;
    if (!(v->ex.solved >> room & 1u)) v->solved++;
    dg_solve(&v->world, &v->ex, room);
}

void dg_visit_leave(DgVisit *v, int tries)
{
    if (v->open < 0) return;
    if (tries > 0) v->tries[v->open] += tries;
    int room = v->world.puzzles[v->open].room;
    if (tries > 0 && !(v->ex.solved >> room & 1u)) v->play.gave_up++;
    v->open = -1;
}

int dg_visit_swap(DgVisit *v, int room, const char *code)
{
    int p = dg_visit_puzzle_of(v, room);
    if (p < 0 || (v->ex.solved >> room & 1u) || !code || strlen(code) >= LP_SHARECODE_MAX) return 0;
    LpShareParams sp;
    LpDiag quiet = {0};
    if (!lp_sharecode_decode(code, &sp, &quiet) || sp.mode != v->world.puzzles[p].mode) return 0;
    snprintf(v->code[p], sizeof v->code[p], "%s", code);
    v->easier[p]++;
    return 1;
}

int dg_visit_all_tries(const DgVisit *v, int open_tries)
{
    int n = open_tries > 0 ? open_tries : 0;
    for (int i = 0; i < v->world.puzzle_count; i++) n += v->tries[i];
    return n;
}

PzKind dg_visit_puzzle_kind(const DgVisit *v, int puzzle)
{
    LpShareParams sp;
    LpDiag quiet = {0};
    if (puzzle < 0 || puzzle >= v->world.puzzle_count || !lp_sharecode_decode(v->code[puzzle], &sp, &quiet))
        return PZ_KIND_OTHER;
    return lp_lesson_is(&sp) ? PZ_KIND_OTHER : PZ_KIND_MADE;
}
