/* test_mines.c — unit tests of the Minesweeper engine API (mines.h,
 * minesfile.h, lc529.h, minegen.h, rng.h, gg.h): the invariants of the
 * game state under random play, a flood far past any recursion limit, the
 * layouts' promises and their determinism. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "formats/lc529.h"
#include "gen/minegen.h"
#include "rules/mines.h"
#include "formats/minesfile.h"
#include "base/rng.h"

/* Neighbouring mines counted afresh from the mine bits. */
static int true_count(const mines_game *g, int32_t r, int32_t c)
{
    int n = 0;
    for (int32_t y = r - 1; y <= r + 1; y++)
        for (int32_t x = c - 1; x <= c + 1; x++)
            if ((y != r || x != c) && y >= 0 && x >= 0 && y < g->rows && x < g->cols)
                n += (g->cells[(size_t)y * g->cols + x] & MINES_MINE) != 0;
    return n;
}

/* Recount what the game keeps in counters, from the cells themselves. A
 * flood's cells may still be marked (MINES_NEW, and on a swept 0 the flag
 * bit), all inside the game's marked rectangle and as many as it swept. */
static void check_counters(const mines_game *g)
{
    int64_t flags = 0, safe_hidden = 0, mines = 0;
    size_t n = (size_t)g->rows * g->cols, marked = 0;
    for (size_t i = 0; i < n; i++) {
        uint8_t v = g->cells[i];
        if (v & MINES_NEW) {
            uint32_t r = (uint32_t)(i / g->cols), c = (uint32_t)(i % g->cols);
            marked++;
            if (!(v & MINES_OPEN) || r < g->marked.top || r - g->marked.top >= g->marked.rows ||
                c < g->marked.left || c > g->marked.right) {
                CHECK(!"a cell marked new is hidden, or outside the marked rectangle");
                return;
            }
            v &= (uint8_t)~(MINES_NEW | MINES_FLAG);
        }
        flags += (v & MINES_FLAG) != 0;
        mines += (v & MINES_MINE) != 0;
        safe_hidden += !(v & MINES_MINE) && !(v & MINES_OPEN);
        if ((v & MINES_COUNT_MASK) != true_count(g, (int32_t)(i / g->cols), (int32_t)(i % g->cols))) {
            CHECK(!"a cell keeps a wrong count");
            return;
        }
        if ((v & MINES_OPEN) && ((v & MINES_FLAG) || (v & MINES_MINE))) {
            CHECK(!"a swept cell is flagged or a mine");
            return;
        }
    }
    CHECK(marked == 0 || marked == g->revealed_count);
    CHECK(flags == g->flag_count);
    CHECK(mines == g->mine_count);
    CHECK(safe_hidden == g->safe_left);
}

static void test_init_limits(void)
{
    mines_game g;
    CHECK(mines_init(&g, 0, 5) == GG_TOO_BIG);
    CHECK(mines_init(&g, 5, -1) == GG_TOO_BIG);
    CHECK(mines_init(&g, 10001, 10000) == GG_TOO_BIG);
    CHECK(mines_init(&g, 3, 4) == GG_OK);
    CHECK(g.safe_left == 12 && g.mine_count == 0 && g.result == MINES_PLAYING);
    CHECK(mines_set_mine(&g, 3, 0, 1) == -1);
    CHECK(mines_sweep(&g, -1, 0) == MINES_FB_OFF_BOARD);
    CHECK(mines_flag(&g, 0, 4) == MINES_FB_OFF_BOARD);
    CHECK(g.steps == 0);
    mines_free(&g);
}

/* The last move's cells as mines_revealed_run gives them, in runs, equal
 * to the list mines_revealed makes (which clears the flood's marks). */
static void check_runs_match_list(mines_game *g)
{
    uint32_t *runs = malloc((g->revealed_count + 1) * sizeof *runs);
    size_t k = 0;
    mines_run_cursor at = {0, 0};
    uint32_t first;
    for (size_t len; (len = mines_revealed_run(g, &at, &first)) > 0;) {
        CHECK(first / g->cols == (first + len - 1) / g->cols);
        for (size_t j = 0; j < len && k < g->revealed_count + 1; j++)
            runs[k++] = first + (uint32_t)j;
    }
    CHECK(k == g->revealed_count);
    const uint32_t *list = mines_revealed(g);
    CHECK(g->marked.rows == 0);
    CHECK(k == 0 || memcmp(runs, list, k * sizeof *runs) == 0);
    free(runs);
}

/* Random boards, random moves: after each move the counters match the
 * cells, the revealed list is strictly ascending and holds exactly the
 * cells that became swept, the runs read from a flood's marks are that
 * list, and a chord that booms reveals nothing. */
static void test_random_play(void)
{
    gg_rng rng;
    gg_rng_seed(&rng, 2026);
    for (int game = 0; game < 400; game++) {
        int32_t rows = 1 + (int32_t)gg_rng_below(&rng, 12), cols = 1 + (int32_t)gg_rng_below(&rng, 12);
        mines_game g;
        CHECK(mines_init(&g, rows, cols) == GG_OK);
        int density = (int)gg_rng_below(&rng, 40);
        for (int32_t r = 0; r < rows; r++)
            for (int32_t c = 0; c < cols; c++)
                if ((int)gg_rng_below(&rng, 100) < density)
                    mines_set_mine(&g, r, c, 1);
        size_t n = (size_t)rows * cols;
        uint8_t *before = malloc(n);
        for (int move = 0; move < 60 && g.result == MINES_PLAYING; move++) {
            int32_t r = (int32_t)gg_rng_below(&rng, (uint64_t)rows), c = (int32_t)gg_rng_below(&rng, (uint64_t)cols);
            memcpy(before, g.cells, n);
            int64_t steps = g.steps;
            int kind = (int)gg_rng_below(&rng, 3);
            mines_feedback fb = kind == 0 ? mines_flag(&g, r, c) : kind == 1 ? mines_sweep(&g, r, c) : mines_chord(&g, r, c);
            CHECK(g.steps == steps + 1);
            check_counters(&g);
            if (fb == MINES_FB_DETECTED) {
                size_t newly = 0;
                for (size_t i = 0; i < n; i++)
                    newly += (g.cells[i] & MINES_OPEN) && !(before[i] & MINES_OPEN);
                CHECK(newly == g.revealed_count);
                /* Every other move leaves the flood's marks for the next
                 * move to clear, unread. */
                if (move % 2 == 0)
                    check_runs_match_list(&g);
                const uint32_t *revealed = mines_revealed(&g);
                check_counters(&g);
                for (size_t k = 0; k < g.revealed_count; k++) {
                    CHECK(!(before[revealed[k]] & MINES_OPEN));
                    if (k)
                        CHECK(revealed[k - 1] < revealed[k]);
                }
                CHECK((g.safe_left == 0) == (g.result == MINES_WON));
            } else if (fb == MINES_FB_BOOM) {
                CHECK(g.result == MINES_LOST);
                CHECK(g.blown >= 0 && (g.cells[g.blown] & MINES_MINE));
                CHECK(memcmp(before, g.cells, n) == 0);
            } else {
                CHECK(g.result == MINES_PLAYING);
            }
        }
        if (g.result != MINES_PLAYING) {
            int64_t steps = g.steps;
            CHECK(mines_sweep(&g, 0, 0) == MINES_FB_OVER && g.steps == steps);
        }
        free(before);
        mines_free(&g);
    }
}

/* A 2000 x 2000 board with no mine: one sweep floods four million cells
 * through the explicit list of runs waiting, and they come out in
 * row-major order, as whole rows and as a list. */
static void test_huge_flood(void)
{
    mines_game g;
    CHECK(mines_init(&g, 2000, 2000) == GG_OK);
    CHECK(mines_sweep(&g, 1999, 1000) == MINES_FB_DETECTED);
    CHECK(g.revealed_count == 4000000u);
    mines_run_cursor at = {0, 0};
    uint32_t first, runs = 0;
    int whole_rows = 1;
    for (size_t len; (len = mines_revealed_run(&g, &at, &first)) > 0; runs++)
        whole_rows &= len == 2000 && first == runs * 2000;
    CHECK(whole_rows && runs == 2000);
    const uint32_t *revealed = mines_revealed(&g);
    int sorted = 1;
    for (size_t k = 0; k < g.revealed_count; k++)
        sorted &= revealed[k] == (uint32_t)k;
    CHECK(sorted);
    CHECK(g.result == MINES_WON && g.steps == 1);
    mines_free(&g);
}

/* A flood too thin to fill its box (the two rows along the top and the two
 * columns down the left of a board mined everywhere else), swept from the
 * bottom up, comes out in row-major order all the same: it is listed and
 * sorted rather than read back from the box. */
static void test_thin_flood(void)
{
    mines_game g;
    CHECK(mines_init(&g, 300, 300) == GG_OK);
    for (int32_t r = 2; r < 300; r++)
        for (int32_t c = 2; c < 300; c++)
            g.cells[(size_t)r * 300 + c] |= MINES_MINE;
    mines_recount(&g);
    CHECK(mines_sweep(&g, 299, 0) == MINES_FB_DETECTED);
    CHECK(g.revealed_count == 4 * 300 - 4 && g.marked.rows == 0);
    const uint32_t *revealed = mines_revealed(&g);
    size_t k = 0;
    int same = 1;
    for (uint32_t i = 0; i < 300 * 300; i++)
        if (i / 300 < 2 || i % 300 < 2)
            same &= k < g.revealed_count && revealed[k++] == i;
    CHECK(same && k == g.revealed_count);
    check_counters(&g);
    mines_free(&g);
}

/* The chain reaction clears a flag on a safe cell it reaches. */
static void test_flood_clears_flags(void)
{
    mines_game g;
    CHECK(mines_init(&g, 3, 3) == GG_OK);
    mines_set_mine(&g, 2, 2, 1);
    CHECK(mines_flag(&g, 0, 2) == MINES_FB_SUCCESS);
    CHECK(g.flag_count == 1);
    CHECK(mines_sweep(&g, 0, 0) == MINES_FB_DETECTED);
    CHECK(g.flag_count == 0 && (g.cells[2] & MINES_OPEN));
    mines_free(&g);
}

/* Text in, text out through the same module the CLI uses. */
static void test_minesfile_run(void)
{
    const char *text = "1 3\n.*.\nSweep 1 1\nFlag 1 2\nSweep 1 3\nQuit\n";
    const char *want = "1 cell(s) detected\n1 1 1\nsuccess\n1 cell(s) detected\n1 3 1\n"
                       "finish\ntotal step 3\n";
    gg_out out;
    gg_error err = {0, ""};
    gg_out_init(&out, NULL, NULL);
    CHECK(minesfile_run(text, strlen(text), &out, &err) == GG_OK);
    CHECK(out.len == strlen(want) && memcmp(out.data, want, out.len) == 0);
    gg_out_free(&out);

    const char *bad = "1 3\n.*.\nSweep 1 1\nFlag 1 2\n";
    gg_out_init(&out, NULL, NULL);
    CHECK(minesfile_run(bad, strlen(bad), &out, &err) == GG_BAD_INPUT);
    CHECK(err.line == 5);
    CHECK(out.len == strlen("1 cell(s) detected\n1 1 1\nsuccess\n") &&
          memcmp(out.data, "1 cell(s) detected\n1 1 1\nsuccess\n", out.len) == 0);
    gg_out_free(&out);

    mines_move mv;
    char why[160];
    CHECK(minesfile_parse_move(" \tDSweep 2\t3 ", 13, 5, 5, &mv, why, sizeof why) == 1);
    CHECK(mv.kind == MOVE_DSWEEP && mv.x == 2 && mv.y == 3);
    CHECK(minesfile_parse_move("  \t ", 4, 5, 5, &mv, why, sizeof why) == 0);
    CHECK(minesfile_parse_move("Sweep 6 1", 9, 5, 5, &mv, why, sizeof why) == -1);
    CHECK(strcmp(why, "row 6 is off the board (1..5)") == 0);
}

static void test_lc529_keeps_given_revealed_cells(void)
{
    /* A revealed "3" that is not the true count stays as given; only cells
     * the click reveals are written. */
    const char *text = "[[\"E\",\"E\",\"3\"]]\n[0,0]\n";
    gg_out out;
    gg_error err = {0, ""};
    gg_out_init(&out, NULL, NULL);
    CHECK(lc529_run(text, strlen(text), &out, &err) == GG_OK);
    const char *want = "[[\"B\",\"B\",\"3\"]]\n";
    CHECK(out.len == strlen(want) && memcmp(out.data, want, out.len) == 0);
    gg_out_free(&out);
}

static int64_t count_mines(const mines_game *g)
{
    int64_t n = 0;
    for (size_t i = 0; i < (size_t)g->rows * g->cols; i++)
        n += (g->cells[i] & MINES_MINE) != 0;
    return n;
}

static void test_layouts(void)
{
    gg_error err;
    for (int mode = MINEGEN_SAFE; mode <= MINEGEN_OPENING; mode++) {
        for (uint64_t seed = 1; seed <= 30; seed++) {
            mines_game a, b;
            mines_init(&a, 16, 30);
            mines_init(&b, 16, 30);
            int32_t fr = (int32_t)(seed % 16), fc = (int32_t)(seed * 7 % 30);
            CHECK(minegen_layout(&a, 99, seed, (minegen_mode)mode, fr, fc, &err) == GG_OK);
            CHECK(minegen_layout(&b, 99, seed, (minegen_mode)mode, fr, fc, &err) == GG_OK);
            CHECK(memcmp(a.cells, b.cells, 16 * 30) == 0);
            CHECK(count_mines(&a) == 99 && a.mine_count == 99 && a.safe_left == 16 * 30 - 99);
            CHECK(!(a.cells[fr * 30 + fc] & MINES_MINE));
            if (mode == MINEGEN_OPENING)
                CHECK(mines_count_around(&a, fr, fc) == 0 && true_count(&a, fr, fc) == 0);
            check_counters(&a);
            mines_free(&a);
            mines_free(&b);
        }
    }
    /* Different seeds give different games. */
    mines_game a, b;
    mines_init(&a, 16, 30);
    mines_init(&b, 16, 30);
    minegen_layout(&a, 99, 1, MINEGEN_SAFE, 0, 0, &err);
    minegen_layout(&b, 99, 2, MINEGEN_SAFE, 0, 0, &err);
    CHECK(memcmp(a.cells, b.cells, 16 * 30) != 0);
    mines_free(&a);
    mines_free(&b);
    /* The densest boards: every cell but the first; past that, refused. */
    mines_init(&a, 3, 3);
    CHECK(minegen_layout(&a, 8, 5, MINEGEN_OPENING, 1, 1, &err) == GG_OK);
    CHECK(count_mines(&a) == 8 && !(a.cells[4] & MINES_MINE));
    mines_free(&a);
    mines_init(&a, 3, 3);
    CHECK(minegen_layout(&a, 9, 5, MINEGEN_SAFE, 1, 1, &err) == GG_BAD_INPUT);
    CHECK(minegen_layout(&a, 1, 5, MINEGEN_SAFE, 3, 1, &err) == GG_BAD_INPUT);
    mines_free(&a);
    CHECK(minegen_max_mines(16, 30, MINEGEN_SAFE) == 479);
    CHECK(minegen_max_mines(16, 30, MINEGEN_OPENING) == 471);
}

/* Reference values computed separately (a Python transcription of
 * xoshiro256** and splitmix64): the same numbers on every platform. */
static void test_rng(void)
{
    gg_rng rng;
    gg_rng_seed(&rng, 0);
    CHECK(gg_rng_next(&rng) == UINT64_C(0x99ec5f36cb75f2b4));
    CHECK(gg_rng_next(&rng) == UINT64_C(0xbf6e1f784956452a));
    CHECK(gg_rng_next(&rng) == UINT64_C(0x1a5f849d4933e6e0));
    gg_rng_seed(&rng, 12345);
    CHECK(gg_rng_next(&rng) == UINT64_C(0xbe6a36374160d49b));
    CHECK(gg_seed_from_text("12345", 5) == 12345);
    CHECK(gg_seed_from_text("kitten", 6) == UINT64_C(0x50b4cf8d91f954ce));
    int in_range = 1;
    for (int i = 0; i < 10000; i++)
        in_range &= gg_rng_below(&rng, 7) < 7;
    CHECK(in_range);
}

static void test_numbers(void)
{
    char buf[32];
    *gg_fmt_int(buf, INT64_MIN) = '\0';
    CHECK(strcmp(buf, "-9223372036854775808") == 0);
    *gg_fmt_int(buf, 0) = '\0';
    CHECK(strcmp(buf, "0") == 0);
    const char *s = "9223372036854775808", *p = s;
    int64_t v;
    CHECK(gg_parse_int(&p, s + strlen(s), &v) == 2);
    s = "-42x";
    p = s;
    CHECK(gg_parse_int(&p, s + 4, &v) == 1 && v == -42 && *p == 'x');
    s = "-";
    p = s;
    CHECK(gg_parse_int(&p, s + 1, &v) == 0);
}

int main(void)
{
    test_init_limits();
    test_random_play();
    test_huge_flood();
    test_thin_flood();
    test_flood_clears_flags();
    test_minesfile_run();
    test_lc529_keeps_given_revealed_cells();
    test_layouts();
    test_rng();
    test_numbers();
    return check_report("test_mines");
}
