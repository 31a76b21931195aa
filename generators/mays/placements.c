/* placements.c - step 7 of paper 000 ("Miscellaneous Placements"): the merged mini-maps become a
 * level. The entry goes in the outer wall with May's start in front of it, the coding tile on the
 * nearest tile she can walk to from there, a sign beside it, the exit door (an open one, or the
 * closed or hidden one a mini-map holds), hidden keys on walkable tiles of the mini-maps that
 * reveal them, and the headers (triggers: plates, pits -> what they reveal or open; options:
 * facings, tracks, levers). Objects get the level file's automatic names, and the level goes
 * through the file writer and parser, so it is exactly what its file gives. Depends on
 * mays_build.h, level.h. */
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "mays_build.h"

/* TRANSLATORS: a generated May's Journey room's hint; %s is the first command of its code
 * (block1.MoveLeft();) */
static const char *const hint_starts = N_("Walk onto the coding tile. The code starts with %s");
static const char *const hint_names = N_("Walk onto the coding tile and read the objects' names.");

static const int ddx[4] = {0, 1, 0, -1};
static const int ddy[4] = {-1, 0, 1, 0};

/* The tile a level file writes an object's token on (an L at its centre, a moving block at its
 * track's start). */
static void token_tile(const MjObject *o, int *x, int *y)
{
    *x = o->kind == MJ_MOVING ? o->x0 : o->x;
    *y = o->kind == MJ_MOVING ? o->y0 : o->y;
}

static const char *family_of(const MjObject *o)
{
    switch (o->kind) {
    case MJ_BLOCK:
    case MJ_LBLOCK:
    case MJ_MOVING: return "block";
    case MJ_STATUE:
    case MJ_FIRE_STATUE: return "statue";
    case MJ_DOOR:
    case MJ_HIDDEN_DOOR: return "door";
    case MJ_PLATE: return "plate";
    case MJ_FIRE_PIT: return "fire";
    case MJ_LEVER: return "lever";
    case MJ_KEY: return "key";
    case MJ_HIDDEN_BLOCK:
    case MJ_SHOWN_BLOCK: return "hblock";
    case MJ_SIGN: return "sign";
    case MJ_ENTRY: return "entry";
    case MJ_CODING_TILE: return "codingtile";
    default: return "";
    }
}

/* The automatic name object i would get in w: its family and its rank in reading order. */
static void auto_name(const MjWorld *w, int i, char *name, int size)
{
    const char *fam = family_of(&w->objects[i]);
    if (w->objects[i].kind == MJ_ENTRY || w->objects[i].kind == MJ_CODING_TILE) {
        snprintf(name, (size_t)size, "%s", fam);
        return;
    }
    int xi, yi, rank = 1;
    token_tile(&w->objects[i], &xi, &yi);
    for (int j = 0; j < w->object_count; j++) {
        if (j == i || strcmp(family_of(&w->objects[j]), fam) != 0) continue;
        int xj, yj;
        token_tile(&w->objects[j], &xj, &yj);
        rank += yj < yi || (yj == yi && xj < xi);
    }
    snprintf(name, (size_t)size, "%s%d", fam, rank);
}

/* The objects of the room at the start (before the entry, doors and placements), and where each
 * mini-map's code object went. */
static void gather(const MjMiniMap *maps, const MjCombined *c, MjWorld *w, int subject[MJ_GEN_MAX_MAPS],
                   int first_object[MJ_GEN_MAX_MAPS])
{
    memset(w, 0, sizeof *w);
    w->width = c->w;
    w->height = c->h;
    w->avatar_x = w->avatar_y = w->start_x = w->start_y = -1;
    memcpy(w->ground, c->ground, sizeof w->ground);
    for (int k = 0; k < c->count; k++) {
        int i = c->order[k];
        const MjMiniMap *m = &maps[i];
        int ox = c->ox[i], oy = c->oy[i];
        first_object[i] = w->object_count;
        subject[i] = -1;
        for (int j = 0; j < m->initial.object_count && w->object_count < MJ_MAX_OBJECTS; j++) {
            MjObject o = m->initial.objects[j];
            o.x = (int8_t)(o.x + ox);
            o.y = (int8_t)(o.y + oy);
            o.x0 = (int8_t)(o.x0 + ox);
            o.y0 = (int8_t)(o.y0 + oy);
            o.name[0] = '\0';
            if (j == m->object) subject[i] = w->object_count;
            w->objects[w->object_count++] = o;
        }
        for (int t = 0; t < m->initial.trigger_count && w->trigger_count < MJ_MAX_TRIGGERS; t++) {
            MjTrigger tr = m->initial.triggers[t];
            tr.source = (int8_t)(tr.source + first_object[i]);
            for (int e = 0; e < tr.effect_count; e++)
                tr.targets[e] = (int8_t)(tr.targets[e] + first_object[i]);
            w->triggers[w->trigger_count++] = tr;
        }
    }
}

int mj_names_fit(const MjMiniMap *maps, const MjExtract *ex, const MjCombined *c)
{
    MjWorld w;
    int subject[MJ_GEN_MAX_MAPS], first[MJ_GEN_MAX_MAPS];
    gather(maps, c, &w, subject, first);
    /* A lever is flipped in phase one: no maze piece may stand between it and the entry. */
    for (int k = 0; k < c->count; k++) {
        if (maps[c->order[k]].family != MJ_FAM_LEVER) continue;
        for (int j = 0; j < k; j++)
            if (maps[c->order[j]].kind == MJ_SHAPE_MAZE) return 0;
    }
    if (!maps[c->order[c->count - 1]].exit_door && w.object_count < MJ_MAX_OBJECTS) {
        MjObject *d = &w.objects[w.object_count++];
        memset(d, 0, sizeof *d);
        d->kind = MJ_DOOR;
        d->x = (int8_t)c->ex_x;
        d->y = (int8_t)c->ex_y;
    }
    for (int k = 0; k < c->count; k++) {
        int i = c->order[k];
        if (subject[i] < 0) continue;
        char name[MJ_NAME_MAX];
        auto_name(&w, subject[i], name, sizeof name);
        if (strcmp(name, ex->objects[maps[i].code_object].name) != 0) return 0;
    }
    return 1;
}

/* Breadth-first distances from (x,y) over reach[][] tiles. */
static void distances(const MjWorld *w, const uint8_t reach[MJ_MAX_H][MJ_MAX_W], int x, int y,
                      int d[MJ_MAX_H][MJ_MAX_W])
{
    for (int ty = 0; ty < MJ_MAX_H; ty++)
        for (int tx = 0; tx < MJ_MAX_W; tx++)
            d[ty][tx] = -1;
    int qx[MJ_MAX_W * MJ_MAX_H], qy[MJ_MAX_W * MJ_MAX_H], head = 0, tail = 0;
    d[y][x] = 0;
    qx[tail] = x;
    qy[tail++] = y;
    while (head < tail) {
        int cx = qx[head], cy = qy[head++];
        for (int k = 0; k < 4; k++) {
            int nx = cx + ddx[k], ny = cy + ddy[k];
            if (nx < 0 || ny < 0 || nx >= w->width || ny >= w->height || d[ny][nx] >= 0 || !reach[ny][nx])
                continue;
            d[ny][nx] = d[cy][cx] + 1;
            qx[tail] = nx;
            qy[tail++] = ny;
        }
    }
}

/* A plain floor tile: floor ground, no object, no mini-map object travelling over it. */
static int plain(const MjWorld *w, const MjMiniMap *maps, const MjCombined *c, int x, int y)
{
    if (w->ground[y][x] != MJ_FLOOR) return 0;
    if (x == w->start_x && y == w->start_y) return 0;
    for (int i = 0; i < w->object_count; i++) {
        const MjObject *o = &w->objects[i];
        int xs[3] = {o->x, 0, 0}, ys[3] = {o->y, 0, 0}, n = 1;
        if (o->kind == MJ_LBLOCK) {
            mj_lblock_tiles(o, xs, ys);
            n = 3;
        }
        for (int k = 0; k < n; k++)
            if (xs[k] == x && ys[k] == y) return 0;
    }
    int owner = c->owner[y][x];
    if (owner) {
        const MjMiniMap *m = &maps[owner - 1];
        int lx = x - c->ox[owner - 1], ly = y - c->oy[owner - 1];
        if (lx >= 0 && ly >= 0 && lx < m->w && ly < m->h && m->keep[ly][lx]) return 0;
    }
    return 1;
}

static int add(MjWorld *w, MjKind kind, int x, int y)
{
    if (w->object_count >= MJ_MAX_OBJECTS) return -1;
    MjObject *o = &w->objects[w->object_count];
    memset(o, 0, sizeof *o);
    o->kind = (uint8_t)kind;
    o->x = (int8_t)x;
    o->y = (int8_t)y;
    return w->object_count++;
}

/* The nearest plain tile to the start that May can walk to (ties by rng); 0 when none. */
static int nearest_plain(const MjWorld *w, const MjMiniMap *maps, const MjCombined *c, LpRng *rng, int *px,
                         int *py)
{
    uint8_t reach[MJ_MAX_H][MJ_MAX_W];
    int d[MJ_MAX_H][MJ_MAX_W];
    mj_gen_reach(w, w->start_x, w->start_y, reach);
    distances(w, reach, w->start_x, w->start_y, d);
    int best = -1, ties = 0;
    for (int y = 0; y < w->height; y++)
        for (int x = 0; x < w->width; x++) {
            if (d[y][x] <= 0 || !plain(w, maps, c, x, y)) continue;
            if (best < 0 || d[y][x] < best) {
                best = d[y][x];
                ties = 1;
                *px = x;
                *py = y;
            } else if (d[y][x] == best && lp_rng_below(rng, (uint32_t)++ties) == 0) {
                *px = x;
                *py = y;
            }
        }
    return best > 0;
}

static void first_command(const MjExtract *ex, char *out, int size)
{
    out[0] = '\0';
    for (int i = 0; i < ex->object_count; i++) {
        const MjCodeObject *o = &ex->objects[i];
        if (!o->action_count) continue;
        const MjAction *a = &o->actions[0];
        if (a->arg[0])
            snprintf(out, (size_t)size, "%s.%s(\"%s\");", o->name, a->command, a->arg);
        else
            snprintf(out, (size_t)size, "%s.%s();", o->name, a->command);
        return;
    }
}

int mj_place(const MjMiniMap *maps, const MjCombined *c, const MjExtract *ex, const char *code, const char *given,
             uint32_t seed, LpRng *rng, MjLevel *out, char *why, int why_size)
{
    MjLevel level;
    memset(&level, 0, sizeof level);
    level.has_seed = 1;
    level.seed = seed;
    MjWorld *w = &level.start;
    int subject[MJ_GEN_MAX_MAPS], first[MJ_GEN_MAX_MAPS];
    gather(maps, c, w, subject, first);
    /* The entry, and May's start in front of it. */
    const MjMiniMap *m0 = &maps[c->order[0]];
    w->ground[c->en_y][c->en_x] = MJ_WALL;
    if (add(w, MJ_ENTRY, c->en_x, c->en_y) < 0) return 0;
    int sx = c->en_x - ddx[m0->en_side], sy = c->en_y - ddy[m0->en_side];
    if (!plain(w, maps, c, sx, sy)) {
        snprintf(why, (size_t)why_size, "no floor in front of the entry");
        return 0;
    }
    w->start_x = w->avatar_x = sx;
    w->start_y = w->avatar_y = sy;
    /* The exit door. */
    const MjMiniMap *last = &maps[c->order[c->count - 1]];
    if (!last->exit_door) {
        w->ground[c->ex_y][c->ex_x] = MJ_WALL;
        int d = add(w, MJ_DOOR, c->ex_x, c->ex_y);
        if (d < 0) return 0;
        w->objects[d].open = 1;
    }
    /* Hidden keys on walkable tiles of the mini-maps whose plate or pit reveals them. */
    int keys = 0, maze = 0;
    for (int k = 0; k < c->count; k++) {
        int i = c->order[k];
        const MjMiniMap *m = &maps[i];
        maze |= m->kind == MJ_SHAPE_MAZE;
        if (!m->reveals_key) continue;
        int source = -1;
        for (int j = first[i]; j < first[i] + m->initial.object_count; j++)
            if (source < 0 && (w->objects[j].kind == MJ_PLATE || w->objects[j].kind == MJ_FIRE_PIT ||
                               w->objects[j].kind == MJ_LEVER))
                source = j;
        int cx[MJ_MAX_W * MJ_MAX_H], cy[MJ_MAX_W * MJ_MAX_H], nc = 0;
        for (int ly = 1; ly < m->h - 1; ly++)
            for (int lx = 1; lx < m->w - 1; lx++) {
                int x = lx + c->ox[i], y = ly + c->oy[i];
                if (m->path[ly][lx] && c->owner[y][x] == i + 1 && plain(w, maps, c, x, y))
                    cx[nc] = x, cy[nc++] = y;
            }
        if (source < 0 || !nc || w->trigger_count >= MJ_MAX_TRIGGERS) {
            snprintf(why, (size_t)why_size, "no tile for the key");
            return 0;
        }
        int pick = (int)lp_rng_below(rng, (uint32_t)nc);
        int key = add(w, MJ_KEY, cx[pick], cy[pick]);
        if (key < 0) return 0;
        w->objects[key].hidden = 1;
        w->objects[key].reward = 1;
        MjTrigger *tr = &w->triggers[w->trigger_count++];
        memset(tr, 0, sizeof *tr);
        tr->source = (int8_t)source;
        if (w->objects[source].kind == MJ_LEVER) /* it fires in the position the code wants */
            tr->lever_right = m->solution.objects[source - first[i]].lever_right;
        tr->effect_count = 1;
        tr->effects[0] = MJ_REVEAL;
        tr->targets[0] = (int8_t)key;
        keys++;
    }
    /* The coding tile: the nearest tile May can walk to; then a sign. */
    int ctx = 0, cty = 0, sgx = 0, sgy = 0;
    if (!nearest_plain(w, maps, c, rng, &ctx, &cty)) {
        snprintf(why, (size_t)why_size, "no tile for the coding tile");
        return 0;
    }
    if (add(w, MJ_CODING_TILE, ctx, cty) < 0) return 0;
    int sign = nearest_plain(w, maps, c, rng, &sgx, &sgy) && add(w, MJ_SIGN, sgx, sgy) >= 0;
    /* The goal: a maze piece needs the exit, a key the rewards. */
    level.goal = keys && maze ? MJ_GOAL_BOTH : keys ? MJ_GOAL_REWARD : MJ_GOAL_EXIT;
    w->need_exit = level.goal != MJ_GOAL_REWARD;
    w->need_rewards = level.goal != MJ_GOAL_EXIT;
    /* Names, as the level file will give them. */
    for (int i = 0; i < w->object_count; i++)
        auto_name(w, i, w->objects[i].name, MJ_NAME_MAX);
    int lever = 0;
    for (int k = 0; k < c->count; k++) {
        int i = c->order[k];
        lever |= maps[i].family == MJ_FAM_LEVER;
        if (subject[i] >= 0 &&
            strcmp(w->objects[subject[i]].name, ex->objects[maps[i].code_object].name) != 0) {
            snprintf(why, (size_t)why_size, "%s would be called %s", ex->objects[maps[i].code_object].name,
                     w->objects[subject[i]].name);
            return 0;
        }
    }
    /* The texts, in English as in every level file (the room is written, recorded and shared as a
     * level); N_ puts them in the catalogue and the game shows them translated (mj_hint_shown). */
    char first_cmd[96];
    first_command(ex, first_cmd, sizeof first_cmd);
    /* TRANSLATORS: the title of a May's Journey room the generator made */
    snprintf(level.title, sizeof level.title, "%s", N_("Generated room"));
    if (sign)
        snprintf(level.sign, sizeof level.sign, "%s",
                 level.goal == MJ_GOAL_EXIT
                     ? N_("A room May has never seen. The way to the exit is blocked: only code can open it.")
                 : level.goal == MJ_GOAL_REWARD
                     ? N_("A room May has never seen. Something is hidden here, waiting for the right code.")
                     : N_("A room May has never seen: a key to find and a way out to open, both with code."));
    if (lever)
        snprintf(level.hint, sizeof level.hint, "%s",
                 N_("The code is carved in stone: read what it checks, then change the room (walk into the lever) "
                    "before you run it."));
    else if (first_cmd[0])
        snprintf(level.hint, sizeof level.hint, hint_starts, first_cmd);
    else
        snprintf(level.hint, sizeof level.hint, "%s", hint_names);
    snprintf(level.solution, sizeof level.solution, "%s", code);
    if (lever) { /* as the paper's level 4_2: the pupil changes the room, not the code */
        level.locked = 1;
        level.has_code = 1;
        snprintf(level.code, sizeof level.code, "%s", code);
    } else if (given) { /* the frame the pupil starts from */
        level.has_code = 1;
        snprintf(level.code, sizeof level.code, "%s", given);
    }
    /* Through the file format: what a file gives is what the game plays. */
    LpBuf text;
    lp_buf_init(&text);
    mj_level_write(&level, &text);
    LpDiag diag = {0};
    int ok = !text.failed && mj_level_parse(text.data, text.count, "generated", out, &diag);
    lp_buf_free(&text);
    if (!ok) {
        snprintf(why, (size_t)why_size, "the level file is refused: %s (line %d)", diag.message, diag.line);
        return 0;
    }
    return 1;
}

const char *mj_hint_shown(const char *hint, char *out, int size)
{
    if (!hint) return "";
    /* The pupil reads it when the code panel opens, standing on the coding tile: "Walk onto the
     * coding tile" is done by then, so it says what comes next. */
    size_t n = (size_t)(strstr(hint_starts, "%s") - hint_starts);
    if (!strncmp(hint, hint_starts, n) && hint[n]) {
        /* TRANSLATORS: a made room's hint when its code panel opens; %s is the first line of code
         * (block1.MoveLeft();), kept as it is */
        snprintf(out, (size_t)size, _("Write code for the objects, then press Run. It starts with %s"), hint + n);
        return out;
    }
    if (!strcmp(hint, hint_names)) return _("Write code for the objects, then press Run. Their names are on the map.");
    return _(hint);
}
