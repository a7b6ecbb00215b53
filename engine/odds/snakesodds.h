/* snakesodds.h — what the dice give in Snakes & Ladders (docs/snakes.md):
 * the exact expected number of rolls, the distribution of the game's
 * length, and each player's chance of winning from the positions of a game
 * in progress, for a board and rule set of rules/snakes.h.
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
#ifndef SNAKESODDS_H
#define SNAKESODDS_H

#include "base/gg.h"
#include "rules/snakes.h"

/* The largest board an analysis takes (README, "Limits"): n ≤ 1000, a
 * million squares. */
#define SNAKES_MAX_ANALYSIS_SQUARES 1000000
/* Past this many back-reference unknowns the expectation is iterated. */
#ifndef SNAKES_DIRECT_MAX
#define SNAKES_DIRECT_MAX 1200
#endif
/* The most lines a distribution prints, and the most work (state updates)
 * an analysis may do before it is refused as too big. */
#define SNAKES_MAX_ROLLS 1000000
#define SNAKES_MAX_WORK 1500000000LL

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

#endif
