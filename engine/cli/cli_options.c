/* cli_options.c — the parser that reads the commands' declaration
 * (cli_options.h). */
#include "cli/cli_options.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli_io.h"

/* Whether the option stands as declared, given the arguments. */
static int applies(const cli_option *o, int argc, char **argv)
{
    const char *flag = o->only_with ? o->only_with : o->not_with;
    if (!flag)
        return 1;
    int present = 0;
    for (int i = 0; i < argc; i++)
        present |= strcmp(argv[i], flag) == 0;
    return o->only_with ? present : !present;
}

int cli_read_whole(const char *text, int64_t lo, int64_t hi, int64_t *v)
{
    const char *p = text, *end = text + strlen(text);
    int64_t x;
    if (gg_parse_int(&p, end, &x) != 1 || p != end || x < lo || x > hi)
        return -1;
    *v = x;
    return 0;
}

void cli_choices_text(const cli_option *option, char *buf, size_t cap)
{
    size_t at = 0, n = 0;
    while (option->choices[n].value)
        n++;
    buf[0] = '\0';
    for (size_t k = 0; k < n && at < cap; k++) {
        const char *sep = k == 0 ? "" : k + 1 == n ? " or " : ", ";
        int w = snprintf(buf + at, cap - at, "%s%s", sep, option->choices[k].value);
        at += w > 0 ? (size_t)w : 0;
    }
}

/* Check and keep the value of option k given at argv[i]. */
static int take(const cli_command *c, int k, const char *v, int i, cli_args *a)
{
    const cli_option *o = &c->options[k];
    if (o->kind == CLI_WHOLE && cli_read_whole(v, o->lo, o->hi, &a->whole[k]) < 0)
        return cli_usage_error(c->name, "%s must be a whole number %lld..%lld, not '%s'", o->name, (long long)o->lo,
                               (long long)o->hi, v);
    if (o->kind == CLI_CHOICE) {
        int j = 0;
        while (o->choices[j].value && strcmp(o->choices[j].value, v) != 0)
            j++;
        if (!o->choices[j].value) {
            char choices[200];
            cli_choices_text(o, choices, sizeof choices);
            return cli_usage_error(c->name, "%s must be %s, not '%s'", o->name, choices, v);
        }
        a->choice[k] = j;
    }
    a->value[k] = v;
    a->given_at[k] = i + 1;
    return 0;
}

int cli_parse(const cli_command *c, int argc, char **argv, cli_args *a)
{
    memset(a, 0, sizeof *a);
    a->command = c;
    a->files = argv;
    int active[CLI_MAX_OPTIONS];
    int count = 0;
    for (; c->options[count].name; count++)
        active[count] = applies(&c->options[count], argc, argv);
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i];
        int k;
        size_t n = 0;
        for (k = 0; k < count; k++) {
            const cli_option *o = &c->options[k];
            n = strlen(o->name);
            if (active[k] && strncmp(arg, o->name, n) == 0 && (arg[n] == '\0' || (arg[n] == '=' && o->kind != CLI_FLAG)))
                break;
        }
        if (k < count) {
            const cli_option *o = &c->options[k];
            if (o->refused)
                return cli_usage_error(c->name, "%s", o->refused);
            const char *v = o->name;
            if (o->kind != CLI_FLAG) {
                if (arg[n] == '=')
                    v = arg + n + 1;
                else if (i + 1 < argc)
                    v = argv[++i];
                else
                    return cli_usage_error(c->name, "%s needs a value", arg);
            }
            if (take(c, k, v, i, a) != 0)
                return CLI_BAD;
            continue;
        }
        /* Not an option: an operand, which "-" alone is too (stdin). The
         * operands are gathered at the front of argv, whose earlier slots
         * have all been read. */
        if (c->operands == CLI_NO_FILE || (arg[0] == '-' && arg[1] != '\0'))
            return cli_usage_error(c->name, "unknown option '%s'", arg);
        if (c->operands == CLI_ONE_FILE && a->file_count == 1)
            return cli_usage_error(c->name, "more than one input file ('%s' and '%s')", a->files[0], arg);
        argv[a->file_count++] = (char *)arg;
    }
    if (c->operands == CLI_FILES && a->file_count == 0 && c->no_file)
        return cli_usage_error(c->name, "%s", c->no_file);
    return 0;
}

/* The declared option `name` of args' command that was given, else the
 * first so named; a name not declared stops the program. */
static int index_of(const cli_args *a, const char *name)
{
    int first = -1;
    for (int k = 0; a->command->options[k].name; k++) {
        if (strcmp(a->command->options[k].name, name) != 0)
            continue;
        if (a->given_at[k])
            return k;
        if (first < 0)
            first = k;
    }
    if (first < 0) {
        fprintf(stderr, "gridgames %s: internal error: the command asks for %s, which it does not declare\n",
                a->command->name, name);
        exit(CLI_BAD);
    }
    return first;
}

const char *cli_get(const cli_args *a, const char *name)
{
    return a->value[index_of(a, name)];
}

int cli_has(const cli_args *a, const char *name)
{
    return cli_get(a, name) != NULL;
}

int cli_given_at(const cli_args *a, const char *name)
{
    return a->given_at[index_of(a, name)];
}

int64_t cli_whole(const cli_args *a, const char *name, int64_t absent)
{
    int k = index_of(a, name);
    return a->value[k] ? a->whole[k] : absent;
}

int cli_choice_index(const cli_args *a, const char *name, int absent)
{
    int k = index_of(a, name);
    return a->value[k] ? a->choice[k] : absent;
}
