/* fuzz_minesfile.c — the command-file game runner (minesfile_run, docs/minesweeper.md)
 * on any bytes: it must never crash, hang or read out of bounds; bad input
 * must come back as GG_BAD_INPUT with a line number and a message; a run
 * that succeeds ended its game, so its output ends with `total step N`. */
#include <stdint.h>

#include "fuzz_common.h"
#include "formats/minesfile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* The text is handed over without a terminator, as the CLI and the
     * wasm API do: a parser that reads past `size` trips ASan. */
    char *text = malloc(size ? size : 1);
    memcpy(text, data, size);
    fuzz_sink sink = {0};
    gg_out out;
    gg_out_init(&out, fuzz_sink_flush, &sink);
    gg_error err = {0, ""};
    gg_status st = minesfile_run(text, size, &out, &err);
    fuzz_check_outcome(st, &err, &out, &sink);
    if (st == GG_OK)
        FUZZ_CHECK(fuzz_sink_last_line_is(&sink, "total step "));
    if (st == GG_BAD_INPUT)
        FUZZ_CHECK(err.line >= 1 && (size_t)err.line <= size + 1);
    gg_out_free(&out);
    free(text);
    return 0;
}
