/* widgets.h - buttons and keyboard-focusable button lists shared by every screen.
 * A ButtonList is caller-owned; it keeps which button has the keyboard focus and which one the
 * mouse is pressing, so every screen is usable by mouse and by keyboard alone. */
#ifndef UI_WIDGETS_H
#define UI_WIDGETS_H

#include <SDL.h>

#include "ui/widgets/gfx.h"

typedef enum ButtonStyle { BUTTON_BLUE = 0, BUTTON_GREEN, BUTTON_ORANGE } ButtonStyle;

typedef struct Button {
    SDL_Rect rect;
    char label[64];
    int icon;          /* TexId, or -1 */
    ButtonStyle style;
    int enabled;
    int hidden;
    int text_px;       /* 0: 30 */
    int verbatim;      /* 1: the label is drawn as it is (a pupil's name), never translated */
    const char *context; /* the label's translation context (NP_), or NULL */
} Button;

#define BUTTONS_MAX 24

typedef struct ButtonList {
    Button items[BUTTONS_MAX];
    int count;
    int focus;         /* index with keyboard focus, -1 none */
    int pressed;       /* index held down by the mouse, -1 none */
    int show_focus;    /* the focus ring shows after keyboard use */
    int vertical;      /* 1: Up/Down move focus, else Left/Right */
    int keys_need_ring; /* Enter and Space with no ring showing: BUTTONS_KEYS_PRESS (0) press the
                         * focus, the first button a default (the menu); BUTTONS_KEYS_NEED_RING do
                         * nothing (a play screen, whose Space and Enter are its own: they pressed an
                         * unseen Menu); BUTTONS_KEYS_SHOW_RING show the ring, the next press
                         * presses (settings: the first Enter turned full screen on, unseen) */
} ButtonList;

enum { BUTTONS_KEYS_PRESS = 0, BUTTONS_KEYS_NEED_RING = 1, BUTTONS_KEYS_SHOW_RING = 2 };

void buttons_init(ButtonList *list, int vertical);
/* Add a button; returns its index. label is the English text: the button draws it translated
 * (_(label), so a literal label needs no _() here; tools/update-po.sh collects buttons_add's
 * third argument) and keeps the English as its name in --state "clickables", so tests click
 * "Play" in every language. A label built at run time is passed translated already. */
int buttons_add(ButtonList *list, SDL_Rect rect, const char *label, int icon, ButtonStyle style);
/* Handle an event; returns the index of an activated button (mouse release on it, Enter or
 * Space on the focused one: with keys_need_ring only while its ring shows), or -1. */
int buttons_event(ButtonList *list, const SDL_Event *ev);
/* Call hook(user) whenever buttons_event activates a button (the app plays its click); NULL:
 * nothing. */
void buttons_on_press(void (*hook)(void *user), void *user);
/* Index of the button under a point, or -1. */
int buttons_hit(const ButtonList *list, int x, int y);
void buttons_draw(const ButtonList *list, Gfx *g, int mouse_x, int mouse_y);
void button_draw(const Button *b, Gfx *g, int hover, int pressed, int focused);
/* A message panel: white for information (kind 0), green with a trophy for good news (1),
 * vermillion with a "!" for a problem (2); the text wraps at px. keys (may be NULL) is a line of
 * key hints at the bottom, shown with information only, shrunk to fit. */
void message_panel_draw(Gfx *g, SDL_Rect r, const char *text, int kind, int px, const char *keys);
/* A one-line box a pupil types into (a name, a share code), with the caret at the text's end when
 * caret_on: the text at px, smaller when it must be (as gfx_text_in), and a text still too long
 * shows its end, where the pupil is typing, after "..." (gfx_text_shorten). */
void text_field_draw(Gfx *g, SDL_Rect box, FontFace face, const char *text, int px, int caret_on);
/* Draw a keyboard focus ring around a rectangle. */
void focus_ring(Gfx *g, SDL_Rect r);
/* The "Copy" button beside a share code: draw it at r ("Copied" for a second after a click). */
void copy_button_draw(Gfx *g, SDL_Rect r, uint64_t ticks, uint64_t copied_tick);
/* A left click inside r puts text on the clipboard (SDL_SetClipboardText): returns 1. */
int copy_button_event(SDL_Rect r, const SDL_Event *ev, const char *text);

#endif
