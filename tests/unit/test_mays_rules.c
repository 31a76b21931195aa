/* test_mays_rules.c - May's Journey's rules (game/modes/mays/mays.h): every object of Table 1,
 * each command's success and refusals in words (the world left unchanged), walkability, fire,
 * triggers, ticks, the goal and its messages, and the interactions through the language
 * (a while loop stopping a bridge, a locked lever level). */
#include "modes/mays/level.h"
#include "modes/mays/mays.h"
#include "modes/mays/mays_lang.h"
#include "test.h"

/* A world from rows of 2-character cells separated by one space (the level file's cells; the
 * L arms r. / R. are only ground here, the test sets the shape). Names as the level files give
 * them. The avatar stands on PL. */
static MjWorld make(const char *const *rows, int height)
{
    static const struct {
        const char *token;
        int ground, kind, high;
        const char *family;
    } cells[] = {
        {"##", MJ_WALL, -1, 0, ""},
        {"..", MJ_FLOOR, -1, 0, ""},
        {"~~", MJ_VOID, -1, 0, ""},
        {"PL", MJ_FLOOR, -1, 0, ""},
        {"r.", MJ_VOID, -1, 0, ""},
        {"R.", MJ_FLOOR, -1, 0, ""},
        {"EN", MJ_WALL, MJ_ENTRY, 0, ""},
        {"DO", MJ_WALL, MJ_DOOR, 0, "door"},
        {"DC", MJ_WALL, MJ_DOOR, 0, "door"},
        {"DH", MJ_WALL, MJ_HIDDEN_DOOR, 0, "door"},
        {"CT", MJ_FLOOR, MJ_CODING_TILE, 0, ""},
        {"SG", MJ_FLOOR, MJ_SIGN, 0, "sign"},
        {"m.", MJ_VOID, MJ_BLOCK, 0, "block"},
        {"M.", MJ_FLOOR, MJ_BLOCK, 1, "block"},
        {"rr", MJ_VOID, MJ_LBLOCK, 0, "block"},
        {"RR", MJ_FLOOR, MJ_LBLOCK, 1, "block"},
        {"mb", MJ_VOID, MJ_MOVING, 0, "block"},
        {"MB", MJ_FLOOR, MJ_MOVING, 1, "block"},
        {"FS", MJ_FLOOR, MJ_FIRE_STATUE, 1, "statue"},
        {"S.", MJ_FLOOR, MJ_STATUE, 1, "statue"},
        {"PP", MJ_FLOOR, MJ_PLATE, 0, "plate"},
        {"bh", MJ_VOID, MJ_HIDDEN_BLOCK, 0, "hblock"},
        {"BR", MJ_FLOOR, MJ_SHOWN_BLOCK, 1, "hblock"},
        {"KH", MJ_FLOOR, MJ_KEY, 0, "key"},
        {"FU", MJ_FLOOR, MJ_FIRE_PIT, 0, "fire"},
        {"FL", MJ_FLOOR, MJ_FIRE_PIT, 0, "fire"},
        {"LV", MJ_FLOOR, MJ_LEVER, 0, "lever"},
    };
    const int ncells = (int)(sizeof cells / sizeof cells[0]);
    MjWorld w;
    memset(&w, 0, sizeof w);
    w.width = (int)(strlen(rows[0]) + 1) / 3;
    w.height = height;
    w.need_exit = 1;
    const char *families[] = {"block", "statue", "door", "plate", "fire", "lever", "key", "hblock", "sign"};
    int counts[9] = {0};
    for (int y = 0; y < height; y++)
        for (int x = 0; x < w.width; x++) {
            const char *c = rows[y] + x * 3;
            int t = 0;
            while (t < ncells && strncmp(cells[t].token, c, 2) != 0)
                t++;
            if (t == ncells) {
                fprintf(stderr, "bad test cell %.2s\n", c);
                continue;
            }
            w.ground[y][x] = (uint8_t)cells[t].ground;
            if (!strncmp(c, "PL", 2)) {
                w.avatar_x = w.start_x = x;
                w.avatar_y = w.start_y = y;
            }
            if (cells[t].kind < 0) continue;
            MjObject *o = &w.objects[w.object_count++];
            o->kind = (uint8_t)cells[t].kind;
            o->high = (uint8_t)cells[t].high;
            o->x = o->x0 = (int8_t)x;
            o->y = o->y0 = (int8_t)y;
            int f = 0;
            while (f < 9 && strcmp(families[f], cells[t].family) != 0)
                f++;
            if (f < 9)
                snprintf(o->name, sizeof o->name, "%s%d", families[f], ++counts[f]);
            else
                snprintf(o->name, sizeof o->name, "%s", o->kind == MJ_ENTRY ? "entry" : "codingtile");
            switch (o->kind) {
            case MJ_BLOCK:
            case MJ_STATUE: o->commands = MJ_CMD_MOVE; break;
            case MJ_LBLOCK:
            case MJ_FIRE_STATUE: o->commands = MJ_CMD_ROTATE; break;
            case MJ_MOVING:
                o->commands = MJ_CMD_STOP;
                o->moving = 1;
                o->track_dir = 1;
                break;
            case MJ_DOOR:
                o->open = !strncmp(c, "DO", 2);
                o->commands = o->open ? MJ_CMD_NONE : MJ_CMD_OPEN;
                break;
            case MJ_HIDDEN_DOOR:
                o->hidden = 1;
                o->commands = MJ_CMD_OPEN;
                break;
            case MJ_HIDDEN_BLOCK: o->hidden = 1; break;
            case MJ_KEY:
                o->hidden = 1;
                o->reward = 1;
                break;
            case MJ_FIRE_PIT: o->lit = !strncmp(c, "FL", 2); break;
            default: break;
            }
        }
    return w;
}

static int find(const MjWorld *w, const char *name)
{
    int i = mj_find(w, name);
    CHECK(i >= 0);
    return i < 0 ? 0 : i;
}

static void set_track(MjWorld *w, const char *name, int dx, int dy, int len)
{
    MjObject *o = &w->objects[find(w, name)];
    o->track_dx = (int8_t)dx;
    o->track_dy = (int8_t)dy;
    o->track_len = (uint8_t)len;
}

static void add_trigger(MjWorld *w, const char *source, int lever_right, MjEffect effect, const char *target)
{
    MjTrigger *t = &w->triggers[w->trigger_count++];
    memset(t, 0, sizeof *t);
    t->source = (int8_t)find(w, source);
    t->lever_right = (uint8_t)lever_right;
    t->effect_count = 1;
    t->effects[0] = (uint8_t)effect;
    t->targets[0] = (int8_t)find(w, target);
}

static char why[320];

/* A change that must be refused with these words, leaving the world exactly as it was. */
#define REFUSED(w, call, words)                                                                              \
    do {                                                                                                     \
        MjWorld before_ = (w);                                                                               \
        why[0] = '\0';                                                                                       \
        CHECK(!(call));                                                                                      \
        CHECK(memcmp(&before_, &(w), sizeof before_) == 0);                                                  \
        CHECK_STR(why, (words));                                                                             \
    } while (0)

static void test_names_and_kinds(void)
{
    CHECK_STR(mj_kind_name(MJ_BLOCK), "movable block");
    CHECK_STR(mj_kind_name(MJ_LBLOCK), "L block");
    CHECK_STR(mj_kind_name(MJ_MOVING), "moving block");
    CHECK_STR(mj_kind_name(MJ_FIRE_PIT), "fire pit");
    CHECK_STR(mj_kind_name(MJ_KIND_COUNT), "object");
    const char *rows[] = {"PL m. M. S. FS"};
    MjWorld w = make(rows, 1);
    CHECK_INT(mj_find(&w, "block1"), 0);
    CHECK_INT(mj_find(&w, "block2"), 1);
    CHECK_INT(mj_find(&w, "statue2"), 3);
    CHECK_INT(mj_find(&w, "block9"), -1);
    CHECK_INT(mj_find(&w, NULL), -1);
}

/* A low block slides in the gap only, and is a bridge there. */
static void test_low_block(void)
{
    const char *rows[] = {"## ## ## ## ##", "PL .. ~~ ~~ ..", "## ## m. ## ##"};
    MjWorld w = make(rows, 3);
    int b = find(&w, "block1");
    CHECK(!mj_walkable(&w, 2, 1));
    CHECK(mj_walkable(&w, 2, 2)); /* a low block in the gap is walkable */
    CHECK(mj_move(&w, b, MJ_NORTH, why, sizeof why));
    CHECK_INT(w.objects[b].x, 2);
    CHECK_INT(w.objects[b].y, 1);
    CHECK(mj_walkable(&w, 2, 1));
    CHECK(!mj_walkable(&w, 2, 2));
    CHECK(!mj_solved(&w)); /* no exit in this world */
    REFUSED(w, mj_move(&w, b, MJ_WEST, why, sizeof why),
            "block1 can't move left: that is solid ground: a low block only slides in the gap.");
    REFUSED(w, mj_move(&w, b, MJ_NORTH, why, sizeof why), "block1 can't move up: there is a wall.");
    CHECK(mj_move(&w, b, MJ_EAST, why, sizeof why));
    REFUSED(w, mj_move(&w, b, MJ_EAST, why, sizeof why),
            "block1 can't move right: that is solid ground: a low block only slides in the gap.");
    /* another low block in the gap is in the way */
    const char *rows2[] = {"PL ~~ m. m."};
    w = make(rows2, 1);
    REFUSED(w, mj_move(&w, 0, MJ_EAST, why, sizeof why), "block1 can't move right: block2 is in the way.");
    REFUSED(w, mj_move(&w, 1, MJ_EAST, why, sizeof why),
            "block2 can't move right: that is the edge of the map.");
    CHECK(mj_move(&w, 0, MJ_WEST, why, sizeof why));
}

/* A high block moves over floor only and blocks the avatar. */
static void test_high_block(void)
{
    const char *rows[] = {"## ## ## ## ## ##", "EN PL M. .. S. ##", "## CT ~~ LV .. ##", "## ## ## ## ## ##"};
    MjWorld w = make(rows, 4);
    int b = find(&w, "block1");
    CHECK(!mj_walkable(&w, 2, 1));
    REFUSED(w, mj_move(&w, b, MJ_WEST, why, sizeof why), "block1 can't move left: May is standing there.");
    REFUSED(w, mj_move(&w, b, MJ_SOUTH, why, sizeof why),
            "block1 can't move down: there is a gap: it would fall in.");
    REFUSED(w, mj_move(&w, b, MJ_NORTH, why, sizeof why), "block1 can't move up: there is a wall.");
    CHECK(mj_move(&w, b, MJ_EAST, why, sizeof why));
    CHECK(mj_walkable(&w, 2, 1));
    CHECK(!mj_walkable(&w, 3, 1));
    REFUSED(w, mj_move(&w, b, MJ_EAST, why, sizeof why), "block1 can't move right: statue1 is in the way.");
    REFUSED(w, mj_move(&w, b, MJ_SOUTH, why, sizeof why), "block1 can't move down: lever1 is in the way.");
    /* the coding tile takes no block */
    const char *rows2[] = {"PL .. M. CT"};
    w = make(rows2, 1);
    REFUSED(w, mj_move(&w, find(&w, "block1"), MJ_EAST, why, sizeof why),
            "block1 can't move right: the coding tile is there.");
    /* the edge of the map */
    const char *rows3[] = {"M. PL"};
    w = make(rows3, 1);
    REFUSED(w, mj_move(&w, 0, MJ_NORTH, why, sizeof why),
            "block1 can't move up: that is the edge of the map.");
    REFUSED(w, mj_move(&w, 0, MJ_WEST, why, sizeof why),
            "block1 can't move left: that is the edge of the map.");
}

/* A low block as a bridge opens the way to the exit: the paper's first level. */
static void test_bridge_and_goal(void)
{
    const char *rows[] = {"## ## ## m. ## ##", "EN PL CT ~~ .. DO", "## ## ## ## ## ##"};
    MjWorld w = make(rows, 3);
    char text[200];
    CHECK(!mj_goal_message(&w, text, sizeof text));
    CHECK_STR(text, "The code ran, but there is still no way to the exit.");
    CHECK(mj_move(&w, find(&w, "block1"), MJ_SOUTH, why, sizeof why));
    CHECK(mj_goal_message(&w, text, sizeof text));
    CHECK_STR(text, "");
    CHECK(mj_solved(&w));
    uint8_t reach[MJ_MAX_H][MJ_MAX_W];
    mj_reachable(&w, w.avatar_x, w.avatar_y, reach);
    CHECK(reach[1][5] && reach[1][3] && !reach[1][0] && !reach[0][3]);
    /* walk out */
    for (int k = 0; k < 4; k++)
        CHECK(mj_avatar_step(&w, MJ_EAST));
    CHECK(mj_at_exit(&w));
    CHECK(!mj_avatar_step(&w, MJ_EAST));  /* off the map */
    CHECK(!mj_avatar_step(&w, MJ_NORTH)); /* a wall */
    /* the entry stays shut behind her */
    w = make(rows, 3);
    CHECK(!mj_avatar_step(&w, MJ_WEST));
    CHECK(mj_avatar_step(&w, MJ_EAST));
    CHECK(mj_on_coding_tile(&w));
    CHECK(!mj_avatar_step(&w, MJ_EAST)); /* the gap */
}

/* A statue moves like a high block and presses a plate, which reveals a key; May takes it. */
static void test_statue_plate_key(void)
{
    const char *rows[] = {"## ## ## ## ## ##", "EN PL S. .. PP ##", "## CT .. .. KH ##", "## ## ## ## ## ##"};
    MjWorld w = make(rows, 4);
    w.need_exit = 0;
    w.need_rewards = 1;
    add_trigger(&w, "plate1", 0, MJ_REVEAL, "key1");
    int s = find(&w, "statue1"), k = find(&w, "key1");
    char text[200];
    CHECK(!mj_goal_message(&w, text, sizeof text));
    CHECK_STR(text, "The code ran, but the key is still hidden.");
    CHECK(mj_walkable(&w, 4, 2)); /* a hidden key's tile is plain floor */
    CHECK(mj_move(&w, s, MJ_EAST, why, sizeof why));
    mj_settle(&w);
    CHECK(w.objects[k].hidden);
    CHECK(!w.triggers[0].fired);
    CHECK(mj_move(&w, s, MJ_EAST, why, sizeof why));
    mj_settle(&w);
    CHECK(w.triggers[0].fired);
    CHECK(!w.objects[k].hidden);
    CHECK(mj_solved(&w));
    /* the statue leaves the plate: the key stays revealed (effects happen once) */
    CHECK(mj_move(&w, s, MJ_WEST, why, sizeof why));
    mj_settle(&w);
    CHECK(!w.objects[k].hidden);
    /* May walks onto the key and takes it */
    CHECK(mj_avatar_step(&w, MJ_SOUTH));
    CHECK(mj_avatar_step(&w, MJ_EAST));
    CHECK(mj_avatar_step(&w, MJ_EAST));
    CHECK(!w.objects[k].taken);
    CHECK(mj_avatar_step(&w, MJ_EAST));
    CHECK(w.objects[k].taken);
    CHECK_INT(w.keys_taken, 1);
    CHECK(mj_solved(&w));
    /* a high block on the key: May can't reach it */
    w = make(rows, 4);
    w.need_exit = 0;
    w.need_rewards = 1;
    w.objects[k].hidden = 0;
    w.objects[s].x = 4;
    w.objects[s].y = 2;
    CHECK(!mj_goal_message(&w, text, sizeof text));
    CHECK_STR(text, "The code ran, but May can't reach the key.");
}

/* A block on a plate reveals a hidden block: a bridge over the gap. The avatar presses nothing. */
static void test_plate_reveals_hidden_block(void)
{
    const char *rows[] = {"## ## ## ## ## ##", "EN PL CT bh .. DO", "## PP .. ~~ ## ##", "## .. M. ~~ ## ##",
                          "## ## ## ## ## ##"};
    MjWorld w = make(rows, 5);
    add_trigger(&w, "plate1", 0, MJ_REVEAL, "hblock1");
    int b = find(&w, "block1"), h = find(&w, "hblock1");
    CHECK(!mj_walkable(&w, 3, 1));
    /* May walks over the plate: nothing */
    CHECK(mj_avatar_step(&w, MJ_SOUTH));
    CHECK(!w.triggers[0].fired);
    CHECK(mj_avatar_step(&w, MJ_NORTH));
    /* a hidden block is void: a high block can't go there, a low one could */
    CHECK(mj_move(&w, b, MJ_WEST, why, sizeof why));
    CHECK(mj_move(&w, b, MJ_NORTH, why, sizeof why));
    mj_settle(&w);
    CHECK(w.triggers[0].fired);
    CHECK(!w.objects[h].hidden);
    CHECK(mj_walkable(&w, 3, 1));
    CHECK(mj_solved(&w));
    /* revealed, it is floor: a high block may stand on it, a low one may not */
    const char *rows2[] = {"PL M. bh m. ~~"};
    w = make(rows2, 1);
    REFUSED(w, mj_move(&w, 0, MJ_EAST, why, sizeof why),
            "block1 can't move right: there is a gap: it would fall in.");
    w.objects[1].hidden = 0;
    CHECK(mj_move(&w, 0, MJ_EAST, why, sizeof why));
    CHECK(mj_move(&w, 0, MJ_WEST, why, sizeof why));
    REFUSED(w, mj_move(&w, 2, MJ_WEST, why, sizeof why),
            "block2 can't move left: that is solid ground: a low block only slides in the gap.");
}

/* A revealed block (BR) blocks until a trigger hides it. */
static void test_revealed_block_hidden(void)
{
    const char *rows[] = {"## ## ## ## ## ##", "EN PL CT BR .. DO", "## .. M. PP .. ##", "## ## ## ## ## ##"};
    MjWorld w = make(rows, 4);
    add_trigger(&w, "plate1", 0, MJ_HIDE, "hblock1");
    CHECK(!mj_walkable(&w, 3, 1));
    CHECK(!mj_solved(&w));
    REFUSED(w, mj_move(&w, find(&w, "block1"), MJ_NORTH, why, sizeof why),
            "block1 can't move up: the coding tile is there.");
    CHECK(mj_move(&w, find(&w, "block1"), MJ_EAST, why, sizeof why));
    mj_settle(&w);
    CHECK(w.objects[find(&w, "hblock1")].hidden);
    CHECK(mj_walkable(&w, 3, 1));
    CHECK(mj_solved(&w));
}

/* A rotating fire statue lights a pit; a high object stops the fire; a lit pit reveals a door. */
static void test_fire_statue_rotates(void)
{
    const char *rows[] = {"## ## ## ## ## ## ##", "EN PL CT .. .. .. DH", "## .. FS .. M. FU ##",
                          "## ## ## ## ## ## ##"};
    MjWorld w = make(rows, 4);
    int s = find(&w, "statue1"), pit = find(&w, "fire1"), b = find(&w, "block1"), door = find(&w, "door1");
    add_trigger(&w, "fire1", 0, MJ_REVEAL, "door1");
    int xs[8], ys[8];
    w.objects[s].facing = MJ_NORTH; /* over the coding tile to the wall */
    CHECK_INT(mj_fire_line(&w, s, xs, ys, 8), 1);
    CHECK_INT(xs[0], 2);
    CHECK_INT(ys[0], 1);
    REFUSED(w, mj_move(&w, s, MJ_EAST, why, sizeof why), "statue1 can't move: it rotates.");
    CHECK(mj_rotate(&w, s, 1, why, sizeof why));
    CHECK_INT(w.objects[s].facing, MJ_EAST);
    mj_settle(&w);
    CHECK_INT(mj_fire_line(&w, s, xs, ys, 8), 1); /* the block stops it */
    CHECK(!w.objects[pit].lit);
    CHECK(!mj_solved(&w));
    CHECK(mj_move(&w, b, MJ_NORTH, why, sizeof why));
    mj_settle(&w);
    CHECK(w.objects[pit].lit);
    CHECK(!w.objects[door].hidden && w.objects[door].open);
    CHECK(!mj_solved(&w)); /* the block now stands in the corridor */
    CHECK(mj_move(&w, b, MJ_SOUTH, why, sizeof why));
    mj_settle(&w);
    CHECK(w.objects[pit].lit); /* it stays lit */
    CHECK(mj_solved(&w));
    CHECK(mj_rotate(&w, s, 0, why, sizeof why));
    CHECK(mj_rotate(&w, s, 0, why, sizeof why));
    CHECK_INT(w.objects[s].facing, MJ_WEST);
    CHECK_INT(mj_fire_line(&w, s, xs, ys, 8), 1);
    CHECK_INT(mj_fire_line(&w, b, xs, ys, 8), 0); /* not a fire statue */
}

/* A moving fire statue walks to its spot and lights the pit; it presses plates too. */
static void test_fire_statue_moves(void)
{
    const char *rows[] = {"## ## ## ## ## ##", "EN PL FS .. .. ##", "## CT .. PP .. ##",
                          "## .. .. .. FU ##", "## .. KH .. .. DO", "## ## ## ## ## ##"};
    MjWorld w = make(rows, 6);
    int s = find(&w, "statue1"), pit = find(&w, "fire1");
    w.objects[s].commands = MJ_CMD_MOVE;
    w.objects[s].facing = MJ_SOUTH;
    w.need_rewards = 1;
    add_trigger(&w, "fire1", 0, MJ_REVEAL, "key1");
    REFUSED(w, mj_rotate(&w, s, 1, why, sizeof why), "statue1 can't rotate: it moves.");
    CHECK(mj_move(&w, s, MJ_EAST, why, sizeof why));
    mj_settle(&w);
    CHECK(!w.objects[pit].lit); /* down column 3 runs over the plate to the wall */
    CHECK(mj_move(&w, s, MJ_EAST, why, sizeof why));
    mj_settle(&w);
    CHECK(w.objects[pit].lit);
    CHECK(!w.objects[find(&w, "key1")].hidden);
    CHECK(mj_solved(&w));
    /* a moving fire statue presses a plate */
    w = make(rows, 6);
    w.objects[s].commands = MJ_CMD_MOVE;
    w.objects[s].facing = MJ_WEST;
    add_trigger(&w, "plate1", 0, MJ_REVEAL, "key1");
    CHECK(mj_move(&w, s, MJ_EAST, why, sizeof why));
    CHECK(mj_move(&w, s, MJ_SOUTH, why, sizeof why));
    mj_settle(&w);
    CHECK(w.triggers[0].fired);
    /* a rotating one never stands on a plate, and fire through the plate presses nothing */
}

/* A rotated L block closes or opens a path: a low L is a bridge that turns a corner. */
static void test_l_block(void)
{
    /* centre (3,1); the way runs from May's west across the gap, through the centre, south */
    const char *rows[] = {"## ## ## r. ## ##", "EN PL ~~ rr ~~ ##", "## CT ## ~~ ## ##", "## ## ## DO ## ##"};
    MjWorld w = make(rows, 4);
    int l = find(&w, "block1");
    w.objects[l].facing = 0; /* arms north and east */
    int xs[3], ys[3];
    mj_lblock_tiles(&w.objects[l], xs, ys);
    CHECK(xs[0] == 3 && ys[0] == 1 && xs[1] == 3 && ys[1] == 0 && xs[2] == 4 && ys[2] == 1);
    CHECK(mj_walkable(&w, 4, 1) && mj_walkable(&w, 3, 0) && !mj_walkable(&w, 2, 1));
    CHECK(!mj_solved(&w));
    CHECK(mj_rotate(&w, l, 1, why, sizeof why)); /* east and south */
    CHECK_INT(w.objects[l].facing, 1);
    CHECK(!mj_solved(&w));
    CHECK(mj_rotate(&w, l, 1, why, sizeof why)); /* south and west: the way is open */
    CHECK_INT(w.objects[l].facing, 2);
    mj_lblock_tiles(&w.objects[l], xs, ys);
    CHECK(xs[1] == 3 && ys[1] == 2 && xs[2] == 2 && ys[2] == 1);
    CHECK(mj_solved(&w));
    CHECK(mj_rotate(&w, l, 1, why, sizeof why)); /* west and north: closed again */
    CHECK(!mj_solved(&w));
    CHECK(mj_rotate(&w, l, 0, why, sizeof why));
    CHECK(mj_solved(&w));
    for (int k = 0; k < 4; k++)
        CHECK(mj_avatar_step(&w, k < 2 ? MJ_EAST : MJ_SOUTH));
    CHECK(mj_at_exit(&w));
}

/* Rotation refusals, and a high L in the way. */
static void test_l_block_refused(void)
{
    /* low L: centre (1,1), arms N (1,0), E (2,1); turning right needs south (1,2): a wall */
    const char *rows[] = {"## r. ## ##", "~~ rr r. PL", "## ## ## ##"};
    MjWorld w = make(rows, 3);
    int l = find(&w, "block1");
    REFUSED(w, mj_rotate(&w, l, 1, why, sizeof why),
            "block1 can't rotate right: where its arm would go, there is a wall.");
    /* turning left needs west (0,1): void, free */
    CHECK(mj_rotate(&w, l, 0, why, sizeof why));
    CHECK_INT(w.objects[l].facing, 3);
    /* and back right: needs east (2,1): void again */
    CHECK(mj_rotate(&w, l, 1, why, sizeof why));
    CHECK_INT(w.objects[l].facing, 0);
    REFUSED(w, mj_move(&w, l, MJ_EAST, why, sizeof why), "block1 can't move: it rotates.");
    /* high L blocks the avatar and needs floor */
    const char *rows2[] = {".. R. ..", "PL RR R.", ".. ~~ .."};
    w = make(rows2, 3);
    l = find(&w, "block1");
    CHECK(!mj_walkable(&w, 2, 1));
    CHECK(!mj_walkable(&w, 1, 0));
    REFUSED(w, mj_rotate(&w, l, 1, why, sizeof why),
            "block1 can't rotate right: where its arm would go, there is a gap: it would fall in.");
    REFUSED(w, mj_rotate(&w, l, 0, why, sizeof why),
            "block1 can't rotate left: where its arm would go, May is standing there.");
    /* May standing on a low L: it won't turn under her */
    const char *rows3[] = {"~~ r. ~~", "~~ rr r.", "## ## ##"};
    w = make(rows3, 3);
    w.avatar_x = 2;
    w.avatar_y = 1;
    REFUSED(w, mj_rotate(&w, 0, 0, why, sizeof why), "block1 can't rotate left: May is standing on it.");
}

/* A moving block slides back and forth one tile per tick; Stop() keeps it; blocked, it turns. */
static void test_moving_block(void)
{
    const char *rows[] = {"## ## ## ## ## ##", "EN PL CT .. .. ##", "## mb ~~ ~~ ~~ ##", "## ## ## .. ## ##",
                          "## ## ## DO ## ##"};
    MjWorld w = make(rows, 5);
    int m = find(&w, "block1");
    set_track(&w, "block1", 1, 0, 4);
    static const int want[] = {1, 2, 3, 2, 1, 0, 1, 2};
    for (int k = 0; k < 8; k++) {
        mj_tick(&w);
        CHECK_INT(w.objects[m].track_pos, want[k]);
        CHECK_INT(w.objects[m].x, 1 + want[k]);
    }
    CHECK_INT(w.ticks, 8);
    /* at position 2 it bridges the gap above the way out, but still moving it can't be counted on */
    CHECK_INT(w.objects[m].x, 3);
    CHECK(mj_walkable(&w, 3, 2));
    char text[200];
    CHECK(!mj_goal_message(&w, text, sizeof text));
    CHECK_STR(text, "The code ran, but there is still no way to the exit.");
    CHECK(mj_stop(&w, m, why, sizeof why));
    CHECK(!w.objects[m].moving);
    CHECK(mj_solved(&w));
    mj_tick(&w);
    CHECK_INT(w.objects[m].track_pos, 2);
    CHECK(mj_stop(&w, m, why, sizeof why)); /* stopping a stopped block does nothing */
    REFUSED(w, mj_move(&w, m, MJ_EAST, why, sizeof why), "block1 can't move: it can only stop.");
    REFUSED(w, mj_rotate(&w, m, 1, why, sizeof why), "block1 can't rotate: it can only stop.");
    /* something in its way: it turns back */
    const char *rows2[] = {"mb ~~ m. ~~ PL"};
    w = make(rows2, 1);
    set_track(&w, "block1", 1, 0, 4);
    mj_tick(&w);
    CHECK_INT(w.objects[0].track_pos, 1);
    mj_tick(&w); /* block2 in the way: turns back, waits */
    CHECK_INT(w.objects[0].track_pos, 1);
    CHECK_INT(w.objects[0].track_dir, -1);
    mj_tick(&w);
    CHECK_INT(w.objects[0].track_pos, 0);
    /* a low moving block under May waits */
    w = make(rows2, 1);
    set_track(&w, "block1", 1, 0, 2);
    w.avatar_x = 0;
    w.avatar_y = 0;
    mj_tick(&w);
    CHECK_INT(w.objects[0].track_pos, 0);
    /* a high moving block that still moves is in the way on its whole track */
    const char *rows3[] = {"## ## ## ## ##", "EN PL .. .. DO", "## ## MB ## ##", "## ## .. ## ##"};
    w = make(rows3, 4);
    set_track(&w, "block1", 0, 1, 2);
    CHECK(mj_walkable(&w, 2, 1));
    CHECK(mj_solved(&w)); /* its track runs off the corridor */
    m = find(&w, "block1");
    w.objects[m].track_dy = -1;
    CHECK(!mj_solved(&w)); /* its track crosses the corridor */
    w.objects[m].moving = 0;
    CHECK(mj_solved(&w));
}

/* Doors: Open() opens a closed door; a hidden door opens only once revealed. */
static void test_doors(void)
{
    const char *rows[] = {"## ## ## DH ##", "EN PL CT .. DC", "## ## ## ## ##"};
    MjWorld w = make(rows, 3);
    int dc = find(&w, "door2"), dh = find(&w, "door1");
    CHECK(!mj_solved(&w));
    CHECK(!mj_walkable(&w, 4, 1));
    REFUSED(w, mj_open(&w, dh, why, sizeof why),
            "door1 is still hidden in the wall: something has to reveal it before it can open.");
    CHECK(mj_open(&w, dc, why, sizeof why));
    CHECK(w.objects[dc].open);
    CHECK(mj_walkable(&w, 4, 1));
    CHECK(mj_solved(&w));
    CHECK(mj_open(&w, dc, why, sizeof why)); /* open already: nothing happens */
    REFUSED(w, mj_move(&w, dc, MJ_NORTH, why, sizeof why), "door2 can't move: it can only open.");
    w = make(rows, 3);
    w.objects[dh].hidden = 0; /* as a trigger reveals it: open */
    w.objects[dh].open = 1;
    CHECK(mj_open(&w, dh, why, sizeof why));
    CHECK(mj_solved(&w));
    /* an open door takes no command; the entry is no exit */
    const char *rows2[] = {"## DO ##", "EN PL ##"};
    w = make(rows2, 2);
    REFUSED(w, mj_open(&w, find(&w, "door1"), why, sizeof why), "door1 can't open: it takes no commands.");
    CHECK(mj_solved(&w));
    CHECK(!mj_at_exit(&w));
    CHECK(mj_avatar_step(&w, MJ_NORTH));
    CHECK(mj_at_exit(&w));
}

/* A lever: May flips it by walking into it (she stays); its trigger opens a door. */
static void test_lever(void)
{
    const char *rows[] = {"## ## ## ## ##", "EN PL LV .. DC", "## CT .. .. ##", "## ## ## ## ##"};
    MjWorld w = make(rows, 4);
    int lever = find(&w, "lever1"), door = find(&w, "door1");
    add_trigger(&w, "lever1", 1, MJ_OPEN, "door1");
    CHECK(!mj_walkable(&w, 2, 1));
    REFUSED(w, mj_move(&w, lever, MJ_EAST, why, sizeof why),
            "lever1 can't move: May flips it by walking into it.");
    CHECK(mj_avatar_step(&w, MJ_EAST));
    CHECK_INT(w.avatar_x, 1);
    CHECK(w.objects[lever].lever_right);
    CHECK(w.objects[door].open);
    CHECK(mj_solved(&w));
    CHECK(mj_avatar_step(&w, MJ_EAST)); /* back left: the door stays open */
    CHECK(!w.objects[lever].lever_right);
    CHECK(w.objects[door].open);
    /* a trigger on "left" fires when she flips it back */
    w = make(rows, 4);
    add_trigger(&w, "lever1", 0, MJ_OPEN, "door1");
    w.objects[lever].lever_right = 1;
    CHECK(mj_avatar_step(&w, MJ_EAST));
    CHECK(w.objects[door].open);
}

/* Wrong commands are refused by name, whatever the object. */
static void test_wrong_commands(void)
{
    const char *rows[] = {"PL S. PP FU KH bh BR CT M."};
    MjWorld w = make(rows, 1);
    REFUSED(w, mj_rotate(&w, find(&w, "statue1"), 1, why, sizeof why), "statue1 can't rotate: it moves.");
    REFUSED(w, mj_stop(&w, find(&w, "statue1"), why, sizeof why), "statue1 can't stop: it moves.");
    REFUSED(w, mj_open(&w, find(&w, "block1"), why, sizeof why), "block1 can't open: it moves.");
    REFUSED(w, mj_move(&w, find(&w, "plate1"), MJ_EAST, why, sizeof why),
            "plate1 can't move: it takes no commands.");
    REFUSED(w, mj_stop(&w, find(&w, "fire1"), why, sizeof why), "fire1 can't stop: it takes no commands.");
    REFUSED(w, mj_open(&w, find(&w, "key1"), why, sizeof why), "key1 can't open: it takes no commands.");
    REFUSED(w, mj_move(&w, 99, MJ_EAST, why, sizeof why), "There is no such object.");
    REFUSED(w, mj_move(&w, -1, MJ_EAST, why, sizeof why), "There is no such object.");
    CHECK(!mj_move(&w, find(&w, "statue1"), MJ_WEST, NULL, 0)); /* no sentence wanted */
    CHECK(mj_move(&w, find(&w, "statue1"), MJ_EAST, NULL, 0));  /* onto the plate */
}

/* settle is idempotent and chains: a lit pit reveals a hidden door; fire is stopped by walls. */
static void test_settle_chain(void)
{
    const char *rows[] = {"## ## ## ## ## ##", "EN PL CT .. .. DH", "## FS .. FU BR FU", "## ## ## ## ## ##"};
    MjWorld w = make(rows, 4);
    int s = find(&w, "statue1");
    w.objects[s].facing = MJ_EAST;
    /* fire1 lit -> hides hblock1 -> the fire reaches fire2 -> reveals door1 */
    add_trigger(&w, "fire1", 0, MJ_HIDE, "hblock1");
    add_trigger(&w, "fire2", 0, MJ_REVEAL, "door1");
    mj_settle(&w);
    CHECK(w.objects[find(&w, "fire1")].lit);
    CHECK(w.objects[find(&w, "fire2")].lit);
    CHECK(!w.objects[find(&w, "door1")].hidden);
    MjWorld again = w;
    mj_settle(&again);
    CHECK(memcmp(&again, &w, sizeof w) == 0);
    CHECK(mj_solved(&w));
}

/* Through the language: stop a moving bridge with a while loop and an if on its position. */
static const char stop_level[] = "loopling-level 1\n"
                                 "mode: mays\n"
                                 "goal: exit\n"
                                 "solution: while (block1.isMoving) {\n"
                                 "    if (block1.position == 2) {\n"
                                 "      block1.Stop();\n"
                                 "    }\n"
                                 "  }\n"
                                 "objects:\n"
                                 "  block1: track 5,2\n"
                                 "grid:\n"
                                 "## ## ## ## ## ## ##\n"
                                 "EN PL CT .. .. .. ##\n"
                                 "## mb ~~ ~~ ~~ ~~ ##\n"
                                 "## ## ## .. ## ## ##\n"
                                 "## ## ## DO ## ## ##\n";

static void test_language_stops_bridge(void)
{
    static MjLevel lv;
    static MjRunReport r;
    LpDiag d = {0};
    CHECK(mj_level_parse(stop_level, strlen(stop_level), "stop.level", &lv, &d));
    if (d.message[0]) fprintf(stderr, "%d: %s\n", d.line, d.message);
    CHECK_INT(mj_run_program(&lv, lv.solution, &r), MJ_RUN_SOLVED);
    CHECK_INT(r.world.objects[mj_find(&r.world, "block1")].track_pos, 2);
    CHECK(!r.world.objects[mj_find(&r.world, "block1")].moving);
    CHECK(r.ticks >= 2);
    CHECK_INT(r.actions, 1);
    CHECK_INT(r.commands, 3); /* while, if, Stop */
    /* stopping at once leaves it where it started: no bridge */
    CHECK_INT(mj_run_program(&lv, "block1.Stop();", &r), MJ_RUN_FAILED);
    CHECK_STR(r.message, "The code ran, but there is still no way to the exit.");
    /* a wrong stop: the loop sees every position, so position 4 is reached and stopped there */
    CHECK_INT(
        mj_run_program(&lv, "while (block1.isMoving) { if (block1.position == 4) { block1.Stop(); } }", &r),
        MJ_RUN_FAILED);
    CHECK_INT(r.world.objects[mj_find(&r.world, "block1")].track_pos, 4);
    /* no program: it keeps moving */
    CHECK_INT(mj_run_program(&lv, "", &r), MJ_RUN_FAILED);
    CHECK_INT(r.commands, 0);
    /* attribute values */
    CHECK_INT(mj_run_program(&lv, "if (block1.isMoving && block1.position == 0) { block1.Stop(); }", &r),
              MJ_RUN_FAILED);
    CHECK(!r.world.objects[mj_find(&r.world, "block1")].moving);
    /* mistakes are errors with their place; impossible commands fail with the rules' words */
    CHECK_INT(mj_run_program(&lv, "block1.Stop();\nblock1.MoveLeft();", &r), MJ_RUN_ERROR);
    CHECK_INT(r.line, 2);
    CHECK(strstr(r.message, "Stop()") != NULL);
    CHECK_INT(mj_run_program(&lv, "door1.Open();", &r), MJ_RUN_ERROR); /* an open door can't be named */
    CHECK_INT(mj_run_program(&lv, "while (true) { }", &r), MJ_RUN_ERROR);
    CHECK(strstr(r.message, "10,000") != NULL);
    CHECK_STR(mj_run_result_name(MJ_RUN_SOLVED), "solved");
    CHECK_STR(mj_run_result_name(MJ_RUN_FAILED), "failed");
    CHECK_STR(mj_run_result_name(MJ_RUN_ERROR), "error");
}

/* Through the language: every kind's commands, and a refused command's sentence and line. */
static const char kinds_level[] = "loopling-level 1\n"
                                  "mode: mays\n"
                                  "goal: exit\n"
                                  "solution: block1.MoveUp();\n"
                                  "  door1.Open();\n"
                                  "objects:\n"
                                  "  statue2: facing E, rotates\n"
                                  "  lever1: right\n"
                                  "grid:\n"
                                  "## ## ## ## ## ## ## ##\n"
                                  "EN PL CT .. ~~ .. .. DC\n"
                                  "## .. S. .. m. ## FS ##\n"
                                  "## LV .. .. ~~ .. FU ##\n"
                                  "## ## ## ## ## ## ## ##\n";

static void test_language_kinds(void)
{
    static MjLevel lv;
    static MjRunReport r;
    LpDiag d = {0};
    CHECK(mj_level_parse(kinds_level, strlen(kinds_level), "kinds.level", &lv, &d));
    if (d.message[0]) fprintf(stderr, "%d: %s\n", d.line, d.message);
    const char *prog = "block1.MoveUp();\nstatue1.MoveRight();\nstatue2.Rotate(\"right\");\n"
                       "if (fire1.isLit && lever1.position == \"right\") { door1.Open(); }";
    CHECK_INT(mj_run_program(&lv, prog, &r), MJ_RUN_SOLVED);
    CHECK_INT(r.actions, 4);
    CHECK(r.world.objects[mj_find(&r.world, "fire1")].lit);
    CHECK_INT(mj_run_program(&lv, "block1.MoveUp();\n  block1.MoveUp();", &r), MJ_RUN_FAILED);
    CHECK_STR(r.message, "block1 can't move up: there is a wall.");
    CHECK_INT(r.line, 2);
    CHECK_INT(r.column, 3);
    CHECK_INT(r.actions, 1);
    CHECK_INT(mj_run_program(&lv, "statue1.Rotate(\"right\");", &r), MJ_RUN_ERROR);
    CHECK(strstr(r.message, "MoveLeft") != NULL);
    CHECK_INT(mj_run_program(&lv, "plate1.MoveLeft();", &r), MJ_RUN_ERROR);
    CHECK_INT(mj_run_program(&lv, "function go() { block1.MoveUp(); }\ngo();\ndoor1.Open();", &r),
              MJ_RUN_SOLVED);
    CHECK_INT(mj_run_program(&lv, "door1.Open();", &r), MJ_RUN_FAILED);
    CHECK_STR(r.message, "The code ran, but there is still no way to the exit.");
}

TEST_MAIN(test_names_and_kinds, test_low_block, test_high_block, test_bridge_and_goal, test_statue_plate_key,
          test_plate_reveals_hidden_block, test_revealed_block_hidden, test_fire_statue_rotates,
          test_fire_statue_moves, test_l_block, test_l_block_refused, test_moving_block, test_doors,
          test_lever, test_wrong_commands, test_settle_chain, test_language_stops_bridge, test_language_kinds)
