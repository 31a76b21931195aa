/* bots_session.h - a robot program being played step by step, for the game's Run, Pause,
 * Step, Step back and Stop. Pure C, no SDL, no clock: the screen decides how fast to advance.
 * Step back re-runs the program from the start up to the chosen action (the rules are a pure
 * function of the start and the program, so the same world comes back).
 * The caller owns a BotsSession: bots_session_init, then bots_session_free. The level must
 * outlive the session. */
#ifndef BOTS_SESSION_H
#define BOTS_SESSION_H

#include "bots.h"
#include "lang/lang.h"
#include "level.h"

typedef enum BotsSessionState {
    BOTS_SESSION_IDLE = 0, /* no program compiled (or it had mistakes: errors says which) */
    BOTS_SESSION_RUNNING,  /* more to run */
    BOTS_SESSION_SOLVED,   /* every switch pressed at once */
    BOTS_SESSION_FAILED,   /* an impossible action: the world stays as it was before it */
    BOTS_SESSION_ENDED,    /* the program finished without solving */
    BOTS_SESSION_STOPPED   /* the language stopped it (endless loop, runaway recursion ...) */
} BotsSessionState;

typedef struct BotsSession {
    const BotsLevel *level;
    BotsWorld world;        /* now */
    BotsWorld before;       /* before the last action (for animation) */
    BotsSessionState state;
    LangProgram *program;
    LangVm *vm;
    LangErrors errors;      /* mistakes found when compiling */
    LangCounts counts;      /* of the compiled program (commands: the score) */
    int actions;            /* actions carried out so far */
    LangSpan span;          /* the statement running now, or the one that failed */
    char message[320];      /* what the pupil reads when it failed, ended or stopped */
} BotsSession;

void bots_session_init(BotsSession *s, const BotsLevel *level);
void bots_session_free(BotsSession *s);
/* Compile src and get ready to run from the level's start. False (state IDLE) with errors
 * filled when the program has mistakes. */
bool bots_session_load(BotsSession *s, const char *src);
/* Run until the next action is carried out, the program ends or fails, or budget steps pass.
 * Returns true when an action was carried out (animate before -> world). */
bool bots_session_advance(BotsSession *s, int budget);
/* Back to the start with the same program (state RUNNING, no action done). */
void bots_session_rewind(BotsSession *s);
/* Re-run from the start until `actions` actions are done (or the program stops first). */
void bots_session_seek(BotsSession *s, int actions);
/* Forget the program: the world returns to the level's start, state IDLE. */
void bots_session_clear(BotsSession *s);

#endif
