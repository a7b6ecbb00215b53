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
#include "solver/minegen.h"

int cli_review(int argc, char **argv)
{
    const char *file = NULL;
    int json = 0;
    minegen_mode mode = MINEGEN_SAFE;
    double seconds = -1;
    for (int i = 0; i < argc; i++) {
        int missing;
        const char *v;
        if (strcmp(argv[i], "--json") == 0) {
            json = 1;
        } else if ((v = cli_option(argc, argv, &i, "--start", &missing)) != NULL) {
            if (minegen_mode_from_text(v, &mode) < 0)
                return cli_usage_error("review", "--start must be safe, opening or noguess, not '%s'", v);
        } else if (!missing && (v = cli_option(argc, argv, &i, "--seconds", &missing)) != NULL) {
            char *end;
            seconds = strtod(v, &end);
            if (end == v || *end != '\0' || !(seconds > 0 && seconds < 1e9))
                return cli_usage_error("review", "--seconds must be a positive number of seconds, not '%s'", v);
        } else if (missing) {
            return cli_usage_error("review", "%s needs a value", argv[i]);
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            return cli_usage_error("review", "unknown option '%s'", argv[i]);
        } else if (file) {
            return cli_usage_error("review", "more than one input file ('%s' and '%s')", file, argv[i]);
        } else {
            file = argv[i];
        }
    }
    char *text;
    size_t len;
    if (!cli_read_input(file, &text, &len))
        return CLI_BAD;
    gg_out out;
    gg_error err = {0, ""};
    cli_stdout(&out);
    gg_status status = (json ? reviewtext_json : reviewtext_text)(text, len, mode, seconds, &out, &err);
    free(text);
    return cli_finish("review", status, &err, &out);
}
