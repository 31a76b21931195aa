/* generate.c - the paper's while loop (Fig. 2): solutions are generated, checked and formatted
 * until N distinct puzzles are kept or the attempts run out, with advice for the teacher then.
 * Every kept puzzle is certified: its program text, run by the game's own runner
 * (bots_run_program) on the level, solves it with exactly par commands, every action carried
 * out. Puzzle i of a run comes from its own seed, so bots_generate_one reopens it alone (share
 * codes). Generators 2 and 3 also ask their par label (bots_par_proven_gen2, _gen3) about each
 * certified candidate (bots_gen.h says what they keep), and the kept one the label the game shows. Depends on
 * bots_gen.h, bots_lang.h (the runner), solver.h (the label) and core/rng. */
#include <stdio.h>
#include <string.h>

#include "bots_gen.h"
#include "core/i18n.h"
#include "modes/bots/bots_lang.h"
#include "modes/bots/solver.h"

uint32_t bots_gen_puzzle_seed(uint32_t seed, int i)
{
    /* SplitMix64's finaliser over (seed, i). */
    uint64_t z = ((uint64_t)seed << 32 | (uint32_t)i) + UINT64_C(0x9E3779B97F4A7C15);
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    z ^= z >> 31;
    return (uint32_t)z & 0x3FFFFFFFu;
}

/* Certify a formatted level with the game's runner: solved at par, the moment its last pressing
 * action runs (the game stops there: the template's own turns after it never run). */
static int certify(const BotsLevel *level, const BotsGenSolution *s)
{
    BotsRunReport r;
    bots_run_program(level, level->solution, &r);
    return r.result == BOTS_RUN_SOLVED && r.commands == level->par &&
           r.actions == bots_gen_pressing(s->actions, s->from_wildcard, s->count);
}

/* Generator 3: a template with a repeat or a function whose puzzle plain actions solve in par or
 * fewer (a breadth-first search to depth par, a few ms): the puzzle does not need what the template
 * teaches, and its par may be too high. */
static int plain_as_short(const BotsTemplate *t, const BotsLevel *level)
{
    int len = -1;
    return t->body >= 0 &&
           bots_solve_shortest_actions(&level->start, level->par, NULL, &len) == BOTS_SOLVE_FOUND;
}

/* Generator 7: a function template's candidate whose run is not a shortest route: plain actions
 * press every switch in fewer actions than the template's program runs (a breadth-first search,
 * 20-300 ms at long_function (12)). Its par is often too high: fewer calls of a shorter function,
 * or the function's body and a shorter route between the calls in a repeat, solve it in fewer
 * commands (seven of eight long_function (12) puzzles searched to the end that had such a route;
 * docs/robot.md, "Robot generator 7"). */
static int detour(const BotsTemplate *t, const BotsGenSolution *sol, const BotsLevel *level)
{
    if (t->body < 0 || t->stmts[t->body].kind != BOTS_TMPL_DEFINE) return 0;
    int run = bots_gen_pressing(sol->actions, sol->from_wildcard, sol->count), len = -1;
    return bots_solve_shortest_actions(&level->start, run - 1, NULL, &len) == BOTS_SOLVE_FOUND;
}

/* The generator's own verdict on a certified candidate (its label's; for generator 3 a plain
 * program as short counts as a shorter one, for generator 4 also a loop whose every pass a
 * shorter body makes): 1 when proven, proof says how it ended. */
static int judge(const BotsTemplate *t, int version, const BotsGenSolution *sol, const BotsLevel *level,
                 BotsProveResult *proof)
{
    if (version == 2) return bots_par_proven_gen2(level, 0, proof);
    if (!plain_as_short(t, level) && (version < 4 || !bots_gen_shorter_pass(t, sol, NULL, 0)))
        return bots_par_proven_gen3(level, 0, proof);
    *proof = (BotsProveResult){.status = BOTS_PAR_SHORTER};
    return 0;
}

/* Attempts from one seed until a certified puzzle passes every constraint (at most limit); for
 * generators 2 and 3 also the par label: a candidate with a shorter program is dropped (but the
 * BOTS_GEN2_SHORTER_TRIES-th of a seed), a proven one kept, and one the label cannot finish is
 * kept when its search ended far from par (more than BOTS_GEN2_CLOSE commands below it) or when
 * it is the BOTS_GEN2_PROOF_TRIES-th such (when the attempts run out first, none is); generator 5
 * first drops an unintended loop of a function template (folded_main.c, shorter_pass.c) and a
 * candidate the game's deeper label beats. The solution is the caller's scratch (it is large). */
static int from_seed(const BotsTemplate *t, int version, uint32_t seed, int limit, BotsGenSolution *sol,
                     BotsGenPuzzle *out, BotsGenReport *report)
{
    LpRng rng;
    lp_rng_init(&rng, seed, LP_STREAM_BOTS_GEN);
    int unproven = 0, shorter = 0, detours = 0;
    for (int a = 0; a < limit; a++) {
        report->attempts++;
        int made = bots_gen_solution(t, &rng, sol);
        if (made <= 0) {
            if (made < 0) report->rejected[BOTS_C_SOLVED_ONLY_AT_THE_END]++;
            else report->dead_ends++;
            continue;
        }
        BotsConstraint c = bots_check_constraints(t, sol);
        if (c == BOTS_CONSTRAINT_COUNT && version >= 3 && bots_gen_call_step_folds(t, sol))
            c = BOTS_C_NO_UNINTENDED_LOOPS;
        if (c != BOTS_CONSTRAINT_COUNT) {
            report->rejected[c]++;
            continue;
        }
        if (!bots_gen_format(t, sol, version, seed, &out->level)) {
            report->dead_ends++;
            continue;
        }
        if (!certify(&out->level, sol)) {
            report->uncertified++;
            continue;
        }
        /* Generator 9: a main program that comes back to its own start is one repeat round its
         * first part, whatever the wildcards chose: that program is the solution and par. */
        int looped = version >= 9 && bots_gen_looped_whole(t, sol, &out->level);
        /* Generator 5: a shorter main program with repeats, or the function's body and a route in
         * a repeat, is an unintended loop; generator 6: a loop body a function writes shorter;
         * generator 7: a route in a function's body a repeat writes shorter, or the body and a route
         * in a repeat nested in another (the runner confirms each). */
        if ((version >= 5 && (bots_gen_folded_main(t, sol, &out->level, NULL, 0) ||
                              bots_gen_shorter_call_pass(t, sol, &out->level, NULL, 0))) ||
            (version >= 6 && bots_gen_factored_loop(t, sol, &out->level, NULL, 0)) ||
            (version >= 7 && (bots_gen_body_route(t, sol, &out->level, NULL, 0) ||
                              bots_gen_nested_call_pass(t, sol, &out->level, NULL, 0))) ||
            (version >= 8 && bots_gen_shared_function(t, sol, &out->level, NULL, 0))) {
            report->rejected[BOTS_C_NO_UNINTENDED_LOOPS]++;
            continue;
        }
        /* Generator 7: a run that is not a shortest route, unless every candidate of the seed so
         * far was one (a template whose fixed actions go round still makes puzzles). */
        if (version >= 7 && detour(t, sol, &out->level)) {
            report->detours++;
            if (++detours < BOTS_GEN7_DETOUR_TRIES) continue;
        }
        out->par_proven = 0;
        int ask_game = 0; /* whether the game's own label may prove it */
        BotsProveResult proof = {.status = BOTS_PAR_GAVE_UP};
        if (version >= 2) {
            out->par_proven = judge(t, version, sol, &out->level, &proof);
            /* A template a shorter program always beats (fixed actions a loop would shorten)
             * still makes puzzles: after so many, one is kept, its par shown as a target. */
            if (proof.status == BOTS_PAR_SHORTER) {
                report->par_shorter++;
                if (++shorter < BOTS_GEN2_SHORTER_TRIES) continue;
            } else if (!out->par_proven) {
                report->par_unproven++;
                /* Another candidate is worth its label only when this one's search came close:
                 * every program up to par - BOTS_GEN2_CLOSE - 1 commands searched, or more. */
                int close = proof.searched_below + BOTS_GEN2_CLOSE >= out->level.par;
                if (close && ++unproven < BOTS_GEN2_PROOF_TRIES) continue;
                ask_game = close; /* its deeper search may finish what this one came close to */
            }
            /* Generator 3's label is the game's first two searches: its proof is the game's. */
            if (version == 2) ask_game |= out->par_proven;
        }
        /* What the game shows: a par its own label proves (it also tries every count of a repeat
         * in the main program, which generator 2's decisions never did, and searches deeper when
         * close); the puzzle is the generator's either way. */
        if (ask_game)
            out->par_proven = version == 2 ? bots_par_proven(&out->level, 0, NULL)
                                           : bots_par_proven_after_gen3(&out->level, &proof);
        /* Generator 9: a par its repeat made smaller is small enough for the game's own label
         * (the deeper search included) to settle mostly; what it finds shorter drops it too. */
        if (looped && !out->par_proven && proof.status != BOTS_PAR_SHORTER) {
            out->par_proven = bots_par_proven(&out->level, 0, &proof);
            ask_game = 1;
        }
        /* Generator 5: a shorter program the game's deeper search finds drops it too. */
        if (ask_game && version >= 5 && proof.status == BOTS_PAR_SHORTER) {
            report->par_shorter++;
            if (++shorter < BOTS_GEN2_SHORTER_TRIES) continue;
        }
        out->commands = sol->count;
        out->optimal_commands = out->level.par;
        out->verified = 1;
        out->seed = seed;
        out->attempts = a + 1;
        return 1;
    }
    return 0;
}

/* The version a caller asked for (0: the newest), or 0 when this build makes no such version. */
static int gen_version(int version, const BotsTemplate *t, LpDiag *diag)
{
    if (version == 0) return BOTS_GEN_VERSION;
    if (version >= BOTS_GEN_VERSION_MIN && version <= BOTS_GEN_VERSION) return version;
    /* TRANSLATORS: %1$d is the generator version asked for, %2$d and %3$d the oldest and newest this game has
     */
    lp_diag_set(diag, t->name[0] ? t->name : "template", 0,
                _("robot generator %d is not one of this game's (%d to %d)"), version, BOTS_GEN_VERSION_MIN,
                BOTS_GEN_VERSION);
    return 0;
}

/* A template whose every action is a fixed turn can never press a switch (a turn presses
 * nothing): say so at once instead of trying. Turns at the end of a template are fine: the
 * puzzle is solved at the action before them (bots_gen_pressing). Returns 1 when that is the case. */
static int only_turns(const BotsTemplate *t, LpDiag *diag)
{
    int line = 0;
    for (int j = 0; j < t->count; j++) {
        const BotsTmplStmt *s = &t->stmts[j];
        if (s->kind == BOTS_TMPL_WILDCARD && s->count > 0) return 0;
        if (s->kind != BOTS_TMPL_ACTION) continue;
        if (s->action != BOTS_TURN_LEFT && s->action != BOTS_TURN_RIGHT) return 0;
        if (!line) line = s->line;
    }
    lp_diag_set(diag, t->name[0] ? t->name : "template", line,
                "%s", _("every action of the template is a turn, and a turn presses no switch, so no puzzle can be "
                        "solved. To change the template: add a move, a put down or a wildcard."));
    return 1;
}

/* What a teacher can change, for the reason most attempts failed. */
static void advise(const BotsTemplate *t, const BotsGenReport *r, int made, int wanted, LpDiag *diag)
{
    int worst = r->dead_ends, which = -1;
    if (r->duplicates > worst) worst = r->duplicates, which = -2;
    if (r->par_shorter > worst) worst = r->par_shorter, which = -3;
    for (int c = 0; c < BOTS_CONSTRAINT_COUNT; c++)
        if (r->rejected[c] > worst) worst = r->rejected[c], which = c;
    const char *why, *what;
    switch (which) {
    case -1:
        /* TRANSLATORS: the whys and whats here complete "most attempts failed because WHY (12 of 40). To
         * change the template: WHAT."; forward, climb up, put down, pick up, repeat, function and wildcard
         * are the template's words: keep them */
        why = _("the robot could not do the template's actions");
        what = _("check that every put down has a pick up before it and that the fixed actions can follow each "
                 "other (a box in hand before put down, empty hands before pick up), or use longer wildcards "
                 "between fixed actions");
        break;
    case -2:
        why = _("the puzzles came out the same");
        what = _("use longer wildcards (or more of them) or fewer fixed actions, so more different puzzles fit the "
                 "template");
        break;
    case -3:
        why = _("a program shorter than the template's solved the puzzles");
        what = _(
            "put a repeat or a function where the template's own actions come back, or use longer wildcards "
            "and more different fixed actions in the repeated body");
        break;
    case BOTS_C_NO_CANCELLING_ACTIONS:
    case BOTS_C_NO_WASTED_TURNS:
        why = _("the wildcards undid their own steps or turned on the spot");
        what = _("use longer wildcards, or put a fixed move (forward, climb up) next to them");
        break;
    case BOTS_C_NOT_SOLVED_AT_START:
    case BOTS_C_SOLVED_ONLY_AT_THE_END:
        why = _("the switches were pressed before the end");
        what = _("end the template with a move or a put down, and make the repeat or function body move the robot "
                 "to new places (fewer turns)");
        break;
    case BOTS_C_NO_UNINTENDED_LOOPS:
        why = _("the wildcards repeated themselves, making loops the template did not ask for");
        what = _("use longer wildcards and more different fixed actions in the repeated body");
        break;
    default:
        why = _("some boxes or blocks were never used");
        what = _("make every box the template picks up end somewhere new (a put down after each pick up), or use "
                 "longer wildcards");
        break;
    }
    lp_diag_set(diag, t->name[0] ? t->name : "template", 0,
                /* TRANSLATORS: %4$s is why most attempts failed, %7$s what to change (the sentences above) */
                _("made only %d of %d distinct puzzles in %d attempts: most attempts failed because %s (%d of %d). "
                  "To change the template: %s."),
                made, wanted, r->attempts, why, worst, r->attempts, what);
}

int bots_generate(const BotsTemplate *t, const BotsGenOptions *opt, BotsGenPuzzle *out, int max_out,
                  BotsGenReport *report, LpDiag *diag)
{
    BotsGenReport local;
    if (!report) report = &local;
    memset(report, 0, sizeof *report);
    int count = opt && opt->count > 0 ? opt->count : 1;
    int wanted = count < max_out ? count : max_out;
    uint32_t seed = opt ? opt->seed : 0;
    int version = gen_version(opt ? opt->version : 0, t, diag);
    if (!version || only_turns(t, diag)) return 0;
    /* Generator 2 looks at up to BOTS_GEN2_PROOF_TRIES certified candidates a puzzle. */
    int budget = BOTS_GEN_ATTEMPTS_PER_PUZZLE * count * (version >= 2 ? BOTS_GEN2_PROOF_TRIES : 1);
    if (budget < BOTS_GEN_ONE_MAX_ATTEMPTS) budget = BOTS_GEN_ONE_MAX_ATTEMPTS; /* as bots_generate_one */
    if (opt && opt->max_attempts > 0) budget = opt->max_attempts;
    BotsGenSolution sol;
    int kept = 0;
    for (int i = 0; kept < wanted && report->attempts < budget; i++) {
        int left = budget - report->attempts;
        int limit = left < BOTS_GEN_ONE_MAX_ATTEMPTS ? left : BOTS_GEN_ONE_MAX_ATTEMPTS;
        if (!from_seed(t, version, bots_template_seed(t, bots_gen_puzzle_seed(seed, i)), limit, &sol,
                       &out[kept], report))
            continue;
        int duplicate = 0;
        for (int k = 0; k < kept && !duplicate; k++)
            duplicate = bots_world_equal(&out[k].level.start, &out[kept].level.start);
        if (duplicate) {
            report->duplicates++;
            continue;
        }
        kept++;
    }
    if (kept < wanted) advise(t, report, kept, wanted, diag);
    return kept;
}

int bots_generate_one(const BotsTemplate *t, int version, uint32_t seed, BotsGenPuzzle *out, LpDiag *diag)
{
    BotsGenReport report;
    BotsGenSolution sol;
    memset(&report, 0, sizeof report);
    version = gen_version(version, t, diag);
    if (!version || only_turns(t, diag)) {
        memset(out, 0, sizeof *out);
        return 0;
    }
    if (from_seed(t, version, bots_template_seed(t, seed), BOTS_GEN_ONE_MAX_ATTEMPTS, &sol, out, &report))
        return 1;
    memset(out, 0, sizeof *out);
    advise(t, &report, 0, 1, diag);
    return 0;
}
