/* solvetext.c — `solve` reports and printed layouts (solvetext.h). */
#include "formats/solvetext.h"

#include <stdlib.h>
#include <string.h>

#include "base/json.h"
#include "formats/lc529.h"
#include "formats/minescode.h"
#include "solver/position.h"

static void put_cell(gg_out *out, size_t i, int32_t cols)
{
    gg_out_char(out, '[');
    gg_out_int(out, (int64_t)(i / (size_t)cols));
    gg_out_char(out, ',');
    gg_out_int(out, (int64_t)(i % (size_t)cols));
    gg_out_char(out, ']');
}

/* "0.333333": probabilities are in [0, 1], so six decimals by integer
 * rounding are exact and platform-independent. */
static void put_prob(gg_out *out, double p)
{
    char buf[16];
    long v = (long)(p * 1e6 + 0.5);
    if (v > 1000000)
        v = 1000000;
    if (v < 0)
        v = 0;
    gg_format(buf, sizeof buf, "%ld.%06ld", v / 1000000, v % 1000000);
    gg_out_str(out, buf);
}

/* A position as solve reads it from one line. */
typedef struct solve_board {
    int32_t rows, cols;
    int8_t *view;      /* rows*cols: SOLVER_HIDDEN or the number shown; owned */
    int64_t own_mines; /* the board's number of M, or the code's total */
    long line;
} solve_board;

/* b analysed (mines < 0: its own count) by position_analyse. */
static gg_status analyse_board(const solve_board *b, int64_t mines, position_report *r, gg_error *err)
{
    gg_status st = position_analyse(r, b->rows, b->cols, mines < 0 ? b->own_mines : mines, b->view, err);
    if (st == GG_BAD_INPUT)
        err->line = b->line;
    return st;
}

/* A LeetCode line's board (parsed from js) or a position code (the line)
 * into b. */
static gg_status read_board(const char *line, size_t llen, long line_no, solve_board *b, gg_error *err)
{
    b->line = line_no;
    if (minescode_kind(line, llen) == 'P') {
        mines_position p;
        gg_status st = minescode_parse_position(line, llen, &p, err);
        if (st != GG_OK) {
            err->line = line_no;
            return st;
        }
        size_t n = (size_t)p.rows * (size_t)p.cols;
        for (size_t i = 0; i < n; i++) /* flags are the player's opinion: hidden cells */
            if (p.cells[i] < 0)
                p.cells[i] = SOLVER_HIDDEN;
        b->rows = p.rows;
        b->cols = p.cols;
        b->view = p.cells;
        b->own_mines = p.mines;
        return GG_OK;
    }
    gg_json js;
    gg_json_init(&js, line, llen);
    lc529_board lc;
    gg_status st = lc529_parse_board(&js, line_no, &lc, err);
    if (st == GG_OK && !gg_json_at_end(&js))
        st = gg_fail(err, line_no, "unexpected text after the board (solve reads one board a line, no click)");
    size_t n = st == GG_OK ? (size_t)lc.rows * lc.cols : 0;
    if (st == GG_OK && !(b->view = malloc(n ? n : 1)))
        st = GG_NO_MEMORY;
    if (st == GG_OK) {
        b->rows = lc.rows;
        b->cols = lc.cols;
        b->own_mines = 0;
        for (size_t i = 0; i < n; i++) {
            char ch = lc.cells[i];
            b->view[i] = (int8_t)(ch == 'B' ? 0 : ch >= '1' && ch <= '8' ? ch - '0' : SOLVER_HIDDEN);
            b->own_mines += ch == 'M';
        }
    }
    free(lc.cells);
    return st;
}

/* One report, as solvetext.h shows it; frees r. */
static void print_report(position_report *r, int first, gg_out *out)
{
    const solver *s = &r->s;
    size_t n = (size_t)s->rows * s->cols;
    int64_t mines = s->mines;
    if (!first)
        gg_out_char(out, '\n');
    gg_out_str(out, "board ");
    gg_out_int(out, s->rows);
    gg_out_str(out, " x ");
    gg_out_int(out, s->cols);
    gg_out_str(out, ", ");
    gg_out_int(out, mines);
    gg_out_str(out, mines == 1 ? " mine, " : " mines, ");
    gg_out_int(out, r->hidden);
    gg_out_str(out, " hidden\n");
    for (int what = SOLVER_SAFE; what <= SOLVER_MINE; what++) {
        int64_t count = 0;
        for (size_t i = 0; i < n; i++)
            count += s->view[i] < 0 && (s->know[i] & 3) == what;
        gg_out_str(out, what == SOLVER_SAFE ? "safe " : "mine ");
        gg_out_int(out, count);
        gg_out_char(out, ':');
        for (size_t i = 0; i < n; i++)
            if (s->view[i] < 0 && (s->know[i] & 3) == what) {
                gg_out_char(out, ' ');
                put_cell(out, i, s->cols);
            }
        gg_out_char(out, '\n');
    }
    gg_out_str(out, s->exact ? "odds exact\n" : "odds estimated\n");
    for (size_t i = 0; i < n; i++)
        if (s->view[i] < 0 && (s->know[i] & 3) == SOLVER_UNKNOWN) {
            put_cell(out, i, s->cols);
            gg_out_char(out, ' ');
            put_prob(out, s->prob[i]);
            gg_out_char(out, '\n');
        }
    gg_out_str(out, "move ");
    if (r->move < 0) {
        gg_out_str(out, "none\n");
    } else {
        put_cell(out, (size_t)r->move, s->cols);
        if (r->move_safe) {
            gg_out_str(out, " safe\n");
        } else {
            gg_out_str(out, " guess ");
            put_prob(out, s->prob[r->move]);
            gg_out_char(out, '\n');
        }
    }
    position_free(r);
}

/* The next board line of ls, read into b (the caller frees b->view,
 * also on failure): 1, or 0 at the end of the input, or -1 with err. */
static int next_board(gg_lines *ls, solve_board *b, gg_error *err, gg_status *st)
{
    const char *line;
    size_t llen;
    b->view = NULL;
    while (gg_lines_next(ls, &line, &llen)) {
        if (llen > GG_MAX_LINE) {
            *st = gg_fail(err, ls->line, "the line is %zu bytes long, more than the %zu allowed", llen, GG_MAX_LINE);
            return -1;
        }
        gg_json js;
        gg_json_init(&js, line, llen);
        if (gg_json_at_end(&js))
            continue;
        *st = read_board(line, llen, ls->line, b, err);
        return *st == GG_OK ? 1 : -1;
    }
    return 0;
}

gg_status solvetext_analyse(const char *text, size_t len, int64_t mines, position_report *r, gg_error *err)
{
    memset(r, 0, sizeof *r);
    r->move = r->conflict[0] = r->conflict[1] = -1;
    gg_lines ls;
    gg_lines_init(&ls, text, len);
    solve_board b;
    gg_status st = GG_OK;
    int got = next_board(&ls, &b, err, &st);
    if (got == 0)
        st = gg_fail(err, 1, "no board given");
    if (got == 1) {
        solve_board more;
        int again = next_board(&ls, &more, err, &st);
        free(more.view);
        if (again == 1)
            st = gg_fail(err, ls.line, "a second board: one position at a time");
        if (again == 0)
            st = analyse_board(&b, mines, r, err);
    }
    free(b.view);
    return st;
}

gg_status solvetext_run(const char *text, size_t len, int64_t mines, gg_out *out, gg_error *err)
{
    gg_lines ls;
    gg_lines_init(&ls, text, len);
    int first = 1;
    for (;;) {
        solve_board b;
        gg_status st = GG_OK;
        int got = next_board(&ls, &b, err, &st);
        position_report r;
        if (got == 1)
            st = analyse_board(&b, mines, &r, err);
        free(b.view);
        if (got <= 0 || st != GG_OK)
            return st;
        print_report(&r, first, out);
        first = 0;
    }
}
