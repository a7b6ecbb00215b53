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
 * declines and the caller guesses as usual. Most calls decline at once on
 * the analysis's layout count, but a search near the bounds takes longer
 * than a page's frame: selfplay uses it, hints do not. */
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
