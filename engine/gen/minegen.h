/* minegen.h — random mine layouts, made at the first click so the start
 * can be guaranteed: `safe` (the first cell is no mine), `opening` (the
 * first cell is a 0, so the first click opens an area) and `noguess` (the
 * whole board can be cleared from there by logic alone; see noguess.h).
 * The same (rows, cols, mines, seed, mode, first cell) gives the same
 * layout on every platform. */
#ifndef MINEGEN_H
#define MINEGEN_H

#include "base/gg.h"
#include "rules/mines.h"

typedef enum minegen_mode { MINEGEN_SAFE, MINEGEN_OPENING, MINEGEN_NOGUESS } minegen_mode;

/* Parse "safe", "opening" or "noguess"; returns 0 and sets *mode, or -1. */
int minegen_mode_from_text(const char *text, minegen_mode *mode);
const char *minegen_mode_name(minegen_mode mode);

/* The most mines a rows x cols board takes in a mode: every cell but the
 * first (safe), but the first and its neighbours (opening, noguess). When
 * fewer cells are free, opening and noguess fall back to safe. */
int64_t minegen_max_mines(int32_t rows, int32_t cols, minegen_mode mode);

/* Place `mines` mines on g, a freshly initialised game with no mine and
 * nothing swept, keeping the start (first_r, first_c; 0-based) as the mode
 * promises. Returns GG_OK, GG_BAD_INPUT (err says why: mines out of range,
 * first cell off the board) or GG_NO_MEMORY. */
gg_status minegen_layout(mines_game *g, int64_t mines, uint64_t seed, minegen_mode mode,
                         int32_t first_r, int32_t first_c, gg_error *err);

#endif
