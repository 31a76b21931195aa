/* test_i18n.c - the language switch (core/i18n.h): language names and codes, --lang taken from a
 * command line, the system's choice from the locale variables, the catalogues found in the build,
 * and words, plurals and contexts answered in the language chosen, English again after. */
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "test.h"

static void test_parse(void)
{
    CHECK_INT(lp_lang_parse("de"), LP_LANG_DE);
    CHECK_INT(lp_lang_parse("ES"), LP_LANG_ES);
    CHECK_INT(lp_lang_parse("Deutsch"), LP_LANG_DE);
    CHECK_INT(lp_lang_parse("spanish"), LP_LANG_ES);
    CHECK_INT(lp_lang_parse("en"), LP_LANG_EN);
    CHECK_INT(lp_lang_parse("fr"), -1);
    CHECK_INT(lp_lang_parse(""), -1);
    CHECK_INT(lp_lang_parse(NULL), -1);
    CHECK_STR(lp_lang_code(LP_LANG_ES), "es");
    CHECK_STR(lp_lang_name(LP_LANG_ES), "Espa\xc3\xb1ol");
}

static void test_take_flag(void)
{
    char a0[] = "loopling", a1[] = "--mode", a2[] = "bots", a3[] = "--lang", a4[] = "de", a5[] = "--frames", a6[] = "3";
    char *argv[] = {a0, a1, a2, a3, a4, a5, a6, NULL};
    int argc = 7;
    const char *bad = NULL;
    CHECK_INT(lp_i18n_take_flag(&argc, argv, &bad), LP_LANG_DE);
    CHECK_INT(argc, 5);
    CHECK_STR(argv[3], "--frames");
    CHECK_STR(argv[4], "3");
    CHECK(argv[5] == NULL);
    CHECK_INT(lp_i18n_take_flag(&argc, argv, &bad), -1); /* gone now */

    char b3[] = "--lang", b4[] = "klingon";
    char *argv2[] = {a0, b3, b4, NULL};
    argc = 3;
    CHECK_INT(lp_i18n_take_flag(&argc, argv2, &bad), -2);
    CHECK_STR(bad, "klingon");
    char *argv3[] = {a0, b3, NULL};
    argc = 2;
    bad = NULL;
    CHECK_INT(lp_i18n_take_flag(&argc, argv3, &bad), -2); /* no value */
    CHECK_STR(bad, "");
}

static void test_system_lang(void)
{
    unsetenv("LANGUAGE");
    unsetenv("LC_MESSAGES");
    unsetenv("LC_ALL");
    setenv("LANG", "de_AT.UTF-8", 1);
    CHECK_INT(lp_i18n_system_lang(), LP_LANG_DE);
    setenv("LC_ALL", "es_MX.UTF-8", 1); /* LC_ALL wins over LANG */
    CHECK_INT(lp_i18n_system_lang(), LP_LANG_ES);
    setenv("LANGUAGE", "fr:de", 1);     /* LANGUAGE's list, first of ours */
    CHECK_INT(lp_i18n_system_lang(), LP_LANG_DE);
    setenv("LC_ALL", "C", 1);           /* "C": LANGUAGE is not read, English */
    CHECK_INT(lp_i18n_system_lang(), LP_LANG_EN);
    setenv("LC_ALL", "fr_FR.UTF-8", 1);
    unsetenv("LANGUAGE");
    CHECK_INT(lp_i18n_system_lang(), LP_LANG_EN);
    unsetenv("LC_ALL");
    unsetenv("LANG");
    CHECK_INT(lp_i18n_system_lang(), LP_LANG_EN);
}

static void test_catalogues(void)
{
    char dir[1200];
    lp_i18n_locale_dir("/nonexistent/bin/", LOOPLING_LOCALE_DIR, dir, sizeof dir);
    CHECK_STR(dir, LOOPLING_LOCALE_DIR); /* not installed: the build's own catalogues */
    lp_i18n_init(dir, LP_LANG_EN);
    CHECK(lp_i18n_available(LP_LANG_DE));
    CHECK(lp_i18n_available(LP_LANG_ES));
    CHECK_STR(_("Play"), "Play");
    CHECK_STR(lp_trn("%d try", "%d tries", 1), "%d try");
    CHECK_STR(lp_trn("%d try", "%d tries", 3), "%d tries");

    const char *seen[LP_LANG_COUNT];
    for (int l = 0; l < LP_LANG_COUNT; l++) {
        lp_i18n_set((LpLang)l);
        CHECK_INT(lp_i18n_get(), l);
        seen[l] = _("Play");
        CHECK(seen[l] && seen[l][0]);
        /* German and Spanish have a form for one and one for more, different from each other */
        CHECK(strcmp(lp_trn("%d try", "%d tries", 1), lp_trn("%d try", "%d tries", 2)) != 0);
        CHECK(strstr(lp_trn("%d try", "%d tries", 2), "%d") != NULL);
        CHECK_STR(_(""), "");           /* never the catalogue's header */
        CHECK_STR(_("no such words in any catalogue"), "no such words in any catalogue");
        CHECK_STR(P_("nowhere", "no such words"), "no such words");
    }
    CHECK(strcmp(seen[LP_LANG_DE], "Play") != 0);
    CHECK(strcmp(seen[LP_LANG_ES], "Play") != 0);
    CHECK(strcmp(seen[LP_LANG_DE], seen[LP_LANG_ES]) != 0);
    lp_i18n_set(LP_LANG_EN);
    CHECK_STR(_("Play"), "Play"); /* back to English at once */
}

static void test_utf8_trim(void)
{
    char a[] = "Gr\xc3\xb6\xc3"; /* "Grö" and the first byte of a second "ö" */
    CHECK_STR(lp_utf8_trim(a), "Gr\xc3\xb6");
    char b[] = "Gr\xc3\xb6";      /* whole: kept */
    CHECK_STR(lp_utf8_trim(b), "Gr\xc3\xb6");
    char c[] = "a\xe2\x80";       /* two of a three-byte character */
    CHECK_STR(lp_utf8_trim(c), "a");
    char d[] = "plain";
    CHECK_STR(lp_utf8_trim(d), "plain");
    char e[] = "";
    CHECK_STR(lp_utf8_trim(e), "");
}

TEST_MAIN(test_parse, test_utf8_trim, test_take_flag, test_system_lang, test_catalogues)
