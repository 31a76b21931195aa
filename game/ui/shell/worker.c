/* worker.c - a puzzle built off the UI thread (worker.h). */
#include "ui/shell/worker.h"

#include "ui/shell/app.h"

static int run(void *user)
{
    Worker *w = user;
    w->result = w->job(w->user);
    SDL_AtomicSet(&w->done, 1);
    SDL_AtomicAdd(&app_jobs_running, -1);
    return 0;
}

void worker_start(Worker *w, const char *name, int (*job)(void *user), void *user)
{
    worker_cancel(w);
    w->job = job;
    w->user = user;
    w->cancel = 0;
    w->result = 0;
    SDL_AtomicSet(&w->done, 0);
    SDL_AtomicSet(&w->progress, 0);
    w->busy = 1;
    if (!w->background) app_busy_jobs++;
    SDL_AtomicAdd(&app_jobs_running, 1);
    w->thread = SDL_CreateThread(run, name, w);
    if (!w->thread) run(w); /* no thread: build it here (it takes well under a second) */
}

static void collect(Worker *w)
{
    if (w->thread) SDL_WaitThread(w->thread, NULL);
    w->thread = NULL;
    w->busy = 0;
    if (!w->background) app_busy_jobs--;
}

int worker_done(Worker *w)
{
    if (!w->busy || !SDL_AtomicGet(&w->done)) return 0;
    collect(w);
    return 1;
}

void worker_cancel(Worker *w)
{
    if (!w->busy) return;
    w->cancel = 1;
    collect(w);
}

void worker_report(Worker *w, int permille) { SDL_AtomicSet(&w->progress, permille < 0 ? 0 : permille > 1000 ? 1000 : permille); }

int worker_progress(const Worker *w) { return SDL_AtomicGet((SDL_atomic_t *)&w->progress); }
