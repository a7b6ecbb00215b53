/* cli.c — `gridgames`, the command-line runner (docs/cli.md): reads a case
 * file or stdin, runs it through the engine, prints what the engine says.
 * The same source is the native binary and, under node, the wasm one. */
#include "cli/cli_board.h"
#include "cli/cli_io.h"
#include "cli/cli_review.h"
#include "cli/cli_snakes.h"
#include "cli/cli_solve.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/lc529.h"
#include "formats/minesfile.h"

static const char usage[] =
    "usage: gridgames COMMAND [OPTIONS] [FILE]\n"
    "\n"
    "Commands (FILE absent or - reads stdin):\n"
    "  mines  [FILE]       play a Minesweeper command file: the board, then\n"
    "                      Flag/Sweep/DSweep x y and Quit, one a line\n"
    "  click  [FILE]       LeetCode 529: one click on each board, the board after\n"
    "  snakes [FILE]       LeetCode 909: least rolls for each board, or -1; a\n"
    "                      board is LeetCode JSON or a code like 10_4-14_16-6\n"
    "  snakes --expected [--rule R] [--start S] [FILE]\n"
    "                      exact expected number of rolls, 6 decimals\n"
    "  snakes --distribution [--rule R] [--start S] [FILE]\n"
    "                      lines `t P(length=t) P(length<=t)` until the\n"
    "                      cumulative probability reaches 1 - 1e-9\n"
    "  snakes --json | --code | --natural [FILE]\n"
    "                      each board as LeetCode JSON, as its code, or\n"
    "                      `natural` / `not natural: ` and the rule it breaks\n"
    "  snakes --random --side N [--seed S] [--code]\n"
    "                      a natural random N x N board (N 2..1000)\n"
    "  snakes --design --side N --expected T [--rule R] [--start S] [--seed S]\n"
    "         [--code]     a natural N x N board (N 2..20) whose expected\n"
    "                      number of rolls is within 0.5 of T\n"
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
    "           [--seed SEED] [--threads T] [--shard K/N] [--no-timing]\n"
    "           [--outcomes FILE]\n"
    "                      the solver plays N seeded games (default Expert\n"
    "                      16 x 30, 99 mines, 1000 games): win rate with a 95%\n"
    "                      confidence interval, guesses, games/s (in all and\n"
    "                      per thread)\n"
    "      --start safe-corner  first click in the corner, only it safe (default)\n"
    "      --start opening-3-3  first click an opening at row 4, column 4\n"
    "                           (JSMinesweeper's (3,3), which counts from 0)\n"
    "      --threads T     play on T threads (default: every core; the wasm\n"
    "                      CLI plays on one); the same report for any T\n"
    "      --shard K/N     play only the K-th of N contiguous slices of the\n"
    "                      games; the report adds a `shard` line for merging\n"
    "      --outcomes FILE also write each game's outcome to FILE (number,\n"
    "                      won or lost, guesses; at most 10,000,000 games)\n"
    "  selfplay-merge FILE...\n"
    "                      shard reports (one or more a file, - for stdin),\n"
    "                      all N of one run, summed into the report one run of\n"
    "                      all the games prints (without its games/s line)\n"
    "  selfplay-compare A B\n"
    "                      two solvers' outcomes of the same games (each a\n"
    "                      --outcomes file, shards' files put together with\n"
    "                      cat): wins of each, games won by one only, B - A\n"
    "                      in points with a 95% interval and McNemar's z\n"
    "  generate --rows R --cols C --mines K --first X,Y [--seed SEED]\n"
    "           [--start safe|opening|noguess]\n"
    "                      the layout made for a first click at row X, column\n"
    "                      Y (1-based), as a board for `mines`: `R C`, then\n"
    "                      rows of * and .; noguess: clearable by logic alone\n"
    "  board [--to text|mbf|code] [FILE]\n"
    "                      a mine layout, read from text (`n m` and rows of *\n"
    "                      and ., as a command file starts), a MinesweeperX\n"
    "                      .mbf file or a layout code (L...), told apart by\n"
    "                      their content; written as text (default), as .mbf\n"
    "                      bytes or as its layout code\n"
    "  review [--json] [--start safe|opening|noguess] [--seconds S] [FILE]\n"
    "                      judge every move of a replay (a command file, as\n"
    "                      the page exports it) from what the player could\n"
    "                      see: safe, forced guess (no safe cell, and among\n"
    "                      the safest: within 0.01 of the lowest P(mine), the\n"
    "                      solver's own guess, or a 50/50 no number settles),\n"
    "                      risky guess (a safer one existed), blunder (a\n"
    "                      guess while a cell was certainly safe), flag, flag\n"
    "                      guess, wrong flag; then luck, best survival, 3BV,\n"
    "                      efficiency. --start: how the game began (default\n"
    "                      safe; its first Sweep is never a guess); --seconds:\n"
    "                      its time, for 3BV/s; --json for programs\n"
    "  --help             this text\n"
    "  --version          the version (the package's; the VERSION file)\n"
    "\n"
    "Exit status: 0 done, 2 bad input or usage (the reason on stderr).\n"
    "Formats: see docs/cli.md, docs/minesweeper.md and docs/snakes.md.\n";

typedef gg_status (*text_runner)(const char *text, size_t len, gg_out *out, gg_error *err);

/* A text module that takes no options: ctx is its text_runner. */
typedef struct plain_runner {
    text_runner run;
} plain_runner;

static gg_status run_plain(void *ctx, const char *text, size_t len, gg_out *out, gg_error *err)
{
    return ((plain_runner *)ctx)->run(text, len, out, err);
}

static int cmd_simple(const char *command, int argc, char **argv, text_runner run)
{
    const char *file = NULL;
    for (int i = 0; i < argc; i++)
        if (cli_operand(command, &file, argv[i]) != 0)
            return CLI_BAD;
    plain_runner plain = {run};
    return cli_run_text(command, file, run_plain, &plain);
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
    /* `gridgames COMMAND --help`: the same text (it has every command's
     * options), before the command reads anything. */
    for (int i = 2; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0) {
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
        return cli_snakes(argc - 2, argv + 2);
    if (strcmp(command, "solve") == 0)
        return cli_solve(argc - 2, argv + 2);
    if (strcmp(command, "selfplay") == 0)
        return cli_selfplay(argc - 2, argv + 2);
    if (strcmp(command, "selfplay-merge") == 0)
        return cli_selfplay_merge(argc - 2, argv + 2);
    if (strcmp(command, "selfplay-compare") == 0)
        return cli_selfplay_compare(argc - 2, argv + 2);
    if (strcmp(command, "generate") == 0)
        return cli_generate(argc - 2, argv + 2);
    if (strcmp(command, "board") == 0)
        return cli_board(argc - 2, argv + 2);
    if (strcmp(command, "review") == 0)
        return cli_review(argc - 2, argv + 2);
    return cli_usage_error(NULL, "unknown command '%s'", command);
}
