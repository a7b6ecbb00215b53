/* cli_io.h — the plumbing every command of the command-line front end
 * shares: reading the input, writing stdout, reporting errors, choosing a
 * seed (the options are read by cli_options.h). The CLI (engine/cli/) is
 * the only code under engine/ that does I/O: it reads the input whole,
 * runs an engine text module on it, and writes the module's output to
 * stdout. Uses the base layer only; the commands (cli.c, cli_solve.c) use
 * it, never the other way round. */
#ifndef GG_CLI_IO_H
#define GG_CLI_IO_H

#include <stddef.h>
#include <stdio.h>

#include "base/gg.h"

/* Exit statuses (docs/cli.md §10). */
enum { CLI_OK = 0, CLI_BAD = 2 };

/* Read FILE ("-" or NULL: stdin) whole into a malloc'd buffer. On failure
 * prints "gridgames: cannot read FILE: reason" and returns 0. */
int cli_read_input(const char *path, char **text, size_t *len);
/* An output buffer that flushes to stdout; to the open file f. */
void cli_stdout(gg_out *out);
void cli_file_out(gg_out *out, FILE *f);
/* Finish a run: flush the output owed, print the error (with its line) if
 * the status says so, free the output, and return the exit status. */
int cli_finish(const char *command, gg_status status, const gg_error *err, gg_out *out);
/* What cli_finish ends with, for a run whose output went elsewhere: the
 * exit status, and the message for stderr written into msg[cap]
 * ("gridgames COMMAND: line N: reason\n", or "" for none); output lost
 * for want of memory (failed_output) fails a run that had not. */
#define CLI_OUTCOME_CAP 320
int cli_outcome(const char *command, gg_status status, const gg_error *err, int failed_output, char *msg,
                size_t cap);
/* Print "gridgames COMMAND: message" and the usage hint; returns CLI_BAD. */
int cli_usage_error(const char *command, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* The seeds rule (docs/seeds.md): the same seed and options give the
 * same result everywhere, and where no seed is given one is chosen at
 * random and named. Returns `given` when there is one; else writes a
 * random seed into buf (a whole number below 10^12, as the pages choose
 * theirs), says on stderr "gridgames COMMAND: random seed N (--seed N
 * gives this WHAT again)", and returns buf. */
#define CLI_SEED_CAP 24
const char *cli_seed(const char *command, const char *given, char buf[CLI_SEED_CAP], const char *what);
/* A random seed into buf, told to no one (selfplay's report names it). */
void cli_random_seed(char buf[CLI_SEED_CAP]);

/* A text command: reads FILE ("-" or NULL: stdin) whole, runs it through
 * the engine's text module and writes what it prints to stdout. */
typedef gg_status (*cli_text_runner)(void *ctx, const char *text, size_t len, gg_out *out, gg_error *err);
/* Run `run` (with its ctx) on FILE as cli_finish reports it; returns the
 * exit status. */
int cli_run_text(const char *command, const char *file, cli_text_runner run, void *ctx);

#endif
