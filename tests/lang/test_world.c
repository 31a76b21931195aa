/* test_world.c - the language tests' world (see test_world.h): static kinds, objects and
 * actions, and the command/attribute callbacks that move blocks and log every command. */
#include "test_world.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const rotate_words[] = { "left", "right", NULL };
static const LangCommandDesc move_cmds[] = {
    { "MoveLeft", LANG_ARG_NONE, NULL }, { "MoveRight", LANG_ARG_NONE, NULL },
    { "MoveUp", LANG_ARG_NONE, NULL },   { "MoveDown", LANG_ARG_NONE, NULL },
};
static const LangAttrDesc block_attrs[] = { { "isMoving", LANG_VAL_BOOL }, { "x", LANG_VAL_INT }, { "y", LANG_VAL_INT } };
static const LangCommandDesc stop_cmds[] = { { "Stop", LANG_ARG_NONE, NULL } };
static const LangAttrDesc mover_attrs[] = { { "isMoving", LANG_VAL_BOOL } };
static const LangCommandDesc rotate_cmds[] = { { "Rotate", LANG_ARG_WORD, rotate_words } };
static const LangAttrDesc statue_attrs[] = { { "facing", LANG_VAL_STRING } };
static const LangCommandDesc open_cmds[] = { { "Open", LANG_ARG_NONE, NULL } };
static const LangAttrDesc door_attrs[] = { { "isOpen", LANG_VAL_BOOL } };
static const LangAttrDesc lever_attrs[] = { { "position", LANG_VAL_STRING } };
static const LangCommandDesc jump_cmds[] = { { "Jump", LANG_ARG_INT, NULL } };

enum { K_BLOCK, K_MOVER, K_STATUE, K_DOOR, K_LEVER, K_SPRING };
static const LangKindDesc kinds[] = {
    { "movable block", move_cmds, 4, block_attrs, 3 },
    { "stoppable block", stop_cmds, 1, mover_attrs, 1 },
    { "fire statue", rotate_cmds, 1, statue_attrs, 1 },
    { "door", open_cmds, 1, door_attrs, 1 },
    { "lever", NULL, 0, lever_attrs, 1 },
    { "spring", jump_cmds, 1, NULL, 0 },
};
static const LangObjectDesc objects[TEST_WORLD_OBJECTS] = {
    { "block1", K_BLOCK }, { "block2", K_BLOCK }, { "mover1", K_MOVER }, { "statue1", K_STATUE },
    { "door1", K_DOOR },   { "lever1", K_LEVER }, { "spring1", K_SPRING },
};
static const LangCommandDesc actions[] = {
    { "forward", LANG_ARG_NONE, NULL },  { "backward", LANG_ARG_NONE, NULL },
    { "turnLeft", LANG_ARG_NONE, NULL }, { "turnRight", LANG_ARG_NONE, NULL },
    { "climbUp", LANG_ARG_NONE, NULL },  { "climbDown", LANG_ARG_NONE, NULL },
    { "pickUp", LANG_ARG_NONE, NULL },   { "putDown", LANG_ARG_NONE, NULL },
};

void test_world_init(TestWorld *w)
{
    memset(w, 0, sizeof *w);
    w->moving = true;
}

void test_world_free(TestWorld *w)
{
    free(w->log);
    w->log = NULL;
    w->log_len = w->log_cap = 0;
}

static void log_line(TestWorld *w, const char *line)
{
    size_t n = strlen(line);
    if (w->log_len + n + 2 > w->log_cap) {
        w->log_cap = (w->log_len + n + 2) * 2;
        w->log = realloc(w->log, w->log_cap);
    }
    memcpy(w->log + w->log_len, line, n);
    w->log_len += n;
    w->log[w->log_len++] = '\n';
    w->log[w->log_len] = '\0';
}

static bool world_command(void *world, int object, int command, LangValue arg, char *why, int why_size)
{
    TestWorld *w = world;
    char line[200];
    w->commands++;
    if (w->fail_at && w->commands == w->fail_at) {
        snprintf(why, (size_t)why_size, "%s", w->fail_text);
        return false;
    }
    if (object < 0) {
        snprintf(line, sizeof line, "action: %s()", actions[command].name);
    } else {
        const LangObjectDesc *o = &objects[object];
        const LangCommandDesc *c = &kinds[o->kind].commands[command];
        if (arg.type == LANG_VAL_STRING)
            snprintf(line, sizeof line, "action: %s.%s(\"%s\")", o->name, c->name, arg.text);
        else if (arg.type == LANG_VAL_INT)
            snprintf(line, sizeof line, "action: %s.%s(%lld)", o->name, c->name, (long long)arg.i);
        else
            snprintf(line, sizeof line, "action: %s.%s()", o->name, c->name);
        switch (o->kind) {
        case K_BLOCK:
            if (command == 0) w->x[object]--;
            if (command == 1) w->x[object]++;
            if (command == 2) w->y[object]--;
            if (command == 3) w->y[object]++;
            break;
        case K_MOVER: w->moving = false; break;
        case K_STATUE: w->facing = (w->facing + (strcmp(arg.text, "right") == 0 ? 1 : 3)) % 4; break;
        case K_DOOR: w->open = true; break;
        default: break;
        }
    }
    log_line(w, line);
    return true;
}

static LangValue world_attribute(void *world, int object, int attr)
{
    TestWorld *w = world;
    static const char *const facings[] = { "up", "right", "down", "left" };
    LangValue v = { LANG_VAL_BOOL, false, 0, NULL, 0 };
    switch (objects[object].kind) {
    case K_BLOCK:
        if (attr == 0) return v;
        v.type = LANG_VAL_INT;
        v.i = attr == 1 ? w->x[object] : w->y[object];
        return v;
    case K_MOVER: v.b = w->moving; return v;
    case K_STATUE: v.type = LANG_VAL_STRING; v.text = facings[w->facing]; return v;
    case K_DOOR: v.b = w->open; return v;
    case K_LEVER: v.type = LANG_VAL_STRING; v.text = "up"; return v;
    default: return v;
    }
}

LangHost test_world_host(const char *const *function_names)
{
    LangHost host = { kinds, (int)(sizeof kinds / sizeof kinds[0]), objects, TEST_WORLD_OBJECTS,
                      actions, (int)(sizeof actions / sizeof actions[0]), function_names,
                      world_command, world_attribute };
    return host;
}
