/* ref.c - reading what --level, "Enter a code" or a replay names (ref.h). */
#include <stdio.h>
#include <string.h>

#include "core/buf.h"
#include "core/lessoncode.h"
#include "core/levelfile.h"
#include "puzzle/ref.h"
#include "puzzle/rules.h"

/* The mode a level file names on its mode: line (among its first 40 lines), or -1 when it names
 * none. -2 when the file cannot be read (why says so). */
static int file_mode(const char *path, char *why, int why_size)
{
    LpBuf text;
    lp_buf_init(&text);
    LpDiag diag = {0};
    if (!lp_levelfile_read(&text, path, &diag)) {
        lp_buf_free(&text);
        lp_diag_format(&diag, why, why_size);
        return -2;
    }
    int mode = -1;
    const char *p = text.data ? text.data : "";
    for (int line = 0; line < 40 && *p && mode == -1; line++) {
        const char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len > 5 && !strncmp(p, "mode:", 5)) {
            const char *v = p + 5;
            size_t vlen = len - 5;
            while (vlen && (*v == ' ' || *v == '\t')) v++, vlen--;
            while (vlen && (v[vlen - 1] == ' ' || v[vlen - 1] == '\t' || v[vlen - 1] == '\r')) vlen--;
            mode = -3; /* a mode this build does not know: the toy car's loader says so */
            for (int m = 0; m < LP_MODE_COUNT; m++)
                if (pz_rules[m] && strlen(pz_rules[m]->name) == vlen && !strncmp(pz_rules[m]->name, v, vlen))
                    mode = m;
        }
        p = end ? end + 1 : p + len;
    }
    lp_buf_free(&text);
    return mode == -3 ? -1 : mode;
}

static int looks_like_file(const char *arg)
{
    if (strchr(arg, '/') || strstr(arg, ".level")) return 1;
    FILE *f = fopen(arg, "rb");
    if (f) fclose(f);
    return f != NULL;
}

int pz_ref_parse(const char *arg, const char *data_dir, PzRef *out, char *why, int why_size)
{
    memset(out, 0, sizeof *out);
    if (why_size > 0) why[0] = '\0';
    if (!arg || !arg[0]) {
        snprintf(why, (size_t)why_size, "no code or level file given");
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
        is_code = 0;
    } else if (is_code) {
        const PzRules *rules = pz_rules[sp.mode];
        if (!rules) {
            snprintf(why, (size_t)why_size, "this code is for a mode this version cannot play yet");
            return 0;
        }
        if (!rules->code_opens(arg, &sp, why, why_size)) return 0;
        out->mode = sp.mode;
        out->from = PZ_FROM_CODE;
        snprintf(out->code, sizeof out->code, "%s", arg);
        return 1;
    } else if (!looks_like_file(arg)) {
        lp_diag_format(&diag, why, why_size); /* the codec's words: a typo, too short... */
        return 0;
    }
    int mode = file_mode(arg, why, why_size);
    if (mode == -2) return 0;
    if (mode < 0) mode = LP_MODE_TOYCAR; /* the first levels had no mode: line */
    if (arg != out->path) snprintf(out->path, sizeof out->path, "%s", arg);
    out->mode = (LpMode)mode;
    out->from = PZ_FROM_FILE;
    return pz_rules[mode]->file_opens(out->path, why, why_size);
}

const char *pz_ref_arg(const PzRef *ref)
{
    return ref->from == PZ_FROM_CODE ? ref->code : ref->path;
}
