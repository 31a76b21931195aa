/* crossover.c - single-point crossover for variable-length genomes (paper 003, Fig. 7): the
 * cut is drawn in [0, min(la, lb)) so it exists in both parents, and each child keeps one
 * parent's length. Depends on toycar_gen.h and the PCG32 rng. */
#include "toycar_gen.h"

#include <string.h>

_Static_assert(TC_GENOME_MAX % 8 == 0, "crossover copies genomes in 8-byte words");

void tc_crossover(const TcGenome *a, const TcGenome *b, TcGenome *c1, TcGenome *c2,
                  LpRng *rng)
{
    /* take_b[48 - cut + j] is 0xFF exactly for j < cut (index below 48): loaded as words, it
     * takes the head from one parent and the tail from the other whatever the byte order. */
    static const uint8_t take_b[2 * TC_GENOME_MAX] = {
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    int la = a->length, lb = b->length;
    int cut = (int)tc_rng_below(rng, (uint32_t)(la < lb ? la : lb));
    TcGenome x, y; /* a, b may alias c1, c2 */
    /* Whole fixed-size arrays: bytes past a length are carried along but never read as moves. */
    for (int j = 0; j < TC_GENOME_MAX; j += 8) {
        uint64_t wa, wb, m;
        memcpy(&wa, a->moves + j, 8);
        memcpy(&wb, b->moves + j, 8);
        memcpy(&m, take_b + (TC_GENOME_MAX - cut) + j, 8);
        uint64_t wx = (wb & m) | (wa & ~m), wy = (wa & m) | (wb & ~m);
        memcpy(x.moves + j, &wx, 8);
        memcpy(y.moves + j, &wy, 8);
    }
    x.length = la;
    y.length = lb;
    *c1 = x;
    *c2 = y;
}
