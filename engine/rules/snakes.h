/* snakes.h — Snakes & Ladders (docs/snakes.md): the board, the move rule, and
 * the analyses — least rolls with a shortest path, the exact expected
 * number of rolls, the distribution of the game length, and each player's
 * chance of winning from the positions of a game in progress.
 *
 * Squares are numbered 1..n² boustrophedon from the bottom-left, as
 * LeetCode 909 numbers them; position 0 is "off the board" (classic start).
 *
 * Expected rolls follow Althoen, King & Schilling, "How long is a game of
 * Snakes and Ladders?", The Mathematical Gazette 77(478):71–76 (1993): the
 * game is an absorbing Markov chain and the expectations solve
 * (I − Q)·E = 1 over the transient squares. Every roll moves a token
 * forward by at most six squares, so E is found by back substitution from
 * the last square, with one unknown per square a snake (or a bounce) sends
 * a token back to; those few unknowns solve a small dense system. A board
 * with many of them is solved by preconditioned GMRES instead, to a proven
 * relative error bound of 1e-12 (or what doubles can tell at that size). */
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

/* The largest board (README, "Limits"): n ≤ 4000 for least rolls, and
 * n ≤ 1000 (a million squares) for the expectation, the distribution and
 * win chances. */
#define SNAKES_MAX_SIDE 4000
#define SNAKES_MAX_ANALYSIS_SQUARES 1000000
/* Past this many back-reference unknowns the expectation is iterated. */
#ifndef SNAKES_DIRECT_MAX
#define SNAKES_DIRECT_MAX 1200
#endif
/* The most lines a distribution prints, and the most work (state updates)
 * an analysis may do before it is refused as too big. */
#define SNAKES_MAX_ROLLS 1000000
#define SNAKES_MAX_WORK 1500000000LL

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

/* The exact expected number of rolls from the start, or INFINITY when n²
 * is not reached with probability 1. When per_square is not NULL (room for
 * squares + 1 entries) it receives the expectation from every position
 * (INFINITY where not finite, NAN where the start cannot get to). Fails
 * with GG_TOO_BIG past the limits (err says which). */
gg_status snakes_expected(const snakes_board *b, const snakes_rules *r, double *expected,
                          double *per_square, gg_error *err);

/* The distribution of the game length from position `from`: p[t-1] =
 * P(length = t) for t = 1..*len, until P(length ≤ t) ≥ 1 − tail − never,
 * where *never is the probability (to within tail) that a token from
 * `from` never finishes. *p is malloc'd; the caller frees it, also on
 * error (then it holds the *len values computed so far). GG_TOO_BIG when
 * more than max_rolls rolls or SNAKES_MAX_WORK would be needed. */
gg_status snakes_distribution(const snakes_board *b, const snakes_rules *r, int32_t from,
                              double tail, int64_t max_rolls, double **p, int64_t *len,
                              double *never, gg_error *err);

/* Each player's chance of winning a game in progress: players (1..4) at
 * pos[i] (0..squares-1), player `turn` to roll next, then turn+1, and so
 * on. win[i] receives the probabilities; *none that nobody ever wins. */
#define SNAKES_MAX_PLAYERS 4
gg_status snakes_win_chances(const snakes_board *b, const snakes_rules *r, const int32_t *pos,
                             int players, int turn, double *win, double *none, gg_error *err);

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
