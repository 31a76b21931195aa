/* ref.c - reading what --level, "Enter a code" or a replay names (ref.h). */
#include <stdio.h>
#include <string.h>

#include "core/buf.h"
#include "core/i18n.h"
#include "core/lessoncode.h"
#include "core/levelfile.h"
#include "core/textspan.h"
#include "puzzle/ref.h"
#include "puzzle/rules.h"

/* The mode a level file's text names on its mode: line (among its first 40 lines), or
 * LP_MODE_TOYCAR when it names none or none this build plays (the first levels had no mode: line,
 * and the toy car's loader says what is wrong with an unknown one). */
static LpMode file_mode(const LpBuf *text)
{
    size_t pos = 0;
    LpSpan line, key, value;
    for (int n = 0; n < 40 && lp_span_next_line(text->data, text->count, &pos, &line); n++) {
        if (!lp_span_split_key(line, &key, &value) || !lp_span_is(key, "mode")) continue;
        for (int m = 0; m < LP_MODE_COUNT; m++)
            if (pz_rules[m] && lp_span_is(value, lp_mode_name((LpMode)m))) return (LpMode)m;
        break;
    }
    return LP_MODE_TOYCAR;
}

int pz_ref_parse(const char *arg, const char *data_dir, PzRef *out, char *why, int why_size)
{
    memset(out, 0, sizeof *out);
    if (why_size > 0) why[0] = '\0';
    if (!arg || !arg[0]) {
        snprintf(why, (size_t)why_size, "%s", _("no code or level file given"));
        return 0;
    }
    LpShareParams sp;
    LpDiag diag = {0};
    int is_code = lp_sharecode_decode(arg, &sp, &diag);
    if (is_code && lp_lesson_is(&sp)) {
        /* a lesson's code opens its lesson file */
        const char *rel = lp_lesson_dir(sp.mode);
        char dir[1200];
        snprintf(dir, sizeof dir, "%s/%s", data_dir ? data_dir : ".", rel ? rel : "levels/none");
        LpDiag found = {0};
        if (!lp_lesson_find(rel ? dir : NULL, &sp, out->path, sizeof out->path, &found)) {
            snprintf(why, (size_t)why_size, "%s", found.message);
            return 0;
        }
        snprintf(out->code, sizeof out->code, "%s", arg);
        arg = out->path;
    } else if (is_code) {
        const PzRules *rules = pz_rules[sp.mode];
        if (!rules) {
            snprintf(why, (size_t)why_size, "%s", _("this code is for a mode this version cannot play yet"));
            return 0;
        }
        if (!rules->code_opens(arg, &sp, why, why_size)) return 0;
        out->mode = sp.mode;
        out->from = PZ_FROM_CODE;
        snprintf(out->code, sizeof out->code, "%s", arg);
        return 1;
    }
    /* a level file: read once to find its mode, then loaded by that mode */
    LpBuf text;
    lp_buf_init(&text);
    LpDiag read = {0};
    if (!lp_levelfile_read(&text, arg, &read)) {
        lp_buf_free(&text);
        if (strchr(arg, '/') || strstr(arg, ".level")) lp_diag_format(&read, why, why_size);
        else lp_diag_format(&diag, why, why_size); /* no file by that name: the codec's words (a typo...) */
        return 0;
    }
    LpMode mode = file_mode(&text);
    lp_buf_free(&text);
    if (arg != out->path) snprintf(out->path, sizeof out->path, "%s", arg);
    out->mode = mode;
    out->from = PZ_FROM_FILE;
    return pz_rules[mode]->file_opens(out->path, why, why_size);
}

const char *pz_ref_arg(const PzRef *ref)
{
    return ref->from == PZ_FROM_CODE ? ref->code : ref->path;
}
