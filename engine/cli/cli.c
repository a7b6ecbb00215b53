/* cli.c — `gridgames`, the command-line runner (docs/cli.md): reads a case
 * file or stdin, runs it through the engine, prints what the engine says.
 * The same source is the native binary and, under node, the wasm one. */
#include "cli/cli_io.h"
#include "cli/cli_solve.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/lc529.h"
#include "formats/lc909.h"
#include "formats/minesfile.h"

static const char usage[] =
    "usage: gridgames COMMAND [OPTIONS] [FILE]\n"
    "\n"
    "Commands (FILE absent or - reads stdin):\n"
    "  mines  [FILE]       play a Minesweeper command file: the board, then\n"
    "                      Flag/Sweep/DSweep x y and Quit, one a line\n"
    "  click  [FILE]       LeetCode 529: one click on each board, the board after\n"
    "  snakes [FILE]       LeetCode 909: least rolls for each board, or -1\n"
    "  snakes --expected [--rule R] [--start S] [FILE]\n"
    "                      exact expected number of rolls, 6 decimals\n"
    "  snakes --distribution [--rule R] [--start S] [FILE]\n"
    "                      lines `t P(length=t) P(length<=t)` until the\n"
    "                      cumulative probability reaches 1 - 1e-9\n"
    "      --rule over     a roll past the last square finishes (LeetCode, default)\n"
    "      --rule exact    a roll past the last square leaves the token where it is\n"
    "      --rule bounce   a roll past the last square counts back from it\n"
    "      --start 1       the token starts on square 1 (LeetCode, default)\n"
    "      --start 0       the token starts off the board (classic)\n"
    "  solve [--mines K] [FILE]\n"
    "                      LeetCode 529 positions, one board a line (E and M\n"
    "                      both hidden): the cells certainly safe, certainly\n"
    "                      mines, every other hidden cell's mine probability\n"
    "                      and the move to make; K total mines (default: the\n"
    "                      number of M). Cells are 0-based [row,column]\n"
    "  selfplay [--rows R] [--cols C] [--mines K] [--start S] [--games N]\n"
    "           [--seed SEED] [--no-timing]\n"
    "                      the solver plays N seeded games (default Expert\n"
    "                      16 x 30, 99 mines, 1000 games): win rate with a 95%\n"
    "                      confidence interval, guesses, games/s\n"
    "      --start safe-corner  first click in the corner, only it safe (default)\n"
    "      --start opening-3-3  first click an opening at row 4, column 4\n"
    "                           (JSMinesweeper's (3,3), which counts from 0)\n"
    "  generate --rows R --cols C --mines K --first X,Y [--seed SEED]\n"
    "           [--start safe|opening|noguess]\n"
    "                      the layout made for a first click at row X, column\n"
    "                      Y (1-based), as a board for `mines`: `R C`, then\n"
    "                      rows of * and .; noguess: clearable by logic alone\n"
    "  --help             this text\n"
    "  --version          the version (the package's; the VERSION file)\n"
    "\n"
    "Exit status: 0 done, 2 bad input or usage (the reason on stderr).\n"
    "Formats: see docs/cli.md, docs/minesweeper.md and docs/snakes.md.\n";

/* The one FILE operand a command takes, or NULL for stdin. Returns -1 after
 * printing the usage error when there is more than one. */
static int take_file(const char *command, const char **file, const char *arg)
{
    if (*file)
        return cli_usage_error(command, "more than one input file ('%s' and '%s')", *file, arg), -1;
    *file = arg;
    return 0;
}

typedef gg_status (*text_runner)(const char *text, size_t len, gg_out *out, gg_error *err);

static int run_text(const char *command, const char *file, text_runner run)
{
    char *text;
    size_t len;
    if (!cli_read_input(file, &text, &len))
        return CLI_BAD;
    gg_out out;
    gg_error err = {0, ""};
    cli_stdout(&out);
    gg_status status = run(text, len, &out, &err);
    free(text);
    return cli_finish(command, status, &err, &out);
}

static int cmd_simple(const char *command, int argc, char **argv, text_runner run)
{
    const char *file = NULL;
    for (int i = 0; i < argc; i++) {
        if (argv[i][0] == '-' && argv[i][1] != '\0')
            return cli_usage_error(command, "unknown option '%s'", argv[i]);
        if (take_file(command, &file, argv[i]) < 0)
            return CLI_BAD;
    }
    return run_text(command, file, run);
}

static int cmd_snakes(int argc, char **argv)
{
    const char *file = NULL;
    lc909_mode mode = LC909_LEAST;
    snakes_rules rules = {1, SNAKES_OVER};
    for (int i = 0; i < argc; i++) {
        int missing;
        const char *v;
        if (strcmp(argv[i], "--expected") == 0)
            mode = LC909_EXPECTED;
        else if (strcmp(argv[i], "--distribution") == 0)
            mode = LC909_DISTRIBUTION;
        else if ((v = cli_option(argc, argv, &i, "--rule", &missing)) != NULL) {
            if (strcmp(v, "over") == 0)
                rules.rule = SNAKES_OVER;
            else if (strcmp(v, "exact") == 0)
                rules.rule = SNAKES_EXACT;
            else if (strcmp(v, "bounce") == 0)
                rules.rule = SNAKES_BOUNCE;
            else
                return cli_usage_error("snakes", "--rule must be over, exact or bounce, not '%s'", v);
        } else if ((v = cli_option(argc, argv, &i, "--start", &missing)) != NULL) {
            if (strcmp(v, "0") == 0 || strcmp(v, "1") == 0)
                rules.start = v[0] - '0';
            else
                return cli_usage_error("snakes", "--start must be 0 or 1, not '%s'", v);
        } else if (missing)
            return cli_usage_error("snakes", "%s needs a value", argv[i]);
        else if (argv[i][0] == '-' && argv[i][1] != '\0')
            return cli_usage_error("snakes", "unknown option '%s'", argv[i]);
        else if (take_file("snakes", &file, argv[i]) < 0)
            return CLI_BAD;
    }
    char *text;
    size_t len;
    if (!cli_read_input(file, &text, &len))
        return CLI_BAD;
    gg_out out;
    gg_error err = {0, ""};
    cli_stdout(&out);
    gg_status status = lc909_run(text, len, mode, &rules, &out, &err);
    free(text);
    return cli_finish("snakes", status, &err, &out);
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return cli_usage_error(NULL, "no command given");
    const char *command = argv[1];
    if (strcmp(command, "--help") == 0 || strcmp(command, "-h") == 0 || strcmp(command, "help") == 0) {
        fputs(usage, stdout);
        return CLI_OK;
    }
    if (strcmp(command, "--version") == 0) {
        printf("gridgames %s\n", GG_VERSION);
        return CLI_OK;
    }
    if (strcmp(command, "mines") == 0)
        return cmd_simple("mines", argc - 2, argv + 2, minesfile_run);
    if (strcmp(command, "click") == 0)
        return cmd_simple("click", argc - 2, argv + 2, lc529_run);
    if (strcmp(command, "snakes") == 0)
        return cmd_snakes(argc - 2, argv + 2);
    if (strcmp(command, "solve") == 0)
        return cli_solve(argc - 2, argv + 2);
    if (strcmp(command, "selfplay") == 0)
        return cli_selfplay(argc - 2, argv + 2);
    if (strcmp(command, "generate") == 0)
        return cli_generate(argc - 2, argv + 2);
    return cli_usage_error(NULL, "unknown command '%s'", command);
}
