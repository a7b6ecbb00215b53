/* scatter.h — the plain random layout: mines dealt uniformly over the
 * cells a first click leaves free. It is the bottom of the layout makers:
 * minegen.h's `safe` and `opening` starts are exactly this, and the
 * guess-free generator (noguess.h) deals its first layout with it. Uses
 * the rules (mines.h) and the base (gg_rng); nothing above. */
#ifndef SCATTER_H
#define SCATTER_H

#include "base/gg.h"
#include "rules/mines.h"

/* Place `mines` mines on g, a freshly initialised game with no mine and
 * nothing swept, never on the first cell (first_r, first_c; 0-based) and,
 * when `opening` is set and the board has room, never on its neighbours
 * either (so the first click opens an area). Draws from gg_rng seeded with
 * `seed`, so the layout is the same on every platform. Returns GG_OK,
 * GG_BAD_INPUT (err says why: mines out of range, first cell off the
 * board) or GG_NO_MEMORY. */
gg_status scatter_layout(mines_game *g, int64_t mines, uint64_t seed, int opening, int32_t first_r,
                         int32_t first_c, gg_error *err);

/* How many cells the first click keeps free at (r, c): 1, or with
 * `around` the cell and its neighbours on the board (4, 6 or 9). */
int64_t scatter_kept_free(int32_t rows, int32_t cols, int32_t r, int32_t c, int around);

#endif
