/* reviewtext.h — `gridgames review`: a replay (a command file, docs/minesweeper.md §11, as
 * the page exports it) read move by move, each move judged by the solver
 * (play/review.h) and printed, then a summary. Text for people, JSON
 * for programs (the page's review shows the same figures through the
 * wasm export). The start mode is not in a command file: the caller
 * gives it (default safe).
 *
 * Text, one line a move, then the summary:
 *
 *   review 9 x 9, mines 10, start safe
 *   1 Sweep 5 5: start
 *   2 Sweep 1 1: safe
 *   3 Sweep 3 4: blunder, P(mine) 0.333333; 2 cells certainly safe, e.g. 4 5
 *   4 Sweep 7 1: risky guess, P(mine) 0.500000, lowest 0.200000 (+0.300000); better 6 2 at 0.200000
 *   5 Sweep 2 2: forced guess, P(mine) 0.500000, lowest 0.500000, a 50/50 no number can settle
 *   6 DSweep 2 3: ... ; cells 1 4 at 0.500000, 2 4 at 0.000000
 *   7 Flag 4 4: wrong flag, certainly safe; ...
 *   (`; boom` ends a move that swept a mine, ` (estimated)` one whose
 *   figures hit a search budget)
 *   result won, 23 moves
 *   verdicts: start 1, safe 15, forced guess 1, ...
 *   guesses 3, avoidable 1
 *   luck 0.416667, best 0.750000 over the same positions
 *   3BV 12, solved 12, efficiency 52.2%, 3BV/s 1.200 in 10.000 s
 *
 * JSON: {"rows","cols","mines","start","moves":[…],"summary":{…}}, one
 * move object a line: "step" (its 1-based number), "line" (in the
 * replay), "move" (its command line), "verdict", "p", and as they apply
 * "lowest", "safeCells", "better" (a command line), "betterP",
 * "fiftyFifty", "cells" ([{"cell":"x y","p":…}] for a DSweep), "boom",
 * "exact":false. Probabilities to 6 decimals, trailing zeros dropped.
 * The summary: "result" (won, lost, gave up, unfinished), "moves",
 * "verdicts" ({name: count}), "guesses", "avoidable", "luck", "best",
 * "exact", "lookahead", "bbbv", "bbbvSolved", "efficiency" (3BV solved
 * per move, %), and with the time "seconds", "bbbvPerSecond".
 *
 * Bad input in the board is reported before anything is printed; a bad
 * move line after the review of the moves before it (with its summary,
 * the JSON closed). A replay that ends without Quit is a game unfinished,
 * not an error. */
#ifndef REVIEWTEXT_H
#define REVIEWTEXT_H

#include "base/gg.h"
#include "formats/minesfile.h"
#include "gen/minegen.h"
#include "play/review.h"

/* Handed the review before the first move (mv and j NULL), then each
 * move as it is judged (j->line its line in the replay). */
typedef void (*reviewtext_each)(void *ctx, const review *rv, const mines_move *mv, const review_judgement *j);

/* Read a replay: its board into *rv (review_init), then every move until
 * the game ends, each judged (review_move) and handed to each(); `Quit`
 * or the end of the text ends an unfinished game. Then review_finish.
 * The caller calls review_free(rv) whatever the status. Returns GG_OK,
 * GG_BAD_INPUT (err; the moves before the bad line were judged and
 * handed over, and the review finished), GG_TOO_BIG or GG_NO_MEMORY. */
gg_status reviewtext_read(const char *text, size_t len, minegen_mode mode, review *rv, reviewtext_each each,
                          void *ctx, gg_error *err);

/* Review a replay into out, as text or as JSON. seconds < 0: the time is
 * not known. Returns GG_OK, GG_BAD_INPUT or GG_TOO_BIG (with err), or
 * GG_NO_MEMORY. */
gg_status reviewtext_text(const char *text, size_t len, minegen_mode mode, double seconds, gg_out *out,
                          gg_error *err);
gg_status reviewtext_json(const char *text, size_t len, minegen_mode mode, double seconds, gg_out *out,
                          gg_error *err);

#endif
