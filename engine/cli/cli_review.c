/* cli_review.c — `gridgames review [--json] [--start safe|opening|noguess]
 * [--seconds S] [FILE]`: the solver judges every move of a replay
 * (formats/reviewtext.h). A command file does not say how its game
 * started, so --start does (default safe, the page's default); --seconds
 * gives the game's time for 3BV/s. */
#include <stdlib.h>
#include <string.h>

#include "cli/cli_io.h"
#include "cli/cli_review.h"
#include "formats/reviewtext.h"
#include "gen/minegen.h"

/* What the review prints, as its options say. */
typedef struct review_options {
    int json;
    minegen_mode mode;
    double seconds;
} review_options;

static gg_status run_review(void *ctx, const char *text, size_t len, gg_out *out, gg_error *err)
{
    const review_options *o = ctx;
    return (o->json ? reviewtext_json : reviewtext_text)(text, len, o->mode, o->seconds, out, err);
}

int cli_review(int argc, char **argv)
{
    const char *file = NULL;
    review_options o = {0, MINEGEN_SAFE, -1};
    for (int i = 0; i < argc; i++) {
        int missing;
        const char *v;
        if (strcmp(argv[i], "--json") == 0) {
            o.json = 1;
        } else if ((v = cli_option(argc, argv, &i, "--start", &missing)) != NULL) {
            if (minegen_mode_from_text(v, &o.mode) < 0)
                return cli_usage_error("review", "--start must be safe, opening or noguess, not '%s'", v);
        } else if (!missing && (v = cli_option(argc, argv, &i, "--seconds", &missing)) != NULL) {
            char *end;
            o.seconds = strtod(v, &end);
            if (end == v || *end != '\0' || !(o.seconds > 0 && o.seconds < 1e9))
                return cli_usage_error("review", "--seconds must be a positive number of seconds, not '%s'", v);
        } else if (missing) {
            return cli_usage_error("review", "%s needs a value", argv[i]);
        } else if (cli_operand("review", &file, argv[i]) != 0) {
            return CLI_BAD;
        }
    }
    return cli_run_text("review", file, run_review, &o);
}
