/* faces.c - the modes' faces, one per mode the registry (puzzle/rules.h) can play: the only place
 * the shell names them. */
#include "ui/shell/session.h"

extern const PzFace pz_toycar_face;
extern const PzFace pz_bots_face;
extern const PzFace pz_mays_face;
extern const PzFace pz_dungeon_face;

const PzFace *pz_face(LpMode mode)
{
    static const PzFace *const faces[LP_MODE_COUNT] = {
        [LP_MODE_TOYCAR] = &pz_toycar_face,
        [LP_MODE_BOTS] = &pz_bots_face,
        [LP_MODE_MAYS] = &pz_mays_face,
        [LP_MODE_DUNGEON] = &pz_dungeon_face,
    };
    return (int)mode >= 0 && mode < LP_MODE_COUNT ? faces[mode] : NULL;
}
