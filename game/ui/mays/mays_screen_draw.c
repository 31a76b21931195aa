/* mays_screen_draw.c - May's Journey's layout and drawing: phase one (the map, May, what the
 * sign or May says) and phase two (Figure 1: the objects and the animation, the code and its
 * buttons, the command reference, the output). */
#include <stdio.h>
#include <string.h>

#include "ui/mays/mays_screen.h"
#include "ui/screens/win_panel.h"

static const SDL_Rect walk_map = {16, 96, 1248, 500};
static const SDL_Rect walk_message = {16, 606, 1248, 98};
static const SDL_Rect code_map = {16, 96, 620, 400};
static const SDL_Rect code_editor = {652, 96, 612, 340};
static const SDL_Rect reference = {16, 506, 620, 198};
static const SDL_Rect output = {652, 506, 612, 198};

/* The help card over the code panel. */
static const char *const help_text =
    "Every object does what you tell it. Write its name, a dot, the command and ();\n"
    "block1.MoveRight();  statue1.Rotate(\"left\");  door1.Open();  block2.Stop();\n"
    "Again and again: for (3) { ... }\n"
    "Choose: if (...) { ... } else { ... }\n"
    "Wait: while (block2.isMoving) { ... }\n"
    "Objects tell you things too: block2.isMoving, block2.position, lever1.position (\"left\" or "
    "\"right\"), fire1.isLit.\n"
    "Run plays all your code. Restart puts everything back. Esc closes the code so May can walk.";

SDL_Rect mays_screen_editor_rect(void) { return code_editor; }

void mays_screen_layout(MaysScreen *st)
{
    ButtonList *b = &st->buttons;
    buttons_init(b, 0);
    buttons_add(b, (SDL_Rect){16, 12, 150, 56}, "Menu", TEX_ICON_BACK, BUTTON_ORANGE);
    buttons_add(b, (SDL_Rect){980, 14, 138, 52}, "< Level", -1, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){1126, 14, 138, 52}, "Level >", -1, BUTTON_BLUE);
    int y = 444, h = 54;
    buttons_add(b, (SDL_Rect){652, y, 104, h}, "Run", TEX_ICON_PLAY, BUTTON_GREEN);
    buttons_add(b, (SDL_Rect){762, y, 112, h}, "Restart", -1, BUTTON_ORANGE);
    buttons_add(b, (SDL_Rect){880, y, 76, h}, "Help", -1, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){1040, y, 72, h}, "Undo", -1, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){1118, y, 72, h}, "Redo", -1, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){1196, y, 68, h}, "Walk", -1, BUTTON_BLUE);
    buttons_add(b, (SDL_Rect){790, 14, 182, 52}, "New room", -1, BUTTON_GREEN);
    buttons_add(b, win_panel_button(3, 0), "Play again", TEX_ICON_RESET, BUTTON_BLUE);
    buttons_add(b, win_panel_button(3, 1), "Next room", TEX_ICON_PLAY, BUTTON_GREEN);
    buttons_add(b, win_panel_button(3, 2), "Menu", TEX_ICON_BACK, BUTTON_ORANGE);
    for (int i = 0; i < b->count; i++) b->items[i].text_px = 22;
    b->items[MB_MENU].text_px = b->items[MB_PREV].text_px = b->items[MB_NEXT].text_px = 24;
    b->items[MB_NEW].text_px = 22;
    for (int i = MB_WIN_AGAIN; i <= MB_WIN_MENU; i++) b->items[i].text_px = 22;
    buttons_add(b, (SDL_Rect){962, y, 72, h}, "Hint", -1, BUTTON_BLUE);
    for (int i = MB_RUN; i <= MB_WALK; i++) b->items[i].text_px = 20;
    b->items[MB_HINT].text_px = 20;
}

static void draw_top_bar(App *app, MaysScreen *st)
{
    Gfx *g = &app->gfx;
    gfx_fill(g, (SDL_Rect){0, 0, APP_W, 80}, (SDL_Color){255, 248, 230, 235});
    gfx_fill(g, (SDL_Rect){0, 80, APP_W, 4}, COL_PANEL_EDGE);
    char title[160];
    if (st->generated)
        snprintf(title, sizeof title, "New room %d: %s", st->generated_count, st->pz.level.title);
    else
        snprintf(title, sizeof title, "May's Journey %d of %d: %s", st->level_index + 1,
                 st->level_count > 0 ? st->level_count : 1, st->pz.level.title);
    gfx_text_in(g, FONT_BOLD, title, 30, COL_INK, (SDL_Rect){186, 12, 594, 56}, ALIGN_LEFT, TEXT_WRAP);
}

void mays_screen_code_rects(App *app, const MaysScreen *st, SDL_Rect *chip, SDL_Rect *copy)
{
    *chip = *copy = (SDL_Rect){0, 0, 0, 0};
    if (!st->share_code[0] || st->pz.coding) return;
    char code[80];
    snprintf(code, sizeof code, "Code %s", st->share_code);
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
    mj_view_draw(g, &st->pz.world, st->pz.anim_ticks > 0 ? &st->pz.before : NULL, t, inner, &o);
    if (r.w > 0 && !names) { /* an adaptive room's share code, to read out or type in */
        char code[80];
        snprintf(code, sizeof code, "Code %s", st->share_code);
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
    gfx_text_size(g, FONT_BOLD, "Commands", 20, &cw, &ch);
    gfx_text_in(g, FONT_BOLD, "Commands", 20, COL_INK, (SDL_Rect){r.x + 18, r.y + 8, cw + 4, 30}, ALIGN_LEFT, 0);
    gfx_text_in(g, FONT_BOLD, "an object, a dot, a command, brackets, a semicolon:", 15, COL_MUTED,
                (SDL_Rect){r.x + 30 + cw, r.y + 8, r.w - 48 - cw, 30}, ALIGN_LEFT, 0);
    /* the structure: object . Command ( ) ; */
    static const char *const parts[] = {"block1", ".", "MoveRight", "();"};
    static const char *const notes[] = {"object", "", "command", ""};
    int x = r.x + 30;
    for (int i = 0; i < 4; i++) {
        int tw, th;
        gfx_text_size(g, FONT_MONO, parts[i], 18, &tw, &th);
        if (notes[i][0]) gfx_round_rect(g, (SDL_Rect){x - 4, r.y + 42, tw + 8, th + 4}, 6, i == 0 ? COL_SKY : COL_YELLOW);
        gfx_text_face(g, FONT_MONO, parts[i], 18, COL_INK, x, r.y + 44, ALIGN_LEFT);
        if (notes[i][0]) gfx_text(g, notes[i], 13, COL_MUTED, x + tw / 2, r.y + 68, ALIGN_CENTER);
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
            if (o->kind == MJ_LEVER) snprintf(line, sizeof line, "%s.position   (\"left\" or \"right\")", o->name);
            else if (o->kind == MJ_FIRE_PIT) snprintf(line, sizeof line, "%s.isLit", o->name);
            break;
        }
        if (!line[0]) continue;
        gfx_text_in(g, FONT_MONO, line, 16, COL_INK, (SDL_Rect){r.x + 18, y, r.w - 36, 19}, ALIGN_LEFT, TEXT_TOP);
        y += 19;
        lines++;
    }
}

static void draw_help(App *app)
{
    Gfx *g = &app->gfx;
    SDL_Rect r = {code_editor.x, code_editor.y, code_editor.w, code_editor.h};
    gfx_round_rect(g, (SDL_Rect){r.x + 3, r.y + 4, r.w, r.h}, 16, COL_SHADOW);
    gfx_round_rect(g, r, 16, (SDL_Color){255, 253, 240, 255});
    gfx_round_frame(g, r, 16, 3, COL_BLUE);
    gfx_text_in(g, FONT_BOLD, "Help", 24, COL_INK, (SDL_Rect){r.x + 20, r.y + 8, r.w - 40, 36}, ALIGN_LEFT, 0);
    /* the card wraps its sentences inside the panel at every text size */
    gfx_text_in(g, FONT_BOLD, help_text, 17, COL_INK, (SDL_Rect){r.x + 20, r.y + 48, r.w - 40, r.h - 88}, ALIGN_LEFT,
                TEXT_WRAP | TEXT_TOP);
    gfx_text_in(g, FONT_BOLD, "F1 or Help closes this card.", 16, COL_MUTED, (SDL_Rect){r.x + 20, r.y + r.h - 36, r.w - 40, 28},
                ALIGN_LEFT, 0);
}

int mays_hint_mark(const MaysScreen *st) { return st->hint_style ? st->hint_object + 1 : 0; }

void mays_screen_draw(App *app, MaysScreen *st)
{
    Gfx *g = &app->gfx;
    gfx_sprite(g, TEX_BACKGROUND, (SDL_Rect){0, 0, APP_W, APP_H});
    draw_top_bar(app, st);
    if (!st->pz.coding) {
        draw_map(app, st, walk_map, 0);
        message_panel_draw(g, walk_message, st->message, st->message_kind, 21,
                         "Arrow keys or d-pad: walk   Walk into a lever: pull it   The glowing </> tile: write code   Esc: menu");
    } else {
        draw_map(app, st, code_map, 1);
        editor_draw(&st->editor, g, code_editor);
        if (st->pz.level.locked) {
            static const char lock[] = "This code is carved in stone: it can't be changed.";
            gfx_round_rect(g, (SDL_Rect){code_editor.x + 60, code_editor.y + code_editor.h - 40, code_editor.w - 120, 30}, 12,
                           (SDL_Color){240, 228, 66, 230});
            gfx_text_in(g, FONT_BOLD, lock, 16, COL_INK, (SDL_Rect){code_editor.x + 70, code_editor.y + code_editor.h - 40, code_editor.w - 140, 30},
                        ALIGN_CENTER, 0);
        }
        if (st->help) draw_help(app);
        draw_reference(app, st);
        message_panel_draw(g, output, st->message, st->message_kind, 21,
                           "F5 Run  F8 Restart  F1 Help  F4 Hint  Ctrl+Z Undo  Ctrl+Y Redo  Esc Walk");
    }
    if (st->pz.won) win_panel_draw(app, &st->pz.play, "May made it out!", "commands");
    if (st->worker.busy) win_panel_building(app, "Building a room just for you...", -1);
    buttons_draw(&st->buttons, g, app->mouse_x, app->mouse_y);
}
