/* fuzz_replay.c - the libFuzzer target for replay files (lp_replay_parse, game/core/replay.h): the
 * input is a replay file's text. It is read twice: as it is, and with its check line put right
 * (the last line, when it starts with "check", replaced by the true check of what comes before),
 * so the fuzzer gets past the check to every line's reader.
 * Refused: the diagnostic names the file and a line of it (line 0 only for a file that is no text:
 * NUL bytes, or over the size limit); out is left empty.
 * Read: the replay keeps replay.h's promises (a known format, mode, speed 0..2, events in tick
 * order with known kinds, text only on edits, a level text of whole lines); written, read back and
 * written again it is the same replay and the same bytes; its edits apply in order or are refused.
 * Built by tests/fuzz/build.sh; replayed by the normal tests (tests/fuzz/replay.c). */
#include "fuzz_util.h"

#include "core/replay.h"
#include "core/textspan.h"

#define LABEL "fuzz.replay"

static int cstr_ok(const char *s, size_t size)
{
    return memchr(s, '\0', size) != NULL;
}

static void check_replay(const LpReplay *r)
{
    check(r->version >= 1 && r->version <= LP_REPLAY_VERSION);
    check(cstr_ok(r->game, sizeof r->game) && r->game[0] && lp_span_printable((LpSpan){r->game, strlen(r->game)}, 0));
    check(cstr_ok(r->mode, sizeof r->mode));
    check(!strcmp(r->mode, "toycar") || !strcmp(r->mode, "bots") || !strcmp(r->mode, "mays"));
    check(cstr_ok(r->title, sizeof r->title) && cstr_ok(r->code, sizeof r->code));
    check(r->anim_speed >= 0 && r->anim_speed <= 2);
    check(r->code[0] || r->level_text); /* it names its level */
    if (r->level_text) {
        size_t n = strlen(r->level_text);
        check(n > 0 && r->level_text[n - 1] == '\n' && fuzz_lines(r->level_text, n) - 1 <= LP_REPLAY_MAX_LEVEL_LINES);
    }
    check(r->count >= 0 && r->count <= LP_REPLAY_MAX_EVENTS && r->count <= r->capacity && !r->failed);
    for (int i = 0; i < r->count; i++) {
        const LpReplayEvent *e = &r->events[i];
        check(e->tick <= LP_REPLAY_MAX_TICK && (i == 0 || e->tick >= r->events[i - 1].tick));
        check(lp_replay_kind_name(e->kind) != NULL);
        check((e->text != NULL) == (e->kind == LP_RE_EDIT));
        if (e->text) check(strlen(e->text) <= LP_REPLAY_MAX_TEXT && e->a >= 0 && e->b >= 0);
    }
    check(r->has_result == 0 || r->has_result == 1);
    if (r->has_result) check(r->result_solved == 0 || r->result_solved == 1);
    check(lp_replay_length(r) >= (r->count ? r->events[r->count - 1].tick : 0));
}

static void check_same(const LpReplay *a, const LpReplay *b)
{
    check(a->version == b->version && !strcmp(a->game, b->game) && !strcmp(a->mode, b->mode));
    check(!strcmp(a->title, b->title) && a->anim_speed == b->anim_speed && !strcmp(a->code, b->code));
    check((a->level_text == NULL) == (b->level_text == NULL));
    if (a->level_text) check(!strcmp(a->level_text, b->level_text));
    check(a->has_result == b->has_result && a->result_solved == b->result_solved);
    check(a->result_tries == b->result_tries && a->result_commands == b->result_commands);
    check(a->result_tick == b->result_tick && a->count == b->count);
    for (int i = 0; i < a->count; i++) {
        const LpReplayEvent *x = &a->events[i], *y = &b->events[i];
        check(x->tick == y->tick && x->kind == y->kind && x->a == y->a && x->b == y->b && x->c == y->c);
        check((x->text == NULL) == (y->text == NULL));
        if (x->text) check(!strcmp(x->text, y->text));
    }
}

/* The program text the edits make, from "", as playback does; a refused edit is skipped. */
static void apply_edits(const LpReplay *r)
{
    LpBuf text, next;
    lp_buf_init(&text);
    lp_buf_init(&next);
    lp_buf_puts(&text, "");
    for (int i = 0; i < r->count; i++) {
        const LpReplayEvent *e = &r->events[i];
        if (e->kind != LP_RE_EDIT) continue;
        size_t before = text.count;
        if (!lp_replay_apply_edit(e, text.data, &next)) continue;
        check(next.count == before - (size_t)e->b + strlen(e->text));
        LpBuf swap = text;
        text = next;
        next = swap;
    }
    lp_buf_free(&text);
    lp_buf_free(&next);
}

static void one(const char *text, size_t len)
{
    LpReplay a, b;
    lp_replay_init(&a);
    lp_replay_init(&b);
    LpDiag diag;
    fuzz_diag_blank(&diag);
    if (!lp_replay_parse(text, len, LABEL, &a, &diag)) {
        int lineless = memchr(text, '\0', len) != NULL || len > LP_REPLAY_MAX_BYTES;
        fuzz_check_diag(&diag, LABEL, lineless ? 0 : 1, fuzz_lines(text, len) + 1);
        check(a.count == 0 && a.events == NULL && a.level_text == NULL); /* left empty */
        return;
    }
    check_replay(&a);
    check(lp_replay_parse(text, len, LABEL, &b, NULL)); /* the same every time */
    check_same(&a, &b);

    LpBuf first, second;
    lp_buf_init(&first);
    lp_buf_init(&second);
    lp_replay_write(&a, &first);
    check(!first.failed);
    fuzz_diag_blank(&diag);
    check_or_show(lp_replay_parse(first.data, first.count, LABEL, &b, &diag), diag.message);
    check_same(&a, &b);
    lp_replay_write(&b, &second);
    check_or_show(fuzz_same_bytes(&first, &second), second.data);
    lp_buf_free(&first);
    lp_buf_free(&second);
    apply_edits(&a);
    lp_replay_free(&a);
    lp_replay_free(&b);
}

/* The input with its last line, when it starts with "check", replaced by the true check. */
static void with_check(const char *text, size_t len, LpBuf *out)
{
    size_t end = len;
    while (end > 0 && (text[end - 1] == '\n' || text[end - 1] == '\r')) end--;
    size_t last = end;
    while (last > 0 && text[last - 1] != '\n') last--;
    size_t body = end - last >= 5 && memcmp(text + last, "check", 5) == 0 ? last : len;
    lp_buf_append(out, text, body);
    if (body > 0 && text[body - 1] != '\n') lp_buf_puts(out, "\n");
    lp_buf_printf(out, "check %08X\n", (unsigned)lp_fnv1a(out->data ? out->data : "", out->count));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_copy(data, size);
    if (!text) return 0;
    one(text, size);
    LpBuf fixed;
    lp_buf_init(&fixed);
    with_check(text, size, &fixed);
    if (!fixed.failed) {
        char *exact = fuzz_copy((const uint8_t *)fixed.data, fixed.count);
        if (exact) one(exact, fixed.count);
        free(exact);
    }
    lp_buf_free(&fixed);
    free(text);
    return 0;
}
