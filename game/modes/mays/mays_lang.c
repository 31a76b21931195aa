/* mays_lang.c - May's Journey's host table for the Loopling language: the object kinds, their
 * commands and attributes. The headless runner and the level verifier are mays_run.c's. Depends on
 * mays.h, level.h and lang/lang.h. */
#include "mays_lang.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"

/* The command index the VM passes for a move: MoveLeft, MoveRight, MoveUp, MoveDown. */
static const LangCommandDesc move_commands[4] = {
    {"MoveLeft", LANG_ARG_NONE, NULL},
    {"MoveRight", LANG_ARG_NONE, NULL},
    {"MoveUp", LANG_ARG_NONE, NULL},
    {"MoveDown", LANG_ARG_NONE, NULL},
};
static const MjDir move_dirs[4] = {MJ_WEST, MJ_EAST, MJ_NORTH, MJ_SOUTH};
static const char *const rotate_words[] = {"left", "right", NULL};
static const LangCommandDesc rotate_commands[1] = {{"Rotate", LANG_ARG_WORD, rotate_words}};
static const LangCommandDesc stop_commands[1] = {{"Stop", LANG_ARG_NONE, NULL}};
static const LangCommandDesc open_commands[1] = {{"Open", LANG_ARG_NONE, NULL}};
static const LangAttrDesc moving_attributes[2] = {{"isMoving", LANG_VAL_BOOL}, {"position", LANG_VAL_INT}};
static const LangAttrDesc pit_attributes[1] = {{"isLit", LANG_VAL_BOOL}};
static const LangAttrDesc lever_attributes[1] = {{"position", LANG_VAL_STRING}};

enum { K_BLOCK, K_LBLOCK, K_MOVING, K_FIRE_ROTATES, K_FIRE_MOVES, K_STATUE, K_DOOR, K_PIT, K_LEVER, K_COUNT };

static const LangKindDesc kinds[K_COUNT] = {
    [K_BLOCK] = {"movable block", move_commands, 4, NULL, 0},
    [K_LBLOCK] = {"L block", rotate_commands, 1, NULL, 0},
    [K_MOVING] = {"moving block", stop_commands, 1, moving_attributes, 2},
    [K_FIRE_ROTATES] = {"fire statue", rotate_commands, 1, NULL, 0},
    [K_FIRE_MOVES] = {"fire statue", move_commands, 4, NULL, 0},
    [K_STATUE] = {"statue", move_commands, 4, NULL, 0},
    [K_DOOR] = {"door", open_commands, 1, NULL, 0},
    [K_PIT] = {"fire pit", NULL, 0, pit_attributes, 1},
    [K_LEVER] = {"lever", NULL, 0, lever_attributes, 1},
};

/* The host kind of a world object, or -1 when the code can't address it. */
static int host_kind(const MjObject *o)
{
    switch (o->kind) {
    case MJ_BLOCK: return K_BLOCK;
    case MJ_LBLOCK: return K_LBLOCK;
    case MJ_MOVING: return K_MOVING;
    case MJ_FIRE_STATUE: return o->commands == MJ_CMD_MOVE ? K_FIRE_MOVES : K_FIRE_ROTATES;
    case MJ_STATUE: return K_STATUE;
    case MJ_DOOR:
    case MJ_HIDDEN_DOOR: return o->commands == MJ_CMD_OPEN ? K_DOOR : -1;
    case MJ_FIRE_PIT: return K_PIT;
    case MJ_LEVER: return K_LEVER;
    default: return -1;
    }
}

static bool world_command(void *ctx, int object, int command, LangValue arg, char *why, int why_size)
{
    MjRunWorld *run = ctx;
    const MjHost *host = run->host;
    if (object < 0 || object >= host->lang.object_count) {
        if (why && why_size > 0) snprintf(why, (size_t)why_size, "%s", _("There is nothing to do that."));
        run->refused = 1;
        return false;
    }
    MjWorld *w = run->world;
    int i = host->world_index[object], ok = 0;
    switch (w->objects[i].commands) {
    case MJ_CMD_MOVE:
        ok = command >= 0 && command < 4 && mj_move(w, i, move_dirs[command], why, why_size);
        break;
    case MJ_CMD_ROTATE: {
        int right =
            arg.type == LANG_VAL_STRING && arg.text && arg.length == 5 && memcmp(arg.text, "right", 5) == 0;
        ok = mj_rotate(w, i, right, why, why_size);
        break;
    }
    case MJ_CMD_STOP: ok = mj_stop(w, i, why, why_size); break;
    case MJ_CMD_OPEN: ok = mj_open(w, i, why, why_size); break;
    default:
        /* TRANSLATORS: %s names an object of May's room (lever1) */
        if (why && why_size > 0) snprintf(why, (size_t)why_size, _("%s takes no commands."), w->objects[i].name);
        break;
    }
    if (!ok) {
        run->refused = 1;
        run->refused_object = i;
        return false;
    }
    mj_settle(w);
    run->commands_done++;
    return true;
}

static LangValue world_attribute(void *ctx, int object, int attribute)
{
    MjRunWorld *run = ctx;
    LangValue v = {0};
    if (object < 0 || object >= run->host->lang.object_count) return v;
    const MjObject *o = &run->world->objects[run->host->world_index[object]];
    switch (o->kind) {
    case MJ_MOVING:
        if (attribute == 0) {
            v.type = LANG_VAL_BOOL;
            v.b = o->moving != 0;
        } else {
            v.type = LANG_VAL_INT;
            v.i = o->track_pos;
        }
        break;
    case MJ_FIRE_PIT:
        v.type = LANG_VAL_BOOL;
        v.b = o->lit != 0;
        break;
    case MJ_LEVER:
        v.type = LANG_VAL_STRING;
        v.text = o->lever_right ? "right" : "left";
        v.length = (int)strlen(v.text);
        break;
    default: break;
    }
    return v;
}

void mj_host_init(MjHost *host, const MjWorld *world)
{
    memset(host, 0, sizeof *host);
    int n = 0;
    for (int i = 0; i < world->object_count && i < MJ_MAX_OBJECTS; i++) {
        int k = host_kind(&world->objects[i]);
        if (k < 0) continue;
        snprintf(host->names[n], MJ_NAME_MAX, "%.*s", MJ_NAME_MAX - 1, world->objects[i].name);
        host->objects[n].name = host->names[n];
        host->objects[n].kind = k;
        host->world_index[n] = i;
        n++;
    }
    host->lang.kinds = kinds;
    host->lang.kind_count = K_COUNT;
    host->lang.objects = host->objects;
    host->lang.object_count = n;
    host->lang.command = world_command;
    host->lang.attribute = world_attribute;
}

/* ---- running ---- */
