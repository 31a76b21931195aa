/* solver.c - exact search for the fewest winning tiles (see solver.h). Depends on toycar.h. */
#include "solver.h"

#include <string.h>

typedef struct Search {
    const TcBoard *board;
    uint8_t decided[TC_MAX_H][TC_MAX_W]; /* the car has entered this empty cell before */
    uint8_t taken[TC_MAX_H][TC_MAX_W];
    int inventory[4];
    int limit;
    long nodes, budget;
    int out_of_budget;
} Search;

/* Drive from (x, y) with heading; returns 1 when some plan within the limit wins. */
static int drive(Search *s, int x, int y, TcDir heading, int flags_left, int used)
{
    const TcBoard *b = s->board;
    for (;;) {
        x += tc_dx[heading];
        y += tc_dy[heading];
        if (x < 0 || y < 0 || x >= b->width || y >= b->height) return 0;
        TcCell c = (TcCell)b->cells[y][x];
        if (c == TC_OBSTACLE) return 0;
        if (c == TC_GOAL) return flags_left == 0;
        if (c == TC_FLAG) {
            if (!s->taken[y][x]) {
                s->taken[y][x] = 1;
                int won = drive(s, x, y, heading, flags_left - 1, used);
                s->taken[y][x] = 0;
                return won;
            }
            continue;
        }
        if (s->decided[y][x] || (x == b->car_x && y == b->car_y)) continue;
        /* First visit of an empty cell: no tile, or any tile that turns the car. */
        if (++s->nodes > s->budget) {
            s->out_of_budget = 1;
            return 0;
        }
        s->decided[y][x] = 1;
        int won = drive(s, x, y, heading, flags_left, used);
        for (int d = 0; !won && d < 4 && used < s->limit && !s->out_of_budget; d++) {
            if (d == (int)heading || s->inventory[d] == 0) continue;
            s->inventory[d]--;
            won = drive(s, x, y, (TcDir)d, flags_left, used + 1);
            s->inventory[d]++;
        }
        s->decided[y][x] = 0;
        return won;
    }
}

int tc_fewest_tiles(const TcBoard *board, int max_tiles, long node_budget, int *proven)
{
    static const Search zero;
    Search s = zero;
    s.board = board;
    s.budget = node_budget;
    memcpy(s.inventory, board->inventory, sizeof s.inventory);
    int flags = tc_board_flags(board);
    for (int limit = 0; limit <= max_tiles; limit++) {
        s.limit = limit;
        if (drive(&s, board->car_x, board->car_y, board->heading, flags, 0)) {
            /* Every smaller limit was searched to the end, so this is the fewest. */
            if (proven) *proven = 1;
            return limit;
        }
        if (s.out_of_budget) break;
    }
    if (proven) *proven = !s.out_of_budget;
    return -1;
}
