/* playermodel.h - the in-game player model (paper 003, section 3.4, and DESIGN.md).
 * Pure C. Per pupil and per mode it keeps what happened on each puzzle (tries, time, the
 * solution's length and loops, give-ups) and turns it into the generator's targets.
 * Toy car: targets start at {length 3, loops 0}; after a puzzle solved in under 3 tries the
 * length target rises by 2, and the loop target by 1 when (before the rise)
 * length > 5 * loops + 3. Beyond the paper: a give-up, or a puzzle that took
 * LP_PM_STRUGGLE_TRIES tries or more, steps the length down by 2 (never below 3) and drops
 * loops that no longer fit (5 * loops <= length). All storage is inside the struct. */
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

/* Start a new pupil at {3, 0} with no history. */
void lp_tcmodel_init(LpToycarModel *model);
/* Record a finished puzzle (the record's targets are filled from the model) and move the
 * targets as described above. */
void lp_tcmodel_record(LpToycarModel *model, int tries, int time_s, int solved);
/* The targets the model would use next, clamped to what the generator can reach. */
void lp_tcmodel_targets(const LpToycarModel *model, int *length, int *loops);

#endif
