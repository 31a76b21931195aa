/* transform.c - a room turned a quarter at a time (paper 002, 2.3.2.1: the linking step turns a
 * room until one of its doors faces the parent's door). Integer only: (x, y) -> (h - 1 - y, x) is
 * a clockwise quarter turn on a grid whose y grows downwards. Depends on dungeon_gen.h. */
#include <string.h>

#include "dungeon/dungeon_gen.h"

/* One clockwise quarter turn: tiles, size, doors and their sides. */
static void turn_once(DgRoom *room)
{
    uint8_t turned[DG_ROOM_MAX][DG_ROOM_MAX];
    /* Zeroed so that tiles outside the new grid stay 0, as a fresh room's are (rooms compare
     * byte for byte). */
    memset(turned, 0, sizeof turned);
    for (int y = 0; y < room->h; y++)
        for (int x = 0; x < room->w; x++) turned[x][room->h - 1 - y] = room->tiles[y][x];
    memcpy(room->tiles, turned, sizeof turned);
    for (int i = 0; i < room->door_count; i++) {
        DgDoor *d = &room->doors[i];
        int x = d->x;
        d->x = room->h - 1 - d->y;
        d->y = x;
        d->side = (DgSide)((d->side + 1) % 4);
    }
    int w = room->w;
    room->w = room->h;
    room->h = w;
}

void dg_room_rotate(DgRoom *room, int quarters)
{
    /* Any count of quarters, negative ones too: three clockwise turns are one anticlockwise. */
    int turns = ((quarters % 4) + 4) % 4;
    for (int i = 0; i < turns; i++) turn_once(room);
}
