/* bots_lang.c - the robot's host table for the Loopling language and the headless runner.
 * Depends on bots.h, level.h and lang/lang.h (the only robot file that sees the language). */
#include "bots_lang.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "lang/lang.h"

/* In BotsAction order: the command index the VM passes is the BotsAction. */
static const LangCommandDesc actions[BOTS_ACTION_COUNT] = {
    {"forward", LANG_ARG_NONE, NULL},   {"backward", LANG_ARG_NONE, NULL}, {"turnLeft", LANG_ARG_NONE, NULL},
    {"turnRight", LANG_ARG_NONE, NULL}, {"climbUp", LANG_ARG_NONE, NULL},  {"climbDown", LANG_ARG_NONE, NULL},
    {"pickUp", LANG_ARG_NONE, NULL},    {"putDown", LANG_ARG_NONE, NULL},
};

static const char *const function_names[] = {"A", "B", "C", "D", "E", "F", NULL};

/* One action on a world; on failure why gets the pupil's sentence. */
static bool do_action(BotsWorld *world, int object, int command, char *why, int why_size, BotsResult *result)
{
    BotsResult r = BOTS_BAD_ACTION;
    if (object == -1 && command >= 0 && command < BOTS_ACTION_COUNT)
        r = bots_step(world, (BotsAction)command);
    if (result) *result = r;
    if (r == BOTS_OK) return true;
    if (why && why_size > 0) snprintf(why, (size_t)why_size, "%s", bots_result_message(r));
    return false;
}

static bool world_command(void *world, int object, int command, LangValue arg, char *why, int why_size)
{
    (void)arg;
    return do_action((BotsWorld *)world, object, command, why, why_size, NULL);
}

static const LangHost host = {
    .actions = actions,
    .action_count = BOTS_ACTION_COUNT,
    .function_names = function_names,
    .command = world_command,
};

const struct LangHost *bots_lang_host(void)
{
    return &host;
}

/* The runner's world: the robot's world plus what the runner needs to tell failed from error
 * and to stop at the first solved moment. */
typedef struct BotsRun {
    BotsWorld world;
    BotsResult refused; /* the impossible action that stopped the program, BOTS_OK if none */
    int actions;        /* actions carried out */
    int solved;         /* 1 once every switch was pressed after an action */
} BotsRun;

static bool run_command(void *ctx, int object, int command, LangValue arg, char *why, int why_size)
{
    BotsRun *run = ctx;
    BotsResult r;
    (void)arg;
    if (run->solved) return true; /* nothing changes after the solved moment */
    if (!do_action(&run->world, object, command, why, why_size, &r)) {
        run->refused = r;
        return false;
    }
    run->actions++;
    if (bots_solved(&run->world)) run->solved = 1;
    return true;
}

/* The same table, with the runner's callback (the program is compiled against this one). */
static const LangHost run_host = {
    .actions = actions,
    .action_count = BOTS_ACTION_COUNT,
    .function_names = function_names,
    .command = run_command,
};

static void set_message(BotsRunReport *out, const char *text, int line, int column)
{
    snprintf(out->message, sizeof out->message, "%s", text ? text : "");
    out->line = line;
    out->column = column;
}

void bots_run_limits(int *max_steps, int *max_call_depth)
{
    if (max_steps) *max_steps = LANG_DEFAULT_STEPS;
    if (max_call_depth) *max_call_depth = LANG_DEFAULT_CALL_DEPTH;
}

BotsRunResult bots_run_program(const BotsLevel *level, const char *src, BotsRunReport *out)
{
    memset(out, 0, sizeof *out);
    BotsRun state;
    memset(&state, 0, sizeof state);
    bots_world_from_level(&state.world, level);
    out->world = state.world;
    size_t len = src ? strlen(src) : 0;
    LangErrors errors;
    memset(&errors, 0, sizeof errors);
    LangProgram *program =
        lang_compile(src ? src : "", len > INT_MAX ? INT_MAX : (int)len, &run_host, &errors);
    if (!program) {
        out->result = BOTS_RUN_ERROR;
        if (errors.count > 0)
            set_message(out, errors.items[0].text, errors.items[0].line, errors.items[0].column);
        else
            set_message(out, _("The program could not be read."), 0, 0);
        return out->result;
    }
    out->commands = lang_program_counts(program).commands;
    LangVm *vm = lang_vm_create(program, &state, NULL);
    if (!vm) {
        lang_program_destroy(program);
        out->result = BOTS_RUN_ERROR;
        set_message(out, _("The computer ran out of memory for this program."), 0, 0);
        return out->result;
    }
    LangStatus status;
    do
        status = lang_vm_run(vm, 0);
    while (!state.solved && (status == LANG_RUNNING || status == LANG_ACTION));
    LangSpan span = lang_vm_span(vm);
    out->steps = lang_vm_steps(vm);
    out->actions = state.actions;
    out->world = state.world;
    if (state.solved || (status == LANG_DONE && bots_solved(&state.world))) {
        out->result = BOTS_RUN_SOLVED;
    } else if (status == LANG_ERROR) {
        const LangError *e = lang_vm_error(vm);
        int line = e && e->line ? e->line : span.line, column = e && e->line ? e->column : span.column;
        if (state.refused != BOTS_OK) {
            out->result = BOTS_RUN_FAILED;
            set_message(out, bots_result_message(state.refused), line, column);
        } else {
            out->result = BOTS_RUN_ERROR;
            set_message(out, e ? e->text : _("The program stopped."), line, column);
        }
    } else {
        out->result = BOTS_RUN_FAILED;
        set_message(out, _("The program ended, but not every switch is pressed at the same time."), span.line,
                    span.column);
    }
    lang_vm_destroy(vm);
    lang_program_destroy(program);
    return out->result;
}

const char *bots_run_result_name(BotsRunResult result)
{
    switch (result) {
    case BOTS_RUN_SOLVED: return "solved";
    case BOTS_RUN_FAILED: return "failed";
    case BOTS_RUN_ERROR: return "error";
    }
    return "error";
}

int bots_verify_level(const BotsLevel *level, BotsRunReport *out, char *why, int why_size)
{
    bots_run_program(level, level->solution, out);
    if (out->result != BOTS_RUN_SOLVED) {
        /* TRANSLATORS: said of a level; line:column, then the message the pupil would read */
        snprintf(why, (size_t)why_size,
                 out->result == BOTS_RUN_FAILED ? _("its solution fails (line %d:%d: %s)")
                                                : _("its solution has an error (line %d:%d: %s)"),
                 out->line, out->column, out->message);
        return 0;
    }
    if (out->commands > level->par) {
        /* TRANSLATORS: par: the fewest commands the level asks for */
        snprintf(why, (size_t)why_size, _("its solution uses %d commands but par is %d"), out->commands, level->par);
        return 0;
    }
    why[0] = '\0';
    return 1;
}
