/* bots.c - the robot puzzle's rules: the world, the eight actions, the solved check and the one
 * table of messages a pupil reads. Depends on bots.h, core/i18n.h and libc only. */
#include "bots.h"

#include <string.h>

#include "core/i18n.h"

const int bots_dx[4] = {0, 1, 0, -1};
const int bots_dy[4] = {-1, 0, 1, 0};

static const char *const action_names[BOTS_ACTION_COUNT] = {"forward", "backward",  "turnLeft", "turnRight",
                                                            "climbUp", "climbDown", "pickUp",   "putDown"};
static const char *const template_words[BOTS_ACTION_COUNT] = {
    "forward", "backward", "turn left", "turn right", "climb up", "climb down", "pick up", "put down"};

/* Every reason an action can fail, in words a ten-year-old can act on (climbUp, climbDown,
 * forward: the language's commands, which stay English). */
static const char *const result_messages[BOTS_RESULT_COUNT] = {
    [BOTS_OK] = "",
    [BOTS_NO_GROUND] = N_("The robot can't walk off the edge."),
    /* TRANSLATORS: climbUp is a command of the robot's language: keep it */
    [BOTS_STEP_UP] = N_("That step is too high: use climbUp."),
    /* TRANSLATORS: climbDown is a command of the robot's language: keep it */
    [BOTS_STEP_DOWN] = N_("That step goes down: use climbDown."),
    [BOTS_BACK_STEP] = N_("The robot can only climb forwards: turn around first, then climb."),
    [BOTS_TOO_HIGH] = N_("That is too high for the robot: it climbs only one block at a time."),
    [BOTS_TOO_DEEP] = N_("That drop is too deep for the robot: it climbs down only one block at a time."),
    /* TRANSLATORS: forward is a command of the robot's language: keep it */
    [BOTS_NOTHING_TO_CLIMB] = N_("There is no step there to climb: use forward."),
    [BOTS_HANDS_FULL] = N_("The robot is already carrying a box."),
    [BOTS_NO_BOX] = N_("There is no box in front of the robot to pick up."),
    [BOTS_BOX_TOO_HIGH] = N_("That box is too high: the robot can only pick up a box right in front of it."),
    [BOTS_BOX_TOO_LOW] = N_("That box is too low: the robot can only pick up a box right in front of it."),
    [BOTS_NOT_CARRYING] = N_("The robot has no box to put down."),
    [BOTS_PUT_NO_GROUND] = N_("There is no ground in front of the robot to put the box on."),
    [BOTS_PUT_TOO_HIGH] = N_("The spot in front of the robot is too high to put the box on."),
    [BOTS_PILE_FULL] = N_("That pile of boxes is already as high as it can go."),
    [BOTS_BAD_ACTION] = N_("The robot doesn't know that action."),
};

const char *bots_result_message(BotsResult result)
{
    if ((int)result < 0 || result >= BOTS_RESULT_COUNT) return "";
    return _(result_messages[result]); /* in the pupil's language */
}

char bots_facing_letter(BotsFacing facing)
{
    return (int)facing >= 0 && facing < BOTS_NO_FACING ? "NESW"[facing] : '?';
}

BotsFacing bots_facing_from_letter(char c)
{
    switch (c) {
    case 'N':
    case 'n': return BOTS_NORTH;
    case 'E':
    case 'e': return BOTS_EAST;
    case 'S':
    case 's': return BOTS_SOUTH;
    case 'W':
    case 'w': return BOTS_WEST;
    default: return BOTS_NO_FACING;
    }
}

const char *bots_action_name(BotsAction action)
{
    return (int)action >= 0 && action < BOTS_ACTION_COUNT ? action_names[action] : "";
}

const char *bots_action_template_word(BotsAction action)
{
    return (int)action >= 0 && action < BOTS_ACTION_COUNT ? template_words[action] : "";
}

BotsAction bots_action_from_word(const char *word)
{
    if (!word) return BOTS_NO_ACTION;
    for (int i = 0; i < BOTS_ACTION_COUNT; i++)
        if (strcmp(word, action_names[i]) == 0 || strcmp(word, template_words[i]) == 0) return (BotsAction)i;
    return BOTS_NO_ACTION;
}

void bots_world_init(BotsWorld *world, int width, int depth)
{
    memset(world, 0, sizeof *world);
    world->width = width < 1 ? 1 : width > BOTS_MAX_W ? BOTS_MAX_W : width;
    world->depth = depth < 1 ? 1 : depth > BOTS_MAX_D ? BOTS_MAX_D : depth;
    world->facing = BOTS_NORTH;
}

int bots_world_equal(const BotsWorld *a, const BotsWorld *b)
{
    if (a->width != b->width || a->depth != b->depth || a->robot_x != b->robot_x ||
        a->robot_y != b->robot_y || a->facing != b->facing || a->carrying != b->carrying)
        return 0;
    for (int y = 0; y < a->depth && y < BOTS_MAX_D; y++)
        for (int x = 0; x < a->width && x < BOTS_MAX_W; x++)
            if (a->terrain[y][x] != b->terrain[y][x] || a->boxes[y][x] != b->boxes[y][x] ||
                a->switches[y][x] != b->switches[y][x])
                return 0;
    return 1;
}

int bots_in_grid(const BotsWorld *world, int x, int y)
{
    return x >= 0 && y >= 0 && x < world->width && y < world->depth && x < BOTS_MAX_W && y < BOTS_MAX_D;
}

static int has_ground(const BotsWorld *world, int x, int y)
{
    return bots_in_grid(world, x, y) && world->terrain[y][x] > 0;
}

int bots_top(const BotsWorld *world, int x, int y)
{
    return bots_in_grid(world, x, y) ? world->terrain[y][x] + world->boxes[y][x] : 0;
}

int bots_standing_height(const BotsWorld *world)
{
    return bots_top(world, world->robot_x, world->robot_y);
}

int bots_switch_pressed(const BotsWorld *world, int x, int y)
{
    if (!bots_in_grid(world, x, y) || !world->switches[y][x]) return 0;
    /* A box on it presses it; otherwise the robot must stand right on the switch. */
    return world->boxes[y][x] > 0 || (x == world->robot_x && y == world->robot_y);
}

int bots_switch_count(const BotsWorld *world)
{
    int n = 0;
    for (int y = 0; y < world->depth && y < BOTS_MAX_D; y++)
        for (int x = 0; x < world->width && x < BOTS_MAX_W; x++)
            n += world->switches[y][x] != 0;
    return n;
}

int bots_switches_pressed(const BotsWorld *world)
{
    int n = 0;
    for (int y = 0; y < world->depth && y < BOTS_MAX_D; y++)
        for (int x = 0; x < world->width && x < BOTS_MAX_W; x++)
            n += bots_switch_pressed(world, x, y);
    return n;
}

int bots_solved(const BotsWorld *world)
{
    int count = bots_switch_count(world);
    return count > 0 && bots_switches_pressed(world) == count;
}

/* The facing as an index into bots_dx/bots_dy (a damaged facing reads as north). */
static int facing_index(const BotsWorld *world)
{
    return (int)world->facing >= 0 && world->facing < BOTS_NO_FACING ? (int)world->facing : BOTS_NORTH;
}

/* Moving one cell along dir onto a top `want` higher than the robot stands (0, 1 or -1). */
static BotsResult check_move(const BotsWorld *world, int dir, int want, int backward)
{
    int x = world->robot_x + bots_dx[dir], y = world->robot_y + bots_dy[dir];
    if (!has_ground(world, x, y)) return BOTS_NO_GROUND;
    int d = bots_top(world, x, y) - bots_standing_height(world);
    if (d == want) return BOTS_OK;
    if (d >= 2) return BOTS_TOO_HIGH;
    if (d <= -2) return BOTS_TOO_DEEP;
    if (backward) return BOTS_BACK_STEP; /* one up or one down: only climbUp/climbDown do that */
    if (d == 0) return BOTS_NOTHING_TO_CLIMB;
    return d > 0 ? BOTS_STEP_UP : BOTS_STEP_DOWN;
}

static BotsResult check_pick_up(const BotsWorld *world, int fx, int fy)
{
    if (world->carrying) return BOTS_HANDS_FULL;
    if (!bots_in_grid(world, fx, fy) || world->boxes[fy][fx] == 0) return BOTS_NO_BOX;
    int top = bots_top(world, fx, fy), reach = bots_standing_height(world) + 1;
    if (top > reach) return BOTS_BOX_TOO_HIGH;
    if (top < reach) return BOTS_BOX_TOO_LOW;
    return BOTS_OK;
}

static BotsResult check_put_down(const BotsWorld *world, int fx, int fy)
{
    if (!world->carrying) return BOTS_NOT_CARRYING;
    if (!has_ground(world, fx, fy)) return BOTS_PUT_NO_GROUND;
    if (bots_top(world, fx, fy) > bots_standing_height(world)) return BOTS_PUT_TOO_HIGH;
    if (world->boxes[fy][fx] >= BOTS_MAX_BOXES) return BOTS_PILE_FULL;
    return BOTS_OK;
}

BotsResult bots_check(const BotsWorld *world, BotsAction action)
{
    int dir = facing_index(world);
    int fx = world->robot_x + bots_dx[dir], fy = world->robot_y + bots_dy[dir];
    switch (action) {
    case BOTS_FORWARD: return check_move(world, dir, 0, 0);
    case BOTS_BACKWARD: return check_move(world, (dir + 2) % 4, 0, 1);
    case BOTS_TURN_LEFT:
    case BOTS_TURN_RIGHT: return BOTS_OK;
    case BOTS_CLIMB_UP: return check_move(world, dir, 1, 0);
    case BOTS_CLIMB_DOWN: return check_move(world, dir, -1, 0);
    case BOTS_PICK_UP: return check_pick_up(world, fx, fy);
    case BOTS_PUT_DOWN: return check_put_down(world, fx, fy);
    case BOTS_NO_ACTION: break;
    }
    return BOTS_BAD_ACTION;
}

BotsResult bots_step(BotsWorld *world, BotsAction action)
{
    BotsResult r = bots_check(world, action);
    if (r != BOTS_OK) return r;
    int dir = facing_index(world);
    int fx = world->robot_x + bots_dx[dir], fy = world->robot_y + bots_dy[dir];
    switch (action) {
    case BOTS_FORWARD:
    case BOTS_CLIMB_UP:
    case BOTS_CLIMB_DOWN:
        world->robot_x = fx;
        world->robot_y = fy;
        break;
    case BOTS_BACKWARD:
        world->robot_x -= bots_dx[dir];
        world->robot_y -= bots_dy[dir];
        break;
    case BOTS_TURN_LEFT: world->facing = (BotsFacing)((dir + 3) % 4); break;
    case BOTS_TURN_RIGHT: world->facing = (BotsFacing)((dir + 1) % 4); break;
    case BOTS_PICK_UP:
        world->boxes[fy][fx]--;
        world->carrying = 1;
        break;
    case BOTS_PUT_DOWN:
        world->boxes[fy][fx]++;
        world->carrying = 0;
        break;
    case BOTS_NO_ACTION: break;
    }
    return BOTS_OK;
}
