/* cli_threads.c — self-play on several threads (cli_threads.h). Threads
 * take games in small chunks from a shared counter, in game order, so a
 * slow game holds up only its own thread. */
#if defined(GG_THREADS)
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <unistd.h>
#endif
#include <stdlib.h>
#include <string.h>

#include "cli/cli_threads.h"
#include "play/selfplay.h"

/* Games a thread takes at a time: a few milliseconds of Expert games, so
 * the counter's lock is rare and the last chunks end close together. */
#define CHUNK 8

/* What the threads share: the job, the next game to hand out, the sums,
 * and the first failure in game order. Guarded by `lock` but for job. */
typedef struct pool {
    const cli_selfplay_job *job;
    int64_t next;          /* the next game not yet handed out (0-based, from job->first) */
    int64_t won, guesses;
    int64_t failed_at;     /* the earliest failing game so far, or -1 */
    gg_status failure;     /* its status */
    gg_error failure_err;  /* and its error */
#if defined(GG_THREADS)
    pthread_mutex_t lock;
#endif
} pool;

static void pool_lock(pool *pl)
{
#if defined(GG_THREADS)
    pthread_mutex_lock(&pl->lock);
#else
    (void)pl;
#endif
}

static void pool_unlock(pool *pl)
{
#if defined(GG_THREADS)
    pthread_mutex_unlock(&pl->lock);
#else
    (void)pl;
#endif
}

/* One thread's share: its own player, chunks of games until none are left
 * or a game has failed (chunks before it were handed out already and are
 * finished by their threads, so the earliest failure is found). */
static void play_share(pool *pl)
{
    const cli_selfplay_job *job = pl->job;
    selfplay player;
    gg_status st = selfplay_init(&player, job->rows, job->cols, job->mines);
    int64_t won = 0, guesses = 0;
    int64_t failed_at = -1;
    gg_error err = {0, ""};
    int have_player = st == GG_OK;
    if (!have_player)
        failed_at = 0; /* out of memory before any game: stop the others at once */
    while (st == GG_OK) {
        int64_t begin, end;
        pool_lock(pl);
        begin = pl->next;
        end = begin + CHUNK < job->count ? begin + CHUNK : job->count;
        if (pl->failed_at >= 0)
            end = begin;
        pl->next = end;
        pool_unlock(pl);
        if (begin == end)
            break;
        for (int64_t k = begin; k < end; k++) {
            selfplay_game_result res;
            st = selfplay_game(&player, selfplay_game_seed(job->seed, (uint64_t)(job->first + k)), job->mode,
                               job->first_r, job->first_c, &res, &err);
            if (st != GG_OK) {
                failed_at = k;
                break;
            }
            won += res.won;
            guesses += res.guesses;
            if (job->outcomes)
                job->outcomes[k] = res.guesses * 2 + res.won;
        }
    }
    if (have_player)
        selfplay_free(&player);
    pool_lock(pl);
    pl->won += won;
    pl->guesses += guesses;
    if (failed_at >= 0 && (pl->failed_at < 0 || failed_at < pl->failed_at)) {
        pl->failed_at = failed_at;
        pl->failure = st;
        pl->failure_err = err;
    }
    pool_unlock(pl);
}

#if defined(GG_THREADS)
static void *thread_main(void *arg)
{
    play_share(arg);
    return NULL;
}
#endif

int cli_default_threads(void)
{
#if defined(GG_THREADS)
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 1024 ? 1024 : (int)n;
#else
    return 1;
#endif
}

gg_status cli_selfplay_threads(const cli_selfplay_job *job, int threads, int *threads_used, int64_t *won,
                               int64_t *guesses, gg_error *err)
{
    pool pl;
    memset(&pl, 0, sizeof pl);
    pl.job = job;
    pl.failed_at = -1;
    if (threads > job->count)
        threads = (int)job->count;
    if (threads < 1)
        threads = 1;
#if defined(GG_THREADS)
    pthread_t *ids = threads > 1 ? malloc((size_t)(threads - 1) * sizeof *ids) : NULL;
    if (threads > 1 && !ids)
        threads = 1;
    pthread_mutex_init(&pl.lock, NULL);
    int started = 0;
    while (started < threads - 1 && pthread_create(&ids[started], NULL, thread_main, &pl) == 0)
        started++;
    play_share(&pl); /* the calling thread plays too */
    for (int t = 0; t < started; t++)
        pthread_join(ids[t], NULL);
    pthread_mutex_destroy(&pl.lock);
    free(ids);
    *threads_used = started + 1;
#else
    (void)threads;
    play_share(&pl);
    *threads_used = 1;
#endif
    *won = pl.won;
    *guesses = pl.guesses;
    if (pl.failed_at >= 0) {
        *err = pl.failure_err;
        return pl.failure;
    }
    return GG_OK;
}
