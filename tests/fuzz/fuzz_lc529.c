/* fuzz_lc529.c — the LeetCode 529 case-file parser and click (lc529_run,
 * docs/minesweeper.md §12) on any bytes: no crash, hang or out-of-bounds read; bad input is
 * GG_BAD_INPUT with a line number; every output line is a JSON board of the
 * characters M E B 1-8 X. */
#include <stdint.h>

#include "fuzz_common.h"
#include "formats/lc529.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size ? size : 1);
    memcpy(text, data, size);
    /* No flush callback: the output is read back whole, as the wasm API
     * does, and checked character by character. */
    gg_out out;
    gg_out_init(&out, NULL, NULL);
    gg_error err = {0, ""};
    gg_status st = lc529_run(text, size, &out, &err);
    fuzz_sink sink = {0};
    if (!out.failed) {
        for (size_t i = 0; i < out.len; i++)
            FUZZ_CHECK(strchr("[]\",\nMEB12345678X", out.data[i]) != NULL && out.data[i] != '\0');
        if (out.len)
            FUZZ_CHECK(out.data[0] == '[' && out.data[out.len - 1] == '\n');
    }
    out.flush = fuzz_sink_flush;
    out.ctx = &sink;
    fuzz_check_outcome(st, &err, &out, &sink);
    if (st == GG_BAD_INPUT)
        FUZZ_CHECK(err.line >= 1 && (size_t)err.line <= size + 1);
    gg_out_free(&out);
    free(text);
    return 0;
}
