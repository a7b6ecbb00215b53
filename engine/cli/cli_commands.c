/* cli_commands.c — every command and option of `gridgames`, written down
 * once (cli_commands.h). The texts are what `gridgames --help` and the man
 * page say: plain ASCII, each a phrase without a final full stop, as the
 * help lays them out. */
#include "cli/cli_commands.h"

#include <string.h>

#include "cli/cli_board.h"
#include "cli/cli_plain.h"
#include "cli/cli_review.h"
#include "cli/cli_snakes.h"
#include "cli/cli_solve.h"
#include "rules/mines.h"

#define FLAG(name, help) {name, CLI_FLAG, NULL, help, NULL, 0, 0, NULL, NULL, NULL, 0, NULL}
#define TEXT(name, meta, help, dflt) {name, CLI_TEXT, meta, help, dflt, 0, 0, NULL, NULL, NULL, 0, NULL}
#define PATH(name, meta, help) {name, CLI_PATH, meta, help, NULL, 0, 0, NULL, NULL, NULL, 0, NULL}
#define WHOLE(name, meta, lo, hi, help, dflt) {name, CLI_WHOLE, meta, help, dflt, lo, hi, NULL, NULL, NULL, 0, NULL}
#define CHOICE(name, meta, choices, help, dflt) {name, CLI_CHOICE, meta, help, dflt, 0, 0, choices, NULL, NULL, 0, NULL}
#define END {NULL, CLI_FLAG, NULL, NULL, NULL, 0, 0, NULL, NULL, NULL, 0, NULL}

/* How every --seed is read, and the one rule for seeds (docs/seeds.md). */
#define SEED_HELP "any text; the same seed and options give the same result natively, under node and in the pages"
#define SEED_DEFAULT "a random one, named on stderr"

/* ---- mines, click ----------------------------------------------------- */

static const char *const mines_synopsis[] = {"mines [FILE]", NULL};
static const cli_option no_options[] = {END};

static const char *const click_synopsis[] = {"click [FILE]", NULL};

/* ---- snakes ----------------------------------------------------------- */

static const char *const snakes_synopsis[] = {
    "snakes [--expected | --distribution | --json | --code | --natural] [--rule R] [--start S] [FILE]",
    "snakes --random --side N [--seed S] [--json | --code]",
    "snakes --design --side N --expected T [--rule R] [--start S] [--seed S] [--json | --code]",
    NULL};
static const cli_choice snakes_rule_choices[] = {
    {"over", "a roll past the last square finishes, as in LeetCode"},
    {"exact", "a roll past the last square leaves the token where it is"},
    {"bounce", "a roll past the last square counts back from it"},
    {NULL, NULL}};
static const cli_choice snakes_start_choices[] = {
    {"0", "the token starts off the board, as in the classic game"},
    {"1", "the token starts on square 1, as in LeetCode"},
    {NULL, NULL}};
static const cli_option snakes_options[] = {
    {"--expected", CLI_FLAG, NULL, "the exact expected number of rolls, 6 decimals, or `infinite`", NULL, 0, 0, NULL,
     NULL, "--design", 0, NULL},
    FLAG("--distribution", "lines `t P(length=t) P(length<=t)` until the cumulative probability reaches 1 - 1e-9, "
                           "then `never P` if some games never end"),
    FLAG("--json", "each board as LeetCode JSON"),
    FLAG("--code", "each board as its code, like 10_4-14_16-6"),
    FLAG("--natural", "`natural`, or `not natural: ` and the first rule the board breaks"),
    CHOICE("--rule", "R", snakes_rule_choices, "what a roll past the last square does", "over"),
    CHOICE("--start", "S", snakes_start_choices, "where the token starts", "1"),
    FLAG("--random", "read nothing and print a seeded natural random N x N board (N 2..1000)"),
    FLAG("--design", "read nothing and print a natural N x N board (N 2..20) whose expected number of rolls "
                     "under --rule and --start is within 0.5 of T"),
    TEXT("--side", "N", "the side of the board --random or --design makes", NULL),
    {"--expected", CLI_TEXT, "T", "with --design: the expected number of rolls to make the board for, "
                                  "1 to 1000000000 with at most 3 decimals (40, 39.5)",
     NULL, 0, 0, NULL, "--design", NULL, 0, NULL},
    TEXT("--seed", "S", "the board's seed, with --random or --design: " SEED_HELP, SEED_DEFAULT),
    END};

/* ---- solve ------------------------------------------------------------ */

static const char *const solve_synopsis[] = {"solve [--mines K] [FILE]", NULL};
static const cli_option solve_options[] = {
    WHOLE("--mines", "K", 0, MINES_MAX_CELLS, "the total number of mines of every board",
          "each board's number of M"),
    END};

/* ---- selfplay, selfplay-merge, selfplay-compare ----------------------- */

static const char *const selfplay_synopsis[] = {
    "selfplay [--rows R] [--cols C] [--mines K] [--start S] [--games N] [--seed SEED] [--threads T] "
    "[--shard K/N] [--no-timing] [--outcomes FILE]",
    NULL};
static const cli_choice selfplay_starts[] = {
    {"safe-corner", "the first click in the corner, only it kept safe"},
    {"opening-3-3", "the first click an opening at row 4, column 4 (JSMinesweeper's (3,3), which counts from 0)"},
    {NULL, NULL}};
static const cli_option selfplay_options[] = {
    WHOLE("--rows", "R", 1, MINES_MAX_CELLS, "the board's rows", "16"),
    WHOLE("--cols", "C", 1, MINES_MAX_CELLS, "the board's columns", "30"),
    WHOLE("--mines", "K", 0, MINES_MAX_CELLS, "the mines, 0 to R x C - 1", "99"),
    CHOICE("--start", "S", selfplay_starts, "how each game starts", "safe-corner"),
    WHOLE("--games", "N", 1, 1000000000, "the games to play", "1000"),
    TEXT("--seed", "SEED", "the run's seed, from which each game's is made: " SEED_HELP,
         "a random one, named in the report"),
    WHOLE("--threads", "T", 1, 1024, "play on T threads (the node runner plays on one); the same report for any T",
          "every core"),
    TEXT("--shard", "K/N", "play only the K-th of N contiguous slices of the games, for selfplay-merge; "
                           "the report adds a `shard` line; needs --seed, which every shard shares",
         NULL),
    FLAG("--no-timing", "leave out the games/s line, so that the report is the same on every run"),
    PATH("--outcomes", "FILE", "also write each game's outcome to FILE (its number, won or lost, its guesses; "
                               "at most 10,000,000 games), for selfplay-compare"),
    {"--first", CLI_TEXT, "X,Y", NULL, NULL, 0, 0, NULL, NULL, NULL, 1,
     "--first is for generate; selfplay's start says where to click"},
    END};

static const char *const selfplay_merge_synopsis[] = {"selfplay-merge FILE...", NULL};
static const char *const selfplay_compare_synopsis[] = {"selfplay-compare A B", NULL};

/* ---- generate, board, review ------------------------------------------ */

static const char *const generate_synopsis[] = {
    "generate --rows R --cols C --mines K --first X,Y [--seed SEED] [--start S]", NULL};
static const cli_choice layout_starts[] = {
    {"safe", "the first cell holds no mine"},
    {"opening", "the first cell is a 0 (when the mines leave room)"},
    {"noguess", "the first cell is a 0, and the board can be cleared from it by logic alone"},
    {NULL, NULL}};
static const cli_option generate_options[] = {
    WHOLE("--rows", "R", 1, MINES_MAX_CELLS, "the board's rows (required)", NULL),
    WHOLE("--cols", "C", 1, MINES_MAX_CELLS, "the board's columns (required)", NULL),
    WHOLE("--mines", "K", 0, MINES_MAX_CELLS, "the mines, 0 to R x C - 1 (required)", NULL),
    TEXT("--first", "X,Y", "the first click, row X and column Y from 1 (required)", NULL),
    TEXT("--seed", "SEED", "the layout's seed: " SEED_HELP, SEED_DEFAULT),
    CHOICE("--start", "S", layout_starts, "where the mines may go", "safe"),
    END};

static const char *const board_synopsis[] = {"board [--to text|mbf|code] [FILE]", NULL};
static const cli_choice board_forms[] = {
    {"text", "`n m` and the rows, as a command file starts and generate prints"},
    {"mbf", "the .mbf bytes of MinesweeperX"},
    {"code", "the layout code (L...) and a newline"},
    {NULL, NULL}};
static const cli_option board_options[] = {
    CHOICE("--to", "FORM", board_forms, "the form to write", "text"),
    END};

static const char *const review_synopsis[] = {"review [--json] [--start S] [--seconds S] [FILE]", NULL};
static const cli_choice review_starts[] = {
    {"safe", "the first cell held no mine"},
    {"opening", "the first cell was a 0"},
    {"noguess", "the first cell was a 0, and the board clearable from it by logic alone"},
    {NULL, NULL}};
static const cli_option review_options[] = {
    FLAG("--json", "one JSON object, for programs"),
    CHOICE("--start", "S", review_starts, "how the game began: its first Sweep is never a guess", "safe"),
    TEXT("--seconds", "S", "the game's time in seconds, for 3BV/s", NULL),
    END};

const cli_command cli_commands[] = {
    {"mines", mines_synopsis,
     "play a Minesweeper command file: the board (`n m`, then n rows of `*` and `.`), then Flag, Sweep or "
     "DSweep x y and Quit, one a line; prints each move's feedback",
     CLI_ONE_FILE, NULL, no_options, cli_mines},
    {"click", click_synopsis, "LeetCode 529: one click on each board, the board after it, one line a case",
     CLI_ONE_FILE, NULL, no_options, cli_click},
    {"snakes", snakes_synopsis,
     "LeetCode 909: the least rolls for each board, or -1 (a board is LeetCode JSON or a code like "
     "10_4-14_16-6, one a line); a mode analyses or prints each board instead, the last given counting; "
     "--random and --design print a board the engine makes",
     CLI_ONE_FILE, NULL, snakes_options, cli_snakes},
    {"solve", solve_synopsis,
     "LeetCode 529 positions, one board a line (E and M both hidden), or position codes: the cells certainly "
     "safe, certainly mines, every other hidden cell's chance of a mine and the move to make; cells are "
     "0-based [row,column]",
     CLI_ONE_FILE, NULL, solve_options, cli_solve},
    {"selfplay", selfplay_synopsis,
     "the solver plays N seeded games: the win rate with a 95% confidence interval (Wilson), guesses per game, "
     "games/s in all and per thread",
     CLI_NO_FILE, NULL, selfplay_options, cli_selfplay},
    {"selfplay-merge", selfplay_merge_synopsis,
     "shard reports (one or more a file, - for stdin), all N of one run, summed into the report one run of all "
     "the games prints (without its games/s line)",
     CLI_FILES, "no shard reports given: name their files (or - for stdin)", no_options, cli_selfplay_merge},
    {"selfplay-compare", selfplay_compare_synopsis,
     "two solvers' outcomes of the same games (each a selfplay --outcomes file, shards' files put together "
     "with cat; - for stdin): the wins of each, games won by one only, B - A in points with a 95% interval "
     "and McNemar's z",
     CLI_FILES, NULL, no_options, cli_selfplay_compare},
    {"generate", generate_synopsis,
     "the mine layout made for a first click at row X, column Y, as the page makes it, printed as the start "
     "of a command file: `R C`, then R rows of `*` and `.`",
     CLI_NO_FILE, NULL, generate_options, cli_generate},
    {"board", board_synopsis,
     "a mine layout, read from text (`n m` and rows of `*` and `.`, as a command file starts), a MinesweeperX "
     ".mbf file or a layout code (L...), told apart by their content, and written again in the form --to "
     "names",
     CLI_ONE_FILE, NULL, board_options, cli_board},
    {"review", review_synopsis,
     "judge every move of a replay (a command file, as the page exports it) from what the player could see: "
     "start, safe, forced guess, risky guess, blunder, flag, flag guess, wrong flag, unflag, no effect; then "
     "luck, best survival, 3BV and efficiency",
     CLI_ONE_FILE, NULL, review_options, cli_review},
    {NULL, NULL, NULL, CLI_NO_FILE, NULL, NULL, NULL}};

static const cli_choice generated[] = {
    {"man", "the man page, gridgames.1"},
    {"bash", "the bash completion"},
    {"zsh", "the zsh completion"},
    {"fish", "the fish completion"},
    {"options", "each command and its options, one a line, for tests"},
    {"check", "check the declaration itself (the synopses name declared options)"},
    {NULL, NULL}};

const cli_option cli_global_options[] = {
    FLAG("--help", "this text (also -h and help; after a command too)"),
    FLAG("--version", "the version (the package's, the VERSION file; after a command too)"),
    {"--generate", CLI_CHOICE, "WHAT", "print a description made from this declaration (the build installs them)",
     NULL, 0, 0, generated, NULL, NULL, 1, NULL},
    END};

const cli_command *cli_find_command(const char *name)
{
    for (const cli_command *c = cli_commands; c->name; c++)
        if (strcmp(c->name, name) == 0)
            return c;
    return NULL;
}
