/* fuzz_settings.c - the libFuzzer target for the game's settings file (lp_settings_parse,
 * game/core/settings.h): the input is a settings.cfg's text.
 * Always: the settings read are in their ranges (fullscreen 0/1, text size and speed 0..2, a good
 * class settings name or none); a warning names the file and a line of it, in one of the two
 * sentences; written, they read back without a warning as the same settings, and written again
 * as the same bytes.
 * Built by tests/fuzz/build.sh; replayed by the normal tests (tests/fuzz/replay.c). */
#include "fuzz_util.h"

#include "core/settings.h"

#define LABEL "fuzz/settings.cfg"

static void check_settings(const LpSettings *s)
{
    check(s->fullscreen == 0 || s->fullscreen == 1);
    check(s->text_size >= 0 && s->text_size <= 2 && s->anim_speed >= 0 && s->anim_speed <= 2);
    check(memchr(s->class_config, '\0', sizeof s->class_config) != NULL);
    check(s->class_config[0] == '\0' || lp_settings_config_name_ok(s->class_config));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_copy(data, size);
    if (!text) return 0;
    LpSettings a, b;
    LpDiag diag;
    fuzz_diag_blank(&diag);
    if (!lp_settings_parse(text, size, LABEL, &a, &diag)) {
        fuzz_check_diag(&diag, LABEL, 1, fuzz_lines(text, size));
        check(!strcmp(diag.message, "not a settings file; the default settings are used.") ||
              !strcmp(diag.message, "this setting is damaged; the default is used for it."));
        if (diag.line == 1) { /* nothing was read */
            LpSettings d;
            lp_settings_defaults(&d);
            check(memcmp(&a, &d, sizeof a) == 0);
        }
    } else {
        check(size == 0 || (size >= strlen(LP_SETTINGS_HEADER) && !memcmp(text, LP_SETTINGS_HEADER, strlen(LP_SETTINGS_HEADER))));
    }
    check_settings(&a);

    LpBuf first, second;
    lp_buf_init(&first);
    lp_buf_init(&second);
    lp_settings_write(&a, &first);
    check(!first.failed);
    fuzz_diag_blank(&diag);
    check_or_show(lp_settings_parse(first.data, first.count, LABEL, &b, &diag), diag.message);
    check_or_show(memcmp(&a, &b, sizeof a) == 0, first.data);
    lp_settings_write(&b, &second);
    check_or_show(fuzz_same_bytes(&first, &second), second.data);
    lp_buf_free(&first);
    lp_buf_free(&second);
    free(text);
    return 0;
}
