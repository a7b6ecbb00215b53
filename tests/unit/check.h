/* check.h — the unit tests' one assertion: CHECK counts what passes and
 * names what fails, and the test goes on; check_report prints the tally
 * and gives the exit status (1 when anything failed). */
#ifndef CHECK_H
#define CHECK_H

#include <stdio.h>

static int passed, failed;

#define CHECK(cond)                                                              \
    do {                                                                         \
        if (cond)                                                                \
            passed++;                                                            \
        else {                                                                   \
            failed++;                                                            \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                        \
    } while (0)

static int check_report(const char *name)
{
    printf("%s: %d passed, %d failed\n", name, passed, failed);
    return failed != 0;
}

#endif
