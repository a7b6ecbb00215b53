/* cli_selfplay.h — the text of `selfplay`'s report, printed and read back
 * in this one place: the CLI prints a run's report with it, and
 * `selfplay-merge` reads shard reports with it, checks that they are the
 * whole of one run, and prints the report one run of all the games prints;
 * `selfplay-compare` reads two runs' outcomes and compares them game by
 * game (docs/cli.md §6). Pure: the CLI does the I/O. It is CLI tooling,
 * not a format other front ends share, so it lives beside its commands.
 *
 * A report (the timing line `games/s ...` is the CLI's, added after):
 *
 *   selfplay R x C, K mines, start S (first click row X, column Y), seed SEED
 *   shard I/N: games A..B of G, won W, guesses Q     only with --shard
 *   won W of N games: P% (95% CI LO%..HI%, Wilson)
 *   guesses G per game
 *
 * The shard line carries what merging needs, exactly: which shard of how
 * many, its games (1-based, inclusive: selfplay_shard_range plus one) of
 * the run's G, and its won count and guesses as whole numbers. The lines
 * after it are about the shard's own games, for people to read.
 *
 * Each game's outcome too (`selfplay --outcomes FILE`), for comparing two
 * solvers game by game on the same layouts (`selfplay-compare A B`):
 *
 *   selfplay R x C, K mines, start S (first click row X, column Y), seed SEED
 *   games A..B of G
 *   A won Q            one line a game, in order: its number (1-based),
 *   A+1 lost Q         won or lost, and its guesses
 *   ...
 *
 * Shards' outcome files may be put one after the other (`cat`) into one. */
#ifndef CLI_SELFPLAY_H
#define CLI_SELFPLAY_H

#include "base/gg.h"

/* What a report says. Strings point into memory the caller keeps alive
 * (argv for a run, the input text for a parsed report); none are owned. */
typedef struct selfplay_report {
    int64_t rows, cols, mines;
    const char *start;  /* the start's name, e.g. "opening-3-3" */
    size_t start_len;
    int64_t first_row, first_col; /* the first click, 1-based */
    const char *seed;   /* the seed as given, hashed or not */
    size_t seed_len;
    int64_t games;      /* games of the whole run */
    int64_t shard, shards; /* this is shard `shard` of `shards`; 0 and 0: the whole run */
    int64_t first, count;  /* the games played here: first .. first + count - 1, 0-based */
    int64_t won;        /* of those, games cleared */
    int64_t guesses;    /* of those, moves not proven safe, in all */
    long line;          /* parsed reports: the line of the header; 0 otherwise */
} selfplay_report;

/* Print the report's lines (the shard line when r->shards > 0) to out.
 * r->count must be at least 1. Never fails; out->failed tells of memory. */
void selfplaytext_print(const selfplay_report *r, gg_out *out);

/* Read the shard reports in one input text: one or more, one after the
 * other (`cat shard-*.txt`), blank lines between them allowed, timing
 * lines ignored. Appends each to *reports (a malloc'd array of *n, grown
 * with realloc; the caller frees it); their strings point into text.
 * Returns GG_OK; GG_BAD_INPUT with err (and its line) when the text holds
 * no report, a line that is not part of one, or a report without its shard
 * line (made without --shard); GG_NO_MEMORY. */
gg_status selfplaytext_read(const char *text, size_t len, selfplay_report **reports, size_t *n, gg_error *err);

/* Check that reports[0..n) are the shards of one run, each once and none
 * missing, and sum them into *whole (an unsharded report of the run,
 * pointing into the same strings). `names[i]` names where reports[i] came
 * from, for the messages. Returns GG_OK, or GG_BAD_INPUT with a sentence
 * in err (line 0) naming the shard and file at fault: shards of different
 * runs, a shard given twice, a shard missing, games that do not match the
 * shard's share. n must be at least 1. */
gg_status selfplaytext_merge(const selfplay_report *reports, const char *const *names, size_t n,
                             selfplay_report *whole, gg_error *err);

/* ---- each game's outcome, and two runs compared game by game ---------- */

/* Print the outcomes' first two lines for the games r->first ..
 * r->first + r->count - 1 of r->games (r's shard fields are not used),
 * then one selfplaytext_outcome line for each game, in order. */
void selfplaytext_outcomes_header(const selfplay_report *r, gg_out *out);
/* One game's line: `number` (1-based), won or lost, its guesses. */
void selfplaytext_outcome(int64_t number, int won, int64_t guesses, gg_out *out);

/* The outcomes of one side of a comparison: the games' headers (one for
 * the run: every block in it must be of the same run) and, for the games
 * it holds, in game order, whether each was won and its guesses. */
typedef struct selfplay_outcomes {
    selfplay_report run;  /* the run (header fields; games = G) */
    int64_t count;        /* games held */
    int64_t *number;      /* count: each game's number (1-based), ascending */
    uint8_t *won;         /* count: 1 won, 0 lost */
    int64_t *guesses;     /* count */
} selfplay_outcomes;

/* Read an outcomes text (one or more blocks, each a header, its games
 * line and exactly its games' lines, in order; blank lines between blocks
 * allowed) into *o, whose arrays it allocates (selfplaytext_outcomes_free;
 * strings point into text). Returns GG_OK; GG_BAD_INPUT with err and its
 * line (no block, a line out of place, a game missing or out of order,
 * blocks of different runs or overlapping); GG_NO_MEMORY. */
gg_status selfplaytext_outcomes_read(const char *text, size_t len, selfplay_outcomes *o, gg_error *err);
void selfplaytext_outcomes_free(selfplay_outcomes *o);

/* Compare a and b, the same games of the same run played by two solvers
 * (a and b name them in the report): each side's wins and guesses, the
 * games won by one side only, and the difference B - A in points with its
 * 95% interval and McNemar's z. Returns GG_OK, or GG_BAD_INPUT with a
 * sentence in err (line 0): different runs, or a game held by one side
 * only. */
gg_status selfplaytext_compare(const selfplay_outcomes *a, const char *a_name, const selfplay_outcomes *b,
                               const char *b_name, gg_out *out, gg_error *err);

#endif
