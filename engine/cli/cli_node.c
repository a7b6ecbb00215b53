/* cli_node.c — `mines` and `click` (cli_plain.c's commands) as a wasm of
 * their own, gridgames-plain.wasm, for the command under node: the
 * launcher (cmake/node-cli.js) reads the input into its memory, and it
 * writes what the full runner would, byte for byte, through the one
 * import the launcher gives it. Small, so that node compiles it quickly
 * and keeps little code; every other command, and anything out of the
 * ordinary (an option, an input that cannot be read), goes to the full
 * runner, the rest of engine/cli/ built with Emscripten's file system.
 * Built for node alone (root CMakeLists.txt), never into the native
 * command. */
#include <stdlib.h>
#include <string.h>

#include <emscripten/emscripten.h>

#include "cli/cli_io.h"
#include "formats/lc529.h"
#include "formats/minesfile.h"

/* The launcher's write: all of bytes[0..len) to file descriptor fd (1,
 * stdout; 2, stderr). */
__attribute__((import_module("env"), import_name("cli_node_write"))) extern void cli_node_write(int fd, const char *bytes,
                                                                                                 size_t len);

/* The commands by the index the launcher gives (PLAIN in
 * cmake/node-cli.js, in its order): the text modules cli_plain.c runs for
 * the same two. */
static const struct {
    const char *name;
    gg_status (*run)(const char *text, size_t len, gg_out *out, gg_error *err);
} commands[] = {{"mines", minesfile_run}, {"click", lc529_run}};

static void flush_stdout(void *ctx, const char *bytes, size_t len)
{
    (void)ctx;
    cli_node_write(1, bytes, len);
}

/* Room for the input: text (NULL at first) grown or shrunk to cap bytes,
 * as realloc does; NULL when out of memory (text is then kept). */
EMSCRIPTEN_KEEPALIVE char *cli_node_input(char *text, size_t cap)
{
    return realloc(text, cap ? cap : 1);
}

/* Run command (0 mines, 1 click) on text[0..len), which it frees; the
 * output and any message written, returns the exit status (cli_io.h). */
EMSCRIPTEN_KEEPALIVE int cli_node_run(int command, char *text, size_t len)
{
    if (command < 0 || command >= (int)(sizeof commands / sizeof commands[0])) {
        free(text);
        return CLI_BAD;
    }
    gg_out out;
    gg_error err = {0, ""};
    gg_out_init(&out, flush_stdout, NULL);
    gg_status status = commands[command].run(text, len, &out, &err);
    free(text);
    gg_out_flush(&out);
    int failed_output = out.failed;
    gg_out_free(&out);
    char msg[CLI_OUTCOME_CAP];
    int code = cli_outcome(commands[command].name, status, &err, failed_output, msg, sizeof msg);
    if (msg[0])
        cli_node_write(2, msg, strlen(msg));
    return code;
}
