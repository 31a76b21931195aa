/* cli.h - what loopling-gen's commands share (cli_util.c) and the commands that live in their
 * own files. JSON goes to stdout, human text to stderr; exit 2 on bad input with a reason. */
#ifndef CLI_CLI_H
#define CLI_CLI_H

#include "core/buf.h"
#include "core/diag.h"

typedef struct Flag {
    const char *name;
    long long lo, hi;
    long long *value; /* NULL for switches and strings */
    int *set;
    const char **text;
} Flag;

/* Print "loopling-gen: <message>" to stderr, cleaned by lp_text_clean (paths, codes and
 * reasons can come from a file or a pupil: no control bytes reach the terminal). */
void cli_say(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
/* Print "loopling-gen: <fmt with arg>" to stderr (cleaned); returns 2. */
int cli_bad_input(const char *fmt, const char *arg);
/* Print "loopling-gen: file:line: message" for a diagnostic to stderr. */
void cli_print_diag(const LpDiag *diag);
/* Start a command's JSON report in o (initialised here): {"file":PATH,"mode":"MODE" */
void cli_json_begin(LpBuf *o, const char *path, const char *mode);
/* Close the report with "}\n", print it to stdout and free o. */
void cli_json_end(LpBuf *o);
double cli_now_ms(void);
/* Parse a whole decimal number in [lo, hi]; returns 0 when it is not one. */
int cli_parse_int(const char *s, long long lo, long long hi, long long *out);
/* Parse --flags for a command; one positional argument goes to *positional. 0 or exit code. */
int cli_parse_flags(int argc, char **argv, Flag *flags, int nflags, const char **positional);
/* Write text to path; on failure prints why and returns 0. */
int cli_write_text_file(const char *path, const LpBuf *text);
int cli_compare_double(const void *a, const void *b);
/* The square root of v > 0 by Newton's steps (the tools link no libm). */
double cli_sqrt(double v);
/* "toycar", "bots", "mays" from a level file's "mode:" line; "" when unreadable (why filled). */
const char *cli_level_mode(const char *path, char *why, int why_size);
/* The path of rel in the shipped data: an installed copy's ../share/loopling beside this binary
 * when it is there, else the source tree (LOOPLING_SOURCE_DIR). Points into one of four static
 * buffers, good until the fourth call after it. */
const char *cli_data_path(const char *rel);
/* When code is a lesson's share code (core/lessoncode.h), say which lesson file it names (or
 * that this Loopling does not have it) after "loopling-gen: FLAG CODE: " and return 1: the
 * generator commands make generated puzzles only. 0 otherwise. */
int cli_lesson_code(const char *flag, const char *code);

/* loopling-gen run LEVELFILE (--code FILE | --code-text STR) [--json] (cmd_run.c) */
int cli_run(int argc, char **argv);
/* loopling-gen replay FILE [--json] (cmd_replay.c): 0 the recorded result, 1 not, 2 bad input. */
int cli_replay(int argc, char **argv);
/* loopling-gen par LEVELFILE [--json] (cmd_par.c): 0 par proven, 1 not, 2 bad input. */
int cli_par(int argc, char **argv);
/* loopling-gen verify for robot levels (cmd_run.c); 0 verified, 1 not, 2 bad input. */
int cli_verify_bots(const char *path, int json);
/* loopling-gen run / verify for May's Journey levels (cmd_mays.c): run exits 0 solved, 1 failed,
 * 2 bad input or error; verify 0 verified, 1 not, 2 bad input. */
int cli_run_mays(const char *path, const char *code_file, const char *code_text, int json);
int cli_verify_mays(const char *path, int json);
/* loopling-gen bots (cmd_bots.c): robot puzzles from a template; 0 all made, 1 fewer, 2 bad input. */
int cli_bots(int argc, char **argv);
/* The robot generator's benchmark (cmd_bots.c) beside paper 001's Table 2; appends a JSON member
 * "bots":{...}, to json when it is not NULL. Returns the number of runs that fell short. */
int cli_bench_bots(LpBuf *json, int runs);
/* loopling-gen mays (cmd_mays_gen.c): levels from a solution code; 0 made, 1 not all, 2 bad input. */
int cli_mays_gen(int argc, char **argv);
/* The May's Journey generator's benchmark (cmd_mays_gen.c): mean ms per level over the eight Table 2
 * codes, runs seeds each; appends "mays":{...}, to json when not NULL. Returns the failures. */
int cli_bench_mays(LpBuf *json, int runs);
/* The VM benchmark (bench_vm.c): simple steps per second on one core; appends a JSON member
 * "vm":{...} to json when it is not NULL. Returns 0 when it ran. */
int cli_bench_vm(LpBuf *json, int runs);
/* loopling-gen check-config FILE.lua [--json] (cmd_check_config.c): a teacher's pre-class report;
 * 0 all verified, 1 a level or generated puzzle fails, 2 a bad settings file. */
int cli_check_config(int argc, char **argv);
/* loopling-gen dungeon (cmd_dungeon.c): dungeons from a flowchart or a DG code; 0 all certified,
 * 1 not, 2 bad input. */
int cli_dungeon(int argc, char **argv);
/* loopling-gen verify for dungeon levels (cmd_dungeon.c): 0 verified, 1 not, 2 bad input. */
int cli_verify_dungeon(const char *path, int json);
/* The dungeon generator's benchmark (cmd_dungeon.c): layout + certificate of long_quest.lua over
 * runs x 200 seeds, and whole dungeons with puzzles; appends "dungeon":{...}, to json when not
 * NULL. Returns the failures. */
int cli_bench_dungeon(LpBuf *json, int runs);
/* The Lua sandbox's time to stop hostile scripts (bench_lua.c); appends ,"lua":{...}. */
int cli_bench_lua(LpBuf *json);

/* loopling-gen simulate --mode M --pupil skill=N|gives-up|always-solves [--puzzles P] [--config FILE.lua]
 * [--seed S] [--template NAME] [--json] (cmd_simulate.c): a simulated pupil through the real
 * generators, player models and result rules; 0 every puzzle made, 1 not, 2 bad input. */
int cli_simulate(int argc, char **argv);

/* loopling-gen report SAVES_DIR [--html FILE] [--csv FILE] [--json] [--config FILE.lua] (cmd_report.c):
 * a teacher's class report from a folder of saves; 0 written, 2 bad input (a folder that can't be read). */
int cli_report(int argc, char **argv);

/* check-config's dungeon part (cmd_check_dungeon.c): ,"dungeon":{...} into json, words on stderr;
 * returns the failures, counting its checks into *checks. */
int cli_check_dungeon(LpBuf *json, const char *flowchart_name, int *checks);

#endif
