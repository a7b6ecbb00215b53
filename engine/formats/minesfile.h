/* minesfile.h — the Minesweeper command-file language of docs/minesweeper.md: the
 * board (`n m`, then rows of `*` and `.`), the moves (`Flag x y`,
 * `Sweep x y`, `DSweep x y`, `Quit`, 1-based) and the exact feedback text.
 * One parser and one printer for the CLI, the wasm API and the page's
 * replays. */
#ifndef MINESFILE_H
#define MINESFILE_H

#include "base/gg.h"
#include "rules/mines.h"

/* Limits (docs/cli.md §11, "Limits"). A line holds at most MINESFILE_LINE_SLACK
 * bytes more than its content needs: the size line and a move line at most
 * that many, a board row at most m + that many. A game takes at most
 * MINESFILE_MAX_MOVES(n*m) Flag, Sweep and DSweep moves: every cell swept
 * or flagged twice over, and ten million more. */
#define MINESFILE_LINE_SLACK 4096
#define MINESFILE_MAX_MOVES(cells) (INT64_C(10000000) + 2 * (int64_t)(cells))

typedef enum mines_move_kind { MOVE_FLAG, MOVE_SWEEP, MOVE_DSWEEP, MOVE_QUIT } mines_move_kind;

/* One move as written; x, y are 1-based (row, column) and on the board. */
typedef struct mines_move {
    mines_move_kind kind;
    int32_t x, y; /* unused for MOVE_QUIT */
} mines_move;

/* Parse one move line for a rows x cols board. Returns 1 with *mv set, 0
 * for a blank line, -1 for a bad line with the reason in why[whylen]. */
int minesfile_parse_move(const char *line, size_t len, int32_t rows, int32_t cols,
                         mines_move *mv, char *why, size_t whylen);

/* Read the board part (`n m` and n rows) from ls into a fresh game (the
 * caller frees it with mines_free, also on failure). */
gg_status minesfile_read_board(gg_lines *ls, mines_game *g, gg_error *err);

/* Play one move on g and print its feedback, then, if it ended the game,
 * the result line and `total step N`. Returns what mines_* returned
 * (MINES_FB_NO_MEMORY: nothing printed, nothing changed). */
mines_feedback minesfile_play(mines_game *g, const mines_move *mv, gg_out *out);

/* Print a board as a command file's first part: `n m` and the rows. */
void minesfile_print_board(const mines_game *g, gg_out *out);

/* Run a whole command file: the board, then moves until the game ends,
 * printing every feedback line to out. GG_BAD_INPUT (with err) after
 * printing the output owed for the moves before the bad line; GG_TOO_BIG
 * (with err) likewise at the move past MINESFILE_MAX_MOVES. */
gg_status minesfile_run(const char *text, size_t len, gg_out *out, gg_error *err);

#endif
