/* test_sharecode_golden.c - golden share codes (issue 7): for each mode with a generator, fixed
 * codes -> the level they open -> a hash (FNV-1a 64) of its written level text, compared with
 * checked-in values (each equals the hash of the file loopling-gen writes with --out for that code:
 * toycar --code, bots --code, mays --share-code). A change to a generator that makes an old code open another level fails
 * here; the fix is never to update the hash but to bump the generator's version and keep the old
 * one callable (the rule in core/sharecode.h). GOLDEN_PRINT=1 prints the hashes. Also every
 * mode's parameters survive a round trip through mays_share.h's packing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/bots_gen.h"
#include "core/buf.h"
#include "core/sharecode.h"
#include "mays/grammar.h"
#include "mays/mays_gen.h"
#include "mays/mays_share.h"
#include "modes/bots/level.h"
#include "modes/mays/level.h"
#include "modes/toycar/level.h"
#include "test.h"
#include "toycar/toycar_gen.h"

typedef struct Golden {
    const char *code;
    const char *hash; /* 16 hex digits */
} Golden;

static uint64_t fnv(const char *s)
{
    uint64_t h = 14695981039346656037ull;
    for (; *s; s++) h = (h ^ (uint8_t)*s) * 1099511628211ull;
    return h;
}

static void check_hash(const char *code, LpBuf *text, const char *expected)
{
    char got[20];
    snprintf(got, sizeof got, "%016llx", (unsigned long long)fnv(text->data ? text->data : ""));
    if (getenv("GOLDEN_PRINT")) printf("    {\"%s\", \"%s\"},\n", code, got);
    if (strcmp(got, expected)) fprintf(stderr, "code %s opens another level now (hash %s)\n", code, got);
    CHECK_STR(got, expected);
}

static LpShareParams decode(const char *code, LpMode mode)
{
    LpShareParams sp = {0};
    LpDiag d = {0};
    CHECK(lp_sharecode_decode(code, &sp, &d));
    CHECK_INT((int)sp.mode, (int)mode);
    return sp;
}

/* As the game and loopling-gen toycar --code: the default GA settings; the text --out writes. */
static const Golden toycar_golden[] = {
    {"TC1F-3H00-0005", "418a8efc982d2c0e"},
    {"TC1G-7J00-0C1S", "369339443f25ff6b"},
    /* generator 2 (every flag needs its own arrow) */
    {"TC2H-2G00-0003", "4e6767f6057a950d"},
    {"TC29-AJ00-0003", "3809b9cab1305025"},
};

static void test_toycar_golden(void)
{
    for (size_t i = 0; i < sizeof toycar_golden / sizeof toycar_golden[0]; i++) {
        LpShareParams sp = decode(toycar_golden[i].code, LP_MODE_TOYCAR);
        CHECK(sp.version >= TC_GEN_VERSION_MIN && sp.version <= TC_GEN_VERSION);
        TcGaDesc desc = {.seed = sp.seed, .version = sp.version, .target_length = sp.param_a,
                         .target_loops = sp.param_b};
        static TcGenResult r;
        LpDiag d = {0};
        CHECK(tc_generate(&desc, &r, &d));
        static TcLevel level;
        memset(&level, 0, sizeof level);
        level.has_seed = 1;
        level.seed = sp.seed;
        snprintf(level.title, sizeof level.title, "Puzzle %s", toycar_golden[i].code);
        snprintf(level.hint, sizeof level.hint, "Collect every flag, then drive onto the goal.");
        snprintf(level.code, sizeof level.code, "%s", toycar_golden[i].code);
        level.board = r.build.board;
        level.tile_count = r.build.tile_count;
        memcpy(level.tiles, r.build.tiles, sizeof level.tiles);
        LpBuf text;
        lp_buf_init(&text);
        tc_level_write(&level, &text);
        check_hash(toycar_golden[i].code, &text, toycar_golden[i].hash);
        lp_buf_free(&text);
    }
}

/* As the game and loopling-gen bots --code: the shipped template by id, resized, bots_generate_one
 * with the code's generator. Generator 1's codes still open the puzzles they always opened;
 * generator 2's (issue 19: the par label looks at each candidate) are the puzzles made now:
 * short_loop 6, long_loop 8 (both proven), short_function 8, long_loop and long_function as
 * written (par not proven: shown as a target). Generator 3's (long_loop as written, one whose par
 * is too high and one the long search proves; short_function 4 and short_loop 10, the game's
 * long-search tests) and generator 4's (long_loop as written: from BT36's seed another puzzle,
 * from BT3S's the same one; short_function 4 whose main program folds, par too high) and
 * generator 5's (short_function 4: from that one's seed another puzzle, from BT47-1M6D-5W0D's
 * the same one; long_loop 12 whose loop body a function shortens, par too high) and generator 6's
 * (long_loop 12: from that one's seed another puzzle, from BT58-1CAQ-RQS2's the same one; short_function
 * 6 and long_function 12 whose run is not a shortest route) and generator 7's (the same two seeds: other
 * puzzles, whose runs are shortest routes; long_function 12 whose run was one already, BT6D-2CQN-P7YA's; and
 * BT6N-2CJW-78T0's seed, whose function body a route with a repeat writes shorter: another puzzle;
 * BT61-1PWF-X9AY's, short_function 6, whose body and route in a repeat nested in another is shorter:
 * another puzzle; BT7V-2C9M-NJDP, long_function 12, whose par 19 a second function beats) and generator
 * 8's (from BT7V-2C9M-NJDP's, BT7M-2CK9-DG2C's, BT7S-2C4K-XQSQ's and BT7Y-2CTF-QK4P's seeds other
 * puzzles, no second function shortening them; from BT7R-2C63-4D1Z's, whose par 19 the long search proved,
 * the same puzzle) and generator 9's (a shipped template's main program never comes back to its start:
 * BT8E-2C9M-NJDP's puzzle under its BT9 code). */
static const Golden bots_golden[] = {
    /* generator 1 */
    {"BT12-0P1R-MPAH", "7552ab0e341fb7b9"},
    {"BT17-0PJW-78T0", "0ee9994b76ba5eda"},
    {"BT1Y-2C0J-4FS0", "6aac2aaf39367884"},
    /* generator 2 */
    {"BT2H-0P1R-MPAH", "28f1199f1e141a9a"},
    {"BT24-181R-MPAH", "c6cc0957d45a7264"},
    {"BT2E-1R1R-MPAH", "96268979e1079a33"},
    {"BT2M-1C1R-MPAH", "4b3d5afc01a70204"},
    {"BT2J-2C1R-MPAH", "f64bce75a746a4a1"},
    /* generator 3 */
    {"BT36-1C1R-MPAH", "fa6d3fc61e5efaac"},
    {"BT3S-1C6D-5W0D", "df80e03ac4c60e3e"},
    {"BT38-1M68-6VQ8", "0258043b87009533"},
    {"BT35-0T2T-ZCFV", "3251af474861257c"},
    /* generator 4 */
    {"BT4Q-1C1R-MPAH", "34827602d45734db"},
    {"BT48-1C6D-5W0D", "a7ca605f2543cfa4"},
    {"BT4A-1CQN-P7YA", "8486aafc38dfe43b"},
    {"BT4R-1M1R-MPAH", "b9cee64c5518de53"},
    /* generator 5 */
    {"BT5A-1M1R-MPAH", "908b26951b8a3f3f"},
    {"BT5N-1M6D-5W0D", "12dfe741e3463b5d"},
    {"BT5K-1CK9-DG2C", "89e75557ef5fd240"},
    /* generator 6 */
    {"BT60-1CK9-DG2C", "6d45ce9d929d11af"},
    {"BT6V-1CAQ-RQS2", "7af13ffbd7c3f753"},
    {"BT6H-1P1R-MPAH", "c1250027a1e3712c"},
    {"BT6Z-2CT2-HMAT", "1160934b06e31286"},
    {"BT6N-2CJW-78T0", "eb63f53a50a09d24"},
    {"BT61-1PWF-X9AY", "caae2ba65e8e41a0"},
    /* generator 7 */
    {"BT73-1P1R-MPAH", "ead21646e1db9eef"},
    {"BT7D-2CT2-HMAT", "9f1a55e17af99ec6"},
    {"BT7Z-2CQN-P7YA", "c0b8f78a321dfd2a"},
    {"BT77-2CJW-78T0", "11dabda943767854"},
    {"BT7K-1PWF-X9AY", "e65ecdab45556163"},
    {"BT7V-2C9M-NJDP", "e78d0a0c7ef26518"},
    /* generator 8 */
    {"BT8E-2C9M-NJDP", "747d54c86ce1476e"},
    {"BT81-2CK9-DG2C", "f2a565544dcfc0ca"},
    {"BT8D-2C63-4D1Z", "03b6c6a094ee9fac"},
    {"BT8C-2C4K-XQSQ", "565c5f6ecb384220"},
    {"BT8B-2CTF-QK4P", "8d3ae91b480839c2"},
    /* generator 9 */
    {"BT9W-2C9M-NJDP", "5888821ccef45a2b"},
};

static void test_bots_golden(void)
{
    for (size_t i = 0; i < sizeof bots_golden / sizeof bots_golden[0]; i++) {
        LpShareParams sp = decode(bots_golden[i].code, LP_MODE_BOTS);
        CHECK(sp.version >= BOTS_GEN_VERSION_MIN && sp.version <= BOTS_GEN_VERSION);
        CHECK_INT(bots_code_gen_version(&sp), sp.version);
        const char *name = bots_template_name_for_id(sp.param_a);
        CHECK(name != NULL);
        char path[1024];
        snprintf(path, sizeof path, "%s/scripts/templates/%s.template", LOOPLING_SOURCE_DIR, name ? name : "");
        static BotsTemplate t;
        LpDiag d = {0};
        CHECK(bots_template_load(path, &t, &d));
        CHECK_INT(bots_template_resize(&t, sp.param_b), sp.param_b);
        static BotsGenPuzzle p;
        CHECK(bots_generate_one(&t, bots_code_gen_version(&sp), sp.seed, &p, &d));
        LpBuf text;
        lp_buf_init(&text);
        bots_level_write(&p.level, &text);
        check_hash(bots_golden[i].code, &text, bots_golden[i].hash);
        lp_buf_free(&text);
    }
}

/* As the game's adaptive rooms and loopling-gen mays --share-code: mays_share.h, shipped grammar.
 * Generator 2's codes still open the rooms they always opened (mj_gen_style(2)); generator 3's
 * (issue 19: shapes turned and mirrored, exits on any edge, bigger rooms) still open theirs
 * (mj_gen_style(3)); generator 4's (step 5b opens alternatives, tiles added beside the path stay) theirs,
 * the same rooms' parameters as the MJ3 ones; generator 5's (room for a loop's moves another way) theirs: the
 * same as generator 4's but where an object moves more than one step; generator 6's (an L gate that turns
 * either way) are the rooms made now: generator 5's but where an L block is that gate. */
static const Golden mays_golden[] = {
    {"MJ2T-A000-016J", "d510c60632adcbb1"},
    {"MJ2B-AG00-30ED", "5b75e9504f16830e"},
    {"MJ26-5000-1P83", "6fe8d2edccefad1e"},
    {"MJ2M-KG00-CY9J", "6c8574ed0ff3a453"},
    {"MJ2R-PG00-00R9", "b27b9fed920541b6"},
    {"MJ3K-204D-ZR8M", "ad0ea76c9d4d45f7"},
    {"MJ3D-40BE-G1MJ", "afaa6322e799bc06"},
    {"MJ38-C0TB-0BGR", "ef7af7086bf922de"},
    {"MJ3S-2G97-GNN2", "d4b7d15c3622b713"},
    {"MJ3J-P0YS-13KR", "6e7b1b2529f277f8"},
    {"MJ3R-MGWP-1Q94", "3807c7b70b2cdaa9"},
    {"MJ42-204D-ZR8M", "ad0ea76c9d4d45f7"}, /* MJ3K's room: no alternative opened there */
    {"MJ4W-40BE-G1MJ", "f2b46f9c59d1eed4"},
    {"MJ4S-C0TB-0BGR", "01e86fabf22b2a4e"},
    {"MJ48-2G97-GNN2", "bc758152b7177c2d"},
    {"MJ43-P0YS-13KR", "b79f907193627a85"},
    {"MJ49-MGWP-1Q94", "19a4989f4fa0961b"},
    {"MJ5G-204D-ZR8M", "ad0ea76c9d4d45f7"}, /* MJ42's room: one step, nothing more to make room for */
    {"MJ5T-2G97-GNN2", "bea3ba318f919137"},
    {"MJ5V-MGWP-1Q94", "12f014795ac5caa5"},
    {"MJ63-204D-ZR8M", "ad0ea76c9d4d45f7"}, /* MJ5G's room: no L block */
    {"MJ69-2G97-GNN2", "bea3ba318f919137"}, /* MJ5T's room */
    {"MJ68-2000-003B", "4357650519dc2e47"}, /* its L block a gate that turns either way */
    {"MJ6C-E000-003E", "285ec7bf478b032d"},
};

static void test_mays_golden(void)
{
    LpDiag d = {0};
    const MjGrammar *grammar = mj_grammar_shipped(NULL, &d);
    CHECK(grammar != NULL);
    for (size_t i = 0; i < sizeof mays_golden / sizeof mays_golden[0]; i++) {
        MjShareRoom room;
        char why[200] = "";
        CHECK_INT(mj_share_decode(mays_golden[i].code, &room, why, sizeof why), 1);
        CHECK_INT(room.version, mays_golden[i].code[2] - '0'); /* the room is made by the code's generator */
        static char code[MJ_SYNTH_MAX];
        MjGenDesc desc;
        mj_share_desc(&room, code, &desc);
        desc.grammar = grammar;
        static MjGenResult r;
        CHECK(mj_generate(&desc, &r, &d));
        snprintf(r.level.title, sizeof r.level.title, "%s", mj_share_title(&room));
        LpBuf text;
        lp_buf_init(&text);
        mj_level_write(&r.level, &text);
        check_hash(mays_golden[i].code, &text, mays_golden[i].hash);
        lp_buf_free(&text);
    }
}

/* Every May's Journey room's parameters survive the code, and bad ones are refused in words. */
static void test_mays_share_round_trip(void)
{
    for (int c = 0; c < 4; c++)
        for (int o = 1; o <= 3; o++)
            for (int dist = 0; dist < 3; dist++) {
                MjShareRoom room = {c, o, dist, (uint32_t)(c * 7919 + o * 104729 + dist * 1299709) & 0x3FFFFFFFu}, back;
                char code[LP_SHARECODE_MAX], why[200] = "";
                CHECK(mj_share_encode(&room, code));
                CHECK_INT(mj_share_decode(code, &back, why, sizeof why), 1);
                CHECK_INT(back.construct, c);
                CHECK_INT(back.objects, o);
                CHECK_INT(back.distribution, dist);
                CHECK_INT((int)back.seed, (int)room.seed);
            }
    char code[LP_SHARECODE_MAX], why[200] = "";
    MjShareRoom room;
    CHECK(!mj_share_encode(&(MjShareRoom){0, 0, 0, 1}, code));
    CHECK(!mj_share_encode(&(MjShareRoom){0, 1, 3, 1}, code));
    CHECK(!mj_share_encode(&(MjShareRoom){0, 1, 0, 1u << 30}, code));
    LpDiag d = {0};
    /* a version this build does not make (a newer one, or generator 1's built-in table): refused
     * in words naming the versions it opens */
    CHECK(lp_sharecode_encode(&(LpShareParams){LP_MODE_MAYS, MJ_GEN_VERSION + 1, 5, 0, 9}, code, &d));
    CHECK_INT(mj_share_decode(code, &room, why, sizeof why), 0);
    CHECK(strstr(why, "generator") != NULL);
    CHECK(lp_sharecode_encode(&(LpShareParams){LP_MODE_MAYS, 1, 5, 0, 9}, code, &d));
    CHECK_INT(mj_share_decode(code, &room, why, sizeof why), 0);
    CHECK(strstr(why, "generator 1;") != NULL && strstr(why, "2 to 6") != NULL);
    /* new rooms are shared as the current version; a decoded MJ2 room keeps 2 through a round trip */
    CHECK(mj_share_encode(&(MjShareRoom){1, 2, 1, 77}, code));
    CHECK_INT(code[2], '0' + MJ_GEN_VERSION);
    CHECK_INT(mj_share_decode("MJ2B-AG00-30ED", &room, why, sizeof why), 1);
    CHECK_INT(room.version, 2);
    CHECK(mj_share_encode(&room, code));
    CHECK_STR(code, "MJ2B-AG00-30ED");
    static char synth[MJ_SYNTH_MAX];
    MjGenDesc desc;
    mj_share_desc(&room, synth, &desc);
    CHECK_INT(desc.version, 2);
    CHECK(!mj_share_encode(&(MjShareRoom){1, 2, 1, 77, 1}, code)); /* no generator 1 rooms are made */
    /* parameters no room has: distribution 3, or param_b set */
    CHECK(lp_sharecode_encode(&(LpShareParams){LP_MODE_MAYS, MJ_GEN_VERSION, 5 | 3 << 4, 0, 9}, code, &d));
    CHECK_INT(mj_share_decode(code, &room, why, sizeof why), 0);
    CHECK(lp_sharecode_encode(&(LpShareParams){LP_MODE_MAYS, MJ_GEN_VERSION, 5, 1, 9}, code, &d));
    CHECK_INT(mj_share_decode(code, &room, why, sizeof why), 0);
    CHECK(strstr(why, "cannot make") != NULL);
    /* another mode: not a May's Journey code (-1), and a typo: the codec's words */
    CHECK_INT(mj_share_decode("TC1F-3H00-0005", &room, why, sizeof why), -1);
    why[0] = '\0';
    CHECK_INT(mj_share_decode("TC1F-3H00-0006", &room, why, sizeof why), -1);
    CHECK(why[0] != '\0');
}

TEST_MAIN(test_mays_share_round_trip, test_toycar_golden, test_bots_golden, test_mays_golden)
