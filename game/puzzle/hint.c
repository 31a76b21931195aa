/* hint.c - where a hint points (hint.h): the toy car's board cell, the robot program's line,
 * May's object. Depends on game/modes (toycar, bots blocks, mays) and core/buf only. */
#include "puzzle/hint.h"

#include <stdlib.h>
#include <string.h>

#include "core/buf.h"
#include "modes/bots/blocks.h"

int hint_toycar_cell(const TcLevel *level, const TcWorld *world, int *x, int *y, int *want)
{
    for (int i = 0; i < level->tile_count; i++) {
        const TcTile *t = &level->tiles[i];
        if (t->x < 0 || t->y < 0 || t->x >= TC_MAX_W || t->y >= TC_MAX_H) continue;
        if (world->plan[t->y][t->x] != (uint8_t)t->dir) {
            *x = t->x, *y = t->y, *want = (int)t->dir;
            return 1;
        }
    }
    for (int cy = 0; cy < world->board.height && cy < TC_MAX_H; cy++)
        for (int cx = 0; cx < world->board.width && cx < TC_MAX_W; cx++) {
            if (world->plan[cy][cx] == TC_NO_DIR) continue;
            int intended = 0;
            for (int i = 0; i < level->tile_count; i++)
                intended |= level->tiles[i].x == cx && level->tiles[i].y == cy;
            if (!intended) {
                *x = cx, *y = cy, *want = TC_NO_DIR;
                return 1;
            }
        }
    return 0;
}

/* The program in the blocks' own layout when the blocks can show it, else as written (caller
 * frees). */
static char *canonical(const char *src)
{
    BotsBlocks blocks;
    char why[200];
    if (bots_blocks_from_text(src, &blocks, why, sizeof why)) {
        LpBuf t;
        lp_buf_init(&t);
        bots_blocks_to_text(&blocks, &t, NULL, 0);
        char *out = strdup(t.data ? t.data : "");
        lp_buf_free(&t);
        return out;
    }
    return strdup(src);
}

/* The next line of *p without its leading and trailing spaces into out; 0 at the end. */
static int next_line(const char **p, char *out, size_t size)
{
    if (!**p) return 0;
    const char *s = *p, *e = strchr(s, '\n');
    size_t n = e ? (size_t)(e - s) : strlen(s);
    *p = e ? e + 1 : s + n;
    while (n > 0 && (*s == ' ' || *s == '\t'))
        s++, n--;
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        n--;
    if (n >= size) n = size - 1;
    memcpy(out, s, n);
    out[n] = '\0';
    return 1;
}

int hint_bots_line(const char *program, const char *solution)
{
    char *a = canonical(program), *b = canonical(solution);
    if (!a || !b) {
        free(a);
        free(b);
        return 0;
    }
    const char *pa = a, *pb = b;
    char la[256], lb[256];
    int line = 0, result = 0;
    for (;;) {
        int ha = next_line(&pa, la, sizeof la), hb = next_line(&pb, lb, sizeof lb);
        if (!ha && !hb) break;
        line++;
        if (!ha) { /* the program stops short: its last line is where it should go on */
            result = line > 1 ? line - 1 : 1;
            break;
        }
        if (!hb || strcmp(la, lb) != 0) {
            result = line;
            break;
        }
    }
    free(a);
    free(b);
    return result;
}

/* The index of the object called name in world, or -1. */
static int object_named(const MjWorld *world, const char *name, size_t n)
{
    for (int i = 0; i < world->object_count; i++)
        if (strlen(world->objects[i].name) == n && !strncmp(world->objects[i].name, name, n)) return i;
    return -1;
}

/* The first object of world named as "name." in text[0..len), or -1; *at its offset. */
static int first_object(const MjWorld *world, const char *text, size_t len, size_t *at)
{
    for (size_t i = 0; i < len; i++) {
        if (text[i] != '.' || i == 0) continue;
        size_t s = i;
        while (s > 0 &&
               (text[s - 1] == '_' || (text[s - 1] >= '0' && text[s - 1] <= '9') ||
                (text[s - 1] >= 'a' && text[s - 1] <= 'z') || (text[s - 1] >= 'A' && text[s - 1] <= 'Z')))
            s--;
        int k = s < i ? object_named(world, text + s, i - s) : -1;
        if (k >= 0) {
            if (at) *at = i;
            return k;
        }
    }
    return -1;
}

/* Does text name object name followed by a dot? */
static int names(const char *text, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = text; (p = strstr(p, name)) != NULL; p += n)
        if (p[n] == '.' && (p == text || !(p[-1] == '_' || (p[-1] >= '0' && p[-1] <= '9') ||
                                           (p[-1] >= 'a' && p[-1] <= 'z') || (p[-1] >= 'A' && p[-1] <= 'Z'))))
            return 1;
    return 0;
}

int hint_mays_object(const MjWorld *world, const char *program, const char *solution)
{
    /* an object the solution commands and the program never names */
    size_t len = strlen(solution), from = 0, at = 0;
    while (from < len) {
        int k = first_object(world, solution + from, len - from, &at);
        if (k < 0) break;
        if (!names(program, world->objects[k].name)) return k;
        from += at + 1;
    }
    /* else the first line where they differ */
    const char *pa = program, *pb = solution;
    char la[256], lb[256];
    for (;;) {
        int ha = next_line(&pa, la, sizeof la), hb = next_line(&pb, lb, sizeof lb);
        if (!hb) break;
        if (ha && !strcmp(la, lb)) continue;
        int k = first_object(world, lb, strlen(lb), NULL);
        if (k < 0 && ha) k = first_object(world, la, strlen(la), NULL);
        if (k >= 0) return k;
        if (!ha) break;
    }
    return first_object(world, solution, len, NULL);
}
