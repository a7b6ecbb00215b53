/* cli_plain.c — `mines` and `click` (cli_plain.h): the input through one
 * text module, its output to stdout. */
#include "cli/cli_plain.h"

#include "cli/cli_io.h"
#include "formats/lc529.h"
#include "formats/minesfile.h"

typedef gg_status (*text_module)(const char *text, size_t len, gg_out *out, gg_error *err);

/* ctx: the text module to run. */
static gg_status run_module(void *ctx, const char *text, size_t len, gg_out *out, gg_error *err)
{
    return (*(const text_module *)ctx)(text, len, out, err);
}

static int run_plain(const cli_args *a, text_module module)
{
    return cli_run_text(a->command->name, a->file_count ? a->files[0] : NULL, run_module, &module);
}

int cli_mines(const cli_args *a)
{
    return run_plain(a, minesfile_run);
}

int cli_click(const cli_args *a)
{
    return run_plain(a, lc529_run);
}
