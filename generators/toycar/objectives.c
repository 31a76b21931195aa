/* objectives.c - paper 003's loops (section 3.1, Fig. 3) and the two GA objectives.
 * Depends on toycar_gen.h. */
#include "toycar_gen.h"

static int is_loop_at(const uint8_t *m)
{
    /* All four directions once, then back to the first: L U R D L, R D L U R, ... */
    unsigned seen = (1u << m[0]) | (1u << m[1]) | (1u << m[2]) | (1u << m[3]);
    return seen == 0xFu && m[4] == m[0];
}

int tc_count_loops(const uint8_t *moves, int length)
{
    int loops = 0;
    for (int i = 0; i + 5 <= length;) {
        if (is_loop_at(moves + i)) {
            loops++;
            i += 5;
        } else {
            i++;
        }
    }
    return loops;
}

TcObjectives tc_objectives(const uint8_t *moves, int length, int target_length, int target_loops)
{
    TcObjectives o;
    o.loops = tc_count_loops(moves, length);
    o.length_gap = length > target_length ? length - target_length : target_length - length;
    o.loops_gap = o.loops > target_loops ? o.loops - target_loops : target_loops - o.loops;
    return o;
}
