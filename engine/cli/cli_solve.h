/* cli_solve.h — the solver's commands of `gridgames` (cli_solve.c), which
 * cli.c dispatches to. They use the plumbing of cli_io.h and the engine's
 * layers below; they never call back into cli.c. */
#ifndef GG_CLI_SOLVE_H
#define GG_CLI_SOLVE_H

/* Each takes argc/argv after the command name and returns the exit
 * status. */
int cli_solve(int argc, char **argv);
int cli_selfplay(int argc, char **argv);
int cli_selfplay_merge(int argc, char **argv);
int cli_selfplay_compare(int argc, char **argv);
int cli_generate(int argc, char **argv);

#endif
