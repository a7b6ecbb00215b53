/* snakescode.h — the board code: a Snakes & Ladders board as one short
 * line of text for links and presets (docs/snakes.md §8), as `30x16n99`
 * is a Minesweeper board's. The side, then each jump as `_FROM-TO`, starts
 * in increasing order:
 *
 *     10_4-14_9-31_16-6_28-84
 *
 * is the 10 × 10 board with ladders 4→14, 9→31, 28→84 and a snake 16→6;
 * `10` alone is the empty board. Only digits, `_` and `-`, so the code
 * needs no escaping in a URL. Numbers are decimal without leading zeros;
 * a jump is what a LeetCode 909 cell may hold (from 1..n²-1, to 1..n²,
 * to != from), so every board the engine reads has exactly one code. */
#ifndef SNAKESCODE_H
#define SNAKESCODE_H

#include "base/gg.h"
#include "rules/snakes.h"

/* 1 when text (len bytes, leading blanks skipped) starts like a code — a
 * digit — rather than a LeetCode JSON board. */
int snakescode_is_code(const char *text, size_t len);

/* Parse a code (the whole of text, surrounding blanks allowed) into b.
 * `line` is the line errors name. On error b holds nothing to free. */
gg_status snakescode_parse(const char *text, size_t len, long line, snakes_board *b, gg_error *err);

/* Print b's code, without a newline. */
void snakescode_print(const snakes_board *b, gg_out *out);

#endif
