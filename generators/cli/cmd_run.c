/* cmd_run.c - loopling-gen run: a pupil's program on a level, headless, with what the pupil
 * would read (DESIGN.md: result, message, line, column, steps, commands); and verify for robot
 * levels (the level's own solution, run by the game's rules, must solve it).
 * Exit status of run: 0 solved, 1 failed (the world said no, or the program ended without
 * solving), 2 bad input: a level or code file that cannot be read, or a program with mistakes
 * or one the language had to stop (endless loop, runaway recursion, too long). */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "core/diag.h"
#include "core/i18n.h"
#include "modes/bots/bots_lang.h"

#define MAX_CODE_FILE (16 * 1024 * 1024) /* bigger than any program the language accepts */

static void json_report(const char *file, const BotsRunReport *r)
{
    LpBuf o;
    cli_json_begin(&o, file, "bots");
    lp_buf_printf(&o, ",\"result\":\"%s\",\"message\":", bots_run_result_name(r->result));
    lp_buf_json_string(&o, r->message);
    lp_buf_printf(&o, ",\"line\":%d,\"column\":%d,\"steps\":%d,\"commands\":%d,\"actions\":%d", r->line,
                  r->column, r->steps, r->commands, r->actions);
    cli_json_end(&o);
}

static int load_bots(const char *path, BotsLevel *level)
{
    LpDiag diag = { 0 };
    if (bots_level_load(path, level, &diag)) return 1;
    cli_print_diag(&diag);
    return 0;
}

int cli_run(int argc, char **argv)
{
    int json = 0;
    const char *path = NULL, *code_file = NULL, *code_text = NULL;
    Flag flags[] = { { "--json", 0, 0, NULL, &json, NULL },
                     { "--code", 0, 0, NULL, NULL, &code_file },
                     { "--code-text", 0, 0, NULL, NULL, &code_text } };
    int rc = cli_parse_flags(argc, argv, flags, 3, &path);
    if (rc) return rc;
    if (!path) return cli_bad_input("%s", _("run needs a LEVELFILE"));
    if (!code_file == !code_text) return cli_bad_input("%s", _("run needs exactly one of --code FILE or --code-text STR"));
    char why[600] = "";
    const char *mode = cli_level_mode(path, why, sizeof why);
    if (!*mode) return cli_bad_input("%s", why);
    if (!strcmp(mode, "toycar"))
        return cli_bad_input(_("%s: toy-car levels are solved with arrow tiles, not programs"), path);
    if (!strcmp(mode, "mays")) return cli_run_mays(path, code_file, code_text, json);
    /* TRANSLATORS: %s is a mode's name as level files write it (toycar, bots, mays, dungeon) */
    if (strcmp(mode, "bots") != 0) return cli_bad_input(_("run: %s levels are not supported yet"), mode);
    BotsLevel level;
    if (!load_bots(path, &level)) return 2;
    LpBuf code;
    lp_buf_init(&code);
    const char *label = "code";
    if (code_file) {
        if (!lp_buf_read_file(&code, code_file, MAX_CODE_FILE, why, sizeof why)) {
            lp_buf_free(&code);
            cli_say("%s: %s", code_file, why);
            return 2;
        }
        label = code_file;
    } else {
        lp_buf_puts(&code, code_text);
    }
    BotsRunReport report;
    bots_run_program(&level, code.data ? code.data : "", &report);
    lp_buf_free(&code);
    if (json) json_report(path, &report);
    if (report.result == BOTS_RUN_SOLVED) {
        /* TRANSLATORS: %1$s a level file; then the commands of the pupil's program, the level's par, the steps */
        fprintf(stderr, _("%s: solved in %d commands (par %d), %d steps\n"), path, report.commands, level.par,
                report.steps);
        return 0;
    }
    fprintf(stderr, "%s:%d:%d: %s\n", label, report.line, report.column, report.message);
    return report.result == BOTS_RUN_FAILED ? 1 : 2;
}

int cli_verify_bots(const char *path, int json)
{
    BotsLevel level;
    if (!load_bots(path, &level)) return 2;
    BotsRunReport report;
    char why[600];
    int verified = bots_verify_level(&level, &report, why, sizeof why);
    if (json) {
        LpBuf o;
        cli_json_begin(&o, path, "bots");
        lp_buf_printf(&o, ",\"verified\":%s,\"par\":%d,\"commands\":%d,\"message\":", verified ? "true" : "false",
                      level.par, report.commands);
        lp_buf_json_string(&o, report.message);
        cli_json_end(&o);
    }
    if (!verified)
        fprintf(stderr, _("%s: NOT verified: %s\n"), path, why);
    else
        fprintf(stderr, _("%s: verified: the solution solves it in %d commands (par %d)\n"), path, report.commands,
                level.par);
    return verified ? 0 : 1;
}
