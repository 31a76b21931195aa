/* test_sharecode.c - share codes: round trips, the check symbol catches every single wrong
 * character and every swap of neighbours, forgiving typing, and messages for bad codes. */
#include "core/rng.h"
#include "core/sharecode.h"
#include "test.h"

static const char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

static int same(const LpShareParams *a, const LpShareParams *b)
{
    return a->mode == b->mode && a->version == b->version && a->param_a == b->param_a &&
           a->param_b == b->param_b && a->seed == b->seed;
}

static LpShareParams random_params(LpRng *rng)
{
    LpShareParams p = {.mode = (LpMode)lp_rng_below(rng, 4),
                       .version = (int)lp_rng_range(rng, 1, 31),
                       .param_a = (int)lp_rng_range(rng, 1, 63),
                       .seed = lp_rng_next(rng) & ((1u << 30) - 1)};
    int max_b = p.mode == LP_MODE_TOYCAR ? p.param_a / 5 : 15;
    p.param_b = (int)lp_rng_range(rng, 0, max_b > 15 ? 15 : max_b);
    return p;
}

static void test_layout_and_example(void)
{
    LpShareParams p = {.mode = LP_MODE_TOYCAR, .version = 1, .param_a = 7, .param_b = 1, .seed = 12345};
    char code[LP_SHARECODE_MAX];
    LpDiag d = {0};
    CHECK(lp_sharecode_encode(&p, code, &d));
    CHECK_INT((int)strlen(code), 14);
    CHECK(strncmp(code, "TC1", 3) == 0);
    CHECK(code[4] == '-' && code[9] == '-');
    printf("example: mode toycar v1 length 7 loops 1 seed 12345 -> %s\n", code);
    LpShareParams back;
    CHECK(lp_sharecode_decode(code, &back, &d));
    CHECK(same(&p, &back));
    static const char *const prefix[] = {"TC", "BT", "MJ", "DG"};
    for (int m = 0; m < 4; m++) {
        LpShareParams q = {.mode = (LpMode)m, .version = 2, .param_a = 10, .param_b = 2, .seed = 99};
        CHECK(lp_sharecode_encode(&q, code, &d));
        CHECK(strncmp(code, prefix[m], 2) == 0);
        CHECK(code[2] == '2');
    }
}

static void test_round_trip_many(void)
{
    LpRng rng;
    lp_rng_init(&rng, 42, 7);
    char code[LP_SHARECODE_MAX];
    LpDiag d = {0};
    for (int i = 0; i < 20000; i++) {
        LpShareParams p = random_params(&rng);
        LpShareParams back;
        CHECK(lp_sharecode_encode(&p, code, &d));
        CHECK(lp_sharecode_decode(code, &back, &d));
        CHECK(same(&p, &back));
    }
    /* Extremes. */
    LpShareParams edge[] = {
        {LP_MODE_TOYCAR, 1, 1, 0, 0},
        {LP_MODE_TOYCAR, 31, 63, 12, (1u << 30) - 1},
        {LP_MODE_DUNGEON, 31, 63, 15, (1u << 30) - 1},
        {LP_MODE_BOTS, 1, 0, 0, 0},
    };
    for (int i = 0; i < (int)(sizeof edge / sizeof edge[0]); i++) {
        LpShareParams back;
        CHECK(lp_sharecode_encode(&edge[i], code, &d));
        CHECK(lp_sharecode_decode(code, &back, &d));
        CHECK(same(&edge[i], &back));
    }
}

/* The 12 symbols of a code, dashes removed. */
static void strip(const char *code, char *sym)
{
    int n = 0;
    for (; *code; code++)
        if (*code != '-') sym[n++] = *code;
    sym[n] = '\0';
}

static void test_every_single_substitution_and_swap_is_caught(void)
{
    LpRng rng;
    lp_rng_init(&rng, 7, 3);
    char code[LP_SHARECODE_MAX], sym[16], typo[16];
    LpDiag d = {0};
    long tried = 0, caught = 0;
    for (int i = 0; i < 1500; i++) {
        LpShareParams p = random_params(&rng);
        CHECK(lp_sharecode_encode(&p, code, &d));
        strip(code, sym);
        CHECK_INT((int)strlen(sym), 12);
        for (int pos = 0; pos < 12; pos++)
            for (int a = 0; a < 32; a++) {
                if (alphabet[a] == sym[pos]) continue;
                memcpy(typo, sym, sizeof typo);
                typo[pos] = alphabet[a];
                LpShareParams back;
                tried++;
                if (!lp_sharecode_decode(typo, &back, &d) && strstr(d.message, "typo") != NULL) caught++;
            }
        for (int pos = 0; pos + 1 < 12; pos++) {
            if (sym[pos] == sym[pos + 1]) continue;
            memcpy(typo, sym, sizeof typo);
            typo[pos] = sym[pos + 1];
            typo[pos + 1] = sym[pos];
            LpShareParams back;
            tried++;
            if (!lp_sharecode_decode(typo, &back, &d) && strstr(d.message, "typo") != NULL) caught++;
        }
        /* Swaps across the dashes, as typed. */
        for (int pos = 1; pos + 1 < (int)strlen(code); pos++) {
            if (code[pos] != '-' || code[pos - 1] == code[pos + 1]) continue;
            memcpy(typo, code, sizeof typo);
            typo[pos - 1] = code[pos + 1];
            typo[pos + 1] = code[pos - 1];
            LpShareParams back;
            tried++;
            if (!lp_sharecode_decode(typo, &back, &d)) caught++;
        }
    }
    CHECK(tried > 1500 * 12 * 31);
    CHECK_INT(caught, tried);
}

static void test_forgiving_typing(void)
{
    LpShareParams p = {.mode = LP_MODE_TOYCAR, .version = 1, .param_a = 11, .param_b = 2, .seed = 0};
    char code[LP_SHARECODE_MAX];
    LpDiag d = {0};
    LpShareParams back;
    /* Find a code with a 1 and a 0 in it so I, L and O can stand for them. */
    int found = 0;
    for (uint32_t seed = 0; seed < 5000 && !found; seed++) {
        p.seed = seed;
        CHECK(lp_sharecode_encode(&p, code, &d));
        found = strchr(code + 3, '1') && strchr(code, '0') && strchr(code, 'V');
    }
    CHECK(found);
    char typed[64];
    int n = 0;
    for (const char *c = code; *c; c++) {
        char ch = *c;
        if (ch >= 'A' && ch <= 'Z') ch = (char)(ch - 'A' + 'a');
        if (ch == '0') ch = 'O';
        if (ch == 'v') ch = 'U';
        if (ch == '-') ch = ' ';
        typed[n++] = ch;
        if (c == code + 5) typed[n++] = ' ';
    }
    typed[n] = '\0';
    /* The first '1' after the prefix becomes an 'l', the next an 'I'. */
    char *one = strchr(typed + 3, '1');
    if (one) *one = 'l';
    one = strchr(typed + 3, '1');
    if (one) *one = 'I';
    CHECK(lp_sharecode_decode(typed, &back, &d));
    CHECK(same(&p, &back));
    char spaced[80];
    snprintf(spaced, sizeof spaced, "  %s\t", code);
    CHECK(lp_sharecode_decode(spaced, &back, &d));
    CHECK(same(&p, &back));
    /* Dashes anywhere, or none. */
    char plain[16];
    strip(code, plain);
    CHECK(lp_sharecode_decode(plain, &back, &d));
    CHECK(same(&p, &back));
}

static void expect_bad(const char *text, const char *words)
{
    LpShareParams back;
    LpDiag d = {0};
    int ok = lp_sharecode_decode(text, &back, &d);
    CHECK(!ok);
    if (!ok && !strstr(d.message, words)) {
        test_failures++;
        fprintf(stderr, "decoding \"%s\": \"%s\" lacks \"%s\"\n", text, d.message, words);
    }
}

/* A code with the right check symbol for any 12 symbols (to test range errors). */
static void forge(const char *symbols, char *out)
{
    /* Try every check symbol; exactly one passes the check. */
    char sym[13];
    memcpy(sym, symbols, 13);
    for (int c = 0; c < 32; c++) {
        sym[3] = alphabet[c];
        LpShareParams back;
        LpDiag d = {0};
        if (lp_sharecode_decode(sym, &back, &d) || !strstr(d.message, "typo")) break;
    }
    memcpy(out, sym, 13);
}

static void test_bad_codes(void)
{
    expect_bad("", "Type a code");
    /* how many were typed, against a code's 12 */
    expect_bad("TC1F-0Q4M", "too short: it has 8 letters and numbers, and a code has 12");
    expect_bad("TC1F-0Q4M-9X2D-A", "too long: it has 13 letters and numbers, and a code has 12");
    expect_bad("ADAWHILETRUEADAXFORWARD", "too long: it has 23 letters");
    expect_bad("TC1F-0Q4M-9X2#", "'#' cannot be in a code");
    expect_bad("TC1F-0Q4M-9X2\xC3\xA9", "cannot be in a code");
    char code[LP_SHARECODE_MAX], sym[16], forged[16];
    LpShareParams p = {.mode = LP_MODE_TOYCAR, .version = 1, .param_a = 9, .param_b = 1, .seed = 777};
    LpDiag d = {0};
    CHECK(lp_sharecode_encode(&p, code, &d));
    strip(code, sym);
    /* A wrong symbol: a typo. */
    sym[6] = sym[6] == 'A' ? 'B' : 'A';
    expect_bad(sym, "The code has a typo: check each letter and number.");
    /* Well-formed codes whose contents are out of range. */
    strip(code, sym);
    sym[0] = 'X';
    sym[1] = 'Y';
    forge(sym, forged);
    expect_bad(forged, "should start with TC");
    strip(code, sym);
    sym[2] = '0';
    forge(sym, forged);
    expect_bad(forged, "version");
    strip(code, sym);
    memcpy(sym + 4, "00000000", 8); /* length 0 */
    forge(sym, forged);
    expect_bad(forged, "cannot make");
    strip(code, sym);
    memcpy(sym + 4, "0ZZZZZZZ", 8); /* length 1 with 15 loops */
    forge(sym, forged);
    expect_bad(forged, "loops");
    /* The encoder refuses the same. */
    LpShareParams bad[] = {
        {LP_MODE_TOYCAR, 0, 5, 0, 1},        {LP_MODE_TOYCAR, 32, 5, 0, 1}, {LP_MODE_TOYCAR, 1, 0, 0, 1},
        {LP_MODE_TOYCAR, 1, 64, 0, 1},       {LP_MODE_TOYCAR, 1, 9, 2, 1},  {LP_MODE_BOTS, 1, 9, 16, 1},
        {LP_MODE_TOYCAR, 1, 9, 1, 1u << 30}, {(LpMode)7, 1, 9, 1, 1},
    };
    for (int i = 0; i < (int)(sizeof bad / sizeof bad[0]); i++) {
        CHECK(!lp_sharecode_encode(&bad[i], code, &d));
        CHECK(d.message[0] != '\0');
        CHECK_STR(code, "");
    }
}

TEST_MAIN(test_layout_and_example, test_round_trip_many, test_every_single_substitution_and_swap_is_caught,
          test_forgiving_typing, test_bad_codes)
