/* bench_solver.c — the solver's timings, in-process so the time is the
 * engine's alone:
 *
 *   bench_solver generate BOARDS   guess-free generation: BOARDS seeds per
 *                                  size, first clicks spread over the
 *                                  board; a line per size:
 *                                  `RxC/K median_ms p90_ms max_ms`
 *   bench_solver hint GAMES [R C K]  the hint / overlay, on Expert unless
 *                                  R x C with K mines is given: every
 *                                  position of GAMES self-played games
 *                                  where logic alone is stuck, timed for
 *                                  solver_analyse with probabilities plus
 *                                  the advised guess (solver_advised_guess,
 *                                  as the page's Hint); one line:
 *                                  `hint positions median_ms p99_ms max_ms`
 *
 * Built natively by tests/cmake/solver.cmake and by tests/bench.sh with
 * emcc for node, to compare the two. */
#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_clock.h"
#include "gen/minegen.h"
#include "gen/noguess.h"
#include "play/selfplay.h"

/* Self-play games by hand (selfplay.c's loop) to time each stuck
 * position's analysis and guess. */
static int hint(int games, int32_t rows, int32_t cols, int64_t mines)
{
    selfplay p;
    size_t cells = (size_t)rows * (size_t)cols;
    if (selfplay_init(&p, rows, cols, mines) != GG_OK)
        return 2;
    size_t cap = 1024, n = 0;
    double *ms = malloc(cap * sizeof *ms);
    for (int k = 0; k < games && ms; k++) {
        mines_game *g = &p.game;
        solver *s = &p.solver;
        gg_error err;
        memset(g->cells, 0, cells);
        g->mine_count = g->flag_count = g->steps = 0;
        g->safe_left = (int64_t)cells;
        g->result = MINES_PLAYING;
        g->revealed_count = 0;
        if (minegen_layout(g, mines, (uint64_t)k + 1, MINEGEN_SAFE, 0, 0, &err) != GG_OK)
            return 2;
        solver_reset(s);
        mines_feedback fb = mines_sweep(g, 0, 0);
        while (fb == MINES_FB_DETECTED && g->result == MINES_PLAYING) {
            for (size_t q = 0; q < g->revealed_count; q++)
                solver_reveal(s, g->revealed[q], g->cells[g->revealed[q]] & MINES_COUNT_MASK);
            solver_deduce(s);
            int64_t move = solver_next_safe(s);
            if (move < 0) {
                double t0 = now_ms();
                solver_analyse(s, 1);
                move = solver_next_safe(s);
                if (move < 0)
                    move = solver_advised_guess(s, &p.scratch, NULL, NULL);
                double t = now_ms() - t0;
                if (n == cap) {
                    double *more = realloc(ms, 2 * cap * sizeof *ms);
                    if (!more)
                        break;
                    ms = more;
                    cap *= 2;
                }
                ms[n++] = t;
                if (move < 0)
                    break;
            }
            fb = mines_sweep(g, (int32_t)(move / cols), (int32_t)(move % cols));
        }
    }
    if (!ms || n == 0)
        return 2;
    qsort(ms, n, sizeof *ms, by_value);
    printf("hint %zu %.3f %.3f %.3f\n", n, ms[n / 2], ms[n * 99 / 100], ms[n - 1]);
    free(ms);
    selfplay_free(&p);
    return 0;
}

int main(int argc, char **argv)
{
    /* The standard sizes, then the dense and the large boards where the
     * generator has the most rounds to play: 82 x 82 with 60% mines (most
     * rounds move a mine out of a wall of known mines) and 200 x 200 with
     * 25% (most rounds only trade cells nobody has seen). */
    static const int sizes[][3] = {{9, 9, 10},   {16, 16, 40},  {16, 30, 99},
                                   {30, 30, 240}, {82, 82, 4034}, {200, 200, 10000}};
    int boards = argc > 2 ? atoi(argv[2]) : 101;
    int is_hint = argc > 1 && strcmp(argv[1], "hint") == 0;
    if ((argc != 3 && !(is_hint && argc == 6)) || boards < 1 || (strcmp(argv[1], "generate") != 0 && !is_hint)) {
        fprintf(stderr, "usage: bench_solver generate BOARDS | hint GAMES [ROWS COLS MINES]\n");
        return 2;
    }
    if (is_hint) {
        int32_t r = argc == 6 ? atoi(argv[3]) : 16, c = argc == 6 ? atoi(argv[4]) : 30;
        int64_t k = argc == 6 ? atoll(argv[5]) : 99;
        if (r < 1 || c < 1 || k < 0 || k >= (int64_t)r * c) {
            fprintf(stderr, "bench_solver: no such board\n");
            return 2;
        }
        return hint(boards, r, c, k);
    }
    double *ms = malloc((size_t)boards * sizeof *ms);
    if (!ms)
        return 2;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        int rows = sizes[k][0], cols = sizes[k][1], mines = sizes[k][2];
        for (int b = 0; b < boards; b++) {
            mines_game g;
            gg_error err;
            if (mines_init(&g, rows, cols) != GG_OK)
                return 2;
            int fr = (b * 7) % rows, fc = (b * 13) % cols;
            double t0 = now_ms();
            gg_status st = minegen_layout(&g, mines, (uint64_t)b + 1, MINEGEN_NOGUESS, fr, fc, &err);
            ms[b] = now_ms() - t0;
            if (st != GG_OK || noguess_check(&g, fr, fc) != 1) {
                fprintf(stderr, "bench_solver: %dx%d/%d seed %d failed\n", rows, cols, mines, b + 1);
                return 1;
            }
            mines_free(&g);
        }
        qsort(ms, (size_t)boards, sizeof *ms, by_value);
        printf("%dx%d/%d %.3f %.3f %.3f\n", rows, cols, mines, ms[boards / 2], ms[boards * 9 / 10],
               ms[boards - 1]);
        fflush(stdout);
    }
    free(ms);
    return 0;
}
