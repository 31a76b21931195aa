/* mays_share.h - May's Journey share codes (core/sharecode.h, mode MJ): an adaptive room is a
 * pure function of (generator version, construct, objects, distribution, seed): mj_synth_code makes
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
    int version;      /* the generator version (the code's digit after MJ); 0: MJ_GEN_VERSION. A decoded
                         MJ2 code keeps 2, so it opens the room it always opened */
} MjShareRoom;

/* The share code of a room (out: at least LP_SHARECODE_MAX bytes). 0 when a field is out of range. */
int mj_share_encode(const MjShareRoom *room, char *out);
/* Decode a code typed by a pupil. Returns 1 for an MJ room this build can make (generator
 * MJ_GEN_VERSION_MIN .. MJ_GEN_VERSION, kept in room->version), 0 with why (an MJ code from a
 * generator this build does not make, or parameters no room has), -1 when the text is not an
 * MJ code (why then holds the codec's message when the text is no valid code at all). */
int mj_share_decode(const char *text, MjShareRoom *room, char *why, int why_size);
/* The title the game gives the room ("A loop", ...). */
const char *mj_share_title(const MjShareRoom *room);
/* The MjDistribution of a room's distribution index. */
MjDistribution mj_share_distribution(int distribution);
/* The room's solution code (out: at least MJ_SYNTH_MAX bytes) and generation description
 * (desc->code points at out; desc->version the room's; grammar left NULL: the shipped one). */
void mj_share_desc(const MjShareRoom *room, char *out, MjGenDesc *desc);

#endif
