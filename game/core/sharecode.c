/* sharecode.c - share codes: Crockford base32 with a GF(32) check symbol. Depends on libc and
 * diag only.
 *
 * Layout (12 symbols, shown as three groups of four, e.g. "TC1M-3H00-0C1S"):
 *   symbols 0-1  mode: "TC" toy car, "BT" robot, "MJ" May's Journey, "DG" dungeon
 *   symbol  2    generator version, 1..31 as one base32 digit ("1".."9", "A".."Z")
 *   symbol  3    check symbol
 *   symbols 4-11 payload, 40 bits big-endian: param_a (6) | param_b (4) | seed (30)
 * The check symbol c makes sum(alpha^i * s_i) = 0 over all twelve symbols in GF(32)
 * (x^5 + x^2 + 1, alpha = x). The weights are distinct and non-zero, and the field has no zero
 * divisors, so a single wrong symbol (e * alpha^i != 0) and a swap of two different neighbours
 * ((a + b) * (alpha^i + alpha^(i+1)) != 0) always break the sum; a Crockford mod-37 check
 * would need five symbols outside the alphabet. */
#include "sharecode.h"

#include <string.h>

#include "i18n.h"

#define CODE_SYMBOLS 12
#define CHECK_POS 3
#define PAYLOAD_POS 4

static const char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
static const char *const mode_prefix[] = {"TC", "BT", "MJ", "DG"};
#define MODE_COUNT ((int)(sizeof mode_prefix / sizeof mode_prefix[0]))

/* Symbol value of a typed character: -1 for separators, -2 for characters that cannot be in
 * a code. Case is ignored; I and L read as 1, O as 0, U as V (Crockford). */
static int symbol_value(unsigned char c)
{
    if (c == ' ' || c == '-' || c == '\t') return -1;
    if (c >= 'a' && c <= 'z') c = (unsigned char)(c - 'a' + 'A');
    if (c == 'I' || c == 'L') return 1;
    if (c == 'O') return 0;
    if (c == 'U') c = 'V';
    for (int i = 0; i < 32; i++)
        if (alphabet[i] == (char)c) return i;
    return -2;
}

static int gf_mul(int a, int b)
{
    int r = 0;
    while (b) {
        if (b & 1) r ^= a;
        b >>= 1;
        a <<= 1;
        if (a & 0x20) a ^= 0x25; /* x^5 = x^2 + 1 */
    }
    return r;
}

static int gf_pow_alpha(int i)
{
    int r = 1;
    while (i-- > 0)
        r = gf_mul(r, 2);
    return r;
}

static int gf_inv(int a)
{
    for (int b = 1; b < 32; b++)
        if (gf_mul(a, b) == 1) return b;
    return 0; /* a == 0 has no inverse; never asked */
}

/* sum(alpha^i * s_i) over the symbols, the check position included. */
static int weighted_sum(const int *sym)
{
    int s = 0;
    for (int i = 0; i < CODE_SYMBOLS; i++)
        s ^= gf_mul(gf_pow_alpha(i), sym[i]);
    return s;
}

static int params_in_range(const LpShareParams *p, LpDiag *diag)
{
    if ((int)p->mode < 0 || (int)p->mode >= MODE_COUNT)
        return lp_diag_set(diag, "", 0, "%s", _("That code is for a game mode Loopling does not know."));
    if (p->version < 1 || p->version > 31)
        return lp_diag_set(diag, "", 0, "%s", _("That code has a puzzle version Loopling does not know."));
    int min_a = p->mode == LP_MODE_TOYCAR ? 1 : 0;
    if (p->param_a < min_a || p->param_a > 63 || p->param_b < 0 || p->param_b > 15)
        return lp_diag_set(diag, "", 0, "%s", _("That code asks for a puzzle Loopling cannot make."));
    if (p->mode == LP_MODE_TOYCAR && 5 * p->param_b > p->param_a)
        return lp_diag_set(diag, "", 0, "%s", _("That code asks for more loops than its puzzle is long."));
    if (p->seed >= (1u << 30))
        return lp_diag_set(diag, "", 0, "%s", _("That code asks for a puzzle Loopling cannot make."));
    return 1;
}

int lp_sharecode_encode(const LpShareParams *params, char *out, LpDiag *diag)
{
    out[0] = '\0';
    if (!params_in_range(params, diag)) return 0;
    int sym[CODE_SYMBOLS];
    const char *prefix = mode_prefix[params->mode];
    sym[0] = symbol_value((unsigned char)prefix[0]);
    sym[1] = symbol_value((unsigned char)prefix[1]);
    sym[2] = params->version;
    sym[CHECK_POS] = 0;
    uint64_t bits =
        ((uint64_t)params->param_a << 34) | ((uint64_t)params->param_b << 30) | (uint64_t)params->seed;
    for (int i = 0; i < 8; i++)
        sym[PAYLOAD_POS + i] = (int)((bits >> (35 - 5 * i)) & 31);
    sym[CHECK_POS] = gf_mul(weighted_sum(sym), gf_inv(gf_pow_alpha(CHECK_POS)));
    int n = 0;
    for (int i = 0; i < CODE_SYMBOLS; i++) {
        if (i > 0 && i % 4 == 0) out[n++] = '-';
        out[n++] = alphabet[sym[i]];
    }
    out[n] = '\0';
    return 1;
}

int lp_sharecode_decode(const char *text, LpShareParams *out, LpDiag *diag)
{
    memset(out, 0, sizeof *out);
    int sym[CODE_SYMBOLS];
    int n = 0, more = 0; /* more: symbols past a code's 12, counted to say how many were typed */
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        int v = symbol_value(*p);
        if (v == -1) continue;
        if (v == -2) {
            if (*p > ' ' && *p < 127)
                return lp_diag_set(diag, "", 0,
                                   _("'%c' cannot be in a code: codes use only letters and numbers."), *p);
            return lp_diag_set(diag, "", 0, "%s",
                               _("The code has a sign that cannot be in a code: use only letters "
                                 "and numbers."));
        }
        if (n == CODE_SYMBOLS)
            more++;
        else
            sym[n++] = v;
    }
    if (more) /* TRANSLATORS: %d is how many letters and numbers were typed (more than 12) */
        return lp_diag_set(diag, "", 0,
                           _("That code is too long: it has %d letters and numbers, and a code has 12."),
                           n + more);
    if (n == 0) return lp_diag_set(diag, "", 0, "%s", _("Type a code first."));
    if (n < CODE_SYMBOLS) /* TRANSLATORS: %d is how many letters and numbers were typed (fewer than 12) */
        return lp_diag_set(diag, "", 0,
                           _("That code is too short: it has %d letters and numbers, and a code has 12."), n);
    if (weighted_sum(sym) != 0)
        return lp_diag_set(diag, "", 0, "%s", _("The code has a typo: check each letter and number."));
    int mode = -1;
    for (int m = 0; m < MODE_COUNT; m++)
        if (symbol_value((unsigned char)mode_prefix[m][0]) == sym[0] &&
            symbol_value((unsigned char)mode_prefix[m][1]) == sym[1])
            mode = m;
    if (mode < 0)
        return lp_diag_set(diag, "", 0, "%s",
                           _("That code is not a Loopling code: it should start with TC, BT, MJ or "
                             "DG."));
    uint64_t bits = 0;
    for (int i = 0; i < 8; i++)
        bits = (bits << 5) | (uint64_t)sym[PAYLOAD_POS + i];
    LpShareParams p = {.mode = (LpMode)mode,
                       .version = sym[2],
                       .param_a = (int)((bits >> 34) & 63),
                       .param_b = (int)((bits >> 30) & 15),
                       .seed = (uint32_t)(bits & ((1u << 30) - 1))};
    if (!params_in_range(&p, diag)) return 0;
    *out = p;
    return 1;
}
