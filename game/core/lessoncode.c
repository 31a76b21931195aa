/* lessoncode.c - lesson share codes (lessoncode.h). */
#include "lessoncode.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "i18n.h"
#include "levelfile.h"

/* A "tools:" line (a robot lesson's palette, modes/bots/level.h) says what the screen shows, not
 * what the puzzle is: the code stays the same with or without it. */
static size_t tools_line(const char *text, size_t len, size_t i)
{
    if ((i > 0 && text[i - 1] != '\n') || len - i < 6 || memcmp(text + i, "tools:", 6) != 0) return 0;
    size_t end = i;
    while (end < len && text[end] != '\n') end++;
    return end < len ? end + 1 - i : end - i;
}

uint32_t lp_lesson_hash(const char *text, size_t len)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < len; i++) {
        size_t skip = tools_line(text, len, i);
        if (skip) {
            i += skip - 1;
            continue;
        }
        if (text[i] == '\r') continue; /* the same lesson whatever the line ends */
        h ^= (unsigned char)text[i];
        h *= 16777619u;
    }
    return h & 0x3FFFFFFFu;
}

int lp_lesson_is(const LpShareParams *p) { return p->version == LP_LESSON_VERSION; }

const char *lp_lesson_dir(LpMode mode)
{
    static const char *const dirs[LP_MODE_COUNT] = {"levels/toycar", "levels/bots", "levels/mays", NULL};
    return (int)mode >= 0 && mode < LP_MODE_COUNT ? dirs[mode] : NULL;
}

int lp_lesson_code(LpMode mode, int number, const char *text, size_t len, char *out, LpDiag *diag)
{
    /* the share code would take 0 outside the toy car, but lessons count from 1 */
    if (number < 1 || number > 63) {
        out[0] = '\0';
        return lp_diag_set(diag, "", 0, _("A lesson's number is from 1 to 63, not %d."), number);
    }
    LpShareParams p = {mode, LP_LESSON_VERSION, number, 0, lp_lesson_hash(text, len)};
    return lp_sharecode_encode(&p, out, diag);
}

int lp_lesson_code_of_file(LpMode mode, int number, const char *path, char *out)
{
    LpBuf text;
    lp_buf_init(&text);
    LpDiag diag;
    int ok = lp_levelfile_read(&text, path, &diag) &&
             lp_lesson_code(mode, number, text.data ? text.data : "", text.count, out, &diag);
    lp_buf_free(&text);
    if (!ok) out[0] = '\0';
    return ok;
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int lp_lesson_find(const char *dir, const LpShareParams *p, char *path, size_t size, LpDiag *diag)
{
    DIR *d = dir ? opendir(dir) : NULL;
    if (!d) return lp_diag_set(diag, "", 0, "%s", _("This is a lesson's code, but this Loopling has no lessons of that mode."));
    char *names[256];
    int count = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && count < 256) {
        size_t n = strlen(e->d_name);
        if (n > 6 && !strcmp(e->d_name + n - 6, ".level") && (names[count] = malloc(n + 1)) != NULL)
            memcpy(names[count++], e->d_name, n + 1);
    }
    closedir(d);
    qsort(names, (size_t)count, sizeof names[0], by_name); /* the same answer on every machine */
    int found = 0;
    LpBuf text;
    lp_buf_init(&text);
    for (int i = 0; i < count && !found; i++) {
        char file[1400];
        snprintf(file, sizeof file, "%s/%s", dir, names[i]);
        LpDiag ignored;
        lp_buf_clear(&text);
        if (lp_levelfile_read(&text, file, &ignored) && lp_lesson_hash(text.data ? text.data : "", text.count) == p->seed) {
            snprintf(path, size, "%s", file);
            found = 1;
        }
    }
    lp_buf_free(&text);
    for (int i = 0; i < count; i++) free(names[i]);
    if (found) return 1;
    return lp_diag_set(diag, "", 0,
                       _("This is the code of lesson %d from another version of the lessons: this Loopling's "
                         "lessons are different. Ask for the level file instead."),
                       p->param_a);
}
