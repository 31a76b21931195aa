/* test_dungeon_level.c - dungeon level files (game/modes/dungeon/level.h): generated dungeons of
 * the three shipped flowcharts written, read back and compared byte for byte; a hand-written
 * level read field by field; teacher text with quotes, backslashes and control characters written
 * safely; every kind of broken file refused at its file:line with words that name the problem;
 * truncated, mutated and random input refused without a crash. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/lessoncode.h"
#include "dungeon/dungeon_gen.h"
#include "modes/dungeon/level.h"
#include "test.h"

#define LABEL "bad.level"

/* Two rooms joined by a corridor, the second locked with the red key and gated by its puzzle,
 * then the stairs room. Line numbers below are this text's. */
static const char *const base[] = {
    "loopling-level 1",                              /* 1 */
    "mode: dungeon",                                 /* 2 */
    "title: Two rooms and the stairs",               /* 3 */
    "flowchart: tiny.lua",                           /* 4 */
    "code: DG1X-1G00-0007",                          /* 5 */
    "seed: 7",                                       /* 6 */
    "start: 2,2",                                    /* 7 */
    "entrance: 0",                                   /* 8 */
    "exit: 2",                                       /* 9 */
    "keys:",                                         /* 10 */
    "  red: 3,4",                                    /* 11 */
    "rooms:",                                        /* 12 */
    "  0: hall 1,1 5x5 main \"enter\"",              /* 13 */
    "  1: robot_lab 7,1 5x5 main \"fix the robot\"", /* 14 */
    "  2: stairs_down 13,1 5x5 main \"leave\"",      /* 15 */
    "doors:",                                        /* 16 */
    "  5,2 room 0 to 1",                             /* 17 */
    "  7,2 room 1 to 0 lock red",                    /* 18 */
    "  11,3 room 1 to 2 gate",                       /* 19 */
    "  13,3 room 2 to 1",                            /* 20 */
    "corridors:",                                    /* 21 */
    "  0 to 1: 6,2",                                 /* 22 */
    "  1 to 2: 12,3",                                /* 23 */
    "puzzles:",                                      /* 24 */
    "  1: bots BT12-0P1R-MPAH \"loop\" verified",    /* 25 */
    "grid:",                                         /* 26 */
    "|                   |",                         /* 27 */
    "| ##### ##### ##### |",                         /* 28 */
    "| #...+.+...# #...# |",                         /* 29 */
    "| #...# #.T.+.+...# |",                         /* 30 */
    "| #.k.# #...# #.>.# |",                         /* 31 */
    "| ##### ##### ##### |",                         /* 32 */
    "|                   |",                         /* 33 */
};
#define BASE_LINES ((int)(sizeof base / sizeof base[0]))

/* An edit of the base text: line `at` replaced by `with` (NULL: removed), or `with` put before
 * line `at` when insert. */
typedef struct Edit {
    int at;
    const char *with;
    int insert;
} Edit;

/* The base text with the edits made, into buf. */
static void make(LpBuf *buf, const Edit *edits, int n)
{
    lp_buf_clear(buf);
    for (int ln = 1; ln <= BASE_LINES; ln++) {
        int replaced = 0;
        for (int e = 0; e < n; e++) {
            if (edits[e].at != ln) continue;
            if (edits[e].with) lp_buf_printf(buf, "%s\n", edits[e].with);
            replaced |= !edits[e].insert;
        }
        if (!replaced) lp_buf_printf(buf, "%s\n", base[ln - 1]);
    }
}

static DgWorld world_a, world_b;

/* The text is refused at LABEL:line with a message holding `words`. */
static void expect_refused(const char *text, size_t len, int line, const char *words, int src_line)
{
    LpDiag diag = {0};
    int ok = dg_level_parse(text, len, LABEL, &world_a, &diag);
    if (ok || diag.line != line || strcmp(diag.file, LABEL) || !strstr(diag.message, words))
        fprintf(stderr, "test line %d: got %s %s:%d: %s (want line %d, '%s')\n", src_line,
                ok ? "accepted" : "refused", diag.file, diag.line, diag.message, line, words);
    CHECK(!ok);
    CHECK_STR(diag.file, LABEL);
    CHECK_INT(diag.line, line);
    CHECK(strstr(diag.message, words) != NULL);
}

static void refused_with(const Edit *edits, int n, int line, const char *words, int src_line)
{
    LpBuf text;
    lp_buf_init(&text);
    make(&text, edits, n);
    expect_refused(text.data, text.count, line, words, src_line);
    lp_buf_free(&text);
}

#define REFUSED1(at_, with_, line_, words_) refused_with(&(Edit){at_, with_, 0}, 1, line_, words_, __LINE__)
#define INSERTED(at_, with_, line_, words_) refused_with(&(Edit){at_, with_, 1}, 1, line_, words_, __LINE__)
#define REFUSED(edits_, line_, words_) \
    refused_with(edits_, (int)(sizeof edits_ / sizeof edits_[0]), line_, words_, __LINE__)

/* Written, read back: the same world; written again: the same bytes. Returns 1 when all hold. */
static int round_trip(const DgWorld *w, const char *what)
{
    LpBuf first, second;
    lp_buf_init(&first);
    lp_buf_init(&second);
    dg_level_write(w, &first);
    LpDiag diag = {0};
    int ok = dg_level_parse(first.data, first.count, "written.level", &world_b, &diag);
    if (!ok) fprintf(stderr, "%s: %s:%d: %s\n%s", what, diag.file, diag.line, diag.message, first.data);
    int same = ok && memcmp(w, &world_b, sizeof *w) == 0;
    if (ok && !same) fprintf(stderr, "%s: read back differently\n%s", what, first.data);
    dg_level_write(&world_b, &second);
    int bytes = first.count == second.count && !memcmp(first.data, second.data, first.count);
    lp_buf_free(&first);
    lp_buf_free(&second);
    return ok && same && bytes;
}

/* ---- reading and writing ---- */

static void test_base_level_reads(void)
{
    LpBuf text;
    lp_buf_init(&text);
    make(&text, NULL, 0);
    LpDiag diag = {0};
    DgWorld *w = &world_a;
    CHECK(dg_level_parse(text.data, text.count, LABEL, w, &diag));
    CHECK_STR(w->title, "Two rooms and the stairs");
    CHECK_STR(w->flowchart, "tiny.lua");
    CHECK_STR(w->code, "DG1X-1G00-0007");
    CHECK_INT(w->seed, 7);
    CHECK_INT(w->w, 19);
    CHECK_INT(w->h, 7);
    CHECK_INT(w->start_x, 2);
    CHECK_INT(w->start_y, 2);
    CHECK_INT(w->exit, 2);
    CHECK_INT(w->room_count, 3);
    CHECK_STR(w->rooms[1].type, "robot_lab");
    CHECK_STR(w->rooms[1].action, "fix the robot");
    CHECK_INT(w->rooms[1].x, 7);
    CHECK_INT(w->rooms[1].w, 5);
    CHECK_INT(w->rooms[1].main, 1);
    CHECK_INT(w->rooms[0].puzzle, -1);
    CHECK_INT(w->rooms[1].puzzle, 0);
    CHECK_INT(w->key_count, 1);
    CHECK_STR(w->keys[0].name, "red");
    CHECK_INT(w->keys[0].x, 3);
    CHECK_INT(w->keys[0].y, 4);
    CHECK_INT(w->door_count, 4);
    CHECK_INT(w->doors[1].lock, 1);
    CHECK_INT(w->doors[1].room, 1);
    CHECK_INT(w->doors[1].to, 0);
    CHECK_INT(w->doors[2].gate, 2);
    CHECK_INT(w->doors[0].lock + w->doors[0].gate, 0);
    CHECK_INT(w->corridor_count, 2);
    CHECK_INT(w->corridors[1].from, 1);
    CHECK_INT(w->corridors[1].tiles[0][0], 12);
    CHECK_INT(w->puzzle_count, 1);
    CHECK_INT(w->puzzles[0].mode, LP_MODE_BOTS);
    CHECK_STR(w->puzzles[0].code, "BT12-0P1R-MPAH");
    CHECK_STR(w->puzzles[0].concept, "loop");
    CHECK_INT(w->puzzles[0].verified, 1);
    CHECK_INT(w->puzzles[0].lesson, 0);
    CHECK_INT(w->tile[3][9], DG_TERMINAL);
    CHECK_INT(w->tile[4][15], DG_STAIRS);
    CHECK_INT(w->owner[2][6], DG_OWNER_CORRIDOR); /* dg_world_index ran */
    CHECK_INT(w->owner[3][9], 1);
    CHECK_INT(w->owner[0][0], DG_OWNER_NONE);
    CHECK(round_trip(w, "base"));
    /* the same file with Windows line ends */
    LpBuf crlf;
    lp_buf_init(&crlf);
    for (size_t i = 0; i < text.count; i++)
        lp_buf_puts(&crlf, text.data[i] == '\n' ? "\r\n" : (char[]){text.data[i], 0});
    CHECK(dg_level_parse(crlf.data, crlf.count, LABEL, &world_b, &diag));
    CHECK(memcmp(w, &world_b, sizeof *w) == 0);
    lp_buf_free(&crlf);
    lp_buf_free(&text);
}

/* Comments, blank lines before the header, tabs, sections in another order, quoted names with
 * escapes, a key that lies nowhere, a lesson's code, no title, flowchart, code or seed. */
static void test_hand_written_variants(void)
{
    char lesson[LP_SHARECODE_MAX], text[2048];
    LpDiag diag = {0};
    CHECK(lp_lesson_code(LP_MODE_MAYS, 12, "a lesson", 8, lesson, &diag));
    snprintf(text, sizeof text,
             "; a teacher's dungeon\n\nloopling-level 1\nmode: dungeon\ngrid:\n"
             "|#####|\n|#.k.#|\n|#.T.#|\n|#####|\n"
             "\npuzzles:\n\t0: mays %s \"if \\\"then\\\" \\\\ else\" lesson\n"
             "rooms:\n  ; the only room\n  0: \"great hall\" 0,0 5x4 side\n"
             "keys:\n  \"red: one\": 2,1\n  gold: none\nentrance: 0\nexit: 0\nstart: 1,1\n",
             lesson);
    DgWorld *w = &world_a;
    int ok = dg_level_parse(text, strlen(text), LABEL, w, &diag);
    if (!ok) fprintf(stderr, "%s:%d: %s\n", diag.file, diag.line, diag.message);
    CHECK(ok);
    CHECK_STR(w->title, "");
    CHECK_INT(w->seed, 0);
    CHECK_INT(w->w, 5);
    CHECK_INT(w->h, 4);
    CHECK_STR(w->rooms[0].type, "great hall");
    CHECK_STR(w->rooms[0].action, "");
    CHECK_INT(w->rooms[0].main, 0);
    CHECK_STR(w->keys[0].name, "red: one");
    CHECK_STR(w->keys[1].name, "gold");
    CHECK_INT(w->keys[1].x + w->keys[1].y, 0);
    CHECK_STR(w->puzzles[0].concept, "if \"then\" \\ else");
    CHECK_INT(w->puzzles[0].lesson, 1);
    CHECK_INT(w->puzzles[0].verified, 0);
    CHECK_INT(w->rooms[0].puzzle, 0);
    CHECK(round_trip(w, "variants"));
    /* a lesson's code is a lesson whether or not the file says so */
    char *say = strstr(text, " lesson\n");
    memcpy(say, "       ", 7);
    CHECK(dg_level_parse(text, strlen(text), LABEL, w, &diag));
    CHECK_INT(w->puzzles[0].lesson, 1);
}

/* Teacher text made in memory: the writer keeps the file line-shaped and the reader gets the
 * same words back (control characters as spaces). */
static void test_writer_escapes_text(void)
{
    LpBuf text;
    lp_buf_init(&text);
    make(&text, NULL, 0);
    LpDiag diag = {0};
    DgWorld *w = &world_a;
    CHECK(dg_level_parse(text.data, text.count, LABEL, w, &diag));
    snprintf(w->rooms[0].type, DG_NAME, "%s", "hall; \"big\"");
    snprintf(w->rooms[0].action, DG_NAME, "%s", "say \"hi\" \\ then\nbye");
    snprintf(w->rooms[2].type, DG_NAME, "%s", "x:y");
    snprintf(w->keys[0].name, DG_NAME, "%s", ";red key");
    snprintf(w->puzzles[0].concept, DG_NAME, "%s", "\"loop\"\t");
    snprintf(w->title, sizeof w->title, "%s", "A\ntitle");
    lp_buf_clear(&text);
    dg_level_write(w, &text);
    int lines = 0;
    for (size_t i = 0; i < text.count; i++) lines += text.data[i] == '\n';
    CHECK_INT(lines, BASE_LINES); /* nothing broke a line */
    CHECK(dg_level_parse(text.data, text.count, LABEL, &world_b, &diag));
    CHECK_STR(world_b.rooms[0].type, "hall; \"big\"");
    CHECK_STR(world_b.rooms[0].action, "say \"hi\" \\ then bye");
    CHECK_STR(world_b.rooms[2].type, "x:y");
    CHECK_STR(world_b.keys[0].name, ";red key");
    CHECK_INT(world_b.doors[1].lock, 1);
    CHECK_STR(world_b.puzzles[0].concept, "\"loop\" ");
    CHECK_STR(world_b.title, "A title");
    CHECK(strstr(text.data, "lock \";red key\"") != NULL);
    lp_buf_free(&text);
}

static void test_load_file(void)
{
    char path[] = "/tmp/loopling-dungeon-XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd < 0) return;
    LpBuf text;
    lp_buf_init(&text);
    make(&text, NULL, 0);
    FILE *f = fdopen(fd, "wb");
    fwrite(text.data, 1, text.count, f);
    fclose(f);
    LpDiag diag = {0};
    CHECK(dg_level_load(path, &world_a, &diag));
    CHECK_INT(world_a.room_count, 3);
    remove(path);
    CHECK(!dg_level_load(path, &world_a, &diag));
    CHECK_STR(diag.file, path);
    CHECK_INT(world_a.room_count, 0);
    lp_buf_free(&text);
}

/* Every dungeon of the three shipped flowcharts over 30 seeds each, with its puzzles. */
static void test_generated_round_trip(void)
{
    static const char *const names[] = {"first_visit.lua", "clockwork_castle.lua", "long_quest.lua"};
    DgFlowchart *flow = malloc(sizeof *flow);
    DgGenResult *made = malloc(sizeof *made);
    int worlds[3] = {0}, locks = 0, gates = 0, corridors = 0, lessons = 0, side = 0, quoted = 0;
    for (int f = 0; f < 3 && flow && made; f++) {
        char path[512];
        LpDiag diag = {0};
        snprintf(path, sizeof path, "%s/scripts/dungeons/%s", LOOPLING_SOURCE_DIR, names[f]);
        int loaded = dg_flowchart_load(path, LOOPLING_SOURCE_DIR "/scripts/dungeons/rooms.lua",
                                       LOOPLING_SOURCE_DIR, flow, &diag);
        if (!loaded) fprintf(stderr, "%s:%d: %s\n", diag.file, diag.line, diag.message);
        CHECK(loaded);
        for (uint32_t seed = 1; loaded && seed <= 30; seed++) {
            DgGenDesc desc = {.flowchart = flow, .seed = seed, .data_dir = LOOPLING_SOURCE_DIR};
            if (!dg_generate(&desc, made, &diag)) continue; /* a seed with no layout: test_dungeon_gen's */
            char what[64];
            snprintf(what, sizeof what, "%s seed %u", names[f], seed);
            const DgWorld *w = &made->world;
            CHECK(round_trip(w, what));
            worlds[f]++;
            for (int d = 0; d < w->door_count; d++)
                locks += w->doors[d].lock > 0, gates += w->doors[d].gate > 0;
            for (int p = 0; p < w->puzzle_count; p++) {
                lessons += w->puzzles[p].lesson;
                quoted += strchr(w->puzzles[p].concept, ' ') != NULL;
            }
            for (int r = 0; r < w->room_count; r++) side += !w->rooms[r].main;
            corridors += w->corridor_count;
        }
    }
    /* the sweep met every part of the format */
    for (int f = 0; f < 3; f++) CHECK(worlds[f] >= 25);
    CHECK(locks > 0 && gates > 0 && corridors > 0 && lessons > 0 && side > 0 && quoted > 0);
    free(flow);
    free(made);
}

/* ---- broken files: each refused at its line, in words ---- */

static void test_refused_header_and_keys(void)
{
    REFUSED1(1, "loopling-levle 1", 1, "missing header");
    REFUSED1(1, "loopling-level 9", 1, "newer Loopling");
    REFUSED1(2, "mode: mays", 2, "this level is for mode 'mays', not 'dungeon'");
    INSERTED(3, "colour: red", 3, "unknown key 'colour'");
    REFUSED1(6, "title: again", 6, "'title' is given twice (first on line 3)");
    REFUSED1(6, "seed: -1", 6, "bad seed");
    REFUSED1(5, "code: TC1F-3H00-0005", 5, "not a dungeon's");
    REFUSED1(5, "code: DG1X-1G00-0008", 5, "bad code");
    REFUSED1(3, "title: \x01", 3, "strange character");
    REFUSED1(7, "start: 2", 7, "bad start '2'");
    REFUSED1(7, "start: 2,2 4", 7, "unexpected '4'");
    REFUSED1(8, "entrance: first", 8, "bad entrance 'first'");
    REFUSED1(7, NULL, BASE_LINES - 1, "missing start");
    REFUSED1(2, NULL, BASE_LINES - 1, "missing mode");
    REFUSED1(9, "exit 2", 9, "not 'key: value'");
    REFUSED1(12, "rooms: 3", 12, "put the rooms on the lines after 'rooms:'");
    INSERTED(10, "  stray", 10, "belongs to nothing");
    expect_refused("", 0, 1, "missing header", __LINE__);
    expect_refused("loopling-level 1\nmode: dungeon\n", 31, 2, "missing start", __LINE__);
}

static void test_refused_rooms(void)
{
    REFUSED1(14, "  2: robot_lab 7,1 5x5 main", 14, "this one should be 1, not 2");
    REFUSED1(14, "  robot_lab 7,1 5x5 main", 14, "a line under 'rooms:' is like");
    REFUSED1(15, "  2: stairs_down 13,1 2x5 main", 15, "at least 3x3");
    REFUSED1(15, "  2: stairs_down 13,1 7x5 main", 15, "does not fit in the 19x7 grid");
    REFUSED1(14, "  1: robot_lab 5,1 5x5 main", 14, "room 1 overlaps room 0 at 5,1");
    REFUSED1(14, "  1: robot_lab 7,1 5-5 main", 14, "bad size '5-5'");
    REFUSED1(14, "  1: robot_lab 7;1 5x5 main", 14, "bad corner '7;1'");
    REFUSED1(14, "  1: robot_lab 7,1 5x5 middle", 14,
             "main (on the way to the stairs) or side, not 'middle'");
    REFUSED1(14, "  1: robot_lab 7,1", 14, "stops too soon");
    REFUSED1(14, "  1: robot_lab 7,1 5x5 main fix", 14, "written in quotes");
    REFUSED1(14, "  1: robot_lab 7,1 5x5 main \"fix", 14, "no closing quote");
    REFUSED1(14, "  1: robot_lab 7,1 5x5 main \"fix\" now", 14, "unexpected 'now'");
    REFUSED1(14, "  1: robot_lab 7,1 5x5 main \"f\\ix\"", 14, "a backslash is written");
    REFUSED1(14, "  1: robot_lab 7,1 5x5 main \"f\x02x\"", 14, "strange character");
    REFUSED1(14, "  1: robot\"lab 7,1 5x5 main", 14, "written in quotes");
    REFUSED1(14, "  1: a_room_type_name_of_forty_letters_long 7,1 5x5 main", 14,
             "room's type is too long (at most 31");
    REFUSED1(14, "  1: robot_lab 7,1 5x5 main \"words that go on and on past the end\"", 14,
             "the room's action is too long");
    REFUSED1(14, "  1: \"\" 7,1 5x5 main", 14, "room's type is missing");
    REFUSED1(8, "entrance: 3", 8, "the entrance is room 3, but the rooms are 0 to 2");
    REFUSED1(9, "exit: 4", 9, "the exit is room 4");
    Edit none[] = {{13, NULL, 0}, {14, NULL, 0}, {15, NULL, 0}};
    REFUSED(none, 12, "there are no rooms");
    LpBuf text;
    lp_buf_init(&text);
    lp_buf_puts(&text, "loopling-level 1\nmode: dungeon\nrooms:\n");
    for (int i = 0; i <= DG_MAX_ROOMS; i++) lp_buf_printf(&text, "  %d: cell %d,0 3x3 side\n", i, i * 3);
    expect_refused(text.data, text.count, 3 + DG_MAX_ROOMS + 1, "too many rooms (at most 32)", __LINE__);
    lp_buf_free(&text);
}

static void test_refused_doors(void)
{
    Edit corner[] = {{17, "  5,1 room 0 to 1", 0}, {28, "| ####+ ##### ##### |", 0}};
    REFUSED(corner, 17, "not in room 0's wall: a door is on its room's edge, not a corner");
    REFUSED1(17, "  5,2 room 2 to 1", 17, "not in room 2's wall");
    REFUSED1(17, "  4,2 room 0 to 1", 17, "has '.' in the grid, not a door '+'");
    REFUSED1(17, "  5,2 room 0 to 0", 17, "leads from room 0 to itself");
    REFUSED1(17, "  5,2 room 0 to 9", 17, "joins room 0 to room 9, but the rooms are 0 to 2");
    REFUSED1(17, "  25,2 room 0 to 1", 17, "outside the 19x7 grid");
    REFUSED1(17, "  5,2 from 0 to 1", 17, "a door is x,y room R to R");
    REFUSED1(17, "  5,2 room 0 to 1 open", 17, "unknown word 'open'");
    REFUSED1(17, "  5,2 room 0 to 1 gate gate", 17, "'gate' is given twice");
    REFUSED1(18, "  7,2 room 1 to 0 lock blue", 18, "locked with the key 'blue', which is not under 'keys:'");
    REFUSED1(18, "  7,2 room 1 to 0 lock red lock red", 18, "'lock' is given twice");
    REFUSED1(18, "  7,2 room 1 to 0 lock", 18, "lock's key name is missing");
    REFUSED1(25, NULL, 19, "the door at 11,3 is a gate, but room 1 has no puzzle");
    REFUSED1(20, "  11,3 room 1 to 0", 20, "two doors at 11,3 (the other on line 19)");
    REFUSED1(20, NULL, 29, "the door tile '+' at 13,3 is no door");
    LpBuf text;
    lp_buf_init(&text);
    lp_buf_puts(&text, "loopling-level 1\ndoors:\n");
    for (int i = 0; i <= DG_MAX_WORLD_DOORS; i++) lp_buf_printf(&text, "  %d,1 room 0 to 1\n", i % 90);
    expect_refused(text.data, text.count, 2 + DG_MAX_WORLD_DOORS + 1, "too many doors", __LINE__);
    lp_buf_free(&text);
}

static void test_refused_keys(void)
{
    REFUSED1(11, "  red: 2,4", 11, "the key red lies at 2,4, but the grid has '.' there");
    REFUSED1(11, "  red: 0,0", 11, "can't lie at 0,0");
    REFUSED1(11, "  red: 30,4", 11, "outside the 19x7 grid");
    REFUSED1(11, "  red: here", 11, "bad place 'here' for the key red");
    REFUSED1(11, "  red 3,4", 11, "a key is 'name: x,y'");
    REFUSED1(11, "  red:", 11, "say where the key red lies");
    REFUSED1(11, "  red: none", 31, "the key tile 'k' at 3,4 is no key");
    INSERTED(12, "  red: 3,4", 12, "two keys are called 'red' (the other on line 11)");
    INSERTED(12, "  blue: 3,4", 12, "the keys red and blue lie on the same tile 3,4");
    Edit gone[] = {{11, "  red: none", 0}, {31, "| #...# #...# #.>.# |", 0}};
    REFUSED(gone, 18, "needs the key red, which lies nowhere");
    LpBuf text;
    lp_buf_init(&text);
    lp_buf_puts(&text, "loopling-level 1\nkeys:\n");
    for (int i = 0; i <= DG_MAX_KEYS; i++) lp_buf_printf(&text, "  key%d: none\n", i);
    expect_refused(text.data, text.count, 2 + DG_MAX_KEYS + 1, "too many keys (at most 6)", __LINE__);
    lp_buf_free(&text);
}

static void test_refused_corridors_and_puzzles(void)
{
    REFUSED1(22, "  0 to 1: 6,20", 22, "the corridor tile 6,20 is outside the 19x7 grid");
    REFUSED1(22, "  0 to 1: 6,2 4,2", 22, "the corridor tile 4,2 is inside room 0");
    REFUSED1(22, "  0 to 7: 6,2", 22, "joins room 0 to room 7");
    REFUSED1(22, "  1 to 1: 6,2", 22, "leads from room 1 to itself");
    REFUSED1(22, "  0 to 1:", 22, "has no tiles");
    REFUSED1(22, "  0 1: 6,2", 22, "a corridor is");
    REFUSED1(22, "  0 to 1: 6;2", 22, "bad corridor tile '6;2'");
    char long_line[512] = "  0 to 1:";
    for (int i = 0; i <= DG_CORRIDOR_MAX; i++) strcat(long_line, " 6,2");
    REFUSED1(22, long_line, 22, "at most 24 tiles");
    REFUSED1(25, "  5: bots BT12-0P1R-MPAH \"loop\"", 25,
             "the puzzle is for room 5, but the rooms are 0 to 2");
    INSERTED(26, "  1: mays MJ2T-A000-016J \"if\"", 26, "room 1 has a puzzle already (line 25)");
    REFUSED1(25, "  1: dungeon DG1X-1G00-0007", 25, "toycar, bots or mays, not 'dungeon'");
    REFUSED1(25, "  1: chess BT12-0P1R-MPAH", 25, "not 'chess'");
    REFUSED1(25, "  1: toycar BT12-0P1R-MPAH", 25,
             "the code BT12-0P1R-MPAH is a Robot code, but this puzzle's mode is toycar");
    REFUSED1(25, "  1: bots BT12-0P1R-MPAX", 25, "bad code 'BT12-0P1R-MPAX'");
    REFUSED1(25, "  1: bots", 25, "share code");
    REFUSED1(25, "  1: bots BT12\x01", 25, "the puzzle's code has a strange character in it");
    REFUSED1(25, "  1: bots BT12-0P1R-MPAH \"loop\" lesson", 25, "not a lesson's code");
    REFUSED1(25, "  1: bots BT12-0P1R-MPAH \"loop\" verified verified", 25, "unexpected 'verified'");
    REFUSED1(25, "  1: bots BT12-0P1R-MPAH loop", 25, "unexpected 'loop'");
    Edit no_terminal[] = {{25, "  0: toycar TC1F-3H00-0005", 0}, {19, "  11,3 room 1 to 2", 0}};
    REFUSED(no_terminal, 25, "room 0 has a puzzle but no terminal 'T'");
    LpBuf text;
    lp_buf_init(&text);
    lp_buf_puts(&text, "loopling-level 1\npuzzles:\n");
    for (int i = 0; i <= DG_MAX_ROOMS; i++) lp_buf_printf(&text, "  %d: toycar TC1F-3H00-0005\n", i);
    expect_refused(text.data, text.count, 2 + DG_MAX_ROOMS + 1, "too many puzzles", __LINE__);
    lp_buf_clear(&text);
    lp_buf_puts(&text, "loopling-level 1\ncorridors:\n");
    for (int i = 0; i <= DG_MAX_CORRIDORS; i++) lp_buf_puts(&text, "  0 to 1: 6,2\n");
    expect_refused(text.data, text.count, 2 + DG_MAX_CORRIDORS + 1, "too many corridors", __LINE__);
    lp_buf_free(&text);
}

static void test_refused_start_and_grid(void)
{
    REFUSED1(7, "start: 9,2", 7, "the start 9,2 is not inside the entrance, room 0");
    REFUSED1(7, "start: 1,2", 7, "the start 1,2 is on '#'");
    REFUSED1(7, "start: 5,2", 7, "the start 5,2 is on '+': the pupil starts on floor '.' or a rug '='");
    REFUSED1(7, "start: 50,2", 7, "outside the 19x7 grid");
    REFUSED1(29, "| #...+.+...# #...# ", 29, "a grid row ends with '|'");
    REFUSED1(29, "| #...+.+...# #...#|", 29, "this row is 18 tiles wide, the first is 19");
    REFUSED1(30, "| #...# #.X.+.+...# |", 30, "unknown tile 'X' at column 11");
    REFUSED1(29, "||", 29, "at least one tile");
    INSERTED(30, "", 31, "a grid row with no 'grid:' above it");
    INSERTED(30, "  #", 30, "a grid row is its tiles between two '|'");
    Edit no_rows[] = {{27, NULL, 0}, {28, NULL, 0}, {29, NULL, 0}, {30, NULL, 0},
                      {31, NULL, 0}, {32, NULL, 0}, {33, NULL, 0}};
    REFUSED(no_rows, 26, "the grid has no rows");
    /* the column of a tile in an indented row */
    Edit indented[] = {{30, "   | #...# #.X.+.+...# |", 0}};
    refused_with(indented, 1, 30, "column 14", __LINE__);
    /* too wide, too tall, too many chests */
    LpBuf text;
    lp_buf_init(&text);
    lp_buf_puts(&text, "loopling-level 1\ngrid:\n|");
    for (int i = 0; i <= DG_MAP_W; i++) lp_buf_puts(&text, "#");
    lp_buf_puts(&text, "|\n");
    expect_refused(text.data, text.count, 3, "bigger than 96x96: this row is 97 tiles wide", __LINE__);
    lp_buf_clear(&text);
    lp_buf_puts(&text, "loopling-level 1\ngrid:\n");
    for (int i = 0; i <= DG_MAP_H; i++) lp_buf_puts(&text, "|#|\n");
    expect_refused(text.data, text.count, 3 + DG_MAP_H, "too many rows", __LINE__);
    lp_buf_clear(&text);
    lp_buf_puts(&text, "loopling-level 1\nmode: dungeon\nstart: 1,1\nentrance: 0\nexit: 0\nrooms:\n"
                       "  0: vault 0,0 12x10 main\ngrid:\n|############|\n|#.CCCCCCCCC#|\n");
    for (int i = 0; i < 7; i++) lp_buf_puts(&text, "|#CCCCCCCCCC#|\n");
    lp_buf_puts(&text, "|############|\n");
    expect_refused(text.data, text.count, 16, "too many chests 'C' (at most 64)", __LINE__);
    lp_buf_free(&text);
}

/* ---- any bytes ---- */

/* Refused input names the file and a line of it; read input round-trips. */
static void check_any(const char *text, size_t len)
{
    LpDiag diag = {0};
    int lines = 1;
    for (size_t i = 0; i < len; i++) lines += text[i] == '\n';
    if (dg_level_parse(text, len, LABEL, &world_a, &diag)) {
        CHECK(round_trip(&world_a, "mutated"));
        return;
    }
    CHECK_STR(diag.file, LABEL);
    CHECK(diag.line >= 1 && diag.line <= lines);
    CHECK(diag.message[0] != '\0');
}

static void test_truncated_and_garbage(void)
{
    LpBuf text;
    lp_buf_init(&text);
    make(&text, NULL, 0);
    int before = test_failures;
    /* every prefix: only the whole text and the text without its last row (an empty one), each
     * without its last newline too, read */
    size_t last_row = text.count - strlen(base[BASE_LINES - 1]) - 1;
    for (size_t n = 0; n < text.count; n++) {
        char *copy = malloc(n ? n : 1); /* exact size: a read past the end is caught */
        memcpy(copy, text.data, n);
        LpDiag diag = {0};
        int ok = dg_level_parse(copy, n, LABEL, &world_a, &diag);
        CHECK(ok == (n == text.count - 1 || n == last_row || n == last_row - 1));
        if (!ok) check_any(copy, n);
        free(copy);
    }
    /* single bytes changed and random bytes (a fixed LCG) */
    uint32_t s = 12345;
    char *copy = malloc(text.count);
    for (int round = 0; round < 4000 && copy; round++) {
        memcpy(copy, text.data, text.count);
        for (int k = 0; k < 1 + round % 3; k++) {
            s = s * 1103515245u + 12345u;
            size_t at = (s >> 8) % text.count;
            s = s * 1103515245u + 12345u;
            copy[at] = round % 2 ? (char)(s >> 16) : " .#+!OC Tk>|:,\"\n0123456789x"[(s >> 16) % 27];
        }
        check_any(copy, text.count);
    }
    for (int round = 0; round < 500 && copy; round++) {
        size_t n = (size_t)round % text.count;
        for (size_t i = 0; i < n; i++) s = s * 1103515245u + 12345u, copy[i] = (char)(s >> 16);
        check_any(copy, n);
    }
    free(copy);
    CHECK_INT(test_failures, before);
    lp_buf_free(&text);
}

TEST_MAIN(test_base_level_reads, test_hand_written_variants, test_writer_escapes_text, test_load_file,
          test_generated_round_trip, test_refused_header_and_keys, test_refused_rooms, test_refused_doors,
          test_refused_keys, test_refused_corridors_and_puzzles, test_refused_start_and_grid,
          test_truncated_and_garbage)
