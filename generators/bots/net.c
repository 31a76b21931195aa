/* net.c - where a run of moves and turns leaves the robot (BotsGenNet, bots_gen.h): the checks of
 * generators 6 and 7 compare runs by it (function_factor.c, body_route.c, shorter_pass.c). A move
 * or a turn, when it succeeds, moves or turns the robot by the same steps wherever it is
 * (bots_step). Depends on bots_gen.h only. */
#include "bots_gen.h"

const int bots_gen_moves[6] = {BOTS_FORWARD,    BOTS_BACKWARD, BOTS_TURN_LEFT,
                               BOTS_TURN_RIGHT, BOTS_CLIMB_UP, BOTS_CLIMB_DOWN};

BotsGenNet bots_gen_net_step(BotsGenNet n, int a)
{
    switch (a) {
    case BOTS_CLIMB_UP:
    case BOTS_CLIMB_DOWN:
        n.dz += a == BOTS_CLIMB_UP ? 1 : -1;
        /* fall through */
    case BOTS_FORWARD:
        n.dx += bots_dx[n.facing];
        n.dy += bots_dy[n.facing];
        break;
    case BOTS_BACKWARD:
        n.dx -= bots_dx[n.facing];
        n.dy -= bots_dy[n.facing];
        break;
    case BOTS_TURN_LEFT: n.facing = (n.facing + 3) % 4; break;
    case BOTS_TURN_RIGHT: n.facing = (n.facing + 1) % 4; break;
    default: break;
    }
    return n;
}

int bots_gen_net_same(BotsGenNet a, BotsGenNet b)
{
    return a.dx == b.dx && a.dy == b.dy && a.dz == b.dz && a.facing == b.facing;
}

int bots_gen_is_move(int a)
{
    return a != BOTS_PICK_UP && a != BOTS_PUT_DOWN;
}

BotsGenNet bots_gen_net_then(BotsGenNet a, BotsGenNet b)
{
    int x = b.dx, y = b.dy;
    for (int k = 0; k < a.facing; k++) {
        int t = x; /* a quarter turn right: north (0, -1) becomes east (1, 0) */
        x = -y;
        y = t;
    }
    return (BotsGenNet){a.dx + x, a.dy + y, a.dz + b.dz, (a.facing + b.facing) % 4};
}

void bots_gen_make_seqs(BotsGenSeqs *q)
{
    q->n = 0;
    for (int len = 0, count = 1; len <= BOTS_GEN_SEQ_MAX; len++, count *= 6)
        for (int code = 0; code < count; code++) {
            BotsGenNet net = {0, 0, 0, BOTS_NORTH};
            for (int k = 0, c = code; k < len; k++, c /= 6) {
                q->a[q->n][k] = (uint8_t)bots_gen_moves[c % 6];
                net = bots_gen_net_step(net, bots_gen_moves[c % 6]);
            }
            q->len[q->n] = len;
            q->net[q->n++] = net;
        }
}
