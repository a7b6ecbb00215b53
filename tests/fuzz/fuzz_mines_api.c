/* fuzz_mines_api.c — random sequences of Minesweeper engine calls with
 * random arguments (mines.h, minegen.h, minesfile.h's play and print,
 * rng.h): new games of any size (sizes past the limit must be refused),
 * layouts with any mine count, mode, seed and first cell, mines and swept
 * cells set by hand, flags, sweeps, chords, quits on and off the board,
 * after the end too. After every call the game's counters must agree with
 * its cells, a flood's marks must lie in its rectangle, and a sweep's
 * cells, read in runs from the marks and as a list, must be the same,
 * sorted and swept. */
#include <stdint.h>
#include <stdlib.h>

#include "fuzz_bytes.h"
#include "fuzz_common.h"
#include "gen/minegen.h"
#include "rules/mines.h"
#include "formats/minesfile.h"
#include "base/rng.h"

/* Boards that fit are kept small enough for a quick flood under ASan. */
#define FUZZ_MAX_PLAY_CELLS (1 << 18)

/* What the game keeps in counters, recounted from the cells. */
FUZZ_NO_COVERAGE static void check_game(const mines_game *g, int recount)
{
    if (!g->cells)
        return;
    int64_t flags = 0, mines = 0, safe_hidden = 0;
    size_t n = (size_t)g->rows * (size_t)g->cols, marked = 0;
    for (size_t i = 0; i < n; i++) {
        uint8_t v = g->cells[i];
        if (v & MINES_NEW) { /* a flood's mark, and on a swept 0 the flag bit */
            uint32_t r = (uint32_t)(i / (size_t)g->cols), c = (uint32_t)(i % (size_t)g->cols);
            FUZZ_CHECK((v & MINES_OPEN) && g->marked.rows && r >= g->marked.top && r - g->marked.top < g->marked.rows &&
                       c >= g->marked.left && c <= g->marked.right);
            marked++;
            v &= (uint8_t)~(MINES_NEW | MINES_FLAG);
        }
        FUZZ_CHECK(!((v & MINES_OPEN) && (v & (MINES_FLAG | MINES_MINE))));
        FUZZ_CHECK((v & MINES_COUNT_MASK) <= 8);
        flags += (v & MINES_FLAG) != 0;
        mines += (v & MINES_MINE) != 0;
        safe_hidden += !(v & (MINES_MINE | MINES_OPEN));
    }
    /* Every cell keeps its neighbours' mine count (mines.h), swept or
     * not: recount them here the slow way. */
    for (int32_t r = 0; recount && r < g->rows; r++)
        for (int32_t c = 0; c < g->cols; c++) {
            int k = 0;
            for (int32_t y = r - 1; y <= r + 1; y++)
                for (int32_t x = c - 1; x <= c + 1; x++)
                    if ((y != r || x != c) && y >= 0 && x >= 0 && y < g->rows && x < g->cols)
                        k += (g->cells[(size_t)y * g->cols + x] & MINES_MINE) != 0;
            FUZZ_CHECK((g->cells[(size_t)r * g->cols + c] & MINES_COUNT_MASK) == k);
        }
    FUZZ_CHECK(marked == 0 || marked == g->revealed_count);
    FUZZ_CHECK(flags == g->flag_count);
    FUZZ_CHECK(mines == g->mine_count);
    FUZZ_CHECK(safe_hidden == g->safe_left);
    FUZZ_CHECK((g->result == MINES_LOST) == (g->blown >= 0));
    if (g->blown >= 0)
        FUZZ_CHECK((size_t)g->blown < n && (g->cells[g->blown] & MINES_MINE));
}

/* The last move's cells: first in runs (from a flood's marks, when it
 * left them), then, when list_now, as the list mines_revealed makes,
 * which must hold the same cells in ascending order, each swept; else the
 * marks are left for the next move to clear. */
FUZZ_NO_COVERAGE static void check_revealed(mines_game *g, int list_now)
{
    size_t n = (size_t)g->rows * (size_t)g->cols, k = 0;
    FUZZ_CHECK(g->revealed_count <= g->revealed_cap);
    uint32_t *runs = malloc((g->revealed_count + 1) * sizeof *runs);
    FUZZ_CHECK(runs != NULL);
    mines_run_cursor at = {0, 0};
    uint32_t first;
    for (size_t len; (len = mines_revealed_run(g, &at, &first)) > 0;) {
        FUZZ_CHECK(len <= g->revealed_count - k && (size_t)first + len <= n);
        FUZZ_CHECK(first / (uint32_t)g->cols == (first + (uint32_t)len - 1) / (uint32_t)g->cols);
        for (size_t j = 0; j < len; j++)
            runs[k++] = first + (uint32_t)j;
    }
    FUZZ_CHECK(k == g->revealed_count);
    if (list_now) {
        const uint32_t *list = mines_revealed(g);
        FUZZ_CHECK(g->marked.rows == 0);
        for (k = 0; k < g->revealed_count; k++) {
            FUZZ_CHECK(list[k] == runs[k]);
            FUZZ_CHECK(g->cells[list[k]] & MINES_OPEN);
            if (k)
                FUZZ_CHECK(list[k - 1] < list[k]);
        }
    }
    free(runs);
}

static void new_game(fuzz_bytes *b, mines_game *g)
{
    mines_free(g);
    int32_t rows, cols;
    uint8_t how = fb_u8(b);
    if (how < 200) {
        rows = (int32_t)fb_range(b, 1, how < 100 ? 8 : 64);
        cols = (int32_t)fb_range(b, 1, how < 100 ? 8 : 64);
    } else if (how < 240) {
        int32_t most = how < 232 ? 128 : 512;
        rows = (int32_t)fb_range(b, 1, most);
        cols = (int32_t)fb_range(b, 1, most);
    } else {
        rows = fb_coord(b, 1 << 20);
        cols = fb_coord(b, 1 << 20);
    }
    int64_t cells = (int64_t)rows * cols;
    int fits = rows >= 1 && cols >= 1 && cells <= MINES_MAX_CELLS;
    if (fits && cells > FUZZ_MAX_PLAY_CELLS) {
        /* Too big to play quickly: see that it is made, when that is cheap
         * (the page faults of a 100-million-cell board would be most of a
         * run's time), then play a small board instead. */
        if (cells <= 4 * FUZZ_MAX_PLAY_CELLS) {
            gg_status st = mines_init(g, rows, cols);
            FUZZ_CHECK(st == GG_OK || st == GG_NO_MEMORY);
            mines_free(g);
        }
        rows = cols = 3;
    }
    gg_status st = mines_init(g, rows, cols);
    if (!fits) {
        FUZZ_CHECK(st == GG_TOO_BIG && g->cells == NULL);
        return;
    }
    FUZZ_CHECK(st == GG_OK);
    FUZZ_CHECK(g->safe_left == (int64_t)rows * cols && g->mine_count == 0);
}

static void new_layout(fuzz_bytes *b, mines_game *g)
{
    new_game(b, g);
    if (!g->cells)
        return;
    int64_t cells = (int64_t)g->rows * g->cols;
    minegen_mode mode = (minegen_mode)(fb_u8(b) % 3);
    /* FUZZ_SKIP_NOGUESS=1 asks for openings instead of guess-free layouts:
     * to fuzz the rest while a finding in noguess.c awaits its fix. */
    static int skip_noguess = -1;
    if (skip_noguess < 0)
        skip_noguess = getenv("FUZZ_SKIP_NOGUESS") != NULL;
    if (skip_noguess && mode == MINEGEN_NOGUESS)
        mode = MINEGEN_OPENING;
    /* Guess-free layouts of big boards are slow by nature (1000 x 1000 at
     * 15% takes 3 s natively, a minute under the sanitizers): their speed
     * is the benchmark's business. Here they stay at most 40,000 cells. */
    if (mode == MINEGEN_NOGUESS && cells > 40000)
        mode = MINEGEN_OPENING;
    int64_t mines;
    uint8_t how = fb_u8(b);
    if (how < 128)
        mines = fb_range(b, 0, cells);
    else if (how < 192)
        mines = minegen_max_mines(g->rows, g->cols, mode) - fb_range(b, -2, 2);
    else
        mines = (int64_t)fb_u64(b);
    /* Dense ones too, past 50 x 50: 82 x 82 with 4022 mines takes 1.6 s
     * natively, 15 s under the sanitizers (a libFuzzer timeout when the
     * machine is busy). Past 2,500 cells only up to a quarter mines. */
    if (mode == MINEGEN_NOGUESS && cells > 2500 && mines > cells / 4)
        mode = MINEGEN_OPENING;
    int32_t fr = fb_coord(b, g->rows), fc = fb_coord(b, g->cols);
    gg_error err = {0, ""};
    uint64_t seed = fb_u64(b);
    /* FUZZ_TRACE=1 names each layout asked for: for reading a saved input. */
    if (getenv("FUZZ_TRACE"))
        fprintf(stderr, "layout %d x %d, %lld mines, mode %d, seed %llu, first (%d, %d)\n", (int)g->rows,
                (int)g->cols, (long long)mines, (int)mode, (unsigned long long)seed, (int)fr, (int)fc);
    gg_status st = minegen_layout(g, mines, seed, mode, fr, fc, &err);
    int ok_first = fr >= 0 && fc >= 0 && fr < g->rows && fc < g->cols;
    if (!ok_first || mines < 0 || mines > cells - 1) {
        FUZZ_CHECK(st == GG_BAD_INPUT && err.msg[0] != '\0');
        FUZZ_CHECK(g->mine_count == 0);
        return;
    }
    if (mode == MINEGEN_NOGUESS && st == GG_BAD_INPUT) {
        /* noguess.h: a board on which no layout is guess-free is refused
         * (the mines it tried may stay: check_game still holds). */
        FUZZ_CHECK(err.msg[0] != '\0');
        return;
    }
    FUZZ_CHECK(st == GG_OK);
    FUZZ_CHECK(g->mine_count == mines);
    size_t first = (size_t)fr * g->cols + fc;
    FUZZ_CHECK(!(g->cells[first] & MINES_MINE));
    if (mode != MINEGEN_SAFE && mines <= minegen_max_mines(g->rows, g->cols, mode))
        FUZZ_CHECK(mines_count_around(g, fr, fc) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_bytes b = {data, size};
    mines_game g;
    FUZZ_CHECK(mines_init(&g, 3, 3) == GG_OK);
    for (int calls = 0; b.left && calls < 400; calls++) {
        uint8_t op = fb_u8(&b) % 13;
        int on = g.cells != NULL; /* a live board: the calls below need one */
        int32_t r = on ? fb_coord(&b, g.rows) : 0, c = on ? fb_coord(&b, g.cols) : 0;
        int on_board = on && r >= 0 && c >= 0 && r < g.rows && c < g.cols;
        mines_result before = g.result;
        int64_t steps = g.steps;
        mines_feedback fb = MINES_FB_OVER;
        int moved = 0;
        switch (op) {
        case 0: new_game(&b, &g); break;
        case 1: new_layout(&b, &g); break;
        /* Mines and swept cells are set by hand only before play (mines.h). */
        case 2:
            if (on && g.steps == 0 && g.result == MINES_PLAYING)
                FUZZ_CHECK(mines_set_mine(&g, r, c, fb_u8(&b) & 1) == 0 || !on_board ||
                           (g.cells[(size_t)r * g.cols + c] & MINES_OPEN));
            break;
        case 3:
            if (on && g.steps == 0 && g.result == MINES_PLAYING)
                FUZZ_CHECK(mines_set_open(&g, r, c) == 0 || !on_board ||
                           (g.cells[(size_t)r * g.cols + c] & MINES_MINE));
            break;
        case 4: if (on) { fb = mines_flag(&g, r, c); moved = 1; } break;
        case 5: case 6: if (on) { fb = mines_sweep(&g, r, c); moved = 1; } break;
        case 7: if (on) { fb = mines_chord(&g, r, c); moved = 1; } break;
        case 8: if (on) mines_quit(&g); break;
        case 9:
            if (on_board) {
                int k = mines_count_around(&g, r, c);
                FUZZ_CHECK(k >= 0 && k <= 8);
            }
            break;
        case 10:
            if (on) {
                /* 1-based; minesfile.h wants them on the board, but its
                 * own check must cope with one row or column off it. */
                mines_move mv = {(mines_move_kind)(fb_u8(&b) % 4), r == INT32_MAX ? r : r + 1,
                                 c == INT32_MAX ? c : c + 1};
                gg_out out;
                fuzz_sink sink = {0};
                gg_out_init(&out, fuzz_sink_flush, &sink);
                fb = minesfile_play(&g, &mv, &out);
                moved = mv.kind != MOVE_QUIT;
                gg_out_flush(&out);
                gg_out_free(&out);
                if (mv.kind == MOVE_QUIT)
                    fb = MINES_FB_OVER, moved = 0;
            }
            break;
        case 11:
            if (on && (size_t)g.rows * g.cols <= 4096) {
                gg_out out;
                gg_out_init(&out, NULL, NULL);
                minesfile_print_board(&g, &out);
                FUZZ_CHECK(out.failed || out.len > (size_t)g.rows * (g.cols + 1));
                gg_out_free(&out);
            }
            break;
        case 12: {
            gg_rng rng;
            gg_rng_seed(&rng, fb_u64(&b));
            uint64_t bound = fb_u64(&b) | 1;
            FUZZ_CHECK(gg_rng_below(&rng, bound) < bound);
            char text[24];
            size_t len = fb_u8(&b) % sizeof text;
            for (size_t i = 0; i < len; i++)
                text[i] = (char)fb_u8(&b);
            (void)gg_seed_from_text(text, len);
            break;
        }
        }
        if (moved) {
            if (before != MINES_PLAYING)
                FUZZ_CHECK(fb == MINES_FB_OVER && g.steps == steps);
            else if (!on_board)
                FUZZ_CHECK(fb == MINES_FB_OFF_BOARD && g.steps == steps);
            else if (fb != MINES_FB_NO_MEMORY)
                FUZZ_CHECK(g.steps == steps + 1);
            if (fb == MINES_FB_DETECTED) {
                check_revealed(&g, calls & 1);
                FUZZ_CHECK((g.safe_left == 0) == (g.result == MINES_WON));
            }
            if (fb == MINES_FB_BOOM)
                FUZZ_CHECK(g.result == MINES_LOST);
        }
        /* Recounting a big board after every call would be most of the
         * time spent: there, every 32nd call and at the end. */
        int small = !g.cells || (size_t)g.rows * g.cols <= 4096;
        if (small || (calls & 31) == 0)
            check_game(&g, small);
    }
    check_game(&g, 1);
    mines_free(&g);
    return 0;
}
