/* position.c — a position analysed as `solve` reports it (position.h). */
#include "solver/position.h"

#include <string.h>

/* Hidden neighbours of the number at (r, c), as bits of the 7x7 window
 * centred on (cr, cc) (so that the sets of two numbers up to two cells
 * apart compare), and how many. */
static uint64_t hidden_around(const int8_t *view, int32_t rows, int32_t cols, int32_t r, int32_t c, int32_t cr,
                              int32_t cc, int *count)
{
    uint64_t mask = 0;
    int n = 0;
    for (int32_t y = r - 1; y <= r + 1; y++)
        for (int32_t x = c - 1; x <= c + 1; x++) {
            if (y < 0 || x < 0 || y >= rows || x >= cols || (y == r && x == c))
                continue;
            if (view[(size_t)y * cols + x] >= 0)
                continue;
            mask |= UINT64_C(1) << ((y - cr + 3) * 7 + (x - cc + 3));
            n++;
        }
    *count = n;
    return mask;
}

/* The reason no layout agrees with view, after the sentence's start:
 * one number that cannot be satisfied alone, else two that contradict
 * each other on the cells they share (solver_pair_bounds), each looked
 * at on the position as shown, before any deduction; else what is left
 * to say. Sets conflict[0..1]. */
static gg_status explain(const int8_t *view, int32_t rows, int32_t cols, int64_t mines, int64_t conflict[2],
                         gg_error *err)
{
    size_t n = (size_t)rows * (size_t)cols;
    const char *start = "no layout of %lld mine%s agrees with the numbers on this board";
    char head[120];
    gg_format(head, sizeof head, start, (long long)mines, mines == 1 ? "" : "s");
    for (size_t i = 0; i < n; i++) {
        if (view[i] < 0)
            continue;
        int32_t r = (int32_t)(i / (size_t)cols), c = (int32_t)(i % (size_t)cols);
        int na;
        hidden_around(view, rows, cols, r, c, r, c, &na);
        if (view[i] > na || view[i] > mines) {
            conflict[0] = (int64_t)i;
            if (na == 0)
                return gg_fail(err, 0, "%s: the %d at [%ld,%ld] has no hidden neighbour", head, view[i], (long)r,
                               (long)c);
            if (view[i] > na)
                return gg_fail(err, 0, "%s: the %d at [%ld,%ld] has only %d hidden neighbour%s", head, view[i],
                               (long)r, (long)c, na, na == 1 ? "" : "s");
            return gg_fail(err, 0, "%s: the %d at [%ld,%ld] needs more mines than that", head, view[i], (long)r,
                           (long)c);
        }
    }
    for (size_t i = 0; i < n; i++) {
        if (view[i] < 0)
            continue;
        int32_t r = (int32_t)(i / (size_t)cols), c = (int32_t)(i % (size_t)cols);
        int na, nb;
        uint64_t ma = hidden_around(view, rows, cols, r, c, r, c, &na);
        for (int32_t y = r; y <= r + 2 && y < rows; y++)
            for (int32_t x = c - 2 < 0 ? 0 : c - 2; x <= c + 2 && x < cols; x++) {
                size_t j = (size_t)y * cols + x;
                if (j <= i || view[j] < 0)
                    continue;
                uint64_t mb = hidden_around(view, rows, cols, y, x, r, c, &nb);
                int ni = gg_popcount64(ma & mb), lo, hi;
                if (ni == 0)
                    continue;
                solver_pair_bounds(view[i], na, view[j], nb, ni, &lo, &hi);
                if (lo > hi) {
                    conflict[0] = (int64_t)i;
                    conflict[1] = (int64_t)j;
                    return gg_fail(err, 0, "%s: the %d at [%ld,%ld] and the %d at [%ld,%ld] cannot both be right",
                                   head, view[i], (long)r, (long)c, view[j], (long)y, (long)x);
                }
            }
    }
    return gg_fail(err, 0, "%s: each number, and each two of them, could be right alone; three or more of them "
                   "cannot, or not with that many mines in all", head);
}

gg_status position_analyse(position_report *r, int32_t rows, int32_t cols, int64_t mines, const int8_t *view,
                           gg_error *err)
{
    memset(r, 0, sizeof *r);
    r->move = r->conflict[0] = r->conflict[1] = -1;
    r->rows = rows;
    r->cols = cols;
    size_t n = (size_t)rows * (size_t)cols;
    for (size_t i = 0; i < n; i++)
        r->hidden += view[i] < 0;
    if (mines > r->hidden)
        return gg_fail(err, 0, "%lld mine%s not fit in the %lld hidden cell%s", (long long)mines,
                       mines == 1 ? " does" : "s do", (long long)r->hidden, r->hidden == 1 ? "" : "s");
    solver *s = &r->s;
    gg_status st = solver_init(s, rows, cols, mines);
    if (st != GG_OK)
        return st;
    for (size_t i = 0; i < n; i++)
        if (view[i] >= 0)
            solver_reveal(s, i, view[i]);
    st = solver_analyse(s, 1);
    if (st == GG_OK && s->contradiction)
        st = explain(view, rows, cols, mines, r->conflict, err);
    if (st != GG_OK) {
        solver_free(s);
        return st;
    }
    /* A safe cell, else the guess the page's Hint gives. */
    r->move = solver_next_safe(s);
    r->move_safe = r->move >= 0;
    if (r->move < 0)
        r->move = solver_advise(s, NULL, &r->forced);
    return GG_OK;
}

void position_free(position_report *r)
{
    solver_free(&r->s);
}

int position_dead(const position_report *r, size_t i)
{
    return r->s.view[i] < 0 && (r->s.know[i] & 3) != SOLVER_MINE && solver_number_known(&r->s, i);
}
