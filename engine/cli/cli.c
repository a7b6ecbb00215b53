/* cli.c — `gridgames`, the command-line runner (docs/cli.md): reads a case
 * file or stdin, runs it through the engine, prints what the engine says.
 * The same source is the native binary and, under node, the wasm one. The
 * commands and their options are declared in cli_commands.c; this file
 * finds the command, has its arguments parsed by that declaration, and
 * answers --help, --version and --generate. */
#include <stdio.h>
#include <string.h>

#include "cli/cli_commands.h"
#include "cli/cli_describe.h"
#include "cli/cli_io.h"

/* Print what `describe` writes to stdout; returns the exit status. */
static int print(void (*describe)(gg_out *))
{
    gg_out out;
    gg_error err = {0, ""};
    cli_stdout(&out);
    describe(&out);
    return cli_finish("--help", GG_OK, &err, &out);
}

static void man_page(gg_out *out)
{
    cli_describe_man(out, GG_VERSION);
}

/* `gridgames --generate WHAT`: a description made from the declaration. */
static int generate(int argc, char **argv)
{
    static const cli_command top = {NULL, NULL, NULL, CLI_NO_FILE, NULL, cli_global_options, NULL};
    cli_args a;
    if (cli_parse(&top, argc, argv, &a) != 0)
        return CLI_BAD;
    if (!cli_has(&a, "--generate"))
        return cli_usage_error(NULL, "--generate needs a value");
    static void (*const describe[])(gg_out *) = {man_page, cli_describe_bash, cli_describe_zsh, cli_describe_fish,
                                                 cli_describe_options};
    int what = cli_choice_index(&a, "--generate", 0);
    if (what < (int)(sizeof describe / sizeof describe[0]))
        return print(describe[what]);
    gg_out out;
    gg_error err = {0, ""};
    cli_stdout(&out);
    int faults = cli_describe_check(&out);
    int code = cli_finish("--generate", GG_OK, &err, &out);
    return faults ? CLI_BAD : code;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return cli_usage_error(NULL, "no command given");
    const char *command = argv[1];
    /* `--help` and `--version` anywhere: before the command reads anything
     * (the help has every command's options). */
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || (i == 1 && (strcmp(command, "-h") == 0 || strcmp(command, "help") == 0)))
            return print(cli_describe_help);
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--version") == 0) {
            printf("gridgames %s\n", GG_VERSION);
            return CLI_OK;
        }
    if (strncmp(command, "--generate", 10) == 0)
        return generate(argc - 1, argv + 1);
    const cli_command *c = cli_find_command(command);
    if (!c)
        return cli_usage_error(NULL, "unknown command '%s'", command);
    cli_args args;
    if (cli_parse(c, argc - 2, argv + 2, &args) != 0)
        return CLI_BAD;
    return c->run(&args);
}
