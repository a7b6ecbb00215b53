/* lc909.h — LeetCode 909 case files (docs/snakes.md §8): one board a line as JSON
 * (`[[-1,-1],[-1,3]]`, or `board = [[...]]`) or as a board code
 * (`10_4-14_16-6`, snakescode.h), and what `gridgames snakes` prints for
 * each: the least rolls, the expected rolls, the distribution of the game
 * length, the board in either form, or whether it is natural. */
#ifndef LC909_H
#define LC909_H

#include "base/gg.h"
#include "base/json.h"
#include "rules/snakes.h"

typedef enum lc909_mode {
    LC909_LEAST,        /* one integer a board: least rolls, or -1 */
    LC909_EXPECTED,     /* `%.6f`, or `infinite` */
    LC909_DISTRIBUTION, /* lines `t P(length=t) P(length<=t)` (9 decimals), then
                           `never P` when the end may never be reached; a blank
                           line between boards */
    LC909_JSON,         /* the board as LeetCode JSON */
    LC909_CODE,         /* the board as its code */
    LC909_NATURAL       /* `natural`, or `not natural: ` and the first rule broken
                           (snakesgen.h) */
} lc909_mode;

/* Parse a board (optionally `board =` before it) from js into b, checking
 * it is square, n ≥ 2, every value −1 or 1..n², and no snake or ladder on
 * n². `line` is the line errors name. On error b holds nothing to free. */
gg_status lc909_parse_board(gg_json *js, long line, snakes_board *b, gg_error *err);

/* Parse one line holding a board as JSON or as a code, nothing after it. */
gg_status lc909_parse_line(const char *line, size_t len, long number, snakes_board *b, gg_error *err);

/* Run a case file: every non-blank line a board. */
gg_status lc909_run(const char *text, size_t len, lc909_mode mode, const snakes_rules *rules,
                    gg_out *out, gg_error *err);

#endif
