/* fuzz_wasm_import.c — the web module's two imports on any text, compiled
 * natively (engine/wasm/wasm_api.c is plain C): gg_mines_load_replay (a command
 * file played into a game) and gg_mines_load_leetcode (a LeetCode 529
 * position); the first input byte picks which. No crash, leak or bad read;
 * a failure leaves a message; and what loads agrees with the rest:
 *  - a replay's feedback is what `gridgames mines` (minesfile_run) prints
 *    for the same file, whenever that accepts it;
 *  - a loaded game's own replay export loads back to the same board, the
 *    same state and step count. */
// fuzz-requires: engine/wasm/wasm_api.c
// fuzz-requires: engine/wasm/wasm_replay.c
#include <stdint.h>

#include "fuzz_common.h"
#include "wasm/wasm_api.c"
#include "wasm/wasm_replay.c"

/* Close every game the run opened: the module's table is global. */
static void close_all(void)
{
    for (int s = 0; s < WEB_MAX_GAMES; s++)
        if (game_slots[s]) {
            web_release(game_slots[s]);
            game_slots[s] = NULL;
        }
}

static char *snapshot(int h, int32_t rows, int32_t cols)
{
    char *buf = malloc((size_t)rows * (size_t)cols);
    FUZZ_CHECK(gg_mines_snapshot(h, 0, 0, rows, cols, buf) == rows * cols);
    return buf;
}

/* The text minesfile_run prints for the file, or NULL when it refuses it. */
static char *run_natively(const char *text, size_t len, size_t *out_len)
{
    gg_out out;
    gg_out_init(&out, NULL, NULL);
    gg_error err = {0, ""};
    gg_status st = minesfile_run(text, len, &out, &err);
    if (st != GG_OK || out.failed) {
        gg_out_free(&out);
        return NULL;
    }
    *out_len = out.len;
    return out.data ? out.data : calloc(1, 1);
}

static void check_replay_export(int h)
{
    int32_t info[INFO_SIZE];
    memcpy(info, gg_mines_info(h), sizeof info);
    if (!info[INFO_REPLAYABLE])
        return;
    int n = gg_mines_replay(h);
    FUZZ_CHECK(n >= 0);
    FUZZ_CHECK(n == gg_mines_info(h)[INFO_TEXT_LEN]);
    char *copy = malloc((size_t)n + 1);
    memcpy(copy, gg_mines_text(h), (size_t)n);
    web_last_error.msg[0] = '\0';
    int h2 = gg_mines_load_replay(copy, n);
    if (h2 < 0)
        fprintf(stderr, "the export does not load back: %s\n%.*s\n", gg_error_message(), n, copy);
    FUZZ_CHECK(h2 > 0);
    int32_t *info2 = gg_mines_info(h2);
    FUZZ_CHECK(info2[INFO_ROWS] == info[INFO_ROWS] && info2[INFO_COLS] == info[INFO_COLS]);
    FUZZ_CHECK(info2[INFO_MINES] == info[INFO_MINES]);
    FUZZ_CHECK(info2[INFO_STEPS] == info[INFO_STEPS]);
    FUZZ_CHECK(info2[INFO_SAFE_LEFT] == info[INFO_SAFE_LEFT]);
    /* A game still on exports `Quit`, which loads as a game still on. */
    FUZZ_CHECK(info2[INFO_STATE] == info[INFO_STATE] || (info[INFO_STATE] == 0 && info2[INFO_STATE] == 1) ||
               (info[INFO_STATE] == 1 && info2[INFO_STATE] == 0));
    char *a = snapshot(h, info[INFO_ROWS], info[INFO_COLS]);
    char *b = snapshot(h2, info[INFO_ROWS], info[INFO_COLS]);
    FUZZ_CHECK(memcmp(a, b, (size_t)info[INFO_ROWS] * (size_t)info[INFO_COLS]) == 0);
    free(a);
    free(b);
    free(copy);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > INT32_MAX)
        return 0;
    int leetcode = data[0] & 1;
    size_t len = size - 1;
    char *text = malloc(len ? len : 1);
    memcpy(text, data + 1, len);
    web_last_error.msg[0] = '\0';
    int h = leetcode ? gg_mines_load_leetcode(text, (int)len) : gg_mines_load_replay(text, (int)len);
    if (h < 0) {
        FUZZ_CHECK(h == -GG_BAD_INPUT || h == -GG_NO_MEMORY || h == -GG_TOO_BIG);
        FUZZ_CHECK(gg_error_message()[0] != '\0');
    } else {
        FUZZ_CHECK(h > 0);
        int32_t *info = gg_mines_info(h);
        FUZZ_CHECK(info != NULL);
        int32_t rows = info[INFO_ROWS], cols = info[INFO_COLS], state = info[INFO_STATE];
        FUZZ_CHECK(rows >= 1 && cols >= 1 && rows <= WEB_MAX_SIDE && cols <= WEB_MAX_SIDE);
        FUZZ_CHECK(state >= 0 && state <= 4);
        if (!leetcode) {
            size_t native_len;
            char *native = run_natively(text, len, &native_len);
            size_t mine = (size_t)info[INFO_TEXT_LEN];
            const char *feedback = gg_mines_text(h);
            if (native && (state == 2 || state == 3)) {
                FUZZ_CHECK(native_len == mine && (mine == 0 || memcmp(native, feedback, mine) == 0));
            } else if (native) {
                /* The replay stopped at Quit: the CLI prints the end too. */
                char end[64];
                int e = snprintf(end, sizeof end, "give up\ntotal step %d\n", (int)info[INFO_STEPS]);
                FUZZ_CHECK(native_len == mine + (size_t)e);
                FUZZ_CHECK(mine == 0 || memcmp(native, feedback, mine) == 0);
                FUZZ_CHECK(memcmp(native + mine, end, (size_t)e) == 0);
            }
            free(native);
        }
        check_replay_export(h);
    }
    close_all();
    free(text);
    return 0;
}
