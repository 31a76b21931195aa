/* cmd_check_dungeon.c - check-config's dungeon part: the class's dungeon (settings.dungeon.flowchart,
 * or, when it names none, the three shipped flowcharts pupils meet in turn) made for every
 * combination of its options that read a player model, seed 1: its rooms, its puzzles by mode and
 * concept, the keys in the order the pupil finds them, and whether it was certified. A flowchart
 * that does not load or a combination that does not certify is a failure. */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "core/i18n.h"
#include "dungeon/dungeon_gen.h"
#include "dungeon/dungeon_share.h"

/* One combination: its dungeon in words and JSON. */
static int combination(LpBuf *json, const DgFlowchart *f, int bits, int first)
{
    static DgGenResult made;
    DgDecisions forced;
    dg_share_forced(f, bits, &forced);
    DgGenDesc desc = {.flowchart = f, .seed = 1, .forced = &forced, .data_dir = cli_data_path(".")};
    LpDiag diag = {0};
    int ok = dg_generate(&desc, &made, &diag);
    lp_buf_printf(json, "%s{\"options\":{", first ? "" : ",");
    fprintf(stderr, "    ");
    for (int o = 0, k = 0; o < f->option_count; o++) {
        if (f->options[o].model == DG_MODEL_NONE) continue;
        int yes = (bits >> k++) & 1;
        lp_buf_printf(json, "%s\"%s\":%s", k > 1 ? "," : "", f->options[o].name, yes ? "true" : "false");
        fprintf(stderr, "%s=%s ", f->options[o].name, yes ? "yes" : "no");
    }
    lp_buf_puts(json, "}");
    if (!ok) {
        char why[600];
        lp_diag_format(&diag, why, sizeof why);
        lp_buf_puts(json, ",\"certified\":false,\"error\":");
        lp_buf_json_string(json, why);
        lp_buf_puts(json, "}");
        fprintf(stderr, _("FAILED: %s\n"), why);
        return 0;
    }
    const DgWorld *w = &made.world;
    lp_buf_printf(json, ",\"certified\":%s,\"rooms\":%d,\"puzzles\":[", made.certificate.ok ? "true" : "false",
                  w->room_count);
    /* TRANSLATORS: check-config's dungeon line; each puzzle follows as "toycar loops (TC..)" */
    fprintf(stderr, _("%d rooms; puzzles:"), w->room_count);
    for (int p = 0; p < w->puzzle_count; p++) {
        lp_buf_printf(json, "%s{\"mode\":\"%s\",\"concept\":", p ? "," : "", lp_mode_name(w->puzzles[p].mode));
        lp_buf_json_string(json, w->puzzles[p].concept);
        lp_buf_printf(json, ",\"code\":\"%s\"}", w->puzzles[p].code);
        fprintf(stderr, " %s %s (%s)", lp_mode_name(w->puzzles[p].mode), w->puzzles[p].concept, w->puzzles[p].code);
    }
    lp_buf_puts(json, "],\"keys\":[");
    /* TRANSLATORS: the keys' names from the flowchart follow (red blue ...) */
    fprintf(stderr, "%s", _("; keys in order:"));
    static DgWalkthrough walk; /* the order the pupil finds them: the walkthrough's */
    dg_walkthrough(w, &walk);
    DgExplorer e;
    dg_explorer_start(w, &e);
    int n = 0;
    for (int i = 0; i < walk.count; i++) {
        DgStepped s;
        if (dg_step(w, &e, (DgSide)walk.moves[i], &s) == DG_EV_KEY) {
            lp_buf_printf(json, "%s", n++ ? "," : "");
            lp_buf_json_string(json, w->keys[s.key].name);
            fprintf(stderr, " %s", w->keys[s.key].name);
        }
        if (walk.puzzle[i] >= 0) dg_solve(w, &e, walk.puzzle[i]);
    }
    lp_buf_puts(json, "]}");
    /* TRANSLATORS: " none" follows "; keys in order:" when the dungeon has no key */
    fprintf(stderr, "%s%s\n", n ? "" : _(" none"), made.certificate.ok ? _("; certified") : _("; NOT certified"));
    return made.certificate.ok;
}

int cli_check_dungeon(LpBuf *json, const char *flowchart_name, int *checks)
{
    static const char *const shipped[] = {"first_visit.lua", "clockwork_castle.lua", "long_quest.lua"};
    const char *names[3];
    int count = 0, failures = 0;
    if (flowchart_name && flowchart_name[0]) names[count++] = flowchart_name;
    else for (int i = 0; i < 3; i++) names[count++] = shipped[i];
    char rooms[1200];
    snprintf(rooms, sizeof rooms, "%s", cli_data_path("scripts/dungeons/rooms.lua"));
    fprintf(stderr, "dungeon: %s\n", flowchart_name && flowchart_name[0]
                                          ? flowchart_name
                                          : _("the shipped flowcharts, in the order pupils meet them"));
    lp_buf_puts(json, ",\"dungeon\":{\"flowcharts\":[");
    for (int i = 0; i < count; i++) {
        static DgFlowchart f;
        char rel[300], path[1200];
        snprintf(rel, sizeof rel, "scripts/dungeons/%s", names[i]);
        snprintf(path, sizeof path, "%s", cli_data_path(rel));
        LpDiag diag = {0};
        lp_buf_printf(json, "%s{\"file\":", i ? "," : "");
        lp_buf_json_string(json, names[i]);
        (*checks)++;
        if (!dg_flowchart_load(path, rooms, cli_data_path("."), &f, &diag)) {
            char why[600];
            lp_diag_format(&diag, why, sizeof why);
            lp_buf_puts(json, ",\"ok\":false,\"error\":");
            lp_buf_json_string(json, why);
            lp_buf_puts(json, "}");
            fprintf(stderr, _("  %s: FAILED: %s\n"), names[i], why);
            failures++;
            continue;
        }
        int model = dg_share_model_options(&f), combos = 1 << (model < DG_SHARE_MODEL_BITS ? model : DG_SHARE_MODEL_BITS);
        char options_read[160], combinations[80];
        snprintf(options_read, sizeof options_read,
                 lp_trn("%d option read the pupil's models", "%d options read the pupil's models", model), model);
        snprintf(combinations, sizeof combinations, lp_trn("%d combination", "%d combinations", combos), combos);
        /* TRANSLATORS: %1$s a flowchart file, %2$s its dungeon's name, %3$s "2 options read the pupil's
         * models", %4$s "4 combinations" */
        fprintf(stderr, _("  %s (\"%s\"): %s, %s\n"), names[i], _(f.title), options_read, combinations);
        lp_buf_puts(json, ",\"title\":");
        lp_buf_json_string(json, f.title);
        lp_buf_printf(json, ",\"combinations\":[");
        int ok = 1;
        for (int b = 0; b < combos; b++) {
            (*checks)++;
            int one = combination(json, &f, b, b == 0);
            failures += !one;
            ok &= one;
        }
        lp_buf_printf(json, "],\"ok\":%s}", ok ? "true" : "false");
    }
    lp_buf_puts(json, "]}");
    return failures;
}
