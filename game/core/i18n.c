/* i18n.c - the language switch over glibc's gettext (i18n.h).
 *
 * gettext picks a catalogue from LANGUAGE when LC_MESSAGES is not "C"; so LC_MESSAGES is set to
 * "C.UTF-8" (built into glibc, on every Debian 12 machine) and LANGUAGE to the chosen language,
 * whatever the machine's locale says. Changing LANGUAGE later takes effect once gettext's
 * catalogue counter moves (_nl_msg_cat_cntr, the documented way to say "catalogues changed"). */
#include "core/i18n.h"

#include <libintl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

extern int _nl_msg_cat_cntr;

static LpLang current = LP_LANG_EN;
static char locale_dir[1024];

static const char *const codes[LP_LANG_COUNT] = {"en", "de", "es"};
static const char *const names[LP_LANG_COUNT] = {"English", "Deutsch", "Espa\xc3\xb1ol"};

const char *lp_lang_code(LpLang lang) { return lang >= 0 && lang < LP_LANG_COUNT ? codes[lang] : codes[0]; }
const char *lp_lang_name(LpLang lang) { return lang >= 0 && lang < LP_LANG_COUNT ? names[lang] : names[0]; }
LpLang lp_i18n_get(void) { return current; }

int lp_lang_parse(const char *text)
{
    static const char *const english_names[LP_LANG_COUNT] = {"english", "german", "spanish"};
    if (!text) return -1;
    for (int i = 0; i < LP_LANG_COUNT; i++)
        if (!strcasecmp(text, codes[i]) || !strcasecmp(text, names[i]) || !strcasecmp(text, english_names[i]))
            return i;
    return -1;
}

/* "de_AT.UTF-8", "es:en", "de" -> the first of ours it names; -1 for none (or "C"). */
static int lang_of_locale(const char *value)
{
    if (!value || !*value) return -1;
    const char *p = value;
    while (*p) {
        if (p[0] && p[1] && (p[2] == '\0' || p[2] == '_' || p[2] == '.' || p[2] == ':' || p[2] == '@'))
            for (int i = 0; i < LP_LANG_COUNT; i++)
                if (!strncasecmp(p, codes[i], 2)) return i;
        const char *colon = strchr(p, ':'); /* LANGUAGE is a list */
        if (!colon) break;
        p = colon + 1;
    }
    return -1;
}

LpLang lp_i18n_system_lang(void)
{
    /* gettext's own order: LANGUAGE (only when a locale is set), then LC_ALL, LC_MESSAGES, LANG */
    const char *all = getenv("LC_ALL"), *msg = getenv("LC_MESSAGES"), *lang = getenv("LANG");
    const char *locale = all && *all ? all : msg && *msg ? msg : lang;
    if (locale && *locale && strcmp(locale, "C") && strcmp(locale, "POSIX")) {
        int l = lang_of_locale(getenv("LANGUAGE"));
        if (l >= 0) return (LpLang)l;
    }
    int l = lang_of_locale(locale);
    return l >= 0 ? (LpLang)l : LP_LANG_EN;
}

void lp_i18n_set(LpLang lang)
{
    if (lang < 0 || lang >= LP_LANG_COUNT) lang = LP_LANG_EN;
    current = lang;
    setenv("LANGUAGE", codes[lang], 1);
    ++_nl_msg_cat_cntr;
}

void lp_i18n_init(const char *localedir, LpLang lang)
{
    setlocale(LC_MESSAGES, "C.UTF-8");
    if (localedir) {
        snprintf(locale_dir, sizeof locale_dir, "%s", localedir);
        bindtextdomain(LP_I18N_DOMAIN, localedir);
    }
    bind_textdomain_codeset(LP_I18N_DOMAIN, "UTF-8");
    textdomain(LP_I18N_DOMAIN);
    lp_i18n_set(lang);
}

int lp_i18n_available(LpLang lang)
{
    if (lang == LP_LANG_EN) return 1;
    if (lang < 0 || lang >= LP_LANG_COUNT || !locale_dir[0]) return 0;
    char path[1200];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/%s.mo", locale_dir, codes[lang], LP_I18N_DOMAIN);
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

const char *lp_tr(const char *msgid)
{
    if (!msgid || !*msgid || current == LP_LANG_EN) return msgid; /* "" would give the header */
    return dgettext(LP_I18N_DOMAIN, msgid);
}

const char *lp_trn(const char *one, const char *many, long n)
{
    if (current == LP_LANG_EN) return n == 1 ? one : many;
    return dngettext(LP_I18N_DOMAIN, one, many, (unsigned long)(n < 0 ? -n : n));
}

/* gettext's own pgettext: "context\004msgid" in the catalogue (msgfmt writes it so). */
const char *lp_trc(const char *context, const char *msgid)
{
    if (current == LP_LANG_EN || !msgid) return msgid;
    char key[512];
    int n = snprintf(key, sizeof key, "%s\004%s", context, msgid);
    if (n < 0 || n >= (int)sizeof key) return msgid;
    const char *t = dgettext(LP_I18N_DOMAIN, key);
    return t == key ? msgid : t;
}

void lp_i18n_locale_dir(const char *exe_dir, const char *build_dir, char *out, int size)
{
    char probe[1400];
    struct stat st;
    snprintf(out, (size_t)size, "%s", build_dir ? build_dir : "");
    if (!exe_dir || !*exe_dir) return;
    size_t n = strlen(exe_dir);
    const char *sep = exe_dir[n - 1] == '/' ? "" : "/";
    snprintf(probe, sizeof probe, "%s%s../share/locale/de/LC_MESSAGES/%s.mo", exe_dir, sep, LP_I18N_DOMAIN);
    if (stat(probe, &st) == 0 && S_ISREG(st.st_mode)) snprintf(out, (size_t)size, "%s%s../share/locale", exe_dir, sep);
}

int lp_i18n_take_flag(int *argc, char **argv, const char **bad)
{
    int found = -1;
    for (int i = 1; i < *argc; i++) {
        if (strcmp(argv[i], "--lang") != 0) continue;
        const char *v = i + 1 < *argc ? argv[i + 1] : NULL;
        int lang = lp_lang_parse(v);
        if (lang < 0) {
            if (bad) *bad = v ? v : "";
            return -2;
        }
        found = lang;
        int take = 2;
        for (int j = i; j + take <= *argc; j++) argv[j] = j + take < *argc ? argv[j + take] : NULL;
        *argc -= take;
        i--;
    }
    return found;
}

char *lp_utf8_trim(char *text)
{
    size_t n = strlen(text), lead = n;
    while (lead > 0 && ((unsigned char)text[lead - 1] & 0xC0) == 0x80) lead--;
    if (lead == 0) return text; /* only continuation bytes: not ours to judge */
    unsigned char c = (unsigned char)text[lead - 1];
    size_t want = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    if (n - (lead - 1) < want) text[lead - 1] = '\0';
    return text;
}
