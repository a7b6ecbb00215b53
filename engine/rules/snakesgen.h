/* snakesgen.h — Snakes & Ladders boards people would draw (docs/snakes.md
 * §10): the rules a "natural" board keeps, written so that a program can
 * check them; the check; the seeded generator of such boards; and the
 * editing of a board one jump at a time, keeping the rules an edit must.
 *
 * A jump is a snake or a ladder: from its start s (dest[s] != s) to its
 * end dest[s]. Its length is |dest[s] - s| squares. L = n² is the last
 * square; row r (0 at the bottom) holds squares r·n + 1 .. r·n + n.
 *
 * Every edit, and every natural board, keeps the jump rules:
 *   J1 no jump starts on square 1 or on L;
 *   J2 no jump ends on square 1 or on L;
 *   J3 every square is an end (start or end) of at most one jump: no jump
 *      ends where another starts or ends, or starts where another ends.
 * A natural board of side n also keeps, with m = round(L/10) (halves up)
 * and K its number of jumps:
 *   C1 it has between ceil(2m/3) and floor(4m/3) ladders, and as many
 *      snakes (a random board: exactly m of each; 10 × 10: 7..13 each);
 *   D1 every jump spans at least 2 squares;
 *   D2 at most ceil(K/8) jumps are very long: more than L/2 squares;
 *   D3 at least floor(K/4) are short: at most max(n, L/8) squares;
 *   D4 at least floor(K/4) are long: at least L/4 squares;
 *   D5 the snakes' lengths sum to at most 3 times the ladders', and the
 *      ladders' to at most 3 times the snakes';
 *   S1 no two jumps start on neighbouring squares (s and s + 1);
 *   S2 no row holds more than ceil(K/n) + 1 starts;
 *   S3 at least min(n, K) - floor(n/4) rows hold a start;
 *   S4 no six squares in a row hold three snakes' starts (a die's reach);
 *   G1 as the board is drawn (row r from the bottom, its squares left to
 *      right when r is even, right to left when odd), a jump goes at most
 *      2·dr + 3 columns sideways, dr the rows it climbs or falls: no jump
 *      lies across the board (the 1943 board keeps this too).
 * S1 leaves at least every other square free of a snake's head, so from
 * every square the last one can be reached: under every rule set a game
 * on a natural board ends with probability 1. */
#ifndef SNAKESGEN_H
#define SNAKESGEN_H

#include "base/gg.h"
#include "base/rng.h"
#include "rules/snakes.h"

/* What the rules count on one board (filled by snakes_natural_check). */
typedef struct snakes_natural {
    int32_t ladders, snakes;   /* jumps up, jumps down */
    int32_t kind_min, kind_max;/* C1's bounds for this side */
    int32_t short_jumps;       /* D3: length <= max(n, L/8) */
    int32_t long_jumps;        /* D4: length >= L/4 */
    int32_t very_long_jumps;   /* D2: length > L/2 */
    int64_t ladder_squares, snake_squares; /* D5: the lengths of each kind, summed */
    int32_t busiest_row;       /* S2: the most starts in one row */
    int32_t rows_with_starts;  /* S3 */
} snakes_natural;

/* Check every rule above on b. GG_OK when b is natural; otherwise
 * GG_BAD_INPUT with the first rule broken as a sentence in err. stats
 * (may be NULL) gets the counts either way. GG_NO_MEMORY on failure. */
gg_status snakes_natural_check(const snakes_board *b, snakes_natural *stats, gg_error *err);

/* A seeded natural n × n board (n 2..SNAKES_MAX_SIDE; a 2 × 2 board has
 * none): m ladders and m snakes with lengths of every kind, their starts
 * dealt over the rows. Integer arithmetic only, so the same (n, seed)
 * gives the same board everywhere. GG_TOO_BIG past the side limit. */
gg_status snakes_random(snakes_board *b, int32_t n, uint64_t seed);

/* A random jump for b: a ladder (ladder = 1) or snake whose start lies in
 * [lo, hi] and whose length is in [min_len, max_len], kept by J1–J3, D1,
 * S1, S4 and G1, tried at up to `tries` starts. Returns 1 and adds it, or 0 and
 * leaves b unchanged. The designer's and the generator's one move. */
int snakes_random_jump(snakes_board *b, gg_rng *rng, int ladder, int32_t lo, int32_t hi, int32_t min_len,
                       int32_t max_len, int tries);

/* Add the jump from → to to b, or say why not (GG_BAD_INPUT and a
 * sentence: off the board, from == to, J1, J2, J3). b is unchanged on
 * failure. */
gg_status snakes_add_jump(snakes_board *b, int32_t from, int32_t to, gg_error *err);

/* Remove the jump starting on `from`; GG_BAD_INPUT when there is none. */
gg_status snakes_remove_jump(snakes_board *b, int32_t from, gg_error *err);

#endif
