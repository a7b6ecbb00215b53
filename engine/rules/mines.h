/* mines.h — the Minesweeper rules of docs/minesweeper.md: flags, the sweep process
 * with its flag-clearing chain reaction, the chord (DSweep), the end of the
 * game and the step count. No text, no I/O: the command-file module
 * (minesfile.h) and the wasm API drive it.
 *
 * Coordinates here are 0-based (row r, column c); cell index = r*cols + c,
 * so sorting indices sorts cells by row, then column. */
#ifndef MINES_H
#define MINES_H

#include "base/gg.h"

#define MINES_MAX_CELLS 100000000 /* docs/minesweeper.md §7: n*m <= 100,000,000 */

/* One byte a cell. */
enum {
    MINES_COUNT_MASK = 0x0f, /* neighbouring mines 0..8, kept for every cell */
    MINES_MINE = 0x10,       /* the cell holds a mine */
    MINES_FLAG = 0x20,       /* a flag stands on the (hidden) cell */
    MINES_OPEN = 0x40,       /* swept: the count is shown */
    MINES_NEW = 0x80         /* swept by the last move, while its cells are marked
                                (internal: see mines_game.marked) */
};

/* How the game stands. */
typedef enum mines_result {
    MINES_PLAYING = 0,
    MINES_WON,  /* every safe cell swept: "finish" */
    MINES_LOST, /* a mine was swept: "game over" */
    MINES_QUIT  /* "give up" */
} mines_result;

/* What one move did: the feedback line of the docs/minesweeper.md §2 table. */
typedef enum mines_feedback {
    MINES_FB_SUCCESS,   /* Flag placed a flag */
    MINES_FB_CANCELLED, /* Flag removed a flag */
    MINES_FB_SWEPT,     /* Flag or Sweep on a swept cell */
    MINES_FB_FLAGGED,   /* Sweep on a flag */
    MINES_FB_NOT_SWEPT, /* DSweep on a cell not swept */
    MINES_FB_FAILED,    /* DSweep on a 0, or flags around != the number */
    MINES_FB_DETECTED,  /* the sweep process ran: see revealed/revealed_count
                           (0 cells means "no cell detected") */
    MINES_FB_BOOM,      /* the sweep process hit a mine; the game is lost */
    MINES_FB_OVER,      /* the game had already ended: nothing done, no step */
    MINES_FB_OFF_BOARD, /* the coordinates are outside the board: no step */
    MINES_FB_NO_MEMORY  /* could not allocate: nothing done, no step */
} mines_feedback;

/* Where a flood's cells are marked: the rows top .. top + rows - 1 and
 * the columns left..right; none while rows is 0. */
typedef struct mines_marks {
    uint32_t top, rows, left, right;
} mines_marks;

/* The whole game. The caller owns the struct; mines_init fills it and
 * mines_free releases what it points to. */
typedef struct mines_game {
    int32_t rows, cols;      /* 1 <= rows, cols; rows*cols <= MINES_MAX_CELLS */
    uint8_t *cells;          /* rows*cols bytes, MINES_* bits above */
    int64_t mine_count;      /* mines on the board */
    int64_t safe_left;       /* safe cells not yet swept */
    int64_t flag_count;      /* flags standing now */
    int64_t steps;           /* Flag, Sweep and DSweep moves taken */
    mines_result result;     /* MINES_PLAYING until the game ends */
    int64_t blown;           /* index of the mine that ended the game, or -1 */
    /* Cells newly swept by the last move: revealed_count of them (0 after
     * a move that swept none), read through mines_revealed or
     * mines_revealed_run until the next move. A flood leaves them marked
     * MINES_NEW in the rectangle `marked` rather than listed: a big one is
     * printed from there row by row, with no list of a word a cell. */
    size_t revealed_count;
    uint32_t *revealed;      /* internal: the list, once made, and the flood's work */
    size_t revealed_cap;     /* room reserved in revealed */
    mines_marks marked;      /* internal */
} mines_game;

/* Set up a rows x cols board, every cell hidden and safe. Returns GG_OK,
 * GG_TOO_BIG (sizes out of range; nothing allocated) or GG_NO_MEMORY. */
gg_status mines_init(mines_game *g, int32_t rows, int32_t cols);
/* Release the board. The struct may be reused with mines_init. */
void mines_free(mines_game *g);
/* The same board empty again for the next game: every cell hidden and
 * safe, no flag, no step, in play (its memory kept). */
void mines_clear(mines_game *g);

/* Put a mine on (or take it off) a hidden cell before play, keeping
 * mine_count, safe_left and the neighbours' counts right. Returns 0, or -1
 * when off the board or the cell is swept. */
int mines_set_mine(mines_game *g, int32_t r, int32_t c, int mine);
/* After writing MINES_MINE bits straight into cells (a whole layout at
 * once), recompute every cell's count, mine_count and safe_left in one
 * pass. Only for a game with nothing swept yet. */
void mines_recount(mines_game *g);
/* Mark a cell swept without the sweep process (loading a position already
 * in progress, e.g. a LeetCode board). Returns 0, or -1 when off the board
 * or the cell holds a mine. */
int mines_set_open(mines_game *g, int32_t r, int32_t c);

/* The three moves. Each counts one step when the game is in play and the
 * cell is on the board, whatever it does; each may end the game. */
mines_feedback mines_flag(mines_game *g, int32_t r, int32_t c);
mines_feedback mines_sweep(mines_game *g, int32_t r, int32_t c);
mines_feedback mines_chord(mines_game *g, int32_t r, int32_t c); /* DSweep */
/* Give up. Not a step. */
void mines_quit(mines_game *g);

/* Neighbouring mines of any cell, whether swept or not (the stored count). */
int mines_count_around(const mines_game *g, int32_t r, int32_t c);

/* The cells the last move swept, revealed_count indices in ascending
 * order (row-major), listed from their marks if a flood left them marked.
 * Owned by the game; valid until its next move. */
const uint32_t *mines_revealed(mines_game *g);

/* The same list if it is made, NULL while a flood's cells are still
 * marked: then read them as runs (below), or have them listed. */
const uint32_t *mines_revealed_listed(const mines_game *g);

/* The same cells as runs of cells side by side in one row, in ascending
 * order, without listing them: zero a cursor, then each call returns the
 * next run's length with its first cell in *first, 0 after the last. The
 * game must not change in between. */
typedef struct mines_run_cursor {
    size_t next;  /* the list's next entry, or the rectangle's next row */
    uint32_t col; /* the column to read on from in that row */
} mines_run_cursor;
size_t mines_revealed_run(const mines_game *g, mines_run_cursor *at, uint32_t *first);

#endif
