/* settings.c - the settings file (settings.h): a forgiving line reader and its writer. Depends
 * on core buf, diag and textspan. */
#include "settings.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "teacher_pin.h"
#include "textspan.h"

enum {
    SET_FULLSCREEN, SET_TEXT_SIZE, SET_ANIM_SPEED, SET_CLASS_CONFIG, SET_LANGUAGE,
    SET_SFX_VOLUME, SET_MUSIC_VOLUME, SET_MUSIC, SET_MUTE, SET_TEACHER_PIN, SET_COUNT
};
static const char *const names[SET_COUNT] = {"fullscreen", "text_size",    "anim_speed", "class_config", "language",
                                             "sfx_volume", "music_volume", "music",      "mute",       "teacher_pin"};
/* The largest number each numeric setting reads (fullscreen=2 reads as 1, as it always did); an
 * unknown key (a newer Loopling's) may hold any number up to LP_SETTINGS_UNKNOWN_MAX. */
static const int top[SET_COUNT] = {[SET_FULLSCREEN] = 2, [SET_TEXT_SIZE] = 2, [SET_ANIM_SPEED] = 2,
                                   [SET_SFX_VOLUME] = 10, [SET_MUSIC_VOLUME] = 10, [SET_MUSIC] = 1, [SET_MUTE] = 1};

void lp_settings_defaults(LpSettings *out)
{
    memset(out, 0, sizeof *out);
    out->text_size = 1;
    out->anim_speed = 1;
    out->language = -1;
    out->sfx_volume = 7;
    out->music_volume = 5;
}

int lp_settings_config_name_ok(const char *name)
{
    size_t n = strlen(name);
    if (n < 5 || n >= LP_CONFIG_NAME || strcmp(name + n - 4, ".lua") != 0 || name[0] == '.') return 0;
    for (const char *q = name; *q; q++)
        if (!((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || (*q >= '0' && *q <= '9') || *q == '_' ||
              *q == '-' || *q == '.'))
            return 0;
    return 1;
}

/* Put setting k back to its default. */
static void reset(LpSettings *s, int k)
{
    LpSettings d;
    lp_settings_defaults(&d);
    switch (k) {
    case SET_FULLSCREEN: s->fullscreen = d.fullscreen; break;
    case SET_TEXT_SIZE: s->text_size = d.text_size; break;
    case SET_ANIM_SPEED: s->anim_speed = d.anim_speed; break;
    case SET_CLASS_CONFIG: memset(s->class_config, 0, sizeof s->class_config); break;
    case SET_LANGUAGE: s->language = d.language; break;
    case SET_SFX_VOLUME: s->sfx_volume = d.sfx_volume; break;
    case SET_MUSIC_VOLUME: s->music_volume = d.music_volume; break;
    case SET_MUSIC: s->music = d.music; break;
    case SET_MUTE: s->mute = d.mute; break;
    case SET_TEACHER_PIN: memset(s->teacher_pin, 0, sizeof s->teacher_pin); break;
    }
}

/* A text setting: value (no NUL, shorter than size) into out when ok() takes it; 1 when it did. */
static int text_value(LpSpan value, char *out, size_t size, int (*ok)(const char *))
{
    char text[LP_PIN_HASH_MAX] = {0}; /* the longest text setting */
    if (value.n >= size || value.n >= sizeof text || memchr(value.s, '\0', value.n)) return 0;
    memcpy(text, value.s, value.n);
    if (!ok(text)) return 0;
    memcpy(out, text, size);
    return 1;
}

/* One line after the header: 1 when good, 0 when damaged (*k is then the setting it names, or
 * SET_COUNT). */
static int read_line(LpSpan line, LpSettings *s, int *k)
{
    *k = SET_COUNT;
    const char *eq = memchr(line.s, '=', line.n);
    LpSpan key = {line.s, eq ? (size_t)(eq - line.s) : line.n};
    *k = lp_span_find(key, names, SET_COUNT); /* "text_size" alone still names its setting */
    if (!eq || key.n == 0 || key.n > 31) return 0;
    for (size_t i = 0; i < key.n; i++)
        if (!((key.s[i] >= 'a' && key.s[i] <= 'z') || key.s[i] == '_')) return 0;
    LpSpan value = {eq + 1, (size_t)(line.s + line.n - eq - 1)};
    if (*k == SET_CLASS_CONFIG) return text_value(value, s->class_config, sizeof s->class_config, lp_settings_config_name_ok);
    if (*k == SET_TEACHER_PIN) /* a hash (teacher_pin.h), never the digits */
        return text_value(value, s->teacher_pin, sizeof s->teacher_pin, lp_pin_hash_ok);
    if (*k == SET_LANGUAGE) { /* auto, or a language's code */
        char code[8] = {0};
        LpSpan t = lp_span_trim(value);
        if (t.n == 0 || t.n >= sizeof code || memchr(t.s, '\0', t.n)) return 0;
        memcpy(code, t.s, t.n);
        int lang = strcmp(code, "auto") == 0 ? -1 : lp_lang_parse(code);
        if (lang == -1 && strcmp(code, "auto") != 0) return 0;
        s->language = lang;
        return 1;
    }
    unsigned long long v;
    if (!lp_span_parse_uint(lp_span_trim(value), *k < SET_COUNT ? (unsigned long long)top[*k] : LP_SETTINGS_UNKNOWN_MAX, &v))
        return 0;
    if (*k == SET_FULLSCREEN) s->fullscreen = v != 0;
    else if (*k == SET_TEXT_SIZE) s->text_size = (int)v;
    else if (*k == SET_ANIM_SPEED) s->anim_speed = (int)v;
    else if (*k == SET_SFX_VOLUME) s->sfx_volume = (int)v;
    else if (*k == SET_MUSIC_VOLUME) s->music_volume = (int)v;
    else if (*k == SET_MUSIC) s->music = (int)v;
    else if (*k == SET_MUTE) s->mute = (int)v;
    return 1; /* an unknown key with a good number: a newer Loopling's setting */
}

int lp_settings_parse(const char *text, size_t len, const char *label, LpSettings *out, LpDiag *diag)
{
    lp_settings_defaults(out);
    if (!label) label = "settings.cfg";
    size_t pos = 0;
    int line_no = 0, ok = 1;
    LpSpan line;
    while (lp_span_next_line(text, len, &pos, &line)) {
        line_no++;
        if (line.n && line.s[line.n - 1] == '\r') line.n--;
        if (line_no == 1) {
            if (!lp_span_is(line, LP_SETTINGS_HEADER))
                return lp_diag_set(diag, label, 1, "%s", _("not a settings file; the default settings are used."));
            continue;
        }
        if (line.n == 0) continue;
        int k;
        if (read_line(line, out, &k)) continue;
        reset(out, k);
        if (ok) lp_diag_set(diag, label, line_no, "%s", _("this setting is damaged; the default is used for it."));
        ok = 0;
    }
    return ok;
}

static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

void lp_settings_write(const LpSettings *s, LpBuf *out)
{
    lp_buf_printf(out, "%s\n%s=%d\n%s=%d\n%s=%d\n", LP_SETTINGS_HEADER, names[SET_FULLSCREEN], s->fullscreen != 0,
                  names[SET_TEXT_SIZE], clamp(s->text_size, 0, 2), names[SET_ANIM_SPEED], clamp(s->anim_speed, 0, 2));
    lp_buf_printf(out, "%s=%d\n%s=%d\n%s=%d\n%s=%d\n", names[SET_SFX_VOLUME], clamp(s->sfx_volume, 0, 10),
                  names[SET_MUSIC_VOLUME], clamp(s->music_volume, 0, 10), names[SET_MUSIC], s->music != 0,
                  names[SET_MUTE], s->mute != 0);
    /* a name that fills its array without a NUL is not one */
    if (memchr(s->class_config, '\0', sizeof s->class_config) && lp_settings_config_name_ok(s->class_config))
        lp_buf_printf(out, "%s=%s\n", names[SET_CLASS_CONFIG], s->class_config);
    if (memchr(s->teacher_pin, '\0', sizeof s->teacher_pin) && lp_pin_hash_ok(s->teacher_pin))
        lp_buf_printf(out, "%s=%s\n", names[SET_TEACHER_PIN], s->teacher_pin);
    int lang = s->language >= 0 && s->language < LP_LANG_COUNT ? s->language : -1;
    lp_buf_printf(out, "%s=%s\n", names[SET_LANGUAGE], lang < 0 ? "auto" : lp_lang_code((LpLang)lang));
}
