/* main.c - command line of the game (DESIGN.md contract), then the app. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unistd.h>

#include "core/diag.h"
#include "core/i18n.h"
#include "core/replay.h"
#include "puzzle/ref.h"
#include "puzzle/rules.h"
#include "ui/shell/app.h"

/* The usage (--help): the synopsis is flags only, then one translatable text per option (the
 * flag column stays literal); a "\n" in an option's text goes on under the text's column. */
static const char *const usage_synopsis[] = {
    "loopling [--mode toycar|bots|mays|dungeon] [--level CODE|FILE] [--replay FILE]",
    "[--config FILE.lua] [--profile NAME] [--saves DIR]",
    "[--frames N --screenshot FILE.png] [--frame-stats FILE.json] [--par-search on|off]",
    "[--lang en|de|es] [--help] [--version]",
};
static const struct {
    const char *flag; /* 18 wide: the texts line up after it */
    const char *text;
} usage_options[] = {
    {"--mode MODE",
     /* TRANSLATORS: --help text; keep the words toycar, bots, mays and dungeon (they are what is
      * typed). A \n starts a new line under the text (keep lines under about 72 characters). */
     N_("start straight in a mode: toycar, bots (the robot), mays (May's Journey)\nor dungeon")},
    {"--level CODE",
     /* TRANSLATORS: --help text; keep the share codes as they are */
     N_("open a shared level (a share code such as TC1F-3H00-0005 or a dungeon's\nDG1M-0G00-0001, or "
        "a toy-car, robot, May's Journey or dungeon level file)")},
    {"--config FILE.lua",
     /* TRANSLATORS: --help text; keep docs/teachers.md, --config and "loopling-gen check-config" as
      * they are (a file and a command) */
     N_("a teacher's class settings for this run (docs/teachers.md; it wins over\nthe settings "
        "screen's choice). A mistake in it: the game says so on the\nmenu and plays with the "
        "defaults. Check a file: loopling-gen check-config")},
    {"--replay FILE",
     /* TRANSLATORS: --help text; Space, Left/Right, +/- and Esc are keys */
     N_("watch a saved replay (pause with Space, Left/Right jump 5 s, +/- speed,\nclick the timeline "
        "to go anywhere, Esc to stop)")},
    /* TRANSLATORS: --help text */
    {"--profile NAME", N_("play as this pupil (created when new)")},
    /* TRANSLATORS: --help text */
    {"--saves DIR", N_("keep profiles and settings in DIR")},
    {"--lang LANG",
     /* TRANSLATORS: --help text; keep en, de and es (they are what is typed) */
     N_("play in English (en), German (de) or Spanish (es) this time; the\nsettings screen's choice is "
        "kept for the next time")},
    /* TRANSLATORS: --help text */
    {"--frames N", N_("run N frames (1/60 s each) without waiting, then exit")},
    /* TRANSLATORS: --help text; keep --frames */
    {"--screenshot F", N_("with --frames: write the last frame to F as PNG")},
    {"--frame-stats F",
     /* TRANSLATORS: --help text; keep --frames */
     N_("write what drawing cost to F as JSON, per screen: frames drawn, CPU per\nframe after the "
        "first second, fonts opened (with a window, or headless\nwith --frames)")},
    {"--par-search S",
     /* TRANSLATORS: --help text; keep on, off and --frames (they are what is typed) */
     N_("on: while a robot puzzle's par is only a target, keep searching\nwhether fewer commands can "
        "solve it (the default with a window\nand 2 GB of memory or more);\noff: do not (the default "
        "with --frames)")},
    /* TRANSLATORS: --help text, for the game's own tests; keep the file's name */
    {"--input FILE", N_("(tests) replay scripted input events, see game/ui/shell/script.h")},
    /* TRANSLATORS: --help text, for the game's own tests */
    {"--state FILE", N_("(tests) write the game state as JSON on exit")},
    /* TRANSLATORS: --help text; keep --frames and --state */
    {"--draw-every N", N_("(tests) with --frames: also draw every Nth frame, and --state lists\ntext past "
                          "its box in any of them")},
};

static void print_usage(FILE *out)
{
    /* TRANSLATORS: the first word of --help ("usage: loopling [--mode ...]") */
    const char *word = _("usage:");
    int indent = (int)strlen(word) + 10; /* under the first flag, after "usage: loopling " */
    fprintf(out, "%s %s\n", word, usage_synopsis[0]);
    for (size_t i = 1; i < sizeof usage_synopsis / sizeof usage_synopsis[0]; i++)
        fprintf(out, "%*s%s\n", indent, "", usage_synopsis[i]);
    for (size_t i = 0; i < sizeof usage_options / sizeof usage_options[0]; i++) {
        fprintf(out, "  %-17s ", usage_options[i].flag);
        for (const char *t = _(usage_options[i].text); *t; t++) {
            if (*t == '\n') fprintf(out, "\n%20s", "");
            else fputc(*t, out);
        }
        fputc('\n', out);
    }
    /* TRANSLATORS: the last line of --help; F11, Alt+Enter and M are keys */
    fputs(_("Keys: F11 or Alt+Enter toggles fullscreen; M turns the sound off and on.\n"), out);
}

static int run_with_level(const AppOptions *given, const char *replay_code, const char *replay_mode);

/* "loopling: " and a message on stderr, cleaned (core/diag.h): codes, paths and reasons can
 * come from a pupil or a file, and their control bytes must not reach the terminal. */
static void say(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
static void say(const char *fmt, ...)
{
    char text[2400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    fprintf(stderr, "loopling: %s\n", lp_text_clean(text));
}

/* A count typed on the command line (--frames, --draw-every): 1 to 10,000,000, else 0. */
static int count_of(const char *v)
{
    char *end = NULL;
    long n = strtol(v, &end, 10);
    return !*v || *end || n < 1 || n > 10000000 ? 0 : (int)n;
}

static int bad(const char *fmt, const char *arg)
{
    say(fmt, arg);
    return 2;
}

int main(int argc, char **argv)
{
    AppOptions opts = {0};
    /* the language first, so every word after it (errors included) is in it */
    const char *bad_lang = NULL;
    opts.lang = lp_i18n_take_flag(&argc, argv, &bad_lang);
    char locale_dir[1200];
    char *base = SDL_GetBasePath();
    lp_i18n_locale_dir(base, LOOPLING_LOCALE_DIR, locale_dir, sizeof locale_dir);
    SDL_free(base);
    lp_i18n_init(locale_dir, opts.lang >= 0 ? (LpLang)opts.lang : lp_i18n_system_lang());
    if (opts.lang == -2) /* TRANSLATORS: a command-line error; keep --lang, en, de and es */
        return bad(_("--lang '%s' is not one of Loopling's languages (en, de, es)"), bad_lang);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            print_usage(stdout);
            return 0;
        }
        if (!strcmp(a, "--version")) {
            printf("loopling %s\n", LOOPLING_VERSION);
            return 0;
        }
        static const char *const with_value[] = {
            "--mode",  "--level",  "--profile", "--saves",       "--frames",     "--screenshot", "--input",
            "--state", "--config", "--replay",  "--frame-stats", "--draw-every", "--par-search"};
        int k = -1;
        for (int j = 0; j < (int)(sizeof with_value / sizeof with_value[0]); j++)
            if (!strcmp(a, with_value[j])) k = j;
        /* TRANSLATORS: a command-line error; %s is what was typed; keep --help */
        if (k < 0) return bad(_("unknown option '%s' (see --help)"), a);
        /* TRANSLATORS: a command-line error; %s is an option such as --level; keep --help */
        if (i + 1 >= argc) return bad(_("%s needs a value (see --help)"), a);
        const char *v = argv[++i];
        switch (k) {
        case 0:
            if (!pz_rules_named(v)) {
                /* TRANSLATORS: a command-line error; keep --mode; the second %s lists mode names to type */
                say(_("--mode '%s' is not a playable mode here (playable: %s)"), v, pz_rules_names(", "));
                return 2;
            }
            opts.mode = v;
            break;
        case 1: opts.level = v; break;
        case 2: opts.profile = v; break;
        case 3: opts.saves_dir = v; break;
        case 4:
            opts.frames = count_of(v);
            if (!opts.frames) return bad(_("--frames '%s' must be a whole number above 0"), v);
            break;
        case 5: opts.screenshot = v; break;
        case 6: opts.input_script = v; break;
        case 7: opts.state_path = v; break;
        case 8: {
            /* a file that is not there (a typo on the command line) stops here, like a bad
             * --level; a file with a mistake inside starts the game on the defaults, with a warning */
            FILE *f = fopen(v, "rb");
            if (!f) {
                say("--config %s: %s", v, strerror(errno));
                return 2;
            }
            fclose(f);
            opts.config = v;
            break;
        }
        case 9: opts.replay = v; break;
        case 10: opts.frame_stats = v; break;
        case 11:
            opts.draw_every = count_of(v);
            /* TRANSLATORS: a command-line error; keep --draw-every */
            if (!opts.draw_every) return bad(_("--draw-every '%s' must be a whole number above 0"), v);
            break;
        case 12:
            opts.par_search = !strcmp(v, "on") ? 1 : !strcmp(v, "off") ? -1 : 0;
            /* TRANSLATORS: a command-line error; keep --par-search, on and off */
            if (!opts.par_search) return bad(_("--par-search '%s' must be on or off"), v);
            break;
        }
    }
    if (opts.screenshot && opts.frames == 0) return bad("%s", _("--screenshot needs --frames N"));
    /* TRANSLATORS: a command-line error; keep --draw-every and --frames N */
    if (opts.draw_every && opts.frames == 0) return bad("%s", _("--draw-every needs --frames N"));
    /* A replay opens its own level: its share code, or its embedded level file written to a
     * temporary file (removed at the end), checked like --level before the window opens. */
    static char replay_code[40];
    static char replay_mode[16];
    char replay_level[64] = "";
    if (opts.replay) {
        if (opts.level || opts.mode) return bad("%s", _("--replay opens its own level: leave out --level and --mode"));
        LpReplay r;
        lp_replay_init(&r);
        LpDiag diag;
        if (!lp_replay_load(opts.replay, &r, &diag)) {
            char why[600];
            lp_diag_format(&diag, why, sizeof why);
            say("--replay %s", why);
            return 2;
        }
        if (r.level_text) {
            const char *tmp = getenv("TMPDIR");
            snprintf(replay_level, sizeof replay_level, "%.40s/loopling-replay-XXXXXX", tmp && *tmp ? tmp : "/tmp");
            int fd = mkstemp(replay_level);
            size_t n = strlen(r.level_text);
            if (fd < 0 || write(fd, r.level_text, n) != (ssize_t)n) {
                say(_("--replay %s: cannot write its level to a temporary file"), opts.replay);
                if (fd >= 0) close(fd), unlink(replay_level);
                lp_replay_free(&r);
                return 1;
            }
            close(fd);
            opts.level = replay_level;
        } else {
            snprintf(replay_code, sizeof replay_code, "%s", r.code);
            opts.level = replay_code;
        }
        snprintf(replay_mode, sizeof replay_mode, "%s", r.mode);
        lp_replay_free(&r);
    }
    int status = run_with_level(&opts, replay_code[0] ? replay_code : NULL, replay_mode);
    if (replay_level[0]) unlink(replay_level);
    return status;
}

/* Check --level (or a replay's level) before the window opens, then run the game. */
static int run_with_level(const AppOptions *given, const char *replay_code, const char *replay_mode)
{
    AppOptions opts = *given;
    if (!opts.level) return app_run(&opts);
    char data_dir[1024], why[1400], label[1200];
    app_find_data_dir(data_dir, sizeof data_dir);
    if (!opts.replay) snprintf(label, sizeof label, "%s", opts.level);
    /* TRANSLATORS: names what --replay FILE opened, in "--replay %s: <a problem>" (the replay file, its code) */
    else if (replay_code) snprintf(label, sizeof label, _("%s: its share code %s"), opts.replay, replay_code);
    /* TRANSLATORS: names what --replay FILE opened, in "--replay %s: <a problem>" (the replay file) */
    else snprintf(label, sizeof label, _("%s: its level"), opts.replay);
    PzRef ref;
    if (!pz_ref_parse(opts.level, data_dir, &ref, why, sizeof why)) {
        say("%s %s: %s", opts.replay ? "--replay" : "--level", label, why);
        return 2;
    }
    if (opts.replay && strcmp(lp_mode_name(ref.mode), replay_mode) != 0) {
        /* TRANSLATORS: a command-line error; keep --replay; the modes are names as typed (toycar, bots...) */
        say(_("--replay %s: it says mode %s but its level is a %s level"), opts.replay, replay_mode,
            lp_mode_name(ref.mode));
        return 2;
    }
    opts.level = pz_ref_arg(&ref); /* a lesson's code: its file */
    opts.level_mode = ref.mode;
    return app_run(&opts);
}
