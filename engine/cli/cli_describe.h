/* cli_describe.h — the declaration of `gridgames` (cli_commands.h) told
 * to people and to shells: the `--help` text, the man page, and the bash,
 * zsh and fish completions. `gridgames --generate man|bash|zsh|fish`
 * prints them; the build runs it to make the files it installs, and a test
 * compares the installed ones with what the program prints, so none of
 * them can say something the parser does not do. */
#ifndef GG_CLI_DESCRIBE_H
#define GG_CLI_DESCRIBE_H

#include "base/gg.h"

/* The `--help` text: every command, its synopsis and options. */
void cli_describe_help(gg_out *out);
/* The man page gridgames.1 (roff, the man macros) for this version. */
void cli_describe_man(gg_out *out, const char *version);
/* The completion scripts. */
void cli_describe_bash(gg_out *out);
void cli_describe_zsh(gg_out *out);
void cli_describe_fish(gg_out *out);
/* For the completion tests: each command on a line of its own, then the
 * options a shell completes for it, `COMMAND --option` a line, a choice's
 * values after it; the global ones first, under the command `-`. */
void cli_describe_options(gg_out *out);
/* Check the declaration against itself: each synopsis names declared
 * options only and every shown option appears in a synopsis, each option
 * has its text, each command fits CLI_MAX_OPTIONS, the texts are ASCII.
 * Prints a line per fault; returns their number. */
int cli_describe_check(gg_out *out);

#endif
