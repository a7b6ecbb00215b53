/* cli_plain.h — the commands that run a text module on their input and
 * take no options: `mines` (a command file) and `click` (LeetCode 529).
 * Dispatched from the declaration (cli_commands.c). */
#ifndef GG_CLI_PLAIN_H
#define GG_CLI_PLAIN_H

#include "cli/cli_options.h"

/* Each returns the exit status. */
int cli_mines(const cli_args *args);
int cli_click(const cli_args *args);

#endif
