/* cli_commands.h — the declaration of `gridgames` (cli_commands.c): each
 * command, what it does, its options and the function that runs it. The
 * parser (cli_options.h) reads it to take a command's arguments, and
 * cli_describe.h prints it as the help, the man page and the shell
 * completions: the one place a command or an option is written down. */
#ifndef GG_CLI_COMMANDS_H
#define GG_CLI_COMMANDS_H

#include "cli/cli_options.h"

/* The commands, in the order the help lists them, ending with {NULL}. */
extern const cli_command cli_commands[];
/* The options of `gridgames` alone, before any command: --help, --version
 * and the hidden --generate (cli_describe.h), ending with {NULL}. */
extern const cli_option cli_global_options[];

/* The command named `name`, or NULL. */
const cli_command *cli_find_command(const char *name);

#endif
