/* drafts.h - a pupil's unfinished program, kept: leaving a robot puzzle, a May's room or a toy
 * car's board with arrows placed (Menu, Esc, another level, closing the game) and coming back
 * finds it as it was left, so an Escape pressed by mistake, or the end of a lesson, loses nothing.
 * Kept in memory, by the level's share code (or file), for the last APP_DRAFTS levels, and in the
 * pupil's save for the last LP_DRAFTS_MAX (core/save.h: those that fit it); each pupil has their
 * own. A solved level keeps none (Play again starts afresh). */
#ifndef UI_SHELL_DRAFTS_H
#define UI_SHELL_DRAFTS_H

#define APP_DRAFTS 24

typedef struct AppDraft {
    char key[300];      /* mode and level: "bots BT1K-0MYX-WC3J", "", unused */
    char *text;         /* malloc'd */
    unsigned long used; /* when it was last kept (the oldest goes first) */
} AppDraft;

typedef struct AppDrafts {
    AppDraft items[APP_DRAFTS];
    unsigned long clock;
    unsigned long owner; /* the App's profile_opened they are of: another pupil's never show */
} AppDrafts;

/* Keep text as the draft of key (replacing one), or drop key's draft when text is NULL or holds
 * only spaces and newlines. An empty key keeps nothing. */
void app_draft_keep(AppDrafts *d, const char *key, const char *text);
/* key's draft, or NULL. */
const char *app_draft(const AppDrafts *d, const char *key);
void app_drafts_free(AppDrafts *d);

struct App;
struct Editor;
/* What a play screen calls when it leaves a level (key, "" for none): the editor's program kept as
 * key's draft, or dropped when the level was solved. A replay keeps nothing (its guest's program
 * is the recording's). */
void app_keep_program(struct App *app, const char *key, const struct Editor *ed, int solved);
/* The same for a draft already in words (the toy car's plan): text kept as key's draft, NULL drops
 * it. */
void app_keep_draft(struct App *app, const char *key, const char *text);
/* The draft of key for the pupil playing (NULL: none): when another pupil was chosen since, the
 * drafts in memory become that pupil's first (their save's), so nobody meets another's program. */
const char *app_program_draft(struct App *app, const char *key);

#endif
