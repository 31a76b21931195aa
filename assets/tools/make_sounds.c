/* make_sounds.c - synthesises every sound effect and music loop of Loopling and writes them as
 * WAV files (PCM, 16-bit, mono, 22050 Hz) for game/ui/shell/sound.c.
 *
 *   usage: make_sounds OUTDIR          (cmake --build build/release --target sounds)
 *
 * Integer and fixed-point arithmetic only (no floats, no libm): phase accumulators over a sine
 * table made by an integer Taylor series, integer envelopes, one-pole filters with integer
 * coefficients and a xorshift generator for noise, so every compiler and every flag set writes the
 * same bytes (tests/e2e/sounds.sh checks the shipped files against this program's). Effects are
 * short and soft: their energy stays mostly under 2.5 kHz, attacks are never instant, and each is
 * scaled to its own peak (about -6 dBFS, never clipping). Music loops are rendered round a ring,
 * so a note ringing past the loop's end sounds at its start and the loop joins without a seam.
 * Depends on the C library only.
 * Long file: one program, as make_art.c is: the fixed-point synthesiser and every sound's recipe
 * beside it, so that a sound's whole making reads in one place. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define RATE 22050
#define ONE 32768 /* 1.0 in Q15 */
#define MS(x) ((long)(x) * RATE / 1000)
#define Q(x1000) ((int32_t)((x1000) * ONE / 1000)) /* Q(250): 0.25 in Q15 */

/* ---- fixed point: sine, waves, notes ------------------------------------------------------ */

static int16_t sine_table[4097]; /* one cycle in Q15, with a guard entry */

/* sin(x) for x = 0..pi/2 by a Taylor series in Q30 (ten terms are far below one Q15 step). */
static void sine_init(void)
{
    for (int i = 0; i <= 1024; i++) {
        int64_t x = (int64_t)1686629713 * i / 1024; /* pi/2 * i/1024, Q30 */
        int64_t x2 = x * x / (1LL << 30), term = x, sum = x;
        for (int k = 1; k <= 5; k++) {
            term = -term * x2 / (1LL << 30) / ((2 * k) * (2 * k + 1));
            sum += term;
        }
        int16_t v = (int16_t)((sum * 32767 + (1LL << 29)) / (1LL << 30));
        sine_table[i] = v;
        sine_table[2048 - i] = v;
        sine_table[2048 + i] = (int16_t)-v;
        sine_table[(4096 - i) % 4096] = (int16_t)-v;
    }
    sine_table[4096] = sine_table[0];
}

/* A phase (a whole cycle is 2^32) to a Q15 sine, linearly between table entries. */
static int32_t sin_q(uint32_t ph)
{
    uint32_t i = ph >> 20, frac = (ph >> 4) & 0xFFFF;
    int32_t a = sine_table[i], b = sine_table[i + 1];
    return a + (int32_t)(((int64_t)(b - a) * frac) / 65536);
}

/* A triangle, rising through 0 at phase 0. */
static int32_t tri_q(uint32_t ph)
{
    int32_t t = (int32_t)((ph + 0x40000000u) >> 16);
    return t < 32768 ? t * 2 - 32768 : (65535 - t) * 2 - 32768;
}

static int32_t mulq(int32_t a, int32_t b) { return (int32_t)(((int64_t)a * b) / ONE); }

/* Equal temperament: the twelve semitones of an octave as ratios in Q16. */
static const int32_t semitone[12] = {65536, 69433, 73562, 77936, 82570, 87480,
                                     92682, 98193, 104032, 110218, 116772, 123715};

/* A MIDI note's frequency in millihertz (A4 = 69 = 440 Hz). */
static int32_t note_mhz(int midi)
{
    int n = midi - 69, oct = n >= 0 ? n / 12 : -((11 - n) / 12);
    int s = n - oct * 12;
    int64_t f = 440000LL * semitone[s] / 65536;
    return (int32_t)(oct >= 0 ? f << oct : f / (1LL << -oct));
}

#define HZ(x) ((int32_t)(x) * 1000)

/* The phase step of a frequency in millihertz. */
static uint32_t inc_of(int64_t mhz) { return (uint32_t)(((uint64_t)mhz << 32) / ((uint64_t)RATE * 1000)); }

/* Saw (every harmonic) or square (odd ones) summed from sines up to max_hz: no aliasing, no edge
 * sharper than the ear needs. */
static int32_t partials(uint32_t ph, int32_t mhz, int odd, int max_hz)
{
    int32_t sum = 0;
    for (int k = 1; k <= 40 && (int64_t)mhz * k <= (int64_t)max_hz * 1000; k += odd ? 2 : 1)
        sum += sin_q(ph * (uint32_t)k) / k;
    return sum;
}

/* xorshift32, seeded again for every sound so each one is the same alone or among the others. */
static uint32_t rng_state = 2463534242u;
static int32_t noise(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return (int32_t)(rng_state >> 16) - 32768;
}
static int rng_below(int n) { return (int)((uint32_t)(noise() + 32768) % (uint32_t)n); }

/* A two-pole low-pass (two one-poles in a row); a = w / (1 + w), w = 2 pi fc / rate, Q16. */
typedef struct Lp {
    int32_t y1, y2;
} Lp;
static int32_t lp_coef(int hz)
{
    int64_t w = (int64_t)hz * 2 * 355 * 65536 / (113LL * RATE);
    return (int32_t)(w * 65536 / (65536 + w));
}
static int32_t lp_run(Lp *f, int32_t a, int32_t x)
{
    f->y1 += (int32_t)(((int64_t)(x - f->y1) * a) / 65536);
    f->y2 += (int32_t)(((int64_t)(f->y1 - f->y2) * a) / 65536);
    return f->y2;
}

/* ---- envelopes ------------------------------------------------------------------------------ */

enum { ENV_PERC, ENV_SOFT, ENV_LINEAR, ENV_HOLD, ENV_SWELL };

/* Q15 gain at sample i of n: a smooth rise over `attack`, then the shape's fall to 0 at n. HOLD
 * stays up for 70% of what follows the attack; SWELL is a slow rise and fall (pads). */
static int32_t env(long i, long n, long attack, int shape)
{
    if (i < 0 || i >= n) return 0;
    if (attack > n / 2) attack = n / 2;
    if (i < attack) {
        int32_t a = (int32_t)((int64_t)ONE * i / attack);
        return mulq(mulq(a, a), 3 * ONE - 2 * a); /* smoothstep */
    }
    int32_t t = (int32_t)((int64_t)ONE * (i - attack) / (n - attack)), u = ONE - t;
    switch (shape) {
    case ENV_PERC: return mulq(mulq(u, u), u);
    case ENV_SOFT: return mulq(u, u);
    case ENV_LINEAR: return u;
    case ENV_HOLD: {
        if (t < Q(700)) return ONE;
        int32_t r = (int32_t)((int64_t)(ONE - t) * 1000 / 300);
        return mulq(r, r);
    }
    default: return u > ONE / 2 ? ONE : mulq(2 * u, 2 * u); /* SWELL: held, then a soft fall */
    }
}

/* ---- voices ------------------------------------------------------------------------------- */

typedef enum Wave { W_SINE, W_TRI, W_SAW, W_SQUARE, W_NOISE, W_FM } Wave;

/* One sounding thing: a tone (gliding from f0 to f1), a noise, or an FM bell, with its envelope,
 * filter and wobbles. Zero fields are off. */
typedef struct Voice {
    long at, len;          /* first sample, length in samples */
    int32_t f0, f1;        /* mHz at the start and the end (f1 0: no glide) */
    Wave wave;
    int32_t amp;           /* Q15 */
    long attack;           /* samples */
    int shape;             /* ENV_ */
    int lp, lp_end;        /* a low-pass at lp Hz sweeping to lp_end (0: none, no sweep) */
    int32_t h2, h3;        /* sine and FM: 2nd and 3rd harmonic, Q15, fading faster than the note */
    int vib_permil;        /* vibrato depth (1/1000 of the frequency), 5.5 Hz, fading in */
    int am_hz;             /* amplitude wobble (a motor's purr, a scrape's grain) ... */
    int32_t am_depth;      /* ... and its depth, Q15 */
    int fm_ratio;          /* FM: the modulator at this multiple ... */
    int32_t fm_depth;      /* ... and its depth (Q15 of a cycle), falling with the note */
    int max_hz;            /* saw and square: the highest harmonic (default 2400) */
} Voice;

typedef struct Track {
    int32_t *s;
    long n;
    int ring; /* music: what runs past the end sounds at the start */
} Track;

static void put(Track *t, long i, int32_t v)
{
    if (i < 0) return;
    if (t->ring) i %= t->n;
    else if (i >= t->n) return;
    t->s[i] += v;
}

static void voice(Track *t, const Voice *v)
{
    uint32_t ph = 0, vib_ph = 0, am_ph = 0;
    Lp f = {0, 0};
    int32_t f1 = v->f1 ? v->f1 : v->f0;
    int max_hz = v->max_hz ? v->max_hz : 2400;
    for (long i = 0; i < v->len; i++) {
        int64_t mhz = v->f0 + (int64_t)(f1 - v->f0) * i / v->len;
        if (v->vib_permil) {
            int32_t fade = i < MS(250) ? (int32_t)((int64_t)ONE * i / MS(250)) : ONE;
            mhz += mhz * v->vib_permil / 1000 * mulq(sin_q(vib_ph), fade) / ONE;
            vib_ph += inc_of(5500);
        }
        uint32_t inc = inc_of(mhz);
        int32_t e = env(i, v->len, v->attack, v->shape), s = 0;
        int32_t fade = ONE - (int32_t)((int64_t)ONE * i / v->len); /* harmonics and FM mellow */
        switch (v->wave) {
        case W_SINE:
            s = sin_q(ph);
            if (v->h2 && mhz * 2 < 3000000) s += mulq(mulq(sin_q(ph * 2), v->h2), fade);
            if (v->h3 && mhz * 3 < 3000000) s += mulq(mulq(sin_q(ph * 3), v->h3), mulq(fade, fade));
            break;
        case W_TRI: s = tri_q(ph); break;
        case W_SAW: s = partials(ph, (int32_t)mhz, 0, max_hz) * 2 / 3; break;
        case W_SQUARE: s = partials(ph, (int32_t)mhz, 1, max_hz); break;
        case W_NOISE: s = noise(); break;
        case W_FM: {
            int32_t depth = mulq(v->fm_depth, mulq(fade, fade));
            int64_t off = (int64_t)sin_q(ph * (uint32_t)v->fm_ratio) * depth * 4;
            s = sin_q(ph + (uint32_t)off);
            if (v->h2) s += mulq(mulq(sin_q(ph * 2), v->h2), mulq(fade, fade));
            break;
        }
        }
        ph += inc;
        if (v->am_hz) {
            int32_t g = ONE - v->am_depth / 2 + mulq(v->am_depth / 2, sin_q(am_ph));
            s = mulq(s, g);
            am_ph += inc_of(HZ(v->am_hz));
        }
        if (v->lp) {
            int hz = v->lp_end ? v->lp + (int)((int64_t)(v->lp_end - v->lp) * i / v->len) : v->lp;
            s = lp_run(&f, lp_coef(hz), s);
        }
        put(t, v->at + i, mulq(mulq(s, e), v->amp));
    }
}

/* A tone from f0 to f1 Hz (0: steady) starting at ms for len ms. */
static Voice tone(int at_ms, int len_ms, int f0, int f1, Wave wave, int32_t amp, int attack_ms, int shape)
{
    return (Voice){.at = MS(at_ms), .len = MS(len_ms), .f0 = HZ(f0), .f1 = HZ(f1), .wave = wave, .amp = amp,
                   .attack = MS(attack_ms), .shape = shape};
}

/* A note played on an instrument, the bells of the effects' tunes. */
static void bell(Track *t, int at_ms, int len_ms, int midi, int32_t amp)
{
    Voice v = tone(at_ms, len_ms, 0, 0, W_FM, amp, 4, ENV_PERC);
    v.f0 = note_mhz(midi);
    v.fm_ratio = 2;
    v.fm_depth = Q(90);
    v.h2 = Q(100);
    voice(t, &v);
}
static void marimba(Track *t, int at_ms, int len_ms, int midi, int32_t amp)
{
    Voice v = tone(at_ms, len_ms, 0, 0, W_SINE, amp, 4, ENV_PERC);
    v.f0 = note_mhz(midi);
    v.h3 = Q(120);
    v.h2 = Q(150);
    voice(t, &v);
}

/* ---- the effects ----------------------------------------------------------------------------- */

static void fx_click(Track *t)
{
    Voice v = tone(0, 60, 1100, 760, W_SINE, ONE, 3, ENV_PERC);
    v.h2 = Q(150);
    voice(t, &v);
}

static void fx_place(Track *t) /* a wooden tock, settling */
{
    Voice body = tone(0, 110, 640, 520, W_SINE, ONE, 3, ENV_PERC);
    voice(t, &body);
    Voice knock = tone(0, 45, 1550, 1450, W_SINE, Q(200), 2, ENV_PERC);
    voice(t, &knock);
    Voice tap = tone(0, 12, 0, 0, W_NOISE, Q(250), 1, ENV_PERC);
    tap.lp = 1800;
    voice(t, &tap);
}

static void fx_take(Track *t) /* a soft pop, rising */
{
    Voice v = tone(0, 140, 380, 720, W_SINE, ONE, 6, ENV_SOFT);
    v.h2 = Q(200);
    voice(t, &v);
}

static void fx_drive(Track *t) /* a toy motor's purr, speeding up a little */
{
    Voice v = tone(0, 450, 58, 74, W_SAW, ONE, 60, ENV_HOLD);
    v.max_hz = 1200;
    v.am_hz = 23;
    v.am_depth = Q(600);
    v.lp = 900;
    voice(t, &v);
    Voice hum = tone(0, 450, 116, 148, W_SINE, Q(300), 80, ENV_HOLD);
    voice(t, &hum);
}

static void fx_turn(Track *t) /* a soft swish */
{
    Voice v = tone(0, 170, 0, 0, W_NOISE, ONE, 60, ENV_SOFT);
    v.lp = 600;
    v.lp_end = 1900;
    voice(t, &v);
    Voice w = tone(10, 150, 480, 640, W_SINE, Q(250), 40, ENV_SOFT);
    voice(t, &w);
}

static void fx_pickup_tile(Track *t) /* two quick notes up: E5, B5 */
{
    marimba(t, 0, 120, 76, Q(800));
    marimba(t, 70, 160, 83, ONE);
}

static void fx_flag(Track *t) /* C5 E5 G5 chimes */
{
    bell(t, 0, 300, 72, Q(750));
    bell(t, 70, 300, 76, Q(850));
    bell(t, 140, 240, 79, ONE);
}

static void fx_crash(Track *t) /* a soft thud and a little bonk: nothing scary */
{
    Voice thud = tone(0, 380, 130, 45, W_SINE, ONE, 4, ENV_SOFT);
    voice(t, &thud);
    Voice dust = tone(0, 140, 0, 0, W_NOISE, Q(450), 3, ENV_PERC);
    dust.lp = 420;
    voice(t, &dust);
    Voice bonk = tone(20, 180, 230, 180, W_TRI, Q(220), 6, ENV_SOFT);
    voice(t, &bonk);
}

static void fx_bot_step(Track *t) /* tk-tunk */
{
    Voice tick = tone(0, 16, 0, 0, W_NOISE, Q(350), 1, ENV_PERC);
    tick.lp = 1500;
    voice(t, &tick);
    Voice body = tone(6, 94, 175, 140, W_SINE, ONE, 4, ENV_PERC);
    voice(t, &body);
    Voice clank = tone(6, 40, 340, 320, W_SQUARE, Q(180), 3, ENV_PERC);
    voice(t, &clank);
}

static void fx_bot_climb(Track *t) /* a servo winding up, then a step */
{
    Voice v = tone(0, 230, 180, 420, W_SQUARE, Q(700), 20, ENV_HOLD);
    v.max_hz = 2000;
    v.lp = 1500;
    voice(t, &v);
    Voice step = tone(220, 70, 160, 130, W_SINE, ONE, 3, ENV_PERC);
    voice(t, &step);
}

static void fx_bot_pickup(Track *t) /* bwip: two blips up */
{
    Voice a = tone(0, 90, 440, 470, W_SQUARE, Q(800), 6, ENV_SOFT);
    a.lp = 1800;
    voice(t, &a);
    Voice b = tone(90, 110, 660, 700, W_SQUARE, ONE, 6, ENV_SOFT);
    b.lp = 1800;
    voice(t, &b);
}

static void fx_bot_putdown(Track *t) /* bwoop: two blips down and a little thud */
{
    Voice a = tone(0, 90, 700, 660, W_SQUARE, ONE, 6, ENV_SOFT);
    a.lp = 1800;
    voice(t, &a);
    Voice b = tone(90, 100, 470, 440, W_SQUARE, Q(800), 6, ENV_SOFT);
    b.lp = 1800;
    voice(t, &b);
    Voice thud = tone(120, 100, 130, 95, W_SINE, Q(800), 3, ENV_PERC);
    voice(t, &thud);
}

static void fx_switch(Track *t) /* a click, then a ding: G5 with a fifth */
{
    Voice c = tone(0, 20, 1200, 1000, W_SINE, Q(450), 2, ENV_PERC);
    voice(t, &c);
    bell(t, 15, 215, 79, ONE);
    bell(t, 15, 215, 86, Q(300));
}

static void fx_footstep(Track *t) /* soft: a sandal on stone */
{
    Voice v = tone(0, 90, 0, 0, W_NOISE, ONE, 5, ENV_PERC);
    v.lp = 700;
    voice(t, &v);
    Voice body = tone(0, 70, 115, 80, W_SINE, Q(500), 4, ENV_PERC);
    voice(t, &body);
}

static void fx_slide(Track *t) /* a stone block scraping along */
{
    Voice v = tone(0, 480, 0, 0, W_NOISE, ONE, 60, ENV_HOLD);
    v.lp = 520;
    v.am_hz = 13;
    v.am_depth = Q(500);
    voice(t, &v);
    Voice grain = tone(0, 480, 0, 0, W_NOISE, Q(500), 80, ENV_HOLD);
    grain.lp = 900;
    grain.am_hz = 7;
    grain.am_depth = Q(800);
    voice(t, &grain);
    Voice rumble = tone(0, 480, 55, 50, W_SINE, Q(450), 80, ENV_HOLD);
    voice(t, &rumble);
}

static void fx_fire(Track *t) /* whoomph, then a few crackles */
{
    Voice whoosh = tone(0, 600, 0, 0, W_NOISE, ONE, 40, ENV_SOFT);
    whoosh.lp = 300;
    whoosh.lp_end = 1500;
    voice(t, &whoosh);
    Voice body = tone(0, 300, 70, 110, W_SINE, Q(450), 30, ENV_SOFT);
    voice(t, &body);
    for (int k = 0; k < 9; k++) {
        Voice pop = tone(120 + rng_below(420), 5, 0, 0, W_NOISE, Q(350) - k * Q(25), 1, ENV_PERC);
        pop.lp = 2000;
        voice(t, &pop);
    }
}

static void fx_door(Track *t) /* a heavy door rolling aside, a soft clunk */
{
    Voice roll = tone(0, 430, 88, 122, W_TRI, Q(700), 80, ENV_HOLD);
    voice(t, &roll);
    Voice scrape = tone(0, 430, 0, 0, W_NOISE, Q(500), 80, ENV_HOLD);
    scrape.lp = 420;
    scrape.am_hz = 11;
    scrape.am_depth = Q(400);
    voice(t, &scrape);
    Voice clunk = tone(410, 110, 170, 90, W_SINE, ONE, 3, ENV_PERC);
    voice(t, &clunk);
}

static void fx_key(Track *t) /* a jingle: G5 B5 D6 G6 */
{
    bell(t, 0, 220, 79, Q(700));
    bell(t, 60, 220, 83, Q(800));
    bell(t, 120, 220, 86, Q(900));
    bell(t, 180, 240, 91, Q(650));
}

static void fx_mistake(Track *t) /* uh-oh: G4 then E4, round and soft */
{
    Voice uh = tone(0, 190, 0, 0, W_SINE, ONE, 25, ENV_HOLD);
    uh.f0 = note_mhz(67);
    uh.h2 = Q(300);
    uh.h3 = Q(150);
    uh.lp = 1500;
    voice(t, &uh);
    Voice oh = tone(200, 260, 0, 0, W_SINE, ONE, 25, ENV_SOFT);
    oh.f0 = note_mhz(64);
    oh.f1 = note_mhz(64) - HZ(6);
    oh.h2 = Q(300);
    oh.h3 = Q(150);
    oh.lp = 1500;
    oh.vib_permil = 6;
    voice(t, &oh);
}

static void fx_win(Track *t) /* a happy arpeggio: C5 E5 G5 C6, the last one ringing */
{
    marimba(t, 0, 240, 72, Q(700));
    marimba(t, 80, 240, 76, Q(750));
    marimba(t, 160, 260, 79, Q(800));
    bell(t, 240, 360, 84, ONE);
    bell(t, 240, 360, 76, Q(350));
}

static void fx_gate(Track *t) /* a stone gate grinding up, then a chime: E5 B5 */
{
    Voice rumble = tone(0, 480, 60, 95, W_TRI, Q(800), 100, ENV_HOLD);
    voice(t, &rumble);
    Voice grind = tone(0, 480, 0, 0, W_NOISE, Q(550), 100, ENV_HOLD);
    grind.lp = 320;
    grind.lp_end = 520;
    grind.am_hz = 9;
    grind.am_depth = Q(400);
    voice(t, &grind);
    bell(t, 380, 220, 76, Q(700));
    bell(t, 430, 170, 83, Q(600));
}

/* ---- the music ------------------------------------------------------------------------------ */

#define R 0 /* a rest */
#define H 1 /* the note before goes on */

/* Notes on a grid of `steps` per loop, from step `first`: MIDI numbers, R or H. Each note is the
 * proto voice at that pitch, as long as its steps (times gate/100) or proto.len, whichever is more. */
static void seq(Track *t, int steps, int first, const signed char *notes, int count, Voice proto, int gate)
{
    for (int k = 0; k < count; k++) {
        if (notes[k] < 12) continue;
        int len = 1;
        while (k + len < count && notes[k + len] == H)
            len++;
        long a = (long)((int64_t)(first + k) * t->n / steps), b = (long)((int64_t)(first + k + len) * t->n / steps);
        Voice v = proto;
        v.at = a;
        v.len = (b - a) * gate / 100;
        if (v.len < proto.len) v.len = proto.len;
        v.f0 = note_mhz(notes[k]);
        v.f1 = proto.f1 ? v.f0 + proto.f1 : 0;
        voice(t, &v);
    }
}

/* Chords, one a bar (three notes each), as pads held over the bar and a little past it. */
static void pads(Track *t, int bars, const signed char (*chord)[3], Voice proto)
{
    for (int b = 0; b < bars; b++)
        for (int k = 0; k < 3; k++) {
            signed char one[1] = {chord[b][k]};
            seq(t, bars, b, one, 1, proto, 100 + 35);
        }
}

static const Voice pad_voice = {.wave = W_TRI, .amp = Q(120), .attack = MS(500), .shape = ENV_SWELL, .lp = 900};
static const Voice bass_voice = {.wave = W_SINE, .amp = Q(220), .attack = MS(12), .shape = ENV_SOFT, .h2 = Q(250)};
static const Voice tick_voice = {.wave = W_NOISE, .amp = Q(60), .attack = MS(2), .shape = ENV_PERC, .len = MS(30),
                                 .lp = 2200};

/* Toy car: bright and bouncy, C major pentatonic on a marimba; 120 bpm, 8 bars of 4/4. */
static void music_toycar(Track *t)
{
    static const signed char melody[64] = {
        76, H, 79, H, 81, 79, 76, H, 72, H, 76, H, 74, 72, 69, H, 69, H, 72, H, 74, H, 72, 69, 67, H, 69, H, 74, H, H, H,
        76, H, 79, H, 81, H, 84, H, 81, 79, 76, H, 74, H, 72, H, 74, H, 76, H, 79, H, 76, 74, 72, H, 74, H, H, H, R, R};
    static const signed char chords[8][3] = {{60, 64, 67}, {57, 60, 64}, {53, 57, 60}, {55, 59, 62},
                                             {60, 64, 67}, {57, 60, 64}, {53, 57, 60}, {55, 59, 62}};
    static const signed char roots[8] = {48, 45, 41, 43, 48, 45, 41, 43};
    Voice lead = {.wave = W_SINE, .amp = Q(420), .attack = MS(4), .shape = ENV_PERC, .h2 = Q(150), .h3 = Q(100),
                  .len = MS(420)};
    seq(t, 64, 0, melody, 64, lead, 100);
    pads(t, 8, chords, pad_voice);
    for (int b = 0; b < 8; b++) {
        signed char line[8] = {roots[b], H, H, R, (signed char)(roots[b] + 7), H, H, R};
        seq(t, 64, b * 8, line, 8, bass_voice, 100);
        signed char ticks[8] = {R, R, 90, R, R, R, 90, R};
        seq(t, 64, b * 8, ticks, 8, tick_voice, 10);
    }
}

/* Robot: steady and mechanical, A minor pentatonic on a soft square and a clockwork bass; 126
 * bpm, 8 bars of 4/4. */
static void music_bots(Track *t)
{
    static const signed char melody[64] = {
        69, H, 72, H, 76, H, 74, H, 72, H, 69, H, H, H, R, R, 67, H, 72, H, 76, H, 79, H, 74, H, H, H, R, R, R, R,
        76, 74, 72, H, 69, H, 72, H, 74, H, 72, H, 69, H, 67, H, 69, H, H, H, 74, H, H, H, H, H, H, H, R, R, R, R};
    static const signed char chords[8][3] = {{57, 60, 64}, {53, 57, 60}, {55, 60, 64}, {55, 59, 62},
                                             {57, 60, 64}, {53, 57, 60}, {55, 59, 62}, {55, 59, 62}};
    static const signed char roots[8] = {45, 41, 48, 43, 45, 41, 43, 43};
    Voice lead = {.wave = W_SQUARE, .amp = Q(260), .attack = MS(8), .shape = ENV_SOFT, .lp = 1600, .max_hz = 2000,
                  .len = MS(200)};
    seq(t, 64, 0, melody, 64, lead, 90);
    Voice pad = pad_voice;
    pad.amp = Q(90);
    pads(t, 8, chords, pad);
    Voice bass = {.wave = W_SQUARE, .amp = Q(260), .attack = MS(6), .shape = ENV_PERC, .lp = 500, .max_hz = 800,
                  .len = MS(150)};
    Voice blip = {.wave = W_SINE, .amp = Q(90), .attack = MS(3), .shape = ENV_PERC, .len = MS(90)};
    for (int b = 0; b < 8; b++) {
        signed char r = roots[b];
        signed char line[8] = {r, (signed char)(r + 12), r, (signed char)(r + 7), r, (signed char)(r + 12),
                               (signed char)(r + 7), (signed char)(r + 12)};
        seq(t, 64, b * 8, line, 8, bass, 70);
        const signed char *c = chords[b];
        signed char arp[8] = {R, (signed char)(c[0] + 12), R, (signed char)(c[1] + 12), R, (signed char)(c[2] + 12), R,
                              (signed char)(c[1] + 12)};
        seq(t, 64, b * 8, arp, 8, blip, 60);
        signed char ticks[8] = {90, 90, 90, 90, 90, 90, 90, 90};
        seq(t, 64, b * 8, ticks, 8, tick_voice, 10);
    }
}

/* May's Journey: an explorer's waltz, D minor pentatonic on a breathy flute over a harp; 90 bpm,
 * 8 bars of 3/4. */
static void music_mays(Track *t)
{
    static const signed char melody[48] = {69, H, H, H, 74, H, 77, H, H, H, 74, 72, 72, H, H, H, 69, H, 67, H, H, H, H, H,
                                           69, H, 72, H, 74, H, 77, H, 79, H, 77, 74, 72, H, H, H, 69, 67, 69, H, H, H, R, R};
    static const signed char chords[8][3] = {{50, 57, 62}, {46, 53, 58}, {53, 57, 60}, {48, 55, 60},
                                             {50, 57, 62}, {46, 53, 58}, {48, 55, 60}, {48, 55, 64}};
    Voice flute = {.wave = W_SINE, .amp = Q(330), .attack = MS(70), .shape = ENV_HOLD, .h2 = Q(120), .vib_permil = 5,
                   .len = MS(250)};
    seq(t, 48, 0, melody, 48, flute, 96);
    Voice breath = {.wave = W_NOISE, .amp = Q(18), .attack = MS(60), .shape = ENV_HOLD, .lp = 1400, .len = MS(250)};
    seq(t, 48, 0, melody, 48, breath, 96);
    Voice pad = pad_voice;
    pad.amp = Q(100);
    pads(t, 8, chords, pad);
    /* the harp: each bar's chord broken upwards and back (root, fifth, octave, tenth) */
    static const signed char arps[8][6] = {{50, 57, 62, 65, 62, 57}, {46, 53, 58, 62, 58, 53}, {53, 57, 60, 65, 60, 57},
                                           {48, 55, 60, 64, 60, 55}, {50, 57, 62, 65, 62, 57}, {46, 53, 58, 62, 58, 53},
                                           {48, 55, 60, 64, 60, 55}, {48, 55, 60, 67, 64, 60}};
    Voice harp = {.wave = W_TRI, .amp = Q(150), .attack = MS(3), .shape = ENV_PERC, .lp = 1800, .len = MS(900)};
    for (int b = 0; b < 8; b++)
        seq(t, 48, b * 6, arps[b], 6, harp, 100);
}

/* Dungeon: slow and a little mysterious, never dark: E minor pentatonic bells over a low drone;
 * 70 bpm, 4 bars of 4/4. */
static void music_dungeon(Track *t)
{
    static const signed char melody[32] = {71, H, H, H, H, H, 67, H, 76, H, H, H, 74, H, H, H,
                                           69, H, H, H, 71, H, 67, H, 66, H, H, H, R, R, R, R};
    static const signed char chords[4][3] = {{52, 59, 64}, {48, 55, 64}, {45, 52, 60}, {47, 54, 62}};
    Voice bells = {.wave = W_FM, .amp = Q(420), .attack = MS(5), .shape = ENV_PERC, .fm_ratio = 2,
                   .fm_depth = Q(70), .len = MS(2200)};
    seq(t, 32, 0, melody, 32, bells, 100);
    Voice pad = pad_voice;
    pad.amp = Q(100);
    pad.attack = MS(900);
    pad.lp = 700;
    pads(t, 4, chords, pad);
    Voice drone = {.wave = W_SINE, .amp = Q(150), .attack = MS(1500), .shape = ENV_SWELL, .h2 = Q(150)};
    static const signed char roots[4] = {40, 36, 33, 35};
    for (int b = 0; b < 4; b++) {
        signed char one[2] = {roots[b], (signed char)(roots[b] + 7)};
        seq(t, 4, b, one, 1, drone, 150);
        Voice fifth = drone;
        fifth.amp = Q(70);
        seq(t, 4, b, one + 1, 1, fifth, 150);
        Voice pluck = {.wave = W_TRI, .amp = Q(160), .attack = MS(4), .shape = ENV_PERC, .lp = 1200, .len = MS(1200)};
        signed char line[8] = {R, R, R, R, (signed char)(roots[b] + 24), R, R, (signed char)(roots[b] + 19)};
        seq(t, 32, b * 8, line, 8, pluck, 100);
    }
}

/* ---- writing ------------------------------------------------------------------------------- */

typedef struct Sound {
    const char *name;
    int ms;                    /* length (a music loop's, exactly) */
    long samples;              /* music: the loop in samples (0: from ms) */
    int32_t peak;              /* the loudest sample ... */
    int32_t rms;               /* ... or music: this loudness (RMS), the peak at most that */
    void (*make)(Track *t);
} Sound;

static const Sound sounds[] = {
    {"click", 60, 0, 12000, 0, fx_click},
    {"place", 110, 0, 15500, 0, fx_place},
    {"take", 140, 0, 14500, 0, fx_take},
    {"drive", 450, 0, 13500, 0, fx_drive},
    {"turn", 170, 0, 12000, 0, fx_turn},
    {"pickup_tile", 230, 0, 16000, 0, fx_pickup_tile},
    {"flag", 380, 0, 16000, 0, fx_flag},
    {"crash", 380, 0, 16500, 0, fx_crash},
    {"bot_step", 100, 0, 13000, 0, fx_bot_step},
    {"bot_climb", 290, 0, 14500, 0, fx_bot_climb},
    {"bot_pickup", 200, 0, 14500, 0, fx_bot_pickup},
    {"bot_putdown", 220, 0, 14500, 0, fx_bot_putdown},
    {"switch", 230, 0, 16000, 0, fx_switch},
    {"footstep", 90, 0, 11000, 0, fx_footstep},
    {"slide", 480, 0, 14500, 0, fx_slide},
    {"fire", 600, 0, 15000, 0, fx_fire},
    {"door", 520, 0, 15500, 0, fx_door},
    {"key", 420, 0, 16000, 0, fx_key},
    {"mistake", 460, 0, 15500, 0, fx_mistake},
    {"win", 600, 0, 16500, 0, fx_win},
    {"gate", 600, 0, 16000, 0, fx_gate},
    {"music_toycar", 16000, 352800, 16384, 3300, music_toycar},  /* 32 beats at 120 bpm */
    {"music_bots", 15238, 336000, 16384, 3300, music_bots},      /* 32 beats at 126 bpm */
    {"music_mays", 16000, 352800, 16384, 3300, music_mays},      /* 24 beats at 90 bpm */
    {"music_dungeon", 13714, 302400, 16384, 3300, music_dungeon}, /* 16 beats at 70 bpm */
};

static void put16(unsigned char *p, uint32_t v) { p[0] = (unsigned char)(v & 255), p[1] = (unsigned char)(v >> 8 & 255); }
static void put32(unsigned char *p, uint32_t v) { put16(p, v & 0xFFFF), put16(p + 2, v >> 16); }

static int64_t isqrt64(int64_t v)
{
    int64_t r = 0;
    for (int64_t bit = 1LL << 62; bit; bit >>= 2) {
        if (v >= r + bit) {
            v -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
    }
    return r;
}

/* Scale to the sound's peak (or loudness) and write a 44-byte RIFF header and the samples, little-endian. */
static int write_wav(const char *dir, const Sound *snd, const Track *t)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/%s.wav", dir, snd->name);
    int64_t max = 1, squares = 0;
    for (long i = 0; i < t->n; i++) {
        int64_t a = t->s[i] > 0 ? t->s[i] : -(int64_t)t->s[i];
        if (a > max) max = a;
        squares += a * a;
    }
    int64_t num = snd->peak, den = max; /* every sample times num / den */
    if (snd->rms) {
        int64_t rms = isqrt64(squares / t->n) + 1;
        if (max * snd->rms / rms <= snd->peak) num = snd->rms, den = rms;
    }
    uint32_t bytes = (uint32_t)t->n * 2;
    unsigned char *data = malloc((size_t)bytes + 44);
    if (!data) return 0;
    memcpy(data, "RIFF", 4), put32(data + 4, 36 + bytes), memcpy(data + 8, "WAVEfmt ", 8);
    put32(data + 16, 16), put16(data + 20, 1), put16(data + 22, 1), put32(data + 24, RATE), put32(data + 28, RATE * 2);
    put16(data + 32, 2), put16(data + 34, 16), memcpy(data + 36, "data", 4), put32(data + 40, bytes);
    for (long i = 0; i < t->n; i++) {
        int64_t v = (int64_t)t->s[i] * num / den;
        if (v > 32767) v = 32767;
        if (v < -32767) v = -32767;
        put16(data + 44 + i * 2, (uint32_t)(uint16_t)(int16_t)v);
    }
    FILE *f = fopen(path, "wb");
    int ok = f && fwrite(data, 1, (size_t)bytes + 44, f) == (size_t)bytes + 44;
    if (f && fclose(f) != 0) ok = 0;
    if (!ok) fprintf(stderr, "make_sounds: %s: %s\n", path, strerror(errno));
    free(data);
    return ok;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: make_sounds OUTDIR\n");
        return 2;
    }
    mkdir(argv[1], 0755);
    sine_init();
    for (size_t k = 0; k < sizeof sounds / sizeof sounds[0]; k++) {
        const Sound *snd = &sounds[k];
        Track t = {NULL, snd->samples ? snd->samples : MS(snd->ms), snd->samples != 0};
        t.s = calloc((size_t)t.n, sizeof *t.s);
        if (!t.s) return 1;
        rng_state = 2463534242u;
        snd->make(&t);
        int ok = write_wav(argv[1], snd, &t);
        free(t.s);
        if (!ok) return 1;
    }
    return 0;
}
