/* test_save.c - pupil profiles: the text format round trip (the dungeon's ladder step too, and an
 * older save's derived), damaged files reported with file:line and the backup used, both copies
 * damaged, unfinished programs kept and escaped, atomic writes keeping the last good copy, listing,
 * and name rules. Works in a fresh folder under /tmp. */
#include <dirent.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/rng.h"
#include "core/mode.h"
#include "core/save.h"
#include "test.h"

static char dir[64];

static void make_dir(void)
{
    snprintf(dir, sizeof dir, "/tmp/loopling-save-XXXXXX");
    CHECK(mkdtemp(dir) != NULL);
}

static void remove_dir(void)
{
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    char path[512];
    while ((e = readdir(d)) != NULL) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        unlink(path);
    }
    closedir(d);
    rmdir(dir);
}

static void path_of(const char *file, char *out, size_t size)
{
    snprintf(out, size, "%s/%s", dir, file);
}

static void write_bytes(const char *file, const char *bytes, size_t n)
{
    char path[512];
    path_of(file, path, sizeof path);
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (!f) return;
    CHECK_INT(fwrite(bytes, 1, n, f), n);
    fclose(f);
}

/* Whole file into buf; returns its length, -1 when missing. */
static long read_bytes(const char *file, LpBuf *buf)
{
    char path[512], why[128];
    path_of(file, path, sizeof path);
    lp_buf_clear(buf);
    if (!lp_buf_read_file(buf, path, 1 << 20, why, sizeof why)) return -1;
    return (long)buf->count;
}

static void sample_profile(LpProfile *p, const char *name, int puzzles)
{
    lp_profile_init(p, name);
    p->toycar_tutorial_done = 5;
    p->toycar_solved = puzzles;
    p->toycar_best_tiles[0] = 2;
    p->toycar_best_tiles[1] = 3;
    p->toycar_best_tiles[4] = 1;
    for (int i = 0; i < puzzles; i++)
        lp_tcmodel_record(&p->toycar_model, 1 + i % 4, 20 + i, i % 7 != 6);
    p->bots_lessons_done = 4;
    p->mays_lessons_done = 3;
    /* the lessons solved: every one below the done counts (a save keeps the two consistent) */
    p->toycar_lessons_solved = 0x1F;
    p->bots_lessons_solved = 0x0F;
    p->mays_lessons_solved = 0x07;
    p->mays_solved = 2;
    for (int i = 0; i < puzzles % 7; i++) lp_mmodel_record(&p->mays_model, 1, 1);
    p->bots_solved = puzzles / 2;
    p->bots_best[0] = 2;
    p->bots_best[2] = 5;
    for (int i = 0; i < puzzles; i++)
        lp_bmodel_record(&p->bots_model, 1 + i % 3, 30 + i, i % 5 != 4, i % 2);
    lp_profile_draft_set(p, "bots BTZF-0G90-YR8H", "forward();\nrepeat (2) { turnLeft(); }\n");
    lp_profile_draft_set(p, "mays MJ2A-0C41-77QX", "block1.MoveUp();\n");
}

static void test_round_trip(void)
{
    LpProfile p, q;
    sample_profile(&p, "Ada Lovelace", 80); /* more puzzles than the history holds */
    CHECK_INT(p.toycar_model.history_count, LP_PM_HISTORY);
    LpBuf text;
    lp_buf_init(&text);
    lp_profile_write(&p, &text);
    CHECK(strncmp(text.data, "LOOPLING-SAVE 1\n", 16) == 0);
    CHECK(strstr(text.data, "\nname=Ada Lovelace\n") != NULL);
    CHECK(strstr(text.data, "\ntoycar.best_tiles=2,3,0,0,1\n") != NULL);
    CHECK(strstr(text.data, "\nbots.best=2,0,5\n") != NULL);
    CHECK(strstr(text.data, "\nmays.lessons_done=3\n") != NULL);
    CHECK_INT(p.bots_model.history_count, LP_PM_HISTORY);
    CHECK(strstr(text.data, "\nchecksum=") != NULL);
    LpDiag d = {0};
    CHECK(lp_profile_parse(text.data, text.count, "ada.save", &q, &d));
    CHECK(memcmp(&p, &q, sizeof p) == 0);
    LpBuf again;
    lp_buf_init(&again);
    lp_profile_write(&q, &again);
    CHECK_STR(again.data, text.data);

    /* A fresh pupil. */
    lp_profile_init(&p, "Bo");
    lp_buf_clear(&text);
    lp_profile_write(&p, &text);
    CHECK(lp_profile_parse(text.data, text.count, "bo.save", &q, &d));
    CHECK(memcmp(&p, &q, sizeof p) == 0);
    printf("--- a fresh save ---\n%s--- after 3 puzzles ---\n", text.data);
    sample_profile(&p, "Bo", 3);
    lp_buf_clear(&text);
    lp_profile_write(&p, &text);
    printf("%s---\n", text.data);
    lp_buf_free(&text);
    lp_buf_free(&again);
}

/* Parse text with one line replaced (the checksum recomputed), expect failure at a line. */
static void expect_parse_error(const char *text, int line, const char *words)
{
    LpProfile q;
    LpDiag d = {0};
    int ok = lp_profile_parse(text, strlen(text), "x.save", &q, &d);
    CHECK(!ok);
    CHECK_STR(d.file, "x.save");
    CHECK_INT(d.line, line);
    if (!ok && !strstr(d.message, words)) {
        test_failures++;
        fprintf(stderr, "message \"%s\" lacks \"%s\"\n", d.message, words);
    }
}

/* Build a save from body lines with a correct checksum. */
static void with_checksum(const char *body, LpBuf *out)
{
    lp_buf_clear(out);
    lp_buf_puts(out, body);
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < out->count; i++) {
        h ^= (unsigned char)out->data[i];
        h *= 16777619u;
    }
    lp_buf_printf(out, "checksum=%08X\n", (unsigned)h);
}

/* head followed by one bad line (the checksum made right): refused at lineno, saying words. */
static void expect_bad_line(const char *head, const char *line, int lineno, const char *words)
{
    char body[1024];
    snprintf(body, sizeof body, "%s%s", head, line);
    LpBuf b;
    lp_buf_init(&b);
    with_checksum(body, &b);
    expect_parse_error(b.data, lineno, words);
    lp_buf_free(&b);
}

static void test_parse_errors(void)
{
    static const char good[] = "LOOPLING-SAVE 1\n"
                               "name=Ada\n"
                               "toycar.tutorial_done=1\n"
                               "toycar.solved=2\n"
                               "toycar.best_tiles=\n"
                               "toycar.target_length=7\n"
                               "toycar.target_loops=1\n"
                               "toycar.history=3,0,1,10,1;5,0,2,10,1\n";
    LpBuf b;
    lp_buf_init(&b);
    with_checksum(good, &b);
    LpProfile q;
    LpDiag d = {0};
    CHECK(lp_profile_parse(b.data, b.count, "x.save", &q, &d));
    CHECK_INT(q.toycar_model.history_count, 2);
    CHECK_INT(q.toycar_model.target_length, 7);
    /* a save from before the robot mode: a fresh robot model, nothing else lost */
    CHECK_INT(q.bots_model.size, LP_BM_START_SIZE);
    CHECK_INT(q.bots_model.history_count, 0);
    CHECK_INT(q.bots_lessons_done, 0);

    /* robot lines, good and bad (each appended to the good save) */
    struct {
        const char *line;
        const char *words; /* NULL: loads */
    } bots_cases[] = {
        {"bots.size=7\nbots.history=4,1,40,1,1;5,6,95,0,0\nbots.best=2,4\n", NULL},
        {"bots.size=2\n", "bad or out-of-range"},
        {"bots.size=13\n", "bad or out-of-range"},
        {"bots.history=4,1,40,0,1\n", "size,tries,seconds,solved,at_par"},
        {"bots.history=4,1,40,1\n", "size,tries,seconds,solved,at_par"},
        {"bots.best=1,x\n", "at most 32 numbers"},
        {"bots.solved=1\nbots.solved=2\n", "appears twice"},
        {"mays.step=99\n", "bad or out-of-range"},
    };
    for (int i = 0; i < (int)(sizeof bots_cases / sizeof bots_cases[0]); i++) {
        char body[1024];
        snprintf(body, sizeof body, "%s%s", good, bots_cases[i].line);
        with_checksum(body, &b);
        int ok = lp_profile_parse(b.data, b.count, "x.save", &q, &d);
        if (!bots_cases[i].words) {
            CHECK(ok);
            CHECK_INT(q.bots_model.size, 7);
            CHECK_INT(q.bots_model.history_count, 2);
            CHECK_INT(q.bots_model.history[1].tries, 6);
            CHECK_INT(q.bots_best[1], 4);
        } else {
            CHECK(!ok);
            CHECK(strstr(d.message, bots_cases[i].words) != NULL);
            CHECK(d.line >= 9);
        }
    }

    expect_parse_error("hello\n", 1, "not a Loopling save");
    expect_parse_error("LOOPLING-SAVE 2\nname=Ada\nchecksum=00000000\n", 1, "made by a newer Loopling");
    expect_parse_error("", 1, "empty");
    /* Cut short: no checksum line. */
    expect_parse_error("LOOPLING-SAVE 1\nname=Ada\ntoycar.sol", 3, "cut short");
    /* Checksum damaged or not matching. */
    with_checksum(good, &b);
    b.data[b.count - 3] = 'Q';
    expect_parse_error(b.data, 9, "damaged");
    with_checksum(good, &b);
    b.data[20] ^= 1;
    expect_parse_error(b.data, 9, "damaged");

    struct {
        const char *from, *to;
        int line;
        const char *words;
    } cases[] = {
        {"toycar.solved=2", "toycar.solved=-2", 4, "bad or out-of-range number"},
        {"toycar.solved=2", "toycar.solved=2x", 4, "bad or out-of-range number"},
        {"toycar.solved=2", "toycar.solved=99999999999", 4, "out-of-range"},
        {"toycar.target_length=7", "toycar.target_length=2", 6, "out-of-range"},
        {"toycar.target_length=7", "toycar.target_length=42", 6, "out-of-range"},
        {"toycar.target_loops=1", "toycar.target_loops=2", 7, "fits at most 1 loops"},
        {"toycar.history=3,0,1,10,1;", "toycar.history=3,0,1,10,2;", 8, "length,loops"},
        {"toycar.history=3,0,1,10,1;", "toycar.history=3,0,1,10;", 8, "length,loops"},
        {"toycar.history=3,0,1,10,1;", "toycar.history=3,1,1,10,1;", 8, "length,loops"},
        {"toycar.best_tiles=", "toycar.best_tiles=1,,2", 5, "at most 32 numbers"},
        {"toycar.solved=2", "toycar.colour=red", 4, "unknown entry 'toycar.colour'"},
        {"toycar.solved=2", "toycar.solved", 4, "not 'key=value'"},
        {"toycar.solved=2", "toycar.tutorial_done=3", 4, "appears twice (first on line 3)"},
        {"toycar.solved=2", "", 9, "no 'toycar.solved' line"},
        {"name=Ada", "name=Ada/..", 2, "name is not allowed"},
        {"name=Ada", "name=", 2, "name is not allowed"},
    };
    for (int i = 0; i < (int)(sizeof cases / sizeof cases[0]); i++) {
        char body[1024];
        const char *at = strstr(good, cases[i].from);
        CHECK(at != NULL);
        if (!at) continue;
        snprintf(body, sizeof body, "%.*s%s%s", (int)(at - good), good, cases[i].to,
                 at + strlen(cases[i].from));
        with_checksum(body, &b);
        expect_parse_error(b.data, cases[i].line, cases[i].words);
    }
    /* 33 best-tile entries. */
    LpBuf body;
    lp_buf_init(&body);
    lp_buf_puts(&body, "LOOPLING-SAVE 1\nname=Ada\ntoycar.best_tiles=1");
    for (int i = 0; i < 32; i++)
        lp_buf_puts(&body, ",1");
    lp_buf_puts(&body, "\n");
    with_checksum(body.data, &b);
    expect_parse_error(b.data, 3, "at most 32");
    lp_buf_free(&body);
    lp_buf_free(&b);
}

/* The dungeon's ladder step (dungeon.level): written and read back; a save from before it gets
 * the step its dungeon counts led to by the rule of then (none finished: first_visit, 0; 1 or 2:
 * clockwork_castle, 1; 3 or more: long_quest, 2; one easier after a dungeon left with a puzzle
 * given up), so no pupil starts over; a damaged value is refused at its line. */
static void test_dungeon_level(void)
{
    static const char good[] = "LOOPLING-SAVE 1\n"
                               "name=Ada\n"
                               "toycar.tutorial_done=1\n"
                               "toycar.solved=2\n"
                               "toycar.best_tiles=\n"
                               "toycar.target_length=7\n"
                               "toycar.target_loops=1\n"
                               "toycar.history=3,0,1,10,1;5,0,2,10,1\n";
    LpProfile p, q;
    LpBuf b;
    lp_buf_init(&b);
    LpDiag d = {0};
    /* the round trip */
    sample_profile(&p, "Ada", 5);
    p.dungeon_done = 4;
    p.dungeon_gave_up = 1;
    p.dungeon_level = 3;
    lp_profile_write(&p, &b);
    CHECK(strstr(b.data, "\ndungeon.level=3\n") != NULL);
    CHECK(lp_profile_parse(b.data, b.count, "ada.save", &q, &d));
    CHECK_INT(q.dungeon_level, 3);
    CHECK(memcmp(&p, &q, sizeof p) == 0);

    struct {
        const char *lines;
        int level;          /* what it loads with; -1: refused */
        const char *words;
    } cases[] = {
        {"", 0, NULL},
        {"dungeon.done=0\ndungeon.gave_up=1\n", 0, NULL},
        {"dungeon.done=1\ndungeon.gave_up=0\n", 1, NULL},
        {"dungeon.done=2\n", 1, NULL},
        {"dungeon.done=2\ndungeon.gave_up=1\n", 0, NULL},
        {"dungeon.done=3\ndungeon.gave_up=0\n", 2, NULL},
        {"dungeon.done=9\ndungeon.gave_up=2\n", 1, NULL},
        {"dungeon.done=0\ndungeon.level=4\n", 4, NULL}, /* the line wins */
        {"dungeon.done=9\ndungeon.level=0\n", 0, NULL},
        {"dungeon.level=99\n", 99, NULL},
        {"dungeon.level=100\n", -1, "'dungeon.level' has a bad or out-of-range number"},
        {"dungeon.level=-1\n", -1, "'dungeon.level' has a bad or out-of-range number"},
        {"dungeon.level=2x\n", -1, "'dungeon.level' has a bad or out-of-range number"},
        {"dungeon.level=\n", -1, "'dungeon.level' has a bad or out-of-range number"},
        {"dungeon.level=1\ndungeon.level=1\n", -1, "'dungeon.level' appears twice (first on line 9)"},
    };
    for (int i = 0; i < (int)(sizeof cases / sizeof cases[0]); i++) {
        char body[1024];
        snprintf(body, sizeof body, "%s%s", good, cases[i].lines);
        with_checksum(body, &b);
        if (cases[i].level < 0) {
            /* the bad line is the last one written (line 9, or 10 for the second of two) */
            int line = 9 + (strstr(cases[i].lines, "\ndungeon.level") != NULL);
            expect_parse_error(b.data, line, cases[i].words);
            continue;
        }
        memset(&d, 0, sizeof d);
        int ok = lp_profile_parse(b.data, b.count, "x.save", &q, &d);
        CHECK(ok);
        if (!ok) fprintf(stderr, "case %d: %s\n", i, d.message);
        CHECK_INT(q.dungeon_level, cases[i].level);
    }
    lp_buf_free(&b);
}

/* The lessons solved (bit i = lesson i) and the puzzle log: optional lines a save from before them
 * loads without; an older save's solved lessons come from its done count and its bests; a mask
 * never misses a lesson below the done count; a damaged log line is refused with its puzzle. */
static void test_lessons_solved_and_log(void)
{
    static const char head[] = "LOOPLING-SAVE 1\nname=Ada\ntoycar.tutorial_done=2\ntoycar.solved=0\n"
                               "toycar.best_tiles=\ntoycar.target_length=3\ntoycar.target_loops=0\n"
                               "toycar.history=\nbots.lessons_done=1\nbots.solved=0\nbots.best=2,0,0,4\n";
    LpBuf b;
    lp_buf_init(&b);
    LpProfile q;
    LpDiag d = {0};
    with_checksum(head, &b); /* older: no masks, no log */
    CHECK(lp_profile_parse(b.data, b.count, "x.save", &q, &d));
    CHECK_INT(q.toycar_lessons_solved, 3u); /* below the done count */
    CHECK_INT(q.bots_lessons_solved, 9u);   /* lesson 1 done, lesson 4 with a best */
    CHECK_INT(q.log_count, 0);
    char text[1024];
    snprintf(text, sizeof text, "%sbots.lessons_solved=4\nlog=bots,lesson,3,2,40,1,solved,l,0;toycar,made,TC1D-2G64-ZXNG,1,9,0,gave_up,-,5\n", head);
    with_checksum(text, &b);
    CHECK(lp_profile_parse(b.data, b.count, "x.save", &q, &d));
    CHECK_INT(q.bots_lessons_solved, 5u); /* lesson 3 solved, lesson 1 below the done count */
    CHECK_INT(q.log_count, 2);
    CHECK_INT(q.log[0].lesson, 2);
    CHECK_INT(q.log[0].hints, 1);
    CHECK_INT(q.log[1].mode, LP_MODE_TOYCAR);
    CHECK_STR(q.log[1].code, "TC1D-2G64-ZXNG");
    CHECK_INT(q.log[1].solved, 0);
    CHECK_INT(q.log[1].level, 5);
    static const char *const bad[] = {
        "log=bots,lesson,0,2,40,1,solved,l,0\n",          /* lessons count from 1 */
        "log=bots,made,-,2,40,1,won,l,0\n",               /* not an outcome */
        "log=robot,made,-,2,40,1,solved,l,0\n",           /* not a mode */
        "log=bots,made,-,2,40,1,solved,ll,0\n",           /* a concept twice */
        "log=bots,made,-,2,40,1,solved,l\n",              /* 8 fields */
        "log=bots,made,-,2,40,1,solved,l,0,7\n",          /* 10 fields */
        "log=bots,made,BT<1>,2,40,1,solved,l,0\n",        /* not a code */
        "log=bots,made,-,2,40,1,solved,l,0;\n",           /* an empty puzzle */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        expect_bad_line(head, bad[i], 12, "the puzzle log is damaged: puzzle ");
    lp_buf_free(&b);
}

/* Unfinished programs: kept newest last, the oldest dropped past LP_DRAFTS_MAX, written with the
 * separators and line breaks escaped and read back byte for byte; a save without any writes no
 * line (older builds read it); a damaged line is refused with its line and which draft. */
static void test_drafts(void)
{
    LpProfile p, q;
    lp_profile_init(&p, "Ada");
    CHECK_INT(lp_profile_draft_set(&p, "bots BTZF-0G90-YR8H", "   \n"), 0); /* blank: nothing */
    CHECK_INT(p.draft_count, 0);
    LpBuf text;
    lp_buf_init(&text);
    lp_profile_write(&p, &text);
    CHECK(strstr(text.data, "drafts=") == NULL);
    const char *odd = "forward(); // 100% sure, ok;\n\tturnLeft();\r\n\xC3\xA9t\xC3\xA9 = 1;\n";
    CHECK_INT(lp_profile_draft_set(&p, "bots BTZF-0G90-YR8H", "forward();\n"), 1);
    CHECK_INT(lp_profile_draft_set(&p, "mays MJ2A, odd;key%", odd), 1);
    CHECK_INT(lp_profile_draft_set(&p, "mays MJ2A, odd;key%", odd), 0); /* the same, already newest */
    lp_buf_clear(&text);
    lp_profile_write(&p, &text);
    CHECK(strstr(text.data, "\ndrafts=bots BTZF-0G90-YR8H,forward()%3B%0A;mays MJ2A%2C odd%3Bkey%25,") !=
          NULL);
    LpDiag d = {0};
    CHECK(lp_profile_parse(text.data, text.count, "ada.save", &q, &d));
    CHECK_INT(q.draft_count, 2);
    CHECK_STR(lp_profile_draft(&q, "mays MJ2A, odd;key%"), odd);
    CHECK_STR(lp_profile_draft(&q, "bots BTZF-0G90-YR8H"), "forward();\n");
    CHECK(lp_profile_draft(&q, "bots BT20-0MYX-WC3J") == NULL);
    /* kept again: it becomes the newest; more than the save holds: the oldest goes */
    CHECK_INT(lp_profile_draft_set(&p, "bots BTZF-0G90-YR8H", "forward();\nforward();\n"), 1);
    CHECK_STR(p.drafts[p.draft_count - 1].key, "bots BTZF-0G90-YR8H");
    for (int i = 0; i < LP_DRAFTS_MAX - 1; i++) {
        char key[32];
        snprintf(key, sizeof key, "bots lesson %d", i);
        CHECK_INT(lp_profile_draft_set(&p, key, "pickUp();"), 1);
    }
    CHECK_INT(p.draft_count, LP_DRAFTS_MAX);
    CHECK(lp_profile_draft(&p, "mays MJ2A, odd;key%") == NULL); /* the oldest */
    CHECK_STR(lp_profile_draft(&p, "bots BTZF-0G90-YR8H"), "forward();\nforward();\n");
    /* dropped: solved (NULL), emptied, or too long for a save (an older copy would be wrong) */
    CHECK_INT(lp_profile_draft_set(&p, "bots lesson 0", NULL), 1);
    CHECK(lp_profile_draft(&p, "bots lesson 0") == NULL);
    static char big[LP_DRAFT_TEXT + 10];
    memset(big, 'x', sizeof big - 1);
    CHECK_INT(lp_profile_draft_set(&p, "bots lesson 1", big), 1);
    CHECK(lp_profile_draft(&p, "bots lesson 1") == NULL);
    CHECK_INT(lp_profile_draft_set(&p, "bots lesson 9", big), 0);
    CHECK_INT(p.draft_count, LP_DRAFTS_MAX - 2);
    lp_buf_clear(&text);
    lp_profile_write(&p, &text);
    CHECK(lp_profile_parse(text.data, text.count, "ada.save", &q, &d));
    CHECK_INT(q.draft_count, LP_DRAFTS_MAX - 2);
    for (int i = 0; i < p.draft_count; i++) {
        CHECK_STR(q.drafts[i].key, p.drafts[i].key);
        CHECK_STR(q.drafts[i].text, p.drafts[i].text);
    }

    static const char head[] = "LOOPLING-SAVE 1\nname=Ada\ntoycar.tutorial_done=0\ntoycar.solved=0\n"
                               "toycar.best_tiles=\ntoycar.target_length=3\ntoycar.target_loops=0\n"
                               "toycar.history=\n";
    static const char *const bad[] = {
        "drafts=bots X,forward();\n",                   /* ';' not escaped */
        "drafts=bots X,forward()%3b\n",                 /* hex in small letters */
        "drafts=bots X,forward()%3\n",                  /* cut short */
        "drafts=bots X,a%41\n",                         /* 'A' needs no escape */
        "drafts=bots X,a%00\n",                         /* a NUL */
        "drafts=bots X,a\tb\n",                         /* a tab not escaped */
        "drafts=bots X\n",                              /* no program */
        "drafts=,forward()%3B\n",                       /* no key */
        "drafts=bots X,%20%0A\n",                       /* an empty program */
        "drafts=bots X,a;bots X,b\n",                   /* the same level twice */
        "drafts=bots X,a;\n",                           /* an empty draft */
        "drafts=a,1;b,1;c,1;d,1;e,1;f,1;g,1;h,1;i,1\n", /* more than LP_DRAFTS_MAX */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        expect_bad_line(head, bad[i], 9, "the unfinished programs are damaged: draft ");
    lp_buf_free(&text);
}

static void test_never_crashes_on_bytes(void)
{
    LpRng rng;
    lp_rng_init(&rng, 2024, 1);
    LpProfile p, q;
    sample_profile(&p, "Ada", 12);
    LpBuf good;
    lp_buf_init(&good);
    lp_profile_write(&p, &good);
    char *bytes = malloc(good.count + 70000);
    CHECK(bytes != NULL);
    if (!bytes) return;
    for (int i = 0; i < 3000; i++) {
        size_t n;
        int kind = i % 4;
        if (kind == 0) { /* random bytes, NULs included */
            n = lp_rng_below(&rng, 600);
            for (size_t k = 0; k < n; k++)
                bytes[k] = (char)lp_rng_below(&rng, 256);
        } else if (kind == 1) { /* a good save cut anywhere */
            n = lp_rng_below(&rng, (uint32_t)good.count);
            memcpy(bytes, good.data, n);
        } else if (kind == 2) { /* a good save with a byte changed */
            n = good.count;
            memcpy(bytes, good.data, n);
            /* One changed byte always changes an FNV-1a hash (every step is a bijection).
             * The final newline is left alone: a missing one is accepted. */
            bytes[lp_rng_below(&rng, (uint32_t)n - 1)] ^= (char)(1 + lp_rng_below(&rng, 255));
        } else { /* the header, then a very long line */
            n = 16 + 65000;
            memcpy(bytes, "LOOPLING-SAVE 1\n", 16);
            memset(bytes + 16, i & 8 ? '\0' : 'a', 65000);
        }
        LpDiag d = {0};
        int ok = lp_profile_parse(bytes, n, "fuzz.save", &q, &d);
        if (kind != 1 || n < good.count - 1) CHECK(!ok);
        if (!ok) {
            CHECK(d.line >= 1);
            CHECK(d.message[0] != '\0');
        }
    }
    free(bytes);
    lp_buf_free(&good);
}

static void test_names(void)
{
    CHECK(lp_profile_name_ok("Ada"));
    CHECK(lp_profile_name_ok("Ada Lovelace-2_b"));
    CHECK(lp_profile_name_ok("x"));
    CHECK(lp_profile_name_ok("0123456789012345678901234567890")); /* 31 bytes */
    CHECK(!lp_profile_name_ok("01234567890123456789012345678901"));
    /* 31 letters, whatever their bytes: 31 accented letters (62 bytes) are a name, 32 are not */
    char accented[80] = "";
    for (int i = 0; i < 31; i++)
        strcat(accented, "\xc3\xa9"); /* é */
    CHECK(lp_profile_name_ok(accented));
    strcat(accented, "e");
    CHECK(!lp_profile_name_ok(accented));
    CHECK(!lp_profile_name_ok(""));
    CHECK(!lp_profile_name_ok("   "));
    CHECK(!lp_profile_name_ok(NULL));
    CHECK(!lp_profile_name_ok("../etc"));
    CHECK(!lp_profile_name_ok("a/b"));
    CHECK(!lp_profile_name_ok("a.b"));
    /* the Latin alphabets' letters past ASCII: a German, Spanish, Polish or Nordic child's own name */
    CHECK(lp_profile_name_ok("Zo\xc3\xab")); /* Zoë */
    CHECK(lp_profile_name_ok("Jos\xc3\xa9 I\xc3\xb1"
                             "aki"));                          /* José Iñaki */
    CHECK(lp_profile_name_ok("\xc5\x81ukasz \xc3\x98ystein")); /* Łukasz Øystein */
    CHECK(lp_profile_name_ok("\xc3\x80\xc9\x8f"));             /* U+00C0, U+024F: the ends */
    CHECK(lp_profile_name_ok("\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3"
                             "\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"
                             "a"));
    CHECK(lp_profile_name_ok(
        "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3"
        "\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9")); /* 16 letters in 32 bytes */
    CHECK(!lp_profile_name_ok("a\xc3\x97"
                              "b")); /* the sign U+00D7 */
    CHECK(!lp_profile_name_ok("a\xc3\xb7"
                              "b"));                /* U+00F7 */
    CHECK(!lp_profile_name_ok("\xc2\xa9"));         /* U+00A9, a sign */
    CHECK(!lp_profile_name_ok("\xc9\x90"));         /* U+0250, past Latin Extended-B */
    CHECK(!lp_profile_name_ok("\xf0\x9f\x9a\x97")); /* an emoji */
    CHECK(!lp_profile_name_ok("Zo\xc3"));           /* cut short */
    CHECK(!lp_profile_name_ok("Zo\xc3 "));
    CHECK(!lp_profile_name_ok("Zo\xab"));             /* a lone continuation byte */
    CHECK(!lp_profile_name_ok("\xc0\xae\xc0\xae/x")); /* an overlong "../x" */
    CHECK(lp_profile_name_ok("O'Brien"));
    /* what a pupil typed: trimmed, and a refusal names the character */
    char name[LP_NAME_MAX], why[200];
    CHECK(lp_profile_name_from_typed("  Zo\xc3\xab ", name, why, sizeof why));
    CHECK_STR(name, "Zo\xc3\xab");
    CHECK(!lp_profile_name_from_typed("a.b", name, why, sizeof why));
    CHECK_STR(why, "'.' cannot be in a name: use letters, numbers, spaces, - or _.");
    CHECK(!lp_profile_name_from_typed("Zo\xc3\xab \xc3\x97 2", name, why, sizeof why));
    CHECK_STR(why, "'\xc3\x97' cannot be in a name: use letters, numbers, spaces, - or _.");
    CHECK(!lp_profile_name_from_typed("car \xf0\x9f\x9a\x97", name, why, sizeof why));
    CHECK_STR(why, "'\xf0\x9f\x9a\x97' cannot be in a name: use letters, numbers, spaces, - or _.");
    CHECK(!lp_profile_name_from_typed("a\x1b[2J", name, why, sizeof why)); /* never a raw escape */
    CHECK_STR(why, "'?' cannot be in a name: use letters, numbers, spaces, - or _.");
    CHECK(!lp_profile_name_from_typed("Zo\xab", name, why, sizeof why));
    CHECK_STR(why, "'?' cannot be in a name: use letters, numbers, spaces, - or _.");
    CHECK(!lp_profile_name_from_typed("abcdefghijklmnopqrstuvwxyz abcdefghij", name, why, sizeof why));
    CHECK_STR(why, "That name has 37 letters: a name has 31 at most.");
    CHECK(!lp_profile_name_from_typed("   ", name, why, sizeof why));
    CHECK_STR(why, "A name needs 1 to 31 letters or numbers.");
    char file[64];
    lp_profile_file_name("O'Brien", file, sizeof file);
    CHECK_STR(file, "o_brien.save");
    lp_profile_file_name("Ada Lovelace", file, sizeof file);
    CHECK_STR(file, "ada_lovelace.save");
    lp_profile_file_name("ADA", file, sizeof file);
    CHECK_STR(file, "ada.save");
    /* capitals past ASCII are small in the file too: one pupil however the name is typed */
    lp_profile_file_name("J\xc3\x9cRGEN", file, sizeof file);
    CHECK_STR(file, "j\xc3\xbcrgen.save");
    lp_profile_file_name("J\xc3\xbcrgen", file, sizeof file);
    CHECK_STR(file, "j\xc3\xbcrgen.save");
    lp_profile_file_name("\xc5\x81UKASZ \xc5\xbd\xc3\x85\xc5\xb8\xc4\xb0", file,
                         sizeof file);                                      /* ŁUKASZ ŽÅŸİ */
    CHECK_STR(file, "\xc5\x82ukasz_\xc5\xbe\xc3\xa5\xc3\xbf\xc4\xb0.save"); /* łukasz_žåÿİ */
    lp_profile_file_name("\xc3\x9f\xc4\xb1", file, sizeof file); /* ß and dotless ı have no capital here */
    CHECK_STR(file, "\xc3\x9f\xc4\xb1.save");

    /* lists go by letter, accents and case aside: Émile between Ella and emma, Łukasz after Lara,
     * Zoë right after Zoe (not after every ASCII name, as bytes would put them) */
    const char *sorted[] = {"Ella",
                            "\xc3\x89mile",
                            "emma",
                            "Lara",
                            "\xc5\x81ukasz",
                            "Mia",
                            "ZOE",
                            "Zoe",
                            "Zo\xc3\xab",
                            "Zo\xc3\xab"
                            "2",
                            "\xc6\x80"}; /* ƀ (Latin Extended-B) after z */
    int n_sorted = (int)(sizeof sorted / sizeof sorted[0]);
    for (int i = 0; i < n_sorted; i++)
        for (int j = 0; j < n_sorted; j++) {
            int c = lp_profile_name_compare(sorted[i], sorted[j]);
            if ((i < j && c >= 0) || (i > j && c <= 0) || (i == j && c != 0))
                fprintf(stderr, "  order of '%s' and '%s': %d\n", sorted[i], sorted[j], c);
            CHECK(i < j ? c < 0 : i > j ? c > 0 : c == 0);
        }
}

static void test_save_load_backup_and_list(void)
{
    make_dir();
    LpProfile p, q;
    LpDiag d = {0};
    CHECK_INT(lp_profile_load(dir, "Ada", &q, &d), LP_LOAD_MISSING);

    sample_profile(&p, "Ada", 3);
    CHECK(lp_profile_save(dir, &p, &d));
    LpBuf first, now;
    lp_buf_init(&first);
    lp_buf_init(&now);
    CHECK(read_bytes("ada.save", &first) > 0);
    CHECK_INT(read_bytes("ada.save.bak", &now), -1); /* nothing to keep yet */
    CHECK_INT(read_bytes("ada.save.tmp", &now), -1);

    /* Second save: the first (good) copy becomes the backup. */
    lp_tcmodel_record(&p.toycar_model, 1, 10, 1);
    p.toycar_solved++;
    CHECK(lp_profile_save(dir, &p, &d));
    CHECK(read_bytes("ada.save.bak", &now) > 0);
    CHECK_STR(now.data, first.data);
    CHECK_INT(read_bytes("ada.save.tmp", &now), -1);

    /* Same pupil whatever the case. */
    CHECK_INT(lp_profile_load(dir, "ADA", &q, &d), LP_LOAD_OK);
    CHECK(memcmp(&p, &q, sizeof p) == 0);

    /* Truncated main: reported with file and line, backup used. */
    LpBuf main_text;
    lp_buf_init(&main_text);
    long n = read_bytes("ada.save", &main_text);
    write_bytes("ada.save", main_text.data, (size_t)n / 2);
    memset(&d, 0, sizeof d);
    CHECK_INT(lp_profile_load(dir, "Ada", &q, &d), LP_LOAD_FROM_BACKUP);
    CHECK(strstr(d.file, "ada.save") != NULL);
    CHECK(d.line > 0);
    CHECK(strstr(d.message, "cut short") != NULL);
    CHECK_INT(q.toycar_solved, 3); /* the previous good copy */
    char msg[600];
    lp_diag_format(&d, msg, sizeof msg);
    printf("truncated: %s\n", msg);

    /* Saving over a damaged main keeps the good backup (the damaged copy is not kept). */
    LpBuf bak_before;
    lp_buf_init(&bak_before);
    read_bytes("ada.save.bak", &bak_before);
    CHECK(lp_profile_save(dir, &p, &d));
    CHECK(read_bytes("ada.save.bak", &now) > 0);
    CHECK_STR(now.data, bak_before.data);
    CHECK_INT(lp_profile_load(dir, "Ada", &q, &d), LP_LOAD_OK);

    /* Garbage main: reported, backup used. */
    LpRng rng;
    lp_rng_init(&rng, 5, 5);
    char garbage[300];
    for (int i = 0; i < (int)sizeof garbage; i++)
        garbage[i] = (char)lp_rng_below(&rng, 256);
    write_bytes("ada.save", garbage, sizeof garbage);
    memset(&d, 0, sizeof d);
    CHECK_INT(lp_profile_load(dir, "Ada", &q, &d), LP_LOAD_FROM_BACKUP);
    CHECK(strstr(d.file, "ada.save") != NULL);
    CHECK_INT(d.line, 1);
    CHECK(strstr(d.message, "not a Loopling save") != NULL);
    lp_diag_format(&d, msg, sizeof msg);
    printf("garbage: %s\n", msg);

    /* Both damaged: LP_LOAD_FAILED, and the files stay exactly as they were. */
    write_bytes("ada.save.bak", main_text.data, (size_t)n - 5);
    LpBuf bak_bytes;
    lp_buf_init(&bak_bytes);
    long bak_n = read_bytes("ada.save.bak", &bak_bytes);
    memset(&d, 0, sizeof d);
    CHECK_INT(lp_profile_load(dir, "Ada", &q, &d), LP_LOAD_FAILED);
    CHECK(strstr(d.message, "damaged too") != NULL);
    lp_diag_format(&d, msg, sizeof msg);
    printf("both: %s\n", msg);
    CHECK_INT(read_bytes("ada.save", &now), (long)sizeof garbage);
    CHECK(memcmp(now.data, garbage, sizeof garbage) == 0);
    CHECK_INT(read_bytes("ada.save.bak", &now), bak_n);
    CHECK(memcmp(now.data, bak_bytes.data, (size_t)bak_n) == 0);
    /* Listing skips a pupil with no good copy. */
    char names[8][LP_NAME_MAX];
    CHECK_INT(lp_profile_list(dir, names, 8), 0);

    /* Back to good, plus more pupils; list sorted without regard to case. */
    CHECK(lp_profile_save(dir, &p, &d));
    const char *others[] = {"zed", "Bea", "carl", "Al Bo"};
    for (int i = 0; i < 4; i++) {
        LpProfile o;
        lp_profile_init(&o, others[i]);
        CHECK(lp_profile_save(dir, &o, &d));
    }
    write_bytes("notes.txt", "hello", 5);
    write_bytes("eve.save", "junk", 4); /* damaged, no backup: not listed */
    int count = lp_profile_list(dir, names, 8);
    CHECK_INT(count, 5);
    if (count == 5) {
        CHECK_STR(names[0], "Ada");
        CHECK_STR(names[1], "Al Bo");
        CHECK_STR(names[2], "Bea");
        CHECK_STR(names[3], "carl");
        CHECK_STR(names[4], "zed");
    }
    CHECK_INT(lp_profile_list(dir, names, 2), 2);
    CHECK_STR(names[1], "Al Bo");
    memset(&d, 0, sizeof d);
    CHECK_INT(lp_profile_load(dir, "Eve", &q, &d), LP_LOAD_FAILED);
    CHECK(strstr(d.message, "no backup") != NULL);

    /* A bad name is refused. */
    LpProfile bad;
    lp_profile_init(&bad, "../x");
    CHECK(!lp_profile_save(dir, &bad, &d));

    lp_buf_free(&first);
    lp_buf_free(&now);
    lp_buf_free(&main_text);
    lp_buf_free(&bak_before);
    lp_buf_free(&bak_bytes);
    remove_dir();
    struct stat st;
    CHECK(stat(dir, &st) != 0);
}

static void test_atomic_write(void)
{
    make_dir();
    char path[512], bak[512];
    path_of("f.txt", path, sizeof path);
    path_of("f.txt.old", bak, sizeof bak);
    LpDiag d = {0};
    CHECK(lp_file_write_atomic(path, bak, "one", 3, &d));
    LpBuf b;
    lp_buf_init(&b);
    CHECK_INT(read_bytes("f.txt.old", &b), -1);
    CHECK(lp_file_write_atomic(path, bak, "two", 3, &d));
    CHECK_INT(read_bytes("f.txt", &b), 3);
    CHECK_STR(b.data, "two");
    CHECK_INT(read_bytes("f.txt.old", &b), 3);
    CHECK_STR(b.data, "one");
    CHECK(lp_file_write_atomic(path, NULL, "", 0, &d));
    CHECK_INT(read_bytes("f.txt", &b), 0);
    CHECK_INT(read_bytes("f.txt.old", &b), 3);
    /* A folder that does not exist: an error, not a crash. */
    CHECK(!lp_file_write_atomic("/tmp/loopling-no-such-dir-xyz/f", NULL, "x", 1, &d));
    CHECK(strstr(d.message, "cannot write") != NULL);
    lp_buf_free(&b);
    remove_dir();
}

/* The bytes of a file, to compare before and after. */
static void copy_of(const char *file, LpBuf *out) { read_bytes(file, out); }

static int same_bytes(const char *file, const LpBuf *before)
{
    LpBuf now;
    lp_buf_init(&now);
    long n = read_bytes(file, &now);
    int same = n >= 0 && (size_t)n == before->count && memcmp(now.data, before->data, before->count) == 0;
    lp_buf_free(&now);
    return same;
}

/* A save in a newer format: the right checksum, a version this game does not know. */
static void write_newer_save(const char *file, const char *name)
{
    LpBuf t;
    lp_buf_init(&t);
    lp_buf_printf(&t, "LOOPLING-SAVE %d\nname=%s\ntoycar.tutorial_done=5\nrockets.fuel=9\n", LP_SAVE_VERSION + 1, name);
    lp_buf_printf(&t, "checksum=%08X\n", (unsigned)lp_fnv1a(t.data, t.count));
    write_bytes(file, t.data, t.count);
    lp_buf_free(&t);
}

static LpOpenResult open_ada(LpProfile *p, LpOpenReport *report)
{
    LpFileLock lock;
    LpOpenResult r = lp_profile_open(dir, "Ada", "20261124-101500", p, &lock, report);
    lp_profile_close(&lock);
    return r;
}

static void test_open_for_play(void)
{
    make_dir();
    LpProfile p, q;
    LpOpenReport rep;
    LpDiag d = {0};
    LpBuf main_bytes, bak_bytes;
    lp_buf_init(&main_bytes);
    lp_buf_init(&bak_bytes);
    CHECK_INT(open_ada(&q, &rep), LP_OPEN_NEW);
    CHECK_INT(rep.fresh, 1);
    CHECK_STR(q.name, "Ada");

    sample_profile(&p, "Ada", 4);
    CHECK(lp_profile_save(dir, &p, &d));
    p.toycar_solved = 9;
    CHECK(lp_profile_save(dir, &p, &d)); /* the first becomes the backup */
    CHECK_INT(open_ada(&q, &rep), LP_OPEN_OK);
    CHECK_INT(q.toycar_solved, 9);

    /* Main damaged: the backup is used and the damaged copy kept under a dated name. */
    write_bytes("ada.save", "LOOPLING-SAVE 1\nname=Ada\n", 25);
    copy_of("ada.save", &main_bytes);
    CHECK_INT(open_ada(&q, &rep), LP_OPEN_FROM_BACKUP);
    CHECK_INT(q.toycar_solved, 4);
    CHECK(same_bytes("ada.save.damaged-20261124-101500", &main_bytes));
    CHECK_STR(strrchr(rep.aside[0], '/') + 1, "ada.save.damaged-20261124-101500");
    CHECK_INT(read_bytes("ada.save", &bak_bytes), -1);

    /* Both copies damaged (finding 5): both set aside, a fresh start under the SAME name, and a
     * session's progress saved then is what the next session opens. */
    write_bytes("ada.save", "garbage", 7);
    write_bytes("ada.save.bak", "LOOPLING-SAVE 1\nname=Ada\ncheck", 30);
    copy_of("ada.save", &main_bytes);
    copy_of("ada.save.bak", &bak_bytes);
    CHECK_INT(open_ada(&q, &rep), LP_OPEN_DAMAGED);
    CHECK_INT(rep.fresh, 1);
    CHECK_INT(rep.no_save, 0);
    CHECK_STR(q.name, "Ada");
    CHECK(same_bytes("ada.save.damaged-20261124-101500-2", &main_bytes));
    CHECK(same_bytes("ada.save.bak.damaged-20261124-101500", &bak_bytes));
    q.toycar_tutorial_done = 2; /* the first session plays two lessons */
    CHECK(lp_profile_save(dir, &q, &d));
    CHECK_INT(open_ada(&q, &rep), LP_OPEN_OK); /* the second session: Ada, as saved */
    CHECK_INT(q.toycar_tutorial_done, 2);
    CHECK(same_bytes("ada.save.damaged-20261124-101500-2", &main_bytes));

    /* A newer Loopling's save (finding 4): never overwritten, set aside, said so; the backup
     * this Loopling can read is used. */
    q.toycar_tutorial_done = 3;
    CHECK(lp_profile_save(dir, &q, &d)); /* bak: done 2, main: done 3 */
    write_newer_save("ada.save", "Ada");
    copy_of("ada.save", &main_bytes);
    CHECK(!lp_profile_save(dir, &q, &d)); /* a save over it is refused ... */
    CHECK(strstr(d.message, "newer Loopling") != NULL);
    CHECK(same_bytes("ada.save", &main_bytes)); /* ... and it is untouched */
    CHECK_INT(open_ada(&q, &rep), LP_OPEN_NEWER);
    CHECK_INT(rep.fresh, 0);
    CHECK_INT(q.toycar_tutorial_done, 2);
    CHECK(same_bytes("ada.save.newer-20261124-101500", &main_bytes));
    CHECK(strstr(rep.diag.message, "newer Loopling") != NULL);
    /* ... and with no readable backup, a fresh start, the newer save still kept */
    write_newer_save("ada.save", "Ada");
    write_newer_save("ada.save.bak", "Ada");
    CHECK_INT(open_ada(&q, &rep), LP_OPEN_NEWER);
    CHECK_INT(rep.fresh, 1);
    CHECK(rep.aside[0][0] && rep.aside[1][0]);
    CHECK(same_bytes("ada.save.newer-20261124-101500-2", &main_bytes));

    /* Another pupil's save copied under this name (finding 10): not played as them. */
    LpProfile cleo;
    sample_profile(&cleo, "Cleo", 2);
    CHECK(lp_profile_save(dir, &cleo, &d));
    LpBuf ada_bytes;
    lp_buf_init(&ada_bytes);
    CHECK(lp_profile_save(dir, &p, &d));
    copy_of("ada.save", &ada_bytes);
    copy_of("cleo.save", &main_bytes);
    write_bytes("cleo.save", ada_bytes.data, ada_bytes.count); /* cleo.save now says name=Ada */
    char cleo_bak[600];
    snprintf(cleo_bak, sizeof cleo_bak, "%s/cleo.save.bak", dir);
    unlink(cleo_bak);
    CHECK_INT(lp_profile_load(dir, "Cleo", &q, &d), LP_LOAD_FAILED);
    CHECK(strstr(d.message, "holds the progress of 'Ada'") != NULL);
    LpFileLock lock;
    CHECK_INT(lp_profile_open(dir, "Cleo", "20261124-101500", &q, &lock, &rep), LP_OPEN_DAMAGED);
    lp_profile_close(&lock);
    CHECK_STR(q.name, "Cleo");
    CHECK(same_bytes("cleo.save.misnamed-20261124-101500", &ada_bytes));
    CHECK(same_bytes("ada.save", &ada_bytes)); /* Ada's own file is untouched */
    lp_buf_free(&ada_bytes);
    lp_buf_free(&main_bytes);
    lp_buf_free(&bak_bytes);
    remove_dir();
}

static void test_open_busy_and_leftovers(void)
{
    make_dir();
    LpProfile p, q;
    LpDiag d = {0};
    sample_profile(&p, "Ada", 3);
    CHECK(lp_profile_save(dir, &p, &d));
    /* a save killed mid-write left a temporary file */
    write_bytes("ada.save.tmp-999999-1", "LOOPLING-SAVE 1\nna", 18);
    int to_kid[2], from_kid[2];
    CHECK(pipe(to_kid) == 0 && pipe(from_kid) == 0);
    pid_t kid = fork();
    if (kid == 0) {
        LpFileLock lock;
        LpOpenReport rep;
        LpProfile mine;
        char c = lp_profile_open(dir, "Ada", "x", &mine, &lock, &rep) == LP_OPEN_OK ? 'y' : 'n';
        if (write(from_kid[1], &c, 1) != 1) _exit(2);
        if (read(to_kid[0], &c, 1) != 1) _exit(3);
        lp_profile_close(&lock);
        _exit(0);
    }
    char c = 0;
    CHECK(read(from_kid[0], &c, 1) == 1 && c == 'y');
    LpBuf leftover;
    lp_buf_init(&leftover);
    CHECK_INT(read_bytes("ada.save.tmp-999999-1", &leftover), -1); /* the holder cleaned it */
    LpFileLock lock;
    LpOpenReport rep;
    CHECK_INT(lp_profile_open(dir, "ADA", "x", &q, &lock, &rep), LP_OPEN_BUSY);
    CHECK_INT(lock.fd, -1);
    CHECK(strstr(rep.diag.message, "in use by another Loopling") != NULL);
    CHECK(write(to_kid[1], "x", 1) == 1);
    waitpid(kid, NULL, 0);
    CHECK_INT(lp_profile_open(dir, "Ada", "x", &q, &lock, &rep), LP_OPEN_OK);
    CHECK(lock.fd >= 0);
    lp_profile_close(&lock);
    close(to_kid[0]);
    close(to_kid[1]);
    close(from_kid[0]);
    close(from_kid[1]);
    lp_buf_free(&leftover);
    /* not a name */
    CHECK_INT(lp_profile_open(dir, "../x", "x", &q, &lock, &rep), LP_OPEN_FAILED);
    remove_dir();
}

TEST_MAIN(test_round_trip, test_parse_errors, test_dungeon_level, test_lessons_solved_and_log, test_drafts,
          test_never_crashes_on_bytes, test_names, test_save_load_backup_and_list, test_atomic_write,
          test_open_for_play, test_open_busy_and_leftovers)
