/* cli_io.h — the plumbing every command of the command-line front end
 * shares: reading the input, writing stdout, reporting errors, reading
 * options. The CLI (engine/cli/) is the only code under engine/ that does
 * I/O: it reads the input whole, runs an engine text module on it, and
 * writes the module's output to stdout. Uses the base layer only; the
 * commands (cli.c, cli_solve.c) use it, never the other way round. */
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
/* Print "gridgames COMMAND: message" and the usage hint; returns CLI_BAD. */
int cli_usage_error(const char *command, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* For options of the form --name VALUE or --name=VALUE at argv[*i]: returns
 * VALUE (advancing *i past it) or NULL when argv[*i] is not --name. Sets
 * *missing when --name is last with no value. */
const char *cli_option(int argc, char **argv, int *i, const char *name, int *missing);
/* An argument that is no option the command knows: the FILE operand, kept
 * in *file. Returns 0, or CLI_BAD after printing the usage error when it
 * looks like an option ("-" alone is stdin, an operand) or a FILE was
 * already given. */
int cli_operand(const char *command, const char **file, const char *arg);

/* A text command: reads FILE ("-" or NULL: stdin) whole, runs it through
 * the engine's text module and writes what it prints to stdout. */
typedef gg_status (*cli_text_runner)(void *ctx, const char *text, size_t len, gg_out *out, gg_error *err);
/* Run `run` (with its ctx) on FILE as cli_finish reports it; returns the
 * exit status. */
int cli_run_text(const char *command, const char *file, cli_text_runner run, void *ctx);

#endif
