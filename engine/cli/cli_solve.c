/* cli_solve.c — the solver's commands of `gridgames`:
 *   solve    [--mines K] [FILE]      certainties and odds of LeetCode 529
 *                                    positions (format: solvetext.h)
 *   selfplay [--rows R --cols C --mines K] [--start safe-corner|opening-3-3]
 *            [--games N] [--seed S] [--threads T] [--shard K/N] [--no-timing]
 *                                    the solver's win rate on seeded games,
 *                                    on T threads (cli_threads.h), or one
 *                                    shard of them
 *            [--outcomes FILE]       and each game's outcome, into FILE
 *   selfplay-merge FILE...           shard reports summed into the report
 *                                    of the whole run (cli_selfplay.h)
 *   selfplay-compare A B             two runs' outcomes, game by game
 *   generate --rows R --cols C --mines K --first X,Y [--seed S]
 *            [--start safe|opening|noguess]
 *                                    the layout made for that first click,
 *                                    as a command-file board (docs/minesweeper.md §7) */
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <string.h>
#include <time.h>
#include <math.h>

#include "cli/cli_solve.h"
#include "cli/cli_io.h"
#include "gen/minegen.h"
#include "formats/minesfile.h"
#include "base/rng.h"
#include "play/selfplay.h"
#include "formats/solvetext.h"
#include "cli/cli_selfplay.h"
#include "cli/cli_threads.h"

/* ctx: the total mine count (-1: the number of M). */
static gg_status run_solve(void *ctx, const char *text, size_t len, gg_out *out, gg_error *err)
{
    return solvetext_run(text, len, *(const int64_t *)ctx, out, err);
}

int cli_solve(const cli_args *a)
{
    int64_t mines = cli_whole(a, "--mines", -1);
    return cli_run_text("solve", a->file_count ? a->files[0] : NULL, run_solve, &mines);
}

/* The options selfplay and generate share. */
typedef struct board_options {
    int64_t rows, cols, mines;
    const char *seed_text; /* NULL: not given */
    const char *start;
} board_options;

/* Read the shared options, each its default when not given. */
static void board_options_of(const cli_args *a, board_options *o)
{
    o->rows = cli_whole(a, "--rows", o->rows);
    o->cols = cli_whole(a, "--cols", o->cols);
    o->mines = cli_whole(a, "--mines", o->mines);
    o->seed_text = cli_get(a, "--seed");
    if (cli_has(a, "--start"))
        o->start = cli_get(a, "--start");
}

/* rows x cols within the engine's limit, mines within the mode's. */
static int check_board(const char *command, const board_options *o)
{
    if (o->rows * o->cols > MINES_MAX_CELLS)
        return cli_usage_error(command, "a %lld x %lld board has more than %d cells", (long long)o->rows,
                               (long long)o->cols, MINES_MAX_CELLS);
    if (o->mines > o->rows * o->cols - 1)
        return cli_usage_error(command, "%lld mines do not fit: a %lld x %lld board takes 0..%lld",
                               (long long)o->mines, (long long)o->rows, (long long)o->cols,
                               (long long)(o->rows * o->cols - 1));
    return 0;
}

int cli_generate(const cli_args *a)
{
    board_options o = {-1, -1, -1, NULL, "safe"};
    board_options_of(a, &o);
    const char *first = cli_get(a, "--first");
    if (o.rows < 0 || o.cols < 0 || o.mines < 0 || !first)
        return cli_usage_error("generate", "--rows, --cols, --mines and --first are required");
    if (check_board("generate", &o))
        return CLI_BAD;
    minegen_mode mode;
    minegen_mode_from_text(o.start, &mode); /* one of the declared choices */
    /* --first X,Y: 1-based row X and column Y, as in the command files. */
    int64_t x, y;
    const char *comma = strchr(first, ',');
    char xs[24];
    if (!comma || (size_t)(comma - first) >= sizeof xs)
        return cli_usage_error("generate", "--first must be X,Y (1-based row and column), not '%s'", first);
    memcpy(xs, first, (size_t)(comma - first));
    xs[comma - first] = '\0';
    if (cli_read_whole(xs, 1, o.rows, &x) < 0 || cli_read_whole(comma + 1, 1, o.cols, &y) < 0)
        return cli_usage_error("generate", "--first %s is off the %lld x %lld board (X 1..%lld, Y 1..%lld)",
                               first, (long long)o.rows, (long long)o.cols, (long long)o.rows,
                               (long long)o.cols);
    char random_seed[CLI_SEED_CAP];
    const char *seed_text = cli_seed("generate", o.seed_text, random_seed, "layout");
    mines_game g;
    gg_error err = {0, ""};
    gg_out out;
    cli_stdout(&out);
    gg_status st = mines_init(&g, (int32_t)o.rows, (int32_t)o.cols);
    if (st == GG_OK)
        st = minegen_layout(&g, o.mines, gg_seed_from_text(seed_text, strlen(seed_text)), mode,
                            (int32_t)x - 1, (int32_t)y - 1, &err);
    if (st == GG_OK)
        minesfile_print_board(&g, &out);
    mines_free(&g);
    return cli_finish("generate", st, &err, &out);
}

/* Wall-clock seconds, for games per second only. */
static double seconds_now(void)
{
    struct timespec ts;
    if (timespec_get(&ts, TIME_UTC) != TIME_UTC)
        return 0;
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* --shard K/N: 0 and K, N set, or -1 after the usage error. */
static int parse_shard(const char *v, int64_t games, int64_t *shard, int64_t *shards)
{
    const char *slash = strchr(v, '/');
    char ks[24];
    if (!slash || (size_t)(slash - v) >= sizeof ks)
        return cli_usage_error("selfplay", "--shard must be K/N, the K-th of N shards (1 <= K <= N), not '%s'", v), -1;
    memcpy(ks, v, (size_t)(slash - v));
    ks[slash - v] = '\0';
    if (cli_read_whole(ks, 0, 1000000000, shard) < 0 || cli_read_whole(slash + 1, 1, 1000000000, shards) < 0)
        return cli_usage_error("selfplay", "--shard must be K/N with whole numbers, N 1..1000000000, not '%s'", v), -1;
    if (*shard < 1 || *shard > *shards)
        return cli_usage_error("selfplay", "--shard %s: K must be 1..%lld, there is no shard %lld of %lld", v,
                               (long long)*shards, (long long)*shard, (long long)*shards), -1;
    if (*shards > games)
        return cli_usage_error("selfplay", "--shard %s: %lld games do not make %lld shards (N must be at most --games)",
                               v, (long long)games, (long long)*shards), -1;
    return 0;
}

/* Games `--outcomes` keeps at most in one run (8 bytes each). */
#define SELFPLAY_OUTCOMES_MAX 10000000

/* The outcomes text of the run's games (each guesses * 2 + won) to f;
 * returns 0 when writing failed. */
static int write_outcomes(FILE *f, const selfplay_report *r, const int64_t *outcomes)
{
    gg_out o;
    cli_file_out(&o, f);
    selfplaytext_outcomes_header(r, &o);
    for (int64_t k = 0; k < r->count; k++)
        selfplaytext_outcome(r->first + k + 1, (int)(outcomes[k] & 1), outcomes[k] >> 1, &o);
    gg_out_flush(&o);
    int ok = !o.failed && !ferror(f);
    gg_out_free(&o);
    return ok;
}

int cli_selfplay(const cli_args *a)
{
    board_options o = {16, 30, 99, NULL, "safe-corner"};
    board_options_of(a, &o);
    int64_t games = cli_whole(a, "--games", 1000), threads = cli_whole(a, "--threads", 0), shard = 0, shards = 0;
    const char *shard_text = cli_get(a, "--shard"), *outcomes_path = cli_get(a, "--outcomes");
    int timing = !cli_has(a, "--no-timing");
    if (outcomes_path && (outcomes_path[0] == '\0' || strcmp(outcomes_path, "-") == 0))
        return cli_usage_error("selfplay", "--outcomes needs a file to write (the report goes to stdout)");
    if (check_board("selfplay", &o))
        return CLI_BAD;
    /* The two starts JSMinesweeper benchmarks (its README: 40.7% "safe
     * start in a corner", 54% "open start at (3,3)";
     * https://github.com/DavidNHill/JSMinesweeper). Classic: the first
     * click in the corner, only it kept safe. Modern: an opening at its
     * (3,3), which counts from 0 — its author's bulk runner clicks
     * GameAction(3, 3) for open starts and (0, 0), the corner, for safe
     * ones, with index y * width + x (DavidNHill/Minesweeper2, Bulk
     * Runner/BulkRunner.cs, MinesweeperGame.cs): row 4, column 4 in our
     * 1-based terms. */
    minegen_mode mode;
    int32_t fr, fc;
    if (strcmp(o.start, "safe-corner") == 0) {
        mode = MINEGEN_SAFE;
        fr = fc = 0;
    } else { /* opening-3-3, the other declared choice */
        if (o.rows < 4 || o.cols < 4)
            return cli_usage_error("selfplay", "opening-3-3 clicks row 4, column 4: it needs a board of at least 4 x 4");
        mode = MINEGEN_OPENING;
        fr = fc = 3;
    }
    if (shard_text) {
        if (parse_shard(shard_text, games, &shard, &shards) < 0)
            return CLI_BAD;
        /* Every shard must play the same games: a seed each chose at
         * random would make shards of different runs. */
        if (!o.seed_text)
            return cli_usage_error("selfplay", "--shard needs --seed: every shard of a run plays from the same seed");
        /* The report's first line carries the seed: one line, or it would not read back. */
        if (strpbrk(o.seed_text, "\r\n"))
            return cli_usage_error("selfplay", "--shard needs a seed of one line: its report's first line carries it");
    }
    char random_seed[CLI_SEED_CAP];
    if (!o.seed_text) {
        cli_random_seed(random_seed); /* the report names it */
        o.seed_text = random_seed;
    }
    selfplay_report report = {.rows = o.rows, .cols = o.cols, .mines = o.mines,
                              .start = o.start, .start_len = strlen(o.start),
                              .first_row = fr + 1, .first_col = fc + 1,
                              .seed = o.seed_text, .seed_len = strlen(o.seed_text),
                              .games = games, .shard = shard, .shards = shards, .first = 0, .count = games};
    if (shards > 0)
        selfplay_shard_range(games, shard, shards, &report.first, &report.count);
    cli_selfplay_job job = {.rows = (int32_t)o.rows, .cols = (int32_t)o.cols, .mines = o.mines,
                            .seed = gg_seed_from_text(o.seed_text, strlen(o.seed_text)), .mode = mode,
                            .first_r = fr, .first_c = fc, .first = report.first, .count = report.count};
    FILE *outcomes_file = NULL;
    if (outcomes_path) {
        /* 8 bytes a game until the end: a run of more plays in shards. */
        if (report.count > SELFPLAY_OUTCOMES_MAX)
            return cli_usage_error("selfplay", "--outcomes keeps each game until the end: at most %d games a run "
                                   "(%lld asked); split it with --shard K/N", SELFPLAY_OUTCOMES_MAX,
                                   (long long)report.count);
        job.outcomes = malloc((size_t)report.count * sizeof *job.outcomes);
        if (!job.outcomes) {
            fprintf(stderr, "gridgames selfplay: out of memory\n");
            return CLI_BAD;
        }
        /* Opened before the games, so that a path that cannot be written
         * fails at once. */
        outcomes_file = fopen(outcomes_path, "wb");
        if (!outcomes_file) {
            fprintf(stderr, "gridgames selfplay: cannot write %s: %s\n", outcomes_path, strerror(errno));
            free(job.outcomes);
            return CLI_BAD;
        }
    }
    gg_error err = {0, ""};
    gg_out out;
    cli_stdout(&out);
    int used;
    double t0 = seconds_now();
    gg_status st = cli_selfplay_threads(&job, threads > 0 ? (int)threads : cli_default_threads(), &used,
                                        &report.won, &report.guesses, &err);
    double elapsed = seconds_now() - t0;
    if (outcomes_file) {
        int written = st == GG_OK && write_outcomes(outcomes_file, &report, job.outcomes);
        free(job.outcomes);
        if (fclose(outcomes_file) != 0)
            written = 0;
        if (st == GG_OK && !written) {
            fprintf(stderr, "gridgames selfplay: cannot write %s: %s\n", outcomes_path, strerror(errno));
            gg_out_free(&out);
            return CLI_BAD;
        }
    }
    if (st == GG_OK) {
        selfplaytext_print(&report, &out);
        if (timing) {
            /* The one line that differs from run to run, so --no-timing drops it. */
            double rate = elapsed > 0 ? (double)report.count / elapsed : 0.0;
            char buf[128];
            snprintf(buf, sizeof buf, "games/s %.1f (%.1f per thread, %d thread%s)\n", rate, rate / used, used,
                     used == 1 ? "" : "s");
            gg_out_str(&out, buf);
        }
    }
    return cli_finish("selfplay", st, &err, &out);
}

int cli_selfplay_merge(const cli_args *a)
{
    int argc = a->file_count;
    char **argv = a->files;
    /* The files' texts stay until the end: the reports point into them. */
    char **texts = calloc(argc > 0 ? (size_t)argc : 1, sizeof *texts);
    const char **names = NULL; /* names[j]: the file report j came from */
    selfplay_report *reports = NULL, whole;
    size_t n = 0;
    gg_error err = {0, ""};
    gg_status st = texts ? GG_OK : GG_NO_MEMORY;
    const char *command = "selfplay-merge";
    char where[300];
    int unreadable = 0;
    for (int i = 0; i < argc && st == GG_OK; i++) {
        size_t len, before = n;
        if (!cli_read_input(argv[i], &texts[i], &len)) {
            unreadable = 1;
            break;
        }
        const char *name = strcmp(argv[i], "-") == 0 ? "stdin" : argv[i];
        st = selfplaytext_read(texts[i], len, &reports, &n, &err);
        if (st == GG_BAD_INPUT) {
            snprintf(where, sizeof where, "selfplay-merge: %s", name);
            command = where;
        }
        const char **grown = n > 0 ? realloc(names, n * sizeof *names) : names;
        if (n > 0 && !grown) {
            st = GG_NO_MEMORY;
            break;
        }
        names = grown;
        for (size_t j = before; j < n; j++)
            names[j] = name;
    }
    gg_out out;
    cli_stdout(&out);
    if (st == GG_OK && !unreadable) {
        st = selfplaytext_merge(reports, names, n, &whole, &err);
        if (st == GG_OK)
            selfplaytext_print(&whole, &out);
    }
    int status = unreadable ? (gg_out_free(&out), CLI_BAD) : cli_finish(command, st, &err, &out);
    free(names);
    free(reports);
    for (int i = 0; i < argc && texts; i++)
        free(texts[i]);
    free(texts);
    return status;
}

int cli_selfplay_compare(const cli_args *a)
{
    int argc = a->file_count;
    char **argv = a->files;
    if (argc != 2)
        return cli_usage_error("selfplay-compare", "needs two outcomes files, A and B (selfplay --outcomes), not %d",
                               argc);
    if (strcmp(argv[0], "-") == 0 && strcmp(argv[1], "-") == 0)
        return cli_usage_error("selfplay-compare", "A and B cannot both be stdin");
    char *text[2] = {NULL, NULL};
    size_t len[2];
    selfplay_outcomes side[2];
    memset(side, 0, sizeof side);
    const char *name[2];
    gg_error err = {0, ""};
    gg_status st = GG_OK;
    char where[300];
    const char *command = "selfplay-compare";
    int unreadable = 0;
    for (int k = 0; k < 2 && st == GG_OK; k++) {
        name[k] = strcmp(argv[k], "-") == 0 ? "stdin" : argv[k];
        if (!cli_read_input(argv[k], &text[k], &len[k])) {
            unreadable = 1;
            break;
        }
        st = selfplaytext_outcomes_read(text[k], len[k], &side[k], &err);
        if (st == GG_BAD_INPUT) {
            snprintf(where, sizeof where, "selfplay-compare: %s", name[k]);
            command = where;
        }
    }
    gg_out out;
    cli_stdout(&out);
    if (st == GG_OK && !unreadable)
        st = selfplaytext_compare(&side[0], name[0], &side[1], name[1], &out, &err);
    int status = unreadable ? (gg_out_free(&out), CLI_BAD) : cli_finish(command, st, &err, &out);
    for (int k = 0; k < 2; k++) {
        selfplaytext_outcomes_free(&side[k]);
        free(text[k]);
    }
    return status;
}
