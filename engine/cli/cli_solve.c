/* cli_solve.c — the solver's commands of `gridgames` (issue 6):
 *   solve    [--mines K] [FILE]      certainties and odds of LeetCode 529
 *                                    positions (format: solvetext.h)
 *   selfplay [--rows R --cols C --mines K] [--start safe-corner|opening-3-3]
 *            [--games N] [--seed S] [--no-timing]
 *                                    the solver's win rate on seeded games
 *   generate --rows R --cols C --mines K --first X,Y [--seed S]
 *            [--start safe|opening|noguess]
 *                                    the layout made for that first click,
 *                                    as a command-file board (docs/minesweeper.md §7) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <math.h>

#include "cli/cli_solve.h"
#include "cli/cli_io.h"
#include "solver/minegen.h"
#include "formats/minesfile.h"
#include "base/rng.h"
#include "solver/selfplay.h"
#include "formats/solvetext.h"

/* A whole decimal integer in [lo, hi]; returns 0 and sets *v, or -1. */
static int parse_int(const char *text, int64_t lo, int64_t hi, int64_t *v)
{
    const char *p = text, *end = text + strlen(text);
    int64_t x;
    if (gg_parse_int(&p, end, &x) != 1 || p != end || x < lo || x > hi)
        return -1;
    *v = x;
    return 0;
}

int cli_solve(int argc, char **argv)
{
    const char *file = NULL;
    int64_t mines = -1;
    for (int i = 0; i < argc; i++) {
        int missing;
        const char *v;
        if ((v = cli_option(argc, argv, &i, "--mines", &missing)) != NULL) {
            if (parse_int(v, 0, MINES_MAX_CELLS, &mines) < 0)
                return cli_usage_error("solve", "--mines must be a whole number 0..%d, not '%s'",
                                       MINES_MAX_CELLS, v);
        } else if (missing) {
            return cli_usage_error("solve", "%s needs a value", argv[i]);
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            return cli_usage_error("solve", "unknown option '%s'", argv[i]);
        } else if (file) {
            return cli_usage_error("solve", "more than one input file ('%s' and '%s')", file, argv[i]);
        } else {
            file = argv[i];
        }
    }
    char *text;
    size_t len;
    if (!cli_read_input(file, &text, &len))
        return CLI_BAD;
    gg_out out;
    gg_error err = {0, ""};
    cli_stdout(&out);
    gg_status status = solvetext_run(text, len, mines, &out, &err);
    free(text);
    return cli_finish("solve", status, &err, &out);
}

/* The options selfplay and generate share. */
typedef struct board_options {
    int64_t rows, cols, mines;
    const char *seed_text;
    const char *start;
    const char *first; /* "X,Y" */
} board_options;

/* Take one of the shared options at argv[*i]: 1 taken, 0 not one of
 * them, -1 after a usage error. */
static int board_option(const char *command, int argc, char **argv, int *i, board_options *o)
{
    static const char *const names[] = {"--rows", "--cols", "--mines"};
    int64_t *fields[] = {&o->rows, &o->cols, &o->mines};
    int missing;
    const char *v;
    for (int k = 0; k < 3; k++) {
        if ((v = cli_option(argc, argv, i, names[k], &missing)) != NULL) {
            int64_t lo = k == 2 ? 0 : 1;
            if (parse_int(v, lo, MINES_MAX_CELLS, fields[k]) < 0)
                return cli_usage_error(command, "%s must be a whole number %lld..%d, not '%s'", names[k],
                                       (long long)lo, MINES_MAX_CELLS, v), -1;
            return 1;
        }
        if (missing)
            return cli_usage_error(command, "%s needs a value", argv[*i]), -1;
    }
    if ((v = cli_option(argc, argv, i, "--seed", &missing)) != NULL) {
        o->seed_text = v;
        return 1;
    }
    if (!missing && (v = cli_option(argc, argv, i, "--start", &missing)) != NULL) {
        o->start = v;
        return 1;
    }
    if (!missing && (v = cli_option(argc, argv, i, "--first", &missing)) != NULL) {
        o->first = v;
        return 1;
    }
    if (missing)
        return cli_usage_error(command, "%s needs a value", argv[*i]), -1;
    return 0;
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

int cli_generate(int argc, char **argv)
{
    board_options o = {-1, -1, -1, "1", "safe", NULL};
    for (int i = 0; i < argc; i++) {
        int got = board_option("generate", argc, argv, &i, &o);
        if (got < 0)
            return CLI_BAD;
        if (got == 0)
            return cli_usage_error("generate", "unknown option '%s'", argv[i]);
    }
    if (o.rows < 0 || o.cols < 0 || o.mines < 0 || !o.first)
        return cli_usage_error("generate", "--rows, --cols, --mines and --first are required");
    if (check_board("generate", &o))
        return CLI_BAD;
    minegen_mode mode;
    if (minegen_mode_from_text(o.start, &mode) < 0)
        return cli_usage_error("generate", "--start must be safe, opening or noguess, not '%s'", o.start);
    /* --first X,Y: 1-based row X and column Y, as in the command files. */
    int64_t x, y;
    const char *comma = strchr(o.first, ',');
    char xs[24];
    if (!comma || (size_t)(comma - o.first) >= sizeof xs)
        return cli_usage_error("generate", "--first must be X,Y (1-based row and column), not '%s'", o.first);
    memcpy(xs, o.first, (size_t)(comma - o.first));
    xs[comma - o.first] = '\0';
    if (parse_int(xs, 1, o.rows, &x) < 0 || parse_int(comma + 1, 1, o.cols, &y) < 0)
        return cli_usage_error("generate", "--first %s is off the %lld x %lld board (X 1..%lld, Y 1..%lld)",
                               o.first, (long long)o.rows, (long long)o.cols, (long long)o.rows,
                               (long long)o.cols);
    mines_game g;
    gg_error err = {0, ""};
    gg_out out;
    cli_stdout(&out);
    gg_status st = mines_init(&g, (int32_t)o.rows, (int32_t)o.cols);
    if (st == GG_OK)
        st = minegen_layout(&g, o.mines, gg_seed_from_text(o.seed_text, strlen(o.seed_text)), mode,
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

int cli_selfplay(int argc, char **argv)
{
    board_options o = {16, 30, 99, "1", "safe-corner", NULL};
    int64_t games = 1000;
    int timing = 1;
    for (int i = 0; i < argc; i++) {
        int missing;
        const char *v;
        int got = board_option("selfplay", argc, argv, &i, &o);
        if (got < 0)
            return CLI_BAD;
        if (got > 0)
            continue;
        if ((v = cli_option(argc, argv, &i, "--games", &missing)) != NULL) {
            if (parse_int(v, 1, 1000000000, &games) < 0)
                return cli_usage_error("selfplay", "--games must be a whole number 1..1000000000, not '%s'", v);
        } else if (missing) {
            return cli_usage_error("selfplay", "%s needs a value", argv[i]);
        } else if (strcmp(argv[i], "--no-timing") == 0) {
            timing = 0;
        } else {
            return cli_usage_error("selfplay", "unknown option '%s'", argv[i]);
        }
    }
    if (o.first)
        return cli_usage_error("selfplay", "--first is for generate; selfplay's start says where to click");
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
    } else if (strcmp(o.start, "opening-3-3") == 0) {
        if (o.rows < 4 || o.cols < 4)
            return cli_usage_error("selfplay", "opening-3-3 clicks row 4, column 4: it needs a board of at least 4 x 4");
        mode = MINEGEN_OPENING;
        fr = fc = 3;
    } else {
        return cli_usage_error("selfplay", "--start must be safe-corner or opening-3-3, not '%s'", o.start);
    }
    uint64_t seed = gg_seed_from_text(o.seed_text, strlen(o.seed_text));
    selfplay p;
    gg_error err = {0, ""};
    gg_out out;
    cli_stdout(&out);
    gg_status st = selfplay_init(&p, (int32_t)o.rows, (int32_t)o.cols, o.mines);
    int64_t won = 0, guesses = 0;
    double t0 = seconds_now();
    for (int64_t k = 0; k < games && st == GG_OK; k++) {
        selfplay_game_result res;
        st = selfplay_game(&p, selfplay_game_seed(seed, (uint64_t)k), mode, fr, fc, &res, &err);
        won += res.won;
        guesses += res.guesses;
    }
    double elapsed = seconds_now() - t0;
    selfplay_free(&p);
    if (st == GG_OK) {
        /* Wilson score interval, 95% (z = 1.959964): sound near 0 and 1,
         * where the normal approximation is not. */
        double nn = (double)games, ph = (double)won / nn, z = 1.959964, z2 = z * z;
        double centre = (ph + z2 / (2 * nn)) / (1 + z2 / nn);
        double half = z * sqrt(ph * (1 - ph) / nn + z2 / (4 * nn * nn)) / (1 + z2 / nn);
        char buf[256];
        snprintf(buf, sizeof buf,
                 "selfplay %lld x %lld, %lld mines, start %s (first click row %d, column %d), seed %s\n"
                 "won %lld of %lld games: %.2f%% (95%% CI %.2f%%..%.2f%%, Wilson)\n"
                 "guesses %.3f per game\n",
                 (long long)o.rows, (long long)o.cols, (long long)o.mines, o.start, (int)fr + 1, (int)fc + 1, o.seed_text,
                 (long long)won,
                 (long long)games, 100 * ph, 100 * (centre - half), 100 * (centre + half),
                 (double)guesses / nn);
        gg_out_str(&out, buf);
        if (timing) {
            snprintf(buf, sizeof buf, "games/s %.1f\n", elapsed > 0 ? nn / elapsed : 0.0);
            gg_out_str(&out, buf);
        }
    }
    return cli_finish("selfplay", st, &err, &out);
}
