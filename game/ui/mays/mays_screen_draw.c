/* mays_screen_draw.c - May's Journey's layout and drawing: phase one (the map, May, what the
 * sign or May says) and phase two (Figure 1: the objects and the animation, the code and its
 * buttons, the command reference, the output). */
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "ui/mays/mays_screen.h"
#include "ui/screens/win_panel.h"

static const SDL_Rect walk_map = {16, 96, 1248, 500};
static const SDL_Rect walk_message = {16, 606, 1248, 98};
static const SDL_Rect code_map = {16, 96, 620, 400};
static const SDL_Rect code_editor = {652, 96, 612, 340};
static const SDL_Rect reference = {16, 506, 620, 198};
static const SDL_Rect output = {652, 506, 612, 198};

SDL_Rect mays_screen_editor_rect(void) { return code_editor; }

void mays_screen_layout(MaysScreen *st)
{
    ButtonList *b = &st->buttons;
    buttons_init(b, 0);
    b->keys_need_ring =
        BUTTONS_KEYS_NEED_RING; /* Space and Enter are the screen's own until the pupil moves the focus */
    buttons_add(b, (SDL_Rect){16, 12, 150, 56}, N_("Menu"), TEX_ICON_BACK, BUTTON_ORANGE);
    /* TRANSLATORS: the previous and the next room; keep the < and > */
    buttons_add(b, (SDL_Rect){980, 14, 138, 52}, N_("< Level"), -1, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){1126, 14, 138, 52}, N_("Level >"), -1, BUTTON_BLUE);
    int y = 444, h = 54;
    buttons_add(b, (SDL_Rect){652, y, 104, h}, N_("Run"), TEX_ICON_PLAY, BUTTON_GREEN);
    /* TRANSLATORS: May's code panel: Restart puts the room back as it began; short */
    buttons_add(b, (SDL_Rect){762, y, 112, h}, N_("Restart"), -1, BUTTON_ORANGE);
    buttons_add(b, (SDL_Rect){880, y, 76, h}, N_("Help"), -1, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){1040, y, 72, h}, N_("Undo"), -1, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){1118, y, 72, h}, N_("Redo"), -1, BUTTON_BLUE);
    /* TRANSLATORS: closes May's code panel so she can walk again; one short word */
    buttons_add(b, (SDL_Rect){1196, y, 68, h}, N_("Walk"), -1, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){790, 14, 182, 52}, N_("New room"), -1, BUTTON_GREEN);
    buttons_add(b, win_panel_button(3, 0), N_("Play again"), TEX_ICON_RESET, BUTTON_BLUE);
    buttons_add(b, win_panel_button(3, 1), N_("Next room"), TEX_ICON_PLAY, BUTTON_GREEN);
    buttons_add(b, win_panel_button(3, 2), N_("Menu"), TEX_ICON_BACK, BUTTON_ORANGE);
    for (int i = 0; i < b->count; i++) b->items[i].text_px = 22;
    b->items[MB_MENU].text_px = b->items[MB_PREV].text_px = b->items[MB_NEXT].text_px = 24;
    b->items[MB_NEW].text_px = 22;
    for (int i = MB_WIN_AGAIN; i <= MB_WIN_MENU; i++) b->items[i].text_px = 22;
    buttons_add(b, (SDL_Rect){962, y, 72, h}, N_("Hint"), -1, BUTTON_BLUE);
    for (int i = MB_RUN; i <= MB_WALK; i++) b->items[i].text_px = 20;
    b->items[MB_HINT].text_px = 20;
    buttons_add(b, mays_help_close_rect(), N_("Close"), -1, BUTTON_BLUE); /* MB_HELP_CLOSE, on the help card */
    b->items[MB_HELP_CLOSE].text_px = 22;
}

/* The title inside `like "TITLE"` into inner; 0 when t is not one. */
static int like_title(const char *t, char *inner, size_t size)
{
    size_t n = strlen(t);
    if (n < 7 || strncmp(t, "like \"", 6) || t[n - 1] != '"') return 0;
    snprintf(inner, size, "%.*s", (int)(n - 7), t + 6);
    return 1;
}

/* A room's title as the pupil reads it, translated: a made room "like" another
 * (screen_mays.c new_room_like_this keeps `like "TITLE"` in English) with that title translated;
 * a room made like a made room is like the first one ("like "like "X""" read "like "X"""). */
static void shown_title(const char *t, int generated, char *out, int size)
{
    char inner[MJ_TITLE_MAX], deeper[MJ_TITLE_MAX];
    if (!generated || !like_title(t, inner, sizeof inner)) {
        snprintf(out, (size_t)size, "%s", _(t));
        return;
    }
    while (like_title(inner, deeper, sizeof deeper))
        memcpy(inner, deeper, sizeof inner);
    /* TRANSLATORS: the title of a room made like another one: like "<that room's title>" */
    snprintf(out, (size_t)size, _("like \"%s\""), _(inner));
}

static void draw_top_bar(App *app, MaysScreen *st)
{
    Gfx *g = &app->gfx;
    gfx_fill(g, (SDL_Rect){0, 0, APP_W, 80}, (SDL_Color){255, 248, 230, 235});
    gfx_fill(g, (SDL_Rect){0, 80, APP_W, 4}, COL_PANEL_EDGE);
    char title[320], name[256];
    shown_title(st->pz.level.title, st->generated, name, sizeof name);
    if (st->generated)
        /* TRANSLATORS: May's top bar: a room made for the pupil, its number and its title */
        snprintf(title, sizeof title, _("New room %d: %s"), st->generated_count, name);
    else
        /* TRANSLATORS: May's top bar: "May's Journey 2 of 9: <the room's title>" */
        snprintf(title, sizeof title, _("May's Journey %d of %d: %s"), st->level_index + 1,
                 st->level_count > 0 ? st->level_count : 1, name);
    gfx_text_in(g, FONT_BOLD, title, 30, COL_INK, (SDL_Rect){186, 12, 594, 56}, ALIGN_LEFT, TEXT_WRAP);
}

void mays_screen_code_rects(App *app, const MaysScreen *st, SDL_Rect *chip, SDL_Rect *copy)
{
    *chip = *copy = (SDL_Rect){0, 0, 0, 0};
    if (!st->share_code[0] || st->pz.coding) return;
    char code[80];
    /* TRANSLATORS: %s is the room's share code (e.g. MJ1F 3H00) */
    snprintf(code, sizeof code, _("Code %s"), st->share_code);
    int tw, th;
    gfx_text_size(&app->gfx, FONT_MONO, code, 20, &tw, &th);
    SDL_Rect area = walk_map;
    *chip = (SDL_Rect){area.x + (area.w - tw - 24 - 92) / 2, area.y + area.h - th - 22, tw + 24, th + 12};
    *copy = (SDL_Rect){chip->x + chip->w + 8, chip->y, 84, chip->h};
}

static void draw_map(App *app, MaysScreen *st, SDL_Rect area, int names)
{
    Gfx *g = &app->gfx;
    gfx_panel(g, area);
    MjViewOpts o = {0};
    o.show_names = names;
    o.follow = !names; /* walking: a big room scrolls with May; writing code: the whole room */
    o.show_avatar = 1;
    o.avatar_facing = st->pz.facing;
    o.failed_object = st->pz.failed_object;
    o.hint_object = mays_hint_mark(st);
    o.solved = mj_solved(&st->pz.world);
    o.frame = (uint32_t)mays_calm_clock(app); /* flames and water stir twice a second, then rest */
    float t = st->pz.anim_total > 0 ? 1.0f - (float)st->pz.anim_ticks / (float)st->pz.anim_total : 1.0f;
    SDL_Rect inner = {area.x + 10, area.y + 14, area.w - 20, area.h - 22};
    SDL_Rect r, copy;
    mays_screen_code_rects(app, st, &r, &copy);
    if (r.w > 0 && !names) inner.h = r.y - 6 - inner.y; /* the code sits under the room, not on its wall */
    mj_view_draw(g, &st->pz.world, st->pz.anim_ticks > 0 ? &st->pz.before : NULL, t, inner, &o,
                 &st->map_drawn);
    st->map_area = inner;
    if (r.w > 0 && !names) { /* an adaptive room's share code, to read out or type in */
        char code[80];
        snprintf(code, sizeof code, _("Code %s"), st->share_code);
        gfx_round_rect(g, r, 12, (SDL_Color){255, 255, 255, 220});
        gfx_text_face(g, FONT_MONO, code, 20, COL_INK, r.x + 12, r.y + 6, ALIGN_LEFT);
        copy_button_draw(g, copy, app->ticks, st->copied_tick);
    }
}

/* Figure 1, bottom left: how a command is built, and what each object here understands. */
static void draw_reference(App *app, MaysScreen *st)
{
    Gfx *g = &app->gfx;
    SDL_Rect r = reference;
    gfx_panel(g, r);
    int cw, ch;
    /* TRANSLATORS: the heading of May's command reference (how a line of code is built) */
    const char *head = _("Commands");
    gfx_text_size(g, FONT_BOLD, head, 20, &cw, &ch);
    gfx_text_in(g, FONT_BOLD, head, 20, COL_INK, (SDL_Rect){r.x + 18, r.y + 8, cw + 4, 30}, ALIGN_LEFT, 0);
    /* TRANSLATORS: how a command is built, shown under an example (block1.MoveRight();) */
    gfx_text_in(g, FONT_BOLD, _("an object, a dot, a command, brackets, a semicolon:"), 15, COL_MUTED,
                (SDL_Rect){r.x + 30 + cw, r.y + 8, r.w - 48 - cw, 30}, ALIGN_LEFT, 0);
    /* the structure: object . Command ( ) ; */
    static const char *const parts[] = {"block1", ".", "MoveRight", "();"};
    static const char *const notes[] = {
        /* TRANSLATORS: a small label under block1 in the example block1.MoveRight(); (an object of the room) */
        N_("object"), "",
        /* TRANSLATORS: a small label under MoveRight in the example block1.MoveRight(); (a command) */
        N_("command"), ""};
    int x = r.x + 30;
    for (int i = 0; i < 4; i++) {
        int tw, th;
        gfx_text_size(g, FONT_MONO, parts[i], 18, &tw, &th);
        if (notes[i][0]) gfx_round_rect(g, (SDL_Rect){x - 4, r.y + 42, tw + 8, th + 4}, 6, i == 0 ? COL_SKY : COL_YELLOW);
        gfx_text_face(g, FONT_MONO, parts[i], 18, COL_INK, x, r.y + 44, ALIGN_LEFT);
        if (notes[i][0]) gfx_text(g, _(notes[i]), 13, COL_MUTED, x + tw / 2, r.y + 68, ALIGN_CENTER);
        x += tw + 8;
    }
    const MjWorld *w = &st->pz.world;
    int y = r.y + 92, lines = 0;
    for (int i = 0; i < w->object_count && lines < 5; i++) {
        const MjObject *o = &w->objects[i];
        char line[160] = "";
        switch ((MjCommandSet)o->commands) {
        case MJ_CMD_MOVE: snprintf(line, sizeof line, "%s.MoveLeft()  MoveRight()  MoveUp()  MoveDown()", o->name); break;
        case MJ_CMD_ROTATE: snprintf(line, sizeof line, "%s.Rotate(\"left\")  Rotate(\"right\")", o->name); break;
        case MJ_CMD_STOP: snprintf(line, sizeof line, "%s.Stop()   %s.isMoving   %s.position", o->name, o->name, o->name); break;
        case MJ_CMD_OPEN:
            if (!o->hidden) snprintf(line, sizeof line, "%s.Open()", o->name);
            break;
        default:
            /* TRANSLATORS: %s.position is code (lever1.position) and "left", "right" its values: keep them */
            if (o->kind == MJ_LEVER) snprintf(line, sizeof line, _("%s.position   (\"left\" or \"right\")"), o->name);
            else if (o->kind == MJ_FIRE_PIT) snprintf(line, sizeof line, "%s.isLit", o->name);
            break;
        }
        if (!line[0]) continue;
        gfx_text_in(g, FONT_MONO, line, 16, COL_INK, (SDL_Rect){r.x + 18, y, r.w - 36, 19}, ALIGN_LEFT, TEXT_TOP);
        y += 19;
        lines++;
    }
}

int mays_hint_mark(const MaysScreen *st) { return st->hint_style ? st->hint_object + 1 : 0; }

void mays_screen_draw(App *app, MaysScreen *st)
{
    Gfx *g = &app->gfx;
    gfx_sprite(g, TEX_BACKGROUND, (SDL_Rect){0, 0, APP_W, APP_H});
    draw_top_bar(app, st);
    if (!st->pz.coding) {
        draw_map(app, st, walk_map, 0);
        /* TRANSLATORS: May's keys while she walks; </> is the coding tile's picture and Esc a key: keep them */
        message_panel_draw(g, walk_message, st->message, st->message_kind, 21,
                         _("Arrow keys or d-pad: walk   Walk into a lever: pull it   The glowing </> tile: write code   Esc: menu"));
    } else {
        draw_map(app, st, code_map, 1);
        editor_draw(&st->editor, g, code_editor);
        if (st->pz.level.locked) {
            const char *lock = _("This code is carved in stone: it can't be changed.");
            gfx_round_rect(g, (SDL_Rect){code_editor.x + 60, code_editor.y + code_editor.h - 40, code_editor.w - 120, 30}, 12,
                           (SDL_Color){240, 228, 66, 230});
            gfx_text_in(g, FONT_BOLD, lock, 16, COL_INK, (SDL_Rect){code_editor.x + 70, code_editor.y + code_editor.h - 40, code_editor.w - 140, 30},
                        ALIGN_CENTER, 0);
        }
        draw_reference(app, st);
        message_panel_draw(g, output, st->message, st->message_kind, 21,
                           /* TRANSLATORS: May's code panel's keys: F5, F8, F1, F4, Ctrl+Z, Ctrl+Y and Esc are keys (keep
                              them; Ctrl may become Strg); the words are the buttons they press */
                           _("F5 Run  F8 Restart  F1 Help  F4 Hint  Ctrl+Z Undo  Ctrl+Y Redo  Esc Walk"));
        if (st->help) mays_help_draw(app); /* over the whole panel; its Close is a button */
    }
    if (st->pz.won) win_panel_draw(app, &st->pz.play, N_("May made it out!"), "commands");
    if (st->worker.busy) win_panel_building(app, N_("Building a room just for you..."), -1);
    buttons_draw(&st->buttons, g, app->mouse_x, app->mouse_y);
}
