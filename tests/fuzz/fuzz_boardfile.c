/* fuzz_boardfile.c — the board-file reader (boardfile.h: text, .mbf,
 * layout codes, told apart by content) and the position-code decoder
 * (minescode.h) on any bytes. No crash, hang or bad read; a refusal is
 * GG_BAD_INPUT with a sentence. What is accepted must come back
 * unchanged: a layout written as text, .mbf (when it fits) and code reads
 * back to the same mines, and an accepted position code is the code its
 * position prints (one code a position), whose analysis (solver/
 * position.h, on small boards) succeeds or names a reason. The same
 * bytes go to solve's reading of one position (solvetext_analyse) when
 * they are a LeetCode board, whose size the input bounds. */
// fuzz-requires: engine/formats/boardfile.h
// fuzz-requires: engine/formats/minescode.h
#include <stdint.h>

#include "fuzz_common.h"
#include "formats/boardfile.h"
#include "formats/minescode.h"
#include "formats/solvetext.h"
#include "solver/position.h"

FUZZ_NO_COVERAGE static int same_layout(const mines_game *a, const mines_game *b)
{
    if (a->rows != b->rows || a->cols != b->cols || a->mine_count != b->mine_count)
        return 0;
    for (size_t i = 0; i < (size_t)a->rows * a->cols; i++)
        if ((a->cells[i] ^ b->cells[i]) & MINES_MINE)
            return 0;
    return 1;
}

static void check_layout(const mines_game *g)
{
    for (int kind = 0; kind < 3; kind++) {
        gg_out o = {0};
        gg_error err;
        if (kind == 1 && boardfile_mbf_fits(g, &err) != GG_OK) {
            FUZZ_CHECK(err.msg[0] != '\0');
            continue;
        }
        if (kind == 0)
            boardfile_write_text(g, &o);
        else if (kind == 1)
            boardfile_write_mbf(g, &o);
        else
            minescode_print_layout(g, &o);
        FUZZ_CHECK(!o.failed);
        mines_game back;
        boardfile_kind got;
        FUZZ_CHECK(boardfile_read(o.data, o.len, &back, &got, &err) == GG_OK);
        FUZZ_CHECK((int)got == kind);
        FUZZ_CHECK(same_layout(g, &back));
        mines_free(&back);
        gg_out_free(&o);
    }
}

static void check_position(const char *text, size_t len)
{
    mines_position p;
    gg_error err = {0, ""};
    gg_status st = minescode_parse_position(text, len, &p, &err);
    if (st != GG_OK) {
        FUZZ_CHECK(st == GG_BAD_INPUT || st == GG_NO_MEMORY);
        FUZZ_CHECK(st != GG_BAD_INPUT || err.msg[0] != '\0');
        FUZZ_CHECK(p.cells == NULL);
        return;
    }
    gg_out o = {0};
    minescode_print_position(&p, &o);
    /* The code, without the blanks around it, is the one printed. */
    while (len && (*text == ' ' || *text == '\t' || *text == '\r' || *text == '\n')) {
        text++;
        len--;
    }
    while (len && (text[len - 1] == ' ' || text[len - 1] == '\t' || text[len - 1] == '\r' || text[len - 1] == '\n'))
        len--;
    FUZZ_CHECK(o.len == len && memcmp(o.data, text, len) == 0);
    gg_out_free(&o);
    if ((size_t)p.rows * (size_t)p.cols <= 256) {
        position_report r;
        st = position_analyse(&r, p.rows, p.cols, p.mines, p.cells, &err);
        FUZZ_CHECK(st == GG_OK || (st == GG_BAD_INPUT && err.msg[0] != '\0'));
        if (st == GG_OK) {
            FUZZ_CHECK(r.move < (int64_t)p.rows * p.cols);
            position_free(&r);
        }
    }
    minescode_free(&p);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    mines_game g;
    gg_error err = {0, ""};
    gg_status st = boardfile_read(text, size, &g, NULL, &err);
    if (st == GG_OK)
        check_layout(&g);
    else
        FUZZ_CHECK(st != GG_BAD_INPUT || err.msg[0] != '\0');
    mines_free(&g);
    check_position(text, size);
    size_t k = 0;
    while (k < size && (text[k] == ' ' || text[k] == '\t'))
        k++;
    if (size <= 4096 && k < size && (text[k] == '[' || text[k] == 'b')) {
        position_report r;
        st = solvetext_analyse(text, size, size % 3 == 0 ? (int64_t)(size % 7) : -1, &r, &err);
        FUZZ_CHECK(st == GG_OK || st == GG_BAD_INPUT || st == GG_TOO_BIG);
        if (st == GG_OK) {
            FUZZ_CHECK(r.move < (int64_t)r.rows * r.cols);
            FUZZ_CHECK(r.move < 0 || r.s.view[r.move] < 0);
            position_free(&r);
        } else {
            FUZZ_CHECK(err.msg[0] != '\0');
        }
    }
    return 0;
}
