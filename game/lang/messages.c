/* messages.c - the message table and the hole-filling formatter (see messages.h). */
#include "lang/messages.h"

#include <string.h>

#include "core/i18n.h"

#define LANG_MSG_TEXT(id, text) text,
static const char *const lang_msg_texts[] = { LANG_MESSAGES(LANG_MSG_TEXT) };
#undef LANG_MSG_TEXT
#define LANG_MSG_NAME(id, text) #id,
static const char *const lang_msg_names[] = { LANG_MESSAGES(LANG_MSG_NAME) };
#undef LANG_MSG_NAME

const char *lang_msg_template(LangMsg msg)
{
    return (msg >= 0 && msg < LANG_MSG_COUNT) ? _(lang_msg_texts[msg]) : ""; /* in the pupil's language */
}

const char *lang_msg_id(LangMsg msg)
{
    return (msg >= 0 && msg < LANG_MSG_COUNT) ? lang_msg_names[msg] : "?";
}

int lang_msg_format(char *out, int out_size, LangMsg msg, const char *a1, const char *a2,
                    const char *a3, const char *a4)
{
    const char *args[4] = { a1, a2, a3, a4 };
    const char *t = lang_msg_template(msg);
    int n = 0;
    if (out_size <= 0) return 0;
    for (; *t && n < out_size - 1; t++) {
        if (t[0] == '{' && t[1] >= '1' && t[1] <= '4' && t[2] == '}') {
            const char *a = args[t[1] - '1'];
            for (; a && *a && n < out_size - 1; a++) out[n++] = *a;
            t += 2;
        } else {
            out[n++] = *t;
        }
    }
    out[n] = '\0';
    return n;
}

void lang_msg_append(char *out, int out_size, LangMsg msg, const char *a1, const char *a2)
{
    int len = (int)strlen(out);
    if (len + 2 >= out_size) return;
    if (len > 0) out[len++] = ' ';
    lang_msg_format(out + len, out_size - len, msg, a1, a2, NULL, NULL);
}
