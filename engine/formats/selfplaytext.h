/* selfplaytext.h — the text of `selfplay`'s report, printed and read back
 * in this one place: the CLI prints a run's report with it, and
 * `selfplay-merge` reads shard reports with it, checks that they are the
 * whole of one run, and prints the report one run of all the games prints.
 * (docs/cli.md §6.)
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
 * after it are about the shard's own games, for people to read. */
#ifndef SELFPLAYTEXT_H
#define SELFPLAYTEXT_H

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

#endif
