/* sharecode.h - short level codes a pupil can read aloud or type, e.g. "TC1M-3H00-0C1S".
 * Pure C. A code encodes (mode, generator version, parameters, seed) in Crockford base32
 * (no I, L, O, U; those letters are read as 1, 1, 0, V when typed) with a check character
 * that catches any single wrong character and any swap of two neighbours.
 * Layout, 12 symbols in groups of four: mode (TC, BT, MJ, DG), version (one base32 digit),
 * check symbol, then 8 symbols = 40 bits: param_a (6), param_b (4), seed (30).
 * Per mode: TC param_a target length, param_b loops (toycar_gen.h); BT param_a template id,
 * param_b size, or version BOTS_CONTENT_VERSION for a teacher's template named by its content
 * (bots_gen.h, template_code.c); MJ param_a construct | objects << 2 | distribution << 4, param_b 0
 * (generators/mays/mays_share.h). Version 31 in every mode is a lesson's code, named by its
 * content (lessoncode.h); no generator may use it.
 * The rule that keeps old codes working: a level is a pure function of (mode, version, params,
 * seed), and tests/unit/test_sharecode_golden.c holds, per mode, fixed codes and the hash of the
 * level each opens. A generator change that makes an old code open another level fails it; then
 * never update the hash: bump the generator's version (TC_GEN_VERSION, BOTS_GEN_VERSION,
 * MJ_GEN_VERSION), keep the old version callable for old codes, and add golden codes of the new
 * version. A code of a version the game has no generator for is refused in words. */
#ifndef LP_SHARECODE_H
#define LP_SHARECODE_H

#include <stdint.h>

#include "diag.h"
#include "mode.h"

#define LP_SHARECODE_MAX 40


typedef struct LpShareParams {
    LpMode mode;
    int version;     /* generator version, 1..31 */
    int param_a;     /* toy car: target length, 1..63 */
    int param_b;     /* toy car: target loops, 0..15 */
    uint32_t seed;   /* 0 .. 2^30 - 1 */
} LpShareParams;

/* Encode into out (at least LP_SHARECODE_MAX bytes). Returns 0 with diag when a field is out
 * of range. */
int lp_sharecode_encode(const LpShareParams *params, char *out, LpDiag *diag);
/* Decode what a pupil typed (case, spaces and dashes ignored). Returns 0 with a diag that
 * says what is wrong ("the code has a typo: check each letter", "too short", ...). */
int lp_sharecode_decode(const char *text, LpShareParams *out, LpDiag *diag);

#endif
