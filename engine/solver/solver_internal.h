/* solver_internal.h — what the solver's own files share and no other file
 * sees: the known-state test, marking a cell, copying a view into a
 * scratch solver, and the whole-view analysis's work space (the frontier
 * cut into boxes and components, and each component's tallies). solver.h
 * stays the public API.
 *
 *   solver.c            set-up, reveals, marking, local deduction
 *   solver_work.c       the whole-view analysis's work space
 *   solver_frontier.c   boxes, components, each component's solutions
 *   solver_analyse.c    the components under the global mine count, and
 *                       the share of the layouts a "what if" keeps
 *   solver_guess.c      the best guess, the look-ahead, long-term risk
 *   solver_forced.c     forced 50/50s */
#ifndef SOLVER_INTERNAL_H
#define SOLVER_INTERNAL_H

#include "solver/solver.h"

/* What the solver knows of cell i, without its QUEUED bit. */
#define KNOW(s, i) ((s)->know[i] & 3)

/* ---- solver.c ---------------------------------------------------------- */

/* Record that hidden cell i is certainly `what` (SOLVER_SAFE or
 * SOLVER_MINE), queueing the numbers around it. Returns 1 when that is
 * new, 0 when known already or contradicted (which sets contradiction). */
int solver_mark(solver *s, size_t i, int what);

/* Copy what s knows (not its queue or found list) into t, a solver of
 * the same size, for a "what if" analysis. */
void solver_copy_view(solver *t, const solver *s);

/* ---- solver_analyse.c -------------------------------------------------- */

/* The share of s's layouts that part (a copy of s's view with more cells
 * known, analysed) keeps: part's count over s's, as a double; 0 when
 * either count is 0 or the share is below 2^-1000, and at most 1 (a part
 * keeps no more layouts than the whole; an estimated count may claim
 * more). */
double solver_layouts_ratio(const solver *part, const solver *s);

/* ---- the whole-view analysis's work space ------------------------------ */

/* A box: frontier cells next to exactly the same numbers. */
typedef struct box {
    uint32_t first;     /* its cells: cells[first .. first+size) */
    int32_t size;       /* 1..8 */
    int32_t ncons;      /* numbers around it */
    int32_t cons[8];    /* their constraint ids */
    int32_t comp;       /* component */
    int32_t place;      /* its place among the component's boxes, in id order */
} box;

/* Components counted before (solver_count_solutions): one after another
 * in `word`, each [numbers, L, boxes, steps, at: its W and A in `number`,
 * then per number its cell and need << 8 | unknown neighbours, then the
 * search order (boxes' places), then bits (bytes)]. */
typedef struct memo {
    uint32_t *word;
    double *number;
    size_t words, numbers, word_cap, number_cap;
} memo;

/* A frontier cell and the numbers around it, while grouping into boxes. */
typedef struct front {
    uint32_t cell;
    int32_t ncons;
    int32_t cons[8];
} front;

typedef struct analysis {
    size_t cap_cells;          /* board cells the per-cell arrays hold */
    int32_t *cons_of;          /* per cell: constraint id, or -1 */
    int32_t *front_of, *box_of; /* per frontier cell: its entry in fronts, its box */
    /* constraints (numbers with unknown neighbours) */
    uint32_t *cons_cell;
    int32_t *cons_rem, *cons_unknown, *parent, *local, *cons_sum, *cons_cap;
    int32_t *cons_start, *cons_boxes, *cons_fill; /* constraint -> boxes (CSR) */
    uint8_t *cons_mask;        /* its unknown neighbours, a bit each */
    size_t ncons;
    front *fronts;
    uint32_t *cells;           /* frontier cells grouped by box */
    box *boxes;
    size_t nfront, nboxes;
    /* components */
    int32_t *comp_of_root, *comp_box_start, *order, *depth_j, *depth_hi, *comp_boxes;
    int32_t *size_at;          /* the search's boxes' sizes, in search order */
    uint8_t *visited;
    double *wstack;
    size_t ncomps;
    /* per component results, at offsets: W (L+1), A / bits ((L+1) rows
     * of a component's boxes: box k at mine count m is m * boxes + k) */
    size_t *w_at, *a_at;
    int32_t *comp_len;         /* L: cells in the component */
    uint8_t *comp_exact;
    double *W, *A;
    uint8_t *bits;             /* per box and mine count: 1 some cell a mine, 2 some safe */
    size_t w_cap, a_cap;
    /* sets of cells (solver/cellset.h): the frontier; scratch */
    uint64_t *front_set, *near_set, *tmp_set;
    /* the last call's exact components, and this call's; per cell, the
     * last call's component whose first number it is (word offset + 1) */
    memo last, now;
    uint32_t *memo_of;
    int32_t *comp_cons, *comp_cons_start; /* each component's numbers */
} analysis;

/* ---- solver_work.c ------------------------------------------------------ */

/* s->work, made or grown to fit the board (owned by s, freed by
 * solver_free); NULL when out of memory. */
analysis *solver_analysis_get(solver *s);
/* Free a work space and everything in it; NULL is fine. */
void solver_analysis_free(analysis *a);

/* ---- solver_frontier.c -------------------------------------------------- */

/* Numbers with unknown neighbours become constraints; unknown cells next
 * to them are the frontier (a->front_set), grouped into boxes; boxes linked
 * by a shared number form components. Returns the count of interior
 * unknown cells. */
int64_t solver_build_frontier(solver *s, analysis *a);

/* Every component's solutions tallied by mine count (W, A, bits at w_at
 * and a_at), or, past the budget, sound bounds on its mine count (W 1
 * inside them, comp_exact 0, s->exact 0). Returns 0 when out of memory. */
int solver_count_solutions(solver *s, analysis *a);

#endif
