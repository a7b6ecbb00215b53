/* solvetext.c — `solve` reports and printed layouts (solvetext.h). */
#include "formats/solvetext.h"

#include <stdlib.h>
#include <string.h>

#include "base/json.h"
#include "formats/lc529.h"
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

/* What solve reads of a board: its view and mine count (mines < 0: the
 * number of M), analysed by position_analyse (solver/position.h). */
static gg_status analyse_board(const lc529_board *b, int64_t mines, long line, position_report *r, gg_error *err)
{
    size_t n = (size_t)b->rows * b->cols;
    int8_t *view = malloc(n ? n : 1);
    if (!view)
        return GG_NO_MEMORY;
    int64_t marked = 0;
    for (size_t i = 0; i < n; i++) {
        char ch = b->cells[i];
        view[i] = (int8_t)(ch == 'B' ? 0 : ch >= '1' && ch <= '8' ? ch - '0' : SOLVER_HIDDEN);
        marked += ch == 'M';
    }
    if (mines < 0)
        mines = marked;
    gg_status st = position_analyse(r, b->rows, b->cols, mines, view, err);
    free(view);
    if (st == GG_BAD_INPUT)
        err->line = line;
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

/* The next board line of ls, parsed into b (the caller frees b->cells,
 * also on failure): 1, or 0 at the end of the input, or -1 with err. */
static int next_board(gg_lines *ls, lc529_board *b, gg_error *err, gg_status *st)
{
    const char *line;
    size_t llen;
    b->cells = NULL;
    while (gg_lines_next(ls, &line, &llen)) {
        if (llen > GG_MAX_LINE) {
            *st = gg_fail(err, ls->line, "the line is %zu bytes long, more than the %zu allowed", llen, GG_MAX_LINE);
            return -1;
        }
        gg_json js;
        gg_json_init(&js, line, llen);
        if (gg_json_at_end(&js))
            continue;
        *st = lc529_parse_board(&js, ls->line, b, err);
        if (*st == GG_OK && !gg_json_at_end(&js))
            *st = gg_fail(err, ls->line, "unexpected text after the board (solve reads one board a line, no click)");
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
    lc529_board b;
    gg_status st = GG_OK;
    int got = next_board(&ls, &b, err, &st);
    if (got == 0)
        st = gg_fail(err, 1, "no board given");
    if (got == 1) {
        long line = ls.line;
        lc529_board more;
        int again = next_board(&ls, &more, err, &st);
        free(more.cells);
        if (again == 1)
            st = gg_fail(err, ls.line, "a second board: one position at a time");
        if (again == 0)
            st = analyse_board(&b, mines, line, r, err);
    }
    free(b.cells);
    return st;
}

gg_status solvetext_run(const char *text, size_t len, int64_t mines, gg_out *out, gg_error *err)
{
    gg_lines ls;
    gg_lines_init(&ls, text, len);
    int first = 1;
    for (;;) {
        lc529_board b;
        gg_status st = GG_OK;
        int got = next_board(&ls, &b, err, &st);
        position_report r;
        if (got == 1)
            st = analyse_board(&b, mines, ls.line, &r, err);
        free(b.cells);
        if (got <= 0 || st != GG_OK)
            return st;
        print_report(&r, first, out);
        first = 0;
    }
}
