/* sound.c - the sounds (sound.h): one SDL audio device whose callback mixes up to SOUND_VOICES
 * effects and two music slots (a loop fading in, the one before it fading out), signed 16-bit
 * mono at 22050 Hz, the files' own format (SDL converts anything else as it loads). The game's
 * thread starts voices under SDL_LockAudioDevice; the callback only reads clips that stay loaded
 * until sound_destroy. Depends on SDL's audio and core/mode.h (the music loops' names). */
#include "ui/shell/sound.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mode.h"

#define SOUND_RATE 22050
#define SOUND_VOICES 8
#define FADE_ONE (1 << 20)                      /* a music slot at full volume */
#define FADE_IN_STEP (FADE_ONE / SOUND_RATE)    /* a loop comes in over a second ... */
#define FADE_OUT_STEP (FADE_ONE * 3 / SOUND_RATE) /* ... and goes in a third of one */
#define CLIP_MAX_BYTES (16 << 20)               /* a bigger file is not one of ours */

static const char *const names[] = {
    "click",  "place",     "take",       "drive",       "turn",   "pickup_tile", "flag",
    "crash",  "bot_step",  "bot_climb",  "bot_pickup",  "bot_putdown", "switch", "footstep",
    "slide",  "fire",      "door",       "key",         "mistake", "win",        "gate"};
_Static_assert(sizeof names / sizeof names[0] == SND_COUNT, "a name for every sound");

/* The volume settings 0..10 as gains (256 = as the file is), about 2.5 dB a step. */
static const int32_t gain_of[11] = {0, 19, 26, 34, 46, 61, 81, 108, 144, 192, 256};

typedef struct Clip {
    int16_t *data;
    int frames;
    int tried; /* loading was tried (music loads when first wanted) */
} Clip;

typedef struct Voice {
    const Clip *clip; /* NULL: free */
    int pos;
} Voice;

typedef struct MusicSlot {
    const Clip *clip;
    int pos;
    int32_t fade, step; /* 0..FADE_ONE, per sample */
} MusicSlot;

struct Sound {
    SDL_AudioDeviceID dev; /* 0: no device, silence */
    char dir[1100];        /* data_dir/assets/sounds */
    Clip fx[SND_COUNT];
    Clip music[LP_MODE_COUNT];
    /* the callback's (changed only under the device's lock) */
    Voice voices[SOUND_VOICES];
    MusicSlot slots[2];    /* [0] the loop playing or fading in, [1] the one fading out */
    int32_t fx_gain, music_gain;
    /* the game's */
    int music_mode;        /* the mode on screen (sound_music), -1 none */
    int music_heard;       /* the loop in slots[0] (-1 none) */
    int quiet;             /* sound_quiet */
    SoundId log[SOUND_LOG_MAX];
    uint64_t log_tick[SOUND_LOG_MAX];
    int log_count;         /* every effect ever logged; the last SOUND_LOG_MAX are kept */
};

const char *sound_name(SoundId id) { return (int)id >= 0 && id < SND_COUNT ? names[id] : "?"; }

static int16_t clamp16(int32_t v) { return (int16_t)(v > 32767 ? 32767 : v < -32768 ? -32768 : v); }

static void SDLCALL mix(void *user, Uint8 *stream, int len)
{
    Sound *s = user;
    int16_t *out = (int16_t *)(void *)stream;
    for (int i = 0; i < len / 2; i++) {
        int32_t fx = 0, music = 0;
        for (int v = 0; v < SOUND_VOICES; v++) {
            Voice *vo = &s->voices[v];
            if (!vo->clip) continue;
            fx += vo->clip->data[vo->pos++];
            if (vo->pos >= vo->clip->frames) vo->clip = NULL;
        }
        for (int k = 0; k < 2; k++) {
            MusicSlot *m = &s->slots[k];
            if (!m->clip) continue;
            music += (int32_t)(((int64_t)m->clip->data[m->pos] * (m->fade >> 5)) >> 15);
            if (++m->pos >= m->clip->frames) m->pos = 0; /* the loop goes round */
            m->fade += m->step;
            if (m->fade >= FADE_ONE) m->fade = FADE_ONE, m->step = 0;
            if (m->fade <= 0 && m->step < 0) m->clip = NULL;
        }
        out[i] = clamp16((fx * s->fx_gain + music * s->music_gain) / 256);
    }
}

/* Load dir/name.wav as 16-bit mono at SOUND_RATE; a missing or damaged file leaves c empty. */
static void load_clip(Sound *s, Clip *c, const char *name)
{
    c->tried = 1;
    char path[1300];
    snprintf(path, sizeof path, "%s/%s.wav", s->dir, name);
    SDL_AudioSpec spec;
    Uint8 *buf = NULL;
    Uint32 len = 0;
    if (!SDL_LoadWAV(path, &spec, &buf, &len)) return;
    SDL_AudioCVT cvt;
    int convert = SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, AUDIO_S16SYS, 1, SOUND_RATE);
    Uint8 *work = NULL;
    if (convert >= 0 && len >= 2 && len <= CLIP_MAX_BYTES)
        work = malloc((size_t)len * (size_t)(convert ? cvt.len_mult : 1));
    if (work) memcpy(work, buf, len);
    SDL_FreeWAV(buf);
    if (!work) return;
    if (convert) {
        cvt.buf = work;
        cvt.len = (int)len;
        if (SDL_ConvertAudio(&cvt) != 0 || cvt.len_cvt < 2) {
            free(work);
            return;
        }
        len = (Uint32)cvt.len_cvt;
    }
    c->data = (int16_t *)(void *)work;
    c->frames = (int)(len / 2);
}

Sound *sound_create(const char *data_dir)
{
    Sound *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->music_mode = s->music_heard = -1;
    snprintf(s->dir, sizeof s->dir, "%s/assets/sounds", data_dir);
    /* no audio here (no driver, no device): silence, and the game goes on */
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return s;
    SDL_AudioSpec want, have;
    SDL_zero(want);
    want.freq = SOUND_RATE;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = 1024;
    want.callback = mix;
    want.userdata = s;
    s->dev = SDL_OpenAudioDevice(NULL, 0, &want, &have, 0); /* SDL converts to what the device takes */
    if (!s->dev) {
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return s;
    }
    for (int i = 0; i < SND_COUNT; i++)
        load_clip(s, &s->fx[i], names[i]);
    SDL_PauseAudioDevice(s->dev, 0);
    return s;
}

void sound_destroy(Sound *s)
{
    if (!s) return;
    if (s->dev) {
        SDL_CloseAudioDevice(s->dev); /* the callback has stopped when this returns */
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
    for (int i = 0; i < SND_COUNT; i++)
        free(s->fx[i].data);
    for (int i = 0; i < LP_MODE_COUNT; i++)
        free(s->music[i].data);
    free(s);
}

void sound_play(App *app, SoundId id)
{
    Sound *s = app->sound;
    if (!s || s->quiet || (int)id < 0 || id >= SND_COUNT) return;
    /* the same effect twice in one tick is one (a button and its key, two faces seeing one event) */
    for (int k = s->log_count - 1; k >= 0 && k >= s->log_count - SOUND_LOG_MAX; k--) {
        if (s->log_tick[k % SOUND_LOG_MAX] != app->ticks) break;
        if (s->log[k % SOUND_LOG_MAX] == id) return;
    }
    s->log[s->log_count % SOUND_LOG_MAX] = id;
    s->log_tick[s->log_count % SOUND_LOG_MAX] = app->ticks;
    s->log_count++;
    if (!s->dev || app->settings.mute || !s->fx[id].data) return;
    SDL_LockAudioDevice(s->dev);
    int pick = 0; /* a free voice, else the one that has played longest */
    for (int v = 0; v < SOUND_VOICES; v++) {
        if (!s->voices[v].clip) {
            pick = v;
            break;
        }
        if (s->voices[v].pos > s->voices[pick].pos) pick = v;
    }
    s->voices[pick] = (Voice){&s->fx[id], 0};
    SDL_UnlockAudioDevice(s->dev);
}

void sound_quiet(App *app, int quiet)
{
    if (app->sound) app->sound->quiet = quiet;
}

/* The loop chosen for the screen: the mode's while the music setting is on, else -1. */
static int music_chosen(const App *app)
{
    const Sound *s = app->sound;
    return app->settings.music && s->music_mode >= 0 && s->music_mode < LP_MODE_COUNT ? s->music_mode : -1;
}

/* Start the loop that should be heard now, fading the one before out. */
static void update_music(App *app)
{
    Sound *s = app->sound;
    int want = app->settings.mute || app->settings.music_volume <= 0 ? -1 : music_chosen(app);
    if (want == s->music_heard || !s->dev) return;
    s->music_heard = want;
    const Clip *clip = NULL;
    if (want >= 0) {
        char name[40];
        snprintf(name, sizeof name, "music_%s", lp_mode_name((LpMode)want));
        if (!s->music[want].tried) load_clip(s, &s->music[want], name); /* before the lock: no stall */
        if (s->music[want].data) clip = &s->music[want];
    }
    SDL_LockAudioDevice(s->dev);
    s->slots[1] = s->slots[0];
    if (s->slots[1].clip) s->slots[1].step = -FADE_OUT_STEP;
    s->slots[0] = (MusicSlot){clip, 0, 0, clip ? FADE_IN_STEP : 0};
    SDL_UnlockAudioDevice(s->dev);
}

void sound_music(App *app, int mode)
{
    Sound *s = app->sound;
    if (!s || mode == s->music_mode) return;
    s->music_mode = mode;
    update_music(app);
}

void sound_apply_settings(App *app)
{
    Sound *s = app->sound;
    if (!s) return;
    int fx = app->settings.sfx_volume, music = app->settings.music_volume;
    int32_t fx_gain = app->settings.mute ? 0 : gain_of[fx < 0 ? 0 : fx > 10 ? 10 : fx];
    int32_t music_gain = gain_of[music < 0 ? 0 : music > 10 ? 10 : music];
    if (s->dev) {
        SDL_LockAudioDevice(s->dev);
        s->fx_gain = fx_gain, s->music_gain = music_gain;
        SDL_UnlockAudioDevice(s->dev);
    }
    update_music(app);
}

void sound_state(const App *app, LpBuf *out)
{
    const Sound *s = app->sound;
    int first = s && s->log_count > SOUND_LOG_MAX ? s->log_count - SOUND_LOG_MAX : 0, count = s ? s->log_count : 0;
    lp_buf_puts(out, ",\"sounds\":[");
    for (int k = first; k < count; k++)
        lp_buf_printf(out, "%s\"%s\"", k > first ? "," : "", names[s->log[k % SOUND_LOG_MAX]]);
    lp_buf_puts(out, "],\"sound_ticks\":[");
    for (int k = first; k < count; k++)
        lp_buf_printf(out, "%s%llu", k > first ? "," : "", (unsigned long long)s->log_tick[k % SOUND_LOG_MAX]);
    int music = s ? music_chosen(app) : -1;
    lp_buf_puts(out, "],\"music\":");
    if (music >= 0) lp_buf_printf(out, "\"%s\"", lp_mode_name((LpMode)music));
    else lp_buf_puts(out, "null");
    lp_buf_printf(out, ",\"muted\":%s,\"audio\":%s", app->settings.mute ? "true" : "false",
                  s && s->dev ? "true" : "false");
}
