/* board_builder.c - paper 003's Fig. 4 with integer odds: turn a move sequence into a board.
 * The car starts at (0, 0) facing moves[0]; each move walks a straight segment of at least one
 * cell, stopping after each cell with a chance that grows by CHANGE_STEP per mille per cell.
 * The last cell of segment i is the turn cell where the tile for move i + 1 goes, the goal is
 * the path's last cell, each segment gets one flag, and every cell off the path becomes a rock
 * with probability 70%. The random stream is a pure function of (seed, attempt).
 * Depends on toycar_gen.h, the toy-car rules and the PCG32 rng. */
#include "toycar_gen.h"

#include <string.h>

#define CHANGE_STEP 250     /* per mille added to the chance of turning, per cell walked */
#define OBSTACLE_KEEP 300   /* per mille: below this an off-path cell stays empty */
#define SEGMENT_MAX ((1000 + CHANGE_STEP - 1) / CHANGE_STEP) /* the chance reaches 1000 */
#define PATH_MAX (TC_GENOME_MAX * SEGMENT_MAX)

enum { MARK_PATH = 1, MARK_TURN = 2, MARK_FLAG = 4 };

int tc_build_board(const uint8_t *moves, int length, uint64_t seed, int attempt,
                   TcBuildResult *out)
{
    memset(out, 0, sizeof *out);
    if (length < 1 || length > TC_GENOME_MAX || length - 1 > TC_MAX_TILES) return 0;
    for (int i = 0; i < length; i++)
        if (moves[i] > TC_DOWN) return 0;
    LpRng rng;
    lp_rng_init(&rng, seed, LP_STREAM_BOARD + 16u * (uint64_t)attempt);

    /* Walk: path[0] is the start, segment i is path[seg[i] + 1 .. seg[i + 1]]. */
    int px[PATH_MAX + 1], py[PATH_MAX + 1], seg[TC_GENOME_MAX + 1];
    int count = 1, x = 0, y = 0;
    px[0] = py[0] = 0;
    int minx = 0, maxx = 0, miny = 0, maxy = 0;
    for (int i = 0; i < length; i++) {
        seg[i] = count - 1;
        int change = 0;
        do {
            x += tc_dx[moves[i]];
            y += tc_dy[moves[i]];
            px[count] = x;
            py[count] = y;
            count++;
            change += CHANGE_STEP;
        } while (!((int)lp_rng_below(&rng, 1000) < change));
        if (x < minx) minx = x;
        if (x > maxx) maxx = x;
        if (y < miny) miny = y;
        if (y > maxy) maxy = y;
    }
    seg[length] = count - 1;

    /* Normalise to the bounding box plus a one-cell margin. */
    int width = maxx - minx + 3, height = maxy - miny + 3;
    if (width > TC_MAX_W || height > TC_MAX_H) return 0;
    int ox = 1 - minx, oy = 1 - miny;
    for (int j = 0; j < count; j++) px[j] += ox, py[j] += oy;

    uint8_t mark[TC_MAX_H][TC_MAX_W];
    memset(mark, 0, sizeof mark);
    for (int j = 0; j < count; j++) mark[py[j]][px[j]] |= MARK_PATH;
    int sx = px[0], sy = py[0], gx = px[count - 1], gy = py[count - 1];
    if (sx == gx && sy == gy) return 0; /* the goal would sit under the car */

    /* Tiles: the turn into move i + 1 happens on the last cell of segment i. */
    for (int i = 0; i + 1 < length; i++) {
        int tx = px[seg[i + 1]], ty = py[seg[i + 1]];
        if ((tx == sx && ty == sy) || (tx == gx && ty == gy)) return 0;
        if (mark[ty][tx] & MARK_TURN) return 0; /* two turns on one cell */
        mark[ty][tx] |= MARK_TURN;
        out->tiles[out->tile_count++] = (TcTile){tx, ty, (TcDir)moves[i + 1]};
    }

    /* Flags: one per segment, on a cell that is not a turn, the start, the goal or a flag. */
    for (int i = 0; i < length; i++) {
        int cand[SEGMENT_MAX + 1], nc = 0;
        for (int j = seg[i] + 1; j <= seg[i + 1]; j++) {
            int cx = px[j], cy = py[j];
            if (mark[cy][cx] & (MARK_TURN | MARK_FLAG)) continue;
            if ((cx == sx && cy == sy) || (cx == gx && cy == gy)) continue;
            cand[nc++] = j;
        }
        if (nc == 0) continue;
        int j = cand[lp_rng_below(&rng, (uint32_t)nc)];
        mark[py[j]][px[j]] |= MARK_FLAG;
    }

    TcBoard *b = &out->board;
    b->width = width;
    b->height = height;
    b->car_x = sx;
    b->car_y = sy;
    b->heading = (TcDir)moves[0];
    for (int cy = 0; cy < height; cy++)
        for (int cx = 0; cx < width; cx++) {
            if (mark[cy][cx] & MARK_FLAG)
                b->cells[cy][cx] = TC_FLAG;
            else if (!(mark[cy][cx] & MARK_PATH) && (int)lp_rng_below(&rng, 1000) >= OBSTACLE_KEEP)
                b->cells[cy][cx] = TC_OBSTACLE;
        }
    b->cells[gy][gx] = TC_GOAL;
    for (int t = 0; t < out->tile_count; t++) b->inventory[out->tiles[t].dir]++;
    return 1;
}
