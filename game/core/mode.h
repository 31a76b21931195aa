/* mode.h - the game's modes: the one enumeration in the whole program, and the words for each
 * (the name in files and on the command line, the title a pupil reads). Which modes can be played,
 * and how, is the puzzle registry's business (game/puzzle/rules.h). Pure C. */
#ifndef LP_MODE_H
#define LP_MODE_H

typedef enum LpMode { LP_MODE_TOYCAR = 0, LP_MODE_BOTS, LP_MODE_MAYS, LP_MODE_DUNGEON, LP_MODE_COUNT } LpMode;

/* "toycar", "bots", "mays", "dungeon" ("" for no mode): --mode, level files' mode: key,
 * replays, class settings, --state. */
const char *lp_mode_name(LpMode mode);
/* "Toy Car", "Robot", "May's Journey", "Dungeon": in English (the menu's buttons are named by it);
 * shown through _() (core/i18n.h), which has them in the catalogue. */
const char *lp_mode_title(LpMode mode);
/* The mode called name, or -1. */
int lp_mode_parse(const char *name);

#endif
