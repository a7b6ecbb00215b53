/* solver_work.c — the whole-view analysis's work space (solver_internal.h):
 * made to fit the board on first use, grown for a larger one, and freed
 * with the solver. Its own file so that the solver's set-up (solver.c) and
 * the analysis (solver_frontier.c, solver_analyse.c) both stand on it and
 * neither calls the other. */
#include <stdlib.h>

#include "solver/cellset.h"
#include "solver/solver_internal.h"

void solver_analysis_free(analysis *a)
{
    if (!a)
        return;
    void *all[] = {a->cons_of, a->front_of, a->box_of, a->cons_cell, a->cons_rem, a->cons_unknown, a->parent, a->local,
                   a->cons_sum, a->cons_cap, a->cons_start, a->cons_boxes, a->cons_fill, a->fronts,
                   a->cells, a->boxes, a->comp_of_root, a->comp_box_start, a->order, a->depth_j,
                   a->depth_hi, a->comp_boxes, a->size_at, a->visited, a->wstack, a->w_at, a->a_at, a->comp_len,
                   a->comp_exact, a->W, a->A, a->bits};
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
        free(all[k]);
    void *sets[] = {a->front_set, a->near_set,        a->tmp_set,   a->cons_mask,   a->memo_of,   a->comp_cons,
                    a->comp_cons_start, a->last.word, a->last.number, a->now.word, a->now.number};
    for (size_t k = 0; k < sizeof sets / sizeof sets[0]; k++)
        free(sets[k]);
    free(a);
}

/* Every per-cell or per-constraint array is sized for the whole board:
 * the frontier can never have more entries than the board has cells. */
analysis *solver_analysis_get(solver *s)
{
    size_t n = (size_t)s->rows * (size_t)s->cols;
    analysis *a = s->work;
    if (a && a->cap_cells >= n)
        return a;
    solver_analysis_free(a);
    s->work = NULL;
    a = calloc(1, sizeof *a);
    if (!a)
        return NULL;
    a->cap_cells = n;
    int ok = 1;
#define ALLOC(f, count) ok = ok && (a->f = malloc((count) * sizeof *a->f + 1)) != NULL
    ALLOC(cons_of, n);
    ALLOC(front_of, n);
    ALLOC(box_of, n);
    ALLOC(cons_cell, n);
    ALLOC(cons_rem, n);
    ALLOC(cons_unknown, n);
    ALLOC(parent, n);
    ALLOC(local, n);
    ALLOC(cons_sum, n);
    ALLOC(cons_cap, n);
    ALLOC(cons_start, n + 1);
    ALLOC(cons_boxes, 8 * n);
    ALLOC(cons_fill, n);
    ALLOC(fronts, n);
    ALLOC(cells, n);
    ALLOC(boxes, n);
    ALLOC(comp_of_root, n);
    ALLOC(comp_box_start, n + 1);
    ALLOC(order, n);
    ALLOC(depth_j, n);
    ALLOC(depth_hi, n);
    ALLOC(comp_boxes, n);
    ALLOC(size_at, n);
    ALLOC(visited, n);
    ALLOC(wstack, n + 1);
    ALLOC(w_at, n + 1);
    ALLOC(a_at, n + 1);
    ALLOC(comp_len, n);
    ALLOC(comp_exact, n);
    ALLOC(front_set, cellset_words(n));
    ALLOC(near_set, cellset_words(n));
    ALLOC(tmp_set, cellset_words(n));
    ALLOC(cons_mask, n);
    ALLOC(comp_cons, n);
    ALLOC(comp_cons_start, n + 1);
    ok = ok && (a->memo_of = calloc(n, sizeof *a->memo_of)) != NULL;
#undef ALLOC
    if (!ok) {
        solver_analysis_free(a);
        return NULL;
    }
    for (size_t i = 0; i < n; i++)
        a->cons_of[i] = -1;
    s->work = a;
    return a;
}
