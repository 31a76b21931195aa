/* main.c - command line of the game (DESIGN.md contract), then the app. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/app.h"

static const char *const usage =
    "usage: loopling [--mode toycar|bots|mays] [--level CODE|FILE] [--config FILE.lua]\n"
    "                [--profile NAME] [--saves DIR] [--frames N --screenshot FILE.png] [--help] [--version]\n"
    "  --mode MODE       start straight in a mode: toycar, bots (the robot) or mays (May's Journey)\n"
    "  --level CODE      open a shared level (a share code such as TC1-7K3Q-M9XD, or a toy-car,\n"
    "                    robot or May's Journey level file)\n"
    "  --config FILE.lua a teacher's class settings for this run (docs/teachers.md; it wins over\n"
    "                    the settings screen's choice). A mistake in it: the game says so on the\n"
    "                    menu and plays with the defaults. Check a file: loopling-gen check-config\n"
    "  --profile NAME    play as this pupil (created when new)\n"
    "  --saves DIR       keep profiles and settings in DIR\n"
    "  --frames N        run N frames (1/60 s each) without waiting, then exit\n"
    "  --screenshot F    with --frames: write the last frame to F as PNG\n"
    "  --input FILE      (tests) replay scripted input events, see game/ui/script.h\n"
    "  --state FILE      (tests) write the game state as JSON on exit\n"
    "Keys: F11 or Alt+Enter toggles fullscreen.\n";

static int bad(const char *fmt, const char *arg)
{
    fprintf(stderr, "loopling: ");
    fprintf(stderr, fmt, arg);
    fputc('\n', stderr);
    return 2;
}

int main(int argc, char **argv)
{
    AppOptions opts = {0};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(usage, stdout);
            return 0;
        }
        if (!strcmp(a, "--version")) {
            printf("loopling %s\n", LOOPLING_VERSION);
            return 0;
        }
        static const char *const with_value[] = {"--mode", "--level", "--profile", "--saves",
                                                 "--frames", "--screenshot", "--input", "--state",
                                                 "--config"};
        int k = -1;
        for (int j = 0; j < (int)(sizeof with_value / sizeof with_value[0]); j++)
            if (!strcmp(a, with_value[j])) k = j;
        if (k < 0) return bad("unknown option '%s' (see --help)", a);
        if (i + 1 >= argc) return bad("%s needs a value (see --help)", a);
        const char *v = argv[++i];
        switch (k) {
        case 0:
            if (strcmp(v, "toycar") != 0 && strcmp(v, "bots") != 0 && strcmp(v, "mays") != 0)
                return bad("--mode '%s' is not a playable mode here (playable: toycar, bots, mays)", v);
            opts.mode = v;
            break;
        case 1: opts.level = v; break;
        case 2: opts.profile = v; break;
        case 3: opts.saves_dir = v; break;
        case 4: {
            char *end = NULL;
            long n = strtol(v, &end, 10);
            if (!*v || *end || n < 1 || n > 10000000) return bad("--frames '%s' must be a whole number above 0", v);
            opts.frames = (int)n;
            break;
        }
        case 5: opts.screenshot = v; break;
        case 6: opts.input_script = v; break;
        case 7: opts.state_path = v; break;
        case 8: {
            /* a file that is not there (a typo on the command line) stops here, like a bad
             * --level; a file with a mistake inside starts the game on the defaults, with a warning */
            FILE *f = fopen(v, "rb");
            if (!f) {
                fprintf(stderr, "loopling: --config %s: %s\n", v, strerror(errno));
                return 2;
            }
            fclose(f);
            opts.config = v;
            break;
        }
        }
    }
    if (opts.screenshot && opts.frames == 0) return bad("%s", "--screenshot needs --frames N");
    if (opts.level) {
        char why[512];
        int mays = mays_level_arg(opts.level, why, sizeof why);
        int bots = mays < 0 ? bots_level_arg(opts.level, why, sizeof why) : 1;
        if (mays == 0 || bots == 0 || (bots < 0 && !toycar_check_level_arg(opts.level, why, sizeof why))) {
            fprintf(stderr, "loopling: --level %s: %s\n", opts.level, why);
            return 2;
        }
    }
    return app_run(&opts);
}
