/* world_keys.c - robot worlds as short byte keys and a hash set of keys (world_keys.h).
 * Depends on bots.h only. */
#include "world_keys.h"

#include <stdlib.h>
#include <string.h>

int bots_key_boxes(const BotsWorld *w)
{
    int n = w->carrying ? 1 : 0;
    for (int y = 0; y < w->depth; y++)
        for (int x = 0; x < w->width; x++)
            n += w->boxes[y][x];
    return n;
}

void bots_key_of(const BotsWorld *w, int total_boxes, uint8_t *key)
{
    int n = 0;
    key[n++] = (uint8_t)(w->robot_y * BOTS_MAX_W + w->robot_x);
    key[n++] = (uint8_t)((int)w->facing | (w->carrying ? 4 : 0));
    for (int y = 0; y < w->depth; y++)
        for (int x = 0; x < w->width; x++)
            for (int b = 0; b < w->boxes[y][x] && n < 2 + total_boxes; b++)
                key[n++] = (uint8_t)(y * BOTS_MAX_W + x);
    while (n < 2 + total_boxes)
        key[n++] = 0;
}

void bots_key_world(const BotsWorld *start, const uint8_t *key, int total_boxes, BotsWorld *w)
{
    *w = *start;
    memset(w->boxes, 0, sizeof w->boxes);
    w->robot_x = key[0] % BOTS_MAX_W;
    w->robot_y = key[0] / BOTS_MAX_W;
    w->facing = (BotsFacing)(key[1] & 3);
    w->carrying = (key[1] & 4) != 0;
    for (int i = 0; i < total_boxes - w->carrying; i++)
        w->boxes[key[2 + i] / BOTS_MAX_W][key[2 + i] % BOTS_MAX_W]++;
}

uint64_t bots_key_hash(const uint8_t *key, int len)
{
    uint64_t h = 1469598103934665603ull;
    for (int i = 0; i < len; i++)
        h = (h ^ key[i]) * 1099511628211ull;
    return h ^ (h >> 29);
}

/* Keys of one fixed length, each with an int value; open addressing over indices. */

void bots_set_init(BotsStateSet *s, int key_len, int max_count)
{
    memset(s, 0, sizeof *s);
    s->key_len = key_len;
    s->max_count = max_count;
}

void bots_set_free(BotsStateSet *s)
{
    free(s->keys);
    free(s->values);
    free(s->slots);
    memset(s, 0, sizeof *s);
}

void bots_set_clear(BotsStateSet *s)
{
    s->count = 0;
    if (s->slots) memset(s->slots, 0, s->slot_count * sizeof *s->slots);
}

int bots_set_find(const BotsStateSet *s, const uint8_t *key, uint64_t h)
{
    if (!s->slots) return -1;
    size_t mask = s->slot_count - 1;
    for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
        uint32_t v = s->slots[i];
        if (!v) return -1;
        if (memcmp(s->keys + (size_t)(v - 1) * (size_t)s->key_len, key, (size_t)s->key_len) == 0) return (int)v - 1;
    }
}

static void set_place(BotsStateSet *s, int index, uint64_t h)
{
    size_t mask = s->slot_count - 1, i = (size_t)h & mask;
    while (s->slots[i])
        i = (i + 1) & mask;
    s->slots[i] = (uint32_t)index + 1;
}

void bots_set_drop_slots(BotsStateSet *s)
{
    free(s->slots);
    s->slots = NULL;
    s->slot_count = 0;
}

/* A look-up table of n slots (a power of two) holding every key so far; 0 when out of memory. */
static int place_all(BotsStateSet *s, size_t n)
{
    uint32_t *slots = calloc(n, sizeof *slots);
    if (!slots) return 0;
    free(s->slots);
    s->slots = slots;
    s->slot_count = n;
    for (int i = 0; i < s->count; i++)
        set_place(s, i, bots_key_hash(s->keys + (size_t)i * (size_t)s->key_len, s->key_len));
    return 1;
}

int bots_set_rehash(BotsStateSet *s)
{
    size_t n = 2048;
    while (n < (size_t)s->count * 2)
        n *= 2;
    return place_all(s, n);
}

/* Adds a key that is not in the set; returns its index, or -1 when full or out of memory. */
int bots_set_add(BotsStateSet *s, const uint8_t *key, uint64_t h, int32_t value)
{
    if (s->count >= s->max_count) return -1;
    if (s->count == s->capacity) {
        int cap = s->capacity ? s->capacity * 2 : 1024;
        if (cap > s->max_count) cap = s->max_count;
        uint8_t *keys = realloc(s->keys, (size_t)cap * (size_t)s->key_len);
        if (!keys) return -1;
        s->keys = keys;
        int32_t *values = realloc(s->values, (size_t)cap * sizeof *values);
        if (!values) return -1;
        s->values = values;
        s->capacity = cap;
    }
    if ((size_t)(s->count + 1) * 2 > s->slot_count && !place_all(s, s->slot_count ? s->slot_count * 2 : 2048))
        return -1;
    int index = s->count++;
    memcpy(s->keys + (size_t)index * (size_t)s->key_len, key, (size_t)s->key_len);
    s->values[index] = value;
    set_place(s, index, h);
    return index;
}

