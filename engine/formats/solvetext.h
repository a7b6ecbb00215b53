/* solvetext.h — the text forms of the solver's commands, shared by the
 * native CLI and the wasm build: the `solve` report on LeetCode 529
 * positions. (`generate` prints its layout with minesfile_print_board.)
 *
 * `solve` input: one board a line, as LeetCode writes it (`[["E","1"],…]`
 * or `board = [[…]]`) or as a position code (`P3x4m2.fh3B4A4`,
 * minescode.h); blank lines are skipped. `M` and `E` are hidden cells,
 * both unknown to the solver (and a code's `h` and `f`); `B` and `1`-`8`
 * are revealed; `X` is refused (the game is over). The total mine count
 * is given, or else the number of `M` on the board, or the code's.
 *
 * `solve` output, per board (a blank line between boards), cells as
 * LeetCode's 0-based [row,column], row-major:
 *
 *   board R x C, K mines, H hidden
 *   safe N: [r,c] [r,c] ...      hidden cells that cannot hold a mine
 *   mine N: [r,c] ...            hidden cells that must hold one
 *   odds exact|estimated         then one line per other hidden cell:
 *   [r,c] 0.333333               P(mine), 6 decimals; `estimated` when a
 *                                frontier part was past the search budget
 *   move [r,c] safe              the cell to sweep next: a safe one, or
 *   move [r,c] guess 0.250000    the best guess and its P(mine), or
 *   move none                    when nothing is left to sweep
 *
 * A position no mine layout agrees with is bad input. */
#ifndef SOLVETEXT_H
#define SOLVETEXT_H

#include "base/gg.h"
#include "solver/position.h"

/* Run `solve` on a case file. mines < 0: count the M on each board. */
gg_status solvetext_run(const char *text, size_t len, int64_t mines, gg_out *out, gg_error *err);

/* What `solve` finds on one board: text holds exactly one board line
 * (blank lines around it allowed), mines as for solvetext_run. GG_OK with
 * r filled (the caller frees it with position_free); otherwise the error
 * `solve` would print for that board, r holding nothing to free but its
 * conflict cells (solver/position.h). For the page, whose analysis must be
 * solve's. */
gg_status solvetext_analyse(const char *text, size_t len, int64_t mines, position_report *r, gg_error *err);

#endif
