/* cmd_simulate.c - loopling-gen simulate: simulated pupils (sim_pupil.h) play a mode's puzzles
 * made for them; tells a teacher or a test how a class file's models move for a pupil of a given
 * kind. One pupil (--pupil, from the class's start or --start N), or --sweep: pupils of every
 * skill (or --skills) each from below (the ladder's step 0) and from above (its top), with
 * whether and where each settled; --figure draws them (sim_figure.h).
 * Settled: the first puzzle from which every later one (to the last of --puzzles) is within one
 * step of the pupil's skill. JSON on stdout, words on stderr; exit 0 when every puzzle was made,
 * 1 when a generator gave none, 2 on bad input. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/bots_gen.h"
#include "cli/cli.h"
#include "cli/sim_figure.h"
#include "cli/sim_pupil.h"
#include "core/i18n.h"

#define SIM_MAX_SKILLS 64

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

/* "1,3,5" into skills (0..99 each); returns how many, 0 when it is not such a list. */
static int parse_skills(const char *text, int *skills, int max)
{
    int count = 0;
    const char *p = text;
    while (*p) {
        char one[16];
        size_t n = strcspn(p, ",");
        long long v;
        if (n == 0 || n >= sizeof one || count == max) return 0;
        memcpy(one, p, n);
        one[n] = '\0';
        if (!cli_parse_int(one, 0, 99, &v)) return 0;
        skills[count++] = (int)v;
        p += n;
        if (*p == ',' && !*++p) return 0;
    }
    return count;
}

/* What every run shares: the command's flags. */
typedef struct SimArgs {
    LpMode mode;
    const char *mode_arg, *config_path, *template_arg;
    int puzzles;
    long long seed;
    LpConfig config;
} SimArgs;

/* One pupil from a new profile: s filled, returns sim_play's result. */
static int run_one(Sim *s, const SimArgs *a, SimKind kind, int skill, int start, int puzzles, int labels)
{
    LpProfile *profile = s->profile;
    memset(s, 0, sizeof *s);
    s->mode = a->mode;
    s->kind = kind;
    s->skill = skill;
    s->start = start;
    s->puzzles = puzzles;
    s->config = a->config;
    s->open_row = -1;
    s->profile = profile;
    s->labels = labels;
    char name[LP_NAME_MAX];
    /* the pupil's puzzles follow from the name (pz_seed) */
    snprintf(name, sizeof name, "pupil %lld", a->seed);
    lp_profile_init(s->profile, name);
    return sim_play(s, a->template_arg);
}

static void json_head(LpBuf *o, const SimArgs *a, const Sim *s)
{
    lp_buf_printf(o, "{\"mode\":\"%s\",", a->mode_arg);
    lp_buf_printf(o, "\"seed\":%lld,\"config\":", a->seed);
    if (a->config_path)
        lp_buf_json_string(o, a->config_path);
    else
        lp_buf_puts(o, "null");
    if (a->mode == LP_MODE_BOTS) {
        lp_buf_puts(o, ",\"template\":");
        lp_buf_json_string(o, s->template_used);
        lp_buf_printf(o, ",\"smallest_size\":%d", s->smallest);
    }
    lp_buf_printf(o, ",\"top\":%d", s->top);
}

static void json_int_or_null(LpBuf *o, const char *key, int v)
{
    if (v)
        lp_buf_printf(o, ",\"%s\":%d", key, v);
    else
        lp_buf_printf(o, ",\"%s\":null", key);
}

/* The figure's title: the mode, and the robot's template. */
static void figure_title(const SimArgs *a, const Sim *s, char *out, size_t size)
{
    static const char *const names[] = {"TOY CAR", "ROBOT", "MAY'S JOURNEY", "DUNGEON"};
    const char *name = a->mode == LP_MODE_TOYCAR ? names[0]
                       : a->mode == LP_MODE_BOTS ? names[1]
                       : a->mode == LP_MODE_MAYS ? names[2]
                                                 : names[3];
    snprintf(out, size, "SIMULATED PUPILS: %s%s%s", name, a->mode == LP_MODE_BOTS ? " " : "",
             a->mode == LP_MODE_BOTS ? s->template_used : "");
}

/* --sweep: every skill (or the list), each from below and from above. */
static int sweep(Sim *s, const SimArgs *a, const char *skills_arg, const char *figure, int json)
{
    int skills[SIM_MAX_SKILLS], skill_count = 0;
    if (skills_arg && !(skill_count = parse_skills(skills_arg, skills, SIM_MAX_SKILLS)))
        /* TRANSLATORS: keep --skills */
        return cli_bad_input(_("--skills '%s' is not a list of skills from 0 to 99 such as 1,3,5"),
                             skills_arg);
    int rc = run_one(s, a, SIM_SKILL, 0, 0, 0, 0); /* no puzzles: the ladder's top */
    if (rc) return rc;
    int top = s->top;
    if (!skills_arg)
        for (int k = 0; k <= top && k < SIM_MAX_SKILLS; k++)
            skills[skill_count++] = k;
    static int diffs[2 * SIM_MAX_SKILLS][SIM_MAX_PUZZLES];
    static SimFigRun runs[2 * SIM_MAX_SKILLS];
    LpBuf o;
    lp_buf_init(&o);
    json_head(&o, a, s);
    lp_buf_printf(&o, ",\"puzzles\":%d,\"runs\":[", a->puzzles);
    int latest = 0, all = 1;
    for (int r = 0; r < 2 * skill_count; r++) {
        int skill = skills[r / 2], above = r % 2;
        if ((rc = run_one(s, a, SIM_SKILL, skill, above ? top : 0, a->puzzles, 0)) != 0) break;
        SimFigRun *run = &runs[r];
        *run = (SimFigRun){.skill = skill,
                           .from_above = above,
                           .settled = sim_settled_at(s, skill),
                           .count = s->count,
                           .difficulty = diffs[r]};
        for (int i = 0; i < s->count; i++)
            diffs[r][i] = s->rows[i].difficulty;
        if (!run->settled) all = 0;
        if (run->settled > latest) latest = run->settled;
        lp_buf_printf(&o, "%s{\"skill\":%d,\"from\":\"%s\",\"start_difficulty\":%d", r ? "," : "", skill,
                      above ? "above" : "below", s->count ? diffs[r][0] : 0);
        json_int_or_null(&o, "settled", run->settled);
        lp_buf_puts(&o, ",\"difficulties\":[");
        for (int i = 0; i < s->count; i++)
            lp_buf_printf(&o, "%s%d", i ? "," : "", diffs[r][i]);
        lp_buf_puts(&o, "]}");
        if (run->settled) /* TRANSLATORS: loopling-gen simulate --sweep: a skill, "from below" or "from
                             above", a puzzle */
            fprintf(stderr, _("skill %d, %s: settled at puzzle %d\n"), skill,
                    above ? _("from above") : _("from below"), run->settled);
        else
            fprintf(stderr, _("skill %d, %s: never settled\n"), skill,
                    above ? _("from above") : _("from below"));
    }
    lp_buf_puts(&o, "]");
    json_int_or_null(&o, "latest_settled", all ? latest : 0);
    lp_buf_printf(&o, ",\"complete\":%s}\n", rc ? "false" : "true");
    if (json && !rc) fputs(o.data, stdout);
    lp_buf_free(&o);
    if (!rc && figure) {
        char title[96];
        figure_title(a, s, title, sizeof title);
        LpDiag diag = {0};
        if (!sim_figure_write(figure, title, top, a->puzzles, runs, 2 * skill_count, &diag)) {
            cli_print_diag(&diag);
            return 1;
        }
    }
    return rc;
}

/* One pupil: its puzzles as JSON and in words. */
static int one_pupil(Sim *s, const SimArgs *a, const char *pupil_arg, int start, const char *figure, int json)
{
    SimKind kind = SIM_SKILL;
    int skill = 0;
    /* TRANSLATORS: keep --pupil, skill=N, gives-up and always-solves */
    if (!parse_pupil(pupil_arg, &kind, &skill))
        return cli_bad_input(_("--pupil '%s' is not skill=N (N from 0 to 99), gives-up or always-solves"),
                             pupil_arg);
    int rc = run_one(s, a, kind, skill, start, a->puzzles, 1);
    if (rc == 2) return 2;
    int easiest = 0;
    for (int i = 0; i < s->count && !easiest; i++)
        if (s->rows[i].difficulty == 0) easiest = i + 1;
    int settled = kind == SIM_SKILL ? sim_settled_at(s, skill) : 0;
    if (json) {
        LpBuf o;
        lp_buf_init(&o);
        json_head(&o, a, s);
        lp_buf_puts(&o, ",\"pupil\":");
        lp_buf_json_string(&o, pupil_arg);
        if (start >= 0)
            lp_buf_printf(&o, ",\"start\":%d", start);
        else
            lp_buf_puts(&o, ",\"start\":null");
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
        lp_buf_puts(&o, "]");
        json_int_or_null(&o, "easiest", easiest);
        lp_buf_printf(&o, ",\"start_difficulty\":%d,\"last_difficulty\":%d",
                      s->count ? s->rows[0].difficulty : 0, s->count ? s->rows[s->count - 1].difficulty : 0);
        json_int_or_null(&o, "settled", settled);
        lp_buf_printf(&o, ",\"complete\":%s}\n", rc ? "false" : "true");
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
    if (!rc && figure) {
        static int diffs[SIM_MAX_PUZZLES];
        for (int i = 0; i < s->count; i++)
            diffs[i] = s->rows[i].difficulty;
        SimFigRun run = {.skill = kind == SIM_SKILL ? skill : 0,
                         .from_above = start > (kind == SIM_SKILL ? skill : 0),
                         .settled = settled,
                         .count = s->count,
                         .difficulty = diffs};
        char title[96];
        figure_title(a, s, title, sizeof title);
        LpDiag diag = {0};
        if (!sim_figure_write(figure, title, s->top, a->puzzles, &run, 1, &diag)) {
            cli_print_diag(&diag);
            return 1;
        }
    }
    return rc;
}

int cli_simulate(int argc, char **argv)
{
    const char *pupil_arg = NULL, *skills_arg = NULL, *figure = NULL;
    long long puzzles = 10, start = -1;
    int json = 0, sweep_all = 0;
    static SimArgs args;
    SimArgs *a = &args;
    memset(a, 0, sizeof *a);
    a->seed = 1;
    Flag flags[] = {
        {"--mode", 0, 0, NULL, NULL, &a->mode_arg},
        {"--pupil", 0, 0, NULL, NULL, &pupil_arg},
        {"--puzzles", 1, SIM_MAX_PUZZLES, &puzzles, NULL, NULL},
        {"--config", 0, 0, NULL, NULL, &a->config_path},
        {"--seed", 0, (1LL << 30) - 1, &a->seed, NULL, NULL},
        {"--template", 0, 0, NULL, NULL, &a->template_arg},
        {"--start", 0, 99, &start, NULL, NULL},
        {"--sweep", 0, 0, NULL, &sweep_all, NULL},
        {"--skills", 0, 0, NULL, NULL, &skills_arg},
        {"--figure", 0, 0, NULL, NULL, &figure},
        {"--json", 0, 0, NULL, &json, NULL},
    };
    int rc = cli_parse_flags(argc, argv, flags, (int)(sizeof flags / sizeof flags[0]), NULL);
    if (rc) return rc;
    a->puzzles = (int)puzzles;
    const char *mode_arg = a->mode_arg;
    if (!mode_arg) return cli_bad_input("%s", _("simulate needs --mode toycar|bots|mays|dungeon"));
    if (!strcmp(mode_arg, "toycar"))
        a->mode = LP_MODE_TOYCAR;
    else if (!strcmp(mode_arg, "bots"))
        a->mode = LP_MODE_BOTS;
    else if (!strcmp(mode_arg, "mays"))
        a->mode = LP_MODE_MAYS;
    else if (!strcmp(mode_arg, "dungeon"))
        a->mode = LP_MODE_DUNGEON;
    /* TRANSLATORS: keep --mode and the modes' names */
    else
        return cli_bad_input(_("--mode '%s' is not one of toycar, bots, mays, dungeon"), mode_arg);
    if (sweep_all && (pupil_arg || start >= 0)) /* TRANSLATORS: keep --sweep, --pupil and --start */
        return cli_bad_input("%s",
                             _("--sweep plays pupils of every skill from both ends: no --pupil or --start"));
    if (skills_arg && !sweep_all) return cli_bad_input("%s", _("--skills is for --sweep"));
    if (!pupil_arg && !sweep_all)
        return cli_bad_input("%s", _("simulate needs --pupil skill=N|gives-up|always-solves, or --sweep"));
    if (a->template_arg && a->mode != LP_MODE_BOTS)
        return cli_bad_input("%s", _("--template is for --mode bots"));
    if (a->template_arg && !bots_template_id(a->template_arg)) /* TRANSLATORS: keep the templates' names */
        return cli_bad_input(
            _("--template '%s' is not short_loop, long_loop, short_function or long_function"),
            a->template_arg);
    lp_config_defaults(&a->config);
    if (a->config_path) {
        char data_dir[4096];
        snprintf(data_dir, sizeof data_dir, "%s", cli_data_path("."));
        LpDiag diag = {0};
        if (!lp_config_load(a->config_path, data_dir, &a->config, &diag)) {
            cli_print_diag(&diag);
            return 2;
        }
    }
    static Sim sim;
    Sim *s = &sim;
    s->profile = calloc(1, sizeof *s->profile);
    if (!s->profile) return cli_bad_input("%s", _("not enough memory"));
    rc = sweep_all ? sweep(s, a, skills_arg, figure, json)
                   : one_pupil(s, a, pupil_arg, (int)start, figure, json);
    free(s->profile);
    return rc;
}
