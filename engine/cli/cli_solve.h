/* cli_solve.h — the solver's commands of `gridgames` (cli_solve.c), which
 * cli.c dispatches to. They use the plumbing of cli_io.h and the engine's
 * layers below; they never call back into cli.c. */
#ifndef GG_CLI_SOLVE_H
#define GG_CLI_SOLVE_H

#include "cli/cli_options.h"

/* Each takes the parsed arguments and returns the exit status. */
int cli_solve(const cli_args *args);
int cli_selfplay(const cli_args *args);
int cli_selfplay_merge(const cli_args *args);
int cli_selfplay_compare(const cli_args *args);
int cli_generate(const cli_args *args);

#endif
