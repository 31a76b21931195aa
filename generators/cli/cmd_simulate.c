/* cmd_simulate.c - loopling-gen simulate: a simulated pupil plays a mode's puzzles made for them,
 * through the real generators, the real player models (core/playermodel.h), the game's choice of
 * the next puzzle (puzzle/next.h, puzzle/seed.h) and the shell's result rules (puzzle/play.h's
 * tries and reports, pz_progress_record), in the order the game runs them: a puzzle the pupil
 * left unsolved is reported as given up when the next one is shown. Tells a teacher or a test how
 * a class file's models move for a pupil of a given kind.
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
 *   dungeon  the flowchart's place among the shipped ones as pupils meet them (first_visit 0,
 *            clockwork_castle 1, long_quest 2; they follow dungeons finished, never a give-up)
 *            plus each option that reads a player model and said yes (the harder branch).
 * JSON on stdout, words on stderr, exit 0 when every puzzle was made, 1 when a generator gave
 * none, 2 on bad input. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/bots_gen.h"
#include "cli/cli.h"
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
#include "puzzle/dungeon_visit.h"
#include "puzzle/next.h"
#include "puzzle/play.h"
#include "puzzle/progress.h"
#include "puzzle/seed.h"
#include "toycar/toycar_gen.h"

#define SIM_MAX_PUZZLES 200
#define SIM_SOLVE_SECONDS 40 /* a skill pupil's solve */
#define SIM_QUICK_SECONDS 20 /* always-solves */
#define SIM_FAIL_TRIES 6     /* a skill pupil above their skill gives up after this many tries */
#define SIM_FAIL_SECONDS 360
#define SIM_QUIT_SECONDS 60 /* gives-up: one try, then the next puzzle */

typedef enum SimKind { SIM_SKILL = 0, SIM_GIVES_UP, SIM_ALWAYS_SOLVES } SimKind;

typedef struct SimRow {
    int difficulty;
    int solved, tries;
    char code[LP_SHARECODE_MAX];
    char detail[64]; /* the puzzle's own parameters, as JSON members */
    char model[200]; /* the model after its result, as a JSON object */
} SimRow;

typedef struct Sim {
    LpMode mode;
    SimKind kind;
    int skill;
    int puzzles;
    LpConfig config;
    LpProfile *profile;
    PzPlay play;  /* the puzzle on screen; its result may still be waiting (a give-up) */
    int open_row; /* its row, -1 none */
    SimRow rows[SIM_MAX_PUZZLES];
    int count; /* rows made */
} Sim;

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
        snprintf(out, size, "{\"done\":%d,\"gave_up\":%d}", p->dungeon_done, p->dungeon_gave_up);
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
    LpTcParams tp = pz_toycar_params(&s->config);
    int population, generations;
    lp_config_toycar(&s->config, NULL, NULL, NULL, &population, &generations);
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
    int lo;
    lp_config_bots(&s->config, NULL, &lo, NULL);
    int smallest = pz_next_bots_smallest(&t, lo);
    *smallest_out = smallest;
    if (!smallest) {
        cli_say(_("simulate: the template %s makes no puzzle at any size"), tname);
        return 1;
    }
    char too_small_template[LP_CONFIG_NAME] = "";
    int too_small = 0;
    for (int n = 0; n < s->puzzles; n++) {
        int known = !strcmp(too_small_template, tname) ? too_small : 0;
        int want = pz_next_bots_size(s->profile, &s->config, s->open_row >= 0 ? &s->play : NULL, known);
        uint32_t seed = pz_seed(s->profile, LP_MODE_BOTS, n, tname);
        int size = 0, small = 0;
        LpDiag diag = {0};
        int ok = pz_next_bots_make(&t, want, BOTS_GEN_SIZE_MAX, seed, &made, &size, &small, &diag);
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

/* A dungeon's place on the dungeon's ladder: the shipped flowcharts in the order pupils meet them
 * (a class's own flowchart counts as the first), plus each option that reads a player model and
 * said yes on the path taken (a bigger robot, a longer race: the harder branch). */
static int dg_difficulty(const char *flowchart, const DgFlowchart *f, const DgDecisions *d)
{
    int n = !strcmp(flowchart, "clockwork_castle.lua") ? 1 : !strcmp(flowchart, "long_quest.lua") ? 2 : 0;
    for (int i = 0; i < f->option_count; i++)
        if (f->options[i].model != DG_MODEL_NONE && (d->met >> i & 1u) && (d->yes >> i & 1u)) n++;
    return n;
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
    for (int n = 0; n < s->puzzles; n++) {
        leave(s);
        const char *fname = pz_next_dungeon_flowchart(s->profile, &s->config);
        char rel[200];
        snprintf(rel, sizeof rel, "scripts/dungeons/%s", fname);
        snprintf(path, sizeof path, "%s", cli_data_path(rel));
        LpDiag diag = {0};
        DgGenDesc desc = {.flowchart = &flow,
                          .seed = pz_seed(s->profile, LP_MODE_DUNGEON, 0, NULL),
                          .pupil = pz_next_dungeon_pupil(s->profile),
                          .data_dir = data_dir,
                          .no_puzzles = 1};
        if (!dg_flowchart_load(path, rooms, data_dir, &flow, &diag) || !dg_generate(&desc, &made, &diag) ||
            !dg_generate_puzzles(&desc, &made, &diag)) {
            cli_print_diag(&diag);
            return 1;
        }
        dg_share_name(&flow, rooms, &made);
        pz_progress_dungeon_begun(s->profile);
        SimRow *row = show(s, dg_difficulty(fname, &flow, &made.path.decisions), 0);
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

/* ---- the command -------------------------------------------------------------------------- */

static int parse_pupil(const char *text, SimKind *kind, int *skill)
{
    long long n;
    if (!strcmp(text, "gives-up"))
        *kind = SIM_GIVES_UP;
    else if (!strcmp(text, "always-solves"))
        *kind = SIM_ALWAYS_SOLVES;
    else if (!strncmp(text, "skill=", 6) && cli_parse_int(text + 6, 0, 99, &n))
        *kind = SIM_SKILL, *skill = (int)n;
    else
        return 0;
    return 1;
}

/* The first puzzle (1-based) from which every difficulty stays within 1 of want; 0 none. */
static int settled_at(const Sim *s, int want)
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

int cli_simulate(int argc, char **argv)
{
    const char *mode_arg = NULL, *pupil_arg = NULL, *config_path = NULL, *template_arg = NULL;
    long long puzzles = 10, seed = 1;
    int json = 0;
    Flag flags[] = {
        {"--mode", 0, 0, NULL, NULL, &mode_arg},
        {"--pupil", 0, 0, NULL, NULL, &pupil_arg},
        {"--puzzles", 1, SIM_MAX_PUZZLES, &puzzles, NULL, NULL},
        {"--config", 0, 0, NULL, NULL, &config_path},
        {"--seed", 0, (1LL << 30) - 1, &seed, NULL, NULL},
        {"--template", 0, 0, NULL, NULL, &template_arg},
        {"--json", 0, 0, NULL, &json, NULL},
    };
    int rc = cli_parse_flags(argc, argv, flags, (int)(sizeof flags / sizeof flags[0]), NULL);
    if (rc) return rc;
    static Sim sim;
    Sim *s = &sim;
    memset(s, 0, sizeof *s);
    s->open_row = -1;
    s->puzzles = (int)puzzles;
    if (!mode_arg) return cli_bad_input("%s", _("simulate needs --mode toycar|bots|mays|dungeon"));
    if (!strcmp(mode_arg, "toycar"))
        s->mode = LP_MODE_TOYCAR;
    else if (!strcmp(mode_arg, "bots"))
        s->mode = LP_MODE_BOTS;
    else if (!strcmp(mode_arg, "mays"))
        s->mode = LP_MODE_MAYS;
    else if (!strcmp(mode_arg, "dungeon"))
        s->mode = LP_MODE_DUNGEON;
    /* TRANSLATORS: keep --mode and the modes' names */
    else
        return cli_bad_input(_("--mode '%s' is not one of toycar, bots, mays, dungeon"), mode_arg);
    if (!pupil_arg) return cli_bad_input("%s", _("simulate needs --pupil skill=N|gives-up|always-solves"));
    /* TRANSLATORS: keep --pupil, skill=N, gives-up and always-solves */
    if (!parse_pupil(pupil_arg, &s->kind, &s->skill))
        return cli_bad_input(_("--pupil '%s' is not skill=N (N from 0 to 99), gives-up or always-solves"),
                             pupil_arg);
    if (template_arg && s->mode != LP_MODE_BOTS)
        return cli_bad_input("%s", _("--template is for --mode bots"));
    if (template_arg && !bots_template_id(template_arg)) /* TRANSLATORS: keep the templates' names */
        return cli_bad_input(
            _("--template '%s' is not short_loop, long_loop, short_function or long_function"), template_arg);
    lp_config_defaults(&s->config);
    if (config_path) {
        char data_dir[4096];
        snprintf(data_dir, sizeof data_dir, "%s", cli_data_path("."));
        LpDiag diag = {0};
        if (!lp_config_load(config_path, data_dir, &s->config, &diag)) {
            cli_print_diag(&diag);
            return 2;
        }
    }
    s->profile = calloc(1, sizeof *s->profile);
    if (!s->profile) return cli_bad_input("%s", _("not enough memory"));
    char name[LP_NAME_MAX];
    snprintf(name, sizeof name, "pupil %lld", seed); /* the pupil's puzzles follow from the name (pz_seed) */
    lp_profile_init(s->profile, name);

    char used_template[LP_CONFIG_NAME] = "";
    int smallest = 0;
    int failed = 0;
    switch (s->mode) {
    case LP_MODE_TOYCAR: failed = run_toycar(s); break;
    case LP_MODE_BOTS:
        failed = run_bots(s, template_arg, used_template, sizeof used_template, &smallest);
        break;
    case LP_MODE_MAYS: failed = run_mays(s); break;
    default: failed = run_dungeon(s); break;
    }

    int easiest = 0;
    for (int i = 0; i < s->count && !easiest; i++)
        if (s->rows[i].difficulty == 0) easiest = i + 1;
    int settled = s->kind == SIM_SKILL ? settled_at(s, s->skill) : 0;
    if (json) {
        LpBuf o;
        lp_buf_init(&o);
        lp_buf_printf(&o, "{\"mode\":\"%s\",\"pupil\":", mode_arg);
        lp_buf_json_string(&o, pupil_arg);
        lp_buf_printf(&o, ",\"seed\":%lld,\"config\":", seed);
        if (config_path)
            lp_buf_json_string(&o, config_path);
        else
            lp_buf_puts(&o, "null");
        if (s->mode == LP_MODE_BOTS) {
            lp_buf_puts(&o, ",\"template\":");
            lp_buf_json_string(&o, used_template);
            lp_buf_printf(&o, ",\"smallest_size\":%d", smallest);
        }
        lp_buf_puts(&o, ",\"puzzles\":[");
        for (int i = 0; i < s->count; i++) {
            const SimRow *r = &s->rows[i];
            lp_buf_printf(
                &o, "%s{\"n\":%d,\"difficulty\":%d%s,\"outcome\":\"%s\",\"tries\":%d,\"code\":", i ? "," : "",
                i + 1, r->difficulty, r->detail, r->solved ? "solved" : "gave_up", r->tries);
            if (r->code[0])
                lp_buf_json_string(&o, r->code);
            else
                lp_buf_puts(&o, "null");
            lp_buf_printf(&o, ",\"model\":%s}", r->model);
        }
        lp_buf_puts(&o, "],\"easiest\":");
        if (easiest)
            lp_buf_printf(&o, "%d", easiest);
        else
            lp_buf_puts(&o, "null");
        lp_buf_printf(&o, ",\"start_difficulty\":%d,\"last_difficulty\":%d,\"settled\":",
                      s->count ? s->rows[0].difficulty : 0, s->count ? s->rows[s->count - 1].difficulty : 0);
        if (settled)
            lp_buf_printf(&o, "%d", settled);
        else
            lp_buf_puts(&o, "null");
        lp_buf_printf(&o, ",\"complete\":%s}\n", failed ? "false" : "true");
        fputs(o.data, stdout);
        lp_buf_free(&o);
    }
    for (int i = 0; i < s->count; i++) {
        const SimRow *r = &s->rows[i];
        /* TRANSLATORS: loopling-gen simulate, one line a puzzle: its number, its difficulty (0 the
         * easiest), "solved" or "gave up", the tries */
        fprintf(stderr,
                lp_trn("puzzle %d: difficulty %d, %s after %d try\n",
                       "puzzle %d: difficulty %d, %s after %d tries\n", r->tries),
                i + 1, r->difficulty, r->solved ? _("solved") : _("gave up"), r->tries);
    }
    if (easiest) /* TRANSLATORS: loopling-gen simulate's summary: %d is a puzzle's number */
        fprintf(stderr, _("the easiest puzzle (difficulty 0) came at puzzle %d\n"), easiest);
    else
        fprintf(stderr, "%s\n", _("the easiest puzzle (difficulty 0) never came"));
    free(s->profile);
    return failed ? 1 : 0;
}
