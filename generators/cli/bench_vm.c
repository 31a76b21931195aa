/* bench_vm.c - the Loopling VM's speed: simple steps per second on one core (issue goal:
 * at least 20 million). Two programs: arithmetic in a while loop (a step is one statement or
 * loop test), and a robot loop whose every step is a world command handed to the host. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "lang/lang.h"

static bool ignore_command(void *world, int object, int command, LangValue arg, char *why, int why_size)
{
    (void)object; (void)command; (void)arg; (void)why; (void)why_size;
    (*(long long *)world)++;
    return true;
}

static const LangCommandDesc bench_actions[] = { { "forward", LANG_ARG_NONE, NULL } };
static const LangHost bench_host = { NULL, 0, NULL, 0, bench_actions, 1, NULL, ignore_command, NULL };

/* Median steps per second of one program over runs. */
static double steps_per_second(const char *src, int max_steps, int runs, long long *steps_out)
{
    LangErrors errors;
    LangProgram *prog = lang_compile(src, (int)strlen(src), &bench_host, &errors);
    if (!prog) return -1;
    double rates[64];
    if (runs > 64) runs = 64;
    long long steps = 0;
    for (int r = 0; r < runs; r++) {
        long long commands = 0;
        LangVm *vm = lang_vm_create(prog, &commands, &(LangVmDesc){ .max_steps = max_steps });
        double t0 = cli_now_ms();
        LangStatus st;
        while ((st = lang_vm_run(vm, 0)) == LANG_ACTION) {}
        double ms = cli_now_ms() - t0;
        steps = lang_vm_steps(vm);
        rates[r] = st == LANG_DONE && ms > 0 ? (double)steps / (ms / 1000.0) : -1;
        lang_vm_destroy(vm);
    }
    lang_program_destroy(prog);
    qsort(rates, (size_t)runs, sizeof rates[0], cli_compare_double);
    *steps_out = steps;
    return rates[runs / 2];
}

int cli_bench_vm(LpBuf *json, int runs)
{
    static const char *const arithmetic =
        "var n = 0;\nvar total = 0;\nwhile (n < 5000000) {\n    n = n + 1;\n    total = total + n % 7;\n}\n";
    static const char *const robot = "repeat (3000000) {\n    forward();\n}\n";
    if (runs < 1) runs = 1;
    if (runs > 9) runs = 9;
    long long steps_a = 0, steps_r = 0;
    double a = steps_per_second(arithmetic, 20000000, runs, &steps_a);
    double r = steps_per_second(robot, 20000000, runs, &steps_r);
    if (a < 0 || r < 0) {
        cli_say("the VM benchmark programs did not run");
        return 1;
    }
    if (json)
        lp_buf_printf(json, "\"vm\":{\"steps_per_s\":%.0f,\"command_steps_per_s\":%.0f,"
                            "\"goal_steps_per_s\":20000000,\"steps\":%lld,\"runs\":%d}",
                      a, r, steps_a, runs);
    fprintf(stderr,
            "Loopling VM, one core, median of %d runs:\n"
            "  while loop with arithmetic: %.1f million steps/s (%lld steps); goal: at least 20\n"
            "  repeat loop of world commands: %.1f million steps/s (%lld steps)\n",
            runs, a / 1e6, steps_a, r / 1e6, steps_r);
    return 0;
}
