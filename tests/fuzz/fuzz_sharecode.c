/* fuzz_sharecode.c - the libFuzzer target for share codes (game/core/sharecode.h).
 * The input as typed text (up to a NUL): a code that decodes has parameters in sharecode.h's
 * ranges; encoded again it is the canonical form of what was typed (case, I L O U and separators
 * read as the header says), decodes to the same parameters and encodes to itself; changing any one
 * symbol of it, or swapping two different neighbours, is caught. A refused code says why.
 * The input as parameters (its first 12 bytes): encode accepts exactly those in range, and what
 * it makes decodes to them, typed in lower case and with spaces too.
 * Built by tests/fuzz/build.sh; replayed by the normal tests (tests/fuzz/replay.c). */
#include "fuzz_util.h"

#include "core/sharecode.h"

static const char symbols[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/* sharecode.h's ranges, written out again. */
static int in_range(const LpShareParams *p)
{
    if ((int)p->mode < LP_MODE_TOYCAR || p->mode > LP_MODE_DUNGEON || p->version < 1 || p->version > 31) return 0;
    if (p->param_a < (p->mode == LP_MODE_TOYCAR ? 1 : 0) || p->param_a > 63 || p->param_b < 0 || p->param_b > 15)
        return 0;
    if (p->mode == LP_MODE_TOYCAR && 5 * p->param_b > p->param_a) return 0;
    return p->seed < (1u << 30);
}

static int same(const LpShareParams *a, const LpShareParams *b)
{
    return a->mode == b->mode && a->version == b->version && a->param_a == b->param_a && a->param_b == b->param_b &&
           a->seed == b->seed;
}

/* A code as the encoder writes it: XXXX-XXXX-XXXX in the alphabet. */
static void check_form(const char *code)
{
    check(strlen(code) == 14 && code[4] == '-' && code[9] == '-');
    for (int i = 0; i < 14; i++)
        if (i != 4 && i != 9) check(strchr(symbols, code[i]) != NULL && code[i] != '\0');
}

/* What was typed, read the decoder's way: upper case, I L -> 1, O -> 0, U -> V, no separators. */
static void canonical(const char *typed, char *out, size_t size)
{
    size_t n = 0;
    for (const char *p = typed; *p && n + 1 < size; p++) {
        char c = *p;
        if (c == ' ' || c == '-' || c == '\t') continue;
        if (c >= 'a' && c <= 'z') c = (char)(c - 'a' + 'A');
        if (c == 'I' || c == 'L') c = '1';
        if (c == 'O') c = '0';
        if (c == 'U') c = 'V';
        out[n++] = c;
    }
    out[n] = '\0';
}

static void check_typed(const char *typed, unsigned pick)
{
    LpShareParams p, q;
    LpDiag diag;
    fuzz_diag_blank(&diag);
    if (!lp_sharecode_decode(typed, &p, &diag)) {
        check(diag.message[0] != '\0' && memchr(diag.message, '\0', sizeof diag.message) != NULL && fuzz_clean(diag.message));
        return;
    }
    check(in_range(&p));
    char code[LP_SHARECODE_MAX], again[LP_SHARECODE_MAX], plain[LP_SHARECODE_MAX], typed_plain[64];
    check(lp_sharecode_encode(&p, code, NULL));
    check_form(code);
    canonical(code, plain, sizeof plain);
    canonical(typed, typed_plain, sizeof typed_plain);
    check_or_show(strcmp(plain, typed_plain) == 0, code);
    check(lp_sharecode_decode(code, &q, NULL) && same(&p, &q));
    check(lp_sharecode_encode(&q, again, NULL) && strcmp(code, again) == 0);
    /* one wrong symbol anywhere picked, every other value: caught */
    int at = (int)(pick % 12), pos = at + at / 4; /* skip the dashes */
    char typo[LP_SHARECODE_MAX];
    for (int v = 0; v < 32; v++) {
        if (symbols[v] == code[pos]) continue;
        memcpy(typo, code, sizeof typo);
        typo[pos] = symbols[v];
        check_or_show(!lp_sharecode_decode(typo, &q, NULL), typo);
    }
    /* two different neighbours swapped: caught */
    int next = pos + 1 + (pos + 1 == 4 || pos + 1 == 9);
    if (next < 14 && code[next] != code[pos]) {
        memcpy(typo, code, sizeof typo);
        typo[pos] = code[next];
        typo[next] = code[pos];
        check_or_show(!lp_sharecode_decode(typo, &q, NULL), typo);
    }
}

static void check_params(const uint8_t *d)
{
    LpShareParams p = {
        .mode = (LpMode)(d[0] % 6) - 1,
        .version = (int)(d[1] % 34) - 1,
        .param_a = (int)(d[2] % 68) - 2,
        .param_b = (int)(d[3] % 18) - 1,
        .seed = (uint32_t)d[4] | (uint32_t)d[5] << 8 | (uint32_t)d[6] << 16 | (uint32_t)(d[7] & (d[8] & 1 ? 0xFF : 0x3F)) << 24,
    };
    char code[LP_SHARECODE_MAX];
    LpDiag diag;
    fuzz_diag_blank(&diag);
    int ok = lp_sharecode_encode(&p, code, &diag);
    check(ok == in_range(&p));
    if (!ok) {
        check(code[0] == '\0' && diag.message[0] != '\0');
        return;
    }
    check_form(code);
    LpShareParams q;
    check(lp_sharecode_decode(code, &q, NULL) && same(&p, &q));
    /* typed by a pupil: lower case, spaces for dashes, a space or two more */
    char typed[64];
    size_t n = 0;
    for (const char *c = code; *c; c++) {
        if (*c == '-') typed[n++] = ' ';
        else typed[n++] = (char)(d[9] & 1 && *c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c);
        if (d[10] & 1 && *c != '-') typed[n++] = ' ';
    }
    typed[n] = '\0';
    check_or_show(lp_sharecode_decode(typed, &q, NULL) && same(&p, &q), typed);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *typed = fuzz_cstr(data, size);
    if (!typed) return 0;
    check_typed(typed, size ? data[size - 1] : 0);
    free(typed);
    if (size >= 12) check_params(data);
    return 0;
}
