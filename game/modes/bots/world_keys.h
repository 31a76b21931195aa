/* world_keys.h - a robot world as a short byte key (what can change: the robot, its hands and
 * where every box is), and a hash set of such keys with an int value each, for the searches in
 * solver.c and par_bounds.c. Pure C, no SDL; depends on bots.h. The set allocates (it grows up
 * to max_count keys); bots_set_free releases it.
 *
 * A key is the robot's cell, facing and hands, then the cell of every box on the grid in cell
 * order (a stack repeats its cell), padded with 0 to the box total when the robot carries one:
 * 2 + total_boxes bytes. Terrain and switches never change, so they stay in the start world. */
#ifndef BOTS_WORLD_KEYS_H
#define BOTS_WORLD_KEYS_H

#include <stddef.h>
#include <stdint.h>

#include "bots.h"

#define BOTS_KEY_MAX_BOXES 250 /* a cell index is one byte (16 x 16 cells) */

/* Boxes in the world, the carried one included. */
int bots_key_boxes(const BotsWorld *w);
/* The key of w (key has room for 2 + total_boxes bytes). */
void bots_key_of(const BotsWorld *w, int total_boxes, uint8_t *key);
/* The world of a key: start's terrain and switches, the key's robot and boxes. */
void bots_key_world(const BotsWorld *start, const uint8_t *key, int total_boxes, BotsWorld *w);
uint64_t bots_key_hash(const uint8_t *key, int len);

/* Keys of one fixed length, each with an int value; open addressing over indices. */
typedef struct BotsStateSet {
    int key_len, count, capacity, max_count;
    uint8_t *keys;
    int32_t *values;
    uint32_t *slots; /* index + 1; 0 is empty */
    size_t slot_count; /* a power of two, at least twice count */
} BotsStateSet;

void bots_set_init(BotsStateSet *s, int key_len, int max_count);
void bots_set_free(BotsStateSet *s);
/* Forget every key, keeping the memory. */
void bots_set_clear(BotsStateSet *s);
/* The index of key (h its hash), or -1. */
int bots_set_find(const BotsStateSet *s, const uint8_t *key, uint64_t h);
/* Adds a key that is not in the set; returns its index, or -1 when full or out of memory. */
int bots_set_add(BotsStateSet *s, const uint8_t *key, uint64_t h, int32_t value);
/* Frees the look-up table (the keys and values stay, by index; find and add need
 * bots_set_rehash first), and builds it again: 0 when out of memory. */
void bots_set_drop_slots(BotsStateSet *s);
int bots_set_rehash(BotsStateSet *s);

#endif
