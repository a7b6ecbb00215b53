/* cli_snakes.h — `gridgames snakes` (cli_snakes.c), which cli.c dispatches
 * to: LeetCode 909 case files and their analyses, and the boards the
 * engine makes (--random, --design). Uses the plumbing of cli_io.h and the
 * engine's layers below; never calls back into cli.c. */
#ifndef GG_CLI_SNAKES_H
#define GG_CLI_SNAKES_H

#include "cli/cli_options.h"

/* Takes the parsed arguments; returns the exit status. */
int cli_snakes(const cli_args *args);

#endif
