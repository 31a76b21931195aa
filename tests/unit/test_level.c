/* test_level.c - toy-car level files: a good level, exact round trips (hand-made and random
 * levels), and one bad file per error with its line number and message. */
#include <stdlib.h>

#include "core/rng.h"
#include "core/sharecode.h"
#include "level_test.h"
#include "modes/toycar/level.h"

static const char good[] = "loopling-level 1\n"
                           "mode: toycar\n"
                           "title: Around the rock\n"
                           "hint: The car turns when it drives onto an arrow.\n"
                           "heading: R\n"
                           "tiles: 2,0,D 2,2,R\n"
                           "board:\n"
                           "C..#.\n"
                           ".#...\n"
                           "...FG\n";

static int parse_level(const char *text, size_t len, const char *label, void *level, LpDiag *diag)
{
    return tc_level_parse(text, len, label, level, diag);
}
static int load_level(const char *path, void *level, LpDiag *diag)
{
    return tc_level_load(path, level, diag);
}
static void write_level(const void *level, LpBuf *out)
{
    tc_level_write(level, out);
}
static int same_level(const void *a, const void *b)
{
    return memcmp(a, b, sizeof(TcLevel)) == 0;
}
static const LevelOps ops = {parse_level, load_level, write_level, same_level};

static void test_parse_good_level(void)
{
    TcLevel lv;
    LpDiag d = {0};
    CHECK(tc_level_parse(good, strlen(good), "around.level", &lv, &d));
    CHECK_STR(lv.title, "Around the rock");
    CHECK_STR(lv.hint, "The car turns when it drives onto an arrow.");
    CHECK_STR(lv.code, "");
    CHECK_INT(lv.has_seed, 0);
    CHECK_INT(lv.board.width, 5);
    CHECK_INT(lv.board.height, 3);
    CHECK_INT(lv.board.car_x, 0);
    CHECK_INT(lv.board.car_y, 0);
    CHECK_INT(lv.board.heading, TC_RIGHT);
    CHECK_INT(lv.board.cells[0][3], TC_OBSTACLE);
    CHECK_INT(lv.board.cells[2][3], TC_FLAG);
    CHECK_INT(lv.board.cells[2][4], TC_GOAL);
    CHECK_INT(lv.board.cells[0][0], TC_EMPTY);
    CHECK_INT(lv.tile_count, 2);
    CHECK_INT(lv.tiles[1].x, 2);
    CHECK_INT(lv.tiles[1].y, 2);
    CHECK_INT(lv.tiles[1].dir, TC_RIGHT);
    CHECK_INT(lv.board.inventory[TC_DOWN], 1);
    CHECK_INT(lv.board.inventory[TC_RIGHT], 1);
    CHECK_INT(lv.board.inventory[TC_LEFT], 0);
    CHECK(tc_certify(&lv.board, lv.tiles, lv.tile_count));

    /* Comments, blank lines, CRLF, extra spaces and keys after the board are fine. */
    static const char loose[] = "; a comment first\r\n"
                                "\r\n"
                                "loopling-level 1\r\n"
                                "board:\r\n"
                                "C..#.  \r\n"
                                "; a comment inside the board\r\n"
                                ".#...\r\n"
                                "...FG\r\n"
                                "heading:   R\r\n"
                                "tiles:2,0,D   2,2,R\r\n"
                                "inventory: R R D L\r\n"
                                "seed: 4294967295\r\n";
    TcLevel lv2;
    CHECK(tc_level_parse(loose, strlen(loose), "loose.level", &lv2, &d));
    CHECK_INT(lv2.board.height, 3);
    CHECK_INT(lv2.board.inventory[TC_RIGHT], 2);
    CHECK_INT(lv2.board.inventory[TC_LEFT], 1);
    CHECK_INT(lv2.has_seed, 1);
    CHECK(lv2.seed == 4294967295u);
    CHECK(memcmp(&lv.board.cells, &lv2.board.cells, sizeof lv.board.cells) == 0);
}

static void test_load_from_file(void)
{
    TcLevel lv;
    check_load_from_file(&ops, good, &lv);
}

static void round_trip(const TcLevel *lv)
{
    TcLevel back;
    check_round_trip(&ops, lv, &back);
}

static void test_round_trip_exact(void)
{
    TcLevel lv;
    LpDiag d = {0};
    CHECK(tc_level_parse(good, strlen(good), "around.level", &lv, &d));
    LpBuf out;
    lp_buf_init(&out);
    tc_level_write(&lv, &out);
    CHECK_STR(out.data, good); /* the file as written by hand is the canonical form */
    lp_buf_free(&out);
    round_trip(&lv);

    /* Extra tiles in the inventory, a seed and a share code are kept. */
    lv.board.inventory[TC_UP] = 3;
    lv.has_seed = 1;
    lv.seed = 123456;
    LpShareParams sp = {.mode = LP_MODE_TOYCAR, .version = 1, .param_a = 5, .param_b = 0, .seed = 123456};
    CHECK(lp_sharecode_encode(&sp, lv.code, &d));
    round_trip(&lv);
}

/* A random but valid level: any size up to the maximum, any cells, random tiles and text. */
static void random_level(LpRng *rng, TcLevel *lv)
{
    memset(lv, 0, sizeof *lv);
    TcBoard *b = &lv->board;
    do {
        b->width = lp_rng_range(rng, 1, TC_MAX_W);
        b->height = lp_rng_range(rng, 1, TC_MAX_H);
    } while (b->width * b->height < 2);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++)
            b->cells[y][x] = (uint8_t)(lp_rng_chance(rng, 1, 2)   ? TC_EMPTY
                                       : lp_rng_chance(rng, 1, 2) ? TC_OBSTACLE
                                                                  : TC_FLAG);
    b->car_x = lp_rng_range(rng, 0, b->width - 1);
    b->car_y = lp_rng_range(rng, 0, b->height - 1);
    b->cells[b->car_y][b->car_x] = TC_EMPTY;
    int gx, gy;
    do {
        gx = lp_rng_range(rng, 0, b->width - 1);
        gy = lp_rng_range(rng, 0, b->height - 1);
    } while (gx == b->car_x && gy == b->car_y);
    b->cells[gy][gx] = TC_GOAL;
    b->heading = (TcDir)lp_rng_below(rng, 4);
    int want = lp_rng_range(rng, 0, 12);
    for (int y = 0; y < b->height && lv->tile_count < want; y++)
        for (int x = 0; x < b->width && lv->tile_count < want; x++)
            if (b->cells[y][x] == TC_EMPTY && !(x == b->car_x && y == b->car_y) && lp_rng_chance(rng, 1, 3))
                lv->tiles[lv->tile_count++] = (TcTile){x, y, (TcDir)lp_rng_below(rng, 4)};
    tc_level_inventory_from_tiles(lv);
    if (lp_rng_chance(rng, 1, 3)) b->inventory[lp_rng_below(rng, 4)] += lp_rng_range(rng, 1, 3);
    int title_len = lp_rng_range(rng, 0, TC_TITLE_MAX - 1);
    for (int i = 0; i < title_len; i++)
        lv->title[i] = (char)lp_rng_range(rng, '!', '~');
    int hint_len = lp_rng_range(rng, 0, 40);
    for (int i = 0; i < hint_len; i++)
        lv->hint[i] = i == 0 || i == hint_len - 1 ? 'h' : (char)lp_rng_range(rng, ' ', '~');
    if (lp_rng_chance(rng, 1, 2)) {
        lv->has_seed = 1;
        lv->seed = lp_rng_next(rng);
    }
    if (lp_rng_chance(rng, 1, 2)) {
        LpShareParams sp = {
            .mode = LP_MODE_TOYCAR, .version = 1, .param_a = 20, .param_b = 3, .seed = lp_rng_next(rng) >> 2};
        LpDiag d;
        lp_sharecode_encode(&sp, lv->code, &d);
    }
}

static void test_round_trip_random_levels(void)
{
    LpRng rng;
    lp_rng_init(&rng, 99, 4);
    int before = test_failures;
    for (int i = 0; i < 2000 && test_failures == before; i++) {
        TcLevel lv;
        random_level(&rng, &lv);
        round_trip(&lv);
    }
}

#define HEAD "loopling-level 1\nheading: R\n"

static const BadCase bad_cases[] = {
    {"mode: toycar\nheading: R\nboard:\nCG\n", 1, "missing header"},
    {"; comment\n\ntitle: x\n", 3, "missing header"},
    {"", 1, "missing header"},
    {"loopling-level one\nboard:\nCG\n", 1, "bad header"},
    {"loopling-level 2\nboard:\nCG\n", 1, "made by a newer Loopling"},
    {HEAD "colour: red\nboard:\nCG\n", 3, "unknown key 'colour'"},
    {HEAD "title: a\ntitle: b\nboard:\nCG\n", 4, "'title' is given twice (first on line 3)"},
    {HEAD "mode: bots\nboard:\nCG\n", 3, "for mode 'bots'"},
    {"loopling-level 1\nheading: X\nboard:\nCG\n", 2, "bad heading 'X'"},
    {"loopling-level 1\nheading: RIGHT\nboard:\nCG\n", 2, "bad heading"},
    {"loopling-level 1\nboard:\nCG\n", 3, "missing heading"},
    {HEAD "board:\nC..\n..\n.G.\n", 5, "different widths"},
    {HEAD "board:\nC..\n.x.\n..G\n", 5, "unknown board character 'x'"},
    {HEAD "board:\nC. .\n...G\n", 4, "unknown board character ' '"},
    {HEAD "board:\n...\n..G\n", 3, "no car (C)"},
    {HEAD "board:\nC..\n.C.\n..G\n", 5, "second car"},
    {HEAD "board:\nC..\n...\n", 3, "no goal (G)"},
    {HEAD "board:\nCG.\n..G\n", 5, "second goal"},
    {HEAD "board:\nCG.......................\n", 4, "bigger than 24x16"},
    {HEAD "board:\nC\n.\n.\n.\n.\n.\n.\n.\n.\n.\n.\n.\n.\n.\n.\nG\n.\n", 20, "bigger than 24x16"},
    {HEAD "tiles: 5,0,D\nboard:\nC...G\n", 3, "outside the 5x1 board"},
    {HEAD "tiles: 1,1,D\nboard:\nC...G\n", 3, "outside"},
    {HEAD "tiles: 2,0,D\nboard:\nC.#.G\n", 3, "not on an empty cell"},
    {HEAD "tiles: 0,0,D\nboard:\nC...G\n", 3, "not on an empty cell"},
    {HEAD "tiles: 4,0,D\nboard:\nC...G\n", 3, "not on an empty cell"},
    {HEAD "tiles: 1,0,D 1,0,U\nboard:\nC...G\n", 3, "two tiles on the same cell"},
    {HEAD "tiles: 1,0,Q\nboard:\nC...G\n", 3, "bad direction"},
    {HEAD "tiles: 1,0,\nboard:\nC...G\n", 3, "bad tile '1,0,'"},
    {HEAD "tiles: 1,0\nboard:\nC...G\n", 3, "bad tile"},
    {HEAD "tiles: -1,0,D\nboard:\nC...G\n", 3, "bad tile"},
    {HEAD "tiles: 1,0,DD\nboard:\nC...G\n", 3, "bad direction"},
    {HEAD "tiles: 1,0,D 2,0,D\ninventory: D U\nboard:\nC...G\n", 4, "fewer D tiles"},
    {HEAD "inventory: D X\nboard:\nC...G\n", 3, "bad inventory tile 'X'"},
    {HEAD "seed: -3\nboard:\nC...G\n", 3, "bad seed"},
    {HEAD "seed: 4294967296\nboard:\nC...G\n", 3, "bad seed"},
    {HEAD "code: TC1F-XXXX-XXXX\nboard:\nC...G\n", 3, "bad code"},
    {HEAD "title: ok\n", 3, "missing board"},
    {HEAD "board:\n\ntitle: x\n", 3, "the board has no rows"},
    {HEAD "board: C..G\n", 3, "after 'board:'"},
    {HEAD "board:\nC..G\n\n....\n", 6, "not 'key: value'"},
    {HEAD "board\nC..G\n", 3, "not 'key: value'"},
};

static void test_bad_files(void)
{
    TcLevel lv;
    check_bad_cases(&ops, bad_cases, (int)(sizeof bad_cases / sizeof bad_cases[0]), &lv);
    /* The column of an unknown board character. */
    LpDiag d = {0};
    const char *t = HEAD "board:\nC..x\n...G\n";
    CHECK(!tc_level_parse(t, strlen(t), "bad.level", &lv, &d));
    CHECK_INT(d.column, 4);
    char msg[600];
    lp_diag_format(&d, msg, sizeof msg);
    CHECK_STR(msg, "bad.level:4: unknown board character 'x' (use . # F G C)");
    /* Too long a title. */
    char longer[400];
    snprintf(longer, sizeof longer, HEAD "title: %0100d\nboard:\nCG\n", 7);
    CHECK(!tc_level_parse(longer, strlen(longer), "bad.level", &lv, &d));
    CHECK_INT(d.line, 3);
    CHECK(strstr(d.message, "too long") != NULL);
}

static void test_never_crashes_on_bytes(void)
{
    LpRng rng;
    lp_rng_init(&rng, 31337, 2);
    static const char marks[] = "\n\0:, .#CGF9-;"; /* board and separator characters */
    char *bytes = malloc(LEVEL_FUZZ_MAX);
    CHECK(bytes != NULL);
    if (!bytes) return;
    for (int i = 0; i < 4000; i++) {
        TcLevel lv;
        LpDiag d = {0};
        size_t n = level_fuzz_input(&rng, i, good, bytes, marks, sizeof marks - 1, 'C');
        int ok = tc_level_parse(bytes, n, "fuzz.level", &lv, &d);
        if (ok) {
            /* Whatever parses is a consistent level that round-trips. */
            CHECK(lv.board.width >= 1 && lv.board.width <= TC_MAX_W);
            CHECK(lv.board.height >= 1 && lv.board.height <= TC_MAX_H);
            round_trip(&lv);
        } else {
            CHECK(d.line >= 1);
            CHECK(d.message[0] != '\0');
        }
    }
    free(bytes);
}

TEST_MAIN(test_parse_good_level, test_load_from_file, test_round_trip_exact, test_round_trip_random_levels,
          test_bad_files, test_never_crashes_on_bytes)
