/* cli_threads.h — self-play's games spread over threads, one player
 * (selfplay.h) per thread, in the CLI front end: the engine below stays
 * without threads. The sums are whole numbers, so they come out the same
 * whatever thread plays which game; a failing game is reported as the
 * first failing game in game order, as one thread would. Natively this
 * uses pthreads (GG_THREADS, set by the CMake build); without it (the
 * Emscripten build for node) every run plays on the calling thread. */
#ifndef GG_CLI_THREADS_H
#define GG_CLI_THREADS_H

#include "base/gg.h"
#include "gen/minegen.h"

/* What to play: games first .. first + count - 1 (0-based, each seeded
 * selfplay_game_seed(seed, k)) on a rows x cols board with `mines`, each
 * made by `mode` for the first click (first_r, first_c), 0-based. */
typedef struct cli_selfplay_job {
    int32_t rows, cols;
    int64_t mines;
    uint64_t seed;
    minegen_mode mode;
    int32_t first_r, first_c;
    int64_t first, count;
    /* NULL, or room for count entries: each game's outcome, guesses * 2 +
     * won, at its place in game order (selfplay --outcomes). */
    int64_t *outcomes;
} cli_selfplay_job;

/* The processors online (sysconf), at least 1; 1 without GG_THREADS. */
int cli_default_threads(void);

/* Play the job on up to `threads` threads (fewer when there are fewer
 * games; one without GG_THREADS); *threads_used says how many ran. Sets
 * *won and *guesses to the sums over the games. Returns GG_OK, or the
 * status and err of the first game in order that failed (GG_BAD_INPUT:
 * its layout cannot be made; GG_NO_MEMORY). */
gg_status cli_selfplay_threads(const cli_selfplay_job *job, int threads, int *threads_used, int64_t *won,
                               int64_t *guesses, gg_error *err);

#endif
