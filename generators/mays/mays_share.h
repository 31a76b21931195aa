/* mays_share.h - May's Journey share codes (core/sharecode.h, mode MJ): an adaptive room is a
 * pure function of (MJ_GEN_VERSION, construct, objects, distribution, seed): mj_synth_code makes
 * the code from (construct, objects, seed), mj_generate builds the room around it with the same
 * seed and the shipped grammar. param_a packs the step: construct (bits 0-1, MjSynthConstruct),
 * objects (bits 2-3, 1..3), distribution (bits 4-5, 0 simple, 1 uniform, 2 complex: the player
 * model's LpMaysDistribution); param_b is 0; the seed has 30 bits.
 * Rooms "like this" (a new room around an authored room's code) have no code. */
#ifndef MAYS_SHARE_H
#define MAYS_SHARE_H

#include <stdint.h>

#include "code_synth.h"
#include "core/sharecode.h"
#include "mays_build.h"

typedef struct MjShareRoom {
    int construct;    /* MjSynthConstruct */
    int objects;      /* 1..3 */
    int distribution; /* 0 simple, 1 uniform, 2 complex (LpMaysDistribution) */
    uint32_t seed;    /* 30 bits */
} MjShareRoom;

/* The share code of a room (out: at least LP_SHARECODE_MAX bytes). 0 when a field is out of range. */
int mj_share_encode(const MjShareRoom *room, char *out);
/* Decode a code typed by a pupil. Returns 1 for an MJ room this build can make, 0 with why (an
 * MJ code from another generator version, or parameters no room has), -1 when the text is not an
 * MJ code (why then holds the codec's message when the text is no valid code at all). */
int mj_share_decode(const char *text, MjShareRoom *room, char *why, int why_size);
/* The title the game gives the room ("A loop", ...). */
const char *mj_share_title(const MjShareRoom *room);
/* The MjDistribution of a room's distribution index. */
MjDistribution mj_share_distribution(int distribution);
/* The room's solution code (out: at least MJ_SYNTH_MAX bytes) and generation description
 * (desc->code points at out; grammar left NULL: the shipped one). */
void mj_share_desc(const MjShareRoom *room, char *out, MjGenDesc *desc);

#endif
