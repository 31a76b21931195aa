/* dungeon_share.c - DG share codes (dungeon_share.h). */
#include <stdio.h>
#include <string.h>

#include "core/buf.h"
#include "core/i18n.h"
#include "core/sharecode.h"
#include "dungeon/dungeon_share.h"

#define DG_SHARE_MAX_FILE (64 * 1024) /* the loader's own limit on a Lua file */

/* The shipped flowcharts. An id is never reused; a change to a file's text (or rooms.lua's) is a
 * new generator version with its hash added, the old row kept while that version is callable. */
typedef struct Shipped {
    int id;
    const char *file;
    int version;
    uint32_t hash;
} Shipped;

static const Shipped shipped[] = {
    {1, "first_visit.lua", 1, 0x9060a885u},
    {2, "clockwork_castle.lua", 1, 0x39087741u},
    {3, "long_quest.lua", 1, 0x85c71035u},
    /* version 2: the same files; its toy-car and robot rooms by their generator 2 */
    {1, "first_visit.lua", 2, 0x9060a885u},
    {2, "clockwork_castle.lua", 2, 0x39087741u},
    {3, "long_quest.lua", 2, 0x85c71035u},
    /* version 3: the same files; its robot rooms by robot generator 6, May's by May's 5 */
    {1, "first_visit.lua", 3, 0x9060a885u},
    {2, "clockwork_castle.lua", 3, 0x39087741u},
    {3, "long_quest.lua", 3, 0x85c71035u},
};
#define SHIPPED_COUNT ((int)(sizeof shipped / sizeof shipped[0]))

static const Shipped *shipped_row(int id, int version)
{
    for (int i = 0; i < SHIPPED_COUNT; i++)
        if (shipped[i].id == id && shipped[i].version == version) return &shipped[i];
    return NULL;
}

int dg_share_id(const char *file_name)
{
    for (int i = 0; i < SHIPPED_COUNT; i++)
        if (file_name && !strcmp(shipped[i].file, file_name)) return shipped[i].id;
    return 0;
}

/* FNV-1a over both texts, carriage returns left out (the same files whatever the line ends). */
uint32_t dg_share_files_hash(const char *flowchart_text, size_t flowchart_len, const char *rooms_text, size_t rooms_len)
{
    uint32_t h = 2166136261u;
    const char *texts[2] = {flowchart_text, rooms_text};
    size_t lens[2] = {flowchart_len, rooms_len};
    for (int t = 0; t < 2; t++) {
        for (size_t i = 0; i < lens[t]; i++) {
            if (texts[t][i] == '\r') continue;
            h ^= (uint8_t)texts[t][i];
            h *= 16777619u;
        }
        h ^= 0xffu; /* the two files kept apart */
        h *= 16777619u;
    }
    return h;
}

static int read_text(const char *path, LpBuf *buf)
{
    char why[200];
    lp_buf_init(buf);
    return lp_buf_read_file(buf, path, DG_SHARE_MAX_FILE, why, sizeof why);
}

/* The hash of a flowchart file and a rooms file: 1, or 0 when one cannot be read. */
static int paths_hash(const char *path, const char *rooms, uint32_t *out)
{
    LpBuf a, b;
    int ok = read_text(path, &a) && read_text(rooms, &b);
    if (ok) {
        *out = dg_share_files_hash(a.data ? a.data : "", a.count, b.data ? b.data : "", b.count);
        lp_buf_free(&b);
    }
    lp_buf_free(&a);
    return ok;
}

/* The hash of data_dir's copy of a shipped flowchart. */
static int files_hash(const char *data_dir, const char *file, uint32_t *out)
{
    char path[1200], rooms[1200];
    snprintf(path, sizeof path, "%s/scripts/dungeons/%s", data_dir, file);
    snprintf(rooms, sizeof rooms, "%s/scripts/dungeons/rooms.lua", data_dir);
    return paths_hash(path, rooms, out);
}

int dg_share_files_ok(const char *data_dir, int id, int version, char *why, int why_size)
{
    const Shipped *row = shipped_row(id, version ? version : DG_GEN_VERSION);
    uint32_t h = 0;
    if (!row) {
        snprintf(why, (size_t)why_size, _("this Loopling has no dungeon number %d"), id);
        return 0;
    }
    if (!files_hash(data_dir, row->file, &h)) {
        snprintf(why, (size_t)why_size, _("this dungeon's map file (scripts/dungeons/%s) is missing on this computer"),
                 row->file);
        return 0;
    }
    if (h != row->hash) {
        snprintf(why, (size_t)why_size,
                 _("this dungeon's map file (scripts/dungeons/%s or rooms.lua) has changed on this computer, so the "
                   "code would open another dungeon"),
                 row->file);
        return 0;
    }
    return 1;
}

int dg_share_model_options(const DgFlowchart *f)
{
    int n = 0;
    for (int i = 0; i < f->option_count; i++) n += f->options[i].model != DG_MODEL_NONE;
    return n;
}

int dg_share_bits(const DgFlowchart *f, const DgDecisions *decisions)
{
    int bits = 0, k = 0;
    for (int i = 0; i < f->option_count && k < DG_SHARE_MODEL_BITS; i++) {
        if (f->options[i].model == DG_MODEL_NONE) continue;
        if ((decisions->met >> i & 1u) && (decisions->yes >> i & 1u)) bits |= 1 << k;
        k++;
    }
    return bits;
}

void dg_share_forced(const DgFlowchart *f, int bits, DgDecisions *out)
{
    *out = (DgDecisions){0};
    int k = 0;
    for (int i = 0; i < f->option_count && k < DG_SHARE_MODEL_BITS; i++) {
        if (f->options[i].model == DG_MODEL_NONE) continue;
        out->met |= 1u << i;
        if (bits >> k & 1) out->yes |= 1u << i;
        k++;
    }
}

int dg_share_encode(int id, int version, int bits, uint32_t seed, char *out)
{
    LpShareParams p = {LP_MODE_DUNGEON, version ? version : DG_GEN_VERSION, id, bits, seed};
    LpDiag quiet = {0};
    out[0] = '\0';
    return id > 0 && seed < (1u << 30) && p.version >= DG_GEN_VERSION_MIN && p.version <= DG_GEN_VERSION &&
           lp_sharecode_encode(&p, out, &quiet);
}

int dg_share_decode(const char *text, DgShareDungeon *out, char *why, int why_size)
{
    LpShareParams p;
    LpDiag diag = {0};
    memset(out, 0, sizeof *out);
    if (!lp_sharecode_decode(text, &p, &diag)) {
        snprintf(why, (size_t)why_size, "%s", diag.message);
        return -1;
    }
    if (p.mode != LP_MODE_DUNGEON) {
        snprintf(why, (size_t)why_size, "%s", _("not a dungeon code"));
        return -1;
    }
    const Shipped *row = shipped_row(p.param_a, p.version);
    if (!row) {
        if (p.version < DG_GEN_VERSION_MIN || p.version > DG_GEN_VERSION)
            snprintf(why, (size_t)why_size,
                     _("this code was made by dungeon generator %d; this Loopling makes dungeons with "
                       "generator %d to %d"),
                     p.version, DG_GEN_VERSION_MIN, DG_GEN_VERSION);
        else
            snprintf(why, (size_t)why_size, _("this code names dungeon number %d, which this Loopling does not have"),
                     p.param_a);
        return 0;
    }
    *out = (DgShareDungeon){
        .id = row->id, .file = row->file, .bits = p.param_b, .seed = p.seed, .version = p.version};
    return 1;
}

int dg_share_open(const char *code, const char *data_dir, int no_puzzles, DgFlowchart *flow, DgGenResult *out,
                  LpDiag *diag)
{
    DgShareDungeon sd;
    char why[300], path[1200], rooms[1200];
    if (dg_share_decode(code, &sd, why, sizeof why) != 1 ||
        !dg_share_files_ok(data_dir, sd.id, sd.version, why, sizeof why))
        return lp_diag_set(diag, code, 0, "%s", why);
    snprintf(path, sizeof path, "%s/scripts/dungeons/%s", data_dir, sd.file);
    snprintf(rooms, sizeof rooms, "%s/scripts/dungeons/rooms.lua", data_dir);
    if (!dg_flowchart_load(path, rooms, data_dir, flow, diag)) return 0;
    DgDecisions forced;
    dg_share_forced(flow, sd.bits, &forced);
    /* generated by the code's own version */
    DgGenDesc desc = {.flowchart = flow, .seed = sd.seed, .forced = &forced, .data_dir = data_dir,
                      .no_puzzles = no_puzzles, .version = sd.version};
    if (!dg_generate(&desc, out, diag)) return 0;
    dg_share_name(flow, rooms, out);
    return 1;
}

void dg_share_name(const DgFlowchart *f, const char *rooms_path, DgGenResult *result)
{
    const char *slash = strrchr(f->file, '/');
    int version = result->version ? result->version : DG_GEN_VERSION;
    const Shipped *row = shipped_row(dg_share_id(slash ? slash + 1 : f->file), version);
    uint32_t h = 0;
    result->world.code[0] = '\0';
    if (!row || dg_share_model_options(f) > DG_SHARE_MODEL_BITS || !rooms_path || !paths_hash(f->file, rooms_path, &h) ||
        h != row->hash)
        return;
    dg_share_encode(row->id, version, dg_share_bits(f, &result->path.decisions), result->world.seed,
                    result->world.code);
}
