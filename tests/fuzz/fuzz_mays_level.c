/* fuzz_mays_level.c - the libFuzzer target for May's Journey level files
 * (game/modes/mays/level.h): the input is a level file's text.
 * Refused: the diagnostic names the file and a line of it (and a column inside it, if any).
 * Read: the level keeps level.h's promises (a map of at most MJ_MAX_W x MJ_MAX_H, objects on it
 * with names, the avatar on its start, the goal as the world needs it, programs without blank
 * or ';' lines, printable texts); written, read back and written again it is the same level and the
 * same bytes; its solution runs on it (mj_run_program) to one of the three results, and May
 * walks and the world ticks on the start world without breaking it.
 * Built by tests/fuzz/build.sh; replayed by the normal tests (tests/fuzz/replay.c). */
#include "fuzz_util.h"

#include "core/textspan.h"
#include "modes/mays/level.h"
#include "modes/mays/mays_lang.h"

#define LABEL "fuzz.level"

static void check_text(const char *s, size_t size)
{
    check(memchr(s, '\0', size) != NULL);
    check(lp_span_printable((LpSpan){s, strlen(s)}, 0));
}

static void check_program(const char *s)
{
    check(memchr(s, '\0', MJ_PROGRAM_MAX) != NULL);
    size_t pos = 0, len = strlen(s);
    LpSpan line;
    while (lp_span_next_line(s, len, &pos, &line)) {
        LpSpan t = lp_span_trim(line);
        check(t.n > 0 && t.s[0] != ';'); /* the file would read such a line as blank or a comment */
        check(lp_span_printable(line, 1));
    }
}

static void check_world(const MjWorld *w)
{
    check(w->width >= 1 && w->width <= MJ_MAX_W && w->height >= 1 && w->height <= MJ_MAX_H);
    for (int y = 0; y < MJ_MAX_H; y++)
        for (int x = 0; x < MJ_MAX_W; x++) check(w->ground[y][x] <= MJ_WALL);
    check(w->object_count >= 0 && w->object_count <= MJ_MAX_OBJECTS);
    check(w->trigger_count >= 0 && w->trigger_count <= MJ_MAX_TRIGGERS);
    for (int i = 0; i < w->object_count; i++) {
        const MjObject *o = &w->objects[i];
        check(memchr(o->name, '\0', sizeof o->name) != NULL && o->name[0] != '\0');
        check(o->kind < MJ_KIND_COUNT && o->commands <= MJ_CMD_OPEN);
        check(o->x >= 0 && o->x < w->width && o->y >= 0 && o->y < w->height);
        check(mj_find(w, o->name) == i); /* names are unique */
    }
    for (int i = 0; i < w->trigger_count; i++) {
        const MjTrigger *t = &w->triggers[i];
        check(t->source >= 0 && t->source < w->object_count);
        check(t->effect_count <= MJ_MAX_EFFECTS);
        for (int e = 0; e < t->effect_count; e++)
            check(t->effects[e] <= MJ_OPEN && t->targets[e] >= 0 && t->targets[e] < w->object_count);
    }
    check(w->avatar_x >= 0 && w->avatar_x < w->width && w->avatar_y >= 0 && w->avatar_y < w->height);
}

static void check_level(const MjLevel *l)
{
    check_world(&l->start);
    check(l->start.avatar_x == l->start.start_x && l->start.avatar_y == l->start.start_y);
    check(mj_walkable(&l->start, l->start.avatar_x, l->start.avatar_y));
    check(l->goal >= MJ_GOAL_EXIT && l->goal <= MJ_GOAL_BOTH);
    check(l->start.need_exit == (l->goal != MJ_GOAL_REWARD));
    check(l->start.need_rewards == (l->goal != MJ_GOAL_EXIT));
    check(l->has_seed == 0 || l->has_seed == 1);
    check(l->has_code == 0 || l->has_code == 1);
    check(l->locked == 0 || l->locked == 1);
    check_text(l->title, sizeof l->title);
    check_text(l->sign, sizeof l->sign);
    check_text(l->hint, sizeof l->hint);
    check_program(l->solution);
    check_program(l->code);
    check(mj_level_panel_code(l) != NULL);
    if (l->locked) check(strcmp(mj_level_panel_code(l), l->solution) == 0); /* what runs is the solution */
}

/* The solution runs; then May walks and the world ticks (directions from the input). */
static void check_play(const MjLevel *l, const uint8_t *data, size_t size)
{
    MjRunReport *r = malloc(sizeof *r);
    MjWorld *w = malloc(sizeof *w);
    if (r && w) {
        MjRunResult res = mj_run_program(l, l->solution, r);
        check(res == r->result && (int)res >= 0 && res <= MJ_RUN_ERROR);
        check(memchr(r->message, '\0', sizeof r->message) != NULL);
        check(r->line >= 0 && r->column >= 0 && r->steps >= 0 && r->ticks >= 0);
        check_world(&r->world);
        mj_world_from_level(w, l);
        for (size_t i = 0; i < size && i < 64; i++) {
            mj_avatar_step(w, (MjDir)(data[i] & 3));
            if (data[i] & 4) mj_tick(w);
            check_world(w);
        }
        char why[200];
        mj_goal_message(w, why, sizeof why);
        check(memchr(why, '\0', sizeof why) != NULL);
    }
    free(r);
    free(w);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_copy(data, size);
    MjLevel *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    if (!text || !a || !b) goto done;
    LpDiag diag;
    fuzz_diag_blank(&diag);
    if (!mj_level_parse(text, size, LABEL, a, &diag)) {
        fuzz_check_diag(&diag, LABEL, 1, fuzz_lines(text, size));
        goto done;
    }
    check_level(a);
    check(mj_level_parse(text, size, LABEL, b, NULL) && memcmp(a, b, sizeof *a) == 0); /* the same every time */

    LpBuf first, second;
    lp_buf_init(&first);
    lp_buf_init(&second);
    mj_level_write(a, &first);
    check(!first.failed);
    fuzz_diag_blank(&diag);
    check_or_show(mj_level_parse(first.data, first.count, LABEL, b, &diag), diag.message);
    check_or_show(memcmp(a, b, sizeof *a) == 0, first.data);
    mj_level_write(b, &second);
    check_or_show(fuzz_same_bytes(&first, &second), second.data);
    lp_buf_free(&first);
    lp_buf_free(&second);

    check_play(a, data, size);
done:
    free(a);
    free(b);
    free(text);
    return 0;
}
