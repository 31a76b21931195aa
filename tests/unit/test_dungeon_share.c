/* test_dungeon_share.c - the shipped flowcharts and their DG codes: every option combination of
 * every shipped flowchart certified over many seeds; a code opens the same dungeon (puzzles
 * included) whatever the opener's own models say; the table's file hashes are the shipped files'
 * (an edited flowchart or rooms.lua is a new DG_GEN_VERSION); a changed copy, another generator
 * version and an unknown dungeon are refused in words; golden codes pin their dungeons' level
 * text (GOLDEN_PRINT=1 prints the hashes; never update one: bump DG_GEN_VERSION, as
 * core/sharecode.h says). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/buf.h"
#include "core/sharecode.h"
#include "dungeon/dungeon_gen.h"
#include "dungeon/dungeon_share.h"
#include "modes/dungeon/level.h"
#include "test.h"

#define DATA LOOPLING_SOURCE_DIR
#define ROOMS DATA "/scripts/dungeons/rooms.lua"

static const char *const shipped[] = {"first_visit.lua", "clockwork_castle.lua", "long_quest.lua"};
static DgFlowchart flow;
static DgGenResult result, again;

static int load(const char *name)
{
    char path[600];
    snprintf(path, sizeof path, "%s/scripts/dungeons/%s", DATA, name);
    LpDiag diag = {0};
    int ok = dg_flowchart_load(path, ROOMS, DATA, &flow, &diag);
    if (!ok) fprintf(stderr, "%s:%d: %s\n", diag.file, diag.line, diag.message);
    return ok;
}

/* Every combination of each shipped flowchart's model options, 120 seeds each, layout alone:
 * every one certified (the full 10,000-seed sweep runs in e2e.cli_dungeon on the release build). */
static void test_every_combination_certified(void)
{
    for (int s = 0; s < 3; s++) {
        CHECK(load(shipped[s]));
        int models = dg_share_model_options(&flow);
        CHECK(models <= DG_SHARE_MODEL_BITS);
        for (int bits = 0; bits < 1 << models; bits++) {
            DgDecisions forced;
            dg_share_forced(&flow, bits, &forced);
            int certified = 0;
            for (uint32_t seed = 1; seed <= 120; seed++) {
                DgGenDesc desc = {.flowchart = &flow, .seed = seed, .forced = &forced, .no_puzzles = 1};
                LpDiag diag = {0};
                certified += dg_generate(&desc, &result, &diag) && result.certificate.ok;
                if (dg_share_bits(&flow, &result.path.decisions) != bits)
                    fprintf(stderr, "%s: bits %d came out as %d\n", shipped[s], bits,
                            dg_share_bits(&flow, &result.path.decisions));
            }
            CHECK_INT(certified, 120);
        }
    }
}

static void test_table_matches_shipped_files(void)
{
    char why[300];
    for (int s = 0; s < 3; s++) {
        int id = dg_share_id(shipped[s]);
        CHECK(id > 0);
        int ok = dg_share_files_ok(DATA, id, DG_GEN_VERSION, why, sizeof why);
        if (!ok)
            fprintf(stderr, "%s: %s (a shipped flowchart or rooms.lua changed: that is a new DG_GEN_VERSION, "
                            "with this row kept for the old one)\n", shipped[s], why);
        CHECK(ok);
    }
    CHECK_INT(dg_share_id("my_own.lua"), 0);
}

/* A code made for one pupil opens the same dungeon, puzzles and all, for a pupil whose models
 * would have decided every option the other way. */
static void test_code_opens_the_same_dungeon(void)
{
    for (int s = 0; s < 3; s++) {
        CHECK(load(shipped[s]));
        DgGenDesc desc = {.flowchart = &flow, .seed = 77 + (uint32_t)s, .data_dir = DATA};
        desc.pupil.value[DG_MODEL_BOTS_SIZE] = 8;
        desc.pupil.value[DG_MODEL_MAYS_STEP] = 9;
        desc.pupil.value[DG_MODEL_TOYCAR_LENGTH] = 12;
        LpDiag diag = {0};
        CHECK(dg_generate(&desc, &result, &diag));
        dg_share_name(&flow, ROOMS, &result);
        CHECK(result.world.code[0] == 'D');
        CHECK(result.world.puzzle_count > 0);
        static DgFlowchart other;
        CHECK(dg_share_open(result.world.code, DATA, 0, &other, &again, &diag));
        CHECK_STR(again.world.code, result.world.code);
        CHECK(memcmp(&again.world, &result.world, sizeof again.world) == 0);
        CHECK(again.path.decisions.yes == result.path.decisions.yes);
    }
}

static void test_refusals(void)
{
    char why[300], code[LP_SHARECODE_MAX];
    DgShareDungeon sd;
    LpDiag diag = {0};
    /* another generator version */
    CHECK(lp_sharecode_encode(&(LpShareParams){LP_MODE_DUNGEON, DG_GEN_VERSION + 1, 2, 0, 5}, code, &diag));
    CHECK_INT(dg_share_decode(code, &sd, why, sizeof why), 0);
    CHECK(strstr(why, "generator") != NULL);
    /* a dungeon this Loopling does not have */
    CHECK(lp_sharecode_encode(&(LpShareParams){LP_MODE_DUNGEON, DG_GEN_VERSION, 60, 0, 5}, code, &diag));
    CHECK_INT(dg_share_decode(code, &sd, why, sizeof why), 0);
    CHECK(strstr(why, "number 60") != NULL);
    /* another mode's code, and no code at all */
    CHECK_INT(dg_share_decode("BT12-0P1R-MPAH", &sd, why, sizeof why), -1);
    CHECK_INT(dg_share_decode("hello", &sd, why, sizeof why), -1);
    /* a data folder whose flowchart changed refuses, naming the file */
    char dir[] = "/tmp/lp_dg_share_XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char sub[200], cmd[700];
    snprintf(sub, sizeof sub, "%s/scripts/dungeons", dir);
    snprintf(cmd, sizeof cmd, "mkdir -p %s && cp %s/scripts/dungeons/*.lua %s/ && echo '-- mine' >> %s/clockwork_castle.lua",
             sub, DATA, sub, sub);
    CHECK(system(cmd) == 0);
    CHECK(dg_share_files_ok(dir, dg_share_id("first_visit.lua"), DG_GEN_VERSION, why, sizeof why));
    CHECK(!dg_share_files_ok(dir, dg_share_id("clockwork_castle.lua"), DG_GEN_VERSION, why, sizeof why));
    CHECK(strstr(why, "clockwork_castle.lua") != NULL && strstr(why, "changed") != NULL);
    CHECK(dg_share_encode(dg_share_id("clockwork_castle.lua"), DG_GEN_VERSION, 0, 9, code));
    CHECK(!dg_share_open(code, dir, 1, &flow, &result, &diag));
    CHECK(strstr(diag.message, "changed") != NULL);
    /* ... and a dungeon made from that copy gets no code */
    char path[300], rooms[300];
    snprintf(path, sizeof path, "%s/clockwork_castle.lua", sub);
    snprintf(rooms, sizeof rooms, "%s/rooms.lua", sub);
    CHECK(dg_flowchart_load(path, rooms, DATA, &flow, &diag));
    DgGenDesc desc = {.flowchart = &flow, .seed = 9, .no_puzzles = 1};
    CHECK(dg_generate(&desc, &result, &diag));
    dg_share_name(&flow, rooms, &result);
    CHECK_STR(result.world.code, "");
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK(system(cmd) == 0);
}

static uint64_t fnv64(const char *s, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) h = (h ^ (uint8_t)s[i]) * 1099511628211ull;
    return h;
}

typedef struct Golden {
    const char *code;
    const char *hash; /* FNV-1a 64 of the dungeon's level file (dg_level_write), 16 hex digits */
} Golden;

static const Golden golden[] = {
    {"DG1M-0G00-0001", "0c3eab3a8d5c60fc"},
    {"DG1W-1000-0001", "5a9fa18b45be04b9"},
    {"DG1P-1G00-0001", "5c63940c8e60b4da"},
    /* generator 2: the same flowcharts and seeds, toy-car and robot rooms by their generator 2 */
    {"DG27-0G00-0001", "937e8abba7b0cee9"},
    {"DG2F-1000-0001", "9a867eb75b7b4752"},
    {"DG25-1G00-0001", "af2c43c705c4b1f1"},
    /* generator 3: the same again, robot rooms by robot generator 6, May's by May's 5 */
    {"DG3N-0G00-0001", "1cb7d7f75f8030db"},
    {"DG3X-1000-0001", "5661f997bd1fbbca"},
    {"DG3Q-1G00-0001", "8c0ea2fc2306bfc6"},
};

/* Each version opens with its own rooms: a DG1 code with TC1/BT1 codes (as it always did), its DG2
 * twin (the same flowchart, decisions, seed) with TC2/BT2, the DG3 twin with TC2/BT6 and MJ5; the
 * layout is the same, and May's rooms the same in DG1 and DG2 (MJ2). */
static void test_versions(void)
{
    static DgGenResult one, two, three;
    static DgFlowchart other, third;
    LpDiag diag = {0};
    CHECK(dg_share_open("DG1P-1G00-0001", DATA, 0, &flow, &one, &diag));
    CHECK(dg_share_open("DG25-1G00-0001", DATA, 0, &other, &two, &diag));
    CHECK(dg_share_open("DG3Q-1G00-0001", DATA, 0, &third, &three, &diag));
    CHECK_INT(one.version, 1);
    CHECK_INT(two.version, 2);
    CHECK_INT(three.version, 3);
    CHECK_STR(one.world.code, "DG1P-1G00-0001");
    CHECK_STR(two.world.code, "DG25-1G00-0001");
    CHECK_STR(three.world.code, "DG3Q-1G00-0001");
    CHECK_INT(one.world.puzzle_count, two.world.puzzle_count);
    CHECK_INT(two.world.puzzle_count, three.world.puzzle_count);
    CHECK(memcmp(one.world.tile, two.world.tile, sizeof one.world.tile) == 0);
    CHECK(memcmp(two.world.tile, three.world.tile, sizeof two.world.tile) == 0);
    int tc = 0, bt = 0, mj = 0;
    for (int i = 0; i < one.world.puzzle_count; i++) {
        const char *a = one.world.puzzles[i].code, *b = two.world.puzzles[i].code,
                   *c = three.world.puzzles[i].code;
        CHECK(one.world.puzzles[i].verified && two.world.puzzles[i].verified &&
              three.world.puzzles[i].verified);
        CHECK(a[0] == b[0] && a[1] == b[1] && b[0] == c[0] && b[1] == c[1]); /* the same mode */
        if (!strncmp(a, "MJ", 2) && a[2] != 'Z') {                           /* not a lesson */
            mj++;
            CHECK_STR(a, b);
            CHECK(b[2] == '2' && c[2] == '5');
        }
        if (!strncmp(a, "TC", 2)) {
            tc++;
            CHECK(a[2] == '1' && b[2] == '2');
            CHECK_STR(b, c);
        }
        if (!strncmp(a, "BT", 2)) {
            bt++;
            CHECK(a[2] == '1' && b[2] == '2' && c[2] == '6');
        }
    }
    CHECK(tc >= 1 && bt >= 1 && mj >= 1);
    /* a desc's version 0 is the newest; one this build does not make is refused in words */
    DgGenDesc desc = {.flowchart = &flow, .seed = 1, .data_dir = DATA, .version = DG_GEN_VERSION + 1};
    CHECK(!dg_generate(&desc, &one, &diag));
    CHECK(strstr(diag.message, "generator") != NULL);
}

static void test_golden_codes(void)
{
    int print = getenv("GOLDEN_PRINT") != NULL;
    for (size_t i = 0; i < sizeof golden / sizeof golden[0]; i++) {
        LpDiag diag = {0};
        CHECK(dg_share_open(golden[i].code, DATA, 0, &flow, &result, &diag));
        LpBuf text;
        lp_buf_init(&text);
        dg_level_write(&result.world, &text);
        char got[17];
        snprintf(got, sizeof got, "%016llx", (unsigned long long)fnv64(text.data ? text.data : "", text.count));
        if (print) printf("    {\"%s\", \"%s\"},\n", golden[i].code, got);
        if (strcmp(got, golden[i].hash))
            fprintf(stderr, "code %s opens another dungeon now (hash %s): bump DG_GEN_VERSION\n", golden[i].code, got);
        CHECK_STR(got, golden[i].hash);
        lp_buf_free(&text);
    }
}

TEST_MAIN(test_every_combination_certified, test_table_matches_shipped_files, test_code_opens_the_same_dungeon,
          test_refusals, test_golden_codes, test_versions)
