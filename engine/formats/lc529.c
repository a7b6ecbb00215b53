/* lc529.c — LeetCode 529 case files: parse, click, print (docs/minesweeper.md §12). */
#include "formats/lc529.h"

#include <stdlib.h>
#include <string.h>

static int revealed_char(char ch)
{
    return ch == 'B' || (ch >= '1' && ch <= '8');
}

gg_status lc529_parse_board(gg_json *js, long line, lc529_board *b, gg_error *err)
{
    memset(b, 0, sizeof *b);
    gg_json_label(js, "board");
    if (!gg_json_eat(js, '['))
        return gg_fail(err, line, "expected a board: '[' starting a JSON array of rows");
    size_t cap = 0, n = 0;
    int32_t rows = 0, cols = -1;
    if (gg_json_eat(js, ']'))
        return gg_fail(err, line, "the board is empty");
    do {
        if (!gg_json_eat(js, '['))
            return gg_fail(err, line, "board row %ld: expected '[' starting a row", (long)rows + 1);
        int32_t in_row = 0;
        if (!gg_json_eat(js, ']')) {
            do {
                const char *s;
                size_t slen;
                int got = gg_json_string(js, &s, &slen);
                if (got != 1)
                    return gg_fail(err, line, "board row %ld: expected a one-character string like \"E\"",
                                   (long)rows + 1);
                if (slen != 1 || !(strchr("MEBX", s[0]) || revealed_char(s[0])) || s[0] == '\0')
                    return gg_fail(err, line, "board row %ld, column %ld: \"%.*s\" is not one of M E B 1-8 X",
                                   (long)rows + 1, (long)in_row + 1, (int)(slen > 20 ? 20 : slen), s);
                if ((int64_t)n + 1 > MINES_MAX_CELLS)
                    return gg_fail(err, line, "the board has more than %d cells", MINES_MAX_CELLS);
                if (n == cap) {
                    size_t ncap = cap ? cap * 2 : 256;
                    char *cells = realloc(b->cells, ncap);
                    if (!cells)
                        return GG_NO_MEMORY;
                    b->cells = cells;
                    cap = ncap;
                }
                b->cells[n++] = s[0];
                in_row++;
            } while (gg_json_eat(js, ','));
            if (!gg_json_eat(js, ']'))
                return gg_fail(err, line, "board row %ld: expected ',' or ']'", (long)rows + 1);
        }
        if (in_row == 0)
            return gg_fail(err, line, "board row %ld is empty", (long)rows + 1);
        if (cols >= 0 && in_row != cols)
            return gg_fail(err, line, "board row %ld has length %ld, expected %ld (a ragged board)",
                           (long)rows + 1, (long)in_row, (long)cols);
        cols = in_row;
        rows++;
    } while (gg_json_eat(js, ','));
    if (!gg_json_eat(js, ']'))
        return gg_fail(err, line, "expected ',' or ']' after board row %ld", (long)rows);
    b->rows = rows;
    b->cols = cols;
    const char *x = memchr(b->cells, 'X', n);
    if (x) {
        size_t i = (size_t)(x - b->cells);
        return gg_fail(err, line, "the board already holds an X at [%ld,%ld]: the game is over",
                       (long)(i / (size_t)cols), (long)(i % (size_t)cols));
    }
    return GG_OK;
}

gg_status lc529_parse_click(gg_json *js, long line, lc529_board *b, gg_error *err)
{
    int64_t rc[2];
    gg_json_label(js, "click");
    if (!gg_json_eat(js, '['))
        return gg_fail(err, line, "expected a click: '[' starting [row, column]");
    for (int k = 0; k < 2; k++) {
        if (k && !gg_json_eat(js, ','))
            return gg_fail(err, line, "a click is two numbers [row, column]");
        int got = gg_json_int(js, &rc[k]);
        if (got == 0)
            return gg_fail(err, line, "a click is two numbers [row, column]");
        if (got == 2) /* rc[k] was not set: it must not be read */
            return gg_fail(err, line, "click %s is off the board: the number does not fit in 64 bits "
                           "(rows 0..%ld, columns 0..%ld)", k ? "column" : "row",
                           (long)b->rows - 1, (long)b->cols - 1);
    }
    if (!gg_json_eat(js, ']'))
        return gg_fail(err, line, "a click is two numbers [row, column]: expected ']'");
    if (rc[0] < 0 || rc[0] >= b->rows || rc[1] < 0 || rc[1] >= b->cols)
        return gg_fail(err, line, "click [%lld,%lld] is off the board (rows 0..%ld, columns 0..%ld)",
                       (long long)rc[0], (long long)rc[1], (long)b->rows - 1, (long)b->cols - 1);
    char ch = b->cells[(size_t)rc[0] * b->cols + (size_t)rc[1]];
    if (revealed_char(ch))
        return gg_fail(err, line, "click [%lld,%lld] is on a revealed cell \"%c\"",
                       (long long)rc[0], (long long)rc[1], ch);
    b->has_click = 1;
    b->click_r = rc[0];
    b->click_c = rc[1];
    return GG_OK;
}

gg_status lc529_to_game(const lc529_board *b, mines_game *g)
{
    gg_status st = mines_init(g, b->rows, b->cols);
    if (st != GG_OK)
        return st;
    size_t n = (size_t)b->rows * b->cols;
    for (size_t i = 0; i < n; i++)
        if (b->cells[i] == 'M' || b->cells[i] == 'X')
            mines_set_mine(g, (int32_t)(i / b->cols), (int32_t)(i % b->cols), 1);
    for (size_t i = 0; i < n; i++)
        if (revealed_char(b->cells[i]))
            mines_set_open(g, (int32_t)(i / b->cols), (int32_t)(i % b->cols));
    return GG_OK;
}

gg_status lc529_click(lc529_board *b)
{
    mines_game g;
    gg_status st = lc529_to_game(b, &g);
    if (st != GG_OK) {
        mines_free(&g);
        return st;
    }
    mines_feedback fb = mines_sweep(&g, (int32_t)b->click_r, (int32_t)b->click_c);
    if (fb == MINES_FB_BOOM)
        b->cells[g.blown] = 'X';
    else if (fb == MINES_FB_DETECTED) {
        mines_run_cursor at = {0, 0};
        uint32_t first;
        for (size_t len; (len = mines_revealed_run(&g, &at, &first)) > 0;)
            for (uint32_t i = first; i < first + len; i++) {
                int count = g.cells[i] & MINES_COUNT_MASK;
                b->cells[i] = count ? (char)('0' + count) : 'B';
            }
    } else
        st = GG_NO_MEMORY;
    mines_free(&g);
    return st;
}

void lc529_print(const lc529_board *b, gg_out *out)
{
    gg_out_char(out, '[');
    for (int32_t r = 0; r < b->rows; r++) {
        char *p = gg_out_reserve(out, (size_t)b->cols * 4 + 3);
        if (!p)
            return;
        char *q = p;
        if (r)
            *q++ = ',';
        *q++ = '[';
        for (int32_t c = 0; c < b->cols; c++) {
            if (c)
                *q++ = ',';
            *q++ = '"';
            *q++ = b->cells[(size_t)r * b->cols + c];
            *q++ = '"';
        }
        *q++ = ']';
        gg_out_commit(out, (size_t)(q - p));
    }
    gg_out_str(out, "]\n");
}

/* The next line that is not blank, as a JSON cursor; 0 at the end, -1
 * (with err) at a line longer than GG_MAX_LINE. */
static int next_value_line(gg_lines *ls, gg_json *js, gg_error *err)
{
    const char *line;
    size_t len;
    while (gg_lines_next(ls, &line, &len)) {
        if (len > GG_MAX_LINE) {
            gg_fail(err, ls->line, "the line is %zu bytes long, more than the %zu allowed", len, GG_MAX_LINE);
            return -1;
        }
        gg_json_init(js, line, len);
        if (!gg_json_at_end(js))
            return 1;
    }
    return 0;
}

gg_status lc529_run(const char *text, size_t len, gg_out *out, gg_error *err)
{
    gg_lines ls;
    gg_json js;
    gg_lines_init(&ls, text, len);
    int more;
    while ((more = next_value_line(&ls, &js, err)) > 0) {
        lc529_board b;
        long board_line = ls.line;
        gg_status st = lc529_parse_board(&js, board_line, &b, err);
        if (st == GG_OK) {
            /* The click follows on the same line after a comma (the problem
             * text's form) or on the next line (LeetCode's test-case form). */
            if (gg_json_eat(&js, ',')) {
                st = lc529_parse_click(&js, board_line, &b, err);
            } else if (!gg_json_at_end(&js)) {
                st = gg_fail(err, board_line, "unexpected text after the board");
            } else if ((more = next_value_line(&ls, &js, err)) < 0) {
                st = GG_BAD_INPUT;
            } else if (!more) {
                st = gg_fail(err, ls.line + 1, "the input ends before the click of the board on line %ld",
                             board_line);
            } else {
                st = lc529_parse_click(&js, ls.line, &b, err);
            }
            if (st == GG_OK && !gg_json_at_end(&js))
                st = gg_fail(err, ls.line, "unexpected text after the click");
        }
        if (st == GG_OK)
            st = lc529_click(&b);
        if (st == GG_OK)
            lc529_print(&b, out);
        free(b.cells);
        if (st != GG_OK)
            return st;
    }
    return more < 0 ? GG_BAD_INPUT : GG_OK;
}
