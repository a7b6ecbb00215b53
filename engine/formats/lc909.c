/* lc909.c — LeetCode 909 case files: parse boards, print least rolls,
 * expectations or distributions (docs/snakes.md; see lc909.h). */
#include "formats/lc909.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "formats/snakescode.h"
#include "odds/snakesodds.h"
#include "rules/snakesgen.h"

gg_status lc909_parse_board(gg_json *js, long line, snakes_board *b, gg_error *err)
{
    b->dest = NULL;
    gg_json_label(js, "board");
    if (!gg_json_eat(js, '['))
        return gg_fail(err, line, "expected a board: '[' starting a JSON array of rows");
    if (gg_json_eat(js, ']'))
        return gg_fail(err, line, "the board is empty");
    /* The values, row by row as written; the side n is known at the end. */
    int32_t *values = NULL;
    size_t cap = 0, count = 0;
    int64_t rows = 0, cols = -1;
    gg_status st = GG_OK;
    do {
        if (!gg_json_eat(js, '[')) {
            st = gg_fail(err, line, "board row %lld: expected '[' starting a row", (long long)rows + 1);
            goto fail;
        }
        int64_t in_row = 0;
        if (!gg_json_eat(js, ']')) {
            do {
                int64_t v;
                int got = gg_json_int(js, &v);
                if (got == 0) {
                    st = gg_fail(err, line, "board row %lld: expected a number (-1 or a square)",
                                 (long long)rows + 1);
                    goto fail;
                }
                if (got == 2) {
                    st = gg_fail(err, line, "board row %lld, column %lld: the number does not fit in 64 bits",
                                 (long long)rows + 1, (long long)in_row + 1);
                    goto fail;
                }
                if (v == 0 || v < -1) {
                    st = gg_fail(err, line, "board row %lld, column %lld: %lld is not -1 or a square number",
                                 (long long)rows + 1, (long long)in_row + 1, (long long)v);
                    goto fail;
                }
                if (v > (int64_t)SNAKES_MAX_SIDE * SNAKES_MAX_SIDE) {
                    st = gg_fail(err, line, "board row %lld, column %lld: %lld is past the last square of the "
                                 "largest board taken (%d x %d)", (long long)rows + 1, (long long)in_row + 1,
                                 (long long)v, SNAKES_MAX_SIDE, SNAKES_MAX_SIDE);
                    goto fail;
                }
                if (cols < 0 && in_row >= SNAKES_MAX_SIDE) {
                    gg_fail(err, line, "the board is wider than %d squares, the largest side taken",
                            SNAKES_MAX_SIDE);
                    st = GG_TOO_BIG;
                    goto fail;
                }
                if (cols >= 0 && in_row >= cols) {
                    st = gg_fail(err, line, "board row %lld is longer than %lld (a ragged board)",
                                 (long long)rows + 1, (long long)cols);
                    goto fail;
                }
                if (count == cap) {
                    size_t ncap = cap ? cap * 2 : 64;
                    int32_t *bigger = realloc(values, ncap * sizeof *values);
                    if (!bigger) {
                        st = GG_NO_MEMORY;
                        goto fail;
                    }
                    values = bigger;
                    cap = ncap;
                }
                values[count++] = (int32_t)v;
                in_row++;
            } while (gg_json_eat(js, ','));
            if (!gg_json_eat(js, ']')) {
                st = gg_fail(err, line, "board row %lld: expected ',' or ']'", (long long)rows + 1);
                goto fail;
            }
        }
        if (in_row == 0) {
            st = gg_fail(err, line, "board row %lld is empty", (long long)rows + 1);
            goto fail;
        }
        if (cols >= 0 && in_row != cols) {
            st = gg_fail(err, line, "board row %lld has length %lld, expected %lld (a ragged board)",
                         (long long)rows + 1, (long long)in_row, (long long)cols);
            goto fail;
        }
        cols = in_row;
        rows++;
        if (rows > cols) {
            st = gg_fail(err, line, "the board has more than %lld rows of %lld: it must be square (n x n)",
                         (long long)cols, (long long)cols);
            goto fail;
        }
    } while (gg_json_eat(js, ','));
    if (!gg_json_eat(js, ']')) {
        st = gg_fail(err, line, "expected ',' or ']' after board row %lld", (long long)rows);
        goto fail;
    }
    if (rows != cols) {
        st = gg_fail(err, line, "the board has %lld rows of %lld: it must be square (n x n)", (long long)rows,
                     (long long)cols);
        goto fail;
    }
    if (rows < 2) {
        st = gg_fail(err, line, "a 1 x 1 board has no game: n must be at least 2");
        goto fail;
    }
    int32_t n = (int32_t)rows, last = n * n;
    st = snakes_init(b, n);
    if (st != GG_OK)
        goto fail;
    for (int32_t row = 0; row < n; row++)
        for (int32_t col = 0; col < n; col++) {
            int32_t v = values[(size_t)row * n + col];
            int32_t square = snakes_cell_square(n, row, col);
            if (v > last) {
                st = gg_fail(err, line, "board row %ld, column %ld: %ld is not a square of this %ld x %ld board (1..%ld)",
                             (long)row + 1, (long)col + 1, (long)v, (long)n, (long)n, (long)last);
                goto fail;
            }
            if (v != -1 && square == last) {
                st = gg_fail(err, line, "board row %ld, column %ld: the last square (%ld) cannot hold a snake "
                             "or ladder (to %ld)", (long)row + 1, (long)col + 1, (long)last, (long)v);
                goto fail;
            }
            if (v != -1)
                b->dest[square] = v;
        }
    free(values);
    return GG_OK;

fail:
    free(values);
    snakes_free(b);
    return st;
}

static void print_expected(const snakes_board *b, const snakes_rules *r, gg_out *out, gg_status *st,
                           gg_error *err)
{
    double e;
    *st = snakes_expected(b, r, &e, NULL, err);
    if (*st != GG_OK)
        return;
    if (isinf(e)) {
        gg_out_str(out, "infinite\n");
        return;
    }
    char text[64];
    int len = snprintf(text, sizeof text, "%.6f\n", e);
    gg_out_bytes(out, text, (size_t)len);
}

static void print_distribution(const snakes_board *b, const snakes_rules *r, gg_out *out, gg_status *st,
                               gg_error *err)
{
    double *p, never;
    int64_t len;
    *st = snakes_distribution(b, r, r->start ? 1 : 0, 1e-9, SNAKES_MAX_ROLLS, &p, &len, &never, err);
    double cum = 0;
    char text[96];
    for (int64_t t = 0; t < len && *st != GG_NO_MEMORY; t++) {
        cum += p[t];
        int n = snprintf(text, sizeof text, "%lld %.9f %.9f\n", (long long)t + 1, p[t], cum);
        gg_out_bytes(out, text, (size_t)n);
    }
    if (*st == GG_OK && never > 0) {
        int n = snprintf(text, sizeof text, "never %.9f\n", never);
        gg_out_bytes(out, text, (size_t)n);
    }
    free(p);
}

gg_status lc909_parse_line(const char *line, size_t len, long number, snakes_board *b, gg_error *err)
{
    if (snakescode_is_code(line, len))
        return snakescode_parse(line, len, number, b, err);
    gg_json js;
    gg_json_init(&js, line, len);
    gg_status st = lc909_parse_board(&js, number, b, err);
    if (st == GG_OK && !gg_json_at_end(&js)) {
        snakes_free(b);
        return gg_fail(err, number, "unexpected text after the board");
    }
    return st;
}

gg_status lc909_run(const char *text, size_t len, lc909_mode mode, const snakes_rules *rules,
                    gg_out *out, gg_error *err)
{
    gg_lines ls;
    gg_lines_init(&ls, text, len);
    const char *line;
    size_t line_len;
    int boards = 0;
    while (gg_lines_next(&ls, &line, &line_len)) {
        if (line_len > GG_MAX_LINE)
            return gg_fail(err, ls.line, "the line is %zu bytes long, more than the %zu allowed", line_len,
                           GG_MAX_LINE);
        gg_json js;
        gg_json_init(&js, line, line_len);
        if (gg_json_at_end(&js))
            continue;
        snakes_board b;
        gg_status st = lc909_parse_line(line, line_len, ls.line, &b, err);
        if (st != GG_OK)
            return st;
        if (mode == LC909_LEAST) {
            int64_t rolls;
            st = snakes_least(&b, rules, &rolls, NULL, NULL);
            if (st == GG_OK) {
                gg_out_int(out, rolls);
                gg_out_char(out, '\n');
            }
        } else if (mode == LC909_EXPECTED) {
            print_expected(&b, rules, out, &st, err);
        } else if (mode == LC909_JSON) {
            snakes_print_json(&b, out);
        } else if (mode == LC909_CODE) {
            snakescode_print(&b, out);
            gg_out_char(out, '\n');
        } else if (mode == LC909_NATURAL) {
            gg_error why = {0, ""};
            st = snakes_natural_check(&b, NULL, &why);
            if (st == GG_BAD_INPUT) {
                gg_out_str(out, "not natural: ");
                gg_out_str(out, why.msg);
                st = GG_OK;
            } else if (st == GG_OK)
                gg_out_str(out, "natural");
            gg_out_char(out, '\n');
        } else {
            if (boards > 0)
                gg_out_char(out, '\n');
            print_distribution(&b, rules, out, &st, err);
        }
        snakes_free(&b);
        boards++;
        if (st != GG_OK) {
            if (err->line == 0)
                err->line = ls.line;
            return st;
        }
    }
    return GG_OK;
}
