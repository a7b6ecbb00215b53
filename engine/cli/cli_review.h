/* cli_review.h — `gridgames review` (cli_review.c), which cli.c
 * dispatches to. Uses the plumbing of cli_io.h and the layers below; it
 * never calls back into cli.c. */
#ifndef GG_CLI_REVIEW_H
#define GG_CLI_REVIEW_H

/* Takes argc/argv after the command name; returns the exit status. */
int cli_review(int argc, char **argv);

#endif
