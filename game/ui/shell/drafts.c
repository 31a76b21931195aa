/* drafts.c - unfinished programs kept while the game runs, and in the pupil's save (drafts.h). */
#include "ui/shell/drafts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/editor/editor.h"
#include "ui/shell/app.h"
#include "ui/shell/replay_ui.h"

static int find(const AppDrafts *d, const char *key)
{
    for (int i = 0; i < APP_DRAFTS; i++)
        if (d->items[i].key[0] && !strcmp(d->items[i].key, key)) return i;
    return -1;
}

void app_draft_keep(AppDrafts *d, const char *key, const char *text)
{
    if (!key || !key[0]) return;
    int i = find(d, key);
    if (lp_draft_blank(text)) {
        if (i >= 0) {
            free(d->items[i].text);
            memset(&d->items[i], 0, sizeof d->items[i]);
        }
        return;
    }
    char *copy = malloc(strlen(text) + 1);
    if (!copy) return; /* out of memory: the draft is not kept, nothing else changes */
    strcpy(copy, text);
    if (i < 0) { /* a free place, else the one kept longest ago */
        i = 0;
        for (int j = 0; j < APP_DRAFTS; j++) {
            if (!d->items[j].key[0]) {
                i = j;
                break;
            }
            if (d->items[j].used < d->items[i].used) i = j;
        }
        free(d->items[i].text);
        snprintf(d->items[i].key, sizeof d->items[i].key, "%s", key);
    } else {
        free(d->items[i].text);
    }
    d->items[i].text = copy;
    d->items[i].used = ++d->clock;
}

const char *app_draft(const AppDrafts *d, const char *key)
{
    int i = key && key[0] ? find(d, key) : -1;
    return i >= 0 ? d->items[i].text : NULL;
}

void app_drafts_free(AppDrafts *d)
{
    for (int i = 0; i < APP_DRAFTS; i++)
        free(d->items[i].text);
    memset(d, 0, sizeof *d);
}

/* The drafts in memory are the playing pupil's: after another pupil was chosen, their save's. */
static void drafts_of_pupil(App *app)
{
    if (app->drafts.owner == app->profile_opened) return;
    app_drafts_free(&app->drafts);
    app->drafts.owner = app->profile_opened;
    for (int i = 0; app->has_profile && i < app->profile.draft_count && i < LP_DRAFTS_MAX; i++)
        app_draft_keep(&app->drafts, app->profile.drafts[i].key, app->profile.drafts[i].text);
}

const char *app_program_draft(App *app, const char *key)
{
    drafts_of_pupil(app);
    return app_draft(&app->drafts, key);
}

void app_keep_draft(App *app, const char *key, const char *text)
{
    if (replay_playing(app) || !key || !key[0]) return;
    drafts_of_pupil(app);
    app_draft_keep(&app->drafts, key, text);
    /* and in the pupil's save, so it is there after the game is closed too */
    if (app->has_profile && !app->player && lp_profile_draft_set(&app->profile, key, text))
        app_save_profile(app);
}

void app_keep_program(App *app, const char *key, const Editor *ed, int solved)
{
    char *text = solved ? NULL : editor_get_text(ed);
    app_keep_draft(app, key, text);
    free(text);
}
