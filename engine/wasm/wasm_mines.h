/* wasm_mines.h — what the Minesweeper web module's files share
 * (wasm_api.c: the games and their moves; wasm_replay.c: games opened from
 * a command file or a LeetCode board, and written back as a command file;
 * wasm_solver.c and wasm_review.c: the solver and the review on a game).
 * Not exported to JavaScript: the exports are each file's GG_EXPORT
 * functions. */
#ifndef WASM_MINES_H
#define WASM_MINES_H

#include <stdint.h>

#include "base/gg.h"
#include "formats/minesfile.h"
#include "gen/minegen.h"
#include "rules/mines.h"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#define GG_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define GG_EXPORT
#endif

/* The page draws boards up to this many rows and columns (the page's
 * Custom limit; 1000 x 1000 takes about 25 MB at the first click). */
#define WEB_MAX_SIDE 1000
#define WEB_MAX_GAMES 256
/* What running out of memory says: the engine's memory is the module's
 * WebAssembly memory, which grows up to the link's MAXIMUM_MEMORY. */
#define WEB_NO_MEMORY "out of engine memory (the WebAssembly memory is full)"

/* Fields of the int32 array gg_mines_info returns. */
enum {
    INFO_STATE,          /* 0 ready (no move yet), 1 playing, 2 won, 3 lost, 4 gave up */
    INFO_ROWS,
    INFO_COLS,
    INFO_MINES,          /* mines on the board, or to be laid at the first Sweep */
    INFO_FLAGS,          /* flags shown (after a win every mine shows a flag) */
    INFO_STEPS,          /* Flag, Sweep and DSweep moves played (docs/minesweeper.md §6) */
    INFO_SAFE_LEFT,      /* safe cells not yet swept (rows*cols - mines before the layout) */
    INFO_LAID,           /* 1 once the mines are on the board */
    INFO_FEEDBACK,       /* the last move's mines_feedback, or -1 */
    INFO_REVEALED_COUNT, /* cells the last move swept (gg_mines_revealed) */
    INFO_TEXT_LEN,       /* bytes of the last call's text (gg_mines_text) */
    INFO_DIRTY_R0,       /* the rectangle of cells the last call may have changed, */
    INFO_DIRTY_C0,       /* inclusive; R0 = -1 when nothing changed */
    INFO_DIRTY_R1,
    INFO_DIRTY_C1,
    INFO_BLOWN_R,        /* the mine that ended the game, or -1 */
    INFO_BLOWN_C,
    INFO_MOVE_KIND,      /* the last move: mines_move_kind, or -1 */
    INFO_MOVE_R,         /* its cell, 0-based */
    INFO_MOVE_C,
    INFO_CLICK_R,        /* a loaded LeetCode board's click, 0-based, or -1 */
    INFO_CLICK_C,
    INFO_REPLAYABLE,     /* 1 when gg_mines_replay can write this game */
    INFO_SIZE = 32
};

typedef struct web_game {
    mines_game game;
    int laid;             /* the mines are on the board */
    int started;          /* a move has been played (or loaded) */
    int replayable;       /* the moves log, played on the layout, gives this game */
    int64_t mines_wanted; /* mines to lay at the first Sweep */
    uint64_t seed;
    minegen_mode mode;
    gg_out moves;         /* every move played, one command line each */
    gg_out text;          /* the last call's feedback, or a replay */
    int last_feedback;    /* mines_feedback of the last move, or -1 */
    int last_kind;        /* mines_move_kind of the last move, or -1 */
    int32_t last_revealed; /* cells the last move swept */
    int32_t last_r, last_c;
    int32_t dirty[4];     /* r0, c0, r1, c1; r0 = -1 for none */
    int32_t click_r, click_c;
    int32_t info[INFO_SIZE];
} web_game;

/* The last failed call's error, whose message gg_error_message() gives. */
extern gg_error web_last_error;

/* Record msg as the last error; returns -status. */
int web_fail(gg_status status, const char *msg);
/* The message for a status whose sentence is not in web_last_error yet
 * (out of memory, too big); returns -status. */
int web_fail_status(gg_status status);
/* The game behind handle, or NULL with the error set. */
web_game *web_find(int handle);
/* A new game record, not yet in the table (NULL: out of memory). */
web_game *web_make(void);
/* Free w and its game. */
void web_release(web_game *w);
/* Put w in the table: its handle, or a negative status (w freed). */
int web_publish(web_game *w);
/* 1 when rows x cols is a board the page takes, else 0 with the error set. */
int web_size_ok(int64_t rows, int64_t cols);
/* Play mv on w's game, logging it and its feedback; 0 or negative. */
int web_play(web_game *w, const mines_move *mv);
/* Mark every cell as changed. */
void web_dirty_all(web_game *w);
/* Start a call on w: its text and changes cleared. */
void web_begin_call(web_game *w);

/* For the solver's and the review's front ends: the game behind a
 * handle, whether its mines are laid, and how many there are (or will be);
 * NULL with the error set for a handle that is not a game's. */
const mines_game *gg_web_game(int handle, int *laid, int64_t *mines);
/* Record an error for them; returns -status. */
int gg_web_fail(int status, const char *msg);

#endif
