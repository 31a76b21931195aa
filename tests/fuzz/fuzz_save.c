/* fuzz_save.c - the libFuzzer target for pupils' saves (lp_profile_parse, game/core/save.h): the
 * input is a save file's text. It is read twice: as it is, and with its checksum line put right
 * (the last line, when it is "checksum=...", replaced by the body's true checksum), so the fuzzer
 * gets past the checksum to every line's reader.
 * Refused: the diagnostic names the file and a line of it (one past the last for a missing line).
 * Read: the profile keeps save.h's and playermodel.h's ranges (a usable name, counts, targets with
 * 5 x loops <= length, histories of at most LP_PM_HISTORY records, sizes and steps on their
 * ladders); written, read back and written again it is the same profile and the same bytes; the
 * player models give targets in range and take one more puzzle.
 * Built by tests/fuzz/build.sh; replayed by the normal tests (tests/fuzz/replay.c). */
#include "fuzz_util.h"

#include "core/save.h"

#define LABEL "fuzz.save"
#define COUNT_MAX 1000000000

static int in(int v, int lo, int hi) { return v >= lo && v <= hi; }

static void check_profile(const LpProfile *p)
{
    check(memchr(p->name, '\0', sizeof p->name) && lp_profile_name_ok(p->name));
    char file[LP_NAME_MAX + 16];
    lp_profile_file_name(p->name, file, sizeof file);
    size_t n = strlen(file);
    check(n > 5 && strcmp(file + n - 5, ".save") == 0);
    for (size_t i = 0; i + 5 < n; i++) {
        unsigned char c = (unsigned char)file[i], d = (unsigned char)file[i + 1];
        if (c < 0x80) {
            check((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-');
            continue;
        }
        /* a Latin letter past ASCII, whole, never one of Latin-1's capitals */
        int cp = ((c & 0x1F) << 6) | (d & 0x3F);
        check(c >= 0xC3 && c <= 0xC9 && (d & 0xC0) == 0x80 && cp >= 0xDF && cp <= 0x24F);
        i++;
    }
    /* the file's own stem is a name with that file: small letters stay small */
    char stem[LP_NAME_MAX + 16], again[LP_NAME_MAX + 16];
    snprintf(stem, sizeof stem, "%.*s", (int)(n - 5), file);
    check(lp_profile_name_ok(stem));
    lp_profile_file_name(stem, again, sizeof again);
    check(strcmp(again, file) == 0);
    check(in(p->toycar_tutorial_done, 0, 9999) && in(p->toycar_solved, 0, COUNT_MAX));
    check(in(p->bots_lessons_done, 0, 9999) && in(p->bots_solved, 0, COUNT_MAX));
    check(in(p->mays_lessons_done, 0, 9999) && in(p->mays_solved, 0, COUNT_MAX));
    for (int i = 0; i < LP_TUTORIAL_MAX; i++) check(in(p->toycar_best_tiles[i], 0, 999) && in(p->bots_best[i], 0, 999));
    const LpToycarModel *m = &p->toycar_model;
    check(in(m->target_length, LP_PM_MIN_LENGTH, LP_PM_MAX_LENGTH) && in(m->target_loops, 0, m->target_length / 5));
    check(in(m->history_count, 0, LP_PM_HISTORY));
    for (int i = 0; i < m->history_count; i++) {
        const LpPuzzleRecord *r = &m->history[i];
        check(in(r->target_length, LP_PM_MIN_LENGTH, LP_PM_MAX_LENGTH) && in(r->target_loops, 0, r->target_length / 5));
        check(in(r->tries, 0, COUNT_MAX) && in(r->time_s, 0, COUNT_MAX) && in(r->solved, 0, 1));
    }
    const LpBotsModel *b = &p->bots_model;
    check(in(b->size, LP_BM_MIN_SIZE, LP_BM_MAX_SIZE) && in(b->history_count, 0, LP_PM_HISTORY));
    for (int i = 0; i < b->history_count; i++) {
        const LpBotsRecord *r = &b->history[i];
        check(in(r->size, LP_BM_MIN_SIZE, LP_BM_MAX_SIZE) && in(r->tries, 0, COUNT_MAX) && in(r->time_s, 0, COUNT_MAX));
        check(in(r->solved, 0, 1) && in(r->at_par, 0, r->solved));
    }
    check(in(p->mays_model.step, 0, lp_mmodel_steps() - 1) && in(p->mays_model.rooms, 0, COUNT_MAX));
}

/* The models on a loaded profile: targets in range, and one more puzzle recorded keeps them so. */
static void check_models(const LpProfile *p, unsigned pick)
{
    LpProfile *q = malloc(sizeof *q);
    if (!q) return;
    *q = *p;
    int length, loops;
    lp_tcmodel_targets(&q->toycar_model, &length, &loops);
    check(in(length, LP_PM_MIN_LENGTH, LP_PM_MAX_LENGTH) && in(loops, 0, length / 5));
    check(in(lp_bmodel_size(&q->bots_model), LP_BM_MIN_SIZE, LP_BM_MAX_SIZE));
    LpMaysStep step = lp_mmodel_step(&q->mays_model);
    check(in(step.construct, LP_MJ_COMMANDS, LP_MJ_WHILE) && in(step.objects, 1, 3));
    int tries = 1 + (int)(pick % 7), solved = (pick >> 3) & 1;
    lp_tcmodel_record(&q->toycar_model, tries, 30, solved);
    lp_bmodel_record(&q->bots_model, tries, 30, solved, solved && (pick & 16));
    lp_mmodel_record(&q->mays_model, tries, solved);
    q->toycar_solved = q->bots_solved = q->mays_solved = 0; /* not what is checked here */
    q->mays_model.rooms = 0;
    check_profile(q);
    free(q);
}

/* Read text; when it is a save, check it and its round trip. */
static void one(const char *text, size_t len, unsigned pick)
{
    LpProfile *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    if (!a || !b) goto done;
    LpDiag diag;
    fuzz_diag_blank(&diag);
    if (!lp_profile_parse(text, len, LABEL, a, &diag)) {
        fuzz_check_diag(&diag, LABEL, 1, fuzz_lines(text, len) + 1);
        goto done;
    }
    check_profile(a);
    check(lp_profile_parse(text, len, LABEL, b, NULL) && memcmp(a, b, sizeof *a) == 0); /* the same every time */

    LpBuf first, second;
    lp_buf_init(&first);
    lp_buf_init(&second);
    lp_profile_write(a, &first);
    check(!first.failed);
    fuzz_diag_blank(&diag);
    check_or_show(lp_profile_parse(first.data, first.count, LABEL, b, &diag), diag.message);
    check_or_show(memcmp(a, b, sizeof *a) == 0, first.data);
    lp_profile_write(b, &second);
    check_or_show(fuzz_same_bytes(&first, &second), second.data);
    lp_buf_free(&first);
    lp_buf_free(&second);
    check_models(a, pick);
done:
    free(a);
    free(b);
}

/* The input with its last line, when it is a checksum line, replaced by the body's checksum. */
static void with_checksum(const char *text, size_t len, LpBuf *out)
{
    size_t end = len, last = len;
    if (end > 0 && text[end - 1] == '\n') end--; /* a final '\n' ends the last line */
    last = end;
    while (last > 0 && text[last - 1] != '\n') last--;
    size_t body = end - last >= 9 && memcmp(text + last, "checksum=", 9) == 0 ? last : len;
    lp_buf_append(out, text, body);
    if (body > 0 && text[body - 1] != '\n') lp_buf_puts(out, "\n");
    lp_buf_printf(out, "checksum=%08X\n", (unsigned)lp_fnv1a(out->data ? out->data : "", out->count));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_copy(data, size);
    if (!text) return 0;
    unsigned pick = size ? data[size / 2] : 0;
    one(text, size, pick);
    LpBuf fixed;
    lp_buf_init(&fixed);
    with_checksum(text, size, &fixed);
    if (!fixed.failed) {
        char *exact = fuzz_copy((const uint8_t *)fixed.data, fixed.count);
        if (exact) one(exact, fixed.count, pick);
        free(exact);
    }
    lp_buf_free(&fixed);
    free(text);
    return 0;
}
