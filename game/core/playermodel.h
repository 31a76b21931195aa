/* playermodel.h - the in-game player model (paper 003, section 3.4, and DESIGN.md).
 * Pure C. Per pupil and per mode it keeps what happened on each puzzle (tries, time, the
 * solution's length and loops, give-ups) and turns it into the generator's targets.
 * Toy car: targets start at {length 3, loops 0}; after a puzzle solved in under 3 tries the
 * length target rises by 2, and the loop target by 1 when (before the rise)
 * length > 5 * loops + 3. Beyond the paper: a give-up, or a puzzle that took
 * LP_PM_STRUGGLE_TRIES tries or more, steps the length down by 2 (never below 3) and drops
 * loops that no longer fit (5 * loops <= length); the k-th such puzzle in a row (the history's
 * last k records) steps it down by 2 * k (never below the puzzle solved just before that run,
 * unless the give-up was there), so a pupil far below the targets meets them within a few
 * puzzles; until the first such puzzle, the k-th quick success in a row raises it by 2 * k,
 * so a strong pupil meets puzzles at their level within a few too. All storage is inside the
 * struct. */
#ifndef LP_PLAYERMODEL_H
#define LP_PLAYERMODEL_H

#define LP_PM_HISTORY 64          /* puzzles remembered per mode (oldest dropped first) */
#define LP_PM_MIN_LENGTH 3
#define LP_PM_MAX_LENGTH 41       /* paper's Fig. 12 reaches 40 */
#define LP_PM_STRUGGLE_TRIES 5

typedef struct LpPuzzleRecord {
    int target_length, target_loops; /* the targets the puzzle was generated for */
    int tries;                       /* Play presses, the winning one included */
    int time_s;                      /* seconds from the puzzle's start to its end */
    int solved;                      /* 1 solved, 0 given up */
} LpPuzzleRecord;

typedef struct LpToycarModel {
    int target_length;
    int target_loops;
    int history_count;
    LpPuzzleRecord history[LP_PM_HISTORY];
} LpToycarModel;

/* Robot (BOTS) puzzles: the model chooses the template's size, the number of actions in the
 * repeated body of a loop or a function (generators/bots: bots_template_resize). A new pupil
 * starts at LP_BM_START_SIZE. A puzzle solved at par (or better) in fewer than 3 tries makes
 * the next one a size bigger; solved above par, the size stays (the pupil is still learning to
 * use the loop or function); a give-up, or LP_PM_STRUGGLE_TRIES tries or more, makes it a
 * size smaller. Always within LP_BM_MIN_SIZE..LP_BM_MAX_SIZE. The size moves from the size the
 * last puzzle was really made at (lp_bmodel_played_p), not only the one asked for. */
#define LP_BM_MIN_SIZE 3
#define LP_BM_MAX_SIZE 12
#define LP_BM_START_SIZE 4

typedef struct LpBotsRecord {
    int size;   /* the size the puzzle was generated at */
    int tries;  /* Run presses, the winning one included */
    int time_s;
    int solved; /* 1 solved, 0 given up */
    int at_par; /* 1 when solved with at most par commands */
} LpBotsRecord;

typedef struct LpBotsModel {
    int size;
    int history_count;
    LpBotsRecord history[LP_PM_HISTORY];
} LpBotsModel;

void lp_bmodel_init(LpBotsModel *model);
/* Record a finished robot puzzle and move the size as described above. */
void lp_bmodel_record(LpBotsModel *model, int tries, int time_s, int solved, int at_par);
/* The size the model would use next, clamped. */
int lp_bmodel_size(const LpBotsModel *model);
/* A class's settings for the robot model (config.h): zero = LP_BM_START/MIN/MAX_SIZE. A new
 * pupil (no history, size still LP_BM_START_SIZE) starts at start_size; the size stays within min_size..max_size. */
typedef struct LpBmParams {
    int start_size, min_size, max_size;
} LpBmParams;
void lp_bmodel_record_p(LpBotsModel *model, const LpBmParams *params, int tries, int time_s, int solved, int at_par);
int lp_bmodel_size_p(const LpBotsModel *model, const LpBmParams *params);
/* The puzzle the pupil now meets was made at `size`: the next record moves from there (within
 * min_size..max_size). A template's smallest size may be above the size the model asked for (a
 * long template's fixed actions need room); without this, solves there would raise a size the
 * pupil never sees and give-ups lower it below what the template can make. */
void lp_bmodel_played_p(LpBotsModel *model, const LpBmParams *params, int size);

/* May's Journey: generated rooms follow a ladder of steps, each a (construct, objects,
 * distribution) for the generator (generators/mays): commands only with one object, then two,
 * then for loops, if, while, with the grammar favouring simple shapes first and complex ones
 * later. A room solved in fewer than 3 Run presses moves one step up; a give-up or
 * LP_PM_STRUGGLE_TRIES presses or more, one step down; otherwise it stays. */
typedef enum LpMaysConstruct { LP_MJ_COMMANDS = 0, LP_MJ_FOR, LP_MJ_IF, LP_MJ_WHILE } LpMaysConstruct;
typedef enum LpMaysDistribution { LP_MJ_SIMPLE = 0, LP_MJ_UNIFORM, LP_MJ_COMPLEX } LpMaysDistribution;

typedef struct LpMaysStep {
    int construct;    /* LpMaysConstruct */
    int objects;      /* programmable objects in the code, 1..3 */
    int distribution; /* LpMaysDistribution */
} LpMaysStep;

typedef struct LpMaysModel {
    int step;         /* index into the ladder */
    int rooms;        /* generated rooms finished (solved or given up) */
} LpMaysModel;

void lp_mmodel_init(LpMaysModel *model);
/* Record a finished generated room and move along the ladder as described above. */
void lp_mmodel_record(LpMaysModel *model, int tries, int solved);
/* The step the model asks for next (clamped to the ladder). */
LpMaysStep lp_mmodel_step(const LpMaysModel *model);
/* Steps on the ladder. */
int lp_mmodel_steps(void);
/* With a class's start step (1-based, 1..lp_mmodel_steps(); 0 -> 1): a new pupil (no rooms,
 * step 0) starts there. */
void lp_mmodel_record_p(LpMaysModel *model, int start_step, int tries, int solved);
LpMaysStep lp_mmodel_step_p(const LpMaysModel *model, int start_step);
/* The 0-based ladder index the model asks for next. */
int lp_mmodel_index_p(const LpMaysModel *model, int start_step);

/* A class's settings for the toy-car model (config.h): zero = the paper's {3, 0} and +2.
 * A new pupil (no history, targets still at {3, 0}) starts at {start_length, start_loops}; a quick success adds
 * length_step moves, a struggle or a give-up takes length_step away (k times it for the k-th in a row). */
typedef struct LpTcParams {
    int start_length; /* 0 -> LP_PM_MIN_LENGTH */
    int start_loops;  /* 0 -> 0 */
    int length_step;  /* 0 -> 2 */
} LpTcParams;

/* Start a new pupil at {3, 0} with no history. */
void lp_tcmodel_init(LpToycarModel *model);
/* Record a finished puzzle (the record's targets are filled from the model) and move the
 * targets as described above. */
void lp_tcmodel_record(LpToycarModel *model, int tries, int time_s, int solved);
/* The targets the model would use next, clamped to what the generator can reach. */
void lp_tcmodel_targets(const LpToycarModel *model, int *length, int *loops);
/* The same with a class's settings (params NULL: the defaults, as the two above). */
void lp_tcmodel_record_p(LpToycarModel *model, const LpTcParams *params, int tries, int time_s, int solved);
void lp_tcmodel_targets_p(const LpToycarModel *model, const LpTcParams *params, int *length, int *loops);

#endif
