/* snakesodds_internal.h — what the analyses of Snakes & Ladders share and
 * no other file sees: the part of the game's Markov chain a start can get
 * to, and a helper for their messages. snakesodds.h stays the public API.
 *
 *   snakesodds_chain.c      the chain: each square's moves, what is reached
 *                           and what can still finish
 *   snakesodds_expected.c   the expected number of rolls
 *   snakesodds_length.c     the distribution of the length, win chances */
#ifndef SNAKESODDS_INTERNAL_H
#define SNAKESODDS_INTERNAL_H

#include <stdint.h>

#include "odds/snakesodds.h"

enum { REACHED = 1, LIVE = 2 }; /* reached from the origins; can reach n² */

/* The part of the Markov chain the origins can get to: the six moves of
 * every square, the reached squares largest first, and which of them can
 * still reach n² ("live"; the others never finish). */
typedef struct chain {
    int32_t last;     /* n², the absorbing square */
    int32_t *next;    /* next[6*s + roll-1]: where a roll from s ends */
    uint8_t *times;   /* times[6*s + k]: how many rolls from s end on next[6*s+k]
                         when k is the first of them, else 0 */
    uint8_t *flags;   /* REACHED | LIVE per square 0..last */
    int32_t *order;   /* reached squares below last, largest first */
    int32_t count;    /* entries in order */
    int all_live;     /* 1 when every reached square is live */
} chain;

/* Build into c the chain from the origins (squares 0..squares-1) under
 * `rule`. GG_TOO_BIG past SNAKES_MAX_ANALYSIS_SQUARES (err says so),
 * GG_NO_MEMORY; on failure c holds nothing to free. On success the caller
 * frees c with snakes_chain_free. */
gg_status snakes_chain_build(chain *c, const snakes_board *b, snakes_rule rule, const int32_t *origins,
                             int norigins, gg_error *err);
void snakes_chain_free(chain *c);

/* The power of ten nearest below x > 0, for messages (gg_fail formats no
 * floating point). */
int snakes_decade(double x);

#endif
