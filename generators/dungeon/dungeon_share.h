/* dungeon_share.h - DG share codes (core/sharecode.h, mode DG): a dungeon from a shipped
 * flowchart is a pure function of (its generator version, the flowchart and rooms.lua, the decisions of
 * its options that read the pupil's models, seed). param_a is the shipped flowchart's id (a fixed
 * table in dungeon_share.c; an id is never reused), param_b the decisions of its model options
 * (bit k: the k-th option that reads a model, in the order the flowchart lists them, said yes; at
 * most DG_SHARE_MODEL_BITS of them), the seed 30 bits; chance options are drawn from the seed.
 * So the code opens the same dungeon, and the same puzzle in every room, for anyone: whatever
 * their own models say.
 * Silent drift is refused (Brogue's issue #549): the table keeps, per id and generator version,
 * the FNV-1a hash of the flowchart's text and rooms.lua's; a data folder whose files differ
 * refuses the code in words. A change to a shipped flowchart or rooms.lua is therefore a new
 * DG_GEN_VERSION (tests/unit/test_sharecode_golden.c holds golden codes and their dungeons'
 * hashes). A teacher's own flowchart has no code: its dungeon travels as a level file. */
#ifndef DG_DUNGEON_SHARE_H
#define DG_DUNGEON_SHARE_H

#include <stdint.h>

#include "dungeon/dungeon_gen.h"

#define DG_SHARE_MODEL_BITS 4

typedef struct DgShareDungeon {
    int id;                      /* the shipped flowchart */
    const char *file;            /* its file name under scripts/dungeons */
    int bits;                    /* its model options' decisions */
    uint32_t seed;
    int version;                 /* the dungeon generator's (DG_GEN_VERSION_MIN..DG_GEN_VERSION) */
} DgShareDungeon;

/* The id of a shipped flowchart's file name ("clockwork_castle.lua"), or 0. */
int dg_share_id(const char *file_name);
/* The hash a code of this build expects of a data folder's flowchart file and rooms.lua. */
uint32_t dg_share_files_hash(const char *flowchart_text, size_t flowchart_len, const char *rooms_text, size_t rooms_len);
/* 1 when data_dir's copy of shipped flowchart `id` (and its rooms.lua) is the one this build's
 * codes of generator `version` (0: DG_GEN_VERSION) were made with; 0 with why in words. */
int dg_share_files_ok(const char *data_dir, int id, int version, char *why, int why_size);

/* The options that read a model, in order: how many (a flowchart with more than
 * DG_SHARE_MODEL_BITS has no code). */
int dg_share_model_options(const DgFlowchart *f);
/* The decisions as a code's bits, and back (the model options forced; chance options left to the
 * seed). */
int dg_share_bits(const DgFlowchart *f, const DgDecisions *decisions);
void dg_share_forced(const DgFlowchart *f, int bits, DgDecisions *out);

/* The code of a dungeon made by generator `version` (0: DG_GEN_VERSION): 1 with out
 * (LP_SHARECODE_MAX bytes), 0 when it can have none. */
int dg_share_encode(int id, int version, int bits, uint32_t seed, char *out);
/* Decode what a pupil typed. 1 for a DG code this build opens (any version from
 * DG_GEN_VERSION_MIN to DG_GEN_VERSION), 0 with why (a generator version it does not make, a
 * flowchart id it does not know), -1 when the text is not a DG code (why then holds
 * the codec's message if it is no code at all). */
int dg_share_decode(const char *text, DgShareDungeon *out, char *why, int why_size);

/* Open a DG code: decode it, check the data folder's files, load the flowchart and generate the
 * dungeon with the code's generator version and decisions (puzzles included unless no_puzzles).
 * flow and out are the caller's (large). Returns 1, or 0 with diag saying why in words. */
int dg_share_open(const char *code, const char *data_dir, int no_puzzles, DgFlowchart *flow, DgGenResult *out,
                  LpDiag *diag);
/* After dg_generate: the world's code (world.code, of result->version) when the flowchart
 * (f->file) and rooms file it was loaded with are a shipped pair this build's codes name; else ""
 * (a teacher's own flowchart, a changed copy, or more than DG_SHARE_MODEL_BITS model options). */
void dg_share_name(const DgFlowchart *f, const char *rooms_path, DgGenResult *result);

#endif
