/* minescode.h — the Minesweeper position code: a layout, or a position as
 * a player sees it, as one short line of text for links (docs/
 * minesweeper.md §14), as snakescode.h is for Snakes & Ladders boards.
 * Two kinds, told apart by their first letter:
 *
 *     L3x4m2.gg            a layout: 3 rows, 4 columns, 2 mines, then the
 *                          cells a bit each (1 a mine), row-major, six to
 *                          a character of base64url (A-Z a-z 0-9 - _),
 *                          the first cell the character's highest bit;
 *                          the bits past the last cell are 0
 *     P3x4m2.fh3B4A4       a position: the total mines, then each cell,
 *                          row-major: `h` hidden, `f` flagged, `A`-`I`
 *                          revealed showing 0-8 (`A` 0, `B` 1, ...); a
 *                          run of three or more equal cells is written
 *                          once with its count after it
 *
 * Numbers are decimal without leading zeros; a run is always as long as
 * it can be, written as one cell or two when it is that short, so every
 * layout and every position has exactly one code, which the parsers hold
 * codes to. Only letters, digits, `.`, `-` and `_`: nothing to escape in
 * a URL. */
#ifndef MINESCODE_H
#define MINESCODE_H

#include "base/gg.h"
#include "rules/mines.h"

/* A cell of a position. */
enum { MINESCODE_HIDDEN = -1, MINESCODE_FLAG = -2 }; /* or 0..8: revealed */

/* A position as its player sees it. */
typedef struct mines_position {
    int32_t rows, cols; /* 1 <= rows, cols; rows*cols <= MINES_MAX_CELLS */
    int64_t mines;      /* mines on the whole board, 0..rows*cols */
    int8_t *cells;      /* rows*cols, row-major: MINESCODE_HIDDEN, _FLAG, or
                           0..8 revealed; owned (free with minescode_free) */
} mines_position;

/* What a text (len bytes, leading blanks skipped) starts as: 'L' a layout
 * code, 'P' a position code (the letter and a digit), 0 neither. */
int minescode_kind(const char *text, size_t len);

/* Parse a layout code (the whole of text, blanks around it allowed) into
 * a fresh game g with its mines laid and nothing swept (the caller frees
 * it with mines_free, also on failure). GG_BAD_INPUT with a sentence in
 * err (line 0) for a bad code; GG_TOO_BIG or GG_NO_MEMORY from
 * mines_init. */
gg_status minescode_parse_layout(const char *text, size_t len, mines_game *g, gg_error *err);

/* Parse a position code into p (on failure p holds nothing to free).
 * Refuses, besides bad form, more mines than cells not revealed. */
gg_status minescode_parse_position(const char *text, size_t len, mines_position *p, gg_error *err);
void minescode_free(mines_position *p);

/* Print g's layout code (its MINES_MINE bits; nothing else of the game),
 * or p's position code, without a newline. */
void minescode_print_layout(const mines_game *g, gg_out *out);
void minescode_print_position(const mines_position *p, gg_out *out);

#endif
