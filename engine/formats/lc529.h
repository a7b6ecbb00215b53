/* lc529.h — LeetCode 529 (docs/minesweeper.md §12): one click on a character board
 * (`M` `E` hidden, `B` `1`-`8` revealed, `X` a revealed mine), read and
 * printed in LeetCode's JSON test-case form. The click runs the same sweep
 * process as the command-file game (mines.h). */
#ifndef LC529_H
#define LC529_H

#include "base/gg.h"
#include "base/json.h"
#include "rules/mines.h"

/* A board as LeetCode writes it, and an optional click (0-based). */
typedef struct lc529_board {
    char *cells;            /* rows*cols characters, row-major; owned */
    int32_t rows, cols;
    int has_click;          /* 1 when click_r, click_c are set */
    int64_t click_r, click_c;
} lc529_board;

/* Parse a board (a JSON array of rows of one-character strings, optionally
 * `board =` before it) from js, checking sizes and characters; `line` is
 * the line number errors name. The caller frees b->cells, also on error. */
gg_status lc529_parse_board(gg_json *js, long line, lc529_board *b, gg_error *err);
/* Parse a click `[r, c]` (optionally `click =` before it) into b and check
 * it: on the board and on a hidden cell. */
gg_status lc529_parse_click(gg_json *js, long line, lc529_board *b, gg_error *err);

/* Make a game in progress from a board: mines at M, revealed cells swept. */
gg_status lc529_to_game(const lc529_board *b, mines_game *g);

/* Click b's click on it in place, by the rules of §2. */
gg_status lc529_click(lc529_board *b);

/* Print a board as compact JSON, `[["B","1"],…]`, and a newline. */
void lc529_print(const lc529_board *b, gg_out *out);

/* Run a case file: board line, click line (or both on one line as in the
 * problem text), case after case; one output board per case. */
gg_status lc529_run(const char *text, size_t len, gg_out *out, gg_error *err);

#endif
