/* position.h — one Minesweeper position analysed as `gridgames solve`
 * reports it (docs/cli.md §5): what is certain, each hidden cell's mine
 * probability, which hidden cells would tell nothing if swept, and the
 * move to make; or, for a position no layout agrees with, a sentence
 * naming the numbers that cannot all be right. The one call sequence
 * behind both `solve` (formats/solvetext.c) and the page's analysis
 * (engine/wasm/wasm_board.c), so the two agree on every position. */
#ifndef POSITION_H
#define POSITION_H

#include "base/gg.h"
#include "solver/solver.h"

typedef struct position_report {
    /* The solver after solver_analyse(s, 1): s.view (SOLVER_HIDDEN or the
     * number shown), s.know[i] & 3 (SOLVER_SAFE / SOLVER_MINE /
     * SOLVER_UNKNOWN), s.prob (P(mine) of each cell), s.exact (0 when a
     * part of the board was past the search budget: odds estimated). */
    solver s;
    int32_t rows, cols;  /* the board's size (kept also on failure) */
    int64_t hidden;      /* cells not revealed */
    int64_t move;        /* the cell to sweep next, or -1 when none is left */
    int move_safe;       /* 1 when it is certainly safe, 0 a guess */
    int forced;          /* 1 when the guess is half of a 50/50 no number
                            can ever settle (solver_forced_guess) */
    /* On an impossible position: the number cells the message names, or
     * -1 (both -1 when no one number or pair of numbers is at fault). */
    int64_t conflict[2];
} position_report;

/* Analyse the rows x cols position `view` (rows*cols bytes, row-major:
 * a number 0..8 for a revealed cell, anything negative for a hidden one,
 * flagged or not: flags are opinions) holding `mines` mines in all.
 * GG_OK: r is filled and the caller frees it with position_free.
 * GG_BAD_INPUT (err->line 0, r->conflict set, nothing to free): more
 * mines than hidden cells, or no layout agrees with the numbers; the
 * sentence names one number that cannot be satisfied or two that
 * contradict each other when there is such a number or pair.
 * GG_TOO_BIG / GG_NO_MEMORY (nothing to free) from solver_init and
 * solver_analyse. */
gg_status position_analyse(position_report *r, int32_t rows, int32_t cols, int64_t mines, const int8_t *view,
                           gg_error *err);
void position_free(position_report *r);

/* Is hidden cell i "dead": its number already the same in every layout
 * that agrees with the view (solver_number_known), so that sweeping it
 * tells nothing? 0 for revealed cells and certain mines. */
int position_dead(const position_report *r, size_t i);

#endif
