/* ref.h - a reference to one puzzle of any mode: what --level, a typed code or a replay asks for,
 * read and checked before anything opens it. Pure C. */
#ifndef PUZZLE_REF_H
#define PUZZLE_REF_H

#include "core/sharecode.h"

typedef enum PzSource {
    PZ_FROM_NEXT = 0, /* the pupil's next puzzle: the mode's own choice */
    PZ_FROM_CODE,     /* a generator's share code (TC/BT/MJ...) */
    PZ_FROM_FILE      /* a level file (a lesson's code opens its lesson file) */
} PzSource;

typedef struct PzRef {
    LpMode mode;
    PzSource from;
    char code[LP_SHARECODE_MAX]; /* PZ_FROM_CODE: the code as typed; a lesson's code for its file */
    char path[1400];             /* PZ_FROM_FILE */
} PzRef;

/* Read arg: a lesson's code (its lesson file under data_dir), a generator's share code, or a
 * level file (its mode: key says whose; a file without one is a toy-car level). Returns 1 with
 * *out filled when its mode opens it, or 0 with why in words (the codec's, or file:line: reason). */
int pz_ref_parse(const char *arg, const char *data_dir, PzRef *out, char *why, int why_size);
/* The argument that opens ref again: its code, or its file's path. */
const char *pz_ref_arg(const PzRef *ref);

#endif
