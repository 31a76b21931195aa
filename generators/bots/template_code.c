/* template_code.c - robot share codes and the template each one names (bots_gen.h).
 * A shipped template is named by its id (codes of version 1 or 2, the generator's: param_a id,
 * param_b size, seed 30 bits), and only while its statements are the shipped ones: the id table
 * (template_parser.c) holds each shipped template's content hash, so an edited short_loop.template is not
 * short_loop any more. Any other template - a teacher's own - is named by its content, as lesson codes are
 * (lessoncode.h): version 16 + the generator's (BOTS_CONTENT_VERSION_BASE), param_b the size, and the 36 bits
 * of param_a and the seed hold the template's 20-bit content hash (6 + 14 bits) and a 16-bit puzzle seed.
 * Such a code opens wherever a template with those statements is (comments, spacing and the
 * file's name aside), and is refused in words elsewhere. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots_gen.h"
#include "core/i18n.h"

#define HASH_BITS 20
#define SEED_BITS 16

uint32_t bots_template_seed(const BotsTemplate *t, uint32_t seed)
{
    return t->id > 0 ? seed & 0x3FFFFFFFu : seed & ((1u << SEED_BITS) - 1);
}

int bots_template_code(const BotsTemplate *t, int version, int size, uint32_t seed, char *out)
{
    out[0] = '\0';
    if (version == 0) version = BOTS_GEN_VERSION;
    if (size < 1 || size > BOTS_GEN_SIZE_MAX || seed != bots_template_seed(t, seed) ||
        version < BOTS_GEN_VERSION_MIN || version > BOTS_GEN_VERSION)
        return 0;
    LpShareParams sp = {
        .mode = LP_MODE_BOTS, .version = version, .param_a = t->id, .param_b = size, .seed = seed};
    if (t->id <= 0) {
        sp.version = BOTS_CONTENT_VERSION_BASE + version;
        sp.param_a = (int)(t->hash >> (HASH_BITS - 6));
        sp.seed = (t->hash & ((1u << (HASH_BITS - 6)) - 1)) << SEED_BITS | seed;
    }
    return lp_sharecode_encode(&sp, out, NULL);
}

/* 1 when a code names a shipped template by its id (else by its content). */
static int names_shipped(const LpShareParams *sp)
{
    return sp->version >= BOTS_GEN_VERSION_MIN && sp->version <= BOTS_GEN_VERSION;
}

int bots_code_gen_version(const LpShareParams *sp)
{
    if (sp->mode != LP_MODE_BOTS) return 0;
    if (names_shipped(sp)) return sp->version;
    int v = sp->version - BOTS_CONTENT_VERSION_BASE;
    return v >= BOTS_GEN_VERSION_MIN && v <= BOTS_GEN_VERSION ? v : 0;
}

int bots_code_names(const LpShareParams *sp, uint32_t *hash, uint32_t *seed)
{
    if (sp->mode != LP_MODE_BOTS || sp->param_b < 1 || sp->param_b > BOTS_GEN_SIZE_MAX) return 0;
    if (names_shipped(sp)) {
        if (!bots_template_name_for_id(sp->param_a)) return 0;
        *hash = bots_template_shipped_hash(sp->param_a);
        *seed = sp->seed;
        return 1;
    }
    if (!bots_code_gen_version(sp)) return 0;
    *hash = (uint32_t)sp->param_a << (HASH_BITS - 6) | sp->seed >> SEED_BITS;
    *seed = sp->seed & ((1u << SEED_BITS) - 1);
    return 1;
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* The .template file in dir whose statements hash to `hash`, by name order: 1 with t loaded. */
static int find_in(const char *dir, uint32_t hash, BotsTemplate *t)
{
    DIR *d = opendir(dir);
    if (!d) return 0;
    char *names[256];
    int count = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && count < 256) {
        size_t n = strlen(e->d_name);
        if (n > 9 && !strcmp(e->d_name + n - 9, ".template") && (names[count] = malloc(n + 1)) != NULL)
            memcpy(names[count++], e->d_name, n + 1);
    }
    closedir(d);
    qsort(names, (size_t)count, sizeof names[0], by_name); /* the same answer on every machine */
    int found = 0;
    for (int i = 0; i < count && !found; i++) {
        char path[1400];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        LpDiag ignored = {0};
        found = bots_template_load(path, t, &ignored) && t->hash == hash;
    }
    for (int i = 0; i < count; i++) free(names[i]);
    return found;
}

int bots_code_template(const LpShareParams *sp, const char *dir, BotsTemplate *t, uint32_t *seed, LpDiag *diag)
{
    uint32_t hash;
    if (!bots_code_names(sp, &hash, seed))
        return lp_diag_set(diag, "", 0, "%s", _("this code asks for a robot puzzle this game cannot make"));
    if (names_shipped(sp)) {
        char path[1200];
        snprintf(path, sizeof path, "%s/%s.template", dir, bots_template_name_for_id(sp->param_a));
        if (!bots_template_load(path, t, diag)) return 0;
        if (t->id != sp->param_a)
            return lp_diag_set(diag, path, 0,
                               _("this game's %s template was changed, so this code would open another puzzle: "
                                 "put the shipped template back to open it"),
                               bots_template_name_for_id(sp->param_a));
    } else if (!find_in(dir, hash, t)) {
        return lp_diag_set(diag, "", 0,
                           _("this code comes from a teacher's own robot template, and %s has no template like it: "
                             "copy that template file there to open the puzzle"),
                           dir);
    }
    if (bots_template_resize(t, sp->param_b) != sp->param_b)
        return lp_diag_set(diag, t->name, 0, _("template %s cannot have size %d"), t->name, sp->param_b);
    return 1;
}
