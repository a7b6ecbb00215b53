/* minestats.h — numbers that measure a Minesweeper board and a game on it,
 * for the statistics a player sees at the end: the board's 3BV (Bechtel's
 * Board Benchmark Value: the fewest left clicks that clear it — one per
 * opening, one per number cell not on the edge of an opening) and how much
 * of it the player has done. Pure computation over mines.h; no I/O. */
#ifndef MINESTATS_H
#define MINESTATS_H

#include "base/gg.h"
#include "rules/mines.h"

typedef struct mines_3bv {
    int64_t total;    /* the board's 3BV */
    int64_t solved;   /* of it, the part already swept: openings with a
                         swept 0, and swept lone number cells */
    int64_t openings; /* connected areas of 0 cells (8-neighbour) */
} mines_3bv;

/* Measure g (its mines; its swept cells for `solved`). Works with a
 * temporary buffer of 5 bytes a cell, freed before it returns; no
 * recursion. Returns GG_OK or GG_NO_MEMORY (*out zeroed). */
gg_status mines_measure_3bv(const mines_game *g, mines_3bv *out);

#endif
