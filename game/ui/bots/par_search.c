/* par_search.c - the long search for par on a background thread (par_search.h). */
#include "ui/bots/par_search.h"

#include <SDL.h>

/* Asked by the prover every BOTS_PROVE_ASK_EVERY nodes: whether the screen still wants it. */
static int keep_going(void *user, long long nodes, int searched_below)
{
    (void)nodes;
    (void)searched_below;
    const ParSearch *s = user;
    return !s->worker.cancel;
}

static int search(void *user)
{
    ParSearch *s = user;
    if (s->low_priority) SDL_SetThreadPriority(SDL_THREAD_PRIORITY_LOW); /* the game's frames first */
    return (int)bots_par_search_long(&s->level, keep_going, s, &s->result);
}

int par_search_fits_machine(void)
{
    return SDL_GetSystemRAM() >= PAR_SEARCH_MIN_RAM_MB;
}

void par_search_start(ParSearch *s, const BotsLevel *level, int low_priority)
{
    par_search_stop(s);
    s->level = *level;
    s->low_priority = low_priority;
    s->state = PAR_SEARCH_RUNNING;
    s->worker.background = 1;
    worker_start(&s->worker, "bots-par", search, s);
}

void par_search_stop(ParSearch *s)
{
    worker_cancel(&s->worker);
    s->state = PAR_SEARCH_OFF;
}

int par_search_finished(ParSearch *s)
{
    if (s->state != PAR_SEARCH_RUNNING || !worker_done(&s->worker)) return 0;
    switch ((BotsParStatus)s->worker.result) {
    case BOTS_PAR_PROVEN: s->state = PAR_SEARCH_PROVEN; break;
    case BOTS_PAR_SHORTER: s->state = PAR_SEARCH_SHORTER; break;
    default: s->state = PAR_SEARCH_GAVE_UP; break;
    }
    return 1;
}

const char *par_search_state_name(ParSearchState state)
{
    static const char *const names[] = {"off", "running", "proven", "shorter", "gave up"};
    return state <= PAR_SEARCH_GAVE_UP ? names[state] : "?";
}
