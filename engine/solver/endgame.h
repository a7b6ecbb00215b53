/* endgame.h — the best guess when few layouts are left, found exactly:
 * list every layout of the unknown cells that agrees with the view, and
 * search all the ways to play on (every guess, every number it may show,
 * the safe cells logic then gives for free) for the first guess that wins
 * most often. JSMinesweeper plays such a brute force once 750 or fewer
 * solutions remain (https://github.com/DavidNHill/JSMinesweeper, README,
 * "Brute force analysis"); this is our own.
 *
 * The work is bounded: at most ENDGAME_MAX_CELLS unknown cells, at most
 * ENDGAME_MAX_LAYOUTS layouts, ENDGAME_MAX_NODES search positions and
 * ENDGAME_MAX_WORK layouts looked at over the search; past any of them it
 * declines and the caller guesses as usual. Measured here (-O2, machine
 * idle), 3,000 Expert self-play games each (seed 1): modern 6,974 calls,
 * median under 0.1 ms (most decline at once on the analysis's layout
 * count), 99th percentile 25 ms, slowest 82 ms; classic 9,885 calls, 99th
 * percentile 4.7 ms, slowest 66 ms. A 5 x 12 field holding two mines is
 * declined after 42 ms. Too slow for a page's frame: selfplay uses it,
 * hints do not. */
#ifndef ENDGAME_H
#define ENDGAME_H

#include <stdint.h>

#include "solver/solver.h"

#define ENDGAME_MAX_CELLS 64
#define ENDGAME_MAX_LAYOUTS 2048
#define ENDGAME_MAX_NODES 200000
#define ENDGAME_MAX_WORK 40000000L

/* For a solver that has analysed its view and found no safe cell: the
 * unknown cell to sweep that wins most often, with *win (may be NULL) its
 * chance of winning. Returns -1 when the position is past the bounds
 * (or out of memory): guess some other way. */
int64_t endgame_guess(const solver *s, double *win);

#endif
