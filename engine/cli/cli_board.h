/* cli_board.h — `gridgames board` (cli_board.c), which cli.c dispatches
 * to. Uses the plumbing of cli_io.h and the layers below; it never calls
 * back into cli.c. */
#ifndef GG_CLI_BOARD_H
#define GG_CLI_BOARD_H

#include "cli/cli_options.h"

/* Takes the parsed arguments; returns the exit status. */
int cli_board(const cli_args *args);

#endif
