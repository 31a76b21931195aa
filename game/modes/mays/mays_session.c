/* mays_session.c - a May's Journey program played a command or a tick at a time (see
 * mays_session.h). Depends on mays.h, level.h, mays_lang.h and lang/lang.h. */
#include "mays_session.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"


static void drop_program(MjSession *s)
{
    lang_vm_destroy(s->vm);
    lang_program_destroy(s->program);
    s->vm = NULL;
    s->program = NULL;
}

static void clear_run(MjSession *s)
{
    s->state = MJ_SESSION_IDLE;
    s->solved = 0;
    s->commands_done = 0;
    s->failed_object = -1;
    s->ticks = 0;
    s->next_tick = MJ_STEPS_PER_TICK;
    s->message[0] = '\0';
    memset(&s->span, 0, sizeof s->span);
}

void mj_session_init(MjSession *s, const MjLevel *level)
{
    memset(s, 0, sizeof *s);
    s->level = level;
    mj_world_from_level(&s->world, level);
    s->before = s->start = s->world;
    mj_host_init(&s->host, &s->world);
    s->run.world = &s->world;
    s->run.host = &s->host;
    clear_run(s);
}

void mj_session_free(MjSession *s)
{
    drop_program(s);
}

void mj_session_reset(MjSession *s)
{
    drop_program(s);
    memset(&s->errors, 0, sizeof s->errors);
    memset(&s->counts, 0, sizeof s->counts);
    mj_world_from_level(&s->world, s->level);
    s->before = s->start = s->world;
    s->run.refused = 0;
    s->run.commands_done = 0;
    clear_run(s);
}

void mj_session_rewind(MjSession *s)
{
    s->world = s->before = s->start;
    s->run.refused = 0;
    s->run.commands_done = 0;
    clear_run(s);
    if (!s->vm) return;
    lang_vm_reset(s->vm);
    s->state = MJ_SESSION_RUNNING;
}

bool mj_session_load(MjSession *s, const char *src)
{
    drop_program(s);
    memset(&s->errors, 0, sizeof s->errors);
    memset(&s->counts, 0, sizeof s->counts);
    clear_run(s);
    s->start = s->before = s->world;
    s->run.refused = 0;
    s->run.commands_done = 0;
    s->vm = lang_start(src, &s->host.lang, &s->run, NULL, &s->program, &s->errors);
    if (!s->vm) return false;
    s->counts = lang_program_counts(s->program);
    s->state = MJ_SESSION_RUNNING;
    return true;
}

static MjEvent tick(MjSession *s)
{
    s->before = s->world;
    mj_tick(&s->world);
    s->ticks++;
    s->next_tick += MJ_STEPS_PER_TICK;
    return MJ_EVENT_TICK;
}

MjEvent mj_session_advance(MjSession *s, int budget)
{
    if (s->state != MJ_SESSION_RUNNING || !s->vm) return MJ_EVENT_NONE;
    int steps = lang_vm_steps(s->vm);
    if (steps >= s->next_tick) return tick(s);
    int room = s->next_tick - steps;
    MjWorld was = s->world;
    LangStatus st = lang_vm_run(s->vm, budget > 0 && budget < room ? budget : room);
    s->span = lang_vm_span(s->vm);
    switch (st) {
    case LANG_RUNNING:
        if (lang_vm_steps(s->vm) >= s->next_tick) return tick(s);
        return MJ_EVENT_NONE;
    case LANG_ACTION:
        s->before = was;
        s->commands_done++;
        return MJ_EVENT_COMMAND;
    case LANG_DONE:
        mj_settle(&s->world);
        s->solved = mj_goal_message(&s->world, s->message, sizeof s->message);
        s->state = MJ_SESSION_DONE;
        return MJ_EVENT_END;
    case LANG_ERROR: {
        const LangError *e = lang_vm_error(s->vm);
        s->state = s->run.refused ? MJ_SESSION_FAILED : MJ_SESSION_STOPPED;
        if (s->run.refused) s->failed_object = s->run.refused_object;
        snprintf(s->message, sizeof s->message, "%s", e ? e->text : _("The program stopped."));
        return MJ_EVENT_END;
    }
    }
    return MJ_EVENT_NONE;
}
