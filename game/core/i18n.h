/* i18n.h - the game's words in the pupil's language: English (the source text), German and
 * Spanish, through GNU gettext (glibc's libintl; catalogues built from po/LANG.po by msgfmt).
 * Pure C, no SDL. Every string a pupil or a teacher reads is marked where it is written:
 *
 *   _("Play")                         translated now (a literal; xgettext collects it)
 *   N_("Play")                        only collected: for static tables, translated with _() at use
 *   P_("button", "Back")              with a context, when one English word needs two translations
 *   lp_trn("%d try", "%d tries", n)   singular and plural (German and Spanish have two forms)
 *
 * Keywords of the pupils' language (forward, repeat, block1.MoveUp...), share codes, file
 * names, JSON keys and the words of file formats are never marked: they stay English.
 * A format's arguments may be reordered with positional forms ("%2$s ... %1$d") in translations.
 *
 * The language is chosen once at start (lp_i18n_init) and may change at any time after
 * (lp_i18n_set, the settings screen): the next _() answers in the new language. Which
 * catalogue is used never depends on the machine's locale beyond the default choice
 * (lp_i18n_system_lang): numbers keep their '.' (LC_NUMERIC stays "C"). */
#ifndef LP_I18N_H
#define LP_I18N_H

#define LP_I18N_DOMAIN "loopling"

/* The languages, in the order the settings screen offers them. */
typedef enum LpLang { LP_LANG_EN, LP_LANG_DE, LP_LANG_ES, LP_LANG_COUNT } LpLang;

/* format_arg: a translated format is checked against its arguments as the English one is */
#if defined(__GNUC__)
#define LP_FORMAT_ARG(i) __attribute__((format_arg(i)))
#else
#define LP_FORMAT_ARG(i)
#endif
const char *lp_tr(const char *msgid) LP_FORMAT_ARG(1);
const char *lp_trn(const char *one, const char *many, long n) LP_FORMAT_ARG(1) LP_FORMAT_ARG(2);
const char *lp_trc(const char *context, const char *msgid) LP_FORMAT_ARG(2);

#define _(s) lp_tr(s)
#define N_(s) (s)
#define P_(context, s) lp_trc(context, s)
/* Marks s, in context, for translation later (drawn with P_(context, s)). */
#define NP_(context, s) (s)

/* Point gettext at the catalogues (LOCALEDIR/<lang>/LC_MESSAGES/loopling.mo) and choose lang.
 * localedir NULL keeps gettext's default. Safe to call again. */
void lp_i18n_init(const char *localedir, LpLang lang);
/* Switch the language; the next lp_tr answers in it. */
void lp_i18n_set(LpLang lang);
LpLang lp_i18n_get(void);
/* "en", "de", "es" */
const char *lp_lang_code(LpLang lang);
/* The language's own name as a pupil reads it: "English", "Deutsch", "Español". */
const char *lp_lang_name(LpLang lang);
/* "en"/"de"/"es" (or "english", "Deutsch"... any case) to a language; -1 when unknown. */
int lp_lang_parse(const char *text);
/* The language the machine's locale asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, in the
 * order gettext reads them); English when it asks for none of ours. */
LpLang lp_i18n_system_lang(void);
/* Where the catalogues are: beside an installed binary (EXE_DIR/../share/locale, when it holds
 * ours) or else the build's own folder (build_dir, the compiled-in LOOPLING_LOCALE_DIR). */
void lp_i18n_locale_dir(const char *exe_dir, const char *build_dir, char *out, int size);
/* A command line's --lang: removes "--lang X" from argv (anywhere after argv[0]), returning the
 * language; -1 when absent; -2 when X is missing or unknown (*bad then names it). */
int lp_i18n_take_flag(int *argc, char **argv, const char **bad);
/* Cut a UTF-8 text's last character when a bounded copy (snprintf) left it half written (the
 * translations' "ä" and "ñ" are two bytes). Returns text. */
char *lp_utf8_trim(char *text);
/* 1 when the catalogue for lang was found (English always is: it is the source text). */
int lp_i18n_available(LpLang lang);

#endif
