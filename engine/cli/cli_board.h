/* cli_board.h — `gridgames board` (cli_board.c), which cli.c dispatches
 * to. Uses the plumbing of cli_io.h and the layers below; it never calls
 * back into cli.c. */
#ifndef GG_CLI_BOARD_H
#define GG_CLI_BOARD_H

/* Takes argc/argv after the command name; returns the exit status. */
int cli_board(int argc, char **argv);

#endif
