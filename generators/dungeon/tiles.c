/* tiles.c - the dungeon's tiles and the player-model values its options read, by name
 * (dungeon_gen.h). */
#include <string.h>

#include "dungeon/dungeon_gen.h"

static const char *const tile_names[DG_TILE_COUNT] = {
    "empty", "floor", "wall", "door", "torch", "pillar", "statue", "plant", "rug", "chest", "terminal", "key", "stairs",
};

const char *dg_tile_name(DgTile tile) { return (int)tile >= 0 && tile < DG_TILE_COUNT ? tile_names[tile] : "?"; }

int dg_tile_named(const char *name)
{
    for (int i = 0; i < DG_TILE_COUNT; i++)
        if (name && !strcmp(name, tile_names[i])) return i;
    return -1;
}

int dg_tile_walkable(DgTile tile)
{
    return tile == DG_FLOOR || tile == DG_RUG || tile == DG_DOOR || tile == DG_TERMINAL || tile == DG_KEY ||
           tile == DG_STAIRS;
}

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
