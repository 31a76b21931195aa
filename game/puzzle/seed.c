/* seed.c - the next made puzzle's seed (seed.h). */
#include "puzzle/seed.h"

static uint32_t fnv(uint32_t h, const char *text)
{
    for (const char *p = text ? text : ""; *p; p++) h = (h ^ (uint8_t)*p) * 16777619u;
    return h;
}

uint32_t pz_seed(const LpProfile *p, LpMode mode, int generated, const char *template_name)
{
    uint32_t h = fnv(2166136261u, p->name);
    switch (mode) {
    case LP_MODE_TOYCAR:
        h ^= (uint32_t)p->toycar_model.history_count * 2654435761u;
        h ^= (uint32_t)p->toycar_solved * 40503u;
        break;
    case LP_MODE_BOTS:
        h ^= (uint32_t)p->bots_model.history_count * 2654435761u;
        h ^= (uint32_t)p->bots_solved * 40503u;
        h ^= (uint32_t)generated * 97u;
        h = fnv(h, template_name);
        break;
    case LP_MODE_MAYS:
        h ^= (uint32_t)p->mays_model.rooms * 2654435761u;
        h ^= (uint32_t)generated * 40503u;
        break;
    case LP_MODE_DUNGEON:
        h ^= (uint32_t)p->dungeon_visits * 2654435761u;
        break;
    default:
        h ^= (uint32_t)generated * 40503u;
        break;
    }
    return h & 0x3FFFFFFFu;
}
