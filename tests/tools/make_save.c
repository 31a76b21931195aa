/* make_save.c - test helper: writes a pupil's profile with chosen progress through the real
 * save code, so end-to-end tests can start a pupil past the lessons or at given targets.
 *   make_save DIR NAME TUTORIAL_DONE TARGET_LENGTH TARGET_LOOPS [WINS [DUNGEON_LEVEL]]
 * WINS: that many toy-car puzzles won (in one or two tries) are recorded first, as the player
 * model records them, so the side panel's chart has a history; the targets given win.
 * DUNGEON_LEVEL: the dungeon's ladder step (the next dungeon made for the pupil). */
#include <stdio.h>
#include <stdlib.h>

#include "core/save.h"

int main(int argc, char **argv)
{
    if (argc < 6 || argc > 8) {
        fprintf(stderr, "usage: make_save DIR NAME TUTORIAL_DONE TARGET_LENGTH TARGET_LOOPS [WINS [DUNGEON_LEVEL]]\n");
        return 2;
    }
    LpProfile p;
    lp_profile_init(&p, argv[2]);
    p.toycar_tutorial_done = atoi(argv[3]);
    int wins = argc >= 7 ? atoi(argv[6]) : 0;
    if (argc == 8) p.dungeon_level = atoi(argv[7]);
    for (int i = 0; i < wins; i++) lp_tcmodel_record(&p.toycar_model, 1 + i % 2, 40 + 9 * i, 1);
    if (wins > 0) p.toycar_solved = wins;
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
