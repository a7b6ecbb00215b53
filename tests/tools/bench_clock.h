/* bench_clock.h — what the timing tools share (runstat.c, bench_solver.c,
 * bench_mines.c): a monotonic clock in milliseconds, and the comparison
 * that sorts times for a median. Needs clock_gettime: include after
 * defining _POSIX_C_SOURCE 199309L (or _GNU_SOURCE). */
#ifndef BENCH_CLOCK_H
#define BENCH_CLOCK_H

#include <time.h>

static inline double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* qsort's comparison for doubles, ascending. */
static inline int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

#endif
