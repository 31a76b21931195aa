/* mays_lang.h - May's Journey's binding to the Loopling language (lang/lang.h): a host table
 * built per level, whose objects are the level's objects the code may address, and the
 * headless runner and verifier. Pure C, no SDL.
 *
 * Kinds (LangKindDesc, "name" as the language's messages say it) and what they take:
 *   movable block, statue, fire statue that moves: MoveLeft() MoveRight() MoveUp() MoveDown()
 *   L block, fire statue that rotates: Rotate("left" | "right")
 *   moving block: Stop(); attributes isMoving (bool) and position (int, 0 at its track's start)
 *   door (closed or hidden): Open()
 *   fire pit: attribute isLit (bool)
 *   lever: attribute position ("left" | "right")
 * Plates, hidden and revealed blocks, keys, open doors, the entry, the coding tile and signs
 * take nothing, so the code can't name them ("There is no object key1"). Functions may have
 * any name. A command runs mj_move / mj_rotate / mj_stop / mj_open and then mj_settle; an
 * impossible one stops the program with the rules' sentence and leaves the world unchanged.
 *
 * A run (mj_run_program, and the game's mays_session.h, which it is built on): the language's
 * default step and call-depth limits; one mj_tick every MJ_STEPS_PER_TICK language steps; when
 * the program ends, mj_settle and the goal is judged at once with mj_goal_message (moving blocks
 * still moving count as no bridge and in the way: see mays.h WINNING), so a program that should
 * stop a block must stop it. */
#ifndef MAYS_LANG_H
#define MAYS_LANG_H

#include "lang/lang.h"
#include "level.h"
#include "mays.h"

/* A level's host table. It points into itself: build it where it stays (mj_host_init) and do
 * not copy or move it while a program compiled against it lives. */
typedef struct MjHost {
    LangHost lang;                          /* pass &host.lang to lang_compile */
    LangObjectDesc objects[MJ_MAX_OBJECTS]; /* the objects the code may address */
    int world_index[MJ_MAX_OBJECTS];        /* host object -> index in MjWorld.objects */
    char names[MJ_MAX_OBJECTS][MJ_NAME_MAX];
} MjHost;

/* What a VM's world pointer must be for an MjHost's callbacks. */
typedef struct MjRunWorld {
    MjWorld *world; /* changed by the commands */
    const MjHost *host;
    int refused;        /* 1 once a command was impossible */
    int refused_object; /* then: its index in world->objects */
    int commands_done;  /* world commands carried out */
} MjRunWorld;

/* Build the host table for a world's objects (a level's start: indexes are the same later). */
void mj_host_init(MjHost *host, const MjWorld *world);

typedef enum MjRunResult { MJ_RUN_SOLVED = 0, MJ_RUN_FAILED, MJ_RUN_ERROR } MjRunResult;

typedef struct MjRunReport {
    MjRunResult result;
    char message[320]; /* what the pupil reads ("" when solved) */
    int line, column;  /* the error, the failing statement, or the last statement run; 0 if none */
    int steps;         /* language steps run (lang_vm_steps) */
    int commands;      /* LangCounts.commands of the program; 0 when it did not compile */
    int actions;       /* world commands carried out */
    int ticks;         /* world ticks during the run */
    MjWorld world;     /* the world when the run stopped */
} MjRunReport;

/* The world a headless run starts from: the level's start with May moved onto the coding tile
 * (as if she walked there and touched nothing). */
void mj_run_start(MjWorld *world, const MjLevel *level);
/* Compile src (NUL-terminated; NULL reads as empty) and run it on mj_run_start's world.
 * Solved: the goal is met when it ends. Failed: an impossible command (its sentence, line and
 * column), or it ended without meeting the goal ("The code ran, but there is still no way to
 * the exit."). Error: a mistake, or the language stopped it. Fills out; returns out->result. */
MjRunResult mj_run_program(const MjLevel *level, const char *src, MjRunReport *out);
/* The same from a given world (phase one's, as the pupil left it). */
MjRunResult mj_run_program_on(const MjLevel *level, const MjWorld *start, const char *src, MjRunReport *out);
/* "solved", "failed" or "error" (the words of loopling-gen run --json). */
const char *mj_run_result_name(MjRunResult result);

typedef struct MjVerifyReport {
    int verified;      /* the solution solves it, and no program at all does */
    int empty_solves;  /* an empty program already solves it (under some lever setting) */
    unsigned levers;   /* the phase-one lever flips the solution needed: bit k = the k-th lever */
    char message[320]; /* why it is not verified, "" when it is */
    MjRunReport run;   /* the solution's run (the solving one, else the one without flips) */
} MjVerifyReport;

/* Check a level file's promise. Phase one may flip levers (a locked level needs it), so every
 * setting of the first 8 levers is tried: the solution must solve the level under one of them,
 * and the empty program under none; a locked level's code (its solution) must not solve it
 * without a flip. Returns out->verified. */
int mj_verify_level(const MjLevel *level, MjVerifyReport *out);

#endif
