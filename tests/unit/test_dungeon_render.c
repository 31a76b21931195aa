/* test_dungeon_render.c - the dungeon's metrics (generators/dungeon/metrics.c), its map picture
 * (render.c) and its expressive range (range.c): metrics of worlds built here by hand with known
 * answers (a straight chain, a key or a puzzle in a side room, a key behind its own door, a
 * corridor), metrics of generated dungeons within sane bounds; the map's pixels at a locked door,
 * a gate, the pupil, a puzzle room's letter and tick, rooms hidden by fog; PNGs written to /tmp
 * and read back with stb_image. */
#include <stdlib.h>
#include <unistd.h>

#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wshadow"
#pragma GCC diagnostic ignored "-Wunused-function"
#endif
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#define STBI_NO_LINEAR
#define STBI_NO_HDR
#include <stb_image.h>
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

#include "dungeon/dungeon_gen.h"
#include "dungeon/metrics.h"
#include "dungeon/render.h"
#include "test.h"

#define S 8 /* pixels a tile in the pictures below */

static DgWorld world;

/* ---- worlds built by hand ---- */

static void begin(DgWorld *w, int width, int height)
{
    memset(w, 0, sizeof *w);
    w->w = width, w->h = height;
    w->start_x = w->start_y = 2;
    w->entrance = 0;
}

/* A room: walls round a floor. */
static void add_room(DgWorld *w, int x, int y, int rw, int rh, int main)
{
    w->rooms[w->room_count++] = (DgWorldRoom){.x = x, .y = y, .w = rw, .h = rh, .main = main, .puzzle = -1};
    for (int ty = y; ty < y + rh; ty++)
        for (int tx = x; tx < x + rw; tx++)
            w->tile[ty][tx] =
                (tx == x || ty == y || tx == x + rw - 1 || ty == y + rh - 1) ? DG_WALL : DG_FLOOR;
}

static void add_door(DgWorld *w, int x, int y, int room, int to, int lock, int gate)
{
    w->doors[w->door_count++] =
        (DgWorldDoor){.x = x, .y = y, .room = room, .to = to, .lock = lock, .gate = gate};
    w->tile[y][x] = DG_DOOR;
}

/* Three 5 x 5 rooms in a row, welded door to door: 0 (the entrance), 1, 2 (the stairs). */
static void chain(DgWorld *w, int height)
{
    begin(w, 17, height);
    add_room(w, 1, 1, 5, 5, 1);
    add_room(w, 6, 1, 5, 5, 1);
    add_room(w, 11, 1, 5, 5, 1);
    add_door(w, 5, 3, 0, 1, 0, 0);
    add_door(w, 6, 3, 1, 0, 0, 0);
    add_door(w, 10, 3, 1, 2, 0, 0);
    add_door(w, 11, 3, 2, 1, 0, 0);
    w->tile[3][13] = DG_STAIRS;
    w->exit = 2;
}

/* The chain with a side room 3 under room `under` (0 or 1) holding the red key that opens the
 * door into room 2. */
static void key_world(DgWorld *w, int under)
{
    chain(w, 12);
    int x = under ? 6 : 1;
    add_room(w, x, 6, 5, 5, 0);
    add_door(w, x + 2, 5, under, 3, 0, 0);
    add_door(w, x + 2, 6, 3, under, 0, 0);
    w->doors[3].lock = 1; /* (11, 3), room 2's door */
    w->key_count = 1;
    snprintf(w->keys[0].name, sizeof w->keys[0].name, "red");
    w->keys[0].x = x + 2, w->keys[0].y = 8;
    w->tile[8][x + 2] = DG_KEY;
    dg_world_index(w);
}

/* Room 1 a robot puzzle room whose gate is its door to room 2. */
static void add_puzzle(DgWorld *w)
{
    w->puzzles[0] = (DgWorldPuzzle){.room = 1, .mode = LP_MODE_BOTS, .verified = 1};
    w->puzzle_count = 1;
    w->rooms[1].puzzle = 0;
    w->tile[2][7] = DG_TERMINAL;
    w->doors[2].gate = 2; /* (10, 3) */
}

static void test_metrics_chain(void)
{
    DgMetrics m;
    chain(&world, 7);
    dg_world_index(&world);
    dg_metrics(&world, &m);
    CHECK_INT(m.rooms, 3);
    CHECK_INT(m.main_rooms, 3);
    CHECK_INT(m.linearity, 1000);
    CHECK_INT(m.backtracking, 0);
    CHECK_INT(m.floor_tiles, 31); /* 3 floors of 3 x 3, 4 doors */
    CHECK_INT(m.density, 413);    /* 31 / (15 x 5) */
    CHECK_INT(m.corridor_tiles, 0);
    CHECK_INT(m.corridor_share, 0);
}

static void test_metrics_key_in_a_side_room(void)
{
    DgMetrics m;
    key_world(&world, 1); /* 0 -> 1 -> 3 (the key) -> 1 again -> 2: one re-entry */
    dg_metrics(&world, &m);
    CHECK_INT(m.rooms, 4);
    CHECK_INT(m.main_rooms, 3);
    CHECK_INT(m.linearity, 750);
    CHECK_INT(m.backtracking, 250);
    CHECK_INT(m.floor_tiles, 42);
    CHECK_INT(m.density, 280); /* 42 / (15 x 10) */
    key_world(&world, 0);      /* off the entrance, seen from there: 0 3 0 1 2, one re-entry */
    dg_metrics(&world, &m);
    CHECK_INT(m.backtracking, 250);
    /* room 2's door now needs a blue key, in a room 4 under room 1 whose door needs the red key:
     * 0 3 (red) 0 1 4 (blue) 1 2, two re-entries in five rooms */
    add_room(&world, 6, 6, 5, 5, 0);
    add_door(&world, 8, 5, 1, 4, 0, 0);
    add_door(&world, 8, 6, 4, 1, 1, 0);
    world.doors[3].lock = 2;
    world.key_count = 2;
    snprintf(world.keys[1].name, sizeof world.keys[1].name, "blue");
    world.keys[1].x = 8, world.keys[1].y = 8;
    world.tile[8][8] = DG_KEY;
    dg_world_index(&world);
    dg_metrics(&world, &m);
    CHECK_INT(m.backtracking, 400);
    /* the lock taken away: the key is never needed, nobody goes back */
    world.doors[3].lock = 0;
    dg_metrics(&world, &m);
    CHECK_INT(m.backtracking, 0);
}

static void test_metrics_gates(void)
{
    DgMetrics m;
    key_world(&world, 1);
    add_puzzle(&world); /* room 1's own gate: solved where the pupil stands, no walk back */
    dg_world_index(&world);
    dg_metrics(&world, &m);
    CHECK_INT(m.backtracking, 250);
    /* the door into room 2 waits for the side room 3's puzzle instead of the key */
    key_world(&world, 1);
    world.doors[3].lock = 0;
    world.doors[3].gate = 4;
    dg_metrics(&world, &m);
    CHECK_INT(m.backtracking, 250);
}

static void test_metrics_no_complete_walk(void)
{
    DgMetrics m;
    key_world(&world, 1);
    world.tile[8][8] = DG_FLOOR;
    world.keys[0].x = 13, world.keys[0].y = 2; /* in room 2, behind its own door */
    world.tile[2][13] = DG_KEY;
    dg_world_index(&world);
    dg_metrics(&world, &m);
    CHECK_INT(m.backtracking, -1);
    CHECK_INT(m.linearity, 750); /* the rest is still counted */
}

static void test_metrics_corridor(void)
{
    DgMetrics m;
    begin(&world, 15, 7);
    add_room(&world, 1, 1, 5, 5, 1);
    add_room(&world, 9, 1, 5, 5, 1);
    add_door(&world, 5, 3, 0, 1, 0, 0);
    add_door(&world, 9, 3, 1, 0, 0, 0);
    world.corridor_count = 1;
    world.corridors[0] = (DgWorldCorridor){.from = 0, .to = 1, .count = 3, .tiles = {{6, 3}, {7, 3}, {8, 3}}};
    for (int x = 6; x <= 8; x++)
        world.tile[3][x] = DG_FLOOR;
    world.exit = 1;
    dg_world_index(&world);
    dg_metrics(&world, &m);
    CHECK_INT(m.corridor_tiles, 3);
    CHECK_INT(m.floor_tiles, 23);
    CHECK_INT(m.corridor_share, 130); /* 3 / 23 */
    CHECK_INT(m.density, 353);        /* 23 / (13 x 5) */
    CHECK_INT(m.backtracking, 0);
    /* the corridor alone joins the rooms; without it there is no way */
    world.doors[0].to = world.doors[1].to = -1;
    dg_metrics(&world, &m);
    CHECK_INT(m.backtracking, 0);
    world.corridor_count = 0;
    dg_metrics(&world, &m);
    CHECK_INT(m.backtracking, -1);
}

/* ---- generated dungeons ---- */

static DgFlowchart flow;
static DgGenResult result;

static int load(const char *name)
{
    char path[512];
    LpDiag diag = {0};
    snprintf(path, sizeof path, "%s/scripts/dungeons/%s", LOOPLING_SOURCE_DIR, name);
    int ok = dg_flowchart_load(path, LOOPLING_SOURCE_DIR "/scripts/dungeons/rooms.lua", LOOPLING_SOURCE_DIR,
                               &flow, &diag);
    if (!ok) fprintf(stderr, "%s: %s\n", name, diag.message);
    return ok;
}

static int generate(uint32_t seed, int puzzles)
{
    LpDiag diag = {0};
    DgGenDesc desc = {
        .flowchart = &flow, .seed = seed, .data_dir = LOOPLING_SOURCE_DIR, .no_puzzles = !puzzles};
    int ok = dg_generate(&desc, &result, &diag);
    if (!ok) fprintf(stderr, "seed %u: %s\n", (unsigned)seed, diag.message);
    return ok;
}

static void test_metrics_generated(void)
{
    static const char *const names[] = {"first_visit.lua", "clockwork_castle.lua", "long_quest.lua"};
    for (int f = 0; f < 3; f++) {
        CHECK(load(names[f]));
        int made = 0, spread_lo = 1000, spread_hi = 0;
        for (uint32_t seed = 1; seed <= 12; seed++) {
            if (!generate(seed, 0)) continue;
            made++;
            const DgWorld *w = &result.world;
            DgMetrics m, again;
            dg_metrics(w, &m);
            dg_metrics(w, &again);
            CHECK(!memcmp(&m, &again, sizeof m));
            CHECK_INT(m.rooms, w->room_count);
            CHECK(m.main_rooms >= 2 && m.main_rooms <= m.rooms);
            CHECK_INT(m.linearity, m.main_rooms * 1000 / m.rooms);
            CHECK(m.linearity > 300 && m.linearity <= 1000);
            /* a tree of rooms: a key off the main path means going back through its room */
            CHECK(w->key_count > 0 ? m.backtracking > 0 : m.backtracking >= 0);
            CHECK(m.backtracking <= 3000);
            CHECK(m.density > 50 && m.density < 800);
            CHECK(m.corridor_share >= 0 && m.corridor_share <= 200);
            CHECK(m.floor_tiles > 0 && m.corridor_tiles < m.floor_tiles);
            if (m.backtracking < spread_lo) spread_lo = m.backtracking;
            if (m.backtracking > spread_hi) spread_hi = m.backtracking;
        }
        CHECK_INT(made, 12);
        CHECK(spread_hi > spread_lo); /* the seeds make different dungeons */
    }
}

/* ---- the map ---- */

static uint8_t picture[DG_MAP_H * 16 * (DG_MAP_W * 16 * 4 + 12)];

static const uint8_t *pixel(int stride, int x, int y)
{
    return picture + (size_t)y * (size_t)stride + (size_t)x * 4;
}
/* The middle pixel of tile (tx, ty). */
static const uint8_t *tile_px(int stride, int tx, int ty)
{
    return pixel(stride, tx * S + S / 2, ty * S + S / 2);
}
static int is_rgb(const uint8_t *p, int r, int g, int b)
{
    return p[0] == r && p[1] == g && p[2] == b;
}

static int draw(const DgWorld *w, const DgMapView *v)
{
    int pw, ph;
    dg_map_size(w, S, &pw, &ph);
    int stride = pw * 4 + 12; /* a row with padding the drawing must not touch */
    memset(picture, 0xab, (size_t)stride * (size_t)ph);
    dg_map_draw(w, v, S, picture, stride);
    return stride;
}

/* Pixels of colour rgb inside room r's rectangle. */
static int count_in_room(const DgWorld *w, int stride, int r, const uint8_t rgb[3])
{
    const DgWorldRoom *rm = &w->rooms[r];
    int n = 0;
    for (int y = rm->y * S; y < (rm->y + rm->h) * S; y++)
        for (int x = rm->x * S; x < (rm->x + rm->w) * S; x++)
            n += is_rgb(pixel(stride, x, y), rgb[0], rgb[1], rgb[2]);
    return n;
}

static void test_map_size_and_every_pixel(void)
{
    key_world(&world, 1);
    int pw, ph;
    dg_map_size(&world, S, &pw, &ph);
    CHECK_INT(pw, 17 * S);
    CHECK_INT(ph, 12 * S);
    dg_map_size(&world, 1, &pw, &ph); /* scales outside 2..16 are clamped */
    CHECK_INT(pw, 17 * 2);
    dg_map_size(&world, 99, &pw, &ph);
    CHECK_INT(ph, 12 * 16);
    DgMapView v = {.visited = 1, .you_x = -1, .you_y = -1};
    int stride = draw(&world, &v);
    dg_map_size(&world, S, &pw, &ph);
    int bad_alpha = 0, padding_touched = 0;
    for (int y = 0; y < ph; y++) {
        for (int x = 0; x < pw; x++)
            bad_alpha += pixel(stride, x, y)[3] != 0 && pixel(stride, x, y)[3] != 255;
        for (int k = pw * 4; k < stride; k++)
            padding_touched += picture[(size_t)y * (size_t)stride + (size_t)k] != 0xab;
    }
    CHECK_INT(bad_alpha, 0);
    CHECK_INT(padding_touched, 0);
}

static void test_map_locked_door_and_keys(void)
{
    uint8_t red[3];
    int shape;
    dg_key_look(0, red, &shape);
    CHECK_INT(shape, DG_SHAPE_CIRCLE);
    key_world(&world, 1);
    DgMapView all = {.all = 1, .you_x = -1, .you_y = -1};
    int stride = draw(&world, &all);
    CHECK(is_rgb(tile_px(stride, 11, 3), red[0], red[1], red[2]));  /* the locked door */
    CHECK(is_rgb(tile_px(stride, 8, 8), red[0], red[1], red[2]));   /* the key on the floor */
    CHECK(!is_rgb(tile_px(stride, 10, 3), red[0], red[1], red[2])); /* a plain door beside it */
    /* held: no longer on the floor */
    all.keys = 1;
    stride = draw(&world, &all);
    CHECK(!is_rgb(tile_px(stride, 8, 8), red[0], red[1], red[2]));
    CHECK_INT(tile_px(stride, 8, 8)[3], 255);
    /* a key named blue is drawn blue (a blue triangle) whatever its index */
    uint8_t blue[3];
    dg_key_look(1, blue, &shape);
    CHECK_INT(shape, DG_SHAPE_TRIANGLE);
    snprintf(world.keys[0].name, sizeof world.keys[0].name, "blue");
    CHECK_INT(dg_key_look_of(&world, 0), 1);
    all.keys = 0;
    stride = draw(&world, &all);
    CHECK(is_rgb(tile_px(stride, 11, 3), blue[0], blue[1], blue[2]));
    snprintf(world.keys[0].name, sizeof world.keys[0].name, "mystery"); /* no colour: the first look free */
    CHECK_INT(dg_key_look_of(&world, 0), 0);
}

static void test_key_looks_differ(void)
{
    for (int a = 0; a < DG_MAX_KEYS; a++)
        for (int b = a + 1; b < DG_MAX_KEYS; b++) {
            uint8_t ca[3], cb[3];
            int sa, sb;
            dg_key_look(a, ca, &sa);
            dg_key_look(b, cb, &sb);
            CHECK(memcmp(ca, cb, 3) != 0);
            CHECK(sa != sb);
        }
    static uint8_t icon[24 * 24 * 4];
    uint8_t gold[3];
    int shape;
    dg_key_look(2, gold, &shape);
    CHECK_INT(shape, DG_SHAPE_STAR);
    dg_key_icon(2, 24, icon, 24 * 4);
    CHECK(is_rgb(icon + (12 * 24 + 12) * 4, gold[0], gold[1], gold[2]));
    CHECK_INT(icon[(12 * 24 + 12) * 4 + 3], 255);
    CHECK_INT(icon[3], 0); /* a corner: transparent */
}

static void test_map_fog(void)
{
    key_world(&world, 1);
    DgMapView v = {.visited = 1u << 0, .you_x = -1, .you_y = -1};
    int stride = draw(&world, &v);
    CHECK_INT(tile_px(stride, 2, 2)[3], 255); /* the entrance's floor */
    CHECK_INT(tile_px(stride, 13, 2)[3], 0);  /* room 2: not visited, not drawn */
    CHECK_INT(tile_px(stride, 8, 2)[3], 0);   /* room 1 */
    CHECK_INT(tile_px(stride, 8, 8)[3], 0);   /* room 3's key */
    CHECK_INT(tile_px(stride, 6, 3)[3], 255); /* room 1's door into the entrance: seen from it */
    v.all = 1;
    stride = draw(&world, &v);
    CHECK_INT(tile_px(stride, 13, 2)[3], 255);
    CHECK_INT(tile_px(stride, 8, 2)[3], 255);
    v.all = 0;
    v.visited = 1u << 2;
    stride = draw(&world, &v);
    CHECK_INT(tile_px(stride, 13, 2)[3], 255);
    CHECK_INT(tile_px(stride, 2, 2)[3], 0);
}

static void test_map_pupil(void)
{
    static const uint8_t pink[3] = {255, 40, 170};
    key_world(&world, 1);
    DgMapView v = {.visited = 1, .you_x = 2, .you_y = 2};
    int stride = draw(&world, &v);
    CHECK(is_rgb(tile_px(stride, 2, 2), pink[0], pink[1], pink[2]));
    CHECK_INT(count_in_room(&world, stride, 0, pink) > S * S / 4, 1);
    v.you_x = v.you_y = -1;
    stride = draw(&world, &v);
    CHECK_INT(count_in_room(&world, stride, 0, pink), 0);
}

static void test_map_puzzle_room_and_gate(void)
{
    static const uint8_t white[3] = {255, 255, 255}, tick[3] = {80, 235, 110};
    key_world(&world, 1);
    DgMapView v = {.all = 1, .you_x = -1, .you_y = -1};
    int stride = draw(&world, &v);
    CHECK_INT(count_in_room(&world, stride, 1, white), 0);
    const uint8_t *door = tile_px(stride, 10, 3);
    uint8_t plain[3] = {door[0], door[1], door[2]};
    add_puzzle(&world);
    dg_world_index(&world);
    stride = draw(&world, &v);
    CHECK(count_in_room(&world, stride, 1, white) > 20); /* the badge's R */
    CHECK_INT(count_in_room(&world, stride, 1, tick), 0);
    door = tile_px(stride, 10, 3);
    uint8_t shut[3] = {door[0], door[1], door[2]};
    CHECK(memcmp(shut, plain, 3) != 0);
    v.solved = 1u << 1;
    stride = draw(&world, &v);
    CHECK(count_in_room(&world, stride, 1, tick) > 0);
    door = tile_px(stride, 10, 3);
    CHECK(memcmp(door, shut, 3) != 0); /* the gate open */
    /* too small for letters */
    int pw, ph;
    dg_map_size(&world, 2, &pw, &ph);
    memset(picture, 0, (size_t)pw * (size_t)ph * 4);
    dg_map_draw(&world, &v, 2, picture, pw * 4);
    int whites = 0;
    for (int i = 0; i < pw * ph; i++)
        whites += is_rgb(picture + i * 4, 255, 255, 255);
    CHECK_INT(whites, 0);
}

static void test_map_png(void)
{
    char path[128];
    snprintf(path, sizeof path, "/tmp/loopling_test_dgmap_%d.png", (int)getpid());
    key_world(&world, 1);
    LpDiag diag = {0};
    CHECK(dg_map_write_png(path, &world, S, &diag));
    int w = 0, h = 0, comp = 0;
    uint8_t *img = stbi_load(path, &w, &h, &comp, 0);
    CHECK(img != NULL);
    if (img) {
        CHECK_INT(w, 17 * S);
        CHECK_INT(h, 12 * S);
        CHECK_INT(comp, 3);
        const uint8_t *door = img + ((size_t)(3 * S + S / 2) * (size_t)w + (size_t)(11 * S + S / 2)) * 3;
        CHECK(is_rgb(door, 235, 45, 45));
        CHECK(is_rgb(img, 24, 26, 38)); /* the corner: the dark background */
        stbi_image_free(img);
    }
    unlink(path);
    CHECK(!dg_map_write_png("", &world, S, &diag));
    CHECK(diag.message[0] != '\0');
    begin(&world, 0, 0);
    diag = (LpDiag){0};
    CHECK(!dg_map_write_png(path, &world, S, &diag));
    CHECK(strstr(diag.message, "empty") != NULL);
    CHECK(access(path, F_OK) != 0);
}

/* A generated dungeon with its puzzles: every locked door in its key's colour, every puzzle room
 * lettered, the rooms not visited hidden, and its PNG. */
static void test_map_generated(void)
{
    if (!load("clockwork_castle.lua") || !generate(1, 1)) {
        CHECK(0);
        return;
    }
    const DgWorld *w = &result.world;
    DgMapView v = {.all = 1, .you_x = -1, .you_y = -1};
    int stride = draw(w, &v), locks = 0, lettered = 0;
    for (int d = 0; d < w->door_count; d++) {
        if (!w->doors[d].lock) continue;
        uint8_t rgb[3];
        int shape;
        dg_key_look(dg_key_look_of(w, w->doors[d].lock - 1), rgb, &shape);
        CHECK(is_rgb(tile_px(stride, w->doors[d].x, w->doors[d].y), rgb[0], rgb[1], rgb[2]));
        locks++;
    }
    CHECK(locks > 0);
    static const uint8_t white[3] = {255, 255, 255};
    for (int r = 0; r < w->room_count; r++)
        if (w->rooms[r].puzzle >= 0) lettered += count_in_room(w, stride, r, white) > 20;
    CHECK(w->puzzle_count > 0);
    CHECK_INT(lettered, w->puzzle_count);
    v = (DgMapView){.visited = 1u << w->entrance, .you_x = w->start_x, .you_y = w->start_y};
    stride = draw(w, &v);
    for (int r = 0; r < w->room_count; r++) {
        const DgWorldRoom *rm = &w->rooms[r];
        CHECK_INT(tile_px(stride, rm->x + rm->w / 2, rm->y + rm->h / 2)[3], r == w->entrance ? 255 : 0);
    }
    char path[128];
    snprintf(path, sizeof path, "/tmp/loopling_test_dgmap_gen_%d.png", (int)getpid());
    LpDiag diag = {0};
    CHECK(dg_map_write_png(path, w, S, &diag));
    int iw = 0, ih = 0, comp = 0, pw, ph;
    uint8_t *img = stbi_load(path, &iw, &ih, &comp, 0);
    dg_map_size(w, S, &pw, &ph);
    CHECK(img != NULL);
    CHECK_INT(iw, pw);
    CHECK_INT(ih, ph);
    stbi_image_free(img);
    unlink(path);
}

/* ---- the expressive range ---- */

static int yellow_pixels(const char *path, int *w, int *h)
{
    int comp = 0, n = 0;
    uint8_t *img = stbi_load(path, w, h, &comp, 3);
    if (!img) return -1;
    for (int i = 0; i < *w * *h; i++)
        n += is_rgb(img + i * 3, 253, 231, 37);
    stbi_image_free(img);
    return n;
}

static void test_range_png(void)
{
    static DgMetrics m[50];
    for (int i = 0; i < 50; i++)
        m[i] = (DgMetrics){.linearity = 700, .backtracking = 250, .density = 300, .corridor_share = 40};
    char path[128];
    snprintf(path, sizeof path, "/tmp/loopling_test_dgrange_%d.png", (int)getpid());
    LpDiag diag = {0};
    int w = 0, h = 0;
    CHECK(dg_range_write_png(path, m, 0, "none", &diag));
    int empty = yellow_pixels(path, &w, &h);
    CHECK_INT(w, DG_RANGE_W);
    CHECK_INT(h, DG_RANGE_H);
    CHECK(dg_range_write_png(path, m, 50, "The Clockwork Castle", &diag));
    int full = yellow_pixels(path, &w, &h);
    CHECK_INT(w, DG_RANGE_W);
    CHECK(empty >= 0 && full - empty >= 2 * 300); /* one hot cell in each panel */
    for (int i = 0; i < 50; i++)
        m[i].backtracking = -1; /* no complete walk: left out of the left panel */
    CHECK(dg_range_write_png(path, m, 50, "no walks", &diag));
    int half = yellow_pixels(path, &w, &h);
    CHECK(half - empty >= 300 && half - empty < 2 * 300);
    unlink(path);
    CHECK(!dg_range_write_png(path, NULL, 3, "x", &diag));
    CHECK(!dg_range_write_png("", m, 3, "x", &diag));
}

TEST_MAIN(test_metrics_chain, test_metrics_key_in_a_side_room, test_metrics_gates,
          test_metrics_no_complete_walk, test_metrics_corridor, test_metrics_generated,
          test_map_size_and_every_pixel, test_map_locked_door_and_keys, test_key_looks_differ, test_map_fog,
          test_map_pupil, test_map_puzzle_room_and_gate, test_map_png, test_map_generated, test_range_png)
