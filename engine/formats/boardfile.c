/* boardfile.c — layouts as text or .mbf (boardfile.h). */
#include "formats/boardfile.h"

#include <string.h>

#include "formats/minescode.h"
#include "formats/minesfile.h"

static int is_text_byte(unsigned char b)
{
    return (b >= 0x20 && b < 0x7f) || b == '\t' || b == '\n' || b == '\r';
}

boardfile_kind boardfile_kind_of(const char *bytes, size_t len)
{
    if (len == 0)
        return BOARDFILE_MBF;
    /* A size line starts with two digits or blanks (`12 9`, ` 3 4`, `3 4`),
     * a code with its letter and a digit. */
    unsigned char first = (unsigned char)bytes[0], second = len >= 2 ? (unsigned char)bytes[1] : ' ';
    int digit2 = second >= '0' && second <= '9';
    int code = (first == 'L' || first == 'P') && digit2;
    int size_line = ((first >= '0' && first <= '9') || first == ' ' || first == '\t') &&
                    (digit2 || second == ' ' || second == '\t');
    if (!size_line && !code)
        return BOARDFILE_MBF;
    for (size_t i = 0; i < len; i++)
        if (!is_text_byte((unsigned char)bytes[i]))
            return BOARDFILE_MBF;
    return code ? BOARDFILE_CODE : BOARDFILE_TEXT;
}

static int is_blank_line(const char *line, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if (line[i] != ' ' && line[i] != '\t')
            return 0;
    return 1;
}

gg_status boardfile_read_text(const char *bytes, size_t len, mines_game *g, gg_error *err)
{
    gg_lines ls;
    gg_lines_init(&ls, bytes, len);
    gg_status st = minesfile_read_board(&ls, g, err);
    if (st != GG_OK)
        return st;
    /* What follows the rows is a command file's moves, not read here; the
     * first of them must be one, so that a row too many (a size line
     * that says too few rows) is not taken for the end of the board. */
    long last_row = ls.line;
    const char *line;
    size_t llen;
    while (gg_lines_next(&ls, &line, &llen)) {
        if (is_blank_line(line, llen))
            continue;
        mines_move mv;
        char why[160];
        if (llen > MINESFILE_LINE_SLACK)
            return gg_fail(err, ls.line, "the board ended at line %ld (%ld rows); a longer line than a move "
                           "follows it", last_row, (long)g->rows);
        if (minesfile_parse_move(line, llen, g->rows, g->cols, &mv, why, sizeof why) < 0)
            return gg_fail(err, ls.line, "the board ended at line %ld (%ld rows); only a command file's "
                           "moves may follow it: %s", last_row, (long)g->rows, why);
        break;
    }
    return GG_OK;
}

gg_status boardfile_read_mbf(const char *bytes, size_t len, mines_game *g, gg_error *err)
{
    const unsigned char *b = (const unsigned char *)bytes;
    memset(g, 0, sizeof *g);
    g->blown = -1;
    if (len < 4)
        return gg_fail(err, 0, "an .mbf file starts with 4 bytes (width, height, number of mines), "
                       "this one has %zu", len);
    int32_t cols = b[0], rows = b[1];
    size_t mines = (size_t)b[2] << 8 | b[3];
    if (cols == 0 || rows == 0)
        return gg_fail(err, 0, "the .mbf board is %ld wide and %ld high: a side of 0", (long)cols, (long)rows);
    if (mines > (size_t)rows * (size_t)cols)
        return gg_fail(err, 0, "the .mbf file says %zu mines, more than the %ld cells of its %ld x %ld board",
                       mines, (long)rows * cols, (long)cols, (long)rows);
    size_t want = 4 + 2 * mines;
    if (len < want)
        return gg_fail(err, 0, "the .mbf file is cut short: %zu mines take %zu bytes, it has %zu "
                       "(the mine count may be wrong)", mines, want, len);
    if (len > want)
        return gg_fail(err, 0, "the .mbf file has %zu byte%s left over after the %zu mine%s it says it holds "
                       "(the mine count may be wrong)", len - want, len - want == 1 ? "" : "s", mines,
                       mines == 1 ? "" : "s");
    gg_status st = mines_init(g, rows, cols);
    if (st != GG_OK)
        return st;
    for (size_t k = 0; k < mines; k++) {
        int32_t x = b[4 + 2 * k], y = b[5 + 2 * k];
        if (x >= cols || y >= rows)
            return gg_fail(err, 0, "mine %zu of the .mbf file, at column %ld, row %ld (from 0), is off its "
                           "%ld wide, %ld high board", k + 1, (long)x, (long)y, (long)cols, (long)rows);
        uint8_t *cell = &g->cells[(size_t)y * (size_t)cols + (size_t)x];
        if (*cell & MINES_MINE)
            return gg_fail(err, 0, "mine %zu of the .mbf file, at column %ld, row %ld (from 0), is there twice",
                           k + 1, (long)x, (long)y);
        *cell |= MINES_MINE;
    }
    mines_recount(g);
    return GG_OK;
}

gg_status boardfile_read(const char *bytes, size_t len, mines_game *g, boardfile_kind *kind, gg_error *err)
{
    boardfile_kind k = boardfile_kind_of(bytes, len);
    if (kind)
        *kind = k;
    if (len == 0) {
        memset(g, 0, sizeof *g);
        g->blown = -1;
        return gg_fail(err, 0, "the board file is empty: expected `n m` and n rows, or an .mbf file");
    }
    if (k == BOARDFILE_CODE) {
        if (bytes[0] == 'P') {
            memset(g, 0, sizeof *g);
            g->blown = -1;
            return gg_fail(err, 0, "a position code (P...) says what a player sees, not where the mines are: "
                           "a layout code starts with L");
        }
        return minescode_parse_layout(bytes, len, g, err);
    }
    return k == BOARDFILE_TEXT ? boardfile_read_text(bytes, len, g, err) : boardfile_read_mbf(bytes, len, g, err);
}

gg_status boardfile_mbf_fits(const mines_game *g, gg_error *err)
{
    if (g->rows > BOARDFILE_MBF_MAX_SIDE || g->cols > BOARDFILE_MBF_MAX_SIDE)
        return gg_fail(err, 0, "a %ld x %ld board does not fit in an .mbf file, whose sides are at most %d",
                       (long)g->rows, (long)g->cols, BOARDFILE_MBF_MAX_SIDE);
    /* 255 x 255 cells are fewer than the 65,535 mines two bytes count. */
    return GG_OK;
}

void boardfile_write_mbf(const mines_game *g, gg_out *out)
{
    gg_error unused;
    if (boardfile_mbf_fits(g, &unused) != GG_OK)
        return;
    size_t n = (size_t)g->rows * (size_t)g->cols;
    char *p = gg_out_reserve(out, 4 + 2 * (size_t)g->mine_count);
    if (!p)
        return;
    p[0] = (char)(unsigned char)g->cols;
    p[1] = (char)(unsigned char)g->rows;
    p[2] = (char)(unsigned char)(g->mine_count >> 8);
    p[3] = (char)(unsigned char)(g->mine_count & 0xff);
    size_t at = 4;
    for (size_t i = 0; i < n; i++)
        if (g->cells[i] & MINES_MINE) {
            p[at++] = (char)(unsigned char)(i % (size_t)g->cols);
            p[at++] = (char)(unsigned char)(i / (size_t)g->cols);
        }
    gg_out_commit(out, at);
}

void boardfile_write_text(const mines_game *g, gg_out *out)
{
    minesfile_print_board(g, out);
}
