/* snakes.h — Snakes & Ladders (docs/snakes.md): the board, the move rule,
 * and least rolls with a shortest path. The analyses that take the game
 * as a Markov chain (expected rolls, the distribution of the length, win
 * chances) are odds/snakesodds.h; natural and random boards and editing
 * are snakesgen.h.
 *
 * Squares are numbered 1..n² boustrophedon from the bottom-left, as
 * LeetCode 909 numbers them; position 0 is "off the board" (classic start). */
#ifndef SNAKES_H
#define SNAKES_H

#include "base/gg.h"

typedef enum snakes_rule {
    SNAKES_OVER,   /* a roll past n² lands on n² (LeetCode's min(curr+6, n²)) */
    SNAKES_EXACT,  /* a roll past n² leaves the token where it is */
    SNAKES_BOUNCE  /* a roll past n² counts back from n² (and, on a 2×2 board,
                      forward again from square 1); a snake or ladder where it
                      lands is taken */
} snakes_rule;

typedef struct snakes_rules {
    int start;         /* 1: the token starts on square 1 (LeetCode); 0: off the board */
    snakes_rule rule;
} snakes_rules;

/* The largest board (docs/cli.md §11, "Limits") for least rolls; the analyses take
 * less (odds/snakesodds.h). */
#define SNAKES_MAX_SIDE 4000

typedef struct snakes_board {
    int32_t n;        /* side, ≥ 2 */
    int32_t squares;  /* n * n */
    int32_t *dest;    /* dest[s], s = 0..squares: where a token landing on s
                         ends (s itself when no snake or ladder); owned */
} snakes_board;

/* A board of side n with no snakes or ladders. GG_TOO_BIG past the limit. */
gg_status snakes_init(snakes_board *b, int32_t n);
void snakes_free(snakes_board *b);

/* The LeetCode grid cell (0-based row from the top, column) of a square,
 * and back. */
void snakes_square_cell(int32_t n, int32_t square, int32_t *row, int32_t *col);
int32_t snakes_cell_square(int32_t n, int32_t row, int32_t col);

/* Where a token on `from` (0..squares-1) ends after rolling `roll` (1..6):
 * *landed (may be NULL) is the square it stopped on before any snake or
 * ladder; the result is where it ends. Under `exact`, an overshoot returns
 * `from` and *landed = from. */
int32_t snakes_move(const snakes_board *b, snakes_rule rule, int32_t from, int roll, int32_t *landed);

/* Least rolls from the start to n², or -1 when n² cannot be reached. When
 * path is not NULL (room for squares + 1 entries) it receives one shortest
 * route: the start, then the square each roll ends on (after its snake or
 * ladder); *path_len its length (rolls + 1). GG_NO_MEMORY on failure. */
gg_status snakes_least(const snakes_board *b, const snakes_rules *r, int64_t *rolls,
                       int32_t *path, int32_t *path_len);

/* Chutes and Ladders (Milton Bradley, 1943): 10×10, ladders 1→38 4→14
 * 9→31 21→42 28→84 36→44 51→67 71→91 80→100, chutes 16→6 47→26 49→11
 * 56→53 62→19 64→60 87→24 93→73 95→75 98→78. Its rules are start 0,
 * exact finish. The ladder on 80 ends on 100, the last square: landing on
 * 80 wins. */
gg_status snakes_classic(snakes_board *b);

/* Random and natural boards, and editing one jump at a time: snakesgen.h. */

/* Print the board as LeetCode 909 JSON, `[[-1,…],…]`, and a newline. */
void snakes_print_json(const snakes_board *b, gg_out *out);

#endif
