/* cli_options.h — every command and option of `gridgames`, declared once,
 * and the one parser that reads that declaration. The commands ask the
 * parsed arguments for their options by name; `--help`, the man page and
 * the shell completions (cli_describe.h) are printed from the same
 * declaration, so what the program accepts and what it says it accepts
 * cannot drift apart (docs/cli.md §9).
 *
 * The declaration itself, the table of commands, is cli_commands.c.
 *
 * The parser's rules (docs/cli.md §1): `--name VALUE` or `--name=VALUE`;
 * options and the file in any order; the last of an option given twice
 * counts; `-` alone is stdin, an operand; anything else starting with `-`
 * is an unknown option. A value the declaration can check (a whole number
 * in range, one of the choices) is checked as it is read, so the first bad
 * argument is the one reported. */
#ifndef GG_CLI_OPTIONS_H
#define GG_CLI_OPTIONS_H

#include <stddef.h>
#include <stdint.h>

/* What an option takes: how the parser checks it and how a shell
 * completes it. */
typedef enum cli_kind {
    CLI_FLAG,   /* no value */
    CLI_TEXT,   /* any text, checked by the command */
    CLI_WHOLE,  /* a whole number lo..hi */
    CLI_CHOICE, /* one of `choices` */
    CLI_PATH    /* a file's path, completed as one */
} cli_kind;

/* One value a CLI_CHOICE option may take, and what it means. */
typedef struct cli_choice {
    const char *value;
    const char *help;
} cli_choice;

typedef struct cli_option {
    const char *name;   /* "--rows" */
    cli_kind kind;
    const char *meta;   /* the value's name in a synopsis ("R"), NULL for a flag */
    const char *help;   /* what it does, one sentence without a full stop */
    const char *dflt;   /* the default as the help shows it, or NULL */
    int64_t lo, hi;     /* CLI_WHOLE: the range */
    const cli_choice *choices; /* CLI_CHOICE: the values, ending with {NULL} */
    /* The option stands as declared only when the flag named here is among
     * the arguments (only_with), or only when it is not (not_with):
     * `snakes --expected` is a mode alone, and takes the length with
     * --design. NULL for most. */
    const char *only_with, *not_with;
    /* Hidden options are not shown or completed; refused, they stop the
     * parse with this sentence (a usage error) instead. */
    int hidden;
    const char *refused;
} cli_option;

/* What a command takes besides options. */
typedef enum cli_operands {
    CLI_NO_FILE,  /* nothing: an operand is an unknown option */
    CLI_ONE_FILE, /* [FILE]: at most one */
    CLI_FILES     /* FILE...: any number, the command checks how many */
} cli_operands;

typedef struct cli_args cli_args;

typedef struct cli_command {
    const char *name;
    const char *const *synopsis; /* the usage lines after `gridgames`, ending with NULL */
    const char *help;            /* what it does, a paragraph without a final full stop */
    cli_operands operands;
    const char *no_file;         /* CLI_FILES: the usage error when none is given, or NULL */
    const cli_option *options;   /* ending with {NULL} */
    int (*run)(const cli_args *args);
} cli_command;

/* Most options a command may declare. */
#define CLI_MAX_OPTIONS 24

/* The arguments of one command, as the parser read them. Strings point
 * into argv. */
struct cli_args {
    const cli_command *command;
    const char *value[CLI_MAX_OPTIONS]; /* per declared option: its value (a flag: its name), NULL if not given */
    int given_at[CLI_MAX_OPTIONS];      /* the argument's place, 1 + its index; 0 if not given */
    int64_t whole[CLI_MAX_OPTIONS];     /* CLI_WHOLE: the number */
    int choice[CLI_MAX_OPTIONS];        /* CLI_CHOICE: the index of the value in choices */
    char **files;                       /* the operands, in order */
    int file_count;
};

/* Read argv[0..argc) (the arguments after the command's name) as the
 * command declares them into *args (files points into argv). Returns 0,
 * or CLI_BAD (cli_io.h) after printing the usage error. */
int cli_parse(const cli_command *command, int argc, char **argv, cli_args *args);

/* The parsed option `name` of args' command. Asking for a name the command
 * does not declare is a mistake in the program, reported as such (exit
 * status 2) rather than read as "not given". */
const char *cli_get(const cli_args *args, const char *name);                     /* its value, or NULL */
int cli_has(const cli_args *args, const char *name);                             /* given at all */
int cli_given_at(const cli_args *args, const char *name);                        /* 1 + argv index, 0 */
int64_t cli_whole(const cli_args *args, const char *name, int64_t absent);       /* CLI_WHOLE */
int cli_choice_index(const cli_args *args, const char *name, int absent);        /* CLI_CHOICE */

/* A whole decimal number in [lo, hi] with nothing around it: 0 and *v
 * set, or -1 (a CLI_WHOLE option's value, or a part of one a command
 * splits itself). */
int cli_read_whole(const char *text, int64_t lo, int64_t hi, int64_t *v);

/* The choices of an option as a sentence: "safe, opening or noguess". */
void cli_choices_text(const cli_option *option, char *buf, size_t cap);

#endif
