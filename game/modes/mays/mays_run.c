/* mays_run.c - running a pupil's program on a level without a window (mays_lang.h): the headless
 * runner that tools, the generator and tests use, and the level verifier. Depends on
 * mays_session.c (which runs the language on May's world through mays_lang.c's host table). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "mays_lang.h"
#include "mays_session.h"

void mj_run_start(MjWorld *world, const MjLevel *level)
{
    mj_world_from_level(world, level);
    for (int i = 0; i < world->object_count; i++)
        if (world->objects[i].kind == MJ_CODING_TILE) {
            world->avatar_x = world->objects[i].x;
            world->avatar_y = world->objects[i].y;
            break;
        }
}

static void set_message(MjRunReport *out, const char *text, int line, int column)
{
    snprintf(out->message, sizeof out->message, "%s", text ? text : "");
    out->line = line;
    out->column = column;
}

MjRunResult mj_run_program_on(const MjLevel *level, const MjWorld *start, const char *src, MjRunReport *out)
{
    memset(out, 0, sizeof *out);
    MjSession *s = malloc(sizeof *s); /* about 10 KB: kept off the stack */
    if (!s) {
        out->result = MJ_RUN_ERROR;
        out->world = *start;
        set_message(out, _("The computer ran out of memory for this program."), 0, 0);
        return out->result;
    }
    mj_session_init(s, level);
    s->world = *start;
    s->before = s->world;
    if (!mj_session_load(s, src ? src : "")) {
        out->result = MJ_RUN_ERROR;
        if (s->errors.count > 0)
            set_message(out, s->errors.items[0].text, s->errors.items[0].line, s->errors.items[0].column);
        else
            set_message(out, _("The program could not be read."), 0, 0);
        out->world = s->world;
        mj_session_free(s);
        free(s);
        return out->result;
    }
    out->commands = s->counts.commands;
    while (s->state == MJ_SESSION_RUNNING)
        mj_session_advance(s, 0);
    out->steps = s->vm ? lang_vm_steps(s->vm) : 0;
    out->actions = s->commands_done;
    out->ticks = s->ticks;
    out->world = s->world;
    const LangError *e =
        s->state == MJ_SESSION_FAILED || s->state == MJ_SESSION_STOPPED ? lang_vm_error(s->vm) : NULL;
    int line = e && e->line ? e->line : s->span.line, column = e && e->line ? e->column : s->span.column;
    switch (s->state) {
    case MJ_SESSION_DONE:
        out->result = s->solved ? MJ_RUN_SOLVED : MJ_RUN_FAILED;
        if (!s->solved) set_message(out, s->message, line, column);
        break;
    case MJ_SESSION_FAILED:
        out->result = MJ_RUN_FAILED;
        set_message(out, s->message, line, column);
        break;
    default:
        out->result = MJ_RUN_ERROR;
        set_message(out, s->message[0] ? s->message : _("The program stopped."), line, column);
        break;
    }
    mj_session_free(s);
    free(s);
    return out->result;
}

MjRunResult mj_run_program(const MjLevel *level, const char *src, MjRunReport *out)
{
    MjWorld start;
    mj_run_start(&start, level);
    return mj_run_program_on(level, &start, src, out);
}

const char *mj_run_result_name(MjRunResult result)
{
    switch (result) {
    case MJ_RUN_SOLVED: return "solved";
    case MJ_RUN_FAILED: return "failed";
    case MJ_RUN_ERROR: return "error";
    }
    return "error";
}

/* ---- verifying ---- */

#define MJ_VERIFY_LEVERS 8

/* The run's start with the levers of mask flipped (by May, in phase one). */
static void phase_one(MjWorld *w, const MjLevel *level, unsigned mask)
{
    mj_run_start(w, level);
    int k = 0;
    for (int i = 0; i < w->object_count && k < MJ_VERIFY_LEVERS; i++) {
        if (w->objects[i].kind != MJ_LEVER) continue;
        if (mask & (1u << k)) w->objects[i].lever_right ^= 1;
        k++;
    }
    mj_settle(w);
}

int mj_verify_level(const MjLevel *level, MjVerifyReport *out)
{
    memset(out, 0, sizeof *out);
    int levers = 0;
    for (int i = 0; i < level->start.object_count; i++)
        levers += level->start.objects[i].kind == MJ_LEVER;
    if (levers > MJ_VERIFY_LEVERS) levers = MJ_VERIFY_LEVERS;
    MjRunReport *r = malloc(sizeof *r);
    if (!r) {
        snprintf(out->message, sizeof out->message, "%s", _("out of memory"));
        return 0;
    }
    MjWorld start;
    int solved_by = -1;
    for (unsigned mask = 0; mask < (1u << levers); mask++) {
        phase_one(&start, level, mask);
        if (mj_run_program_on(level, &start, "", r) == MJ_RUN_SOLVED) {
            out->empty_solves = 1;
            out->levers = mask;
        }
        if (solved_by < 0) {
            mj_run_program_on(level, &start, level->solution, r);
            if (mask == 0 || r->result == MJ_RUN_SOLVED) out->run = *r;
            if (r->result == MJ_RUN_SOLVED) solved_by = (int)mask;
        }
    }
    if (solved_by >= 0 && !out->empty_solves) out->levers = (unsigned)solved_by;
    if (out->empty_solves)
        snprintf(out->message, sizeof out->message, "%s",
                 out->levers ? _("Flipping a lever solves it without any code.")
                             : _("It is solved before any code runs."));
    else if (solved_by < 0) /* TRANSLATORS: %s is the message the pupil would read */
        snprintf(out->message, sizeof out->message, _("The solution does not solve it: %s"), out->run.message);
    else if (level->locked && solved_by == 0)
        snprintf(out->message, sizeof out->message, "%s",
                 _("The locked code solves it without any change in the world: there is nothing to do."));
    else
        out->verified = 1;
    free(r);
    return out->verified;
}
