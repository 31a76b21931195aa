/* result.c - the puzzle on screen as --state reports it (result.h). */
#include "puzzle/result.h"

void pz_status_json(LpBuf *out, const PzStatus *s)
{
    static const char *const sources[] = {"lesson", "made", "other"};
    static const char *const outcomes[] = {"open", "solved", "gave_up"};
    lp_buf_printf(out, ",\"puzzle\":{\"mode\":\"%s\",\"source\":\"%s\",\"code\":", lp_mode_name(s->mode),
                  sources[s->kind <= PZ_KIND_OTHER ? s->kind : PZ_KIND_OTHER]);
    lp_buf_json_string(out, s->code ? s->code : "");
    lp_buf_printf(out, ",\"tries\":%d,\"hints\":%d,\"time\":%d,\"stars\":%d,\"outcome\":\"%s\",\"running\":%s}",
                  s->tries, s->hints, s->seconds, s->stars, outcomes[s->outcome <= PZ_GAVE_UP ? s->outcome : PZ_OPEN],
                  s->running ? "true" : "false");
}
