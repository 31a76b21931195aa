/* sim_pupil.c - loopling-gen simulate's pupil (sim_pupil.h): a simulated pupil plays a mode's
 * puzzles made for them, through the real generators, the real player models
 * (core/playermodel.h), the game's choice of the next puzzle (puzzle/next.h, puzzle/seed.h) and
 * the shell's result rules (puzzle/play.h's tries and reports, pz_progress_record), in the order
 * the game runs them: a puzzle the pupil left unsolved is reported as given up when the next one
 * is shown. Tells a teacher or a test how a class file's models move for a pupil of a given kind.
 *
 * Pupils: skill=N solves a puzzle of difficulty <= N in one try (SIM_SOLVE_SECONDS) and gives up
 * above it after SIM_FAIL_TRIES tries (SIM_FAIL_SECONDS); gives-up gives up every puzzle after one
 * try (SIM_QUIT_SECONDS); always-solves solves every one in one try (SIM_QUICK_SECONDS).
 * Difficulty, an integer step on the mode's ladder, 0 the easiest:
 *   toycar   (target length - 3) / the class's length step: the paper's targets start at length 3
 *            and a quick solve adds one step (the loop target follows the length);
 *   bots     the size the puzzle was made at - the smallest size the template makes puzzles at
 *            (at least the class's min_size; pz_next_bots_smallest);
 *   mays     the May's model's 0-based ladder index (lp_mmodel_index_p);
 *   dungeon  the flowchart's place on the dungeon's ladder (pz_next_dungeon_place: first_visit 0,
 *            clockwork_castle 1, long_quest 2; a class's own flowchart 0) plus each option that
 *            reads a player model and said yes (the harder branch); the pupil's dungeon step
 *            (dungeon.level) caps those at step - place.
 * --start N (Sim.start) starts the model at step N of the ladder: the toy car's class start at
 * length 3 + N steps (its loops by the paper's rule), the robot's start_size the template's smallest + N,
 * May's start_step N + 1, the dungeon's step N (and the models its options read, as dg_ladder says). */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/bots_gen.h"
#include "cli/cli.h"
#include "cli/sim_pupil.h"
#include "core/config.h"
#include "core/i18n.h"
#include "core/playermodel.h"
#include "core/save.h"
#include "core/sharecode.h"
#include "dungeon/dungeon_gen.h"
#include "dungeon/dungeon_share.h"
#include "mays/grammar.h"
#include "mays/mays_share.h"
#include "modes/bots/level.h"
#include "modes/bots/solver.h"
#include "puzzle/dungeon_visit.h"
#include "puzzle/next.h"
#include "puzzle/play.h"
#include "puzzle/progress.h"
#include "puzzle/seed.h"
#include "toycar/toycar_gen.h"

/* --start beyond the ladder: says so, 2. */
static int start_too_high(const Sim *s)
{
    /* TRANSLATORS: loopling-gen simulate --start N: N, then the ladder's top step */
    cli_say(_("--start %d is above the top of this mode's ladder, %d"), s->start, s->top);
    return 2;
}

/* ---- the pupil and the shell -------------------------------------------------------------- */

/* The model after a result, as JSON (the mode's own knobs). */
static void model_json(const Sim *s, char *out, size_t size)
{
    const LpProfile *p = s->profile;
    if (s->mode == LP_MODE_TOYCAR) {
        LpTcParams tp = pz_toycar_params(&s->config);
        int length, loops;
        lp_tcmodel_targets_p(&p->toycar_model, &tp, &length, &loops);
        snprintf(out, size, "{\"target_length\":%d,\"target_loops\":%d}", length, loops);
    } else if (s->mode == LP_MODE_BOTS) {
        LpBmParams bp = pz_bots_params(&s->config);
        snprintf(out, size, "{\"size\":%d,\"history\":%d}", lp_bmodel_size_p(&p->bots_model, &bp),
                 p->bots_model.history_count);
    } else if (s->mode == LP_MODE_MAYS) {
        int start = lp_config_mays_start_step(&s->config);
        LpMaysStep st = lp_mmodel_step_p(&p->mays_model, start);
        static const char *const constructs[] = {"commands", "for", "if", "while"};
        static const char *const dists[] = {"simple", "uniform", "complex"};
        snprintf(out, size,
                 "{\"step\":%d,\"construct\":\"%s\",\"objects\":%d,\"distribution\":\"%s\",\"rooms\":%d}",
                 lp_mmodel_index_p(&p->mays_model, start) + 1, constructs[st.construct & 3], st.objects,
                 dists[st.distribution % 3], p->mays_model.rooms);
    } else {
        snprintf(out, size, "{\"level\":%d,\"done\":%d,\"gave_up\":%d}", p->dungeon_level, p->dungeon_done,
                 p->dungeon_gave_up);
    }
}

/* A result goes to the pupil's progress, as the shell's app_record_result does. */
static void record(Sim *s, const PzResult *r)
{
    pz_progress_record(s->profile, &s->config, r);
    if (s->open_row >= 0) model_json(s, s->rows[s->open_row].model, sizeof s->rows[0].model);
}

/* The puzzle on screen is left (the next one is shown, or the pupil goes): an unsolved one is
 * reported as given up (session.c's play_left). */
static void leave(Sim *s)
{
    PzResult r;
    if (s->open_row >= 0 && !s->play.solved && pz_play_report(&s->play, PZ_GAVE_UP, &r)) record(s, &r);
    s->open_row = -1;
}

/* A new puzzle is shown: the one before is left first. */
static SimRow *show(Sim *s, int difficulty, int par)
{
    leave(s);
    SimRow *row = &s->rows[s->count];
    memset(row, 0, sizeof *row);
    row->difficulty = difficulty;
    model_json(s, row->model, sizeof row->model); /* unchanged until its result comes */
    s->open_row = s->count++;
    pz_play_open(&s->play, s->mode, PZ_KIND_MADE, 0, par);
    s->play.solve_later = s->mode == LP_MODE_MAYS; /* May walking out solves a room */
    return row;
}

/* The pupil plays the puzzle on screen: tries (Runs), time, and a solve at par or a give-up left
 * for the next show. */
static void pupil_plays(Sim *s, SimRow *row)
{
    int solves = s->kind == SIM_ALWAYS_SOLVES || (s->kind == SIM_SKILL && row->difficulty <= s->skill);
    int tries = solves ? 1 : s->kind == SIM_GIVES_UP ? 1 : SIM_FAIL_TRIES;
    int seconds = s->kind == SIM_ALWAYS_SOLVES ? SIM_QUICK_SECONDS
                  : solves                     ? SIM_SOLVE_SECONDS
                  : s->kind == SIM_GIVES_UP    ? SIM_QUIT_SECONDS
                                               : SIM_FAIL_SECONDS;
    for (int t = 0; t < tries; t++) {
        for (int k = 0; k < seconds * PZ_TICK_HZ / tries; k++)
            pz_play_tick(&s->play);
        pz_play_try(&s->play);
        int last = t == tries - 1;
        pz_play_end(&s->play, solves && last, solves && last ? s->play.par : 0);
        if (solves && last) pz_play_finish(&s->play);
    }
    row->solved = solves;
    row->tries = tries;
    PzResult r;
    if (solves && pz_play_report(&s->play, PZ_SOLVED, &r)) record(s, &r);
}

/* ---- toy car ------------------------------------------------------------------------------ */

static int tc_difficulty(const LpConfig *c, int length)
{
    int step;
    lp_config_toycar(c, NULL, NULL, &step, NULL, NULL);
    if (step < 1) step = 2;
    return length <= LP_PM_MIN_LENGTH ? 0 : (length - LP_PM_MIN_LENGTH) / step;
}

/* As the toy car's screen's open_next: the model's targets, the class's GA, pz_seed. */
static int run_toycar(Sim *s)
{
    int population, generations, step;
    lp_config_toycar(&s->config, NULL, NULL, &step, &population, &generations);
    if (step < 1) step = 2;
    s->top = (LP_PM_MAX_LENGTH - LP_PM_MIN_LENGTH) / step;
    if (s->start > s->top) return start_too_high(s);
    if (s->start >= 0) { /* step N: the length N steps up, the loops the paper's rule gives there */
        int length = LP_PM_MIN_LENGTH, loops = 0;
        for (int k = 0; k < s->start; k++) {
            if (length > 5 * loops + 3) loops++;
            length += step;
        }
        s->config.toycar.start_length = length;
        s->config.toycar.start_loops = loops;
    }
    LpTcParams tp = pz_toycar_params(&s->config);
    for (int n = 0; n < s->puzzles; n++) {
        leave(s); /* the toy car reports a give-up before it chooses (open_next) */
        int length, loops;
        lp_tcmodel_targets_p(&s->profile->toycar_model, &tp, &length, &loops);
        uint32_t seed = pz_seed(s->profile, LP_MODE_TOYCAR, 0, NULL);
        TcGaDesc desc = {.seed = seed,
                         .target_length = length,
                         .target_loops = loops,
                         .population = population,
                         .generations = generations};
        static TcGenResult made;
        LpDiag diag = {0};
        if (!tc_generate(&desc, &made, &diag) || !made.verified) {
            cli_print_diag(&diag);
            return 1;
        }
        SimRow *row = show(s, tc_difficulty(&s->config, length), made.build.tile_count);
        int default_ga = (population == 0 || population == 500) && (generations == 0 || generations == 1000);
        LpShareParams sp = {.mode = LP_MODE_TOYCAR,
                            .version = TC_GEN_VERSION,
                            .param_a = length,
                            .param_b = loops,
                            .seed = seed};
        if (!default_ga || !lp_sharecode_encode(&sp, row->code, NULL)) row->code[0] = '\0';
        snprintf(row->detail, sizeof row->detail, ",\"length\":%d,\"loops\":%d", length, loops);
        pupil_plays(s, row);
    }
    leave(s);
    return 0;
}

/* ---- robot -------------------------------------------------------------------------------- */

/* The last of the class's robot lessons (the level a pupil who finished them presses New puzzle
 * on): its file. */
static int last_lesson(const LpConfig *c, LpMode mode, char *out, size_t size)
{
    const char *folder = mode == LP_MODE_BOTS ? "bots" : "mays";
    const LpConfigLevels *levels = lp_config_levels(c, mode);
    char rel[200];
    if (levels->count > 0) {
        snprintf(rel, sizeof rel, "levels/%s/%s.level", folder, levels->names[levels->count - 1]);
        snprintf(out, size, "%s", cli_data_path(rel));
        return 1;
    }
    snprintf(rel, sizeof rel, "levels/%s", folder);
    DIR *d = opendir(cli_data_path(rel));
    if (!d) return 0;
    char best[256] = "";
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        size_t n = strlen(e->d_name);
        if (n > 6 && n < sizeof best && !strcmp(e->d_name + n - 6, ".level") && strcmp(e->d_name, best) > 0)
            snprintf(best, sizeof best, "%s", e->d_name);
    }
    closedir(d);
    if (!best[0]) return 0;
    snprintf(rel, sizeof rel, "levels/%s/%s", folder, best);
    snprintf(out, size, "%s", cli_data_path(rel));
    return 1;
}

static int load_template(const char *name, BotsTemplate *t)
{
    char rel[200];
    snprintf(rel, sizeof rel, "scripts/templates/%s.template", name);
    LpDiag diag = {0};
    if (bots_template_load(cli_data_path(rel), t, &diag)) return 1;
    cli_print_diag(&diag);
    return 0;
}

/* As the robot's screen: the template from the level on screen (the last lesson, then each made
 * puzzle), the size from the model, the first size from there the template makes, pz_seed. */
static int run_bots(Sim *s, const char *template_arg, char *used, size_t used_size, int *smallest_out)
{
    static BotsLevel lesson;
    static BotsTemplate t;
    static BotsGenPuzzle made;
    char tname[LP_CONFIG_NAME];
    if (template_arg) {
        pz_next_bots_template(&s->config, template_arg, NULL, tname, sizeof tname);
    } else {
        char path[4200];
        LpDiag diag = {0};
        if (!last_lesson(&s->config, LP_MODE_BOTS, path, sizeof path) ||
            !bots_level_load(path, &lesson, &diag)) {
            if (diag.message[0])
                cli_print_diag(&diag);
            else
                cli_say("%s", _("simulate: no robot lesson to start from"));
            return 1;
        }
        pz_next_bots_template(&s->config, lesson.template_name, lesson.solution, tname, sizeof tname);
    }
    snprintf(used, used_size, "%s", tname);
    if (!load_template(tname, &t)) return 1;
    int lo, hi;
    lp_config_bots(&s->config, NULL, &lo, &hi);
    int smallest = pz_next_bots_smallest(&t, lo);
    *smallest_out = smallest;
    if (!smallest) {
        cli_say(_("simulate: the template %s makes no puzzle at any size"), tname);
        return 1;
    }
    s->top = (hi > LP_BM_MAX_SIZE ? LP_BM_MAX_SIZE : hi) - smallest;
    if (s->top < 0) s->top = 0;
    if (s->start > s->top) return start_too_high(s);
    if (s->start >= 0) s->config.bots.start_size = smallest + s->start;
    char too_small_template[LP_CONFIG_NAME] = "";
    int too_small = 0;
    for (int n = 0; n < s->puzzles; n++) {
        int known = !strcmp(too_small_template, tname) ? too_small : 0;
        int want = pz_next_bots_size(s->profile, &s->config, s->open_row >= 0 ? &s->play : NULL, known);
        uint32_t seed = pz_seed(s->profile, LP_MODE_BOTS, n, tname);
        int size = 0, small = 0;
        LpDiag diag = {0};
        int ok = pz_next_bots_make(&t, 0, want, BOTS_GEN_SIZE_MAX, seed, &made, &size, &small, &diag);
        if (small) {
            snprintf(too_small_template, sizeof too_small_template, "%s", tname);
            too_small = small;
        }
        if (!ok) {
            cli_print_diag(&diag);
            return 1;
        }
        SimRow *row = show(s, size - smallest, made.level.par);
        pz_next_bots_shown(s->profile, &s->config, size);
        snprintf(row->code, sizeof row->code, "%s", made.level.code);
        snprintf(row->detail, sizeof row->detail, ",\"size\":%d,\"par\":%d", size, made.level.par);
        if (s->labels) /* the label the pupil sees, the game's (not the generator's own) */
            snprintf(row->detail + strlen(row->detail), sizeof row->detail - strlen(row->detail),
                     ",\"par_proven\":%s", bots_par_proven(&made.level, 0, NULL) ? "true" : "false");
        pupil_plays(s, row);
        /* the next puzzle is "like this": the made level's template, kept to the class's (the
         * same one for a shipped template) */
        char next[LP_CONFIG_NAME];
        pz_next_bots_template(&s->config, made.level.template_name, made.level.solution, next, sizeof next);
        if (strcmp(next, tname) != 0) {
            snprintf(tname, sizeof tname, "%s", next);
            if (!load_template(tname, &t) || !(smallest = pz_next_bots_smallest(&t, lo))) return 1;
            *smallest_out = smallest;
        }
    }
    leave(s);
    return 0;
}

/* ---- May's Journey ------------------------------------------------------------------------ */

/* As May's screen after the last lesson: "Level >" makes the adaptive sequence's next room. */
static int run_mays(Sim *s)
{
    char rel[200];
    snprintf(rel, sizeof rel, "scripts/grammars/%s", lp_config_mays_grammar(&s->config));
    LpDiag diag = {0};
    const MjGrammar *grammar = mj_grammar_shipped(cli_data_path(rel), &diag);
    if (!grammar) {
        cli_print_diag(&diag);
        return 1;
    }
    int shipped_grammar = !strcmp(lp_config_mays_grammar(&s->config), "mays.lua");
    s->top = lp_mmodel_steps() - 1;
    if (s->start > s->top) return start_too_high(s);
    if (s->start >= 0) s->config.mays.start_step = s->start + 1;
    static MjGenResult made;
    for (int n = 0; n < s->puzzles; n++) {
        const PzPlay *leaving = s->open_row >= 0 ? &s->play : NULL;
        int index = pz_next_mays_index(s->profile, &s->config, leaving);
        MjShareRoom room = pz_next_mays_room(s->profile, &s->config, leaving, n);
        char code[MJ_SYNTH_MAX];
        MjGenDesc desc;
        mj_share_desc(&room, code, &desc);
        desc.grammar = grammar;
        memset(&diag, 0, sizeof diag);
        if (!mj_generate(&desc, &made, &diag)) {
            cli_print_diag(&diag);
            return 1;
        }
        SimRow *row = show(s, index, 0);
        if (!shipped_grammar || !mj_share_encode(&room, row->code)) row->code[0] = '\0';
        snprintf(row->detail, sizeof row->detail, ",\"step\":%d", index + 1);
        pupil_plays(s, row);
    }
    leave(s);
    return 0;
}

/* ---- the dungeon -------------------------------------------------------------------------- */

/* A dungeon's place on the dungeon's ladder: its flowchart's place (a class's own flowchart
 * counts as the first), plus each option that reads a player model and said yes on the path taken
 * (a bigger robot, a longer race: the harder branch). */
static int dg_difficulty(const Sim *s, const char *flowchart, const DgFlowchart *f, const DgDecisions *d)
{
    int n = pz_next_dungeon_place(&s->config, flowchart);
    for (int i = 0; i < f->option_count; i++)
        if (f->options[i].model != DG_MODEL_NONE && (d->met >> i & 1u) && (d->yes >> i & 1u)) n++;
    return n;
}

/* The pupil's model that option key reads, set to value (--start). */
static void dg_set_model(LpProfile *p, DgModelKey key, int value)
{
    switch (key) {
    case DG_MODEL_TOYCAR_LENGTH: p->toycar_model.target_length = value; break;
    case DG_MODEL_TOYCAR_LOOPS: p->toycar_model.target_loops = value; break;
    case DG_MODEL_BOTS_SIZE: p->bots_model.size = value; break;
    case DG_MODEL_MAYS_STEP: p->mays_model.step = value; break;
    case DG_MODEL_DUNGEON_DONE: p->dungeon_done = value; break;
    case DG_MODEL_DUNGEON_GAVE_UP: p->dungeon_gave_up = value; break;
    default: break;
    }
}

/* The dungeon's ladder: its top (the hardest flowchart and every option of it that reads a model
 * said yes) and, for --start N, a profile there: the dungeon step N (dungeon.level) and, for the
 * steps above its flowchart's place, the models that the flowchart's first options read just at
 * their thresholds (the lowest values that say yes), so that the step's options do say yes.
 * Returns 0, or 2 with words (an unreadable flowchart: 1). */
static int dg_ladder(Sim *s, const char *rooms, const char *data_dir, DgFlowchart *flow)
{
    const char *hardest = s->config.dungeon.flowchart[0] ? s->config.dungeon.flowchart : "long_quest.lua";
    int base = pz_next_dungeon_place(&s->config, hardest);
    char rel[200], path[4200];
    LpDiag diag = {0};
    snprintf(rel, sizeof rel, "scripts/dungeons/%s", hardest);
    snprintf(path, sizeof path, "%s", cli_data_path(rel));
    if (!dg_flowchart_load(path, rooms, data_dir, flow, &diag)) {
        cli_print_diag(&diag);
        return 1;
    }
    s->top = base + dg_share_model_options(flow);
    if (s->start > s->top) return start_too_high(s);
    if (s->start <= 0) return 0;
    s->profile->dungeon_level = s->start;
    if (s->start < base) return 0; /* the castle with none of its options */
    int want = s->start - base;
    for (int i = 0; i < flow->option_count && want > 0; i++) {
        const DgOption *o = &flow->options[i];
        if (o->model == DG_MODEL_NONE) continue;
        dg_set_model(s->profile, o->model, o->at_least > INT32_MIN ? o->at_least : o->below - 1);
        want--;
    }
    return 0;
}

/* One puzzle inside the dungeon, played and reported as its room's session does (kind: made for
 * the pupil, moving its mode's model, or a lesson's). Returns its tries. */
static int dg_room_puzzle(Sim *s, LpMode mode, PzKind kind, int solves)
{
    PzPlay p;
    pz_play_open(&p, mode, kind, 0, 0);
    p.solve_later = mode == LP_MODE_MAYS;
    int tries = solves || s->kind == SIM_GIVES_UP ? 1 : SIM_FAIL_TRIES;
    for (int t = 0; t < tries; t++) {
        for (int k = 0; k < (solves ? SIM_SOLVE_SECONDS : SIM_FAIL_SECONDS) * PZ_TICK_HZ / tries; k++)
            pz_play_tick(&p);
        pz_play_try(&p);
        pz_play_end(&p, solves && t == tries - 1, 0);
        if (solves && t == tries - 1) pz_play_finish(&p);
    }
    PzResult r;
    if (pz_play_report(&p, solves ? PZ_SOLVED : PZ_GAVE_UP, &r))
        pz_progress_record(s->profile, &s->config, &r);
    return tries;
}

/* As the dungeon's screen: the flowchart and the options' readings from the profile, pz_seed; the
 * pupil solves every room's puzzle and reaches the stairs, or gives up at the first puzzle and
 * leaves the dungeon (its give-up moves that mode's model; the dungeon counts one given up). */
static int run_dungeon(Sim *s)
{
    static DgFlowchart flow;
    static DgGenResult made;
    static DgVisit visit;
    char data_dir[4096], rooms[4200], path[4200];
    snprintf(data_dir, sizeof data_dir, "%s", cli_data_path("."));
    snprintf(rooms, sizeof rooms, "%s", cli_data_path("scripts/dungeons/rooms.lua"));
    int rc = dg_ladder(s, rooms, data_dir, &flow);
    if (rc) return rc;
    for (int n = 0; n < s->puzzles; n++) {
        leave(s);
        const char *fname = pz_next_dungeon_flowchart(s->profile, &s->config);
        char rel[200];
        snprintf(rel, sizeof rel, "scripts/dungeons/%s", fname);
        snprintf(path, sizeof path, "%s", cli_data_path(rel));
        LpDiag diag = {0};
        DgGenDesc desc = {.flowchart = &flow,
                          .seed = pz_seed(s->profile, LP_MODE_DUNGEON, 0, NULL),
                          .pupil = pz_next_dungeon_pupil(s->profile, &s->config),
                          .data_dir = data_dir,
                          .no_puzzles = 1};
        if (!dg_flowchart_load(path, rooms, data_dir, &flow, &diag) || !dg_generate(&desc, &made, &diag) ||
            !dg_generate_puzzles(&desc, &made, &diag)) {
            cli_print_diag(&diag);
            return 1;
        }
        dg_share_name(&flow, rooms, &made);
        pz_progress_dungeon_begun(s->profile,
                                  pz_next_dungeon_played(s->profile, &s->config, dg_share_model_options(&flow)));
        SimRow *row = show(s, dg_difficulty(s, fname, &flow, &made.path.decisions), 0);
        snprintf(row->code, sizeof row->code, "%s", made.world.code);
        snprintf(row->detail, sizeof row->detail, ",\"flowchart\":\"%.30s\",\"rooms\":%d", fname,
                 made.world.room_count);
        dg_visit_start(&visit, &made.world, PZ_KIND_MADE);
        int solves = s->kind == SIM_ALWAYS_SOLVES || (s->kind == SIM_SKILL && row->difficulty <= s->skill);
        int tries = 0;
        for (int i = 0; i < made.world.puzzle_count; i++) {
            tries += dg_room_puzzle(s, made.world.puzzles[i].mode, dg_visit_puzzle_kind(&visit, i), solves);
            if (!solves) {
                s->play.gave_up = 1; /* the dungeon left with this puzzle unsolved */
                break;
            }
        }
        for (int t = 0; t < tries; t++)
            pz_play_try(&s->play), pz_play_end(&s->play, solves && t == tries - 1, 0);
        row->solved = solves;
        row->tries = tries;
        PzResult r;
        if (solves && pz_play_report(&s->play, PZ_SOLVED, &r)) record(s, &r);
    }
    leave(s);
    return 0;
}

int sim_play(Sim *s, const char *template_arg)
{
    switch (s->mode) {
    case LP_MODE_TOYCAR: return run_toycar(s);
    case LP_MODE_BOTS:
        return run_bots(s, template_arg, s->template_used, sizeof s->template_used, &s->smallest);
    case LP_MODE_MAYS: return run_mays(s);
    default: return run_dungeon(s);
    }
}

int sim_settled_at(const Sim *s, int want)
{
    int at = 0;
    for (int i = 0; i < s->count; i++) {
        int d = s->rows[i].difficulty - want;
        if (d < -1 || d > 1)
            at = 0;
        else if (!at)
            at = i + 1;
    }
    return at;
}
