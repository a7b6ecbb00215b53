/* cli_snakes.h — `gridgames snakes` (cli_snakes.c), which cli.c dispatches
 * to: LeetCode 909 case files and their analyses, and the boards the
 * engine makes (--random, --design). Uses the plumbing of cli_io.h and the
 * engine's layers below; never calls back into cli.c. */
#ifndef GG_CLI_SNAKES_H
#define GG_CLI_SNAKES_H

/* Takes argc/argv after the command name; returns the exit status. */
int cli_snakes(int argc, char **argv);

#endif
