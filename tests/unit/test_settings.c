/* test_settings.c - the game's settings file (core/settings.h): the defaults, a written file read
 * back, files from before class_config, a file that is not one, each kind of damaged line (the
 * default for that setting, a warning at its line), CRLF line ends, and the writer's clamping. */
#include <string.h>

#include "core/i18n.h"
#include "core/settings.h"
#include "test.h"

static int parse(const char *text, LpSettings *s, LpDiag *diag)
{
    memset(diag, 0, sizeof *diag);
    return lp_settings_parse(text, strlen(text), "saves/settings.cfg", s, diag);
}

static void test_defaults(void)
{
    LpSettings s;
    memset(&s, 0x5a, sizeof s);
    lp_settings_defaults(&s);
    CHECK_INT(s.fullscreen, 0);
    CHECK_INT(s.text_size, 1);
    CHECK_INT(s.anim_speed, 1);
    CHECK_STR(s.class_config, "");
    LpDiag diag;
    memset(&s, 0x5a, sizeof s);
    CHECK(lp_settings_parse(NULL, 0, "x", &s, &diag)); /* no file yet: the defaults, no warning */
    CHECK_INT(s.text_size, 1);
    CHECK_STR(s.class_config, "");
}

static void test_round_trip(void)
{
    LpSettings s = {1, 2, 0, "gentle_class.lua"}, back;
    LpBuf out;
    lp_buf_init(&out);
    lp_settings_write(&s, &out);
    CHECK_STR(out.data, "LOOPLING-SETTINGS 1\nfullscreen=1\ntext_size=2\nanim_speed=0\nsfx_volume=0\nmusic_volume=0\n"
                        "music=0\nmute=0\nclass_config=gentle_class.lua\nlanguage=en\n");
    LpDiag diag;
    CHECK(lp_settings_parse(out.data, out.count, "s", &back, &diag));
    CHECK(!memcmp(&s, &back, sizeof s));
    lp_buf_clear(&out);
    LpSettings d;
    lp_settings_defaults(&d);
    lp_settings_write(&d, &out);
    CHECK_STR(out.data, "LOOPLING-SETTINGS 1\nfullscreen=0\ntext_size=1\nanim_speed=1\nsfx_volume=7\nmusic_volume=5\n"
                        "music=0\nmute=0\nlanguage=auto\n");
    lp_buf_free(&out);
}

static void test_older_and_newer_files(void)
{
    LpSettings s;
    LpDiag diag;
    /* before class_config; a newer Loopling's key with a good number is skipped */
    CHECK(parse("LOOPLING-SETTINGS 1\nfullscreen=0\ntext_size=2\n\nsound=1\nanim_speed=2\n", &s, &diag));
    CHECK_INT(s.text_size, 2);
    CHECK_INT(s.anim_speed, 2);
    CHECK_STR(s.class_config, "");
    /* Windows line ends; the last line without '\n'; a later line wins */
    CHECK(parse("LOOPLING-SETTINGS 1\r\ntext_size=0\r\nclass_config=fast_class.lua\r\ntext_size=2", &s, &diag));
    CHECK_INT(s.text_size, 2);
    CHECK_STR(s.class_config, "fast_class.lua");
}

static void test_not_a_settings_file(void)
{
    LpSettings s;
    LpDiag diag;
    CHECK(!parse("LOOPLING-SAVE 1\ntext_size=2\n", &s, &diag));
    CHECK_INT(diag.line, 1);
    CHECK_STR(diag.file, "saves/settings.cfg");
    CHECK_STR(diag.message, "not a settings file; the default settings are used.");
    CHECK_INT(s.text_size, 1);
    CHECK(!parse("\nLOOPLING-SETTINGS 1\n", &s, &diag)); /* the header is the first line */
    CHECK_INT(diag.line, 1);
}

static void test_damaged_lines(void)
{
    static const char *const bad[] = {
        "text_size=3", "text_size=-1", "text_size=", "text_size=1x", "Text_size=1", " text_size=1",
        "text_size", "a_key_longer_than_thirty_one_chars=1", "class_config=../x.lua", "class_config=x.txt",
        "class_config=.hidden.lua", "class_config=a_class_settings_file_name_that_is_far_too_long.lua",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char text[200];
        snprintf(text, sizeof text, "LOOPLING-SETTINGS 1\nfullscreen=1\ntext_size=2\nclass_config=gentle_class.lua\n%s\nanim_speed=0\n", bad[i]);
        LpSettings s;
        LpDiag diag;
        CHECK(!parse(text, &s, &diag));
        CHECK_INT(diag.line, 5);
        CHECK_STR(diag.message, "this setting is damaged; the default is used for it.");
        CHECK_INT(s.fullscreen, 1); /* the good lines count, before and after */
        CHECK_INT(s.anim_speed, 0);
        /* the damaged setting is back at its default; the others keep their lines' values */
        int names_text = !strncmp(bad[i], "text_size", 9), names_class = !strncmp(bad[i], "class_config", 12);
        CHECK_INT(s.text_size, names_text ? 1 : 2);
        CHECK_STR(s.class_config, names_class ? "" : "gentle_class.lua");
    }
    /* the first damaged line is the one named; a NUL byte damages its line */
    LpSettings s;
    LpDiag diag;
    const char text[] = "LOOPLING-SETTINGS 1\nanim_speed=\0002\nfullscreen=7\n";
    CHECK(!lp_settings_parse(text, sizeof text - 1, "s", &s, &diag));
    CHECK_INT(diag.line, 2);
    CHECK_INT(s.anim_speed, 1);
    CHECK_INT(s.fullscreen, 0);
    /* fullscreen=2 reads as on, as it always did */
    CHECK(parse("LOOPLING-SETTINGS 1\nfullscreen=2\n", &s, &diag));
    CHECK_INT(s.fullscreen, 1);
}

static void test_writer_keeps_to_what_it_reads(void)
{
    LpSettings s = {5, -3, 9, "bad name.lua"}, back;
    LpBuf out;
    lp_buf_init(&out);
    lp_settings_write(&s, &out);
    CHECK_STR(out.data, "LOOPLING-SETTINGS 1\nfullscreen=1\ntext_size=0\nanim_speed=2\nsfx_volume=0\nmusic_volume=0\n"
                        "music=0\nmute=0\nlanguage=en\n");
    LpDiag diag;
    CHECK(lp_settings_parse(out.data, out.count, "s", &back, &diag));
    memset(s.class_config, 'a', sizeof s.class_config); /* no NUL: not a name */
    lp_buf_clear(&out);
    lp_settings_write(&s, &out);
    CHECK(!strstr(out.data, "class_config"));
    lp_buf_free(&out);
}

static void test_language(void)
{
    LpSettings s;
    LpDiag diag;
    CHECK(parse("LOOPLING-SETTINGS 1\n", &s, &diag));
    CHECK_INT(s.language, -1); /* the computer's language until chosen */
    CHECK(parse("LOOPLING-SETTINGS 1\nlanguage=de\n", &s, &diag));
    CHECK_INT(s.language, LP_LANG_DE);
    CHECK(parse("LOOPLING-SETTINGS 1\nlanguage=es\nlanguage=auto\n", &s, &diag));
    CHECK_INT(s.language, -1); /* the later line wins */
    CHECK(!parse("LOOPLING-SETTINGS 1\nlanguage=es\nlanguage=klingon\ntext_size=2\n", &s, &diag));
    CHECK_INT(s.language, -1); /* damaged: the default, a warning at its line, the rest read */
    CHECK_INT(diag.line, 3);
    CHECK_INT(s.text_size, 2);
    s.language = LP_LANG_ES;
    LpBuf out;
    lp_buf_init(&out);
    lp_settings_write(&s, &out);
    CHECK(strstr(out.data, "\nlanguage=es\n") != NULL);
    LpSettings back;
    CHECK(parse(out.data, &back, &diag));
    CHECK_INT(back.language, LP_LANG_ES);
    s.language = 99; /* not a language: written as auto */
    lp_buf_clear(&out);
    lp_settings_write(&s, &out);
    CHECK(strstr(out.data, "\nlanguage=auto\n") != NULL);
    lp_buf_free(&out);
}

/* Sound: each key its own range, read and written back; a file from before sound gives the
 * defaults (effects 7, music off at 5, not muted). */
static void test_sound(void)
{
    LpSettings s;
    LpDiag diag;
    CHECK(parse("LOOPLING-SETTINGS 1\nfullscreen=1\ntext_size=2\nanim_speed=0\n", &s, &diag));
    CHECK_INT(s.sfx_volume, 7);
    CHECK_INT(s.music_volume, 5);
    CHECK_INT(s.music, 0);
    CHECK_INT(s.mute, 0);
    CHECK(parse("LOOPLING-SETTINGS 1\nsfx_volume=10\nmusic_volume=0\nmusic=1\nmute=1\n", &s, &diag));
    CHECK_INT(s.sfx_volume, 10);
    CHECK_INT(s.music_volume, 0);
    CHECK_INT(s.music, 1);
    CHECK_INT(s.mute, 1);
    static const char *const bad[] = {"sfx_volume=11", "music_volume=-1", "music=2", "mute=2", "sfx_volume=x",
                                      "mute="};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char text[200];
        snprintf(text, sizeof text, "LOOPLING-SETTINGS 1\nsfx_volume=3\nmusic_volume=9\nmusic=1\nmute=1\n%s\n", bad[i]);
        CHECK(!parse(text, &s, &diag));
        CHECK_INT(diag.line, 6);
        /* the damaged setting is back at its default, the others keep theirs */
        CHECK_INT(s.sfx_volume, !strncmp(bad[i], "sfx_volume", 10) ? 7 : 3);
        CHECK_INT(s.music_volume, !strncmp(bad[i], "music_volume", 12) ? 5 : 9);
        CHECK_INT(s.music, !strncmp(bad[i], "music=", 6) ? 0 : 1);
        CHECK_INT(s.mute, !strncmp(bad[i], "mute", 4) ? 0 : 1);
    }
    /* text_size keeps its own range: 10 is good for a volume, not for it */
    CHECK(!parse("LOOPLING-SETTINGS 1\ntext_size=10\n", &s, &diag));
    CHECK_INT(s.text_size, 1);
    /* a newer Loopling's key with a bigger number is still skipped quietly */
    CHECK(parse("LOOPLING-SETTINGS 1\nvoice_volume=75\nmute=1\n", &s, &diag));
    CHECK_INT(s.mute, 1);
    CHECK(!parse("LOOPLING-SETTINGS 1\nvoice_volume=1000000\n", &s, &diag));
    /* written clamped, and read back the same */
    s.sfx_volume = 14, s.music_volume = -2, s.music = 5, s.mute = 3;
    LpBuf out;
    lp_buf_init(&out);
    lp_settings_write(&s, &out);
    CHECK(strstr(out.data, "\nsfx_volume=10\nmusic_volume=0\nmusic=1\nmute=1\n") != NULL);
    LpSettings back;
    CHECK(parse(out.data, &back, &diag));
    CHECK_INT(back.sfx_volume, 10);
    CHECK_INT(back.music_volume, 0);
    CHECK_INT(back.music, 1);
    CHECK_INT(back.mute, 1);
    lp_buf_free(&out);
}

TEST_MAIN(test_defaults, test_sound, test_language, test_round_trip, test_older_and_newer_files, test_not_a_settings_file, test_damaged_lines,
          test_writer_keeps_to_what_it_reads)
