/* runstat.c — time a command for the benchmark (tests/bench.sh): run it N
 * times and print the median wall time and the peak resident memory.
 *
 *   runstat [-n RUNS] [-w WARMUPS] [-i IN] [-o OUT] [--] COMMAND [ARGS...]
 *
 * stdin comes from IN (default /dev/null), stdout goes to OUT (default
 * /dev/null); stderr is the caller's. Prints one line, `MEDIAN_MS PEAK_MB`
 * (ms with one decimal; MB = 2^20 bytes, from the child's ru_maxrss via
 * wait4, the largest over the timed runs). Warm-up runs (default 1) fill
 * the page cache and are not counted. Exits 1 if any run fails: a timing of
 * a failing command means nothing. Linux only (ru_maxrss in KiB). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench_clock.h"

/* One run: returns 0 with the wall time and the child's peak RSS in KiB,
 * or -1 after saying why. */
static int run_once(char **command, const char *in, const char *out, double *ms, long *rss_kib)
{
    double start = now_ms();
    pid_t pid = fork();
    if (pid < 0) {
        perror("runstat: fork");
        return -1;
    }
    if (pid == 0) {
        int fd_in = open(in, O_RDONLY);
        int fd_out = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd_in < 0 || fd_out < 0) {
            fprintf(stderr, "runstat: cannot open %s: %s\n", fd_in < 0 ? in : out, strerror(errno));
            _exit(127);
        }
        dup2(fd_in, 0);
        dup2(fd_out, 1);
        close(fd_in);
        close(fd_out);
        execvp(command[0], command);
        fprintf(stderr, "runstat: cannot run %s: %s\n", command[0], strerror(errno));
        _exit(127);
    }
    int status;
    struct rusage usage;
    while (wait4(pid, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            perror("runstat: wait4");
            return -1;
        }
    }
    *ms = now_ms() - start;
    *rss_kib = usage.ru_maxrss;
    if (WIFSIGNALED(status)) {
        fprintf(stderr, "runstat: %s killed by signal %d\n", command[0], WTERMSIG(status));
        return -1;
    }
    if (WEXITSTATUS(status) != 0) {
        fprintf(stderr, "runstat: %s exited with status %d\n", command[0], WEXITSTATUS(status));
        return -1;
    }
    return 0;
}

static int usage(void)
{
    fputs("usage: runstat [-n RUNS] [-w WARMUPS] [-i IN] [-o OUT] [--] COMMAND [ARGS...]\n"
          "Prints `MEDIAN_MS PEAK_MB` over RUNS runs (default 11).\n",
          stderr);
    return 2;
}

int main(int argc, char **argv)
{
    int runs = 11, warmups = 1;
    const char *in = "/dev/null", *out = "/dev/null";
    int i = 1;
    for (; i < argc && argv[i][0] == '-'; i++) {
        if (strcmp(argv[i], "--") == 0) {
            i++;
            break;
        }
        if (i + 1 >= argc)
            return usage();
        if (strcmp(argv[i], "-n") == 0)
            runs = atoi(argv[++i]);
        else if (strcmp(argv[i], "-w") == 0)
            warmups = atoi(argv[++i]);
        else if (strcmp(argv[i], "-i") == 0)
            in = argv[++i];
        else if (strcmp(argv[i], "-o") == 0)
            out = argv[++i];
        else
            return usage();
    }
    if (i >= argc || runs < 1 || runs > 10000 || warmups < 0)
        return usage();
    char **command = argv + i;

    double *times = malloc((size_t)runs * sizeof *times);
    if (!times)
        return 1;
    long peak_kib = 0;
    for (int run = -warmups; run < runs; run++) {
        double ms;
        long rss_kib;
        if (run_once(command, in, out, &ms, &rss_kib) != 0)
            return 1;
        if (run < 0)
            continue;
        times[run] = ms;
        if (rss_kib > peak_kib)
            peak_kib = rss_kib;
    }
    qsort(times, (size_t)runs, sizeof *times, by_value);
    double median = runs % 2 ? times[runs / 2] : (times[runs / 2 - 1] + times[runs / 2]) / 2;
    printf("%.1f %.1f\n", median, (double)peak_kib / 1024.0);
    free(times);
    return 0;
}
