/* mines_internal.h — what the Minesweeper rules' two files share and no
 * other file sees; mines.h stays the public API.
 *
 *   mines.c        the board, its counts and the moves
 *   mines_flood.c  the sweep process: the flood by row spans, the cells it
 *                  swept marked and read back or listed */
#ifndef MINES_INTERNAL_H
#define MINES_INTERNAL_H

#include <stdint.h>
#include <string.h>

#include "rules/mines.h"

/* Eight cells' bytes as one word, and back. Lanes follow memory order
 * whatever the byte order, and the arithmetic on them never carries from
 * one lane into the next, so the result is the same on every platform. */
static inline uint64_t load_lanes(const uint8_t *p)
{
    uint64_t w;
    memcpy(&w, p, 8);
    return w;
}

static inline void store_lanes(uint8_t *p, uint64_t w)
{
    memcpy(p, &w, 8);
}

#define LANES(byte) (UINT64_C(0x0101010101010101) * (byte))

/* Long loops over a board are cut into calls of a bounded share of the
 * work (GG_NOINLINE: recount_rows, flood_runs, collect_rows, clear_rows,
 * and in formats/minesfile.c the rows read and the lines printed): run as
 * WebAssembly, V8 compiles each function first with its baseline compiler
 * and optimises one only after it has run a while, and a call already
 * running never switches. A 1000 x 1000 flood done in one call runs to its
 * end in baseline code; in calls of some 16,000 cells, optimised code, once
 * there, takes the next call. Natively the calls cost nothing to speak of.
 *
 * Cells a call of recount_rows, collect_rows or clear_rows takes, about:
 * whole rows, one at least. */
#define ROWS_CELLS 16384

/* Room in g->revealed for the cells of a move that may sweep: as many as
 * the safe cells left, and one more. Returns 0 when memory runs out (the
 * move is then not played). */
int mines_reserve_revealed(mines_game *g);

/* The sweep process from each of the n cells at start (hidden, safe,
 * unflagged, ascending) still hidden; the game won if no safe cell is
 * left. Room reserved first (mines_reserve_revealed). */
mines_feedback mines_sweep_from(mines_game *g, const uint32_t *start, int n);

/* Clear the marks of the cells a flood left marked. */
void mines_clear_marked(mines_game *g);

/* Forget the last move's cells before a move changes the board: only
 * their marks need clearing, when they are still marked. */
static inline void mines_forget_revealed(mines_game *g)
{
    if (!GG_SMALL && g->marked.rows)
        mines_clear_marked(g);
    g->revealed_count = 0;
}

#endif
