/* mays_share.c - May's Journey share codes (mays_share.h). */
#include "mays_share.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "mays_gen.h"

int mj_share_encode(const MjShareRoom *room, char *out)
{
    int version = room->version ? room->version : MJ_GEN_VERSION;
    if (room->construct < 0 || room->construct > 3 || room->objects < 1 || room->objects > 3 ||
        room->distribution < 0 || room->distribution > 2 || room->seed >= (1u << 30) ||
        version < MJ_GEN_VERSION_MIN || version > MJ_GEN_VERSION)
        return 0;
    LpShareParams sp = {.mode = LP_MODE_MAYS,
                        .version = version,
                        .param_a = room->construct | room->objects << 2 | room->distribution << 4,
                        .param_b = 0,
                        .seed = room->seed};
    LpDiag diag = {0};
    return lp_sharecode_encode(&sp, out, &diag);
}

int mj_share_decode(const char *text, MjShareRoom *room, char *why, int why_size)
{
    LpShareParams sp;
    LpDiag diag = {0};
    if (!lp_sharecode_decode(text, &sp, &diag)) {
        lp_diag_format(&diag, why, why_size);
        return -1;
    }
    if (sp.mode != LP_MODE_MAYS) return -1;
    if (sp.version < MJ_GEN_VERSION_MIN || sp.version > MJ_GEN_VERSION) {
        snprintf(why, (size_t)why_size,
                 /* TRANSLATORS: %1$d the code's generator version; %2$d and %3$d the versions this game opens */
                 _("this code was made by May's Journey generator %d; this game opens rooms of generators %d to %d"),
                 sp.version, MJ_GEN_VERSION_MIN, MJ_GEN_VERSION);
        return 0;
    }
    room->version = sp.version;
    room->construct = sp.param_a & 3;
    room->objects = sp.param_a >> 2 & 3;
    room->distribution = sp.param_a >> 4 & 3;
    room->seed = sp.seed;
    if (room->objects < 1 || room->distribution > 2 || sp.param_b != 0) {
        snprintf(why, (size_t)why_size, "%s", _("this code asks for a May's Journey room this game cannot make"));
        return 0;
    }
    return 1;
}

const char *mj_share_title(const MjShareRoom *room)
{
    /* English, as the room's title is recorded and shown by --state; the game shows it translated */
    /* TRANSLATORS: the titles of generated May's Journey rooms: what their code uses */
    static const char *const names[4] = {N_("Commands"), N_("A loop"), N_("A choice"), N_("Wait and stop")};
    return names[room->construct & 3];
}

MjDistribution mj_share_distribution(int distribution)
{
    static const MjDistribution dist[3] = {MJ_DIST_SIMPLE, MJ_DIST_UNIFORM, MJ_DIST_COMPLEX};
    return dist[distribution >= 0 && distribution < 3 ? distribution : 1];
}

void mj_share_desc(const MjShareRoom *room, char *out, MjGenDesc *desc)
{
    mj_synth_code(&(MjSynthDesc){room->construct, room->objects, room->seed}, out, MJ_SYNTH_MAX);
    memset(desc, 0, sizeof *desc);
    desc->code = out;
    desc->seed = room->seed;
    desc->version = room->version ? room->version : MJ_GEN_VERSION;
    desc->distribution = mj_share_distribution(room->distribution);
}
