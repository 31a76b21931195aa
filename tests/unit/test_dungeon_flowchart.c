/* test_dungeon_flowchart.c - the dungeon's flowchart loader (generators/dungeon/flowchart.c): the
 * shipped scripts/dungeons/rooms.lua and its three flowcharts load, clockwork_castle.lua exactly as
 * written; broken and hostile flowcharts written here into a temp folder are refused with file:line
 * and words a teacher can act on (an unknown room, a key never given or given twice or given on one
 * branch only, an endless loop, a memory bomb, a value out of range, an unknown template, a room too
 * large, an empty flow...); a flowchart's own room type wins over rooms.lua's. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/diag.h"
#include "dungeon/dungeon_gen.h"
#include "test.h"

#define DATA LOOPLING_SOURCE_DIR
#define DUNGEONS LOOPLING_SOURCE_DIR "/scripts/dungeons/"
#define ROOMS DUNGEONS "rooms.lua"

static DgFlowchart chart; /* about 20 KiB: not on the stack */
static char message[600];
static char folder[64];

#define CHECK_HAS(hay, needle)                                                                               \
    do {                                                                                                     \
        test_checks++;                                                                                       \
        if (!strstr((hay), (needle))) {                                                                      \
            test_failures++;                                                                                 \
            fprintf(stderr, "%s:%d: \"%s\" does not contain \"%s\"\n", __FILE__, __LINE__, (hay), (needle)); \
        }                                                                                                    \
    } while (0)

/* Load a flowchart (with the shipped rooms.lua unless rooms is given); message = "" or the error. */
static int load(const char *path, const char *rooms)
{
    LpDiag diag = {0};
    message[0] = '\0';
    int ok = dg_flowchart_load(path, rooms ? rooms : ROOMS, DATA, &chart, &diag);
    if (!ok) lp_diag_format(&diag, message, sizeof message);
    return ok;
}

static const char *temp_folder(void)
{
    if (!folder[0]) {
        snprintf(folder, sizeof folder, "/tmp/test_dungeon_flowchart-XXXXXX");
        CHECK(mkdtemp(folder) != NULL);
    }
    return folder;
}

/* Write text to the temp folder as name; returns its path. */
static const char *write_file(const char *name, const char *text)
{
    static char path[128];
    snprintf(path, sizeof path, "%s/%s", temp_folder(), name);
    FILE *f = fopen(path, "w");
    CHECK(f != NULL);
    if (f) {
        fputs(text, f);
        fclose(f);
    }
    return path;
}

/* The flowchart in text is refused: the message names name:line and says reason. */
static void check_refused(const char *name, const char *text, int line, const char *reason)
{
    const char *path = write_file(name, text);
    CHECK(!load(path, NULL));
    char where[160];
    snprintf(where, sizeof where, "%s:%d: ", path, line);
    CHECK_HAS(message, where);
    CHECK_HAS(message, reason);
    unlink(path);
}

static int type_named(const char *name)
{
    for (int i = 0; i < chart.type_count; i++)
        if (!strcmp(chart.types[i].name, name)) return i;
    return -1;
}

static int node_named(const char *name)
{
    for (int i = 0; i < chart.node_count; i++)
        if (!strcmp(chart.nodes[i].name, name)) return i;
    return -1;
}

/* The line of a file where needle first appears (0: nowhere). */
static int line_in_file(const char *path, const char *needle)
{
    char text[512];
    FILE *f = fopen(path, "r");
    int line = 0, found = 0;
    while (f && !found && fgets(text, sizeof text, f)) {
        line++;
        found = strstr(text, needle) != NULL;
    }
    if (f) fclose(f);
    return found ? line : 0;
}

/* Every list is a whole run of seq, and every node is in exactly one list. */
static void check_lists(void)
{
    int seen[DG_MAX_NODES] = {0}, total = chart.flow.count;
    DgList lists[2 * DG_MAX_NODES + 1];
    int n = 0;
    lists[n++] = chart.flow;
    for (int i = 0; i < chart.node_count; i++)
        if (chart.nodes[i].kind == DG_NODE_OPTION) {
            lists[n++] = chart.nodes[i].yes, lists[n++] = chart.nodes[i].no;
            total += chart.nodes[i].yes.count + chart.nodes[i].no.count;
        }
    CHECK_INT(total, chart.node_count);
    for (int k = 0; k < n; k++) {
        CHECK(lists[k].first >= 0 && lists[k].count >= 0 &&
              lists[k].first + lists[k].count <= chart.node_count);
        for (int i = 0; i < lists[k].count; i++)
            seen[chart.seq[lists[k].first + i]]++;
    }
    for (int i = 0; i < chart.node_count; i++)
        CHECK_INT(seen[i], 1);
}

/* Options that read a player model (a share code holds 4 of them, DUNGEON.md 3.8). */
static int model_options(void)
{
    int n = 0;
    for (int i = 0; i < chart.option_count; i++)
        n += chart.options[i].model != DG_MODEL_NONE;
    return n;
}

static void test_shipped_flowcharts_load(void)
{
    static const struct {
        const char *file;
        int options, keys, nodes, puzzles;
    } shipped[] = {
        {"first_visit.lua", 0, 1, 6, 3},
        {"clockwork_castle.lua", 3, 1, 14, 5},
        {"long_quest.lua", 4, 3, 26, 10},
    };
    for (int s = 0; s < 3; s++) {
        char path[256];
        snprintf(path, sizeof path, "%s%s", DUNGEONS, shipped[s].file);
        int ok = load(path, NULL);
        if (!ok) fprintf(stderr, "%s: %s\n", shipped[s].file, message);
        CHECK(ok);
        CHECK(chart.type_count >= 12);
        CHECK(chart.module_count >= 8);
        CHECK_INT(chart.option_count, shipped[s].options);
        CHECK_INT(chart.key_count, shipped[s].keys);
        CHECK_INT(chart.node_count, shipped[s].nodes);
        CHECK(model_options() <= 4);
        int puzzles = 0;
        for (int i = 0; i < chart.node_count; i++)
            puzzles += chart.nodes[i].has_puzzle;
        CHECK_INT(puzzles, shipped[s].puzzles);
        check_lists();
    }
}

static void test_clockwork_castle_exactly(void)
{
    const char *path = DUNGEONS "clockwork_castle.lua";
    CHECK(load(path, NULL));
    CHECK_STR(chart.title, "The Clockwork Castle");
    CHECK_STR(chart.file, path);
    CHECK_INT(chart.room_lo, 8);
    CHECK_INT(chart.room_hi, 12);
    CHECK_INT(chart.flow.count, 9);
    CHECK_STR(chart.keys[0], "red");
    /* the options, in the order they are written */
    CHECK_STR(chart.options[0].name, "bigger_loops");
    CHECK_INT(chart.options[0].model, DG_MODEL_BOTS_SIZE);
    CHECK_INT(chart.options[0].at_least, 6);
    CHECK_INT(chart.options[0].below, INT32_MAX);
    CHECK_INT(chart.options[0].line, line_in_file(path, "name = \"bigger_loops\""));
    CHECK_STR(chart.options[1].name, "car_or_ruin");
    CHECK_INT(chart.options[1].model, DG_MODEL_NONE);
    CHECK_INT(chart.options[1].chance_milli, 500);
    CHECK_INT(chart.options[2].model, DG_MODEL_MAYS_STEP);
    CHECK_INT(chart.options[2].at_least, 6);
    /* the top list: enter, explore, option, key, option, vault, option, throne, leave */
    const DgNode *enter = &chart.nodes[chart.seq[chart.flow.first]];
    CHECK_STR(enter->name, "enter");
    CHECK_INT(enter->type_count, 1);
    CHECK_STR(chart.types[enter->types[0]].name, "gatehouse");
    CHECK_INT(enter->line, line_in_file(path, "action { \"enter\""));
    const DgNode *opt = &chart.nodes[chart.seq[chart.flow.first + 2]];
    CHECK_INT(opt->kind, DG_NODE_OPTION);
    CHECK_INT(opt->option, 0);
    CHECK_INT(opt->yes.count, 1);
    const DgNode *big = &chart.nodes[chart.seq[opt->yes.first]];
    CHECK(big->has_puzzle);
    CHECK_INT(big->puzzle.mode, LP_MODE_BOTS);
    CHECK_STR(big->puzzle.name, "long_loop");
    CHECK_STR(big->puzzle.concept, "loop");
    CHECK_INT(big->puzzle.a_lo, 6);
    CHECK_INT(big->puzzle.a_hi, 8);
    const DgNode *key = &chart.nodes[chart.seq[chart.flow.first + 3]];
    CHECK_STR(key->name, "find the red key");
    CHECK_INT(key->gives, 1);
    CHECK(key->side);
    CHECK_INT(key->type_count, 2);
    CHECK_STR(chart.types[key->types[1]].name, "library");
    const DgNode *vault = &chart.nodes[node_named("open the vault")];
    CHECK_INT(vault->needs, 1);
    CHECK(!vault->side);
    const DgNode *race = &chart.nodes[node_named("race")];
    CHECK_INT(race->puzzle.mode, LP_MODE_TOYCAR);
    CHECK_INT(race->puzzle.a_lo, 5);
    CHECK_INT(race->puzzle.a_hi, 9);
    CHECK_INT(race->puzzle.b_lo, 0);
    CHECK_INT(race->puzzle.b_hi, 1);
    const DgNode *ruin = &chart.nodes[node_named("open the ruin")];
    CHECK_INT(ruin->puzzle.mode, LP_MODE_MAYS);
    CHECK_STR(ruin->puzzle.name, "for");
    CHECK_INT(ruin->puzzle.a_hi, 2);
    CHECK_INT(ruin->puzzle.b_lo, 0); /* distribution: simple when left out */
    const DgNode *extra = &chart.nodes[chart.seq[chart.flow.first + 6]];
    CHECK_INT(extra->no.count, 0);
    /* rooms.lua's modules and room types, as written */
    int g = type_named("gatehouse");
    CHECK(g >= 0);
    const DgRoomType *gate = &chart.types[g];
    CHECK_INT(gate->min_w, 5);
    CHECK_INT(gate->max_h, 7);
    CHECK_INT(gate->doors_lo, 2);
    CHECK_INT(gate->doors_hi, 3);
    CHECK_INT(gate->prop_min[DG_TORCH], 1);
    CHECK_INT(gate->prop_max[DG_TORCH], 3);
    CHECK_INT(gate->side_count, 2);
    CHECK_STR(chart.types[gate->side[0]].name, "closet");
    CHECK_INT(gate->weight, 1);
    CHECK_INT(chart.types[type_named("pillar_hall")].weight, 2);
    CHECK_STR(chart.modules[gate->modules[0]].name, "walls");
    const DgRule *walls = &chart.modules[gate->modules[0]].rules[0];
    CHECK_INT(walls->place, DG_WALL);
    CHECK_INT(walls->on, DG_EMPTY);
    CHECK_INT(walls->next_to, 1u << DG_FLOOR);
    CHECK_INT(walls->reach, 8);
    const DgRule *doors = &chart.modules[gate->modules[1]].rules[0];
    CHECK_INT(doors->place, DG_DOOR);
    CHECK_INT(doors->not_next_to, 1u << DG_DOOR);
    CHECK_INT(doors->reach, 4);
    CHECK_INT(doors->not_corner, 1);
    CHECK_INT(walls->not_corner, 0);
}

static void test_broken_flowcharts_are_refused(void)
{
    check_refused("room.lua",
                  "dungeon = {\n"
                  "  room_count = { 2, 6 },\n"
                  "  flow = {\n"
                  "    action { \"enter\", rooms = { \"gatehouse\" } },\n"
                  "    action { \"rest\", rooms = { \"gatehous\" } },\n"
                  "  },\n"
                  "}\n",
                  5, "room 'gatehous', which is not a room type. Did you mean 'gatehouse'?");
    check_refused("never.lua",
                  "dungeon = {\n"
                  "  room_count = { 2, 6 },\n"
                  "  flow = {\n"
                  "    action { \"enter\", rooms = { \"gatehouse\" } },\n"
                  "    action { \"door\", rooms = { \"vault_gate\" }, needs = \"red\" },\n"
                  "    action { \"leave\", rooms = { \"stairs_down\" } },\n"
                  "  },\n"
                  "}\n",
                  5, "action 'door' needs the 'red' key, but no action before it gives it");
    check_refused(
        "branch.lua",
        "dungeon = {\n"
        "  room_count = { 2, 8 },\n"
        "  flow = {\n"
        "    action { \"enter\", rooms = { \"gatehouse\" } },\n"
        "    option { name = \"coin\", when = { chance = 0.5 },\n"
        "      yes = { action { \"key\", rooms = { \"closet\" }, gives = \"red\", where = \"side\" } },\n"
        "      no = { action { \"hall\", rooms = { \"pillar_hall\" } } } },\n"
        "    action { \"door\", rooms = { \"vault_gate\" }, needs = \"red\" },\n"
        "    action { \"leave\", rooms = { \"stairs_down\" } },\n"
        "  },\n"
        "}\n",
        8, "when 'coin' is no: action 'door' needs the 'red' key");
    check_refused("twice.lua",
                  "dungeon = {\n"
                  "  room_count = { 2, 8 },\n"
                  "  flow = {\n"
                  "    action { \"enter\", rooms = { \"gatehouse\" } },\n"
                  "    action { \"key\", rooms = { \"closet\" }, gives = \"red\", where = \"side\" },\n"
                  "    action { \"more keys\", rooms = { \"well\" }, gives = \"red\", where = \"side\" },\n"
                  "    action { \"leave\", rooms = { \"stairs_down\" } },\n"
                  "  },\n"
                  "}\n",
                  6, "the 'red' key is given twice (also at line 5)");
    check_refused("toycar.lua",
                  "dungeon = {\n"
                  "  room_count = { 2, 8 },\n"
                  "  flow = {\n"
                  "    action { \"race\", rooms = { \"garage\" },\n"
                  "      puzzle = puzzle { mode = \"toycar\", length = { 5, 99 } } },\n"
                  "  },\n"
                  "}\n",
                  5, "length must be from 3 to 41 (it is 99)");
    check_refused(
        "template.lua",
        "dungeon = {\n"
        "  room_count = { 2, 8 },\n"
        "  flow = {\n"
        "    action { \"fix\", rooms = { \"robot_lab\" },\n"
        "      puzzle = puzzle { mode = \"bots\", template = \"medium_loop\", size = { 3, 5 } } },\n"
        "  },\n"
        "}\n",
        5, "there is no robot template 'medium_loop'");
    check_refused(
        "huge.lua",
        "rooms = {\n"
        "  huge = room { min_size = { 16, 16 }, doors = { 2, 2 }, modules = { \"walls\", \"doors\" } },\n"
        "}\n"
        "dungeon = { room_count = { 1, 4 }, flow = { action { \"walk\", rooms = { \"huge\" } } } }\n",
        2, "room 'huge': min_size must be from 1 to 15 tiles a side");
    check_refused("empty.lua",
                  "dungeon = {\n"
                  "  room_count = { 1, 4 },\n"
                  "  flow = {},\n"
                  "}\n",
                  3, "the flow is empty");
    /* a puzzle that would open nothing: in a room off the way, or in the stairs' room */
    check_refused("side_puzzle.lua",
                  "dungeon = { room_count = { 3, 8 }, flow = {\n"
                  "  action { \"enter\", rooms = { \"gatehouse\" } },\n"
                  "  action { \"k\", rooms = { \"closet\" }, gives = \"red\", where = \"side\",\n"
                  "           puzzle = puzzle { mode = \"mays\", concept = \"c\", construct = \"commands\", objects = 1 } },\n"
                  "  action { \"leave\", rooms = { \"stairs_down\" }, needs = \"red\" } } }\n",
                  3, "has no way on");
    check_refused("last_puzzle.lua",
                  "dungeon = { room_count = { 2, 8 }, flow = {\n"
                  "  action { \"enter\", rooms = { \"gatehouse\" } },\n"
                  "  action { \"leave\", rooms = { \"stairs_down\" },\n"
                  "           puzzle = puzzle { mode = \"mays\", concept = \"c\", construct = \"commands\", objects = 1 } } } }\n",
                  4, "would open nothing");
}

static void test_hostile_flowcharts_stop(void)
{
    check_refused("loop.lua", "while true do end\n", 1, "ran too long");
    check_refused("memory.lua", "local t = {} for i=1,1e9 do t[i] = i end\n", 1, "too much memory");
    check_refused("error.lua", "dungeon = {}\nerror(\"stop here\")\n", 2, "stop here");
    /* a bracket left open: Lua sees the end of the file, which is the file's last line */
    check_refused("open.lua", "dungeon = {\n  room_count = { 1, 4 },\n", 2,
                  "the file ends before everything is closed");
    /* a script that redefines the words the loader leans on changes nothing */
    const char *path = write_file(
        "sly.lua",
        "type, next, rawget, rawset = nil, nil, nil, nil\n"
        "dungeon = { room_count = { 1, 2 }, flow = { action { \"walk\", rooms = { \"garden\" } } } }\n");
    CHECK(load(path, NULL));
    CHECK_INT(chart.room_hi, 2);
    unlink(path);
}

static void test_more_mistakes_in_words(void)
{
    static const char head[] = "dungeon = {\n  room_count = { 2, 8 },\n  flow = {\n    action { \"enter\", "
                               "rooms = { \"gatehouse\" } },\n";
    static const char tail[] = "  },\n}\n";
    static const struct {
        const char *body;
        const char *reason;
    } cases[] = {
        {"    option { name = \"x\", when = { chance = 1.5 }, yes = {}, no = {} },\n",
         "chance must be from 0 to 1 (it is 1.5)"},
        {"    option { when = { chance = 0.5 } },\n", "an option needs a name"},
        {"    option { name = \"x\", when = { model = \"bots.size\", at_least = 3, below = 6 } },\n",
         "one of the two"},
        {"    option { name = \"x\", when = { model = \"bots.size\" } },\n", "one of the two"},
        {"    option { name = \"x\", when = { model = \"bots.sise\", at_least = 3 } },\n",
         "Did you mean 'bots.size'?"},
        {"    action { \"door\", rooms = { \"vault_gate\" }, need = \"red\" },\n", "Did you mean 'needs'?"},
        {"    action { \"ruin\", rooms = { \"ruin\" }, puzzle = puzzle { mode = \"mays\", construct = "
         "\"until\", objects = 1 } },\n",
         "construct must be one of: commands for if while"},
        {"    action { \"ruin\", rooms = { \"ruin\" }, puzzle = puzzle { mode = \"mays\", lesson = "
         "\"99_nowhere\" } },\n",
         "there is no mays lesson '99_nowhere'"},
        {"    action { \"race\", rooms = { \"garage\" }, puzzle = puzzle { mode = \"toycar\", length = { 5, "
         "9 }, loops = 2 } },\n",
         "2 loops need a length of at least 10"},
        {"    action { \"race\", rooms = { \"garage\" }, puzzle = puzzle { mode = \"toycar\", length = { 9, "
         "5 } } },\n",
         "goes down"},
        {"    action { \"hide\", rooms = { \"closet\" } },\n    action { \"leave\", rooms = { "
         "\"stairs_down\" } },\n",
         "action 'hide' is on the main path, so its room needs a door in and a door out"},
        {"    action { \"a\", rooms = { \"garden\" } },\n    action { \"b\", rooms = { \"garden\" } },\n"
         "    action { \"c\", rooms = { \"garden\" } },\n    action { \"d\", rooms = { \"garden\" } },\n"
         "    action { \"e\", rooms = { \"garden\" } },\n    action { \"f\", rooms = { \"garden\" } },\n"
         "    action { \"g\", rooms = { \"garden\" } },\n    action { \"h\", rooms = { \"garden\" } },\n",
         "the way through the flow has 9 rooms, but room_count allows at most 8"},
        {"    \"walk\",\n", "item 2 should be action { ... } or option { ... } (it is a string)"},
        {"    action { rooms = { \"garden\" } },\n", "an action starts with its name"},
        {"    action { \"hmm\", rooms = { \"garden\" }, where = \"aside\" },\n",
         "where must be \"main\" or \"side\""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[1200];
        snprintf(text, sizeof text, "%s%s%s", head, cases[i].body, tail);
        const char *path = write_file("words.lua", text);
        CHECK(!load(path, NULL));
        CHECK_HAS(message, "words.lua:");
        CHECK_HAS(message, cases[i].reason);
        unlink(path);
    }
    check_refused("table.lua", "dungeon = {\n  room_count = { 1, 4 },\n  flow = 5,\n}\n", 3,
                  "dungeon.flow is not a table (it is a number)");
    /* too many keys, too many options */
    char text[4000];
    int used = snprintf(text, sizeof text, "%s", head);
    for (int k = 0; k < 7; k++)
        used += snprintf(
            text + used, sizeof text - (size_t)used,
            "    action { \"key %d\", rooms = { \"closet\" }, gives = \"k%d\", where = \"side\" },\n", k, k);
    snprintf(text + used, sizeof text - (size_t)used, "%s", tail);
    check_refused("keys.lua", text, 11, "more than 6 keys");
    used = snprintf(text, sizeof text, "%s", head);
    for (int k = 0; k < 9; k++)
        used += snprintf(text + used, sizeof text - (size_t)used,
                         "    option { name = \"o%d\", when = { chance = 0.5 } },\n", k);
    snprintf(text + used, sizeof text - (size_t)used, "%s", tail);
    check_refused("options.lua", text, 13, "more than 8 options");
    /* a module of the flowchart's own with a misspelt tile; a side room that is no room type */
    check_refused(
        "tile.lua",
        "modules = {\n"
        "  lamps = module { order = 35, rule { place = \"torhc\", on = \"wall\" } },\n"
        "}\n"
        "dungeon = { room_count = { 1, 4 }, flow = { action { \"walk\", rooms = { \"garden\" } } } }\n",
        2, "place \"torhc\" is not a tile. Did you mean \"torch\"?");
    check_refused(
        "side.lua",
        "rooms = {\n"
        "  hall = room { min_size = 5, doors = { 2, 3 }, modules = { \"walls\", \"doors\" },\n"
        "                side_rooms = { \"closett\" } },\n"
        "}\n"
        "dungeon = { room_count = { 1, 4 }, flow = { action { \"walk\", rooms = { \"hall\" } } } }\n",
        2, "side room 'closett', which is not a room type. Did you mean 'closet'?");
    check_refused(
        "nodoors.lua",
        "rooms = { cell = room { min_size = 3, doors = 1, modules = { \"walls\" } } }\n"
        "dungeon = { room_count = { 1, 4 }, flow = { action { \"walk\", rooms = { \"cell\" } } } }\n",
        1, "runs no module that places doors");
    /* a mistake in rooms.lua names rooms.lua */
    const char *rooms =
        write_file("my_rooms.lua", "rooms = { hall = room { min_size = { 5, 5 }, doors = { 0, 2 },\n"
                                   "  modules = { \"walls\" } } }\n");
    char rooms_path[128];
    snprintf(rooms_path, sizeof rooms_path, "%s", rooms);
    CHECK(!load(DUNGEONS "first_visit.lua", rooms_path));
    CHECK_HAS(message, "my_rooms.lua:1: room 'hall': doors must be from 1 to 6 (it is 0)");
    unlink(rooms_path);
}

static void test_own_room_type_wins(void)
{
    const char *path = write_file(
        "own.lua",
        "rooms = {\n"
        "  gatehouse = room { min_size = { 3, 3 }, doors = { 2, 2 },\n"
        "                     modules = { \"walls\", \"doors\" }, weight = 3 },\n"
        "  cellar = room { min_size = 4, max_size = { 6, 5 }, doors = { 1, 2 },\n"
        "                  modules = { \"walls\", \"doors\", \"lamps\" }, side_rooms = { \"well\" } },\n"
        "}\n"
        "modules = { lamps = module { order = 35,\n"
        "  rule { place = \"torch\", on = \"wall\", not_corner = false },\n"
        "  rule { place = \"torch\", on = \"wall\", not_corner = true, reach = 8 } } }\n"
        "dungeon = {\n"
        "  room_count = { 2, 4 },\n"
        "  flow = {\n"
        "    action { \"enter\", rooms = { \"gatehouse\" } },\n"
        "    action { \"down\", rooms = { \"cellar\" } },\n"
        "  },\n"
        "}\n");
    CHECK(load(path, NULL));
    int shipped = 0;
    {
        DgFlowchart *keep = malloc(sizeof *keep);
        LpDiag diag = {0};
        CHECK(keep && dg_flowchart_load(DUNGEONS "first_visit.lua", ROOMS, DATA, keep, &diag));
        shipped = keep ? keep->type_count : 0;
        free(keep);
    }
    CHECK_INT(chart.type_count, shipped + 1); /* the gatehouse replaced, the cellar added */
    int g = type_named("gatehouse"), c = type_named("cellar");
    CHECK(g >= 0 && c >= 0);
    CHECK_INT(chart.types[g].min_w, 3);
    CHECK_INT(chart.types[g].max_w, 3);
    CHECK_INT(chart.types[g].weight, 3);
    CHECK_INT(chart.types[g].side_count, 0);
    CHECK_INT(chart.types[g].line, 2);
    CHECK_INT(chart.types[c].min_h, 4);
    CHECK_INT(chart.types[c].max_w, 6);
    CHECK_STR(chart.types[chart.types[c].side[0]].name, "well");
    CHECK_INT(chart.nodes[0].types[0], g);
    /* the flowchart's own module, its rules in order; true and false as written */
    const DgModule *lamps = &chart.modules[chart.types[c].modules[2]];
    CHECK_STR(lamps->name, "lamps");
    CHECK_INT(lamps->order, 35);
    CHECK_INT(lamps->rule_count, 2);
    CHECK_INT(lamps->rules[0].not_corner, 0);
    CHECK_INT(lamps->rules[1].not_corner, 1);
    CHECK_INT(lamps->rules[1].reach, 8);
    CHECK_INT(lamps->rules[1].line, 9);
    /* without rooms.lua the modules are unknown */
    CHECK(!load(path, ""));
    CHECK(!load(path, "/nonexistent/rooms.lua"));
    CHECK_HAS(message, "can't open the file");
    unlink(path);
    rmdir(temp_folder());
}

TEST_MAIN(test_shipped_flowcharts_load, test_clockwork_castle_exactly, test_broken_flowcharts_are_refused,
          test_hostile_flowcharts_stop, test_more_mistakes_in_words, test_own_room_type_wins)
