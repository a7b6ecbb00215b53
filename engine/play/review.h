/* review.h — the solver judges every move of a Minesweeper game, from what
 * the player could see just before it: the swept numbers and the total
 * mine count (flags are the player's opinion and tell nothing). The text
 * and JSON forms are reviewtext.h's; this module only judges.
 *
 * A move is judged by the cells it sweeps by itself — a Sweep its cell, a
 * DSweep (chord) the hidden neighbours without a flag — and a Flag by its
 * cell:
 *
 *   start        the game's first sweep: the start mode (safe, opening,
 *                noguess) keeps it off a mine, so it is never a guess
 *   safe         every cell it sweeps was certainly safe
 *   forced guess no cell was certainly safe, and the guess was among the
 *                safest (P(mine) within REVIEW_TIE of the lowest), or the
 *                solver's own advised guess (solver_advise; when that is
 *                half of a 50/50 no number can ever settle,
 *                fifty_fifty says so)
 *   risky guess  no cell was certainly safe, and a safer guess existed
 *   blunder      a guess while a certainly safe cell existed, or a sweep
 *                onto a certain mine
 *   flag         a flag on a certain mine
 *   flag guess   a flag on a cell that was neither certainly safe nor a mine
 *   wrong flag   a flag on a certainly safe cell
 *   unflag       a flag taken off
 *   no effect    the move changed nothing (swept, flagged, not swept,
 *                failed, no cell detected)
 *
 * A chord's P(mine) is the chance that any of its cells holds a mine,
 * counted over the layouts as a whole (solver_chance_all_safe): the
 * cells' mines are not independent, so the product of their chances of
 * being safe would not be it. The "better" cell of a risky guess
 * is the guess solver_advise makes — self-play's choice but for its
 * endgame search, the one the page's Hint names; past
 * SOLVER_ADVICE_MAX_CELLS cells the plain lowest odds.
 *
 * Pure: no I/O, no globals; the caller owns the review struct. */
#ifndef REVIEW_H
#define REVIEW_H

#include "base/gg.h"
#include "rules/mines.h"
#include "gen/minegen.h"
#include "solver/solver.h"

/* A guess within this much P(mine) of the lowest is among the safest. */
#define REVIEW_TIE 0.01

typedef enum review_action { REVIEW_DO_FLAG, REVIEW_DO_SWEEP, REVIEW_DO_CHORD } review_action;

typedef enum review_verdict {
    REVIEW_START,
    REVIEW_SAFE,
    REVIEW_FORCED,
    REVIEW_RISKY,
    REVIEW_BLUNDER,
    REVIEW_FLAG,
    REVIEW_FLAG_GUESS,
    REVIEW_WRONG_FLAG,
    REVIEW_UNFLAG,
    REVIEW_NO_EFFECT,
    REVIEW_VERDICTS
} review_verdict;

/* The verdict's name as the text and JSON print it ("forced guess"). */
const char *review_verdict_name(review_verdict v);

/* One move judged. Cells are row-major indices r*cols + c. The layout is
 * fixed (int32 and double fields only, no padding; byte offsets in the
 * comments): the web module hands these structs to the page as they are
 * (wasm_review.c), and tests/unit/test_review.c checks the offsets. */
typedef struct review_judgement {
    int32_t step;        /*  0: the move's number (Flag, Sweep, DSweep), 1-based */
    int32_t line;        /*  4: its line in the replay (0 unless read from one) */
    int32_t action;      /*  8: review_action */
    int32_t row, col;    /* 12, 16: its cell, 0-based */
    int32_t verdict;     /* 20: review_verdict */
    int32_t boom;        /* 24: 1 when the move swept a mine */
    int32_t cells;       /* 28: cells the move sweeps by itself (0..8) */
    int32_t fifty_fifty; /* 32: 1: half of a 50/50 no number can settle */
    int32_t exact;       /* 36: 0 when a figure is an estimate (search budget) */
    int32_t safe_cells;  /* 40: guesses: hidden cells certainly safe; else -1 */
    int32_t better;      /* 44: blunder: a certainly safe cell; risky guess:
                                 the solver's guess (above); else -1 */
    int32_t cell[8];     /* 48: the cells it sweeps, */
    double p;            /* 80: P(mine) of the move: of its cell (Sweep,
                                 Flag), of any of its cells (DSweep); 0 for
                                 start */
    double lowest;       /* 88: guesses: the lowest P(mine) of a hidden cell
                                 not certainly a mine (0 when one was safe);
                                 else -1 */
    double better_p;     /* 96: P(mine) of `better` */
    double cell_p[8];    /* 104: P(mine) of each cell it sweeps */
} review_judgement;     /* 168 bytes */

/* The whole game so far; the same kind of fixed layout. */
typedef struct review_totals {
    int32_t moves;      /*  0: Flag, Sweep and DSweep moves judged */
    int32_t guesses;    /*  4: forced + risky guesses + blunders */
    int32_t result;     /*  8: mines_result: 0 unfinished, 1 won, 2 lost, 3 gave up */
    int32_t exact;      /* 12: 0 when a figure is an estimate */
    int32_t lookahead;  /* 16: 0 past SOLVER_ADVICE_MAX_CELLS: the guess
                                solver_advise names is the plain lowest odds */
    int32_t bbbv;       /* 20: the board's 3BV */
    int32_t bbbv_solved;/* 24: the part of it swept */
    int32_t verdicts[REVIEW_VERDICTS]; /* 28: moves of each verdict */
    int32_t avoidable;  /* 68: guesses while a cell was certainly safe (blunders) */
    double luck;        /* 72: P(surviving the guesses taken): the product
                                of their 1 - p */
    double best;        /* 80: the best survival over the same positions:
                                the product of 1 - lowest (1 where a cell
                                was safe) */
} review_totals;        /* 88 bytes */

typedef struct review {
    mines_game game;   /* the game, played along */
    solver view;       /* what the player sees */
    solver what_if;    /* work space for a chord's joint odds, set up at
                          the first chord over two uncertain cells */
    minegen_mode mode;
    review_totals totals;
} review;

/* Start a review of the game in `layout`, a board as read with nothing
 * swept or flagged yet, begun in start mode `mode`. The review takes the
 * game over (*layout is zeroed; mines_free on it is harmless). Returns
 * GG_OK, GG_TOO_BIG or GG_NO_MEMORY; review_free releases the review
 * either way. */
gg_status review_init(review *rv, mines_game *layout, minegen_mode mode);
void review_free(review *rv);

/* Judge one move at (r, c) (0-based, on the board) into *j, then play it.
 * Moves after the end of the game are not judged: *j says no effect.
 * Returns GG_OK or GG_NO_MEMORY. */
gg_status review_move(review *rv, review_action action, int32_t r, int32_t c, review_judgement *j);

/* Fill rv->totals' result and 3BV from the game as it stands. Returns
 * GG_OK or GG_NO_MEMORY. */
gg_status review_finish(review *rv);

#endif
