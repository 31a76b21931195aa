/* dungeon_view.c - the dungeon drawn (dungeon_screen.h): the map around the pupil, the camera
 * gliding to each room they enter (centred, clear of the minimap and the messages) and following
 * them along corridors, the room they stand in lit and the rooms seen before dimmed, the rest dark (the fog);
 * the top bar (Menu, the dungeon's name, the keys held by colour and shape, the puzzles solved, the
 * chests), the minimap in the corner drawn by the same dg_map_draw as loopling-gen's --png (Tab or
 * Map enlarges it), the message panel, a room's puzzle under a banner with its code, and the summary at
 * the stairs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "dungeon/render.h"
#include "ui/dungeon/dungeon_art.h"
#include "ui/dungeon/dungeon_screen.h"
#include "ui/screens/win_panel.h"
#include "ui/shell/replay_ui.h"

#define BAR_H 76
#define MINI_W 250
#define MINI_H 190

void dungeon_screen_layout(DungeonScreen *st)
{
    ButtonList *b = &st->buttons;
    buttons_init(b, 0);
    b->keys_need_ring =
        BUTTONS_KEYS_NEED_RING; /* Space and Enter are the screen's own until the pupil moves the focus */
    buttons_add(b, (SDL_Rect){16, 10, 150, 56}, N_("Menu"), TEX_ICON_BACK, BUTTON_ORANGE);
    /* TRANSLATORS: the button that enlarges the dungeon's map; Tab is its key: keep it */
    buttons_add(b, (SDL_Rect){APP_W - MINI_W - 16, BAR_H + MINI_H + 14, MINI_W, 44}, N_("Map (Tab)"), -1, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){APP_W / 2 + 15, 520, 280, 64}, N_("Menu"), TEX_ICON_BACK, BUTTON_ORANGE);
    buttons_add(b, (SDL_Rect){APP_W / 2 - 295, 520, 280, 64}, N_("New dungeon"), TEX_ICON_PLAY, BUTTON_GREEN);
    /* TRANSLATORS: a button in the question "Leave the dungeon?": stay in it */
    buttons_add(b, (SDL_Rect){APP_W / 2 - 325, 410, 310, 72}, N_("Keep exploring"), TEX_ICON_PLAY,
                BUTTON_GREEN);
    /* TRANSLATORS: a button in the question "Leave the dungeon?": go to the menu (the verb of the
     * question, not "back") */
    buttons_add(b, (SDL_Rect){APP_W / 2 + 15, 410, 310, 72}, NP_("leave the dungeon", "Leave"), TEX_ICON_BACK,
                BUTTON_ORANGE);
    b->items[DB_ASK_LEAVE].context = "leave the dungeon";
    b->items[DB_MAP].text_px = 22;
    b->items[DB_SUMMARY_MENU].text_px = b->items[DB_SUMMARY_AGAIN].text_px = 28;
    b->items[DB_ASK_STAY].text_px = b->items[DB_ASK_LEAVE].text_px = 28;
}

SDL_Rect dungeon_ask_rect(void)
{
    return (SDL_Rect){APP_W / 2 - 350, 200, 700, 310};
}

/* "Leave the dungeon?": the walk so far is not kept, so Menu and Esc ask first. */
static void draw_ask(App *app)
{
    Gfx *g = &app->gfx;
    SDL_Rect p = dungeon_ask_rect();
    gfx_fill(g, (SDL_Rect){0, 0, APP_W, APP_H}, (SDL_Color){0, 0, 0, 130});
    gfx_cover(g, (SDL_Rect){0, 0, APP_W, APP_H});
    gfx_panel(g, p);
    SDL_Rect inner = {p.x + 30, p.y + 26, p.w - 60, 64};
    /* TRANSLATORS: asked when a pupil presses Menu or Escape in the dungeon */
    gfx_text_in(g, FONT_BOLD, _("Leave the dungeon?"), 42, COL_INK, inner, ALIGN_CENTER, 0);
    /* TRANSLATORS: under "Leave the dungeon?" */
    gfx_text_in(g, FONT_BOLD, _("The way you have come is not kept: next time a new dungeon waits."), 26,
                COL_MUTED, (SDL_Rect){inner.x, inner.y + 76, inner.w, 100}, ALIGN_CENTER, TEXT_WRAP);
}

SDL_Rect dungeon_room_area(void) { return (SDL_Rect){0, DG_ROOM_TOP, APP_W, APP_H - DG_ROOM_TOP}; }

void dungeon_view_free(DungeonScreen *st)
{
    if (st->minimap) SDL_DestroyTexture(st->minimap);
    st->minimap = NULL;
}

/* The pupil's corner on the map in pixels, mid-slide from the tile the last step began on. */
static void slide(const DungeonScreen *st, int *px, int *py)
{
    int t = DG_TILE_PX, k = st->move_t;
    *px = (st->visit.ex.x * t * (DG_MOVE_TICKS - k) + st->from_x * t * k) / DG_MOVE_TICKS;
    *py = (st->visit.ex.y * t * (DG_MOVE_TICKS - k) + st->from_y * t * k) / DG_MOVE_TICKS;
}

/* The part of the view nothing covers: under the top bar, left of the minimap, above the
 * message panel. */
#define CLEAR_W (APP_W - MINI_W - 32)
#define CLEAR_BOTTOM (APP_H - 100)

/* Where tiles from..from+n on one axis start on screen, in a view of `view` pixels from `at`
 * (`clear` of them uncovered): centred in the clear part when they fit there, else in the view,
 * else around the pupil's pixel `you` (mid-slide). */
static int frame_axis(int from, int n, int at, int clear, int view, int you)
{
    int t = DG_TILE_PX;
    if (n * t <= clear) return at + (clear - n * t) / 2 - from * t;
    if (n * t <= view) return at + (view - n * t) / 2 - from * t;
    return at + view / 2 - you;
}

/* Where map tile (0, 0) should be drawn: a map that fits the clear view centred whole; else the
 * room the pupil stands in, centred (as far as it fits); in a corridor the pupil in the middle. */
static void camera_target(const DungeonScreen *st, int *ox, int *oy)
{
    const DgWorld *w = &st->visit.world;
    int t = DG_TILE_PX, px, py, room = st->visit.ex.room;
    slide(st, &px, &py);
    px += t / 2, py += t / 2;
    int view_h = APP_H - BAR_H, clear_h = CLEAR_BOTTOM - BAR_H;
    if (w->w * t <= CLEAR_W && w->h * t <= clear_h) {
        *ox = frame_axis(0, w->w, 0, CLEAR_W, APP_W, px);
        *oy = frame_axis(0, w->h, BAR_H, clear_h, view_h, py);
    } else if (room >= 0 && room < w->room_count) {
        const DgWorldRoom *r = &w->rooms[room];
        *ox = frame_axis(r->x, r->w, 0, CLEAR_W, APP_W, px);
        *oy = frame_axis(r->y, r->h, BAR_H, clear_h, view_h, py);
    } else {
        *ox = APP_W / 2 - px;
        *oy = BAR_H + view_h / 2 - py;
    }
}

void dungeon_camera_tick(DungeonScreen *st, int snap)
{
    int tx, ty;
    camera_target(st, &tx, &ty);
    if (snap || !st->cam_set) {
        st->cam_x = tx, st->cam_y = ty, st->cam_set = 1;
        return;
    }
    /* a sixth of the way each tick, at least a pixel: a new room glides in within half a second */
    int dx = tx - st->cam_x, dy = ty - st->cam_y;
    st->cam_x += dx / 6 ? dx / 6 : (dx > 0) - (dx < 0);
    st->cam_y += dy / 6 ? dy / 6 : (dy > 0) - (dy < 0);
}

int dungeon_camera_settled(const DungeonScreen *st)
{
    int tx, ty;
    camera_target(st, &tx, &ty);
    return !st->cam_set || (st->cam_x == tx && st->cam_y == ty);
}

/* Where map tile (0, 0) is drawn now. */
static void camera(const DungeonScreen *st, int *ox, int *oy)
{
    if (st->cam_set)
        *ox = st->cam_x, *oy = st->cam_y;
    else
        camera_target(st, ox, oy);
}

void dungeon_room_on_screen(const DungeonScreen *st, int rect[4])
{
    const DgWorld *w = &st->visit.world;
    int ox, oy, room = st->visit.ex.room;
    camera(st, &ox, &oy);
    rect[0] = rect[1] = rect[2] = rect[3] = 0;
    if (room < 0 || room >= w->room_count) return;
    const DgWorldRoom *r = &w->rooms[room];
    rect[0] = ox + r->x * DG_TILE_PX, rect[1] = oy + r->y * DG_TILE_PX;
    rect[2] = r->w * DG_TILE_PX, rect[3] = r->h * DG_TILE_PX;
}

int dungeon_tile_at(const App *app, const DungeonScreen *st, int x, int y, int *tx, int *ty)
{
    (void)app;
    if (y < BAR_H) return 0;
    int ox, oy;
    camera(st, &ox, &oy);
    if (x < ox || y < oy) return 0;
    *tx = (x - ox) / DG_TILE_PX, *ty = (y - oy) / DG_TILE_PX;
    return *tx < st->visit.world.w && *ty < st->visit.world.h && st->seen[*ty][*tx];
}

/* The wall a door is in, from its room's rectangle. */
static DgSide door_side(const DgWorld *w, const DgWorldDoor *d)
{
    const DgWorldRoom *r = &w->rooms[d->room];
    return d->y == r->y ? DG_NORTH : d->y == r->y + r->h - 1 ? DG_SOUTH : d->x == r->x ? DG_WEST : DG_EAST;
}

static int chest_at(const DgWorld *w, int x, int y)
{
    for (int c = 0; c < w->chest_count; c++)
        if (w->chests[c][0] == x && w->chests[c][1] == y) return c;
    return -1;
}

static void draw_tile(App *app, const DungeonScreen *st, int x, int y, SDL_Rect r)
{
    Gfx *g = &app->gfx;
    const DgWorld *w = &st->visit.world;
    const DgExplorer *e = &st->visit.ex;
    DgTile t = (DgTile)w->tile[y][x];
    int owner = w->owner[y][x];
    int lit = owner == e->room || (abs(x - e->x) <= 2 && abs(y - e->y) <= 2);
    if (t == DG_WALL || t == DG_TORCH) {
        int below = y + 1 < w->h && dg_tile_walkable((DgTile)w->tile[y + 1][x]);
        dg_art_wall(g, r, x, y, lit, below);
        if (t == DG_TORCH) dg_art_torch(g, r, lit, app->ticks);
        return;
    }
    if (t == DG_EMPTY) return;
    if (t == DG_RUG) dg_art_rug(g, r, x, y, lit);
    else dg_art_floor(g, r, x, y, lit);
    switch (t) {
    case DG_PILLAR: dg_art_pillar(g, r, lit); break;
    case DG_STATUE: dg_art_statue(g, r, lit); break;
    case DG_PLANT: dg_art_plant(g, r, lit); break;
    case DG_STAIRS: dg_art_stairs(g, r, lit); break;
    case DG_CHEST: {
        int c = chest_at(w, x, y);
        dg_art_chest(g, r, c >= 0 && (e->chests >> c & 1u), lit);
        break;
    }
    case DG_KEY: {
        int k = dg_world_key_at(w, x, y);
        if (k >= 0 && !(e->keys >> k & 1u)) dg_art_key(g, r, dg_key_look_of(w, k), app->ticks);
        break;
    }
    case DG_TERMINAL: {
        int p = owner >= 0 ? w->rooms[owner].puzzle : -1;
        if (p >= 0) dg_art_terminal(g, r, w->puzzles[p].mode, (e->solved >> owner & 1u) != 0, lit, app->ticks);
        break;
    }
    case DG_DOOR: {
        int d = dg_world_door_at(w, x, y);
        if (d < 0) break;
        const DgWorldDoor *dd = &w->doors[d];
        int kind = 0, look = 0, open = 1000;
        if (dd->lock && !e->unlocked[d]) { /* shut until walked into with its key */
            kind = 1;
            look = dg_key_look_of(w, dd->lock - 1);
        } else if (dd->gate) {
            int room = dd->gate - 1;
            kind = 2;
            open = !(e->solved >> room & 1u) ? 0
                   : st->gate_t > 0 && st->gate_room == room ? (DG_GATE_TICKS - st->gate_t) * 1000 / DG_GATE_TICKS
                                                               : 1000;
        }
        dg_art_door(g, r, door_side(w, dd), kind, look, open, lit);
        break;
    }
    default: break;
    }
}

static void draw_world(App *app, DungeonScreen *st)
{
    Gfx *g = &app->gfx;
    const DgWorld *w = &st->visit.world;
    gfx_fill(g, (SDL_Rect){0, 0, APP_W, APP_H}, (SDL_Color){22, 24, 38, 255});
    int ox, oy, t = DG_TILE_PX;
    camera(st, &ox, &oy);
    int x0 = (-ox) / t - 1, y0 = (BAR_H - oy) / t - 1;
    for (int y = y0 < 0 ? 0 : y0; y < w->h && oy + y * t < APP_H; y++)
        for (int x = x0 < 0 ? 0 : x0; x < w->w && ox + x * t < APP_W; x++)
            if (st->seen[y][x]) draw_tile(app, st, x, y, (SDL_Rect){ox + x * t, oy + y * t, t, t});
    /* the pupil, mid-slide, with a wobble after a bump */
    int px, py, k = st->move_t;
    slide(st, &px, &py);
    px += ox, py += oy;
    if (st->bump_t > 0) px += (st->bump_t % 4 < 2 ? 3 : -3);
    dg_art_explorer(g, (SDL_Rect){px, py, t, t}, st->visit.ex.facing, k > 0 ? (k / 2) % 4 : 0);
    if (st->target_x >= 0) /* where a click walks to */
        gfx_round_frame(g, (SDL_Rect){ox + st->target_x * t + 4, oy + st->target_y * t + 4, t - 8, t - 8}, 10, 4, COL_YELLOW);
}

/* The part of the map worth showing, in tiles: the rooms visited and where the pupil stands,
 * with a margin for the doorways seen, at least min_w x min_h (one room is not blown up), inside
 * the map. */
static SDL_Rect map_region(const DungeonScreen *st, int min_w, int min_h)
{
    const DgWorld *w = &st->visit.world;
    const DgExplorer *e = &st->visit.ex;
    int x0 = e->x, y0 = e->y, x1 = e->x + 1, y1 = e->y + 1;
    for (int r = 0; r < w->room_count && r < 32; r++) {
        if (!(e->visited >> r & 1u)) continue;
        const DgWorldRoom *room = &w->rooms[r];
        if (room->x < x0) x0 = room->x;
        if (room->y < y0) y0 = room->y;
        if (room->x + room->w > x1) x1 = room->x + room->w;
        if (room->y + room->h > y1) y1 = room->y + room->h;
    }
    x0 -= 2, y0 -= 2, x1 += 2, y1 += 2;
    if (x1 - x0 < min_w) x0 -= (min_w - (x1 - x0)) / 2, x1 = x0 + min_w;
    if (y1 - y0 < min_h) y0 -= (min_h - (y1 - y0)) / 2, y1 = y0 + min_h;
    /* inside the map: shifted back in, and cut where the map is smaller */
    int mw = w->w < DG_MAP_W ? w->w : DG_MAP_W, mh = w->h < DG_MAP_H ? w->h : DG_MAP_H;
    if (x1 > mw) x0 -= x1 - mw, x1 = mw;
    if (y1 > mh) y0 -= y1 - mh, y1 = mh;
    if (x0 < 0) x0 = 0;
    if (y0 < 0) y0 = 0;
    if (x1 > mw) x1 = mw;
    if (y1 > mh) y1 = mh;
    return (SDL_Rect){x0, y0, x1 - x0 > 0 ? x1 - x0 : 1, y1 - y0 > 0 ? y1 - y0 : 1};
}

#define MINI_TILES_W 20 /* the minimap shows at least this much of the map around the pupil */
#define MINI_TILES_H 14
#define MINI_PPT_MAX 12 /* and at most this many pixels a tile */

/* The minimap's picture, drawn again after each step: the whole map at the pixels a tile at which
 * the part worth showing fills the minimap (so it is copied pixel for pixel, crisp). */
static void refresh_minimap(App *app, DungeonScreen *st)
{
    const DgWorld *w = &st->visit.world;
    SDL_Rect region = map_region(st, MINI_TILES_W, MINI_TILES_H);
    int ppt_w = MINI_W / region.w, ppt_h = (MINI_H - 8) / region.h;
    int scale = ppt_w < ppt_h ? ppt_w : ppt_h, pw, ph;
    if (scale > MINI_PPT_MAX) scale = MINI_PPT_MAX;
    if (scale < DG_MAP_SCALE_MIN) scale = DG_MAP_SCALE_MIN;
    dg_map_size(w, scale, &pw, &ph);
    if (!st->minimap || st->minimap_w != pw || st->minimap_h != ph) {
        if (st->minimap) SDL_DestroyTexture(st->minimap);
        st->minimap = SDL_CreateTexture(app->gfx.renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC, pw, ph);
        if (!st->minimap) return;
        SDL_SetTextureBlendMode(st->minimap, SDL_BLENDMODE_BLEND);
        st->minimap_w = pw, st->minimap_h = ph;
    }
    uint8_t *rgba = malloc((size_t)pw * (size_t)ph * 4);
    if (!rgba) return;
    DgMapView view = {.visited = st->visit.ex.visited, .you_x = st->visit.ex.x, .you_y = st->visit.ex.y,
                      .keys = st->visit.ex.keys, .solved = st->visit.ex.solved};
    dg_map_draw(w, &view, scale, rgba, pw * 4);
    SDL_UpdateTexture(st->minimap, NULL, rgba, pw * 4);
    free(rgba);
    st->minimap_scale = scale;
    st->minimap_region = region;
    st->minimap_dirty = 0;
}

/* The map on a dark card: the minimap the part worth showing, pixel for pixel; the big map (Tab)
 * that part with more around it, as large as fits in box. */
static void draw_map(App *app, DungeonScreen *st, SDL_Rect box, int big)
{
    Gfx *g = &app->gfx;
    if (st->minimap_dirty || !st->minimap) refresh_minimap(app, st);
    gfx_round_rect(g, (SDL_Rect){box.x - 8, box.y - 8, box.w + 16, box.h + 16}, 14, (SDL_Color){20, 22, 36, big ? 255 : 235});
    gfx_round_frame(g, (SDL_Rect){box.x - 8, box.y - 8, box.w + 16, box.h + 16}, 14, 3, big ? COL_YELLOW : COL_SKY);
    if (!st->minimap) return;
    int k = st->minimap_scale;
    SDL_Rect region = big ? map_region(st, MINI_TILES_W * 2, MINI_TILES_H * 2) : st->minimap_region;
    SDL_Rect src = {region.x * k, region.y * k, region.w * k, region.h * k};
    int sw = box.w * 1000 / src.w, sh = box.h * 1000 / src.h, s = sw < sh ? sw : sh;
    if (!big && s >= 1000) s = 1000; /* the minimap's own pixels */
    SDL_Rect dst = {0, 0, src.w * s / 1000, src.h * s / 1000};
    dst.x = box.x + (box.w - dst.w) / 2, dst.y = box.y + (box.h - dst.h) / 2;
    SDL_RenderCopy(g->renderer, st->minimap, &src, &dst);
    if (big) {
        /* TRANSLATORS: under the enlarged map; Tab and Esc are keys: keep them */
        gfx_text_in(g, FONT_BOLD, _("The map: rooms you have seen. Tab or Esc to close."), 22, COL_WHITE,
                    (SDL_Rect){box.x, box.y + box.h - 30, box.w, 30}, ALIGN_CENTER, 0);
    }
}

void dungeon_minimap_shown(const DungeonScreen *st, int rect[4], int *ppt)
{
    rect[0] = st->minimap_region.x, rect[1] = st->minimap_region.y;
    rect[2] = st->minimap_region.w, rect[3] = st->minimap_region.h;
    *ppt = st->minimap_scale;
}

static void draw_bar(App *app, DungeonScreen *st)
{
    Gfx *g = &app->gfx;
    const DgVisit *v = &st->visit;
    gfx_fill(g, (SDL_Rect){0, 0, APP_W, BAR_H}, (SDL_Color){38, 44, 70, 255});
    gfx_fill(g, (SDL_Rect){0, BAR_H - 4, APP_W, 4}, COL_PURPLE);
    gfx_text_in(g, FONT_BOLD, _(st->title), 26, COL_WHITE, (SDL_Rect){182, 6, 360, 36}, ALIGN_LEFT, 0);
    char line[160];
    /* TRANSLATORS: %s is the dungeon's share code */
    if (v->world.code[0]) snprintf(line, sizeof line, _("Dungeon code %s"), v->world.code);
    else snprintf(line, sizeof line, "%s", _("A teacher's own dungeon"));
    gfx_text_in(g, FONT_BOLD, line, 18, COL_YELLOW, (SDL_Rect){182, 42, 360, 26}, ALIGN_LEFT, 0);
    /* After the title: the keys, the puzzles and the chests, fitted into the bar. When they do not
     * fit (a long translation, the large text size, three keys and eight puzzles) the words "Keys"
     * and "Puzzles" go first (the pictures say it), then the pictures shrink. */
    /* TRANSLATORS: the dungeon's top bar: the door keys found (pictures follow); short */
    const char *keys_word = P_("dungeon", "Keys");
    /* TRANSLATORS: the dungeon's top bar: its puzzles (pictures follow, ticked when solved); short */
    const char *puzzles_word = _("Puzzles");
    /* TRANSLATORS: after "Keys" when the dungeon has no keys; short */
    const char *no_keys = _("none here");
    /* TRANSLATORS: the dungeon's top bar: treasure chests opened / there are; short */
    snprintf(line, sizeof line, _("Chests %d/%d"), dg_chests_opened(&v->ex), v->world.chest_count);
    int kw, pw, nw, cw, h;
    gfx_text_size(g, FONT_BOLD, keys_word, 20, &kw, &h);
    gfx_text_size(g, FONT_BOLD, puzzles_word, 20, &pw, &h);
    gfx_text_size(g, FONT_BOLD, no_keys, 18, &nw, &h);
    gfx_text_size(g, FONT_BOLD, line, 20, &cw, &h);
    int nk = v->world.key_count, np = v->world.puzzle_count < 16 ? v->world.puzzle_count : 16;
    int x = 560, room = APP_W - 12 - x, pitch = 50;
    int words = kw + pw + 20, rest = (nk ? 0 : nw + 10) + 40 + cw;
    if (words + rest + (nk + np) * pitch > room) words = 0;
    if (words + rest + (nk + np) * pitch > room && nk + np > 0) pitch = (room - rest) / (nk + np);
    if (pitch < 24) pitch = 24;
    int icon = pitch - 4;
    if (words) x += gfx_text(g, keys_word, 20, COL_WHITE, x, 24, ALIGN_LEFT) + 10;
    /* the keys: held ones bright, the rest as empty slots of their shape */
    for (int k = 0; k < nk; k++, x += pitch)
        dg_art_key_icon(g, (SDL_Rect){x, 37 - icon / 2, icon, icon}, dg_key_look_of(&v->world, k),
                        (v->ex.keys >> k & 1u) != 0);
    if (nk == 0) x += gfx_text(g, no_keys, 18, COL_MUTED, x, 26, ALIGN_LEFT) + 10;
    /* the puzzles: each room's mode, ticked once solved */
    x += 20;
    if (words) x += gfx_text(g, puzzles_word, 20, COL_WHITE, x, 24, ALIGN_LEFT) + 10;
    for (int p = 0; p < np; p++, x += pitch) {
        int room_of = v->world.puzzles[p].room, done = (v->ex.solved >> room_of & 1u) != 0;
        SDL_Rect r = {x, 37 - icon / 2, icon, icon};
        gfx_round_rect(g, r, icon / 5, done ? COL_GREEN : (SDL_Color){70, 80, 110, 255});
        int in = icon * 5 / 46;
        dg_art_mode_icon(g, (SDL_Rect){r.x + in, r.y + in, icon - 2 * in, icon - 2 * in},
                         v->world.puzzles[p].mode, done ? COL_INK : COL_WHITE);
        if (done) dg_art_tick_mark(g, r.x + icon * 36 / 46, r.y + icon * 6 / 46, icon * 18 / 46, COL_WHITE);
    }
    x += 20;
    if (x + cw <= APP_W - 8) gfx_text(g, line, 20, COL_WHITE, x, 24, ALIGN_LEFT);
    st->bar_words = words > 0, st->bar_pitch = pitch, st->bar_end = x + cw;
}

static void draw_room(App *app, DungeonScreen *st)
{
    Gfx *g = &app->gfx;
    const DgVisit *v = &st->visit;
    gfx_fill(g, (SDL_Rect){0, 0, APP_W, APP_H}, (SDL_Color){22, 24, 38, 255});
    pz_session_draw(st->room);
    gfx_fill(g, (SDL_Rect){0, 0, APP_W, DG_ROOM_TOP}, (SDL_Color){38, 44, 70, 255});
    gfx_fill(g, (SDL_Rect){0, DG_ROOM_TOP - 3, APP_W, 3}, COL_PURPLE);
    int p = v->open >= 0 ? v->open : 0;
    char line[320];
    /* TRANSLATORS: the banner over a dungeon room's puzzle: the dungeon's name, the puzzle's kind, the room's
       code (a share code) */
    const char *fmt = v->world.puzzles[p].mode == LP_MODE_TOYCAR ? _("%s  \xC2\xB7  Toy Car puzzle  \xC2\xB7  room code %s")
                      : v->world.puzzles[p].mode == LP_MODE_BOTS ? _("%s  \xC2\xB7  Robot puzzle  \xC2\xB7  room code %s")
                                                                 : _("%s  \xC2\xB7  May's Journey puzzle  \xC2\xB7  room code %s");
    snprintf(line, sizeof line, fmt, _(st->title), v->code[p]);
    dg_art_mode_icon(g, (SDL_Rect){10, 4, 36, 36}, v->world.puzzles[p].mode, COL_WHITE);
    gfx_text_in(g, FONT_BOLD, line, 22, COL_WHITE, (SDL_Rect){56, 0, APP_W - 380, DG_ROOM_TOP}, ALIGN_LEFT, 0);
    gfx_text_in(g, FONT_BOLD, _("Solve it to open the gate"), 20, COL_YELLOW, (SDL_Rect){APP_W - 320, 0, 306, DG_ROOM_TOP},
                ALIGN_RIGHT, 0);
}

/* A line of the summary: what on the left, its value on the right, in 500 px. When the two do not
 * fit side by side (a language's longer words), each gets its share of the line and shrinks to it,
 * never drawn over the other. */
static void summary_row(Gfx *g, DungeonScreen *st, int y, const char *what, const char *value)
{
    const int x = APP_W / 2 - 250, w = 500, gap = 20, h = 40;
    int ww, wh, vw, vh;
    gfx_text_size(g, FONT_BOLD, what, 28, &ww, &wh);
    gfx_text_size(g, FONT_BOLD, value, 28, &vw, &vh);
    int what_w = ww + vw + gap <= w || ww + vw <= 0 ? w - vw - gap : (w - gap) * ww / (ww + vw);
    SDL_Rect words = {x, y - 4, what_w, h}, val = {x + what_w + gap, y - 4, w - what_w - gap, h};
    gfx_text_in(g, FONT_BOLD, what, 28, COL_INK, words, ALIGN_LEFT, 0);
    gfx_text_in(g, FONT_BOLD, value, 28, COL_INK, val, ALIGN_RIGHT, 0);
    if (st->summary_box_count + 2 <= (int)(sizeof st->summary_boxes / sizeof st->summary_boxes[0])) {
        st->summary_boxes[st->summary_box_count++] = words;
        st->summary_boxes[st->summary_box_count++] = val;
    }
}

static void draw_summary(App *app, DungeonScreen *st)
{
    Gfx *g = &app->gfx;
    const DgVisit *v = &st->visit;
    gfx_fill(g, (SDL_Rect){0, 0, APP_W, APP_H}, (SDL_Color){0, 0, 0, 120});
    /* a dungeon without a share code (a teacher's own) has no line to share it: the panel ends sooner */
    SDL_Rect p = {APP_W / 2 - 320, 110, 640, v->world.code[0] ? 500 : 450};
    Button *b = st->buttons.items;
    b[DB_SUMMARY_MENU].rect.y = b[DB_SUMMARY_AGAIN].rect.y = p.y + p.h - 90;
    gfx_panel(g, p);
    dg_art_stairs(g, (SDL_Rect){p.x + 30, p.y + 24, 72, 72}, 1);
    dg_art_explorer(g, (SDL_Rect){p.x + p.w - 102, p.y + 24, 72, 72}, DG_SOUTH, 0);
    /* between the pictures: one line, smaller if need be, or two where a language's words are too
     * long for one ("Du hast den Ausgang gefunden!") */
    const char *title = _("You found the way out!");
    SDL_Rect tbox = {p.x + 108, p.y + 16, p.w - 216, 96};
    int tw, th;
    gfx_text_fit(g, FONT_BOLD, title, 40, tbox.w, 50, 0, &tw, &th);
    gfx_text_in(g, FONT_BOLD, title, 40, COL_INK, tbox, ALIGN_CENTER, tw <= tbox.w ? 0 : TEXT_WRAP);
    char a[160];
    int y = p.y + 130;
    st->summary_box_count = 0;
    /* TRANSLATORS: the dungeon's summary: how many of how many (rooms, chests) */
    snprintf(a, sizeof a, _("%d of %d"), dg_rooms_visited(&v->ex), v->world.room_count);
    summary_row(g, st, y, _("Rooms explored"), a);
    int tries = dg_visit_all_tries(v, 0);
    /* TRANSLATORS: the dungeon's summary: puzzles solved of how many, and the tries they took */
    snprintf(a, sizeof a, lp_trn("%d of %d (%d try)", "%d of %d (%d tries)", tries), v->solved, v->world.puzzle_count, tries);
    summary_row(g, st, y += 50, _("Puzzles solved"), a);
    snprintf(a, sizeof a, _("%d of %d"), dg_chests_opened(&v->ex), v->world.chest_count);
    summary_row(g, st, y += 50, _("Treasure chests"), a);
    int s = v->play.solved_seconds;
    /* TRANSLATORS: the dungeon's summary: the steps walked, and the time (minutes:seconds) */
    snprintf(a, sizeof a, lp_trn("%d step, %d:%02d", "%d steps, %d:%02d", v->ex.steps), v->ex.steps, s / 60, s % 60);
    summary_row(g, st, y += 50, _("Your walk"), a);
    if (v->world.code[0]) {
        /* TRANSLATORS: %s is the dungeon's share code */
        snprintf(a, sizeof a, _("Share this dungeon: %s"), v->world.code);
        gfx_text_in(g, FONT_BOLD, a, 22, COL_MUTED, (SDL_Rect){p.x, y + 56, p.w, 30}, ALIGN_CENTER, 0);
    }
    rec_offer_at(app, APP_W / 2 - 118, p.y + p.h + 8);
    rec_offer_here(app);
}

void dungeon_screen_buttons(App *app, DungeonScreen *st)
{
    Button *b = st->buttons.items;
    if (!st->ready) {
        for (int i = 0; i < DB_COUNT; i++)
            b[i].hidden = i != DB_MENU;
        return;
    }
    b[DB_MENU].hidden = replay_playing(app) || st->summary || st->asking; /* the summary has its own Menu */
    b[DB_MAP].hidden = st->summary || st->map_big || st->asking;
    b[DB_ASK_STAY].hidden = b[DB_ASK_LEAVE].hidden = !st->asking;
    b[DB_SUMMARY_MENU].hidden = b[DB_SUMMARY_AGAIN].hidden = !st->summary || replay_playing(app);
}

void dungeon_screen_draw(App *app, DungeonScreen *st)
{
    Gfx *g = &app->gfx;
    dungeon_screen_buttons(app, st);
    if (!st->ready) {
        gfx_fill(g, (SDL_Rect){0, 0, APP_W, APP_H}, (SDL_Color){22, 24, 38, 255});
        if (st->error[0]) message_panel_draw(g, (SDL_Rect){140, 200, APP_W - 280, 240}, st->error, 2, 26, NULL);
        else win_panel_building(app, N_("Building your dungeon: rooms, keys and puzzles..."), worker_progress(&st->worker));
        buttons_draw(&st->buttons, g, app->mouse_x, app->mouse_y);
        return;
    }
    if (st->room) {
        draw_room(app, st);
        return;
    }
    draw_world(app, st);
    draw_bar(app, st);
    if (!st->summary && !st->map_big) {
        draw_map(app, st, (SDL_Rect){APP_W - MINI_W - 16, BAR_H + 12, MINI_W, MINI_H - 8}, 0);
        uint64_t age = app->ticks - st->message_tick;
        if (st->message[0] && (age < 8 * APP_TICK_HZ || st->message_kind == 2))
            message_panel_draw(g, (SDL_Rect){16, APP_H - 92, 820, 78}, st->message, st->message_kind, 22,
                               /* TRANSLATORS: the dungeon's keys: Arrows, WASD, Tab and Esc are keys (keep them) */
                               st->message_kind == 0 ? _("Arrows or WASD: walk    Click: walk there    Tab: map    Esc: menu")
                                                     : NULL);
    }
    if (st->map_big) draw_map(app, st, (SDL_Rect){100, BAR_H + 24, APP_W - 200, APP_H - BAR_H - 48}, 1);
    if (st->summary) draw_summary(app, st);
    if (st->asking) draw_ask(app);
    buttons_draw(&st->buttons, g, app->mouse_x, app->mouse_y);
}
