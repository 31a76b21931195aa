/* cmd_dungeon.c - loopling-gen dungeon: a dungeon from a Lua gameplay flowchart (paper 002), or
 * many. One dungeon (--json): its options, rooms, keys, puzzles (each with its mode's code), the
 * certificate, metrics, timings, the layout (every room's rectangle and doors, the corridors) and
 * the map; --png draws it, --out writes it as a level file. --gen-version 1 or 2: the dungeons DG1
 * or DG2 codes open (their puzzle rooms by older generators, dungeon_gen.h; default DG_GEN_VERSION).
 * --runs R: seeds seed..seed+R-1 with rates and timing percentiles; --all-options: the same for
 * every combination of the options that read a model; --range FILE.png: the expressive range.
 * --code DG...: the dungeon a code names. Timing is measured here, never in the generator. Exit 0
 * when every dungeon was certified, 1 when one was not, 2 on bad input (file:line: reason). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "core/buf.h"
#include "core/diag.h"
#include "core/i18n.h"
#include "dungeon/dungeon_gen.h"
#include "dungeon/dungeon_share.h"
#include "dungeon/metrics.h"
#include "dungeon/render.h"
#include "core/lessoncode.h"
#include "core/sharecode.h"
#include "modes/dungeon/level.h"
#include "puzzle/rules.h"

#define MAX_RUNS 1000000

typedef struct Args {
    const char *flowchart, *rooms, *code, *png, *range, *out;
    long long seed, runs, version;
    int json, no_puzzles, all_options;
    DgPupil pupil;
    const char *forced_names[DG_MAX_OPTIONS];
    int forced_yes[DG_MAX_OPTIONS], forced_count;
} Args;

/* ---- one dungeon ---- */

static void json_options(LpBuf *o, const DgFlowchart *f, const DgDecisions *d)
{
    lp_buf_puts(o, "\"options\":[");
    for (int i = 0, n = 0; i < f->option_count; i++) {
        const DgOption *op = &f->options[i];
        if (!(d->met >> i & 1u)) continue;
        lp_buf_puts(o, n++ ? ",{\"name\":" : "{\"name\":");
        lp_buf_json_string(o, op->name);
        if (op->model == DG_MODEL_NONE)
            lp_buf_puts(o, ",\"source\":\"chance\"");
        else
            lp_buf_printf(o, ",\"source\":\"model\",\"read\":\"%s\"", dg_model_name(op->model));
        lp_buf_printf(o, ",\"value\":%s}", d->yes >> i & 1u ? "true" : "false");
    }
    lp_buf_puts(o, "],");
}

static int count_main(const DgWorld *w)
{
    int n = 0;
    for (int i = 0; i < w->room_count; i++) n += w->rooms[i].main;
    return n;
}

/* The room a key lies in, and the room its door leads into. */
static void json_keys(LpBuf *o, const DgWorld *w)
{
    lp_buf_puts(o, "\"keys\":[");
    for (int k = 0; k < w->key_count; k++) {
        int lock_room = -1;
        for (int d = 0; d < w->door_count; d++)
            if (w->doors[d].lock == k + 1) lock_room = w->doors[d].room;
        lp_buf_puts(o, k ? ",{\"key\":" : "{\"key\":");
        lp_buf_json_string(o, w->keys[k].name);
        int x = w->keys[k].x, y = w->keys[k].y;
        lp_buf_printf(o, ",\"room\":%d,\"lock_room\":%d,\"x\":%d,\"y\":%d}", w->owner[y][x], lock_room, x, y);
    }
    lp_buf_puts(o, "],");
}

static void json_puzzles(LpBuf *o, const DgWorld *w)
{
    lp_buf_puts(o, "\"puzzles\":[");
    for (int p = 0; p < w->puzzle_count; p++) {
        const DgWorldPuzzle *pz = &w->puzzles[p];
        lp_buf_printf(o, "%s{\"room\":%d,\"mode\":\"%s\",\"concept\":", p ? "," : "", pz->room, lp_mode_name(pz->mode));
        lp_buf_json_string(o, pz->concept);
        lp_buf_puts(o, ",\"code\":");
        lp_buf_json_string(o, pz->code);
        lp_buf_printf(o, ",\"lesson\":%s,\"verified\":%s}", pz->lesson ? "true" : "false",
                      pz->verified ? "true" : "false");
    }
    lp_buf_puts(o, "],");
}

/* "layout": what anyone needs to re-check the certificate without the game (docs/dungeon.md). */
static void json_layout(LpBuf *o, const DgWorld *w)
{
    lp_buf_printf(o, "\"layout\":{\"entrance\":%d,\"exit\":%d,\"start\":[%d,%d],\"rooms\":[", w->entrance, w->exit,
                  w->start_x, w->start_y);
    for (int i = 0; i < w->room_count; i++) {
        const DgWorldRoom *r = &w->rooms[i];
        lp_buf_printf(o, "%s{\"id\":%d,\"type\":", i ? "," : "", i);
        lp_buf_json_string(o, r->type);
        lp_buf_printf(o, ",\"x\":%d,\"y\":%d,\"w\":%d,\"h\":%d,\"main\":%s,\"doors\":[", r->x, r->y, r->w, r->h,
                      r->main ? "true" : "false");
        for (int d = 0, n = 0; d < w->door_count; d++) {
            const DgWorldDoor *dd = &w->doors[d];
            if (dd->room != i) continue;
            lp_buf_printf(o, "%s{\"x\":%d,\"y\":%d,\"to\":%d,\"lock\":", n++ ? "," : "", dd->x, dd->y, dd->to);
            if (dd->lock) lp_buf_json_string(o, w->keys[dd->lock - 1].name);
            else lp_buf_puts(o, "null");
            lp_buf_printf(o, ",\"gate\":%s}", dd->gate ? "true" : "false");
        }
        lp_buf_puts(o, "]}");
    }
    lp_buf_puts(o, "],\"corridors\":[");
    for (int c = 0; c < w->corridor_count; c++) {
        const DgWorldCorridor *cc = &w->corridors[c];
        lp_buf_printf(o, "%s{\"from\":%d,\"to\":%d,\"tiles\":[", c ? "," : "", cc->from, cc->to);
        for (int i = 0; i < cc->count; i++) lp_buf_printf(o, "%s[%d,%d]", i ? "," : "", cc->tiles[i][0], cc->tiles[i][1]);
        lp_buf_puts(o, "]}");
    }
    lp_buf_puts(o, "]},");
}

static void json_map(LpBuf *o, const DgWorld *w)
{
    lp_buf_puts(o, "\"map\":[");
    char row[DG_MAP_W + 1];
    for (int y = 0; y < w->h; y++) {
        for (int x = 0; x < w->w; x++) row[x] = dg_tile_char((DgTile)w->tile[y][x]);
        row[w->w] = '\0';
        lp_buf_puts(o, y ? "," : "");
        lp_buf_json_string(o, row);
    }
    lp_buf_puts(o, "]");
}

/* Each action of the path held by a room of one of its types. */
static int mission_realised(const DgFlowchart *f, const DgGenResult *r)
{
    for (int i = 0; i < r->path.count; i++) {
        int node = r->path.nodes[i], held = 0;
        for (int k = 0; k < r->dungeon.room_count && !held; k++) {
            const DgRoom *room = &r->dungeon.rooms[k];
            if (room->node != node) continue;
            for (int t = 0; t < f->nodes[node].type_count; t++) held |= f->nodes[node].types[t] == room->type;
        }
        if (!held) return 0;
    }
    return 1;
}

/* "walkthrough": a way through (dg_walkthrough): its steps as N/E/S/W letters, and the steps that
 * reach a puzzle's terminal ([step index, room]). */
static void json_walkthrough(LpBuf *o, const DgWorld *w)
{
    static DgWalkthrough walk; /* large */
    int ok = dg_walkthrough(w, &walk);
    lp_buf_puts(o, "\"walkthrough\":{\"moves\":\"");
    for (int i = 0; i < walk.count; i++) lp_buf_printf(o, "%c", "NESW"[walk.moves[i] & 3]);
    lp_buf_printf(o, "\",\"steps\":%d,\"reaches_stairs\":%s,\"puzzles\":[", walk.count, ok ? "true" : "false");
    for (int i = 0, n = 0; i < walk.count; i++)
        if (walk.puzzle[i] >= 0) lp_buf_printf(o, "%s[%d,%d]", n++ ? "," : "", i, walk.puzzle[i]);
    lp_buf_puts(o, "]},");
}

static void json_one(LpBuf *o, const DgFlowchart *f, const DgGenResult *r, double layout_ms, double puzzle_ms)
{
    const DgWorld *w = &r->world;
    const DgCertificate *c = &r->certificate;
    DgMetrics m;
    dg_metrics(w, &m);
    lp_buf_printf(o, "{\"seed\":%u,\"flowchart\":", w->seed);
    lp_buf_json_string(o, w->flowchart);
    lp_buf_puts(o, ",\"title\":");
    lp_buf_json_string(o, w->title);
    lp_buf_printf(o, ",\"generator_version\":%d,\"share_code\":", r->version ? r->version : DG_GEN_VERSION);
    if (w->code[0]) lp_buf_json_string(o, w->code);
    else lp_buf_puts(o, "null");
    lp_buf_puts(o, ",");
    json_options(o, f, &r->path.decisions);
    lp_buf_printf(o, "\"rooms\":%d,\"main_path\":%d,\"side_rooms\":%d,\"corridors\":%d,\"corridor_tiles\":%d,",
                  w->room_count, count_main(w), w->room_count - count_main(w), w->corridor_count, m.corridor_tiles);
    lp_buf_printf(o, "\"width\":%d,\"height\":%d,", w->w, w->h);
    json_keys(o, w);
    json_puzzles(o, w);
    lp_buf_printf(o, "\"overlaps\":%d,\"unreachable_rooms\":%d,\"keys_behind_locks\":%d,\"rooms_cut\":%d,", c->overlaps,
                  c->unreachable, c->keys_behind_lock, c->rooms_cut);
    lp_buf_printf(o, "\"keys_before_locks\":%s,\"exit_reached\":%s,\"puzzles_unverified\":%d,\"mission_realised\":%s,",
                  c->keys_behind_lock ? "false" : "true", c->exit_reached ? "true" : "false", c->puzzles_unverified,
                  mission_realised(f, r) ? "true" : "false");
    lp_buf_printf(o, "\"verified\":%s,\"attempts\":%d,", c->ok ? "true" : "false", r->attempts);
    lp_buf_printf(o, "\"linearity\":%.3f,\"backtracking\":%.3f,\"density\":%.3f,\"corridor_share\":%.3f,",
                  m.linearity / 1000.0, m.backtracking / 1000.0, m.density / 1000.0, m.corridor_share / 1000.0);
    lp_buf_printf(o, "\"gen_ms\":%.3f,\"layout_ms\":%.3f,\"puzzle_ms\":%.3f,", layout_ms + puzzle_ms, layout_ms,
                  puzzle_ms);
    json_layout(o, w);
    json_walkthrough(o, w);
    json_map(o, w);
    lp_buf_puts(o, "}\n");
}

/* ---- making dungeons ---- */

typedef struct Made {
    DgGenResult result;
    double layout_ms, puzzle_ms;
    int ok;
    LpDiag diag;
} Made;

static void make(const DgGenDesc *base, uint32_t seed, int no_puzzles, const char *rooms_path, Made *m)
{
    DgGenDesc desc = *base;
    desc.seed = seed;
    desc.no_puzzles = 1;
    memset(&m->diag, 0, sizeof m->diag);
    double t0 = cli_now_ms();
    m->ok = dg_generate(&desc, &m->result, &m->diag);
    m->layout_ms = cli_now_ms() - t0;
    m->puzzle_ms = 0;
    if (m->ok && !no_puzzles) {
        t0 = cli_now_ms();
        m->ok = dg_generate_puzzles(&desc, &m->result, &m->diag);
        m->puzzle_ms = cli_now_ms() - t0;
    }
    if (m->ok) dg_share_name(desc.flowchart, rooms_path, &m->result);
}

/* ---- many dungeons ---- */

typedef struct Stats {
    long long runs, verified, overlaps, unreachable, keys_behind, cut, unverified_puzzles, lesson_fallbacks;
    long long attempts_sum;
    int attempts_max;
    double *layout_ms, gen_ms_sum;
    uint32_t *hashes;
    DgMetrics *metrics;
    long long first_failure;
    char failure[300];
} Stats;

static uint32_t world_hash(const DgWorld *w)
{
    uint32_t h = lp_fnv1a(w->tile, sizeof w->tile);
    return h ^ lp_fnv1a(w->rooms, sizeof w->rooms) * 31u;
}

static int compare_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

static int distinct(uint32_t *h, long long n)
{
    qsort(h, (size_t)n, sizeof *h, compare_u32);
    int d = n > 0;
    for (long long i = 1; i < n; i++) d += h[i] != h[i - 1];
    return d;
}

static double percentile(double *v, long long n, int pct)
{
    if (n <= 0) return 0;
    qsort(v, (size_t)n, sizeof *v, cli_compare_double);
    long long i = (n * pct + 99) / 100 - 1;
    return v[i < 0 ? 0 : i];
}

static int run_many(const DgGenDesc *base, const Args *a, const char *rooms_path, Stats *s)
{
    static Made m;
    memset(s, 0, sizeof *s);
    s->first_failure = -1;
    s->layout_ms = calloc((size_t)a->runs, sizeof *s->layout_ms);
    s->hashes = calloc((size_t)a->runs, sizeof *s->hashes);
    s->metrics = calloc((size_t)a->runs, sizeof *s->metrics);
    if (!s->layout_ms || !s->hashes || !s->metrics) return 0;
    for (long long i = 0; i < a->runs; i++) {
        make(base, (uint32_t)(a->seed + i), a->no_puzzles, rooms_path, &m);
        const DgCertificate *c = &m.result.certificate;
        const DgWorld *w = &m.result.world;
        s->runs++;
        s->layout_ms[i] = m.layout_ms;
        s->gen_ms_sum += m.layout_ms + m.puzzle_ms;
        s->attempts_sum += m.result.attempts;
        if (m.result.attempts > s->attempts_max) s->attempts_max = m.result.attempts;
        if (m.ok && c->ok) s->verified++;
        else if (s->first_failure < 0) {
            s->first_failure = a->seed + i;
            lp_diag_format(&m.diag, s->failure, sizeof s->failure);
        }
        s->overlaps += c->overlaps;
        s->unreachable += c->unreachable;
        s->keys_behind += c->keys_behind_lock;
        s->cut += c->rooms_cut;
        s->unverified_puzzles += c->puzzles_unverified;
        for (int p = 0; p < w->puzzle_count; p++) {
            int node = m.result.dungeon.rooms[w->puzzles[p].room].node;
            s->lesson_fallbacks += w->puzzles[p].lesson && node >= 0 && !base->flowchart->nodes[node].puzzle.lesson;
        }
        s->hashes[i] = world_hash(w);
        dg_metrics(w, &s->metrics[i]);
    }
    return 1;
}

static void stats_free(Stats *s)
{
    free(s->layout_ms);
    free(s->hashes);
    free(s->metrics);
}

static double mean_sd(const double *v, long long n, double *sd)
{
    double sum = 0, sq = 0;
    for (long long i = 0; i < n; i++) sum += v[i];
    double mean = n ? sum / (double)n : 0;
    for (long long i = 0; i < n; i++) sq += (v[i] - mean) * (v[i] - mean);
    double var = n > 1 ? sq / (double)(n - 1) : 0;
    *sd = var > 0 ? cli_sqrt(var) : 0;
    return mean;
}

static void json_stats(LpBuf *o, Stats *s)
{
    double sd, mean = mean_sd(s->layout_ms, s->runs, &sd);
    lp_buf_printf(o, "\"runs\":%lld,\"verified_rate\":%.4f,\"overlaps_total\":%lld,\"unreachable_total\":%lld,", s->runs,
                  s->runs ? (double)s->verified / (double)s->runs : 0.0, s->overlaps, s->unreachable);
    lp_buf_printf(o, "\"keys_behind_locks_total\":%lld,\"rooms_cut_total\":%lld,\"puzzles_unverified_total\":%lld,",
                  s->keys_behind, s->cut, s->unverified_puzzles);
    lp_buf_printf(o, "\"lesson_fallbacks\":%lld,\"attempts_mean\":%.3f,\"attempts_max\":%d,", s->lesson_fallbacks,
                  s->runs ? (double)s->attempts_sum / (double)s->runs : 0.0, s->attempts_max);
    lp_buf_printf(o, "\"layout_ms_mean\":%.4f,\"layout_ms_sd\":%.4f,", mean, sd);
    lp_buf_printf(o, "\"layout_ms_p50\":%.4f,\"layout_ms_p99\":%.4f,", percentile(s->layout_ms, s->runs, 50),
                  percentile(s->layout_ms, s->runs, 99));
    lp_buf_printf(o, "\"gen_ms_mean\":%.3f,\"distinct_layouts\":%d,\"first_failure\":",
                  s->runs ? s->gen_ms_sum / (double)s->runs : 0.0, distinct(s->hashes, s->runs));
    if (s->first_failure >= 0) {
        lp_buf_printf(o, "{\"seed\":%lld,\"reason\":", s->first_failure);
        lp_buf_json_string(o, s->failure);
        lp_buf_puts(o, "}");
    } else {
        lp_buf_puts(o, "null");
    }
}

static void say_stats(const char *label, const Stats *s)
{
    /* TRANSLATORS: loopling-gen dungeon --runs; the first %s is nothing or "[option=yes other=no] " */
    cli_say(_("%s%lld dungeons, %lld certified, %lld overlaps, %lld unreachable rooms, %lld keys behind their door, "
              "attempts at most %d"),
            label, s->runs, s->verified, s->overlaps, s->unreachable, s->keys_behind, s->attempts_max);
    if (s->first_failure >= 0) cli_say(_("  first failure: seed %lld: %s"), s->first_failure, s->failure);
}

/* The model options' combinations: combination c forces the k-th model option to bit k of c. */
static void combination(const DgFlowchart *f, int c, DgDecisions *forced, LpBuf *label)
{
    *forced = (DgDecisions){0};
    lp_buf_clear(label);
    for (int i = 0, k = 0; i < f->option_count; i++) {
        if (f->options[i].model == DG_MODEL_NONE) continue;
        forced->met |= 1u << i;
        if (c >> k & 1) forced->yes |= 1u << i;
        lp_buf_printf(label, "%s%s=%s", k ? " " : "", f->options[i].name, c >> k & 1 ? "yes" : "no");
        k++;
    }
}

static int many(const Args *a, const DgFlowchart *f, DgGenDesc *base, const char *rooms_path)
{
    int combos = a->all_options ? 1 << dg_share_model_options(f) : 1, failed = 0;
    LpBuf o, label;
    lp_buf_init(&o);
    lp_buf_init(&label);
    lp_buf_puts(&o, "{\"flowchart\":");
    lp_buf_json_string(&o, f->file);
    lp_buf_printf(&o, ",\"seed\":%lld,\"generator_version\":%d,\"puzzles\":%s,", a->seed,
                  base->version ? base->version : DG_GEN_VERSION, a->no_puzzles ? "false" : "true");
    DgMetrics *all = calloc((size_t)(a->runs * combos), sizeof *all);
    if (!all) return cli_bad_input("%s", _("not enough memory for --runs"));
    Stats s;
    for (int c = 0; c < combos; c++) {
        DgDecisions forced;
        if (a->all_options) {
            combination(f, c, &forced, &label);
            base->forced = &forced;
        }
        if (!run_many(base, a, rooms_path, &s)) {
            free(all);
            return cli_bad_input("%s", _("not enough memory for --runs"));
        }
        memcpy(all + (size_t)c * (size_t)a->runs, s.metrics, (size_t)a->runs * sizeof *all);
        failed |= s.verified != s.runs;
        if (a->all_options) {
            lp_buf_puts(&o, c ? ",{\"options\":" : "\"combinations\":[{\"options\":");
            lp_buf_json_string(&o, label.data ? label.data : "");
            lp_buf_puts(&o, ",");
            json_stats(&o, &s);
            lp_buf_puts(&o, c + 1 == combos ? "}]," : "}");
            char head[200];
            snprintf(head, sizeof head, "[%s] ", label.data ? label.data : "");
            if (!a->json) say_stats(head, &s);
        } else {
            json_stats(&o, &s);
            lp_buf_puts(&o, ",");
            if (!a->json) say_stats("", &s);
        }
        stats_free(&s);
    }
    lp_buf_printf(&o, "\"combinations_run\":%d}\n", combos);
    if (a->json) fputs(o.data, stdout);
    int range_failed = 0;
    if (a->range) {
        LpDiag diag = {0};
        if (!dg_range_write_png(a->range, all, (int)(a->runs * combos), f->title, &diag)) {
            cli_print_diag(&diag);
            range_failed = 1;
        }
    }
    free(all);
    lp_buf_free(&o);
    lp_buf_free(&label);
    return range_failed ? 2 : failed ? 1 : 0;
}

/* ---- the command ---- */

static int parse_model(const char *text, DgPupil *p)
{
    const char *eq = strchr(text, '=');
    char key[40];
    long long v;
    if (!eq || eq - text >= (long)sizeof key) return 0;
    memcpy(key, text, (size_t)(eq - text));
    key[eq - text] = '\0';
    int k = dg_model_named(key);
    if (k < 0 || !cli_parse_int(eq + 1, 0, 1000, &v)) return 0;
    p->value[k] = (int)v;
    return 1;
}

/* --model KEY=V and --option NAME=yes|no may repeat: taken out of argv before the flags. */
static int take_repeated(int *argc, char **argv, Args *a)
{
    int out = 0;
    for (int i = 0; i < *argc; i++) {
        int model = !strcmp(argv[i], "--model"), option = !strcmp(argv[i], "--option");
        if (!model && !option) {
            argv[out++] = argv[i];
            continue;
        }
        if (i + 1 >= *argc) return cli_bad_input(_("%s needs a value"), argv[i]);
        const char *v = argv[++i];
        if (model && !parse_model(v, &a->pupil))
            /* TRANSLATORS: keep KEY=N and the models' names */
            return cli_bad_input(_("--model %s: write KEY=N, KEY one of toycar.length, toycar.loops, bots.size, "
                                   "mays.step, dungeon.done, dungeon.gave_up"),
                                 v);
        if (option) {
            const char *eq = strchr(v, '=');
            if (!eq || (strcmp(eq + 1, "yes") && strcmp(eq + 1, "no")) || a->forced_count == DG_MAX_OPTIONS)
                /* TRANSLATORS: keep NAME=yes and NAME=no: the option's words */
                return cli_bad_input(_("--option %s: write NAME=yes or NAME=no"), v);
            a->forced_names[a->forced_count] = v;
            a->forced_yes[a->forced_count++] = !strcmp(eq + 1, "yes");
        }
    }
    *argc = out;
    return 0;
}

static int force_options(const Args *a, const DgFlowchart *f, DgDecisions *forced)
{
    *forced = (DgDecisions){0};
    for (int i = 0; i < a->forced_count; i++) {
        const char *v = a->forced_names[i];
        size_t len = (size_t)(strchr(v, '=') - v);
        int found = -1;
        for (int k = 0; k < f->option_count; k++)
            if (strlen(f->options[k].name) == len && !strncmp(f->options[k].name, v, len)) found = k;
        if (found < 0) return cli_bad_input(_("--option %s: the flowchart has no option of that name"), v);
        forced->met |= 1u << found;
        if (a->forced_yes[i]) forced->yes |= 1u << found;
    }
    return 0;
}

/* A flowchart path as typed, or a shipped one's name ("clockwork_castle.lua"). */
static const char *flowchart_path(const char *arg)
{
    FILE *fp = fopen(arg, "rb");
    if (fp) {
        fclose(fp);
        return arg;
    }
    if (strchr(arg, '/')) return arg;
    static char shipped[600];
    snprintf(shipped, sizeof shipped, "scripts/dungeons/%s", arg);
    return cli_data_path(shipped);
}

static int write_outputs(const Args *a, const DgGenResult *r)
{
    LpDiag diag = {0};
    if (a->png && !dg_map_write_png(a->png, &r->world, 8, &diag)) {
        cli_print_diag(&diag);
        return 0;
    }
    if (a->out) {
        LpBuf text;
        lp_buf_init(&text);
        dg_level_write(&r->world, &text);
        int ok = cli_write_text_file(a->out, &text);
        lp_buf_free(&text);
        if (!ok) return 0;
    }
    return 1;
}

int cli_dungeon(int argc, char **argv)
{
    static Args a;
    static DgFlowchart flow;
    static Made m;
    memset(&a, 0, sizeof a);
    int seed_set = 0, runs_set = 0, version_set = 0, bad = take_repeated(&argc, argv, &a);
    if (bad) return bad;
    Flag flags[] = {
        {"--flowchart", 0, 0, NULL, NULL, &a.flowchart}, {"--rooms", 0, 0, NULL, NULL, &a.rooms},
        {"--code", 0, 0, NULL, NULL, &a.code},           {"--seed", 0, (1ll << 30) - 1, &a.seed, &seed_set, NULL},
        {"--runs", 1, MAX_RUNS, &a.runs, &runs_set, NULL}, {"--json", 0, 0, NULL, &a.json, NULL},
        {"--no-puzzles", 0, 0, NULL, &a.no_puzzles, NULL}, {"--all-options", 0, 0, NULL, &a.all_options, NULL},
        {"--png", 0, 0, NULL, NULL, &a.png},             {"--range", 0, 0, NULL, NULL, &a.range},
        {"--out", 0, 0, NULL, NULL, &a.out},
        {"--gen-version", DG_GEN_VERSION_MIN, DG_GEN_VERSION, &a.version, &version_set, NULL},
    };
    int rc = cli_parse_flags(argc, argv, flags, (int)(sizeof flags / sizeof flags[0]), NULL);
    if (rc) return rc;
    if (!runs_set) a.runs = 1;
    static char data_dir[4096];
    snprintf(data_dir, sizeof data_dir, "%s", cli_data_path("."));
    LpDiag diag = {0};
    if (a.code) {
        /* TRANSLATORS: keep --code and --gen-version */
        if (version_set)
            return cli_bad_input("%s", _("a share code names its generator: --code or --gen-version"));
        if (a.flowchart || seed_set || a.all_options || a.forced_count)
            return cli_bad_input("%s", _("--code names its flowchart, options and seed: give none of them with it"));
        if (!dg_share_open(a.code, data_dir, a.no_puzzles, &flow, &m.result, &diag)) {
            cli_print_diag(&diag);
            return 2;
        }
        if (a.json) {
            LpBuf o;
            lp_buf_init(&o);
            json_one(&o, &flow, &m.result, 0, 0);
            fputs(o.data, stdout);
            lp_buf_free(&o);
        } else {
            /* TRANSLATORS: %1$s a dungeon's share code, %2$s its name */
            cli_say(_("%s: %s, %d rooms, certified"), a.code, _(m.result.world.title), m.result.world.room_count);
        }
        return write_outputs(&a, &m.result) ? 0 : 2;
    }
    if (!a.flowchart || !seed_set) return cli_bad_input("%s", _("dungeon needs --flowchart FILE.lua and --seed N, or --code DG..."));
    if (a.range && !runs_set) return cli_bad_input("%s", _("--range needs --runs R (the dungeons it draws)"));
    if ((a.png || a.out) && runs_set) return cli_bad_input("%s", _("--png and --out draw one dungeon: leave out --runs"));
    const char *path = flowchart_path(a.flowchart);
    char rooms_buf[600];
    const char *rooms = a.rooms;
    if (!rooms) {
        snprintf(rooms_buf, sizeof rooms_buf, "%s", cli_data_path("scripts/dungeons/rooms.lua"));
        rooms = rooms_buf;
    }
    if (!dg_flowchart_load(path, rooms, data_dir, &flow, &diag)) {
        cli_print_diag(&diag);
        return 2;
    }
    DgDecisions forced;
    if ((rc = force_options(&a, &flow, &forced))) return rc;
    DgGenDesc base = {.flowchart = &flow, .pupil = a.pupil, .forced = a.forced_count ? &forced : NULL,
                      .data_dir = data_dir, .version = (int)a.version};
    if (runs_set || a.all_options) {
        if (!runs_set) a.runs = 1;
        return many(&a, &flow, &base, rooms);
    }
    make(&base, (uint32_t)a.seed, a.no_puzzles, rooms, &m);
    if (!m.ok) {
        cli_print_diag(&m.diag);
        return 2;
    }
    if (a.json) {
        LpBuf o;
        lp_buf_init(&o);
        json_one(&o, &flow, &m.result, m.layout_ms, m.puzzle_ms);
        fputs(o.data, stdout);
        lp_buf_free(&o);
    } else {
        char code_note[64 + sizeof m.result.world.code] = "";
        /* TRANSLATORS: ends loopling-gen dungeon's report line; %s is the dungeon's share code */
        if (m.result.world.code[0]) snprintf(code_note, sizeof code_note, _(", code %s"), m.result.world.code);
        /* TRANSLATORS: %1$s is the dungeon's name; the last %s is nothing or ", code DG.." */
        cli_say(_("%s, seed %lld: %d rooms, %d puzzles, certified%s"), _(flow.title), a.seed,
                m.result.world.room_count, m.result.world.puzzle_count, code_note);
    }
    return write_outputs(&a, &m.result) ? 0 : 2;
}

/* ---- bench ---- */

int cli_bench_dungeon(LpBuf *json, int runs)
{
    static DgFlowchart flow;
    static Made m;
    char data_dir[4096], rooms[4096], path[4096];
    snprintf(data_dir, sizeof data_dir, "%s", cli_data_path("."));
    snprintf(rooms, sizeof rooms, "%s", cli_data_path("scripts/dungeons/rooms.lua"));
    snprintf(path, sizeof path, "%s", cli_data_path("scripts/dungeons/long_quest.lua"));
    LpDiag diag = {0};
    if (!dg_flowchart_load(path, rooms, data_dir, &flow, &diag)) {
        cli_print_diag(&diag);
        return 1;
    }
    /* the layout and certificate of the long flowchart (up to 20 rooms), many seeds: one sample
     * a dungeon; then a few whole dungeons with their puzzles */
    int layouts = runs * 200, whole = runs < 5 ? runs : 5, failures = 0, rooms_max = 0;
    double *ms = calloc((size_t)layouts, sizeof *ms), sum_rooms = 0, with_puzzles = 0;
    if (!ms) return 1;
    DgGenDesc base = {.flowchart = &flow, .data_dir = data_dir};
    for (int i = 0; i < layouts; i++) {
        make(&base, 5000u + (uint32_t)i, 1, rooms, &m);
        ms[i] = m.layout_ms;
        failures += !m.ok;
        sum_rooms += m.result.world.room_count;
        if (m.result.world.room_count > rooms_max) rooms_max = m.result.world.room_count;
    }
    double sd, mean = mean_sd(ms, layouts, &sd), p99 = percentile(ms, layouts, 99);
    for (int i = 0; i < whole; i++) {
        make(&base, 5000u + (uint32_t)i, 0, rooms, &m);
        failures += !m.ok;
        with_puzzles += m.layout_ms + m.puzzle_ms;
    }
    with_puzzles /= whole > 0 ? whole : 1;
    if (json)
        lp_buf_printf(json,
                      "\"dungeon\":{\"ms\":%.4f,\"ms_p99\":%.4f,\"paper_ms\":null,\"layouts\":%d,\"rooms_mean\":%.1f,"
                      "\"rooms_max\":%d,\"with_puzzles_ms\":%.1f,\"failures\":%d},",
                      mean, p99, layouts, sum_rooms / layouts, rooms_max, with_puzzles, failures);
    fprintf(stderr,
            "dungeon (long_quest.lua, %.1f rooms on average, at most %d), %d layouts:\n"
            "  layout + certificate mean %.3f ms, p99 %.3f ms (target 1 ms mean, 5 ms p99; the paper gives no time)\n"
            "  with its puzzles made and certified by their modes: %.1f ms a dungeon (%d dungeons)\n",
            sum_rooms / layouts, rooms_max, layouts, mean, p99, with_puzzles, whole);
    free(ms);
    return failures;
}
