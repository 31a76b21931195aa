/* widgets.c - buttons drawn from the button sprites (nine-slice) with an icon and a label. */
#include "ui/widgets/widgets.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"

void buttons_init(ButtonList *list, int vertical)
{
    memset(list, 0, sizeof *list);
    list->focus = 0;
    list->pressed = -1;
    list->vertical = vertical;
}

int buttons_add(ButtonList *list, SDL_Rect rect, const char *label, int icon, ButtonStyle style)
{
    if (list->count >= BUTTONS_MAX) return -1;
    Button *b = &list->items[list->count];
    memset(b, 0, sizeof *b);
    b->rect = rect;
    snprintf(b->label, sizeof b->label, "%s", label);
    b->icon = icon;
    b->style = style;
    b->enabled = 1;
    return list->count++;
}

static int usable(const Button *b) { return b->enabled && !b->hidden; }

/* Told of every button pressed (the app's click sound): one for the process, like its window. */
static void (*press_hook)(void *user);
static void *press_user;

void buttons_on_press(void (*hook)(void *user), void *user)
{
    press_hook = hook;
    press_user = user;
}

static int pressed(int index)
{
    if (press_hook) press_hook(press_user);
    return index;
}

int buttons_hit(const ButtonList *list, int x, int y)
{
    SDL_Point p = {x, y};
    for (int i = 0; i < list->count; i++)
        if (usable(&list->items[i]) && SDL_PointInRect(&p, &list->items[i].rect)) return i;
    return -1;
}

static void move_focus(ButtonList *list, int delta)
{
    if (list->count == 0) return;
    int i = list->focus < 0 ? 0 : list->focus;
    for (int n = 0; n < list->count; n++) {
        i = (i + delta + list->count) % list->count;
        if (usable(&list->items[i])) {
            list->focus = i;
            return;
        }
    }
}

int buttons_event(ButtonList *list, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_MOUSEBUTTONDOWN:
        if (ev->button.button == SDL_BUTTON_LEFT) {
            list->pressed = buttons_hit(list, ev->button.x, ev->button.y);
            if (list->pressed >= 0) list->show_focus = 0;
        }
        return -1;
    case SDL_MOUSEBUTTONUP: {
        if (ev->button.button != SDL_BUTTON_LEFT) return -1;
        int hit = buttons_hit(list, ev->button.x, ev->button.y);
        int was = list->pressed;
        list->pressed = -1;
        if (hit >= 0 && hit == was) {
            list->focus = hit;
            return pressed(hit);
        }
        return -1;
    }
    case SDL_KEYDOWN: {
        SDL_Keycode k = ev->key.keysym.sym;
        int prev = list->vertical ? SDLK_UP : SDLK_LEFT, next = list->vertical ? SDLK_DOWN : SDLK_RIGHT;
        if (k == prev || (k == SDLK_TAB && (ev->key.keysym.mod & KMOD_SHIFT))) {
            list->show_focus = 1;
            move_focus(list, -1);
        } else if (k == next || k == SDLK_TAB) {
            list->show_focus = 1;
            move_focus(list, +1);
        } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) {
            if (list->keys_need_ring != BUTTONS_KEYS_PRESS && !list->show_focus) {
                list->show_focus = list->keys_need_ring == BUTTONS_KEYS_SHOW_RING;
                return -1;
            }
            if (list->focus >= 0 && list->focus < list->count && usable(&list->items[list->focus]))
                return pressed(list->focus);
        }
        return -1;
    }
    default:
        return -1;
    }
}

void focus_ring(Gfx *g, SDL_Rect r)
{
    SDL_Rect outer = {r.x - 8, r.y - 8, r.w + 16, r.h + 16};
    gfx_round_frame(g, outer, 30, 7, COL_INK);
    SDL_Rect inner = {r.x - 6, r.y - 6, r.w + 12, r.h + 12};
    gfx_round_frame(g, inner, 28, 4, COL_FOCUS);
}

void text_field_draw(Gfx *g, SDL_Rect box, FontFace face, const char *text, int px, int caret_on)
{
    gfx_round_rect(g, box, 14, COL_PANEL_EDGE);
    gfx_round_rect(g, (SDL_Rect){box.x + 3, box.y + 3, box.w - 6, box.h - 6}, 12, COL_WHITE);
    SDL_Rect in = {box.x + 16, box.y + 8, box.w - 16 - 24, box.h - 16}; /* the caret's room on the right */
    int tw = 0, th = 0;
    if (text && text[0]) {
        char shown[256];
        int size = gfx_text_fit(g, face, text, px, in.w, in.h, 0, &tw, &th);
        tw = gfx_text_shorten(g, face, text, size, in.w, 1, shown, sizeof shown);
        gfx_text_in(g, face, shown, size, COL_INK, in, ALIGN_LEFT, 0);
    }
    SDL_Rect caret = {in.x + tw + 2, box.y + 12, 4, box.h - 24};
    if (caret_on) gfx_fill(g, caret, COL_INK);
    if (g->field_count < GFX_FIELDS_MAX) { /* for --state: the text and caret stay in the box */
        SDL_Rect at = gfx_area_to_window(g, caret);
        g->fields[g->field_count++] = (GfxField){gfx_area_to_window(g, box), at.x + at.w};
    }
}

void button_draw(const Button *b, Gfx *g, int hover, int pressed, int focused)
{
    if (b->hidden) return;
    TexId tex = b->style == BUTTON_GREEN ? TEX_BUTTON_GREEN
                : b->style == BUTTON_ORANGE ? TEX_BUTTON_ORANGE : TEX_BUTTON;
    if (b->style == BUTTON_BLUE && hover) tex = TEX_BUTTON_HOVER;
    if (pressed) tex = TEX_BUTTON_PRESSED;
    SDL_Rect r = b->rect;
    int border = r.h < 70 ? r.h * 3 / 8 : 28;
    if (!b->enabled) SDL_SetTextureAlphaMod(g->tex[tex], 110);
    else if (hover && b->style != BUTTON_BLUE) SDL_SetTextureColorMod(g->tex[tex], 255, 255, 235);
    gfx_nine_slice(g, tex, r, 32, border);
    SDL_SetTextureAlphaMod(g->tex[tex], 255);
    SDL_SetTextureColorMod(g->tex[tex], 255, 255, 255);
    int px = b->text_px ? b->text_px : 30;
    int icon_size = r.h * 55 / 100;
    int has_icon = b->icon >= 0, pad = 8;
    int icon_w = has_icon ? icon_size + (b->label[0] ? 10 : 0) : 0;
    /* the label is the English text (the button's name for tests and --state); shown translated */
    const char *shown = b->verbatim ? b->label : b->context ? P_(b->context, b->label) : _(b->label);
    int tw = 0, th = 0, room = r.w - 2 * pad - icon_w;
    int fit = b->label[0] ? gfx_text_fit(g, FONT_BOLD, shown, px, room, r.h - 4, 0, &tw, &th) : px;
    if (tw <= room && th <= r.h - 4) px = fit; /* it fits at that size: no second search (else px records it) */
    int content = (tw < room ? tw : room) + icon_w;
    int x = r.x + (r.w - content) / 2;
    int y_shift = pressed ? 3 : -2;
    if (has_icon) {
        SDL_Rect ir = {x, r.y + (r.h - icon_size) / 2 + y_shift, icon_size, icon_size};
        gfx_sprite_rot(g, (TexId)b->icon, ir, 0, b->enabled ? 255 : 120);
        x += icon_w;
    }
    SDL_Color fg = b->enabled ? COL_WHITE : (SDL_Color){235, 235, 235, 200};
    /* the label in what is left of the button: smaller when it must be, recorded when even that fails */
    if (b->label[0])
        gfx_text_in(g, FONT_BOLD, shown, px, fg, (SDL_Rect){x, r.y + y_shift, r.x + r.w - pad - x, r.h},
                    ALIGN_LEFT, TEXT_SHADOW | (b->verbatim ? TEXT_SHORTEN : 0));
    if (focused) focus_ring(g, r);
}

void buttons_draw(const ButtonList *list, Gfx *g, int mouse_x, int mouse_y)
{
    int hover = buttons_hit(list, mouse_x, mouse_y);
    for (int i = 0; i < list->count; i++) {
        const Button *b = &list->items[i];
        button_draw(b, g, i == hover, i == list->pressed && i == hover, list->show_focus && i == list->focus);
        if (!b->hidden) (b->enabled ? gfx_clickable : gfx_clickable_disabled)(g, b->rect, b->label);
    }
}

void message_panel_draw(Gfx *g, SDL_Rect r, const char *text, int kind, int px, const char *keys)
{
    int bad = kind == 2, good = kind == 1;
    SDL_Color fill = bad ? COL_VERMILLION : good ? COL_GREEN : (SDL_Color){255, 255, 255, 232};
    gfx_round_rect(g, (SDL_Rect){r.x + 3, r.y + 4, r.w, r.h}, 18, COL_SHADOW);
    gfx_round_rect(g, r, 18, fill);
    SDL_Color fg = bad || good ? COL_WHITE : COL_INK;
    int left = r.x + 22;
    if (bad) {
        gfx_circle(g, r.x + 40, r.y + 40, 22, COL_WHITE);
        gfx_text(g, "!", 30, COL_VERMILLION, r.x + 40, r.y + 22, ALIGN_CENTER);
        left = r.x + 76;
    } else if (good) {
        gfx_sprite(g, TEX_ICON_TROPHY, (SDL_Rect){r.x + 16, r.y + 15, 52, 52});
        left = r.x + 80;
    }
    int show_keys = keys && !bad && !good;
    /* the keys at the bottom, on two lines when large text needs them */
    int kw = 0, kh = 0, kpx = 15;
    if (show_keys) kpx = gfx_text_fit(g, FONT_BOLD, keys, 15, r.w - 44, 40, TEXT_WRAP, &kw, &kh);
    if (kw > r.w - 44 || kh > 40) kpx = 15; /* it does not fit even so: drawn (and recorded) from 15 */
    SDL_Rect box = {left, r.y + 15, r.x + r.w - 20 - left, r.h - 15 - (show_keys ? kh + 16 : 10)};
    gfx_text_in(g, FONT_BOLD, text, px, fg, box, ALIGN_LEFT, TEXT_WRAP | TEXT_TOP);
    if (!show_keys) return;
    gfx_text_in(g, FONT_BOLD, keys, kpx, COL_MUTED, (SDL_Rect){r.x + 22, r.y + r.h - kh - 8, r.w - 44, kh}, ALIGN_LEFT, TEXT_WRAP);
}

void copy_button_draw(Gfx *g, SDL_Rect r, uint64_t ticks, uint64_t copied_tick)
{
    int copied = copied_tick > 0 && ticks - copied_tick < 60;
    gfx_round_rect(g, r, r.h / 2, copied ? COL_GREEN : COL_SKY);
    const char *label = copied ? _("Copied") : _("Copy");
    gfx_text_in(g, FONT_BOLD, label, 18, copied ? COL_WHITE : COL_INK, (SDL_Rect){r.x + 2, r.y, r.w - 4, r.h}, ALIGN_CENTER, 0);
    gfx_clickable(g, r, "Copy");
}

int copy_button_event(SDL_Rect r, const SDL_Event *ev, const char *text)
{
    if (ev->type != SDL_MOUSEBUTTONDOWN || ev->button.button != SDL_BUTTON_LEFT || r.w <= 0 || !text[0]) return 0;
    SDL_Point p = {ev->button.x, ev->button.y};
    if (!SDL_PointInRect(&p, &r)) return 0;
    SDL_SetClipboardText(text);
    return 1;
}
