/* bench_mines.c — the engine's own time on a command file, in-process:
 *
 *   bench_mines FILE RUNS     read FILE once, play it 3 times untimed,
 *                             then RUNS times timed, with minesfile_run
 *                             (the output counted, then dropped); one
 *                             line: `median_ms min_ms bytes`
 *
 * tests/bench.sh builds it natively (tests/cmake/large.cmake) and with emcc
 * for node, so that the wasm/native ratio compares the engine with the
 * engine: the CLI under node also pays node's start-up, several times the
 * work itself, and the difference of two medians that size is mostly
 * noise. */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>

#include "bench_clock.h"
#include "formats/minesfile.h"

static void count(void *ctx, const char *bytes, size_t len)
{
    (void)bytes;
    *(size_t *)ctx += len;
}

int main(int argc, char **argv)
{
    int runs = argc == 3 ? atoi(argv[2]) : 0;
    if (argc != 3 || runs < 1) {
        fprintf(stderr, "usage: bench_mines FILE RUNS\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f) {
        fprintf(stderr, "bench_mines: cannot open %s\n", argv[1]);
        return 2;
    }
    size_t cap = 1 << 20, len = 0;
    char *text = malloc(cap);
    for (size_t got; text && (got = fread(text + len, 1, cap - len, f)) > 0;) {
        len += got;
        if (len == cap) {
            char *more = realloc(text, cap *= 2);
            if (!more)
                free(text);
            text = more;
        }
    }
    fclose(f);
    double *ms = malloc((size_t)runs * sizeof *ms);
    if (!text || !ms) {
        fprintf(stderr, "bench_mines: out of memory\n");
        return 2;
    }
    /* Three runs untimed first: under node, the first runs of a wasm module
     * go through V8's baseline compiler until the optimised code is in. */
    size_t bytes = 0;
    for (int k = -3; k < runs; k++) {
        gg_out out;
        gg_error err = {0, ""};
        bytes = 0;
        double t0 = now_ms();
        gg_out_init(&out, count, &bytes);
        gg_status st = minesfile_run(text, len, &out, &err);
        gg_out_flush(&out);
        gg_out_free(&out);
        if (k >= 0)
            ms[k] = now_ms() - t0;
        if (st != GG_OK) {
            fprintf(stderr, "bench_mines: line %ld: %s\n", err.line, err.msg);
            return 1;
        }
    }
    qsort(ms, (size_t)runs, sizeof *ms, by_value);
    printf("%.3f %.3f %zu\n", ms[runs / 2], ms[0], bytes);
    free(ms);
    free(text);
    return 0;
}
