/* loop.c - the window, the renderer, the fixed-timestep loop over the screens, headless runs
 * (--frames/--screenshot) and the tests' hooks (--input/--state). */
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#define STB_IMAGE_WRITE_IMPLEMENTATION
#define STBIW_WINDOWS_UTF8
#include <stb_image_write.h>

#include "core/buf.h"
#include "core/i18n.h"
#include "puzzle/progress.h"
#include "ui/shell/app.h"
#include "ui/shell/framestats.h"
#include "ui/shell/replay_ui.h"
#include "ui/shell/script.h"
#include "ui/shell/sound.h"
#include "ui/widgets/widgets.h"

/* ---- screenshots and state ----------------------------------------------------------------- */

static int write_screenshot(App *app, const char *path)
{
    int w, h;
    SDL_GetRendererOutputSize(app->renderer, &w, &h);
    unsigned char *pixels = SDL_malloc((size_t)w * (size_t)h * 4);
    if (!pixels) return 0;
    int ok = SDL_RenderReadPixels(app->renderer, NULL, SDL_PIXELFORMAT_ABGR8888, pixels, w * 4) == 0 &&
             stbi_write_png(path, w, h, 4, pixels, w * 4) != 0;
    SDL_free(pixels);
    /* TRANSLATORS: on the terminal, after a file's name */
    if (!ok) fprintf(stderr, "loopling: %s: %s\n", path, _("cannot write the screenshot"));
    return ok;
}

static void write_state(App *app)
{
    LpBuf o;
    lp_buf_init(&o);
    lp_buf_puts(&o, "{\"screen\":");
    lp_buf_json_string(&o, app_screen_name(app));
    lp_buf_printf(&o, ",\"ticks\":%llu,\"profile\":", (unsigned long long)app->ticks);
    lp_buf_json_string(&o, app->has_profile ? app->profile.name : "");
    lp_buf_printf(&o, ",\"fullscreen\":%d,\"text_size\":%d,\"anim_speed\":%d,\"notice\":",
                  app->settings.fullscreen, (int)app->settings.text_size, (int)app->settings.anim_speed);
    lp_buf_json_string(&o, app_notice_text(app));
    lp_buf_printf(&o, ",\"language\":\"%s\"", lp_lang_code(lp_i18n_get()));
    /* what did not fit its box, and what can be clicked, in the frame drawn last (textfit.c) */
    lp_buf_puts(&o, ",\"text_overflows\":[");
    for (int i = 0; i < app->gfx.overflow_count && i < GFX_OVERFLOWS_MAX; i++) {
        const GfxOverflow *v = &app->gfx.overflows[i];
        lp_buf_printf(&o, "%s{\"text\":", i ? "," : "");
        lp_buf_json_string(&o, v->text);
        lp_buf_printf(&o, ",\"box\":[%d,%d,%d,%d],\"excess\":%d}", v->box.x, v->box.y, v->box.w, v->box.h, v->excess);
    }
    lp_buf_puts(&o, "],\"clickables\":[");
    for (int i = 0; i < app->gfx.clickable_count; i++) {
        const GfxClickable *c = &app->gfx.clickables[i];
        lp_buf_printf(&o, "%s{\"name\":", i ? "," : "");
        lp_buf_json_string(&o, c->name);
        lp_buf_printf(&o, ",\"rect\":[%d,%d,%d,%d],\"enabled\":%s}", c->rect.x, c->rect.y, c->rect.w,
                      c->rect.h, c->disabled ? "false" : "true");
    }
    lp_buf_puts(&o, "],\"text_fields\":[");
    for (int i = 0; i < app->gfx.field_count; i++) {
        const GfxField *f = &app->gfx.fields[i];
        lp_buf_printf(&o, "%s{\"box\":[%d,%d,%d,%d],\"end\":%d}", i ? "," : "", f->box.x, f->box.y, f->box.w,
                      f->box.h, f->end);
    }
    /* ... and in every frame drawn this run (a window's, or headless with --draw-every) */
    lp_buf_printf(&o, "],\"text_past_seen_count\":%d,\"text_past_seen\":[", app->past_seen_count);
    for (int i = 0; i < app->past_seen_count && i < APP_PAST_SEEN_MAX; i++) {
        const AppPastSeen *v = &app->past_seen[i];
        lp_buf_printf(&o, "%s{\"tick\":%llu,\"screen\":", i ? "," : "", (unsigned long long)v->tick);
        lp_buf_json_string(&o, v->screen);
        static const char *const kinds[] = {"text", "field", "overlap", "off_window", "cut"};
        lp_buf_printf(&o, ",\"kind\":\"%s\",\"text\":", kinds[v->kind]);
        lp_buf_json_string(&o, v->o.text);
        lp_buf_printf(&o, ",\"box\":[%d,%d,%d,%d],\"excess\":%d}", v->o.box.x, v->o.box.y, v->o.box.w,
                      v->o.box.h, v->o.excess);
    }
    lp_buf_puts(&o, "],\"texts\":[");
    for (int i = 0; i < app->gfx.drawn_count; i++) {
        if (i) lp_buf_puts(&o, ",");
        lp_buf_json_string(&o, app->gfx.drawn[i].text);
    }
    /* where each line of text went in the frame drawn last (window coordinates): its start and rectangle */
    lp_buf_puts(&o, "],\"text_rects\":[");
    for (int i = 0; i < app->gfx.placed_count && i < GFX_PLACED_MAX; i++) {
        const GfxPlaced *p = &app->gfx.placed[i];
        lp_buf_puts(&o, i ? ",{\"text\":" : "{\"text\":");
        lp_buf_json_string(&o, p->text);
        lp_buf_printf(&o, ",\"rect\":[%d,%d,%d,%d]}", p->rect.x, p->rect.y, p->rect.w, p->rect.h);
    }
    lp_buf_puts(&o, "],\"toast\":");
    lp_buf_json_string(&o, app->ticks < app->toast_until ? app->toast : "");
    lp_buf_puts(&o, ",\"problem_detail\":");
    lp_buf_json_string(&o, app->problem_detail);
    lp_buf_printf(&o, ",\"profile_locked\":%s,\"profile_no_save\":%d", app->profile_lock.fd >= 0 ? "true" : "false",
                  app->profile_no_save);
    lp_buf_puts(&o, ",\"config\":");
    lp_buf_json_string(&o, app->config_name);
    lp_buf_puts(&o, ",\"class_config\":");
    lp_buf_json_string(&o, app->settings.class_config);
    lp_buf_printf(&o, ",\"config_from_command_line\":%s,\"modes\":[", app->opts.config ? "true" : "false");
    for (int i = 0; i < lp_config_mode_count(&app->config); i++)
        lp_buf_printf(&o, "%s\"%s\"", i ? "," : "", lp_mode_name((LpMode)lp_config_mode(&app->config, i)));
    lp_buf_printf(&o, "],\"tries_before_hint\":%d,\"hint_style\":\"%s\"", lp_config_tries_before_hint(&app->config),
                  lp_config_hint_style_name(lp_config_hint_style(&app->config)));
    lp_buf_printf(&o, ",\"lesson_order\":\"%s\"", lp_config_lesson_order_name(lp_config_lesson_order(&app->config)));
    if (app->has_profile) {
        /* the targets the next generated puzzle is made for (a new pupil: the class's start) */
        int length, loops;
        LpTcParams tp = pz_toycar_params(&app->config);
        lp_tcmodel_targets_p(&app->profile.toycar_model, &tp, &length, &loops);
        lp_buf_printf(&o, ",\"target_length\":%d,\"target_loops\":%d,\"tutorial_done\":%d,\"solved\":%d",
                      length, loops, app->profile.toycar_tutorial_done, app->profile.toycar_solved);
        /* which lessons are solved (bit i = lesson i) and how many puzzles the log holds */
        lp_buf_printf(&o, ",\"lessons_solved\":{\"toycar\":%u,\"bots\":%u,\"mays\":%u},\"log_count\":%d",
                      app->profile.toycar_lessons_solved, app->profile.bots_lessons_solved,
                      app->profile.mays_lessons_solved, app->profile.log_count);
    }
    if (app->screens[app->screen]->state) app->screens[app->screen]->state(app, &o);
    recorder_state(app, &o);
    replay_player_state(app, &o);
    sound_state(app, &o);
    lp_buf_puts(&o, "}\n");
    FILE *f = fopen(app->opts.state_path, "wb");
    if (f) {
        fwrite(o.data, 1, o.count, f);
        fclose(f);
    } else {
        fprintf(stderr, "loopling: %s: cannot write state: %s\n", app->opts.state_path, strerror(errno));
    }
    lp_buf_free(&o);
}

/* ---- the loop ------------------------------------------------------------------------------ */

static void handle_global(App *app, const SDL_Event *ev)
{
    if (ev->type == SDL_MOUSEMOTION) {
        app->mouse_x = ev->motion.x;
        app->mouse_y = ev->motion.y;
    } else if (ev->type == SDL_MOUSEBUTTONDOWN || ev->type == SDL_MOUSEBUTTONUP) {
        app->mouse_x = ev->button.x;
        app->mouse_y = ev->button.y;
    } else if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_F11 || (k == SDLK_RETURN && (ev->key.keysym.mod & KMOD_ALT))) {
            app_set_fullscreen(app, !app->settings.fullscreen);
            app_save_settings(app);
        }
    } else if (ev->type == SDL_CONTROLLERDEVICEADDED) {
        SDL_GameControllerOpen(ev->cdevice.which);
    } else if (ev->type == SDL_CONTROLLERBUTTONDOWN) {
        /* A gamepad works every screen through the keys they already know: the d-pad is the
         * arrow keys, A is Enter, B is Esc, Start is F5 (Run), Back is Tab. */
        SDL_Keycode key = app_pad_key(ev->cbutton.button);
        if (key != SDLK_UNKNOWN) {
            SDL_Event k = {0};
            k.type = SDL_KEYDOWN;
            k.key.state = SDL_PRESSED;
            k.key.keysym.sym = key;
            k.key.keysym.scancode = SDL_GetScancodeFromKey(key);
            SDL_PushEvent(&k);
            k.type = SDL_KEYUP;
            k.key.state = SDL_RELEASED;
            SDL_PushEvent(&k);
        }
    }
}

SDL_Keycode app_pad_key(int button)
{
    switch (button) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP: return SDLK_UP;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return SDLK_DOWN;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return SDLK_LEFT;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return SDLK_RIGHT;
    case SDL_CONTROLLER_BUTTON_A: return SDLK_RETURN;
    case SDL_CONTROLLER_BUTTON_B: return SDLK_ESCAPE;
    case SDL_CONTROLLER_BUTTON_START: return SDLK_F5;
    case SDL_CONTROLLER_BUTTON_BACK: return SDLK_TAB;
    default: return SDLK_UNKNOWN;
    }
}

/* M mutes anywhere but where the pupil types (a name, a code, a program: M is a letter there):
 * the setting saved at once, and "Sound off" or "Sound on" said for a moment. 1: the key was it. */
static int mute_key(App *app, const SDL_Event *ev)
{
    if (ev->type != SDL_KEYDOWN || ev->key.keysym.sym != SDLK_m || ev->key.repeat) return 0;
    if (ev->key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) return 0;
    const Screen *s = app->screens[app->screen];
    if (s->typing && s->typing(app)) return 0;
    app->settings.mute = !app->settings.mute;
    app_save_settings(app);
    sound_apply_settings(app);
    app->sound_notice_until = app->ticks + 2 * APP_TICK_HZ;
    return 1;
}

/* The mute key's notice: a small dark chip at the top, under the screens' bars (the bottom holds
 * their messages), with a speaker crossed out or sounding. */
static void draw_sound_notice(App *app)
{
    if (app->ticks >= app->sound_notice_until) return;
    Gfx *g = &app->gfx;
    const char *text = app->settings.mute ? _("Sound off") : _("Sound on");
    int tw, th;
    gfx_text_size(g, FONT_BOLD, text, 22, &tw, &th);
    SDL_Rect r = {0, 96, tw + 96, 52};
    r.x = (APP_W - r.w) / 2;
    gfx_cover_text(g, r);
    gfx_round_rect(g, (SDL_Rect){r.x + 2, r.y + 4, r.w, r.h}, 26, COL_SHADOW);
    gfx_round_rect(g, r, 26, (SDL_Color){35, 31, 45, 225});
    float x = (float)r.x + 22, cy = (float)r.y + (float)r.h / 2;
    SDL_Color w = COL_WHITE;
    gfx_fill(g, (SDL_Rect){(int)x, (int)cy - 6, 8, 12}, w);
    for (int i = 0; i < 10; i++) /* the cone */
        gfx_line(g, x + 7 + (float)i, cy - 6 - (float)i, x + 7 + (float)i, cy + 6 + (float)i, 1.5f, w);
    if (app->settings.mute) {
        gfx_line(g, x + 22, cy - 7, x + 34, cy + 7, 3.5f, COL_ORANGE);
        gfx_line(g, x + 22, cy + 7, x + 34, cy - 7, 3.5f, COL_ORANGE);
    } else {
        gfx_line(g, x + 21, cy - 6, x + 25, cy, 3, w);
        gfx_line(g, x + 25, cy, x + 21, cy + 6, 3, w);
        gfx_line(g, x + 27, cy - 11, x + 33, cy, 3, w);
        gfx_line(g, x + 33, cy, x + 27, cy + 11, 3, w);
    }
    gfx_text_in(g, FONT_BOLD, text, 22, w, (SDL_Rect){(int)x + 46, r.y, r.x + r.w - (int)x - 56, r.h}, ALIGN_LEFT, 0);
}

/* Keeps a text past its box in the frame just drawn, unless the same text in the same box on the
 * same screen is kept already. */
static void note_past(App *app, AppPastKind kind, const char *text, SDL_Rect box, int excess)
{
    const char *screen = app_screen_name(app);
    for (int i = 0; i < app->past_seen_count && i < APP_PAST_SEEN_MAX; i++) {
        const AppPastSeen *s = &app->past_seen[i];
        if (s->kind == kind && !strcmp(s->o.text, text) && SDL_RectEquals(&s->o.box, &box) &&
            !strncmp(s->screen, screen, sizeof s->screen - 1))
            return;
    }
    if (app->past_seen_count < APP_PAST_SEEN_MAX) {
        AppPastSeen *s = &app->past_seen[app->past_seen_count];
        s->tick = app->ticks;
        snprintf(s->screen, sizeof s->screen, "%s", screen);
        s->kind = kind;
        snprintf(s->o.text, sizeof s->o.text, "%s", text);
        s->o.box = box;
        s->o.excess = excess;
    }
    app->past_seen_count++;
}

static void note_overlap(void *user, const GfxPlaced *a, const GfxPlaced *b, SDL_Rect where)
{
    char both[64];
    snprintf(both, sizeof both, "%.28s | %.28s", a->text, b->text);
    note_past(user, PAST_OVERLAP, both, where, where.h);
}

static void draw_frame(App *app)
{
    gfx_begin_frame(&app->gfx);
    SDL_SetRenderDrawColor(app->renderer, 0, 0, 0, 255);
    SDL_RenderClear(app->renderer);
    app->screens[app->screen]->draw(app);
    rec_draw(app);
    app_draw_toast(app);
    draw_sound_notice(app);
    const Gfx *g = &app->gfx;
    for (int i = 0; i < g->overflow_count && i < GFX_OVERFLOWS_MAX; i++)
        note_past(app, PAST_TEXT, g->overflows[i].text, g->overflows[i].box, g->overflows[i].excess);
    for (int i = 0; i < g->field_count; i++) /* the caret within 4 px of the field's right edge */
        if (g->fields[i].end > g->fields[i].box.x + g->fields[i].box.w - 4)
            note_past(app, PAST_FIELD, "", g->fields[i].box,
                      g->fields[i].end - (g->fields[i].box.x + g->fields[i].box.w - 4));
    gfx_text_collisions(g, note_overlap, app);
    for (int i = 0; i < g->placed_count && i < GFX_PLACED_MAX; i++) { /* how far past the window's edge */
        SDL_Rect r = g->placed[i].rect;
        int past = -r.x;
        past = r.x + r.w - APP_W > past ? r.x + r.w - APP_W : past;
        past = -r.y > past ? -r.y : past;
        past = r.y + r.h - APP_H > past ? r.y + r.h - APP_H : past;
        if (past > 0) note_past(app, PAST_OFF_WINDOW, g->placed[i].text, r, past);
        if (g->placed[i].cut > 0) note_past(app, PAST_CUT, g->placed[i].text, r, g->placed[i].cut);
    }
}

/* Ticks the picture on screen stays as it is without input (screen.h's still_for, the toast's and
 * the recorder's messages); -1: until input. */
static int picture_still_for(App *app)
{
    if (app->player) return 0; /* a replay plays */
    const Screen *s = app->screens[app->screen];
    int n = s->still_for ? s->still_for(app) : 0;
    if (app->ticks < app->toast_until) n = still_min(n, (int)(app->toast_until - app->ticks));
    if (app->ticks < app->sound_notice_until) n = still_min(n, (int)(app->sound_notice_until - app->ticks));
    return still_min(n, rec_still_for(app));
}

/* A button pressed anywhere (widgets.h): a click. */
static void press_sound(void *user) { sound_play(user, SND_CLICK); }

static int run_loop(App *app)
{
    const int headless = app->opts.frames > 0;
    const Uint64 freq = SDL_GetPerformanceFrequency();
    Uint64 last = SDL_GetPerformanceCounter();
    double acc = 0.0;
    int status = 0;
    int dirty = 1;          /* something changed that the picture shows: draw it */
    uint64_t wake = 0;      /* ... or it changes by itself at this tick */
    while (!app->quit) {
        if (headless && app->ticks >= (uint64_t)app->opts.frames) break;
        long long cpu0 = app->frame_stats ? frame_stats_cpu_ns() : 0;
        GfxStats gfx0 = app->gfx.stats;
        uint64_t ticks0 = app->ticks;
        if (app->script) script_push(app->script, app->ticks);
        SDL_Event ev;
        while (SDL_PollEvent(&ev)) {
            if (ev.type == SDL_QUIT) {
                app->quit = 1;
                break;
            }
            dirty = 1;
            app->input_tick = app->ticks;
            handle_global(app, &ev);
            if (!mute_key(app, &ev) && !rec_event_input(app, &ev)) app->screens[app->screen]->event(app, &ev);
        }
        int updates = 0;
        if (headless) {
            /* One tick per frame, but never while a background job runs, and no update meanwhile
             * (a screen's clock, a walk, a camera would move once per wait): scripts stay
             * deterministic however fast or slow the machine is. The tick's own update then
             * collects the job (worker_done). */
            while (SDL_AtomicGet(&app_jobs_running) > 0)
                SDL_Delay(1);
            updates = 1;
        } else {
            Uint64 now = SDL_GetPerformanceCounter();
            acc += (double)(now - last) / (double)freq;
            last = now;
            if (acc > 0.25) acc = 0.25;
            while (acc >= 1.0 / APP_TICK_HZ) {
                acc -= 1.0 / APP_TICK_HZ;
                updates++;
            }
        }
        for (int i = 0; i < updates && !app->quit; i++) {
            if (app->player) replay_player_tick(app);
            else app->screens[app->screen]->update(app);
            app->ticks++;
            if (app->switching) {
                app->switching = 0;
                rec_end(app); /* a recording belongs to the screen that made it, */
                rec_offer_at(app, 0, 0); /* and so does where its Save replay goes */
                if (app->screens[app->screen]->leave) app->screens[app->screen]->leave(app);
                app->screen = app->next_screen;
                app->screen_since = app->ticks;
                app->screens[app->screen]->enter(app);
                dirty = 1;
            }
        }
        /* each mode its music (the dungeon's goes on in its rooms); the menus are quiet */
        sound_music(app, app->screen == SCREEN_PLAY && app->play ? (int)app->play_mode : -1);
        /* Draw only what changed: after input or a switch, while something moves, and when the
         * picture's own clock (a blink, a timer) says so; headless runs draw their last frame
         * (and, measuring frames, as a window would). */
        int last_frame = headless && app->ticks >= (uint64_t)app->opts.frames;
        int due = dirty || app->ticks >= wake;
        int sampled = app->opts.draw_every > 0 && app->ticks % (uint64_t)app->opts.draw_every == 0;
        int drew = headless ? last_frame || (app->frame_stats && due) || sampled : due;
        if (drew) {
            draw_frame(app);
            if (last_frame && app->opts.screenshot && !write_screenshot(app, app->opts.screenshot))
                status = 1;
            SDL_RenderPresent(app->renderer);
            dirty = 0;
            int still = picture_still_for(app);
            wake = still < 0 ? UINT64_MAX : app->ticks + (uint64_t)(still > 0 ? still : 1);
        }
        if (app->frame_stats) {
            GfxStats spent = {app->gfx.stats.font_opens - gfx0.font_opens, app->gfx.stats.font_resizes - gfx0.font_resizes,
                              app->gfx.stats.text_renders - gfx0.text_renders,
                              app->gfx.stats.text_measures - gfx0.text_measures};
            frame_stats_pass(app->frame_stats, app_screen_name(app), (int)(app->ticks - ticks0), drew,
                             frame_stats_cpu_ns() - cpu0, &spent, ticks0 - app->screen_since);
        }
        if (!headless && !drew) {
            /* nothing to draw: sleep until the next tick or the next input */
            double left_ms = (1.0 / APP_TICK_HZ - acc) * 1000.0;
            SDL_WaitEventTimeout(NULL, left_ms > 1.0 ? (int)left_ms : 1);
        } else if (!headless) {
            SDL_Delay(1);
        }
    }
    return status;
}

int app_run(const AppOptions *opts)
{
    static App app_storage;
    App *app = &app_storage;
    memset(app, 0, sizeof *app);
    app->profile_lock.fd = -1;
    app->opts = *opts;
    app->screens[SCREEN_PROFILES] = &screen_profiles;
    app->screens[SCREEN_MENU] = &screen_menu;
    app->screens[SCREEN_SETTINGS] = &screen_settings;
    app->screens[SCREEN_CLASS] = &screen_class;
    app->screens[SCREEN_PLAY] = &screen_play;
    app->screens[SCREEN_CODE] = &screen_code;
    static Recorder recorder;
    lp_replay_init(&recorder.replay);
    lp_buf_init(&recorder.code);
    app->rec = &recorder;

    if (opts->input_script) {
        char why[512];
        app->script = script_load(opts->input_script, why, sizeof why);
        if (!app->script) {
            fprintf(stderr, "loopling: %s\n", why);
            return 2;
        }
    }
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
        fputs("loopling: ", stderr);
        /* TRANSLATORS: on the terminal; %s is SDL's own reason (in English) */
        fprintf(stderr, _("cannot start SDL: %s\n"), SDL_GetError());
        script_destroy(app->script);
        return 1;
    }
    /* Gamepads are welcome but not needed: without the subsystem the keyboard still works. */
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) {
        fputs("loopling: ", stderr);
        /* TRANSLATORS: on the terminal; %s is SDL's own reason (in English) */
        fprintf(stderr, _("no gamepad support here: %s\n"), SDL_GetError());
    }
    if (TTF_Init() != 0 || (IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
        fputs("loopling: ", stderr);
        /* TRANSLATORS: on the terminal; %s is SDL's own reason (in English) */
        fprintf(stderr, _("cannot start SDL_ttf/SDL_image: %s\n"), SDL_GetError());
        SDL_Quit();
        return 1;
    }
    if (!app_prepare(app)) {
        SDL_Quit();
        return 2;
    }
    const int headless = opts->frames > 0;
    Uint32 wflags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (!headless && app->settings.fullscreen) wflags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    app->window = SDL_CreateWindow("Loopling", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, APP_W,
                                   APP_H, wflags);
    if (app->window) {
        app->renderer = SDL_CreateRenderer(app->window, -1,
                                           headless ? SDL_RENDERER_SOFTWARE
                                                    : SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
        if (!app->renderer) app->renderer = SDL_CreateRenderer(app->window, -1, SDL_RENDERER_SOFTWARE);
    }
    if (!app->renderer) {
        fputs("loopling: ", stderr);
        /* TRANSLATORS: on the terminal; %s is SDL's own reason (in English) */
        fprintf(stderr, _("cannot open a window: %s\n"), SDL_GetError());
        SDL_Quit();
        return 1;
    }
    SDL_RenderSetLogicalSize(app->renderer, APP_W, APP_H);
    SDL_SetWindowMinimumSize(app->window, 640, 360);
    /* sound: silent without a device, never an error (sound.h) */
    app->sound = sound_create(app->data_dir);
    sound_apply_settings(app);
    buttons_on_press(press_sound, app);
    char sprites[1100], why[1400];
    app_data_path(app, "assets/sprites", sprites, sizeof sprites);
    int status = 0;
    if (!gfx_init(&app->gfx, app->renderer, sprites, LOOPLING_FONT, LOOPLING_MONO_FONT, why, sizeof why)) {
        fprintf(stderr, "loopling: %s\n", why);
        status = 1;
    } else {
        SDL_Surface *icon = NULL;
        char icon_path[1200];
        app_data_path(app, "packaging/icons/loopling.png", icon_path, sizeof icon_path);
        if ((icon = IMG_Load(icon_path)) != NULL) {
            SDL_SetWindowIcon(app->window, icon);
            SDL_FreeSurface(icon);
        }
        app->gfx.text_percent = app_text_percent(app);
        app->gfx.record_drawn = app->opts.state_path != NULL;
        if (opts->replay) {
            char reason[1400];
            if (!replay_player_open(app, opts->replay, reason, sizeof reason)) {
                fprintf(stderr, "loopling: --replay %s\n", reason);
                status = 2;
            } else {
                lp_profile_init(&app->profile, "Replay"); /* a guest: nothing is saved */
                app->has_profile = 1;
            }
        } else if (opts->profile) {
            if (!lp_profile_name_ok(opts->profile)) {
                fputs("loopling: ", stderr);
                /* TRANSLATORS: on the terminal; keep --profile; %s is the name typed */
                fprintf(stderr, _("--profile '%s': a name is 1 to 31 letters, digits, spaces, - or _\n"), opts->profile);
                status = 2;
            } else if (!app_open_profile(app, opts->profile, app->notice, sizeof app->notice)) {
                fprintf(stderr, "loopling: --profile %s: %s\n", opts->profile, app->notice); /* then "Who is playing?" */
            }
        }
        if (status == 0) {
            app->screen = !app->has_profile ? SCREEN_PROFILES : app_first_screen(app);
            app->screens[app->screen]->enter(app);
            if (opts->frame_stats) app->frame_stats = frame_stats_create();
            status = run_loop(app);
            if (opts->state_path) write_state(app);
            if (app->frame_stats && !frame_stats_write(app->frame_stats, opts->frame_stats, why, sizeof why)) {
                fprintf(stderr, "loopling: %s\n", why);
                status = 1;
            }
            frame_stats_free(app->frame_stats);
            if (app->screens[app->screen]->leave) app->screens[app->screen]->leave(app);
        }
        replay_player_close(app);
        gfx_free(&app->gfx);
    }
    buttons_on_press(NULL, NULL);
    app_drafts_free(&app->drafts);
    sound_destroy(app->sound);
    app->sound = NULL;
    lp_profile_close(&app->profile_lock);
    script_destroy(app->script);
    lp_replay_free(&recorder.replay);
    lp_buf_free(&recorder.code);
    SDL_DestroyRenderer(app->renderer);
    SDL_DestroyWindow(app->window);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
    return status;
}
