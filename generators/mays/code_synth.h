/* code_synth.h - the paper's future work, used by the game's adaptive sequence: synthesize a
 * solution code from the constructs the player model asks for (commands only, a for loop, an
 * if, a while), for the generator to build a room around (generate.c). The codes are shaped like
 * the Table 2 rooms' codes, over the object families the grammar knows: movable blocks and
 * statues (MoveLeft/Right/Up/Down), L blocks and fire statues (Rotate), a lever and a door
 * (if), a stoppable moving block (while). Pure C, deterministic: the same desc gives the same
 * code on every build. */
#ifndef MAYS_CODE_SYNTH_H
#define MAYS_CODE_SYNTH_H

#include <stdint.h>

typedef enum MjSynthConstruct { MJ_SYNTH_COMMANDS = 0, MJ_SYNTH_FOR, MJ_SYNTH_IF, MJ_SYNTH_WHILE } MjSynthConstruct;

typedef struct MjSynthDesc {
    int construct; /* MjSynthConstruct */
    int objects;   /* programmable objects, 1..3 (0 -> 1) */
    uint32_t seed;
} MjSynthDesc;

#define MJ_SYNTH_MAX 600 /* bytes of code, NUL included, at most */

/* Write the code into out (at least MJ_SYNTH_MAX bytes). Returns its length. */
int mj_synth_code(const MjSynthDesc *desc, char *out, int size);

#endif
