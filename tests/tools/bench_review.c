/* bench_review.c — how long `gridgames review` takes on Expert games
 * (16 x 30, 99 mines, a safe first click in the corner), and the replays
 * it reviews: seeded games played by two players and written as command
 * files, as the page exports them.
 *
 *   bench_review time solver|random N SEED   review N games in-process
 *                                            (reviewtext_text into memory)
 *                                            and print "N median_ms worst_ms
 *                                            moves_per_game"
 *   bench_review replay solver|random SEED   print one game's replay
 *
 * The solver plays as self-play does (play/selfplay.h): what logic
 * proves safe, else the exact endgame search, else solver_advise. The
 * random player also sweeps what logic proves safe, but guesses any
 * hidden cell not known to be a mine, uniformly. Both games are mostly
 * lost; the review judges every move either way. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_clock.h"
#include "base/rng.h"
#include "formats/minesfile.h"
#include "formats/reviewtext.h"
#include "solver/endgame.h"
#include "gen/minegen.h"
#include "play/selfplay.h"
#include "solver/solver.h"

enum { ROWS = 16, COLS = 30, MINES = 99 };

/* One seeded game by `player` written into out as a command file. */
static int play_game(int random_player, uint64_t seed, gg_out *out)
{
    mines_game g;
    solver s;
    gg_error err;
    if (mines_init(&g, ROWS, COLS) != GG_OK || solver_init(&s, ROWS, COLS, MINES) != GG_OK ||
        minegen_layout(&g, MINES, seed, MINEGEN_SAFE, 0, 0, &err) != GG_OK)
        return -1;
    minesfile_print_board(&g, out);
    gg_rng rng;
    gg_rng_seed(&rng, seed ^ UINT64_C(0x5eed0f9a3e5b1a7d));
    int64_t move = 0; /* the corner */
    while (g.result == MINES_PLAYING && move >= 0) {
        char line[48];
        snprintf(line, sizeof line, "Sweep %d %d\n", (int)(move / COLS) + 1, (int)(move % COLS) + 1);
        gg_out_str(out, line);
        if (mines_sweep(&g, (int32_t)(move / COLS), (int32_t)(move % COLS)) != MINES_FB_DETECTED)
            break;
        for (size_t k = 0; k < g.revealed_count; k++)
            solver_reveal(&s, g.revealed[k], g.cells[g.revealed[k]] & MINES_COUNT_MASK);
        solver_deduce(&s);
        move = solver_next_safe(&s);
        if (move < 0 && g.result == MINES_PLAYING) {
            if (solver_analyse(&s, 1) != GG_OK)
                return -1;
            move = solver_next_safe(&s);
            if (move < 0 && !random_player) {
                move = endgame_guess(&s, NULL);
                if (move < 0)
                    move = solver_advise(&s, &rng, NULL);
            } else if (move < 0) {
                int64_t n = 0;
                for (size_t i = 0; i < (size_t)ROWS * COLS; i++)
                    n += s.view[i] < 0 && (s.know[i] & 3) != SOLVER_MINE;
                int64_t pick = n > 0 ? (int64_t)gg_rng_below(&rng, (uint64_t)n) : -1;
                for (size_t i = 0; i < (size_t)ROWS * COLS && pick >= 0; i++)
                    if (s.view[i] < 0 && (s.know[i] & 3) != SOLVER_MINE && pick-- == 0)
                        move = (int64_t)i;
            }
        }
    }
    if (g.result == MINES_PLAYING)
        gg_out_str(out, "Quit\n");
    mines_free(&g);
    solver_free(&s);
    return out->failed ? -1 : 0;
}

int main(int argc, char **argv)
{
    if (argc < 4 || (strcmp(argv[2], "solver") != 0 && strcmp(argv[2], "random") != 0)) {
        fprintf(stderr, "usage: bench_review time solver|random N SEED | replay solver|random SEED\n");
        return 2;
    }
    int random_player = strcmp(argv[2], "random") == 0;
    if (strcmp(argv[1], "replay") == 0) {
        gg_out out = {0};
        if (play_game(random_player, strtoull(argv[3], NULL, 10), &out) != 0)
            return 1;
        fwrite(out.data, 1, out.len, stdout);
        gg_out_free(&out);
        return 0;
    }
    if (argc < 5)
        return 2;
    int games = atoi(argv[3]);
    uint64_t seed = strtoull(argv[4], NULL, 10);
    double *ms = calloc((size_t)games, sizeof *ms);
    long moves = 0;
    for (int k = 0; k < games; k++) {
        gg_out replay = {0}, text = {0};
        gg_error err = {0, ""};
        if (!ms || play_game(random_player, selfplay_game_seed(seed, (uint64_t)k), &replay) != 0)
            return 1;
        double t0 = now_ms();
        gg_status st = reviewtext_text(replay.data, replay.len, MINEGEN_SAFE, -1, &text, &err);
        ms[k] = now_ms() - t0;
        if (st != GG_OK) {
            fprintf(stderr, "game %d: %s\n", k, err.msg);
            return 1;
        }
        for (size_t i = 0; i < replay.len; i++)
            moves += replay.data[i] == '\n';
        gg_out_free(&replay);
        gg_out_free(&text);
    }
    qsort(ms, (size_t)games, sizeof *ms, by_value);
    printf("%d %.2f %.2f %.1f\n", games, ms[games / 2], ms[games - 1], (double)moves / games - ROWS - 1);
    free(ms);
    return 0;
}
