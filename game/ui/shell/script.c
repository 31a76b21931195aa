/* script.c - parsing and replaying scripted input events (see script.h). */
#include "ui/shell/script.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/buf.h"

typedef struct TimedEvent {
    uint64_t tick;
    SDL_Event ev;
} TimedEvent;

struct Script {
    TimedEvent *events;
    int count, capacity, next;
    char *pastes[16]; /* texts of `paste` lines, owned */
    int paste_count;
};

/* A `paste` event: put the text on the clipboard when due, then press Ctrl+V. */
#define SCRIPT_PASTE_CODE 0x5057

static int add(Script *s, uint64_t tick, const SDL_Event *ev)
{
    if (s->count == s->capacity) {
        int cap = s->capacity ? s->capacity * 2 : 64;
        TimedEvent *p = realloc(s->events, (size_t)cap * sizeof *p);
        if (!p) return 0;
        s->events = p;
        s->capacity = cap;
    }
    s->events[s->count++] = (TimedEvent){tick, *ev};
    return 1;
}

static void mouse_motion(Script *s, uint64_t tick, int x, int y)
{
    SDL_Event ev = {0};
    ev.type = SDL_MOUSEMOTION;
    ev.motion.x = x;
    ev.motion.y = y;
    add(s, tick, &ev);
}

static void mouse_button(Script *s, uint64_t tick, int down, int button, int x, int y)
{
    SDL_Event ev = {0};
    ev.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    ev.button.button = (Uint8)button;
    ev.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    ev.button.clicks = 1;
    ev.button.x = x;
    ev.button.y = y;
    add(s, tick, &ev);
}

static int parse_line(Script *s, char *line, char *why, int why_size)
{
    unsigned long long tick;
    char action[16];
    int consumed = 0;
    if (sscanf(line, "%llu %15s %n", &tick, action, &consumed) < 2) {
        snprintf(why, (size_t)why_size, "expected 'TICK ACTION ...'");
        return 0;
    }
    const char *rest = line + consumed;
    int x = 0, y = 0, x2 = 0, y2 = 0;
    SDL_Event ev = {0};
    if (!strcmp(action, "key")) {
        /* modifiers first: key Ctrl+N, key Alt+Up, key Shift+Tab */
        static const struct { const char *prefix; Uint16 mod; } mods[] = {
            {"Ctrl+", KMOD_LCTRL}, {"Alt+", KMOD_LALT}, {"Shift+", KMOD_LSHIFT}};
        Uint16 mod = 0;
        for (int again = 1; again;) {
            again = 0;
            for (size_t i = 0; i < sizeof mods / sizeof mods[0]; i++) {
                size_t n = strlen(mods[i].prefix);
                if (!strncmp(rest, mods[i].prefix, n) && rest[n]) {
                    mod |= mods[i].mod;
                    rest += n;
                    again = 1;
                }
            }
        }
        SDL_Keycode key = SDL_GetKeyFromName(rest);
        if (key == SDLK_UNKNOWN) {
            snprintf(why, (size_t)why_size, "unknown key name '%s'", rest);
            return 0;
        }
        ev.type = SDL_KEYDOWN;
        ev.key.state = SDL_PRESSED;
        ev.key.keysym.mod = mod;
        ev.key.keysym.sym = key;
        ev.key.keysym.scancode = SDL_GetScancodeFromKey(key);
        add(s, tick, &ev);
        ev.type = SDL_KEYUP;
        ev.key.state = SDL_RELEASED;
        add(s, tick, &ev);
    } else if (!strcmp(action, "pad")) {
        /* a gamepad button press: pad dpup, pad a, pad start ... (SDL's names) */
        SDL_GameControllerButton b = SDL_GameControllerGetButtonFromString(rest);
        if (b == SDL_CONTROLLER_BUTTON_INVALID) {
            snprintf(why, (size_t)why_size, "unknown gamepad button '%s' (a, b, start, back, dpup ...)", rest);
            return 0;
        }
        ev.type = SDL_CONTROLLERBUTTONDOWN;
        ev.cbutton.button = (Uint8)b;
        ev.cbutton.state = SDL_PRESSED;
        add(s, tick, &ev);
        ev.type = SDL_CONTROLLERBUTTONUP;
        ev.cbutton.state = SDL_RELEASED;
        add(s, tick, &ev);
    } else if (!strcmp(action, "text")) {
        /* An SDL text event holds at most 31 bytes: longer text goes as several events at the
         * same tick, as an input method sends it, each cut between whole UTF-8 characters. */
        ev.type = SDL_TEXTINPUT;
        size_t left = strlen(rest), most = sizeof ev.text.text - 1;
        do {
            size_t fits = left < most ? left : most, n = fits;
            while (n < left && n > 0 && ((unsigned char)rest[n] & 0xC0) == 0x80)
                n--; /* rest[n] continues a character: end this event before it */
            if (n == 0) n = fits; /* not UTF-8 at all: cut where it fills the event */
            memcpy(ev.text.text, rest, n);
            ev.text.text[n] = '\0';
            if (!add(s, tick, &ev)) {
                snprintf(why, (size_t)why_size, "out of memory");
                return 0;
            }
            rest += n;
            left -= n;
        } while (left > 0);
    } else if (!strcmp(action, "click") || !strcmp(action, "rclick")) {
        if (sscanf(rest, "%d %d", &x, &y) != 2) {
            snprintf(why, (size_t)why_size, "%s needs X Y", action);
            return 0;
        }
        int button = action[0] == 'r' ? SDL_BUTTON_RIGHT : SDL_BUTTON_LEFT;
        mouse_motion(s, tick, x, y);
        mouse_button(s, tick, 1, button, x, y);
        mouse_button(s, tick + 1, 0, button, x, y);
    } else if (!strcmp(action, "drag")) {
        if (sscanf(rest, "%d %d %d %d", &x, &y, &x2, &y2) != 4) {
            snprintf(why, (size_t)why_size, "drag needs X1 Y1 X2 Y2");
            return 0;
        }
        mouse_motion(s, tick, x, y);
        mouse_button(s, tick, 1, SDL_BUTTON_LEFT, x, y);
        for (int i = 1; i <= 5; i++)
            mouse_motion(s, tick + (uint64_t)i, (int)(x + ((long long)x2 - x) * i / 5), /* between x and x2: an int */
                         (int)(y + ((long long)y2 - y) * i / 5));
        mouse_button(s, tick + 6, 0, SDL_BUTTON_LEFT, x2, y2);
    } else if (!strcmp(action, "paste")) {
        LpBuf text;
        lp_buf_init(&text);
        char reason[256];
        if (s->paste_count == 16 || !lp_buf_read_file(&text, rest, 64u << 20, reason, sizeof reason)) {
            snprintf(why, (size_t)why_size, "paste %s: %s", rest, s->paste_count == 16 ? "too many pastes" : reason);
            lp_buf_free(&text);
            return 0;
        }
        s->pastes[s->paste_count] = text.data ? text.data : calloc(1, 1);
        ev.type = SDL_USEREVENT;
        ev.user.code = SCRIPT_PASTE_CODE;
        ev.user.data1 = s->pastes[s->paste_count++];
        add(s, tick, &ev);
    } else if (!strcmp(action, "move")) {
        if (sscanf(rest, "%d %d", &x, &y) != 2) {
            snprintf(why, (size_t)why_size, "move needs X Y");
            return 0;
        }
        mouse_motion(s, tick, x, y);
    } else if (!strcmp(action, "wheel")) {
        int dy;
        if (sscanf(rest, "%d %d %d", &x, &y, &dy) != 3) {
            snprintf(why, (size_t)why_size, "wheel needs X Y STEPS");
            return 0;
        }
        mouse_motion(s, tick, x, y);
        ev.type = SDL_MOUSEWHEEL;
        ev.wheel.y = dy;
        ev.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
        add(s, tick, &ev);
    } else {
        snprintf(why, (size_t)why_size,
                 "unknown action '%s' (key, pad, text, paste, click, rclick, drag, move, wheel)", action);
        return 0;
    }
    return 1;
}

static int by_tick(const void *a, const void *b)
{
    const TimedEvent *x = a, *y = b;
    if (x->tick != y->tick) return x->tick < y->tick ? -1 : 1;
    /* Keep file order for equal ticks (events carry their order in timestamp). */
    return (x->ev.common.timestamp > y->ev.common.timestamp) - (x->ev.common.timestamp < y->ev.common.timestamp);
}

Script *script_parse(const char *text, size_t len, const char *label, char *why, int why_size)
{
    char reason[256];
    /* a NUL-terminated copy the lines are cut out of (a NUL byte ends the script, as it did) */
    char *copy = malloc(len + 1);
    Script *s = copy ? calloc(1, sizeof *s) : NULL;
    if (!s) {
        snprintf(why, (size_t)why_size, "%s: out of memory", label);
        free(copy);
        return NULL;
    }
    if (len) memcpy(copy, text, len);
    copy[len] = '\0';
    int line_no = 0, ok = 1;
    for (char *p = copy; ok && p && *p;) {
        char *nl = strchr(p, '\n');
        if (nl) *nl = '\0';
        line_no++;
        size_t n = strlen(p);
        if (n && p[n - 1] == '\r') p[n - 1] = '\0';
        while (*p == ' ' || *p == '\t') p++;
        if (*p && *p != '#') {
            int before = s->count;
            if (!parse_line(s, p, reason, sizeof reason)) {
                snprintf(why, (size_t)why_size, "%s:%d: %s", label, line_no, reason);
                ok = 0;
            }
            for (int i = before; i < s->count; i++) s->events[i].ev.common.timestamp = (Uint32)i;
        }
        p = nl ? nl + 1 : NULL;
    }
    free(copy);
    if (!ok) {
        script_destroy(s);
        return NULL;
    }
    if (s->count > 1) qsort(s->events, (size_t)s->count, sizeof s->events[0], by_tick); /* none: events is NULL */
    return s;
}

Script *script_load(const char *path, char *why, int why_size)
{
    LpBuf text;
    lp_buf_init(&text);
    char reason[256];
    if (!lp_buf_read_file(&text, path, 1 << 20, reason, sizeof reason)) {
        snprintf(why, (size_t)why_size, "%s: %s", path, reason);
        lp_buf_free(&text);
        return NULL;
    }
    Script *s = script_parse(text.data, text.count, path, why, why_size);
    lp_buf_free(&text);
    return s;
}

void script_destroy(Script *s)
{
    if (!s) return;
    for (int i = 0; i < s->paste_count; i++) free(s->pastes[i]);
    free(s->events);
    free(s);
}

void script_push(Script *s, uint64_t tick)
{
    while (s->next < s->count && s->events[s->next].tick <= tick) {
        SDL_Event ev = s->events[s->next++].ev;
        ev.common.timestamp = SDL_GetTicks();
        if (ev.type == SDL_USEREVENT && ev.user.code == SCRIPT_PASTE_CODE) {
            SDL_SetClipboardText(ev.user.data1);
            SDL_Event key = {0};
            key.type = SDL_KEYDOWN;
            key.key.state = SDL_PRESSED;
            key.key.keysym.sym = SDLK_v;
            key.key.keysym.scancode = SDL_SCANCODE_V;
            key.key.keysym.mod = KMOD_LCTRL;
            SDL_PushEvent(&key);
            key.type = SDL_KEYUP;
            key.key.state = SDL_RELEASED;
            SDL_PushEvent(&key);
            continue;
        }
        SDL_PushEvent(&ev);
    }
}

uint64_t script_last_tick(const Script *s) { return s->count ? s->events[s->count - 1].tick : 0; }

const SDL_Event *script_event(const Script *s, int i, uint64_t *tick)
{
    if (!s || i < 0 || i >= s->count) return NULL;
    if (tick) *tick = s->events[i].tick;
    return &s->events[i].ev;
}
