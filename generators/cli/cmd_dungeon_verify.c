/* cmd_dungeon_verify.c - loopling-gen verify on a dungeon level file: the world re-certified by
 * the game's own walking rule (dg_certify), each puzzle made again from its code by its own mode
 * (a lesson's found by its content), so a file's "verified" words are not taken on trust. Exit 0
 * verified, 1 not, 2 a broken file (file:line: reason). */
#include <stdio.h>

#include "cli/cli.h"
#include "core/i18n.h"
#include "core/lessoncode.h"
#include "core/sharecode.h"
#include "dungeon/dungeon_gen.h"
#include "modes/dungeon/level.h"
#include "puzzle/rules.h"

/* Each puzzle made again from its code by its own mode (a lesson's found by its content), so a
 * level file's "verified" words are not taken on trust. */
static void verify_puzzles(DgWorld *w, const char *data_dir)
{
    for (int p = 0; p < w->puzzle_count; p++) {
        DgWorldPuzzle *pz = &w->puzzles[p];
        LpShareParams sp;
        LpDiag diag = {0};
        char why[300];
        pz->verified = 0;
        if (!lp_sharecode_decode(pz->code, &sp, &diag) || sp.mode != pz->mode || !pz_rules[pz->mode]) continue;
        if (lp_lesson_is(&sp)) {
            char path[1400];
            pz->verified = lp_lesson_find(cli_data_path(lp_lesson_dir(sp.mode)), &sp, path, sizeof path, &diag) &&
                           pz_rules[pz->mode]->file_opens(path, why, sizeof why);
            continue;
        }
        if (!pz_rules[pz->mode]->code_opens(pz->code, &sp, why, sizeof why)) continue;
        PzOpen how = {.code = pz->code, .data_dir = data_dir, .format = LP_REPLAY_VERSION};
        void *puzzle = pz_rules[pz->mode]->open(&how, &diag);
        pz->verified = puzzle != NULL;
        if (puzzle) pz_rules[pz->mode]->close(puzzle);
    }
}

int cli_verify_dungeon(const char *path, int json)
{
    static DgWorld w;
    LpDiag diag = {0};
    if (!dg_level_load(path, &w, &diag)) {
        cli_print_diag(&diag);
        return 2;
    }
    char data_dir[4096];
    snprintf(data_dir, sizeof data_dir, "%s", cli_data_path("."));
    verify_puzzles(&w, data_dir);
    DgCertificate c;
    dg_certify(&w, &c);
    if (json) {
        LpBuf o;
        cli_json_begin(&o, path, "dungeon");
        lp_buf_printf(&o, ",\"verified\":%s,\"rooms\":%d,\"overlaps\":%d,\"unreachable_rooms\":%d,", c.ok ? "true" : "false",
                      w.room_count, c.overlaps, c.unreachable);
        lp_buf_printf(&o, "\"keys_behind_locks\":%d,\"rooms_cut\":%d,\"exit_reached\":%s,\"puzzles_unverified\":%d",
                      c.keys_behind_lock, c.rooms_cut, c.exit_reached ? "true" : "false", c.puzzles_unverified);
        cli_json_end(&o);
    }
    if (c.ok)
        cli_say(_("%s: verified: %d rooms, every room reachable, every key before its door, %d puzzles certified"), path,
                w.room_count, w.puzzle_count);
    else
        /* TRANSLATORS: the last %s is nothing or ", the stairs cannot be reached" */
        cli_say(_("%s: NOT verified: %d overlapping tiles, %d rooms unreachable, %d keys behind their own door, %d rooms "
                  "cut apart, %d puzzles not certified%s"),
                path, c.overlaps, c.unreachable, c.keys_behind_lock, c.rooms_cut, c.puzzles_unverified,
                c.exit_reached ? "" : _(", the stairs cannot be reached"));
    return c.ok ? 0 : 1;
}
