/* mays_session.h - a May's Journey program being played for the game's animation: one command
 * or one world tick at a time. Pure C, no SDL, no clock: the screen decides how fast to
 * advance. mj_run_program is this same loop run to the end, so the game and loopling-gen agree.
 *
 * The session's world is THE world of the level on screen: the avatar walks in s->world in
 * phase one (mj_avatar_step; the screen ticks it), the code runs on it as the pupil left it,
 * and she walks out in it afterwards. The caller owns an MjSession: mj_session_init, then
 * mj_session_free. The level must outlive the session, and the session must not move in
 * memory (its host table and VM point into it). */
#ifndef MAYS_SESSION_H
#define MAYS_SESSION_H

#include <stdbool.h>

#include "lang/lang.h"
#include "level.h"
#include "mays.h"
#include "mays_lang.h"

typedef enum MjSessionState {
    MJ_SESSION_IDLE = 0, /* no program (or it had mistakes: errors says which) */
    MJ_SESSION_RUNNING,  /* more to run */
    MJ_SESSION_DONE,     /* the code ran to its end; solved says whether the goal is met (message why not) */
    MJ_SESSION_FAILED,   /* an impossible command: the world stays as it was before it, message says why */
    MJ_SESSION_STOPPED   /* the language stopped it (endless loop, runaway recursion ...): message */
} MjSessionState;

/* What mj_session_advance did. */
typedef enum MjEvent {
    MJ_EVENT_NONE = 0, /* the budget of steps ran out: nothing to show */
    MJ_EVENT_COMMAND,  /* a command was carried out: animate before -> world, span is its statement */
    MJ_EVENT_TICK,     /* a world tick: moving blocks slid (before -> world) */
    MJ_EVENT_END       /* the program ended, failed or was stopped: see state */
} MjEvent;

typedef struct MjSession {
    const MjLevel *level;
    MjHost host;    /* the level's host table */
    MjRunWorld run; /* the VM's world: points at world */
    MjWorld world;  /* now */
    MjWorld before; /* before the last command or tick */
    MjWorld start;  /* the world the program started from (mj_session_rewind) */
    MjSessionState state;
    int solved; /* DONE: the level's goal is met */
    LangProgram *program;
    LangVm *vm;
    LangErrors errors; /* mistakes found when compiling */
    LangCounts counts; /* of the compiled program */
    int commands_done; /* commands carried out so far */
    int failed_object; /* FAILED: index in world.objects of the object that could not obey, else -1 */
    int ticks;         /* world ticks so far in this run */
    int next_tick;     /* the step count at which the next tick happens */
    LangSpan span;     /* the statement running now, or the one that failed */
    char message[320]; /* what the pupil reads when it failed, stopped or ended unsolved */
} MjSession;

/* The level's start world (the avatar on PL), no program, state IDLE. */
void mj_session_init(MjSession *s, const MjLevel *level);
void mj_session_free(MjSession *s);
/* Compile src and get ready to run it on s->world as it is now (phase one's changes kept; the
 * start remembered for mj_session_rewind). False (state IDLE) with errors filled when the
 * program has mistakes; any earlier program is dropped either way. */
bool mj_session_load(MjSession *s, const char *src);
/* Run until the next command is carried out, the next world tick, the end, or budget steps
 * (<= 0: no limit but the next tick). Returns what happened; state says where it stands. */
MjEvent mj_session_advance(MjSession *s, int budget);
/* Restart (the paper's restart): the program is forgotten and the world is the level's start
 * again, phase one's changes included; state IDLE. */
void mj_session_reset(MjSession *s);
/* The same program again from the world it started from (state RUNNING), e.g. after a failed
 * run; IDLE when there is no program. */
void mj_session_rewind(MjSession *s);

#endif
