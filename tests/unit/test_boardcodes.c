/* test_boardcodes.c — board files (boardfile.h) and position codes
 * (minescode.h) as the docs state them: random layouts and positions
 * written and read back unchanged (text, .mbf, layout code, position
 * code), the kind told by content, the documented examples, and codes
 * that are not written the one way refused. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "base/rng.h"
#include "formats/boardfile.h"
#include "formats/minescode.h"

static int same_layout(const mines_game *a, const mines_game *b)
{
    if (a->rows != b->rows || a->cols != b->cols || a->mine_count != b->mine_count)
        return 0;
    for (size_t i = 0; i < (size_t)a->rows * a->cols; i++)
        if ((a->cells[i] ^ b->cells[i]) & MINES_MINE)
            return 0;
    return 1;
}

static void random_layout(gg_rng *rng, mines_game *g, int32_t max_side)
{
    int32_t rows = 1 + (int32_t)gg_rng_below(rng, (uint64_t)max_side);
    int32_t cols = 1 + (int32_t)gg_rng_below(rng, (uint64_t)max_side);
    mines_init(g, rows, cols);
    uint64_t density = gg_rng_below(rng, 101);
    for (size_t i = 0; i < (size_t)rows * cols; i++)
        if (gg_rng_below(rng, 100) < density)
            g->cells[i] = MINES_MINE;
    mines_recount(g);
}

static gg_status read_back(gg_out *o, mines_game *g, boardfile_kind want)
{
    gg_error err;
    boardfile_kind kind;
    gg_status st = boardfile_read(o->data, o->len, g, &kind, &err);
    CHECK(kind == want);
    return st;
}

static gg_status parse_position(const char *code, mines_position *p)
{
    gg_error err;
    return minescode_parse_position(code, strlen(code), p, &err);
}

int main(void)
{
    gg_rng rng;
    gg_rng_seed(&rng, 2026);
    for (int k = 0; k < 2000; k++) {
        mines_game g, back;
        random_layout(&rng, &g, k % 10 ? 20 : 300);
        boardfile_kind kinds[3] = {BOARDFILE_TEXT, BOARDFILE_MBF, BOARDFILE_CODE};
        for (int w = 0; w < 3; w++) {
            gg_out o = {0};
            gg_error err;
            if (w == 1 && boardfile_mbf_fits(&g, &err) != GG_OK) {
                CHECK(g.rows > 255 || g.cols > 255);
                boardfile_write_mbf(&g, &o);
                CHECK(o.len == 0); /* nothing written for a board that does not fit */
                continue;
            }
            if (w == 0)
                boardfile_write_text(&g, &o);
            else if (w == 1)
                boardfile_write_mbf(&g, &o);
            else
                minescode_print_layout(&g, &o);
            CHECK(read_back(&o, &back, kinds[w]) == GG_OK && same_layout(&g, &back));
            mines_free(&back);
            gg_out_free(&o);
        }
        /* a position on it: some cells revealed with their numbers, some flagged */
        size_t n = (size_t)g.rows * g.cols, unrevealed = 0;
        mines_position p = {g.rows, g.cols, 0, malloc(n)}, q;
        for (size_t i = 0; i < n; i++) {
            uint64_t roll = gg_rng_below(&rng, 3);
            p.cells[i] = (int8_t)(roll == 0 && !(g.cells[i] & MINES_MINE) ? (g.cells[i] & MINES_COUNT_MASK)
                                  : roll == 1                        ? MINESCODE_FLAG
                                                                     : MINESCODE_HIDDEN);
            unrevealed += p.cells[i] < 0;
        }
        p.mines = (int64_t)gg_rng_below(&rng, unrevealed + 1);
        gg_out o = {0};
        minescode_print_position(&p, &o);
        gg_out_char(&o, '\0');
        CHECK(minescode_kind(o.data, o.len - 1) == 'P');
        CHECK(parse_position(o.data, &q) == GG_OK && q.rows == p.rows && q.cols == p.cols && q.mines == p.mines &&
              memcmp(q.cells, p.cells, n) == 0);
        minescode_free(&q);
        minescode_free(&p);
        gg_out_free(&o);
        mines_free(&g);
    }

    /* The examples of minescode.h and docs/minesweeper.md. */
    mines_position p;
    CHECK(parse_position("P3x4m2.fh3B4A4", &p) == GG_OK && p.rows == 3 && p.cols == 4 && p.mines == 2);
    if (p.cells) {
        static const int8_t want[12] = {-2, -1, -1, -1, 1, 1, 1, 1, 0, 0, 0, 0};
        CHECK(memcmp(p.cells, want, 12) == 0);
    }
    minescode_free(&p);
    CHECK(parse_position("P3x4m2.Bh3fA3h4", &p) == GG_OK); /* well formed, though no layout fits it */
    minescode_free(&p);
    CHECK(parse_position("  P1x1m0.A\n", &p) == GG_OK);
    minescode_free(&p);
    mines_game g;
    gg_error err;
    CHECK(minescode_parse_layout("L3x4m3.gh", 9, &g, &err) == GG_OK && g.mine_count == 3 &&
          (g.cells[0] & MINES_MINE) && (g.cells[6] & MINES_MINE) && (g.cells[11] & MINES_MINE));
    mines_free(&g);

    /* Not the one way to write it, or not a position at all. */
    static const char *const bad[] = {
        "P3x4m2.Bhhhf A3h4", "P3x4m2.Bh2hfA3h4", "P3x4m2.Bh3fAAAh4", "P3x4m2.Bh3fA3h3h", "P3x4m2.Bh3fA3hh2",
        "P3x4m2.Bh3fA3h5", "P3x4m2.Bh3fA3h3", "P3x4m2.Bh03fA3h4", "P03x4m2.Bh3fA3h4", "P3x4m9.Bh3fA3h4",
        "P3x4m2Bh3fA3h4", "P3x4.Bh3fA3h4", "P0x4m0.", "P3x4m2.Bh3fA3h4 x", "P3x4m2.Jh3fA3h4", "P3x4m2.B-h3fA3h4",
        "P3x4m2.", "P3x4m10.I3h9", "P100000000x2m0.h200000000", "P3x4m2.h1B", "P3x4m2.h0B",
    };
    for (size_t k = 0; k < sizeof bad / sizeof *bad; k++) {
        gg_status st = parse_position(bad[k], &p);
        CHECK(st != GG_OK);
        if (st == GG_OK)
            fprintf(stderr, "  accepted %s\n", bad[k]);
        minescode_free(&p);
    }
    static const char *const bad_layouts[] = {"L3x4m3.gg", "L3x4m3.g", "L3x4m3.ghh", "L3x4m3.g!", "L1x2m1.h",
                                              "L3x4m3gh", "L3x4m13.gh", "Lx4m3.gh"};
    for (size_t k = 0; k < sizeof bad_layouts / sizeof *bad_layouts; k++) {
        CHECK(minescode_parse_layout(bad_layouts[k], strlen(bad_layouts[k]), &g, &err) == GG_BAD_INPUT);
        mines_free(&g);
    }

    /* Kinds by content: text, .mbf, codes. */
    CHECK(boardfile_kind_of("3 4\n*...\n", 9) == BOARDFILE_TEXT);
    CHECK(boardfile_kind_of("\x04\x03\x00\x00", 4) == BOARDFILE_MBF);
    CHECK(boardfile_kind_of("L3x4m3.gh", 9) == BOARDFILE_CODE);
    CHECK(boardfile_kind_of("1\x02\x00\x00", 4) == BOARDFILE_MBF);
    CHECK(boardfile_kind_of("", 0) == BOARDFILE_MBF);
    return check_report("test_boardcodes");
}
