/* suggest.c - "Did you mean ...?": edit distance over the names that exist, nothing else. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "lang/internal.h"

#define SUGGEST_MAX 32 /* longer words are not compared (keeps the table small) */

int lang_edit_distance(const char *a, const char *b)
{
    int n = (int)strlen(a), m = (int)strlen(b);
    if (n > SUGGEST_MAX || m > SUGGEST_MAX) return 1000;
    int d[SUGGEST_MAX + 1][SUGGEST_MAX + 1];
    for (int i = 0; i <= n; i++) d[i][0] = i;
    for (int j = 0; j <= m; j++) d[0][j] = j;
    for (int i = 1; i <= n; i++) {
        for (int j = 1; j <= m; j++) {
            int same = tolower((unsigned char)a[i - 1]) == tolower((unsigned char)b[j - 1]);
            int best = d[i - 1][j - 1] + (same ? 0 : 1);
            if (d[i - 1][j] + 1 < best) best = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < best) best = d[i][j - 1] + 1;
            if (i > 1 && j > 1 &&
                tolower((unsigned char)a[i - 1]) == tolower((unsigned char)b[j - 2]) &&
                tolower((unsigned char)a[i - 2]) == tolower((unsigned char)b[j - 1]) &&
                d[i - 2][j - 2] + 1 < best)
                best = d[i - 2][j - 2] + 1;
            d[i][j] = best;
        }
    }
    return d[n][m];
}

void lang_suggest_init(LangSuggest *s, const char *word)
{
    s->word = word;
    s->best = NULL;
    s->best_distance = 1000;
}

void lang_suggest_offer(LangSuggest *s, const char *candidate)
{
    if (!candidate || !*candidate || strcmp(candidate, s->word) == 0) return;
    int d = lang_edit_distance(s->word, candidate);
    int len = (int)strlen(candidate);
    /* close enough: only case in one- or two-letter words, one mistake in short words,
     * about one in three letters in longer ones */
    int limit = len <= 2 ? 0 : len <= 4 ? 1 : (len + 2) / 3;
    if (d > limit) return;
    if (d < s->best_distance) {
        s->best = candidate;
        s->best_distance = d;
    }
}

void lang_join_names(char *out, int out_size, const void *first, int n, size_t stride,
                     const char *suffix)
{
    int o = 0;
    if (out_size <= 0) return;
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        const char *name = *(const char *const *)((const char *)first + (size_t)i * stride);
        int need = (int)strlen(name) + (int)strlen(suffix) + 2;
        if (o + need + 4 >= out_size) {
            if (o + 4 < out_size) memcpy(out + o, "...", 4);
            return;
        }
        o += snprintf(out + o, (size_t)(out_size - o), "%s%s%s", i ? ", " : "", name, suffix);
    }
}
