/* fuzz_toycar_level.c - the libFuzzer target for toy-car level files (game/modes/toycar/level.h):
 * the input is a level file's text.
 * Refused: the diagnostic names the file and a line of it.
 * Read: the level keeps level.h's promises (one car and one goal on a board of at most
 * TC_MAX_W x TC_MAX_H, the intended tiles on empty cells and in the inventory, printable texts, a
 * code that decodes); written, read back and written again it is the same level and the same bytes;
 * the intended tiles can be placed and the run ends, as tc_certify says.
 * Built by tests/fuzz/build.sh; replayed by the normal tests (tests/fuzz/replay.c). */
#include "fuzz_util.h"

#include "core/sharecode.h"
#include "core/textspan.h"
#include "modes/toycar/level.h"

#define LABEL "fuzz.level"

static void check_text(const char *s, size_t size)
{
    check(memchr(s, '\0', size) != NULL);
    check(lp_span_printable((LpSpan){s, strlen(s)}, 0));
}

static void check_level(const TcLevel *l)
{
    const TcBoard *b = &l->board;
    check(b->width >= 1 && b->width <= TC_MAX_W && b->height >= 1 && b->height <= TC_MAX_H);
    check(b->car_x >= 0 && b->car_x < b->width && b->car_y >= 0 && b->car_y < b->height);
    check(b->cells[b->car_y][b->car_x] == TC_EMPTY);
    check(b->heading >= TC_LEFT && b->heading <= TC_DOWN);
    int goals = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            check(b->cells[y][x] <= TC_GOAL);
            goals += b->cells[y][x] == TC_GOAL;
        }
    check(goals == 1);
    check(l->tile_count >= 0 && l->tile_count <= TC_MAX_TILES);
    int used[4] = {0};
    for (int i = 0; i < l->tile_count; i++) {
        const TcTile *t = &l->tiles[i];
        check(t->x >= 0 && t->x < b->width && t->y >= 0 && t->y < b->height);
        check(b->cells[t->y][t->x] == TC_EMPTY && !(t->x == b->car_x && t->y == b->car_y));
        check(t->dir >= TC_LEFT && t->dir <= TC_DOWN);
        used[t->dir]++;
        for (int j = 0; j < i; j++) check(l->tiles[j].x != t->x || l->tiles[j].y != t->y);
    }
    for (int d = 0; d < 4; d++) check(b->inventory[d] >= used[d] && b->inventory[d] <= TC_MAX_TILES);
    check_text(l->title, sizeof l->title);
    check_text(l->hint, sizeof l->hint);
    check(memchr(l->code, '\0', sizeof l->code) != NULL);
    LpShareParams p;
    if (l->code[0]) check(lp_sharecode_decode(l->code, &p, NULL));
    check(l->has_seed == 0 || l->has_seed == 1);
}

/* The intended tiles go down and the car drives to an end, the same end tc_certify finds. */
static void check_play(const TcLevel *l)
{
    TcWorld *w = malloc(sizeof *w);
    if (!w) return;
    tc_world_init(w, &l->board);
    for (int i = 0; i < l->tile_count; i++)
        check(tc_place(w, l->tiles[i].x, l->tiles[i].y, l->tiles[i].dir) == TC_PLACE_OK);
    check(tc_plan_count(w) == l->tile_count);
    tc_play(w);
    TcStatus st = tc_run_to_end(w);
    check(st >= TC_WON && st <= TC_FAIL_EARLY_GOAL && w->status == st);
    check(w->steps >= 0 && w->steps <= TC_MAX_STEPS && w->path_count >= 1 && w->path_count <= TC_MAX_STEPS);
    check(tc_certify(&l->board, l->tiles, l->tile_count) == (st == TC_WON));
    free(w);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_copy(data, size);
    TcLevel *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    if (!text || !a || !b) goto done;
    LpDiag diag;
    fuzz_diag_blank(&diag);
    if (!tc_level_parse(text, size, LABEL, a, &diag)) {
        fuzz_check_diag(&diag, LABEL, 1, fuzz_lines(text, size));
        goto done;
    }
    check_level(a);
    check(tc_level_parse(text, size, LABEL, b, NULL) && memcmp(a, b, sizeof *a) == 0); /* the same every time */

    LpBuf first, second;
    lp_buf_init(&first);
    lp_buf_init(&second);
    tc_level_write(a, &first);
    check(!first.failed);
    fuzz_diag_blank(&diag);
    check_or_show(tc_level_parse(first.data, first.count, LABEL, b, &diag), diag.message);
    check_or_show(memcmp(a, b, sizeof *a) == 0, first.data);
    tc_level_write(b, &second);
    check_or_show(fuzz_same_bytes(&first, &second), second.data);
    lp_buf_free(&first);
    lp_buf_free(&second);

    check_play(a);
done:
    free(a);
    free(b);
    free(text);
    return 0;
}
