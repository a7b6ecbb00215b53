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

int cli_review(const cli_args *a)
{
    review_options o = {cli_has(a, "--json"), MINEGEN_SAFE, -1};
    const char *start = cli_get(a, "--start"), *seconds = cli_get(a, "--seconds");
    if (start)
        minegen_mode_from_text(start, &o.mode); /* one of the declared choices */
    if (seconds) {
        char *end;
        o.seconds = strtod(seconds, &end);
        if (end == seconds || *end != '\0' || !(o.seconds > 0 && o.seconds < 1e9))
            return cli_usage_error("review", "--seconds must be a positive number of seconds, not '%s'", seconds);
    }
    return cli_run_text("review", a->file_count ? a->files[0] : NULL, run_review, &o);
}
