/* diag.h - errors as values: a diagnostic names the place (file, line, column) and the problem.
 * Lower layers fill an LpDiag and return a status; only the app and the CLI print. */
#ifndef LP_DIAG_H
#define LP_DIAG_H

typedef struct LpDiag {
    char file[256];   /* "" when the input did not come from a file */
    int line;         /* 1-based; 0 when unknown */
    int column;       /* 1-based; 0 when unknown */
    char message[512];  /* room for a translation (German runs ~40% longer than English) */
    int sys_errno;    /* the system's error number when a file operation failed (ENOSPC...), else 0 */
    int newer;        /* 1: the file is a newer Loopling's (a save: never overwritten), else 0 */
} LpDiag;

/* Fill a diagnostic (printf-style message). diag may be NULL. Returns 0, so callers can
 * `return lp_diag_set(...)` from functions that return a success flag. */
int lp_diag_set(LpDiag *diag, const char *file, int line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
/* "file:line: message" (or "file: message", or "message") into out. */
void lp_diag_format(const LpDiag *diag, char *out, int out_size);
/* Make text that came from a file, a script or a pupil safe to print on a terminal or show in
 * the game, in place: tabs and line breaks become spaces; other control bytes (C0, DEL, and C1
 * written as UTF-8, which terminals read as escape sequences) and bytes that are not valid
 * UTF-8 become '?'. Valid UTF-8 text ("Größe") is kept. Returns text. lp_diag_set cleans the
 * file and message it stores, so every diagnostic is already clean. */
char *lp_text_clean(char *text);

#endif
