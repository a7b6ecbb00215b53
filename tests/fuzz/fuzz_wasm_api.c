/* fuzz_wasm_api.c — random sequences of the web module's exported calls
 * (engine/wasm/wasm_api.c, compiled natively) with random arguments: new games
 * of any size, mine count (NaN and infinities too), seed and start; moves
 * as well-formed and garbage command lines; handles live, freed, and made
 * up; snapshot rectangles on and off the board; replays exported and
 * loaded back; LeetCode positions; measures; the solver's hint and odds
 * (engine/wasm/wasm_solver.c), which must never call a mine certainly safe. Every call must either work
 * or fail with a negative status and a fresh message, never crash, leak or
 * touch memory it was not given; and the figures it reports must agree
 * with the board. */
// fuzz-requires: engine/wasm/wasm_api.c
// fuzz-requires: engine/wasm/wasm_replay.c
// fuzz-requires: engine/wasm/wasm_memory.c
// fuzz-requires: engine/play/minestats.c
// fuzz-requires: engine/wasm/wasm_solver.c
#include <math.h>
#include <stdint.h>

#include "fuzz_bytes.h"
#include "fuzz_common.h"
#include "fuzz_handles.h"
#include "wasm/wasm_api.c"
#include "wasm/wasm_replay.c"
#include "wasm/wasm_memory.c"
#include "wasm/wasm_solver.c"

static void close_all(void)
{
    for (int s = 0; s < WEB_MAX_GAMES; s++)
        if (game_slots[s]) {
            web_release(game_slots[s]);
            game_slots[s] = NULL;
        }
}

static const int odd_handles[8] = {0, -1, 1, 256, 257, INT32_MAX, INT32_MIN, 512 + 1};
static fuzz_handles handles = {{0}, 0, 64, odd_handles};

static void remember(int h)
{
    fuzz_handles_remember(&handles, h);
}

static int pick_handle(fuzz_bytes *b)
{
    return fuzz_handles_pick(&handles, b);
}

/* A failed call: a negative status, and a message written by that call. */
static void check_failure(int rc)
{
    FUZZ_CHECK(rc == -GG_BAD_INPUT || rc == -GG_NO_MEMORY || rc == -GG_TOO_BIG);
    FUZZ_CHECK(gg_error_message()[0] != '\0');
}

/* Text of `len` bytes: a move the parser likes, or bytes as they come. */
static size_t make_line(fuzz_bytes *b, char *line, size_t cap, int32_t rows, int32_t cols)
{
    static const char *const names[] = {"Flag", "Sweep", "DSweep", "Quit", "Sweep", "Sweep"};
    uint8_t k = fb_u8(b);
    if (k < 200) {
        int n = snprintf(line, cap, "%s %d %d", names[k % 6], (int)fb_range(b, 0, rows + 1),
                         (int)fb_range(b, 0, cols + 1));
        return (size_t)n < cap ? (size_t)n : cap - 1;
    }
    size_t len = fb_u8(b) % cap;
    for (size_t i = 0; i < len; i++)
        line[i] = (char)fb_u8(b);
    return len;
}

static void check_info(int h)
{
    int32_t *in = gg_mines_info(h);
    if (!in) {
        check_failure(-GG_BAD_INPUT);
        return;
    }
    int32_t rows = in[INFO_ROWS], cols = in[INFO_COLS];
    /* The hidden board holds no mine before the layout (a failed one
     * included), and exactly the mines asked for after it. */
    const web_game *w = web_find(h);
    FUZZ_CHECK(w->game.mine_count == (w->laid ? w->mines_wanted : 0));
    FUZZ_CHECK(rows >= 1 && cols >= 1 && rows <= WEB_MAX_SIDE && cols <= WEB_MAX_SIDE);
    FUZZ_CHECK(in[INFO_STATE] >= 0 && in[INFO_STATE] <= 4);
    FUZZ_CHECK(in[INFO_MINES] >= 0 && in[INFO_MINES] < rows * cols);
    FUZZ_CHECK(in[INFO_SAFE_LEFT] >= 0 && in[INFO_SAFE_LEFT] <= rows * cols - in[INFO_MINES]);
    FUZZ_CHECK(in[INFO_FLAGS] >= 0 && in[INFO_FLAGS] <= rows * cols);
    FUZZ_CHECK(in[INFO_STEPS] >= 0 && in[INFO_TEXT_LEN] >= 0);
    FUZZ_CHECK(in[INFO_REVEALED_COUNT] >= 0 && in[INFO_REVEALED_COUNT] <= rows * cols);
    if (in[INFO_DIRTY_R0] >= 0)
        FUZZ_CHECK(in[INFO_DIRTY_R0] <= in[INFO_DIRTY_R1] && in[INFO_DIRTY_R1] < rows &&
                   in[INFO_DIRTY_C0] >= 0 && in[INFO_DIRTY_C0] <= in[INFO_DIRTY_C1] &&
                   in[INFO_DIRTY_C1] < cols);
    if (in[INFO_BLOWN_R] >= 0)
        FUZZ_CHECK(in[INFO_BLOWN_R] < rows && in[INFO_BLOWN_C] >= 0 && in[INFO_BLOWN_C] < cols);
    int32_t n = in[INFO_REVEALED_COUNT], text_len = in[INFO_TEXT_LEN];
    const uint32_t *list = gg_mines_revealed(h);
    for (int32_t k = 0; k < n; k++) {
        FUZZ_CHECK(list[k] < (uint32_t)(rows * cols));
        if (k)
            FUZZ_CHECK(list[k - 1] < list[k]);
    }
    const char *text = gg_mines_text(h);
    if (text_len > 0) {
        FUZZ_CHECK(text != NULL);
        FUZZ_CHECK(text[text_len - 1] == '\n');
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_bytes b = {data, size};
    handles.count = 0;
    for (int calls = 0; b.left && calls < 300; calls++) {
        web_last_error.msg[0] = '\0';
        uint8_t op = fb_u8(&b) % 15;
        int h = op == 0 || op == 11 || op == 12 ? 0 : pick_handle(&b);
        web_game *w = web_find(h); /* what the call should see */
        web_last_error.msg[0] = '\0';
        int32_t rows = w ? w->game.rows : 8, cols = w ? w->game.cols : 8;
        switch (op) {
        case 0: { /* gg_mines_new */
            uint8_t k = fb_u8(&b);
            /* Mostly small boards; the page's largest (1000 x 1000) rarely,
             * as each of its calls costs milliseconds under ASan. */
            int64_t most = k < 200 ? 24 : k < 226 ? 66 : 1002;
            int r = k < 230 ? (int)fb_range(&b, k < 200 ? 1 : -2, most) : (int)fb_u32(&b);
            int c = k < 230 ? (int)fb_range(&b, k < 200 ? 1 : -2, most) : (int)fb_u32(&b);
            static const double odd[] = {NAN, INFINITY, -INFINITY, -1, 0.5, 1e300, -0.0, 4294967296.0};
            uint8_t m = fb_u8(&b);
            double mines = m < 224 ? (double)fb_range(&b, 0, 600) : odd[m % 8];
            char seed[16], mode[24];
            int seed_len = (int)(fb_u8(&b) % sizeof seed);
            for (int i = 0; i < seed_len; i++)
                seed[i] = (char)fb_u8(&b);
            static const char *const modes[] = {"safe", "opening", "noguess", "", "safety", "SAFE",
                                                "opening\0", "noguessnoguessnoguess"};
            uint8_t mk = fb_u8(&b);
            const char *mode_text = modes[mk % 8];
            /* FUZZ_SKIP_NOGUESS=1: openings instead of guess-free layouts
             * (as in fuzz_mines_api.c). */
            static int skip_noguess = -1;
            if (skip_noguess < 0)
                skip_noguess = getenv("FUZZ_SKIP_NOGUESS") != NULL;
            if (skip_noguess && mk % 8 == 2)
                mode_text = "opening";
            int mode_len = mk % 8 == 6 ? 8 : (int)strlen(mode_text);
            memcpy(mode, mode_text, (size_t)mode_len);
            if (mk >= 240)
                mode_len = -1 - (mk & 3);
            int rc = gg_mines_new(r, c, mines, mk == 255 ? NULL : seed, seed_len, mode, mode_len);
            /* FUZZ_TRACE=1 names each game made: for reading a saved input. */
            if (getenv("FUZZ_TRACE"))
                fprintf(stderr, "new %d x %d, %g mines, seed \"%.*s\", start \"%.*s\" -> %d\n", r, c, mines,
                        seed_len, seed, mode_len > 0 ? mode_len : 0, mode, rc);
            if (rc < 0)
                check_failure(rc);
            else
                remember(rc), check_info(rc);
            break;
        }
        case 1: case 2: case 3: { /* gg_mines_play */
            char line[64];
            size_t len = make_line(&b, line, sizeof line, rows, cols);
            uint8_t k = fb_u8(&b);
            if (getenv("FUZZ_TRACE"))
                fprintf(stderr, "play %d \"%.*s\"\n", h, (int)len, line);
            int rc = gg_mines_play(h, k == 255 ? NULL : line, k == 254 ? -1 : (int)len);
            if (rc < 0)
                check_failure(rc);
            else
                FUZZ_CHECK(rc == 0 && w != NULL);
            if (w)
                check_info(h);
            break;
        }
        case 4: /* gg_mines_info, text, revealed */
            if (w)
                check_info(h);
            else
                FUZZ_CHECK(gg_mines_info(h) == NULL && gg_mines_text(h) == NULL &&
                           gg_mines_revealed(h) == NULL && gg_error_message()[0] != '\0');
            break;
        case 5: { /* gg_mines_snapshot */
            int r0 = (int)fb_range(&b, -2, rows + 1), c0 = (int)fb_range(&b, -2, cols + 1);
            int nr = (int)fb_range(&b, -1, rows + 2), nc = (int)fb_range(&b, -1, cols + 2);
            if (fb_u8(&b) >= 240)
                nr = INT32_MAX, nc = INT32_MAX / 2;
            int fits = w && nr >= 1 && nc >= 1 && r0 >= 0 && c0 >= 0 && r0 + (int64_t)nr <= rows &&
                       c0 + (int64_t)nc <= cols;
            /* Room for exactly what a valid call writes; one byte otherwise,
             * so a call that writes anyway trips ASan. */
            size_t room = fits ? (size_t)nr * (size_t)nc : 1;
            char *buf = malloc(room);
            int rc = gg_mines_snapshot(h, r0, c0, nr, nc, fb_u8(&b) == 255 ? NULL : buf);
            if (rc < 0)
                check_failure(rc);
            else {
                FUZZ_CHECK(fits && rc == nr * nc);
                for (size_t i = 0; i < room; i++)
                    FUZZ_CHECK(strchr("#F012345678*X!", buf[i]) && buf[i]);
            }
            free(buf);
            break;
        }
        case 6: { /* gg_mines_chord_ready */
            int r = fb_coord(&b, rows), c = fb_coord(&b, cols);
            int rc = gg_mines_chord_ready(h, r, c);
            if (rc < 0)
                check_failure(rc);
            else
                FUZZ_CHECK(rc == 0 || rc == 1);
            break;
        }
        case 7: { /* gg_mines_replay, and the export loaded back */
            int rc = gg_mines_replay(h);
            if (rc < 0) {
                check_failure(rc);
                break;
            }
            FUZZ_CHECK(w != NULL && rc == gg_mines_info(h)[INFO_TEXT_LEN]);
            char *copy = malloc((size_t)rc + 1);
            memcpy(copy, gg_mines_text(h), (size_t)rc);
            web_last_error.msg[0] = '\0';
            int h2 = gg_mines_load_replay(copy, rc);
            if (h2 < 0) {
                check_failure(h2);
                FUZZ_CHECK(h2 == -GG_TOO_BIG); /* only a full table refuses it */
            } else {
                remember(h2);
                check_info(h2);
                FUZZ_CHECK(gg_mines_info(h2)[INFO_STEPS] == gg_mines_info(h)[INFO_STEPS]);
            }
            free(copy);
            break;
        }
        case 8: case 9: { /* gg_mines_load_replay / load_leetcode on bytes */
            size_t len = fb_u8(&b);
            if (len > b.left)
                len = b.left;
            char *text = malloc(len ? len : 1);
            memcpy(text, b.p, len);
            b.p += len, b.left -= len;
            uint8_t k = fb_u8(&b);
            int n = k == 255 ? -1 : (int)len;
            const char *t = k == 254 ? NULL : text;
            int rc = op == 8 ? gg_mines_load_replay(t, n) : gg_mines_load_leetcode(t, n);
            if (rc < 0)
                check_failure(rc);
            else
                remember(rc), check_info(rc);
            free(text);
            break;
        }
        case 10: { /* gg_mines_measure */
            double out[5];
            int rc = gg_mines_measure(h, fb_u8(&b) == 255 ? NULL : out);
            if (rc < 0)
                check_failure(rc);
            else {
                FUZZ_CHECK(w != NULL);
                for (int i = 0; i < 5; i++)
                    FUZZ_CHECK(out[i] >= 0 && out[i] <= (double)rows * cols + (double)w->game.steps);
                FUZZ_CHECK(out[1] <= out[0] && out[2] <= out[0]);
            }
            break;
        }
        case 11: { /* gg_alloc / gg_release */
            int n = (int)fb_range(&b, -3, 300);
            void *p = gg_alloc(n);
            FUZZ_CHECK((n < 0) == (p == NULL));
            if (p && n > 0)
                memset(p, 0x5a, (size_t)n);
            gg_release(p);
            break;
        }
        case 12: /* the message of the last failure is always a string */
            FUZZ_CHECK(gg_error_message() != NULL);
            break;
        case 14: { /* gg_mines_analyse: the solver on what the player sees */
            if (w && (int64_t)rows * cols > 4096 && fb_u8(&b) >= 8)
                break; /* big boards now and then: the solver is slow under ASan */
            size_t n = w ? (size_t)rows * (size_t)cols : 1;
            uint8_t k = fb_u8(&b);
            float *odds = k & 1 ? malloc(n * sizeof *odds) : NULL;
            int32_t hint[HINT_SIZE];
            int rc = gg_mines_analyse(h, odds, k == 254 ? NULL : hint, (k >> 1) & 1);
            if (rc < 0) {
                check_failure(rc);
            } else {
                FUZZ_CHECK(w != NULL && rc == hint[HINT_SAFE]);
                const mines_game *g = &w->game;
                FUZZ_CHECK(hint[HINT_KIND] >= 0 && hint[HINT_KIND] <= 2);
                FUZZ_CHECK((hint[HINT_ROW] < 0) == (hint[HINT_KIND] == 0));
                if (hint[HINT_ROW] >= 0) {
                    FUZZ_CHECK(hint[HINT_ROW] < rows && hint[HINT_COL] >= 0 && hint[HINT_COL] < cols);
                    size_t at = (size_t)hint[HINT_ROW] * cols + (size_t)hint[HINT_COL];
                    FUZZ_CHECK(!(g->cells[at] & MINES_OPEN));
                    /* "certainly safe" is a promise about the real board */
                    if (hint[HINT_KIND] == 1 && w->laid)
                        FUZZ_CHECK(!(g->cells[at] & MINES_MINE));
                }
                FUZZ_CHECK(hint[HINT_PPM] >= 0 && hint[HINT_PPM] <= 1000000);
                /* a forced guess: advised only, half of a 50/50 */
                FUZZ_CHECK(hint[HINT_FORCED] == 0 ||
                           (hint[HINT_FORCED] == 1 && ((k >> 1) & 1) && hint[HINT_KIND] == 2 &&
                            hint[HINT_PPM] == 500000));
                FUZZ_CHECK(hint[HINT_SAFE] >= 0 && hint[HINT_MINES] >= 0);
                for (size_t i = 0; odds && i < n; i++) {
                    if (g->cells[i] & MINES_OPEN) {
                        FUZZ_CHECK(odds[i] == -1.0f);
                        continue;
                    }
                    FUZZ_CHECK(odds[i] >= 0.0f && odds[i] <= 1.0f);
                    if (w->laid && odds[i] == 0.0f)
                        FUZZ_CHECK(!(g->cells[i] & MINES_MINE));
                    if (w->laid && odds[i] == 1.0f)
                        FUZZ_CHECK(g->cells[i] & MINES_MINE);
                }
            }
            free(odds);
            break;
        }
        case 13: /* gg_mines_free, twice sometimes */
            gg_mines_free(h);
            if (w)
                FUZZ_CHECK(web_find(h) == NULL);
            break;
        }
    }
    close_all();
    return 0;
}
