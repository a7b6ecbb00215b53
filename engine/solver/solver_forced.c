/* solver_forced.c — forced 50/50s (solver_forced_guess, solver.h). Two
 * cells hold one mine between them in every layout, and every cell that
 * may ever show a number (all but known mines) is next to both or to
 * neither: no number, now or later, tells them apart, and the mine count
 * does not either. The guess between them must be made some time; made
 * now, the number the safe one shows may help elsewhere. JSMinesweeper
 * guesses such pairs at once for that reason
 * (https://github.com/DavidNHill/JSMinesweeper, README, "50/50 and
 * pseudo-50/50 detection"); this is our own. */
#include "solver/solver.h"

#include <math.h>

#include "solver/solver_internal.h"

static int adjacent(const solver *s, size_t a, size_t b)
{
    int32_t ra = (int32_t)(a / (size_t)s->cols), ca = (int32_t)(a % (size_t)s->cols);
    int32_t rb = (int32_t)(b / (size_t)s->cols), cb = (int32_t)(b % (size_t)s->cols);
    return a != b && ra - rb <= 1 && rb - ra <= 1 && ca - cb <= 1 && cb - ca <= 1;
}

/* Every cell next to a or b that may ever show a number (all but known
 * mines) is next to both: no number can tell them apart. */
static int seen_alike(const solver *s, size_t a, size_t b)
{
    for (int k = 0; k < 2; k++) {
        size_t x = k ? b : a;
        int32_t r = (int32_t)(x / (size_t)s->cols), c = (int32_t)(x % (size_t)s->cols);
        for (int32_t y = r - 1; y <= r + 1; y++)
            for (int32_t z = c - 1; z <= c + 1; z++) {
                if (y < 0 || z < 0 || y >= s->rows || z >= s->cols)
                    continue;
                size_t j = (size_t)y * s->cols + z;
                if (j == a || j == b || (s->view[j] < 0 && KNOW(s, j) == SOLVER_MINE))
                    continue;
                if (!adjacent(s, j, a) || !adjacent(s, j, b))
                    return 0;
            }
    }
    return 1;
}

/* Can the view hold a and b both `what`? */
static int both_possible(solver *t, const solver *s, size_t a, size_t b, int what)
{
    solver_copy_view(t, s);
    solver_mark(t, a, what);
    solver_mark(t, b, what);
    if (t->contradiction)
        return 0;
    if (solver_analyse(t, 0) != GG_OK)
        return 1;
    return !t->contradiction;
}

int64_t solver_forced_guess(solver *s, solver *scratch)
{
    size_t n = (size_t)s->rows * (size_t)s->cols;
    if (!s->prob)
        return -1;
    for (size_t a = 0; a < n; a++) {
        if (s->view[a] >= 0 || KNOW(s, a) != SOLVER_UNKNOWN || fabs(s->prob[a] - 0.5) > 1e-9)
            continue;
        int32_t r = (int32_t)(a / (size_t)s->cols), c = (int32_t)(a % (size_t)s->cols);
        for (int32_t y = r; y <= r + 2 && y < s->rows; y++)
            for (int32_t x = c - 2; x <= c + 2; x++) {
                if (x < 0 || x >= s->cols || (y == r && x <= c))
                    continue;
                size_t b = (size_t)y * s->cols + x;
                if (s->view[b] >= 0 || KNOW(s, b) != SOLVER_UNKNOWN || fabs(s->prob[b] - 0.5) > 1e-9)
                    continue;
                if (!seen_alike(s, a, b))
                    continue;
                if (!both_possible(scratch, s, a, b, SOLVER_MINE) && !both_possible(scratch, s, a, b, SOLVER_SAFE))
                    return (int64_t)a;
            }
    }
    return -1;
}
