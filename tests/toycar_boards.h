/* toycar_boards.h - a toy-car board drawn as rows of text, for the toy car's tests
 * (test_toycar_rules.c, test_toycar_par_prover.c). */
#ifndef LP_TOYCAR_BOARDS_H
#define LP_TOYCAR_BOARDS_H

#include <string.h>

#include "modes/toycar/toycar.h"

/* Build a board from rows ('.', '#', 'F', 'G', 'C'). */
static TcBoard board_from(const char *const *rows, int h, TcDir heading)
{
    TcBoard b;
    memset(&b, 0, sizeof b);
    b.height = h;
    b.width = (int)strlen(rows[0]);
    b.heading = heading;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < b.width; x++) {
            char c = rows[y][x];
            b.cells[y][x] = c == '#' ? TC_OBSTACLE : c == 'F' ? TC_FLAG : c == 'G' ? TC_GOAL : TC_EMPTY;
            if (c == 'C') b.car_x = x, b.car_y = y;
        }
    return b;
}

#endif
