/* sound.h - the game's sounds: short effects for what a pupil does or must notice, and one calm
 * music loop per mode, mixed by SDL2's own audio (a callback; no SDL_mixer) from the WAV files
 * in the data folder's assets/sounds (made by assets/tools/make_sounds.c).
 *
 * Sound never stands in the way: no audio device, a driver that cannot start, a missing or
 * damaged file each mean silence for that much, with nothing printed, and the game goes on.
 * Every effect asked for is logged with its tick for --state ("sounds"), heard or not (muted, no
 * device): tests read what the pupil would hear. The same effect twice in one tick is one.
 * The app owns the Sound (app->sound, loop.c: sound_create and sound_destroy); the rest only
 * asks for effects and music through the App. Settings: app->settings' sfx_volume,
 * music_volume (0..10), music (on/off) and mute, applied by sound_apply_settings (the M key's
 * toggle and its notice are loop.c's). */
#ifndef UI_SOUND_H
#define UI_SOUND_H

#include "core/buf.h"
#include "ui/shell/app.h"

typedef enum SoundId {
    SND_CLICK,       /* a button pressed */
    SND_PLACE,       /* a tile or block put down on the board or program */
    SND_TAKE,        /* ... taken back */
    SND_DRIVE,       /* the toy car's motor as it starts and moves */
    SND_TURN,        /* the car turns */
    SND_PICKUP_TILE, /* the car picks up a direction tile */
    SND_FLAG,        /* a flag collected */
    SND_CRASH,       /* the car crashes (a soft thud) */
    SND_BOT_STEP,    /* the robot steps */
    SND_BOT_CLIMB,   /* ... climbs up or down */
    SND_BOT_PICKUP,  /* ... picks a box up */
    SND_BOT_PUTDOWN, /* ... puts it down */
    SND_SWITCH,      /* a switch or plate pressed, a lever pulled */
    SND_FOOTSTEP,    /* May or the dungeon's explorer walks */
    SND_SLIDE,       /* a block slides */
    SND_FIRE,        /* fire lights a pit */
    SND_DOOR,        /* a door opens */
    SND_KEY,         /* a key picked up */
    SND_MISTAKE,     /* a mistake in code, a run that did not work: a gentle "uh-oh" */
    SND_WIN,         /* a puzzle solved, a dungeon's stairs */
    SND_GATE,        /* a dungeon room's gate opens */
    SND_COUNT
} SoundId;

typedef struct Sound Sound;

/* Open the audio device (if there is one) and load the effects from data_dir/assets/sounds.
 * NULL only when out of memory; destroy closes the device and frees everything (NULL is fine). */
Sound *sound_create(const char *data_dir);
void sound_destroy(Sound *s);
/* Play an effect now (and log it). Nothing without app->sound. */
void sound_play(App *app, SoundId id);
/* The music for what is on screen: an LpMode's loop, or -1 for none. Heard while the music
 * setting is on and not muted; changing loops fades one out and the other in. */
void sound_music(App *app, int mode);
/* While quiet (a replay seeking: seconds of play in one frame), effects are neither played nor
 * logged. */
void sound_quiet(App *app, int quiet);
/* The settings' volumes, music on or off and mute, at once. */
void sound_apply_settings(App *app);
/* ,"sounds":[names in play order, the last SOUND_LOG_MAX],"sound_ticks":[...],"music":"toycar"
 * or null (the loop chosen to play, heard or not),"muted":bool,"audio":bool (a device is open). */
void sound_state(const App *app, LpBuf *out);
/* "click", "win", ... (the file's name without .wav) */
const char *sound_name(SoundId id);

#define SOUND_LOG_MAX 200

#endif
