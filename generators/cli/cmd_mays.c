/* cmd_mays.c - loopling-gen run and verify for May's Journey levels (cmd_run.c and
 * loopling_gen.c hand them over by the level's mode). run: a pupil's program on a level,
 * headless (exit 0 solved, 1 failed, 2 bad input, a mistake or a program the language
 * stopped). verify: the level's solution solves it and an empty program does not, phase-one
 * lever flips tried (mj_verify_level); exit 0 verified, 1 not, 2 bad input. */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "core/diag.h"
#include "core/i18n.h"
#include "modes/mays/mays_lang.h"

#define MAX_CODE_FILE (16 * 1024 * 1024) /* bigger than any program the language accepts */

static int load_mays(const char *path, MjLevel *level)
{
    LpDiag diag = {0};
    if (mj_level_load(path, level, &diag)) return 1;
    cli_print_diag(&diag);
    return 0;
}

int cli_run_mays(const char *path, const char *code_file, const char *code_text, int json)
{
    static MjLevel level; /* big; loopling-gen runs one level at a time */
    if (!load_mays(path, &level)) return 2;
    LpBuf code;
    lp_buf_init(&code);
    const char *label = "code";
    char why[600] = "";
    if (code_file) {
        if (!lp_buf_read_file(&code, code_file, MAX_CODE_FILE, why, sizeof why)) {
            lp_buf_free(&code);
            cli_say("%s: %s", code_file, why);
            return 2;
        }
        label = code_file;
    } else {
        lp_buf_puts(&code, code_text ? code_text : "");
    }
    static MjRunReport r;
    mj_run_program(&level, code.data ? code.data : "", &r);
    lp_buf_free(&code);
    if (json) {
        LpBuf o;
        cli_json_begin(&o, path, "mays");
        lp_buf_printf(&o, ",\"result\":\"%s\",\"message\":", mj_run_result_name(r.result));
        lp_buf_json_string(&o, r.message);
        lp_buf_printf(&o,
                      ",\"line\":%d,\"column\":%d,\"steps\":%d,\"commands\":%d,\"actions\":%d,\"ticks\":%d",
                      r.line, r.column, r.steps, r.commands, r.actions, r.ticks);
        cli_json_end(&o);
    }
    if (r.result == MJ_RUN_SOLVED) {
        fprintf(stderr, _("%s: solved in %d commands, %d steps\n"), path, r.commands, r.steps);
        return 0;
    }
    fprintf(stderr, "%s:%d:%d: %s\n", label, r.line, r.column, r.message);
    return r.result == MJ_RUN_FAILED ? 1 : 2;
}

int cli_verify_mays(const char *path, int json)
{
    static MjLevel level;
    if (!load_mays(path, &level)) return 2;
    static MjVerifyReport v;
    mj_verify_level(&level, &v);
    if (json) {
        LpBuf o;
        cli_json_begin(&o, path, "mays");
        lp_buf_printf(&o, ",\"verified\":%s,\"message\":", v.verified ? "true" : "false");
        lp_buf_json_string(&o, v.message);
        lp_buf_printf(&o, ",\"result\":\"%s\",\"commands\":%d,\"steps\":%d,\"empty_solves\":%s,\"levers\":%u",
                      mj_run_result_name(v.run.result), v.run.commands, v.run.steps,
                      v.empty_solves ? "true" : "false", v.levers);
        cli_json_end(&o);
    }
    if (v.verified) {
        fprintf(stderr,
                /* TRANSLATORS: %3$s is nothing or " (after flipping levers)" */
                _("%s: verified: the solution solves it in %d commands%s, and an empty program does not\n"),
                path, v.run.commands, v.levers ? _(" (after flipping levers)") : "");
    } else {
        fprintf(stderr, _("%s: NOT verified: %s\n"), path, v.message);
    }
    return v.verified ? 0 : 1;
}
