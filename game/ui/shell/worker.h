/* worker.h - a puzzle built off the UI thread, the same way in every mode (no frame waits for a
 * generator): worker_start runs a job on a thread (inline when no thread can be made), the screen
 * polls worker_done from its update and draws worker_progress meanwhile. While a job runs the
 * headless loop holds its clock and calls no update (app_jobs_running), so scripted runs stay
 * deterministic. Internal to game/ui. */
#ifndef UI_WORKER_H
#define UI_WORKER_H

#include <SDL.h>

typedef struct Worker {
    int (*job)(void *user);   /* returns the job's result (kept in `result`) */
    void *user;
    SDL_Thread *thread;
    SDL_atomic_t done;        /* the job returned */
    SDL_atomic_t progress;    /* 0..1000, as the job reports it (worker_report) */
    volatile int cancel;      /* set to ask the job to stop early */
    int result;
    int busy;                 /* started and not yet collected */
    int background;           /* set before worker_start: a job the screen does not wait for (a
                                 long search while the pupil plays), so not a level being made
                                 (app_busy_jobs); the headless loop still holds its clock for it */
} Worker;

/* Start job(user) on a thread named name. */
void worker_start(Worker *w, const char *name, int (*job)(void *user), void *user);
/* 1 once (the first call after the job returned): the thread is joined and `result` holds. */
int worker_done(Worker *w);
/* Ask the job to stop, wait for it, and forget it (leaving a screen). */
void worker_cancel(Worker *w);
/* From the job: how far it is (0..1000). */
void worker_report(Worker *w, int permille);
/* 0..1000. */
int worker_progress(const Worker *w);

#endif
