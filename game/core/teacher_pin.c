/* teacher_pin.c - the teacher's PIN, hashed (teacher_pin.h). Depends on libcrypt and diag. */
#include "teacher_pin.h"

#include <crypt.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"

int lp_pin_format_ok(const char *pin)
{
    size_t n = pin ? strlen(pin) : 0;
    if (n < LP_PIN_MIN || n > LP_PIN_MAX) return 0;
    for (size_t i = 0; i < n; i++)
        if (pin[i] < '0' || pin[i] > '9') return 0;
    return 1;
}

int lp_pin_hash_ok(const char *hash)
{
    size_t n = hash ? strlen(hash) : 0;
    if (n < 8 || n >= LP_PIN_HASH_MAX || hash[0] != '$') return 0;
    for (size_t i = 0; i < n; i++) {
        char c = hash[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '$' || c == '.' ||
              c == '/'))
            return 0;
    }
    return 1;
}

/* crypt_rn into a heap struct crypt_data (it is 32 KiB); 1 with the hash in out. */
static int run_crypt(const char *pin, const char *setting, char *out, size_t size)
{
    struct crypt_data *data = calloc(1, sizeof *data);
    if (!data) return 0;
    const char *h = crypt_rn(pin, setting, data, (int)sizeof *data);
    int ok = h && h[0] == '$' && strlen(h) < size;
    if (ok) memcpy(out, h, strlen(h) + 1);
    free(data);
    return ok;
}

int lp_pin_hash(const char *pin, char *out, size_t size, LpDiag *diag)
{
    if (!lp_pin_format_ok(pin))
        return lp_diag_set(diag, "", 0, _("a teacher PIN is %d to %d digits"), LP_PIN_MIN, LP_PIN_MAX);
    char setting[CRYPT_GENSALT_OUTPUT_SIZE];
    /* NULL prefix: the library's best method; NULL random bytes: it reads the system's randomness */
    if (!crypt_gensalt_rn(NULL, 0, NULL, 0, setting, (int)sizeof setting) || !run_crypt(pin, setting, out, size) ||
        !lp_pin_hash_ok(out))
        return lp_diag_set(diag, "", 0, "%s", _("this computer could not make a safe PIN hash"));
    return 1;
}

int lp_pin_check(const char *pin, const char *hash)
{
    if (!lp_pin_format_ok(pin) || !lp_pin_hash_ok(hash)) return 0;
    char again[LP_PIN_HASH_MAX];
    return run_crypt(pin, hash, again, sizeof again) && strcmp(again, hash) == 0;
}
