/* test_bots_template_code.c - robot share codes name their template (generators/bots/
 * template_code.c, issue 19): the shipped templates by id while they are as shipped, a teacher's
 * own by its content, found in any folder whatever the file is called, refused in words where it
 * is not (or was changed), and the same puzzle every time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sys/stat.h>

#include "bots/bots_gen.h"
#include "dungeon/dungeon_gen.h"
#include "temp_dir.h"
#include "test.h"

/* Figure 3 of paper 001 written by a teacher, with a wildcard after the call. */
static const char *const TEACHER = "# my class's template\nfunction A\npick up\nwildcard 2\nput down\n"
                                   "turn left\nend function\nwildcard 3\nfunction A\nwildcard 2\n";

static void remove_file(const char *dir, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    unlink(path);
}

static char *read_shipped(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/scripts/templates/%s.template", LOOPLING_SOURCE_DIR, name);
    FILE *f = fopen(path, "rb");
    CHECK(f != NULL);
    char *text = calloc(1, 65536);
    if (f) {
        size_t n = fread(text, 1, 65535, f);
        text[n] = '\0';
        fclose(f);
    }
    return text;
}

/* Each shipped template, as shipped, has its id; the same statements under another name or with
 * other comments hash the same; one statement more does not. */
static void test_shipped_ids_need_shipped_content(void)
{
    for (int id = 1; id <= 4; id++) {
        char path[512];
        snprintf(path, sizeof path, "%s/scripts/templates/%s.template", LOOPLING_SOURCE_DIR, bots_template_name_for_id(id));
        BotsTemplate t;
        LpDiag d = {0};
        CHECK(bots_template_load(path, &t, &d));
        CHECK_INT(t.id, id); /* fails when a shipped template was edited: its BT codes would lie */
        CHECK(t.hash < (1u << 20));
        BotsTemplate resized = t;
        bots_template_resize(&resized, 9);
        CHECK_INT((int)bots_template_hash(&resized), (int)t.hash); /* the size is the code's own field */
    }
    char *text = read_shipped("short_loop");
    char dir[] = "/tmp/loopling-templates-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char copy[70000];
    snprintf(copy, sizeof copy, "# a copy\n\n%s\n# the end\n", text);
    temp_file_write(dir, "mine.template", copy);
    temp_file_write(dir, "short_loop.template", copy);
    snprintf(copy, sizeof copy, "%sforward\n", text);
    temp_file_write(dir, "long_loop.template", copy); /* a shipped name, other statements */
    BotsTemplate shipped, mine, renamed, edited;
    LpDiag d = {0};
    char path[600];
    snprintf(path, sizeof path, "%s/scripts/templates/short_loop.template", LOOPLING_SOURCE_DIR);
    CHECK(bots_template_load(path, &shipped, &d));
    snprintf(path, sizeof path, "%s/mine.template", dir);
    CHECK(bots_template_load(path, &mine, &d));
    snprintf(path, sizeof path, "%s/short_loop.template", dir);
    CHECK(bots_template_load(path, &renamed, &d));
    snprintf(path, sizeof path, "%s/long_loop.template", dir);
    CHECK(bots_template_load(path, &edited, &d));
    CHECK_INT((int)mine.hash, (int)shipped.hash);
    CHECK_INT(mine.id, 0);
    CHECK_INT(renamed.id, 1); /* comments and blank lines are not content */
    CHECK_INT(edited.id, 0);  /* an edited long_loop is not long_loop */
    CHECK(edited.hash != shipped.hash);
    remove_file(dir, "mine.template");
    remove_file(dir, "short_loop.template");
    remove_file(dir, "long_loop.template");
    rmdir(dir);
    free(text);
}

/* A teacher's template: its puzzles get content-named codes that reopen the same puzzle from a
 * folder holding the template under any name, and are refused in words elsewhere. */
static void test_teachers_template_codes(void)
{
    char dir[] = "/tmp/loopling-templates-XXXXXX", other[] = "/tmp/loopling-templates-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    CHECK(mkdtemp(other) != NULL);
    temp_file_write(dir, "aa_first.template", "forward\nrepeat 3\nwildcard 2\nend repeat\n");
    temp_file_write(dir, "fig3.template", TEACHER);
    char path[600];
    snprintf(path, sizeof path, "%s/fig3.template", dir);
    BotsTemplate t;
    LpDiag d = {0};
    CHECK(bots_template_load(path, &t, &d));
    CHECK_INT(t.id, 0);
    /* Generator 1 (code version 17; generator 2's 18 is test_bots_gen2's: its par label on this
     * par-12 template is slow in a sanitized build). */
    BotsGenOptions opt = {.seed = 11, .count = 3, .version = 1};
    BotsGenPuzzle *made = calloc(4, sizeof *made);
    CHECK_INT(bots_generate(&t, &opt, made, 3, NULL, &d), 3);
    for (int i = 0; i < 3; i++) {
        CHECK(made[i].seed < (1u << 16)); /* a content-named code holds 16 bits of seed */
        CHECK(made[i].level.code[0] != '\0');
        LpShareParams sp;
        CHECK(lp_sharecode_decode(made[i].level.code, &sp, &d));
        CHECK_INT(sp.version, BOTS_CONTENT_VERSION_BASE + 1);
        CHECK_INT(bots_code_gen_version(&sp), 1);
        CHECK_INT(sp.param_b, bots_template_size(&t));
        BotsTemplate found;
        uint32_t seed = 0;
        CHECK(bots_code_template(&sp, dir, &found, &seed, &d));
        CHECK_STR(found.name, "fig3");
        CHECK_INT((int)seed, (int)made[i].seed);
        CHECK(bots_generate_one(&found, bots_code_gen_version(&sp), seed, &made[3], &d));
        CHECK(bots_world_equal(&made[3].level.start, &made[i].level.start));
        CHECK_INT(made[3].level.par, made[i].level.par);
        CHECK_STR(made[3].level.code, made[i].level.code);
        /* renamed, it still opens */
        remove_file(dir, "fig3.template");
        temp_file_write(dir, "zz_renamed.template", TEACHER);
        CHECK(bots_code_template(&sp, dir, &found, &seed, &d));
        CHECK_STR(found.name, "zz_renamed");
        remove_file(dir, "zz_renamed.template");
        temp_file_write(dir, "fig3.template", TEACHER);
        /* a folder without it refuses in words, naming the folder */
        memset(&d, 0, sizeof d);
        CHECK(!bots_code_template(&sp, other, &found, &seed, &d));
        CHECK(strstr(d.message, "teacher's own robot template") != NULL);
        CHECK(strstr(d.message, other) != NULL);
    }
    /* the template changed (one wildcard longer): its old codes are refused */
    LpShareParams sp;
    CHECK(lp_sharecode_decode(made[0].level.code, &sp, &d));
    char changed[300];
    snprintf(changed, sizeof changed, "%swildcard 1\n", TEACHER);
    temp_file_write(dir, "fig3.template", changed);
    BotsTemplate found;
    uint32_t seed;
    memset(&d, 0, sizeof d);
    CHECK(!bots_code_template(&sp, dir, &found, &seed, &d));
    CHECK(strstr(d.message, "no template like it") != NULL);
    remove_file(dir, "fig3.template");
    remove_file(dir, "aa_first.template");
    rmdir(dir);
    rmdir(other);
    free(made);
}

/* A shipped template's BT code from a folder where that template was edited: refused in words,
 * never another puzzle. */
static void test_edited_shipped_template_refuses(void)
{
    char dir[] = "/tmp/loopling-templates-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char *text = read_shipped("short_loop");
    temp_file_write(dir, "short_loop.template", text);
    LpShareParams sp = {.mode = LP_MODE_BOTS, .version = BOTS_GEN_VERSION, .param_a = 1, .param_b = 6, .seed = 5};
    BotsTemplate t;
    uint32_t seed = 0;
    LpDiag d = {0};
    CHECK(bots_code_template(&sp, dir, &t, &seed, &d));
    CHECK_INT((int)seed, 5);
    CHECK_INT(bots_template_size(&t), 6);
    char edited[70000];
    snprintf(edited, sizeof edited, "%sturn left\nforward\n", text);
    temp_file_write(dir, "short_loop.template", edited);
    memset(&d, 0, sizeof d);
    CHECK(!bots_code_template(&sp, dir, &t, &seed, &d));
    CHECK(strstr(d.message, "short_loop template was changed") != NULL);
    /* codes of no template: an unknown id, size 0, another version */
    LpShareParams bad[] = {{LP_MODE_BOTS, BOTS_GEN_VERSION, 9, 6, 5},
                           {LP_MODE_BOTS, BOTS_GEN_VERSION, 1, 0, 5},
                           {LP_MODE_BOTS, BOTS_CONTENT_VERSION + 1, 1, 6, 5}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        memset(&d, 0, sizeof d);
        CHECK(!bots_code_template(&bad[i], dir, &t, &seed, &d));
        CHECK(strstr(d.message, "cannot make") != NULL);
    }
    remove_file(dir, "short_loop.template");
    rmdir(dir);
    free(text);
}

/* A dungeon's robot room from a teacher's template: a stuck pupil's easier puzzle is the same
 * template one size smaller, with its own content-named code (it was refused before issue 19). */
static void test_dungeon_easier_teachers_puzzle(void)
{
    char data[] = "/tmp/loopling-data-XXXXXX", dir[600];
    CHECK(mkdtemp(data) != NULL);
    snprintf(dir, sizeof dir, "%s/scripts", data);
    CHECK(mkdir(dir, 0700) == 0);
    snprintf(dir, sizeof dir, "%s/scripts/templates", data);
    CHECK(mkdir(dir, 0700) == 0);
    temp_file_write(dir, "fig3.template", TEACHER);
    char path[700];
    snprintf(path, sizeof path, "%s/fig3.template", dir);
    BotsTemplate t;
    LpDiag d = {0};
    CHECK(bots_template_load(path, &t, &d));
    CHECK_INT(bots_template_resize(&t, 6), 6);
    BotsGenPuzzle *made = calloc(1, sizeof *made);
    CHECK(bots_generate_one(&t, 1, 77, made, &d)); /* the dungeon's robot generator */
    DgWorldPuzzle now = {.room = 3, .mode = LP_MODE_BOTS, .verified = 1}, easier;
    snprintf(now.code, sizeof now.code, "%s", made->level.code);
    snprintf(now.concept, sizeof now.concept, "function");
    CHECK(dg_easier_puzzle(&now, 1, data, &easier));
    LpShareParams was, sp;
    CHECK(lp_sharecode_decode(now.code, &was, &d));
    CHECK(lp_sharecode_decode(easier.code, &sp, &d));
    CHECK_INT(sp.version, BOTS_CONTENT_VERSION_BASE + 1); /* the dungeon makes robot generator 1's */
    CHECK_INT(sp.param_b, 5);
    CHECK_INT(sp.param_a, was.param_a);              /* the same template: its hash */
    CHECK_INT((int)(sp.seed >> 16), (int)(was.seed >> 16));
    CHECK(easier.verified && !easier.lesson);
    remove_file(dir, "fig3.template");
    rmdir(dir);
    snprintf(dir, sizeof dir, "%s/scripts", data);
    rmdir(dir);
    rmdir(data);
    free(made);
}

TEST_MAIN(test_shipped_ids_need_shipped_content, test_teachers_template_codes, test_edited_shipped_template_refuses,
          test_dungeon_easier_teachers_puzzle)
