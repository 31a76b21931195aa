/* play.c - one open puzzle as the pupil feels it (play.h). */
#include "puzzle/play.h"

#include <stdio.h>
#include <string.h>

#include <stdlib.h>

#include "core/replay.h"
#include "core/save.h"
#include "lang/ast.h"
#include "lang/lang.h"

void pz_play_open(PzPlay *p, LpMode mode, PzKind kind, int lesson, int par)
{
    memset(p, 0, sizeof *p);
    p->mode = mode;
    p->kind = kind;
    p->lesson = lesson;
    p->par = par > 0 ? par : 0;
}

void pz_play_describe(PzPlay *p, const char *code, unsigned concepts)
{
    snprintf(p->code, sizeof p->code, "%s", code ? code : "");
    p->concepts = concepts;
}

unsigned pz_concepts(const char *program)
{
    if (!program || !*program) return 0;
    LangErrors *errors = malloc(sizeof *errors); /* ~10 KiB: not on the stack */
    if (!errors) return 0;
    LangAst *ast = lang_parse(program, (int)strlen(program), errors);
    free(errors);
    if (!ast) return 0;
    LangCounts c;
    lang_count(ast, &c);
    lang_ast_destroy(ast);
    return (c.loops ? LP_CONCEPT_LOOPS : 0u) | (c.functions ? LP_CONCEPT_FUNCTIONS : 0u) |
           (c.conditionals ? LP_CONCEPT_CONDITIONALS : 0u);
}

void pz_play_tick(PzPlay *p)
{
    if (!p->solved && p->ticks < UINT32_MAX) p->ticks++;
}

void pz_play_try(PzPlay *p)
{
    if (p->running) return;
    p->running = 1;
    p->tries++;
}

static int solve(PzPlay *p, int commands)
{
    if (p->best_commands == 0 || commands < p->best_commands) p->best_commands = commands;
    if (p->solved) return 0;
    p->solved = 1;
    p->solved_tries = p->tries;
    p->solved_commands = commands;
    p->solved_seconds = pz_play_seconds(p);
    p->stars = pz_stars(p->par, commands);
    return 1;
}

int pz_play_end(PzPlay *p, int solved, int commands)
{
    pz_play_try(p);
    p->running = 0;
    if (commands < 0) commands = 0;
    if (p->solve_later) {
        p->pending = solved;
        p->pending_commands = commands;
        return 0;
    }
    return solved ? solve(p, commands) : 0;
}

int pz_play_finish(PzPlay *p)
{
    if (!p->solve_later || !p->pending) return 0;
    return solve(p, p->pending_commands);
}

void pz_play_stop(PzPlay *p) { p->running = 0; }

void pz_play_hint(PzPlay *p) { p->hints++; }

int pz_play_seconds(const PzPlay *p) { return (int)(p->ticks / PZ_TICK_HZ); }

int pz_speed_ms(int speed)
{
    static const int ms[3] = {420, 260, 130};
    return ms[speed < 0 ? 0 : speed > 2 ? 2 : speed];
}

int pz_step_ms(int format, int setting, int speed)
{
    if (speed < 0) speed = 0;
    if (speed > 2) speed = 2;
    if (format >= 1 && format < LP_REPLAY_ONE_SPEED) return pz_speed_ms(setting) * 2 / (speed + 1);
    return pz_speed_ms(speed);
}

int pz_star_slack(int par)
{
    int q = par / 4;
    return q > 2 ? q : 2;
}

int pz_star_limit(int par, int stars)
{
    if (par <= 0) return 0;
    return stars >= 3 ? par : par + pz_star_slack(par);
}

int pz_stars(int par, int commands)
{
    if (par <= 0 || commands <= pz_star_limit(par, 3)) return 3;
    return commands <= pz_star_limit(par, 2) ? 2 : 1;
}

int pz_play_report(PzPlay *p, PzOutcome outcome, PzResult *out)
{
    if (p->reported && outcome == PZ_SOLVED && p->kind == PZ_KIND_LESSON && p->best_commands < p->reported_commands) {
        /* a lesson solved again with fewer: its best goes down, nothing else changes */
        p->reported_commands = p->best_commands;
        *out = (PzResult){.mode = p->mode, .kind = p->kind, .lesson = p->lesson, .outcome = PZ_SOLVED,
                          .tries = p->solved_tries, .seconds = p->solved_seconds, .commands = p->best_commands,
                          .par = p->par, .hints = p->hints, .concepts = p->concepts, .again = 1};
        memcpy(out->code, p->code, sizeof out->code);
        return 1;
    }
    if (p->reported) return 0;
    if (outcome == PZ_SOLVED && !p->solved) return 0;
    if (outcome == PZ_GAVE_UP && p->solved) return 0;
    if (outcome != PZ_SOLVED && outcome != PZ_GAVE_UP) return 0;
    p->reported = 1;
    int solved = outcome == PZ_SOLVED;
    p->reported_commands = solved ? p->solved_commands : 0;
    *out = (PzResult){.mode = p->mode,
                      .kind = p->kind,
                      .lesson = p->lesson,
                      .outcome = outcome,
                      .gave_up = p->gave_up,
                      .tries = solved ? p->solved_tries : p->tries,
                      .seconds = solved ? p->solved_seconds : pz_play_seconds(p),
                      .commands = solved ? p->solved_commands : 0,
                      .par = p->par,
                      .hints = p->hints,
                      .concepts = p->concepts};
    memcpy(out->code, p->code, sizeof out->code);
    return 1;
}

PzStatus pz_play_status(const PzPlay *p, const char *code)
{
    return (PzStatus){.mode = p->mode,
                      .kind = p->kind,
                      .code = code ? code : "",
                      .tries = p->tries,
                      .hints = p->hints,
                      .seconds = pz_play_seconds(p),
                      .stars = p->stars,
                      .outcome = p->solved ? PZ_SOLVED : PZ_OPEN,
                      .running = p->running};
}
