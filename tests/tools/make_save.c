/* make_save.c - test helper: writes a pupil's profile with chosen progress through the real
 * save code, so end-to-end tests can start a pupil past the lessons or at given targets.
 *   make_save DIR NAME TUTORIAL_DONE TARGET_LENGTH TARGET_LOOPS */
#include <stdio.h>
#include <stdlib.h>

#include "core/save.h"

int main(int argc, char **argv)
{
    if (argc != 6) {
        fprintf(stderr, "usage: make_save DIR NAME TUTORIAL_DONE TARGET_LENGTH TARGET_LOOPS\n");
        return 2;
    }
    LpProfile p;
    lp_profile_init(&p, argv[2]);
    p.toycar_tutorial_done = atoi(argv[3]);
    p.toycar_model.target_length = atoi(argv[4]);
    p.toycar_model.target_loops = atoi(argv[5]);
    LpDiag diag = {0};
    if (!lp_profile_save(argv[1], &p, &diag)) {
        char msg[600];
        lp_diag_format(&diag, msg, sizeof msg);
        fprintf(stderr, "make_save: %s\n", msg);
        return 1;
    }
    return 0;
}
