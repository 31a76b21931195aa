/* models.c - the player-model values a flowchart's options read, by name (dungeon_gen.h). */
#include <string.h>

#include "dungeon/dungeon_gen.h"

static const char *const model_names[DG_MODEL_COUNT] = {
    "", "toycar.length", "toycar.loops", "bots.size", "mays.step", "dungeon.done", "dungeon.gave_up",
};

const char *dg_model_name(DgModelKey key) { return (int)key > 0 && key < DG_MODEL_COUNT ? model_names[key] : "?"; }

int dg_model_named(const char *name)
{
    for (int i = 1; i < DG_MODEL_COUNT; i++)
        if (name && !strcmp(name, model_names[i])) return i;
    return -1;
}
