/* bots_session.c - a robot program played step by step (see bots_session.h). */
#include "bots_session.h"

#include <stdio.h>
#include <string.h>

#include "bots_lang.h"
#include "core/i18n.h"
#include "lang/messages.h"

void bots_session_init(BotsSession *s, const BotsLevel *level)
{
    memset(s, 0, sizeof *s);
    s->level = level;
    bots_world_from_level(&s->world, level);
    s->before = s->world;
}

static void drop_program(BotsSession *s)
{
    lang_vm_destroy(s->vm);
    lang_program_destroy(s->program);
    s->vm = NULL;
    s->program = NULL;
}

void bots_session_free(BotsSession *s)
{
    drop_program(s);
}

void bots_session_clear(BotsSession *s)
{
    drop_program(s);
    const BotsLevel *level = s->level;
    bots_session_init(s, level);
}

void bots_session_rewind(BotsSession *s)
{
    bots_world_from_level(&s->world, s->level);
    s->before = s->world;
    s->actions = 0;
    s->message[0] = '\0';
    memset(&s->span, 0, sizeof s->span);
    if (!s->vm) {
        s->state = BOTS_SESSION_IDLE;
        return;
    }
    lang_vm_reset(s->vm);
    s->state = BOTS_SESSION_RUNNING;
}

bool bots_session_load(BotsSession *s, const char *src)
{
    bots_session_clear(s);
    s->vm = lang_start(src, bots_lang_host(), &s->world, NULL, &s->program, &s->errors);
    if (!s->vm) return false;
    s->counts = lang_program_counts(s->program);
    s->state = BOTS_SESSION_RUNNING;
    return true;
}

bool bots_session_advance(BotsSession *s, int budget)
{
    if (s->state != BOTS_SESSION_RUNNING) return false;
    BotsWorld before = s->world;
    LangStatus st = lang_vm_run(s->vm, budget);
    s->span = lang_vm_span(s->vm);
    switch (st) {
    case LANG_RUNNING:
        return false;
    case LANG_ACTION:
        s->before = before;
        s->actions++;
        if (bots_solved(&s->world)) s->state = BOTS_SESSION_SOLVED;
        return true;
    case LANG_DONE:
        s->state = BOTS_SESSION_ENDED;
        snprintf(s->message, sizeof s->message, "%s",
                 _("The program ended, but not every switch is pressed at the same time."));
        return false;
    case LANG_ERROR: {
        const LangError *e = lang_vm_error(s->vm);
        s->state = e->msg == LANG_MSG_WORLD ? BOTS_SESSION_FAILED : BOTS_SESSION_STOPPED;
        snprintf(s->message, sizeof s->message, "%s", e->text);
        return false;
    }
    }
    return false;
}

void bots_session_seek(BotsSession *s, int actions)
{
    bots_session_rewind(s);
    if (actions <= 0) return;
    /* the language's own step limit bounds this loop */
    while (s->state == BOTS_SESSION_RUNNING && s->actions < actions) bots_session_advance(s, 0);
}
