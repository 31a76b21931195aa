/* test.h - a tiny unit-test harness: CHECK macros and a runner that prints a summary.
 * Each tests/unit/test_*.c defines static test functions and ends with TEST_MAIN(...). */
#ifndef LP_TEST_H
#define LP_TEST_H

#include <stdio.h>
#include <string.h>

static int test_failures;
static int test_checks;

#define CHECK(cond)                                                                        \
    do {                                                                                   \
        test_checks++;                                                                     \
        if (!(cond)) {                                                                     \
            test_failures++;                                                               \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);       \
        }                                                                                  \
    } while (0)

#define CHECK_INT(actual, expected)                                                        \
    do {                                                                                   \
        long long a_ = (long long)(actual), e_ = (long long)(expected);                    \
        test_checks++;                                                                     \
        if (a_ != e_) {                                                                    \
            test_failures++;                                                               \
            fprintf(stderr, "%s:%d: %s is %lld, expected %lld\n", __FILE__, __LINE__,      \
                    #actual, a_, e_);                                                      \
        }                                                                                  \
    } while (0)

#define CHECK_STR(actual, expected)                                                        \
    do {                                                                                   \
        const char *a_ = (actual), *e_ = (expected);                                       \
        test_checks++;                                                                     \
        if (!a_ || strcmp(a_, e_) != 0) {                                                  \
            test_failures++;                                                               \
            fprintf(stderr, "%s:%d: %s is \"%s\", expected \"%s\"\n", __FILE__, __LINE__,  \
                    #actual, a_ ? a_ : "(null)", e_);                                      \
        }                                                                                  \
    } while (0)

typedef void (*TestFn)(void);

static int test_run_all(const char *name, const TestFn *fns, const char *const *names, int n)
{
    int failed_tests = 0;
    for (int i = 0; i < n; i++) {
        int before = test_failures;
        fns[i]();
        if (test_failures != before) {
            failed_tests++;
            fprintf(stderr, "FAIL %s.%s\n", name, names[i]);
        }
    }
    printf("%s: %d passed, %d failed (%d checks)\n", name, n - failed_tests, failed_tests,
           test_checks);
    return failed_tests ? 1 : 0;
}

#define TEST_MAIN(...)                                                                     \
    int main(void)                                                                         \
    {                                                                                      \
        static const TestFn fns_[] = {__VA_ARGS__};                                        \
        static const char names_[] = #__VA_ARGS__;                                         \
        static char buf_[sizeof names_];                                                   \
        static const char *list_[sizeof fns_ / sizeof fns_[0]];                            \
        memcpy(buf_, names_, sizeof names_);                                               \
        int k_ = 0;                                                                        \
        for (char *p_ = strtok(buf_, ", "); p_ && k_ < (int)(sizeof fns_ / sizeof fns_[0]); \
             p_ = strtok(NULL, ", "))                                                      \
            list_[k_++] = p_;                                                              \
        return test_run_all(__FILE__, fns_, list_, k_);                                    \
    }

#endif
