/* feasibility.c - the paper's constraints (section 3.3): no two neighbouring moves may be
 * opposite (an impossible solution) or equal (a superfluous tile).
 * Feasibility = -sum(Opposite(i, i+1) + Same(i, i+1)); 0 means feasible.
 * Depends on toycar_gen.h. */
#include "toycar_gen.h"

#include <string.h>

_Static_assert(TC_LEFT == 0 && TC_RIGHT == 1 && TC_UP == 2 && TC_DOWN == 3,
               "tc_violations relies on L/R and U/D sharing bit 1");

int tc_violations(const uint8_t *moves, int length)
{
    /* A neighbour on the same axis is equal or opposite (either one a violation), and the
     * axis is bit 1 of a TcDir. Eight pairs at a time: byte k of w0 and w1 hold moves i + k
     * and i + k + 1 whatever the byte order; the multiply sums the eight byte lanes. */
    const uint64_t lane_bit = UINT64_C(0x0101010101010101);
    int v = 0, i = 0;
    for (; i + 9 <= length; i += 8) {
        uint64_t w0, w1;
        memcpy(&w0, moves + i, 8);
        memcpy(&w1, moves + i + 1, 8);
        uint64_t same = (~(w0 ^ w1) >> 1) & lane_bit;
        v += (int)((same * lane_bit) >> 56);
    }
    for (; i + 1 < length; i++) v += ((moves[i] ^ moves[i + 1]) & 2u) == 0;
    return v;
}

int tc_feasibility(const uint8_t *moves, int length)
{
    return -tc_violations(moves, length);
}
