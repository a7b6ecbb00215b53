/* cli_describe.c — the help, the man page and the completions, printed
 * from the declaration (cli_describe.h). */
#include "cli/cli_describe.h"

#include <stdio.h>
#include <string.h>

#include "cli/cli_commands.h"

/* What the program as a whole says, besides its commands. */
static const char whatis[] = "Minesweeper and Snakes & Ladders on the command line";
static const char conventions[] =
    "FILE absent or - reads stdin. An option's value is written --name VALUE or --name=VALUE; options and "
    "the file come in any order, and of an option given twice the last counts. --help and --version work "
    "after a command too.";
static const char seeds[] =
    "A seed is any text: a decimal number of up to 19 digits stands for itself, other text is hashed. The same "
    "seed and options give the same board natively, under node and in the pages. Without --seed a random "
    "seed is chosen, a whole number below 10^12, and named: on stderr before the output, or in selfplay's "
    "report (docs/seeds.md).";
static const char exit_status[] =
    "0 done; 2 bad input, a usage error, a limit passed, an unreadable file or no memory, with the reason on "
    "stderr (for bad input, the line) after the output owed so far.";
static const char see_also[] =
    "docs/cli.md, docs/seeds.md, docs/minesweeper.md and docs/snakes.md in the gridgames sources.";

enum { WIDTH = 79, OPTION_INDENT = 6, HELP_COLUMN = 26 };

static void spaces(gg_out *out, size_t n)
{
    while (n-- > 0)
        gg_out_char(out, ' ');
}

/* Write text filled to WIDTH from column `at` (where the caller is),
 * continuing lines at column `indent`; breaks only at spaces, and before a
 * word starting with '[' when `synopsis` (so that brackets stay whole
 * where they can). Ends with a newline. */
static void fill(gg_out *out, const char *text, size_t at, size_t indent, int synopsis)
{
    const char *p = text;
    int first = 1;
    while (*p) {
        /* the next piece: up to a space (for a synopsis, up to a space
         * before '['), with what follows it */
        const char *end = p;
        do {
            end = strchr(end + 1, ' ');
            if (!end)
                end = p + strlen(p);
        } while (synopsis && *end == ' ' && end[1] != '[');
        size_t len = (size_t)(end - p);
        if (!first && at + 1 + len > WIDTH) {
            gg_out_char(out, '\n');
            spaces(out, indent);
            at = indent;
        } else if (!first) {
            gg_out_char(out, ' ');
            at++;
        }
        gg_out_bytes(out, p, len);
        at += len;
        first = 0;
        p = *end ? end + 1 : end;
    }
    gg_out_char(out, '\n');
}

/* "--rule over", "--rows R", "--json": an option as the help heads it. */
static void option_head(const cli_option *o, const char *choice, char *buf, size_t cap)
{
    if (choice)
        snprintf(buf, cap, "%s %s", o->name, choice);
    else if (o->meta)
        snprintf(buf, cap, "%s %s", o->name, o->meta);
    else
        snprintf(buf, cap, "%s", o->name);
}

/* One line of the option list: head at OPTION_INDENT, text at HELP_COLUMN
 * (on the next line when the head is too long). */
static void option_line(gg_out *out, const char *head, const char *help, const char *tail)
{
    char text[600];
    snprintf(text, sizeof text, "%s%s", help, tail);
    spaces(out, OPTION_INDENT);
    gg_out_str(out, head);
    size_t at = OPTION_INDENT + strlen(head);
    if (at + 2 > HELP_COLUMN) {
        gg_out_char(out, '\n');
        at = 0;
    }
    spaces(out, HELP_COLUMN - at);
    fill(out, text, HELP_COLUMN, HELP_COLUMN, 0);
}

static void help_options(gg_out *out, const cli_option *options)
{
    char head[120], tail[160];
    for (const cli_option *o = options; o->name; o++) {
        if (o->hidden)
            continue;
        if (o->kind == CLI_CHOICE) {
            for (const cli_choice *c = o->choices; c->value; c++) {
                option_head(o, c->value, head, sizeof head);
                int dflt = o->dflt && strcmp(o->dflt, c->value) == 0;
                option_line(out, head, c->help, dflt ? " (default)" : "");
            }
            continue;
        }
        option_head(o, NULL, head, sizeof head);
        snprintf(tail, sizeof tail, "%s%s%s", o->dflt ? " (default: " : "", o->dflt ? o->dflt : "",
                 o->dflt ? ")" : "");
        option_line(out, head, o->help, tail);
    }
}

void cli_describe_help(gg_out *out)
{
    gg_out_str(out, "usage: gridgames COMMAND [OPTIONS] [FILE]\n"
                    "       gridgames --help | --version\n\n");
    fill(out, conventions, 0, 0, 0);
    gg_out_str(out, "\nCommands:\n");
    for (const cli_command *c = cli_commands; c->name; c++) {
        gg_out_char(out, '\n');
        for (const char *const *s = c->synopsis; *s; s++) {
            spaces(out, 2);
            fill(out, *s, 2, 3 + strlen(c->name), 1);
        }
        spaces(out, OPTION_INDENT);
        fill(out, c->help, OPTION_INDENT, OPTION_INDENT, 0);
        help_options(out, c->options);
    }
    gg_out_str(out, "\nOptions of gridgames alone:\n");
    help_options(out, cli_global_options);
    gg_out_str(out, "\nSeeds: ");
    fill(out, seeds, 7, 0, 0);
    gg_out_str(out, "\nExit status: ");
    fill(out, exit_status, 13, 0, 0);
    gg_out_str(out, "\nMore: ");
    fill(out, see_also, 6, 0, 0);
}

/* ---- the man page ----------------------------------------------------- */

/* Text in a roff line: backslashes and hyphens escaped, and a control
 * character ('.' or '\'') at the start of a line made plain. */
static void roff(gg_out *out, const char *text, int line_start)
{
    for (const char *p = text; *p; p++) {
        if (line_start && (*p == '.' || *p == '\''))
            gg_out_str(out, "\\&");
        line_start = 0;
        if (*p == '\\')
            gg_out_str(out, "\\e");
        else if (*p == '-')
            gg_out_str(out, "\\-");
        else
            gg_out_char(out, *p);
    }
}

/* A synopsis: roff text whose spaces inside brackets do not break. */
static void roff_synopsis(gg_out *out, const char *text)
{
    int depth = 0;
    for (const char *p = text; *p; p++) {
        depth += *p == '[' ? 1 : *p == ']' ? -1 : 0;
        if (*p == ' ' && depth > 0)
            gg_out_str(out, "\\~");
        else if (*p == '-')
            gg_out_str(out, "\\-");
        else
            gg_out_char(out, *p);
    }
}

/* A paragraph on a line of its own; a phrase of the declaration gets its
 * full stop. */
static void roff_paragraph(gg_out *out, const char *text)
{
    roff(out, text, 1);
    gg_out_str(out, text[strlen(text) - 1] == '.' ? "\n" : ".\n");
}

static void man_options(gg_out *out, const cli_option *options)
{
    for (const cli_option *o = options; o->name; o++) {
        if (o->hidden)
            continue;
        gg_out_str(out, ".TP\n\\fB");
        roff(out, o->name, 0);
        gg_out_str(out, "\\fR");
        if (o->meta) {
            gg_out_str(out, " \\fI");
            roff(out, o->meta, 0);
            gg_out_str(out, "\\fR");
        }
        gg_out_char(out, '\n');
        roff(out, o->help, 1);
        if (o->dflt && o->kind != CLI_CHOICE) {
            gg_out_str(out, " (default: ");
            roff(out, o->dflt, 0);
            gg_out_char(out, ')');
        }
        gg_out_str(out, ".\n");
        if (o->kind == CLI_CHOICE) {
            gg_out_str(out, ".RS\n");
            for (const cli_choice *c = o->choices; c->value; c++) {
                gg_out_str(out, ".TP\n\\fB");
                roff(out, c->value, 0);
                gg_out_str(out, "\\fR\n");
                roff(out, c->help, 1);
                if (o->dflt && strcmp(o->dflt, c->value) == 0)
                    gg_out_str(out, " (the default)");
                gg_out_str(out, ".\n");
            }
            gg_out_str(out, ".RE\n");
        }
    }
}

void cli_describe_man(gg_out *out, const char *version)
{
    gg_out_str(out, ".\\\" gridgames.1, made by `gridgames --generate man` from the program's declaration of\n"
                    ".\\\" its commands and options (engine/cli/cli_commands.c): edit that, not this.\n");
    gg_out_str(out, ".TH GRIDGAMES 1 \"\" \"gridgames ");
    roff(out, version, 0);
    gg_out_str(out, "\" \"User Commands\"\n.SH NAME\ngridgames \\- ");
    roff(out, whatis, 0);
    gg_out_str(out, "\n.SH SYNOPSIS\n");
    /* .SY and .YS (groff's an-ext): each form filled with a hanging indent */
    for (const cli_command *c = cli_commands; c->name; c++)
        for (const char *const *s = c->synopsis; *s; s++) {
            gg_out_str(out, ".SY gridgames\n\\fB");
            roff(out, c->name, 0);
            gg_out_str(out, "\\fR");
            roff_synopsis(out, *s + strlen(c->name));
            gg_out_str(out, "\n.YS\n");
        }
    gg_out_str(out, ".SY gridgames\n\\-\\-help | \\-\\-version\n.YS\n.SH DESCRIPTION\n");
    gg_out_str(out, "\\fBgridgames\\fR plays and analyses Minesweeper and Snakes & Ladders games with the\n"
                    "engine the gridgames pages play in, and prints what the engine says.\n.PP\n");
    roff_paragraph(out, conventions);
    gg_out_str(out, ".SH COMMANDS\n");
    for (const cli_command *c = cli_commands; c->name; c++) {
        gg_out_str(out, ".SS ");
        roff(out, c->name, 0);
        gg_out_char(out, '\n');
        roff_paragraph(out, c->help);
        man_options(out, c->options);
    }
    gg_out_str(out, ".SH OPTIONS\nOf \\fBgridgames\\fR alone, before or after a command:\n");
    man_options(out, cli_global_options);
    gg_out_str(out, ".SH SEEDS\n");
    roff_paragraph(out, seeds);
    gg_out_str(out, ".SH EXIT STATUS\n");
    roff_paragraph(out, exit_status);
    gg_out_str(out, ".SH SEE ALSO\n");
    roff_paragraph(out, see_also);
}

/* ---- completions ------------------------------------------------------ */

/* Whether an earlier option of the list has the same name (snakes'
 * --expected is declared twice: a mode, and the length with --design). */
static int named_before(const cli_option *options, const cli_option *o)
{
    for (const cli_option *e = options; e < o; e++)
        if (strcmp(e->name, o->name) == 0)
            return 1;
    return 0;
}

/* The help's first phrase, for a completion's one-line description: up to
 * the first ':' or ';', at most 70 bytes. */
static void short_help(const char *help, char *buf, size_t cap)
{
    size_t n = strcspn(help, ":;");
    if (n > 70) {
        n = 70;
        while (n > 0 && help[n] != ' ')
            n--;
    }
    if (n >= cap)
        n = cap - 1;
    memcpy(buf, help, n);
    buf[n] = '\0';
}

/* Text inside single quotes of a shell: ' as '\''; and, for zsh's
 * _arguments, its own specials escaped. */
static void quoted(gg_out *out, const char *text, int zsh)
{
    for (const char *p = text; *p; p++) {
        if (*p == '\'')
            gg_out_str(out, "'\\''");
        else if (zsh && (*p == '[' || *p == ']' || *p == ':' || *p == '\\'))
            gg_out_char(out, '\\'), gg_out_char(out, *p);
        else
            gg_out_char(out, *p);
    }
}

static void choice_words(gg_out *out, const cli_option *o)
{
    for (const cli_choice *c = o->choices; c->value; c++) {
        if (c != o->choices)
            gg_out_char(out, ' ');
        gg_out_str(out, c->value);
    }
}

/* The bash test for an option's condition, or "" */
static void bash_condition(gg_out *out, const cli_option *o)
{
    if (o->only_with || o->not_with) {
        gg_out_str(out, "[[ \" ${COMP_WORDS[*]} \" ");
        gg_out_str(out, o->only_with ? "==" : "!=");
        gg_out_str(out, " *\" ");
        gg_out_str(out, o->only_with ? o->only_with : o->not_with);
        gg_out_str(out, " \"* ]] && ");
    }
}

void cli_describe_bash(gg_out *out)
{
    gg_out_str(out, "# bash completion for gridgames, made by `gridgames --generate bash` from the program's\n"
                    "# declaration of its commands and options (engine/cli/cli_commands.c).\n"
                    "_gridgames() {\n"
                    "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}\n"
                    "    local command='' i opts='' files=0 option value\n"
                    "    for ((i = 1; i < COMP_CWORD; i++)); do\n"
                    "        case ${COMP_WORDS[i]} in\n"
                    "            -*) ;;\n"
                    "            *) command=${COMP_WORDS[i]}; break ;;\n"
                    "        esac\n"
                    "    done\n"
                    "    if [[ -z $command ]]; then\n"
                    "        COMPREPLY=($(compgen -W '");
    for (const cli_command *c = cli_commands; c->name; c++) {
        gg_out_str(out, c->name);
        gg_out_char(out, ' ');
    }
    gg_out_str(out, "--help --version' -- \"$cur\"))\n"
                    "        return\n"
                    "    fi\n"
                    "    # an option's value: after it, or after its '=' in the same word\n"
                    "    option=$prev value=$cur\n"
                    "    if [[ $cur == --*=* ]]; then option=${cur%%=*} value=${cur#*=}; fi\n"
                    "    case $command in\n");
    for (const cli_command *c = cli_commands; c->name; c++) {
        gg_out_str(out, "    ");
        gg_out_str(out, c->name);
        gg_out_str(out, ")\n        case $option in\n");
        for (const cli_option *o = c->options; o->name; o++) {
            if (o->hidden || o->kind == CLI_FLAG)
                continue;
            gg_out_str(out, "            ");
            gg_out_str(out, o->name);
            gg_out_str(out, ") ");
            bash_condition(out, o);
            if (o->kind == CLI_CHOICE) {
                gg_out_str(out, "{ COMPREPLY=($(compgen -W '");
                choice_words(out, o);
                gg_out_str(out, "' -- \"$value\")); return; } ;;\n");
            } else if (o->kind == CLI_PATH) {
                gg_out_str(out, "{ COMPREPLY=($(compgen -f -- \"$value\")); return; } ;;\n");
            } else {
                gg_out_str(out, "return ;;\n");
            }
        }
        gg_out_str(out, "        esac\n        opts='");
        for (const cli_option *o = c->options; o->name; o++) {
            if (o->hidden || named_before(c->options, o))
                continue;
            gg_out_str(out, o->name);
            gg_out_char(out, ' ');
        }
        gg_out_str(out, "--help --version'\n");
        if (c->operands != CLI_NO_FILE)
            gg_out_str(out, "        files=1\n");
        gg_out_str(out, "        ;;\n");
    }
    gg_out_str(out, "    *) return ;;\n"
                    "    esac\n"
                    "    if [[ $cur == -* ]]; then\n"
                    "        COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\"))\n"
                    "    elif ((files)); then\n"
                    "        COMPREPLY=($(compgen -f -- \"$cur\"))\n"
                    "    fi\n"
                    "}\n"
                    "complete -o filenames -F _gridgames gridgames\n");
}

void cli_describe_zsh(gg_out *out)
{
    char brief[128];
    gg_out_str(out, "#compdef gridgames\n"
                    "# zsh completion for gridgames, made by `gridgames --generate zsh` from the program's\n"
                    "# declaration of its commands and options (engine/cli/cli_commands.c).\n"
                    "_gridgames() {\n"
                    "    if (( CURRENT == 2 )); then\n"
                    "        local -a commands=(\n");
    for (const cli_command *c = cli_commands; c->name; c++) {
        short_help(c->help, brief, sizeof brief);
        gg_out_str(out, "            '");
        gg_out_str(out, c->name);
        gg_out_char(out, ':');
        quoted(out, brief, 0);
        gg_out_str(out, "'\n");
    }
    gg_out_str(out, "        )\n"
                    "        _describe -t commands 'gridgames command' commands\n"
                    "        compadd -- --help --version\n"
                    "        return\n"
                    "    fi\n"
                    "    local command=${words[2]}\n"
                    "    shift words\n"
                    "    (( CURRENT-- ))\n"
                    "    case $command in\n");
    for (const cli_command *c = cli_commands; c->name; c++) {
        gg_out_str(out, "    ");
        gg_out_str(out, c->name);
        gg_out_str(out, ")\n        _arguments");
        for (const cli_option *o = c->options; o->name; o++) {
            if (o->hidden || named_before(c->options, o))
                continue;
            short_help(o->help, brief, sizeof brief);
            gg_out_str(out, " \\\n            '");
            gg_out_str(out, o->name);
            if (o->kind != CLI_FLAG)
                gg_out_char(out, '=');
            gg_out_char(out, '[');
            quoted(out, brief, 1);
            gg_out_char(out, ']');
            if (o->kind != CLI_FLAG) {
                gg_out_char(out, ':');
                quoted(out, o->meta, 1);
                gg_out_char(out, ':');
                if (o->kind == CLI_CHOICE) {
                    gg_out_char(out, '(');
                    choice_words(out, o);
                    gg_out_char(out, ')');
                } else if (o->kind == CLI_PATH) {
                    gg_out_str(out, "_files");
                } else {
                    gg_out_str(out, " ");
                }
            }
            gg_out_char(out, '\'');
        }
        gg_out_str(out, " \\\n            '--help[the help]' '--version[the version]'");
        if (c->operands == CLI_ONE_FILE)
            gg_out_str(out, " \\\n            '::file:_files'");
        else if (c->operands == CLI_FILES)
            gg_out_str(out, " \\\n            '*:file:_files'");
        gg_out_str(out, "\n        ;;\n");
    }
    gg_out_str(out, "    esac\n"
                    "}\n"
                    "_gridgames \"$@\"\n");
}

void cli_describe_fish(gg_out *out)
{
    char brief[128];
    gg_out_str(out, "# fish completion for gridgames, made by `gridgames --generate fish` from the program's\n"
                    "# declaration of its commands and options (engine/cli/cli_commands.c).\n"
                    "complete -c gridgames -f\n"
                    "complete -c gridgames -n __fish_use_subcommand -l help -d 'the help'\n"
                    "complete -c gridgames -n __fish_use_subcommand -l version -d 'the version'\n");
    for (const cli_command *c = cli_commands; c->name; c++) {
        short_help(c->help, brief, sizeof brief);
        gg_out_str(out, "complete -c gridgames -n __fish_use_subcommand -a ");
        gg_out_str(out, c->name);
        gg_out_str(out, " -d '");
        quoted(out, brief, 0);
        gg_out_str(out, "'\n");
    }
    for (const cli_command *c = cli_commands; c->name; c++) {
        if (c->operands != CLI_NO_FILE) {
            gg_out_str(out, "complete -c gridgames -n '__fish_seen_subcommand_from ");
            gg_out_str(out, c->name);
            gg_out_str(out, "' -F\n");
        }
        for (const cli_option *o = c->options; o->name; o++) {
            if (o->hidden || named_before(c->options, o))
                continue;
            short_help(o->help, brief, sizeof brief);
            gg_out_str(out, "complete -c gridgames -n '__fish_seen_subcommand_from ");
            gg_out_str(out, c->name);
            gg_out_str(out, "' -l ");
            gg_out_str(out, o->name + 2);
            if (o->kind == CLI_CHOICE) {
                gg_out_str(out, " -x -a '");
                choice_words(out, o);
                gg_out_char(out, '\'');
            } else if (o->kind == CLI_PATH) {
                gg_out_str(out, " -r -F");
            } else if (o->kind != CLI_FLAG && !o->only_with) {
                gg_out_str(out, " -x");
            }
            gg_out_str(out, " -d '");
            quoted(out, brief, 0);
            gg_out_str(out, "'\n");
        }
        gg_out_str(out, "complete -c gridgames -n '__fish_seen_subcommand_from ");
        gg_out_str(out, c->name);
        gg_out_str(out, "' -l help -d 'the help'\n");
        gg_out_str(out, "complete -c gridgames -n '__fish_seen_subcommand_from ");
        gg_out_str(out, c->name);
        gg_out_str(out, "' -l version -d 'the version'\n");
    }
}

void cli_describe_options(gg_out *out)
{
    for (const cli_option *o = cli_global_options; o->name; o++)
        if (!o->hidden) {
            gg_out_str(out, "- ");
            gg_out_str(out, o->name);
            gg_out_char(out, '\n');
        }
    for (const cli_command *c = cli_commands; c->name; c++) {
        gg_out_str(out, c->name);
        gg_out_char(out, '\n');
        for (const cli_option *o = c->options; o->name; o++)
            if (!o->hidden && !named_before(c->options, o)) {
                gg_out_str(out, c->name);
                gg_out_char(out, ' ');
                gg_out_str(out, o->name);
                if (o->kind == CLI_CHOICE) {
                    gg_out_char(out, ' ');
                    choice_words(out, o);
                }
                gg_out_char(out, '\n');
            }
    }
}

/* ---- the declaration checked ----------------------------------------- */

static int fault(gg_out *out, const char *command, const char *what, const char *name)
{
    gg_out_str(out, command ? command : "gridgames");
    gg_out_str(out, ": ");
    gg_out_str(out, what);
    gg_out_str(out, name);
    gg_out_char(out, '\n');
    return 1;
}

static int plain_text(const char *text)
{
    for (const char *p = text; p && *p; p++)
        if ((unsigned char)*p < 0x20 || (unsigned char)*p > 0x7e)
            return 0;
    return text && *text && text[strlen(text) - 1] != '.';
}

/* Whether the synopsis names the option: the name whole, a word alone. */
static int names(const char *synopsis, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = strstr(synopsis, name); p; p = strstr(p + 1, name)) {
        int starts = p == synopsis || p[-1] == ' ' || p[-1] == '[';
        int ends = p[n] == '\0' || p[n] == ' ' || p[n] == ']';
        if (starts && ends)
            return 1;
    }
    return 0;
}

static int check_options(gg_out *out, const char *command, const cli_option *options)
{
    int faults = 0, count = 0;
    for (const cli_option *o = options; o->name; o++, count++) {
        if (strncmp(o->name, "--", 2) != 0 || !o->name[2])
            faults += fault(out, command, "an option's name is not --NAME: ", o->name);
        if (!o->refused && !plain_text(o->help))
            faults += fault(out, command, "no help, or help that is not one ASCII phrase: ", o->name);
        if ((o->kind == CLI_FLAG) != (o->meta == NULL))
            faults += fault(out, command, "a flag has a value's name, or a value has none: ", o->name);
        if (o->kind == CLI_CHOICE) {
            int n = 0;
            for (const cli_choice *c = o->choices; c && c->value; c++, n++)
                if (!plain_text(c->help))
                    faults += fault(out, command, "a choice without help: ", c->value);
            if (n < 2)
                faults += fault(out, command, "a choice of fewer than two values: ", o->name);
        }
    }
    if (count >= CLI_MAX_OPTIONS)
        faults += fault(out, command, "more options than CLI_MAX_OPTIONS", "");
    return faults;
}

int cli_describe_check(gg_out *out)
{
    int faults = check_options(out, NULL, cli_global_options);
    for (const cli_command *c = cli_commands; c->name; c++) {
        faults += check_options(out, c->name, c->options);
        if (!plain_text(c->help))
            faults += fault(out, c->name, "no help, or help that is not one ASCII phrase", "");
        /* Each option a synopsis names is declared, and each declared one
         * shown is named in a synopsis. */
        for (const char *const *s = c->synopsis; *s; s++) {
            if (strncmp(*s, c->name, strlen(c->name)) != 0 || (*s)[strlen(c->name)] != ' ')
                faults += fault(out, c->name, "a synopsis that does not start with the command: ", *s);
            for (const char *p = strstr(*s, "--"); p; p = strstr(p + 2, "--")) {
                char word[64];
                size_t n = strcspn(p, " ]|");
                snprintf(word, sizeof word, "%.*s", (int)n, p);
                const cli_option *o = c->options;
                while (o->name && (o->hidden || strcmp(o->name, word) != 0))
                    o++;
                if (!o->name)
                    faults += fault(out, c->name, "the synopsis names an option it does not declare: ", word);
            }
        }
        for (const cli_option *o = c->options; o->name; o++) {
            int named = 0;
            for (const char *const *s = c->synopsis; *s; s++)
                named |= names(*s, o->name);
            if (!o->hidden && !named)
                faults += fault(out, c->name, "an option no synopsis names: ", o->name);
        }
    }
    return faults;
}
