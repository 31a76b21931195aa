/* fuzz_bots_level.c - the libFuzzer target for robot level files (game/modes/bots/level.h): the
 * input is a level file's text.
 * Refused: the diagnostic names the file and a line of it.
 * Read: the level keeps level.h's promises (grids of at most BOTS_MAX_W x BOTS_MAX_D, boxes and
 * switches only on ground, the robot on ground inside the grid, at least one switch and not all
 * pressed, par 1..999, the solution's lines trimmed and not empty, printable texts, a robot code);
 * written, read back and written again it is the same level and the same bytes; its solution runs
 * on it (bots_run_program) to one of the three results.
 * Built by tests/fuzz/build.sh; replayed by the normal tests (tests/fuzz/replay.c). */
#include "fuzz_util.h"

#include "core/sharecode.h"
#include "core/textspan.h"
#include "modes/bots/bots_lang.h"
#include "modes/bots/level.h"

#define LABEL "fuzz.level"

static void check_text(const char *s, size_t size, int allow_tab)
{
    check(memchr(s, '\0', size) != NULL);
    check(lp_span_printable((LpSpan){s, strlen(s)}, allow_tab));
}

static void check_solution(const char *s)
{
    check(memchr(s, '\0', BOTS_SOLUTION_MAX) != NULL);
    size_t pos = 0, len = strlen(s);
    LpSpan line;
    while (lp_span_next_line(s, len, &pos, &line)) {
        check(line.n > 0 && lp_span_trim(line).n == line.n); /* trimmed, not empty */
        check(lp_span_printable(line, 1));
    }
    check(len == 0 || s[len - 1] != '\n');
}

static void check_level(const BotsLevel *l)
{
    const BotsWorld *w = &l->start;
    check(w->width >= 1 && w->width <= BOTS_MAX_W && w->depth >= 1 && w->depth <= BOTS_MAX_D);
    check(bots_in_grid(w, w->robot_x, w->robot_y) && w->terrain[w->robot_y][w->robot_x] > 0);
    check(w->facing >= BOTS_NORTH && w->facing <= BOTS_WEST);
    check(w->carrying == 0 || w->carrying == 1);
    for (int y = 0; y < BOTS_MAX_D; y++)
        for (int x = 0; x < BOTS_MAX_W; x++) {
            int inside = x < w->width && y < w->depth;
            check(w->terrain[y][x] <= BOTS_MAX_TERRAIN && w->boxes[y][x] <= BOTS_MAX_BOXES && w->switches[y][x] <= 1);
            if (!inside || w->terrain[y][x] == 0) check(w->boxes[y][x] == 0 && w->switches[y][x] == 0);
        }
    check(bots_switch_count(w) >= 1 && !bots_solved(w));
    check(l->par >= 1 && l->par <= BOTS_PAR_MAX);
    check_solution(l->solution);
    check_text(l->title, sizeof l->title, 0);
    check_text(l->hint, sizeof l->hint, 0);
    check_text(l->template_name, sizeof l->template_name, 0);
    check(memchr(l->code, '\0', sizeof l->code) != NULL);
    LpShareParams p;
    if (l->code[0]) check(lp_sharecode_decode(l->code, &p, NULL) && p.mode == LP_MODE_BOTS);
    check(l->has_seed == 0 || l->has_seed == 1);
}

/* The level's own solution runs on it to an end the report describes. */
static void check_run(const BotsLevel *l)
{
    BotsRunReport *r = malloc(sizeof *r);
    if (!r) return;
    BotsRunResult res = bots_run_program(l, l->solution, r);
    check(res == r->result && res >= BOTS_RUN_SOLVED && res <= BOTS_RUN_ERROR);
    check(memchr(r->message, '\0', sizeof r->message) != NULL);
    check((res == BOTS_RUN_SOLVED) == (r->message[0] == '\0'));
    check(r->line >= 0 && r->column >= 0 && r->steps >= 0 && r->commands >= 0 && r->actions >= 0);
    if (res == BOTS_RUN_SOLVED) check(bots_solved(&r->world));
    free(r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_copy(data, size);
    BotsLevel *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    if (!text || !a || !b) goto done;
    LpDiag diag;
    fuzz_diag_blank(&diag);
    if (!bots_level_parse(text, size, LABEL, a, &diag)) {
        fuzz_check_diag(&diag, LABEL, 1, fuzz_lines(text, size));
        goto done;
    }
    check_level(a);
    check(bots_level_parse(text, size, LABEL, b, NULL) && memcmp(a, b, sizeof *a) == 0); /* the same every time */

    LpBuf first, second;
    lp_buf_init(&first);
    lp_buf_init(&second);
    bots_level_write(a, &first);
    check(!first.failed);
    fuzz_diag_blank(&diag);
    check_or_show(bots_level_parse(first.data, first.count, LABEL, b, &diag), diag.message);
    check_or_show(memcmp(a, b, sizeof *a) == 0, first.data);
    bots_level_write(b, &second);
    check_or_show(fuzz_same_bytes(&first, &second), second.data);
    lp_buf_free(&first);
    lp_buf_free(&second);

    check_run(a);
done:
    free(a);
    free(b);
    free(text);
    return 0;
}
