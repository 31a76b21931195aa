/* fuzz_dungeon_level.c - the libFuzzer target for dungeon level files
 * (game/modes/dungeon/level.h): the input is a level file's text.
 * Refused: the diagnostic names the file and a line of it.
 * Read: the world keeps level.h's promises (a grid of 1 to DG_MAP_W x DG_MAP_H known tiles, rooms
 * of at least 3x3 inside it, doors on '+' tiles in their room's wall with locks among the keys and
 * gates on their own room's puzzle, keys on 'k' tiles, corridors outside the rooms, puzzles one per
 * room with a terminal, the start on floor or a rug in the entrance, texts printable, the index
 * made); read twice it is the same; written, read back and written again it is the same world
 * and the same bytes. Then the rules: what can be reached, and a pupil walking (directions and
 * solved puzzles from the input) who only ever stands on a tile dg_reachable reaches with what
 * they hold, moves one tile at a time, and stops for good on the stairs.
 * Built by tests/fuzz/build.sh; replayed by the normal tests (tests/fuzz/replay.c). */
#include "fuzz_util.h"

#include "core/textspan.h"
#include "modes/dungeon/level.h"

#define LABEL "fuzz.level"

static void check_text(const char *s, size_t size, int may_be_empty)
{
    check(memchr(s, '\0', size) != NULL);
    check(lp_span_printable((LpSpan){s, strlen(s)}, 0));
    check(may_be_empty || s[0] != '\0');
}

static int inside(const DgWorld *w, int x, int y) { return x >= 0 && y >= 0 && x < w->w && y < w->h; }

static void check_world(const DgWorld *w)
{
    check(w->w >= 1 && w->w <= DG_MAP_W && w->h >= 1 && w->h <= DG_MAP_H);
    for (int y = 0; y < DG_MAP_H; y++)
        for (int x = 0; x < DG_MAP_W; x++)
            check(inside(w, x, y) ? w->tile[y][x] < DG_TILE_COUNT : w->tile[y][x] == 0);
    check_text(w->title, sizeof w->title, 1);
    check_text(w->flowchart, sizeof w->flowchart, 1);
    check_text(w->code, sizeof w->code, 1);
    check(w->room_count >= 1 && w->room_count <= DG_MAX_ROOMS);
    check(w->door_count >= 0 && w->door_count <= DG_MAX_WORLD_DOORS);
    check(w->corridor_count >= 0 && w->corridor_count <= DG_MAX_CORRIDORS);
    check(w->key_count >= 0 && w->key_count <= DG_MAX_KEYS);
    check(w->puzzle_count >= 0 && w->puzzle_count <= w->room_count);
    check(w->chest_count >= 0 && w->chest_count <= DG_MAX_CHESTS);
    check(w->entrance >= 0 && w->entrance < w->room_count && w->exit >= 0 && w->exit < w->room_count);
    for (int i = 0; i < w->room_count; i++) {
        const DgWorldRoom *r = &w->rooms[i];
        check(r->w >= 3 && r->h >= 3 && r->x >= 0 && r->y >= 0 && r->x + r->w <= w->w && r->y + r->h <= w->h);
        check_text(r->type, sizeof r->type, 0);
        check_text(r->action, sizeof r->action, 1);
        check(r->main == 0 || r->main == 1);
        check(r->puzzle >= -1 && r->puzzle < w->puzzle_count);
        if (r->puzzle >= 0) check(w->puzzles[r->puzzle].room == i);
        for (int y = r->y; y < r->y + r->h; y++)
            for (int x = r->x; x < r->x + r->w; x++)
                check(w->owner[y][x] == i); /* no overlaps, no corridor */
    }
    for (int d = 0; d < w->door_count; d++) {
        const DgWorldDoor *dd = &w->doors[d];
        check(inside(w, dd->x, dd->y) && w->tile[dd->y][dd->x] == DG_DOOR &&
              dg_world_door_at(w, dd->x, dd->y) == d);
        check(dd->room >= 0 && dd->room < w->room_count && dd->to >= 0 && dd->to < w->room_count &&
              dd->room != dd->to);
        check(w->owner[dd->y][dd->x] == dd->room);
        check(dd->lock >= 0 && dd->lock <= w->key_count);
        check(dd->gate == 0 || (dd->gate == dd->room + 1 && w->rooms[dd->room].puzzle >= 0));
    }
    for (int k = 0; k < w->key_count; k++) {
        const DgWorldKey *key = &w->keys[k];
        check_text(key->name, sizeof key->name, 0);
        int placed = key->x || key->y;
        check(!placed || (inside(w, key->x, key->y) && w->tile[key->y][key->x] == DG_KEY));
        if (placed) check(dg_world_key_at(w, key->x, key->y) == k);
    }
    for (int c = 0; c < w->corridor_count; c++) {
        const DgWorldCorridor *cd = &w->corridors[c];
        check(cd->count >= 1 && cd->count <= DG_CORRIDOR_MAX && cd->from != cd->to);
        check(cd->from >= 0 && cd->from < w->room_count && cd->to >= 0 && cd->to < w->room_count);
        for (int i = 0; i < cd->count; i++)
            check(w->owner[cd->tiles[i][1]][cd->tiles[i][0]] == DG_OWNER_CORRIDOR);
    }
    for (int p = 0; p < w->puzzle_count; p++) {
        const DgWorldPuzzle *pz = &w->puzzles[p];
        int x, y;
        check(pz->room >= 0 && pz->room < w->room_count && w->rooms[pz->room].puzzle == p);
        check(pz->mode == LP_MODE_TOYCAR || pz->mode == LP_MODE_BOTS || pz->mode == LP_MODE_MAYS);
        check_text(pz->code, sizeof pz->code, 0);
        check_text(pz->concept, sizeof pz->concept, 1);
        check((pz->lesson == 0 || pz->lesson == 1) && (pz->verified == 0 || pz->verified == 1));
        check(dg_world_terminal(w, pz->room, &x, &y));
    }
    int chests = 0;
    for (int y = 0; y < w->h; y++)
        for (int x = 0; x < w->w; x++) {
            if (w->tile[y][x] == DG_KEY) check(dg_world_key_at(w, x, y) >= 0);
            if (w->tile[y][x] == DG_DOOR) check(dg_world_door_at(w, x, y) >= 0);
            if (w->tile[y][x] == DG_CHEST) {
                check(chests < DG_MAX_CHESTS && w->chests[chests][0] == x && w->chests[chests][1] == y);
                chests++;
            }
        }
    check(chests == w->chest_count);
    check(inside(w, w->start_x, w->start_y));
    check(w->tile[w->start_y][w->start_x] == DG_FLOOR || w->tile[w->start_y][w->start_x] == DG_RUG);
    check(w->owner[w->start_y][w->start_x] == w->entrance);
}

/* What can be reached, then a pupil walking. */
static void check_walk(const DgWorld *w, const uint8_t *data, size_t size)
{
    static uint8_t seen[DG_MAP_H][DG_MAP_W];
    DgExplorer e;
    DgStepped out;
    dg_reachable(w, 0, 0, seen);
    check(seen[w->start_y][w->start_x]); /* the start is floor or a rug */
    dg_explorer_start(w, &e);
    check(e.room == w->entrance && e.visited == 1u << w->entrance);
    for (size_t i = 0; i < size && i < 96; i++) {
        int x = e.x, y = e.y, steps = e.steps, done = e.done;
        if (data[i] & 4) dg_solve(w, &e, data[i] >> 3);
        DgEvent ev = dg_step(w, &e, (DgSide)(data[i] & 3), &out);
        check(ev == out.event);
        int moved = e.x != x || e.y != y;
        if (done) check(ev == DG_EV_NONE && !moved);
        switch (ev) {
        case DG_EV_MOVED:
        case DG_EV_UNLOCKED:
        case DG_EV_KEY:
        case DG_EV_TERMINAL:
        case DG_EV_STAIRS:
            check(abs(e.x - x) + abs(e.y - y) == 1 && e.steps == steps + 1);
            check(dg_passable(w, e.keys, e.solved, e.x, e.y));
            break;
        default: check(!moved && e.steps == steps); break;
        }
        if (ev == DG_EV_LOCKED) check(out.key >= 0 && out.key < w->key_count && !(e.keys >> out.key & 1u));
        if (ev == DG_EV_KEY) check(out.key >= 0 && out.key < w->key_count && (e.keys >> out.key & 1u));
        if (ev == DG_EV_TERMINAL) check(out.puzzle >= 0 && out.room == w->puzzles[out.puzzle].room);
        if (ev == DG_EV_CHEST) check(out.chest >= 0 && out.chest < w->chest_count);
        check(e.done == (done || ev == DG_EV_STAIRS));
        check(e.room == (w->owner[e.y][e.x] >= 0 ? w->owner[e.y][e.x] : -1));
    }
    /* keys and solved puzzles only grow, so every tile stood on is reachable with what is held */
    dg_reachable(w, e.keys, e.solved, seen);
    check(seen[e.y][e.x]);
    check(dg_rooms_visited(&e) >= 1 && dg_chests_opened(&e) <= w->chest_count);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_copy(data, size);
    DgWorld *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    if (!text || !a || !b) goto done;
    LpDiag diag;
    fuzz_diag_blank(&diag);
    if (!dg_level_parse(text, size, LABEL, a, &diag)) {
        fuzz_check_diag(&diag, LABEL, 1, fuzz_lines(text, size));
        goto done;
    }
    check_world(a);
    check(dg_level_parse(text, size, LABEL, b, NULL) &&
          memcmp(a, b, sizeof *a) == 0); /* the same every time */

    LpBuf first, second;
    lp_buf_init(&first);
    lp_buf_init(&second);
    dg_level_write(a, &first);
    check(!first.failed);
    fuzz_diag_blank(&diag);
    check_or_show(dg_level_parse(first.data, first.count, LABEL, b, &diag), diag.message);
    check_or_show(memcmp(a, b, sizeof *a) == 0, first.data);
    dg_level_write(b, &second);
    check_or_show(fuzz_same_bytes(&first, &second), second.data);
    lp_buf_free(&first);
    lp_buf_free(&second);

    check_walk(a, data, size);
done:
    free(a);
    free(b);
    free(text);
    return 0;
}
